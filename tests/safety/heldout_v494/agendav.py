"""AgenDAV's screens for the four-hundred-and-ninety-fourth held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(key, js=False, **params)`` being that language's lookup of a
key of the app's ``resources/private/lang/<code>.php`` catalogue (``js=True`` for a string the
page's script or a dust template writes, ``False`` for one the server's Twig templates write).
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

TOKEN = "Vb4Qx9LmT2rZc7Kp1WnY8dHs3JfA6eUo0GiR5tXq"  # made up; the session's _token
SITE = "Our calendar"  # site.title, the <title> of every page and the login page's heading
NONCE = 1781510400000  # jQuery's cache-busting counter (Date.now() at page load), made up
TZ, TODAY = "Europe/Paris", "2026-06-15"
VIEW = "start=2026-06-01&end=2026-07-06"  # the month view of June 2026, weeks from Monday
PUBLIC = "https://dav.example.org"  # caldav.baseurl.public
HOME = "/dav.php/calendars/alice/"
WORK, FAMILY = f"{HOME}work/", f"{HOME}family/"
ROTA = "/dav.php/calendars/carol/rota/"
FEED = "https://www.example.org/holidays/fr.ics"
NEW_CAL = f"{HOME}5d0c9e7a-2b41-4f8e-9a63-1e7d4c2b8f05/"
BOB, CAROL, DAVE = (f"/dav.php/principals/{n}" for n in ("bob", "carol", "dave"))
# (url, name, colour, subscribed) in the order GET /calendars lists them
CALENDARS = [(WORK, "Work", "#3F51B5", False), (FAMILY, "Family", "#4CAF50", False),
             (ROTA, "Team rota", "#FF9800", False),
             (FEED, "Public holidays", "#F44336", True)]  # fmt: skip
Fields = list[tuple[str, Any]]
Act = tuple[str, bool, list[Any]]


def _js(value: Any) -> str:
    """encodeURIComponent of a value as jQuery.param writes it (true/false, null as empty)."""
    if value is None:
        return ""
    text = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return quote(text, safe="!~*'()")


def jq(fields: Fields) -> str:
    """jQuery.param of a form's fields or an object, as $.ajax posts it: encodeURIComponent,
    then each %20 written + (a urlencoded body)."""
    return "&".join(f"{_js(k)}={_js(v)}" for k, v in fields).replace("%20", "+")


def urlform(fields: Fields) -> str:
    """A form submitted by the browser: application/x-www-form-urlencoded."""

    def enc(text: str) -> str:
        return quote(text, safe="*").replace("%20", "+").replace("~", "%7E")

    return "&".join(f"{enc(k)}={enc(str(v))}" for k, v in fields)


def xhr(method: str, url: str, fields: Fields | None = None) -> Any:
    """send_form's (or a getJSON's) $.ajax call."""
    if fields is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}", "body": jq(fields)}


def link(url: str) -> dict[str, str]:
    return {"request": f"GET {url}", "via": "link"}


def events(url: str, subscribed: bool, n: int) -> str:
    """A FullCalendar event source's read (the ``#calendar`` fragment is not sent)."""
    return (f"GET /events?{VIEW}&timezone={_js(TZ)}&calendar={_js(url)}"
            f"&is_subscribed={_js(subscribed)}&_={n}")  # fmt: skip


def reload_list(calendars: list[tuple[str, str, str, bool]]) -> list[Any]:
    """update_calendar_list(): the list, then every source added again, last first."""
    sends = [f"GET /calendars?_={NONCE}"]
    for i, (url, _, _, subscribed) in enumerate(reversed(calendars), 1):
        sends.append(events(url, subscribed, NONCE + i))
    return sends


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"agendav {source}", "web": True,
            "screen": {"title": SITE, **screen}, "cases": cases}  # fmt: skip


