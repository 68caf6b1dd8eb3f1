"""Redmine's screens for the hundred-and-sixty-sixth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's ``config/locales/<locale>.yml`` (as Redmine's ``l``) and ``ok`` the browser's OK and
Cancel of a JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

TOKEN = "Zq3Hc8vT1mXw6PbN0sLk4RyE9uGd2JfA7oVi5tCe8hKn3WxM1aQz6YrB0pSj4LgU9dFo2XhT7cIv5NbE8mRk1w=="
PROJECT, PROJECT_NAME = "website", "Website"
ISSUE, ISSUE2, SUBJECT = 42, 43, "Login page rejects valid passwords"
JOURNAL, USER_ID, LOGIN, USER_NAME = 310, 5, "jsmith", "John Smith"
PAGE, PAGE_ID, CHILDLESS = "Release_notes", 8, "Old_roadmap"
NEWS, COMMENT, BOARD, TOPIC = 7, 19, 3, 12
FILE_ID, FILE_NAME, ENTRY, MEMBER, ROLE = 21, "website-2.3.zip", 55, 9, 4
NOTE = "Reproduced on staging; the hash check uses the old salt."
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def query(**params: Any) -> str:
    """Rails' ``to_query``: the keys sorted, arrays as ``key[]``, hashes as ``key[sub]``."""
    pairs: list[tuple[str, str]] = []
    for key in sorted(params):
        value = params[key]
        if isinstance(value, list):
            pairs += [(f"{key}[]", str(v)) for v in value]
        elif isinstance(value, dict):
            pairs += [(f"{key}[{sub}]", str(v)) for sub, v in sorted(value.items())]
        else:
            pairs.append((key, str(value)))
    return "&".join(f"{quote(k, safe='')}={quote(v, safe='')}" for k, v in pairs)


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields, method: str = "") -> dict[str, str]:
    """A Rails form (``form_tag``/``form_for``) submitted: a POST whose first fields are
    ``_method`` (for put, patch, delete) and ``authenticity_token``."""
    head = [("_method", method)] if method else []
    return {"request": f"POST {path}", "via": "form",
            "body": body([*head, ("authenticity_token", TOKEN), *fields])}  # fmt: skip


def ujs(path: str, method: str) -> dict[str, str]:
    """A link with ``data-method`` (no ``data-remote``): rails-ujs's handleMethod builds a
    form holding ``_method`` and ``authenticity_token`` and submits it."""
    return {"request": f"POST {path}", "via": "form",
            "body": body([("_method", method), ("authenticity_token", TOKEN)])}  # fmt: skip


def xhr(method: str, path: str) -> str:
    """A ``data-remote`` link: rails-ujs's XMLHttpRequest (the token in ``X-CSRF-Token``)."""
    return f"{method.upper()} {path}"


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"redmine {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """A ``data-confirm`` link's ``confirm()``: the browser's dialog over the page."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown or context menu over its page."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def watch(kind: str, ids: Any, method: str = "post") -> str:
    return xhr(method, f"/watchers/watch?{query(object_id=ids, object_type=kind)}")


