"""Pachli's screens about accounts (``app.pachli``): a profile's follow button and overflow
menu, the unfollow, follow request, block and domain block confirmations, the lists an account
is in, the report pages, notifications, follow requests, blocked users, lists, content filters
and the accounts signed in. Strings from the ``res/values*/strings.xml`` of ``core/ui``,
``core/activity``, ``feature/lists``, ``feature/manageaccounts`` and ``app``. The names,
handles, list and filter titles on the screens are the same in every language.

Read from the code: ``app/.../components/account/AccountActivity.kt``,
``res/layout/activity_account.xml`` and ``res/menu/account_toolbar.xml`` (the profile: its
Follow button follows at once; when following it reads Unfollow and asks "Unfollow this
account?", OK unfollowing, and a bell, Subscribe, turns on notifications of the account's posts;
for a locked account it reads "Follow requested" and asks "Revoke the follow request?", OK
withdrawing it; the overflow menu holds "Open in browser", Share, Mute, Block, "Add or remove
from list", "Mute <domain>", "Hide boosts", "Refresh account" and Report; Block asks "Block
@mira?", OK blocking; "Mute <domain>" asks "Are you sure you want to block all of ...? ... Your
followers from that domain will be removed." with Cancel and "Hide entire domain", which blocks
the domain; "Hide boosts" changes at once); ``feature/lists/.../ListsForAccountFragment.kt``
(each list with a checkbox described "Add account to the list" or "Remove account from the
list", which adds or removes at once, and Done); ``components/report/`` (``ReportActivity``
"Report @mira": the posts page with Cancel and Continue; ``fragment_report_note.xml``, the
comment, "Forward to <server>" and Back and Report, which sends the report to the moderators;
``ReportDoneFragment``, "Successfully reported @mira" with Mute, Block and Done, Block blocking
at once); ``components/notifications/NotificationsFragment.kt`` and
``res/menu/fragment_notifications.xml`` (the overflow: Refresh, "Load newest notifications",
"Delete notifications", which asks "Are you sure you want to permanently clear all your
notifications?", OK clearing them on the server); ``adapter/FollowRequestViewHolder.kt`` and
``res/layout/item_follow_request.xml`` (a request's Reject and Accept, each answering it at
once); ``components/accountlist/AccountListFragment.kt`` and ``item_blocked_user.xml`` ("Blocked
users": a user's Unblock icon, then "User unblocked" with Undo); ``feature/lists/.../
ListsActivity.kt``, ``res/menu/list_actions.xml`` and ``res/layout/dialog_list.xml`` (Lists:
"Create a list" opens the list dialog, name, "Hide from the home timeline", "Show replies to:",
Cancel and "Create a list"; a list's menu: "Add or remove from list", "Update the list",
"Delete the list", the last asking 'Delete the list "Reading group"?' with Cancel and "Delete
the list", which deletes it on the server); ``components/filters/ContentFiltersActivity.kt``,
``EditContentFilterActivity.kt``, ``FilterExtensions.kt`` and their layouts ("Content filters":
each filter's Delete icon asks "Delete filter '...'?" with Cancel and Delete, which deletes the
filter; "Edit filter" with Delete and Save); ``feature/manageaccounts/.../
ManageAccountsFragment.kt``, ``item_pachli_account.xml`` and ``LogoutUseCase.kt`` ("Manage
accounts": the account's "Log out", which asks "Log out @ada@mastodon.social" "This will delete
all local data of account ..., including drafts and preferences. ..." with Cancel and OK; OK
revokes the app's token on the server and deletes the account's local data and drafts).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page

NAME, USER, DOMAIN = "Mira Okafor", "mira", "mastodon.art"
HANDLE = f"@{USER}@{DOMAIN}"
OWN = "@ada@mastodon.social"
LIST, OTHER_LIST = "Reading group", "Harbour friends"
FILTER = "Spoilers"


def screens(t: Any) -> list[dict[str, Any]]:
    parts = (profile, report, notifications, requests, lists, filters, accounts)
    return [entry for part in parts for entry in part(t)]


def profile_page(t: Any, button: str, extra: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:
    """``activity_account.xml`` with its follow button reading ``button``."""
    tabs = ("title_posts", "title_posts_with_replies", "title_posts_pinned", "title_media")
    return page(NAME, [
        {"button": t(button), "rid": f"{ID}accountFollowButton"}, *extra,
        {"text": NAME, "rid": f"{ID}accountDisplayNameTextView"},
        {"text": HANDLE, "rid": f"{ID}accountUsernameTextView"},
        {"text": t("title_follows"), "rid": f"{ID}accountFollowingTextView"},
        {"text": t("title_followers"), "rid": f"{ID}accountFollowersTextView"},
        *({"tab": t(k)} for k in tabs),
        {"icon": t("action_mention"), "rid": f"{ID}accountFloatingActionButton"}])  # fmt: skip


def profile(t: Any) -> list[dict[str, Any]]:
    where = "pachli AccountActivity (activity_account)"
    stranger = profile_page(t, "action_follow_account")
    bell = ({"icon": t("action_subscribe_account"), "rid": f"{ID}accountSubscribeButton"},)
    friend = profile_page(t, "action_unfollow", bell)
    rows = [t("action_open_in_web"), t("action_share"), t("action_mute"), t("action_block"),
            t("action_add_or_remove_from_list"), t("action_mute_domain", DOMAIN),
            t("action_hide_reblogs"), t("action_refresh_account"), t("action_report")]  # fmt: skip
    menu_where = "pachli AccountActivity (account_toolbar)"
    cancel, ok = t("android:cancel"), t("android:ok")
    domain = "pachli AccountActivity (toggleBlockDomain)"
    warn = t("mute_domain_warning", DOMAIN)
    hide = t("mute_domain_warning_dialog_ok")
    boxes = page(NAME, [
        {"text": LIST, "rid": f"{ID}listNameView"},
        {"switch": "", "desc": t("action_remove_from_list"), "rid": f"{ID}checkBox",
         "checked": True},
        {"text": OTHER_LIST, "rid": f"{ID}listNameView"},
        {"switch": "", "desc": t("action_add_to_list"), "rid": f"{ID}checkBox",
         "checked": False},
        {"button": t("button_done"), "rid": f"{ID}doneButton"}])  # fmt: skip
    return [
        entry("reversible", where, stranger, [(t("action_follow_account"), False)]),
        entry("opens-prompt", where, friend, [(t("action_unfollow"), False)]),
        alert("reversible", "pachli AccountActivity (showUnfollowWarningDialog)", NAME, None,
              t("dialog_unfollow_warning"), (cancel, None), (ok, False)),
        alert("reversible", "pachli AccountActivity (showFollowRequestPendingDialog)", NAME,
              None, t("dialog_message_cancel_follow_request"), (cancel, None), (ok, False)),
        menu("opens-prompt", menu_where, NAME, rows, [(t("action_mute_domain", DOMAIN), False)]),
        menu("opens-prompt", menu_where, NAME, rows, [(t("action_block"), False)]),
        alert("block", "pachli AccountActivity (toggleBlock)", NAME, None,
              t("dialog_block_warning", USER), (cancel, None), (ok, True)),
        alert("block", domain, NAME, None, warn, (cancel, None), (hide, True)),
        entry("reversible", "pachli ListsForAccountFragment", boxes,
              [(t("action_add_to_list"), False)]),
    ]  # fmt: skip


def report(t: Any) -> list[dict[str, Any]]:
    title = t("report_username_format", USER)
    note = page(title, [
        {"text": t("report_description_1"), "rid": f"{ID}reportDescription"},
        {"field": f"{ID}editNote", "hint": t("hint_additional_info"),
         "text": "Spam replies to several of my posts."},
        {"text": t("report_description_remote_instance"),
         "rid": f"{ID}reportDescriptionRemoteInstance"},
        {"switch": t("report_remote_instance", DOMAIN), "rid": f"{ID}checkIsNotifyRemote",
         "checked": True},
        {"button": t("button_back"), "rid": f"{ID}buttonBack"},
        {"button": t("action_report"), "rid": f"{ID}buttonReport"}])  # fmt: skip
    done = page(title, [
        {"text": t("report_sent_success", USER), "rid": f"{ID}textReported"},
        {"button": t("action_mute"), "rid": f"{ID}buttonMute"},
        {"button": t("action_block"), "rid": f"{ID}buttonBlock"},
        {"button": t("button_done"), "rid": f"{ID}buttonDone"}])  # fmt: skip
    return [
        entry("send", "pachli ReportNoteFragment (fragment_report_note)", note,
              [(t("action_report"), True)]),
        entry("block", "pachli ReportDoneFragment (fragment_report_done)", done,
              [(t("action_block"), True)]),
    ]  # fmt: skip


def notifications(t: Any) -> list[dict[str, Any]]:
    title = t("title_notifications")
    rows = [t("action_refresh"), t("load_newest_notifications"), t("notifications_clear")]
    cancel, ok = t("android:cancel"), t("android:ok")
    where = "pachli NotificationsFragment (confirmClearNotifications)"
    return [
        menu("opens-prompt", "pachli NotificationsFragment (fragment_notifications)", title,
             rows, [(t("notifications_clear"), False)]),
        alert("purge", where, title, None, t("notification_clear_text"), (cancel, None),
              (ok, True)),
        alert("harmless", where, title, None, t("notification_clear_text"), (cancel, False),
              (ok, None)),
    ]  # fmt: skip


def requests(t: Any) -> list[dict[str, Any]]:
    asked = page(t("title_follow_requests"), [
        {"icon": t("action_view_profile"), "rid": f"{ID}avatar"},
        {"text": "Jonas Berg", "rid": f"{ID}displayNameTextView"},
        {"text": "@jonas@fosstodon.org", "rid": f"{ID}usernameTextView"},
        {"button": t("action_reject"), "rid": f"{ID}rejectButton"},
        {"button": t("action_accept"), "rid": f"{ID}acceptButton"}])  # fmt: skip
    blocked = page(t("title_blocks"), [
        {"icon": t("action_view_profile"), "rid": f"{ID}blocked_user_avatar"},
        {"text": NAME, "rid": f"{ID}blocked_user_display_name"},
        {"text": HANDLE, "rid": f"{ID}blocked_user_username"},
        {"icon": t("action_unblock"), "rid": f"{ID}blocked_user_unblock"}])  # fmt: skip
    where = "pachli AccountListFragment (item_follow_request)"
    gone = "pachli AccountListFragment (item_blocked_user)"
    return [
        entry("accept", where, asked, [(t("action_accept"), True)]),
        entry("reject", where, asked, [(t("action_reject"), True)]),
        entry("reversible", gone, blocked, [(t("action_unblock"), False)]),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    title = t("title_lists")
    shown = page(title, [
        {"text": LIST, "rid": f"{ID}list_name_textview"},
        {"icon": t("action_more"), "rid": f"{ID}editListButton"},
        {"text": OTHER_LIST, "rid": f"{ID}list_name_textview"},
        {"icon": t("action_more"), "rid": f"{ID}editListButton"},
        {"icon": t("action_create_list"), "rid": f"{ID}addListButton"}])  # fmt: skip
    rows = [t("action_add_or_remove_from_list"), t("action_rename_list"), t("action_delete_list")]
    form = (
        {"field": f"{ID}nameText", "hint": t("hint_list_name"), "text": LIST, "focused": True},
        {"switch": t("list_exclusive_label"), "rid": f"{ID}exclusiveCheckbox", "checked": False},
        {"text": t("replies_policy_title")},
        {"radio": t("replies_policy_name_followed"), "rid": f"{ID}repliesPolicyFollowed",
         "checked": False},
        {"radio": t("replies_policy_name_list"), "rid": f"{ID}repliesPolicyList",
         "checked": True},
        {"radio": t("replies_policy_name_none"), "rid": f"{ID}repliesPolicyNone",
         "checked": False},
    )  # fmt: skip
    cancel = t("android:cancel")
    named = "pachli ListsActivity (showListNameDialog)"
    gone = "pachli ListsActivity (showListDeleteDialog)"
    ask = t("dialog_delete_list_warning", LIST)
    return [
        entry("harmless", "pachli ListsActivity (activity_lists)", shown,
              [(t("action_create_list"), False)]),
        menu("opens-prompt", "pachli ListsActivity (list_actions)", title, rows,
             [(t("action_delete_list"), False)]),
        alert("reversible", named, title, None, None, (cancel, None),
              (t("action_create_list"), False), form),
        alert("delete", gone, title, None, ask, (cancel, None), (t("action_delete_list"), True)),
        alert("harmless", gone, title, None, ask, (cancel, False), (t("action_delete_list"), None)),
    ]  # fmt: skip


def filters(t: Any) -> list[dict[str, Any]]:
    title = t("pref_title_content_filters")
    shown = page(title, [
        {"text": FILTER, "rid": f"{ID}textPrimary"},
        {"text": "finale, season 3", "rid": f"{ID}textSecondary"},
        {"icon": t("action_delete"), "rid": f"{ID}delete"},
        {"icon": t("filter_addition_title"), "rid": f"{ID}addFilterButton"}])  # fmt: skip
    actions = (("filter_description_blur", "filter_action_blur", False),
               ("filter_description_warn", "filter_action_warn", True),
               ("filter_description_hide", "filter_action_hide", False))  # fmt: skip
    contexts = (
        ("pref_title_public_filter_home_and_lists", "filter_context_home", True),
        ("title_notifications", "filter_context_notifications", False),
        ("pref_title_public_filter_keywords", "filter_context_public", True),
        ("pref_title_thread_filter_keywords", "filter_context_thread", True),
        ("pref_title_account_filter_keywords", "filter_context_account", False),
    )
    edit = page(t("filter_edit_title"), [
        {"field": f"{ID}filterTitle", "hint": t("label_filter_title"), "text": FILTER},
        {"text": t("label_filter_keywords")},
        {"text": t("label_filter_action")},
        *({"radio": t(k), "rid": f"{ID}{rid}", "checked": on} for k, rid, on in actions),
        {"text": t("label_filter_context")},
        *({"switch": t(k), "rid": f"{ID}{rid}", "checked": on} for k, rid, on in contexts),
        {"button": t("action_delete"), "rid": f"{ID}filter_delete_button"},
        {"button": t("action_save"), "rid": f"{ID}filter_save_button"}])  # fmt: skip
    ask = t("dialog_delete_filter_text", FILTER)
    cancel, delete = t("android:cancel"), t("dialog_delete_filter_positive_action")
    where = "pachli ContentFiltersActivity (showDeleteFilterDialog)"
    return [
        entry("opens-prompt", "pachli ContentFiltersActivity (item_removable)", shown,
              [(t("action_delete"), False)]),
        alert("delete", where, title, None, ask, (cancel, None), (delete, True)),
        alert("harmless", where, title, None, ask, (cancel, False), (delete, None)),
        entry("reversible", "pachli EditContentFilterActivity", edit,
              [(t("action_save"), False)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    title = t("title_manage_accounts")
    card = page(title, [
        {"text": t("label_active_account"), "rid": f"{ID}suggestionReason"},
        {"text": "Ada Lovelace", "rid": f"{ID}displayName"},
        {"text": OWN, "rid": f"{ID}username"},
        {"button": t("action_logout"), "rid": f"{ID}deleteAccount"}])  # fmt: skip
    ask = (t("title_logout_fmt", OWN), t("action_logout_confirm", OWN))
    cancel, ok = t("android:cancel"), t("android:ok")
    where = "pachli ManageAccountsFragment (logout)"
    return [
        entry("opens-prompt", "pachli ManageAccountsFragment (item_pachli_account)", card,
              [(t("action_logout"), False)]),
        alert("log-out", where, title, *ask, (cancel, None), (ok, True)),
        alert("harmless", where, title, *ask, (cancel, False), (ok, None)),
    ]  # fmt: skip
