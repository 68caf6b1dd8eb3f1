"""AndStatus's screens (``org.andstatus.app``, a client of several social networks, Mastodon,
Pleroma, GNU Social, Pump.io and ActivityPub servers: notes posted, replied to, reposted,
favorited, edited, resent and removed, drafts saved and discarded, actors followed, the queue of
commands cleared, accounts added, logged out and removed, social networks edited and deleted,
old data pruned, data moved, backed up and restored, the local cache checked and fixed, the
timelines' counters and order reset), strings from ``app/src/main/res/values*/strings.xml``
and ``strings_international.xml``. The account, actor, note and host names on the screens
are the same in every language.

Read from the code (``app/src/main/kotlin/org/andstatus/app``): ``timeline/TimelineActivity
.kt`` with ``res/menu/create_note.xml`` and ``timeline.xml`` (the action bar: Post, which only
opens the editor, Search, "Sync with the Internet", and in the overflow "Refresh from cache",
"Manage Timelines", "Commands in a queue", Settings and Help; "Mark all as read", shown on
the "Unread notifications" timeline only, which marks its notifications read);
``note/BaseNoteAdapter.kt`` and ``res/layout/note_buttons.xml`` (the buttons below a note:
``reply_button``, ``reblog_button``, which reposts the note at once (``NoteContextMenuItem
.ANNOUNCE``), ``reblog_button_tinted`` on a note already reposted, which undoes the repost,
``favorite_button`` and ``more_button``); ``note/NoteContextMenu.kt`` and
``NoteContextMenuItem.kt`` (a note's context menu, built row by row in
``createContextMenu``: "Open Conversation", "Notes by …", "Actors of Note", Edit for the
author's unsent note, Resend for a note whose sending failed (``CommandData.newUpdateStatus``,
sent again at once), "Follow …" or "Stop following …", the three Reply rows, Share, Favorite
or "Undo favorite", Repost or "Undo repost", "Open in browser", "Get Note information", and
"Remove note" for the author's note at the server (``CommandEnum.DELETE_NOTE``, deleted at the
server and from the device, with no confirmation), Discard for the author's note the server
has not got, and "Delete note from local cache" for another actor's note); ``service
/CommandExecutorOther.kt`` (``deleteNote``: the note is deleted at the server only where the
acting account is its author, and from the local cache in every case); ``note/NoteEditor.kt``,
``res/menu/note_editor.xml`` and ``res/layout/note_editor.xml`` (the editor: Attach, Send,
which queues the note to be sent at once, "Save draft", and Discard in the overflow, which
marks an unsent note deleted (``Note.setDiscarded``); the body, the summary field and the
Public, Followers and Sensitive check boxes); ``service/QueueViewer.kt`` with
``res/menu/commands_queue.xml`` and ``queue_context_menu.xml`` ("Clear the queue", which
empties every queue at once, with no confirmation; a command's Share, Resend, which sends it
again, and Delete, which deletes it); ``account/AccountSettingsActivity.kt``,
``AccountSettingsFragment.kt``, ``res/menu/account_settings.xml`` and
``res/layout/account_settings.xml`` (Settings and "Remove account" in the overflow, which opens
"Remove account?" with Cancel and OK, whose OK removes the account and its data from the
device; "Add this account", "Reverify credentials", "Home Timeline", "Synced automatically",
"This is the default account" and "Log out", which forgets the account's credentials);
``util/DialogFactory.kt`` (the dialogs' platform OK and Cancel); ``origin/OriginEditor.kt`` and
``res/layout/origin_editor.xml`` (a social network's editor: its type, its host, labelled
"Mastodon instance" for a Mastodon network (``OriginMastodon.alternativeTermForResourceId``),
its name, SSL, and Discard, which only closes the editor, Delete, which opens "Delete the '…'
social network?" with Cancel and OK, whose OK deletes the network and all its notes from the
device, and Save); ``actor/ActorContextMenu.kt`` (an actor's context menu: "Notes by …",
"Friends of …", "Followers of …", "Stop following …", "Post to …" and "Get Actor information");
``context/MySettingsFragment.kt``, ``context/StorageSwitch.kt`` and
``res/xml/preference_headers.xml``, ``preferences_storage.xml``, ``preferences_debugging.xml``,
``preferences_appearance.xml``, ``preferences_notifications.xml``, ``preferences_syncing.xml``
and ``preferences_filters.xml`` (Storage: "External Storage", whose tick opens "External
Storage Available" with Cancel and OK, whose OK moves the app's data to the external memory;
"History Size", "History Time", whose dialog lists the durations, "Delete old data now", which
opens a dialog with Cancel and OK, whose OK prunes the old notes at once through
``DataPruner.setPruneNow``, "Enable automatic Android backup" and "Back up app data to SD
card"; Troubleshooting: "Check and fix data", which asks twice, first whether to do a full
check (OK and Cancel both go on to the second question), then "Count only without actual
changes?", whose OK only counts and whose Cancel fixes the data (``DataChecker.fixDataAsync``
with ``countOnly`` false: actors merged and deleted, conversations and timelines rewritten);
the Color Theme's dialog, Vibration, "Sync over Wi-Fi only" and "Hide replies not to me or my
friends from Home timeline"); ``backup/BackupActivity.kt``, ``RestoreActivity.kt``,
``MyBackupAgent.kt`` and ``res/layout/backup.xml`` and ``restore.xml`` ("Back up", which writes
the backup to the chosen folder, and Restore, which replaces the database, the settings and
the accounts with the backup's, ``doRestore``); ``timeline/meta/ManageTimelines.kt``,
``PersistentTimelines.kt`` and ``res/menu/timelines.xml`` ("Refresh from cache", "Total
counters", "Reset counters", which sets every timeline's counters to zero, and "Reset
timelines order", which puts every timeline back in its default place, both at once).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, choice, entry, menu, page

ME, HOST = "alice@mastodon.social", "mastodon.social"
ALICE, BOB = "Alice Martin", "Bob Lee"
MINE = "Trains are running late again this morning"
HIS = "The new bike lane on Main Street opens today"
DRAFT = "Meeting moved to Friday at 10"
ANSWER = "@bob Which end of Main Street?"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        timeline(t)
        + note_menus(t)
        + editor(t)
        + queue(t)
        + account(t)
        + origins(t)
        + preferences(t)
        + storage(t)
        + troubleshooting(t)
        + timelines(t)
    )


def buttons(t: Any, reposted: bool = False) -> list[dict[str, Any]]:
    """The buttons below a note (``note_buttons.xml``); a reposted note shows the tinted
    repost button, with the same description."""
    reblog = "reblog_button_tinted" if reposted else "reblog_button"
    return [
        {"icon": t("menu_item_reply"), "rid": f"{ID}reply_button"},
        {"icon": t("menu_item_reblog"), "rid": f"{ID}{reblog}"},
        {"icon": t("menu_item_favorite"), "rid": f"{ID}favorite_button"},
        {"icon": t("action_menu_overflow_description"), "rid": f"{ID}more_button"},
    ]


def home(t: Any, reposted: bool = False) -> dict[str, Any]:
    """The Home timeline, with Bob's note and its buttons."""
    return page(
        t("timeline_title_home"),
        [
            {"icon": t("button_create_message"), "rid": f"{ID}createNoteButton"},
            {"icon": t("options_menu_search"), "rid": f"{ID}search_menu_id"},
            {"icon": t("options_menu_sync"), "rid": f"{ID}sync_menu_item"},
            {"list": [{"row": BOB, "secondary": HIS}, *buttons(t, reposted)]},
        ],
    )


