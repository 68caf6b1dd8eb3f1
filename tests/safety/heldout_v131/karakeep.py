"""Karakeep's web pages for the hundred-and-thirty-first held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's i18next catalogue (``{{name}}`` filled in). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

BOOKMARK, BOOKMARK_TITLE = "q7wz3k9m2xr5tb8nvc4hdl6e", "The Shape of Design"
LIST, LIST_NAME, LIST_ICON = "m4kx8r2vq9zt6bn3wc7hpl5d", "Reading queue", "📚"
SHARED_LIST, SHARED_NAME = "c2nv7q5kx8mz3rt9wb4dhl6p", "Team research"
INVITATION = "h9rt2m6kq4xz8vn3cb7wdl5p"
TAG, TAG_NAME = "t5kq8x2mz7rv3nb9wc4hdl6j", "typography"
ARCHIVE_ASSET = "a3mz9q2kx7vr5tb8nc4hdl6w"
API_KEY, API_KEY_NAME = "k6xv2q9mz4rt7bn3wc8hdl5a", "iOS Shortcuts"
WEBHOOK, FEED, FEED_NAME = "w8qz3k7mx2vr9tb5nc4hdl6s", "f2vk9q4mx7zr3tb8nc5hdl6r", "LWN.net"
BACKUP, BACKUP_ASSET = "b7kq2x9mz4vr8tn3wc5hdl6u", "a9xq4k2mz7vr3tb8nc5hdl6b"
RULE, USER, USER_NAME = "r4mq8x2kz9vt3bn7wc5hdl6g", "u3kz9q7mx2vr8tb4nc6hdl5y", "Maria Lopez"
WEBHOOK_URL = "https://hooks.example.org/karakeep"
Act = tuple[str, bool, list[Any]]


def trpc(procedure: str, value: Any = None) -> dict[str, str]:
    """One tRPC mutation as ``httpBatchLink`` sends it: ``POST /api/trpc/<procedure>?batch=1``
    with the batch ``{"0": superjson}``; a mutation called with no input is superjson's
    ``undefined`` (``{"meta":{"values":["undefined"]}}``)."""
    item = {"meta": {"values": ["undefined"]}} if value is None else {"json": value}
    body = json.dumps({"0": item}, ensure_ascii=False, separators=(",", ":"))
    return {"request": f"POST /api/trpc/{procedure}?batch=1", "body": body}


def asset(asset_id: str) -> dict[str, str]:
    """An asset opened by ``window.open`` or a download link: the browser's GET."""
    return {"request": f"GET /api/assets/{asset_id}", "via": "link"}


def confirm(t: Any, title: str, message: str, page: str, *extra: dict[str, Any],
            action: str) -> dict[str, Any]:  # fmt: skip
    """ActionConfirmingDialog: title, description, Close and the action button."""
    return {"title": page, "dialog": {"title": title, "message": message},
            "items": [*extra, {"button": t("actions.close")}, {"button": action}]}  # fmt: skip


