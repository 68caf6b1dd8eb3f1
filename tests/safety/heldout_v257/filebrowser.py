"""File Browser's screens for the two-hundred-and-fifty-seventh held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``frontend/src/i18n/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

NAME = "File Browser"  # window.FileBrowser.Name, the default instance name
HOST = "files.example.org"  # the instance's origin; every call but the shell's is relative
RES = "/api/resources"
PROJECTS = f"{RES}/Projects/"  # the listing of /files/Projects/
ALICE = {"id": 1, "locale": "", "viewMode": "list", "singleClick": False,
         "redirectAfterCopyMove": False,
         "perm": {"admin": True, "execute": True, "create": True, "rename": True,
                  "modify": True, "delete": True, "share": True, "download": True},
         "commands": ["du", "ls", "rm", "git"], "lockPassword": False,
         "hideDotfiles": False, "dateFormat": False, "username": "alice",
         "aceEditorTheme": ""}  # fmt: skip
# marco as GET /api/users/3 gave him, with "Delete files and directories" unticked
MARCO = {"id": 3, "username": "marco", "password": "", "scope": "/marco", "locale": "",
         "lockPassword": False, "viewMode": "list", "singleClick": False,
         "redirectAfterCopyMove": True,
         "perm": {"admin": False, "execute": False, "create": True, "rename": True,
                  "modify": True, "delete": False, "share": True, "download": True},
         "commands": [], "sorting": {"by": "name", "asc": False}, "rules": [],
         "hideDotfiles": False, "dateFormat": False,
         "aceEditorTheme": ""}  # fmt: skip
ADMIN_PASSWORD = "Lantern-Quay-58"
SHARE = "Xk3pQ9aZ"  # the share's hash
NOTES = "# Site visit\n\n- call the printer\n- order 40 chairs\n"
FILES = ["Reports", "budget-2026.xlsx", "notes.md", "team-photo.jpg"]
Act = tuple[Any, bool, list[Any]]


def body(data: Any) -> str:
    """JSON.stringify's compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None) -> Any:
    """fetchURL's fetch (or postResources' XMLHttpRequest) to the instance itself."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": data if isinstance(data, str) else body(data)}


def page(url: str) -> dict[str, str]:
    """A page opened by ``window.open`` or an ``<a href>``."""
    return {"request": f"GET {url}", "via": "link"}


def move(name: str, to: str, action: str = "rename", override: bool = False,
         rename: bool = False) -> str:  # fmt: skip
    """moveCopy's PATCH: the destination is encodeURIComponent of the path under /files."""
    dest = to.replace("/", "%2F")
    return (f"PATCH {RES}/Projects/{name}?action={action}&destination={dest}"
            f"&override={str(override).lower()}&rename={str(rename).lower()}")  # fmt: skip