def dialog(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A jQuery UI dialog over the calendar page: its title, its close button (jQuery UI's
    own "Close", in English everywhere), its content and its button set."""
    return {"dialog": {"title": heading}, "items": [{"icon": "Close"}, *items]}


def popup(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The qTip event details popup: the event's title, qTip's close button, the details."""
    return {"dialog": {"title": title}, "items": [{"icon": "Close tooltip"}, *items]}


def navigation_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The login page, the navigation bar, the calendar's toolbar and month grid, the
    sidebar's own, shared and subscribed calendars, the preferences page."""
    login_fields = [("_token", TOKEN), ("user", "alice"), ("password", "Blue-Ferry-42"),
                    ("login", t("labels.login"))]  # fmt: skip
    login = {"items": [
        {"text": SITE},
        {"field": "user", "hint": t("labels.username"), "text": "alice", "focused": True},
        {"field": "password", "hint": t("labels.password"), "text": "Blue-Ferry-42"},
        {"button": t("labels.login")}]}  # fmt: skip
    navbar = {"items": [
        {"text": SITE}, {"icon": t("labels.preferences")}, {"icon": t("labels.logout")},
        {"link": "Alice Moreau"}]}  # fmt: skip
    toolbar = {"items": [
        {"button": t("labels.createevent")}, {"icon": t("labels.choose_date", js=True)},
        {"button": t("labels.refresh", js=True)}]}  # fmt: skip
    grid = {"items": [
        {"button": "9:30 Team stand-up"}, {"button": "9:00 Dentist"},
        {"button": "Quarterly review"}, {"button": "14:00 Sprint planning"},
        {"button": "17:00 On-call handover"},
        {"button": "22:00 Night shift"}]}  # fmt: skip
    own = {"items": [
        {"text": t("labels.calendars")}, {"row": "Work"}, {"row": "Family"},
        {"icon": t("labels.create_calendar")}]}  # fmt: skip
    work_row = {"items": [
        {"text": "Work"}, {"text": t("labels.currentlysharing", js=True)},
        {"icon": t("labels.modifycalendar", js=True)}]}  # fmt: skip
    shared = {"items": [
        {"text": t("labels.shared_calendars")}, {"row": "Team rota"},
        {"icon": t("labels.modifycalendar", js=True)},
        {"icon": f"{t('labels.toggleallcalendars')}>"}]}  # fmt: skip
    subscribed = {"items": [
        {"text": t("labels.subscribed_calendars")}, {"row": "Public holidays"},
        {"icon": t("labels.subscribe_ical")}]}  # fmt: skip
    prefs_fields = [
        ("_token", TOKEN), ("language", lang), ("date_format", "dmy"), ("time_format", "24"),
        ("weekstart", "1"), ("timezone", TZ), ("default_calendar", WORK),
        ("default_view", "month"), ("show_week_nb", "false"), ("show_now_indicator", "true"),
        ("list_days", "7"), ("hide_weekends", "false"), ("working_hours_start", ""),
        ("working_hours_end", ""), ("default_reminder_count", ""),
        ("default_reminder_unit", "minutes")]  # fmt: skip
    prefs = {"items": [
        {"text": t("labels.preferences")},
        {"text": t("labels.list_days")}, {"text": t("messages.help_list_days")},
        {"text": t("labels.hide_weekends")},
        {"radio": t("labels.yes"), "checked": False}, {"radio": t("labels.no"), "checked": True},
        {"text": t("labels.default_reminder")}, {"text": t("labels.before_start")},
        {"button": t("labels.save")}, {"link": t("labels.return")}]}  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("labels.login"), False, [{"request": "POST /login", "body": urlform(login_fields),
                                         "via": "form"}])]),
        _entry("reversible", "navigation bar", navbar, [
            (t("labels.preferences"), False, [link("/preferences")]),
            (t("labels.logout"), False, [link("/logout")])]),
        _entry("reversible", "calendar toolbar", toolbar, [
            (t("labels.refresh", js=True), False, reload_list(CALENDARS)),
            (t("labels.createevent"), False, [])]),
        _entry("opens-prompt", "month view events", grid, [
            ("9:00 Dentist", False, []), ("9:30 Team stand-up", False, [])]),
        _entry("reversible", "sidebar own calendars", own, [
            ("Family", False, []), (t("labels.create_calendar"), False, [])]),
        _entry("opens-prompt", "sidebar work calendar row", work_row, [
            (t("labels.modifycalendar", js=True), False, [])]),
        _entry("reversible", "sidebar shared calendars", shared, [
            (f"{t('labels.toggleallcalendars')}>", False, [])]),
        _entry("opens-prompt", "sidebar subscriptions", subscribed, [
            (t("labels.subscribe_ical"), False, [])]),
        _entry("reversible", "preferences page", prefs, [
            (t("labels.save"), False, [{"request": "POST /preferences",
                                        "body": urlform(prefs_fields), "via": "form"}]),
            (t("labels.return"), False, [link("/")])]),
    ]  # fmt: skip


