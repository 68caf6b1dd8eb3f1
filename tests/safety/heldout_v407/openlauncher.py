"""OpenLauncher's screens (``com.benny.openlauncher``, a home screen app: icons, folders,
pinned shortcuts and widgets placed on desktop pages and the dock, pages added and removed,
the minibar's actions, gestures, hidden apps, icon packs and themes, and the launcher's
settings and desktop backed up, restored and reset), strings from
``app/src/main/res/values*/strings.xml``. The app, folder, shortcut, widget and file names on
the screens are the same in every language.

Read from the code (``app/src/main/java/com/benny/openlauncher``):
``widget/ItemOptionView.java`` (``showItemPopup``: the long-pressed item's popup, rows of
``res/layout/item_popup_icon_label.xml`` with ``item_popup_label``: an app on the desktop or
the dock gets its app shortcuts, Edit, Remove, Uninstall and Info, an app in the drawer only
Uninstall and Info, a pinned shortcut Edit, Remove and Info, a folder or an action Edit and
Remove, a widget Remove and Resize) and ``activity/homeparts/HpItemOption.java`` (Remove takes
the item off its page and calls ``DatabaseHelper.deleteItem(item, true)``, which deletes the
row and, for a folder, every item in it; Uninstall only starts the system's
``ACTION_DELETE``, which asks; Info opens the system's app details; Resize shows the widget's
handles; an app shortcut is started through ``LauncherApps.startShortcut``; Edit opens
``HpEventHandler.showEditDialog``, ``DialogHelper.editItemDialog``: "Edit Item", written in
the code in English, with the label in ``android:id/input`` and the platform's Cancel and
OK, which renames the item); ``widget/DesktopOptionView.java`` and
``activity/homeparts/HpDesktopOption.java`` (the desktop's long-press bar: Remove, which
removes an empty page at once and otherwise opens Remove with the message "This page is not
empty. Those items will also be removed.", written in English in the code, whose OK calls
``Desktop.removeCurrentPage``, deleting every item of the page from the database; Home, which
makes the page the home page; Lock, which locks or unlocks the desktop; Widget, which opens
the system's widget picker; Action, which opens the action list whose one row, "Open App
Drawer", adds an action icon; Settings); ``util/LauncherAction.java`` and
``res/layout/item_minibar.xml`` (the minibar: "Lock Screen" calls ``lockNow`` or, without
device administration, opens "Device Administration" with Cancel and Enable, which opens the
system's device administrators page); ``activity/MinibarEditActivity.java`` and
``res/layout/activity_minibar_edit.xml`` (the minibar's ``enableSwitch``);
``res/xml/preferences_master.xml`` and ``fragment/SettingsMasterFragment.java`` (the
settings' categories; "Hide Apps" opens ``HideAppsActivity``);
``res/xml/preferences_advanced.xml`` and ``fragment/SettingsMiscellaneousFragment.java``
(Advanced: Backup, which opens a folder picker, Restore, which opens a file picker, "Reset
Settings" and "Reset Database", which open ``DialogHelper.alertDialog`` with "Are you sure?
This action cannot be undone unless you have a backup." and the platform's Cancel and OK,
whose OK calls ``AppSettings.resetSettings`` or empties the desktop's table through
``DatabaseHelper.onUpgrade``, and Restart, which recreates the home screen);
``activity/SettingsActivity.java`` and ``util/BackupHelper.java`` (the picker's OK: for
Backup, ``backupConfig`` writes ``openlauncher_<time>.zip`` into the chosen folder; for
Restore, ``restoreConfig`` deletes ``home.db`` and ``app.xml`` and writes the backup's copies
over them, then the app exits), with the picker of the NoNonsense-FilePicker library, 4.2.1,
that the app builds with (``nnf_fragment_filepicker.xml``: ``nnf_current_dir``, the list,
``nnf_button_cancel`` and ``nnf_button_ok``, whose words are the platform's Cancel and OK);
``fragment/HideAppsFragment.java`` and ``res/layout/view_hide_apps.xml`` (each app's row
ticks it; the ``fab_rq`` button saves the hidden list); ``res/xml/preferences_behavior.xml``
and ``fragment/SettingsBehaviorFragment.java`` (the checkboxes; a gesture's row opens None,
Action and App, then the action list); ``res/xml/preferences_desktop.xml`` (Show Grid and the
search URI, a text dialog with Cancel and OK); ``res/xml/preferences_dock.xml`` (Enable);
``res/xml/preferences_appearance.xml``, ``fragment/SettingsAppearanceFragment.java`` and
``viewutil/DialogHelper.java`` (``startPickIconPackIntent``: "Select Icon Pack" with Default
and the installed packs; Theme's Light, Dark and Black). The Material Dialogs library (0.9.6.0)
gives the dialogs' ids.
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, md_dialog, over_home, page

MESSAGES, CONTACTS, CLOCK = "Messages", "Contacts", "Clock"
SHORTCUTS = ["Create contact", "Scan QR code"]
"""The app shortcuts Contacts publishes, shown above the launcher's rows."""
NOT_EMPTY = "=This page is not empty. Those items will also be removed."
EDIT_ITEM = "=Edit Item"
BACKUPS = "/storage/emulated/0/OpenLauncher"
DOWNLOADS = "/storage/emulated/0/Download"
OLD, NEW = "openlauncher_20240302T091500.zip", "openlauncher_20240318T204012.zip"
APPS = [
    ("Calculator", "com.android.calculator2.Calculator"),
    (CLOCK, "com.android.deskclock.DeskClock"),
    ("Files", "com.android.documentsui.LauncherActivity"),
]


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + desktop(t) + minibar(t) + advanced(t) + pickers(t) + settings(t)


