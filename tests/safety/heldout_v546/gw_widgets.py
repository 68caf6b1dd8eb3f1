"""Geometric Weather's widget and live wallpaper settings (``wangdaye.com.geometricweather``),
strings from ``app/src/main/res/values*/strings.xml`` and ``arrays.xml``. The percentages and
the subtitle's template are the same in every language.

Read from the code (``app/src/main/java/wangdaye/com/geometricweather``):
``remoteviews/config/AbstractWidgetConfigActivity.java`` with
``res/layout/activity_widget_config.xml`` (a widget's settings: the preview, the style,
background, subtitle and text colour spinners, each of which opens its dropdown, the
transparency and text size bars and the switches, which change only the preview, and DONE,
which writes every setting to the widget's ``ConfigStore``, redraws the widgets and closes the
page; the settings are read back when the page opens again, so each can be set back; with the
subtitle set to Custom, the sheet at the foot with the template's field, whose text DONE saves
as the subtitle); ``remoteviews/config/DayWidgetConfigActivity.java`` (the Daily widget's page
shows the style, background, transparency, "Hide subtitle", subtitle, text colour and text size
settings); ``wallpaper/LiveWallpaperConfigActivity.kt`` (the live wallpaper's page: the Weather
and Time fields, each of which opens a dropdown, and DONE, which saves the two choices with
``LiveWallpaperConfigManager.update`` and closes the page).
"""

from __future__ import annotations

from typing import Any

from screens import ID, entry, page

TEMPLATE = "$cw$ $ct$ · $l$"
"""The custom subtitle the user writes."""
CONFIG = ID + "activity_widget_config_"


def screens(t: Any) -> list[dict[str, Any]]:
    return [*day_widget(t), *live_wallpaper(t)]


def day_page(t: Any, subtitle: int, sheet: bool) -> dict[str, Any]:
    items: list[dict[str, Any]] = [
        {"text": t("feedback_view_style")},
        {"button": t("widget_styles[0]"), "rid": CONFIG + "styleSpinner"},
        {"text": t("feedback_show_widget_card")},
        {"button": t("widget_card_styles[0]"), "rid": CONFIG + "showCardSpinner"},
        {"text": t("feedback_show_widget_card_alpha")},
        {"slider": "100%", "rid": CONFIG + "cardAlphaSeekBar"},
        {"switch": t("feedback_hide_subtitle"), "checked": False,
         "rid": CONFIG + "hideSubtitleSwitch"},
        {"text": t("feedback_subtitle_data")},
        {"button": t(f"subtitle_data[{subtitle}]"), "rid": CONFIG + "subtitleDataSpinner"},
        {"text": t("feedback_black_text")},
        {"button": t("widget_text_colors[2]"), "rid": CONFIG + "blackTextSpinner"},
        {"text": t("feedback_text_size")},
        {"slider": "100%", "rid": CONFIG + "textSizeSeekBar"},
        {"button": t("done"), "rid": CONFIG + "doneButton"},
    ]  # fmt: skip
    if sheet:
        items += [
            {"field": CONFIG + "subtitle_inputter", "hint": t("feedback_subtitle_data"),
             "text": TEMPLATE},
            {"text": t("feedback_custom_subtitle_explanation")},
        ]  # fmt: skip
    return {"items": items}


def day_widget(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather DayWidgetConfigActivity"
    plain = day_page(t, 0, False)
    custom = day_page(t, 5, True)
    return [
        entry("reversible", where, plain, [(t("done"), False)]),
        entry("opens-prompt", where, plain, [(t("widget_styles[0]"), False)]),
        entry("reversible", f"{where} (custom subtitle)", custom, [(t("done"), False)]),
    ]


def live_wallpaper(t: Any) -> list[dict[str, Any]]:
    shown = page(
        t("settings_title_live_wallpaper"),
        [
            {"field": "", "hint": t("feedback_live_wallpaper_weather_kind"),
             "text": t("live_wallpaper_weather_kinds[4]")},
            {"field": "", "hint": t("feedback_live_wallpaper_day_night_type"),
             "text": t("live_wallpaper_day_night_types[0]")},
            {"button": t("done")},
        ],
    )  # fmt: skip
    return [entry("reversible", "geometricweather LiveWallpaperConfigActivity", shown,
                  [(t("done"), False)])]  # fmt: skip
