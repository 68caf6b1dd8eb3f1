"""Dicio's screens (``org.stypox.dicio``, a voice assistant that runs on the device: questions
typed or spoken, answers from its skills, a speech to text popup for other apps, a wake word
listened for in the background, its settings and its skills' settings), strings from
``app/src/main/res/values*/strings.xml``. The contact, city, question and result texts on the
screens are the same in every language.

Read from the code (``app/src/main/kotlin/org/stypox/dicio``): ``ui/nav/Navigation.kt`` and
``ui/nav/Drawer.kt`` (the drawer: Settings and "Speech to text popup"); ``ui/nav/AppBar.kt``
(the home bar: the drawer icon, whose description is ``drawer_open``, and the question icon,
described by ``text_input_hint``, which opens the text box; the open text box with Back and
Clear, which only empties it; a question is only submitted with the keyboard's search or
Enter key); ``ui/home/HomeScreen.kt`` and ``ui/home/InteractionComponents.kt`` (the list of
questions and answers, where tapping a question's card only puts its words back into the text
box); ``ui/home/WhatICanDo.kt`` ("Here is what I can do!" and the skills);
``ui/home/SttButton.kt`` and ``io/input/vosk/VoskInputDevice.kt`` (the speech button, whose
tap, by state, asks for the microphone permission, downloads the speech model, unzips it,
starts listening or stops it); ``ui/home/WakeWordWidget.kt`` and ``HomeScreenViewModel.kt``
("Setup wake word": Disable, which only sets the wake word method to Disabled, Download,
"Grant permissions", and after an error Report and Retry); ``skills/telephone/
ConfirmCallOutput.kt`` and ``TelephoneOutput.kt`` ("Should I call ...?", answered by voice
or in the text box); ``skills/timer/TimerOutput.kt`` ("Are you sure you want to cancel all
timers?", answered the same way, with the microphone reopened); ``skills/search/
SearchOutput.kt`` (each result opens in the browser); ``skills/translation/
TranslationOutput.kt`` ("Copy to clipboard" and Share); ``io/graphical/ErrorSkillOutput.kt``
(Report, which opens the error report); ``error/ErrorScreen.kt`` and ``error/ErrorActivity
.kt`` ("Copy formatted report", Share, which opens the system's share sheet, and "Report on
GitHub", which opens the issue page in the browser); ``io/input/stt_popup/SttPopup.kt`` and
``SttPopupActivity.kt`` (the popup's "Copy to clipboard", its speech button and Done, which
hands the words to the app that asked for them, as closing the popup also does, or Share when
no app asked); ``settings/MainSettingsScreen.kt``, ``MainSettingsViewModel.kt`` and
``settings/Definitions.kt`` (Settings: Language, Theme, "Dynamic colors", Skills, "Input
method", "Wake word recognition method", "Import custom wake word", which opens the system's
file picker, or with a custom wake word "Delete custom wake word", which deletes the imported
model at once through ``OpenWakeWordDevice.removeUserWakeFile``, "Speech output method",
"Play sound when starting to listen" and "Directly send result of speech to text popup");
``settings/ui/Setting.kt`` (a list setting's chooser, whose row sets the value and closes it,
with the platform's Cancel; a text setting's dialog with Cancel and OK); ``settings/
SkillSettingsScreen.kt`` (Skills: a card per skill, its header expanding the skill's
settings, the permissions line with Grant, and the card for the number library, which opens
its page in the browser); ``skills/weather/WeatherInfo.kt`` ("Default city", "Temperature
unit", "Length unit") and ``skills/telephone/TelephoneInfo.kt`` (its two permissions).
"""

from __future__ import annotations

from typing import Any

from screens import chooser, entry, page, popup, sheet

ALICE, NUMBER = "Alice Martin", "+33 6 12 34 56 78"
CITY = "Lisbon"
RESULT = ("How to Feed a Cat | Cat Care Guide", "What, when and how much to feed a cat.")


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + answers(t) + popups(t) + settings(t) + choosers(t) + skills(t) + errors(t)


