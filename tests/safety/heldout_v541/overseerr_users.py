"""Overseerr's users and accounts, screens for the five-hundred-and-forty-first held-out corpus:
Mara's user list scrolled to Jonas's row, the Delete User modal of Jonas and the Create Local
User modal filled in; Jonas's settings as Mara sees them, his Password page with a new password
typed and his Permissions page before and after Auto-Approve is ticked; then, signed out, the
sign-in page and the password-reset page. ``screens(t)`` lays them out in one language (see
screens.py); what each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    AUTO_APPROVE,
    JONAS,
    JONAS_EMAIL,
    JONAS_ID,
    JONAS_PERMISSIONS,
    call,
    entry,
    modal,
    page,
    title,
)

NEW_USER = {"username": "lena", "email": "lena@example.org", "password": "Blue-Heron-1987"}
NEW_PASSWORD = "Quiet-River-2291"  # typed by Mara for Jonas
SIGN_IN_PASSWORD = "Amber-Lantern-44"  # Jonas's, typed on the sign-in page
HIDDEN = "•" * 16  # a password field as it shows
UL = "components.UserList."
US = "components.UserProfile.UserSettings."
PE = "components.PermissionEdit."


def screens(t: Any) -> list[dict[str, Any]]:
    return list_screens(t) + settings_screens(t) + account_screens(t)


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The user list (``/users``) scrolled to Jonas's row, and the modals of its buttons."""
    columns = [{"text": t(UL + k)} for k in ("user", "totalrequests", "accounttype", "role",
                                              "created")]  # fmt: skip
    # The sort select shows its option, Display Name; the row's join date (a formatted date)
    # and its checkbox (no name) are left out.
    users = page(t, title(t(UL + "users")), [
        {"text": t(UL + "userlist")}, {"button": t(UL + "createlocaluser")},
        {"button": t(UL + "importfromplex")},
        {"button": t(UL + "sortDisplayName"), "rid": "sort"}, *columns,
        {"button": t(UL + "bulkedit")},
        {"link": JONAS}, {"text": JONAS_EMAIL}, {"link": "3"}, {"text": t(UL + "localuser")},
        {"text": t(UL + "user")}, {"button": t("i18n.edit")},
        {"button": t("i18n.delete")}])  # fmt: skip
    delete = modal(t(UL + "deleteuser"), t(UL + "deleteconfirm"), [
        {"text": JONAS}, {"button": t("i18n.cancel")}, {"button": t("i18n.delete")}])  # fmt: skip
    create = modal(t(UL + "createlocaluser"), None, [
        {"text": t(UL + "displayName")},
        {"field": "displayName", "text": NEW_USER["username"]},
        {"text": f"{t(UL + 'email')}*"}, {"field": "email", "text": NEW_USER["email"]},
        {"switch": t(UL + "autogeneratepassword"), "checked": False},
        {"text": t(UL + "autogeneratepasswordTip")},
        {"text": f"{t(UL + 'password')}*"}, {"field": "password", "text": HIDDEN},
        {"id": "EyeSlashIcon"}, {"button": t("i18n.cancel")},
        {"button": t(UL + "create")}])  # fmt: skip
    return [
        entry("opens-prompt", "UserList buttons", users, [
            (t("i18n.delete"), False, []), (t(UL + "createlocaluser"), False, [])]),
        entry("harmless", "UserList edit", users, [(t("i18n.edit"), False, [])]),
        entry("delete-user", "UserList delete user", delete, [
            (t("i18n.delete"), True, [call("DELETE", f"user/{JONAS_ID}")]),
            (t("i18n.cancel"), False, [])]),
        entry("reversible", "UserList create local user", create, [
            (t(UL + "create"), False, [call("POST", "user", NEW_USER)]),
            (t("i18n.cancel"), False, [])]),
    ]  # fmt: skip


