"""Findroid's screens (``dev.jdtech.jellyfin``, a native Jellyfin client: servers added and
removed, server addresses added and removed, users signed in and removed, films and episodes
played, marked as played and as favourites, downloaded, their downloads stopped and deleted,
the player's tracks and speed, the settings). Strings from the modules'
``src/main/res/values*/strings.xml`` (``core``, ``modes/film``, ``player/local``,
``settings``, ``setup``). Server names, addresses, user names, titles and track labels (the
media's own) are the same in every language.

Read from the code (``app/phone/src/main/java/dev/jdtech/jellyfin/presentation`` unless
named): ``setup/welcome/WelcomeScreen.kt`` (Continue, which goes on to the servers, and "Learn
more about Jellyfin", which opens jellyfin.org); ``setup/addserver/AddServerScreen.kt`` and
``setup/.../addserver/AddServerViewModel.kt`` ("Add server": the "Server address" field and
Connect, which reaches the server's public system info and saves it in the app's database);
``setup/login/LoginScreen.kt`` and ``LoginViewModel.kt`` ("Login": Username, Password, Login,
which authenticates by name and keeps the user's access token, and Quick Connect, which asks
the server for a code to approve from another device); ``setup/servers/ServersScreen.kt``,
``setup/components/ServerBottomSheet.kt`` and ``ServersViewModel.kt`` (the "Servers" list: a
server tapped becomes the current one; a long press opens the sheet with Addresses and "Remove
server", which only opens "Remove server": "Are you sure you want to remove the server %s?",
Cancel and Confirm, which deletes the server from the app's database with
``DELETE FROM servers``, its addresses and its users with their access tokens going with it by
the foreign keys' cascade; nothing is sent to the server; "Add server" opens the add page);
``setup/users/UsersScreen.kt`` and ``UsersViewModel.kt`` ("Users": a saved user tapped signs
in as that user, a public user of the server opens the login page with the name filled, a
long press on a saved user opens "Remove user", whose Confirm deletes the user and its access
token from the database (``deleteUser``); "Add user" opens the login page);
``setup/addresses/ServerAddressesScreen.kt``, ``AddServerAddressDialog.kt``,
``DeleteServerAddressDialog.kt`` and ``ServerAddressesViewModel.kt`` ("Addresses": "Add
address" opens "Add server address", whose Add checks the address answers as the same server
and saves it; a long press on an address opens "Remove server address", whose Confirm deletes
it from the database; the current address is kept); ``NavigationRoot.kt``, ``film/HomeScreen.kt``,
``film/components/HomeHeader.kt`` and ``ServerSelectionBottomSheet.kt`` (the home page: the
server's name opens the server sheet, where a server tapped becomes the current one and
"Manage servers" opens the servers list; the tabs Home, "My media" and Downloads);
``film/components/SortByDialog.kt`` ("Sort by": the orders and Ascending / Descending);
``film/MovieScreen.kt``, ``film/EpisodeScreen.kt``, ``film/components/ItemButtonsBar.kt``,
``PlayButton.kt``, ``StorageSelectionDialog.kt``, ``DownloaderCard.kt``,
``CancelDownloadDialog.kt``, ``DeleteDownloadDialog.kt`` and ``core/.../utils/DownloaderImpl.kt``
(a film's or an episode's page: Play; its icon buttons, for playing from the start, the
trailer, played, favourite, download and delete, and the download card's stop icon have no
content description and name nothing in a hierarchy, so only the dialogs they open are shown;
"Select storage location" starts the download to the storage picked; "Cancel download": "Are
you sure you want to cancel the download?", Cancel and "Stop download", which removes the
download from the system's download manager and deletes what was fetched with the item's
offline records (``cancelDownload`` calls ``deleteItem``); "Delete download": "Are you sure
you want to delete this download from you device?", Cancel and "Delete download", which
deletes the video file, its subtitle files, trickplay images and the item's offline records,
its offline played state and position among them (``deleteItem``));
``app/tv/.../ui/MovieScreen.kt`` and ``presentation/film/ShowScreen.kt`` (the TV app's film and
series pages: Play, "Watch trailer", "Mark as played" / "Unmark as played" and "Add to
favorites" / "Remove from favorites", which set the item's played and favourite state on the
server, ``markPlayedItem`` and ``markFavoriteItem``, and back); ``app/tv/.../setup/servers/
ServersScreen.kt`` (the TV app's server list, whose long press opens the same "Remove server"
with Confirm deleting the server from the database); ``PlayerActivity.kt``,
``res/layout/exo_main_controls.xml`` and ``exo_player_view.xml``, ``player/
TrackSelectionDialogFragment.kt`` and ``SpeedSelectionDialogFragment.kt`` (the player: Exit
player, its lock, picture-in-picture, speed, audio and subtitle buttons, the skip, rewind,
play-pause and fast-forward buttons and the skip-segment button ("Skip intro"), which seeks
past the segment; the track pickers list None and the tracks, the speed picker 0.5x to 2x);
``settings/SettingsScreen.kt`` and its ``components``, ``settings/SettingsFileEditScreen.kt``
and ``settings/.../SettingsViewModel.kt`` (Settings: the "Offline Mode" switch, the
categories Language, Interface, Player, Users, Servers, Downloads, Network, Cache and About;
Interface's Theme (a picker of Follow system, Light and Dark), "Dynamic colors" and the home
switches; Downloads' "Download using mobile data" and "Download when roaming"; Cache's "Cache
images" and "Cache size", a number dialog with Cancel and Save; the mpv options' "Edit
mpv.conf" page, whose back arrow with unsaved text opens "Discard changes?": "You have unsaved
changes.", Cancel and Discard, which leaves the page without writing the text).
"""

