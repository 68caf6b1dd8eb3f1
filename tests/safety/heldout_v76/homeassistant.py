"""Home Assistant's screens (``io.homeassistant.companion.android``, the Companion app of a
Home Assistant server, at its last version with translations in the repository), strings
from ``app/src/main/res/values*/strings.xml``. The widgets' labels, the entities, the
notification and the tag written on the screens are the user's and the same in every
language.

Read from the code (``app/src/main/java/io/homeassistant/companion/android``):
``settings/SettingsFragment.kt`` with ``res/xml/preferences.xml`` (the settings: "Home
Assistant URL", "Manage Sensors", the "Lock app" and Fullscreen switches, "NFC Tags",
"Notification History", "Manage Widgets" and the "Crash Reporting" switch; each switch is a
setting turned back as easily); ``settings/notification/NotificationHistoryFragment.kt``
with ``res/xml/notifications.xml`` ("Filter Notifications", a dropdown of how many to list,
"Delete all notifications from history", which only opens "Confirm deleting all
notifications" with YES, which calls ``notificationDao.deleteAll()``, and NO, which only
closes it); ``settings/notification/NotificationDetailFragment.kt`` with
``res/xml/notification_detail.xml`` (a notification's time, message and data, and "Delete
this notification from history", which only opens "Confirm deleting this notification",
whose YES deletes it with ``notificationDao.delete``);
``widgets/button/ButtonWidgetConfigureActivity.kt`` with
``res/layout/widget_button_configure.xml`` (an existing button widget's page: its service,
"Add Field", its icon and label, "Update Widget", which stores the edits, and "Delete
Widget", which only opens "Confirm deleting this widget", whose YES deletes the widget's
stored configuration, "This cannot be undone"); ``widgets/button/ButtonWidget.kt`` with
``res/layout/widget_button.xml`` (a button widget on the home screen calls its service at
once when tapped); ``widgets/media_player_controls/MediaPlayerControlsWidget.kt`` with
``res/layout/widget_media_controls.xml`` ("Previous Track", "Play/Pause" and "Next Track",
each calling the player's service); ``nfc/NfcWelcomeFragment.kt`` and
``nfc/NfcEditFragment.kt`` with ``res/layout/fragment_nfc_welcome.xml`` and
``fragment_nfc_edit.xml`` ("Read NFC Tag" and "Write NFC Tag" open the page that waits for
a tag; a tag read shows its identifier, "Create duplicate", which opens that page to write
it to another tag, "Fire event", which calls ``integrationUseCase.scanTag`` at once and
fires the tag's event on the server, and the example trigger's Share, which opens the share
sheet); ``webview/WebViewActivity.kt`` (``showError``: the security warning "Security
Vulnerably Warning" with "View Bulletin", which opens the bulletin, and "I Understand", which
only closes it; the connection error with Settings and "Refresh External URL", which loads
the other URL); ``util/LocationPermissionInfoHandler.kt`` ("Location access" with YES, which
goes on to Android's permission request, and NO).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, page

RID = "io.homeassistant.companion.android:id/"
SWITCH = "android:id/switch_widget"
URL = "https://home.example.org:8123"
RECEIVED, MESSAGE = "Wed Mar 03 21:14:05 CET 2021", "The washing machine has finished."
DATA = '{"title":"Laundry","message":"The washing machine has finished."}'
LAMP, NOTIFY, SPEAKER = "Living room lamp", "Tell Anna dinner's ready", "Kitchen speaker"
TAG = "3f6a1c2e-8d7b-4e0a-9b1f-2c5d7e8a9b10"
TRIGGER = f"platform: tag\ntag_id: {TAG}"


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + notifications(t) + widgets(t) + tags(t) + alerts(t)


def yes_no(t: Any, no: bool | None, yes: bool | None) -> list[tuple[str, str, bool | None]]:
    """The buttons of the app's confirmations: NO (negative), then YES (positive)."""
    return [(t("confirm_negative"), NEGATIVE, no), (t("confirm_positive"), POSITIVE, yes)]


