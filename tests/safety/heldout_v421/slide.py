"""Slide's screens (``me.ccrama.redditslide``, a Reddit client: posts and comments saved,
hidden, voted on, reported, replied to, edited and deleted, posts submitted and messages
sent, moderators' removals, locks and bans, drafts and multireddits deleted, subscriptions
reordered, per-subreddit themes reset, history and offline copies cleared, accounts removed
from the app), strings from ``app/src/main/res/values*/strings.xml``. The user, subreddit,
post and message names on the screens are the same in every language.

Read from the code (``app/src/main/java/me/ccrama/redditslide``):
``SubmissionViews/PopulateSubmissionViewHolder.java`` (a post's bottom sheet, built in
``showBottomSheet``: the author, the subreddit, Save, "Read later" (written in English in the
code), Report, Crosspost, "Hide post", "Open externally" and the two share rows, and "Filter
content"; Report opens the Material Dialog "Report post" with the subreddit's and the site's
rules as radio buttons and Cancel and Report, which sends the report through
``AsyncReportTask``; the moderator's sheet, built in ``showModBottomSheet``: the report count,
Approve, Remove, which removes the post at once, "Remove with reason", Spam, the flair, NSFW and
spoiler rows, "Lock thread", Pin, Distinguish (written in English in the code), the author's
profile and "Ban user"; "Remove with reason" opens "What is the reason for removing this
submission?" with "Insert draft", Cancel and Remove, which removes the post and posts the reason
as a reply through ``AccountManager.reply``; "Ban user" opens the ban dialog, its four fields,
Cancel and Ban, which calls ``ModerationManager.banUser``; the author's own post's sheet: "Edit
selftext", the NSFW and spoiler rows, "Delete submission" and the flair, where "Delete
submission" opens "Really delete this submission?" with Cancel and Yes, which calls
``ModerationManager.delete``); ``Adapters/CommentAdapterHelper.java`` (a comment's bottom sheet:
the author, Save, Report, "Award comment", which opens the comment's page on reddit.com in the
app's browser, "Copy text", "Load comment permalink", Share and "Show parent comment"; "Report
comment"; the moderator's sheet of a comment, with "Lock comment" and Distinguish;
``deleteComment``: "Delete comment" with No and Yes, which deletes it through
``AsyncDeleteTask``; the edit dialog of ``res/layout/edit_comment.xml`` with Cancel, Preview and
Submit, which replaces the comment's text through ``updateContribution``);
``Adapters/CommentAdapter.java`` and ``res/layout/comment_menu.xml`` (a selected comment's bar:
Edit, Delete, Upvote, Downvote, Reply, Menu and Moderate; the reply area with its field,
Discard, which drops the typed reply without saving a draft, Preview and Submit, which posts the
reply; "Discard comment?" with No and Yes, shown when another comment is tapped while a reply is
typed, whose Yes drops it the same way); ``Views/DoEditorActions.java`` (the editor's drafts:
"Select a draft" with Cancel and "Manage drafts", the same list with check boxes and Cancel and
Delete, and "Really delete these drafts?" with No and Yes, which saves the list without the
checked drafts); ``Activities/CreateMulti.java`` and ``res/menu/menu_create_multi.xml`` (Delete
and Save in the bar; "Do you really want to delete /m/...?" with No and Yes, which calls
``MultiRedditManager.delete``; a subreddit's row opens "Really remove this subreddit?" with No
and Yes, which takes it out of the list being edited); ``DragSort/ReorderSubreddits.java`` and
``res/layout/activity_sort.xml`` (the selection bar's top, pin and delete icons; "Remove this
subreddit?" with "Remove & Unsubscribe", Cancel and Remove); ``Activities/SettingsSubreddit
.java`` and ``Adapters/SettingsSubAdapter.java`` (the reset icon, which opens "Clear all
subreddit themes?" with No and Yes, and a subreddit's remove icon, which opens "Do you really
want to delete settings for ...?" with No and Yes; both drop the subreddits' colours, layouts,
fonts and picture settings); ``Activities/SettingsSynccit.java`` (its fields, "DISCONNECT
SYNCCIT" and Save; "Really delete Synccit account?" with No and Yes, which only clears the name
and key stored in the app); ``Activities/MainActivity.java`` and ``res/layout
/account_textview_white.xml`` (the drawer's account list: a remove icon opens "Delete account"
with Delete as its negative button and Cancel as its positive one; Delete drops the account's
login from the app); ``Fragments/SettingsHistoryFragment.java`` and ``res/layout
/activity_settings_history_child.xml`` (History: three switches, and "Clear submission history"
and "Clear subreddit history", which clear the stores at once and then say so);
``Fragments/ManageOfflineContentFragment.java`` and ``res/layout/activity_manage_history_child
.xml`` (offline content: its rows, "Cache subreddits now" and "Clear all saved subreddits",
which empties the offline store at once); ``Activities/Inbox.java`` and ``res/menu/menu_inbox
.xml`` (the compose icon and "Mark all as read", which calls ``InboxManager.setAllRead``);
``Activities/SendMessage.java`` and ``res/layout/activity_sendmessage.xml`` (the message's
fields and the send button, which sends it); ``Activities/Submit.java`` and ``res/layout
/activity_submit.xml`` (a new post's fields and the send button, which submits it);
``Activities/Profile.java`` and ``res/layout/colorprofile.xml`` (a user's info dialog: "Private
message", "Add friend", Multireddits, the tag and "Block user", which blocks the user at once
through ``/api/block_user``)."""