def issue_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """An issue's page, its actions dropdown, the delete confirmations and the time-entries
    question, the edit form (with a note, and a status change alone), the new issue form,
    a note's actions and its delete confirmation, the list's context menus."""
    title = f"{t('default_tracker_bug')} #{ISSUE}"
    path = f"/issues/{ISSUE}"
    delete_issue = t("button_delete_object", object_name=t("label_issue")).capitalize()
    actions = t("button_actions")
    page = {"title": title, "items": [
        {"link": t("button_edit")}, {"link": t("button_log_time")},
        {"link": t("button_watch")}, {"link": t("button_copy")},
        {"link": "⋯", "desc": actions}, {"text": SUBJECT}]}  # fmt: skip
    dropdown = popup(title, [SUBJECT], [
        {"link": t("button_copy_link")}, {"link": delete_issue}])  # fmt: skip
    message = t("text_issues_destroy_confirmation")
    hours = t("text_destroy_time_entries_question", hours="6:30")
    question = {"title": t("label_confirmation"), "items": [
        {"text": hours}, {"radio": t("text_destroy_time_entries"), "checked": True},
        {"radio": t("text_assign_time_entries_to_project"), "checked": False},
        {"radio": t("text_reassign_time_entries"), "checked": False},
        {"field": "reassign_to_id", "hint": "", "text": ""},
        {"button": t("button_apply")}]}  # fmt: skip
    status = t("default_issue_status_resolved")
    edit_fields = [("issue[status_id]", "3"), ("issue[priority_id]", "3"),
                   ("issue[assigned_to_id]", str(USER_ID)),
                   ("issue[done_ratio]", "80")]  # fmt: skip
    tail = [("issue[lock_version]", "4"), ("last_journal_id", "309"),
            ("commit", t("button_submit"))]  # fmt: skip
    noted = form(path, [*edit_fields, ("issue[notes]", NOTE), ("issue[private_notes]", "0"),
                        *tail], "patch")  # fmt: skip
    silent = form(path, [*edit_fields, ("issue[notes]", ""), ("issue[private_notes]", "0"),
                         *tail], "patch")  # fmt: skip
    edit = {"title": title, "items": [
        {"text": t("button_edit")}, {"field": "issue_status_id", "hint": t("field_status"),
                                     "text": status},
        {"field": "issue_notes", "hint": t("field_notes"), "text": NOTE},
        {"button": t("button_submit")}, {"link": t("button_cancel")}]}  # fmt: skip
    edit_silent = copy.deepcopy(edit)
    edit_silent["items"][2]["text"] = ""
    new_title = t("label_issue_new")
    new_fields = [("issue[tracker_id]", "1"), ("issue[subject]", "Password reset mail is empty"),
                  ("issue[description]", "The reset link is missing from the mail body."),
                  ("issue[status_id]", "1"), ("issue[priority_id]", "2")]  # fmt: skip
    new = {"title": new_title, "items": [
        {"field": "issue_subject", "hint": t("field_subject"),
         "text": "Password reset mail is empty"},
        {"button": t("button_create")}, {"button": t("button_create_and_continue")}]}  # fmt: skip
    back = f"/projects/{PROJECT}/issues"
    one = {"ids": [ISSUE], "back_url": back}
    both = {"ids": [ISSUE, ISSUE2], "back_url": back}
    listing = t("label_issue_plural")
    menu = popup(listing, [SUBJECT], [
        {"link": t("button_edit")}, {"link": t("field_status")},
        {"link": t("default_issue_status_new")}, {"link": status},
        {"link": t("default_issue_status_closed")}, {"link": t("field_priority")},
        {"link": t("field_assigned_to")}, {"link": t("button_watch")},
        {"link": t("button_log_time")}, {"link": t("button_copy")},
        {"link": delete_issue}])  # fmt: skip
    delete_both = t("button_delete_object", object_name=t("label_issue_plural")).capitalize()
    closed = t("default_issue_status_closed")
    bulk = popup(listing, [SUBJECT, "Session expires after 5 minutes"], [
        {"link": t("label_bulk_edit")}, {"link": t("field_status")}, {"link": closed},
        {"link": t("button_watch")}, {"link": t("button_filter")},
        {"link": t("button_copy_link")}, {"link": t("button_copy")},
        {"link": delete_both}])  # fmt: skip
    return [
        _entry("reversible", "issue page", page, [
            (t("button_watch"), False, [watch("issue", ISSUE)])]),
        _entry("opens-prompt", "issue actions dropdown", dropdown, [
            (delete_issue, False, [])]),
        _entry("delete", "issue delete confirm", confirm(ok, title, message), [
            (ok[0], True, [ujs(path, "delete")]), (ok[1], False, [])]),
        _entry("delete", "issue delete time entries question", question, [
            (t("button_apply"), True, [form(path, [("ids[]", str(ISSUE)), ("todo", "destroy"),
                                                   ("reassign_to_id", "")], "delete")])]),
        _entry("send", "issue edit form with a note", edit, [
            (t("button_submit"), True, [noted])]),
        _entry("reversible", "issue edit form without a note", edit_silent, [
            (t("button_submit"), False, [silent])]),
        _entry("send", "new issue form", new, [
            (t("button_create"), True, [form(f"/projects/{PROJECT}/issues", [
                *new_fields, ("commit", t("button_create"))])])]),
        _entry("delete", "issue note delete confirm",
               confirm(ok, title, t("text_are_you_sure")), [
            (ok[0], True, [xhr("put", f"/journals/{JOURNAL}?{query(journal={'notes': ''})}")])]),
        _entry("reversible", "issue context menu (status)", menu, [
            (status, False, [ujs(f"{path}?{query(**one, issue={'status_id': 3})}", "patch")]),
            (delete_issue, False, [])]),
        _entry("delete", "issue context menu delete confirm", confirm(ok, listing, message), [
            (ok[0], True, [ujs(f"/issues?{query(**one)}", "delete")])]),
        _entry("reversible", "two issues context menu", bulk, [
            (closed, False, [ujs(f"/issues/bulk_update?{query(**both, issue={'status_id': 5})}",
                                 "patch")]),
            (delete_both, False, [])]),
        _entry("delete", "two issues delete confirm", confirm(ok, listing, message), [
            (ok[0], True, [ujs(f"/issues?{query(**both)}", "delete")])]),
    ]  # fmt: skip


