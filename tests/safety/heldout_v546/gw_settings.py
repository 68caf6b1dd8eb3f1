"""Geometric Weather's settings and about page (``wangdaye.com.geometricweather``), strings
from ``app/src/main/res/values*/strings.xml`` and ``arrays.xml``. The keys, times, unit
symbols, language names, provider names and people's names on the screens are the same in every
language.

Read from the code (``app/src/main/java/wangdaye/com/geometricweather``):
``settings/activities/SettingsActivity.kt`` (the settings' title, Settings, on every page of
them, and the About icon, which opens the about page);
``settings/compose/RootSettingsScreen.kt`` (the sections Basic, Forecast, Widget and
Notification: checkboxes that set their setting at once, as "Background Free" and "Send
Notification" do; choices ("Automatic refresh rate", "Dark mode", "Weekly icons mode",
"Notification style") and times ("Forecast time for today") that open a dialog; "Live
wallpaper", which opens its page; "Service provider", Units and Appearance, which open theirs;
a row for each kind of widget on the home screen, which opens its settings and whose title is
the code's key, ``widget_day``; turning "Background Free" off opens "Block notification group",
with SET, which opens the system's notification settings, and DONE, which only goes on to
"Ignore battery optimization"); ``settings/preference/composables/ListPreference.kt`` (a
choice's dialog: its radio rows, each of which sets the setting at once and closes it, and
CANCEL); ``TimePickerPreference.kt`` (the time picker with CANCEL and DONE, which sets the
time); ``EditTextPreference.kt`` (a text setting's dialog: the field, which starts with the
setting's value, CANCEL, and DONE, which writes the field's text over the setting, an empty one
as well); ``CheckboxPreference.kt``; ``settings/compose/ServiceProviderSettingsScreen.kt``
("Weather source", whose choice sets the source and drops the current location's stored
weather, which the next refresh downloads again; "Location service"; "Advanced service provider
settings", which opens its page); ``ServiceProviderAdvancedSettingsScreen.kt`` (the keys of
AccuWeather, OpenWeather, Baidu IP location, Météo France, Air Parif and ATMO AURA, each an
``EditTextPreferenceView`` whose summary is the key the user set, or "Default (unchanged)"
while it is empty and the app uses its own; ``SettingsManager`` keeps one value for each, with
no history); ``AppearanceSettingsScreen.kt`` ("Icon pack", which opens
``ProvidersPreviewerDialog``, "Displayed cards", which opens the card editor, the trends'
choices, the checkboxes, and Language, whose choice sets the language and shows the snackbar
"Changes will take effect after restart" with Restart, which recreates the app's pages);
``UnitSettingsScreen.kt`` (each unit a choice);
``settings/dialogs/ProvidersPreviewerDialog.java``,
``settings/adapters/IconProviderAdapter.java``, ``res/layout/item_icon_provider.xml`` and
``item_icon_provider_get_more.xml`` (the icon packs: a pack's row, which sets it, its preview
button, and "Get more" with the app store, GitHub and Chronus buttons, which open the app
store's search or the browser); ``settings/activities/CardDisplayManageActivity.java``,
``settings/adapters/CardDisplayAdapter.java``, ``common/ui/adapters/TagAdapter.java``,
``res/layout/activity_card_display_manage.xml``, ``item_card_display.xml`` and ``item_tag.xml``
(the card editor: each shown card's row with its drag handle and its delete button, which moves
the card to the tags at the foot, and the tags, each of which puts its card back on the list);
``settings/activities/AboutActivity.kt`` (the about page: GitHub and E-mail, which open the
project's page and the mail app; Donate, whose Alipay opens the Alipay app on the author's
payment code and whose Wechat opens ``WechatDonateDialog``, a dialog with the WeChat payment
code; the contributors and translators, each of which opens a page or the mail app), and the
donation class of ``settings/utils``.
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, compose_dialog, entry, page, snackbar

KEYS = {
    "accu_weather": "5c7f0a3e9b2d4e61a8f4c3b2d1e0f9a8",
    "accu_current": "0d3b6f1e2a9c4b7d8e5f6a1b2c3d4e5f",
    "accu_aqi": "a41f8e2d7c6b4a3f9e1d0c8b7a6f5e4d",
    "owm": "b6e3f1a2c9d84e7fa0b1c2d3e4f5a6b7",
    "baidu": "Xk29fLq8PzR3vB7nM1tY6wQe",
    "mf_wsft": "c8d2e4f6a1b3457990e1f2a3b4c5d6e7",
    "iqa_air_parif": "f0e1d2c3-b4a5-4697-8899-aabbccddeeff",
    "iqa_atmo_aura": "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d",
}
"""The keys the user set in the advanced provider settings, as their rows show them."""
NEW_KEYS = {
    "accu_current": "7e21c9b4d05f4a3e8b6c1d2f3a4b5c6d",
    "owm": "3f9a2b8c7d6e4f5a9b0c1d2e3f4a5b6c",
    "mf_wsft": "e5d4c3b2a1f04e9d8c7b6a5f4e3d2c1b",
    "iqa_atmo_aura": "1b2c3d4e5f6a4b7c8d9e0f1a2b3c4d5e",
}
"""What the user typed over four of them."""
TITLES = {
    "accu_weather": "settings_provider_accu_weather_key",
    "accu_current": "settings_provider_accu_current_key",
    "accu_aqi": "settings_provider_accu_aqi_key",
    "owm": "settings_provider_owm_key",
    "baidu": "settings_provider_baidu_ip_location",
    "mf_wsft": "settings_provider_mf_wsft_key",
    "iqa_air_parif": "settings_provider_iqa_air_parif_key",
    "iqa_atmo_aura": "settings_provider_iqa_atmo_aura_key",
}
"""Each key's title (the Baidu one's row and dialog carry the section's name)."""
PEOPLE = ("WangDaYeeeeee", "Julien Papasian", "dylan")