def timeline(t: Any) -> list[dict[str, Any]]:
    where = "andstatus TimelineActivity"
    unread = page(
        t("unread_notifications"),
        [
            {"icon": t("mark_all_as_read"), "rid": f"{ID}markAllAsReadButton"},
            {"icon": t("button_create_message"), "rid": f"{ID}createNoteButton"},
            {"icon": t("options_menu_sync"), "rid": f"{ID}sync_menu_item"},
            {"list": [{"row": BOB, "secondary": HIS}, {"row": ALICE, "secondary": MINE}]},
        ],
    )
    return [
        entry("harmless", f"{where} (create_note)", home(t), [(t("button_create_message"), False)]),
        entry("send", f"{where} (note_buttons)", home(t), [(t("menu_item_reblog"), True)]),
        entry("reversible", f"{where} (note_buttons)", home(t), [(t("menu_item_favorite"), False)]),
        entry(
            "reversible",
            f"{where} (note_buttons, reposted)",
            home(t, reposted=True),
            [(t("menu_item_reblog"), False)],
        ),
        entry(
            "reversible",
            f"{where} (unread notifications)",
            unread,
            [(t("mark_all_as_read"), False)],
        ),
    ]


def note_menus(t: Any) -> list[dict[str, Any]]:
    where = "andstatus NoteContextMenu"
    conversation, actors = t("menu_item_open_conversation"), t("users_of_message")
    replies = [
        t("menu_item_reply"),
        t("menu_item_reply_to_conversation_participants"),
        t("menu_item_reply_to_mentioned_users"),
    ]
    mine = [
        conversation,
        t("menu_item_user_messages", ALICE),
        actors,
        *replies,
        t("menu_item_share"),
        t("menu_item_favorite"),
        t("menu_item_open_message_permalink"),
        t("get_message"),
        t("menu_item_destroy_status"),
    ]

    def his(done: bool) -> list[str]:
        return [
            conversation,
            t("menu_item_user_messages", BOB),
            actors,
            t("menu_item_stop_following_user" if done else "menu_item_follow_user", BOB),
            *replies,
            t("menu_item_share"),
            t("menu_item_destroy_favorite" if done else "menu_item_favorite"),
            t("menu_item_destroy_reblog" if done else "menu_item_reblog"),
            t("menu_item_open_message_permalink"),
            t("get_message"),
            t("menu_item_delete_note_from_local_cache"),
        ]

    failed = [
        conversation,
        t("menu_item_user_messages", ALICE),
        actors,
        t("menu_item_edit"),
        t("menu_item_resend"),
        t("menu_item_share"),
        t("button_discard"),
    ]
    draft = [
        conversation,
        t("menu_item_user_messages", ALICE),
        actors,
        t("menu_item_edit"),
        t("menu_item_share"),
        t("button_discard"),
    ]
    own, other, followed = f"{where} (own note)", f"{where} (Bob's note)", f"{where} (followed)"
    outbox, drafts = f"{where} (failed note, Outbox)", f"{where} (draft, Drafts)"
    return [
        menu("delete", own, MINE, mine, [(t("menu_item_destroy_status"), True)]),
        menu("harmless", own, MINE, mine, [(t("menu_item_share"), False)]),
        menu("send", other, HIS, his(False), [(t("menu_item_reblog"), True)]),
        menu("reversible", other, HIS, his(False), [(t("menu_item_follow_user", BOB), False)]),
        menu(
            "reversible",
            other,
            HIS,
            his(False),
            [(t("menu_item_delete_note_from_local_cache"), False)],
        ),
        menu(
            "reversible",
            followed,
            HIS,
            his(True),
            [(t("menu_item_stop_following_user", BOB), False)],
        ),
        menu("reversible", followed, HIS, his(True), [(t("menu_item_destroy_reblog"), False)]),
        menu("reversible", followed, HIS, his(True), [(t("menu_item_destroy_favorite"), False)]),
        menu("send", outbox, MINE, failed, [(t("menu_item_resend"), True)]),
        menu("delete", outbox, MINE, failed, [(t("button_discard"), True)]),
        menu("harmless", outbox, MINE, failed, [(t("menu_item_edit"), False)]),
        menu("delete", drafts, DRAFT, draft, [(t("button_discard"), True)]),
        menu("harmless", drafts, DRAFT, draft, [(t("menu_item_edit"), False)]),
    ]