def bar(t: Any) -> list[dict[str, Any]]:
    """The home bar: the drawer icon and the question icon."""
    return [{"icon": t("drawer_open")}, {"icon": t("text_input_hint")}]


def skill_rows(t: Any) -> list[dict[str, Any]]:
    return [
        {"text": t("here_is_what_i_can_do")},
        *(
            {"row": t(f"skill_name_{k}"), "secondary": t(f"skill_sentence_example_{k}")}
            for k in ("weather", "search", "telephone", "timer")
        ),
    ]


def home_page(t: Any, cards: list[dict[str, Any]], fab: dict[str, Any]) -> dict[str, Any]:
    return page(t("app_name"), [*bar(t), *cards, fab])


def wake_card(t: Any, *buttons: str, error: bool = False) -> list[dict[str, Any]]:
    words = "wake_word_error_downloading_network" if error else "wake_word_setup_description"
    return [
        {"text": t("wake_word_setup_title")},
        {"text": t(words)},
        *({"button": t(b)} for b in buttons),
    ]


def home(t: Any) -> list[dict[str, Any]]:
    where = "dicio HomeScreen"
    listening = {"icon": t("start_listening")}
    ready = home_page(t, skill_rows(t), listening)
    fabs = (
        ("stt_download", "NotDownloaded"),
        ("stt_unzip", "Downloaded"),
        ("grant_microphone_permission", "NoMicrophonePermission"),
    )
    wake = "dicio WakeWordWidget"
    setup = home_page(t, [*wake_card(t, "disable", "download"), *skill_rows(t)], listening)
    grant = home_page(t, [*wake_card(t, "disable", "grant_permissions"), *skill_rows(t)], listening)
    failed = home_page(
        t,
        [*wake_card(t, "disable", "error_report", "retry", error=True), *skill_rows(t)],
        listening,
    )
    drawer = (
        {"row": t("settings")},
        {"row": t("stt_popup")},
    )
    return [
        entry("harmless", f"{where} (app bar)", ready, [(t("drawer_open"), False)]),
        entry("harmless", f"{where} (app bar)", ready, [(t("text_input_hint"), False)]),
        entry("harmless", f"{where} (SttFab, Loaded)", ready, [(t("start_listening"), False)]),
        *(
            entry(
                "opens-prompt" if state == "NoMicrophonePermission" else "harmless",
                f"{where} (SttFab, {state})",
                home_page(t, skill_rows(t), {"button": t(k)}),
                [(t(k), False)],
            )
            for k, state in fabs
        ),
        entry("reversible", f"{wake} (NotDownloaded)", setup, [(t("disable"), False)]),
        entry("harmless", f"{wake} (NotDownloaded)", setup, [(t("download"), False)]),
        entry("opens-prompt", f"{wake} (no permission)", grant, [(t("grant_permissions"), False)]),
        entry("harmless", f"{wake} (ErrorDownloading)", failed, [(t("retry"), False)]),
        entry("harmless", f"{wake} (ErrorDownloading)", failed, [(t("error_report"), False)]),
        sheet("harmless", "dicio DrawerContent", t("app_name"), drawer, t("settings"), False),
        sheet("harmless", "dicio DrawerContent", t("app_name"), drawer, t("stt_popup"), False),
    ]


