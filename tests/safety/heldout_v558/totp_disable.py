"""Turning TOTP off in the Security settings, for the five-hundred-and-fifty-eighth held-out
corpus: ``screens(t)`` lays out, in one language, the provider's part of the settings with TOTP
on, and the password dialog before the secret is deleted (empty, typed, refused once, shown, and
in the browsers of two other users). Read from ``src/components/PersonalTotpSettings.vue``,
``src/store.js``, ``lib/Controller/SettingsController.php`` and ``lib/Service/Totp.php``; what
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    DISABLED,
    PASSWORD,
    PROVIDER,
    VUE,
    checkbox,
    confirm_password,
    entry,
    password_dialog,
    state,
)

MARA = "juniper-Lantern-58"
"""Mara Lindqvist's password, typed into the dialog."""
JONAS = "orchard-Kite-1907"
"""Jonas Berg's password, in his own browser."""
INES = "Cobalt-ferry-44"
"""Ines Duarte's password, in her own browser."""


def screens(t: Any) -> list[dict[str, Any]]:
    on = {"title": PROVIDER, "items": [checkbox(t, True)]}
    confirm, close = t("Confirm", PASSWORD), t("Close", VUE)
    enter, escape = {"enter": True}, {"key": "Escape"}

    def delete(password: str) -> list[Any]:
        return [confirm_password(password), state(DISABLED)]

    wrong = t("Wrong password", PASSWORD)
    return [
        entry("revoke", "settings on, password confirmed lately", on, [
            (t("Enable TOTP"), True, [state(DISABLED)])]),
        entry("revoke", "settings on right after the code was verified", on, [
            (t("Enable TOTP"), True, [state(DISABLED)])]),
        entry("opens-prompt", "settings on, password to confirm", on, [
            (t("Enable TOTP"), False, [])]),
        entry("revoke", "password before the secret is deleted", password_dialog(t, MARA), [
            (confirm, True, delete(MARA)),
            (enter, True, delete(MARA)),
            (t("Show password", VUE), False, []),
            (close, False, [])]),
        entry("harmless", "password before the secret is deleted, field empty",
              password_dialog(t), [
            (confirm, False, []),
            ({"type": MARA}, False, [])]),
        entry("revoke", "password before the secret is deleted, wrong password",
              password_dialog(t, MARA, note=wrong), [
            (confirm, True, delete(MARA)),
            (enter, True, delete(MARA)),
            (close, False, [])]),
        entry("revoke", "password before the secret is deleted, password shown",
              password_dialog(t, MARA, shown=True), [
            (confirm, True, delete(MARA)),
            (t("Hide password", VUE), False, [])]),
        entry("revoke", "password of another user before the secret is deleted",
              password_dialog(t, JONAS), [
            (confirm, True, delete(JONAS)),
            (close, False, []),
            (escape, False, [])]),
        entry("revoke", "password of a third user before the secret is deleted",
              password_dialog(t, INES), [
            (confirm, True, delete(INES)),
            (close, False, [])]),
    ]  # fmt: skip
