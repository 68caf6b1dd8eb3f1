"""Just Player's screens (``com.brouken.player``, a video player built on Media3 ExoPlayer:
videos opened, played, paused and skipped, their files deleted, subtitles loaded, tracks and
speed picked, the picture resized and rotated, the settings), strings from
``app/src/main/res/values*/strings.xml``, the file chooser module's
``android-file-chooser/src/main/res/values*/strings*.xml`` and Media3's user interface
library the app ships (``app/libs/lib-ui-release.aar``, its ``res/values*/values*.xml``).
The file, folder and track names are the same in every language.

Read from the code (``app/src/main/java/com/brouken/player``): ``PlayerActivity.java``,
``res/layout/exo_player_control_view.xml`` and ``controls.xml`` (the player: the center row
holds the ``delete`` button, shown only for a file whose document supports deleting or a
writable ``file://`` file (``Utils.isDeletable``; a MediaStore pick has none), the
play-pause button and the ``next`` button, shown when another video follows in the folder,
both without a content description; the bottom bar holds Open, which opens the file picker
the "File access" setting names, the subtitle button, which opens Media3's text track list,
Resize, which switches between fit and crop, Picture-in-picture, the repeat toggle when the
setting adds it, Rotate, which steps through the orientations, and Settings, which opens
Media3's settings popup; ``askDeleteMedia``: "Delete this file?" with Cancel and Delete, whose
``deleteMedia`` deletes the document with ``DocumentsContract.deleteDocument`` or the file
with ``File.delete``, then plays the next video or shows none; ``askForScope``: the request
for folder access with Cancel, which marks it asked and goes on, and OK, which opens the
system's folder picker (``requestDirectoryAccess``); ``showSnack``: the snackbar of an error,
whose Details opens a dialog with the error's text and OK); Media3's ``PlayerControlView``
(the settings popup's Speed and Audio rows, the speed list, the audio list with Auto and the
tracks, the text list with None and the tracks); ``MediaStoreChooserActivity.java`` (the
MediaStore picker: "Select a file" with the folders, then the folder's videos; a video tapped
is played); ``Utils.alternativeChooser`` and the module's ``ChooserDialog.java`` (the legacy
chooser: the folder's name, its files and Cancel; a video tapped is played, a subtitle file
tapped is converted to UTF-8 into the app's cache and loaded); ``SettingsActivity.java`` and
``res/xml/root_preferences.xml`` (Settings: "File access", "Default audio track", "Auto frame
rate matching", "Auto picture-in-picture", "Skip silence", "Repeat toggle", "Embedded
styles", "Bold style", "Captioning preferences", which opens the system's captioning
settings, "Decoder priority", "Tunneled playback" and "Dolby Vision profile 7 fallback"; each
list opens AndroidX's list dialog, whose item tapped is saved at once, with Cancel) and
``res/values/arrays.xml`` (the file access entries: Auto, then "Storage Access Framework",
MediaStore and Legacy, which are not translated).
"""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, dialog
from screens import alert, entry, page, popup_list

ID = "com.brouken.player:id/"
MOVIE, LAST, OLD, ENDED, SUBBED = (
    "Holiday in Lisbon.mp4",
    "Birthday party.mkv",
    "Wedding 2019.avi",
    "Concert recording.mp4",
    "Nosferatu (1922).mkv",
)
FOLDER, OTHER = "Movies", "Camera"
SUBTITLE = "Nosferatu (1922).en.srt"
AUDIO = ("Original mix", "Director commentary")
TEXT = ("English SDH", "Forced narrative")
INTENT = "Intent { act=android.intent.action.OPEN_DOCUMENT cat=[android.intent.category.OPENABLE] }"


def screens(t: Any) -> list[dict[str, Any]]:
    return player(t) + deleting(t) + popups(t) + prompts(t) + choosers(t) + settings(t)