def _basic_fields(url: str | None, name: str, colour: str, shared: bool, owned: bool,
                  subscribed: bool) -> Fields:  # fmt: skip
    """calendar_basic_form_part's inputs, after form_open's _token."""
    head = [("calendar", url)] if url else []
    return [("_token", TOKEN), *head, ("is_shared", shared), ("is_owned", owned),
            ("is_subscribed", subscribed), ("displayname", name),
            ("calendar_color", colour)]  # fmt: skip


def calendar_screens(t: Any) -> list[dict[str, Any]]:
    """The create, subscribe and modify dialogs (general and share tabs), the delete and
    unsubscribe confirmations, the shared calendar's dialog."""
    cancel, save = t("labels.cancel", js=True), t("labels.save", js=True)
    name_hint, colour_hint = t("labels.displayname", js=True), t("labels.color", js=True)
    general, share_tab = t("labels.generaloptions", js=True), t("labels.shareoptions", js=True)
    modify = t("labels.modifycalendar", js=True)
    delete_cal, unsubscribe = t("labels.deletecalendar", js=True), t("labels.unsubscribe", js=True)
    public_url = t("labels.publicurl", js=True)

    def fields(name: str, colour: str) -> list[dict[str, Any]]:
        return [{"field": "displayname", "hint": name_hint, "text": name},
                {"field": "calendar_color", "hint": colour_hint, "text": colour}]  # fmt: skip

    create = dialog(t("labels.newcalendar", js=True), [
        *fields("Book club", "#03A9F4"), {"button": t("labels.create", js=True)},
        {"button": cancel}])  # fmt: skip
    subscribe = dialog(t("labels.newcalendar", js=True), [
        *fields("Public holidays", "#03A9F4"),
        {"field": "url", "hint": t("labels.url", js=True), "text": FEED},
        {"button": t("labels.subscribe", js=True)}, {"button": cancel}])  # fmt: skip

    def modify_general(name: str, colour: str, remove: str) -> dict[str, Any]:
        return dialog(modify, [
            {"tab": general}, {"tab": share_tab}, *fields(name, colour),
            {"link": public_url}, {"button": remove}, {"button": save},
            {"button": cancel}])  # fmt: skip

    def share_row(who: str, rw: bool) -> list[dict[str, Any]]:
        """A share: the principal, and the access select showing its option."""
        return [{"text": who}, {"text": t(f"labels.{'readandwrite' if rw else 'readonly'}",
                                          js=True)}]  # fmt: skip

    def add_row(rw: bool) -> list[dict[str, Any]]:
        """The new share's row left open after a principal was picked."""
        return [{"field": "filter", "hint": "", "text": ""},
                {"text": t(f"labels.{'readandwrite' if rw else 'readonly'}", js=True)}]  # fmt: skip

    def modify_shares(rows: list[dict[str, Any]]) -> dict[str, Any]:
        empty = [] if rows else [{"text": t("messages.info_notshared", js=True)}]
        return dialog(modify, [
            {"tab": general}, {"tab": share_tab}, *empty, *rows,
            {"link": t("labels.add_share", js=True)}, {"button": delete_cal},
            {"button": save}, {"button": cancel}])  # fmt: skip

    def confirm(name: str) -> dict[str, Any]:
        return dialog(delete_cal, [
            {"text": t("messages.info_confirmcaldelete", js=True)}, {"text": name},
            {"text": t("messages.info_permanentremoval", js=True)},
            {"button": t("labels.yes", js=True)}, {"button": cancel}])  # fmt: skip

    def save_calendar(url: str, name: str, colour: str, shares: Fields, owned: bool = True,
                      shared: bool = False, subscribed: bool = False) -> Any:  # fmt: skip
        return xhr(
            "POST",
            "/calendars/save",
            _basic_fields(url, name, colour, shared, owned, subscribed) + shares,
        )

    def delete(url: str, subscribed: bool) -> Any:
        return xhr(
            "POST",
            "/calendars/delete",
            [("_token", TOKEN), ("calendar", url), ("is_subscribed", subscribed)],
        )

    renamed = [(WORK, "Work projects", "#3F51B5", False), *CALENDARS[1:]]
    recoloured = [*CALENDARS[:3], (FEED, "Public holidays", "#9C27B0", True)]
    rota_renamed = [*CALENDARS[:2], (ROTA, "Rota", "#FF9800", False), CALENDARS[3]]
    bob_ro = [("shares[with][]", BOB), ("shares[rw][]", "0")]
    carol_rw = [("shares[with][]", CAROL), ("shares[rw][]", "1")]
    shared_info = t("messages.info_sharedby", js=True, user=CAROL)
    shared_dialog = dialog(modify, [
        {"tab": general}, {"text": shared_info}, *fields("Rota", "#FF9800"),
        {"link": public_url}, {"button": save}, {"button": cancel}])  # fmt: skip
    return [
        _entry("reversible", "create calendar dialog", create, [
            (t("labels.create", js=True), False, [
                xhr("POST", "/calendars", _basic_fields(None, "Book club", "#03A9F4", False,
                                                        False, False)),
                *reload_list([*CALENDARS[:2], (NEW_CAL, "Book club", "#03A9F4", False),
                              *CALENDARS[2:]])]),
            (cancel, False, [])]),
        _entry("reversible", "subscribe dialog", subscribe, [
            (t("labels.subscribe", js=True), False, [
                xhr("POST", "/calendars", [*_basic_fields(None, "Public holidays", "#03A9F4",
                                                          False, False, True), ("url", FEED)]),
                *reload_list([*CALENDARS[:3], (FEED, "Public holidays", "#03A9F4", True)])]),
            (cancel, False, [])]),
        _entry("opens-prompt", "modify work calendar dialog",
               modify_general("Work", "#3F51B5", delete_cal), [
            (delete_cal, False, []), (share_tab, False, []),
            (public_url, False, [link(f"{PUBLIC}{WORK}")])]),
        _entry("reversible", "modify work calendar renamed",
               modify_general("Work projects", "#3F51B5", delete_cal), [
            (save, False, [save_calendar(WORK, "Work projects", "#3F51B5",
                                         [("shares[with][]", BOB), ("shares[rw][]", "1")]),
                           *reload_list(renamed)])]),
        _entry("opens-prompt", "work calendar share tab", modify_shares(share_row(BOB, True)), [
            (t("labels.add_share", js=True), False, [])]),
        _entry("share", "work calendar shared with carol", modify_shares([
            *share_row(BOB, True), *share_row(CAROL, True), *add_row(True)]), [
            (save, True, [save_calendar(WORK, "Work", "#3F51B5", [
                ("shares[with][]", BOB), ("shares[rw][]", "1"), *carol_rw, ("filter", ""),
                ("new_rw", "1")]),
                *reload_list(CALENDARS)]),
            (cancel, False, [])]),
        _entry("revoke", "work calendar share removed", modify_shares([]), [
            (save, True, [save_calendar(WORK, "Work", "#3F51B5", []), *reload_list(CALENDARS)]),
            (cancel, False, [])]),
        _entry("delete", "delete work calendar confirm", confirm("Work"), [
            (t("labels.yes", js=True), True, [delete(WORK, False)]), (cancel, False, [])]),
        _entry("share", "family calendar shared with bob", modify_shares([
            *share_row(DAVE, False), *share_row(BOB, False), *add_row(False)]), [
            (save, True, [save_calendar(FAMILY, "Family", "#4CAF50", [
                ("shares[with][]", DAVE), ("shares[rw][]", "0"), *bob_ro, ("filter", ""),
                ("new_rw", "0")]), *reload_list(CALENDARS)])]),
        _entry("revoke", "family calendar share removed", modify_shares([]), [
            (save, True, [save_calendar(FAMILY, "Family", "#4CAF50", []),
                          *reload_list(CALENDARS)])]),
        _entry("delete", "delete family calendar confirm", confirm("Family"), [
            (t("labels.yes", js=True), True, [delete(FAMILY, False)]), (cancel, False, [])]),
        _entry("delete", "delete new calendar confirm", confirm("Book club"), [
            (t("labels.yes", js=True), True, [delete(NEW_CAL, False)])]),
        _entry("opens-prompt", "modify subscription dialog",
               modify_general("Public holidays", "#9C27B0", unsubscribe), [
            (unsubscribe, False, []),
            (save, False, [save_calendar(FEED, "Public holidays", "#9C27B0", [],
                                         subscribed=True), *reload_list(recoloured)])]),
        _entry("reversible", "unsubscribe confirm", confirm("Public holidays"), [
            (t("labels.yes", js=True), False, [delete(FEED, True)]), (cancel, False, [])]),
        _entry("reversible", "modify shared calendar dialog", shared_dialog, [
            (save, False, [save_calendar(ROTA, "Rota", "#FF9800", [], owned=False, shared=True),
                           *reload_list(rota_renamed)]),
            (cancel, False, [])]),
    ]  # fmt: skip


