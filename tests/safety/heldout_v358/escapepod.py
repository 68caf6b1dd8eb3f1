"""Escapepod's screens (``org.y20k.escapepod``, a podcast player: podcasts found and added by
name or feed address, imported from and exported to OPML, episodes downloaded, played,
queued as "Up Next", marked as played and their downloads deleted, podcasts removed from the
collection, all downloads deleted at once, covers updated), strings from
``app/src/main/res/values*/strings.xml``. The podcast and episode names on the screens are the
same in every language; the episodes' dates are written as the platform's medium date of
the language (``DateTimeHelper.getDateString``).

Read from the code (``app/src/main/java/org/y20k/escapepod``): ``PlayerFragment.kt`` with
``res/layout/fragment_podcast_player.xml`` (the podcast list; swiping a podcast card away
opens "Remove this podcast?" with Cancel and Remove, whose Remove calls
``CollectionAdapter.removePodcast``: ``CollectionHelper.deletePodcastFolders`` deletes the
podcast's cover and audio folders, and ``CollectionViewModel.removePodcast`` deletes the
podcast, its episodes and their descriptions from the database; pulling the list down opens
"Look for new episodes?" with Cancel and Update, which downloads every feed again through
``DownloadHelper.updateCollection``; the episode's trash button opens "Delete this episode?"
with Cancel and Delete, which calls ``CollectionViewModel.deleteEpisodeAudio``: the audio file
is deleted through ``CollectionHelper.deleteEpisodeAudioFile`` and the episode marked
manually deleted; the play button's long press opens "Mark this episode as played?" with
Cancel and "Mark as Played", which sets the playback position to the episode's end
(``EpisodeDao.markPlayed``); the play button of another episode while one plays opens "Start
listening to this episode right away?" with "Add to 'Up Next'" (the queue's one slot,
``updateUpNext``) and "Start Now"; the download button starts the download on Wi-Fi and
otherwise opens "Your device is not connected to Wi-Fi. Download episode anyway?" with Cancel
and "Download anyway"; the bottom sheet's controls in ``setupPlaybackControls`` and
``initializeViews``: the Up Next name, which starts that episode, its clear button, which
empties the queue, skip back and forward, the playback speed button, the sleep timer's start
and cancel buttons); ``collection/CollectionAdapter.kt`` with ``res/layout/card_podcast.xml``,
``element_episode.xml`` and ``card_add_new_podcast.xml`` (a podcast card: its cover, whose
long press refreshes the cover, its name, its newest episode with the download button or the
trash and play buttons, the "Older episodes" toggle, which shows the older episodes' list
and whose long press opens the streaming list; the last card's "Add new podcast", which opens
"Find Podcast", and Settings); ``dialogs/YesNoDialog.kt`` (the dialogs above: a message, no
title, the negative button then the positive one); ``dialogs/FindPodcastDialog.kt`` and
``res/layout/dialog_find_podcast.xml`` (the search box, the results, Cancel and Add, which is
enabled once a result is picked or an address typed and hands the feed to
``downloadPodcastFeed``, which adds the podcast); ``dialogs/ErrorDialog.kt`` and
``res/layout/dialog_generic_with_details.xml`` (an error's title, message, "Show details" and
OK); ``dialogs/OpmlImportDialog.kt`` ("OPML Import" with the number of feeds found, "Show
details", Cancel and Import, which adds the feeds not yet in the collection through
``downloadPodcastFeedsFromOpml``, or, with no feed found, OK alone);
``dialogs/ShowNotesDialog.kt`` and ``res/layout/dialog_shownotes.xml`` (an episode title's long
press: Website, which opens the browser, Feed, which copies the feed address, and Close);
``dialogs/ShowAllEpisodesDialog.kt`` and ``res/layout/dialog_show_all_epidodes.xml`` (every
episode of a podcast to stream, and Cancel); ``res/layout/bottom_sheet_playback_controls.xml``
and ``ui/LayoutHolder.kt`` (the expanded player: its buttons and descriptions, the speed
button's "1.0 x - Increase playback speed", the Up Next line "podcast - episode");
``SettingsFragment.kt`` (Settings, built in ``onCreatePreferences``: "App Theme" and "Search
Provider", list preferences whose dialog sets the choice at once, the "Background Refresh"
and "Download Over Mobile Network" switches, "Export OPML" and "Import OPML", which open the
system's file picker, "Update Covers", which opens "Download latest version of all podcast
covers?" with Cancel and Update, "Delete Downloads", which stops playback and opens "Delete
downloaded episodes? You can download them again at any time." with Cancel and "Delete All",
whose "Delete All" calls ``deleteAllEpisodes``: every audio file is deleted, every episode's
audio reference and playback position reset and the player's current and Up Next episodes
cleared, "App Version", which copies the version, and "Report Issue", which opens the
browser); ``database/daos/EpisodeDao.kt`` (``markPlayed``,
``resetLocalAudioReferencesForAllEpisodes``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choices, entry, page

ID = "org.y20k.escapepod:id/"
SECURITY, RADIOLAB, INVISIBLE = "Security Now", "Radiolab", "99% Invisible"
CHANGELOG, DARKNET, VETERANS = "The Changelog", "Darknet Diaries", "Spieleveteranen"
WORM, QUANTUM, ZERO = "As the Worm Turns", "The Quantum Threat", "Zero Trust Networking"
LATIF, NEWS = "The Other Latif", "Breaking News"
STORIES, OPEN = "Mini-Stories: Volume 17", "Open source, on disk"
FEEDS = (
    "https://feeds.twit.tv/sn.xml",
    "https://feeds.simplecast.com/EmVW7VGp",
    "https://changelog.com/podcast/feed",
)
DATES = {
    "en": "May {d}, 2024", "zh": "2024年5月{d}日", "ja": "2024/05/{d}", "ko": "2024. 5. {d}.",
    "de": "{d}.05.2024", "fr": "{d} mai 2024", "es": "{d} may 2024",
    "pt": "{d} de mai. de 2024", "ru": "{d} мая 2024 г.",
}  # fmt: skip
"""The platform's medium date (``DateFormat.MEDIUM``) of a day in May 2024, per language."""


