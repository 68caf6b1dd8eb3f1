"""Unexpected Keyboard's screens (``juloo.keyboard2``, a virtual keyboard: its launcher page,
the clipboard pane with its history and pinned clips, the suggestion bar, and its settings:
layouts added, removed and written by hand, custom keys added and removed, the number row,
the NumPad, suggestions, typing, behaviour, style and clipboard settings). Strings from
``res/values*/strings.xml``. The copied and pinned texts, the typed words, the custom keys,
the custom layouts' text and the layouts' names (``res/values/layouts.xml``, not translated)
are the same in every language.

Read from the code (``srcs/juloo.keyboard2`` unless named): ``LauncherActivity.java``,
``res/layout/launcher_activity.xml`` and ``res/menu/launcher_menu.xml`` (the launcher page:
"Enable keyboard", which opens the system's input method settings, "Select keyboard", which
opens the system's input method picker, "Install dictionaries", which opens the dictionaries
page, the "Try here" field and the action bar's settings button, ``btnLaunchSettingsActivity``,
which opens the settings); ``res/layout/clipboard_pane.xml``, ``ClipboardHistoryCheckBox.java``,
``ClipboardHistoryService.java``, ``ClipboardHistoryView.java`` with
``res/layout/clipboard_history_entry.xml``, and ``ClipboardPinView.java`` with
``res/layout/clipboard_pin_entry.xml`` (the clipboard pane: the "Recently copied text" check
box, whose unticking calls ``set_history_enabled(false)``, which calls ``clear_history`` and
empties the history at once; each history entry's paste button, ``clipboard_entry_paste``,
which types the text into the field, and pin button, ``clipboard_entry_addpin``, which moves
it to the pinned list; the "Pinned" list, each clip with its paste button,
``clipboard_pin_paste``, and its remove button, ``clipboard_pin_remove``, which opens "Remove
this clipboard item?" with Cancel (``android.R.string.cancel``) and Yes, which calls
``remove_entry`` and rewrites the stored list without it); ``res/layout/keyboard.xml`` and
``suggestions/CandidatesView.java`` (the suggestion bar: ``candidates_left``,
``candidates_middle`` and ``candidates_right``, each entering its word in place of the word
being typed); ``SettingsActivity.java`` and ``res/xml/settings.xml`` (the settings, a
``PreferenceActivity``: Layout, with the layouts list, "Add keys to the keyboard", "Show number
row", "Show NumPad", "NumPad layout" and "Split layout"; Suggestions; Typing; Behavior; Style;
Clipboard); ``prefs/ListGroupPreference.java`` and ``res/layout/pref_listgroup_item_widget.xml``
(a list's rows: a row tapped opens its editor, its remove button,
``pref_listgroup_remove_btn``, removes it at once, with no confirmation);
``prefs/LayoutsPreference.java`` (the layouts list: "Layout %1$d: %2$s" rows, a remove button
only where more than one layout is listed and the layout is not a custom one; "Add an alternate
layout" opens a list of the layouts, ``res/values/layouts.xml``, a row picked being added at
once; a custom layout's row opens the custom layout dialog); ``CustomLayoutEditDialog.java``
("Custom layout": the layout's text, Cancel and OK, ``android.R.string.ok``, which saves the
text, and for an existing layout, while another is listed, "Remove layout", which removes the
custom layout and its text from the list); ``prefs/CustomExtraKeysPreference.java`` and
``res/layout/dialog_edit_text.xml`` (the "Add keys to the keyboard" page's "Add custom keys":
each custom key's row, which opens its text in a dialog with Cancel and OK, and its remove
button); ``prefs/IntSlideBarPreference.java`` and ``prefs/SlideBarPreference.java`` (a value's
dialog with its slider, Cancel and OK); the ``ListPreference`` rows of ``settings.xml`` with the
entries of ``res/values/arrays.xml`` ("Show number row", Theme, "Clipboard memory duration":
a single-choice dialog whose row picked is saved at once, and Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choice, entry, page

ID = "juloo.keyboard2:id/"
APP = "app_name_release"
COPIED = "See you at 7 by the north gate"
OTHER = ("Order 5531-7720", "https://example.org/tickets/42")
PINNED = ("14 Rue des Lilas, 75011 Paris", "+33 6 12 34 56 78")
TYPED = "tomorrow morning"
WORDS = ("morning", "mornings", "morn")
CUSTOM = (
    '<keyboard name="Numbers"><row><key c="1"/><key c="2"/><key c="3"/></row></keyboard>',
    '<keyboard name="Greek"><row><key c="α"/><key c="β"/><key c="γ"/></row></keyboard>',
    '<keyboard name="Arrows"><row><key c="left"/><key c="up"/><key c="down"/>'
    '<key c="right"/></row></keyboard>',
)
KEYS = ("€", "ŋ", "→", "ß")


def screens(t: Any) -> list[dict[str, Any]]:
    return launcher(t) + clipboard(t) + layouts(t) + custom_keys(t) + settings(t)


def launcher(t: Any) -> list[dict[str, Any]]:
    where = "keyboard2 LauncherActivity"
    home = page(
        t(APP),
        [
            {"id": "btnLaunchSettingsActivity"},
            {"text": t("launcher_description")},
            {"button": t("launcher_button_imesettings")},
            {"button": t("launcher_button_imepicker")},
            {"button": t("launcher_button_dictionaries")},
            {"text": t("launcher_tryhere"), "rid": f"{ID}launcher_tryhere_text"},
            {"field": f"{ID}launcher_tryhere_area", "hint": t("launcher_tryhere_hint")},
            {"text": t("launcher_sourcecode")},
            {"link": t("launcher_repo_url")},
        ],
    )
    bar = page(
        t(APP),
        [
            {"field": f"{ID}launcher_tryhere_area", "text": TYPED, "focused": True},
            *(
                {"button": w, "rid": f"{ID}candidates_{p}"}
                for w, p in zip(WORDS, ("left", "middle", "right"), strict=True)
            ),
        ],
    )
    return [
        entry("harmless", where, home, [(t("launcher_button_imesettings"), False)]),
        entry("harmless", where, home, [(t("launcher_button_imepicker"), False)]),
        entry("harmless", where, home, [(t("launcher_button_dictionaries"), False)]),
        entry("harmless", where, home, [("btnLaunchSettingsActivity", False)]),
        entry("reversible", "keyboard2 CandidatesView", bar, [(WORDS[0], False)]),
        entry("reversible", "keyboard2 CandidatesView", bar, [(WORDS[2], False)]),
    ]


def pane(t: Any, history: tuple[str, ...], pinned: tuple[str, ...], on: bool = True
         ) -> dict[str, Any]:  # fmt: skip
    """The clipboard pane over the launcher's "Try here" field: the history's check box and
    entries, then the pinned clips. With one entry, its buttons are one control each."""

    def rows(texts: tuple[str, ...], kind: str, buttons: tuple[str, str]) -> list[Any]:
        return [
            item
            for text in texts
            for item in (
                {"text": text, "rid": f"{ID}{kind}_text"},
                *({"icon": "", "rid": f"{ID}{b}"} for b in buttons),
            )
        ]

    items: list[dict[str, Any]] = [
        {"switch": t("clipboard_history_heading"), "checked": on},
        *rows(history, "clipboard_entry", ("clipboard_entry_paste", "clipboard_entry_addpin")),
        {"text": t("clipboard_pin_heading")},
        *rows(pinned, "clipboard_pin", ("clipboard_pin_paste", "clipboard_pin_remove")),
    ]
    return page(t(APP), items)


def clipboard(t: Any) -> list[dict[str, Any]]:
    where = "keyboard2 ClipboardHistoryView"
    pins = "keyboard2 ClipboardPinView"
    box = "keyboard2 ClipboardHistoryCheckBox"
    gone = "keyboard2 ClipboardPinView (remove)"
    heading = t("clipboard_history_heading")
    one = pane(t, (COPIED,), (PINNED[0],))

    def remove(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if yes else "harmless",
            gone,
            t(APP),
            t("clipboard_remove_confirm"),
            None,
            (t("android:cancel"), no),
            (t("clipboard_remove_confirmed"), yes),
        )

    return [
        entry("reversible", where, one, [("clipboard_entry_paste", False)]),
        entry("reversible", where, one, [("clipboard_entry_addpin", False)]),
        entry("reversible", pins, one, [("clipboard_pin_paste", False)]),
        entry("opens-prompt", pins, one, [("clipboard_pin_remove", False)]),
        entry(
            "opens-prompt",
            pins,
            pane(t, (COPIED, *OTHER), (PINNED[1],)),
            [("clipboard_pin_remove", False)],
        ),
        remove(True, None),
        remove(True, None),
        remove(None, False),
        entry("delete", box, one, [(heading, True)]),
        entry("delete", box, pane(t, (COPIED, *OTHER), PINNED), [(heading, True)]),
        entry("delete", box, pane(t, OTHER, ()), [(heading, True)]),
        entry("delete", box, pane(t, (COPIED,), ()), [(heading, True)]),
        entry("reversible", box, pane(t, (), PINNED), [(heading, False)]),
        entry("reversible", box, pane(t, (), PINNED, on=False), [(heading, False)]),
    ]


def settings_top(t: Any, names: list[str], removable: bool) -> dict[str, Any]:
    """The settings' first screen: Layout, with the layouts listed (and one remove button
    where exactly one layout may be removed), then the layout's other rows."""
    items: list[dict[str, Any]] = [{"text": t("pref_category_layout")}]
    for i, name in enumerate(names):
        items.append({"row": t("pref_layouts_item", i + 1, name)})
        if removable and name != t("pref_layout_e_custom"):
            items.append({"button": "", "rid": f"{ID}pref_listgroup_remove_btn"})
    items += [
        {"row": t("pref_layouts_add")},
        {"row": t("pref_extra_keys_title")},
        {"row": t("pref_number_row_title"), "secondary": t("pref_show_number_row_no_number_row")},
        {"row": t("pref_show_numpad_title"), "secondary": t("pref_show_numpad_landscape")},
        {"row": t("pref_numpad_layout"), "secondary": t("pref_numpad_layout_e_high_first")},
        {"row": t("pref_split_layout"), "secondary": t("pref_split_layout_never")},
    ]
    return page(t(APP), items)


