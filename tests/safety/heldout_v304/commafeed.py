"""CommaFeed's screens for the three-hundred-and-fourth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, *parts, **values)`` being that language's lookup of a
message of the app's Lingui catalogue ``commafeed-client/src/locales/<lang>/messages.po``.
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

TITLE = "CommaFeed"  # Layout's <title> (the unread count in the title is off)
USER, EMAIL, PASSWORD = "marta", "marta@fieldnotes.example", "Larch-Window-31"
NEW_PASSWORD, NEW_EMAIL = "Copper-Kettle-84", "marta.k@fieldnotes.example"
API_KEY = "5c2e9f71d0a4b83e6f19"  # made up
FEED, FEED_NAME = 42, "Lowland Birding Notes"
FEED_URL, FEED_LINK = (
    "https://lowlandbirding.example.net/feed.xml",
    "https://lowlandbirding.example.net/",
)
FEED2, FEED2_NAME = 57, "Night Shift Radio"
CAT, CAT_NAME = 7, "Outdoors"
SUBCAT, SUBCAT_NAME = 9, "Birding"
TAG = "later"
ENTRY, ENTRY_TITLE = "18342", "Spring migration counts are in"
ENTRY_URL = "https://lowlandbirding.example.net/2026/04/spring-counts"
NOW, LOADED = 1779184800000, 1779184560000  # Date.now() and the list's load time
NEW_SITE, NEW_FEED_URL, NEW_TITLE, NEW_FEED = (
    "https://tidepool.example.com/",
    "https://tidepool.example.com/feed.xml",
    "Tide Pool Journal",
    63,
)
JONAS, LENA = (3, "jonas", "jonas@example.org"), (5, "lena", "lena@example.org")
TOPIC = "marta-feeds-7Qx"
Act = tuple[str, bool, list[Any]]

PUSH = {"type": "ntfy", "serverUrl": "https://ntfy.sh", "userId": None, "userSecret": None,
        "topic": TOPIC}  # fmt: skip
# GET rest/user/settings as the server writes it (frontend/model/Settings.java, nulls kept).
SETTINGS: dict[str, Any] = {
    "language": None,  # unset: the browser's language is shown
    "readingMode": "unread",
    "readingOrder": "desc",
    "showRead": False,
    "scrollMarks": True,
    "customCss": "",
    "customJs": "",
    "scrollSpeed": 400,
    "scrollMode": "if_needed",
    "entriesToKeepOnTopWhenScrolling": 0,
    "starIconDisplayMode": "on_desktop",
    "externalLinkIconDisplayMode": "on_desktop",
    "markAllAsReadConfirmation": True,
    "markAllAsReadNavigateToNextUnread": False,
    "customContextMenu": True,
    "mobileFooter": False,
    "unreadCountTitle": False,
    "unreadCountFavicon": True,
    "disablePullToRefresh": False,
    "primaryColor": "orange",
    "sharingSettings": {"email": True, "gmail": False, "facebook": False, "twitter": False,
                        "tumblr": False, "instapaper": True, "buffer": False},
    "pushNotificationSettings": PUSH,
}  # fmt: skip


def rest(method: str, path: str, data: Any = None) -> Any:
    """axios's call to ``./rest`` (withCredentials: the session cookie); a body is
    JSON.stringify's."""
    if data is None:
        return f"{method} /rest/{path}"
    return {"request": f"{method} /rest/{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def login(name: str, password: str) -> dict[str, str]:
    """client.user.login: an XHR to ``j_security_check`` with a URLSearchParams body."""
    return {"request": "POST /j_security_check",
            "body": urlencode({"j_username": name, "j_password": password})}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (a new tab where it says ``_blank``), ``window.location``."""
    return {"request": f"GET {url}", "via": "link"}


def entries(kind: str, source: str, extra: str = "", **over: str) -> str:
    """loadEntries' GET of the list (axios drops undefined params, keeps the empty
    keywords)."""
    params = {"id": source, "order": "desc", "readType": "unread", "offset": "0",
              "limit": "50", **over}  # fmt: skip
    query = "&".join(f"{k}={v}" for k, v in params.items())
    return f"GET /rest/{kind}/entries?{query}{extra}&keywords="


def settings(**change: Any) -> Any:
    """changeSettings: the whole settings object with the change, posted."""
    return rest("POST", "user/settings", {**SETTINGS, **change})


TREE = rest("GET", "category/get")  # reloadTree()
ALL = entries("category", "all")  # the All view, the selected source of the settings
FEED_LIST = entries("feed", str(FEED))
PROFILE = rest("GET", "user/profile")  # reloadProfile()
USERS = rest("GET", "admin/user/getAll")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"commafeed {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, heading: str, message: str) -> dict[str, Any]:
    """Mantine's openConfirmModal over the page: its title, its text, Cancel and Confirm."""
    return {"title": TITLE, "dialog": {"title": heading, "message": message},
            "items": [{"button": t("Cancel")}, {"button": t("Confirm")}]}  # fmt: skip


