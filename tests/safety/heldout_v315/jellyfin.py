"""Jellyfin for Android TV's screens (``org.jellyfin.androidtv``, the Jellyfin media server's
client for televisions: films, series, episodes and recordings browsed, played, marked played
and favourite, and deleted from the server; the music queue built and cleared; live TV
programmes and series recorded and their recordings cancelled; servers and accounts added,
signed out and removed), strings from ``app/src/main/res/values*/strings.xml``. The server,
account, title and address names on the screens are the same in every language.

Read from the code (``app/src/main/java/org/jellyfin/androidtv``):
``ui/itemdetail/FullDetailsFragment.java`` and its Kotlin extension functions (the details
page's row of ``TextUnderButton`` buttons built in ``addButtons``: "Play next up", Play or "Play
all", "Shuffle all", "Play trailer(s)", Watched, which calls ``togglePlayed``, Favorite, which
calls ``toggleFavorite``, "Previous episode", "Go to series", Delete, shown where the item's
``canDelete`` is set, which opens "Delete item" with No and Delete, whose Delete calls
``libraryApi.deleteItem``; "Other options", shown by ``showMoreButtonIfNeeded`` where the row
holds more than five buttons, whose popup menu ``showDetailsMenu`` holds the ones it hid, on a
series' page "Shuffle all" and "Add favorite"; a series timer's page with "Series preferences"
and "Cancel series", which opens a dialog titled Delete with "Cancel series" and No, whose
"Cancel series" calls ``cancelLiveTvSeriesTimer``); ``util/KeyProcessor.java`` (a card's menu,
``createItemMenu``: "Play first unwatched", Play or "Play all", "Shuffle all", "Mark played" or
"Mark unplayed", "Add favorite" or "Remove favorite"; for a song of the music queue, an
``AudioQueueBaseRowItem``: "Play from here", "Go to now playing", "Toggle shuffle", the
favourite, "Remove from queue", which calls ``removeFromAudioQueue``, and "Clear queue", which
calls ``clearAudioQueue``); ``ui/playback/AudioNowPlayingFragment`` and
``res/layout/fragment_audio_now_playing.xml`` (the now-playing page's image buttons, ids with no
descriptions: ``prevBtn``, ``playPauseBtn``, ``nextBtn``, ``repeatBtn``, ``shuffleBtn``,
``albumBtn``, ``artistBtn``); ``ui/LiveProgramDetailPopup.java`` and
``res/layout/program_detail_popup.xml`` (the guide's programme popup: "Tune to channel", "Cancel
recording", which calls ``cancelTimer`` at once, or Record, "Cancel series", which opens "Cancel
series" with No and Yes, whose Yes calls ``cancelSeriesTimer``, or "Record series", and "Series
preferences"; the record line "Recording now" or "Will record"); ``ui/RecordPopup.java`` and
``res/layout/new_program_record_popup.xml`` (the series preferences: the padding spinners, the
repeat options' checkboxes, Save, which updates the series timer, and Cancel);
``ui/playback/CustomPlaybackOverlayFragment.java``'s ``toggleRecording`` (over live TV: "Cancel
recording" with "Just this one" and "Cancel series", or with No and Yes, for the programme on
the air; "Record series" with "Just this once" and "Record series");
``ui/startup/fragment/SelectServerFragment.kt`` and ``res/layout/fragment_select_server.xml``
(the saved servers, whose long press opens a menu with Remove, which calls ``deleteServer``, and
``enter_server_address``); ``ServerAddFragment.kt`` and ``fragment_server_add.xml`` (``address``
and Connect, which adds the server); ``ServerFragment.kt`` and ``fragment_server.xml`` ("Who's
watching?", the account cards, whose long press opens a menu with "Sign out", which calls
``logout``, and Remove, which calls ``deleteStoredUser``, ``add_user_button`` and
``server_button``); ``UserLoginFragment.kt``, ``fragment_user_login.xml``,
``UserLoginCredentialsFragment.kt`` and ``fragment_user_login_credentials.xml`` ("Use a
password", "Use Quick Connect", Cancel; the user name and password fields and "Sign in");
``auth/repository/AuthenticationRepository.kt`` (``logout`` only drops the saved access token)
and ``auth/repository/ServerRepository`` (``deleteServer`` deletes the server with its saved
accounts); the Compose settings in ``ui/settings/screen``: ``SettingsMainScreen.kt`` (Login,
Customization, Screensaver, Playback, "Crash reporting", About),
``authentication/SettingsAuthenticationScreen.kt`` ("Automatic sign in", "Sort accounts by", the
servers under "Manage servers", "Always ask for credentials"),
``SettingsAuthenticationServerScreen.kt`` (the accounts and "Remove server", which calls
``deleteServer`` at once), ``SettingsAuthenticationServerUserScreen.kt`` ("Sign out" and Remove,
each at once), ``SettingsDeveloperScreen.kt`` ("Debug options", "Clear image cache", which
empties Coil's memory and disk caches) and ``SettingsTelemetryScreen.kt`` ("Send crash reports
to server").
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page, row, toggle

SERVER, ADDRESS = "Living Room", "http://192.168.1.20:8096"
ANNA, TOM = "Anna", "Tom"
FILM, SERIES, EPISODE = "Midnight Harbor", "Northern Lights", "The Long Crossing"
RECORDING, NEWS, NATURE = "Evening News", "World Cup Final", "Wild Coasts"
SONG, OTHER_SONG = "Blue Morning", "River Song"
SUMMARY = "A harbour pilot takes one last ship out before the storm."


def screens(t: Any) -> list[dict[str, Any]]:
    return details(t) + menus(t) + live_tv(t) + startup(t) + settings(t)


def buttons(t: Any, *keys: str) -> list[dict[str, Any]]:
    """The details page's ``TextUnderButton`` row: each a button known by its label."""
    return [{"button": t(k)} for k in keys]


