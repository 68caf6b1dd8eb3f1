"""Talon's screens (``com.klinker.android.twitter_l``, a Twitter client: tweets, replies,
retweets and direct messages sent, tweets and messages deleted, tweets reported as spam,
drafts, queued and scheduled tweets kept or deleted, users followed, blocked, muted and added
to lists, lists created and deleted, saved searches and favourite users kept, the app's
databases trimmed, its settings backed up and restored, the account signed out), strings from
``app/src/main/res/values*/strings.xml`` and ``strings-l.xml``. The user, tweet, list and
message names on the screens are the same in every language.

Read from the code (``app/src/main/java/com/klinker/android/twitter_l``):
``utils/TweetButtonUtils.java`` and ``res/layout/tweet_expansion_buttons.xml`` (an opened
tweet's buttons, whose descriptions are written in English in the layout: Reply and Quote,
which open the compose screen, Like, which likes or unlikes at once, Retweet, which retweets
at once through ``retweetStatus``, Share and "Overflow Menu"; the Retweet button's long press
opens "Remove Retweet" with No and OK, which deletes the retweet, ``RemoveRetweet``);
``utils/ExpansionViewHelper.java`` (``setUpOverflow``: the ``PopupMenu`` of another user's
tweet, "Update Tweet", "Save for Later", "Copy Link", "Copy Tweet Text", "Open in Web",
"Translate Tweet" and "Mark as Spam", which opens "Are you sure you want to mark this tweet as
spam?" with Cancel and OK, whose ``MarkSpam`` reports the author through ``reportSpam``; the
menu of one's own tweet, whose "Delete Tweet" calls ``DeleteTweet``, ``destroyStatus``, at
once, with no dialog); ``activities/compose/Compose.java``, ``ComposeActivity.java`` and
``res/layout/compose_activity.xml`` (the compose screen: ``tweet_content``, ``gif``,
``attach``, ``location``, ``emoji``, the ``overflow_button`` and ``send_button``, which sends
the tweet; a tweet over the limit opens "Tweet too long!" with Pwiccer, which hands the text to
that app, "Split Tweet", which sends it as several tweets, and TwitLonger, which posts it
through ``TwitLongerHelper``; the overflow's "Save Draft", "View Drafts", "View Queued Tweets"
and "Schedule a Tweet"; the drafts list, whose first row "Delete all drafts" opens "Delete all
drafts?" with Cancel and OK, ``deleteAllDrafts``, and whose draft rows open "Apply?" with
"Delete Draft", ``deleteDraft``, and OK, which moves the draft into the compose box; a queued
tweet's "Keep Queued Tweet?" with "Delete Draft", ``deleteQueuedTweet``, and OK);
``activities/scheduled_tweets/ViewScheduledTweets.java`` and
``res/layout/scheduled_tweet_viewer.xml`` ("Add New Tweet", and a scheduled tweet's row, which
opens "Delete Tweet?" with Edit, which opens it in the editor, and OK, which cancels its alarm
and deletes it, ``deleteScheduledTweet``); ``activities/DirectMessageConversation.java`` and
``res/layout/dm_conversation.xml`` (``attach_button``, the message field and ``send_button``,
which sends the message through ``createMessage``); ``adapters/DMCursorAdapter.java`` (a
message's long press: "Delete Message?" with Cancel and Delete, ``destroyDirectMessageEvent``);
``adapters/DirectMessageListArrayAdapter.java`` (a conversation's long press: "Delete
Conversation?" with Cancel and Delete, which deletes each of its messages, ``DeleteConv``);
``activities/profile_viewer/ProfilePager.java``, ``res/menu/profile_activity.xml`` and
``res/layout/profile_stats_card.xml`` (another user's overflow: "Favorited User", "Block User",
which blocks at once through ``createBlock``, "Add to List", which opens the chooser of one's
lists where a row adds the user, ``createUserListMember``, "Send Direct Message", Mute, "Mute
Retweets", "Muffle User" and "Share Link", the mutes kept in the app's preferences; a blocked
user's "Unblock User"; ``follow_button``, which opens "Are you sure you want to unfollow this
user?" with Yes alone, ``destroyFriendship``; one's own "Change Profile Info", which opens
``res/layout/change_profile_info_dialog.xml`` with Cancel and Update, ``updateProfile``);
``adapters/ListsArrayAdapter.java`` and ``res/values/arrays.xml`` (a list's long press: the
items "Delete List", which calls ``destroyUserList`` at once, and "View Users");
``activities/drawer_activities/lists/ListsActivity.java`` and
``res/layout/create_list_dialog.xml`` (Cancel, Private and Public, each of the last two
creating the list); ``adapters/UserListMembersArrayAdapter.java`` ("Remove User" with No and
OK, ``destroyUserListMember``); ``adapters/SavedSearchArrayAdapter.java`` ("Delete Saved
Search" with No and OK, ``destroySavedSearch``); ``adapters/FavoriteUsersCursorAdapter.java``
("Removing Like?" with No and OK, which takes the user off the app's favourite users);
``activities/search/SearchPager.java`` and ``res/menu/search_activity.xml`` ("Save Search",
``createSavedSearch``); ``settings/PrefFragment.java`` with ``res/xml/settings_app_memory.xml``
(App Memory: "Clean Databases Now", which opens "Trim databases now?" with No and OK,
``IOUtils.trimDatabase``, "Delete Cache Now", which opens "Delete Cache?" with No and OK,
``IOUtils.trimCache``, "Clear Searches", which clears the search history at once, "Backup
Settings", which opens "Create new backup?" with No and OK, writing ``/Talon/backup.prefs``,
and "Restore Settings", which loads that file over the settings at once), with
``res/xml/settings_browser.xml`` ("Chrome Custom Tabs" with "Learn More", No and Yes, which
only set the default) and with ``res/xml/settings_mutes.xml`` ("Muted Users", whose list
unmutes the tapped user, and "Mute Expression" with ``res/layout/insert_regex_dialog.xml``);
``settings/PrefFragmentAdvanced.java`` ("Sync Friends Data" with No and OK, which downloads the
followed users); ``activities/drawer_activities/DrawerActivity.java``,
``res/menu/main_activity.xml`` and ``res/layout/main_drawer.xml`` (the timeline's overflow,
whose "Dismiss All" marks the notifications read, and the drawer's ``logoutButton``, which
calls ``logoutFromTwitter`` at once).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choices, entry, menu, page

ID = "com.klinker.android.twitter_l:id/"
ALICE, BOB = "Alice Martin", "Bob Lee"
HANDLE, ME = "@alicem", "@samdupont"
TWEET = "Train delayed again, see you at 7 at the station"
LONG = "Thread on the new bike lanes: " + "they are wider, safer and finally connected. " * 6
DRAFT, DRAFT2 = "Which trains run on Sunday?", "Great talk today"
MESSAGE = "Are you coming tonight?"
LISTS = ("Friends", "Tech news")


def screens(t: Any) -> list[dict[str, Any]]:
    return tweets(t) + compose(t) + messages(t) + profiles(t) + lists(t) + settings(t)


def tweet_page(t: Any) -> dict[str, Any]:
    """An opened tweet of Alice's: its text and the expansion's buttons, whose descriptions
    the layout writes in English."""
    buttons = (("compose_button", "Reply"), ("like_button", "Like"),
               ("retweet_button", "Retweet"), ("quote_button", "Quote"),
               ("share_button", "Share"), ("overflow_button", "Overflow Menu"))  # fmt: skip
    return page(
        ALICE,
        [
            {"text": HANDLE},
            {"text": TWEET, "rid": f"{ID}tweet"},
            *({"icon": desc, "rid": f"{ID}{rid}"} for rid, desc in buttons),
        ],
    )


def tweets(t: Any) -> list[dict[str, Any]]:
    where = "talon TweetButtonUtils (tweet_expansion_buttons)"
    shown = tweet_page(t)
    theirs = [t(k) for k in ("update_tweet", "save_for_later", "copy_link", "menu_copy_text",
                             "open_to_browser", "menu_translate", "menu_spam")]  # fmt: skip
    mine = [t(k) for k in ("update_tweet", "save_for_later", "copy_link", "menu_copy_text",
                           "open_to_browser", "menu_delete_tweet")]  # fmt: skip
    over = "talon ExpansionViewHelper (overflow)"
    spam = "talon ExpansionViewHelper (mark as spam)"
    unretweet = "talon TweetButtonUtils (remove retweet)"
    cancel, ok, no = t("cancel"), t("ok"), t("no")
    return [
        entry("send", where, shown, [("Retweet", True)]),
        entry("reversible", where, shown, [("Like", False)]),
        alert("reversible", unretweet, ALICE, t("remove_retweet"), None, (no, None), (ok, False)),
        menu("opens-prompt", over, ALICE, theirs, [(t("menu_spam"), False)]),
        menu("reversible", over, ALICE, theirs, [(t("save_for_later"), False)]),
        alert("report", spam, ALICE, None, t("are_you_sure_spam"), (cancel, None), (ok, True)),
        alert("harmless", spam, ALICE, None, t("are_you_sure_spam"), (cancel, False), (ok, None)),
        menu("delete", f"{over} (own tweet)", ME, mine, [(t("menu_delete_tweet"), True)]),
        menu("harmless", f"{over} (own tweet)", ME, mine, [(t("menu_copy_text"), False)]),
    ]


def compose_page(t: Any, text: str = TWEET) -> dict[str, Any]:
    """The compose screen with a tweet typed; the layout's descriptions are English, and
    three of its buttons share "Attach Image" (one of them hidden), so those are known by id."""
    return page(
        ME,
        [
            {"text": ME, "rid": f"{ID}current_name"},
            {"id": f"{ID}overflow_button", "rid": f"{ID}overflow_button"},
            {"field": f"{ID}tweet_content", "hint": t("compose_tweet_hint"), "text": text},
            {"icon": "Find GIF", "rid": f"{ID}gif"},
            {"id": f"{ID}attach", "rid": f"{ID}attach"},
            {"icon": "Add Location", "rid": f"{ID}location"},
            {"icon": "Add Emojis", "rid": f"{ID}emoji"},
            {"icon": "Attach User", "rid": f"{ID}at_button"},
            {"icon": "Attach Hashtag", "rid": f"{ID}hashtag_button"},
            {"icon": "Send Button", "rid": f"{ID}send_button"},
        ],
    )


def compose(t: Any) -> list[dict[str, Any]]:
    where = "talon ComposeActivity (compose_activity)"
    shown = compose_page(t)
    overflow = [t(k) for k in ("menu_save_draft", "menu_view_drafts", "menu_view_queued",
                               "menu_schedule_tweet")]  # fmt: skip
    drafts = [t("delete_all"), DRAFT, DRAFT2]
    cancel, ok = t("cancel"), t("ok")
    too_long = (t("tweet_to_long"), t("select_shortening_service"))
    long_page = t("menu_compose")
    scheduled = page(
        t("scheduled_tweets"),
        [
            {"list": [{"row": DRAFT, "secondary": "Sun 09:00"}, {"row": DRAFT2}]},
            {"button": t("add_new_tweet"), "rid": f"{ID}addNewButton"},
        ],
    )
    unschedule = f"{t('delete')} {t('tweet')}?"
    sched = "talon ViewScheduledTweets (delete scheduled tweet)"
    apply = "talon ComposeActivity (apply draft)"
    queued = "talon ComposeActivity (queued tweet)"
    return [
        entry("send", where, shown, [("Send Button", True)]),
        entry("harmless", where, shown, [("overflow_button", False)]),
        menu("reversible", f"{where} (overflow)", ME, overflow, [(t("menu_save_draft"), False)]),
        menu("harmless", f"{where} (overflow)", ME, overflow, [(t("menu_schedule_tweet"), False)]),
        choices("opens-prompt", f"{where} (drafts)", ME, None, drafts, [(t("delete_all"), False)]),
        alert(
            "delete",
            "talon ComposeActivity (delete all drafts)",
            ME,
            None,
            f"{t('delete_all')}?",
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "talon ComposeActivity (delete all drafts)",
            ME,
            None,
            f"{t('delete_all')}?",
            (cancel, False),
            (ok, None),
        ),
        alert("reversible", apply, ME, t("apply"), DRAFT, (t("delete_draft"), None), (ok, False)),
        alert("delete", apply, ME, t("apply"), DRAFT, (t("delete_draft"), True), (ok, None)),
        alert(
            "delete",
            queued,
            ME,
            t("keep_queued_tweet"),
            DRAFT2,
            (t("delete_draft"), True),
            (ok, None),
        ),
        alert(
            "send",
            "talon Compose (tweet too long)",
            long_page,
            *too_long,
            (t("split_tweet"), None),
            (t("twitlonger"), True),
            (t("pwiccer"), None),
        ),
        alert(
            "send",
            "talon Compose (tweet too long)",
            long_page,
            *too_long,
            (t("split_tweet"), True),
            (t("twitlonger"), None),
            (t("pwiccer"), None),
        ),
        alert(
            "harmless",
            "talon Compose (tweet too long)",
            long_page,
            *too_long,
            (t("split_tweet"), None),
            (t("twitlonger"), None),
            (t("pwiccer"), False),
        ),
        entry("opens-prompt", "talon ViewScheduledTweets", scheduled, [(DRAFT, False)]),
        entry("harmless", "talon ViewScheduledTweets", scheduled, [(t("add_new_tweet"), False)]),
        alert(
            "delete", sched, t("scheduled_tweets"), None, unschedule, (t("edit"), None), (ok, True)
        ),
        alert(
            "reversible",
            sched,
            t("scheduled_tweets"),
            None,
            unschedule,
            (t("edit"), False),
            (ok, None),
        ),
    ]


def messages(t: Any) -> list[dict[str, Any]]:
    where = "talon DirectMessageConversation (dm_conversation)"
    conversation = page(
        ALICE,
        [
            {"list": [{"text": MESSAGE}, {"text": "Yes, which train?"}]},
            {"id": f"{ID}attach_button", "rid": f"{ID}attach_button"},
            {"field": f"{ID}tweet_content", "hint": t("compose_dm_hint"), "text": "The 7:15"},
            {"icon": "Send Message", "rid": f"{ID}send_button"},
        ],
    )
    cancel, delete = t("cancel"), t("delete")
    one = "talon DMCursorAdapter (delete message)"
    return [
        entry("send", where, conversation, [("Send Message", True)]),
        entry("harmless", where, conversation, [("attach_button", False)]),
        alert(
            "delete", one, ALICE, t("delete_direct_message"), None, (cancel, None), (delete, True)
        ),
        alert(
            "harmless",
            one,
            ALICE,
            t("delete_direct_message"),
            None,
            (cancel, False),
            (delete, None),
        ),
        alert(
            "delete",
            "talon DirectMessageListArrayAdapter (delete conversation)",
            t("direct_messages"),
            t("delete_conversation"),
            None,
            (cancel, None),
            (delete, True),
        ),
    ]


def profiles(t: Any) -> list[dict[str, Any]]:
    where = "talon ProfilePager (profile_activity)"
    keys = ("favorite_user", "menu_block", "menu_add_to_list", "menu_dm", "mute", "mute_rt",
            "muffle_user", "share_link")  # fmt: skip
    overflow = [t(k) for k in keys]
    blocked = [t(k) for k in ("favorite_user", "menu_unblock", "menu_dm", "share_link")]
    profile = page(
        ALICE,
        [
            {"text": HANDLE},
            {"text": "Cyclist, commuter, coffee.", "rid": f"{ID}user_description"},
            {"text": "1,204", "rid": f"{ID}followers_number"},
            {"text": "310", "rid": f"{ID}following_number"},
            {"id": f"{ID}follow_button", "rid": f"{ID}follow_button"},
        ],
    )
    info = {
        "title": ME,
        "dialog": {"title": f"{t('change_profile_info')}:"},
        "items": [
            {"field": f"{ID}name", "hint": t("optional_name"), "text": "Sam Dupont"},
            {"field": f"{ID}url", "hint": t("optional_url")},
            {"field": f"{ID}location", "hint": t("optional_location"), "text": "Lyon"},
            {"field": f"{ID}description", "hint": t("optional_description"), "text": "Runner."},
            {"button": t("cancel"), "rid": f"{ID}cancel"},
            {"button": t("update"), "rid": f"{ID}change"},
        ],
    }
    mine = [t(k) for k in ("menu_change_picture", "menu_change_banner", "menu_change_bio",
                           "share_link")]  # fmt: skip
    return [
        menu("block", where, ALICE, overflow, [(t("menu_block"), True)]),
        menu("reversible", where, ALICE, overflow, [(t("mute"), False)]),
        menu("reversible", where, ALICE, overflow, [(t("muffle_user"), False)]),
        menu("reversible", f"{where} (blocked user)", BOB, blocked, [(t("menu_unblock"), False)]),
        choices(
            "reversible",
            "talon ProfilePager (add to list)",
            ALICE,
            None,
            list(LISTS),
            [(LISTS[1], False)],
        ),
        entry(
            "opens-prompt",
            "talon ProfilePager (profile_stats_card)",
            profile,
            [("follow_button", False)],
        ),
        alert(
            "reversible",
            "talon ProfilePager (unfollow)",
            ALICE,
            None,
            t("are_you_sure_unfollow"),
            None,
            (t("yes"), False),
        ),
        menu("harmless", f"{where} (own profile)", ME, mine, [(t("menu_change_bio"), False)]),
        entry(
            "reversible", "talon ProfilePager (change profile info)", info, [(t("update"), False)]
        ),
    ]


def lists(t: Any) -> list[dict[str, Any]]:
    options = [t("delete_list"), t("view_users")]
    where = "talon ListsArrayAdapter (lists_options)"
    create = {
        "title": t("lists"),
        "dialog": {"title": f"{t('create_new_list')}:"},
        "items": [
            {"field": f"{ID}name", "hint": t("list_name"), "text": "Cycling"},
            {"field": f"{ID}description", "hint": t("list_description")},
            {"button": t("cancel"), "rid": f"{ID}cancel"},
            {"button": t("sPrivate"), "rid": f"{ID}private_btn"},
            {"button": t("sPublic"), "rid": f"{ID}public_btn"},
        ],
    }
    remove = (t("remove_user"), f"{t('remove')} {BOB} {t('from_list')}?")
    ok, no = t("ok"), t("no")
    searches = "talon SavedSearchArrayAdapter (delete saved search)"
    favorite = f"{t('removing_favorite')}?"
    return [
        choices("delete", where, t("lists"), None, options, [(t("delete_list"), True)]),
        choices("harmless", where, t("lists"), None, options, [(t("view_users"), False)]),
        entry(
            "reversible",
            "talon ListsActivity (create_list_dialog)",
            create,
            [(t("sPublic"), False)],
        ),
        alert(
            "reversible",
            "talon UserListMembersArrayAdapter (remove user)",
            LISTS[0],
            *remove,
            (no, None),
            (ok, False),
        ),
        alert(
            "reversible",
            searches,
            t("saved_searches"),
            t("delete_saved_search"),
            t("cache_dialog_summary"),
            (no, None),
            (ok, False),
        ),
        alert(
            "reversible",
            "talon FavoriteUsersCursorAdapter (remove favorite user)",
            t("favorite_users"),
            favorite,
            None,
            (no, None),
            (ok, False),
        ),
        menu(
            "reversible",
            "talon SearchPager (search_activity)",
            "#bikelanes",
            [
                t(k)
                for k in (
                    "compose_with_search",
                    "menu_save_search",
                    "menu_remove_rt",
                    "menu_show_top_tweets",
                    "menu_settings",
                )
            ],
            [(t("menu_save_search"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("memory_manage")
    memory = page(
        title,
        [
            {"text": t("memory_management")},
            {"row": t("timeline_size"), "secondary": "1000"},
            {"row": t("mentions_size"), "secondary": "100"},
            {"text": t("clear_memory")},
            {"row": t("clean_now"), "secondary": t("clean_now_summary")},
            {"row": t("delete_cache"), "secondary": f"{t('current_cache_size')}: 48 MB"},
            {"row": t("clear_searches")},
            {"text": t("backup_category")},
            {"row": t("backup_settings")},
            {"row": t("restore_settings"), "secondary": t("restore_settings_summary")},
        ],
    )
    where = "talon PrefFragment (settings_app_memory)"
    ok, no = t("ok"), t("no")
    trim = (t("trim_dialog"), t("cache_dialog_summary"))
    cache = (t("cache_dialog"), t("cache_dialog_summary"))
    backup = (t("backup_settings_dialog"), t("backup_settings_dialog_summary"))
    tabs = (t("custom_tab_title"), t("custom_tab_message"))
    mutes = page(
        t("manage_mutes"),
        [
            {"text": t("manage_mutes_options")},
            {"row": t("muted_users")},
            {"row": t("muted_rts")},
            {"row": t("muted_hashtags")},
            {"row": t("muted_clients")},
            {"row": t("mute_expression")},
            {"row": t("view_muted_expressions")},
        ],
    )
    expression = {
        "title": t("manage_mutes"),
        "dialog": {"title": f"{t('mute_expression')}:"},
        "items": [
            {"field": f"{ID}expression", "hint": t("input_expression"), "text": "spoiler"},
            {"button": t("cancel"), "rid": f"{ID}cancel"},
            {"button": t("mute"), "rid": f"{ID}ok"},
        ],
    }
    home = t("timeline")
    main_menu = [t(k) for k in ("dismiss_all", "search", "menu_compose", "notifications",
                                "menu_direct_message", "menu_settings", "jump_to_top")]  # fmt: skip
    drawer = page(
        home,
        [
            {"text": "Sam Dupont", "rid": f"{ID}name"},
            {"text": ME, "rid": f"{ID}screen_name"},
            {"button": t("menu_logout"), "rid": f"{ID}logoutButton"},
            {"list": [{"row": t(k)} for k in ("timeline", "mentions", "direct_messages",
                                              "discover", "lists", "saved_searches")]},
        ],
    )  # fmt: skip
    return [
        entry("opens-prompt", where, memory, [(t("clean_now"), False)]),
        entry("delete", where, memory, [(t("clear_searches"), True)]),
        entry("opens-prompt", where, memory, [(t("backup_settings"), False)]),
        entry("overwrite", where, memory, [(t("restore_settings"), True)]),
        alert("delete", f"{where} (trim now)", title, *trim, (no, None), (ok, True)),
        alert("harmless", f"{where} (trim now)", title, *trim, (no, False), (ok, None)),
        alert("harmless", f"{where} (delete cache)", title, *cache, (no, None), (ok, False)),
        alert("overwrite", f"{where} (backup)", title, *backup, (no, None), (ok, True)),
        alert(
            "harmless",
            "talon PrefFragmentAdvanced (sync friends)",
            t("advanced_options"),
            t("sync_friends"),
            t("sync_friends_summary"),
            (no, None),
            (ok, False),
        ),
        alert(
            "reversible",
            "talon PrefFragment (settings_browser, custom tabs)",
            t("browser_settings"),
            *tabs,
            (no, None),
            (t("yes"), False),
            (t("learn_more"), None),
        ),
        choices(
            "reversible",
            "talon PrefFragment (settings_mutes, muted users)",
            t("manage_mutes"),
            t("muted_users"),
            ["@bob_lee", "@carol_w"],
            [("@carol_w", False)],
        ),
        entry(
            "harmless", "talon PrefFragment (settings_mutes)", mutes, [(t("muted_users"), False)]
        ),
        entry(
            "reversible", "talon PrefFragment (mute expression)", expression, [(t("mute"), False)]
        ),
        menu(
            "reversible",
            "talon DrawerActivity (main_activity)",
            home,
            main_menu,
            [(t("dismiss_all"), False)],
        ),
        entry("sign-out", "talon DrawerActivity (main_drawer)", drawer, [(t("menu_logout"), True)]),
    ]
