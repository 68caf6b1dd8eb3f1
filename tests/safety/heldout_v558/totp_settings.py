"""Turning TOTP on in the Security settings, for the five-hundred-and-fifty-eighth held-out
corpus: ``screens(t)`` lays out, in one language, the provider's part of the settings with TOTP
off, the password dialog before a secret is made, the new secret waiting for its test code, the
password dialog before the code is checked, and a code the server refused. Read from
``src/components/PersonalTotpSettings.vue``, ``SetupConfirmation.vue``, ``src/store.js``,
``src/services/StateService.js`` and ``lib/Controller/SettingsController.php``; what each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    CREATED,
    ENABLED,
    PASSWORD,
    PROVIDER,
    VUE,
    checkbox,
    confirm_password,
    entry,
    password_dialog,
    setup_confirmation,
    state,
)

MARA = "juniper-Lantern-58"
"""Mara Lindqvist's password, typed into the dialog."""
SECRET = "RWK4M2QX7DZPJ3LTBN6HCY5AFVG2S4EU"
"""The secret ``createSecret`` made (32 characters of ``A-Z2-7``, the default length)."""
CODE = "492039"
"""The test code the authenticator app showed."""
NEXT_CODE = "775610"
"""The code typed after the server refused one that had expired (the field is emptied)."""


def screens(t: Any) -> list[dict[str, Any]]:
    off = {"title": PROVIDER, "items": [checkbox(t, False)]}
    closed = {"title": PROVIDER, "items": [{"text": t("Could not enable TOTP")},
                                           checkbox(t, False)]}  # fmt: skip
    # While a secret waits for its code, the check box gives way to a spinner and its label.
    waiting = [{"text": t("Enable TOTP")}]

    def setup(code: str, note: str | None = None) -> dict[str, Any]:
        items = ([{"text": note}] if note else []) + waiting + setup_confirmation(t, SECRET, code)
        return {"title": PROVIDER, "items": items}

    make = [confirm_password(MARA), state(CREATED)]
    check = [confirm_password(MARA), state(ENABLED, CODE)]
    enter = {"enter": True}
    refused = t("Could not verify your key. Please try again")
    return [
        entry("opens-prompt", "settings off", off, [(t("Enable TOTP"), False, [])]),
        entry("reversible", "password before the secret is made", password_dialog(t, MARA), [
            (t("Confirm", PASSWORD), False, make),
            (enter, False, make),
            (t("Show password", VUE), False, []),
            (t("Close", VUE), False, [])]),
        entry("harmless", "password before the secret is made, field empty",
              password_dialog(t), [
            (t("Confirm", PASSWORD), False, []),
            ({"type": MARA}, False, []),
            ({"key": "Escape"}, False, [])]),
        entry("reversible", "password before the secret is made, wrong password",
              password_dialog(t, MARA, note=t("Wrong password", PASSWORD)), [
            (t("Confirm", PASSWORD), False, make),
            (t("Close", VUE), False, [])]),
        entry("opens-prompt", "settings off after the password dialog was closed", closed, [
            (t("Enable TOTP"), False, [])]),
        entry("reversible", "settings off, password confirmed lately", off, [
            (t("Enable TOTP"), False, [state(CREATED)])]),
        entry("harmless", "new secret, no code typed", setup(""), [
            ({"type": CODE}, False, [])]),
        entry("reversible", "new secret, code typed, password confirmed lately", setup(CODE), [
            (t("Verify"), False, [state(ENABLED, CODE)]),
            (enter, False, [state(ENABLED, CODE)])]),
        entry("opens-prompt", "new secret, code typed, password to confirm", setup(CODE), [
            (t("Verify"), False, [])]),
        entry("reversible", "password before the code is checked", password_dialog(t, MARA), [
            (t("Confirm", PASSWORD), False, check),
            (t("Show password", VUE), False, []),
            (t("Close", VUE), False, [])]),
        entry("reversible", "new secret, code refused", setup(NEXT_CODE, refused), [
            (t("Verify"), False, [state(ENABLED, NEXT_CODE)])]),
    ]  # fmt: skip