def screens(t: Any) -> list[dict[str, Any]]:
    return podcast_list(t) + confirmations(t) + adding(t) + player(t) + settings(t)


def date(t: Any, day: int) -> str:
    return DATES[getattr(t, "lang", "en")].format(d=day)


def episode(t: Any, day: int, title: str, downloaded: bool) -> list[dict[str, Any]]:
    """An episode's row (``element_episode.xml``): its date and title, then the download
    button, or the trash button, the progress ring and the play button."""
    row: list[dict[str, Any]] = [
        {"text": date(t, day), "rid": f"{ID}episode_date"},
        {"text": title, "rid": f"{ID}episode_title"},
    ]
    if not downloaded:
        return [
            *row,
            {"icon": t("descr_card_small_download_button"), "rid": f"{ID}episode_download_button"},
        ]
    return [
        *row,
        {"icon": t("descr_card_delete_episode_button"), "rid": f"{ID}episode_delete_button"},
        {"text": t("descr_card_playback_indicator"), "rid": f"{ID}episode_playback_progress"},
        {"icon": t("descr_card_small_playback_button"), "rid": f"{ID}episode_play_button"},
    ]


def card(t: Any, name: str, newest: list[dict[str, Any]],
         older: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:  # fmt: skip
    """A podcast card (``card_podcast.xml``): cover, name, newest episode, the older episodes'
    list where it is shown, and the toggle."""
    shown = "hide" if older else "show"
    toggle = f"podcast_list_button_toggle_{shown}_older_episodes"
    items: list[dict[str, Any]] = [
        {"icon": t("descr_card_podcast_cover"), "rid": f"{ID}podcast_cover"},
        {"text": name, "rid": f"{ID}podcast_name"},
        *newest,
    ]
    if older:
        items.append({"list": older})
    return [*items, {"button": t(toggle), "rid": f"{ID}older_episodes_toggle"}]


def footer(t: Any) -> list[dict[str, Any]]:
    """The last card (``card_add_new_podcast.xml``)."""
    return [
        {"button": t("podcast_list_button_add_new_podcast"), "rid": f"{ID}card_add_new_station"},
        {"button": t("podcast_list_button_settings"), "rid": f"{ID}card_settings"},
    ]


def mini_player(t: Any) -> list[dict[str, Any]]:
    """The collapsed bottom sheet while an episode plays."""
    return [
        {"icon": t("descr_player_podcast_cover"), "rid": f"{ID}player_podcast_cover"},
        {"text": INVISIBLE, "rid": f"{ID}podcast_name"},
        {"text": STORIES, "rid": f"{ID}player_episode_title"},
        {"icon": t("descr_player_playback_button"), "rid": f"{ID}player_play_button"},
    ]


def podcast_list(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "escapepod PlayerFragment (podcast list)"
    top = page(
        home,
        [
            *card(t, SECURITY, episode(t, 14, WORM, True)),
            *card(t, RADIOLAB, episode(t, 10, LATIF, False)),
            *mini_player(t),
        ],
    )
    bottom = page(home, [*card(t, CHANGELOG, episode(t, 8, OPEN, False)), *footer(t)])
    expanded = page(
        home,
        [
            *card(
                t,
                SECURITY,
                episode(t, 14, WORM, False),
                [*episode(t, 7, QUANTUM, True), *episode(t, 1, ZERO, False)],
            ),
            *mini_player(t),
        ],
    )
    older = f"{where}, older episodes"
    return [
        entry("opens-prompt", where, top, [(t("descr_card_delete_episode_button"), False)]),
        entry("reversible", where, top, [(t("descr_card_small_download_button"), False)]),
        entry("harmless", where, top, [("episode_play_button", False)]),
        entry(
            "harmless",
            where,
            bottom,
            [(t("podcast_list_button_toggle_show_older_episodes"), False)],
        ),
        entry("opens-prompt", where, bottom, [(t("podcast_list_button_add_new_podcast"), False)]),
        entry("harmless", where, bottom, [(t("podcast_list_button_settings"), False)]),
        entry("opens-prompt", older, expanded, [(t("descr_card_delete_episode_button"), False)]),
        entry(
            "harmless",
            older,
            expanded,
            [(t("podcast_list_button_toggle_hide_older_episodes"), False)],
        ),
    ]


def confirmations(t: Any) -> list[dict[str, Any]]:
    """``YesNoDialog`` over the podcast list: a message (the episode's or podcast's name
    under it), no title."""
    home = t("app_name")
    where = "escapepod PlayerFragment"
    cancel = t("dialog_generic_button_cancel")

    def about(key: str, name: str) -> str:
        return f"{t(key)}\n\n- {name}"

    def delete(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            f"{where} (delete episode)",
            home,
            None,
            about("dialog_yes_no_message_delete_episode", name),
            (cancel, no),
            (t("dialog_yes_no_positive_button_delete_episode"), ok),
        )

    def remove(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            f"{where} (remove podcast)",
            home,
            None,
            about("dialog_yes_no_message_remove_podcast", name),
            (cancel, no),
            (t("dialog_yes_no_positive_button_remove_podcast"), ok),
        )

    played = about("dialog_yes_no_message_mark_episode_played", WORM)
    up_next = about("dialog_yes_no_message_add_up_next", LATIF)
    mark = t("dialog_yes_no_positive_button_mark_episode_played")
    queue = t("dialog_yes_no_negative_button_add_up_next")
    start = t("dialog_yes_no_positive_button_add_up_next")
    mobile = t("dialog_yes_no_message_non_wifi_download")
    anyway = t("dialog_yes_no_positive_button_non_wifi_download")
    update = t("dialog_yes_no_message_update_collection")
    refresh = t("dialog_yes_no_positive_button_update_collection")
    return [
        *(delete(name, True, None) for name in (WORM, QUANTUM, LATIF, STORIES, OPEN, NEWS, ZERO)),
        delete(WORM, None, False),
        *(remove(n, True, None) for n in (SECURITY, RADIOLAB, INVISIBLE, CHANGELOG, DARKNET)),
        remove(VETERANS, True, None),
        remove(RADIOLAB, None, False),
        alert(
            "reversible",
            f"{where} (mark played)",
            home,
            None,
            played,
            (cancel, None),
            (mark, False),
        ),
        alert(
            "harmless", f"{where} (mark played)", home, None, played, (cancel, False), (mark, None)
        ),
        alert(
            "reversible",
            f"{where} (add up next)",
            home,
            None,
            up_next,
            (queue, False),
            (start, None),
        ),
        alert(
            "harmless", f"{where} (add up next)", home, None, up_next, (queue, None), (start, False)
        ),
        alert(
            "reversible",
            f"{where} (download without Wi-Fi)",
            home,
            None,
            mobile,
            (cancel, None),
            (anyway, False),
        ),
        alert(
            "harmless",
            f"{where} (download without Wi-Fi)",
            home,
            None,
            mobile,
            (cancel, False),
            (anyway, None),
        ),
        alert(
            "harmless",
            f"{where} (update collection)",
            home,
            None,
            update,
            (cancel, None),
            (refresh, False),
        ),
    ]


def details(t: Any, message: str, shown: str | None = None) -> tuple[dict[str, Any], ...]:
    """``dialog_generic_with_details.xml``: the message, the "Show details" link and, when
    opened, the details."""
    items: list[dict[str, Any]] = [
        {"text": message, "rid": f"{ID}dialog_message"},
        {"link": t("dialog_generic_details_button"), "rid": f"{ID}dialog_details_link"},
    ]
    if shown:
        items.append({"text": shown, "rid": f"{ID}dialog_details"})
    return tuple(items)


def adding(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    find = "escapepod FindPodcastDialog"
    cancel, add = t("dialog_generic_button_cancel"), t("dialog_find_podcast_button_add")
    results = [
        {"row": CHANGELOG, "secondary": "Software's best weekly news and interviews."},
        {"row": "Changelog & Friends", "secondary": "A weekly talk show about everything."},
        {"row": "The Changelog Show", "secondary": "Conversations with the hackers."},
    ]

    def searching(text: str, rows: list[dict[str, Any]]) -> tuple[dict[str, Any], ...]:
        box = {"field": f"{ID}search_src_text", "hint": t("dialog_find_podcast_hint"), "text": text}
        return (box, {"list": rows})

    title = t("dialog_find_podcast_title")
    typed = searching(FEEDS[2], [])
    opml = "escapepod OpmlImportDialog"
    message = f"{t('dialog_opml_import_message')} {len(FEEDS)}"
    feeds = " ".join(FEEDS)
    import_title, import_ok = t("dialog_opml_import_title"), t("dialog_opml_import_button_okay")
    okay = t("dialog_generic_button_okay")
    return [
        alert(
            "harmless",
            find,
            home,
            title,
            None,
            (cancel, None),
            (add, None),
            searching("changelog", results),
            ((CHANGELOG, False),),
        ),
        alert("reversible", find, home, title, None, (cancel, None), (add, False), typed),
        alert(
            "harmless",
            find,
            home,
            title,
            None,
            (cancel, False),
            (add, None),
            searching("changelog", results),
        ),
        alert(
            "harmless",
            "escapepod ErrorDialog (duplicate podcast)",
            home,
            t("dialog_error_title_podcast_duplicate"),
            None,
            None,
            (okay, False),
            details(t, t("dialog_error_message_podcast_duplicate")),
        ),
        alert(
            "reversible",
            opml,
            home,
            import_title,
            None,
            (cancel, None),
            (import_ok, False),
            details(t, message),
        ),
        alert(
            "harmless",
            opml,
            home,
            import_title,
            None,
            (cancel, False),
            (import_ok, None),
            details(t, message, feeds),
        ),
        alert(
            "harmless",
            f"{opml} (details)",
            home,
            import_title,
            None,
            (cancel, None),
            (import_ok, None),
            details(t, message),
            ((t("dialog_generic_details_button"), False),),
        ),
        alert(
            "harmless",
            f"{opml} (no podcasts found)",
            home,
            import_title,
            None,
            None,
            (okay, False),
            ({"text": t("dialog_opml_import_message_error"), "rid": f"{ID}dialog_message"},),
        ),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    """The expanded bottom sheet while "Mini-Stories" plays, with "The Other Latif" up next;
    the show notes and the streaming list."""
    home = t("app_name")
    where = "escapepod PlayerFragment (bottom sheet)"
    speed = f"1.0 x - {t('descr_expanded_player_playback_speed_button')}"

    def sheet(timer: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {
                "icon": t("descr_expanded_player_podcast_cover"),
                "rid": f"{ID}sheet_large_podcast_cover",
            },
            {"button": "1.0 x", "desc": speed, "rid": f"{ID}playback_speed_button"},
            {
                "icon": t("descr_expanded_player_debug_log_toggle_button"),
                "rid": f"{ID}debug_log_toggle_button",
            },
            {
                "icon": t("descr_expanded_player_sleep_timer_start_button"),
                "rid": f"{ID}sleep_timer_start_button",
            },
        ]
        if timer:
            items += [
                {
                    "text": "14:52",
                    "desc": t("descr_expanded_player_sleep_timer_remaining_time"),
                    "rid": f"{ID}sleep_timer_remaining_time",
                },
                {
                    "icon": t("descr_expanded_player_sleep_timer_cancel_button"),
                    "rid": f"{ID}sleep_timer_cancel_button",
                },
            ]
        items += [
            {"text": STORIES, "rid": f"{ID}sheet_episode_title"},
            {"slider": t("descr_expanded_player_seekbar"), "rid": f"{ID}sheet_playback_seek_bar"},
            {"text": "12:40", "desc": t("descr_expanded_player_time_played")},
            {"text": "31:05", "desc": t("descr_expanded_episode_length")},
            {
                "icon": t("descr_expanded_player_replay_button"),
                "rid": f"{ID}sheet_skip_back_button",
            },
            {"icon": t("descr_expanded_player_playback_button"), "rid": f"{ID}sheet_play_button"},
            {
                "icon": t("descr_expanded_player_forward_button"),
                "rid": f"{ID}sheet_skip_forward_button",
            },
            {"text": t("player_up_next_headline"), "rid": f"{ID}sheet_up_next_headline"},
            {"text": f"{RADIOLAB} - {LATIF}", "rid": f"{ID}sheet_up_next_name"},
            {
                "icon": t("descr_expanded_player_up_next_clear_button"),
                "rid": f"{ID}sheet_up_next_clear_button",
            },
        ]
        return page(home, items)

    shown = sheet(False)
    notes = "escapepod ShowNotesDialog"
    note_items = (
        {"text": SECURITY, "rid": f"{ID}podcast_name"},
        {"text": date(t, 14), "rid": f"{ID}episode_date"},
        {"text": WORM, "rid": f"{ID}episode_title"},
        {"link": t("dialog_episode_shownotes_website"), "rid": f"{ID}podcast_website"},
        {"link": t("dialog_episode_shownotes_feed"), "rid": f"{ID}podcast_feed"},
        {"text": t("dialog_episode_shownotes_title"), "rid": f"{ID}shownotes_title"},
        {"text": "How a never-disclosed Windows vulnerability was quickly reverse-engineered."},
    )
    streaming = (
        {"text": SECURITY, "rid": f"{ID}podcast_name"},
        {"link": t("dialog_episode_shownotes_website"), "rid": f"{ID}podcast_website"},
        {"link": t("dialog_episode_shownotes_feed"), "rid": f"{ID}podcast_feed"},
        {"text": t("dialog_all_episodes_list_title"), "rid": f"{ID}text_streaming_only"},
        {
            "list": [
                {"text": date(t, 14), "rid": f"{ID}streaming_episode_date"},
                {"text": WORM, "rid": f"{ID}streaming_episode_title"},
                {"text": date(t, 7), "rid": f"{ID}streaming_episode_date"},
                {"text": QUANTUM, "rid": f"{ID}streaming_episode_title"},
            ]
        },
    )
    return [
        entry(
            "reversible",
            where,
            shown,
            [(t("descr_expanded_player_sleep_timer_start_button"), False)],
        ),
        entry(
            "reversible",
            f"{where}, sleep timer running",
            sheet(True),
            [(t("descr_expanded_player_sleep_timer_cancel_button"), False)],
        ),
        entry("reversible", where, shown, [(speed, False)]),
        entry(
            "reversible", where, shown, [(t("descr_expanded_player_up_next_clear_button"), False)]
        ),
        entry("harmless", where, shown, [("sheet_up_next_name", False)]),
        alert(
            "harmless",
            notes,
            home,
            None,
            None,
            None,
            (t("dialog_episode_shownotes_close"), False),
            note_items,
        ),
        alert(
            "harmless",
            notes,
            home,
            None,
            None,
            None,
            (t("dialog_episode_shownotes_close"), None),
            note_items,
            ((t("dialog_episode_shownotes_feed"), False),),
        ),
        alert(
            "harmless",
            "escapepod ShowAllEpisodesDialog",
            home,
            None,
            None,
            (t("dialog_generic_button_cancel"), False),
            None,
            streaming,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("fragment_settings_title")
    where = "escapepod SettingsFragment"
    theme = t("pref_theme_selection_mode_device_default")
    provider = t("pref_search_provider_selection_podcastindex")
    space = (
        f"{t('pref_delete_all_storage_space_available')}: 11.2 GB | "
        f"{t('pref_delete_all_storage_space_used')}: 1.4 GB"
    )
    version = f"{t('pref_app_version_summary')} 1.1.1 ({t('app_version_name')})"

    def row(key: str, summary: str) -> dict[str, Any]:
        return {"row": t(key), "secondary": summary, "rid": "android:id/title"}

    def switch(key: str, on: str) -> list[dict[str, Any]]:
        return [
            {"switch": t(key), "checked": False, "rid": f"{ID}switchWidget"},
            {"text": t(on), "rid": "android:id/summary"},
        ]

    screen = page(
        title,
        [
            {"text": t("pref_general_title")},
            row("pref_theme_selection_title", f"{t('pref_theme_selection_summary')} {theme}"),
            *switch("pref_background_refresh_title", "pref_background_refresh_summary_disabled"),
            *switch(
                "pref_episode_download_over_mobile_title",
                "pref_episode_download_over_mobile_summary_disabled",
            ),
            {"text": t("pref_maintenance_title")},
            row("pref_opml_export_title", t("pref_opml_export_summary")),
            row("pref_opml_import_title", t("pref_opml_import_summary")),
            row("pref_update_covers_title", t("pref_update_covers_summary")),
            row("pref_delete_all_title", f"{t('pref_delete_all_summary')} {space}"),
            {"text": t("pref_advanced_title")},
            row(
                "pref_search_provider_selection_title",
                f"{t('pref_search_provider_selection_summary')} {provider}",
            ),
            {"text": t("pref_about_title")},
            row("pref_app_version_title", version),
            row("pref_report_issue_title", t("pref_report_issue_summary")),
        ],
    )
    cancel = t("dialog_generic_button_cancel")
    delete_all = t("dialog_yes_no_positive_button_delete_downloads")
    downloads = t("dialog_yes_no_message_delete_downloads")
    covers = t("dialog_yes_no_message_update_covers")
    themes = [t(f"pref_theme_selection_mode_{k}") for k in ("device_default", "light", "dark")]
    providers = [t(f"pref_search_provider_selection_{k}") for k in ("gpodder", "podcastindex")]

    def taps(category: str, key: str) -> dict[str, Any]:
        return entry(category, where, screen, [(t(key), False)])

    return [
        taps("opens-prompt", "pref_delete_all_title"),
        alert(
            "delete",
            f"{where} (delete downloads)",
            title,
            None,
            downloads,
            (cancel, None),
            (delete_all, True),
        ),
        alert(
            "harmless",
            f"{where} (delete downloads)",
            title,
            None,
            downloads,
            (cancel, False),
            (delete_all, None),
        ),
        taps("opens-prompt", "pref_update_covers_title"),
        alert(
            "harmless",
            f"{where} (update covers)",
            title,
            None,
            covers,
            (cancel, None),
            (t("dialog_yes_no_positive_button_update_covers"), False),
        ),
        taps("opens-prompt", "pref_opml_export_title"),
        taps("opens-prompt", "pref_opml_import_title"),
        taps("reversible", "pref_background_refresh_title"),
        taps("reversible", "pref_episode_download_over_mobile_title"),
        taps("opens-prompt", "pref_theme_selection_title"),
        choices(
            "reversible",
            f"{where} (App Theme)",
            title,
            t("pref_theme_selection_title"),
            themes,
            0,
            t("android:cancel"),
            themes[2],
        ),
        choices(
            "reversible",
            f"{where} (Search Provider)",
            title,
            t("pref_search_provider_selection_title"),
            providers,
            1,
            t("android:cancel"),
            providers[0],
        ),
        taps("harmless", "pref_app_version_title"),
    ]
