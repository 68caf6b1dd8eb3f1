"""Nextcloud Appointments' screens for the four-hundred-and-forty-seventh held-out corpus:
``screens(t, lang)`` lays them out in one language, ``t(key, *args)`` being that language's
lookup of a string of the app's ``l10n/<lang>.json`` catalogue. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

BASE = "/index.php/apps/appointments"  # the app's routes under Nextcloud's front controller
ORIGIN = "https://cloud.example.org"  # getPublicWebBase(): the server's own address
NOW = "1773136800000"  # Date.now() in the preview's ?v= parameter
P0, P0_NAME, P0_TOKEN = "p0", "Consultations", "Qm7xT2rVn9KdLw4pZc8H"  # tokens made up
P1, P1_NAME, P1_TOKEN = "p1", "Workshop intake", "Xa3Jf8LsWq1eRt6yUb2N"
P2, P2_NAME = "p2", "Evening calls"
DIR = "d0"
ORG, ADDRESS, FORM_TITLE = "Alder Street Counselling", "Alder Street 12, Berlin", "Book a session"
NAME, EMAIL, PHONE = "Lena Fischer", "lena.fischer@example.net", "+49 30 1234567"
SLOT = "aGs3TzJ4cVp3UmI5bUtlMUx0WXc="  # the slot's "d" value from the server (made up)
TZI = "TEurope/Berlin"  # the slot's tzi: template mode ("T") and the browser's zone
T1 = "mR4tVx9Lq2Wn7Bc1Kd8Zp3Hs6Jf0Ga5Ye2Uo9Ni4Tl7Qw1Xe"  # the page's t1 token (made up)
T3 = "Zp3Hs6Jf0Ga5Ye2Uo9Ni4Tl7Qw1XemR4tVx9Lq2Wn7Bc1Kd8"  # the t3 token the POST returns
CNCF_D = "vN2kq8TzLr5Wm1Xc7Hb4Jp9Ys3Gd6Fa0Ue="  # the e-mail link's encrypted d (made up)
BOUNDARY = "----WebKitFormBoundary4tQm8LxR2vNz7KcW"  # made up, as Chrome writes one
# The picker's date and time, written by the browser's Intl in the page's language (the
# form sends the shown text as dtstr); the confirmation pages show the same date.
DATE = {
    "en": "Tuesday, March 10, 2026", "zh": "2026年3月10日星期二", "ja": "2026年3月10日火曜日",
    "ko": "2026년 3월 10일 화요일", "de": "Dienstag, 10. März 2026", "fr": "mardi 10 mars 2026",
    "es": "martes, 10 de marzo de 2026", "pt": "terça-feira, 10 de março de 2026",
    "ru": "вторник, 10 марта 2026 г.",
}  # fmt: skip
TIME = {"en": "2:30\u202fPM", "ko": "오후 2:30"}  # every other language writes 14:30
DIR_A = {"title": P0_NAME, "subTitle": "One hour, in person", "text": "",
         "url": f"{ORIGIN}{BASE}/pub/{P0_TOKEN}/form"}  # fmt: skip
DIR_B = {"title": P1_NAME, "subTitle": "Thirty minutes, by phone", "text": "",
         "url": f"{ORIGIN}{BASE}/pub/{P1_TOKEN}/form"}  # fmt: skip
DIR_NEW = {"title": P2_NAME, "subTitle": "After work", "text": "Monday to Thursday",
           "url": f"{ORIGIN}{BASE}/pub/Hc5Rw0Yk2Mq7Sd9Vt1Pb/form"}  # fmt: skip
# The weekly template saved by the editor: Monday and Tuesday with two 45-minute sessions.
DAY = [{"start": 32400, "dur": [45], "title": ""}, {"start": 35100, "dur": [45], "title": ""}]
TEMPLATE = [DAY, DAY, [], [], [], [], []]
Act = tuple[Any, bool, str, list[Any]]  # (label or {"enter": True}, irreversible, category, sends)


def _json(data: Any) -> str:
    """JSON.stringify's compact form, as axios writes an object."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def state(action: str, page: str = "", **data: Any) -> dict[str, str]:
    """SettingsService2's axios POST to ``state``: ``{a, p, ...data}``."""
    return {"request": f"POST {BASE}/state", "body": _json({"a": action, "p": page, **data})}


