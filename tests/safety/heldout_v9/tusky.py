"""Tusky's screens (a Mastodon client), strings from ``t(name)``; ``t("@ok")`` and
``t("@cancel")`` are the platform's ``android.R.string.ok`` and ``cancel``.

Read from the code: ``item_status.xml`` (a post's poll with Vote and Show results, and
its Reply, Boost, Favorite, Bookmark and More buttons), ``ConfirmationBottomSheet.kt``
(Boost asks first by default: ``confirmReblogs`` is true, ``confirmFavourites`` false),
``SFragment.kt`` (the More menus ``status_more.xml`` for another's post and
``status_more_for_user.xml`` for one's own, with Pin added; the block, delete and
delete-and-redraft confirmations: ``MaterialAlertDialogBuilder`` with a message, Cancel
negative and OK positive), ``ComposeActivity.kt`` with ``activity_compose.xml`` and
``TootButton.kt`` (a public post's button reads TOOT!; closing a new post asks "Save
draft?" with Delete negative, which drops the text, and Save positive),
``ReportNoteFragment.kt`` (``fragment_report_note.xml``: Report sends the report),
``AccountActivity.kt`` (the profile's menu ``account_toolbar.xml`` and the domain
block's confirmation), ``NotificationsFragment.kt`` (clearing all notifications),
``MainActivity.kt`` (logging out deletes the account's drafts and preferences on the
device), ``DraftsActivity.kt`` (a deleted draft comes back with Undo),
``ScheduledStatusActivity.kt`` and ``ListsActivity.kt`` (their delete confirmations).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

NAME, USER, DOMAIN = "Ana Lima", "ana", "social.example"
POST = "Which day suits you for the meetup?"


def screens(t: Any) -> list[dict[str, Any]]:
    return timeline(t) + compose(t) + account(t) + housekeeping(t)


def confirm(t: Any, category: str, source: str, page: str, message: str, bad: bool,
            cancel: bool = True, title: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A platform dialog with Cancel and OK (``cancel=False``: Cancel is shown, not tapped)."""
    return dialog(category, f"tusky {source}", page, title, message,
                  [(t("@cancel"), NEGATIVE, False if cancel else None),
                   (t("@ok"), POSITIVE, bad)])  # fmt: skip


