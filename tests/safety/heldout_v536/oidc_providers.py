"""The provider forms of Nextcloud's OpenID Connect user backend for the
five-hundred-and-thirty-sixth held-out corpus: ``screens(t)`` lays out, in one language, the
modal that registers a new provider (its client configuration, its attribute mapping and its
access control settings, blank and then filled in) and the modal that updates a provider (the
Keycloak provider's scope, its switches and its attribute mapping; the Authentik, Entra ID and
Google providers with a new client secret typed). Read from ``src/components/AdminSettings.vue``
and ``src/components/SettingsForm.vue``; what each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any

from screens import (
    AUTHENTIK,
    ENTRA,
    GOOGLE,
    KEYCLOAK,
    REDIRECT_URI,
    call,
    entry,
    field,
    page,
    switch,
)

OPTIONAL = "(Optional)"  # the placeholder the form writes as it is, in every language
NESTED_EXAMPLE = "custom.nickname | profile.name | name"
NEW = {"identifier": "Zitadel", "clientId": "283946518275739651@nextcloud",
       "clientSecret": "bV4rT9kQ2mX7wL1cN8pZ3sJ6hF0dG5yE2aU7oK4iR9tW1qM6",
       "discoveryEndpoint": "https://id.example.org/.well-known/openid-configuration"}  # fmt: skip
"""The provider the register form is filled in with."""
SECRETS = {
    "Authentik": "mZ7qW2xR9vK4tL8nP3sB6yC1dF5gH0jE7aU2oI9kQ4wT8rM3",
    "Entra ID": "Xk48Q~vT2pLm9sWq3RbN7cYd1ZeFg5HjK0aU6oIr",
    "Google": "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a",
}
"""The new client secret typed into each provider's update form."""


