"""Pano Scrobbler's screens (``com.arn.scrobble``, a scrobbler for Last.fm, Libre.fm,
ListenBrainz and other services: scrobbles loved, edited and deleted, pending scrobbles
deleted, metadata edit rules, regex rules, blocked metadata and artist splitting exceptions
saved and deleted, accounts logged out, settings imported and exported, apps chosen and
forgotten, friends pinned, tags and images set), strings from ``composeApp/src/commonMain/
composeResources/values*/strings.xml`` and ``strings_no_translate.xml``. Track, artist,
album, user, device and rule names on the screens are the same in every language.

Read from the code (``composeApp/src/commonMain/kotlin/com/arn/scrobble``):
``recents/ScrobblesScreen.kt`` (the scrobbles page: the Recents, Loved and "Time jump" toggle
buttons, known by their content descriptions, and the track rows, a row tapped opening the
track's info); ``recents/ScrobblesReusables.kt`` (``TrackDropdownMenu``, the menu of one's own
scrobble: Love or Unlove, Edit, which opens the edit sheet, Delete, which calls
``ScrobblesVM.removeTrack`` and deletes the scrobble from the service at once, with no
confirmation and no undo, and More; its More level: Block, which opens the Block level,
Hate, Search, Copy and Share, which opens the system's share sheet; its Block level: Track,
Album and Artist, each opening the block dialog filled in; ``PendingDropdownMenu``, a pending
scrobble's menu: its services and last error, Love and Delete, which drops the queued
scrobble before it is sent); ``recents/ScrobblesVM.kt`` (``removeTrack``, ``loveOrUnlove``,
``hateOrUnhate``); ``edits/SimpleEditsAddScreen.kt`` and ``edits/EditScrobbleUtils.kt`` (the
edit sheet over a scrobble: Original and Corrected fields, the continue switch, "Save:
Disable", Swap and Edit, which edits the scrobble on the service and saves the edit rule; the
same page for a saved rule, titled Edit, with Delete, which deletes the rule at once, and
Save); ``edits/SimpleEditsScreen.kt``, ``edits/EditsReusables.kt`` (``EditsDeleteMenu``: a
rule's More icon opens a menu whose Delete deletes the rule from the database at once) and
``main/MainScreen.kt`` (the "Add new item" button); ``edits/RegexEditsScreen.kt`` (Regex
rules: Test, Presets, the rules, and each rule's "Options for this item" menu with Disable or
Enable and Delete); ``edits/RegexEditsAddScreen.kt`` (a rule's page, titled "Regex pattern":
"Friendly name", the pattern fields, Delete, which deletes the rule at once, and Save);
``edits/BlockedMetadatasScreen.kt`` and ``edits/BlockedMetadataAddDialog.kt`` (Blocked
metadata: the entries, each with its More menu and Delete; the block dialog's Artist, Album
and Track fields, "Media player actions" Skip, "Mute audio" and "Do nothing", and Block, which
saves the entry and stops the playing track's scrobble); ``edits/ArtistsWithDelimitersScreen
.kt`` (Artist Splitting Exceptions, each with the same Delete menu); ``pref/PrefsScreen.kt``
and ``pref/PrefsComponents.kt`` (Configure: "Scrobble from", "Automatically scrobble from new
apps", "Submit now playing", the minimum duration slider with its Reset icon, which sets the
default back; Edits, "Regex rules" and "Blocked metadata"; Export and Import; the services,
whose row for a logged-in account reads "Logout [name]", a first tap changing it to "Sure? Tap
again" for three seconds and a second tap calling ``Scrobblables.deleteAllByType``, which
logs the account out; "Delete your account"); ``pref/DeleteAccountScreen.kt`` (the services'
deletion pages, each a link opened in the browser); ``pref/ImportScreen.kt``,
``pref/ImportVM.kt`` and ``pref/ImExporter.kt`` (Import: File and Network; "Import options":
"Import settings", Edits, "Regex rules", "Blocked metadata", the write mode (Replace all,
Merge replacing existing, Merge keeping existing) and Import, which writes the file's settings
over the app's and, with Replace all, empties the chosen lists first (``nuke``));
``pref/ExportScreen.kt`` and ``pref/ExportVM.kt`` (Export: File, which opens the save picker,
and Network, which lists the devices found on the local network; a device tapped is sent the
settings, edits and blocklist, ``exportToServer``); ``pref/AppListScreen.kt`` and
``pref/AppListVM.kt`` ("Scrobble from": the apps' checkboxes and "Forget unchecked apps",
which drops the unchecked apps from the seen apps and clears the blocked apps,
``forgetUncheckedApps``); ``friends/FriendsScreen.kt`` (Following: a friend's card with
Scrobbles, Pin and the track search; a pinned friend's menu with "Move up", "Move down" and
Unpin); ``info/MusicEntryInfoDialog.kt`` (a track's info: "My tags", Love, "Add or change
image", Search, Copy and "More info"; one's own tags, each with its Delete icon, and "New
tag"); ``search/ImageSearchScreen.kt`` (an artist's image: Reset, which deletes the picked
image's mapping, ``deleteExistingMappings``, and "From gallery"); ``charts/
CollageGeneratorDialog.kt`` (the collage's Save and Share); ``onboarding/LoginScreens.kt``
(the GNU FM login page: "API URL", Username and Password with their test tags, and Verify).
"""

