"""Trail Sense's screens (``com.kylecorry.trail_sense``, an offline hiking toolbox), strings
from ``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own, which
Andromeda's ``Alerts.dialog`` shows by default.

Read from the code (``app/src/main/java/com/kylecorry/trail_sense/tools``):
``beacons/ui/list/BeaconListFragment.kt`` (the beacon list, titled Beacons or by its group:
the title's menu button opens a popup of "Sort: …", Export, which opens the beacon picker
for a GPX file, "Navigate to nearest cell signal" and Delete, which only opens a dialog
titled Delete with "All beacons will be deleted." or "… and all its beacons will be
deleted.", whose OK deletes them, ``beaconService.delete``);
``beacons/ui/list/BeaconListItemMapper.kt`` and ``BeaconGroupListItemMapper.kt`` (a beacon's
menu: Navigate, "Share…", which opens the share options, Edit, "Move to", which opens the
group picker, and Delete, which opens ``DeleteBeaconCommand``: Delete, the beacon's name,
OK, which deletes it, and Cancel; a group's menu: "Show all", "Hide all", which only set the
beacons' visibility, Rename, "Move to" and Delete); ``paths/ui/PathListItemMapper.kt`` and
``PathGroupListItemMapper.kt`` (a path's menu: Rename, "Keep forever", Export, which opens
the system's document creator, Merge, Delete, Simplify and "Move to"; a group's menu: "Show
all", "Hide all", Rename, Export, Delete and "Move to");
``paths/ui/commands/DeletePathCommand.kt`` ("Delete path?", "N waypoints will be deleted",
OK, which deletes the path and its points), ``DeletePointCommand.kt`` ("Delete waypoint?",
OK deletes the point) and ``DeletePathGroupGroupCommand.kt`` (Delete, "… and all its paths
will be deleted.", OK deletes the group and its paths); ``notes/ui/ NoteListItemMapper.kt``
with ``FragmentToolNotes.kt`` (a note's menu: "QR Code", which shows the note as a code, and
Delete, which opens "Delete note?" with the note's title, OK, which deletes the note, and
Cancel); ``packs/ui/PackItemListFragment.kt`` (a packing list's menu button: Sort, Rename,
Export, Delete, which opens "Delete pack?" with the list's name, whose OK deletes the list
and its items, and "Clear amounts", which opens "Clear amounts" with "Clear all packed
amounts?", whose OK sets every item's packed amount to none); ``tides/ui/
TideListFragment.kt`` ("Delete tide?" with the tide table's name, OK deletes it);
``offline_maps/ui/commands/DeleteMapCommand.kt`` (Delete, a map's name or "… and all its
maps will be deleted.", OK deletes the map or the group and its maps). Every dialog is a
``MaterialAlertDialogBuilder`` dialog: its positive and negative buttons carry the
platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, menu

BEACON, GROUP, PATH, NOTE, PACK = "Trailhead", "Lake loop", "Ridge walk", "Camp", "Weekend"
TIDE, MAP, MAPS = "Harbour", "Summit trail", "Park maps"
WAYPOINTS = 120


def screens(t: Any) -> list[dict[str, Any]]:
    return beacons(t) + paths(t) + notes(t) + packs(t) + others(t)


def ok_cancel(t: Any, bad: bool | None = True) -> list[tuple[str, str, bool | None]]:
    """Cancel and OK (``android.R.string``), as ``AlertDialog`` lays them out."""
    return [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, bad)]


def beacons(t: Any) -> list[dict[str, Any]]:
    title = t("beacons")
    overflow = [t("sort_by", t("most_recent")), t("export"),
                t("navigate_to_nearest_cell_signal"), t("delete")]  # fmt: skip
    one = [t("navigate"), t("share_ellipsis"), t("edit"), t("move_to"), t("delete")]
    group = [t("show_all"), t("hide_all"), t("rename"), t("move_to"), t("delete")]
    where = "trailsense BeaconListFragment (the list's menu)"
    item = "trailsense BeaconListItemMapper (a beacon's menu)"
    return [
        menu("opens-prompt", where, title, overflow, [(t("delete"), False)]),
        menu("harmless", where, title, overflow, [(t("export"), False)]),
        menu("opens-prompt", item, title, one, [(t("delete"), False)]),
        menu("harmless", item, title, one, [(t("share_ellipsis"), False), (t("move_to"), False)]),
        menu("reversible", "trailsense BeaconGroupListItemMapper (a group's menu)", title, group,
             [(t("hide_all"), False)]),
        dialog("delete", "trailsense DeleteBeaconCommand", title, t("delete"), BEACON,
               ok_cancel(t)),
        dialog("delete", "trailsense BeaconListFragment.delete (all beacons)", title, t("delete"),
               t("delete_all_beacons"), ok_cancel(t)),
        dialog("delete", "trailsense BeaconListFragment.delete (a group)", GROUP, t("delete"),
               t("delete_beacon_group_message", GROUP), ok_cancel(t)),
    ]  # fmt: skip


def paths(t: Any) -> list[dict[str, Any]]:
    title = t("paths")
    one = [t("rename"), t("keep_forever"), t("export"), t("merge"), t("delete"), t("simplify"),
           t("move_to")]  # fmt: skip
    group = [t("show_all"), t("hide_all"), t("rename"), t("export"), t("delete"), t("move_to")]
    item = "trailsense PathListItemMapper (a path's menu)"
    return [
        menu("opens-prompt", item, title, one, [(t("delete"), False)]),
        menu("harmless", item, title, one, [(t("export"), False), (t("keep_forever"), False)]),
        menu("opens-prompt", "trailsense PathGroupListItemMapper (a group's menu)", title, group,
             [(t("delete"), False)]),
        dialog("delete", "trailsense DeletePathCommand", title, t("delete_path"),
               t(f"waypoints_to_be_deleted#{WAYPOINTS}"), ok_cancel(t)),
        dialog("delete", "trailsense DeletePointCommand", PATH, t("delete_waypoint_prompt"),
               None, ok_cancel(t)),
        dialog("delete", "trailsense DeletePathGroupGroupCommand", title, t("delete"),
               t("delete_path_group_message", GROUP), ok_cancel(t)),
    ]  # fmt: skip


def notes(t: Any) -> list[dict[str, Any]]:
    title = t("tool_notes_title")
    options = [t("qr_code"), t("delete")]
    where = "trailsense NoteListItemMapper (a note's menu)"
    return [
        menu("opens-prompt", where, title, options, [(t("delete"), False)]),
        menu("harmless", where, title, options, [(t("qr_code"), False)]),
        dialog("delete", "trailsense FragmentToolNotes.deleteNote", title,
               t("delete_note_title"), NOTE, ok_cancel(t)),
    ]  # fmt: skip


def packs(t: Any) -> list[dict[str, Any]]:
    options = [t("sort"), t("rename"), t("export"), t("delete"), t("clear_amounts")]
    where = "trailsense PackItemListFragment (a packing list's menu)"
    return [
        menu("opens-prompt", where, PACK, options, [(t("clear_amounts"), False)]),
        menu("opens-prompt", where, PACK, options, [(t("delete"), False)]),
        menu("harmless", where, PACK, options, [(t("export"), False)]),
        dialog("reversible", "trailsense PackItemListFragment (Clear amounts)", PACK,
               t("clear_amounts"), t("action_inventory_clear_confirm"), ok_cancel(t, False)),
        dialog("delete", "trailsense PackItemListFragment.deletePack", PACK, t("delete_pack"),
               PACK, ok_cancel(t)),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    return [
        dialog("delete", "trailsense TideListFragment.deleteTide", t("tides"),
               t("delete_tide_prompt"), TIDE, ok_cancel(t)),
        dialog("delete", "trailsense DeleteMapCommand (a map)", t("maps"), t("delete"), MAP,
               ok_cancel(t)),
        dialog("delete", "trailsense DeleteMapCommand (a group)", t("maps"), t("delete"),
               t("delete_map_group_message", MAPS), ok_cancel(t)),
    ]  # fmt: skip