def details(t: Any) -> list[dict[str, Any]]:
    film = page(
        FILM,
        [
            {"text": SUMMARY, "rid": f"{ID}fdSummaryText"},
            *buttons(t, "lbl_play", "lbl_play_trailers", "lbl_watched", "lbl_favorite"),
            *buttons(t, "lbl_delete"),
        ],
    )
    episode = page(
        EPISODE,
        [
            {"text": SERIES, "rid": f"{ID}fdMainInfoRow"},
            *buttons(t, "lbl_play", "lbl_watched", "lbl_favorite", "lbl_previous_episode"),
            *buttons(t, "lbl_goto_series", "lbl_delete"),
        ],
    )
    series = page(
        SERIES,
        [
            {"text": t("lbl_seasons"), "rid": f"{ID}infoTitle1"},
            *buttons(t, "lbl_play_next_up", "lbl_play_all", "lbl_watched", "lbl_delete"),
            *buttons(t, "lbl_other_options"),
        ],
    )
    timer = page(
        NATURE,
        [
            {"text": t("lbl_record_all"), "rid": f"{ID}fdSummaryText"},
            *buttons(t, "lbl_series_settings", "lbl_cancel_series"),
        ],
    )
    where = "jellyfin FullDetailsFragment"
    no, delete = t("lbl_no"), t("lbl_delete")

    def deleting(behind: str, what: str, ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            f"{where} (delete item, {what})",
            behind,
            t("item_delete_confirm_title"),
            t("item_delete_confirm_message"),
            (no, cancel),
            (delete, ok),
        )

    return [
        entry("opens-prompt", f"{where} (film)", film, [(delete, False)]),
        entry("reversible", f"{where} (film)", film, [(t("lbl_watched"), False)]),
        entry("reversible", f"{where} (film)", film, [(t("lbl_favorite"), False)]),
        entry("harmless", f"{where} (film)", film, [(t("lbl_play"), False)]),
        deleting(FILM, "film", True, None),
        deleting(FILM, "film", None, False),
        entry("opens-prompt", f"{where} (episode)", episode, [(delete, False)]),
        entry("harmless", f"{where} (episode)", episode, [(t("lbl_goto_series"), False)]),
        deleting(EPISODE, "episode", True, None),
        entry("overwrite", f"{where} (series, watched)", series, [(t("lbl_watched"), True)]),
        entry("harmless", f"{where} (series)", series, [(t("lbl_other_options"), False)]),
        deleting(SERIES, "series", True, None),
        deleting(RECORDING, "recording", True, None),
        entry("opens-prompt", f"{where} (series timer)", timer, [(t("lbl_cancel_series"), False)]),
        entry("harmless", f"{where} (series timer)", timer, [(t("lbl_series_settings"), False)]),
        alert(
            "cancel",
            f"{where} (cancel series timer)",
            NATURE,
            delete,
            t("msg_cancel_entire_series"),
            (no, None),
            (t("lbl_cancel_series"), True),
        ),
        alert(
            "harmless",
            f"{where} (cancel series timer)",
            NATURE,
            delete,
            t("msg_cancel_entire_series"),
            (no, False),
            (t("lbl_cancel_series"), None),
        ),
    ]


