"""Nextcloud Tasks' screens for the two-hundred-and-eighty-third held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of an English
source string in the app's ``l10n/<lang>.json`` catalogue and ``t.n(singular, plural, count,
**args)`` its plural lookup. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from xml.sax.saxutils import escape

DAV = "/remote.php/dav/calendars/alice"  # the calendar home under generateRemoteUrl('dav')
API = "/index.php/apps/tasks/api/v1"  # generateUrl('apps/tasks/api/v1/...')
GROCERIES, GARDEN, PERSONAL = f"{DAV}/groceries/", f"{DAV}/garden/", f"{DAV}/personal/"
CLUB = f"{DAV}/club-chores_shared_by_dana/"  # a list Dana shares with Alice
TRASH = f"{DAV}/trashbin/"
FENCE_UID = "6F0C2B9E-4D1A-4E7B-9C35-2A8D7E1F5B60"  # made up, shaped as uid() writes them
FENCE = f"{GARDEN}{FENCE_UID}.ics"
COMPOST_UID = "0B7E5D31-9A2C-4F68-8E14-C3D6A9F2B705"
COMPOST = f"{GARDEN}{COMPOST_UID}.ics"
DONE1 = f"{GROCERIES}A41F7C0D-2E9B-4B53-B6A8-5D1E3C7F9024.ics"
DONE2 = f"{GROCERIES}C2D8E6B4-7F13-4A95-9D0C-81B5E2A4F367.ics"
NEW_UID = "3e9a5c17-b2d4-4f80-a6e1-7c0b9d2f4a58"  # the new task's uid (randomUUID)
NEW_NAME = "8D2F4B6A-1C3E-4A57-B9D0-E6F1A3C5B729.ics"  # createVObject's uid('', 'ics')
DUP_UID = "5b1d9f3a-6e2c-4c74-8a0f-d3e7b1c9a582"
DUP_NAME = "F7A3C9E1-5B2D-4E86-9C4A-0D6B8E2F1C37.ics"
DELETED_TASK = f"{TRASH}objects/48.ics"  # as the trash bin lists them
DELETED_MILK = f"{TRASH}objects/51.ics"
DELETED_LIST = f"{DAV}/seeds-deleted/"
BOB, FAMILY, CARLA = ("principal:principals/users/bob", "principal:principals/groups/family",
                      "principal:principals/users/carla")  # fmt: skip
PRODID = "-//Nextcloud Tasks v0.18.1"  # createTask's, with package.json's version
CREATED, NOW = "20260901T080000Z", "20260903T091500Z"
COLOR = "#0082c9"
Act = tuple[str, bool, list[Any]]

# The prefixes the library's XML serialiser (xmlUtility's prefixMap, never reset by the app)
# has handed out once the app is loaded: DAV: at principal discovery, then in the order the
# principal's and the calendar home's PROPFINDs first name each namespace.
D, CAL, SABRE, NC = "DAV:", "urn:ietf:params:xml:ns:caldav", "http://sabredav.org/ns", (
    "http://nextcloud.com/ns")  # fmt: skip
OC, CS, APPLE = "http://owncloud.org/ns", "http://calendarserver.org/ns/", (
    "http://apple.com/ns/ical/")  # fmt: skip
PREFIX = {ns: f"x{i}" for i, ns in enumerate((D, CAL, SABRE, NC, OC, CS, APPLE))}


def el(ns: str, tag: str, /, *children: Any, **attrs: str) -> dict[str, Any]:
    """An element of the library's skeleton: children (or a text) and attributes."""
    return {"ns": ns, "name": tag, "children": list(children), "attrs": attrs}


def xml(node: dict[str, Any], declared: frozenset[str] = frozenset()) -> str:
    """XMLSerializer's text of the library's skeleton: a namespace declared where first used."""
    prefix = PREFIX[node["ns"]]
    head = f"{prefix}:{node['name']}"
    decl = "" if node["ns"] in declared else f' xmlns:{prefix}="{node["ns"]}"'
    declared |= {node["ns"]}
    attrs = "".join(f' {k}="{v}"' for k, v in node["attrs"].items())
    inner = "".join(escape(c) if isinstance(c, str) else xml(c, declared)
                    for c in node["children"])  # fmt: skip
    return f"<{head}{decl}{attrs}>{inner}</{head}>" if inner else f"<{head}{decl}{attrs}/>"


# A calendar's _propFindList: DavObject's and DavCollection's, then VObject's (its factory).
OBJECT_PROPS = [(D, "getcontenttype"), (D, "getetag"), (D, "resourcetype"), (D, "displayname"),
                (D, "owner"), (D, "resourcetype"), (D, "sync-token"),
                (D, "current-user-privilege-set"), (D, "getcontenttype"), (D, "getetag"),
                (D, "resourcetype"), (CAL, "calendar-data")]  # fmt: skip


