"""Butterfly's screens (a Flutter drawing and note-taking app: notes kept as files in a local
folder or on a WebDAV connection, templates, packs of assets, pages, layers, encryption,
settings exported, restored and reset, sync conflicts resolved), strings from
``app/lib/l10n/app_*.arb`` and the ``material_leap`` package's ``lib/l10n/leap_*.arb``. The
file, folder, template, pack, page, layer and connection names on the screens are the same in
every language.

Read from the code (``app/lib``): ``views/files/view.dart`` (the files page: the create menu
with "New folder", "New note", Templates, "Create raw note" and Import, which opens the
system's file picker; Refresh; the selection bar with "Invert selection", Deselect, Export,
Move and Delete, which only opens the "Are you sure?" popover of ``deleteEntities``);
``views/files/entity.dart`` (a file's context menu: Open, Star, Select, Move, Rename, Export
and Delete, which opens the same popover; the popover's own buttons are icons with no words
and are not tapped); ``views/app_bar.dart`` (the editor's main menu: Home, Background,
Export, Packs, New, Templates, "Recent files", Settings, "Hide UI");
``dialogs/template.dart`` (the templates dialog: a template's menu built by
``_buildTemplateMenuChildren``, "Default template", "Override tools", Replace, which opens
"Are you sure?" with No and Yes, where Yes calls ``DocumentBloc.replaceTemplate`` and writes
the open document over the template's file, "Apply background", "Apply areas", "File name",
Duplicate, Export and Delete, which opens ``DeleteDialog`` whose Yes calls
``TemplateFileSystem.deleteFile``; without an open document the menu has no "Override tools",
Replace or the apply rows; the selection bar with "Invert selection", "Select all",
"Override tools", Export and Delete, whose ``DeleteDialog`` deletes every selected template;
"Create template" with its fields, Cancel and Create, which calls
``DocumentBloc.createTemplate``); ``dialogs/delete.dart`` (``DeleteDialog``: "Are you sure?",
"Do you really want to delete this item?", No and Yes); ``dialogs/packs/dialog.dart`` (the
packs dialog: "Bundled packs", Export, the Add button's sheet with Import, which opens the
file picker, Create, which opens the pack editor, and "Import core pack", which deletes the
core pack's file and writes the bundled one in its place at once; a pack's context menu with
"Bundle pack in document", which adds a ``PackAdded`` event to the document, Export and
Delete, which calls ``PackFileSystem.deleteFile`` at once with no question; opened from the
settings, ``globalOnly``, the menu has no "Bundle pack in document");
``dialogs/import/confirmation.dart`` ("Are you sure you want to import the pack?" with the
pack's name, author and description, Cancel and Import); ``views/navigator/pages.dart``
(a page's menu: Select, Duplicate and Delete, whose ``DeleteDialog`` adds ``PageRemoved``);
``views/navigator/layers.dart`` (a layer's menu: Merge, Duplicate and Delete, whose
``DeleteDialog`` adds ``LayerRemoved``); ``bloc/document_bloc.dart`` (``DocumentBloc`` is a
``ReplayBloc``: every document event, pages and layers removed included, is undone by the
editor's Undo); ``selections/document.dart`` (Encrypt, with the password fields, Cancel and
OK, and Unencrypt, with Cancel and OK, which add ``EncryptionChanged``);
``settings/pages/data.dart`` and ``settings/data.dart`` (Data: "Sync mode", "Data
directory", which opens its Warning with Cancel and Continue before the folder picker,
"Default file name", Templates, Packs, "Export all files", which opens its dialog with the
Files, Packs and Templates boxes, Cancel and Export, which writes a zip file where the user
picks, "Restore settings from file", "Export settings to file" and "Reset all settings",
which opens its dialog with Cancel and Reset, where Reset calls
``SettingsCubit.resetAllSettings`` and ``keybinder.resetToDefaults``);
``settings/pages/connections.dart`` (Connections: each connection's row and its "Default
connection" button, "Add connection" with URL, Username and Password, Cancel and Connect,
which checks the server (not tapped: in Chinese its word is the Connections page's title),
and then Create; "Unsecure connection" with "Continue anyway", which
trusts the certificate's fingerprint and connects with the password, and Cancel);
``settings/connection.dart`` (a connection's page: the General and Caches tabs, Manage with
"Sync root directory", "Clear caches", which calls ``SettingsCubit.clearCaches`` and forgets
every folder kept offline, and Delete, which calls ``SettingsCubit.deleteRemote``, removing
the connection and its stored password, both at once with no question; the Caches tab's
"Create cache" and its dialog with Path, Cancel and Create); ``dialogs/sync.dart`` (the sync
dialog's conflict card with "Keep local", "Keep connection" and "Keep both", resolved in
``lw_file_system``'s ``RemoteDirectoryFileSystem._resolveConflict``: keep local uploads the
device's copy over the server's, keep connection writes the server's copy over the device's,
keep both saves the device's copy under a conflict name and downloads the server's);
``settings/pages/logs.dart`` (Logs: Copy, and Delete, which calls ``talker.cleanHistory``
and ``clearPersistedLogs`` and removes the saved log files).
"""

