"""SmartTube's screens (``app.smarttube``, an Android TV client for YouTube: videos removed from
the watch history and the whole history cleared, the search history cleared, playlists
created, renamed and deleted, videos added to and taken out of playlists, channels
subscribed to, blocked and not recommended, notifications and subscription videos hidden,
subscription groups renamed and deleted, linked phones removed, the app's data backed up
and restored on the device and on Google Drive, accounts signed out, updates installed),
strings from ``common/src/main/res/values*/strings.xml`` and, for the confirmations'
Cancel, ``appupdatechecker2/src/main/res/values*/strings.xml`` of the SharedModules
submodule. The account, video, channel, playlist, group, search and file names on the
screens are the same in every language.

Read from the code (``common/src/main/java/com/liskovsoft/smartyoutubetv2/common`` and
``smarttubetv/src/main``): ``misc/AppDataSourceManager.java`` and ``res/layout
/settings_card.xml`` (the Settings section's cards, each opening its settings dialog);
``app/presenters/settings/AccountSettingsPresenter.java`` (the account dialog, titled with the
selected account: "Select account", a radio list of None and the accounts, "Sign in", the
"Sign out" list of accounts, whose row opens "Sign out" with Cancel and Confirm, which calls
``removeAccount``, and the three switches); ``app/presenters/settings
/GeneralSettingsPresenter.java`` (General's rows, and History, a radio list of "Auto (use
account settings)", "Enable history" and "Disable history", which turns the account's watch
history on or off); ``app/presenters/settings/RemoteControlSettingsPresenter.java`` (the remote
control switch, "Add device", the "Remove all devices" list holding Confirm alone, which
calls ``resetDataObserve`` and turns the link off, and Misc);
``app/presenters/settings/BackupSettingsPresenter.java`` and ``misc/BackupAndRestoreManager
.java`` ("Local backup", whose "Backup app data" row asks "Backup app data" with Cancel and
Confirm, and Confirm deletes the backup folder and copies the settings into it afresh, and
whose "Restore app data" row lists the backups, each asking "Restore app data", where
Confirm deletes the app's settings and copies the backup's in their place; "Google Drive",
with the same two rows through ``misc/GDriveBackupManager.java``, which uploads the
settings over the Drive backup or copies the Drive backup over the settings; the file
import of subscription groups; "Auto backup", a radio list of None and three
frequencies); ``app/presenters/dialogs/menu/SectionMenuPresenter.java``
and ``BaseMenuPresenter.java`` (a section's menu, titled with the section: "Refresh
section", "Move section up" and "down", "Rename this section", which opens a text field,
"Remove from the sidebar", which unpins a pinned playlist, "Pause history", which turns
the account's watch history off, "Clear history", which asks "Clear history" with Cancel
and Confirm, and Confirm clears the account's watch history through ``MediaServiceManager
.clearHistory``, "Create playlist"; on a playlist card of the Playlists section "Rename
playlist", "Sort playlist", "Add playlist to the sidebar" and "Remove playlist from
Playlists section permanently", which asks "Remove NAME permanently?", and Confirm deletes
the playlist through ``removePlaylistObserve``); ``app/presenters/dialogs/menu
/VideoMenuPresenter.java`` (a video card's menu, titled with the video, its rows in
``MainUIData``'s default order: "Remove from history", which removes the video from the
watch history at once; "Add/Remove from playlist", which opens the account's playlists as
a check list, each tick adding the video and each untick taking it out; "Add to new
playlist"; "Not interested", which opens YouTube's list of reasons; "Don't recommend
channel", which sends that feedback at once; "Block the channel", which hides the channel
in this app until "Unblock the channel"; Hide, which in Subscriptions sends YouTube's "not
interested" for the video and in Notifications hides the notification; "Play next", "Open
channel", "Subscribe to the channel" or "Unsubscribe from the channel", and "Add channel to
the sidebar"); ``utils/AppDialogUtil.java`` (the playlists check list, "Sort playlist", a radio list
of five orders, each set on the account's playlist through ``setPlaylistOrderObserve``, and
the confirmation); ``utils/SimpleEditDialog.java`` and ``res/layout/simple_edit_dialog.xml``
(the text field with Cancel and OK, ``android.R.string.cancel`` and ``ok``);
``app/presenters/dialogs/menu/providers/channelgroup/RemoveGroupMenuProvider.java`` and
``RenameGroupMenuProvider.java`` (a subscription group's menu: "Remove the subscription
group", which asks again and, on Confirm, deletes the group); ``app/presenters
/SearchPresenter.java`` (a search tag's dialog: "Remove from search history", which removes
the tag at once, and "Clear search history", which asks again and, on Confirm, clears the
account's search history); ``tv/ui/playback/actions`` (the player's Like and Subscribed
buttons, which toggle); ``app/presenters/dialogs/AppUpdatePresenter.java`` ("Install update",
which downloads the new version and hands it to the system's installer, and "Changelog").
"""

