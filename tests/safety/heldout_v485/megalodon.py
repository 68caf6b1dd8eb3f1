"""Megalodon's screens (``org.joinmastodon.android.sk``, a Mastodon client: posts published,
edited, deleted and re-drafted, pinned, boosted, favourited and bookmarked, polls voted in,
drafts saved and deleted, accounts followed, muted, blocked and reported, followers
removed, domains blocked, personal notes deleted, follow requests answered, notifications
marked read and cleared, lists and filters edited and deleted, recent searches cleared,
caches cleared, accounts logged out), strings from ``mastodon/src/main/res/values*/
strings.xml`` and ``strings_sk.xml``. The account, post, list, filter and hashtag names on the
screens are the same in every language.

Read from the code (``mastodon/src/main/java/org/joinmastodon/android``):
``ui/utils/UiUtils.java`` (``showConfirmationAlert``, an ``AlertDialog`` with the action's
positive button and the app's Cancel; ``confirmDeletePost`` with "Delete post" or "Delete and
re-draft Post", which call ``DeleteStatus``; ``confirmDeleteScheduledPost`` with "Delete
draft", which deletes the unsent post on the server; ``confirmPinPost``;
``confirmToggleBlockUser`` with "Block Account" or "Unblock Account", which call
``SetAccountBlocked``; ``confirmSoftBlockUser``, "Remove as follower", which blocks and at
once unblocks the account so that its follow is gone; ``confirmToggleBlockDomain`` with
"Block Domain"; ``confirmToggleMuteUser`` with "Mute Account", its duration button and Mute;
``confirmDeleteNotification`` with "Clear all notifications" and Delete all, which call
``DismissNotification``; ``confirmDeleteList``; ``performAccountAction``, whose unfollow
asks "Unfollow @alice@fosstodon.org?" while "Ask before unfollowing someone" is on;
``handleFollowRequest``, which authorizes or rejects a follow request);
``ui/displayitems/HeaderStatusDisplayItem.java`` and ``res/menu/post.xml`` (a post's "More
options" menu: for one's own post Edit, Delete, "Delete and re-draft", "Pin to profile",
"Copy link to post" and "Open in browser"; for another's post "Mute @alice", "Block @alice"
(shown while one does not follow them), "Report @alice" and "Follow @alice", which follows at
once; for an unsent post Edit and Delete); ``ui/displayitems/FooterStatusDisplayItem.java``
and ``res/layout/display_item_footer.xml`` (the footer's ``reply_btn``, ``boost_btn``,
``favorite_btn``, ``bookmark_btn`` and ``share_btn``, known by their ids and counts; with
"Ask before boosting" on, the boost button opens the boost menu of
``res/layout/item_boost_menu.xml``, whose Public, Unlisted and "Followers only" boost the
post with that visibility and whose "Undo boost" takes a boost back);
``ui/displayitems/PollFooterStatusDisplayItem.java`` and ``res/layout/display_item_poll_footer
.xml`` (Vote, which sends the vote, and "Show results"); ``fragments/ComposeFragment.java``,
``res/layout/fragment_compose.xml`` and ``compose_action.xml`` (the text box, the bottom
bar's "Add media", "Add a poll", Emoji and "Content warning", the toolbar's language,
"Schedule or draft" and Publish buttons; Publish publishes the post; "Media missing alt text"
with Cancel and Post; "Save draft?" on leaving, with Discard, which drops the text, and Save,
which keeps it as a draft on the server; "Save draft?" when a draft is published, with
Publish and Save); ``res/menu/compose_more.xml`` (the "Schedule or draft" popup: "Schedule
post", "Mark as draft" and "Unsent posts"); ``fragments/ProfileFragment.java``,
``res/layout/fragment_profile.xml`` and ``res/menu/profile.xml`` (a profile's action button,
Follow Back for a follower one does not follow, and the overflow: "Add personal note" or
"Delete personal note", "Mute @alice", "Block @alice", "Remove as follower", shown for a
follower one does not follow, "Report @alice", "Block fosstodon.org", "Open in browser" and
"Share profile"; "Delete personal note about @alice@fosstodon.org?" with Cancel and Delete,
which saves an empty note); ``fragments/report/ReportReasonChoiceFragment.java`` and
``ReportCommentFragment.java`` with ``res/layout/fragment_report_comment.xml`` (the reasons,
then the comment page, whose "Forward to fosstodon.org" switch and Next button, which sends
the report through ``SendReport``); ``fragments/NotificationsFragment.java`` and
``res/menu/notifications.xml`` ("Follow requests", "Mark all as read" and "Clear all
notifications", shown when deleting notifications is enabled);
``fragments/FollowRequestsListFragment.java`` and ``res/layout/item_discover_account.xml``
(``accept_btn`` and ``reject_btn``); ``fragments/ListTimelineFragment.java`` and
``res/menu/list.xml`` ("Pin timeline", Edit, which opens "Edit list" with Cancel and Save,
and Delete, which opens "Delete list" with Cancel and Delete, calling ``DeleteList``);
``fragments/HashtagTimelineFragment.java`` and ``res/menu/hashtag_timeline.xml`` ("Pin
timeline" and "Follow #trains"); ``fragments/settings/EditFilterFragment.java`` (Duration,
"Muted words", "Mute from", "Show with content warning", "Delete filter", which opens
"Delete filter “Spoilers”?" with Cancel and Delete, calling the API at once, and the Save
icon of ``res/menu/settings_edit_filter.xml``); ``fragments/settings/FilterWordsFragment
.java`` ("Delete word “finale”?" with Cancel and Delete, which only takes the word out of
the filter being edited); ``fragments/discover/SearchQueryFragment.java`` (the Recents
header's "Clear all", which clears the recent searches at once);
``fragments/settings/SettingsMainFragment.java`` (the settings rows and "Log out", which
asks "Log out of @sam@mastodon.social?" with Cancel and Log out; ``AccountSession.logOut``
revokes the token and ``AccountSessionManager.removeAccount`` deletes the account's local
database and preferences); ``fragments/settings/SettingsBehaviorFragment.java``,
``SettingsPrivacyFragment.java`` and ``SettingsAboutAppFragment.java`` (their switches and
rows; "Clear media cache" and "Clear home timeline cache" clear at once).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.joinmastodon.android.sk:id/"
ALICE, SHORT, ACCT, DOMAIN = "Alice Martin", "@alice", "@alice@fosstodon.org", "fosstodon.org"
SELF, SERVER = "@sam@mastodon.social", "mastodon.social"
POST = "The 8:15 train is cancelled again today."
OWN = "New bike lanes open on Main Street this weekend!"
TEXT = "Who else is riding to the market on Saturday?"
COMMENT = "Spam links in replies."
LIST, FILTER, WORD, TAG = "Transit news", "Spoilers", "finale", "#trains"

Screen = dict[str, Any]


def screens(t: Any) -> list[Screen]:
    return (
        own_post(t)
        + others_post(t)
        + footer(t)
        + compose(t)
        + profile(t)
        + report(t)
        + notifications(t)
        + lists_and_filters(t)
        + settings(t)
    )


def timeline(
    t: Any, text: str = POST, name: str = ALICE, user: str = SHORT, boosted: bool = False
) -> Screen:
    """The home timeline with one post: its header, text and footer."""
    items: list[dict[str, Any]] = [
        {"text": name, "rid": f"{ID}name"},
        {"text": user, "rid": f"{ID}username"},
        {"icon": t("more_options"), "rid": f"{ID}more"},
        {"text": text, "rid": f"{ID}text"},
        {"button": "2", "rid": f"{ID}reply_btn"},
        {"button": "6" if boosted else "5", "rid": f"{ID}boost_btn"},
        {"button": "14", "rid": f"{ID}favorite_btn"},
        {"button": "", "rid": f"{ID}bookmark_btn"},
        {"button": "", "rid": f"{ID}share_btn"},
    ]
    return page(t("sk_app_name"), items)


def own_post(t: Any) -> list[Screen]:
    where = "megalodon HeaderStatusDisplayItem (own post, post.xml)"
    rows = [
        t(k)
        for k in (
            "edit",
            "delete",
            "sk_delete_and_redraft",
            "sk_pin_post",
            "sk_copy_link_to_post",
            "open_in_browser",
        )
    ]
    behind = t("sk_app_name")
    cancel = t("cancel")
    delete = (t("confirm_delete_title"), t("confirm_delete"))
    redraft = (t("sk_confirm_delete_and_redraft_title"), t("sk_confirm_delete_and_redraft"))
    pin = (t("sk_confirm_pin_post_title"), t("sk_confirm_pin_post"))
    drafts = t("sk_unsent_posts")
    draft_rows = [t("edit"), t("delete")]
    return [
        menu("opens-prompt", where, behind, rows, [(t("delete"), False)]),
        alert(
            "delete",
            "megalodon UiUtils.confirmDeletePost",
            behind,
            *delete,
            (cancel, None),
            (t("delete"), True),
        ),
        alert(
            "harmless",
            "megalodon UiUtils.confirmDeletePost",
            behind,
            *delete,
            (cancel, False),
            (t("delete"), None),
        ),
        alert(
            "delete",
            "megalodon UiUtils.confirmDeletePost (re-draft)",
            behind,
            *redraft,
            (cancel, None),
            (t("sk_delete_and_redraft"), True),
        ),
        alert(
            "reversible",
            "megalodon UiUtils.confirmPinPost",
            behind,
            *pin,
            (cancel, None),
            (t("sk_pin_post"), False),
        ),
        menu(
            "opens-prompt",
            "megalodon HeaderStatusDisplayItem (unsent post, post.xml)",
            drafts,
            draft_rows,
            [(t("delete"), False)],
        ),
        alert(
            "delete",
            "megalodon UiUtils.confirmDeleteScheduledPost",
            drafts,
            t("sk_confirm_delete_draft_title"),
            t("sk_confirm_delete_draft"),
            (cancel, None),
            (t("delete"), True),
        ),
    ]


def others_post(t: Any) -> list[Screen]:
    where = "megalodon HeaderStatusDisplayItem (another's post, post.xml)"
    rows = [
        t("follow_user", SHORT),
        t("mute_user", SHORT),
        t("block_user", SHORT),
        t("report_user", SHORT),
        t("sk_copy_link_to_post"),
        t("open_in_browser"),
    ]
    behind = t("sk_app_name")
    cancel = t("cancel")
    duration = (
        {"text": t("confirm_mute", ALICE), "rid": f"{ID}message"},
        {"text": t("sk_mute_label"), "rid": f"{ID}text"},
        {"button": t("sk_duration_indefinite"), "rid": f"{ID}button"},
    )
    block = (t("confirm_block_title"), t("confirm_block", ALICE))
    return [
        menu(
            "opens-prompt",
            where,
            behind,
            rows,
            [(t("mute_user", SHORT), False), (t("block_user", SHORT), False)],
        ),
        menu("reversible", where, behind, rows, [(t("follow_user", SHORT), False)]),
        alert(
            "reversible",
            "megalodon UiUtils.confirmToggleMuteUser",
            behind,
            t("confirm_mute_title"),
            None,
            (cancel, None),
            (t("do_mute"), False),
            duration,
        ),
        alert(
            "revoke",
            "megalodon UiUtils.confirmToggleBlockUser",
            behind,
            *block,
            (cancel, None),
            (t("do_block"), True),
        ),
        alert(
            "harmless",
            "megalodon UiUtils.confirmToggleBlockUser",
            behind,
            *block,
            (cancel, False),
            (t("do_block"), None),
        ),
        alert(
            "reversible",
            "megalodon UiUtils.confirmToggleBlockUser (unblock)",
            behind,
            t("confirm_unblock_title"),
            t("confirm_unblock", ALICE),
            (cancel, None),
            (t("do_unblock"), False),
        ),
        alert(
            "reversible",
            "megalodon UiUtils.performAccountAction (unfollow)",
            ALICE,
            None,
            t("unfollow_confirmation", ACCT),
            (cancel, None),
            (t("unfollow"), False),
        ),
    ]


def footer(t: Any) -> list[Screen]:
    where = "megalodon FooterStatusDisplayItem"
    home = timeline(t)
    boosts = "megalodon FooterStatusDisplayItem (boost menu, item_boost_menu)"
    boost_menu = page(
        t("sk_app_name"),
        [
            {"text": t("sk_reblog_with_visibility"), "rid": f"{ID}reblog_header"},
            {"button": t("visibility_public"), "rid": f"{ID}vis_public"},
            {"button": t("sk_visibility_unlisted"), "rid": f"{ID}vis_unlisted"},
            {"button": t("visibility_followers_only"), "rid": f"{ID}vis_followers"},
            {"button": t("sk_quote_post"), "rid": f"{ID}quote"},
        ],
    )
    undo = page(
        t("sk_app_name"),
        [
            {"button": t("sk_undo_reblog"), "rid": f"{ID}delete_reblog"},
            {"button": t("sk_quote_post"), "rid": f"{ID}quote"},
        ],
    )
    poll = page(
        t("sk_app_name"),
        [
            {"text": ALICE, "rid": f"{ID}name"},
            {"text": "Which line should run all night?", "rid": f"{ID}text"},
            {"radio": "Line 4", "checked": True},
            {"radio": "Line 9", "checked": False},
            {"button": t("sk_poll_show_results"), "rid": f"{ID}results_btn"},
            {"button": t("action_vote"), "rid": f"{ID}vote_btn"},
        ],
    )
    return [
        entry("reversible", where, home, [("favorite_btn", False)]),
        entry("opens-prompt", f"{where} (ask before boosting)", home, [("boost_btn", False)]),
        entry("send", boosts, boost_menu, [(t("visibility_public"), True)]),
        entry("reversible", f"{boosts} (boosted)", undo, [(t("sk_undo_reblog"), False)]),
        entry("vote", "megalodon PollFooterStatusDisplayItem", poll, [(t("action_vote"), True)]),
    ]


def editor(t: Any, text: str = TEXT, photo: bool = False) -> Screen:
    """The compose page: the author, the visibility button, the text box (with a photo
    attached), the bottom bar and the toolbar's buttons."""
    items: list[dict[str, Any]] = [
        {"text": "Sam", "rid": f"{ID}self_name"},
        {"text": SELF, "rid": f"{ID}self_username"},
        {"button": t("visibility_public"), "rid": f"{ID}btn_visibility"},
        {"field": f"{ID}toot_text", "hint": t("compose_hint"), "text": text},
    ]
    if photo:
        items.append({"text": "market.jpg", "rid": f"{ID}title"})
    items += [
        {"icon": t("add_media"), "rid": f"{ID}btn_media"},
        {"icon": t("add_poll"), "rid": f"{ID}btn_poll"},
        {"icon": t("emoji"), "rid": f"{ID}btn_emoji"},
        {"icon": t("content_warning"), "rid": f"{ID}btn_spoiler"},
        {"button": "English", "rid": f"{ID}language_btn", "desc": t("sk_post_language", "English")},
        {"icon": t("sk_schedule_or_draft"), "rid": f"{ID}drafts_btn"},
        {"button": t("publish"), "rid": f"{ID}publish_btn"},
    ]
    return {"title": None, "items": items}


