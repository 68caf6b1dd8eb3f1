"""BookStack's screens for the hundred-and-twenty-second held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's ``lang/<locale>/<file>.php`` catalogues (``file.key``). What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

BOOK, BOOK_NAME = "harbour-handbook", "Harbour Handbook"
CHAPTER, CHAPTER_NAME = "tides", "Tides"
PAGE, PAGE_ID, PAGE_NAME = "mooring-rules", 42, "Mooring Rules"
DRAFT_ID, SHELF, SHELF_NAME = 57, "operations", "Operations"
REVISION, COMMENT, COMMENT_LOCAL = 7, 15, 2
USER, USER_NAME, ME, ME_NAME = 5, "Maria Lopez", 1, "Alice Moreau"
EMAIL = "alice@harbour.example"
TOKEN_ID, TOKEN_NAME = 4, "Backup script"
WEBHOOK, WEBHOOK_NAME = 2, "Chat alerts"
ENDPOINT = "https://chat.harbour.example/hooks/bookstack"
ROLE, ROLE_NAME, OTHER_ROLE = 3, "Editor", 2
DELETION, DELETED_NAME = 9, "Old Procedures"
IMAGE, IMAGE_NAME, ATTACHMENT = 21, "tide-chart.png", 6
CSRF = "kQ7vN2xR9pLm4TzW8cYb1HdF6sJa3GeU0nVoXiKq"  # made up; one per session in Laravel
PAGE_URL = f"/books/{BOOK}/page/{PAGE}"
HTML = "<p>Moor bow and stern at every berth.</p>"
COMMENT_HTML = "<p>Should berth 4 be on this list too?</p>"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def form(path: str, fields: Fields, method: str = "POST") -> dict[str, str]:
    """An HTML form submitted by the browser: urlencoded, ``_token`` and (for PUT and DELETE)
    Laravel's ``_method`` among its fields."""
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)
    return {"request": f"{method} {path}", "body": body, "via": "form"}


def fetch(method: str, path: str, body: Any = None, raw: str | None = None) -> Any:
    """One ``window.$http`` fetch: a JSON body (``JSON.stringify``), or a FormData's fields."""
    if body is None and raw is None:
        return f"{method} {path}"
    text = raw if raw is not None else json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return {"request": f"{method} {path}", "body": text}


def token(*fields: tuple[str, str]) -> Fields:
    return [("_token", CSRF), *fields]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"bookstack {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dropdown(title: str, message: str, items: list[dict[str, str]]) -> dict[str, Any]:
    """An open dropdown menu: its warning line and its controls over the page."""
    return {"title": title, "dialog": {"message": message}, "items": items}


