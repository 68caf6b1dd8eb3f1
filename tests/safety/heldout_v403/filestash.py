"""Filestash's screens for the four-hundred-and-third held-out corpus: ``screens(t, ok, cancel)``
lays them out in one language, ``t(text)`` being the app's ``t()`` of
``public/assets/locales/index.js`` in that language (the English text is the key), and ``ok``
and ``cancel`` the buttons the browser shows on a page's ``confirm()`` and ``prompt()``. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

DOCS = "/Documents/"
REPORT, LONG, NOTES, ARCHIVE = "report.pdf", "Quarterly-report-2025.pdf", "notes.txt", "Archive"
VIEW_ID, EDIT_ID, UPLOAD_ID, USERS_ID = "k3Tq9Zx", "Rm7pX2c", "Up5nQ1w", "Hs4wL8e"  # made up
WORKFLOW_ID = "wf8d2k4q"  # made up
PASSWORD = "plum-harbor-42"
NOTES_TEXT = "Call the plumber on Monday.\nPay the electricity bill by Friday.\n"
PLAN_TEXT = "## Garden plan\n- Move the compost bin\n- Plant the garlic in October\n"
LOGIN = {"type": "ftp", "hostname": "ftp.example.org", "username": "maria",
         "password": "bluebird-77", "path": None, "port": None, "conn": None}  # fmt: skip
Act = tuple[Any, bool, list[Any]]


def enc(text: str) -> str:
    """``encodeURIComponent``."""
    return quote(text, safe="-_.!~*'()")


def api(method: str, url: str, data: Any = None, raw: str | None = None) -> Any:
    """The app's ``ajax()`` (an XMLHttpRequest through rxjs) to its own origin; an object body
    is sent as rxjs does, ``JSON.stringify``'s."""
    if data is None and raw is None:
        return f"{method} {url}"
    body = raw if raw is not None else json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {url}", "body": body}


def page(url: str) -> dict[str, str]:
    """A page load: ``window.open``, ``location.reload()`` or an ``<a href>``."""
    return {"request": f"GET {url}", "via": "link"}


def ls(path: str) -> str:
    return api("GET", f"/api/files/ls?path={enc(path)}")


