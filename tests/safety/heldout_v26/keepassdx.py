"""KeePassDX's screens, strings from ``t(name)``.

Read from the code (``app/src/main``): ``res/menu/node_menu.xml`` with
``activities/fragments/GroupFragment`` (an entry selected by a long press: Copy, Move,
Delete, Open and Edit) and ``GroupActivity.onDeleteMenuClick`` with
``activities/legacy/DatabaseLockActivity.deleteNodes`` (with the recycle bin on, Delete moves
an entry outside the recycle bin into it at once, with no dialog, whence Move brings it back;
an entry already in the recycle bin opens ``DeleteNodesDialogFragment``),
``activities/dialogs/DeleteNodesDialogFragment`` ("Permanently delete selected nodes?" or,
when the recycle bin is emptied, "Permanently delete all nodes from the recycle bin?", the
platform's OK on the positive button, which deletes them, and Cancel on the negative),
``res/menu/database.xml`` and ``res/menu/recycle_bin.xml`` with
``GroupActivity.onCreateOptionsMenu`` (the recycle bin open: Save data, Merge data, Reload
data and "Empty the recycle bin", which opens that dialog; in another group, with the data
modified since it was loaded, Reload data opens
``activities/legacy/DatabaseActivity.showDatabaseInfoReloadedDialog``: "Reloading the
database will delete the locally modified data.", OK, which reloads the database and drops
those modifications, and Cancel), ``res/menu/entry_history.xml``
with ``activities/EntryActivity`` (a former version of an entry open from its history:
"Restore history", which makes it the entry again and keeps the current version in the
history, ``RestoreEntryHistoryDatabaseRunnable``, and "Delete history", which deletes that
version at once), ``activities/dialogs/ReplaceAttachmentDialogFragment`` (attaching a file
whose name an attachment has: "Uploading this file will replace the existing one.", OK,
which replaces it, and Cancel), ``activities/EntryEditActivity`` (``ShowOverwriteMessage``:
"Overwrite existing data?", whose OK does nothing but close the dialog, the entry being
saved only by the Save button, and whose Cancel leaves the special mode),
``settings/preferencedialogfragment/DatabaseRemoveUnlinkedDataPreferenceDialogFragmentCompat``
("Remove unlinked data" in the database settings: OK removes the attachments no entry links
to), ``settings/NestedAppSettingsFragment.warningMessage`` ("Delete encryption keys" in the
device unlock settings: OK deletes every key the device unlock keeps in the Android keystore)
and ``layout/item_file_info.xml`` with ``activities/FileDatabaseSelectActivity`` (a recent
database expanded on the start screen: its alias, path, "Update", file information and
Remove, which only deletes the app's record of the recent file, not the file).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

GROUP, ENTRY, DATABASE = "Email", "GitHub", "Passwords.kdbx"


def screens(t: Any) -> list[dict[str, Any]]:
    return deleting(t) + reloading(t) + history(t) + records(t)


def selection(t: Any, page: str, rows: list[str]) -> dict[str, Any]:
    """``node_menu``: one entry selected, its actions as icons over the group's rows."""
    icons = [("menu_copy", "menu_copy"), ("menu_move", "menu_move"),
             ("menu_delete", "menu_delete"), ("menu_open", "menu_open"),
             ("menu_edit", "menu_edit")]  # fmt: skip
    return {"title": page, "items": [
        *({"icon": t(name), "rid": rid} for name, rid in icons),
        {"list": [{"text": row} for row in rows]}]}  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    bin_page = t("recycle_bin")
    options = [t("menu_save_database"), t("menu_merge_database"), t("menu_reload_database"),
               t("menu_empty_recycle_bin")]  # fmt: skip
    ok = t("android:ok")
    return [
        entry("reversible", "keepassdx node_menu (an entry selected, the recycle bin on)",
              selection(t, GROUP, [ENTRY, "Mailbox"]),
              [(t("menu_delete"), False), (t("menu_move"), False)]),
        entry("opens-prompt", "keepassdx node_menu (an entry selected in the recycle bin)",
              selection(t, bin_page, ["Old forum", "Expired card"]),
              [(t("menu_delete"), False)]),
        dialog("delete", "keepassdx DeleteNodesDialogFragment (an entry in the recycle bin)",
               bin_page, None, t("warning_permanently_delete_nodes"),
               [(t("android:cancel"), NEGATIVE, False), (ok, POSITIVE, True)]),
        menu("opens-prompt", "keepassdx database + recycle_bin (the recycle bin's menu)",
             bin_page, options, [(t("menu_empty_recycle_bin"), False)]),
        dialog("delete", "keepassdx DeleteNodesDialogFragment (emptying the recycle bin)",
               bin_page, None, t("warning_empty_recycle_bin"),
               [(t("android:cancel"), NEGATIVE, None), (ok, POSITIVE, True)]),
    ]  # fmt: skip


def reloading(t: Any) -> list[dict[str, Any]]:
    options = [t("menu_save_database"), t("menu_merge_database"), t("menu_reload_database")]
    return [
        menu("opens-prompt", "keepassdx database (a group's menu, the data modified)", GROUP,
             options, [(t("menu_reload_database"), False)]),
        dialog("delete", "keepassdx DatabaseActivity.showDatabaseInfoReloadedDialog", GROUP,
               None, t("warning_database_info_reloaded"),
               [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, True)]),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    replace = f"{t('warning_replace_file')}\n\n{t('warning_sure_add_file')}"
    return [
        menu("delete", "keepassdx entry_history (a former version of an entry)", ENTRY,
             [t("menu_restore_entry_history"), t("menu_delete_entry_history")],
             [(t("menu_delete_entry_history"), True), (t("menu_restore_entry_history"), False)]),
        dialog("overwrite", "keepassdx ReplaceAttachmentDialogFragment", ENTRY, None, replace,
               [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, True)]),
        dialog("harmless", "keepassdx EntryEditActivity (ShowOverwriteMessage)", ENTRY,
               t("warning_overwrite_data_title"), t("warning_overwrite_data_description"),
               [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, False)]),
    ]  # fmt: skip


def records(t: Any) -> list[dict[str, Any]]:
    unlinked = f"{t('warning_remove_unlinked_attachment')}\n\n{t('warning_sure_remove_data')}"
    recent = {
        "title": t("=KeePassDX"),
        "items": [
            {"text": DATABASE, "rid": "file_alias"},
            {"icon": t("content_description_file_information"), "rid": "file_information_button"},
            {"text": "/storage/emulated/0/Documents/Passwords.kdbx", "rid": "file_path"},
            {"icon": t("content_description_update_from_list"), "rid": "file_modify_button"},
            {"icon": t("content_description_remove_from_list"), "rid": "file_delete_button"},
        ],
    }
    return [
        dialog("delete", "keepassdx DatabaseRemoveUnlinkedDataPreferenceDialogFragmentCompat",
               t("menu_database_settings"), t("database_data_remove_unlinked_attachments_title"),
               None, [(t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, True)],
               ({"text": unlinked, "rid": "explanation_text"},)),
        dialog("delete", "keepassdx NestedAppSettingsFragment.warningMessage (device unlock keys)",
               t("device_unlock"), None, t("device_unlock_delete_all_key_warning"),
               [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, True)]),
        entry("harmless", "keepassdx item_file_info (a recent database expanded)", recent,
              [(t("content_description_remove_from_list"), False)]),
    ]  # fmt: skip
