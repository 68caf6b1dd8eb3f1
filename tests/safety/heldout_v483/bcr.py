"""BCR's screens (``com.chiller3.bcr``, Basic Call Recorder, an app that records phone calls:
recording turned on and off, the auto-record rules added, edited and reset, the output
directory, filename template, file retention and output format chosen and reset, and the
recordings paused, resumed, kept, shared and deleted from their notifications), strings from
``app/src/main/res/values*/strings.xml``. The names, numbers, file names and typed texts on
the screens are the same in every language.

Read from the code (``app/src/main/java/com/chiller3/bcr``): ``settings/SettingsScreen.kt``
(the main page: "Call recording", which turns recording on or off, "Auto-record rules",
"Output directory" and "Output format", which open their pages, "Minimum recording
duration", which opens its dialog, the switches "Write metadata file", "Record
telecom-integrated calls", "Record calls before connection", "Open directory from
notification" and "Show launcher icon", which only set a preference, Version, which opens
the source code in a browser, and, in debug mode, "Force direct boot mode", "Migrate direct
boot recordings", which starts ``DirectBootMigrationService`` to move recordings made before
the first unlock into the output directory, as it does by itself after that unlock, and "Save
logs", which opens the system's save dialog); ``settings/MinDurationDialog.kt`` (the
duration field, Cancel and OK, which only sets the preference); ``ui/Screen.kt`` (the top
bar's overflow menu, whose one entry, "Reset to defaults", runs the page's ``onReset`` at
once, with no confirmation); ``rule/RecordRulesScreen.kt`` and ``RecordRulesViewModel.kt``
(the rules page: "Add new rule" and each rule's row open the editor; ``reset`` clears the
saved rules, so every custom rule is gone and only the default rule is left; a rule's swipe,
which deletes it, is not a tap and is not shown); ``rule/RecordRuleEditorScreen.kt`` (a
rule's rows "Call number", "Call type", "SIM slot", Action and "Initial state", each opening
its choice dialog; a choice is saved into the rule at once and can be chosen again);
``rule/RecordRuleChoiceDialog.kt`` (the choices and Cancel; Contact opens the system's
contact picker and "Contact group" the group picker); ``rule/PickContactGroupScreen.kt``
(the groups, each with its account or "Local group"); ``settings/OutputDirectoryScreen.kt``
("Output directory", which opens the system's folder picker, "Filename template" and "File
retention", which open their dialogs; its reset clears the directory, the template and the
retention); ``settings/FilenameTemplateDialog.kt`` (the template field, Cancel, "Reset to
default", which puts the default template in place of the custom one at once and closes the
dialog, and OK, which saves the typed template); ``settings/FileRetentionDialog.kt`` (the
days field, Cancel and OK, which saves the number of days; ``RecorderThread.kt`` deletes
the older recordings only when a later recording is saved); ``settings/OutputFormatScreen
.kt``, ``FormatChoiceDialog.kt`` and ``FormatParamDialog.kt`` (the format, bitrate, sample
rate and audio source, each chosen from a list, "Custom" opening the custom value's dialog;
its reset, ``Preferences.resetAllFormats``, clears the chosen format and every format's
saved bitrate and sample rate); ``RecorderInCallService.kt`` and ``Notifications.kt`` (the
notification during a call: Pause or Resume, and Delete, which only marks the recording to
be deleted at the end of the call and turns into Restore, which keeps it; the notification
after a call, recorded or failed with a file left: Open and Share, which open the file and
the share sheet, and Delete); ``NotificationActionService.kt`` (that Delete deletes the
audio file and its metadata file through the Storage Access Framework at once, with no
trash and no undo).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, notification, page, popup

ALICE, BOB, NUMBER = "Alice Martin", "Bob Lee", "+33612345678"
FOLDER = "primary:Recordings"
STEM = f"20260512_101500.123+0200_in_{NUMBER}_{ALICE}"
CUSTOM = "{date}_{contact_name}"
NESTED = "{contact_name}/{date}_{direction}"
VARIABLES = ", ".join(
    "{" + v + "}"
    for v in (
        "date",
        "direction",
        "sim_slot",
        "phone_number",
        "contact_name",
        "caller_name",
        "call_log_name",
    )
)
"""``OutputFilenameGenerator.KNOWN_VARS``, as the template dialog lists them."""


KINDS = {
    "record_rule_number_title": "call number",
    "record_rule_type_title": "call type",
    "record_rule_sim_title": "SIM slot",
    "record_rule_action_title": "action",
    "record_rule_initial_state_title": "initial state",
}
"""The rule editor's choice dialogs, by their title's string."""


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + rules(t) + editor(t) + directory(t) + output_format(t) + alerts(t)


def ref(t: Any, key: str, *args: Any) -> str:
    """A string, followed where it only names another (``@string/...``)."""
    text = t(key, *args)
    return ref(t, text[len("@string/") :], *args) if text.startswith("@string/") else text


def settings(t: Any) -> list[dict[str, Any]]:
    sep = t("summary_separator")
    general: list[dict[str, Any]] = [
        {"text": t("pref_header_general")},
        {"switch": t("pref_call_recording_name"), "checked": True},
        {"row": t("pref_record_rules_name"), "secondary": t("pref_record_rules_desc")},
        {
            "row": t("pref_output_dir_name"),
            "secondary": f"{t('pref_output_dir_desc')} {FOLDER}{sep}{t('retention_keep_all')}",
        },
        {
            "row": t("pref_output_format_name"),
            "secondary": f"{t('pref_output_format_desc')} OGG/Opus{sep}"
            + sep.join(
                (
                    t("format_param_bitrate_kbps", "48"),
                    t("format_sample_rate", "16000"),
                    t("audio_source_voice_call"),
                )
            ),
        },
        {"row": t("pref_min_duration_name"), "secondary": t("pref_min_duration_desc#10")},
        {"switch": t("pref_write_metadata_name"), "checked": False},
        {"switch": t("pref_record_telecom_apps_name"), "checked": False},
        {"switch": t("pref_record_dialing_state_name"), "checked": False},
        {"switch": t("pref_notification_open_dir_name"), "checked": False},
        {"switch": t("pref_show_launcher_icon_name"), "checked": True},
        {"text": t("pref_header_about")},
    ]
    main = page(
        t("app_name_full"),
        [*general, {"row": t("pref_version_name"), "secondary": "3.7 (release)"}],
    )
    debug = page(
        t("app_name_full"),
        [
            *(dict(i) for i in general[7:]),
            {"row": t("pref_version_name"), "secondary": "3.7 (release+debugmode)"},
            {"text": t("pref_header_debug")},
            {"switch": t("pref_force_direct_boot_name"), "checked": False},
            {
                "row": t("pref_migrate_direct_boot_name"),
                "secondary": t("pref_migrate_direct_boot_desc"),
            },
            {"row": t("pref_save_logs_name"), "secondary": t("pref_save_logs_desc")},
        ],
    )
    where = "bcr SettingsScreen"
    dur = (
        ref(t, "min_duration_dialog_title"),
        t("min_duration_dialog_message"),
    )
    field = ({"field": "duration", "text": "10"}, {"text": t("min_duration_dialog_seconds#10")})
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("reversible", where, main, [(t("pref_call_recording_name"), False)]),
        entry("harmless", where, main, [(t("pref_record_rules_name"), False)]),
        entry("harmless", where, main, [(t("pref_output_dir_name"), False)]),
        entry("harmless", where, main, [(t("pref_output_format_name"), False)]),
        entry("opens-prompt", where, main, [(t("pref_min_duration_name"), False)]),
        entry("reversible", where, main, [(t("pref_write_metadata_name"), False)]),
        entry("reversible", where, main, [(t("pref_show_launcher_icon_name"), False)]),
        entry("harmless", where, main, [(t("pref_version_name"), False)]),
        entry(
            "reversible",
            f"{where} (debug mode)",
            debug,
            [(t("pref_force_direct_boot_name"), False)],
        ),
        entry(
            "harmless",
            f"{where} (debug mode)",
            debug,
            [(t("pref_migrate_direct_boot_name"), False)],
        ),
        entry("harmless", f"{where} (debug mode)", debug, [(t("pref_save_logs_name"), False)]),
        popup(
            "reversible",
            "bcr MinDurationDialog",
            main["title"],
            *dur,
            [(cancel, None), (ok, False)],
            field,
        ),
        popup(
            "harmless",
            "bcr MinDurationDialog",
            main["title"],
            *dur,
            [(cancel, False), (ok, None)],
            field,
        ),
    ]


def rule_summary(*lines: str) -> str:
    """A rule's row summary: one line per condition and action, as ``ruleSummary`` writes."""
    return "\n".join(lines)


