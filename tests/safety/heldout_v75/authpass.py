"""AuthPass's screens (``design.codeux.authpass``, a Flutter password manager for KeePass
files: entries, groups with a recycle bin, attachments, AuthPass Cloud and the master
password), strings from ``AppLocalizations`` (``authpass/lib/l10n/app_<language>.arb``)
and, for a confirmation's own buttons, Flutter's ``MaterialLocalizations``
(``material:cancel`` and ``material:ok``). The entry, group, attachment and file names are
the same in every language.

Read from the code (``authpass/lib``): ``utils/dialog_utils.dart`` (``ConfirmDialog``: an
optional title, the content, then the negative button, Cancel by default, and the
positive one, OK by default); ``ui/screens/entry_details.dart`` (an entry's overflow menu:
Delete for an entry outside the recycle bin, which moves it to the recycle bin and shows
"Deleted entry." with Undo; "Delete Permanently" and Restore for one in it, the first only
opening a ``ConfirmDialog`` "This will permanently delete the password entry ..." whose OK
calls ``deletePermanently``, with no undo; "Unsaved Changes", asked on leaving an edited
entry, with Cancel and "Discard Changes"; an attachment's sheet of Open, Share, "Save to
device" and Remove, which only opens "Do you really want to delete ...?", whose OK calls
``removeBinary``); ``ui/screens/group_list.dart`` (a group's long-press dialog, titled by
the group: in the groups' tree (``GroupList``) "Show passwords" and Delete, which moves
the group to the recycle bin with Undo; in "Manage Groups" "Create
Subgroup", Edit and Delete for a group outside the recycle bin, Delete moving it to the
recycle bin with Undo, and Edit and "Delete Permanently" for one in it, the latter only
opening the ``ConfirmDialog`` whose OK deletes the group for good);
``ui/screens/manage_file.dart`` (a file's page: its name, Path, Color, "Reload and Merge",
"Change Master Password", which opens ``MasterPasswordChangeScreen``, and "Close/Lock",
which closes the file); ``ui/screens/master_password_change.dart`` (the new master
password, the warning that it cannot be restored and "Save with new password", which
saves the file encrypted with the new password at once); ``ui/screens/
select_file_screen.dart`` (a recent file's long-press dialog: Hide, which only drops it
from the list); ``cloud_storage/cloud_storage_ui.dart`` (an AuthPass Cloud file's menu:
Share, which opens the share codes' page, and Delete, which deletes the file from the
cloud at once).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

ENTRY, GROUP, OLD = "GitHub", "Email", "Old accounts"
ATTACHMENT, FILE = "recovery-codes.txt", "PersonalPasswords.kdbx"


def screens(t: Any) -> list[dict[str, Any]]:
    return entries(t) + groups(t) + files(t)


def confirm(t: Any, category: str, source: str, behind: str, content: str,
            cancel: bool | None, ok: bool | None) -> dict[str, Any]:  # fmt: skip
    """``ConfirmDialog`` with no title and the default buttons."""
    buttons = [(t("material:cancel"), cancel), (t("material:ok"), ok)]
    return popup(category, f"authpass {source} (ConfirmDialog)", behind, None, content, buttons)


def entries(t: Any) -> list[dict[str, Any]]:
    where = "authpass EntryDetailsScreen"
    binned = [t("deletePermanentlyAction"), t("restoreFromRecycleBinAction")]
    attachment = [t("entryAttachmentOpenActionLabel"), t("entryAttachmentShareActionLabel"),
                  t("entryAttachmentSaveActionLabel"),
                  t("entryAttachmentRemoveActionLabel")]  # fmt: skip
    forever = t("permanentlyDeleteEntryConfirm", ENTRY)
    remove = t("entryAttachmentRemoveConfirm", ATTACHMENT)
    unsaved = [(t("material:cancel"), False), (t("unsavedChangesDiscardActionLabel"), None)]
    return [
        menu("reversible", f"{where} (the overflow menu)", ENTRY, [t("deleteAction")],
             [(t("deleteAction"), False)]),
        menu("opens-prompt", f"{where} (the overflow menu, in the recycle bin)", ENTRY,
             binned, [(t("deletePermanentlyAction"), False)]),
        menu("reversible", f"{where} (the overflow menu, in the recycle bin)", ENTRY,
             binned, [(t("restoreFromRecycleBinAction"), False)]),
        confirm(t, "delete", "EntryDetailsScreen (delete permanently)", ENTRY, forever,
                None, True),
        confirm(t, "harmless", "EntryDetailsScreen (delete permanently)", ENTRY, forever,
                False, None),
        popup("harmless", f"{where} (Unsaved Changes)", ENTRY,
              t("unsavedChangesWarningTitle"), t("unsavedChangesWarningBody"), unsaved),
        menu("opens-prompt", f"{where} (an attachment's sheet)", ENTRY, attachment,
             [(t("entryAttachmentRemoveActionLabel"), False)]),
        menu("harmless", f"{where} (an attachment's sheet)", ENTRY, attachment,
             [(t("entryAttachmentShareActionLabel"), False)]),
        confirm(t, "delete", "EntryDetailsScreen (remove an attachment)", ENTRY, remove,
                None, True),
        confirm(t, "harmless", "EntryDetailsScreen (remove an attachment)", ENTRY, remove,
                False, None),
    ]  # fmt: skip


def options(t: Any, behind: str, title: str, keys: list[str]) -> dict[str, Any]:
    """A group's long-press ``SimpleDialog`` over the page ``behind``: its title and
    options."""
    return {"title": t(behind), "dialog": {"title": title},
            "items": [{"menu": t(k)} for k in keys]}  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    where = "authpass GroupListFlat"
    filtering = options(t, "files", GROUP, ["groupActionShowPasswords", "groupActionDelete"])
    managing = options(t, "manageGroups", GROUP, ["createSubgroup", "editAction", "deleteAction"])
    binned = options(t, "manageGroups", OLD, ["editAction", "deletePermanentlyAction"])
    forever = t("permanentlyDeleteEntryConfirm", OLD)
    return [
        entry("reversible", "authpass GroupList (a group's long press)", filtering,
              [(t("groupActionDelete"), False)]),
        entry("harmless", "authpass GroupList (a group's long press)", filtering,
              [(t("groupActionShowPasswords"), False)]),
        entry("reversible", f"{where} (Manage Groups' long press)", managing,
              [(t("deleteAction"), False)]),
        entry("harmless", f"{where} (Manage Groups' long press)", managing,
              [(t("createSubgroup"), False)]),
        entry("opens-prompt", f"{where} (a group in the recycle bin)", binned,
              [(t("deletePermanentlyAction"), False)]),
        confirm(t, "delete", "GroupListFlat (delete a group permanently)",
                t("manageGroups"), forever, None, True),
        confirm(t, "harmless", "GroupListFlat (delete a group permanently)",
                t("manageGroups"), forever, False, None),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    manage = page(FILE, [
        {"text": "PersonalPasswords"}, {"text": t("databasePath")}, {"text": FILE},
        {"text": t("databaseColor")}, {"text": t("databaseColorChoose")},
        {"button": t("databaseReload")}, {"button": t("changeMasterPasswordActionLabel")},
        {"button": t("closeAndLockFile")}])  # fmt: skip
    change = page(t("changeMasterPasswordScreenTitle"), [
        {"field": t("inputMasterPasswordText"), "text": "••••••••••••"},
        {"text": t("masterPasswordDescription")},
        {"button": t("changeMasterPasswordFormSubmit")}])  # fmt: skip
    recent = {"title": "AuthPass", "dialog": {"title": FILE},
              "items": [{"menu": t("removerecentfile")}]}  # fmt: skip
    cloud = [t("authPassCloudShareFileActionLabel"), t("deleteAction")]
    return [
        entry("opens-prompt", "authpass ManageFileScreen", manage,
              [(t("changeMasterPasswordActionLabel"), False)]),
        entry("harmless", "authpass ManageFileScreen", manage,
              [(t("closeAndLockFile"), False)]),
        entry("revoke", "authpass MasterPasswordChangeScreen", change,
              [(t("changeMasterPasswordFormSubmit"), True)]),
        entry("harmless", "authpass SelectFileScreen (a recent file's long press)", recent,
              [(t("removerecentfile"), False)]),
        menu("delete", "authpass CloudStorageBrowser (a file's menu)", FILE, cloud,
             [(t("deleteAction"), True)]),
        menu("harmless", "authpass CloudStorageBrowser (a file's menu)", FILE, cloud,
             [(t("authPassCloudShareFileActionLabel"), False)]),
    ]  # fmt: skip
