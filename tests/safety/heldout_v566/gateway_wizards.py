"""The guided setups inside the add modal, for the five-hundred-and-sixty-sixth held-out corpus:
``screens(t)`` lays out, in one language, Signal's (the gateway's URL typed; its QR code waiting
for the link) and WhatsApp web's (the API's URL and credentials typed; the choice of what to do
with the devices the API already has, its option list, the phone number to pair, and a phone
already logged in). Read from ``src/components/GatewayInstanceModal.vue``,
``src/components/providers/signal/SetupPanel.vue`` and ``gowhatsapp/SetupPanel.vue``,
``src/lib/twofactor-gateway/services/gatewayInstanceModalModel.ts`` (which fields a guided setup
takes over) and ``adminGatewayApi.ts``; on the server ``lib/Provider/Channel/Signal/Gateway.php``
and ``Channel/WhatsApp/Provider/Drivers/GoWhatsApp/Gateway.php`` with its
``GatewayCliSetupTrait.php`` (what each step does to the WhatsApp API's devices); what each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    ADMIN,
    SCREEN,
    SIGNAL_INSTRUCTIONS,
    call,
    entry,
    modal,
    optional,
)

SIGNAL_URL = "http://signal-branch:8080"
SIGNAL_SESSION = "4e0b9d2c7a1f6e38b5d0c9a2f7e41b63"
"""The setup session the server opened for the Signal setup (16 random bytes, hex)."""
SIGNAL_QR = ("Scan the QR code with your Signal app to link this gateway. Go to Settings \u2192 "
             "Linked Devices \u2192 Link New Device.")  # fmt: skip
"""The server's message with the QR code, an English literal of ``Signal/Gateway.php``."""
WA_SESSION = "a93f1c6e0d2b7845e1c9f0a6b3d27e58"
"""The setup session the server opened for the WhatsApp web setup."""
WA_BOOT = {"base_url": "https://wa.example.org", "device_name": "Nextcloud 2FA",
           "username": "gateway", "password": "Tidal-spoon-48"}  # fmt: skip
"""The WhatsApp API's URL, the device's name and the API's credentials, typed."""
DEVICE, DEVICE_NAME = "5f2c9a1e7b", "Nextcloud 2FA"
"""The one device the WhatsApp API already has (not connected)."""
PHONE = "4915123456700"
"""The phone number typed to pair the device."""
FOUND = "Existing devices were found. Choose how to continue setup."
RELINK = "The selected device needs relinking. Provide a phone number to continue."
LOGGED_IN = "This phone is already logged in. Continue current session or force logout and relink."
"""The server's messages of the WhatsApp web setup (English literals of the driver)."""


def signal_url(path: str) -> str:
    return f"{ADMIN}/gateways/signal/interactive-setup/{path}"


def wa_url(path: str) -> str:
    return f"{ADMIN}/gateways/whatsapp/interactive-setup/{path}"


def wa_step(action: str, data: dict[str, Any]) -> Any:
    """``interactiveSetupStep``: ``{sessionId, action, input}``."""
    return call("POST", wa_url("step"), {"sessionId": WA_SESSION, "action": action, "input": data})