from __future__ import annotations

from typing import Any

from screens import act, alert, material, page, sheet

ID = "me.ccrama.redditslide:id/"
SUB, ALICE, BOB, ME = "androiddev", "alice_m", "bob_k", "sam_r"
POST = "Which camera app do you use on your Pixel?"
COMMENT = "I switched back to the stock one after the last update."
REPLY = "Thanks, I will try it tonight."
DRAFTS = ("Thanks, I will try it tonight.", "Does it work on Android 11?")
RULES = ("Spam", "Personal and confidential information")


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        posts(t)
        + comments(t)
        + moderation(t)
        + editor(t)
        + subscriptions(t)
        + settings(t)
        + mail(t)
    )


def report(t: Any, title: str, source: str, ok: bool | None, cancel: bool | None,
           category: str) -> dict[str, Any]:  # fmt: skip
    """The report dialog, once the subreddit's and the site's rules are loaded."""
    items = (
        {"text": t("report_site_rules")},
        *({"radio": rule, "checked": False} for rule in RULES),
        {"text": t("report_another_reason")},
        {"radio": t("report_other"), "rid": f"{ID}report_other", "checked": False},
    )
    buttons = [("negative", t("btn_cancel"), cancel), ("positive", t("btn_report"), ok)]
    return material(category, source, SUB, t(title), buttons, items)


def posts(t: Any) -> list[dict[str, Any]]:
    where = "slide PopulateSubmissionViewHolder (post sheet)"
    rows = [
        f"/u/{ALICE}",
        f"/r/{SUB}",
        t("btn_save"),
        t("=Read later"),
        t("btn_report"),
        t("btn_crosspost"),
        t("submission_hide"),
        t("open_externally"),
        t("submission_share_permalink"),
        t("submission_share_reddit_url"),
        t("filter_content"),
    ]
    own = [
        t("edit_selftext"),
        t("mod_btn_mark_nsfw"),
        t("mod_btn_mark_spoiler"),
        t("delete_submission"),
        t("set_submission_flair"),
    ]
    mine = "slide PopulateSubmissionViewHolder (own post sheet)"
    gone = "slide PopulateSubmissionViewHolder (delete submission)"
    title, cancel, yes = t("really_delete_submission"), t("btn_cancel"), t("btn_yes")
    reporting = "slide PopulateSubmissionViewHolder (report post)"
    return [
        sheet("reversible", where, SUB, POST, rows, [(t("btn_save"), False)]),
        sheet("reversible", where, SUB, POST, rows, [(t("=Read later"), False)]),
        sheet("reversible", where, SUB, POST, rows, [(t("submission_hide"), False)]),
        sheet("opens-prompt", where, SUB, POST, rows, [(t("btn_report"), False)]),
        sheet("harmless", where, SUB, POST, rows, [(t("btn_crosspost"), False)]),
        report(t, "report_post", reporting, True, None, "send"),
        report(t, "report_post", reporting, None, False, "harmless"),
        sheet("opens-prompt", mine, SUB, POST, own, [(t("delete_submission"), False)]),
        sheet("reversible", mine, SUB, POST, own, [(t("mod_btn_mark_nsfw"), False)]),
        alert("delete", gone, SUB, title, None, (cancel, None), (yes, True)),
        alert("harmless", gone, SUB, title, None, (cancel, False), (yes, None)),
    ]


