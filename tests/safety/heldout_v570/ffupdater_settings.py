"""FFUpdater's settings (``de.marmaro.krt.ffupdater``): the checks, downloads and
installations in the foreground and the background, the theme, the hidden apps and the apps
kept from the update check, the installer, the device and the network. Strings from
``ffupdater/src/main/res/values*/strings.xml`` (the preferences' titles, summaries and
choices) and the platform's OK and Cancel; the app names of the lists are the app's titles,
and the proxy's address is the same in every language.

Read from the code: ``ffupdater/src/main/res/xml/root_preferences.xml`` (the categories
Foreground, Background, Installer, Device and Network with their switches, lists and text
preferences, their defaults and which depends on which); ``res/values*/arrays.xml`` (the
choices of the theme, of "Update check interval", of "Installer method" and of "DNS
settings", Android 10 and later's theme choices from ``values-v29``, Shizuku's installer from
``values-v23``); ``ffupdater/src/main/java/de/marmaro/krt/ffupdater/activity/settings/
SettingsActivity.kt`` (the page "Settings"; every app's title as the choices of "Hidden apps"
and "Exclude apps from update check"; a new theme applied at once; the background check
restarted after "Update check" or its interval changed; the downloaded APK files deleted when
"Prefer 32-Bit APKs" changes; root asked for before the root installer is kept; the
downloader restarted after a network setting changed); ``settings/ForegroundSettings.kt``,
``BackgroundSettings.kt``, ``InstallerSettings.kt``, ``NetworkSettings.kt`` and
``DeviceSettingsHelper.kt`` (what each setting changes; every one of them can be set back).
A switch sets its preference at once; a list preference's dialog sets the choice tapped and
closes, with only Cancel as a button; a multi-select or text preference's dialog keeps the
ticks or the text until OK.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, alert, checks, on, page, radios

PROXY = "SOCKS;127.0.0.1;9050"
APPS = (
    "brave__title",
    "brave_beta__title",
    "brave_nightly__title",
    "chromium__title",
    "cromite__title",
    "duckduckgo_android__title",
    "fairemail__title",
    "fennecfdroid__title",
)
"""The first apps of the lists of apps, in the order of ``App``, as the dialog shows them."""
INTERVALS = ("15min", "30min", "1h", "2h", "4h", "6h", "8h", "12h", "18h", "1d", "2d", "3d")
"""The first choices of "Update check interval" (``update_interval__*``)."""
INSTALLERS = ("session", "native", "root", "shizuku")
DNS = ("system", "digital_society_ch", "quad9", "cloudflare", "google", "custom", "no")


def screens(t: Any) -> list[dict[str, Any]]:
    return foreground(t) + background(t) + installer_and_network(t)


def _switch(t: Any, title: str, state: bool, summary: str | None = None) -> list[dict]:
    """A switch preference: its title, its state and its summary."""
    return [{"switch": t(title), "checked": state}, *([{"text": t(summary)}] if summary else [])]


def _category(t: Any, title: str, summary: str | None = None) -> list[dict[str, Any]]:
    return [{"text": t(title)}, *([{"text": t(summary)}] if summary else [])]


def foreground(t: Any) -> list[dict[str, Any]]:
    title = t("settings_activity__label")
    metered = {"switch": t("settings__foreground__update_check__metered__title"), "checked": True}
    theme = {
        "row": t("settings__foreground__theme_preference__title"),
        "secondary": t("settings__foreground__theme_preference__summary"),
    }
    hidden = {
        "row": t("foreground__hidden_apps__title"),
        "secondary": t("foreground__hidden_apps__summary"),
    }
    settings = page(
        title,
        [
            *_category(
                t, "settings__foreground_category__title", "settings__foreground_category__summary"
            ),
            metered,
            {"text": t("settings__foreground__update_check__metered__summary")},
            *_switch(t, "settings__foreground__download__metered__title", True),
            theme,
            *_switch(t, "settings__b_f__delete_cache_if_install_successful", True),
            *_switch(t, "settings__b_f__delete_cache_if_install_failed", True),
            *_switch(t, "foreground__hide_apps_signed_by_different_certificate__title", False),
            hidden,
        ],
    )
    themes = [
        ("settings__theme_light", False),
        ("settings__theme_dark", False),
        ("settings__theme_system_default", True),
    ]
    choices = radios([(t(key), state) for key, state in themes])
    cancel, ok = t("android:cancel"), t("android:ok")

    def themed(category: str, taps: tuple[tuple[str, bool], ...], no: bool | None) -> dict:
        return alert(
            category,
            "ffupdater SettingsActivity (Choose theme)",
            title,
            t("settings__foreground__theme_preference__title"),
            None,
            [(cancel, NEGATIVE, no)],
            choices,
            taps,
        )

    def hide(
        category: str, ticked: bool, taps: tuple[tuple[str, bool], ...], yes: bool | None
    ) -> dict[str, Any]:
        rows = checks([(t(app), ticked and app == APPS[5]) for app in APPS])
        return alert(
            category,
            "ffupdater SettingsActivity (Hidden apps)",
            title,
            t("foreground__hidden_apps__title"),
            None,
            [(cancel, NEGATIVE, None), (ok, POSITIVE, yes)],
            rows,
            taps,
        )

    where = "ffupdater SettingsActivity (foreground)"
    return [
        on("reversible", where, settings, [(metered, False)]),
        on("opens-prompt", where, settings, [(theme, False)]),
        themed("reversible", ((t("settings__theme_dark"), False),), None),
        themed("harmless", (), False),
        on("opens-prompt", where, settings, [(hidden, False)]),
        hide("reversible", False, ((t(APPS[5]), False),), None),
        hide("reversible", True, (), False),
    ]


def background(t: Any) -> list[dict[str, Any]]:
    title = t("settings_activity__label")
    check = {"switch": t("settings__background__update_check__enabled__title"), "checked": True}
    interval = {
        "row": t("settings__background__update_check__interval__title"),
        "secondary": t("update_interval__6h"),
    }
    excluded = {
        "row": t("settings__background__update_check__excluded_apps__title"),
        "secondary": t("settings__background__update_check__excluded_apps__summary"),
    }
    install = {
        "switch": t("settings__background__installation__enabled__title"),
        "checked": True,
    }
    settings = page(
        title,
        [
            *_category(
                t, "settings__background_category__title", "settings__background_category__summary"
            ),
            check,
            {"text": t("settings__background__update_check__enabled__summary")},
            *_switch(
                t,
                "background__separate_notification_channels__title",
                False,
                "background__separate_notification_channels__summary",
            ),
            interval,
            excluded,
            *_switch(t, "settings__background__update_check__metered__title", True),
            *_switch(
                t,
                "settings__background__update_check__when_device_idle__title",
                False,
                "settings__background__update_check__when_device_idle__summary",
            ),
            *_switch(
                t,
                "settings__background__download__enabled__title",
                True,
                "settings__background__download__enabled__summary",
            ),
            *_switch(
                t,
                "settings__background__download__metered__title",
                False,
                "settings__background__download__metered__summary",
            ),
            install,
            {"text": t("settings__background__installation__enabled__summary")},
            *_switch(
                t,
                "background__installation__when_screen_off__title",
                False,
                "background__installation__when_screen_off__summary",
            ),
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    every = radios([(t(f"update_interval__{key}"), key == "6h") for key in INTERVALS])
    apps = checks([(t(app), app == APPS[0]) for app in APPS])
    where = "ffupdater SettingsActivity (background)"
    return [
        on("opens-prompt", where, settings, [(interval, False)]),
        alert(
            "reversible",
            "ffupdater SettingsActivity (Update check interval)",
            title,
            t("settings__background__update_check__interval__title"),
            None,
            [(cancel, NEGATIVE, None)],
            every,
            ((t("update_interval__1d"), False),),
        ),
        on("opens-prompt", where, settings, [(excluded, False)]),
        alert(
            "reversible",
            "ffupdater SettingsActivity (Exclude apps from update check)",
            title,
            t("settings__background__update_check__excluded_apps__title"),
            None,
            [(cancel, NEGATIVE, None), (ok, POSITIVE, False)],
            apps,
        ),
        on("reversible", where, settings, [(install, False)]),
    ]


def installer_and_network(t: Any) -> list[dict[str, Any]]:
    title = t("settings_activity__label")
    method = {"row": t("installer__method__title"), "secondary": t("installer__method__session")}
    bits = {"switch": t("device__prefer_32bit_apks__title"), "checked": False}
    dns = {
        "row": t("network__dns_provider__title"),
        "secondary": t("network__dns_provider__system"),
    }
    proxy = {"row": t("network__proxy__title"), "secondary": PROXY}
    settings = page(
        title,
        [
            *_category(t, "settings__installer_category__title"),
            method,
            *_category(t, "settings__device_category__title"),
            bits,
            {"text": t("device__prefer_32bit_apks__summary")},
            *_category(t, "settings__network_category__title"),
            *_switch(
                t,
                "settings__network__trust_user_cas__title",
                False,
                "settings__network__trust_user_cas__summary",
            ),
            *_switch(
                t,
                "settings__network__use_cloudflare_mirrors__title",
                False,
                "settings__network__use_cloudflare_mirrors__summary",
            ),
            dns,
            proxy,
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    installers = radios([(t(f"installer__method__{key}"), key == "session") for key in INSTALLERS])
    servers = radios([(t(f"network__dns_provider__{key}"), key == "system") for key in DNS])
    field = ({"field": "android:id/edit", "text": PROXY, "focused": True},)
    where = "ffupdater SettingsActivity (installer, device, network)"
    return [
        on("opens-prompt", where, settings, [(method, False)]),
        alert(
            "reversible",
            "ffupdater SettingsActivity (Installer method)",
            title,
            t("installer__method__title"),
            None,
            [(cancel, NEGATIVE, None)],
            installers,
            ((t("installer__method__root"), False),),
        ),
        on("reversible", where, settings, [(bits, False)]),
        on("opens-prompt", where, settings, [(dns, False)]),
        alert(
            "reversible",
            "ffupdater SettingsActivity (DNS settings)",
            title,
            t("network__dns_provider__title"),
            None,
            [(cancel, NEGATIVE, None)],
            servers,
            ((t("network__dns_provider__quad9"), False),),
        ),
        on("opens-prompt", where, settings, [(proxy, False)]),
        alert(
            "reversible",
            "ffupdater SettingsActivity (Proxy)",
            title,
            t("network__proxy__title"),
            t("network__proxy__dialog_message"),
            [(cancel, NEGATIVE, None), (ok, POSITIVE, False)],
            field,
        ),
    ]
