"""Nextcloud Collectives' screens for the three-hundred-and-seventh held-out corpus:
``screens(t)`` lays them out in one language, ``t(key, **args)`` being that language's lookup of
a string of the app's ``l10n/<lang>.json`` catalogue (the English text is the key). What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORIGIN = "https://cloud.example.org"  # the Nextcloud server; every request is same-origin
OCS = f"{ORIGIN}/ocs/v2.php/apps/collectives/api/v1.0"  # generateOcsUrl('apps/collectives/..')
CIRCLES = f"{ORIGIN}/ocs/v2.php/apps/circles/circles"  # the Teams (circles) app's OCS API
DAV = f"{ORIGIN}/remote.php/dav"  # generateRemoteUrl('dav')
USER = "alice"
COLL, COLL_ID, SLUG = "Garden club", 5, "garden-club"
CIRCLE = "7kQm2xVb9TzR4nLp8WcY3dHs6FjA1eG"
ALLOT, ALLOT_CIRCLE = "Allotment", "3pLx8cN1vQ6tWz0bR5mK9sJd2hF7gYa"
NEW, NEW_EMOJI, NEW_CIRCLE = "Choir", "🎵", "9aTe4Lw1zXc7Vb2Nm5Qr8Ks3Hd6Jf0P"
BIN, BIN_ID = "Book circle", 9  # in the collectives trash, owned by alice
BIN2, BIN2_ID = "Choir 2019", 11  # in the trash, alice an admin but not the team's owner
HOME, CAL, SEEDS = 201, 214, 220  # the landing page, "Planting calendar", "Seeds"
CAL_T, SEEDS_T = "Planting calendar", "Seeds"
OLD, OLD_T, SHED, SHED_T = 233, "Old rota", 236, "Tool shed"  # in the page trash
TPL, TPL_T, TPL2, TPL2_T = 240, "Meeting notes", 244, "Work day"  # templates
BOB, BOB_ID = "Bob Lee", "b0b5e1c0a7d9b3f4e2a8c6d1b0f7a9e"
GROUP, GROUP_ID = "gardeners", "6f2d8a1c4e9b7035d1a6c8e2f4b9d07"
DAN = "Dan Ortiz"
SHARE, SHARE2, PAGE_SHARE = "Xk7pQ2mRtY9wLs4", "Fr5nC8vB2hJ6dWq", "Bn3vH8zQe5Tj2Ka"
PASSWORD = "Fern-Gate-42"
VERSION, VERSION2 = "1755842400", "1755328800"  # file versions of the calendar page
ATTACHMENT, ATTACHMENT_NAME = 512, "seedlings.jpg"
LIST_VERSIONS = """<?xml version="1.0"?>
<d:propfind xmlns:d="DAV:"
	xmlns:oc="http://owncloud.org/ns"
	xmlns:nc="http://nextcloud.org/ns"
	xmlns:ocs="http://open-collaboration-services.org/ns">
	<d:prop>
		<d:getcontentlength />
		<d:getcontenttype />
		<d:getlastmodified />
		<d:getetag />
		<nc:version-label />
		<nc:version-author />
		<nc:has-preview />
	</d:prop>
</d:propfind>"""  # davRequests.listVersions()
Act = tuple[str, bool, str, list[Any]]


def req(method: str, url: str, data: Any = None) -> Any:
    """An axios call (@nextcloud/axios); a body is JSON.stringify's."""
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def api(method: str, path: str, data: Any = None) -> Any:
    """A call to the collectives OCS API."""
    return req(method, f"{OCS}{path}", data)


def link(url: str) -> dict[str, str]:
    """A page load or download: an ``<a href>`` (NcActionLink)."""
    return {"request": f"GET {url}", "via": "link"}


PAGES = f"/collectives/{COLL_ID}/pages"
RELOAD = api("GET", PAGES)  # getPages(false)
MEMBERS = req("GET", f"{CIRCLES}/{CIRCLE}/members?fullDetails=true&limit=0")
VERSIONS = f"{DAV}/versions/{USER}/versions/{CAL}"
LIST = {"request": f"PROPFIND {VERSIONS}", "body": LIST_VERSIONS}  # getVersions() after a change