def req(method: str, url: str, body: str | None = None, via: str | None = None) -> Any:
    if body is None and via is None:
        return f"{method} {url}"
    out: dict[str, Any] = {"request": f"{method} {url}"}
    if body is not None:
        out["body"] = body
    if via:
        out["via"] = via
    return out


def find(url: str) -> Any:
    """createObject's ``find``: a Depth 0 PROPFIND of the new object."""
    prop = el(D, "prop", *(el(ns, name) for ns, name in OBJECT_PROPS))
    return req("PROPFIND", url, xml(el(D, "propfind", prop)))


def open_tasks(calendar: str) -> Any:
    """getTasksFromCalendar's REPORT of the calendar's open tasks (findVTODObyState)."""
    prop = el(D, "prop", *(el(ns, name) for ns, name in OBJECT_PROPS))
    todo = el(CAL, "comp-filter", el(CAL, "prop-filter", el(CAL, "is-not-defined"),
              name="completed"), name="VTODO")  # fmt: skip
    filt = el(CAL, "filter", el(CAL, "comp-filter", todo, name="VCALENDAR"))
    return req("REPORT", calendar, xml(el(CAL, "calendar-query", prop, filt)))


def share(calendar: str, principal: str, writeable: bool = False) -> Any:
    """davCollectionShareable.share: a POST of ``<oc:share><oc:set>``."""
    parts = [el(D, "href", principal)] + ([el(OC, "read-write")] if writeable else [])
    return req("POST", calendar, xml(el(OC, "share", el(OC, "set", *parts))))


def unshare(calendar: str, principal: str) -> Any:
    return req("POST", calendar, xml(el(OC, "share", el(OC, "remove", el(D, "href", principal)))))


def rename(calendar: str, name: str) -> Any:
    """changeCalendar: displayname (DavCollection's prop set) then the colour (Calendar's)."""
    prop = el(D, "prop", el(D, "displayname", name), el(APPLE, "calendar-color", COLOR))
    return req("PROPPATCH", calendar, xml(el(D, "propertyupdate", el(D, "set", prop))))


def ics(*lines: str) -> str:
    """ICAL.stringify's text of a task (CRLF line ends)."""
    body = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{PRODID}", "BEGIN:VTODO", *lines,
            "END:VTODO", "END:VCALENDAR"]  # fmt: skip
    return "\r\n".join(body)


def stored(uid: str, summary: str, *extra: str, modified: str = CREATED) -> list[str]:
    """A task as the app created it, with ``extra`` properties appended by an edit."""
    return [f"UID:{uid}", f"CREATED:{CREATED}", f"LAST-MODIFIED:{modified}",
            f"DTSTAMP:{modified}", f"SUMMARY:{summary}", *extra]  # fmt: skip


def put(url: str, *lines: str) -> Any:
    return req("PUT", url, ics(*lines))


def setting(name: str, value: Any) -> Any:
    """setSetting: axios posts ``{value}`` as JSON."""
    body = json.dumps({"value": value}, separators=(",", ":"), ensure_ascii=False)
    return req("POST", f"{API}/settings/{name}", body)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"tasks {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def _enter(category: str, source: str, screen: dict[str, Any], irreversible: bool,
           sends: list[Any]) -> dict[str, Any]:  # fmt: skip
    return {"category": category, "source": f"tasks {source}", "web": True, "screen": screen,
            "cases": [{"enter": True, "irreversible": irreversible, "sends": sends}]}  # fmt: skip


