"""Fossify Keyboard's screens (``org.fossify.keyboard``, an on-screen keyboard with a clipboard
manager: pinned clips added, edited, deleted, imported and exported, the system clipboard
pasted and cleared, keys that type, delete and perform the field's action, and the keyboard's
settings), strings from ``app/src/main/res/values*/strings.xml`` and the Fossify Commons
library's ``commons/src/main/res/values*/strings.xml``. The contact, message, clip and file
names on the screens are the same in every language.

Read from the app's code (``app/src/main/kotlin/org/fossify/keyboard``):
``activities/MainActivity.kt`` and ``res/layout/activity_main.xml`` (``change_keyboard``,
which opens the system's keyboard picker, the four trial fields, and the redirection note, a
``ConfirmationAdvancedDialog`` with only OK, which opens the system's keyboard settings);
``res/menu/menu_main.xml`` (Settings, and in the overflow About; "More Fossify apps" is hidden
in the F-Droid flavour, ``hide_google_relations``); ``activities/SettingsActivity.kt`` and
``res/layout/activity_settings.xml`` (the rows and switches, each switch saving its setting at
once; "Customize colors" and "Manage clipboard items" open pages; "Keyboard language",
"Keyboard height" and "Sound on keypress" open the library's ``RadioGroupDialog``, whose row
saves the choice at once; "Manage keyboard languages" opens ``ManageKeyboardLanguagesDialog``);
``dialogs/ManageKeyboardLanguagesDialog.kt`` (the language checkboxes, Cancel and OK, which
saves the ticked languages); ``activities/ManageClipboardItemsActivity.kt``,
``res/layout/activity_manage_clipboard_items.xml`` and ``res/menu/menu_manage_clipboard_items
.xml`` ("Add a new item", and in the overflow "Import clipboard items", which opens the
system's file picker and adds the file's clips, and "Export clipboard items", which opens
``ExportClipsDialog``; the empty list's "Add a new item" link); ``dialogs/AddOrEditClipDialog
.kt`` and ``res/layout/dialog_add_or_edit_clip.xml`` (the clip's text, Cancel and OK, which
inserts or updates the clip); ``dialogs/ExportClipsDialog.kt`` and ``res/layout/dialog_export
_clips.xml`` (the file name, and on Android 9 and older the folder, which opens the library's
``FilePickerDialog``; OK opens the system's save screen on Android 10 and newer, and on older
ones writes the file, first asking ``file_already_exists_overwrite`` in a ``ConfirmationDialog``
with No and Yes when the file exists); ``adapters/ClipsActivityAdapter.kt`` and
``res/menu/cab_clips.xml`` (the selection bar: the library's counter title, which selects all,
Edit for one clip and Delete, which opens the library's ``ConfirmationDialog`` with
``proceed_with_deletion``, Cancel and Yes, which deletes the selected clips from the database);
``views/MyKeyboardView.kt``, ``res/layout/keyboard_view_keyboard.xml``, ``helpers/MyKeyboard
.kt`` and ``helpers/AccessHelper.kt`` (the toolbar over the keys: the system clipboard's text,
which types it into the field, ``clipboard_clear``, which clears the system clipboard at once
with ``clearPrimaryClip``, ``voice_input_button``, ``pinned_clipboard_items``, which opens the
clipboard panel, and ``settings_cog``; the keys' content descriptions; the clipboard panel,
whose clips type their text); ``services/SimpleKeyboardIME.kt`` (Delete deletes one character
before the cursor; Enter performs the field's editor action when it asks for one,
``performEditorAction``, and otherwise types a new line); ``dialogs/SwitchLanguageDialog.kt``
(the language switch key's list, whose row switches at once). From the library
(``commons/src/main/kotlin/org/fossify/commons``): ``dialogs/ConfirmationDialog.kt`` and
``ConfirmationAdvancedDialog.kt`` (the message in ``dialog_message.xml``'s ``message``, no
title), ``dialogs/RadioGroupDialog.kt`` (``dialog_radio_button`` rows, no buttons),
``adapters/MyRecyclerViewAdapter.kt`` (the counter ``actionbar_title``, "N / M"),
``activities/CustomizationActivity.kt``, ``res/layout/activity_customization.xml`` and
``res/menu/menu_customization.xml`` (Theme, the colours, and on leaving with changes
``save_before_closing`` with Discard and Save).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, dialog, menu, page, single

ALICE, CLUB, NUMBER, BOB = "Alice Martin", "Book club", "+33 6 12 34 56 78", "Bob Lee"
CLIPS = ["Rue des Lilas 14, 75019 Paris", "FR76 3000 6000 0112 3456 7890 189", "See you at 7"]
CODE, LINK = "482913", "https://example.org/invite/7QK2"
TYPED = "On my way, ten minutes"
FILE = "Keyboard_2024_05_14_09_30_12"
KEYS = "qwertyuiopasdfghjklzxcvbnm"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + settings(t) + clipboard(t) + keys(t)


def main(t: Any) -> list[dict[str, Any]]:
    home = t("app_launcher_name")
    where = "keyboard MainActivity"
    items = [
        {"icon": t("settings"), "rid": f"{ID}settings"},
        {"button": t("change_keyboard"), "rid": f"{ID}change_keyboard"},
        *({"field": f"{ID}{f}"} for f in ("text_edittext", "text_editphone", "text_editemail")),
        {"field": f"{ID}text_editpassword"},
    ]
    return [
        single("harmless", where, page(home, items), t("change_keyboard"), False),
        menu("harmless", f"{where} (overflow)", home, [t("about")], [(t("about"), False)]),
        alert(
            "harmless",
            f"{where} (keyboard not enabled)",
            home,
            None,
            t("redirection_note"),
            None,
            (t("ok"), False),
        ),
    ]


def settings_page(t: Any) -> dict[str, Any]:
    def row(label: str, holder: str, value: str | None = None) -> list[dict[str, Any]]:
        shown = [{"row": t(label), "rid": f"{ID}{holder}_holder"}]
        return shown + ([{"text": value, "rid": f"{ID}{holder}"}] if value else [])

    def switch(label: str, rid: str, checked: bool) -> dict[str, Any]:
        return {"switch": t(label), "rid": f"{ID}{rid}", "checked": checked}

    return page(
        t("settings"),
        [
            {"text": t("color_customization")},
            *row("customize_colors", "settings_color_customization"),
            {"text": t("general_settings")},
            *row("language", "settings_language"),
            *row("keyboard_language", "settings_keyboard_language", english(t)),
            *row("manage_keyboard_languages", "settings_manage_keyboard_languages"),
            {"text": t("layout_and_appearance")},
            switch("show_key_borders", "settings_show_key_borders", False),
            switch("show_numbers_row", "settings_show_numbers_row", False),
            switch("show_emoji_key", "settings_show_emoji_key", True),
            switch("show_language_switch_key", "settings_show_language_switch_key", False),
            *row("keyboard_height", "settings_keyboard_height_multiplier", "100%"),
            {"text": t("keypress")},
            switch("show_popup", "settings_show_popup_on_keypress", True),
            switch("vibrate_on_keypress", "settings_vibrate_on_keypress", True),
            *row("sound_on_keypress", "settings_sound_on_keypress", t("sound_none")),
            {"text": t("typing_and_input")},
            switch("start_sentences_capitalized", "settings_start_sentences_capitalized", True),
            *row("voice_typing_method", "settings_voice_input_method", t("none")),
            {"text": t("clipboard")},
            *row("manage_clipboard_items", "settings_manage_clipboard_items"),
            switch("show_clipboard_content", "settings_show_clipboard_content", True),
        ],
    )


def english(t: Any) -> str:
    return f"{t('translation_english')} (QWERTY)"


def settings(t: Any) -> list[dict[str, Any]]:
    where = "keyboard SettingsActivity"
    sheet = settings_page(t)
    home = t("settings")
    reversible = [
        t(k)
        for k in (
            "show_key_borders",
            "show_emoji_key",
            "vibrate_on_keypress",
            "show_clipboard_content",
        )
    ]
    prompts = [
        t(k)
        for k in (
            "keyboard_language",
            "manage_keyboard_languages",
            "keyboard_height",
            "sound_on_keypress",
        )
    ]

    def radio(source: str, rows: list[str], checked: int, tap: str) -> dict[str, Any]:
        items = tuple(
            {"radio": r, "rid": f"{ID}dialog_radio_button", "checked": i == checked}
            for i, r in enumerate(rows)
        )
        return dialog("reversible", source, home, None, None, [], items, ((tap, False),))

    heights = [f"{p}%" for p in (70, 80, 90, 100, 120, 140, 160)]
    sounds = [t("sound_none"), t("sound_system"), t("sound_always")]
    german, french = t("translation_german"), f"{t('translation_french')} (AZERTY)"
    languages = [english(t), french, german]
    boxes = tuple(
        {"switch": name, "rid": f"{ID}language_checkbox", "checked": name != french}
        for name in languages
    )
    manage = f"{where} (ManageKeyboardLanguagesDialog)"
    custom = "keyboard CustomizationActivity (save before closing)"
    colours = page(
        t("customize_colors"),
        [
            {"icon": t("save"), "rid": f"{ID}save"},
            {"text": t("theme_and_colors")},
            {"row": t("theme"), "rid": f"{ID}customization_theme_holder"},
            {"text": t("custom"), "rid": f"{ID}customization_theme"},
            {"row": t("text_color"), "rid": f"{ID}customization_text_color_holder"},
            {"row": t("background_color"), "rid": f"{ID}customization_background_color_holder"},
            {"row": t("primary_color"), "rid": f"{ID}customization_primary_color_holder"},
            {"row": t("app_icon_color"), "rid": f"{ID}customization_app_icon_color_holder"},
        ],
    )
    save = (t("save_before_closing"),)
    return [
        *(single("reversible", where, sheet, label, False) for label in reversible),
        *(single("opens-prompt", where, sheet, label, False) for label in prompts),
        single("harmless", where, sheet, t("customize_colors"), False),
        single("harmless", where, sheet, t("manage_clipboard_items"), False),
        radio(f"{where} (keyboard height)", heights, 3, "120%"),
        radio(f"{where} (sound on keypress)", sounds, 0, t("sound_always")),
        radio(f"{where} (keyboard language)", [english(t), german], 0, german),
        alert("reversible", manage, home, None, None, (t("cancel"), None), (t("ok"), False), boxes),
        alert("harmless", manage, home, None, None, (t("cancel"), False), (t("ok"), None), boxes),
        single("opens-prompt", "keyboard CustomizationActivity", colours, t("theme"), False),
        alert(
            "reversible",
            custom,
            t("customize_colors"),
            None,
            *save,
            (t("discard"), None),
            (t("save"), False),
        ),
        alert(
            "reversible",
            custom,
            t("customize_colors"),
            None,
            *save,
            (t("discard"), False),
            (t("save"), None),
        ),
    ]


def clips_page(t: Any, selected: int | None = None, clips: list[str] = CLIPS) -> dict[str, Any]:
    """The clipboard items: the toolbar (or, with clips selected, the selection bar), then
    the clips, each with its drag handle while selecting."""
    if selected is None:
        bar: list[dict[str, Any]] = [
            {"icon": t("add_new_item"), "rid": f"{ID}add_clipboard_item"},
        ]
    else:
        bar = [
            {"button": f"{selected} / {len(clips)}", "rid": f"{ID}actionbar_title"},
            *([{"icon": t("edit"), "rid": f"{ID}cab_edit"}] if selected == 1 else []),
            {"icon": t("delete"), "rid": f"{ID}cab_delete"},
        ]
    rows = [
        {"row": c, "rid": f"{ID}clip_value"} if selected is None else {"text": c} for c in clips
    ]
    return page(t("manage_clipboard_items"), [*bar, {"list": rows}])


def clipboard(t: Any) -> list[dict[str, Any]]:
    where = "keyboard ManageClipboardItemsActivity"
    home = t("manage_clipboard_items")
    empty = page(
        home,
        [
            {"icon": t("add_new_item"), "rid": f"{ID}add_clipboard_item"},
            {"text": t("manage_clips"), "rid": f"{ID}clipboard_items_placeholder"},
            {"link": t("add_new_item"), "rid": f"{ID}clipboard_items_placeholder_2"},
        ],
    )
    overflow = [t("import_clipboard_items"), t("export_clipboard_items")]
    cancel, ok, yes, no = t("cancel"), t("ok"), t("yes"), t("no")

    def clip_dialog(category: str, text: str, cancel_bad: bool | None, ok_bad: bool | None,
                    source: str) -> dict[str, Any]:  # fmt: skip
        field = {"field": f"{ID}add_clip_value", "hint": t("clip_text"), "text": text}
        return alert(category, source, home, None, None, (cancel, cancel_bad), (ok, ok_bad),
                     (field,))  # fmt: skip

    def export(category: str, folder: bool, cancel_bad: bool | None, ok_bad: bool | None,
               taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        items: list[dict[str, Any]] = []
        if folder:
            items += [
                {"text": t("path"), "rid": f"{ID}export_clips_path_label"},
                {"button": f"{t('internal')}/Documents", "rid": f"{ID}export_clips_path"},
            ]
        items.append(
            {"field": f"{ID}export_clips_filename", "hint": t("filename_without_txt"), "text": FILE}
        )
        return dialog(
            category,
            f"keyboard ExportClipsDialog ({'Android 9' if folder else 'Android 10 and newer'})",
            home,
            t("export_clipboard_items"),
            None,
            [(cancel, "android:id/button2", cancel_bad), (ok, "android:id/button1", ok_bad)],
            tuple(items),
            taps,
        )

    def overwrite(name: str, yes_bad: bool | None, no_bad: bool | None) -> dict[str, Any]:
        return alert(
            "overwrite" if yes_bad else "harmless",
            "keyboard ExportClipsDialog (file exists)",
            home,
            None,
            t("file_already_exists_overwrite", name),
            (no, no_bad),
            (yes, yes_bad),
        )

    def deleting(selected: int, clips: list[str], yes_bad: bool | None,
                 cancel_bad: bool | None) -> dict[str, Any]:  # fmt: skip
        return alert(
            "delete" if yes_bad else "harmless",
            f"keyboard ClipsActivityAdapter (delete {selected} of {len(clips)})",
            f"{selected} / {len(clips)}",
            None,
            t("proceed_with_deletion"),
            (cancel, cancel_bad),
            (yes, yes_bad),
        )

    cab = "keyboard ClipsActivityAdapter (selection bar)"
    return [
        single("opens-prompt", f"{where} (empty)", empty, "clipboard_items_placeholder_2", False),
        single("opens-prompt", where, clips_page(t), t("add_new_item"), False),
        menu("opens-prompt", f"{where} (overflow)", home, overflow, [(overflow[0], False)]),
        menu("opens-prompt", f"{where} (overflow)", home, overflow, [(overflow[1], False)]),
        clip_dialog("reversible", "Wi-Fi: Lilas-5G", None, False, "keyboard AddOrEditClipDialog"),
        clip_dialog("harmless", "Wi-Fi: Lilas-5G", False, None, "keyboard AddOrEditClipDialog"),
        clip_dialog(
            "reversible", "See you at 8", None, False, "keyboard AddOrEditClipDialog (edit)"
        ),
        export("opens-prompt", False, None, False),
        export("opens-prompt", True, None, None, ((f"{t('internal')}/Documents", False),)),
        export("reversible", True, None, False),
        overwrite(f"{FILE}.txt", True, None),
        overwrite(f"{FILE}.txt", None, False),
        overwrite("clips.txt", True, None),
        single("opens-prompt", cab, clips_page(t, 1), t("delete"), False),
        single("reversible", cab, clips_page(t, 1), "1 / 3", False),
        deleting(1, CLIPS, True, None),
        deleting(1, CLIPS, None, False),
        deleting(2, CLIPS, True, None),
        deleting(3, CLIPS, True, None),
        deleting(1, CLIPS[:1], True, None),
    ]


def keyboard(t: Any, clip: str | None = CODE) -> list[dict[str, Any]]:
    """The keyboard: its toolbar (with the system clipboard's text when there is one), then
    its keys, English (QWERTY) in every language, each a virtual node known by its content
    description."""
    bar: list[dict[str, Any]] = []
    if clip:
        bar += [
            {"icon": t("clear_clipboard_data"), "rid": f"{ID}clipboard_clear"},
            {"button": clip, "rid": f"{ID}clipboard_value"},
        ]
    bar += [
        {"icon": t("switch_to_voice_typing"), "rid": f"{ID}voice_input_button"},
        {"icon": t("clipboard_pinned"), "rid": f"{ID}pinned_clipboard_items"},
        {"icon": t("settings"), "rid": f"{ID}settings_cog"},
    ]
    letters = [{"icon": k} for k in KEYS]
    specials = [
        t("keycode_shift"),
        t("keycode_delete"),
        t("keycode_mode_change"),
        t("emojis"),
        ",",
        t("keycode_space"),
        ".",
        t("keycode_enter"),
    ]
    return [*bar, *letters, *({"icon": s} for s in specials)]


def host(title: str, said: list[str], typed: str, field: str) -> list[dict[str, Any]]:
    """The app typed into: its messages (or page) and the focused field with its text."""
    shown: list[dict[str, Any]] = [{"list": [{"text": s} for s in said]}] if said else []
    return [*shown, {"field": field, "text": typed, "focused": True}]


def keys(t: Any) -> list[dict[str, Any]]:
    where = "keyboard SimpleKeyboardIME"
    enter, delete = t("keycode_enter"), t("keycode_delete")

    def typing(title: str, said: list[str], typed: str, clip: str | None = CODE,
               field: str = "message") -> dict[str, Any]:  # fmt: skip
        return page(title, [*host(title, said, typed, field), *keyboard(t, clip)])

    chat = typing(ALICE, ["Are you coming tonight?"], TYPED)
    panel = page(
        ALICE,
        [
            *host(ALICE, ["Are you coming tonight?"], TYPED, "message"),
            {"icon": t("clipboard"), "rid": f"{ID}clipboard_manager_close"},
            {"text": t("clipboard"), "rid": f"{ID}clipboard_manager_label"},
            {"icon": t("manage_clipboard_items"), "rid": f"{ID}clipboard_manager_manage"},
            {
                "list": [
                    {"text": t("clipboard_current"), "rid": f"{ID}clips_section_label"},
                    {"row": CODE, "rid": f"{ID}clip_value"},
                    {"text": t("clipboard_pinned"), "rid": f"{ID}clips_section_label"},
                    *({"row": c, "rid": f"{ID}clip_value"} for c in CLIPS),
                ]
            },
        ],
    )
    switch = tuple(
        {"radio": name, "rid": f"{ID}dialog_radio_button", "checked": i == 0}
        for i, name in enumerate([english(t), t("translation_german")])
    )
    return [
        single("send", f"{where} (Enter, send action)", chat, enter, True),
        single(
            "send",
            f"{where} (Enter, send action)",
            typing(CLUB, ["Who brings the cake?"], "I will bring it"),
            enter,
            True,
        ),
        single(
            "send",
            f"{where} (Enter, send action)",
            typing(NUMBER, ["Your parcel is ready"], "Thanks, I will pick it up"),
            enter,
            True,
        ),
        single(
            "send",
            f"{where} (Enter, send action)",
            typing(BOB, [], LINK, clip=LINK),
            enter,
            True,
        ),
        single(
            "send",
            f"{where} (Enter, send action)",
            typing("@lena@social.example", ["Lovely photo!"], "Where was this taken?"),
            enter,
            True,
        ),
        single(
            "harmless",
            f"{where} (Enter, no action)",
            typing("Shopping list", [], "Milk", field="note_text"),
            enter,
            False,
        ),
        single(
            "harmless",
            f"{where} (Enter, search action)",
            typing("Search", [], "pharmacy open now", field="search_src_text"),
            enter,
            False,
        ),
        single("reversible", f"{where} (Delete)", chat, delete, False),
        single("delete", f"{where} (clear clipboard)", chat, t("clear_clipboard_data"), True),
        single(
            "delete",
            f"{where} (clear clipboard)",
            typing(BOB, [], "Here is the link", clip=LINK),
            t("clear_clipboard_data"),
            True,
        ),
        single(
            "delete",
            f"{where} (clear clipboard)",
            typing("Sign in", [], "alice.martin", clip="k7#Vq2!mZp9w", field="username"),
            t("clear_clipboard_data"),
            True,
        ),
        single("reversible", f"{where} (paste clipboard)", chat, CODE, False),
        single("harmless", f"{where} (clipboard panel)", chat, t("clipboard_pinned"), False),
        single("reversible", "keyboard ClipsKeyboardAdapter", panel, CLIPS[0], False),
        dialog(
            "reversible",
            "keyboard SwitchLanguageDialog",
            ALICE,
            None,
            None,
            [(t("manage_keyboard_languages"), "android:id/button1", None)],
            switch,
            ((t("translation_german"), False),),
        ),
    ]