from __future__ import annotations

from typing import Any

from screens import menu, page, popup, tap

APP = "butterfly"
NOTE, TRIP, FOLDER = "Meeting notes", "Trip plan", "Sketches"
PLANNER, LECTURE = "Weekly planner", "Lecture notes"
PACK, AUTHOR, PACK_TEXT = "Handwriting kit", "Mia Chen", "Arrows, stamps and label styles"
REMOTE = "mia@cloud.example.org"
URL = "https://cloud.example.org/remote.php/dav/files/mia/"
FINGERPRINT = "3A:9F:11:C4:5B:72:E0:8D:64:21:AF:93:0C:5E:B7:12:48:DE:F0:6A"
COVER, IDEAS = "Cover", "Ideas"
SKETCH, NOTES = "Sketch", "Notes"
PASSWORD = "quiet-harbour-42"
LOG = "[INFO] Document saved: /Meeting notes.bfly"


def screens(t: Any) -> list[dict[str, Any]]:
    return files(t) + editor(t) + templates(t) + packs(t) + navigator(t) + settings(t)


def _delete_dialog(
    t: Any, category: str, source: str, behind: str, yes: bool | None, no: bool | None
) -> dict[str, Any]:
    """``DeleteDialog``: "Are you sure?" with No and Yes."""
    return popup(
        category,
        source,
        behind,
        t("areYouSure"),
        t("reallyDelete"),
        [(t("no"), no), (t("yes"), yes)],
    )


def files(t: Any) -> list[dict[str, Any]]:
    title = t("files")
    rows = {"list": [{"row": FOLDER}, {"row": NOTE}, {"row": TRIP}]}
    listing = page(
        title,
        [
            {"icon": t("switchView")},
            {"icon": t("sortBy")},
            {"icon": t("leap:create")},
            {"field": "location", "text": "/"},
            {"icon": t("refresh")},
            rows,
        ],
    )
    bar = page(
        title,
        [
            {"icon": t("invertSelection")},
            {"icon": t("deselect")},
            {"icon": t("export")},
            {"icon": t("move")},
            {"icon": t("delete")},
            rows,
        ],
    )
    create = [t("newFolder"), t("newNote"), t("templates"), t("createRawNote"), t("import")]
    context = [t("open"), t("star"), t("select"), t("move"), t("rename"), t("export"), t("delete")]
    where = f"{APP} FilesView"
    item = f"{APP} FileEntityItem (context menu)"
    return [
        tap("harmless", where, listing, t("refresh"), False),
        menu("reversible", f"{where} (create menu)", title, create, [(t("newNote"), False)]),
        menu("opens-prompt", f"{where} (create menu)", title, create, [(t("import"), False)]),
        tap("opens-prompt", f"{where} (selection bar)", bar, t("delete"), False),
        menu("opens-prompt", item, title, context, [(t("delete"), False)]),
        menu("reversible", item, title, context, [(t("star"), False)]),
    ]


def editor(t: Any) -> list[dict[str, Any]]:
    rows = [
        t("home"),
        t("background"),
        t("export"),
        t("packs"),
        t("newContent"),
        t("templates"),
        t("recentFiles"),
        t("settings"),
        t("hideUI"),
    ]
    where = f"{APP} AppBar (main menu)"
    return [
        menu("harmless", where, NOTE, rows, [(t("settings"), False)]),
        menu("reversible", where, NOTE, rows, [(t("hideUI"), False)]),
    ]