def reading_screens(t: Any) -> list[dict[str, Any]]:
    """The header's toolbar, the mark-all confirmation, the profile menu, an entry's footer
    unread and read, its context menu, the sidebar."""
    toolbar = {"title": TITLE, "items": [
        {"button": t("Previous")}, {"button": t("Next")}, {"button": t("Refresh")},
        {"button": t("Mark all as read")}, {"button": t("Unread")}, {"button": t("Desc")},
        {"button": t("Search")}, {"button": USER}, {"text": t("All")}]}  # fmt: skip

    def mark_all(message: str) -> dict[str, Any]:
        return {"title": TITLE, "dialog": {"title": t("Mark all entries as read"),
                "message": message}, "items": [
            {"button": t("Cancel")}, {"button": t("Confirm")}]}  # fmt: skip

    def mark(older: int) -> list[Any]:
        return [rest("POST", "category/mark", {"id": "all", "read": True, "olderThan": older,
                                               "insertedBefore": LOADED}), ALL, TREE]  # fmt: skip

    menu = {"title": TITLE, "dialog": {}, "items": [
        {"text": USER}, {"menu": t("Settings")}, {"menu": t("Fetch all my feeds now")},
        {"text": t("Theme")}, {"radio": t("Light"), "checked": True},
        {"radio": t("Dark"), "checked": False}, {"radio": t("System"), "checked": False},
        {"text": t("Font size")}, {"text": t("Admin")},
        {"menu": t("Manage users")}, {"menu": t("Metrics")}, {"menu": t("Donate")},
        {"menu": t("About")}, {"menu": t("Logout")}]}  # fmt: skip

    def footer(read: bool, starred: bool) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"link": ENTRY_TITLE}, {"text": FEED_NAME},
            {"button": t("Keep unread") if read else t("Mark as read")},
            {"button": t("Unstar") if starred else t("Star")}, {"button": t("Share")},
            {"button": t("Tags")}, {"button": t("Open link")},
            {"button": t("Mark as read up to here")}]}  # fmt: skip

    context = {"title": TITLE, "dialog": {}, "items": [
        {"menu": t("Open link in new tab")}, {"menu": t("Open link in new background tab")},
        {"menu": t("Star")}, {"menu": t("Mark as read")},
        {"menu": t("Mark as read up to here")},
        {"menu": t("Go to {0}", **{"0": FEED_NAME})}]}  # fmt: skip
    sidebar = {"title": TITLE, "items": [
        {"icon": "Subscribe"},  # Layout's add button: aria-label "Subscribe", in English
        {"row": t("All"), "secondary": "31"}, {"row": t("Starred")},
        {"row": CAT_NAME, "secondary": "31"}, {"row": SUBCAT_NAME, "secondary": "12"},
        {"row": FEED_NAME, "secondary": "12"}, {"row": FEED2_NAME, "secondary": "19"},
        {"row": TAG}]}  # fmt: skip
    read_sends = rest("POST", "entry/mark", {"id": ENTRY, "read": True})
    up_to = rest("POST", "entry/markMultiple", {"requests": [
        {"id": i, "read": True} for i in ("18340", "18341", ENTRY)]})  # fmt: skip
    return [
        _entry("reversible", "header toolbar", toolbar, [
            (t("Refresh"), False, [ALL]),
            (t("Unread"), False, [settings(readingMode="all"),
                                  entries("category", "all", readType="all")])]),
        _entry("opens-prompt", "header toolbar mark all", toolbar, [
            (t("Mark all as read"), False, [])]),
        _entry("reversible", "mark all as read confirm", mark_all(t(
            "Are you sure you want to mark all entries of <0>{sourceLabel}</0> as read?",
            sourceLabel="All")), [  # the list's name, as the server writes it
            (t("Confirm"), False, mark(NOW)), (t("Cancel"), False, [])]),
        _entry("reversible", "profile menu", menu, [
            (t("Fetch all my feeds now"), False, [rest("GET", "feed/refreshAll"), PROFILE]),
            (t("Logout"), False, [page("/logout")])]),
        _entry("reversible", "entry footer unread", footer(False, False), [
            (t("Mark as read"), False, [read_sends]),
            (t("Mark as read up to here"), False, [up_to, TREE])]),
        _entry("opens-prompt", "entry footer popovers", footer(False, False), [
            (t("Share"), False, [])]),
        _entry("reversible", "entry footer read and starred", footer(True, True), [
            (t("Keep unread"), False, [rest("POST", "entry/mark", {"id": ENTRY, "read": False})])]),
        _entry("reversible", "entry context menu", context, [
            (t("Open link in new tab"), False, [page(ENTRY_URL), read_sends])]),
        _entry("reversible", "sidebar", sidebar, [
            ("Subscribe", False, []), (FEED_NAME, False, [FEED_LIST])]),
    ]  # fmt: skip


