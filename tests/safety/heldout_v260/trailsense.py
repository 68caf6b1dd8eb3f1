"""Trail Sense's screens (``com.kylecorry.trail_sense``, an offline hiking and survival toolkit:
beacons and beacon groups created, imported, hidden and deleted, paths kept, merged,
simplified and deleted with their waypoints, packing lists renamed, cleared and deleted with
their items, notes, tide tables, cloud observations and offline maps deleted, the pedometer's
distance reset, backups made and restored, the barometer's calibration reset and the altimeter's
elevation model removed), strings from ``app/src/main/res/values*/strings.xml``. The names of
beacons, paths, packs, notes, tides and maps on the screens are the same in every language.

Read from the code (``app/src/main/java/com/kylecorry/trail_sense``): ``tools/beacons/ui/list/
BeaconListFragment.kt`` and ``res/layout/fragment_beacon_list.xml`` (the title's menu button,
``toolbar_right_button``, opens "Sort", Export, "Navigate to nearest cell signal" and Delete,
which opens "Delete" with "All beacons will be deleted." at the top level or "... and all its
beacons will be deleted." in a group, whose OK calls ``beaconService.delete``; the add button,
``create_btn``, opens ``res/menu/beacon_create_menu.xml``: "QR Code", "Import GPX", which opens
the file picker and then "Import" with the file's waypoints ticked and OK, which creates the
beacons, Group and Beacon; Export opens "Export" with the beacons ticked and OK, which then
opens the system's file picker); ``BeaconListItemMapper.kt`` (a beacon's menu: Navigate,
"Share…", Edit, "Move to", Delete) and ``BeaconGroupListItemMapper.kt`` (a group's menu: "Show
all", "Hide all", Rename, "Move to", Delete); ``tools/beacons/infrastructure/commands/
DeleteBeaconCommand.kt`` ("Delete" with the beacon's name, OK and Cancel; OK deletes it);
``tools/paths/ui/PathsFragment.kt``, ``PathListItemMapper.kt`` (a recorded path's menu: Rename,
"Keep forever" for a temporary path, which only clears its ``temporary`` flag, Export, Merge,
Delete, Simplify, "Move to") and ``PathGroupListItemMapper.kt`` (a group's menu: "Show all",
"Hide all", Rename, Export, Delete, "Move to"), ``res/menu/add_path_menu.xml`` ("Import GPX",
Group, Path); ``tools/paths/ui/commands/DeletePathCommand.kt`` ("Delete path?" with the count
of waypoints to be deleted; OK calls ``pathService.deletePath``), ``DeletePathGroupGroupCommand
.kt`` ("Delete" with "... and all its paths will be deleted."), ``SimplifyPathCommand.kt``
("Simplification quality" with High, Moderate and Low and OK, which removes waypoints from the
path, ``pathService.simplifyPath``), ``MergePathCommand.kt`` (Merge opens "Append onto", a list
of the other paths with only Cancel, ``shared/grouping/picker/GroupablePickers.kt``; tapping a
path picks it, and ``PathService.mergePaths`` writes one new path and deletes both),
``DeletePointCommand .kt`` ("Delete waypoint?" with OK) and ``res/menu/waypoint_item_menu.xml``
(a waypoint's menu: Navigate, "Create beacon", Delete);
``tools/packs/ui/PackItemListFragment.kt`` and ``res/layout/fragment_item_list.xml`` (the
pack's title menu: Sort, Rename, Export, Delete, "Clear amounts"; "Delete pack?" with the
pack's name, whose OK calls ``itemRepo.deletePack``; "Clear amounts" with "Clear all packed
amounts?", whose OK calls ``clearPackedAmounts``; Rename's text prompt; an item's menu from
``mappers/PackItemListItemMapper.kt``: Add, Subtract, Edit and Delete, which calls
``itemRepo.deleteItem`` at once, with no prompt; Add's number prompt with the hint Amount),
``PackListFragment.kt`` and ``res/menu/add_pack_menu.xml`` ("Import packing list", "New packing
list"); ``tools/notes/ui/FragmentToolNotes.kt`` and ``NoteListItemMapper.kt`` (a note's menu:
"QR Code", Delete; "Delete note?" with the note's title; OK calls ``notesRepo.deleteNote``);
``tools/tides/ui/TideListFragment.kt`` and ``mappers/TideTableListItemMapper.kt`` (a tide
table's menu: Edit, Hide, Delete; "Delete tide?" with the table's name; OK calls
``deleteTideTable``); ``tools/clouds/ui/CloudFragment.kt`` and
``CloudReadingListItemMapper.kt`` (an observation's menu, Delete; "Delete" with the cloud's
name; OK calls ``repo.delete``); ``tools/pedometer/ui/FragmentToolPedometer.kt`` and
``res/layout/fragment_tool_pedometer.xml`` (``reset_btn``, Reset, opens "Reset distance?",
whose OK calls ``startNewStepTrackingPeriod``; the title's button opens "Distance alert" with
"Remove distance alert (...)?", whose OK clears the alert's distance);
``tools/offline_maps/ui/mappers/ MapGroupMapper.kt`` and ``TrailMapListItemMapper.kt`` with
``ui/commands/DeleteMapCommand.kt`` ("Delete" with the map's name, or "... and all its maps
will be deleted." for a group; OK calls ``mapService.delete``);
``settings/ui/BackupSettingsFragment.kt``, ``res/xml/ backup_preferences.xml``,
``settings/backup/BackupCommand.kt`` ("Backup" with its disclaimer and a Backup button, which
then opens the system's file picker to write the backup) and ``RestoreCommand.kt`` ("Restore"
with "This action will overwrite all of your current data..." and a Restore button, after which
the chosen backup file replaces the app's data); ``settings/ui/ CalibrateBarometerFragment.kt``
and ``res/xml/barometer_calibration.xml`` ("Reset calibration", which opens "Reset
calibration?", whose OK sets the barometer offset back to 0); ``settings/ui/
CalibrateAltimeterFragment.kt`` and ``res/xml/altimeter_calibration.xml`` ("Remove DEM", whose
prompt's OK clears the imported digital elevation model with
``DigitalElevationModelLoader.clear``). ``Alerts.dialog`` and ``Pickers`` take OK and Cancel
from the platform (``android.R.string.ok`` and ``cancel``).
"""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE
from screens import alert, dialog, entry, menu, page

