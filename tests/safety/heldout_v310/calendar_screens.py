"""Nextcloud Calendar's screens for the three-hundred-and-tenth held-out corpus: ``screens(t)``
lays them out in one language, ``t(text, **args)`` being that language's lookup of a string of
the app's ``l10n/<lang>.json`` catalogue and ``t.n(singular, plural, count, **args)`` its
plural lookup. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

USER, USER_NAME, USER_MAIL = "alice", "Alice Martin", "alice@example.com"
HOME = f"/remote.php/dav/calendars/{USER}/"  # the calendar home under generateRemoteUrl('dav')
PERSONAL, WORK = f"{HOME}personal/", f"{HOME}work/"
TRASH_OBJECT = f"{HOME}trashbin/objects/1287.ics"  # a deleted event in the trash bin
BIRTHDAYS = f"{HOME}contact_birthdays/"
APP = "/index.php/apps/calendar"  # linkTo('calendar', 'index.php') and generateUrl('/apps/..')
OCS = "/ocs/v2.php/calendar"  # generateOcsUrl('/calendar/..')
BOB, BOB_MAIL = "Bob Weber", "bob@example.com"
CAROL, CAROL_MAIL = "Carol Diaz", "carol@example.net"
DANA_MAIL = "dana@example.net"
PUBLISH_TOKEN = "J8kX3mQ2pR7tW9nB"  # made up; the last part of the calendar's publish-url
CONFIG_ID, CONFIG_TOKEN, CONFIG_NAME = 7, "a3Kf9QwZx2", "Office hours"
BOOKING_TOKEN = "c1d83f0a9e5b47e2b6a4f9d0e7c2a815"  # made up; from the confirmation e-mail
PROPOSAL_ID, PROPOSAL_TITLE = 12, "Design review"
PRODID = "-//IDN nextcloud.com//Calendar app 6.6.0//EN"  # settings store: the app's version
Act = tuple[Any, bool, list[Any]]
ENTER = {"enter": True}  # an action that is the Enter key in the focused field

# The prefixes of XMLUtility's shared prefix map once the app has loaded: the principal's
# PROPFIND names DAV:, CalDAV, SabreDAV and Nextcloud first, the calendar home's ownCloud,
# CalendarServer and Apple.
DAV, CALDAV, OC = "DAV:", "urn:ietf:params:xml:ns:caldav", "http://owncloud.org/ns"
CS, NC, APPLE = (
    "http://calendarserver.org/ns/",
    "http://nextcloud.com/ns",
    "http://apple.com/ns/ical/",
)
PREFIX = {DAV: "x0", CALDAV: "x1", "http://sabredav.org/ns": "x2", NC: "x3", OC: "x4", CS: "x5",
          APPLE: "x6"}  # fmt: skip


def xml(node: tuple[Any, ...], scope: frozenset[str] = frozenset()) -> str:
    """XMLSerializer's text of cdav-library's skeleton ``(ns, name, children_or_value)``: a
    prefix is declared on the first element that uses it, an empty element is ``<a/>``."""
    ns, name, inner = node
    prefix = PREFIX[ns]
    tag = f"{prefix}:{name}"
    declare = "" if prefix in scope else f' xmlns:{prefix}="{ns}"'
    scope = scope | {prefix}
    if isinstance(inner, str):
        text = inner.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        return f"<{tag}{declare}>{text}</{tag}>"
    if not inner:
        return f"<{tag}{declare}/>"
    return f"<{tag}{declare}>{''.join(xml(child, scope) for child in inner)}</{tag}>"


def dav(method: str, url: str, body: str | None = None) -> Any:
    """A request of cdav-library (through @nextcloud/axios), same origin."""
    return f"{method} {url}" if body is None else {"request": f"{method} {url}", "body": body}


def api(method: str, url: str, data: Any = None) -> Any:
    """An @nextcloud/axios call; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (a download, or a page opened from a link)."""
    return {"request": f"GET {url}", "via": "link"}


def proppatch(url: str, *props: tuple[Any, ...]) -> Any:
    """DavCollection.update(): a PROPPATCH of the changed properties."""
    return dav("PROPPATCH", url, xml((DAV, "propertyupdate", [(DAV, "set", [
        (DAV, "prop", list(props))])])))  # fmt: skip


def share(url: str, principal: str, writeable: bool = False) -> Any:
    """davCollectionShareable.share(): ownCloud's share POST to the calendar."""
    children = [(DAV, "href", principal)] + ([(OC, "read-write", [])] if writeable else [])
    return dav("POST", url, xml((OC, "share", [(OC, "set", children)])))


