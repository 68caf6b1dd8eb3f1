"""The login pages of SSO & SAML authentication for the five-hundred-and-fifty-second held-out
corpus, which a visitor who is not logged in sees: ``screens(t)`` lays out, in one language,
the login options (a link per provider with the direct log in first, or, with more than four
providers, a select that follows the option chosen), and the page that posts the request to the
identity provider, as it shows with scripts off. Read from ``templates/selectUserBackEnd.php``,
``src/selectUserBackEnd.ts``, ``templates/login_post.php``, ``lib/Controller/SAMLController.php``
and ``lib/Service/ProviderListingService.php``; what each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import DIRECT_LOGIN, INSTANCE, ORIGIN, entry, form, link, login_url, page

KEYCLOAK_SSO = "https://sso.example.org/realms/staff/protocol/saml"
"""Keycloak's sign-on service, which its login posts to (``general-is_saml_request_using_post``
is 1)."""
SAML_REQUEST = (
    "fZJNT8MwDIbv/IrK966fY6NaO02bkCZxmDbGgZuXeltQm5Q4Hfx80hUkLnCLkvd9/NhJtvisq+BKlpXROUSj"
    "GALSwhRKn3N42T2GU1jkd5n7uq74l7ryj3xtGmvZbR0VBk0qjV+/tj+5fMzGHhj/MwlqZW5FJ8/n9+ll/+"
    "rVN1o5+8ZPgFN"
)
"""The AuthnRequest as the redirect binding encodes it (deflated, base64; made up and
shortened), which the page reads back from the login URL and posts."""
RELAY_STATE = f"{ORIGIN}/index.php/apps/user_saml/saml/login"
"""No ``originalUrl``: the login route itself, absolute."""
MORE = ["Partner university", "Alumni"]
"""The two providers registered later, named in their dialogs."""


def screens(t: Any) -> list[dict[str, Any]]:
    direct, unnamed = t("Direct log in"), t("SSO & SAML log in")
    options = page(INSTANCE, [
        {"text": t("Login options:")}, {"link": direct}, {"link": "Keycloak"},
        {"link": "Microsoft Entra ID"}, {"link": unnamed}])  # fmt: skip
    choose = t("Choose an authentication provider")
    select = page(INSTANCE, [{"text": t("Login options:")}, {"button": choose}])
    # Chrome shows the open select as a list of its options, the direct log in last.
    picker = page(INSTANCE, [{"text": t("Login options:")}, *({"menu": label} for label in [
        choose, "Keycloak", "Microsoft Entra ID", unnamed, *MORE, direct])])  # fmt: skip
    redirect = page(INSTANCE, [
        {"text": t("Please wait while you are redirected to the SSO server.")},
        {"text": t("JavaScript is disabled in your browser. Please enable it to continue.")},
        {"button": "Continue"}])  # fmt: skip
    posted = {"SAMLRequest": SAML_REQUEST, "RelayState": RELAY_STATE, "SigAlg": "",
              "Signature": ""}  # fmt: skip
    return [
        entry("harmless", "login options", options, [
            (direct, False, [link(DIRECT_LOGIN)]),
            ("Keycloak", False, [link(login_url(1, "1"))]),
            ("Microsoft Entra ID", False, [link(login_url(2, "get"))]),
            (unnamed, False, [link(login_url(3, "get"))])]),
        entry("opens-prompt", "login options, five providers", select, [(choose, False, [])]),
        entry("harmless", "login options, five providers (list open)", picker, [
            ("Alumni", False, [link(login_url(5, "get"))]),
            (direct, False, [link(DIRECT_LOGIN)])]),
        entry("harmless", "redirect to the identity provider (scripts off)", redirect, [
            ("Continue", False, [form(KEYCLOAK_SSO, posted)])]),
    ]  # fmt: skip
