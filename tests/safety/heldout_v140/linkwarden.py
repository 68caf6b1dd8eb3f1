"""Linkwarden's web pages for the hundred-and-fortieth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's next-i18next catalogue (``{{name}}`` filled in). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

USER_ID, LINK, LINK_NAME = 1, 412, "The Shape of Design"
LINK_URL = "https://shapeofdesignbook.com/chapters/00-introduction/"
COLLECTION, COLLECTION_NAME = 27, "Research"
SHARED, SHARED_NAME = 31, "Team reading"
MEMBER_ID, MEMBER = 6, "maria"
TAG, TAG_NAME = 53, "typography"
TOKEN, TOKEN_NAME = 8, "iOS Shortcut"
RSS, RSS_NAME = 4, "LWN.net"
USER, USER_NAME = 9, "tom"
Act = tuple[str, bool, list[Any]]

DASHBOARD = "GET /api/v2/dashboard"
COLLECTIONS = "GET /api/v1/collections"
SIDEBAR_TAGS = "GET /api/v1/tags?cursor=0&sort=2"
"""The sidebar's tag list (``useTags`` sorted by name, A to Z, paginated from 2.14.0)."""
PAGE_TAGS = "GET /api/v1/tags?cursor=0&sort=0"
NEXT_DATA = "GET /_next/data/Xq3t9kP2mZ7vR4bN8cW5h"
"""Where a client-side ``router.push`` fetches the page's ``getServerSideProps`` data."""
"""The tags page's list (sorted newest first)."""


def body(method_path: str, value: Any) -> dict[str, str]:
    """A fetch with a JSON body, as ``JSON.stringify`` writes it."""
    return {"request": method_path, "body": json.dumps(value, ensure_ascii=False,
                                                        separators=(",", ":"))}  # fmt: skip


def link_object(pinned: bool) -> dict[str, Any]:
    """The link as ``usePinLink`` spreads it into ``useUpdateLink`` (its own fields, then
    ``pinnedBy``)."""
    return {"id": LINK, "name": LINK_NAME, "type": "url", "description": "", "url": LINK_URL,
            "collectionId": COLLECTION,
            "collection": {"id": COLLECTION, "name": COLLECTION_NAME, "ownerId": USER_ID},
            "tags": [{"id": TAG, "name": TAG_NAME}],
            "pinnedBy": [{"id": USER_ID}] if pinned else []}  # fmt: skip


def collection_object(public: bool, members: list[str]) -> dict[str, Any]:
    """The collection as the sharing modal hands it to ``useUpdateCollection``."""
    roles = [{"userId": MEMBER_ID if m == MEMBER else 7, "canCreate": True, "canUpdate": True,
              "canDelete": False, "user": {"username": m}} for m in members]  # fmt: skip
    return {"id": COLLECTION, "name": COLLECTION_NAME, "description": "", "color": "#0ea5e9",
            "isPublic": public, "ownerId": USER_ID, "members": roles,
            "propagateToSubcollections": False}  # fmt: skip


def link_screens(t: Any) -> list[dict[str, Any]]:
    """A link card's menu on the dashboard, the delete-link dialog, the refresh-preserved-
    formats confirmation and the bulk delete dialog of a tag's page."""
    card = [{"text": LINK_NAME}, {"text": "shapeofdesignbook.com"}]

    def menu(pinned: bool) -> dict[str, Any]:
        return {"title": t("dashboard"), "dialog": {}, "items": [*card,
                {"menu": t("unpin") if pinned else t("pin_to_dashboard")},
                {"menu": t("show_link_details")}, {"menu": t("edit_link")},
                {"menu": t("delete")}]}  # fmt: skip

    delete = {"title": t("dashboard"), "dialog": {"title": t("delete_link"),
              "message": t("link_deletion_confirmation_message")}, "items": [
        {"text": f"{t('tip')}: {t('shift_key_tip')}"}, {"button": t("delete")}]}  # fmt: skip
    refresh = {"title": t("dashboard"), "dialog": {"title": t("refresh_preserved_formats"),
               "message": t("refresh_preserved_formats_confirmation_desc")}, "items": [
        {"button": t("cancel")}, {"button": t("confirm")}]}  # fmt: skip
    bulk = {"title": f"#{TAG_NAME}", "dialog": {"title": t("delete_links", count=3),
            "message": t("links_deletion_confirmation_message", count=3)}, "items": [
        {"text": t("warning_irreversible")}, {"text": t("shift_key_tip")},
        {"button": t("delete")}]}  # fmt: skip
    after_link = [DASHBOARD, COLLECTIONS, SIDEBAR_TAGS]
    return [
        _entry("reversible", "link menu", menu(False), [
            (t("pin_to_dashboard"), False, [
                body(f"PUT /api/v1/links/{LINK}", link_object(True)), *after_link])]),
        _entry("reversible", "pinned link menu", menu(True), [
            (t("unpin"), False, [
                body(f"PUT /api/v1/links/{LINK}", {**link_object(False),
                                                   "pinnedBy": [{}]}), *after_link])]),
        _entry("opens-prompt", "link menu (opening)", menu(False), [
            (t("delete"), False, []), (t("edit_link"), False, [])]),
        _entry("delete", "delete link dialog", delete, [
            (t("delete"), True, [f"DELETE /api/v1/links/{LINK}", *after_link])]),
        _entry("delete", "refresh preserved formats confirmation", refresh, [
            (t("confirm"), True, [f"PUT /api/v1/links/{LINK}/archive", DASHBOARD]),
            (t("cancel"), False, [])]),
        _entry("delete", "bulk delete links dialog", bulk, [
            (t("delete"), True, [body("DELETE /api/v1/links", {"linkIds": [412, 415, 419]}),
                                 COLLECTIONS, SIDEBAR_TAGS])]),
    ]  # fmt: skip


