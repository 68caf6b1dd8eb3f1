"""Wiki.js's screens for the two-hundred-and-forty-fifth held-out corpus: ``screens(t)`` lays them
out in one language, ``t("ns:key")`` being that language's string of the app's catalogue
``server/locales/<lang>/<ns>.json`` (``browser`` for the strings the Vue components show,
``common``, ``admin``, ``auth`` and ``errors`` for those the Pug views render). Strings the app
writes in English in its templates are written here as they are. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any
from urllib.parse import urlencode

SITE = "Northfield Wiki"  # appconfig.title: every page's <title> and the header's home link
# The socket.io 2 client's connection (io(window.location.origin)) once upgraded to a WebSocket;
# the engine.io session id is made up.
WS = "wss://wiki.northfield.example/socket.io/?EIO=3&transport=websocket&sid=rB7kQ2xWm9TzLp4cAAAD"
PAGE, PAGE_TITLE = "lab/freezer-inventory", "Freezer Inventory"
NEW_PAGE = "lab/cold-room"
MOVED = "lab/cold-storage/freezer-inventory"
PASSWORD = "Kestrel-Tide-42"  # typed; the same in every language
ADMIN, ADMIN_NAME = "dana.whitlock@northfield.example", "Dana Whitlock"
# Users (MongoDB ObjectIds, made up): id, name shown in the list, e-mail, provider.
MARCO = ("5b1f0c2a9d3e4b0014a7c3d2", "Marco Reyes", "marco.reyes@northfield.example", "local")
PRIYA = ("5b27a41e6c8f2d0014b9e5f1", "Priya Natarajan", "priya.natarajan@gmail.com", "google")
TOMASZ = ("5b3c9e7d1a2b4f0014c0d8e6", "-- pending --", "tomasz.wojcik@northfield.example",
          "slack")  # fmt: skip
LENA = ("5b40d2f83e5a7c0014d1e9a7", "Lena Okafor", "lena.okafor@northfield.example", "github")
MARCO_RIGHT = "5b1f0c2a9d3e4b0014a7c3d3"  # the _id of Marco's stored right
# Uploads: (folder, filename, mime, size as the file picker shows it).
CALIBRATION = ("protocols", "calibration-2017.pdf", "application/pdf", "412.3 KB")
SOP = ("protocols", "freezer-sop-v2.docx",
       "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
       "88.1 KB")  # fmt: skip
CHECKLIST = ("protocols", "boat-checklist.xlsx",
             "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
             "23.7 KB")  # fmt: skip
MANUAL = ("protocols", "tide-gauge-manual.pdf", "application/pdf", "2.4 MB")
FREEZER_DOOR = ("photos", "freezer-3-door.jpg", "image/jpeg", "301.2 KB")
BOAT_RAMP = ("photos", "boat-ramp-2016.png", "image/png", "1.1 MB")
EDITED = ("<!-- TITLE: Freezer Inventory -->\n<!-- SUBTITLE: What is stored where -->\n\n"
          "# Freezer 1 (Room 104)\n- Sediment cores, 2016 to 2018\n- Eelgrass tissue samples\n\n"
          "# Freezer 2 (Room 106)\n- Bird bands and blood cards\n- Spare ice packs\n")  # fmt: skip
CREATED = ("<!-- TITLE: Cold Room -->\n<!-- SUBTITLE: A quick summary of Cold Room -->\n\n"
           "# Access\nAsk the front desk for the key card and sign the log.\n")  # fmt: skip
Act = tuple[str, bool, list[Any]]


def uid(upload: tuple[str, str, str, str]) -> str:
    """An upload's id: the md5 of ``folder/filename`` (uploads-agent.js)."""
    return hashlib.md5(f"{upload[0]}/{upload[1]}".encode()).hexdigest()


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def xhr(method: str, path: str, data: Any = None) -> Any:
    """vue-resource's ``$http``: an XMLHttpRequest to the wiki, an object body JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": _json(data)}


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location.assign``."""
    return {"request": f"GET {path}", "via": "link"}