def screens(t: Any) -> list[dict[str, Any]]:
    return [*root(t), *providers(t), *keys(t), *appearance(t), *about(t)]


def root_top(t: Any) -> dict[str, Any]:
    return page(
        t("action_settings"),
        [
            {"icon": t("action_about")},
            {"text": t("settings_category_basic")},
            {"switch": t("settings_title_background_free"), "checked": True},
            {"switch": t("settings_title_alert_notification_switch"), "checked": True},
            {"switch": t("settings_title_precipitation_notification_switch"), "checked": False},
            {"row": t("settings_title_refresh_rate"), "secondary": t("automatic_refresh_rates[2]")},
            {"row": t("settings_title_dark_mode"), "secondary": t("dark_modes[0]")},
            {"row": t("settings_title_live_wallpaper"),
             "secondary": t("settings_summary_live_wallpaper")},
            {"row": t("settings_title_service_provider"),
             "secondary": t("settings_summary_service_provider")},
            {"row": t("settings_title_unit"), "secondary": t("settings_summary_unit")},
            {"row": t("settings_title_appearance"),
             "secondary": t("settings_summary_appearance")},
        ],
    )  # fmt: skip


def root_forecast(t: Any) -> dict[str, Any]:
    return page(
        t("action_settings"),
        [
            {"icon": t("action_about")},
            {"row": t("settings_title_unit"), "secondary": t("settings_summary_unit")},
            {"row": t("settings_title_appearance"),
             "secondary": t("settings_summary_appearance")},
            {"text": t("settings_category_forecast")},
            {"switch": t("settings_title_forecast_today"), "checked": True},
            {"row": t("settings_title_forecast_today_time"), "secondary": "07:00"},
        ],
    )  # fmt: skip


def root_lower(t: Any) -> dict[str, Any]:
    return page(
        t("action_settings"),
        [
            {"icon": t("action_about")},
            {"switch": t("settings_title_forecast_tomorrow"), "checked": False},
            {"row": t("settings_title_forecast_tomorrow_time"), "secondary": "21:00"},
            {"text": t("settings_category_widget")},
            {"row": t("settings_title_week_icon_mode"), "secondary": t("week_icon_modes[0]")},
            {"switch": t("settings_title_minimal_icon"), "checked": False},
            {"row": t("key_widget_day")},
            {"text": t("settings_category_notification")},
            {"switch": t("settings_title_notification"), "checked": True},
            {"row": t("settings_title_notification_style"),
             "secondary": t("notification_styles[0]")},
        ],
    )  # fmt: skip