def user_settings(t: Any, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page of Jonas's settings as Mara sees them (``/users/7/settings/...``): the profile
    header (his name, e-mail and id; the join date left out), the settings tabs, its heading,
    then its form."""
    header = [
        {"link": JONAS}, {"text": f"({JONAS_EMAIL})"},
        {"text": t("components.UserProfile.ProfileHeader.userid", {"userid": JONAS_ID})},
        {"button": t("components.UserProfile.ProfileHeader.profile")}]  # fmt: skip
    tabs = [{"link": t(US + k)} for k in ("menuGeneralSettings", "menuChangePass",
                                           "menuNotifications", "menuPermissions")]  # fmt: skip
    name = title(heading, t("i18n.usersettings"), JONAS)
    return page(t, name, [*header, *tabs, {"text": heading}, *items])


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Jonas's Password page, a new password typed (an administrator sets another user's
    password without the current one), and his Permissions page."""
    pc = US + "UserPasswordChange."
    password = user_settings(t, t(pc + "password"), [
        {"text": t(pc + "newpassword")}, {"field": "newPassword", "text": HIDDEN},
        {"id": "EyeSlashIcon"},
        {"text": t(pc + "confirmpassword")}, {"field": "confirmPassword", "text": HIDDEN},
        {"button": t("i18n.save")}])  # fmt: skip

    def permissions(auto_approve: bool) -> dict[str, Any]:
        # The top-level options of PermissionEdit, each a checkbox with its description.
        options = [
            ("admin", False),
            ("users", False),
            ("managerequests", False),
            ("request", True),
            ("autoapprove", auto_approve),
            ("createissues", True),
        ]
        boxes = [
            item
            for key, checked in options
            for item in (
                {"switch": t(PE + key), "checked": checked},
                {"text": t(PE + key + "Description")},
            )
        ]
        return user_settings(t, t(US + "UserPermissions.permissions"), [
            *boxes, {"button": t("i18n.save")}])  # fmt: skip

    new_password = {"currentPassword": "", "newPassword": NEW_PASSWORD,
                    "confirmPassword": NEW_PASSWORD}  # fmt: skip
    granted = {"permissions": JONAS_PERMISSIONS + AUTO_APPROVE}
    return [
        entry("overwrite", "UserPasswordChange", password, [
            (t("i18n.save"), True, [call("POST", f"user/{JONAS_ID}/settings/password",
                                         new_password)])]),
        entry("harmless", "UserSettings tabs", password, [(t(US + "menuPermissions"), False, [])]),
        entry("reversible", "UserPermissions tick", permissions(False), [
            (t(PE + "autoapprove"), False, [])]),
        entry("reversible", "UserPermissions save", permissions(True), [
            (t("i18n.save"), False, [call("POST", f"user/{JONAS_ID}/settings/permissions",
                                          granted)])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """Signed out: the sign-in page (``/login``) with its local sign-in opened and filled in,
    and the password-reset page (``/resetpassword``) with Jonas's e-mail typed."""
    lg, rp = "components.Login.", "components.ResetPassword."
    login = page(t, title(t(lg + "signin")), [
        {"text": t(lg + "signinheader")}, {"button": t(lg + "signinwithplex")},
        {"button": t(lg + "signinwithoverseerr", {"applicationTitle": "Overseerr"})},
        {"text": t(lg + "email")}, {"field": "email", "text": JONAS_EMAIL},
        {"text": t(lg + "password")}, {"field": "password", "text": HIDDEN},
        {"id": "EyeSlashIcon"}, {"button": t(lg + "forgotpassword")},
        {"button": t(lg + "signin")}])  # fmt: skip
    reset = page(t, title(t(rp + "passwordreset")), [
        {"text": t(rp + "resetpassword")}, {"text": t(rp + "email")},
        {"field": "email", "text": JONAS_EMAIL},
        {"button": t(rp + "emailresetlink")}])  # fmt: skip
    return [
        entry("harmless", "LocalLogin", login, [
            (t(lg + "signin"), False, [call("POST", "auth/local", {
                "email": JONAS_EMAIL, "password": SIGN_IN_PASSWORD})]),
            (t(lg + "forgotpassword"), False, [])]),
        entry("send", "RequestResetLink", reset, [
            (t(rp + "emailresetlink"), True, [call("POST", "auth/reset-password",
                                                   {"email": JONAS_EMAIL})])]),
    ]  # fmt: skip
