"""GPSLogger's screens (``com.mendhak.gpslogger``, a battery-friendly GPS logger that writes
GPX, KML and CSV files and sends them by email, to OpenStreetMap, Google Drive, Dropbox,
FTP and other targets), strings from ``t(name)`` (``gpslogger/src/main/res/values*/
strings.xml``); ``android:ok`` is the platform's own. The app's name, the profile's name,
the log files' names and the recipients are written the same in every language.

Read from the code (``gpslogger/src/main/java/com/mendhak/gpslogger``):
``res/menu/gps_main.xml`` with ``GpsMainActivity.onOptionsItemSelected`` (the toolbar's
Annotate, "Log one point", Upload and Share, shown as icons; Upload's submenu, whose "Auto
Send Now" calls ``forceAutoSendNow``, which sends the log files to every enabled target at
once, and whose OpenStreetMap and Email entries call ``showFileListDialog``);
``showFileListDialog`` and ``onResult`` ("Pick a file to upload", a multi-choice
``SimpleListDialog`` whose OK, for the email sender, uploads the chosen files with
``sender.uploadFile``; for OpenStreetMap it opens ``SimpleFormDialog`` "OpenStreetMap"
with ``Dialogs.getOpenStreetMapFormElementsForDialog``'s description, tags and visibility,
whose OK uploads the trace to the user's OpenStreetMap account); ``share`` (the same
picker headed by "Location only", whose OK only opens the system's share chooser); the
drawer's account header (a profile held: ``SimpleDialog`` "Delete profile?" with the
profile's name, OK and Cancel, whose OK posts ``ProfileEvents.DeleteProfile``, which deletes
the profile's properties file; "Add profile": "Create new profile" with a name field,
whose OK creates one); ``ui/fragments/display/GpsSimpleViewFragment`` (Start Logging, which
can be stopped again); ``ui/fragments/settings/AutoEmailFragment.java`` with
``res/xml/autoemailsettings.xml`` (the "Allow auto sending" switch, the target addresses'
row, which opens a form, and "Test email", whose click sends a test email with the saved
settings at once); ``GoogleDriveSettingsFragment.java`` with ``res/xml/
googledrivesettings.xml`` (the folder path's row, which opens "Google Drive folder path"
with Cancel and OK, and "Test upload", whose click calls ``uploadTestFile`` at once).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

APP, PROFILE = "GPSLogger", "Cycling"
FILES = ("20250601.gpx", "20250531.gpx")
"""The app bar's title, a profile and two log files, the same in every language."""


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + uploads(t) + profiles(t) + settings(t)


def main(t: Any) -> list[dict[str, Any]]:
    bar = page(APP, [
        {"icon": t("menu_annotate")}, {"icon": t("menu_onepoint")},
        {"icon": t("menu_upload")}, {"icon": t("menu_share")},
        {"button": t("btn_start_logging")}])  # fmt: skip
    where = "gpslogger GpsMainActivity (gps_main.xml, the toolbar)"
    return [
        entry("opens-prompt", where, bar, [(t("menu_upload"), False)]),
        entry("opens-prompt", where, bar, [(t("menu_annotate"), False)]),
        entry("opens-prompt", where, bar, [(t("menu_share"), False)]),
        entry("reversible", "gpslogger GpsSimpleViewFragment (Start Logging)", bar,
              [(t("btn_start_logging"), False)]),
    ]  # fmt: skip


