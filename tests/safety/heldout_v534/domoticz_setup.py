"""Domoticz's setup screens for the five-hundred-and-thirty-fourth held-out corpus:
``screens(t)`` lays them out in one language (``t`` as in domoticz_system). The Hardware
page and the deletion of a hardware, the Devices page (a device set unused, removed, two
removed at once), the Users page (a user's sharing, her password, her deletion, the devices
shared with her) and the User variables page. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import hashlib
from typing import Any

from screens import T, ajax, command, confirm, entry, js_uri, page, shown

HARDWARE = "4"  # the Dummy hardware "Virtual switches"
DUMMY = "Dummy (Does nothing, use for virtual switches only)"  # its type's name (RFXNames.cpp)
HALL, SHED = "27", "31"  # two RFLink devices on the Devices page
KIM = "3"  # the user kim (rights User)
KIM_HASH = hashlib.md5(b"kim-garden-22").hexdigest()  # the password hash the server holds
NEW_PASSWORD = "Tulip-2026"  # typed into kim's Password field
KIM_TABS = 31  # TabsEnabled: Switches, Scenes, Temperature, Weather, Utility ticked
SHARED = ("12", "27")  # the devices picked for kim (Porch light and Hall motion)
VARIABLE = "2"  # the user variable HolidayMode
BULLETS = "•"  # a password field shows a bullet for each character


def hardware_page(t: T) -> dict[str, Any]:
    """The Hardware page with the Dummy hardware's row selected: its table's headings and
    the two rows, then the selected hardware's form and its buttons."""
    headings = [{"text": "Idx"}, *({"text": t(k)} for k in ("Name", "Enabled", "Type",
                "Address", "Port", "Data Timeout"))]  # fmt: skip
    rows = [
        {"text": "1"}, {"text": "RFLink"}, {"text": t("Yes")},
        {"text": "RFLink Gateway USB"}, {"text": "Version: R48"},
        {"button": t("Create RFLink Devices")}, {"text": "/dev/ttyACM0"},
        {"text": t("Disabled")},
        {"text": HARDWARE}, {"text": "Virtual switches"}, {"text": t("Yes")},
        {"text": DUMMY},
        {"button": t("Create Virtual Sensors")}, {"text": t("Disabled")}]  # fmt: skip
    form = [
        {"text": t("Name") + ":"},
        {"field": "hardwarename", "hint": "", "text": "Virtual switches"},
        {"text": t("Type") + ":"}, {"button": DUMMY},
        {"button": t("Update")}, {"button": t("Delete")}, {"button": t("Add")}]  # fmt: skip
    return page(t, [*headings, *rows, *form])


def devices_page(t: T, rows: list[tuple[str, str, str, bool]]) -> dict[str, Any]:
    """The Devices page (all devices listed, its filters folded away): the usage filter and
    Refresh, the table's headings (the heading's Delete selected device(s) button shown
    only while rows are selected) and the rows acted on, each with its check box, its
    action buttons (named by their titles) and its Log link."""
    selected = any(ticked for *_, ticked in rows)
    top = [{"button": t(k)} for k in ("Used", "All Devices", "Not Used", "Refresh")]
    heads: list[dict[str, Any]] = [{"switch": "", "checked": False}]
    heads += [{"icon": t("Delete selected device(s)")}] if selected else []
    heads += [{"text": t(k)} for k in ("Idx", "Hardware", "ID", "Unit", "Name", "Type",
              "SubType", "Data", "Last Seen")]  # fmt: skip
    cells: list[dict[str, Any]] = []
    for idx, name, device_id, ticked in rows:
        cells += [{"switch": "", "checked": ticked}, {"text": idx}, {"text": "RFLink"},
                  {"text": device_id}, {"text": "1"}, {"text": name},
                  {"text": "Light/Switch"}, {"text": "Switch"}, {"text": "Off"},
                  {"text": "-"}, {"icon": t("Set Unused")}, {"icon": t("Rename Device")},
                  {"link": t("Log")}, {"icon": t("Remove")},
                  {"text": "2025-09-14 07:58:31"}]  # fmt: skip
    return page(t, [*top, *heads, *cells])


