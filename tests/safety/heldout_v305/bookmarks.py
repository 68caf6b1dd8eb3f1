"""Nextcloud Bookmarks' screens for the three-hundred-and-fifth held-out corpus:
``screens(t, n, ok, cancel)`` lays them out in one language, ``t(text, **args)`` being that
language's lookup of a string of the app's ``l10n/<lang>.json`` catalogue, ``n(singular,
plural, count)`` its plural lookup and ``ok``, ``cancel`` the buttons of the browser's
``confirm()``. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/index.php/apps/bookmarks"  # generateUrl('/apps/bookmarks') on a server without pretty URLs
TOKEN = "Qm9va21hcmtzVjMwNQ%3D%3D%3AcmVxdWVzdHRva2Vu"  # made up; the page's request token
RECIPES, WORK, OLD_TRAVEL, CAMPING = 12, 15, 21, 22  # folders; -1 is the root
PLANNING, TAXES, HOSTELS, PACKING = 102, 105, 103, 104  # bookmarks
PLANNING_URL, TAXES_URL = "https://wiki.example.com/planning", "https://city.example.gov/tax"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` call to the app's routes; a body is ``JSON.stringify``'s."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.open`` or ``window.location``."""
    return {"request": f"GET {url}", "via": "link"}


def listing(query: str, sortby: str = "lastmodified") -> str:
    """The store's first page of the view's bookmarks, axios's parameters in order."""
    return api("GET", f"/bookmark?limit=100&page=0&sortby={sortby}{query}")


HOME_QUERY = "&folder=-1"  # FILTER_BY_FOLDER of the root ({folder: '-1'})
FOLDERS = api("GET", "/folder")  # LOAD_FOLDERS
DELETED_FOLDERS = api("GET", "/folder/deleted")  # LOAD_DELETED_FOLDERS
ROOT_COUNT = api("GET", "/folder/-1/count")  # COUNT_BOOKMARKS(-1)


def order(folder: int) -> str:
    """LOAD_FOLDER_CHILDREN_ORDER of a folder."""
    return api("GET", f"/folder/{folder}/childorder")


# RELOAD_VIEW: the view's first page, the folders, tags and the navigation's counts.
RELOAD = [listing(HOME_QUERY), FOLDERS, api("GET", "/tag?count=true"), ROOT_COUNT,
          api("GET", "/bookmark/unavailable"), api("GET", "/bookmark/deletedCount"),
          api("GET", "/bookmark/archived")]  # fmt: skip


