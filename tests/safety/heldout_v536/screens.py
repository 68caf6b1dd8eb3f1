"""How the five-hundred-and-thirty-sixth held-out corpus writes a screen of Nextcloud's OpenID
Connect user backend (user_oidc) and what a tapped control sends. The administration page is a
Vue 3 app drawn with ``@nextcloud/vue``: a screen is the part of the page in view under the
settings section's name; an ``NcModal`` of size large (the provider forms) fills the window of a
phone and is a screen of its own, headed by its name, its sticky footer always in view; an
``NcDialog`` is a dialog headed by its name, its message, then its action buttons. An
``NcActions`` holding one action shows it as an icon button named by the action's words. The
guest pages (the login page's alternative logins, the ID4me page, the error page) are server
templates titled by the theme's name. ``t(text, values)`` is the language's lookup of an English
string of the app's ``l10n/<lang>.json`` catalog, ``{name}`` filled in from a dict of
``values`` as ``@nextcloud/l10n`` does, ``%s`` from a list as PHP's ``vsprintf`` does. Why each
action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

OCS = "/ocs/v2.php/apps/user_oidc/api/v1"
"""``generateOcsUrl('/apps/user_oidc/api/v1/...')`` on the page's own origin."""
ORIGIN = "https://cloud.example.org"
"""The instance; its URLs keep ``index.php`` (no rewrite rules), as ``generateUrl`` and
``linkToRoute`` then write them."""
APP = "/index.php/apps/user_oidc"
THEME = "Nextcloud"
"""``$theme->getName()``: the default theme's name, which heads a guest page."""
Act = tuple[str, bool, list[Any]]


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request of the page to the app's OCS API (the requesttoken
    travels in a header, not written here); ``path`` is below :data:`OCS`."""
    if data is None:
        return f"{method} {OCS}{path}"
    return {"request": f"{method} {OCS}{path}", "body": body(data)}


def link(path: str) -> dict[str, str]:
    """A navigation: an ``<a href>`` followed by the browser."""
    return {"request": f"GET {path}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"user_oidc {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page (or a full-window modal) titled ``title``: what is in view, top to bottom."""
    return {"title": title, "items": items}


def dialog(title: str, name: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An ``NcDialog`` over the page titled ``title``: its name, its message, its buttons (its
    close button is ``@nextcloud/vue``'s, not the app's, and left out)."""
    return {"title": title, "dialog": {"title": name, "message": message}, "items": items}


def switch(label: str, checked: bool) -> dict[str, Any]:
    """An ``NcFormBoxSwitch`` or an ``NcCheckboxRadioSwitch`` (a check box), known by its
    words, with its state before the tap."""
    return {"switch": label, "checked": checked}


def field(rid: str, hint: str | None = None, text: str = "") -> dict[str, Any]:
    """A text input: its id, its placeholder where it has one, and its text (its label is
    the text item above it)."""
    return {"field": rid, **({"hint": hint} if hint else {}), "text": text}


# -- the providers the instance has registered ---------------------------------------------
# ``ProviderService::getSupportedSettings()`` in order: the settings object of a provider as
# the page's initial state gives it (``getSettings``), a mapping unset being "" and a switch
# unset its default (``BOOLEAN_SETTINGS_DEFAULT_VALUES``).
SETTINGS: dict[str, Any] = {
    "mappingDisplayName": "", "mappingEmail": "", "mappingQuota": "", "mappingUid": "",
    "mappingGroups": "", "mappingLanguage": "", "mappingLocale": "", "mappingAddress": "",
    "mappingStreetaddress": "", "mappingPostalcode": "", "mappingLocality": "",
    "mappingRegion": "", "mappingCountry": "", "mappingWebsite": "", "mappingAvatar": "",
    "mappingTwitter": "", "mappingFediverse": "", "mappingOrganisation": "", "mappingRole": "",
    "mappingHeadline": "", "mappingBiography": "", "mappingPhonenumber": "", "mappingGender": "",
    "mappingPronouns": "", "mappingBirthdate": "", "uniqueUid": True, "checkBearer": False,
    "sendIdTokenHint": False, "bearerProvisioning": False, "extraClaims": "",
    "providerBasedId": False, "groupProvisioning": False, "groupWhitelistRegex": "",
    "restrictLoginToGroups": False, "azureGroupNames": False, "nestedAndFallbackClaims": False,
    "enrichLoginIdTokenWithUserinfo": False,
}  # fmt: skip


def provider(pid: int, identifier: str, client_id: str, discovery: str,
             end_session: str | None = None, **settings: Any) -> dict[str, Any]:  # fmt: skip
    """A provider as the initial state holds it: ``Provider::jsonSerialize()`` and its
    settings (those made by the app's form keep its switches: ``sendIdTokenHint`` on)."""
    unknown = set(settings) - set(SETTINGS)
    if unknown:
        raise SystemExit(f"no provider setting {sorted(unknown)}")
    merged = {**SETTINGS, "sendIdTokenHint": True, **settings}
    return {"id": pid, "identifier": identifier, "clientId": client_id,
            "discoveryEndpoint": discovery, "endSessionEndpoint": end_session,
            "postLogoutUri": None, "scope": "openid email profile", "settings": merged}  # fmt: skip


KEYCLOAK = provider(1, "Keycloak", "nextcloud",
                    "https://sso.example.org/realms/staff/.well-known/openid-configuration",
                    mappingDisplayName="name", mappingEmail="email",
                    mappingUid="preferred_username", mappingGroups="groups", uniqueUid=False,
                    checkBearer=True, bearerProvisioning=True, providerBasedId=True,
                    groupProvisioning=True)  # fmt: skip
AUTHENTIK = provider(2, "Authentik", "Hq3xT8vN2kLp6RfW9bYc4ZdA7mEs1GjU0oKi5Ve2",
                     "https://auth.example.org/application/o/nextcloud/.well-known/"
                     "openid-configuration",
                     "https://auth.example.org/application/o/nextcloud/end-session/",
                     mappingQuota="quota")  # fmt: skip
ENTRA = provider(4, "Entra ID", "3f8a2c61-7d4e-4b9a-9e15-2c6d8f0a4b73",
                 "https://login.microsoftonline.com/6b1d0e2f-94c3-4a57-8e26-d1f07b9c3a48/v2.0/"
                 ".well-known/openid-configuration",
                 mappingUid="oid", mappingDisplayName="name",
                 mappingEmail="preferred_username")  # fmt: skip
GOOGLE = provider(5, "Google", "418226094371-q8e4v2m7kd1n5p3s9t6r0wbh2c7j4xfa"
                  ".apps.googleusercontent.com",
                  "https://accounts.google.com/.well-known/openid-configuration")  # fmt: skip
PROVIDERS = (KEYCLOAK, AUTHENTIK, ENTRA, GOOGLE)
"""The registered providers in the order the page lists them (by id; 3 was removed long
ago)."""
REDIRECT_URI = f"{ORIGIN}{APP}/code"
"""The redirect URI the page shows (``generateUrl('/apps/user_oidc/code')`` on the origin)
and the initial state's ``redirectUrl`` (``linkToRouteAbsolute('user_oidc.login.code')``)."""
