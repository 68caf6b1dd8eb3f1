"""Apache Answer's screens for the two-hundred-and-fourteenth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of a key of
the app's ``i18n/<lang>.yaml`` catalogue (``ui.*`` for the React front end, ``backend.*`` for
the names the Go server gives the post actions, reasons and roles). Names of people, posts,
tags and typed texts are the same in every language. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/answer/api/v1"
ADMIN = "/answer/admin/api"
QID = "10010000000000042"  # the question (Bob's, or Alice's own where the screen says)
AID = "10020000000000017"  # Bob's answer on Alice's question
AID2 = "10020000000000018"  # Alice's own accepted answer
CID = "10040000000000093"  # Bob's comment
CID2 = "10040000000000094"  # Alice's own comment
UID = "27"  # Bob, in the admin panel
REVIEW = 12
SPAM, NOT_AN_ANSWER, NOT_CLARITY = 57, 61, 64  # the reasons' config ids (init_data.go)
MODERATOR = 3  # the Moderator role's id
PLUGIN = "github_connector"
QTITLE = "How do I upgrade Answer from 1.3 to 1.4 without losing uploads?"
QBODY = "I run Answer in Docker with a mounted data volume. Which steps keep the uploads?"
ANSWER_MD = "Back up the data volume, then pull the new image and restart the container."
ANSWER_HTML = f"<p>{ANSWER_MD}</p>\n"
COMMENT = "Which database do you use, SQLite or MySQL?"
MY_COMMENT = "SQLite, the default one."
MY_EDIT = "SQLite, the default one, on a bind mount."
REPLY = "Thanks, that fixed it."
BOB, BOB_NAME, NEW_MAIL = "bob", "Bob Chen", "alice@newmail.example"
PASSWORD, NEW_PASSWORD = "old-Passw0rd", "n3w-Passw0rd!"
Act = tuple[str, bool, list[Any]]


def xhr(method: str, url: str, data: Any = None) -> Any:
    """An axios request of the app's ``utils/request`` (JSON body; ``undefined`` fields left
    out as JSON.stringify does)."""
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"answer {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def modal(title: str, heading: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A react-bootstrap modal over the page: its title and text, then its controls."""
    return {"title": title, "dialog": {"title": heading, "message": message}, "items": items}


def confirm(t: Any, title: str, heading: str, message: str, ok: str) -> dict[str, Any]:
    """``Modal.confirm`` (components/Modal): the title, the content, Cancel (``btns.cancel``)
    and the confirm button; a title in the same words as the confirm button (zh's 删除) is
    left out, the content being the message."""
    items = [{"button": t("btns.cancel")}, {"button": ok}]
    if heading == ok:
        return {"title": title, "dialog": {"message": message}, "items": items}
    return modal(title, heading, message, items)


def action(t: Any, name: str) -> str:
    """A post action's name as the server gives it (``backend.action.<name>``)."""
    return t(f"backend.action.{name}.other")


def reason(t: Any, name: str) -> str:
    return t(f"backend.reason.{name}.name.other")


def report_buttons(t: Any) -> list[dict[str, str]]:
    """The flag and close modal's Cancel and Submit (useReportModal)."""
    return [{"button": t("report_modal.btn_cancel")}, {"button": t("report_modal.btn_submit")}]


def vote(kind: str, object_id: str, cancel: bool = False) -> Any:
    return xhr("POST", f"{API}/vote/{kind}", {"object_id": object_id, "is_cancel": cancel})