def player_page(t: Any, name: str, *, delete: bool = True, following: bool = True,
                playing: bool = True, repeat: bool = False) -> dict[str, Any]:  # fmt: skip
    """The player with its controls shown, over the video ``name``."""
    center: list[dict[str, Any]] = []
    if delete:
        center.append({"id": f"{ID}delete", "rid": f"{ID}delete"})
    state = "exo_controls_pause_description" if playing else "exo_controls_play_description"
    center.append({"icon": t(state), "rid": f"{ID}exo_play_pause"})
    if following:
        center.append({"id": f"{ID}next", "rid": f"{ID}next"})
    bottom: list[dict[str, Any]] = [
        {"text": "12:04", "rid": f"{ID}exo_position"},
        {"text": "42:17", "rid": f"{ID}exo_duration"},
        {"icon": t("button_open")},
        {"icon": t("exo_controls_cc_disabled_description"), "rid": f"{ID}exo_subtitle"},
        {"icon": t("button_crop")},
        {"icon": t("button_pip")},
    ]
    if repeat:
        bottom.append(
            {"icon": t("exo_controls_repeat_off_description"), "rid": f"{ID}exo_repeat_toggle"}
        )
    bottom += [
        {"icon": t("button_rotate")},
        {"icon": t("exo_controls_settings_description"), "rid": f"{ID}exo_settings"},
        {"slider": t("exo_controls_seek_bar_description"), "rid": f"{ID}exo_progress"},
    ]
    return page(name, [*center, *bottom])


def player(t: Any) -> list[dict[str, Any]]:
    where = "player PlayerActivity"
    shown = player_page(t, MOVIE)
    paused = player_page(t, MOVIE, playing=False)
    last = player_page(t, LAST, following=False)
    picked = player_page(t, OLD, delete=False)
    looped = player_page(t, MOVIE, repeat=True)
    return [
        entry("opens-prompt", where, shown, [("delete", False)]),
        entry("opens-prompt", f"{where} (last file of the folder)", last, [("delete", False)]),
        entry("harmless", where, shown, [(t("exo_controls_pause_description"), False)]),
        entry(
            "harmless", f"{where} (paused)", paused, [(t("exo_controls_play_description"), False)]
        ),
        entry("harmless", where, shown, [("next", False)]),
        entry("harmless", where, shown, [(t("button_open"), False)]),
        entry("harmless", where, shown, [(t("exo_controls_cc_disabled_description"), False)]),
        entry("reversible", where, shown, [(t("button_crop"), False)]),
        entry("harmless", where, shown, [(t("button_pip"), False)]),
        entry("reversible", where, shown, [(t("button_rotate"), False)]),
        entry("harmless", where, shown, [(t("exo_controls_settings_description"), False)]),
        entry(
            "reversible",
            f"{where} (repeat toggle)",
            looped,
            [(t("exo_controls_repeat_off_description"), False)],
        ),
        entry("harmless", f"{where} (MediaStore pick)", picked, [("next", False)]),
    ]


def deleting(t: Any) -> list[dict[str, Any]]:
    where = "player PlayerActivity (delete"
    cancel, delete = t("android:cancel"), t("delete_confirmation")
    query = t("delete_query")

    def ask(category: str, case: str, behind: str, no: bool | None, yes: bool | None) -> dict:
        return alert(
            category, f"{where}, {case})", behind, None, query, (cancel, no), (delete, yes)
        )

    return [
        ask("delete", "next file in the folder", MOVIE, None, True),
        ask("harmless", "next file in the folder", MOVIE, False, None),
        ask("delete", "last file of the folder", LAST, None, True),
        ask("delete", "legacy chooser file", OLD, None, True),
        ask("delete", "playback ended", ENDED, None, True),
        ask("harmless", "playback ended", ENDED, False, None),
        ask("delete", "external subtitles loaded", SUBBED, None, True),
    ]