def compose(t: Any) -> list[Screen]:
    where = "megalodon ComposeFragment"
    page_ = editor(t)
    publish = t("publish") if t("publish") != t("visibility_public") else "publish_btn"
    cancel = t("cancel")
    more = [t("sk_schedule_post"), t("sk_mark_as_draft"), t("sk_unsent_posts")]
    # The message counts the pictures in words ("One of your images is missing alt text").
    missing = t("alt_text_reminder_x_images#1").replace("1", t("count_one"), 1)
    alt = (t("alt_text_reminder_title"), missing)
    return [
        # Japanese calls the Publish button and the Public visibility both 公開: by its id.
        entry("send", where, page_, [(publish, True)]),
        entry("reversible", where, page_, [(t("add_poll"), False)]),
        menu("reversible", f"{where} (compose_more)", "", more, [(t("sk_mark_as_draft"), False)]),
        alert(
            "send",
            f"{where} (alt text reminder)",
            "",
            *alt,
            (cancel, None),
            (t("alt_text_reminder_post_anyway"), True),
        ),
        alert(
            "delete",
            f"{where} (leaving)",
            "",
            t("sk_confirm_save_draft"),
            None,
            (t("discard"), True),
            (t("save"), None),
        ),
        alert(
            "reversible",
            f"{where} (leaving)",
            "",
            t("sk_confirm_save_draft"),
            None,
            (t("discard"), None),
            (t("save"), False),
        ),
        alert(
            "send",
            f"{where} (publishing a draft)",
            "",
            t("sk_save_draft"),
            t("sk_save_draft_message"),
            (t("publish"), True),
            (t("save"), None),
        ),
        alert(
            "reversible",
            f"{where} (publishing a draft)",
            "",
            t("sk_save_draft"),
            t("sk_save_draft_message"),
            (t("publish"), None),
            (t("save"), False),
        ),
    ]


