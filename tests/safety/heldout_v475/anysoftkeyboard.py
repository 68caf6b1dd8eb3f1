"""AnySoftKeyboard's screens (``com.menny.android.anysoftkeyboard``, an on-screen keyboard
with its own settings app: words of the user dictionary and abbreviations added, edited and
deleted, the next-word typing history cleared, the keyboard's clipboard history emptied,
settings backed up and restored, keyboards and dictionaries picked), strings from
``ime/*/src/main/res/values*/strings.xml``. The words, abbreviations, clipboard texts and
keyboard names on the screens are the same in every language.

Read from the code (``ime/app/src/main``): ``ui/settings/MainSettingsActivity.java``,
``res/layout/main_ui.xml`` and ``res/menu/bottom_navigation_main.xml`` (the bottom bar:
Hello, Language, UI, Gestures and the emoji setup); ``ui/settings/MainFragment.java`` and
``res/menu/main_fragment_menu.xml`` (the overflow: About, Backup, Restore and Tweaks; Backup
and Restore open "What would you like to backup?" and "What would you like to restore?", a
list of ticked choices, "App Settings", "User words", "Next words" and "Abbreviations", with
Cancel and Backup or Restore, whose positive button only starts the system's file picker,
``ACTION_CREATE_DOCUMENT`` or ``ACTION_OPEN_DOCUMENT``; the backup or restore itself runs
once a file is picked there, then "Success" says where, with OK);
``ui/settings/LanguageSettingsFragment.java`` and ``res/layout/language_root_settings.xml``
(the three tiles, each opening a page); ``ui/settings/DictionariesFragment.java`` and
``res/xml/prefs_dictionaries.xml`` ("Show suggestions", "User-dictionary", "Words editor",
"Next Word settings", "Auto-capitalization", "Quick fixes and abbreviations", "Abbreviation
editor" and "Contacts dictionary"); ``ui/settings/wordseditor/UserDictionaryEditorFragment
.java``, ``EditorWordsAdapter.java``, ``res/layout/words_editor_actionbar_view.xml``,
``user_dictionary_editor.xml``, ``user_dictionary_word_row.xml``, ``user_dictionary_word_row
_edit.xml``, ``user_dictionary_word_row_add.xml``, ``word_editor_empty_view.xml`` and
``res/menu/words_editor_menu_actions.xml`` (the language spinner; a word's row, whose text
opens it for editing and whose ``delete_user_word`` icon, with no description, calls
``onWordDeleted``, which deletes the word from the dictionary at once, with no question and
no undo; the editing row with its ``approve_user_word`` and ``cancel_user_word`` icons,
approve writing the word, Cancel putting the row back; "Click to add a new word", the empty
list's text and the overflow's "Add word", which open an empty editing row);
``AbbreviationDictionaryEditorFragment.java`` and ``res/layout/abbreviation_dictionary_word
_row_edit.xml`` (the same rows for an abbreviation and its full sentence);
``ui/settings/NextWordSettingsFragment.java`` and ``res/xml/prefs_next_word.xml`` ("Next
word suggestions", whose list dialog holds Off, "Words only" and "Words and punctuations",
the usage statistics of each language, and "Clear next-word data", whose click clears every
language's next-word data at once, ``NextWordDictionary.clearData``, with no question);
``AnySoftKeyboard.java`` and ``ime/AnySoftKeyboardDialogProvider.java`` (the keyboard's
options dialog, titled with the keyboard's name: "Keyboard settings", "Override default
dictionary", "Change input method" and the incognito switch, with Cancel; "Override English
dictionary" with the dictionaries ticked, "Clear overrides", Cancel and Done, which set the
dictionaries the keyboard uses); ``ime/AnySoftKeyboardClipboard.java`` and
``res/layout/clipboard_dialog_entry.xml`` ("Pick text to paste": each entry, which pastes it
into the field, with its Delete icon, which calls ``deleteEntry``, and "Empty clipboard",
which calls ``deleteAllEntries``, with Cancel); ``ui/settings/AdditionalUiSettingsFragment
.java`` ("Enabled specialized input-field modes" with Cancel and Done, which saves the
ticked modes); ``ui/settings/GesturesSettingsFragment.java`` (the beta notice and its "Got
it"); ``ui/settings/KeyboardAddOnBrowserFragment.java``, ``AbstractAddOnsBrowserFragment
.java``, ``res/menu/add_on_selector_menu.xml`` and ``res/layout/add_on_browser_view_item
.xml`` (the keyboards, each tap turning one on or off, "Search for keyboards" and Tweaks);
and ``ime/chewbacca``'s ``SendBugReportUiActivity`` with ``res/layout/send_crash_log_ui.xml``
(the crash page, whose Send opens the system's chooser, "Send crash report via", and Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.menny.android.anysoftkeyboard:id/"
APP = "AnySoftKeyboard"
DELETE_WORD = "delete_user_word"
APPROVE, CANCEL_EDIT = "approve_user_word", "cancel_user_word"
CLIPS = ("Meet at gate B at 7:40", "https://example.org/tickets/8841", "Rua das Flores 12")
WORDS = (("English", "Kubernetes"), ("Deutsch", "Schnitzelbrot"), ("Français", "Zoë"),
         ("English", "Anneliese"), ("Русский", "Петербург"))  # fmt: skip
ABBREVIATIONS = (("brb", "be right back"), ("omw", "on my way"))


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        main(t)
        + backup(t)
        + dictionaries(t)
        + user_words(t)
        + abbreviations(t)
        + next_words(t)
        + keyboard(t)
        + clipboard(t)
        + other(t)
    )


def main(t: Any) -> list[dict[str, Any]]:
    home = t("how_to_pointer_title")
    where = "anysoftkeyboard MainFragment (overflow)"
    rows = [t(k) for k in ("menu_about_item", "word_editor_action_backup_words",
                           "word_editor_action_restore_words", "tweaks_group")]  # fmt: skip
    tabs = [
        {"tab": t("bottom_nav_home"), "rid": f"{ID}mainFragment"},
        {"tab": t("language_root_tile"), "rid": f"{ID}languageSettingsFragment"},
        {"tab": t("ui_root_tile"), "rid": f"{ID}userInterfaceSettingsFragment"},
        {"tab": t("app_shortcut_gestures_short_label"), "rid": f"{ID}gesturesSettingsFragment"},
        {"tab": t("app_shortcut_quick_keys_short_label"),
         "rid": f"{ID}quickTextKeysBrowseFragment"},
    ]  # fmt: skip
    language = page(
        t("language_root_tile"),
        [
            {"row": t("language_keyboards_settings_tile"), "rid": f"{ID}settings_tile_keyboards"},
            {"row": t("language_grammar_settings_tile"), "rid": f"{ID}settings_tile_grammar"},
            {"row": t("language_tweaks_settings_tile"), "rid": f"{ID}settings_tile_even_more"},
            *tabs,
        ],
    )
    return [
        menu("opens-prompt", where, home, rows, [(t("word_editor_action_backup_words"), False)]),
        menu("opens-prompt", where, home, rows, [(t("word_editor_action_restore_words"), False)]),
        menu("harmless", where, home, rows, [(t("menu_about_item"), False)]),
        entry(
            "harmless",
            "anysoftkeyboard MainSettingsActivity (bottom navigation)",
            page(home, [{"text": APP, "rid": f"{ID}ask_social_link"}, *tabs]),
            [(t("language_root_tile"), False)],
        ),
        entry(
            "harmless",
            "anysoftkeyboard LanguageSettingsFragment",
            language,
            [(t("language_grammar_settings_tile"), False)],
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    home = t("how_to_pointer_title")
    providers = [
        {"row": t(k)}
        for k in (
            "shared_prefs_provider_name",
            "user_dict_prefs_provider",
            "next_word_dict_prefs_provider",
            "abbreviation_dict_prefs_provider",
        )
    ]
    cancel = t("android:cancel")
    save, load = t("word_editor_action_backup_words"), t("word_editor_action_restore_words")
    saving = t("pick_prefs_providers_to_backup")
    loading = t("pick_prefs_providers_to_restore")
    where = "anysoftkeyboard MainFragment"
    items = tuple(providers)
    done = (t("prefs_providers_operation_success"),
            t("prefs_providers_restored_to", "AnySoftKeyboardPrefs.xml"))  # fmt: skip
    return [
        alert("opens-prompt", f"{where} (backup)", home, saving, None, (cancel, None),
              (save, False), items),
        alert("harmless", f"{where} (backup)", home, saving, None, (cancel, False),
              (save, None), items),
        alert("opens-prompt", f"{where} (restore)", home, loading, None, (cancel, None),
              (load, False), items),
        alert("harmless", f"{where} (restore)", home, loading, None, (cancel, False),
              (load, None), items),
        alert("harmless", f"{where} (restore)", home, loading, None, (cancel, None),
              (load, None), items, taps=((t("user_dict_prefs_provider"), False),)),
        alert("harmless", f"{where} (restored)", home, *done, None, (t("android:ok"), False)),
    ]  # fmt: skip


def dictionaries(t: Any) -> list[dict[str, Any]]:
    where = "anysoftkeyboard DictionariesFragment"
    shown = page(
        t("special_dictionaries_group"),
        [
            {"switch": t("candidates_on"), "checked": True},
            {"switch": t("use_user_dictionary"), "checked": True},
            {"row": t("user_dict_editor")},
            {"row": t("next_word_dict_settings")},
            {"switch": t("auto_caps"), "checked": True},
            {"switch": t("quick_fix"), "checked": True},
            {"row": t("abbreviation_dict_editor")},
            {"switch": t("use_contacts_dictionary"), "checked": False},
        ],
    )
    return [
        entry("harmless", where, shown, [(t("user_dict_editor"), False)]),
        entry("reversible", where, shown, [(t("candidates_on"), False)]),
        entry("reversible", where, shown, [(t("use_contacts_dictionary"), False)]),
        entry("harmless", where, shown, [(t("abbreviation_dict_editor"), False)]),
        entry("harmless", where, shown, [(t("next_word_dict_settings"), False)]),
    ]


def editor(t: Any, language: str, rows: list[dict[str, Any]], title: str) -> dict[str, Any]:
    """A words editor: the action bar's language spinner and overflow, then the words."""
    return page(
        t(title),
        [
            {"text": t("user_dictionary_select_locale")},
            {"button": language, "rid": f"{ID}user_dictionay_langs"},
            {"list": rows},
        ],
    )


