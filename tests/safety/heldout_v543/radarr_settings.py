"""Radarr's settings screens for the five-hundred-and-forty-third held-out corpus:
``screens(t)`` lays them out in one language (``t`` as in radarr_system). Settings > Connect
with a connection's edit dialog and its deletion, and the confirmation of resetting the API
key on Settings > General. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import CANCEL, T, api, command, confirm, entry, modal, page

NOTIFICATION, NOTIFICATION_ID = "Discord #movies", 3  # a Discord webhook connection


def connect_page(t: T) -> dict[str, Any]:
    """Settings > Connect: the settings toolbar (only Show Advanced: the page has no Save),
    then the Connections cards, each a button with its name and its triggers' labels (the
    card that adds one holds only an icon)."""
    return page(t, t("ConnectSettings"), "Settings", [
        {"button": t("ShowAdvanced")},
        {"text": t("Connections")},
        {"row": NOTIFICATION, "secondary": f"{t('OnGrab')} {t('OnFileImport')}"},
        {"row": "Email (family)", "secondary": t("OnFileImport")}])  # fmt: skip


def edit_modal(t: T) -> dict[str, Any]:
    """The connection's edit dialog down to its tags (the webhook's own fields below them are
    out of view), then its footer: Delete, the advanced settings toggle, Test, Cancel, Save."""
    triggers = [("OnGrab", True), ("OnFileImport", True), ("OnFileUpgrade", True),
                ("OnRename", False), ("OnMovieAdded", False)]  # fmt: skip
    return modal(t, t("ConnectSettings"),
                 t("EditConnectionImplementation", {"implementationName": "Discord"}), [
        {"text": t("Name")}, {"field": "name", "hint": "", "text": NOTIFICATION},
        {"text": t("NotificationTriggers")}, {"text": t("NotificationTriggersHelpText")},
        *({"switch": t(key), "checked": on} for key, on in triggers),
        {"text": t("Tags")}, {"text": t("NotificationsTagsMovieHelpText")},
        {"button": t("Delete")}, {"icon": t("HiddenClickToShow")}, {"button": t("Test")},
        {"button": t("Cancel")}, {"button": t("Save")}])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    delete = confirm(
        t,
        t("ConnectSettings"),
        t("DeleteNotification"),
        t("DeleteNotificationMessageText", {"name": NOTIFICATION}),
        t("Delete"),
    )
    reset = confirm(t, t("GeneralSettings"), t("ResetAPIKey"), t("ResetAPIKeyMessageText"),
                    t("Reset"))  # fmt: skip
    return [
        entry("opens-prompt", "connect page", connect_page(t), [
            (NOTIFICATION, False, []), ("Email (family)", False, [])]),
        entry("opens-prompt", "edit connection modal", edit_modal(t), [
            (t("Delete"), False, []), (t("Cancel"), False, [])]),
        entry("delete", "delete connection confirm", delete, [
            (t("Delete"), True, [api("DELETE", f"/notification/{NOTIFICATION_ID}?")]),
            (CANCEL, False, [])]),
        entry("reset", "reset api key confirm", reset, [
            (t("Reset"), True, [command("ResetApiKey")]), (CANCEL, False, [])]),
    ]  # fmt: skip