def profile(t: Any) -> list[Screen]:
    where = "megalodon ProfileFragment (profile.xml)"
    page_ = page(
        ALICE,
        [
            {"text": t("follows_you"), "rid": f"{ID}follows_you"},
            {"icon": t("profile_picture"), "rid": f"{ID}avatar"},
            {"button": t("follow_back"), "rid": f"{ID}profile_action_btn"},
            {"text": ALICE, "rid": f"{ID}name"},
            {"text": ACCT, "rid": f"{ID}username"},
            {"text": "Commuter, cyclist, map nerd.", "rid": f"{ID}bio"},
        ],
    )
    rows = [
        t("sk_add_note"),
        t("mute_user", SHORT),
        t("block_user", SHORT),
        t("sk_remove_follower"),
        t("report_user", SHORT),
        t("block_domain", DOMAIN),
        t("open_in_browser"),
        t("share_user"),
    ]
    cancel = t("cancel")
    follower = (t("sk_remove_follower"), t("sk_remove_follower_confirm", ALICE))
    noted = [t("sk_delete_note"), *rows[1:]]
    return [
        entry("reversible", where, page_, [(t("follow_back"), False)]),
        menu(
            "opens-prompt",
            where,
            ALICE,
            rows,
            [(t("sk_remove_follower"), False), (t("block_domain", DOMAIN), False)],
        ),
        alert(
            "revoke",
            "megalodon UiUtils.confirmSoftBlockUser",
            ALICE,
            *follower,
            (cancel, None),
            (t("sk_do_remove_follower"), True),
        ),
        alert(
            "harmless",
            "megalodon UiUtils.confirmSoftBlockUser",
            ALICE,
            *follower,
            (cancel, False),
            (t("sk_do_remove_follower"), None),
        ),
        alert(
            "revoke",
            "megalodon UiUtils.confirmToggleBlockDomain",
            ALICE,
            t("confirm_block_domain_title"),
            t("confirm_block", DOMAIN),
            (cancel, None),
            (t("do_block"), True),
        ),
        menu(
            "opens-prompt", f"{where} (with a note)", ALICE, noted, [(t("sk_delete_note"), False)]
        ),
        alert(
            "delete",
            "megalodon ProfileFragment (delete personal note)",
            ALICE,
            None,
            t("sk_private_note_confirm_delete", ACCT),
            (cancel, None),
            (t("delete"), True),
        ),
    ]