def timeline(t: Any) -> list[dict[str, Any]]:
    home, at = t("title_home"), f"@{USER}@{DOMAIN}"
    return [
        entry("send", "tusky item_status (a post with a poll)", {"title": home, "items": [
            {"icon": t("action_view_profile"), "rid": "status_avatar"},
            {"text": NAME}, {"text": at}, {"text": POST},
            {"radio": "Friday"}, {"radio": "Saturday"},
            {"button": t("poll_vote"), "rid": "status_poll_button"},
            {"button": t("poll_show_results"), "rid": "status_poll_results_button"},
            {"icon": t("action_reply"), "rid": "status_reply"},
            {"icon": t("action_reblog"), "rid": "status_inset"},
            {"icon": t("action_favourite"), "rid": "status_favourite"},
            {"icon": t("action_bookmark"), "rid": "status_bookmark"},
            {"icon": t("action_more"), "rid": "status_more"},
        ]}, [(t("poll_vote"), True), (t("action_favourite"), False),
             (t("action_reblog"), False), (t("action_bookmark"), False)]),
        dialog("reversible", "tusky ConfirmationBottomSheet (boost)", home, None,
               t("reblog_confirm"),
               [(t("@cancel"), "cancelButton", None),
                (t("action_reblog"), "confirm_button", False)],
               ({"field": "reblogPrivacyDropdown", "text": t("post_privacy_public")},)),
        menu("opens-prompt", "tusky SFragment (status_more)", home,
             [t("action_share"), t("action_copy_link"), t("action_translate"),
              t("download_media"), t("action_mute_conversation"), t("action_mute"),
              t("action_block"), t("action_report")],
             [(t("action_mute_conversation"), False), (t("action_block"), False),
              (t("action_report"), False)]),
        confirm(t, "reversible", "SFragment (block)", home, t("dialog_block_warning", USER),
                False, cancel=False),
        menu("opens-prompt", "tusky SFragment (status_more_for_user)", home,
             [t("action_share"), t("action_copy_link"), t("action_translate"),
              t("action_mute_conversation"), t("action_edit"), t("action_delete"),
              t("action_delete_and_redraft"), t("pin_action")],
             [(t("action_delete"), False), (t("action_delete_and_redraft"), False)]),
        confirm(t, "delete", "SFragment (delete post)", home, t("dialog_delete_post_warning"),
                True),
        confirm(t, "delete", "SFragment (delete and re-draft)", home,
                t("dialog_redraft_post_warning"), True, cancel=False),
    ]  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    text = "Meetup on Saturday at the library, all welcome!"
    remote = f"{USER}@{DOMAIN}"
    return [
        entry("send", "tusky ComposeActivity (a public post)", {"items": [
            {"icon": t("description_post_language"), "rid": "composePostLanguageButton"},
            {"field": "composeEditField", "hint": t("hint_compose"), "text": text},
            {"icon": t("action_add_media"), "rid": "composeAddMediaButton"},
            {"icon": t("action_toggle_visibility"), "rid": "composeToggleVisibilityButton"},
            {"icon": t("action_content_warning"), "rid": "composeContentWarningButton"},
            {"icon": t("action_emoji_keyboard"), "rid": "composeEmojiButton"},
            {"icon": t("action_schedule_post"), "rid": "composeScheduleButton"},
            {"text": "452", "rid": "composeCharactersLeftView"},
            {"button": t("action_send_public"), "rid": "composeTootButton"},
        ]}, [(t("action_send_public"), True), (t("action_content_warning"), False),
             (t("action_schedule_post"), False)]),
        dialog("delete", "tusky ComposeActivity (closing a new post)", "", None,
               t("compose_save_draft"),
               [(t("action_delete"), NEGATIVE, True), (t("action_save"), POSITIVE, False)]),
        entry("report", "tusky ReportNoteFragment", {
            "title": t("report_username_format", remote), "items": [
                {"text": t("report_description_1")},
                {"field": "editNote", "hint": t("hint_additional_info"),
                 "text": "Spam links in every reply"},
                {"text": t("report_description_remote_instance")},
                {"switch": t("report_remote_instance", DOMAIN), "rid": "checkIsNotifyRemote"},
                {"button": t("button_back"), "rid": "buttonBack"},
                {"button": t("action_report"), "rid": "buttonReport"}]},
            [(t("action_report"), True), (t("button_back"), False),
             (t("report_remote_instance", DOMAIN), False)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    mute_domain = t("action_mute_domain", DOMAIN)
    return [
        menu("opens-prompt", "tusky AccountActivity (account_toolbar)", NAME,
             [t("action_open_in_web"), t("action_share"), t("action_mute"), t("action_block"),
              t("action_add_or_remove_from_list"), mute_domain, t("action_hide_reblogs"),
              t("action_refresh"), t("action_report")],
             [(mute_domain, False), (t("action_hide_reblogs"), False)]),
        dialog("block", "tusky AccountActivity (block the domain)", NAME, None,
               t("mute_domain_warning", DOMAIN),
               [(t("@cancel"), NEGATIVE, False),
                (t("mute_domain_warning_dialog_ok"), POSITIVE, True)]),
    ]  # fmt: skip


def housekeeping(t: Any) -> list[dict[str, Any]]:
    me = f"@me@{DOMAIN}"
    return [
        confirm(t, "delete", "NotificationsFragment (clear)", t("title_notifications"),
                t("notification_clear_text"), True, cancel=False),
        confirm(t, "account", "MainActivity (log out)", t("title_home"),
                t("action_logout_confirm", me), True, title=t("action_logout")),
        entry("reversible", "tusky DraftsActivity", {"title": t("title_drafts"), "items": [
            {"list": [{"row": "Draft: notes from the meetup"}]},
            {"icon": t("action_delete"), "rid": "deleteButton"}]},
            [(t("action_delete"), False)]),
        confirm(t, "delete", "ScheduledStatusActivity (delete)", t("title_scheduled_posts"),
                t("delete_scheduled_post_warning"), True, cancel=False),
        dialog("delete", "tusky ListsActivity (delete)", t("title_lists"), None,
               t("dialog_delete_list_warning", "Friends"),
               [(t("@cancel"), NEGATIVE, None), (t("action_delete"), POSITIVE, True)]),
    ]  # fmt: skip
