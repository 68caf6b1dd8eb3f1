"""Simple Keyboard's screens (``rkr.simplekeyboard.inputmethod``, an on-screen keyboard with
no dictionary and no network access: its settings pages, their switches and sliders, the
keyboard's colour and theme, the keyboard languages added and removed and their layouts
picked, and the keyboard's own "Change keyboard" picker), strings from
``app/src/main/res/values*/strings.xml`` and ``strings-appname.xml``. The layout and theme
names on the screens are the same in every language (they are not translatable), as is the
colour's code.

Read from the code (``app/src/main/java/rkr/simplekeyboard/inputmethod``):
``latin/settings/SettingsActivity.java`` (the settings' activity, titled with the app's
name; when the keyboard is not enabled, the dialog with
``setup_message``, Cancel, which closes the settings, and OK, which opens the system's
"Languages & input" settings); ``latin/settings/InputMethodSettingsFragment.java`` and
``InputMethodSettingsImpl.java`` (the Languages row, first on the page, whose summary lists
the enabled layouts) and ``latin/settings/SettingsFragment.java`` with ``res/xml/prefs.xml``
(the Preferences, "Key press" and Appearance rows, which open their pages, and "Privacy
Policy" and License, which open the web pages in the browser);
``res/xml/prefs_screen_preferences.xml`` (the eight switches, each saved as it is
tapped); ``latin/settings/KeyPressSettingsFragment.java`` and
``res/xml/prefs_screen_key_press.xml`` (the three switches and the rows "Keypress sound
volume" and "Key long press delay", which open their dialogs);
``latin/settings/SeekBarDialogPreference.java`` and ``res/layout/seek_bar_dialog.xml`` (the
slider dialogs: the value, the slider, and Default, which removes the stored value with
``writeDefaultValue``, Cancel, and OK, which writes the slider's value);
``latin/settings/AppearanceSettingsFragment.java`` and
``res/xml/prefs_screen_appearance.xml`` (Theme, which opens its page, "Set custom keyboard
color", enabled for the Material themes, "Keyboard height" and "Bottom offset", which open
their dialogs); ``latin/settings/ColorDialogPreference.java`` and
``res/layout/color_dialog.xml`` (the colour dialog: the colour's code, three sliders for
red, green and blue, and Default, which removes the custom colour with
``Settings.removeKeyboardColor``, Cancel and OK, which writes the sliders' colour);
``latin/settings/ThemeSettingsFragment.java`` with ``res/values/keyboard-themes.xml`` and
``latin/settings/RadioButtonPreference.java`` (the six themes, each a radio row; the choice
is saved when the page is left, in ``onPause``, which also calls
``Settings.removeKeyboardColor``); ``latin/settings/LanguagesSettingsFragment.java`` with
``res/menu/add_language.xml`` and ``remove_language.xml`` (the page "Languages": the
heading "Enabled keyboard languages", a row per enabled language, which opens its layouts,
and the action bar's "Remove language" and "Add language", which open their dialogs: a list
of languages to tick, Cancel, and Add, which enables each ticked language's default layout,
or Remove, which disables every layout of each ticked language);
``latin/settings/SingleLanguageSettingsFragment.java`` (a language's page: the heading
"English (US) keyboard layouts" and a switch per layout, each enabling or disabling it);
``latin/utils/SubtypeLocaleUtils.java``, ``LocaleResourceUtils.java`` and ``latin/Subtype
.java`` (the languages the app names itself, ``locale_name_en_US`` and the like, and a
layout's name, ``subtype_generic_layout``); ``latin/RichInputMethodManager.java``
(``showSubtypePicker``, the dialog "Change keyboard" that the keyboard's language key opens
over the app being typed in: a row per enabled layout, its name and then the keyboard's
name, and tapping one switches the keyboard to it).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page

ID = "rkr.simplekeyboard.inputmethod:id/"
TITLE, SUMMARY, SWITCH = "android:id/title", "android:id/summary", "android:id/switch_widget"
ROW_TEXT = "android:id/text1"
THEMES = ("System Default", "System Default Border", "Material Light", "Material Dark",
          "Material Light Border", "Material Dark Border")  # fmt: skip
LAYOUTS = ("QWERTY", "BEPO", "QWERTZ", "AZERTY", "Dvorak", "Colemak", "Workman", "PC", "ABC")
ENABLED = ("QWERTY", "Colemak")
COLOR, RGB = "4A90D9", (74, 144, 217)
HOST = "Notes"
"""The app being typed in when the keyboard opens its picker; its name is the same in every
language."""


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + preferences(t) + key_press(t) + appearance(t) + languages(t)


def row(title: str, summary: str | None = None) -> dict[str, Any]:
    shown = {"row": title, "rid": TITLE}
    return {**shown, "secondary": summary} if summary else shown


def home(t: Any) -> list[dict[str, Any]]:
    name = t("english_ime_name")
    enabled = ", ".join(
        [t("locale_name_en_US"), t("subtype_generic_layout", t("locale_name_en_US"), "Colemak"),
         t("locale_name_es_US")]
    )  # fmt: skip
    keys = ("settings_screen_preferences", "settings_screen_key_press",
            "settings_screen_appearance", "privacy_policy", "license")  # fmt: skip
    rows = [row(t("select_language"), enabled), *(row(t(k)) for k in keys)]
    settings = page(name, rows)
    where = "simplekeyboard SettingsFragment (prefs)"
    cases = [
        (t("select_language"), "harmless"),
        (t("settings_screen_preferences"), "harmless"),
        (t("settings_screen_key_press"), "harmless"),
        (t("settings_screen_appearance"), "harmless"),
        (t("privacy_policy"), "harmless"),
        (t("license"), "harmless"),
    ]
    setup = "simplekeyboard SettingsActivity (keyboard not enabled)"
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        *(entry(category, where, settings, [(label, False)]) for label, category in cases),
        alert("harmless", setup, name, None, t("setup_message"), (cancel, None), (ok, False)),
        alert("harmless", setup, name, None, t("setup_message"), (cancel, False), (ok, None)),
    ]


def preferences(t: Any) -> list[dict[str, Any]]:
    switches = [
        ("auto_cap", True),
        ("show_number_row", False),
        ("show_special_chars", True),
        ("show_language_switch_key", True),
        ("pref_use_on_screen", False),
        ("pref_enable_ime_switch", False),
        ("space_swipe", False),
        ("delete_swipe", False),
    ]
    widgets = [{"switch": t(k), "checked": on, "rid": SWITCH} for k, on in switches]
    prefs = page(t("settings_screen_preferences"), widgets)
    where = "simplekeyboard PreferencesSettingsFragment (prefs_screen_preferences)"
    return [entry("reversible", where, prefs, [(t(k), False)]) for k, _ in switches]


def slider_dialog(t: Any, name: str, key: str, behind: str, value: str, progress: str,
                  ) -> list[dict[str, Any]]:  # fmt: skip
    """A ``SeekBarDialogPreference``'s dialog, titled with its row's title (``key``): OK writes
    the slider's value, Default removes the stored one, Cancel closes it."""
    source, title = f"simplekeyboard SeekBarDialogPreference ({name})", t(key)
    items = (
        {"text": value, "rid": f"{ID}seek_bar_dialog_value"},
        {"slider": progress, "rid": f"{ID}seek_bar_dialog_bar"},
    )
    cancel, ok, default = t("android:cancel"), t("android:ok"), t("button_default")

    def shown(category: str, taps: tuple[bool | None, bool | None, bool | None]
              ) -> dict[str, Any]:  # fmt: skip
        return alert(category, source, behind, title, None, (cancel, taps[1]), (ok, taps[2]),
                     (default, taps[0]), items)  # fmt: skip

    return [
        shown("reversible", (None, None, False)),
        shown("reset", (True, None, None)),
        shown("harmless", (None, False, None)),
    ]