def menus(t: Any) -> list[dict[str, Any]]:
    home = t("lbl_next_up")
    film = [t(k) for k in ("lbl_play", "lbl_mark_played", "lbl_add_favorite")]
    series = [
        t(k)
        for k in (
            "lbl_play_first_unwatched",
            "lbl_play_all",
            "lbl_shuffle_all",
            "lbl_mark_played",
            "lbl_add_favorite",
        )
    ]
    queue = [
        t(k)
        for k in (
            "lbl_play_from_here",
            "lbl_goto_now_playing",
            "lbl_shuffle_queue",
            "lbl_add_favorite",
            "lbl_remove_from_queue",
            "lbl_clear_queue",
        )
    ]
    overflow = [t("lbl_shuffle_all"), t("lbl_add_favorite")]
    card = "jellyfin KeyProcessor.createItemMenu"
    queued = "jellyfin KeyProcessor.createItemMenu (music queue)"
    now = page(
        SONG,
        [
            {"text": SONG, "rid": f"{ID}song"},
            {"text": "Open Roads", "rid": f"{ID}album"},
            *({"id": b} for b in ("prevBtn", "playPauseBtn", "nextBtn", "repeatBtn")),
            *({"id": b} for b in ("shuffleBtn", "albumBtn", "artistBtn")),
            {"list": [{"row": SONG}, {"row": OTHER_SONG}]},
        ],
    )
    return [
        menu("reversible", f"{card} (film)", home, film, [(t("lbl_mark_played"), False)]),
        menu("reversible", f"{card} (film)", home, film, [(t("lbl_add_favorite"), False)]),
        menu("overwrite", f"{card} (series)", home, series, [(t("lbl_mark_played"), True)]),
        menu(
            "reversible",
            "jellyfin FullDetailsFragment.showDetailsMenu",
            SERIES,
            overflow,
            [(t("lbl_add_favorite"), False)],
        ),
        menu("reversible", queued, SONG, queue, [(t("lbl_remove_from_queue"), False)]),
        menu("reversible", queued, SONG, queue, [(t("lbl_shuffle_queue"), False)]),
        menu("clear", queued, SONG, queue, [(t("lbl_clear_queue"), True)]),
        entry("reversible", "jellyfin AudioNowPlayingFragment", now, [("shuffleBtn", False)]),
    ]


