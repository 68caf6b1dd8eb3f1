"""Bitchat's about sheet and its settings (``com.bitchat.android``): the theme, the background
service, proof of work, the app's own installation file prepared, shared and deleted, and the
debug sheet's connections. Strings from ``app/src/main/res/values*/strings.xml``. Version
numbers, sizes and device addresses are the same in every language.

Read from the code (``app/src/main/java/com/bitchat/android/``): ``ui/AboutSheet.kt`` (the sheet
the brand button opens: the app's name, tagline and version, the INFO and SETTINGS tabs, the
first showing the features and how to use the app; SETTINGS: THEME with System, Light and Dark
and Bubbles and Matrix, each set at once; LANGUAGE with the "App language" row; SETTINGS with
the toggle rows "Run in Background" (the whole row toggles ``MeshServicePreferences`` and
starts or stops the foreground service), "Live push-to-talk", "Proof of Work" and "Tor
Network", each set back by the same row; the row of the app's installation file: with the
installed APK ready, its icon "Download universal APK" opens "Download Universal APK?", whose
Download downloads a verified universal APK from the configured sources and whose Cancel closes
it; with a downloaded one, its icon Delete opens "Delete cached APK?", whose Delete calls
``UniversalApkManager.deleteCachedApk``, and whose Cancel closes it; "Share via Hotspot", which
opens ``HotspotActivity``, and "Share via Quick Share", which opens "Share BitChat App", whose
"Share App" only opens the system's share sheet with the file; "Debug Settings", and Close);
``ui/AboutSections.kt`` (the tabs and section labels, written in capitals); ``ui/
ApkDownloadViewModel.kt`` (the events behind each of those controls: ``ConfirmDownload``,
``ConfirmDelete``, ``ConfirmAppShare``); ``ui/ApkPrepareRowControls.kt`` (the row's icon
button, known by its description); ``ui/debug/DebugSettingsSheet.kt`` ("Debug Tools": its
switches carry no labels of their own; "Connected devices" with each device and its
Disconnect, which drops that Bluetooth link, ``disconnectAddress``, and "Recent scan results"
with Connect, which opens it again).
"""

from __future__ import annotations

from typing import Any

from screens import alert, sheet

VERSION, SIZE = "1.7.2", 31
"""The app's version and its universal APK's size in MB."""
DEVICE, PEER = "5C:E9:1A:04:B7:3D", "9f3c2a71b0e4d856"
"""A connected device's Bluetooth address and its mesh peer ID."""


def screens(t: Any) -> list[dict[str, Any]]:
    """The about sheet's and the debug sheet's screens, in the language of ``t``."""
    return [*_about(t), *_apk(t), *_debug(t)]


def _hero(t: Any) -> list[dict[str, Any]]:
    return [
        {"icon": t("close_plain")},
        {"text": t("app_name")},
        {"text": t("about_tagline")},
        {"text": t("version_prefix", VERSION)},
        {"tab": t("about_tab_info").upper()},
        {"tab": t("about_tab_settings").upper()},
    ]


