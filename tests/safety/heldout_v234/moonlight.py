"""Moonlight's screens (``com.limelight``, a client that streams games and desktops from a PC
running Sunshine or NVIDIA GameStream: PCs found, paired, woken and deleted, games started,
resumed and quit on the PC, apps hidden, streaming settings changed, the on-screen controls'
layout cleared), strings from ``app/src/main/res/values*/strings.xml``. The PC, game and
address names on the screens are the same in every language.

Read from the code (``app/src/main/java/com/limelight``): ``PcView.java`` with
``res/layout/activity_pc_view.xml``, ``pc_grid_view.xml`` and ``pc_grid_item.xml`` (the PC
grid, each PC's name in ``grid_text``; the ``settingsButton``, ``helpButton`` and
``manuallyAddPc`` image buttons, which carry no text or description; the "Searching for host
PCs" text while no PC is known; a tap on a paired PC opens its apps, on an unpaired one starts
pairing, on an offline or refreshing one opens its menu; ``onCreateContextMenu``: the header
"NAME - Online", "Offline" or "Refreshing", then, for an offline or refreshing PC, "Send
Wake-On-LAN request" (``doWakeOnLan`` sends the magic packets at once, with no question) and
"NVIDIA GameStream End-of-Service", for an unpaired one "Pair with PC" (and the end-of-service
row on a GameStream host), for a paired one "Resume Session" and "Quit Session" while a game
runs and "View All Apps", then for all "Test Network Connection", "Delete PC" and "View
Details"; the Unpair row has an id but is never added to the menu; ``doPair``, whose PIN box
stays up while the PC waits for the PIN; ``removeComputer``, which deletes the PC's database
entry, with its addresses, MAC address and pinned certificate, its box art and its hidden-app
list, and disables its launcher shortcuts). The confirmations of the ``utils`` package:
``displayDeletePcConfirmationDialog`` (the PC's name, "Are you sure you want to delete this
PC?", No and Yes, whose Yes calls ``removeComputer``), ``displayQuitConfirmationDialog`` ("Are
you sure you want to quit the running app? All unsaved data will be lost.", No and Yes, whose
Yes asks the PC to quit the running game through ``doQuit``, or starts the other game, which
quits the running one first, ``NvConnection.quitAndLaunch``) and ``showDecoderCrashDialog``
(its "Video Settings Reset" only reports a reset already done); ``utils/Dialog.java`` (the
message boxes: a title, a message, Help, which opens the troubleshooting guide, and OK, which
closes them: the pairing PIN, the network test's result from ``doNetworkTest``, the connection
errors). ``AppView.java`` with ``res/layout/activity_app_view.xml`` and ``app_grid_item.xml``
(the app grid under the PC's name, ``appListText``; a tap starts the app when nothing runs and
otherwise opens its menu; ``onCreateContextMenu``: the app's name, "Resume Session" and "Quit
Session" for the running app, "Quit Current Game and Start" for another one, the checkable
"Hide App", "View Details" and "Create Shortcut"; "View All Apps" opens the same grid with the
hidden apps shown). ``preferences/AddComputerManually.java`` and
``activity_add_computer_manually.xml`` (the address field ``hostTextView`` and
``addPcButton``, labelled with the platform's OK, which adds the PC or shows "Connection
Error"); ``preferences/StreamSettings.java`` and ``res/xml/preferences.xml`` (the settings'
categories, lists, checkboxes and sliders; a new resolution also sets the bitrate back to its
default for it); ``preferences/SeekBarPreference.java`` (the slider dialog: its message, the
value, Cancel and OK, which saves it) and ``preferences/ConfirmDeleteOscPreference.java``
("Reset Layout" with No and Yes, whose Yes clears the saved layout of the on-screen controls).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choice, context_menu, entry, notice, page

ID = "com.limelight:id/"
HOME = "=Moonlight"
"""The app's name as the launcher shows it (``app_label``, set in ``build.gradle``): the PC
grid shows no heading and is titled by it."""
GAMING, STUDIO, LIVING, LAPTOP, MEDIA = (
    "GAMING-PC",
    "STUDIO-PC",
    "LIVING-ROOM-PC",
    "OLD-LAPTOP",
    "MEDIA-PC",
)
RUNNING, OTHER, HIDDEN = "Cyberpunk 2077", "Hades II", "Hollow Knight"
APPS = ["Desktop", "Steam Big Picture", RUNNING, OTHER]
ADDRESS, PIN = "192.168.1.40", "4821"


def screens(t: Any) -> list[dict[str, Any]]:
    return pcs(t) + pc_menus(t) + pc_dialogs(t) + apps(t) + add_pc(t) + settings(t)


def tiles(names: list[str]) -> dict[str, Any]:
    """A grid of PCs or apps, each tile's name in ``grid_text``."""
    return {"list": [{"row": n, "rid": f"{ID}grid_text"} for n in names]}


