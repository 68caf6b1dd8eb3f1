"""Discourse's screens for the twenty-second held-out corpus: ``screens(t)`` lays them out in
one language, ``t(key, **values)`` being that language's catalogue lookup and
``t.server(type)`` a flag type's name. What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

TOPIC, SLUG, CATEGORY = 318, "harbour-market-lunch", 5
TITLE = "Lunch at the harbour market"
ALICE_POST, MINE, ALICE, SAM, BOOKMARK = 1042, 1057, 27, 12, 311
PAGE = f"/t/{SLUG}/{TOPIC}/5"  # window.location.pathname on the topic page
HERS = "The fish stall by the pier opens at eight on Saturdays."
OWN = "Lunch at the harbour market today was great."
REASON = "Spam links in every reply"
Act = tuple[str, bool, list[Any]]


def form(data: dict[str, Any]) -> str:
    """``data`` as jQuery 3.5.1 sends it (``jQuery.param``, then ``%20`` as ``+``)."""
    pairs: list[str] = []

    def add(key: str, value: Any) -> None:
        if isinstance(value, dict):
            for name, inner in value.items():
                add(f"{key}[{name}]", inner)
            return
        if isinstance(value, list):
            for inner in value:
                add(f"{key}[]", inner)
            return
        text = "" if value is None else str(value).lower() if isinstance(value, bool) else value
        pairs.append(f"{_encode(key)}={_encode(str(text))}")

    for key, value in data.items():
        add(key, value)
    return "&".join(pairs).replace("%20", "+")


def _encode(text: str) -> str:
    return quote(text, safe="-_.!~*'()")  # encodeURIComponent


def send(request: str, data: dict[str, Any] | None = None) -> dict[str, Any]:
    """One ``ajax`` call: ``METHOD path`` and its form-encoded data, if any."""
    return {"request": request, "body": None if data is None else form(data)}


def act(post: int, kind: int, message: str | None = None) -> dict[str, Any]:
    """``ActionSummary.act``: a like or a flag on ``post``."""
    return send("POST /post_actions", {
        "id": post, "post_action_type_id": kind, "message": message, "is_warning": None,
        "take_action": None, "queue_for_review": None, "flag_topic": False})  # fmt: skip


def new_post(raw: str, reply: int | None = None, **fields: Any) -> dict[str, Any]:
    """``POST /posts`` from the composer: ``_create_serializer``'s fields in order, then
    ``reply_to_post_number`` and the adapter's ``nested_post`` (``image_sizes`` is an
    empty object, so nothing)."""
    data = {"raw": raw, "title": None, "unlist_topic": False, "category": None,
            "topic_id": None, "is_warning": False, "whisper": None, "archetype": "regular",
            "target_recipients": None, "typing_duration_msecs": 4200,
            "composer_open_duration_msecs": 21500, "tags": None, "featured_link": None,
            "shared_draft": False, "no_bump": None, "draft_key": None}  # fmt: skip
    data.update(fields)
    return send("POST /posts", {**data, "reply_to_post_number": reply, "nested_post": True})


def status(name: str, enabled: bool, until: str | None = None) -> dict[str, Any]:
    """``Topic.saveStatus``: close, archive, list, pin."""
    data = {"status": name, "enabled": enabled, "until": until}
    return send(f"PUT /t/{SLUG}/{TOPIC}/status", data)


def confirm(message: str, buttons: list[str]) -> dict[str, Any]:
    """A bootbox dialog: its text, then its buttons."""
    return {"dialog": {"message": message}, "items": [{"button": b} for b in buttons]}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"discourse {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def post_screens(t: Any) -> list[dict[str, Any]]:
    """A post's action row (widgets/post-menu.js): Alice's post collapsed, expanded and
    liked; Sam's post and his withdrawn post; a deleted post's admin menu."""
    reply = {"button": t("topic.reply.title"), "desc": t("post.controls.reply")}
    head = [{"text": "alice"}, {"text": HERS}]
    like, share = {"icon": t("post.controls.like")}, {"icon": t("post.controls.share")}
    flag, mark = {"icon": t("post.controls.flag")}, {"icon": t("bookmarks.not_bookmarked")}
    collapsed = {"title": TITLE, "items": [*head, like, share, {"icon": t("show_more")}, reply]}
    expanded = {"title": TITLE, "items": [*head, like, share, flag, mark, reply]}
    liked = {"title": TITLE, "items": [*head, {"icon": t("post.controls.undo_like")}, share,
                                       flag, mark, reply]}  # fmt: skip
    own = {"title": TITLE, "items": [{"text": "sam"}, {"text": OWN}, share,
                                     {"icon": t("post.controls.edit")}, mark,
                                     {"icon": t("post.controls.delete")}, reply]}  # fmt: skip
    withdrawn = {"title": TITLE, "items": [{"text": "sam"}, {"text": OWN}, share,
                                           {"icon": t("post.controls.undelete")}]}  # fmt: skip
    admin = {"title": TITLE, "dialog": {}, "items": [
        {"menu": t("review.moderation_history")},
        {"menu": t("post.controls.permanently_delete")},
        {"menu": t("post.controls.convert_to_moderator")},
        {"menu": t("post.controls.rebake")}]}  # fmt: skip
    forever = confirm(t("post.controls.permanently_delete_confirmation"),
                      [t("no_value"), t("yes_value")])  # fmt: skip
    return [
        _entry("reversible", "post menu", collapsed, [
            (t("post.controls.like"), False, [act(ALICE_POST, 2)])]),
        _entry("opens-prompt", "post menu (open)", collapsed, [
            (t("post.controls.share"), False, []), (t("topic.reply.title"), False, [])]),
        _entry("opens-prompt", "post menu expanded", expanded, [
            (t("post.controls.flag"), False, []), (t("bookmarks.not_bookmarked"), False, [])]),
        _entry("reversible", "liked post menu", liked, [
            (t("post.controls.undo_like"), False, [send(
                f"DELETE /post_actions/{ALICE_POST}", {"post_action_type_id": 2})])]),
        _entry("soft-delete", "own post menu (delete)", own, [
            (t("post.controls.delete"), False, [send(f"DELETE /posts/{MINE}",
                                                     {"context": PAGE})])]),
        _entry("reversible", "withdrawn post menu", withdrawn, [
            (t("post.controls.undelete"), False, [send(f"PUT /posts/{MINE}/recover")])]),
        _entry("opens-prompt", "deleted post admin menu", admin, [
            (t("post.controls.permanently_delete"), False, [])]),
        _entry("delete", "permanently delete confirmation", {"title": TITLE, **forever}, [
            (t("yes_value"), True, [send(f"DELETE /posts/{ALICE_POST}",
                                         {"context": PAGE, "force_destroy": True})])]),
    ]  # fmt: skip


def bookmark_screens(t: Any) -> list[dict[str, Any]]:
    """The bookmark modal (components/bookmark.js), new and editing."""
    fields = [{"field": "bookmark-name", "hint": t("post.bookmarks.name_placeholder"),
               "text": "Saturday fish"}, {"text": t("post.bookmarks.set_reminder")}]  # fmt: skip
    new = {"title": TITLE, "dialog": {"title": t("post.bookmarks.create")}, "items": [
        *fields, {"button": t("bookmarks.save")}, {"button": t("cancel")}]}  # fmt: skip
    edit = {"title": TITLE, "dialog": {"title": t("post.bookmarks.edit")}, "items": [
        *fields, {"button": t("bookmarks.save")}, {"button": t("cancel")},
        {"id": "delete-bookmark"}]}  # fmt: skip
    saved = {"reminder_at": None, "name": "Saturday fish", "id": None,
             "auto_delete_preference": 3, "bookmarkable_id": ALICE_POST,
             "bookmarkable_type": "Post"}  # fmt: skip
    return [
        _entry("reversible", "bookmark modal", new, [
            (t("bookmarks.save"), False, [send("POST /bookmarks", saved)])]),
        _entry("reversible", "edit bookmark modal", edit, [
            ("delete-bookmark", False, [send(f"DELETE /bookmarks/{BOOKMARK}")])]),
    ]  # fmt: skip


def flag_screens(t: Any) -> list[dict[str, Any]]:
    """The flag modal on Alice's post (controllers/flag.js) as staff sees it: Spam chosen,
    then "Something Else" and "Send @alice a message" with a message typed."""
    notify_user = t.server("notify_user", username="alice")
    radios = [{"radio": notify_user}, {"text": t("flagging.notify_staff")},
              {"radio": t("flagging.formatted_name.off_topic")},
              {"radio": t("flagging.formatted_name.inappropriate")},
              {"radio": t("flagging.formatted_name.spam")},
              {"radio": t.server("notify_moderators")}]  # fmt: skip
    dialog = {"title": t("flagging.title")}
    spam = {"title": TITLE, "dialog": dialog, "items": [
        *radios, {"button": t("flagging.action")}, {"button": t("flagging.take_action")},
        {"button": t("flagging.flag_for_review")}, {"button": t("cancel")}]}  # fmt: skip
    staff_note = "The same link is posted in every topic this week."
    to_alice = "Please keep the stall's prices out of this thread."

    def custom(text: str, *extra: dict[str, str]) -> dict[str, Any]:
        return {"title": TITLE, "dialog": dialog, "items": [
            *radios, {"field": "message", "text": text},
            {"button": t("flagging.notify_action")}, *extra, {"button": t("cancel")}]}  # fmt: skip

    return [
        _entry("choice", "flag modal (choose)", spam, [
            (t("flagging.formatted_name.spam"), False, [])]),
        _entry("report", "flag modal", spam, [
            (t("flagging.action"), True, [act(ALICE_POST, 8)])]),
        _entry("report", "flag modal (something else)", custom(staff_note), [
            (t("flagging.notify_action"), True, [act(ALICE_POST, 7, staff_note)])]),
        _entry("message", "flag modal (message alice)",
               custom(to_alice, {"button": t("flagging.official_warning")}), [
            (t("flagging.notify_action"), True, [act(ALICE_POST, 6, to_alice)])]),
    ]  # fmt: skip


def composer_screens(t: Any) -> list[dict[str, Any]]:
    """The composer (models/composer.js) replying to Alice's post, creating a topic,
    editing Sam's post and writing Alice a personal message."""
    body = {"hint": t("composer.reply_placeholder")}
    title = {"field": "reply-title", "hint": t("composer.title_placeholder")}
    reply = "It moved to the north end of the pier last month."
    topic_text, pm_text = "Where do you buy fresh bread near the harbour?", "Saving you a seat."
    edited = OWN + " The oysters sold out by noon."

    def panel(text: str, button: str, *fields: dict[str, Any]) -> dict[str, Any]:
        items = [*fields, {"field": "reply-control", **body, "text": text},
                 {"button": button}, {"link": t("composer.cancel")}]  # fmt: skip
        return {"title": TITLE, "items": items}

    update = {"post": {"edit_reason": None, "cooked": f"<p>{edited}</p>", "raw": edited,
                       "topic_id": TOPIC, "raw_old": OWN}}  # fmt: skip
    return [
        _entry("publish", "reply composer", panel(reply, t("composer.reply")), [
            (t("composer.reply"), True, [new_post(
                reply, 3, category=CATEGORY, topic_id=TOPIC, whisper=False,
                draft_key=f"topic_{TOPIC}")])]),
        _entry("publish", "new topic composer", panel(
            topic_text, t("composer.create_topic"), {**title, "text": "Bread near the harbour"}),
               [(t("composer.create_topic"), True, [new_post(
                   topic_text, title="Bread near the harbour", category=CATEGORY,
                   draft_key="new_topic")])]),
        _entry("reversible", "edit composer", panel(edited, t("composer.save_edit")), [
            (t("composer.save_edit"), False, [send(f"PUT /posts/{MINE}", update)])]),
        _entry("message", "personal message composer", panel(
            pm_text, t("composer.create_pm"), {"text": "alice"},
            {**title, "text": "Saturday lunch"}), [
            (t("composer.create_pm"), True, [new_post(
                pm_text, title="Saturday lunch", archetype="private_message",
                target_recipients="alice", draft_key="new_private_message")])]),
    ]  # fmt: skip