def layouts(t: Any) -> list[dict[str, Any]]:
    where = "keyboard2 LayoutsPreference"
    edit = "keyboard2 CustomLayoutEditDialog"
    custom = t("pref_layout_e_custom")
    two = settings_top(t, ["QWERTY (US)", custom], True)
    three = settings_top(t, ["QWERTY (US)", "AZERTY (Français)", custom], False)
    picker_rows = [
        t("pref_layout_e_system"),
        custom,
        "QWERTY (US)",
        "Colemak",
        "Dvorak",
        "AZERTY (Belgian)",
        "AZERTY (Français)",
        "QWERTZ (Deutsch)",
    ]
    picker = {
        "title": t(APP),
        "dialog": {},
        "items": [{"list": [{"row": r} for r in picker_rows]}],
    }
    ok, cancel = t("android:ok"), t("android:cancel")
    title = t("pref_custom_layout_title")

    def dialog(
        text: str,
        ok_bad: bool | None,
        no: bool | None,
        remove: bool | None,
        can_remove: bool = True,
        category: str = "reversible",
    ) -> dict[str, Any]:
        neutral = (t("pref_layouts_remove_custom"), remove) if can_remove else None
        return alert(
            category,
            edit,
            t(APP),
            title,
            None,
            (cancel, no),
            (ok, ok_bad),
            neutral,
            ({"text": text},),
        )

    return [
        entry("reversible", where, two, [("pref_listgroup_remove_btn", False)]),
        entry("opens-prompt", where, two, [(t("pref_layouts_item", 2, custom), False)]),
        entry("opens-prompt", where, three, [(t("pref_layouts_item", 3, custom), False)]),
        entry("opens-prompt", where, three, [(t("pref_layouts_add"), False)]),
        entry("reversible", f"{where} (add a layout)", picker, [("QWERTZ (Deutsch)", False)]),
        entry("opens-prompt", f"{where} (add a layout)", picker, [(custom, False)]),
        dialog(CUSTOM[0], None, None, True, category="delete"),
        dialog(CUSTOM[1], None, None, True, category="delete"),
        dialog(CUSTOM[2], None, None, True, category="delete"),
        dialog(CUSTOM[1], False, None, None),
        dialog(CUSTOM[0], None, False, None, category="harmless"),
        dialog(CUSTOM[0], False, None, None, can_remove=False),
    ]