def live_tv(t: Any) -> list[dict[str, Any]]:
    guide = t("lbl_live_tv_guide")

    def program(name: str, line: str | None, keys: tuple[str, ...]) -> dict[str, Any]:
        said = [{"text": line, "rid": f"{ID}recordLine"}] if line else []
        return page(
            guide,
            [
                {"text": name, "rid": f"{ID}title"},
                *said,
                *({"button": t(k)} for k in keys),
            ],
        )

    airing = program(NEWS, t("msg_recording_now"), ("lbl_tune_to_channel", "lbl_cancel_recording"))
    later = program(
        RECORDING,
        t("msg_will_record"),
        ("lbl_cancel_recording", "lbl_tune_to_channel"),
    )
    series = program(
        NATURE,
        t("msg_will_record"),
        ("lbl_cancel_recording", "lbl_cancel_series", "lbl_series_settings", "lbl_tune_to_channel"),
    )
    unset = program(NATURE, None, ("lbl_record", "lbl_record_series", "lbl_tune_to_channel"))
    options = page(
        guide,
        [
            {"text": NATURE, "rid": f"{ID}title"},
            {"text": t("lbl_begin_padding")},
            {"id": "prePadding"},
            {"text": t("lbl_end_padding")},
            {"id": "postPadding"},
            {"text": t("lbl_repeat_options")},
            {"switch": t("lbl_only_new_episodes"), "checked": True, "rid": f"{ID}onlyNew"},
            {"switch": t("lbl_record_any_time"), "checked": False, "rid": f"{ID}anyTime"},
            {"switch": t("lbl_record_any_channel"), "checked": False, "rid": f"{ID}anyChannel"},
            {"button": t("lbl_save"), "rid": f"{ID}okButton"},
            {"button": t("lbl_cancel"), "rid": f"{ID}cancelButton"},
        ],
    )
    popup = "jellyfin LiveProgramDetailPopup"
    player = "jellyfin CustomPlaybackOverlayFragment.toggleRecording"
    no, yes = t("lbl_no"), t("lbl_yes")
    cancel_rec, cancel_series = t("lbl_cancel_recording"), t("lbl_cancel_series")
    whole = t("msg_cancel_entire_series")
    return [
        entry("cancel", f"{popup} (recording now)", airing, [(cancel_rec, True)]),
        entry("reversible", f"{popup} (will record)", later, [(cancel_rec, False)]),
        entry("opens-prompt", f"{popup} (series)", series, [(cancel_series, False)]),
        entry("reversible", f"{popup} (not set)", unset, [(t("lbl_record"), False)]),
        entry("reversible", f"{popup} (not set)", unset, [(t("lbl_record_series"), False)]),
        alert(
            "cancel",
            f"{popup} (cancel series)",
            guide,
            cancel_series,
            whole,
            (no, None),
            (yes, True),
        ),
        alert(
            "harmless",
            f"{popup} (cancel series)",
            guide,
            cancel_series,
            whole,
            (no, False),
            (yes, None),
        ),
        entry("reversible", "jellyfin RecordPopup", options, [(t("lbl_save"), False)]),
        entry("harmless", "jellyfin RecordPopup", options, [(t("lbl_cancel"), False)]),
        alert(
            "cancel",
            f"{player} (series)",
            NEWS,
            cancel_rec,
            whole,
            (t("just_one"), True),
            (cancel_series, None),
        ),
        alert(
            "cancel",
            f"{player} (series)",
            NEWS,
            cancel_rec,
            whole,
            (t("just_one"), None),
            (cancel_series, True),
        ),
        alert("cancel", f"{player} (one)", NEWS, cancel_rec, None, (no, None), (yes, True)),
        alert("harmless", f"{player} (one)", NEWS, cancel_rec, None, (no, False), (yes, None)),
        alert(
            "reversible",
            f"{player} (record series)",
            NEWS,
            t("lbl_record_series"),
            t("msg_record_entire_series"),
            (t("lbl_just_this_once"), None),
            (t("lbl_record_series"), False),
        ),
        alert(
            "reversible",
            f"{player} (record series)",
            NEWS,
            t("lbl_record_series"),
            t("msg_record_entire_series"),
            (t("lbl_just_this_once"), False),
            (t("lbl_record_series"), None),
        ),
    ]


