"""Gramophone's screens (``org.akanework.gramophone``, a local music player: songs, albums,
artists, genres, dates, folders and playlists of the device's media library played, queued,
sorted and shuffled; a sleep timer; settings for the theme, the tabs, the player, lyrics,
audio output and folders left out of the library), strings from
``app/src/main/res/values*/strings.xml``. The song, album, artist and folder names on the
screens are the same in every language.

Read from the code (``app/src/main/kotlin/org/akanework/gramophone``):
``ui/fragments/ViewPagerFragment.kt`` with ``res/layout/fragment_viewpager.xml`` and
``res/menu/home_menu.xml`` (the home page: the tabs, Search, and the overflow's Refresh, which
rescans the media library and shows "Refreshed N songs" with Dismiss, Equalizer, which opens
the system's equalizer panel, and Settings); ``ui/adapters/ViewPager2Adapter.kt`` (the tabs:
Songs, Albums, Artists, Genres, Dates, Filesystem, Folders and Playlists);
``ui/adapters/BaseDecorAdapter.kt`` with ``res/layout/general_decor.xml`` and
``res/menu/sort_menu.xml`` (the list's header: the counter, "Play all" and "Shuffle all", shown
for songs only, which put the list in the play queue in place of the one playing and play
it, and Sort, whose popup holds the sort orders and Display, a submenu of "List (compact)",
List and Grid, each kept as a preference); ``ui/adapters/SongAdapter.kt`` with
``res/menu/more_menu.xml`` (a song's More menu: "Play next", which inserts the song after the
playing one, "Go to album", "Go to artist", Details and Share, which opens the system's share
sheet with the file; the menu's Delete is commented out in this version and is not shown);
``ui/adapters/AlbumAdapter.kt`` and ``res/menu/more_menu_less.xml`` (an album's More menu:
"Play next"); ``ui/adapters/ArtistAdapter.kt`` (the artists' sort menu adds "Album artist",
which switches the tab between artists and album artists); ``ui/adapters/PlaylistAdapter.kt``
("Recently added"); ``ui/fragments/GeneralSubFragment.kt`` and ``fragment_general_sub.xml``
(an album's page); ``ui/fragments/SearchFragment.kt`` and ``fragment_search.xml`` (Back, the
search field and the results); ``res/layout/bottom_sheet.xml`` (the mini player: Play and
"Skip to next"); ``ui/components/FullBottomSheet.kt`` with ``res/layout/full_player.xml``
(Close, the cover, the position slider, Play, "Skip to previous", "Skip to next", Lyrics,
"Repeat mode", which cycles off, all and one, Shuffle, "Sleep timer", which opens the
Material time picker whose OK sets the timer, and "Current playlist", which opens the play
queue's sheet, ``playlist_bottom_sheet.xml`` and ``adapter_list_card_playlist.xml``, whose
row skips to the song and whose Remove takes it out of the queue; the Favourite button is
hidden and its code commented out); ``ui/fragments/settings/MainSettingsTopFragment.kt`` and
``res/xml/settings_top.xml`` (Appearance, "Player UI", Behavior, Audio, Experimental and
About; Library and Customization are hidden); ``AppearanceSettingsTopFragment.kt``,
``settings_appearance.xml`` and ``ui/components/TabOrderPreference.kt`` ("App theme", a
drop-down of "Follow system", Dark and Light, and "Configure tab order", a preference dialog
with the tabs and the divider, whose OK saves the order and Cancel leaves it);
``PlayerSettingsTopFragment.kt`` and ``settings_player.xml`` (the full player's switches and
"Lyrics configuration"); ``LyricSettingsTopFragment.kt`` and ``settings_lyric.xml``;
``BehaviorSettingsTopFragment.kt`` and ``settings_behavior.xml`` ("Song minimum length
(seconds)", "Blacklist folders", "Play on launch", "Remove spaces around lyrics" and
"Enhanced album cover loading", which on Android 13 and later opens the system's page of the
app's permissions); ``BlacklistSettingsFragment.kt`` and ``adapters/BlacklistFolderAdapter
.kt`` (the library's folders, a row's tap ticking or unticking it in the filter);
``AudioSettingsTopFragment.kt`` and ``settings_audio.xml``; ``ExperimentalSettingsTopFragment
.kt`` and ``settings_experimental.xml`` ("Crash application" shows only in debug builds and is
not shown); ``AboutSettingsTopFragment.kt`` and ``settings_about.xml`` ("App name" opens the
about dialog, Contributors the licences page, Repository and Telegram the browser);
``logic/ui/BugHandlerActivity.kt`` and ``activity_bug_handler.xml`` (the crash log, copied to
the clipboard when the page opens, and Share, which opens the system's share sheet with it);
``ui/AudioPreviewActivity.kt`` and ``activity_audio_preview.xml`` (the dialog that plays a
file opened from another app).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.akanework.gramophone:id/"
SONG, ARTIST, OTHER = "So What", "Miles Davis", "John Coltrane"
ROWS = [("All Blues", ARTIST), ("Blue in Green", ARTIST), ("Flamenco Sketches", ARTIST),
        ("Freddie Freeloader", ARTIST), ("Giant Steps", OTHER)]  # fmt: skip
ALBUMS = [("Kind of Blue", ARTIST), ("Giant Steps", OTHER), ("Time Out", "Dave Brubeck")]
FOLDERS = ["/storage/emulated/0/Download", "/storage/emulated/0/Music",
           "/storage/emulated/0/Recordings"]  # fmt: skip
TABS = ["category_songs", "category_albums", "category_artists", "category_genres",
        "category_dates", "filesystem", "folders", "category_playlists"]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + menus(t) + library(t) + player(t) + settings(t) + others(t)


def songs(rows: list[tuple[str, str]], more: str) -> list[dict[str, Any]]:
    """A list of songs (or albums), each row with its More button."""
    items: list[dict[str, Any]] = []
    for title, artist in rows:
        items += [{"row": title, "secondary": artist, "rid": f"{ID}title"},
                  {"icon": more, "rid": f"{ID}more"}]  # fmt: skip
    return [{"list": items}]


def header(t: Any, counter: str, play: bool = True) -> list[dict[str, Any]]:
    """The list's header (``general_decor.xml``)."""
    items: list[dict[str, Any]] = [{"text": counter, "rid": f"{ID}song_counter"}]
    if play:
        items += [{"icon": t("play_all"), "rid": f"{ID}play_all"},
                  {"icon": t("shuffle_all"), "rid": f"{ID}shuffle_all"}]  # fmt: skip
    return [*items, {"icon": t("sort"), "rid": f"{ID}sort"}]