def popup(t: Any, rows: list[str]) -> dict[str, Any]:
    """A long-pressed item's popup: its rows, top to bottom."""
    return over_home([{"row": t(r), "rid": f"{ID}item_popup_label"} for r in rows])


def home(t: Any) -> list[dict[str, Any]]:
    where = "openlauncher ItemOptionView"
    app = popup(t, ["edit", "remove", "uninstall", "info"])
    shortcuts = popup(t, [*(f"={s}" for s in SHORTCUTS), "edit", "remove", "uninstall", "info"])
    drawer = popup(t, ["uninstall", "info"])
    folder = popup(t, ["edit", "remove"])
    pinned = popup(t, ["edit", "remove", "info"])
    widget = popup(t, ["remove", "resize"])
    edit = (t(EDIT_ITEM), None)
    field = ({"field": "android:id/input", "text": "Games"},)
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("reversible", f"{where} (app on the desktop)", app, [(t("remove"), False)]),
        entry("opens-prompt", f"{where} (app on the desktop)", app, [(t("uninstall"), False)]),
        entry("opens-prompt", f"{where} (app on the desktop)", app, [(t("edit"), False)]),
        entry("harmless", f"{where} (app on the desktop)", app, [(t("info"), False)]),
        entry("harmless", f"{where} (app shortcuts)", shortcuts, [(SHORTCUTS[0], False)]),
        entry("opens-prompt", f"{where} (app in the drawer)", drawer, [(t("uninstall"), False)]),
        entry("delete", f"{where} (folder on the desktop)", folder, [(t("remove"), True)]),
        entry("delete", f"{where} (folder in the dock)", folder, [(t("remove"), True)]),
        entry("opens-prompt", f"{where} (folder on the desktop)", folder, [(t("edit"), False)]),
        entry("delete", f"{where} (pinned shortcut on the desktop)", pinned, [(t("remove"), True)]),
        entry("delete", f"{where} (pinned shortcut in the dock)", pinned, [(t("remove"), True)]),
        entry("delete", f"{where} (clock widget)", widget, [(t("remove"), True)]),
        entry("delete", f"{where} (notes widget, second page)", widget, [(t("remove"), True)]),
        entry("harmless", f"{where} (clock widget)", widget, [(t("resize"), False)]),
        entry("reversible", f"{where} (action icon)", folder, [(t("remove"), False)]),
        md_dialog(
            "reversible",
            "openlauncher DialogHelper (edit item)",
            None,
            edit[0],
            None,
            (cancel, None),
            (ok, False),
            field,
        ),
        md_dialog(
            "harmless",
            "openlauncher DialogHelper (edit item)",
            None,
            edit[0],
            None,
            (cancel, False),
            (ok, None),
            field,
        ),
    ]