def screens(t: Any) -> list[dict[str, Any]]:
    submit, update = t("Submit"), t("Update provider")
    registering, updating = t("Register a new provider"), t("Update provider settings")
    cancel = {"button": t("Cancel")}

    def client(provider: dict[str, Any], secret: str, button: str) -> list[dict[str, Any]]:
        """The top of the form: the client configuration down to the discovery endpoint."""
        hint = t("Leave empty to keep existing") if provider.get("id") else None
        return [
            {"text": t("Client configuration")},
            {"text": t("Identifier (max 128 characters)")},
            field("oidc-identifier", t("Display name to identify the provider"),
                  provider.get("identifier", "")),
            {"text": t("Client ID")}, field("oidc-client-id", None, provider.get("clientId", "")),
            {"text": t("Client secret")}, field("oidc-client-secret", hint, secret),
            {"text": t("Warning, if the protocol of the URLs in the discovery content is HTTP,"
                       " the ID token will be delivered through an insecure connection.")},
            {"text": t("Discovery endpoint")},
            field("oidc-discovery-endpoint", None, provider.get("discoveryEndpoint", "")),
            cancel, {"button": button}]  # fmt: skip

    def mapping(settings: dict[str, Any], button: str) -> list[dict[str, Any]]:
        """The attribute mapping, down to the button that shows the extra attributes."""
        nested = t('Enable nested and fallback claim mappings (like "{example}")',
                   {"example": NESTED_EXAMPLE})  # fmt: skip
        return [
            {"text": t("Attribute mapping")},
            switch(nested, bool(settings.get("nestedAndFallbackClaims"))),
            {"text": t("User ID mapping")},
            field("mapping-uid", "sub", settings.get("mappingUid", "")),
            {"text": t("Quota mapping")},
            field("mapping-quota", "quota", settings.get("mappingQuota", "")),
            {"text": t("Groups mapping")},
            field("mapping-groups", "groups", settings.get("mappingGroups", "")),
            {"button": t("Extra attributes mapping")}, cancel, {"button": button}]  # fmt: skip

    def access(settings: dict[str, Any], button: str) -> list[dict[str, Any]]:
        """The upper access control settings: the IDs, group provisioning, the whitelist."""
        unique = bool(settings.get("uniqueUid"))
        warning = [] if unique else [{"text": t(
            'Keep in mind that disabling "Unique user IDs" means that this provider can'
            " produce user IDs that are identical to user IDs from other providers (and from"
            " other user backends if you are in non-auto-provisioning mode). This means this"
            " provider can be potentially used to authenticate as users from other"
            " providers/backends. This might be what you want to achieve. In any case, please"
            " make sure you trust this provider.")}]  # fmt: skip
        return [
            {"text": t("Authentication and Access Control Settings")},
            switch(t("Use unique user ID"), unique),
            {"text": t("By default every user will get a unique user ID that is a hashed value"
                       " of the provider and user ID. This can be turned off but uniqueness of"
                       " users accross multiple user backends and providers is no longer"
                       " preserved then.")},
            *warning,
            switch(t("Use provider identifier as prefix for IDs"),
                   bool(settings.get("providerBasedId"))),
            switch(t("Use group provisioning."), bool(settings.get("groupProvisioning"))),
            {"text": t("Group whitelist regex")},
            field("group-whitelist-regex", None, settings.get("groupWhitelistRegex", "")),
            switch(t("Restrict login for users that are not in any whitelisted group"),
                   bool(settings.get("restrictLoginToGroups"))),
            cancel, {"button": button}]  # fmt: skip

    def bearer(settings: dict[str, Any], button: str) -> list[dict[str, Any]]:
        """The lower access control settings: the Bearer token, the logout, the userinfo."""
        return [
            switch(t("Check Bearer token on API and WebDAV requests"),
                   bool(settings.get("checkBearer"))),
            {"text": t("Do you want to allow API calls and WebDAV requests that are"
                       " authenticated with an OIDC ID token or access token?")},
            switch(t("Auto provision user when accessing API and WebDAV with Bearer token"),
                   bool(settings.get("bearerProvisioning"))),
            switch(t("Send ID token hint on logout"), bool(settings.get("sendIdTokenHint"))),
            switch(t("Enrich login ID token with userinfo"),
                   bool(settings.get("enrichLoginIdTokenWithUserinfo"))),
            cancel, {"button": button}]  # fmt: skip

    # AdminSettings.vue's newProvider: the form edits it in place, and a key the form sets
    # that it lacks is added at its end.
    starting = {"uniqueUid": True, "checkBearer": False, "bearerProvisioning": False,
                "providerBasedId": False, "groupProvisioning": False, "sendIdTokenHint": True,
                "enrichLoginIdTokenWithUserinfo": False}  # fmt: skip
    blank = {"identifier": "", "clientId": "", "clientSecret": "", "discoveryEndpoint": "",
             "endSessionEndpoint": "", "postLogoutUri": "", "settings": starting}  # fmt: skip
    # Filled in: the four fields, then the User ID mapping (a key added), then the unique user
    # ID unticked and the prefix ticked.
    filled = copy.deepcopy(blank)
    filled.update(NEW)
    filled["settings"]["mappingUid"] = "preferred_username"
    filled["settings"].update(uniqueUid=False, providerBasedId=True)
    hint = t("Configure your provider to redirect back to {url}", {"url": REDIRECT_URI})
    top = page(registering, [{"text": hint}, *client(blank, "", submit)])
    blank_mapping = page(registering, mapping(blank["settings"], submit))
    blank_access = page(registering, access(blank["settings"], submit))
    blank_bearer = page(registering, bearer(blank["settings"], submit))
    filled_access = page(registering, access(filled["settings"], submit))

    scoped = copy.deepcopy(KEYCLOAK)
    scoped["scope"] = "openid email profile groups"
    scope_view = page(updating, [
        {"text": t("Discovery endpoint")},
        field("oidc-discovery-endpoint", None, KEYCLOAK["discoveryEndpoint"]),
        {"text": t("Custom end session endpoint")}, field("oidc-end-session-endpoint", OPTIONAL),
        {"text": t("Post logout URI")}, field("oidc-post-logout-uri", OPTIONAL),
        {"text": t("Scope")}, field("oidc-scope", "openid email profile", scoped["scope"]),
        {"text": t("Extra claims")}, field("oidc-extra-claims", "claim1 claim2 claim3"),
        cancel, {"button": update}])  # fmt: skip
    keycloak = KEYCLOAK["settings"]
    # The middle of Keycloak's access control: group provisioning down to the Bearer token.
    middle = page(updating, [
        switch(t("Use group provisioning."), keycloak["groupProvisioning"]),
        {"text": t("Group whitelist regex")}, field("group-whitelist-regex"),
        switch(t("Restrict login for users that are not in any whitelisted group"),
               keycloak["restrictLoginToGroups"]),
        switch(t("Check Bearer token on API and WebDAV requests"), keycloak["checkBearer"]),
        {"text": t("Do you want to allow API calls and WebDAV requests that are authenticated"
                   " with an OIDC ID token or access token?")},
        switch(t("Auto provision user when accessing API and WebDAV with Bearer token"),
               keycloak["bearerProvisioning"]),
        cancel, {"button": update}])  # fmt: skip
    out = [
        entry("harmless", "register provider modal (top)", top, [(t("Cancel"), False, [])]),
        entry("harmless", "register provider modal (attribute mapping)", blank_mapping, [
            (t("Extra attributes mapping"), False, [])]),
        entry("reversible", "register provider modal (nested claims)", blank_mapping, [
            (t('Enable nested and fallback claim mappings (like "{example}")',
               {"example": NESTED_EXAMPLE}), False, [])]),
        entry("reversible", "register provider modal (access control)", blank_access, [
            (t("Use unique user ID"), False, []),
            (t("Use provider identifier as prefix for IDs"), False, []),
            (t("Use group provisioning."), False, []),
            (t("Restrict login for users that are not in any whitelisted group"), False, [])]),
        entry("reversible", "register provider modal (bearer token)", blank_bearer, [
            (t("Check Bearer token on API and WebDAV requests"), False, []),
            (t("Send ID token hint on logout"), False, []),
            (t("Enrich login ID token with userinfo"), False, [])]),
        entry("reversible", "register provider modal (filled in)", filled_access, [
            (submit, False, [call("POST", "/provider", filled)])]),
        entry("reversible", "update Keycloak modal (scope)", scope_view, [
            (update, False, [call("PUT", f"/provider/{KEYCLOAK['id']}", scoped)])]),
        entry("reversible", "update Keycloak modal (access control)", middle, [
            (t("Use group provisioning."), False, []),
            (t("Check Bearer token on API and WebDAV requests"), False, []),
            (t("Auto provision user when accessing API and WebDAV with Bearer token"), False,
             [])]),
        entry("harmless", "update Keycloak modal (attribute mapping)",
              page(updating, mapping(keycloak, update)), [
                  (t("Extra attributes mapping"), False, []), (t("Cancel"), False, [])]),
    ]  # fmt: skip
    for provider in (AUTHENTIK, ENTRA, GOOGLE):
        name = provider["identifier"]
        secret = SECRETS[name]
        # The typed secret is a key the provider lacked: it comes after the settings.
        sent = {**copy.deepcopy(provider), "clientSecret": secret}
        view = page(updating, client(provider, secret, update))
        out.append(entry("overwrite", f"update {name} modal (new client secret)", view, [
            (update, True, [call("PUT", f"/provider/{provider['id']}", sent)]),
            (t("Cancel"), False, [])]))  # fmt: skip
    return out
