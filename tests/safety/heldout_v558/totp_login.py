"""The provider at login, for the five-hundred-and-fifty-eighth held-out corpus: ``screens(t)``
lays out, in one language, the provider's row where a user chooses a second factor, its
challenge page (with a code typed, empty, and for a login that asked for no page), its row where
an enforced second factor is set up, and its setup page (with no code, a code typed, and for
another user). Read from ``templates/challenge.php``, ``templates/loginsetup.php``,
``src/main-login-setup.js``, ``src/components/LoginSetup.vue``, ``SetupConfirmation.vue``,
``lib/Provider/TotpProvider.php`` and ``AtLoginProvider.php``; what each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    CHALLENGE,
    CREATED,
    ENABLED,
    FILES,
    PRODUCT,
    PROVIDER,
    SETUP,
    entry,
    form,
    link,
    setup_confirmation,
    state,
)

CODE = "604521"
"""The code Mara's authenticator app showed at login."""
JONAS_CODE = "083317"
"""The code Jonas's app showed."""
NEW_SECRET = "H6TNQ3WJ2KXR7BZ4MDLP5CYVGA2FE3SU"
"""The secret the setup page made for Mara on opening."""
NEW_CODE = "259846"
"""The test code of that secret."""
JONAS_SECRET = "P3LDZ7XQ4RMW2NJK6TBV5HCYE2GAUF7S"
JONAS_NEW_CODE = "640172"


def screens(t: Any) -> list[dict[str, Any]]:
    # Core's words around the app's parts (headings, "Use backup code", "Cancel login") are
    # core's, not the app's, and left out; so is another provider's row.
    choose = {"title": PRODUCT, "items": [
        {"row": PROVIDER, "secondary": t("Authenticate with a TOTP app")}]}  # fmt: skip

    def challenge(code: str) -> dict[str, Any]:
        return {"title": PROVIDER, "items": [
            {"text": t("Get the authentication code from the two-factor authentication app on "
                       "your device.")},
            {"field": "challenge", "hint": t("Authentication code"), "text": code,
             "focused": True},
            {"button": t("Submit")}]}  # fmt: skip

    def setup(secret: str, code: str) -> dict[str, Any]:
        return {"title": PROVIDER, "items": setup_confirmation(t, secret, code)}

    with_redirect = f"{CHALLENGE}?redirect_url={FILES}"
    solve = [form(with_redirect, f"challenge={CODE}")]
    solve_direct = [form(CHALLENGE, f"challenge={JONAS_CODE}")]
    enter = {"enter": True}

    def finish(code: str) -> list[Any]:
        return [state(ENABLED, code), form(SETUP)]

    return [
        entry("harmless", "choose a second factor", choose, [
            (PROVIDER, False, [link(with_redirect)])]),
        entry("harmless", "challenge, code typed", challenge(CODE), [
            (t("Submit"), False, solve),
            (enter, False, solve)]),
        entry("harmless", "challenge, field empty", challenge(""), [
            (t("Submit"), False, []),
            ({"type": CODE}, False, [])]),
        entry("harmless", "challenge without a page to return to", challenge(JONAS_CODE), [
            (t("Submit"), False, solve_direct),
            (enter, False, solve_direct)]),
        entry("harmless", "choose a second factor to set up", choose, [
            (PROVIDER, False, [link(SETUP), state(CREATED)])]),
        entry("harmless", "setup at login, no code typed", setup(NEW_SECRET, ""), [
            ({"type": NEW_CODE}, False, []),
            (t("Verify"), False, [state(ENABLED, "")])]),
        entry("reversible", "setup at login, code typed", setup(NEW_SECRET, NEW_CODE), [
            (t("Verify"), False, finish(NEW_CODE)),
            (enter, False, finish(NEW_CODE))]),
        entry("reversible", "setup at login of another user", setup(JONAS_SECRET, JONAS_NEW_CODE), [
            (t("Verify"), False, finish(JONAS_NEW_CODE))]),
    ]  # fmt: skip
