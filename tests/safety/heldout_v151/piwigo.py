"""Piwigo's screens for the hundred-and-fifty-first held-out corpus: ``screens(t, ok)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of the app's
``language/<locale>`` catalogues (``common`` and ``admin``: the user is an administrator,
for whom every page loads both) and ``ok`` the browser's OK and Cancel of a JavaScript
``confirm()``. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

TOKEN = "8c1f4e2a9b7d3c5e6f0a1b2c3d4e5f60"  # made up; get_pwg_token()
KEY = "1747231200:5d41402abc4b2a76b9719d911017c592"  # made up; get_ephemeral_key()
PHOTO, ALBUM, PHOTO2 = 12, 3, 13
SUB, SUB_NAME = 7, "Brittany 2024"
PHOTO_TITLE = "Lighthouse at dusk"
PICTURE = f"/picture.php?/{PHOTO}/category/{ALBUM}"
COMMENT, PENDING = 44, 45
USER, USER_NAME, GROUP, GROUP_NAME = 5, "bob", 2, "Family"
TAG, TAG_NAME = 9, "sunset"
PLUGIN, PLUGIN_NAME = "AStat", "AStat"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    """A urlencoded body, as a form or jQuery's ``$.param`` writes it (``[]`` encoded)."""
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST."""
    return {"request": f"POST {url}", "body": body(fields), "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load, or ``window.location.href`` set by a script."""
    return {"request": f"GET {url}", "via": "link"}


def ws_post(method: str, fields: Fields) -> dict[str, str]:
    """jQuery's ``$.ajax`` POST to ``ws.php?format=json&method=...`` with its data."""
    return {"request": f"POST /ws.php?format=json&method={method}", "body": body(fields)}


def ws_get(method: str, query: str) -> str:
    """A GET of the web service (jQuery appends the data to the URL)."""
    return f"GET /ws.php?format=json&method={method}&{query}"


def pwgws(method: str, fields: Fields, post: bool = False) -> Any:
    """scripts.js's PwgWS.callService: each parameter written ``name=value&`` (a trailing
    ``&``), in the URL for a GET, as the body for a POST."""
    params = "".join(f"{n}={quote(v, safe='')}&" for n, v in fields)
    url = f"/ws.php?format=json&method={method}"
    if post:
        return {"request": f"POST {url}", "body": params}
    return f"GET {url}&{params}"


def plugin_action(action: str) -> str:
    """plugins_installated.js: a jQuery GET of ``ws.php`` with its data in the URL."""
    return (f"GET /ws.php?method=pwg.plugins.performAction&action={action}&plugin={PLUGIN}"
            f"&pwg_token={TOKEN}&format=json")  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"piwigo {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def jconfirm(page: str, title: str | None, buttons: list[str], content: str = "") -> dict[str, Any]:
    """A jquery-confirm box over its page: its title (and content), its buttons."""
    dialog = {k: v for k, v in (("title", title), ("message", content)) if v}
    return {"title": page, "dialog": dialog, "items": [{"button": b} for b in buttons]}


