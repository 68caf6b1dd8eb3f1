"""Nextcloud Music's settings view and library banners for the five-hundred-and-twenty-eighth
held-out corpus: ``screens(t)`` lays out, in one language, the settings' Music library section
(its excluded path and metadata switch), its Reset section and the three confirmations it
opens, the Ampache and Subsonic section (twice: its revoke icon, its Generate button), the
Last.fm section with a session, and the library's two banners (new files to scan, a
previously scanned file gone)."""

from __future__ import annotations

from typing import Any

from screens import KEY, KEY_NAME, T, confirm, entry, navigation, page, sent

MUSIC_PATH = "/Music/"
EXCLUDED = "/Music/Audiobooks/"
NEW_KEY = "Symfonium on tablet"
UNSCANNED = "4101,4102,4103"  # the files the scan banner offers
OBSOLETE = "4117"  # the scanned file that is no longer available
# MainController.update(), sent on the answer: the collection is prepared again.
RELOAD = sent("POST", "/prepare_collection", {})


def screens(t: T) -> list[dict[str, Any]]:
    library = page(t, [
        {"text": t("Settings")}, {"text": t("Music library")},
        {"text": t("Path to your music collection")}, {"field": "music-path", "text": MUSIC_PATH},
        {"text": t("This setting specifies the folder which will be scanned for music.")},
        {"text": t("Paths to exclude from your music collection")},
        {"field": "excludedPaths", "text": EXCLUDED},
        {"icon": t("Select folder")}, {"icon": t("Remove")}, {"icon": "icon-add"},
        {"switch": t("Enable metadata scanning"), "checked": True}])  # fmt: skip
    reset_keys = ("Reset music collection", "Reset internet radio stations",
                  "Reset podcast channels")  # fmt: skip
    notes = (t("This action resets all the scanned tracks and all the user-created playlists. "
               "After this, the collection can be scanned again from scratch."),
             t('This action erases all the stations shown in the "Internet radio" view.'),
             t('This action erases all the channels shown in the "Podcasts" view.'))  # fmt: skip
    reset = page(t, [{"text": t("Reset")},
                     *(item for key, note in zip(reset_keys, notes, strict=True)
                       for item in ({"button": t(key)}, {"text": note}))])  # fmt: skip
    questions = (
        t(
            "Are you sure to reset the music collection? This removes all scanned tracks and "
            "user-created playlists!"
        ),
        t("Are you sure to permanently erase all the configured internet radio stations?"),
        t("Are you sure to permanently erase all the configured podcast channels?"),
    )
    resets = (
        [sent("POST", "/resetscanned", []), RELOAD],
        [sent("POST", "/radio/reset", []), sent("GET", "/radio")],
        [sent("POST", "/podcasts/reset", []), sent("GET", "/podcasts")],
    )
    ampache = page(t, [
        {"text": t("Ampache and Subsonic")}, {"text": t("Description")},
        {"text": t("Revoke API password")}, {"text": KEY_NAME}, {"icon": "icon-delete"},
        {"field": "music-ampache-description", "hint": t("Description (e.g. App name)"),
         "text": NEW_KEY},
        {"button": t("Generate API password")}])  # fmt: skip
    lastfm = page(t, [
        {"text": t("{{service}} Integration", "Last.fm")},
        {"text": t("Your streams will be scrobbled to {{service}}. Click <strong>Disconnect"
                   "</strong> to stop scrobbling.", "Last.fm")},
        {"button": t("Connect")}, {"button": t("Disconnect")}])  # fmt: skip
    nav = navigation(t)
    scan = page(
        t,
        [
            *nav,
            {"text": t("New music available")},
            {"button": t("Click here to start the scan")},
            {"icon": "icon-close"},
        ],
    )
    obsolete = page(t, [*nav, {"text": t("{{ $count }} previously scanned file is no longer "
                                         "available", "1")},
                        {"button": t("Click here to remove this file")},
                        {"icon": "icon-close"}])  # fmt: skip
    no, yes = t("core:No"), t("core:Yes")
    return [
        entry(
            "reversible",
            "settings music library",
            library,
            [
                (t("Remove"), False, [sent("POST", "/settings/user/exclude_paths", {"value": []})]),
                (
                    t("Enable metadata scanning"),
                    False,
                    [sent("POST", "/settings/user/enable_scan_metadata", {"value": False})],
                ),
            ],
        ),
        entry("opens-prompt", "settings reset", reset, [(t(key), False, []) for key in reset_keys]),
        *(
            entry(
                "reset",
                f"{key.lower()} confirm",
                confirm(t, t(key), question),
                [
                    (yes, True, sends),
                    (no, False, []),
                ],
            )
            for key, question, sends in zip(reset_keys, questions, resets, strict=True)
        ),
        entry(
            "revoke",
            "settings ampache keys",
            ampache,
            [
                (
                    "icon-delete",
                    True,
                    [
                        sent("DELETE", f"/settings/user/keys/{KEY}", {"id": KEY}),
                        sent("GET", "/settings/user/keys"),
                    ],
                ),
            ],
        ),
        entry(
            "reversible",
            "settings ampache generate",
            ampache,
            [
                (
                    t("Generate API password"),
                    False,
                    [sent("POST", "/settings/user/keys", {"description": NEW_KEY, "length": 12})],
                ),
            ],
        ),
        entry(
            "reversible",
            "settings lastfm",
            lastfm,
            [
                (
                    t("Disconnect"),
                    False,
                    [sent("POST", "/scrobbler/clearSession", {"serviceIdentifier": "lastfm"})],
                ),
            ],
        ),
        entry(
            "harmless",
            "scan banner",
            scan,
            [
                (
                    t("Click here to start the scan"),
                    False,
                    [sent("POST", "/scan", {"files": UNSCANNED, "finalize": True}), RELOAD],
                ),
            ],
        ),
        entry(
            "delete",
            "obsolete files banner",
            obsolete,
            [
                (
                    t("Click here to remove this file"),
                    True,
                    [sent("POST", "/removescanned", {"files": OBSOLETE}), RELOAD],
                ),
                ("icon-close", False, []),
            ],
        ),
    ]