def word_rows(t: Any, word: str) -> list[dict[str, Any]]:
    """One word in the list, then the row that adds a new one."""
    return [
        {"row": word, "rid": f"{ID}word_view"},
        {"id": DELETE_WORD},
        {"row": t("click_to_add_new_word"), "rid": f"{ID}add_new_word"},
    ]


def editing(t: Any, word: str) -> list[dict[str, Any]]:
    return [
        {"field": f"{ID}word_view", "hint": t("enter_word_hint"), "text": word, "focused": True},
        {"id": APPROVE},
        {"id": CANCEL_EDIT},
    ]


def user_words(t: Any) -> list[dict[str, Any]]:
    where = "anysoftkeyboard UserDictionaryEditorFragment"
    title = "user_dict_settings_titlebar"
    deletes = [
        entry("delete", f"{where} ({language}, {word})",
              editor(t, language, word_rows(t, word), title), [(DELETE_WORD, True)])
        for language, word in WORDS
    ]  # fmt: skip
    english = editor(t, "English", word_rows(t, "Kubernetes"), title)
    empty = editor(t, "English", [{"row": t("user_dict_settings_empty_text")}], title)
    overflow = [t("word_editor_action_add_word")]
    return [
        *deletes,
        entry("harmless", f"{where} (word row)", english, [("Kubernetes", False)]),
        entry("harmless", f"{where} (add row)", english, [(t("click_to_add_new_word"), False)]),
        menu("harmless", f"{where} (overflow)", t(title), overflow,
             [(t("word_editor_action_add_word"), False)]),
        entry("reversible", f"{where} (editing)",
              editor(t, "English", editing(t, "Kubernetes"), title), [(APPROVE, False)]),
        entry("harmless", f"{where} (editing)",
              editor(t, "English", editing(t, "Anneliese"), title), [(CANCEL_EDIT, False)]),
        entry("harmless", f"{where} (empty)", empty, [(t("user_dict_settings_empty_text"), False)]),
        entry("harmless", f"{where} (language)", english, [("English", False)]),
    ]  # fmt: skip


