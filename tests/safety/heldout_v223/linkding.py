"""Linkding's screens for the two-hundred-and-twenty-third held-out corpus: ``screens(t)``
lays them out in one language, ``t(text)`` being that language's lookup of one of the app's
own texts (the templates' English, the only language the app has). What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

CSRF = "Xq3vN8pL2mK7rT0wY5cB9dF4gH6jZ1sA"  # made up; Django's csrfmiddlewaretoken
BM, BM_TITLE, BM_URL = 12, "The Twelve-Factor App", "https://12factor.net/"
OLD, OLD_TITLE = 9, "Semantic Versioning 2.0.0"
ASSET, ASSET_NAME = 5, "HTML snapshot from 03/14/2026"
TAG, TAG_NAME, BUNDLE, BUNDLE_NAME = 7, "python", 2, "Reading list"
TOKEN, TOKEN_NAME, FEED_KEY = 3, "Raycast", "k2Jd8sPq0ZxW"
ACTION, ARCHIVED_ACTION = "/bookmarks/action", "/bookmarks/archived/action"
DETAILS_ACTION = f"{ACTION}?details={BM}"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def post(path: str, fields: Fields) -> dict[str, str]:
    """A form that Turbo Drive submits: a fetch POST of the form's urlencoded fields."""
    return {"request": f"POST {path}", "body": body([("csrfmiddlewaretoken", CSRF), *fields])}


def form(path: str, fields: Fields) -> dict[str, str]:
    """A form with ``data-turbo="false"``: the browser's own urlencoded submit."""
    return {**post(path, fields), "via": "form"}


def get(path: str) -> str:
    """A link or a GET form followed by Turbo Drive, or a Turbo frame's load: a fetch."""
    return f"GET {path}"


def link(path: str) -> dict[str, str]:
    """A ``target="_blank"`` link: a page load in a new tab."""
    return {"request": f"GET {path}", "via": "link"}


