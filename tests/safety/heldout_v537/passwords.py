"""Nextcloud Passwords' screens for the five-hundred-and-thirty-seventh held-out corpus:
``screens(t)`` lays them out in one language, ``t(text, values)`` being that language's
lookup of a string of the app's catalogues. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import CRON, TITLE, api, call, confirm, entry

USER = "mara"
P1, P1_REV = "6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a61", "a1b2c3d4-0001-4e5f-8a9b-0c1d2e3f4a51"
P2, P2_REV = "8e2d3b0f-4c5e-4f90-8b1c-2d3e4f5a6b72", "a1b2c3d4-0002-4e5f-8a9b-0c1d2e3f4a52"
P3, P3_REV = "9f3e4c1a-5d6f-4a01-9c2d-3e4f5a6b7c83", "a1b2c3d4-0003-4e5f-8a9b-0c1d2e3f4a53"
P4, P4_REV = "0a4f5d2b-6e7a-4b12-8d3e-4f5a6b7c8d94", "a1b2c3d4-0004-4e5f-8a9b-0c1d2e3f4a54"
OLD_REV = "a1b2c3d4-0009-4e5f-8a9b-0c1d2e3f4a59"  # an earlier revision of P1
F1, F1_REV = "1b5a6e3c-7f8b-4c23-9e4f-5a6b7c8d9ea5", "b2c3d4e5-0001-4f6a-9b0c-1d2e3f4a5b61"
F2, F2_REV = "2c6b7f4d-8a9c-4d34-8f5a-6b7c8d9eafb6", "b2c3d4e5-0002-4f6a-9b0c-1d2e3f4a5b62"
T1, T1_REV = "3d7c8a5e-9bad-4e45-9a6b-7c8d9eafb0c7", "c3d4e5f6-0001-4a7b-8c1d-2e3f4a5b6c71"
T2, T2_REV = "4e8d9b6f-acbe-4f56-8b7c-8d9eafb0c1d8", "c3d4e5f6-0002-4a7b-8c1d-2e3f4a5b6c72"
T3, T3_REV = "7b1ace9c-dfe1-4c89-9eaf-b0c1d2e3f4ab", "c3d4e5f6-0003-4a7b-8c1d-2e3f4a5b6c73"
F3, F3_REV = "8c2bdfad-e0f2-4d9a-8fb0-c1d2e3f4a5bc", "b2c3d4e5-0003-4f6a-9b0c-1d2e3f4a5b63"
SHARE1, SHARE2 = "5f9eac7a-bdcf-4a67-9c8d-9eafb0c1d2e9", "6a0fbd8b-ced0-4b78-8d9e-afb0c1d2e3fa"
CODE = "X7K2QF"  # the code the server returns for an account reset
TRASHED = {"trashed": True}


def find(kind: str) -> dict[str, Any]:
    """SimpleApi.find<Kind>s(criteria, details='model'): POST with ``{details, criteria}``."""
    return api("POST", f"{kind}/find", {"details": "model", "criteria": TRASHED})


def to_trash(kind: str, item: str, revision: str) -> list[dict[str, Any]]:
    """The manager's delete of an item not in the trash, with no confirmation."""
    return [api("DELETE", f"{kind}/delete", {"id": item, "revision": revision})]


def screens(t: Any) -> list[dict[str, Any]]:
    return [*list_screens(t), *trash_screens(t), *sidebar_screens(t), *settings_screens(t)]


def navigation(t: Any) -> dict[str, Any]:
    items = [{"link": t(k)} for k in ("All", "Recent", "Favorites", "Folders", "Tags",
                                      "Shares", "Security")]  # fmt: skip
    more = [{"icon": t(k)} for k in ("Settings", "Trash", "Backup and Restore",
                                     "Apps and Extensions", "Handbook")]  # fmt: skip
    return {"title": TITLE, "items": [*items, *more]}


def password_menu(t: Any, label: str, url: str, trashed: bool = False) -> dict[str, Any]:
    """PasswordItemActionMenu opened on a row: its buttons top to bottom (the restore slot
    filled in the trash)."""
    keys = ["BatchActionAddFavorites", "Details", "Share", "Edit", "Edit as new", "Move",
            "Copy Password", "Copy User", "Copy Url"]  # fmt: skip
    items: list[dict[str, Any]] = [{"text": label}, *({"menu": t(k)} for k in keys)]
    items.append({"menu": t("Open Url")})
    keys = ["PasswordActionChangePwPage", "PasswordActionQrcode", "PasswordActionPrint"]
    items += [{"menu": t(k)} for k in keys]
    if trashed:
        items.append({"menu": t("Restore")})
    items.append({"menu": t("Delete")})
    return {"title": TITLE, "items": [{"text": url}, *items]}