def choices(t: Any, array: str, count: int, chosen: int) -> tuple[dict[str, Any], ...]:
    return tuple({"radio": t(f"{array}[{i}]"), "checked": i == chosen} for i in range(count))


def root(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather RootSettingsScreen"
    title = t("action_settings")
    modes = choices(t, "dark_modes", 4, 0)
    rates = choices(t, "automatic_refresh_rates", 12, 2)
    cancel, done = t("cancel"), t("done")
    return [
        entry("harmless", "geometricweather SettingsActivity", root_top(t),
              [(t("action_about"), False)]),
        entry("reversible", where, root_top(t), [(t("settings_title_background_free"), False)]),
        entry("opens-prompt", where, root_top(t), [(t("settings_title_dark_mode"), False)]),
        entry("harmless", where, root_top(t), [(t("settings_title_live_wallpaper"), False)]),
        entry("reversible", f"{where} (lower)", root_lower(t),
              [(t("settings_title_notification"), False)]),
        entry("opens-prompt", f"{where} (forecast)", root_forecast(t),
              [(t("settings_title_forecast_today_time"), False)]),
        entry("harmless", f"{where} (lower)", root_lower(t), [(t("key_widget_day"), False)]),
        compose_dialog("reversible", "geometricweather ListPreference (dark mode)", title,
                       t("settings_title_dark_mode"), [(cancel, None)], modes,
                       ((t("dark_modes[2]"), False),)),
        compose_dialog("harmless", "geometricweather ListPreference (dark mode)", title,
                       t("settings_title_dark_mode"), [(cancel, False)], modes),
        compose_dialog("reversible", "geometricweather ListPreference (refresh rate)", title,
                       t("settings_title_refresh_rate"), [(cancel, None)], rates,
                       ((t("automatic_refresh_rates[1]"), False),)),
        compose_dialog("reversible", "geometricweather TimePickerPreference (today)", title,
                       t("settings_title_forecast_today_time"), [(cancel, None), (done, False)],
                       ({"text": "07:30"},)),
        alert("opens-prompt", f"{where} (Block notification group)", title,
              t("feedback_interpret_notification_group_title"),
              t("feedback_interpret_notification_group_content"),
              None, (t("go_to_set"), None), (done, False)),
    ]  # fmt: skip


def providers(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather ServiceProviderSettingsScreen"
    title = t("action_settings")
    listed = page(
        title,
        [
            {"row": t("settings_title_weather_source"), "secondary": t("weather_sources[1]")},
            {"row": t("settings_title_location_service"), "secondary": t("location_services[3]")},
            {"row": t("settings_title_service_provider_advanced"),
             "secondary": t("settings_summary_service_provider_advanced")},
        ],
    )  # fmt: skip
    sources = choices(t, "weather_sources", 4, 1)
    return [
        entry("opens-prompt", where, listed, [(t("settings_title_weather_source"), False)]),
        entry("harmless", where, listed, [(t("settings_title_service_provider_advanced"), False)]),
        compose_dialog("reversible", "geometricweather ListPreference (weather source)", title,
                       t("settings_title_weather_source"), [(t("cancel"), None)], sources,
                       ((t("weather_sources[2]"), False),)),
    ]  # fmt: skip


def advanced_page(t: Any) -> dict[str, Any]:
    def row(name: str) -> dict[str, Any]:
        return {"row": t(TITLES[name]), "secondary": KEYS[name]}

    return page(
        t("action_settings"),
        [
            {"text": t("settings_provider_accu_weather")},
            row("accu_weather"),
            row("accu_current"),
            row("accu_aqi"),
            {"text": t("settings_provider_owm")},
            row("owm"),
            {"text": t("settings_provider_baidu_ip_location")},
            row("baidu"),
        ],
    )


def keys(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather ServiceProviderAdvancedSettingsScreen"
    title = t("action_settings")

    def key_dialog(name: str) -> dict[str, Any]:
        typed = NEW_KEYS.get(name, "")
        category = "overwrite" if typed else "reset"
        field = {"field": "", "text": typed, "focused": True}
        return compose_dialog(category, f"geometricweather EditTextPreference ({name} key)", title,
                              t(TITLES[name]), [(t("cancel"), False), (t("done"), True)],
                              (field,))  # fmt: skip

    return [
        entry("opens-prompt", where, advanced_page(t), [(t(TITLES["accu_weather"]), False)]),
        *(key_dialog(name) for name in KEYS),
    ]


def appearance(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather AppearanceSettingsScreen"
    title = t("action_settings")
    shown = ", ".join(t(k) for k in ("daily_overview", "hourly_overview", "air_quality"))
    look = page(
        title,
        [
            {"row": t("settings_title_icon_provider"), "secondary": t("geometric_weather")},
            {"row": t("settings_title_card_display"), "secondary": shown},
            {"row": t("settings_title_daily_trend_display")},
            {"row": t("settings_title_hourly_trend_display")},
            {"switch": t("settings_title_trend_horizontal_line_switch"), "checked": True},
            {"switch": t("settings_title_gravity_sensor_switch"), "checked": True},
            {"switch": t("settings_title_list_animation_switch"), "checked": True},
            {"switch": t("settings_title_item_animation_switch"), "checked": True},
            {"row": t("settings_language"), "secondary": t("languages[0]")},
        ],
    )
    languages = choices(t, "languages", 12, 0)
    packs = [
        {"row": t("geometric_weather"), "rid": ID + "item_icon_provider_container"},
        {"icon": t("content_desc_check_details"), "rid": ID + "item_icon_provider_previewButton"},
        {"text": t("get_more")},
        {"icon": t("content_desc_app_store"), "rid": ID + "item_icon_provider_get_more_appStore"},
        {"icon": "Git hub", "rid": ID + "item_icon_provider_get_more_gitHub"},
        {"icon": "Chronus", "rid": ID + "item_icon_provider_get_more_chronus"},
    ]
    cards = page(
        t("settings_title_card_display"),
        [
            {"icon": t("content_des_drag_flag"), "rid": ID + "item_card_display_sortButton"},
            {"text": t("daily_overview"), "rid": ID + "item_card_display_title"},
            {"icon": t("content_des_delete_flag"), "rid": ID + "item_card_display_deleteBtn"},
            *({"button": t(k), "rid": ID + "item_tag"}
              for k in ("hourly_overview", "air_quality", "allergen", "sunrise_sunset")),
        ],
    )  # fmt: skip
    units = choices(t, "temperature_units", 3, 0)
    return [
        entry("opens-prompt", where, look, [(t("settings_language"), False)]),
        compose_dialog("reversible", "geometricweather ListPreference (language)", title,
                       t("settings_language"), [(t("cancel"), None)], languages,
                       ((t("languages[9]"), False),)),
        snackbar("harmless", f"{where} (language changed)", look, t("feedback_restart"),
                 t("restart"), False),
        alert("harmless", "geometricweather ProvidersPreviewerDialog", title,
              t("settings_title_icon_provider"), None, None, None, items=tuple(packs),
              taps=((t("content_desc_app_store"), False),)),
        entry("reversible", "geometricweather CardDisplayManageActivity", cards,
              [(t("content_des_delete_flag"), False)]),
        compose_dialog("reversible", "geometricweather ListPreference (temperature unit)",
                       title, t("settings_title_temperature_unit"), [(t("cancel"), None)],
                       units, ((t("temperature_units[1]"), False),)),
    ]  # fmt: skip


def about(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather AboutActivity"
    shown = page(
        t("action_about"),
        [
            {"text": t("geometric_weather")},
            {"text": "3.102"},
            {"text": t("about_app")},
            {"row": t("gitHub")},
            {"row": t("email")},
            {"text": t("donate")},
            {"row": t("alipay")},
            {"row": t("wechat")},
            {"text": t("contributor")},
            *({"row": name} for name in PEOPLE),
        ],
    )
    return [
        entry("harmless", where, shown, [(t("gitHub"), False)]),
        entry("harmless", where, shown, [(t("alipay"), False)]),
        entry("opens-prompt", where, shown, [(t("wechat"), False)]),
    ]