def question_screens(t: Any) -> list[dict[str, Any]]:
    """A question page: Bob's question as Alice sees it, the flag modal, the comments (Bob's,
    a reply, Alice's own being edited and deleted), the answer editor, Bob's answer on Alice's
    question (accepting, unaccepting), Alice's own question and answer and their deletion."""
    add_comment, flag = t("comment.btn_add_comment"), action(t, "report")
    page = {"title": QTITLE, "items": [
        {"text": QTITLE}, {"text": QBODY},
        {"icon": t("question_detail.question_useful")}, {"text": "3"},
        {"icon": t("question_detail.question_un_useful")},
        {"icon": t("question_detail.question_bookmark")},
        {"button": t("question_detail.Follow")}, {"link": t("share.name")},
        {"button": flag}, {"button": add_comment}]}  # fmt: skip
    flag_modal = modal(QTITLE, t("report_modal.flag_title"), "", [
        {"radio": reason(t, "spam"), "checked": True}, {"radio": reason(t, "rude_or_abusive")},
        {"radio": reason(t, "something")}, {"radio": reason(t, "a_duplicate")},
        *report_buttons(t)])  # fmt: skip
    answer_flag = modal(QTITLE, t("report_modal.flag_title"), "", [
        {"radio": reason(t, "spam")}, {"radio": reason(t, "rude_or_abusive")},
        {"radio": reason(t, "something")}, {"radio": reason(t, "not_a_answer"), "checked": True},
        *report_buttons(t)])  # fmt: skip
    comment_form = {"title": QTITLE, "items": [
        {"text": QTITLE}, {"field": "comment", "hint": "", "text": COMMENT, "focused": True},
        {"text": t("comment.tip_question")}, {"button": add_comment}]}  # fmt: skip
    bobs_comment = {"title": QTITLE, "items": [
        {"text": f"{COMMENT} – {BOB_NAME}"}, {"icon": t("comment.tip_vote")},
        {"button": t("comment.btn_reply")}, {"button": flag}]}  # fmt: skip
    reply_form = {"title": QTITLE, "items": [
        {"text": f"{COMMENT} – {BOB_NAME}"}, {"text": f"{t('comment.reply_to')} {BOB_NAME}"},
        {"field": "reply", "hint": "", "text": REPLY, "focused": True},
        {"button": add_comment}, {"button": t("comment.btn_cancel")}]}  # fmt: skip
    edit_form = {"title": QTITLE, "items": [
        {"field": "comment", "hint": "", "text": MY_EDIT, "focused": True},
        {"text": t("comment.tip_question")},
        {"button": t("comment.btn_save_edits")}, {"button": t("comment.btn_cancel")}]}  # fmt: skip
    delete_comment = confirm(t, QTITLE, t("delete.title"), t("delete.other"), t("btns.delete"))
    editor = {"title": QTITLE, "items": [
        {"text": t("question_detail.write_answer.title")},
        {"field": "answer", "hint": "", "text": ANSWER_MD},
        {"button": t("question_detail.write_answer.btn_name")},
        {"button": t("btns.discard_draft")}]}  # fmt: skip
    another = confirm(t, QTITLE, t("question_detail.write_answer.confirm_title"),
                      t("question_detail.write_answer.confirm_info"),
                      t("question_detail.write_answer.continue"))  # fmt: skip
    bobs_answer = {"title": QTITLE, "items": [
        {"text": ANSWER_MD}, {"icon": t("question_detail.answer_useful")}, {"text": "1"},
        {"icon": t("question_detail.answer_un_useful")},
        {"button": t("question_detail.answers.btn_accept")}]}  # fmt: skip
    accepted = {"title": QTITLE, "items": [
        {"text": ANSWER_MD}, {"icon": t("question_detail.answer_useful")}, {"text": "2"},
        {"icon": t("question_detail.answer_un_useful")},
        {"button": t("question_detail.answers.btn_accepted")}]}  # fmt: skip
    own = {"title": QTITLE, "items": [
        {"text": QTITLE}, {"link": t("share.name")}, {"button": flag},
        {"link": action(t, "edit")}, {"button": action(t, "delete")}]}  # fmt: skip
    delete_question = confirm(t, QTITLE, t("delete.title"), t("delete.question"), t("btns.delete"))
    delete_answer = confirm(t, QTITLE, t("delete.title"), t("delete.answer_accepted"),
                            t("btns.delete"))  # fmt: skip
    acceptance = f"{API}/answer/acceptance"
    # fmt: off
    return [
        _entry("reversible", "question page", page, [
            (t("question_detail.question_useful"), False, [vote("up", QID)]),
            (t("question_detail.question_bookmark"), False, [xhr(
                "POST", f"{API}/collection/switch",
                {"group_id": "0", "object_id": QID, "bookmark": True})]),
            (t("question_detail.Follow"), False, [xhr(
                "POST", f"{API}/follow", {"object_id": QID, "is_cancel": False})]),
            (flag, False, [xhr("GET", f"{API}/reasons?object_type=question&action=flag")]),
            (add_comment, False, [])]),
        _entry("send", "flag question modal", flag_modal, [
            (t("report_modal.btn_submit"), True, [xhr("POST", f"{API}/report", {
                "source": "question", "report_type": SPAM, "object_id": QID, "content": ""})]),
            (t("report_modal.btn_cancel"), False, [])]),
        _entry("send", "flag answer modal", answer_flag, [
            (t("report_modal.btn_submit"), True, [xhr("POST", f"{API}/report", {
                "source": "answer", "report_type": NOT_AN_ANSWER, "object_id": AID,
                "content": ""})])]),
        _entry("send", "comment form", comment_form, [
            (add_comment, True, [xhr("POST", f"{API}/comment", {
                "object_id": QID, "original_text": COMMENT, "mention_username_list": []})])]),
        _entry("reversible", "comment by another user", bobs_comment, [
            (t("comment.tip_vote"), False, [vote("up", CID)]),
            (t("comment.btn_reply"), False, [])]),
        _entry("send", "reply form", reply_form, [
            (add_comment, True, [xhr("POST", f"{API}/comment", {
                "object_id": QID, "original_text": REPLY, "mention_username_list": [],
                "reply_comment_id": CID})]),
            (t("comment.btn_cancel"), False, [])]),
        _entry("reversible", "own comment edit form", edit_form, [
            (t("comment.btn_save_edits"), False, [xhr("PUT", f"{API}/comment", {
                "object_id": QID, "original_text": MY_EDIT, "mention_username_list": [],
                "comment_id": CID2})])]),
        _entry("delete", "delete comment confirmation", delete_comment, [
            (t("btns.delete"), True, [xhr("DELETE", f"{API}/comment", {"comment_id": CID2})]),
            (t("btns.cancel"), False, [])]),
        _entry("send", "answer editor", editor, [
            (t("question_detail.write_answer.btn_name"), True, [xhr("POST", f"{API}/answer", {
                "question_id": QID, "content": ANSWER_MD, "html": ANSWER_HTML})])]),
        _entry("opens-prompt", "add another answer confirmation", another, [
            (t("question_detail.write_answer.continue"), False, [])]),
        _entry("reversible", "answer on own question", bobs_answer, [
            (t("question_detail.answers.btn_accept"), False, [xhr(
                "POST", acceptance, {"question_id": QID, "answer_id": AID})]),
            (t("question_detail.answer_un_useful"), False, [vote("down", AID)])]),
        _entry("reversible", "accepted answer", accepted, [
            (t("question_detail.answers.btn_accepted"), False, [xhr(
                "POST", acceptance, {"question_id": QID, "answer_id": "0"})])]),
        _entry("opens-prompt", "own question", own, [
            (action(t, "edit"), False, [xhr("GET", f"{API}/revisions/edit/check?id={QID}")]),
            (action(t, "delete"), False, [])]),
        _entry("delete", "delete question confirmation", delete_question, [
            (t("btns.delete"), False, [xhr("DELETE", f"{API}/question", {"id": QID})])]),
        _entry("delete", "delete accepted answer confirmation", delete_answer, [
            (t("btns.delete"), False, [xhr("DELETE", f"{API}/answer", {"id": AID2})])]),
    ]
    # fmt: on