def custom_keys(t: Any) -> list[dict[str, Any]]:
    where = "keyboard2 CustomExtraKeysPreference"
    title = t("pref_extra_keys_title")

    def keys_page(key: str) -> dict[str, Any]:
        return page(
            title,
            [
                {"text": t("pref_extra_keys_custom")},
                {"row": key},
                {"button": "", "rid": f"{ID}pref_listgroup_remove_btn"},
                {"text": t("pref_extra_keys_internal")},
            ],
        )

    def key_dialog(key: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        field = {"field": f"{ID}text", "hint": t("pref_dialog_edit_text"), "text": key}
        return alert(
            "reversible" if ok is not None else "harmless",
            f"{where} (edit)",
            title,
            None,
            None,
            (t("android:cancel"), no),
            (t("android:ok"), ok),
            None,
            (field,),
        )

    return [
        *(
            entry("delete", where, keys_page(k), [("pref_listgroup_remove_btn", True)])
            for k in KEYS
        ),
        entry("opens-prompt", where, keys_page(KEYS[0]), [(KEYS[0], False)]),
        key_dialog("€", False, None),
        key_dialog("ŋ", None, False),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    where = "keyboard2 SettingsActivity"
    home = t(APP)
    top = settings_top(t, ["QWERTY (US)"], False)
    middle = page(
        home,
        [
            {"text": t("pref_category_suggestions")},
            {"switch": t("pref_suggestions_title"), "checked": True},
            {"text": t("pref_suggestions_summary")},
            {"switch": t("pref_space_bar_auto_complete_title"), "checked": False},
            {"text": t("pref_space_bar_auto_complete_summary")},
            {"text": t("pref_category_typing")},
            {
                "row": t("pref_swipe_dist_title"),
                "secondary": t("pref_swipe_dist_summary", t("pref_swipe_dist_e_default")),
            },
            {"row": t("pref_long_timeout_title"), "secondary": "600ms"},
            {"switch": t("pref_keyrepeat_enabled"), "checked": True},
            {"text": t("pref_category_behavior")},
            {"switch": t("pref_autocapitalisation_title"), "checked": True},
            {"text": t("pref_autocapitalisation_summary")},
            {"switch": t("pref_vibrate_custom"), "checked": False},
        ],
    )
    bottom = page(
        home,
        [
            {"text": t("pref_category_style")},
            {"row": t("pref_theme"), "secondary": t("pref_theme_e_system")},
            {"row": t("pref_keyboard_height_title")},
            {"switch": t("pref_border_config_title"), "checked": False},
            {"text": t("pref_category_clipboard")},
            {
                "row": t("pref_clipboard_history_duration"),
                "secondary": t("pref_clipboard_history_duration_5"),
            },
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    rows = [t(f"pref_show_number_row_{k}") for k in ("no_number_row", "no_symbols", "symbols")]
    themes = [t(f"pref_theme_e_{k}") for k in ("system", "dark", "light", "black", "white")]
    durations = [t(f"pref_clipboard_history_duration_{k}") for k in ("1", "5", "30", "stop")]
    timeout = ({"text": "600ms"}, {"slider": t("pref_long_timeout_title")})
    return [
        entry("harmless", where, top, [(t("pref_extra_keys_title"), False)]),
        entry("opens-prompt", where, top, [(t("pref_number_row_title"), False)]),
        choice(
            "reversible",
            f"{where} (number row)",
            home,
            t("pref_number_row_title"),
            rows,
            rows[0],
            cancel,
            rows[2],
        ),
        entry("reversible", where, middle, [(t("pref_space_bar_auto_complete_title"), False)]),
        entry("reversible", where, middle, [(t("pref_autocapitalisation_title"), False)]),
        entry("reversible", where, middle, [(t("pref_keyrepeat_enabled"), False)]),
        entry("opens-prompt", where, middle, [(t("pref_long_timeout_title"), False)]),
        alert(
            "reversible",
            f"{where} (long press timeout)",
            home,
            t("pref_long_timeout_title"),
            None,
            (cancel, None),
            (ok, False),
            None,
            timeout,
        ),
        alert(
            "harmless",
            f"{where} (long press timeout)",
            home,
            t("pref_long_timeout_title"),
            None,
            (cancel, False),
            (ok, None),
            None,
            timeout,
        ),
        entry("opens-prompt", where, bottom, [(t("pref_theme"), False)]),
        choice(
            "reversible",
            f"{where} (theme)",
            home,
            t("pref_theme"),
            themes,
            themes[0],
            cancel,
            themes[1],
        ),
        entry("reversible", where, bottom, [(t("pref_border_config_title"), False)]),
        entry("opens-prompt", where, bottom, [(t("pref_clipboard_history_duration"), False)]),
        choice(
            "reversible",
            f"{where} (clipboard memory duration)",
            home,
            t("pref_clipboard_history_duration"),
            durations,
            durations[1],
            cancel,
            durations[0],
        ),
    ]
