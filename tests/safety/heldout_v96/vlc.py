"""VLC's screens (``org.videolan.vlc``, VLC for Android: the media library's videos,
tracks, albums and playlists, the file browser, history, subtitles and the advanced
settings), strings from ``application/resources/src/main/res/values*/strings.xml``. The
videos, tracks, album, playlists and folder on the screens are the same in every language.

Read from the code (``application/vlc-android/src/org/videolan/vlc``):
``gui/dialogs/ContextSheet.kt`` with ``res/layout/contextual_sheet.xml`` and
``context_item.xml`` (a media's context sheet: its title, then a row for each action its
flags hold, in the sheet's fixed order, every row's title sharing the id
``context_option_title``); ``util/ContextOption.kt`` (the flags: a video's
``createCtxVideoFlags``, with "Add to favorites", "Mark as played" and "Browse parent" added by
``gui/video/VideoGridFragment.kt``; a track's, an album's and a playlist's in
``gui/audio/BaseAudioBrowser.kt``; a playlist's track's in ``gui/HeaderMediaListActivity.kt``;
a folder's in the file browser, ``gui/browser/BaseBrowserFragment.kt``);
``gui/video/VideoGridFragment.kt``'s selection (``res/menu/action_mode_video.xml``: Delete
with three videos selected only opens the sheet, titled "Delete these 3 files?");
``gui/dialogs/ConfirmDeleteDialog.kt`` with ``res/layout/dialog_confirm_delete.xml`` (the
sheet every deletion asks with: its title ("Delete the file ...?", "Delete the album ...?",
"Delete playlist ...?", "Delete the folder ... and all its contents?"), "This is permanent and
cannot be undone.", then "Delete forever" (``delete_button``) and Cancel
(``cancel_button``); a caller may give its own title, text and button);
``gui/browser/MediaBrowserFragment.kt`` and ``media/MediaUtils.kt`` (the sheet's result:
``deleteItem`` deletes a video's or track's file, every file of an album, a folder with its
contents, or a playlist, which keeps its files; a banned folder's result only bans it);
``gui/HeaderMediaListActivity.kt`` (in a playlist, a track's Delete only removes it from the
playlist, with an undo snackbar); ``gui/dialogs/SavePlaylistDialog.kt`` with
``res/layout/dialog_playlist.xml`` ("Add to playlist": "Create new playlist", its name and
Create; "Add to existing playlist", the playlists, "Replace playlist" and Save, which appends
the tracks; with "Replace playlist" on, Save only shows "Are you sure you want to replace the
playlist ...?" with Cancel and OK, which deletes the playlist and creates it again holding
only the new tracks); ``gui/dialogs/RenameDialog.kt`` with ``dialog_rename.xml`` (Rename, "New
title" and OK); ``gui/video/VideoGridFragment.kt`` (a folder's "Ban folder from media
library" only opens the sheet titled so, whose "Ban folder" hides the folder's media from the
library, undone in the settings' "Media library folders"); ``gui/HistoryFragment.kt`` with
``res/menu/fragment_option_history.xml`` (History's "Clear history", which only opens the sheet
"Clear playback history", whose "Clear history" clears the history); ``gui/preferences/
PreferencesAdvanced.kt`` with ``res/xml/preferences_adv.xml`` (Advanced: "Quit and restart
application", and under "Application data" "Dump media database", which copies the database
to a file, "Clear media database", "Clear app data" and "Clear playback history", each of which
only opens its sheet: Clear clears the media library's database (progress, bookmarks and the
playlists made in the app) and rescans, Clear clears all the app's data
(``clearApplicationUserData``), and "Clear history" the history, "Export settings" and
"Restore settings"); ``gui/dialogs/SubtitleDownloaderDialogFragment.kt`` and
``gui/helpers/UiTools.kt`` (a downloaded subtitle tapped opens "Delete subtitle" ("Do you want
to delete this subtitle?"), whose Delete deletes the downloaded file, which can be downloaded
again from the same list); ``gui/MainActivity.kt`` ("Report a crash" after a crash: "Send the
log" only opens the feedback page, which hands a mail to the mail app).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, page

RID = "org.videolan.vlc:id/"
VIDEO, TRACK, ALBUM = "Lisbon by night.mp4", "Harbour Lights.mp3", "Coastal Songs"
PLAYLIST, OTHER, NEW = "Road trip", "Workout", "Summer 2025"
FOLDER = "Camera"


def screens(t: Any) -> list[dict[str, Any]]:
    parts = (videos, tracks, albums, playlists, adding, folders, history, advanced, subtitles,
             crash)  # fmt: skip
    return [screen for part in parts for screen in part(t)]


def sheet(category: str, source: str, behind: str, title: str, rows: list[str],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A media's context sheet over the page ``behind``: its title and its rows."""
    items = [{"row": row, "rid": f"{RID}context_option_title"} for row in rows]
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, f"vlc ContextSheet ({source})", screen, cases)


