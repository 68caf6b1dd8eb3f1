"""diaspora*'s screens for the two-hundred-and-sixth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's Rails catalogue ``config/locales/diaspora/<lang>.yml`` (or, prefixed ``js.``, of the
front end's ``config/locales/javascript/javascript.<lang>.yml``) and ``ok`` the browser's OK
and Cancel of a JavaScript ``confirm()``. What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

TOKEN = "q8Zr3kV0mWc7Ls1Yx5Tb9Nf2Hd6Pj4Ge0Ua8Ro3Ki7Ew1Qs5Mz9Bn2Cv6Xl4Fh8Dy"  # made up
POST, GUID, BOB, BOB_ID, LIKE = 1204, "8f3c2a10b7e94d21a6c5e0f1d2b3c4a5", "Bob Marsh", 77, 9120
MY_POST, COMMENT, ASPECT, ASPECT_NAME, WORK, WORK_NAME = 1210, 3301, 3, "Family", 4, "Work"
MEMBERSHIP, CONV, NOTE, BLOCK, USER, REPORT = 55, 41, 8801, 9, 12, 5
POST_TEXT = "Spring is finally here in Leipzig. Anyone up for a walk this weekend?"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(method: str, path: str, fields: Fields) -> dict[str, str]:
    """A form the browser submits (a Rails form, or rails-ujs's form for a ``data-method``
    link): a urlencoded POST."""
    return {"request": f"{method} {path}", "body": body(fields), "via": "form"}


def ujs(path: str, method: str) -> dict[str, str]:
    """rails-ujs's handleMethod for a ``data-method`` link: a hidden form with ``_method`` and
    the page's CSRF token, posted."""
    return form("POST", path, [("_method", method), ("authenticity_token", TOKEN)])


def link(path: str) -> dict[str, str]:
    return {"request": f"GET {path}", "via": "link"}