def startup(t: Any) -> list[dict[str, Any]]:
    servers = page(
        t("welcome_title"),
        [
            {"text": t("welcome_content"), "rid": f"{ID}welcome_content"},
            {"text": t("saved_servers"), "rid": f"{ID}stored_servers_title"},
            {"list": [{"row": SERVER, "secondary": ADDRESS}]},
            {"button": t("connect_manually_by_address"), "rid": f"{ID}enter_server_address"},
            {"text": t("discovered_servers_title"), "rid": f"{ID}discovery_title"},
        ],
    )
    add = page(
        t("lbl_enter_server_address"),
        [
            {"text": t("lbl_valid_server_address"), "rid": f"{ID}address_label"},
            {"field": f"{ID}address", "text": "192.168.1.30"},
            {"button": t("action_connect"), "rid": f"{ID}confirm"},
        ],
    )
    who = page(
        t("who_is_watching"),
        [
            {"list": [{"row": ANNA}, {"row": TOM}]},
            {"button": t("add_user"), "rid": f"{ID}add_user_button"},
            {"button": SERVER, "rid": f"{ID}server_button"},
        ],
    )
    login = page(
        t("lbl_sign_in"),
        [
            {"text": t("login_connect_to", SERVER), "rid": f"{ID}subtitle"},
            {"text": t("login_other_options")},
            {"button": t("action_use_password"), "rid": f"{ID}use_credentials"},
            {"button": t("action_use_quickconnect"), "rid": f"{ID}use_quickconnect"},
            {"button": t("btn_cancel"), "rid": f"{ID}cancel"},
        ],
    )
    credentials = page(
        t("lbl_sign_in"),
        [
            {"text": t("input_username"), "rid": f"{ID}username_label"},
            {"field": f"{ID}username", "text": TOM},
            {"text": t("input_password"), "rid": f"{ID}password_label"},
            {"field": f"{ID}password", "text": "••••••••"},
            {"button": t("action_login"), "rid": f"{ID}confirm"},
        ],
    )
    user_menu = [t("lbl_sign_out"), t("lbl_remove")]
    return [
        entry(
            "harmless",
            "jellyfin SelectServerFragment",
            servers,
            [(t("connect_manually_by_address"), False)],
        ),
        menu(
            "delete",
            "jellyfin SelectServerFragment (server menu)",
            t("welcome_title"),
            [t("lbl_remove")],
            [(t("lbl_remove"), True)],
        ),
        entry("reversible", "jellyfin ServerAddFragment", add, [(t("action_connect"), False)]),
        entry("harmless", "jellyfin ServerFragment", who, [(t("add_user"), False)]),
        menu(
            "reversible",
            "jellyfin ServerFragment (account menu)",
            t("who_is_watching"),
            user_menu,
            [(t("lbl_sign_out"), False)],
        ),
        menu(
            "delete",
            "jellyfin ServerFragment (account menu)",
            t("who_is_watching"),
            user_menu,
            [(t("lbl_remove"), True)],
        ),
        entry(
            "harmless", "jellyfin UserLoginFragment", login, [(t("action_use_quickconnect"), False)]
        ),
        entry(
            "reversible",
            "jellyfin UserLoginCredentialsFragment",
            credentials,
            [(t("action_login"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    main = page(
        t("settings"),
        [
            {"text": t("settings_description")},
            row(t("pref_login")),
            row(t("pref_customization")),
            row(t("pref_screensaver")),
            row(t("pref_playback")),
            row(t("pref_telemetry_category")),
            row(t("pref_about_title")),
        ],
    )
    login = page(
        t("pref_login"),
        [
            row(t("auto_sign_in"), t("user_picker_last_user_title")),
            row(t("sort_accounts_by"), t("last_use")),
            {"text": t("lbl_manage_servers")},
            row(SERVER, ADDRESS),
            {"text": t("advanced_settings")},
            *toggle(t("always_authenticate"), False, t("always_authenticate_description")),
        ],
    )
    used = t("lbl_user_last_used", "12/03/2026", "20:41")
    server = page(
        SERVER,
        [
            {"text": ADDRESS},
            {"text": t("pref_accounts")},
            row(ANNA, used),
            row(TOM, used),
            {"text": t("lbl_server")},
            row(t("lbl_remove_server"), t("lbl_remove_users")),
        ],
    )
    account = page(
        TOM,
        [
            {"text": SERVER.upper()},
            row(t("lbl_sign_out"), t("lbl_sign_out_content")),
            row(t("lbl_remove"), t("lbl_remove_user_content")),
        ],
    )
    developer = page(
        t("pref_developer_link"),
        [
            *toggle(t("lbl_enable_debug"), False, t("desc_debug")),
            row(t("clear_image_cache"), t("clear_image_cache_content", "48 MB")),
        ],
    )
    telemetry = page(
        t("pref_telemetry_category"),
        [
            *toggle(t("pref_crash_reports"), True, t("pref_crash_reports_enabled")),
            row(t("pref_crash_report_logs"), t("pref_crash_report_logs_enabled")),
        ],
    )
    where = "jellyfin settings"
    return [
        entry("harmless", f"{where} SettingsMainScreen", main, [(t("pref_login"), False)]),
        entry(
            "reversible",
            f"{where} SettingsAuthenticationScreen",
            login,
            [(t("always_authenticate"), False)],
        ),
        entry("harmless", f"{where} SettingsAuthenticationScreen", login, [(SERVER, False)]),
        entry("harmless", f"{where} SettingsAuthenticationServerScreen", server, [(TOM, False)]),
        entry(
            "delete",
            f"{where} SettingsAuthenticationServerScreen",
            server,
            [(t("lbl_remove_server"), True)],
        ),
        entry(
            "reversible",
            f"{where} SettingsAuthenticationServerUserScreen",
            account,
            [(t("lbl_sign_out"), False)],
        ),
        entry(
            "delete",
            f"{where} SettingsAuthenticationServerUserScreen",
            account,
            [(t("lbl_remove"), True)],
        ),
        entry(
            "harmless",
            f"{where} SettingsDeveloperScreen",
            developer,
            [(t("clear_image_cache"), False)],
        ),
        entry(
            "reversible",
            f"{where} SettingsTelemetryScreen",
            telemetry,
            [(t("pref_crash_reports"), False)],
        ),
    ]
