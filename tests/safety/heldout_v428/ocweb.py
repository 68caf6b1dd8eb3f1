"""ownCloud Web's screens for the four-hundred-and-twenty-eighth held-out corpus: ``screens(t)``
lays them out in one language, ``t(msgid, **args)`` being that language's gettext lookup of
an English message id of the app's ``l10n/translations.json`` catalogues and
``t.n(singular, plural, n, **args)`` its ngettext. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

SERVER = "https://cloud.example.com"  # oCIS serves the web client; every call is same-origin
IDP = "https://sso.example.com/realms/cloud/protocol/openid-connect"  # the OpenID provider
PRODUCT = "ownCloud"  # the theme's common.name, the last part of every document title
STORAGE = "1284d238-aa92-42ce-bdc4-0b0000009157"
ANNA = "4c510ada-c86b-4815-8820-42cdf82c3d51"  # the admin who is logged in
PERSONAL = f"{STORAGE}${ANNA}"  # her personal space
FIELD, FIELD_NAME = f"{STORAGE}$f3a8c6e2-94b1-4d7a-8e5c-61b2d0c9a7f3", "Field Research"
ARCHIVE, ARCHIVE_NAME = f"{STORAGE}$7c1e5b90-2d4f-4a63-b8e1-93f0a6d2c845", "Archive 2019"
REPORT, REPORT_ID = "report.pdf", f"{PERSONAL}!a9c2e3b7-5d41-4f8e-9b06-2c7e1d3f8a45"
MINUTES = ["minutes-march.odt", "minutes-april.odt", "minutes-may.odt"]
KARIN, KARIN_NAME = "8e1f4a2c-6b3d-4c59-a07e-2d9b5c1f7e36", "Karin Berg"
DESIGN, DESIGN_NAME = "c27d9e41-8a5b-4f06-b3c2-5e1a7d0f9b84", "Design"
JONAS, JONAS_NAME = "b5d03f8e-1c72-4e9a-86f4-0a3c9e2b7d51", "Jonas Weber"
OTHERS = ["e4a1c7b2-9f3d-4b68-a5e0-71c8d2f4b693", "2f9b6d3a-5e8c-4a17-b0d4-c63e1a8f7b25"]
NEW_USER = "d6c2b8a4-3e1f-4d97-9a5c-08b7e4f1c3a2"  # the id the server gives the new user
GROUP, GROUP_NAME = "a83f1d6c-4b2e-4e70-9c58-d1b6f0e7a249", "Suppliers"
VIEWER = "b1e2218d-eef8-4d4c-b82d-0f1a1b48f3b5"  # oCIS's unified role "Can view"
SPACE_EDITOR = "58c63c02-1d89-4572-916a-870abc5a1b7d"  # oCIS's space role "Can edit"
SHARE_PERM = f"{STORAGE}:{ANNA}:6fe5a8b0-3c1d-4e92-b7a4-58d0c2e9f613"  # Karin's share
LINK_PERM = "kEXbCBeKJXqQmkkW"  # the public link's id
TRASHED = [  # trash-bin items: three files of the personal space, a folder of Field Research
    "f0b7d2c4-8e3a-4b1f-a6d9-27c5e1b8f340",
    "19e4c7a2-5b8d-4f30-9e6c-d2a8f1b7c054",
    "6a2d8f1c-3e7b-4c95-b0a4-8f1e6c3d2b97",
    "c3f9a1e7-2d6b-4e84-a5c0-7b1d9e4f2a68",
]
NOTIFICATIONS = ["3b7e1c9a-6d2f-4a85-b1e4-9c0f7a3d5e28", "8d4a2f6c-1b9e-4c37-a5d0-e2f8b6c1a943"]
ACCOUNTS_BUNDLE = "2a506de7-99bd-4f0d-994e-c38e72c28fd9"  # the settings bundle "ocis-accounts"
MAIL_SETTING = "33ffb5d6-cd07-4dc0-afb0-84f7559ae438"  # its disable-email-notifications
MAIL_VALUE = "0e8b4c1d-7a3f-4e26-95b1-c4d7f2a8e063"  # Anna's saved value of it
ID_TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbm5hIn0.c2lnbmF0dXJl"  # made up
STATE = "5f0c9e2a7b1d4c38a6e4f2b9d7c1a053"  # made up
PASSWORD = "Gr33n-Kettle-58!"  # typed into the link's password field
Act = tuple[str, bool, list[Any]]


def enc(value: str) -> str:
    """``encodeURIComponent``: a drive id's ``$`` becomes ``%24``, a share id's ``:``
    ``%3A``."""
    return quote(value, safe="-_.!~*'()")


def call(method: str, path: str, data: Any = None) -> Any:
    """A request of the graph, settings, branding or OCS client (axios) or of the WebDAV
    client (fetch) to the server the page came from; a body is ``JSON.stringify``'s."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location`` set by the OpenID client, or a reload."""
    return {"request": f"GET {url}", "via": "link"}