def report(t: Any) -> list[Screen]:
    title = t("report_title", ACCT[1:])
    reasons = page(
        title,
        [
            {"text": t("report_choose_reason_account", ACCT[1:]), "rid": f"{ID}title"},
            {
                "radio": t("report_reason_personal"),
                "secondary": t("report_reason_personal_subtitle"),
            },
            {"radio": t("report_reason_spam"), "secondary": t("report_reason_spam_subtitle")},
            {
                "radio": t("report_reason_violation"),
                "secondary": t("report_reason_violation_subtitle"),
            },
            {"radio": t("report_reason_other"), "secondary": t("report_reason_other_subtitle")},
            {"button": t("next"), "rid": f"{ID}btn_next"},
        ],
    )
    comment = page(
        title,
        [
            {"text": t("report_comment_title"), "rid": f"{ID}title"},
            {"field": f"{ID}text", "hint": t("report_comment_hint"), "text": COMMENT},
            {
                "switch": t("forward_report_to_server", DOMAIN),
                "rid": f"{ID}forward_switch",
                "checked": False,
            },
            {"text": t("forward_report_explanation")},
            {"button": t("next"), "rid": f"{ID}btn_next"},
        ],
    )
    return [
        entry(
            "harmless",
            "megalodon ReportReasonChoiceFragment",
            reasons,
            [(t("report_reason_spam"), False)],
        ),
        entry("send", "megalodon ReportCommentFragment", comment, [(t("next"), True)]),
        entry(
            "reversible",
            "megalodon ReportCommentFragment",
            comment,
            [(t("forward_report_to_server", DOMAIN), False)],
        ),
    ]