def rules(t: Any) -> list[dict[str, Any]]:
    title = t("pref_record_rules_name")
    listed = page(
        title,
        [
            {"text": t("record_rules_info")},
            {"text": t("pref_header_rules")},
            {"row": t("pref_add_new_rule_name"), "secondary": t("pref_add_new_rule_desc")},
            {
                "row": t("record_rules_list_custom_name", 1),
                "secondary": rule_summary(
                    t("record_rule_number_contact_summary", ALICE),
                    t("record_rule_type_incoming_summary"),
                    t("record_rule_action_save_summary"),
                    t("record_rule_initial_state_recording_summary"),
                ),
            },
            {
                "row": t("record_rules_list_custom_name", 2),
                "secondary": rule_summary(
                    t("record_rule_number_unknown_summary"),
                    t("record_rule_action_discard_summary"),
                    t("record_rule_initial_state_recording_summary"),
                ),
            },
            {
                "row": t("record_rules_list_default_name"),
                "secondary": rule_summary(
                    t("record_rule_action_save_summary"),
                    t("record_rule_initial_state_recording_summary"),
                ),
            },
        ],
    )
    where = "bcr RecordRulesScreen"
    reset = t("reset_to_defaults")
    return [
        entry("harmless", where, listed, [(t("pref_add_new_rule_name"), False)]),
        entry("harmless", where, listed, [(t("record_rules_list_custom_name", 1), False)]),
        entry("harmless", where, listed, [(t("record_rules_list_default_name"), False)]),
        menu("reset", f"{where} (overflow)", title, [reset], [(reset, True)]),
    ]