def list_form(submitter: Fields, action: str = "bulk_archive", ids: tuple[int, ...] = (),
              across: bool = False, tags: str = "") -> Fields:  # fmt: skip
    """The bookmark list's form: the bulk edit bar's select and tag input, the submitter
    (before the list in tree order for Execute, after it for a row's button), the checked
    rows."""
    head = [("bulk_action", action), ("bulk_tag_string", tags)]
    if across:
        head.append(("bulk_select_across", "on"))
    checked = [("bookmark_id", str(i)) for i in ids]
    if submitter and submitter[0][0] == "bulk_execute":
        return [*head, *submitter, *checked]
    return [*head, *checked, *submitter]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"linkding {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, rows: list[str], question: str = "") -> dict[str, Any]:
    """confirm-dropdown.js: the popup next to a ``data-confirm`` button, its question
    (``data-confirm-question`` or "Are you sure?"), Cancel and Confirm."""
    return {"title": title, "dialog": {"message": question or t("Are you sure?")},
            "items": [*({"text": r} for r in rows), {"button": t("Cancel")},
                      {"button": t("Confirm")}]}  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The bookmark lists: a row's actions and their confirmations, the bulk edit bar and
    the confirmation of each bulk action, the navigation menus."""
    title, archived_title = t("Bookmarks"), t("Archived bookmarks")
    row = {"title": title, "items": [
        {"link": BM_TITLE}, {"text": BM_URL}, {"link": t("View")}, {"link": t("Edit")},
        {"button": t("Archive")}, {"button": t("Remove")}, {"button": t("Unread")},
        {"button": t("Shared")}, {"button": t("Notes")}]}  # fmt: skip
    archived = {"title": archived_title, "items": [
        {"link": OLD_TITLE}, {"link": t("View")}, {"link": t("Edit")},
        {"button": t("Unarchive")}, {"button": t("Remove")}]}  # fmt: skip
    bulk = {"title": title, "items": [
        {"button": t("Bulk edit")}, {"text": t("Delete")},
        {"field": "bulk_tag_string", "hint": t("Tag names..."), "text": ""},
        {"button": t("Execute")}, {"link": BM_TITLE}, {"link": OLD_TITLE}]}  # fmt: skip
    ids = (BM, 14)
    execute = [("bulk_execute", "")]

    def bulk_confirm(option: str, action: str, bad: bool, category: str,
                     across: bool = False, tags: str = "") -> dict[str, Any]:  # fmt: skip
        rows = [t(option)] + ([tags] if tags else [])
        sent = post(ACTION, list_form(execute, action, ids, across, tags))
        return _entry(category, f"bulk {action}{' across' if across else ''} confirm",
                      confirm(t, title, rows), [(t("Confirm"), bad, [sent])])  # fmt: skip

    bookmarks_menu = {"title": title, "dialog": {}, "items": [
        {"link": t("Active")}, {"link": t("Archived")}, {"link": t("Shared")},
        {"link": t("Unread")}, {"link": t("Untagged")}]}  # fmt: skip
    settings_menu = {"title": title, "dialog": {}, "items": [
        {"link": t("General")}, {"link": t("Integrations")}, {"link": t("Admin")},
        {"button": t("Logout")}]}  # fmt: skip
    return [
        _entry("reversible", "bookmark row", row, [
            (t("View"), False, [get(f"/bookmarks?details={BM}")]),
            (t("Edit"), False, [get(f"/bookmarks/{BM}/edit?return_url=%2Fbookmarks")]),
            (t("Archive"), False, [post(ACTION, list_form([("archive", str(BM))]))]),
            (t("Remove"), False, [])]),
        _entry("delete", "bookmark remove confirm", confirm(t, title, [BM_TITLE]), [
            (t("Confirm"), True, [post(ACTION, list_form([("remove", str(BM))]))]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "bookmark mark as read confirm",
               confirm(t, title, [BM_TITLE], t("Mark as read?")), [
            (t("Confirm"), False, [post(ACTION, list_form([("mark_as_read", str(BM))]))])]),
        _entry("reversible", "bookmark unshare confirm",
               confirm(t, title, [BM_TITLE], t("Unshare?")), [
            (t("Confirm"), False, [post(ACTION, list_form([("unshare", str(BM))]))])]),
        _entry("reversible", "archived bookmark row", archived, [
            (t("Unarchive"), False, [post(ARCHIVED_ACTION, list_form(
                [("unarchive", str(OLD))], "bulk_unarchive"))]),
            (t("Remove"), False, [])]),
        _entry("delete", "archived bookmark remove confirm",
               confirm(t, archived_title, [OLD_TITLE]), [
            (t("Confirm"), True, [post(ARCHIVED_ACTION, list_form(
                [("remove", str(OLD))], "bulk_unarchive"))])]),
        _entry("opens-prompt", "bulk edit bar", bulk, [(t("Execute"), False, [])]),
        _entry("delete", "bulk delete confirm", confirm(t, title, [t("Delete")]), [
            (t("Confirm"), True, [post(ACTION, list_form(execute, "bulk_delete", ids))]),
            (t("Cancel"), False, [])]),
        bulk_confirm("Delete", "bulk_delete", True, "delete", across=True),
        bulk_confirm("Archive", "bulk_archive", False, "reversible"),
        bulk_confirm("Add tags", "bulk_tag", False, "reversible", tags="reading"),
        bulk_confirm("Remove tags", "bulk_untag", False, "reversible", tags="reading"),
        bulk_confirm("Mark as read", "bulk_read", False, "reversible"),
        bulk_confirm("Share", "bulk_share", True, "publish"),
        _entry("reversible", "bookmarks menu", bookmarks_menu, [
            (t("Archived"), False, [get("/bookmarks/archived")]),
            (t("Shared"), False, [get("/bookmarks/shared")])]),
        _entry("reversible", "settings menu", settings_menu, [
            (t("Integrations"), False, [get("/settings/integrations")]),
            (t("Logout"), False, [form("/logout/", [])])]),
    ]  # fmt: skip


def bookmark_screens(t: Any) -> list[dict[str, Any]]:
    """The details modal and its confirmations, the new and edit forms."""
    title = t("Bookmarks")
    details = {"title": title, "dialog": {"title": BM_TITLE}, "items": [
        {"link": BM_URL}, {"link": t("Reader mode")}, {"text": t("Status")},
        {"switch": t("Archived"), "checked": False}, {"switch": t("Unread"), "checked": True},
        {"switch": t("Shared"), "checked": False}, {"text": t("Files")}, {"text": ASSET_NAME},
        {"link": t("View")}, {"button": t("Remove")},
        {"button": t("Create HTML snapshot")}, {"button": t("Upload file")},
        {"link": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip

    def state(archived: bool, unread: bool, shared: bool) -> dict[str, str]:
        fields = [("update_state", str(BM))]
        fields += [(n, "on") for n, on in (("is_archived", archived), ("unread", unread),
                                            ("shared", shared)) if on]  # fmt: skip
        return post(DETAILS_ACTION, [*fields, ("upload_asset_file", "")])

    form_fields = [("url", "https://htmx.org/essays/"), ("tag_string", "web hypermedia"),
                   ("title", "Essays - htmx"), ("description", ""), ("notes", "")]  # fmt: skip
    new = {"title": t("New bookmark"), "items": [
        {"field": "url", "hint": t("URL"), "text": "https://htmx.org/essays/"},
        {"field": "tag_string", "hint": t("Tags"), "text": "web hypermedia"},
        {"field": "title", "hint": t("Title"), "text": "Essays - htmx"},
        {"switch": t("Mark as unread"), "checked": False},
        {"switch": t("Share"), "checked": False},
        {"button": t("Save")}, {"link": t("Cancel")}]}  # fmt: skip
    shared = copy.deepcopy(new)
    shared["items"][4]["checked"] = True
    shared["items"].insert(5, {"text": t("Share this bookmark with other registered users.")})
    edit = {"title": t("Edit bookmark"), "items": [
        {"field": "url", "hint": t("URL"), "text": BM_URL},
        {"field": "title", "hint": t("Title"), "text": BM_TITLE},
        {"button": t("Refresh from website")}, {"button": t("Save")},
        {"link": t("Cancel")}]}  # fmt: skip
    edit_fields = [("url", BM_URL), ("tag_string", "architecture"), ("title", BM_TITLE),
                   ("description", "A methodology for building software-as-a-service apps"),
                   ("notes", ""), ("unread", "on")]  # fmt: skip
    return [
        _entry("reversible", "bookmark details modal", details, [
            (t("Archived"), False, [state(True, True, False)]),
            (t("Unread"), False, [state(False, False, False)]),
            (t("Shared"), True, [state(False, True, True)]),
            (t("Create HTML snapshot"), False, [post(DETAILS_ACTION, [
                ("update_state", str(BM)), ("unread", "on"),
                ("create_html_snapshot", str(BM)), ("upload_asset_file", "")])]),
            (t("Edit"), False, [get(
                f"/bookmarks/{BM}/edit?return_url=%2Fbookmarks%3Fdetails%3D{BM}")]),
            (t("Delete"), False, [])]),
        _entry("delete", "asset remove confirm", confirm(t, title, [ASSET_NAME]), [
            (t("Confirm"), True, [post(DETAILS_ACTION, [
                ("update_state", str(BM)), ("unread", "on"), ("remove_asset", str(ASSET)),
                ("upload_asset_file", "")])])]),
        _entry("delete", "bookmark details delete confirm", confirm(t, title, [BM_TITLE]), [
            (t("Confirm"), True, [post(ACTION, [
                ("disable_turbo", "true"), ("remove", str(BM))])]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "new bookmark form", new, [
            (t("Save"), False, [post("/bookmarks/new", [("auto_close", ""), *form_fields])]),
            (t("Cancel"), False, [get("/bookmarks")])]),
        _entry("publish", "new shared bookmark form", shared, [
            (t("Save"), True, [post("/bookmarks/new", [
                ("auto_close", ""), *form_fields, ("shared", "on")])])]),
        _entry("reversible", "edit bookmark form", edit, [
            (t("Refresh from website"), False, [get(
                "/api/bookmarks/check?url=https%3A%2F%2F12factor.net%2F&ignore_cache=true")]),
            (t("Save"), False, [post(
                f"/bookmarks/{BM}/edit?return_url=%2Fbookmarks", edit_fields)])]),
    ]  # fmt: skip


def manage_screens(t: Any) -> list[dict[str, Any]]:
    """Tags, bundles, settings, integrations, the password and login pages."""
    tags_t = t("Tags")
    tags = {"title": tags_t, "items": [
        {"link": t("Create Tag")}, {"link": t("Merge Tags")},
        {"field": "search", "hint": t("Search tags..."), "text": "py"},
        {"button": t("Search")}, {"text": TAG_NAME}, {"link": "23"},
        {"link": t("Edit")}, {"button": t("Remove")}]}  # fmt: skip
    edit_tag = {"title": tags_t, "dialog": {"title": t("Edit Tag")}, "items": [
        {"field": "name", "hint": t("Name"), "text": "python3"},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    merge = {"title": tags_t, "dialog": {"title": t("Merge Tags")}, "items": [
        {"field": "target_tag", "hint": t("Target tag"), "text": TAG_NAME},
        {"field": "merge_tags", "hint": t("Tags to merge"), "text": "py python3"},
        {"button": t("Cancel")}, {"button": t("Merge Tags")}]}  # fmt: skip
    bundles_t = t("Bundles")
    bundles = {"title": bundles_t, "items": [
        {"link": t("Add bundle")}, {"text": BUNDLE_NAME}, {"link": t("Edit")},
        {"button": t("Remove")}]}  # fmt: skip
    settings_t = t("Settings")
    general = {"title": settings_t, "items": [
        {"text": t("Profile")}, {"link": t("Change password")},
        {"switch": t("Enable bookmark sharing"), "checked": True},
        {"button": t("Refresh Favicons")}, {"button": t("Save")}]}  # fmt: skip
    before = [("theme", "auto"), ("bookmark_date_display", "relative"),
              ("items_per_page", "30"), ("enable_favicons", "on")]  # fmt: skip
    after = [("enable_sharing", "on")]
    transfer = {"title": settings_t, "items": [
        {"text": t("Import")}, {"switch": t("Import public bookmarks as shared"),
                                "checked": False},
        {"text": "bookmarks.html"}, {"button": t("Upload")}, {"text": t("Export")},
        {"link": t("Download (.html)")}]}  # fmt: skip
    password = {"title": t("Change password - Linkding"), "items": [
        {"field": "old_password", "hint": t("Old password"), "text": "••••••••"},
        {"field": "new_password1", "hint": t("New password"), "text": "••••••••••"},
        {"field": "new_password2", "hint": t("Confirm new password"), "text": "••••••••••"},
        {"button": t("Change Password")}]}  # fmt: skip
    integrations = {"title": settings_t, "items": [
        {"text": t("REST API")}, {"text": TOKEN_NAME}, {"button": t("Delete")},
        {"link": t("Create API token")}, {"text": t("RSS Feeds")},
        {"link": t("All bookmarks")}]}  # fmt: skip
    create_token = {"title": settings_t, "dialog": {"title": t("Create API Token")}, "items": [
        {"field": "name", "hint": t("Token name"), "text": "Raycast laptop"},
        {"button": t("Cancel")}, {"button": t("Create Token")}]}  # fmt: skip
    login = {"title": t("Login - Linkding"), "items": [
        {"field": "username", "hint": t("Username"), "text": "alice"},
        {"field": "password", "hint": t("Password"), "text": "••••••••"},
        {"button": t("Login")}]}  # fmt: skip
    return [
        _entry("reversible", "tags page", tags, [
            (t("Merge Tags"), False, [get("/tags/merge")]),
            (t("Edit"), False, [get(f"/tags/{TAG}/edit?search=py")]),
            (t("Remove"), False, [])]),
        _entry("delete", "tag remove confirm", confirm(t, tags_t, [TAG_NAME]), [
            (t("Confirm"), True, [post("/tags?search=py", [("delete_tag", str(TAG))])])]),
        _entry("reversible", "edit tag modal", edit_tag, [
            (t("Save"), False, [post(f"/tags/{TAG}/edit?search=py", [("name", "python3")])])]),
        _entry("delete", "merge tags modal", merge, [
            (t("Merge Tags"), True, [post("/tags/merge", [
                ("target_tag", TAG_NAME), ("merge_tags", "py python3")])])]),
        _entry("reversible", "bundles page", bundles, [
            (t("Edit"), False, [get(f"/bundles/{BUNDLE}/edit")]),
            (t("Remove"), False, [])]),
        _entry("delete", "bundle remove confirm", confirm(t, bundles_t, [BUNDLE_NAME]), [
            (t("Confirm"), True, [post("/bundles/action", [
                ("remove_bundle", str(BUNDLE)), ("move_position", "")])])]),
        _entry("reversible", "general settings", general, [
            (t("Save"), False, [form("/settings/update", [
                *before, *after, ("update_profile", "Save")])]),
            (t("Refresh Favicons"), False, [form("/settings/update", [
                *before, ("refresh_favicons", ""), *after])]),
            (t("Change password"), False, [get("/change-password/")])]),
        _entry("overwrite", "import and export", transfer, [
            (t("Upload"), True, [post("/settings/import", [("import_file", "bookmarks.html")])]),
            (t("Download (.html)"), False, [link("/settings/export")])]),
        _entry("reversible", "change password page", password, [
            (t("Change Password"), False, [post("/change-password/", [
                ("old_password", "correct-horse"), ("new_password1", "battery-staple"),
                ("new_password2", "battery-staple")])])]),
        _entry("reversible", "integrations page", integrations, [
            (t("Delete"), False, []),
            (t("Create API token"), False, [get("/settings/integrations/create-api-token")]),
            (t("All bookmarks"), False, [link(f"/feeds/{FEED_KEY}/all")])]),
        _entry("revoke-access", "api token delete confirm",
               confirm(t, settings_t, [TOKEN_NAME]), [
            (t("Confirm"), True, [post("/settings/integrations/delete-api-token", [
                ("token_id", str(TOKEN))])])]),
        _entry("reversible", "create api token modal", create_token, [
            (t("Create Token"), False, [post("/settings/integrations/create-api-token", [
                ("name", "Raycast laptop")])])]),
        _entry("reversible", "login page", login, [
            (t("Login"), False, [post("/login/", [
                ("username", "alice"), ("password", "correct-horse"), ("next", "")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*list_screens(t), *bookmark_screens(t), *manage_screens(t)]
