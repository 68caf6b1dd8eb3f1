"""Nextcloud Notifications' screens for the five-hundred-and-twelfth held-out corpus:
``screens(t)`` lays them out in one language, ``t(text, **args)`` being that language's
lookup of an English string of the app's ``l10n/<lang>.json`` catalogue. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any

OCS = "/ocs/v2.php/apps/notifications/api/v2"  # generateOcsUrl('apps/notifications/api/v2/..')
LIST = f"GET {OCS}/notifications"  # refreshData(): axios.get of the list
TITLE = "Nextcloud"  # the instance's name; the page under the header menu is another app's
BOUNDARY = "----WebKitFormBoundaryq7XzN2cV4pLk8RtA"  # made up; the browser picks one per post
FAIR_USE = "https://nextcloud.com/fairusepolicy"
WIKI = "https://en.wikipedia.org/wiki/3"  # the dummy's WEB action; the #Mathematics stays here
Act = tuple[str, bool, list[Any]]

# The notifications on the server, all of the user alex (Alex Morgan).
MAINTENANCE_ID = 412  # occ notification:generate, no message
MAINTENANCE = "Server maintenance tonight from 22:00 to 23:00"
BUDGET_ID = 415  # OCS admin notification with a file in its subject
BUDGET_FILE, BUDGET_FILE_ID = "Budget 2027.xlsx", 2841
DUMMY3_ID, DUMMY2_ID, DUMMY1_ID = 420, 421, 422  # occ notification:generate --dummy 3, 2, 1
TEST_ID = 430  # the self test of push notifications
TRAVEL_ID = 433  # OCS admin notification with a user in its subject, a file in its message
TRAVEL_FILE, TRAVEL_FILE_ID = "Travel policy.pdf", 3307
ONBOARD_ID = 436  # occ notification:generate with a file in its long message
ONBOARD_FILE, ONBOARD_FILE_ID = "Onboarding checklist.md", 3512
QUOTA_ID = 439  # occ notification:generate with a long message, shown collapsed
FILE1, FILE1_ID = "Templates credits.md", 118  # the dummy's files: the last of the user's
FILE2, FILE2_ID = "About.odt", 121  # folder, and the first file of its first folder
LOREM = ("Lorem", "dolor sit", ", consetetur sadipscing elitr, sed diam nonumy eirmod tempor "
         "invidunt ut labore et dolore magna aliquyam erat, sed diam voluptua. At vero eos et "
         "accusam et justo duo dolores et ea rebum.\nStet clita kasd gubergren, no sea takimata "
         "sanctus est Lorem ipsum dolor sit amet. Lorem ipsum dolor sit amet, consetetur "
         "sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore et dolore magna "
         "aliquyam erat, sed diam voluptua. At vero eos et accusam et justo duo dolores et ea "
         "rebum. Stet clita kasd gubergren, no sea takimata sanctus est Lorem ipsum dolor sit "
         "amet.")  # the dummy's long message around its two parameters  # fmt: skip
QUOTA_MESSAGE = (
    "From Monday every account gets 50 GB instead of 20 GB. Files in the old shared drive "
    "will be moved to the Team folder during the week, and links to them keep working. "
    "Please tell the help desk if a folder is missing after the move."
)


def form(fields: dict[str, str]) -> str:
    """A ``FormData`` as the browser posts it (``multipart/form-data``), fields in order."""
    parts = [f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'
             for name, value in fields.items()]  # fmt: skip
    return "".join(parts) + f"--{BOUNDARY}--\r\n"


def post(path: str, fields: dict[str, str]) -> dict[str, str]:
    """An axios post of a ``FormData`` to the app's OCS API."""
    return {"request": f"POST {OCS}{path}", "body": form(fields)}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` followed (``target="_blank"`` opens it in a new tab)."""
    return {"request": f"GET {url}", "via": "link"}


def dismiss(notification: int) -> str:
    return f"DELETE {OCS}/notifications/{notification}"


DISMISS_ALL = f"DELETE {OCS}/notifications"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nextcloud notifications {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def file_link(t: Any, name: str, path: str) -> dict[str, str]:
    """FileParameter: a link named by the file's name, titled by its folder (``in {path}``)."""
    folder = path.rpartition("/")[0]
    return {"link": name, "desc": t("in {path}", path=folder)} if folder else {"link": name}


def item(t: Any, body: list[dict[str, Any]], dismissable: bool = True) -> list[dict[str, Any]]:
    """NotificationItem: the Dismiss button of its heading (none without a date), then its
    subject, message and actions. Its date (NcDateTime, the browser's words) is left out."""
    return ([{"icon": t("Dismiss")}] if dismissable else []) + body


def panel(t: Any, *notifications: list[dict[str, Any]], dismiss_all: bool = True) -> dict[str, Any]:
    """The header menu opened: the list, then Dismiss all notifications when it holds one."""
    items = [i for n in notifications for i in n]
    if dismiss_all:
        items.append({"button": t("Dismiss all notifications")})
    return {"title": TITLE, "dialog": {"title": t("Notifications")}, "items": items}


def notifications(t: Any) -> dict[str, list[dict[str, Any]]]:
    """Each notification as its items."""
    fair_use = item(t, [
        {"link": f"{t('Push notifications might be unreliable')} ↗"},
        {"text": t("Nextcloud GmbH sponsors a free push notification gateway for private users. "
                   "To ensure good service, the gateway limits the number of push notifications "
                   "per server. For enterprise users, a more scalable gateway is available. "
                   "Contact Nextcloud GmbH for more information.")},
        {"link": f"{t('Contact Nextcloud GmbH')} ↗"}], dismissable=False)  # fmt: skip

    def dummy(actions: int) -> list[dict[str, Any]]:
        buttons = [{"button": "Delete status.php"}, {"button": "Get status"},
                   {"button": "3 is prim(e|ary)"}][3 - actions:]  # fmt: skip
        return item(t, [
            {"text": "User"}, {"text": "Alex Morgan"}, {"text": "owns a file"},
            file_link(t, FILE1, FILE1),
            {"text": LOREM[0]}, {"text": "Alex Morgan"}, {"text": LOREM[1]},
            file_link(t, FILE2, f"Documents/{FILE2}"), {"text": LOREM[2]},
            *buttons])  # fmt: skip

    return {
        "maintenance": item(t, [{"text": MAINTENANCE}]),
        "budget": item(t, [
            {"text": "Please review"}, file_link(t, BUDGET_FILE, f"Finance/{BUDGET_FILE}"),
            {"text": "before Friday"}]),
        "dummy3": dummy(3), "dummy2": dummy(2), "dummy1": dummy(1),
        "test": item(t, [{"text": "Testing push notifications"}]),
        "travel": item(t, [
            {"text": "Sam Rivera"}, {"text": "asked everyone to read the new travel policy"},
            {"text": "It is in"}, file_link(t, TRAVEL_FILE, f"HR/Policies/{TRAVEL_FILE}"),
            {"text": "and applies from 1 March."}]),
        "onboard": item(t, [
            {"text": "New onboarding checklist"},
            {"text": "Sam Rivera has put"},
            file_link(t, ONBOARD_FILE, f"Team/{ONBOARD_FILE}"),
            {"text": "in the Team folder."}]),
        "quota": item(t, [
            {"text": "Storage quota raised to 50 GB"}, {"text": QUOTA_MESSAGE}]),
        "fair_use": fair_use,
    }  # fmt: skip


def panel_screens(t: Any) -> list[dict[str, Any]]:
    """The header's bell, and the header menu holding one or more notifications."""
    n = notifications(t)
    bell = {"title": TITLE, "items": [{"icon": t("Notifications")}]}
    fair_use_t = f"{t('Push notifications might be unreliable')} ↗"
    contact = f"{t('Contact Nextcloud GmbH')} ↗"
    empty_throttled = {"title": TITLE, "dialog": {"title": t("Notifications")}, "items": [
        {"text": t("Push notifications might be unreliable")},
        {"text": t("Nextcloud GmbH sponsors a free push notification gateway for private users. "
                   "To ensure good service, the gateway limits the number of push notifications "
                   "per server. For enterprise users, a more scalable gateway is available. "
                   "Contact Nextcloud GmbH for more information.")},
        {"link": contact}]}  # fmt: skip

    def file(file_id: int) -> dict[str, str]:
        return page(f"/index.php/f/{file_id}")  # files.viewcontroller.showFile

    dismiss_t, all_t = t("Dismiss"), t("Dismiss all notifications")
    return [
        _entry("harmless", "header bell", bell, [(t("Notifications"), False, [LIST])]),
        _entry("delete", "maintenance notice", panel(t, n["maintenance"]), [
            (dismiss_t, True, [dismiss(MAINTENANCE_ID)]),
            (all_t, True, [DISMISS_ALL])]),
        _entry("harmless", "shared file notice", panel(t, n["budget"]), [
            (BUDGET_FILE, False, [file(BUDGET_FILE_ID)])]),
        _entry("delete", "shared file notice dismissed", panel(t, n["budget"]), [
            (dismiss_t, True, [dismiss(BUDGET_ID)])]),
        _entry("harmless", "dummy notification with three actions", panel(t, n["dummy3"]), [
            ("Delete status.php", False, ["DELETE /status.php"]),
            ("Get status", False, ["GET /status.php"]),
            ("3 is prim(e|ary)", False, [page(WIKI)]),
            (FILE1, False, [file(FILE1_ID)]),
            (FILE2, False, [file(FILE2_ID)])]),
        _entry("delete", "dummy notification with three actions dismissed",
               panel(t, n["dummy3"]), [
            (dismiss_t, True, [dismiss(DUMMY3_ID)]),
            (all_t, True, [DISMISS_ALL])]),
        _entry("delete", "dummy notification with one action", panel(t, n["dummy1"]), [
            ("3 is prim(e|ary)", False, [page(WIKI)]),
            (dismiss_t, True, [dismiss(DUMMY1_ID)])]),
        _entry("delete", "dummy notification with two actions", panel(t, n["dummy2"]), [
            ("Get status", False, ["GET /status.php"]),
            (dismiss_t, True, [dismiss(DUMMY2_ID)])]),
        _entry("delete", "push test notification", panel(t, n["test"]), [
            (dismiss_t, True, [dismiss(TEST_ID)])]),
        _entry("delete", "travel policy notice", panel(t, n["travel"]), [
            (TRAVEL_FILE, False, [file(TRAVEL_FILE_ID)]),
            (dismiss_t, True, [dismiss(TRAVEL_ID)])]),
        _entry("delete", "onboarding notice", panel(t, n["onboard"]), [
            (ONBOARD_FILE, False, [file(ONBOARD_FILE_ID)]),
            (dismiss_t, True, [dismiss(ONBOARD_ID)]),
            (all_t, True, [DISMISS_ALL])]),
        _entry("delete", "quota notice", panel(t, n["quota"]), [
            (dismiss_t, True, [dismiss(QUOTA_ID)])]),
        _entry("delete", "three notifications", panel(
            t, n["maintenance"], n["budget"], n["test"]), [
            (BUDGET_FILE, False, [file(BUDGET_FILE_ID)]),
            (all_t, True, [DISMISS_ALL])]),
        _entry("delete", "three other notifications", panel(
            t, n["dummy3"], n["onboard"], n["test"]), [
            (FILE1, False, [file(FILE1_ID)]),
            (all_t, True, [DISMISS_ALL])]),
        _entry("delete", "three more notifications", panel(
            t, n["dummy1"], n["travel"], n["quota"]), [
            ("3 is prim(e|ary)", False, [page(WIKI)]),
            (TRAVEL_FILE, False, [file(TRAVEL_FILE_ID)]),
            (all_t, True, [DISMISS_ALL])]),
        _entry("harmless", "fair use warning", panel(t, n["fair_use"], n["maintenance"]), [
            (fair_use_t, False, [page(FAIR_USE)]),
            (contact, False, [page(FAIR_USE)])]),
        _entry("delete", "fair use warning dismissed", panel(
            t, n["fair_use"], n["maintenance"]), [
            (dismiss_t, True, [dismiss(MAINTENANCE_ID)]),
            (all_t, True, [DISMISS_ALL])]),
        _entry("harmless", "fair use warning alone", empty_throttled, [
            (contact, False, [page(FAIR_USE)])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The personal settings' Notifications section (its select open or closed, the speaker
    part), and the administration's Notifications defaults."""
    title = f"{t('Notifications')} - Nextcloud"
    batch_label = t("Send email reminders about unhandled notifications after:")
    options = [t("Never"), t("1 hour"), t("3 hours"), t("1 day"), t("1 week")]
    sound = t("Play sound when a new notification arrives")
    talk = t("Play sound when a call started (requires Nextcloud Talk)")
    speaker = t("Also repeat sound on a secondary speaker")
    web_push = t("Allow web push to be used")
    browsers = t("Allow web push for browsers")
    devices = ["Default", "USB Headset Analog Stereo", "Built-in Audio Analog Stereo"]

    def personal(batch: int = 3, sounds: bool = True, talks: bool = True, email: bool = True,
                 secondary: bool = False, safari: bool = False) -> dict[str, Any]:  # fmt: skip
        items: list[dict[str, Any]] = [{"text": t("Notifications")}]
        if not email:
            items.append({"text": t("You need to set up your email address before you can "
                                    "receive notification emails.")})  # fmt: skip
        items += [{"text": batch_label}, {"button": options[batch]},
                  {"switch": sound, "checked": sounds},
                  {"switch": talk, "checked": talks}]  # fmt: skip
        if talks:
            items.append({"switch": speaker, "checked": secondary})
            if safari:
                items.append({"text": t("Selection of the speaker device is currently not "
                                        "supported by Safari")})  # fmt: skip
            elif secondary:
                items.append({"button": t("None")})
        return {"title": title, "items": items}

    def dropdown(screen: dict[str, Any], choices: list[str]) -> dict[str, Any]:
        return {**screen, "items": [*screen["items"], *({"menu": c} for c in choices)]}

    def mine(batch: int, sounds: bool = True, talks: bool = True) -> dict[str, str]:
        return post("/settings", {"batchSetting": str(batch),
                                  "soundNotification": "yes" if sounds else "no",
                                  "soundTalk": "yes" if talks else "no"})  # fmt: skip

    def admin(webpush: bool = True) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("Notifications defaults")},
            {"text": t("Configure the default notification settings")},
            {"text": batch_label}, {"button": options[3]},
            {"switch": sound, "checked": True}, {"switch": talk, "checked": True},
            {"text": t("Web push settings")},
            {"text": t("Web push is a push notification system that lets web applications "
                       "send notifications to users´ mobile apps or browser, even when the "
                       "app is not open in a tab.")},
            {"text": t("Web push notifications are encrypted but routed through services "
                       "provided by Mozilla, Microsoft, Apple, Google or user-choosen ones in "
                       "case of mobile apps. While the content is protected, metadata such as "
                       "timing and frequency of notifications may be exposed to these "
                       "providers.")},
            {"switch": web_push, "checked": webpush},
            {"switch": browsers, "checked": webpush}]}  # fmt: skip

    def defaults(batch: int = 3, sounds: bool = True, talks: bool = True, webpush: bool = True,
                 browser: bool = True) -> dict[str, str]:  # fmt: skip
        def yes(value: bool) -> str:
            return "yes" if value else "no"

        return post("/settings/admin", {
            "batchSetting": str(batch), "soundNotification": yes(sounds),
            "soundTalk": yes(talks), "webpushEnabled": yes(webpush),
            "webpushBrowsersEnabled": yes(browser)})  # fmt: skip

    return [
        _entry("reversible", "personal settings", personal(), [
            (sound, False, [mine(3, sounds=False)]),
            (talk, False, [mine(3, talks=False)]),
            (speaker, False, [])]),
        _entry("opens-prompt", "personal settings email select", personal(), [
            (options[3], False, [])]),
        _entry("reversible", "personal settings email select open", dropdown(
            personal(), options), [
            (options[0], False, [mine(0)]),
            (options[1], False, [mine(1)]),
            (options[4], False, [mine(4)])]),
        _entry("reversible", "personal settings without email and sounds", personal(
            batch=0, sounds=False, talks=False, email=False), [
            (sound, False, [mine(0, sounds=True, talks=False)]),
            (talk, False, [mine(0, sounds=False, talks=True)])]),
        _entry("opens-prompt", "personal settings speaker select", personal(secondary=True), [
            (t("None"), False, [])]),
        _entry("reversible", "personal settings speaker switch", personal(secondary=True), [
            (speaker, False, [])]),
        _entry("reversible", "personal settings speaker select open", dropdown(
            personal(secondary=True), devices), [
            (devices[1], False, []), (devices[2], False, [])]),
        _entry("reversible", "personal settings in safari", personal(safari=True), [
            (talk, False, [mine(3, talks=False)])]),
        _entry("reversible", "admin settings", admin(), [
            (sound, False, [defaults(sounds=False)]),
            (talk, False, [defaults(talks=False)]),
            (web_push, False, [defaults(webpush=False)]),
            (browsers, False, [defaults(browser=False)])]),
        _entry("opens-prompt", "admin settings email select", admin(), [
            (options[3], False, [])]),
        _entry("reversible", "admin settings email select open", dropdown(admin(), options), [
            (options[0], False, [defaults(batch=0)]),
            (options[2], False, [defaults(batch=2)])]),
        _entry("reversible", "admin settings without web push", admin(webpush=False), [
            (web_push, False, [defaults(webpush=True, browser=False)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*panel_screens(t), *settings_screens(t)]