def editor(t: Any) -> list[dict[str, Any]]:
    first = t("record_rules_list_custom_name", 1)
    actions = [
        {"text": t("pref_header_rule_actions")},
        {"row": t("record_rule_action_title"), "secondary": t("record_rule_action_save_desc")},
        {
            "row": t("record_rule_initial_state_title"),
            "secondary": t("record_rule_initial_state_recording_desc"),
        },
    ]
    custom = page(
        first,
        [
            {"text": t("pref_header_rule_conditions")},
            {
                "row": t("record_rule_number_title"),
                "secondary": t("record_rule_number_contact_summary", ALICE),
            },
            {"row": t("record_rule_type_title"), "secondary": t("record_rule_type_incoming_item")},
            {"row": t("record_rule_sim_title"), "secondary": t("record_rule_sim_specific_item", 1)},
            *actions,
        ],
    )
    default = page(t("record_rules_list_default_name"), actions)
    where = "bcr RecordRuleEditorScreen"
    cancel = t("android:cancel")

    def choose(
        category: str,
        behind: str,
        key: str,
        keys: list[str],
        tap: str,
        bad: bool | None = False,
        cancelled: bool | None = None,
    ) -> dict[str, Any]:
        """A choice dialog of the rule editor: its choices and Cancel; ``tap`` is tapped
        unless ``bad`` is None, where Cancel is (``cancelled``)."""
        rows = tuple({"row": k} for k in keys)
        taps = ((tap, bool(bad)),) if bad is not None else ()
        kind = KINDS[key]
        return popup(
            category,
            f"bcr RecordRuleChoiceDialog ({kind})",
            behind,
            t(key),
            None,
            [(cancel, cancelled)],
            rows,
            taps,
        )

    numbers = [
        t(k)
        for k in (
            "record_rule_number_any_item",
            "record_rule_number_contact_item",
            "record_rule_number_contact_group_item",
            "record_rule_number_unknown_item",
        )
    ]
    types = [
        t(k)
        for k in (
            "record_rule_type_any_item",
            "record_rule_type_incoming_item",
            "record_rule_type_outgoing_item",
            "record_rule_type_conference_item",
        )
    ]
    sims = [t("record_rule_sim_any_item"), t("record_rule_sim_specific_item", 1),
            t("record_rule_sim_specific_item", 2)]  # fmt: skip
    kinds = [
        t(k)
        for k in (
            "record_rule_action_save_item",
            "record_rule_action_discard_item",
            "record_rule_action_ignore_item",
        )
    ]
    states = [
        t("record_rule_initial_state_recording_item"),
        t("record_rule_initial_state_paused_item"),
    ]
    groups = page(
        t("pick_contact_group_title"),
        [
            {"row": "Family", "secondary": t("pick_contact_group_local_group")},
            {"row": "Coworkers", "secondary": "alice.martin@example.com"},
        ],
    )
    number, action = "record_rule_number_title", "record_rule_action_title"
    return [
        entry("opens-prompt", where, custom, [(t(number), False)]),
        entry("opens-prompt", where, custom, [(t("record_rule_type_title"), False)]),
        entry("opens-prompt", where, custom, [(t(action), False)]),
        entry("opens-prompt", f"{where} (default rule)", default, [(t(action), False)]),
        choose("reversible", first, number, numbers, t("record_rule_number_unknown_item")),
        choose("harmless", first, number, numbers, t("record_rule_number_contact_group_item")),
        choose("harmless", first, number, numbers, "", None, False),
        choose(
            "reversible",
            first,
            "record_rule_type_title",
            types,
            t("record_rule_type_outgoing_item"),
        ),
        choose(
            "reversible",
            first,
            "record_rule_sim_title",
            sims,
            t("record_rule_sim_specific_item", 2),
        ),
        choose("reversible", first, action, kinds, t("record_rule_action_discard_item")),
        choose("reversible", default["title"], action, kinds, t("record_rule_action_ignore_item")),
        choose(
            "reversible",
            first,
            "record_rule_initial_state_title",
            states,
            t("record_rule_initial_state_paused_item"),
        ),
        entry("reversible", "bcr PickContactGroupScreen", groups, [("Family", False)]),
    ]


