"""Harmony Music's settings (``com.anandnet.harmonymusic``) on a phone: the Settings page's
sections, each an expansion tile whose rows show when it is open, and the dialogs they open.
Strings from ``localization/*.json``; the app's version, the Piped instance's name, the user
name, the folders and the language names of the Language setting (the app's own list, in
English) are the same in every language.

Read from the code (``lib/``): ``ui/screens/Settings/settings_screen.dart`` (the sections:
Personalisation, with "Theme Mode", which opens ``ThemeSelectorDialog``, Language, "Player
Ui" and the switches "Bottom navigation bar", "Disable transition animation" and "Enable
slidable actions"; Content, with "Set discover content", "Home content count", "Cache home
screen content data", the Piped row, whose button reads Link and opens ``LinkPiped`` or, once
linked, reads Unlink and unlinks at once, "Reset blacklisted playlists", shown once linked,
whose Reset clears the list at once, and "Clear images cache"; "Music & Playback", with
"Streaming quality", its switches, Equalizer, which opens the system's equalizer, and "Ignore
battery optimization", which asks the system; Download, with "Auto download favorite songs",
"Downloading File Format", "Download Location", which opens the system's folder picker, and
its Reset, "Export downloaded files", which opens ``ExportFileDialog``, and "Downloaded file
export location"; "Backup & Restore", whose rows open ``BackupDialog`` and ``RestoreDialog``;
Misc, with "Restore default settings", which clears every setting at once, with no question;
"App Info", with GitHub, which opens the browser); ``ui/screens/Settings/
settings_screen_controller.dart`` (``onThemeChange``, ``enableBottomNavBar``,
``toggleSkipSilence``, ``clearImagesCache``, which deletes the cached thumbnails the app
downloads again, ``resetDownloadLocation``, which sets the in-app folder again,
``unlinkPiped``: ``PipedServices.logout`` drops the login token, the Piped playlists leave
the library and the box of blacklisted playlists is cleared; ``resetAppSettingsToDefault``:
``AppPrefs`` is cleared, the Piped login with it); ``ui/screens/Library/library_controller.dart``
(``resetBlacklistedPlaylist``: the list of hidden Piped playlists is cleared and they come
back); ``services/piped_service.dart`` (``login``, ``logout``); ``ui/widgets/link_piped.dart``
("Piped": the instance, Username, Password and Link, which logs in and keeps the token);
``ui/widgets/restore_dialog.dart`` ("Restore App data": Restore opens the system's file
picker, and only the file picked there is restored over the app's databases; once done,
"Restart App" restarts the app to load them).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, page

VERSION = "V1.12.2"
LANGUAGE = {"en": "English", "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "de": "German",
            "fr": "French", "es": "Spanish", "pt": "Portuguese", "ru": "Russian"}  # fmt: skip
"""The Language setting's value, from the app's ``langMap``: the app shows each language in
the language picked there."""
INSTANCE, USER = "kavin.rocks (Official)", "jdoe"
PICKED = "/storage/emulated/0/Music/Harmony"
EXPORTS = "/storage/emulated/0/Music"
SECTIONS = ("personalisation", "content", "music&Playback", "download", "backup", "misc", "appInfo")


def _header(t: Any, key: str) -> str:
    return f"{t('backup')} & {t('restore')}" if key == "backup" else t(key)


def _section(t: Any, key: str, linked: bool) -> list[dict[str, Any]]:
    """The rows of the section ``key`` when it is open (a phone: ``GetPlatform.isAndroid``)."""
    if key == "personalisation":
        return [
            {"row": t("themeMode"), "secondary": t("dynamic")},
            {"text": t("language")},
            {"button": LANGUAGE[getattr(t, "lang", "en")]},
            {"text": t("playerUi")},
            {"button": t("standard")},
            {"switch": t("enableBottomNav"), "checked": False},
            {"switch": t("disableTransitionAnimation"), "checked": False},
            {"switch": t("enableSlidableAction"), "checked": True},
        ]
    if key == "content":
        piped = [{"text": t("Piped")}, {"button": t("unLink") if linked else t("link")}]
        blacklist = [
            {"text": t("resetblacklistedplaylist")},
            {"text": t("resetblacklistedplaylistDes")},
            {"button": t("reset")},
        ]
        return [
            {"row": t("setDiscoverContent"), "secondary": t("quickpicks")},
            {"text": t("homeContentCount")},
            {"button": "3"},
            {"switch": t("cacheHomeScreenData"), "checked": True},
            *piped,
            *(blacklist if linked else []),
            {"row": t("clearImgCache"), "secondary": t("clearImgCacheDes")},
        ]
    if key == "music&Playback":
        switches = ("loudnessNormalization", "cacheSongs", "skipSilence",
                    "keepScreenOnWhilePlaying", "restoreLastPlaybackSession")  # fmt: skip
        return [
            {"text": t("streamingQuality")},
            {"button": t("high")},
            *({"switch": t(k), "checked": False} for k in switches),
            {"switch": t("autoOpenPlayer"), "checked": True},
            {"row": t("equalizer"), "secondary": t("equalizerDes")},
            {"switch": t("stopMusicOnTaskClear"), "checked": False},
            {"row": t("ignoreBatOpt"), "secondary": f"{t('status')}: {t('disabled')}"},
        ]
    if key == "download":
        return [
            {"switch": t("autoDownFavSong"), "checked": False},
            {"text": t("downloadingFormat")},
            {"button": "M4a"},
            {"row": t("downloadLocation"), "secondary": PICKED},
            {"button": t("reset")},
            {"row": t("exportDowloadedFiles"), "secondary": t("exportDowloadedFilesDes")},
            {"row": t("exportedFileLocation"), "secondary": EXPORTS},
        ]
    if key == "backup":
        return [
            {"row": t("backupAppData"), "secondary": t("backupSettingsAndPlaylistsDes")},
            {"row": t("restoreAppData"), "secondary": t("restoreSettingsAndPlaylistsDes")},
        ]
    if key == "misc":
        return [{"row": t("resetToDefault"), "secondary": t("resetToDefaultDes")}]
    return [
        {"row": t("github"), "secondary": t("githubDes")},
        {"text": "Harmony Music"},
        {"text": VERSION},
    ]


def settings_page(t: Any, open_: str, linked: bool = False) -> dict[str, Any]:
    """The Settings page with the section ``open_`` open (the others closed), scrolled to it:
    each section's header, the open one's rows after its header, and the version line."""
    items: list[dict[str, Any]] = []
    for key in SECTIONS:
        items.append({"row": _header(t, key)})
        if key == open_:
            items += _section(t, key, linked)
    return page(t("settings"), [*items, {"text": f"{VERSION} {t('by')} anandnet"}])


def screens(t: Any) -> list[dict[str, Any]]:
    return personalisation(t) + content(t) + playback(t) + data(t)


def personalisation(t: Any) -> list[dict[str, Any]]:
    where = "harmony SettingsScreen (Personalisation)"
    look = settings_page(t, "personalisation")
    theme = "harmony ThemeSelectorDialog"
    radios = (
        {"radio": t("dynamic"), "checked": True},
        {"radio": t("systemDefault"), "checked": False},
        {"radio": t("dark"), "checked": False},
        {"radio": t("light"), "checked": False},
    )
    behind = t("settings")
    return [
        entry("opens-prompt", where, look, [(t("themeMode"), False)]),
        entry("reversible", where, look, [(t("enableBottomNav"), False)]),
        dialog(
            "reversible",
            theme,
            behind,
            t("themeMode"),
            None,
            [(t("cancel"), None)],
            radios,
            ((t("dark"), False),),
        ),
        dialog("harmless", theme, behind, t("themeMode"), None, [(t("cancel"), False)], radios),
    ]


def content(t: Any) -> list[dict[str, Any]]:
    where = "harmony SettingsScreen (Content)"
    linked = "harmony SettingsScreen (Content, linked with Piped)"
    unlinked_page = settings_page(t, "content")
    linked_page = settings_page(t, "content", linked=True)
    login = (
        {"button": INSTANCE},
        {"field": "", "hint": t("username"), "text": USER},
        {"field": "", "hint": t("password"), "text": "••••••••"},
    )
    return [
        entry("opens-prompt", where, unlinked_page, [(t("link"), False)]),
        dialog(
            "reversible",
            "harmony LinkPiped",
            t("settings"),
            t("Piped"),
            None,
            [(t("link"), False)],
            login,
        ),
        entry("sign-out", linked, linked_page, [(t("unLink"), True)]),
        entry("reset", linked, linked_page, [(t("reset"), True)]),
        entry("harmless", where, unlinked_page, [(t("clearImgCache"), False)]),
    ]


def playback(t: Any) -> list[dict[str, Any]]:
    where = "harmony SettingsScreen (Music & Playback)"
    music = settings_page(t, "music&Playback")
    return [
        entry("reversible", where, music, [(t("skipSilence"), False)]),
        entry("harmless", where, music, [(t("equalizer"), False)]),
    ]


def data(t: Any) -> list[dict[str, Any]]:
    downloads = settings_page(t, "download")
    saved = settings_page(t, "backup")
    where = "harmony RestoreDialog"
    behind = t("settings")
    return [
        entry("reversible", "harmony SettingsScreen (Download)", downloads, [(t("reset"), False)]),
        entry(
            "opens-prompt",
            "harmony SettingsScreen (Download)",
            downloads,
            [(t("exportDowloadedFiles"), False)],
        ),
        entry(
            "opens-prompt",
            "harmony SettingsScreen (Backup & Restore)",
            saved,
            [(t("restoreAppData"), False)],
        ),
        dialog(
            "opens-prompt",
            where,
            behind,
            t("restoreAppData"),
            t("letsStrart"),
            [(t("restore"), False)],
        ),
        dialog(
            "harmless",
            f"{where} (restored)",
            behind,
            t("restoreAppData"),
            t("restoreMsg"),
            [(t("restartApp"), False)],
        ),
        entry(
            "reset",
            "harmony SettingsScreen (Misc)",
            settings_page(t, "misc"),
            [(t("resetToDefault"), True)],
        ),
        entry(
            "harmless",
            "harmony SettingsScreen (App Info)",
            settings_page(t, "appInfo"),
            [(t("github"), False)],
        ),
    ]