def planning(title: str) -> dict[str, Any]:
    """The bookmark as the API gave it (Bookmark::toArray, folders and tags added), with a
    new title: SAVE_BOOKMARK puts the whole object."""
    return {"id": PLANNING, "url": PLANNING_URL, "target": PLANNING_URL, "title": title,
            "description": "", "lastmodified": 1767312000, "added": 1764633600,
            "clickcount": 7, "lastPreview": 0, "available": True, "archivedFile": None,
            "userId": "marie", "textContent": None, "htmlContent": None, "folders": [-1],
            "tags": ["reading"]}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nextcloud-bookmarks {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def browse_screens(t: Any, n: Any) -> list[dict[str, Any]]:
    """The navigation and a tag's menu, the toolbar and its New and sorting menus, the inline
    forms of a new bookmark and folder, a bookmark's row, its menu, its renaming and the move
    dialog, a folder's menu and renaming, a folder's page."""
    title = f"{t('Bookmarks')} - Nextcloud"
    nav = {"title": title, "items": [
        {"link": t("All bookmarks")}, {"link": t("Recent")},
        {"link": t("Frequently clicked")}, {"link": t("Shared with you")},
        {"link": t("Duplicates")}, {"link": t("Broken links")}, {"button": t("New tag")},
        {"link": t("Search tags")}, {"link": "reading"}, {"link": "kitchen"},
        {"link": t("Untagged")}, {"link": t("Trash Bin")},
        {"link": t("Bookmarks Settings")}]}  # fmt: skip

    def tag_menu(tag: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"link": tag}, {"menu": t("Rename")}, {"menu": t("Delete")}]}  # fmt: skip

    toolbar = {"title": title, "items": [
        {"icon": t("New")}, {"icon": t("Change to grid view")},
        {"icon": t("Sort by last modified")}, {"icon": t("Copy RSS Feed of current view")},
        {"field": "search", "hint": t("Search"), "text": ""}]}  # fmt: skip
    new_menu = {"title": title, "items": [
        {"menu": t("New bookmark")}, {"menu": t("New folder")}]}  # fmt: skip
    sorting = {"title": title, "items": [
        {"menu": t("Sort by created date")}, {"menu": t("Sort by last modified")},
        {"menu": t("Sort by title")}, {"menu": t("Sort by click count")},
        {"menu": t("Sort by manual order")}, {"menu": t("Sort by URL")}]}  # fmt: skip

    def inline(hint: str, text: str) -> dict[str, Any]:
        """Item's renaming row: the input and its Submit and Cancel buttons."""
        return {"title": title, "items": [
            {"field": "input", "hint": t(hint), "text": text, "focused": True},
            {"button": t("Submit")}, {"button": t("Cancel")}]}  # fmt: skip

    row = {"title": title, "items": [
        {"link": "Recipes"}, {"link": "Work"}, {"link": "Quarterly planning notes"},
        {"link": "Tax office hours"}]}  # fmt: skip
    bookmark_menu = {"title": title, "items": [
        {"link": "Quarterly planning notes"}, {"menu": t("Details")},
        {"menu": t("Select bookmark")}, {"menu": t("Rename")}, {"menu": t("Copy link")},
        {"menu": t("Move")}, {"menu": t("Add to folders")},
        {"menu": t("Put bookmark into trash bin")}]}  # fmt: skip
    moving = n("Moving %n bookmark", "Moving %n bookmarks", 1)
    move = {"title": title, "dialog": {"title": moving}, "items": [
        {"row": "Recipes"}, {"row": "Work"},
        {"button": t("Choose folder")}]}  # fmt: skip
    folder_menu = {"title": title, "items": [
        {"link": "Recipes"}, {"menu": t("Details")}, {"menu": t("Select folder")},
        {"menu": t("Share folder")}, {"menu": t("Rename folder")}, {"menu": t("Move folder")},
        {"menu": t("Put folder into trashbin")}]}  # fmt: skip
    folder_page = {"title": title, "items": [
        {"icon": t("Go back")}, {"text": "Recipes"}, {"icon": t("Share folder")},
        {"icon": t("Open folder details")}, {"icon": t("New")},
        {"link": "Sourdough starter guide"}]}  # fmt: skip
    renamed = "Quarterly planning (2026)"
    return [
        _entry("harmless", "navigation", nav, [
            (t("Recent"), False, [listing("", sortby="added")]),
            (t("Broken links"), False, [listing("&unavailable=true")]),
            ("reading", False, [listing("&tags[]=reading&conjunction=and")]),
            (t("Trash Bin"), False, [api("GET", "/bookmark/deleted"), DELETED_FOLDERS])]),
        _entry("opens-prompt", "navigation settings", nav, [
            (t("Bookmarks Settings"), False, [])]),
        _entry("delete", "tag menu", tag_menu("reading"), [
            (t("Delete"), True, [api("DELETE", "/tag/reading"), api("GET", "/tag?count=true")]),
            (t("Rename"), False, [])]),
        _entry("delete", "second tag menu", tag_menu("kitchen"), [
            (t("Delete"), True, [api("DELETE", "/tag/kitchen"),
                                 api("GET", "/tag?count=true")])]),
        _entry("reversible", "toolbar", toolbar, [
            (t("Change to grid view"), False, [api("POST", "/settings/viewMode",
                                                   {"value": "grid"})])]),
        _entry("opens-prompt", "toolbar new menu", new_menu, [
            (t("New bookmark"), False, [])]),
        _entry("reversible", "toolbar sorting menu", sorting, [
            (t("Sort by title"), False, [api("POST", "/settings/sorting", {"value": "title"}),
                                         listing(HOME_QUERY, sortby="title")])]),
        _entry("reversible", "new bookmark form", inline(
            "Enter a link", "https://news.example.net/daily"), [
            (t("Submit"), False, [api("POST", "/bookmark", {
                "url": "https://news.example.net/daily"}), order(-1)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "new folder form", inline("Enter a title", "Garden"), [
            (t("Submit"), False, [api("POST", "/folder", {"title": "Garden"}), order(-1),
                                  FOLDERS])]),
        _entry("harmless", "bookmark row", row, [
            ("Quarterly planning notes", False, [
                api("POST", "/bookmark/click", {"url": PLANNING_URL}), page(PLANNING_URL)])]),
        _entry("opens-prompt", "bookmark menu", bookmark_menu, [
            (t("Details"), False, []), (t("Move"), False, [])]),
        _entry("reversible", "bookmark menu trash", bookmark_menu, [
            (t("Put bookmark into trash bin"), False, [
                api("DELETE", f"/folder/-1/bookmarks/{PLANNING}"), ROOT_COUNT, order(-1)]),
            (t("Copy link"), False, [])]),
        _entry("reversible", "bookmark rename", inline("Enter new title", renamed), [
            (t("Submit"), False, [api("PUT", f"/bookmark/{PLANNING}", planning(renamed))]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "move dialog", move, [
            (t("Choose folder"), False, [
                api("POST", f"/folder/{RECIPES}/bookmarks/{PLANNING}"),
                api("DELETE", f"/folder/-1/bookmarks/{PLANNING}?hardDelete=true"),
                order(-1), order(RECIPES), ROOT_COUNT])]),
        _entry("opens-prompt", "folder menu", folder_menu, [
            (t("Share folder"), False, []), (t("Rename folder"), False, [])]),
        _entry("reversible", "folder menu trash", folder_menu, [
            (t("Put folder into trashbin"), False, [
                api("DELETE", f"/folder/{RECIPES}"), order(-1), FOLDERS, DELETED_FOLDERS])]),
        _entry("reversible", "folder rename", inline("Enter folder title", "Baking"), [
            (t("Submit"), False, [api("PUT", f"/folder/{RECIPES}", {
                "parent_folder": -1, "title": "Baking"}), order(-1)])]),
        _entry("harmless", "folder page", folder_page, [
            (t("Go back"), False, [listing(HOME_QUERY)])]),
    ]  # fmt: skip


def bulk_and_trash_screens(t: Any, n: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The selection's menu and its delete confirmation, the trash bin, its rows' menus and
    the confirmations of deleting for good."""
    title = f"{t('Bookmarks')} - Nextcloud"
    selected = n("Selected %n bookmark", "Selected %n bookmarks", 2)
    selection = {"title": title, "items": [
        {"text": selected}, {"menu": t("Open all selected")}, {"menu": t("Move selection")},
        {"menu": t("Add to folders")}, {"menu": t("Delete selection")},
        {"menu": t("Select all")}, {"menu": t("Cancel selection")}]}  # fmt: skip

    def confirm(key: str) -> dict[str, Any]:
        """window.confirm(): the browser's dialog over the page."""
        return {"title": title, "dialog": {"message": t(key)},
                "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip

    trash = {"title": title, "items": [
        {"text": t("Trash Bin")}, {"button": t("Empty trash bin")},
        {"text": t("These are your deleted items. Items will be deleted permanently after "
                   "two months.")},
        {"link": "Old travel"}, {"link": "Hostel list 2019"}]}  # fmt: skip
    trashed_bookmark = {"title": title, "items": [
        {"link": "Hostel list 2019"}, {"menu": t("Restore bookmark")},
        {"menu": t("Delete bookmark permanently")}]}  # fmt: skip
    trashed_folder = {"title": title, "items": [
        {"link": "Old travel"}, {"menu": t("Restore folder")},
        {"menu": t("Delete folder permanently")}]}  # fmt: skip
    bookmark_gone = "Do you really want to delete this bookmark?"
    folder_gone = "Do you really want to permanently delete this folder?"

    def hard_delete_bookmark(bookmark: int) -> list[Any]:
        return [api("DELETE", f"/folder/-1/bookmarks/{bookmark}?hardDelete=true"),
                ROOT_COUNT, order(-1)]  # fmt: skip

    def hard_delete_folder(folder: int) -> list[Any]:
        return [api("DELETE", f"/folder/{folder}?hardDelete=true"), order(-1), FOLDERS,
                DELETED_FOLDERS]  # fmt: skip

    return [
        _entry("opens-prompt", "selection menu", selection, [
            (t("Delete selection"), False, [])]),
        _entry("harmless", "selection menu reads", selection, [
            (t("Select all"), False, [api("GET", "/bookmark?page=-1&sortby=lastmodified"
                                                 "&folder=-1")]),
            (t("Cancel selection"), False, [])]),
        _entry("reversible", "selection delete confirm",
               confirm("Do you really want to delete these items?"), [
            (ok, False, [api("DELETE", f"/folder/-1/bookmarks/{PLANNING}"),
                         api("DELETE", f"/folder/-1/bookmarks/{TAXES}"), *RELOAD]),
            (cancel, False, [])]),
        _entry("delete", "trash bin", trash, [
            (t("Empty trash bin"), True, [api("DELETE", "/folder/deleted"), *RELOAD,
                                          DELETED_FOLDERS])]),
        _entry("reversible", "trashed bookmark menu", trashed_bookmark, [
            (t("Restore bookmark"), False, [
                api("POST", f"/folder/-1/bookmarks/{HOSTELS}/undelete"), ROOT_COUNT,
                order(-1)])]),
        _entry("opens-prompt", "trashed bookmark menu delete", trashed_bookmark, [
            (t("Delete bookmark permanently"), False, [])]),
        _entry("delete", "bookmark delete confirm", confirm(bookmark_gone), [
            (ok, True, hard_delete_bookmark(HOSTELS)), (cancel, False, [])]),
        _entry("delete", "second bookmark delete confirm", confirm(bookmark_gone), [
            (ok, True, hard_delete_bookmark(PACKING))]),
        _entry("reversible", "trashed folder menu", trashed_folder, [
            (t("Restore folder"), False, [api("POST", f"/folder/{OLD_TRAVEL}/undelete"),
                                          order(-1), FOLDERS, DELETED_FOLDERS])]),
        _entry("opens-prompt", "trashed folder menu delete", trashed_folder, [
            (t("Delete folder permanently"), False, [])]),
        _entry("delete", "folder delete confirm", confirm(folder_gone), [
            (ok, True, hard_delete_folder(OLD_TRAVEL)), (cancel, False, [])]),
        _entry("delete", "second folder delete confirm", confirm(folder_gone), [
            (ok, True, hard_delete_folder(CAMPING))]),
    ]  # fmt: skip


def sharing_screens(t: Any) -> list[dict[str, Any]]:
    """A folder's sharing tab without and with a public link, the search for a user or
    group, a share's menu; the settings dialog."""
    title = f"{t('Bookmarks')} - Nextcloud"

    def sidebar(name: str, items: list[dict[str, Any]], typed: str = "") -> dict[str, Any]:
        """The folder's sidebar (NcAppSidebar) on its Sharing tab."""
        search: dict[str, Any] = {
            "field": "participant",
            "hint": t("Select a user or group"),
            "text": typed,
        }
        if typed:
            search["focused"] = True
        return {"title": title, "items": [
            {"text": name}, {"tab": t("Details")}, {"tab": t("Sharing")}, search,
            *items]}  # fmt: skip

    unlinked = sidebar("Recipes", [
        {"text": t("Share link")}, {"icon": t("Create public link")}])  # fmt: skip
    search = sidebar(
        "Recipes", [{"row": "Alice Moreau"}, {"row": "Bob Tran"}, {"row": "Family"}], "a"
    )
    link_menu = sidebar("Work", [
        {"text": t("Share link")}, {"menu": t("Copy link")}, {"menu": t("Copy RSS feed")},
        {"menu": t("Delete link")}, {"text": "Alice Moreau"}, {"text": "Family"}])  # fmt: skip

    def share_menu(name: str, can_write: bool) -> dict[str, Any]:
        return sidebar("Work", [
            {"text": name}, {"switch": t("Allow editing"), "checked": can_write},
            {"switch": t("Allow resharing"), "checked": False},
            {"menu": t("Remove share")}])  # fmt: skip

    def share(participant: str, kind: int) -> list[Any]:
        return [
            api(
                "POST",
                f"/folder/{RECIPES}/shares",
                {"folderId": RECIPES, "participant": participant, "type": kind},
            )
        ]

    settings = {"title": title, "dialog": {"title": t("Bookmarks settings")}, "items": [
        {"text": t("Import/Export")}, {"button": t("Import bookmarks")},
        {"button": t("Export bookmarks")}, {"text": t("Auto-archiving")},
        {"switch": t("Enable archiving"), "checked": True}, {"text": t("Auto-Backup")},
        {"switch": t("Enable backups"), "checked": False}]}  # fmt: skip
    export = f"{API}/bookmark/export?requesttoken={TOKEN}"
    return [
        _entry("publish", "folder public link", unlinked, [
            (t("Create public link"), True, [api("POST", f"/folder/{RECIPES}/publictoken")])]),
        _entry("share", "folder share search", search, [
            ("Alice Moreau", True, share("alice", 0)), ("Bob Tran", True, share("bob", 0)),
            ("Family", True, share("family", 1))]),
        _entry("revoke", "folder public link menu", link_menu, [
            (t("Delete link"), True, [api("DELETE", f"/folder/{WORK}/publictoken")]),
            (t("Copy link"), False, [])]),
        _entry("revoke", "folder share menu", share_menu("Alice Moreau", False), [
            (t("Remove share"), True, [api("DELETE", "/share/4")]),
            (t("Allow editing"), False, [api("PUT", "/share/4", {
                "canWrite": True, "canShare": False})])]),
        _entry("revoke", "folder group share menu", share_menu("Family", True), [
            (t("Remove share"), True, [api("DELETE", "/share/5")]),
            (t("Allow editing"), False, [api("PUT", "/share/5", {
                "canWrite": False, "canShare": False})])]),
        _entry("reversible", "settings dialog", settings, [
            (t("Enable backups"), False, [api("POST", "/settings/backup.enabled",
                                              {"value": "true"})])]),
        _entry("harmless", "settings dialog export", settings, [
            (t("Export bookmarks"), False, [page(export)])]),
        _entry("opens-prompt", "settings dialog import", settings, [
            (t("Import bookmarks"), False, [])]),
    ]  # fmt: skip


def screens(t: Any, n: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*browse_screens(t, n), *bulk_and_trash_screens(t, n, ok, cancel),
            *sharing_screens(t)]  # fmt: skip