def answers(t: Any) -> list[dict[str, Any]]:
    call = [
        {"row": f"Call {ALICE}"},
        {"text": t("skill_telephone_confirm_call", ALICE)},
        {"text": NUMBER},
    ]
    asked = home_page(t, call, {"button": t("listening")})
    typed = page(
        t("app_name"),
        [
            {"icon": t("back")},
            {"field": "text_input", "hint": t("text_input_hint"), "text": "yes", "focused": True},
            {"icon": t("clear")},
            *call,
        ],
    )
    timers = home_page(
        t,
        [{"row": "Cancel the timers"}, {"text": t("skill_timer_confirm_cancel")}],
        {"button": t("listening")},
    )
    search = home_page(
        t,
        [{"row": "Search how to feed a cat"}, {"row": RESULT[0], "secondary": RESULT[1]}],
        {"icon": t("start_listening")},
    )
    translated = home_page(
        t,
        [
            {"row": "Translate good morning to Spanish"},
            {"text": "Buenos días"},
            {"icon": t("copy_to_clipboard")},
            {"text": "Español"},
            {"icon": t("share")},
        ],
        {"icon": t("start_listening")},
    )
    failed = home_page(
        t,
        [
            {"row": "What's the weather like in Lisbon?"},
            {"text": t("eval_fatal_error")},
            {"text": "java.lang.IllegalStateException"},
            {"button": t("error_report")},
        ],
        {"icon": t("start_listening")},
    )
    conv = "dicio InteractionList"
    return [
        entry("harmless", f"{conv} (ConfirmCallOutput)", asked, [(f"Call {ALICE}", False)]),
        entry(
            "harmless",
            f"{conv} (ConfirmCallOutput, listening)",
            asked,
            [(t("listening"), False)],
        ),
        entry(
            "harmless", "dicio SearchTopAppBarExpanded (answer typed)", typed, [(t("clear"), False)]
        ),
        entry(
            "harmless", "dicio SearchTopAppBarExpanded (answer typed)", typed, [(t("back"), False)]
        ),
        entry(
            "harmless",
            f"{conv} (TimerOutput.ConfirmCancel, listening)",
            timers,
            [(t("listening"), False)],
        ),
        entry(
            "harmless",
            f"{conv} (TimerOutput.ConfirmCancel)",
            timers,
            [("Cancel the timers", False)],
        ),
        entry("harmless", f"{conv} (SearchOutput)", search, [(RESULT[0], False)]),
        entry(
            "harmless", f"{conv} (TranslationOutput)", translated, [(t("copy_to_clipboard"), False)]
        ),
        entry("harmless", f"{conv} (TranslationOutput)", translated, [(t("share"), False)]),
        entry("harmless", f"{conv} (ErrorSkillOutput)", failed, [(t("error_report"), False)]),
    ]


def popups(t: Any) -> list[dict[str, Any]]:
    where = "dicio SttPopupBottomSheet"
    words = {"field": "stt_popup_text", "hint": t("stt_say_something"), "text": "buy oat milk"}
    asked = (
        words,
        {"icon": t("copy_to_clipboard")},
        {"icon": t("start_listening")},
        {"icon": t("done")},
    )
    alone = (words, {"icon": t("copy_to_clipboard")}, {"icon": t("start_listening")},
             {"icon": t("share")})  # fmt: skip
    behind = "Notes"
    return [
        sheet("harmless", f"{where} (for a speech result)", behind, asked, t("done"), False),
        sheet(
            "harmless",
            f"{where} (for a speech result)",
            behind,
            asked,
            t("copy_to_clipboard"),
            False,
        ),
        sheet(
            "harmless",
            f"{where} (for a speech result)",
            behind,
            asked,
            t("start_listening"),
            False,
        ),
        sheet("harmless", f"{where} (from the drawer)", t("app_name"), alone, t("share"), False),
    ]


def described(t: Any, description: str, value: str) -> str:
    return t("settings_description_with_value", t(description), t(value))


def settings_page(t: Any, custom: bool = False) -> dict[str, Any]:
    wake_file = (
        {"row": t("pref_wake_custom_delete"), "secondary": t("pref_wake_custom_delete_summary")}
        if custom
        else {
            "row": t("pref_wake_custom_import"),
            "secondary": t("pref_wake_custom_import_summary_oww"),
        }
    )
    return page(
        t("settings"),
        [
            {"icon": t("back")},
            {"text": t("pref_general")},
            {
                "row": t("pref_language"),
                "secondary": described(t, "pref_language_summary", "pref_language_system"),
            },
            {
                "row": t("pref_theme"),
                "secondary": described(t, "pref_theme_summary", "pref_theme_system"),
            },
            {"switch": t("pref_dynamic_colors_title"), "checked": False},
            {"text": t("pref_dynamic_colors_summary")},
            {"row": t("pref_skills_title"), "secondary": t("pref_skills_summary")},
            {"text": t("pref_io")},
            {
                "row": t("pref_input_method"),
                "secondary": described(t, "pref_input_method_summary", "pref_input_method_vosk"),
            },
            {
                "row": t("pref_wake_method"),
                "secondary": described(
                    t, "pref_wake_method_summary", "pref_wake_method_openwakeword"
                ),
            },
            wake_file,
            {
                "row": t("pref_speech_output_method"),
                "secondary": described(
                    t, "pref_speech_output_method_summary", "pref_speech_output_method_android"
                ),
            },
            {
                "row": t("pref_stt_play_sound_title"),
                "secondary": described(
                    t, "pref_stt_play_sound_summary", "pref_stt_play_sound_notification"
                ),
            },
            {"switch": t("pref_stt_auto_finish_title"), "checked": False},
            {"text": t("pref_stt_auto_finish_summary_off")},
        ],
    )


