"""CAPod's overview, general settings and upgrade screens (``eu.darken.capod``, a companion app for
AirPods and Beats headphones), strings from ``app/src/main/res/values*/strings.xml`` and the
Google Play flavor's ``app/src/gplay/res/values*/strings.xml``. The profile, model and price
words on the screens are the same in every language.

Read from the code (``app/src/main/java/eu/darken/capod``): ``main/ui/overview/
OverviewScreen.kt`` (the overview: its title is the app's name, its top bar the Bluetooth
icon, which opens the system's Bluetooth settings, the Upgrade star for a free user, which
opens the upgrade page, Devices and Settings, which open their pages; the cards below),
``OverviewViewModel.kt`` (``setAncMode`` sends ``AapCommand.SetAncMode`` to the connected
pods, ``requestPermission`` asks the system for a permission, ``reviewDismiss`` snoozes the
review card); ``main/ui/overview/cards/DualPodsCard.kt`` (a profile's card: its name, its
model, "Open device settings" and, over a direct connection, the listening-mode selector
``components/AncModeSelector.kt``, one radio-role slot per mode named by its label, which
sends the mode to the pods at once; the gauges show each pod's and the case's charge and
their "In ear", Microphone and lid chips);
``cards/PermissionCard.kt`` ("Grant permission"), ``cards/ReviewCard.kt`` ("Maybe later"
and Review, the card's own title word as well); ``main/ui/settings/general/
GeneralSettingsScreen.kt`` and ``GeneralSettingsViewModel.kt`` (the theme rows, whose
dialogs, ``common/settings/SettingsListPreferenceItem.kt`` and ``ThemeColorSelectorDialog.kt``,
set the theme at once and close, with the platform's Cancel, and the switches, each written
to the settings at once); ``app/src/gplay/java/eu/darken/capod/common/upgrade/ui/
UpgradeScreen.kt``, ``UpgradeOffers.kt``, ``UpgradeRestore.kt`` and ``UpgradeViewModel.kt``
(the acquisition page: "Start free trial" and "Buy once", which check the account's purchases
and then only launch Google Play's purchase sheet, ``launchBillingFlowNow``, where the
payment is confirmed or cancelled, and "Restore purchase", which asks Google Play to check the
account's purchases again).
"""

from __future__ import annotations

from typing import Any

from screens import card, dialog, entry, page, row, switch

PROFILE, MODEL = "Work AirPods", "AirPods Pro 2"
SUB_PRICE, IAP_PRICE = "$4.99", "$9.99"
ANC = ("anc_mode_off", "anc_mode_on", "anc_mode_transparency", "anc_mode_adaptive")


def screens(t: Any) -> list[dict[str, Any]]:
    return overview(t) + settings(t) + upgrade(t)


def _bar(t: Any) -> list[dict[str, Any]]:
    """The overview's top bar for a free user with the pods connected."""
    return [
        {"icon": t("overview_bluetooth_connected_icon_cd")},
        {"icon": t("general_upgrade_action")},
        {"icon": t("settings_devices_label")},
        {"icon": t("settings_general_label")},
    ]


def _card(t: Any, current: str = "anc_mode_on") -> list[dict[str, Any]]:
    modes = [{"radio": t(k), "checked": k == current} for k in ANC]
    return card(
        PROFILE,
        [
            {"text": MODEL},
            {"icon": t("device_settings_open_cd")},
            {"text": "85%"},
            {"text": t("pods_inear_label")},
            {"text": t("pods_microphone_label")},
            {"text": "80%"},
            {"text": t("pods_inear_label")},
            {"text": "60%"},
            {"text": t("pods_case_status_closed_label")},
            *modes,
        ],
    )


