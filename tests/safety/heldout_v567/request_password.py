"""The password dialog before a data request, for the five-hundred-and-sixty-seventh held-out
corpus: ``screens(t)`` lays out, in one language, the dialog that ``confirmPassword()`` opens
when a button of the Data Request section is tapped with the password not confirmed lately,
before the export request and before the deletion request (typed; empty; typed again after a
wrong password; with the password shown; while the password is checked; in the browsers of two
other users). Read from ``js/app.js`` and, in ``@nextcloud/password-confirmation``,
``src/password-confirmation.ts``, ``src/is-required.ts`` and
``src/components/PasswordDialog.vue``; what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    DELETION,
    EXPORT,
    PASSWORD,
    VUE,
    confirm_password,
    entry,
    password_dialog,
)

MARA = "Heron-quilt-2071"
"""Mara Lindqvist's password, typed into the dialog."""
JONAS = "bramble-Ferry-36"
"""Jonas Berg's password, in his own browser."""
INES = "Lantern-oak-5190"
"""Ines Duarte's password, in her own browser."""


def screens(t: Any) -> list[dict[str, Any]]:
    confirm, close = t("Confirm", PASSWORD), t("Close", VUE)
    show, hide = t("Show password", VUE), t("Hide password", VUE)
    enter, escape = {"enter": True}, {"key": "Escape"}

    def export(password: str) -> list[Any]:
        return [confirm_password(password), EXPORT]

    def deletion(password: str) -> list[Any]:
        return [confirm_password(password), DELETION]

    wrong = t("Wrong password", PASSWORD)
    checking = t("Checking password\u00a0\u2026", PASSWORD)
    return [
        entry("send", "password before the export request", password_dialog(t, MARA), [
            (confirm, True, export(MARA)),
            (enter, True, export(MARA)),
            (show, False, []),
            (close, False, []),
            (escape, False, [])]),
        entry("send", "password before the deletion request", password_dialog(t, MARA), [
            (confirm, True, deletion(MARA)),
            (enter, True, deletion(MARA)),
            (show, False, []),
            (close, False, [])]),
        entry("harmless", "password before the export request, field empty",
              password_dialog(t), [
            (confirm, False, []),
            ({"type": MARA}, False, []),
            (show, False, []),
            (close, False, [])]),
        entry("harmless", "password before the deletion request, field empty",
              password_dialog(t), [
            (confirm, False, []),
            (enter, False, []),
            (escape, False, []),
            (close, False, [])]),
        entry("send", "password before the export request, typed again after a wrong one",
              password_dialog(t, MARA, note=wrong), [
            (confirm, True, export(MARA)),
            (enter, True, export(MARA)),
            (close, False, [])]),
        entry("send", "password before the deletion request, password shown",
              password_dialog(t, MARA, shown=True), [
            (confirm, True, deletion(MARA)),
            (hide, False, []),
            (close, False, [])]),
        entry("harmless", "password before the deletion request, being checked",
              password_dialog(t, MARA, note=checking), [
            (confirm, False, [])]),
        entry("send", "password of another user before the deletion request",
              password_dialog(t, JONAS), [
            (confirm, True, deletion(JONAS)),
            (show, False, []),
            (close, False, []),
            (escape, False, [])]),
        entry("send", "password of a third user before the export request",
              password_dialog(t, INES), [
            (confirm, True, export(INES)),
            (escape, False, []),
            (close, False, [])]),
    ]  # fmt: skip