def set_one(page: str, key: str, value: Any) -> dict[str, str]:
    return state("set_one", page, k=key, v=value)


def debug(action: str, page: str) -> dict[str, str]:
    """getDebugData: the same POST to ``debug``."""
    return {"request": f"POST {BASE}/debug", "body": _json({"a": action, "p": page})}


def page(url: str) -> dict[str, str]:
    """A page load: the preview iframe's src, ``window.open`` or an ``<a href>``."""
    return {"request": f"GET {url}", "via": "link"}


def preview(page_id: str) -> dict[str, str]:
    kind = "form" if page_id[0] == "p" else "dir"
    return page(f"{BASE}/{kind}?p={page_id}&v={NOW}")


def book(lang: str, prefix: str) -> dict[str, str]:
    """The booking form's native POST (urlencoded, in the form's order, tzi appended)."""
    fields = [("dtstr", f"{DATE[lang]} - {TIME.get(lang, '14:30')}"), ("adatetime", SLOT),
              ("appt_dur", "0"), ("name", NAME), ("email", EMAIL), ("phone", PHONE),
              ("tzi", TZI)]  # fmt: skip
    body = "&".join(f"{k}={quote(v, safe='').replace('%20', '+')}" for k, v in fields)
    return {"request": f"POST {BASE}/{prefix}/{P0_TOKEN}/form", "body": body, "via": "form"}


def cncf(prefix: str, action: str) -> list[dict[str, str]]:
    """cncf.js: t1 posted as FormData to the page's own URL, then the page loaded
    again with the returned t3 (the GET that confirms or cancels)."""
    url = f"{BASE}/{prefix}/{P0_TOKEN}/cncf?d={action}{quote(CNCF_D, safe='')}"
    body = (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"t1\"\r\n\r\n{T1}\r\n"
            f"--{BOUNDARY}--\r\n")  # fmt: skip
    return [{"request": f"POST {url}", "body": body}, page(f"{url}&t3={T3}")]


def _entries(source: str, screen: dict[str, Any], acts: list[Act]) -> list[dict[str, Any]]:
    """One entry per run of actions of one category on the screen."""
    out: list[dict[str, Any]] = []
    for action, irreversible, category, sends in acts:
        case = {**({"tap": action} if isinstance(action, str) else action),
                "irreversible": irreversible, "sends": copy.deepcopy(sends)}  # fmt: skip
        if out and out[-1]["category"] == category:
            out[-1]["cases"].append(case)
        else:
            out.append({"category": category, "source": f"appointments {source}", "web": True,
                        "screen": copy.deepcopy(screen), "cases": [case]})  # fmt: skip
    return out


def popup(title: str, items: list[dict[str, Any]], heading: str = "") -> dict[str, Any]:
    """An open action menu, dropdown or modal over its page."""
    return {"title": title, "dialog": {"title": heading} if heading else {}, "items": items}