FENCE_ICS = stored(FENCE_UID, "Repair the fence")
COMPOST_ICS = stored(COMPOST_UID, "Order compost")


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation (collections, lists, a list's menus, edit field and sharing), the
    settings and the sort menu."""
    title = f"{t('Tasks')} - Nextcloud"
    lists = [{"link": t("Important")}, {"link": t("Today")}, {"link": t("All")},
             {"link": "Groceries"}, {"link": "Garden"}, {"link": "Personal"},
             {"link": "Club chores"}]  # fmt: skip
    nav = {"title": title, "items": [*lists, {"link": t("Add List…")},
                                     {"link": t("Trash bin")}]}  # fmt: skip

    def menu(name: str, *entries: str, trash: bool = True) -> dict[str, Any]:
        foot = [{"link": t("Trash bin")}] if trash else []
        return {"title": title, "items": [
            *(i for i in lists if i != {"link": name}), {"text": name},
            *({"menu": e} for e in entries), *foot]}  # fmt: skip

    groceries = menu("Groceries", t("Edit"), t("Copy private link"), t("Export"), t("Delete"))
    countdown = t.n("Deleting the list in {countdown} second",
                    "Deleting the list in {countdown} seconds", 7, countdown="7")  # fmt: skip
    deleting = {"title": title, "items": [
        *lists[:3], {"text": "Groceries"}, {"menu": countdown},
        {"link": t("Trash bin")}]}  # fmt: skip
    edit = {"title": title, "items": [
        *lists[:3], {"field": "editListInput", "hint": t("List name"), "text": "Vegetables",
                     "focused": True}, {"link": "Garden"}, {"link": t("Trash bin")}]}  # fmt: skip
    club = menu("Club chores", t("Copy private link"), t("Export"), t("Unshare"))
    share_hint = t("Share with users or groups")

    def sharing(name: str, typed: str, *rows: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": name}, {"field": "sharee", "hint": share_hint, "text": typed,
                             "focused": True},
            *({"row": r} for r in rows), {"link": t("Trash bin")}]}  # fmt: skip

    def sharee(name: str, shown: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": name}, {"field": "sharee", "hint": share_hint, "text": ""},
            {"text": shown}, {"switch": t("Can edit"), "checked": False},
            {"menu": t("Unshare with {displayName}", displayName=shown)}]}  # fmt: skip

    share_icons = {"title": title, "items": [
        {"link": "Groceries"}, {"icon": t("Share this list")}, {"link": "Personal"},
        {"icon": t("Share this calendar")}, {"link": t("Trash bin")}]}  # fmt: skip
    settings = {"title": title, "items": [
        {"text": t("Tasks settings")}, {"text": t("Default list")},
        {"menu": "Groceries"}, {"menu": "Garden"}, {"menu": "Personal"}]}  # fmt: skip
    visibility = {"title": title, "items": [
        {"text": t("Visibility of Smart Collections")}, {"text": t("Important")},
        {"menu": t("Hidden")}, {"menu": t("Visible")}, {"menu": t("Automatic")}]}  # fmt: skip
    sort = {"title": f"Garden - {title}", "items": [
        {"text": t("Change sort order")}, {"menu": t("Relevance")}, {"menu": t("Due date")},
        {"menu": t("Priority")}, {"menu": t("Alphabetically")}]}  # fmt: skip
    return [
        _entry("harmless", "navigation", nav, [
            (t("Important"), False, []), ("Groceries", False, []),
            (t("Add List…"), False, [])]),
        _entry("harmless", "list menu", groceries, [
            (t("Edit"), False, []), (t("Copy private link"), False, []),
            (t("Export"), False, [req("GET", f"{DAV}/groceries?export", via="link")])]),
        _entry("reversible", "list menu delete", groceries, [
            (t("Delete"), False, [req("DELETE", GROCERIES)])]),
        _entry("harmless", "list deletion countdown", deleting, [(countdown, False, [])]),
        _enter("reversible", "list name edited", edit, False, [rename(GROCERIES, "Vegetables")]),
        _entry("opens-prompt", "share icons", share_icons, [
            (t("Share this list"), False, []), (t("Share this calendar"), False, [])]),
        _entry("send", "share list search", sharing("Groceries", "b", "Bob Baker", "Family"), [
            ("Bob Baker", True, [share(GROCERIES, BOB)]),
            ("Family", True, [share(GROCERIES, FAMILY)])]),
        _entry("send", "share calendar search", sharing("Personal", "car", "Carla Diaz"), [
            ("Carla Diaz", True, [share(PERSONAL, CARLA)])]),
        _entry("send", "share second list search", sharing("Garden", "bob", "Bob Baker"), [
            ("Bob Baker", True, [share(GARDEN, BOB)])]),
        _entry("revoke", "list sharee user", sharee("Groceries", "Bob Baker"), [
            (t("Can edit"), False, [share(GROCERIES, BOB, writeable=True)]),
            (t("Unshare with {displayName}", displayName="Bob Baker"), True,
             [unshare(GROCERIES, BOB)])]),
        _entry("revoke", "list sharee group", sharee("Groceries", "Family"), [
            (t("Can edit"), False, [share(GROCERIES, FAMILY, writeable=True)]),
            (t("Unshare with {displayName}", displayName="Family"), True,
             [unshare(GROCERIES, FAMILY)])]),
        _entry("revoke", "list shared with me menu", club, [
            (t("Copy private link"), False, []),
            (t("Export"), False, [req("GET", f"{DAV}/club-chores_shared_by_dana?export",
                                      via="link")]),
            (t("Unshare"), True, [req("DELETE", CLUB)])]),
        _entry("reversible", "default list setting", settings, [
            ("Garden", False, [setting("defaultCalendarId", "garden")])]),
        _entry("reversible", "collection visibility setting", visibility, [
            (t("Hidden"), False, [req("POST", f"{API}/collection/starred/visibility/0", "{}")])]),
        _entry("reversible", "sort order menu", sort, [
            (t("Due date"), False, [setting("sortDirection", 0), setting("sortOrder", "due")]),
            (t("Alphabetically"), False, [setting("sortDirection", 0),
                                          setting("sortOrder", "alphabetically")])]),
    ]  # fmt: skip


def task_screens(t: Any, trash: bool) -> list[dict[str, Any]]:
    """The Garden list's page: the new-task field, a task's row, its menu, its deletion
    countdown, the completed tasks' deletion, the details sidebar. With ``trash`` false, the
    server keeps no trash bin (its retention is 0) and the navigation shows none."""
    title = f"Garden - {t('Tasks')} - Nextcloud"
    foot = [{"link": t("Trash bin")}] if trash else []
    tag = "" if trash else " no trash bin"
    fence_row = [{"row": "Repair the fence"},
                 {"switch": t("Task is not completed"), "checked": False},
                 {"icon": t("Toggle starred")}]  # fmt: skip
    row = {"title": title, "items": [
        {"field": "newTask", "hint": t('Add a task to "{calendar}"…', calendar="Garden"),
         "text": ""}, *fence_row, {"row": "Order compost"}, *foot]}  # fmt: skip
    header = {"title": title, "items": [
        {"field": "newTask", "hint": t('Add a task to "{calendar}"…', calendar="Garden"),
         "text": "Buy seed potatoes", "focused": True}, *fence_row, *foot]}  # fmt: skip
    task_menu = {"title": title, "items": [
        {"row": "Repair the fence"}, {"menu": t("Add subtask")},
        {"menu": t("Duplicate task")}, {"menu": t("Delete task")}, *foot]}  # fmt: skip
    countdown = t.n("Deleting the task in {countdown} second",
                    "Deleting the task in {countdown} seconds", 7, countdown="7")  # fmt: skip
    deleting = {"title": title, "items": [
        {"row": "Repair the fence"}, {"menu": countdown}, *foot]}  # fmt: skip
    footer = {"title": title, "items": [
        {"row": "Repair the fence"}, {"button": t("Delete all completed tasks.")},
        *foot]}  # fmt: skip
    message = t.n('This will delete {taskCount} completed task and its subtasks from calendar '
                  '"{calendar}".', 'This will delete {taskCount} completed tasks and their '
                  'subtasks from calendar "{calendar}".', 2, taskCount="2",
                  calendar="Groceries")  # fmt: skip
    modal = {"title": f"Groceries - {t('Tasks')} - Nextcloud",
             "dialog": {"message": message},
             "items": [{"button": t("Delete completed tasks.")}, {"text": "0 %"},
                       {"text": t("No errors")}]}  # fmt: skip
    sidebar = {"title": title, "items": [
        {"text": "Repair the fence"}, {"menu": t("Pin")}, {"menu": t("Edit summary")},
        {"menu": t("Export")}, {"menu": t("Duplicate task")}, {"menu": t("Delete")},
        {"tab": t("Details")}, {"tab": t("Notes")}, *foot]}  # fmt: skip
    list_menu = {"title": title, "items": [
        {"link": "Groceries"}, {"text": "Garden"}, {"menu": t("Edit")},
        {"menu": t("Copy private link")}, {"menu": t("Export")}, {"menu": t("Delete")},
        *foot]}  # fmt: skip
    personal_menu = {"title": title, "items": [
        {"link": "Garden"}, {"text": "Personal"}, {"menu": t("Edit")},
        {"menu": t("Copy private link")}, {"menu": t("Export")}, {"menu": t("Delete")},
        *foot]}  # fmt: skip
    done = [req("DELETE", DONE1), req("DELETE", DONE2)]
    duplicate = [put(f"{GARDEN}{DUP_NAME}", f"UID:{DUP_UID}", f"CREATED:{NOW}",
                     f"LAST-MODIFIED:{NOW}", f"DTSTAMP:{NOW}", "SUMMARY:Repair the fence"),
                 find(f"{GARDEN}{DUP_NAME}")]  # fmt: skip
    if trash:
        new = [put(f"{GARDEN}{NEW_NAME}", f"UID:{NEW_UID}", f"CREATED:{NOW}",
                   f"LAST-MODIFIED:{NOW}", f"DTSTAMP:{NOW}", "SUMMARY:Buy seed potatoes"),
               find(f"{GARDEN}{NEW_NAME}")]  # fmt: skip
        completed = put(FENCE, *stored(
            FENCE_UID, "Repair the fence", "PERCENT-COMPLETE:100", f"COMPLETED:{NOW}",
            "STATUS:COMPLETED", modified=NOW))  # fmt: skip
        starred = put(FENCE, *stored(FENCE_UID, "Repair the fence", "PRIORITY:1",
                                     modified=NOW))  # fmt: skip
        pinned = put(FENCE, *stored(FENCE_UID, "Repair the fence", "X-PINNED:true",
                                    modified=NOW))  # fmt: skip
        return [
            _enter("reversible", "new task field", header, False, new),
            _entry("reversible", "task row", row, [
                (t("Task is not completed"), False, [completed]),
                (t("Toggle starred"), False, [starred]), ("Order compost", False, [])]),
            _entry("reversible", "task menu", task_menu, [
                (t("Add subtask"), False, []), (t("Duplicate task"), False, duplicate),
                (t("Delete task"), False, [req("DELETE", FENCE)])]),
            _entry("harmless", "task deletion countdown", deleting, [(countdown, False, [])]),
            _entry("opens-prompt", "completed tasks footer", footer, [
                (t("Delete all completed tasks."), False, [])]),
            _entry("reversible", "delete completed modal", modal, [
                (t("Delete completed tasks."), False, done)]),
            _entry("reversible", "task sidebar menu", sidebar, [
                (t("Pin"), False, [pinned]), (t("Edit summary"), False, []),
                (t("Export"), False, [req("GET", f"{FENCE}?export", via="link")]),
                (t("Delete"), False, [req("DELETE", FENCE)])]),
        ]  # fmt: skip
    return [
        _entry("delete", f"task menu{tag}", task_menu, [
            (t("Duplicate task"), False, duplicate),
            (t("Delete task"), True, [req("DELETE", FENCE)])]),
        _entry("harmless", f"task deletion countdown{tag}", deleting, [(countdown, False, [])]),
        _entry("delete", f"delete completed modal{tag}", modal, [
            (t("Delete completed tasks."), True, done)]),
        _entry("delete", f"task sidebar menu{tag}", sidebar, [
            (t("Edit summary"), False, []), (t("Delete"), True, [req("DELETE", FENCE)])]),
        _entry("delete", f"list menu{tag}", list_menu, [
            (t("Edit"), False, []), (t("Delete"), True, [req("DELETE", GARDEN)])]),
        _entry("delete", f"calendar menu{tag}", personal_menu, [
            (t("Delete"), True, [req("DELETE", PERSONAL)])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The trash bin modal with a deleted task, a deleted list or a deleted event, each with
    its Delete permanently menu open or not."""
    title = f"{t('Tasks')} - Nextcloud"
    days = t.n("Elements in the trash bin are deleted after {numDays} day",
               "Elements in the trash bin are deleted after {numDays} days", 30,
               numDays="30")  # fmt: skip

    def modal(name: str, subline: str | None, opened: bool) -> dict[str, Any]:
        row = [{"text": name}] + ([{"text": subline}] if subline else [])
        menu = [{"menu": t("Delete permanently")}] if opened else []
        return {"title": title, "dialog": {"title": t("Trash bin")}, "items": [
            {"button": t("Name")}, {"button": t("Deleted")}, *row,
            {"button": t("Restore")}, *menu, {"text": days},
            {"button": t("Empty trash bin")}]}  # fmt: skip

    restore = [req("MOVE", DELETED_TASK), open_tasks(GARDEN)]
    return [
        _entry("reversible", "trash bin task", modal("Repair the fence", "Garden", False), [
            (t("Restore"), False, restore), (t("Name"), False, []),
            (t("Deleted"), False, [])]),
        _entry("opens-prompt", "trash bin empty button", modal("Seeds", None, False), [
            (t("Empty trash bin"), False, [])]),
        _entry("delete", "trash bin task menu", modal("Repair the fence", "Garden", True), [
            (t("Delete permanently"), True, [req("DELETE", DELETED_TASK)])]),
        _entry("delete", "trash bin list menu", modal("Seeds", None, True), [
            (t("Delete permanently"), True, [req("DELETE", DELETED_LIST)])]),
        _entry("delete", "trash bin second task menu", modal("Buy oat milk", "Groceries", True), [
            (t("Delete permanently"), True, [req("DELETE", DELETED_MILK)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*navigation_screens(t), *task_screens(t, trash=True), *trash_screens(t),
            *task_screens(t, trash=False)]  # fmt: skip
