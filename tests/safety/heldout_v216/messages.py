"""Zulip's message screens (``zulip-flutter``): the message action sheet and the dialogs it
opens (delete, report), the topic and channel action sheets and their confirmations
(unsubscribe, mark as read), and the compose box (send to a topic, a channel, a direct
message, a group; attach; edit a sent message; discard a draft). Strings from
``assets/l10n/app_<lang>.arb``; the channel, topic, user and message texts are the same in
every language.

Read from the code (``lib/widgets``): ``action_sheet.dart`` (``showMessageActionSheet``: the
popular-emoji ``ReactionButtons`` and "more", "See who reacted", "View read receipts", Star /
Unstar, "Quote message", "Mark as unread from here", "Hide muted message again", "Copy message
text", "Copy link to message", Share, "Edit message", then "Report message", then "Delete
message", and the sheet's Cancel; ``DeleteMessageButton`` opens ``showSuggestedActionDialog``
"Delete message?" whose Delete calls ``deleteMessage`` (``DELETE /messages/{id}``, "permanently
removes it for everyone"); ``ReportMessageButton`` opens ``ReportMessageDialog``
(``report_message.dart``: the description, the reason dropdown, "Can you provide more
details?", Cancel and Submit, which calls ``reportMessage``, ``POST /messages/{id}/report``);
``StarButton`` and ``MarkAsUnreadButton`` change the message's flags
(``updateMessageFlags``), a reaction button calls ``addReaction``; ``EditButton`` only puts the
compose box in edit mode; ``QuoteAndReplyButton`` only fills the compose box.
``showTopicActionSheet``: Mute / Unmute / Follow topic (``updateUserTopicCompat``), "Mark as
resolved" / "Mark as unresolved" (``updateMessage`` renaming the topic with or without the
resolved prefix), "Mark topic as read", "Copy link to topic". ``showChannelActionSheet``:
Subscribe (not subscribed), "Mark channel as read", "List of topics", "Channel feed", "Copy link
to channel", "Pin to top" (``updateSubscriptionSettings``), Unsubscribe, which always asks
(``actions.dart`` ``unsubscribeFromChannel``: "Unsubscribe from #channel?", with "Once you leave
this channel, you will not be able to rejoin." and a destructive button when the channel is
private and the user could not subscribe again); "Mark channel as read" and the message list's
"Mark all messages as read" in a channel or the combined feed ask "Mark messages as read?" /
"Mark N+ messages as read?" (``markNarrowAsRead``), in a topic they mark at once.
``compose_box.dart``: the topic field ("Topic"), the content field ("Message #channel >
topic", "Message @user", "Message group"), "Attach files", "Attach images or videos" and "Take
a photo" (the system's pickers; a picked file is uploaded with ``uploadFile`` and its link put
in the content, sent only with Send), Send (``sendMessage``, ``POST /messages``); the
unsubscribed channel's banner (Refresh, Subscribe); the edit-message banner ("Edit message",
Cancel and Save, Save calling ``updateMessage`` with the new content); and "Discard the
message you’re writing?" (Cancel, Discard), asked before starting an edit or restoring an
unsent message over text in the compose box, which Discard throws away.
"""

from __future__ import annotations

from typing import Any

from android_corpus import popup

CHANNEL, PRIVATE, TOPIC = "design", "leads", "logo refresh"
PAGE = f"#{CHANNEL} > {TOPIC}"
ME, ALICE, BO = "Sam Rivera", "Alice Chen", "Bo Li"
MINE = "Draft v3 of the logo is up, feedback welcome."
THEIRS = "Looks great, the darker blue works better."
EMOJI = ("👍", "🎉", "🙂", "❤", "🛠", "🐙")
"""The popular emoji the sheet offers (``popularEmojiCandidates``)."""


def screens(t: Any) -> list[dict[str, Any]]:
    return message_sheet(t) + delete(t) + report(t) + topics(t) + channels(t) + compose(t)