def comment_page(t: Any, replying: bool = False) -> dict[str, Any]:
    """The post's comments with Bob's comment selected: its bar, and the reply area under it
    with a reply typed."""
    bar = (
        ("btn_edit", "edit"),
        ("btn_delete", "delete"),
        ("btn_upvote", "upvote"),
        ("btn_downvote", "downvote"),
        ("btn_reply", "reply"),
        ("btn_menu", "more"),
    )
    items: list[dict[str, Any]] = [
        {"text": POST, "rid": f"{ID}title"},
        {"text": COMMENT, "rid": f"{ID}firstTextView"},
        *({"icon": t(k), "rid": f"{ID}{rid}"} for k, rid in bar),
    ]
    if replying:
        items += [
            {"field": f"{ID}replyLine", "text": REPLY, "focused": True},
            {"button": t("btn_discard"), "rid": f"{ID}discard"},
            {"button": t("btn_preview"), "rid": f"{ID}preview"},
            {"button": t("btn_submit"), "rid": f"{ID}send"},
        ]
    return page(SUB, items)


def comments(t: Any) -> list[dict[str, Any]]:
    where = "slide CommentAdapterHelper (comment sheet)"
    rows = [
        f"/u/{BOB}",
        t("btn_save"),
        t("btn_report"),
        t("comment_gild"),
        t("misc_copy_text"),
        t("comment_permalink"),
        t("comment_share"),
        t("comment_parent"),
    ]
    bar = "slide CommentAdapter (selected comment)"
    reply = "slide CommentAdapter (reply area)"
    no, yes = t("btn_no"), t("btn_yes")
    delete = (t("comment_delete"), t("comment_delete_msg"))
    discard = (t("discard_comment_title"), t("comment_discard_msg"))
    gone = "slide CommentAdapterHelper (delete comment)"
    dropped = "slide CommentAdapter (discard comment)"
    edit = {
        "title": SUB,
        "dialog": {},
        "items": [
            {"field": f"{ID}entry", "text": COMMENT + " Edit: it is fixed now."},
            {"button": t("btn_cancel"), "rid": f"{ID}cancel"},
            {"button": t("btn_preview"), "rid": f"{ID}preview"},
            {"button": t("btn_submit"), "rid": f"{ID}submit"},
        ],
    }
    editing = "slide CommentAdapterHelper (edit comment)"
    return [
        sheet("harmless", where, SUB, COMMENT, rows, [(t("comment_gild"), False)]),
        sheet("opens-prompt", where, SUB, COMMENT, rows, [(t("btn_report"), False)]),
        sheet("reversible", where, SUB, COMMENT, rows, [(t("btn_save"), False)]),
        report(
            t, "report_comment", "slide CommentAdapterHelper (report comment)", True, None, "send"
        ),
        act("opens-prompt", bar, comment_page(t), t("btn_delete"), False),
        act("reversible", bar, comment_page(t), t("btn_upvote"), False),
        act("harmless", bar, comment_page(t), t("btn_reply"), False),
        alert("delete", gone, SUB, *delete, (no, None), (yes, True)),
        alert("harmless", gone, SUB, *delete, (no, False), (yes, None)),
        act("send", reply, comment_page(t, replying=True), t("btn_submit"), True, "send"),
        act("delete", reply, comment_page(t, replying=True), t("btn_discard"), True, "discard"),
        alert("delete", dropped, SUB, *discard, (no, None), (yes, True)),
        alert("harmless", dropped, SUB, *discard, (no, False), (yes, None)),
        act("reversible", editing, edit, t("btn_submit"), False),
        act("harmless", editing, edit, t("btn_cancel"), False),
    ]