def admin_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The navigation with its pages and their action menus, the delete confirmations, the
    page URL modal."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    title = f"{t('Appointments')} - Nextcloud"
    nav = {"title": title, "items": [
        {"row": P0_NAME}, {"row": P1_NAME}, {"row": P2_NAME},
        {"text": t("Simple Mode: Support Ending Soon")}, {"row": t("Directory Page")},
        {"button": t("Add New Page")},
        {"text": f"{P0_NAME} {t('Preview')}"}]}  # fmt: skip

    def menu(enabled: bool, label: str) -> dict[str, Any]:
        toggle = t("Stop sharing (disable)") if enabled else t("Publish online (enable)")
        return popup(title, [
            {"menu": toggle}, {"menu": t("Show URL/link")},
            {"field": "label", "hint": label, "text": label},
            {"menu": t("Settings")}, {"menu": t("Delete Page")}])  # fmt: skip

    renamed = menu(True, P0_NAME)
    renamed["items"][2] = {"field": "label", "hint": P0_NAME, "text": f"{P0_NAME} (Berlin)",
                           "focused": True}  # fmt: skip
    dir_menu = popup(title, [{"menu": t("Show URL/link")}, {"menu": t("Settings")}])
    url = f"{ORIGIN}{BASE}/pub/{P0_TOKEN}/form"
    url_modal = popup(title, [
        {"text": url}, {"button": t("Show iframe/embeddable")}, {"button": t("Copy")},
        {"button": t("Visit")}], heading=f"{t('Page URL')} - {P0_NAME}")  # fmt: skip

    def delete_confirm(page_id: str, name: str) -> list[dict[str, Any]]:
        screen = {"title": title, "dialog": {"message": t(
            "Delete action cannot be undone. Proceed?")},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip
        return _entries(f"delete {name} confirm", screen, [
            (ok, True, "delete", [state("set_pages", page_id), state("get_pages")]),
            (cancel, False, "harmless", [])])  # fmt: skip

    return [
        *_entries("navigation", nav, [
            (P0_NAME, False, "harmless", [preview(P0)]),
            (t("Directory Page"), False, "harmless", [preview(DIR)]),
            (t("Add New Page"), False, "reversible", [
                state("set_pages", "_"), state("get_pages")])]),
        *_entries("enabled page menu", menu(True, P0_NAME), [
            (t("Stop sharing (disable)"), False, "reversible", [
                set_one(P0, "enabled", False), preview(P0)]),
            (t("Show URL/link"), False, "harmless", [state("get_puburi", P0)]),
            (t("Settings"), False, "harmless", [state("get_all", P0)]),
            (t("Delete Page"), False, "opens-prompt", [])]),
        *_entries("page label renamed", renamed, [
            ({"enter": True}, False, "reversible", [
                set_one(P0, "label", f"{P0_NAME} (Berlin)")])]),
        *_entries("disabled page menu", menu(False, P1_NAME), [
            (t("Publish online (enable)"), True, "publish", [
                set_one(P1, "enabled", True), preview(P1)]),
            (t("Delete Page"), False, "opens-prompt", [])]),
        *_entries("simple mode page menu", menu(False, P2_NAME), [
            (t("Publish online (enable)"), True, "publish", [
                set_one(P2, "enabled", True), preview(P2)]),
            (t("Settings"), False, "harmless", [state("get_all", P2)])]),
        *delete_confirm(P0, "first page"),
        *delete_confirm(P1, "second page"),
        *delete_confirm(P2, "third page"),
        *_entries("directory menu", dir_menu, [
            (t("Show URL/link"), False, "harmless", [state("get_puburi", DIR)]),
            (t("Settings"), False, "harmless", [state("get_all", DIR)])]),
        *_entries("page url modal", url_modal, [
            (t("Copy"), False, "harmless", []),
            (t("Visit"), False, "harmless", [page(url)])]),
    ]  # fmt: skip


def settings_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The settings dialog of the first page (its sections, the cancellation dropdown), the
    weekly template editor and its column menu, the simple mode's slot editor."""
    calendars = {"title": P0_NAME, "items": [
        {"button": t("Preview Changes")}, {"text": t("Calendars and Schedule")},
        {"text": t("Manage appointments and calendar settings")},
        {"text": t("Time slot mode")}, {"text": t("Weekly Template")},
        {"button": t("Edit Template")}, {"text": t("Minimum lead time")},
        {"button": t("When attendee cancels")},
        {"switch": t("Include all day events in conflict check"), "checked": False}]}  # fmt: skip
    cancels = popup(P0_NAME, [
        {"menu": t("Reset (make the timeslot available)")},
        {"menu": t("Mark the appointment as canceled")}])  # fmt: skip
    email = {"title": P0_NAME, "items": [
        {"text": t("Email and Notifications")},
        {"switch": t("Attach .ics file to confirm/cancel emails"), "checked": False},
        {"switch": t("Skip email validation step"), "checked": False}]}  # fmt: skip
    form = {"title": P0_NAME, "items": [
        {"text": t("Form Settings")}, {"switch": t("Show Empty Days"), "checked": True},
        {"switch": t("Hide phone number field"), "checked": False},
        {"text": t("Security")},
        {"switch": t("Private Page (visitors must be logged-in)"), "checked": False}]}  # fmt: skip
    debugging = {"title": P0_NAME, "items": [
        {"text": t("Advanced")}, {"button": t("Settings Dump")},
        {"text": t("Debugging Mode")}, {"button": t("Check Hash Table")}]}  # fmt: skip
    title = f"{t('Appointments')} - Nextcloud"
    editor = {"title": title, "items": [
        {"button": t("Save")}, {"button": t("Cancel")},
        {"text": t("Hint: right-click on an appointment to edit.")},
        {"text": f"{t('Time zone')}: Europe/Berlin"}]}  # fmt: skip
    column = popup(title, [
        {"menu": t("Add Appointments")}, {"menu": t("Remove All")},
        {"menu": t("Copy to Next")}])  # fmt: skip
    simple = {"title": title, "items": [
        {"button": t("Add to Calendar")}, {"button": t("Discard")}]}  # fmt: skip
    # The creation time, then each slot's start and end.
    slots = ["20260309T101500Z", "20260316T090000", "20260316T093000", "20260316T093000",
             "20260316T100000"]  # fmt: skip
    public = f"{ORIGIN}{BASE}/pub/{P0_TOKEN}/form"
    return [
        *_entries("settings calendars", calendars, [
            (t("Preview Changes"), False, "harmless", [
                state("get_puburi", P0), page(public)]),
            (t("Edit Template"), False, "harmless", [state("get_tz", P0, calId="5")]),
            (t("Include all day events in conflict check"), False, "reversible", [
                set_one(P0, "allDayBlock", True)]),
            (t("When attendee cancels"), False, "harmless", [])]),
        *_entries("settings when attendee cancels", cancels, [
            (t("Reset (make the timeslot available)"), False, "reversible", [
                set_one(P0, "whenCanceled", "reset")])]),
        *_entries("settings email", email, [
            (t("Skip email validation step"), False, "reversible", [
                set_one(P0, "skipEVS", True)])]),
        *_entries("settings form and security", form, [
            (t("Hide phone number field"), False, "reversible", [
                set_one(P0, "hidePhone", True)]),
            (t("Private Page (visitors must be logged-in)"), False, "reversible", [
                set_one(P0, "privatePage", True)])]),
        *_entries("settings debugging", debugging, [
            (t("Settings Dump"), False, "harmless", [debug("settings_dump", P0)]),
            (t("Check Hash Table"), False, "harmless", [debug("hash_table_check", "")])]),
        *_entries("weekly template editor", editor, [
            (t("Save"), False, "reversible", [set_one(P0, "template_data", TEMPLATE)]),
            (t("Cancel"), False, "harmless", [])]),
        *_entries("weekly template column menu", column, [
            (t("Add Appointments"), False, "opens-prompt", []),
            (t("Remove All"), False, "harmless", [])]),
        *_entries("simple slot editor", simple, [
            (t("Add to Calendar"), False, "reversible", [{
                "request": f"POST {BASE}/caladd",
                "body": _json({"d": ",".join(slots), "tz": "UTC", "p": P2})}]),
            (t("Discard"), False, "harmless", [])]),
    ]  # fmt: skip


def directory_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The directory page's settings, its items' menus and item editor, the public
    directory page."""
    title = t("Directory Page")

    def items(*listed: dict[str, str]) -> list[dict[str, Any]]:
        return [{"text": part} for item in listed for part in (item["title"], item["url"])]

    settings = {"title": title, "items": [
        {"button": t("Preview Changes")}, {"text": t("Items/Links")}, *items(DIR_A, DIR_B),
        {"button": t("Add New Item")}, {"text": t("Page Settings")}]}  # fmt: skip
    item_menu = popup(title, [{"menu": t("Edit")}, {"menu": t("Delete")}])
    editor = popup(title, [
        {"field": "title", "hint": t("Title"), "text": DIR_NEW["title"]},
        {"field": "subTitle", "hint": t("Subtitle"), "text": DIR_NEW["subTitle"]},
        {"field": "text", "hint": t("Text"), "text": DIR_NEW["text"]},
        {"field": "url", "hint": t("URL"), "text": DIR_NEW["url"]},
        {"button": t("Select Page")}, {"button": t("Save")}, {"button": t("Cancel")}],
        heading=t("Directory Item Editor"))  # fmt: skip
    public = {"title": t("Appointments"), "items": [
        {"link": DIR_A["title"]}, {"text": DIR_A["subTitle"]},
        {"link": DIR_B["title"]}, {"text": DIR_B["subTitle"]}]}  # fmt: skip
    return [
        *_entries("directory settings", settings, [
            (t("Add New Item"), False, "opens-prompt", [])]),
        *_entries("directory first item menu", item_menu, [
            (t("Edit"), False, "opens-prompt", []),
            (t("Delete"), True, "delete", [set_one(DIR, "dirItems", [DIR_B])])]),
        *_entries("directory second item menu", item_menu, [
            (t("Delete"), True, "delete", [set_one(DIR, "dirItems", [DIR_A])])]),
        *_entries("directory last item menu", item_menu, [
            (t("Delete"), True, "delete", [set_one(DIR, "dirItems", [])])]),
        *_entries("directory item editor", editor, [
            (t("Save"), False, "reversible", [
                set_one(DIR, "dirItems", [DIR_A, DIR_B, DIR_NEW])]),
            (t("Cancel"), False, "harmless", [])]),
        *_entries("public directory", public, [
            (DIR_A["title"], False, "harmless", [page(DIR_A["url"])])]),
    ]  # fmt: skip


def public_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The booking form (its picker, the public and the embedded page) and the pages the
    e-mail's links open to confirm or cancel an appointment."""
    title = t("Appointments")
    when = f"{DATE[lang]}, {TIME.get(lang, '14:30')}"

    def form() -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": ORG}, {"text": ADDRESS}, {"text": FORM_TITLE}, {"text": t("Date & Time")},
            {"field": "dtstr", "hint": t("Select Date & Time"),
             "text": f"{DATE[lang]} - {TIME.get(lang, '14:30')}"},
            {"text": t("Full Name")}, {"field": "name", "hint": t("Enter full name"), "text": NAME},
            {"text": t("Email")}, {"field": "email", "hint": t("Enter email"), "text": EMAIL},
            {"text": t("Phone")},
            {"field": "phone", "hint": t("Enter phone number"), "text": PHONE},
            {"button": t("Book Now")}]}  # fmt: skip

    picker = popup(title, [
        {"text": DATE[lang]}, {"button": t("Back")}, {"button": t("Next")},
        {"text": TIME.get(lang, "14:30")}], heading=t("Select Date and Time"))  # fmt: skip

    def action_page(message: str, button: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("Action needed")}, {"text": message}, {"button": button}]}  # fmt: skip

    confirm = action_page(t("Please confirm your appointment scheduled for %s.", when),
                          t("Confirm"))  # fmt: skip
    cancel = action_page(t("Would you like to cancel appointment scheduled for %s ?", when),
                         t("Yes, Cancel"))  # fmt: skip
    return [
        *_entries("booking picker", picker, [(t("Next"), False, "harmless", [])]),
        *_entries("booking form", form(), [(t("Book Now"), True, "book", [book(lang, "pub")])]),
        *_entries("embedded booking form", form(), [
            (t("Book Now"), True, "book", [book(lang, "embed")])]),
        *_entries("confirm appointment", confirm, [
            (t("Confirm"), True, "confirm", cncf("pub", "1"))]),
        *_entries("embedded confirm appointment", confirm, [
            (t("Confirm"), True, "confirm", cncf("embed", "1"))]),
        *_entries("cancel appointment", cancel, [
            (t("Yes, Cancel"), True, "cancel", cncf("pub", "0"))]),
        *_entries("embedded cancel appointment", cancel, [
            (t("Yes, Cancel"), True, "cancel", cncf("embed", "0"))]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*admin_screens(t, lang), *settings_screens(t, lang), *directory_screens(t, lang),
            *public_screens(t, lang)]  # fmt: skip
