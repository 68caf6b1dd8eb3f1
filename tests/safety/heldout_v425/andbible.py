"""AndBible's screens (``net.bible.android.activity``, a Bible study app: documents downloaded,
deleted and installed from files, bookmarks and labels deleted, workspaces removed and their
settings copied and reset, reading plans reset, the database backed up, restored and
imported, cloud synchronization started and signed out), strings from
``app/src/main/res/values*/strings.xml``. The workspace, label, document, repository and
file names on the screens are the same in every language.

Read from the code (``app/src/main/java/net/bible``): ``android/view/activity/page/
MainBibleActivity.kt`` with ``res/menu/main_bible_drawer_menu.xml`` (the drawer: "Choose
Document", Find, Bookmarks, "Study Pads", "Reading Plan", History, "Download Documents",
"Backup & Restore", "Device synchronization", "Application preferences") and
``main_bible_options_menu.xml`` (Fullscreen, "Night mode", Workspaces and the text options);
``android/control/page/window/WindowControl.kt`` and ``res/menu/window_popup_menu.xml`` (a
window's popup: "New window", Maximise, Minimise, Pin, Synchronise, "Text options", "Copy link
to clipboard" and Close); ``android/view/activity/workspaces/WorkspaceSelectorActivity.kt`` with
``res/layout/workspace_selector.xml``, ``workspace_list_item.xml``, ``res/menu/
workspace_options_menu.xml`` and ``workspace_popup_menu.xml`` (the rows, each with its
``menuButton``; Dismiss, which drops the pending changes, and Save, which calls
``applyChanges``: the workspaces removed are deleted with ``deleteWorkspace`` and the changed
ones written; a row's popup: Remove, which only takes the row out of the list until Save,
Rename and "Copy as new", which open the name dialog, "Settings…" and "Copy settings…", whose
two multi-choice dialogs copy the chosen settings to the chosen workspaces in the pending
list; a row tapped with pending changes asks "Apply changes to workspaces?" with Cancel, No,
which drops them, and Yes, which applies them); ``android/view/activity/bookmark/
Bookmarks.kt`` with ``res/layout/bookmarks.xml``, ``res/menu/bookmark_actionbar_menu.xml``
and ``bookmark_context_menu.xml`` (the selection's bar: "Assign labels" and Delete, which asks
"Do you want to remove N bookmarks and their notes?" with Cancel and Yes, which calls
``deleteBookmark`` for each); ``ManageLabels.kt`` with ``res/layout/manage_labels.xml`` and
``res/menu/manage_labels_options_menu.xml`` (New, Help, Re-order, and in the overflow Reset,
which asks whether to reset the workspace's auto-assign and favourite settings with Cancel and
Yes, "Export Study Pads" and "Import Study Pads"; the deleted labels are deleted with
``deleteLabels`` when the page is left, and Back leaves it through ``saveAndExit`` too);
``LabelEditActivity.kt`` with ``res/layout/bookmark_label_edit.xml`` and ``res/menu/
edit_label_options_menu.xml`` (the name, "Favourite label" and the styles; Delete asks "Do you
want to remove bookmark label …? Also all associated Study Pad notes will be removed." with No
and Yes); ``android/view/activity/base/DocumentSelectionBase.kt`` and ``res/menu/
document_context_menu.xml`` (a selected document's bar: About, Delete, "Set module
passphrase" and "Delete search index"; "Delete …?" with No and Yes, which calls
``deleteDocument``, and "Delete index of …?" with Cancel and OK, which deletes the search
index); ``android/view/activity/download/DownloadActivity.kt`` ("Do you want to proceed to
download documents?" with Cancel, "Do not ask again" and Yes; "Download …" with Cancel and OK,
which downloads the document); ``CustomRepositoryEditor.kt`` with ``res/layout/
custom_repository_editor.xml`` and ``res/menu/custom_repository_editor_options_menu.xml``
(the delete icon, whose title is the string "New", and Help; "Do you want to remove custom
repository …?" with No and Yes); ``android/view/activity/installzip/InstallZip.kt`` ("Load
Documents From Files" with Cancel and Proceed, which opens the file picker; "Overwrite files?"
with Cancel and Yes, which writes the zip's files over the installed ones);
``android/view/activity/settings/SettingsActivity.kt`` and ``res/menu/app_prefs_options.xml``
(Reset, which asks to reset the global preferences with Cancel and Yes, which removes them);
``TextDisplaySettings.kt``, ``ColorSettings.kt`` and ``res/menu/text_options_opts.xml`` (Reset
and Help; "Are you sure that you want to reset all of these values?" with No and Yes);
``SyncSettings.kt`` and ``res/xml/sync_settings.xml`` ("Sign Out", which asks through
``Dialogs.simpleQuestion`` with Cancel and OK and then calls ``CloudSync.signOut``, clearing
every database's sync status and configuration, and the category switches);
``android/view/activity/readingplan/DailyReading.kt``, ``ReadingPlanSelectorList.kt``,
``res/menu/reading_plan.xml`` and ``reading_plan_list_context_menu.xml`` ("Set as current
day…", "Set Start Date…", Reset, which asks "Are you sure you want to reset this plan?" with
Cancel and OK, which calls ``readingPlanControl.reset``, and "Import reading plan…"; the plan
list's context menu, whose Reset resets the plan at once); ``android/control/backup/
BackupControl.kt`` with ``res/layout/backup_view.xml`` (the backup and restore switches,
"Backup to…" and "Restore or Import from…"; "Backup to where?" with Cancel, "Phone storage"
and Share; "Which backup sections do you want to restore?" with its sections, Cancel, "Select
all" and OK; a section's question with Cancel, Import, which merges the backup's rows into
the database with ``importDatabaseFile``, and Restore, which asks "Are you sure?" "Overwrite
…?" with Cancel and OK, which copies the backup's database file over the app's);
``service/cloudsync/CloudSync.kt`` (the first synchronization's "Device synchronization" with
"Cancel & disable synchronization", "Copy from this device to Cloud" and "Copy from Cloud to
this device", each copy then asking "Are you sure?" with Cancel and OK, which replaces the
local database with the cloud's, or the cloud's with the local one).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page

WORK, STUDY = "Morning study", "Romans"
"""Two workspaces."""
LABEL, LABEL2 = "Prayer", "Promises"
KJV, ESV = "King James Version (1769) with Strongs Numbers and Morphology", "ESV2011"
REPO = "Crosswire Beta"
FILE = "KJV.zip"
WHERE = "net.bible.android"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        main(t)
        + workspaces(t)
        + bookmarks(t)
        + labels(t)
        + documents(t)
        + settings(t)
        + reading_plans(t)
        + backup(t)
        + sync(t)
    )


def main(t: Any) -> list[dict[str, Any]]:
    home = t("app_name_short")
    drawer = [
        t(k)
        for k in (
            "chooce_document",
            "search",
            "speak",
            "bookmarks",
            "studypads",
            "rdg_plan_title",
            "history",
            "download",
            "backup_and_restore",
            "cloud_sync_title",
            "settings",
            "help_and_tips",
        )
    ]
    options = [
        t(k)
        for k in (
            "toggle_fullscreen",
            "options_menu_night_mode",
            "switch_to_workspace",
            "prefs_tilt_to_scroll_title",
            "reversed_split_mode",
            "window_pinning_menutitle",
            "auto_assign_labels_title",
            "all_text_options_window_menutitle",
        )
    ]
    window = [
        t(k)
        for k in (
            "new_window",
            "windowMaximise",
            "windowMinimise",
            "window_pin_mode",
            "windowSynchronise",
            "text_options_window_menutitle",
            "copyReference",
            "windowClose",
        )
    ]
    nav = f"{WHERE} MainBibleActivity (main_bible_drawer_menu)"
    opts = f"{WHERE} MainBibleActivity (main_bible_options_menu)"
    pop = f"{WHERE} WindowControl (window_popup_menu)"
    return [
        menu("harmless", nav, home, drawer, [(t("backup_and_restore"), False)]),
        menu("reversible", opts, home, options, [(t("options_menu_night_mode"), False)]),
        menu("reversible", pop, home, window, [(t("windowClose"), False)]),
    ]


def workspaces(t: Any) -> list[dict[str, Any]]:
    title = t("workspace_selector_title")
    where = f"{WHERE} WorkspaceSelectorActivity"
    rows = [
        {"row": t("workspace_listing_with_current", WORK), "secondary": KJV, "rid": f"{ID}title"},
        {"id": f"{ID}menuButton"},
        {"row": STUDY, "secondary": ESV, "rid": f"{ID}title"},
        {"id": f"{ID}menuButton"},
    ]

    def selector(after_remove: bool) -> dict[str, Any]:
        shown = rows[:2] if after_remove else rows
        return page(
            title,
            [
                {"icon": t("new_item"), "rid": f"{ID}newItem"},
                {"icon": t("help"), "rid": f"{ID}help"},
                {"list": shown},
                {"button": t("workspace_dismiss"), "rid": f"{ID}cancel"},
                {"button": t("save_and_exit"), "rid": f"{ID}save"},
            ],
        )

    popup = [
        t(k)
        for k in (
            "delete_workspace",
            "rename_workspace",
            "new_copied_workspace",
            "workspace_settings",
            "copy_workspace_settings",
        )
    ]
    pop = f"{where} (workspace_popup_menu)"
    cancel, ok = t("cancel"), t("okay")
    name = t("give_name_workspace")

    def naming(source: str, text: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        field = ({"field": "edit", "text": text, "focused": True},)
        return alert(
            "reversible" if yes is not None else "harmless",
            source,
            title,
            name,
            None,
            (ok, yes),
            (cancel, no),
            items=field,
        )

    def applying(yes: bool | None, no: bool | None, neutral: bool | None) -> dict[str, Any]:
        category = "delete" if yes else "reversible" if no is not None else "harmless"
        return alert(
            category,
            f"{where} (apply changes)",
            title,
            None,
            t("workspace_save_changes"),
            (t("yes"), yes),
            (t("no"), no),
            (cancel, neutral),
        )

    targets = tuple({"row": w} for w in (WORK, STUDY))
    return [
        entry("delete", f"{where} (after Remove)", selector(True), [(t("save_and_exit"), True)]),
        entry(
            "reversible",
            f"{where} (after Remove)",
            selector(True),
            [(t("workspace_dismiss"), False)],
        ),
        menu("reversible", pop, title, popup, [(t("delete_workspace"), False)]),
        menu("opens-prompt", pop, title, popup, [(t("rename_workspace"), False)]),
        naming(f"{where} (rename)", "Romans 2024", False, None),
        alert(
            "reversible",
            f"{where} (copy settings to workspaces)",
            title,
            t("copy_settings_workspaces_title"),
            None,
            (ok, False),
            (cancel, None),
            (t("select_all"), None),
            items=targets,
        ),
        applying(True, None, None),
        applying(None, False, None),
    ]


def bookmarks(t: Any) -> list[dict[str, Any]]:
    title = t("bookmarks_and_mynotes_title")
    where = f"{WHERE} Bookmarks"
    items = [
        {
            "row": "Romans 8:28",
            "secondary": "And we know that all things work together for good",
            "rid": f"{ID}verseText",
        },
        {"row": "Philippians 4:6", "secondary": "Be careful for nothing", "rid": f"{ID}verseText"},
    ]
    bar = page(
        "2",
        [
            {"icon": t("assign_labels"), "rid": f"{ID}assign_labels"},
            {"icon": t("delete"), "rid": f"{ID}delete"},
            {"field": f"{ID}editSearchText", "hint": t("filter_by_notes")},
            {"list": items},
        ],
    )
    overflow = [t("manage_labels"), t("sort_by_date")]
    gone = f"{where} (delete bookmarks)"

    def deleting(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if yes else "harmless",
            gone,
            title,
            None,
            t("confirm_delete_bookmarks", 2),
            (t("yes"), yes),
            (t("cancel"), no),
        )

    return [
        entry("opens-prompt", f"{where} (selection)", bar, [(t("delete"), False)]),
        menu(
            "harmless",
            f"{where} (bookmark_actionbar_menu)",
            title,
            overflow,
            [(t("manage_labels"), False)],
        ),
        deleting(True, None),
        deleting(None, False),
    ]


def labels(t: Any) -> list[dict[str, Any]]:
    title = t("labels")
    where = f"{WHERE} ManageLabels"
    overflow = [
        t("reset_generic"),
        t("export_something", t("studypads")),
        t("import_items", t("studypads")),
    ]
    edit = page(
        t("edit_label"),
        [
            {"icon": t("delete"), "rid": f"{ID}removeLabel"},
            {"field": f"{ID}labelName", "hint": t("label_name_prompt"), "text": LABEL},
            {
                "switch": t("favourite_label"),
                "rid": f"{ID}favouriteLabelCheckBox",
                "checked": False,
            },
            {"radio": t("bookmark_underline_style_arbitrary"), "rid": f"{ID}underLineStyle"},
            {"radio": t("marker_style"), "rid": f"{ID}markerStyle", "checked": True},
            {"radio": t("hide_style"), "rid": f"{ID}hideStyle"},
        ],
    )
    label_edit = f"{WHERE} LabelEditActivity"

    def removing(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if yes else "harmless",
            f"{label_edit} (delete label)",
            t("edit_label"),
            None,
            t("delete_label_confirmation", LABEL),
            (t("yes"), yes),
            (t("no"), no),
        )

    def resetting(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "reset" if yes else "harmless",
            f"{where} (reset)",
            title,
            None,
            t("reset_workspace_labels"),
            (t("yes"), yes),
            (t("cancel"), no),
        )

    return [
        entry("opens-prompt", label_edit, edit, [(t("delete"), False)]),
        entry("reversible", label_edit, edit, [(t("favourite_label"), False)]),
        removing(True, None),
        removing(None, False),
        menu(
            "opens-prompt",
            f"{where} (manage_labels_options_menu)",
            title,
            overflow,
            [(t("reset_generic"), False)],
        ),
        resetting(True, None),
        resetting(None, False),
    ]


def documents(t: Any) -> list[dict[str, Any]]:
    title = t("chooce_document")
    where = f"{WHERE} DocumentSelectionBase"
    bar = page(
        "1",
        [
            {"icon": t("about"), "rid": f"{ID}about"},
            {"icon": t("delete"), "rid": f"{ID}delete"},
            {"icon": t("unlock_module"), "rid": f"{ID}unlock"},
            {"menu": t("delete_index")},
            {"list": [{"row": KJV, "secondary": "KJV"}, {"row": ESV, "secondary": "ESV2011"}]},
        ],
    )

    def deleting(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if yes else "harmless",
            f"{where} (delete document)",
            title,
            None,
            t("delete_doc", KJV),
            (t("yes"), yes),
            (t("no"), no),
        )

    def unindexing(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "reversible" if yes is not None else "harmless",
            f"{where} (delete index)",
            title,
            None,
            t("delete_search_index_doc", KJV),
            (t("okay"), yes),
            (t("cancel"), no),
        )

    download = t("download")
    dl = f"{WHERE} DownloadActivity"
    asked = f"{t('download_document_confirm_prefix')} {ESV}"
    repo = f"{WHERE} CustomRepositoryEditor"
    editor = page(
        t("custom_repositories"),
        [
            {"icon": t("new_item"), "rid": f"{ID}delete"},
            {"icon": t("help"), "rid": f"{ID}help"},
            {
                "field": f"{ID}manifestUrl",
                "hint": t("repository_specification"),
                "text": "https://crosswire.org/sword/betaraw",
            },
            {"field": f"{ID}packageDir", "hint": t("packages_dir"), "text": "packages"},
            {"button": t("save_and_exit"), "rid": f"{ID}submitButton"},
        ],
    )

    def unrepo(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if yes else "harmless",
            f"{repo} (delete)",
            t("custom_repositories"),
            None,
            t("delete_custom_repository", REPO),
            (t("yes"), yes),
            (t("no"), no),
        )

    zipped = f"{WHERE} InstallZip"
    formats = t("install_zip_module")

    def overwriting(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "overwrite" if yes else "harmless",
            f"{zipped} (overwrite files)",
            formats,
            t("overwrite_files_title"),
            t("overwrite_files", "bibles/KJV"),
            (t("yes"), yes),
            neutral=(t("cancel"), no),
        )

    return [
        entry("opens-prompt", f"{where} (selection)", bar, [(t("delete"), False)]),
        entry("opens-prompt", f"{where} (selection)", bar, [(t("delete_index"), False)]),
        deleting(True, None),
        deleting(None, False),
        unindexing(False, None),
        alert(
            "reversible",
            f"{dl} (download)",
            download,
            None,
            asked,
            (t("okay"), False),
            (t("cancel"), None),
        ),
        entry("opens-prompt", repo, editor, [(t("new_item"), False)]),
        unrepo(True, None),
        unrepo(None, False),
        alert(
            "opens-prompt",
            f"{zipped} (install)",
            formats,
            t("install_zip"),
            FILE,
            (t("proceed"), False),
            neutral=(t("cancel"), None),
        ),
        overwriting(True, None),
        overwriting(None, False),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    prefs = t("settings")
    where = f"{WHERE} SettingsActivity"
    prefs_page = page(
        prefs,
        [
            {"icon": t("reset_settings"), "rid": f"{ID}reset"},
            {"row": t("prefs_night_mode_title")},
            {"row": t("prefs_interface_locale_title")},
        ],
    )

    def prefs_reset(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "reset" if yes else "harmless",
            f"{where} (reset)",
            prefs,
            None,
            t("reset_app_prefs"),
            (t("yes"), yes),
            (t("cancel"), no),
        )

    text = t("text_display_settings_activity_title")
    display = f"{WHERE} TextDisplaySettings"
    text_page = page(
        text,
        [
            {"icon": t("reset_settings"), "rid": f"{ID}reset"},
            {"icon": t("help"), "rid": f"{ID}help"},
            {"row": t("font_size_title")},
            {"row": t("line_spacing_title")},
        ],
    )

    def text_reset(source: str, behind: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "reset" if yes else "harmless",
            source,
            behind,
            None,
            t("reset_are_you_sure"),
            (t("yes"), yes),
            (t("no"), no),
        )

    colors = t("workspace_color_settings_title")
    return [
        entry("opens-prompt", where, prefs_page, [(t("reset_settings"), False)]),
        prefs_reset(True, None),
        prefs_reset(None, False),
        entry("opens-prompt", display, text_page, [(t("reset_settings"), False)]),
        text_reset(f"{display} (reset)", text, True, None),
        text_reset(f"{WHERE} ColorSettings (reset)", colors, True, None),
    ]


def reading_plans(t: Any) -> list[dict[str, Any]]:
    title = t("rdg_plan_title")
    where = f"{WHERE} DailyReading"
    plan = [
        t(k)
        for k in (
            "set_current_day",
            "rdg_plan_set_start_date",
            "reset_generic",
            "import_reading_plan",
        )
    ]

    def resetting(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "reset" if yes else "harmless",
            f"{where} (reset)",
            title,
            None,
            t("reset_plan_question"),
            (t("okay"), yes),
            (t("cancel"), no),
        )

    return [
        menu("opens-prompt", f"{where} (reading_plan)", title, plan, [(t("reset_generic"), False)]),
        resetting(True, None),
        resetting(None, False),
        menu(
            "reset",
            f"{WHERE} ReadingPlanSelectorList (reading_plan_list_context_menu)",
            t("rdg_plan_selector_title"),
            [t("reset_generic")],
            [(t("reset_generic"), True)],
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("backup_and_restore")
    where = f"{WHERE} BackupActivity"
    view = page(
        title,
        [
            {"text": t("backup_button")},
            {"switch": t("backup_database"), "rid": f"{ID}toggleBackupDatabase", "checked": True},
            {
                "switch": t("backup_documents"),
                "rid": f"{ID}toggleBackupDocuments",
                "checked": False,
            },
            {
                "switch": t("backup_application"),
                "rid": f"{ID}toggleBackupApplication",
                "checked": False,
            },
            {"button": t("backup_to"), "rid": f"{ID}buttonBackup"},
            {"text": t("backup_restore2")},
            {"button": t("backup_restore_from2"), "rid": f"{ID}buttonRestore"},
        ],
    )
    control = f"{WHERE} BackupControl"
    sections = tuple(
        {"row": t(k)}
        for k in (
            "db_bookmarks",
            "reading_plans_plural",
            "help_workspaces_title",
            "db_repositories",
            "settings",
        )
    )
    section = t("db_bookmarks")
    stats = t("bookmarks_db_stats", LABEL, 1, 3)
    asks = t("ask_restore_or_import", f"{section} ({stats})")

    def restore_or_import(
        restore: bool | None, imp: bool | None, cancel: bool | None, category: str
    ) -> dict[str, Any]:
        return alert(
            category,
            f"{control} (restore or import)",
            title,
            section,
            asks,
            (t("restore"), restore),
            (t("import2"), imp),
            (t("cancel"), cancel),
        )

    def overwriting(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "overwrite" if yes else "harmless",
            f"{control} (overwrite database)",
            title,
            t("are_you_sure"),
            t("overwrite_something", section),
            (t("okay"), yes),
            (t("cancel"), no),
        )

    return [
        entry("opens-prompt", where, view, [(t("backup_restore_from2"), False)]),
        entry("reversible", where, view, [(t("backup_documents"), False)]),
        alert(
            "opens-prompt",
            f"{control} (backup to where)",
            title,
            t("backup_backup_title"),
            t("backup_backup_message"),
            (t("generic_share"), False),
            (t("backup_phone_storage"), None),
            (t("cancel"), None),
        ),
        alert(
            "opens-prompt",
            f"{control} (restore sections)",
            title,
            t("restore_backup_sections"),
            None,
            (t("okay"), False),
            (t("cancel"), None),
            (t("select_all"), None),
            items=sections,
        ),
        restore_or_import(False, None, None, "opens-prompt"),
        restore_or_import(None, True, None, "import"),
        restore_or_import(None, None, False, "harmless"),
        overwriting(True, None),
        overwriting(None, False),
    ]


def sync(t: Any) -> list[dict[str, Any]]:
    title = t("cloud_sync_title")
    where = f"{WHERE} SyncSettings"
    view = page(
        title,
        [
            {"row": t("sync_adapter")},
            {"row": t("reset_sync")},
            {"switch": t("bookmarks"), "checked": True},
            {"switch": t("help_workspaces_title"), "checked": True},
            {"switch": t("reading_plans_plural"), "checked": False},
        ],
    )

    def signing_out(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "reset" if yes else "harmless",
            f"{where} (sign out)",
            title,
            t("are_you_sure"),
            t("sync_confirmation"),
            (t("okay"), yes),
            (t("cancel"), no),
        )

    cloud = f"{WHERE} CloudSync (first synchronization)"
    contents = t("db_bookmarks")
    first = t("overrideBackup", contents)

    def initial(copy_in: bool | None, create: bool | None, off: bool | None) -> dict[str, Any]:
        category = "opens-prompt" if copy_in is not None or create is not None else "reversible"
        return alert(
            category,
            cloud,
            t("bookmarks"),
            title,
            first,
            (t("cloud_fetch_and_restore_initial"), copy_in),
            (t("cloud_create_new"), create),
            (t("cloud_disable_sync"), off),
        )

    def replacing(key: str, what: str) -> dict[str, Any]:
        return alert(
            "overwrite",
            f"{cloud} ({what})",
            t("bookmarks"),
            t("are_you_sure"),
            t(key, contents),
            (t("okay"), True),
            (t("cancel"), None),
        )

    return [
        entry("opens-prompt", where, view, [(t("reset_sync"), False)]),
        signing_out(True, None),
        signing_out(None, False),
        initial(False, None, None),
        initial(None, None, False),
        replacing("are_you_sure_reset_local", "copy from cloud"),
        replacing("are_you_sure_reset_cloud", "copy to cloud"),
    ]