def xhr(method: str, path: str, data: Any = None, urlencoded: Fields | None = None) -> Any:
    """Backbone.sync or jQuery.ajax: a JSON body (Backbone), or jQuery's urlencoded data."""
    if urlencoded is not None:
        return {"request": f"{method} {path}", "body": body(urlencoded)}
    if data is None:
        return f"{method} {path}"
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {path}", "body": text}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"diaspora {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, message: str, ok: tuple[str, str]) -> dict[str, Any]:
    """The browser's ``confirm()`` over the page: its message, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def stream_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The stream: another's post (its control icons and feedback links), a liked one, the
    confirmations of Ignore, Hide and Reshare, the report modal, the comment form, one's own
    post with a comment, the deletions' confirmations, a poll, the publisher and its aspect
    dropdown, the user menu."""
    title = t("js.header.home")
    bell_on = t("js.stream.enable_post_notifications")
    bell_off = t("js.stream.disable_post_notifications")
    report, ignore, hide = t("js.report.name"), t("js.ignore"), t("js.stream.hide")
    like, unlike, reshare = t("js.stream.like"), t("js.stream.unlike"), t("js.stream.reshare")
    comment, delete = t("js.stream.comment"), t("js.delete")
    post = {"title": title, "items": [
        {"link": BOB}, {"icon": "🔔", "desc": bell_on}, {"icon": "⚠", "desc": report},
        {"icon": "⊘", "desc": ignore}, {"icon": "✕", "desc": hide}, {"text": POST_TEXT},
        {"text": t("js.stream.public")}, {"link": like}, {"link": reshare},
        {"link": comment}]}  # fmt: skip
    liked = {"title": title, "items": [
        {"link": BOB}, {"icon": "🔔", "desc": bell_off}, {"text": POST_TEXT},
        {"text": t("js.stream.public")}, {"link": unlike}, {"link": comment}]}  # fmt: skip
    modal_title = t("report.modal.title", pod_name="diaspora*")
    report_modal = {"title": title, "dialog": {"title": modal_title}, "items": [
        {"text": t("report.modal.reason_label")},
        {"field": "report-reason-field", "hint": t("report.modal.placeholder"),
         "text": "Commercial spam", "focused": True},
        {"button": t("report.modal.submit")}]}  # fmt: skip
    comment_form = {"title": title, "items": [
        {"text": POST_TEXT}, {"link": unlike},
        {"field": f"comment_text_on_{POST}", "hint": comment, "text": "Count me in!",
         "focused": True},
        {"button": comment}]}  # fmt: skip
    mine = {"title": title, "items": [
        {"icon": "🗑", "desc": delete, "rid": "remove_post"},
        {"text": "Our new allotment garden, first harvest."}, {"text": BOB},
        {"text": "Looks delicious!"}, {"icon": "🗑", "desc": delete, "rid": "comment_delete"},
        {"link": like}]}  # fmt: skip
    poll = {"title": title, "items": [
        {"text": "Where should the next meetup be?"}, {"radio": "Café Kaiser", "checked": True},
        {"radio": "The park"}, {"link": t("js.poll.show_result")},
        {"button": t("js.poll.vote")}]}  # fmt: skip
    share, visibility = t("shared.publisher.share"), t("public")
    publisher = {"title": title, "items": [
        {"field": "status_message_text",
         "hint": f"{t('contacts.index.start_a_conversation')}...",
         "text": "Photos from the climate march are up.", "focused": True},
        {"button": t("js.publisher.markdown_editor.preview")},
        {"icon": "📊", "desc": t("shared.publisher.poll.add_a_poll")},
        {"icon": "📍", "desc": t("shared.publisher.get_location")},
        {"button": visibility}, {"button": share}]}  # fmt: skip
    poll_pub = {"title": title, "items": [
        {"field": "status_message_text", "hint": "", "text": "Quick question for the group:"},
        {"field": "poll_question", "hint": t("js.publisher.question"), "text": "Tea or coffee?"},
        {"field": "poll_answers[]", "hint": t("js.publisher.option"), "text": "Tea"},
        {"field": "poll_answers[]", "hint": t("js.publisher.option"), "text": "Coffee"},
        {"button": t("all_aspects")}, {"button": share}]}  # fmt: skip
    menu = {"title": title, "dialog": {}, "items": [
        {"link": t("js.header.profile")}, {"link": t("js.header.contacts")},
        {"link": t("js.header.settings")}, {"link": t("js.header.help")},
        {"link": t("js.header.admin")}, {"link": t("js.header.log_out")}]}  # fmt: skip
    status = {"status_message": {"text": "Photos from the climate march are up."},
              "aspect_ids": "public", "location_coords": "", "poll_question": "",
              "poll_answers": ["", ""]}  # fmt: skip
    status_poll = {
        "status_message": {"text": "Quick question for the group:"},
        "aspect_ids": "all_aspects",
        "location_coords": "",
        "poll_question": "Tea or coffee?",
        "poll_answers": ["Tea", "Coffee"],
    }
    nominatim = ("GET https://nominatim.openstreetmap.org/reverse?format=json&lat=51.3397"
                 "&lon=12.3731&addressdetails=3")  # fmt: skip
    return [
        _entry("reversible", "another's post", post, [
            (bell_on, False, [xhr("POST", f"/posts/{POST}/participation", urlencoded=[])]),
            (report, False, []), (ignore, False, []), (hide, False, []),
            (like, False, [xhr("POST", f"/posts/{POST}/likes", {})]),
            (reshare, False, [])]),
        _entry("reversible", "another's liked post", liked, [
            (unlike, False, [xhr("DELETE", f"/posts/{POST}/likes/{LIKE}")])]),
        _entry("reversible", "ignore confirm", confirm(title, t("js.ignore_user"), ok), [
            (ok[0], False, [xhr("POST", "/blocks", {"block": {"person_id": BOB_ID}})])]),
        _entry("reversible", "hide confirm", confirm(title, t("js.confirm_dialog"), ok), [
            (ok[0], False, [xhr("PUT", "/share_visibilities/42",
                                urlencoded=[("post_id", str(POST))])])]),
        _entry("send", "reshare confirm",
               confirm(title, t("js.reshares.post", name=BOB), ok), [
            (ok[0], True, [xhr("POST", "/reshares", {"root_guid": GUID})]),
            (ok[1], False, [])]),
        _entry("send", "report modal", report_modal, [
            (t("report.modal.submit"), True, [xhr("POST", "/report", {"report": {
                "item_id": POST, "item_type": "Post", "text": "Commercial spam"}})])]),
        _entry("send", "comment form", comment_form, [
            (comment, True, [xhr("POST", f"/posts/{POST}/comments", {"text": "Count me in!"})])]),
        _entry("opens-prompt", "own post with a comment", mine, [
            ("remove_post", False, []), ("comment_delete", False, [])]),
        _entry("delete", "delete post confirm", confirm(title, t("js.confirm_dialog"), ok), [
            (ok[0], True, [xhr("DELETE", f"/posts/{MY_POST}")]), (ok[1], False, [])]),
        _entry("delete", "delete comment confirm", confirm(title, t("js.confirm_dialog"), ok), [
            (ok[0], True, [xhr("DELETE", f"/comments/{COMMENT}")])]),
        _entry("send", "poll", poll, [
            (t("js.poll.vote"), True, [xhr("POST", f"/posts/{POST}/poll_participations", {
                "poll_answer_id": 61, "poll_id": 17, "post_id": POST})])]),
        _entry("send", "publisher", publisher, [
            (share, True, [xhr("POST", "/status_messages", status)]),
            (t("shared.publisher.poll.add_a_poll"), False, []),
            (t("shared.publisher.get_location"), False, [nominatim])]),
        _entry("send", "publisher with a poll", poll_pub, [
            (share, True, [xhr("POST", "/status_messages", status_poll)])]),
        _entry("reversible", "user menu", menu, [
            (t("js.header.settings"), False, [link("/user/edit")]),
            (t("js.header.admin"), False, [link("/admins/dashboard")]),
            (t("js.header.log_out"), False, [ujs("/users/sign_out", "delete")])]),
    ]  # fmt: skip