def abbreviations(t: Any) -> list[dict[str, Any]]:
    where = "anysoftkeyboard AbbreviationDictionaryEditorFragment"
    title = "abbreviation_dict_settings_titlebar"

    def shown(short: str, full: str) -> list[dict[str, Any]]:
        return [
            {"row": t("abbreviation_dict_word_template", short, full), "rid": f"{ID}word_view"},
            {"id": DELETE_WORD},
            {"row": t("click_to_add_new_word"), "rid": f"{ID}add_new_word"},
        ]

    edit = [
        {"field": f"{ID}word_view", "hint": t("enter_abbreviation_hint"), "text": "ty"},
        {"field": f"{ID}word_target_view", "hint": t("enter_abbreviation_target_hint"),
         "text": "thank you", "focused": True},
        {"id": APPROVE},
        {"id": CANCEL_EDIT},
    ]  # fmt: skip
    return [
        *(
            entry("delete", f"{where} ({short})", editor(t, "English", shown(short, full), title),
                  [(DELETE_WORD, True)])
            for short, full in ABBREVIATIONS
        ),
        entry("reversible", f"{where} (editing)", editor(t, "English", edit, title),
              [(APPROVE, False)]),
        entry("harmless", f"{where} (editing)", editor(t, "English", edit, title),
              [(CANCEL_EDIT, False)]),
    ]  # fmt: skip


