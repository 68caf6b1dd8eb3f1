"""Komga's screens for the two-hundred-and-third held-out corpus: ``screens(t)`` lays them out
in one language, ``t(key, **values)`` being that language's lookup of a key of the app's
``komga-webui/src/locales/<lang>.json`` catalog (``t(key, n, ...)`` a ``$tc`` plural). What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

LIB, LIB_NAME, LIB_ROOT = "0B4RQ1XK3M9TZ", "Comics", "/data/comics"
SERIES, SERIES_NAME, SERIES2 = "0B4RQ2A7F1C8D", "Saga", "0B4RQ2A7F1C8E"
BOOK, BOOK_NAME, BOOK2 = "0B4RQ3H6J2N5P", "Saga #001", "0B4RQ3H6J2N5Q"
COLL, COLL_NAME, COLL_SERIES = "0B4RQ4K8L3V2W", "Space operas", ["0B4RQ2A7F1C8F"]
RL, RL_NAME, RL_BOOKS = "0B4RQ5M1P4S7X", "Saga reading order", ["0B4RQ3H6J2N5R"]
ME, ME_EMAIL = "0B4RQ0A1B2C3D", "admin@example.org"
USER, USER_EMAIL = "0B4RQ6N2Q5T8Y", "bob@example.org"
KEY, KEY_NAME, KEY2 = "0B4RQ7P3R6U9Z", "Kobo Clara", "0B4RQ7P3R6V0A"
HASH = "8f14e45fceea167a5a36dedd4bea2543"
NEWS = "https://komga.org/blog/komga-1.23"
V1, V2 = "/api/v1", "/api/v2"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios request of the web UI (an XMLHttpRequest); a body is its JSON."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"komga {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(page: str, title: str, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """A Vuetify ``v-dialog`` over its page: its card title, body and buttons."""
    box = {"title": title, **({"message": message} if message else {})}
    return {"title": page, "dialog": box, "items": items}


def confirmation(t: Any, page: str, key: str, confirm: str, *, checked: bool | None = None,
                 body: str = "warning_html", title: str = "dialog_title",
                 **values: Any) -> dict[str, Any]:  # fmt: skip
    """ConfirmationDialog.vue: title, body (``v-html``), the confirm-text checkbox where the
    dialog has one (its confirm button disabled until it is ticked), Cancel and the confirm
    button."""
    items: list[dict[str, Any]] = []
    if checked is not None:
        items.append({"switch": t(f"{key}.confirm_delete", **values), "checked": checked})
    items += [{"button": t("common.cancel")}, {"button": confirm}]
    return dialog(page, t(f"{key}.{title}"), items, t(f"{key}.{body}", **values))


def menu(page: str, heading: str, rows: list[str]) -> dict[str, Any]:
    """An open ``v-menu`` (the ⋮ button of a card or toolbar) over its page."""
    return {"title": page, "dialog": {}, "items": [{"text": heading},
                                                   *({"menu": r} for r in rows)]}  # fmt: skip


def users_reload(*ids: str) -> list[str]:
    """The store's ``getAllUsers`` after a user change, then UsersList's watcher reading each
    listed user's latest activity."""
    latest = [api("GET", f"{V2}/users/{i}/authentication-activity/latest") for i in ids]
    return [api("GET", f"{V2}/users"), *latest]