def popups(t: Any) -> list[dict[str, Any]]:
    where = "player PlayerControlView"
    speeds = [t(f"exo_controls_playback_speeds[{i}]") for i in range(8)]
    settings = [
        {
            "row": t("exo_controls_playback_speed"),
            "secondary": speeds[3],
            "rid": f"{ID}exo_main_text",
        },
        {
            "row": t("exo_track_selection_title_audio"),
            "secondary": AUDIO[0],
            "rid": f"{ID}exo_main_text",
        },
    ]
    speed_rows = [{"row": s, "rid": f"{ID}exo_text"} for s in speeds]
    audio_rows = [
        {"row": r, "rid": f"{ID}exo_text"} for r in (t("exo_track_selection_auto"), *AUDIO)
    ]
    text_rows = [{"row": r, "rid": f"{ID}exo_text"} for r in (t("exo_track_selection_none"), *TEXT)]
    return [
        popup_list(
            "harmless", f"{where} (settings)", MOVIE, settings,
            [(t("exo_controls_playback_speed"), False)],
        ),
        popup_list(
            "harmless", f"{where} (settings)", MOVIE, settings,
            [(t("exo_track_selection_title_audio"), False)],
        ),
        popup_list("reversible", f"{where} (speed)", MOVIE, speed_rows, [(speeds[5], False)]),
        popup_list("reversible", f"{where} (speed)", MOVIE, speed_rows, [(speeds[3], False)]),
        popup_list("reversible", f"{where} (audio tracks)", MOVIE, audio_rows, [(AUDIO[1], False)]),
        popup_list(
            "reversible", f"{where} (audio tracks)", MOVIE, audio_rows,
            [(t("exo_track_selection_auto"), False)],
        ),
        popup_list("reversible", f"{where} (text tracks)", MOVIE, text_rows, [(TEXT[0], False)]),
        popup_list(
            "reversible", f"{where} (text tracks)", MOVIE, text_rows,
            [(t("exo_track_selection_none"), False)],
        ),
    ]  # fmt: skip


def prompts(t: Any) -> list[dict[str, Any]]:
    where = "player PlayerActivity"
    scope = t("request_scope", t("app_name"))
    ok, cancel = t("android:ok"), t("android:cancel")
    snack = page(
        MOVIE,
        [
            {"text": t("error_files_missing"), "rid": f"{ID}snackbar_text"},
            {"button": t("error_details"), "rid": f"{ID}snackbar_action"},
            {"icon": t("button_open")},
            {"icon": t("exo_controls_settings_description"), "rid": f"{ID}exo_settings"},
        ],
    )
    access = f"{where} (folder access)"
    return [
        alert("harmless", access, MOVIE, None, scope, (cancel, None), (ok, False)),
        alert("harmless", access, MOVIE, None, scope, (cancel, False), (ok, None)),
        entry("harmless", f"{where} (error snackbar)", snack, [(t("error_details"), False)]),
        dialog(
            "harmless", f"{where} (error details)", MOVIE, None, INTENT,
            [(ok, "android:id/button1", False)],
        ),
    ]  # fmt: skip


