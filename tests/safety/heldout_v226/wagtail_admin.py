"""Wagtail admin's screens for the two-hundred-and-twenty-sixth held-out corpus: ``screens(t)``
lays them out in one language, ``t(msgid, plural=None, n=1, **values)`` being that language's
lookup in wagtail's gettext catalogs. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

A = "/admin"
CSRF = "kq3Vb8XnTz1LmW4sY7pR0cHd2JfG5aEo9uQi6NtBvZyKxMlSe8DwC1rPgA3hU7jF"  # made up
PAGE, PARENT, DEST, REVISION, TASK = 42, 7, 9, 118, 17
TITLE, PARENT_TITLE, DEST_TITLE = "Spring gala", "Events", "Archive"
IMAGE, IMAGE2, DOC, SNIPPET, USER, GROUP, TOKEN, REDIRECT, FORM = 12, 14, 9, 5, 21, 4, 3, 14, 8
EXPLORE = f"{A}/pages/{PARENT}/"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(method: str, url: str, fields: Fields | None = None) -> dict[str, Any]:
    """An HTML form submitted by the browser (urlencoded)."""
    sent: dict[str, Any] = {"request": f"{method} {url}", "via": "form"}
    if fields is not None:
        sent["body"] = body(fields)
    return sent


def post(url: str, fields: Fields) -> dict[str, Any]:
    return form("POST", url, [("csrfmiddlewaretoken", CSRF), *fields])


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def xhr_get(url: str) -> str:
    return f"GET {url}"


def capfirst(text: str) -> str:
    """Django's capfirst, as a form field's label shows a model field's verbose name."""
    return text[:1].upper() + text[1:]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"wagtail {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def page_fields(revision: bool = True, go_live: str = "") -> Fields:
    """The page edit form, its content fields left out."""
    fields: Fields = [("csrfmiddlewaretoken", CSRF), ("next", "")]
    if revision:
        fields += [("loaded_revision_id", str(REVISION)),
                   ("loaded_revision_created_at", "2026-08-20T09:14:03.512Z")]  # fmt: skip
    return [*fields, ("title", TITLE), ("slug", "spring-gala"), ("seo_title", ""),
            ("search_description", ""), ("go_live_at", go_live), ("expire_at", "")]  # fmt: skip