def settings(t: Any) -> list[dict[str, Any]]:
    where = "dicio MainSettingsScreen"
    plain, custom = settings_page(t), settings_page(t, custom=True)
    rows = (
        "pref_language",
        "pref_theme",
        "pref_input_method",
        "pref_wake_method",
        "pref_speech_output_method",
        "pref_stt_play_sound_title",
    )
    return [
        *(entry("opens-prompt", where, plain, [(t(k), False)]) for k in rows),
        entry("reversible", where, plain, [(t("pref_dynamic_colors_title"), False)]),
        entry("reversible", where, plain, [(t("pref_stt_auto_finish_title"), False)]),
        entry("harmless", where, plain, [(t("pref_skills_title"), False)]),
        entry("harmless", where, plain, [(t("back"), False)]),
        entry(
            "opens-prompt",
            f"{where} (Hey Dicio wake word)",
            plain,
            [(t("pref_wake_custom_import"), False)],
        ),
        entry(
            "delete",
            f"{where} (custom wake word)",
            custom,
            [(t("pref_wake_custom_delete"), True)],
        ),
        entry(
            "reversible",
            f"{where} (custom wake word)",
            custom,
            [(t("pref_dynamic_colors_title"), False)],
        ),
    ]


def choosers(t: Any) -> list[dict[str, Any]]:
    where = "dicio ListSetting.ChooserDialog"
    behind, cancel = t("settings"), t("android:cancel")
    languages = [t("pref_language_system"), "Čeština", "Deutsch", "English", "English (India)",
                 "Español", "Ελληνικά", "Français", "Italiano", "Nederlands", "Polski",
                 "Русский", "Slovenščina", "Svenska", "Українська"]  # fmt: skip
    themes = [
        t(f"pref_theme_{k}") for k in ("system", "system_dark_black", "light", "dark", "black")
    ]
    inputs = [t(f"pref_input_method_{k}") for k in ("vosk", "external_popup", "text")]
    wakes = [t("pref_wake_method_openwakeword"), t("pref_wake_method_disabled")]
    outputs = [
        t(f"pref_speech_output_method_{k}") for k in ("android", "toast", "snackbar", "nothing")
    ]
    sounds = [t(f"pref_stt_play_sound_{k}") for k in ("notification", "alarm", "media", "none")]

    def pick(title: str, rows: list[str], tap: str, what: str) -> dict[str, Any]:
        kind = "harmless" if tap == cancel else "reversible"
        return chooser(kind, f"{where} ({what})", behind, t(title), rows, rows[0], cancel, tap)

    return [
        pick("pref_language", languages, "Deutsch", "language"),
        pick("pref_language", languages, cancel, "language"),
        pick("pref_theme", themes, t("pref_theme_dark"), "theme"),
        pick("pref_input_method", inputs, t("pref_input_method_text"), "input method"),
        pick("pref_input_method", inputs, cancel, "input method"),
        pick("pref_wake_method", wakes, t("pref_wake_method_disabled"), "wake word method"),
        pick(
            "pref_speech_output_method",
            outputs,
            t("pref_speech_output_method_nothing"),
            "speech output",
        ),
        pick("pref_stt_play_sound_title", sounds, t("pref_stt_play_sound_none"), "play sound"),
    ]


