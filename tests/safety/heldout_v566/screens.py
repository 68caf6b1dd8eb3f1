"""How the five-hundred-and-sixty-sixth held-out corpus writes a screen of Nextcloud's Two-Factor
Gateway and what an action sends. The app draws three things: its administration section
(``AdminSettings.vue``: the configured gateway instances, each a ``GatewayInstanceCard``, the
delete dialog, and the modals to add or edit an instance, set its routing and test it, with
the guided setups of ``components/providers/*/SetupPanel.vue`` inside the add modal), one part of
the user's Security settings per gateway (``GatewaySettings.vue``) and the login's challenge page
(``templates/challenge.php``). ``t(text)`` is the language's lookup of an English source string
of the app's ``l10n/<lang>.json``; ``t(text, values)`` fills in the string's ``{name}`` (a dict,
as ``t('twofactor_gateway', text, values)`` does in the Vue parts) or its ``%s`` (a list, as
``$l->t`` does in a template). Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

OCS = "/ocs/v2.php/apps/twofactor_gateway"
"""``generateOcsUrl('/apps/twofactor_gateway')``: every call of the app goes to its OCS API
through ``@nextcloud/axios`` (the requesttoken travels in a header, not written here)."""
ADMIN = f"{OCS}/admin"
SCREEN = f"GET {ADMIN}/screen?groupLimit=200"
"""``listAdminScreen()``: the section reloads its whole list after every change it makes."""
PRODUCT = "Nextcloud"
"""The instance's name (``Defaults::getName()``), the title of core's login pages."""
FILES = "%2Findex.php%2Fapps%2Ffiles%2F"
"""The ``redirect_url`` the login carries along (``/index.php/apps/files/``)."""
MASK = "\u2022" * 8
"""How a card shows a value whose key names a secret (``MASKED_FIELDS``)."""
Act = tuple[Any, bool, list[Any]]
"""An action (a label to tap, or an action's own spec), whether it commits, what it sends."""


@dataclass(frozen=True)
class Field:
    """A gateway's ``FieldDefinition``: its key, its prompt (an English literal of the app's PHP,
    never translated) and whether it is optional."""

    key: str
    prompt: str
    optional: bool = False


@dataclass(frozen=True)
class Instance:
    """A configured gateway instance as the section's list holds it."""

    gateway: str
    id: str
    label: str
    provider_name: str
    default: bool
    config: dict[str, str]
    fields: tuple[Field, ...]
    group_ids: tuple[str, ...] = ()
    group_names: tuple[str, ...] = ()
    priority: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def url(self) -> str:
        return f"{ADMIN}/gateways/{self.gateway}/instances/{self.id}"


XMPP_FIELDS = (
    Field("sender", "Please enter your sender XMPP-JID:"),
    Field("password", "Please enter your sender XMPP password:"),
    Field("server", "Please enter full path to access REST/HTTP API:"),
    Field("username", "XMPP username (derived from sender JID)", optional=True),
    Field("method", "Please enter 1 or 2 for XMPP sending option:"),
)
"""``Channel/XMPP/Gateway.php``'s fields, in order."""
XMPP_INSTRUCTIONS = (
    "In order to receive authentication codes via XMPP, your XMPP Server must support http "
    "requests (ask your admin).",
    "Enter your JID (XMPP address) to receive your verification code below.",
)
"""The XMPP gateway's instructions (two paragraphs of HTML, English in every language)."""
SIGNAL_FIELDS = (
    Field("url", "Please enter the URL of the Signal gateway (leave blank to use default):"),
    Field("account", "Please enter the account (phone-number) of the sending signal account "
          "(leave blank if a phone-number is not required):"),
)  # fmt: skip
SIGNAL_INSTRUCTIONS = "The gateway can send authentication to your Signal mobile and deskop app."
"""``Channel/Signal/Gateway.php``'s instructions, as written there."""
GROUPS = {"staff": "Staff", "support": "Support"}
"""The groups an instance can be routed to (``/admin/groups``, sorted by name)."""

OFFICE = Instance(
    "xmpp", "3f9a1c7e5b2d4086", "Office XMPP", "XMPP", True,
    {"sender": "2fa@chat.example.org", "password": "Quartz-lantern-72",
     "server": "https://chat.example.org:5443/api/v1/messages/", "username": "2fa",
     "method": "2"},
    XMPP_FIELDS)  # fmt: skip
BACKUP = Instance(
    "xmpp", "8c4e2a9f1d7b3065", "Backup XMPP", "XMPP", False,
    {"sender": "2fa@backup.example.net", "password": "Maple-orbit-19",
     "server": "https://backup.example.net:5443/api/v1/messages/", "username": "2fa",
     "method": "1"},
    XMPP_FIELDS, ("support",), ("Support",))  # fmt: skip
SIGNAL = Instance(
    "signal", "b71d05e3c9a24f86", "Signal HQ", "Signal", True,
    {"url": "http://signal-gateway:8080", "account": "+4930123456789"}, SIGNAL_FIELDS)  # fmt: skip
INSTANCES = (BACKUP, OFFICE, SIGNAL)
"""The list as the server sorts it: priority (all 0), then label."""


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, url: str, data: Any = None) -> dict[str, str] | str:
    """An ``@nextcloud/axios`` call; ``data`` its JSON body (None: no body)."""
    return f"{method} {url}" if data is None else {"request": f"{method} {url}", "body": body(data)}