def entity_screens(t: Any) -> list[dict[str, Any]]:
    """A book's and a page's action lists, and the delete pages of a book, a shelf, a
    chapter, a page and a draft page (each sends its item to the recycle bin)."""
    book = {"title": BOOK_NAME, "items": [
        {"link": t("entities.books")}, {"text": BOOK_NAME}, {"text": t("common.actions")},
        {"link": t("entities.pages_new")}, {"link": t("entities.chapters_new")},
        {"link": t("common.edit")}, {"link": t("common.sort")}, {"link": t("common.copy")},
        {"link": t("entities.permissions")}, {"link": t("common.delete")},
        {"button": t("entities.watch")}, {"button": t("common.favourite")},
        {"link": t("entities.export")}]}  # fmt: skip
    page = {"title": PAGE_NAME, "items": [
        {"link": BOOK_NAME}, {"link": CHAPTER_NAME}, {"text": PAGE_NAME}, {"text": HTML[3:-4]},
        {"text": t("common.actions")}, {"link": t("common.edit")}, {"link": t("common.copy")},
        {"link": t("common.move")}, {"link": t("entities.revisions")},
        {"link": t("entities.permissions")}, {"link": t("common.delete")},
        {"button": t("common.unfavourite")}, {"link": t("entities.export")}]}  # fmt: skip

    def delete_page(heading: str, crumbs: list[str], explain: str | None, sure: str,
                    ) -> dict[str, Any]:  # fmt: skip
        texts = [{"text": explain}] if explain else []
        return {"title": heading, "items": [
            *({"link": c} for c in crumbs), {"text": heading}, *texts, {"text": sure},
            {"link": t("common.cancel")}, {"button": t("common.confirm")}]}  # fmt: skip

    confirm, cancel = t("common.confirm"), t("common.cancel")
    delete = token(("_method", "DELETE"))
    return [
        _entry("opens-page", "book page actions", book, [
            (t("common.delete"), False, [])]),
        _entry("reversible", "book page (watch, favourite)", book, [
            (t("entities.watch"), False, [form("/watching/update", token(
                ("_method", "PUT"), ("type", "book"), ("id", "3"), ("level", "updates")))]),
            (t("common.favourite"), False, [form("/favourites/add", token(
                ("type", "book"), ("id", "3")))])]),
        _entry("trash", "book delete page", delete_page(
            t("entities.books_delete"), [BOOK_NAME],
            t("entities.books_delete_explain", bookName=BOOK_NAME),
            t("entities.books_delete_confirmation")), [
            (confirm, False, [form(f"/books/{BOOK}", delete)]), (cancel, False, [])]),
        _entry("trash", "shelf delete page", delete_page(
            t("entities.shelves_delete"), [SHELF_NAME],
            t("entities.shelves_delete_explain", name=SHELF_NAME),
            t("entities.shelves_delete_confirmation")), [
            (confirm, False, [form(f"/shelves/{SHELF}", delete)])]),
        _entry("trash", "chapter delete page", delete_page(
            t("entities.chapters_delete"), [BOOK_NAME, CHAPTER_NAME],
            t("entities.chapters_delete_explain", chapterName=CHAPTER_NAME),
            t("entities.chapters_delete_confirm")), [
            (confirm, False, [form(f"/books/{BOOK}/chapter/{CHAPTER}", delete)])]),
        _entry("opens-page", "page actions", page, [
            (t("common.delete"), False, [])]),
        _entry("reversible", "page (unfavourite)", page, [
            (t("common.unfavourite"), False, [form("/favourites/remove", token(
                ("type", "page"), ("id", str(PAGE_ID))))])]),
        _entry("trash", "page delete page", delete_page(
            t("entities.pages_delete"), [BOOK_NAME, CHAPTER_NAME, PAGE_NAME], None,
            t("entities.pages_delete_confirm")), [(confirm, False, [form(PAGE_URL, delete)])]),
        _entry("trash", "draft page delete page", delete_page(
            t("entities.pages_delete_draft"), [BOOK_NAME, t("entities.pages_initial_name")],
            None, t("entities.pages_delete_draft_confirm")), [
            (confirm, False, [form(f"/books/{BOOK}/draft/{DRAFT_ID}", delete)])]),
    ]  # fmt: skip