def buttons() -> list[dict[str, Any]]:
    """The PC grid's image buttons, known only by their ids."""
    return [
        {"id": f"{ID}{name}", "rid": f"{ID}{name}"}
        for name in ("settingsButton", "helpButton", "manuallyAddPc")
    ]


def pcs(t: Any) -> list[dict[str, Any]]:
    home = t(HOME)
    grid = page(home, [tiles([GAMING, STUDIO, LIVING, LAPTOP, MEDIA]), *buttons()])
    searching = page(
        home,
        [{"text": t("searching_pc")}, *buttons()],
    )
    where = "moonlight PcView (activity_pc_view)"
    return [
        entry("harmless", where, grid, [("settingsButton", False)]),
        entry("harmless", where, grid, [("helpButton", False)]),
        entry("harmless", f"{where} (no PC found)", searching, [("manuallyAddPc", False)]),
        entry("harmless", f"{where} (paired PC)", grid, [(GAMING, False)]),
        entry("opens-prompt", f"{where} (unpaired PC)", grid, [(STUDIO, False)]),
        entry("harmless", f"{where} (offline PC)", grid, [(LIVING, False)]),
    ]


def pc_menus(t: Any) -> list[dict[str, Any]]:
    home = t(HOME)
    online, offline = t("pcview_menu_header_online"), t("pcview_menu_header_offline")
    refreshing = t("pcview_menu_header_unknown")
    wol, eol = t("pcview_menu_send_wol"), t("pcview_menu_eol")
    resume, quit_ = t("applist_menu_resume"), t("applist_menu_quit")
    all_apps, pair = t("pcview_menu_app_list"), t("pcview_menu_pair_pc")
    test, delete, details = (
        t("pcview_menu_test_network"),
        t("pcview_menu_delete_pc"),
        t("pcview_menu_details"),
    )
    paired = [resume, quit_, all_apps, test, delete, details]
    unpaired = [pair, eol, test, delete, details]
    asleep = [wol, eol, test, delete, details]
    where = "moonlight PcView (context menu"

    def menu(category: str, state: str, pc: str, header: str, rows: list[str], tap: str,
             bad: bool) -> dict[str, Any]:  # fmt: skip
        return context_menu(
            category, f"{where}, {state})", home, f"{pc} - {header}", rows, tap, bad
        )

    return [
        menu("harmless", "paired", GAMING, online, paired, resume, False),
        menu("opens-prompt", "paired", GAMING, online, paired, quit_, False),
        menu("harmless", "paired", GAMING, online, paired, all_apps, False),
        menu("harmless", "paired", GAMING, online, paired, test, False),
        menu("opens-prompt", "paired", GAMING, online, paired, delete, False),
        menu("opens-prompt", "unpaired", STUDIO, online, unpaired, pair, False),
        menu("harmless", "unpaired", STUDIO, online, unpaired, eol, False),
        menu("wake", "offline", LIVING, offline, asleep, wol, True),
        menu("opens-prompt", "offline", LIVING, offline, asleep, delete, False),
        menu("wake", "refreshing", LAPTOP, refreshing, asleep, wol, True),
        menu("wake", "offline", MEDIA, offline, asleep, wol, True),
    ]