def folder_menu(t: Any, label: str, trashed: bool = False) -> dict[str, Any]:
    keys = ["BatchActionAddFavorites", "Rename", "Move", *(["Restore"] if trashed else []),
            "Delete"]  # fmt: skip
    return {"title": TITLE, "items": [{"text": label}, *({"menu": t(k)} for k in keys)]}


def tag_menu(t: Any, label: str, trashed: bool = False) -> dict[str, Any]:
    keys = ["BatchActionAddFavorites", "Edit", *(["Restore"] if trashed else []), "Delete"]
    return {"title": TITLE, "items": [{"text": label}, *({"menu": t(k)} for k in keys)]}


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, and the menus of a password, a folder and a tag not in the trash:
    their Delete moves the item to the trash."""
    github = password_menu(t, "GitHub", "https://github.com/login")
    webmail = password_menu(t, "Webmail", "https://mail.example.org/")
    return [
        entry("harmless", "navigation", navigation(t), [
            (t("Trash"), False, [find("password"), find("folder"), find("tag")]),
            (t("Settings"), False, [])]),
        entry("harmless", "password menu", github, [
            (t("Details"), False, []),
            (t("Share"), False, []),
            (t("Edit"), False, []),
            (t("Move"), False, []),
            (t("Copy Password"), False, []),
            (t("Copy User"), False, []),
            (t("Copy Url"), False, []),
            (t("Open Url"), False, [{"request": "GET https://github.com/login", "via": "link"}]),
            (t("PasswordActionQrcode"), False, [])]),
        entry("reversible", "password menu delete", github, [
            (t("Delete"), False, to_trash("password", P1, P1_REV))]),
        entry("reversible", "second password menu delete", webmail, [
            (t("Delete"), False, to_trash("password", P2, P2_REV))]),
        entry("harmless", "folder menu", folder_menu(t, "Work"), [
            (t("Rename"), False, []),
            (t("Move"), False, [])]),
        entry("reversible", "folder menu delete", folder_menu(t, "Work"), [
            (t("Delete"), False, to_trash("folder", F1, F1_REV))]),
        entry("harmless", "tag menu", tag_menu(t, "Private"), [
            (t("Edit"), False, [])]),
        entry("reversible", "tag menu delete", tag_menu(t, "Private"), [
            (t("Delete"), False, [api("DELETE", "tag/delete", {"id": T1, "revision": T1_REV})])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The trash: each item's Restore, its Delete (a confirmation first) and the
    confirmations, whose Ok deletes for good."""
    router = password_menu(t, "Old router", "http://192.168.1.1/", trashed=True)
    folder = folder_menu(t, "Archive 2019", trashed=True)
    tag = tag_menu(t, "Obsolete", trashed=True)
    ok, cancel = t("Ok"), t("Cancel")

    def gone(kind: str, item: str, revision: str) -> list[dict[str, Any]]:
        return [api("DELETE", f"{kind}/delete", {"id": item, "revision": revision})]

    password_ok = confirm(t, "Delete password", "Do you want to delete the password")
    folder_ok = confirm(t, "Delete folder", "Do you want to delete the folder")
    tag_ok = confirm(t, "Delete tag", "Do you want to delete the tag")
    return [
        entry("reversible", "trash password restore", router, [
            (t("Restore"), False, [api("PATCH", "password/restore", {"id": P3, "revision": None}),
                                   api("POST", "password/find", {"details": "model",
                                                                 "criteria": TRASHED})])]),
        entry("opens-prompt", "trash password delete", router, [(t("Delete"), False, [])]),
        entry("delete", "trash password delete confirm", password_ok, [
            (ok, True, gone("password", P3, P3_REV)), (cancel, False, [])]),
        entry("delete", "trash second password delete confirm", password_ok, [
            (ok, True, gone("password", P4, P4_REV)), (cancel, False, [])]),
        entry("reversible", "trash folder restore", folder, [
            (t("Restore"), False, [api("PATCH", "folder/restore", {"id": F2, "revision": None}),
                                   api("POST", "folder/find", {"details": "model",
                                                               "criteria": TRASHED})])]),
        entry("opens-prompt", "trash folder delete", folder, [(t("Delete"), False, [])]),
        entry("delete", "trash folder delete confirm", folder_ok, [
            (ok, True, gone("folder", F2, F2_REV)), (cancel, False, [])]),
        entry("delete", "trash second folder delete confirm", folder_ok, [
            (ok, True, gone("folder", F3, F3_REV)), (cancel, False, [])]),
        entry("reversible", "trash tag restore", tag, [
            (t("Restore"), False, [api("PATCH", "tag/restore", {"id": T2, "revision": None}),
                                   api("POST", "tag/find", {"details": "model",
                                                            "criteria": TRASHED})])]),
        entry("opens-prompt", "trash tag delete", tag, [(t("Delete"), False, [])]),
        entry("delete", "trash tag delete confirm", tag_ok, [
            (ok, True, gone("tag", T2, T2_REV)), (cancel, False, [])]),
        entry("delete", "trash second tag delete confirm", tag_ok, [
            (ok, True, gone("tag", T3, T3_REV)), (cancel, False, [])]),
    ]  # fmt: skip