def put_instance(inst: Instance, *, label: str | None = None, group_ids: list[str] | None = None,
                 priority: int | None = None) -> Any:  # fmt: skip
    """``updateInstance``: ``PUT`` of the instance's label, config, groups and priority."""
    return call("PUT", inst.url, {
        "label": inst.label if label is None else label,
        "config": inst.config,
        "groupIds": list(inst.group_ids) if group_ids is None else group_ids,
        "priority": inst.priority if priority is None else priority})  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A navigation: an ``<a href>`` of a login page followed by the browser."""
    return {"request": f"GET {url}", "via": "link"}


def form(url: str, data: str) -> dict[str, str]:
    """A ``<form method="POST">`` without an action, submitted to the page's own address."""
    return {"request": f"POST {url}", "via": "form", "body": data}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: each action (a tap where it is a label), labelled, with what it sends."""
    cases = []
    for action, bad, sends in acts:
        spec = {"tap": action} if isinstance(action, str) else dict(action)
        cases.append({**spec, "irreversible": bad, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"gateway {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def section(t: Any) -> str:
    """The administration section's heading (``NcSettingsSection``), the admin screens' title."""
    return t("Two-Factor Gateway")


def card(t: Any, inst: Instance, *, handle: bool = True) -> list[dict[str, Any]]:
    """``GatewayInstanceCard`` with its drag handle: the label, the provider's chip, the status
    chip, the icon buttons (named by their ``aria-label``), a row per configured field (its
    prompt and its value, masked where the key names a secret) and the routing groups. The
    creation date, which the browser formats in its own locale, is left out."""
    items: list[dict[str, Any]] = []
    if handle:
        items.append({"icon": t("Drag to reorder priority")})
    star = t("This is the default instance") if inst.default else t("Set as default")
    items += [{"text": inst.label}, {"text": inst.provider_name}, {"text": t("Configured")},
              {"icon": star}, {"icon": t("Test this instance")}, {"icon": t("Routing")},
              {"icon": t("Edit")}, {"icon": t("Delete")}]  # fmt: skip
    secret = ("token", "password", "secret", "api_key", "key", "pass", "credential")
    prompts = {f.key: f.prompt for f in inst.fields}
    for key, value in inst.config.items():
        shown = MASK if value and any(s in key.lower() for s in secret) else (value or "\u2014")
        items += [{"text": prompts.get(key, key)}, {"text": shown}]
    if inst.group_names:
        items += [{"text": t("Groups")}, *({"text": name} for name in inst.group_names)]
    return items


def admin_page(t: Any, instances: tuple[Instance, ...]) -> dict[str, Any]:
    """The administration section: its description, Add provider configuration, the hint on
    dragging (with more than one instance), then the cards."""
    items: list[dict[str, Any]] = [
        {"text": t("Configure messaging gateways used to send two-factor authentication codes. "
                   "Each gateway can have multiple named configurations (instances), which "
                   "enables multi-tenant setups.")},
        {"button": t("Add provider configuration")}]  # fmt: skip
    if len(instances) > 1:
        items.append({"text": t("Drag and drop instances to define routing priority across "
                                "providers. Higher items run first.")})  # fmt: skip
    for inst in instances:
        items += card(t, inst)
    return {"title": section(t), "items": items}


def modal(t: Any, title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An ``NcModal`` (or ``NcDialog``) over the section, headed by its name. The modal's own
    close button is ``@nextcloud/vue``'s, whose words the app does not ship, and is left out."""
    return {"title": section(t), "dialog": {"title": title}, "items": items}


def optional(t: Any, prompt: str) -> str:
    """A field's label: its prompt, with `` (optional)`` where it may stay empty."""
    return f"{prompt} ({t('optional')})"


def config_fields(t: Any, inst_fields: tuple[Field, ...],
                  config: dict[str, str]) -> list[dict[str, Any]]:  # fmt: skip
    """The modal's ``NcTextField`` per field (none of these is typed as a secret), labelled by
    its prompt, holding the value typed or kept."""
    return [{"field": f.key, "hint": optional(t, f.prompt) if f.optional else f.prompt,
             "text": config.get(f.key, "")} for f in inst_fields]  # fmt: skip