def overview(t: Any) -> list[dict[str, Any]]:
    where = "capod OverviewScreen"
    title = t("app_name")
    main = page(title, [*_bar(t), {"list": _card(t)}])
    permission = page(
        title,
        [
            *_bar(t),
            *card(
                t("permission_bluetooth_scan_label"),
                [
                    {"text": t("permission_bluetooth_scan_description")},
                    {"button": t("general_grant_permission_action")},
                ],
            ),
        ],
    )
    review = page(
        title,
        [
            *_bar(t),
            *card(
                t("review_app_review_action"),
                [
                    {"text": t("review_app_body")},
                    {"button": t("review_app_dismiss_action")},
                    {"button": t("review_app_review_action")},
                ],
            ),
            {"list": _card(t)},
        ],
    )
    return [
        entry("harmless", where, main, [(t("settings_general_label"), False)]),
        entry("harmless", where, main, [(t("device_settings_open_cd"), False)]),
        entry("reversible", where, main, [(t("anc_mode_transparency"), False)]),
        entry("harmless", where, main, [(t("general_upgrade_action"), False)]),
        entry(
            "opens-prompt",
            "capod PermissionCard (Bluetooth scanning)",
            permission,
            [(t("general_grant_permission_action"), False)],
        ),
        entry("harmless", "capod ReviewCard", review, [(t("review_app_dismiss_action"), False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    general_title = t("settings_general_label")
    general = page(
        general_title,
        [
            {"text": t("settings_category_appearance_label")},
            row(t("ui_theme_mode_label"), t("ui_theme_mode_system_label")),
            row(t("ui_theme_style_label"), t("ui_theme_style_default_label")),
            row(t("ui_theme_color_label"), t("ui_theme_color_blue_label")),
            {"text": t("settings_category_other_label")},
            switch(t("settings_monitor_connected_notification_label"), True),
            switch(t("settings_keep_notification_after_disconnect_label"), False),
            switch(t("settings_overview_hide_unmatched_label"), False),
            {"text": t("settings_category_compatibility_options_title")},
            {"text": t("settings_category_compatibility_options_description")},
            switch(t("settings_compat_offloaded_filtering_disabled_title"), False),
            switch(t("settings_compat_offloaded_batching_disabled_title"), False),
            switch(t("settings_compat_indirectcallback_title"), False),
        ],
    )
    colors = (
        "ui_theme_color_blue_label",
        "ui_theme_color_green_label",
        "ui_theme_color_amber_label",
    )
    color_rows = tuple({"radio": t(k), "checked": k == colors[0]} for k in colors)
    where = "capod GeneralSettingsScreen"
    return [
        entry("opens-prompt", where, general, [(t("ui_theme_color_label"), False)]),
        dialog(
            "reversible",
            "capod ThemeColorSelectorDialog",
            general_title,
            t("ui_theme_color_label"),
            None,
            [(t("android:cancel"), None)],
            color_rows,
            ((t("ui_theme_color_green_label"), False),),
        ),
        entry("reversible", where, general, [(t("settings_overview_hide_unmatched_label"), False)]),
    ]


def upgrade(t: Any) -> list[dict[str, Any]]:
    brand = t("app_name_upgraded_template", t("app_name"), t("upgrade_badge_label"))
    acquisition = page(
        t("upgrade_screen_title_template", brand),
        [
            {"text": t("upgrade_preamble")},
            {"text": t("upgrade_screen_benefits_title")},
            {"text": t("upgrade_screen_offers_title")},
            {"text": f"{t('upgrade_screen_subscription_offer_title')} · {SUB_PRICE}"},
            {"text": t("upgrade_screen_subscription_offer_body")},
            {"button": t("upgrade_screen_subscription_trial_action")},
            {"text": t("upgrade_screen_offers_or")},
            {"text": f"{t('upgrade_screen_iap_offer_title')} · {IAP_PRICE}"},
            {"text": t("upgrade_screen_iap_offer_body")},
            {"button": t("upgrade_screen_iap_action")},
            {"text": t("upgrade_screen_offers_body")},
            {"text": t("upgrade_screen_restore_banner_title")},
            {"text": t("upgrade_screen_restore_body")},
            {"button": t("upgrade_screen_restore_purchase_action")},
        ],
    )
    where = "capod UpgradeScreen (Google Play, free user)"
    return [
        entry("opens-prompt", where, acquisition, [(t("upgrade_screen_iap_action"), False)]),
        entry(
            "opens-prompt",
            where,
            acquisition,
            [(t("upgrade_screen_subscription_trial_action"), False)],
        ),
        entry(
            "harmless", where, acquisition, [(t("upgrade_screen_restore_purchase_action"), False)]
        ),
    ]
