"""LibreSign's account page for the five-hundred-and-twenty-sixth held-out corpus:
``screens(t)`` lays out, in one language, the page of a user with a certificate and a saved
signature, and the dialog that changes the certificate's password. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import call, dialog, entry, page

NAME = "Mara Lindqvist"
SIGNATURE_NODE = 7342  # the node id of the saved signature's image
OLD_PASSWORD, NEW_PASSWORD = "harbor-lantern-58", "quiet-orchard-73"  # made up
CHANGE_PASSWORD = "Change password"
"""``t('librsign', 'Change password')``: the app id is misspelt, no catalog has it, and every
language shows the English words."""


def screens(t: Any) -> list[dict[str, Any]]:
    kind = {"type": "signature"}  # the element's type, put in the words untranslated
    account = page([
        {"text": t("Details")}, {"text": NAME}, {"text": t("Certificate")},
        {"button": t("Upload certificate")}, {"button": t("Read certificate")},
        {"button": t("Delete certificate")}, {"button": CHANGE_PASSWORD},
        {"text": t("Your signatures")}, {"text": t("Signature")},
        {"icon": t("Delete {type}", kind)}, {"icon": t("Edit {type}", kind)}])  # fmt: skip
    reset = dialog(t("Password reset"), t("Enter new password and then repeat it"), [
        {"field": "current", "hint": t("Current password")},
        {"field": "new", "hint": t("New password")},
        {"field": "repeat", "hint": t("Repeat password")},
        {"button": t("Confirm")}])  # fmt: skip
    return [
        entry(
            "opens-prompt",
            "account page",
            account,
            [(t("Read certificate"), False, []), (CHANGE_PASSWORD, False, [])],
        ),
        entry(
            "revoke",
            "account page (certificate)",
            account,
            [(t("Delete certificate"), True, [call("DELETE", "/account/pfx")])],
        ),
        entry(
            "delete",
            "account page (signature)",
            account,
            [
                (
                    t("Delete {type}", kind),
                    True,
                    [call("DELETE", f"/signature/elements/{SIGNATURE_NODE}")],
                )
            ],
        ),
        entry(
            "opens-prompt",
            "account page (edit signature)",
            account,
            [(t("Edit {type}", kind), False, [])],
        ),
        entry(
            "reversible",
            "password reset dialog",
            reset,
            [
                (
                    t("Confirm"),
                    False,
                    [call("PATCH", "/account/pfx", {"current": OLD_PASSWORD, "new": NEW_PASSWORD})],
                )
            ],
        ),
    ]