def collection_screens(t: Any) -> list[dict[str, Any]]:
    """A collection's menu (owned and shared), the delete and leave dialogs, the sharing
    dialog (made public; a member removed) and the edit dialog."""
    owned = {"title": COLLECTION_NAME, "dialog": {}, "items": [
        {"menu": t("edit_collection_info")}, {"menu": t("share_and_collaborate")},
        {"menu": t("create_subcollection")}, {"menu": t("delete_collection")}]}  # fmt: skip
    shared = {"title": SHARED_NAME, "dialog": {}, "items": [
        {"menu": t("view_team")}, {"menu": t("leave_collection")}]}  # fmt: skip
    delete = {"title": COLLECTION_NAME, "dialog": {"title": t("delete_collection"),
              "message": t("collection_deletion_prompt")}, "items": [
        {"text": f"{t('warning')}: {t('deletion_warning')}"},
        {"button": t("delete")}]}  # fmt: skip
    leave = {"title": SHARED_NAME, "dialog": {"title": t("leave_collection"),
             "message": t("leave_prompt")}, "items": [{"button": t("leave")}]}  # fmt: skip

    def sharing(public: bool, members: list[str]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("make_collection_public")},
            {"switch": t("make_collection_public_checkbox"), "checked": public},
            {"text": t("make_collection_public_desc")},
        ]
        if public:
            items += [
                {"text": t("sharable_link")},
                {
                    "field": "link",
                    "hint": t("sharable_link"),
                    "text": f"https://links.example.org/public/collections/{COLLECTION}",
                },
            ]
        items += [
            {"text": t("members")},
            {"field": "member", "hint": t("add_member_placeholder"), "text": ""},
            {"text": "Alex Rivera"},
            {"text": t("owner")},
        ]
        for member in members:
            items += [{"text": f"@{member}"}, {"button": f"{t('contributor')} · @{member}"}]
        items += [
            {"switch": t("apply_members_roles_to_subcollections"), "checked": False},
            {"button": t("save_changes")},
        ]
        return {"title": COLLECTION_NAME, "dialog": {"title": t("share_and_collaborate")},
                "items": items}  # fmt: skip

    edit = {"title": COLLECTION_NAME, "dialog": {"title": t("edit_collection_info")}, "items": [
        {"field": "name", "hint": t("collection_name_placeholder"), "text": "Design research"},
        {"field": "description", "hint": t("collection_description_placeholder"), "text": ""},
        {"button": t("save_changes")}]}  # fmt: skip
    public = collection_object(True, [MEMBER, "jules"])
    removed = collection_object(False, ["jules"])
    return [
        _entry("opens-prompt", "collection menu", owned, [
            (t("delete_collection"), False, []),
            (t("share_and_collaborate"), False, [f"GET /api/v1/public/users/{USER_ID}"]),
            (t("edit_collection_info"), False, [])]),
        _entry("delete", "delete collection dialog", delete, [
            (t("delete"), True, [f"DELETE /api/v1/collections/{COLLECTION}",
                                 f"{NEXT_DATA}/collections.json", SIDEBAR_TAGS])]),
        _entry("opens-prompt", "shared collection menu", shared, [
            (t("leave_collection"), False, [])]),
        _entry("leave", "leave collection dialog", leave, [
            (t("leave"), True, [f"DELETE /api/v1/collections/{SHARED}",
                                f"{NEXT_DATA}/collections.json", SIDEBAR_TAGS])]),
        _entry("publish", "sharing dialog (made public)", sharing(True, [MEMBER, "jules"]), [
            (t("save_changes"), True, [body(f"PUT /api/v1/collections/{COLLECTION}", public)])]),
        _entry("revoke", "sharing dialog (a member removed)", sharing(False, ["jules"]), [
            (t("save_changes"), True, [body(f"PUT /api/v1/collections/{COLLECTION}",
                                            removed)])]),
        _entry("reversible", "edit collection dialog", edit, [
            (t("save_changes"), False, [body(f"PUT /api/v1/collections/{COLLECTION}", {
                "id": COLLECTION, "name": "Design research", "description": "",
                "color": "#0ea5e9", "isPublic": False, "ownerId": USER_ID})])]),
    ]  # fmt: skip