from __future__ import annotations

from typing import Any

from screens import PACKAGE, choice, confirm, entry, page, popup, sheet

SERVER, OTHER = "Jellyfin Home", "Media Server"
ADDRESS, SECOND = "http://192.168.1.20:8096", "https://jellyfin.example.org"
USER, USER2, PUBLIC = "alice", "bob", "guest"
MOVIE, EPISODE, SHOW = "Dune: Part Two", "Pilot", "Breaking Bad"
VIDEO = "Dune: Part Two"


def screens(t: Any) -> list[dict[str, Any]]:
    return setup(t) + home(t) + items(t) + tv(t) + player(t) + settings(t)


def _no(t: Any) -> tuple[str, bool]:
    return (t("cancel"), False)


def setup(t: Any) -> list[dict[str, Any]]:
    welcome = (
        {"text": t("welcome_text")},
        {"button": t("welcome_btn_learn_more")},
        {"button": t("welcome_btn_continue")},
    )
    add = (
        {"field": "server_address", "hint": t("edit_text_server_address_hint")},
        {"button": t("add_server_btn_connect")},
    )
    # The login page's headline ("Login") is the words of its Login button: the page is
    # titled by its subtitle, the server's name.
    login = (
        {"field": "username", "hint": t("edit_text_username_hint"), "text": USER},
        {"field": "password", "hint": t("edit_text_password_hint")},
        {"button": t("login_btn_login")},
        {"text": t("or")},
        {"button": t("login_btn_quick_connect")},
    )
    servers = (
        {"row": SERVER, "secondary": ADDRESS},
        {"row": OTHER, "secondary": SECOND},
        {"button": t("servers_btn_add_server")},
    )
    bottom = (
        {"text": SERVER},
        {"text": ADDRESS},
        {"row": t("addresses")},
        {"row": t("remove_server_dialog")},
    )
    users = (
        {"text": t("server_subtitle", SERVER)},
        {"row": USER},
        {"row": USER2},
        {"row": PUBLIC},
        {"button": t("users_btn_add_user")},
    )
    addresses = ({"row": ADDRESS}, {"row": SECOND}, {"button": t("add_address")})
    yes = t("confirm")

    def remove_server(name: str, button: tuple[str, bool | None],
                      ok: bool | None) -> dict[str, Any]:  # fmt: skip
        category = "delete-server" if ok else "harmless"
        return confirm(category, "findroid ServersScreen (Remove server)", t("servers"),
                       t("remove_server_dialog"), t("remove_server_dialog_text", name),
                       [button, (yes, ok)])  # fmt: skip

    def remove_user(name: str, button: tuple[str, bool | None],
                    ok: bool | None) -> dict[str, Any]:  # fmt: skip
        category = "delete-user" if ok else "harmless"
        return confirm(category, "findroid UsersScreen (Remove user)", t("users"),
                       t("remove_user_dialog"), t("remove_user_dialog_text", name),
                       [button, (yes, ok)])  # fmt: skip

    def remove_address(address: str, button: tuple[str, bool | None],
                       ok: bool | None) -> dict[str, Any]:  # fmt: skip
        category = "delete" if ok else "harmless"
        return confirm(category, "findroid ServerAddressesScreen (Remove server address)",
                       t("addresses"), t("remove_server_address"),
                       t("remove_server_address_dialog_text", address),
                       [button, (yes, ok)])  # fmt: skip

    field = ({"field": "address", "hint": "http://<server_ip>:8096", "text": SECOND},)
    return [
        sheet("harmless", "findroid WelcomeScreen", t("welcome"), welcome,
              t("welcome_btn_continue"), False),
        sheet("sign-in", "findroid AddServerScreen", t("add_server"), add,
              t("add_server_btn_connect"), False),
        popup("sign-in", "findroid LoginScreen", t("server_subtitle", SERVER), None, None, [],
              login, ((t("login_btn_login"), False), (t("login_btn_quick_connect"), False))),
        sheet("reversible", "findroid ServersScreen", t("servers"), servers, OTHER, False),
        sheet("opens-prompt", "findroid ServerBottomSheet", t("servers"), bottom,
              t("remove_server_dialog"), False),
        remove_server(SERVER, (t("cancel"), None), True),
        remove_server(OTHER, (t("cancel"), None), True),
        remove_server(SERVER, _no(t), None),
        popup("harmless", "findroid UsersScreen", t("users"), None, None, [], users,
              ((t("users_btn_add_user"), False),)),
        sheet("reversible", "findroid UsersScreen", t("users"), users, USER2, False),
        remove_user(USER, (t("cancel"), None), True),
        remove_user(USER2, (t("cancel"), None), True),
        remove_user(USER, _no(t), None),
        sheet("harmless", "findroid ServerAddressesScreen", t("addresses"), addresses,
              t("add_address"), False),
        popup("reversible", "findroid AddServerAddressDialog", t("addresses"),
              t("add_server_address"), None, [_no(t), (t("add"), False)], field),
        remove_address(SECOND, (t("cancel"), None), True),
        remove_address("http://10.0.0.5:8096", (t("cancel"), None), True),
        remove_address(SECOND, _no(t), None),
    ]  # fmt: skip


