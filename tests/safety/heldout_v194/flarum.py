"""Flarum's screens for the hundred-and-ninety-fourth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's locale catalogues and ``ok`` the browser's OK and Cancel of a JavaScript ``confirm()``.
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"
CSRF = "Xq7vT2mB9kLw4RzN8cYp3HsD6fGj1AeU5oIi0tQb"  # made up; the session's csrfToken
FORUM = "Northside Makers"
ME, ME_EMAIL, NEW_EMAIL = "1", "alice@example.org", "alice.w@example.org"
USER, USER_NAME, USER_EMAIL = "7", "bob", "bob@example.org"
DISC, DISC_TITLE, NEW_TITLE = "12", "Moving the meetup to Thursday", "Meetup moved to Thursday"
POST, HIDDEN_POST, PENDING_POST = "57", "58", "61"
TAG, TAG2, TAG_NAME, TAG2_NAME = "3", "5", "General", "Events"
NOW = "2024-10-25T09:30:00.000Z"
PERMANENT = "2038-01-01T00:00:00.000Z"  # getPermanentSuspensionDate()
REPLY_TEXT = "Thursday works for me, see you there!"
NEW_DISC_TITLE, NEW_DISC_TEXT = "Laser cutter training slots", "Who wants a slot next week?"
EDITED_TEXT = "Thursday works for me (edited: 7pm, not 6pm)."
EXT = "flarum-likes"
Act = tuple[str, bool, list[Any]]


def jsonapi(method: str, path: str, data: dict[str, Any] | None = None) -> dict[str, Any] | str:
    """``app.request``: a body is ``JSON.stringify``'s. A PATCH or a DELETE goes as a POST whose
    ``X-HTTP-Method-Override`` header names it (Application.request); written here as sent."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def save(kind: str, ident: str | None, attributes: dict[str, Any],
         relationships: dict[str, Any] | None = None) -> dict[str, Any] | str:  # fmt: skip
    """``Model.save``: ``{"data": {type, attributes, id, relationships}}`` to ``/api/<type>``
    (a new record) or ``/api/<type>/<id>`` (PATCH, sent as a POST)."""
    data: dict[str, Any] = {"type": kind, "attributes": attributes}
    if ident is not None:
        data["id"] = ident
    if relationships:
        data["relationships"] = {k: {"data": v} for k, v in relationships.items()}
    path = f"/{kind}" + (f"/{ident}" if ident else "")
    return jsonapi("POST", path, {"data": data})


def ref(kind: str, ident: str) -> dict[str, str]:
    return {"type": kind, "id": ident}


def delete(path: str) -> dict[str, Any] | str:
    """``Model.delete``: a DELETE (sent as a POST) whose body is ``{}``."""
    return jsonapi("POST", path, {})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"flarum {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, message: str, ok: tuple[str, str]) -> dict[str, Any]:
    """The browser's ``confirm()`` over the page: the message, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown menu over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def modal(title: str, heading: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Flarum modal (``Modal-header`` title) over its page; ``None``: a heading that says
    what the modal's button says, left out so that the button's label names one thing."""
    return {"title": title, "dialog": {"title": heading} if heading else {}, "items": items}


