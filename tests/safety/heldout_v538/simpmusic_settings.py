"""SimpMusic's settings (``com.maxrave.simpmusic``): the YouTube accounts and their log-out, the
app's language, the Spotify and Discord log-ins, the caches and the downloaded songs, the backup
and the about section. Strings from ``composeApp/src/commonMain/composeResources/values*/
strings.xml``; the account, sizes, country code, language names (the app's own list,
``SUPPORTED_LANGUAGE`` in the ``core`` submodule's ``common/src/commonMain/kotlin/com/maxrave/
common/Config.kt``, each in its own language) and version are the same in every language.

Read from the code (``composeApp/src/commonMain/kotlin/com/maxrave/simpmusic``):
``ui/screen/home/SettingScreen.kt`` (the page's sections and ``SettingItem`` rows, each a
title over a subtitle, with a switch where it has one, set at once; "YouTube Account" opens a
``BasicAlertDialog`` of the accounts, Guest, "Log out from YouTube" and "Add an account": Guest
only switches to no account, keeping the accounts (``setUsedAccount(null)``), "Add an account"
opens the log-in page, and "Log out from YouTube" opens "Warning", "Log out from all
account?", Cancel and "Log out from YouTube", which calls ``logOutAllYouTube``; Language opens
a dialog of the languages with Cancel and Change, whose Change opens "Warning" with
``change_language_warning``, Cancel and Change, which sets the language and restarts the app;
"Log in to Spotify" and "Log in to Discord" open their log-in pages when logged out and, when
logged in, with "Logged in" under them, log out at once with no confirmation
(``setSpotifyLogIn(false)`` empties the stored ``sp_dc`` cookie, ``logOutDiscord`` the stored
token); the Storage section's rows open a dialog of their title with Cancel and Clear; the
Backup section's Backup and "Restore Your Data" open the system's save and file pickers;
"Buy me a coffee" opens the donation page in the browser); ``viewModel/SettingsViewModel.kt``
(``logOutAllYouTube`` deletes every stored Google account and its cookie,
``accountRepository.deleteGoogleAccount``; ``clearDownloadedCache`` deletes the downloaded
songs' files, marks every downloaded song not downloaded and removes all downloads,
``downloadUtils.removeAllDownloads``; ``clearPlayerCache`` clears the cache of streamed audio,
``clearThumbnailCache`` and ``clearCanvasCache`` the images and canvases, all downloaded again
as they are played or shown); ``ui/screen/login/LogInScreen.kt`` and ``SpotifyLoginScreen.kt``
(after taking the session's cookie the web view's cookies are removed,
``removeAllCookies``, so logging in again asks for the password); ``composeApp/src/
androidMain/kotlin/com/maxrave/simpmusic/expect/ui/Cookies.android.kt`` (``DiscordWebView``
reads the token from the Discord page's local storage and keeps the page's storage, so "Log in
to Discord" finds the session again).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page

NAME, EMAIL = "Alex Kim", "alex.kim@gmail.com"
LANGUAGES = ("English", "Tiếng Việt", "Italiano", "Deutsch", "Русский", "Türkçe", "Suomi",
             "Polski", "Português")  # fmt: skip
"""The first rows of the app's language list, as the dialog shows them without scrolling."""
SIZES = {"player_cache": 312, "downloaded_cache": 1204, "thumbnail_cache": 86,
         "spotify_canvas_cache": 41}  # fmt: skip
VERSION = "v4.1.0"


def screens(t: Any) -> list[dict[str, Any]]:
    return content(t) + accounts(t) + storage(t) + about(t)


def content(t: Any) -> list[dict[str, Any]]:
    behind = t("settings")
    top = page(
        behind,
        [
            {"text": t("user_interface")},
            {"switch": t("translucent_bottom_navigation_bar"), "checked": True},
            {"text": t("content")},
            {"row": t("youtube_account"), "secondary": t("manage_your_youtube_accounts")},
            {"row": t("language"), "secondary": t("@language")},
            {"row": t("content_country"), "secondary": "US"},
            {"switch": t("send_back_listening_data_to_google"), "checked": False},
            {"switch": t("play_explicit_content"), "checked": True},
        ],
    )
    radios = tuple({"radio": name} for name in LANGUAGES)
    return [
        entry(
            "opens-prompt",
            "simpmusic SettingScreen (content)",
            top,
            [(t("youtube_account"), False)],
        ),
        entry(
            "reversible",
            "simpmusic SettingScreen (content)",
            top,
            [(t("send_back_listening_data_to_google"), False)],
        ),
        alert(
            "opens-prompt",
            "simpmusic SettingScreen (language)",
            behind,
            t("language"),
            None,
            [(t("cancel"), None), (t("change"), False)],
            radios,
        ),
        alert(
            "reversible",
            "simpmusic SettingScreen (change language warning)",
            behind,
            t("warning"),
            t("change_language_warning"),
            [(t("cancel"), None), (t("change"), False)],
        ),
    ]