def settings(t: Any) -> list[dict[str, Any]]:
    """The settings page (``preferences.xml``)."""
    home = page(t("settings"), [
        {"text": t("pref_connection_title")},
        {"row": t("pref_connection_url"), "secondary": URL},
        {"row": t("sensor_title"), "secondary": t("sensor_summary")},
        {"text": t("security")},
        {"switch": t("lock_title"), "secondary": t("lock_summary"), "rid": SWITCH},
        {"text": t("other_settings")},
        {"switch": t("fullscreen"), "secondary": t("fullscreen_def"), "rid": SWITCH},
        {"row": t("nfc_title_settings"), "secondary": t("nfc_summary")},
        {"row": t("notification_history"), "secondary": t("notification_history_summary")},
        {"row": t("manage_widgets"), "secondary": t("manage_widgets_summary")},
        {"switch": t("crash_reporting"), "secondary": t("crash_reporting_summary"),
         "rid": SWITCH},
    ])  # fmt: skip
    where = "homeassistant SettingsFragment (preferences.xml)"
    return [
        entry("reversible", where, home, [(t("lock_title"), False)]),
        entry("reversible", where, home, [(t("fullscreen"), False)]),
        entry("reversible", where, home, [(t("crash_reporting"), False)]),
        entry("harmless", where, home, [(t("notification_history"), False)]),
        entry("harmless", where, home, [(t("pref_connection_url"), False)]),
    ]  # fmt: skip