from __future__ import annotations

from typing import Any

from screens import PACKAGE, on_page, popup, sheet

SONG, ARTIST, ALBUM = "Midnight City", "M83", "Hurry Up, We're Dreaming"
SONG2, ARTIST2 = "Oblivion", "Grimes"
USER, LB_USER = "alice_m", "alice"
FRIEND, FRIEND2 = "bob_k", "carla.s"
DEVICE, DEVICE2 = "Pixel 8", "ThinkPad"
RULE = "Remastered"
APP, APP2 = "Spotify", "YouTube Music"


def screens(t: Any) -> list[dict[str, Any]]:
    return scrobbles(t) + edits(t) + settings(t) + imexport(t) + others(t)


def _title(t: Any) -> str:
    return t("scrobbles") + ": 12,345"


def _menu(t: Any, *keys: str) -> tuple[dict[str, Any], ...]:
    return tuple({"menu": t(k)} for k in keys)


def scrobbles(t: Any) -> list[dict[str, Any]]:
    title = _title(t)
    rows = {"list": [{"row": SONG, "secondary": ARTIST}, {"row": SONG2, "secondary": ARTIST2}]}
    recents = [
        {"icon": t("recents")},
        {"icon": t("loved")},
        {"icon": t("time_jump")},
        rows,
    ]
    page = "pano ScrobblesScreen"
    menu = "pano TrackDropdownMenu"
    root = _menu(t, "love", "edit", "delete", "more")
    loved = _menu(t, "unlove", "edit", "delete", "more")
    more = ({"menu": t("more")}, *_menu(t, "block", "hate", "search", "copy", "share"))
    block = ({"menu": t("block")}, *_menu(t, "track", "album", "artist"))
    pending = (
        {"text": t("scrobble_services") + ": " + t("lastfm") + ", " + t("listenbrainz")},
        {"text": t("network_error")},
        *_menu(t, "love", "delete"),
    )
    fields = (
        {"text": t("original")},
        {"field": "orig_track", "hint": t("track"), "text": SONG},
        {"field": "orig_artist", "hint": t("artist"), "text": ARTIST},
        {"text": t("corrected")},
        {"field": "track", "hint": t("track"), "text": SONG},
        {"field": "artist", "hint": t("artist"), "text": ARTIST},
        {"field": "album", "hint": t("album"), "text": ALBUM},
        {"switch": t("edit_continue_simple"), "checked": False},
        {"icon": t("save") + ": " + t("disable")},
        {"icon": t("swap")},
        {"button": t("edit")},
    )
    blocker = (
        {"field": "artist", "hint": t("artist"), "text": ARTIST},
        {"field": "album", "hint": t("album")},
        {"field": "track", "hint": t("track")},
        {"text": t("player_actions")},
        {"button": t("skip")},
        {"button": t("mute")},
        {"button": t("do_nothing")},
        {"button": t("block")},
    )
    return [
        on_page("harmless", page, title, recents, t("loved"), False),
        on_page("harmless", page, title, recents, SONG, False),
        sheet("reversible", menu, title, root, t("love"), False),
        sheet("harmless", menu, title, root, t("edit"), False),
        sheet("delete", menu, title, root, t("delete"), True),
        sheet("delete", f"{menu} ({SONG2})", title, loved, t("delete"), True),
        sheet("reversible", f"{menu} (loved)", title, loved, t("unlove"), False),
        sheet("reversible", f"{menu} (More)", title, more, t("hate"), False),
        sheet("harmless", f"{menu} (More)", title, more, t("share"), False),
        sheet("harmless", f"{menu} (More)", title, more, t("copy"), False),
        sheet("opens-prompt", f"{menu} (Block)", title, block, t("artist"), False),
        sheet("reversible", "pano PendingDropdownMenu", title, pending, t("love"), False),
        sheet("delete", "pano PendingDropdownMenu", title, pending, t("delete"), True),
        sheet(
            "reversible",
            "pano SimpleEditsAddScreen (edit scrobble)",
            title,
            fields,
            t("edit"),
            False,
        ),
        sheet(
            "harmless", "pano SimpleEditsAddScreen (edit scrobble)", title, fields, t("swap"), False
        ),
        sheet("reversible", "pano BlockedMetadataAddDialog", title, blocker, t("block"), False),
    ]