# Events: (calendar, uid, href, etag)
DENTIST = (FAMILY, "4f1c2a9e-6b3d-4e8a-9c71-2d5e8f0a7b13",
           f"{FAMILY}4f1c2a9e-6b3d-4e8a-9c71-2d5e8f0a7b13.ics", '"a81f3c0e"')  # fmt: skip
REVIEW = (WORK, "0e93b5d2-7a1c-4f60-8b2e-94c1d7a3f58e",
          f"{WORK}0e93b5d2-7a1c-4f60-8b2e-94c1d7a3f58e.ics", '"5c27d9b4"')  # fmt: skip
SPRINT = (WORK, "e6a0d4b8-52c9-4f17-93de-1b8c6f2a7d40",
          f"{WORK}e6a0d4b8-52c9-4f17-93de-1b8c6f2a7d40.ics", '"2d7f90c3"')  # fmt: skip
NIGHT = (ROTA, "c52d8e1f-3b94-4a07-a6e3-7f0b2c9d14a6",
         f"{ROTA}c52d8e1f-3b94-4a07-a6e3-7f0b2c9d14a6.ics", '"e04b71a9"')  # fmt: skip
STANDUP = (WORK, "b7e21f04-9c3a-4d58-8e16-3a5f0d2c9b71",
           f"{WORK}b7e21f04-9c3a-4d58-8e16-3a5f0d2c9b71.ics", '"19d4e6f2"')  # fmt: skip
