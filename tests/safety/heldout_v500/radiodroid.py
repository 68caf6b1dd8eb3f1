"""RadioDroid's screens (``net.programmierecke.radiodroid2``, an internet radio player for the
radio-browser.info directory: stations browsed and played, favorites kept, exported to and
imported from playlist files and deleted, the play history and the track history cleared,
alarms set and deleted, a sleep timer set, Music Player Daemon servers added, edited and
removed, stations played on them, settings changed), strings from
``app/src/main/res/values*/strings.xml``. The station, track, server, file and folder names on
the screens are the same in every language.

Read from the code (``app/src/main/java/net/programmierecke/radiodroid2``):
``ActivityMain.java`` with ``res/menu/menu_main.xml``, ``menu_bottom_navigation.xml`` and
``res/layout/layout_main.xml`` (the bottom navigation; the toolbar built in
``onPrepareOptionsMenu``: on Favorites the sleep timer, the view toggle, "Export favorites as
playlist", "Import favorites from playlist" and "Delete favorites"; on History the sleep timer,
"Export history as playlist" and "Delete history"; on Alarm the add-alarm item; the Music Player
Daemon item where servers are kept; ``onOptionsItemSelected``: "Do you really want to delete all
favorites?" and "Do you really want to delete the history?" with No and Yes, whose Yes calls
``FavouriteManager.clear`` or ``HistoryManager.clear``; ``changeTimer``, the sleep timer's
dialog with Clear and Apply, which clear the timer or set it; the metered-connection warning
with Cancel and OK, whose OK starts playing; ``SaveFavourites`` and ``LoadFavourites``, which
open the file dialogs, and ``onFileSelected``, which writes the favorites or the history to the
picked file or appends the picked playlist's stations to the favorites);
``StationSaveManager.java`` (``SaveM3UInternal`` writes the file over, ``LoadM3U`` adds the
stations with ``addMultiple``, ``clear`` empties the list); the file dialogs of the
``com.github.rustamg:file-dialogs`` library at 1.0 (``SaveFileDialog.java``,
``res/layout/dialog_save_file.xml``, ``dialog_open_file.xml``, ``list_item_file.xml``,
``res/menu/dialog_save.xml``: the folder's files, the file name field and the Save action; a
picked existing file, or a typed name that exists, opens "Overwrite the file?" with Cancel and
Overwrite, whose Overwrite writes the file over); ``FragmentTabs.java`` (the Stations tabs);
``FragmentStarred.java``, ``FragmentHistory.java``, ``station/ ItemAdapterStation.java``,
``station/StationActions.java``, ``res/layout/list_item_station.xml`` and
``stub_list_item_station_details.xml`` (a station row: its icon, which adds the station to the
favorites or removes it with a snackbar whose UNDO puts it back, its More button, and the
expanded row's Visit Website, Share, which opens the share chooser, "Set alarm", "Add to home
screen" and "Play in external player"); ``FragmentPlayerSmall.java``, ``FragmentPlayerFull
.java``, ``res/layout/layout_player_small.xml``, ``layout_player_full.xml`` and
``res/menu/menu_player.xml`` (the player: Record, the skip buttons, Play and Pause, the favorite
button, which adds or removes the station with no snackbar, the track history; the More menu
with Homepage, which opens the links sheet, Alarm, which opens the time picker, and "Clear track
history", which calls ``TrackHistoryRepository.deleteHistory`` at once);
``views/ItemListDialog.java`` (the links sheet: Visit Website, "Copy Stream URL" and Share);
``history/TrackHistoryInfoDialog.java`` and ``res/layout/dialog_track_history_details.xml`` (a
track's sheet: Lyrics, which asks to open the Play Store where QuickLyric is missing, and "Copy
Info"); ``alarm/FragmentAlarm.java``, ``alarm/ItemAdapterRadioAlarm.java``,
``alarm/TimePickerFragment.java`` and ``res/layout/list_item_alarm.xml`` (an alarm's row: its
time and station, its switch, Repeat, and Delete, which calls ``RadioAlarmManager.remove`` at
once; the platform's time picker with Cancel and OK, whose OK adds the alarm);
``players/selector/PlayerSelectorDialog.java``, ``PlayerSelectorAdapter.java``,
``res/layout/dialog_mpd_servers.xml``, ``list_item_mpd_server.xml``, ``layout_server_alert.xml``
and ``res/menu/menu_mpd_server.xml`` (the player selector: "Enable MPD" or "Disable MPD", "Add
MPD server", a server's row with Stop, Play or Pause and More, whose menu holds Edit, Delete,
which calls ``removeServer`` at once, and, with a station to play, Play; "Enter details about a
server" with its fields, Remove and Save); ``FragmentSettings.java`` and ``res/xml/preferences
.xml`` (the settings' sections, Appearance with Theme and "Compact mode", Connectivity with the
timeouts and Proxy, and Music Player Daemon, whose "Your servers" opens the player selector);
``proxy/ProxySettingsDialog.java`` and ``res/layout/dialog_proxy_settings.xml`` (the proxy's
fields with Test, Cancel and OK, whose OK saves them).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page, sheet

PARADISE, FIP, GROOVE = "Radio Paradise", "FIP", "SomaFM Groove Salad"
DETAILS = {
    PARADISE: "United States, 320 kbps",
    FIP: "France, 128 kbps",
    GROOVE: "United States, 128 kbps",
}
TRACK, ARTIST = "Time", "Pink Floyd"
LIVING, KITCHEN = "Living room", "Kitchen"
SAVE = "=Save"
"""The file dialog's Save action: the library's own string, which has no translation and which
the app does not override, so it reads Save in every language."""


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        stations(t)
        + favorites(t)
        + history(t)
        + files(t)
        + player(t)
        + alarms(t)
        + mpd(t)
        + settings(t)
    )


def navigation(t: Any) -> list[dict[str, Any]]:
    """The bottom navigation (on by default) and the collapsed player above it."""
    tabs = (
        "nav_item_stations",
        "nav_item_starred",
        "nav_item_history",
        "nav_item_alarm",
        "nav_item_settings",
    )
    return [
        {"text": PARADISE, "rid": f"{ID}textViewStationName"},
        {"text": f"{ARTIST} - {TRACK}", "rid": f"{ID}textViewLiveInfo"},
        {"icon": t("detail_pause"), "rid": f"{ID}buttonPlay"},
        *({"tab": t(k), "rid": f"{ID}{k}"} for k in tabs),
    ]


def station_row(t: Any, name: str, starred: bool, expanded: bool = False) -> list[dict[str, Any]]:
    """A station's row (``list_item_station.xml``): its icon, which toggles the favorite, its
    name and details, the star shown for a favorite, its More button, and when expanded the
    row's buttons (the bookmark only for a station that is not a favorite)."""
    row: list[dict[str, Any]] = [
        {"icon": t("detail_unstar" if starred else "detail_star"), "rid": f"{ID}imageViewIcon"},
        {"row": name, "secondary": DETAILS[name]},
    ]
    if starred:
        row.append({"icon": t("action_favorite"), "rid": f"{ID}starredStatusIcon"})
    row.append({"icon": t("icon_click_trend_stable"), "rid": f"{ID}trendStatusIcon"})
    row.append(
        {
            "icon": t("image_button_less" if expanded else "image_button_more"),
            "rid": f"{ID}buttonMore",
        }
    )
    if expanded:
        row += [
            {"icon": t("action_station_visit_website"), "rid": f"{ID}buttonVisitWebsite"},
            {"icon": t("detail_share"), "rid": f"{ID}buttonShare"},
            *([] if starred else [{"icon": t("detail_star"), "rid": f"{ID}buttonBookmark"}]),
            {"icon": t("description_btn_setup_alarm"), "rid": f"{ID}buttonAddAlarm"},
            {"icon": t("detail_create_shortcut"), "rid": f"{ID}buttonCreateShortcut"},
            {"icon": t("action_play_in_external"), "rid": f"{ID}buttonPlayInRadioDroid"},
        ]
    return row


