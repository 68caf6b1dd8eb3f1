"""Unitto's screens (``com.sadellie.unitto``, a calculator and unit converter: calculations
kept in a history and deleted one by one or all at once, favourite time zones added, labelled
and deleted, the app's data backed up to a file and restored from one, unit groups hidden and
sorted, themes, languages and switches set), strings from
``core/common/src/commonMain/composeResources/values*/strings.xml``. The expressions, labels,
file and city names on the screens are the same in every language, except the cities' names,
which the system's ICU data writes in the device's language (``CITY``).

Unitto is written with Jetpack Compose, which gives its nodes no resource ids: a control is
known by its text or its content description, and a dialog's buttons by their labels (the
Material 3 ``AlertDialog`` of Compose, not the platform's).

Read from the code: ``feature/calculator/.../CalculatorScreen.kt`` (the compact layout's top
bar: the drawer button, "Clear history", shown only while the history is open, and the "History
view button"; the tablet layout, whose history list stays open beside the keypad;
``ClearHistoryDialog`` with Cancel and Clear, which calls ``CalculatorViewModel.clearHistory``
and deletes every saved calculation); ``components/CalculatorHistoryList.kt`` (each saved
calculation with its Delete button, shown while the history is open, which calls
``deleteHistoryItem`` at once); ``core/ui/.../KeypadButton.kt`` (the keypad: Clear, which empties
the input, Delete, which removes the last character, Equal, which computes and saves the
calculation to the history); ``core/ui/.../NavigationDrawer.kt`` and ``core/navigation/.../
DrawerItem.kt`` (the drawer's destinations); ``feature/timezone/.../TimeZoneScreen.kt`` (the
user's time card with Reset, the favourite zones, "Add time zone", the time pickers and the
Label dialog with Cancel and OK, which renames the zone's label); ``components/
FavoriteTimeZoneItem.kt`` (a zone opened by a tap shows its label, or Add where it has none,
"Select time" and Delete, which removes the zone from the favourites at once);
``AddTimeZoneScreen.kt`` (a zone tapped is added to the favourites); ``feature/settings/.../
SettingsScreen.kt`` (the settings list: the pages, the Vibrations and "Keep screen on" switches,
"Clear cache", which calls ``currencyRatesDao.clear()``, "Rate this app", which opens the store);
``backup/BackupScreen.kt``, ``BackupViewModel.kt`` and ``core/backup/.../BackupManager.kt`` ("Back
up" opens the system's picker to create a file; Restore opens the system's picker to open one,
and the file picked there is written over the app's database and settings at once, with no
question, before the app restarts); ``unitgroups/UnitGroupsScreen.kt`` (Auto-sort, its dialog
with Cancel and Confirm, and the Undo button it leaves; a hidden group tapped is shown again);
``display/DisplayScreen.kt`` (the theme's toggle buttons Auto, Light and Dark, "AMOLED Dark",
"Dynamic colors", Language); ``language/LanguageScreen.kt``; ``calculator/
CalculatorSettingsScreen.kt`` (its switches); ``feature/datecalculator/.../DateCalculatorScreen
.kt`` and ``addsubtract/AddSubtractPage.kt`` (the tabs and "Create event", which opens the
calendar's new-event page with the dates filled in); ``feature/glance/.../converter/
ConverterWidgetConfigure.kt`` (the widget's pairs, each with Delete, the Add button and Confirm,
which saves the pairs to the widget); ``feature/converter/.../ConverterScreenContent.kt`` and
``UnitFromSelectorScreen.kt`` ("Swap units" and the favourites button).
"""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