def dav(path: str) -> str:
    """A WebDAV URL: ``/dav`` and the path, ``encodeURIComponent`` per segment."""
    return "/dav/" + "/".join(enc(part) for part in path.strip("/").split("/"))


def drive(space: str) -> str:
    return f"/graph/v1beta1/drives/{enc(space)}"


def item(space: str, item_id: str) -> str:
    return f"{drive(space)}/items/{enc(item_id)}"


def invite(path: str, role: str, recipient: str, kind: str) -> Any:
    return call("POST", f"{path}/invite", {"roles": [role], "recipients": [
        {"objectId": recipient, "@libre.graph.recipient.type": kind}]})  # fmt: skip


GET_PERSONAL = call("GET", drive(PERSONAL))  # the quota read after files went to the trash
GET_FIELD = call("GET", drive(FIELD))


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"owncloud-web {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(*segments: str) -> str:
    """useDocumentTitle's ``document.title``: the segments and the product, joined by
    `` - ``."""
    return " - ".join([*segments, PRODUCT])


def modal(t: Any, page_title: str, heading: str, message: str | None,
          items: list[dict[str, Any]], confirm: str | None = None) -> dict[str, Any]:  # fmt: skip
    """OcModal over its page: its heading, its message (if any), the items of its body, then
    Cancel and the confirm button (``Confirm`` unless the dialog names its own)."""
    dialog = {"title": heading, **({"message": message} if message else {})}
    buttons = [{"button": t("Cancel")}, {"button": confirm or t("Confirm")}]
    return {"title": page_title, "dialog": dialog, "items": [*items, *buttons]}