ID = "com.kylecorry.trail_sense:id/"
BEACON, GROUP, PLACE = "Trailhead parking", "Camp sites", "Spring at Bear Creek"
PATH, OTHER, PATHS_GROUP, POINTS = "Ridge loop", "Lake trail", "Day hikes", 1204
PACK, ITEM, ITEM2 = "Weekend trip", "Water filter", "Headlamp"
NOTE, NOTE2 = "Water sources", "Ranger station hours"
TIDE, TIDE2 = "Half Moon Bay", "Pillar Point"
MAP, MAP2, MAP_GROUP = "Ridge trail", "Valley topo", "Coast"
WHERE = "trailsense"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        beacons(t)
        + paths(t)
        + packs(t)
        + notes(t)
        + tides(t)
        + clouds(t)
        + pedometer(t)
        + offline_maps(t)
        + settings(t)
    )


def ok_cancel(t: Any) -> tuple[str, str]:
    return t("android:ok"), t("android:cancel")


def beacons(t: Any) -> list[dict[str, Any]]:
    title = t("beacons")
    ok, cancel = ok_cancel(t)
    where = f"{WHERE} BeaconListFragment"
    top = [
        t("sort_by", t("most_recent")),
        t("export"),
        t("navigate_to_nearest_cell_signal"),
        t("delete"),
    ]
    one = [t("navigate"), t("share_ellipsis"), t("edit"), t("move_to"), t("delete")]
    group = [t("show_all"), t("hide_all"), t("rename"), t("move_to"), t("delete")]
    create = page(
        title,
        [
            {"list": [{"row": GROUP}, {"row": BEACON}, {"row": PLACE}]},
            {"menu": t("qr_code"), "rid": f"{ID}action_import_qr_beacon"},
            {"menu": t("import_gpx"), "rid": f"{ID}action_import_gpx_beacons"},
            {"menu": t("group"), "rid": f"{ID}action_create_beacon_group"},
            {"menu": t("beacon"), "rid": f"{ID}action_create_beacon"},
        ],
    )
    waypoints = ({"list": [{"row": "Summit", "checked": True}, {"row": PLACE, "checked": True}]},)
    everything = (t("delete"), t("delete_all_beacons"))
    return [
        menu("opens-prompt", f"{where} (title menu)", title, top, [(t("delete"), False)]),
        menu("harmless", f"{where} (title menu)", title, top, [(t("export"), False)]),
        alert("delete", f"{where} (delete all)", title, *everything, (cancel, None), (ok, True)),
        alert("harmless", f"{where} (delete all)", title, *everything, (cancel, False), (ok, None)),
        alert(
            "delete",
            f"{where} (delete group)",
            GROUP,
            t("delete"),
            t("delete_beacon_group_message", GROUP),
            (cancel, None),
            (ok, True),
        ),
        menu("opens-prompt", f"{where} (beacon menu)", title, one, [(t("delete"), False)]),
        alert(
            "delete",
            f"{WHERE} DeleteBeaconCommand",
            title,
            t("delete"),
            BEACON,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            f"{WHERE} DeleteBeaconCommand",
            title,
            t("delete"),
            BEACON,
            (cancel, False),
            (ok, None),
        ),
        menu("reversible", f"{where} (group menu)", title, group, [(t("hide_all"), False)]),
        entry("harmless", f"{where} (create menu)", create, [(t("import_gpx"), False)]),
        alert(
            "reversible",
            f"{where} (import GPX)",
            title,
            t("import_btn"),
            None,
            (cancel, None),
            (ok, False),
            waypoints,
        ),
        alert(
            "harmless",
            f"{where} (export)",
            title,
            t("export"),
            None,
            (cancel, None),
            (ok, False),
            waypoints,
        ),
    ]


