"""openHAB's screens (``org.openhab.habdroid``, the Android client of an openHAB home
automation server: its sitemaps' widgets send commands to the lights, blinds, heating and
players of a house), strings from ``mobile/src/main/res/values*/strings.xml``;
``android:ok`` and ``android:cancel`` are the platform's own. The sitemap's name and its
widgets' labels come from the server's configuration and are written the same in every
language.

Read from the code (``mobile/src/main/java/org/openhab/habdroid``): ``ui/WidgetAdapter.kt``
(``SwitchViewHolder``: the switch sends ON or OFF to the Item at once;
``RollerShutterViewHolder`` with ``res/layout/widgetlist_rollershutteritem_buttons.xml``: the
Up, Stop and Down buttons, described "Open/Stop/Close roller shutter", send UP, STOP or DOWN;
``SetpointViewHolder`` with ``widgetlist_setpointitem.xml``: "Increase/Decrease Item value"
send the next value and "Open number picker" opens ``SliderBottomSheet``;
``PlayerViewHolder``: "Start playback" and "Skip to next track" send PLAY and NEXT; all go
through ``sendItemCommand``); ``ui/WidgetListFragment.kt`` (a widget's long press: the
context menu "Create widget", "Write Item NFC tag" and "Show and copy Item name", the
first two open a submenu "Select action" of the Item's suggested commands and "Custom";
a command chosen opens ``WriteTagActivity``, which waits for a tag, or asks the launcher to
pin a home screen widget; "Custom" asks for the command in an ``AlertDialog`` with OK and
Cancel; "Show and copy Item name" copies the name); ``ui/preference/fragments/
ServerEditorFragment.kt`` with ``res/menu/server_editor.xml`` (the Delete and Save icons of
"Edit server"; Delete opens ``PreferencesActivity.ConfirmationDialogFragment`` "Do you
really want to remove this server?", whose Delete removes the server's configuration and
credentials from the device and cancels its background work; Save stores the edits, which
can be edited again; going back with changes opens ``ConfirmLeaveDialogFragment``
"Unsaved changes" with Save, Discard and Cancel); ``ui/LogActivity.kt`` with
``res/menu/log_menu.xml`` ("Clear log" runs ``logcat -c`` at once, with no confirmation,
and the log is gone; "Show errors only" filters and can be turned back; Reload reads the
log again; the "Share log" button opens the share sheet); ``ui/preference/widgets/
NotificationChannelPreference.kt`` (the help icon "Touch here for more information" opens
the hint with OK and "Reset categories", which asks "Do you want to remove all
notification categories?", whose OK deletes every severity channel with the settings the
user gave it); ``ui/preference/fragments/MainSettingsFragment.kt`` with
``res/xml/preferences.xml`` ("Clear cache" empties the image caches, which fill again;
"View log" and "Add server" open their pages).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

RID = "org.openhab.habdroid:id/"
HOME, LIGHT, BLINDS, HEATING, RADIO = (
    "Home", "Living room light", "Bedroom blinds", "Heating", "Kitchen radio",
)  # fmt: skip
SERVER, LOCAL, REMOTE = "openHAB", "http://192.168.1.20:8080", "https://myopenhab.org"


def screens(t: Any) -> list[dict[str, Any]]:
    return sitemap(t) + commands(t) + server(t) + troubleshooting(t)


def sitemap(t: Any) -> list[dict[str, Any]]:
    """The sitemap page: a switch, a roller shutter, a setpoint and a player."""
    home = page(HOME, [
        {"switch": LIGHT, "rid": f"{RID}switch_toggle"},
        {"text": BLINDS},
        {"icon": t("content_description_open_roller_shutter")},
        {"icon": t("content_description_stop_roller_shutter")},
        {"icon": t("content_description_close_roller_shutter")},
        {"text": HEATING}, {"icon": t("content_description_increase_item_value")},
        {"icon": t("content_description_open_number_picker")},
        {"icon": t("content_description_decrease_item_value")},
        {"text": RADIO}, {"icon": t("content_description_player_previous")},
        {"icon": t("content_description_player_play")},
        {"icon": t("content_description_player_next")},
    ])  # fmt: skip
    where = "openhab WidgetAdapter"
    return [
        entry("reversible", f"{where} (SwitchViewHolder)", home, [(LIGHT, False)]),
        entry("reversible", f"{where} (RollerShutterViewHolder)", home,
              [(t("content_description_open_roller_shutter"), False)]),
        entry("reversible", f"{where} (SetpointViewHolder)", home,
              [(t("content_description_increase_item_value"), False)]),
        entry("opens-prompt", f"{where} (SetpointViewHolder)", home,
              [(t("content_description_open_number_picker"), False)]),
        entry("reversible", f"{where} (PlayerViewHolder)", home,
              [(t("content_description_player_play"), False)]),
    ]  # fmt: skip


def commands(t: Any) -> list[dict[str, Any]]:
    """A switch's long press: its context menu, the "Select action" submenu and the custom
    command's dialog."""
    where = "openhab WidgetListFragment (a switch's context menu)"
    entries = [t("create_home_screen_widget_title"), t("nfc_action_write_command_tag"),
               t("show_and_copy_item_name")]  # fmt: skip
    states = [t("nfc_action_on"), t("nfc_action_off"), t("nfc_action_toggle")]
    nfc = [*states, t("item_picker_custom")]
    widget = [*states, t("create_home_screen_widget_no_command")]
    pick = "openhab WidgetListFragment (populateStatesMenu)"
    field = ({"field": "", "text": ""},)
    custom = "openhab WidgetListFragment (the Custom command's dialog)"
    return [
        menu("opens-prompt", where, HOME, entries,
             [(t("nfc_action_write_command_tag"), False)]),
        menu("opens-prompt", where, HOME, entries,
             [(t("create_home_screen_widget_title"), False)]),
        menu("harmless", where, HOME, entries, [(t("show_and_copy_item_name"), False)]),
        menu("opens-prompt", pick, t("item_picker_dialog_title"), nfc,
             [(t("nfc_action_on"), False)]),
        menu("opens-prompt", pick, t("item_picker_dialog_title"), widget,
             [(t("create_home_screen_widget_no_command"), False)]),
        dialog("opens-prompt", custom, HOME, t("item_picker_custom"), None,
               [(t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, False)],
               field),
    ]  # fmt: skip


