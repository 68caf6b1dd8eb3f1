"""The administration section of SSO & SAML authentication for the five-hundred-and-fifty-second
held-out corpus, in its built-in SAML mode: ``screens(t)`` lays out, in one language, the first
choice of a mode, the global settings, the list of registered identity providers with their
buttons and remove icons, and Reset settings. Read from ``src/components/AdminSettings.vue``
and ``lib/Settings/Admin.php``; what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    DIRECT,
    PROVIDERS,
    app_config,
    call,
    entry,
    global_switches,
    link,
    open_provider,
    page,
    section,
    warning,
)

NEW_PROVIDER = 4
"""The id ``reserveId()`` gives the provider registered next to providers 1 to 3."""


def provider_name(t: Any, provider: int, name: str | None) -> str:
    """A provider as the list names it: its display name, or ``Admin.php``'s ``Provider %s``."""
    return name if name else str(t("Provider %s", [str(provider)]))


def provider_list(t: Any, providers: list[tuple[int, str | None]]) -> list[dict[str, Any]]:
    """Registered Providers with its add icon (named by its title), then each provider's
    button and, with more than one, its remove icon (named by its aria-label)."""
    items: list[dict[str, Any]] = [{"text": t("Registered Providers")},
                                   {"icon": t("Register new provider")}]  # fmt: skip
    for provider, name in providers:
        shown = provider_name(t, provider, name)
        items.append({"button": shown})
        if len(providers) > 1:
            items.append({"icon": t("Remove {name}", {"name": shown})})
    return items


SAML_SWITCHES = {"require_provisioned_account": False, "allow_multiple_user_back_ends": True,
                 "nextcloud_login_form": False}  # fmt: skip
"""The global settings in SAML mode: several back-ends allowed, the others off."""
THREE = [(1, "Keycloak"), (2, "Microsoft Entra ID"), (3, None)]
"""The providers registered: two named, the third without a display name."""
FIVE = [*THREE, (4, "Partner university"), (5, "Alumni")]
"""The providers later on, the fourth registered from the list and named in its dialog."""


def saml_page(t: Any, providers: list[tuple[int, str | None]]) -> dict[str, Any]:
    """The section in SAML mode, top to bottom."""
    return page(section(t), [
        {"text": t("Single sign-on and SAML authentication settings")},
        *warning(t), *global_switches(t, SAML_SWITCHES), *provider_list(t, providers),
        {"button": t("Reset settings")}])  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    choose = page(section(t), [
        {"text": t("Single sign-on and SAML authentication settings")},
        {"text": t("Please choose whether you want to authenticate using the SAML provider "
                   "built-in in Nextcloud or whether you want to authenticate against an "
                   "environment variable.")},
        {"button": t("Use built-in SAML authentication")},
        {"button": t("Use environment variable")}])  # fmt: skip
    builtin, env = t("Use built-in SAML authentication"), t("Use environment variable")
    listed = saml_page(t, THREE)
    keycloak, third = "Keycloak", provider_name(t, 3, None)
    require = t("Only allow authentication if an account exists on some other backend (e.g. LDAP).")
    several = t("Allow the use of multiple user back-ends (e.g. LDAP)")
    login_form = t("Use normal Nextcloud login form")

    def remove(provider: int, name: str | None) -> tuple[str, bool, list[Any]]:
        """A provider's remove icon: ``removeProvider(id)``, one DELETE, no question asked."""
        label = t("Remove {name}", {"name": provider_name(t, provider, name)})
        return (label, True, [call("DELETE", f"{PROVIDERS}/{provider}")])

    return [
        # No provider yet: the environment mode's ensureEnvVarProvider() registers one, then
        # loadEnvVarConfig() reads it.
        entry("reversible", "choose a mode (first setup)", choose, [
            (builtin, False, [app_config("type", "saml")]),
            (env, False, [app_config("type", "environment-variable"),
                          call("POST", PROVIDERS), call("GET", f"{PROVIDERS}/1")])]),
        # After a reset the providers are still there: nothing is registered again.
        entry("reversible", "choose a mode (after a reset)", choose, [
            (builtin, False, [app_config("type", "saml")]),
            (env, False, [app_config("type", "environment-variable"),
                          call("GET", f"{PROVIDERS}/1")])]),
        entry("harmless", "saml settings", listed, [
            (keycloak, False, open_provider(1)),
            (third, False, open_provider(3)),
            (DIRECT, False, [link(DIRECT)])]),
        entry("reversible", "saml settings (global switches)", listed, [
            (several, False, [app_config("general-allow_multiple_user_back_ends", "0")]),
            (require, False, [app_config("general-require_provisioned_account", "1")]),
            (login_form, False, [app_config("general-nextcloud_login_form", "1")])]),
        entry("reversible", "saml settings (register a provider)", listed, [
            (t("Register new provider"), False, [call("POST", PROVIDERS),
                                                 *open_provider(NEW_PROVIDER)])]),
        entry("delete", "saml settings (remove a provider)", listed, [
            remove(1, "Keycloak"), remove(2, "Microsoft Entra ID"), remove(3, None)]),
        entry("reversible", "saml settings (reset)", listed, [
            (t("Reset settings"), False, [app_config("type", "")])]),
        entry("delete", "saml settings, five providers (remove a provider)", saml_page(t, FIVE), [
            remove(4, "Partner university"), remove(5, "Alumni")]),
    ]  # fmt: skip