def tag_screens(t: Any) -> list[dict[str, Any]]:
    """The tags page, a tag card's menu and the delete-tag dialog."""
    page = {"title": t("tags"), "items": [
        {"button": t("new_tag")}, {"text": f"#{TAG_NAME}"}, {"icon": "More"}]}  # fmt: skip
    menu = {"title": t("tags"), "dialog": {}, "items": [
        {"text": f"#{TAG_NAME}"}, {"menu": t("delete_tag")}]}  # fmt: skip
    delete = {"title": t("tags"), "dialog": {"title": t("delete_tag"),
              "message": t("tag_deletion_confirmation_message")}, "items": [
        {"button": t("delete")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "tags page", page, [
            (t("new_tag"), False, []), ("More", False, [])]),
        _entry("opens-prompt", "tag menu", menu, [(t("delete_tag"), False, [])]),
        _entry("delete", "delete tag dialog", delete, [
            (t("delete"), True, [f"DELETE /api/v1/tags/{TAG}", SIDEBAR_TAGS, PAGE_TAGS])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Access tokens (page, new and revoke dialogs), RSS subscriptions (new and delete
    dialogs), the password page, the delete-account dialog and the profile menu."""
    tokens = {"title": t("access_tokens"), "items": [
        {"text": t("access_tokens_description")}, {"button": t("new_token")},
        {"text": TOKEN_NAME}, {"icon": t("revoke_token")}]}  # fmt: skip
    new_token = {"title": t("access_tokens"), "dialog": {"title": t("create_access_token")},
                 "items": [
        {"field": "name", "hint": t("token_name_placeholder"), "text": TOKEN_NAME},
        {"text": t("expires_in")}, {"button": t("7_days")},
        {"button": t("create_token")}]}  # fmt: skip
    revoke = {"title": t("access_tokens"), "dialog": {"title": t("revoke_token"),
              "message": t("revoke_confirmation")}, "items": [
        {"button": t("revoke")}]}  # fmt: skip
    feeds = {"title": t("rss_subscriptions"), "items": [
        {"text": t("rss_subscriptions_desc")}, {"button": t("new_rss_subscription")},
        {"text": RSS_NAME}, {"icon": t("delete")}]}  # fmt: skip
    new_feed = {"title": t("rss_subscriptions"), "dialog": {"title": t("create_rss_subscription")},
                "items": [
        {"field": "url", "hint": t("link"), "text": "https://lwn.net/headlines/rss"},
        {"field": "name", "hint": t("name"), "text": RSS_NAME},
        {"text": t("collection")}, {"text": COLLECTION_NAME},
        {"button": t("create_rss_subscription")}]}  # fmt: skip
    delete_feed = {"title": t("rss_subscriptions"), "dialog": {"title": t("delete_link"),
                   "message": t("rss_deletion_confirmation")}, "items": [
        {"button": t("delete")}]}  # fmt: skip
    password = {"title": t("change_password"), "items": [
        {"text": t("password_change_instructions")},
        {"field": "old", "hint": t("old_password"), "text": "••••••••••"},
        {"field": "new", "hint": t("new_password"), "text": "••••••••••••"},
        {"button": t("save_changes")}]}  # fmt: skip
    account = {"title": t("accountSettings"), "dialog": {"title": t("delete_account"),
               "message": t("delete_warning")}, "items": [
        {"field": "password", "hint": t("confirm_password"), "text": "••••••••••"},
        {"field": "confirm", "hint": t("type_confirm_to_delete"), "text": "confirm"},
        {"button": t("delete_your_account")}]}  # fmt: skip
    profile = {"title": t("dashboard"), "dialog": {}, "items": [
        {"menu": t("settings")}, {"menu": t("server_administration")},
        {"menu": t("theme")}, {"menu": t("need_help")}, {"menu": t("logout")}]}  # fmt: skip
    sign_out = [
        "GET /api/v1/auth/csrf",
        {"request": "POST /api/v1/auth/signout",
         "body": "csrfToken=7f3c9a2e&callbackUrl=https%3A%2F%2Flinks.example.org%2Fdashboard"
                 "&json=true"},
        {"request": "GET /dashboard", "via": "link"},
    ]  # fmt: skip
    return [
        _entry("opens-prompt", "access tokens page", tokens, [
            (t("new_token"), False, []), (t("revoke_token"), False, [])]),
        _entry("reversible", "new access token dialog", new_token, [
            (t("create_token"), False, [body("POST /api/v1/tokens", {
                "name": TOKEN_NAME, "expires": 0})])]),
        _entry("revoke", "revoke token dialog", revoke, [
            (t("revoke"), True, [f"DELETE /api/v1/tokens/{TOKEN}"])]),
        _entry("opens-prompt", "rss subscriptions page", feeds, [
            (t("new_rss_subscription"), False, []), (t("delete"), False, [])]),
        _entry("reversible", "new rss subscription dialog", new_feed, [
            (t("create_rss_subscription"), False, [body("POST /api/v1/rss", {
                "name": RSS_NAME, "url": "https://lwn.net/headlines/rss",
                "collectionId": COLLECTION, "collectionName": COLLECTION_NAME}),
                "GET /api/v1/rss"])]),
        _entry("delete", "delete rss subscription dialog", delete_feed, [
            (t("delete"), True, [f"DELETE /api/v1/rss/{RSS}", "GET /api/v1/rss"])]),
        _entry("reversible", "password page", password, [
            (t("save_changes"), False, [body(f"PUT /api/v1/users/{USER_ID}", {
                "id": USER_ID, "name": "Alex Rivera", "username": "alex",
                "email": "alex@example.org", "newPassword": "harbour-lights-9",
                "oldPassword": "blue-heron-22"})])]),
        _entry("delete-account", "delete account dialog", account, [
            (t("delete_your_account"), True, [
                body(f"DELETE /api/v1/users/{USER_ID}", {"password": "blue-heron-22",
                     "cancellation_details": {"comment": "", "feedback": ""}}),
                *sign_out[:2], {"request": "GET /settings/account", "via": "link"}])]),
        _entry("reversible", "profile menu", profile, [(t("logout"), False, sign_out)]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The user administration page, the new-user and delete-user dialogs, the background
    jobs page and its two confirmations."""
    users = {"title": t("user_administration"), "items": [
        {"field": "search", "hint": t("search_users"), "text": ""},
        {"button": t("create_user")}, {"text": USER_NAME}, {"text": "tom@example.org"},
        {"icon": t("delete_user")}]}  # fmt: skip
    new_user = {"title": t("user_administration"), "dialog": {"title": t("create_new_user")},
                "items": [
        {"field": "name", "hint": t("display_name"), "text": "Tom Becker"},
        {"field": "username", "hint": t("username"), "text": USER_NAME},
        {"field": "password", "hint": t("password"), "text": "••••••••••"},
        {"button": t("create_user")}]}  # fmt: skip
    delete = {"title": t("user_administration"), "dialog": {"title": t("delete_user"),
              "message": t("confirm_user_deletion")}, "items": [
        {"text": t("confirm_user_removal_desc")},
        {"text": f"{t('warning')}: {t('irreversible_action_warning')}"},
        {"button": t("delete_confirmation")}]}  # fmt: skip
    jobs = {"title": t("background_jobs"), "items": [
        {"text": t("link_preservation_job")}, {"text": t("link_preservation_job_desc")},
        {"button": t("regenerate_broken_links")}, {"button": t("regenerate_all_links")},
        {"text": t("search_indexing_job")}]}  # fmt: skip

    def confirm(key: str) -> dict[str, Any]:
        return {"title": t("background_jobs"), "dialog": {"title": t(key)}, "items": [
            {"text": f"{t('warning')}: {t('irreversible_action_warning')}"},
            {"button": t("cancel")}, {"button": t("confirm")}]}  # fmt: skip

    def preservation(action: str) -> list[Any]:
        return [body("DELETE /api/v1/worker/preservation", {"action": action}),
                "GET /api/v1/worker"]  # fmt: skip

    return [
        _entry("opens-prompt", "user administration page", users, [
            (t("create_user"), False, []), (t("delete_user"), False, [])]),
        _entry("reversible", "new user dialog", new_user, [
            (t("create_user"), False, [body("POST /api/v1/users", {
                "name": "Tom Becker", "username": USER_NAME,
                "password": "harbour-lights-9"})])]),
        _entry("delete-user", "delete user dialog", delete, [
            (t("delete_confirmation"), True, [f"DELETE /api/v1/users/{USER}"])]),
        _entry("opens-prompt", "background jobs page", jobs, [
            (t("regenerate_broken_links"), False, []),
            (t("regenerate_all_links"), False, [])]),
        _entry("reversible", "regenerate broken preservations confirmation",
               confirm("regenerate_broken_links"), [
            (t("confirm"), False, preservation("allBroken")), (t("cancel"), False, [])]),
        _entry("delete", "regenerate all preservations confirmation",
               confirm("regenerate_all_links"), [
            (t("confirm"), True, preservation("allAndRePreserve")),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*link_screens(t), *collection_screens(t), *tag_screens(t), *settings_screens(t),
            *admin_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"linkwarden {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
