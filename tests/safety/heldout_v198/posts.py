"""Pachli's screens about posts (``app.pachli``, a Mastodon client): the home timeline and a
post's controls, the boost menu, a post's overflow menu (someone else's, one's own, a direct
message's), the block, mute, delete and re-draft confirmations, the compose screen with its
visibility and schedule sheets and its closing dialogs, and the drafts and scheduled posts
pages. Strings from the ``res/values*/strings.xml`` of ``core/ui``, ``core/activity``,
``feature/drafts`` and ``app`` (``app``'s win, as resource merging does). The names, posts and
handles on the screens are the same in every language.

Read from the code: ``core/ui/.../StatusControlView.kt``, ``res/layout/status_controls.xml``
and ``res/menu/status_reblog.xml`` (a post's Reply, Boost, Favorite, Bookmark and More icons;
with "Show confirmation before boosting" on, its default, Boost only opens a menu of Quote and
Boost, or Quote and "Remove boost" on a boosted post, where Boost reblogs the post to the
user's followers; Favorite, with no confirmation by default, favourites at once and Bookmark
bookmarks, both toggles); ``app/.../fragment/SFragment.kt``, ``res/menu/status_more.xml`` and
``status_more_for_user.xml`` (someone else's post: Share, "Copy the link", Mute, Block, Report,
Mute and Block only opening their dialogs and Report the report pages; one's own public post:
Share, "Copy the link", "Mute conversation", Edit, Delete, "Delete and re-draft" and, added
last, Pin; Delete and "Delete and re-draft" only open their confirmations); ``onBlock`` ("Block
@mira?" with Cancel and OK, which blocks the account); ``view/MuteAccountDialog.kt`` and
``res/layout/dialog_mute_account.xml`` ("Mute @mira?", "Hide notifications", Duration, Cancel
and OK, which mutes, undone by Unmute); ``showConfirmDeleteDialog`` ("Delete this post?", OK
deletes the post on the server); ``showConfirmEditDialog`` ("Delete and re-draft this post?",
OK deletes the post, its boosts and favourites with it, and opens its text in a new compose
screen); ``components/conversation/ConversationsFragment.kt`` (a direct message's menu adds
"Delete conversation", which asks "Delete this conversation?", OK deleting it);
``components/compose/ComposeActivity.kt``, ``view/TootButton.kt``,
``res/layout/activity_compose.xml``, ``view_compose_options.xml`` and
``view_compose_schedule.xml`` (the post button, TOOT! for a public post and TOOT otherwise,
described by the visibility, sends the post; the bottom bar's "Add media", "Post visibility",
"Change quote policy", "Content warning", "Emoji keyboard" and "Schedule Post" icons, each
opening a sheet or toggling the content warning field; the visibility sheet "Where is this
sent?" with its four choices; the schedule view's time and Reset; closing a new post asks
"Save draft?" with Delete, which throws the text away, and Save, which keeps it as a draft;
closing an edited draft asks "Save draft?" with "Discard changes", which keeps the draft as it
was saved, and Save); ``feature/drafts/.../DraftsFragment.kt``, ``res/layout/item_draft.xml``
and ``res/menu/fragment_drafts_action_mode.xml`` (Drafts: selected drafts, "Delete selected
drafts", which asks "Delete selected drafts?" "This will permanently delete the selected
drafts." with Cancel and OK); ``components/scheduled/ScheduledStatusFragment.kt`` and
``res/menu/fragment_scheduled_status_action_mode.xml`` (Scheduled posts: "Delete selected
posts", which asks "Delete selected scheduled posts?", OK deleting them on the server).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page, sheet

NAME, HANDLE, USER = "Mira Okafor", "@mira@mastodon.art", "mira"
OWN_NAME, OWN_HANDLE = "Ada Lovelace", "@ada@mastodon.social"
POST = "Morning light over the harbour, first ferry of the day."
OWN_POST = "Our reading group meets on Thursday at the library."
DRAFT = "Notes for the talk on Saturday"


def screens(t: Any) -> list[dict[str, Any]]:
    return timeline(t) + own_posts(t) + compose(t) + drafts(t)


def controls(t: Any) -> list[dict[str, Any]]:
    """A post's row of controls (``status_controls.xml``)."""
    icons = (("action_reply", "reply"), ("action_reblog", "reblog"),
             ("action_favourite", "favourite"), ("action_bookmark", "bookmark"),
             ("action_more", "status_more"))  # fmt: skip
    return [{"icon": t(key), "rid": f"{ID}{rid}"} for key, rid in icons]


