"""openScale's screens (``com.health.openscale``, a body-weight and body-composition log fed
by Bluetooth scales), strings from ``t(name)``.

Read from the code (``android_app/app/src/main/java/com/health/openscale/ui/screen``):
``settings/DataManagementSettingsScreen.kt`` (the "Data Management" page: "Export measurements
(CSV)" and "Import measurements (CSV)", which open ``UserSelectionDialog`` ("Export: Select
User", "Import: Select User", each with a Cancel button), whose user then opens the system's
document creator or file picker; "Backup database", which opens the document creator; "Restore
database", which opens "Restore Database?", whose "YES, RESTORE" only launches the file picker
for a backup, ``startDatabaseRestore``; under "Danger Zone", "Delete all measurement data",
which opens "Delete: Select User", whose user opens "Delete Permanently?", "YES, DELETE ALL"
deleting every measurement of that user, ``confirmActualDeletion``, and Cancel; "Delete entire
database", which opens "ATTENTION! Delete Entire Database?", "YES, DELETE ALL" deleting every
user, setting and measurement, ``confirmDeleteEntireDatabase``);
``settings/UserSettingsScreen.kt`` (the "Users" page: the top bar's "Add new user", each user's
"Edit user" and "Delete user" icons, the latter opening ``DeleteConfirmationDialog``: "Delete
user %s?", Delete, which deletes the user and all their data, ``SettingsViewModel.deleteUser``,
and Cancel); ``dialog/DeleteConfirmationDialog.kt`` (Cancel and Delete);
``overview/OverviewScreen.kt`` ("Delete measurement?", Delete deletes the measurement,
``deleteMeasurement``; a measurement row's "Delete measurement from %s" icon, which opens it,
and "Edit measurement from %s"); ``table/TableScreen.kt`` ("Delete Items?", Delete deletes the
selected measurements); ``settings/MeasurementTypeSettingsScreen.kt`` ("Delete Type?", Delete
deletes the custom type and its values; a type's Edit and Delete icons; types selected,
the top bar's enable, pin and axis actions, each opening "Confirm %s?" whose Confirm only sets
the types' flag, which the same action sets back); ``dialog/UserGoalDialog.kt`` ("Delete goal
for %s?", Delete removes the goal); ``settings/BluetoothScreen.kt`` (a found scale's "More
options" menu: "Save as preferred" and "Save as developer mode"; the "Important Notice" dialog,
whose "Acknowledge & Save" saves the scale as the one to connect to, which another scale
replaces, "Go to Project Website", which opens the browser, and Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry, menu

USER, DATE, WEIGHT = "Anna", "12/03/2026 07:45", "68.4 kg"


def screens(t: Any) -> list[dict[str, Any]]:
    return data_management(t) + users(t) + measurements(t) + types(t) + bluetooth(t)


def delete_cancel(t: Any, bad: bool | None = True) -> list[tuple[str, bool | None]]:
    """``DeleteConfirmationDialog``'s Cancel and Delete."""
    return [(t("cancel_button"), False), (t("delete_button_label"), bad)]


def data_management(t: Any) -> list[dict[str, Any]]:
    rows = [{"button": t(k)} for k in ("settings_export_measurements_csv",
            "settings_import_measurements_csv", "settings_backup_database",
            "settings_restore_database")]  # fmt: skip
    danger = [{"text": t("settings_danger_zone")},
              {"button": t("settings_delete_all_measurement_data")},
              {"button": t("settings_delete_entire_database")}]  # fmt: skip
    page = {"title": t("settings_item_data_management"), "items": [*rows, *danger]}
    where = "openScale DataManagementSettingsScreen (the data management page)"
    title = t("settings_item_data_management")
    pick = [{"list": [{"button": USER}, {"button": "Ben"}]}, {"button": t("cancel_button")}]

    def chooser(key: str) -> dict[str, Any]:
        return {"title": title, "dialog": {"title": t(key)}, "items": pick}

    yes_all = [(t("cancel_button"), False), (t("button_yes_delete_all"), True)]
    return [
        entry("opens-prompt", where, page,
              [(t("settings_delete_all_measurement_data"), False),
               (t("settings_delete_entire_database"), False),
               (t("settings_restore_database"), False)]),
        entry("harmless", where, page,
              [(t("settings_import_measurements_csv"), False),
               (t("settings_export_measurements_csv"), False),
               (t("settings_backup_database"), False)]),
        entry("opens-prompt", "openScale UserSelectionDialog (Delete: Select User)",
              chooser("dialog_title_delete_select_user"), [(USER, False)]),
        entry("harmless", "openScale UserSelectionDialog (Import: Select User)",
              chooser("dialog_title_import_select_user"), [(USER, False)]),
        compose_dialog("delete", "openScale DataManagementSettingsScreen (Delete Permanently?)",
                       title, t("dialog_title_delete_user_data_confirmation"),
                       t("dialog_message_delete_user_data_confirmation", USER), yes_all),
        compose_dialog("delete", "openScale DataManagementSettingsScreen (Delete Entire Database?)",
                       title, t("dialog_title_delete_entire_database_confirmation"),
                       t("dialog_message_delete_entire_database_confirmation"), yes_all),
        compose_dialog("opens-prompt",
                       "openScale DataManagementSettingsScreen (Restore Database?)", title,
                       t("dialog_title_restore_database_confirmation"),
                       t("dialog_message_restore_database_confirmation"),
                       [(t("cancel_button"), False), (t("button_yes_restore"), False)]),
    ]  # fmt: skip