HISTORY = [
    ("12×7", "84"),
    ("2^10", "1024"),
    ("√2", "1.4142135624"),
    ("45+17.5", "62.5"),
    ("1/3", "0.3333333333"),
]
FILES = ["2026-03-01-09-30-12.unitto", "2026-02-14-18-05-40.unitto", "2025-12-31-23-10-02.unitto"]
FOLDER = "Unitto backups"
CITY = {
    "tokyo": {
        "en": "Tokyo",
        "zh": "东京",
        "ja": "東京",
        "ko": "도쿄",
        "de": "Tokio",
        "fr": "Tokyo",
        "es": "Tokio",
        "pt": "Tóquio",
        "ru": "Токио",
    },
    "new_york": {
        "en": "New York",
        "zh": "纽约",
        "ja": "ニューヨーク",
        "ko": "뉴욕",
        "de": "New York",
        "fr": "New York",
        "es": "Nueva York",
        "pt": "Nova York",
        "ru": "Нью-Йорк",
    },
    "london": {
        "en": "London",
        "zh": "伦敦",
        "ja": "ロンドン",
        "ko": "런던",
        "de": "London",
        "fr": "Londres",
        "es": "Londres",
        "pt": "Londres",
        "ru": "Лондон",
    },
    "sydney": {
        "en": "Sydney",
        "zh": "悉尼",
        "ja": "シドニー",
        "ko": "시드니",
        "de": "Sydney",
        "fr": "Sydney",
        "es": "Sídney",
        "pt": "Sydney",
        "ru": "Сидней",
    },
    "berlin": {
        "en": "Berlin",
        "zh": "柏林",
        "ja": "ベルリン",
        "ko": "베를린",
        "de": "Berlin",
        "fr": "Berlin",
        "es": "Berlín",
        "pt": "Berlim",
        "ru": "Берлин",
    },
    "lisbon": {
        "en": "Lisbon",
        "zh": "里斯本",
        "ja": "リスボン",
        "ko": "리스본",
        "de": "Lissabon",
        "fr": "Lisbonne",
        "es": "Lisboa",
        "pt": "Lisboa",
        "ru": "Лиссабон",
    },
}
"""The favourite zones' cities as the system's ICU data names them in each language."""
ZONES = [
    ("tokyo", "Office", "23:05"),
    ("new_york", "Mum", "10:05"),
    ("london", "Sam", "15:05"),
    ("sydney", "Team", "01:05"),
    ("berlin", "", "16:05"),
]
"""The favourite zones: the city, the label the user gave it (none for Berlin), its time."""


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        calculator(t)
        + drawer(t)
        + time_zones(t)
        + settings(t)
        + backup(t)
        + unit_groups(t)
        + display(t)
        + other_pages(t)
    )


def keypad(t: Any) -> list[dict[str, Any]]:
    keys = (
        "keyboard_inverse",
        "keyboard_radian",
        "keyboard_brackets",
        "keyboard_divide",
        "keyboard_multiply",
        "keyboard_minus",
        "keyboard_plus",
        "common_clear",
        "common_delete",
        "keyboard_equal",
    )
    return [{"button": "7"}, {"button": "8"}, {"button": "9"}] + [{"icon": t(k)} for k in keys]


def calculator_page(t: Any, history: list[tuple[str, str]] | None, wide: bool = False) -> dict:
    """The calculator: its top bar, the history when open (with a Delete button per saved
    calculation), the input and, unless the history fills the screen, the keypad."""
    items: list[dict[str, Any]] = []
    if not wide:
        items.append({"icon": t("common_open_menu_description")})
    if history is not None:
        items.append({"icon": t("calculator_clear_history")})
    if not wide:
        items.append({"icon": t("settings_history_view_button")})
    if history:
        rows = []
        for expression, result in history:
            rows += [{"icon": t("common_delete")}, {"link": expression}, {"text": result}]
        items.append({"list": rows})
    items.append({"field": "input", "text": "6×(3+4)"})
    if history is None or wide:
        items += keypad(t)
    return {"items": items}


def clear_dialog(
    t: Any, category: str, source: str, behind: dict, clear: bool | None, cancel: bool | None
) -> dict[str, Any]:
    title = t("calculator_clear_history")
    screen = {
        **behind,
        "dialog": {"title": title, "message": t("calculator_clear_history_support")},
        "items": [{"icon": title}, {"button": t("common_cancel")}, {"button": t("common_clear")}],
    }
    cases = [(t("common_clear"), clear), (t("common_cancel"), cancel)]
    return entry(category, source, screen, [(k, v) for k, v in cases if v is not None])