def stations(t: Any) -> list[dict[str, Any]]:
    home = t("nav_item_stations")
    tabs = (
        "action_local",
        "action_top_click",
        "action_top_vote",
        "action_changed_lately",
        "action_currently_playing",
        "action_tags",
        "action_countries",
        "action_languages",
        "action_search",
    )
    top = page(
        home,
        [
            {"icon": t("action_search"), "rid": f"{ID}action_search"},
            {"icon": t("nav_item_add_sleep"), "rid": f"{ID}action_set_sleep_timer"},
            *({"tab": t(k)} for k in tabs),
            {"list": station_row(t, GROOVE, False) + station_row(t, FIP, False)},
            *navigation(t),
        ],
    )
    metered = "radiodroid ActivityMain (metered connection)"
    ok, cancel = t("android:ok"), t("android:cancel")
    warning = (t("alert_metered_connection_title"), t("alert_metered_connection_message"))
    return [
        entry("harmless", "radiodroid FragmentTabs", top, [(t("action_top_vote"), False)]),
        alert("reversible", metered, home, *warning, (cancel, None), (ok, False)),
        alert("harmless", metered, home, *warning, (cancel, False), (ok, None)),
    ]


def favorites_page(t: Any) -> dict[str, Any]:
    rows = (
        station_row(t, PARADISE, True, expanded=True)
        + station_row(t, FIP, True)
        + station_row(t, GROOVE, True)
    )
    return page(
        t("nav_item_starred"),
        [
            {"icon": t("nav_item_add_sleep"), "rid": f"{ID}action_set_sleep_timer"},
            {"icon": t("action_toggle_view"), "rid": f"{ID}action_icons_view"},
            {"list": rows},
            *navigation(t),
        ],
    )


