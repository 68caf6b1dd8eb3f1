"""Moshidon's composer (``org.joinmastodon.android.moshinda``): a new post and a reply, the
question on leaving an unsent post, the reminder for media without alt text, the schedule or
draft menu and a draft deleted from the unsent posts. Strings from ``mastodon/src/main/res/
values*/strings*.xml``; the names and the texts typed are the same in every language.

Read from the code (``mastodon/src/main/java/org/joinmastodon/android``):
``fragments/ComposeFragment.java`` with ``res/layout/fragment_compose.xml`` (the account, the
``btn_visibility`` button, Public, which opens the visibility menu, the text field, and the
bottom bar's "Add media", which opens a menu of the photo picker, a file and the camera
(``res/menu/attach.xml``), "Add a poll", "Emoji",
"Content warning", "Schedule or draft" and Publish: "Move publish button to the bottom" is
on by default, so Publish is the bottom bar's ``publish`` icon; it checks the alt texts
("Add alt text reminders" is on by default) and calls ``publish``, which sends
``CreateStatus``, ``POST /api/v1/statuses``, a reply as well; ``checkAltTextsAndPublish``:
"Media missing alt text", "One of your images is missing alt text. Post anyway?", Cancel
and Post, which publishes; ``confirmDiscardDraftAndFinish``: leaving a post with text asks
"Save draft?", whose Save marks it as a draft and sends it to the server as a post
scheduled far ahead, ``getDraftInstant``, and whose Discard closes the composer and keeps
the text nowhere; ``res/menu/compose_more.xml``: "Schedule post", which opens the date
picker, "Mark as draft", which only marks the post being written, and "Unsent posts");
``fragments/ScheduledStatusListFragment.java`` (the unsent posts, a draft's time reading
Draft) with ``ui/displayitems/HeaderStatusDisplayItem.java`` (a draft's menu: Edit and
Delete) and ``ui/utils/UiUtils.java`` (``confirmDeleteScheduledPost``: "Delete draft", its
Delete sends ``DeleteStatus.Scheduled``, ``DELETE /api/v1/scheduled_statuses/:id``).
"""

from __future__ import annotations

from typing import Any

from moshidon_posts import JONAS, JONAS_POST, SELF, SELF_ACCT
from screens import ID, alert, entry, menu

TEXT = "Group ride on Saturday: meeting at the old ferry pier at 9. Bring lights!"
REPLY = "@jonas Yes, on weekends it does, but only four bikes per crossing."
DRAFT = "Route notes for the coastal ride: check the bridge closure first."


def screens(t: Any) -> list[dict[str, Any]]:
    return composer(t) + leaving(t) + drafts(t)


def _compose(t: Any, text: str, above: list[dict[str, Any]]) -> dict[str, Any]:
    """The composer (it has no title): the post it answers and "In reply to X", the
    account, the visibility button, the text and the bottom bar."""
    items = [
        *above,
        {"text": SELF},
        {"text": SELF_ACCT},
        {"button": t("visibility_public"), "rid": ID + "btn_visibility"},
        {"field": ID + "toot_text", "hint": t("compose_hint"), "text": text, "focused": True},
        {"icon": t("add_media"), "rid": ID + "btn_media"},
        {"icon": t("add_poll"), "rid": ID + "btn_poll"},
        {"icon": t("emoji"), "rid": ID + "btn_emoji"},
        {"icon": t("content_warning"), "rid": ID + "btn_spoiler"},
        {"icon": t("sk_schedule_or_draft"), "rid": ID + "drafts_btn"},
        {"icon": t("publish"), "rid": ID + "publish"},
    ]
    return {"items": items}


def composer(t: Any) -> list[dict[str, Any]]:
    new = _compose(t, TEXT, [])
    answered = [{"text": JONAS}, {"text": JONAS_POST}, {"text": t("in_reply_to", JONAS)}]
    reply = _compose(t, REPLY, answered)
    where = "moshidon ComposeFragment"
    return [
        entry("publish", f"{where} (new post)", new, [(t("publish"), ID + "publish", True)]),
        entry("opens-prompt", f"{where} (new post, media)", new,
              [(t("add_media"), ID + "btn_media", False)]),
        entry("opens-prompt", f"{where} (new post, visibility)", new,
              [(t("visibility_public"), ID + "btn_visibility", False)]),
        entry("publish", f"{where} (reply)", reply, [(t("publish"), ID + "publish", True)]),
    ]  # fmt: skip


def leaving(t: Any) -> list[dict[str, Any]]:
    where = "moshidon ComposeFragment"
    return [
        alert("delete", f"{where}.confirmDiscardDraftAndFinish", None,
              t("sk_confirm_save_draft"), None, (t("discard"), True), (t("save"), False)),
        alert("publish", f"{where}.checkAltTextsAndPublish", None, t("alt_text_reminder_title"),
              t("alt_text_reminder_x_images#1", t("count_one")), (t("cancel"), False),
              (t("alt_text_reminder_post_anyway"), True)),
        menu("reversible", f"{where} (schedule or draft menu)", "",
             [t("sk_schedule_post"), t("sk_mark_as_draft"), t("sk_unsent_posts")],
             [(t("sk_mark_as_draft"), False)]),
    ]  # fmt: skip


def drafts(t: Any) -> list[dict[str, Any]]:
    behind = t("sk_unsent_posts")
    where = "moshidon ScheduledStatusListFragment"
    return [
        menu("opens-prompt", f"{where} (draft menu)", behind, [t("edit"), t("delete")],
             [(t("delete"), False)]),
        alert("delete", "moshidon UiUtils.confirmDeleteScheduledPost (draft)", behind,
              t("sk_confirm_delete_draft_title"), t("sk_confirm_delete_draft"),
              (t("cancel"), False), (t("delete"), True)),
    ]  # fmt: skip