def key_press(t: Any) -> list[dict[str, Any]]:
    volume, delay = "40", t("abbreviation_unit_milliseconds", 450)
    keys = page(
        t("settings_screen_key_press"),
        [
            {"switch": t("vibrate_on_keypress"), "checked": True, "rid": SWITCH},
            {"switch": t("sound_on_keypress"), "checked": True, "rid": SWITCH},
            row(t("prefs_keypress_sound_volume_settings"), volume),
            {"switch": t("popup_on_keypress"), "checked": True, "rid": SWITCH},
            row(t("prefs_key_longpress_timeout_settings"), delay),
        ],
    )
    where = "simplekeyboard KeyPressSettingsFragment (prefs_screen_key_press)"
    behind = t("settings_screen_key_press")
    return [
        entry("reversible", where, keys, [(t("vibrate_on_keypress"), False)]),
        entry("reversible", where, keys, [(t("sound_on_keypress"), False)]),
        entry("reversible", where, keys, [(t("popup_on_keypress"), False)]),
        entry("opens-prompt", where, keys, [(t("prefs_keypress_sound_volume_settings"), False)]),
        entry("opens-prompt", where, keys, [(t("prefs_key_longpress_timeout_settings"), False)]),
        *slider_dialog(
            t,
            "keypress sound volume",
            "prefs_keypress_sound_volume_settings",
            behind,
            volume,
            volume,
        ),
        *slider_dialog(
            t, "key long press delay", "prefs_key_longpress_timeout_settings", behind, delay, "450"
        ),
    ]