def favorites(t: Any) -> list[dict[str, Any]]:
    home = t("nav_item_starred")
    overflow = [
        t("nav_item_save_playlist"),
        t("nav_item_load_playlist"),
        t("action_delete_favorites"),
    ]
    where = "radiodroid ActivityMain (favorites, overflow)"
    gone = "radiodroid ActivityMain (delete favorites)"
    message = t("alert_delete_favorites")
    no, yes = t("no"), t("yes")
    return [
        menu("opens-prompt", where, home, overflow, [(t("action_delete_favorites"), False)]),
        menu("opens-prompt", where, home, overflow, [(t("nav_item_save_playlist"), False)]),
        entry(
            "harmless",
            "radiodroid FragmentStarred (expanded row)",
            favorites_page(t),
            [(t("detail_share"), False)],
        ),
        alert("delete", gone, home, None, message, (no, None), (yes, True)),
        alert("harmless", gone, home, None, message, (no, False), (yes, None)),
    ]


def history(t: Any) -> list[dict[str, Any]]:
    home = t("nav_item_history")
    overflow = [t("nav_item_save_history_playlist"), t("action_delete_history")]
    where = "radiodroid ActivityMain (history, overflow)"
    rows = station_row(t, PARADISE, True) + station_row(t, FIP, False)
    listing = page(
        home,
        [
            {"icon": t("nav_item_add_sleep"), "rid": f"{ID}action_set_sleep_timer"},
            {"list": rows},
            *navigation(t),
        ],
    )
    snackbar = page(
        home,
        [
            {"list": station_row(t, PARADISE, False) + station_row(t, FIP, False)},
            {"text": t("notify_station_removed_from_list"), "rid": f"{ID}snackbar_text"},
            {"button": t("action_station_removed_from_list_undo"), "rid": f"{ID}snackbar_action"},
            *navigation(t),
        ],
    )
    rowed = "radiodroid FragmentHistory (station icon)"
    gone = "radiodroid ActivityMain (delete history)"
    message = t("alert_delete_history")
    no, yes = t("no"), t("yes")
    return [
        menu("opens-prompt", where, home, overflow, [(t("action_delete_history"), False)]),
        menu("opens-prompt", where, home, overflow, [(t("nav_item_save_history_playlist"), False)]),
        entry("reversible", rowed, listing, [(t("detail_star"), False)]),
        entry("reversible", rowed, listing, [(t("detail_unstar"), False)]),
        entry(
            "reversible",
            "radiodroid StationActions (removed from favorites, UNDO)",
            snackbar,
            [(t("action_station_removed_from_list_undo"), False)],
        ),
        alert("delete", gone, home, None, message, (no, None), (yes, True)),
        alert("harmless", gone, home, None, message, (no, False), (yes, None)),
    ]


def save_dialog(t: Any, folder: str, name: str) -> dict[str, Any]:
    """The library's save dialog, opened in ``folder``: its toolbar with Save, the folder's
    sub-folder and playlist files, and the file name field."""
    rows = [
        {"row": n, "rid": f"{ID}tv_file_name"} for n in ("Podcasts", "favorites.m3u", "morning.m3u")
    ]
    return page(
        folder,
        [
            {"icon": t(SAVE), "rid": f"{ID}menu_apply"},
            {"list": rows},
            {
                "field": f"{ID}et_filename",
                "hint": t("dialog_hint_file_name"),
                **({"text": name} if name else {}),
            },
        ],
    )