def calculator(t: Any) -> list[dict[str, Any]]:
    where = "unitto CalculatorScreen"
    closed = calculator_page(t, None)
    opened = calculator_page(t, HISTORY[:2])
    wide = calculator_page(t, HISTORY, wide=True)
    found = [
        entry(
            "harmless",
            f"{where} (keypad)",
            closed,
            [
                (t("settings_history_view_button"), False),
                (t("common_clear"), False),
                (t("common_delete"), False),
            ],
        ),
        entry("reversible", f"{where} (keypad)", closed, [(t("keyboard_equal"), False)]),
    ]
    # One saved calculation open at a time: its Delete button is the only one on the screen.
    for one in HISTORY:
        found.append(
            entry(
                "delete",
                f"{where} (history open, one saved)",
                calculator_page(t, [one]),
                [(t("common_delete"), True)],
            )
        )
    found += [
        entry(
            "opens-prompt",
            f"{where} (history open)",
            opened,
            [(t("calculator_clear_history"), False)],
        ),
        entry(
            "harmless",
            f"{where} (history open)",
            opened,
            [(t("settings_history_view_button"), False), (HISTORY[0][0], False)],
        ),
        entry("opens-prompt", f"{where} (tablet)", wide, [(t("calculator_clear_history"), False)]),
        clear_dialog(t, "delete", f"{where} (clear history)", opened, True, None),
        clear_dialog(t, "delete", f"{where} (clear history, tablet)", wide, True, None),
        clear_dialog(
            t,
            "delete",
            f"{where} (clear history, one saved)",
            calculator_page(t, HISTORY[2:3]),
            True,
            None,
        ),
        clear_dialog(t, "harmless", f"{where} (clear history)", opened, None, False),
        clear_dialog(t, "harmless", f"{where} (clear history, tablet)", wide, None, False),
    ]
    return found


def drawer(t: Any) -> list[dict[str, Any]]:
    rows = (
        "calculator_title",
        "converter_title",
        "date_calculator_title",
        "time_zone_title",
        "body_mass_title",
        "settings_title",
    )
    screen = {"dialog": {}, "items": [{"menu": t(k)} for k in rows]}
    where = "unitto NavigationDrawer"
    return [
        entry(
            "harmless", where, screen, [(t("time_zone_title"), False), (t("settings_title"), False)]
        )
    ]


def city(t: Any, key: str) -> str:
    return CITY[key][getattr(t, "lang", "en")]


def zones_page(t: Any, opened: str | None = None) -> dict[str, Any]:
    """The time zones page: the user's time with Reset, the favourites (the one ``opened``
    showing its label, or Add, "Select time" and Delete), the "Add time zone" button."""
    items: list[dict[str, Any]] = [
        {"icon": t("common_open_menu_description")},
        {"text": "14:05"},
        {"icon": t("time_zone_reset")},
    ]
    rows: list[dict[str, Any]] = []
    for key, label, time in ZONES:
        if key != opened:
            rows.append({"row": city(t, key), "secondary": f"{label} {time}".strip()})
            continue
        rows += [
            {"button": label or t("common_add")},
            {"text": city(t, key)},
            {"text": time},
            {"button": t("common_select_time")},
            {"button": t("common_delete")},
        ]
    items += [{"list": rows}, {"icon": t("time_zone_add_title")}]
    return page(t("time_zone_title"), items)