def _entry(source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """An entry whose category is its first commit's, else its first action's."""
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, _, sends in acts]  # fmt: skip
    kinds = [kind for _, irreversible, kind, _ in acts if irreversible] or [acts[0][2]]
    return {"category": kinds[0], "source": f"collectives {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, name: str, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """An NcDialog or NcModal over its page, headed by its name."""
    head = {"title": name, "message": message} if message else {"title": name}
    return {"title": title, "dialog": head, "items": items}


def titles(t: Any) -> tuple[str, str, str]:
    """``document.title`` of the home view, the landing page and the calendar page."""
    app = f"{t('Collectives')} - Nextcloud"
    return app, f"{COLL} - {app}", f"{CAL_T} - {COLL} - {app}"


def collective_screens(t: Any) -> list[dict[str, Any]]:
    """The home view, the new collective dialog, the collectives trash, the collective actions
    menu and its notifications submenu, the settings dialog, the members modal."""
    home_t, landing_t, _ = titles(t)
    home = {"title": home_t, "items": [
        {"text": t("Collectives")}, {"text": t("Come, organize and build shared knowledge!")},
        {"button": t("New collective"), "desc": t("Create new collective")}]}  # fmt: skip
    new = dialog(home_t, t("New collective"), [
        {"button": NEW_EMOJI, "desc": t("Select emoji for collective")},
        {"field": "collective-name", "hint": t("Name of the collective"), "text": NEW},
        {"icon": t("Select an existing team")},
        {"button": t("Cancel")}, {"button": t("Add members")}])  # fmt: skip
    members = dialog(home_t, t("Add members to {name}", name=NEW), [
        {"field": "member-search", "hint": t("Search accounts, groups, teams"), "text": ""},
        {"text": "Alice Martin"}, {"text": BOB},
        {"button": t("Back"), "desc": t("Go back")}, {"button": t("Create")}])  # fmt: skip
    nav = {"title": home_t, "items": [
        {"link": COLL}, {"link": ALLOT}, {"button": t("Deleted collectives")}]}  # fmt: skip
    trash = dialog(home_t, t("Deleted collectives"), [
        {"text": t("Name")}, {"text": t("Deleted")}, {"text": BIN},
        {"button": t("Restore"), "desc": t("Restore collective")},
        {"menu": t("Delete permanently")}])  # fmt: skip

    def delete(name: str, owner: bool) -> dict[str, Any]:
        team = ({"button": t("Collective and team"), "desc": t("Delete collective and team")}
                if owner else {"button": t("Collective and team"),
                               "desc": t("Only team owners can delete a team")})  # fmt: skip
        return dialog(home_t, t("Permanently delete collective {collective}", collective=name), [
            {"button": t("Only collective"), "desc": t("Delete only collective")}, team,
            {"button": t("Cancel")}],
            t("Delete corresponding team along with the collective?"))  # fmt: skip

    actions = {"title": landing_t, "items": [
        {"menu": t("Manage members")}, {"menu": t("Share link")},
        {"menu": t("Manage templates")}, {"menu": t("Export or print")},
        {"menu": t("Settings")}, {"menu": t("Notifications")},
        {"menu": t("Leave collective")}]}  # fmt: skip
    allotment = {"title": landing_t, "items": [
        {"link": COLL}, {"link": ALLOT}, {"menu": t("Share link")},
        {"menu": t("Manage templates")}, {"menu": t("Export or print")},
        {"menu": t("Notifications")}, {"menu": t("Leave collective")}]}  # fmt: skip
    notify = {"title": landing_t, "items": [
        {"menu": t("Back")}, {"radio": t("All changes"), "checked": True},
        {"radio": t("@-mentions only"), "checked": False},
        {"radio": t("Off"), "checked": False}]}  # fmt: skip
    permissions = dialog(landing_t, t("Collective settings"), [
        {"text": t("Permissions")}, {"text": t("Allow editing for")},
        {"radio": t("Admins only"), "checked": False},
        {"radio": t("Admins and moderators"), "checked": False},
        {"radio": t("All members"), "checked": True}])  # fmt: skip
    danger = dialog(landing_t, t("Collective settings"), [
        {"text": t("Danger zone")},
        {"text": t("Deleted collectives can be restored from the collectives trash.")},
        {"button": t("Delete collective")}])  # fmt: skip
    search = dialog(landing_t, t("Members of collective {name}", name=COLL), [
        {"field": "member-search", "hint": t("Search accounts, groups, teams"), "text": "dan"},
        {"text": t("Add accounts, groups or teams")}, {"button": DAN}])  # fmt: skip

    def member(name: str, level: str, *menu: str) -> dict[str, Any]:
        row = f"{name} ({t(level)})" if level else name
        return dialog(landing_t, t("Members of collective {name}", name=COLL), [
            {"text": f"Alice Martin ({t('admin')})"}, {"text": row},
            *({"menu": t(entry)} for entry in menu)])  # fmt: skip

    bob_menu = member(BOB, "", "Promote to admin", "Promote to moderator", "Remove")
    notify_url = f"/collectives/{COLL_ID}/userSettings/notify"
    circle_member = f"{CIRCLES}/{CIRCLE}/members"
    return [
        _entry("home view", home, [
            (t("New collective"), False, "opens-prompt", [])]),
        _entry("new collective dialog", new, [
            (t("Add members"), False, "reversible", []),
            (t("Cancel"), False, "reversible", [])]),
        _entry("new collective members", members, [
            (t("Create"), False, "reversible", [
                api("POST", "/collectives", {"name": NEW, "emoji": NEW_EMOJI}),
                req("POST", f"{CIRCLES}/{NEW_CIRCLE}/members/multi",
                    {"members": [{"id": "bob", "type": 1}]})])]),
        _entry("navigation trash button", nav, [
            (t("Deleted collectives"), False, "harmless", [api("GET", "/collectives/trash")])]),
        _entry("deleted collectives dialog", trash, [
            (t("Restore"), False, "reversible", [api("PATCH", f"/collectives/trash/{BIN_ID}")]),
            (t("Delete permanently"), False, "opens-prompt", [])]),
        _entry("permanently delete collective", delete(BIN, True), [
            (t("Only collective"), True, "delete", [
                api("DELETE", f"/collectives/trash/{BIN_ID}")]),
            (t("Collective and team"), True, "delete", [
                api("DELETE", f"/collectives/trash/{BIN_ID}?circle=1")]),
            (t("Cancel"), False, "delete", [])]),
        _entry("permanently delete collective not owner", delete(BIN2, False), [
            (t("Only collective"), True, "delete", [
                api("DELETE", f"/collectives/trash/{BIN2_ID}")])]),
        _entry("collective actions menu", actions, [
            (t("Manage members"), False, "opens-prompt", [MEMBERS]),
            (t("Export or print"), False, "harmless", [
                link(f"/index.php/apps/collectives/_/print/{SLUG}-{COLL_ID}")])]),
        _entry("collective actions menu leave", actions, [
            (t("Leave collective"), True, "leave", [
                req("PUT", f"{CIRCLES}/{CIRCLE}/leave")])]),
        _entry("navigation actions of another collective", allotment, [
            (t("Leave collective"), True, "leave", [
                req("PUT", f"{CIRCLES}/{ALLOT_CIRCLE}/leave")])]),
        _entry("notifications submenu", notify, [
            (t("Off"), False, "reversible", [api("PUT", notify_url, {"notify": 0})])]),
        _entry("settings permissions", permissions, [
            (t("Admins and moderators"), False, "reversible", [
                api("PUT", f"/collectives/{COLL_ID}/editLevel", {"level": 4})])]),
        _entry("settings danger zone", danger, [
            (t("Delete collective"), False, "reversible", [
                api("DELETE", f"/collectives/{COLL_ID}")])]),
        _entry("members modal search", search, [
            (DAN, False, "reversible", [
                req("POST", circle_member, {"userId": "dan", "type": 1})])]),
        _entry("member menu", bob_menu, [
            (t("Promote to moderator"), False, "reversible", [
                req("PUT", f"{circle_member}/{BOB_ID}/level", {"level": 4})])]),
        _entry("member menu remove", bob_menu, [
            (t("Remove"), True, "remove-member", [
                req("DELETE", f"{circle_member}/{BOB_ID}")])]),
        _entry("group member menu", member(GROUP, "moderator", "Promote to admin",
                                           "Demote to member", "Remove"), [
            (t("Remove"), True, "remove-member", [
                req("DELETE", f"{circle_member}/{GROUP_ID}")])]),
    ]  # fmt: skip


def sharing_screens(t: Any) -> list[dict[str, Any]]:
    """The sharing tab of the sidebar: without a link, with links and their menus, the quick
    share dropdown, the advanced settings, a page's link."""
    _, landing_t, cal_t = titles(t)
    shares = f"/collectives/{COLL_ID}/shares"

    def tab(title: str, *items: dict[str, Any]) -> dict[str, Any]:
        return {"title": title, "items": [
            {"tab": t("Sharing")}, {"text": t("Collective members")},
            {"button": t("Manage collective members")}, {"text": t("External shares")},
            *items]}  # fmt: skip

    empty = tab(landing_t, {"text": t("Create public link")},
                {"menu": t("Create a new share link")})  # fmt: skip
    menu = tab(landing_t, {"text": t("Share link")}, {"text": t("View only")},
               {"menu": t("Add another link")}, {"menu": t("Advanced settings")},
               {"menu": t("Unshare")})  # fmt: skip
    second = tab(landing_t, {"text": t("Share link")}, {"text": t("View only")},
                 {"text": t("Share link ({index})", index="2")}, {"text": t("Can edit")},
                 {"menu": t("Add another link")}, {"menu": t("Advanced settings")},
                 {"menu": t("Unshare")})  # fmt: skip
    dropdown = tab(landing_t, {"text": t("Share link")},
                   {"button": t("View only")}, {"button": t("Can edit")})  # fmt: skip
    settings = tab(landing_t, {"text": t("Share link")}, {"text": t("View only")},
                   {"switch": t("Set password"), "checked": True},
                   {"field": "password", "hint": t("Password"), "text": PASSWORD},
                   {"button": t("Cancel")}, {"button": t("Update share")})  # fmt: skip
    page = tab(cal_t, {"text": t("Share link")}, {"text": t("View only")},
               {"menu": t("Add another link")}, {"menu": t("Advanced settings")},
               {"menu": t("Unshare")})  # fmt: skip
    return [
        _entry("sharing tab without a link", empty, [
            (t("Manage collective members"), False, "opens-prompt", [MEMBERS]),
            (t("Create a new share link"), False, "reversible", [
                api("POST", shares, {"password": ""})])]),
        _entry("share link menu", menu, [
            (t("Add another link"), False, "reversible", [
                api("POST", shares, {"password": ""})])]),
        _entry("share link menu unshare", menu, [
            (t("Unshare"), True, "revoke", [api("DELETE", f"{shares}/{SHARE}")])]),
        _entry("second share link menu", second, [
            (t("Unshare"), True, "revoke", [api("DELETE", f"{shares}/{SHARE2}")])]),
        _entry("quick share dropdown", dropdown, [
            (t("Can edit"), False, "reversible", [
                api("PUT", f"{shares}/{SHARE}", {"editable": True})])]),
        _entry("share advanced settings", settings, [
            (t("Update share"), False, "reversible", [
                api("PUT", f"{shares}/{SHARE}", {"editable": False, "password": PASSWORD})])]),
        _entry("page share link menu", page, [
            (t("Unshare"), True, "revoke", [
                api("DELETE", f"{PAGES}/{CAL}/shares/{PAGE_SHARE}")])]),
    ]  # fmt: skip


def page_screens(t: Any) -> list[dict[str, Any]]:
    """A page's actions menu, the page trash, the page list's header and sort menu, the
    template picker, the tags dialog, the templates dialog, a version's menus, an
    attachment's menu and its rename dialog, the move or copy dialog and the collectives
    folder picker."""
    home_t, landing_t, cal_t = titles(t)
    page_menu = {"title": cal_t, "items": [
        {"switch": t("Full width"), "checked": False}, {"menu": t("Show outline")},
        {"menu": t("Add to favorites")}, {"menu": t("Share link")},
        {"menu": t("Select emoji")}, {"menu": t("Manage tags")},
        {"menu": t("Move or copy")}, {"menu": t("Download")},
        {"menu": t("Delete page")}]}  # fmt: skip
    foot = {"title": landing_t, "items": [
        {"link": CAL_T}, {"link": SEEDS_T},
        {"button": t("Deleted pages"), "desc": t("Show deleted pages")}]}  # fmt: skip

    def trash(title: str) -> dict[str, Any]:
        return dialog(landing_t, t("Deleted pages"), [
            {"text": t("Title")}, {"text": t("Deleted")}, {"text": title},
            {"button": t("Restore"), "desc": t("Restore page")},
            {"menu": t("Delete permanently")}])  # fmt: skip

    header = {"title": landing_t, "items": [
        {"field": "page-search", "hint": t("Search pages…"), "text": ""},
        {"icon": t("Sort order")}, {"icon": t("Add a page")},
        {"menu": t("Sort by custom order")}, {"menu": t("Sort recently changed first")},
        {"menu": t("Sort ascending by title")}]}  # fmt: skip
    picker = dialog(landing_t, t("Pick a template"), [
        {"link": t("Blank page")}, {"link": TPL_T}, {"link": TPL2_T}])  # fmt: skip
    tags = dialog(cal_t, t("Manage tags"), [
        {"field": "tag-input", "hint": t("Search or create tag"), "text": ""},
        {"switch": "Urgent", "checked": False}, {"switch": "Ideas", "checked": True},
        {"menu": t("Rename")}, {"menu": t("Delete")}])  # fmt: skip
    new_tag = dialog(cal_t, t("Manage tags"), [
        {"field": "tag-input", "hint": t("Search or create tag"), "text": "Compost"},
        {"button": t("Create new tag {tag}", tag="Compost")}])  # fmt: skip

    def templates(name: str, delete: str) -> dict[str, Any]:
        return dialog(landing_t, t("Templates"), [
            {"link": TPL_T}, {"link": TPL2_T}, {"text": name}, {"menu": t("Rename")},
            {"menu": t("Select emoji")}, {"menu": t(delete)},
            {"button": t("Add a template")}])  # fmt: skip

    def version(label: str) -> dict[str, Any]:
        return {"title": cal_t, "items": [
            {"tab": t("Versions")}, {"text": t("Current version")}, {"menu": t(label)},
            {"menu": t("Compare to current version")}, {"menu": t("Restore version")},
            {"menu": t("Download version")}, {"menu": t("Delete version")}]}  # fmt: skip

    attachment = {"title": cal_t, "items": [
        {"tab": t("Attachments")}, {"text": t("In page")}, {"text": ATTACHMENT_NAME},
        {"menu": t("View in page")}, {"menu": t("Download")}, {"menu": t("Show in Files")},
        {"menu": t("Rename")}, {"menu": t("Delete")}]}  # fmt: skip
    rename = dialog(cal_t, t("Rename attachment"), [
        {"field": "attachment-name", "hint": t("Attachment name"),
         "text": "seedlings-march.jpg"},
        {"button": t("Rename"), "desc": t("Rename attachment")}])  # fmt: skip
    move = dialog(cal_t, t("Copy or move page"), [
        {"link": COLL}, {"text": SEEDS_T}, {"text": "Tomatoes"}, {"text": CAL_T},
        {"icon": t("Move page up")}, {"button": t("Copy page here")},
        {"button": t("Move page here")}])  # fmt: skip
    folder = dialog(home_t, t("Select location for collectives"), [
        {"row": "Collectives"}, {"row": "Team wikis"}, {"button": t("Choose")}])  # fmt: skip
    page_dav = f"{DAV}/files/{USER}/Collectives/Garden%20club/Planting%20calendar.md"
    favorites = f"/collectives/{COLL_ID}/userSettings/favoritePages"
    create = {"title": t("New page"), "parentId": HOME, "templateId": TPL}
    attachments = f"{PAGES}/{CAL}/attachments"
    return [
        _entry("page actions menu", page_menu, [
            (t("Add to favorites"), False, "reversible", [
                api("PUT", favorites, {"favoritePages": json.dumps([CAL])})]),
            (t("Download"), False, "harmless", [link(page_dav)]),
            (t("Delete page"), False, "reversible", [api("DELETE", f"{PAGES}/{CAL}")]),
            (t("Manage tags"), False, "opens-prompt", [])]),
        _entry("page list foot", foot, [
            (t("Deleted pages"), False, "harmless", [api("GET", f"{PAGES}/trash")])]),
        _entry("deleted pages dialog", trash(OLD_T), [
            (t("Restore"), False, "reversible", [api("PATCH", f"{PAGES}/trash/{OLD}")])]),
        _entry("deleted pages dialog delete", trash(OLD_T), [
            (t("Delete permanently"), True, "delete", [
                api("DELETE", f"{PAGES}/trash/{OLD}")])]),
        _entry("deleted page with subpages", trash(SHED_T), [
            (t("Delete permanently"), True, "delete", [
                api("DELETE", f"{PAGES}/trash/{SHED}")])]),
        _entry("page list header and sort menu", header, [
            (t("Add a page"), False, "opens-prompt", []),
            (t("Sort ascending by title"), False, "reversible", [
                api("PUT", f"/collectives/{COLL_ID}/userSettings/pageOrder", {"pageOrder": 2})])]),
        _entry("template picker", picker, [
            (TPL_T, False, "reversible", [api("POST", f"{PAGES}/{HOME}", create), RELOAD])]),
        _entry("tags dialog", tags, [
            ("Urgent", False, "reversible", [api("PUT", f"{PAGES}/{CAL}/tags/3")]),
            ("Ideas", False, "reversible", [api("DELETE", f"{PAGES}/{CAL}/tags/4")]),
            (t("Delete"), False, "reversible", [])]),
        _entry("tags dialog new tag", new_tag, [
            (t("Create new tag {tag}", tag="Compost"), False, "reversible", [
                api("POST", f"/collectives/{COLL_ID}/tags", {"name": "Compost", "color": ""}),
                api("PUT", f"{PAGES}/{CAL}/tags/7")])]),
        _entry("templates dialog", templates(TPL_T, "Delete"), [
            (t("Add a template"), False, "reversible", [
                api("POST", f"{PAGES}/templates/0", {"title": "Template", "parentId": 0})])]),
        _entry("templates dialog delete", templates(TPL_T, "Delete"), [
            (t("Delete"), True, "delete", [api("DELETE", f"{PAGES}/templates/{TPL}")])]),
        _entry("template with subpages menu", templates(TPL2_T, "Delete template and subpages"), [
            (t("Delete template and subpages"), True, "delete", [
                api("DELETE", f"{PAGES}/templates/{TPL2}")])]),
        _entry("version menu", version("Name this version"), [
            (t("Restore version"), False, "reversible", [
                f"MOVE {VERSIONS}/{VERSION}", LIST]),
            (t("Download version"), False, "harmless", [link(f"{VERSIONS}/{VERSION}")])]),
        _entry("version menu delete", version("Name this version"), [
            (t("Delete version"), True, "delete", [f"DELETE {VERSIONS}/{VERSION}", LIST])]),
        _entry("named version menu", version("Edit version name"), [
            (t("Delete version"), True, "delete", [f"DELETE {VERSIONS}/{VERSION2}", LIST])]),
        _entry("attachment menu", attachment, [
            (t("Delete"), False, "reversible", [
                api("DELETE", f"{attachments}/{ATTACHMENT}")]),
            (t("Show in Files"), False, "harmless", [
                link(f"/index.php/f/{ATTACHMENT}")])]),
        _entry("rename attachment dialog", rename, [
            (t("Rename"), False, "reversible", [
                api("PUT", f"{attachments}/{ATTACHMENT}", {"name": "seedlings-march.jpg"})])]),
        _entry("move or copy dialog", move, [
            (t("Move page here"), False, "reversible", [
                api("PUT", f"{PAGES}/{CAL}", {"parentId": SEEDS, "index": 1})]),
            (t("Copy page here"), False, "reversible", [
                api("PUT", f"{PAGES}/{CAL}", {"parentId": SEEDS, "index": 1, "copy": True}),
                RELOAD])]),
        _entry("collectives folder picker", folder, [
            (t("Choose"), False, "reversible", [
                api("POST", "/settings/user", {"key": "user_folder", "value": "/Team wikis"})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*collective_screens(t), *sharing_screens(t), *page_screens(t)]
