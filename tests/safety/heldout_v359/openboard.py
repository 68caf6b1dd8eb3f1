"""OpenBoard's screens (``org.dslul.openboard.inputmethod.latin``, an on-screen keyboard:
messages sent with the keyboard's action key, text typed and deleted, suggestions picked, the
clipboard history pasted, pinned and cleared, the personal dictionary's words added, edited and
deleted, the learned suggestions switched off and wiped, custom input styles added, saved and
removed, and the keyboard's settings), strings from ``app/src/main/res/values*/strings.xml``,
``strings-action-keys.xml``, ``strings-talkback-descriptions.xml`` and
``strings-config-important-notice.xml``. The apps the keyboard types into, their contacts,
messages, words and the keyboard's English (US) QWERTY layout are the same in every language.

Read from the code (``app/src/main``): ``res/xml/key_styles_actions.xml`` and
``key_styles_enter.xml`` (the action key: for a field that asks ``actionSend`` it is the Send
key, whose press the host app takes as its send action; Go, Search, Next, Done, and Return for
a field with none) and ``java/.../accessibility/KeyCodeDescriptionMapper.kt`` (what each key is
called: the action key by ``label_send_key``, ``label_go_key``, ``label_next_key``,
``label_done_key``, ``spoken_description_search`` or ``spoken_description_return``; Shift by
``spoken_description_shift``, ``shift_shifted``, ``symbols_shift`` or
``symbols_shift_shifted`` as the keyboard is shifted or shows symbols; the switch key by
``spoken_description_to_symbol`` or ``to_alpha``; a letter by itself); ``res/layout/
suggestions_strip.xml`` and ``latin/suggestions/SuggestionStripView.java`` (the strip's words,
which replace the word being typed, the voice key and the clipboard key, which opens the
clipboard history); ``keyboard/clipboard/ClipboardHistoryView.kt``, ``ClipboardAdapter.kt``,
``res/layout/clipboard_history_view.xml`` and ``latin/ClipboardHistoryManager.kt`` (a clip's
tap types it, its long press pins or unpins it, and ``clipboard_clear`` calls
``clearHistory``, which clears the system clipboard and removes every clip not pinned);
``keyboard/emoji/EmojiPalettesView.java`` and ``EmojiCategory.java`` (the category tabs,
space and delete); ``latin/LatinIME.java`` (``showSubtypeSelectorAndSettings``: "Input
options" with Languages and the settings; ``refreshPersonalizationDictionarySession``, which,
with "Personalized suggestions" off, calls ``removeAllUserHistoryDictionaries``);
``res/xml/prefs.xml``, ``prefs_screen_preferences.xml``, ``prefs_screen_correction.xml``,
``prefs_screen_appearance.xml``, ``prefs_screen_gesture.xml`` and
``prefs_screen_advanced.xml`` with ``latin/settings/*Fragment.java`` (the settings pages and
their switches); ``latin/settings/SeekBarDialogPreference.java`` and
``res/layout/seek_bar_dialog.xml`` (Default, Cancel and OK: Default writes the default value at
once); ``latin/settings/CustomInputStyleSettingsFragment.java``, ``CustomInputStylePreference
.java``, ``res/menu/add_style.xml`` and ``res/layout/additional_subtype_dialog.xml`` ("Add
style" opens the dialog with Cancel and Add; a style's dialog has Remove, Cancel and Save,
Remove calling ``onRemoveCustomInputStyle``, which drops the style from the keyboard and from
the system's enabled input styles; the note after adding, with "Not now" and Enable, which
opens the system's input language page); ``latin/settings/CorrectionSettingsFragment.java``,
``latin/userdictionary/UserDictionaryList.java``, ``UserDictionarySettings.java``,
``UserDictionaryAddWordFragment.java``, ``UserDictionaryAddWordContents.java`` and
``res/layout/user_dictionary_add_word_fullscreen.xml`` (the languages of the personal
dictionary, its words, Add, and a word's page with Add and Delete: Delete removes an existing
word from the system's user dictionary through ``deleteWord``, and on a new word only drops
it); ``latin/setup/SetupWizardActivity.java`` with ``res/layout/setup_steps_cards.xml`` and
``setup_step.xml`` (the setup steps); ``latin/spellcheck/SpellCheckerSettingsFragment.java`` and
``res/xml/spell_checker_settings.xml`` ("Look up contact names").
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, page

ID = "org.dslul.openboard.inputmethod.latin:id/"
ALICE, TEAM, MOM = "Alice Martin", "Climbing club", "+33 6 12 34 56 78"
TEXT = "See you at 7 at the station"
WORDS = ("station", "stations", "stationed")
CLIPS = ("https://example.org/tickets/4821", "Rue de la Paix 12, Paris", "4821-7730")
WORD, PHRASE, NAME = "Kowalczyk", "on my way", "OpenBoard"
LETTERS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        keyboards(t)
        + other_fields(t)
        + clipboard(t)
        + emoji(t)
        + settings(t)
        + correction(t)
        + dictionary(t)
        + styles(t)
        + setup(t)
    )


def keys(
    t: Any,
    mode: str = "letters",
    action: str = "label_send_key",
    *,
    digits: bool = False,
    emoji_key: bool = False,
    words: tuple[str, ...] = WORDS,
) -> list[dict[str, Any]]:
    """The suggestion strip and the keyboard's keys, as its accessibility provider names them
    (``mode``: letters, shifted, symbols or more symbols; ``action``: the action key's name)."""
    strip = [
        *({"button": w} for w in words),
        {"icon": t("spoken_description_mic"), "rid": f"{ID}suggestions_strip_voice_key"},
        {"id": "suggestions_strip_clipboard_key"},
    ]
    if mode in ("letters", "shifted"):
        rows = [c.upper() if mode == "shifted" else c for row in LETTERS for c in row]
        shift = (
            "spoken_description_shift_shifted" if mode == "shifted" else "spoken_description_shift"
        )
        top = list("1234567890") if digits else []
        board = [
            *top,
            *rows[:19],
            t(shift),
            *rows[19:],
            t("spoken_description_delete"),
            t("spoken_description_to_symbol"),
            *([t("spoken_description_emoji")] if emoji_key else []),
            ",",
        ]
    elif mode == "symbols":
        board = [
            *"1234567890@#$%&-+()",
            t("spoken_description_symbols_shift"),
            *"*\"':;!?",
            t("spoken_description_delete"),
            t("spoken_description_to_alpha"),
            ",",
        ]
    else:
        board = [
            *"~`|•√π÷×¶∆£¢€¥^°={}",
            t("spoken_description_symbols_shift_shifted"),
            *"\\©®™✓[]",
            t("spoken_description_delete"),
            t("spoken_description_to_alpha"),
            "<",
        ]
    board += [t("spoken_description_space"), ".", t(action)]
    return [*strip, *({"icon": k} for k in board)]


def typing(
    title: str,
    text: str,
    items: list[dict[str, Any]],
    hint: str = "Message",
    field: str = "compose_text",
) -> dict[str, Any]:
    """A host app's page with its focused field and the keyboard under it."""
    return page(title, [{"field": field, "hint": hint, "text": text, "focused": True}, *items])


def keyboards(t: Any) -> list[dict[str, Any]]:
    kb = "openboard MainKeyboardView"
    chat = typing(ALICE, TEXT, keys(t))
    shifted = typing(ALICE, "Running late. ", keys(t, "shifted", words=("I", "The", "We")))
    symbols = typing(ALICE, "Platform ", keys(t, "symbols", words=()))
    more = typing(ALICE, "Costs 12 ", keys(t, "more symbols", words=()))
    sms = typing(
        MOM, "Call me at 6", keys(t, digits=True, words=("6", "6:30", "60")), hint="Text message"
    )
    group = typing(
        TEAM,
        "Who is in for Sunday",
        keys(t, emoji_key=True, words=("Sunday", "Sundays", "Sunday's")),
    )
    send, delete = t("label_send_key"), t("spoken_description_delete")
    return [
        entry("send", f"{kb} (chat, actionSend)", chat, [(send, True)]),
        entry("reversible", f"{kb} (chat, delete)", chat, [(delete, False), (WORDS[1], False)]),
        entry(
            "harmless",
            f"{kb} (chat, keys)",
            chat,
            [(t("spoken_description_shift"), False), ("suggestions_strip_clipboard_key", False)],
        ),
        entry("send", f"{kb} (shifted, actionSend)", shifted, [(send, True)]),
        entry("send", f"{kb} (symbols, actionSend)", symbols, [(send, True)]),
        entry(
            "harmless",
            f"{kb} (symbols, keys)",
            symbols,
            [(t("spoken_description_symbols_shift"), False)],
        ),
        entry("send", f"{kb} (more symbols, actionSend)", more, [(send, True)]),
        entry("send", f"{kb} (number row, actionSend)", sms, [(send, True)]),
        entry("send", f"{kb} (emoji key, actionSend)", group, [(send, True)]),
        entry("harmless", f"{kb} (emoji key)", group, [(t("spoken_description_emoji"), False)]),
    ]


def other_fields(t: Any) -> list[dict[str, Any]]:
    kb = "openboard MainKeyboardView"
    url = typing(
        "Browser",
        "example.org/tickets",
        keys(t, action="label_go_key", words=()),
        hint="Search or type web address",
        field="url_bar",
    )
    search = typing(
        "Maps",
        "Gare de Lyon",
        keys(t, action="spoken_description_search", words=("Lyon", "Lyons", "Lyonnais")),
        hint="Search here",
        field="search",
    )
    form = typing(
        "Sign up",
        "Alice",
        keys(t, action="label_next_key", words=("Alice", "Alicia", "Alike")),
        hint="First name",
        field="first_name",
    )
    last = typing(
        "Sign up",
        "Paris",
        keys(t, action="label_done_key", words=("Paris", "Pairs", "Parish")),
        hint="City",
        field="city",
    )
    notes = typing(
        "Notes",
        "Buy bread",
        keys(t, action="spoken_description_return", words=("bread", "breads", "breadth")),
        hint="Note",
        field="note_body",
    )
    options = dialog(
        "harmless",
        "openboard LatinIME (input options)",
        ALICE,
        t("english_ime_input_options"),
        None,
        [],
        items=({"row": t("language_selection_title")}, {"row": t("ime_settings")}),
        taps=((t("ime_settings"), False),),
    )
    return [
        entry("harmless", f"{kb} (url, actionGo)", url, [(t("label_go_key"), False)]),
        entry(
            "harmless",
            f"{kb} (search, actionSearch)",
            search,
            [(t("spoken_description_search"), False)],
        ),
        entry("harmless", f"{kb} (form, actionNext)", form, [(t("label_next_key"), False)]),
        entry("harmless", f"{kb} (form, actionDone)", last, [(t("label_done_key"), False)]),
        entry(
            "reversible",
            f"{kb} (multi-line, Return)",
            notes,
            [(t("spoken_description_return"), False)],
        ),
        options,
    ]


def clipboard(t: Any) -> list[dict[str, Any]]:
    def view(pinned: bool) -> dict[str, Any]:
        clips = [{"row": c, "rid": f"{ID}clipboard_entry_content"} for c in CLIPS]
        if pinned:
            clips.insert(0, {"id": "clipboard_entry_pinned_icon"})
        return typing(
            ALICE,
            "Meet at ",
            [
                {"list": clips},
                {"button": "ABC", "rid": f"{ID}clipboard_keyboard_alphabet"},
                {"id": "clipboard_clear"},
            ],
        )

    cv = "openboard ClipboardHistoryView"
    return [
        entry("delete", f"{cv} (clear)", view(False), [("clipboard_clear", True)]),
        entry("delete", f"{cv} (clear, one pinned)", view(True), [("clipboard_clear", True)]),
        entry("harmless", f"{cv} (paste a clip)", view(False), [(CLIPS[1], False)]),
        entry("harmless", f"{cv} (letters)", view(True), [("clipboard_keyboard_alphabet", False)]),
    ]


def emoji(t: Any) -> list[dict[str, Any]]:
    tabs = [
        "recents",
        "eight_animals_nature",
        "eight_food_drink",
        "eight_travel_places",
        "eight_activity",
        "objects",
        "symbols",
        "flags",
    ]
    palette = typing(
        ALICE,
        TEXT,
        [
            *({"tab": t(f"spoken_descrption_emoji_category_{k}")} for k in tabs),
            {"list": [{"button": e} for e in ("😀", "😂", "😍", "👍", "🎉", "🙏")]},
            {"button": "ABC", "rid": f"{ID}emoji_keyboard_alphabet_left"},
            {"icon": t("spoken_description_space"), "rid": f"{ID}emoji_keyboard_space"},
            {"icon": t("spoken_description_delete"), "rid": f"{ID}emoji_keyboard_delete"},
        ],
    )
    ep = "openboard EmojiPalettesView"
    return [
        entry(
            "harmless",
            f"{ep} (tabs)",
            palette,
            [(t("spoken_descrption_emoji_category_eight_food_drink"), False)],
        ),
        entry("reversible", f"{ep} (delete)", palette, [(t("spoken_description_delete"), False)]),
    ]


def switch(t: Any, key: str, checked: bool, summary: str | None = None) -> list[dict[str, Any]]:
    """A preference's check box, with its summary under it."""
    row: list[dict[str, Any]] = [{"switch": t(key), "checked": checked}]
    return row + ([{"text": t(summary)}] if summary else [])


def settings(t: Any) -> list[dict[str, Any]]:
    home = page(
        t("ime_settings"),
        [
            {"row": t(k)}
            for k in (
                "settings_screen_preferences",
                "settings_screen_appearance",
                "settings_screen_gesture",
                "settings_screen_correction",
                "settings_screen_advanced",
            )
        ],
    )
    prefs = page(
        t("settings_screen_preferences"),
        [
            {"text": t("settings_category_input")},
            *switch(t, "show_hints", True, "show_hints_summary"),
            *switch(t, "vibrate_on_keypress", True),
            {
                "row": t("prefs_keypress_vibration_duration_settings"),
                "secondary": t("abbreviation_unit_milliseconds", 20),
            },
            *switch(t, "sound_on_keypress", False),
            *switch(t, "popup_on_keypress", True),
            {"text": t("settings_category_clipboard_history")},
            *switch(t, "enable_clipboard_history", True, "enable_clipboard_history_summary"),
            {
                "row": t("clipboard_history_retention_time"),
                "secondary": t("abbreviation_unit_minutes", 10),
            },
        ],
    )
    duration = (
        t("prefs_keypress_vibration_duration_settings"),
        None,
        (
            {"text": t("abbreviation_unit_milliseconds", 20), "rid": f"{ID}seek_bar_dialog_value"},
            {"id": "seek_bar_dialog_bar"},
        ),
    )
    ok, cancel, default = t("android:ok"), t("android:cancel"), t("button_default")
    behind = t("settings_screen_preferences")
    seek = "openboard SeekBarDialogPreference (vibration duration)"

    def slider(category: str, taps: tuple[bool | None, bool | None, bool | None]) -> dict[str, Any]:
        title, message, items = duration
        return alert(
            category,
            seek,
            behind,
            title,
            message,
            (cancel, taps[1]),
            (ok, taps[2]),
            items,
            neutral=(default, taps[0]),
        )

    advanced = page(
        t("settings_screen_advanced"),
        [
            *switch(t, "prefs_force_incognito_mode", False, "prefs_force_incognito_mode_summary"),
            {
                "row": t("prefs_key_longpress_timeout_settings"),
                "secondary": t("abbreviation_unit_milliseconds", 300),
            },
            *switch(
                t,
                "prefs_enable_emoji_alt_physical_key",
                True,
                "prefs_enable_emoji_alt_physical_key_summary",
            ),
            *switch(t, "show_setup_wizard_icon", True, "show_setup_wizard_icon_summary"),
            {"text": t("settings_category_experimental")},
            *switch(t, "space_trackpad", True, "space_trackpad_summary"),
            *switch(t, "delete_swipe", True, "delete_swipe_summary"),
        ],
    )
    gesture = page(
        t("settings_screen_gesture"),
        [
            *switch(t, "gesture_input", True, "gesture_input_summary"),
            *switch(
                t, "gesture_floating_preview_text", True, "gesture_floating_preview_text_summary"
            ),
            *switch(t, "gesture_preview_trail", True),
        ],
    )
    st = "openboard SettingsFragment"
    pf = "openboard PreferencesSettingsFragment"
    ad = "openboard AdvancedSettingsFragment"
    return [
        entry("harmless", st, home, [(t("settings_screen_correction"), False)]),
        entry("reversible", pf, prefs, [(t("vibrate_on_keypress"), False)]),
        entry(
            "opens-prompt", pf, prefs, [(t("prefs_keypress_vibration_duration_settings"), False)]
        ),
        slider("reversible", (False, None, False)),
        slider("harmless", (None, False, None)),
        entry("reversible", f"{pf} (clipboard)", prefs, [(t("enable_clipboard_history"), False)]),
        entry(
            "reversible",
            ad,
            advanced,
            [(t("prefs_force_incognito_mode"), False)],
        ),
        entry("opens-prompt", ad, advanced, [(t("prefs_key_longpress_timeout_settings"), False)]),
        entry(
            "reversible",
            "openboard GestureSettingsFragment",
            gesture,
            [(t("gesture_input"), False)],
        ),
    ]


def correction(t: Any) -> list[dict[str, Any]]:
    def screen(learning: bool) -> dict[str, Any]:
        return page(
            t("settings_screen_correction"),
            [
                {"row": t("edit_personal_dictionary")},
                {"text": t("settings_category_correction")},
                *switch(
                    t,
                    "prefs_block_potentially_offensive_title",
                    True,
                    "prefs_block_potentially_offensive_summary",
                ),
                *switch(t, "auto_correction", True, "auto_correction_summary"),
                {
                    "row": t("auto_correction_confidence"),
                    "secondary": t("auto_correction_threshold_mode_modest"),
                },
                *switch(t, "auto_cap", True, "auto_cap_summary"),
                {"text": t("settings_category_suggestions")},
                *switch(t, "prefs_show_suggestions", True, "prefs_show_suggestions_summary"),
                *switch(t, "use_personalized_dicts", learning, "use_personalized_dicts_summary"),
                *switch(t, "bigram_prediction", True, "bigram_prediction_summary"),
            ],
        )

    modes = ("modest", "aggressive", "very_aggressive")
    radios = tuple(
        {
            "radio": t(f"auto_correction_threshold_mode_{m}"),
            "checked": m == "modest",
            "rid": "android:id/text1",
        }
        for m in modes
    )
    confidence = dialog(
        "reversible",
        "openboard CorrectionSettingsFragment (confidence)",
        t("settings_screen_correction"),
        t("auto_correction_confidence"),
        None,
        [(t("android:cancel"), "android:id/button2", None)],
        radios,
        ((t("auto_correction_threshold_mode_aggressive"), False),),
    )
    cancel_confidence = dialog(
        "harmless",
        "openboard CorrectionSettingsFragment (confidence)",
        t("settings_screen_correction"),
        t("auto_correction_confidence"),
        None,
        [(t("android:cancel"), "android:id/button2", False)],
        radios,
    )
    cf = "openboard CorrectionSettingsFragment"
    on, off = screen(True), screen(False)
    return [
        entry("delete", f"{cf} (personalized on)", on, [(t("use_personalized_dicts"), True)]),
        entry(
            "reversible", f"{cf} (personalized off)", off, [(t("use_personalized_dicts"), False)]
        ),
        entry(
            "reversible",
            cf,
            on,
            [(t("auto_correction"), False)],
        ),
        entry("opens-prompt", cf, on, [(t("auto_correction_confidence"), False)]),
        confidence,
        cancel_confidence,
        entry("harmless", f"{cf} (dictionary)", on, [(t("edit_personal_dictionary"), False)]),
    ]


def dictionary(t: Any) -> list[dict[str, Any]]:
    title = t("edit_personal_dictionary")
    us = t("subtype_en_US")
    add, delete = t("user_dict_settings_add_menu_title"), t("user_dict_settings_delete")
    languages = page(
        title,
        [{"row": us}, {"row": t("user_dict_settings_all_languages")}],
    )
    words = page(
        title,
        [
            {"text": us},
            {"button": add},
            {
                "list": [
                    {"row": WORD, "rid": "android:id/text1"},
                    {"row": PHRASE, "secondary": "omw", "rid": "android:id/text1"},
                    {"row": "Quimper", "rid": "android:id/text1"},
                ]
            },
        ],
    )

    def word(text: str, shortcut: str, locale: str) -> dict[str, Any]:
        return page(
            title,
            [
                {"text": locale},
                {"button": add},
                {"button": delete},
                {
                    "field": f"{ID}user_dictionary_add_word_text",
                    "hint": t("user_dict_settings_add_word_hint"),
                    "text": text,
                    "focused": True,
                },
                {
                    "text": t("user_dict_settings_add_shortcut_option_name"),
                    "rid": f"{ID}user_dictionary_add_shortcut_label",
                },
                {
                    "field": f"{ID}user_dictionary_add_shortcut",
                    "hint": t("user_dict_settings_add_shortcut_hint"),
                    "text": shortcut,
                },
            ],
        )

    ud = "openboard UserDictionarySettings"
    aw = "openboard UserDictionaryAddWordFragment"
    everywhere = t("user_dict_settings_all_languages")
    return [
        entry(
            "harmless",
            "openboard UserDictionaryList",
            languages,
            [(t("user_dict_settings_all_languages"), False)],
        ),
        entry("harmless", ud, words, [(add, False)]),
        entry("delete", f"{aw} (edit word)", word(WORD, "", us), [(delete, True)]),
        entry("delete", f"{aw} (edit phrase)", word(PHRASE, "omw", us), [(delete, True)]),
        entry(
            "delete", f"{aw} (edit, all languages)", word(NAME, "", everywhere), [(delete, True)]
        ),
        entry("harmless", f"{aw} (new word)", word("Plouha", "", us), [(delete, False)]),
        entry("reversible", f"{aw} (new word)", word("Plouha", "", us), [(add, False)]),
    ]


def styles(t: Any) -> list[dict[str, Any]]:
    title = t("custom_input_styles_title")
    dvorak = t("subtype_with_layout_en_US", "Dvorak")
    colemak = t("subtype_with_layout_en_GB", "Colemak")
    listing = page(
        title,
        [
            {"button": t("add_style"), "rid": f"{ID}action_add_style"},
            {"row": dvorak},
            {"row": colemak},
        ],
    )

    def spinners(locale: str, layout: str) -> tuple[dict[str, Any], ...]:
        return (
            {"text": t("subtype_locale")},
            {"row": locale, "rid": f"{ID}subtype_locale_spinner"},
            {"text": t("keyboard_layout_set")},
            {"row": layout, "rid": f"{ID}keyboard_layout_set_spinner"},
        )

    cancel = t("android:cancel")
    cs = "openboard CustomInputStyleSettingsFragment"
    cp = "openboard CustomInputStylePreference"

    def adding(category: str, cancel_tap: bool | None, add_tap: bool | None) -> dict[str, Any]:
        return alert(
            category,
            f"{cp} (add style)",
            title,
            t("add_style"),
            None,
            (cancel, cancel_tap),
            (t("add"), add_tap),
            spinners(t("subtype_en_US"), "Colemak"),
        )

    def editing(
        category: str,
        name: str,
        locale: str,
        layout: str,
        taps: tuple[bool | None, bool | None, bool | None],
    ) -> dict[str, Any]:
        return alert(
            category,
            f"{cp} (edit style)",
            title,
            name,
            None,
            (t("remove"), taps[0]),
            (t("save"), taps[2]),
            spinners(locale, layout),
            neutral=(cancel, taps[1]),
        )

    note = (t("custom_input_styles_title"), t("custom_input_style_note_message"))
    return [
        entry("opens-prompt", cs, listing, [(t("add_style"), False)]),
        adding("reversible", None, False),
        adding("harmless", False, None),
        alert(
            "harmless",
            f"{cs} (enable note)",
            title,
            *note,
            (t("not_now"), False),
            (t("enable"), False),
        ),
        editing("delete", dvorak, t("subtype_en_US"), "Dvorak", (True, None, None)),
        editing("delete", colemak, t("subtype_en_GB"), "Colemak", (True, None, None)),
        editing("reversible", dvorak, t("subtype_en_US"), "Dvorak", (None, None, False)),
        editing("harmless", colemak, t("subtype_en_GB"), "Colemak", (None, False, None)),
    ]


def setup(t: Any) -> list[dict[str, Any]]:
    name = t("english_ime_name")

    def step(n: int, action: str) -> dict[str, Any]:
        return page(
            t("setup_steps_title", name),
            [
                *({"text": str(i), "rid": f"{ID}setup_step{i}_bullet"} for i in (1, 2, 3)),
                {"text": t(f"setup_step{n}_title", name), "rid": f"{ID}setup_step_title"},
                {
                    "text": t(f"setup_step{n}_instruction", name),
                    "rid": f"{ID}setup_step_instruction",
                },
                {"button": t(action), "rid": f"{ID}setup_step_action_label"},
            ],
        )

    sw = "openboard SetupWizardActivity"
    return [
        entry(
            "harmless",
            f"{sw} (step 1)",
            step(1, "setup_step1_action"),
            [(t("setup_step1_action"), False)],
        ),
    ]
