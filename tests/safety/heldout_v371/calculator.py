"""Fossify Calculator's screens (``org.fossify.math``, a calculator with a history of its
results, a unit converter and a home-screen widget; its settings, color customization and
dialogs come from Fossify Commons), strings from the app's ``res/values*/strings.xml`` and
``donottranslate.xml`` and, for what Commons draws, from Commons' ``res/values*/strings.xml``.
The formulas, results and numbers on the screens are the same in every language.

Read from the app's code (``app/src/main/kotlin/org/fossify/math``):
``activities/MainActivity.kt`` with ``res/layout/activity_main.xml``,
``res/layout/view_calculator.xml`` and ``res/menu/menu.xml`` (the toolbar's History, "Unit
converter" and Settings, and in its overflow About and "More Fossify apps", which opens the
store; the keypad, whose keys only edit the formula, C, which removes one character, and =,
which shows the result and stores it in the history through ``HistoryHelper``);
``dialogs/HistoryDialog.kt`` with ``res/layout/dialog_history.xml``, ``history_view.xml`` and
``adapters/HistoryAdapter.kt`` (History: the stored formulas and results, a row's tap puts its
result into the formula, OK closes the dialog, and the neutral Clear calls
``calculatorDB.deleteHistory()`` at once, with no confirmation and no undo);
``activities/UnitConverterPickerActivity.kt`` with ``res/layout/activity_unit_converter_picker
.xml`` and ``item_unit_type.xml`` (the grid of unit kinds); ``activities/UnitConverterActivity
.kt`` with ``res/layout/activity_unit_converter.xml``, ``view_unit_converter.xml``,
``view_converter.xml``, ``res/menu/converter_menu.xml`` and ``views/ConverterView.kt`` ("Swap
units", which swaps the two units; a unit's row opens the list of units, a ``RadioGroupDialog``
whose pick sets that unit; the keypad and C edit the value); ``activities/SettingsActivity.kt``
and ``compose/SettingsScreen.kt`` (the Compose settings: "Customize colors", "Customize widget
colors", "Purchase Fossify Thank You", which opens the store, Language, which opens the
system's language page for the app, and the switches "Vibrate on button press" and "Prevent
phone from sleeping while the app is in foreground", each stored at once and turned back by
another tap); ``activities/WidgetConfigureActivity.kt`` with ``res/layout/widget_config.xml``
(the widget's background and text colors, each opening a color picker, and OK, which applies
them to the widget). And from Commons (``commons/src/main/kotlin/org/fossify/commons``):
``activities/CustomizationActivity.kt`` with ``res/layout/activity_customization.xml`` and
``res/menu/menu_customization.xml`` (Theme, "Text color", "Background color", "Primary
color", "App icon color" and "Apply colors to all Fossify Apps", which without Fossify Thank
You only opens the purchase dialog; Save, shown once a color has changed, which stores the
colors; leaving with unsaved changes opens ``promptSaveDiscard``: "You have unsaved changes.
Save before exit?" with Discard, which calls ``resetColors`` and closes the page, and Save;
the app icon color's warning with OK); ``dialogs/RadioGroupDialog.kt`` (the theme list) and
``dialogs/ColorPickerDialog.kt`` (a color's picker, with Cancel and OK).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.fossify.math:id/"
HISTORY = [("12×3", "36"), ("150÷4", "37.5"), ("2^10", "1,024"), ("√81", "9"),
           ("19.99×3", "59.97"), ("1,200-350", "850"), ("45%", "0.45"), ("7+8", "15")]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return calculator(t) + history(t) + converter(t) + settings(t) + customization(t) + widget(t)


def keypad(formula: str, result: str) -> list[dict[str, Any]]:
    keys = [("%", "btn_percent"), ("^", "btn_power"), ("√", "btn_root"), ("÷", "btn_divide"),
            ("7", "btn_7"), ("8", "btn_8"), ("9", "btn_9"), ("×", "btn_multiply"),
            ("4", "btn_4"), ("5", "btn_5"), ("6", "btn_6"), ("-", "btn_minus"),
            ("1", "btn_1"), ("2", "btn_2"), ("3", "btn_3"), ("+", "btn_plus"),
            ("0", "btn_0"), (".", "btn_decimal"), ("C", "btn_clear"),
            ("=", "btn_equals")]  # fmt: skip
    return [
        {"text": formula, "rid": f"{ID}formula"},
        {"text": result, "rid": f"{ID}result"},
        *({"button": label, "rid": f"{ID}{rid}"} for label, rid in keys),
    ]


def main_page(t: Any, formula: str = "12×3", result: str = "36") -> dict[str, Any]:
    bar = [
        {"icon": t("history"), "rid": f"{ID}history"},
        {"icon": t("unit_converter"), "rid": f"{ID}unit_converter"},
        {"icon": t("settings"), "rid": f"{ID}settings"},
    ]
    return page(t("app_launcher_name"), bar + keypad(formula, result))


def calculator(t: Any) -> list[dict[str, Any]]:
    where = "calculator MainActivity"
    home = main_page(t)
    typing = main_page(t, "150÷4", "37.5")
    return [
        entry("opens-prompt", where, home, [(t("history"), False)]),
        entry("harmless", where, home, [(t("unit_converter"), False), (t("settings"), False)]),
        entry("harmless", f"{where} (typing)", typing, [("7", False), ("+", False)]),
        entry("reversible", f"{where} (typing)", typing, [("=", False), ("C", False)]),
        menu(
            "harmless",
            f"{where} (overflow)",
            t("app_launcher_name"),
            [t("about"), t("more_fossify_apps")],
            [(t("about"), False), (t("more_fossify_apps"), False)],
        ),
    ]


def history(t: Any) -> list[dict[str, Any]]:
    behind = t("app_launcher_name")

    def shown(rows: list[tuple[str, str]]) -> tuple[dict[str, Any], ...]:
        items = [{"row": f, "secondary": r, "rid": f"{ID}item_formula"} for f, r in rows]
        return ({"list": items},)

    def clearing(source: str, rows: list[tuple[str, str]], clear: bool | None,
                 ok: bool | None, category: str) -> dict[str, Any]:  # fmt: skip
        buttons = {"neutral": (t("clear_history"), clear), "positive": (t("ok"), ok)}
        return alert(category, f"calculator HistoryDialog ({source})", behind, t("history"),
                     None, buttons, shown(rows))  # fmt: skip

    variants = [
        ("eight results", HISTORY),
        ("one result", HISTORY[:1]),
        ("two results", HISTORY[1:3]),
        ("prices", HISTORY[4:6]),
        ("four results", HISTORY[:4]),
        ("percent and sum", HISTORY[6:]),
        ("roots and powers", HISTORY[2:4]),
    ]
    dialogs = [clearing(name, rows, True, None, "delete") for name, rows in variants]
    ok = clearing("closed", HISTORY[:3], None, False, "harmless")
    row = alert(
        "reversible",
        "calculator HistoryAdapter (result reused)",
        behind,
        t("history"),
        None,
        {"neutral": (t("clear_history"), None), "positive": (t("ok"), None)},
        shown(HISTORY[:3]),
    )
    row["cases"] = [{"tap": "150÷4", "irreversible": False}]
    return [*dialogs, ok, row]


def converter(t: Any) -> list[dict[str, Any]]:
    kinds = ["unit_length", "unit_area", "unit_volume", "unit_mass", "unit_temperature",
             "unit_time", "unit_speed", "unit_pressure", "unit_energy"]  # fmt: skip
    picker = page(
        t("unit_converter"),
        [{"list": [{"row": t(k), "rid": f"{ID}unit_label"} for k in kinds]}],
    )
    where = "calculator UnitConverterPickerActivity"
    top, bottom = t("unit_length_kilometer"), t("unit_length_mile")
    length = page(
        t("unit_length"),
        [
            {"icon": t("swap_units"), "rid": f"{ID}swap_units"},
            {"row": top, "secondary": "5", "rid": f"{ID}top_unit_name"},
            {"id": f"{ID}swap_button", "rid": f"{ID}swap_button"},
            {"row": bottom, "secondary": "3.10686", "rid": f"{ID}bottom_unit_name"},
            *({"button": k, "rid": f"{ID}btn_{k}"} for k in "789456123"),
            {"button": "C", "rid": f"{ID}btn_clear"},
        ],
    )
    units = ["unit_length_kilometer", "unit_length_meter", "unit_length_mile",
             "unit_length_yard", "unit_length_foot", "unit_length_nautical_mile"]  # fmt: skip
    radios = tuple({"radio": t(u), "checked": u == "unit_length_mile"} for u in units)
    unit_list = {"title": t("unit_length"), "dialog": {}, "items": list(radios)}
    here = "calculator UnitConverterActivity (length)"
    return [
        entry("harmless", where, picker, [(t("unit_length"), False)]),
        entry("harmless", where, picker, [(t("unit_temperature"), False)]),
        entry("harmless", where, picker, [(t("unit_energy"), False)]),
        entry("reversible", here, length, [(t("swap_units"), False)]),
        entry("reversible", here, length, [("swap_button", False), ("C", False)]),
        entry("harmless", here, length, [(top, False), ("4", False)]),
        entry(
            "reversible",
            "calculator ConverterView (unit list)",
            unit_list,
            [(t("unit_length_nautical_mile"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    screen = page(
        t("settings"),
        [
            {"text": t("color_customization")},
            {"row": t("customize_colors")},
            {"row": t("customize_widget_colors")},
            {"text": t("general_settings")},
            {"row": t("purchase_simple_thank_you")},
            {"row": t("language"), "secondary": "English"},
            {"switch": t("vibrate_on_button_press"), "checked": True},
            {"switch": t("prevent_phone_from_sleeping"), "checked": False},
        ],
    )
    where = "calculator SettingsScreen"
    return [
        entry("harmless", where, screen, [(t("customize_colors"), False)]),
        entry("harmless", where, screen, [(t("customize_widget_colors"), False)]),
        entry("harmless", where, screen, [(t("purchase_simple_thank_you"), False)]),
        entry("harmless", where, screen, [(t("language"), False)]),
        entry("reversible", where, screen, [(t("vibrate_on_button_press"), False)]),
        entry("reversible", where, screen, [(t("prevent_phone_from_sleeping"), False)]),
    ]


def customization(t: Any) -> list[dict[str, Any]]:
    title = t("customize_colors")

    def colors(theme: str, saving: bool) -> dict[str, Any]:
        save = [{"icon": t("save"), "rid": f"{ID}save"}] if saving else []
        rows = [
            ("theme", "customization_theme_label"),
            ("text_color", "customization_text_color_label"),
            ("background_color", "customization_background_color_label"),
            ("primary_color", "customization_primary_color_label"),
            ("app_icon_color", "customization_app_icon_color_label"),
        ]
        return page(
            title,
            [
                *save,
                {"text": t("theme_and_colors"), "rid": f"{ID}settings_theme_and_colors_label"},
                *({"row": t(k), "rid": f"{ID}{rid}"} for k, rid in rows),
                {"text": t(theme), "rid": f"{ID}customization_theme"},
                {"text": t("all_fossify_apps"), "rid": f"{ID}settings_all_fossify_apps_label"},
                {"switch": t("apply_to_all_apps"), "rid": f"{ID}apply_to_all", "checked": False},
            ],
        )

    where = "commons CustomizationActivity"
    clean, changed = colors("dark_theme", False), colors("custom", True)
    themes = [t(k) for k in ("auto_light_dark_theme", "light_theme", "dark_theme",
                             "black_white", "custom")]  # fmt: skip
    theme_list = {
        "title": title,
        "dialog": {},
        "items": [{"radio": n, "checked": n == themes[2]} for n in themes],
    }
    picker = (
        {"field": f"{ID}color_picker_new_hex", "text": "#FF5722"},
        {"id": f"{ID}color_picker_square", "rid": f"{ID}color_picker_square"},
    )
    message = t("save_before_closing")

    def leaving(changes: str, discard: bool | None, save: bool | None, category: str
                ) -> dict[str, Any]:  # fmt: skip
        buttons = {"negative": (t("discard"), discard), "positive": (t("save"), save)}
        return alert(category, f"{where} (unsaved {changes})", title, None, message, buttons)

    changes = ["theme", "text color", "background color", "primary color", "app icon color",
               "several colors"]  # fmt: skip
    return [
        entry("harmless", where, clean, [(t("theme"), False)]),
        entry("harmless", where, clean, [(t("text_color"), False), (t("primary_color"), False)]),
        entry("opens-prompt", where, clean, [(t("apply_to_all_apps"), False)]),
        entry("reversible", f"{where} (changed)", changed, [(t("save"), False)]),
        entry("reversible", f"{where} (theme list)", theme_list, [(t("black_white"), False)]),
        alert(
            "reversible",
            "commons ColorPickerDialog",
            title,
            None,
            None,
            {"negative": (t("cancel"), None), "positive": (t("ok"), False)},
            picker,
        ),
        alert(
            "harmless",
            "commons ColorPickerDialog (cancelled)",
            title,
            None,
            None,
            {"negative": (t("cancel"), False), "positive": (t("ok"), None)},
            picker,
        ),
        alert(
            "harmless",
            f"{where} (app icon color warning)",
            title,
            None,
            t("app_icon_color_warning"),
            {"positive": (t("ok"), False)},
        ),
        *(leaving(c, True, None, "discard") for c in changes),
        leaving("colors, saved", None, False, "reversible"),
    ]


def widget(t: Any) -> list[dict[str, Any]]:
    screen = page(
        t("app_launcher_name"),
        [
            {"id": f"{ID}widget_background", "rid": f"{ID}widget_background"},
            *keypad("", "0")[:2],
            {"button": "AC", "rid": f"{ID}btn_reset"},
            {"id": f"{ID}config_bg_color", "rid": f"{ID}config_bg_color"},
            {"slider": "80", "rid": f"{ID}config_bg_seekbar"},
            {"id": f"{ID}config_text_color", "rid": f"{ID}config_text_color"},
            {"button": t("ok"), "rid": f"{ID}config_save"},
        ],
    )
    where = "calculator WidgetConfigureActivity"
    return [
        entry("harmless", where, screen, [("config_bg_color", False)]),
        entry("reversible", where, screen, [(t("ok"), False)]),
    ]
