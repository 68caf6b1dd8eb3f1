"""Domoticz's device screens for the five-hundred-and-thirty-fourth held-out corpus:
``screens(t)`` lays them out in one language (``t`` as in domoticz_system). The Switches
page, a switch's edit page with its deletion and its replacement by another device, the
switch's timers and their clearing, and the Mobile Devices page (a test message, a phone's
deletion). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import OK, T, ajax, command, confirm, entry, page, shown, ui_dialog

PORCH = "7"  # the switch "Porch light", on the RFLink hardware, off
NEW_PORCH = "31"  # the device the replace dialog offers: the new receiver's "Porch light 2"
PHONE, PHONE_UUID = "2", "e4b7c1d9a3f25086"  # kim's phone, registered by the Domoticz app


def switches_page(t: T) -> dict[str, Any]:
    """The Switches page: the top bar (the live search's box, the administrator's links),
    then the switches' cards, each with its name, state, its switching image (named by its
    title where it switches), last update and its buttons."""
    top = [{"field": "livesearch", "hint": "Name, Desc, Idx, Status", "text": ""},
           {"link": t("Learn Light/Switch")}, {"link": t("Manual Light/Switch")}]  # fmt: skip
    porch = [{"text": "Porch light"}, {"text": t("Off")}, {"icon": t("Turn On")},
             {"text": "2025-09-14 06:42:10"}, {"icon": t("Add to Dashboard")},
             {"link": t("Log")}, {"link": t("Edit")}, {"link": t("Timers")},
             {"link": t("Notifications")}]  # fmt: skip
    # A motion sensor's image does not switch it and has no title.
    hall = [{"text": "Hall motion"}, {"text": t("Off")}, {"text": "2025-09-14 07:58:31"},
            {"icon": t("Remove from Dashboard")}, {"link": t("Log")}, {"link": t("Edit")},
            {"link": t("Notifications")}]  # fmt: skip
    return page(t, [*top, *porch, *hall])


def edit_page(t: T) -> dict[str, Any]:
    """Porch light's edit page, down to its Save, Delete and Replace buttons (the Sub/Slave
    Devices part below them is out of view)."""
    return page(t, [
        {"link": t("Back")}, {"text": f"Idx: {PORCH}"},
        {"text": t("Name") + ":"}, {"field": "devicename", "hint": "", "text": "Porch light"},
        {"text": t("Switch Type") + ":"}, {"button": "On/Off"},
        {"text": t("Switch Icon") + ":"},
        {"text": t("On Delay") + ":"}, {"field": "ondelay", "hint": "", "text": "0"},
        {"text": t("(Seconds) 0 = Disabled")},
        {"text": t("Off Delay") + ":"}, {"field": "offdelay", "hint": "", "text": "0"},
        {"text": t("(Seconds) 0 = Disabled")},
        {"text": t("On Action") + ":"}, {"text": t("Off Action") + ":"},
        {"text": t("Protected") + ":"}, {"switch": "", "checked": False},
        {"text": t("Description") + ":"}, {"field": "devicedescription", "hint": "", "text": ""},
        {"text": t("Roomplan") + ":"}, {"text": "Idx"}, {"text": t("Name")}, {"text": "0"},
        {"text": t("No roomplan assigned")},
        {"text": t("Room Plans") + ":"}, {"button": t("Add Plan")},
        {"button": t("Save")}, {"button": t("Delete")}, {"button": t("Replace")}])  # fmt: skip


def timers_page(t: T) -> dict[str, Any]:
    """Porch light's timers: the table with its two timers, the buttons under it (Update
    and Delete greyed out, no timer selected) and the first fields of the timer form."""
    heads = [{"text": t(k)} for k in ("Active", "Type", "Date", "Time", "Randomness",
             "Persistent", "Command", "Days")]  # fmt: skip
    rows = [("After Sunset", "00:10", "On"), ("On Time", "23:30", "Off")]
    cells = [
        {"text": c}
        for kind, time, cmd in rows
        for c in (t("Yes"), t(kind), "", time, t("No"), t("No"), t(cmd), t("Everyday"))
    ]
    return page(t, [
        {"link": t("Back")}, {"text": f"{t('Name')}: Porch light"},
        {"tab": t("Table")}, {"tab": t("Grid")}, *heads, *cells,
        {"button": t("Update")}, {"button": t("Delete")}, {"button": t("Clear")},
        {"text": t("Enabled") + ":"}, {"switch": "", "checked": True},
        {"text": t("Type") + ":"}, {"button": t("Before Sunrise")},
        {"button": t("Add")}])  # fmt: skip


def mobile_page(t: T, selected: bool) -> dict[str, Any]:
    """The Mobile Devices page with kim's phone: the table (its Test image in the Last Seen
    cell), Update and Delete (greyed out until the row is selected), the phone's form."""
    heads = [{"text": "Idx"}, *({"text": t(k)} for k in ("Enabled", "Name", "UUID", "Type",
             "Last Seen"))]  # fmt: skip
    row = [{"text": PHONE}, {"text": t("Yes")}, {"text": "Pixel 7 (kim)"},
           {"text": PHONE_UUID}, {"text": "Android"}, {"text": "2025-09-14 08:12:44"},
           {"icon": t("Test")}]  # fmt: skip
    form = [
        {"text": t("Enabled") + ":"},
        {"switch": "", "checked": True},
        {"text": t("Name") + ":"},
        {"field": "name", "hint": "", "text": "Pixel 7 (kim)" if selected else ""},
    ]
    return page(t, [*heads, *row, {"button": t("Update")}, {"button": t("Delete")}, *form])


