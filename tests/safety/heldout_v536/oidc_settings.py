"""The administration page of Nextcloud's OpenID Connect user backend for the
five-hundred-and-thirty-sixth held-out corpus: ``screens(t)`` lays out, in one language, the
top of the page with its two switches (ID4me off and on) and the button that registers a
provider, each registered provider's block with its Update and Remove icons, the page of an
instance with no provider, and the deletion dialog of each provider. Read from
``src/components/AdminSettings.vue``; what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from screens import APP, ORIGIN, PROVIDERS, REDIRECT_URI, Act, call, dialog, entry, page, switch


def screens(t: Any) -> list[dict[str, Any]]:
    title = t("OpenID Connect")
    register = t("Register new provider")

    def top(id4me: bool, tokens: bool) -> dict[str, Any]:
        return page(title, [
            {"text": t("OpenID Connect")},
            {"text": t("Allows users to authenticate via OpenID Connect providers.")},
            switch(t("Enable ID4me"), id4me), switch(t("Store login tokens"), tokens),
            {"text": t('"Store login tokens" is needed if you are using other apps that want to'
                       " use user_oidc's token exchange or simply get the login token")},
            {"text": t("Registered Providers")}, {"icon": register}])  # fmt: skip

    def block(provider: dict[str, Any]) -> dict[str, Any]:
        """A provider's block, the page scrolled to it: its identifier, its four labelled
        values and its two ``NcActions`` of one action each."""
        backchannel = f"{APP}/backchannel-logout/{quote(provider['identifier'], safe='')}"
        return page(title, [
            {"text": provider["identifier"]},
            {"text": t("Client ID")}, {"text": provider["clientId"]},
            {"text": t("Discovery endpoint")}, {"text": provider["discoveryEndpoint"]},
            {"text": t("Backchannel Logout URL")}, {"text": ORIGIN + backchannel},
            {"text": t("Redirect URI (to be authorized in the provider client configuration)")},
            {"text": REDIRECT_URI}, {"icon": t("Update")}, {"icon": t("Remove")}])  # fmt: skip

    def deletion(provider: dict[str, Any]) -> dict[str, Any]:
        message = t('Are you sure you want to delete the provider "{providerName}"?',
                    {"providerName": provider["identifier"]})  # fmt: skip
        return dialog(title, t("Confirm deletion"), message,
                      [{"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip

    empty = page(title, [
        {"text": t("OpenID Connect")},
        {"text": t("Allows users to authenticate via OpenID Connect providers.")},
        switch(t("Enable ID4me"), False), switch(t("Store login tokens"), False),
        {"text": t("Registered Providers")}, {"icon": register},
        {"text": t("No providers registered.")}])  # fmt: skip
    id4me = "/provider/id4me"
    tokens = "/admin-config"
    out = [
        entry("reversible", "settings page (ID4me off)", top(False, True), [
            (t("Enable ID4me"), False, [call("POST", id4me, {"enabled": True})]),
            (t("Store login tokens"), False,
             [call("POST", tokens, {"values": {"store_login_token": False}})])]),
        entry("reversible", "settings page (ID4me on)", top(True, False), [
            (t("Enable ID4me"), False, [call("POST", id4me, {"enabled": False})]),
            (t("Store login tokens"), False,
             [call("POST", tokens, {"values": {"store_login_token": True}})])]),
        entry("opens-prompt", "settings page (register)", top(False, True), [
            (register, False, [])]),
        entry("opens-prompt", "settings page, no provider", empty, [(register, False, [])]),
    ]  # fmt: skip
    for provider in PROVIDERS:
        name = provider["identifier"]
        acts: list[Act] = [(t("Update"), False, []), (t("Remove"), False, [])]
        out.append(entry("opens-prompt", f"provider block {name}", block(provider), acts))
    for provider in PROVIDERS:
        name = provider["identifier"]
        delete = call("DELETE", f"/provider/{provider['id']}")
        out.append(entry("delete", f"delete provider {name} dialog", deletion(provider), [
            (t("Delete"), True, [delete]), (t("Cancel"), False, [])]))  # fmt: skip
    return out