def desktop(t: Any) -> list[dict[str, Any]]:
    where = "openlauncher DesktopOptionView"
    keys = ["remove", "home", "lock", "widget", "action", "pref_title__settings"]
    bar = over_home([{"button": t(k)} for k in keys])
    gone = "openlauncher HpDesktopOption (remove page)"
    cancel, ok = t("android:cancel"), t("android:ok")
    actions = over_home(
        [{"row": t("minibar_title__app_drawer"), "rid": f"{ID}md_title"}],
        {"title": t("action")},
    )
    return [
        entry("opens-prompt", f"{where} (page with items)", bar, [(t("remove"), False)]),
        entry("reversible", f"{where} (empty page)", bar, [(t("remove"), False)]),
        entry("reversible", where, bar, [(t("home"), False)]),
        entry("reversible", where, bar, [(t("lock"), False)]),
        entry("opens-prompt", where, bar, [(t("action"), False)]),
        md_dialog("delete", gone, None, t("remove"), t(NOT_EMPTY), (cancel, None), (ok, True)),
        md_dialog("harmless", gone, None, t("remove"), t(NOT_EMPTY), (cancel, False), (ok, None)),
        entry(
            "reversible",
            "openlauncher DialogHelper (desktop actions)",
            actions,
            [(t("minibar_title__app_drawer"), False)],
        ),
    ]


def minibar(t: Any) -> list[dict[str, Any]]:
    keys = [
        "edit_minibar",
        "set_wallpaper",
        "lock_screen",
        "launcher_settings",
        "volume_dialog",
        "device_settings",
        "camera",
    ]
    drawer = over_home([{"row": t(f"minibar_title__{k}"), "rid": f"{ID}tv"} for k in keys])
    admin = (t("device_admin_title"), t("device_admin_summary"))
    cancel = t("android:cancel")
    edit = page(
        t("minibar"),
        [
            {"switch": t("on"), "rid": f"{ID}enableSwitch", "checked": True},
            {
                "list": [
                    {"row": t(f"minibar_title__{k}"), "secondary": t(f"minibar_summary__{k}")}
                    for k in keys
                ]
            },
        ],
    )
    where = "openlauncher LauncherAction (lock screen, no device administration)"
    return [
        entry(
            "harmless",
            "openlauncher HomeActivity (minibar)",
            drawer,
            [(t("minibar_title__lock_screen"), False)],
        ),
        md_dialog("opens-prompt", where, None, *admin, (cancel, None), (t("enable"), False)),
        entry("reversible", "openlauncher MinibarEditActivity", edit, [(t("on"), False)]),
    ]