def next_words(t: Any) -> list[dict[str, Any]]:
    where = "anysoftkeyboard NextWordSettingsFragment"
    title = t("next_word_dict_settings")

    def shown(stats: list[tuple[str, str]]) -> dict[str, Any]:
        return page(
            title,
            [
                {"text": t("next_word_settings_group")},
                {"row": t("use_next_words_dictionary"),
                 "secondary": t("next_words_dictionary_summary")},
                {"row": t("use_next_words_dictionary_aggressiveness"),
                 "secondary": t("use_next_words_dictionary_aggressiveness_summary")},
                {"text": t("next_word_stats_group")},
                *({"row": name, "secondary": summary} for name, summary in stats),
                {"row": t("next_word_prefs_clear_data"),
                 "secondary": t("next_word_prefs_clear_data_summary")},
            ],
        )  # fmt: skip

    english = ("en - English", t("next_words_statistics_count", 412, 3))
    german = ("de - Deutsch", t("next_words_statistics_count", 96, 2))
    unused = ("fr - Français", t("next_words_statistics_no_usage"))
    clear = t("next_word_prefs_clear_data")
    kinds = [
        {"radio": t(k), "checked": k == "next_words_dictionary_words_punctuations"}
        for k in (
            "next_words_dictionary_off",
            "next_words_dictionary_words_only",
            "next_words_dictionary_words_punctuations",
        )
    ]
    picked = t("use_next_words_dictionary")
    return [
        entry("delete", where, shown([english]), [(clear, True)]),
        entry("delete", where, shown([english, german]), [(clear, True)]),
        entry("delete", where, shown([german, unused]), [(clear, True)]),
        entry("harmless", where, shown([english, german]), [(picked, False)]),
        entry("harmless", where, shown([english, german]), [("en - English", False)]),
        alert("reversible", f"{where} (Next word suggestions)", title, picked, None,
              (t("android:cancel"), None), None, tuple(kinds),
              taps=((t("next_words_dictionary_off"), False),)),
        alert("harmless", f"{where} (Next word suggestions)", title, picked, None,
              (t("android:cancel"), False), None, tuple(kinds)),
    ]  # fmt: skip


def keyboard(t: Any) -> list[dict[str, Any]]:
    behind = "Notes"
    where = "anysoftkeyboard AnySoftKeyboard (options)"
    incognito = t("switch_incognito_template", t("switch_incognito"))
    options = tuple(
        {"row": label}
        for label in (t("ime_settings"), t("override_dictionary"), t("change_ime"), incognito)
    )
    cancel = t("android:cancel")
    override = t("override_dictionary_title", "English")
    dictionaries = (
        {"row": "English (AOSP dictionary)"},
        {"row": "Deutsch (German dictionary)"},
        {"row": "Français (French dictionary)"},
    )
    done, clear = t("label_done_key"), t("clear_all_dictionary_override")
    over = "anysoftkeyboard AnySoftKeyboard (override dictionary)"
    return [
        alert("reversible", where, behind, APP, None, (cancel, None), None, options,
              taps=((incognito, False),)),
        alert("opens-prompt", where, behind, APP, None, (cancel, None), None, options,
              taps=((t("override_dictionary"), False),)),
        alert("harmless", where, behind, APP, None, (cancel, None), None, options,
              taps=((t("ime_settings"), False),)),
        alert("harmless", where, behind, APP, None, (cancel, False), None, options),
        alert("reversible", over, behind, override, None, (cancel, None), (done, False),
              dictionaries, (clear, None)),
        alert("reversible", over, behind, override, None, (cancel, None), (done, None),
              dictionaries, (clear, False)),
        alert("harmless", over, behind, override, None, (cancel, False), (done, None),
              dictionaries, (clear, None)),
    ]  # fmt: skip