def contact_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Contacts and aspects: an aspect's contact list, the aspect membership dropdown, the new
    aspect modal, the rename form, the aspect's deletion; conversations; notifications."""
    title = t("contacts.index.title")
    rename, delete = t("aspects.edit.rename"), t("delete")
    membership = t("js.aspect_dropdown.toggle", count="2")
    aspect = {"title": title, "items": [
        {"text": ASPECT_NAME}, {"icon": "✎", "desc": rename}, {"icon": "🗑", "desc": delete},
        {"link": BOB}, {"button": membership}]}  # fmt: skip
    new_aspect = t("js.aspects.create.add_a_new_aspect")
    dropdown = {"title": title, "dialog": {}, "items": [
        {"row": ASPECT_NAME}, {"row": WORK_NAME}, {"link": new_aspect}]}  # fmt: skip
    create = {"title": title, "dialog": {"title": new_aspect}, "items": [
        {"field": "aspect_name", "hint": t("js.aspects.name"), "text": "Neighbours",
         "focused": True},
        {"button": t("js.cancel")}, {"button": t("js.create")}]}  # fmt: skip
    update = t("aspects.edit.update")
    renaming = {"title": title, "items": [
        {"field": "aspect_name", "hint": "", "text": "Relatives", "focused": True},
        {"button": update}]}  # fmt: skip
    inbox_t = t("conversations.index.conversations_inbox")
    new_conv = t("conversations.index.new_conversation")
    send = t("conversations.new.send")
    compose = {"title": inbox_t, "items": [
        {"text": new_conv}, {"field": "contacts-search-input", "hint": t("conversations.new.to"),
                             "text": ""},
        {"text": BOB},
        {"field": "conversation-subject", "hint": t("conversations.new.subject_default"),
         "text": "Saturday hike"},
        {"field": "new-message-text", "hint": "", "text": "Meet at the station at nine?"},
        {"button": send}]}  # fmt: skip
    hide_t, reply = t("conversations.show.hide"), t("conversations.show.reply")
    thread = {"title": inbox_t, "items": [
        {"icon": "✕", "desc": hide_t}, {"text": "Saturday hike"},
        {"text": "Meet at the station at nine?"},
        {"field": "response-message-text", "hint": "", "text": "Sounds good, see you there."},
        {"button": reply}]}  # fmt: skip
    notes_t = t("notifications.index.notifications")
    mark_read = t("notifications.index.mark_read")
    notes = {"title": notes_t, "items": [
        {"link": t("notifications.index.show_all")}, {"link": t("notifications.index.show_unread")},
        {"link": t("notifications.index.mark_all_as_read")},
        {"icon": "👁", "desc": mark_read}, {"text": BOB}]}  # fmt: skip
    conv_fields = [
        ("contact_autocomplete", ""),
        ("person_ids", str(BOB_ID)),
        ("conversation[subject]", "Saturday hike"),
        ("conversation[text]", "Meet at the station at nine?"),
        ("commit", send),
    ]
    return [
        _entry("opens-prompt", "aspect contact list", aspect, [
            (rename, False, []), (delete, False, []), (membership, False, [])]),
        _entry("delete", "delete aspect confirm",
               confirm(title, t("aspects.edit.confirm_remove_aspect"), ok), [
            (ok[0], True, [ujs(f"/aspects/{ASPECT}", "delete")]), (ok[1], False, [])]),
        _entry("reversible", "aspect membership dropdown", dropdown, [
            (ASPECT_NAME, False, [xhr("DELETE", f"/aspect_memberships/{MEMBERSHIP}")]),
            (WORK_NAME, False, [xhr("POST", "/aspect_memberships", {
                "aspect_id": WORK, "person_id": BOB_ID})])]),
        _entry("reversible", "new aspect modal", create, [
            (t("js.create"), False, [xhr("POST", "/aspects", {
                "person_id": BOB_ID, "name": "Neighbours"})])]),
        _entry("reversible", "rename aspect form", renaming, [
            (update, False, [xhr("POST", f"/aspects/{ASPECT}", urlencoded=[
                ("_method", "patch"), ("aspect[name]", "Relatives"), ("commit", update)])])]),
        _entry("send", "new conversation", compose, [
            (send, True, [xhr("POST", "/conversations", urlencoded=conv_fields)])]),
        _entry("send", "conversation", thread, [
            (reply, True, [form("POST", f"/conversations/{CONV}/messages", [
                ("authenticity_token", TOKEN), ("message[text]", "Sounds good, see you there."),
                ("commit", reply)])]),
            (hide_t, False, [])]),
        _entry("delete", "hide conversation confirm", confirm(inbox_t, f"{hide_t}?", ok), [
            (ok[0], True, [ujs(f"/conversations/{CONV}/visibility", "delete")])]),
        _entry("reversible", "notifications", notes, [
            (mark_read, False, [xhr("PUT", f"/notifications/{NOTE}",
                                    urlencoded=[("set_unread", "false")])]),
            (t("notifications.index.mark_all_as_read"), False, [
                link("/notifications/read_all")])]),
    ]  # fmt: skip