def advanced(t: Any) -> list[dict[str, Any]]:
    master_keys = [
        ("interfaces", ["desktop", "dock", "app_drawer", "appearance"]),
        ("others", ["behavior", "advanced", "hide_apps", "about"]),
    ]
    master = page(
        t("pref_title__settings"),
        [
            item
            for head, rows in master_keys
            for item in (
                {"text": t(f"pref_title__{head}")},
                *({"row": t(f"pref_title__{r}")} for r in rows),
            )
        ],
    )
    title = t("pref_title__advanced")
    rows = page(
        title,
        [
            {"row": t("pref_title__language"), "secondary": t("pref_summary__language")},
            {"text": t("pref_title__backup")},
            {"row": t("pref_title__backup"), "secondary": t("pref_summary__backup")},
            {"row": t("pref_title__restore"), "secondary": t("pref_summary__restore")},
            {"text": t("pref_title__debug")},
            {
                "row": t("pref_title__reset_settings"),
                "secondary": t("pref_summary__reset_settings"),
            },
            {
                "row": t("pref_title__reset_database"),
                "secondary": t("pref_summary__reset_database"),
            },
            {"row": t("pref_title__restart"), "secondary": t("pref_summary__restart")},
        ],
    )
    # The Backup heading and row share a title, and in German the Advanced row and the
    # Others heading: those rows are not tapped.
    where = "openlauncher SettingsMiscellaneousFragment"
    cancel, ok = t("android:cancel"), t("android:ok")
    sure = t("are_you_sure")

    def reset(kind: str, category: str, bad: bool) -> dict[str, Any]:
        name = f"{where} (reset {kind})"
        heading = t(f"pref_title__reset_{kind}")
        if bad:
            return md_dialog(category, name, title, heading, sure, (cancel, None), (ok, True))
        return md_dialog("harmless", name, title, heading, sure, (cancel, False), (ok, None))

    return [
        entry(
            "harmless",
            "openlauncher SettingsMasterFragment",
            master,
            [(t("pref_title__about"), False)],
        ),
        entry(
            "harmless",
            "openlauncher SettingsMasterFragment",
            master,
            [(t("pref_title__hide_apps"), False)],
        ),
        entry("opens-prompt", where, rows, [(t("pref_title__reset_settings"), False)]),
        entry("opens-prompt", where, rows, [(t("pref_title__reset_database"), False)]),
        entry("harmless", where, rows, [(t("pref_title__restart"), False)]),
        entry("opens-prompt", where, rows, [(t("pref_title__restore"), False)]),
        reset("settings", "reset", True),
        reset("settings", "harmless", False),
        reset("database", "delete", True),
        reset("database", "harmless", False),
    ]