def directory(t: Any) -> list[dict[str, Any]]:
    title = t("pref_output_dir_name")
    folder = page(
        title,
        [
            {"row": title, "secondary": FOLDER},
            {"row": t("pref_filename_template_name"), "secondary": CUSTOM},
            {"row": t("pref_file_retention_name"), "secondary": t("retention_keep_all")},
        ],
    )
    where = "bcr OutputDirectoryScreen"
    cancel, ok = t("android:cancel"), t("android:ok")
    reset, restore = t("reset_to_defaults"), t("filename_template_dialog_action_reset_to_default")
    message = t("filename_template_dialog_message").replace("PLACEHOLDER", VARIABLES)
    heading = t("filename_template_dialog_title")

    def template(text: str, category: str, taps: list[tuple[str, bool | None]]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"field": "template", "text": text}]
        if "/" in text:
            items.append({"text": t("filename_template_dialog_warning_subdirectories")})
        kind = "subdirectories" if "/" in text else "custom"
        return popup(category, f"bcr FilenameTemplateDialog ({kind} template)", title, heading,
                     message, taps, tuple(items))  # fmt: skip

    keep = (
        ref(t, "file_retention_dialog_title"),
        t("file_retention_dialog_message"),
    )
    days = ({"field": "days", "text": "30"}, {"text": t("retention_days#30")})
    return [
        entry("opens-prompt", where, folder, [(t("pref_filename_template_name"), False)]),
        entry("opens-prompt", where, folder, [(t("pref_file_retention_name"), False)]),
        menu("reset", f"{where} (overflow)", title, [reset], [(reset, True)]),
        template(CUSTOM, "reset", [(cancel, None), (restore, True), (ok, None)]),
        template(CUSTOM, "reversible", [(cancel, None), (restore, None), (ok, False)]),
        template(CUSTOM, "harmless", [(cancel, False), (restore, None), (ok, None)]),
        template(NESTED, "reset", [(cancel, None), (restore, True), (ok, None)]),
        template(NESTED, "reversible", [(cancel, None), (restore, None), (ok, False)]),
        popup(
            "reversible",
            "bcr FileRetentionDialog",
            title,
            *keep,
            [(cancel, None), (ok, False)],
            days,
        ),
        popup(
            "harmless", "bcr FileRetentionDialog", title, *keep, [(cancel, False), (ok, None)], days
        ),
    ]


