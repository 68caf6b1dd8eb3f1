"""How the five-hundred-and-fifty-second held-out corpus writes a screen of Nextcloud's SSO &
SAML authentication app (user_saml) and what a tapped control sends. The app's administration
page is a section of Nextcloud's settings (a Vue 3 app drawn with ``@nextcloud/vue``), titled by
the section's name, each screen the part of the section in view, top to bottom; a provider's
settings are an ``NcDialog`` over it. The login pages are the server's own guest pages (PHP
templates), titled by the instance's name. ``t(text, values)`` is the language's lookup of an
English string of the app's ``l10n/<lang>.json`` catalog, ``{name}`` filled in from ``values``
(a mapping) as ``@nextcloud/l10n`` does, ``%s`` from ``values`` (a list) as the server's
``IL10N::t`` does. Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

ORIGIN = "https://cloud.example.org"
"""The instance; its URLs keep ``index.php`` (no rewrite rules), as ``generateUrl`` and the
server's router write them then."""
APP = "/index.php/apps/user_saml"
"""``generateUrl('/apps/user_saml/...')`` on the page's own origin."""
PROVIDERS = f"{APP}/settings/providerSettings"
"""The routes of ``SettingsController``: POST a new provider, GET, PUT and DELETE one."""
APPCONFIG = "/ocs/v2.php/apps/provisioning_api/api/v1/config/apps/user_saml"
"""``generateOcsUrl('/apps/provisioning_api/api/v1/config/apps/{appId}/{key}')`` without its
key: the server's provisioning API, which ``updateAppConfig`` posts a value to."""
INSTANCE = "Nextcloud"
"""The instance's name (the default theme's), the title of its guest pages."""
TOKEN = "LDpCSddwcAWGSdvYItyveVdYb85CjPssqIuUdB7aiwc=:SBTZIJOsig9KIWOrh97lCbowalj1iIvg7csvzQcSAos="
"""The session's CSRF token as ``getEncryptedValue()`` writes it (made up): the login links
carry it."""
Act = tuple[str, bool, list[Any]]


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request of the page (the requesttoken travels in a header, not
    written here), on the page's own origin; ``data`` its JSON body, where it has one."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body(data)}


def app_config(key: str, value: str) -> dict[str, str]:
    """``updateAppConfig(key, value)``: ``confirmPassword()`` (no dialog: see build.py), then
    the provisioning API's POST of ``{value}``."""
    return call("POST", f"{APPCONFIG}/{key}", {"value": value})


def open_provider(provider: int) -> list[Any]:
    """``loadProviderConfig()`` of the provider dialog, then ``testMetaData()``."""
    return [call("GET", f"{PROVIDERS}/{provider}"),
            call("GET", f"{APP}/saml/metadata?idp={provider}")]  # fmt: skip


def save_provider(provider: int, configs: dict[str, str]) -> list[Any]:
    """The dialog's ``saveAll()``: one PUT of the changed settings (``newConfigs``, in the
    order of the draft), then ``testMetaData()``."""
    return [call("PUT", f"{PROVIDERS}/{provider}", {"newConfigs": configs}),
            call("GET", f"{APP}/saml/metadata?idp={provider}")]  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A navigation: an ``<a href>`` followed, or ``window.location.href`` set."""
    return {"request": f"GET {url}", "via": "link"}


def form_encode(fields: dict[str, str]) -> str:
    """A form's fields as the browser posts them (``application/x-www-form-urlencoded``)."""
    return "&".join(f"{quote(k, safe='*-._')}={quote(v, safe='*-._')}" for k, v in fields.items())


def form(url: str, fields: dict[str, str]) -> dict[str, str]:
    """A ``<form method="post">`` submitted to ``url``."""
    return {"request": f"POST {url}", "body": form_encode(fields), "via": "form"}


def login_url(provider: int, method: str) -> str:
    """``ProviderListingService::getSSOUrl()``: the login route with the token, an empty
    ``originalUrl``, the provider and its ``general-is_saml_request_using_post`` (``get``
    where never set), in the router's query (``=`` encoded, ``:`` left as it is)."""
    token = TOKEN.replace("=", "%3D")
    return f"{APP}/saml/login?requesttoken={token}&originalUrl=&idp={provider}&method={method}"


DIRECT_LOGIN = "/index.php/login?direct=1&redirect_url="
"""``getDirectLoginUrl('')``: the server's own login form."""


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"user_saml {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page titled ``title``: what is in view, top to bottom."""
    return {"title": title, "items": items}


def dialog(title: str, name: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An ``NcDialog`` over the page titled ``title``: its heading, then the part of its body
    in view and its action buttons (``@nextcloud/vue``'s close button left out)."""
    return {"title": title, "dialog": {"title": name}, "items": items}


def switch(label: str, checked: bool) -> dict[str, Any]:
    """An ``NcCheckboxRadioSwitch`` or ``NcFormBoxSwitch`` known by its words, with its state
    before the tap."""
    return {"switch": label, "checked": checked}


def field(rid: str, hint: str | None = None, text: str = "") -> dict[str, Any]:
    """A text input or text area: its id, its label where it has one, and its text."""
    return {"field": rid, **({"hint": hint} if hint else {}), "text": text}


def pem(kind: str, line: str) -> str:
    """A PEM text of one base64 line (shortened)."""
    return f"-----BEGIN {kind}-----\n{line}\n-----END {kind}-----"


DIRECT = "/index.php/login?direct=1"
"""``generateUrl('/login') + '?direct=1'``: the link in the warning, and its words."""


def section(t: Any) -> str:
    """The section's name: the page's title."""
    return str(t("SSO & SAML authentication"))


def warning(t: Any) -> list[dict[str, Any]]:
    """The ``NcNoteCard`` shown once a mode is chosen: its sentence with the link's URL, then
    the link."""
    text = t(
        "Make sure to configure an administrative user that can access the instance via SSO. "
        "Logging-in with your regular account will not be possible anymore, unless you go "
        "directly to the URL {url}.",
        {"url": DIRECT},
    )
    return [{"text": text}, {"link": DIRECT}]


def global_switches(t: Any, states: dict[str, bool]) -> list[dict[str, Any]]:
    """The global settings' ``NcFormBoxSwitch`` rows, as ``Admin.php`` words them (the mode's
    own filter decides which: ``states`` holds those shown)."""
    words = {
        "require_provisioned_account": t(
            "Only allow authentication if an account exists on some other backend (e.g. LDAP)."
        ),
        "allow_multiple_user_back_ends": t("Allow the use of multiple user back-ends (e.g. LDAP)"),
        "nextcloud_login_form": t("Use normal Nextcloud login form"),
    }
    return [{"text": t("Global settings")}] + [switch(words[k], on) for k, on in states.items()]