def server(t: Any) -> list[dict[str, Any]]:
    """The server editor, its removal and the question on leaving it with changes."""
    editor = page(t("settings_edit_server"), [
        {"icon": t("delete")}, {"icon": t("save")},
        {"row": t("settings_server_name"), "secondary": SERVER},
        {"row": t("settings_openhab_url"), "secondary": LOCAL},
        {"row": t("settings_openhab_alturl"), "secondary": REMOTE},
        {"row": t("settings_server_primary_title"),
         "secondary": t("settings_server_primary_summary_is_primary")},
    ])  # fmt: skip
    where = "openhab ServerEditorFragment (server_editor menu)"
    remove = "openhab ServerEditorFragment (ConfirmationDialogFragment)"
    ask = t("settings_server_confirm_deletion")
    leave = "openhab PreferencesActivity (ConfirmLeaveDialogFragment)"
    title, message = (
        t("settings_server_confirm_leave_title"),
        t("settings_server_confirm_leave_message"),
    )

    def leaving(cancel: bool | None, save: bool | None) -> list[tuple[str, str, bool | None]]:
        return [(t("android:cancel"), NEUTRAL, cancel), (t("discard"), NEGATIVE, None),
                (t("save"), POSITIVE, save)]  # fmt: skip

    return [
        entry("opens-prompt", where, editor, [(t("delete"), False)]),
        entry("reversible", where, editor, [(t("save"), False)]),
        dialog("delete", remove, t("settings_edit_server"), None, ask,
               [(t("android:cancel"), NEGATIVE, None), (t("delete"), POSITIVE, True)]),
        dialog("harmless", remove, t("settings_edit_server"), None, ask,
               [(t("android:cancel"), NEGATIVE, False), (t("delete"), POSITIVE, None)]),
        dialog("reversible", leave, t("settings_edit_server"), title, message,
               leaving(None, False)),
        dialog("harmless", leave, t("settings_edit_server"), title, message,
               leaving(False, None)),
    ]  # fmt: skip


def troubleshooting(t: Any) -> list[dict[str, Any]]:
    """The log page, the settings' troubleshooting rows and the notification categories."""
    log = page(t("log"), [
        {"icon": t("search")}, {"icon": t("log_activity_action_clear_log")},
        {"icon": t("log_activity_action_show_errors")},
        {"icon": t("log_activity_action_reload")},
        {"text": "I/MainActivity: Loading sitemap Home"},
        {"button": "", "desc": t("log_activity_content_description_share"),
         "rid": f"{RID}shareFab"},
    ])  # fmt: skip
    settings = page(t("mainmenu_openhab_preferences"), [
        {"row": SERVER, "secondary": LOCAL}, {"row": t("settings_add_server")},
        {"row": t("send_device_info_to_server")}, {"row": t("settings_clear_caches")},
        {"row": t("view_log")},
    ])  # fmt: skip
    hint = t("settings_notification_hint")
    channels = "openhab NotificationChannelPreference (the help icon's hint)"
    reset = "openhab NotificationChannelPreference (reset confirmation)"
    ask = t("settings_notification_reset_settings_confirm")
    where = "openhab LogActivity (log_menu)"
    return [
        entry("delete", where, log, [(t("log_activity_action_clear_log"), True)]),
        entry("reversible", where, log, [(t("log_activity_action_show_errors"), False)]),
        entry("harmless", "openhab LogActivity (the share button)", log,
              [(t("log_activity_content_description_share"), False)]),
        entry("harmless", "openhab MainSettingsFragment", settings,
              [(t("settings_clear_caches"), False)]),
        dialog("opens-prompt", channels, t("app_notifications"), None, hint,
               [(t("settings_notification_reset_settings"), NEGATIVE, False),
                (t("android:ok"), POSITIVE, None)]),
        dialog("harmless", channels, t("app_notifications"), None, hint,
               [(t("settings_notification_reset_settings"), NEGATIVE, None),
                (t("android:ok"), POSITIVE, False)]),
        dialog("delete", reset, t("app_notifications"), None, ask,
               [(t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, True)]),
        dialog("harmless", reset, t("app_notifications"), None, ask,
               [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, None)]),
    ]  # fmt: skip