PREFS = ("someone_reported", "started_sharing", "mentioned", "mentioned_in_comment", "liked",
         "liked_comment", "reshared", "comment_on_post", "also_commented", "private_message",
         "contacts_birthday")  # fmt: skip


def settings_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The account settings (e-mail, password, language, e-mail notifications, export, closing
    the account), the ignored users, the admin's user search and the reports."""
    title = t("users.edit.edit_account")
    put = [("_method", "put"), ("authenticity_token", TOKEN)]
    email_b = t("users.edit.change_email")
    email = {"title": title, "items": [
        {"text": t("users.edit.your_email")},
        {"field": "user_email", "hint": "", "text": "alice@example.org"},
        {"button": email_b}]}  # fmt: skip
    pw_b = t("users.edit.change_password")
    password = {"title": title, "items": [
        {"field": "user_current_password", "hint": t("users.edit.current_password_expl"),
         "text": "••••••••"},
        {"field": "user_password", "hint": t("users.edit.character_minimum_expl"),
         "text": "••••••••••"},
        {"field": "user_password_confirmation", "hint": t("users.edit.character_minimum_expl"),
         "text": "••••••••••"},
        {"button": pw_b}]}  # fmt: skip
    change = t("users.edit.change")
    notify = {"title": title, "items": [
        {"text": t("users.edit.receive_email_notifications")},
        {"switch": t("users.edit.started_sharing"), "checked": True},
        {"switch": t("users.edit.liked"), "checked": False},
        {"button": change}]}  # fmt: skip
    prefs: list[tuple[str, str]] = []
    for pref in PREFS:
        prefs.append((f"user[email_preferences][{pref}]", "true"))
        if pref != "liked":
            prefs.append((f"user[email_preferences][{pref}]", "false"))
    close_t = t("users.edit.close_account_text")
    export = {"title": title, "items": [
        {"text": t("users.edit.export_data")},
        {"link": t("users.edit.request_export")},
        {"link": t("users.edit.request_export_photos")},
        {"button": close_t}]}  # fmt: skip
    modal = {"title": title, "dialog": {"title": t("users.edit.close_account.dont_go")},
             "items": [
        {"text": t("users.edit.close_account.no_turning_back")},
        {"field": "close_account_password", "hint": "", "text": "••••••••"},
        {"button": t("cancel")}, {"button": close_t}]}  # fmt: skip
    privacy_t = t("privacy")
    stop = t("users.privacy_settings.stop_ignoring")
    privacy = {"title": privacy_t, "items": [
        {"text": t("users.privacy_settings.ignored_users")}, {"link": "Spam Bot"},
        {"link": stop}]}  # fmt: skip
    admin_t = t("admins.admin_bar.user_search")
    close_u = t("admins.user_search.close_account")
    lock = t("admins.user_search.lock_account")
    user = {"title": admin_t, "items": [
        {"text": "Mallory"}, {"link": t("admins.user_search.view_profile")},
        {"link": close_u}, {"link": lock},
        {"link": t("admins.user_search.make_admin")},
        {"link": t("admins.user_search.make_moderator")},
        {"link": t("admins.user_search.make_spotlight")}]}  # fmt: skip
    reports_t = t("report.title")
    review, remove = t("report.review_link"), t("report.delete_link")
    details = t("report.reported_user_details")
    reports = {"title": reports_t, "items": [
        {"text": "Commercial spam"}, {"button": details}, {"button": review},
        {"button": remove}]}  # fmt: skip
    report_url = f"/report/{REPORT}?type=Post"
    return [
        _entry("reversible", "change e-mail", email, [
            (email_b, False, [form("POST", "/user/edit", [
                *put, ("user[email]", "alice@example.org"), ("commit", email_b)])])]),
        _entry("reversible", "change password", password, [
            (pw_b, False, [form("POST", "/user/edit", [
                *put, ("user[current_password]", "old-harbour-12"),
                ("user[password]", "tidal-lantern-77"),
                ("user[password_confirmation]", "tidal-lantern-77"),
                ("change_password", pw_b)])])]),
        _entry("reversible", "e-mail notifications", notify, [
            (change, False, [form("POST", "/user/edit", [*put, *prefs, ("commit", change)])])]),
        _entry("reversible", "export and close account", export, [
            (t("users.edit.request_export"), False, [ujs("/user/export_profile", "post")]),
            (close_t, False, [])]),
        _entry("opens-prompt", "close account modal", modal, [
            (close_t, False, [])]),
        _entry("delete-user", "close account confirm",
               confirm(title, t("are_you_sure_delete_account"), ok), [
            (ok[0], True, [form("POST", "/user", [
                ("_method", "delete"), ("authenticity_token", TOKEN),
                ("user[current_password]", "old-harbour-12"), ("commit", close_t)])]),
            (ok[1], False, [])]),
        _entry("reversible", "ignored users", privacy, [
            (stop, False, [ujs(f"/blocks/{BLOCK}", "delete")])]),
        _entry("reversible", "admin user search result", user, [
            (close_u, False, []), (lock, False, []),
            (t("admins.user_search.make_admin"), False, [
                ujs(f"/admin/users/{USER}/make_admin", "post")]),
            ]),
        _entry("delete-user", "admin close account confirm",
               confirm(admin_t, t("admins.user_search.are_you_sure"), ok), [
            (ok[0], True, [ujs(f"/admin/users/{USER}/close_account", "post")]),
            (ok[1], False, [])]),
        _entry("reversible", "reports", reports, [
            (review, False, [form("POST", report_url, [
                ("_method", "put"), ("authenticity_token", TOKEN)])]),
            (remove, False, [])]),
        _entry("delete", "report delete confirm", confirm(reports_t,
                                                          t("report.confirm_deletion"), ok), [
            (ok[0], True, [form("POST", report_url, [
                ("_method", "delete"), ("authenticity_token", TOKEN)])]),
            (ok[1], False, [])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*stream_screens(t, ok), *contact_screens(t, ok), *settings_screens(t, ok)]
