"""Simple Time Tracker's screens (``com.razeeman.util.simpletimetracker``, a time tracker:
activities, tags and categories edited, archived, restored and deleted, records and running
records removed, records and all data deleted in bulk, backups saved and restored), strings
from ``resources/src/main/res/values*/strings.xml``. The activity, tag, category and comment
names on the screens are the same in every language.

Read from the code (``features``): ``feature_dialogs/.../standard/StandardDialogFragment.kt``
(every confirmation: a ``MaterialAlertDialogBuilder`` with the title and message it is given,
the positive button and the negative one); ``feature_change_record_type``
(``change_record_type_fragment.xml``, ``ChangeRecordTypeFragment.kt`` and
``ChangeRecordTypeViewModel.kt``: an activity's edit page, with the Statistics card
``btnChangeRecordTypeStatistics``, the Archive card ``btnChangeRecordTypeArchive``, which
archives the activity (the archive restores it), the delete card
``btnChangeRecordTypeDelete``, an icon alone, which only asks "Delete?" "Are you sure? This
action cannot be undone." with Cancel and OK, whose OK removes the activity and all its
records, the name field and Save); ``feature_change_record_tag`` (a tag's edit page alike:
``btnChangeRecordTagArchive``, ``btnChangeRecordTagDelete`` and the same "Delete?", whose OK
removes the tag); ``feature_change_category`` (``ChangeCategoryViewModel.onDeleteClick``: a
category's Delete, ``btnChangeCategoryDelete``, removes it at once, with no dialog and no
undo); ``feature_change_record`` and ``core/.../RemoveRecordViewModel.kt`` (a record's Delete,
``btnChangeRecordDelete``, removes it and shows "Record ... removed" with Undo, which adds it
back); ``feature_change_running_record`` (a running record's Delete, the same
``btnChangeRecordDelete``, calls ``removeRunningRecordMediator.remove``: the timer is
discarded with no record kept, "Running activity removed", no undo);
``feature_archive/.../ArchiveViewModel.kt`` and ``feature_dialogs/.../archive`` (an archived
activity's sheet: its name, "Records", "All records of this activity will also be deleted",
``btnArchiveDialogDelete`` Delete, which only asks "Are you sure? This action cannot be
undone." with Cancel and Delete, whose Delete removes it for good, and
``btnArchiveDialogRestore`` Restore); ``feature_data_edit`` (``data_edit_fragment.xml`` and
``DataEditViewModel.kt``: "Data edit", "Select records", the changes' checkboxes, Delete
among them, Change, "Delete all records" and "Delete all data", each only asking "Are you sure?
This action cannot be undone." with Cancel and OK, whose OK applies the change, here deleting
the selected records, or deletes every record, or all the app's data); ``feature_settings``
(``SettingsBackupViewDataInteractor.kt`` and ``SettingsFileWorkDelegate.kt``: "Backup
settings": "Save backup", which opens the system's file picker to save to, "Restore backup",
which asks "Restore backup?" with Cancel and OK, whose OK only opens the system's file picker,
the restore running on the file picked, and the "Enable automatic backup" checkbox).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, popup

ID = "com.razeeman.util.simpletimetracker:id/"
ACTIVITY, TAG, CATEGORY, OTHER = "Reading", "Deep work", "Study", "Running"


def screens(t: Any) -> list[dict[str, Any]]:
    return activities(t) + records(t) + archive(t) + data(t) + backup(t)


def sure(t: Any, category: str, source: str, behind: str, title: str | None,
         cancel: bool | None, ok: bool | None, ok_key: str = "ok") -> dict[str, Any]:  # fmt: skip
    """A ``StandardDialogFragment`` asking "Are you sure? This action cannot be undone."."""
    return alert(category, f"timetracker {source}", behind, title, t("archive_deletion_alert"),
                 (t("cancel"), cancel), (t(ok_key), ok))  # fmt: skip


def edit_page(t: Any, name: str, prefix: str, fields: list[dict[str, Any]]) -> dict[str, Any]:
    """An activity's or a tag's edit page: its preview, Statistics, Archive, the delete
    icon, the name field, its other fields and Save."""
    return page(name, [
        {"text": name, "rid": f"{ID}preview{prefix}"},
        {"button": t("shortcut_navigation_statistics"), "rid": f"{ID}btn{prefix}Statistics"},
        {"button": t("settings_archive"), "rid": f"{ID}btn{prefix}Archive"},
        {"icon": "", "rid": f"{ID}btn{prefix}Delete"},
        {"field": f"{ID}et{prefix}Name", "text": name},
        *fields,
        {"button": t("change_record_type_save"), "rid": f"{ID}btn{prefix}Save"}])  # fmt: skip


def activities(t: Any) -> list[dict[str, Any]]:
    kind = edit_page(
        t,
        ACTIVITY,
        "ChangeRecordType",
        [
            {"row": t("change_record_type_color_hint")},
            {"row": t("change_record_type_icon_image_hint")},
            {"row": t("category_hint")},
        ],
    )
    tag = edit_page(t, TAG, "ChangeRecordTag", [
        {"row": t("change_record_type_field"), "secondary": ACTIVITY}])  # fmt: skip
    group = page(CATEGORY, [
        {"text": CATEGORY, "rid": f"{ID}previewChangeCategory"},
        {"button": t("shortcut_navigation_statistics"), "rid": f"{ID}btnChangeCategoryStatistics"},
        {"button": t("archive_dialog_delete"), "rid": f"{ID}btnChangeCategoryDelete"},
        {"field": f"{ID}etChangeCategoryName", "text": CATEGORY},
        {"row": t("change_category_types_hint")},
        {"button": t("change_category_save"), "rid": f"{ID}btnChangeCategorySave"}])  # fmt: skip
    ask = t("change_record_type_delete_alert")
    return [
        entry("opens-prompt", "timetracker ChangeRecordTypeFragment", kind,
              [("btnChangeRecordTypeDelete", False)]),
        entry("reversible", "timetracker ChangeRecordTypeFragment", kind,
              [(t("settings_archive"), False)]),
        entry("harmless", "timetracker ChangeRecordTypeFragment", kind,
              [(t("change_record_type_save"), False)]),
        sure(t, "delete", "ChangeRecordTypeViewModel (delete)", ACTIVITY, ask, None, True),
        sure(t, "harmless", "ChangeRecordTypeViewModel (delete)", ACTIVITY, ask, False, None),
        entry("opens-prompt", "timetracker ChangeRecordTagFragment", tag,
              [("btnChangeRecordTagDelete", False)]),
        entry("reversible", "timetracker ChangeRecordTagFragment", tag,
              [(t("settings_archive"), False)]),
        sure(t, "delete", "ChangeRecordTagViewModel (delete)", TAG, ask, None, True),
        entry("delete", "timetracker ChangeCategoryFragment", group,
              [(t("archive_dialog_delete"), True)]),
        entry("harmless", "timetracker ChangeCategoryFragment", group,
              [(t("change_category_save"), False)]),
    ]  # fmt: skip


def record_page(t: Any, layout: str) -> dict[str, Any]:
    """A record's (or a running record's) edit page, ``change_record_core_layout``."""
    return page(ACTIVITY, [
        {"text": ACTIVITY, "rid": f"{ID}preview{layout}"},
        {"button": t("shortcut_navigation_statistics"), "rid": f"{ID}btnChangeRecordStatistics"},
        {"button": t("archive_dialog_delete"), "rid": f"{ID}btnChangeRecordDelete"},
        {"text": "09:30", "rid": f"{ID}tvChangeRecordTimeStartedTime"},
        {"row": t("change_record_type_field"), "secondary": ACTIVITY},
        {"row": t("change_record_comment_field")},
        {"button": t("change_record_save"), "rid": f"{ID}btnChangeRecordSave"}])  # fmt: skip


def records(t: Any) -> list[dict[str, Any]]:
    done, running = record_page(t, "ChangeRecord"), record_page(t, "ChangeRunningRecord")
    removed = page(t("shortcut_navigation_records"), [
        {"row": OTHER, "secondary": "07:00 - 07:45"},
        {"text": t("record_removed", ACTIVITY), "rid": f"{ID}snackbar_text"},
        {"button": t("record_removed_undo"), "rid": f"{ID}snackbar_action"}])  # fmt: skip
    return [
        entry("reversible", "timetracker ChangeRecordFragment (RemoveRecordViewModel)", done,
              [(t("archive_dialog_delete"), False)]),
        entry("harmless", "timetracker ChangeRecordFragment", done,
              [(t("change_record_save"), False)]),
        entry("reversible", "timetracker RecordsFragment (Record removed)", removed,
              [(t("record_removed_undo"), False)]),
        entry("delete", "timetracker ChangeRunningRecordFragment", running,
              [(t("archive_dialog_delete"), True)]),
        entry("harmless", "timetracker ChangeRunningRecordFragment", running,
              [(t("shortcut_navigation_statistics"), False)]),
    ]  # fmt: skip


def archive(t: Any) -> list[dict[str, Any]]:
    behind = t("settings_archive")
    sheet = (
        {"text": ACTIVITY, "rid": f"{ID}tvArchiveDialogTitleItemText"},
        {"text": t("archive_records_count"), "rid": f"{ID}tvArchiveDialogInfoName"},
        {"text": "128", "rid": f"{ID}tvArchiveDialogInfoText"},
        {"text": t("archive_activity_deletion_message")},
        {"button": t("archive_dialog_delete"), "rid": f"{ID}btnArchiveDialogDelete"},
        {"button": t("archive_dialog_restore"), "rid": f"{ID}btnArchiveDialogRestore"},
    )  # fmt: skip
    where = "timetracker ArchiveDialogFragment"
    return [
        popup("opens-prompt", where, behind, None, None, [], sheet,
              ((t("archive_dialog_delete"), False),)),
        popup("reversible", where, behind, None, None, [], sheet,
              ((t("archive_dialog_restore"), False),)),
        sure(t, "delete", "ArchiveViewModel (delete)", behind, None, None, True,
             "archive_dialog_delete"),
        sure(t, "harmless", "ArchiveViewModel (delete)", behind, None, False, None,
             "archive_dialog_delete"),
    ]  # fmt: skip


def data(t: Any) -> list[dict[str, Any]]:
    title = t("settings_data_edit")
    checks = [(t(k), f"{ID}checkbox{rid}") for k, rid in (
        ("data_edit_change_activity", "DataEditChangeActivity"),
        ("data_edit_change_comment", "DataEditChangeComment"),
        ("data_edit_change_add_tag", "DataEditAddTag"),
        ("data_edit_change_remove_tag", "DataEditRemoveTag"),
        ("archive_dialog_delete", "DataEditDeleteRecords"))]  # fmt: skip
    edit = page(title, [
        {"text": t("data_edit_hint")},
        {"button": t("data_edit_select_records"), "rid": f"{ID}btnDataEditSelectRecords"},
        {"text": t("something_selected")}, {"text": "42"},
        *({"switch": label, "rid": rid} for label, rid in checks),
        {"button": t("data_edit_button_change"), "rid": f"{ID}btnDataEditChange"},
        {"button": t("data_edit_button_delete_records"), "rid": f"{ID}btnDataEditDeleteRecords"},
        {"button": t("data_edit_button_delete_data"), "rid": f"{ID}btnDataEditDeleteData"},
    ])  # fmt: skip
    where = "timetracker DataEditFragment"
    return [
        entry("opens-prompt", where, edit, [(t("data_edit_button_delete_records"), False)]),
        entry("opens-prompt", where, edit, [(t("data_edit_button_delete_data"), False)]),
        entry("opens-prompt", f"{where} (Delete ticked)", edit,
              [(t("data_edit_button_change"), False)]),
        entry("reversible", where, edit, [(t("archive_dialog_delete"), False)]),
        sure(t, "delete", "DataEditViewModel (the selected records, Delete ticked)", title, None,
             None, True),
        sure(t, "delete", "DataEditViewModel (delete all records)", title, None, None, True),
        sure(t, "delete", "DataEditViewModel (delete all data)", title, None, None, True),
        sure(t, "harmless", "DataEditViewModel (delete all data)", title, None, False, None),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("settings_backup_title")
    rows = page(title, [
        {"row": t("settings_save_backup"), "secondary": t("settings_save_description")},
        {"row": t("settings_restore_backup"), "secondary": t("settings_restore_description")},
        {"switch": t("settings_automatic_backup"), "checked": True},
        {"text": t("settings_automatic_description")}])  # fmt: skip
    where = "timetracker SettingsFragment (backup)"
    asked = "timetracker SettingsFileWorkDelegate (Restore backup?)"
    message = t("settings_dialog_message")
    cancel, ok = t("cancel"), t("ok")
    return [
        entry("opens-prompt", where, rows, [(t("settings_restore_backup"), False)]),
        entry("harmless", where, rows, [(t("settings_save_backup"), False)]),
        entry("reversible", where, rows, [(t("settings_automatic_backup"), False)]),
        alert("opens-prompt", asked, title, None, message, (cancel, None), (ok, False)),
        alert("harmless", asked, title, None, message, (cancel, False), (ok, None)),
    ]  # fmt: skip
