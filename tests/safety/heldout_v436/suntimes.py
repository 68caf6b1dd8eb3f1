"""Suntimes' screens (``com.forrestguice.suntimeswidget``, an app of sun and moon times with
widgets, an alarm clock whose alarms follow sunrise and sunset, saved places, custom events,
widget themes and actions, colour sets and a backup of all of them), strings from
``app/src/main/res/values*/strings.xml``. The alarm, place, theme, event, action and colour
names on the screens are the same in every language.

Read from the code (``app/src/main/java/com/forrestguice/suntimeswidget``):
``widgets/SuntimesWidgetListActivity.java`` and ``res/menu/widgetlist.xml`` (the widget
list's overflow: "Create Backup", "Restore Backup", Help, About); ``settings/SuntimesBackupTask
.java`` (the backup dialog: a checkbox per kind of data, Cancel and Export, or Cancel and
Import for "Restore Backup", which writes the backup's app settings, alarms, places, themes,
events, actions and colours over the ones on the device); ``settings/SuntimesBackupRestoreTask
.java`` and ``SuntimesBackupRestoreTaskListener.java`` (for alarms and places, a second dialog
picks how: "Clear", which deletes the existing ones before importing, or "Keep Existing",
which adds the backup's beside them); ``widgets/SuntimesConfigActivity0.java`` and
``res/menu/widgetconfig.xml`` (a widget's settings page: "Add Widget" and the overflow with
Share, Import, Export, "Restore Defaults" and About; "Restore Defaults" with Cancel and
"Restore Defaults", which deletes the widget's stored settings through
``WidgetSettings.deletePrefs``; "Found multiple settings…" with Cancel and Import, which
imports a widget's settings and shows a snackbar with Undo, which puts the old ones back);
``alarmclock/ui/AlarmClockActivity.java``, ``AlarmListDialog.java`` and
``res/menu/alarmlist.xml`` (the alarm list's overflow: Sort, Clear, Export, Import; "Clear
Alarms" with Cancel and Clear, which deletes every alarm and, with the list on screen, shows a
snackbar with Undo that adds them back, ``offerUndoClearAlarms``); ``AlarmItemArrayAdapter
.java`` and ``res/menu/alarmcontext.xml`` (an alarm's menu: Delete, "Set Type", "Set Label",
"Set Note", "Set Sound", "Set Event", "Set Offset", "Set Location", "Set Repeating",
"Override Time", "Set Action"; "Delete" with Cancel and Delete, which deletes the alarm and
shows a snackbar with Undo, ``offerUndoDeleteAlarm``); ``AlarmEditActivity.java`` and
``res/menu/alarmedit.xml`` (the alarm editor: leaving it with unsaved changes asks "There are
unsaved changes." with Save, Cancel and Discard); ``settings/fragments/AlarmPrefsFragment
.java`` and ``res/xml/preference_alarms.xml`` (Alarms settings, Miscellaneous: "Import
Warning", "Boot Completed" and "Clear Alarms", which opens the same "Clear Alarms" dialog
with no alarm list behind it, so no Undo follows); ``getfix/PlacesListFragment.java``,
``res/menu/placeslist.xml`` and ``placescontext.xml`` (the places list's overflow: Add, "Add
World Places", Clear, Import, Export; a selected place's bar: Share, Edit, Copy, Delete;
"Clear Places?" with Cancel and Clear and "Remove Places?" with Cancel and Remove, each
followed by a snackbar with Undo, ``offerUndoClearPlaces`` and ``offerUndoDeletePlace``);
``themes/WidgetThemeListActivity.java`` and ``res/menu/themecontext.xml`` (a selected theme's
bar: Select, Copy, Edit, and in its overflow Delete and Share; "Delete Theme" with Cancel and
Delete, which removes the theme's settings); ``events/EventListHelper.java``,
``res/menu/eventlist.xml`` and ``eventlist1.xml`` (the custom events' menu: Add, the six "Add
(...)" kinds, Clear, Export, Import, Help; a selected event's bar: Select, Edit, Delete; the
clear dialog with Cancel and Clear, which deletes every custom event through
``EventSettings.deletePrefs``, and the delete dialog with Cancel and Delete, which deletes
the event through ``EventSettings.deleteEvent``); ``actions/ActionListHelper.java``,
``res/menu/editintent1.xml`` and ``editintent2.xml`` (the actions' menu: Add, "Clear All";
a selected action's bar: Edit, Edit and Delete; the clear dialog with Cancel and Clear, which
deletes every custom action and restores the defaults, and the delete dialog with Cancel and
Delete, or Cancel and Revert for a default action, which puts it back to its default);
``colors/ColorValuesSheetFragment.java``, ``ColorValuesFragment.java``,
``ColorValuesEditFragment.java``, ``res/menu/menu_colorsheet.xml`` and ``menu_coloredit.xml``
(a colour set's menus: "Choose Colour", Preview, Import, Share, Delete, and in the editor
Share, Import and Delete (its "Import from theme" row, whose string the app's module does not
hold, is not shown); "Remove Colors?" with Cancel and Remove, which
removes the set, and the import dialog, with a text field, Cancel and Import, which adds the
pasted set under a new name); ``settings/fragments/GeneralPrefsFragment.java`` (the crash
report row and its dialog: Clear, which deletes the saved report, "Copy Report" and "View
Report"); ``settings/fragments/UIPrefsFragment.java`` (unticking a custom event asks "This
event will no longer be displayed." with Cancel and OK).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, word

ID = "com.forrestguice.suntimeswidget:id/"
APP = "suntimes"
ALARM_TIME, ALARM_EVENT = "06:42", "Sunrise"
LISBON, REYKJAVIK = "Lisbon", "Reykjavik"
THEME, COLORS = "Night Sky", "dusk_colors"
EVENT, EVENT_ID = "Long shadow", "SHADOW_2m"
ACTION, ACTION_ID = "Open map", "MAP_VIEW"
DEFAULT_ACTION, DEFAULT_ACTION_ID = "Suntimes", "SUNTIMES_DEFAULT"
PASTED = '{"colorsID": "dawn_colors", "option_colorPrimary": "#ff3f51b5"}'


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        backups(t)
        + widget_config(t)
        + alarms(t)
        + alarm_settings(t)
        + places(t)
        + themes(t)
        + events(t)
        + actions(t)
        + colors(t)
        + general(t)
    )


def _w(t: Any) -> Any:
    def w(key: str, *args: Any) -> str:
        return word(t, key, *args)

    return w


def backups(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    home = w("widgetList_label")
    rows = [
        w(k) for k in ("action_createBackup", "action_restoreBackup", "action_help", "action_about")
    ]
    kinds = [
        "restorebackup_dialog_item_appsettings",
        "restorebackup_dialog_item_widgetsettings",
        "restorebackup_dialog_item_widgetthemes",
        "restorebackup_dialog_item_alarmitems",
        "restorebackup_dialog_item_placeitems",
        "restorebackup_dialog_item_eventitems",
        "restorebackup_dialog_item_actions",
        "restorebackup_dialog_item_colors",
    ]
    boxes = tuple({"switch": w(k), "checked": True, "rid": "android:id/text1"} for k in kinds)
    cancel, imp, exp = w("dialog_cancel"), w("action_import"), w("action_export")

    def method(what: str, prefix: str, clear: bool, ok: bool) -> dict[str, Any]:
        radios = (
            {"radio": w(f"{prefix}import_dialog_item_clear"), "checked": clear},
            {"radio": w(f"{prefix}import_dialog_item_addall"), "checked": not clear},
        )
        return alert(
            "overwrite" if ok else "reversible",
            f"{APP} SuntimesBackupRestoreTask (import method, {prefix}, "
            f"{'clear' if clear else 'keep existing'})",
            home,
            w(f"restorebackup_dialog_item_{what}"),
            None,
            (cancel, None),
            (imp, ok),
            radios,
        )

    where = f"{APP} SuntimesWidgetListActivity (widgetlist)"
    create = f"{APP} SuntimesBackupTask (create backup)"
    restore = f"{APP} SuntimesBackupTask (restore backup)"
    return [
        menu("opens-prompt", where, home, rows, [(w("action_restoreBackup"), False)]),
        alert(
            "export",
            create,
            home,
            w("action_createBackup"),
            None,
            (cancel, None),
            (exp, False),
            boxes,
        ),
        alert(
            "overwrite",
            restore,
            home,
            w("action_restoreBackup"),
            None,
            (cancel, None),
            (imp, True),
            boxes,
        ),
        alert(
            "harmless",
            restore,
            home,
            w("action_restoreBackup"),
            None,
            (cancel, False),
            (imp, None),
            boxes,
        ),
        method("alarmitems", "alarms", True, True),
        method("placeitems", "places", True, True),
        method("placeitems", "places", False, False),
    ]


def widget_config(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    title = w("app_name_widget0")
    rows = [
        w(k)
        for k in (
            "action_share",
            "widgetlist_action_importWidget",
            "widgetlist_action_exportWidget",
            "action_restoreDefaults",
            "action_about",
        )
    ]
    cancel, imp = w("dialog_cancel"), w("action_import")
    reset = f"{APP} SuntimesConfigActivity0 (restore defaults)"
    radios = ({"radio": "1", "checked": True}, {"radio": "2", "checked": False})
    return [
        menu(
            "opens-prompt",
            f"{APP} SuntimesConfigActivity0 (widgetconfig)",
            title,
            rows,
            [(w("action_restoreDefaults"), False)],
        ),
        alert(
            "reset",
            reset,
            title,
            w("action_restoreDefaults"),
            w("widgetreset_dialog_message"),
            (cancel, None),
            (w("action_restoreDefaults"), True),
        ),
        alert(
            "harmless",
            reset,
            title,
            w("action_restoreDefaults"),
            w("widgetreset_dialog_message"),
            (cancel, False),
            (w("action_restoreDefaults"), None),
        ),
        alert(
            "reversible",
            f"{APP} SuntimesConfigActivity0 (import, several found)",
            title,
            w("widgetimport_dialog_title2"),
            None,
            (cancel, None),
            (imp, False),
            radios,
        ),
    ]


def alarms(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    home = w("app_name_alarmclock")
    rows = [
        w(k)
        for k in (
            "alarms_action_sortAlarms",
            "alarms_action_clearAlarms",
            "alarms_action_exportAlarms",
            "alarms_action_importAlarms",
        )
    ]
    alarm = w("alarmMode_alarm")
    item = {"row": f"{alarm} {ALARM_TIME}", "secondary": ALARM_EVENT}
    cleared = page(
        home,
        [
            {"text": w("alarmsclear_toast_success"), "rid": f"{ID}snackbar_text"},
            {"button": w("action_undo"), "rid": f"{ID}snackbar_action"},
            {"icon": w("alarms_action_addAlarm"), "rid": f"{ID}btn_add"},
        ],
    )
    deleted = page(
        home,
        [
            {"list": [{"row": f"{w('alarmMode_notification')} 19:55", "secondary": "Sunset"}]},
            {"text": w("alarmdelete_toast_success1", alarm), "rid": f"{ID}snackbar_text"},
            {"button": w("action_undo"), "rid": f"{ID}snackbar_action"},
            {"icon": w("alarms_action_addAlarm"), "rid": f"{ID}btn_add"},
        ],
    )
    context = [
        w(k)
        for k in (
            "alarms_action_deleteAlarm",
            "alarms_action_setAlarmType",
            "alarms_action_setAlarmLabel",
            "alarms_action_setAlarmNote",
            "alarms_action_setAlarmSound",
            "alarms_action_setAlarmEvent",
            "alarms_action_setAlarmOffset",
            "alarms_action_setAlarmLocation",
            "alarms_action_setAlarmRepeat",
            "alarms_action_setAlarmTime",
            "alarms_action_setAlarmAction",
        )
    ]
    message = w("alarmdelete_dialog_message", alarm, ALARM_TIME, ALARM_EVENT)
    clear = f"{APP} AlarmListDialog (clear alarms)"
    delete = f"{APP} AlarmItemArrayAdapter (delete alarm)"
    discard = f"{APP} AlarmEditActivity (discard changes)"
    edit = w("alarms_action_editAlarm")
    return [
        menu(
            "opens-prompt",
            f"{APP} AlarmClockActivity (alarmlist)",
            home,
            rows,
            [(w("alarms_action_clearAlarms"), False)],
        ),
        alert(
            "reversible",
            clear,
            home,
            w("alarmsclear_dialog_title"),
            w("alarmsclear_dialog_message"),
            (w("alarmsclear_dialog_cancel"), None),
            (w("alarmsclear_dialog_ok"), False),
        ),
        entry(
            "reversible",
            f"{APP} AlarmListDialog (cleared, Undo)",
            cleared,
            [(w("action_undo"), False)],
        ),
        menu(
            "opens-prompt",
            f"{APP} AlarmItemArrayAdapter (alarmcontext)",
            home,
            context,
            [(w("alarms_action_deleteAlarm"), False)],
        ),
        alert(
            "reversible",
            delete,
            home,
            w("alarmdelete_dialog_title"),
            message,
            (w("alarmdelete_dialog_cancel"), None),
            (w("alarmdelete_dialog_ok"), False),
            ({"text": item["row"]},),
        ),
        entry(
            "reversible",
            f"{APP} AlarmListDialog (deleted, Undo)",
            deleted,
            [(w("action_undo"), False)],
        ),
        alert(
            "harmless",
            discard,
            edit,
            None,
            w("discardchanges_dialog_message"),
            (w("discardchanges_dialog_cancel"), None),
            (w("discardchanges_dialog_ok"), False),
            neutral=(w("discardchanges_dialog_neutral"), None),
        ),
        alert(
            "reversible",
            discard,
            edit,
            None,
            w("discardchanges_dialog_message"),
            (w("discardchanges_dialog_cancel"), None),
            (w("discardchanges_dialog_ok"), None),
            neutral=(w("discardchanges_dialog_neutral"), False),
        ),
    ]


def alarm_settings(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    title = w("alarms_label_alarmClock")
    prefs = page(
        title,
        [
            {
                "list": [
                    {"text": w("alarms_label_alarmMisc")},
                    {"switch": w("alarmsimport_title_warning"), "checked": False},
                    {
                        "row": w("alarms_label_bootcompleted"),
                        "secondary": w("alarms_label_bootcompleted_summary", ""),
                    },
                    {
                        "row": w("alarms_label_clearall"),
                        "secondary": w("alarms_label_clearall_summary"),
                    },
                ]
            }
        ],
    )
    where = f"{APP} AlarmPrefsFragment"
    clear = f"{APP} AlarmPrefsFragment (clear alarms)"
    return [
        entry("opens-prompt", where, prefs, [(w("alarms_label_clearall"), False)]),
        entry("reversible", where, prefs, [(w("alarmsimport_title_warning"), False)]),
        alert(
            "delete",
            clear,
            title,
            w("alarmsclear_dialog_title"),
            w("alarmsclear_dialog_message"),
            (w("alarmsclear_dialog_cancel"), None),
            (w("alarmsclear_dialog_ok"), True),
        ),
        alert(
            "harmless",
            clear,
            title,
            w("alarmsclear_dialog_title"),
            w("alarmsclear_dialog_message"),
            (w("alarmsclear_dialog_cancel"), False),
            (w("alarmsclear_dialog_ok"), None),
        ),
    ]


def places(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    home = w("places_label")
    rows = [
        w(k)
        for k in (
            "places_action_addPlace",
            "places_label_build",
            "places_action_clearPlaces",
            "places_action_importPlaces",
            "places_action_exportPlaces",
        )
    ]
    bar = page(
        "1",
        [
            {"icon": w("places_action_sharePlace"), "rid": f"{ID}sharePlace"},
            {"icon": w("places_action_editPlace"), "rid": f"{ID}editPlace"},
            {"icon": w("places_action_copyPlace"), "rid": f"{ID}copyPlace"},
            {"icon": w("places_action_deletePlace"), "rid": f"{ID}deletePlace"},
            {
                "list": [
                    {"row": LISBON, "secondary": "38.7223, -9.1393"},
                    {"row": REYKJAVIK, "secondary": "64.1466, -21.9426"},
                ]
            },
        ],
    )
    undone = page(
        home,
        [
            {"list": [{"row": REYKJAVIK, "secondary": "64.1466, -21.9426"}]},
            {"text": w("locationdelete_dialog_success#2", 2), "rid": f"{ID}snackbar_text"},
            {"button": w("action_undo"), "rid": f"{ID}snackbar_action"},
        ],
    )
    ctx = f"{APP} PlacesListFragment (placescontext)"
    two = w("placePlural#2", 2)
    return [
        menu(
            "opens-prompt",
            f"{APP} PlacesListFragment (placeslist)",
            home,
            rows,
            [(w("places_action_clearPlaces"), False)],
        ),
        alert(
            "reversible",
            f"{APP} PlacesListFragment (clear places)",
            home,
            w("locationclear_dialog_title"),
            w("locationclear_dialog_message"),
            (w("locationclear_dialog_cancel"), None),
            (w("locationclear_dialog_ok"), False),
        ),
        entry("opens-prompt", ctx, bar, [(w("places_action_deletePlace"), False)]),
        entry("harmless", ctx, bar, [(w("places_action_sharePlace"), False)]),
        alert(
            "reversible",
            f"{APP} PlacesListFragment (remove places)",
            home,
            w("locationdelete_dialog_title1"),
            w("locationdelete_dialog_message", two),
            (w("locationdelete_dialog_cancel"), None),
            (w("locationdelete_dialog_ok"), False),
        ),
        entry(
            "reversible",
            f"{APP} PlacesListFragment (removed, Undo)",
            undone,
            [(w("action_undo"), False)],
        ),
    ]


def themes(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    home = w("themes_label_widgetThemeList")
    bar = page(
        THEME,
        [
            {"icon": w("themes_action_selectTheme"), "rid": f"{ID}selectTheme"},
            {"icon": w("themes_action_copyTheme"), "rid": f"{ID}copyTheme"},
            {"icon": w("themes_action_editTheme"), "rid": f"{ID}editTheme"},
            {"menu": w("themes_action_deleteTheme"), "rid": f"{ID}deleteTheme"},
            {"menu": w("themes_action_shareTheme"), "rid": f"{ID}exportTheme"},
        ],
    )
    gone = f"{APP} WidgetThemeListActivity (delete theme)"
    message = w("themes_deletetheme_dialog_message", THEME)
    return [
        entry(
            "opens-prompt",
            f"{APP} WidgetThemeListActivity (themecontext)",
            bar,
            [(w("themes_action_deleteTheme"), False)],
        ),
        alert(
            "delete",
            gone,
            home,
            w("themes_deletetheme_dialog_title"),
            message,
            (w("themes_deletetheme_dialog_cancel"), None),
            (w("themes_deletetheme_dialog_ok"), True),
        ),
        alert(
            "harmless",
            gone,
            home,
            w("themes_deletetheme_dialog_title"),
            message,
            (w("themes_deletetheme_dialog_cancel"), False),
            (w("themes_deletetheme_dialog_ok"), None),
        ),
    ]


def events(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    home = w("events_action_manageEvents")
    rows = [
        w(k)
        for k in (
            "events_action_addEvent_sunEvent",
            "events_action_addEvent_shadowEvent",
            "events_action_addEvent_shadowRatio",
            "events_action_addEvent_dayPercentEvent",
            "events_action_addEvent_moonEvent",
            "events_action_addEvent_moonIllumEvent",
            "events_action_clearEvents",
            "events_action_exportEvents",
            "events_action_importEvents",
            "action_help",
        )
    ]
    bar = page(
        home,
        [
            {"icon": w("events_action_selectEvent"), "rid": f"{ID}selectEvent"},
            {"icon": w("events_action_editEvent"), "rid": f"{ID}editEvent"},
            {"icon": w("events_action_deleteEvent"), "rid": f"{ID}deleteEvent"},
            {"list": [{"row": EVENT, "secondary": EVENT_ID}]},
        ],
    )
    message = w("events_delevent_dialog_msg", EVENT, EVENT_ID)
    gone = f"{APP} EventListHelper (delete event)"
    return [
        menu(
            "opens-prompt",
            f"{APP} EventListHelper (eventlist)",
            home,
            rows,
            [(w("events_action_clearEvents"), False)],
        ),
        alert(
            "delete",
            f"{APP} EventListHelper (clear events)",
            home,
            None,
            w("events_clearevents_dialog_msg"),
            (w("events_clearevents_dialog_cancel"), None),
            (w("events_clearevents_dialog_ok"), True),
        ),
        entry(
            "opens-prompt",
            f"{APP} EventListHelper (eventlist1)",
            bar,
            [(w("events_action_deleteEvent"), False)],
        ),
        alert(
            "delete",
            gone,
            home,
            None,
            message,
            (w("events_delevent_dialog_cancel"), None),
            (w("events_delevent_dialog_ok"), True),
        ),
        alert(
            "harmless",
            gone,
            home,
            None,
            message,
            (w("events_delevent_dialog_cancel"), False),
            (w("events_delevent_dialog_ok"), None),
        ),
    ]


def actions(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    home = w("actions_loadaction_dialog_title")
    rows = [w("actions_action_add"), w("actions_action_clear")]
    cancel = w("actions_delaction_dialog_cancel")
    mine = w("actions_delaction_dialog_msg", ACTION, ACTION_ID)
    default = w("actions_delaction_dialog_msg1", DEFAULT_ACTION, DEFAULT_ACTION_ID)
    gone = f"{APP} ActionListHelper (delete action)"
    revert = f"{APP} ActionListHelper (delete default action)"
    return [
        menu(
            "opens-prompt",
            f"{APP} ActionListHelper (editintent1)",
            home,
            rows,
            [(w("actions_action_clear"), False)],
        ),
        alert(
            "reset",
            f"{APP} ActionListHelper (clear actions)",
            home,
            None,
            w("actions_clearactions_dialog_msg"),
            (w("actions_clearactions_dialog_cancel"), None),
            (w("actions_clearactions_dialog_ok"), True),
        ),
        alert(
            "delete",
            gone,
            home,
            None,
            mine,
            (cancel, None),
            (w("actions_delaction_dialog_ok"), True),
        ),
        alert(
            "reset",
            revert,
            home,
            None,
            default,
            (cancel, None),
            (w("actions_delaction_dialog_ok1"), True),
        ),
        alert(
            "harmless",
            revert,
            home,
            None,
            default,
            (cancel, False),
            (w("actions_delaction_dialog_ok1"), None),
        ),
    ]


def colors(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    home = w("action_colors")
    rows = [
        w(k)
        for k in (
            "colors_action_previewColors",
            "colors_action_importColors",
            "action_share",
            "colors_action_deleteColors",
        )
    ]
    edit_rows = [
        w(k) for k in ("action_share", "colors_action_importColors", "colors_action_deleteColors")
    ]
    cancel = w("colorsdelete_dialog_cancel")
    message = w("colorsdelete_dialog_message", COLORS)
    gone = f"{APP} ColorValuesSheetFragment (remove colors)"
    field = ({"field": "colors_import", "hint": w("colorsimport_dialog_hint"), "text": PASTED},)
    return [
        menu(
            "opens-prompt",
            f"{APP} ColorValuesSheetFragment (menu_colorsheet)",
            home,
            rows,
            [(w("colors_action_deleteColors"), False)],
        ),
        alert(
            "delete",
            gone,
            home,
            w("colorsdelete_dialog_title"),
            message,
            (cancel, None),
            (w("colorsdelete_dialog_ok"), True),
        ),
        alert(
            "harmless",
            gone,
            home,
            w("colorsdelete_dialog_title"),
            message,
            (cancel, False),
            (w("colorsdelete_dialog_ok"), None),
        ),
        menu(
            "opens-prompt",
            f"{APP} ColorValuesEditFragment (menu_coloredit)",
            COLORS,
            edit_rows,
            [(w("colors_action_deleteColors"), False)],
        ),
        alert(
            "delete",
            f"{APP} ColorValuesEditFragment (remove colors)",
            COLORS,
            w("colorsdelete_dialog_title"),
            message,
            (cancel, None),
            (w("colorsdelete_dialog_ok"), True),
        ),
        alert(
            "reversible",
            f"{APP} ColorValuesFragment (import colors)",
            home,
            w("colorsimport_dialog_title"),
            None,
            (w("colorsimport_dialog_cancel"), None),
            (w("colorsimport_dialog_ok"), False),
            field,
        ),
    ]


def general(t: Any) -> list[dict[str, Any]]:
    w = _w(t)
    title = w("settings_general")
    crash = w("crash_dialog_title")
    prefs = page(
        title,
        [
            {
                "list": [
                    {
                        "row": crash,
                        "secondary": w("settings_crashreport_summary1", "", "2025-03-14 07:12"),
                    },
                ]
            }
        ],
    )
    summary = w("crash_dialog_message", w("app_name"))
    report = f"{APP} GeneralPrefsFragment (crash report)"

    def dialog(
        category: str, clear: bool | None, copy: bool | None, view: bool | None
    ) -> dict[str, Any]:
        return alert(
            category,
            report,
            title,
            crash,
            summary,
            (w("crash_dialog_copy"), copy),
            (w("crash_dialog_view"), view),
            neutral=(w("crash_dialog_clear"), clear),
        )

    hide = f"{APP} UIPrefsFragment (hide custom event)"
    return [
        entry("opens-prompt", f"{APP} GeneralPrefsFragment", prefs, [(crash, False)]),
        dialog("delete", True, None, None),
        dialog("harmless", None, False, False),
        alert(
            "reversible",
            hide,
            w("settings_ui"),
            None,
            w("events_editevent_dialog_showevent_off"),
            (w("dialog_cancel"), None),
            (w("dialog_ok"), False),
        ),
    ]