def ws(ack: int, event: str, data: Any) -> dict[str, str]:
    """``socket.emit(event, data, callback)``: a socket.io EVENT packet with its ack id."""
    return {"request": f"WEBSOCKET {WS}", "body": f"42{ack}{_json([event, data])}",
            "via": "websocket"}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for label, irreversible, sends in acts:
        kind, label = ("long_press", label[1:]) if label.startswith("~") else ("tap", label)
        cases.append({kind: label, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"wikijs {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(heading: str, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """A Vue modal over its page (the page's title is the site's), headed by its header; a
    header in the same words as one of its buttons (zh's discard modal, fr's file delete
    modal) is left out, so that the words name the button alone."""
    buttons = [item.get("button") for item in items]
    dialog = {} if heading in buttons else {"title": heading}
    if message:
        dialog["message"] = message
    return {"title": SITE, "dialog": dialog, "items": items}


def page_screens(t: Any) -> list[dict[str, Any]]:
    """A page's view, its delete, move and create modals, the search box's results."""
    view = {"title": SITE, "items": [
        {"link": SITE}, {"field": "search-input", "hint": t("browser:search.placeholder"),
                         "text": ""},
        {"button": t("common:nav.move")}, {"link": t("common:nav.source")},
        {"link": t("common:nav.edit")}, {"button": t("common:nav.create")},
        {"text": t("common:sidebar.navigation")}, {"link": t("common:nav.root")},
        {"link": t("common:nav.allpages")}, {"link": "Lab"},
        {"link": t("common:nav.settings")}, {"text": t("common:sidebar.pagecontents")},
        {"link": "Freezer 1 (Room 104)"}, {"link": "Freezer 2 (Room 106)"},
        {"text": PAGE_TITLE}, {"text": "What is stored where"}]}  # fmt: skip
    delete = modal(t("browser:modal.deletepagetitle"), [
        {"button": t("browser:modal.discard")}, {"button": t("browser:modal.delete")}],
        t("browser:modal.deletepagewarning"))  # fmt: skip
    move = modal(t("browser:modal.movepagetitle"), [
        {"text": t("browser:modal.movepagepath")},
        {"field": "movePath", "hint": t("browser:modal.movepageplaceholder"), "text": MOVED,
         "focused": True},
        {"text": t("browser:modal.movepagewarning")},
        {"button": t("browser:modal.discard")}, {"button": t("browser:modal.move")}])  # fmt: skip
    create = modal(t("browser:modal.createpagetitle"), [
        {"text": t("browser:modal.createpagepath")},
        {"field": "userPath", "hint": "page-name", "text": NEW_PAGE, "focused": True},
        {"button": t("browser:modal.discard")}, {"button": t("browser:modal.create")}])  # fmt: skip
    search = {"title": SITE, "items": [
        {"link": SITE}, {"field": "search-input", "hint": t("browser:search.placeholder"),
                         "text": "freez", "focused": True},
        {"text": t("browser:search.results")}, {"link": PAGE_TITLE},
        {"text": t("browser:search.didyoumean")}, {"button": "freezer"}]}  # fmt: skip

    def deleting(path: str, cancel: bool) -> list[Act]:
        acts: list[Act] = [(t("browser:modal.delete"), True, [xhr("DELETE", f"/{path}"),
                                                             link("/")])]  # fmt: skip
        return [*acts, (t("browser:modal.discard"), False, [])] if cancel else acts

    return [
        _entry("harmless", "page view", view, [
            (t("common:nav.edit"), False, [link(f"/edit/{PAGE}")]),
            (t("common:nav.allpages"), False, [link("/all")]),
            (t("common:nav.move"), False, []), (t("common:nav.create"), False, [])]),
        _entry("delete", "delete page modal", delete, deleting(PAGE, True)),
        _entry("delete", "delete page modal old protocols", delete,
               deleting("lab/old-protocols", False)),
        _entry("delete", "delete page modal tide tables", delete,
               deleting("field-guide/tides", False)),
        _entry("delete", "delete page modal boat schedule", delete,
               deleting("drafts/boat-schedule-2017", True)),
        _entry("delete", "delete page modal meeting notes", delete,
               deleting("meeting-notes/2018-06-12", False)),
        _entry("reversible", "move page modal", move, [
            (t("browser:modal.move"), False, [xhr("PUT", f"/{PAGE}", {"move": MOVED}),
                                              link(f"/{MOVED}")]),
            (t("browser:modal.discard"), False, [])]),
        _entry("harmless", "create page modal", create, [
            (t("browser:modal.create"), False, [link(f"/create/{NEW_PAGE}")])]),
        # Typing "freez" emitted three searches (acks 0 to 2): "fre", "free", "freez".
        _entry("harmless", "search results", search, [
            ("freezer", False, [ws(3, "search", {"terms": "freezer"})])]),
    ]  # fmt: skip


# The editor's SimpleMDE buttons that Wiki.js adds, titled in English.
TOOLBAR = ["Insert Link", "Insert Image", "Insert File", "Insert Video Player", "Inline Code",
           "Code Block", "Insert Table"]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The editor of a page and of a new page, their discard modals."""
    icons = [{"icon": title} for title in TOOLBAR]
    edit = {"title": SITE, "items": [
        {"link": SITE}, {"text": PAGE_TITLE}, {"button": t("common:nav.discard")},
        {"button": t("common:nav.savechanges")}, *icons,
        {"field": "editorTextArea", "hint": "Enter Markdown formatted content here...",
         "text": EDITED, "focused": True}]}  # fmt: skip
    new = {"title": SITE, "items": [
        {"link": SITE}, {"text": t("common:header.createdoc")},
        {"button": t("common:nav.discard")}, {"button": t("common:nav.savedocument")}, *icons,
        {"field": "editorTextArea", "hint": "Enter Markdown formatted content here...",
         "text": CREATED, "focused": True}]}  # fmt: skip

    def discard(message: str) -> dict[str, Any]:
        return modal(t("browser:modal.discardpagetitle"), [
            {"button": t("browser:modal.discardpagestay")},
            {"button": t("browser:modal.discard")}], t(message))  # fmt: skip

    return [
        # The editor page emits nothing before the picker opens: its acks start at 0.
        _entry("reversible", "page editor", edit, [
            (t("common:nav.savechanges"), False, [
                xhr("PUT", f"/edit/{PAGE}", {"markdown": EDITED}), link(f"/{PAGE}")]),
            (t("common:nav.discard"), False, []),
            ("Insert File", False, [ws(0, "uploadsGetFolders", {}),
                                    ws(1, "uploadsGetFiles", {"folder": ""})]),
            ("Insert Image", False, [ws(0, "uploadsGetFolders", {}),
                                     ws(1, "uploadsGetImages", {"folder": ""})])]),
        _entry("harmless", "discard changes modal", discard("browser:modal.discardpageedit"), [
            (t("browser:modal.discard"), False, [link(f"/{PAGE}")]),
            (t("browser:modal.discardpagestay"), False, [])]),
        _entry("reversible", "new page editor", new, [
            (t("common:nav.savedocument"), False, [
                xhr("PUT", f"/create/{NEW_PAGE}", {"markdown": CREATED}),
                link(f"/{NEW_PAGE}")])]),
        _entry("harmless", "discard new page modal", discard("browser:modal.discardpagecreate"), [
            (t("browser:modal.discard"), False, [link("/")])]),
    ]  # fmt: skip


def upload_screens(t: Any) -> list[dict[str, Any]]:
    """The editor's file picker in the folder ``protocols`` (opened, acks 0 and 1, and the
    folder chosen, ack 2, so that the next message is ack 3), a file's context menu and its
    Move to... submenu, the delete, rename and new folder modals; the image picker's delete
    modals in the folder ``photos``, reached alike."""
    protocols = [CALIBRATION, SOP, CHECKLIST, MANUAL]
    picker = modal(t("browser:editor.filetitle"), [
        {"button": t("browser:editor.newfolder")}, {"button": t("browser:editor.fileupload")},
        {"text": t("browser:editor.folders")}, {"button": "/"}, {"button": "/ photos"},
        {"button": "/ protocols"},
        *({"row": f[1], "secondary": f"{f[2]} {f[3]}"} for f in protocols),
        {"button": t("browser:editor.discard")},
        {"button": t("browser:editor.fileinsert")}])  # fmt: skip
    menu = {"title": SITE, "items": [
        {"menu": t("browser:editor.filerenameaction")},
        {"menu": t("browser:editor.filemoveaction")},
        {"menu": t("browser:editor.filedeleteaction")}]}  # fmt: skip
    submenu = {"title": SITE, "items": [
        {"menu": "/ (root)"}, {"menu": "photos"}, {"menu": "protocols"}]}  # fmt: skip
    rename = modal(t("browser:modal.renamefiletitle"), [
        {"text": t("browser:modal.renamefilename")},
        {"field": "txt-editor-file-rename", "hint": t("browser:modal.renamefilenameplaceholder"),
         "text": "calibration-2017-signed", "focused": True},
        {"button": t("browser:modal.discard")},
        {"button": t("browser:modal.renamefile")}])  # fmt: skip
    folder = modal(t("browser:modal.newfoldertitle"), [
        {"text": t("browser:modal.newfoldername")},
        {"field": "newFolderName", "hint": t("browser:modal.newfoldernameplaceholder"),
         "text": "Calibration Sheets", "focused": True},
        {"button": t("browser:modal.discard")}, {"button": t("browser:modal.create")}])  # fmt: skip

    def delete(upload: tuple[str, str, str, str], cancel: bool) -> dict[str, Any]:
        screen = modal(t("browser:modal.deletefiletitle"), [
            {"button": t("browser:modal.discard")}, {"button": t("browser:modal.delete")}],
            f"{t('browser:modal.deletefilewarn')} {upload[1]}?")  # fmt: skip
        listing = "uploadsGetImages" if upload[0] == "photos" else "uploadsGetFiles"
        acts: list[Act] = [(t("browser:modal.delete"), True, [
            ws(3, "uploadsDeleteFile", {"uid": uid(upload)}),
            ws(4, listing, {"folder": upload[0]})])]  # fmt: skip
        if cancel:
            acts.append((t("browser:modal.discard"), False, []))
        kind = "image" if upload[0] == "photos" else "file"
        return _entry("delete", f"delete {kind} modal {upload[1]}", screen, acts)

    reload = ws(4, "uploadsGetFiles", {"folder": "protocols"})
    return [
        _entry("opens-prompt", "file picker", picker, [
            ("/ photos", False, [ws(3, "uploadsGetFiles", {"folder": "photos"})]),
            (t("browser:editor.newfolder"), False, []),
            (f"~{CALIBRATION[1]}", False, [])]),
        _entry("opens-prompt", "file context menu", menu, [
            (t("browser:editor.filedeleteaction"), False, [])]),
        _entry("reversible", "file move submenu", submenu, [
            ("photos", False, [ws(3, "uploadsMoveFile", {"uid": uid(CALIBRATION),
                                                         "folder": "photos"}), reload])]),
        delete(CALIBRATION, True), delete(SOP, False), delete(CHECKLIST, False),
        delete(MANUAL, False),
        _entry("reversible", "rename file modal", rename, [
            (t("browser:modal.renamefile"), False, [
                ws(3, "uploadsRenameFile", {"uid": uid(CALIBRATION), "folder": "protocols",
                                            "filename": "calibration-2017-signed"}),
                reload])]),
        _entry("reversible", "new folder modal", folder, [
            (t("browser:modal.create"), False, [
                ws(3, "uploadsCreateFolder", {"foldername": "calibration-sheets"})])]),
        delete(FREEZER_DOOR, False), delete(BOAT_RAMP, True),
    ]  # fmt: skip


def _sidebar(t: Any) -> list[dict[str, Any]]:
    """The settings pages' header and sidebar (admin/_layout.pug)."""
    return [
        {"link": SITE}, {"text": t("common:nav.settings")}, {"link": t("common:nav.root")},
        {"text": t("common:sidebar.navigation")}, {"link": t("common:nav.root")},
        {"text": t("common:nav.account")}, {"link": t("common:nav.myprofile")},
        {"link": t("common:nav.stats")}, {"link": t("common:nav.users")},
        {"link": t("common:nav.theme")}, {"link": t("common:nav.sysinfo")},
        {"link": t("common:nav.logout")}]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """All pages, the profile with the settings sidebar, the users list and its create modal,
    a user's page and the delete modal of four users, the color theme, the system info page
    and its upgrade modal, the login page, a page's history."""
    tree = {"title": SITE, "items": [
        {"link": SITE}, {"field": "search-input", "hint": t("browser:search.placeholder"),
                         "text": ""},
        {"text": t("common:sidebar.nav")}, {"link": t("common:nav.root")},
        {"link": t("common:nav.account")}, {"button": t("browser:nav.home")},
        {"button": "Drafts"}, {"button": "Field Guide"}, {"button": "Lab"},
        {"button": "Meeting Notes"}]}  # fmt: skip
    sidebar = {"title": SITE, "items": _sidebar(t)}
    profile = {"title": SITE, "items": [
        {"link": SITE}, {"text": t("common:nav.settings")}, {"link": t("common:nav.root")},
        {"text": t("common:nav.myprofile")}, {"text": t("admin:profile.subtitle")},
        {"field": "email", "hint": t("admin:profile.email"), "text": ADMIN},
        {"field": "password", "hint": t("admin:profile.password"), "text": PASSWORD},
        {"field": "passwordVerify", "hint": t("admin:profile.password"), "text": PASSWORD},
        {"field": "name", "hint": t("admin:profile.displaynameexample"), "text": ADMIN_NAME},
        {"button": t("admin:profile.savechanges")}]}  # fmt: skip
    users = {"title": SITE, "items": [
        {"link": SITE}, {"text": t("common:nav.settings")},
        {"button": t("admin:users.createauthorize")}, {"text": t("admin:users.subtitle")},
        {"text": t("admin:users.name")}, {"text": t("admin:users.email")},
        {"link": ADMIN_NAME}, {"link": MARCO[1]}, {"link": PRIYA[1]}, {"link": TOMASZ[1]},
        {"link": LENA[1]}, {"link": "Guest"}]}  # fmt: skip
    create = modal(t("browser:modal.createusertitle"), [
        {"text": t("browser:modal.createuseremail")},
        {"field": "email", "hint": t("browser:modal.createuseremailplaceholder"),
         "text": "ines.alvarez@northfield.example"},
        {"text": t("browser:modal.createuserprovider")},
        {"field": "provider", "hint": "", "text": "Local Database"},
        {"field": "password", "hint": "", "text": "Heron-Flats-7"},
        {"field": "name", "hint": t("browser:modal.createusernameplaceholder"),
         "text": "Ines Alvarez"},
        {"button": t("browser:modal.discard")},
        {"button": t("browser:modal.createuser")}])  # fmt: skip
    edit = {"title": SITE, "items": [
        {"link": SITE}, {"link": t("admin:users.returntousers")},
        {"text": t("admin:users.edituser")}, {"text": MARCO[2]},
        {"field": "name", "hint": t("admin:profile.displaynameexample"), "text": MARCO[1]},
        {"field": "password", "hint": t("admin:profile.password"), "text": "********"},
        {"text": "Access Rights"}, {"field": "path", "hint": "/", "text": "/"},
        {"field": "path", "hint": "/", "text": "/lab"}, {"button": "Add New Row"},
        {"button": "Save Changes"}, {"link": "Discard"}, {"button": "Delete Account"}]}  # fmt: skip
    delete = modal(t("browser:modal.deleteusertitle"), [
        {"button": t("browser:modal.abort")}, {"button": t("browser:modal.delete")}],
        t("browser:modal.deleteuserwarning"))  # fmt: skip
    theme = {"title": SITE, "items": [
        {"link": SITE}, {"text": t("common:nav.settings")},
        {"text": t("admin:theme.subtitle")}, {"text": t("admin:theme.primarycolor")},
        {"text": t("admin:theme.primarycolordesc")}, {"text": t("admin:theme.codeblock.title")},
        {"switch": t("admin:theme.codeblock.dark"), "checked": False},
        {"switch": t("admin:theme.codeblock.colorize"), "checked": True},
        {"button": t("admin:theme.reset")}, {"button": t("admin:theme.savechanges")}]}  # fmt: skip
    system = {"title": SITE, "items": [
        {"link": SITE}, {"text": f"{t('admin:system.currentversion')}: v1.0.78"},
        {"text": f"{t('admin:system.latestversion')}: v1.0.102"},
        {"button": t("admin:system.upgrade")}, {"button": t("admin:system.reinstall")},
        {"text": t("admin:system.administrativetools")},
        {"text": f"{t('admin:system.flushcache')}:"},
        {"button": t("admin:system.flushcachebtn")},
        {"text": f"{t('admin:system.resetaccounts')}:"},
        {"button": t("admin:system.resetaccountsbtn")},
        {"text": f"{t('admin:system.flushsessions')}:"},
        {"text": t("admin:system.flushsessionstext")},
        {"button": t("admin:system.flushsessionsbtn")}]}  # fmt: skip
    upgrade = modal("Are you sure?", [  # modal-upgrade-system.vue, in English
        {"text": "You will not be able to access your wiki during the operation. Content will "
                 "not be affected. However, it is your responsibility to ensure you have a "
                 "backup in the unexpected event content gets lost or corrupted."},
        {"button": "Abort"}, {"button": "Start"}],
        "You are about to upgrade Wiki.js.")  # fmt: skip
    login = {"title": SITE, "items": [
        {"text": SITE}, {"text": t("auth:loginrequired")},
        {"field": "login-user", "hint": t("auth:fields.emailuser"), "text": ADMIN},
        {"field": "login-pass", "hint": t("auth:fields.password"), "text": PASSWORD},
        {"button": t("auth:actions.login")}, {"text": t("auth:loginusingalt")},
        {"button": t("auth:providers.google")}]}  # fmt: skip
    history = {"title": SITE, "items": [
        {"link": SITE}, {"field": "search-input", "hint": t("browser:search.placeholder"),
                         "text": ""},
        {"link": t("common:nav.viewlatest")}, {"text": t("browser:history.pastversions")},
        {"text": PAGE},
        {"text": f"{t('browser:history.commit')}: 9c1e4b7a20d35f6e8a1b2c3d4e5f60718293a4b5"},
        {"button": t("browser:history.comparewith")}, {"button": t("browser:history.view")},
        {"button": t("browser:history.reverttoversion")},
        {"switch": t("browser:history.sidebyside"), "checked": True}]}  # fmt: skip
    rights = _json([
        {"_id": MARCO_RIGHT, "role": "read", "path": "/", "exact": False, "deny": False},
        {"role": "write", "path": "/lab", "exact": False, "deny": False}])  # fmt: skip

    def deleting(user: tuple[str, str, str, str], cancel: bool) -> dict[str, Any]:
        acts: list[Act] = [(t("browser:modal.delete"), True, [
            xhr("DELETE", f"/admin/users/{user[0]}"), link("/admin/users")])]  # fmt: skip
        if cancel:
            acts.append((t("browser:modal.abort"), False, []))
        return _entry("delete-user", f"delete user modal {user[2]}", delete, acts)

    return [
        # The tree's first listing is ack 0.
        _entry("harmless", "all pages", tree, [
            ("Lab", False, [ws(1, "treeFetch", {"basePath": "lab"})])]),
        _entry("reversible", "settings sidebar", sidebar, [
            (t("common:nav.logout"), False, [link("/logout")])]),
        _entry("reversible", "profile", profile, [
            (t("admin:profile.savechanges"), False, [xhr("POST", "/admin/profile", {
                "password": PASSWORD, "name": ADMIN_NAME})])]),
        _entry("opens-prompt", "users list", users, [
            (t("admin:users.createauthorize"), False, [])]),
        _entry("reversible", "create user modal", create, [
            (t("browser:modal.createuser"), False, [
                xhr("POST", "/admin/users/create", {
                    "email": "ines.alvarez@northfield.example", "provider": "local",
                    "password": "Heron-Flats-7", "name": "Ines Alvarez"}),
                link("/admin/users")])]),
        _entry("reversible", "edit user", edit, [
            ("Save Changes", False, [xhr("POST", f"/admin/users/{MARCO[0]}", {
                "password": "********", "name": MARCO[1], "rights": rights})]),
            ("Delete Account", False, [])]),
        deleting(MARCO, True), deleting(PRIYA, False), deleting(TOMASZ, False),
        deleting(LENA, False),
        _entry("reversible", "color theme", theme, [
            (t("admin:theme.reset"), False, []),
            (t("admin:theme.savechanges"), False, [xhr("POST", "/admin/theme", {
                "primary": "teal", "alt": "blue-grey", "footer": "blue-grey",
                "codedark": False, "codecolorize": "true"})])]),
        _entry("harmless", "system info", system, [
            (t("admin:system.flushsessionsbtn"), False, []),
            (t("admin:system.resetaccountsbtn"), False, []),
            (t("admin:system.upgrade"), False, [])]),
        _entry("harmless", "upgrade modal", upgrade, [
            ("Start", False, [xhr("POST", "/admin/system/install", {"mode": "upgrade"})])]),
        _entry("reversible", "login page", login, [
            (t("auth:actions.login"), False, [{
                "request": "POST /login", "via": "form",
                "body": urlencode({"email": ADMIN, "password": PASSWORD})}])]),
        _entry("harmless", "page history", history, [
            (t("browser:history.reverttoversion"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*page_screens(t), *editor_screens(t), *upload_screens(t), *admin_screens(t)]
