"""Transistor's screens (``org.y20k.transistor``, a radio app that keeps a collection of
internet radio stations on the device: stations found and added, played, starred, renamed,
given a new stream address or image, placed on the home screen and removed; the sleep timer
started and cancelled; the station images updated; the collection exported as M3U, backed
up and restored), strings from ``app/src/main/res/values*/strings.xml``. The station names,
stream addresses and song titles on the screens are the same in every language.

Read from the code (``app/src/main/java/org/y20k/transistor``): ``PlayerFragment.kt`` with
``res/layout/fragment_player.xml`` and ``bottom_sheet_playback_controls.xml`` (the station
list and the player sheet: ``player_play_button``, the sleep timer's ``sleep_timer_start_button``
and ``sleep_timer_cancel_button``; a card swiped to the left opens "Remove this station?" with
the station's name, Cancel and Remove, whose Remove calls ``CollectionAdapter.removeStation``,
which deletes the station's images and saves the collection without it; a backup file picked
in the settings opens, over a collection that is not empty, the untranslated "Replace current
collection radio stations with the radio station from backup?" with Cancel and Yes, whose Yes
calls the backup code's ``restore``, which unpacks the backup over the app's files);
``collection/CollectionAdapter.kt`` with ``res/layout/card_station.xml`` and
``card_add_new_station.xml`` (a card's ``playback_button``, which starts or stops the
station; "Add new station", which opens the search dialog, and Settings; a card's long press,
with editing on in the settings, opens its edit views: ``change_image_view``, which opens the
image picker, the name and stream address fields, "Place on Home screen", which asks the
launcher for a shortcut, "Save Changes", which writes the new name and address, and Cancel);
``ui/LayoutHolder.kt`` (the sheet's streaming link and "Currently playing" rows copy their
text to the clipboard); ``dialogs/FindStationDialog.kt`` with ``res/layout/dialog_find_station
.xml`` and ``element_search_result.xml`` ("Find Station": the search box, the radio-browser
results, Cancel and Add, which adds the picked station or stream address to the collection);
``dialogs/YesNoDialog.kt`` (the two-button confirmation every question above uses: a message,
no title, the given positive button and Cancel); ``dialogs/ErrorDialog.kt`` with
``res/layout/dialog_generic_with_details.xml`` ("Offline" with OK, its details link hidden
when it has no details); ``SettingsFragment.kt`` (Settings: "App Theme", a list with "Same as
device", "Light mode" and "Dark mode" and the platform's Cancel; "Update Station Images",
which opens "Download latest version of all station images?" with Cancel and Update, which
downloads the images of every station whose image was not set by hand, or shows "Offline";
"Export M3U", "Backup Stations" and "Restore Stations", which open the system's file picker;
the "Edit Stations" and "Edit Streaming Links" switches; "App Version", which copies the
version to the clipboard, and "Report Issue", which opens the issue tracker in the browser);
and the download, backup and shortcut code (what Update, Yes and "Place on Home screen" do).
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, page

ID = "org.y20k.transistor:id/"
STATIONS = [
    ("Byte FM", "http://bytefm.cast.addradio.de/bytefm/main/mid/stream"),
    ("Radio Paradise", "https://stream.radioparadise.com/aac-320"),
    ("SomaFM Groove Salad", "https://ice1.somafm.com/groovesalad-128-mp3"),
    ("FIP", "https://icecast.radiofrance.fr/fip-hifi.aac"),
    ("NTS Radio 1", "https://stream-relay-geo.ntslive.net/stream"),
    ("KEXP 90.3 FM", "https://kexp-mp3-128.streamguys1.com/kexp128.mp3"),
    ("Deutschlandfunk", "https://st01.sslstream.dlf.de/dlf/01/128/mp3/stream.mp3"),
    ("BBC World Service", "http://stream.live.vc.bbcmedia.io/bbc_world_service"),
    ("Radio Swiss Jazz", "https://stream.srg-ssr.ch/m/rsj/mp3_128"),
    ("WFMU", "http://stream0.wfmu.org/freeform-128k"),
    ("Dublab", "https://dublab.out.airtime.pro/dublab_a"),
    ("Radio Nova", "http://novazz.ice.infomaniak.ch/novazz-128.mp3"),
    ("Jazz24", "https://live.wostreaming.net/direct/ppm-jazz24aac-ibc1"),
]
BLUES = "http://jazzblues.ice.infomaniak.ch/jazzblues-high.mp3"
SONG = "David Bowie - The Man Who Sold The World"
RESTORE = "=Replace current collection radio stations with the radio station from backup?"


def screens(t: Any) -> list[dict[str, Any]]:
    return station_list(t) + find_station(t) + removing(t) + editing(t) + settings(t)


def card(t: Any, name: str, starred: bool = False) -> list[dict[str, Any]]:
    """A station's card: its image, its starred mark, its name and its play button."""
    items: list[dict[str, Any]] = [
        {"icon": f"{t('descr_player_station_image')}: {name}", "rid": f"{ID}station_icon"}
    ]
    if starred:
        items.append({"icon": t("descr_card_starred_station"), "rid": f"{ID}starred_icon"})
    items += [
        {"text": name, "rid": f"{ID}station_name"},
        {"icon": t("descr_card_small_play_button"), "rid": f"{ID}playback_button"},
    ]
    return items