def paths(t: Any) -> list[dict[str, Any]]:
    title = t("paths")
    ok, cancel = ok_cancel(t)
    where = f"{WHERE} PathsFragment"
    one = [
        t("rename"),
        t("keep_forever"),
        t("export"),
        t("merge"),
        t("delete"),
        t("simplify"),
        t("move_to"),
    ]
    group = [t("show_all"), t("hide_all"), t("rename"), t("export"), t("delete"), t("move_to")]
    gone = (t("delete_path"), t(f"waypoints_to_be_deleted#{POINTS}"))
    quality = (
        {"radio": t("high"), "checked": False},
        {"radio": t("moderate"), "checked": True},
        {"radio": t("low"), "checked": False},
    )
    onto = ({"text": title}, {"list": [{"row": OTHER}, {"row": "Fire road"}]})
    point = [t("navigate"), t("create_beacon"), t("delete")]
    return [
        menu("opens-prompt", f"{where} (path menu)", title, one, [(t("delete"), False)]),
        menu("reversible", f"{where} (path menu)", title, one, [(t("keep_forever"), False)]),
        menu("opens-prompt", f"{where} (path menu)", title, one, [(t("simplify"), False)]),
        menu("opens-prompt", f"{where} (path menu)", title, one, [(t("merge"), False)]),
        alert("delete", f"{WHERE} DeletePathCommand", title, *gone, (cancel, None), (ok, True)),
        alert("harmless", f"{WHERE} DeletePathCommand", title, *gone, (cancel, False), (ok, None)),
        alert(
            "delete",
            f"{WHERE} SimplifyPathCommand",
            title,
            t("simplification_quality"),
            None,
            (cancel, None),
            (ok, True),
            quality,
        ),
        alert(
            "harmless",
            f"{WHERE} SimplifyPathCommand",
            title,
            t("simplification_quality"),
            None,
            (cancel, None),
            (ok, None),
            quality,
            ((t("low"), False),),
        ),
        dialog(
            "overwrite",
            f"{WHERE} MergePathCommand",
            title,
            t("append_onto"),
            None,
            [(cancel, NEGATIVE, None)],
            onto,
            ((OTHER, True),),
        ),
        alert(
            "delete",
            f"{WHERE} DeletePathGroupGroupCommand",
            title,
            t("delete"),
            t("delete_path_group_message", PATHS_GROUP),
            (cancel, None),
            (ok, True),
        ),
        menu("reversible", f"{where} (group menu)", title, group, [(t("hide_all"), False)]),
        menu(
            "opens-prompt",
            f"{WHERE} PathOverviewFragment (waypoint menu)",
            PATH,
            point,
            [(t("delete"), False)],
        ),
        alert(
            "delete",
            f"{WHERE} DeletePointCommand",
            PATH,
            t("delete_waypoint_prompt"),
            None,
            (cancel, None),
            (ok, True),
        ),
    ]