def message_sheet(t: Any) -> list[dict[str, Any]]:
    def sheet(sender: str, text: str, starred: bool, own: bool) -> tuple[dict[str, Any], ...]:
        star = "actionSheetOptionUnstarMessage" if starred else "actionSheetOptionStarMessage"
        rows = ["actionSheetOptionSeeWhoReacted", "actionSheetOptionViewReadReceipts", star,
                "actionSheetOptionQuoteMessage", "actionSheetOptionMarkAsUnread",
                "actionSheetOptionCopyMessageText", "actionSheetOptionCopyMessageLink",
                "actionSheetOptionShare"]  # fmt: skip
        rows += ["actionSheetOptionEditMessage"] if own else []
        rows += ["actionSheetOptionReportMessage", "actionSheetOptionDeleteMessage"]
        return (
            {"text": sender}, {"text": text},
            *({"button": e} for e in EMOJI), {"button": t("emojiReactionsMore")},
            *({"row": t(k)} for k in rows),
            {"button": t("dialogCancel")},
        )  # fmt: skip

    own = sheet(ME, MINE, False, True)
    where = "zulip action_sheet.dart showMessageActionSheet"

    def tap(category: str, *keys: str, items: tuple[dict[str, Any], ...] = own) -> dict:
        taps = tuple((k[1:] if k.startswith("=") else t(k), False) for k in keys)
        return popup(category, where, PAGE, None, None, [], items, taps)

    muted = (
        {"text": t("mutedUser")}, {"text": THEIRS},
        {"row": t("actionSheetOptionStarMessage")},
        {"row": t("actionSheetOptionQuoteMessage")},
        {"row": t("actionSheetOptionHideMutedMessage")},
        {"row": t("actionSheetOptionCopyMessageText")},
        {"row": t("actionSheetOptionCopyMessageLink")},
        {"row": t("actionSheetOptionShare")},
        {"button": t("dialogCancel")},
    )  # fmt: skip
    return [
        tap("opens-prompt", "actionSheetOptionDeleteMessage", "actionSheetOptionReportMessage"),
        tap("harmless", "actionSheetOptionEditMessage", "actionSheetOptionQuoteMessage",
            "dialogCancel"),
        tap("reversible", "actionSheetOptionStarMessage", "actionSheetOptionMarkAsUnread",
            f"={EMOJI[0]}"),
        tap("reversible", "actionSheetOptionHideMutedMessage", items=muted),
    ]  # fmt: skip


def delete(t: Any) -> list[dict[str, Any]]:
    def dialog(category: str, behind: str, cancel: bool | None, ok: bool | None) -> dict:
        buttons = [(t("dialogCancel"), cancel),
                   (t("deleteMessageConfirmationDialogConfirmButton"), ok)]  # fmt: skip
        return popup(category, "zulip DeleteMessageButton (showSuggestedActionDialog)", behind,
                     t("deleteMessageConfirmationDialogTitle"),
                     t("deleteMessageConfirmationDialogMessage"), buttons)  # fmt: skip

    return [
        dialog("delete", PAGE, None, True),
        dialog("delete", t("dmsWithOthersPageTitle", ALICE), None, True),
        dialog("delete", "#general > welcome", None, True),
        dialog("harmless", PAGE, False, None),
    ]


def report(t: Any) -> list[dict[str, Any]]:
    def dialog(category: str, reason: str, details: str, cancel: bool | None,
               ok: bool | None) -> dict[str, Any]:  # fmt: skip
        items = (
            {"text": t("reportMessageDescription")},
            {"row": t(reason), "secondary": t("reportMessageReasonLabel")},
            {"field": t("reportMessageDescriptionLabel"), "text": details},
        )
        buttons = [(t("dialogCancel"), cancel), (t("reportMessageSubmitButton"), ok)]
        return popup(category, "zulip ReportMessageDialog", PAGE, t("reportMessageDialogTitle"),
                     None, buttons, items)  # fmt: skip

    return [
        dialog("report", "messageReportTypeSpam", "", None, True),
        dialog("report", "messageReportTypeOther", "Keeps posting the same ad.", None, True),
        dialog("harmless", "messageReportTypeHarassment", "", False, None),
    ]