def page_screens(t: Any) -> list[dict[str, Any]]:
    """The explorer, a row's dropdown, the type chooser, the create and edit pages' action
    menus, the Lock switch, the unpublish, delete and move confirmations, the copy form."""
    more = t("More options for '%(title)s'", title=TITLE)
    explorer = {"title": PARENT_TITLE, "items": [
        {"link": t("Add child page")}, {"text": TITLE}, {"icon": "⋯", "desc": more}]}  # fmt: skip
    nxt = "?" + "next=" + quote(EXPLORE, safe="")
    row_menu = [t("Edit"), t("Move"), t("Copy"), t("Delete"), t("Unpublish"), t("History")]
    dropdown = popup(PARENT_TITLE, [TITLE], [{"menu": m} for m in row_menu])
    chooser = {"title": t("Create a page in %(title)s", title=PARENT_TITLE), "items": [
        {"text": t("Choose which type of page you'd like to create.")},
        {"link": "Event page"}, {"link": "Standard page"}]}  # fmt: skip
    add_url = f"{A}/pages/add/events/eventpage/{PARENT}/"
    edit_url = f"{A}/pages/{PAGE}/edit/"
    save, publish = t("Save draft"), t("Publish")
    new_page = popup(t("New: %(model_name)s", model_name="Event page"), [TITLE], [
        {"button": save}, {"button": publish}])  # fmt: skip
    submit = t("Submit for moderation")
    unpublish = t("Unpublish")
    editing = popup(TITLE, [t("Editing")], [
        {"button": save}, {"button": publish}, {"button": submit},
        {"link": unpublish}])  # fmt: skip
    later = "2026-09-01 18:00"
    scheduled = popup(TITLE, [t("Editing")], [
        {"button": t("Schedule to publish")}, {"button": save}])  # fmt: skip
    approve = t("%(label)s and Publish", label=t("Approve"))
    with_comment = t("%(label)s and Publish", label=t("Approve with comment"))
    changes = t("Request changes")
    moderation = popup(TITLE, [t("In Moderation")], [
        {"button": approve}, {"button": with_comment}, {"button": changes},
        {"button": save}])  # fmt: skip
    collect = f"{A}/pages/workflow/collect_action_data/{PAGE}"
    replace, this_version = t("Replace current draft"), t("Publish this version")
    revision = popup(TITLE, [t("Editing")], [
        {"button": replace}, {"button": this_version}])  # fmt: skip
    lock = t("Lock")
    unlocked = {"title": TITLE, "items": [
        {"text": t("Unlocked")}, {"switch": lock, "checked": False}]}  # fmt: skip
    locked = {"title": TITLE, "items": [{"switch": lock, "checked": True}]}
    lock_fields = [("next", f"https://cms.example{edit_url}")]
    yes_unpub, no_unpub = t("Yes, unpublish it"), t("No, don't unpublish")
    unpub_confirm = {"title": t("Unpublish"), "items": [
        {"text": TITLE}, {"text": t("Are you sure you want to unpublish this page?")},
        {"button": yes_unpub}, {"link": no_unpub}]}  # fmt: skip
    yes_del, no_del = t("Yes, delete it"), t("No, don't delete it")
    del_confirm = {"title": t("Delete"), "items": [
        {"text": TITLE}, {"text": t("Are you sure you want to delete this page?")},
        {"button": yes_del}, {"link": no_del}]}  # fmt: skip
    children = t(
        "Deleting this page will also delete %(descendant_count)s child page.",
        "Deleting this page will also delete %(descendant_count)s more child pages.",
        3,
        descendant_count="3",
    )
    del_children = {"title": t("Delete"), "items": [
        {"text": PARENT_TITLE}, {"text": t("Are you sure you want to delete this page?")},
        {"text": children}, {"button": yes_del}, {"link": no_del}]}  # fmt: skip
    move_yes = t("Yes, move this page")
    move = {"title": t("Move"), "items": [
        {"text": TITLE},
        {"text": t("Are you sure you want to move this page into '%(title)s'?",
                   title=DEST_TITLE)},
        {"button": move_yes}]}  # fmt: skip
    copy_btn = t("Copy this page")
    copy_items = [
        {"text": TITLE},
        {"field": "new_title", "hint": t("New title"), "text": "Spring gala (copy)"},
        {"field": "new_slug", "hint": t("New slug"), "text": "spring-gala-copy"},
    ]
    copy_form = {"title": t("Copy"), "items": [
        *copy_items, {"switch": t("Publish copied page"), "checked": False},
        {"button": copy_btn}]}  # fmt: skip
    copy_publish = {"title": t("Copy"), "items": [
        *copy_items, {"switch": t("Publish copied page"), "checked": True},
        {"button": copy_btn}]}  # fmt: skip
    copy_fields: Fields = [
        ("next", ""),
        ("new_title", "Spring gala (copy)"),
        ("new_slug", "spring-gala-copy"),
        ("new_parent_page", str(PARENT)),
    ]
    return [
        _entry("opens-prompt", "page explorer", explorer, [
            (more, False, []),
            (t("Add child page"), False, [link(f"{A}/pages/{PARENT}/add_subpage/")])]),
        _entry("opens-prompt", "page row more options", dropdown, [
            (t("Move"), False, [link(f"{A}/pages/{PAGE}/move/{nxt}")]),
            (t("Copy"), False, [link(f"{A}/pages/{PAGE}/copy/{nxt}")]),
            (t("Delete"), False, [link(f"{A}/pages/{PAGE}/delete/{nxt}")]),
            (t("Unpublish"), False, [link(f"{A}/pages/{PAGE}/unpublish/{nxt}")])]),
        _entry("opens-prompt", "page type chooser", chooser, [
            ("Event page", False, [link(add_url)])]),
        _entry("publish", "create page action menu", new_page, [
            (save, False, [post(add_url, page_fields(False)[1:])]),
            (publish, True, [post(add_url, [*page_fields(False)[1:],
                                             ("action-publish", "action-publish")])])]),
        _entry("publish", "edit page action menu", editing, [
            (save, False, [post(edit_url, page_fields()[1:])]),
            (publish, True, [post(edit_url, [*page_fields()[1:],
                                              ("action-publish", "action-publish")])]),
            (submit, False, [post(edit_url, [*page_fields()[1:], ("action-submit", submit)])]),
            (unpublish, False, [link(f"{A}/pages/{PAGE}/unpublish/")])]),
        _entry("reversible", "edit page with a go-live date", scheduled, [
            (t("Schedule to publish"), False, [post(edit_url, [
                *page_fields(go_live=later)[1:], ("action-publish", "action-publish")])])]),
        _entry("publish", "page in moderation action menu", moderation, [
            (approve, True, [post(edit_url, [
                *page_fields()[1:], ("action-workflow-action", "true"),
                ("workflow-action-name", "approve")])]),
            (with_comment, False, [xhr_get(f"{collect}/approve/{TASK}/")]),
            (changes, False, [xhr_get(f"{collect}/reject/{TASK}/")])]),
        _entry("publish", "edit page with a revision loaded", revision, [
            (replace, False, [post(edit_url, page_fields()[1:])]),
            (this_version, True, [post(edit_url, [*page_fields()[1:],
                                                   ("action-publish", "action-publish")])])]),
        _entry("reversible", "status panel lock switch", unlocked, [
            (lock, False, [post(f"{A}/pages/{PAGE}/lock/", lock_fields)])]),
        _entry("reversible", "status panel unlock switch", locked, [
            (lock, False, [post(f"{A}/pages/{PAGE}/unlock/", lock_fields)])]),
        _entry("reversible", "page unpublish confirmation", unpub_confirm, [
            (yes_unpub, False, [post(f"{A}/pages/{PAGE}/unpublish/", [("next", EXPLORE)])]),
            (no_unpub, False, [link(EXPLORE)])]),
        _entry("delete", "page delete confirmation", del_confirm, [
            (yes_del, True, [post(f"{A}/pages/{PAGE}/delete/", [("next", EXPLORE)])]),
            (no_del, False, [link(EXPLORE)])]),
        _entry("delete", "page with children delete confirmation", del_children, [
            (yes_del, True, [post(f"{A}/pages/{PARENT}/delete/", [("next", "")])])]),
        _entry("reversible", "page move confirmation", move, [
            (move_yes, False, [post(f"{A}/pages/{PAGE}/move/{DEST}/confirm/", [])])]),
        _entry("reversible", "page copy form", copy_form, [
            (copy_btn, False, [post(f"{A}/pages/{PAGE}/copy/", copy_fields)])]),
        _entry("publish", "page copy form with publish copies", copy_publish, [
            (copy_btn, True, [post(f"{A}/pages/{PAGE}/copy/", [*copy_fields,
                                                                ("publish_copies", "on")])])]),
    ]  # fmt: skip