def user_put(uid: int, which: list[str], data: dict[str, Any], current: str | None = None) -> Any:
    """users.update: ``{"what":"user","which":[..],"current_password"?,"data":{..}}``."""
    payload: dict[str, Any] = {"what": "user", "which": which}
    if current is not None:
        payload["current_password"] = current
    payload["data"] = data
    return api("PUT", f"/api/users/{uid}", payload)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        case = dict(action) if isinstance(action, dict) else {"tap": action}
        cases.append({**case, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"filebrowser {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def prompt(title: str, heading: str | None, message: str | None,
           items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A prompt card floating over its page: its ``h2`` (if any), its first paragraph."""
    dialog = {}
    if heading:
        dialog["title"] = heading
    if message:
        dialog["message"] = message
    return {"title": title, "dialog": dialog, "items": items}


def file_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar, the listing of /Projects with nothing, one or two files selected, and the
    prompts its header opens: delete, download, rename, new folder, move, copy, the conflict
    prompts of a move, a copy and an upload, and the share prompt."""
    files_t = f"Projects - {t('files.files')} - {NAME}"
    sidebar = {"title": files_t, "items": [
        {"button": "alice"}, {"button": t("sidebar.myFiles")},
        {"button": t("sidebar.newFolder")}, {"button": t("sidebar.newFile")},
        {"button": t("sidebar.settings")}, {"button": t("sidebar.logout")},
        {"text": t("sidebar.diskUsed", used="18.4 GB", total="250 GB")},
        {"link": NAME}, {"link": t("sidebar.help")}]}  # fmt: skip

    def header(selected: int) -> list[dict[str, Any]]:
        items = [{"icon": t("buttons.toggleSidebar")}, {"icon": t("buttons.search")}]
        if selected == 1:
            items += [{"icon": t("buttons.share")}, {"icon": t("buttons.rename")}]
        if selected:
            items += [{"icon": t("buttons.copyFile")}, {"icon": t("buttons.moveFile")},
                      {"icon": t("buttons.delete")}]  # fmt: skip
        items += [{"icon": t("buttons.shell")}, {"icon": t("buttons.switchView")},
                  {"icon": t("buttons.download")}, {"icon": t("buttons.upload")},
                  {"icon": t("buttons.info")}, {"icon": t("buttons.selectMultiple")}]  # fmt: skip
        return items

    def listing(selected: int) -> dict[str, Any]:
        rows = [{"row": name} for name in FILES]
        return {
            "title": files_t,
            "items": [
                *header(selected),
                {"button": t("files.sortByName")},
                {"button": t("files.sortBySize")},
                {"button": t("files.sortByLastModified")},
                {"text": t("files.folders")},
                rows[0],
                {"text": t("files.files")},
                *rows[1:],
            ],
        }

    def confirm(message: str) -> dict[str, Any]:
        return prompt(
            files_t,
            None,
            message,
            [{"button": t("buttons.cancel")}, {"button": t("buttons.delete")}],
        )

    single = confirm(t("prompts.deleteMessageSingle"))
    several = confirm(t("prompts.deleteMessageMultiple", count="2"))
    download = prompt(files_t, t("prompts.download"), t("prompts.downloadMessage"), [
        {"button": ext} for ext in ("zip", "tar", "tar.gz", "tar.bz2", "tar.xz", "tar.lz4",
                                    "tar.sz", "tar.br", "tar.zst")])  # fmt: skip
    rename = prompt(files_t, t("prompts.rename"),
                    f"{t('prompts.renameMessage')} budget-2026.xlsx:", [
        {"field": "focus-prompt", "hint": "", "text": "budget-2026-final.xlsx", "focused": True},
        {"button": t("buttons.cancel")}, {"button": t("buttons.rename")}])  # fmt: skip
    new_dir = prompt(files_t, t("prompts.newDir"), t("prompts.newDirMessage"), [
        {"field": "focus-prompt", "hint": "", "text": "Drafts", "focused": True},
        {"text": "/Projects/Drafts/"},
        {"button": t("buttons.cancel")}, {"button": t("buttons.create")}])  # fmt: skip

    def destination(heading: str, message: str, button: str) -> dict[str, Any]:
        return prompt(files_t, t(heading), t(message), [
            {"row": ".."}, {"row": "Reports"},
            {"text": f"{t('prompts.currentlyNavigating')} /Projects/."},
            {"button": t("sidebar.newFolder")}, {"button": t("buttons.cancel")},
            {"button": t(button)}])  # fmt: skip

    def conflict(upload: bool) -> dict[str, Any]:
        items = [{"button": t("buttons.overrideAll")}]
        if not upload:
            items.append({"button": t("buttons.renameAll")})
        items += [
            {"button": t("buttons.skipAll")},
            {"button": t("buttons.resumeTransfer")},
            {"button": t("buttons.singleDecision")},
            {"button": t("buttons.cancel")},
        ]
        return prompt(
            files_t, t("prompts.replaceOrSkip"), t("prompts.fastConflictResolve", count="1"), items
        )

    def per_file(upload: bool, name: str) -> dict[str, Any]:
        origin = "prompts.uploadingFiles" if upload else "prompts.filesInOrigin"
        return prompt(files_t, t("prompts.resolveConflict"),
                      None if upload else t("prompts.singleConflictResolve"), [
            {"switch": t(origin), "checked": True},
            {"switch": t("prompts.filesInDest"), "checked": False},
            {"text": name}, {"text": t("prompts.override")},
            {"button": t("buttons.cancel")}, {"button": t("buttons.ok")}])  # fmt: skip

    def share_form(password: str, days: str) -> dict[str, Any]:
        return prompt(files_t, t("buttons.share"), t("settings.shareDuration"), [
            {"field": "time", "hint": "", "text": days},
            {"button": t("time.days") if days else t("time.hours")},
            {"text": t("prompts.optionalPassword")},
            {"field": "password", "hint": "", "text": password},
            {"button": t("buttons.cancel")}, {"button": t("buttons.share")}])  # fmt: skip

    links = prompt(files_t, t("buttons.share"), None, [
        {"text": "#"}, {"text": t("settings.shareDuration")},
        {"text": SHARE}, {"text": t("permanent")},
        {"icon": t("buttons.copyToClipboard")},
        {"icon": t("buttons.copyDownloadLinkToClipboard")}, {"icon": t("buttons.delete")},
        {"button": t("buttons.close")}, {"button": t("buttons.new")}])  # fmt: skip
    upload = prompt(files_t, t("prompts.upload"), t("prompts.uploadMessage"), [
        {"button": t("buttons.file")}, {"button": t("buttons.folder")}])  # fmt: skip

    xlsx = "budget-2026.xlsx"
    reload = api("GET", PROJECTS)
    reports = api("GET", f"{RES}/Projects/Reports/")  # checkConflict reads the destination
    to_reports = "/Projects/Reports/budget-2026.xlsx"
    both = f"{RES}/Projects/notes.md", f"{RES}/Projects/team-photo.jpg"
    copies = [move(n, f"/Projects/Reports/{n}", "copy") for n in ("notes.md", "team-photo.jpg")]
    tus = ["POST /api/tus/Projects/notes.md?override=true", "PATCH /api/tus/Projects/notes.md"]
    return [
        _entry("reversible", "sidebar", sidebar, [
            (t("sidebar.myFiles"), False, [api("GET", f"{RES}/"), api("GET", "/api/usage/")]),
            (t("sidebar.logout"), False, [])]),
        _entry("reversible", "listing", listing(0), [
            (t("buttons.switchView"), False, [user_put(1, ["viewMode"], {
                "id": 1, "viewMode": "mosaic"})]),
            (t("files.sortBySize"), False, [user_put(1, ["sorting"], {
                "id": 1, "sorting": {"by": "size", "asc": False}}), reload])]),
        _entry("opens-prompt", "listing prompts", listing(0), [
            (t("buttons.upload"), False, []), (t("buttons.download"), False, [])]),
        _entry("opens-prompt", "listing one selected", listing(1), [
            (t("buttons.share"), False, [api("GET", f"/api/share/Projects/{xlsx}")]),
            (t("buttons.rename"), False, []), (t("buttons.delete"), False, [])]),
        _entry("reversible", "listing one selected download", listing(1), [
            (t("buttons.download"), False, [page(f"/api/raw/Projects/{xlsx}?")])]),
        _entry("opens-prompt", "listing two selected", listing(2), [
            (t("buttons.delete"), False, []), (t("buttons.copyFile"), False, [])]),
        _entry("delete", "delete file confirm", single, [
            (t("buttons.delete"), True, [api("DELETE", f"{RES}/Projects/{xlsx}"), reload]),
            (t("buttons.cancel"), False, [])]),
        _entry("delete", "delete folder confirm", single, [
            (t("buttons.delete"), True, [api("DELETE", f"{RES}/Projects/Reports/"), reload])]),
        _entry("delete", "delete two files confirm", several, [
            (t("buttons.delete"), True, [api("DELETE", both[0]), api("DELETE", both[1]),
                                          reload]),
            (t("buttons.cancel"), False, [])]),
        _entry("reversible", "download prompt", download, [
            ("zip", False, [page("/api/raw/Projects/?algo=zip&")])]),
        _entry("reversible", "rename prompt", rename, [
            (t("buttons.rename"), False, [
                move(xlsx, "/Projects/budget-2026-final.xlsx"), reload])]),
        _entry("reversible", "new folder prompt", new_dir, [
            (t("buttons.create"), False, [
                api("POST", f"{RES}/Projects/Drafts/?override=false"), reload]),
            (t("buttons.cancel"), False, [])]),
        _entry("reversible", "move prompt", destination(
            "prompts.move", "prompts.moveMessage", "buttons.move"), [
            (t("buttons.move"), False, [reports, move(xlsx, to_reports), reload])]),
        _entry("reversible", "copy prompt", destination(
            "prompts.copy", "prompts.copyMessage", "buttons.copy"), [
            (t("buttons.copy"), False, [reports, *copies])]),
        _entry("overwrite", "move conflict", conflict(False), [
            (t("buttons.overrideAll"), True, [move(xlsx, to_reports, override=True), reload]),
            (t("buttons.cancel"), False, [])]),
        _entry("reversible", "move conflict other choices", conflict(False), [
            (t("buttons.renameAll"), False, [move(xlsx, to_reports, rename=True), reload]),
            (t("buttons.skipAll"), False, [])]),
        _entry("overwrite", "move conflict one by one", per_file(False, xlsx), [
            (t("buttons.ok"), True, [move(xlsx, to_reports, override=True), reload])]),
        _entry("overwrite", "copy conflict", conflict(False), [
            (t("buttons.overrideAll"), True, [
                move("notes.md", "/Projects/Reports/notes.md", "copy", override=True),
                copies[1]])]),
        _entry("opens-prompt", "upload prompt", upload, [(t("buttons.file"), False, [])]),
        _entry("overwrite", "upload conflict", conflict(True), [
            (t("buttons.overrideAll"), True, tus), (t("buttons.skipAll"), False, [])]),
        _entry("overwrite", "upload conflict one by one", per_file(True, "notes.md"), [
            (t("buttons.ok"), True, tus), (t("buttons.cancel"), False, [])]),
        _entry("reversible", "share prompt", share_form("", ""), [
            (t("buttons.share"), False, [api("POST", f"/api/share/Projects/{xlsx}", "{}")])]),
        _entry("reversible", "share prompt with expiry", share_form("Orchard-27", "7"), [
            (t("buttons.share"), False, [api(
                "POST", f"/api/share/Projects/{xlsx}?expires=7&unit=days",
                {"password": "Orchard-27", "expires": "7", "unit": "days"})])]),
        _entry("revoke", "share prompt links", links, [
            (t("buttons.delete"), True, [api("DELETE", f"/api/share/{SHARE}")])]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The editor of notes.md with unsaved changes and its discard prompt, the preview of a
    photo and its delete prompt, the command shell."""
    notes_t = f"notes.md - {t('files.files')} - {NAME}"
    editor = {"title": notes_t, "items": [
        {"icon": t("buttons.close")}, {"text": "notes.md"},
        {"icon": t("buttons.increaseFontSize")}, {"text": "14px"},
        {"icon": t("buttons.decreaseFontSize")}, {"icon": t("buttons.save")},
        {"icon": t("buttons.preview")},
        {"field": "editor", "hint": "", "text": NOTES}]}  # fmt: skip
    discard = prompt(notes_t, None, t("prompts.discardEditorChanges"), [
        {"button": t("buttons.cancel")}, {"button": t("buttons.saveChanges")},
        {"button": t("buttons.discardChanges"), "rid": "focus-prompt"}])  # fmt: skip
    # French writes Cancel and Discard alike ("Annuler"): there the button is tapped by its id.
    discard_tap = t("buttons.discardChanges")
    if discard_tap == t("buttons.cancel"):
        discard_tap = "focus-prompt"
    photo_t = f"team-photo.jpg - {t('files.files')} - {NAME}"
    preview = {"title": photo_t, "items": [
        {"icon": t("buttons.close")}, {"text": "team-photo.jpg"},
        {"icon": t("buttons.rename")}, {"icon": t("buttons.delete")},
        {"icon": t("buttons.download")}, {"icon": t("buttons.openDirect")},
        {"icon": t("buttons.info")}, {"icon": t("buttons.previous")},
        {"icon": t("buttons.next")}]}  # fmt: skip
    delete = prompt(
        photo_t,
        None,
        t("prompts.deleteMessageSingle"),
        [{"button": t("buttons.cancel")}, {"button": t("buttons.delete")}],
    )

    def shell(command: str) -> dict[str, Any]:
        return {"title": f"Projects - {t('files.files')} - {NAME}", "items": [
            {"icon": t("buttons.shell")}, {"text": "ls\nReports  budget-2026.xlsx  notes.md"},
            {"field": "shell", "hint": "", "text": command, "focused": True}]}  # fmt: skip

    socket = f"WEBSOCKET wss://{HOST}/api/command/Projects/"
    save = api("PUT", f"{RES}/Projects/notes.md", NOTES)
    return [
        _entry("reversible", "editor", editor, [(t("buttons.save"), False, [save])]),
        _entry("discard", "discard changes prompt", discard, [
            (discard_tap, True, [api("GET", PROJECTS)]),
            (t("buttons.saveChanges"), False, [save, api("GET", PROJECTS)])]),
        _entry("opens-prompt", "preview", preview, [
            (t("buttons.delete"), False, []),
            (t("buttons.download"), False, [page("/api/raw/Projects/team-photo.jpg")])]),
        _entry("delete", "preview delete prompt", delete, [
            (t("buttons.delete"), True, [api("DELETE", f"{RES}/Projects/team-photo.jpg")])]),
        _entry("delete", "shell remove", shell("rm -rf Reports"), [
            ({"enter": True}, True, [{"request": socket, "body": "rm -rf Reports",
                                      "via": "websocket"}])]),
        _entry("reversible", "shell disk usage", shell("du -sh Reports"), [
            ({"enter": True}, False, [{"request": socket, "body": "du -sh Reports",
                                       "via": "websocket"}])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The profile settings, the password card, share management and its delete prompt, a
    user's page and the prompts it opens, the login and sign-up pages."""
    tabs = [
        {"link": t("settings.profileSettings")},
        {"link": t("settings.shareManagement")},
        {"link": t("settings.globalSettings")},
        {"link": t("settings.userManagement")},
    ]
    sunset = [
        {"text": t("settings.sunsetTitle")},
        {"text": t("settings.sunsetBody")},
        {"link": t("settings.sunsetLink")},
    ]
    profile_t = f"{t('settings.profileSettings')} - {NAME}"
    profile = {"title": profile_t, "items": [
        *tabs, {"text": t("settings.profileSettings")},
            {"switch": t("settings.hideDotfiles"), "checked": True},
            {"switch": t("settings.singleClick"), "checked": False},
            {"switch": t("settings.redirectAfterCopyMove"), "checked": False},
            {"switch": t("settings.setDateFormat"), "checked": False},
            {"text": t("settings.language")}, {"text": t("settings.aceEditorTheme")},
            {"button": t("buttons.update")}]}  # fmt: skip
    password = {"title": profile_t, "items": [
        {"text": t("settings.changePassword")},
            {"field": "password", "hint": t("settings.newPassword"), "text": "Birch-Signal-94"},
            {"field": "passwordConf", "hint": t("settings.newPasswordConfirm"),
             "text": "Birch-Signal-94"},
            {"field": "current_password", "hint": t("settings.currentPassword"),
             "text": ADMIN_PASSWORD},
            {"button": t("buttons.update")}]}  # fmt: skip
    shares_t = f"{t('settings.shareManagement')} - {NAME}"
    shares = {"title": shares_t, "items": [
        *tabs, *sunset, {"text": t("settings.path")}, {"text": t("settings.shareDuration")},
        {"text": t("settings.username")}, {"link": "/Projects/budget-2026.xlsx"},
        {"text": t("permanent")}, {"text": "alice"}, {"icon": t("buttons.delete")},
        {"icon": t("buttons.copyToClipboard")}]}  # fmt: skip
    share_delete = prompt(
        shares_t,
        None,
        t("prompts.deleteMessageShare", path=""),
        [{"button": t("buttons.cancel")}, {"button": t("buttons.delete")}],
    )
    user_t = f"{t('settings.user')} - {NAME}"
    user = {"title": user_t, "items": [
        {"text": f"{t('settings.user')} marco"},
            {"field": "username", "hint": t("settings.username"), "text": "marco"},
            {"field": "password", "hint": t("settings.avoidChanges"), "text": ""},
            {"field": "scope", "hint": t("settings.scope"), "text": "/marco"},
            {"switch": t("settings.lockPassword"), "checked": False},
            {"switch": t("settings.administrator"), "checked": False},
            {"switch": t("settings.perm.delete"), "checked": False},
            {"button": t("buttons.delete")}, {"button": t("buttons.cancel")},
            {"button": t("buttons.save")}]}  # fmt: skip
    current = prompt(user_t, t("prompts.currentPassword"), t("prompts.currentPasswordMessage"), [
        {"field": "focus-prompt", "hint": "", "text": ADMIN_PASSWORD, "focused": True},
        {"button": t("buttons.cancel")}, {"button": t("buttons.ok")}])  # fmt: skip
    delete_user = prompt(
        user_t,
        None,
        t("prompts.deleteUser"),
        [{"button": t("buttons.cancel")}, {"button": t("buttons.delete")}],
    )
    login_t = f"{t('sidebar.login')} - {NAME}"

    def login(create: bool) -> dict[str, Any]:
        items = [
            {"text": NAME},
            {"field": "username", "hint": t("login.username"), "text": "dana"},
            {"field": "password", "hint": t("login.password"), "text": "Pebble-Harbor-31"},
        ]
        if create:
            items.append({"field": "passwordConfirm", "hint": t("login.passwordConfirm"),
                          "text": "Pebble-Harbor-31"})  # fmt: skip
        items += [
            {"button": t("login.signup") if create else t("login.submit")},
            {"button": t("login.loginInstead") if create else t("login.createAnAccount")},
        ]
        return {"title": login_t, "items": items}

    profile_data = {**ALICE, "hideDotfiles": True}
    credentials = {"username": "dana", "password": "Pebble-Harbor-31"}
    users = api("GET", "/api/users")
    return [
        _entry("reversible", "profile settings", profile, [
            (t("buttons.update"), False, [user_put(1, [
                "locale", "hideDotfiles", "singleClick", "redirectAfterCopyMove", "dateFormat",
                "aceEditorTheme"], profile_data)])]),
        _entry("reversible", "change password", password, [
            (t("buttons.update"), False, [user_put(
                1, ["password"], {**ALICE, "password": "Birch-Signal-94"}, ADMIN_PASSWORD)])]),
        _entry("opens-prompt", "share management", shares, [
            (t("buttons.delete"), False, []),
            (t("settings.sunsetLink"), False, [
                page("https://github.com/filebrowser/filebrowser")])]),
        _entry("revoke", "share delete prompt", share_delete, [
            (t("buttons.delete"), True, [api("DELETE", f"/api/share/{SHARE}")]),
            (t("buttons.cancel"), False, [])]),
        _entry("opens-prompt", "user page", user, [
            (t("buttons.delete"), False, []), (t("buttons.save"), False, [])]),
        _entry("delete-user", "user delete password prompt", current, [
            (t("buttons.ok"), True, [api("DELETE", "/api/users/3", {
                "current_password": ADMIN_PASSWORD}), users]),
            (t("buttons.cancel"), False, [])]),
        _entry("reversible", "user save password prompt", current, [
            (t("buttons.ok"), False, [user_put(3, ["all"], MARCO, ADMIN_PASSWORD)])]),
        _entry("delete-user", "user delete prompt proxy auth", delete_user, [
            (t("buttons.delete"), True, [api("DELETE", "/api/users/3", {
                "current_password": ""}), users])]),
        _entry("reversible", "login page", login(False), [
            (t("login.submit"), False, [
                api("POST", "/api/login", {**credentials, "recaptcha": ""}),
                api("GET", f"{RES}/")])]),
        _entry("reversible", "signup page", login(True), [
            (t("login.signup"), False, [
                api("POST", "/api/signup", credentials),
                api("POST", "/api/login", {**credentials, "recaptcha": ""}),
                api("GET", f"{RES}/")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*file_screens(t), *editor_screens(t), *settings_screens(t)]