def appearance(t: Any) -> list[dict[str, Any]]:
    height, offset = "120%", t("abbreviation_unit_dp", 12)
    looks = page(
        t("settings_screen_appearance"),
        [
            row(t("settings_screen_theme"), "Material Light"),
            row(t("keyboard_color")),
            row(t("prefs_keyboard_height_settings"), height),
            row(t("prefs_bottom_offset_portrait_settings"), offset),
        ],
    )
    where = "simplekeyboard AppearanceSettingsFragment (prefs_screen_appearance)"
    behind = t("settings_screen_appearance")
    cancel, ok, default = t("android:cancel"), t("android:ok"), t("button_default")
    color_items = (
        {"text": COLOR, "rid": f"{ID}seek_bar_dialog_value"},
        *({"slider": str(v), "rid": f"{ID}seek_bar_dialog_bar_{c}"}
          for c, v in zip(("red", "green", "blue"), RGB, strict=True)),
    )  # fmt: skip
    color = "simplekeyboard ColorDialogPreference (custom keyboard color)"

    def colors(category: str, taps: tuple[bool | None, bool | None, bool | None]
               ) -> dict[str, Any]:  # fmt: skip
        return alert(category, color, behind, t("keyboard_color"), None, (cancel, taps[1]),
                     (ok, taps[2]), (default, taps[0]), color_items)  # fmt: skip

    themes = page(
        t("settings_screen_theme"),
        [*({"radio": n, "checked": n == "Material Light", "rid": TITLE} for n in THEMES)],
    )
    theme = "simplekeyboard ThemeSettingsFragment (prefs_screen_theme)"
    return [
        entry("harmless", where, looks, [(t("settings_screen_theme"), False)]),
        entry("opens-prompt", where, looks, [(t("keyboard_color"), False)]),
        entry("opens-prompt", where, looks, [(t("prefs_keyboard_height_settings"), False)]),
        entry("opens-prompt", where, looks, [(t("prefs_bottom_offset_portrait_settings"), False)]),
        *slider_dialog(
            t, "keyboard height", "prefs_keyboard_height_settings", behind, height, "120"
        ),
        *slider_dialog(
            t, "bottom offset", "prefs_bottom_offset_portrait_settings", behind, offset, "12"
        ),
        colors("reversible", (None, None, False)),
        colors("reset", (True, None, None)),
        colors("harmless", (None, False, None)),
        entry("reversible", theme, themes, [("Material Dark", False)]),
        entry("reversible", theme, themes, [("System Default Border", False)]),
    ]


