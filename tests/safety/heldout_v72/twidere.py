"""Twidere's screens (``org.mariotaku.twidere``, a client of Twitter, Mastodon, Fanfou and
StatusNet: it posts and deletes tweets, retweets, sends direct messages, blocks, mutes and
reports users and keeps lists), strings from ``twidere/src/main/res/values*/strings.xml``
and ``plurals.xml`` and their translations in ``twidere/src/main/res-localized``;
``android:ok``, ``android:cancel`` and ``android:copy`` are the platform's own. The names of
the users, the list and the tweet's text are written the same in every language. The
"Filter everywhere" check box is written as a switch, a checkable widget as it is.

Read from the code (``twidere/src/main/kotlin/org/mariotaku/twidere``): ``util/MenuUtils.kt``
with ``res/menu/action_status.xml`` (a tweet's popup menu: Share, "Copy link", "Add to
filter", "Mute users…", "Block users…", Delete and "Pin tweet"; Delete opens
``fragment/status/DestroyStatusDialogFragment.kt``, "Delete tweet", whose OK deletes the
tweet on the server; "Block users…" opens ``BlockStatusUsersDialogFragment``, a list of the
tweet's users, each opening the block confirmation); ``fragment/
AbsUserMuteBlockDialogFragment.kt`` with ``res/layout/dialog_block_mute_filter_user_confirm
.xml`` (the confirmation's message and its "Filter everywhere" check box) and its
subclasses ``CreateUserBlockDialogFragment`` (Block blocks the user on the server, which
also ends the follows between both), ``CreateUserMuteDialogFragment`` (Mute, undone by
unmuting) and ``ReportUserSpamDialogFragment`` ("Report spam" reports the user and blocks
them); ``fragment/UserFragment.kt`` with ``res/menu/menu_user_profile.xml`` (the profile's
overflow menu, whose "Mute user", Block and "Report spam" open those confirmations);
``fragment/status/RetweetQuoteDialogFragment.kt`` with ``res/layout/
dialog_status_quote_retweet.xml`` ("Retweet to your followers?": the comment field, Quote,
which opens the composer, Cancel, and Retweet, which retweets at once, becomes Comment when
a comment is written, which posts it as a quote, and "Cancel retweet" on a tweet already
retweeted, which undoes the retweet); ``activity/ComposeActivity.kt`` with ``res/layout/
activity_compose.xml`` (the composer's Send button, ``updateStatus``, posts the tweet;
``DirectMessageConfirmFragment``, for a text starting "D user", whose Send sends it as a
direct message and "Convert to tweet" posts it as a tweet; ``RetweetProtectedStatusWarnFragment``,
whose "Send anyway" posts the quote of a protected tweet); ``fragment/drafts/
DraftsListFragment.kt`` with ``res/menu/action_multi_select_drafts.xml`` (the selection's
Delete opens ``DeleteDraftsConfirmDialogFragment``, whose OK deletes the drafts from the
device, and Send posts the selected drafts at once); ``fragment/message/
MessagesConversationFragment.kt`` with ``res/layout/fragment_messages_conversation.xml``
(a conversation's Send button sends the message typed; "Add image" opens the picker; a
message's context menu ``menu_conversation_message_item``: Copy, and Delete, which deletes
the message on the server at once with ``DestroyMessageTask``, with no confirmation);
``fragment/message/MessageConversationInfoFragment.kt`` with ``res/menu/
menu_messages_conversation_info.xml``
(the conversation's menu "Leave conversation" and "Clear messages", each opening its
confirmation; "Leave conversation" leaves it, "Clear messages" deletes each message on the
server with ``DestroyMessageTask``); ``fragment/UserListFragment.kt`` with ``res/menu/
menu_user_list.xml`` (a list's menu, whose Delete opens ``DestroyUserListDialogFragment``:
"Delete list ...? This can't be undone.", whose OK deletes the list on the server);
``fragment/DeleteUserListMembersDialogFragment.kt`` (OK removes a member from the list, who
can be added again); ``fragment/DestroySavedSearchDialogFragment.kt`` (OK deletes a saved
search, "You can re-save this search later"); ``fragment/AccountsManagerFragment.kt`` with
``res/menu/action_manager_account.xml`` (an account's context menu, whose Delete opens
``AccountDeletionDialogFragment``, whose OK removes the account from the device with its
stored tweets, messages and settings).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

RID = "org.mariotaku.twidere:id/"
USER, OTHER, LIST, SEARCH = "Ada Lovelace", "Charles Babbage", "Engines", "analytical engine"
TWEET = "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves"
TIMELINE = "Home"


def screens(t: Any) -> list[dict[str, Any]]:
    return tweet(t) + users(t) + retweet(t) + compose(t) + messages(t) + drafts(t) + others(t)


def ok_cancel(t: Any, cancel: bool | None, ok: bool | None, label: str = "android:ok"
              ) -> list[tuple[str, str, bool | None]]:  # fmt: skip
    """A confirmation's Cancel and its positive button (OK unless ``label`` names one)."""
    return [(t("android:cancel"), NEGATIVE, cancel), (t(label), POSITIVE, ok)]


