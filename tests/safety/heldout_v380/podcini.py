"""Podcini's screens (``ac.mdiq.podcini``, a podcast player: podcasts subscribed, refreshed
and removed, episodes downloaded, queued, shelved, rated, erased and their media deleted,
queues cleared and their bins emptied, the playback history and statistics cleared, logs
deleted, backups, OPML files and progress imported and exported), strings from
``app/src/main/res/values*/strings.xml``. The podcast, episode, queue and file names on the
screens are the same in every language, and so are the words the code writes itself (the
play states and ratings, which are the names of its enums, "OK", "Import OPML file").

Read from the code (``app/src/main/kotlin/ac/mdiq/podcini``): ``ui/screens/QueuesScreen.kt``
(the top bar: "Open Drawer", the queue spinner, "search" and "Menu"; the overflow: "Clear
bin", which empties the queue's bin at once, Sort, Rename, "Add queue", "Clear queue", which
opens its confirmation, Refresh and "Lock queue"; ``ComfirmDialog`` "Clear queue" with Cancel
and Confirm, which calls ``Queues.clearQueue``; ``ShowLockWarning`` with "Do not show again",
Cancel and "Lock queue"; ``AddQueueDialog`` with its name field and Confirm);
``storage/database/Queues.kt`` (``clearQueue`` moves the queue's episodes into its bin);
``ui/screens/EpisodesScreen.kt`` (the overflow for the History, Downloaded and New lists:
"Clear history", which opens ``ComfirmDialog`` "Clear history" with Cancel and Confirm, which
calls ``clearHistory``; Reconcile, which at once deletes every file of the media folder that
no episode points to; "Clear new", which sets the new episodes to unplayed);
``ui/compose/EpisodesVM.kt`` (``EpisodeLazyColumn``'s selection speed-dial: "Delete episode
media", which deletes the selected episodes' downloaded files at once through
``deleteEpisodeMedia``, Download, "Set played state", "Remove from active queue", "Add to
active queue", "Shelve to synthetic", "Add to queue…", "Set rating" and, in a synthetic
podcast, "Erase episodes"; ``EraseEpisodesDialog``, whose Confirm records the reason and
deletes the episodes and their files; ``PlayStateDialog`` and ``ChooseRatingDialog``, rows
named by the enums; ``PutToQueueDialog`` and ``ShelveDialog`` with their radios, check box
and Confirm); ``ui/compose/Feeds.kt`` (``RemoveFeedDialog``: its message, the reason field and
Confirm, which calls ``deleteFeedSync`` for each podcast; ``OpmlImportSelectionDialog``
"Import OPML file" with "Select/Deselect All", Dismiss and Confirm, which subscribes to the
ticked podcasts); ``ui/screens/FeedEpisodesScreen.kt`` (a podcast's overflow: Refresh, Share,
"Rename podcast", "Remove podcast"); ``ui/screens/FeedInfoScreen.kt`` (its overflow: "Edit feed
URL" or, for a local folder, "Re-connect local folder", and "Remove podcast"; the URL dialog
with its field, Cancel and OK, which opens the second "Edit feed URL" dialog, whose OK calls
``updateFeedDownloadURL``; ``ComfirmDialog`` with the re-connect warning, whose Confirm opens
the system's folder picker); ``ui/screens/SubscriptionsScreen.kt`` (the overflow: "New
synthetic feed", Refresh, "Toggle grid list"; the selection speed-dial: "Remove podcast",
"Keep updated", "Include in auto downloads", and the others, "Set rating" and "OPML
export"); ``ui/screens/LogsScreen.kt`` (the top bar's icons download, share, subscriptions and
"clear history", which opens ``ComfirmDialog`` "Confirm delete logs here" with Cancel and
Confirm, which deletes the logs from the database); ``ui/screens/StatisticsScreen.kt`` (the
overflow's "Reset statistics data", which opens its ``ComfirmDialog``, whose Confirm erases
every episode's played duration and time spent); ``ui/activity/PreferenceActivity.kt`` (the
settings' rows); ``preferences/screens/ImportExport.kt`` (the rows "Combo export", "Combo
import", "Import AntennaPod database", "OPML export", "OPML import", "Episodes progress
export" and "Episodes progress import"; the combo import's warning, whose Confirm opens the
folder picker, then "Select properties" with Database, Preferences and "Media files", Cancel
and OK, which replaces the chosen parts of the app's storage with the backup's; the combo
export's "Select properties", whose OK writes them into a new folder; the progress import's
warning, whose Confirm opens the file picker); ``preferences/screens/Synchronization.kt``
(signed in: "Sync changes", "Force full sync" and Logout, which only forgets the credentials);
``storage/database/Episodes.kt`` (``deleteEpisodesWarnLocal``: for an episode of a local
folder, "Delete episode media" with the warning, Cancel and Delete, which deletes the file
from the folder); ``ui/actions/EpisodeActionButton.kt`` (the mobile download question with
"Download later", "Allow this time" and Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import ask, card, fab, menu, page, view_alert

SHOW, FOLDER = "Tech Weekly", "Field Recordings"
EPISODES = ["#212 Open hardware", "#211 Batteries", "#210 Mesh networks"]
SYNTH = "Saved talks"
QUEUES = ["Default", "Commute"]
REASON = "Too many ads"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        queues(t)
        + episode_lists(t)
        + selection(t)
        + podcast(t)
        + subscriptions(t)
        + logs_and_statistics(t)
        + import_export(t)
        + others(t)
    )


def _rows(titles: list[str]) -> dict[str, Any]:
    return {"list": [{"text": title} for title in titles]}


def queues(t: Any) -> list[dict[str, Any]]:
    src, page_title = "podcini QueuesScreen", t("queue_label")
    overflow = [
        t("clear_bin_label"),
        t("sort"),
        t("rename"),
        t("add_queue"),
        t("clear_queue_label"),
        t("refresh_label"),
        t("lock_queue"),
    ]
    cancel, confirm = t("cancel_label"), t("confirm_label")
    clear = (t("clear_queue_label"), t("clear_queue_confirmation_msg"))
    lock = (t("lock_queue"), t("queue_lock_warning"))
    dont = ({"text": t("checkbox_do_not_show_again")},)
    name = {"field": "name", "hint": "Add queue (Unique name only)", "text": "Evening"}
    return [
        menu("delete", f"{src} (menu)", page_title, overflow, [(t("clear_bin_label"), True)]),
        menu(
            "opens-prompt", f"{src} (menu)", page_title, overflow, [(t("clear_queue_label"), False)]
        ),
        menu("harmless", f"{src} (menu)", page_title, overflow, [(t("sort"), False)]),
        ask(
            "reversible",
            f"{src} (clear queue)",
            page_title,
            *clear,
            (cancel, None),
            (confirm, False),
        ),
        ask(
            "harmless", f"{src} (clear queue)", page_title, *clear, (cancel, False), (confirm, None)
        ),
        ask(
            "reversible",
            f"{src} (lock queue)",
            page_title,
            *lock,
            (cancel, None),
            (t("lock_queue"), False),
            dont,
        ),
        card(
            "reversible",
            f"{src} (add queue)",
            page_title,
            (name, {"button": confirm}),
            [(confirm, False)],
        ),
    ]


def episode_lists(t: Any) -> list[dict[str, Any]]:
    src = "podcini EpisodesScreen"
    cancel, confirm = t("cancel_label"), t("confirm_label")
    clear = (t("clear_history_label"), t("clear_playback_history_msg"))
    return [
        menu(
            "opens-prompt",
            f"{src} (History menu)",
            t("=History"),
            [t("clear_history_label")],
            [(t("clear_history_label"), False)],
        ),
        ask(
            "delete",
            f"{src} (clear history)",
            t("=History"),
            *clear,
            (cancel, None),
            (confirm, True),
        ),
        ask(
            "harmless",
            f"{src} (clear history)",
            t("=History"),
            *clear,
            (cancel, False),
            (confirm, None),
        ),
        menu(
            "delete",
            f"{src} (Downloaded menu)",
            t("=Downloaded"),
            [t("reconcile_label")],
            [(t("reconcile_label"), True)],
        ),
        menu(
            "reversible",
            f"{src} (New menu)",
            t("=New"),
            [t("clear_new_label")],
            [(t("clear_new_label"), False)],
        ),
    ]


def _speed_dial(t: Any, erase: bool) -> list[dict[str, Any]]:
    rows = [
        fab(t("delete_episode_label"), "Delete media"),
        fab(t("download_label"), "Download"),
        fab(t("set_play_state_label"), "Toggle played state"),
        fab(t("remove_from_queue_label"), "Remove from active queue"),
        fab(t("add_to_queue_label"), "Add to active queue"),
        fab(t("shelve_label"), "Shelve"),
        fab(t("put_in_queue_label"), "Add to queue..."),
        fab(t("set_rating_label"), "Set rating"),
    ]
    if erase:
        rows.append(fab(t("erase_episodes_label"), "Erase episodes"))
    return [_rows(EPISODES), *rows, {"button": "Edit"}]


def selection(t: Any) -> list[dict[str, Any]]:
    src = "podcini EpisodeLazyColumn"
    confirm = t("confirm_label")
    downloaded, synthetic = _speed_dial(t, False), _speed_dial(t, True)
    reason = ({"text": t("feed_delete_reason_msg")}, {"field": "reason", "text": REASON})
    erase = ({"text": t("erase_episodes_confirmation_msg") + ": 2"}, *reason, {"button": confirm})
    states = [
        "IGNORED",
        "FOREVER",
        "AGAIN",
        "PLAYED",
        "SKIPPED",
        "QUEUE",
        "SOON",
        "LATER",
        "UNPLAYED",
    ]
    ratings = ["SUPER", "GOOD", "OK", "BAD", "TRASH", "UNRATED"]
    to_queue = (
        {"radio": QUEUES[0], "checked": True},
        {"radio": QUEUES[1], "checked": False},
        {"text": t("remove_from_other_queues")},
        {"button": confirm},
    )
    shelve = (
        {"radio": SYNTH, "checked": True},
        {"text": t("remove_from_current_feed")},
        {"button": confirm},
    )
    return [
        page(
            "delete",
            f"{src} (Downloaded selection)",
            t("=Downloaded"),
            downloaded,
            [(t("delete_episode_label"), True)],
        ),
        page(
            "delete",
            f"{src} (synthetic selection)",
            SYNTH,
            synthetic,
            [(t("delete_episode_label"), True)],
        ),
        page(
            "opens-prompt",
            f"{src} (synthetic selection)",
            SYNTH,
            synthetic,
            [(t("set_play_state_label"), False), (t("erase_episodes_label"), False)],
        ),
        page(
            "reversible",
            f"{src} (Downloaded selection)",
            t("=Downloaded"),
            downloaded,
            [(t("remove_from_queue_label"), False), (t("add_to_queue_label"), False)],
        ),
        card("delete", f"{src} EraseEpisodesDialog", SYNTH, erase, [(confirm, True)]),
        card(
            "reversible",
            f"{src} PlayStateDialog",
            SYNTH,
            tuple({"row": t("=" + s)} for s in states),
            [(t("=PLAYED"), False)],
        ),
        card(
            "reversible",
            f"{src} ChooseRatingDialog",
            SYNTH,
            tuple({"row": t("=" + r)} for r in ratings),
            [(t("=GOOD"), False)],
        ),
        card(
            "reversible", f"{src} PutToQueueDialog", t("=Downloaded"), to_queue, [(confirm, False)]
        ),
        card("reversible", f"{src} ShelveDialog", t("=Downloaded"), shelve, [(confirm, False)]),
    ]


def podcast(t: Any) -> list[dict[str, Any]]:
    src = "podcini FeedEpisodesScreen"
    info = "podcini FeedInfoScreen"
    cancel, confirm = t("cancel_label"), t("confirm_label")
    overflow = [
        t("refresh_label"),
        t("share_label"),
        t("rename_feed_label"),
        t("remove_feed_label"),
    ]
    info_menu = [t("edit_url_menu"), t("remove_feed_label")]
    local_menu = [t("reconnect_local_folder"), t("remove_feed_label")]
    reason = ({"text": t("feed_delete_reason_msg")}, {"field": "reason", "text": REASON})
    remove = ({"text": t("feed_delete_confirmation_msg") + SHOW}, *reason, {"button": confirm})
    remove_local = (
        {"text": t("feed_delete_confirmation_local_msg") + FOLDER},
        *reason,
        {"button": confirm},
    )
    url = ({"field": "url", "text": "https://feeds.example.org/tech-weekly.xml"},)
    edit = (t("edit_url_menu"), t("edit_url_confirmation_msg"))
    return [
        menu("opens-prompt", f"{src} (menu)", SHOW, overflow, [(t("remove_feed_label"), False)]),
        menu("harmless", f"{src} (menu)", SHOW, overflow, [(t("share_label"), False)]),
        card("delete", "podcini RemoveFeedDialog", SHOW, remove, [(confirm, True)]),
        card(
            "delete",
            "podcini RemoveFeedDialog (local folder)",
            FOLDER,
            remove_local,
            [(confirm, True)],
        ),
        menu("opens-prompt", f"{info} (menu)", SHOW, info_menu, [(t("edit_url_menu"), False)]),
        ask(
            "opens-prompt",
            f"{info} (edit URL)",
            SHOW,
            t("edit_url_menu"),
            None,
            (cancel, None),
            (t("=OK"), False),
            url,
        ),
        ask("overwrite", f"{info} (confirm URL)", SHOW, *edit, (cancel, None), (t("=OK"), True)),
        ask("harmless", f"{info} (confirm URL)", SHOW, *edit, (cancel, False), (t("=OK"), None)),
        menu(
            "opens-prompt",
            f"{info} (local folder menu)",
            FOLDER,
            local_menu,
            [(t("reconnect_local_folder"), False)],
        ),
        ask(
            "opens-prompt",
            f"{info} (re-connect folder)",
            FOLDER,
            None,
            t("reconnect_local_folder_warning"),
            (cancel, None),
            (confirm, False),
        ),
    ]


def subscriptions(t: Any) -> list[dict[str, Any]]:
    src = "podcini SubscriptionsScreen"
    title = t("subscriptions_label")
    overflow = [t("new_synth_label"), t("refresh_label"), t("toggle_grid_list")]
    dial = [
        _rows([SHOW, FOLDER, SYNTH]),
        fab(t("remove_feed_label")),
        fab(t("keep_updated")),
        fab(t("auto_download_label")),
        fab(t("auto_delete_label")),
        fab(t("playback_speed")),
        fab(t("edit_tags")),
        fab(t("pref_feed_associated_queue")),
        fab(t("set_rating_label"), "Set rating"),
        fab(t("opml_export_label")),
        {"button": "Edit"},
    ]
    reason = ({"text": t("feed_delete_reason_msg")}, {"field": "reason", "text": REASON})
    batch = (
        {"text": t("feed_delete_confirmation_msg_batch")},
        *reason,
        {"button": t("confirm_label")},
    )
    return [
        menu("reversible", f"{src} (menu)", title, overflow, [(t("new_synth_label"), False)]),
        menu("harmless", f"{src} (menu)", title, overflow, [(t("toggle_grid_list"), False)]),
        page(
            "opens-prompt",
            f"{src} (selection)",
            title,
            dial,
            [(t("remove_feed_label"), False), (t("keep_updated"), False)],
        ),
        page("export", f"{src} (selection)", title, dial, [(t("opml_export_label"), False)]),
        card(
            "delete",
            "podcini RemoveFeedDialog (selected podcasts)",
            title,
            batch,
            [(t("confirm_label"), True)],
        ),
    ]


def logs_and_statistics(t: Any) -> list[dict[str, Any]]:
    logs, stats = "podcini LogsScreen", "podcini StatisticsScreen"
    cancel, confirm = t("cancel_label"), t("confirm_label")
    bar = [
        {"icon": "Open Drawer"},
        {"text": t("logs_label")},
        {"icon": "download"},
        {"icon": "share"},
        {"icon": "subscriptions"},
        {"icon": "clear history"},
        _rows(EPISODES),
    ]
    drop = (t("confirm_delete_logs_label"), t("confirm_delete_logs_message"))
    reset = (t("statistics_reset_data"), t("statistics_reset_data_msg"))
    return [
        page("opens-prompt", logs, t("logs_label"), bar, [("clear history", False)]),
        ask(
            "delete",
            f"{logs} (delete logs)",
            t("logs_label"),
            *drop,
            (cancel, None),
            (confirm, True),
        ),
        ask(
            "harmless",
            f"{logs} (delete logs)",
            t("logs_label"),
            *drop,
            (cancel, False),
            (confirm, None),
        ),
        menu(
            "opens-prompt",
            f"{stats} (menu)",
            t("statistics_label"),
            [t("statistics_reset_data")],
            [(t("statistics_reset_data"), False)],
        ),
        ask(
            "reset",
            f"{stats} (reset)",
            t("statistics_label"),
            *reset,
            (cancel, None),
            (confirm, True),
        ),
        ask(
            "harmless",
            f"{stats} (reset)",
            t("statistics_label"),
            *reset,
            (cancel, False),
            (confirm, None),
        ),
    ]


def import_export(t: Any) -> list[dict[str, Any]]:
    src = "podcini ImportExportScreen"
    title = t("import_export_pref")
    cancel, confirm = t("cancel_label"), t("confirm_label")
    settings = [
        {"row": t(k), "secondary": t(s)}
        for k, s in (
            ("user_interface_label", "user_interface_sum"),
            ("playback_pref", "playback_pref_sum"),
            ("downloads_pref", "downloads_pref_sum"),
            ("synchronization_pref", "synchronization_sum"),
            ("import_export_pref", "import_export_summary"),
        )
    ]
    rows = [
        {"row": t(k), **({"secondary": t(s)} if s else {})}
        for k, s in (
            ("combo_export_label", "combo_export_summary"),
            ("combo_import_label", "combo_import_summary"),
            ("import_AP_label", ""),
            ("import_PA_label", ""),
            ("opml_export_label", "opml_export_summary"),
            ("opml_import_label", "opml_import_summary"),
            ("progress_export_label", "progress_export_summary"),
            ("progress_import_label", "progress_import_summary"),
        )
    ]
    combo = (t("combo_import_label"), t("combo_import_warning"))
    progress = (t("progress_import_label"), t("progress_import_warning"))
    parts = tuple({"text": p} for p in ("Database", "Preferences", "Media files"))
    select = (t("pref_select_properties"), None)
    opml = (
        *({"text": "Select/Deselect All"},),
        {"list": [{"text": SHOW}, {"text": "Night Sky Notes"}]},
    )
    return [
        page(
            "harmless",
            "podcini PreferenceActivity",
            t("settings_label"),
            settings,
            [(t("import_export_pref"), False)],
        ),
        page(
            "opens-prompt",
            src,
            title,
            rows,
            [(t("progress_import_label"), False), (t("import_AP_label"), False)],
        ),
        page("export", src, title, rows, [(t("progress_export_label"), False)]),
        ask(
            "opens-prompt",
            f"{src} (combo import warning)",
            title,
            *combo,
            (cancel, None),
            (confirm, False),
        ),
        ask(
            "harmless",
            f"{src} (combo import warning)",
            title,
            *combo,
            (cancel, False),
            (confirm, None),
        ),
        ask(
            "overwrite",
            f"{src} (combo import)",
            title,
            *select,
            (cancel, None),
            (t("=OK"), True),
            parts,
        ),
        ask(
            "harmless",
            f"{src} (combo import)",
            title,
            *select,
            (cancel, False),
            (t("=OK"), None),
            parts,
        ),
        ask(
            "opens-prompt",
            f"{src} (progress import warning)",
            title,
            *progress,
            (cancel, None),
            (confirm, False),
        ),
        ask(
            "reversible",
            "podcini OpmlImportSelectionDialog",
            title,
            t("=Import OPML file"),
            None,
            (t("=Dismiss"), None),
            (confirm, False),
            opml,
        ),
    ]


def others(t: Any) -> list[dict[str, Any]]:
    sync = "podcini SynchronizationScreen"
    rows = [
        {
            "row": t("synchronization_sync_changes_title"),
            "secondary": t("synchronization_sync_summary"),
        },
        {
            "row": t("synchronization_full_sync_title"),
            "secondary": t("synchronization_force_sync_summary"),
        },
        {"row": t("synchronization_logout")},
    ]
    local = (t("delete_episode_label"), t("delete_local_feed_warning_body"))
    mobile = (
        t("confirm_mobile_download_dialog_title"),
        t("confirm_mobile_download_dialog_message"),
    )
    return [
        page(
            "reversible",
            sync,
            t("synchronization_pref"),
            rows,
            [(t("synchronization_logout"), False)],
        ),
        view_alert(
            "delete",
            "podcini deleteEpisodesWarnLocal",
            EPISODES[0],
            *local,
            [(t("cancel_label"), "negative", None), (t("delete_label"), "positive", True)],
        ),
        view_alert(
            "harmless",
            "podcini deleteEpisodesWarnLocal",
            EPISODES[0],
            *local,
            [(t("cancel_label"), "negative", False), (t("delete_label"), "positive", None)],
        ),
        view_alert(
            "harmless",
            "podcini DownloadActionButton (mobile)",
            EPISODES[1],
            *mobile,
            [
                (t("confirm_mobile_download_dialog_allow_this_time"), "neutral", None),
                (t("cancel_label"), "negative", False),
                (t("confirm_mobile_download_dialog_download_later"), "positive", None),
            ],
        ),
    ]