def users(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("user_settings_title"), "items": [
        {"icon": "add", "desc": t("user_settings_content_description_add_user")},
        {"text": USER},
        {"icon": "edit", "desc": t("user_settings_content_description_edit")},
        {"icon": "delete", "desc": t("user_settings_content_description_delete")},
    ]}  # fmt: skip
    where = "openScale UserSettingsScreen (the users page, one user)"
    return [
        entry("opens-prompt", where, page,
              [(t("user_settings_content_description_delete"), False)]),
        entry("harmless", where, page,
              [(t("user_settings_content_description_edit"), False),
               (t("user_settings_content_description_add_user"), False)]),
        compose_dialog("delete", "openScale UserSettingsScreen (DeleteConfirmationDialog)",
                       t("user_settings_title"), t("dialog_title_delete_user", USER),
                       t("dialog_text_delete_user"), delete_cancel(t)),
    ]  # fmt: skip


def measurements(t: Any) -> list[dict[str, Any]]:
    row = {"title": t("route_title_overview"), "items": [
        {"text": DATE}, {"text": WEIGHT},
        {"icon": "delete", "desc": t("action_delete_measurement_desc", DATE)},
        {"icon": "edit", "desc": t("action_edit_measurement_desc", DATE)},
    ]}  # fmt: skip
    where = "openScale OverviewScreen (a measurement's row)"
    return [
        entry("opens-prompt", where, row, [(t("action_delete_measurement_desc", DATE), False)]),
        entry("harmless", where, row, [(t("action_edit_measurement_desc", DATE), False)]),
        compose_dialog("delete", "openScale OverviewScreen (Delete measurement?)",
                       t("route_title_overview"), t("dialog_title_delete_item"),
                       t("dialog_message_delete_item", DATE, WEIGHT), delete_cancel(t)),
        compose_dialog("delete", "openScale TableScreen (Delete Items?, three)",
                       t("route_title_table"), t("dialog_title_delete_selected_items"),
                       t("dialog_message_delete_selected_items", 3), delete_cancel(t)),
        compose_dialog("delete", "openScale MeasurementTypeSettingsScreen (Delete Type?)",
                       t("measurement_type_settings_title"), t("dialog_title_delete_type"),
                       t("dialog_text_delete_type", "Neck"), delete_cancel(t)),
        compose_dialog("delete", "openScale UserGoalDialog (Delete goal)",
                       t("route_title_overview"),
                       t("dialog_title_delete_goal", t("measurement_type_weight")),
                       t("dialog_text_delete_goal"), delete_cancel(t)),
    ]  # fmt: skip


def bluetooth(t: Any) -> list[dict[str, Any]]:
    scale = "Mi Body Composition Scale 2"
    where = "openScale BluetoothScreen (a found scale's More options menu)"
    entries = [t("menu_save_as_preferred"), t("menu_save_as_developer")]
    notice = ({"button": t("go_to_project_website_button")},)
    return [
        menu("reversible", where, scale, entries, [(t("menu_save_as_preferred"), False)]),
        compose_dialog("reversible", "openScale BluetoothScreen (Important Notice)",
                       t("settings_item_bluetooth"), t("compatibility_dialog_title"),
                       t("bluetooth_compatibility_disclaimer"),
                       [(t("cancel_button"), False),
                        (t("compatibility_dialog_confirm_button"), False)],
                       notice, ((t("go_to_project_website_button"), False),)),
    ]  # fmt: skip


def types(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("measurement_type_settings_title"), "items": [
        {"text": "Neck"},
        {"icon": "edit", "desc": t("content_desc_edit_type")},
        {"icon": "delete", "desc": t("content_desc_delete_type")},
    ]}  # fmt: skip
    where = "openScale MeasurementTypeSettingsScreen (a custom type's row)"
    cases = []
    for verb in ("action_disable", "action_pin"):
        word = t(verb)
        cases.append(
            compose_dialog(
                "reversible",
                f"openScale MeasurementTypeSettingsScreen (Confirm {verb[7:]}?, two types)",
                t("measurement_type_settings_title"),
                t("dialog_title_confirm_generic", word[:1].upper() + word[1:]),
                t("dialog_text_confirm_generic_verb", 2, word),
                [(t("cancel_button"), False), (t("confirm_button"), False)],
            )
        )
    return [
        entry("opens-prompt", where, page, [(t("content_desc_delete_type"), False)]),
        entry("harmless", where, page, [(t("content_desc_edit_type"), False)]),
        *cases,
    ]  # fmt: skip
