"""Namida's YouTube screens (``com.msob7y.namida``: a video's page in the player, its comments
written, edited, answered and deleted with the user's YouTube account, the channel's
subscription, the YouTube accounts signed in, the membership that unlocks them, bought on
Patreon or claimed with a coupon, and the videos downloaded to the device). Video, channel,
account and file names, handles, comments, codes and sizes are the same in every language.

Read from the code (``lib/youtube/`` unless named): ``youtube_miniplayer.dart`` (the video's
page: the like count, Dislike, Share, Refresh, Download, which opens the download sheet, and
Save, which opens the playlists sheet; the channel's subscribers and its subscribe button;
Comments); ``widgets/yt_subscribe_buttons.dart`` (Subscribed asks "Confirm: Unsubscribe?",
whose UNSUBSCRIBE calls ``YoutiPie.channelAction.changeSubscribeStatus``; Subscribe brings the
subscription back); ``widgets/yt_comment_card.dart`` (a comment's menu: Copy, "Go to channel",
and on the user's own comment Edit and Delete, then Reply); ``yt_utils.comments.dart``
(``createComment``, ``createReply`` and ``editComment`` open a sheet whose Add posts the comment
or the reply to the video with ``commentAction.createComment`` and ``createReply`` and whose
Save changes the comment's words with ``editComment``; ``_confirmRemoveCommentOrReply``, whose
DELETE calls ``commentAction.deleteComment``); ``pages/user/youtube_account_manage_page.dart``
(the accounts: the active one's icon "Sign out" asks 'Sign out from "…"?', whose SIGN OUT
calls ``YoutubeAccountController.setAccountAnonymous`` and keeps the account in the list, one
tap on it making it active again; another account's icon Remove asks 'Remove: "…"?', whose
REMOVE calls ``YoutubeAccountController.signOut``, dropping the account's sign-in);
``pages/user/youtube_manage_subscription_page.dart`` (the membership: the Patreon account's
"Sign out" icon calls ``signOutPatreon`` at once, deleting the Patreon sign-in; the coupon's
Check and Claim, Claim calling ``claimSupabase``, which claims the code for this device on the
membership server, ``controller/youtube_account_controller.dart``);
``pages/yt_downloads_page.dart`` and ``widgets/yt_download_task_item_card.dart`` (a downloaded
file's chips Restart, Delete, Rename, Edit and Info, each known by its words and its tooltip;
Delete asks "Remove: <file> ?" with DELETE, Cancel and REMOVE, DELETE deleting the file from
the device with ``cancelDownloadTask(delete: true)``).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, menu, on, page, sheet, upper

VIDEO, CHANNEL = "Tiny Desk Concert", "NPR Music"
"""The video playing."""
USER, HANDLE, SECOND = "Mira Okafor", "@miraokafor", "Mira Plays"
"""The active YouTube account and a second one."""
OTHER = "@jonas.k"
"""The author of a comment the user answers."""
MINE = "Best live version of this song."
FILE = "Tiny Desk Concert.m4a"
LIST = "Late Night"
"""A YouTube playlist the user made in the app."""


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of Namida's YouTube part, in the language of ``t``."""
    return [*_video(t), *_comments(t), *_accounts(t), *_downloads(t)]


def _video(t: Any) -> list[dict[str, Any]]:
    video = page(VIDEO, [
        {"text": VIDEO}, {"button": "834"}, {"button": t("dislike")}, {"button": t("share")},
        {"button": t("refresh")}, {"button": t("download")}, {"button": t("save")},
        {"text": CHANNEL}, {"text": t("countSubscribersShort", 824)},
        {"button": t("subscribed")}, {"text": t("comments")},
        {"row": OTHER, "secondary": "That drum fill at 3:12!"},
    ])  # fmt: skip
    return [
        on("opens-prompt", "namida YoutubeMiniplayer", video,
           [(t("subscribed"), False), (t("download"), False), (t("save"), False)]),
        confirm("reversible", "namida YTSubscribeButton (unsubscribe)", VIDEO,
                f"{t('confirm')}: {t('unsubscribe')}?",
                [(t("cancel"), False), (upper(t("unsubscribe")), False)], title=t("warning")),
    ]  # fmt: skip