def choosers(t: Any) -> list[dict[str, Any]]:
    store = "player MediaStoreChooserActivity"
    legacy = "player Utils.alternativeChooser (ChooserDialog)"
    folders = [{"row": f, "rid": "android:id/text1"} for f in (OTHER, FOLDER)]
    videos = [{"row": v, "rid": "android:id/text1"} for v in (LAST, MOVIE, OLD)]
    files = [{"row": ".."}, {"row": LAST}, {"row": MOVIE}, {"row": OLD}]
    subs = [{"row": ".."}, {"row": SUBBED}, {"row": SUBTITLE}]
    cancel = t("dialog_cancel")
    none: list[tuple[str, bool]] = []
    return [
        dialog("harmless", f"{store} (folders)", MOVIE, t("choose_file"), None, [], tuple(folders),
               ((FOLDER, False),)),
        dialog("harmless", f"{store} (videos)", MOVIE, FOLDER, None, [], tuple(videos),
               ((LAST, False),)),
        dialog("harmless", legacy, MOVIE, FOLDER, None, [(cancel, NEGATIVE, None)], tuple(files),
               ((OLD, False),)),
        dialog("harmless", legacy, MOVIE, FOLDER, None, [(cancel, NEGATIVE, False)], tuple(files),
               tuple(none)),
        dialog("reversible", "player Utils.alternativeChooser (subtitles)", SUBBED, FOLDER, None,
               [(cancel, NEGATIVE, None)], tuple(subs), ((SUBTITLE, False),)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("pref_title")
    switches = [
        ("pref_framerate_matching", False, "pref_framerate_matching_off"),
        ("pref_auto_pip", False, "pref_auto_pip_off"),
        ("pref_skip_silence", False, "pref_skip_silence_off"),
        ("pref_repeat_toggle", False, "pref_repeat_toggle_summary"),
        ("pref_subtitle_style_embedded", True, "pref_subtitle_style_embedded_on"),
        ("pref_subtitle_style_bold", False, "pref_subtitle_style_bold_off"),
        ("pref_tunneling", False, "pref_tunneling_summary"),
        ("pref_map_dv7", False, "pref_map_dv7_off"),
    ]
    sw = {k: {"switch": t(k), "checked": on, "rid": "android:id/title"} for k, on, _ in switches}
    said = {k: {"text": t(s), "rid": "android:id/summary"} for k, _, s in switches}
    general = [
        {"text": t("pref_general_header")},
        {"row": t("pref_file_access"), "secondary": t("pref_file_access_auto")},
        {"row": t("pref_language_audio"), "secondary": t("pref_language_track_device")},
        *(x for k in switches[:4] for x in (sw[k[0]], said[k[0]])),
        {"text": t("pref_subtitle_header")},
        *(x for k in switches[4:6] for x in (sw[k[0]], said[k[0]])),
        {"row": t("pref_captioning_preferences")},
    ]
    dangerous = [
        {"text": t("pref_dangerous_header")},
        {"text": t("pref_dangerous_warning")},
        {"row": t("pref_decoder_priority"), "secondary": t("pref_decoder_priority_prefer_device")},
        *(x for k in switches[6:] for x in (sw[k[0]], said[k[0]])),
    ]
    top, bottom = page(title, general), page(title, dangerous)
    where = "player SettingsActivity (root_preferences)"
    cancel = t("android:cancel")
    access = [t("pref_file_access_auto"), t("=Storage Access Framework"), t("=MediaStore"),
              t("=Legacy")]  # fmt: skip
    audio = [t("pref_language_track_default"), t("pref_language_track_device")]
    decoders = [t("pref_decoder_priority_prefer_device"), t("pref_decoder_priority_prefer_app"),
                t("pref_decoder_priority_only_device")]  # fmt: skip

    def radios(labels: list[str], checked: int) -> tuple[dict[str, Any], ...]:
        return tuple({"radio": x, "checked": i == checked, "rid": "android:id/text1"}
                     for i, x in enumerate(labels))  # fmt: skip

    def choose(key: str, labels: list[str], checked: int, pick: str | None) -> dict[str, Any]:
        buttons = [(cancel, NEGATIVE, None if pick else False)]
        taps = ((pick, False),) if pick else ()
        category = "reversible" if pick else "harmless"
        name = key.removeprefix("pref_").replace("_", " ")
        return dialog(category, f"player SettingsActivity ({name})", title, t(key), None, buttons,
                      radios(labels, checked), taps)  # fmt: skip

    return [
        entry("harmless", where, top, [(t("pref_file_access"), False)]),
        choose("pref_file_access", access, 0, access[2]),
        choose("pref_file_access", access, 0, None),
        entry("harmless", where, top, [(t("pref_language_audio"), False)]),
        choose("pref_language_audio", audio, 1, audio[0]),
        *(entry("reversible", where, top, [(t(k), False)]) for k, _, _ in switches[:6]),
        entry("harmless", where, top, [(t("pref_captioning_preferences"), False)]),
        entry("harmless", where, bottom, [(t("pref_decoder_priority"), False)]),
        choose("pref_decoder_priority", decoders, 0, decoders[1]),
        choose("pref_decoder_priority", decoders, 0, None),
        *(entry("reversible", where, bottom, [(t(k), False)]) for k, _, _ in switches[6:]),
    ]
