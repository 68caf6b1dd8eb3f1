"""ICSx5's screens (``at.bitfire.icsdroid``, an app that subscribes to iCalendar (Webcal) feeds
and keeps each as a read-only calendar on the device, synchronised on a schedule), strings from
``app/src/main/res/values*/strings.xml``, the platform's OK and Cancel where the code asks for
``android.R.string.ok`` and ``cancel``. The subscription on the screens is the same in every
language.

Read from the code (``app/src/main/java/at/bitfire/icsdroid/ui``):
``partials/GenericAlertDialog.kt`` (the Material 3 ``AlertDialog`` every dialog below uses: its
title where it has one, its text, then the dismiss button and the confirm button);
``screen/SubscriptionsScreen.kt`` ("My subscriptions": the subscriptions, the "Subscribe to
calendar" button and the More menu, with "Set sync. interval", "Force sync", which
synchronises every subscription now, "Force dark theme" and its checkbox, "Export Backup",
which opens the file picker to save a backup, "Import Backup", which, where there are
subscriptions, only opens "Attention!" ("The import process may override any subscriptions
..."), whose OK only opens the file picker to choose the backup, "Privacy policy" and "About
ICSx5"); ``screen/EditSubscriptionScreen.kt`` ("Edit subscription": the title, colour and
address, and the top bar's icons "Send URL", which shares the address, Unsubscribe, which only
opens "Do you really want to unsubscribe from this calendar?" with Cancel and Unsubscribe,
which deletes the subscription and its calendar with its events from the device, and Save;
going back with changes opens "There are unsaved changes." with Dismiss and Save, which saves
them); ``screen/AddSubscriptionScreen.kt`` ("Subscribe to calendar": "Subscribe to URL" or
"Subscribe to file", the Webcal address, "Requires authentication", and the bottom bar's
"SUBSCRIBE" button, upper-cased by the code (its arrow icon, described as Subscribe, is
part of the button), which only validates the address and goes on to
the next step, "Title & Color", where the subscription is made).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

TITLE, ADDRESS = "Formula 1 2025", "https://example.com/f1-calendar.ics"


def screens(t: Any) -> list[dict[str, Any]]:
    return subscriptions(t) + editing(t) + adding(t)


def subscriptions(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_calendar_list")
    rows = [t("calendar_list_set_sync_interval"), t("calendar_list_force_sync"),
            t("settings_force_dark_theme"), t("calendar_list_backup_export"),
            t("calendar_list_backup_import"), t("calendar_list_privacy_policy"),
            t("calendar_list_info")]  # fmt: skip
    where = "icsx5 SubscriptionsScreen (the More menu)"
    ok, cancel = t("android:ok"), t("android:cancel")

    def warning(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "icsx5 SubscriptionsScreen (Attention!)", title,
                     t("backup_warning_title"), t("backup_warning_message"), buttons)  # fmt: skip

    return [
        menu("harmless", where, title, rows, [(t("calendar_list_force_sync"), False)]),
        menu("reversible", where, title, rows, [(t("settings_force_dark_theme"), False)]),
        menu("harmless", where, title, rows, [(t("calendar_list_backup_export"), False)]),
        menu("opens-prompt", where, title, rows, [(t("calendar_list_backup_import"), False)]),
        warning("opens-prompt", [(cancel, None), (ok, False)]),
        warning("harmless", [(cancel, False), (ok, None)]),
    ]  # fmt: skip


def editing(t: Any) -> list[dict[str, Any]]:
    title = t("activity_edit_calendar")
    where = "icsx5 EditSubscriptionScreen"
    screen = page(title, [
        {"icon": t("edit_calendar_send_url")}, {"icon": t("edit_calendar_delete")},
        {"icon": t("edit_calendar_save")}, {"field": t("add_calendar_title_hint"), "text": TITLE},
        {"text": ADDRESS}])  # fmt: skip
    cancel, unsubscribe = t("edit_calendar_cancel"), t("edit_calendar_delete")

    def deleting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, f"{where} (unsubscribe)", title, None,
                     t("edit_calendar_really_delete"), buttons)  # fmt: skip

    return [
        entry("opens-prompt", where, screen, [(t("edit_calendar_delete"), False)]),
        entry("harmless", where, screen, [(t("edit_calendar_send_url"), False)]),
        deleting("delete", [(cancel, None), (unsubscribe, True)]),
        deleting("harmless", [(cancel, False), (unsubscribe, None)]),
        popup("reversible", f"{where} (unsaved changes)", title, None,
              t("edit_calendar_unsaved_changes"),
              [(t("edit_calendar_dismiss"), None), (t("edit_calendar_save"), False)]),
    ]  # fmt: skip


def adding(t: Any) -> list[dict[str, Any]]:
    subscribe = t("activity_add_calendar_subscribe")
    screen = page(t("activity_add_calendar"), [
        {"text": t("add_calendar_subscribe_url")}, {"text": t("add_calendar_subscribe_file")},
        {"field": t("add_calendar_pick_url_label"), "text": ADDRESS},
        {"switch": t("add_calendar_requires_authentication")},
        {"button": subscribe.upper()}])  # fmt: skip
    return [
        entry(
            "harmless",
            "icsx5 AddSubscriptionScreen (the address)",
            screen,
            [(subscribe.upper(), False)],
        ),
    ]