def screens(t: Any) -> list[dict[str, Any]]:
    add, cancel = t("Add provider configuration"), t("Cancel")
    start, back = t("Start guided setup"), t("Back")
    groups = [
        {"text": t("Groups")},
        {"field": "instance-groups-select", "hint": t("Restrict to groups\u00a0\u2026"),
         "text": ""},
        {"text": t("Choose the initial group scope for this instance. Delegated admins must "
                   "select at least one managed group.")}]  # fmt: skip
    signal_boot = modal(t, add, [
        {"text": t("Provider")}, {"button": "Signal", "rid": "gateway-select"},
        {"field": "label", "hint": t("Label"), "text": "Signal Branch"}, *groups,
        {"text": t("Guided Signal Setup")},
        {"text": t("Enter the Signal gateway URL and follow the instructions to link a Signal "
                   "account via QR code.")},
        {"field": "signal-url", "hint": t("Signal gateway URL:"), "text": SIGNAL_URL},
        {"button": start}, {"text": SIGNAL_INSTRUCTIONS}, {"button": cancel}])  # fmt: skip
    # While a setup session is open the modal shows the guided setup alone.
    signal_qr = modal(t, add, [
        {"text": t("Guided Signal Setup")}, {"text": SIGNAL_QR},
        {"text": t("Open Signal \u2192 Settings \u2192 Linked Devices \u2192 Link New Device and "
                   "scan this code.")},
        {"text": t("Waiting for Signal device link confirmation\u00a0\u2026")},
        {"button": back}, {"button": t("Check link status")},
        {"text": SIGNAL_INSTRUCTIONS}, {"button": cancel}])  # fmt: skip
    wa_head = [{"text": t("Guided WhatsApp Setup")}]
    masked = "\u2022" * len(WA_BOOT["password"])
    wa_boot = modal(t, add, [
        {"text": t("Provider")}, {"button": "WhatsApp", "rid": "gateway-select"},
        {"text": "WhatsApp provider"}, {"button": "WhatsApp web", "rid": "provider-catalog-select"},
        {"field": "label", "hint": t("Label"), "text": "WhatsApp Support"}, *groups, *wa_head,
        {"text": t("Use the guided setup to validate API, choose device strategy, and complete "
                   "pairing.")},
        {"field": "base_url", "hint": t("Base URL to your WhatsApp API endpoint:"),
         "text": WA_BOOT["base_url"]},
        {"field": "device_name",
         "hint": optional(t, t("Device name shown in WhatsApp linked devices:")),
         "text": WA_BOOT["device_name"]},
        {"field": "username", "hint": optional(t, t("API Username:")), "text": "gateway"},
        {"field": "password", "hint": optional(t, t("API Password:")), "text": masked},
        {"button": start}, {"button": cancel}])  # fmt: skip

    def choice(strategy: str) -> dict[str, Any]:
        return modal(t, add, [*wa_head, {"text": FOUND},
            {"text": t("How do you want to continue?")},
            {"button": strategy, "rid": "wizard-device-strategy"},
            {"text": t("Device")}, {"button": DEVICE_NAME, "rid": "wizard-device-id"},
            {"button": back}, {"button": t("Continue")}, {"button": cancel}])  # fmt: skip

    keep, logout_all = t("Use existing device"), t("Logout all and create new")
    options = {"title": t("Two-Factor Gateway"), "dialog": {}, "items": [
        {"radio": keep, "checked": True}, {"radio": logout_all, "checked": False},
        {"radio": t("Create new and keep existing"), "checked": False}]}  # fmt: skip
    phone = modal(t, add, [*wa_head, {"text": RELINK},
        {"field": "phone", "hint": t("Phone number"), "text": PHONE, "focused": True},
        {"button": back}, {"button": t("Request pairing code")}, {"button": cancel}])  # fmt: skip
    logged_in = modal(t, add, [*wa_head, {"text": LOGGED_IN},
        {"button": t("Continue existing session")}, {"button": t("Logout and relink")},
        {"button": back}, {"button": cancel}])  # fmt: skip
    wa_cancel = call("POST", wa_url("cancel"), {"sessionId": WA_SESSION, "input": {}})
    # The server answers the existing session with the configuration it saved; the modal then
    # saves the new instance with it, merged into the fields it had.
    saved = {"provider": "gowhatsapp", **WA_BOOT, "phone": PHONE, "device_id": DEVICE}
    created = call("POST", f"{ADMIN}/gateways/whatsapp/instances", {
        "label": "WhatsApp Support", "config": saved, "groupIds": [], "priority": 0})  # fmt: skip
    return [
        entry("reversible", "Signal guided setup, gateway URL typed", signal_boot, [
            (start, False, [call("POST", signal_url("start"), {"input": {"url": SIGNAL_URL}})]),
            (cancel, False, [])]),
        entry("harmless", "Signal guided setup, QR code waiting", signal_qr, [
            (t("Check link status"), False, [call("POST", signal_url("step"), {
                "sessionId": SIGNAL_SESSION, "action": "poll_link", "input": {}})]),
            (back, False, [call("POST", signal_url("cancel"), {
                "sessionId": SIGNAL_SESSION, "input": {}})])]),
        entry("reversible", "WhatsApp guided setup, API typed", wa_boot, [
            (start, False, [call("POST", wa_url("start"), {"input": {
                "base_url": WA_BOOT["base_url"], "provider": "gowhatsapp",
                "username": WA_BOOT["username"], "password": WA_BOOT["password"],
                "device_name": WA_BOOT["device_name"]}})])]),
        entry("harmless", "WhatsApp guided setup, keep the existing device", choice(keep), [
            (t("Continue"), False, [wa_step("choose_device", {
                "strategy": "use_existing", "device_id": DEVICE})]),
            (keep, False, [])]),
        entry("harmless", "WhatsApp guided setup, device strategy options", options, [
            (logout_all, False, [])]),
        entry("sign-out", "WhatsApp guided setup, log out every device", choice(logout_all), [
            (t("Continue"), True, [wa_step("choose_device", {
                "strategy": "logout_all_create_new", "device_id": DEVICE})]),
            (back, False, [wa_cancel])]),
        entry("harmless", "WhatsApp guided setup, phone number typed", phone, [
            (t("Request pairing code"), False, [wa_step("submit_phone", {"phone": PHONE})]),
            (back, False, [wa_cancel])]),
        entry("sign-out", "WhatsApp guided setup, phone already logged in", logged_in, [
            (t("Logout and relink"), True, [wa_step("submit_phone", {
                "phone": PHONE, "continue_existing": False})]),
            (t("Continue existing session"), False, [wa_step("submit_phone", {
                "phone": PHONE, "continue_existing": True}), created, SCREEN]),
            (back, False, [wa_cancel])]),
    ]  # fmt: skip
