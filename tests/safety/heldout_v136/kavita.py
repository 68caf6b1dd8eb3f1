"""Kavita's web pages for the hundred-and-thirty-sixth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **values)`` being that language's transloco lookup of a key of the
app's catalogue (``{{name}}`` filled in from ``values``, other ``{{a.b}}`` from the catalogue).
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"
LIBRARY, LIBRARY_NAME = 2, "Manga"
SERIES, SERIES_NAME = 12, "Berserk"
CHAPTER = 341
COLLECTION, COLLECTION_NAME = 5, "Summer reads"
READING_LIST, READING_LIST_NAME = 4, "Civil War (reading order)"
NEW_LIST, NEW_LIST_NAME = 15, "Weekend"
FILTER, FILTER_NAME = 7, "Unread shounen"
DEVICE, DEVICE_NAME, DEVICE_EMAIL = 3, "Kindle Paperwhite", "alice_kpw@kindle.com"
OTHER_DEVICE = "PocketBook Era"
# ActionableModal writes every entry as ``t(action.title)`` under ``read: 'actionable'``; a
# device's name is no key, and transloco's missing-key handler shows the key it looked up.
SHOWN, OTHER_SHOWN = f"actionable.{DEVICE_NAME}", f"actionable.{OTHER_DEVICE}"
NEW_DEVICE, NEW_DEVICE_EMAIL = "Kobo Libra", "alice.kobo@example.org"
MEMBER, PENDING, PENDING_ID = "maria", "tom@example.org", 11
NEW_PASSWORD = "Harbour-Lantern-42"
INVITED = "lena@example.org"
API_KEY = "8f2c1d9e-5b7a-4c3e-9f10-2a6d4e8b7c51"
# The library page's grid as it loads without a filter in its URL: the default statement and
# the library's (FilterField.SeriesName = 1, Libraries = 19; Equal = 0; And = 1; SortName = 1).
LIBRARY_FILTER = {
    "statements": [{"comparison": 0, "value": "", "field": 1},
                   {"field": 19, "value": str(LIBRARY), "comparison": 0}],
    "combination": 1, "limitTo": 0, "sortOptions": {"isAscending": True, "sortField": 1},
}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> dict[str, str]:
    """One HttpClient request under ``/api``; a body as ``JSON.stringify`` writes it."""
    request = {"request": f"{method} {API}{path}"}
    if body is not None:
        request["body"] = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return request


def actions(t: Any, title: str, *items: dict[str, Any]) -> dict[str, Any]:
    """ActionableModal, the phone's form of a card's actions menu: "Actions" and its buttons
    (a submenu's with "→")."""
    return {"title": title, "dialog": {"title": t("actionable.title")}, "items": list(items)}


def entry(t: Any, key: str) -> dict[str, str]:
    """An action of the menu."""
    return {"button": t(f"actionable.{key}")}


def submenu(t: Any, key: str) -> dict[str, str]:
    """A submenu's button: its name and an arrow."""
    return {"button": f"{t(f'actionable.{key}')} →"}


def back(t: Any, key: str) -> dict[str, str]:
    """A submenu's first button, back to the level above."""
    return {"button": f"← {t('actionable.back-to', action=t(f'actionable.{key}'))}"}


def confirm(t: Any, title: str, message: str) -> dict[str, Any]:
    """ConfirmService.confirm: the header "Confirm" (translated), the message, the close
    button and the buttons Cancel and Confirm, written in English in the service."""
    return {"title": title, "dialog": {"title": t("confirm.confirm"), "message": message},
            "items": [{"icon": t("common.close")}, {"button": "Cancel"},
                      {"button": "Confirm"}]}  # fmt: skip


def alert(t: Any, title: str, message: str) -> dict[str, Any]:
    """ConfirmService.alert: the header "Alert" (translated), the message, the close button
    and one button Ok, written in English in the service."""
    return {"title": title, "dialog": {"title": t("confirm.alert"), "message": message},
            "items": [{"icon": t("common.close")}, {"button": "Ok"}]}  # fmt: skip


def series_screens(t: Any) -> list[dict[str, Any]]:
    """A series card's actions on the library page, its submenus, the delete and refresh
    dialogs, the add-to-reading-list and add-to-collection dialogs, and a chapter's Send To."""
    top = actions(t, LIBRARY_NAME, {"text": SERIES_NAME},
                  entry(t, "mark-as-read"), entry(t, "mark-as-unread"), entry(t, "scan-series"),
                  submenu(t, "add-to"), submenu(t, "send-to"), submenu(t, "others"),
                  entry(t, "download"), entry(t, "edit"))  # fmt: skip
    add_to = actions(t, LIBRARY_NAME, back(t, "add-to"), entry(t, "add-to-want-to-read"),
                     entry(t, "remove-from-want-to-read"), entry(t, "add-to-reading-list"),
                     entry(t, "add-to-collection"))  # fmt: skip
    send_to = actions(t, LIBRARY_NAME, back(t, "send-to"), {"button": SHOWN},
                      {"button": OTHER_SHOWN})  # fmt: skip
    others = actions(t, LIBRARY_NAME, back(t, "others"), entry(t, "refresh-covers"),
                     entry(t, "generate-colorscape"), entry(t, "analyze-files"),
                     entry(t, "delete"))  # fmt: skip
    chapter_send = actions(t, f"{SERIES_NAME} {t('common.chapter-num-shorthand', num='38')}",
                           back(t, "send-to"), {"button": SHOWN},
                           {"button": OTHER_SHOWN})  # fmt: skip
    delete = confirm(t, LIBRARY_NAME, t("toasts.confirm-delete-series"))
    covers = confirm(t, LIBRARY_NAME, t("toasts.confirm-regen-covers"))
    reading_lists = {"title": LIBRARY_NAME, "dialog": {"title": t("add-to-list-modal.title")},
                     "items": [{"icon": t("add-to-list-modal.close")},
                               {"row": READING_LIST_NAME}, {"row": "Hellsing & Trigun"},
                               {"field": "add-rlist",
                                "hint": t("add-to-list-modal.reading-list-label"),
                                "text": NEW_LIST_NAME, "focused": True},
                               {"button": t("add-to-list-modal.create")}]}  # fmt: skip
    collections = {"title": LIBRARY_NAME, "dialog": {"title": t("bulk-add-to-collection.title")},
                   "items": [{"icon": t("bulk-add-to-collection.close")},
                             {"row": COLLECTION_NAME}, {"row": "Dark fantasy"},
                             {"field": "add-rlist",
                              "hint": t("bulk-add-to-collection.collection-label"), "text": ""},
                             {"button": t("bulk-add-to-collection.create")}]}  # fmt: skip
    by_series = {"readingListId": READING_LIST, "seriesId": SERIES}
    meta = {"libraryId": LIBRARY, "seriesId": SERIES}
    return [
        _entry("reversible", "series actions", top, [
            (t("actionable.mark-as-read"), False, [
                send("POST", "/reader/mark-read", {"seriesId": SERIES})]),
            (t("actionable.mark-as-unread"), False, [
                send("POST", "/reader/mark-unread", {"seriesId": SERIES})]),
            (t("actionable.scan-series"), False, [
                send("POST", "/series/scan", {**meta, "forceUpdate": False})]),
            (t("actionable.download"), False, [
                send("GET", f"/download/series-size?seriesId={SERIES}"),
                send("GET", f"/download/series?seriesId={SERIES}")]),
            (f"{t('actionable.add-to')} →", False, [])]),
        _entry("reversible", "series add-to submenu", add_to, [
            (t("actionable.add-to-want-to-read"), False, [
                send("POST", "/want-to-read/add-series", {"seriesIds": [SERIES]})]),
            (t("actionable.remove-from-want-to-read"), False, [
                send("POST", "/want-to-read/remove-series", {"seriesIds": [SERIES]})]),
            (t("actionable.add-to-reading-list"), False, [
                send("POST", "/readinglist/lists?includePromoted=false&sortByLastModified=true",
                     {})]),
            (t("actionable.add-to-collection"), False, [
                send("GET", "/collection?ownedOnly=true")])]),
        _entry("send", "series send-to submenu", send_to, [
            (SHOWN, True, [send("POST", "/device/send-series-to", {
                "deviceId": DEVICE, "seriesId": SERIES})]),
            (back(t, "send-to")["button"], False, [])]),
        _entry("reversible", "series others submenu", others, [
            (t("actionable.generate-colorscape"), False, [send("POST", "/series/refresh-metadata", {
                **meta, "forceUpdate": False, "forceColorscape": False})]),
            (t("actionable.analyze-files"), False, [send("POST", "/series/analyze", meta)])]),
        _entry("opens-prompt", "series others submenu (opening)", others, [
            (t("actionable.delete"), False, []), (t("actionable.refresh-covers"), False, [])]),
        _entry("delete", "delete series dialog", delete, [
            ("Confirm", True, [send("DELETE", f"/series/{SERIES}"),
                               send("POST", "/series/v2", LIBRARY_FILTER)]),
            ("Cancel", False, [])]),
        _entry("reversible", "refresh covers dialog", covers, [
            ("Confirm", False, [send("POST", "/series/refresh-metadata", {
                **meta, "forceUpdate": True, "forceColorscape": True})])]),
        _entry("reversible", "add to reading list dialog", reading_lists, [
            (READING_LIST_NAME, False, [send("POST", "/readinglist/update-by-series", by_series)]),
            (t("add-to-list-modal.create"), False, [
                send("POST", "/readinglist/create", {"title": NEW_LIST_NAME}),
                send("POST", "/readinglist/update-by-series", {
                    "readingListId": NEW_LIST, "seriesId": SERIES})])]),
        _entry("reversible", "add to collection dialog", collections, [
            (COLLECTION_NAME, False, [send("POST", "/collection/update-for-series", {
                "collectionTagId": COLLECTION, "collectionTagTitle": "",
                "seriesIds": [SERIES]})])]),
        _entry("send", "chapter send-to submenu", chapter_send, [
            (SHOWN, True, [send("POST", "/device/send-to", {
                "deviceId": DEVICE, "chapterIds": [CHAPTER]})])]),
    ]  # fmt: skip


def library_screens(t: Any) -> list[dict[str, Any]]:
    """A library's actions in the side menu, its Others submenu, the delete alert, the
    refresh-covers dialog and the analyze alert."""
    top = actions(t, t("side-nav.home"), entry(t, "scan-library"), submenu(t, "others"),
                  entry(t, "settings"))  # fmt: skip
    others = actions(t, t("side-nav.home"), back(t, "others"), entry(t, "refresh-covers"),
                     entry(t, "generate-colorscape"), entry(t, "analyze-files"),
                     entry(t, "delete"))  # fmt: skip
    # actionService.deleteLibrary passes no name: transloco leaves {{name}} empty.
    delete = alert(t, t("side-nav.home"), t("toasts.confirm-library-delete"))
    covers = confirm(t, t("side-nav.home"), t("toasts.confirm-regen-covers"))
    analyze = alert(t, t("side-nav.home"), t("toasts.alert-long-running"))
    return [
        _entry("reversible", "library actions", top, [
            (t("actionable.scan-library"), False, [
                send("POST", f"/library/scan?libraryId={LIBRARY}&force=false", {})]),
            (f"{t('actionable.others')} →", False, [])]),
        _entry("reversible", "library others submenu", others, [
            (t("actionable.generate-colorscape"), False, [send(
                "POST", f"/library/refresh-metadata?libraryId={LIBRARY}&force=false"
                "&forceColorscape=false", {})])]),
        _entry("opens-prompt", "library others submenu (opening)", others, [
            (t("actionable.delete"), False, []), (t("actionable.analyze-files"), False, [])]),
        _entry("delete", "delete library alert", delete, [
            ("Ok", True, [send("DELETE", f"/library/delete?libraryId={LIBRARY}")]),
            (t("common.close"), False, [])]),
        _entry("reversible", "library refresh covers dialog", covers, [
            ("Confirm", False, [send("POST", f"/library/refresh-metadata?libraryId={LIBRARY}"
                                     "&force=true&forceColorscape=false", {})]),
            ("Cancel", False, [])]),
        _entry("reversible", "library analyze alert", analyze, [
            ("Ok", False, [send("POST", f"/library/analyze?libraryId={LIBRARY}", {})])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """A collection's and a reading list's actions on their pages, a reading list's own page
    (its actions, the delete dialog, its page settings), the bookmarks page's series actions and
    the clear dialog, and the smart filters page with its delete dialog."""
    collection = actions(t, t("all-collections.title"), {"text": COLLECTION_NAME},
                         entry(t, "edit"), entry(t, "delete"), entry(t, "promote"),
                         entry(t, "unpromote"))  # fmt: skip
    reading_list = actions(t, t("reading-lists.title"), {"text": READING_LIST_NAME},
                           entry(t, "edit"), entry(t, "delete"), entry(t, "promote"),
                           entry(t, "unpromote"))  # fmt: skip
    detail = actions(t, READING_LIST_NAME, entry(t, "edit"), entry(t, "delete"),
                     entry(t, "promote"), entry(t, "unpromote"))  # fmt: skip
    settings = {"title": READING_LIST_NAME,
                "dialog": {"title": t("reading-list-detail.page-settings-title")},
                "items": [{"icon": "Close"}, {"button": t("reading-list-detail.remove-read")},
                          {"switch": t("reading-list-detail.order-numbers-label")}]}  # fmt: skip
    bookmarks = actions(t, t("bookmarks.title"), {"text": SERIES_NAME},
                        entry(t, "view-series"), entry(t, "download"),
                        entry(t, "clear"))  # fmt: skip
    clear = confirm(t, t("bookmarks.title"),
                    t("bookmarks.confirm-single-delete", seriesName=SERIES_NAME))  # fmt: skip
    filters = {"title": t("all-filters.title"), "items": [
        {"link": FILTER_NAME}, {"icon": t("manage-smart-filters.delete")}]}  # fmt: skip
    delete_filter = confirm(t, t("all-filters.title"), t("toasts.confirm-delete-smart-filter"))
    delete_list = confirm(t, READING_LIST_NAME, t("toasts.confirm-delete-reading-list"))
    collections_reload = send("GET", "/collection?ownedOnly=false")
    lists_reload = send("POST", "/readinglist/lists?includePromoted=true&sortByLastModified=false",
                        {})  # fmt: skip
    return [
        _entry("delete", "collection actions", collection, [
            (t("actionable.delete"), True, [
                send("DELETE", f"/collection?tagId={COLLECTION}"), collections_reload])]),
        _entry("reversible", "collection actions (promote)", collection, [
            (t("actionable.promote"), False, [send("POST", "/collection/promote-multiple", {
                "collectionIds": [COLLECTION], "promoted": True}), collections_reload])]),
        _entry("delete", "reading list actions", reading_list, [
            (t("actionable.delete"), True, [
                send("DELETE", f"/readinglist?readingListId={READING_LIST}"), lists_reload])]),
        _entry("reversible", "reading list actions (promote)", reading_list, [
            (t("actionable.unpromote"), False, [send("POST", "/readinglist/promote-multiple", {
                "readingListIds": [READING_LIST], "promoted": False}), lists_reload])]),
        _entry("opens-prompt", "reading list page actions", detail, [
            (t("actionable.delete"), False, [])]),
        _entry("delete", "delete reading list dialog", delete_list, [
            ("Confirm", True, [
                send("DELETE", f"/readinglist?readingListId={READING_LIST}"), lists_reload])]),
        _entry("delete", "reading list page settings", settings, [
            (t("reading-list-detail.remove-read"), True, [
                send("POST", f"/readinglist/remove-read?readingListId={READING_LIST}", {}),
                send("GET", f"/readinglist/items?readingListId={READING_LIST}")])]),
        _entry("opens-prompt", "bookmarks series actions", bookmarks, [
            (t("actionable.clear"), False, [])]),
        _entry("delete", "clear bookmarks dialog", clear, [
            ("Confirm", True, [send("POST", "/reader/remove-bookmarks", {"seriesId": SERIES})])]),
        _entry("opens-prompt", "smart filters page", filters, [
            (t("manage-smart-filters.delete"), False, [])]),
        _entry("delete", "delete smart filter dialog", delete_filter, [
            ("Confirm", True, [send("DELETE", f"/filter?filterId={FILTER}"),
                               send("GET", "/filter")]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The devices page, its delete dialog and its new-device dialog; the API key section and
    its reset dialog."""
    # The Add button's word is hidden on a phone (``phone-hidden``): an unnamed icon, left out.
    devices = {"title": t("settings.devices"), "items": [
        {"text": DEVICE_NAME}, {"text": DEVICE_EMAIL},
        {"icon": t("manage-devices.delete")}, {"icon": t("manage-devices.edit")}]}  # fmt: skip
    delete = confirm(t, t("settings.devices"), t("toasts.delete-device"))
    new = {"title": t("settings.devices"), "dialog": {"title": t("edit-device-modal.title")},
           "items": [
        {"icon": t("edit-device-modal.close")},
        {"field": "name", "hint": t("edit-device-modal.device-name-label"), "text": NEW_DEVICE},
        {"field": "email", "hint": t("edit-device-modal.email-label"), "text": NEW_DEVICE_EMAIL},
        {"field": "platform", "hint": t("edit-device-modal.device-platform-label"),
         "text": "Custom"},
        {"button": t("edit-device-modal.cancel")},
        {"button": t("edit-device-modal.save")}]}  # fmt: skip
    api_key = {"title": t("settings.clients"), "items": [
        {"button": "Reset"}, {"field": "api-key", "hint": "API Key", "text": "••••••••"},
        {"icon": t("api-key.show")}, {"button": t("api-key.copy")}]}  # fmt: skip
    reset = confirm(t, t("settings.clients"), t("api-key.confirm-reset"))
    return [
        _entry("opens-prompt", "devices page", devices, [
            (t("manage-devices.delete"), False, []), (t("manage-devices.edit"), False, [])]),
        _entry("delete", "delete device dialog", delete, [
            ("Confirm", True, [send("DELETE", f"/device?deviceId={DEVICE}")]),
            ("Cancel", False, [])]),
        _entry("reversible", "new device dialog", new, [
            (t("edit-device-modal.save"), False, [
                send("POST", "/device/create", {
                    "name": NEW_DEVICE, "platform": 0, "emailAddress": NEW_DEVICE_EMAIL}),
                send("GET", "/device")])]),
        _entry("opens-prompt", "api key section", api_key, [
            ("Reset", False, []), (t("api-key.copy"), False, [])]),
        _entry("revoke", "reset api key dialog", reset, [
            ("Confirm", True, [send("POST", "/account/reset-api-key", {})]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The users page (an active and a pending member), the delete-user dialog, the invite
    dialog, the reset-password dialog, and the ad-hoc tasks."""
    maria, tom = "Maria", "Tom@example.org"
    # The Invite button's word is hidden on a phone (``phone-hidden``): an unnamed icon, left out.
    users = {"title": t("settings.admin-users"), "items": [
        {"text": maria},
        {"icon": t("manage-users.delete-user-alt", user=maria)},
        {"icon": t("manage-users.edit-user-alt", user=maria)},
        {"icon": t("manage-users.change-password-alt", user=maria)},
        {"text": tom}, {"text": t("manage-users.pending-title")},
        {"icon": t("manage-users.delete-user-alt", user=tom)},
        {"icon": t("manage-users.edit-user-alt", user=tom)},
        {"icon": t("manage-users.resend-invite-alt", user=tom)},
        {"icon": t("manage-users.setup-user-alt", user=tom)}]}  # fmt: skip
    delete = confirm(t, t("settings.admin-users"), t("toasts.confirm-delete-user"))
    invite = {"title": t("settings.admin-users"), "dialog": {"title": t("invite-user.title")},
              "items": [
        {"icon": t("invite-user.close")},
        {"field": "email", "hint": t("invite-user.email"), "text": INVITED},
        {"switch": "Login", "checked": True}, {"switch": LIBRARY_NAME, "checked": True},
        {"button": t("invite-user.cancel")}, {"button": t("invite-user.invite")}]}  # fmt: skip
    reset = {"title": t("settings.admin-users"),
             "dialog": {"title": t("reset-password-modal.title", username=maria)}, "items": [
        {"icon": t("reset-password-modal.close")},
        {"field": "password", "hint": t("reset-password-modal.new-password-label"),
         "text": "••••••••••••••••••", "focused": True},
        {"button": t("reset-password-modal.cancel")},
        {"button": t("reset-password-modal.save")}]}  # fmt: skip

    def task(key: str) -> list[dict[str, str]]:
        return [{"text": t(f"manage-tasks-settings.{key}-desc")},
                {"button": t(f"manage-tasks-settings.{key}")}]  # fmt: skip

    tasks = {"title": t("settings.admin-tasks"), "items": [
        {"text": t("manage-tasks-settings.adhoc-tasks-title")},
        *task("clear-reading-cache-task"), *task("clean-up-task"),
        *task("backup-database-task")]}  # fmt: skip
    reload = send("GET", "/users?includePending=true")
    return [
        _entry("opens-prompt", "users page", users, [
            (t("manage-users.delete-user-alt", user=maria), False, []),
            (t("manage-users.change-password-alt", user=maria), False, [])]),
        _entry("send", "users page (pending member)", users, [
            (t("manage-users.resend-invite-alt", user=tom), True, [
                send("POST", f"/account/resend-confirmation-email?userId={PENDING_ID}", {})])]),
        _entry("delete-user", "delete user dialog", delete, [
            ("Confirm", True, [send("DELETE", f"/users/delete-user?username={MEMBER}"), reload]),
            ("Cancel", False, [])]),
        _entry("send", "invite user dialog", invite, [
            (t("invite-user.invite"), True, [send("POST", "/account/invite", {
                "email": INVITED, "libraries": [LIBRARY], "roles": ["Login"],
                "ageRestriction": {"ageRating": -1, "includeUnknowns": False}}), reload]),
            (t("invite-user.cancel"), False, [reload])]),
        _entry("reset-password", "reset password dialog", reset, [
            (t("reset-password-modal.save"), True, [send("POST", "/account/reset-password", {
                "username": MEMBER, "password": NEW_PASSWORD, "oldPassword": ""})]),
            (t("reset-password-modal.cancel"), False, [])]),
        _entry("reversible", "ad-hoc tasks", tasks, [
            (t("manage-tasks-settings.clear-reading-cache-task"), False, [
                send("POST", "/server/clear-cache", {})]),
            (t("manage-tasks-settings.backup-database-task"), False, [
                send("POST", "/server/backup-db", {})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*series_screens(t), *library_screens(t), *list_screens(t), *account_screens(t),
            *admin_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"kavita {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