def clipboard(t: Any) -> list[dict[str, Any]]:
    behind = "Notes"
    where = "anysoftkeyboard AnySoftKeyboardClipboard (paste entries)"
    title = t("clipboard_paste_entries_title")
    cancel, empty = t("android:cancel"), t("delete_all_clipboard_entries")

    def entries(*texts: str) -> tuple[dict[str, Any], ...]:
        rows: list[dict[str, Any]] = []
        for text in texts:
            rows.append({"row": text, "rid": f"{ID}clipboard_entry_text"})
            rows.append({"icon": t("delete_button"), "rid": f"{ID}clipboard_entry_delete"})
        return tuple(rows)

    return [
        alert("delete", where, behind, title, None, (cancel, None), None, entries(*CLIPS),
              (empty, True)),
        alert("delete", where, behind, title, None, (cancel, None), None, entries(CLIPS[0]),
              (empty, True)),
        alert("delete", where, behind, title, None, (cancel, None), None, entries(*CLIPS[1:]),
              (empty, True)),
        alert("delete", where, behind, title, None, (cancel, None), None, entries(CLIPS[1]),
              (empty, None), taps=((t("delete_button"), True),)),
        alert("delete", where, behind, title, None, (cancel, None), None, entries(CLIPS[2]),
              (empty, None), taps=((t("delete_button"), True),)),
        alert("harmless", where, behind, title, None, (cancel, None), None, entries(CLIPS[0]),
              (empty, None), taps=((CLIPS[0], False),)),
        alert("harmless", where, behind, title, None, (cancel, False), None, entries(*CLIPS),
              (empty, None)),
    ]  # fmt: skip


def other(t: Any) -> list[dict[str, Any]]:
    ui = t("more_ui_settings_group")
    modes = tuple(
        {"row": t(k)}
        for k in (
            "input_field_type_im",
            "input_field_type_url",
            "input_field_type_email",
            "input_field_type_password",
        )
    )
    rows_title = t("supported_keyboard_row_modes_title")
    cancel, done = t("android:cancel"), t("label_done_key")
    rows = "anysoftkeyboard AdditionalUiSettingsFragment (row modes)"
    keyboards = page(
        t("keyboards_group"),
        [
            {"icon": t("search_market_for_keyboard_addons"),
             "rid": f"{ID}add_on_market_search_menu_option"},
            {"icon": t("tweaks_group"), "rid": f"{ID}tweaks_menu_option"},
            {"list": [{"row": name, "rid": f"{ID}title"}
                      for name in ("English", "Deutsch", "Русский")]},
        ],
    )  # fmt: skip
    browser = "anysoftkeyboard KeyboardAddOnBrowserFragment"
    crash = page(
        t("ime_crashed_title"),
        [
            {"text": t("ime_crashed_text")},
            {"text": "java.lang.NullPointerException", "rid": f"{ID}errorHeader"},
            {"button": t("ime_crashed_cancel_button")},
            {"button": t("ime_crashed_send_button")},
        ],
    )
    report = "anysoftkeyboard SendBugReportUiActivity"
    gestures = (t("gesture_typing_alert_title"), t("gesture_typing_alert_message"))
    return [
        alert("reversible", rows, ui, rows_title, None, (cancel, None), (done, False), modes),
        alert("harmless", rows, ui, rows_title, None, (cancel, False), (done, None), modes),
        alert("harmless", "anysoftkeyboard GesturesSettingsFragment (beta notice)",
              t("app_shortcut_gestures_short_label"), *gestures, None,
              (t("gesture_typing_alert_button"), False)),
        entry("harmless", browser, keyboards, [(t("search_market_for_keyboard_addons"), False)]),
        entry("reversible", browser, keyboards, [("Deutsch", False)]),
        entry("opens-prompt", report, crash, [(t("ime_crashed_send_button"), False)]),
        entry("harmless", report, crash, [(t("ime_crashed_cancel_button"), False)]),
    ]  # fmt: skip