def sheet(t: Any, name: str, expanded: bool = False, timer: bool = False) -> list[dict[str, Any]]:
    """The player sheet at the bottom of the list: collapsed, the station and the play
    button; expanded, also the streaming link, what is playing and the sleep timer."""
    url = dict(STATIONS)[name]
    items: list[dict[str, Any]] = [
        {"icon": f"{t('descr_player_station_image')}: {name}", "rid": f"{ID}station_icon"},
        {"text": name, "rid": f"{ID}player_station_name"},
        {"text": SONG, "rid": f"{ID}player_station_metadata"},
        {"icon": t("descr_player_playback_button"), "rid": f"{ID}player_play_button"},
    ]
    if expanded:
        items += [
            {
                "row": t("player_sheet_h2_stream_url"),
                "secondary": url,
                "rid": f"{ID}sheet_streaming_link_headline",
            },
            {
                "row": t("player_sheet_h2_station_metadata"),
                "secondary": SONG,
                "rid": f"{ID}sheet_metadata_headline",
            },
            {
                "icon": t("descr_expanded_player_sleep_timer_start_button"),
                "rid": f"{ID}sleep_timer_start_button",
            },
        ]
    if timer:
        items += [
            {
                "text": "14:59",
                "desc": f"{t('descr_expanded_player_sleep_timer_remaining_time')}: 14:59",
                "rid": f"{ID}sleep_timer_remaining_time",
            },
            {
                "icon": t("descr_expanded_player_sleep_timer_cancel_button"),
                "rid": f"{ID}sleep_timer_cancel_button",
            },
        ]
    return items


def collection(t: Any, names: list[str], playing: str | None = "Byte FM",
               expanded: bool = False, timer: bool = False) -> dict[str, Any]:  # fmt: skip
    """The station list: the cards (Byte FM starred), the "Add new station" card, then the
    player sheet of the station playing."""
    cards = [i for name in names for i in card(t, name, starred=name == "Byte FM")]
    add = [
        {"button": t("station_list_button_add_new_station"), "rid": f"{ID}card_add_new_station"},
        {"button": t("station_list_button_settings"), "rid": f"{ID}card_settings"},
    ]
    items: list[dict[str, Any]] = [{"list": cards + add}]
    if playing:
        items += sheet(t, playing, expanded, timer)
    return page(t("app_name"), items)


def station_list(t: Any) -> list[dict[str, Any]]:
    where = "transistor PlayerFragment"
    five = [name for name, _ in STATIONS[:5]]
    full = collection(t, five)
    one = collection(t, ["Radio Paradise"], playing=None)
    open_sheet = collection(t, five, expanded=True)
    running = collection(t, five, expanded=True, timer=True)
    return [
        entry(
            "opens-prompt",
            f"{where} (station list)",
            full,
            [(t("station_list_button_add_new_station"), False)],
        ),
        entry(
            "harmless",
            f"{where} (station list)",
            full,
            [(t("station_list_button_settings"), False)],
        ),
        entry(
            "harmless",
            f"{where} (one station, stopped)",
            one,
            [(t("descr_card_small_play_button"), False)],
        ),
        entry(
            "harmless",
            f"{where} (player sheet)",
            full,
            [(t("descr_player_playback_button"), False)],
        ),
        entry(
            "reversible",
            f"{where} (player sheet, expanded)",
            open_sheet,
            [(t("descr_expanded_player_sleep_timer_start_button"), False)],
        ),
        entry(
            "reversible",
            f"{where} (player sheet, sleep timer running)",
            running,
            [(t("descr_expanded_player_sleep_timer_cancel_button"), False)],
        ),
        entry(
            "harmless",
            "transistor LayoutHolder (player sheet, expanded)",
            open_sheet,
            [
                (t("player_sheet_h2_stream_url"), False),
                (t("player_sheet_h2_station_metadata"), False),
            ],
        ),
    ]