def home(t: Any) -> list[dict[str, Any]]:
    title = t("title_home")
    header = (
        {"button": SERVER},
        {"text": t("continue_watching")},
        {"row": MOVIE, "secondary": t("runtime_minutes_left", 74)},
        {"text": t("next_up")},
        {"row": t("episode_name_extended", 1, 2, "Cat's in the Bag...")},
        {"tab": t("title_home")},
        {"tab": t("title_media")},
        {"tab": t("title_download")},
    )
    servers = (
        {"row": SERVER, "secondary": ADDRESS},
        {"row": OTHER, "secondary": SECOND},
        {"button": t("manage_servers")},
    )
    orders = [t(f"sort_by_options_{i}") for i in range(6)]
    sort = (
        *({"radio": o, "checked": i == 0} for i, o in enumerate(orders)),
        {"button": t("ascending")},
        {"button": t("descending")},
    )
    where = "findroid ServerSelectionBottomSheet"
    return [
        popup("harmless", "findroid HomeScreen (HomeHeader)", title, None, None, [], header,
              ((t("title_media"), False),)),
        sheet("reversible", where, title, servers, OTHER, False),
        popup("reversible", "findroid LibraryScreen (SortByDialog)", t("movies_label"),
              t("sort_by"), None, [], sort, ((t("sort_by_options_3"), False),)),
    ]  # fmt: skip