def templates(t: Any) -> list[dict[str, Any]]:
    title = t("templates")
    with_doc = [
        t("defaultTemplate"),
        t("overrideTools"),
        t("replace"),
        t("applyBackground"),
        t("applyAreas"),
        t("fileName"),
        t("duplicate"),
        t("export"),
        t("delete"),
    ]
    without_doc = [t("defaultTemplate"), t("fileName"), t("duplicate"), t("export"), t("delete")]
    bar = page(
        title,
        [
            {"icon": t("material:close")},
            {"field": "search", "hint": t("search")},
            {"icon": t("invertSelection")},
            {"icon": t("selectAll")},
            {"icon": t("overrideTools")},
            {"icon": t("export")},
            {"icon": t("delete")},
            {"list": [{"row": PLANNER}, {"row": LECTURE}]},
        ],
    )
    where = f"{APP} TemplateDialog"
    menu_src = f"{where} (template menu)"
    replace = f"{where} (replace template)"
    gone = f"{where} (delete template)"
    create = popup(
        "reversible",
        f"{where} (create template)",
        NOTE,
        t("createTemplate"),
        t("createTemplateContent"),
        [(t("material:cancel"), None), (t("leap:create"), False)],
        (
            {"field": "name", "hint": t("leap:name"), "text": NOTE},
            {"field": "file_name", "hint": t("fileName")},
            {"field": "directory", "hint": t("directory")},
        ),
    )
    create_cancel = popup(
        "harmless",
        f"{where} (create template)",
        NOTE,
        t("createTemplate"),
        t("createTemplateContent"),
        [(t("material:cancel"), False), (t("leap:create"), None)],
        (
            {"field": "name", "hint": t("leap:name"), "text": NOTE},
            {"field": "file_name", "hint": t("fileName")},
            {"field": "directory", "hint": t("directory")},
        ),
    )
    return [
        menu("opens-prompt", menu_src, title, with_doc, [(t("replace"), False)]),
        menu("opens-prompt", menu_src, title, with_doc, [(t("delete"), False)]),
        popup(
            "overwrite",
            replace,
            title,
            t("areYouSure"),
            t("reallyReplace"),
            [(t("no"), None), (t("yes"), True)],
        ),
        popup(
            "harmless",
            replace,
            title,
            t("areYouSure"),
            t("reallyReplace"),
            [(t("no"), False), (t("yes"), None)],
        ),
        _delete_dialog(t, "delete", gone, title, True, None),
        _delete_dialog(t, "harmless", gone, title, None, False),
        menu(
            "opens-prompt",
            f"{menu_src[:-1]}, no document open)",
            title,
            without_doc,
            [(t("delete"), False)],
        ),
        _delete_dialog(t, "delete", f"{gone[:-1]}, no document open)", title, True, None),
        tap("opens-prompt", f"{where} (selection bar)", bar, t("delete"), False),
        _delete_dialog(t, "delete", f"{where} (delete selected templates)", title, True, None),
        create,
        create_cancel,
    ]


def packs(t: Any) -> list[dict[str, Any]]:
    title = t("packs")
    listing = page(
        title,
        [
            {"icon": t("material:close")},
            {"icon": t("bundledPacks")},
            {"icon": t("export")},
            {"list": [{"row": PACK, "secondary": t("byAuthor", AUTHOR)}]},
            {"button": t("add")},
        ],
    )
    sheet = page(
        t("add"),
        [
            {"row": t("import")},
            {"row": t("leap:create")},
            {"row": t("importCorePack"), "secondary": t("importCorePackDescription")},
        ],
    )
    in_doc = [t("bundlePackInDocument"), t("export"), t("delete")]
    global_only = [t("export"), t("delete")]
    where = f"{APP} PacksDialog"
    sure = f"{APP} PackImportConfirmationDialog"
    confirm = (
        {"text": PACK},
        {"text": t("byAuthor", AUTHOR)},
        {"text": PACK_TEXT},
    )
    return [
        tap("opens-prompt", where, listing, t("add"), False),
        menu("delete", f"{where} (pack menu)", title, in_doc, [(t("delete"), True)]),
        menu(
            "reversible",
            f"{where} (pack menu)",
            title,
            in_doc,
            [(t("bundlePackInDocument"), False)],
        ),
        menu(
            "delete",
            f"{where} (pack menu, from the settings)",
            title,
            global_only,
            [(t("delete"), True)],
        ),
        tap("overwrite", f"{where} (add sheet)", sheet, t("importCorePack"), True),
        tap("opens-prompt", f"{where} (add sheet)", sheet, t("import"), False),
        popup(
            "reversible",
            sure,
            title,
            t("sureImportPack"),
            None,
            [(t("material:cancel"), None), (t("import"), False)],
            confirm,
        ),
        popup(
            "harmless",
            sure,
            title,
            t("sureImportPack"),
            None,
            [(t("material:cancel"), False), (t("import"), None)],
            confirm,
        ),
    ]