def files_screens(t: Any) -> list[dict[str, Any]]:
    """A file's context menu and the batch bar in the personal space, the rename and
    create-link modals, the sharing panel and its menus and confirmations."""
    docs = title("Documents", t("Personal"))
    menu = {"title": docs, "items": [
        {"link": REPORT}, {"menu": t("Details")}, {"menu": t("Share")},
        {"menu": t("Create links")}, {"menu": t("Download")}, {"menu": t("Cut")},
        {"menu": t("Copy")}, {"menu": t("Rename")}, {"menu": t("Delete")}]}  # fmt: skip
    batch = {"title": docs, "items": [
        {"button": t("Download")}, {"button": t("Cut")}, {"button": t("Copy")},
        {"button": t("Delete")}, *({"text": name} for name in MINUTES)]}  # fmt: skip
    rename = modal(t, docs, t("Rename file %{name}", name=REPORT), None, [
        {"field": "oc-modal-input", "hint": t("File name"), "text": "report-2025.pdf",
         "focused": True}], t("Rename"))  # fmt: skip
    link_title = t.n('Copy link for "%{resourceName}"', "Copy links for the selected items", 1,
                     resourceName=REPORT)  # fmt: skip
    link = modal(t, docs, link_title, None, [
        {"field": "link-password-input", "hint": f"{t('Password')}*", "text": PASSWORD},
        {"field": "oc-datepicker", "hint": t("Expiry date"), "text": ""}],
        t("Copy link"))  # fmt: skip
    link["items"].append({"button": t("Copy link and password")})

    def panel(selected: str) -> dict[str, Any]:
        return {"title": docs, "items": [
            {"text": REPORT}, {"field": "files-share-invite-input", "hint": t("Search"),
                               "text": selected},
            {"button": t("Share")}, {"text": t("Shared with")}, {"text": KARIN_NAME},
            {"icon": t("Access details")}, {"text": t("Public links")},
            {"button": t("Add link")}, {"text": t("Unnamed link")},
            {"icon": t("More options")}]}  # fmt: skip

    share_menu = {"title": docs, "items": [
        {"text": KARIN_NAME}, {"menu": t("Set expiration date")},
        {"menu": t("Remove share")}]}  # fmt: skip
    link_menu = {"title": docs, "items": [
        {"text": t("Unnamed link")}, {"menu": t("Edit name")},
        {"menu": t("Set expiration date")}, {"menu": t("Delete link")}]}  # fmt: skip
    remove = modal(t, docs, t("Remove share"), t("Are you sure you want to remove this share?"),
                   [], t("Remove"))  # fmt: skip
    delete_link = modal(t, docs, t("Delete link"), t(
        "Are you sure you want to delete this link? Recreating the same link again is not "
        "possible."), [], t("Delete"))  # fmt: skip
    report = item(PERSONAL, REPORT_ID)
    link_body = {"type": "view", "@libre.graph.quickLink": False, "password": PASSWORD,
                 "displayName": t("Unnamed link")}  # fmt: skip
    return [
        _entry("reversible", "file context menu", menu, [
            (t("Delete"), False, [call("DELETE", dav(f"spaces/{PERSONAL}/Documents/{REPORT}")),
                                  GET_PERSONAL]),
            (t("Copy"), False, [])]),
        _entry("opens-prompt", "file context menu prompts", menu, [
            (t("Rename"), False, []), (t("Create links"), False, [])]),
        _entry("reversible", "batch actions three files", batch, [
            (t("Delete"), False, [
                *(call("DELETE", dav(f"spaces/{PERSONAL}/Documents/{name}")) for name in MINUTES),
                GET_PERSONAL])]),
        _entry("reversible", "rename file modal", rename, [
            (t("Rename"), False, [call("MOVE", dav(f"spaces/{PERSONAL}/Documents/{REPORT}"))]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "create link modal", link, [
            (t("Copy link"), False, [call("POST", f"{report}/createLink", link_body)]),
            (t("Cancel"), False, [])]),
        _entry("share", "sharing panel user chosen", panel(KARIN_NAME), [
            (t("Share"), True, [invite(report, VIEWER, KARIN, "user")])]),
        _entry("share", "sharing panel group chosen", panel(DESIGN_NAME), [
            (t("Share"), True, [invite(report, VIEWER, DESIGN, "group")])]),
        _entry("opens-prompt", "share menu", share_menu, [(t("Remove share"), False, [])]),
        _entry("revoke", "remove share confirm", remove, [
            (t("Remove"), True, [call("DELETE", f"{report}/permissions/{enc(SHARE_PERM)}")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "link menu", link_menu, [(t("Delete link"), False, [])]),
        _entry("revoke", "delete link confirm", delete_link, [
            (t("Delete"), True, [call("DELETE", f"{report}/permissions/{enc(LINK_PERM)}")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The personal space's deleted files, the confirmations of deleting one file, one
    folder of a project space's, three files, and of emptying the trash bin."""
    trash = title(t("Personal"), t("Deleted files"))
    listing = {"title": trash, "items": [
        {"button": t("Empty trash bin")}, {"text": "old-notes.txt"},
        {"menu": t("Restore")}, {"menu": t("Delete")}]}  # fmt: skip
    file_msg = ("Are you sure you want to delete this file? All its content will be permanently "
                "removed. This action cannot be undone.")  # fmt: skip
    folder_msg = ("Are you sure you want to delete this folder? All its content will be "
                  "permanently removed. This action cannot be undone.")  # fmt: skip
    many_msg = ("Are you sure you want to delete all selected resources? All their content will "
                "be permanently removed. This action cannot be undone.")  # fmt: skip
    one = modal(t, trash, t('Permanently delete file "%{name}"', name="old-notes.txt"),
                t(file_msg), [], t("Delete"))  # fmt: skip
    folder = modal(t, title(FIELD_NAME, t("Deleted files")),
                   t('Permanently delete folder "%{name}"', name="Interviews 2024"),
                   t(folder_msg), [], t("Delete"))  # fmt: skip
    many = modal(t, trash, t.n("Permanently delete selected resource?",
                               "Permanently delete %{amount} selected resources?", 3, amount="3"),
                 t(many_msg), [], t("Delete"))  # fmt: skip
    empty = modal(t, trash, t("Empty trash bin"), t(
        "Are you sure you want to permanently delete the listed items? You can’t undo this "
        "action."), [], t("Delete"))  # fmt: skip

    def purge(space: str, *ids: str) -> list[Any]:
        return [call("DELETE", dav(f"spaces/trash-bin/{space}/{i}")) for i in ids]

    return [
        _entry("opens-prompt", "trash bin page", listing, [
            (t("Empty trash bin"), False, []), (t("Delete"), False, [])]),
        _entry("delete", "delete file permanently confirm", one, [
            (t("Delete"), True, purge(PERSONAL, TRASHED[0])), (t("Cancel"), False, [])]),
        _entry("delete", "delete folder permanently confirm", folder, [
            (t("Delete"), True, purge(FIELD, TRASHED[3])), (t("Cancel"), False, [])]),
        _entry("delete", "delete three permanently confirm", many, [
            (t("Delete"), True, purge(PERSONAL, *TRASHED[:3])), (t("Cancel"), False, [])]),
        _entry("delete", "empty trash bin confirm", empty, [
            (t("Delete"), True, [call("DELETE", dav(f"spaces/trash-bin/{PERSONAL}"))]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def space_screens(t: Any) -> list[dict[str, Any]]:
    """The spaces page, the create-space modal, a space's context menu, its disabling, a
    disabled space's menu, its deletion and enabling, a space's members."""
    spaces = title(t("Spaces"))
    listing = {"title": spaces, "items": [
        {"button": t("New Space")}, {"link": t("Learn about spaces")},
        {"text": FIELD_NAME}, {"text": t("Enabled")}, {"text": ARCHIVE_NAME},
        {"text": t("Disabled")}]}  # fmt: skip
    create = modal(t, spaces, t("Create a new space"), None, [
        {"field": "oc-modal-input", "hint": t("Space name"), "text": "Marketing 2026",
         "focused": True}], t("Create"))  # fmt: skip
    menu = {"title": spaces, "items": [
        {"text": FIELD_NAME}, {"menu": t("Rename")}, {"menu": t("Edit subtitle")},
        {"menu": t("Edit description")}, {"menu": t("Edit quota")}, {"menu": t("Members")},
        {"menu": t("Disable")}]}  # fmt: skip
    off_menu = {"title": spaces, "items": [
        {"text": ARCHIVE_NAME}, {"menu": t("Enable")}, {"menu": t("Delete")}]}  # fmt: skip
    disable = modal(t, spaces, t.n('Disable Space "%{space}"?', "Disable %{spaceCount} Spaces?", 1,
                                   space=FIELD_NAME, spaceCount="1"), t.n(
        "If you disable the selected space, it can no longer be accessed. Only Space managers "
        "will still have access. Note: No files will be deleted from the server.",
        "If you disable the %{count} selected spaces, they can no longer be accessed. Only Space "
        "managers will still have access. Note: No files will be deleted from the server.",
        1, count="1"), [], t("Disable"))  # fmt: skip
    delete = modal(t, spaces, t.n('Delete Space "%{space}"?', "Delete %{spaceCount} Spaces?", 1,
                                  space=ARCHIVE_NAME, spaceCount="1"), t.n(
        "Are you sure you want to delete the selected space?",
        "Are you sure you want to delete %{count} selected spaces?", 1, count="1"), [],
        t("Delete"))  # fmt: skip
    enable = modal(t, spaces, t.n('Enable Space "%{space}"?', "Enable %{spaceCount} Spaces?", 1,
                                  space=ARCHIVE_NAME, spaceCount="1"), t.n(
        "If you enable the selected space, it can be accessed again.",
        "If you enable the %{count} selected spaces, they can be accessed again.", 1,
        count="1"), [], t("Enable"))  # fmt: skip
    field_t = title(FIELD_NAME)
    members = {"title": field_t, "items": [
        {"text": t("Add members")},
        {"field": "files-share-invite-input", "hint": t("Search"), "text": KARIN_NAME},
        {"button": t("Add")}, {"text": t("Members")}, {"text": "Anna Schmidt"}]}  # fmt: skip
    remove = modal(t, field_t, t("Remove member"),
                   t("Are you sure you want to remove this member?"), [], t("Remove"))  # fmt: skip
    root = f"{drive(FIELD)}/root"
    return [
        _entry("opens-prompt", "spaces page", listing, [(t("New Space"), False, [])]),
        _entry("reversible", "create space modal", create, [
            (t("Create"), False, [call("POST", "/graph/v1beta1/drives?template=default",
                                       {"name": "Marketing 2026", "driveType": "project"})]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "space context menu", menu, [
            (t("Disable"), False, []), (t("Rename"), False, [])]),
        _entry("reversible", "disable space confirm", disable, [
            (t("Disable"), False, [call("DELETE", drive(FIELD))]), (t("Cancel"), False, [])]),
        _entry("opens-prompt", "disabled space context menu", off_menu, [
            (t("Enable"), False, []), (t("Delete"), False, [])]),
        _entry("delete", "delete space confirm", delete, [
            (t("Delete"), True, [call("DELETE", drive(ARCHIVE))]), (t("Cancel"), False, [])]),
        _entry("reversible", "enable space confirm", enable, [
            (t("Enable"), False, [call("PATCH", drive(ARCHIVE), {"name": ARCHIVE_NAME})])]),
        _entry("share", "space members add", members, [
            (t("Add"), True, [invite(root, SPACE_EDITOR, KARIN, "user"), GET_FIELD])]),
        _entry("revoke", "remove member confirm", remove, [
            (t("Remove"), True, [
                call("DELETE", f"{root}/permissions/{enc('u:' + KARIN)}"), GET_FIELD]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The administration settings: a user's context menu, deleting one or three users,
    forbidding a login, creating a user, deleting and creating a group, the logo."""
    users = title(t("Users"))
    menu = {"title": users, "items": [
        {"text": JONAS_NAME}, {"menu": t("Edit")}, {"menu": t("Edit login")},
        {"menu": t("Edit quota")}, {"menu": t("Add to groups")},
        {"menu": t("Remove from groups")}, {"menu": t("Delete")}]}  # fmt: skip
    one = modal(t, users, t.n('Delete user "%{user}"?', "Delete %{userCount} users?", 1,
                              user=JONAS_NAME, userCount="1"), t.n(
        "Are you sure you want to delete this user?",
        "Are you sure you want to delete the %{userCount} selected users?", 1, userCount="1"),
        [], t("Delete"))  # fmt: skip
    three = modal(t, users, t.n('Delete user "%{user}"?', "Delete %{userCount} users?", 3,
                                user=JONAS_NAME, userCount="3"), t.n(
        "Are you sure you want to delete this user?",
        "Are you sure you want to delete the %{userCount} selected users?", 3, userCount="3"),
        [], t("Delete"))  # fmt: skip
    login = modal(t, users, t.n('Edit login for "%{user}"', "Edit login for %{userCount} users", 1,
                                user=JONAS_NAME, userCount="1"), None, [
        {"text": t("Login")}, {"text": t("Forbidden")}])  # fmt: skip
    create = modal(t, users, t("Create user"), None, [
        {"field": "create-user-input-user-name", "hint": f"{t('User name')}*",
         "text": "lhoffmann"},
        {"field": "create-user-input-display-name", "hint": f"{t('First and last name')}*",
         "text": "Lena Hoffmann"},
        {"field": "create-user-input-email", "hint": f"{t('Email')}*",
         "text": "lena.hoffmann@example.org"},
        {"field": "create-user-input-password", "hint": f"{t('Password')}*",
         "text": "Blue-Harbor-2026"}])  # fmt: skip
    groups = title(t("Groups"))
    delete_group = modal(t, groups, t.n('Delete group "%{group}"?', "Delete %{groupCount} groups?",
                                        1, group=GROUP_NAME, groupCount="1"), t.n(
        "Are you sure you want to delete this group?",
        "Are you sure you want to delete the %{groupCount} selected groups?", 1,
        groupCount="1"), [], t("Delete"))  # fmt: skip
    create_group = modal(t, groups, t("Create group"), None, [
        {"field": "create-group-input-display-name", "hint": f"{t('Group name')}*",
         "text": "Field team"}])  # fmt: skip
    general = {"title": title(t("General")), "items": [
        {"text": t("Appearance")}, {"text": t("Logo")}, {"menu": t("Upload logo")},
        {"menu": t("Reset logo")}]}  # fmt: skip
    new_user = {"onPremisesSamAccountName": "lhoffmann", "displayName": "Lena Hoffmann",
                "mail": "lena.hoffmann@example.org",
                "passwordProfile": {"password": "Blue-Harbor-2026"}}  # fmt: skip
    expand = "%24expand=drive%2CmemberOf%2CappRoleAssignments"  # URLSearchParams' encoding
    return [
        _entry("opens-prompt", "user context menu", menu, [
            (t("Delete"), False, []), (t("Edit login"), False, [])]),
        _entry("delete-user", "delete user confirm", one, [
            (t("Delete"), True, [call("DELETE", f"/graph/v1.0/users/{JONAS}")]),
            (t("Cancel"), False, [])]),
        _entry("delete-user", "delete three users confirm", three, [
            (t("Delete"), True, [call("DELETE", f"/graph/v1.0/users/{u}")
                                 for u in (JONAS, *OTHERS)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "edit login modal", login, [
            (t("Confirm"), False, [call("PATCH", f"/graph/v1.0/users/{JONAS}",
                                        {"accountEnabled": False})])]),
        _entry("reversible", "create user modal", create, [
            (t("Confirm"), False, [call("POST", "/graph/v1.0/users", new_user),
                                   call("GET", f"/graph/v1.0/users/{NEW_USER}?{expand}")])]),
        _entry("delete", "delete group confirm", delete_group, [
            (t("Delete"), True, [call("DELETE", f"/graph/v1.0/groups/{GROUP}")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "create group modal", create_group, [
            (t("Confirm"), False, [call("POST", "/graph/v1.0/groups",
                                        {"displayName": "Field team"})])]),
        _entry("reset", "general logo menu", general, [
            (t("Reset logo"), True, [call("DELETE", "/branding/logo"),
                                     page("/admin-settings/general")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account page, the change-password modal, the user menu and the notifications."""
    account_t = title(t("Account"))
    account = {"title": account_t, "items": [
        {"text": t("My Account")}, {"button": t("Change password")},
        {"switch": t("Receive notification mails"), "checked": True},
        {"switch": t("Show WebDAV information in details view"), "checked": False},
        {"link": t("Show devices")}]}  # fmt: skip
    password = modal(t, account_t, t("Change password"), None, [
        {"field": "current-password", "hint": t("Current password"), "text": "Old-Lamp-731"},
        {"field": "new-password", "hint": t("New password"), "text": "New-Road-482"},
        {"field": "repeat-password", "hint": t("Repeat new password"),
         "text": "New-Road-482"}])  # fmt: skip
    menu = {"title": account_t, "items": [
        {"text": "Anna Schmidt"}, {"link": t("Preferences")},
        {"button": t("Log out")}]}  # fmt: skip
    bell = {"title": title(t("Personal")), "items": [
        {"text": t("Notifications")}, {"button": t("Mark all as read")},
        {"text": KARIN_NAME}, {"text": JONAS_NAME}]}  # fmt: skip
    saved = {"value": {"accountUuid": "me", "bundleId": ACCOUNTS_BUNDLE,
                       "settingId": MAIL_SETTING, "resource": {"type": "TYPE_USER"},
                       "boolValue": True, "id": MAIL_VALUE}}  # fmt: skip
    back = quote(f"{SERVER}/", safe="")
    logout = (f"{IDP}/logout?id_token_hint={ID_TOKEN}&client_id=web"
              f"&post_logout_redirect_uri={back}&state={STATE}")  # fmt: skip
    notifications = "/ocs/v2.php/apps/notifications/api/v1/notifications"
    return [
        _entry("reversible", "account page", account, [
            (t("Receive notification mails"), False, [
                call("POST", "/api/v0/settings/values-save", saved)]),
            (t("Show WebDAV information in details view"), False, [])]),
        _entry("opens-prompt", "account page prompts", account, [
            (t("Change password"), False, [])]),
        _entry("reversible", "change password modal", password, [
            (t("Confirm"), False, [call("POST", "/graph/v1.0/me/changePassword", {
                "currentPassword": "Old-Lamp-731", "newPassword": "New-Road-482"})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "user menu", menu, [(t("Log out"), False, [page(logout)])]),
        _entry("delete", "notifications", bell, [
            (t("Mark all as read"), True, [
                call("DELETE", notifications, {"ids": NOTIFICATIONS})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*files_screens(t), *trash_screens(t), *space_screens(t), *admin_screens(t),
            *account_screens(t)]  # fmt: skip