def sidebar_screens(t: Any) -> list[dict[str, Any]]:
    """The password's sidebar: its shares (the trash icon stops one) and a revision's
    restore, with its confirmation."""

    def shares(name: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"text": "GitHub"}, {"tab": t("Details")}, {"tab": t("Share")},
            {"tab": t("Revisions")},
            {"icon": t("Toggle write permissions")}, {"icon": t("Stop sharing")},
            {"text": name}]}  # fmt: skip

    def stop(share: str) -> list[dict[str, Any]]:
        return [api("DELETE", "share/delete", {"id": share}), call("GET", CRON + "sharing")]

    revisions = {"title": TITLE, "items": [
        {"text": "GitHub"}, {"row": "GitHub", "secondary": "2025-03-02 10:14"},
        {"menu": t("Restore revision")}]}  # fmt: skip
    restore = confirm(t, "Restore revision", "Do you want to restore the revision?")
    return [
        entry("revoke", "share stop", shares("Jonas Berg"), [
            (t("Stop sharing"), True, stop(SHARE1))]),
        entry("revoke", "second share stop", shares("Li Wei"), [
            (t("Stop sharing"), True, stop(SHARE2))]),
        entry("harmless", "sidebar tabs", shares("Jonas Berg"), [
            (t("Revisions"), False, []), (t("Details"), False, [])]),
        entry("opens-prompt", "revision restore", revisions, [
            (t("Restore revision"), False, [])]),
        entry("reversible", "revision restore confirm", restore, [
            (t("Ok"), False, [api("PATCH", "password/restore", {"id": P1, "revision": OLD_REV})]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings page: the generator's and the rules' checkboxes, the danger zone, and
    the account reset's confirmation and code prompt."""
    page = {"title": TITLE, "items": [
        {"text": t("Password Rules")},
        {"switch": t("Mark duplicates"), "checked": True},
        {"text": t("Password Generator")},
        {"switch": t("Include numbers"), "checked": True},
        {"switch": t("Include special characters"), "checked": False}]}  # fmt: skip
    danger = {"title": TITLE, "items": [
        {"text": t("Danger Zone")},
        {"text": t("SettingsRecoverItems")}, {"button": t("SettingsRecoverItemsButton")},
        {"text": t("Reset all settings")}, {"button": t("Reset")},
        {"text": t("Delete everything")}, {"button": t("Delete")}]}  # fmt: skip
    everything = confirm(
        t,
        "DELETE EVERYTHING",
        "Do you want to delete all your settings, "
        "passwords, folders and tags?\nIt will NOT be possible to undo this.",
    )
    prompt = {"title": TITLE, "dialog": {
        "title": t("Account reset requested"),
        "message": t('Enter "{code}" to reset your account and delete everything.',
                     {"code": CODE})},
        "items": [{"field": "input", "hint": t("Code"), "text": CODE, "focused": True},
                  {"button": t("Ok")}]}  # fmt: skip

    def setting(key: str, value: bool) -> list[dict[str, Any]]:
        return [api("POST", "settings/set", {key: value})]

    return [
        entry("reversible", "settings checkboxes", page, [
            (t("Mark duplicates"), False, setting("user.password.security.duplicates", False)),
            (t("Include numbers"), False, setting("user.password.generator.numbers", False)),
            (t("Include special characters"), False,
             setting("user.password.generator.special", True))]),
        entry("opens-prompt", "settings danger zone", danger, [
            (t("Reset"), False, []), (t("Delete"), False, [])]),
        entry("opens-prompt", "account reset confirm", everything, [
            (t("Ok"), False, [api("GET", "account/reset")]), (t("Cancel"), False, [])]),
        entry("delete-account", "account reset code", prompt, [
            (t("Ok"), True, [api("POST", "account/reset", {"code": CODE})])]),
    ]  # fmt: skip