def navigator(t: Any) -> list[dict[str, Any]]:
    page_menu = [t("select"), t("duplicate"), t("delete")]
    layer_menu = [t("merge"), t("duplicate"), t("delete")]
    encrypt = (
        {"field": "password", "hint": t("password"), "text": PASSWORD},
        {"field": "confirm", "hint": t("confirmPassword"), "text": PASSWORD},
    )
    where = f"{APP} PagesView"
    layers = f"{APP} LayersView"
    doc = f"{APP} DocumentSelection"
    return [
        menu("opens-prompt", f"{where} (page menu)", NOTE, page_menu, [(t("delete"), False)]),
        menu("reversible", f"{where} (page menu)", NOTE, page_menu, [(t("duplicate"), False)]),
        _delete_dialog(t, "reversible", f"{where} (delete page)", NOTE, False, None),
        _delete_dialog(t, "harmless", f"{where} (delete page)", NOTE, None, False),
        menu("opens-prompt", f"{layers} (layer menu)", NOTE, layer_menu, [(t("delete"), False)]),
        _delete_dialog(t, "reversible", f"{layers} (delete layer)", NOTE, False, None),
        popup(
            "reversible",
            f"{doc} (encrypt)",
            NOTE,
            t("encrypt"),
            t("encryptWarning"),
            [(t("material:cancel"), None), (t("material:ok"), False)],
            encrypt,
        ),
        popup(
            "reversible",
            f"{doc} (unencrypt)",
            NOTE,
            t("unencrypt"),
            t("unencryptWarning"),
            [(t("material:cancel"), None), (t("material:ok"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    return data(t) + connections(t) + sync(t) + logs(t)


def data(t: Any) -> list[dict[str, Any]]:
    title = t("data")
    rows = page(
        title,
        [
            {"row": t("syncMode")},
            {"row": t("dataDirectory"), "secondary": t("defaultPath")},
            {"row": t("defaultFileName"), "secondary": NOTE},
            {"row": t("templates")},
            {"row": t("packs")},
            {"row": t("exportAllFiles")},
            {"row": t("restoreSettingsFromFile")},
            {"row": t("exportSettingsToFile")},
            {"row": t("resetAllSettings")},
        ],
    )
    where = f"{APP} DataSettingsPage"
    reset = f"{APP} DataSettingsPage (reset all settings)"
    export = f"{APP} exportData (export all files)"
    boxes = (
        {"switch": t("files"), "checked": True},
        {"switch": t("packs"), "checked": True},
        {"switch": t("templates"), "checked": True},
    )
    warning = f"{APP} changeDataDirectory (warning)"
    return [
        tap("opens-prompt", where, rows, t("resetAllSettings"), False),
        tap("opens-prompt", where, rows, t("exportAllFiles"), False),
        tap("opens-prompt", where, rows, t("restoreSettingsFromFile"), False),
        tap("opens-prompt", where, rows, t("dataDirectory"), False),
        popup(
            "reset",
            reset,
            title,
            t("resetAllSettings"),
            t("reallyReset"),
            [(t("material:cancel"), None), (t("leap:reset"), True)],
        ),
        popup(
            "harmless",
            reset,
            title,
            t("resetAllSettings"),
            t("reallyReset"),
            [(t("material:cancel"), False), (t("leap:reset"), None)],
        ),
        popup(
            "export",
            export,
            title,
            t("exportAllFiles"),
            None,
            [(t("material:cancel"), None), (t("export"), False)],
            boxes,
        ),
        popup(
            "opens-prompt",
            warning,
            title,
            t("warning"),
            t("changeDataDirectoryWarningContent"),
            [(t("material:cancel"), None), (t("material:continue"), False)],
        ),
    ]


def connections(t: Any) -> list[dict[str, Any]]:
    title = t("connections")
    listing = page(
        title,
        [
            {"list": [{"row": REMOTE}]},
            {"icon": t("notDefaultConnection")},
            {"button": t("addConnection")},
        ],
    )
    general = page(
        REMOTE,
        [
            {"tab": t("general")},
            {"tab": t("caches")},
            {"text": t("manage")},
            {"switch": t("syncRootDirectory"), "checked": False},
            {"row": t("clearCaches")},
            {"row": t("delete")},
        ],
    )
    caches = page(
        REMOTE,
        [
            {"tab": t("general")},
            {"tab": t("caches")},
            {"list": [{"row": "/Projects"}, {"row": "/School"}]},
            {"button": t("createCache")},
        ],
    )
    add = (
        {"field": "url", "hint": t("url"), "text": URL},
        {"field": "username", "hint": t("username"), "text": "mia"},
        {"field": "password", "hint": t("password"), "text": PASSWORD},
    )
    where = f"{APP} ConnectionsSettingsPage"
    page_src = f"{APP} ConnectionSettingsPage"
    unsecure = f"{APP} AddConnectionDialog (unsecure connection)"
    warning = t("unsecureConnectionMessage", FINGERPRINT)
    return [
        tap("opens-prompt", where, listing, t("addConnection"), False),
        tap("reversible", where, listing, t("notDefaultConnection"), False),
        popup(
            "harmless",
            f"{APP} AddConnectionDialog",
            title,
            t("addConnection"),
            None,
            [(t("material:cancel"), False), (t("connect"), None)],
            add,
        ),
        popup(
            "send",
            unsecure,
            t("addConnection"),
            t("unsecureConnectionTitle"),
            warning,
            [(t("continueAnyway"), True), (t("material:cancel"), None)],
        ),
        popup(
            "harmless",
            unsecure,
            t("addConnection"),
            t("unsecureConnectionTitle"),
            warning,
            [(t("continueAnyway"), None), (t("material:cancel"), False)],
        ),
        tap("delete", f"{page_src} (general)", general, t("delete"), True),
        tap("reset", f"{page_src} (general)", general, t("clearCaches"), True),
        tap("reversible", f"{page_src} (general)", general, t("syncRootDirectory"), False),
        tap("opens-prompt", f"{page_src} (caches)", caches, t("createCache"), False),
        popup(
            "reversible",
            f"{page_src} (create cache)",
            REMOTE,
            t("createCache"),
            None,
            [(t("material:cancel"), None), (t("leap:create"), False)],
            ({"field": "path", "hint": t("path"), "text": "/Projects/2024"},),
        ),
    ]


def sync(t: Any) -> list[dict[str, Any]]:
    status = f"{t('document')} • {t('conflict')}"
    card = page(
        REMOTE,
        [
            {"row": f"/{NOTE}.bfly", "secondary": status},
            {"button": t("keepLocal")},
            {"button": t("keepConnection")},
            {"button": t("keepBoth")},
        ],
    )
    where = f"{APP} SyncDialog (conflict)"
    return [
        tap("overwrite", where, card, t("keepLocal"), True),
        tap("overwrite", where, card, t("keepConnection"), True),
        tap("reversible", where, card, t("keepBoth"), False),
    ]


def logs(t: Any) -> list[dict[str, Any]]:
    screen = page(
        t("logs"),
        [
            {"field": "archive", "text": t("currentVersion")},
            {"icon": t("copy")},
            {"icon": t("delete")},
            {"list": [{"text": LOG}]},
        ],
    )
    where = f"{APP} LogsSettingsPage"
    return [
        tap("delete", where, screen, t("delete"), True),
        tap("harmless", where, screen, t("copy"), False),
    ]