def gallery_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The photo page (toolbar, rating, comments), the favourites and comments pages, the
    profile, the menu."""
    photo = {"title": PHOTO_TITLE, "items": [
        {"link": t("Favorites"), "desc": t("add this photo to your favorites")},
        {"link": t("representative"), "desc": t("set as album representative")},
        {"link": t("Edit"), "desc": t("Edit photo")},
        {"link": t("Caddie"), "desc": t("Add to caddie")}]}  # fmt: skip
    rating = {"title": PHOTO_TITLE, "items": [
        {"text": t("Rate this photo")}, *({"button": str(m)} for m in range(6))]}  # fmt: skip
    comment_text = "What a light! Which lens did you use?"
    add_comment = {"title": PHOTO_TITLE, "items": [
        {"text": t("Add a comment")}, {"field": "website_url", "hint": t("Website"), "text": ""},
        {"field": "content", "hint": t("Comment"), "text": comment_text},
        {"button": t("Submit")}]}  # fmt: skip
    own = {"title": PHOTO_TITLE, "items": [
        {"text": t("%d comments", "2")}, {"text": "alice"}, {"link": t("Delete")},
        {"link": t("Edit")}, {"text": "Beautiful colours."}]}  # fmt: skip
    pending = {"title": PHOTO_TITLE, "items": [
        {"text": USER_NAME}, {"link": t("Delete")}, {"link": t("Edit")},
        {"link": t("Validate")}, {"text": "Check out my site"}]}  # fmt: skip
    favourites = {
        "title": t("Your favorites"),
        "items": [{"link": t("delete all photos from your favorites")}, {"text": PHOTO_TITLE}],
    }
    profile_t = t("Profile")
    profile = {"title": profile_t, "items": [
        {"field": "mail_address", "hint": t("Email address"), "text": "alice@example.org"},
        {"field": "nb_image_page", "hint": t("Number of photos per page"), "text": "30"},
        {"button": t("Submit")}, {"button": t("Reset")},
        {"button": t("Reset to default values")}]}  # fmt: skip
    prefs: Fields = [("nb_image_page", "30"), ("theme", "modus"), ("language", "en_UK"),
                     ("recent_period", "7"), ("expand", "false"), ("show_nb_comments", "false"),
                     ("show_nb_hits", "false"), ("pwg_token", TOKEN)]  # fmt: skip
    registration: Fields = [
        ("redirect", "index.php"), ("mail_address", "alice@example.org"), ("password", ""),
        ("use_new_pwd", ""), ("passwordConf", "")]  # fmt: skip
    menu = {"title": t("Home"), "items": [
        {"text": t("Hello") + " alice !"}, {"link": t("Logout")},
        {"link": t("Profile"), "desc": t("edit user preferences")},
        {"link": t("Administration")}]}  # fmt: skip
    delete_own = f"{PICTURE}&action=delete_comment&comment_to_delete={COMMENT}&pwg_token={TOKEN}"
    return [
        _entry("reversible", "photo page toolbar", photo, [
            (t("Favorites"), False, [link(f"{PICTURE}&action=add_to_favorites")]),
            (t("Edit"), False, [link(f"/admin.php?page=photo-{PHOTO}")])]),
        _entry("reversible", "photo page rating", rating, [
            ("4", False, [pwgws("pwg.images.rate", [("image_id", str(PHOTO)), ("rate", "4")],
                                post=True)])]),
        _entry("send", "photo page comment form", add_comment, [
            (t("Submit"), True, [form(PICTURE, [("website_url", ""), ("content", comment_text),
                                                 ("key", KEY)])])]),
        _entry("opens-prompt", "photo page own comment", own, [
            (t("Delete"), False, [])]),
        _entry("delete", "photo page comment delete confirm", {
            "title": PHOTO_TITLE, "dialog": {"message": t("Are you sure?")},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}, [
            (ok[0], True, [link(delete_own)]), (ok[1], False, [])]),
        _entry("publish", "photo page pending comment", pending, [
            (t("Validate"), True, [link(
                f"{PICTURE}&action=validate_comment&comment_to_validate={PENDING}"
                f"&pwg_token={TOKEN}")]),
            (t("Delete"), False, [])]),
        _entry("delete", "favorites page", favourites, [
            (t("delete all photos from your favorites"), True, [
                link("/index.php?/favorites&action=remove_all_from_favorites")])]),
        _entry("reversible", "profile page", profile, [
            (t("Submit"), False, [form("/profile.php", [*registration, *prefs,
                                                        ("validate", t("Submit"))])])]),
        _entry("reversible", "identification menu", menu, [
            (t("Logout"), False, [link("/?act=logout")])]),
    ]  # fmt: skip


def photo_screens(t: Any) -> list[dict[str, Any]]:
    """The photo edit page and its delete confirmation, the batch manager, the rates page."""
    edit_t = t("Edit photo")
    edit = {"title": edit_t, "items": [
        {"icon": t("Synchronize metadata")}, {"icon": t("delete photo")},
        {"field": "name", "hint": t("Title"), "text": PHOTO_TITLE},
        {"field": "author", "hint": t("Author"), "text": "Alice"},
        {"link": t("Open in gallery")}, {"button": t("Save Settings")}]}  # fmt: skip
    edit_fields: Fields = [
        ("name", PHOTO_TITLE), ("author", "Alice"), ("date_creation", "2024-08-14 21:12:00"),
        ("associate[]", str(ALBUM)), ("tags[]", f"~~{TAG}~~"),
        ("comment", "From the cliffs of Pointe du Raz."), ("level", "0"), ("submit", ""),
        ("pwg_token", TOKEN)]  # fmt: skip
    bm_t = t("Batch Manager")
    sel: Fields = [("selection[]", str(PHOTO)), ("selection[]", str(PHOTO2))]
    bm_delete = {"title": bm_t, "items": [
        {"text": t("Action")}, {"text": t("Delete selected photos")},
        {"switch": t("Are you sure?"), "checked": True},
        {"button": t("Apply action")}]}  # fmt: skip
    bm_assoc = {"title": bm_t, "items": [
        {"text": t("Action")}, {"text": t("Associate to album")}, {"text": SUB_NAME},
        {"button": t("Apply action")}]}  # fmt: skip
    rates = {"title": t("Rating"), "items": [
        {"text": PHOTO_TITLE}, {"text": "4"}, {"text": USER_NAME},
        {"id": "icon-trash"}]}  # fmt: skip
    return [
        _entry("reversible", "photo edit page", edit, [
            (t("Save Settings"), False, [form(f"/admin.php?page=photo-{PHOTO}", edit_fields)]),
            (t("Synchronize metadata"), False, [
                link(f"/admin.php?page=photo-{PHOTO}-properties&sync_metadata=1")]),
            (t("delete photo"), False, [])]),
        _entry("delete", "photo delete confirm", jconfirm(edit_t, t("Are you sure?"), [
            t("Yes, delete"), t("No, I have changed my mind")]), [
            (t("Yes, delete"), True, [link(
                f"/admin.php?page=photo-{PHOTO}-properties&delete=1&pwg_token={TOKEN}")]),
            (t("No, I have changed my mind"), False, [])]),
        _entry("delete", "batch manager delete", bm_delete, [
            (t("Apply action"), True, [
                {"request": "POST /ws.php?format=json", "body": body([
                    ("method", "pwg.images.delete"), ("pwg_token", TOKEN),
                    ("image_id", str(i))])} for i in (PHOTO, PHOTO2)])]),
        _entry("reversible", "batch manager associate", bm_assoc, [
            (t("Apply action"), False, [form("/admin.php?page=batch_manager", [
                ("pwg_token", TOKEN), *sel, ("selectAction", "associate"),
                ("associate", str(SUB)), ("submit", "")])])]),
        _entry("delete", "rates page", rates, [
            ("icon-trash", True, [pwgws("pwg.rates.delete", [
                ("image_id", str(PHOTO)), ("user_id", str(USER))], post=True)])]),
    ]  # fmt: skip


def album_screens(t: Any) -> list[dict[str, Any]]:
    """The albums tree and its add and delete pop-ins, an album's edit page and its delete
    confirmation, the album's permissions."""
    albums_t = t("Albums")
    tree = {"title": albums_t, "items": [
        {"text": SUB_NAME}, {"icon": t("Add Album")}, {"icon": t("Edit album")},
        {"icon": t("Visit Gallery")}, {"icon": t("Delete album")}]}  # fmt: skip
    add = {"title": albums_t, "items": [
        {"text": t("Create a sub-album of \"%s\"", SUB_NAME)},
        {"field": "name", "hint": t("Album name"), "text": "Quiberon"},
        {"radio": t("Place first"), "checked": True}, {"radio": t("Place last")},
        {"button": t("Add")}, {"button": t("Cancel")}]}  # fmt: skip
    pop = t('Delete album "%s".', SUB_NAME)
    keep = t("delete only album, not photos")
    orphans = t("delete album and the %d orphan photos", "8")
    delete = {"title": albums_t, "dialog": {"title": pop}, "items": [
        {"radio": keep, "checked": True}, {"radio": orphans, "checked": False},
        {"button": t("Confirm deletion")}, {"button": t("Cancel")}]}  # fmt: skip
    album = {"title": SUB_NAME, "items": [
        {"icon": t("Manage album photos")}, {"icon": t("Add Photos")},
        {"icon": t("Delete album")},
        {"field": "cat-name", "hint": t("Name"), "text": SUB_NAME},
        {"switch": t("Locked album"), "checked": False},
        {"button": t("Save Settings")}]}  # fmt: skip
    confirm_album = {"title": SUB_NAME, "dialog": {
        "message": t("Delete album \"%s\" and its %d sub-albums.", SUB_NAME, "0")}, "items": [
        {"radio": keep, "checked": True}, {"button": t("Delete album")},
        {"button": t("No, I have changed my mind")}]}  # fmt: skip
    perm = {"title": SUB_NAME, "items": [
        {"text": t("Access type")}, {"radio": t("private"), "checked": True},
        {"text": t("Permission granted for users")}, {"text": "carol"},
        {"button": t("Save Settings")}]}  # fmt: skip
    public = {"title": SUB_NAME, "items": [
        {"text": t("Access type")}, {"radio": t("public"), "checked": True},
        {"button": t("Save Settings")}]}  # fmt: skip
    orphans_get = ws_get("pwg.categories.calculateOrphans", f"category_id={SUB}")

    def remove(mode: str) -> dict[str, str]:
        return ws_post(
            "pwg.categories.delete",
            [("category_id", str(SUB)), ("photo_deletion_mode", mode), ("pwg_token", TOKEN)],
        )

    perm_url = f"/admin.php?page=album-{SUB}-permissions"
    return [
        _entry("opens-prompt", "albums tree row", tree, [
            (t("Add Album"), False, []),
            (t("Delete album"), False, [orphans_get])]),
        _entry("reversible", "add album pop-in", add, [
            (t("Add"), False, [ws_post("pwg.categories.add", [
                ("name", "Quiberon"), ("parent", str(SUB)), ("position", "first")])])]),
        _entry("delete", "delete album pop-in", delete, [
            (t("Confirm deletion"), True, [remove("no_delete")])]),
        _entry("reversible", "album edit page", album, [
            (t("Save Settings"), False, [ws_post("pwg.categories.setInfo", [
                ("category_id", str(SUB)), ("name", SUB_NAME),
                ("comment", "Ten days on the coast."), ("visible", "true"),
                ("commentable", "true"), ("pwg_token", TOKEN)])]),
            (t("Delete album"), False, [orphans_get])]),
        _entry("delete", "album delete confirm", confirm_album, [
            (t("Delete album"), True, [remove("no_delete"), link("/admin.php?page=albums")]),
            (t("No, I have changed my mind"), False, [])]),
        _entry("revoke", "album permissions (a user taken off)", perm, [
            (t("Save Settings"), True, [form(perm_url, [
                ("status", "private"), ("groups[]", str(GROUP)), ("users[]", "6"),
                ("apply_on_sub", "on"), ("submit", ""), ("pwg_token", TOKEN)])])]),
        _entry("reversible", "album permissions (made public)", public, [
            (t("Save Settings"), False, [form(perm_url, [
                ("status", "public"), ("apply_on_sub", "on"), ("submit", ""),
                ("pwg_token", TOKEN)])])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """A user's pop-in and its delete confirmation; the groups page, its dropdown, selection
    panels and confirmations; the tags page; the comments page."""
    users_t = t("User list")
    user = {"title": users_t, "items": [
        {"id": "delete-user-button"}, {"text": USER_NAME},
        {"field": "email", "hint": t("Email address"), "text": "bob@example.org"},
        {"text": t("Recent period")}, {"button": t("Close")}, {"button": t("Update")}]}  # fmt: skip
    no = t("No, I have changed my mind")
    user_info: Fields = [
        ("pwg_token", TOKEN), ("user_id", str(USER)), ("email", "bob@example.org"),
        ("status", "normal"), ("level", "0"), ("group_id[]", str(GROUP)),
        ("enabled_high", "true"), ("theme", "modus"), ("language", "en_UK"),
        ("nb_image_page", "15"), ("recent_period", "7"), ("expand", "false"),
        ("show_nb_comments", "false"), ("show_nb_hits", "false")]  # fmt: skip
    groups_t = t("Groups")
    dropdown = {"title": groups_t, "dialog": {}, "items": [
        {"text": GROUP_NAME}, {"menu": t("Duplicate")}, {"menu": t("Delete")},
        {"link": t("Activity")}, {"link": t("Manage Permissions")}]}  # fmt: skip
    add_group = {"title": groups_t, "items": [
        {"text": t("Add group")},
        {"field": "groupname", "hint": t("Group name"), "text": "Neighbours"},
        {"button": t("Add")}, {"link": t("Cancel")}]}  # fmt: skip
    tags_t = t("Tags")
    tag_menu = {"title": tags_t, "dialog": {}, "items": [
        {"text": TAG_NAME}, {"link": t("View in gallery")}, {"menu": t("Edit")},
        {"menu": t("Duplicate")}, {"menu": t("Delete")}]}  # fmt: skip
    comments_t = t("Comments")
    comment = {"title": comments_t, "items": [
        {"text": t("Waiting")}, {"text": USER_NAME}, {"text": "Check out my site"},
        {"button": t("Validate")}, {"button": t("Delete")}]}  # fmt: skip
    return [
        _entry("reversible", "user pop-in", user, [
            (t("Update"), False, [ws_post("pwg.users.setInfo", user_info)]),
            ("delete-user-button", False, [])]),
        _entry("delete-user", "user delete confirm", jconfirm(
            users_t, t("Are you sure you want to delete the user \"%s\"?", USER_NAME),
            [t("Yes, I am sure"), no]), [
            (t("Yes, I am sure"), True, [ws_post("pwg.users.delete", [
                ("user_id", str(USER)), ("pwg_token", TOKEN)])]),
            (no, False, [])]),
        _entry("opens-prompt", "group dropdown", dropdown, [
            (t("Duplicate"), False, [{"request": "POST /ws.php?format=json&method="
                                      "pwg.groups.duplicate", "body": body([
                ("group_id", str(GROUP)), ("pwg_token", TOKEN),
                ("copy_name", GROUP_NAME + t(" (copy)"))])}]),
            (t("Delete"), False, [])]),
        _entry("delete", "group delete confirm", jconfirm(
            groups_t, t("Are you sure you want to delete group \"%s\"?", GROUP_NAME),
            [t("Yes, delete"), no]), [
            (t("Yes, delete"), True, [{"request": "POST /ws.php?format=json&method="
                                       "pwg.groups.delete",
                                       "body": f"group_id={GROUP}&pwg_token={TOKEN}"}])]),
        _entry("reversible", "add group form", add_group, [
            (t("Add"), False, [ws_post("pwg.groups.add", [("name", "Neighbours"),
                                                          ("pwg_token", TOKEN)])])]),
        _entry("opens-prompt", "tag dropdown", tag_menu, [
            (t("Delete"), False, []),
            (t("Duplicate"), False, [ws_post("pwg.tags.duplicate", [
                ("tag_id", str(TAG)), ("copy_name", TAG_NAME + t(" (copy)")),
                ("pwg_token", TOKEN)])])]),
        _entry("delete", "tag delete confirm", jconfirm(
            tags_t, t("Delete tag \"%s\"?", TAG_NAME), [t("Yes, delete"), no]), [
            (t("Yes, delete"), True, [ws_post("pwg.tags.delete", [
                ("tag_id", str(TAG)), ("pwg_token", TOKEN)])])]),
        _entry("publish", "comments page card", comment, [
            (t("Validate"), True, [ws_post("pwg.userComments.validate", [
                ("comment_id", str(PENDING)), ("pwg_token", TOKEN)])]),
            (t("Delete"), False, [])]),
        _entry("delete", "comment delete confirm", jconfirm(
            comments_t, t("Are you sure you want to delete comment #%s?", str(PENDING)),
            [t("Yes, delete"), no]), [
            (t("Yes, delete"), True, [ws_post("pwg.userComments.delete", [
                ("comment_id", str(PENDING)), ("pwg_token", TOKEN)])])]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """The plugins page and its confirmations, the maintenance page and its confirmations,
    the main configuration."""
    plugins_t = t("Plugins")
    no, yes = t("No, I have changed my mind"), t("Yes, I am sure")
    card = {"title": plugins_t, "items": [
        {"text": PLUGIN_NAME}, {"switch": "", "rid": "toggleSelectionMode", "checked": False},
        {"menu": t("Restore")}, {"menu": t("Delete")}]}  # fmt: skip
    maint_t = t("Maintenance")
    url = "/admin.php?page=maintenance&action={}&pwg_token=" + TOKEN
    maint = {"title": maint_t, "items": [
        {"text": t("Global Gallery Actions")}, {"link": t("Lock gallery")},
        {"link": t("Update albums informations")}, {"link": t("Update photos information")},
        {"link": t("Repair and optimize database")}]}  # fmt: skip
    purge = {"title": maint_t, "items": [
        {"text": t("Purge Actions")}, {"link": t("Purge user cache")},
        {"link": t("Delete orphan tags")}, {"link": t("Purge history detail")},
        {"link": t("Purge history summary")}, {"link": t("Purge search history")},
        {"text": t("Purge Cache")},
        {"link": t("Purge compiled templates")}]}  # fmt: skip
    config_t = t("Configuration")
    config = {"title": config_t, "items": [
        {"field": "gallery_title", "hint": t("Gallery title"), "text": "Alice's photos"},
        {"switch": t("Allow rating"), "checked": True},
        {"button": t("Save Settings")}]}  # fmt: skip
    return [
        _entry("reversible", "plugin card (deactivated)", card, [
            ("toggleSelectionMode", False, [plugin_action("activate")]),
            (t("Delete"), False, [])]),
        _entry("delete", "plugin delete confirm", jconfirm(
            plugins_t, t("Are you sure you want to delete the plugin \"%s\"?", PLUGIN_NAME),
            [yes, no]), [(yes, True, [plugin_action("delete")]), (no, False, [])]),
        _entry("reversible", "maintenance page (gallery actions)", maint, [
            (t("Lock gallery"), False, [])]),
        _entry("delete", "maintenance page (purge actions)", purge, [
            (t("Purge user cache"), False, [link(url.format("user_cache"))]),
            (t("Delete orphan tags"), True, [link(url.format("delete_orphan_tags"))]),
            (t("Purge history detail"), False, [])]),
        _entry("reversible", "lock gallery confirm", jconfirm(
            maint_t, t("Are you sure you want to lock the gallery?"), [yes, no],
            t("A locked gallery is only visible to administrators")), [
            (yes, False, [link(url.format("lock_gallery"))])]),
        _entry("delete", "purge history detail confirm", jconfirm(
            maint_t, t("Purge history detail"), [yes, no]), [
            (yes, True, [link(url.format("history_detail"))])]),
        _entry("reversible", "main configuration", config, [
            (t("Save Settings"), False, [form("/admin.php?page=configuration&section=main", [
                ("gallery_title", "Alice's photos"), ("page_banner", "<h1>Alice's photos</h1>"),
                ("order_by[]", "date_available DESC"), ("rate", "on"),
                ("allow_user_registration", "on"), ("submit", ""),
                ("pwg_token", TOKEN)])])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*gallery_screens(t, ok), *photo_screens(t), *album_screens(t), *people_screens(t),
            *system_screens(t)]  # fmt: skip