def unshare(url: str, principal: str) -> Any:
    return dav("POST", url, xml((OC, "share", [(OC, "remove", [(DAV, "href", principal)])])))


def propfind(url: str, props: list[tuple[str, str]]) -> Any:
    return dav("PROPFIND", url, xml((DAV, "propfind", [
        (DAV, "prop", [(ns, name, []) for ns, name in props])])))  # fmt: skip


COLLECTION_PROPS = [(DAV, "displayname"), (DAV, "owner"), (DAV, "resourcetype"),
                    (DAV, "sync-token"), (DAV, "current-user-privilege-set")]  # fmt: skip
OBJECT_PROPS = [(DAV, "getcontenttype"), (DAV, "getetag"), (DAV, "resourcetype")]
# Calendar.getPropFindList(): the collection's, the shareable's and publishable's, its own.
CALENDAR_PROPS = [*COLLECTION_PROPS, (OC, "invite"), (CS, "allowed-sharing-modes"),
    (CS, "publish-url"), (APPLE, "calendar-order"), (APPLE, "calendar-color"), (CS, "getctag"),
    *[(CALDAV, name) for name in (
        "calendar-description", "calendar-timezone", "supported-calendar-component-set",
        "supported-calendar-data", "max-resource-size", "min-date-time", "max-date-time",
        "max-instances", "max-attendees-per-instance", "supported-collation-set",
        "calendar-free-busy-set", "schedule-calendar-transp", "schedule-default-calendar-URL")],
    (OC, "calendar-enabled"),
    *[(NC, name) for name in ("default-alarm-part-day", "default-alarm-full-day",
                              "owner-displayname", "trash-bin-retention-duration",
                              "deleted-at")]]  # fmt: skip
# A calendar's own list (DavCollection's constructor, then VObject's as its object factory),
# with which find() reads an object it has just created.
VOBJECT_FIND_PROPS = [*OBJECT_PROPS, *COLLECTION_PROPS, *OBJECT_PROPS, (CALDAV, "calendar-data")]


def fold(line: str) -> str:
    """ical.js's foldline: 75 octets a line, continuation lines begin with a space."""
    out, rest = [], line
    while len(rest.encode()) > 75:
        cut = 75
        while len(rest[:cut].encode()) > 75:
            cut -= 1
        out.append(rest[:cut])
        rest = rest[cut:]
    out.append(rest)
    return "\r\n ".join(out)


def ics(*event: str) -> str:
    """CalendarComponent.toICS(): VCALENDAR's PRODID, CALSCALE and VERSION, one VEVENT."""
    lines = ["BEGIN:VCALENDAR", f"PRODID:{PRODID}", "CALSCALE:GREGORIAN", "VERSION:2.0",
             "BEGIN:VEVENT", *event, "END:VEVENT", "END:VCALENDAR"]  # fmt: skip
    return "".join(fold(line) + "\r\n" for line in lines)


def attendee(name: str, mail: str, partstat: str = "NEEDS-ACTION", rsvp: bool = True) -> str:
    tail = ";RSVP=TRUE" if rsvp else ""
    return (f"ATTENDEE;CN={name};CUTYPE=INDIVIDUAL;PARTSTAT={partstat};ROLE=REQ-PARTICIPANT"
            f"{tail}:mailto:{mail}")  # fmt: skip