def wiki_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A watched wiki page, its actions dropdown, the delete confirmation of a page with and
    without child pages, the question about the children, the rename and edit forms, the
    history and an old version's page (Rollback)."""
    base = f"/projects/{PROJECT}/wiki"
    title, path = "Release notes", f"{base}/{PAGE}"
    actions = t("button_actions")
    page = {"title": title, "items": [
        {"link": t("button_edit")}, {"link": t("button_unwatch")},
        {"link": "⋯", "desc": actions}]}  # fmt: skip
    menu = popup(title, [], [
        {"link": t("label_history")}, {"link": t("button_lock")}, {"link": t("button_rename")},
        {"link": t("button_delete")}, {"link": t("label_wiki_page_new")}])  # fmt: skip
    sure = t("text_are_you_sure")
    question = {"title": title, "items": [
        {"text": t("text_wiki_page_destroy_question", descendants="2")},
        {"radio": t("text_wiki_page_nullify_children"), "checked": True},
        {"radio": t("text_wiki_page_destroy_children"), "checked": False},
        {"radio": t("text_wiki_page_reassign_children"), "checked": False},
        {"button": t("button_apply")}, {"link": t("button_cancel")}]}  # fmt: skip
    rename = {"title": title, "items": [
        {"field": "wiki_page_title", "hint": t("field_title"), "text": "Changelog"},
        {"switch": t("field_redirect_existing_links"), "checked": True},
        {"button": t("button_rename")}]}  # fmt: skip
    text = "h1. Release notes\n\n* 2.3: new login page"
    edit = {"title": title, "items": [
        {"field": "content_text", "hint": "", "text": text},
        {"field": "content_comments", "hint": t("field_comments"), "text": "2.3"},
        {"button": t("button_save")}, {"link": t("button_cancel")}]}  # fmt: skip
    old = {"title": f"{title} {t('label_revision')} 3", "items": [
        {"link": t("label_history")}, {"link": t("button_rollback")}]}  # fmt: skip
    return [
        _entry("reversible", "wiki page", page, [
            (t("button_unwatch"), False, [watch("wiki_page", PAGE_ID, "delete")])]),
        _entry("reversible", "wiki page actions dropdown", menu, [
            (t("button_lock"), False, [ujs(f"{path}/protect?protected=1", "post")]),
            (t("button_delete"), False, [])]),
        _entry("opens-prompt", "wiki page with children delete confirm",
               confirm(ok, title, sure), [
            (ok[0], False, [ujs(path, "delete")])]),
        _entry("delete", "wiki page delete confirm", confirm(ok, "Old roadmap", sure), [
            (ok[0], True, [ujs(f"{base}/{CHILDLESS}", "delete")])]),
        _entry("delete", "wiki page children question", question, [
            (t("button_apply"), True, [form(path, [("todo", "nullify")], "delete")])]),
        _entry("reversible", "wiki rename form", rename, [
            (t("button_rename"), False, [form(f"{path}/rename", [
                ("wiki_page[title]", "Changelog"), ("wiki_page[redirect_existing_links]", "0"),
                ("wiki_page[redirect_existing_links]", "1"), ("wiki_page[parent_id]", ""),
                ("commit", t("button_rename"))])])]),
        _entry("reversible", "wiki edit form", edit, [
            (t("button_save"), False, [form(path, [
                ("content[version]", "4"), ("section", ""), ("section_hash", ""),
                ("content[text]", text), ("content[comments]", "2.3"),
                ("commit", t("button_save"))], "put")])]),
        _entry("reversible", "wiki old version", old, [
            (t("button_rollback"), False, [link(f"{path}/edit?version=3")])]),
    ]  # fmt: skip