def edits(t: Any) -> list[dict[str, Any]]:
    more = t("more")
    rules = [
        {
            "list": [
                {"row": f"{SONG} (2011 Remaster)", "secondary": f"{ARTIST} → {SONG}"},
                {"row": "Beyonce", "secondary": "Beyoncé"},
            ]
        },
        {"icon": t("add")},
    ]
    delete_menu = ({"menu": t("delete")},)
    editor = [
        {"text": t("original")},
        {"field": "orig_artist", "hint": t("artist"), "text": "Beyonce"},
        {"text": t("corrected")},
        {"field": "artist", "hint": t("artist"), "text": "Beyoncé"},
        {"switch": t("edit_continue_simple"), "checked": False},
        {"icon": t("delete")},
        {"button": t("save")},
    ]
    regex = [
        {"button": t("edit_regex_test")},
        {"button": t("edit_presets")},
        {"list": [{"row": RULE, "secondary": "(?i)\\s*[(\\[]remaster.*"}]},
        {"icon": t("item_options")},
    ]
    regex_menu = _menu(t, "disable", "delete")
    regex_editor = [
        {"field": "name", "hint": t("edit_name"), "text": RULE},
        {
            "field": "regex",
            "hint": t("edit_regex") + ": " + t("track"),
            "text": "(?i) - remaster.*",
        },
        {"field": "replace", "hint": t("edit_replace")},
        {"switch": t("edit_case_sensitive"), "checked": False},
        {"icon": t("delete")},
        {"button": t("save")},
    ]
    blocked = [
        {
            "list": [
                {"row": "Nickelback", "secondary": t("artist")},
                {"row": SONG2, "secondary": ARTIST2},
            ]
        },
        {"icon": t("add")},
    ]
    splitting = [{"list": [{"row": "Simon & Garfunkel"}]}, {"icon": t("add")}]
    return [
        on_page(
            "harmless",
            "pano SimpleEditsScreen",
            t("simple_edits"),
            [*rules, {"icon": more}],
            "Beyonce",
            False,
        ),
        on_page(
            "harmless",
            "pano SimpleEditsScreen",
            t("simple_edits"),
            [*rules, {"icon": more}],
            t("add"),
            False,
        ),
        sheet(
            "delete",
            "pano EditsDeleteMenu (edit rule)",
            t("simple_edits"),
            delete_menu,
            t("delete"),
            True,
        ),
        on_page(
            "reversible", "pano SimpleEditsAddScreen (rule)", t("edit"), editor, t("save"), False
        ),
        on_page("delete", "pano SimpleEditsAddScreen (rule)", t("edit"), editor, t("delete"), True),
        on_page(
            "harmless", "pano RegexEditsScreen", t("regex_rules"), regex, t("edit_presets"), False
        ),
        on_page(
            "harmless",
            "pano RegexEditsScreen",
            t("regex_rules"),
            regex,
            t("edit_regex_test"),
            False,
        ),
        sheet(
            "reversible",
            "pano RegexEditsScreen (rule options)",
            t("regex_rules"),
            regex_menu,
            t("disable"),
            False,
        ),
        sheet(
            "delete",
            "pano RegexEditsScreen (rule options)",
            t("regex_rules"),
            regex_menu,
            t("delete"),
            True,
        ),
        on_page(
            "reversible",
            "pano RegexEditsAddScreen",
            t("edit_regex"),
            regex_editor,
            t("save"),
            False,
        ),
        on_page(
            "delete", "pano RegexEditsAddScreen", t("edit_regex"), regex_editor, t("delete"), True
        ),
        on_page(
            "harmless",
            "pano BlockedMetadatasScreen",
            t("pref_blocked_metadata"),
            [*blocked, {"icon": more}],
            "Nickelback",
            False,
        ),
        sheet(
            "delete",
            "pano EditsDeleteMenu (blocked metadata)",
            t("pref_blocked_metadata"),
            delete_menu,
            t("delete"),
            True,
        ),
        sheet(
            "delete",
            "pano EditsDeleteMenu (artist splitting exception)",
            t("artist_splitting_exceptions"),
            delete_menu,
            t("delete"),
            True,
        ),
        on_page(
            "harmless",
            "pano ArtistsWithDelimitersScreen",
            t("artist_splitting_exceptions"),
            [*splitting, {"icon": more}],
            t("add"),
            False,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    scrobbling = [
        {"row": t("pref_scrobble_from"), "secondary": f"{APP}, {APP2}"},
        {"switch": t("pref_auto_detect"), "checked": True},
        {"switch": t("pref_now_playing"), "checked": True},
        {"text": t("min_track_duration")},
        {"slider": "30s"},
        {"icon": t("reset")},
    ]
    lists = [
        {"row": t("simple_edits")},
        {"row": t("regex_rules")},
        {"row": t("pref_blocked_metadata")},
        {"row": t("pref_export"), "secondary": t("pref_export_desc")},
        {"row": t("pref_import")},
    ]

    def services(lastfm: str, listenbrainz: str) -> list[dict[str, Any]]:
        return [
            {"text": t("scrobble_services")},
            {"row": t("lastfm"), "secondary": lastfm},
            {"row": t("librefm")},
            {"row": t("listenbrainz"), "secondary": listenbrainz},
            {"row": t("delete_account")},
        ]

    logged_in = services(f"{t('pref_logout')} [{USER}]", f"{t('pref_logout')} [{LB_USER}]")
    armed = services(t("sure_tap_again"), f"{t('pref_logout')} [{LB_USER}]")
    armed_lb = services(f"{t('pref_logout')} [{USER}]", t("sure_tap_again"))
    prefs = "pano PrefsScreen"
    links = [
        {"text": t("lastfm")},
        {"button": "last.fm/settings/account/delete"},
        {"text": t("librefm")},
        {"button": "libre.fm/user-delete.php"},
        {"text": t("listenbrainz")},
        {"button": "listenbrainz.org/profile/delete"},
        {"text": t("delete_account_custom_servers")},
    ]
    apps = [
        {"text": t("music_players")},
        {"list": [{"switch": APP, "checked": True}, {"switch": APP2, "checked": False}]},
        {"button": t("forget_unchecked_apps")},
    ]
    return [
        on_page("reversible", prefs, title, scrobbling, t("pref_now_playing"), False),
        on_page("reversible", prefs, title, scrobbling, t("pref_auto_detect"), False),
        on_page("harmless", prefs, title, scrobbling, t("pref_scrobble_from"), False),
        on_page("reversible", prefs, title, scrobbling, t("reset"), False),
        on_page("harmless", prefs, title, lists, t("regex_rules"), False),
        on_page("harmless", prefs, title, lists, t("pref_import"), False),
        on_page("opens-prompt", f"{prefs} (AccountPref)", title, logged_in, t("lastfm"), False),
        on_page(
            "sign-out", f"{prefs} (AccountPref, tapped again)", title, armed, t("lastfm"), True
        ),
        on_page(
            "sign-out",
            f"{prefs} (AccountPref, tapped again)",
            title,
            armed_lb,
            t("listenbrainz"),
            True,
        ),
        on_page("harmless", prefs, title, logged_in, t("delete_account"), False),
        on_page(
            "harmless",
            "pano DeleteAccountScreen",
            t("delete_account"),
            links,
            "last.fm/settings/account/delete",
            False,
        ),
        on_page("reversible", "pano AppListScreen", t("choose_apps"), apps, APP2, False),
        on_page(
            "reset", "pano AppListScreen", t("choose_apps"), apps, t("forget_unchecked_apps"), True
        ),
    ]


def imexport(t: Any) -> list[dict[str, Any]]:
    modes = [{"button": t("scrobble_to_file")}, {"button": t("pref_imexport_network")}]

    def options(settings: bool, mode: str, *lists: str) -> list[dict[str, Any]]:
        boxes = [("import_settings", settings)] + [
            (k, k in lists) for k in ("simple_edits", "regex_rules", "pref_blocked_metadata")
        ]
        return [
            *modes,
            {"text": t("import_options")},
            *({"switch": t(k), "checked": on} for k, on in boxes),
            {"button": t(mode)},
            {"button": t("pref_import")},
        ]

    lists = ("simple_edits", "regex_rules", "pref_blocked_metadata")
    replace_all = options(True, "import_lists_replace_all", *lists)
    settings_only = options(True, "import_lists_keep")
    merge_replace = options(False, "import_lists_replace_existing", *lists)
    merge_keep = options(False, "import_lists_keep", "simple_edits", "pref_blocked_metadata")
    network = [
        *modes,
        {"text": t("scanning")},
        {"button": DEVICE},
        {"button": DEVICE2},
        {"text": t("pref_imexport_network_notice")},
    ]
    heading = t("import_options")
    source = "pano ImportScreen"
    return [
        on_page("harmless", source, heading, modes, t("scrobble_to_file"), False),
        on_page(
            "overwrite", f"{source} (replace all)", heading, replace_all, t("pref_import"), True
        ),
        on_page(
            "overwrite", f"{source} (settings)", heading, settings_only, t("pref_import"), True
        ),
        on_page(
            "overwrite",
            f"{source} (merge, replacing existing)",
            heading,
            merge_replace,
            t("pref_import"),
            True,
        ),
        on_page(
            "reversible",
            f"{source} (merge, keeping existing)",
            heading,
            merge_keep,
            t("pref_import"),
            False,
        ),
        on_page(
            "harmless",
            f"{source} (merge, keeping existing)",
            heading,
            merge_keep,
            t("import_lists_keep"),
            False,
        ),
        on_page("send", "pano ExportScreen (network)", t("pref_export"), network, DEVICE, True),
        on_page(
            "harmless", "pano ExportScreen", t("pref_export"), modes, t("scrobble_to_file"), False
        ),
    ]


def others(t: Any) -> list[dict[str, Any]]:
    following = t("following")
    card = [
        {"list": [{"row": FRIEND, "secondary": f"{SONG} — {ARTIST}"}, {"row": FRIEND2}]},
        {"button": t("scrobbles")},
        {"button": t("pin")},
        {"button": t("search") + ": " + t("track")},
    ]
    pinned = _menu(t, "move_up", "move_down", "unpin")
    info = [
        {"text": SONG},
        {"text": ARTIST},
        {"icon": t("my_tags")},
        {"icon": t("love")},
        {"icon": t("add_photo")},
        {"icon": t("search")},
        {"icon": t("copy")},
        {"icon": t("more_info")},
    ]
    tags = [
        {"text": SONG},
        {"button": "synthpop"},
        {"icon": t("delete")},
        {"field": "tag", "hint": t("user_tags_hint")},
    ]
    image = [
        {"button": t("reset")},
        {"button": t("from_gallery")},
        {"list": [{"row": ARTIST, "secondary": t("spotify")}]},
    ]
    collage = [
        {"text": t("size")},
        {"switch": t("captions"), "checked": True},
        {"switch": t("skip_missing_images"), "checked": False},
        {"button": t("save")},
        {"button": t("share")},
    ]
    login = [
        {
            "field": "login_url",
            "hint": t("api_url"),
            "rid": f"{PACKAGE}login_url",
            "text": "https://gnufm.example.org/",
        },
        {
            "field": "login_username",
            "hint": t("username"),
            "rid": f"{PACKAGE}login_username",
            "text": USER,
        },
        {"field": "login_password", "hint": t("password"), "rid": f"{PACKAGE}login_password"},
        {"button": t("login_submit"), "rid": f"{PACKAGE}button_verify"},
    ]
    title = _title(t)
    return [
        on_page("harmless", "pano FriendsScreen", following, card, FRIEND2, False),
        on_page("reversible", "pano FriendsScreen (card)", following, card, t("pin"), False),
        sheet("reversible", "pano FriendsScreen (pinned)", following, pinned, t("unpin"), False),
        sheet("reversible", "pano MusicEntryInfoDialog", title, tuple(info), t("love"), False),
        sheet("harmless", "pano MusicEntryInfoDialog", title, tuple(info), t("more_info"), False),
        sheet(
            "reversible",
            "pano MusicEntryInfoDialog (my tags)",
            title,
            tuple(tags),
            t("delete"),
            False,
        ),
        on_page("reset", "pano ImageSearchScreen", ARTIST, image, t("reset"), True),
        on_page("harmless", "pano ImageSearchScreen", ARTIST, image, t("from_gallery"), False),
        popup(
            "reversible",
            "pano CollageGeneratorDialog",
            t("charts"),
            None,
            None,
            [],
            tuple(collage),
            ((t("save"), False),),
        ),
        on_page("sign-in", "pano GnufmLoginScreen", t("=GNU FM"), login, t("login_submit"), False),
    ]