def bookmark_screens(t: Any) -> list[dict[str, Any]]:
    """A bookmark card's menu (on the home grid and inside a list), its Offline Copies and
    More submenus, and the delete dialog."""

    def menu(in_list: bool) -> dict[str, Any]:
        items = [
            {"menu": t("actions.select")},
            {"menu": t("actions.edit")},
            {"menu": t("actions.favorite")},
            {"menu": t("actions.archive")},
            {"menu": t("actions.copy_link")},
            {"menu": t("actions.manage_lists")},
        ]
        if in_list:
            items.append({"menu": t("actions.remove_from_list")})
        items += [{"menu": t("actions.offline_copies")}, {"menu": t("actions.more")},
                  {"menu": t("actions.delete")}]  # fmt: skip
        return {"title": LIST_NAME if in_list else t("common.home"), "dialog": {},
                "items": [{"text": BOOKMARK_TITLE}, *items]}  # fmt: skip

    offline = {"title": t("common.home"), "dialog": {}, "items": [
        {"menu": t("actions.preserve_offline_archive")}, {"menu": t("actions.preserve_as_pdf")},
        {"menu": t("actions.download_full_page_archive_file")}]}  # fmt: skip
    more = {"title": t("common.home"), "dialog": {}, "items": [
        {"menu": t("actions.refresh")}, {"menu": t("actions.add_banner")}]}  # fmt: skip
    delete = confirm(t, t("dialogs.bookmarks.delete_confirmation_title"),
                     t("dialogs.bookmarks.delete_confirmation_description"), t("common.home"),
                     action="Delete")  # fmt: skip
    return [
        _entry("reversible", "bookmark menu", menu(False), [
            (t("actions.favorite"), False, [trpc("bookmarks.updateBookmark", {
                "bookmarkId": BOOKMARK, "favourited": True})]),
            (t("actions.archive"), False, [trpc("bookmarks.updateBookmark", {
                "bookmarkId": BOOKMARK, "archived": True})]),
            (t("actions.copy_link"), False, [])]),
        _entry("opens-prompt", "bookmark menu (opening)", menu(False), [
            (t("actions.delete"), False, []), (t("actions.edit"), False, [])]),
        _entry("reversible", "bookmark menu in a list", menu(True), [
            (t("actions.remove_from_list"), False, [trpc("lists.removeFromList", {
                "listId": LIST, "bookmarkId": BOOKMARK})])]),
        _entry("reversible", "offline copies submenu", offline, [
            (t("actions.preserve_offline_archive"), False, [trpc("bookmarks.recrawlBookmark", {
                "bookmarkId": BOOKMARK, "archiveFullPage": True})]),
            (t("actions.preserve_as_pdf"), False, [trpc("bookmarks.recrawlBookmark", {
                "bookmarkId": BOOKMARK, "storePdf": True})]),
            (t("actions.download_full_page_archive_file"), False, [asset(ARCHIVE_ASSET)])]),
        _entry("reversible", "more submenu", more, [
            (t("actions.refresh"), False, [trpc("bookmarks.recrawlBookmark", {
                "bookmarkId": BOOKMARK})])]),
        _entry("delete", "delete bookmark dialog", delete, [
            ("Delete", True, [trpc("bookmarks.deleteBookmark", {"bookmarkId": BOOKMARK})]),
            (t("actions.close"), False, [])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """A list's options menu (owned and shared), its delete and leave dialogs, the share
    dialog while private and while public, and the pending invitations card."""
    owned = {"title": f"{LIST_ICON} {LIST_NAME}", "dialog": {}, "items": [
        {"menu": t("actions.edit")}, {"menu": t("lists.share_list")},
        {"menu": t("lists.collaborators.manage")}, {"menu": t("lists.new_nested_list")},
        {"menu": t("lists.merge_list")}, {"menu": t("actions.toggle_show_archived")},
        {"menu": t("actions.delete")}]}  # fmt: skip
    shared = {"title": f"🔬 {SHARED_NAME}", "dialog": {}, "items": [
        {"menu": t("lists.collaborators.view")}, {"menu": t("actions.toggle_show_archived")},
        {"menu": t("lists.leave_list.action")}]}  # fmt: skip
    children = {"switch": t("lists.delete_list.delete_children")}
    delete = confirm(
        t,
        t("lists.delete_list.title"),
        t("lists.delete_list.description"),
        f"{LIST_ICON} {LIST_NAME}",
        children,
        action=t("actions.delete"),
    )
    delete_all = copy.deepcopy(delete)
    delete_all["items"][0]["checked"] = True
    leave = confirm(t, t("lists.leave_list.title"),
                    t("lists.leave_list.confirm_message", icon="🔬", name=SHARED_NAME),
                    f"🔬 {SHARED_NAME}", {"text": t("lists.leave_list.warning")},
                    action=t("lists.leave_list.action"))  # fmt: skip

    def share(public: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("lists.public_list.description")},
            {"switch": t("lists.public_list.title"), "checked": public},
        ]
        if public:
            items.append(
                {
                    "field": "share",
                    "hint": t("lists.public_list.share_link"),
                    "text": f"https://keep.example.org/public/lists/{LIST}",
                }
            )
        items += [
            {"text": t("lists.rss.description")},
            {"switch": t("lists.rss.title"), "checked": public},
        ]
        if public:
            items.append(
                {
                    "field": "rss",
                    "hint": t("lists.rss.feed_url"),
                    "text": f"https://keep.example.org/api/v1/rss/lists/{LIST}?token=9f2",
                }
            )
        items.append({"button": t("actions.close")})
        return {"title": f"{LIST_ICON} {LIST_NAME}", "dialog": {"title": t("lists.share_list")},
                "items": items}  # fmt: skip

    invitations = {"title": t("lists.all_lists"), "items": [
        {"text": t("lists.invitations.pending")}, {"text": t("lists.invitations.description")},
        {"text": f"🔬 {SHARED_NAME}"}, {"text": f"{t('lists.invitations.invited_by')} Tom Becker"},
        {"button": t("lists.invitations.decline")},
        {"button": t("lists.invitations.accept")}]}  # fmt: skip
    public = t("lists.public_list.title")
    rss = t("lists.rss.title")
    return [
        _entry("opens-prompt", "list options menu", owned, [
            (t("actions.delete"), False, []), (t("lists.share_list"), False, [])]),
        _entry("delete", "delete list dialog", delete, [
            (t("actions.delete"), True, [trpc("lists.delete", {
                "listId": LIST, "deleteChildren": False})]),
            (t("actions.close"), False, [])]),
        _entry("delete", "delete list dialog (children too)", delete_all, [
            (t("actions.delete"), True, [trpc("lists.delete", {
                "listId": LIST, "deleteChildren": True})])]),
        _entry("opens-prompt", "shared list options menu", shared, [
            (t("lists.leave_list.action"), False, [])]),
        _entry("leave", "leave list dialog", leave, [
            (t("lists.leave_list.action"), True, [trpc("lists.leaveList", {
                "listId": SHARED_LIST})]),
            (t("actions.close"), False, [])]),
        _entry("publish", "share list dialog (private)", share(False), [
            (public, True, [trpc("lists.edit", {"listId": LIST, "public": True})]),
            (rss, False, [trpc("lists.regenRssToken", {"listId": LIST})])]),
        _entry("revoke", "share list dialog (public)", share(True), [
            (rss, True, [trpc("lists.clearRssToken", {"listId": LIST})]),
            (public, False, [trpc("lists.edit", {"listId": LIST, "public": False})])]),
        _entry("decline", "pending invitations card", invitations, [
            (t("lists.invitations.decline"), True, [trpc("lists.declineInvitation", {
                "invitationId": INVITATION})]),
            (t("lists.invitations.accept"), False, [trpc("lists.acceptInvitation", {
                "invitationId": INVITATION})])]),
    ]  # fmt: skip


def tag_screens(t: Any) -> list[dict[str, Any]]:
    """A tag's options menu and its delete dialog."""
    options = {"title": TAG_NAME, "dialog": {}, "items": [
        {"menu": t("actions.rename")}, {"menu": t("actions.merge")},
        {"menu": t("actions.toggle_show_archived")}, {"menu": t("actions.delete")}]}  # fmt: skip
    delete = confirm(t, f"Delete {TAG_NAME}?",
                     f'Are you sure you want to delete the tag "{TAG_NAME}"?', TAG_NAME,
                     action="Delete")  # fmt: skip
    return [
        _entry("opens-prompt", "tag options menu", options, [
            (t("actions.delete"), False, [])]),
        _entry("delete", "delete tag dialog", delete, [
            ("Delete", True, [trpc("tags.delete", {"tagId": TAG})]),
            (t("actions.close"), False, [])]),
    ]  # fmt: skip


def key_screens(t: Any) -> list[dict[str, Any]]:
    """The API keys page, the new-key dialog, the delete and regenerate dialogs."""
    page = t("settings.api_keys.api_keys")
    keys = {"title": page, "items": [
        {"button": t("settings.api_keys.new_api_key")},
        {"text": API_KEY_NAME}, {"text": "ak2_9f3c1e"},
        {"icon": "Regenerate"}, {"icon": t("actions.delete")}]}  # fmt: skip
    new = {"title": page, "dialog": {"title": t("settings.api_keys.new_api_key")}, "items": [
        {"field": "name", "hint": t("common.name"), "text": "Raycast", "focused": True},
        {"text": t("settings.api_keys.new_api_key_desc")},
        {"radio": t("settings.api_keys.scopes.full_access.label"), "checked": True},
        {"radio": t("settings.api_keys.scopes.limited_scopes.label"), "checked": False},
        {"button": t("actions.close")}, {"button": t("actions.create")}]}  # fmt: skip
    delete = confirm(t, "Delete API Key",
                     f'Are you sure you want to delete the API key "{API_KEY_NAME}"? Any '
                     "service using this API key will lose access.", page,
                     action=t("actions.delete"))  # fmt: skip
    regenerate = {"title": page, "dialog": {
        "title": t("settings.api_keys.regenerate_api_key"),
        "message": t("settings.api_keys.regenerate_warning", name=API_KEY_NAME)}, "items": [
        {"text": t("settings.api_keys.regenerate_confirmation")},
        {"button": t("actions.cancel")}, {"button": t("actions.regenerate")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "api keys page", keys, [
            (t("actions.delete"), False, []), ("Regenerate", False, [])]),
        _entry("reversible", "new api key dialog", new, [
            (t("actions.create"), False, [trpc("apiKeys.create", {
                "name": "Raycast", "scopes": ["fullaccess"]})])]),
        _entry("revoke", "delete api key dialog", delete, [
            (t("actions.delete"), True, [trpc("apiKeys.revoke", {"id": API_KEY})]),
            (t("actions.close"), False, [])]),
        _entry("revoke", "regenerate api key dialog", regenerate, [
            (t("actions.regenerate"), True, [trpc("apiKeys.regenerate", {"id": API_KEY})]),
            (t("actions.cancel"), False, [])]),
    ]  # fmt: skip


def integration_screens(t: Any) -> list[dict[str, Any]]:
    """The webhooks page, its create and delete dialogs; the RSS subscriptions page and the
    delete-feed dialog; the backups page, its delete dialog and its configuration."""
    page = t("settings.webhooks.webhooks")
    webhooks = {"title": page, "items": [
        {"text": t("settings.webhooks.description")},
        {"button": t("settings.webhooks.create_webhook")}, {"text": WEBHOOK_URL},
        {"text": "created, edited"}, {"button": t("actions.edit")},
        {"button": t("settings.webhooks.edit_auth_token")},
        {"button": t("actions.delete")}]}  # fmt: skip
    create = {"title": page, "dialog": {"title": t("settings.webhooks.create_webhook")},
              "items": [
        {"field": "url", "hint": "URL", "text": "https://n8n.example.org/webhook/kk",
         "focused": True},
        {"field": "token", "hint": t("settings.webhooks.auth_token"), "text": ""},
        {"text": t("settings.webhooks.events.title")},
        {"switch": t("settings.webhooks.events.created"), "checked": True},
        {"switch": t("settings.webhooks.events.edited"), "checked": False},
        {"switch": t("settings.webhooks.events.crawled"), "checked": False},
        {"button": "Close"}, {"button": "Add"}]}  # fmt: skip
    delete_hook = confirm(t, t("settings.webhooks.delete_webhook"),
                          t("settings.webhooks.delete_webhook_confirmation"), page,
                          action=t("actions.delete"))  # fmt: skip
    feeds = {"title": t("settings.feeds.rss_subscriptions"), "items": [
        {"button": t("settings.feeds.add_a_subscription")}, {"text": FEED_NAME},
        {"switch": FEED_NAME, "checked": True}, {"icon": t("actions.fetch_now")}]}  # fmt: skip
    delete_feed = confirm(t, f'Delete Feed "{FEED_NAME}"?',
                          f'Are you sure you want to delete the feed "{FEED_NAME}"?',
                          t("settings.feeds.rss_subscriptions"),
                          action=t("actions.delete"))  # fmt: skip
    backups_page = t("settings.backups.page_title")
    backups = {"title": backups_page, "items": [
        {"text": t("settings.backups.list.title")},
        {"button": t("settings.backups.list.create_backup_now")},
        {"text": "5/2/2026, 3:00:12 AM"}, {"text": "1,412"}, {"text": "38.2 MB"},
        {"text": t("settings.backups.list.status.success")},
        {"icon": t("settings.backups.list.actions.download_backup")}]}  # fmt: skip
    delete_backup = confirm(
        t,
        t("settings.backups.dialogs.delete_backup_title"),
        t("settings.backups.dialogs.delete_backup_description"),
        backups_page,
        action=t("settings.backups.list.actions.delete_backup"),
    )
    config = {"title": backups_page, "items": [
        {"text": t("settings.backups.configuration.title")},
        {"switch": t("settings.backups.configuration.enable_automatic_backups"),
         "checked": True},
        {"field": "frequency", "hint": t("settings.backups.configuration.backup_frequency"),
         "text": t("settings.backups.configuration.frequency.weekly")},
        {"field": "retention", "hint": t("settings.backups.configuration.retention_period"),
         "text": "30"},
        {"button": t("settings.backups.configuration.save_settings")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "webhooks page", webhooks, [
            (t("actions.delete"), False, [])]),
        _entry("reversible", "create webhook dialog", create, [
            ("Add", False, [trpc("webhooks.create", {
                "url": "https://n8n.example.org/webhook/kk", "events": ["created"]})])]),
        _entry("delete", "delete webhook dialog", delete_hook, [
            (t("actions.delete"), True, [trpc("webhooks.delete", {"webhookId": WEBHOOK})])]),
        _entry("reversible", "rss subscriptions page", feeds, [
            (t("actions.fetch_now"), False, [trpc("feeds.fetchNow", {"feedId": FEED})])]),
        _entry("delete", "delete feed dialog", delete_feed, [
            (t("actions.delete"), True, [trpc("feeds.delete", {"feedId": FEED})])]),
        _entry("reversible", "backups page", backups, [
            (t("settings.backups.list.create_backup_now"), False, [
                trpc("backups.triggerBackup")]),
            (t("settings.backups.list.actions.download_backup"), False, [
                asset(BACKUP_ASSET)])]),
        _entry("delete", "delete backup dialog", delete_backup, [
            (t("settings.backups.list.actions.delete_backup"), True, [
                trpc("backups.delete", {"backupId": BACKUP})])]),
        _entry("reversible", "backup configuration", config, [
            (t("settings.backups.configuration.save_settings"), False, [
                trpc("users.updateSettings", {"backupsEnabled": True,
                                              "backupsFrequency": "weekly",
                                              "backupsRetentionDays": 30})])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The profile menu, the change-password form, the profile photo and its remove dialog,
    the danger zone and the delete-account dialog, the rule engine's delete dialog."""
    menu = {"title": t("common.home"), "dialog": {}, "items": [
        {"text": "Alice Moreau"}, {"menu": t("settings.user_settings")},
        {"menu": t("admin.admin_settings")}, {"menu": t("cleanups.cleanups")},
        {"menu": t("options.dark_mode")}, {"menu": t("keyboard_shortcuts.title")},
        {"menu": t("options.documentation")}, {"menu": t("actions.sign_out")}]}  # fmt: skip
    info = t("settings.info.user_info")
    password = {"title": info, "items": [
        {"text": t("settings.info.change_password")},
        {"field": "current", "hint": t("settings.info.current_password"), "text": "••••••••"},
        {"field": "new", "hint": t("settings.info.new_password"), "text": "••••••••••"},
        {"field": "confirm", "hint": t("settings.info.confirm_new_password"),
         "text": "••••••••••"},
        {"button": t("actions.save")}]}  # fmt: skip
    avatar = {"title": info, "items": [
        {"text": t("settings.info.avatar.title")},
        {"text": t("settings.info.avatar.description")},
        {"button": t("settings.info.avatar.change")},
        {"button": t("settings.info.avatar.remove")}]}  # fmt: skip
    remove = {"title": info, "dialog": {
        "title": t("settings.info.avatar.remove_confirm_title"),
        "message": t("settings.info.avatar.remove_confirm_description")}, "items": [
        {"button": t("actions.close")},
        {"button": t("settings.info.avatar.remove")}]}  # fmt: skip
    danger = {"title": info, "items": [
        {"text": "Danger Zone"},
        {"text": "Permanently delete your account and all associated data. This action "
                 "cannot be undone."},
        {"button": "Delete Account"}]}  # fmt: skip
    delete = {"title": info, "dialog": {
        "title": "Delete Account", "message": "This action is irreversible"}, "items": [
        {"text": "All your bookmarks, lists, tags, highlights, and other data will be "
                 "permanently deleted. This cannot be undone."},
        {"field": "password", "hint": "Enter your password to confirm deletion",
         "text": "••••••••", "focused": True},
        {"button": t("actions.close")}, {"button": "Delete Account"}]}  # fmt: skip
    rules = t("settings.rules.rules")
    delete_rule = confirm(t, t("settings.rules.delete_rule"),
                          t("settings.rules.delete_rule_confirmation"), rules,
                          action=t("actions.delete"))  # fmt: skip
    return [
        _entry("reversible", "profile menu", menu, [
            (t("actions.sign_out"), False, [{"request": "GET /logout", "via": "link"}])]),
        _entry("reversible", "change password form", password, [
            (t("actions.save"), False, [trpc("users.changePassword", {
                "currentPassword": "blue-heron", "newPassword": "grey-heron-42"})])]),
        _entry("opens-prompt", "profile photo", avatar, [
            (t("settings.info.avatar.remove"), False, [])]),
        _entry("delete", "remove avatar dialog", remove, [
            (t("settings.info.avatar.remove"), True, [trpc("users.updateAvatar", {
                "assetId": None})]),
            (t("actions.close"), False, [])]),
        _entry("opens-prompt", "danger zone", danger, [("Delete Account", False, [])]),
        _entry("delete-account", "delete account dialog", delete, [
            ("Delete Account", True, [trpc("users.deleteAccount", {"password": "blue-heron"})]),
            (t("actions.close"), False, [])]),
        _entry("delete", "delete rule dialog", delete_rule, [
            (t("actions.delete"), True, [trpc("rules.delete", {"id": RULE})])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin users list, the delete-user and reset-password dialogs, the background
    jobs page."""
    page = t("admin.users_list.users_list")
    users = {"title": page, "items": [
        {"icon": "Create User"}, {"text": USER_NAME}, {"text": "maria@lopez.example"},
        {"text": t("common.roles.user")}, {"icon": t("admin.users_list.delete_user")},
        {"icon": t("admin.users_list.reset_password")}]}  # fmt: skip
    delete = confirm(t, t("admin.users_list.delete_user"),
                     t("admin.users_list.delete_user_confirm_description", name=USER_NAME),
                     page, action="Delete")  # fmt: skip
    reset = {"title": page, "dialog": {"title": "Reset Password"}, "items": [
        {"field": "newPassword", "hint": "New Password", "text": "••••••••••", "focused": True},
        {"field": "newPasswordConfirm", "hint": "Confirm New Password", "text": "••••••••••"},
        {"button": "Close"}, {"button": "Reset"}]}  # fmt: skip
    jobs = {"title": t("admin.background_jobs.background_jobs"), "items": [
        {"text": t("admin.background_jobs.jobs.crawler.title")},
        {"button": t("admin.background_jobs.actions.recrawl_failed_links_only")},
        {"button": t("admin.background_jobs.actions.recrawl_all_links")},
        {"text": t("admin.background_jobs.jobs.indexing.title")},
        {"button": t("admin.background_jobs.actions.reindex_all_bookmarks")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "users list", users, [
            (t("admin.users_list.delete_user"), False, []),
            (t("admin.users_list.reset_password"), False, [])]),
        _entry("delete-user", "delete user dialog", delete, [
            ("Delete", True, [trpc("users.delete", {"userId": USER})]),
            (t("actions.close"), False, [])]),
        _entry("reset-password", "reset password dialog", reset, [
            ("Reset", True, [trpc("admin.resetPassword", {
                "userId": USER, "newPassword": "harbour-lights-9",
                "newPasswordConfirm": "harbour-lights-9"})]),
            ("Close", False, [])]),
        _entry("reversible", "background jobs page", jobs, [
            (t("admin.background_jobs.actions.recrawl_failed_links_only"), False, [
                trpc("admin.recrawlLinks", {"crawlStatus": "failure", "runInference": True})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*bookmark_screens(t), *list_screens(t), *tag_screens(t), *key_screens(t),
            *integration_screens(t), *account_screens(t), *admin_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"karakeep {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