def _comments(t: Any) -> list[dict[str, Any]]:
    entries = [t("copy"), t("goToChannel"), t("edit"), t("delete"), t("reply")]
    comment = {"field": "comment", "hint": t("comment"), "text": "That drum fill at 3:12!"}
    reply = {"field": "reply", "hint": t("reply"), "text": f"{OTHER} the encore too"}
    edited = {"field": "comment", "hint": t("comment"), "text": "Best live set of the year."}
    return [
        menu("opens-prompt", "namida YTCommentCard (own comment menu)", VIDEO, entries,
             [(t("delete"), False), (t("reply"), False)]),
        confirm("delete", "namida YTUtils.comments (delete comment)", VIDEO, USER,
                [(t("cancel"), False), (upper(t("delete")), True)], ({"text": MINE},),
                title=t("warning")),
        sheet("publish", "namida YTUtils.comments (create comment)", VIDEO, USER,
              f"-> {VIDEO}", comment, [(t("cancel"), False), (t("add"), True)]),
        sheet("publish", "namida YTUtils.comments (create reply)", VIDEO, USER, f"-> {OTHER}",
              reply, [(t("cancel"), None), (t("add"), True)]),
        sheet("reversible", "namida YTUtils.comments (edit comment)", VIDEO, USER, None, edited,
              [(t("cancel"), None), (t("save"), False)]),
    ]  # fmt: skip


def _accounts(t: Any) -> list[dict[str, Any]]:
    title, warning = t("manageYourAccounts"), t("warning")
    accounts = page(title, [
        {"row": t("membershipManage")}, {"text": f"Pookie - {USER}"},
        {"row": USER, "secondary": HANDLE}, {"icon": t("signOut")},
        {"row": SECOND, "secondary": "@miraplays"}, {"icon": t("remove")},
        {"button": t("addAccount")},
    ])  # fmt: skip
    membership = page(t("membershipManage"), [
        {"text": f"Pookie - {USER}"}, {"text": "Patreon"}, {"text": "pookie"},
        {"row": USER}, {"icon": t("signOut")},
        {"text": t("coupon")}, {"text": "?"},
        {"field": "code", "hint": t("membershipCodeSentToEmail"), "text": "4F7Q-92KD-XM3A"},
        {"field": "email", "hint": t("email"), "text": "mira.okafor@example.com"},
        {"button": t("check")}, {"button": t("claim")},
    ])  # fmt: skip
    return [
        on("opens-prompt", "namida YoutubeAccountManagePage", accounts,
           [(t("signOut"), False), (t("remove"), False)]),
        confirm("reversible", "namida YoutubeAccountManagePage (sign out, active account)",
                title, t("signOutFromName", f'"{USER}"') + "?",
                [(t("cancel"), False), (upper(t("signOut")), False)], title=warning),
        confirm("sign-out", "namida YoutubeAccountManagePage (remove account)", title,
                f'{t("remove")}: "{SECOND}"?',
                [(t("cancel"), False), (upper(t("remove")), True)], title=warning),
        on("sign-out", "namida YoutubeManageSubscriptionPage (Patreon)", membership,
           [(t("signOut"), True)]),
        on("redeem", "namida YoutubeManageSubscriptionPage (coupon)", membership,
           [(t("claim"), True)]),
    ]  # fmt: skip


def _downloads(t: Any) -> list[dict[str, Any]]:
    title = t("downloads")
    downloads = page(title, [
        {"button": t("all")}, {"button": t("ongoing")}, {"button": t("finished")},
        {"text": "2"}, {"text": t("defaultLabel")},
        {"text": FILE}, {"text": "128 kb/s - 4.2 MB"},
        {"button": t("restart")}, {"button": f"{t('delete')} (4.2 MB)", "desc": t("delete")},
        {"button": t("rename")}, {"button": t("edit")}, {"button": t("info")},
    ])  # fmt: skip
    playlist = [t("share"), t("renamePlaylist"), t("deletePlaylist")]
    return [
        on("opens-prompt", "namida YTDownloadTaskItemCard", downloads, [(t("delete"), False)]),
        menu("opens-prompt", "namida YTNormalPlaylistSubpage (menu)", LIST, playlist,
             [(t("deletePlaylist"), False)]),
        confirm("delete", "namida YoutubePlaylist.promptDelete", LIST, f"{t('delete')}: {LIST}?",
                [(t("cancel"), False), (upper(t("delete")), True)], title=t("warning")),
    ]  # fmt: skip