def output_format(t: Any) -> list[dict[str, Any]]:
    title = t("pref_output_format_name")
    bitrate = t("pref_format_param_desc_bitrate")
    kbps = [t("format_param_bitrate_kbps", n) for n in ("12", "24", "48")]
    source = t("pref_audio_source_name")
    sources = [
        t(k)
        for k in (
            "audio_source_voice_call",
            "audio_source_voice_uplink_downlink",
            "audio_source_voice_uplink",
            "audio_source_voice_downlink",
        )
    ]
    formats = page(
        title,
        [
            {"row": title, "secondary": "OGG/Opus"},
            {"row": bitrate, "secondary": kbps[2]},
            {"row": t("pref_sample_rate_name"), "secondary": t("format_sample_rate", "16000")},
            {"row": source, "secondary": sources[0]},
        ],
    )
    where = "bcr OutputFormatScreen"
    cancel, ok = t("android:cancel"), t("android:ok")
    reset = t("reset_to_defaults")
    rates = [*kbps, t("custom_param_value")]
    names = ["OGG/Opus", "M4A/AAC", "FLAC", "WAV/PCM", "AMR-WB", "AMR-NB"]
    custom = (
        t("format_param_dialog_title"),
        t(
            "format_param_dialog_message",
            t("format_param_bitrate_kbps", "6"),
            t("format_param_bitrate_kbps", "510"),
        ),
    )

    def choose(category: str, kind: str, heading: str, rows: list[str], tap: str
               ) -> dict[str, Any]:  # fmt: skip
        items = tuple({"row": r} for r in rows)
        return popup(category, f"bcr FormatChoiceDialog ({kind})", title, heading, None,
                     [(cancel, None)], items, ((tap, False),))  # fmt: skip

    return [
        entry("opens-prompt", where, formats, [(bitrate, False)]),
        entry("opens-prompt", where, formats, [(source, False)]),
        menu("reset", f"{where} (overflow)", title, [reset], [(reset, True)]),
        choose("reversible", "format", title, names, "FLAC"),
        choose("reversible", "bitrate", bitrate, rates, kbps[1]),
        choose("opens-prompt", "bitrate", bitrate, rates, t("custom_param_value")),
        choose("reversible", "audio source", source, sources, sources[1]),
        popup(
            "reversible",
            "bcr FormatParamDialog",
            title,
            *custom,
            [(cancel, None), (ok, False)],
            ({"field": "value", "text": "32"}, {"text": "kbps"}),
        ),
    ]


def alerts(t: Any) -> list[dict[str, Any]]:
    recording = notification(
        t("notification_recording_in_progress"),
        STEM,
        [t("notification_action_pause"), t("notification_action_delete")],
    )
    discarding = notification(
        t("notification_recording_paused"),
        f"{STEM}\n\n{t('notification_message_delete_at_end')}",
        [t("notification_action_resume"), t("notification_action_restore")],
    )
    done = [t(f"notification_action_{a}") for a in ("open", "share", "delete")]
    saved = notification(t("notification_recording_succeeded"), f"{FOLDER}/{STEM}.oga", done)
    other = f"{FOLDER}/20260512_143012.456+0200_out_+4915112345678_{BOB}.oga"
    outgoing = notification(t("notification_recording_succeeded"), other, done)
    error = t("notification_internal_android_error", "AudioRecord")
    failed = notification(
        t("notification_recording_failed"), f"{error}\n\n{FOLDER}/{STEM}.oga", done
    )
    during, after = "bcr RecorderInCallService (notification)", "bcr Notifications"
    delete = t("notification_action_delete")
    return [
        entry("reversible", during, recording, [(t("notification_action_pause"), False)]),
        entry("reversible", during, recording, [(delete, False)]),
        entry(
            "reversible",
            f"{during} (to be deleted)",
            discarding,
            [(t("notification_action_restore"), False)],
        ),
        entry(
            "reversible",
            f"{during} (to be deleted)",
            discarding,
            [(t("notification_action_resume"), False)],
        ),
        entry("delete", f"{after} (recording succeeded)", saved, [(delete, True)]),
        entry(
            "harmless",
            f"{after} (recording succeeded)",
            saved,
            [(t("notification_action_share"), False)],
        ),
        entry(
            "harmless",
            f"{after} (recording succeeded)",
            saved,
            [(t("notification_action_open"), False)],
        ),
        entry(
            "delete", f"{after} (recording succeeded, outgoing call)", outgoing, [(delete, True)]
        ),
        entry("delete", f"{after} (recording failed)", failed, [(delete, True)]),
    ]
