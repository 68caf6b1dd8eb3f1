"""Cloudreve's own pages, screens for the five-hundred-and-twenty-first held-out corpus: the file
manager (a file's context menu, the delete, rename and share dialogs, the versions and direct
links of a file, the trash bin), the shares page, the WebDAV accounts, the settings' security
and preference tabs and the user menu, of an administrator, "Mara Lindqvist", signed in.
``screens(t)`` lays them out in one language (see screens.py); what each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    call,
    confirm,
    confirm_acts,
    dialog,
    entry,
    link,
    menu,
    page,
    query,
    title,
    trans,
)

ME, ME_EMAIL = "Mara Lindqvist", "mara@example.org"
FOLDER = "Reports"  # cloudreve://my/Reports, where the file manager is open
REPORT_NAME = "q3-report.pdf"
REPORT = f"cloudreve://my/{FOLDER}/{REPORT_NAME}"  # FileResponse.path
OTHER_FILES = ["q2-report.pdf", "budget-2026.xlsx"]
NEW_NAME = "q3-report-final.pdf"
VERSION = "Wq4Ry"  # the hash id of the report's older version (an entity)
DIRECT_LINK = "p3Xk9"  # the hash id of the report's direct link
TRASHED_NAME = "old-budget.xlsx"
TRASHED = "cloudreve://trash/5f0c2a9e-8d41-4b7a-9e3c-1d2f6a7b8c90"  # soft-deleted: a UUID name
SHARE, SHARE_NAME = "Kx7Ep", "lisbon-2025.zip"  # a share of Mara's, its hash id
DAV, DAV_NAME = "Lq2nB", "Laptop (rclone)"  # a WebDAV account, its hash id
PASSKEY, PASSKEY_NAME = "Xq8f2vK1bN3mR5tY7wZ9cA", "Chrome on macOS"  # its credential id
DESKTOP_APP = "393a1839-f52e-498e-9972-e77cc2241eee"  # the desktop client's OAuth client GUID
REFRESH_TOKEN = (  # made up: the session's refresh token (a JWT)
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCIsInN1YiI6ImxKNEZxIn0"
    ".Zq3vN8wK2pL5tR7yB1cD4fG6hJ9kM0nP2sU4xA6zC8e"
)
CURRENT_PASSWORD, NEW_PASSWORD = "harbour-Lights-71", "Quiet-Orchard-2026"


def screens(t: Any) -> list[dict[str, Any]]:
    return file_screens(t) + trash_screens(t) + page_screens(t)


def file_screens(t: Any) -> list[dict[str, Any]]:
    """The report's context menu in the Reports folder (with its "More actions" submenu open),
    the delete dialog (to the trash bin, and permanently), the rename and share dialogs, the
    versions' menu and the confirmations of deleting a version and a direct link."""
    fm = "application:fileManager"
    entries = [t(f"{fm}.{k}") for k in ("open", "openWith", "download", "share", "rename",
               "copy", "getSourceLink", "tags", "organize", "moreActions", "viewDetails",
               "delete")]  # fmt: skip
    more = entries.index(t(f"{fm}.moreActions")) + 1
    submenu = [t(f"{fm}.{k}") for k in ("manageVersions", "manageDirectLinks", "createArchive")]
    context = menu(FOLDER, entries)
    with_more = menu(FOLDER, [*entries[:more], *submenu, *entries[more:]])
    info = call("GET", "/file/info" + query({"uri": REPORT, "extended": True}))

    def delete(hard: bool) -> list[Any]:
        return [call("DELETE", "/file", {"uris": [REPORT], "unlink": False,
                                         "skip_soft_delete": hard})]  # fmt: skip

    advanced = {"button": t("application:modals.advanceOptions")}
    to_trash = dialog(t, FOLDER, t("application:modals.deleteTitle"),
                      trans(t, "application:modals.deleteOneDescription", {"name": REPORT_NAME}),
                      [{"text": trans(t, "application:modals.trashRetention",
                                      {"num": t("common:days", {"d": 7})})},
                       advanced])  # fmt: skip
    hard = dialog(t, FOLDER, t("application:modals.deleteTitle"),
                  trans(t, "application:modals.deleteOneDescriptionHard", {"name": REPORT_NAME}),
                  [advanced,
                   {"switch": t("application:modals.skipSoftDelete"), "checked": True},
                   {"switch": t("application:modals.unlinkOnly"), "checked": False}])  # fmt: skip
    rename = dialog(t, FOLDER, t(f"{fm}.rename"),
                    trans(t, "application:modals.renameDescription", {"name": REPORT_NAME}),
                    [{"field": "name", "hint": t("application:modals.newName"),
                      "text": NEW_NAME}])  # fmt: skip
    share_rows = [{"row": t("application:modals.expireAutomatically")},
                  {"row": t("application:modals.expireAfterDownload")}]  # fmt: skip
    share = dialog(
        t,
        FOLDER,
        t("application:modals.createShareLink"),
        None,
        [{"row": t("application:modals.privateShare")}, *share_rows],
    )
    share_private = dialog(t, FOLDER, t("application:modals.createShareLink"), None, [
        {"row": t("application:modals.privateShare")},
        {"text": t("application:modals.privateShareDes")},
        {"switch": t("application:modals.useCustomPassword"), "checked": False},
        *share_rows])  # fmt: skip
    versions = menu(FOLDER, [t(f"{fm}.{k}") for k in ("open", "download", "setAsCurrent",
                                                       "delete")])  # fmt: skip
    version = {"uri": REPORT, "version": VERSION}
    return [
        entry("harmless", "file context menu", context, [
            (t(f"{fm}.organize"), False, []),
            (t(f"{fm}.moreActions"), False, [])]),
        entry("opens-prompt", "file context menu dialogs", context, [
            (t(f"{fm}.share"), False, []),
            (t(f"{fm}.rename"), False, []),
            (t(f"{fm}.delete"), False, [])]),
        entry("reversible", "file context menu direct link", context, [
            (t(f"{fm}.getSourceLink"), False, [call("PUT", "/file/source",
                                                     {"uris": [REPORT]})])]),
        entry("opens-prompt", "file context menu more actions", with_more, [
            (t(f"{fm}.manageVersions"), False, [info])]),
        entry("reversible", "DeleteConfirmation to trash", to_trash, [
            (t("common:ok"), False, delete(False)),
            (t("common:cancel"), False, []),
            (t("application:modals.advanceOptions"), False, [])]),
        entry("delete", "DeleteConfirmation permanently", hard, [
            (t("common:ok"), True, delete(True)),
            (t("common:cancel"), False, [])]),
        entry("reversible", "Rename dialog", rename, [
            (t("common:ok"), False, [call("POST", "/file/rename",
                                          {"uri": REPORT, "new_name": NEW_NAME})]),
            (t("common:cancel"), False, [])]),
        entry("publish", "ShareDialog public link", share, [
            (t("common:ok"), True, [call("PUT", "/share", {"uri": REPORT})]),
            (t("common:cancel"), False, [])]),
        entry("reversible", "ShareDialog password-protected link", share_private, [
            (t("common:ok"), False, [call("PUT", "/share", {"uri": REPORT, "is_private": True})]),
            (t("application:modals.expireAutomatically"), False, [])]),
        entry("reversible", "VersionControl version menu", versions, [
            (t(f"{fm}.setAsCurrent"), False, [call("POST", "/file/version/current", version)])]),
        entry("opens-prompt", "VersionControl version menu delete", versions, [
            (t(f"{fm}.delete"), False, [])]),
        entry("delete", "delete version confirm", confirm(
            t, FOLDER, t(f"{fm}.deleteVersionWarning")),
            confirm_acts(t, [call("DELETE", "/file/version", version)])),
        entry("revoke", "delete direct link confirm", confirm(
            t, FOLDER, t(f"{fm}.deleteLinkConfirm")),
            confirm_acts(t, [call("DELETE", f"/file/source/{DIRECT_LINK}")])),
    ]  # fmt: skip