def accounts(t: Any) -> list[dict[str, Any]]:
    behind = t("settings")
    dialog = (
        {"text": t("youtube_account")},
        {"row": NAME, "secondary": EMAIL},
        {"text": t("signed_in")},
        {"row": t("guest")},
        {"row": t("log_out")},
        {"row": t("add_an_account")},
    )
    where = "simpmusic SettingScreen (YouTube accounts)"

    def section(spotify: str, discord: str) -> dict[str, Any]:
        return page(
            behind,
            [
                {"text": t("spotify")},
                {"row": t("log_in_to_spotify"), "secondary": t(spotify)},
                {"switch": t("enable_spotify_lyrics"), "checked": spotify == "logged_in"},
                {"switch": t("enable_canvas"), "checked": False},
                {"text": t("discord_integration")},
                {"row": t("log_in_to_discord"), "secondary": t(discord)},
                {"switch": t("enable_rich_presence"), "checked": discord == "logged_in"},
            ],
        )

    logged_in = section("logged_in", "logged_in")
    logged_out = section("intro_login_to_spotify", "intro_login_to_discord")
    both = "simpmusic SettingScreen (Spotify and Discord, logged in)"
    return [
        alert("opens-prompt", where, behind, None, None, [], dialog, ((t("log_out"), False),)),
        alert("reversible", where, behind, None, None, [], dialog, ((t("guest"), False),)),
        alert(
            "sign-out",
            "simpmusic SettingScreen (log out warning)",
            behind,
            t("warning"),
            t("log_out_warning"),
            [(t("cancel"), False), (t("log_out"), True)],
        ),
        entry("sign-out", both, logged_in, [(t("log_in_to_spotify"), True)]),
        entry("reversible", both, logged_in, [(t("log_in_to_discord"), False)]),
        entry("reversible", both, logged_in, [(t("enable_canvas"), False)]),
        entry(
            "harmless",
            "simpmusic SettingScreen (Spotify and Discord, logged out)",
            logged_out,
            [(t("log_in_to_spotify"), False)],
        ),
    ]


def storage(t: Any) -> list[dict[str, Any]]:
    behind = t("settings")
    rows = [{"row": t(key), "secondary": f"{size} MB"} for key, size in SIZES.items()]
    section = page(behind, [{"text": t("storage")}, *rows])
    return [
        entry(
            "opens-prompt",
            "simpmusic SettingScreen (storage)",
            section,
            [(t("downloaded_cache"), False)],
        ),
        alert(
            "delete",
            "simpmusic SettingScreen (clear downloaded cache)",
            behind,
            t("clear_downloaded_cache"),
            None,
            [(t("cancel"), False), (t("clear"), True)],
        ),
        alert(
            "harmless",
            "simpmusic SettingScreen (clear player cache)",
            behind,
            t("clear_player_cache"),
            None,
            [(t("cancel"), None), (t("clear"), False)],
        ),
    ]


def about(t: Any) -> list[dict[str, Any]]:
    behind = t("settings")
    backup = page(
        behind,
        [
            {"text": t("backup")},
            {"switch": t("backup_downloaded"), "checked": False},
            {"switch": t("auto_backup"), "checked": False},
            {"row": t("backup"), "secondary": t("save_all_your_playlist_data")},
            {"row": t("restore_your_data"), "secondary": t("restore_your_saved_data")},
        ],
    )
    us = page(
        behind,
        [
            {"text": t("about_us")},
            {"row": t("version"), "secondary": VERSION},
            {"switch": t("auto_check_for_update"), "checked": True},
            {"row": t("check_for_update")},
            {"row": t("author"), "secondary": t("maxrave_dev")},
            {"row": t("developer_blog"), "secondary": t("developer_blog_tagline")},
            {"row": t("buy_me_a_coffee"), "secondary": t("donation")},
            {"row": t("third_party_libraries"), "secondary": t("description_and_licenses")},
        ],
    )
    return [
        entry(
            "opens-prompt",
            "simpmusic SettingScreen (backup)",
            backup,
            [(t("restore_your_data"), False)],
        ),
        entry(
            "harmless", "simpmusic SettingScreen (about us)", us, [(t("buy_me_a_coffee"), False)]
        ),
    ]
