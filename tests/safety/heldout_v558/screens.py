"""How the five-hundred-and-fifty-eighth held-out corpus writes a screen of Nextcloud's Two-Factor
TOTP provider and what an action sends. The app draws three things: its part of the user's
Security settings (``PersonalTotpSettings``: a check box, and ``SetupConfirmation`` while a new
secret waits for its test code), its part of the login's challenge page (``templates/
challenge.php``) and its page of the setup that an enforced second factor asks for at login
(``LoginSetup``). Its settings ask for the user's password first (``confirmPassword()`` of
``@nextcloud/password-confirmation``, bundled into the app's script with ``@nextcloud/vue``):
an ``NcDialog`` written as a dialog headed by its name, its sentence, then the password field,
its note where there is one, the field's Show password button, Confirm and the dialog's
close button. ``t(text)`` is the language's lookup of an English source string of the app's
``l10n/<lang>.json``; ``t(text, PASSWORD)`` and ``t(text, VUE)`` look a string up in the
translations that those two libraries bundle. Why each action is labelled so is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

PASSWORD = "@nextcloud/password-confirmation"
"""The password dialog's own strings (its name, sentence, field, notes and button)."""
VUE = "@nextcloud/vue"
"""The strings of ``NcModal`` (its close button) and ``NcPasswordField`` (Show password)."""
PROVIDER = "TOTP (Authenticator app)"
"""``TotpProvider::getDisplayName()``: a literal, never translated. Core heads the provider's
part of the Security settings, its challenge page and its setup page with it."""
PRODUCT = "Nextcloud"
"""The instance's name (``Defaults::getName()``), the title of the login's pages of core."""
ENABLE = "/index.php/apps/twofactor_totp/settings/enable"
"""``generateUrl('/apps/twofactor_totp/settings/enable')`` on an instance whose URLs keep
``index.php`` (the requesttoken travels in a header, not written here)."""
CONFIRM = "/index.php/login/confirm"
"""``generateUrl('/login/confirm')``: the password dialog's check of the password."""
CHALLENGE = "/index.php/login/challenge/totp"
"""Core's challenge page of the provider; its form posts back to the page's own address."""
SETUP = "/index.php/login/setupchallenge/totp"
"""Core's setup page of the provider at login; its empty form posts back to it."""
FILES = "%2Findex.php%2Fapps%2Ffiles%2F"
"""The ``redirect_url`` the login carries along (``/index.php/apps/files/``, the page asked
for before the login), as ``http_build_query`` writes it."""
DISABLED, CREATED, ENABLED = 0, 1, 2
"""``src/state.js``: the states the app's one route is asked for."""
Act = tuple[Any, bool, list[Any]]
"""An action (a label to tap, or an action's own spec), whether it commits, what it sends."""


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def state(value: int, code: str | None = None) -> dict[str, str]:
    """``saveState``: ``POST`` of the wanted state to the app's route, with the test code when
    enabling (``{state, code}``, in that order)."""
    data: dict[str, Any] = {"state": value}
    if code is not None:
        data["code"] = code
    return {"request": f"POST {ENABLE}", "body": body(data)}


def confirm_password(password: str) -> dict[str, str]:
    """``_confirmPassword``: the password dialog's ``POST /login/confirm`` ``{password}``."""
    return {"request": f"POST {CONFIRM}", "body": body({"password": password})}


def link(url: str) -> dict[str, str]:
    """A navigation: an ``<a href>`` of a login page followed by the browser."""
    return {"request": f"GET {url}", "via": "link"}


def form(url: str, data: str | None = None) -> dict[str, str]:
    """A ``<form method="POST">`` without an action, submitted to the page's own address;
    ``data`` its fields as the browser encodes them (None: a form with no field)."""
    sent = {"request": f"POST {url}", "via": "form"}
    return sent if data is None else {**sent, "body": data}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: each action (a tap where it is a label), labelled, with what it sends."""
    cases = []
    for action, bad, sends in acts:
        spec = {"tap": action} if isinstance(action, str) else dict(action)
        cases.append({**spec, "irreversible": bad, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"totp {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def masked(password: str) -> str:
    """A password field's text as the page shows it."""
    return "\u2022" * len(password)


def password_dialog(t: Any, password: str = "", *, shown: bool = False,
                    note: str | None = None) -> dict[str, Any]:  # fmt: skip
    """``PasswordDialog`` over the Security settings: the field holds ``password`` (masked
    unless ``shown``), focused, as the dialog focuses it when it opens; the note under the field
    is ``note`` where given, else the request for the password while the field is empty."""
    if note is None and not password:
        note = t("Please enter your password", PASSWORD)
    items: list[dict[str, Any]] = [
        {"field": "password", "hint": t("Password", PASSWORD),
         "text": password if shown else masked(password), "focused": True}]  # fmt: skip
    if note:
        items.append({"text": note})
    eye = t("Hide password", VUE) if shown else t("Show password", VUE)
    items += [{"icon": eye}, {"button": t("Confirm", PASSWORD)}, {"icon": t("Close", VUE)}]
    message = t("This action needs authentication, please confirm it by entering your password.",
                PASSWORD)  # fmt: skip
    return {"title": PROVIDER, "dialog": {"title": t("Authentication required", PASSWORD),
            "message": message}, "items": items}  # fmt: skip


def checkbox(t: Any, checked: bool) -> dict[str, Any]:
    """The settings' check box ``#totp-enabled``, known by its label, with its state."""
    return {"switch": t("Enable TOTP"), "rid": "totp-enabled", "checked": checked}


def setup_confirmation(t: Any, secret: str, code: str) -> list[dict[str, Any]]:
    """``SetupConfirmation``: the new secret, the QR code's sentence (the code itself is a
    canvas without words), the request for a test code, the code's field ``#totp-confirmation``
    holding ``code`` (focused), and Verify (an ``<input type="button">``)."""
    return [
        {"text": f"{t('Your new TOTP secret is:')} {secret}"},
        {"text": t("For quick setup, scan this QR code with your TOTP app:")},
        {"text": t("After you configured your app, enter a test code below to ensure everything "
                   "works correctly:")},
        {"field": "totp-confirmation", "hint": t("Authentication code"), "text": code,
         "focused": True},
        {"button": t("Verify"), "rid": "totp-confirmation-submit"}]  # fmt: skip