def discussion_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The discussion list and a discussion: its controls, the confirmations, the rename and
    tag modals, the follow menu and the composers."""
    index = {"title": FORUM, "items": [
        {"button": t("core.forum.index.start_discussion_button")},
        {"icon": t("core.forum.index.mark_all_as_read_tooltip")},
        {"text": DISC_TITLE}]}  # fmt: skip
    reply = t("core.forum.discussion_controls.reply_button")
    follow = t("flarum-subscriptions.forum.discussion_controls.follow_button")
    tags = t("flarum-tags.forum.discussion_controls.edit_tags_button")
    rename = t("core.forum.discussion_controls.rename_button")
    sticky = t("flarum-sticky.forum.discussion_controls.sticky_button")
    lock = t("flarum-lock.forum.discussion_controls.lock_button")
    hide = t("core.forum.discussion_controls.delete_button")
    menu = (reply, follow, tags, rename, sticky, lock, hide)
    controls = popup(DISC_TITLE, [], [{"menu": m} for m in menu])
    restore = t("core.forum.discussion_controls.restore_button")
    forever = t("core.forum.discussion_controls.delete_forever_button")
    hidden = popup(DISC_TITLE, [], [{"menu": m} for m in (reply, follow, tags, rename, sticky,
                                                          lock, restore, forever)])  # fmt: skip
    rename_modal = modal(DISC_TITLE, t("core.forum.rename_discussion.title"), [
        {"field": "title", "hint": "", "text": NEW_TITLE},
        {"button": t("core.forum.rename_discussion.submit_button")}])  # fmt: skip
    tag_modal = modal(DISC_TITLE, t("flarum-tags.forum.choose_tags.edit_title",
                                    title=DISC_TITLE), [
        {"row": TAG_NAME}, {"row": TAG2_NAME},
        {"button": t("flarum-tags.lib.tag_selection_modal.submit_button")}])  # fmt: skip
    sub = "flarum-subscriptions.forum.sub_controls."
    not_following, following, ignoring = (t(f"{sub}{k}_button") for k in
                                          ("not_following", "following", "ignoring"))  # fmt: skip
    sub_menu = popup(DISC_TITLE, [], [
        {"menu": not_following, "desc": t(f"{sub}not_following_text")},
        {"menu": following, "desc": t(f"{sub}following_text")},
        {"menu": ignoring, "desc": t(f"{sub}ignoring_text")}])  # fmt: skip
    close = t("core.forum.composer.close_tooltip")
    reply_composer = {"title": DISC_TITLE, "items": [
        {"text": DISC_TITLE}, {"icon": close},
        {"field": "content", "hint": t("core.forum.composer_reply.body_placeholder"),
         "text": REPLY_TEXT, "focused": True},
        {"button": t("core.forum.composer_reply.submit_button")}]}  # fmt: skip
    new_discussion = {"title": FORUM, "items": [
        {"icon": close}, {"link": TAG_NAME},
        {"field": "title", "hint": t("core.forum.composer_discussion.title_placeholder"),
         "text": NEW_DISC_TITLE},
        {"field": "content", "hint": t("core.forum.composer_discussion.body_placeholder"),
         "text": NEW_DISC_TEXT, "focused": True},
        {"button": t("core.forum.composer_discussion.submit_button")}]}  # fmt: skip
    disc = ("discussions", DISC)
    return [
        _entry(
            "opens-prompt",
            "discussion list",
            index,
            [
                (t("core.forum.index.start_discussion_button"), False, []),
                (t("core.forum.index.mark_all_as_read_tooltip"), False, []),
            ],
        ),
        _entry(
            "reversible",
            "mark all as read confirm()",
            confirm(FORUM, t("core.forum.index.mark_all_as_read_confirmation"), ok),
            [(ok[0], False, [save("users", ME, {"markedAllAsReadAt": NOW})])],
        ),
        _entry(
            "reversible",
            "discussion controls",
            controls,
            [
                (follow, False, [save(*disc, {"subscription": "follow"})]),
                (sticky, False, [save(*disc, {"isSticky": True})]),
                (lock, False, [save(*disc, {"isLocked": True})]),
                (hide, False, [save(*disc, {"isHidden": True})]),
            ],
        ),
        _entry(
            "reversible",
            "hidden discussion controls",
            hidden,
            [(restore, False, [save(*disc, {"isHidden": False})]), (forever, False, [])],
        ),
        _entry(
            "delete",
            "delete discussion confirm()",
            confirm(DISC_TITLE, t("core.forum.discussion_controls.delete_confirmation"), ok),
            [(ok[0], True, [delete(f"/discussions/{DISC}")]), (ok[1], False, [])],
        ),
        _entry(
            "reversible",
            "rename discussion modal",
            rename_modal,
            [
                (
                    t("core.forum.rename_discussion.submit_button"),
                    False,
                    [save(*disc, {"title": NEW_TITLE})],
                )
            ],
        ),
        _entry(
            "reversible",
            "edit tags modal",
            tag_modal,
            [
                (
                    t("flarum-tags.lib.tag_selection_modal.submit_button"),
                    False,
                    [save(*disc, {}, {"tags": [ref("tags", TAG), ref("tags", TAG2)]})],
                )
            ],
        ),
        _entry(
            "reversible",
            "follow menu",
            sub_menu,
            [
                (following, False, [save(*disc, {"subscription": "follow"})]),
                (ignoring, False, [save(*disc, {"subscription": "ignore"})]),
            ],
        ),
        _entry(
            "send",
            "reply composer",
            reply_composer,
            [
                (
                    t("core.forum.composer_reply.submit_button"),
                    True,
                    [save("posts", None, {"content": REPLY_TEXT}, {"discussion": ref(*disc)})],
                )
            ],
        ),
        _entry(
            "send",
            "start discussion composer",
            new_discussion,
            [
                (
                    t("core.forum.composer_discussion.submit_button"),
                    True,
                    [
                        save(
                            "discussions",
                            None,
                            {"title": NEW_DISC_TITLE, "content": NEW_DISC_TEXT},
                            {"tags": [ref("tags", TAG)]},
                        )
                    ],
                )
            ],
        ),
    ]


def post_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A post's like, its controls, the hide and delete confirmations, the edit composer, the
    report modal, a flagged post and a post awaiting approval."""
    like = t("flarum-likes.forum.post.like_link")
    unlike = t("flarum-likes.forum.post.unlike_link")
    edit = t("core.forum.post_controls.edit_button")
    flag = t("flarum-flags.forum.post_controls.flag_button")
    hide = t("core.forum.post_controls.delete_button")
    restore = t("core.forum.post_controls.restore_button")
    forever = t("core.forum.post_controls.delete_forever_button")
    actions = {"title": DISC_TITLE, "items": [
        {"text": USER_NAME}, {"text": REPLY_TEXT}, {"button": like},
        {"icon": t("core.forum.post_controls.toggle_dropdown_accessible_label")}]}  # fmt: skip
    liked = {"title": DISC_TITLE, "items": [
        {"text": USER_NAME}, {"text": REPLY_TEXT}, {"button": unlike}]}  # fmt: skip
    controls = popup(DISC_TITLE, [USER_NAME], [{"menu": edit}, {"menu": flag}, {"menu": hide}])
    hidden = popup(DISC_TITLE, [USER_NAME], [{"menu": flag}, {"menu": restore},
                                             {"menu": forever}])  # fmt: skip
    editor = {"title": DISC_TITLE, "items": [
        {"icon": t("core.forum.composer.close_tooltip")},
        {"field": "content", "hint": "", "text": EDITED_TEXT, "focused": True},
        {"button": t("core.forum.composer_edit.submit_button")}]}  # fmt: skip
    reason = "flarum-flags.forum.flag_post.reason_"
    reasons = [t(f"{reason}{k}_label") for k in ("off_topic", "inappropriate", "spam", "other")]
    submit = t("flarum-flags.forum.flag_post.submit_button")
    spam, other = "Selling scraps from the workshop", "Posts a phone number of a member"

    def flag_modal(checked: int, detail: str) -> dict[str, Any]:
        return modal(DISC_TITLE, None, [  # its title, Flag Post, is its button's
            *({"radio": r, "checked": i == checked} for i, r in enumerate(reasons)),
            {"field": "reasonDetail", "hint": "", "text": detail},
            {"button": submit}])  # fmt: skip

    dismiss = t("flarum-flags.forum.post.dismiss_flag_button")
    flagged = {"title": DISC_TITLE, "items": [
        {"text": t("flarum-flags.forum.post.flagged_by_text", username="carol")},
        {"text": REPLY_TEXT}, {"button": dismiss}]}  # fmt: skip
    approve = t("flarum-approval.forum.post_controls.approve_button")
    pending = popup(DISC_TITLE, [t("flarum-approval.forum.post.awaiting_approval_text")],
                    [{"menu": approve}, {"menu": edit}, {"menu": hide}])  # fmt: skip
    return [
        _entry(
            "reversible",
            "post actions",
            actions,
            [(like, False, [save("posts", POST, {"isLiked": True})])],
        ),
        _entry(
            "reversible",
            "liked post",
            liked,
            [(unlike, False, [save("posts", POST, {"isLiked": False})])],
        ),
        _entry(
            "opens-prompt",
            "post controls",
            controls,
            [(edit, False, []), (flag, False, []), (hide, False, [])],
        ),
        _entry(
            "reversible",
            "hide post confirm()",
            confirm(DISC_TITLE, t("core.forum.post_controls.hide_confirmation"), ok),
            [(ok[0], False, [save("posts", POST, {"isHidden": True})])],
        ),
        _entry(
            "reversible",
            "hidden post controls",
            hidden,
            [
                (restore, False, [save("posts", HIDDEN_POST, {"isHidden": False})]),
                (forever, False, []),
            ],
        ),
        _entry(
            "delete",
            "delete post forever confirm()",
            confirm(DISC_TITLE, t("core.forum.post_controls.delete_confirmation"), ok),
            [(ok[0], True, [delete(f"/posts/{HIDDEN_POST}")]), (ok[1], False, [])],
        ),
        _entry(
            "reversible",
            "edit post composer",
            editor,
            [
                (
                    t("core.forum.composer_edit.submit_button"),
                    False,
                    [save("posts", POST, {"content": EDITED_TEXT})],
                )
            ],
        ),
        _entry(
            "send",
            "report post modal (spam)",
            flag_modal(2, spam),
            [
                (reasons[0], False, []),
                (
                    submit,
                    True,
                    [
                        save(
                            "flags",
                            None,
                            {"reason": "spam", "reasonDetail": spam},
                            {"post": ref("posts", POST)},
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "send",
            "report post modal (other)",
            flag_modal(3, other),
            [
                (
                    submit,
                    True,
                    [
                        save(
                            "flags",
                            None,
                            {"reason": None, "reasonDetail": other},
                            {"post": ref("posts", POST)},
                        )
                    ],
                )
            ],
        ),
        _entry(
            "delete",
            "flagged post",
            flagged,
            [(dismiss, True, [jsonapi("POST", f"/posts/{POST}/flags", {"isTrusted": True})])],
        ),
        _entry(
            "publish",
            "post awaiting approval controls",
            pending,
            [(approve, True, [save("posts", PENDING_POST, {"isApproved": True})])],
        ),
    ]


def user_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A user's profile controls, its delete confirmation, the edit and suspend modals."""
    edit = t("core.forum.user_controls.edit_button")
    suspend = t("flarum-suspend.forum.user_controls.suspend_button")
    remove = t("core.forum.user_controls.delete_button")
    controls = popup(USER_NAME, [USER_NAME], [{"menu": edit}, {"menu": suspend},
                                              {"menu": remove}])  # fmt: skip
    save_label = t("core.lib.edit_user.submit_button")
    edit_modal = modal(USER_NAME, t("core.lib.edit_user.title"), [
        {"field": "username", "hint": t("core.lib.edit_user.username_label"), "text": USER_NAME},
        {"field": "email", "hint": t("core.lib.edit_user.email_label"), "text": USER_EMAIL},
        {"switch": t("core.lib.edit_user.set_password_label"), "checked": False},
        {"button": save_label}])  # fmt: skip
    s = "flarum-suspend.forum.suspend_user."
    radios = [t(f"{s}{k}_label") for k in ("not_suspended", "indefinitely", "limited_time")]
    suspend_save = t(f"{s}submit_button")
    title = t(f"{s}title", username=USER_NAME)

    def suspend_modal(checked: int) -> dict[str, Any]:
        return modal(USER_NAME, title, [
            *({"radio": r, "checked": i == checked} for i, r in enumerate(radios)),
            {"field": "reason", "hint": t(f"{s}placeholder_optional"), "text": "Spam"},
            {"button": suspend_save}])  # fmt: skip

    def suspension(until: str | None, why: str) -> Any:
        return save("users", USER, {"suspendedUntil": until, "suspendReason": why,
                                    "suspendMessage": ""})  # fmt: skip

    return [
        _entry(
            "opens-prompt", "user controls", controls, [(suspend, False, []), (remove, False, [])]
        ),
        _entry(
            "delete-user",
            "delete user confirm()",
            confirm(USER_NAME, t("core.forum.user_controls.delete_confirmation"), ok),
            [(ok[0], True, [delete(f"/users/{USER}")]), (ok[1], False, [])],
        ),
        _entry(
            "reversible",
            "edit user modal",
            edit_modal,
            [
                (
                    save_label,
                    False,
                    [
                        save(
                            "users",
                            USER,
                            {"username": USER_NAME, "email": USER_EMAIL},
                            {"groups": [ref("groups", "4")]},
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "suspend user modal",
            suspend_modal(1),
            [(suspend_save, False, [suspension(PERMANENT, "Spam")])],
        ),
        _entry(
            "reversible",
            "suspended user's modal, lifting it",
            suspend_modal(0),
            [(suspend_save, False, [suspension(None, "Spam")])],
        ),
    ]


def account_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The session dropdown, the notifications dropdown and its confirmation, the settings
    page, the change e-mail and password modals, the log-in modal."""
    profile = t("core.forum.header.profile_button")
    settings = t("core.forum.header.settings_button")
    admin = t("core.forum.header.admin_button")
    logout = t("core.forum.header.log_out_button")
    session = popup(FORUM, ["alice"], [{"link": profile}, {"link": settings},
                                       {"link": admin}, {"menu": logout}])  # fmt: skip
    read_all = t("core.forum.notifications.mark_all_as_read_tooltip")
    delete_all = t("core.forum.notifications.delete_all_tooltip")
    notifications = popup(
        FORUM,
        [t("core.forum.notifications.title")],
        [
            {"icon": read_all},
            {"icon": delete_all},
            {"row": t("flarum-likes.forum.notifications.post_liked_text", username=USER_NAME)},
        ],
    )
    page = t("core.forum.settings.title")
    password = t("core.forum.settings.change_password_button")
    email = t("core.forum.settings.change_email_button")
    online = t("core.forum.settings.privacy_disclose_online_label")
    renamed = t("core.forum.settings.notify_discussion_renamed_label")
    settings_page = {"title": page, "items": [
        {"text": t("core.forum.settings.notifications_heading")},
        {"switch": renamed, "checked": True},
        {"button": password}, {"button": email},
        {"switch": online, "checked": True}]}  # fmt: skip
    prefs = {"notify_discussionRenamed_alert": True, "notify_discussionRenamed_email": False,
             "discloseOnline": True}  # fmt: skip
    email_save = t("core.forum.change_email.submit_button")
    email_modal = modal(page, t("core.forum.change_email.title"), [
        {"field": "email", "hint": ME_EMAIL, "text": NEW_EMAIL},
        {"field": "password", "hint": t("core.forum.change_email.confirm_password_placeholder"),
         "text": "••••••••"},
        {"button": email_save}])  # fmt: skip
    reset = t("core.forum.change_password.send_button")
    password_modal = modal(page, None, [  # in some packs its title is its button's
        {"text": t("core.forum.change_password.text")}, {"button": reset}])  # fmt: skip
    log_in = t("core.forum.log_in.submit_button")
    forgot = t("core.forum.log_in.forgot_password_link")
    remember = t("core.forum.log_in.remember_me_label")
    login_modal = modal(FORUM, None, [  # its title, Log In, is its button's
        {"field": "identification", "hint": t("core.forum.log_in.username_or_email_placeholder"),
         "text": "alice"},
        {"field": "password", "hint": t("core.forum.log_in.password_placeholder"),
         "text": "••••••••"},
        {"switch": remember, "checked": False}, {"button": log_in}, {"link": forgot}])  # fmt: skip

    def preferences(**changed: bool) -> Any:
        return save("users", ME, {"preferences": {**prefs, **changed}})

    return [
        _entry(
            "reversible",
            "session dropdown",
            session,
            [
                (admin, False, [{"request": "GET /admin", "via": "link"}]),
                (logout, False, [{"request": f"GET /logout?token={CSRF}", "via": "link"}]),
            ],
        ),
        _entry(
            "reversible",
            "notifications dropdown",
            notifications,
            [(read_all, False, [jsonapi("POST", "/notifications/read")]), (delete_all, False, [])],
        ),
        _entry(
            "delete",
            "delete all notifications confirm()",
            confirm(FORUM, t("core.forum.notifications.delete_all_confirm"), ok),
            [(ok[0], True, [jsonapi("POST", "/notifications")]), (ok[1], False, [])],
        ),
        _entry(
            "reversible",
            "settings page",
            settings_page,
            [
                (renamed, False, [preferences(notify_discussionRenamed_alert=False)]),
                (password, False, []),
                (online, False, [preferences(discloseOnline=False)]),
            ],
        ),
        _entry(
            "reversible",
            "change e-mail modal",
            email_modal,
            [
                (
                    email_save,
                    False,
                    [
                        jsonapi(
                            "POST",
                            f"/users/{ME}",
                            {
                                "data": {
                                    "type": "users",
                                    "attributes": {"email": NEW_EMAIL},
                                    "id": ME,
                                },
                                "meta": {"password": "••••••••"},
                            },
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "change password modal",
            password_modal,
            [(reset, False, [jsonapi("POST", "/forgot", {"email": ME_EMAIL})])],
        ),
        _entry(
            "reversible",
            "log in modal",
            login_modal,
            [
                (
                    log_in,
                    False,
                    [
                        {
                            "request": "POST /login",
                            "body": json.dumps(
                                {
                                    "identification": "alice",
                                    "password": "••••••••",
                                    "remember": False,
                                },
                                separators=(",", ":"),
                                ensure_ascii=False,
                            ),
                        }
                    ],
                )
            ],
        ),
    ]


def admin_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The admin panel: basics, a permission's dropdown, an extension's page enabled and
    disabled with its purge confirmation, the mail page."""
    save_changes = t("core.admin.settings.submit_button")
    basics = {"title": t("core.admin.basics.title"), "items": [
        {"field": "forum_title", "hint": t("core.admin.basics.forum_title_heading"),
         "text": "Northside Makers Forum"},
        {"button": save_changes}]}  # fmt: skip
    everyone = t("core.admin.permissions_controls.everyone_button")
    members = t("core.admin.permissions_controls.members_button")
    permissions = popup(t("core.admin.permissions.title"),
                        [t("core.admin.permissions.reply_to_discussions_label")],
                        [{"menu": everyone}, {"menu": members}])  # fmt: skip
    enabled = t("core.admin.extension.enabled")
    disabled = t("core.admin.extension.disabled")
    purge = t("core.admin.extension.purge_button")
    on = {"title": "Likes", "items": [{"switch": enabled, "checked": True}]}
    off = {"title": "Likes", "items": [{"switch": disabled, "checked": False}, {"button": purge}]}
    mail_title = t("core.admin.email.title")
    send = t("core.admin.email.send_test_mail_button")
    mail = {"title": mail_title, "items": [
        {"field": "mail_from", "hint": "", "text": "noreply@forum.example"},
        {"text": t("core.admin.email.send_test_mail_heading")},
        {"button": send}]}  # fmt: skip
    return [
        _entry(
            "reversible",
            "admin basics",
            basics,
            [
                (
                    save_changes,
                    False,
                    [jsonapi("POST", "/settings", {"forum_title": "Northside Makers Forum"})],
                )
            ],
        ),
        _entry(
            "reversible",
            "admin permission dropdown",
            permissions,
            [
                (
                    everyone,
                    False,
                    [
                        jsonapi(
                            "POST",
                            "/permission",
                            {"permission": "discussion.reply", "groupIds": ["2"]},
                        )
                    ],
                ),
                (
                    members,
                    False,
                    [
                        jsonapi(
                            "POST",
                            "/permission",
                            {"permission": "discussion.reply", "groupIds": ["3"]},
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "reversible",
            "admin extension page (enabled)",
            on,
            [(enabled, False, [jsonapi("POST", f"/extensions/{EXT}", {"enabled": False})])],
        ),
        _entry(
            "opens-prompt",
            "admin extension page (disabled)",
            off,
            [
                (disabled, False, [jsonapi("POST", f"/extensions/{EXT}", {"enabled": True})]),
                (purge, False, []),
            ],
        ),
        _entry(
            "delete",
            "purge extension confirm()",
            confirm("Likes", t("core.admin.extension.confirm_purge"), ok),
            [(ok[0], True, [jsonapi("POST", f"/extensions/{EXT}")]), (ok[1], False, [])],
        ),
        _entry(
            "reversible", "admin mail page", mail, [(send, False, [jsonapi("POST", "/mail/test")])]
        ),
    ]


def screens(t: Any, ok: tuple[str, str] = ("OK", "Cancel")) -> list[dict[str, Any]]:
    return [*discussion_screens(t, ok), *post_screens(t, ok), *user_screens(t, ok),
            *account_screens(t, ok), *admin_screens(t, ok)]  # fmt: skip