def notifications(t: Any) -> list[Screen]:
    where = "megalodon NotificationsFragment (notifications.xml)"
    behind = t("notifications")
    rows = [
        t("sk_follow_requests"),
        t("mark_all_notifications_read"),
        t("sk_clear_all_notifications"),
    ]
    clear = (t("sk_clear_all_notifications"), t("sk_clear_all_notifications_confirm"))
    cancel = t("cancel")
    requests = page(
        t("sk_follow_requests"),
        [
            {"text": "Bob Lee", "rid": f"{ID}name"},
            {"text": "@bob@mastodon.online", "rid": f"{ID}username"},
            {"icon": t("sk_reject_follow_request"), "rid": f"{ID}reject_btn"},
            {"icon": t("sk_accept_follow_request"), "rid": f"{ID}accept_btn"},
        ],
    )
    recents = page(
        t("sk_search_fediverse"),
        [
            {"text": t("recent_searches"), "rid": f"{ID}title"},
            {"button": t("clear_all"), "rid": f"{ID}action_btn"},
            {"list": [{"row": TAG}, {"row": "@bob@mastodon.online"}]},
        ],
    )
    return [
        menu("reversible", where, behind, rows, [(t("mark_all_notifications_read"), False)]),
        menu("opens-prompt", where, behind, rows, [(t("sk_clear_all_notifications"), False)]),
        alert(
            "delete",
            "megalodon UiUtils.confirmDeleteNotification (all)",
            behind,
            *clear,
            (cancel, None),
            (t("sk_clear_all_notifications_confirm_action"), True),
        ),
        alert(
            "harmless",
            "megalodon UiUtils.confirmDeleteNotification (all)",
            behind,
            *clear,
            (cancel, False),
            (t("sk_clear_all_notifications_confirm_action"), None),
        ),
        entry(
            "reversible",
            "megalodon FollowRequestsListFragment",
            requests,
            [(t("sk_accept_follow_request"), False)],
        ),
        entry(
            "revoke",
            "megalodon FollowRequestsListFragment",
            requests,
            [(t("sk_reject_follow_request"), True)],
        ),
        entry(
            "delete",
            "megalodon SearchQueryFragment (recent searches)",
            recents,
            [(t("clear_all"), True)],
        ),
    ]