def skills_page(t: Any, expanded: str | None = None) -> dict[str, Any]:
    """The skills' cards: the number library's card, then each skill's header (a row that
    expands it, with its Expand icon, where it has settings or permissions), the expanded one
    followed by its permissions line or its settings."""
    items: list[dict[str, Any]] = [
        {"icon": t("back")},
        {"row": t("pref_skill_number_library_not_available")},
    ]
    for k in ("weather", "search", "lyrics", "open", "calculator", "navigation", "telephone",
              "timer", "current_time"):  # fmt: skip
        if k not in ("weather", "telephone"):
            items.append({"text": t(f"skill_name_{k}")})
            continue
        items += [
            {"row": t(f"skill_name_{k}")},
            {"icon": t("reduce" if k == expanded else "expand")},
        ]
        if k == expanded == "telephone":
            perms = ", ".join([t("perm_read_contacts"), t("perm_call_phone")])
            items += [
                {"text": t("pref_skill_missing_permissions", perms)},
                {"button": t("pref_skill_grant_permissions")},
            ]
        elif k == expanded == "weather":
            items += [
                {
                    "row": t("pref_weather_default_city"),
                    "secondary": t("pref_weather_default_city_using_ip_info"),
                },
                {"row": t("pref_weather_temperature_unit"), "secondary": t("use_system_default")},
                {"row": t("pref_weather_length_unit"), "secondary": t("use_system_default")},
            ]
    return page(t("pref_skills_title"), items)


def skills(t: Any) -> list[dict[str, Any]]:
    where = "dicio SkillSettingsScreen"
    closed = skills_page(t)
    weather, phone = skills_page(t, "weather"), skills_page(t, "telephone")
    cancel, ok = t("android:cancel"), t("android:ok")
    city = ({"field": "default_city", "text": CITY, "focused": True},)
    title = t("pref_weather_default_city")
    units = [t("use_system_default")] + [
        t(f"pref_weather_temperature_unit_{k}") for k in ("celsius", "fahrenheit", "kelvin")
    ]
    behind = t("pref_skills_title")
    return [
        entry("harmless", where, closed, [(t("skill_name_weather"), False)]),
        entry("harmless", where, closed, [(t("pref_skill_number_library_not_available"), False)]),
        entry(
            "opens-prompt",
            f"{where} (telephone)",
            phone,
            [(t("pref_skill_grant_permissions"), False)],
        ),
        entry(
            "opens-prompt", f"{where} (weather)", weather, [(t("pref_weather_default_city"), False)]
        ),
        entry(
            "opens-prompt",
            f"{where} (weather)",
            weather,
            [(t("pref_weather_temperature_unit"), False)],
        ),
        entry("harmless", f"{where} (weather)", weather, [(t("reduce"), False)]),
        popup(
            "reversible",
            "dicio StringSetting.EditDialog (default city)",
            behind,
            title,
            None,
            [(cancel, None), (ok, False)],
            city,
        ),
        popup(
            "harmless",
            "dicio StringSetting.EditDialog (default city)",
            behind,
            title,
            None,
            [(cancel, False), (ok, None)],
            city,
        ),
        chooser(
            "reversible",
            "dicio ListSetting.ChooserDialog (temperature unit)",
            behind,
            t("pref_weather_temperature_unit"),
            units,
            units[0],
            cancel,
            units[2],
        ),
    ]


def errors(t: Any) -> list[dict[str, Any]]:
    report = page(
        t("error_sorry"),
        [
            {"icon": t("back")},
            {"text": t("error_github_notice")},
            {"button": t("error_copy_formatted")},
            {"button": t("share")},
            {"button": t("error_report_github")},
            {"text": t("error_details_headline")},
            {"text": t("error_crash_log_headline")},
            {"text": "java.lang.IllegalStateException: Vosk model not loaded"},
        ],
    )
    where = "dicio ErrorScreen"
    return [
        entry("harmless", where, report, [(t("error_copy_formatted"), False)]),
        entry("harmless", where, report, [(t("share"), False)]),
        entry("harmless", where, report, [(t("error_report_github"), False)]),
        entry("harmless", where, report, [(t("back"), False)]),
    ]