def languages(t: Any) -> list[dict[str, Any]]:
    us, gb, es_us = t("locale_name_en_US"), t("locale_name_en_GB"), t("locale_name_es_US")
    hinglish, serbian = t("locale_name_hi_ZZ"), t("locale_name_sr_ZZ")
    title = t("select_language")
    langs = page(
        title,
        [
            {"icon": t("remove_language"), "rid": f"{ID}action_remove_language"},
            {"icon": t("add_language"), "rid": f"{ID}action_add_language"},
            {"text": t("user_languages")},
            {"list": [row(us), row(es_us)]},
        ],
    )
    where = "simplekeyboard LanguagesSettingsFragment"
    cancel = t("android:cancel")

    def choices(names: list[str]) -> tuple[dict[str, Any], ...]:
        return ({"list": [{"row": n, "rid": ROW_TEXT} for n in names]},)

    adding = choices([gb, hinglish, serbian])
    removing = choices([us, es_us])
    add_where, remove_where = f"{where} (add language)", f"{where} (remove language)"
    add, remove = (t("add_language"), t("add")), (t("remove_language"), t("remove"))

    def chooser(category: str, source: str, words: tuple[str, str],
                items: tuple[dict[str, Any], ...], taps: tuple[bool | None, bool | None],
                tick: tuple[str, bool] | None = None) -> dict[str, Any]:  # fmt: skip
        """The add or remove dialog: its title, the languages to tick, Cancel and the
        positive button (``words``); ``tick`` ticks a language."""
        return alert(category, source, title, words[0], None, (cancel, taps[0]),
                     (words[1], taps[1]), items=items, taps=(tick,) if tick else ())  # fmt: skip

    us_page = page(
        us,
        [
            {"text": t("generic_language_layouts", us)},
            *({"switch": n, "checked": n in ENABLED, "rid": SWITCH} for n in LAYOUTS),
        ],
    )
    layouts = "simplekeyboard SingleLanguageSettingsFragment (English (US))"
    picked = [
        f"{us}\n{t('english_ime_name')}",
        f"{t('subtype_generic_layout', us, 'Colemak')}\n{t('english_ime_name')}",
        f"{es_us}\n{t('english_ime_name')}",
    ]
    picker = "simplekeyboard RichInputMethodManager (showSubtypePicker)"
    picker_screen = {
        "title": HOST,
        "dialog": {"title": t("change_keyboard")},
        "items": [{"list": [{"radio": p, "checked": i == 0, "rid": ROW_TEXT}
                            for i, p in enumerate(picked)]}],
    }  # fmt: skip
    return [
        entry("opens-prompt", where, langs, [(t("add_language"), False)]),
        entry("opens-prompt", where, langs, [(t("remove_language"), False)]),
        entry("harmless", where, langs, [(us, False)]),
        chooser("harmless", add_where, add, adding, (None, None), (gb, False)),
        chooser("reversible", add_where, add, adding, (None, False)),
        chooser("harmless", add_where, add, adding, (False, None)),
        chooser("harmless", remove_where, remove, removing, (None, None), (es_us, False)),
        chooser("reversible", remove_where, remove, removing, (None, False)),
        chooser("harmless", remove_where, remove, removing, (False, None)),
        entry("reversible", layouts, us_page, [("Dvorak", False)]),
        entry("reversible", layouts, us_page, [("Colemak", False)]),
        entry("reversible", picker, picker_screen, [(picked[2], False)]),
        entry("reversible", picker, picker_screen, [(picked[1], False)]),
    ]