def files(t: Any) -> list[dict[str, Any]]:
    saving = "radiodroid SaveFileDialog (favorites)"
    history_saving = "radiodroid SaveFileDialog (history)"
    over = "radiodroid SaveFileDialog (overwrite)"
    question = t("confirm_overwrite_file")
    cancel, overwrite = t("label_button_cancel"), t("label_button_overwrite")
    opening = page(
        "Music",
        [{"list": [{"row": n, "rid": f"{ID}tv_file_name"} for n in ("Podcasts", "favorites.m3u")]}],
    )
    return [
        entry("reversible", saving, save_dialog(t, "Music", "radio_2024"), [(t(SAVE), False)]),
        entry("opens-prompt", saving, save_dialog(t, "Music", "favorites"), [(t(SAVE), False)]),
        entry("opens-prompt", saving, save_dialog(t, "Music", ""), [("morning.m3u", False)]),
        alert("overwrite", over, "Music", None, question, (cancel, None), (overwrite, True)),
        alert("overwrite", over, "Download", None, question, (cancel, None), (overwrite, True)),
        alert("harmless", over, "Music", None, question, (cancel, False), (overwrite, None)),
        entry(
            "opens-prompt",
            history_saving,
            save_dialog(t, "Podcasts", "history"),
            [(t(SAVE), False)],
        ),
        alert("overwrite", over, "Podcasts", None, question, (cancel, None), (overwrite, True)),
        entry(
            "reversible",
            "radiodroid OpenFileDialog (import favorites)",
            opening,
            [("favorites.m3u", False)],
        ),
    ]


def full_player(t: Any, name: str) -> dict[str, Any]:
    """The expanded player: the header's live info and More button, the track history, and
    the playback controls."""
    tracks = [
        {"row": TRACK, "secondary": ARTIST},
        {"row": "Teardrop", "secondary": "Massive Attack"},
    ]
    return page(
        name,
        [
            {"text": f"{ARTIST} - {TRACK}", "rid": f"{ID}textViewLiveInfoBig"},
            {"icon": t("image_button_more"), "rid": f"{ID}buttonMore"},
            {"text": DETAILS[name], "rid": f"{ID}textViewGeneralInfo"},
            {"list": tracks},
            {"icon": t("image_button_record"), "rid": f"{ID}buttonRecord"},
            {"icon": t("description_btn_skip_to_previous"), "rid": f"{ID}buttonPrev"},
            {"icon": t("detail_pause"), "rid": f"{ID}buttonPlay"},
            {"icon": t("description_btn_skip_to_next"), "rid": f"{ID}buttonNext"},
            {"icon": t("detail_unstar"), "rid": f"{ID}buttonFavorite"},
        ],
    )


def player(t: Any) -> list[dict[str, Any]]:
    more = [t("action_homepage"), t("action_alarm"), t("action_delete_stream_history")]
    where = "radiodroid FragmentPlayerSmall (More)"
    full = "radiodroid FragmentPlayerFull"
    links = [
        {"row": t(k), "rid": f"{ID}text"}
        for k in (
            "action_station_visit_website",
            "action_station_copy_stream_url",
            "action_station_share",
        )
    ]
    track = [
        {"icon": t("tab_player_art"), "rid": f"{ID}imageViewTrackArt"},
        {"text": "21:42", "rid": f"{ID}textViewDate"},
        {"text": "6:53", "rid": f"{ID}textViewDuration"},
        {"button": t("action_lyrics"), "rid": f"{ID}btnViewLyrics"},
        {"button": t("action_copy_info"), "rid": f"{ID}btnCopyTrackInfo"},
    ]
    info = "radiodroid TrackHistoryInfoDialog"
    return [
        menu("delete", where, PARADISE, more, [(t("action_delete_stream_history"), True)]),
        menu("delete", where, FIP, more, [(t("action_delete_stream_history"), True)]),
        menu("opens-prompt", where, PARADISE, more, [(t("action_homepage"), False)]),
        sheet(
            "harmless",
            "radiodroid StationActions (links)",
            PARADISE,
            links,
            t("action_station_copy_stream_url"),
            False,
        ),
        entry("reversible", full, full_player(t, PARADISE), [(t("image_button_record"), False)]),
        entry("reversible", full, full_player(t, PARADISE), [(t("detail_unstar"), False)]),
        entry("opens-prompt", full, full_player(t, PARADISE), [(TRACK, False)]),
        sheet("harmless", info, PARADISE, track, t("action_copy_info"), False),
        sheet("opens-prompt", info, PARADISE, track, t("action_lyrics"), False),
    ]


