"""Fossify Voice Recorder's screens (``org.fossify.voicerecorder``, a voice recorder: a
recording in progress discarded, recordings moved to the Recycle Bin or deleted for good,
restored from it, the Recycle Bin emptied, the save folder moved), strings from
``app/src/main/res/values*/strings.xml`` of the app and ``commons/src/main/res/values*/
strings.xml`` of Fossify Commons (the shared dialogs, menus and settings rows). The recording
names, sizes and dates on the screens are the same in every language.

The app is View-based: its dialogs are Commons' ``getAlertDialogBuilder`` ``AlertDialog``s,
whose buttons are ``android:id/button2`` (negative) and ``android:id/button1`` (positive),
listed in that order, and its pages and dialog views carry the ids of its layouts, under
``org.fossify.voicerecorder:id/``. A selection's action mode shows its ``showAsAction`` items
as icons (described by their titles, with their menu ids) and the others in an overflow menu.

Read from the code (``app/src/main``): ``res/layout/fragment_recorder.xml`` and
``fragments/RecorderFragment.kt`` (the Recorder tab: ``toggle_recording_button`` starts a
recording through ``RecorderService``, and while one runs pauses or resumes it;
``save_recording_button`` stops the service, which saves the file; ``cancel_recording_button``,
described "Cancel", only opens Commons' ``ConfirmationDialog`` "Discard recording" "Are you sure
you want to discard the current recording? This cannot be undone." with No and Yes, and Yes
sends ``CANCEL_RECORDING``, whose ``cancelRecording`` in ``services/RecorderService.kt`` deletes
the file being recorded); ``res/menu/menu.xml`` and ``activities/MainActivity.kt`` (the main
overflow menu: Settings, About; "More Fossify apps" is hidden in the F-Droid build);
``res/layout/fragment_player.xml``, ``res/layout/item_recording.xml`` and
``fragments/PlayerFragment.kt`` (the Player tab: the recordings, and the player's Previous,
"Play / Pause" and Next); ``res/menu/cab_recordings.xml`` and ``adapters/RecordingsAdapter.kt``
(a selection's action mode: Rename, which opens ``RenameRecordingDialog``, Share, which opens
the system's share sheet, Delete, which only opens ``DeleteConfirmationDialog``, "Select all";
"Open with" in the overflow); ``dialogs/DeleteConfirmationDialog.kt`` and
``res/layout/dialog_delete_confirmation.xml`` (no title; with "Move items into the Recycle Bin
instead of deleting" on, "Are you sure you want to move "…" into the Recycle Bin?" or "… 3
recordings …" with the box "Skip the Recycle Bin, delete files directly", No and Yes: Yes
moves the recordings into the app's trash folder (``trashRecordings``) or, with the box ticked,
deletes their files (``deleteRecordings``); with the setting off, "Delete "…"?" with no box,
and Yes deletes the files); ``dialogs/RenameRecordingDialog.kt`` (Rename: Title, Cancel and
OK, which renames the file); ``res/layout/fragment_trash.xml``, ``res/menu/cab_trash.xml`` and
``adapters/TrashAdapter.kt`` (the Recycle Bin tab: its selection's Delete icon only opens
Commons' ``ConfirmationDialog`` "Delete "…"?" with No and Yes, and Yes deletes the files for
good; "Restore selected files" in the overflow moves them back to the recordings folder);
``activities/SettingsActivity.kt`` and ``res/layout/activity_settings.xml`` (Settings:
"Customize colors", which opens Commons' colour and theme page, "Customize widget colors",
Language, "Change date and time format", the "Start recording automatically after launching
the app" and "Keep the screen on during recording" switches, "Save recordings in", which opens
the system's folder picker and, where recordings exist, ``MoveRecordingsDialog``; "Filename
pattern", which opens ``FilenamePatternDialog``; Extension, Bitrate and "Sample rate", each a
Commons ``RadioGroupDialog`` with no title and no buttons, a tapped choice saved at once;
"Microphone mode", which first shows a ``ConfirmationDialog`` "Microphone mode" with only OK,
then its ``RadioGroupDialog``; the "Move items into the Recycle Bin instead of deleting"
switch; and "Empty the Recycle Bin" with its size, which asks Commons' ``ConfirmationDialog``
"Are you sure you want to empty the Recycle Bin? The files will be permanently lost." with No
and Yes, and Yes deletes every recording in the trash folder); ``dialogs/MoveRecordingsDialog.kt``
("Move recordings" "You have existing recordings. Do you want to move them to your new
folder?" with No, which keeps them where they are and saves the new folder, and Yes, which
moves every recording there); ``dialogs/FilenamePatternDialog.kt`` ("Filename pattern": the
pattern, Cancel and OK, which saves it).
"""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

