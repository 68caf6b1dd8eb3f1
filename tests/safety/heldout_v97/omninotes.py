"""Omni Notes' screens (``it.feio.android.omninotes``, notes kept on the device: trashed,
restored, deleted for good, archived, categorized; categories deleted; backups restored
and deleted; all data erased), strings from ``omniNotes/src/main/res/values*/strings.xml``,
read in the folders a device set to each language's main region reads (``values-de-rDE``,
``-fr-rFR``, ``-es-rES``, ``-ja-rJP``, ``-ru-rRU``, ``-zh-rCN``, ``-pt-rBR``); it has no
Korean, so Korean shows English. The note, category and backup names are the same in every
language.

Read from the code (``omniNotes/src/main/java/it/feio/android/omninotes``):
``DetailFragment.java`` and ``res/menu/menu_detail.xml`` (a note's overflow menu, whose rows
``onPrepareOptionsMenu`` shows: for a note "Enable checklist", Lock, "Add shortcut", "Pin
note", Archive, Trash (``trashNote``: the note goes to the trash), "Discard changes" and
Info; for a trashed note "Restore from trash" and Delete, the latter from
``BaseActivity``'s ``menu_list``; ``deleteNote`` asks "Confirm note deletion?" whose Ok calls
``MainActivity.deleteNote``, deleting the note and its attachments; ``discard`` asks
"Confirm undoing changes?" whose Ok drops the unsaved changes and deletes the attachments
added since; a reminder's and a location's long press ask "Remove reminder?" and "Remove
location?"); ``ListFragment.java`` and ``res/menu/menu_list.xml`` (the list's selection:
Category, Tags, "Add reminder", "Select all", Merge, Archive and Trash, which trashes the
notes with an undo bar; in the trash "Select all", "Restore from trash" and Delete, whose
"Confirm note deletion?" Ok calls ``deleteNotesExecute``; the trash's menu, whose "Empty
trash" asks "Confirm deleting all trashed notes?" and whose Ok deletes every trashed note;
``categorizeNotes``' "Categorize as", with the categories, "Remove category", which
un-categorizes the notes, and "Add category", which opens the category page);
``CategoryActivity.java`` and ``res/layout/activity_category.xml`` (title, description,
colour, Delete, which asks "Confirm category deletion?", with "This category is used by some
notes..." when notes use it, and whose Confirm calls ``DbHelper.deleteCategory``, and Ok,
which saves it); ``SettingsFragment.java`` and ``res/xml/settings_data.xml``,
``settings_sync_import_export.xml`` (the Data page's "Erase all data", whose Confirm clears
the settings and deletes the database, the attachments and the cache; "Restore or delete
backups", a list of backups with Delete and Restore, each only asking again: "Proceed
restoring from backup?" whose Confirm starts ``DataBackupIntentService``'s import, which
writes each backed-up note over the note of the same id, and "Proceed deleting backup?"
whose Confirm deletes the backup's folder); ``helpers/BackupHelper.java``.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, OMNI, POSITIVE, dialog, entry, md, menu, page

NOTE, CATEGORY, BACKUPS = "Groceries", "Home", ("2024_03_01-10_00", "2024_02_01-09_30")


def screens(t: Any) -> list[dict[str, Any]]:
    return detail(t) + listing(t) + categories(t) + data(t)


def detail(t: Any) -> list[dict[str, Any]]:
    normal = [t("checklist_on"), t("lock"), t("add_shortcut"), t("pin_note"), t("archive"),
              t("trash"), t("discard_changes"), t("info")]  # fmt: skip
    trashed = [t("checklist_on"), t("lock"), t("untrash"), t("delete"), t("discard_changes"),
               t("info")]  # fmt: skip
    where = "omninotes DetailFragment (the overflow menu)"
    gone = "omninotes DetailFragment (a trashed note's menu)"
    return [
        menu("reversible", where, NOTE, normal, [(t("trash"), False)]),
        menu("reversible", where, NOTE, normal, [(t("archive"), False)]),
        menu("opens-prompt", where, NOTE, normal, [(t("discard_changes"), False)]),
        menu("opens-prompt", gone, NOTE, trashed, [(t("delete"), False)]),
        menu("reversible", gone, NOTE, trashed, [(t("untrash"), False)]),
        md("delete", "omninotes DetailFragment.deleteNote", NOTE, None,
           t("delete_note_confirmation"), (t("ok"), True)),
        md("delete", "omninotes DetailFragment.discard", NOTE, None,
           t("undo_changes_note_confirmation"), (t("ok"), True)),
        md("reversible", "omninotes DetailFragment (a reminder's long press)", NOTE, None,
           t("remove_reminder"), (t("ok"), False)),
        md("reversible", "omninotes DetailFragment (a location's long press)", NOTE, None,
           t("remove_location"), (t("ok"), False)),
    ]  # fmt: skip


def listing(t: Any) -> list[dict[str, Any]]:
    selected = [t("category"), t("tags"), t("add_reminder"), t("select_all"), t("merge"),
                t("archive"), t("trash")]  # fmt: skip
    binned = [t("select_all"), t("untrash"), t("delete")]
    options = [t("sort"), t("contracted_view"), t("empty_trash")]
    where = "omninotes ListFragment (2 notes selected)"
    bin_where = "omninotes ListFragment (the trash, 2 notes selected)"
    rows = ({"row": CATEGORY}, {"row": "Work"})
    asked = "omninotes ListFragment.categorizeNotes (Categorize as)"
    behind = t("trash")
    return [
        menu("reversible", where, "2", selected, [(t("trash"), False)]),
        menu("reversible", where, "2", selected, [(t("archive"), False)]),
        menu("opens-prompt", bin_where, "2", binned, [(t("delete"), False)]),
        menu("reversible", bin_where, "2", binned, [(t("untrash"), False)]),
        menu("opens-prompt", "omninotes ListFragment (the trash's menu)", behind, options,
             [(t("empty_trash"), False)]),
        md("delete", "omninotes ListFragment.deleteNotes", behind, None,
           t("delete_note_confirmation"), (t("ok"), True)),
        md("delete", "omninotes ListFragment.emptyTrash", behind, None,
           t("empty_trash_confirmation"), (t("ok"), True)),
        md("reversible", asked, "2", t("categorize_as"), None, (t("add_category"), None),
           (t("remove_category"), False), rows),
        md("harmless", asked, "2", t("categorize_as"), None, (t("add_category"), False),
           (t("remove_category"), None), rows),
    ]  # fmt: skip


def categories(t: Any) -> list[dict[str, Any]]:
    shown = page(t("category"), [
        {"field": f"{OMNI}category_title", "hint": t("category_title"), "text": CATEGORY},
        {"field": f"{OMNI}category_description", "hint": t("category_description")},
        {"button": t("delete"), "rid": f"{OMNI}delete"},
        {"button": t("ok"), "rid": f"{OMNI}save"}])  # fmt: skip
    where = "omninotes CategoryActivity.deleteCategory"
    title = t("delete_unused_category_confirmation")
    return [
        entry("opens-prompt", "omninotes CategoryActivity", shown, [(t("delete"), False)]),
        entry("reversible", "omninotes CategoryActivity", shown, [(t("ok"), False)]),
        md("delete", f"{where} (used by notes)", t("category"), title,
           t("delete_category_confirmation"), (t("confirm"), True)),
        md("delete", f"{where} (unused)", t("category"), title, None, (t("confirm"), True)),
    ]  # fmt: skip


def data(t: Any) -> list[dict[str, Any]]:
    settings = page(t("settings_screen_data"), [
        {"row": t("settings_screen_sync_import_export")}, {"row": t("settings_password")},
        {"switch": t("settings_password_access")},
        {"row": t("settings_reset_all_data")}])  # fmt: skip
    backups = page(t("settings_screen_sync_import_export"), [
        {"row": t("settings_export")}, {"row": t("settings_import")},
        {"row": t("settings_change_backup_folder")}])  # fmt: skip
    where = "omninotes SettingsFragment"
    listed = tuple({"radio": name} for name in BACKUPS)
    chosen = "omninotes SettingsFragment.importNotes (Restore or delete backups)"
    behind = t("settings_screen_sync_import_export")
    restore = [(t("delete"), NEGATIVE, None), (t("data_import_message"), POSITIVE, None)]
    warned = f"{BACKUPS[0]} {t('confirm_restoring_backup_warning')}"
    return [
        entry("opens-prompt", where, settings, [(t("settings_reset_all_data"), False)]),
        entry("harmless", where, settings, [(t("settings_screen_sync_import_export"), False)]),
        entry("opens-prompt", where, backups, [(t("settings_import"), False)]),
        md("delete", f"{where} (reset_all_data)", t("settings_screen_data"), None,
           t("reset_all_data_confirmation"), (t("confirm"), True)),
        dialog("opens-prompt", chosen, behind, t("settings_import"), None,
               [restore[0], (restore[1][0], POSITIVE, False)], listed),
        dialog("opens-prompt", chosen, behind, t("settings_import"), None,
               [(restore[0][0], NEGATIVE, False), restore[1]], listed),
        dialog("harmless", chosen, behind, t("settings_import"), None, restore, listed,
               ((BACKUPS[0], False),)),
        dialog("overwrite", f"{where} (confirm_restoring_backup)", behind,
               t("confirm_restoring_backup"), warned, [(t("confirm"), POSITIVE, True)]),
        md("delete", f"{where} (confirm_removing_backup)", behind,
           t("confirm_removing_backup"), BACKUPS[0], (t("confirm"), True)),
    ]  # fmt: skip
