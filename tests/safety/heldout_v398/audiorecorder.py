"""Audio Recorder's screens (``com.dimowner.audiorecorder``, a voice recorder: recordings made,
paused and finished, renamed, shared, copied to the Downloads folder, moved to its trash and
restored from it or deleted for good, lost recordings forgotten, stray files in its folders
imported or deleted, recording settings chosen and reset), strings from
``app/src/main/res/values*/strings.xml`` (its string arrays included). The recording and file
names on the screens are the same in every language.

Read from the code (``app/src/main/java/com/dimowner/audiorecorder``) and the layouts
(``app/src/main/res/layout``). The classic interface, which the launcher opens:
``app/main/MainActivity.java`` and ``activity_main.xml`` (``btn_import``, which opens the
system's file picker, ``btn_share``, which opens the ``menu_more`` popup, ``btn_play``,
``btn_settings``, ``btn_record``, which starts a recording and then reads Stop, which pauses
it, and Resume, ``btn_record_stop`` (Finish), which stops and saves it, and
``btn_records_list``; the popup's Share, Information, Rename, "Open with...", "Save as...",
which opens "Save as" with No and Yes, and Delete, which opens "Warning!" "Move to trash
...?" with No and Yes, which calls ``deleteActiveRecord``; ``setRecordName`` with the rename
dialog; ``showMigratePublicStorageWarning``); ``util/AndroidUtils.java`` with
``dialog_layout.xml``, ``dialog_rename.xml`` (``input_name``, ``check_box`` "Don't ask
again", Cancel and Save) and ``dialog_lost_records_layout.xml`` (OK and Details);
``data/database/LocalRepositoryImpl.java`` and ``LocalRepositoryRoomImpl.kt``
(``deleteRecord`` only marks the record as moved to the trash; ``deleteRecordForever`` drops
it); ``app/records/RecordsActivity.java`` with ``activity_records.xml`` and ``list_item.xml``
(``btn_sort``, which opens the ``menu_sort`` popup, ``btn_bookmarks``, which filters the
list, the player panel's ``btn_prev``, ``btn_delete``, which opens "Move to trash ...?",
``btn_play``, ``btn_stop``, ``btn_next`` and ``btn_check_bookmark``, each row's
``list_item_more``, whose ``menu_more`` popup starts the copy to Downloads at once from
"Save as...", and the multiple selection's ``btn_close_multi_select``, ``btn_share_multi``,
``btn_download_multi``, which opens "Copy 2 selected records to the 'Downloads'
directory?", and ``btn_delete_multi``, which opens "Move to trash 2 selected records?");
``app/DownloadService.java`` (a copy into Downloads, which fails when the name is taken);
``app/trash/TrashActivity.java``, ``TrashPresenter.java``, ``activity_trash.xml`` and
``item_trash.xml`` ("Delete all", which opens "Delete all records?", whose Yes deletes every
file of the trash and empties it, and each row's Restore and Delete, which open "Restore
record ...?" and "Delete record ... forever?", whose Yes deletes the file); ``app/settings
/SettingsActivity.java``, ``SettingsPresenter.java``, ``activity_settings.xml`` and
``data/PrefsImpl.java`` ("Try New App", which switches to the new interface, Trash, "File
browser", the two switches, the format and channel chips, Reset, which puts the format,
sample rate, bitrate and channel count back to their defaults, "Rate app" and "Request or
feedback", which opens an e-mail app); ``app/lostrecords/LostRecordsActivity.java``,
``LostRecordsPresenter.java``, ``activity_lost_records.xml`` and ``list_item_lost.xml``
("Delete all", which opens "Delete all records?", and each row's ``list_item_delete``, which
opens "Delete the record ...?"; their Yes drops the records from the app's database);
``app/browser/FileBrowserActivity.java``, ``FileBrowserAdapter.java``,
``FileBrowserPresenter.java``, ``activity_file_browser.xml`` and
``list_item_file_browser.xml`` (the private and public directory tabs; a file the app does
not know has Import, which adds it to the records, "Save as..." and Delete, which opens
"Delete record ... forever?", whose Yes deletes the file; a file the app knows has only
"Save as..."); ``app/moverecords/MoveRecordsActivity.kt``, ``MoveRecordsService.kt`` and
``activity_move_records.xml`` ("Move all", which copies each public recording into the
app's private folder and removes the public copy, the record keeping its name).

The new interface (``v2/app``, Compose): ``deleted/DeletedRecordsScreen.kt`` and
``deleted/widget/DeletedRecordsListItemWidget.kt`` (Trash: "Empty trash", which opens
"Empty trash? All recordings will be permanently deleted." with No and Yes, and each row's
Restore icon, which restores at once, and Delete icon, which opens "Delete record ...
forever?"); ``lostrecords/LostRecordsScreen.kt`` and ``lostrecords/widget
/LostRecordsListItemWidget.kt`` ("Delete all" and each row's Delete, with the same dialogs
as the classic page); ``records/RecordsScreen.kt``, ``records/RecordsComponents.kt`` and
``AppComponents.kt`` (a row's menu: Share, Information, Rename, "Edit description", "Open
with...", "Save as..." and Delete, which opens "Move to trash ...?"; the selection bar's
Cancel, Share, "Save as..." and Delete icons; the snackbar's UNDO); ``home/HomeComponents
.kt``, ``home/HomeScreen.kt`` and ``home/HomeViewModel.kt`` (a paused recording's Delete,
which moves the recording to the trash with UNDO on the snackbar, Resume and Stop; the
"Recording interrupted" dialog with Dismiss and Restore, which repairs the file's header in
place, ``v2/audio/BrokenRecordRestorer.kt``); ``settings/SettingsScreen.kt`` and
``settings/SettingsComponents.kt`` (Trash, "Dark theme", Reset and "Switch to Legacy app").
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page, popup, taps

APP = "audiorecorder"
REC, OTHER, TRASHED = "Lecture notes", "Band rehearsal", "Interview with Anna"
LOST, ORPHAN, PUBLIC = "Voice memo 12", "Record-7.m4a", "Meeting 2024-03-18.m4a"
PRIVATE_DIR = "/storage/emulated/0/Android/data/com.dimowner.audiorecorder/files/records"
PUBLIC_DIR = "/storage/emulated/0/AudioRecorder"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        main(t)
        + records(t)
        + trash(t)
        + settings(t)
        + lost(t)
        + browser(t)
        + moving(t)
        + new_trash(t)
        + new_lost(t)
        + new_records(t)
        + new_home(t)
        + new_settings(t)
    )


def yes_no(t: Any) -> tuple[str, str]:
    return t("btn_no"), t("btn_yes")


def main(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} MainActivity"
    home = t("app_name")
    loaded = page(
        home,
        [
            {"id": f"{ID}btn_import", "rid": f"{ID}btn_import"},
            {"id": f"{ID}btn_share", "rid": f"{ID}btn_share"},
            {"text": REC, "rid": f"{ID}txt_name"},
            {"text": "00:12:41", "rid": f"{ID}txt_duration"},
            {"id": f"{ID}btn_play", "rid": f"{ID}btn_play"},
            {"icon": t("settings"), "rid": f"{ID}btn_settings"},
            {"button": t("button_record"), "rid": f"{ID}btn_record"},
            {"id": f"{ID}btn_records_list", "rid": f"{ID}btn_records_list"},
        ],
    )
    paused = page(
        home,
        [
            {"text": t("recording_paused"), "rid": f"{ID}txt_name"},
            {"text": "00:03:08", "rid": f"{ID}txt_progress"},
            {"icon": t("settings"), "rid": f"{ID}btn_settings"},
            {"button": t("button_resume"), "rid": f"{ID}btn_record"},
            {"button": t("button_finish"), "rid": f"{ID}btn_record_stop"},
            {"id": f"{ID}btn_records_list", "rid": f"{ID}btn_records_list"},
        ],
    )
    more = [t(k) for k in ("share", "info", "rename", "open_with", "save_as", "delete")]
    no, yes = yes_no(t)
    trash_q = (t("warning"), t("move_record_to_trash", REC))
    save_q = (t("save_as"), t("record_will_be_copied_into_downloads"))
    rename = (
        {"text": t("update_record_name"), "rid": f"{ID}dialog_title"},
        {"field": f"{ID}input_name", "text": "Record-14"},
        {"switch": t("dont_ask_again"), "rid": f"{ID}check_box", "checked": False},
    )
    renaming = f"{where} (rename after recording)"
    return [
        *taps(
            where,
            loaded,
            [
                ("harmless", "btn_share", False),
                ("reversible", t("button_record"), False),
            ],
        ),
        *taps(
            f"{where} (recording paused)",
            paused,
            [("reversible", t("button_finish"), False)],
        ),
        menu("opens-prompt", f"{where} (menu_more)", home, more, [(t("delete"), False)]),
        alert("reversible", f"{where} (move to trash)", home, *trash_q, (no, None), (yes, False)),
        alert("harmless", f"{where} (move to trash)", home, *trash_q, (no, False), (yes, None)),
        alert("export", f"{where} (save as)", home, *save_q, (no, None), (yes, False)),
        alert(
            "reversible",
            renaming,
            home,
            None,
            None,
            (t("btn_cancel"), None),
            (t("btn_save"), False),
            rename,
        ),
    ]


def record_rows(t: Any) -> dict[str, Any]:
    return {
        "list": [
            {"row": REC, "secondary": "12:41", "rid": f"{ID}list_item_name"},
            {"row": OTHER, "secondary": "48:02", "rid": f"{ID}list_item_name"},
        ]
    }


def records(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} RecordsActivity"
    title = t("records")
    listing = page(
        title,
        [
            {"id": f"{ID}btn_back", "rid": f"{ID}btn_back"},
            {"text": t("by_date"), "rid": f"{ID}txt_sub_title"},
            {"id": f"{ID}btn_sort", "rid": f"{ID}btn_sort"},
            {"id": f"{ID}btn_bookmarks", "rid": f"{ID}btn_bookmarks"},
            record_rows(t),
            {"text": REC, "rid": f"{ID}txt_name"},
            {"id": f"{ID}btn_check_bookmark", "rid": f"{ID}btn_check_bookmark"},
            {"id": f"{ID}btn_prev", "rid": f"{ID}btn_prev"},
            {"id": f"{ID}btn_delete", "rid": f"{ID}btn_delete"},
            {"id": f"{ID}btn_play", "rid": f"{ID}btn_play"},
            {"id": f"{ID}btn_stop", "rid": f"{ID}btn_stop"},
            {"id": f"{ID}btn_next", "rid": f"{ID}btn_next"},
        ],
    )
    selecting = page(
        title,
        [
            {"id": f"{ID}btn_close_multi_select", "rid": f"{ID}btn_close_multi_select"},
            {"text": t("items_selected", 2), "rid": f"{ID}txt_selected_multi"},
            {"id": f"{ID}btn_share_multi", "rid": f"{ID}btn_share_multi"},
            {"id": f"{ID}btn_download_multi", "rid": f"{ID}btn_download_multi"},
            {"id": f"{ID}btn_delete_multi", "rid": f"{ID}btn_delete_multi"},
            record_rows(t),
        ],
    )
    more = [t(k) for k in ("share", "info", "rename", "open_with", "save_as", "delete")]
    no, yes = yes_no(t)
    one = (t("warning"), t("move_record_to_trash", REC))
    many = (t("warning"), t("delete_selected_records#2"))
    copy = (t("save_as"), t("download_selected_records#2"))
    cab = f"{where} (multiple selection)"
    return [
        *taps(
            where,
            listing,
            [
                ("opens-prompt", "btn_delete", False),
            ],
        ),
        menu("export", f"{where} (row menu_more)", title, more, [(t("save_as"), False)]),
        alert("reversible", f"{where} (move to trash)", title, *one, (no, None), (yes, False)),
        *taps(
            cab,
            selecting,
            [
                ("opens-prompt", "btn_delete_multi", False),
            ],
        ),
        alert("reversible", f"{cab} (move to trash)", title, *many, (no, None), (yes, False)),
        alert("export", f"{cab} (save as)", title, *copy, (no, None), (yes, False)),
    ]


def trash(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} TrashActivity"
    title = t("trash")
    shown = page(
        title,
        [
            {"id": f"{ID}btn_back", "rid": f"{ID}btn_back"},
            {"button": t("delete_all2"), "rid": f"{ID}btn_delete_all"},
            {"text": t("trash_info")},
            {
                "list": [
                    {"row": TRASHED, "secondary": "31:15", "rid": f"{ID}list_item_name"},
                    {"button": t("restore"), "rid": f"{ID}list_item_restore"},
                    {"button": t("delete"), "rid": f"{ID}list_item_delete"},
                ]
            },
        ],
    )
    no, yes = yes_no(t)
    everything = (t("warning"), t("delete_all_records"))
    forever = (t("warning"), t("delete_record_forever", TRASHED))
    back = (t("warning"), t("restore_record", TRASHED))
    return [
        *taps(
            where,
            shown,
            [
                ("opens-prompt", t("delete_all2"), False),
                ("opens-prompt", t("delete"), False),
            ],
        ),
        alert("delete", f"{where} (delete all)", title, *everything, (no, None), (yes, True)),
        alert("harmless", f"{where} (delete all)", title, *everything, (no, False), (yes, None)),
        alert("delete", f"{where} (delete forever)", title, *forever, (no, None), (yes, True)),
        alert("reversible", f"{where} (restore)", title, *back, (no, None), (yes, False)),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} SettingsActivity"
    shown = page(
        t("settings"),
        [
            {"id": f"{ID}btnBack", "rid": f"{ID}btnBack"},
            {"text": t("new_audio_recorder_available")},
            {"text": t("try_new_app_subtitle")},
            {"button": t("try_new_app"), "rid": f"{ID}btnTryNewApp"},
            {"button": t("trash"), "rid": f"{ID}btnTrash"},
            {"button": t("file_browser"), "rid": f"{ID}btn_file_browser"},
            {"text": t("theme_colors2[0]"), "rid": f"{ID}txtItem"},
            {"switch": t("keep_screen_on"), "rid": f"{ID}swKeepScreenOn", "checked": False},
            {"switch": t("ask_to_rename"), "rid": f"{ID}swAskToRename", "checked": True},
            {"text": t("size_per_min", "0.94"), "rid": f"{ID}txt_size_per_min"},
            {"button": t("btn_reset"), "rid": f"{ID}btnReset"},
            {"text": t("recording_format"), "rid": f"{ID}setting_title"},
            {"button": t("formats2[0]")},
            {"button": t("formats2[1]")},
            {"button": t("formats2[2]")},
            {"text": t("channels"), "rid": f"{ID}setting_title"},
            {"button": t("channels[0]")},
            {"button": t("channels[1]")},
            {"button": t("rate_app"), "rid": f"{ID}btnRate"},
            {"button": t("request"), "rid": f"{ID}btnRequest"},
        ],
    )
    return taps(
        where,
        shown,
        [
            ("reversible", t("btn_reset"), False),
            ("reversible", t("try_new_app"), False),
            ("reversible", t("formats2[1]"), False),
        ],
    )


def lost(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} LostRecordsActivity"
    title = t("lost_records")
    shown = page(
        title,
        [
            {"id": f"{ID}btn_back", "rid": f"{ID}btn_back"},
            {"button": t("delete_all2"), "rid": f"{ID}btn_delete_all"},
            {"button": t("file_browser"), "rid": f"{ID}btn_file_browser"},
            {"text": t("records_were_removed")},
            {
                "list": [
                    {
                        "row": LOST,
                        "secondary": f"{PUBLIC_DIR}/{LOST}.m4a",
                        "rid": f"{ID}list_item_name",
                    },
                    {"id": f"{ID}list_item_delete", "rid": f"{ID}list_item_delete"},
                ]
            },
        ],
    )
    no, yes = yes_no(t)
    everything = (t("warning"), t("delete_all_records"))
    one = (t("warning"), t("delete_record", LOST))
    return [
        *taps(
            where,
            shown,
            [
                ("opens-prompt", t("delete_all2"), False),
                ("opens-prompt", "list_item_delete", False),
            ],
        ),
        alert("delete", f"{where} (delete all)", title, *everything, (no, None), (yes, True)),
        alert("delete", f"{where} (delete record)", title, *one, (no, None), (yes, True)),
        alert("harmless", f"{where} (delete record)", title, *one, (no, False), (yes, None)),
    ]


def browser(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} FileBrowserActivity"
    title = t("file_browser")

    def tab(path: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
        return page(
            title,
            [
                {"id": f"{ID}btn_back", "rid": f"{ID}btn_back"},
                {"tab": t("private_dir"), "rid": f"{ID}tab_private_dir"},
                {"tab": t("public_dir"), "rid": f"{ID}tab_public_dir"},
                {"text": t("records_location", path), "rid": f"{ID}files_path"},
                {"list": rows},
            ],
        )

    def stray(name: str) -> list[dict[str, Any]]:
        return [
            {"row": name, "secondary": "m4a, 44.1kHz, 2.4 Mb", "rid": f"{ID}list_item_name"},
            {"text": t("not_found_in_the_app"), "rid": f"{ID}list_item_status"},
            {"button": t("btn_import"), "rid": f"{ID}list_item_btn_import"},
            {"button": t("save_as"), "rid": f"{ID}list_item_btn_download"},
            {"button": t("delete"), "rid": f"{ID}list_item_btn_delete"},
        ]

    private = tab(
        PRIVATE_DIR,
        [
            {
                "row": f"{REC}.m4a",
                "secondary": "m4a, 44.1kHz, 11.9 Mb",
                "rid": f"{ID}list_item_name",
            },
            {"text": t("found_in_the_app"), "rid": f"{ID}list_item_status"},
            {"button": t("save_as"), "rid": f"{ID}list_item_btn_download"},
            *stray(ORPHAN),
        ],
    )
    no, yes = yes_no(t)
    copy = (t("save_as"), t("record_will_be_copied_into_downloads"))
    return [
        *taps(
            f"{where} (private directory)",
            private,
            [
                ("reversible", t("btn_import"), False),
                ("opens-prompt", t("delete"), False),
            ],
        ),
        alert(
            "delete",
            f"{where} (delete private file)",
            title,
            t("warning"),
            t("delete_record_forever", ORPHAN),
            (no, None),
            (yes, True),
        ),
        alert(
            "delete",
            f"{where} (delete public file)",
            title,
            t("warning"),
            t("delete_record_forever", PUBLIC),
            (no, None),
            (yes, True),
        ),
        alert(
            "harmless",
            f"{where} (delete public file)",
            title,
            t("warning"),
            t("delete_record_forever", PUBLIC),
            (no, False),
            (yes, None),
        ),
        alert("export", f"{where} (save as)", title, *copy, (no, None), (yes, False)),
    ]


def moving(t: Any) -> list[dict[str, Any]]:
    shown = page(
        t("move_records", 3),
        [
            {"id": f"{ID}btnInfo", "rid": f"{ID}btnInfo"},
            {"button": t("move_all"), "rid": f"{ID}btnMoveAll"},
            {"text": t("records_location", PUBLIC_DIR), "rid": f"{ID}txtCountAndLocation"},
            {"list": [{"row": REC, "secondary": "m4a, 11.9 Mb", "rid": f"{ID}listItemName"}]},
        ],
    )
    return taps(f"{APP} MoveRecordsActivity", shown, [("reversible", t("move_all"), False)])


def new_trash(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} DeletedRecordsScreen"
    title = t("trash")
    shown = page(
        title,
        [
            {"icon": t("navigate_back")},
            {"button": t("delete_all3")},
            {"text": t("trash_info")},
            {
                "list": [
                    {"row": TRASHED, "secondary": "31:15"},
                    {"icon": t("restore")},
                    {"icon": t("delete")},
                ]
            },
        ],
    )
    no, yes = yes_no(t)
    empty = (t("warning"), t("delete_all_records2"))
    forever = (t("warning"), t("delete_record_forever", TRASHED))
    return [
        *taps(
            where,
            shown,
            [
                ("opens-prompt", t("delete_all3"), False),
                ("reversible", t("restore"), False),
            ],
        ),
        popup("delete", f"{where} (empty trash)", title, *empty, [(no, None), (yes, True)]),
        popup("harmless", f"{where} (empty trash)", title, *empty, [(no, False), (yes, None)]),
        popup("delete", f"{where} (delete forever)", title, *forever, [(no, None), (yes, True)]),
    ]


def new_lost(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} LostRecordsScreen"
    title = t("lost_records")
    no, yes = yes_no(t)
    shown = page(
        title,
        [
            {"icon": t("navigate_back")},
            {"button": t("delete_all2")},
            {"text": t("records_were_removed")},
            {
                "list": [
                    {"row": LOST, "secondary": f"{PUBLIC_DIR}/{LOST}.m4a"},
                    {"button": t("delete")},
                ]
            },
        ],
    )
    everything = (t("warning"), t("delete_all_records"))
    one = (t("warning"), t("delete_record", LOST))
    return [
        *taps(where, shown, [("opens-prompt", t("delete"), False)]),
        popup("delete", f"{where} (delete all)", title, *everything, [(no, None), (yes, True)]),
        popup("delete", f"{where} (delete record)", title, *one, [(no, None), (yes, True)]),
    ]


def new_records(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} RecordsScreen"
    title = t("records")
    more = [
        t(k)
        for k in ("share", "info", "rename", "edit_description", "open_with", "save_as", "delete")
    ]
    selecting = page(
        t("items_selected", 2),
        [
            {"icon": t("btn_cancel")},
            {"icon": t("share")},
            {"icon": t("save_as")},
            {"icon": t("delete")},
            {"list": [{"row": REC, "secondary": "12:41"}, {"row": OTHER, "secondary": "48:02"}]},
        ],
    )
    snackbar = page(
        title,
        [
            {"list": [{"row": OTHER, "secondary": "48:02"}]},
            {"text": t("msg_recording_moved_to_trash", REC)},
            {"button": t("action_undo")},
        ],
    )
    no, yes = yes_no(t)
    one = (t("warning"), t("move_record_to_trash", REC))
    many = (t("warning"), t("delete_selected_records#2"))
    return [
        menu("opens-prompt", f"{where} (row menu)", title, more, [(t("delete"), False)]),
        popup("reversible", f"{where} (move to trash)", title, *one, [(no, None), (yes, False)]),
        entry("reversible", f"{where} (moved, UNDO)", snackbar, [(t("action_undo"), False)]),
        *taps(
            f"{where} (multiple selection)",
            selecting,
            [("opens-prompt", t("delete"), False)],
        ),
        popup(
            "reversible",
            f"{where} (move selected to trash)",
            title,
            *many,
            [(no, None), (yes, False)],
        ),
    ]


def new_home(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} HomeScreen"
    home = t("app_name")
    paused = page(
        home,
        [
            {"icon": t("btn_import")},
            {"icon": t("dropdown_menu")},
            {"text": "00:03:08"},
            {"button": t("delete")},
            {"button": t("button_resume")},
            {"button": t("button_stop")},
            {"icon": t("settings")},
            {"icon": t("records")},
        ],
    )
    broken = (t("broken_record_title"), t("broken_record_message", "Record-15"))
    return [
        *taps(
            f"{where} (recording paused)",
            paused,
            [("reversible", t("delete"), False)],
        ),
        popup(
            "reversible",
            f"{where} (recording interrupted)",
            home,
            *broken,
            [(t("btn_dismiss"), None), (t("btn_restore"), False)],
        ),
    ]


def new_settings(t: Any) -> list[dict[str, Any]]:
    shown = page(
        t("settings"),
        [
            {"icon": t("navigate_back")},
            {"row": t("trash")},
            {"switch": t("dark_theme"), "checked": False},
            {"switch": t("keep_screen_on"), "checked": False},
            {"switch": t("ask_to_rename"), "checked": True},
            {"text": t("recording_settings")},
            {"button": t("btn_reset")},
            {"text": t("legacy_app")},
            {"text": t("legacy_app_subtitle")},
            {"button": t("switch_to_legacy")},
        ],
    )
    return taps(
        f"{APP} SettingsScreen",
        shown,
        [
            ("reversible", t("switch_to_legacy"), False),
        ],
    )