def project_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A project's overview (Close, Delete), a closed one's Reopen, the confirmations, the
    delete confirmation page, the administration's project context menu and Archive's
    confirmation, the members settings, the roles list and a role's delete confirmation."""
    overview = t("label_overview")
    path = f"/projects/{PROJECT}"
    page = {"title": overview, "items": [
        {"link": t("label_subproject_new")}, {"link": t("button_close")},
        {"link": t("button_delete")}, {"link": t("label_settings")}]}  # fmt: skip
    destroy = {"title": t("label_confirmation"), "items": [
        {"text": PROJECT_NAME}, {"text": t("text_project_destroy_confirmation")},
        {"text": t("text_project_destroy_enter_identifier", identifier=PROJECT)},
        {"field": "confirm", "hint": t("field_identifier"), "text": PROJECT},
        {"button": t("button_delete")}, {"link": t("button_cancel")}]}  # fmt: skip
    admin = t("label_project_plural")
    back = "/admin/projects"
    menu = popup(admin, [PROJECT_NAME], [
        {"link": t("button_archive")}, {"link": t("button_copy")},
        {"link": t("button_delete")}])  # fmt: skip
    settings = t("label_settings")
    members = {"title": settings, "items": [
        {"link": t("label_member_new")}, {"text": USER_NAME},
        {"text": t("default_role_developer")}, {"link": t("button_edit")},
        {"link": t("button_remove")}]}  # fmt: skip
    roles_t = t("label_role_plural")
    return [
        _entry("opens-prompt", "project overview", page, [
            (t("button_close"), False, []),
            (t("button_delete"), False, [ujs(path, "delete")])]),
        _entry("reversible", "project close confirm", confirm(
            ok, overview, t("text_project_close_confirmation", value=PROJECT_NAME)), [
            (ok[0], False, [ujs(f"{path}/close", "post")])]),
        _entry("reversible", "project reopen confirm", confirm(
            ok, overview, t("text_project_reopen_confirmation", value=PROJECT_NAME)), [
            (ok[0], False, [ujs(f"{path}/reopen", "post")])]),
        _entry("delete", "project delete confirmation page", destroy, [
            (t("button_delete"), True, [form(path, [
                ("confirm", PROJECT), ("commit", t("button_delete"))], "delete")])]),
        _entry("opens-prompt", "admin project context menu", menu, [
            (t("button_archive"), False, []),
            (t("button_delete"), False, [ujs(f"{path}?{query(back_url=back)}", "delete")])]),
        _entry("reversible", "project archive confirm", confirm(
            ok, admin, t("text_project_archive_confirmation", value=PROJECT_NAME)), [
            (ok[0], False, [ujs(f"{path}/archive", "post")])]),
        _entry("revoke", "project members settings", members, [
            (t("button_remove"), True, [xhr("delete", f"/memberships/{MEMBER}")])]),
        _entry("delete", "role delete confirm", confirm(ok, roles_t, t("text_are_you_sure")), [
            (ok[0], True, [ujs(f"/roles/{ROLE}", "delete")])]),
    ]  # fmt: skip


