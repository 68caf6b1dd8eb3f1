"""BiglyBT for Android's screens (``com.biglybt.android.client``, a BitTorrent client that runs
a full client on the device or controls one on another machine: torrents added, started,
stopped, verified, moved and removed with or without their files, remote profiles added,
exported, imported and removed, RSS subscriptions added, marked seen and removed, settings
changed and reset, the torrenting service shut down), strings from
``app/src/main/res.lang/values*`` and ``app/src/coreFlavor/res/values*``. The torrent,
profile, subscription and file names on the screens are the same in every language.

Read from the code (``app/src/main/java/com/biglybt/android/client``):
``activity/LoginActivity.java`` with ``res/layout/inc_login_choices.xml``,
``inc_login_choice_accesscode.xml`` and ``res/menu/menu_login.xml`` (the two choices,
"Torrent Using This Device" and "Connect To Remote Client", the access code field and Connect,
each opening the "GDPR Notification" the first time, with Decline and Accept: Accept on the
device's choice creates the local client's profile and lets the app send the data the message
lists to BiglyBT's servers, Accept after Connect sends the access code and the device's address
to the pairing server to look the remote up; the overflow's "Advanced Login", "Import
Profiles" and "About BiglyBT"); ``fragment/ProfileSelectorFragment.java`` with
``res/layout/activity_intent_handler.xml``, ``row_profile_selector.xml``,
``res/menu/menu_intenthandler_top.xml`` and ``menu_context_intenthandler.xml`` (the list of
clients, its overflow: "Add Profile", "Export Profiles" and "Import Profiles", which only open
the system's file picker, where ``AppPreferences.importPrefs`` then replaces every profile with
the file's, and "About BiglyBT"; a profile's context menu: "Edit Profile" and "Remove
Profile", which opens "Remove Profile?" with Cancel and Remove, which calls
``removeRemoteProfile``); ``coreFlavor/.../dialog/DialogFragmentBiglyBTCoreProfile.java`` and
``dialog_biglybt_core_preferences.xml`` (the device client's profile: nickname, UI Theme and
the service's switches, Cancel and OK); ``activity/TorrentViewActivity.java`` with
``res.torrentlist/menu/menu_torrent_list.xml`` (the overflow: Refresh, Search, "Swarm
Discoveries", Subscriptions, Add, "Start All", "Stop All", Settings, "Give Back", "Log Out",
which only closes the session, and "Shutdown Service", which stops the device's torrenting
service until the app is opened again); ``fragment/TorrentListFragment.java`` with
``res.torrentdetails/menu/menu_context_torrent_details.xml`` and
``res.torrentlist/layout/row_torrent_list.xml`` (a selected torrent's bar, "Torrent Actions":
Refresh, Start, Stop and Remove, and in its overflow Reposition, "Force Start", "Sequential
Download", "Verify Data" and "Change Save Folder"; ``handleTorrentMenuActions``: Remove opens
the removal dialog for each selected torrent, one after the other, but removes a magnet
torrent still looking up its metadata at once, with its data, and no dialog);
``dialog/DialogFragmentDeleteTorrent.java`` and ``res/layout/dialog_delete_torrent.xml``
("Remove Torrent?" with the message, the "Remove downloaded files as well" box, Cancel and
Remove, which calls ``removeTorrent`` with or without the files); ``dialog/DialogFragment
OpenTorrent.java`` and ``dialog_open_torrent.xml`` (the URL, magnet or hash field, "Browse…",
Cancel and OK, which adds the torrent); ``activity/TorrentOpenOptionsActivity.java`` with
``res.openoptions/layout/activity_torrent_openoptions.xml`` and ``frag_openoptions_general
.xml`` (name, save location, the switches, Add and Cancel); ``dialog/DialogFragmentMoveData
.java``, ``DialogFragmentAbstractLocationPicker.java`` and ``dialog_move_data.xml`` (the
torrent's name as title, the location field, "Store location in history", "Browse…", Cancel
and OK, which moves the torrent's files); ``activity/TorrentDetailsActivity.java`` (the same
menu as icons on a torrent's page, with the Files, Info, Tags and Connections tabs);
``fragment/FilesFragment.java`` with ``menu_context_torrent_files.xml`` (a selected file's
menu: Launch, "Save to Device", which copies the file to the device, the priorities and
"Set to Unwanted"); ``fragment/TorrentTagsFragment.java`` with ``frag_torrent_tags.xml`` and
``AndroidUtilsUI.createTextBoxDialog`` ("Create New Tag", its name field, Cancel and OK);
``fragment/PeersFragment.java`` with ``menu_torrent_connections.xml`` ("Ask for more peers",
a tracker announce); ``activity/SubscriptionListActivity.java`` and
``SubscriptionResultsActivity.java`` with ``res.subscription/menu/menu_subscriptionlist.xml``,
``menu_context_subscriptionlist.xml`` and ``menu_context_subscription.xml`` ("New
Subscription" with its RSS URL field, Cancel and OK; a selected subscription's bar: "Mark All
Seen", "Auto-Download" and Remove; the same items in a subscription's own overflow; a result's
menu: Download, "Mark Seen" and "Mark as Unseen"); ``session/Session_Subscription.java``
("Remove Subscription?" and "Remove Subscriptions?" with Cancel and Remove, which calls
``removeSubscriptions`` on the client); ``dialog/DialogFragmentRcmAuth.java`` and
``res.rcm/layout/dialog_rcm_auth.xml`` (Swarm Discoveries' first-run dialog: its heading, the
two options, Decline and Accept, which turns the feature on); ``activity/SettingsActivity.java``,
``fragment/PrefFragmentHandler.java``, ``coreFlavor/res/xml/prefs_core.xml`` and
``dialog/DialogFragmentNumberPicker.java`` (Settings: the speed rows, "Data transfer over mobile
data plan", the other switches and rows, "Full Settings"; the speed picker with its number
pad, Unlimited, Cancel and Set; "Remote Access" with "Allow Remote Control on LAN");
``fragment/AllPrefFragmentHandler.java`` (a long press on a setting of "Full Settings" that is
not at its default opens "Reset to Default Value" with No and Yes, which sets it back to the
default).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, plain

ID = "com.biglybt.android.client:id/"
NAS, SEEDBOX = "Home NAS", "Seedbox"
UBUNTU = "ubuntu-24.04-desktop-amd64.iso"
DEBIAN = "debian-12.5.0-amd64-netinst.iso"
BUNNY = "Big Buck Bunny (1080p)"
SINTEL = "Sintel (4K)"
MAGNET = "magnet:?xt=urn:btih:08ada5a7a6183aae1e09d831df6748d566095a10"
FEED = "Linux ISOs RSS"
FEED2 = "Blender Open Movies"
FILE = "ubuntu-24.04-desktop-amd64.iso"
FOLDER = "/storage/emulated/0/Download/Linux"


def screens(t: Any) -> list[dict[str, Any]]:
    return login(t) + profiles(t) + torrents(t) + details(t) + subscriptions(t) + settings(t)


def login(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "biglybt LoginActivity"
    choices = page(
        home,
        [
            {"text": t("biglybt_tagline")},
            {"row": t("login_server_title"), "secondary": t("login_server_subtitle"),
             "rid": f"{ID}login_server"},
            {"row": t("login_remote_title"), "secondary": t("login_remote_subtitle"),
             "rid": f"{ID}login_remote"},
        ],
    )  # fmt: skip
    code = page(
        t("login_remote_title"),
        [
            {"field": f"{ID}editTextAccessCode", "hint": t("access_code_hint"), "text": "RX7K2P"},
            {"button": t("btnLoginLabel"), "rid": f"{ID}login_button"},
        ],
    )
    title = t("gdpr_dialog_title")
    core = "\n\n".join(t(k) for k in ("gdpr_full_client", "gdpr_full_client_data", "gdpr_one_time"))
    lookup = " ".join(t(k) for k in ("gdpr_code_lookup", "gdpr_we_dont_process", "gdpr_ip_warning"))
    lookup += "\n\n" + t("gdpr_one_time")
    decline, accept = t("decline"), t("accept")
    top = [t("action_adv_login"), t("import_profiles"), t("action_about")]
    return [
        entry("opens-prompt", f"{where} (choices)", choices, [(t("login_server_title"), False)]),
        alert("send", f"{where} (full client notice)", home, title, core, (decline, None),
              (accept, True)),
        entry("opens-prompt", f"{where} (access code)", code, [(t("btnLoginLabel"), False)]),
        alert("send", f"{where} (access code lookup notice)", t("login_remote_title"), title,
              lookup, (decline, None), (accept, True)),
        alert("harmless", f"{where} (access code lookup notice, declined)",
              t("login_remote_title"), title, lookup, (decline, False), (accept, None)),
        menu("opens-prompt", f"{where} (menu_login)", home, top, [(t("import_profiles"), False)]),
    ]  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "biglybt ProfileSelectorFragment"
    top = [t("action_add_profile"), t("export_profiles"), t("import_profiles"), t("action_about")]
    context = [t("action_edit_pref"), t("action_delete_pref")]
    cancel, remove = t("android:cancel"), t("button_remove")

    def removing(nick: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            f"{where} (remove profile {nick}{'' if ok else ', cancelled'})",
            home,
            t("dialog_remove_profile_title"),
            t("dialog_remove_profile_text", nick),
            (cancel, no),
            (remove, ok),
        )

    core = (
        {"field": f"{ID}profile_nick", "hint": t("profile_nickname"),
         "text": t("local_name", "Pixel 8")},
        {"switch": t("preftitle_ui_theme"), "rid": f"{ID}profile_theme", "checked": False},
        {"text": t("core_torrent_service_options")},
        {"switch": t("core_auto_start_on_boot"), "rid": f"{ID}profile_core_startup",
         "checked": True},
        {"switch": t("core_only_transfer_data_when_plugged_in"),
         "rid": f"{ID}profile_core_onlypluggedin", "checked": False},
        {"switch": t("core_data_transfer_over_mobile_data_plan"),
         "rid": f"{ID}profile_core_allowcelldata", "checked": False},
    )  # fmt: skip
    return [
        menu("opens-prompt", f"{where} (menu_intenthandler_top)", home, top,
             [(t("export_profiles"), False)]),
        menu("opens-prompt", f"{where} (menu_context_intenthandler)", home, context,
             [(t("action_delete_pref"), False)]),
        removing(NAS, True, None),
        removing(SEEDBOX, True, None),
        removing(NAS, None, False),
        alert("reversible", "biglybt DialogFragmentBiglyBTCoreProfile", home, None, None,
              (cancel, None), (t("android:ok"), False), core),
    ]  # fmt: skip


def torrent_list(t: Any) -> list[dict[str, Any]]:
    return [
        {"row": UBUNTU, "secondary": t("torrent_status_seed"), "rid": f"{ID}torrentrow_name"},
        {"row": BUNNY, "secondary": t("torrent_status_download"), "rid": f"{ID}torrentrow_name"},
        {"row": DEBIAN, "secondary": t("torrent_status_stopped"), "rid": f"{ID}torrentrow_name"},
    ]


def torrents(t: Any) -> list[dict[str, Any]]:
    where = "biglybt TorrentViewActivity (menu_torrent_list)"
    cab = "biglybt TorrentListFragment (torrent actions)"
    overflow = [
        t(k)
        for k in (
            "action_refresh", "search", "drawer_rcm", "title_activity_subscriptions",
            "action_add_torrent", "action_start_all", "action_stop_all", "settings",
            "action_giveback", "action_logout", "action_shutdown_core",
        )
    ]  # fmt: skip

    def bar(rows: list[dict[str, Any]]) -> dict[str, Any]:
        icons = [
            {"icon": t(k), "rid": f"{ID}{rid}"}
            for k, rid in (
                ("action_refresh", "action_refresh"), ("action_sel_start", "action_sel_start"),
                ("action_sel_stop", "action_sel_stop"), ("action_sel_remove", "action_sel_remove"),
            )
        ]  # fmt: skip
        return page(
            t("context_torrent_title"),
            [{"text": t("context_torrent_subtitle_selected", 1)}, *icons, {"list": rows}],
        )

    selected = bar(torrent_list(t))
    magnet = bar(
        [
            {"row": SINTEL, "secondary": t("magnet_lookup"), "rid": f"{ID}torrentrow_name"},
            {"row": UBUNTU, "secondary": t("torrent_status_seed"), "rid": f"{ID}torrentrow_name"},
        ]
    )
    more = [
        t(k)
        for k in (
            "action_sel_move", "action_sel_forcestart", "sequential_download",
            "action_sel_verify", "action_sel_relocate",
        )
    ]  # fmt: skip
    opened = page(
        t("torrent_open_options_title"),
        [
            {"text": t("header_openoptions", DEBIAN)},
            {"text": t("openoptions_lbl_name")},
            {"text": DEBIAN, "rid": f"{ID}openoptions_name"},
            {"icon": t("openoptions_btn_editname"), "rid": f"{ID}openoptions_btn_editname"},
            {"text": t("open_options_lbl_saveloc")},
            {"text": FOLDER, "rid": f"{ID}openoptions_saveloc"},
            {"icon": t("openoptions_btn_editdir"), "rid": f"{ID}openoptions_btn_editdir"},
            {"text": t("x_space_free", "21.4 GB"), "rid": f"{ID}openoptions_freespace"},
            {"button": t("button_add"), "rid": f"{ID}openoptions_btn_add"},
            {"button": t("android:cancel"), "rid": f"{ID}openoptions_btn_cancel"},
            {"switch": t("check_dont_ask_again"), "rid": f"{ID}openoptions_cb_silentadd",
             "checked": False},
        ],
    )  # fmt: skip
    adding = (
        {"text": t("addtorrent_label"), "rid": f"{ID}addtorrent_label"},
        {"field": f"{ID}addtorrent_tb", "text": MAGNET},
        {"text": t("addtorrent_info")},
    )
    moving = (
        {"field": f"{ID}movedata_editview", "hint": t("open_options_lbl_saveloc"),
         "text": FOLDER},
        {"text": t("movedata_history"), "rid": f"{ID}movedata_historylist_label"},
        {"switch": t("move_data_storeinhistory"), "rid": f"{ID}movedata_remember",
         "checked": True},
    )  # fmt: skip
    home = NAS
    return [
        menu("reversible", where, home, overflow,
             [(t("action_stop_all"), False), (t("action_shutdown_core"), False)]),
        menu("opens-prompt", f"{where} (add)", home, overflow, [(t("action_add_torrent"), False)]),
        menu("harmless", f"{where} (log out)", home, overflow, [(t("action_logout"), False)]),
        entry("opens-prompt", cab, selected, [(t("action_sel_remove"), False)]),
        menu("reversible", f"{cab} (overflow)", t("context_torrent_title"), more,
             [(t("action_sel_verify"), False)]),
        menu("opens-prompt", f"{cab} (overflow, change save folder)", t("context_torrent_title"),
             more, [(t("action_sel_relocate"), False)]),
        entry("delete", f"{cab} (magnet torrent)", magnet, [(t("action_sel_remove"), True)]),
        *removal(t, "biglybt DialogFragmentDeleteTorrent", home),
        alert("reversible", "biglybt DialogFragmentOpenTorrent", home, None, None,
              (t("android:cancel"), None), (t("android:ok"), False), adding,
              neutral=(t("button_browse"), None)),
        entry("reversible", "biglybt TorrentOpenOptionsActivity", opened,
              [(t("button_add"), False)]),
        alert("reversible", "biglybt DialogFragmentMoveData", home, UBUNTU, None,
              (t("android:cancel"), None), (t("android:ok"), False), moving,
              neutral=(t("button_browse"), None)),
    ]  # fmt: skip


def removal(t: Any, where: str, behind: str) -> list[dict[str, Any]]:
    """The removal dialog: with the files (two torrents selected, one dialog each), without
    them, and cancelled."""
    cancel, remove = t("android:cancel"), t("dialog_delete_button_remove")

    def removing(name: str, files: bool, ok: bool | None, no: bool | None) -> dict[str, Any]:
        items = (
            {"text": t("dialog_delete_message", name), "rid": f"{ID}dialog_delete_message"},
            {"switch": t("dialog_delete_datatoo"), "rid": f"{ID}dialog_delete_datacheck",
             "checked": files},
        )  # fmt: skip
        return alert(
            "delete" if ok else "harmless",
            f"{where} ({'with files' if files else 'torrent only'}, {name}"
            f"{'' if ok else ', cancelled'})",
            behind,
            t("dialog_delete_title"),
            None,
            (cancel, no),
            (remove, ok),
            items,
        )

    return [
        removing(UBUNTU, True, True, None),
        removing(DEBIAN, True, True, None),
        removing(BUNNY, False, True, None),
        removing(BUNNY, True, None, False),
    ]


def details(t: Any) -> list[dict[str, Any]]:
    where = "biglybt TorrentDetailsActivity"
    tabs = [
        {"tab": t(k)}
        for k in ("details_tab_files", "details_tab_info", "details_tab_tags", "details_tab_peers")
    ]

    def torrent(name: str, state: str) -> dict[str, Any]:
        icons = [
            {"icon": t(k), "rid": f"{ID}{k}"}
            for k in ("action_refresh", "action_sel_start", "action_sel_stop", "action_sel_remove")
        ]
        return page(name, [{"text": NAS}, *icons, *tabs, {"text": state}])

    files = [t(k) for k in ("action_sel_launch", "action_sel_save", "action_sel_priority_up",
                            "action_sel_priority_down", "action_set_unwanted")]  # fmt: skip
    tags = page(
        BUNNY,
        [
            *tabs,
            {"button": "Movies"},
            {"button": "Blender"},
            {"button": t("create_new_tag"), "rid": f"{ID}torrent_tags_new"},
        ],
    )
    naming = ({"field": f"{ID}textInputEditText", "hint": t("newtag.name"), "text": "Favourites"},)
    ok, cancel = t("android:ok"), t("android:cancel")
    return [
        entry("opens-prompt", where, torrent(BUNNY, t("torrent_status_download")),
              [(t("action_sel_remove"), False)]),
        entry("delete", f"{where} (magnet torrent)", torrent(SINTEL, t("magnet_lookup")),
              [(t("action_sel_remove"), True)]),
        alert("delete", "biglybt DialogFragmentDeleteTorrent (details, with files)", BUNNY,
              t("dialog_delete_title"), None, (cancel, None),
              (t("dialog_delete_button_remove"), True),
              ({"text": t("dialog_delete_message", BUNNY), "rid": f"{ID}dialog_delete_message"},
               {"switch": t("dialog_delete_datatoo"), "rid": f"{ID}dialog_delete_datacheck",
                "checked": True})),
        menu("reversible", "biglybt FilesFragment (menu_context_torrent_files)",
             t("file_actions_for", FILE), files, [(t("action_set_unwanted"), False)]),
        menu("reversible", "biglybt FilesFragment (save to device)",
             t("file_actions_for", FILE), files, [(t("action_sel_save"), False)]),
        entry("opens-prompt", "biglybt TorrentTagsFragment", tags, [(t("create_new_tag"), False)]),
        alert("reversible", "biglybt TorrentTagsFragment (create tag)", BUNNY,
              t("create_new_tag"), None, (cancel, None), (ok, False), naming),
        menu("harmless", "biglybt PeersFragment (menu_torrent_connections)", BUNNY,
             [t("action_update_tracker")], [(t("action_update_tracker"), False)]),
    ]  # fmt: skip


def subscriptions(t: Any) -> list[dict[str, Any]]:
    where = "biglybt SubscriptionListActivity"
    home = t("title_activity_subscriptions")
    ok, cancel = t("android:ok"), t("android:cancel")
    remove = t("dialog_delete_button_remove")
    rows = [
        {"row": FEED, "secondary": t("last_updated", "5 min"), "rid": f"{ID}sl_name"},
        {"row": FEED2, "secondary": t("last_updated", "2 h"), "rid": f"{ID}sl_name"},
    ]
    icons = [
        {"icon": t(k), "rid": f"{ID}{rid}"}
        for k, rid in (("mark_all_seen", "action_mark_all_seen"),
                       ("auto_download", "action_auto_download"),
                       ("action_sel_remove", "action_sel_remove"))
    ]  # fmt: skip
    bar = page(
        t("context_subscription_title"),
        [{"text": t("context_torrent_subtitle_selected", 1)}, *icons, {"list": rows}],
    )
    feed = [t("mark_all_seen"), t("auto_download"), t("action_sel_remove")]
    result = [t("action_download"), t("mark_seen"), t("mark_unseen")]
    url = ({"field": f"{ID}textInputEditText", "hint": t("subscription_add_hint"),
            "text": "https://distrowatch.com/news/torrents.xml"},)  # fmt: skip

    def removing(src: str, behind: str, names: list[str], ok: bool | None,
                 no: bool | None) -> dict[str, Any]:  # fmt: skip
        if len(names) == 1:
            title = t("subscription_remove_title")
            message = plain(t("subscription_remove_text", names[0]))
        else:
            title = t("subscriptions_remove_title")
            message = plain(t("subscriptions_remove_text", str(len(names))))
        return alert("delete" if ok else "harmless", src, behind, title, message, (cancel, no),
                     (remove, ok))  # fmt: skip

    results = "biglybt SubscriptionResultsActivity"
    return [
        menu("opens-prompt", f"{where} (menu_subscriptionlist)", home,
             [t("action_add_subscription"), t("action_refresh")],
             [(t("action_add_subscription"), False)]),
        alert("reversible", f"{where} (new subscription)", home, t("action_add_subscription"),
              None, (cancel, None), (ok, False), url),
        entry("opens-prompt", f"{where} (subscription actions)", bar,
              [(t("action_sel_remove"), False)]),
        entry("reversible", f"{where} (subscription actions, mark all seen)", bar,
              [(t("mark_all_seen"), False)]),
        removing(f"{where} (remove one)", home, [FEED], True, None),
        removing(f"{where} (remove three)", home, [FEED, FEED2, "Debian CD"], True, None),
        removing(f"{where} (remove one, cancelled)", home, [FEED], None, False),
        menu("opens-prompt", f"{results} (menu_context_subscriptionlist)", FEED, feed,
             [(t("action_sel_remove"), False)]),
        removing(f"{results} (remove)", FEED, [FEED2], True, None),
        menu("reversible", f"{results} (menu_context_subscription)",
             t("subscription_actions_for", UBUNTU), result, [(t("action_download"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    where = "biglybt SettingsActivity (prefs_core)"
    home = t("settings")
    rows = page(
        home,
        [
            {"text": t("prefcat_bandwidth")},
            {"row": t("preftitle_max_dl_speed"), "secondary": t("unlimited")},
            {"row": t("preftitle_max_ul_speed"), "secondary": t("setting_speed_on_summary",
                                                                  "500 Kb/s")},
            {"text": t("prefcat_network")},
            {"switch": t("core_data_transfer_over_mobile_data_plan"), "checked": False},
            {"row": t("preftitle_port_settings"), "secondary": t("pref_peerport_random")},
            {"row": t("pref_conn_encryption_title")},
            {"row": t("preftitle_core_proxy_settings"), "secondary": t("pref_proxy_disabled")},
            {"text": t("prefcat_power_management")},
            {"switch": t("core_only_transfer_data_when_plugged_in"), "checked": False},
            {"switch": t("core_auto_start_on_boot"), "checked": True},
            {"text": t("prefcat_advanced")},
            {"row": t("action_full_settings")},
        ],
    )  # fmt: skip
    pad = tuple(
        {"button": str(n), "rid": f"{ID}numpad_{n}"} for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)
    )
    picker = (
        {"field": f"{ID}number_picker", "text": "500"},
        {"text": t("kbps"), "rid": f"{ID}number_picker_suffix"},
        *pad,
        {"icon": t("backspace"), "rid": f"{ID}numpad_BS"},
    )
    remote = page(
        t("ps_core_remote_access"),
        [
            {"text": t("core_remote_access_summary_disabled")},
            {"switch": t("preftitle_remote_access_lan"), "checked": False},
            {"switch": t("preftitle_core_remote_access_reqpw"), "checked": True},
        ],
    )
    full = t("action_full_settings")
    reset = (t("reset_to_default"), t("AskResetToDefault"))
    return [
        entry("reversible", where, rows, [(t("core_data_transfer_over_mobile_data_plan"), False)]),
        entry("opens-prompt", f"{where} (download speed)", rows,
              [(t("preftitle_max_dl_speed"), False)]),
        alert("reversible", "biglybt DialogFragmentNumberPicker (download speed)", home,
              t("rp_download_speed"), None, (t("android:cancel"), None),
              (t("button_set"), False), picker, neutral=(t("unlimited"), None)),
        alert("reset", "biglybt AllPrefFragmentHandler (reset to default)", full, *reset,
              (t("no"), None), (t("yes"), True)),
        alert("harmless", "biglybt AllPrefFragmentHandler (reset to default, declined)", full,
              *reset, (t("no"), False), (t("yes"), None)),
        entry("reversible", "biglybt SettingsActivity (remote access)", remote,
              [(t("preftitle_remote_access_lan"), False)]),
        alert("reversible", "biglybt DialogFragmentRcmAuth", t("drawer_rcm"),
              t("rcm_ftux_heading"), plain(t("rcm_ftux_info")), (t("decline"), None),
              (t("accept"), False),
              ({"radio": plain(t("rcm_ftux_option_preselect")), "rid": f"{ID}rcm_rb_pre",
                "checked": True},)),
        alert("harmless", "biglybt DialogFragmentRcmAuth (declined)", t("drawer_rcm"),
              t("rcm_ftux_heading"), plain(t("rcm_ftux_info")), (t("decline"), False),
              (t("accept"), None)),
    ]  # fmt: skip