def picker(t: Any, folder: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The file picker at ``folder``: its rows, then Cancel and OK."""
    return page(
        folder,
        [
            {"list": rows},
            {"button": t("android:cancel"), "rid": f"{ID}nnf_button_cancel"},
            {"button": t("android:ok"), "rid": f"{ID}nnf_button_ok"},
        ],
    )


def pickers(t: Any) -> list[dict[str, Any]]:
    where = "openlauncher SettingsActivity"
    folders = picker(
        t, "/storage/emulated/0", [{"row": ".."}, {"row": "Download"}, {"row": "OpenLauncher"}]
    )
    one = picker(t, BACKUPS, [{"row": ".."}, {"switch": NEW, "checked": True}])
    two = picker(
        t,
        BACKUPS,
        [{"row": ".."}, {"switch": OLD, "checked": True}, {"switch": NEW, "checked": False}],
    )
    other = picker(
        t, DOWNLOADS, [{"row": ".."}, {"row": "Camera"}, {"switch": NEW, "checked": True}]
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("harmless", f"{where} (backup, folder picker)", folders, [(ok, False)]),
        entry("overwrite", f"{where} (restore, file picker)", one, [(ok, True)]),
        entry("overwrite", f"{where} (restore, older backup)", two, [(ok, True)]),
        entry("overwrite", f"{where} (restore, from Download)", other, [(ok, True)]),
        entry("harmless", f"{where} (restore, file picker)", one, [(cancel, False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    hide = page(
        t("pref_title__hide_apps"),
        [
            {"list": [{"row": name, "secondary": cls} for name, cls in APPS]},
            {"id": f"{ID}fab_rq", "rid": f"{ID}fab_rq"},
        ],
    )
    gestures = ["double_tap", "swipe_up", "swipe_down", "pinch_in", "pinch_out"]
    behavior = page(
        t("pref_title__behavior"),
        [
            {"switch": t("pref_title__gesture_notifications"), "checked": False},
            {"text": t("pref_summary__gesture_notifications")},
            {"switch": t("pref_title__gesture_feedback"), "checked": False},
            {"switch": t("pref_title__gesture_quick_swipe"), "checked": True},
            {"text": t("pref_title__gestures")},
            *({"row": t(f"pref_title__gesture_{g}"), "secondary": t("none")} for g in gestures),
        ],
    )
    choose = over_home(
        [{"row": t(k), "rid": f"{ID}md_title"} for k in ("none", "action", "app")],
        {"title": t("pref_title__gesture_double_tap")},
    )
    action_keys = [
        "edit_minibar",
        "set_wallpaper",
        "lock_screen",
        "launcher_settings",
        "volume_dialog",
        "device_settings",
        "app_drawer",
        "search_bar",
        "mobile_network",
        "notification_bar",
    ]
    actions = over_home(
        [{"row": t(f"minibar_title__{k}"), "rid": f"{ID}md_title"} for k in action_keys],
        {"title": t("action")},
    )
    desk = page(
        t("pref_title__desktop"),
        [
            {"text": t("pref_title__size")},
            {"row": t("columns"), "secondary": "5"},
            {"row": t("rows"), "secondary": "6"},
            {"text": t("pref_title__appearance")},
            {"row": t("pref_title__desktop_indicator_style")},
            {"row": t("minibar")},
            {"switch": t("pref_title__desktop_show_grid"), "checked": True},
            {"switch": t("pref_title__desktop_fullscreen"), "checked": False},
        ],
    )
    uri = ({"field": "android:id/edit", "text": "https://duckduckgo.com/?q={query}"},)
    dock = page(
        t("pref_title__dock"),
        [
            {"switch": t("enable"), "checked": True},
            {"text": t("pref_title__size")},
            {"row": t("columns"), "secondary": "5"},
            {"row": t("rows"), "secondary": "1"},
        ],
    )
    icons = over_home(
        [{"row": t("default_icons")}, {"row": "Whicons"}], {"title": t("select_icon_pack")}
    )
    themes = [
        {"radio": t(k), "rid": "android:id/text1", "checked": k == "light"}
        for k in ("light", "dark", "black")
    ]
    cancel, ok = t("android:cancel"), t("android:ok")
    look = t("pref_title__appearance")
    return [
        entry("reversible", "openlauncher HideAppsFragment", hide, [("Calculator", False)]),
        entry("reversible", "openlauncher HideAppsFragment", hide, [("fab_rq", False)]),
        entry(
            "reversible",
            "openlauncher SettingsBehaviorFragment",
            behavior,
            [(t("pref_title__gesture_notifications"), False)],
        ),
        entry(
            "opens-prompt",
            "openlauncher SettingsBehaviorFragment",
            behavior,
            [(t("pref_title__gesture_double_tap"), False)],
        ),
        entry("reversible", "openlauncher DialogHelper (gesture)", choose, [(t("none"), False)]),
        entry(
            "reversible",
            "openlauncher DialogHelper (gesture action)",
            actions,
            [(t("minibar_title__lock_screen"), False)],
        ),
        entry(
            "reversible",
            "openlauncher SettingsDesktopFragment",
            desk,
            [(t("pref_title__desktop_show_grid"), False)],
        ),
        alert(
            "reversible",
            "openlauncher SettingsDesktopFragment (search URI)",
            t("pref_title__desktop"),
            t("pref_title__search_bar_base_uri"),
            t("pref_dialog__search_bar_base_uri"),
            (cancel, None),
            (ok, False),
            uri,
        ),
        entry("reversible", "openlauncher SettingsDockFragment", dock, [(t("enable"), False)]),
        entry(
            "reversible",
            "openlauncher DialogHelper (icon pack)",
            icons,
            [(t("default_icons"), False)],
        ),
        alert(
            "reversible",
            "openlauncher SettingsAppearanceFragment (theme)",
            look,
            t("pref_title__theme"),
            None,
            (cancel, None),
            None,
            tuple(themes),
            ((t("dark"), False),),
        ),
    ]