def notifications(t: Any) -> list[dict[str, Any]]:
    """The notification history, a notification and their deletions."""
    history = page(t("notification_history"), [
        {"text": t("manage_all_notifications")},
        {"row": t("filter_notifications"), "secondary": t("=Show last 25 notifications")},
        {"row": t("delete_all_notifications")},
        {"text": t("last_num_notifications", 25)},
        {"row": RECEIVED, "secondary": MESSAGE},
    ])  # fmt: skip
    detail = page(t("notification_history"), [
        {"row": t("notification_received_at"), "secondary": RECEIVED},
        {"row": t("notification_message"), "secondary": MESSAGE},
        {"row": t("notification_data"), "secondary": DATA},
        {"text": t("manage_this_notification")},
        {"row": t("delete_this_notification")},
    ])  # fmt: skip
    where = "homeassistant NotificationHistoryFragment"
    one = "homeassistant NotificationDetailFragment"

    def all_gone(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (deleteAllConfirmation)", t("notification_history"),
                      t("confirm_delete_all_notification_title"),
                      t("confirm_delete_all_notification_message"), yes_no(t, no, yes))  # fmt: skip

    def this_gone(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return dialog(category, f"{one} (deleteConfirmation)", t("notification_history"),
                      t("confirm_delete_this_notification_title"),
                      t("confirm_delete_this_notification_message"),
                      yes_no(t, no, yes))  # fmt: skip

    return [
        entry("opens-prompt", where, history, [(t("delete_all_notifications"), False)]),
        entry("harmless", where, history, [(t("filter_notifications"), False)]),
        entry("harmless", where, history, [(RECEIVED, False)]),
        all_gone("delete", None, True),
        all_gone("harmless", False, None),
        entry("opens-prompt", one, detail, [(t("delete_this_notification"), False)]),
        entry("harmless", one, detail, [(t("notification_message"), False)]),
        this_gone("delete", None, True),
        this_gone("harmless", False, None),
    ]  # fmt: skip


def widgets(t: Any) -> list[dict[str, Any]]:
    """A button widget's configuration page, its deletion, and the widgets on the home
    screen (each known by the label the user gave it)."""
    configure = page(t("app_name"), [
        {"text": t("configure_service_call")}, {"text": t("label_service")},
        {"field": t("widget_text_hint_service_service"), "text": "light.toggle",
         "rid": f"{RID}widget_text_config_service"},
        {"button": t("add_service_data_field"), "rid": f"{RID}add_field_button"},
        {"text": t("label_icon")}, {"text": t("label_label")},
        {"field": t("widget_text_hint_label"), "text": LAMP, "rid": f"{RID}label"},
        {"button": t("update_widget"), "rid": f"{RID}add_button"},
        {"button": t("delete_widget"), "rid": f"{RID}delete_button"},
    ])  # fmt: skip
    where = "homeassistant ButtonWidgetConfigureActivity"

    def deleting(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (deleteConfirmation)", t("app_name"),
                      t("confirm_delete_this_widget_title"),
                      t("confirm_delete_this_widget_message"), yes_no(t, no, yes))  # fmt: skip

    launcher = page("Home", [
        {"button": LAMP, "desc": t("widget_button_image_description")},
        {"button": NOTIFY, "desc": t("widget_button_image_description")},
        {"text": SPEAKER},
        {"icon": t("widget_media_prev_track_button"), "rid": f"{RID}widgetPrevTrackButton"},
        {"icon": t("widget_media_playpause_button"), "rid": f"{RID}widgetPlayPauseButton"},
        {"icon": t("widget_media_next_track_button"), "rid": f"{RID}widgetNextTrackButton"},
    ])  # fmt: skip
    return [
        entry("opens-prompt", where, configure, [(t("delete_widget"), False)]),
        entry("reversible", where, configure, [(t("update_widget"), False)]),
        entry("opens-prompt", where, configure, [(t("add_service_data_field"), False)]),
        deleting("delete", None, True),
        deleting("harmless", False, None),
        entry("reversible", "homeassistant ButtonWidget (light.toggle)", launcher,
              [(LAMP, False)]),
        entry("send", "homeassistant ButtonWidget (notify.mobile_app_anna)", launcher,
              [(NOTIFY, True)]),
        entry("reversible", "homeassistant MediaPlayerControlsWidget", launcher,
              [(t("widget_media_playpause_button"), False)]),
        entry("reversible", "homeassistant MediaPlayerControlsWidget", launcher,
              [(t("widget_media_next_track_button"), False)]),
    ]  # fmt: skip


def tags(t: Any) -> list[dict[str, Any]]:
    """The NFC pages: the welcome page and a tag read."""
    welcome = page(t("nfc_title_nfc_setup"), [
        {"text": t("nfc_welcome_message")},
        {"button": t("nfc_btn_read_tag"), "rid": f"{RID}btn_nfc_read"},
        {"button": t("nfc_btn_write_tag"), "rid": f"{RID}btn_nfc_write"},
    ])  # fmt: skip
    edit = page(t("nfc_title_nfc_setup"), [
        {"text": t("nfc_tag_identifier")},
        {"field": "", "text": TAG, "rid": f"{RID}et_tag_identifier_content"},
        {"button": t("nfc_btn_create_duplicate"), "rid": f"{RID}btn_tag_duplicate"},
        {"button": t("nfc_btn_fire_event"), "rid": f"{RID}btn_tag_fire_event"},
        {"text": t("nfc_example_trigger")},
        {"field": "", "text": TRIGGER, "rid": f"{RID}et_tag_example_trigger_content"},
        {"button": t("nfc_btn_share"), "rid": f"{RID}btn_tag_share_example_trigger"},
    ])  # fmt: skip
    return [
        entry("opens-prompt", "homeassistant NfcWelcomeFragment", welcome,
              [(t("nfc_btn_write_tag"), False)]),
        entry("opens-prompt", "homeassistant NfcWelcomeFragment", welcome,
              [(t("nfc_btn_read_tag"), False)]),
        entry("send", "homeassistant NfcEditFragment", edit, [(t("nfc_btn_fire_event"), True)]),
        entry("opens-prompt", "homeassistant NfcEditFragment", edit,
              [(t("nfc_btn_create_duplicate"), False)]),
        entry("harmless", "homeassistant NfcEditFragment", edit, [(t("nfc_btn_share"), False)]),
    ]  # fmt: skip


def alerts(t: Any) -> list[dict[str, Any]]:
    """The web view's warnings and the location question."""
    where = "homeassistant WebViewActivity (showError)"

    def warning(category: str, understand: bool | None, view: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (security warning)", t("app_name"),
                      t("security_vulnerably_title"), t("security_vulnerably_message"),
                      [(t("security_vulnerably_understand"), NEGATIVE, understand),
                       (t("security_vulnerably_view"), POSITIVE, view)])  # fmt: skip

    def failed(category: str, refresh: bool | None, go: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (connection error)", t("app_name"),
                      t("error_connection_failed"), t("webview_error"),
                      [(t("refresh_external"), NEGATIVE, refresh),
                       (t("settings"), POSITIVE, go)])  # fmt: skip

    def location(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return dialog(category, "homeassistant LocationPermissionInfoHandler", t("settings"),
                      t("location_perm_info_title"), t("location_perm_info_message"),
                      yes_no(t, no, yes))  # fmt: skip

    return [
        warning("harmless", False, None),
        warning("harmless", None, False),
        failed("harmless", False, None),
        failed("harmless", None, False),
        location("opens-prompt", None, False),
        location("harmless", False, None),
    ]