from __future__ import annotations

from typing import Any

from screens import ID, confirm, edit, listed, page, settings

ALICE, EMAIL = "Alice Martin", "alice.martin@example.com"
VIDEO = "Building a wooden canoe in 30 days"
LIVE = "Carving a paddle from one board"
NEWS = "Spring river trip, part 2"
CHANNEL = "River Crafts"
PLAYLIST, OTHER = "Woodworking", "Trips"
GROUP = "Workshop channels"
TAG = "canoe paddle carving"
BACKUPS = ("app.smarttube", "org.smarttube.stable")
FOLDER = "/storage/emulated/0/data"
VERSION = "SmartTube 31.12"


def screens(t: Any) -> list[dict[str, Any]]:
    return settings_pages(t) + backups(t) + history(t) + menus(t) + playlists(t) + others(t)


def rows(t: Any, *keys: str) -> list[dict[str, Any]]:
    return [{"row": t(k)} for k in keys]


def settings_pages(t: Any) -> list[dict[str, Any]]:
    home = t("header_settings")
    cards = [
        {"row": t(k), "rid": f"{ID}settings_title"}
        for k in ("settings_accounts", "settings_remote_control", "settings_language_country",
                  "settings_general", "settings_main_ui", "settings_player", "auto_frame_rate",
                  "subtitle_category_title", "settings_search", "content_block_provider",
                  "dearrow_provider", "app_backup_restore", "settings_about")
    ]  # fmt: skip
    grid = page(home, cards)
    grid_cases = [(t("settings_accounts"), False)]
    account = [
        *rows(t, "dialog_account_list", "dialog_add_account", "dialog_remove_account"),
        {"switch": t("protect_account_with_password"), "checked": False},
        {"switch": t("multi_profiles"), "checked": False},
        {"switch": t("select_account_on_boot"), "checked": False},
    ]
    remote = [
        {"switch": t("settings_remote_control"), "checked": True},
        *rows(t, "dialog_add_device", "dialog_remove_all_devices", "player_other"),
    ]
    general = rows(t, "boot_to_section", "side_panel_sections", "context_menu",
                   "hide_unwanted_content", "app_exit_shortcut", "category_background_playback",
                   "screen_dimming", "key_remapping", "network_settings", "header_history",
                   "player_other")  # fmt: skip
    where = "smarttube AccountSettingsPresenter"
    devices = "smarttube RemoteControlSettingsPresenter"
    return [
        {"category": "harmless", "source": "smarttube SettingsGridFragment", "screen": grid,
         "cases": [{"tap": label, "irreversible": bad} for label, bad in grid_cases]},
        settings("opens-prompt", where, home, ALICE, account,
                 [(t("dialog_remove_account"), False)]),
        confirm("reversible", f"{where} (sign out)", home, t("dialog_remove_account"),
                t("cancel"), t("btn_confirm"), False),
        listed("reversible", f"{where} (select account)", home, t("dialog_account_list"),
               [{"radio": t("dialog_account_none"), "checked": False},
                {"radio": f"{ALICE} ({EMAIL})", "checked": True}],
               [(t("dialog_account_none"), False)]),
        settings("harmless", "smarttube GeneralSettingsPresenter", home, t("settings_general"),
                 general, [(t("header_history"), False)]),
        listed("reversible", "smarttube GeneralSettingsPresenter (history)", home,
               t("header_history"),
               [{"radio": t("auto_history"), "checked": True},
                {"radio": t("enable_history"), "checked": False},
                {"radio": t("disable_history"), "checked": False}],
               [(t("disable_history"), False)]),
        settings("opens-prompt", devices, home, t("settings_remote_control"), remote,
                 [(t("dialog_remove_all_devices"), False)]),
        confirm("revoke", f"{devices} (remove all devices)", home,
                t("dialog_remove_all_devices"), None, t("btn_confirm"), True),
    ]  # fmt: skip


