"""Domoticz's system screens for the five-hundred-and-thirty-fourth held-out corpus:
``screens(t)`` lays them out in one language, ``t(key)`` being that language's lookup of
the app's catalogue. The Setup menu and its More options submenu, the update check and the
update it starts, restarting and shutting down the host, the Settings page's System, Log
History and Backup/Restore tabs, the Restore Database page and the Send Notification page.
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import T, ajax, confirm, entry, js_uri, link, page

REVISION = "16902"  # the build number checkforupdate answers with
BACKUP = "domoticz_20250914.db"  # the database file picked on the Restore Database page
SUBJECT = "Basement check"  # typed on the Send Notification page
MESSAGE = ("The sump pump ran all night.", "Please look at it before you leave.")


def setup_menu(t: T, more: bool = False) -> dict[str, Any]:
    """The Setup menu open (an administrator's, logged in with a password, no update known
    since the page loaded), with its More options submenu open after its entry."""
    items = [{"menu": t(k)} for k in ("Hardware", "Devices", "Energy Dashboard", "Users",
             "Settings", "Check for Update", "More options")]  # fmt: skip
    if more:
        items += [{"menu": t(k)} for k in ("Events", "Plans", "Custom Icons", "User variables",
                  "Data push", "Cameras", "SecurityPanel", "Send Notification",
                  "Applications", "Mobile Devices", "Restart System",
                  "Shutdown System")]  # fmt: skip
    items += [{"menu": t(k)} for k in ("Log", "My Profile", "About", "Logout")]
    return page(t, items)


def settings(t: T, content: list[dict[str, Any]]) -> dict[str, Any]:
    """The Settings page: its tabs and Apply Settings, then the open tab's content."""
    tabs = [{"tab": t(k)} for k in ("System", "Log History", "Notifications", "Email",
            "Meters/Counters", "Energy Dashboard", "Floorplan", "Security", "Other",
            "Backup/Restore")]  # fmt: skip
    return page(t, [*tabs, {"link": t("Apply Settings")}, *content])


def screens(t: T) -> list[dict[str, Any]]:
    menu, more = setup_menu(t), setup_menu(t, more=True)
    update = confirm(t, "\n".join([t("Update Available !... Update Now?"),
                                   f"{t('Version')} #{REVISION}"]))  # fmt: skip
    restart = confirm(t, t("Are you sure to Restart the system?"))
    shutdown = confirm(t, t("Are you sure to Shutdown the system?"))
    system_tab = settings(t, [
        {"text": t("SystemSetup")}, {"text": t("AcceptNewHardware") + ":"},
        {"switch": t("AcceptNewHardwareDevices"), "checked": False},
        {"button": t("Allow for 5 Minutes")},
        {"switch": t("HideDisabledHardwareSensors"), "checked": True},
        {"switch": t("Flash sensor when an update is received"), "checked": False}])  # fmt: skip
    log_tab = settings(t, [
        {"text": t("Log History")}, {"text": t("Light/Switches") + ":"},
        {"text": t("Days") + ":"}, {"field": "LightHistoryDays", "hint": "", "text": "30"},
        {"text": t("Short Log Sensors") + ":"}, {"text": t("Days") + ":"}, {"button": "1"},
        {"button": t("Clear")},
        {"switch": t("ShortLogAddOnlyNewValues"), "checked": False}])  # fmt: skip
    clear_log = confirm(t, t("Are you sure to delete the Log?\n\nThis action can not be undone!"))
    backup_tab = settings(t, [
        {"text": t("Backup / Restore Database")}, {"link": t("Backup Database")},
        {"link": t("Restore Database")}])  # fmt: skip
    restore = page(t, [
        {"text": t("A Database restore will overwrite the actual settings/logs.")},
        {"text": t("Please be sure that this is what you want to do!")},
        {"text": t("Select Database File:")},
        {"field": "dbasefile", "hint": "", "text": BACKUP},
        # The submit button's value, written in English in the page.
        {"button": "Upload"},
        {"text": t("Upload might take some time, depending on your network connection.")},
        {"text": t("Wait until you will see the dashboard again!")}])  # fmt: skip
    notify = page(t, [
        {"text": t("Subject") + ":"}, {"field": "subject", "hint": "", "text": SUBJECT},
        {"text": t("Message") + ":"}, {"field": "body", "hint": "", "text": "\n".join(MESSAGE)},
        {"link": t("Send")}])  # fmt: skip
    # SendNotification(): the message's line breaks as <br>, both through encodeURIComponent.
    sent = ajax(f"type=command&param=sendnotification&subject={js_uri(SUBJECT)}"
                f"&body={js_uri('<br>'.join(MESSAGE))}")  # fmt: skip
    check = ajax("type=command&param=checkforupdate&forced=true")
    return [
        entry("harmless", "setup menu", menu, [
            (t("Users"), False, [ajax("type=command&param=devices_list"),
                                 ajax("type=command&param=getusers")])]),
        entry("reversible", "setup menu logout", menu, [
            (t("Logout"), False, [ajax("type=command&param=dologout"),
                                  ajax("type=command&param=getauth"),
                                  ajax("type=command&param=getconfig")])]),
        entry("opens-prompt", "setup menu check for update", menu, [
            (t("Check for Update"), False, [check])]),
        entry("install", "update available confirm", update, [
            ("OK", True, [check, ajax("type=command&param=update_application")]),
            ("Cancel", False, [])]),
        entry("harmless", "more options submenu", more, [
            (t("Send Notification"), False, []),
            (t("User variables"), False, [ajax("type=command&param=getuservariables")])]),
        entry("opens-prompt", "more options restart and shutdown", more, [
            (t("Restart System"), False, []), (t("Shutdown System"), False, [])]),
        entry("reboot", "restart confirm", restart, [
            ("OK", True, [ajax("type=command&param=system_reboot")]), ("Cancel", False, [])]),
        entry("shutdown", "shutdown confirm", shutdown, [
            ("OK", True, [ajax("type=command&param=system_shutdown")]), ("Cancel", False, [])]),
        entry("reversible", "settings system tab", system_tab, [
            (t("Allow for 5 Minutes"), False, [
                ajax("type=command&param=allownewhardware&timeout=5")])]),
        entry("opens-prompt", "settings log history tab", log_tab, [(t("Clear"), False, [])]),
        entry("delete", "clear short log confirm", clear_log, [
            ("OK", True, [ajax("type=command&param=clearshortlog&idx=undefined")]),
            ("Cancel", False, [])]),
        entry("harmless", "settings backup restore tab", backup_tab, [
            (t("Backup Database"), False, [link("/backupdatabase.php")]),
            (t("Restore Database"), False, [])]),
        entry("overwrite", "restore database page", restore, [
            ("Upload", True, [{"request": "POST /restoredatabase.webem"}])]),
        entry("send", "send notification page", notify, [(t("Send"), True, [sent])]),
    ]  # fmt: skip