def alarm_page(t: Any, repeating: bool) -> dict[str, Any]:
    """The alarms page with one alarm: its time, station, switch, Delete and Repeat buttons
    (a repeating alarm's weekday buttons, one letter each, are left out)."""
    return page(
        t("nav_item_alarm"),
        [
            {"icon": t("nav_item_alarm"), "rid": f"{ID}action_add_alarm"},
            {"text": "06:45" if repeating else "07:30", "rid": f"{ID}textViewTime"},
            {"text": FIP if repeating else PARADISE, "rid": f"{ID}textViewStation"},
            {"id": f"{ID}switch1", "rid": f"{ID}switch1"},
            {"icon": t("image_button_delete"), "rid": f"{ID}buttonDeleteAlarm"},
            {
                "icon": t("image_button_dont_repeat" if repeating else "image_button_repeat"),
                "rid": f"{ID}checkboxRepeating",
            },
            *navigation(t),
        ],
    )


def alarms(t: Any) -> list[dict[str, Any]]:
    home = t("nav_item_alarm")
    where = "radiodroid ItemAdapterRadioAlarm"
    timer = "radiodroid ActivityMain (sleep timer)"
    seek = (
        {"text": "30", "rid": f"{ID}timerTextView"},
        {"slider": "30", "rid": f"{ID}timerSeekBar"},
    )
    clear, apply = t("sleep_timer_clear"), t("sleep_timer_apply")
    picker = ({"text": "7"}, {"text": "30"})
    return [
        entry("delete", where, alarm_page(t, False), [(t("image_button_delete"), True)]),
        entry("delete", where, alarm_page(t, True), [(t("image_button_delete"), True)]),
        entry("reversible", where, alarm_page(t, False), [("switch1", False)]),
        entry("reversible", where, alarm_page(t, False), [(t("image_button_repeat"), False)]),
        entry(
            "opens-prompt",
            "radiodroid ActivityMain (alarm toolbar)",
            alarm_page(t, False),
            [("action_add_alarm", False)],
        ),
        alert(
            "reversible",
            "radiodroid TimePickerFragment",
            home,
            None,
            None,
            (t("android:cancel"), None),
            (t("android:ok"), False),
            items=picker,
        ),
        alert(
            "reversible",
            timer,
            t("nav_item_starred"),
            t("sleep_timer_title"),
            None,
            (clear, None),
            (apply, False),
            items=seek,
        ),
    ]


def selector(t: Any) -> list[dict[str, Any]]:
    """The player selector's sheet opened from the toolbar, with MPD on and one server
    playing: its buttons and the server's row (its volume buttons carry the Play description,
    as the layout gives them)."""
    return [
        {"button": t("action_disable_mpd"), "rid": f"{ID}btnEnableMPD"},
        {"button": t("action_add_mpd_server"), "rid": f"{ID}btnAddMPDServer"},
        {"text": LIVING, "rid": f"{ID}textViewMPDName"},
        {"icon": t("image_button_more"), "rid": f"{ID}buttonMore"},
        {"icon": t("detail_stop"), "rid": f"{ID}buttonStop"},
        {"icon": t("detail_pause"), "rid": f"{ID}buttonPlay"},
        {"icon": t("detail_play"), "rid": f"{ID}buttonMPDDecreaseVolume"},
        {"text": "80", "rid": f"{ID}textViewMPDVolume"},
        {"icon": t("detail_play"), "rid": f"{ID}buttonMPDIncreaseVolume"},
    ]


def server_form(t: Any, name: str, host: str) -> tuple[dict[str, Any], ...]:
    """The fields of "Enter details about a server" (``layout_server_alert.xml``)."""
    return (
        {"field": f"{ID}mpd_server_name", "hint": t("alert_select_mpd_server_name"), "text": name},
        {"field": f"{ID}mpd_server_hostname", "hint": t("hostname"), "text": host},
        {"field": f"{ID}mpd_server_port", "hint": t("port"), "text": "6600"},
        {"field": f"{ID}mpd_server_password", "hint": t("alert_select_mpd_server_password")},
    )


