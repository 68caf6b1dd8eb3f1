"""Eternity's community, user, instance and drawer screens (``eu.toldi.infinityforlemmy``: a
community subscribed to, shared and blocked, a blocked user unblocked, an instance blocked, the
navigation drawer and its account section, where one switches to anonymous browsing or logs
out), strings from ``app/src/main/res/values*/strings.xml``. Community, user, account and
instance names and descriptions are the same in every language.

Read from the code (``app/src/main/java/eu/toldi/infinityforlemmy`` unless named):
``activities/ViewSubredditDetailActivity.java`` with
``res/layout/activity_view_subreddit_detail.xml`` and
``res/menu/view_subreddit_detail_activity.xml`` (the community's name, its full name, the
Subscribe chip, which calls ``CommunitySubscription.subscribeToCommunity`` at once and then
reads Unsubscribe, the description and the Posts and About tabs; Search and Sort as icons; the
overflow's Refresh, "Change Post Layout", "Block Community" (or "Unblock Community" for a
blocked one), "Add to Home screen", "Add to Post Filter", Share, which opens the system's share
sheet, "View Instance" and "Contact Mods", whose handler does nothing; "Block Community" asks
"Are you sure?" with No and Yes, whose Yes calls ``BlockCommunity.blockCommunity`` and turns the
item into "Unblock Community", which calls ``unBlockCommunity`` at once);
``activities/ViewUserDetailActivity.java`` with ``res/menu/view_user_detail_activity.xml``
(another user's overflow: Refresh, "Change Post Layout", "Send Private Message", Share, "Add to
Post Filter", "Block User" or, for a blocked user, "Unblock User", which calls
``BlockUser.blockUser`` with ``block: false`` at once, and "View Instance");
``activities/InstanceInfoActivity.java`` with ``res/menu/instance_info_activity.xml`` (the page
"Instance Info", whose overflow holds "Block Instance" or "Unblock Instance", each calling
``BlockInstance.blockInstance`` at once); ``activities/MainActivity.java`` (the drawer's
``onMenuClick``: Profile opens the user's page, "Dark Theme" saves the theme setting and
switches at once, "Anonymous" calls ``SwitchToAnonymousMode`` keeping the account, so that
tapping its name switches back, and "Log out" calls it with ``removeCurrentAccount``, deleting
the account and its token from the device with no question) with ``adapters/navigationdrawer/``
(``HeaderSectionRecyclerViewAdapter``: the account's name, its full name and the account
switcher image; ``AccountSectionRecyclerViewAdapter``: Account with Profile, Subscriptions,
Inbox, Multicommunity and Saved; ``LemmySectionRecyclerViewAdapter``: its group title
``label_reddit`` with "Instance Info" and Blocks; ``PreferenceSectionRecyclerViewAdapter``:
Preferences with "Dark Theme" in the light theme, "Enable NSFW" while NSFW is off, and Settings;
``AccountManagementSectionRecyclerViewAdapter``: the other accounts, "Add an account", Anonymous
and "Log out", shown in place of the other sections when the switcher is open). The drawer's
rows are clickable rows without ids of their own.
"""

from __future__ import annotations

from typing import Any

from screens import ID, action, alert, drawer, entry, overflow, page, plain

APP = "Eternity"
"""The main page's title (the app's name, not translated)."""
COMMUNITY, FULL = "hiking", "hiking@lemmy.world"
DESCRIPTION = "Trails, gear and trip reports from everywhere. Be kind, cite your sources."
ME, FULL_ME, OTHER_ACCOUNT = "riverbend", "riverbend@lemmy.ml", "fernhollow"
BLOCKED = "trailmix"


def screens(t: Any) -> list[dict[str, Any]]:
    return [*community(t), *user_and_instance(t), *navigation(t)]


def community(t: Any) -> list[dict[str, Any]]:
    menu = "view_subreddit_detail_activity"
    detail = page(COMMUNITY, [
        action(t("action_search"), f"action_search_{menu}"),
        action(t("action_sort"), f"action_sort_{menu}"),
        {"text": COMMUNITY, "rid": f"{ID}subreddit_name_text_view_{menu}"},
        {"text": FULL, "rid": f"{ID}community_fulname_text_view_{menu}"},
        {"button": t("subscribe"), "rid": f"{ID}subscribe_subreddit_chip_{menu}"},
        {"text": DESCRIPTION, "rid": f"{ID}description_text_view_{menu}"},
        {"tab": t("posts")}, {"tab": t("about")},
    ])  # fmt: skip
    rows = [t("action_refresh"), t("action_change_post_layout"), t("block_community"),
            t("action_add_to_home_screen"), t("action_add_to_post_filter"), t("action_share"),
            t("view_instance"), t("action_contact_mods")]  # fmt: skip
    where = "eternity ViewSubredditDetailActivity"
    return [
        entry("reversible", f"{where} (not subscribed)", detail, [(t("subscribe"), False)]),
        overflow("opens-prompt", f"{where} (overflow)", COMMUNITY, rows,
                 [(t("block_community"), False)]),
        overflow("harmless", f"{where} (overflow)", COMMUNITY, rows, [(t("action_share"), False)]),
        alert("reversible", f"{where} (block community)", COMMUNITY,
              t("block_community"), t("are_you_sure"), (t("no"), None),
              (t("yes"), False)),
    ]  # fmt: skip


def user_and_instance(t: Any) -> list[dict[str, Any]]:
    rows = [t("action_refresh"), t("action_change_post_layout"), t("action_send_private_message"),
            t("action_share"), t("action_add_to_post_filter"), t("action_unblock_user"),
            t("view_instance")]  # fmt: skip
    return [
        overflow("reversible", "eternity ViewUserDetailActivity (blocked user, overflow)",
                 BLOCKED, rows, [(t("action_unblock_user"), False)]),
        overflow("reversible", "eternity InstanceInfoActivity (overflow)", t("instance_info"),
                 [t("action_block_instance")], [(t("action_block_instance"), False)]),
    ]  # fmt: skip


def header() -> list[dict[str, Any]]:
    """The drawer's header: the account's name and full name, the account switcher."""
    return [{"text": ME, "rid": f"{ID}name_text_view_nav_header_main"},
            {"text": FULL_ME, "rid": f"{ID}karma_text_view_nav_header_main"},
            plain("account_switcher_image_view_nav_header_main")]  # fmt: skip


def navigation(t: Any) -> list[dict[str, Any]]:
    keys = ["label_account", "profile", "subscriptions", "inbox", "multi_reddit",
            "account_saved_thing_activity_label", "label_reddit", "instance_info", "blocks",
            "label_preferences", "dark_theme", "enable_nsfw", "settings"]  # fmt: skip
    main = [*header(), *({"row": t(k)} for k in keys)]
    accounts = [
        *header(),
        {"row": OTHER_ACCOUNT},
        *({"row": t(k)} for k in ("add_account", "anonymous_account", "log_out")),
    ]
    where = "eternity MainActivity (drawer"
    return [
        drawer("harmless", f"{where})", APP, main, [(t("profile"), False)]),
        drawer("reversible", f"{where})", APP, main, [(t("dark_theme"), False)]),
        drawer("sign-out", f"{where}, accounts)", APP, accounts, [(t("log_out"), True)]),
        drawer("reversible", f"{where}, accounts)", APP, accounts,
               [(t("anonymous_account"), False)]),
    ]  # fmt: skip