def packs(t: Any) -> list[dict[str, Any]]:
    ok, cancel = ok_cancel(t)
    where = f"{WHERE} PackItemListFragment"
    top = [t("sort"), t("rename"), t("export"), t("delete"), t("clear_amounts")]
    item = [t("add"), t("subtract"), t("edit"), t("delete")]
    clear = (t("clear_amounts"), t("action_inventory_clear_confirm"))
    amount = ({"field": "android:id/edit", "hint": t("dialog_item_amount"), "text": "2"},)
    name = ({"field": "android:id/edit", "hint": t("name"), "text": "Weekend trip, light"},)
    add = [t("import_packing_list"), t("new_packing_list")]
    return [
        menu("opens-prompt", f"{where} (title menu)", PACK, top, [(t("delete"), False)]),
        menu("opens-prompt", f"{where} (title menu)", PACK, top, [(t("clear_amounts"), False)]),
        alert(
            "delete",
            f"{where} (delete pack)",
            PACK,
            t("delete_pack"),
            PACK,
            (cancel, None),
            (ok, True),
        ),
        alert("reset", f"{where} (clear amounts)", PACK, *clear, (cancel, None), (ok, True)),
        alert("harmless", f"{where} (clear amounts)", PACK, *clear, (cancel, False), (ok, None)),
        menu("delete", f"{where} (item menu)", PACK, item, [(t("delete"), True)]),
        menu("opens-prompt", f"{where} (item menu)", PACK, item, [(t("add"), False)]),
        alert(
            "reversible",
            f"{where} (add amount)",
            PACK,
            t("add"),
            None,
            (cancel, None),
            (ok, False),
            amount,
        ),
        alert(
            "reversible",
            f"{where} (rename)",
            PACK,
            t("rename"),
            None,
            (cancel, None),
            (ok, False),
            name,
        ),
        menu(
            "opens-prompt",
            f"{WHERE} PackListFragment (add menu)",
            t("packing_lists"),
            add,
            [(t("new_packing_list"), False)],
        ),
    ]


def notes(t: Any) -> list[dict[str, Any]]:
    title = t("tool_notes_title")
    ok, cancel = ok_cancel(t)
    where = f"{WHERE} FragmentToolNotes"
    row = [t("qr_code"), t("delete")]
    gone = (t("delete_note_title"), NOTE)
    return [
        menu("opens-prompt", f"{where} (note menu)", title, row, [(t("delete"), False)]),
        alert("delete", f"{where} (delete note)", title, *gone, (cancel, None), (ok, True)),
        alert("harmless", f"{where} (delete note)", title, *gone, (cancel, False), (ok, None)),
    ]


def tides(t: Any) -> list[dict[str, Any]]:
    title = t("tides")
    ok, cancel = ok_cancel(t)
    where = f"{WHERE} TideListFragment"
    row = [t("edit"), t("hide"), t("delete")]
    return [
        menu("reversible", f"{where} (tide menu)", title, row, [(t("hide"), False)]),
        menu("opens-prompt", f"{where} (tide menu)", title, row, [(t("delete"), False)]),
        alert(
            "delete",
            f"{where} (delete tide)",
            title,
            t("delete_tide_prompt"),
            TIDE,
            (cancel, None),
            (ok, True),
        ),
    ]


def clouds(t: Any) -> list[dict[str, Any]]:
    title = t("clouds")
    ok, cancel = ok_cancel(t)
    where = f"{WHERE} CloudFragment"
    return [
        menu(
            "opens-prompt",
            f"{where} (observation menu)",
            title,
            [t("delete")],
            [(t("delete"), False)],
        ),
        alert(
            "delete",
            f"{where} (delete observation)",
            title,
            t("delete"),
            t("cumulus"),
            (cancel, None),
            (ok, True),
        ),
    ]