def mini_player(t: Any) -> list[dict[str, Any]]:
    return [
        {"icon": t("dialog_album"), "rid": f"{ID}preview_album_cover"},
        {"text": SONG, "rid": f"{ID}preview_song_name"},
        {"text": ARTIST, "rid": f"{ID}preview_artist_name"},
        {"icon": t("play"), "rid": f"{ID}preview_control"},
        {"icon": t("skip_next"), "rid": f"{ID}preview_next"},
    ]


def tab_page(t: Any, body: list[dict[str, Any]]) -> dict[str, Any]:
    """The home page with a tab's list and the mini player below."""
    items: list[dict[str, Any]] = [{"icon": t("home_menu_search"), "rid": f"{ID}search"}]
    items += [{"tab": t(k)} for k in TABS]
    return page(t("app_name"), [*items, *body, *mini_player(t)])


def home(t: Any) -> list[dict[str, Any]]:
    where = "gramophone ViewPagerFragment (songs)"
    home_page = tab_page(t, [*header(t, t("songs#24")), *songs(ROWS, t("more"))])
    overflow = "gramophone ViewPagerFragment (home_menu)"
    rows = [t("home_menu_refresh"), t("home_menu_equalizer"), t("home_menu_settings")]
    snackbar = page(
        t("app_name"),
        [
            *songs(ROWS[:3], t("more")),
            {"text": t("refreshed_songs", 128), "rid": f"{ID}snackbar_text"},
            {"button": t("dismiss"), "rid": f"{ID}snackbar_action"},
        ],
    )
    return [
        entry("harmless", where, home_page, [(t("home_menu_search"), False)]),
        entry("harmless", where, home_page, [(t("category_artists"), False)]),
        entry("harmless", where, home_page, [(t("sort"), False)]),
        entry("harmless", where, home_page, [(t("play_all"), False)]),
        entry("harmless", where, home_page, [(t("shuffle_all"), False)]),
        entry("harmless", where, home_page, [("Blue in Green", False)]),
        entry(
            "harmless",
            "gramophone PlayerBottomSheet (mini player)",
            home_page,
            [(t("play"), False), (t("skip_next"), False)],
        ),
        menu("harmless", overflow, t("app_name"), rows, [(t("home_menu_refresh"), False)]),
        menu("harmless", overflow, t("app_name"), rows, [(t("home_menu_equalizer"), False)]),
        menu("harmless", overflow, t("app_name"), rows, [(t("home_menu_settings"), False)]),
        entry(
            "harmless",
            "gramophone ViewPagerFragment (refreshed)",
            snackbar,
            [(t("dismiss"), False)],
        ),
    ]


