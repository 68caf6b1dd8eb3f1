"""TrebleShot's screens for this device and the others it knows: the navigation drawer, "Share
this app", the profile editor, "Manage devices" with a device's details and its removal, the
preferences with their reset and the device name, and "Share via browser". Strings from
``app/src/main/res/values*/strings.xml``, the device name dialog's OK and Cancel the
platform's; device names, models and versions are the same in every language.

Read from the code (``app/src/main/java/com/genonbeta/TrebleShot``):
``activity/HomeActivity.java``, ``res/menu/drawer_main.xml`` and
``res/layout/header_default_device.xml`` (the drawer: the device's name and version over
"Manage devices", "Share via browser", "Share this app", Preferences, About, Exit, the TrustZone
switch, "Turn TrustZone on" or "Turn TrustZone off", which turns on or off the mode in which the
TrustZone devices send without asking, ``ACTION_TOGGLE_SEAMLESS_MODE``, and "Feedback &
contact"; Exit stops the app's services and closes it, ``app/Activity.java`` ``exitApp``;
"DevSurvey", shown only where the device's languages include English, and "Help development",
shown only in the Google Play build, are left off); ``dialog/ShareAppDialog.java`` ("Share as
APK or link?": "As APK", Cancel and "As a link", both of which only open the system's share
sheet); ``dialog/ProfileEditorDialog.java`` (the drawer's picture tapped: the name field, Close,
Remove, which deletes the app's copy of the profile picture, and Save, which saves the name);
``activity/ManageDevicesActivity.java`` and ``fragment/NetworkDeviceListFragment.java`` ("Fix
connection" and the known devices; a device tapped only opens its details,
``dialog/DeviceInfoDialog.java`` and ``res/layout/layout_device_info.xml``: its name, model and
version, the switches "Allow to connect", which lets it reach this device, and "Set as
TrustZone device", which lets it send without asking, each saved at once, Remove, which only
opens ``RemoveDeviceDialog``, and Close); ``dialog/RemoveDeviceDialog.java`` ("Remove this
device?", "When you remove a device, its transfers will also be removed", Cancel and Proceed,
whose Proceed deletes the device, its connections and picture and every transfer it alone was
part of, ``object/NetworkDevice.java`` ``onRemoveObject``); ``activity/
PreferencesActivity.java``, ``fragment/PreferencesFragment.java``,
``res/menu/actions_preferences_main.xml`` and ``res/xml/preferences_main_app.xml`` (the
preferences: "Device name", which only opens its dialog, "Enter a device name" with the
platform's Cancel and OK, and the check boxes, each saved at once; the overflow's "Reset to
default", which only opens "Reset to default?", "This will apply initial settings", Cancel and
Proceed, whose Proceed clears every preference, the device's name among them, and closes the
page); ``activity/WebShareActivity.java`` ("Share via browser": the floating button starts or
stops the web server that serves the transfers marked "Share on browser").
"""

from __future__ import annotations

from typing import Any

from screens import alert, check, entry, menu, page, pref

APP = "TrebleShot"
THIS, VERSION = "Pixel 4a", "1.4.2"
"""This device's name and the app's version."""
DENIZ, MERT = "Deniz's Galaxy S10", "Mert's Redmi Note 8"


def screens(t: Any) -> list[dict[str, Any]]:
    """The screens of this device and the others, in the language of ``t``."""
    return [*_drawer(t), *_devices(t), *_preferences(t), *_web(t)]


def _drawer(t: Any) -> list[dict[str, Any]]:
    rows = [t("text_manageDevices"), t("butn_webShare"), t("butn_shareTrebleshot"),
            t("text_preferences"), t("text_about"), t("butn_exit"), t("butn_turnTrustZoneOn"),
            t("butn_feedbackContact")]  # fmt: skip
    drawer = page(APP, [
        {"id": "layout_profile_picture_image_preferred"},
        {"text": THIS, "rid": "header_default_device_name_text"},
        {"text": VERSION, "rid": "header_default_device_version_text"},
        {"list": [{"row": row} for row in rows]},
    ])  # fmt: skip
    cancel, close = t("butn_cancel"), t("butn_close")
    name = ({"field": "editText", "hint": t("text_deviceName"), "text": THIS},)
    where = "trebleshot HomeActivity (drawer)"
    return [
        entry("harmless", where, drawer, [(t("text_manageDevices"), False)]),
        entry("reversible", where, drawer,
              [(t("butn_turnTrustZoneOn"), False), (t("butn_exit"), False)]),
        entry("opens-prompt", where, drawer, [(t("butn_shareTrebleshot"), False)]),
        alert("harmless", "trebleshot ShareAppDialog", APP, None, t("ques_shareAsApkOrLink"),
              neutral=(t("butn_asApk"), None), negative=(cancel, False),
              positive=(t("butn_asLink"), False)),
        alert("reversible", "trebleshot ProfileEditorDialog", APP, None, None,
              neutral=(close, None), negative=(t("butn_remove"), False),
              positive=(t("butn_save"), None), items=name),
    ]  # fmt: skip