def moderation_screens(t: Any) -> list[dict[str, Any]]:
    """A moderator's menu on a question (close, pin, unlist), the close modal, the pin,
    reopen and undelete confirmations, a closed question's menu, the ask page, the review
    queue's queued post."""
    operation = f"{API}/question/operation"
    menu = popup(QTITLE, [QTITLE, t("question_detail.action")], [
        {"menu": action(t, "close")}, {"menu": action(t, "pin")},
        {"menu": action(t, "hide")}])  # fmt: skip
    closed = popup(QTITLE, [QTITLE, t("question_detail.action")], [
        {"menu": action(t, "reopen")}, {"menu": action(t, "unpin")},
        {"menu": action(t, "show")}])  # fmt: skip
    close_modal = modal(QTITLE, t("report_modal.close_title"), "", [
        {"radio": reason(t, "a_duplicate")}, {"radio": reason(t, "community_specific")},
        {"radio": reason(t, "not_clarity"), "checked": True}, {"radio": reason(t, "something")},
        *report_buttons(t)])  # fmt: skip
    pin = confirm(t, QTITLE, t("question_detail.pin.title"), t("question_detail.pin.content"),
                  t("question_detail.pin.confirm_btn"))  # fmt: skip
    reopen = confirm(t, QTITLE, t("question_detail.reopen.title"),
                     t("question_detail.reopen.content"),
                     t("question_detail.reopen.confirm_btn"))  # fmt: skip
    undelete = confirm(t, QTITLE, t("delete.undelete_title"), t("delete.undelete_desc"),
                       t("btns.undelete"))  # fmt: skip
    ask = {"title": t("ask.title"), "items": [
        {"field": "title", "hint": t("ask.form.fields.title.label"), "text": QTITLE},
        {"field": "content", "hint": t("ask.form.fields.body.label"), "text": QBODY},
        {"text": "upgrade"}, {"text": "docker"},
        {"button": t("ask.btn_post_question")}, {"button": t("btns.cancel")}]}  # fmt: skip
    review = {"title": t("page_review.review"), "items": [
        {"text": t("page_review.queued_post")}, {"text": QTITLE}, {"text": QBODY},
        {"button": t("btns.approve")}, {"button": t("btns.reject")}]}  # fmt: skip
    tags = [{"slug_name": "upgrade", "display_name": "upgrade"},
            {"slug_name": "docker", "display_name": "docker"}]  # fmt: skip
    pending = f"{API}/review/pending/post"
    # fmt: off
    return [
        _entry("reversible", "moderator's question menu", menu, [
            (action(t, "close"), False, [xhr(
                "GET", f"{API}/reasons?object_type=question&action=close")]),
            (action(t, "pin"), False, []),
            (action(t, "hide"), False, [xhr("PUT", operation, {"id": QID, "operation": "hide"})])]),
        _entry("reversible", "close modal", close_modal, [
            (t("report_modal.btn_submit"), False, [xhr("PUT", f"{API}/question/status", {
                "id": QID, "close_type": NOT_CLARITY, "close_msg": ""})])]),
        _entry("reversible", "pin confirmation", pin, [
            (t("question_detail.pin.confirm_btn"), False, [xhr(
                "PUT", operation, {"id": QID, "operation": "pin"})])]),
        _entry("reversible", "closed question's menu", closed, [
            (action(t, "reopen"), False, []),
            (action(t, "show"), False, [xhr("PUT", operation, {"id": QID, "operation": "show"})])]),
        _entry("reversible", "reopen confirmation", reopen, [
            (t("question_detail.reopen.confirm_btn"), False, [xhr(
                "PUT", f"{API}/question/reopen", {"question_id": QID})])]),
        _entry("reversible", "undelete confirmation", undelete, [
            (t("btns.undelete"), False, [xhr(
                "POST", f"{API}/question/recover", {"question_id": QID})])]),
        _entry("send", "ask question", ask, [
            (t("ask.btn_post_question"), True, [xhr("POST", f"{API}/question", {
                "title": QTITLE, "content": QBODY, "tags": tags})])]),
        _entry("send", "review queue queued post", review, [
            (t("btns.approve"), True, [xhr(
                "PUT", pending, {"status": "approve", "review_id": REVIEW})]),
            (t("btns.reject"), False, [xhr(
                "PUT", pending, {"status": "reject", "review_id": REVIEW})])]),
    ]
    # fmt: on


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The account menu's Log out, the profile, e-mail, password and notification settings."""
    user_menu = popup(QTITLE, [BOB_NAME], [
        {"menu": t("header.nav.profile")}, {"menu": t("header.nav.bookmark")},
        {"menu": t("header.nav.setting")}, {"menu": t("header.nav.logout")}])  # fmt: skip
    profile = {"title": t("settings.profile.heading"), "items": [
        {"field": "display_name", "hint": t("settings.profile.display_name.label"),
         "text": "Alice Martin"},
        {"field": "username", "hint": t("settings.profile.username.label"), "text": "alice"},
        {"field": "bio", "hint": t("settings.profile.bio.label"), "text": "Self-hoster."},
        {"button": t("settings.profile.btn_name")}]}  # fmt: skip
    email = {"title": t("settings.account.heading"), "items": [
        {"field": "e_mail", "hint": t("settings.account.new_email.label"), "text": NEW_MAIL},
        {"field": "pass", "hint": t("settings.account.pass.label"), "text": PASSWORD},
        {"button": t("btns.save")}, {"button": t("btns.cancel")}]}  # fmt: skip
    password = {"title": t("settings.account.heading"), "items": [
        {"field": "old_pass", "hint": t("settings.account.current_pass.label"), "text": PASSWORD},
        {"field": "pass", "hint": t("settings.account.new_pass.label"), "text": NEW_PASSWORD},
        {"field": "pass2", "hint": t("settings.account.pass_confirm.label"),
         "text": NEW_PASSWORD},
        {"button": t("btns.save")}, {"button": t("btns.cancel")}]}  # fmt: skip
    notification = {"title": t("settings.notification.heading"), "items": [
        {"text": t("settings.notification.inbox.label")},
        {"switch": t("settings.notification.turn_on"), "checked": True},
        {"text": t("settings.notification.all_new_question.label")},
        {"text": t("settings.notification.all_new_question_for_following_tags.label")},
        {"button": t("form.btn_submit")}]}  # fmt: skip
    channel = {"key": "email"}
    # fmt: off
    return [
        _entry("reversible", "account menu", user_menu, [
            (t("header.nav.logout"), False, [xhr("GET", f"{API}/user/logout")])]),
        _entry("reversible", "profile settings", profile, [
            (t("settings.profile.btn_name"), False, [xhr("PUT", f"{API}/user/info", {
                "display_name": "Alice Martin", "username": "alice",
                "avatar": {"type": "gravatar", "gravatar": "", "custom": ""},
                "bio": "Self-hoster.", "website": "", "location": ""})])]),
        _entry("send", "change e-mail form", email, [
            (t("btns.save"), True, [xhr("POST", f"{API}/user/email/change/code", {
                "e_mail": NEW_MAIL, "pass": PASSWORD})])]),
        _entry("reversible", "change password form", password, [
            (t("btns.save"), False, [xhr("PUT", f"{API}/user/password", {
                "old_pass": PASSWORD, "pass": NEW_PASSWORD})])]),
        _entry("reversible", "notification settings", notification, [
            (t("form.btn_submit"), False, [xhr("PUT", f"{API}/user/notification/config", {
                "inbox": {"enable": True, **channel},
                "all_new_question": {"enable": False, **channel},
                "all_new_question_for_following_tags": {"enable": False, **channel}})])]),
    ]
    # fmt: on


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin panel: a user's menu, the role, deactivate, suspend and delete dialogs, a
    suspended user's menu, Deleted permanently of users, questions and answers, a question's
    menu and its delete confirmation, the SMTP page with a test recipient, a plugin's menu."""
    users = t("admin.users.title")
    status = f"{ADMIN}/user/status"
    menu = popup(users, [BOB_NAME, t("admin.users.action")], [
        {"menu": t("admin.users.edit_profile")}, {"menu": t("admin.users.change_role")},
        {"menu": t("btns.deactivate")}, {"menu": t("btns.suspend")},
        {"menu": t("btns.delete")}])  # fmt: skip
    suspended = popup(users, [BOB_NAME, t("admin.users.action")], [
        {"menu": t("admin.users.edit_profile")}, {"menu": t("admin.users.change_role")},
        {"menu": t("btns.unsuspend")}, {"menu": t("btns.delete")}])  # fmt: skip
    role = modal(users, t("admin.user_role_modal.title"), "", [
        {"radio": t("backend.role.name.user.other")},
        {"radio": t("backend.role.name.admin.other")},
        {"radio": t("backend.role.name.moderator.other"), "checked": True},
        {"button": t("admin.user_role_modal.btn_cancel")},
        {"button": t("admin.user_role_modal.btn_submit")}])  # fmt: skip
    deactivate = {
        **confirm(
            t,
            users,
            t("admin.users.deactivate_user.title"),
            t("admin.users.deactivate_user.content"),
            t("btns.deactivate"),
        )
    }
    suspend = modal(users, t("admin.users.suspend_user.title"),
                    t("admin.users.suspend_user.content"), [
        {"text": t("admin.users.suspend_user.forever")},
        {"button": t("btns.cancel")}, {"button": t("btns.suspend")}])  # fmt: skip
    delete_user = modal(users, t("admin.users.delete_user.title"),
                        t("admin.users.delete_user.content"), [
        {"switch": t("admin.users.delete_user.label"), "checked": False},
        {"button": t("btns.cancel")}, {"button": t("btns.delete")}])  # fmt: skip
    purge = t("delete_permanently.title"), t("delete_permanently.content"), t("btns.delete")
    questions, answers = t("admin.questions.page_title"), t("admin.answers.page_title")
    qmenu = popup(
        questions,
        [QTITLE, t("admin.answers.action")],
        [{"menu": t("btns.close")}, {"menu": t("btns.delete")}, {"menu": t("btns.unlist")}],
    )
    qdelete = confirm(t, questions, t("delete.title"), t("delete.question"), t("btns.delete"))
    smtp = {"title": t("admin.smtp.page_title"), "items": [
        {"field": "from_email", "hint": t("admin.smtp.from_email.label"),
         "text": "noreply@qa.example.org"},
        {"field": "smtp_host", "hint": t("admin.smtp.smtp_host.label"),
         "text": "smtp.example.org"},
        {"field": "test_email_recipient", "hint": t("admin.smtp.test_email_recipient.label"),
         "text": "alice@example.org"},
        {"button": t("form.btn_submit")}]}  # fmt: skip
    plugins = popup(t("admin.installed_plugins.title"), ["GitHub Connector"], [
        {"menu": t("admin.installed_plugins.deactivate")}])  # fmt: skip
    permanently = f"{ADMIN}/delete/permanently"
    # fmt: off
    return [
        _entry("opens-prompt", "admin user's menu", menu, [
            (t("admin.users.change_role"), False, [xhr("GET", f"{ADMIN}/roles")]),
            (t("btns.suspend"), False, []),
            (t("btns.delete"), False, [])]),
        _entry("reversible", "change role modal", role, [
            (t("admin.user_role_modal.btn_submit"), False, [xhr(
                "PUT", f"{ADMIN}/user/role", {"user_id": UID, "role_id": MODERATOR})])]),
        _entry("reversible", "deactivate user confirmation", deactivate, [
            (t("btns.deactivate"), False, [xhr(
                "PUT", status, {"user_id": UID, "status": "inactive"})])]),
        _entry("reversible", "suspend user modal", suspend, [
            (t("btns.suspend"), False, [xhr("PUT", status, {
                "user_id": UID, "status": "suspended", "suspend_duration": "forever"})])]),
        _entry("delete-user", "delete user modal", delete_user, [
            (t("btns.delete"), True, [xhr("PUT", status, {
                "user_id": UID, "status": "deleted", "remove_all_content": False})]),
            (t("btns.cancel"), False, [])]),
        _entry("reversible", "suspended user's menu", suspended, [
            (t("btns.unsuspend"), False, [xhr(
                "PUT", status, {"user_id": UID, "status": "normal"})])]),
        _entry("delete-user", "delete users permanently confirmation",
               confirm(t, users, *purge), [
            (t("btns.delete"), True, [xhr("DELETE", permanently, {"type": "users"})])]),
        _entry("opens-prompt", "admin question menu", qmenu, [
            (t("btns.delete"), False, [])]),
        _entry("delete", "admin delete question confirmation", qdelete, [
            (t("btns.delete"), False, [xhr("PUT", f"{ADMIN}/question/status", {
                "question_id": QID, "status": "deleted"})])]),
        _entry("delete", "delete questions permanently confirmation",
               confirm(t, questions, *purge), [
            (t("btns.delete"), True, [xhr("DELETE", permanently, {"type": "questions"})])]),
        _entry("delete", "delete answers permanently confirmation",
               confirm(t, answers, *purge), [
            (t("btns.delete"), True, [xhr("DELETE", permanently, {"type": "answers"})])]),
        _entry("send", "SMTP settings with a test recipient", smtp, [
            (t("form.btn_submit"), True, [xhr("PUT", f"{ADMIN}/setting/smtp", {
                "from_email": "noreply@qa.example.org", "from_name": "Acme Q&A",
                "smtp_host": "smtp.example.org", "encryption": "TLS", "smtp_port": 587,
                "smtp_authentication": True, "smtp_username": "noreply@qa.example.org",
                "smtp_password": "smtp-secret", "test_email_recipient": "alice@example.org"})])]),
        _entry("reversible", "installed plugin's menu", plugins, [
            (t("admin.installed_plugins.deactivate"), False, [xhr(
                "PUT", f"{ADMIN}/plugin/status",
                {"enabled": False, "plugin_slug_name": PLUGIN})])]),
    ]
    # fmt: on


def screens(t: Any) -> list[dict[str, Any]]:
    return [*question_screens(t), *moderation_screens(t), *settings_screens(t),
            *admin_screens(t)]  # fmt: skip
