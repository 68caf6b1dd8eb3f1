"""HeliBoard's screens (``helium314.keyboard``, an on-screen keyboard: dictionaries added from
files, a personal dictionary, custom layouts and colours, a gesture typing library, a clipboard
history in the keyboard), strings from ``app/src/main/res/values*/strings.xml``. The words,
layouts, colour themes and clips written on the screens are the same in every language; the
dictionaries' language is English (US), which HeliBoard names with its own ``subtype_en_US``.

Read from the code (``app/src/main/java/helium314/keyboard``):
``settings/dialogs/ThreeButtonAlertDialog.kt`` and ``ConfirmationDialog.kt`` (every dialog: a
neutral button, Cancel, then the confirming button, OK unless named; both call
``onDismissRequest``, the last also ``onConfirmed``); ``latin/utils/Icons.kt``
(``DeleteButton`` "Delete", ``EditButton`` "edit", ``ExpandButton`` "expand");
``settings/dialogs/DictionaryDialog.kt`` (a language's dictionaries: "Main dictionary" for a
user-added main dictionary, with its Delete and expand icons, "Add dictionary from file", which
only opens the file picker, and Close; Delete opens "Really remove user-added dictionary
"main"?" with Cancel and Remove, which deletes the dictionary file);
``settings/dialogs/LayoutPickerDialog.kt`` (a secondary layout's picker, titled by its layout
type: the built-in layouts and the custom ones as radio rows (tapping one makes it the layout),
a custom one with its Delete and edit icons, the row to add one (Add, a field, edit); "Load
file" and Close; Delete opens "Really delete custom layout ...?", with "Warning: layout is in
currently use" where a language uses it, Cancel and Delete, which deletes the layout file);
``settings/dialogs/ColorThemePickerDialog.kt`` (the Colors picker: the themes as radio rows, a
user-defined theme with Delete and edit, Load and Close; Delete opens "Really delete ...?" with
Cancel and OK, which removes the theme's colours);
``settings/screens/PersonalDictionaryScreen.kt`` (the personal dictionary of a language: its
words with their weight, "Add a word"; a word opens "Edit word" with the word, its shortcut,
weight and language, Delete, which deletes the word at once, Cancel and Save);
``settings/screens/TextCorrectionScreen.kt`` and ``latin/LatinIME.java`` ("Personalized
suggestions" switched off only opens "Warning: Disabling this setting will clear learned data"
with Cancel and OK; OK turns it off, and the keyboard then calls
``PersonalizationHelper.removeAllUserHistoryDictionaries``);
``settings/preferences/LoadGestureLibPreference.kt`` ("Load gesture typing library": "Delete
library", which deletes the library file and exits the app, Cancel and "Load library", which
only opens the file picker); ``settings/preferences/BackgroundImagePreference.kt`` ("Set
background image" where one is set: Delete, which deletes the image file, Cancel and "Load
file", the file picker); ``settings/preferences/BackupRestorePreference.kt`` ("Backup and
restore": Restore and Backup, each only opening the file picker, and Cancel);
``settings/dialogs/ToolbarKeysCustomizer.kt`` ("Customize toolbar key codes": the toolbar keys,
Default where codes were customized, which opens "Really clear all customized key codes?" with
Cancel and OK, which removes them); ``settings/dialogs/CustomizeIconsDialog.kt`` ("Really reset
all customized icons?", Cancel and OK, which removes the custom icons);
``keyboard/clipboard/ClipboardHistoryView.kt``, ``latin/utils/ToolbarUtils.kt``,
``latin/inputlogic/InputLogic.java``, ``latin/ClipboardHistoryManager.kt`` and
``res/layout/clipboard_entry_key.xml`` (the clipboard history in the keyboard: the strip's
toolbar keys, each described by its name ("Clear clipboard", Up, Down, Left, Right, Undo,
"Select word", "Close clipboard history"; Cut, Copy and Paste are described by the platform's
``android:string`` and are not shown), "Clear clipboard" calling ``clearHistory`` at once
(every clip not pinned is deleted, and the system clipboard cleared), and the clips, each a
``clipboard_entry_content`` that types it into the field, a pinned one with its
``clipboard_entry_pinned_icon``).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

ID = "helium314.keyboard:id/"
LAYOUT, THEME = "My symbols", "Ocean"
WORDS = [("HeliBoard", "250"), ("Jitsi", "250"), ("omw", "250  |  on my way")]
ABI = "arm64-v8a"
CLIPS = ["Kastanienallee 12, Berlin", "https://helium314.github.io", "4711"]
FIELD = "=Notes"


def screens(t: Any) -> list[dict[str, Any]]:
    return dictionaries(t) + layouts(t) + words(t) + files(t) + clipboard(t)


def dictionaries(t: Any) -> list[dict[str, Any]]:
    behind = t("dictionary_settings_category")
    where = "heliboard DictionaryDialog"
    rows = ({"text": t("main_dictionary")}, {"icon": t("delete")}, {"icon": t("=expand")})
    title = t("subtype_en_US")
    add, close = t("add_new_dictionary_title"), t("dialog_close")
    removing = f"{where} (DictionaryDetails, delete)"
    message = t("remove_dictionary_message", "main")
    cancel, remove = t("android:cancel"), t("remove")
    return [
        popup("opens-prompt", where, behind, title, None, [(add, None), (close, None)], rows,
              [(t("delete"), False)]),
        popup("harmless", where, behind, title, None, [(add, None), (close, False)], rows),
        popup("delete", removing, behind, None, message, [(cancel, None), (remove, True)]),
        popup("harmless", removing, behind, None, message, [(cancel, False), (remove, None)]),
    ]  # fmt: skip


def layouts(t: Any) -> list[dict[str, Any]]:
    behind = t("settings_screen_secondary_layouts")
    where = "heliboard LayoutPickerDialog"
    title = t("layout_symbols")
    rows = (
        {"radio": t("layout_symbols")},
        {"radio": LAYOUT},
        {"icon": t("delete")},
        {"icon": t("=edit")},
        {"icon": t("add")},
        {"field": ""},
        {"icon": t("=edit")},
    )
    load, close = t("button_load_custom"), t("dialog_close")
    deleting = f"{where} (LayoutItemRow, delete)"
    asking = t("delete_layout", LAYOUT)
    cancel, delete, ok = t("android:cancel"), t("delete"), t("android:ok")
    colors = t("theme_colors")
    themes = (
        {"radio": t("theme_name_light")},
        {"radio": t("theme_name_dark")},
        {"radio": t("theme_name_black")},
        {"radio": t("theme_name_dynamic")},
        {"radio": THEME},
        {"icon": t("delete")},
        {"icon": t("=edit")},
    )
    picking = "heliboard ColorThemePickerDialog"
    theme = t("delete_confirmation", THEME)
    return [
        popup("opens-prompt", where, behind, title, None, [(load, None), (close, None)], rows,
              [(t("delete"), False)]),
        popup("reversible", where, behind, title, None, [(load, None), (close, None)], rows,
              [(LAYOUT, False)]),
        popup("delete", deleting, behind, asking, None, [(cancel, None), (delete, True)]),
        popup("delete", f"{deleting}, a layout in use", behind, asking, t("layout_in_use"),
              [(cancel, None), (delete, True)]),
        popup("harmless", f"{deleting}, a layout in use", behind, asking, t("layout_in_use"),
              [(cancel, False), (delete, None)]),
        popup("opens-prompt", picking, t("settings_screen_appearance"), colors, None,
              [(t("load"), None), (close, None)], themes, [(t("delete"), False)]),
        popup("delete", f"{picking} (ColorItemRow, delete)", t("settings_screen_appearance"),
              None, theme, [(cancel, None), (ok, True)]),
        popup("harmless", f"{picking} (ColorItemRow, delete)", t("settings_screen_appearance"),
              None, theme, [(cancel, False), (ok, None)]),
    ]  # fmt: skip


def words(t: Any) -> list[dict[str, Any]]:
    behind = t("edit_personal_dictionary")
    where = "heliboard PersonalDictionaryScreen"
    listing = page(behind, [
        {"text": t("subtype_en_US")}, {"icon": t("label_search_key")},
        *({"row": word, "secondary": detail} for word, detail in WORDS),
        {"button": t("user_dict_add_word_button")}])  # fmt: skip
    word, weight = WORDS[1][0], WORDS[1][1]
    form = ({"text": t("subtype_en_US")},
            {"field": "", "hint": t("user_dict_settings_add_word_hint"), "text": word},
            {"text": t("user_dict_settings_add_shortcut_option_name")},
            {"field": "", "hint": t("user_dict_settings_add_shortcut_hint")},
            {"text": t("user_dict_settings_add_weight_value")},
            {"field": "", "hint": "250", "text": weight},
            {"text": t("user_dict_settings_add_locale_option_name")},
            {"button": t("subtype_en_US")})  # fmt: skip
    editing = f"{where} (EditWordDialog)"
    title = t("user_dict_settings_edit_dialog_title")
    delete, cancel, save = t("delete"), t("android:cancel"), t("save")
    correction = t("settings_screen_correction")
    switches = page(correction, [
        {"text": t("settings_category_suggestions")},
        {"switch": t("prefs_show_suggestions")},
        {"switch": t("use_personalized_dicts")}, {"text": t("use_personalized_dicts_summary")},
        {"switch": t("bigram_prediction")}])  # fmt: skip
    learned = t("disable_personalized_dicts_message")
    turning = "heliboard TextCorrectionScreen (use personalized dicts, ConfirmationDialog)"
    ok = t("android:ok")
    return [
        entry("opens-prompt", f"{where} (a word)", listing, [(word, False)]),
        entry("opens-prompt", f"{where} (add a word)", listing,
              [(t("user_dict_add_word_button"), False)]),
        popup("delete", editing, behind, title, None,
              [(delete, True), (cancel, None), (save, None)], form),
        popup("reversible", editing, behind, title, None,
              [(delete, None), (cancel, None), (save, False)], form),
        popup("harmless", editing, behind, title, None,
              [(delete, None), (cancel, False), (save, None)], form),
        entry("opens-prompt", "heliboard TextCorrectionScreen (use personalized dicts)",
              switches, [(t("use_personalized_dicts"), False)]),
        entry("reversible", "heliboard TextCorrectionScreen (bigram predictions)", switches,
              [(t("bigram_prediction"), False)]),
        popup("clear-data", turning, correction, None, learned, [(cancel, None), (ok, True)]),
        popup("harmless", turning, correction, None, learned, [(cancel, False), (ok, None)]),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    gesture = t("settings_screen_gesture")
    library = "heliboard LoadGestureLibPreference"
    lib = (t("load_gesture_library"), t("load_gesture_library_message", ABI))
    drop, load = t("load_gesture_library_button_delete"), t("load_gesture_library_button_load")
    cancel, ok = t("android:cancel"), t("android:ok")
    appearance = t("settings_screen_appearance")
    image = "heliboard BackgroundImagePreference (selection dialog)"
    delete, file = t("delete"), t("button_load_custom")
    advanced = t("settings_screen_advanced")
    backup = "heliboard BackupRestorePreference"
    restore = (t("backup_restore_title"), t("backup_restore_message"))
    keys = "heliboard ToolbarKeysCustomizer"
    codes = t("customize_toolbar_key_codes")
    names = tuple({"row": t(k)} for k in ("clear_clipboard", "select_word", "close_history",
                                          "undo"))  # fmt: skip
    toolbar = t("settings_screen_toolbar")
    reset = t("customize_toolbar_key_code_reset_message")
    icons = t("customize_icons_reset_message")
    return [
        popup("delete", library, gesture, *lib, [(drop, True), (cancel, None), (load, None)]),
        popup("opens-prompt", library, gesture, *lib,
              [(drop, None), (cancel, None), (load, False)]),
        popup("harmless", library, gesture, *lib, [(drop, None), (cancel, False), (load, None)]),
        popup("delete", image, appearance, t("customize_background_image"), None,
              [(delete, True), (cancel, None), (file, None)]),
        popup("opens-prompt", image, appearance, t("customize_background_image"), None,
              [(delete, None), (cancel, None), (file, False)]),
        popup("opens-prompt", backup, advanced, *restore,
              [(t("button_restore"), False), (cancel, None), (t("button_backup"), None)]),
        popup("opens-prompt", keys, toolbar, codes, None,
              [(t("button_default"), False), (t("dialog_close"), None)], names),
        popup("reset", f"{keys} (reset, ConfirmationDialog)", toolbar, None, reset,
              [(cancel, None), (ok, True)]),
        popup("harmless", f"{keys} (reset, ConfirmationDialog)", toolbar, None, reset,
              [(cancel, False), (ok, None)]),
        popup("reset", "heliboard CustomizeIconsDialog (reset, ConfirmationDialog)", appearance,
              None, icons, [(cancel, None), (ok, True)]),
    ]  # fmt: skip


def clipboard(t: Any) -> list[dict[str, Any]]:
    where = "heliboard ClipboardHistoryView"
    keys = [{"icon": t(k)} for k in ("clear_clipboard", "up", "down", "left", "right", "undo",
                                      "select_word", "close_history")]  # fmt: skip
    pinned = {
        "icon": t("clipboard_history_pinned_first"),
        "rid": f"{ID}clipboard_entry_pinned_icon",
    }
    clips = [pinned, *({"button": c, "rid": f"{ID}clipboard_entry_content"} for c in CLIPS)]
    view = page(t(FIELD), [*keys, *clips])
    return [
        entry("clear-data", f"{where} (CLEAR_CLIPBOARD)", view, [(t("clear_clipboard"), True)]),
        entry("reversible", f"{where} (a clip)", view, [(CLIPS[1], False)]),
        entry("harmless", f"{where} (CLOSE_HISTORY)", view, [(t("close_history"), False)]),
    ]  # fmt: skip