def navigation(t: Any) -> list[dict[str, Any]]:
    """The drawer's tree roots and page links (the administrator's group may use WebDAV and
    remote downloads)."""
    keys = ("myFiles", "sharedWithMe", "trash", "myShare", "connect", "taskQueue",
            "remoteDownload")  # fmt: skip
    return [{"button": t(f"application:navbar.{k}")} for k in keys]


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The trash bin with a file selected (its toolbar, the drawer's Empty trash), the delete
    dialog of a file in the trash bin and the confirmation of emptying it."""
    fm = "application:fileManager"
    trash = t("application:navbar.trash")
    selected = page(trash, [
        {"button": t(f"{fm}.emptyTrash")}, *navigation(t),
        {"text": t("application:navbar.objectsSelected", {"num": 1})},
        {"icon": t(f"{fm}.copy")}, {"icon": t(f"{fm}.move")}, {"icon": t(f"{fm}.restore")},
        {"icon": t(f"{fm}.delete")},
        {"list": [{"row": TRASHED_NAME}, {"row": "notes-2024.md"}]}])  # fmt: skip
    hard = dialog(t, trash, t("application:modals.deleteTitle"),
                  trans(t, "application:modals.deleteOneDescriptionHard",
                        {"name": TRASHED_NAME}),
                  [{"button": t("application:modals.advanceOptions")}])  # fmt: skip
    return [
        entry("reversible", "trash bin restore", selected, [
            (t(f"{fm}.restore"), False, [call("POST", "/file/restore", {"uris": [TRASHED]})])]),
        entry("opens-prompt", "trash bin", selected, [
            (t(f"{fm}.emptyTrash"), False, []),
            (t(f"{fm}.delete"), False, [])]),
        entry("delete", "DeleteConfirmation in trash bin", hard, [
            (t("common:ok"), True, [call("DELETE", "/file", {
                "uris": [TRASHED], "unlink": False, "skip_soft_delete": True})]),
            (t("common:cancel"), False, [])]),
        entry("delete", "empty trash confirm", confirm(
            t, trash, t(f"{fm}.emptyTrashConfirm")),
            confirm_acts(t, [call("DELETE", "/file/trash")])),
    ]  # fmt: skip


def page_screens(t: Any) -> list[dict[str, Any]]:
    """The shares page's menu and its confirmation, a WebDAV account's menu, the settings'
    security tab (and its password form filled in), the confirmations of removing a passkey and
    revoking an app, the preference tab and the user menu."""
    fm, st = "application:fileManager", "application:setting"
    shares = t("application:navbar.myShare")
    share_menu = menu(shares, [t(f"{fm}.open"), t("application:share.copyLinkToClipboard"),
                               t(f"{fm}.edit"), t(f"{fm}.delete")])  # fmt: skip
    connect = t("application:navbar.connect")
    dav_menu = menu(connect, [t(f"{fm}.edit"), t(f"{fm}.delete")])
    settings = t("application:navbar.setting")
    tabs = [{"tab": t(f"{st}.{k}")} for k in ("profile", "preference", "security")]
    password = [{"text": t("application:login.password")}]
    two_fa = [{"text": t(f"{st}.2fa")}, {"text": t(f"{st}.enabled")},
              {"button": t(f"{st}.disable2FA")}]  # fmt: skip
    rest = [
        {"text": t(f"{st}.hardwareAuthenticator")}, {"row": PASSKEY_NAME},
        {"button": t(f"{st}.addNewAuthenticator")}, {"text": t(f"{st}.externalApps")},
        {"row": t("application:oauth.desktop"), "secondary": t(f"{st}.neverUsed")},
        {"button": t(f"{st}.revokeOAuthGrant")}]  # fmt: skip
    security = page(settings, [*tabs, *password,
                               {"button": t("application:login.resetPassword")},
                               *two_fa, *rest])  # fmt: skip
    password_form = page(settings, [*tabs, *password,
        {"field": "current_password", "hint": t(f"{st}.originalPassword"),
         "text": CURRENT_PASSWORD},
        {"field": "new_password", "hint": t("application:login.newPassword"),
         "text": NEW_PASSWORD},
        {"field": "repeat_password", "hint": t("application:login.repeatPassword"),
         "text": NEW_PASSWORD},
        {"button": t(f"{fm}.save")}, *two_fa])  # fmt: skip
    preferences = page(settings, [*tabs,
        {"text": t(f"{st}.language")}, {"text": t(f"{st}.timeZone")},
        {"text": t(f"{st}.versionRetention")},
        {"switch": t(f"{st}.enableVersionRetention"), "checked": False},
        {"text": t(f"{st}.syncView")}, {"button": t(f"{st}.syncViewOn")},
        {"button": t(f"{st}.syncViewOff")}, {"text": t(f"{st}.treeView")},
        {"switch": t(f"{st}.autoExpandTreeView"), "checked": False},
        {"text": t(f"{st}.folderClickAction")}, {"button": t(f"{st}.folderClickOpen")},
        {"button": t(f"{st}.folderClickSelect")}])  # fmt: skip
    user_keys = ("navbar.dashboard", "navbar.setting", "navbar.myProfile", "login.logout")
    user_menu = {"title": title(FOLDER), "dialog": {}, "items": [
        {"text": ME}, {"text": ME_EMAIL},
        *({"menu": t(f"application:{k}")} for k in user_keys)]}  # fmt: skip
    return [
        entry("harmless", "shares page share menu", share_menu, [
            (t(f"{fm}.open"), False, [link(f"/s/{SHARE}")]),
            (t("application:share.copyLinkToClipboard"), False, [])]),
        entry("opens-prompt", "shares page share menu delete", share_menu, [
            (t(f"{fm}.delete"), False, [])]),
        entry("revoke", "delete share confirm", confirm(
            t, shares, t(f"{fm}.deleteShareWarning")),
            confirm_acts(t, [call("DELETE", f"/share/{SHARE}")])),
        entry("revoke", "WebDAV account menu delete", dav_menu, [
            (t(f"{fm}.delete"), True, [call("DELETE", f"/devices/dav/{DAV}")])]),
        entry("opens-prompt", "WebDAV account menu edit", dav_menu, [
            (t(f"{fm}.edit"), False, [])]),
        entry("opens-prompt", "settings security tab", security, [
            (t("application:login.resetPassword"), False, []),
            (t(f"{st}.disable2FA"), False, []),
            (t(f"{st}.revokeOAuthGrant"), False, [])]),
        entry("sign-out", "settings security tab new password", password_form, [
            (t(f"{fm}.save"), True, [call("PATCH", "/user/setting", {
                "current_password": CURRENT_PASSWORD, "new_password": NEW_PASSWORD})])]),
        entry("revoke", "remove passkey confirm", confirm(
            t, settings, t(f"{st}.removedAuthenticatorConfirm")),
            confirm_acts(t, [call("DELETE", f"/user/authn?id={PASSKEY}")])),
        entry("revoke", "revoke app authorization confirm", confirm(
            t, settings, t(f"{st}.revokeOAuthGrantConfirm")),
            confirm_acts(t, [call("DELETE", f"/session/oauth/grant/{DESKTOP_APP}")])),
        entry("reversible", "settings preference tab", preferences, [
            (t(f"{st}.syncViewOff"), False, [call("PATCH", "/user/setting",
                                                  {"disable_view_sync": True})]),
            (t(f"{st}.autoExpandTreeView"), False, []),
            (t(f"{st}.folderClickSelect"), False, [])]),
        entry("reversible", "user menu", user_menu, [
            (t("application:login.logout"), False, [call("DELETE", "/session/token",
                                                         {"refresh_token": REFRESH_TOKEN})])]),
    ]  # fmt: skip
