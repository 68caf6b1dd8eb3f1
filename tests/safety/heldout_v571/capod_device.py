"""CAPod's device settings and press controls (``eu.darken.capod``), strings from
``app/src/main/res/values*/strings.xml`` and the platform's OK and Cancel. The profile and
device names, the model and the figures are the same in every language.

Read from the code (``app/src/main/java/eu/darken/capod/main/ui``): ``devicesettings/
DeviceSettingsScreen.kt`` and ``DeviceSettingsViewModel.kt`` (the Device Settings page of a
profile, "Profile: NAME" under its title; its sections in order; every switch, radio and
choice either writes the profile's reaction settings, ``updateAppleProfile``, or sends one
``AapCommand`` to the connected pods, each set back by the same control; ``forceConnect``, the
Connect of a nearby, unconnected device, only asks Android to connect it); ``devicesettings/
cards/DeviceInfoCard.kt`` (Model, "Show device details", which opens the details sheet, the
"Bluetooth Device Label" with its Rename pen, which only opens ``dialogs/RenameDialog.kt``:
the field, the platform's Cancel and Rename, which writes the new name to the pods and the
system's Bluetooth alias; a failed alias opens ``SystemRenameUnavailableDialog.kt``, "Rename
incomplete", with the platform's OK and "Bluetooth Settings", which opens the system's
Bluetooth settings); ``cards/ReactionsCard.kt`` (Auto play, "Start music on wear", Auto
pause, "One pod mode", Conversation Awareness, both its section header and its switch, "When
you start speaking", Sleep Detection with its experimental note and "Open Issue Tracker", Auto
connect, "Auto connect condition", which opens ``dialogs/AutoConnectConditionDialog.kt``, whose
radio rows set the condition at once and close, with the platform's Cancel, and the popups);
``cards/BatteryCard.kt`` ("Battery estimates", "Reset learned data", which only opens "Reset
learned data?": Cancel and "Reset learned data", whose confirm calls
``BatteryEstimator.reset``, which deletes the learned drain, charging and health data of the
device, ``BatteryDrainStore.delete``, with no undo, and "Charged notification");
``cards/NoiseControlCard.kt`` ("Current mode" with the listening-mode selector of
``overview/cards/components/AncModeSelector.kt``, "Long-press cycle", its subtitle the modes
in the cycle (written here without the note under them), which only opens
"Customize Long-Press Cycle": the modes as checkbox rows, Cancel and Save, which sends the new
cycle; "Allow Off mode", "ANC with one pod" and the adaptive noise slider); ``cards/
SoundCard.kt`` (Personalized Volume, Chime Volume and the Microphone's segmented Auto, Left and
Right); ``cards/ControlsCard.kt`` ("Press Controls", which opens its page, "Volume Swipe" and
the wait time's Default, Longer and Longest); ``cards/NotConnectedCard.kt`` ("Not connected"
and Connect); ``presscontrols/PressControlsScreen.kt``, ``PressControlsViewModel.kt``,
``PressSpeedSetting.kt``, ``PressHoldDurationSetting.kt``, ``CallControlSettings.kt`` and
``PressMappingsCard.kt`` (the Press Controls page: its top bar's "Reset to defaults", which
only opens a dialog with no title, "Reset all press mappings to defaults?", the platform's
Cancel and OK, whose OK calls ``resetAll``: every press mapping of both pods is put back to
Default at once; the press speed's and the hold duration's segmented choices and the call
controls, each sent to the pods at once, and each press's Left and Right dropdowns, whose
rows set the mapping at once).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, menu, page, row, switch

PROFILE, DEVICE_NAME, MODEL = "Work AirPods", "Work AirPods", "AirPods Pro 2 (A2699)"
ANC = ("anc_mode_off", "anc_mode_on", "anc_mode_transparency", "anc_mode_adaptive")
CYCLE = (
    "device_settings_listening_mode_cycle_off",
    "device_settings_listening_mode_cycle_anc",
    "device_settings_listening_mode_cycle_transparency",
    "device_settings_listening_mode_cycle_adaptive",
)
ACTIONS = (
    "press_action_none",
    "press_action_play_pause",
    "press_action_next_track",
    "press_action_previous_track",
    "press_action_volume_up",
    "press_action_volume_down",
    "press_action_mute_toggle",
    "press_action_stop",
    "press_action_fast_forward",
    "press_action_rewind",
    "press_action_cycle_anc",
    "press_action_toggle_anc_transparency",
)
"""The rows of a press's dropdown while the other pod's press is Default (``StemAction.all``
without "No Action")."""


def screens(t: Any) -> list[dict[str, Any]]:
    return device_settings(t) + press_controls(t)


def _info(t: Any) -> list[dict[str, Any]]:
    return [
        {"text": t("device_settings_subtitle_profile_prefix", PROFILE)},
        {"text": t("device_settings_info_model_label")},
        {"text": MODEL},
        {"icon": t("device_settings_info_details_action")},
        {"text": t("device_settings_info_bt_name_label")},
        {"text": DEVICE_NAME},
        {"icon": t("device_settings_rename_label")},
        {"text": t("device_settings_info_status_label")},
        {"text": t("pods_connection_state_music_label")},
    ]


def _battery(t: Any) -> list[dict[str, Any]]:
    return [
        {"text": t("device_settings_category_battery_label")},
        switch(t("device_battery_estimate_toggle_label"), True),
        row(t("device_battery_estimate_reset_action"), t("device_battery_estimate_reset_desc")),
        switch(t("settings_charged_notification_label"), False),
    ]


def _connected(t: Any) -> dict[str, Any]:
    cycle = " • ".join(t(k) for k in ANC[1:])
    reactions = [
        {"text": t("settings_reaction_label")},
        switch(t("settings_autopplay_label"), True),
        switch(t("settings_start_music_on_wear_label"), False),
        switch(t("settings_autopause_label"), True),
        switch(t("settings_onepod_mode_label"), False),
        {"text": t("conversation_awareness_label")},
        switch(t("conversation_awareness_label"), True),
        row(
            t("settings_conversation_action_label"),
            t("settings_conversation_action_lower_volume_label"),
        ),
        {"slider": t("settings_conversation_volume_reduction_label")},
        switch(t("device_settings_sleep_detection_label"), True),
        {"text": t("device_settings_experimental_title")},
        {"text": t("device_settings_experimental_description")},
        {"button": t("device_settings_experimental_action")},
        switch(t("settings_autoconnect_label"), True),
        row(
            t("settings_autoconnect_condition_label"),
            t("settings_reaction_autoconnect_inear_label"),
        ),
        {"text": t("settings_autoconnect_info_android12")},
        switch(t("settings_popup_caseopen_label"), False),
        switch(t("settings_popup_connected_label"), False),
    ]
    noise = [
        {"text": t("device_settings_noise_control_label")},
        {"text": t("device_settings_noise_control_current_mode_label")},
        *({"radio": t(k), "checked": k == "anc_mode_on"} for k in ANC),
        row(t("device_settings_listening_mode_cycle_label"), cycle),
        switch(t("device_settings_allow_off_label"), True),
        switch(t("device_settings_nc_one_airpod_label"), False),
        {"slider": t("device_settings_adaptive_noise_label")},
    ]
    mic = (
        "device_settings_microphone_mode_auto",
        "device_settings_microphone_mode_left",
        "device_settings_microphone_mode_right",
    )
    swipe = (
        "device_settings_volume_swipe_length_default",
        "device_settings_volume_swipe_length_longer",
        "device_settings_volume_swipe_length_longest",
    )
    sound = [
        {"text": t("device_settings_category_sound_label")},
        switch(t("device_settings_personalized_volume_label"), False),
        {"slider": t("device_settings_tone_volume_label")},
        {"text": t("device_settings_microphone_mode_label")},
        *({"radio": t(k), "checked": k == mic[0]} for k in mic),
        {"text": t("device_settings_category_controls_label")},
        row(t("press_controls_title"), t("press_controls_nav_description")),
        switch(t("device_settings_volume_swipe_label"), True),
        {"text": t("device_settings_volume_swipe_length_label")},
        *({"radio": t(k), "checked": k == swipe[0]} for k in swipe),
    ]
    body = [*_info(t), *reactions, *_battery(t), *noise, *sound]
    return page(t("device_settings_title"), [{"list": body}])


def device_settings(t: Any) -> list[dict[str, Any]]:
    title = t("device_settings_title")
    settings = _connected(t)
    nearby = page(
        title,
        [
            {
                "list": [
                    *_info(t)[:4],
                    {"text": t("device_settings_not_connected_label")},
                    {"text": t("device_settings_not_connected_description")},
                    {"button": t("device_settings_not_connected_connect_action")},
                    *_battery(t),
                ]
            }
        ],
    )
    where = "capod DeviceSettingsScreen (Work AirPods, connected)"

    def reset(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return dialog(
            "reset" if yes else "harmless",
            "capod BatteryCard (reset learned data)",
            title,
            t("device_battery_estimate_reset_confirm_title"),
            t("device_battery_estimate_reset_confirm_message"),
            [(t("general_cancel_action"), no), (t("device_battery_estimate_reset_action"), yes)],
        )

    conditions = (
        "settings_reaction_autoconnect_whenseen_label",
        "settings_reaction_autoconnect_caseopen_label",
        "settings_reaction_autoconnect_inear_label",
    )
    condition_rows = tuple({"radio": t(k), "checked": k == conditions[2]} for k in conditions)
    cycle_rows = (
        {"text": t("device_settings_listening_mode_cycle_description")},
        *({"switch": t(k), "checked": True} for k in CYCLE),
        {"text": t("device_settings_listening_mode_cycle_minimum")},
    )

    def cycle(category: str, cancel: bool | None, save: bool | None) -> dict[str, Any]:
        return dialog(
            category,
            "capod NoiseControlCard (ListeningModeCycleDialog, Off ticked)",
            title,
            t("device_settings_listening_mode_cycle_dialog_title"),
            None,
            [(t("general_cancel_action"), cancel), (t("general_save_action"), save)],
            cycle_rows,
        )

    return [
        entry("opens-prompt", where, settings, [(t("device_settings_rename_label"), False)]),
        dialog(
            "harmless",
            "capod RenameDialog",
            title,
            t("device_settings_rename_label"),
            None,
            [(t("android:cancel"), False), (t("device_settings_rename_confirm"), None)],
            (
                {
                    "field": "",
                    "hint": t("device_settings_rename_hint"),
                    "text": "Office AirPods",
                    "focused": True,
                },
            ),
        ),
        entry(
            "opens-prompt", where, settings, [(t("device_battery_estimate_reset_action"), False)]
        ),
        reset(True, None),
        reset(None, False),
        entry("reversible", where, settings, [(t("settings_autopause_label"), False)]),
        entry(
            "opens-prompt", where, settings, [(t("settings_autoconnect_condition_label"), False)]
        ),
        dialog(
            "reversible",
            "capod AutoConnectConditionDialog",
            title,
            t("settings_autoconnect_condition_label"),
            None,
            [(t("android:cancel"), None)],
            condition_rows,
            ((t(conditions[1]), False),),
        ),
        entry(
            "opens-prompt",
            where,
            settings,
            [(t("device_settings_listening_mode_cycle_label"), False)],
        ),
        cycle("reversible", None, False),
        entry("reversible", where, settings, [(t("anc_mode_adaptive"), False)]),
        entry("reversible", where, settings, [(t("device_settings_microphone_mode_left"), False)]),
        entry(
            "reversible",
            "capod DeviceSettingsScreen (Work AirPods, nearby, not connected)",
            nearby,
            [(t("device_settings_not_connected_connect_action"), False)],
        ),
    ]


def press_controls(t: Any) -> list[dict[str, Any]]:
    title = t("press_controls_title")

    def segmented(label: str, keys: tuple[str, ...]) -> list[dict[str, Any]]:
        return [{"text": t(label)}, *({"radio": t(k), "checked": k == keys[0]} for k in keys)]

    def press(name: str) -> list[dict[str, Any]]:
        return [
            {"text": t(name)},
            {"text": t("press_controls_left")},
            {"field": "", "text": t("press_action_none")},
            {"text": t("press_controls_right")},
            {"field": "", "text": t("press_action_none")},
        ]

    controls = page(
        title,
        [
            {"icon": t("press_controls_reset_label")},
            {
                "list": [
                    {"text": t("press_controls_description")},
                    *segmented(
                        "device_settings_press_speed_label",
                        (
                            "device_settings_press_speed_default",
                            "device_settings_press_speed_slower",
                            "device_settings_press_speed_slowest",
                        ),
                    ),
                    *segmented(
                        "device_settings_press_hold_label",
                        (
                            "device_settings_press_hold_default",
                            "device_settings_press_hold_shorter",
                            "device_settings_press_hold_shortest",
                        ),
                    ),
                    {"text": t("device_settings_end_call_mute_mic_label")},
                    {
                        "radio": t("device_settings_end_call_mute_mic_option_a_title"),
                        "checked": True,
                    },
                    {
                        "radio": t("device_settings_end_call_mute_mic_option_b_title"),
                        "checked": False,
                    },
                    {"text": t("press_controls_mappings_section_title")},
                    *press("press_controls_single_press"),
                    *press("press_controls_double_press"),
                    *press("press_controls_triple_press"),
                    *press("press_controls_long_press"),
                ]
            },
        ],
    )
    where = "capod PressControlsScreen"

    def reset(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return dialog(
            "reset" if yes else "harmless",
            "capod PressControlsScreen (reset dialog, custom mappings set)",
            title,
            None,
            t("press_controls_reset_confirm_message"),
            [(t("android:cancel"), no), (t("android:ok"), yes)],
        )

    return [
        entry("opens-prompt", where, controls, [(t("press_controls_reset_label"), False)]),
        reset(True, None),
        reset(None, False),
        menu(
            "reversible",
            "capod PressMappingsCard (double press, left)",
            title,
            [t(k) for k in ACTIONS],
            [(t("press_action_next_track"), False)],
        ),
    ]