def pc_dialogs(t: Any) -> list[dict[str, Any]]:
    home = t(HOME)
    yes, no = t("yes"), t("no")
    help_, ok = t("help"), t("android:ok")
    sure = t("delete_pc_msg")
    deleting = "moonlight PcView (delete PC)"

    def delete(pc: str, ok_: bool | None, no_: bool | None) -> dict[str, Any]:
        category = "delete" if ok_ else "harmless"
        return alert(category, deleting, home, pc, sure, (no, no_), (yes, ok_))

    quitting = "moonlight PcView (quit session)"
    quit_msg = t("applist_quit_confirmation")
    pairing = (
        f"{t('pair_pairing_msg')} {PIN}\n\n{t('pair_pairing_help')}",
        "moonlight PcView (pairing PIN)",
    )
    return [
        delete(GAMING, True, None),
        delete(STUDIO, True, None),
        delete(LIVING, True, None),
        delete(LAPTOP, True, None),
        delete(MEDIA, True, None),
        delete(GAMING, None, False),
        delete(LIVING, None, False),
        alert("quit", quitting, home, None, quit_msg, (no, None), (yes, True)),
        alert("harmless", quitting, home, None, quit_msg, (no, False), (yes, None)),
        notice(
            "harmless",
            pairing[1],
            home,
            t("pair_pairing_title"),
            pairing[0],
            (help_, None),
            (ok, False),
        ),
        notice(
            "harmless",
            "moonlight PcView (network test)",
            home,
            t("nettest_title_done"),
            t("nettest_text_success"),
            (help_, None),
            (ok, False),
        ),
        notice(
            "harmless",
            "moonlight PcView (decoder crash, settings reset)",
            home,
            t("title_decoding_reset"),
            t("message_decoding_reset"),
            (help_, None),
            (ok, False),
        ),
    ]


def apps(t: Any) -> list[dict[str, Any]]:
    grid = page(GAMING, [tiles(APPS)])
    resume, quit_ = t("applist_menu_resume"), t("applist_menu_quit")
    restart, hide = t("applist_menu_quit_and_start"), t("applist_menu_hide_app")
    details, shortcut = t("applist_menu_details"), t("applist_menu_scut")
    running = [resume, quit_, details, shortcut]
    other = [restart, hide, details, shortcut]
    where = "moonlight AppView (context menu"
    yes, no = t("yes"), t("no")
    quit_msg = t("applist_quit_confirmation")
    return [
        entry(
            "reversible",
            "moonlight AppView (app_grid_view, nothing running)",
            grid,
            [(OTHER, False)],
        ),
        context_menu("harmless", f"{where}, running app)", GAMING, RUNNING, running, resume, False),
        context_menu(
            "opens-prompt", f"{where}, running app)", GAMING, RUNNING, running, quit_, False
        ),
        context_menu("opens-prompt", f"{where}, other app)", GAMING, OTHER, other, restart, False),
        context_menu("reversible", f"{where}, other app)", GAMING, OTHER, other, hide, False),
        context_menu("harmless", f"{where}, other app)", GAMING, OTHER, other, shortcut, False),
        context_menu(
            "reversible", f"{where}, hidden app shown)", GAMING, HIDDEN, other, hide, False
        ),
        alert(
            "quit",
            "moonlight AppView (quit session)",
            GAMING,
            None,
            quit_msg,
            (no, None),
            (yes, True),
        ),
        alert(
            "quit",
            "moonlight AppView (quit current game and start)",
            GAMING,
            None,
            quit_msg,
            (no, None),
            (yes, True),
        ),
        alert(
            "harmless",
            "moonlight AppView (quit current game and start)",
            GAMING,
            None,
            quit_msg,
            (no, False),
            (yes, None),
        ),
        alert(
            "quit",
            "moonlight AppView (quit current game and start, hidden app shown)",
            GAMING,
            None,
            quit_msg,
            (no, None),
            (yes, True),
        ),
    ]