def closed(text: str) -> str:
    """A string whose last character is an escaped quote (``\\"``), as Android shows it: the
    shared reader strips a string's outer quotes before it unescapes, which leaves the
    backslash and drops the quote."""
    return text[:-1] + '"' if text.endswith("\\") else text


def tweet(t: Any) -> list[dict[str, Any]]:
    """A tweet's popup menu, its deletion and the list of its users to block."""
    where = "twidere MenuUtils (action_status, a tweet's popup menu)"
    entries = [t("action_share"), t("copy_link"), t("action_add_to_filter"),
               t("action_status_mute_users"), t("action_status_block_users"),
               t("action_delete"), t("action_status_pin")]  # fmt: skip
    delete = "twidere DestroyStatusDialogFragment"
    ask = (t("destroy_status"), t("destroy_status_confirm_message"))
    block = "twidere BlockStatusUsersDialogFragment"
    names = {
        "title": TIMELINE,
        "dialog": {"title": t("action_status_block_users")},
        "items": [{"menu": USER}, {"menu": OTHER}],
    }
    return [
        menu("opens-prompt", where, TIMELINE, entries, [(t("action_delete"), False)]),
        menu("harmless", where, TIMELINE, entries, [(t("action_share"), False)]),
        menu("opens-prompt", where, TIMELINE, entries,
             [(t("action_status_block_users"), False)]),
        dialog("delete", delete, TIMELINE, *ask, ok_cancel(t, None, True)),
        dialog("harmless", delete, TIMELINE, *ask, ok_cancel(t, False, None)),
        entry("opens-prompt", block, names, [(OTHER, False)]),
    ]  # fmt: skip