def confirm_delete(t: Any, title: str, name: str, message: str | None) -> dict[str, Any]:
    """The generic confirm_delete.html: title, the object, its message, Yes and No."""
    texts = [{"text": name}] + ([{"text": message}] if message else [])
    return {"title": title, "items": [
        *texts, {"button": t("Yes, delete")}, {"link": t("No, don't delete")}]}  # fmt: skip


def edit_page(t: Any, title: str, items: list[dict[str, Any]], delete: str) -> dict[str, Any]:
    """A generic edit view: its fields, Save and the Delete (or Revoke) link."""
    return {"title": title, "items": [*items, {"button": t("Save")}, {"link": delete}]}


def media_screens(t: Any) -> list[dict[str, Any]]:
    """Images (bulk bar and confirmation, edit page, delete), documents, a snippet."""
    images = t("Images")
    bulk_url = (
        f"{A}/bulk/wagtailimages/image/delete/?next=%2Fadmin%2Fimages%2F&id={IMAGE}&id={IMAGE2}"
    )
    bulk_bar = {"title": images, "items": [
        {"text": "harbour-night.jpg"}, {"text": "lanterns.jpg"},
        {"link": t("Delete"), "desc": t("Delete selected images")}]}  # fmt: skip
    bulk_confirm = {"title": t("Delete images"), "items": [
        {"text": t("Are you sure you want to delete this image?",
                   "Are you sure you want to delete these images?", 2)},
        {"text": "harbour-night.jpg"}, {"text": "lanterns.jpg"},
        {"button": t("Yes, delete")}, {"link": t("No, don't delete")}]}  # fmt: skip
    image_edit = edit_page(t, t("Editing"), [
        {"field": "title", "hint": t("Title"), "text": "harbour-night.jpg"},
        {"button": t("Remove focal area")}], t("Delete"))  # fmt: skip
    image_fields = [("title", "harbour-night.jpg"), ("collection", "1"), ("tags", ""),
                    ("focal_point_x", ""), ("focal_point_y", ""), ("focal_point_width", ""),
                    ("focal_point_height", "")]  # fmt: skip
    image_delete = confirm_delete(t, t("Delete image"), "harbour-night.jpg", t(
        "Are you sure you want to delete this image?",
        "Are you sure you want to delete these images?", 1))  # fmt: skip
    doc_edit = edit_page(
        t,
        t("Editing"),
        [{"field": "title", "hint": t("Title"), "text": "Annual report 2025"}],
        t("Delete"),
    )
    doc_delete = confirm_delete(t, t("Delete document"), "Annual report 2025", t(
        "Are you sure you want to delete this document?",
        "Are you sure you want to delete these documents?", 1))  # fmt: skip
    snippet_delete = confirm_delete(t, t("Delete"), "Footer text: Harbour Arts", None)
    return [
        _entry("opens-prompt", "images bulk actions bar", bulk_bar, [
            (t("Delete"), False, [link(bulk_url)])]),
        _entry("delete", "images bulk delete confirmation", bulk_confirm, [
            (t("Yes, delete"), True, [post(bulk_url, [])]),
            (t("No, don't delete"), False, [link(f"{A}/images/")])]),
        _entry("reversible", "image edit page", image_edit, [
            (t("Save"), False, [post(f"{A}/images/{IMAGE}/", image_fields)]),
            (t("Delete"), False, [link(f"{A}/images/{IMAGE}/delete/")])]),
        _entry("delete", "image delete confirmation", image_delete, [
            (t("Yes, delete"), True, [post(f"{A}/images/{IMAGE}/delete/",
                                           [("next", f"{A}/images/")])]),
            (t("No, don't delete"), False, [link(f"{A}/images/")])]),
        _entry("reversible", "document edit page", doc_edit, [
            (t("Save"), False, [post(f"{A}/documents/edit/{DOC}/", [
                ("title", "Annual report 2025"), ("collection", "1"), ("tags", "")])]),
            (t("Delete"), False, [link(f"{A}/documents/delete/{DOC}/")])]),
        _entry("delete", "document delete confirmation", doc_delete, [
            (t("Yes, delete"), True, [post(f"{A}/documents/delete/{DOC}/", [])])]),
        _entry("delete", "snippet delete confirmation", snippet_delete, [
            (t("Yes, delete"), True, [post(f"{A}/snippets/base/footertext/delete/{SNIPPET}/",
                                           [])])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """Users, groups, API tokens."""
    user_edit = edit_page(t, t("Editing"), [
        {"text": "mchen"}, {"field": "email", "hint": t("Email"), "text": "mchen@example.org"},
        {"switch": t("Active"), "checked": False}], t("Delete"))  # fmt: skip
    user_delete = confirm_delete(t, t("Delete user"), "Mei Chen", None)
    group_edit = edit_page(t, t("Editing"), [
        {"field": "name", "hint": t("Name"), "text": "Editors"},
        {"text": t("Object permissions")}], t("Delete"))  # fmt: skip
    group_delete = {"title": t("Delete"), "items": [
        {"text": t("Deleting this group will revoke this group's permissions from all member "
                   "users.")},
        {"text": t("Are you sure you want to delete this group?")},
        {"button": t("Yes, delete")}]}  # fmt: skip
    revoke = t("Revoke")
    token_edit = edit_page(t, t("Editing"), [
        {"field": "name", "hint": t("Name"), "text": "Newsletter sync"}], revoke)  # fmt: skip
    yes_revoke, no_revoke = t("Yes, revoke"), t("No, don't revoke")
    token_revoke = {"title": revoke, "items": [
        {"text": "Newsletter sync"},
        {"text": t("Are you sure you want to revoke this API token?")},
        {"button": yes_revoke}, {"link": no_revoke}]}  # fmt: skip
    return [
        _entry("reversible", "user edit page", user_edit, [
            (t("Save"), False, [post(f"{A}/users/edit/{USER}/", [
                ("username", "mchen"), ("email", "mchen@example.org"), ("first_name", "Mei"),
                ("last_name", "Chen"), ("password1", ""), ("password2", ""),
                ("groups", str(GROUP))])]),
            (t("Delete"), False, [link(f"{A}/users/delete/{USER}/")])]),
        _entry("delete-user", "user delete confirmation", user_delete, [
            (t("Yes, delete"), True, [post(f"{A}/users/delete/{USER}/", [])]),
            (t("No, don't delete"), False, [link(f"{A}/users/")])]),
        _entry("reversible", "group edit page", group_edit, [
            (t("Save"), False, [post(f"{A}/groups/edit/{GROUP}/", [
                ("name", "Editors"), ("page_permissions-TOTAL_FORMS", "1"),
                ("page_permissions-INITIAL_FORMS", "1"), ("page_permissions-0-page", "3"),
                ("page_permissions-0-permissions", "add_page"),
                ("page_permissions-0-permissions", "change_page")])]),
            (t("Delete"), False, [link(f"{A}/groups/delete/{GROUP}/")])]),
        _entry("delete", "group delete confirmation", group_delete, [
            (t("Yes, delete"), True, [post(f"{A}/groups/delete/{GROUP}/", [])])]),
        _entry("reversible", "API token edit page", token_edit, [
            (revoke, False, [link(f"{A}/api-tokens/delete/{TOKEN}/")])]),
        _entry("revoke", "API token revoke confirmation", token_revoke, [
            (yes_revoke, True, [post(f"{A}/api-tokens/delete/{TOKEN}/", [])]),
            (no_revoke, False, [link(f"{A}/api-tokens/")])]),
    ]  # fmt: skip


def site_screens(t: Any) -> list[dict[str, Any]]:
    """Redirects, form submissions, site settings, the account and the sidebar's menu."""
    redirect_edit = edit_page(t, t("Editing"), [
        {"field": "old_path", "hint": capfirst(t("redirect from")), "text": "/gala-2025"},
        {"switch": capfirst(t("permanent")), "checked": True}], t("Delete"))  # fmt: skip
    redirect_delete = confirm_delete(t, t("Delete"), "/gala-2025", None)
    ids = "selected-submissions=31&selected-submissions=32"
    delete_selected = t("Delete selected submissions")
    submissions = {"title": t("Form data"), "items": [
        {"text": "ana@example.org"}, {"text": "li@example.org"},
        {"button": delete_selected}]}  # fmt: skip
    sub_delete = {"title": t("Delete form data"), "items": [
        {"text": "Contact us"},
        {"text": t("Are you sure you want to delete this form submission?",
                   "Are you sure you want to delete these form submissions?", 2)},
        {"button": t("Delete")}]}  # fmt: skip
    settings = {"title": "Site settings", "items": [
        {"field": "contact_email", "hint": "Contact email", "text": "hello@harbourarts.org"},
        {"button": t("Save")}]}  # fmt: skip
    account = t("Account")
    password = {"title": account, "items": [
        {"text": t("Password")},
        {"field": "password-old_password", "hint": "", "text": "••••••••"},
        {"field": "password-new_password1", "hint": "", "text": "••••••••"},
        {"button": t("Save")}]}  # fmt: skip
    account_fields = [("name_email-first_name", "Ana"), ("name_email-last_name", "Ruiz"),
                      ("name_email-email", "ana@harbourarts.org")]  # fmt: skip
    notifications = {"title": account, "items": [
        {"text": t("Notifications")},
        {"switch": capfirst(t("submitted notifications")), "checked": True},
        {"switch": capfirst(t("approved notifications")), "checked": False},
        {"button": t("Save")}]}  # fmt: skip
    menu = popup(t("Dashboard"), ["Ana Ruiz"], [
        {"menu": account}, {"menu": t("Log out")}])  # fmt: skip
    return [
        _entry("reversible", "redirect edit page", redirect_edit, [
            (t("Save"), False, [post(f"{A}/redirects/{REDIRECT}/", [
                ("old_path", "/gala-2025"), ("site", ""), ("is_permanent", "on"),
                ("redirect_page", str(PAGE)), ("redirect_page_route_path", ""),
                ("redirect_link", "")])]),
            (t("Delete"), False, [link(f"{A}/redirects/{REDIRECT}/delete/")])]),
        _entry("delete", "redirect delete confirmation", redirect_delete, [
            (t("Yes, delete"), True, [post(f"{A}/redirects/{REDIRECT}/delete/", [])])]),
        _entry("opens-prompt", "form submissions list", submissions, [
            (delete_selected, False, [
                form("GET", f"{A}/forms/submissions/{FORM}/delete/?{ids}")])]),
        _entry("delete", "form submissions delete confirmation", sub_delete, [
            (t("Delete"), True, [post(f"{A}/forms/submissions/{FORM}/delete/?{ids}", [
                ("next", f"{A}/forms/submissions/{FORM}/")])])]),
        _entry("reversible", "site settings", settings, [
            (t("Save"), False, [post(f"{A}/settings/base/sitesettings/2/", [
                ("contact_email", "hello@harbourarts.org")])])]),
        _entry("reversible", "account password panel", password, [
            (t("Save"), False, [post(f"{A}/account/", [
                *account_fields, ("password-old_password", "harbour-tide-41"),
                ("password-new_password1", "lantern-quay-88"),
                ("password-new_password2", "lantern-quay-88")])])]),
        _entry("reversible", "account notifications panel", notifications, [
            (t("Save"), False, [post(f"{A}/account/", [
                *account_fields, ("notifications-submitted_notifications", "on")])])]),
        _entry("reversible", "sidebar account menu", menu, [
            (t("Log out"), False, [post(f"{A}/logout/", [])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*page_screens(t), *media_screens(t), *people_screens(t), *site_screens(t)]