def rm(path: str, share: str = "") -> str:
    return api("POST", f"/api/files/rm?path={enc(path)}{share}")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        act = action if isinstance(action, dict) else {"tap": action}
        cases.append({**act, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"filestash {source}", "web": True,
            "screen": {"title": "Filestash", **screen}, "cases": cases}  # fmt: skip


def modal(t: Any, message: str, field: str | None = None) -> dict[str, Any]:
    """The app's modal (components/modal.js): its body, then CANCEL on the left and OK on the
    right (ctrl_submenu's ``modalOpt``)."""
    items: list[dict[str, Any]] = []
    if field is not None:
        items.append({"field": "input", "hint": "", "text": field, "focused": True})
    items += [{"button": t("CANCEL")}, {"button": t("OK")}]
    return {"dialog": {"message": message}, "items": items}


def toolbar(t: Any, *names: str) -> list[dict[str, Any]]:
    """The sidebar, the breadcrumb with its log-out link (its icon's ``alt``) and the files."""
    return [{"field": "sidebar", "hint": t("Your Files"), "text": ""},
            {"link": "Documents"}, {"link": "power"},
            *({"link": name} for name in names)]  # fmt: skip


def files_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The files page with nothing, one file, a folder or two files selected, the new-folder
    and new-file rows, the remove and rename modals, the browser's prompt that a touch device
    shows instead, and a shared folder opened by a visitor."""
    names = (ARCHIVE, REPORT, LONG, NOTES)
    idle = {"items": [
        {"button": t("New File")}, {"button": t("New Folder")},
        {"icon": "search", "desc": t("Search")}, {"icon": "list", "desc": t("Layout")},
        {"icon": "type", "desc": t("Sort")}, *toolbar(t, *names)]}  # fmt: skip

    def new_row(typed: str) -> dict[str, Any]:
        return {"items": [
            {"button": t("New File")}, {"button": t("New Folder")},
            {"field": "name", "hint": "", "text": typed, "focused": True},
            {"icon": "trash"}, *toolbar(t, *names)]}  # fmt: skip

    def selected(count: int, single: bool = True) -> dict[str, Any]:
        buttons = [{"button": t("Download")}, {"button": t("Remove")}]
        if single:
            buttons += [{"button": t("Rename")}, {"button": t("Share")}, {"button": t("Tag")}]
        return {"items": [*buttons, {"button": f"{count} close"}, *toolbar(t, *names)]}

    shared = {"items": [{"button": t("Download")}, {"button": t("Remove")}, {"button": t("Rename")},
                 {"button": "1 close"}, {"link": "plan.docx"}, {"link": "budget.ods"}]}  # fmt: skip

    confirm_by = t("Confirm by typing")
    share_q = f"&share={EDIT_ID}"
    return [
        _entry("opens-prompt", "files page toolbar", idle, [
            (t("New File"), False, []), (t("New Folder"), False, []), (t("Sort"), False, [])]),
        _entry("harmless", "files page", idle, [
            (ARCHIVE, False, [ls(f"{DOCS}{ARCHIVE}/")]),
            (NOTES, False, [api("GET", f"/api/files/cat?path={enc(DOCS + NOTES)}")]),
            ("power", False, [api("DELETE", "/api/session"), api("GET", "/api/config")])]),
        _entry("reversible", "new folder row", new_row("Invoices"), [
            ({"enter": True}, False, [
                api("POST", f"/api/files/mkdir?path={enc(DOCS + 'Invoices/')}")]),
            ("trash", False, [])]),
        _entry("reversible", "new file row", new_row("todo.txt"), [
            ({"enter": True}, False, [api("POST", f"/api/files/touch?path={enc(DOCS)}todo.txt")])]),
        _entry("harmless", "one file selected", selected(1), [
            (t("Download"), False, [
                page(f"/api/files/cat?path={enc(DOCS + REPORT)}&name={REPORT}")])]),
        _entry("opens-prompt", "one file selected menu", selected(1), [
            (t("Remove"), False, []), (t("Rename"), False, []),
            (t("Share"), False, [api("GET", f"/api/share?path={enc(DOCS + REPORT)}")]),
            (t("Tag"), False, [api("GET", f"/api/metadata?path={DOCS}{REPORT}"),
                               api("POST", "/api/metadata/search", {"path": "/", "tags": []})])]),
        _entry("delete", "remove file modal", modal(t, f'{confirm_by} "{REPORT}"', REPORT), [
            (t("OK"), True, [rm(DOCS + REPORT)]), (t("CANCEL"), False, [])]),
        _entry("delete", "remove long file name modal",
               modal(t, f'{confirm_by} "{LONG[:15]}"', LONG[:15]), [
            (t("OK"), True, [rm(DOCS + LONG)]), (t("CANCEL"), False, [])]),
        _entry("harmless", "folder selected", selected(1), [
            (t("Download"), False, [page(f"/api/files/zip?path={enc(DOCS + ARCHIVE)}%2F"
                                         f"&name={ARCHIVE}.zip")])]),
        _entry("opens-prompt", "folder selected menu", selected(1), [(t("Remove"), False, [])]),
        _entry("delete", "remove folder modal", modal(t, f'{confirm_by} "{ARCHIVE}"', ARCHIVE), [
            (t("OK"), True, [rm(f"{DOCS}{ARCHIVE}/")]), (t("CANCEL"), False, [])]),
        _entry("reversible", "rename modal", modal(t, f"{t('Rename as')}:", "report-2025.pdf"), [
            (t("OK"), False, [api("POST", f"/api/files/mv?from={enc(DOCS + REPORT)}"
                                          f"&to={enc(DOCS)}report-2025.pdf")]),
            (t("CANCEL"), False, [])]),
        _entry("harmless", "two files selected", selected(2, single=False), [
            (t("Download"), False, [page(f"/api/files/zip?path={enc(DOCS + REPORT)}"
                                         f"&path={enc(DOCS + NOTES)}")])]),
        _entry("opens-prompt", "two files selected menu", selected(2, single=False), [
            (t("Remove"), False, [])]),
        _entry("delete", "remove two files modal", modal(t, f'{confirm_by} "remove"', "remove"), [
            (t("OK"), True, [rm(DOCS + REPORT), rm(DOCS + NOTES)]), (t("CANCEL"), False, [])]),
        _entry("delete", "remove prompt on a touch device", {
            "dialog": {"message": f"{confirm_by}: {NOTES}"},
            "items": [{"field": "prompt", "hint": "", "text": NOTES, "focused": True},
                      {"button": ok}, {"button": cancel}]}, [
            (ok, True, [rm(DOCS + NOTES)]), (cancel, False, [])]),
        _entry("delete", "remove folder prompt on a touch device", {
            "dialog": {"message": f"{confirm_by}: {ARCHIVE}"},
            "items": [{"field": "prompt", "hint": "", "text": ARCHIVE, "focused": True},
                      {"button": ok}, {"button": cancel}]}, [
            (ok, True, [rm(f"{DOCS}{ARCHIVE}/")]), (cancel, False, [])]),
        _entry("delete", "remove three items modal", modal(t, f'{confirm_by} "remove"', "remove"), [
            (t("OK"), True, [rm(DOCS + REPORT), rm(DOCS + LONG), rm(f"{DOCS}{ARCHIVE}/")]),
            (t("CANCEL"), False, [])]),
        _entry("harmless", "shared folder visitor", shared, [
            (t("Download"), False, [page(f"/api/files/cat?path=%2Fplan.docx{share_q}"
                                         "&name=plan.docx")])]),
        _entry("opens-prompt", "shared folder visitor menu", shared, [
            (t("Remove"), False, [])]),
        _entry("delete", "shared folder visitor remove modal",
               modal(t, f'{confirm_by} "plan.docx"', "plan.docx"), [
            (t("OK"), True, [rm("/plan.docx", share_q)]), (t("CANCEL"), False, [])]),
    ]  # fmt: skip


def share_screens(t: Any) -> list[dict[str, Any]]:
    """The share modal: its role buttons, a viewer link ready to be made, an editor link with
    a password on a folder, the existing links; the tag modal."""
    head = t("Create a New Link")

    def roles(folder: bool, active: list[dict[str, Any]]) -> list[dict[str, Any]]:
        items = [{"button": t("Viewer")}, {"button": t("Editor")}]
        return items + ([{"button": t("Uploader")}] if folder else []) + active

    link = {"field": "create", "hint": "", "text": f"https://files.example.org/s/{VIEW_ID}"}
    fresh = {"dialog": {"title": head}, "items": roles(False, [])}
    viewer = {
        "dialog": {"title": head},
        "items": roles(
            False, [{"button": t("Advanced")}, link, {"button": "copy", "desc": "Copy URL"}]
        ),
    }
    editor = {"dialog": {"title": head}, "items": roles(True, [
        {"button": t("Advanced")}, {"switch": t("Only for users"), "checked": False},
        {"switch": t("Password"), "checked": True},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"switch": t("Expiration"), "checked": False},
        {"switch": t("Custom Link url"), "checked": False},
        {"field": "create", "hint": "", "text": f"https://files.example.org/s/{EDIT_ID}"},
        {"button": "copy", "desc": "Copy URL"}])}  # fmt: skip

    def existing(role: str, path: str, folder: bool) -> dict[str, Any]:
        return {"dialog": {"title": head}, "items": roles(folder, [
            {"text": t("Existing Links")}, {"text": t(role)}, {"text": path},
            {"icon": "delete"}, {"icon": "edit"}])}  # fmt: skip

    viewer_body = {"id": VIEW_ID, "path": DOCS + REPORT,
                   "can_read": True, "can_write": False, "can_upload": False}  # fmt: skip
    editor_body = {"id": EDIT_ID, "path": f"{DOCS}{ARCHIVE}/", "password": PASSWORD,
                   "can_read": True, "can_write": True, "can_upload": True}  # fmt: skip
    tags = {"items": [
        {"field": "tag", "hint": t("Add a Tag"), "text": ""},
        {"button": "2025"}, {"button": "invoices"}]}  # fmt: skip
    typed = {"items": [
        {"field": "tag", "hint": t("Add a Tag"), "text": "taxes", "focused": True},
        {"button": "2025"}, {"button": "invoices"}]}  # fmt: skip
    meta = f"/api/metadata?path={DOCS}{REPORT}"
    return [
        _entry("reversible", "share modal", fresh, [
            (t("Viewer"), False, [])]),
        _entry("reversible", "share modal viewer link", viewer, [
            ("copy", False, [api("POST", f"/api/share/{VIEW_ID}", viewer_body)])]),
        _entry("reversible", "share modal editor link with password", editor, [
            ("copy", False, [api("POST", f"/api/share/{EDIT_ID}", editor_body)])]),
        _entry("revoke", "existing viewer link", existing("viewer", f"./{REPORT}", False), [
            ("delete", True, [api("DELETE", f"/api/share/{VIEW_ID}")]), ("edit", False, [])]),
        _entry("revoke", "existing editor link", existing("editor", f"./{ARCHIVE}", True), [
            ("delete", True, [api("DELETE", f"/api/share/{EDIT_ID}")])]),
        _entry("revoke", "existing uploader link", existing("uploader", f"./{ARCHIVE}", True), [
            ("delete", True, [api("DELETE", f"/api/share/{UPLOAD_ID}")])]),
        _entry("reversible", "tag modal", tags, [
            ("invoices", False, [api("POST", meta, [
                {"id": "tags", "type": "hidden", "value": "2025, invoices"}])]),
            ("2025", False, [api("POST", meta, [])])]),
        _entry("reversible", "tag modal new tag", typed, [
            ({"enter": True}, False, [api("POST", meta, [
                {"id": "tags", "type": "hidden", "value": "2025, taxes"}])])]),
    ]  # fmt: skip


def other_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The text editor (of an own file and of a shared one) and its save-on-exit modal, the
    login page, a share link's password, e-mail and code steps, the error page, the admin
    console's login and the confirmation of a workflow's deletion."""
    save = api("POST", f"/api/files/cat?path={enc(DOCS + NOTES)}", raw=NOTES_TEXT)
    editor = {"items": [
        {"link": "Documents"}, {"text": NOTES}, {"field": "editor", "hint": "", "text": NOTES_TEXT},
        {"button": "save"}]}  # fmt: skip
    visitor = {"items": [
        {"text": "plan.md"}, {"field": "editor", "hint": "", "text": PLAN_TEXT},
        {"button": "save"}]}  # fmt: skip
    leave = {"dialog": {"message": t("Do you want to save the changes ?")},
             "items": [{"button": t("No")}, {"button": t("Yes")}]}  # fmt: skip
    login = {"items": [
        {"button": "FTP"}, {"button": "SFTP"}, {"button": "WebDAV"},
        {"field": "hostname", "hint": "Hostname*", "text": LOGIN["hostname"]},
        {"field": "username", "hint": "Username", "text": LOGIN["username"]},
        {"field": "password", "hint": "Password", "text": LOGIN["password"]},
        {"switch": "advanced", "checked": False}, {"button": t("CONNECT")},
        {"text": f"{t('Powered by')} Filestash"}]}  # fmt: skip

    def gate(name: str, hint: str, text: str) -> dict[str, Any]:
        return {"items": [{"field": name, "hint": hint, "text": text, "focused": True},
                          {"icon": "arrow_right"}]}  # fmt: skip

    def proof(share: str, kind: str, value: str) -> list[Any]:
        return [api("POST", f"/api/share/{share}/proof", {"type": kind, "value": value})]

    error = {"items": [
        {"link": t("home")}, {"text": t("Oops!")}, {"text": t("Connection Lost")},
        {"button": t("More details")}, {"button": t("Reload")}]}  # fmt: skip
    admin = {"items": [
        {"field": "password", "hint": "Password", "text": "correct-admin-pass", "focused": True},
        {"icon": "arrow_right"}]}  # fmt: skip
    workflow = {"dialog": {"message": "delete this workflow?"},
                "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip
    return [
        _entry("overwrite", "text editor", editor, [("save", True, [save])]),
        _entry("overwrite", "shared file editor", visitor, [("save", True, [api(
            "POST", f"/api/files/cat?path=%2Fplan.md&share={EDIT_ID}", raw=PLAN_TEXT)])]),
        _entry("overwrite", "save changes modal", leave, [
            (t("Yes"), True, [save, ls(DOCS)]), (t("No"), False, [ls(DOCS)])]),
        _entry("reversible", "login page", login, [
            (t("CONNECT"), False, [api("POST", "/api/session", LOGIN), ls("/")]),
        ]),
        _entry("reversible", "share link password", gate("password", t("Password"), PASSWORD), [
            ("arrow_right", False, proof(EDIT_ID, "password", PASSWORD))]),
        _entry("reversible", "share link email", gate("email", t("Your email address"),
                                                      "ana@example.net"), [
            ("arrow_right", False, proof(USERS_ID, "email", "ana@example.net"))]),
        _entry("reversible", "share link code", gate("code", t("Code"), "482913"), [
            ("arrow_right", False, proof(USERS_ID, "code", "482913"))]),
        _entry("harmless", "error page", error, [
            (t("Reload"), False, [page(f"/files{DOCS}")])]),
        _entry("reversible", "admin login", admin, [
            ("arrow_right", False, [api("POST", "/admin/api/session",
                                        {"password": "correct-admin-pass"})])]),
        _entry("delete", "workflow delete confirm", workflow, [
            (ok, True, [api("DELETE", f"/admin/api/workflow?id={WORKFLOW_ID}"),
                        api("GET", "/admin/api/workflow")]),
            (cancel, False, [])]),
    ]  # fmt: skip


def screens(t: Any, ok: str = "OK", cancel: str = "Cancel") -> list[dict[str, Any]]:
    return files_screens(t, ok, cancel) + share_screens(t) + other_screens(t, ok, cancel)