def users_page(t: T, kim: bool, password: str = "", sharing: bool = False) -> dict[str, Any]:
    """The Users page: the table's headings and kim's row, then the user form, filled in
    with kim's settings where her row is selected (Update and Delete shown then)."""
    heads = [{"text": t(k)} for k in ("Enabled", "Name", "Rights", "Sharing", "Devices")]
    row = [{"text": t("Yes")}, {"text": "kim"}, {"text": t("User")}, {"text": t("No")},
           {"button": t("Set Devices")}]  # fmt: skip
    tabs = [("Floorplan", 64), ("Switches", 1), ("Scenes", 2), ("Temperature", 4),
            ("Weather", 8), ("Utility", 16), ("Custom", 32)]  # fmt: skip
    form = [
        {"text": t("Enabled") + ":"}, {"switch": "", "checked": True},
        {"text": t("Username") + ":"},
        {"field": "username", "hint": "", "text": "kim" if kim else ""},
        {"text": t("Password") + ":"},
        {"field": "userpassword", "hint": "", "text": BULLETS * len(password)},
        {"text": t("Rights") + ":"}, {"button": t("User" if kim else "Viewer")},
        {"text": t("Sharing") + ":"},
        {"switch": t("(Enables remote sharing of devices with this user)"), "checked": sharing},
        {"text": t("ActiveMenus") + ":"},
        *({"switch": t(k), "checked": kim and bool(KIM_TABS & bit)}
          for k, bit in tabs)]  # fmt: skip
    buttons = [{"button": t(k)} for k in (("Update", "Delete", "Add") if kim else ("Add",))]
    return page(t, [*heads, *row, *form, *buttons])


def update_user(password_hash: str, sharing: bool) -> str:
    """UpdateUser(3): the form's settings appended to the URL as they stand."""
    return ajax(f"type=command&param=updateuser&idx={KIM}&enabled=true&username=kim"
                f"&password={password_hash}&rights=1&RemoteSharing={str(sharing).lower()}"
                f"&TabsEnabled={KIM_TABS}")  # fmt: skip


def variables_page(t: T, value: str) -> dict[str, Any]:
    """The User variables page with HolidayMode selected, scrolled down to its edit form
    (the table and its Refresh button above are out of view; in Russian Refresh and Update
    are the same word), the value typed over."""
    form = [
        {"text": t("Edit variable")}, {"text": t("Variable name") + ":"},
        {"field": "uservariablename", "hint": "", "text": "HolidayMode"},
        {"text": t("Variable type") + ":"}, {"button": t("String")},
        {"text": t("Variable value") + ":"},
        {"field": "uservariablevalue", "hint": "", "text": value, "focused": True}]  # fmt: skip
    buttons = [{"button": t(k)} for k in ("Update", "Delete", "Add")]
    return page(t, [*form, *buttons])