def moderation(t: Any) -> list[dict[str, Any]]:
    where = "slide PopulateSubmissionViewHolder (moderator sheet)"
    rows = [
        t("mod_btn_reports#1"),
        t("mod_btn_approve"),
        t("mod_btn_remove"),
        t("mod_btn_remove_reason"),
        t("mod_btn_spam"),
        t("mod_btn_submission_flair"),
        t("mod_btn_mark_nsfw"),
        t("mod_btn_mark_spoiler"),
        t("mod_btn_lock_thread"),
        t("mod_btn_pin"),
        t("=Distinguish"),
        t("mod_btn_author"),
        t("mod_ban_user"),
    ]
    comment_rows = [
        t("mod_no_reports"),
        t("mod_btn_approve"),
        t("btn_remove"),
        t("mod_btn_remove_reason"),
        t("mod_btn_spam"),
        t("mod_btn_lock_comment"),
        t("mod_sticky"),
        t("mod_distinguish"),
        t("mod_btn_author"),
        t("mod_ban_user"),
    ]
    reason = (
        {
            "field": "",
            "hint": t("mod_remove_hint"),
            "text": t("mod_remove_template") + "self-promotion",
        },
    )
    removing = "slide PopulateSubmissionViewHolder (remove with reason)"

    def remove(ok: bool | None, cancel: bool | None, category: str) -> dict[str, Any]:
        buttons = [
            ("neutral", t("mod_remove_insert_draft"), None),
            ("negative", t("btn_cancel"), cancel),
            ("positive", t("btn_remove"), ok),
        ]
        return material(category, removing, SUB, t("mod_remove_title"), buttons, reason)

    fields = tuple(
        {"field": "", "hint": t(k), "text": text}
        for k, text in (
            ("mod_ban_reason", "Spam"),
            ("mod_ban_note_mod", ""),
            ("mod_ban_note_user", "Please read the rules."),
            ("mod_ban_time", "7"),
        )
    )
    banning = "slide PopulateSubmissionViewHolder (ban user)"
    ban = t("mod_ban_title", ALICE)
    cancel, ok = t("btn_cancel"), t("mod_btn_ban")
    sheet_c = "slide CommentAdapterHelper (moderator sheet)"
    return [
        sheet("reversible", where, SUB, POST, rows, [(t("mod_btn_remove"), False)]),
        sheet("reversible", where, SUB, POST, rows, [(t("mod_btn_lock_thread"), False)]),
        sheet("opens-prompt", where, SUB, POST, rows, [(t("mod_btn_remove_reason"), False)]),
        sheet("opens-prompt", where, SUB, POST, rows, [(t("mod_ban_user"), False)]),
        remove(True, None, "send"),
        remove(None, False, "harmless"),
        alert("revoke", banning, SUB, ban, None, (cancel, None), (ok, True), fields),
        alert("harmless", banning, SUB, ban, None, (cancel, False), (ok, None), fields),
        sheet("reversible", sheet_c, SUB, COMMENT, comment_rows, [(t("mod_distinguish"), False)]),
    ]


def submit_page(t: Any) -> dict[str, Any]:
    """A new text post, filled in."""
    return page(
        t("title_submit_post"),
        [
            {"radio": t("type_selftext"), "rid": f"{ID}selftextradio", "checked": True},
            {"radio": t("type_img"), "rid": f"{ID}imageradio", "checked": False},
            {"radio": t("type_link"), "rid": f"{ID}linkradio", "checked": False},
            {"field": f"{ID}subreddittext", "hint": t("editor_hint_subreddit"), "text": SUB},
            {"field": f"{ID}titletext", "hint": t("editor_title"), "text": POST},
            {"button": t("editor_btn_select_flair"), "rid": f"{ID}flair"},
            {"field": f"{ID}bodytext", "hint": t("editor_hint_optional_body"), "text": REPLY},
            {"button": t("btn_preview"), "rid": f"{ID}preview"},
            {"switch": t("submit_replies_to_inbox"), "rid": f"{ID}replies", "checked": True},
            {"icon": "", "rid": f"{ID}send"},
        ],
    )


def editor(t: Any) -> list[dict[str, Any]]:
    where = "slide DoEditorActions (drafts)"
    behind = t("title_submit_post")
    choose = {
        "title": behind,
        "dialog": {"title": t("choose_draft")},
        "items": [
            {"list": [{"row": d} for d in DRAFTS]},
            {"button": t("btn_cancel"), "rid": "android:id/button3"},
            {"button": t("manage_drafts"), "rid": "android:id/button1"},
        ],
    }
    manage = {
        "title": behind,
        "dialog": {"title": t("choose_draft")},
        "items": [
            {"list": [{"row": d, "checked": i == 1} for i, d in enumerate(DRAFTS)]},
            {"button": t("btn_cancel"), "rid": "android:id/button3"},
            {"button": t("btn_delete"), "rid": "android:id/button2"},
        ],
    }
    gone = "slide DoEditorActions (delete drafts)"
    no, yes = t("btn_no"), t("btn_yes")
    title = t("really_delete_drafts")
    return [
        act("opens-prompt", where, choose, t("manage_drafts"), False),
        act("opens-prompt", f"{where} (manage)", manage, t("btn_delete"), False),
        alert("delete", gone, behind, title, None, (no, None), (yes, True)),
        alert("harmless", gone, behind, title, None, (no, False), (yes, None)),
        act("send", "slide Submit (activity_submit)", submit_page(t), "send", True),
    ]