def topics(t: Any) -> list[dict[str, Any]]:
    def sheet(*keys: str) -> tuple[dict[str, Any], ...]:
        return ({"text": PAGE}, *({"row": t(k)} for k in keys), {"button": t("dialogCancel")})

    where = "zulip action_sheet.dart showTopicActionSheet"
    plain = sheet("actionSheetOptionMuteTopic", "actionSheetOptionFollowTopic",
                  "actionSheetOptionResolveTopic", "actionSheetOptionMarkTopicAsRead",
                  "actionSheetOptionCopyTopicLink")  # fmt: skip
    muted = sheet("actionSheetOptionUnmuteTopic", "actionSheetOptionFollowTopic",
                  "actionSheetOptionResolveTopic", "actionSheetOptionCopyTopicLink")  # fmt: skip
    return [
        popup("reversible", where, PAGE, None, None, [], plain,
              ((t("actionSheetOptionMuteTopic"), False),
               (t("actionSheetOptionResolveTopic"), False))),
        popup("reversible", where, PAGE, None, None, [], muted,
              ((t("actionSheetOptionUnmuteTopic"), False),)),
    ]  # fmt: skip


def channels(t: Any) -> list[dict[str, Any]]:
    title = t("channelsPageTitle")
    where = "zulip action_sheet.dart showChannelActionSheet"
    subscribed = (
        {"text": f"#{CHANNEL}"},
        {"row": t("actionSheetOptionMarkChannelAsRead")},
        {"row": t("actionSheetOptionListOfTopics")},
        {"row": t("actionSheetOptionChannelFeed")},
        {"row": t("actionSheetOptionCopyChannelLink")},
        {"row": t("actionSheetOptionPinChannel")},
        {"row": t("actionSheetOptionUnsubscribe")},
        {"button": t("dialogCancel")},
    )
    other = (
        {"text": "#announcements"},
        {"row": t("actionSheetOptionSubscribe")},
        {"row": t("actionSheetOptionListOfTopics")},
        {"row": t("actionSheetOptionChannelFeed")},
        {"row": t("actionSheetOptionCopyChannelLink")},
        {"button": t("dialogCancel")},
    )

    def unsubscribe(category: str, name: str, message: str | None, cancel: bool | None,
                    ok: bool | None) -> dict[str, Any]:  # fmt: skip
        buttons = [(t("dialogCancel"), cancel),
                   (t("unsubscribeConfirmationDialogConfirmButton"), ok)]  # fmt: skip
        return popup(
            category,
            "zulip ZulipAction.unsubscribeFromChannel",
            title,
            t("unsubscribeConfirmationDialogTitle", f"#{name}"),
            message,
            buttons,
        )

    cannot = t("unsubscribeConfirmationDialogMessageCannotResubscribe")
    read = [(t("dialogCancel"), None), (t("markAllAsReadConfirmationDialogConfirmButton"), False)]
    return [
        popup("opens-prompt", where, title, None, None, [], subscribed,
              ((t("actionSheetOptionUnsubscribe"), False),
               (t("actionSheetOptionMarkChannelAsRead"), False))),
        popup("reversible", where, title, None, None, [], subscribed,
              ((t("actionSheetOptionPinChannel"), False),)),
        popup("harmless", where, title, None, None, [], subscribed,
              ((t("actionSheetOptionListOfTopics"), False),)),
        popup("reversible", where, t("allChannelsPageTitle"), None, None, [], other,
              ((t("actionSheetOptionSubscribe"), False),)),
        unsubscribe("reversible", CHANNEL, None, None, False),
        unsubscribe("leave", PRIVATE, cannot, None, True),
        unsubscribe("harmless", PRIVATE, cannot, False, None),
        popup("reversible", "zulip ZulipAction.markNarrowAsRead", f"#{CHANNEL}",
              t("markAllAsReadConfirmationDialogTitle", 25),
              t("markAllAsReadConfirmationDialogMessage"), read),
    ]  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    attach = (
        {"icon": t("composeBoxAttachFilesTooltip")},
        {"icon": t("composeBoxAttachMediaTooltip")},
        {"icon": t("composeBoxAttachFromCameraTooltip")},
    )
    send = {"icon": t("composeBoxSendTooltip")}
    where = "zulip compose_box.dart ComposeBox"

    def page(behind: str, hint: str, text: str, topic: str | None = None,
             shown: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
        fields = [{"field": "topic", "hint": t("composeBoxTopicHintText"), "text": topic}]
        items = (
            *shown,
            *(fields if topic is not None else []),
            {"field": "content", "hint": hint, "text": text},
            *attach,
            send,
        )
        return {"behind": behind, "items": items}

    def sent(screen: dict[str, Any]) -> dict[str, Any]:
        return popup("send", where, screen["behind"], None, None, [], screen["items"],
                     ((t("composeBoxSendTooltip"), True),))  # fmt: skip

    topic_hint = t("composeBoxChannelContentHint", PAGE)
    in_topic = page(PAGE, topic_hint, "Shipping v3 to the printer on Friday.",
                    shown=({"text": ALICE}, {"text": THEIRS}))  # fmt: skip
    in_channel = page(f"#{CHANNEL}", topic_hint, "Any objections to the new palette?", TOPIC)
    dm = page(t("dmsWithOthersPageTitle", ALICE), t("composeBoxDmContentHint", ALICE),
              "Can you review the logo before lunch?")  # fmt: skip
    group = page(t("dmsWithOthersPageTitle", f"{ALICE}, {BO}"),
                 t("composeBoxGroupDmContentHint"), "Call at 3?")  # fmt: skip
    upload = page(PAGE, topic_hint, "Final files: [logo-v3.pdf](/user_uploads/2/ab/logo-v3.pdf)")
    quote = page(
        PAGE,
        topic_hint,
        f"@_**{ALICE}|12** [said](#narrow/near/4321):\n```quote\n{THEIRS}\n```\nAgreed!",
    )
    unsubscribed = (
        {"text": t("composeBoxBannerLabelUnsubscribed")},
        {"button": t("composeBoxBannerButtonRefresh")},
        {"button": t("composeBoxBannerButtonSubscribe")},
        *in_topic["items"],
    )
    editing = (
        {"text": ME}, {"text": MINE},
        {"text": t("composeBoxBannerLabelEditMessage")},
        {"button": t("composeBoxBannerButtonCancel")},
        {"button": t("composeBoxBannerButtonSave")},
        {"field": "content", "text": "Draft v4 of the logo is up, feedback welcome."},
    )  # fmt: skip

    def discard(category: str, message: str, cancel: bool | None, ok: bool | None) -> dict:
        buttons = [(t("dialogCancel"), cancel),
                   (t("discardDraftConfirmationDialogConfirmButton"), ok)]  # fmt: skip
        return popup(
            category,
            "zulip compose_box.dart _abortBecauseContentInputNotEmpty",
            PAGE,
            t("discardDraftConfirmationDialogTitle"),
            t(message),
            buttons,
        )

    mark = {"button": t("markAllAsReadLabel")}
    return [
        sent(in_topic),
        sent(in_channel),
        sent(dm),
        sent(group),
        sent(upload),
        sent(quote),
        popup("opens-prompt", where, PAGE, None, None, [], in_topic["items"],
              ((t("composeBoxAttachFilesTooltip"), False),
               (t("composeBoxAttachFromCameraTooltip"), False))),
        popup("reversible", "zulip compose_box.dart _UnsubscribedChannelBannerTrailing", PAGE,
              None, None, [], unsubscribed, ((t("composeBoxBannerButtonSubscribe"), False),)),
        popup("reversible", "zulip compose_box.dart _EditMessageBanner", PAGE, None, None, [],
              editing, ((t("composeBoxBannerButtonSave"), False),)),
        discard("discard", "discardDraftForEditConfirmationDialogMessage", None, True),
        discard("discard", "discardDraftForOutboxConfirmationDialogMessage", None, True),
        discard("harmless", "discardDraftForEditConfirmationDialogMessage", False, None),
        popup("reversible", "zulip message_list.dart MarkAsReadWidget", PAGE, None, None, [],
              ({"text": ALICE}, {"text": THEIRS}, mark), ((t("markAllAsReadLabel"), False),)),
        popup("opens-prompt", "zulip message_list.dart MarkAsReadWidget",
              t("combinedFeedPageTitle"), None, None, [],
              ({"text": f"#{CHANNEL} > {TOPIC}"}, {"text": ALICE}, {"text": THEIRS}, mark),
              ((t("markAllAsReadLabel"), False),)),
    ]  # fmt: skip