def composing(t: Any, text: str, reply: bool = False) -> dict[str, Any]:
    """The editor over the Home timeline: its action bar icons, the account, the fields and
    the check boxes (``note_editor.xml``); a reply shows the note it answers."""
    items: list[dict[str, Any]] = [
        {"icon": t("options_menu_attach"), "rid": f"{ID}attach_menu_id"},
        {"icon": t("button_send"), "rid": f"{ID}noteSendButton"},
        {"icon": t("button_save_draft"), "rid": f"{ID}saveDraftButton"},
        {"text": ME, "rid": f"{ID}note_author"},
        {"field": f"{ID}summary_edit", "hint": t("summaryCw")},
        {"field": f"{ID}noteBodyEditText", "hint": t("message_edit_hint"), "text": text},
        {"switch": t("timeline_title_public"), "rid": f"{ID}is_public", "checked": not reply},
        {"switch": t("followers"), "rid": f"{ID}is_followers", "checked": True},
        {"switch": t("sensitive"), "rid": f"{ID}is_sensitive", "checked": False},
    ]
    if reply:
        items.append({"text": HIS, "rid": f"{ID}inReplyToBody"})
    return page(t("timeline_title_home"), items)


def editor(t: Any) -> list[dict[str, Any]]:
    where = "andstatus NoteEditor"
    overflow = [
        t(k)
        for k in (
            "button_discard",
            "options_menu_sync",
            "refresh_title",
            "manage_timelines",
            "commands_in_a_queue",
            "settings_action",
            "options_menu_help",
        )
    ]
    page = composing(t, DRAFT)
    return [
        entry("send", f"{where} (new note)", page, [(t("button_send"), True)]),
        entry("send", f"{where} (reply)", composing(t, ANSWER, True), [(t("button_send"), True)]),
        entry("harmless", f"{where} (new note)", page, [(t("options_menu_attach"), False)]),
        entry("harmless", f"{where} (new note)", page, [(t("sensitive"), False)]),
        entry("reversible", f"{where} (new note)", page, [(t("button_save_draft"), False)]),
        menu(
            "delete",
            f"{where} (overflow)",
            t("timeline_title_home"),
            overflow,
            [(t("button_discard"), True)],
        ),
    ]