def subscriptions(t: Any) -> list[dict[str, Any]]:
    name = "photography"
    multi = page(
        "",
        [
            {"icon": t("btn_delete"), "rid": f"{ID}delete"},
            {"icon": t("btn_save"), "rid": f"{ID}save"},
            {"field": f"{ID}name", "hint": t("multireddit_create_hint"), "text": name},
            {"list": [{"row": "analog"}, {"row": "itookapicture"}]},
            {"icon": "", "rid": f"{ID}add"},
        ],
    )
    gone = "slide CreateMulti (delete multireddit)"
    no, yes = t("btn_no"), t("btn_yes")
    delete = (t("delete_multireddit_title", name), t("cannot_be_undone"))
    selected = page(
        t("reorder_selected#1"),
        [
            {"icon": "", "rid": f"{ID}top"},
            {"icon": "", "rid": f"{ID}pin"},
            {"icon": "", "rid": f"{ID}delete"},
            {"list": [{"row": SUB}, {"row": "kotlin"}]},
        ],
    )
    reorder = "slide ReorderSubreddits (remove subreddit)"
    behind = t("settings_manage_subscriptions")

    def removing(button: str) -> dict[str, Any]:
        return alert(
            "reversible",
            reorder,
            behind,
            t("reorder_remove_title"),
            None,
            (t("btn_cancel"), None),
            (t("btn_remove"), False if button == "btn_remove" else None),
            neutral=(t("reorder_remove_unsubscribe"), False if button != "btn_remove" else None),
        )

    return [
        act("opens-prompt", "slide CreateMulti (menu_create_multi)", multi, t("btn_delete"), False),
        alert("delete", gone, name, *delete, (no, None), (yes, True)),
        alert("harmless", gone, name, *delete, (no, False), (yes, None)),
        alert(
            "reversible",
            "slide CreateMulti (remove subreddit)",
            name,
            t("really_remove_subreddit_title"),
            None,
            (no, None),
            (yes, False),
        ),
        act("opens-prompt", "slide ReorderSubreddits (selection)", selected, "delete", False),
        removing("btn_remove"),
        removing("reorder_remove_unsubscribe"),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    no, yes = t("btn_no"), t("btn_yes")
    themes = page(
        t("title_subreddit_settings"),
        [
            {"icon": "", "rid": f"{ID}reset"},
            {"list": [{"row": SUB, "rid": f"{ID}name"}]},
            {"icon": "", "rid": f"{ID}remove"},
            {"icon": "", "rid": f"{ID}post_floating_action_button"},
        ],
    )
    behind = t("title_subreddit_settings")
    synccit = page(
        t("settings_synccit"),
        [
            {"text": t("settings_description_synccit")},
            {"field": f"{ID}name", "hint": t("settings_synccit_username"), "text": ME},
            {"field": f"{ID}auth", "hint": t("settings_synccit_auth"), "text": "k3j9x2"},
            {"button": t("settings_synccit_remove"), "rid": f"{ID}remove"},
            {"button": t("btn_save"), "rid": f"{ID}save"},
        ],
    )
    account = (t("profile_remove"), t("profile_remove_account"))
    removed = "slide MainActivity (remove account)"
    history = page(
        t("settings_title_history"),
        [
            {"text": t("settings_section_save_history")},
            {
                "switch": t("settings_store_history"),
                "rid": f"{ID}settings_history_storehistory",
                "checked": True,
            },
            {
                "switch": t("settings_store_nsfw_history"),
                "rid": f"{ID}settings_history_storensfw",
                "checked": False,
            },
            {
                "switch": t("settings_general_scroll_read"),
                "rid": f"{ID}settings_history_scrollseen",
                "checked": False,
            },
            {"text": t("settings_section_clear_history")},
            {"row": t("clear_submission_history"), "rid": f"{ID}settings_history_clearposts"},
            {"row": t("clear_subreddit_history"), "rid": f"{ID}settings_history_clearsubs"},
        ],
    )
    offline = page(
        t("manage_offline_content"),
        [
            {"row": t("autocache_subreddits"), "rid": f"{ID}manage_history_autocache"},
            {"switch": t("cache_wifi_only"), "rid": f"{ID}manage_history_wifi", "checked": True},
            {"row": t("comments_depth"), "rid": f"{ID}manage_history_comments_depth"},
            {"row": t("comments_count"), "rid": f"{ID}manage_history_comments_count"},
            {"row": t("autocache_time"), "rid": f"{ID}manage_history_autocache_time_touch"},
            {"button": t("cache_subreddits_now"), "rid": f"{ID}manage_history_sync_now"},
            {"button": t("clear_saved_subreddits"), "rid": f"{ID}manage_history_clear_all"},
        ],
    )
    where = "slide SettingsHistoryFragment"
    return [
        act("opens-prompt", "slide SettingsSubreddit", themes, "reset", False),
        alert(
            "reset",
            "slide SettingsSubreddit (clear all themes)",
            behind,
            t("clear_all_sub_themes"),
            t("clear_all_sub_themes_msg"),
            (no, None),
            (yes, True),
        ),
        alert(
            "reset",
            "slide SettingsSubAdapter (delete subreddit settings)",
            behind,
            t("settings_delete_sub_settings", f"/r/{SUB}"),
            None,
            (no, None),
            (yes, True),
        ),
        act("opens-prompt", "slide SettingsSynccit", synccit, t("settings_synccit_remove"), False),
        alert(
            "reversible",
            "slide SettingsSynccit (disconnect)",
            t("settings_synccit"),
            t("settings_synccit_delete"),
            None,
            (no, None),
            (yes, False),
        ),
        alert(
            "reversible",
            removed,
            "frontpage",
            *account,
            (t("btn_delete"), False),
            (t("btn_cancel"), None),
        ),
        alert(
            "harmless",
            removed,
            "frontpage",
            *account,
            (t("btn_delete"), None),
            (t("btn_cancel"), False),
        ),
        act("delete", where, history, t("clear_submission_history"), True),
        act("delete", where, history, t("clear_subreddit_history"), True),
        act("reversible", where, history, t("settings_store_history"), False),
        act(
            "delete",
            "slide ManageOfflineContentFragment",
            offline,
            t("clear_saved_subreddits"),
            True,
        ),
    ]


def mail(t: Any) -> list[dict[str, Any]]:
    inbox = page(
        t("title_inbox"),
        [
            {"icon": t("compose_message"), "rid": f"{ID}compose"},
            {"icon": t("mark_all_as_read"), "rid": f"{ID}read"},
            {"list": [{"row": BOB, "secondary": "Re: camera apps"}, {"row": ALICE}]},
        ],
    )
    message = page(
        t("mail_send_to", BOB),
        [
            {"text": "Sending as you", "rid": f"{ID}sendas"},
            {"field": f"{ID}to", "hint": t("mail_hint_recipient"), "text": BOB},
            {"field": f"{ID}subject", "hint": t("mail_hint_subject"), "text": "Camera apps"},
            {"field": f"{ID}body", "hint": t("mail_hint_body"), "text": REPLY},
            {"button": t("btn_preview"), "rid": f"{ID}preview"},
            {"icon": "", "rid": f"{ID}send"},
        ],
    )
    info = {
        "title": f"/u/{BOB}",
        "dialog": {},
        "items": [
            {"text": BOB, "rid": f"{ID}title"},
            {"button": t("profile_message"), "rid": f"{ID}pm"},
            {"button": t("profile_add_friend"), "rid": f"{ID}friend"},
            {"button": t("title_multireddits"), "rid": f"{ID}multi_body"},
            {"button": t("profile_tag_user"), "rid": f"{ID}tagged"},
            {"button": t("profile_block_user"), "rid": f"{ID}block"},
        ],
    }
    profile = "slide Profile (user info)"
    return [
        act("reversible", "slide Inbox (menu_inbox)", inbox, t("mark_all_as_read"), False),
        act("send", "slide SendMessage (activity_sendmessage)", message, "send", True),
        act("reversible", profile, info, t("profile_block_user"), False),
        act("reversible", profile, info, t("profile_add_friend"), False),
    ]