def time_zones(t: Any) -> list[dict[str, Any]]:
    where = "unitto TimeZoneScreen"
    found = [
        entry(
            "harmless",
            where,
            zones_page(t),
            [
                (t("time_zone_reset"), False),
                (t("time_zone_add_title"), False),
                (city(t, "tokyo"), False),
            ],
        ),
    ]
    for key, label, _ in ZONES:
        if label:
            found.append(
                entry(
                    "delete",
                    f"{where} ({label}, opened)",
                    zones_page(t, key),
                    [(t("common_delete"), True)],
                )
            )
    found += [
        entry(
            "reversible",
            f"{where} (unlabelled zone, opened)",
            zones_page(t, "berlin"),
            [(t("common_delete"), False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (Office, opened)",
            zones_page(t, "tokyo"),
            [(t("common_select_time"), False), ("Office", False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (unlabelled zone, opened)",
            zones_page(t, "berlin"),
            [(t("common_add"), False)],
        ),
    ]
    behind = t("time_zone_title")
    ok, cancel = t("common_ok"), t("common_cancel")
    label_items = ({"field": "label", "text": "Office", "focused": True},)
    found += [
        popup(
            "reversible",
            f"{where} (label)",
            behind,
            t("common_label"),
            None,
            [(cancel, None), (ok, False)],
            label_items,
        ),
        popup(
            "harmless",
            f"{where} (label)",
            behind,
            t("common_label"),
            None,
            [(cancel, False), (ok, None)],
            label_items,
        ),
        popup(
            "harmless",
            f"{where} (time picker)",
            behind,
            t("common_select_time"),
            None,
            [(cancel, False), (ok, False)],
            ({"icon": t("common_select_time")}, {"text": "23"}, {"text": "05"}),
        ),
    ]
    added = [
        {"icon": t("common_navigate_up_description")},
        {"field": "query", "hint": t("common_search_text_field_placeholder")},
        {"list": [{"row": city(t, k)} for k in ("lisbon", "berlin", "sydney")]},
    ]
    found.append(
        entry(
            "reversible",
            "unitto AddTimeZoneScreen",
            page(t("time_zone_add_title"), added),
            [(city(t, "lisbon"), False)],
        )
    )
    return found


def settings(t: Any) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = [
        {"icon": t("common_open_menu_description")},
        {"row": t("settings_display"), "secondary": t("settings_display_support")},
        {"row": t("settings_starting_screen"), "secondary": t("settings_starting_screen_support")},
        {"row": t("settings_formatting"), "secondary": t("settings_formatting_support")},
        {"row": t("calculator_title"), "secondary": t("settings_calculator_support")},
        {"row": t("converter_title"), "secondary": t("settings_converter_support")},
        {"switch": t("settings_vibrations"), "checked": True},
        {"switch": t("settings_keep_screen_on"), "checked": False},
        {"row": t("settings_backup"), "secondary": t("settings_backup_support")},
        {"row": t("settings_clear_cache"), "secondary": "1.2 MB"},
        {"row": t("settings_rate_this_app")},
        {"row": t("settings_about_unitto"), "secondary": t("settings_about_unitto_support")},
    ]
    screen = page(t("settings_title"), [{"list": rows}])
    where = "unitto SettingsScreen"
    return [
        entry(
            "harmless",
            where,
            screen,
            [
                (t("settings_backup"), False),
                (t("settings_clear_cache"), False),
                (t("settings_rate_this_app"), False),
            ],
        ),
        entry(
            "reversible",
            where,
            screen,
            [(t("settings_vibrations"), False), (t("settings_keep_screen_on"), False)],
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    counts = (
        ("settings_saved_expressions", "24"),
        ("settings_favorite_units", "6"),
        ("settings_used_units", "31"),
        ("settings_favorite_time_zones", "5"),
    )
    screen = page(
        t("settings_backup"),
        [
            {"icon": t("common_navigate_up_description")},
            {"button": t("settings_back_up")},
            {"button": t("settings_restore")},
            *({"row": t(k), "secondary": n} for k, n in counts),
        ],
    )
    found = [
        entry(
            "opens-prompt",
            "unitto BackupScreen",
            screen,
            [(t("settings_back_up"), False), (t("settings_restore"), False)],
        ),
    ]
    # The system's file picker opened by Restore, in the folder of the backups: a file
    # tapped there is restored at once.
    picker = page(FOLDER, [{"list": [{"row": name} for name in FILES]}])
    for name in FILES:
        found.append(
            entry("overwrite", "unitto BackupScreen (restore, file picker)", picker, [(name, True)])
        )
    return found


def unit_groups(t: Any) -> list[dict[str, Any]]:
    shown = ("unit_group_length", "unit_group_mass", "unit_group_temperature")
    hidden = ("unit_group_torque", "unit_group_flux")
    items: list[dict[str, Any]] = [
        {"icon": t("common_navigate_up_description")},
        {"icon": t("settings_unit_groups_auto_sort")},
        {"text": t("common_enabled")},
        {"list": [{"row": t(k)} for k in shown]},
        {"text": t("common_disabled")},
        {"list": [{"row": t(k)} for k in hidden]},
    ]
    title = t("settings_unit_groups_title")
    where = "unitto UnitGroupsScreen"
    sorted_items = [items[0], {"icon": t("settings_unit_groups_undo")}, *items[2:]]
    sort = (t("settings_unit_groups_auto_sort"), t("settings_unit_groups_auto_sort_support"))
    confirm, cancel = t("common_confirm"), t("common_cancel")
    return [
        entry(
            "opens-prompt",
            where,
            page(title, items),
            [(t("settings_unit_groups_auto_sort"), False)],
        ),
        entry("reversible", where, page(title, items), [(t("unit_group_torque"), False)]),
        popup(
            "reversible", f"{where} (auto-sort)", title, *sort, [(cancel, None), (confirm, False)]
        ),
        popup("harmless", f"{where} (auto-sort)", title, *sort, [(cancel, False), (confirm, None)]),
        entry(
            "reversible",
            f"{where} (sorted)",
            page(title, sorted_items),
            [(t("settings_unit_groups_undo"), False)],
        ),
    ]


def display(t: Any) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = [
        {"icon": t("common_navigate_up_description")},
        {"text": t("settings_color_theme")},
        {"button": t("settings_auto")},
        {"button": t("settings_light_mode")},
        {"button": t("settings_dark_mode")},
        {"switch": t("settings_amoled_dark"), "checked": False},
        {"switch": t("settings_dynamic_colors"), "checked": True},
        {"row": t("settings_language"), "secondary": t("settings_language_support")},
        {"switch": t("settings_ac_button"), "checked": True},
        {"switch": t("settings_middle_zero"), "checked": False},
    ]
    screen = page(t("settings_display"), items)
    where = "unitto DisplayScreen"
    locales = (
        "locale_en",
        "locale_de",
        "locale_es",
        "locale_fr",
        "locale_pt_rBR",
        "locale_ru",
        "locale_zh_rCN",
    )
    languages = page(
        t("settings_language"),
        [
            {"icon": t("common_navigate_up_description")},
            {"list": [{"radio": t(k)} for k in locales]},
        ],
    )
    calc = page(
        t("calculator_title"),
        [
            {"icon": t("common_navigate_up_description")},
            {"switch": t("settings_history_view_button"), "checked": True},
            {"switch": t("settings_fractional_output"), "checked": False},
            {"switch": t("settings_partial_history_view"), "checked": True},
            {"switch": t("settings_stepped_drag_gesture"), "checked": False},
        ],
    )
    return [
        entry(
            "reversible",
            where,
            screen,
            [(t("settings_dark_mode"), False), (t("settings_amoled_dark"), False)],
        ),
        entry("harmless", where, screen, [(t("settings_language"), False)]),
        entry("reversible", "unitto LanguageScreen", languages, [(t("locale_fr"), False)]),
        entry(
            "reversible",
            "unitto CalculatorSettingsScreen",
            calc,
            [(t("settings_fractional_output"), False)],
        ),
    ]


def other_pages(t: Any) -> list[dict[str, Any]]:
    both = f"{t('date_calculator_add')}/{t('date_calculator_subtract')}"
    dates = page(
        t("date_calculator_title"),
        [
            {"icon": t("common_open_menu_description")},
            {"tab": both},
            {"tab": t("date_calculator_difference")},
            {"text": t("date_calculator_start")},
            {"text": "2026-03-24 09:00"},
            {"text": t("date_calculator_end")},
            {"text": "2026-04-07 09:00"},
            {"button": t("date_calculator_create_event")},
        ],
    )
    widget = page(
        t("converter_widget_configure_select_pairs"),
        [
            {"icon": t("common_confirm")},
            {
                "list": [
                    {"text": t("unit_kilometer")},
                    {"text": t("unit_mile")},
                    {"icon": t("common_delete")},
                ]
            },
            {"icon": t("common_add")},
        ],
    )
    converter = page(
        t("converter_title"),
        [
            {"icon": t("common_open_menu_description")},
            {"field": "value", "text": "42"},
            {"text": "26.0976"},
            {"button": t("unit_kilometer")},
            {"icon": t("converter_swap_units_description")},
            {"button": t("unit_mile")},
        ],
    )
    selector = page(
        t("unit_kilometer"),
        [
            {"icon": t("common_navigate_up_description")},
            {"field": "query", "hint": t("common_search_text_field_placeholder")},
            {"icon": t("converter_favorite_button_description")},
            {
                "list": [
                    {"row": t("unit_kilometer")},
                    {"row": t("unit_mile")},
                    {"row": t("unit_foot")},
                ]
            },
        ],
    )
    return [
        entry(
            "harmless",
            "unitto DateCalculatorScreen",
            dates,
            [(t("date_calculator_difference"), False)],
        ),
        entry(
            "opens-prompt",
            "unitto AddSubtractPage",
            dates,
            [(t("date_calculator_create_event"), False)],
        ),
        entry(
            "reversible",
            "unitto ConverterWidgetConfigure",
            widget,
            [(t("common_delete"), False), (t("common_confirm"), False)],
        ),
        entry(
            "harmless",
            "unitto ConverterScreen",
            converter,
            [(t("converter_swap_units_description"), False)],
        ),
        entry(
            "reversible",
            "unitto UnitFromSelectorScreen",
            selector,
            [(t("converter_favorite_button_description"), False)],
        ),
    ]