def backups(t: Any) -> list[dict[str, Any]]:
    home = t("header_settings")
    backup, restore = t("app_backup"), t("app_restore")
    where = "smarttube BackupSettingsPresenter"
    drive = "smarttube GDriveBackupManager"
    main = [
        {"row": t("local_backup")},
        {"row": "Google Drive"},
        {"row": t("import_subscriptions_group") + " (GrayJay/PocketTube/NewPipe)"},
    ]
    drive_rows = [
        *rows(t, "app_backup", "app_restore", "auto_backup_category"),
        {"switch": t("device_specific_backup"), "checked": False},
        *rows(t, "dialog_add_account"),
    ]
    names = [{"row": name} for name in BACKUPS]
    local = [
        {"row": f"{backup}:\n{FOLDER}"},
        {"row": f"{restore}:\n{FOLDER}"},
        {"row": t("auto_backup_category")},
    ]
    no, yes = t("cancel"), t("btn_confirm")
    return [
        settings("harmless", where, home, t("app_backup_restore"), main,
                 [(t("local_backup"), False), ("Google Drive", False)]),
        listed("harmless", f"{where} (local backup)", home, t("local_backup"), local,
               [(t("auto_backup_category"), False)]),
        listed("reversible", f"{where} (auto backup)", home, t("auto_backup_category"),
               [{"radio": t("dialog_account_none"), "checked": True},
                *({"radio": t(k), "checked": False}
                  for k in ("once_a_day", "once_a_week", "once_a_month"))],
               [(t("once_a_week"), False)]),
        confirm("overwrite", f"{where} (backup)", home, backup, no, yes, True),
        listed("opens-prompt", f"{where} (local backups)", home, restore, names,
               [(BACKUPS[1], False)]),
        confirm("overwrite", f"{where} (restore)", home, restore, no, yes, True),
        settings("opens-prompt", f"{where} (Google Drive)", home, "Google Drive", drive_rows,
                 [(backup, False)]),
        confirm("overwrite", f"{drive} (backup)", home, backup, no, yes, True),
        listed("opens-prompt", f"{drive} (backups)", home, restore, names,
               [(BACKUPS[0], False)]),
        confirm("overwrite", f"{drive} (restore)", home, restore, no, yes, True),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    section = t("header_history")
    menu = rows(t, "refresh_section", "move_section_up", "move_section_down", "pause_history",
                "clear_history")  # fmt: skip
    where = "smarttube SectionMenuPresenter (History)"
    card = rows(t, "remove_from_history", "dialog_add_to_playlist", "add_video_to_new_playlist",
                "dialog_block_channel", "play_next", "open_channel",
                "unsubscribe_from_channel", "pin_channel")  # fmt: skip
    return [
        settings("opens-prompt", where, section, section, menu,
                 [(t("clear_history"), False)]),
        confirm("delete", f"{where} (clear history)", section, t("clear_history"), t("cancel"),
                t("btn_confirm"), True),
        settings("delete", "smarttube VideoMenuPresenter (History)", section, VIDEO, card,
                 [(t("remove_from_history"), True), (t("open_channel"), False)]),
    ]  # fmt: skip


def menus(t: Any) -> list[dict[str, Any]]:
    home, subs = t("header_home"), t("header_subscriptions")
    alerts = t("header_notifications")
    where = "smarttube VideoMenuPresenter"
    suggested = rows(t, "dialog_add_to_playlist", "add_video_to_new_playlist", "not_interested",
                     "not_recommend_channel", "dialog_block_channel", "play_next",
                     "open_channel", "subscribe_to_channel", "pin_channel")  # fmt: skip
    subscribed = rows(t, "dialog_add_to_playlist", "add_video_to_new_playlist",
                      "dialog_block_channel", "remove_from_subscriptions", "play_next",
                      "open_channel", "unsubscribe_from_channel", "pin_channel")  # fmt: skip
    checks = [
        {"switch": "Watch later", "checked": False},
        {"switch": PLAYLIST, "checked": False},
        {"switch": OTHER, "checked": True},
    ]
    return [
        settings("send", f"{where} (Home)", home, VIDEO, suggested,
                 [(t("not_recommend_channel"), True), (t("dialog_block_channel"), False)]),
        listed("reversible", "smarttube AppDialogUtil (add to playlist)", home,
               t("dialog_add_to_playlist"), checks, [(OTHER, False)]),
        settings("send", f"{where} (Subscriptions)", subs, LIVE, subscribed,
                 [(t("remove_from_subscriptions"), True), (t("unsubscribe_from_channel"), False)]),
        settings("delete", f"{where} (Notifications)", alerts, NEWS, subscribed,
                 [(t("remove_from_subscriptions"), True), (t("open_channel"), False)]),
    ]  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    section = t("header_playlists")
    where = "smarttube BaseMenuPresenter (Playlists)"
    card = rows(t, "rename_playlist", "playlist_order", "pin_playlist", "remove_playlist")
    menu = rows(t, "refresh_section", "move_section_up", "move_section_down", "create_playlist")
    ok, cancel = t("android:ok"), t("android:cancel")
    pinned = rows(t, "refresh_section", "unpin_from_sidebar", "move_section_up",
                  "move_section_down", "rename_section")  # fmt: skip
    pinned_where = "smarttube SectionMenuPresenter (pinned playlist)"
    return [
        settings("opens-prompt", where, section, PLAYLIST, card,
                 [(t("remove_playlist"), False)]),
        listed("reversible", "smarttube AppDialogUtil (sort playlist)", section,
               t("playlist_order"),
               [{"radio": t(k), "checked": k == "playlist_order_added_date_newer_first"}
                for k in ("playlist_order_added_date_newer_first",
                          "playlist_order_added_date_older_first", "playlist_order_popularity",
                          "playlist_order_published_date_newer_first",
                          "playlist_order_published_date_older_first")],
               [(t("playlist_order_popularity"), False)]),
        confirm("delete", f"{where} (remove playlist)", section,
                t("remove_playlist_fmt", PLAYLIST), t("cancel"), t("btn_confirm"), True),
        edit("reversible", f"{where} (rename playlist)", section, t("rename_playlist"),
             t("rename_playlist"), "Woodworking projects", (cancel, None), (ok, False)),
        settings("opens-prompt", "smarttube SectionMenuPresenter (Playlists)", section, section,
                 menu, [(t("create_playlist"), False)]),
        edit("reversible", f"{where} (create playlist)", section, t("create_playlist"),
             t("create_playlist_note"), "Canoe builds", (cancel, None), (ok, False)),
        settings("reversible", pinned_where, PLAYLIST, PLAYLIST, pinned,
                 [(t("unpin_from_sidebar"), False)]),
        edit("reversible", f"{pinned_where} (rename section)", PLAYLIST, t("rename_section"),
             t("rename_section"), "Workshop", (cancel, False), (ok, False)),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    group = "smarttube RemoveGroupMenuProvider"
    menu = rows(t, "refresh_section", "unpin_group_from_sidebar", "rename_group",
                "move_section_up", "move_section_down")  # fmt: skip
    search = t("settings_search")
    tag = rows(t, "remove_from_search_history", "clear_search_history")
    player = page(
        VIDEO,
        [
            {"text": VIDEO, "rid": f"{ID}lb_details_description_title"},
            {"text": CHANNEL, "rid": f"{ID}lb_details_description_subtitle"},
            *({"icon": t(k), "rid": f"{ID}button"}
              for k in ("action_like", "action_dislike", "subscribed_to_channel",
                        "action_playlist_add", "action_channel", "action_video_speed",
                        "action_subtitles")),
        ],
    )  # fmt: skip
    update = rows(t, "install_update", "update_changelog")
    return [
        settings("opens-prompt", "smarttube SectionMenuPresenter (subscription group)", GROUP,
                 GROUP, menu,
                 [(t("unpin_group_from_sidebar"), False)]),
        edit("reversible", "smarttube RenameGroupMenuProvider", GROUP, t("rename_group"),
             t("rename_group"), "Woodworking channels", (t("android:cancel"), None),
             (t("android:ok"), False)),
        confirm("delete", f"{group} (remove group)", GROUP, t("unpin_group_from_sidebar"),
                t("cancel"), t("btn_confirm"), True),
        settings("delete", "smarttube SearchPresenter (search tag)", search, search, tag,
                 [(t("remove_from_search_history"), True), (t("clear_search_history"), False)]),
        confirm("delete", "smarttube SearchPresenter (clear search history)", search,
                t("clear_search_history"), t("cancel"), t("btn_confirm"), True),
        {"category": "reversible", "source": "smarttube PlaybackFragment", "screen": player,
         "cases": [{"tap": t("action_like"), "irreversible": False},
                   {"tap": t("subscribed_to_channel"), "irreversible": False}]},
        settings("opens-prompt", "smarttube AppUpdatePresenter", t("header_home"), VERSION,
                 update, [(t("install_update"), False)]),
    ]  # fmt: skip