HANDOVER = (ROTA, "7a9f3c60-1e2b-4d84-b5c7-0f6e8d2a4b39",
            f"{ROTA}7a9f3c60-1e2b-4d84-b5c7-0f6e8d2a4b39.ics", '"8b3a2f57"')  # fmt: skip
STANDUP_ID, HANDOVER_ID = "20260615T073000Z", "20260619T150000Z"
STANDUP_RULE, HANDOVER_RULE = "RRULE:FREQ=WEEKLY;BYDAY=MO", "RRULE:FREQ=WEEKLY;BYDAY=FR"


def _delete_event(event: tuple[str, str, str, str], recurrence_id: str | None) -> Any:
    """event_delete_proceed(): the object's identity, its RECURRENCE-ID or null, the token."""
    calendar, uid, href, etag = event
    return xhr("POST", "/events/delete", [
        ("calendar", calendar), ("uid", uid), ("href", href), ("etag", etag),
        ("recurrence_id", recurrence_id), ("_token", TOKEN)])  # fmt: skip


def _event_fields(event: tuple[str, str, str, str] | None, summary: str, location: str,
                  calendar: str, start: tuple[str, str, str], end: tuple[str, str, str],
                  description: str, repeat: Fields | None,
                  recurrence_id: str | None = None) -> Fields:  # fmt: skip
    """serializeObject() of the event form, in the order of its inputs, and the timezone
    added after: ``start``/``end`` are (ISO value, date, time); ``repeat`` the repeat tab's
    inputs, None where the tab is disabled (an instance)."""
    head: Fields = [("_token", TOKEN)]
    if event:
        head += [("modification", True), ("uid", event[1]), ("href", event[2]),
                 ("etag", event[3]), ("original_calendar", event[0])]  # fmt: skip
        if recurrence_id:
            head += [("recurrence_id", recurrence_id), ("calendar", calendar)]
    select = [] if recurrence_id else [("calendar", calendar)]
    body = [*head, ("summary", summary), ("location", location), *select,
            ("start", start[0]), ("start_date", start[1]), ("start_time", start[2]),
            ("end", end[0]), ("end_date", end[1]), ("end_time", end[2]),
            ("description", description), ("color", "")]  # fmt: skip
    return [*body, *(repeat or []), ("class", "PUBLIC"), ("transp", "OPAQUE"), ("timezone", TZ)]