def topic_screens(t: Any) -> list[dict[str, Any]]:
    """The topic footer, its notification levels, the admin wrench menu (an open topic; a
    closed, archived, unlisted, pinned and deleted one) and the feature-topic modal."""
    footer = {"title": TITLE, "items": [
        {"icon": t("topic_admin_menu")}, {"button": t("footer_nav.share")},
        {"button": t("bookmarked.title")}, {"button": t("topic.flag_topic.title")},
        {"button": t("topic.reply.title")},
        {"button": t("topic.notifications.tracking.title")}]}  # fmt: skip
    levels = {"title": TITLE, "dialog": {}, "items": [
        {"menu": t(f"topic.notifications.{level}.title"),
         "secondary": t(f"topic.notifications.{level}.description")}
        for level in ("watching", "tracking", "regular", "muted")]}  # fmt: skip
    rest = [t("topic.actions.timed_update"), t("topic.change_timestamp.title"),
            t("topic.actions.reset_bump_date")]  # fmt: skip
    open_menu = [t("topic.actions.multi_select"), t("topic.actions.delete"),
                 t("topic.actions.close"), t("topic.actions.pin"), *rest,
                 t("topic.actions.archive"), t("topic.actions.invisible"),
                 t("topic.actions.make_private")]  # fmt: skip
    done_menu = [t("topic.actions.multi_select"), t("topic.actions.recover"),
                 t("topic.actions.open"), t("topic.actions.unpin"), *rest,
                 t("topic.actions.unarchive"), t("topic.actions.visible"),
                 t("topic.actions.make_private")]  # fmt: skip
    opened = {"title": TITLE, "dialog": {}, "items": [{"menu": m} for m in open_menu]}
    done = {"title": TITLE, "dialog": {}, "items": [{"menu": m} for m in done_menu]}
    until = "2026-12-11 09:00+00:00"

    def feature(button: str) -> dict[str, Any]:
        return {"title": TITLE, "dialog": {"title": t("topic.feature_topic.title")}, "items": [
            {"text": t("topic.feature_topic.pin_note")},
            {"field": "pin-until", "text": "2026-12-11 09:00"}, {"button": button},
            {"button": t("topic.feature.pin_globally")},
            {"button": t("topic.feature.make_banner")}]}  # fmt: skip

    level = f"POST /t/{TOPIC}/notifications"
    return [
        _entry("opens-prompt", "topic footer", footer, [
            (t("topic_admin_menu"), False, [])]),
        _entry("reversible", "topic notification levels", levels, [
            (t("topic.notifications.watching.title"), False, [send(level, {
                "notification_level": 3})]),
            (t("topic.notifications.muted.title"), False, [send(level, {
                "notification_level": 0})])]),
        _entry("reversible", "topic admin menu", opened, [
            (t("topic.actions.close"), False, [status("closed", True)]),
            (t("topic.actions.archive"), False, [status("archived", True)]),
            (t("topic.actions.invisible"), False, [status("visible", False)])]),
        _entry("opens-prompt", "topic admin menu (pin)", opened, [
            (t("topic.actions.pin"), False, [])]),
        _entry("soft-delete", "topic admin menu (delete)", opened, [
            (t("topic.actions.delete"), False, [send(f"DELETE /t/{TOPIC}", {"context": PAGE})])]),
        _entry("reversible", "closed topic admin menu", done, [
            (t("topic.actions.open"), False, [status("closed", False)]),
            (t("topic.actions.recover"), False, [send(f"PUT /t/{TOPIC}/recover",
                                                      {"context": PAGE})])]),
        _entry("reversible", "feature topic modal", feature(t("topic.feature.pin")), [
            (t("topic.feature.pin"), False, [status("pinned", True, until)])]),
        _entry("reversible", "feature topic modal (pinned)", feature(t("topic.feature.unpin")), [
            (t("topic.feature.unpin"), False, [status("pinned", False)])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Alice's profile, its notifications dropdown and the ignore modal; Sam's e-mail
    preferences and the create-invite modal."""
    names = ("normal", "mute", "ignore")
    profile = {"title": "alice", "items": [
        {"text": "Alice"}, {"button": t("user.private_message")},
        {"button": t("user.user_notifications.normal_option")}]}  # fmt: skip
    dropdown = {"title": "alice", "dialog": {}, "items": [
        {"menu": t(f"user.user_notifications.{n}_option"),
         "secondary": t(f"user.user_notifications.{n}_option_title")} for n in names]}  # fmt: skip
    ignore = {"title": "alice", "dialog": {
        "title": t("user.user_notifications.ignore_duration_title")}, "items": [
            {"text": t("user.user_notifications.ignore_duration_when")},
            {"field": "ignore-until", "text": "2027-01-04 09:00"},
            {"text": t("user.user_notifications.ignore_duration_note")},
            {"button": t("user.user_notifications.ignore_duration_save")},
            {"button": t("cancel")}]}  # fmt: skip
    prefs = {"title": t("user.preferences"), "items": [
        {"text": t("user.email_settings")}, {"text": t("user.email_level.title")},
        {"button": t("user.email_level.always")}, {"switch": t("user.email_in_reply_to")},
        {"switch": t("user.email_digests.title")},
        {"switch": t("user.mailing_list_mode.enabled")}, {"button": t("save")}]}  # fmt: skip
    emails = {"mailing_list_mode": False, "mailing_list_mode_frequency": 1,
              "email_digests": True, "email_in_reply_to": False, "email_messages_level": 0,
              "email_level": 0, "email_previous_replies": 2, "digest_after_minutes": 10080,
              "include_tl0_in_digests": False}  # fmt: skip
    invite = {"title": t("user.invited.title"), "dialog": {
        "title": t("user.invited.invite.new_title")}, "items": [
            {"text": t("user.invited.invite.restrict_email")},
            {"field": "invite-email", "text": "jamie@example.com"},
            {"text": t("user.invited.invite.expires_at")},
            {"button": t("user.invited.invite.save_invite")},
            {"button": t("user.invited.invite.send_invite_email")}]}  # fmt: skip
    fields = {"max_redemptions_allowed": 1, "expires_at": "2027-03-04 09:00+00:00",
              "email": "jamie@example.com"}  # fmt: skip
    level = "PUT /u/alice/notification_level.json"
    return [
        _entry("opens-prompt", "user profile", profile, [
            (t("user.private_message"), False, [])]),
        _entry("reversible", "user notifications dropdown", dropdown, [
            (t("user.user_notifications.mute_option"), False, [send(level, {
                "notification_level": "mute", "expiring_at": None, "acting_user_id": SAM})])]),
        _entry("reversible", "ignore user modal", ignore, [
            (t("user.user_notifications.ignore_duration_save"), False, [send(level, {
                "notification_level": "ignore", "expiring_at": "2027-01-04 09:00+00:00",
                "acting_user_id": SAM})])]),
        _entry("reversible", "email preferences", prefs, [
            (t("save"), False, [send("PUT /u/sam.json", emails)])]),
        _entry("invite", "create invite modal", invite, [
            (t("user.invited.invite.send_invite_email"), True, [send(
                "POST /invites", {**fields, "send_email": True})])]),
        _entry("reversible", "create invite modal (link)", invite, [
            (t("user.invited.invite.save_invite"), False, [send(
                "POST /invites", {**fields, "skip_email": True})])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin page of Alice's account (admin/addon/templates/user-index.hbs), the
    suspend and silence modals, and the delete and anonymize confirmations."""
    page = {"title": "alice", "items": [
        {"button": t("admin.user.log_out")}, {"text": t("admin.user.suspended")},
        {"button": t("admin.user.suspend")}, {"text": t("admin.user.silenced")},
        {"button": t("admin.user.silence")}, {"button": t("admin.user.anonymize")},
        {"button": t("admin.user.delete")}]}  # fmt: skip

    def penalty(title: str, duration: str, reason: str, message: str, button: str,
                until: str) -> dict[str, Any]:  # fmt: skip
        return {"title": "alice", "dialog": {"title": t(title)}, "items": [
            {"text": t(duration)}, {"field": "until", "text": until},
            {"text": t(reason)}, {"field": "reason", "text": REASON},
            {"text": t(message)}, {"field": "message"}, {"button": t(button)},
            {"button": t("cancel")}]}  # fmt: skip

    suspend = penalty("admin.user.suspend_modal_title", "admin.user.suspend_duration",
                      "admin.user.suspend_reason_title", "admin.user.suspend_message",
                      "admin.user.suspend", "2027-01-04 09:00")  # fmt: skip
    silence = penalty("admin.user.silence_modal_title", "admin.user.silence_duration",
                      "admin.user.silence_reason_label", "admin.user.silence_message",
                      "admin.user.silence", "2026-12-11 09:00")  # fmt: skip
    details = {"reason": REASON, "message": None, "post_id": None, "post_action": "delete",
               "post_edit": None}  # fmt: skip
    delete = confirm(t("admin.user.delete_confirm"), [
        t("composer.cancel"), t("admin.user.delete_and_block"),
        t("admin.user.delete_dont_block")])  # fmt: skip
    anonymize = confirm(t("admin.user.anonymize_confirm"), [
        t("composer.cancel"), t("admin.user.anonymize_yes")])  # fmt: skip
    blocked = {"context": f"/admin/users/{ALICE}/alice", "block_email": True,
               "block_urls": True, "block_ip": True, "delete_posts": True}  # fmt: skip
    user = f"/admin/users/{ALICE}"
    return [
        _entry("opens-prompt", "admin user page", page, [
            (t("admin.user.anonymize"), False, []), (t("admin.user.delete"), False, [])]),
        _entry("reversible", "suspend user modal", {**suspend}, [
            (t("admin.user.suspend"), False, [send(f"PUT {user}/suspend", {
                "suspend_until": "2027-01-04 09:00+00:00", **details})])]),
        _entry("reversible", "silence user modal", {**silence}, [
            (t("admin.user.silence"), False, [send(f"PUT {user}/silence", {
                "silenced_till": "2026-12-11 09:00+00:00", **details})])]),
        _entry("delete-user", "delete user confirmation", {"title": "alice", **delete}, [
            (t("admin.user.delete_and_block"), True, [send(f"DELETE {user}.json", blocked)])]),
        _entry("anonymize", "anonymize user confirmation", {"title": "alice", **anonymize}, [
            (t("admin.user.anonymize_yes"), True, [send(f"PUT {user}/anonymize.json")]),
            (t("composer.cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen, in the order of the corpus."""
    return [*post_screens(t), *bookmark_screens(t), *flag_screens(t), *composer_screens(t),
            *topic_screens(t), *user_screens(t), *admin_screens(t)]  # fmt: skip
