"""The administration section's modals, for the five-hundred-and-sixty-sixth held-out corpus:
``screens(t)`` lays out, in one language, the test modal (a recipient typed for the Signal and the
XMPP instance, after a test went out, and empty), the edit modal of the default XMPP instance,
the routing modal of the second one, and the add modal (nothing chosen yet, and a new XMPP
instance filled in). Read from ``src/components/GatewayTestModal.vue``,
``GatewayInstanceModal.vue``, ``GatewayRoutingModal.vue``, ``src/views/AdminSettings.vue``
(``onSaved``, ``onRoutingSaved``), ``src/lib/twofactor-gateway/services/adminGatewayApi.ts`` and
``gatewayInstanceModalModel.ts``, and ``lib/Controller/AdminGatewayController.php``
(``testInstance``); what each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    ADMIN,
    BACKUP,
    GROUPS,
    OFFICE,
    SCREEN,
    SIGNAL,
    XMPP_FIELDS,
    XMPP_INSTRUCTIONS,
    Instance,
    call,
    config_fields,
    entry,
    modal,
    put_instance,
)

SIGNAL_RECIPIENT = "+4915123456789"
"""The phone number the administrator types to test the Signal instance."""
XMPP_RECIPIENT = "jonas@chat.example.org"
"""The JID typed to test the XMPP instance."""
SENT = "Test message sent successfully."
"""``testInstance``'s answer on success, an English literal of the controller."""
NEW_XMPP = {"sender": "2fa@branch.example.com", "password": "Cedar-pulse-305",
            "server": "https://branch.example.com:5443/api/v1/messages/", "username": "2fa",
            "method": "2"}  # fmt: skip
"""The fields of the new XMPP instance, typed top to bottom (so in that order in the body)."""


def test_modal(t: Any, inst: Instance, recipient: str, result: str | None = None) -> dict[str, Any]:
    """``GatewayTestModal``: its heading and sentence, the recipient's field (focused), the
    result's note where a test went out, Close and Send Test."""
    items: list[dict[str, Any]] = [
        {"text": t("Test Gateway")},
        {"text": t('Send a test message via "{label}" to verify it is properly configured.',
                   {"label": inst.label})},
        {"field": "identifier", "hint": t("Recipient identifier"), "text": recipient,
         "focused": True}]  # fmt: skip
    if result:
        items.append({"text": result})
    items += [{"button": t("Close")}, {"button": t("Send Test")}]
    return modal(t, t("Test Gateway Instance"), items)


def edit_modal(t: Any, inst: Instance, label: str) -> dict[str, Any]:
    """``GatewayInstanceModal`` editing ``inst``: the label, the gateway's fields as kept, the
    gateway's instructions, Cancel and Save."""
    return modal(t, t("Edit provider configuration"), [
        {"field": "label", "hint": t("Label"), "text": label},
        *config_fields(t, inst.fields, inst.config),
        *({"text": p} for p in XMPP_INSTRUCTIONS),
        {"button": t("Cancel")}, {"button": t("Save")}])  # fmt: skip


def routing_modal(t: Any, inst: Instance, chosen: list[str]) -> dict[str, Any]:
    """``GatewayRoutingModal``: its sentence, the instance's label and reference, the groups
    chosen (the select's chips; a select with a choice shows no placeholder) with its help,
    Cancel and Save routing."""
    return modal(t, t("Routing settings"), [
        {"text": t("Choose when this instance should be used.")},
        {"text": t("Instance")}, {"text": inst.label},
        {"text": t("Reference")}, {"text": inst.id},
        {"text": t("Groups")}, *({"text": GROUPS[g]} for g in chosen),
        {"text": t("Only users in these groups can use this instance. Leave empty to allow "
                   "normal fallback.")},
        {"button": t("Cancel")}, {"button": t("Save routing")}])  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    close, send, cancel, save = t("Close"), t("Send Test"), t("Cancel"), t("Save")

    def test(inst: Instance, recipient: str) -> list[Any]:
        return [call("POST", f"{inst.url}/test", {"identifier": recipient})]

    signal_test = test_modal(t, SIGNAL, SIGNAL_RECIPIENT)
    renamed = "Office XMPP (HQ)"
    pick = t("Select a provider\u00a0\u2026")
    empty_add = modal(t, t("Add provider configuration"), [
        {"text": t("Provider")}, {"button": pick, "rid": "gateway-select"},
        {"button": cancel}, {"button": save}])  # fmt: skip
    filled_add = modal(t, t("Add provider configuration"), [
        {"text": t("Provider")}, {"button": "XMPP", "rid": "gateway-select"},
        {"field": "label", "hint": t("Label"), "text": "Branch XMPP"},
        {"text": t("Groups")}, {"text": GROUPS["staff"]},
        {"text": t("Choose the initial group scope for this instance. Delegated admins must "
                   "select at least one managed group.")},
        *config_fields(t, XMPP_FIELDS, NEW_XMPP),
        *({"text": p} for p in XMPP_INSTRUCTIONS),
        {"button": cancel}, {"button": save}])  # fmt: skip
    new = {"label": "Branch XMPP", "config": NEW_XMPP, "groupIds": ["staff"], "priority": 0}
    created = call("POST", f"{ADMIN}/gateways/xmpp/instances", new)
    return [
        entry("send", "test the Signal instance", signal_test, [
            (send, True, test(SIGNAL, SIGNAL_RECIPIENT)),
            ({"enter": True}, True, test(SIGNAL, SIGNAL_RECIPIENT)),
            (close, False, [])]),
        entry("send", "test the default XMPP instance", test_modal(t, OFFICE, XMPP_RECIPIENT), [
            (send, True, test(OFFICE, XMPP_RECIPIENT)),
            (close, False, [])]),
        entry("send", "test the Signal instance again after it went out",
              test_modal(t, SIGNAL, SIGNAL_RECIPIENT, SENT), [
            (send, True, test(SIGNAL, SIGNAL_RECIPIENT)),
            (close, False, [])]),
        entry("harmless", "test modal, no recipient", test_modal(t, BACKUP, ""), [
            (send, False, []),
            ({"type": XMPP_RECIPIENT}, False, [])]),
        entry("reversible", "edit the default XMPP instance", edit_modal(t, OFFICE, renamed), [
            (save, False, [put_instance(OFFICE, label=renamed), SCREEN]),
            (cancel, False, [])]),
        entry("reversible", "routing of the second XMPP instance",
              routing_modal(t, BACKUP, ["support", "staff"]), [
            (t("Save routing"), False, [put_instance(BACKUP, group_ids=["staff", "support"]),
                                        SCREEN]),
            (cancel, False, [])]),
        entry("opens-prompt", "add modal, provider picker", empty_add, [
            (pick, False, [])]),
        entry("harmless", "add modal, nothing chosen", empty_add, [
            (save, False, []),
            (cancel, False, [])]),
        entry("reversible", "add an XMPP instance", filled_add, [
            (save, False, [created, SCREEN]),
            (cancel, False, [])]),
    ]  # fmt: skip