def uploads(t: Any) -> list[dict[str, Any]]:
    targets = [t(k) for k in (
        "menu_autosend_now", "log_customurl_setup_title", "dropbox_setup_title",
        "google_drive_setup_title", "osm_setup_title", "autoemail_title",
        "autoftp_setup_title")]  # fmt: skip
    where = "gpslogger GpsMainActivity (gps_main.xml, Upload's submenu)"
    files = ({"list": [{"row": name} for name in FILES]},)
    shared = ({"list": [{"row": t("sharing_location_only")}, *({"row": n} for n in FILES)]},)
    form = ({"field": "osm_description", "hint": t("osm_description"), "text": "Morning ride"},
            {"field": "osm_tags", "hint": t("osm_tags"), "text": "bike"},
            {"field": "osm_visibility", "hint": t("osm_visibility")})  # fmt: skip
    return [
        menu("send", f"{where} (forceAutoSendNow)", APP, targets,
             [(t("menu_autosend_now"), True)]),
        menu("opens-prompt", where, APP, targets, [(t("osm_setup_title"), False)]),
        menu("opens-prompt", where, APP, targets, [(t("autoemail_title"), False)]),
        dialog("send", "gpslogger showFileListDialog (FILE_UPLOAD_DIALOG, the email sender)",
               APP, t("osm_pick_file"), None, [(t("android:ok"), POSITIVE, True)], files),
        dialog("publish", "gpslogger onResult (OSM_FILE_UPLOAD_DIALOG's form)", APP,
               t("osm_setup_title"), None, [(t("ok"), POSITIVE, True)], form),
        dialog("opens-prompt", "gpslogger share (FILE_SHARE_DIALOG)", APP,
               t("osm_pick_file"), None, [(t("android:ok"), POSITIVE, False)], shared),
    ]  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    where = "gpslogger GpsMainActivity (a profile held: PROFILE_DELETE)"
    buttons = [(t("cancel"), NEGATIVE, None), (t("ok"), POSITIVE, True)]
    keep = [(t("cancel"), NEGATIVE, False), (t("ok"), POSITIVE, None)]
    create = [(t("cancel"), NEGATIVE, None), (t("ok"), POSITIVE, False)]
    return [
        dialog("delete", where, APP, t("profile_delete"), PROFILE, buttons),
        dialog("harmless", where, APP, t("profile_delete"), PROFILE, keep),
        dialog("harmless", "gpslogger GpsMainActivity (Add profile: NEW_PROFILE_NAME)", APP,
               t("profile_create_new"), None, create,
               ({"field": "NEW_PROFILE_NAME", "text": "Hiking"},)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    email = page(t("autoemail_title"), [
        {"switch": t("autosend_enabled")},
        {"row": t("autoemail_target"), "secondary": t("autoemail_sendto_csv")},
        {"text": t("autoemail_smtp_category")},
        {"row": t("autoemail_smtp_testemail"), "secondary": t("autoemail_test")}])  # fmt: skip
    drive = page(t("google_drive_setup_title"), [
        {"switch": t("autosend_enabled")},
        {"row": t("google_drive_folder_path")},
        {"row": t("google_drive_test_title"),
         "secondary": t("google_drive_test_summary")}])  # fmt: skip
    mail = "gpslogger AutoEmailFragment (autoemailsettings.xml)"
    cloud = "gpslogger GoogleDriveSettingsFragment (googledrivesettings.xml)"
    folder = [(t("cancel"), NEGATIVE, None), (t("ok"), POSITIVE, False)]
    return [
        entry("send", f"{mail} (smtp_testemail)", email,
              [(t("autoemail_smtp_testemail"), True)]),
        entry("opens-prompt", mail, email, [(t("autoemail_target"), False)]),
        entry("reversible", mail, email, [(t("autosend_enabled"), False)]),
        entry("send", f"{cloud} (uploadTestFile)", drive,
              [(t("google_drive_test_title"), True)]),
        entry("opens-prompt", cloud, drive, [(t("google_drive_folder_path"), False)]),
        dialog("harmless", f"{cloud} (GOOGLE_DRIVE_FOLDER_PATH)", t("google_drive_setup_title"),
               t("google_drive_folder_path"), t("google_drive_folder_path_summary_1"), folder,
               ({"field": "google_drive_folder_path", "text": "GPSLogger for Android"},)),
    ]  # fmt: skip
