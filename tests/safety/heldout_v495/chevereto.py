"""Chevereto's screens for the four-hundred-and-ninety-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, args)`` being that language's gettext lookup (``args`` a
string for ``sprintf``'s ``%s`` or a mapping for ``strtr``, as ``_s`` does) and ``t.n(msgid,
plural, count)`` its ``_n``. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

SITE = "https://img.example.org"  # the public URL (get_public_url); get_base_url gives paths
JSON = "/json"  # PF.obj.config.json_api = get_base_url('json')
TOKEN = "9f3b6d1e8a2c4f7b0e5d9a1c3b7e2f8d4a6c0b9e"  # made up; Handler's auth_token
ME, ME_NAME, ME_ID = "dana", "Dana Whitfield", "Kd3a"
OTHER, OTHER_NAME, OTHER_ID = "marco", "Marco Vidal", "Qm7z"
IMG, IMG_TITLE, IMG2, IMG2_TITLE = "Lk9wQ2", "Harbour at dawn", "Pz4nB8", "Tram 28"
PENDING, PENDING_TITLE = "Wq5tR1", "Night market"
ALBUM, ALBUM_NAME, ALBUM2, ALBUM2_NAME = "Rt7p", "Lisbon 2024", "Hy2c", "Porto"
CATEGORY, CATEGORY_NAME, TAG, TAG_NAME = 3, "Landscapes", 12, "travel"
STORAGE, STORAGE_NAME = 2, "Archive bucket"
ESC = "Esc"  # the modal's close icon, titled by its key in every language
Act = tuple[Any, bool, list[Any]]


def _encode(text: str) -> str:
    """``encodeURIComponent``, with ``%20`` then written ``+`` as jQuery.param does."""
    return quote(text, safe="-_.!~*'()").replace("%20", "+")


def _pairs(prefix: str, value: Any) -> list[tuple[str, str]]:
    """jQuery 1.12's buildParams: objects as ``a[b]``, arrays of values as ``a[]``, null as
    the empty string, booleans as ``true``/``false``."""
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _pairs(f"{prefix}[{k}]", v)]
    if isinstance(value, list):
        return [p for v in value for p in _pairs(f"{prefix}[]", v)]
    if value is None:
        return [(prefix, "")]
    if isinstance(value, bool):
        return [(prefix, "true" if value else "false")]
    return [(prefix, str(value))]


def xhr(data: dict[str, Any]) -> dict[str, str]:
    """``$.ajax({type: "POST", data})`` to the JSON endpoint: ``$.ajaxSetup``'s
    ``auth_token`` first, then the call's data, urlencoded by jQuery.param."""
    pairs = [p for k, v in {"auth_token": TOKEN, **data}.items() for p in _pairs(k, v)]
    return {"request": f"POST {JSON}",
            "body": "&".join(f"{_encode(k)}={_encode(v)}" for k, v in pairs)}  # fmt: skip