NO_REPEAT: Fields = [
    ("fixed_repeat_rule", ""), ("rrule", ""), ("rrule_original", ""), ("repeat_frequency", "-1"),
    ("repeat_interval", "1"), ("repeat_by_month_day", ""), ("repeat_ends", "never"),
    ("repeat_count", "1"), ("repeat_until_date", ""), ("repeat_until", "")]  # fmt: skip


def _weekly(rule: str, day: str) -> Fields:
    """The repeat tab of a weekly rule set on the form, regenerated by rrule.js."""
    return [("fixed_repeat_rule", ""), ("rrule", rule), ("rrule_original", rule[len("RRULE:"):]),
            ("repeat_frequency", "2"), ("repeat_interval", "1"), ("repeat_by_day", day),
            ("repeat_by_month_day", ""), ("repeat_ends", "never"), ("repeat_count", "1"),
            ("repeat_until_date", ""), ("repeat_until", "")]  # fmt: skip


def event_screens(t: Any) -> list[dict[str, Any]]:
    """The details popups of four events and a repeating one, the repeating events' delete
    and edit questions, the event dialog creating, editing an event, an instance and whole
    repeating events."""
    delete, modify = t("labels.delete", js=True), t("labels.modify", js=True)
    duplicate = t("labels.duplicate", js=True)
    only, every = (t("labels.delete_only_this_repetition", js=True),
                   t("labels.delete_all_repetitions", js=True))  # fmt: skip
    edit_only, edit_all = (t("labels.edit_only_this_repetition", js=True),
                           t("labels.edit_all_repetitions", js=True))  # fmt: skip
    save, cancel = t("labels.save", js=True), t("labels.cancel", js=True)

    def details(calendar: str, rows: list[tuple[str, str]], actions: bool = True
                ) -> list[dict[str, Any]]:  # fmt: skip
        items = [{"text": t("labels.calendar", js=True)}, {"text": calendar}]
        for key, value in rows:
            items += [{"text": t(key, js=True)}, *([{"text": value}] if value else [])]
        links = [{"link": delete}, {"link": duplicate}, {"link": modify}] if actions else []
        return items + links

    dentist = popup(
        "Dentist",
        details(
            "Family",
            [("labels.location", "Rue des Lilas 12"), ("labels.description", "Bring the X-rays")],
        ),
    )
    review = popup("Quarterly review", details("Work", [("labels.location", "Room 4B")]))
    sprint = popup(
        "Sprint planning",
        details(
            "Work", [("labels.location", "Room 2A"), ("labels.description", "Bring the backlog")]
        ),
    )
    night = popup("Night shift", details("Team rota", [("labels.description", "Cover for Dave")]))
    standup = popup("Team stand-up", details("Work", [("labels.repeat", "")]))

    def repeat_question(heading: str, messages: list[str], buttons: list[str]
                        ) -> dict[str, Any]:  # fmt: skip
        return dialog(heading, [*({"text": t(m, js=True)} for m in messages),
                                *({"button": b} for b in buttons)])  # fmt: skip

    delete_standup = repeat_question(
        t("labels.deleteevent", js=True), ["messages.info_delete_recurrent_event"], [only, every]
    )
    edit_standup = repeat_question(
        t("labels.editevent", js=True),
        [
            "messages.info_edit_recurrent_event",
            "messages.info_base_event_with_exceptions_modification",
        ],
        [edit_only, edit_all],
    )

    def event_dialog(heading: str, summary: str, location: str, calendar: str | None,
                     start: tuple[str, str], end: tuple[str, str]) -> dict[str, Any]:  # fmt: skip
        chooser = [{"text": t("labels.calendar", js=True)}, {"text": calendar}] if calendar else []
        return dialog(heading, [
            {"tab": t("labels.generaloptions", js=True)},
            {"tab": t("labels.repeatoptions", js=True)},
            {"tab": t("labels.remindersoptions", js=True)},
            {"tab": t("labels.workgroupoptions", js=True)},
            {"field": "summary", "hint": t("labels.summary", js=True), "text": summary},
            {"field": "location", "hint": t("labels.location", js=True), "text": location},
            *chooser,
            {"field": "start_date", "hint": t("labels.startdate", js=True), "text": start[0]},
            {"field": "start_time", "hint": "", "text": start[1]},
            {"field": "end_date", "hint": t("labels.enddate", js=True), "text": end[0]},
            {"field": "end_time", "hint": "", "text": end[1]},
            {"switch": t("labels.alldayform", js=True), "checked": False},
            {"button": save}, {"button": cancel}])  # fmt: skip

    def reload(calendar: str, n: int = 0) -> str:
        return events(calendar, False, NONCE + n)

    create = event_dialog(
        t("labels.createevent", js=True),
        "Piano lesson",
        "",
        "Family",
        ("2026-06-18", "17:00"),
        ("2026-06-18", "18:00"),
    )
    edit_dentist = event_dialog(
        t("labels.editevent", js=True),
        "Dentist",
        "Rue des Lilas 12",
        "Family",
        ("2026-06-17", "10:00"),
        ("2026-06-17", "11:00"),
    )
    edit_instance = event_dialog(
        t("labels.editevent", js=True),
        "Team stand-up",
        "",
        None,
        ("2026-06-15", "10:00"),
        ("2026-06-15", "10:15"),
    )
    edit_base = event_dialog(
        t("labels.editevent", js=True),
        "Team stand-up (room 4B)",
        "",
        "Work",
        ("2026-01-05", "09:30"),
        ("2026-01-05", "09:45"),
    )
    edit_handover = event_dialog(
        t("labels.editevent", js=True),
        "On-call handover",
        "",
        "Team rota",
        ("2026-03-06", "17:30"),
        ("2026-03-06", "18:00"),
    )
    delete_handover = repeat_question(
        t("labels.deleteevent", js=True), ["messages.info_delete_recurrent_event"], [only, every]
    )
    new_event = _event_fields(
        None,
        "Piano lesson",
        "",
        FAMILY,
        ("2026-06-18T15:00:00.000Z", "2026-06-18", "17:00"),
        ("2026-06-18T16:00:00.000Z", "2026-06-18", "18:00"),
        "",
        NO_REPEAT,
    )
    moved = _event_fields(
        DENTIST,
        "Dentist",
        "Rue des Lilas 12",
        FAMILY,
        ("2026-06-17T08:00:00.000Z", "2026-06-17", "10:00"),
        ("2026-06-17T09:00:00.000Z", "2026-06-17", "11:00"),
        "Bring the X-rays",
        NO_REPEAT,
    )
    instance = _event_fields(
        STANDUP,
        "Team stand-up",
        "",
        WORK,
        ("2026-06-15T08:00:00.000Z", "2026-06-15", "10:00"),
        ("2026-06-15T08:15:00.000Z", "2026-06-15", "10:15"),
        "",
        None,
        STANDUP_ID,
    )
    base = _event_fields(
        STANDUP,
        "Team stand-up (room 4B)",
        "",
        WORK,
        ("2026-01-05T08:30:00.000Z", "2026-01-05", "09:30"),
        ("2026-01-05T08:45:00.000Z", "2026-01-05", "09:45"),
        "",
        _weekly(STANDUP_RULE, "monday"),
    )
    handover = _event_fields(
        HANDOVER,
        "On-call handover",
        "",
        ROTA,
        ("2026-03-06T16:30:00.000Z", "2026-03-06", "17:30"),
        ("2026-03-06T17:00:00.000Z", "2026-03-06", "18:00"),
        "",
        _weekly(HANDOVER_RULE, "friday"),
    )
    eventbase = (f"GET /eventbase?calendar={_js(WORK)}&timezone={_js(TZ)}"
                 f"&uid={STANDUP[1]}")  # fmt: skip
    return [
        _entry("delete", "dentist details popup", dentist, [
            (delete, True, [_delete_event(DENTIST, None)]), (duplicate, False, []),
            (modify, False, [])]),
        _entry("delete", "quarterly review details popup", review, [
            (delete, True, [_delete_event(REVIEW, None)]), ("Close tooltip", False, [])]),
        _entry("delete", "sprint planning details popup", sprint, [
            (delete, True, [_delete_event(SPRINT, None)])]),
        _entry("delete", "night shift details popup", night, [
            (delete, True, [_delete_event(NIGHT, None)])]),
        _entry("opens-prompt", "repeating event details popup", standup, [
            (delete, False, []), (modify, False, [])]),
        _entry("delete", "delete repeating event question", delete_standup, [
            (only, True, [_delete_event(STANDUP, STANDUP_ID)])]),
        _entry("delete", "delete repeating shift question", delete_handover, [
            (only, True, [_delete_event(HANDOVER, HANDOVER_ID)])]),
        _entry("opens-prompt", "edit repeating event question", edit_standup, [
            (edit_only, False, []), (edit_all, False, [eventbase])]),
        _entry("overwrite", "edit all repetitions dialog", edit_base, [
            (save, True, [xhr("POST", "/events/save", base), reload(WORK)]),
            (cancel, False, [])]),
        _entry("overwrite", "edit all repetitions of a shift", edit_handover, [
            (save, True, [xhr("POST", "/events/save", handover), reload(ROTA)])]),
        _entry("reversible", "create event dialog", create, [
            (save, False, [xhr("POST", "/events/save", new_event), reload(FAMILY)]),
            (cancel, False, [])]),
        _entry("reversible", "edit event dialog", edit_dentist, [
            (save, False, [xhr("POST", "/events/save", moved), reload(FAMILY)])]),
        _entry("reversible", "edit one repetition dialog", edit_instance, [
            (save, False, [xhr("POST", "/events/save", instance), reload(WORK)])]),
    ]  # fmt: skip


def screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language (``lang`` the preferences' language)."""
    return [*navigation_screens(t, lang), *calendar_screens(t), *event_screens(t)]