def settings_tab(t: Any, apk: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The SETTINGS tab, with the rows of the app's installation file ``apk``."""
    return [
        *_hero(t),
        {"text": t("about_section_theme").upper()},
        *({"button": t(k)} for k in ("about_system", "about_light", "about_dark")),
        *({"button": t(k)} for k in ("chat_ui_bubbles", "chat_ui_matrix")),
        {"text": t("about_language").upper()},
        {"row": t("about_app_language"), "secondary": t("about_system_default")},
        {"text": t("about_section_settings").upper()},
        {"switch": t("about_background_title"), "checked": True},
        {"switch": "Live push-to-talk", "checked": True},
        {"switch": t("about_pow"), "checked": False},
        {"switch": t("about_tor_title"), "checked": False},
        *apk,
        {"button": t("about_debug_settings")},
    ]


def _installed(t: Any) -> list[dict[str, Any]]:
    """The installed APK ready to share, its icon offering the universal download."""
    detail = t("prepare_apk_ready_detail", VERSION, SIZE, t("prepare_apk_source_installed"))
    return [
        {"row": t("prepare_apk_ready_title"), "secondary": detail},
        {"icon": t("prepare_apk_get_universal")},
        {"row": t("hotspot_share_via"), "secondary": t("hotspot_share_via_subtitle")},
        {"row": t("hotspot_share_other"), "secondary": t("hotspot_share_other_subtitle")},
    ]


def _downloaded(t: Any) -> list[dict[str, Any]]:
    """The downloaded universal APK ready to share, its icon deleting it."""
    detail = t("prepare_apk_ready_detail", VERSION, SIZE, t("prepare_apk_source_downloaded"))
    return [
        {"row": t("prepare_apk_ready_title"), "secondary": detail},
        {"icon": t("prepare_apk_button_delete")},
        {"row": t("hotspot_share_via"), "secondary": t("hotspot_share_via_subtitle")},
        {"row": t("hotspot_share_other"), "secondary": t("hotspot_share_other_subtitle")},
    ]


def _about(t: Any) -> list[dict[str, Any]]:
    info = [
        *_hero(t),
        {"text": t("about_section_about").upper()},
        {"text": t("about_offline_mesh_title")},
        {"text": t("about_e2e_title")},
        {"text": t("about_online_geohash_title")},
        {"text": t("about_no_tracking_title")},
        {"text": t("about_how_to_use_heading")},
    ]
    tab = settings_tab(t, _installed(t))
    where = "bitchat AboutSheet"
    return [
        sheet("harmless", f"{where} (info tab)", None, info,
              [(t("about_tab_settings").upper(), False)]),
        sheet("reversible", f"{where} (theme)", None, tab, [(t("about_dark"), False)]),
        sheet("reversible", f"{where} (run in background)", None, tab,
              [(t("about_background_title"), False)]),
        sheet("reversible", f"{where} (proof of work)", None, tab, [(t("about_pow"), False)]),
    ]  # fmt: skip


def _apk(t: Any) -> list[dict[str, Any]]:
    where = "bitchat AboutSheet"
    installed, downloaded = settings_tab(t, _installed(t)), settings_tab(t, _downloaded(t))
    cancel = t("cancel")
    return [
        sheet("opens-prompt", f"{where} (installed APK)", None, installed,
              [(t("prepare_apk_get_universal"), False)]),
        alert("reversible", f"{where} (download universal APK)", t("prepare_apk_dialog_title"),
              t("prepare_apk_dialog_message_unknown_size"),
              [(cancel, False), (t("prepare_apk_dialog_confirm"), False)]),
        sheet("opens-prompt", f"{where} (downloaded APK)", None, downloaded,
              [(t("prepare_apk_button_delete"), False)]),
        alert("delete", f"{where} (delete cached APK)", t("prepare_apk_delete_confirm"),
              t("prepare_apk_delete_message", SIZE),
              [(cancel, False), (t("prepare_apk_button_delete"), True)]),
        sheet("opens-prompt", f"{where} (share via Quick Share)", None, downloaded,
              [(t("hotspot_share_other"), False)]),
        alert("harmless", f"{where} (share BitChat app)", t("share_apk_title"),
              t("share_apk_explanation"), [(cancel, None), (t("share_apk_confirm"), False)],
              ({"text": t("share_apk_receiver_instructions")},)),
    ]  # fmt: skip


def _debug(t: Any) -> list[dict[str, Any]]:
    items = [
        {"icon": t("close_plain")},
        {"text": t("debug_tools_desc")},
        {"text": t("debug_connected_devices")},
        {"text": t("debug_our_device_id_fmt", "4A:11:C0:7E:92:F8")},
        {"text": f"{PEER} • {DEVICE}"},
        {"text": f"jonas • {t('debug_rssi_fmt', -61)} • {t('debug_role_client')}"},
        {"button": t("debug_disconnect")},
        {"text": t("debug_recent_scan_results")},
        {"text": t("debug_none")},
        {"text": t("debug_debug_console")},
        {"button": t("debug_clear")},
    ]
    return [
        sheet(
            "reversible",
            "bitchat DebugSettingsSheet (connected device)",
            t("debug_tools"),
            items,
            [(t("debug_disconnect"), False)],
        ),
    ]