def confirm(t: Any, category: str, source: str, behind: str, title: str,
            deleting: bool | None, cancelling: bool | None, message: str | None = None,
            button: str | None = None) -> dict[str, Any]:  # fmt: skip
    """``ConfirmDeleteDialog``: its title and text, "Delete forever" (or the caller's button)
    and Cancel."""
    return dialog(category, f"vlc ConfirmDeleteDialog ({source})", behind, title,
                  message or t("confirm_delete_message"),
                  [(button or t("delete_forever"), f"{RID}delete_button", deleting),
                   (t("cancel"), f"{RID}cancel_button", cancelling)])  # fmt: skip


def videos(t: Any) -> list[dict[str, Any]]:
    rows = [t("play"), t("play_all"), t("play_as_audio"), t("append"), t("insert_next"),
            t("download_subtitles"), t("info"), t("add_to_playlist"), t("set_song"),
            t("favorites_add"), t("delete"), t("share"), t("create_shortcut"),
            t("mark_as_played"), t("go_to_folder")]  # fmt: skip
    behind, source = t("video"), "a video"
    return [
        sheet("opens-prompt", source, behind, VIDEO, rows, [(t("delete"), False)]),
        sheet("reversible", source, behind, VIDEO, rows, [(t("mark_as_played"), False)]),
        sheet("opens-prompt", source, behind, VIDEO, rows, [(t("share"), False)]),
        confirm(t, "delete", "a video", behind, t("confirm_delete", VIDEO), True, None),
        confirm(t, "harmless", "a video", behind, t("confirm_delete", VIDEO), None, False),
        confirm(
            t, "delete", "three videos selected", behind, t("confirm_delete_files", 3), True, None
        ),
    ]


def tracks(t: Any) -> list[dict[str, Any]]:
    rows = [t("play_all"), t("append"), t("insert_next"), t("info"), t("go_to_album"),
            t("go_to_artist"), t("add_to_playlist"), t("set_song"), t("favorites_add"),
            t("delete"), t("share"), t("create_shortcut"), t("go_to_folder")]  # fmt: skip
    behind, source = t("tracks"), "a track"
    return [
        sheet("opens-prompt", source, behind, TRACK, rows, [(t("delete"), False)]),
        confirm(t, "delete", "a track", behind, t("confirm_delete", TRACK), True, None),
    ]


def albums(t: Any) -> list[dict[str, Any]]:
    rows = [t("play"), t("shuffle_play"), t("append"), t("insert_next"), t("info"),
            t("go_to_artist"), t("add_to_playlist"), t("favorites_add"), t("delete"),
            t("create_shortcut")]  # fmt: skip
    behind = t("audio")
    title = t("confirm_delete_album", ALBUM)
    return [
        sheet("opens-prompt", "an album", behind, ALBUM, rows, [(t("delete"), False)]),
        confirm(t, "delete", "an album", behind, title, True, None),
    ]


def playlists(t: Any) -> list[dict[str, Any]]:
    rows = [t("play"), t("shuffle_play"), t("play_as_audio"), t("append"), t("insert_next"),
            t("info"), t("add_to_playlist"), t("favorites_add"), t("rename"), t("delete"),
            t("create_shortcut")]  # fmt: skip
    behind, source = t("playlists"), "a playlist"
    title = t("confirm_delete_playlist", PLAYLIST)
    renaming = dialog("reversible", "vlc RenameDialog (a playlist)", behind, None, None,
                      [(t("ok"), f"{RID}rename_button", False)],
                      items=({"text": t("rename"), "rid": f"{RID}rename_title"},
                             {"text": PLAYLIST, "rid": f"{RID}media_title"},
                             {"field": t("new_title"), "rid": f"{RID}new_name",
                              "text": "Road trip 2025"}))  # fmt: skip
    item_rows = [t("play_all"), t("append"), t("insert_next"), t("info"), t("go_to_artist"),
                 t("add_to_playlist"), t("set_song"), t("favorites_add"), t("delete"),
                 t("create_shortcut")]  # fmt: skip
    return [
        sheet("opens-prompt", source, behind, PLAYLIST, rows, [(t("delete"), False)]),
        confirm(t, "delete", source, behind, title, True, None),
        confirm(t, "harmless", source, behind, title, None, False),
        renaming,
        sheet("reversible", "a playlist's track, HeaderMediaListActivity", PLAYLIST, TRACK,
              item_rows, [(t("delete"), False)]),
    ]  # fmt: skip