def queue(t: Any) -> list[dict[str, Any]]:
    where = "andstatus QueueViewer"
    title = t("commands_in_a_queue")
    rows = [t("menu_item_share"), t("menu_item_resend"), t("button_delete")]
    return [
        menu(
            "delete",
            f"{where} (commands_queue)",
            title,
            [t("refresh_title"), t("clear_the_queue")],
            [(t("clear_the_queue"), True)],
        ),
        menu("send", f"{where} (queue_context_menu)", title, rows, [(t("menu_item_resend"), True)]),
        menu("delete", f"{where} (queue_context_menu)", title, rows, [(t("button_delete"), True)]),
        menu(
            "harmless",
            f"{where} (queue_context_menu)",
            title,
            rows,
            [(t("menu_item_share"), False)],
        ),
    ]


def account(t: Any) -> list[dict[str, Any]]:
    where = "andstatus AccountSettingsActivity"
    title = t("account_settings_activity_title")
    settings = page(
        title,
        [
            {"text": t("label_origin_system"), "rid": f"{ID}origin_label"},
            {"text": HOST, "rid": f"{ID}origin_name"},
            {"text": t("title_preference_username"), "rid": f"{ID}uniqueName_label"},
            {"text": ME, "rid": f"{ID}uniqueName_readonly"},
            {"text": t("summary_preference_verify_credentials"), "rid": f"{ID}account_state"},
            {"button": t("title_preference_verify_credentials"), "rid": f"{ID}verify_credentials"},
            {"button": t("options_menu_home_timeline"), "rid": f"{ID}home_timeline"},
            {"text": t("last_synced")},
            {
                "switch": t("synced_automatically"),
                "rid": f"{ID}synced_automatically",
                "checked": True,
            },
            {
                "switch": t("title_preference_is_default_account"),
                "rid": f"{ID}is_default_account",
                "checked": True,
            },
            {"button": t("log_out"), "rid": f"{ID}log_out"},
        ],
    )
    adding = page(
        title,
        [
            {"text": t("label_origin_system"), "rid": f"{ID}origin_label"},
            {"text": HOST, "rid": f"{ID}origin_name"},
            {"text": t("title_preference_username"), "rid": f"{ID}uniqueName_label"},
            {"field": f"{ID}uniqueName", "text": "bob@mastodon.social"},
            {"text": t("summary_preference_add_account_oauth"), "rid": f"{ID}account_state"},
            {"button": t("title_preference_add_account"), "rid": f"{ID}add_account"},
        ],
    )
    remove = (t("remove_account_dialog_title"), t("remove_account_dialog_text"))
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        menu(
            "opens-prompt",
            f"{where} (account_settings)",
            title,
            [t("settings_action"), t("remove_account_menu_item")],
            [(t("remove_account_menu_item"), False)],
        ),
        alert("delete", f"{where} (remove account)", title, *remove, (cancel, None), (ok, True)),
        alert("harmless", f"{where} (remove account)", title, *remove, (cancel, False), (ok, None)),
        entry("reversible", where, settings, [(t("log_out"), False)]),
        entry("harmless", where, settings, [(t("title_preference_verify_credentials"), False)]),
        entry("reversible", where, settings, [(t("synced_automatically"), False)]),
        entry(
            "reversible",
            f"{where} (new account)",
            adding,
            [(t("title_preference_add_account"), False)],
        ),
    ]