def subscription_screens(t: Any) -> list[dict[str, Any]]:
    """A feed's details page and its unsubscribe confirmation (two feeds); a category's
    details page and its delete confirmation (a category and its parent); the add page's
    subscribe form (both steps), its add category and OPML tabs."""

    def feed_details(name: str, typed: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"text": name}, {"text": t("Generated feed url")}, {"link": t("Link")},
            {"field": "name", "hint": t("Name"), "text": typed},
            {"field": "position", "hint": t("Position"), "text": "0"},
            {"switch": t("Receive push notifications"), "checked": False},
            {"button": t("Cancel")}, {"button": t("Save")},
            {"button": t("Unsubscribe")}]}  # fmt: skip

    modified = {"id": FEED, "name": "Lowland Birding", "message": "Found 3 new entries",
                "errorCount": 0, "lastRefresh": 1779184200000, "nextRefresh": None,
                "feedUrl": FEED_URL, "feedLink": FEED_LINK,
                "iconUrl": f"rest/feed/favicon/{FEED}", "unread": 12,
                "categoryId": str(SUBCAT), "position": 0, "newestItemTime": 1779180000000,
                "filter": "", "filterLegacy": None, "pushNotificationsEnabled": False,
                "autoMarkAsReadAfterDays": None}  # fmt: skip

    def unsubscribe(name: str) -> dict[str, Any]:
        return confirm(
            t,
            t("Unsubscribe"),
            t("Are you sure you want to unsubscribe from <0>{feedName}</0>?", feedName=name),
        )

    def unsubscribed(feed: int) -> list[Any]:
        return [rest("POST", "feed/unsubscribe", {"id": feed}), TREE, ALL]

    def category_details(name: str, typed: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"text": name}, {"text": t("Generated feed url")}, {"link": t("Link")},
            {"field": "name", "hint": t("Name"), "text": typed},
            {"field": "position", "hint": t("Position"), "text": "0"},
            {"button": t("Cancel")}, {"button": t("Save")},
            {"button": t("Delete")}]}  # fmt: skip

    def delete_category(name: str) -> dict[str, Any]:
        return confirm(
            t,
            t("Delete Category"),
            t("Are you sure you want to delete category <0>{categoryName}</0>?", categoryName=name),
        )

    def deleted(category: int) -> list[Any]:
        return [rest("POST", "category/delete", {"id": category}), TREE, ALL]

    sub_list = entries("category", str(SUBCAT))
    tabs = [{"tab": t("Subscribe")}, {"tab": t("Add category")}, {"tab": t("OPML")}]
    step_one = {"title": TITLE, "items": [
        *tabs, {"field": "url", "hint": t("Feed URL"), "text": NEW_SITE},
        {"button": t("Back")}, {"button": t("Next")}]}  # fmt: skip
    # The form from its fields down: the tabs and the stepper's headings (one of them
    # "Subscribe", as the tab) are above it.
    step_two = {"title": TITLE, "items": [
        {"field": "url", "hint": t("Feed URL"), "text": NEW_FEED_URL},
        {"field": "title", "hint": t("Feed name"), "text": NEW_TITLE, "focused": True},
        {"field": "categoryId", "hint": t("Category"), "text": t("All")},
        {"button": t("Back")}, {"button": t("Subscribe")}]}  # fmt: skip
    add_category = {"title": TITLE, "items": [
        *tabs, {"field": "name", "hint": t("Category"), "text": "Podcasts"},
        {"field": "parentId", "hint": t("Parent"), "text": ""},
        {"button": t("Cancel")}, {"button": t("Add")}]}  # fmt: skip
    opml = {"title": TITLE, "items": [
        *tabs, {"text": t("OPML file")}, {"button": "feeds.xml"},
        {"button": t("Cancel")}, {"button": t("Import")}]}  # fmt: skip
    boundary = "----WebKitFormBoundaryq7RkT2mZp9XcL4aN"
    opml_file = ('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="1.0"><body>'
                 '<outline text="Tide Pool Journal" type="rss" '
                 f'xmlUrl="{NEW_FEED_URL}"/></body></opml>\n')  # fmt: skip
    multipart = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; "
                 f"filename=\"feeds.xml\"\r\nContent-Type: text/xml\r\n\r\n{opml_file}\r\n"
                 f"--{boundary}--\r\n")  # fmt: skip
    return [
        _entry("reversible", "feed details page", feed_details(FEED_NAME, "Lowland Birding"), [
            (t("Save"), False, [rest("POST", "feed/modify", modified), TREE, FEED_LIST]),
            (t("Link"), False, [page(
                f"/rest/feed/entriesAsFeed?id={FEED}&apiKey={API_KEY}")])]),
        _entry("opens-prompt", "feed details unsubscribe", feed_details(FEED_NAME, FEED_NAME), [
            (t("Unsubscribe"), False, [])]),
        _entry("delete", "unsubscribe confirm", unsubscribe(FEED_NAME), [
            (t("Confirm"), True, unsubscribed(FEED)), (t("Cancel"), False, [])]),
        _entry("delete", "second unsubscribe confirm", unsubscribe(FEED2_NAME), [
            (t("Confirm"), True, unsubscribed(FEED2))]),
        _entry("reversible", "category details page", category_details(
            SUBCAT_NAME, "Birdwatching"), [
            (t("Save"), False, [rest("POST", "category/modify", {
                "id": SUBCAT, "name": "Birdwatching", "parentId": str(CAT), "position": 0}),
                TREE, sub_list])]),
        _entry("opens-prompt", "category details delete", category_details(
            SUBCAT_NAME, SUBCAT_NAME), [
            (t("Delete"), False, [])]),
        _entry("delete", "delete category confirm", delete_category(SUBCAT_NAME), [
            (t("Confirm"), True, deleted(SUBCAT)), (t("Cancel"), False, [])]),
        _entry("delete", "delete parent category confirm", delete_category(CAT_NAME), [
            (t("Confirm"), True, deleted(CAT))]),
        _entry("reversible", "subscribe first step", step_one, [
            (t("Next"), False, [rest("POST", "feed/fetch", {"url": NEW_SITE})])]),
        _entry("reversible", "subscribe second step", step_two, [
            (t("Subscribe"), False, [rest("POST", "feed/subscribe", {
                "url": NEW_FEED_URL, "title": NEW_TITLE, "categoryId": "all"}), TREE,
                entries("feed", str(NEW_FEED))])]),
        _entry("reversible", "add category tab", add_category, [
            (t("Add"), False, [rest("POST", "category/add", {"name": "Podcasts"}), TREE, ALL])]),
        _entry("reversible", "opml import tab", opml, [
            (t("Import"), False, [{"request": "POST /rest/feed/import", "body": multipart},
                                  TREE, ALL])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings page's display tab, its push notification tab (ntfy, Gotify, Pushover)
    and custom code tab; its profile tab (its links, a Save of a new e-mail, of a new API
    key, of a new password, its Delete account) and the account's delete confirmation."""
    tabs = [{"tab": t("Display")}, {"tab": t("Push notifications")},
            {"tab": t("Custom code")}, {"tab": t("Profile")}]  # fmt: skip
    display = {"title": TITLE, "items": [
        *tabs, {"field": "language", "hint": t("Language"), "text": ""},
        {"field": "primaryColor", "hint": t("Primary color"), "text": t("Orange")},
        {"switch": t("Show feeds and categories with no unread entries"), "checked": False},
        {"switch": t("Show confirmation when marking all entries as read"), "checked": True},
        {"switch": t("On mobile, show action buttons at the bottom of the screen"),
         "checked": False}]}  # fmt: skip

    def push(kind: str, fields: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            *tabs, {"field": "type", "hint": t("Push notification service"), "text": kind},
            *fields, {"button": t("Cancel")}, {"button": t("Save")},
            {"button": t("Test")}]}  # fmt: skip

    ntfy = push("ntfy", [
        {"field": "serverUrl", "hint": t("Server URL"), "text": "https://ntfy.sh"},
        {"field": "topic", "hint": t("Topic"), "text": TOPIC},
        {"field": "userSecret", "hint": t("Access token"), "text": ""}])  # fmt: skip
    gotify_values = {"type": "gotify", "serverUrl": "https://gotify.fieldnotes.example",
                     "userId": "", "userSecret": "AqT4vZ9kLm2Rx8w", "topic": ""}  # fmt: skip
    gotify = push("Gotify", [
        {"field": "serverUrl", "hint": t("Server URL"), "text": gotify_values["serverUrl"]},
        {"field": "userSecret", "hint": t("App token"),
         "text": gotify_values["userSecret"]}])  # fmt: skip
    pushover_values = {"type": "pushover", "serverUrl": "", "userId": "uQ8wE3rT5yU7iO9pA1sD",
                       "userSecret": "aZx2Cv4Bn6Mm8Lk0Jh3G", "topic": ""}  # fmt: skip
    pushover = push("Pushover", [
        {"field": "userId", "hint": t("User key"), "text": pushover_values["userId"]},
        {"field": "userSecret", "hint": t("API token"),
         "text": pushover_values["userSecret"]}])  # fmt: skip
    css = ".entry-title { font-weight: 600; }"
    custom = {"title": TITLE, "items": [
        *tabs, {"text": t("Custom CSS rules that will be applied")},
        {"link": t("Link to the documentation")},
        {"field": "customCss", "hint": "", "text": css},
        {"text": t("Custom JS code that will be executed on page load")},
        {"field": "customJs", "hint": "", "text": ""},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip

    def profile(email: str, new_password: str, new_key: bool) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"field": "name", "hint": t("User name"), "text": USER},
            {"field": "apiKey", "hint": t("API key"), "text": API_KEY},
            {"link": t("Download")}, {"link": t("Fever API URL")},
            {"link": t("Google Reader API URL")},
            {"field": "currentPassword", "hint": t("Current password"), "text": PASSWORD},
            {"field": "email", "hint": t("E-mail"), "text": email},
            {"field": "newPassword", "hint": t("New password"), "text": new_password},
            {"field": "newPasswordConfirmation", "hint": t("Confirm password"),
             "text": new_password},
            {"switch": t("Generate new API key"), "checked": new_key},
            {"button": t("Cancel")}, {"button": t("Save")},
            {"button": t("Delete account")}]}  # fmt: skip

    def saved(**values: Any) -> list[Any]:
        body = {"currentPassword": PASSWORD, "email": EMAIL, "newApiKey": False, **values}
        return [rest("POST", "user/profile", body), PROFILE, ALL]

    delete = confirm(
        t,
        t("Delete account"),
        t("Are you sure you want to delete your account? There's no turning back!"),
    )
    test = rest("POST", "user/pushNotificationTest", PUSH)
    return [
        _entry("reversible", "settings display tab", display, [
            (t("Show feeds and categories with no unread entries"), False, [
                settings(showRead=True)])]),
        _entry("send", "settings push notifications ntfy", ntfy, [
            (t("Test"), True, [test]),
            (t("Save"), False, [settings(pushNotificationSettings=PUSH)])]),
        _entry("send", "settings push notifications gotify", gotify, [
            (t("Test"), True, [rest("POST", "user/pushNotificationTest", gotify_values)]),
            (t("Cancel"), False, [ALL])]),
        _entry("send", "settings push notifications pushover", pushover, [
            (t("Test"), True, [rest("POST", "user/pushNotificationTest", pushover_values)])]),
        _entry("reversible", "settings custom code tab", custom, [
            (t("Save"), False, [settings(customCss=css), page("/")])]),
        _entry("reversible", "settings profile links", profile(EMAIL, "", False), [
            (t("Download"), False, [page("/rest/feed/export")]),
            (t("Generate new API key"), False, [])]),
        _entry("reversible", "settings profile new e-mail", profile(NEW_EMAIL, "", False), [
            (t("Save"), False, saved(email=NEW_EMAIL))]),
        _entry("revoke", "settings profile new api key", profile(EMAIL, "", True), [
            (t("Save"), True, saved(newApiKey=True))]),
        _entry("revoke", "settings profile new password", profile(EMAIL, NEW_PASSWORD, False), [
            (t("Save"), True, saved(newPassword=NEW_PASSWORD,
                                    newPasswordConfirmation=NEW_PASSWORD))]),
        _entry("opens-prompt", "settings profile delete account", profile(EMAIL, "", False), [
            (t("Delete account"), False, [])]),
        _entry("delete-user", "delete account confirm", delete, [
            (t("Confirm"), True, [rest("POST", "user/profile/deleteAccount")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin's add user and edit user modals (a user disabled, a user's password set)
    and the delete user confirmation (two users)."""

    def user_form(heading: str, name: str, email: str, password: str, enabled: bool,
                  admin: bool = False) -> dict[str, Any]:  # fmt: skip
        return {"title": TITLE, "dialog": {"title": heading}, "items": [
            {"field": "name", "hint": t("Name"), "text": name},
            {"field": "password", "hint": t("Password"), "text": password},
            {"field": "email", "hint": t("E-mail"), "text": email},
            {"switch": t("Admin"), "checked": admin},
            {"switch": t("Enabled"), "checked": enabled},
            {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip

    def model(user: tuple[int, str, str], **change: Any) -> dict[str, Any]:
        """A row of GET rest/admin/user/getAll (frontend/model/UserModel.java), edited."""
        uid, name, email = user
        return {"id": uid, "name": name, "email": email, "apiKey": None, "password": None,
                "enabled": True, "created": 1767601200000, "lastLogin": 1779098400000,
                "admin": False, "lastForceRefresh": None, **change}  # fmt: skip

    def delete(user: tuple[int, str, str]) -> dict[str, Any]:
        return confirm(
            t,
            t("Delete user"),
            t("Are you sure you want to delete user <0>{userName}</0> ?", userName=user[1]),
        )

    lena_pw, jonas_pw = "Birch-Canoe-77", "Fresh-Start-2026"
    save = "admin/user/save"
    _, jonas, jonas_mail = JONAS
    return [
        _entry("reversible", "add user modal", user_form(
            t("Add user"), LENA[1], LENA[2], lena_pw, True), [
            (t("Save"), False, [rest("POST", save, {
                "name": LENA[1], "enabled": True, "admin": False, "password": lena_pw,
                "email": LENA[2]}), USERS])]),
        _entry("reversible", "edit user modal disabled", user_form(
            t("Edit user"), jonas, jonas_mail, "", False), [
            (t("Save"), False, [rest("POST", save, model(JONAS, enabled=False)), USERS])]),
        _entry("overwrite", "edit user modal new password", user_form(
            t("Edit user"), jonas, jonas_mail, jonas_pw, True), [
            (t("Save"), True, [rest("POST", save, model(JONAS, password=jonas_pw)), USERS]),
            (t("Cancel"), False, [])]),
        _entry("delete-user", "delete user confirm", delete(JONAS), [
            (t("Confirm"), True, [rest("POST", "admin/user/delete", {"id": JONAS[0]}), USERS]),
            (t("Cancel"), False, [])]),
        _entry("delete-user", "delete second user confirm", delete(LENA), [
            (t("Confirm"), True, [rest("POST", "admin/user/delete", {"id": LENA[0]}), USERS])]),
    ]  # fmt: skip


def auth_screens(t: Any) -> list[dict[str, Any]]:
    """The welcome page, the login page, the sign-up page, the password recovery and reset
    pages and the initial setup page. The login, sign-up, recovery and reset pages are
    written without their heading, which repeats their button's words (the recovery page's
    in Korean)."""
    welcome = {"title": TITLE, "items": [
        {"text": "Bloat-free feed reader"},  # WelcomePage writes it in English
        {"button": t("Try the demo!")}, {"button": t("Log in")}, {"button": t("Sign up")},
        {"button": t("Switch to dark theme")}]}  # fmt: skip
    need, sign_up = t.parts("<0>Need an account?</0><1>Sign up!</1>")
    login_page = {"title": TITLE, "items": [
        {"field": "name", "hint": t("User Name or E-mail"), "text": USER},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"link": t("Forgot password?")}, {"button": t("Log in")}, {"text": need},
        {"link": sign_up}]}  # fmt: skip
    have, log_in = t.parts("<0>Have an account?</0><1>Log in!</1>")
    nadia, nadia_pw, nadia_mail = "nadia", "Quiet-Harbor-58", "nadia@example.org"
    register = {"title": TITLE, "items": [
        {"field": "name", "hint": "User Name", "text": nadia},  # the label is not translated
        {"field": "email", "hint": t("E-mail address"), "text": nadia_mail},
        {"field": "password", "hint": t("Password"), "text": nadia_pw},
        {"button": t("Sign up")}, {"text": have}, {"link": log_in}]}  # fmt: skip
    recovery = {"title": TITLE, "items": [
        {"field": "email", "hint": t("E-mail"), "text": EMAIL},
        {"button": t("Recover password")}, {"link": t("Back to log in")}]}  # fmt: skip
    reset = {"title": TITLE, "items": [
        {"field": "password", "hint": t("New Password"), "text": NEW_PASSWORD},
        {"field": "passwordConfirmation", "hint": t("Confirm Password"), "text": NEW_PASSWORD},
        {"button": t("Reset Password")}, {"link": t("Back to log in")}]}  # fmt: skip
    token = "3f786850e387550fdab836ed7e6dc881de23001b"  # made up, from the e-mailed link
    return [
        _entry("reversible", "welcome page", welcome, [
            (t("Try the demo!"), False, [login("demo", "demo")])]),
        _entry("reversible", "login page", login_page, [
            (t("Log in"), False, [login(USER, PASSWORD)])]),
        _entry("reversible", "sign up page", register, [
            (t("Sign up"), False, [rest("POST", "user/register", {
                "name": nadia, "password": nadia_pw, "email": nadia_mail}),
                login(nadia, nadia_pw)])]),
        _entry("send", "password recovery page", recovery, [
            (t("Recover password"), True, [rest("POST", "user/passwordReset",
                                                {"email": EMAIL})]),
            (t("Back to log in"), False, [])]),
        _entry("revoke", "password reset page", reset, [
            (t("Reset Password"), True, [rest("POST", "user/passwordResetCallback", {
                "email": EMAIL, "token": token, "password": NEW_PASSWORD})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*reading_screens(t), *subscription_screens(t), *settings_screens(t),
            *admin_screens(t), *auth_screens(t)]  # fmt: skip
