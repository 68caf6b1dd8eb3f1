"""Moshidon's settings and lists (``org.joinmastodon.android.moshinda``): the settings page
with its update banner and log-out, a behaviour switch, a filter edited and deleted, a list
deleted, the notifications cleared, and a hashtag followed. Strings from ``mastodon/src/main/
res/values*/strings*.xml``; the account, the version, the filter's, list's and hashtag's names
are the same in every language.

Read from the code (``mastodon/src/main/java/org/joinmastodon/android``):
``fragments/settings/SettingsMainFragment.java`` (the settings' rows: Behavior, Display,
"Privacy and reach", Filters, Notifications, Instance, "About Moshidon", "Add or switch
accounts" and "Log out", which asks "Log out of @x?"; its Log out calls
``AccountSession.logOut``: ``RevokeOauthToken`` revokes the app's token on the server and
``removeAccount`` drops the account and its local data from the device; in the build for
GitHub, ``GithubSelfUpdater`` shows "App update ready" with Install once an update is
downloaded, and Install only hands the file to the system's installer,
``ACTION_INSTALL_PACKAGE``, which asks the user itself); ``fragments/settings/
SettingsBehaviorFragment.java`` (its switches, each set back by another tap); ``fragments/settings/
EditFilterFragment.java`` ("Edit filter": the title field, Duration, "Muted words", "Mute
from", "Show with content warning", "Delete filter", which asks 'Delete filter "x"?', whose
Delete sends ``DeleteFilter``, ``DELETE /api/v2/filters/:id``; the toolbar's Save sends
``UpdateFilter``); ``fragments/ListTimelineFragment.java`` with ``res/menu/list.xml`` (a
list's toolbar: "Pin timeline", and the menu's Edit and Delete, which opens
``UiUtils.confirmDeleteList``: its Delete sends ``DeleteList``); ``fragments/
NotificationsFragment.java`` with ``res/menu/notifications.xml`` ("Clear all notifications"
in the menu once "Enable deleting notifications" is on, which opens
``UiUtils.confirmDeleteNotification``: its "Delete all" sends ``DismissNotification`` for
all, ``POST /api/v1/notifications/clear``); ``fragments/HashtagTimelineFragment.java``
(the header's Follow, which sends ``SetTagFollowed``, undone by Following).
"""

from __future__ import annotations

from typing import Any

from moshidon_posts import SELF_ACCT
from screens import ID, alert, entry, menu, page

FULL = SELF_ACCT + "@fedi.example"
VERSION = "2.3.1+fork.111.moshinda"
FILTER = "Spoilers"
LIST = "Cycling crew"
TAG = "#bikepacking"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + behavior(t) + filters(t) + lists(t)


def main(t: Any) -> list[dict[str, Any]]:
    rows = [t("settings_behavior"), t("settings_display"), t("settings_privacy"),
            t("settings_filters"), t("settings_notifications"), t("sk_settings_instance"),
            t("about_app", "Moshidon"), t("manage_accounts"), t("log_out")]  # fmt: skip
    settings = page(t("settings"), [
        {"text": t("app_update_ready")},
        {"text": t("app_update_version", VERSION)},
        {"button": t("install_update"), "rid": ID + "button"},
        {"list": [{"row": row} for row in rows]},
    ])  # fmt: skip
    where = "moshidon SettingsMainFragment"
    return [
        entry("opens-prompt", f"{where} (log out)", settings, [(t("log_out"), None, False)]),
        entry("opens-prompt", f"{where} (update banner)", settings,
              [(t("install_update"), ID + "button", False)]),
        alert("sign-out", f"{where}.onLogOutClick", t("settings"), t("log_out"),
              t("confirm_log_out", FULL), (t("cancel"), False), (t("log_out"), True)),
    ]  # fmt: skip


def behavior(t: Any) -> list[dict[str, Any]]:
    switches = [("settings_alt_text_reminders", True), ("settings_confirm_unfollow", True),
                ("settings_confirm_boost", False), ("sk_settings_load_new_posts", True),
                ("sk_settings_see_new_posts_button", True)]  # fmt: skip
    screen = page(t("settings_behavior"),
                  [{"switch": t(k), "checked": on} for k, on in switches])  # fmt: skip
    return [
        entry("reversible", "moshidon SettingsBehaviorFragment", screen,
              [(t("settings_confirm_boost"), None, False)]),
    ]  # fmt: skip


def filters(t: Any) -> list[dict[str, Any]]:
    edit = page(t("settings_edit_filter"), [
        {"icon": t("save"), "rid": ID + "save"},
        {"field": ID + "edit", "hint": t("settings_filter_title"), "text": FILTER},
        {"row": t("settings_filter_duration"), "secondary": t("filter_duration_forever")},
        {"row": t("settings_filter_muted_words"), "secondary": t("settings_x_muted_words#2")},
        {"row": t("settings_filter_context"), "secondary": t("selection_2_options",
         t("filter_context_home_lists"), t("filter_context_threads_replies"))},
        {"switch": t("settings_filter_show_cw"), "checked": True},
        {"row": t("settings_delete_filter")},
    ])  # fmt: skip
    where = "moshidon EditFilterFragment"
    return [
        entry("opens-prompt", f"{where} (delete)", edit,
              [(t("settings_delete_filter"), None, False)]),
        entry("reversible", f"{where} (save)", edit, [(t("save"), ID + "save", False)]),
        alert("delete", f"{where}.onDeleteClick", t("settings_edit_filter"),
              t("settings_delete_filter_title", FILTER), t("settings_delete_filter_confirmation"),
              (t("cancel"), False), (t("delete"), True)),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    notifications = t("notifications")
    sep = f" {t('sk_separator')} "
    tag = page(TAG, [
        {"icon": t("mute_user", TAG), "rid": ID + "mute_hashtag"},
        {"icon": t("sk_pin_timeline"), "rid": ID + "pin"},
        {"text": TAG},
        {"text": t("x_posts#41") + sep + t("x_participants#23") + sep + t("x_posts_today#6")},
        {"button": t("button_follow"), "rid": ID + "profile_action_btn"},
    ])  # fmt: skip
    return [
        menu("opens-prompt", "moshidon ListTimelineFragment (menu)", LIST,
             [t("edit"), t("delete")], [(t("delete"), False)]),
        alert("delete", "moshidon UiUtils.confirmDeleteList", LIST, t("sk_delete_list"),
              t("sk_delete_list_confirm", LIST), (t("cancel"), False), (t("delete"), True)),
        menu("opens-prompt", "moshidon NotificationsFragment (menu)", notifications,
             [t("sk_clear_all_notifications")], [(t("sk_clear_all_notifications"), False)]),
        alert("delete", "moshidon UiUtils.confirmDeleteNotification (all)", notifications,
              t("sk_clear_all_notifications"), t("sk_clear_all_notifications_confirm"),
              (t("cancel"), False), (t("sk_clear_all_notifications_confirm_action"), True)),
        entry("reversible", "moshidon HashtagTimelineFragment (follow)", tag,
              [(t("button_follow"), ID + "profile_action_btn", False)]),
    ]  # fmt: skip
