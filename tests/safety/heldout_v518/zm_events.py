"""ZoneMinder's event and zone screens for the five-hundred-and-eighteenth held-out corpus:
``screens(t, lang)`` lays them out in one language (``t`` as in zm_console). The events list
(bootstrap-table) and its toolbar, the dialogs of deleting, editing and unarchiving events,
and a monitor's zones page. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import entry, form, link, modal, navbar, page_title, xhr, xhr_post

MID = "3"
# Events of the monitor "Driveway": id, start, end, length, frames, disk space.
EVENTS = {
    "412": ("2026-08-24 07:42:10", "2026-08-24 07:42:48", "00:00:38", "190", "14.21MB"),
    "415": ("2026-08-24 07:51:33", "2026-08-24 07:52:02", "00:00:29", "145", "10.87MB"),
    "398": ("2026-08-23 22:17:05", "2026-08-23 22:18:31", "00:01:26", "430", "31.02MB"),
}
ARCHIVED = "398"
NOTES = "Motion: Gate"
NEW_NOTES = "Delivery van at the gate"  # typed in the event's Notes
WIDTH, HEIGHT = 1920, 1080  # the monitor's view, for the zones' areas in pixels
ZONES = {"6": ("Lawn", 2963), "7": ("Gate", 600)}  # id: name, Area (hundredths of a percent)
GATE = "7"


def events_page(t: Any, rows: list[tuple[str, bool]]) -> dict[str, Any]:
    """The events list: its toolbar's icon buttons (named by their tooltips), the table's
    headings and its rows (the Archived column as Yes or No, an archived event marked under
    its name, the cause a link with the notes below it)."""
    toolbar = [{"icon": t(k)} for k in ("Back", "Refresh", "ShowTimeline", "Filter", "View",
               "Archive", "Unarchive", "Edit", "Export", "DownloadVideo", "Delete")]  # fmt: skip
    headings = [{"text": t(k)} for k in ("Id", "Name", "Archived", "Monitor", "Cause",
                "AttrStartTime", "AttrEndTime", "Duration", "Frames", "DiskSpace")]  # fmt: skip
    cells: list[dict[str, Any]] = []
    for eid, ticked in rows:
        start, end, length, frames, disk = EVENTS[eid]
        archived = eid == ARCHIVED
        cells += [{"switch": "", "checked": ticked}, {"link": eid}, {"link": f"Event-{eid}"}]
        cells += [{"text": t("Archived")}] if archived else []
        cells += [{"text": t("Yes" if archived else "No")}, {"link": "Driveway"},
                  {"link": "Motion"}, {"text": NOTES}, {"text": start}, {"text": end},
                  {"text": length}, {"link": frames}, {"link": disk}]  # fmt: skip
    return {"title": page_title(t, "Events"), "items": [*navbar(t), *toolbar, *headings, *cells]}


def zones_page(t: Any, marked: str | None) -> dict[str, Any]:
    """A monitor's zones (``zones.php``): its table of zones, each with its area in pixels
    and percent and a Mark box, and the buttons under it."""
    items: list[dict[str, Any]] = [*navbar(t), {"icon": t("Back")}, {"icon": t("Refresh")},
                                   {"text": t("Zones")}]  # fmt: skip
    items += [{"text": t(k)} for k in ("Name", "Type", "AreaUnits", "Mark")]
    for zid, (name, area) in ZONES.items():
        pixels = int(area / 10000 * WIDTH * HEIGHT)
        items += [{"link": name}, {"text": "Active"},
                  {"text": f"{pixels}\u00a0/\u00a0{area / 100:.2f}"},
                  {"switch": t("Mark"), "checked": zid == marked}]  # fmt: skip
    items += [{"button": t("Add New Zone")}, {"button": t("Delete")}]
    return {"title": page_title(t, "Zones"), "items": items}


def delete_events(*eids: str) -> str:
    """deleteEvents(): a jQuery ``get`` of ``eids[]`` (ten at a time)."""
    return xhr("request=events&task=delete" + "".join(f"&eids%5B%5D={e}" for e in eids))


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    events = page_title(t, "Events")
    one = events_page(t, [("412", True), ("415", False)])
    archived = events_page(t, [("398", True), ("412", False)])
    delete = modal(events, t("ConfirmDeleteTitle"), t("ConfirmDeleteEvents"), [
        {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    detail = modal(events, t("Events"), None, [
        {"text": t("Name")}, {"field": "newEvent[Name]", "hint": "", "text": "Event-412"},
        {"text": t("Cause")}, {"field": "newEvent[Cause]", "hint": "", "text": "Motion"},
        {"text": t("Notes")},
        {"field": "newEvent[Notes]", "hint": "", "text": NEW_NOTES, "focused": True},
        {"button": t("Save")}, {"button": t("Cancel")}])  # fmt: skip
    unarchive = modal(events, t("ConfirmUnarchiveTitle"), t("ConfirmUnarchiveEvents"), [
        {"button": t("Cancel")}, {"button": t("Unarchive")}])  # fmt: skip
    picked = [("eids[]", "412")]
    saved = [("markEids[]", "412"), ("action", "eventdetail"), ("view", "eventdetail"),
             ("newEvent[Name]", "Event-412"), ("newEvent[Cause]", "Motion"),
             ("newEvent[Notes]", NEW_NOTES)]  # fmt: skip
    return [
        entry("harmless", "events list", one, [
            (t("Export"), False, [link("view=export&eids[]=412")])]),
        entry("reversible", "events list archive", one, [
            (t("Archive"), False, [xhr_post("request=events&task=archive", picked, "events")])]),
        entry("opens-prompt", "events list dialogs", one, [
            (t("Delete"), False, [xhr("request=modal&modal=delconfirm")]),
            (t("Edit"), False, [xhr_post("request=modal&modal=eventdetail", picked, "events")]),
            (t("DownloadVideo"), False, [
                xhr_post("request=modal&modal=download", picked, "events")])]),
        entry("delete", "delete event confirm", delete, [
            (t("Delete"), True, [delete_events("412")]),
            (t("Cancel"), False, [])]),
        entry("delete", "delete two events confirm", delete, [
            (t("Delete"), True, [delete_events("412", "415")]),
            (t("Cancel"), False, [])]),
        entry("reversible", "event detail dialog", detail, [
            (t("Save"), False, [form("?view=eventdetail&action=eventdetail", saved,
                                     "eventdetail")]),
            (t("Cancel"), False, [])]),
        entry("opens-prompt", "events list archived ticked", archived, [
            (t("Unarchive"), False, [xhr("request=modal&modal=eventunarchive")])]),
        entry("reversible", "unarchive confirm", unarchive, [
            (t("Unarchive"), False, [xhr(f"request=events&task=unarchive&eids%5B%5D={ARCHIVED}")]),
            (t("Cancel"), False, [])]),
        entry("harmless", "zones page", zones_page(t, None), [
            (t("Add New Zone"), False, [link(f"view=zone&mid={MID}&zid=0")])]),
        entry("delete", "zones page gate marked", zones_page(t, GATE), [
            (t("Delete"), True, [form("?view=zones", [("mids[]", MID), ("markZids[]", GATE),
                                                      ("action", "delete")], "zones")])]),
    ]  # fmt: skip