ID = "org.fossify.voicerecorder:id/"
FIRST, SECOND, THIRD = "20250314_093012.m4a", "20250312_181544.m4a", "20250309_074501.m4a"
NOW = "20250315_102233.m4a"


def screens(t: Any) -> list[dict[str, Any]]:
    return recorder(t) + player(t) + deleting(t) + trash(t) + settings(t)


def ask(category: str, source: str, behind: str, title: str | None, message: str | None,
        no: tuple[str, bool | None], yes: tuple[str, bool | None],
        items: tuple[dict[str, Any], ...] = (),
        taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Commons ``AlertDialog`` over the page ``behind``: its title and message (or its own
    widgets), its negative and positive buttons."""
    buttons = [(no[0], NEGATIVE, no[1]), (yes[0], POSITIVE, yes[1])]
    return dialog(category, source, behind, title, message, buttons, items, taps)


def tabs(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t(k)} for k in ("recorder", "player", "recycle_bin")]


def recorder(t: Any) -> list[dict[str, Any]]:
    title = t("recorder")

    def shown(state: str, duration: str) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"field": f"{ID}main_menu", "hint": t("search")}]
        if duration:
            items.append({"text": duration, "rid": f"{ID}recording_duration"})
        if state != "stopped":
            items.append({"icon": t("cancel"), "rid": f"{ID}cancel_recording_button"})
        items.append({"id": "toggle_recording_button"})
        if state != "stopped":
            items.append({"id": "save_recording_button"})
        return page(title, [*items, *tabs(t)])

    idle, running = shown("stopped", ""), shown("running", "01:24")
    paused = shown("paused", "02:07")
    where = "recorder RecorderFragment"
    discard = (t("discard_recording"), t("discard_recording_confirmation"))
    gone = "recorder RecorderFragment (ConfirmationDialog discard)"
    yes, no = t("yes"), t("no")
    return [
        entry("harmless", where, idle, [("toggle_recording_button", False)]),
        entry("reversible", where, running, [("toggle_recording_button", False)]),
        entry("opens-prompt", where, running, [(t("cancel"), False)]),
        entry("harmless", where, paused, [("save_recording_button", False)]),
        entry("opens-prompt", where, paused, [(t("cancel"), False)]),
        ask("discard", gone, title, *discard, (no, None), (yes, True)),
        ask("harmless", gone, title, *discard, (no, False), (yes, None)),
        menu("harmless", "recorder MainActivity (menu)", title, [t("settings"), t("about")],
             [(t("settings"), False)]),
    ]  # fmt: skip


def rows() -> list[dict[str, Any]]:
    names = ((FIRST, "14.03.2025 09:30", "03:12", "3.1 MB"),
             (SECOND, "12.03.2025 18:15", "11:40", "11.2 MB"),
             (THIRD, "09.03.2025 07:45", "00:48", "0.8 MB"))  # fmt: skip
    return [{"list": [{"row": name, "secondary": f"{date} · {length} · {size}"}
                      for name, date, length, size in names]}]  # fmt: skip


def player(t: Any) -> list[dict[str, Any]]:
    title = t("player")
    shown = page(title, [
        {"field": f"{ID}main_menu", "hint": t("search")}, *rows(),
        {"text": NOW, "rid": f"{ID}player_title"},
        {"text": "00:41", "rid": f"{ID}player_progress_current"},
        {"text": "04:05", "rid": f"{ID}player_progress_max"},
        {"icon": t("previous"), "rid": f"{ID}previous_btn"},
        {"icon": t("playpause"), "rid": f"{ID}play_pause_btn"},
        {"icon": t("next"), "rid": f"{ID}next_btn"}, *tabs(t)])  # fmt: skip
    where = "recorder PlayerFragment"
    return [
        entry("harmless", where, shown, [(FIRST, False)]),
        entry("harmless", where, shown, [(t("playpause"), False)]),
    ]  # fmt: skip


def action_mode(t: Any, selected: int, keys: tuple[tuple[str, str], ...]) -> dict[str, Any]:
    """A selection's action mode over a list: the count selected and the always-shown items
    as icons."""
    icons = [{"icon": t(key), "rid": f"{ID}cab_{rid}"} for key, rid in keys]
    return page(f"{selected} / 3", [*icons, *rows()])


def deleting(t: Any) -> list[dict[str, Any]]:
    keys = (("rename", "rename"), ("share", "share"), ("delete", "delete"),
            ("select_all", "select_all"))  # fmt: skip
    one, three = action_mode(t, 1, keys), action_mode(t, 3, keys)
    where = "recorder RecordingsAdapter (cab_recordings)"
    behind = t("player")
    yes, no = t("yes"), t("no")
    skip = t("skip_the_recycle_bin")
    named = t("move_to_recycle_bin_confirmation", f'"{FIRST}"')
    counted = t("move_to_recycle_bin_confirmation", t("delete_recordings#3"))
    bin_where = "recorder DeleteConfirmationDialog (Recycle Bin on)"
    off_where = "recorder DeleteConfirmationDialog (Recycle Bin off)"

    def into_bin(message: str, ticked: bool) -> tuple[dict[str, Any], ...]:
        return ({"text": message, "rid": f"{ID}delete_remember_title"},
                {"switch": skip, "rid": f"{ID}skip_the_recycle_bin_checkbox",
                 "checked": ticked})  # fmt: skip

    def plain(message: str) -> tuple[dict[str, Any], ...]:
        return ({"text": message, "rid": f"{ID}delete_remember_title"},)

    gone_one = t("delete_recordings_confirmation", f'"{FIRST}"')
    gone_three = t("delete_recordings_confirmation", t("delete_recordings#3"))
    rename = (t("rename"), None)
    field = ({"field": f"{ID}rename_recording_title", "hint": t("title"),
              "text": FIRST.rsplit(".", 1)[0]},)  # fmt: skip
    named_where = "recorder RenameRecordingDialog"
    return [
        entry("opens-prompt", where, one, [(t("delete"), False)]),
        entry("opens-prompt", where, three, [(t("delete"), False)]),
        entry("harmless", where, one, [(t("rename"), False)]),
        entry("harmless", where, one, [(t("share"), False)]),
        entry("harmless", where, one, [(t("select_all"), False)]),
        ask("reversible", bin_where, behind, None, None, (no, None), (yes, False),
            into_bin(named, False)),
        ask("reversible", bin_where, behind, None, None, (no, None), (yes, None),
            into_bin(named, False), ((skip, False),)),
        ask("delete", bin_where, behind, None, None, (no, None), (yes, True),
            into_bin(named, True)),
        ask("harmless", bin_where, behind, None, None, (no, False), (yes, None),
            into_bin(named, True)),
        ask("reversible", bin_where, behind, None, None, (no, None), (yes, False),
            into_bin(counted, False)),
        ask("delete", bin_where, behind, None, None, (no, None), (yes, True),
            into_bin(counted, True)),
        ask("delete", off_where, behind, None, None, (no, None), (yes, True), plain(gone_one)),
        ask("harmless", off_where, behind, None, None, (no, False), (yes, None),
            plain(gone_one)),
        ask("delete", off_where, behind, None, None, (no, None), (yes, True),
            plain(gone_three)),
        dialog("reversible", named_where, behind, *rename,
               [(t("cancel"), NEGATIVE, None), (t("ok"), POSITIVE, False)], field),
        dialog("harmless", named_where, behind, *rename,
               [(t("cancel"), NEGATIVE, False), (t("ok"), POSITIVE, None)], field),
    ]  # fmt: skip


def trash(t: Any) -> list[dict[str, Any]]:
    keys = (("delete", "delete"), ("select_all", "select_all"))
    one, three = action_mode(t, 1, keys), action_mode(t, 3, keys)
    where = "recorder TrashAdapter (cab_trash)"
    behind = t("recycle_bin")
    yes, no = t("yes"), t("no")
    gone = "recorder TrashAdapter (ConfirmationDialog)"
    one_q = t("delete_recordings_confirmation", f'"{FIRST}"')
    three_q = t("delete_recordings_confirmation", t("delete_recordings#3"))
    return [
        entry("opens-prompt", where, one, [(t("delete"), False)]),
        entry("opens-prompt", where, three, [(t("delete"), False)]),
        menu("reversible", where, "1 / 3", [t("restore_selected_files")],
             [(t("restore_selected_files"), False)]),
        ask("delete", gone, behind, None, one_q, (no, None), (yes, True)),
        ask("harmless", gone, behind, None, one_q, (no, False), (yes, None)),
        ask("delete", gone, behind, None, three_q, (no, None), (yes, True)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")

    def row(key: str, rid: str, value: str | None = None) -> dict[str, Any]:
        shown = {"row": t(key), "rid": f"{ID}settings_{rid}_holder"}
        return {**shown, "secondary": value} if value else shown

    def switch(key: str, rid: str, checked: bool) -> dict[str, Any]:
        return {"switch": t(key), "rid": f"{ID}settings_{rid}", "checked": checked}

    screen = page(title, [
        {"text": t("color_customization")},
        row("customize_colors", "color_customization"),
        row("customize_widget_colors", "widget_color_customization"),
        {"text": t("general_settings")},
        row("language", "language"),
        row("change_date_and_time_format", "change_date_and_time_format"),
        {"text": t("recording")},
        switch("record_after_launch", "record_after_launch", False),
        switch("keep_screen_on", "keep_screen_on", False),
        row("save_recordings_in", "save_recordings"),
        row("filename_pattern", "filename_pattern", "%Y%M%D_%h%m%s"),
        row("extension", "extension", t("m4a")),
        {"text": t("audio")},
        row("bitrate", "bitrate", t("bitrate_value", 96)),
        row("sample_rate", "sampling_rate", t("sampling_rate_value", 48000)),
        row("microphone_mode", "microphone_mode", t("system_default")),
        {"text": t("recycle_bin")},
        switch("move_items_into_recycle_bin", "use_recycle_bin", True),
        row("empty_recycle_bin", "empty_recycle_bin", "15.1 MB")])  # fmt: skip
    where = "recorder SettingsActivity"

    def choose(source: str, choices: list[tuple[str, bool]], pick: str) -> dict[str, Any]:
        radios = [{"radio": label, "checked": on} for label, on in choices]
        shown = {"title": title, "dialog": {}, "items": radios}
        return entry("reversible", f"{where} ({source} RadioGroupDialog)", shown,
                     [(pick, False)])  # fmt: skip

    extensions = [(t("m4a"), True), (t("mp3_experimental"), False), (t("ogg_opus"), False)]
    rates = [(t("bitrate_value", k), k == 96) for k in (8, 14, 24, 28, 32, 64, 96, 128, 160,
                                                         192, 288)]  # fmt: skip
    modes = [(t(k), k == "system_default") for k in (
        "system_default", "microphone_mode_camcorder", "microphone_mode_voice_communication",
        "microphone_mode_voice_performance", "microphone_mode_voice_recognition",
        "microphone_mode_unprocessed")]  # fmt: skip
    yes, no, ok, cancel = t("yes"), t("no"), t("ok"), t("cancel")
    empty = "recorder SettingsActivity (ConfirmationDialog empty)"
    emptied = t("empty_recycle_bin_confirmation")
    move = "recorder MoveRecordingsDialog"
    moving = ({"text": t("move_recordings_to_new_folder_desc"), "rid": f"{ID}message"},)
    pattern = "recorder FilenamePatternDialog"
    field = ({"field": f"{ID}filename_pattern_value", "hint": t("filename_pattern"),
              "text": "%Y%M%D_%h%m%s"},)  # fmt: skip
    mic = (t("microphone_mode"), t("change_microphone_mode_confirmation"))
    return [
        entry("opens-prompt", where, screen, [(t("empty_recycle_bin"), False)]),
        entry("reversible", where, screen, [(t("move_items_into_recycle_bin"), False)]),
        entry("reversible", where, screen, [(t("keep_screen_on"), False)]),
        entry("harmless", where, screen, [(t("save_recordings_in"), False)]),
        entry("harmless", where, screen, [(t("extension"), False)]),
        entry("harmless", where, screen, [(t("bitrate"), False)]),
        entry("harmless", where, screen, [(t("microphone_mode"), False)]),
        entry("harmless", where, screen, [(t("customize_colors"), False)]),
        entry("harmless", where, screen, [(t("filename_pattern"), False)]),
        ask("purge", empty, title, None, emptied, (no, None), (yes, True)),
        ask("harmless", empty, title, None, emptied, (no, False), (yes, None)),
        choose("extension", extensions, t("mp3_experimental")),
        choose("bitrate", rates, t("bitrate_value", 192)),
        dialog("harmless", f"{where} (ConfirmationDialog microphone mode)", title, *mic,
               [(ok, POSITIVE, False)], page_said=False),
        choose("microphone mode", modes, t("microphone_mode_voice_recognition")),
        ask("reversible", move, title, t("move_recordings"), None, (no, None), (yes, False),
            moving),
        ask("reversible", move, title, t("move_recordings"), None, (no, False), (yes, None),
            moving),
        dialog("reversible", pattern, title, t("filename_pattern"), None,
               [(cancel, NEGATIVE, None), (ok, POSITIVE, False)], field),
        dialog("harmless", pattern, title, t("filename_pattern"), None,
               [(cancel, NEGATIVE, False), (ok, POSITIVE, None)], field),
    ]  # fmt: skip
