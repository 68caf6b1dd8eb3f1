"""2FAuth's screens for the three-hundred-and-eighty-first held-out corpus: ``screens(t, ok,
cancel)`` lays them out in one language, ``t(key, **args)`` being that language's lookup of a
key of the app's ``resources/lang/<lang>.json`` catalogue and ``ok`` and ``cancel`` the buttons
the browser shows in a ``confirm()``. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"  # httpClientFactory('api'): subdirectory + '/api/v1'; 'web' is subdirectory + '/'
ME_EMAIL, PASSWORD = "ada@lovelace.dev", "correct horse battery"  # the signed-in user
GRACE, GRACE_ID = "Grace", 7  # another user of the instance
GITHUB, PROTON = 12, 15  # two of the 2FA accounts' ids
WORK = 3  # the group "Work"
GITHUB_SECRET, NEW_SECRET = "JBSWY3DPEHPK3PXP", "N5XW4ZLTMVRWK4TF"  # made up
# Made up: a personal access token's id (80 hex digits) and a WebAuthn credential's id.
TOKEN_ID = "8c1f4e7a2b9d3c6e5f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c"
DEVICE_ID = "pQ3xK9vL2mN8rT5wY1zB7cD4fG6hJ0kS"
Act = tuple[str | dict[str, Any], bool, list[Any]]


def api(method: str, path: str, data: Any = None, web: bool = False) -> Any:
    """An axios call of the api client (``/api/v1``) or, with ``web``, of the web client or a
    ``Form`` (the site's root); a body is ``JSON.stringify``'s."""
    url = path if web else f"{API}{path}"
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


ACCOUNTS = api("GET", "/twofaccounts")  # the accounts store reloads (codes on request)
GROUPS = api("GET", "/groups")  # the groups store reloads


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**(label if isinstance(label, dict) else {"tap": label}),
              "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"2fauth {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def screens(t: Any, ok: str = "OK", cancel: str = "Cancel") -> list[dict[str, Any]]:
    """Every screen of one language, in the order of the corpus."""
    return [*account_screens(t, ok, cancel), *group_screens(t, ok, cancel),
            *sharing_screens(t, ok, cancel), *settings_screens(t, ok, cancel),
            *admin_screens(t, ok, cancel), *entry_screens(t, ok, cancel)]  # fmt: skip


def confirm(title: str, message: str, ok: str, cancel: str) -> dict[str, Any]:
    """``window.confirm()`` over a page: the browser's dialog with the message and its two
    buttons."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


def account_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The accounts page, its footer menu and the sign-out, an account's OTP modal and its
    deletion, the management mode with its bulk actions, the export modal and an account's
    edit form."""
    title = t("title.accounts")
    home = {"title": title, "items": [
        {"field": "txtSearch", "hint": t("label.search"), "text": ""},
        {"row": "GitHub", "secondary": "ada-lovelace"},
        {"row": "Proton", "secondary": "ada@proton.me"},
        {"row": "Nextcloud", "secondary": "ada"},
        {"button": t("label.new")}, {"button": t("label.manage")},
        {"button": ME_EMAIL}]}  # fmt: skip
    menu = {"title": title, "items": [
        {"button": t("label.new")}, {"button": t("label.manage")},
        {"link": t("link.settings")}, {"link": t("link.admin_panel")},
        {"button": t("label.sign_out")}]}  # fmt: skip
    otp = {"title": title, "dialog": {"title": "GitHub"}, "items": [
        {"text": "GitHub"}, {"text": "ada-lovelace"}, {"text": "482 913"},
        {"link": t("link.manage_sharing")}, {"link": t("link.transfer_ownership")},
        {"link": t("link.otp_generation_log")}, {"icon": t("tooltip.show_qrcode")},
        {"icon": t("tooltip.edit_account")}, {"icon": t("tooltip.delete_account")},
        {"button": t("label.close")}]}  # fmt: skip
    manage = {"title": title, "items": [
        {"text": t("message.x_selected", count="2")},
        {"icon": t("tooltip.clear_selection")}, {"button": t("label.check_all")},
        {"icon": t("tooltip.sort_ascending")}, {"icon": t("tooltip.sort_descending")},
        {"row": "GitHub", "secondary": "ada-lovelace"},
        {"row": "Proton", "secondary": "ada@proton.me"},
        {"button": t("label.move")}, {"button": t("label.unshare")},
        {"button": t("label.delete")}, {"button": t("label.export")},
        {"button": t("label.done")}]}  # fmt: skip
    export = {"title": title, "items": [
        {"text": t("message.twofauth_export_format_sub")},
        {"link": t("link.twofauth_export_schema")},
        {"button": t("label.twofauth_export_format")},
        {"text": t("message.otpauth_export_format_sub")},
        {"button": t("label.otpauth_export_format")}, {"button": t("label.close")}]}  # fmt: skip
    edit_t = t("title.editAccount")

    def edit(secret: str) -> dict[str, Any]:
        """The edit form with the name changed, or with the secret field unlocked and a new
        secret typed in."""
        service = "GitHub Enterprise" if secret == GITHUB_SECRET else "GitHub"
        shown = "••••••••••••••••" if secret == GITHUB_SECRET else secret
        return {"title": edit_t, "items": [
            {"text": t("heading.edit_account")},
            {"field": "service", "hint": t("field.service"), "text": service},
            {"field": "account", "hint": t("field.account"), "text": "ada-lovelace"},
            {"field": "secret", "hint": t("field.secret"), "text": shown},
            {"button": t("label.save")}, {"button": t("label.test")},
            {"button": t("label.cancel")}]}  # fmt: skip

    def save(secret: str) -> Any:
        service = "GitHub Enterprise" if secret == GITHUB_SECRET else "GitHub"
        return api("PUT", f"{API}/twofaccounts/{GITHUB}", {
            "service": service, "account": "ada-lovelace", "otp_type": "totp",
            "icon": "github.png", "group_id": WORK, "secret": secret, "algorithm": "sha1",
            "digits": 6, "counter": None, "period": 30}, web=True)  # fmt: skip

    ids = f"{GITHUB},{PROTON}"
    return [
        _entry("reversible", "accounts page", home, [
            ("GitHub", False, [api("GET", f"/twofaccounts/{GITHUB}"),
                               api("GET", f"/twofaccounts/{GITHUB}/otp")]),
        ]),
        _entry("opens-prompt", "footer menu sign out", menu, [(t("label.sign_out"), False, [])]),
        _entry("reversible", "sign out confirm", confirm(
            title, t("confirmation.logout"), ok, cancel), [
            (ok, False, [api("GET", "/user/logout", web=True)])]),
        _entry("opens-prompt", "otp modal actions", otp, [
            (t("tooltip.delete_account"), False, [])]),
        _entry("delete", "delete account confirm", confirm(
            title, t("confirmation.delete_twofaccount"), ok, cancel), [
            (ok, True, [api("DELETE", f"/twofaccounts?ids={GITHUB}")]), (cancel, False, [])]),
        _entry("opens-prompt", "management mode bulk actions", manage, [
            (t("label.delete"), False, []), (t("label.unshare"), False, [])]),
        _entry("delete", "bulk delete confirm", confirm(
            title, t("confirmation.delete_twofaccount"), ok, cancel), [
            (ok, True, [api("DELETE", f"/twofaccounts?ids={ids}")]), (cancel, False, [])]),
        _entry("reversible", "bulk unshare confirm", confirm(
            title, t("confirmation.bulk_unshare"), ok, cancel), [
            (ok, False, [api("DELETE", f"/twofaccounts/{GITHUB}/shares"),
                         api("DELETE", f"/twofaccounts/{PROTON}/shares")])]),
        _entry("harmless", "export modal", export, [
            (t("label.twofauth_export_format"), False, [
                api("GET", f"/twofaccounts/export?ids={ids}")])]),
        _entry("reversible", "edit account form", edit(GITHUB_SECRET), [
            (t("label.save"), False, [save(GITHUB_SECRET)])]),
        _entry("overwrite", "edit account secret", edit(NEW_SECRET), [
            (t("label.save"), True, [save(NEW_SECRET)])]),
    ]  # fmt: skip


def group_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The groups page, a group's deletion, the new and edit group forms."""
    title = t("title.groups")
    listing = {"title": title, "items": [
        {"text": t("heading.groups")}, {"link": t("link.create_group")}, {"text": "Work"},
        {"text": t("message.x_accounts", count="4")}, {"link": t("label.edit")},
        {"icon": t("tooltip.delete")},
        {"text": t("message.deleting_group_does_not_delete_accounts")},
        {"button": t("label.close")}]}  # fmt: skip

    def form(heading: str, name: str, chips: bool, submit: str) -> dict[str, Any]:
        return {"title": t("title.createGroup" if submit == "label.create" else "title.editGroup"),
                "items": [{"text": t(heading)},
                          {"field": "name", "hint": t("field.name"), "text": name},
                          {"switch": t("field.show_in_chips"), "checked": chips},
                          {"button": t(submit)}, {"button": t("label.cancel")}]}  # fmt: skip

    return [
        _entry("opens-prompt", "groups page", listing, [(t("tooltip.delete"), False, [])]),
        _entry("delete", "delete group confirm", confirm(
            title, t("confirmation.delete_group"), ok, cancel), [
            (ok, True, [api("DELETE", f"/groups/{WORK}")]), (cancel, False, [])]),
        _entry("reversible", "new group form", form("heading.new_group", "Banking", True,
                                                    "label.create"), [
            (t("label.create"), False, [api("POST", f"{API}/groups", {
                "name": "Banking", "show_in_chips": True}, web=True)])]),
    ]  # fmt: skip


def sharing_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """An account's sharing page not shared and shared with a user, the confirmations of its
    scope buttons and of a user's revocation, the new sharing form, the ownership transfer
    and its confirmation."""
    title = t("title.accountSharing")
    scopes = [{"button": t("label.share_with_all")}, {"button": t("label.not_shared")},
              {"button": t("label.share_with_specific_users")}]  # fmt: skip
    alone = {"title": title, "items": [
        {"text": t("heading.sharing_setting")}, {"text": "GitHub"}, *scopes,
        {"text": t("message.selected_users_meaning")}, {"button": t("label.close")}]}  # fmt: skip
    shared = {"title": title, "items": [
        {"text": t("heading.sharing_setting")}, {"text": "GitHub"}, *scopes,
        {"link": t("link.add_users")}, {"text": GRACE}, {"button": t("label.revoke")},
        {"button": t("label.close")}]}  # fmt: skip
    share_t = t("title.shareAccount")
    share = {"title": share_t, "items": [
        {"text": t("heading.new_sharing")},
        {"field": "findUserForShare", "hint": t("field.findUserForShare"), "text": ""},
        {"text": GRACE}, {"button": t("label.share")}, {"button": t("label.cancel")}]}  # fmt: skip
    transfer_t = t("title.transferOwnership")
    transfer = {"title": transfer_t, "items": [
        {"text": t("heading.transfer_ownership")}, {"text": "GitHub"},
        {"field": "new_owner_id", "hint": t("field.new_owner"), "text": GRACE},
        {"field": "confirm_password", "hint": t("field.current_password"), "text": "••••••••"},
        {"button": t("label.transfer")}, {"button": t("label.cancel")}]}  # fmt: skip
    sharing_reads = [api("GET", f"/twofaccounts/{GITHUB}"),
                     api("GET", f"/twofaccounts/{GITHUB}/shares")]  # fmt: skip
    share_all = [api("POST", f"/twofaccounts/{GITHUB}/shares/all", {})]
    return [
        _entry("opens-prompt", "sharing page not shared", alone, [
            (t("label.share_with_all"), False, [])]),
        _entry("share", "share with all confirm", confirm(
            title, t("confirmation.toggle_sharing_setting"), ok, cancel), [
            (ok, True, share_all), (cancel, False, [])]),
        _entry("opens-prompt", "sharing page shared", shared, [
            (t("label.revoke"), False, []), (t("label.share_with_all"), False, [])]),
        _entry("reversible", "revoke user confirm", confirm(
            title, t("confirmation.are_you_sure"), ok, cancel), [
            (ok, False, [api("DELETE", f"/twofaccounts/{GITHUB}/shares/{GRACE_ID}")])]),
        _entry("share", "share with everyone instead confirm", confirm(
            title, t("confirmation.toggle_sharing_setting"), ok, cancel), [
            (ok, True, share_all)]),
        _entry("share", "new sharing form", share, [
            (t("label.share"), True, [api("POST", f"/twofaccounts/{GITHUB}/shares",
                                          {"user_ids": [GRACE_ID]}), *sharing_reads])]),
        _entry("opens-prompt", "transfer ownership form", transfer, [
            (t("label.transfer"), False, [])]),
        _entry("transfer", "transfer ownership confirm", confirm(
            transfer_t, t("confirmation.you_will_loose_ownership"), ok, cancel), [
            (ok, True, [api("PATCH", f"{API}/twofaccounts/{GITHUB}/owner", {
                "new_owner_id": GRACE_ID, "confirm_password": PASSWORD}, web=True)]),
            (cancel, False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The options page, the user account page (profile, password, deletion) and the
    deletion's confirmation, the personal access tokens and the WebAuthn devices with their
    revocations."""
    tabs = [{"tab": t("label.options")}, {"tab": t("label.account")},
            {"tab": t("label.oauth")}, {"tab": t("label.webauthn")}]  # fmt: skip
    options = {"title": t("title.settings.options"), "items": [
        *tabs, {"text": t("heading.general")},
        {"switch": t("field.show_email_in_footer"), "checked": True},
        {"switch": t("field.show_quick_nav_menus"), "checked": False},
        {"text": t("heading.2fa_accounts")},
        {"switch": t("field.sort_case_sensitive"), "checked": False},
        {"switch": t("field.show_next_otp"), "checked": False},
        {"button": t("label.close")}]}  # fmt: skip

    def pref(name: str, value: Any) -> Any:
        return api("PUT", f"/user/preferences/{name}", {"value": value})

    account_t = t("title.settings.account")
    password = {"title": account_t, "items": [  # its heading repeats the button's words
        {"field": "passwordForUpdate", "hint": t("field.new_password"), "text": "••••••••••••"},
        {"field": "password_confirmation", "hint": t("field.confirm_new_password"),
         "text": "••••••••••••"},
        {"field": "currentPassword", "hint": t("field.current_password"), "text": "••••••••"},
        {"button": t("label.change_password")}]}  # fmt: skip
    deletion = {"title": account_t, "items": [  # its heading is the button's words in ko
        {"text": t("message.delete_your_account_and_reset_all_data")},
        {"field": "passwordForDelete", "hint": t("field.current_password"), "text": "••••••••"},
        {"button": t("label.delete_your_account")}, {"button": t("label.close")}]}  # fmt: skip
    oauth_t = t("title.settings.oauth.tokens")
    tokens = {"title": oauth_t, "items": [
        *tabs, {"text": t("heading.personal_access_tokens")},
        {"link": t("link.generate_new_token")}, {"text": "Backup script"},
        {"button": t("label.revoke")}, {"text": t("message.revoking_a_token_is_permanent")},
        {"button": t("label.close")}]}  # fmt: skip
    new_token = {"title": oauth_t, "items": [
        {"text": t("heading.new_token")},
        {"field": "name", "hint": t("field.name"), "text": "Home Assistant"},
        {"button": t("label.generate")}, {"button": t("label.cancel")}]}  # fmt: skip
    webauthn_t = t("title.settings.webauthn.devices")
    devices = {"title": webauthn_t, "items": [
        *tabs, {"text": t("heading.security_devices")},
        {"link": t("link.register_a_new_device")}, {"text": "YubiKey 5C"},
        {"button": t("label.revoke")}, {"text": t("heading.options")},
        {"switch": t("field.use_webauthn_only"), "checked": False},
        {"button": t("label.close")}]}  # fmt: skip
    list_tokens = api("GET", "/oauth/personal-access-tokens", web=True)
    return [
        _entry("reversible", "options page", options, [
            (t("field.sort_case_sensitive"), False, [pref("sortCaseSensitive", True)])]),
        _entry("reversible", "change password form", password, [
            (t("label.change_password"), False, [api("PATCH", "/user/password", {
                "currentPassword": PASSWORD, "password": "new staple battery horse",
                "password_confirmation": "new staple battery horse"}, web=True)])]),
        _entry("opens-prompt", "delete your account form", deletion, [
            (t("label.delete_your_account"), False, [])]),
        _entry("delete-user", "delete your account confirm", confirm(
            account_t, t("confirmation.delete_account"), ok, cancel), [
            (ok, True, [api("DELETE", "/user", {"password": PASSWORD}, web=True)]),
            (cancel, False, [])]),
        _entry("opens-prompt", "personal access tokens", tokens, [
            (t("label.revoke"), False, [])]),
        _entry("revoke", "revoke token confirm", confirm(
            oauth_t, t("confirmation.revoke_token"), ok, cancel), [
            (ok, True, [api("DELETE", f"/oauth/personal-access-tokens/{TOKEN_ID}", web=True)]),
            (cancel, False, [])]),
        _entry("reversible", "new token form", new_token, [
            (t("label.generate"), False, [api("POST", "/oauth/personal-access-tokens",
                                              {"name": "Home Assistant"}, web=True),
                                          list_tokens])]),
        _entry("opens-prompt", "security devices", devices, [(t("label.revoke"), False, [])]),
        _entry("revoke", "revoke device confirm", confirm(
            webauthn_t, t("confirmation.revoke_device"), ok, cancel), [
            (ok, True, [api("DELETE", f"/webauthn/credentials/{DEVICE_ID}", web=True)]),
            (cancel, False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The admin panel's app setup page, a user's management page and the confirmations of
    its password reset, role change and deletion."""
    tabs = [{"tab": t("label.app_setup")}, {"tab": t("label.auth")}, {"tab": t("label.users")}]
    setup = {"title": t("title.admin.appSetup"), "items": [
        *tabs, {"text": t("heading.general")},
        {"switch": t("field.check_for_update"), "checked": True},
        {"text": t("field.test_email")}, {"button": t("label.send")},
        {"text": t("heading.sharing")},
        {"switch": t("field.enable_sharing"), "checked": True},
        {"text": t("heading.security")},
        {"switch": t("field.use_encryption"), "checked": False},
        {"text": t("field.cache_management")}, {"button": t("label.clear")}]}  # fmt: skip

    def setting(name: str, value: Any) -> Any:
        return api("PUT", f"/settings/{name}", {"value": value})

    manage_t = t("title.admin.manageUser")

    def manage(tokens: int, devices: int) -> dict[str, Any]:
        revoke_row = [{"button": t("label.revoke")}]
        items = [
            {"text": t("heading.user_management")}, {"text": GRACE},
            {"text": "grace@example.org"},
            {"switch": t("field.is_admin"), "checked": False},
            {"text": t("heading.access")}, {"text": t("heading.password")},
            {"button": t("label.reset_password")},
            {"text": t("heading.personal_access_tokens")},
            {"text": t("message.user_has_x_active_pat", count=str(tokens))},
            *(revoke_row if tokens else []),
            {"text": t("heading.security_devices")},
            {"text": t("message.user_has_x_security_devices", count=str(devices))},
            *(revoke_row if devices else []),
            {"text": t("heading.danger_zone")}, {"button": t("label.delete_this_user")},
            {"button": t("label.back")}, {"button": t("label.close")}]  # fmt: skip
        return {"title": manage_t, "items": items}

    user = f"/users/{GRACE_ID}"
    return [
        _entry("reversible", "app setup", setup, [
            (t("label.send"), False, [api("POST", "/system/test-email", {}, web=True)]),
            (t("field.use_encryption"), False, [setting("useEncryption", True)])]),
        _entry("revoke", "manage user tokens", manage(2, 0), [
            (t("label.revoke"), True, [api("DELETE", f"{user}/pats")])]),
        _entry("harmless", "manage user devices", manage(0, 2), [
            (t("label.revoke"), False, [])]),
        _entry("opens-prompt", "manage user", manage(0, 0), [
            (t("label.reset_password"), False, []), (t("label.delete_this_user"), False, []),
            (t("field.is_admin"), False, [])]),
        _entry("reset", "reset password confirm", confirm(
            manage_t, t("confirmation.request_password_reset"), ok, cancel), [
            (ok, True, [api("PATCH", f"{user}/password/reset", {})]), (cancel, False, [])]),
        _entry("reversible", "admin role confirm", confirm(
            manage_t, t("confirmation.change_admin_role"), ok, cancel), [
            (ok, False, [api("PATCH", f"{user}/promote", {"is_admin": True})])]),
        _entry("delete-user", "delete user confirm", confirm(
            manage_t, t("confirmation.delete_user"), ok, cancel), [
            (ok, True, [api("DELETE", user)]), (cancel, False, [])]),
    ]  # fmt: skip


def entry_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The import page's list of parsed accounts and the login page."""
    import_t = t("title.importAccounts")
    parsed = {"title": import_t, "items": [
        {"text": t("message.submitted_data_parsed_now_accounts_are_awaiting_import")},
        {"text": "@ada@fosstodon.org"}, {"button": t("label.to_import")},
        {"icon": t("tooltip.discard_this_account")},
        {"text": f"{t('label.issuer')}: Mastodon"}, {"button": t("label.discard_all")},
        {"button": f"{t('label.import_all')} (1)"}, {"button": t("label.cancel")}]}  # fmt: skip
    mastodon = {"service": "Mastodon", "account": "@ada@fosstodon.org", "otp_type": "totp",
                "icon": None, "secret": "KRSXG5CTMVRXEZLU", "algorithm": "sha1", "digits": 6,
                "counter": None, "period": 30}  # fmt: skip
    create = api("POST", f"{API}/twofaccounts", mastodon, web=True)
    login = {"title": t("title.login"), "items": [
        {"field": "email", "hint": t("field.email"), "text": ME_EMAIL},
        {"field": "password", "hint": t("field.password"), "text": "••••••••", "focused": True},
        {"button": t("label.sign_in")}, {"link": t("link.request_password_reset")},
        {"link": t("link.security_device")}]}  # fmt: skip
    return [
        _entry("reversible", "import list", parsed, [
            (t("label.to_import"), False, [create])]),
        _entry("reversible", "login page", login, [
            # Enter in the password field: the page's title is the button's words in some
            # languages (zh, ko, es), so the form is sent as a keyboard user sends it.
            ({"enter": True}, False, [api("POST", "/user/login", {
                "email": ME_EMAIL, "password": PASSWORD}, web=True), ACCOUNTS, GROUPS])]),
    ]  # fmt: skip
