"""Cloudreve's dashboard (``/admin``), screens for the five-hundred-and-twenty-first held-out
corpus: the users list with two users selected and the confirmation of deleting them, the
files list with three files selected and its confirmation, and the confirmations of deleting
two shares and a user group. ``screens(t)`` lays them out in one language (see screens.py);
what each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import call, confirm, confirm_acts, entry, page

USERS = [
    (7, "Jonas Berg", "jonas@example.org"),
    (9, "Li Wei", "li.wei@example.org"),
    (12, "Olu Adeyemi", "olu@example.org"),
    (1, "Mara Lindqvist", "mara@example.org"),
]
SELECTED_USERS = [7, 9]  # in the order their boxes were ticked
FILES = [(2046, "scan-0412.tiff"), (2051, "backup-2019.tar"), (2047, "scan-0413.tiff"),
         (2050, "invoice-88.pdf")]  # fmt: skip
SELECTED_FILES = [2046, 2051, 2047]
SELECTED_SHARES = [31, 35]
GROUP, GROUP_NAME = 4, "Trial"  # a group with no users left in it


def screens(t: Any) -> list[dict[str, Any]]:
    d = "dashboard"
    nav = [{"button": t(f"{d}:nav.{k}")} for k in ("summary", "settings", "fileSystem",
           "storagePolicy", "nodes", "groups", "users", "files", "entities", "shares",
           "tasks")]  # fmt: skip
    users_title = t(f"{d}:nav.users")
    columns = [{"text": t(f"{d}:{k}")} for k in ("group.#", "user.nick", "user.email",
                                                  "user.group", "user.usedStorage")]  # fmt: skip
    users = page(users_title, [*nav, {"text": users_title},
        {"button": t(f"{d}:group.create")}, {"button": t(f"{d}:node.refresh")},
        {"button": t(f"{d}:user.filter")},
        {"button": t(f"{d}:user.deleteXUsers", {"num": len(SELECTED_USERS)})}, *columns,
        {"list": [{"row": nick, "secondary": email} for _, nick, email in USERS]}])  # fmt: skip
    files_title = t(f"{d}:nav.files")
    files = page(files_title, [*nav, {"text": files_title},
        {"button": t(f"{d}:file.import")}, {"button": t(f"{d}:node.refresh")},
        {"button": t(f"{d}:user.filter")},
        {"button": t(f"{d}:file.deleteXFiles", {"num": len(SELECTED_FILES)})},
        {"list": [{"row": name} for _, name in FILES]}])  # fmt: skip
    # The list the page loads again: page 1 of 10, newest first, no filter.
    conditions = {"user_email": "", "user_nick": "", "user_group": "", "user_status": ""}
    list_users = call("POST", "/admin/user", {"page": 1, "page_size": 10, "order_by": "",
                                              "order_direction": "desc",
                                              "conditions": conditions})  # fmt: skip
    return [
        entry("harmless", "dashboard users", users, [
            (t(f"{d}:node.refresh"), False, [list_users]),
            (t(f"{d}:user.filter"), False, [])]),
        entry("opens-prompt", "dashboard users delete", users, [
            (t(f"{d}:user.deleteXUsers", {"num": len(SELECTED_USERS)}), False, [])]),
        entry("delete-user", "dashboard delete users confirm", confirm(
            t, users_title, t(f"{d}:user.confirmBatchDelete", {"num": len(SELECTED_USERS)})),
            confirm_acts(t, [call("POST", "/admin/user/batch/delete",
                                  {"ids": SELECTED_USERS})])),
        entry("opens-prompt", "dashboard files delete", files, [
            (t(f"{d}:file.deleteXFiles", {"num": len(SELECTED_FILES)}), False, [])]),
        entry("delete", "dashboard delete files confirm", confirm(
            t, files_title, t(f"{d}:file.confirmBatchDelete", {"num": len(SELECTED_FILES)})),
            confirm_acts(t, [call("POST", "/admin/file/batch/delete",
                                  {"ids": SELECTED_FILES})])),
        entry("revoke", "dashboard delete shares confirm", confirm(
            t, t(f"{d}:nav.shares"),
            t(f"{d}:share.confirmBatchDelete", {"num": len(SELECTED_SHARES)})),
            confirm_acts(t, [call("POST", "/admin/share/batch/delete",
                                  {"ids": SELECTED_SHARES})])),
        entry("delete", "dashboard delete group confirm", confirm(
            t, t(f"{d}:nav.groups"), t(f"{d}:group.confirmDelete", {"group": GROUP_NAME})),
            confirm_acts(t, [call("DELETE", f"/admin/group/{GROUP}")])),
    ]  # fmt: skip