def users(t: Any) -> list[dict[str, Any]]:
    """The profile's overflow menu and the block, mute and report confirmations."""
    where = "twidere UserFragment (menu_user_profile)"
    entries = [
        t("mention_this_user"),
        t("send_direct_message"),
        t("action_add_to_list"),
        t("action_set_color"),
        t("action_set_nickname"),
        t("action_add_to_filter"),
        t("action_twitter_mute_user"),
        t("action_block"),
        t("action_report_spam"),
    ]
    box = {"switch": t("filter_everywhere"), "rid": f"{RID}filterEverywhereToggle"}

    def confirm(category: str, source: str, title: str, message: str, label: str,
                cancel: bool | None, act: bool | None,
                taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        """The confirmation's title, its message and check box, then Cancel and ``label``."""
        return dialog(
            category,
            f"twidere {source}",
            OTHER,
            title,
            None,
            ok_cancel(t, cancel, act, label),
            ({"text": message}, box),
            taps,
        )

    block = (t("title_block_user", OTHER), t("block_user_confirm_message", OTHER),
             "action_block")  # fmt: skip
    mute = (t("mute_user", OTHER), t("mute_user_confirm_message", OTHER), "action_mute")
    spam = (t("report_user", OTHER), t("report_user_confirm_message", OTHER),
            "action_report_spam")  # fmt: skip
    return [
        menu("opens-prompt", where, OTHER, entries, [(t("action_block"), False)]),
        menu("opens-prompt", where, OTHER, entries, [(t("action_report_spam"), False)]),
        confirm("block", "CreateUserBlockDialogFragment", *block, None, True),
        confirm("harmless", "CreateUserBlockDialogFragment", *block, False, None),
        confirm("reversible", "CreateUserBlockDialogFragment", *block, None, None,
                ((t("filter_everywhere"), False),)),
        confirm("reversible", "CreateUserMuteDialogFragment", *mute, None, False),
        confirm("report", "ReportUserSpamDialogFragment", *spam, None, True),
        confirm("harmless", "ReportUserSpamDialogFragment", *spam, False, None),
    ]  # fmt: skip


def retweet(t: Any) -> list[dict[str, Any]]:
    """ "Retweet to your followers?" on a tweet, with an empty comment, with a comment, and
    on a tweet already retweeted."""
    where = "twidere RetweetQuoteDialogFragment"
    title = t("title_retweet_quote_confirm")

    def shown(category: str, comment: str, positive: str, quote: bool | None,
              cancel: bool | None, act: bool | None) -> dict[str, Any]:  # fmt: skip
        """The dialog with ``comment`` written and its positive button ``positive``."""
        items = (
            {"text": f"{USER}\n{TWEET}"},
            {"field": f"{RID}editComment", "hint": t("comment_hint"), "text": comment},
        )
        buttons = [(t("action_quote"), NEUTRAL, quote), (t("android:cancel"), NEGATIVE, cancel),
                   (t(positive), POSITIVE, act)]  # fmt: skip
        return dialog(category, where, TIMELINE, title, None, buttons, items)

    return [
        shown("publish", "", "action_retweet", None, None, True),
        shown("harmless", "", "action_retweet", None, False, None),
        shown("opens-prompt", "", "action_retweet", False, None, None),
        shown("publish", "Worth reading", "action_comment", None, None, True),
        shown("reversible", "", "action_cancel_retweet", None, None, False),
    ]


def compose(t: Any) -> list[dict[str, Any]]:
    """The composer and the two questions its Send can ask first."""
    page_ = page(t("title_compose"), [
        {"button": "", "desc": t("select_accounts_for_compose"),
         "rid": f"{RID}accountSelectorButton"},
        {"field": f"{RID}editText", "hint": t("label_status_hint"), "text": TWEET},
        {"button": "", "desc": t("action_send"), "rid": f"{RID}updateStatus"},
    ])  # fmt: skip
    where = "twidere ComposeActivity"
    dm = "twidere ComposeActivity (DirectMessageConfirmFragment)"
    message = t("message_format_compose_message_convert_to_status", "@babbage")

    def asked(convert: bool | None, cancel: bool | None, send: bool | None
              ) -> list[tuple[str, str, bool | None]]:  # fmt: skip
        return [
            (t("action_compose_message_convert_to_status"), NEUTRAL, convert),
            (t("android:cancel"), NEGATIVE, cancel),
            (t("action_send"), POSITIVE, send),
        ]

    warn = "twidere ComposeActivity (RetweetProtectedStatusWarnFragment)"
    protected = t("quote_protected_status_warning_message")
    return [
        entry("publish", where, page_, [(t("action_send"), True)]),
        dialog("send", dm, t("title_compose"), None, message, asked(None, None, True)),
        dialog("publish", dm, t("title_compose"), None, message, asked(True, None, None)),
        dialog("harmless", dm, t("title_compose"), None, message, asked(None, False, None)),
        dialog("publish", warn, t("title_compose"), None, protected,
               ok_cancel(t, None, True, "send_anyway")),
        dialog("harmless", warn, t("title_compose"), None, protected,
               ok_cancel(t, False, None, "send_anyway")),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    """A direct message conversation: its input panel and a message's context menu."""
    chat = page(OTHER, [
        {"list": [{"text": "Shall we meet at the Society on Thursday?"}]},
        {"button": "", "desc": t("add_image"), "rid": f"{RID}addMedia"},
        {"field": f"{RID}editText", "hint": t("type_to_compose"), "text": "Yes, at four."},
        {"button": "", "desc": t("action_send"), "rid": f"{RID}sendMessage"},
    ])  # fmt: skip
    where = "twidere MessagesConversationFragment"
    item = [t("android:copy"), t("action_delete")]
    held = f"{where} (menu_conversation_message_item, a message's long press)"
    return [
        entry("send", where, chat, [(t("action_send"), True)]),
        entry("opens-prompt", where, chat, [(t("add_image"), False)]),
        menu("delete", held, OTHER, item, [(t("action_delete"), True)]),
        menu("harmless", held, OTHER, item, [(t("android:copy"), False)]),
    ]


def drafts(t: Any) -> list[dict[str, Any]]:
    """The drafts' selection and the deletion of the selected drafts."""
    selected = page(t("title_drafts"), [
        {"icon": t("action_delete")}, {"icon": t("action_send")},
        {"icon": t("action_select_all")},
        {"list": [{"text": TWEET}, {"text": "Note G computes the Bernoulli numbers"}]},
    ])  # fmt: skip
    where = "twidere DraftsListFragment (action_multi_select_drafts)"
    delete = "twidere DraftsListFragment (DeleteDraftsConfirmDialogFragment)"
    ask = t("delete_drafts_confirm")
    return [
        entry("opens-prompt", where, selected, [(t("action_delete"), False)]),
        entry("publish", where, selected, [(t("action_send"), True)]),
        dialog("delete", delete, t("title_drafts"), None, ask, ok_cancel(t, None, True)),
        dialog("harmless", delete, t("title_drafts"), None, ask, ok_cancel(t, False, None)),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    """A conversation's menu and confirmations, a list's deletion and a member's removal, a
    saved search's deletion and an account's removal from the app."""
    info = "twidere MessageConversationInfoFragment"
    conv = [t("action_leave_conversation"), t("action_clear_messages")]
    leave, clear = t("message_destroy_conversation_confirm"), t("message_clear_messages_confirm")
    chat = t("title_direct_messages_conversation_info")
    lists = [t("user_list_details"), t("action_subscribe"), t("title_edit_details"),
             t("action_add_member"), t("action_delete")]  # fmt: skip
    listed = (t("delete_user_list", LIST), t("delete_user_list_confirm_message", LIST))
    member = (t("delete_user", USER), t("delete_user_from_list_confirm", USER, LIST))
    search = (closed(t("destroy_saved_search", SEARCH)),
              t("destroy_saved_search_confirm_message", SEARCH))  # fmt: skip
    account = (t("title_account_delete_confirm"), t("message_account_delete_confirm"))
    accounts = [t("action_set_color"), t("action_delete")]
    return [
        menu("opens-prompt", f"{info} (menu_messages_conversation_info)", chat, conv,
             [(t("action_leave_conversation"), False)]),
        menu("opens-prompt", f"{info} (menu_messages_conversation_info)", chat, conv,
             [(t("action_clear_messages"), False)]),
        dialog("leave", f"{info} (DestroyConversationConfirmDialogFragment)", chat, None,
               leave, ok_cancel(t, None, True, "action_leave_conversation")),
        dialog("harmless", f"{info} (DestroyConversationConfirmDialogFragment)", chat, None,
               leave, ok_cancel(t, False, None, "action_leave_conversation")),
        dialog("delete", f"{info} (ClearMessagesConfirmDialogFragment)", chat, None, clear,
               ok_cancel(t, None, True, "action_clear_messages")),
        menu("opens-prompt", "twidere UserListFragment (menu_user_list)", LIST, lists,
             [(t("action_delete"), False)]),
        dialog("delete", "twidere DestroyUserListDialogFragment", LIST, *listed,
               ok_cancel(t, None, True)),
        dialog("harmless", "twidere DestroyUserListDialogFragment", LIST, *listed,
               ok_cancel(t, False, None)),
        dialog("reversible", "twidere DeleteUserListMembersDialogFragment", LIST, *member,
               ok_cancel(t, None, False)),
        dialog("reversible", "twidere DestroySavedSearchDialogFragment", SEARCH, *search,
               ok_cancel(t, None, False)),
        menu("opens-prompt", "twidere AccountsManagerFragment (action_manager_account)",
             t("title_accounts"), accounts, [(t("action_delete"), False)]),
        dialog("account", "twidere AccountsManagerFragment (AccountDeletionDialogFragment)",
               t("title_accounts"), *account, ok_cancel(t, None, True)),
        dialog("harmless", "twidere AccountsManagerFragment (AccountDeletionDialogFragment)",
               t("title_accounts"), *account, ok_cancel(t, False, None)),
    ]  # fmt: skip