def account_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The users list's context menus, a user's delete confirmation page; My account's feeds
    and API keys, its delete page, the change password form."""
    users_t = t("label_user_plural")
    path = f"/users/{USER_ID}"
    back = "/users"
    menu = popup(users_t, [LOGIN], [
        {"link": t("button_lock")}, {"link": t("button_edit")},
        {"link": t("button_delete")}])  # fmt: skip
    locked = popup(users_t, [LOGIN], [
        {"link": t("button_unlock")}, {"link": t("button_edit")},
        {"link": t("button_delete")}])  # fmt: skip
    destroy = {"title": t("label_confirmation"), "items": [
        {"text": f"{USER_NAME} ({LOGIN})"},
        {"text": t("text_user_destroy_confirmation", login=LOGIN)},
        {"field": "confirm", "hint": t("field_login"), "text": LOGIN},
        {"button": t("button_delete")}, {"button": t("button_lock")},
        {"link": t("button_cancel")}]}  # fmt: skip
    mine = t("label_my_account")
    feeds = {"title": mine, "items": [
        {"link": t("button_change_password")}, {"link": t("button_delete_my_account")},
        {"text": t("label_feeds_access_key")}, {"link": t("button_reset")}]}  # fmt: skip
    api = {"title": mine, "items": [
        {"text": t("label_api_access_key")}, {"link": t("button_show")},
        {"link": t("button_reset")}]}  # fmt: skip
    delete = {"title": t("label_confirmation"), "items": [
        {"text": t("text_account_destroy_confirmation").split("\n")[0]},
        {"switch": t("general_text_Yes"), "checked": True},
        {"button": t("button_delete_my_account")}, {"link": t("button_cancel")}]}  # fmt: skip
    password = {"title": t("button_change_password"), "items": [
        {"field": "password", "hint": t("field_current_password"), "text": "••••••••"},
        {"field": "new_password", "hint": t("field_new_password"), "text": "••••••••••"},
        {"field": "new_password_confirmation", "hint": t("field_password_confirmation"),
         "text": "••••••••••"},
        {"button": t("button_apply")}]}  # fmt: skip
    return [
        _entry("reversible", "user context menu", menu, [
            (t("button_lock"), False, [ujs(f"{path}?{query(back_url=back, user={'status': 3})}",
                                           "put")]),
            (t("button_delete"), False, [ujs(f"{path}?{query(back_url=back)}", "delete")])]),
        _entry("reversible", "locked user context menu", locked, [
            (t("button_unlock"), False, [ujs(
                f"{path}?{query(back_url=back, user={'status': 1})}", "put")])]),
        _entry("delete-user", "user delete confirmation page", destroy, [
            (t("button_delete"), True, [form(path, [
                ("confirm", LOGIN), ("commit", t("button_delete"))], "delete")])]),
        _entry("revoke", "my account feeds key", feeds, [
            (t("button_reset"), True, [ujs("/my/atom_key", "post")])]),
        _entry("revoke", "my account api key", api, [
            (t("button_reset"), True, [ujs("/my/api_key", "post")])]),
        _entry("delete-user", "delete my account page", delete, [
            (t("button_delete_my_account"), True, [form("/my/account/destroy", [
                ("confirm", "1"), ("commit", t("button_delete_my_account"))])])]),
        _entry("reversible", "change password form", password, [
            (t("button_apply"), False, [form("/my/password", [
                ("password", "old-harbor-41"), ("new_password", "tidal-stone-2291"),
                ("new_password_confirmation", "tidal-stone-2291"),
                ("commit", t("button_apply"))])])]),
    ]  # fmt: skip


def content_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A news item (its confirmation, the comment form and a comment's delete), the new news
    form, a forum topic (its delete confirmation, the reply form), the files page and a
    file's delete confirmation, a time entry's context menu and its delete confirmation."""
    news_t = "Website 2.3 released"
    sure = t("text_are_you_sure")
    news = {"title": news_t, "items": [
        {"link": t("button_watch")}, {"link": t("button_edit")},
        {"link": t("button_delete")}, {"link": t("label_comment_add")},
        {"text": "Great work!"}, {"link": "🗑", "desc": t("button_delete")}]}  # fmt: skip
    comment = "Thanks, the new login page works."
    comment_form = {"title": news_t, "items": [
        {"field": "comment_comments", "hint": "", "text": comment},
        {"button": t("button_add")}]}  # fmt: skip
    new_news = {"title": t("label_news_new"), "items": [
        {"field": "news_title", "hint": t("field_title"), "text": news_t},
        {"button": t("button_create")}]}  # fmt: skip
    topic_t = "Moving the staging server"
    topic = f"/boards/{BOARD}/topics/{TOPIC}"
    forum = {"title": topic_t, "items": [
        {"link": t("button_watch")}, {"link": t("button_edit")},
        {"link": t("button_delete")}, {"link": t("button_reply")}]}  # fmt: skip
    reply = "The new host is ready; I will switch DNS on Friday."
    reply_form = {"title": topic_t, "items": [
        {"field": "message_content", "hint": "", "text": reply},
        {"button": t("button_submit")}]}  # fmt: skip
    files_t = t("label_attachment_plural")
    files = {"title": files_t, "items": [
        {"link": t("label_attachment_new")}, {"link": FILE_NAME},
        {"link": "⤓", "desc": t("button_download")},
        {"link": "🗑", "desc": t("button_delete")}]}  # fmt: skip
    spent = t("label_spent_time")
    back = f"/projects/{PROJECT}/time_entries"
    dev = t("default_activity_development")
    entry = popup(spent, ["6.50"], [
        {"link": t("button_edit")}, {"link": t("field_activity")},
        {"link": t("default_activity_design")}, {"link": dev},
        {"link": t("button_delete")}])  # fmt: skip
    return [
        _entry("reversible", "news page", news, [
            (t("button_watch"), False, [watch("news", NEWS)])]),
        _entry("delete", "news delete confirm", confirm(ok, news_t, sure), [
            (ok[0], True, [ujs(f"/news/{NEWS}", "delete")])]),
        _entry("delete", "news comment delete confirm", confirm(ok, news_t, sure), [
            (ok[0], True, [ujs(f"/news/{NEWS}/comments/{COMMENT}", "delete")])]),
        _entry("send", "news comment form", comment_form, [
            (t("button_add"), True, [form(f"/news/{NEWS}/comments", [
                ("comment[comments]", comment), ("commit", t("button_add"))])])]),
        _entry("send", "new news form", new_news, [
            (t("button_create"), True, [form(f"/projects/{PROJECT}/news", [
                ("news[title]", news_t), ("news[summary]", ""),
                ("news[description]", "Version 2.3 brings a new login page."),
                ("commit", t("button_create"))])])]),
        _entry("opens-prompt", "forum topic", forum, [
            (t("button_delete"), False, [])]),
        _entry("delete", "forum topic delete confirm", confirm(ok, topic_t, sure), [
            (ok[0], True, [ujs(f"{topic}/destroy", "post")])]),
        _entry("send", "forum reply form", reply_form, [
            (t("button_submit"), True, [form(f"{topic}/replies", [
                ("reply[subject]", f"RE: {topic_t}"), ("reply[content]", reply),
                ("commit", t("button_submit"))])])]),
        _entry("opens-prompt", "files page", files, [
            (t("button_delete"), False, [])]),
        _entry("delete", "file delete confirm", confirm(ok, files_t, sure), [
            (ok[0], True, [ujs(f"/attachments/{FILE_ID}", "delete")])]),
        _entry("reversible", "time entry context menu", entry, [
            (dev, False, [ujs("/time_entries/bulk_update?" + query(
                back_url=back, ids=[ENTRY], time_entry={"activity_id": 9}), "post")]),
            (t("button_delete"), False, [])]),
        _entry("delete", "time entry delete confirm",
               confirm(ok, spent, t("text_time_entries_destroy_confirmation")), [
            (ok[0], True, [ujs(f"/time_entries/destroy?{query(back_url=back, ids=[ENTRY])}",
                               "delete")])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*issue_screens(t, ok), *wiki_screens(t, ok), *project_screens(t, ok),
            *account_screens(t, ok), *content_screens(t, ok)]  # fmt: skip