def timeline(t: Any) -> list[dict[str, Any]]:
    home = t("title_home")
    post = page(home, [{"text": NAME}, {"text": HANDLE}, {"text": POST}, *controls(t)])
    where = "pachli StatusControlView (status_controls)"
    boost = [t("action_quote"), t("action_reblog")]
    unboost = [t("action_quote"), t("action_unreblog")]
    more = [t(k) for k in ("action_share", "action_copy_link", "action_mute", "action_block",
                           "action_report")]  # fmt: skip
    menu_where = "pachli SFragment (status_more)"
    cancel, ok = t("android:cancel"), t("android:ok")
    block = (t("dialog_block_warning", USER),)
    mute_view = ({"text": t("dialog_mute_warning", USER), "rid": f"{ID}warning"},
                 {"switch": t("dialog_mute_hide_notifications"), "rid": f"{ID}checkbox",
                  "checked": True},
                 {"text": t("label_duration")})  # fmt: skip
    dms = t("title_direct_messages")
    forget = "pachli ConversationsFragment (delete conversation)"
    return [
        entry("harmless", where, post, [(t("action_reply"), False)]),
        entry("opens-prompt", where, post, [(t("action_reblog"), False)]),
        entry("reversible", where, post, [(t("action_favourite"), False)]),
        entry("reversible", where, post, [(t("action_bookmark"), False)]),
        menu("publish", "pachli StatusControlView (status_reblog)", home, boost,
             [(t("action_reblog"), True)]),
        menu("reversible", "pachli StatusControlView (status_reblog, boosted)", home, unboost,
             [(t("action_unreblog"), False)]),
        menu("opens-prompt", menu_where, home, more, [(t("action_block"), False)]),
        alert("block", "pachli SFragment (onBlock)", home, None, *block, (cancel, None),
              (ok, True)),
        alert("harmless", "pachli SFragment (onBlock)", home, None, *block, (cancel, False),
              (ok, None)),
        alert("reversible", "pachli MuteAccountDialog", home, None, None, (cancel, None),
              (ok, False), mute_view),
        alert("delete", forget, dms, None, t("dialog_delete_conversation_warning"),
              (cancel, None), (ok, True)),
    ]  # fmt: skip


