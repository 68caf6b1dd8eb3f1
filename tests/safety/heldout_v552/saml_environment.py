"""The administration section of SSO & SAML authentication for the five-hundred-and-fifty-second
held-out corpus, in its environment variable mode: ``screens(t)`` lays out, in one language,
the global settings, the one provider's fields (``ProviderGeneralSection`` of type ``env``) and
Reset settings, with the warning a variable starting with ``HTTP_`` brings. Read from
``src/components/AdminSettings.vue``, ``ProviderGeneralSection.vue`` and
``lib/Settings/Admin.php``; what each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any

from screens import DIRECT, app_config, entry, field, global_switches, link, page, section, warning

ENV_SWITCHES = {"require_provisioned_account": False, "allow_multiple_user_back_ends": False}
"""The global settings shown in this mode (the login form's is the SAML mode's), both off."""


def env_page(t: Any, variable: str) -> dict[str, Any]:
    """The section in environment variable mode, the UID read from ``variable``."""
    note = []
    if variable.startswith("HTTP_"):
        note = [{"text": t("Environment var starting with HTTP_ are dangerous as HTTP headers "
                           "are saved in these environment variables")}]  # fmt: skip
    return page(section(t), [
        {"text": t("Single sign-on and SAML authentication settings")},
        *warning(t), *global_switches(t, ENV_SWITCHES),
        {"text": t("Environment variable provider settings")},
        field("user-saml-general-uid_mapping", t("Attribute to map the UID to."), variable),
        *note,
        field("user-saml-general-idp0_display_name",
              t('Optional display name of the identity provider (default: "SSO & SAML log in")'),
              "Kerberos"),
        {"button": t("Reset settings")}])  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    settings = env_page(t, "REMOTE_USER")
    require = t("Only allow authentication if an account exists on some other backend (e.g. LDAP).")
    several = t("Allow the use of multiple user back-ends (e.g. LDAP)")
    return [
        entry("reversible", "environment settings (global switches)", settings, [
            (require, False, [app_config("general-require_provisioned_account", "1")]),
            (several, False, [app_config("general-allow_multiple_user_back_ends", "1")])]),
        entry("reversible", "environment settings (reset)", settings, [
            (t("Reset settings"), False, [app_config("type", "")])]),
        entry("harmless", "environment settings, HTTP_ variable", env_page(
            t, "HTTP_X_REMOTE_USER"), [(DIRECT, False, [link(DIRECT)])]),
    ]  # fmt: skip
