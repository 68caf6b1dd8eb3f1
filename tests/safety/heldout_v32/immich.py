"""Immich's screens for the thirty-second held-out corpus: ``screens(t)`` lays them out in one
language, ``t(key, **values)`` being that language's catalogue lookup. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"
ME = "5f3c1a9e-2b7d-4e8a-9c61-0d4b7e2a9f13"
JAMIE = "a27d4c90-8e15-4b3f-b6d2-91c0f5e37a48"
ASSET = "b1e6c7d2-4a3f-4f9e-8d21-6c5a0e9b3f74"
SIBLINGS = ["c48a2f1e-7b90-4d6c-a3e5-2f81d0b9c617", "d93e5b07-1c24-4a8f-9e6b-7a0c3d52f1e8"]
STACK = "e5071c3b-9d8a-4f26-b14e-6c92a0d7f35b"
ALBUM = "f2a8d6c4-3e19-4b70-8c5d-1a9e7b2f0c63"
PERSON = "0c6e9a41-5d27-4f8b-a3c0-e71b2d94f856"
TWIN = "17b3f0d8-6a4c-4e92-b5d1-c08e3a7f2b94"
LINK = "29d4a7e3-0b5f-4c18-9e6a-d3f81c2b07a5"
KEY = "3a8c1e5f-7d2b-4906-a4e3-b5c0d9f17e28"
COMMENT = "4be27f90-c1d3-4a65-8f0e-29a7d6b3c514"
TAG = "6d0a4b82-e3f5-4c97-8b1e-4c9f8d5e3b72"
USER = "5cf93a06-d2e4-4b71-90af-3b8e7c4d2a61"
FILE, ALBUM_NAME, PERSON_NAME, JAMIE_NAME = "IMG_2041.jpg", "Kyoto 2024", "Rose", "Jamie Lee"
JAMIE_EMAIL = "jamie.lee@example.org"
Act = tuple[dict[str, Any], bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One SDK call: the method and route under /api, with the body ``oazapfts.json`` writes
    (``JSON.stringify``; none where the call passes none)."""
    if body is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def tap(label: str) -> dict[str, Any]:
    return {"tap": label}


def confirm(t: Any, prompt: str, title: str | None = None, yes: str | None = None) -> dict:
    """modalManager.showDialog: ConfirmModal's title ("Confirm" by default, left out when it
    repeats the confirm button's label), its prompt, then Cancel and the confirm button."""
    yes = yes or t("confirm")
    title = title or t("confirm")
    dialog = {"message": prompt} if title == yes else {"title": title, "message": prompt}
    return {"dialog": dialog, "items": [{"button": t("cancel")}, {"button": yes}]}