def own_posts(t: Any) -> list[dict[str, Any]]:
    home = t("title_home")
    rows = [t(k) for k in ("action_share", "action_copy_link", "action_mute_conversation",
                           "action_edit", "action_delete", "action_delete_and_redraft",
                           "pin_action")]  # fmt: skip
    where = "pachli SFragment (status_more_for_user)"
    cancel, ok = t("android:cancel"), t("android:ok")
    gone = "pachli SFragment (showConfirmDeleteDialog)"
    redraft = "pachli SFragment (showConfirmEditDialog)"
    return [
        menu("opens-prompt", where, home, rows, [(t("action_delete"), False)]),
        menu("reversible", where, home, rows, [(t("pin_action"), False)]),
        alert("delete", gone, home, None, t("dialog_delete_post_warning"), (cancel, None),
              (ok, True)),
        alert("harmless", gone, home, None, t("dialog_delete_post_warning"), (cancel, False),
              (ok, None)),
        alert("delete", redraft, home, None, t("dialog_redraft_post_warning"), (cancel, None),
              (ok, True)),
    ]  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    bar = (("action_add_media", "compose_add_attachment_button"),
           ("action_toggle_visibility", "compose_change_visibility_button"),
           ("action_toggle_quote_policy", "compose_change_quote_policy_button"),
           ("action_content_warning", "composeContentWarningButton"),
           ("action_emoji_keyboard", "composeEmojiButton"),
           ("action_schedule_post", "composeScheduleButton"))  # fmt: skip

    def screen(send: str, described: str, text: str, above: tuple[dict[str, Any], ...] = (),
               below: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
        return {"title": "", "items": [
            {"icon": t("description_post_language"), "rid": f"{ID}composePostLanguageButton"},
            {"button": t(send), "rid": f"{ID}composeTootButton", "desc": t(described)},
            *above,
            {"text": OWN_HANDLE, "rid": f"{ID}composeUsernameView"},
            {"field": f"{ID}composeEditField", "hint": t("hint_compose"), "text": text},
            *below,
            *({"icon": t(key), "rid": f"{ID}{rid}"} for key, rid in bar),
            {"text": "452", "rid": f"{ID}composeCharactersLeftView"}]}  # fmt: skip

    new = screen("action_send_public", "action_send_public_content_description", OWN_POST)
    reply = screen("action_send", "action_send_direct_content_description",
                   f"@{USER} Thank you, see you there!",
                   ({"text": NAME, "rid": f"{ID}status_display_name"},
                    {"text": POST, "rid": f"{ID}status_content"}))  # fmt: skip
    when = {
        "text": t("compose_schedule_date_time_fmt", "Thu, 14 Nov 2024", "09:30"),
        "rid": f"{ID}scheduledDateTime",
    }
    later = screen("action_send_public", "action_send_public_content_description", OWN_POST,
                   below=(when, {"button": t("action_reset_schedule"),
                                 "rid": f"{ID}resetScheduleButton"}))  # fmt: skip
    radios = [(t("visibility_public"), "publicRadioButton", True),
              (t("visibility_unlisted"), "unlistedRadioButton", False),
              (t("visibility_private"), "privateRadioButton", False),
              (t("visibility_direct"), "directRadioButton", False)]  # fmt: skip
    where = "pachli ComposeActivity (activity_compose)"
    options = sheet(
        "",
        t("compose_visibility_title"),
        [{"radio": label, "rid": f"{ID}{rid}", "checked": on} for label, rid, on in radios],
    )
    save, delete = t("action_save"), t("action_delete")
    ask = t("compose_save_draft")
    fresh = "pachli ComposeActivity (getSaveAsDraftOrDiscardDialog)"
    again = "pachli ComposeActivity (getUpdateDraftOrDiscardDialog)"
    return [
        entry("publish", where, new, [(t("action_send_public"), True)]),
        entry("send", f"{where}, a direct reply", reply, [(t("action_send"), True)]),
        entry("reversible", where, new, [(t("action_content_warning"), False)]),
        entry("reversible", "pachli ComposeOptionsView (view_compose_options)", options,
              [(t("visibility_private"), False)]),
        entry("reversible", f"{where}, a time scheduled", later,
              [(t("action_send_public"), False)]),
        alert("reversible", fresh, "", ask, None, (delete, None), (save, False)),
        alert("discard", fresh, "", ask, None, (delete, True), (save, None)),
        alert("harmless", again, "", ask, None, (t("action_discard"), False), (save, None)),
    ]  # fmt: skip


def drafts(t: Any) -> list[dict[str, Any]]:
    title = t("title_drafts")
    chosen = page(title, [
        {"icon": t("action_delete_drafts"), "rid": f"{ID}action_delete_drafts"},
        {"switch": DRAFT, "rid": f"{ID}checkBox", "checked": True},
        {"text": "Slides: the Analytical Engine", "rid": f"{ID}content"}])  # fmt: skip
    cancel, ok = t("android:cancel"), t("android:ok")
    ask = (t("title_delete_drafts"), t("delete_drafts_msg"))
    scheduled = t("title_scheduled_posts")
    ask_scheduled = (t("title_delete_scheduled_statuses"), t("delete_scheduled_statuses_msg"))
    where = "pachli DraftsFragment (fragment_drafts_action_mode)"
    return [
        entry("opens-prompt", where, chosen, [(t("action_delete_drafts"), False)]),
        alert("delete", "pachli DraftsFragment (delete drafts)", title, *ask, (cancel, None),
              (ok, True)),
        alert("delete", "pachli ScheduledStatusFragment (delete scheduled posts)", scheduled,
              *ask_scheduled, (cancel, None), (ok, True)),
    ]  # fmt: skip