def adding(t: Any) -> list[dict[str, Any]]:
    behind = t("video")
    where = "vlc SavePlaylistDialog"
    form = {"title": behind, "dialog": {}, "items": [
        {"text": t("create_new_playlist")},
        {"field": t("playlist_name_hint"), "rid": f"{RID}dialog_playlist_name", "text": NEW},
        {"button": t("create"), "rid": f"{RID}dialog_playlist_create"},
        {"text": t("add_to_existing_playlist")},
        {"row": PLAYLIST, "rid": f"{RID}textView16"}, {"row": OTHER, "rid": f"{RID}textView16"},
        {"switch": t("replace_playlist"), "rid": f"{RID}replaceSwitch"},
        {"button": t("save"), "rid": f"{RID}dialog_playlist_save"}]}  # fmt: skip

    def replacing(category: str, cancelled: bool | None, ok: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (replace the playlist)", behind, None, None,
                      [(t("cancel"), f"{RID}replace_playlist_cancel", cancelled),
                       (t("ok"), f"{RID}replace_playlist_confirm", ok)],
                      items=({"text": t("confirm_replace_playlist", PLAYLIST),
                              "rid": f"{RID}replace_playlist_text"},))  # fmt: skip

    rows = [t("play"), t("play_all"), t("play_as_audio"), t("append"), t("insert_next"),
            t("download_subtitles"), t("info"), t("add_to_playlist"), t("set_song"),
            t("favorites_add"), t("delete"), t("share"), t("create_shortcut"),
            t("mark_as_played"), t("go_to_folder")]  # fmt: skip
    return [
        sheet("opens-prompt", "a video", behind, VIDEO, rows, [(t("add_to_playlist"), False)]),
        entry("reversible", f"{where} (Save, a playlist chosen)", form, [(t("save"), False)]),
        replacing("overwrite", None, True),
        replacing("harmless", False, None),
    ]  # fmt: skip


def folders(t: Any) -> list[dict[str, Any]]:
    video = t("video")
    banning = t("group_ban_folder")
    explained = t("ban_folder_explanation", t("medialibrary_directories"))
    folder_rows = [t("play_all"), t("append"), t("add_to_playlist"), t("favorites_add"),
                   t("mark_all_as_played"), t("mark_all_as_not_played"), banning]  # fmt: skip
    browser_rows = [t("play"), t("append"), t("insert_next"), t("favorites_add"), t("rename"),
                    t("delete"), t("this_folder"), t("all_subfolders"), banning]  # fmt: skip
    browsing = "Internal memory"
    title = t("confirm_delete_folder", FOLDER)
    return [
        sheet("opens-prompt", "a video folder", video, FOLDER, folder_rows, [(banning, False)]),
        confirm(t, "reversible", "ban a folder", video, banning, False, None, explained,
                t("ban_folder")),
        sheet("opens-prompt", "a folder in the file browser", browsing, FOLDER, browser_rows,
              [(t("delete"), False)]),
        confirm(t, "delete", "a folder in the file browser", browsing, title, True, None),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    title = t("history")
    screen = {"title": title, "dialog": {}, "items": [
        {"menu": t("clear_history"), "rid": f"{RID}ml_menu_clean"}]}  # fmt: skip
    ask = t("clear_playback_history")
    message, button = t("clear_history_message"), t("clear_history")
    where = "the history, HistoryFragment"
    return [
        entry("opens-prompt", "vlc HistoryFragment (fragment_option_history)", screen,
              [(t("clear_history"), False)]),
        confirm(t, "delete", where, title, ask, True, None, message, button),
    ]  # fmt: skip


def advanced(t: Any) -> list[dict[str, Any]]:
    title = t("advanced_prefs_category")
    screen = page(title, [
        {"row": t("quit")}, {"text": t("prefs_app_data")}, {"row": t("dump_media_db")},
        {"row": t("clear_media_db")}, {"row": t("clear_app_data")},
        {"row": t("clear_playback_history")}, {"row": t("export_settings")},
        {"row": t("restore_settings")}])  # fmt: skip
    where = "vlc PreferencesAdvanced"
    media_db = ("clear_media_db", t("clear_media_db"), t("clear_media_db_message"), t("clear"))
    app_data = ("clear_app_data", t("clear_app_data"), t("clear_app_data_message"), t("clear"))
    playback = ("clear_history", t("clear_playback_history"), t("clear_history_message"),
                t("clear_history"))  # fmt: skip

    def asking(category: str, which: tuple[str, str, str, str], clear: bool | None,
               cancel: bool | None) -> dict[str, Any]:  # fmt: skip
        key, ask, message, button = which
        return confirm(t, category, f"{key}, PreferencesAdvanced", title, ask, clear, cancel,
                       message, button)  # fmt: skip

    return [
        entry("opens-prompt", where, screen, [(t("clear_media_db"), False)]),
        entry("opens-prompt", where, screen, [(t("clear_app_data"), False)]),
        entry("opens-prompt", where, screen, [(t("clear_playback_history"), False)]),
        asking("delete", media_db, True, None),
        asking("reset", app_data, True, None),
        asking("harmless", app_data, None, False),
        asking("delete", playback, True, None),
    ]


def subtitles(t: Any) -> list[dict[str, Any]]:
    buttons = [(t("cancel"), NEGATIVE, None), (t("delete"), POSITIVE, False)]
    return [
        dialog("reversible", "vlc UiTools (deleteSubtitleDialog)", t("download_subtitles"),
               t("delete_sub_title"), t("delete_sub_message"), buttons),
    ]  # fmt: skip


def crash(t: Any) -> list[dict[str, Any]]:
    buttons = [(t("cancel"), NEGATIVE, None), (t("send_log"), POSITIVE, False)]
    return [
        dialog("opens-page", "vlc MainActivity (Report a crash)", t("video"), t("report_crash"),
               t("serious_crash"), buttons),
    ]  # fmt: skip