def put(url: str, body: str) -> Any:
    return dav("PUT", url, body)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        step = copy.deepcopy(action) if isinstance(action, dict) else {"tap": action}
        cases.append({**step, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"nextcloud-calendar {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(title: str, entries: list[str]) -> dict[str, Any]:
    """An open NcActions menu over its page: its entries, as menu items."""
    return {"title": title, "items": [{"menu": entry} for entry in entries]}


def title_of(t: Any) -> str:
    """The page's title: the app's name (its catalogue's "Calendar") and the cloud's."""
    return f"{t('Calendar')} - Nextcloud"


def calendar_screens(t: Any) -> list[dict[str, Any]]:
    """The calendar list, a calendar's menu and deletion countdown, the new calendar menu, the
    edit modal and its sharing parts, the share link menus and the trash bin."""
    title = title_of(t)
    listing = {"title": title, "items": [
        {"text": t("My calendars")}, {"row": "Personal"}, {"row": "Work"},
        {"row": "Team rota"}, {"text": t("Appointment schedules")},
        {"link": t("Trash bin")}, {"link": t("Calendar settings")}]}  # fmt: skip
    countdown = t.n("Deleting the calendar in {countdown} second",
                    "Deleting the calendar in {countdown} seconds", 5, countdown="5")  # fmt: skip
    new_menu = menu(title, [t("New calendar"), t("New calendar with task list"),
                            t("New subscription from link (read-only)"),
                            t("Add public holiday calendar")])  # fmt: skip
    modal_t = t("Edit calendar")
    edit = {"title": title, "dialog": {"title": modal_t}, "items": [
        {"field": "calendar-name", "hint": t("Calendar name"), "text": "Work projects"},
        {"switch": t("Never show me as busy (set this calendar to transparent)"),
         "checked": False},
        {"text": t("Share calendar")},
        {"field": "sharing-search", "hint": t("Share with users or groups"), "text": ""},
        {"text": t("Share link")}, {"text": t("Internal link")},
        {"text": t("A private link that can be used with external clients")},
        {"text": BOB}, {"text": BOB_MAIL},
        {"switch": t("can edit and see confidential events"), "checked": False},
        {"button": t("Delete")}, {"button": t("Export")}, {"button": t("Save")}]}  # fmt: skip
    searching = {"title": title, "dialog": {"title": modal_t}, "items": [
        {"text": t("Share calendar")},
        {"field": "sharing-search", "hint": t("Share with users or groups"), "text": "Carol",
         "focused": True},
        {"row": CAROL, "secondary": CAROL_MAIL}]}  # fmt: skip
    link_menu = menu(title, [t("Send link to calendar via email"), t("Copy subscription link"),
                             t("Copy embedding code"), t("Delete share link")])  # fmt: skip
    email = {"title": title, "items": [
        {"field": "email", "hint": t("Enter one address"), "text": DANA_MAIL, "focused": True},
        {"menu": t("Copy subscription link")}, {"menu": t("Copy embedding code")},
        {"menu": t("Delete share link")}]}  # fmt: skip
    unpublished = {"title": title, "dialog": {"title": modal_t}, "items": [
        {"text": t("Share calendar")},
        {"field": "sharing-search", "hint": t("Share with users or groups"), "text": ""},
        {"text": t("Share link")}, {"icon": "$t('calendar', 'Share link')"},
        {"text": t("Internal link")}, {"button": t("Save")}]}  # fmt: skip
    trash = {"title": title, "dialog": {"title": t("Trash bin")}, "items": [
        {"text": t("Name")}, {"text": t("Deleted")}, {"text": "Dentist"}, {"text": "Personal"},
        {"button": t("Restore")},
        {"text": t.n("Items in the trash bin are deleted after {numDays} day",
                     "Items in the trash bin are deleted after {numDays} days", 30,
                     numDays="30")},
        {"button": t("Empty trash bin")}]}  # fmt: skip
    empty = {"title": title, "dialog": {
        "title": t("Empty trash bin"),
        "message": t("Do you really want to empty the trash bin?")},
        "items": [{"button": t("No")}, {"button": t("Yes")}]}  # fmt: skip
    enabled = (OC, "calendar-enabled")
    return [
        _entry("reversible", "calendar list", listing, [
            ("Work", False, [proppatch(WORK, (*enabled, "0"))]),
            ("Team rota", False, [proppatch(f"{HOME}team-rota_shared_by_bob/",
                                            (*enabled, "1"))])]),
        _entry("opens-prompt", "calendar menu", menu(title, [
            t("Copy public link"), t("Edit and share calendar")]), [
            (t("Edit and share calendar"), False, []),
            (t("Copy public link"), False, [])]),
        _entry("reversible", "calendar deletion countdown", menu(title, [countdown]), [
            (countdown, False, [])]),
        _entry("opens-prompt", "new calendar menu", new_menu, [
            (t("New calendar"), False, []),
            (t("New subscription from link (read-only)"), False, [])]),
        _entry("reversible", "edit calendar modal", edit, [
            (t("Save"), False, [proppatch(WORK, (DAV, "displayname", "Work projects"))]),
            (t("Export"), False, [page(f"{WORK}?export")]),
            (t("Delete"), False, [dav("DELETE", WORK)]),
            (t("can edit and see confidential events"), False, [
                share(WORK, "principal:principals/users/bob", writeable=True)])]),
        _entry("reversible", "share item menu", menu(title, [
            t("Unshare with {displayName}", displayName=BOB)]), [
            (t("Unshare with {displayName}", displayName=BOB), False, [
                unshare(WORK, "principal:principals/users/bob")])]),
        _entry("harmless", "internal link menu", menu(title, [t("Copy internal link")]), [
            (t("Copy internal link"), False, [])]),
        _entry("share", "sharing search result", searching, [
            (CAROL, True, [share(WORK, "principal:principals/users/carol")])]),
        _entry("opens-prompt", "share link menu", link_menu, [
            (t("Send link to calendar via email"), False, []),
            (t("Copy subscription link"), False, [])]),
        _entry("revoke", "share link menu delete", link_menu, [
            (t("Delete share link"), True, [
                dav("POST", WORK, xml((CS, "unpublish-calendar", [])))])]),
        _entry("send", "share link email input", email, [
            (ENTER, True, [api("POST", f"{APP}/v1/public/sendmail", {
                "recipient": DANA_MAIL, "token": PUBLISH_TOKEN})])]),
        _entry("reversible", "share link unpublished", unpublished, [
            ("$t('calendar', 'Share link')", False, [
                dav("POST", WORK, xml((CS, "publish-calendar", []))),
                propfind(WORK, CALENDAR_PROPS)])]),
        _entry("reversible", "trash bin modal", trash, [
            (t("Restore"), False, [dav("MOVE", TRASH_OBJECT)]),
            (t("Empty trash bin"), False, [])]),
        _entry("delete", "trash bin item menu", menu(title, [t("Delete permanently")]), [
            (t("Delete permanently"), True, [dav("DELETE", TRASH_OBJECT)])]),
        _entry("delete", "empty trash bin confirm", empty, [
            (t("Yes"), True, [dav("DELETE", TRASH_OBJECT)]), (t("No"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings dialog's appearance, editing and general parts and the import modal."""
    title = title_of(t)
    settings_t = t("Calendar settings")
    appearance = {"title": title, "dialog": {"title": settings_t}, "items": [
        {"text": t("Appearance")},
        {"switch": t("Birthday calendar"), "checked": True},
        {"switch": t("Tasks in calendar"), "checked": False},
        {"switch": t("Weekends"), "checked": True},
        {"switch": t("Week numbers"), "checked": False},
        {"switch": t("Limit number of events shown in Month view"), "checked": True}]}  # fmt: skip
    editing = {"title": title, "dialog": {"title": settings_t}, "items": [
        {"text": t("Editing")},
        {"switch": t("Simple event editor"), "checked": True},
        {"text": t('"More details" opens the detailed editor')}]}  # fmt: skip
    import_label = t.n("Import calendar", "Import calendars", 1)
    general = {"title": title, "dialog": {"title": settings_t}, "items": [
        {"text": t("General")}, {"button": import_label}, {"text": t("CalDAV")},
        {"text": t("Access Nextcloud calendars from other apps and devices")},
        {"button": t("CalDAV URL")},
        {"button": t("Server Address for iOS and macOS")}]}  # fmt: skip
    importing = {"title": title, "dialog": {"title": t("Import destination selection")},
                 "items": [
        {"text": t("Import calendars")},
        {"text": t("Please select a calendar to import into\u00a0…")},
        {"text": t("Filename")}, {"text": t("Calendar to import into")},
        {"text": "club-events.ics"}, {"text": "Personal"},
        {"button": t("Cancel")}]}  # fmt: skip

    def config(key: str, value: str) -> Any:
        return api("POST", f"{APP}/v1/config/{key}", {"value": value})

    return [
        _entry("reversible", "settings appearance", appearance, [
            (t("Weekends"), False, [config("showWeekends", "no")]),
            (t("Week numbers"), False, [config("showWeekNr", "yes")]),
            (t("Birthday calendar"), False, [dav("DELETE", BIRTHDAYS)])]),
        _entry("reversible", "settings editing", editing, [
            (t("Simple event editor"), False, [config("skipPopover", "yes")])]),
        _entry("opens-prompt", "settings general", general, [
            (import_label, False, []), (t("CalDAV URL"), False, [])]),
        _entry("harmless", "import destination modal", importing, [
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


LUNCH = f"{PERSONAL}6C1F0E2A-3B7D-4E9A-8F25-1D4C7B9E0A36.ics"
REVIEW_UID = "0B9D2C71-54E8-4A3F-9C16-7E2F8A5D4B03"
REVIEW = f"{WORK}{REVIEW_UID}.ics"
YOGA_UID = "E4A7B1C9-2D6F-4F08-A35B-9C1E7D2F6A80"
YOGA = f"{PERSONAL}{YOGA_UID}.ics"
KICKOFF_UID = "2b7e4d90-5c1a-4f3e-9a68-0e3d1b7c5f42"
KICKOFF = f"{PERSONAL}sabredav-{KICKOFF_UID}.ics"  # an invitation the server delivered
NEW_EVENT = "9F3B6E1D-7A2C-4D85-B0E4-5C8A1F2D7B69"
NEW_EVENT_UID = "5d2e8b14-0c7f-4a96-8e31-b6f4a0d9c257"
STAMP = "20260914T093012Z"


def _review(summary: str) -> str:
    return ics(
        "CREATED:20260901T081500Z",
        f"DTSTAMP:{STAMP}",
        f"LAST-MODIFIED:{STAMP}",
        "SEQUENCE:3",
        f"UID:{REVIEW_UID}",
        "DTSTART:20260923T130000Z",
        "DTEND:20260923T143000Z",
        "STATUS:CONFIRMED",
        f"SUMMARY:{summary}",
        f"ORGANIZER;CN={USER_NAME}:mailto:{USER_MAIL}",
        attendee(CAROL, CAROL_MAIL),
        attendee(BOB, BOB_MAIL),
    )


def _yoga(*change: str) -> str:
    return ics(
        "CREATED:20260301T170200Z",
        f"DTSTAMP:{STAMP}",
        f"LAST-MODIFIED:{STAMP}",
        "SEQUENCE:1",
        f"UID:{YOGA_UID}",
        "DTSTART:20260303T180000Z",
        "DTEND:20260303T190000Z",
        "SUMMARY:Yoga class",
        *change,
    )


def _kickoff(partstat: str) -> str:
    return ics(
        "CREATED:20260910T120000Z",
        f"DTSTAMP:{STAMP}",
        "LAST-MODIFIED:20260910T120000Z",
        "SEQUENCE:0",
        f"UID:{KICKOFF_UID}",
        "DTSTART:20260929T080000Z",
        "DTEND:20260929T093000Z",
        "SUMMARY:Project kickoff",
        f"ORGANIZER;CN={BOB}:mailto:{BOB_MAIL}",
        attendee(USER_NAME, USER_MAIL, partstat, rsvp=False),
    )


def event_screens(t: Any) -> list[dict[str, Any]]:
    """The simple editor viewing an event, its menus (a single event, one with attendees, a
    recurring one), a new event, an event with attendees being edited, an invitation, the
    attendees part of the detailed editor and an attendee's menu."""
    title = title_of(t)
    viewing = {"title": title, "items": [
        {"text": "Team lunch"}, {"text": "Personal"},
        {"button": t("More details")}, {"button": t("Update")},
        {"button": t("Edit")}]}  # fmt: skip
    event_menu = menu(title, [t("Copy link"), t("Export"), t("Duplicate"), t("Delete")])
    recurring_menu = menu(title, [t("Copy link"), t("Export"), t("Duplicate"),
                                  t("Delete this occurrence"),
                                  t("Delete this and all future")])  # fmt: skip
    new_event = {"title": title, "items": [
        {"field": "title", "hint": t("Title"), "text": "Dentist"},
        {"text": t("From")}, {"text": t("To")},
        {"switch": t("All day"), "checked": False},
        {"button": t("More details")}, {"button": t("Save")}]}  # fmt: skip
    review = {"title": title, "items": [
        {"field": "title", "hint": t("Title"), "text": "Quarterly review (room 2)"},
        {"text": t("Attendees")}, {"text": CAROL}, {"text": BOB},
        {"button": t("More details")}, {"button": t("Update")}]}  # fmt: skip
    invitation = {"title": title, "items": [
        {"text": "Project kickoff"}, {"text": BOB},
        {"button": t("Accept")}, {"button": t("Decline")},
        {"button": t("More details")}]}  # fmt: skip
    attendees = {"title": title, "items": [
        {"text": t("Attendees")}, {"button": t("Find a time")},
        {"field": "attendee-search",
         "hint": t("Search for emails, users, contacts, contact groups or teams"), "text": ""},
        {"text": CAROL}, {"text": BOB}]}  # fmt: skip
    attendee_menu = {"title": title, "items": [
        {"switch": t("Request reply"), "checked": True},
        {"radio": t("Chairperson"), "checked": False},
        {"radio": t("Required participant"), "checked": True},
        {"radio": t("Optional participant"), "checked": False},
        {"radio": t("Non-participant"), "checked": False},
        {"menu": t("Remove attendee")}]}  # fmt: skip
    new_ics = ics(
        f"CREATED:{STAMP}",
        f"DTSTAMP:{STAMP}",
        f"LAST-MODIFIED:{STAMP}",
        "SEQUENCE:0",
        f"UID:{NEW_EVENT_UID}",
        "DTSTART:20260924T083000Z",
        "DTEND:20260924T091500Z",
        "SUMMARY:Dentist",
    )
    created = f"{PERSONAL}{NEW_EVENT}.ics"
    return [
        _entry("opens-prompt", "event popover viewing", viewing, [
            (t("Edit"), False, []), (t("More details"), False, [])]),
        _entry("reversible", "event menu", event_menu, [
            (t("Export"), False, [page(f"{LUNCH}?export")]),
            (t("Duplicate"), False, []),
            (t("Delete"), False, [dav("DELETE", LUNCH)])]),
        _entry("send", "event with attendees menu", event_menu, [
            (t("Delete"), True, [dav("DELETE", REVIEW)])]),
        _entry("delete", "recurring event menu", recurring_menu, [
            (t("Delete this occurrence"), True, [put(YOGA, _yoga(
                "RRULE:FREQ=WEEKLY;BYDAY=TU", "EXDATE:20260922T180000Z"))]),
            (t("Delete this and all future"), True, [put(YOGA, _yoga(
                "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20260922T175959Z"))])]),
        _entry("reversible", "new event popover", new_event, [
            (t("Save"), False, [put(created, new_ics),
                                propfind(created, VOBJECT_FIND_PROPS)])]),
        _entry("send", "event with attendees editing", review, [
            (t("Update"), True, [put(REVIEW, _review("Quarterly review (room 2)"))])]),
        _entry("send", "invitation response", invitation, [
            (t("Accept"), True, [put(KICKOFF, _kickoff("ACCEPTED"))]),
            (t("Decline"), True, [put(KICKOFF, _kickoff("DECLINED"))])]),
        _entry("opens-prompt", "detailed editor attendees", attendees, [
            (t("Find a time"), False, [])]),
        _entry("reversible", "attendee menu", attendee_menu, [
            (t("Remove attendee"), False, [])]),
    ]  # fmt: skip


def _slots() -> dict[str, list[dict[str, int]]]:
    """createDefault's Monday to Friday, 9 to 5, set on the day the modal opened (UTC)."""
    monday = 1789344000  # 2026-09-14T00:00:00Z
    days = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
    slots: dict[str, list[dict[str, int]]] = {day: [] for day in days}
    for day in ("MO", "TU", "WE", "TH", "FR"):
        slots[day].append({"start": monday + 9 * 3600, "end": monday + 17 * 3600})
    return slots


def appointment_screens(t: Any) -> list[dict[str, Any]]:
    """An appointment schedule's menu, the create modal, the public booking page's details
    and the booking confirmation page; a meeting proposal's menu and delete dialog."""
    title = title_of(t)
    schedule_menu = menu(title, [t("Preview"), t("Copy link"), t("Duplicate"), t("Edit"),
                                 t("Delete")])  # fmt: skip
    create = {"title": title, "dialog": {"title": t("Create appointment schedule")}, "items": [
        {"field": "name", "hint": t("Appointment name"), "text": CONFIG_NAME},
        {"field": "location", "hint": t("Location"), "text": "Room 4.12"},
        {"text": t("Description")},
        {"field": "description", "hint": "", "text": "Short calls about your project"},
        {"text": t("Booking availability")},
        {"button": t("Save")}]}  # fmt: skip
    config = {"name": CONFIG_NAME, "description": "Short calls about your project",
              "location": "Room 4.12", "visibility": "PRIVATE",
              "targetCalendarUri": "personal",
              "availability": {"timezoneId": "UTC", "slots": _slots()},
              "length": 300, "increment": 900, "preparationDuration": 0,
              "followupDuration": 0, "timeBeforeNextSlot": 0, "futureLimit": 5184000,
              "calendarFreeBusyUris": [], "createTalkRoom": False}  # fmt: skip
    details = {"title": title, "items": [
        {"text": USER_NAME}, {"text": CONFIG_NAME},
        {"field": "name", "hint": t("Your name"), "text": "Dana Kim"},
        {"field": "email", "hint": t("Your email address"), "text": DANA_MAIL},
        {"field": "description",
         "hint": t("Please share anything that will help prepare for our meeting"),
         "text": "Questions about the invoice"},
        {"button": t("Back")}, {"button": t("Book appointment")}]}  # fmt: skip
    confirmation = {"title": title, "items": [
        {"text": t("Confirm your appointment")}, {"text": "Europe/Berlin"},
        {"text": f"Dana Kim ({DANA_MAIL})"}, {"button": t("Confirm")}]}  # fmt: skip
    proposal_menu = menu(title, [t("View"), t("Edit"), t("Delete")])
    delete_proposal = {"title": title, "dialog": {
        "title": t("Delete proposal"),
        "message": t('Are you sure you want to delete "{title}"?', title=PROPOSAL_TITLE)},
        "items": [{"button": t("Delete")}, {"button": t("Cancel")}]}  # fmt: skip
    booking = {"start": 1790319600, "end": 1790319900, "displayName": "Dana Kim",
               "email": DANA_MAIL, "description": "Questions about the invoice",
               "timeZone": "Europe/Berlin"}  # fmt: skip
    return [
        _entry("reversible", "appointment schedule menu", schedule_menu, [
            (t("Preview"), False, [page(f"{APP}/appointment/{CONFIG_TOKEN}")]),
            (t("Copy link"), False, []), (t("Duplicate"), False, []),
            (t("Edit"), False, [])]),
        _entry("delete", "appointment schedule menu delete", schedule_menu, [
            (t("Delete"), True, [api("DELETE", f"{APP}/v1/appointment_configs/{CONFIG_ID}")])]),
        _entry("reversible", "create appointment schedule modal", create, [
            (t("Save"), False, [api("POST", f"{APP}/v1/appointment_configs", config)])]),
        _entry("send", "booking page details", details, [
            (t("Book appointment"), True, [api(
                "POST", f"{APP}/appointment/{CONFIG_TOKEN}/book", booking)]),
            (t("Back"), False, [])]),
        _entry("send", "booking confirmation page", confirmation, [
            (t("Confirm"), True, [api("POST", f"{APP}/appointment/confirm/{BOOKING_TOKEN}")])]),
        _entry("opens-prompt", "meeting proposal menu", proposal_menu, [
            (t("Delete"), False, []), (t("View"), False, [])]),
        _entry("delete", "delete proposal dialog", delete_proposal, [
            (t("Delete"), True, [api("POST", f"{OCS}/proposal/destroy", {"id": PROPOSAL_ID})]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*calendar_screens(t), *settings_screens(t), *event_screens(t),
            *appointment_screens(t)]  # fmt: skip