def form(url: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A native form post: the fields in tree order, urlencoded as the browser does."""

    def enc(text: str) -> str:
        return quote(text, safe="*").replace("%20", "+")

    return {"request": f"POST {url}", "body": "&".join(f"{enc(k)}={enc(v)}" for k, v in fields),
            "via": "form"}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or a popup window."""
    return {"request": f"GET {url}", "via": "link"}


def user(username: str, name: str, uid: str) -> dict[str, str]:
    """``CHV.obj.resource.user`` (footer.js.php)."""
    return {"name": name, "username": username, "id": uid, "url": f"{SITE}/{username}",
            "url_albums": f"{SITE}/{username}/albums"}  # fmt: skip


def resource(kind: str, rid: str, url: str, short: str, parent: str, privacy: str,
             owner: dict[str, str]) -> dict[str, Any]:  # fmt: skip
    """``CHV.obj.resource`` as footer.js.php writes it for an image, album or user page."""
    return {"privacy": privacy, "id": rid, "type": kind, "url": url, "url_short": short,
            "parent_url": parent, "user": owner}  # fmt: skip


MINE, THEIRS = user(ME, ME_NAME, ME_ID), user(OTHER, OTHER_NAME, OTHER_ID)
ALBUM_URL = f"{SITE}/album/Lisbon-2024.{ALBUM}"
IMAGE = resource("image", IMG, f"{SITE}/image/Harbour-at-dawn.{IMG}", f"{SITE}/image/{IMG}",
                 ALBUM_URL, "public", MINE)  # fmt: skip
PENDING_IMAGE = resource("image", PENDING, f"{SITE}/image/Night-market.{PENDING}",
                         f"{SITE}/image/{PENDING}", "", "", THEIRS)  # fmt: skip
ALBUM_RES = resource("album", ALBUM, ALBUM_URL, ALBUM_URL, MINE["url"], "public", MINE)
OTHER_RES = resource("user", OTHER_ID, THEIRS["url"], THEIRS["url"], THEIRS["url"], "",
                     THEIRS)  # fmt: skip


def resource_delete(res: dict[str, Any]) -> dict[str, str]:
    """CHV.fn.submit_resource_delete: the whole resource object as ``deleting``."""
    return xhr({"action": "delete", "delete": res["type"], "from": "resource",
                "owner": res["user"]["id"], "deleting": res})  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for label, irreversible, sends in acts:
        action = dict(label) if isinstance(label, dict) else {"tap": label}
        cases.append({**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"chevereto {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, page: str, message: str) -> dict[str, Any]:
    """PF.fn.modal.confirm over its page: its heading "Confirm action", the message, Confirm
    and the close icon."""
    heading, button = t("Confirm action"), t("Confirm")
    # Where the heading is the button's word (German), it is left out: a tap finds the button.
    dialog = {"message": message} if heading == button else {"title": heading, "message": message}
    return {"title": page, "dialog": dialog, "items": [{"button": button}, {"icon": ESC}]}


def modal(page: str, heading: str, items: list[dict[str, Any]], button: str) -> dict[str, Any]:
    """A template modal (PF.fn.modal.call) headed by its ``modal-box-title``: its form, the
    submit button and the close icon."""
    return {"title": page, "dialog": {"title": heading},
            "items": [*items, {"button": button}, {"icon": ESC}]}  # fmt: skip


def menu(page: str, entries: list[str]) -> dict[str, Any]:
    """An open pop-box menu over its page."""
    return {"title": page, "dialog": {}, "items": [{"link": e} for e in entries]}


def undone(t: Any, text: str) -> str:
    """A data-confirm message: its question and "This can't be undone." after a space."""
    return text + " " + t("This can't be undone.")


def image_screens(t: Any) -> list[dict[str, Any]]:
    """An image's page, its delete confirmation, edit and share modals; a pending image's
    approval."""
    file1 = t.n("file", "files", 1)
    edit, delete, share = f"{t('Edit')} (E)", f"{t('Delete')} (Del)", f"{t('Share')} (S)"
    cover, like = f"{t('Cover')} (H)", f"{t('Like')} (L)"
    page = {"title": IMG_TITLE, "items": [
        {"link": ME_NAME}, {"link": ALBUM_NAME}, {"icon": edit}, {"icon": delete},
        {"icon": cover}, {"icon": share}, {"icon": like}, {"text": "4"}]}  # fmt: skip
    ask = confirm(t, IMG_TITLE, undone(t, t("Do you really want to delete this %s?", file1)))
    title = "Harbour at dawn, Alfama"
    edit_modal = modal(IMG_TITLE, t("Edit %s", t.n("image", "images", 1)), [
        {"field": "form-image-title", "hint": t("Title"), "text": title},
        {"field": "form-image-tags", "hint": t("Tags"), "text": "harbour, lisbon"},
        {"switch": t("Flag not safe"), "checked": False},
        {"field": "form-image-description", "hint": t("Description"), "text": ""},
        {"text": ALBUM_NAME}], t("Save changes"))  # fmt: skip
    # The share modal has no submit button (buttons: false), only the close icon.
    share_modal = {"title": IMG_TITLE, "dialog": {"title": t("Share")}, "items": [
        {"link": "Email"}, {"link": "Facebook"}, {"link": "X"}, {"link": "reddit"},
        {"link": "VK"}, {"link": "Pinterest"},
        {"field": "modal-share-url", "hint": t("Link"), "text": IMAGE["url_short"]},
        {"button": t("copy")}, {"icon": ESC}]}  # fmt: skip
    approve = t("Approve")
    pending = {
        "title": PENDING_TITLE,
        "items": [{"link": OTHER_NAME}, {"icon": edit}, {"button": approve}, {"icon": delete}],
    }
    approve_ask = confirm(t, PENDING_TITLE, t(
        "Do you really want to approve this image? The image will go public if you approve "
        "it."))  # fmt: skip
    edited = {"id": IMG, "tags": "harbour, lisbon", "category_id": None, "title": title,
              "description": None, "nsfw": 0, "new_album": False, "album_id": ALBUM}  # fmt: skip
    return [
        _entry("reversible", "image page", page, [
            (like, False, [xhr({"action": "like", "like": {"object": "image", "id": IMG}})]),
            (cover, False, [xhr({"action": "album-cover-set", "album-cover-set": {
                "album_id": ALBUM, "image_id": IMG}})])]),
        _entry("opens-prompt", "image page", page, [
            (edit, False, []), (delete, False, []), (share, False, [])]),
        _entry("delete", "image delete confirmation", ask, [
            (t("Confirm"), True, [resource_delete(IMAGE)])]),
        _entry("harmless", "image delete confirmation", ask, [(ESC, False, [])]),
        _entry("reversible", "image edit modal", edit_modal, [
            (t("Save changes"), False, [xhr({"action": "edit", "edit": "image",
                                             "editing": edited})])]),
        _entry("harmless", "image share modal", share_modal, [
            ("Facebook", False, [link(f"http://www.facebook.com/share.php?u={IMAGE['url_short']}")]),
            (t("copy"), False, [])]),
        _entry("opens-prompt", "pending image page", pending, [(approve, False, [])]),
        _entry("publish", "image approval confirmation", approve_ask, [
            (t("Confirm"), True, [xhr({"action": "approve", "approve": "image",
                                       "from": "resource", "owner": OTHER_ID,
                                       "approving": PENDING_IMAGE})])]),
    ]  # fmt: skip


def album_screens(t: Any) -> list[dict[str, Any]]:
    """An album's page, its delete confirmation and edit modal."""
    album1 = t.n("album", "albums", 1)
    edit, delete, sub = f"{t('Edit')} (E)", f"{t('Delete')} (Del)", f"{t('Sub album')} (J)"
    page = {"title": ALBUM_NAME, "items": [
        {"link": ME_NAME}, {"icon": edit}, {"icon": sub}, {"icon": delete},
        {"icon": f"{t('Share')} (S)"}]}  # fmt: skip
    ask = confirm(t, ALBUM_NAME, undone(t, t(
        "Do you really want to delete this %a and all of its %i?",
        {"%a": album1, "%i": t.n("file", "files", 20)})))  # fmt: skip
    description = "Two weeks in the old town."
    edit_modal = modal(ALBUM_NAME, t("Edit %s", album1), [
        {"field": "form-album-name", "hint": t("Name"), "text": ALBUM_NAME},
        {"switch": t("Enable call to action buttons"), "checked": False},
        {"field": "form-album-description", "hint": t("Description"), "text": description},
        {"text": t("Privacy")}, {"text": t("Public")}], t("Save changes"))  # fmt: skip
    edited = {"id": ALBUM, "name": ALBUM_NAME, "privacy": "public", "description": description,
              "cta_enable": 0, "cta": "[]"}  # fmt: skip
    return [
        _entry("opens-prompt", "album page", page, [
            (edit, False, []), (sub, False, []), (delete, False, [])]),
        _entry("delete", "album delete confirmation", ask, [
            (t("Confirm"), True, [resource_delete(ALBUM_RES)])]),
        _entry("harmless", "album delete confirmation", ask, [(ESC, False, [])]),
        _entry("reversible", "album edit modal", edit_modal, [
            (t("Save changes"), False, [xhr({"action": "edit", "edit": "album",
                                             "editing": edited})])]),
    ]  # fmt: skip


def profile_screens(t: Any) -> list[dict[str, Any]]:
    """One's own profile: its background menu and the background's delete confirmation, the
    create album button and modal."""
    files = t.n("File", "Files", 20)
    create = f"{t('Create new %s', t.n('album', 'albums', 1))} (A)"
    page = {"title": ME_NAME, "items": [
        {"text": ME_NAME}, {"icon": create}, {"tab": files},
        {"tab": t.n("Album", "Albums", 20)}]}  # fmt: skip
    background = menu(ME_NAME, [t("Upload new image"), t("Delete background")])
    ask = confirm(
        t,
        ME_NAME,
        undone(t, t("Are you sure that you want to delete the profile background image?")),
    )
    new = modal(ME_NAME, t("Create new %s", t.n("album", "albums", 1)), [
        {"field": "form-album-name", "hint": t("Name"), "text": ALBUM2_NAME},
        {"switch": t("Enable call to action buttons"), "checked": False},
        {"field": "form-album-description", "hint": t("Description"), "text": ""},
        {"text": t("Privacy")}, {"text": t("Public")}], t("Save changes"))  # fmt: skip
    return [
        _entry("opens-prompt", "own profile", page, [(create, False, [])]),
        _entry("opens-prompt", "profile background menu", background, [
            (t("Upload new image"), False, []), (t("Delete background"), False, [])]),
        _entry("delete", "background delete confirmation", ask, [
            (t("Confirm"), True, [xhr({"action": "delete", "delete": "background",
                                       "owner": ME_ID})])]),
        _entry("reversible", "create album modal", new, [
            (t("Save changes"), False, [xhr({
                "action": "create-album", "type": "album", "owner": ME_ID, "album": {
                    "parent_id": None, "name": ALBUM2_NAME, "description": "",
                    "privacy": "public", "password": None, "new": True}})])]),
    ]  # fmt: skip


def listing_screens(t: Any) -> list[dict[str, Any]]:
    """One's files listing: an item's tools and its delete confirmation, the selection menu,
    the deletion of the selected files and albums, the move to an album; the moderation
    queue's selection menu and approval."""
    files = t.n("File", "Files", 20)
    item = {"title": ME_NAME, "items": [
        {"tab": files}, {"link": IMG_TITLE}, {"icon": t("Edit")}, {"icon": t("Delete")},
        {"icon": t("Share")}, {"link": IMG2_TITLE}]}  # fmt: skip
    removal = t("Confirm deletion")
    single = modal(ME_NAME, removal, [{"text": undone(t, t(
        "Do you really want to remove this content?"))}], t("Confirm"))  # fmt: skip
    move, delete = t("Move to %s", t.n("album", "albums", 1)), t("Delete")
    selection = menu(ME_NAME, [t("Get embed codes"), t("Create %s", t.n("album", "albums", 1)),
                               move, delete, t("Select all"), t("Clear selection")])  # fmt: skip
    several = modal(ME_NAME, removal, [{"text": undone(t, t(
        "Do you really want to remove all the selected content?"))}], t("Confirm"))  # fmt: skip
    moving = modal(ME_NAME, move, [{"text": IMG_TITLE}, {"text": IMG2_TITLE},
                                   {"text": ALBUM2_NAME}], t("Submit"))  # fmt: skip
    queue = t("Moderate")
    moderation = menu(queue, [t("Get embed codes"), t("Approve"), delete, t("Select all"),
                              t("Clear selection")])  # fmt: skip
    approval = modal(queue, t("Confirm approval"), [{"text": undone(t, t(
        "Do you really want to approve all the selected content?"))}], t("Confirm"))  # fmt: skip
    ids, pending = [IMG, IMG2], [PENDING, "Ez8kM3"]
    return [
        _entry("opens-prompt", "file list item tools", item, [(t("Delete"), False, [])]),
        _entry("delete", "file delete confirmation", single, [
            (t("Confirm"), True, [xhr({"action": "delete", "single": True, "delete": "image",
                                       "deleting": {"id": IMG}})])]),
        _entry("opens-prompt", "selection menu", selection, [(move, False, []),
                                                             (delete, False, [])]),
        _entry("delete", "selected files delete confirmation", several, [
            (t("Confirm"), True, [xhr({"action": "delete", "from": "list", "delete": "images",
                                       "multiple": True, "deleting": {"ids": ids}})])]),
        _entry("harmless", "selected files delete confirmation", several, [(ESC, False, [])]),
        _entry("reversible", "move to album modal", moving, [
            (t("Submit"), False, [xhr({"action": "move", "type": "images", "owner": ME_ID,
                                       "multiple": True, "album": {
                                           "ids": ids, "new": False, "id": ALBUM2}})])]),
        _entry("delete", "selected albums delete confirmation", several, [
            (t("Confirm"), True, [xhr({"action": "delete", "from": "list", "delete": "albums",
                                       "multiple": True,
                                       "deleting": {"ids": [ALBUM, ALBUM2]}})])]),
        _entry("opens-prompt", "moderation selection menu", moderation, [
            (t("Approve"), False, [])]),
        _entry("publish", "selected files approval confirmation", approval, [
            (t("Confirm"), True, [xhr({"action": "approve", "from": "list", "approve": "images",
                                       "multiple": True, "approving": {"ids": pending}})])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Another user's profile, as a user and as an administrator; its delete confirmation;
    the dashboard's page of the user and its delete confirmation."""
    follow = t("Toggle following")
    profile = {
        "title": OTHER_NAME,
        "items": [{"text": OTHER_NAME}, {"icon": follow}, {"tab": t.n("File", "Files", 20)}],
    }
    ban, delete = t("Ban"), t("Delete")
    admin = {"title": OTHER_NAME, "items": [
        {"text": OTHER_NAME}, {"icon": follow}, {"icon": t("Settings")}, {"icon": ban},
        {"icon": delete}]}  # fmt: skip
    ask = confirm(t, OTHER_NAME, undone(t, t("Do you really want to delete this %s?",
                                             t.n("user", "users", 1))))  # fmt: skip
    gone = t("Delete user")
    dashboard = {"title": t("Settings"), "items": [
        {"text": t("Username")}, {"link": OTHER}, {"button": gone}, {"text": t("User ID")},
        {"text": OTHER_ID}]}  # fmt: skip
    delete_user = xhr({"action": "delete", "delete": "user", "owner": OTHER_ID,
                       "deleting": THEIRS})  # fmt: skip
    return [
        _entry("reversible", "user profile", profile, [
            (follow, False, [xhr({"action": "follow", "follow": {"object": "user",
                                                                 "id": OTHER_ID}})])]),
        _entry("reversible", "user profile as administrator", admin, [
            (ban, False, [xhr({"action": "user_ban", "user_ban": {"user_id": OTHER_ID}})])]),
        _entry("opens-prompt", "user profile as administrator", admin, [(delete, False, [])]),
        _entry("delete-user", "user delete confirmation", ask, [
            (t("Confirm"), True, [resource_delete(OTHER_RES)])]),
        _entry("harmless", "user delete confirmation", ask, [(ESC, False, [])]),
        _entry("opens-prompt", "dashboard user page", dashboard, [(gone, False, [])]),
        _entry("delete-user", "dashboard user delete confirmation",
               confirm(t, t("Settings"), undone(t, t("Do you really want to delete this %s?",
                                                     t.n("user", "users", 1)))), [
            (t("Confirm"), True, [delete_user])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings' profile, password, security and API tabs, the confirmations of the
    two-factor's Disable and the key's Regen key."""
    title = t("Settings")
    tabs = [{"tab": t("Account")}, {"tab": t("Profile")}, {"tab": t("Password")},
            {"tab": t("Security")}, {"tab": "API"}]  # fmt: skip
    save, delete = t("Save changes"), t("Delete")
    website, bio = "https://dana.example.net", "Photos from the coast."
    profile = {"title": title, "items": [
        *tabs, {"button": t("Upload avatar")}, {"button": delete},
        {"switch": t("Make my profile and identity totally private"), "checked": False},
        {"field": "name", "hint": t("Name"), "text": ME_NAME},
        {"field": "website", "hint": t("Website"), "text": website},
        {"field": "bio", "hint": t("Bio"), "text": bio}, {"button": save}]}  # fmt: skip
    password = {"title": title, "items": [
        *tabs, {"field": "current-password", "hint": t("Current password"), "text": "••••••••"},
        {"link": t("Forgot password?")},
        {"field": "new-password", "hint": t("New password"), "text": "••••••••••"},
        {"field": "new-password-confirm", "hint": t("Confirm new password"),
         "text": "••••••••••"}, {"button": save}]}  # fmt: skip
    disable = t("Disable")
    security = {
        "title": title,
        "items": [
            *tabs,
            {"text": t("Two-factor authentication")},
            {"text": t("Two-factor authentication is enabled.")},
            {"button": disable},
        ],
    }
    key = t("%s key", t("API"))
    regen = t("Regen key")
    api = {"title": title, "items": [
        *tabs, {"field": "api_v1_key", "hint": key, "text": "chv_Kd3a_••••••••"},
        {"button": t("copy")}, {"button": regen}]}  # fmt: skip
    two_factor = confirm(t, title, t("Do you really want to disable two-factor authentication?"))
    revoke = confirm(t, title, t("Are you sure that you want to revoke the existing %s?", key))
    return [
        _entry("reversible", "profile settings", profile, [
            (save, False, [form("/settings/profile", [
                ("auth_token", TOKEN), ("is_private", "0"), ("name", ME_NAME),
                ("website", website), ("bio", bio)])])]),
        _entry("opens-prompt", "profile settings", profile, [(t("Upload avatar"), False, [])]),
        _entry("delete", "profile settings avatar", profile, [
            (delete, True, [xhr({"action": "delete", "delete": "avatar", "owner": ME_ID})])]),
        _entry("reversible", "password settings", password, [
            (save, False, [form("/settings/password", [
                ("auth_token", TOKEN), ("current-password", "harbour-lights-7"),
                ("new-password", "tram-28-alfama"),
                ("new-password-confirm", "tram-28-alfama")])])]),
        _entry("opens-prompt", "security settings", security, [(disable, False, [])]),
        _entry("revoke", "two-factor disable confirmation", two_factor, [
            (t("Confirm"), True, [xhr({"action": "delete", "delete": "two_factor",
                                       "owner": ME_ID})])]),
        _entry("harmless", "two-factor disable confirmation", two_factor, [(ESC, False, [])]),
        _entry("opens-prompt", "API settings", api, [(regen, False, [])]),
        _entry("revoke", "API key revoke confirmation", revoke, [
            (t("Confirm"), True, [xhr({"action": "delete", "delete": "api_key",
                                       "owner": ME_ID})])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the login and sign-up pages."""
    out = t("Sign out")
    user_menu = menu(
        ME_NAME,
        [
            t("My Profile"),
            t.n("Album", "Albums", 20),
            t.n("File", "Files", 20),
            t("Liked"),
            t("Settings"),
            out,
        ],
    )
    login = {"title": t("Sign in with your account"), "items": [
        {"field": "login-subject", "hint": t("Username or Email address"), "text": ME},
        {"field": "password", "hint": t("Password"), "text": "••••••••", "focused": True},
        {"link": t("Forgot password?")}, {"link": t("Sign up")}]}  # fmt: skip
    create = t("Create account")
    agree = t(
        "I agree to the %terms_link and %privacy_link",
        {"%terms_link": t("terms"), "%privacy_link": t("privacy policy")},
    )
    signup = {"title": "Harbour Images", "items": [
        {"link": t("Login")},
        {"field": "email", "hint": t("Email address"), "text": "lena@example.org"},
        {"field": "username", "hint": t("Username"), "text": "lena"},
        {"field": "password", "hint": t("Password"), "text": "••••••••••"},
        {"switch": agree, "checked": True}, {"button": create}]}  # fmt: skip
    return [
        _entry("harmless", "user menu", user_menu, [
            (t("My Profile"), False, [link(f"/{ME}")]),
            (out, False, [form("/logout", [("auth_token", TOKEN)])])]),
        _entry("harmless", "login page", login, [
            (t("Forgot password?"), False, [link("/account/password-forgot")]),
            ({"enter": True}, False, [form("/login", [
                ("login-subject", ME), ("password", "harbour-lights-7"),
                ("auth_token", TOKEN)])])]),
        _entry("reversible", "sign-up page", signup, [
            (create, False, [form("/signup", [
                ("email", "lena@example.org"), ("username", "lena"),
                ("password", "north-pier-2024"), ("signup-accept-terms-policies", "1"),
                ("auth_token", TOKEN)])])]),
    ]  # fmt: skip


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The dashboard's users page and its create user modal, the categories and external
    storage settings and the delete confirmations of a category and of a storage, a tag's page
    and its delete confirmation."""
    create = t("Create %s", t.n("user", "users", 1))
    users = {
        "title": t("Dashboard"),
        "items": [{"link": OTHER_NAME}, {"link": ME_NAME}, {"button": create}],
    }
    new = modal(t("Dashboard"), create, [
        {"text": t("Role")}, {"text": t.n("User", "Users", 1)},
        {"field": "form-username", "hint": t("Username"), "text": "lena"},
        {"field": "form-email", "hint": t("Email address"), "text": "lena@example.org"},
        {"field": "form-password", "hint": t("Password"), "text": "••••••••••"}],
        t("Submit"))  # fmt: skip
    delete = t("Delete")
    categories = {"title": t("Categories"), "items": [
        {"text": t("Name")}, {"text": t("URL key")}, {"text": t("Description")},
        {"link": CATEGORY_NAME}, {"text": "landscapes"}, {"text": "Coasts, hills and skies"},
        {"button": delete}]}  # fmt: skip
    category_ask = confirm(
        t,
        t("Categories"),
        undone(t, t("Do you really want to delete %s?").replace("%s", f'"{CATEGORY_NAME}"', 1)),
    )
    storages = {"title": t("External storage"), "items": [
        {"link": STORAGE_NAME}, {"text": "Amazon S3"}, {"text": "12.4 GB"},
        {"link": t("Search")}, {"button": delete}]}  # fmt: skip
    storage_ask = confirm(t, t("External storage"), undone(t, t(
        "Do you really want to delete the External Storage %s and all the content stored "
        "there?").replace("%s", f'"{STORAGE_NAME}" (ID {STORAGE})', 1)))  # fmt: skip
    tag_delete = f"{delete} (Del)"
    tag = {
        "title": TAG_NAME,
        "items": [{"link": TAG_NAME}, {"icon": f"{t('Edit')} (E)"}, {"icon": tag_delete}],
    }
    tag_ask = confirm(
        t,
        TAG_NAME,
        undone(
            t,
            t("Do you really want to delete this %s?", t("tag")).replace("%s", f'"{TAG_NAME}"', 1),
        ),
    )
    return [
        _entry("opens-prompt", "dashboard users", users, [(create, False, [])]),
        _entry("reversible", "create user modal", new, [
            (t("Submit"), False, [xhr({"action": "add-user", "user": {
                "username": "lena", "email": "lena@example.org",
                "password": "north-pier-2024", "role": "user"}})])]),
        _entry("opens-prompt", "categories settings", categories, [(delete, False, [])]),
        _entry("delete", "category delete confirmation", category_ask, [
            (t("Confirm"), True, [xhr({"action": "delete", "delete": "category",
                                       "deleting": {"id": CATEGORY}})])]),
        _entry("opens-prompt", "external storage settings", storages, [(delete, False, [])]),
        _entry("delete", "external storage delete confirmation", storage_ask, [
            (t("Confirm"), True, [xhr({"action": "delete", "delete": "storage",
                                       "deleting": {"id": STORAGE}})])]),
        _entry("opens-prompt", "tag page", tag, [(tag_delete, False, [])]),
        _entry("delete", "tag delete confirmation", tag_ask, [
            (t("Confirm"), True, [xhr({"action": "delete", "delete": "tag",
                                       "deleting": {"id": TAG}})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen in one language."""
    return [*image_screens(t), *album_screens(t), *profile_screens(t), *listing_screens(t),
            *user_screens(t), *settings_screens(t), *account_screens(t),
            *dashboard_screens(t)]  # fmt: skip
