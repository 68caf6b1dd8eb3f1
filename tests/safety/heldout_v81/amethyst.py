"""Amethyst's screens (``com.vitorpamplona.amethyst``, a Nostr client: it posts notes,
boosts and quotes them, zaps (pays over Lightning), asks relays to delete one's notes,
reports, blocks, follows and mutes), strings from ``amethyst/src/main/res/values*/
strings.xml`` and ``commons/src/androidMain/res/values*/strings.xml``. The user, the note
and the amounts written on the screens are the same in every language.

Read from the code (``amethyst/src/main/java/com/vitorpamplona/amethyst/ui``):
``note/NoteQuickActionMenu.kt`` (a note's long-press popup: "Copy Text", "Author ID" and
"Note ID", which copy; for another's note Block, which only opens "Block & Hide User", and
"Mute thread", which mutes at once and is undone by "Unmute thread"; Delete on one's own
note, which only opens "Request Deletion", Unfollow or Follow on another's, done at once;
Broadcast; Share; Report on another's, which only opens ``ReportNoteDialog``. "Request
Deletion" (``DeleteAlertDialog``) has "Don't show again" and Delete, both of which call
``accountViewModel.delete`` (the first also stops asking); "Block & Hide User"
(``BlockAlertDialog``) has "Don't show again" and Block, both of which call
``accountViewModel.hide``; neither has a cancel button); ``screen/loggedIn/report/
ReportNoteDialog.kt`` ("Block and Report": Back, the Block section with "Block & Hide User",
which hides the author at once, and the "Report Abuse" section with its public reminder,
Reason, "Additional Context" and "Post Report", which publishes the report and hides the
author); ``note/elements/DropDownMenu.kt`` with ``NoteActionSections.kt`` (a note's
"Note Actions" sheet: for another's note Unfollow, "Add author to follow list", "Copy
Text", "Copy Author ID", "Copy Note ID", "Copy raw JSON", Share, "Propose an Edit",
Broadcast, "Timestamp it", "Add hashtag", "Manage Post in Bookmark Lists", "Add to Private
Bookmarks", "Add to Public Bookmarks", "Mute thread" and "Block / Report", which only opens
``ReportNoteDialog``; for one's own "Copy Text", "Copy Author ID", "Copy Note ID", "Copy raw
JSON", Share, "Edit Post", Broadcast, "Timestamp it", "Pin to Profile", "Add hashtag", the
bookmark rows and "Request Deletion", which only opens "Request Deletion");
``note/ReactionsRow.kt`` (the repost icon's popup: Boost, which publishes a repost at once
(``accountViewModel.boost``), Quote and Fork, which open the composer; the zap icon's
popup of preset amounts, each paying that amount at once (``accountViewModel.zap``), and
"Quick Zap Amounts", which opens the presets' editor); ``note/ZapCustomDialog.kt`` ("Send
Zap": Cancel, the presets, which only fill the amount, "Amount in Sats", "Zap Type" with
Public, Private, Anonymous and Non-Zap, the message, "⚡Zap", which pays, and "Send on-chain
instead", which opens the on-chain sheet); ``screen/loggedIn/home/ShortNotePostScreen.kt``
with ``navigation/topbars/ActionTopBar.kt`` (the new note: Cancel, which keeps a draft,
"What's on your mind?" and Post, which publishes the note); ``screen/loggedIn/profile/
header/UserProfileDropDownMenu.kt`` (a profile's "Profile Actions": "Copy User ID", Share,
"Edit nickname", "Block & Hide User" (hides the user at once) or "Unblock User", and six
"Report ..." rows, each of which publishes that report at once).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

USER, NOTE = "Satoshi Fan", "Just set up my node. Zaps welcome!"
FEED, DRAFT = "Home", "gm nostr! Running Amethyst now."


def screens(t: Any) -> list[dict[str, Any]]:
    return quick(t) + sheets(t) + reports(t) + reactions(t) + zaps(t) + profile(t)


def quick(t: Any) -> list[dict[str, Any]]:
    """The long-press popup and its two confirmations."""
    where = "amethyst NoteQuickActionMenu"
    copy = [t("quick_action_copy_text"), t("quick_action_copy_user_id"),
            t("quick_action_copy_note_id")]  # fmt: skip
    followed = [*copy, t("quick_action_block"), t("quick_action_mute_thread"),
                t("quick_action_unfollow"), t("broadcast"), t("quick_action_share"),
                t("quick_action_report")]  # fmt: skip
    stranger = [*copy, t("quick_action_block"), t("quick_action_mute_thread"),
                t("quick_action_follow"), t("broadcast"), t("quick_action_share"),
                t("quick_action_report")]  # fmt: skip
    own = [*copy, t("quick_action_delete"), t("broadcast"), t("quick_action_share")]
    again = t("quick_action_dont_show_again_button")
    delete = (f"{where} (DeleteAlertDialog)", FEED,
              t("quick_action_request_deletion_alert_title"),
              t("quick_action_request_deletion_alert_body"))  # fmt: skip
    block = (f"{where} (BlockAlertDialog)", FEED, t("report_dialog_block_hide_user_btn"),
             t("report_dialog_blocking_a_user"))  # fmt: skip
    return [
        menu("opens-prompt", f"{where} (a followed user's note)", FEED, followed,
             [(t("quick_action_block"), False)]),
        menu("opens-prompt", f"{where} (a followed user's note)", FEED, followed,
             [(t("quick_action_report"), False)]),
        menu("reversible", f"{where} (a followed user's note)", FEED, followed,
             [(t("quick_action_unfollow"), False)]),
        menu("reversible", f"{where} (a followed user's note)", FEED, followed,
             [(t("quick_action_mute_thread"), False)]),
        menu("harmless", f"{where} (a followed user's note)", FEED, followed,
             [(t("quick_action_copy_text"), False)]),
        menu("reversible", f"{where} (another user's note)", FEED, stranger,
             [(t("quick_action_follow"), False)]),
        menu("opens-prompt", f"{where} (one's own note)", FEED, own,
             [(t("quick_action_delete"), False)]),
        popup("delete", *delete, [(again, None), (t("quick_action_delete_dialog_btn"), True)]),
        popup("delete", *delete, [(again, True), (t("quick_action_delete_dialog_btn"), None)]),
        popup("block", *block, [(again, None), (t("quick_action_block_dialog_btn"), True)]),
        popup("block", *block, [(again, True), (t("quick_action_block_dialog_btn"), None)]),
    ]  # fmt: skip


def sheets(t: Any) -> list[dict[str, Any]]:
    """The "Note Actions" sheet for another's note and for one's own."""
    where = "amethyst NoteDropDownMenu (NoteActionSections"
    title = t("note_actions_dialog_title")
    copy = [t("copy_text"), t("copy_user_pubkey"), t("copy_note_id"), t("copy_raw_json")]
    bookmarks = [t("manage_bookmark_label", t("post")), t("add_to_private_bookmarks"),
                 t("add_to_public_bookmarks")]  # fmt: skip
    other = [t("unfollow"), t("follow_set_add_author_from_note_action"), *copy,
             t("quick_action_share"), t("propose_an_edit"), t("broadcast"), t("timestamp_it"),
             t("add_hashtag_label"), *bookmarks, t("quick_action_mute_thread"),
             t("block_report")]  # fmt: skip
    own = [*copy, t("quick_action_share"), t("edit_post"), t("broadcast"), t("timestamp_it"),
           t("pin_to_profile"), t("add_hashtag_label"), *bookmarks,
           t("request_deletion")]  # fmt: skip

    def sheet(rows: list[str]) -> dict[str, Any]:
        return {"title": FEED, "dialog": {"title": title},
                "items": [{"menu": r} for r in rows]}  # fmt: skip

    return [
        entry("opens-prompt", f"{where}, another's note)", sheet(other),
              [(t("block_report"), False)]),
        entry("reversible", f"{where}, another's note)", sheet(other),
              [(t("add_to_public_bookmarks"), False)]),
        entry("harmless", f"{where}, another's note)", sheet(other),
              [(t("copy_raw_json"), False)]),
        entry("opens-prompt", f"{where}, one's own note)", sheet(own),
              [(t("request_deletion"), False)]),
        entry("reversible", f"{where}, one's own note)", sheet(own),
              [(t("pin_to_profile"), False)]),
        entry("harmless", f"{where}, one's own note)", sheet(own), [(t("edit_post"), False)]),
    ]  # fmt: skip


def reports(t: Any) -> list[dict[str, Any]]:
    """``ReportNoteDialog``, a page over the feed, a reason chosen."""
    screen = page(t("report_dialog_title"), [
        {"icon": t("back")}, {"text": t("block_only")},
        {"text": t("report_dialog_blocking_a_user")},
        {"button": t("report_dialog_block_hide_user_btn")},
        {"text": t("report_dialog_report_btn")}, {"text": t("report_dialog_reminder_public")},
        {"field": t("report_dialog_select_reason_label"), "text": t("report_dialog_spam")},
        {"field": t("report_dialog_additional_reason_label"),
         "text": t("report_dialog_additional_reason_placeholder")},
        {"button": t("report_dialog_post_report_btn")}])  # fmt: skip
    where = "amethyst ReportNoteDialog"
    return [
        entry("report", where, screen, [(t("report_dialog_post_report_btn"), True)]),
        entry("block", where, screen, [(t("report_dialog_block_hide_user_btn"), True)]),
        entry("harmless", where, screen, [(t("back"), False)]),
    ]  # fmt: skip


def reactions(t: Any) -> list[dict[str, Any]]:
    """The repost popup and the new note."""
    boost = [t("boost"), t("quote"), t("fork")]
    where = "amethyst BoostTypeChoicePopup"
    post = page("", [
        {"icon": t("cancel")}, {"button": t("post")},
        {"field": t("what_s_on_your_mind"), "text": DRAFT}])  # fmt: skip
    new = "amethyst ShortNotePostScreen (PostingTopBar)"
    return [
        menu("publish", where, FEED, boost, [(t("boost"), True)]),
        menu("harmless", where, FEED, boost, [(t("quote"), False)]),
        entry("publish", new, post, [(t("post"), True)]),
        entry("harmless", new, post, [(t("cancel"), False)]),
    ]  # fmt: skip


def zaps(t: Any) -> list[dict[str, Any]]:
    """The zap popup of preset amounts and the custom zap dialog."""
    amounts = ["21", "100", "500"]
    buttons = [*({"button": a} for a in amounts), {"icon": t("quick_zap_amounts")}]
    chips = {"title": FEED, "dialog": {}, "items": buttons}
    where = "amethyst ZapAmountChoicePopup"
    types = ("zap_type_public", "zap_type_private", "zap_type_anonymous", "zap_type_nonzap")
    items = (
        {"icon": t("cancel")}, *({"button": f"⚡ {a}"} for a in amounts),
        {"field": t("amount_in_sats"), "text": "1000"}, {"text": t("sats")},
        {"text": t("zap_type")}, *({"radio": t(k)} for k in types),
        {"field": t("custom_zaps_add_a_message"),
         "text": t("custom_zaps_add_a_message_example")},
    )  # fmt: skip
    custom = ("amethyst ZapCustomDialog", FEED, t("send_zap"), None)
    onchain = t("send_onchain_instead")
    return [
        entry("payment", where, chips, [("500", True)]),
        entry("harmless", where, chips, [(t("quick_zap_amounts"), False)]),
        popup("payment", *custom, [("⚡Zap", True), (onchain, None)], items),
        popup("harmless", *custom, [("⚡Zap", None), (onchain, None)], items,
              ((t("cancel"), False),)),
        popup("opens-prompt", *custom, [("⚡Zap", None), (onchain, False)], items),
    ]  # fmt: skip


def profile(t: Any) -> list[dict[str, Any]]:
    """A profile's "Profile Actions" sheet, for a user shown and for one blocked."""
    where = "amethyst UserProfileDropDownMenu"
    reports = [t(k) for k in ("report_spam_scam", "report_hateful_speech",
                              "report_impersonation", "report_nudity_porn",
                              "report_illegal_behaviour", "report_malware")]  # fmt: skip
    shown = [t("copy_user_id"), t("quick_action_share"), t("edit_nickname"),
             t("block_hide_user"), *reports]  # fmt: skip
    blocked = [t("copy_user_id"), t("quick_action_share"), t("edit_nickname"),
               t("unblock_user"), *reports]  # fmt: skip

    def sheet(rows: list[str]) -> dict[str, Any]:
        return {"title": USER, "dialog": {"title": t("profile_actions_dialog_title")},
                "items": [{"menu": r} for r in rows]}  # fmt: skip

    return [
        entry("block", where, sheet(shown), [(t("block_hide_user"), True)]),
        entry("report", where, sheet(shown), [(t("report_spam_scam"), True)]),
        entry("report", where, sheet(shown), [(t("report_impersonation"), True)]),
        entry("harmless", where, sheet(shown), [(t("edit_nickname"), False)]),
        entry("reversible", f"{where} (a blocked user)", sheet(blocked),
              [(t("unblock_user"), False)]),
    ]  # fmt: skip