def screens(t: T) -> list[dict[str, Any]]:
    remove = confirm(t, t("Are you sure to remove this Light/Switch?"))
    # The dialog's title and buttons are set in index.html's script, in English.
    replace = ui_dialog("Replace Device", [
        {"text": t("New Device") + ":"}, {"button": "Porch light 2"},
        {"button": "OK"}, {"button": "Cancel"}])  # fmt: skip
    # The timers' messages are looked up by the controller and again by the app's bootbox
    # service, which finds no key for the translated text and shows it as it is.
    clear = confirm(t, shown(t("Are you sure to delete ALL timers?\n\nThis action can not be"
                               " undone!")))  # fmt: skip
    delete_phone = confirm(t, shown(t("Are you sure to delete this Device?\n\nThis action can"
                                      " not be undone...")))  # fmt: skip
    return [
        entry("reversible", "switches page", switches_page(t), [
            (t("Turn On"), False, [ajax(f"type=command&param=switchlight&idx={PORCH}"
                                        "&switchcmd=On&level=0&passcode=")])]),
        entry("opens-prompt", "light edit page", edit_page(t), [
            (t("Delete"), False, []),
            (t("Replace"), False, [ajax(f"type=command&param=gettransfers&idx={PORCH}")])]),
        entry("delete", "remove light confirm", remove, [
            (OK, True, [command("deletedevice", idx=PORCH)]), ("Cancel", False, [])]),
        entry("transfer", "replace device dialog", replace, [
            ("OK", True, [ajax(f"type=command&param=dotransferdevice&idx={PORCH}"
                               f"&newidx={NEW_PORCH}")]),
            ("Cancel", False, [])]),
        entry("opens-prompt", "timers page", timers_page(t), [(t("Clear"), False, [])]),
        entry("delete", "clear timers confirm", clear, [
            (OK, True, [command("cleartimers", idx=PORCH)]), ("Cancel", False, [])]),
        entry("send", "mobile devices test", mobile_page(t, selected=False), [
            (t("Test"), True, [ajax("type=command&param=testnotification&subsystem=fcm"
                                    f"&extradata=midx_{PHONE}")])]),
        entry("opens-prompt", "mobile devices delete", mobile_page(t, selected=True), [
            (t("Delete"), False, [])]),
        entry("delete", "delete mobile device confirm", delete_phone, [
            (OK, True, [ajax(f"type=command&param=deletemobiledevice&uuid={PHONE_UUID}")]),
            ("Cancel", False, [])]),
    ]  # fmt: skip