def viewer_screens(t: Any) -> list[dict[str, Any]]:
    """The asset viewer's bar (owner, an image), its "More" menu, a favourite, an archived, a
    stacked and a trashed asset, and the permanent delete confirmation."""
    bar = [{"icon": t(key)} for key in ("share", "zoom_image", "info", "to_favorite", "delete",
                                        "more")]  # fmt: skip
    faved = [{"icon": t(key)} for key in ("share", "info", "unfavorite", "delete", "more")]
    menu = [{"menu": t(key)} for key in (
        "slideshow", "download", "add_to_album", "add_to_shared_album", "set_as_profile_picture",
        "to_archive", "replace_with_upload", "view_in_timeline", "move_to_locked_folder",
        "refresh_faces", "refresh_metadata", "refresh_thumbnails")]  # fmt: skip
    archived = [{"menu": t(key)} for key in ("download", "add_to_album", "unarchive",
                                             "refresh_faces")]  # fmt: skip
    stacked = [{"menu": t(key)} for key in ("download", "add_to_album", "unstack",
                                            "keep_this_delete_others", "to_archive")]  # fmt: skip
    trashed = [{"icon": t("info")}, {"icon": t("permanently_delete")}, {"icon": t("more")}]
    count = {"count": 1}
    prompt = [t("permanently_delete_assets_prompt", **count), t("cannot_undo_this_action")]
    delete = {"dialog": {"title": t("permanently_delete_assets_count", **count),
                         "message": " ".join(prompt)},
        "items": [{"switch": t("do_not_show_again")}, {"button": t("cancel")},
                  {"button": t("delete")}]}  # fmt: skip
    keep = confirm(t, t("confirm_keep_this_delete_others"), t("keep_this_delete_others"),
                   t("delete_others"))  # fmt: skip
    asset = f"/assets/{ASSET}"
    return [
        _entry("reversible", "asset viewer", {"title": FILE, "items": bar}, [
            (tap(t("to_favorite")), False, [send("PUT", asset, {"isFavorite": True})]),
            (tap(t("delete")), False, [send("DELETE", "/assets", {"ids": [ASSET]})])]),
        _entry("opens-prompt", "asset viewer (open)", {"title": FILE, "items": bar}, [
            (tap(t("more")), False, [])]),
        _entry("reversible", "asset viewer (favourite)", {"title": FILE, "items": faved}, [
            (tap(t("unfavorite")), False, [send("PUT", asset, {"isFavorite": False})])]),
        _entry("reversible", "asset menu", {"title": FILE, "dialog": {}, "items": menu}, [
            (tap(t("to_archive")), False, [send("PUT", asset, {"visibility": "archive"})]),
            (tap(t("refresh_faces")), False, [send("POST", "/assets/jobs", {
                "assetIds": [ASSET], "name": "refresh-faces"})]),
        ]),
        _entry("reversible", "archived asset menu", {"title": FILE, "dialog": {},
                                                     "items": archived}, [
            (tap(t("unarchive")), False, [send("PUT", asset, {"visibility": "timeline"})])]),
        _entry("opens-prompt", "stacked asset menu", {"title": FILE, "dialog": {},
                                                      "items": stacked}, [
            (tap(t("keep_this_delete_others")), False, [])]),
        _entry("reversible", "keep this, delete others dialog", {"title": FILE, **keep}, [
            (tap(t("delete_others")), False, [
                send("DELETE", "/assets", {"ids": SIBLINGS}),
                send("DELETE", "/stacks", {"ids": [STACK]})])]),
        _entry("opens-prompt", "trashed asset viewer", {"title": FILE, "items": trashed}, [
            (tap(t("permanently_delete")), False, [])]),
        _entry("reversible", "trashed asset menu", {"title": FILE, "dialog": {}, "items": [
            {"menu": t("download")}, {"menu": t("restore")}]}, [
            (tap(t("restore")), False, [send("POST", "/trash/restore/assets", {"ids": [ASSET]})])]),
        _entry("delete", "permanent delete dialog", {"title": FILE, **delete}, [
            (tap(t("delete")), True, [send("DELETE", "/assets", {"ids": [ASSET], "force": True})]),
            (tap(t("cancel")), False, [])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The trash page and its two confirmations (both ConfirmModal's defaults)."""
    page = [{"button": t("restore_all")}, {"button": t("empty_trash")},
            {"text": t("trashed_items_will_be_permanently_deleted_after", days=30)}]  # fmt: skip
    return [
        _entry("opens-prompt", "trash page", {"title": t("trash"), "items": page}, [
            (tap(t("empty_trash")), False, [])]),
        _entry("delete", "empty trash dialog", {"title": t("trash"),
                                                **confirm(t, t("empty_trash_confirmation"))}, [
            (tap(t("confirm")), True, [send("POST", "/trash/empty")])]),
        _entry("reversible", "restore all dialog", {"title": t("trash"),
                                                    **confirm(t, t("assets_restore_confirmation"))},
               [(tap(t("confirm")), False, [send("POST", "/trash/restore")])]),
    ]  # fmt: skip


def album_screens(t: Any) -> list[dict[str, Any]]:
    """The album picker, an album's header and options menu, its title, the selection menu,
    and the delete and remove-from-album confirmations."""
    album = f"/albums/{ALBUM}"
    picker = [
        {"field": "search", "hint": t("search")},
        {"button": t("new_album")},
        {"row": ALBUM_NAME, "secondary": "24"},
        {"row": "Lisbon", "secondary": "112"},
    ]
    options = [{"menu": t(key)} for key in ("select_album_cover", "options", "delete_album")]
    delete = confirm(t, " ".join([t("album_delete_confirmation", album=ALBUM_NAME),
                                  t("album_delete_confirmation_description")]))  # fmt: skip
    remove = confirm(t, t("remove_assets_album_confirmation", count=1))
    title = [{"field": "album-title", "hint": t("add_a_title"), "text": "Kyoto 2024 (family)",
              "focused": True}, {"icon": t("share")}]  # fmt: skip
    return [
        _entry("reversible", "add to album picker", {"title": FILE, "dialog": {
            "title": t("add_to_album")}, "items": picker}, [
            (tap(ALBUM_NAME), False, [send("PUT", f"{album}/assets", {"ids": [ASSET]})])]),
        _entry("opens-prompt", "album options menu", {"title": ALBUM_NAME, "dialog": {},
                                                      "items": options}, [
            (tap(t("delete_album")), False, [])]),
        _entry("delete", "delete album dialog", {"title": ALBUM_NAME, **delete}, [
            (tap(t("confirm")), True, [send("DELETE", album)])]),
        _entry("reversible", "album title", {"title": ALBUM_NAME, "items": title}, [
            ({"enter": True}, False, [send("PATCH", album, {
                "albumName": "Kyoto 2024 (family)"})])]),
        _entry("reversible", "remove from album dialog", {"title": ALBUM_NAME, **remove}, [
            (tap(t("confirm")), False, [send("DELETE", f"{album}/assets", {"ids": [ASSET]})])]),
    ]  # fmt: skip


def album_sharing_screens(t: Any) -> list[dict[str, Any]]:
    """The album's share dialog, its members dialog (owner and member), the leave and remove
    confirmations, and the activity panel."""
    album = f"/albums/{ALBUM}"
    share = [
        {"text": t("users")},
        {"row": JAMIE_NAME, "secondary": JAMIE_EMAIL},
        {"button": t("add")},
        {"text": t("shared_links")},
        {"button": t("create_link")},
    ]
    owner = [{"row": JAMIE_NAME, "secondary": t("role_editor")}, {"icon": t("options")}]
    member = [
        {"row": "Alex Kim", "secondary": t("owner")},
        {"row": "Sam Ortiz", "secondary": t("role_viewer")},
        {"button": t("leave")},
    ]
    leave = confirm(t, t("album_leave_confirmation", album=ALBUM_NAME), t("album_leave"),
                    t("leave"))  # fmt: skip
    remove = confirm(t, t("album_remove_user_confirmation", user=JAMIE_NAME),
                     t("album_remove_user"), t("remove_user"))  # fmt: skip
    text = "Dinner was at the ryokan, 19:00."
    activity = [{"text": t("activity")}, {"field": "comment", "hint": t("say_something"),
                                          "text": text, "focused": True},
                {"icon": t("send_message")}]  # fmt: skip
    comment = {"albumId": ALBUM, "assetId": ASSET, "type": "comment", "comment": text}
    return [
        _entry("invite", "album share dialog", {"title": ALBUM_NAME, "dialog": {
            "title": t("share")}, "items": share}, [
            (tap(t("add")), True, [send("PUT", f"{album}/users", {
                "albumUsers": [{"userId": JAMIE, "role": "editor"}]})])]),
        _entry("reversible", "album members (owner, edit role)", {"title": ALBUM_NAME, "dialog": {
            "title": t("options")}, "items": [*owner, {"menu": t("disallow_edits")},
                                              {"menu": t("remove")}]}, [
            (tap(t("disallow_edits")), False, [send("PUT", f"{album}/user/{JAMIE}",
                                                   {"role": "viewer"})])]),
        _entry("reversible", "remove user dialog", {"title": ALBUM_NAME, **remove}, [
            (tap(t("remove_user")), False, [send("DELETE", f"{album}/user/{JAMIE}")])]),
        _entry("opens-prompt", "album members (member)", {"title": ALBUM_NAME, "dialog": {
            "title": t("options")}, "items": member}, [(tap(t("leave")), False, [])]),
        _entry("leave", "leave album dialog", {"title": ALBUM_NAME, **leave}, [
            (tap(t("leave")), True, [send("DELETE", f"{album}/user/me")])]),
        _entry("send", "activity panel", {"title": FILE, "items": activity}, [
            ({"enter": True}, True, [send("POST", "/activities", comment)]),
            (tap(t("send_message")), True, [send("POST", "/activities", comment)])]),
        _entry("delete", "comment menu", {"title": FILE, "dialog": {}, "items": [
            {"menu": t("remove")}]}, [
            (tap(t("remove")), True, [send("DELETE", f"/activities/{COMMENT}")])]),
    ]  # fmt: skip


def link_and_people_screens(t: Any) -> list[dict[str, Any]]:
    """The shared-link dialog, the shared links page and its delete confirmation, a person's
    menu, the merge selector and its confirmation, and the profile picture cropper."""
    create = {"dialog": {"title": t("create_link_to_share"),
                         "message": t("create_link_to_share_description")},
              "items": [{"field": "description", "hint": t("description")},
                        {"button": t("create_link")}]}  # fmt: skip
    link = {
        "type": "INDIVIDUAL",
        "assetIds": [ASSET],
        "allowUpload": False,
        "description": "",
        "password": "",
        "allowDownload": True,
        "showMetadata": True,
    }
    links = [{"row": FILE}, {"icon": t("edit_link")}, {"icon": t("delete_link")}]
    remove = confirm(t, t("confirm_delete_shared_link"), t("delete_shared_link"), t("delete"))
    person = [{"menu": t(key)} for key in ("select_featured_photo", "hide_person",
                                           "set_date_of_birth", "merge_people",
                                           "to_favorite")]  # fmt: skip
    merge = [{"text": t("selected_count", count=1)}, {"row": "Rose (2)"}, {"button": t("merge")}]
    people = f"/people/{PERSON}"
    tag = confirm(t, t("delete_tag_confirmation_prompt", tagName="Travel"), t("delete_tag"),
                  t("delete"))  # fmt: skip
    return [
        _entry("reversible", "create shared link dialog", {"title": FILE, **create}, [
            (tap(t("create_link")), False, [send("POST", "/shared-links", link)])]),
        _entry("opens-prompt", "shared links page", {"title": t("shared_links"), "items": links},
               [(tap(t("delete_link")), False, [])]),
        _entry("delete", "delete shared link dialog", {"title": t("shared_links"), **remove}, [
            (tap(t("delete")), True, [send("DELETE", f"/shared-links/{LINK}")])]),
        _entry("reversible", "person menu", {"title": PERSON_NAME, "dialog": {}, "items": person}, [
            (tap(t("hide_person")), False, [send("PUT", people, {"isHidden": True})])]),
        _entry("opens-prompt", "merge faces", {"title": t("merge_people"), "items": merge}, [
            (tap(t("merge")), False, [])]),
        _entry("merge", "merge people dialog", {"title": t("merge_people"),
                                                **confirm(t, t("merge_people_prompt"))}, [
            (tap(t("confirm")), True, [send("POST", f"{people}/merge", {"ids": [TWIN]})]),
            (tap(t("cancel")), False, [])]),
        _entry("merge", "merge suggestion dialog", {"title": PERSON_NAME, "dialog": {
            "title": f"{t('merge_people')} - {PERSON_NAME}",
            "message": t("are_these_the_same_person") + " " + t("they_will_be_merged_together")},
            "items": [{"icon": t("swap_merge_direction")}, {"button": t("no")},
                      {"button": t("yes")}]}, [
            (tap(t("yes")), True, [send("POST", f"{people}/merge", {"ids": [TWIN]})])]),
        _entry("delete", "delete tag dialog", {"title": t("tags"), **tag}, [
            (tap(t("delete")), True, [send("DELETE", f"/tags/{TAG}")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """User settings (API keys, OAuth, password, memories, partners) and the admin's user
    create and delete dialogs."""
    new_key = {
        "dialog": {"title": t("new_api_key")},
        "items": [
            {"field": "name", "hint": t("name"), "text": "Backup script"},
            {"switch": t("select_all")},
            {"button": t("cancel")},
            {"button": t("create")},
        ],
    }
    password = [{"field": "password", "hint": t("password"), "text": "••••••••"},
                {"field": "new-password", "hint": t("new_password"), "text": "••••••••••"},
                {"field": "confirm-password", "hint": t("confirm_password"), "text": "••••••••••"},
                {"button": t("save")}]  # fmt: skip
    memories = [
        {"text": t("time_based_memories")},
        {"text": t("photos_from_previous_years")},
        {"switch": t("enable")},
        {"button": t("save")},
    ]
    prefs = {"albums": {"defaultAssetOrder": "desc"},
             "folders": {"enabled": False, "sidebarWeb": False},
             "memories": {"enabled": False},
             "people": {"enabled": True, "sidebarWeb": False},
             "ratings": {"enabled": False},
             "sharedLinks": {"enabled": True, "sidebarWeb": False},
             "tags": {"enabled": False, "sidebarWeb": False},
             "cast": {"gCastEnabled": False}}  # fmt: skip
    partners = [{"button": t("add_partner")}, {"row": JAMIE_NAME, "secondary": JAMIE_EMAIL},
                {"icon": t("stop_sharing_photos_with_user")},
                {"switch": t("show_in_timeline")}]  # fmt: skip
    picker = [{"row": JAMIE_NAME, "secondary": JAMIE_EMAIL}, {"button": t("add")}]
    stop = confirm(t, t("stop_photo_sharing_description", partner=JAMIE_NAME),
                   t("stop_photo_sharing"))  # fmt: skip
    return [
        _entry("reversible", "new API key dialog", {"title": t("api_keys"), **new_key}, [
            (tap(t("create")), False, [send("POST", "/api-keys", {
                "name": "Backup script", "permissions": ["all"]})])]),
        _entry("delete", "delete API key dialog", {"title": t("api_keys"),
                                                   **confirm(t, t("delete_api_key_prompt"))}, [
            (tap(t("confirm")), True, [send("DELETE", f"/api-keys/{KEY}")])]),
        _entry("reversible", "OAuth settings", {"title": "OAuth", "items": [
            {"button": t("unlink_oauth")}]}, [
            (tap(t("unlink_oauth")), False, [send("POST", "/oauth/unlink")])]),
        _entry("reversible", "change password", {"title": t("change_password"),
                                                 "items": password}, [
            (tap(t("save")), False, [send("POST", "/auth/change-password", {
                "password": "old-Tide-42", "newPassword": "new-Harbour-77"})])]),
        _entry("reversible", "memories setting", {"title": t("features"), "items": memories}, [
            (tap(t("save")), False, [send("PUT", "/users/me/preferences", prefs)])]),
        _entry("reversible", "partner sharing", {"title": t("partner_sharing"),
                                                 "items": partners}, [
            (tap(t("show_in_timeline")), False, [send("PUT", f"/partners/{JAMIE}",
                                                       {"inTimeline": True})])]),
        _entry("share", "add partner dialog", {"title": t("partner_sharing"), "dialog": {
            "title": t("add_partner")}, "items": picker}, [
            (tap(t("add")), True, [send("POST", f"/partners/{JAMIE}")])]),
        _entry("reversible", "stop sharing dialog", {"title": t("partner_sharing"), **stop}, [
            (tap(t("confirm")), False, [send("DELETE", f"/partners/{JAMIE}")])]),
        *admin_screens(t),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin's create user dialog (welcome mail on) and delete user dialog, queued for
    deletion (restorable) and immediate."""
    create = {
        "dialog": {"title": t("create_new_user")},
        "items": [
            {"field": "email", "hint": t("email"), "text": JAMIE_EMAIL},
            {"switch": t("admin.send_welcome_email")},
            {"field": "password", "hint": t("password"), "text": "••••••••"},
            {"field": "name", "hint": t("name"), "text": JAMIE_NAME},
            {"button": t("cancel")},
            {"button": t("create")},
        ],
    }
    new_user = {"email": JAMIE_EMAIL, "password": "Welcome-Harbour-9",
                "shouldChangePassword": True, "name": JAMIE_NAME, "quotaSizeInBytes": None,
                "notify": True}  # fmt: skip
    queued = {"dialog": {"title": t("delete_user"), "message": t(
        "admin.user_delete_delay", user=JAMIE_NAME, delay=7)}, "items": [
        {"switch": t("admin.user_delete_immediately_checkbox")},
        {"button": t("cancel")}, {"button": t("delete")}]}  # fmt: skip
    now = {"dialog": {"title": t("delete_user"), "message": t(
        "admin.user_delete_immediately", user=JAMIE_NAME)}, "items": [
        {"switch": t("admin.user_delete_immediately_checkbox")},
        {"text": t("admin.force_delete_user_warning")},
        {"field": "email", "hint": t("admin.confirm_email_below", email=JAMIE_EMAIL),
         "text": JAMIE_EMAIL},
        {"button": t("cancel")}, {"button": t("permanently_delete")}]}  # fmt: skip
    user = f"/admin/users/{USER}"
    return [
        _entry("invite", "create user dialog", {"title": t("users"), **create}, [
            (tap(t("create")), True, [send("POST", "/admin/users", new_user)])]),
        _entry("reversible", "delete user dialog (queued)", {"title": t("users"), **queued}, [
            (tap(t("delete")), False, [send("DELETE", user, {"force": False})])]),
        _entry("delete-account", "delete user dialog (immediate)", {"title": t("users"), **now}, [
            (tap(t("permanently_delete")), True, [send("DELETE", user, {"force": True})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*viewer_screens(t), *trash_screens(t), *album_screens(t),
            *album_sharing_screens(t), *link_and_people_screens(t),
            *account_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for action, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"immich {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