def items(t: Any) -> list[dict[str, Any]]:
    episode = t("episode_name_extended", 1, 1, EPISODE)
    movie = (
        {"text": "2024 · 166 mins · PG-13"},
        {"button": t("play")},
        {"text": t("genres")},
        {"text": t("director")},
        {"text": t("cast_amp_crew")},
    )
    storages = [t("storage_name", t("internal"), 51200), t("storage_name", t("external"), 12800)]
    storage = tuple({"row": s} for s in storages)

    def delete(behind: str, no: bool | None, ok: bool | None) -> dict[str, Any]:
        category = "delete" if ok else "harmless"
        return confirm(category, "findroid DeleteDownloadDialog", behind, t("delete_download"),
                       t("delete_download_message"),
                       [(t("cancel"), no), (t("delete_download"), ok)])  # fmt: skip

    def stop(behind: str, no: bool | None, ok: bool | None) -> dict[str, Any]:
        category = "stop-download" if ok else "harmless"
        return confirm(category, "findroid CancelDownloadDialog", behind, t("cancel_download"),
                       t("cancel_download_message"),
                       [(t("cancel"), no), (t("stop_download"), ok)])  # fmt: skip

    return [
        sheet("harmless", "findroid MovieScreen (ItemButtonsBar)", MOVIE, movie, t("play"),
              False),
        popup("reversible", "findroid StorageSelectionDialog", MOVIE,
              t("select_storage_location"), None, [], storage, ((storages[0], False),)),
        delete(MOVIE, None, True),
        delete(episode, None, True),
        delete(MOVIE, False, None),
        stop(MOVIE, None, True),
        stop(episode, None, True),
        stop(MOVIE, False, None),
    ]  # fmt: skip


def tv(t: Any) -> list[dict[str, Any]]:
    movie = (
        {"text": "2024 · 166 mins · PG-13"},
        {"button": t("play")},
        {"button": t("watch_trailer")},
        {"button": t("mark_as_played")},
        {"button": t("add_to_favorites")},
        {"text": t("genres")},
        {"text": t("director")},
    )
    show = (
        {"button": t("play")},
        {"button": t("watch_trailer")},
        {"button": t("unmark_as_played")},
        {"button": t("remove_from_favorites")},
        {"text": t("seasons")},
        {"row": t("season_number", 1)},
    )
    yes = t("confirm")

    def remove(name: str, no: bool | None, ok: bool | None) -> dict[str, Any]:
        category = "delete-server" if ok else "harmless"
        return confirm(category, "findroid tv ServersScreen (Remove server)", t("servers"),
                       t("remove_server_dialog"), t("remove_server_dialog_text", name),
                       [(t("cancel"), no), (yes, ok)])  # fmt: skip

    where = "findroid tv MovieScreen"
    return [
        popup("harmless", where, MOVIE, None, None, [], movie,
              ((t("watch_trailer"), False),)),
        sheet("reversible", where, MOVIE, movie, t("mark_as_played"), False),
        sheet("reversible", where, MOVIE, movie, t("add_to_favorites"), False),
        sheet("reversible", "findroid tv ShowScreen", SHOW, show, t("unmark_as_played"), False),
        sheet("reversible", "findroid tv ShowScreen", SHOW, show, t("remove_from_favorites"),
              False),
        remove(SERVER, None, True),
        remove(OTHER, None, True),
        remove(SERVER, False, None),
    ]  # fmt: skip