def origins(t: Any) -> list[dict[str, Any]]:
    where = "andstatus OriginEditor"
    title = t("label_origin_system")
    edit = page(
        title,
        [
            {"text": t("label_origin_type"), "rid": f"{ID}label_origin_type"},
            {"row": "Mastodon", "rid": f"{ID}origin_type"},
            {"text": t("label_host_mastodon"), "rid": f"{ID}label_host"},
            {"field": f"{ID}host", "hint": t("host_hint_mastodon"), "text": HOST},
            {"text": t("label_origin_name"), "rid": f"{ID}label_origin_name"},
            {"field": f"{ID}origin_name", "hint": t("origin_name_hint"), "text": HOST},
            {"switch": t("title_preference_ssl"), "rid": f"{ID}is_ssl", "checked": True},
            {"switch": t("label_allow_html_content"), "rid": f"{ID}allow_html", "checked": True},
            {"button": t("button_discard"), "rid": f"{ID}button_discard"},
            {"button": t("button_delete"), "rid": f"{ID}button_delete"},
            {"button": t("button_save"), "rid": f"{ID}button_save"},
        ],
    )
    gone = (t("delete_origin_dialog_title", HOST), t("delete_origin_dialog_text"))
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("opens-prompt", where, edit, [(t("button_delete"), False)]),
        entry("reversible", where, edit, [(t("button_save"), False)]),
        entry("harmless", where, edit, [(t("button_discard"), False)]),
        alert("delete", f"{where} (delete origin)", title, *gone, (cancel, None), (ok, True)),
        alert("harmless", f"{where} (delete origin)", title, *gone, (cancel, False), (ok, None)),
    ]


def preferences(t: Any) -> list[dict[str, Any]]:
    cancel = t("android:cancel")
    appearance = t("title_preference_appearance")
    colors = [
        t(k)
        for k in (
            "theme_color_entries_dark",
            "theme_color_entries_light",
            "theme_color_entries_default",
        )
    ]
    notifications = page(
        t("notifications_title"),
        [
            {"text": t("notification_behavior")},
            {"switch": t("notification_in_notification_area"), "checked": True},
            {"switch": t("notification_icon_alternative_title"), "checked": False},
            {"switch": t("title_preference_vibration"), "checked": True},
            {"row": t("notification_sound")},
        ],
    )
    syncing = page(
        t("title_preference_syncing"),
        [
            {"row": t("title_preference_frequency")},
            {"switch": t("sync_over_wifi_only"), "checked": False},
            {"switch": t("title_preference_sync_while_using_application"), "checked": True},
            {"switch": t("title_preference_sync_indicator_on_timeline"), "checked": False},
            {"switch": t("title_preference_sync_after_message_was_sent"), "checked": False},
        ],
    )
    filters = page(
        t("filters_title"),
        [
            {
                "row": t("hide_messages_based_on_keywords_title"),
                "secondary": t("this_option_is_turned_off"),
            },
            {"switch": t("hide_replies_not_to_me_or_friends_title"), "checked": False},
        ],
    )
    actor = [
        t("menu_item_user_messages", BOB),
        t("friends_of", BOB),
        t("followers_of", BOB),
        t("menu_item_stop_following_user", BOB),
        t("post_to", BOB),
        t("get_user"),
    ]
    where = "andstatus MySettingsFragment"
    return [
        choice(
            "reversible",
            f"{where} (Color Theme)",
            appearance,
            t("dialog_title_preference_theme_color"),
            colors,
            colors[2],
            colors[0],
            cancel,
        ),
        entry(
            "reversible",
            f"{where} (preferences_notifications)",
            notifications,
            [(t("title_preference_vibration"), False)],
        ),
        entry(
            "reversible",
            f"{where} (preferences_syncing)",
            syncing,
            [(t("sync_over_wifi_only"), False)],
        ),
        entry(
            "reversible",
            f"{where} (preferences_filters)",
            filters,
            [(t("hide_replies_not_to_me_or_friends_title"), False)],
        ),
        menu(
            "reversible",
            "andstatus ActorContextMenu (followed actor)",
            BOB,
            actor,
            [(t("menu_item_stop_following_user", BOB), False)],
        ),
    ]


