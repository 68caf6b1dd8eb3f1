"""Next Player's screens (``dev.anilbeesetti.nextplayer``, a local and network video player:
videos and folders played, renamed, shared, copied, moved, hidden in a PIN-locked vault,
unhidden and deleted; playlists created, renamed, filled and deleted; network connections
added, edited and deleted; search history cleared; settings changed and reset), strings from
``core/ui/src/main/res/values*/strings.xml``. File, folder, playlist, connection and track
names, and typed texts, are the same in every language.

Read from the code (``feature/videopicker/src/main/java/.../feature/videopicker`` unless
named): ``screens/mediapicker/MediaPickerScreen.kt`` and ``MediaPickerViewModel.kt`` (the home
page: Search, Menu and Settings icons, the folder rows, the title's long press that opens the
vault; the floating menu with "Open network stream", which opens "Network Stream" with a URL
field and Cancel and Done, which plays the URL, "Open local video", which opens the system's
file picker, and "Recently played"; the selection mode, with "m / n Selected", "Select all"
and the bottom bar ``SelectionActionsSheet``: Play, "Add to playlist", Rename and Info for a
single video, Share, which opens the system's share sheet, Copy and Move, which open the
system's folder picker and then copy or move the files there, Hide and Delete; on Android 10
and older Delete opens the app's ``DeleteConfirmationDialog``, "Delete 1 video?", "Delete %d
videos?", "Delete 1 folder?", "Delete %d folders?" or "Delete %d items?" with "This action
cannot be undone", Cancel and Delete, which deletes the files (``deleteMedia``; on Android 11
and later the system's own delete request asks instead); ``TransferProgressDialog``,
"Copying…" or "Moving…" with Cancel, which stops the transfer; ``HideFlowDialogs``, "Hide %d
videos?" with Cancel and Hide, which moves the videos into the vault, and "How to find your
hidden videos" with "Got it"; ``SetupVaultPinDialog``, the keypad and Cancel;
``PlaylistTargetDialog``, "Choose a playlist" with "Create new playlist", the existing
playlists, which add the selection to the one tapped, and Cancel, and its "Create new
playlist" dialog with "Playlist name", Cancel and Create); ``composables/RenameDialog.kt``
("Rename to", the name field, Cancel and Done, which renames the file,
``core/media/.../LocalMediaOperationsService.kt`` ``renameMedia``);
``composables/QuickSettingsDialog.kt`` ("Quick Settings": the view mode, the layout, the sort
order, the fields, Cancel and Done, which saves them); ``screens/search/SearchScreen.kt`` and
``SearchViewModel.kt`` (the search field, "Recent searches" with "Clear history", which
clears the whole history at once, with no confirmation, and the history and popular folder
rows); ``screens/vault/VaultScreen.kt`` and ``VaultViewModel.kt`` ("Hidden videos": "Sort by",
which opens the sort dialog with Name, "Date hidden", Size and Duration and Done; the
selection bar with Play, Info, Unhide and Delete; "Unhide" with "Unhide %d videos? They will be
moved back to their original location.", Cancel and Unhide; "Permanently delete %d videos?"
with "This action cannot be undone. The video will be permanently deleted from your device.",
Cancel and Delete); ``feature/playlist/.../screens/list/PlaylistListScreen.kt`` ("Playlists":
the rows, "Create playlist", each row's "Playlist actions" menu with "Rename playlist" and
Delete; "Create playlist" and "Rename playlist" with "Playlist name", Cancel and Create or
Save; "Delete playlist" with "Delete “%s” and its saved order?", Cancel and Delete, which
deletes the playlist and its items, the videos staying on the device);
``feature/playlist/.../screens/detail/PlaylistDetailScreen.kt`` (a playlist's page: Play,
Search, "Reorder playlist", each row's menu with Remove, which opens "Remove video": "Remove
“%s” from this playlist?", Cancel and Remove, which takes the video out of the playlist);
``feature/network/.../screens/list/NetworkScreen.kt`` and ``NetworkViewModel.kt`` ("Network":
the connection rows, which browse the connection, "Add connection", each row's menu with Edit
and Delete; "Delete connection", "Remove “%s”?", Cancel and Delete, which deletes the saved
connection with its password and its stored SSH key, ``deleteConnectionAndCleanup``);
``feature/network/.../screens/addconnection/AddConnectionScreen.kt`` and
``AddConnectionViewModel.kt`` ("Add connection" and "Edit connection": the protocols SMB,
FTP, SFTP and WEBDAV, the Name, Host, Port, "Path / Share name", Username and Password fields,
for SFTP Password or "SSH key" with "Choose private key", "Replace private key" and "Remove
private key", and "Test & Save", which connects to the server and saves the connection;
"Confirm SSH host key" with the host, the algorithm and the fingerprint, Reject and Trust,
which saves the fingerprint with the connection and connects again);
``feature/settings/.../SettingsScreen.kt`` (the settings' sections);
``screens/general/GeneralPreferencesScreen.kt`` and ``GeneralPreferencesViewModel.kt``
("General": "Delete thumbnail cache" and "Reset settings", each opening its dialog; "Delete
thumbnail cache" with Cancel and Delete, which clears the image loader's cache,
``clearAllCache``; "Reset settings" with Cancel and Reset, which puts every preference back
to its default, ``resetPreferences``); ``screens/thumbnail/ThumbnailPreferencesScreen.kt``
and ``ThumbnailPreferencesViewModel.kt`` (the strategy's radio rows, each opening the
"Thumbnail generation" dialog whose Okay sets the strategy and clears the thumbnail cache);
``screens/medialibrary/MediaLibraryPreferencesScreen.kt`` and ``FolderPreferencesScreen.kt``
("Mark last played media", "Manage folders", whose rows exclude a folder from the library and
include it again); ``screens/player/PlayerPreferencesScreen.kt`` and
``composables/OptionsDialog.kt`` (the player's switches, sliders with their reset icons, and
the Resume dialog with Yes, No and Cancel); ``screens/appearance/AppearancePreferencesScreen
.kt`` (Dark theme with "System Default", Off and On, "High contrast dark theme");
``screens/audio/AudioPreferencesScreen.kt`` ("Volume boost");
``screens/gesture/GesturePreferencesScreen.kt`` ("Seek gesture" and its sensitivity's reset);
``feature/player/.../buttons`` and ``ui/SubtitleSelectorView.kt``,
``ui/PlaybackSpeedSelectorView.kt`` (the player: "Player previous", "Play/Pause", "Player
next", the loop and shuffle buttons; "Select subtitle track" with the tracks, Disable and
"Open local subtitle"; "Select playback speed" with "Skip silence").
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, page, popup, sheet

VIDEO = "VID_20260714_183245.mp4"
CLIP = "Sunset at the pier.mp4"
FOLDERS = ("Camera", "Movies", "WhatsApp Video", "Download")
PLAYLISTS = ("Road trip", "Lectures")
NAS, SEEDBOX = "Home NAS", "Seedbox"
URL = "https://media.example.org/live/stream.m3u8"
FINGERPRINT = "SHA256:3f9Kq1xV7mB2cT8nR4wL0pZ6yH5uJ1aE9dS2gF7kQ0o"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        home(t)
        + deleting(t)
        + library(t)
        + search(t)
        + vault(t)
        + playlists(t)
        + network(t)
        + settings(t)
        + player(t)
    )


def home(t: Any) -> list[dict[str, Any]]:
    app = t("app_name")
    where = "nextplayer MediaPickerScreen"
    top = [{"icon": t("search")}, {"icon": t("menu")}, {"icon": t("settings")}]
    rows = {"list": [{"row": f} for f in FOLDERS]}
    main = page(app, [*top, rows])
    cancel, done = t("cancel"), t("done")
    quick = (
        {"text": t("media_view_mode")},
        {"button": t("folders")},
        {"button": t("tree")},
        {"button": t("videos")},
        {"text": t("media_layout")},
        {"button": t("list")},
        {"button": t("grid")},
        {"text": t("sort")},
        {"icon": t("ascending")},
        {"icon": t("descending")},
    )
    stream = ({"field": "url", "hint": t("example_url"), "text": URL},)
    return [
        entry("harmless", where, main, [(FOLDERS[0], False)]),
        confirm(
            "harmless",
            f"{where} NetworkUrlDialog",
            app,
            t("network_stream"),
            t("enter_a_network_url"),
            [(cancel, None), (done, False)],
            stream,
        ),
        confirm(
            "reversible",
            "nextplayer QuickSettingsDialog",
            app,
            t("quick_settings"),
            None,
            [(cancel, None), (done, False)],
            quick,
        ),
    ]


def _bar(t: Any, single: bool) -> list[dict[str, Any]]:
    """``SelectionActionsSheet``: Rename and Info only for a single video."""
    names = [
        "play",
        "add_to_playlist",
        *(["rename"] if single else []),
        "share",
        "copy",
        "move",
        *(["info"] if single else []),
        "hide",
        "delete",
    ]
    return [{"button": t(n)} for n in names]


def deleting(t: Any) -> list[dict[str, Any]]:
    app = t("app_name")
    where = "nextplayer MediaPickerScreen (selection)"
    up, cancel, delete = t("navigate_up"), t("cancel"), t("delete")
    folders = page(
        t("m_n_selected", 2, 6),
        [
            {"icon": up},
            {"icon": t("select_all")},
            {"list": [{"row": f} for f in FOLDERS]},
            *_bar(t, False),
        ],
    )
    camera = page(
        t("m_n_selected", 1, 12),
        [
            {"icon": up},
            {"icon": t("select_all")},
            {"list": [{"row": VIDEO}, {"row": CLIP}]},
            *_bar(t, True),
        ],
    )
    gone = "nextplayer DeleteConfirmationDialog"

    def asks(title: str, n: int, behind: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        info = t("delete_item_info") if n == 1 else t("delete_items_info")
        category = "delete" if ok else "harmless"
        return confirm(category, gone, behind, title, info, [(cancel, no), (delete, ok)])

    return [
        entry("opens-prompt", where, folders, [(delete, False), (t("move"), False)]),
        entry("harmless", where, folders, [(t("select_all"), False)]),
        entry("harmless", f"{where} (share)", folders, [(t("share"), False)]),
        entry(
            "opens-prompt",
            f"{where} (one video)",
            camera,
            [(t("rename"), False), (t("hide"), False)],
        ),
        asks(t("delete_one_video"), 1, FOLDERS[0], True, None),
        asks(t("delete_videos", 3), 3, FOLDERS[0], True, None),
        asks(t("delete_videos", 3), 3, FOLDERS[0], None, False),
        asks(t("delete_one_folder"), 1, app, True, None),
        asks(t("delete_folders", 2), 2, app, True, None),
        asks(t("delete_items", 4), 4, app, True, None),
        asks(t("delete_videos", 2), 2, FOLDERS[1], True, None),
    ]


def library(t: Any) -> list[dict[str, Any]]:
    camera, cancel = FOLDERS[0], t("cancel")
    name = ({"field": "name", "text": "Beach day"},)
    choose = (
        {"row": t("create_new_playlist")},
        {"text": t("existing_playlists")},
        {"list": [{"row": p} for p in PLAYLISTS]},
    )
    new = ({"field": "playlist", "hint": t("playlist_name"), "text": "Summer 2026"},)
    return [
        confirm(
            "reversible",
            "nextplayer RenameDialog",
            camera,
            t("rename_to"),
            None,
            [(cancel, None), (t("done"), False)],
            name,
        ),
        confirm(
            "reversible",
            "nextplayer HideFlowDialogs (hide)",
            camera,
            t("hide_videos_confirmation", 2),
            t("hide_video_info"),
            [(cancel, None), (t("hide"), False)],
        ),
        popup(
            "reversible",
            "nextplayer PlaylistTargetDialog",
            camera,
            t("choose_playlist"),
            None,
            [(cancel, None)],
            choose,
            ((PLAYLISTS[0], False),),
        ),
        confirm(
            "reversible",
            "nextplayer PlaylistTargetDialog (create)",
            camera,
            t("create_new_playlist"),
            None,
            [(cancel, None), (t("create"), False)],
            new,
        ),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    history = {"list": [{"row": "holiday 2025"}, {"row": "lecture 5"}, {"row": "pier"}]}
    folders = {"list": [{"row": f} for f in FOLDERS[:2]]}
    found = page(
        t("search"),
        [
            {"icon": t("navigate_up")},
            {"field": "query", "hint": t("search_videos_and_folders")},
            {"text": t("recent_searches")},
            {"button": t("clear_history")},
            history,
            {"text": t("popular_folders")},
            folders,
        ],
    )
    return [entry("delete", "nextplayer SearchScreen", found, [(t("clear_history"), True)])]


def vault(t: Any) -> list[dict[str, Any]]:
    title, cancel, delete = t("hidden_videos"), t("cancel"), t("delete")
    rows = {"list": [{"row": VIDEO}, {"row": CLIP}, {"row": "Tax papers scan.mp4"}]}
    gallery = page(title, [{"icon": t("navigate_up")}, {"icon": t("sort_by")}, rows])
    picked = page(
        t("m_n_selected", 2, 5),
        [
            {"icon": t("navigate_up")},
            {"icon": t("select_all")},
            rows,
            {"button": t("play")},
            {"button": t("unhide")},
            {"button": delete},
        ],
    )
    where = "nextplayer VaultScreen"

    def purge(n: int, ok: bool | None, no: bool | None) -> dict[str, Any]:
        asked = t("delete_one_video_from_vault") if n == 1 else t("delete_videos_from_vault", n)
        return confirm(
            "delete" if ok else "harmless",
            f"{where} (delete)",
            title,
            asked,
            t("delete_from_vault_info"),
            [(cancel, no), (delete, ok)],
        )

    return [
        entry("harmless", where, gallery, [(t("sort_by"), False)]),
        entry(
            "opens-prompt", f"{where} (selection)", picked, [(t("unhide"), False), (delete, False)]
        ),
        confirm(
            "reversible",
            f"{where} (unhide)",
            title,
            t("unhide"),
            t("unhide_videos_confirmation", 2),
            [(cancel, None), (t("unhide"), False)],
        ),
        purge(1, True, None),
        purge(2, True, None),
        purge(5, True, None),
        purge(2, None, False),
    ]


def playlists(t: Any) -> list[dict[str, Any]]:
    title, cancel, delete = t("playlists"), t("cancel"), t("delete")
    rows = {
        "list": [
            {"row": p, "secondary": f"{t('local_playlist')} · {n}"}
            for p, n in zip(PLAYLISTS, (8, 14), strict=True)
        ]
    }
    main = page(title, [{"icon": t("settings")}, rows, {"button": t("create_playlist")}])
    where = "nextplayer PlaylistListScreen"
    actions = ({"menu": t("rename_playlist")}, {"menu": delete})
    name = ({"field": "playlist", "hint": t("playlist_name"), "text": PLAYLISTS[0]},)
    inside = "nextplayer PlaylistDetailScreen"

    def drop(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(
            "delete" if ok else "harmless",
            f"{where} (delete playlist)",
            title,
            t("delete_playlist"),
            t("delete_playlist_confirmation", name),
            [(cancel, no), (delete, ok)],
        )

    return [
        entry("opens-prompt", where, main, [(t("create_playlist"), False)]),
        sheet(
            "opens-prompt",
            f"{where} (playlist actions)",
            title,
            actions,
            [(delete, False), (t("rename_playlist"), False)],
        ),
        confirm(
            "reversible",
            f"{where} (create)",
            title,
            t("create_playlist"),
            None,
            [(cancel, None), (t("create"), False)],
            name,
        ),
        drop(PLAYLISTS[0], True, None),
        drop(PLAYLISTS[1], True, None),
        drop(PLAYLISTS[1], None, False),
        sheet(
            "opens-prompt",
            f"{inside} (item actions)",
            PLAYLISTS[0],
            ({"menu": t("remove")},),
            [(t("remove"), False)],
        ),
        confirm(
            "reversible",
            f"{inside} (remove video)",
            PLAYLISTS[0],
            t("remove_video"),
            t("remove_video_confirmation", CLIP),
            [(cancel, None), (t("remove"), False)],
        ),
    ]


def network(t: Any) -> list[dict[str, Any]]:
    title, cancel, delete = t("network"), t("cancel"), t("delete")
    rows = {
        "list": [
            {"row": NAS, "secondary": "SMB · 192.168.1.20"},
            {"row": SEEDBOX, "secondary": "SFTP · seedbox.example.net"},
        ]
    }
    main = page(title, [{"icon": t("settings")}, rows, {"button": t("add_connection")}])
    where = "nextplayer NetworkScreen"
    menu = ({"menu": t("edit")}, {"menu": delete})
    protocols = [{"button": p} for p in ("SMB", "FTP", "SFTP", "WEBDAV")]
    form = page(
        t("add_connection"),
        [
            {"icon": t("navigate_up")},
            {"text": t("protocol")},
            *protocols,
            {"field": "name", "hint": t("connection_name"), "text": NAS},
            {"field": "host", "hint": t("host"), "text": "192.168.1.20"},
            {"field": "port", "hint": t("port_hint", 445)},
            {"field": "path", "hint": t("path_share"), "text": "videos"},
            {"field": "user", "hint": t("username"), "text": "maria"},
            {"field": "password", "hint": t("password"), "text": "••••••••"},
            {"button": t("test_and_save")},
        ],
    )
    edit = page(
        t("edit_connection"),
        [
            {"icon": t("navigate_up")},
            {"text": t("protocol")},
            *protocols,
            {"field": "name", "hint": t("connection_name"), "text": SEEDBOX},
            {"field": "host", "hint": t("host"), "text": "seedbox.example.net"},
            {"field": "user", "hint": t("username"), "text": "maria"},
            {"text": t("authentication")},
            {"button": t("password")},
            {"button": t("ssh_key")},
            {"button": t("replace_private_key")},
            {"button": t("remove_private_key")},
            {"text": t("private_key_stored")},
            {"field": "passphrase", "hint": t("private_key_passphrase")},
            {"button": t("test_and_save")},
        ],
    )
    host = (
        {"text": "seedbox.example.net:22"},
        {"text": t("ssh_host_key_algorithm", "ssh-ed25519")},
        {"text": t("ssh_host_key_fingerprint", FINGERPRINT)},
    )
    hostkey = "nextplayer AddConnectionScreen (host key)"

    def drop(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(
            "delete" if ok else "harmless",
            f"{where} (delete connection)",
            title,
            t("delete_connection"),
            t("delete_connection_confirmation", name),
            [(cancel, no), (delete, ok)],
        )

    return [
        entry("harmless", where, main, [(NAS, False)]),
        sheet("opens-prompt", f"{where} (connection menu)", title, menu, [(delete, False)]),
        drop(NAS, True, None),
        drop(SEEDBOX, True, None),
        drop(NAS, None, False),
        entry("reversible", "nextplayer AddConnectionScreen", form, [(t("test_and_save"), False)]),
        entry(
            "reversible",
            "nextplayer AddConnectionScreen (edit)",
            edit,
            [(t("remove_private_key"), False)],
        ),
        confirm(
            "reversible",
            hostkey,
            t("edit_connection"),
            t("confirm_ssh_host_key"),
            t("confirm_ssh_host_key_description"),
            [(t("reject"), None), (t("trust"), False)],
            host,
        ),
        confirm(
            "harmless",
            hostkey,
            t("edit_connection"),
            t("confirm_ssh_host_key"),
            t("confirm_ssh_host_key_description"),
            [(t("reject"), False), (t("trust"), None)],
            host,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    cancel, up = t("cancel"), {"icon": t("navigate_up")}
    general = page(
        t("general_name"),
        [
            up,
            {"text": t("user_data")},
            {
                "row": t("delete_thumbnail_cache"),
                "secondary": t("delete_thumbnail_cache_description"),
            },
            {"row": t("reset_settings"), "secondary": t("reset_settings_description")},
        ],
    )
    where = "nextplayer GeneralPreferencesScreen"
    strategies = [
        ("first_frame", "first_frame_desc", True),
        ("frame_at_position", "frame_at_position_desc", False),
        ("hybrid", "hybrid_desc", False),
    ]
    thumbs = page(
        t("thumbnail_generation"),
        [
            up,
            {"text": t("thumbnail_generation_strategy")},
            *({"radio": t(a), "checked": on} for a, _, on in strategies),
            *({"text": t(b)} for _, b, _ in strategies),
            {"slider": t("frame_position")},
            {"icon": t("reset_seek_sensitivity")},
        ],
    )
    folders = page(
        t("manage_folders"),
        [up, {"list": [{"row": f, "secondary": f"/storage/emulated/0/{f}"} for f in FOLDERS]}],
    )
    playerprefs = page(
        t("player_name"),
        [
            up,
            {"text": t("interface_name")},
            {"switch": t("material_you_controls"), "checked": False},
            {"slider": t("controller_timeout")},
            {"icon": t("reset_controller_timeout")},
            {"text": t("playback")},
            {"row": t("resume"), "secondary": t("resume_description")},
            {"slider": t("default_playback_speed")},
            {"icon": t("reset_default_playback_speed")},
            {"switch": t("autoplay_settings"), "checked": True},
            {"switch": t("pip_settings"), "checked": False},
            {"switch": t("background_play"), "checked": False},
            {"switch": t("remember_selections"), "checked": True},
        ],
    )
    resume = (
        {"radio": t("yes"), "checked": True},
        {"radio": t("no"), "checked": False},
        {"button": cancel},
    )
    themes = (
        {"radio": t("system_default"), "checked": True},
        {"radio": t("off"), "checked": False},
        {"radio": t("on"), "checked": False},
        {"button": cancel},
    )
    gestures = page(
        t("gestures"),
        [
            up,
            {"switch": t("seek_gesture"), "checked": True},
            {"slider": t("seek_gesture_sensitivity")},
            {"icon": t("reset_seek_sensitivity")},
            {"switch": t("brightness_gesture"), "checked": True},
            {"switch": t("volume_gesture"), "checked": True},
        ],
    )
    return [
        entry(
            "opens-prompt",
            where,
            general,
            [(t("delete_thumbnail_cache"), False), (t("reset_settings"), False)],
        ),
        confirm(
            "reversible",
            f"{where} (delete thumbnail cache)",
            t("general_name"),
            t("delete_thumbnail_cache"),
            t("delete_thumbnail_cache_confirmation"),
            [(cancel, None), (t("delete"), False)],
        ),
        confirm(
            "reset",
            f"{where} (reset settings)",
            t("general_name"),
            t("reset_settings"),
            t("reset_settings_confirmation"),
            [(cancel, None), (t("reset"), True)],
        ),
        confirm(
            "harmless",
            f"{where} (reset settings)",
            t("general_name"),
            t("reset_settings"),
            t("reset_settings_confirmation"),
            [(cancel, False), (t("reset"), None)],
        ),
        entry(
            "opens-prompt", "nextplayer ThumbnailPreferencesScreen", thumbs, [(t("hybrid"), False)]
        ),
        confirm(
            "reversible",
            "nextplayer ThumbnailPreferencesScreen (confirm)",
            t("thumbnail_generation"),
            t("thumbnail_generation"),
            t("thumbnail_setting_change_confirmation"),
            [(cancel, None), (t("okay"), False)],
        ),
        entry("reversible", "nextplayer FolderPreferencesScreen", folders, [(FOLDERS[2], False)]),
        entry(
            "reversible",
            "nextplayer PlayerPreferencesScreen",
            playerprefs,
            [(t("reset_default_playback_speed"), False)],
        ),
        sheet(
            "reversible",
            "nextplayer PlayerPreferencesScreen (resume)",
            t("player_name"),
            ({"text": t("resume")}, *resume),
            [(t("no"), False)],
        ),
        sheet(
            "reversible",
            "nextplayer AppearancePreferencesScreen (dark theme)",
            t("appearance_name"),
            ({"text": t("dark_theme")}, *themes),
            [(t("on"), False)],
        ),
        entry(
            "reversible",
            "nextplayer GesturePreferencesScreen",
            gestures,
            [(t("reset_seek_sensitivity"), False)],
        ),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    controls = page(
        CLIP,
        [
            {"icon": t("player_controls_previous")},
            {"icon": t("play_pause")},
            {"icon": t("player_controls_next")},
            {"icon": t("loop_mode_off")},
            {"icon": t("shuffle_off")},
            {"slider": t("player_controls_progress")},
        ],
    )
    tracks = (
        {"text": t("select_subtitle_track")},
        {"radio": "English", "checked": True},
        {"radio": "Français", "checked": False},
        {"radio": t("disable"), "checked": False},
        {"button": t("open_subtitle")},
    )
    return [
        entry(
            "reversible",
            "nextplayer MediaPlayerScreen (loop)",
            controls,
            [(t("loop_mode_off"), False)],
        ),
        sheet(
            "reversible", "nextplayer SubtitleSelectorView", CLIP, tracks, [(t("disable"), False)]
        ),
    ]