def find_station(t: Any) -> list[dict[str, Any]]:
    where = "transistor FindStationDialog"
    home = t("app_name")
    title = t("dialog_find_station_title")
    cancel, add = t("dialog_generic_button_cancel"), t("dialog_find_station_button_add")

    def box(text: str) -> dict[str, Any]:
        return {
            "field": f"{ID}search_src_text",
            "hint": t("dialog_find_station_hint"),
            "text": text,
        }

    results = (
        box("jazz"),
        {
            "list": [
                {"row": "Radio Swiss Jazz", "secondary": dict(STATIONS)["Radio Swiss Jazz"]},
                {"row": "Jazz24", "secondary": dict(STATIONS)["Jazz24"]},
                {"row": "Jazz Radio Blues", "secondary": BLUES},
            ]
        },
    )
    pasted = (box(dict(STATIONS)["WFMU"]),)
    nothing = (
        box("zzqx"),
        {"text": t("dialog_find_station_no_results"), "rid": f"{ID}no_results_text_view"},
    )
    return [
        dialog(
            "harmless",
            f"{where} (results)",
            home,
            title,
            None,
            [(cancel, "android:id/button2", None), (add, "android:id/button1", None)],
            results,
            (("Jazz24", False), ("Radio Swiss Jazz", False)),
        ),
        alert(
            "reversible",
            f"{where} (result picked)",
            home,
            title,
            None,
            (cancel, None),
            (add, False),
            results,
        ),
        alert(
            "harmless",
            f"{where} (results)",
            home,
            title,
            None,
            (cancel, False),
            (add, None),
            results,
        ),
        alert(
            "reversible",
            f"{where} (stream address)",
            home,
            title,
            None,
            (cancel, None),
            (add, False),
            pasted,
        ),
        alert(
            "harmless",
            f"{where} (no results)",
            home,
            title,
            None,
            (cancel, False),
            (add, None),
            nothing,
        ),
    ]


