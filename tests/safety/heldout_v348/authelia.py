"""Authelia's screens for the three-hundred-and-forty-eighth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, ns, **values)`` being that language's lookup of a key of the
app's ``internal/server/locales/<lang>/<ns>.json`` catalogue (``portal``, ``settings`` or
``consent``). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

USER, NAME = "amoreau", "Alice Moreau"
EMAIL = "alice.moreau@example.com"
PASSWORD = "Blue-Kettle-Rain-17"  # made up, as every typed text here
NEW_PASSWORD = "Quiet-Harbor-Lamp-58"
NEW_PASSWORD_2 = "Copper-Field-Owl-63"
TARGET = "https://grafana.example.com/"  # the rd parameter of a protected site's redirection
FLOW = "openid_connect"
FLOW_ID = "2f6c1b9e-4d8a-4e37-9c51-7a0e3d6b8f24"  # the consent flow's flow_id parameter
DEVICE = "device_authorization"
USER_CODE = "WDJB-MJHT"  # the user code shown by a device (RFC 8628)
DEVICE_FLOW_ID = "9a41c7e2-5b3f-4d68-8e1a-0c6f2b9d7e53"  # returned by the consent POST
ELEVATION_ID = "b7e3f9a2-1c4d-4f6e-8a5b-2d9c7e1f0a36"  # delete_id of the emailed code
OTC = "R8K2QW7F"  # the one-time code typed from the email
DUO_ID, DUO_NAME = "DPFZRS9FB0D46QFTM891", "iPhone 15 Pro"
KEYS = {3: ("YubiKey 5C", "PACKED"), 7: ("MacBook Touch ID", "NONE"),
        1: ("Old U2F key", "FIDO-U2F")}  # fmt: skip
BRAND = "Authelia"
DOTS = "•" * len(PASSWORD)  # the password field as it shows the typed password
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call to the portal's own origin; a body is JSON.stringify's, keys in the order
    the app's object literal writes them, undefined ones left out."""
    if data is None:
        return f"{method} /api{path}"
    return {"request": f"{method} /api{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: the redirector's ``window.location.href``."""
    return {"request": f"GET {url}", "via": "link"}


LOGOUT = api("POST", "/logout", {})  # the /logout route's signOut(undefined)
STATE = api("GET", "/state")
ELEVATION = api("GET", "/user/session/elevation")  # every elevated action asks first
TWO_FACTOR_READS = [api("GET", "/configuration"), api("POST", "/user/info"),
                    api("GET", "/secondfactor/totp"),
                    api("GET", "/secondfactor/webauthn/credentials")]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"authelia {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def login_screens(t: Any) -> list[dict[str, Any]]:
    """The first factor form, alone and with a redirection, the two steps of the password reset,
    the second factor pages, the signed-in page and its account menu."""
    title = t("Login - {{authelia}}", authelia=BRAND)
    hi = f"{t('Hi')} {NAME}"

    def sign_in(remember: bool) -> dict[str, Any]:
        return {"title": title, "items": [
            {"field": "username-textfield", "hint": f"{t('Username')} *", "text": USER},
            {"field": "password-textfield", "hint": f"{t('Password')} *", "text": DOTS},
            {"icon": t("Toggle password visibility")},
            {"switch": t("Remember me"), "checked": remember},
            {"button": t("Sign in")}, {"button": t("Sign in with a passkey")},
            {"button": t("Reset password?")},
            {"text": t("Powered by {{authelia}}", authelia=BRAND)}]}  # fmt: skip

    step1 = {"title": title, "items": [
        {"text": t("Reset password")},
        {"field": "username-textfield", "hint": t("Username"), "text": USER},
        {"button": t("Reset")}, {"button": t("Cancel")}]}  # fmt: skip

    def step2(shown: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("Enter new password")},
            {"field": "password1-textfield", "hint": t("New password"), "text": shown},
            {"icon": t("Toggle password visibility")},
            {"field": "password2-textfield", "hint": t("Repeat new password"),
             "text": "•" * len(shown)},
            {"button": t("Reset")}, {"button": t("Cancel")}]}  # fmt: skip

    totp = {"title": title, "items": [
        {"text": hi}, {"button": t("Logout")}, {"button": t("Methods")},
        {"text": t("One-Time Password")}, {"text": t("Enter One-Time Password")},
        {"field": "otp-input", "hint": "", "text": ""},
        {"button": t("Manage devices")}]}  # fmt: skip
    push = {"title": title, "items": [
        {"text": hi}, {"button": t("Logout")}, {"button": t("Methods")},
        {"text": t("Push Notification")},
        {"text": t("A notification has been sent to your smartphone")},
        {"button": t("Retry")}, {"button": t("Select a Device")}]}  # fmt: skip
    menu = {"title": title, "items": [
        {"text": hi}, {"text": t("Authenticated")},
        {"menu": t("Settings")}, {"menu": t("Logout")}]}  # fmt: skip
    first = {"keepMeLoggedIn": False, "password": PASSWORD, "username": USER}
    again = {"keepMeLoggedIn": True, "password": PASSWORD, "targetURL": TARGET, "username": USER}
    return [
        _entry("reversible", "first factor page", sign_in(False), [
            (t("Sign in"), False, [api("POST", "/firstfactor", first), STATE]),
            (t("Remember me"), False, []),
            (t("Sign in with a passkey"), False, [api("GET", "/firstfactor/passkey")])]),
        _entry("reversible", "first factor page with a redirection", sign_in(True), [
            (t("Sign in"), False, [api("POST", "/firstfactor", again), page(TARGET)])]),
        _entry("reversible", "reset password step 1", step1, [
            (t("Reset"), False, [api("POST", "/reset-password/identity/start",
                                     {"username": USER})]),
            (t("Cancel"), False, [])]),
        _entry("reset", "reset password step 2", step2("•" * len(NEW_PASSWORD)), [
            (t("Reset"), True, [api("POST", "/reset-password", {"password": NEW_PASSWORD})]),
            (t("Cancel"), False, [])]),
        _entry("reset", "reset password step 2 password shown", step2(NEW_PASSWORD_2), [
            (t("Reset"), True, [api("POST", "/reset-password", {"password": NEW_PASSWORD_2})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "second factor one-time password page", totp, [
            (t("Manage devices"), False, [STATE, *TWO_FACTOR_READS]),
            (t("Logout"), False, [LOGOUT])]),
        _entry("reversible", "second factor push notification page", push, [
            (t("Retry"), False, [api("POST", "/secondfactor/duo", {})])]),
        _entry("reversible", "account menu", menu, [
            (t("Settings"), False, [STATE]), (t("Logout"), False, [LOGOUT])]),
    ]  # fmt: skip


def consent_screens(t: Any) -> list[dict[str, Any]]:
    """The OpenID Connect consent page for five applications (one remembering the consent, one
    with an optional claim unticked, one asking for the password again, one for refresh
    tokens), its account controls, the device code page and a device's consent."""
    title = t("Login - {{authelia}}", authelia=BRAND)

    asking = t("The above application is requesting the following permissions", "consent")

    def consent(client: str, scopes: list[str], extra: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": f"{t('Hi')} {NAME}"}, {"text": t("Consent Request", "consent")},
            {"button": t("Logout")}, {"button": t("Switch User")}, {"text": client},
            {"text": f"{asking}:"},
            *({"text": t(f"scopes.{scope}", "consent")} for scope in scopes), *extra,
            {"button": t("Accept")}, {"button": t("Deny")}]}  # fmt: skip

    def accept(client: str, claims: list[str], pre: bool = False) -> Any:
        return api("POST", "/oidc/consent", {
            "claims": claims, "client_id": client, "consent": True, "flow_id": FLOW_ID,
            "pre_configure": pre})  # fmt: skip

    def deny(client: str) -> Any:
        return api("POST", "/oidc/consent", {
            "client_id": client, "consent": False, "flow_id": FLOW_ID,
            "pre_configure": False})  # fmt: skip

    basic = ["openid", "profile", "email", "groups"]
    remember = [{"switch": t("Remember Consent", "consent"), "checked": True},
                {"text": t("This saves this consent as a pre-configured consent for future use",
                           "consent")}]  # fmt: skip
    claims = [{"switch": t("claims.email", "consent"), "checked": True},
              {"switch": t("claims.groups", "consent"), "checked": True},
              {"switch": t("claims.phone_number", "consent"), "checked": False}]  # fmt: skip
    password = [{"text": t("You must reauthenticate to be able to give consent", "consent")},
                {"field": "password-textfield", "hint": t("Password"), "text": DOTS}]  # fmt: skip
    reauth = api("POST", "/firstfactor/reauthenticate", {
        "flow": FLOW, "flowID": FLOW_ID, "password": PASSWORD})  # fmt: skip
    code = {"title": title, "items": [
        {"text": t("Confirm the Code", "consent")}, {"button": t("Logout")},
        {"button": t("Switch User")},
        {"field": "user-code", "hint": t("Code", "consent"), "text": USER_CODE},
        {"button": t("Confirm", "settings")}]}  # fmt: skip
    device = {"claims": [], "client_id": "ha-cli", "consent": True, "pre_configure": False,
              "subflow": DEVICE, "user_code": USER_CODE}  # fmt: skip
    device_deny = {"client_id": "ha-cli", "consent": False, "pre_configure": False,
                   "subflow": DEVICE, "user_code": USER_CODE}  # fmt: skip
    form = urlencode({"flow_id": DEVICE_FLOW_ID, "user_code": USER_CODE})  # URLSearchParams
    user_code = {"request": "PUT /api/oidc/device-authorization", "body": form}
    return [
        _entry("grant", "consent page", consent("Grafana", basic, []), [
            (t("Accept"), True, [accept("grafana", [])]),
            (t("Deny"), False, [deny("grafana")])]),
        _entry("reversible", "consent page account controls", consent("Grafana", basic, []), [
            (t("Switch User"), False, [LOGOUT])]),
        _entry("grant", "consent page remembering the consent", consent(
            "Nextcloud", basic, remember), [
            (t("Accept"), True, [accept("nextcloud", [], pre=True)]),
            (t("Deny"), False, [deny("nextcloud")])]),
        _entry("grant", "consent page with an optional claim unticked", consent(
            "Gitea", ["openid", "profile"], claims), [
            (t("Accept"), True, [accept("gitea", ["email", "groups"])]),
            (t("Deny"), False, [deny("gitea")])]),
        _entry("grant", "consent page asking for the password again", consent(
            "Immich", ["openid", "profile", "email"], password), [
            (t("Accept"), True, [reauth, api("GET", f"/oidc/consent?flow_id={FLOW_ID}"),
                                 accept("immich", [])]),
            (t("Deny"), False, [deny("immich")])]),
        _entry("grant", "consent page for refresh tokens", consent(
            "Paperless-ngx", ["openid", "profile", "offline_access"], []), [
            (t("Accept"), True, [accept("paperless", [])]),
            (t("Deny"), False, [deny("paperless")])]),
        _entry("reversible", "device code page", code, [
            (t("Confirm", "settings"), False, [
                api("GET", f"/oidc/consent?user_code={USER_CODE}")])]),
        _entry("grant", "device authorization consent", consent(
            "Home Assistant CLI", ["openid", "offline_access", "authelia.bearer.authz"], []), [
            (t("Accept"), True, [api("POST", "/oidc/consent", device), user_code]),
            (t("Deny"), False, [api("POST", "/oidc/consent", device_deny)])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings menu, the security page, the two identity verification dialogs and the
    change password dialog."""
    title = t("Settings - {{authelia}}", "settings", authelia=BRAND)

    def s(key: str, **values: str) -> str:
        return t(key, "settings", **values)

    drawer = {"title": title, "items": [
        {"icon": "open drawer"}, {"text": s("Settings")}, {"button": s("Overview")},
        {"button": s("Security")}, {"button": s("Two-Factor Authentication")}]}  # fmt: skip
    security = {"title": title, "items": [
        {"icon": "open drawer"}, {"text": f"{s('Name')}: {NAME}"},
        {"text": f"{s('Email')}:"}, {"text": EMAIL}, {"text": f"{s('Password')}: ●●●●●●●●"},
        {"button": s("Change Password")}]}  # fmt: skip
    method = {"title": title, "dialog": {
        "title": s("Identity Verification"),
        "message": s("In order to perform this action, policy enforcement requires that "
                     "two-factor authentication is performed")},
        "items": [{"text": s("Select a Method")}, {"text": s("Authenticate")},
                  {"text": s("Completed")}, {"button": s("Email One-Time Code")},
                  {"button": s("One-Time Password")}, {"button": s("WebAuthn")},
                  {"button": s("Cancel")}]}  # fmt: skip
    code = {"title": title, "dialog": {
        "title": s("Identity Verification"),
        "message": s("In order to perform this action policy enforcement requires additional "
                     "identity verification and a One-Time Code has been sent to your email")},
        "items": [{"text": s("Closing this dialog or selecting cancel will invalidate the "
                             "One-Time Code")},
                  {"field": "one-time-code", "hint": "One-Time Code", "text": OTC},
                  {"button": s("Cancel")}, {"button": s("Verify")}]}  # fmt: skip

    def change(new: str, caps: bool) -> dict[str, Any]:
        warning = [{"text": s("Caps Lock is on")}] if caps else []
        return {"title": title, "dialog": {"title": s("Change Password")}, "items": [
            {"field": "old-password", "hint": f"{s('Old Password')} *", "text": DOTS},
            {"field": "new-password", "hint": f"{s('New Password')} *", "text": "•" * len(new)},
            *warning,
            {"field": "repeat-new-password", "hint": f"{s('Repeat New Password')} *",
             "text": "•" * len(new)},
            {"button": s("Cancel")}, {"button": s("Submit")}]}  # fmt: skip

    def submit(new: str) -> Any:
        return api("POST", "/change-password", {
            "new_password": new, "old_password": PASSWORD, "username": NAME})  # fmt: skip

    return [
        _entry("reversible", "settings menu", drawer, [
            (s("Security"), False, [api("GET", "/configuration/password-policy"),
                                    api("GET", "/user/info"), api("GET", "/configuration")]),
            (s("Two-Factor Authentication"), False, TWO_FACTOR_READS)]),
        _entry("opens-prompt", "security page", security, [
            (s("Change Password"), False, [ELEVATION])]),
        _entry("reversible", "identity verification method choice", method, [
            (s("Email One-Time Code"), False, [api("POST", "/user/session/elevation")]),
            (s("Cancel"), False, [])]),
        _entry("reversible", "identity verification one-time code", code, [
            (s("Verify"), False, [api("PUT", "/user/session/elevation", {"otc": OTC})]),
            (s("Cancel"), False, [api("DELETE", f"/user/session/elevation/{ELEVATION_ID}")])]),
        _entry("overwrite", "change password dialog", change(NEW_PASSWORD, False), [
            (s("Submit"), True, [submit(NEW_PASSWORD)]), (s("Cancel"), False, [])]),
        _entry("overwrite", "change password dialog with caps lock on", change(
            NEW_PASSWORD_2, True), [
            (s("Submit"), True, [submit(NEW_PASSWORD_2)]), (s("Cancel"), False, [])]),
    ]  # fmt: skip


def two_factor_screens(t: Any) -> list[dict[str, Any]]:
    """The two-factor authentication page's one-time password panel, its removal and
    registration dialogs, its WebAuthn panel, the removal of three credentials, the edit and
    registration dialogs, and the options panel."""
    title = t("Settings - {{authelia}}", "settings", authelia=BRAND)

    def s(key: str, **values: str) -> str:
        return t(key, "settings", **values)

    otp, webauthn = s("One-Time Password"), s("WebAuthn Credential")
    otp_panel = {"title": title, "items": [
        {"text": otp}, {"button": s("Add")}, {"text": "Authelia"}, {"text": s("Never used")},
        {"icon": s("Display extended information for this One-Time Password")},
        {"icon": s("Remove this {{item}}", item=otp)}]}  # fmt: skip

    def remove(item: str, message: dict[str, Any]) -> dict[str, Any]:
        return {"title": title, "dialog": {"title": s("Remove {{item}}", item=item), **message},
                "items": [{"button": s("Cancel")}, {"button": s("Remove")}]}  # fmt: skip

    register_otp = {"title": title, "dialog": {
        "title": s("Register {{item}}", item=otp),
        "message": s("This dialog handles registration of a {{item}}", item=otp)},
        "items": [{"text": s("Start")}, {"text": s("Register")}, {"text": s("Confirm")},
                  {"text": s("To begin select next")},
                  {"switch": s("Advanced"), "checked": False},
                  {"button": s("Previous")}, {"button": s("Cancel")},
                  {"button": s("Next")}]}  # fmt: skip
    secret = {"title": title, "dialog": register_otp["dialog"], "items": [
        {"text": s("Start")}, {"text": s("Register")}, {"text": s("Confirm")},
        {"switch": s("QR Code"), "checked": True}, {"button": s("URI")}, {"button": s("Secret")},
        {"text": s("Need Google Authenticator?")},
        {"button": s("Previous")}, {"button": s("Cancel")}, {"button": s("Next")}]}  # fmt: skip
    name, attestation = KEYS[3]
    key_panel = {"title": title, "items": [
        {"text": s("WebAuthn Credentials")}, {"button": s("Add")}, {"text": name},
        {"text": f" ({attestation})"}, {"text": s("Never used")},
        {"icon": s("Display extended information for this WebAuthn Credential")},
        {"icon": s("Edit this {{item}}", item=webauthn)},
        {"icon": s("Remove this {{item}}", item=webauthn)}]}  # fmt: skip
    edit = {"title": title, "dialog": {
        "title": s("Edit WebAuthn Credential"),
        "message": s("Enter a new description for this WebAuthn Credential")},
        "items": [{"field": "webauthn-credential-description", "hint": s("Description"),
                   "text": "YubiKey 5C NFC"},
                  {"button": s("Cancel")}, {"button": s("Update")}]}  # fmt: skip
    register_key = {"title": title, "dialog": {
        "title": s("Register {{item}}", item=webauthn),
        "message": s("This dialog handles registration of a {{item}}", item=webauthn)},
        "items": [{"field": "webauthn-credential-description", "hint": s("Description"),
                   "text": "Work laptop"},
                  {"button": s("Cancel")}, {"button": s("Next")}]}  # fmt: skip
    options = {"title": title, "items": [
        {"text": s("Options")}, {"text": s("Default Method")},
        {"radio": s("One-Time Password"), "checked": True},
        {"radio": s("WebAuthn"), "checked": False},
        {"radio": s("Mobile Push"), "checked": False}]}  # fmt: skip

    def remove_key(key: int) -> dict[str, Any]:
        message = s(
            "Are you sure you want to remove the WebAuthn Credential from your account",
            description=KEYS[key][0],
        )
        return _entry("delete", f"remove WebAuthn credential {key}", remove(
            webauthn, {"message": message}), [
            (s("Remove"), True, [api("DELETE", f"/secondfactor/webauthn/credential/{key}")]),
            (s("Cancel"), False, [])])  # fmt: skip

    otp_message = s("Are you sure you want to remove the One-Time Password from your account")
    totp_options = {"algorithm": "SHA1", "length": 6, "period": 30}
    return [
        _entry("opens-prompt", "one-time password panel", otp_panel, [
            (s("Remove this {{item}}", item=otp), False, [ELEVATION])]),
        _entry("delete", "remove one-time password", remove(otp, {"message": otp_message}), [
            (s("Remove"), True, [api("DELETE", "/secondfactor/totp")]),
            (s("Cancel"), False, [])]),
        _entry("reversible", "register one-time password start", register_otp, [
            (s("Next"), False, [api("PUT", "/secondfactor/totp/register", totp_options)]),
            (s("Cancel"), False, [])]),
        _entry("reversible", "register one-time password secret", secret, [
            (s("Cancel"), False, [api("DELETE", "/secondfactor/totp/register")])]),
        _entry("opens-prompt", "WebAuthn panel", key_panel, [
            (s("Edit this {{item}}", item=webauthn), False, [ELEVATION]),
            (s("Remove this {{item}}", item=webauthn), False, [ELEVATION])]),
        remove_key(3), remove_key(7), remove_key(1),
        _entry("reversible", "edit WebAuthn credential", edit, [
            (s("Update"), False, [api("PUT", "/secondfactor/webauthn/credential/3",
                                      {"description": "YubiKey 5C NFC"})])]),
        _entry("reversible", "register WebAuthn credential", register_key, [
            (s("Next"), False, [api("PUT", "/secondfactor/webauthn/credential/register",
                                    {"description": "Work laptop"})])]),
        _entry("reversible", "two-factor options", options, [
            (s("WebAuthn"), False, [api("POST", "/user/info/2fa_method", {"method": "webauthn"}),
                                    api("POST", "/user/info")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*login_screens(t), *consent_screens(t), *settings_screens(t), *two_factor_screens(t)]