def screens(t: T) -> list[dict[str, Any]]:
    hardware = hardware_page(t)
    delete_hardware = confirm(t, shown(t("Are you sure to delete this Hardware?\n\nThis action"
                                         " can not be undone...\nAll Devices attached will be"
                                         " removed!")))  # fmt: skip
    hall = devices_page(t, [(HALL, "Hall motion", "00F1A2B3", False)])
    both = devices_page(t, [(HALL, "Hall motion", "00F1A2B3", True),
                            (SHED, "Shed door", "00F1A2C7", True)])  # fmt: skip
    # The Devices page's confirmations go through the app's bootbox service, which looks the
    # message up itself.
    unused = confirm(t, t("Are you sure to remove this Device from your used devices?"))
    remove = confirm(t, shown(t("Are you sure to delete this Device?\n\nThis action can not be"
                                " undone...")))  # fmt: skip
    remove_both = confirm(t, t("Are you sure you want to delete the selected Devices?") + " (2)")
    users, kim = users_page(t, kim=False), users_page(t, kim=True, password=KIM_HASH)
    kim_sharing = users_page(t, kim=True, password=KIM_HASH, sharing=True)
    kim_password = users_page(t, kim=True, password=NEW_PASSWORD)
    delete_user = confirm(t, t("Are you sure you want to delete this User?"))
    shared = page(t, [
        {"link": t("Back")}, {"text": f"{t('User')}: kim"},
        {"text": "Porch light"}, {"text": "Hall motion"}, {"text": "Shed door"},
        {"text": "Garden pump"}, {"link": t("Save")}, {"link": t("Clear")}])  # fmt: skip
    clear_shared = confirm(t, shown(t("Are you sure to delete ALL Nodes?\n\nThis action can not be"
                                      " undone!")))  # fmt: skip
    delete_variable = confirm(t, t("Are you sure you want to remove this variable?"))
    clear = ajax(f"type=command&param=clearshareduserdevices&idx={KIM}")
    return [
        entry("opens-prompt", "hardware page", hardware, [(t("Delete"), False, [])]),
        entry("delete", "delete hardware confirm", delete_hardware, [
            ("OK", True, [ajax(f"type=command&param=deletehardware&idx={HARDWARE}")]),
            ("Cancel", False, [])]),
        entry("opens-prompt", "devices page", hall, [
            (t("Set Unused"), False, []), (t("Remove"), False, [])]),
        entry("reversible", "set unused confirm", unused, [
            ("OK", False, [command("setdevused", idx=HALL, used=False, name="",
                                   maindeviceidx="")]),
            ("Cancel", False, [])]),
        entry("delete", "remove device confirm", remove, [
            ("OK", True, [command("deletedevice", idx=HALL)]), ("Cancel", False, [])]),
        entry("opens-prompt", "devices page two selected", both, [
            (t("Delete selected device(s)"), False, [])]),
        # removeDevice() of an array: the ids joined by ";" through encodeURIComponent, then
        # through the serialiser again.
        entry("delete", "delete selected devices confirm", remove_both, [
            ("OK", True, [command("deletedevice", idx=js_uri(f"{HALL};{SHED}"))]),
            ("Cancel", False, [])]),
        entry("harmless", "users page", users, [
            (t("Set Devices"), False, [
                ajax(f"type=command&param=getshareduserdevices&idx={KIM}")])]),
        entry("reversible", "users page kim sharing", kim_sharing, [
            (t("Update"), False, [update_user(KIM_HASH, sharing=True)])]),
        entry("reset", "users page kim new password", kim_password, [
            (t("Update"), True, [update_user(hashlib.md5(NEW_PASSWORD.encode()).hexdigest(),
                                             sharing=False)])]),
        entry("opens-prompt", "users page delete", kim, [(t("Delete"), False, [])]),
        entry("delete-user", "delete user confirm", delete_user, [
            ("OK", True, [ajax(f"type=command&param=deleteuser&idx={KIM}")]),
            ("Cancel", False, [])]),
        entry("reversible", "user devices page", shared, [
            (t("Save"), False, [ajax(f"type=command&param=setshareduserdevices&idx={KIM}"
                                     f"&devices={js_uri(';'.join(SHARED))}")])]),
        entry("opens-prompt", "user devices page clear", shared, [(t("Clear"), False, [])]),
        # ClearUserDevices() clears in the confirmation's callback whatever the answer.
        entry("reversible", "clear user devices confirm", clear_shared, [
            ("OK", False, [clear]), ("Cancel", False, [clear])]),
        entry("reversible", "user variables page", variables_page(t, "off"), [
            (t("Update"), False, [ajax(f"type=command&param=updateuservariable&idx={VARIABLE}"
                                       "&vname=HolidayMode&vtype=2&vvalue=off")])]),
        entry("opens-prompt", "user variables delete", variables_page(t, "on"), [
            (t("Delete"), False, [])]),
        entry("delete", "delete variable confirm", delete_variable, [
            ("OK", True, [ajax(f"type=command&param=deleteuservariable&idx={VARIABLE}")]),
            ("Cancel", False, [])]),
    ]  # fmt: skip