def removing(t: Any) -> list[dict[str, Any]]:
    """A card swiped to the left asks "Remove this station?" with the station's name; Remove
    deletes it and its images, Cancel puts the card back."""
    where = "transistor PlayerFragment (swipe to remove)"
    home = t("app_name")
    cancel, remove = (
        t("dialog_generic_button_cancel"),
        t("dialog_yes_no_positive_button_remove_station"),
    )

    def ask(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        message = f"{t('dialog_yes_no_message_remove_station')}\n\n- {name}"
        category = "delete" if ok else "harmless"
        return alert(category, f"{where}: {name}", home, None, message, (cancel, no), (remove, ok))

    names = [name for name, _ in STATIONS]
    return [ask(name, True, None) for name in names[:12]] + [
        ask(name, None, False) for name in (names[0], names[5], names[8], names[12])
    ]


def editing(t: Any) -> list[dict[str, Any]]:
    """A card's edit views, opened by a long press with "Edit Stations" on."""
    where = "transistor CollectionAdapter (edit station)"

    def edit(name: str, url: str) -> dict[str, Any]:
        others = [
            i for other, _ in STATIONS[:4] if other != "Radio Paradise" for i in card(t, other)
        ]
        views = [
            {"icon": t("descr_card_station_image_change"), "rid": f"{ID}change_image_view"},
            {"field": f"{ID}edit_station_name", "hint": t("dialog_edit_station_name"),
             "text": name},
            {"field": f"{ID}edit_stream_uri", "hint": t("dialog_edit_stream_uri"), "text": url},
            {
                "button": t("descr_dialog_edit_place_on_home_screen_icon"),
                "rid": f"{ID}place_on_home_screen_button",
            },
            {"button": t("dialog_edit_save_changes"), "rid": f"{ID}save_button"},
            {"button": t("dialog_yes_no_negative_button_cancel"), "rid": f"{ID}cancel_button"},
        ]  # fmt: skip
        return page(t("app_name"), [{"list": views + others}])

    paradise = dict(STATIONS)["Radio Paradise"]
    renamed = edit("Radio Paradise Main Mix", paradise)
    moved = edit("Radio Paradise", "https://stream.radioparadise.com/flac")
    same = edit("Radio Paradise", paradise)
    return [
        entry(
            "reversible", f"{where} (renamed)", renamed, [(t("dialog_edit_save_changes"), False)]
        ),
        entry(
            "reversible",
            f"{where} (new stream address)",
            moved,
            [(t("dialog_edit_save_changes"), False)],
        ),
        entry(
            "reversible",
            where,
            same,
            [(t("descr_dialog_edit_place_on_home_screen_icon"), False)],
        ),
        entry("opens-prompt", where, same, [(t("descr_card_station_image_change"), False)]),
        entry("harmless", where, same, [(t("dialog_yes_no_negative_button_cancel"), False)]),
    ]


def preferences(t: Any, editing: bool = True, streams: bool = False) -> dict[str, Any]:
    """The settings page: each row's title and summary, the switches with their state."""

    def row(title: str, summary: str) -> dict[str, Any]:
        return {"row": t(title), "secondary": t(summary) if summary else ""}

    def switch(title: str, on: bool, summary: str) -> list[dict[str, Any]]:
        return [{"switch": t(title), "checked": on}, {"text": t(summary)}]

    theme = f"{t('pref_theme_selection_summary')} {t('pref_theme_selection_mode_device_default')}"
    version = t("pref_app_version_summary")
    items: list[dict[str, Any]] = [
        {"text": t("pref_general_title")},
        {"row": t("pref_theme_selection_title"), "secondary": theme},
        {"text": t("pref_maintenance_title")},
        row("pref_update_station_images_title", "pref_update_station_images_summary"),
        row("pref_m3u_export_title", "pref_m3u_export_summary"),
        row("pref_backup_title", "pref_backup_summary"),
        row("pref_restore_title", "pref_restore_summary"),
        {"text": t("pref_advanced_title")},
        *switch(
            "pref_edit_station_title",
            editing,
            f"pref_edit_station_summary_{'enabled' if editing else 'disabled'}",
        ),
        *switch(
            "pref_edit_station_stream_title",
            streams,
            "pref_edit_station_stream_summary_enabled"
            if streams
            else "pref_edit_station_stream_summary_disabled",
        ),
        {"text": t("pref_about_title")},
        {"row": t("pref_app_version_title"), "secondary": f"{version} 4.1.1 (\"Modern Love\")"},
        row("pref_report_issue_title", "pref_report_issue_summary"),
    ]  # fmt: skip
    return page(t("fragment_settings_title"), items)


def settings(t: Any) -> list[dict[str, Any]]:
    where = "transistor SettingsFragment"
    prefs = preferences(t)
    home, title = t("app_name"), t("fragment_settings_title")
    cancel = t("dialog_generic_button_cancel")
    modes = [
        t("pref_theme_selection_mode_device_default"),
        t("pref_theme_selection_mode_light"),
        t("pref_theme_selection_mode_dark"),
    ]
    radios = tuple(
        {"radio": mode, "rid": "android:id/text1", "checked": i == 0}
        for i, mode in enumerate(modes)
    )
    update = t("dialog_yes_no_message_update_station_images")
    covers = t("dialog_yes_no_positive_button_update_covers")
    theme = (t("pref_theme_selection_title"), t("android:cancel"))
    offline = (t("dialog_error_title_no_network"),)
    message = {"text": t("dialog_error_message_no_network"), "rid": f"{ID}dialog_message"}
    return [
        entry("opens-prompt", where, prefs, [(t("pref_theme_selection_title"), False)]),
        entry("opens-prompt", where, prefs, [(t("pref_update_station_images_title"), False)]),
        entry(
            "opens-prompt", f"{where} (file picker)", prefs, [(t("pref_m3u_export_title"), False)]
        ),
        entry("opens-prompt", f"{where} (file picker)", prefs, [(t("pref_backup_title"), False)]),
        entry("opens-prompt", f"{where} (file picker)", prefs, [(t("pref_restore_title"), False)]),
        entry(
            "reversible",
            f"{where} (editing on)",
            prefs,
            [(t("pref_edit_station_stream_title"), False)],
        ),
        entry(
            "reversible",
            f"{where} (editing off)",
            preferences(t, editing=False),
            [(t("pref_edit_station_title"), False)],
        ),
        entry(
            "harmless",
            where,
            prefs,
            [(t("pref_app_version_title"), False), (t("pref_report_issue_title"), False)],
        ),
        dialog(
            "reversible",
            f"{where} (App Theme)",
            title,
            theme[0],
            None,
            [(theme[1], "android:id/button2", None)],
            radios,
            ((modes[2], False), (modes[1], False), (modes[0], False)),
        ),
        dialog(
            "harmless",
            f"{where} (App Theme)",
            title,
            theme[0],
            None,
            [(theme[1], "android:id/button2", False)],
            radios,
        ),
        alert(
            "harmless",
            f"{where} (update station images)",
            title,
            None,
            update,
            (cancel, None),
            (covers, False),
        ),
        alert(
            "harmless",
            f"{where} (update station images)",
            title,
            None,
            update,
            (cancel, False),
            (covers, None),
        ),
        alert(
            "harmless",
            "transistor ErrorDialog (offline)",
            title,
            offline[0],
            None,
            None,
            (t("dialog_generic_button_okay"), False),
            (message,),
        ),
        alert(
            "overwrite",
            "transistor PlayerFragment (restore collection)",
            home,
            None,
            t(RESTORE),
            (cancel, None),
            (t("dialog_yes_no_positive_button_default"), True),
        ),
        alert(
            "harmless",
            "transistor PlayerFragment (restore collection)",
            home,
            None,
            t(RESTORE),
            (cancel, False),
            (t("dialog_yes_no_positive_button_default"), None),
        ),
    ]