def _devices(t: Any) -> list[dict[str, Any]]:
    title = t("text_manageDevices")
    shown = page(title, [
        {"button": t("butn_fixConnection"), "rid": "fixConnectionButton"},
        {"list": [{"row": DENIZ, "secondary": "SM-G973F"},
                  {"row": MERT, "secondary": "Redmi Note 8"}]},
    ])  # fmt: skip
    allow, trust = t("text_allowToConnect"), t("butn_trustZoneDevice")
    details = (
        {"text": DENIZ, "rid": "text1"}, {"text": t("text_deviceModelInfo")},
        {"text": "SAMSUNG SM-G973F", "rid": "modelText"}, {"text": t("text_version")},
        {"text": VERSION, "rid": "versionText"},
        {"switch": allow, "rid": "accessSwitch", "checked": True},
        {"switch": trust, "rid": "trustSwitch", "checked": False},
    )  # fmt: skip
    remove, close = t("butn_remove"), t("butn_close")
    where = "trebleshot DeviceInfoDialog"
    return [
        entry("opens-prompt", "trebleshot ManageDevicesActivity", shown, [(DENIZ, False)]),
        alert("reversible", where, title, None, None, negative=(remove, None),
              positive=(close, None), items=details, taps=((allow, False), (trust, False))),
        alert("opens-prompt", where, title, None, None, negative=(remove, False),
              positive=(close, None), items=details),
        alert("delete", "trebleshot RemoveDeviceDialog", title, t("ques_removeDevice"),
              t("text_removeDeviceNotice"), negative=(t("butn_cancel"), False),
              positive=(t("butn_proceed"), True)),
    ]  # fmt: skip


def _preferences(t: Any) -> list[dict[str, Any]]:
    title, dark = t("text_preferences"), t("text_applyDarkTheme")
    device = t("text_deviceName")
    shown = page(title, [
        {"text": t("text_application")},
        pref(device, t("text_deviceNameSummary")),
        check(dark, False), check(t("text_amoledOptimizedBlackTheme"), False),
        check(t("const_text_useAppFonts"), False), check(t("text_trustZoneEnabled"), False),
        check(t("text_hotspotStartsTrustZone"), False), check(t("text_qrAllowTrustZone"), True),
        pref(t("text_storagePath"), t("text_storagePathSummary")),
    ])  # fmt: skip
    reset = t("butn_resetToDefault")
    name = ({"field": "android:id/edit", "text": THIS},)
    where = "trebleshot PreferencesActivity"
    return [
        entry("reversible", f"{where} (PreferencesFragment)", shown, [(dark, False)]),
        entry("opens-prompt", f"{where} (PreferencesFragment)", shown, [(device, False)]),
        menu("opens-prompt", f"{where} (overflow)", title, [reset], [(reset, False)]),
        alert("reset", f"{where} (Reset to default?)", title, t("ques_resetToDefault"),
              t("text_resetPreferencesToDefaultSummary"), negative=(t("butn_cancel"), False),
              positive=(t("butn_proceed"), True)),
        alert("reversible", f"{where} (device name)", title, t("text_deviceNameTitle"), None,
              negative=(t("android:cancel"), None), positive=(t("android:ok"), False),
              items=name),
    ]  # fmt: skip


def _web(t: Any) -> list[dict[str, Any]]:
    shown = page(t("butn_webShare"), [{"text": t("text_webShareInfo")}, {"id": "content_fab"}])
    return [entry("reversible", "trebleshot WebShareActivity", shown, [("content_fab", False)])]