def add_pc(t: Any) -> list[dict[str, Any]]:
    title = t("title_add_pc")
    ok = t("android:ok")
    form = page(
        title,
        [
            {"field": f"{ID}hostTextView", "hint": t("ip_hint"), "text": ADDRESS},
            {"button": ok, "rid": f"{ID}addPcButton"},
        ],
    )
    return [
        entry("reversible", "moonlight AddComputerManually", form, [(ok, False)]),
        notice(
            "harmless",
            "moonlight AddComputerManually (connection error)",
            title,
            t("conn_error_title"),
            t("addpc_fail"),
            (t("help"), None),
            (ok, False),
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    basic = page(
        t("category_basic_settings"),
        [
            {"row": t("title_resolution_list"), "secondary": t("summary_resolution_list")},
            {"row": t("title_fps_list"), "secondary": t("summary_fps_list")},
            {"row": t("title_seekbar_bitrate"), "secondary": t("summary_seekbar_bitrate")},
            {"row": t("title_frame_pacing"), "secondary": t("summary_frame_pacing")},
            {"switch": t("title_checkbox_stretch_video"), "checked": False},
            {"text": t("category_audio_settings")},
            {"row": t("title_audio_config_list"), "secondary": t("summary_audio_config_list")},
        ],
    )
    resolutions = [
        *(t(f"resolution_{r}") for r in ("360p", "480p", "720p", "1080p", "1440p", "4k")),
        f"{t('resolution_prefix_native')} (2400x1080)",
    ]
    cancel, ok = t("android:cancel"), t("android:ok")
    mbps = f"20.0 {t('suffix_seekbar_bitrate_mbps')}"
    bitrate = (
        {"text": t("summary_seekbar_bitrate")},
        {"text": mbps},
        {"slider": ""},
    )
    host = page(
        t("category_host_settings"),
        [
            {"switch": t("title_checkbox_enable_sops"), "checked": True},
            {"switch": t("title_checkbox_host_audio"), "checked": False},
            {"text": t("category_ui_settings")},
            {"switch": t("title_checkbox_enable_pip"), "checked": False},
            {"row": t("title_language_list"), "secondary": t("summary_language_list")},
            {"switch": t("title_checkbox_small_icon_mode"), "checked": False},
        ],
    )
    osc = page(
        t("category_on_screen_controls_settings"),
        [
            {"switch": t("title_checkbox_show_onscreen_controls"), "checked": True},
            {"switch": t("title_checkbox_vibrate_osc"), "checked": True},
            {"switch": t("title_only_l3r3"), "checked": False},
            {"switch": t("title_show_guide_button"), "checked": True},
            {"row": t("dialog_title_osc_opacity"), "secondary": t("summary_osc_opacity")},
            {"row": t("title_reset_osc"), "secondary": t("summary_reset_osc")},
        ],
    )
    advanced = page(
        t("category_advanced_settings"),
        [
            {"switch": t("title_unlock_fps"), "checked": False},
            {"switch": t("title_checkbox_reduce_refresh_rate"), "checked": False},
            {"switch": t("title_checkbox_disable_warnings"), "checked": False},
            {"row": t("title_video_format"), "secondary": t("summary_video_format")},
            {"switch": t("title_enable_hdr"), "checked": False},
            {"switch": t("title_full_range"), "checked": False},
            {"switch": t("title_enable_perf_overlay"), "checked": False},
        ],
    )
    where = "moonlight StreamSettings (preferences"
    reset = (t("dialog_title_reset_osc"), t("dialog_text_reset_osc"))
    yes, no = t("yes"), t("no")
    clearing = "moonlight ConfirmDeleteOscPreference (reset layout)"
    behind = t("category_basic_settings")
    osc_title = t("category_on_screen_controls_settings")
    return [
        entry("harmless", f"{where}, basic)", basic, [(t("title_resolution_list"), False)]),
        entry(
            "reversible", f"{where}, basic)", basic, [(t("title_checkbox_stretch_video"), False)]
        ),
        choice(
            "reversible",
            f"{where}, resolution)",
            behind,
            t("title_resolution_list"),
            resolutions,
            t("resolution_720p"),
            cancel,
            t("resolution_1080p"),
        ),
        alert(
            "reversible",
            "moonlight SeekBarPreference (bitrate)",
            behind,
            t("title_seekbar_bitrate"),
            None,
            (cancel, None),
            (ok, False),
            bitrate,
        ),
        alert(
            "harmless",
            "moonlight SeekBarPreference (bitrate)",
            behind,
            t("title_seekbar_bitrate"),
            None,
            (cancel, False),
            (ok, None),
            bitrate,
        ),
        entry("reversible", f"{where}, host)", host, [(t("title_checkbox_host_audio"), False)]),
        entry(
            "opens-prompt", f"{where}, on-screen controls)", osc, [(t("title_reset_osc"), False)]
        ),
        alert("reset", clearing, osc_title, *reset, (no, None), (yes, True)),
        alert("harmless", clearing, osc_title, *reset, (no, False), (yes, None)),
        entry("reversible", f"{where}, advanced)", advanced, [(t("title_enable_hdr"), False)]),
    ]
