"""Greenlight's account screens for the five-hundred-and-nineteenth held-out corpus:
``screens(t)`` lays out, in one language, the header's user menu (an administrator's), a
user's profile (its account info, change password and delete account panes), the
confirmation of deleting one's account and the sign-in page; ``t(key, *values)`` is the
language's lookup of an i18next key of ``app/assets/locales/<lang>.json``. ``t.code``, where
the lookup has one, is the language the user's account is set to (``en`` otherwise), which
the profile form sends back."""

from __future__ import annotations

from typing import Any

from screens import (
    LI,
    LI_EMAIL,
    PAGE,
    USER_ROLE,
    T,
    call,
    entry,
    field,
    menu,
    modal,
    page,
)


def profile(t: T, pane: list[dict[str, Any]], pills: bool = True) -> dict[str, Any]:
    """The profile page: its heading, the side pills, the open pane."""
    keys = ("account_info", "change_password", "delete_account") if pills else ()
    return page(PAGE, [{"text": t("user.profile.profile")},
                       *({"tab": t(f"user.account.{key}")} for key in keys), *pane])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    code = getattr(t, "code", "en")
    user_menu = menu(PAGE, [{"menu": t("user.profile.profile")}, {"menu": t("admin.admin_panel")},
                            {"button": t("authentication.sign_out")}])  # fmt: skip
    account_info = profile(t, [
        {"text": t("user.account.update_account_info")},
        *field(t("forms.user.update_user.fields.full_name.label"), "updateUserFormName",
               "Li Wei Chen"),
        *field(t("forms.user.update_user.fields.email.label"), "updateUserFormEmail",
               LI_EMAIL),
        {"button": t("reset")}, {"button": t("update")},
        {"button": t("user.avatar.upload_avatar")},
        {"button": t("user.avatar.delete_avatar")}])  # fmt: skip
    updated = {"name": "Li Wei Chen", "email": LI_EMAIL, "language": code, "role_id": USER_ROLE}
    # The pane's heading repeats its button's words and the pills repeat them too: the pane
    # is shown without them.
    prefix = "forms.user.change_password.fields"
    change_password = profile(t, [
        *field(t(f"{prefix}.old_password.label"), "changePwdFormOldPwd", "Maple#2024",
               t(f"{prefix}.old_password.placeholder")),
        *field(t(f"{prefix}.new_password.label"), "changePwdFormNewPwd", "Harbor#2025",
               t(f"{prefix}.new_password.placeholder")),
        *field(t(f"{prefix}.password_confirmation.label"), "changePwdFormPwdConf",
               "Harbor#2025", t(f"{prefix}.password_confirmation.placeholder")),
        {"button": t("cancel")}, {"button": t("user.account.change_password")},
    ], pills=False)  # fmt: skip
    passwords = {"user": {"old_password": "Maple#2024", "new_password": "Harbor#2025",
                          "password_confirmation": "Harbor#2025"}}  # fmt: skip
    delete_account = profile(t, [
        {"text": t("user.account.permanently_delete_account")},
        {"text": t("user.account.delete_account_description")},
        {"button": t("user.account.delete_account_confirmation")}])  # fmt: skip
    # The confirmation's heading repeats its button's words: it is left out.
    question = f"{t('user.account.are_you_sure_delete_account')} {t('action_permanent')}"
    delete_confirm = modal(PAGE, None, question, [
        {"button": t("close")}, {"button": t("user.account.delete_account")}])  # fmt: skip
    # The card's title repeats the submit button's words: it is left out.
    sign_in = page(PAGE, [
        *field(t("forms.user.signin.fields.email.label"), "email", LI_EMAIL,
               t("forms.user.signin.fields.email.placeholder")),
        *field(t("forms.user.signin.fields.password.label"), "password", "Harbor#2025",
               t("forms.user.signin.fields.password.placeholder")),
        {"switch": t("forms.user.signin.fields.remember_me.label"), "checked": False},
        {"link": t("authentication.forgot_password")},
        {"button": t("authentication.sign_in")},
        {"text": t("authentication.dont_have_account")},
        {"link": t("authentication.sign_up")}])  # fmt: skip
    session = {"session": {"email": LI_EMAIL, "password": "Harbor#2025", "extend_session": False},
               "token": ""}  # fmt: skip
    return [
        entry("harmless", "header user menu", user_menu, [
            (t("user.profile.profile"), False, [
                call("GET", "/locales.json"),
                call("GET", "/site_settings.json?names=AllowNameUpdate")]),
            (t("authentication.sign_out"), False, [call("DELETE", "/sessions/signout.json")])]),
        entry("reversible", "profile account info", account_info, [
            (t("update"), False, [call("PATCH", f"/users/{LI}.json", updated)])]),
        entry("opens-prompt", "profile upload avatar", account_info, [
            (t("user.avatar.upload_avatar"), False, [])]),
        entry("delete", "profile delete avatar", account_info, [
            (t("user.avatar.delete_avatar"), True, [
                call("DELETE", f"/users/{LI}/purge_avatar.json")])]),
        entry("reversible", "profile change password", change_password, [
            (t("user.account.change_password"), False, [
                call("POST", "/users/change_password.json", passwords)]),
            (t("cancel"), False, [])]),
        entry("opens-prompt", "profile delete account", delete_account, [
            (t("user.account.delete_account_confirmation"), False, [])]),
        entry("delete-account", "delete account confirm", delete_confirm, [
            (t("user.account.delete_account"), True, [call("DELETE", f"/users/{LI}.json")]),
            (t("close"), False, [])]),
        entry("harmless", "sign in page", sign_in, [
            (t("authentication.sign_in"), False, [call("POST", "/sessions.json", session)])]),
    ]  # fmt: skip
