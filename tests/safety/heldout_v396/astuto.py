"""Astuto's screens for the three-hundred-and-ninety-sixth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *count)`` being that language's lookup of a key of the app's
``config/locales`` catalogues. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

SITE = "Lantern"  # the feedback space's site name, in every page title
TOKEN = "q8Vn3LxT5wR1bK7mZc2HdJ9sFp4Ye6Ga0uNiQoXrWt"  # made up; the page's CSRF token
BOARD, BOARD_NAME = 3, "Feature requests"
POST, POST_TITLE = 42, "Dark mode for the mobile app"
PENDING, PENDING_TITLE = 57, "Export votes as CSV"
COMMENT = 118
STATUS, STATUS_NAME = 5, "Planned"
USER, USER_NAME = 17, "Marta Ruiz"
WEBHOOK, WEBHOOK_NAME = 7, "Slack: new posts"
OAUTH, OAUTH_NAME = 2, "GitHub"
ME, ME_EMAIL = "Paolo Ferri", "paolo@lantern.example"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """A request of the page's script with buildRequestHeaders' headers (the CSRF token goes
    in a header, not written here); a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def form(path: str, fields: list[tuple[str, str]], method: str | None = None) -> dict[str, str]:
    """A Rails form posted by the browser: ``_method`` for a PUT or DELETE, then the
    ``authenticity_token``, then the fields in the page's order, urlencoded."""
    head = [("_method", method)] if method else []
    body = urlencode([*head, ("authenticity_token", TOKEN), *fields])
    return {"request": f"POST {path}", "body": body, "via": "form"}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.location`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"astuto {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(text: str) -> str:
    """The layout's ``<title>``: the page's title, then the site's name."""
    return f"{text} | {SITE}"


def confirm(t: Any, page_title: str, message: str) -> dict[str, Any]:
    """A page's ``confirm()``: Chrome's dialog with the message and its OK and Cancel."""
    ok, cancel = t.confirm_buttons
    return {"title": page_title, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


def ok_cancel(t: Any, sends: list[Any], irreversible: bool) -> list[Act]:
    ok, cancel = t.confirm_buttons
    return [(ok, irreversible, sends), (cancel, False, [])]


def board_screens(t: Any) -> list[dict[str, Any]]:
    """The header's profile menu, a board's page and its new-post form, a post's page (its
    follow switch, its footer, its delete confirmation, its edit form), the new-comment box,
    a comment's footer and delete confirmation."""
    board_t = title(BOARD_NAME)
    post_t = title(POST_TITLE)
    menu = {"title": board_t, "items": [
        {"text": t("header.menu.administration_header")},
        {"menu": t("header.menu.site_settings")}, {"menu": t("header.menu.moderation")},
        {"text": t("header.menu.profile_header")},
        {"menu": t("header.menu.profile_settings")},
        {"text": t("header.menu.help_header")}, {"menu": t("header.menu.docs")},
        {"menu": t("header.menu.sign_out")}]}  # fmt: skip
    board = {"title": board_t, "items": [
        {"text": BOARD_NAME}, {"button": t("board.new_post.submit_button")},
        {"text": t("common.words.or")},
        {"link": t("board.new_post.submit_anonymous_button").lower()},
        {"field": "search", "hint": t("board.search_box.title"), "text": ""},
        {"link": POST_TITLE}]}  # fmt: skip
    new_post = {"title": board_t, "items": [
        {"button": t("board.new_post.cancel_button")},
        {"field": "postTitle", "hint": t("board.new_post.title"),
         "text": "Keyboard shortcuts for voting"},
        {"field": "postDescription", "hint": t("board.new_post.description"),
         "text": "J and K to move, V to vote."},
        {"button": t("board.new_post.submit_button")},
        {"text": t("board.new_post.non_anonymous_submission_help", name=ME)}]}  # fmt: skip
    follow = {"title": post_t, "items": [
        {"text": POST_TITLE}, {"text": t("post.action_box.title")},
        {"switch": t("post.action_box.follow_button"), "checked": False},
        {"text": t("post.action_box.not_following_description")}]}  # fmt: skip
    footer = {"title": post_t, "items": [
        {"text": POST_TITLE}, {"text": "Please add a dark theme, the white screen is harsh."},
        {"text": f"{t('post.published_by').lower()}  {USER_NAME}"},
        {"link": t("common.buttons.edit")}, {"link": t("common.buttons.delete")}]}  # fmt: skip

    def edit(status: str) -> dict[str, Any]:
        return {"title": post_t, "items": [
            {"field": "postTitle", "hint": "", "text": "Dark mode for the mobile apps"},
            {"field": "postBoard", "hint": "", "text": BOARD_NAME},
            {"field": "postStatus", "hint": "", "text": status},
            {"field": "postDescription", "hint": "",
             "text": "Please add a dark theme, the white screen is harsh."},
            {"link": t("common.buttons.cancel")},
            {"button": t("common.buttons.update")}]}  # fmt: skip

    def post_body(status: int | None) -> dict[str, Any]:
        return {"post": {"title": "Dark mode for the mobile apps",
                         "description": "Please add a dark theme, the white screen is harsh.",
                         "board_id": BOARD, "post_status_id": status}}  # fmt: skip

    def new_comment(update: bool) -> dict[str, Any]:
        items = [
            {"text": t("post.comments.title")},
            {
                "field": "newComment",
                "hint": t("post.new_comment.body_placeholder"),
                "text": "Now on the roadmap for the spring release.",
            },
            {"switch": t("post.new_comment.is_post_update"), "checked": update},
        ]
        if update:
            items.append({"text": t("post.new_comment.user_notification")})
        return {"title": post_t, "items": [
            *items, {"button": t("post.new_comment.submit_button")}]}  # fmt: skip

    def comment_body(update: bool) -> dict[str, Any]:
        return {"comment": {"body": "Now on the roadmap for the spring release.",
                            "parent_id": None, "is_post_update": update}}  # fmt: skip

    comment = {"title": post_t, "items": [
        {"text": USER_NAME}, {"text": "Would love this for the web app too."},
        {"link": t("post.comments.reply_button")}, {"link": t("common.buttons.edit")},
        {"link": t("common.buttons.delete")}, {"text": t("common.datetime.days", 2)}]}  # fmt: skip
    comments = f"/posts/{POST}/comments"
    return [
        _entry("harmless", "profile menu", menu, [
            (t("header.menu.site_settings"), False, [page("/site_settings/general")])]),
        _entry("reversible", "profile menu sign out", menu, [
            (t("header.menu.sign_out"), False, [
                form("/users/sign_out", [], "delete")])]),
        _entry("opens-prompt", "board page", board, [
            (t("board.new_post.submit_button"), False, []),
            (t("board.new_post.submit_anonymous_button").lower(), False, [])]),
        _entry("publish", "new post form", new_post, [
            (t("board.new_post.submit_button"), True, [api("POST", "/posts", {"post": {
                "title": "Keyboard shortcuts for voting",
                "description": "J and K to move, V to vote.", "board_id": BOARD,
                "is_anonymous": False, "dnf1": "", "dnf2": "",
                "form_rendered_at": 1767434400}})])]),
        _entry("harmless", "new post form cancel", new_post, [
            (t("board.new_post.cancel_button"), False, [])]),
        _entry("reversible", "post follow switch", follow, [
            (t("post.action_box.follow_button"), False, [
                api("POST", f"/posts/{POST}/follows")])]),
        _entry("opens-prompt", "post footer", footer, [
            (t("common.buttons.edit"), False, []), (t("common.buttons.delete"), False, [])]),
        _entry("delete", "post delete confirm", confirm(t, post_t, t("common.confirmation")),
               ok_cancel(t, [api("DELETE", f"/posts/{POST}")], True)),
        _entry("reversible", "post edit form", edit(STATUS_NAME), [
            (t("common.buttons.update"), False, [
                api("PATCH", f"/posts/{POST}", post_body(STATUS))])]),
        _entry("send", "post edit form new status", edit("In progress"), [
            (t("common.buttons.update"), True, [
                api("PATCH", f"/posts/{POST}", post_body(6))])]),
        _entry("send", "new comment", new_comment(False), [
            (t("post.new_comment.submit_button"), True, [
                api("POST", comments, comment_body(False))])]),
        _entry("send", "new comment as update", new_comment(True), [
            (t("post.new_comment.submit_button"), True, [
                api("POST", comments, comment_body(True))])]),
        _entry("opens-prompt", "comment footer", comment, [
            (t("common.buttons.edit"), False, []), (t("common.buttons.delete"), False, [])]),
        _entry("delete", "comment delete confirm",
               confirm(t, post_t, t("common.confirmation")),
               ok_cancel(t, [api("DELETE", f"{comments}/{COMMENT}")], True)),
    ]  # fmt: skip


def moderation_screens(t: Any) -> list[dict[str, Any]]:
    """The feedback moderation list, the users list, a user's block confirmation, the role
    form and the confirmation of making a user an administrator."""
    mod_t = title(t("header.menu.moderation"))
    feedback = {"title": mod_t, "items": [
        {"link": t("moderation.menu.feedback")}, {"link": t("moderation.menu.users")},
        {"text": PENDING_TITLE}, {"text": "A button on the board page to download votes."},
        {"link": t("common.buttons.approve")}, {"link": t("common.buttons.reject")}]}  # fmt: skip
    users = {"title": mod_t, "items": [
        {"text": t("moderation.users.title")}, {"text": USER_NAME},
        {"text": t("moderation.users.role_user")},
        {"link": t("common.buttons.edit")}, {"link": t("moderation.users.block")}]}  # fmt: skip
    role = {"title": mod_t, "items": [
        {"text": USER_NAME},
        {"field": "selectPickerUserRole", "hint": "", "text": t("moderation.users.role_admin")},
        {"button": t("common.buttons.update")}, {"link": t("common.buttons.cancel")}]}  # fmt: skip

    def approval(status: str) -> Any:
        return api("PATCH", f"/posts/{PENDING}", {"post": {"approval_status": status}})

    user = f"/users/{USER}"
    return [
        _entry("publish", "feedback moderation approve", feedback, [
            (t("common.buttons.approve"), True, [approval("approved")])]),
        _entry("reversible", "feedback moderation reject", feedback, [
            (t("common.buttons.reject"), False, [approval("rejected")])]),
        _entry("opens-prompt", "users moderation row", users, [
            (t("common.buttons.edit"), False, []), (t("moderation.users.block"), False, [])]),
        _entry("reversible", "block user confirm", confirm(
            t, mod_t, t("moderation.users.block_confirmation", name=USER_NAME)),
            ok_cancel(t, [api("PATCH", user, {"user": {"status": "blocked"}})], False)),
        _entry("opens-prompt", "user role form", role, [
            (t("common.buttons.update"), False, [])]),
        _entry("reversible", "role to admin confirm", confirm(
            t, mod_t, t("moderation.users.role_to_admin_confirmation", name=USER_NAME)),
            ok_cancel(t, [api("PATCH", user, {"user": {"role": "admin"}})], False)),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The site settings' menu, the boards and statuses pages and their delete confirmations,
    the webhooks list and its delete confirmation, the OAuth providers and the delete
    confirmation of one, the invitations page."""
    set_t = title(t("header.menu.site_settings"))
    menu = {"title": set_t, "items": [
        {"text": t("site_settings.menu.title")},
        {"link": t("site_settings.menu.general")},
        {"link": t("site_settings.menu.authentication")},
        {"link": t("site_settings.menu.boards")},
        {"link": t("site_settings.menu.post_statuses")},
        {"link": t("site_settings.menu.webhooks")},
        {"link": t("site_settings.menu.invitations")}]}  # fmt: skip
    boards = {"title": set_t, "items": [
        {"text": t("site_settings.boards.title")}, {"text": BOARD_NAME},
        {"link": t("common.buttons.edit")}, {"link": t("common.buttons.delete")},
        {"field": "boardName", "hint": t("site_settings.boards.form.name"), "text": "Bugs"},
        {"button": t("common.buttons.create")},
        {"field": "boardDescription", "hint": t("site_settings.boards.form.description"),
         "text": ""}]}  # fmt: skip
    statuses = {"title": set_t, "items": [
        {"text": t("site_settings.post_statuses.title")}, {"text": STATUS_NAME},
        {"link": t("common.buttons.edit")}, {"link": t("common.buttons.delete")}]}  # fmt: skip
    webhooks = {"title": set_t, "items": [
        {"text": t("site_settings.webhooks.title")}, {"button": t("common.buttons.new")},
        {"text": WEBHOOK_NAME}, {"text": t("site_settings.webhooks.triggers.new_post")},
        {"switch": t("common.enabled"), "checked": True},
        {"link": t("common.buttons.test")}, {"link": t("common.buttons.edit")},
        {"link": t("common.buttons.delete")}]}  # fmt: skip
    oauth = {"title": set_t, "items": [
        {"text": t("site_settings.authentication.oauth_subtitle")}, {"text": OAUTH_NAME},
        {"switch": t("common.enabled"), "checked": True},
        {"button": t("site_settings.authentication.copy_url")},
        {"link": t("common.buttons.test")}, {"link": t("common.buttons.edit")},
        {"link": t("common.buttons.delete")}]}  # fmt: skip
    to = "ana@field.example,li.wei@field.example"
    subject, body = "Help shape Lantern", "Tell us what to build next: %link%"
    invitations = {"title": set_t, "items": [
        {"text": t("site_settings.invitations.new_invitations_title")},
        {"field": "to", "hint": "alice@example.com,bob@test.org", "text": to},
        {"field": "subject", "hint": "", "text": subject},
        {"field": "body", "hint": "", "text": body},
        {"button": t("site_settings.invitations.send", 2)},
        {"button": t("site_settings.invitations.test_invitation_button")},
        {"text": t("site_settings.invitations.test_invitation_help", email=ME_EMAIL)}]}  # fmt: skip
    board_message = " ".join([t("common.confirmation_board_delete", board=BOARD_NAME),
                              t("common.confirmation")])  # fmt: skip
    return [
        _entry("harmless", "site settings menu", menu, [
            (t("site_settings.menu.boards"), False, [page("/site_settings/boards")]),
            (t("site_settings.menu.webhooks"), False, [page("/site_settings/webhooks")])]),
        _entry("opens-prompt", "boards settings", boards, [
            (t("common.buttons.edit"), False, []), (t("common.buttons.delete"), False, [])]),
        _entry("reversible", "boards settings new board", boards, [
            (t("common.buttons.create"), False, [api("POST", "/boards", {
                "board": {"name": "Bugs", "description": ""}})])]),
        _entry("delete", "board delete confirm", confirm(t, set_t, board_message),
               ok_cancel(t, [api("DELETE", f"/boards/{BOARD}")], True)),
        _entry("opens-prompt", "statuses settings", statuses, [
            (t("common.buttons.delete"), False, [])]),
        _entry("delete", "status delete confirm", confirm(t, set_t, t("common.confirmation")),
               ok_cancel(t, [api("DELETE", f"/post_statuses/{STATUS}")], True)),
        _entry("reversible", "webhooks list", webhooks, [
            (t("common.enabled"), False, [api("PATCH", f"/webhooks/{WEBHOOK}", {
                "webhook": {"is_enabled": False}})])]),
        _entry("send", "webhooks list test", webhooks, [
            (t("common.buttons.test"), True, [api("PUT", f"/webhooks/{WEBHOOK}/test")])]),
        _entry("opens-prompt", "webhooks list delete", webhooks, [
            (t("common.buttons.delete"), False, [])]),
        _entry("delete", "webhook delete confirm", confirm(t, set_t, t("common.confirmation")),
               ok_cancel(t, [api("DELETE", f"/webhooks/{WEBHOOK}")], True)),
        _entry("reversible", "oauth providers", oauth, [
            (t("common.enabled"), False, [api("PATCH", f"/o_auths/{OAUTH}", {
                "o_auth": {"is_enabled": False}})]),
            (t("common.buttons.delete"), False, [])]),
        _entry("delete", "oauth delete confirm", confirm(t, set_t, t("common.confirmation")),
               ok_cancel(t, [api("DELETE", f"/o_auths/{OAUTH}")], True)),
        _entry("send", "invitations send", invitations, [
            (t("site_settings.invitations.send", 2), True, [api("POST", "/invitations", {
                "invitations": {"to": to, "subject": subject, "body": body}})])]),
        _entry("harmless", "invitations test", invitations, [
            (t("site_settings.invitations.test_invitation_button"), False, [
                api("POST", "/invitations/test", {
                    "invitations": {"to": ME_EMAIL, "subject": subject, "body": body}})])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The profile settings form, its API key part and the confirmation of a new key, its
    cancel-account part and confirmation, the log-in and sign-up pages."""
    profile_t = title(t("common.forms.auth.profile_settings"))
    update = t("common.forms.auth.update_profile")
    profile = {"title": profile_t, "items": [
        {"field": "user_full_name", "hint": "", "text": ME},
        {"field": "user_email", "hint": "", "text": ME_EMAIL},
        {"field": "user_password", "hint": "", "text": ""},
        {"field": "user_password_confirmation", "hint": "", "text": ""},
        {"text": t("common.forms.auth.notifications")},
        {"switch": t("activerecord.attributes.user.notifications_enabled"), "checked": True},
        {"field": "user_recap_notification_frequency", "hint": "",
         "text": t("common.forms.auth.recap_notification_frequency_weekly")},
        {"field": "user_current_password", "hint": "", "text": "lamp-Orchard-42"},
        {"button": update}]}  # fmt: skip
    api_key = {"title": profile_t, "items": [
        {"text": t("common.forms.api_key.title")}, {"text": "ak_7Rq2*****"},
        {"text": t("common.forms.api_key.current_api_key_help")},
        {"button": t("common.forms.api_key.generate_api_key")},
        {"button": t("common.forms.api_key.api_key_learn_more")}]}  # fmt: skip
    cancel = t("common.forms.auth.cancel_account")
    cancel_part = {"title": profile_t, "items": [
        {"text": t("common.forms.api_key.title")},
        {"button": t("common.forms.api_key.generate_api_key")},
        {"button": cancel}]}  # fmt: skip
    login_t = title(t("common.forms.auth.log_in"))
    login = {"title": login_t, "items": [
        {"field": "user_email", "hint": t("common.forms.auth.email"), "text": ME_EMAIL},
        {"field": "user_password", "hint": t("common.forms.auth.password"),
         "text": "lamp-Orchard-42"},
        {"switch": t("common.forms.auth.remember_me"), "checked": False},
        {"button": t("common.forms.auth.log_in")},
        {"link": t("common.forms.auth.sign_up")},
        {"link": t("common.forms.auth.forgot_password")}]}  # fmt: skip
    signup_t = title(t("common.forms.auth.sign_up"))
    signup = {"title": signup_t, "items": [
        {"field": "user_full_name", "hint": t("common.forms.auth.full_name"), "text": ME},
        {"field": "user_email", "hint": t("common.forms.auth.email"), "text": ME_EMAIL},
        {"field": "user_password", "hint": t("common.forms.auth.password"),
         "text": "lamp-Orchard-42"},
        {"field": "user_password_confirmation",
         "hint": t("common.forms.auth.password_confirmation"), "text": "lamp-Orchard-42"},
        {"button": t("common.forms.auth.sign_up")},
        {"link": t("common.forms.auth.log_in")}]}  # fmt: skip
    profile_fields = [
        ("user[full_name]", ME),
        ("user[email]", ME_EMAIL),
        ("user[password]", ""),
        ("user[password_confirmation]", ""),
        ("user[notifications_enabled]", "0"),
        ("user[notifications_enabled]", "1"),
        ("user[recap_notification_frequency]", "weekly"),
        ("user[current_password]", "lamp-Orchard-42"),
        ("commit", update),
    ]
    login_fields = [
        ("user[email]", ME_EMAIL),
        ("user[password]", "lamp-Orchard-42"),
        ("user[remember_me]", "0"),
        ("commit", t("common.forms.auth.log_in")),
    ]
    signup_fields = [
        ("user[full_name]", ME),
        ("user[email]", ME_EMAIL),
        ("user[password]", "lamp-Orchard-42"),
        ("user[password_confirmation]", "lamp-Orchard-42"),
        ("user[invitation_token]", ""),
        ("commit", t("common.forms.auth.sign_up")),
    ]
    return [
        _entry("reversible", "profile settings form", profile, [
            (update, False, [form("/users", profile_fields, "put")])]),
        _entry("opens-prompt", "profile api key", api_key, [
            (t("common.forms.api_key.generate_api_key"), False, [])]),
        _entry("harmless", "profile api key docs", api_key, [
            (t("common.forms.api_key.api_key_learn_more"), False, [
                page("https://docs.astuto.io/api")])]),
        _entry("revoke", "new api key confirm", confirm(
            t, profile_t, t("common.forms.api_key.confirm_generate_new_api_key")),
            ok_cancel(t, [api("POST", "/api_keys")], True)),
        _entry("opens-prompt", "profile cancel account", cancel_part, [(cancel, False, [])]),
        _entry("delete-user", "cancel account confirm", confirm(
            t, profile_t, t("common.confirmation")),
            ok_cancel(t, [form("/users", [], "delete")], True)),
        _entry("reversible", "log in page", login, [
            (t("common.forms.auth.log_in"), False, [form("/users/sign_in", login_fields)]),
            (t("common.forms.auth.sign_up"), False, [page("/users/sign_up")])]),
        _entry("reversible", "sign up page", signup, [
            (t("common.forms.auth.sign_up"), False, [form("/users", signup_fields)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*board_screens(t), *moderation_screens(t), *settings_screens(t),
            *account_screens(t)]  # fmt: skip
