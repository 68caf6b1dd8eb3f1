"""LibreSign's signing for the five-hundred-and-twenty-sixth held-out corpus: ``screens(t)``
lays out, in one language, the sign tab of a document the user is asked to sign, the
confirmation of a click-to-sign signature, the password dialog of a signature with a
certificate, and the three steps of an e-mail code that a signer without an account goes
through. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import call, dialog, entry, page

# The sign requests (the signer's own uuid, which the signing URL carries).
ADDENDUM = ("Data processing addendum", "a7d2e9f4-3c1b-4e8a-9f60-1b5c8d2e7f93")  # click to sign
CONSULTING = ("Consulting contract Q3", "e3b7c1d9-6f2a-4d85-8c0e-7a9f2b4d1e66")  # password
VOLUNTEER = ("Volunteer agreement", "9c4f1e7b-8a2d-4b3c-b5e6-d0a7f9c2e814")  # e-mail code
SIGN_PASSWORD = "harbor-lantern-58"  # made up
EMAIL = "dana.whitfield@example.net"  # the external signer's address, typed
BLURRED = "d*************@e******.net"  # made up: the server's blurred address
CODE = "482913"  # made up: the code the e-mail carried


def sign(uuid: str, payload: dict[str, str]) -> list[Any]:
    """``submitSignature()``: the signature, run in the background, then the validation page
    it opens reads the file."""
    return [call("POST", f"/sign/uuid/{uuid}?async=true", payload),
            call("GET", f"/file/validate/uuid/{uuid}")]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    sign_tab = page([
        {"text": ADDENDUM[0]}, {"text": t("Status")}, {"text": t("Ready to sign")},
        {"button": t("Sign document")}])  # fmt: skip
    click = dialog(t("Sign document"), t("Confirm that you want to sign this document."),
                   [{"button": t("Cancel")}, {"button": t("Sign document")}])  # fmt: skip
    typed = t("Enter your signature password to sign the document.")
    password = dialog(t("Sign document"), typed, [
        {"field": "sign-password", "hint": t("Signature password")},  # typed, shown masked
        {"link": t("Forgot password?")}, {"button": t("Sign document")}])  # fmt: skip
    step1 = dialog(t("Email verification"), t("Step 1 of 3 - Email verification"), [
        {"text": t("To verify your identity, enter the same email address where you received"
                   " the signature request. We will send a verification code to this"
                   " address.")},
        {"text": BLURRED},
        {"field": "email", "hint": t("Email"), "text": EMAIL},
        {"button": t("Send verification code")}])  # fmt: skip
    step2 = dialog(t("Code validation"), t("Step 2 of 3 - Code validation"), [
        {"text": t("A verification code has been sent to: {contact}. Check your email and enter"
                   " the 6-digit verification code.", {"contact": BLURRED})},
        {"text": BLURRED},
        {"field": "code", "hint": t("Enter your code"), "text": CODE},
        {"button": t("Request new code")}, {"button": t("Validate code")}])  # fmt: skip
    step3 = dialog(t("Signature confirmation"), t("Step 3 of 3 - Signature confirmation"), [
        {"text": t("Your identity has been verified.")},
        {"text": t("You can now sign the document.")},
        {"button": t("Sign document")}])  # fmt: skip
    volunteer = VOLUNTEER[1]
    code_request = {"identify": EMAIL, "identifyMethod": "email", "signMethod": "emailToken"}
    return [
        entry("opens-prompt", "sign tab", sign_tab, [(t("Sign document"), False, [])]),
        entry(
            "sign",
            "click to sign confirmation",
            click,
            [
                (t("Sign document"), True, sign(ADDENDUM[1], {"method": "clickToSign"})),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "sign",
            "sign with password dialog",
            password,
            [
                (
                    t("Sign document"),
                    True,
                    sign(CONSULTING[1], {"method": "password", "token": SIGN_PASSWORD}),
                ),
                (t("Forgot password?"), False, []),
            ],
        ),
        entry(
            "harmless",
            "email code step 1",
            step1,
            [
                (
                    t("Send verification code"),
                    False,
                    [call("POST", f"/sign/uuid/{volunteer}/code", code_request)],
                )
            ],
        ),
        entry(
            "harmless",
            "email code step 2",
            step2,
            [(t("Request new code"), False, []), (t("Validate code"), False, [])],
        ),
        entry(
            "sign",
            "email code step 3",
            step3,
            [(t("Sign document"), True, sign(volunteer, {"method": "email", "token": CODE}))],
        ),
    ]