def storage(t: Any) -> list[dict[str, Any]]:
    where = "andstatus MySettingsFragment (preferences_storage)"
    title = t("title_preference_storage")
    prefs = page(
        title,
        [
            {"switch": t("title_preference_storage_external"), "checked": False},
            {
                "row": t("title_preference_history_size"),
                "secondary": t("history_size_entries_100000"),
            },
            {
                "row": t("title_preference_history_time"),
                "secondary": t("history_time_entries_1year"),
            },
            {"row": t("maximum_size_of_cached_media_mb")},
            {"row": t("delete_old_data")},
            {"switch": t("title_preference_enable_android_backup"), "checked": False},
            {"switch": t("backup_downloads"), "checked": False},
            {"row": t("app_instance_name")},
            {"row": t("label_backup")},
        ],
    )
    durations = [
        t(k)
        for k in (
            "history_time_entries_1day",
            "history_time_entries_1week",
            "history_time_entries_1month",
            "history_time_entries_1year",
            "history_time_entries_10years",
        )
    ]
    moving = (t("dialog_title_external_storage"), t("summary_preference_storage_external_on"))
    cancel, ok = t("android:cancel"), t("android:ok")
    folder = "Download/AndStatus"

    def backing(restore: bool) -> dict[str, Any]:
        button = (
            ("button_restore", "button_restore") if restore else ("button_backup", "button_backup")
        )
        return page(
            t("label_restore" if restore else "label_backup"),
            [
                {"text": t("label_backup_folder"), "rid": f"{ID}label_backup_folder"},
                {"field": f"{ID}backup_folder", "text": folder},
                {"button": t("select_backup_folder"), "rid": f"{ID}button_select_backup_folder"},
                {"button": t(button[0]), "rid": f"{ID}{button[1]}"},
            ],
        )

    return [
        entry("opens-prompt", where, prefs, [(t("delete_old_data"), False)]),
        alert(
            "delete",
            f"{where} (delete old data)",
            title,
            t("delete_old_data"),
            None,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            f"{where} (delete old data)",
            title,
            t("delete_old_data"),
            None,
            (cancel, False),
            (ok, None),
        ),
        entry("opens-prompt", where, prefs, [(t("title_preference_storage_external"), False)]),
        alert(
            "reversible", f"{where} (StorageSwitch)", title, *moving, (cancel, None), (ok, False)
        ),
        entry("reversible", where, prefs, [(t("title_preference_enable_android_backup"), False)]),
        choice(
            "reversible",
            f"{where} (History Time)",
            title,
            t("dialog_title_preference_history_time"),
            durations,
            durations[3],
            durations[1],
            cancel,
        ),
        entry(
            "export",
            "andstatus BackupActivity (backup)",
            backing(False),
            [(t("button_backup"), False)],
        ),
        entry(
            "overwrite",
            "andstatus RestoreActivity (restore)",
            backing(True),
            [(t("button_restore"), True)],
        ),
    ]


def troubleshooting(t: Any) -> list[dict[str, Any]]:
    where = "andstatus MySettingsFragment (preferences_debugging)"
    title = t("title_preference_debugging")
    prefs = page(
        title,
        [
            {"row": t("commands_in_a_queue")},
            {"row": t("check_and_fix_data"), "secondary": t("check_and_fix_data_summary")},
            {"row": t("title_preference_min_log_level")},
            {"switch": t("preference_debugging_info_in_ui_title"), "checked": False},
            {"switch": t("preference_log_network_level_messages_title"), "checked": False},
            {"switch": t("preference_log_everything_to_file_title"), "checked": False},
            {"row": t("title_preference_report_bug")},
        ],
    )
    full = (t("check_and_fix_data"), t("full_check"))
    count = (t("check_and_fix_data"), t("count_only"))
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("opens-prompt", where, prefs, [(t("check_and_fix_data"), False)]),
        alert("opens-prompt", f"{where} (full check?)", title, *full, (cancel, None), (ok, False)),
        alert("harmless", f"{where} (count only?)", title, *count, (cancel, None), (ok, False)),
        alert("overwrite", f"{where} (count only?)", title, *count, (cancel, True), (ok, None)),
    ]


def timelines(t: Any) -> list[dict[str, Any]]:
    where = "andstatus ManageTimelines (timelines)"
    title = t("manage_timelines")
    rows = [
        t(k) for k in ("refresh_title", "total_counters", "reset_counters", "reset_timelines_order")
    ]
    return [
        menu("reset", where, title, rows, [(t("reset_counters"), True)]),
        menu("reset", where, title, rows, [(t("reset_timelines_order"), True)]),
    ]