def player(t: Any) -> list[dict[str, Any]]:
    ids = ("back_button", "btn_lockview", "btn_pip", "btn_speed", "btn_audio_track",
           "btn_subtitle", "exo_prev", "exo_rew", "exo_play_pause", "exo_ffwd",
           "exo_next")  # fmt: skip
    names = ("player_controls_exit", "player_controls_lock", "picture_in_picture",
             "select_playback_speed", "select_audio_track", "select_subtitle_track",
             "player_controls_skip_back", "player_controls_rewind",
             "player_controls_play_pause", "player_controls_fast_forward",
             "player_controls_skip_forward")  # fmt: skip
    controls = [{"icon": t(n), "rid": PACKAGE + i} for i, n in zip(ids, names, strict=True)]
    widgets = [
        *controls,
        {"text": "1:02:13", "rid": PACKAGE + "exo_position"},
        {"slider": t("player_controls_progress"), "rid": PACKAGE + "exo_progress"},
        {"text": "2:46:00", "rid": PACKAGE + "exo_duration"},
    ]
    skip = [*widgets, {"button": t("player_controls_skip_intro"),
                       "rid": PACKAGE + "btn_skip_segment"}]  # fmt: skip
    where = "findroid PlayerActivity (exo_main_controls)"

    def on(screen: list[dict[str, Any]], *taps: str) -> dict[str, Any]:
        return entry("harmless", where, page(VIDEO, screen), [(tap, False) for tap in taps])

    subtitles = [t("none"), "English", "English (SDH)", "Français"]
    audio = [t("none"), "English - 5.1", "Commentary"]
    speeds = ["0.5x", "0.75x", "1x", "1.25x", "1.5x", "1.75x", "2x"]
    return [
        on(widgets, t("player_controls_play_pause"), t("select_subtitle_track")),
        on(skip, t("player_controls_skip_intro")),
        choice("reversible", "findroid TrackSelectionDialogFragment (subtitles)", VIDEO,
               t("select_subtitle_track"), subtitles, "English", t("none")),
        choice("reversible", "findroid TrackSelectionDialogFragment (audio)", VIDEO,
               t("select_audio_track"), audio, "English - 5.1", "Commentary"),
        choice("reversible", "findroid SpeedSelectionDialogFragment", VIDEO,
               t("select_playback_speed"), speeds, "1x", "1.5x"),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    categories = ("settings_category_language", "settings_category_interface",
                  "settings_category_player", "users", "settings_category_servers",
                  "title_download", "settings_category_network", "settings_category_cache",
                  "about")  # fmt: skip
    main = (
        {"switch": t("offline_mode"), "checked": False},
        {"text": t("offline_mode_summary")},
        *({"row": t(c)} for c in categories),
    )
    interface = (
        {"text": t("settings_category_appearance")},
        {"row": t("theme"), "secondary": t("theme_system")},
        {"switch": t("dynamic_colors"), "checked": False},
        {"text": t("dynamic_colors_summary")},
        {"text": t("home")},
        {"switch": t("home_suggestions"), "checked": True},
        {"switch": t("home_continue_watching"), "checked": True},
        {"switch": t("home_next_up"), "checked": True},
        {"switch": t("home_latest"), "checked": True},
        {"switch": t("extra_info"), "checked": False},
        {"text": t("extra_info_summary")},
    )
    themes = tuple({"radio": t(k), "checked": k == "theme_system"}
                   for k in ("theme_system", "theme_light", "theme_dark"))  # fmt: skip
    downloads = (
        {"switch": t("download_mobile_data"), "checked": False},
        {"switch": t("download_roaming"), "checked": False},
    )
    cache = (
        {"switch": t("settings_use_cache_title"), "checked": True},
        {"text": t("settings_use_cache_summary")},
        {"row": t("settings_cache_size"), "secondary": "20 " + t("mb")},
    )
    size = (
        {"text": t("settings_cache_size_message")},
        {"field": "cache_size", "text": "500"},
        {"text": t("mb")},
    )
    mpv = t("edit_file_title", "mpv.conf")
    discard = (t("discard_changes_dialog_title"), t("discard_changes_dialog_text"))
    title = t("title_settings")
    return [
        sheet("reversible", "findroid SettingsScreen", title, main, t("offline_mode"), False),
        popup("harmless", "findroid SettingsScreen", title, None, None, [], main,
              ((t("settings_category_servers"), False),)),
        sheet("reversible", "findroid SettingsScreen (Interface)",
              t("settings_category_interface"), interface, t("dynamic_colors"), False),
        popup("reversible", "findroid SettingsSelectDialog (Theme)",
              t("settings_category_interface"), t("theme"), None, [], themes,
              ((t("theme_dark"), False),)),
        sheet("reversible", "findroid SettingsScreen (Downloads)", t("title_download"),
              downloads, t("download_mobile_data"), False),
        sheet("reversible", "findroid SettingsScreen (Cache)", t("settings_category_cache"),
              cache, t("settings_use_cache_title"), False),
        popup("reversible", "findroid SettingsNumberInputDialog (Cache size)",
              t("settings_category_cache"), t("settings_cache_size"), None,
              [(t("cancel"), None), (t("save"), False)], size),
        confirm("discard", "findroid SettingsFileEditScreen (Discard changes?)", mpv,
                discard[0], discard[1], [(t("cancel"), None), (t("discard"), True)]),
        confirm("harmless", "findroid SettingsFileEditScreen (Discard changes?)", mpv,
                discard[0], discard[1], [(t("cancel"), False), (t("discard"), None)]),
    ]  # fmt: skip
