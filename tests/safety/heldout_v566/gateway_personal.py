"""A user's gateways, for the five-hundred-and-sixty-sixth held-out corpus: ``screens(t)`` lays
out, in one language, the Signal and the XMPP gateway's parts of Jonas Berg's Security settings
in each state (not in use; the identifier to verify, typed, empty and after the gateway refused
it; the code sent; in use), then the login: the row that chooses Signal as the second factor and
the challenge pages of both gateways. Read from ``src/main.ts``, ``src/views/GatewaySettings.vue``,
``templates/personal_settings.php`` and ``challenge.php``, ``lib/Controller/
SettingsController.php``, ``lib/Service/SetupService.php``, ``StateStorage.php``,
``lib/Provider/AProvider.php`` (the challenge sends the code as its page is made),
``lib/PhoneNumberMask.php`` and the gateways' ``Provider.php`` (the names core shows); what each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    FILES,
    OCS,
    PRODUCT,
    SIGNAL_INSTRUCTIONS,
    XMPP_INSTRUCTIONS,
    call,
    entry,
    form,
    link,
)

PHONE = "+4915123456789"
"""Jonas's phone number, his Signal identifier."""
JID = "jonas@chat.example.org"
"""Jonas's XMPP address."""
SIGNAL_CODE, XMPP_CODE = "482913", "730564"
"""The verification codes the two gateways delivered."""
LOGIN_CODE, XMPP_LOGIN_CODE = "615208", "094377"
"""The codes sent at login."""
REFUSED = ('error reported by Signal gateway, status=400, body={"error":"Invalid account '
           '(phone number), make sure you include the country code."}}')  # fmt: skip
"""What the server answered a refused identifier with: the gateway's exception message, as
``Signal/Gateway.php`` words it (its stray brace included)."""


def masked(identifier: str) -> str:
    """``PhoneNumberMask::maskNumber``: all but the last three characters as ``*``."""
    return "*" * (len(identifier) - 3) + identifier[-3:]


def screens(t: Any) -> list[dict[str, Any]]:
    enable, verify, confirm, disable = t("Enable"), t("Verify"), t("Confirm"), t("Disable")

    def part(title: str, name: str, instructions: list[str], gateway: str) -> dict[str, Any]:
        """The gateway's parts: its states as ``GatewaySettings`` draws them, under the
        provider's name that core writes above it."""
        sentences = [{"text": p} for p in instructions]
        url = f"{OCS}/settings/{gateway}/verification"
        ask = t("Enter your identification (e.g. phone number to start the verification):")

        def start(identifier: str, error: str = "") -> dict[str, Any]:
            items = [*sentences]
            if error:
                items.append({"text": t("Could not verify your code. Please try again.")})
            # The empty field is the one about to be typed into, so it has the focus.
            items += [
                {"text": ask},
                {"field": "identifier", "text": identifier, "focused": not identifier},
            ]
            if error:
                items.append({"text": error})
            return {"title": title, "items": [*items, {"button": verify}]}

        return {
            "off": {"title": title, "items": [*sentences,
                {"text": t("You are not using {displayName} for two-factor authentication at "
                           "the moment.", {"displayName": name})},
                {"button": enable}]},
            "start": start,
            "sent": lambda to, code: {"title": title, "items": [
                {"text": t("A confirmation code has been sent to {phone}. Please insert the "
                           "code here:", {"phone": to})},
                {"field": "confirmationCode", "text": code}, {"button": confirm}]},
            "on": {"title": title, "items": [
                {"text": t("Your account was successfully configured to receive messages via "
                           "{displayName}.", {"displayName": name})},
                {"button": disable}]},
            "url": url,
        }  # fmt: skip

    signal = part(t("Signal verification"), "Signal", [SIGNAL_INSTRUCTIONS], "signal")
    xmpp = part(t("XMPP verification"), "XMPP", list(XMPP_INSTRUCTIONS), "xmpp")

    def begin(gateway: dict[str, Any], identifier: str) -> list[Any]:
        return [call("POST", f"{gateway['url']}/start", {"identifier": identifier})]

    def finish(gateway: dict[str, Any], code: str) -> list[Any]:
        return [call("POST", f"{gateway['url']}/finish", {"verificationCode": code})]

    def off(gateway: dict[str, Any]) -> list[Any]:
        return [call("DELETE", gateway["url"])]

    challenge = "/index.php/login/challenge/gateway_signal"
    xmpp_challenge = "/index.php/login/challenge/gateway_xmpp"
    with_redirect = f"{challenge}?redirect_url={FILES}"
    choose = {"title": PRODUCT, "items": [
        {"row": t("Signal verification"), "secondary": t("Authenticate via Signal")}]}  # fmt: skip

    def challenge_page(title: str, code: str, to: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"field": "challenge", "hint": t("Authentication code"), "text": code,
             "focused": True},
            {"button": t("Submit")},
            {"text": t("An access code has been sent to %s", [masked(to)])}]}  # fmt: skip

    solve = [form(with_redirect, f"challenge={LOGIN_CODE}")]
    return [
        entry("harmless", "Signal settings, not in use", signal["off"], [
            (enable, False, [])]),
        entry("send", "Signal settings, number typed", signal["start"](PHONE), [
            (verify, True, begin(signal, PHONE))]),
        entry("harmless", "Signal settings, number to type", signal["start"](""), [
            ({"type": PHONE}, False, [])]),
        entry("send", "Signal settings, number refused", signal["start"](PHONE, REFUSED), [
            (verify, True, begin(signal, PHONE))]),
        entry("reversible", "Signal settings, code sent", signal["sent"](PHONE, SIGNAL_CODE), [
            (confirm, False, finish(signal, SIGNAL_CODE))]),
        entry("revoke", "Signal settings, in use", signal["on"], [
            (disable, True, off(signal))]),
        entry("harmless", "XMPP settings, not in use", xmpp["off"], [
            (enable, False, [])]),
        entry("send", "XMPP settings, address typed", xmpp["start"](JID), [
            (verify, True, begin(xmpp, JID))]),
        entry("reversible", "XMPP settings, code sent", xmpp["sent"](JID, XMPP_CODE), [
            (confirm, False, finish(xmpp, XMPP_CODE))]),
        entry("revoke", "XMPP settings, in use", xmpp["on"], [
            (disable, True, off(xmpp))]),
        entry("harmless", "login, choose Signal", choose, [
            (t("Signal verification"), False, [link(with_redirect)])]),
        entry("harmless", "login, Signal challenge", challenge_page(
            t("Signal verification"), LOGIN_CODE, PHONE), [
            (t("Submit"), False, solve),
            ({"enter": True}, False, solve)]),
        entry("harmless", "login, XMPP challenge", challenge_page(
            t("XMPP verification"), XMPP_LOGIN_CODE, JID), [
            (t("Submit"), False, [form(xmpp_challenge, f"challenge={XMPP_LOGIN_CODE}")])]),
    ]  # fmt: skip