def lists_and_filters(t: Any) -> list[Screen]:
    where = "megalodon ListTimelineFragment (list.xml)"
    rows = [t("sk_pin_timeline"), t("edit"), t("delete")]
    cancel = t("cancel")
    tag_rows = [t("sk_pin_timeline"), t("follow_user", TAG)]
    edit_list = (
        {"field": f"{ID}input", "hint": t("sk_list_name_hint"), "text": LIST},
        {"text": t("sk_list_replies_policy"), "rid": f"{ID}text"},
        {"button": t("sk_list_replies_policy_list"), "rid": f"{ID}button"},
        {"switch": t("sk_list_exclusive_switch"), "rid": f"{ID}exclusive_checkbox"},
    )
    filter_page = page(
        t("settings_edit_filter"),
        [
            {"icon": t("save"), "rid": f"{ID}save"},
            {"field": f"{ID}edit", "hint": t("settings_filter_title"), "text": FILTER},
            {"row": t("settings_filter_duration"), "secondary": t("filter_duration_forever")},
            {"row": t("settings_filter_muted_words")},
            {"row": t("settings_filter_context")},
            {"switch": t("settings_filter_show_cw"), "checked": True},
            {"row": t("settings_delete_filter")},
        ],
    )
    return [
        menu("reversible", where, LIST, rows, [(t("sk_pin_timeline"), False)]),
        menu("opens-prompt", where, LIST, rows, [(t("delete"), False)]),
        alert(
            "delete",
            "megalodon UiUtils.confirmDeleteList",
            LIST,
            t("sk_delete_list"),
            t("sk_delete_list_confirm", LIST),
            (cancel, None),
            (t("delete"), True),
        ),
        alert(
            "reversible",
            "megalodon ListTimelineFragment (edit list)",
            LIST,
            t("sk_edit_list_title"),
            None,
            (cancel, None),
            (t("save"), False),
            edit_list,
        ),
        menu(
            "reversible",
            "megalodon HashtagTimelineFragment (hashtag_timeline.xml)",
            TAG,
            tag_rows,
            [(t("follow_user", TAG), False)],
        ),
        entry(
            "opens-prompt",
            "megalodon EditFilterFragment",
            filter_page,
            [(t("settings_delete_filter"), False)],
        ),
        entry("reversible", "megalodon EditFilterFragment", filter_page, [(t("save"), False)]),
        alert(
            "delete",
            "megalodon EditFilterFragment (delete filter)",
            t("settings_edit_filter"),
            t("settings_delete_filter_title", FILTER),
            t("settings_delete_filter_confirmation"),
            (cancel, None),
            (t("delete"), True),
        ),
        alert(
            "reversible",
            "megalodon FilterWordsFragment (delete word)",
            t("settings_filter_muted_words"),
            t("settings_delete_filter_word", WORD),
            None,
            (cancel, None),
            (t("delete"), False),
        ),
    ]