def pedometer(t: Any) -> list[dict[str, Any]]:
    title = t("pedometer")
    ok, cancel = ok_cancel(t)
    where = f"{WHERE} FragmentToolPedometer"
    screen = page(
        title,
        [
            {"text": "8,412", "rid": f"{ID}pedometer_steps"},
            {"text": "6.1 km", "rid": f"{ID}pedometer_distance"},
            {"button": t("reset"), "rid": f"{ID}reset_btn"},
            {"icon": t("history"), "rid": f"{ID}pedometer_sessions_btn"},
        ],
    )
    alarm = (t("distance_alert"), t("remove_distance_alert", "5 km"))
    return [
        entry("opens-prompt", where, screen, [(t("reset"), False)]),
        alert(
            "reset",
            f"{where} (reset distance)",
            title,
            t("reset_distance_title"),
            None,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            f"{where} (reset distance)",
            title,
            t("reset_distance_title"),
            None,
            (cancel, False),
            (ok, None),
        ),
        alert(
            "reversible", f"{where} (distance alert)", title, *alarm, (cancel, None), (ok, False)
        ),
    ]


def offline_maps(t: Any) -> list[dict[str, Any]]:
    title = t("offline_maps")
    ok, cancel = ok_cancel(t)
    where = f"{WHERE} OfflineMapListFragment"
    group = [t("show_all"), t("hide_all"), t("rename"), t("move_to"), t("delete")]
    return [
        menu("opens-prompt", f"{where} (group menu)", title, group, [(t("delete"), False)]),
        menu("reversible", f"{where} (group menu)", title, group, [(t("show_all"), False)]),
        alert(
            "delete",
            f"{WHERE} DeleteMapCommand (group)",
            title,
            t("delete"),
            t("delete_map_group_message", MAP_GROUP),
            (cancel, None),
            (ok, True),
        ),
        alert(
            "delete",
            f"{WHERE} DeleteMapCommand",
            title,
            t("delete"),
            MAP,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            f"{WHERE} DeleteMapCommand",
            title,
            t("delete"),
            MAP,
            (cancel, False),
            (ok, None),
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    ok, cancel = ok_cancel(t)
    backup = page(
        title,
        [
            {"text": t("backup_restore")},
            {"row": t("backup")},
            {"row": t("restore")},
            {"switch": t("automatic_backup"), "checked": False},
            {
                "switch": t("include_mapsforge_backups"),
                "secondary": t("include_mapsforge_backups_summary"),
                "checked": True,
            },
        ],
    )
    where = f"{WHERE} BackupSettingsFragment"
    restore = (t("restore"), t("restore_disclaimer", t("app_name")))
    save = (t("backup"), t("backup_disclaimer"))
    barometer = page(
        t("barometer"),
        [
            {"text": t("barometer")},
            {"row": t("pressure"), "secondary": "1013.2 hPa"},
            {"switch": t("pref_use_sea_level_pressure_title"), "checked": True},
            {"row": t("barometer_offset"), "secondary": "2.4 hPa"},
            {"row": t("reset_calibration")},
        ],
    )
    baro = f"{WHERE} CalibrateBarometerFragment"
    return [
        entry("opens-prompt", where, backup, [(t("restore"), False)]),
        entry("reversible", where, backup, [(t("automatic_backup"), False)]),
        alert(
            "overwrite",
            f"{WHERE} RestoreCommand",
            title,
            *restore,
            (cancel, None),
            (t("restore"), True),
        ),
        alert(
            "harmless",
            f"{WHERE} RestoreCommand",
            title,
            *restore,
            (cancel, False),
            (t("restore"), None),
        ),
        alert(
            "harmless", f"{WHERE} BackupCommand", title, *save, (cancel, None), (t("backup"), False)
        ),
        entry("opens-prompt", baro, barometer, [(t("reset_calibration"), False)]),
        alert(
            "reset",
            f"{baro} (reset calibration)",
            t("barometer"),
            t("reset_calibration_question"),
            None,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "delete",
            f"{WHERE} CalibrateAltimeterFragment (remove DEM)",
            t("pref_altimeter_calibration_title"),
            t("remove_dem"),
            None,
            (cancel, None),
            (ok, True),
        ),
    ]
