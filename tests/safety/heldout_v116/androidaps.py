"""AndroidAPS's screens (``info.nightscout.androidaps``, an artificial pancreas system driving
an insulin pump: boluses, extended boluses and primes delivered, temp basals set and
cancelled, the loop suspended and the pump disconnected, treatments removed from the
history, logs deleted and the databases cleaned up or reset), strings from the
``values*/strings.xml`` of ``core/ui``, ``core/objects``, ``ui``, ``plugins/main`` and
``plugins/configuration``. The amounts, durations and dates on the screens are the same in
every language.

Read from the code (``src/main/kotlin/app/aaps``): ``plugins/main/.../general/actions/
ActionsFragment.kt`` and ``res/layout/actions_fragment.xml`` (the Actions tab: "Profile
switch", "Temporary target", TempBasal, which opens ``TempBasalDialog``, the
``cancel_temp_basal`` button, "Cancel" with the running temp basal, which cancels it at once,
"Extended Bolus", which only opens the confirmation "Use of Extended bolus feature will stop
closed loop mode…", whose OK only opens ``ExtendedBolusDialog``, "Prime/Fill", which opens
``FillDialog``, "History browser" and TDD); ``core/ui/.../dialogs/OKDialog.kt``
(``showConfirmation``: a title, the message and the platform's Cancel and OK, which runs the
action); ``ui/.../dialogs/InsulinDialog.kt`` and ``res/layout/dialog_insulin.xml`` (Insulin:
the "Start Eating soon TT" and "Do not bolus, record only" checkboxes, the ``time`` and
``amount`` fields, the +0.5, +1 and +2 buttons, Notes, Cancel and OK, which only opens the
"Bolus" confirmation: "Bolus: 2.00", whose OK hands the bolus to the pump's command queue,
or, with "record only" ticked, adds "Bolus will be recorded only…" and only records it);
``ExtendedBolusDialog.kt`` and ``dialog_extendedbolus.xml`` (the ``insulin`` and ``duration``
fields, Cancel and OK, which opens the "Extended bolus" confirmation, "1.50 U", "Duration: 120
mins", whose OK starts the extended bolus on the pump); ``TempBasalDialog.kt`` and
``dialog_tempbasal.xml`` (the ``basal_percent_input`` and ``duration`` fields and OK, which
opens the "Temp basal" confirmation, "Temp basal: 150%", "Duration: 60 mins", whose OK sets the
temp basal on the pump); ``FillDialog.kt`` and ``dialog_fill.xml`` (Prime/Fill: the "Pump Site
Change" and "Insulin Cartridge Change" checkboxes, which only say what is recorded, the
``fill_insulin_amount`` field, three preset buttons, Notes, Cancel and OK, which opens the
"Prime/Fill" confirmation, "Please make sure the amount matches…", "Bolus: 0.50", "Record pump
site change", whose OK primes the amount through the pump); ``LoopDialog.kt`` and
``dialog_loop.xml`` (the loop's modes, "Disable loop", "Suspend loop" for 1, 2, 3 or 10 hours,
"Disconnect pump" for 15 or 30 minutes, 1, 2 or 3 hours, and Cancel; each mode asks "Confirm"
with its description, "Disconnect pump for 30 min", whose OK changes the running mode, undone
by Resume or Reconnect); ``ui/.../activities/fragments/TreatmentsBolusCarbsFragment.kt``,
``res/menu/menu_treatments_carbs_bolus.xml`` and ``core/objects/.../ui/ActionModeHelper.kt``
(the treatments' overflow: "Remove Items", which only starts a selection, "Show invalidated"
and "Delete future treatments", which only opens its confirmation, "Treatment", "Delete future
treatments?", whose OK invalidates every future bolus and carbs entry; the selection's action
mode, "1 selected", with "Remove Selected Items", which only opens "Remove record", "Insulin:
2.00 U", "Date: …" or "Are you sure you want to remove 3 items", whose OK invalidates the
records); ``plugins/configuration/.../maintenance/MaintenanceFragment.kt`` and
``res/layout/maintenance_fragment.xml`` (Maintenance: "Log files", "Send Logs by Email", "Delete
Logs", which deletes the log files at once, keeping the newest five, "Export settings
(Local)", "Import settings (Local)", "Database cleanup" and "Reset Databases", each of the last
two only opening a "Maintenance" confirmation whose OK deletes the records older than three
months, or clears every database).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "info.nightscout.androidaps:id/"
WHEN = "04/10/26 8:15 AM"


def screens(t: Any) -> list[dict[str, Any]]:
    parts = (actions, extended, basal, fill, bolus, loop, treatments, maintenance)
    return [shown for part in parts for shown in part(t)]


def units(t: Any, key: str, value: str) -> str:
    """A string with a ``%1$.2f`` amount, as the app fills it."""
    return t(key).replace("%1$.2f", value)


def confirm(t: Any, category: str, name: str, behind: str, title: str, lines: list[str],
            ok: bool | None, cancel: bool | None) -> dict[str, Any]:  # fmt: skip
    """``OKDialog.showConfirmation``: the title, the lines of the message, Cancel and OK."""
    return alert(category, f"androidaps OKDialog ({name})", behind, title, " ".join(lines),
                 (t("android:cancel"), cancel), (t("android:ok"), ok))  # fmt: skip


def okcancel() -> list[str]:
    return ["cancel", "ok"]


def form(t: Any, title: str, widgets: list[dict[str, Any]]) -> dict[str, Any]:
    """A treatment dialog (``DialogFragmentWithDate``): its header, widgets, Cancel and OK."""
    buttons = [{"button": t(k), "rid": f"{ID}{k}"} for k in okcancel()]
    return page(title, [{"text": title}, *widgets, *buttons])


def actions_page(t: Any) -> dict[str, Any]:
    rows = [("profile_switch", t("careportal_profileswitch")),
            ("temp_target", t("temporary_target")), ("set_temp_basal", t("tempbasal_button")),
            ("cancel_temp_basal", f"{t('cancel')} 150%"),
            ("extended_bolus", t("extended_bolus_button")), ("fill", t("prime_fill")),
            ("history_browser", t("nav_history_browser")), ("tdd_stats", t("tdd"))]  # fmt: skip
    return page(t("actions"), [{"button": text, "rid": f"{ID}{rid}"} for rid, text in rows])


def actions(t: Any) -> list[dict[str, Any]]:
    where = "androidaps ActionsFragment"
    shown = actions_page(t)
    return [
        entry("opens-prompt", where, shown, [(t("tempbasal_button"), False)]),
        entry("opens-prompt", where, shown, [(t("extended_bolus_button"), False)]),
        entry("opens-prompt", where, shown, [(t("prime_fill"), False)]),
        entry("reversible", where, shown, [(f"{t('cancel')} 150%", False)]),
    ]  # fmt: skip


def extended(t: Any) -> list[dict[str, Any]]:
    behind, title = t("actions"), t("extended_bolus")
    fields = [{"text": t("overview_insulin_label")}, {"field": f"{ID}insulin", "text": "1.50"},
              {"text": t("duration_label")}, {"field": f"{ID}duration", "text": "120"}]  # fmt: skip
    shown = form(t, t("extended_bolus_label"), fields)
    lines = [units(t, "format_insulin_units", "1.50"),
             f"{t('duration')}: {t('format_mins', 120)}"]  # fmt: skip
    warn = [t("ebstopsloop")]
    return [
        confirm(t, "opens-prompt", "ebstopsloop", behind, title, warn, False, None),
        confirm(t, "harmless", "ebstopsloop", behind, title, warn, None, False),
        entry("opens-prompt", "androidaps ExtendedBolusDialog", shown, [(t("ok"), False)]),
        confirm(t, "dose", "Extended bolus", behind, title, lines, True, None),
        confirm(t, "harmless", "Extended bolus", behind, title, lines, None, False),
    ]  # fmt: skip


def basal(t: Any) -> list[dict[str, Any]]:
    behind, title = t("actions"), t("tempbasal_label")
    fields = [{"text": t("basal_rate")}, {"field": f"{ID}basal_percent_input", "text": "150"},
              {"text": t("duration_label")}, {"field": f"{ID}duration", "text": "60"}]  # fmt: skip
    shown = form(t, title, fields)
    lines = [f"{title}: 150%", f"{t('duration')}: {t('format_mins', 60)}"]
    return [
        entry("opens-prompt", "androidaps TempBasalDialog", shown, [(t("ok"), False)]),
        confirm(t, "reversible", "Temp basal", behind, title, lines, False, None),
        confirm(t, "harmless", "Temp basal", behind, title, lines, None, False),
    ]  # fmt: skip


def fill(t: Any) -> list[dict[str, Any]]:
    behind, title = t("actions"), t("prime_fill")
    fields = [
        {"switch": t("careportal_pump_site_change"), "rid": f"{ID}fill_catheter_change"},
        {"switch": t("careportal_insulin_cartridge_change"), "rid": f"{ID}fill_cartridge_change"},
        {"text": t("overview_insulin_label")},
        {"field": f"{ID}fill_insulin_amount", "text": "0.50"},
        *({"button": amount, "rid": f"{ID}fill_preset_button{i}"}
          for i, amount in enumerate(("0.30", "0.50", "1.00"), 1)),
        {"field": f"{ID}notes", "hint": t("notes_label")},
    ]  # fmt: skip
    shown = form(t, title, fields)
    where = "androidaps FillDialog"
    lines = [t("fill_warning"), f"{t('bolus')}: 0.50", t("record_pump_site_change")]
    return [
        entry("opens-prompt", where, shown, [(t("ok"), False)]),
        entry("reversible", where, shown, [(t("careportal_pump_site_change"), False)]),
        confirm(t, "dose", "Prime/Fill", behind, title, lines, True, None),
        confirm(t, "harmless", "Prime/Fill", behind, title, lines, None, False),
    ]  # fmt: skip


def bolus(t: Any) -> list[dict[str, Any]]:
    behind, title = t("=AndroidAPS"), t("bolus")
    fields = [
        {"switch": t("start_eating_soon_tt"), "rid": f"{ID}start_eating_soon_tt"},
        {"switch": t("do_not_bolus_record_only"), "rid": f"{ID}record_only"},
        {"text": t("time_offset")}, {"field": f"{ID}time", "text": "0"},
        {"text": t("overview_insulin_label")}, {"field": f"{ID}amount", "text": "2.00"},
        {"button": "+0.5", "rid": f"{ID}plus05"}, {"button": "+1", "rid": f"{ID}plus10"},
        {"button": "+2", "rid": f"{ID}plus20"},
        {"field": f"{ID}notes", "hint": t("notes_label")},
    ]  # fmt: skip
    shown = form(t, t("overview_insulin_label"), fields)
    where = "androidaps InsulinDialog"
    given = [f"{title}: 2.00"]
    recorded = [*given, t("bolus_recorded_only")]
    return [
        entry("opens-prompt", where, shown, [(t("ok"), False)]),
        entry("harmless", where, shown, [(t("cancel"), False)]),
        entry("reversible", where, shown, [(t("do_not_bolus_record_only"), False)]),
        confirm(t, "dose", "Bolus", behind, title, given, True, None),
        confirm(t, "harmless", "Bolus", behind, title, given, None, False),
        confirm(t, "reversible", "Bolus, record only", behind, title, recorded, False, None),
    ]  # fmt: skip


def loop(t: Any) -> list[dict[str, Any]]:
    modes = [("overview_loop_header", "loop", "text"), ("overview_closeloop", "closedloop", ""),
             ("overview_lgsloop", "lowglucosesuspend", ""), ("overview_openloop", "openloop", ""),
             ("overview_disable", "disableloop", ""),
             ("overview_suspend_header", "suspendloop", "text"),
             ("overview_suspend_1h", "duration1h", ""), ("overview_suspend_2h", "duration2h", ""),
             ("overview_suspend_3h", "duration3h", ""),
             ("overview_suspend_10h", "duration10h", ""),
             ("overview_pump_header", "disconnectpump", "text"),
             ("overview_disconnect_15m", "duration15m", ""),
             ("overview_disconnect_30m", "duration30m", ""),
             ("overview_disconnect_1h", "duration1h", ""),
             ("overview_disconnect_2h", "duration2h", ""),
             ("overview_disconnect_3h", "duration3h", ""), ("cancel", "cancel", "")]  # fmt: skip
    shown = page(t("=AndroidAPS"), [
        {"text": t("running_mode")}, {"text": t("closedloop")},
        *({"text": t(key)} if kind else {"button": t(key), "rid": f"{ID}{rid}"}
          for rid, key, kind in modes)])  # fmt: skip
    where = "androidaps LoopDialog"
    lines = [t("disconnectpumpfor30m")]
    return [
        entry("reversible", where, shown, [(t("duration30m"), False)]),
        entry("reversible", where, shown, [(t("disableloop"), False)]),
        entry("harmless", where, shown, [(t("cancel"), False)]),
        confirm(t, "reversible", "Disconnect pump for 30 min", t("=AndroidAPS"), t("confirm"),
                lines, False, None),
    ]  # fmt: skip


def treatments(t: Any) -> list[dict[str, Any]]:
    title = t("treatments")
    overflow = [t("remove_items"), t("show_invalidated"), t("delete_future_treatments")]
    where = "androidaps TreatmentsBolusCarbsFragment"
    one = [f"{t('configbuilder_insulin')}: {units(t, 'format_insulin_units', '2.00')}",
           f"{t('date')}: {WHEN}"]  # fmt: skip
    three = [t("confirm_remove_multiple_items", 3)]
    future = [f"{t('delete_future_treatments')}?"]
    return [
        menu("harmless", f"{where} (overflow)", title, overflow, [(t("remove_items"), False)]),
        menu("opens-prompt", f"{where} (overflow)", title, overflow,
             [(t("delete_future_treatments"), False)]),
        menu("opens-prompt", "androidaps ActionModeHelper (1 selected)", t("count_selected", 1),
             [t("remove_selected_items")], [(t("remove_selected_items"), False)]),
        confirm(t, "delete", "Remove record, one bolus", title, t("removerecord"), one, True,
                None),
        confirm(t, "harmless", "Remove record, one bolus", title, t("removerecord"), one, None,
                False),
        confirm(t, "delete", "Remove record, three items", title, t("removerecord"), three,
                True, None),
        confirm(t, "delete", "Delete future treatments", title,
                t("overview_treatment_label"), future, True, None),
    ]  # fmt: skip


def maintenance(t: Any) -> list[dict[str, Any]]:
    title = t("maintenance")
    rows = [("log", "log_files", "text"), ("log_send", "send_all_logs", ""),
            ("log_delete", "delete_logs", ""), ("nav", "settings", "text"),
            ("nav_export", "export_settings_local", ""),
            ("nav_import", "import_settings_local", ""), ("misc", "miscellaneous", "text"),
            ("cleanup_db", "database_cleanup", ""), ("nav_resetdb", "nav_resetdb", "")]  # fmt: skip
    shown = page(title, [{"text": t(key)} if kind else {"button": t(key), "rid": f"{ID}{rid}"}
                         for rid, key, kind in rows])  # fmt: skip
    where = "androidaps MaintenanceFragment"
    reset, cleanup = [t("reset_db_confirm")], [t("cleanup_db_confirm")]
    return [
        entry("delete", where, shown, [(t("delete_logs"), True)]),
        entry("opens-prompt", where, shown, [(t("nav_resetdb"), False)]),
        entry("opens-prompt", where, shown, [(t("database_cleanup"), False)]),
        entry("harmless", where, shown, [(t("export_settings_local"), False)]),
        confirm(t, "reset", "Reset Databases", title, title, reset, True, None),
        confirm(t, "harmless", "Reset Databases", title, title, reset, None, False),
        confirm(t, "delete", "Database cleanup", title, title, cleanup, True, None),
    ]  # fmt: skip