def settings(t: Any) -> list[Screen]:
    main = page(
        t("settings"),
        [
            {"text": SELF},
            {
                "list": [
                    {"row": t("settings_behavior")},
                    {"row": t("settings_display")},
                    {"row": t("settings_privacy")},
                    {"row": t("settings_filters")},
                    {"row": t("settings_notifications")},
                    {"row": t("sk_settings_instance")},
                    {"row": t("about_app", t("sk_app_name"))},
                    {"row": t("manage_accounts")},
                    {"row": t("log_out")},
                ]
            },
        ],
    )
    behavior = page(
        t("settings_behavior"),
        [
            {"row": t("default_post_language"), "secondary": "English"},
            {"switch": t("settings_alt_text_reminders"), "checked": True},
            {"switch": t("settings_gif"), "checked": True},
            {"switch": t("settings_custom_tabs"), "checked": True},
            {"switch": t("settings_confirm_unfollow"), "checked": True},
            {"switch": t("settings_confirm_boost"), "checked": False},
            {"switch": t("settings_confirm_delete_post"), "checked": True},
        ],
    )
    about = page(
        t("about_app", t("sk_app_name")),
        [
            {"row": t("sk_settings_donate")},
            {"row": t("sk_settings_contribute")},
            {"row": t("settings_tos")},
            {"row": t("settings_privacy_policy")},
            {"row": t("settings_clear_cache")},
            {"row": t("sk_settings_clear_timeline_cache"), "secondary": SERVER},
        ],
    )
    privacy = page(
        t("settings_privacy"),
        [
            {"row": t("sk_settings_default_visibility"), "secondary": t("visibility_public")},
            {"switch": t("sk_settings_lock_account"), "checked": False},
            {"switch": t("settings_discoverable"), "checked": True},
            {"switch": t("settings_indexable"), "checked": True},
        ],
    )
    where = "megalodon SettingsMainFragment"
    return [
        entry("opens-prompt", where, main, [(t("log_out"), False)]),
        entry("harmless", where, main, [(t("settings_behavior"), False)]),
        alert(
            "revoke",
            f"{where} (log out)",
            t("settings"),
            None,
            t("confirm_log_out", SELF),
            (t("cancel"), None),
            (t("log_out"), True),
        ),
        alert(
            "harmless",
            f"{where} (log out)",
            t("settings"),
            None,
            t("confirm_log_out", SELF),
            (t("cancel"), False),
            (t("log_out"), None),
        ),
        entry(
            "reversible",
            "megalodon SettingsBehaviorFragment",
            behavior,
            [(t("settings_confirm_delete_post"), False)],
        ),
        entry(
            "harmless",
            "megalodon SettingsAboutAppFragment",
            about,
            [(t("settings_clear_cache"), False)],
        ),
        entry(
            "reversible",
            "megalodon SettingsPrivacyFragment",
            privacy,
            [(t("sk_settings_lock_account"), False)],
        ),
    ]
