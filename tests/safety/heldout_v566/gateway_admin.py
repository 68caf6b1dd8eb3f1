"""The administration section's list, for the five-hundred-and-sixty-sixth held-out corpus:
``screens(t)`` lays out, in one language, the section with three instances (two XMPP instances,
one of them the XMPP gateway's default, and a Signal instance) and with one, the delete dialog of
each instance, and the section after a reload failed. Read from ``src/views/AdminSettings.vue``,
``src/components/GatewayInstanceCard.vue``, ``src/lib/twofactor-gateway/services/
adminGatewayApi.ts`` and ``adminGatewayViewModel.ts`` (``buildPriorityUpdates``), and
``lib/Controller/AdminGatewayController.php`` with ``lib/Service/GatewayConfigService.php``;
what each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    BACKUP,
    INSTANCES,
    OFFICE,
    SCREEN,
    SIGNAL,
    Instance,
    admin_page,
    call,
    entry,
    put_instance,
    section,
)


def delete_dialog(t: Any, inst: Instance) -> dict[str, Any]:
    """The ``NcDialog`` Delete instance: its question, Cancel and Delete."""
    message = t('Are you sure you want to delete the instance "{label}"? This action cannot be '
                "undone.", {"label": inst.label})  # fmt: skip
    return {"title": section(t), "dialog": {"title": t("Delete instance"), "message": message},
            "items": [{"button": t("Cancel")}, {"button": t("Delete")}]}  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    full = admin_page(t, INSTANCES)
    single = admin_page(t, (OFFICE,))
    cancel, delete = t("Cancel"), t("Delete")

    def removed(inst: Instance) -> list[Any]:
        return [call("DELETE", inst.url), SCREEN]

    # Dragging Backup XMPP below the other two gives the order Office, Signal, Backup: the
    # priorities 3, 2 and 1, each instance's PUT in that order, then the reload.
    reorder = [put_instance(OFFICE, priority=3), put_instance(SIGNAL, priority=2),
               put_instance(BACKUP, priority=1), SCREEN]  # fmt: skip
    drag = {"swipe": [t("Drag to reorder priority"), 0, 1500]}
    failed = {"title": section(t), "items": [
        {"text": t("Failed to load gateways")},
        {"text": t("Could not load gateway list. Please check your connection and try again.")},
        {"button": t("Retry")}]}  # fmt: skip
    return [
        entry("opens-prompt", "section with three instances, add", full, [
            (t("Add provider configuration"), False, [])]),
        entry("reversible", "section with three instances, default and order", full, [
            (t("Set as default"), False, [call("POST", f"{BACKUP.url}/default"), SCREEN]),
            (drag, False, reorder)]),
        entry("opens-prompt", "section with one instance, card actions", single, [
            (delete, False, []),
            (t("Test this instance"), False, []),
            (t("Edit"), False, []),
            (t("Routing"), False, [])]),
        entry("harmless", "section with one instance, default star", single, [
            (t("This is the default instance"), False, [])]),
        entry("delete", "delete the default XMPP instance", delete_dialog(t, OFFICE), [
            (delete, True, removed(OFFICE)),
            (cancel, False, [])]),
        entry("delete", "delete the second XMPP instance", delete_dialog(t, BACKUP), [
            (delete, True, removed(BACKUP)),
            (cancel, False, [])]),
        entry("delete", "delete the Signal instance", delete_dialog(t, SIGNAL), [
            (delete, True, removed(SIGNAL)),
            (cancel, False, [])]),
        entry("harmless", "section after a failed reload", failed, [
            (t("Retry"), False, [SCREEN])]),
    ]  # fmt: skip