def library_screens(t: Any) -> list[dict[str, Any]]:
    page = LIB_NAME
    lib = f"{V1}/libraries/{LIB}"
    rows = [
        t("menu.scan_library_files"),
        t("menu.scan_library_files_deep"),
        t("menu.analyze"),
        t("menu.refresh_metadata"),
        t("menu.empty_trash"),
        t("menu.edit"),
        t("menu.delete"),
    ]
    add_title = t("dialog.edit_library.dialog_title_add")
    add = dialog(t("navigation.libraries"), add_title, [
        {"tab": t("dialog.edit_library.tab_general")},
        {"tab": t("dialog.edit_library.tab_options")},
        {"tab": t("dialog.edit_library.tab_metadata")},
        {"switch": t("dialog.edit_library.field_import_local_artwork"), "checked": True},
        {"button": t("dialog.edit_library.button_cancel")},
        {"button": t("dialog.edit_library.button_confirm_add")}])  # fmt: skip
    new_library = {
        "name": "Manga", "root": "/data/manga", "importComicInfoBook": True,
        "importComicInfoSeries": True, "importComicInfoCollection": True,
        "importComicInfoReadList": True, "importComicInfoSeriesAppendVolume": True,
        "importEpubBook": True, "importEpubSeries": True, "importMylarSeries": True,
        "importLocalArtwork": True, "importBarcodeIsbn": False, "scanForceModifiedTime": False,
        "scanInterval": "EVERY_6H", "scanOnStartup": False, "scanCbx": True, "scanPdf": True,
        "scanEpub": True, "scanDirectoryExclusions": ["#recycle", "@eaDir", "@Recycle"],
        "repairExtensions": False, "convertToCbz": False, "emptyTrashAfterScan": False,
        "seriesCover": "FIRST", "hashFiles": True, "hashPages": False, "hashKoreader": False,
        "analyzeDimensions": True, "oneshotsDirectory": ""}  # fmt: skip
    delete = "dialog.delete_library"
    return [
        _entry("reversible", "library actions menu", menu(page, LIB_NAME, rows), [
            (rows[0], False, [api("POST", f"{lib}/scan?deep=false")]),
            (rows[4], False, []), (rows[6], False, [])]),
        _entry("reversible", "analyze library confirmation", confirmation(
            t, page, "dialog.analyze_library", t("dialog.analyze_library.button_confirm"),
            body="body", title="title"), [
            (t("dialog.analyze_library.button_confirm"), False, [api("POST", f"{lib}/analyze")])]),
        _entry("delete", "empty trash confirmation", confirmation(
            t, page, "dialog.empty_trash", t("dialog.empty_trash.button_confirm"), body="body",
            title="title"), [
            (t("dialog.empty_trash.button_confirm"), True, [api("POST", f"{lib}/empty-trash")]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "delete library confirmation (ticked)", confirmation(
            t, page, delete, t(f"{delete}.button_confirm"), checked=True, title="title",
            name=LIB_NAME), [
            (t(f"{delete}.button_confirm"), True, [api("DELETE", lib)]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "add library dialog", add, [
            (t("dialog.edit_library.button_confirm_add"), False, [
                api("POST", f"{V1}/libraries", new_library)])]),
    ]  # fmt: skip


def series_screens(t: Any) -> list[dict[str, Any]]:
    page = LIB_NAME
    s = f"{V1}/series/{SERIES}"
    unread = [
        t("menu.analyze"),
        t("menu.refresh_metadata"),
        t("menu.add_to_collection"),
        t("menu.add_to_readlist"),
        t("menu.mark_read"),
        t("menu.delete"),
    ]
    read = [
        t("menu.analyze"),
        t("menu.refresh_metadata"),
        t("menu.add_to_collection"),
        t("menu.add_to_readlist"),
        t("menu.mark_unread"),
        t("menu.delete"),
    ]
    books_of_series = api(
        "POST",
        f"{V1}/books/list?unpaged=true&sort=metadata.numberSort",
        {"condition": {"seriesId": {"operator": "is", "value": SERIES}}},
    )
    key = "dialog.delete_series"
    single = confirmation(t, page, key, t(f"{key}.button_confirm"), checked=True, name=SERIES_NAME)
    multiple = confirmation(
        t,
        page,
        key,
        t(f"{key}.button_confirm"),
        checked=True,
        body="warning_multiple_html",
        count=2,
    )
    multiple["items"][0]["switch"] = t(f"{key}.confirm_delete_multiple", count=2)
    add_title = t("dialog.add_to_collection.dialog_title")
    add = dialog(page, add_title, [
        {"field": "search", "hint": t("dialog.add_to_collection.field_search_create"),
         "text": "Favourites"},
        {"button": t("dialog.add_to_collection.button_create")},
        {"row": COLL_NAME, "secondary": t("dialog.add_to_collection.card_collection_subtitle", 1,
                                          count=1)}])  # fmt: skip
    edit = dialog(page, t("dialog.edit_series.dialog_title_single", series=SERIES_NAME), [
        {"tab": t("dialog.edit_series.tab_general")},
        {"field": "title", "hint": t("dialog.edit_series.field_title"), "text": "Saga (2012)"},
        {"button": t("dialog.edit_series.button_cancel")},
        {"button": t("dialog.edit_series.button_confirm")}])  # fmt: skip
    metadata = {"statusLock": False, "readingDirectionLock": False, "ageRatingLock": False,
                "publisherLock": False, "languageLock": False, "genresLock": False,
                "tagsLock": False, "totalBookCountLock": False, "sharingLabelsLock": False,
                "linksLock": False, "alternateTitlesLock": False, "titleLock": True,
                "titleSortLock": False, "summaryLock": False, "title": "Saga (2012)"}  # fmt: skip
    return [
        _entry("reversible", "series actions menu (unread series)", menu(page, SERIES_NAME,
                                                                         unread), [
            (unread[2], False, [api("GET", f"{V1}/collections?unpaged=true")]),
            (unread[3], False, [books_of_series, api("GET", f"{V1}/readlists?unpaged=true")]),
            (unread[4], False, [api("POST", f"{s}/read-progress")])]),
        _entry("reversible", "series actions menu (read series)", menu(page, SERIES_NAME, read), [
            (read[4], False, [api("DELETE", f"{s}/read-progress")])]),
        _entry("delete", "delete series confirmation", single, [
            (t(f"{key}.button_confirm"), True, [api("DELETE", f"{s}/file")]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "delete two selected series confirmation", multiple, [
            (t(f"{key}.button_confirm"), True, [api("DELETE", f"{s}/file"),
                                                 api("DELETE", f"{V1}/series/{SERIES2}/file")])]),
        _entry("reversible", "add to collection dialog", add, [
            (t("dialog.add_to_collection.button_create"), False, [api("POST", f"{V1}/collections", {
                "name": "Favourites", "ordered": False, "seriesIds": [SERIES]})]),
            (COLL_NAME, False, [api("PATCH", f"{V1}/collections/{COLL}", {
                "seriesIds": [*COLL_SERIES, SERIES]})])]),
        _entry("reversible", "edit series dialog", edit, [
            (t("dialog.edit_series.button_confirm"), False, [
                api("PATCH", f"{s}/metadata", metadata)])]),
    ]  # fmt: skip


def book_screens(t: Any) -> list[dict[str, Any]]:
    page = SERIES_NAME
    b = f"{V1}/books/{BOOK}"
    unread = [
        t("menu.analyze"),
        t("menu.refresh_metadata"),
        t("menu.add_to_readlist"),
        t("menu.mark_read"),
        t("menu.delete"),
    ]
    read = [
        t("menu.analyze"),
        t("menu.refresh_metadata"),
        t("menu.add_to_readlist"),
        t("menu.mark_unread"),
        t("menu.delete"),
    ]
    key = "dialog.delete_book"
    single = confirmation(t, page, key, t(f"{key}.button_confirm"), checked=True, name=BOOK_NAME)
    multiple = confirmation(
        t,
        page,
        key,
        t(f"{key}.button_confirm"),
        checked=True,
        title="dialog_title_multiple",
        body="warning_multiple_html",
        count=2,
    )
    multiple["items"][0]["switch"] = t(f"{key}.confirm_delete_multiple", count=2)
    add = dialog(page, t("dialog.add_to_readlist.dialog_title"), [
        {"field": "search", "hint": t("dialog.add_to_readlist.field_search_create"),
         "text": "Best of 2012"},
        {"button": t("dialog.add_to_readlist.button_create")},
        {"row": RL_NAME, "secondary": t("dialog.add_to_readlist.card_readlist_subtitle", 1,
                                        count=1)}])  # fmt: skip
    return [
        _entry("reversible", "book actions menu (unread book)", menu(page, BOOK_NAME, unread), [
            (unread[2], False, [api("GET", f"{V1}/readlists?unpaged=true")]),
            (unread[3], False, [api("PATCH", f"{b}/read-progress", {"completed": True})])]),
        _entry("reversible", "book actions menu (read book)", menu(page, BOOK_NAME, read), [
            (read[3], False, [api("DELETE", f"{b}/read-progress")])]),
        _entry("delete", "delete book confirmation", single, [
            (t(f"{key}.button_confirm"), True, [api("DELETE", f"{b}/file")]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "delete two selected books confirmation", multiple, [
            (t(f"{key}.button_confirm"), True, [api("DELETE", f"{b}/file"),
                                                 api("DELETE", f"{V1}/books/{BOOK2}/file")])]),
        _entry("reversible", "add to read list dialog", add, [
            (t("dialog.add_to_readlist.button_create"), False, [api("POST", f"{V1}/readlists", {
                "name": "Best of 2012", "bookIds": [BOOK]})]),
            (RL_NAME, False, [api("PATCH", f"{V1}/readlists/{RL}", {
                "bookIds": [*RL_BOOKS, BOOK]})])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """Collections and read lists: the ⋮ menu, the delete confirmations, the edit dialogs."""
    cpage, rpage = COLL_NAME, RL_NAME
    ck, rk = "dialog.delete_collection", "dialog.delete_readlist"
    coll = confirmation(t, cpage, ck, t(f"{ck}.button_confirm"), checked=True, name=COLL_NAME)
    colls = confirmation(
        t,
        t("common.collections"),
        ck,
        t(f"{ck}.button_confirm"),
        checked=True,
        title="dialog_title_multiple",
        body="warning_multiple_html",
        count=2,
    )
    colls["items"][0]["switch"] = t(f"{ck}.confirm_delete_multiple", count=2)
    rl = confirmation(t, rpage, rk, t(f"{rk}.button_confirm"), checked=True, name=RL_NAME)
    edit_coll = dialog(cpage, t("dialog.edit_collection.dialog_title"), [
        {"tab": t("dialog.edit_collection.tab_general")},
        {"tab": t("dialog.edit_collection.tab_poster")},
        {"field": "name", "hint": "Name", "text": "Space opera"},  # its label is "Name" in the code
        {"switch": t("dialog.edit_collection.field_manual_ordering"), "checked": False},
        {"button": t("dialog.edit_collection.button_cancel")},
        {"button": t("dialog.edit_collection.button_confirm")}])  # fmt: skip
    edit_rl = dialog(rpage, t("dialog.edit_readlist.dialog_title"), [
        {"tab": t("dialog.edit_readlist.tab_general")},
        {"field": "name", "hint": t("dialog.edit_readlist.field_name"), "text": RL_NAME},
        {"field": "summary", "hint": t("dialog.edit_readlist.field_summary"),
         "text": "Issues in publication order."},
        {"switch": t("dialog.edit_readlist.field_manual_ordering"), "checked": True},
        {"button": t("dialog.edit_readlist.button_cancel")},
        {"button": t("dialog.edit_readlist.button_confirm")}])  # fmt: skip
    return [
        _entry("opens-prompt", "collection actions menu", menu(cpage, COLL_NAME,
                                                               [t("menu.delete")]), [
            (t("menu.delete"), False, [])]),
        _entry("delete", "delete collection confirmation", coll, [
            (t(f"{ck}.button_confirm"), True, [api("DELETE", f"{V1}/collections/{COLL}")])]),
        _entry("delete", "delete two selected collections confirmation", colls, [
            (t(f"{ck}.button_confirm"), True, [
                api("DELETE", f"{V1}/collections/{COLL}"),
                api("DELETE", f"{V1}/collections/0B4RQ4K8L3V2X")])]),
        _entry("reversible", "edit collection dialog", edit_coll, [
            (t("dialog.edit_collection.button_confirm"), False, [
                api("PATCH", f"{V1}/collections/{COLL}", {"name": "Space opera",
                                                          "ordered": False})])]),
        _entry("opens-prompt", "read list actions menu", menu(rpage, RL_NAME, [t("menu.delete")]), [
            (t("menu.delete"), False, [])]),
        _entry("delete", "delete read list confirmation", rl, [
            (t(f"{rk}.button_confirm"), True, [api("DELETE", f"{V1}/readlists/{RL}")]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "edit read list dialog", edit_rl, [
            (t("dialog.edit_readlist.button_confirm"), False, [
                api("PATCH", f"{V1}/readlists/{RL}", {
                    "name": RL_NAME, "summary": "Issues in publication order.",
                    "ordered": True})])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    page = t("users.users")
    users = {
        "title": page,
        "items": [
            {"text": ME_EMAIL},
            {"icon": t("settings_user.change_password")},
            {"text": USER_EMAIL},
            {"text": t("settings_user.no_recent_activity")},
            {"icon": t("settings_user.edit_restrictions")},
            {"icon": t("settings_user.edit_user")},
        ],
    }
    key = "dialog.delete_user"
    delete = confirmation(t, page, key, t(f"{key}.button_confirm"), checked=True, name=USER_EMAIL)
    roles = ["ADMIN", "FILE_DOWNLOAD", "PAGE_STREAMING", "KOBO_SYNC", "KOREADER_SYNC"]
    edit = dialog(page, t("dialog.edit_user.dialog_title"), [
        {"text": t("dialog.edit_user.label_roles_for", name=USER_EMAIL)},
        *({"switch": t(f"user_roles.{r}"), "checked": r in ("FILE_DOWNLOAD", "PAGE_STREAMING")}
          for r in roles),
        {"button": t("dialog.edit_user.button_cancel")},
        {"button": t("dialog.edit_user.button_confirm")}])  # fmt: skip
    restrictions = dialog(page, t("dialog.edit_user_restrictions.edit_restrictions_for",
                                  name=USER_EMAIL), [
        {"tab": t("dialog.edit_user_restrictions.tab_shared_libraries")},
        {"tab": t("dialog.edit_user_restrictions.tab_content_restrictions")},
        {"switch": t("common.all_libraries"), "checked": False},
        {"switch": LIB_NAME, "checked": True},
        {"button": t("common.cancel")}, {"button": t("common.save_changes")}])  # fmt: skip
    pw = "dialog.password_change"
    password = dialog(page, t(f"{pw}.dialog_title"), [
        {"field": "new", "hint": t(f"{pw}.field_new_password"), "text": "••••••••••"},
        {"field": "repeat", "hint": t(f"{pw}.field_repeat_password"), "text": "••••••••••"},
        {"button": t(f"{pw}.button_cancel")}, {"button": t(f"{pw}.button_confirm")}])  # fmt: skip
    add = dialog(page, t("dialog.add_user.dialog_title"), [
        {"field": "email", "hint": t("dialog.add_user.field_email"), "text": "carol@example.org"},
        {"field": "password", "hint": t("dialog.add_user.field_password"), "text": "••••••••••"},
        *({"switch": t(f"user_roles.{r}"), "checked": r in ("FILE_DOWNLOAD", "PAGE_STREAMING")}
          for r in roles),
        {"button": t("dialog.add_user.button_cancel")},
        {"button": t("dialog.add_user.button_confirm")}])  # fmt: skip
    account = t("account_settings.my_account")
    mine = dialog(account, t(f"{pw}.dialog_title"), password["items"])
    return [
        _entry("opens-prompt", "users list", users, [
            (t("settings_user.edit_restrictions"), False, [])]),
        _entry("delete-user", "delete user confirmation", delete, [
            (t(f"{key}.button_confirm"), True, [api("DELETE", f"{V2}/users/{USER}"),
                                                 *users_reload(ME)]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "edit user dialog", edit, [
            (t("dialog.edit_user.button_confirm"), False, [
                api("PATCH", f"{V2}/users/{USER}", {"roles": ["FILE_DOWNLOAD",
                                                               "PAGE_STREAMING"]}),
                *users_reload(ME, USER)])]),
        _entry("reversible", "user restrictions dialog", restrictions, [
            (t("common.save_changes"), False, [
                api("PATCH", f"{V2}/users/{USER}", {
                    "sharedLibraries": {"all": False, "libraryIds": [LIB]}, "labelsAllow": [],
                    "labelsExclude": [], "ageRestriction": None}),
                *users_reload(ME, USER)])]),
        _entry("password", "change another user's password dialog", password, [
            (t(f"{pw}.button_confirm"), True, [
                api("PATCH", f"{V2}/users/{USER}/password", {"password": "harbor-lantern-42"})]),
            (t(f"{pw}.button_cancel"), False, [])]),
        _entry("reversible", "add user dialog", add, [
            (t("dialog.add_user.button_confirm"), False, [
                api("POST", f"{V2}/users", {"email": "carol@example.org",
                                             "password": "quiet-meadow-19",
                                             "roles": ["PAGE_STREAMING", "FILE_DOWNLOAD"]}),
                *users_reload(ME, USER)])]),
        _entry("reversible", "change my password dialog", mine, [
            (t(f"{pw}.button_confirm"), False, [
                api("PATCH", f"{V2}/users/{ME}/password", {"password": "copper-willow-85"})])]),
    ]  # fmt: skip


def key_screens(t: Any) -> list[dict[str, Any]]:
    page = t("users.api_keys")
    keys = {
        "title": page,
        "items": [
            {"text": KEY_NAME},
            {"icon": t("account_settings.api_key.force_kobo_sync")},
            {"button": t("account_settings.api_key.generate_api_key")},
        ],
    }
    gen = "dialog.add_api_key"
    generate = dialog(page, t(f"{gen}.dialog_title"), [
        {"text": t(f"{gen}.context")},
        {"field": "comment", "hint": t(f"{gen}.field_comment"), "text": "KOReader"},
        {"button": t("common.close")}, {"button": t(f"{gen}.button_confirm")}])  # fmt: skip
    key = "dialog.delete_apikey"
    delete = confirmation(t, page, key, t(f"{key}.button_confirm"), checked=True, name=KEY_NAME)
    sync = dialog(page, t("dialog.force_kobo_sync.dialog_title"), [
        {"button": t("common.cancel")}, {"button": t("common.i_understand")}],
        t("dialog.force_kobo_sync.warning_html"))  # fmt: skip
    return [
        _entry("opens-prompt", "api keys", keys, [
            (t("account_settings.api_key.generate_api_key"), False, [])]),
        _entry("reversible", "generate api key dialog", generate, [
            (t(f"{gen}.button_confirm"), False, [
                api("POST", f"{V2}/users/me/api-keys", {"comment": "KOReader"})])]),
        _entry("revoke", "delete api key confirmation", delete, [
            (t(f"{key}.button_confirm"), True, [
                api("DELETE", f"{V2}/users/me/api-keys/{KEY}"),
                api("GET", f"{V2}/users/me/api-keys"),
                api("GET", f"{V2}/users/{ME}/authentication-activity/latest?apikey_id={KEY2}")]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "force kobo sync confirmation", sync, [
            (t("common.i_understand"), False, [
                api("DELETE", f"{V1}/syncpoints/me?key_id={KEY}")])]),
    ]  # fmt: skip


def server_screens(t: Any) -> list[dict[str, Any]]:
    page = t("server_settings.server_settings")
    settings = {"title": page, "items": [
        {"switch": t("server_settings.label_delete_empty_collections"), "checked": True},
        {"switch": t("server_settings.label_delete_empty_readlists"), "checked": False},
        {"button": t("common.discard")}, {"button": t("common.save_changes")}]}  # fmt: skip
    rk = "server_settings.dialog_regenerate_thumbnails"
    regen = dialog(page, t(f"{rk}.title"), [
        {"button": t(f"{rk}.btn_cancel")}, {"button": t(f"{rk}.btn_alternate")},
        {"button": t(f"{rk}.btn_confirm")}], t(f"{rk}.body"))  # fmt: skip
    dup = t("duplicate_pages.title")
    card = {"title": dup, "items": [
        {"text": t("enums.page_hash_action.DELETE_MANUAL")},
        {"text": t("duplicate_pages.matches_n", 14, count=14)},
        {"button": t("duplicate_pages.action_delete_matches")},
        {"button": t("duplicate_pages.action_ignore")},
        {"button": t("duplicate_pages.action_delete_auto")}]}  # fmt: skip
    news = t("announcements.tab_title")
    announcements = {"title": news, "items": [
        {"text": "Komga 1.23"}, {"button": t("announcements.mark_read")},
        {"button": t("announcements.mark_all_read")}]}  # fmt: skip
    drawer = {"title": t("navigation.home"), "items": [
        {"row": t("navigation.home")}, {"row": t("navigation.libraries")},
        {"row": t("common.settings")}, {"row": t("navigation.logout")}]}  # fmt: skip
    settings_api = f"{V1}/settings"
    pages = f"{V1}/page-hashes"
    return [
        _entry("reversible", "server settings", settings, [
            (t("common.save_changes"), False, [
                api("PATCH", settings_api, {"deleteEmptyCollections": True}),
                api("GET", settings_api)])]),
        _entry("reversible", "regenerate thumbnails dialog", regen, [
            (t(f"{rk}.btn_confirm"), False, [
                api("PUT", f"{V1}/books/thumbnails?for_bigger_result_only=true")])]),
        _entry("delete", "known duplicate page card", card, [
            (t("duplicate_pages.action_delete_matches"), True, [
                api("POST", f"{pages}/{HASH}/delete-all")]),
            (t("duplicate_pages.action_ignore"), False, [api("PUT", pages, {
                "hash": HASH, "size": 48213, "action": "IGNORE"})]),
            (t("duplicate_pages.action_delete_auto"), False, [api("PUT", pages, {
                "hash": HASH, "size": 48213, "action": "DELETE_AUTO"})])]),
        _entry("reversible", "announcements", announcements, [
            (t("announcements.mark_all_read"), False, [
                api("PUT", f"{V1}/announcements", [NEWS])])]),
        _entry("reversible", "navigation drawer", drawer, [
            (t("navigation.logout"), False, [api("POST", "/api/logout")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*library_screens(t), *series_screens(t), *book_screens(t), *list_screens(t),
            *user_screens(t), *key_screens(t), *server_screens(t)]  # fmt: skip