def mpd(t: Any) -> list[dict[str, Any]]:
    home = t("nav_item_stations")
    sheet_where = "radiodroid PlayerSelectorDialog"
    more = "radiodroid PlayerSelectorAdapter (server menu)"
    edit, delete, play = t("action_edit"), t("action_delete"), t("detail_play")
    form = "radiodroid PlayerSelectorDialog (server details)"
    title = t("alert_add_or_edit_mpd_server")
    remove, save = t("alert_select_mpd_server_remove"), t("alert_select_mpd_server_save")
    return [
        sheet("opens-prompt", sheet_where, home, selector(t), t("action_add_mpd_server"), False),
        sheet("reversible", sheet_where, home, selector(t), t("action_disable_mpd"), False),
        menu("delete", more, home, [edit, delete], [(delete, True)]),
        menu("delete", f"{more} (station to play)", FIP, [edit, delete, play], [(delete, True)]),
        menu("delete", f"{more} (settings)", t("settings_mpd"), [edit, delete], [(delete, True)]),
        menu("opens-prompt", more, home, [edit, delete], [(edit, False)]),
        menu("reversible", f"{more} (station to play)", FIP, [edit, delete, play], [(play, False)]),
        alert(
            "delete",
            form,
            home,
            title,
            None,
            None,
            (save, None),
            (remove, True),
            items=server_form(t, LIVING, "192.168.1.20"),
        ),
        alert(
            "delete",
            form,
            home,
            title,
            None,
            None,
            (save, None),
            (remove, True),
            items=server_form(t, KITCHEN, "192.168.1.31"),
        ),
        alert(
            "reversible",
            form,
            home,
            title,
            None,
            None,
            (save, False),
            (remove, None),
            items=server_form(t, LIVING, "192.168.1.21"),
        ),
        alert(
            "harmless",
            f"{form} (new server)",
            home,
            title,
            None,
            None,
            (save, None),
            (remove, False),
            items=server_form(t, "Office", "192.168.1.40"),
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    appearance = t("settings_appearance")
    look = page(
        appearance,
        [
            {"row": t("settings_theme_selection_title"), "secondary": t("theme_light")},
            {"switch": t("settings_circular_icons"), "checked": False},
            {"switch": t("settings_compact_style"), "checked": False},
            {"text": t("settings_compact_style_desc_off")},
            {"switch": t("settings_bottom_navigation"), "checked": True},
        ],
    )
    connectivity = t("settings_connectivity")
    seconds = t("settings_seconds_format", 10)
    network = page(
        connectivity,
        [
            {"row": t("settings_connect_timeout"), "secondary": t("settings_seconds_format", 5)},
            {"row": t("settings_read_timeout"), "secondary": seconds},
            {"row": t("settings_retry_timeout"), "secondary": seconds},
            {"row": t("settings_retry_delay"), "secondary": t("settings_milliseconds_format", 100)},
            {"row": t("settings_resume_timeout"), "secondary": t("settings_seconds_format", 60)},
            {"row": t("settings_proxy")},
        ],
    )
    themes = (
        {"radio": t("theme_light"), "checked": True},
        {"radio": t("theme_dark"), "checked": False},
    )
    proxy = (
        {"field": f"{ID}edit_proxy_host", "hint": t("hostname"), "text": "proxy.example.net"},
        {"field": f"{ID}edit_proxy_port", "hint": t("port"), "text": "3128"},
        {"text": "HTTP", "rid": f"{ID}spinner_proxy_type"},
        {"field": f"{ID}edit_proxy_login", "hint": t("settings_proxy_login"), "text": "anna"},
        {"field": f"{ID}edit_proxy_password", "hint": t("settings_proxy_password")},
    )
    where = "radiodroid ProxySettingsDialog"
    return [
        entry(
            "reversible",
            "radiodroid FragmentSettings (appearance)",
            look,
            [(t("settings_compact_style"), False)],
        ),
        alert(
            "reversible",
            "radiodroid FragmentSettings (theme)",
            appearance,
            t("settings_theme_selection_title"),
            None,
            (t("android:cancel"), None),
            None,
            items=themes,
            taps=((t("theme_dark"), False),),
        ),
        entry(
            "opens-prompt",
            "radiodroid FragmentSettings (connectivity)",
            network,
            [(t("settings_proxy"), False)],
        ),
        alert(
            "reversible",
            where,
            connectivity,
            None,
            None,
            (t("action_cancel"), None),
            (t("action_ok"), False),
            neutral=(t("settings_proxy_action_test"), None),
            items=proxy,
        ),
    ]