def comment_screens(t: Any) -> list[dict[str, Any]]:
    """A page's comments: the section, the new-comment and reply forms, a comment's edit
    form and its delete dropdown."""
    title = PAGE_NAME
    comment = [{"link": USER_NAME}, {"text": t("entities.comment_created", createDiff="2 h")},
               {"button": t("common.reply")}, {"button": t("common.edit")},
               {"button": t("common.delete")}, {"link": f"#{COMMENT_LOCAL}"},
               {"text": "Berth 2 needs a second line in a westerly."}]  # fmt: skip
    section = {"title": title, "items": [
        {"text": t("entities.comment_count", count="1")}, *comment,
        {"button": t("entities.comment_add")}]}  # fmt: skip
    field = {"field": "html", "hint": t("entities.comment_placeholder"),
             "text": "Should berth 4 be on this list too?", "focused": True}  # fmt: skip
    new = {"title": title, "items": [
        *comment, {"text": t("entities.comment_new")}, field,
        {"button": t("common.cancel")}, {"button": t("entities.comment_save")}]}  # fmt: skip
    reply = {"title": title, "items": [
        *comment, {"text": t("entities.comment_new")},
        {"link": t("entities.comment_in_reply_to", commentId=f"#{COMMENT_LOCAL}")},
        {"button": t("common.remove")}, field,
        {"button": t("common.cancel")}, {"button": t("entities.comment_save")}]}  # fmt: skip
    edit = {"title": title, "items": [
        *comment[:6], {**field, "text": "Berth 2 needs two extra lines in a westerly."},
        {"button": t("common.cancel")}, {"button": t("entities.comment_save")}]}  # fmt: skip
    menu = dropdown(title, t("entities.comment_delete_confirm"),
                    [{"button": t("common.delete")}])  # fmt: skip
    save = t("entities.comment_save")
    edited = "<p>Berth 2 needs two extra lines in a westerly.</p>"
    return [
        _entry("opens-prompt", "comments section", section, [
            (t("entities.comment_add"), False, []), (t("common.delete"), False, [])]),
        _entry("comment", "new comment form", new, [
            (save, True, [fetch("POST", f"/comment/{PAGE_ID}", {
                "html": COMMENT_HTML, "parent_id": None})]),
            (t("common.cancel"), False, [])]),
        _entry("comment", "reply form", reply, [
            (save, True, [fetch("POST", f"/comment/{PAGE_ID}", {
                "html": COMMENT_HTML, "parent_id": COMMENT_LOCAL})])]),
        _entry("reversible", "comment edit form", edit, [
            (save, False, [fetch("PUT", f"/comment/{COMMENT}", {
                "html": edited, "parent_id": None})])]),
        _entry("delete", "comment delete dropdown", menu, [
            (t("common.delete"), True, [fetch("DELETE", f"/comment/{COMMENT}")])]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The page editor: Save Page, its draft menu and the delete-draft dialog, the
    attachments panel and its delete dropdown, the image manager and its delete confirm."""
    editor = {"title": t("entities.pages_editing_named", pageName=PAGE_NAME), "items": [
        {"link": t("common.back")}, {"button": t("entities.pages_edit_draft_options")},
        {"button": t("entities.pages_edit_set_changelog")},
        {"field": "name", "hint": t("entities.pages_title"), "text": PAGE_NAME},
        {"field": "html", "text": HTML[3:-4], "focused": True},
        {"icon": t("entities.pages_save")}]}  # fmt: skip
    draft_menu = {"title": editor["title"], "dialog": {}, "items": [
        {"menu": t("entities.pages_edit_save_draft")},
        {"menu": t("entities.pages_edit_discard_draft")},
        {"menu": t("entities.pages_edit_delete_draft")},
        {"menu": t("entities.pages_edit_switch_to_markdown")}]}  # fmt: skip
    delete_draft = {"title": editor["title"], "dialog": {
        "title": t("entities.pages_edit_delete_draft"),
        "message": t("entities.pages_edit_delete_draft_confirm")}, "items": [
        {"button": t("common.cancel")}, {"button": t("common.continue")}]}  # fmt: skip
    attachments = {"title": editor["title"], "items": [
        {"text": t("entities.attachments")}, {"link": "tide-table.pdf"},
        {"icon": t("entities.attachments_insert_link")}, {"icon": t("common.edit")},
        {"icon": t("common.delete")}, {"button": t("entities.attachments_upload")}]}  # fmt: skip
    attachment_menu = dropdown(editor["title"], t("entities.attachments_delete"),
                               [{"button": t("common.confirm")}])  # fmt: skip
    images = {"title": t("components.image_select"), "items": [
        {"field": "name", "hint": t("components.image_image_name"), "text": IMAGE_NAME},
        {"icon": t("common.more")}, {"menu": t("common.delete")},
        {"menu": t("components.image_replace")}, {"menu": t("components.image_rebuild_thumbs")},
        {"button": t("common.save")}, {"button": t("components.image_select_image")}]}  # fmt: skip
    image_delete = {"title": t("components.image_select"), "items": [
        {"field": "name", "hint": t("components.image_image_name"), "text": IMAGE_NAME},
        {"text": t("components.image_delete_confirm_text")},
        {"button": t("common.delete_confirm")}]}  # fmt: skip
    draft = {"name": PAGE_NAME, "html": HTML}
    return [
        _entry("reversible", "page editor", editor, [
            (t("entities.pages_save"), False, [form(PAGE_URL, token(
                ("_method", "PUT"), ("summary", "Added berth rules"), ("name", PAGE_NAME),
                ("editor", "wysiwyg"), ("html", HTML)))])]),
        _entry("reversible", "editor draft menu", draft_menu, [
            (t("entities.pages_edit_save_draft"), False, [
                fetch("PUT", f"/ajax/page/{PAGE_ID}/save-draft", draft)]),
            (t("entities.pages_edit_discard_draft"), False, [
                fetch("GET", f"/ajax/page/{PAGE_ID}")]),
            (t("entities.pages_edit_delete_draft"), False, [])]),
        _entry("delete", "delete draft dialog", delete_draft, [
            (t("common.continue"), True, [
                fetch("GET", f"/ajax/page/{PAGE_ID}"),
                fetch("DELETE", f"/page-revisions/user-drafts/{PAGE_ID}")]),
            (t("common.cancel"), False, [])]),
        _entry("opens-prompt", "attachments panel", attachments, [
            (t("common.delete"), False, [])]),
        _entry("delete", "attachment delete dropdown", attachment_menu, [
            (t("common.confirm"), True, [fetch("DELETE", f"/attachments/{ATTACHMENT}")])]),
        _entry("reversible", "image manager details", images, [
            (t("common.delete"), False, [fetch("GET", f"/images/edit/{IMAGE}?delete=true")])]),
        _entry("delete", "image delete confirm", image_delete, [
            (t("common.delete_confirm"), True, [fetch("POST", f"/images/{IMAGE}",
                                                      raw="_method=delete")])]),
    ]  # fmt: skip


def revision_screens(t: Any) -> list[dict[str, Any]]:
    """A page's revisions list and the restore and delete dropdowns of an old revision."""
    title = t("entities.pages_revisions")
    listing = {"title": title, "items": [
        {"link": BOOK_NAME}, {"link": PAGE_NAME}, {"text": title},
        {"text": "3"}, {"text": PAGE_NAME}, {"link": t("entities.pages_revisions_changes")},
        {"link": t("entities.pages_revisions_current")},
        {"text": "2"}, {"text": "Mooring rules (draft)"},
        {"link": t("entities.pages_revisions_preview")},
        {"link": t("entities.pages_revisions_restore")}, {"link": t("common.delete")}]}  # fmt: skip
    restore = dropdown(title, t("entities.revision_restore_confirm"),
                       [{"button": t("entities.pages_revisions_restore")}])  # fmt: skip
    delete = dropdown(title, t("entities.revision_delete_confirm"),
                      [{"button": t("common.delete")}])  # fmt: skip
    url = f"{PAGE_URL}/revisions/{REVISION}"
    return [
        _entry("opens-prompt", "revisions list", listing, [
            (t("entities.pages_revisions_restore"), False, []), (t("common.delete"), False, [])]),
        _entry("reversible", "revision restore dropdown", restore, [
            (t("entities.pages_revisions_restore"), False, [
                form(f"{url}/restore", token(("_method", "PUT")))])]),
        _entry("delete", "revision delete dropdown", delete, [
            (t("common.delete"), True, [form(f"{url}/delete/", token(("_method", "DELETE")))])]),
    ]  # fmt: skip


def maintenance_screens(t: Any) -> list[dict[str, Any]]:
    """The recycle bin (its list, a row's menu, the empty dropdown, the destroy and restore
    pages) and the maintenance page (image cleanup before and after its dry run, the test
    e-mail, the reference index)."""
    bin_title = t("settings.recycle_bin")
    row = [{"text": DELETED_NAME}, {"text": t("entities.x_pages", count="4")},
           {"text": ME_NAME}, {"button": t("common.actions")}]  # fmt: skip
    listing = {"title": bin_title, "items": [
        {"text": bin_title}, {"text": t("settings.recycle_bin_desc")},
        {"button": t("settings.recycle_bin_empty")}, *row]}  # fmt: skip
    row_menu = {"title": bin_title, "dialog": {}, "items": [
        {"menu": t("settings.recycle_bin_restore")},
        {"menu": t("settings.recycle_bin_permanently_delete")}]}  # fmt: skip
    empty = dropdown(bin_title, t("settings.recycle_bin_empty_confirm"),
                     [{"button": t("common.confirm")}])  # fmt: skip
    destroy = {"title": t("settings.recycle_bin_permanently_delete"), "items": [
        {"text": t("settings.recycle_bin_destroy_confirm")}, {"link": t("common.cancel")},
        {"button": t("common.delete_confirm")}, {"text": t("settings.recycle_bin_destroy_list")},
        {"text": DELETED_NAME}]}  # fmt: skip
    restore = {"title": bin_title, "items": [
        {"text": t("settings.recycle_bin_restore_confirm")}, {"link": t("common.cancel")},
        {"button": t("settings.recycle_bin_restore")},
        {"text": t("settings.recycle_bin_restore_list")}, {"text": DELETED_NAME}]}  # fmt: skip

    def maintenance(warning: bool) -> dict[str, Any]:
        warned = [{"text": t("settings.maint_image_cleanup_warning", count="14")}]
        cleanup = warned if warning else [
            {"switch": t("settings.maint_delete_images_only_in_revisions")}]  # fmt: skip
        return {"title": t("settings.maint"), "items": [
            {"text": bin_title}, {"link": t("settings.maint_recycle_bin_open")},
            {"text": t("settings.maint_image_cleanup")}, *cleanup,
            {"button": t("settings.maint_image_cleanup_run")},
            {"text": t("settings.maint_send_test_email_desc")},
            {"button": t("settings.maint_send_test_email_run")},
            {"text": t("settings.maint_regen_references_desc")},
            {"button": t("settings.maint_regen_references")}]}  # fmt: skip

    run = t("settings.maint_image_cleanup_run")
    return [
        _entry("opens-prompt", "recycle bin", listing, [
            (t("settings.recycle_bin_empty"), False, [])]),
        _entry("opens-page", "recycle bin row menu", row_menu, [
            (t("settings.recycle_bin_restore"), False, []),
            (t("settings.recycle_bin_permanently_delete"), False, [])]),
        _entry("delete", "recycle bin empty dropdown", empty, [
            (t("common.confirm"), True, [form("/settings/recycle-bin/empty", token())])]),
        _entry("delete", "recycle bin destroy page", destroy, [
            (t("common.delete_confirm"), True, [form(f"/settings/recycle-bin/{DELETION}", [
                ("_method", "DELETE"), ("_token", CSRF)])])]),
        _entry("reversible", "recycle bin restore page", restore, [
            (t("settings.recycle_bin_restore"), False, [
                form(f"/settings/recycle-bin/{DELETION}/restore", token())])]),
        _entry("reversible", "maintenance page", maintenance(False), [
            (run, False, [form("/settings/maintenance/cleanup-images",
                               token(("_method", "DELETE")))])]),
        _entry("mail", "maintenance test e-mail", maintenance(False), [
            (t("settings.maint_send_test_email_run"), True, [
                form("/settings/maintenance/send-test-email", token())])]),
        _entry("delete", "maintenance cleanup after its dry run", maintenance(True), [
            (run, True, [form("/settings/maintenance/cleanup-images", token(
                ("_method", "DELETE"), ("ignore_revisions", "false"), ("confirm", "true")))])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """A user's edit page and delete page, the new-user form, an API token's edit, delete
    and create pages."""
    edit_title = t("settings.users_edit")
    edit = {"title": edit_title, "items": [
        {"field": "name", "hint": t("auth.name"), "text": USER_NAME},
        {"field": "email", "hint": t("auth.email"), "text": "maria@harbour.example"},
        {"text": t("settings.users_role")}, {"switch": "Admin"}, {"switch": ROLE_NAME},
        {"link": t("common.cancel")}, {"link": t("settings.users_delete")},
        {"button": t("common.save")}, {"text": t("settings.users_api_tokens")},
        {"link": t("settings.users_api_tokens_create")}, {"link": TOKEN_NAME}]}  # fmt: skip
    delete = {"title": t("settings.users_delete"), "items": [
        {"text": t("settings.users_delete_warning", userName=USER_NAME)},
        {"text": t("settings.users_migrate_ownership")},
        {"text": t("settings.users_migrate_ownership_desc")}, {"text": ME_NAME},
        {"text": t("settings.users_delete_confirm")}, {"link": t("common.cancel")},
        {"button": t("common.confirm")}]}  # fmt: skip
    create = {"title": t("settings.users_add_new"), "items": [
        {"field": "name", "hint": t("auth.name"), "text": "Tom Becker"},
        {"field": "email", "hint": t("auth.email"), "text": "tom@harbour.example"},
        {"switch": ROLE_NAME}, {"text": t("settings.users_send_invite_text")},
        {"switch": t("settings.users_send_invite_option")},
        {"link": t("common.cancel")}, {"button": t("common.save")}]}  # fmt: skip
    token_edit = {"title": t("settings.user_api_token"), "items": [
        {"field": "name", "hint": t("settings.user_api_token_name"), "text": TOKEN_NAME},
        {"field": "expires_at", "hint": t("settings.user_api_token_expiry"),
         "text": "2027-01-31"},
        {"text": t("settings.user_api_token_id")}, {"text": "Xb3rT9qLm2VwZ8kD"},
        {"link": t("common.back")}, {"link": t("settings.user_api_token_delete")},
        {"button": t("common.save")}]}  # fmt: skip
    token_delete = {"title": t("settings.user_api_token_delete"), "items": [
        {"text": t("settings.user_api_token_delete_warning", tokenName=TOKEN_NAME)},
        {"text": t("settings.user_api_token_delete_confirm")}, {"link": t("common.cancel")},
        {"button": t("common.confirm")}]}  # fmt: skip
    token_create = {"title": t("settings.user_api_token_create"), "items": [
        {"field": "name", "hint": t("settings.user_api_token_name"), "text": "Wiki sync"},
        {"field": "expires_at", "hint": t("settings.user_api_token_expiry"), "text": ""},
        {"text": t("settings.user_api_token_create_secret_message")},
        {"link": t("common.cancel")}, {"button": t("common.save")}]}  # fmt: skip
    roles = [("roles[0]", "0"), ("roles[3]", "3")]
    tokens = f"/api-tokens/{USER}/{TOKEN_ID}"
    return [
        _entry("reversible", "user edit page", edit, [
            (t("common.save"), False, [form(f"/settings/users/{USER}", token(
                ("_method", "PUT"), ("name", USER_NAME), ("email", "maria@harbour.example"),
                *roles, ("password", ""), ("password-confirm", ""), ("language", "en")))]),
            (t("settings.users_delete"), False, [])]),
        _entry("remove-member", "user delete page", delete, [
            (t("common.confirm"), True, [form(f"/settings/users/{USER}", token(
                ("_method", "delete"), ("new_owner_id", str(ME))))])]),
        _entry("mail", "new user with invite", create, [
            (t("common.save"), True, [form("/settings/users/create", token(
                ("name", "Tom Becker"), ("email", "tom@harbour.example"), *roles,
                ("send_invite", "true"), ("password", ""), ("password-confirm", ""),
                ("language", "en")))])]),
        _entry("reversible", "api token edit page", token_edit, [
            (t("common.save"), False, [form(tokens, [
                ("_method", "put"), ("_token", CSRF), ("name", TOKEN_NAME),
                ("expires_at", "2027-01-31")])]),
            (t("settings.user_api_token_delete"), False, [])]),
        _entry("revoke", "api token delete page", token_delete, [
            (t("common.confirm"), True, [form(tokens, token(("_method", "delete")))])]),
        _entry("reversible", "api token create page", token_create, [
            (t("common.save"), False, [form(f"/api-tokens/{USER}/create", token(
                ("name", "Wiki sync"), ("expires_at", "")))])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """Webhooks (create, edit, delete), a role's edit and delete pages, and the
    customization settings."""

    def hook_form(title: str, delete: bool) -> dict[str, Any]:
        extra = [{"link": t("settings.webhooks_delete")}] if delete else []
        return {"title": title, "items": [
            {"switch": t("settings.webhooks_active")},
            {"field": "name", "hint": t("settings.webhooks_name"), "text": WEBHOOK_NAME},
            {"field": "endpoint", "hint": t("settings.webhooks_endpoint"), "text": ENDPOINT},
            {"field": "timeout", "hint": t("settings.webhooks_timeout"), "text": "3"},
            {"switch": t("settings.webhooks_events_all")}, {"switch": "page_create"},
            {"switch": "page_update"}, {"link": t("common.cancel")}, *extra,
            {"button": t("settings.webhooks_save")}]}  # fmt: skip

    hook = [("active", "true"), ("name", WEBHOOK_NAME), ("endpoint", ENDPOINT),
            ("timeout", "3"), ("events[]", "page_create"), ("events[]", "page_update")]  # fmt: skip
    hook_delete = {"title": t("settings.webhooks_delete"), "items": [
        {"text": t("settings.webhooks_delete_warning", webhookName=WEBHOOK_NAME)},
        {"text": t("settings.webhooks_delete_confirm")}, {"link": t("common.cancel")},
        {"button": t("common.confirm")}]}  # fmt: skip
    role = {"title": t("settings.role_edit"), "items": [
        {"field": "display_name", "hint": t("settings.role_name"), "text": ROLE_NAME},
        {"field": "description", "hint": t("settings.role_desc"), "text": "Writes the handbook"},
        {"switch": t("settings.role_export_content")}, {"link": t("common.cancel")},
        {"link": t("settings.role_delete")}, {"button": t("settings.role_save")}]}  # fmt: skip
    role_delete = {"title": t("settings.role_delete"), "items": [
        {"text": t("settings.role_delete_confirm", roleName=ROLE_NAME)},
        {"text": t("settings.role_delete_users_assigned", userCount="6")}, {"text": "Viewer"},
        {"text": t("settings.role_delete_sure")}, {"link": t("common.cancel")},
        {"button": t("common.confirm")}]}  # fmt: skip
    custom = {"title": t("settings.app_customization"), "items": [
        {"field": "setting-app-name", "hint": t("settings.app_name"), "text": "Harbour Wiki"},
        {"switch": t("settings.app_name_header")},
        {"button": t("settings.settings_save")}]}  # fmt: skip
    return [
        _entry("reversible", "webhook create page", hook_form(t("settings.webhooks_create"), False),
               [(t("settings.webhooks_save"), False, [
                   form("/settings/webhooks/create", token(*hook))])]),
        _entry("reversible", "webhook edit page", hook_form(t("settings.webhooks_edit"), True), [
            (t("settings.webhooks_save"), False, [form(f"/settings/webhooks/{WEBHOOK}", token(
                ("_method", "PUT"), *hook))])]),
        _entry("delete", "webhook delete page", hook_delete, [
            (t("common.confirm"), True, [form(f"/settings/webhooks/{WEBHOOK}",
                                              token(("_method", "DELETE")))])]),
        _entry("reversible", "role edit page", role, [
            (t("settings.role_save"), False, [form(f"/settings/roles/{ROLE}", token(
                ("_method", "PUT"), ("display_name", ROLE_NAME),
                ("description", "Writes the handbook")))])]),
        _entry("delete", "role delete page", role_delete, [
            (t("common.confirm"), True, [form(f"/settings/roles/delete/{ROLE}", token(
                ("_method", "DELETE"), ("migrate_role_id", str(OTHER_ROLE))))])]),
        _entry("reversible", "customization settings", custom, [
            (t("settings.settings_save"), False, [form("/settings/customization", token(
                ("section", "customization"), ("setting-app-name", "Harbour Wiki"),
                ("setting-app-name-header", "true")))])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """My account: profile, notification preferences, deleting the account; the header's
    user menu; the forgotten-password page."""
    profile = {"title": t("preferences.profile"), "items": [
        {"link": t("preferences.profile_view_public")},
        {"field": "name", "hint": t("auth.name"), "text": ME_NAME},
        {"field": "email", "hint": t("auth.email"), "text": EMAIL},
        {"link": t("preferences.delete_account")}, {"button": t("common.save")}]}  # fmt: skip
    notes = {"title": t("preferences.notifications"), "items": [
        {"text": t("preferences.notifications_desc")},
        {"switch": t("preferences.notifications_opt_own_page_changes")},
        {"switch": t("preferences.notifications_opt_own_page_comments")},
        {"switch": t("preferences.notifications_opt_comment_replies")},
        {"button": t("preferences.notifications_save")}]}  # fmt: skip
    delete = {"title": t("preferences.delete_my_account"), "items": [
        {"text": t("preferences.delete_my_account_desc")},
        {"text": t("settings.users_migrate_ownership")},
        {"text": t("settings.users_none_selected")},
        {"text": t("preferences.delete_my_account_warning")}, {"link": t("common.cancel")},
        {"button": t("common.confirm")}]}  # fmt: skip
    menu = {"title": PAGE_NAME, "dialog": {}, "items": [
        {"menu": t("entities.my_favourites")}, {"menu": t("common.view_profile")},
        {"menu": t("preferences.my_account")}, {"menu": t("auth.logout")}]}  # fmt: skip
    reset = {"title": t("auth.reset_password"), "items": [
        {"text": t("auth.reset_password_send_instructions")},
        {"field": "email", "hint": t("auth.email"), "text": EMAIL, "focused": True},
        {"button": t("auth.reset_password_send_button")}]}  # fmt: skip
    return [
        _entry("reversible", "my account profile", profile, [
            (t("common.save"), False, [form("/my-account/profile", [
                ("_method", "put"), ("_token", CSRF), ("name", ME_NAME), ("email", EMAIL)])])]),
        _entry("reversible", "my account notifications", notes, [
            (t("preferences.notifications_save"), False, [form("/my-account/notifications", [
                ("_method", "put"), ("_token", CSRF), ("preferences[own-page-changes]", "true"),
                ("preferences[own-page-comments]", "true"),
                ("preferences[comment-replies]", "false")])])]),
        _entry("delete-account", "delete my account", delete, [
            (t("common.confirm"), True, [form("/my-account", token(
                ("_method", "delete"), ("new_owner_id", "")))])]),
        _entry("reversible", "user menu", menu, [
            (t("auth.logout"), False, [form("/logout", token())])]),
        _entry("mail", "reset password page", reset, [
            (t("auth.reset_password_send_button"), True, [form("/password/email", token(
                ("email", EMAIL)))])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*entity_screens(t), *comment_screens(t), *editor_screens(t), *revision_screens(t),
            *maintenance_screens(t), *user_screens(t), *admin_screens(t),
            *account_screens(t)]  # fmt: skip