def menus(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    sort = [t(k) for k in ("sort_by_name", "sort_by_artist", "sort_by_album", "sort_by_size",
                           "sort_by_add_date", "sort_by_release_date",
                           "sort_by_modified_date", "layout")]  # fmt: skip
    sorting = "gramophone BaseDecorAdapter (sort_menu)"
    display = [t("compact_list"), t("list"), t("grid")]
    shown = "gramophone BaseDecorAdapter (sort_menu, Display)"
    more = [t(k) for k in ("play_next", "go_to_album", "go_to_artist", "details", "share")]
    song = "gramophone SongAdapter (more_menu)"
    artists = [t("album_artist"), t("sort_by_name"), t("layout")]
    return [
        menu("reversible", sorting, home, sort, [(t("sort_by_name"), False)]),
        menu("reversible", sorting, home, sort, [(t("sort_by_add_date"), False)]),
        menu("harmless", sorting, home, sort, [(t("layout"), False)]),
        menu("reversible", shown, home, display, [(t("grid"), False)]),
        menu("reversible", shown, home, display, [(t("compact_list"), False)]),
        menu("reversible", song, home, more, [(t("play_next"), False)]),
        menu("harmless", song, home, more, [(t("go_to_album"), False)]),
        menu("harmless", song, home, more, [(t("details"), False)]),
        menu("harmless", song, home, more, [(t("share"), False)]),
        menu(
            "reversible",
            "gramophone AlbumAdapter (more_menu_less)",
            home,
            [t("play_next")],
            [(t("play_next"), False)],
        ),
        menu(
            "reversible",
            "gramophone ArtistAdapter (sort_menu)",
            home,
            artists,
            [(t("album_artist"), False)],
        ),
    ]


def library(t: Any) -> list[dict[str, Any]]:
    albums = tab_page(t, [*header(t, t("albums#3"), play=False), *songs(ALBUMS, t("more"))])
    album = page(
        "Kind of Blue",
        [*header(t, t("songs#5")), *songs([r for r in ROWS if r[1] == ARTIST], t("more"))],
    )
    playlists = tab_page(
        t,
        [
            {
                "list": [
                    {"row": t("recently_added"), "rid": f"{ID}title"},
                    {"row": "Road trip", "rid": f"{ID}title"},
                ]
            }
        ],
    )
    search = page(
        t("search"),
        [
            {"icon": t("back"), "rid": f"{ID}return_button"},
            {"field": f"{ID}edit_text", "hint": t("search"), "text": "blue"},
            *songs(ROWS[:2], t("more")),
        ],
    )
    where = "gramophone SearchFragment"
    return [
        entry(
            "harmless", "gramophone ViewPagerFragment (albums)", albums, [("Kind of Blue", False)]
        ),
        entry(
            "harmless",
            "gramophone GeneralSubFragment (album)",
            album,
            [(t("shuffle_all"), False), (t("play_all"), False)],
        ),
        entry(
            "harmless",
            "gramophone ViewPagerFragment (playlists)",
            playlists,
            [(t("recently_added"), False)],
        ),
        entry("harmless", where, search, [("Blue in Green", False)]),
        entry("harmless", where, search, [(t("back"), False)]),
    ]


def full_player(t: Any) -> dict[str, Any]:
    """The full player over the song playing (``full_player.xml``)."""
    controls = [
        ("expand_less", "slide_down"), ("dialog_album", "full_sheet_cover"),
        ("skip_previous", "sheet_previous_song"), ("play", "sheet_mid_button"),
        ("skip_next", "sheet_next_song"), ("dialog_lyrics", "lyrics"),
        ("repeat_mode", "sheet_loop"), ("shuffle", "sheet_random"), ("timer", "timer"),
        ("current_playlist", "playlist"),
    ]  # fmt: skip
    items: list[dict[str, Any]] = [{"icon": t(k), "rid": f"{ID}{rid}"} for k, rid in controls]
    items[2:2] = [
        {"text": SONG, "rid": f"{ID}full_song_name"},
        {"text": ARTIST, "rid": f"{ID}full_song_artist"},
        {"slider": t("position_slider"), "rid": f"{ID}slider_vert"},
        {"text": "1:12", "rid": f"{ID}position"},
        {"text": "9:22", "rid": f"{ID}duration"},
    ]
    return page(SONG, items)


def player(t: Any) -> list[dict[str, Any]]:
    full = full_player(t)
    where = "gramophone FullBottomSheet"
    ok, cancel = t("android:ok"), t("android:cancel")
    fields = (
        {"field": f"{ID}material_hour_text_input", "text": "0"},
        {"field": f"{ID}material_minute_text_input", "text": "30"},
    )
    ids = (f"{ID}material_timepicker_cancel_button", f"{ID}material_timepicker_ok_button")
    timer = "gramophone FullBottomSheet (sleep timer)"
    queue_rows: list[dict[str, Any]] = []
    for title, artist in ROWS[1:4]:
        queue_rows += [{"row": title, "secondary": artist, "rid": f"{ID}title"},
                       {"icon": t("remove"), "rid": f"{ID}close"}]  # fmt: skip
    queue = page(
        SONG,
        [
            {"text": t("now_playing")},
            {"text": SONG, "rid": f"{ID}now_playing"},
            {"list": queue_rows},
        ],
    )
    return [
        entry("harmless", where, full, [(t("skip_previous"), False)]),
        entry("reversible", where, full, [(t("repeat_mode"), False)]),
        entry("reversible", where, full, [(t("shuffle"), False)]),
        entry("harmless", where, full, [(t("dialog_lyrics"), False)]),
        entry("opens-prompt", where, full, [(t("timer"), False)]),
        entry("harmless", where, full, [(t("current_playlist"), False)]),
        entry("harmless", where, full, [(t("expand_less"), False)]),
        alert("reversible", timer, SONG, None, None, (cancel, None), (ok, False), fields, ids),
        alert("harmless", timer, SONG, None, None, (cancel, False), (ok, None), fields, ids),
        entry(
            "harmless",
            "gramophone FullBottomSheet (current playlist)",
            queue,
            [("Blue in Green", False)],
        ),
    ]


def rows(t: Any, keys: list[tuple[str, str | None]]) -> list[dict[str, Any]]:
    """Preference rows: a title and its summary (a heading where the key starts with ``#``,
    a switch where it starts with ``?``, a row with a summary given as text with ``=``)."""
    items: list[dict[str, Any]] = []
    for key, summary in keys:
        if key.startswith("#"):
            items.append({"text": t(key[1:]), "rid": "android:id/title"})
        elif key.startswith("?"):
            items.append({"switch": t(key[1:]), "checked": False, "rid": "android:id/title"})
        else:
            items.append({"row": t(key), "rid": "android:id/title"})
        if summary:
            items.append({"text": t(summary), "rid": "android:id/summary"})
    return items


def settings(t: Any) -> list[dict[str, Any]]:
    top = page(
        t("home_menu_settings"),
        rows(t, [("settings_category_appearance", "settings_appearance_summary"),
                 ("settings_player_ui", "settings_player_ui_summary"),
                 ("settings_category_behavior", "settings_behavior_summary"),
                 ("settings_player_options", "settings_player_options_summary"),
                 ("settings_experimental_settings", "settings_experimental_settings_summary"),
                 ("settings_about_app", "settings_about_gramophone")]),
    )  # fmt: skip
    where = "gramophone MainSettingsTopFragment"
    appearance = page(
        t("settings_category_appearance"),
        rows(t, [("#settings_preference_category_application", None),
                 ("settings_app_theme", "follow_system"),
                 ("#settings_preference_category_home", None),
                 ("tab_order", "tab_order_summary")]),
    )  # fmt: skip
    looks = "gramophone AppearanceSettingsTopFragment"
    themes = [t("follow_system"), t("dark"), t("light")]
    tabs = tuple({"row": t(k), "rid": f"{ID}tabName"} for k in TABS[:6])
    tabs += ({"text": t("divider")}, *({"row": t(k), "rid": f"{ID}tabName"} for k in TABS[6:]))
    ok, cancel = t("android:ok"), t("android:cancel")
    order = "gramophone TabOrderPreference (tab order dialog)"
    ui = page(
        t("settings_player_ui"),
        rows(t, [("#settings_category_full_player", None),
                 ("settings_album_round_corner", "settings_album_round_corner_summary"),
                 ("?settings_title_bold", "settings_title_bold_summary"),
                 ("?settings_title_center", "settings_title_center_summary"),
                 ("?settings_content_based_color", "settings_content_based_color_summary"),
                 ("?settings_default_progress_bar", "settings_default_progress_bar_summary"),
                 ("#settings_category_misc", None),
                 ("settings_lyrics_configuration", "settings_lyrics_configuration_summary")]),
    )  # fmt: skip
    lyric = page(
        t("settings_lyric"),
        rows(t, [("?settings_lyrics_bold", "settings_lyrics_bold_summary"),
                 ("?settings_lyrics_center", "settings_lyrics_center_summary"),
                 ("?settings_lyrics_multiline", "settings_lyrics_multiline_summary")]),
    )  # fmt: skip
    behavior = page(
        t("settings_category_behavior"),
        rows(t, [("#settings_category_filters", None),
                 ("settings_mediastore_filter", None),
                 ("settings_blacklist_folder", "settings_blacklist_folder_summary"),
                 ("#settings_category_misc", None),
                 ("?settings_play_on_launch", "settings_play_on_launch_summary"),
                 ("?settings_trim_lyrics", None),
                 ("?album_covers_enhance", "album_covers_enhance_desc")]),
    )  # fmt: skip
    acts = "gramophone BehaviorSettingsTopFragment"
    blacklist = page(
        t("settings_blacklist"),
        [{"list": [{"row": f, "rid": f"{ID}title"} for f in FOLDERS]}],
    )
    audio = page(
        t("settings_audio"),
        rows(t, [("#preference_category_quality", None),
                 ("?settings_float_output", "settings_float_output_summary"),
                 ("?settings_hardware_acceleration", "settings_hardware_acceleration_summary"),
                 ("#settings_category_misc", None),
                 ("?settings_skip_silence", "settings_skip_silence_summary")]),
    )  # fmt: skip
    sound = "gramophone AudioSettingsTopFragment"
    experimental = page(
        t("settings_experimental_settings"),
        rows(t, [("#settings_category_misc", None),
                 ("?settings_color_accuracy", "settings_color_accuracy_summary"),
                 ("?settings_lyrics_parser", "settings_lyrics_parser_summary"),
                 ("?settings_lyrics_ui", "settings_lyrics_ui_summary")]),
    )  # fmt: skip
    about = page(
        t("settings_about_app"),
        [
            *rows(t, [("#settings_category_basic_info", None),
                      ("settings_app_name", "app_name"),
                      ("settings_version", None)]),
            {"text": "1.0.17.2", "rid": "android:id/summary"},
            *rows(t, [("settings_package_type", None)]),
            {"text": "Release", "rid": "android:id/summary"},
            *rows(t, [("settings_contributors", "settings_contributors_detail"),
                      ("#settings_category_links", None),
                      ("settings_repository", None)]),
            {"text": "https://github.com/AkaneTan/Gramophone", "rid": "android:id/summary"},
            {"row": "Telegram", "rid": "android:id/title"},
            {"text": t("check_for_updates"), "rid": "android:id/summary"},
        ],
    )  # fmt: skip
    info = "gramophone AboutSettingsTopFragment"
    return [
        entry("harmless", where, top, [(t("settings_category_appearance"), False)]),
        entry("harmless", where, top, [(t("settings_player_ui"), False)]),
        entry("harmless", where, top, [(t("settings_player_options"), False)]),
        entry("harmless", looks, appearance, [(t("settings_app_theme"), False)]),
        entry("opens-prompt", looks, appearance, [(t("tab_order"), False)]),
        menu(
            "reversible",
            f"{looks} (theme)",
            t("settings_category_appearance"),
            themes,
            [(t("dark"), False)],
        ),
        alert(
            "reversible",
            order,
            t("settings_category_appearance"),
            t("tab_order"),
            None,
            (cancel, None),
            (ok, False),
            tabs,
        ),
        alert(
            "harmless",
            order,
            t("settings_category_appearance"),
            t("tab_order"),
            None,
            (cancel, False),
            (ok, None),
            tabs,
        ),
        entry(
            "reversible",
            "gramophone PlayerSettingsTopFragment",
            ui,
            [(t("settings_content_based_color"), False)],
        ),
        entry(
            "harmless",
            "gramophone PlayerSettingsTopFragment",
            ui,
            [(t("settings_lyrics_configuration"), False)],
        ),
        entry(
            "reversible",
            "gramophone LyricSettingsTopFragment",
            lyric,
            [(t("settings_lyrics_center"), False)],
        ),
        entry("harmless", acts, behavior, [(t("settings_blacklist_folder"), False)]),
        entry("reversible", acts, behavior, [(t("settings_play_on_launch"), False)]),
        entry("harmless", acts, behavior, [(t("album_covers_enhance"), False)]),
        entry(
            "reversible",
            "gramophone BlacklistSettingsFragment",
            blacklist,
            [("/storage/emulated/0/Recordings", False)],
        ),
        entry("reversible", sound, audio, [(t("settings_skip_silence"), False)]),
        entry("reversible", sound, audio, [(t("settings_float_output"), False)]),
        entry(
            "reversible",
            "gramophone ExperimentalSettingsTopFragment",
            experimental,
            [(t("settings_lyrics_parser"), False)],
        ),
        entry("harmless", info, about, [(t("settings_contributors"), False)]),
        entry("harmless", info, about, [(t("settings_repository"), False)]),
        entry("harmless", info, about, [(t("settings_app_name"), False)]),
    ]


def others(t: Any) -> list[dict[str, Any]]:
    crash = page(
        t("gramophone_crashed"),
        [
            {"text": "java.lang.IllegalStateException at org.akanework.gramophone",
             "rid": f"{ID}error"},
            {"button": t("share"), "rid": f"{ID}actionShare"},
        ],
    )  # fmt: skip
    preview = page(
        "Recordings",
        [
            {"icon": t("dialog_album"), "rid": f"{ID}album_art"},
            {"text": "rehearsal_0412.m4a", "rid": f"{ID}title_text_view"},
            {"text": t("unknown_artist"), "rid": f"{ID}artist_text_view"},
            {"icon": t("play"), "rid": f"{ID}play_pause_replay_button"},
            {"text": "0:00", "rid": f"{ID}current_position_text_view"},
            {"text": "3:41", "rid": f"{ID}duration_text_view"},
        ],
    )
    return [
        entry("harmless", "gramophone BugHandlerActivity", crash, [(t("share"), False)]),
        entry("harmless", "gramophone AudioPreviewActivity", preview, [(t("play"), False)]),
    ]
