"""Cryptomator's screens (``org.cryptomator``, the Android app of the Cryptomator file
encryption: vaults kept in a cloud storage, their files and folders, the vault password and
the cloud connections), strings from ``presentation/src/main/res/values*/strings.xml``. The
vault, its path, the files, the folder and the cloud are the same in every language.

Read from the code (``presentation/src/main``): ``ui/bottomsheet/SettingsVaultBottomSheet.kt``
and ``res/layout/dialog_bottom_sheet_vault_settings.xml`` (a vault's sheet from the vault
list, whose toolbar shows the app's name in capitals: the vault's name and path, then
``lock_vault`` Lock, ``change_password`` "Change password", which only opens
``ChangePasswordDialog``, ``et_rename`` Rename, which only opens ``VaultRenameDialog``, and
``delete_vault`` Remove, which only opens ``VaultDeleteConfirmationDialog``);
``ui/dialog/VaultDeleteConfirmationDialog.kt`` and ``dialog_vault_delete_confirmation.xml``
(titled by the vault: "Are you sure you want to remove this vault?", "This action will only
remove the vault from this list and not delete it physically.", Cancel and Delete, which
calls ``VaultListPresenter.deleteVault``: the vault leaves the app's list, its files stay in
the cloud); ``ui/dialog/ChangePasswordDialog.kt`` and ``dialog_change_password.xml`` (titled by
the vault: ``et_old_password``, ``et_new_password`` and ``et_new_retype_password``, the
warning that a forgotten password cannot be recovered, Cancel and "Change password", which
writes the vault's key file anew with the new password); ``ui/dialog/VaultRenameDialog.kt``,
``CloudNodeRenameDialog.kt`` and ``CreateFolderDialog.kt`` (a name field ``et_rename`` or
``et_folder_name``, Cancel and Rename or Create); ``ui/bottomsheet/FileSettingsBottomSheet.kt``,
``FolderSettingsBottomSheet.kt`` and their layouts (a file's sheet: ``share_file`` Share,
``open_with_text`` "Open with…", ``rename_file`` Rename, ``move_file`` Move, ``export_file``
Export and ``delete_file`` Delete; a folder's the same without "Open with…", each Delete only
opening ``ConfirmDeleteCloudNodeDialog``); ``res/menu/menu_file_browser_selection_mode.xml``
(the selection mode's menu: Search, "Select all", Move, Export, Share and Delete, which only
opens the same dialog); ``ui/dialog/ConfirmDeleteCloudNodeDialog.kt`` and
``dialog_confirm_delete_cloud_node.xml`` (titled by the node, or "Delete 3 items?", its
message in ``tv_message``, Cancel and Delete, which calls ``onDeleteCloudNodeConfirmed``: the
files and folders are deleted from the vault in the cloud, with no undo; an image's preview,
``ui/activity/ImagePreviewActivity.kt``, asks the same for the image);
``ui/dialog/ReplaceDialog.kt`` and ``BrowseFilesActivity.kt`` (uploading files that exist
already: "Replace file?" with Cancel (neutral) and Replace, or "Replace files?" with Cancel,
"Skip existing" (negative, only where some but not all of the files exist) and "Replace
existing" or, where all exist, "Replace all",
Replace calling ``uploadFilesAndReplaceExistingFiles``, which writes the uploads over the
vault's files, and "Skip existing" ``uploadFilesAndSkipExistingFiles``, which uploads only
the new ones); ``ui/bottomsheet/CloudSettingsBottomSheet.kt`` and
``presenter/CloudConnectionListPresenter.kt`` (a cloud connection's sheet: ``change_cloud``
Edit and ``delete_cloud`` Remove, which for a cloud holding vaults only opens
``DeleteCloudConnectionWithVaultsDialog``: "Are you sure you want to remove this cloud
connection?", Cancel and Delete, which drops the connection and its vaults from the app);
``res/xml/preferences.xml`` and ``ui/fragment/SettingsFragment.kt`` (Settings: "Cloud
services", "Biometric authentication", the "Block screenshots" switch, which is only a
setting, and "Send log file", which zips the log and opens an email to Cryptomator's support in
the mail app, sending nothing itself).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page

ID = "org.cryptomator:id/"
VAULT, PATH, CLOUD = "Personal", "/Vaults/Personal", "Dropbox"
FILE, FOLDER, FOLDER_PATH = "tax-return-2025.pdf", "Contracts", "/Personal/Documents"
IMAGE = "IMG_2041.jpg"


def screens(t: Any) -> list[dict[str, Any]]:
    return vaults(t) + files(t) + uploads(t) + clouds(t) + settings(t)


def row(label: str, rid: str) -> dict[str, Any]:
    return {"button": label, "rid": f"{ID}{rid}"}


def sheet(category: str, source: str, behind: str, header: tuple[str, str],
          rows: list[dict[str, Any]], tap: str) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over the page ``behind``: its header (a name and a path) and rows."""
    items = [{"text": header[0]}, {"text": header[1]}, *rows]
    return entry(category, source, {"title": behind, "dialog": {}, "items": items},
                 [(tap, False)])  # fmt: skip


def vaults(t: Any) -> list[dict[str, Any]]:
    home = t("app_name").upper()
    rows = [row(t("dialog_lock_vault"), "lock_vault"),
            row(t("dialog_change_password"), "change_password"),
            row(t("screen_vault_list_vault_action_rename"), "et_rename"),
            row(t("screen_vault_list_vault_action_delete"), "delete_vault")]  # fmt: skip
    where = "cryptomator SettingsVaultBottomSheet"
    removing = ({"text": t("dialog_delete_vault_message")}, {"text": t("dialog_delete_vault_hint")})
    fields = (
        {"field": f"{ID}et_old_password", "hint": t("dialog_change_password_old_password_label"),
         "text": "••••••••••"},
        {"field": f"{ID}et_new_password", "hint": t("dialog_change_password_new_password_label"),
         "text": "••••••••••••••"},
        {"field": f"{ID}et_new_retype_password",
         "hint": t("dialog_change_password_new_retype_password_label"), "text": "••••••••••••••"},
        {"text": t("screen_set_password_hint"), "rid": f"{ID}password_hint"})  # fmt: skip
    renaming = ({"field": f"{ID}et_rename", "text": "Personal 2026"},)
    cancel = t("dialog_button_cancel")
    removed = "cryptomator VaultDeleteConfirmationDialog"
    changed = "cryptomator ChangePasswordDialog"
    return [
        sheet("opens-prompt", where, home, (VAULT, PATH), rows,
              t("screen_vault_list_vault_action_delete")),
        sheet("opens-prompt", where, home, (VAULT, PATH), rows, t("dialog_change_password")),
        alert("reversible", removed, home, VAULT, None, (cancel, None),
              (t("dialog_delete_vault_positive_button_text"), False), items=removing),
        alert("harmless", removed, home, VAULT, None, (cancel, False),
              (t("dialog_delete_vault_positive_button_text"), None), items=removing),
        alert("revoke", changed, home, VAULT, None, (cancel, None),
              (t("dialog_change_password"), True), items=fields),
        alert("harmless", changed, home, VAULT, None, (cancel, False),
              (t("dialog_change_password"), None), items=fields),
        alert("reversible", "cryptomator VaultRenameDialog", home, t("dialog_rename_vault_title"),
              None, (cancel, None), (t("dialog_rename_vault_positive_button"), False),
              items=renaming),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    def action(key: str, rid: str) -> dict[str, Any]:
        return row(t(f"screen_file_browser_node_action_{key}"), rid)

    file_rows = [action("share", "share_file"), action("open_with_text", "open_with_text"),
                 action("rename", "rename_file"), action("move", "move_file"),
                 action("export", "export_file"), action("delete", "delete_file")]  # fmt: skip
    folder_rows = [action("share", "share_folder"), action("rename", "rename_folder"),
                   action("move", "move_folder"), action("export", "export_folder"),
                   action("delete", "delete_folder")]  # fmt: skip
    delete = t("screen_file_browser_node_action_delete")
    on_file = "cryptomator FileSettingsBottomSheet"
    on_folder = "cryptomator FolderSettingsBottomSheet"
    selected = t("screen_file_browser_selection_mode_title_one_or_more_elements", 3)
    keys = [
        "snack_bar_action_title_search",
        "screen_file_browser_select_all_items",
        "screen_file_browser_move_button_text",
        "screen_file_browser_node_action_export",
        "screen_file_browser_node_action_share",
        "screen_file_browser_node_action_delete",
    ]
    rids = [
        "action_search",
        "action_select_all_items",
        "action_move_items",
        "action_export_items",
        "action_share_items",
        "action_delete_items",
    ]
    selecting = {
        "title": selected,
        "dialog": {},
        "items": [{"menu": t(k), "rid": f"{ID}{r}"} for k, r in zip(keys, rids, strict=True)],
    }
    confirm = "cryptomator ConfirmDeleteCloudNodeDialog"

    def said(key: str) -> tuple[dict[str, Any], ...]:
        return ({"text": t(key), "rid": f"{ID}tv_message"},)

    cancel = (t("dialog_confirm_delete_negative_button"), None)
    positive = t("dialog_confirm_delete_positive_button")
    many = t("dialog_confirm_delete_multiple_title", 3)
    renaming = ({"field": f"{ID}et_rename", "text": "tax-return-2025-final.pdf"},)
    creating = ({"field": f"{ID}et_folder_name", "text": "Receipts"},)
    button = t("dialog_button_cancel")
    return [
        sheet("opens-prompt", f"{on_file} (a file's sheet)", VAULT, (FILE, FOLDER_PATH),
              file_rows, delete),
        sheet("harmless", f"{on_file} (a file's sheet)", VAULT, (FILE, FOLDER_PATH),
              file_rows, t("screen_file_browser_node_action_export")),
        sheet("opens-prompt", f"{on_folder} (a folder's sheet)", VAULT, (FOLDER, FOLDER_PATH),
              folder_rows, delete),
        sheet("harmless", f"{on_folder} (a folder's sheet)", VAULT, (FOLDER, FOLDER_PATH),
              folder_rows, t("screen_file_browser_node_action_share")),
        entry("opens-prompt", "cryptomator BrowseFilesActivity (the selection mode's menu)",
              selecting, [(t("screen_file_browser_node_action_delete"), False)]),
        entry("harmless", "cryptomator BrowseFilesActivity (the selection mode's menu)",
              selecting, [(t("screen_file_browser_select_all_items"), False)]),
        alert("delete", f"{confirm} (a file)", VAULT, FILE, None, cancel, (positive, True),
              items=said("dialog_confirm_delete_file_message")),
        alert("harmless", f"{confirm} (a file)", VAULT, FILE, None,
              (cancel[0], False), (positive, None),
              items=said("dialog_confirm_delete_file_message")),
        alert("delete", f"{confirm} (an image, from ImagePreviewActivity)", IMAGE, IMAGE, None,
              cancel, (positive, True), items=said("dialog_confirm_delete_file_message")),
        alert("delete", f"{confirm} (a folder)", VAULT, FOLDER, None, cancel, (positive, True),
              items=said("dialog_confirm_delete_folder_message")),
        alert("delete", f"{confirm} (three items)", selected, many, None, cancel,
              (positive, True), items=said("dialog_confirm_delete_multiple_message")),
        alert("harmless", f"{confirm} (three items)", selected, many, None,
              (cancel[0], False), (positive, None),
              items=said("dialog_confirm_delete_multiple_message")),
        alert("reversible", "cryptomator CloudNodeRenameDialog", VAULT,
              t("dialog_rename_node_file_title"), None, (button, None),
              (t("dialog_rename_node_positive_button"), False), items=renaming),
        alert("reversible", "cryptomator CreateFolderDialog", VAULT,
              t("dialog_create_folder_title"), None, (button, None),
              (t("dialog_create_folder_positive_button"), False), items=creating),
    ]  # fmt: skip


def uploads(t: Any) -> list[dict[str, Any]]:
    where = "cryptomator ReplaceDialog"
    one = (t("dialog_replace_title_single_file_exists"),
           t("dialog_replace_msg_single_file_exists", FILE))  # fmt: skip
    some = (t("dialog_replace_title_multiple_files_exist"),
            t("dialog_replace_msg_some_files_exists", 2))  # fmt: skip
    every = (t("dialog_replace_title_multiple_files_exist"),
             t("dialog_replace_msg_all_files_exists"))  # fmt: skip
    cancel = t("dialog_button_cancel")
    replace = t("dialog_replace_positive_button_single_file_exists")
    existing = t("dialog_replace_positive_button_some_files_exist")
    skip = t("dialog_replace_negative_button_at_least_two_but_not_all_files_exist")
    return [
        alert("overwrite", f"{where} (one file exists)", VAULT, *one, None, (replace, True),
              (cancel, None)),
        alert("harmless", f"{where} (one file exists)", VAULT, *one, None, (replace, None),
              (cancel, False)),
        alert("overwrite", f"{where} (two of five files exist)", VAULT, *some, (skip, None),
              (existing, True), (cancel, None)),
        alert("reversible", f"{where} (two of five files exist)", VAULT, *some, (skip, False),
              (existing, None), (cancel, None)),
        alert("overwrite", f"{where} (every file exists)", VAULT, *every, None,
              (t("dialog_replace_positive_button_all_files_exist"), True), (cancel, None)),
    ]  # fmt: skip


def clouds(t: Any) -> list[dict[str, Any]]:
    rows = [row(t("screen_cloud_settings_option_edit"), "change_cloud"),
            row(t("screen_cloud_settings_option_delete"), "delete_cloud")]  # fmt: skip
    where = "cryptomator CloudSettingsBottomSheet (a cloud connection holding vaults)"
    title = t("screen_cloud_settings_title")
    asked = "cryptomator DeleteCloudConnectionWithVaultsDialog"
    said = ({"text": t("dialog_delete_cloud_connection_with_vaults_message")},
            {"text": t("dialog_delete_cloud_connection_with_vaults_hint")})  # fmt: skip
    cancel = t("dialog_delete_cloud_connection_with_vaults_negative_button")
    delete = t("dialog_delete_cloud_connection_with_vaults_positive_button")
    return [
        sheet("opens-prompt", where, title, (CLOUD, "jane@example.com"), rows,
              t("screen_cloud_settings_option_delete")),
        alert("reversible", asked, title, CLOUD, None, (cancel, None), (delete, False),
              items=said),
        alert("harmless", asked, title, CLOUD, None, (cancel, False), (delete, None),
              items=said),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    shown = page(t("screen_settings_title"), [
        {"text": t("screen_settings_section_general")},
        {"row": t("screen_settings_cloud_settings_label")},
        {"row": t("screen_settings_biometric_auth")},
        {"switch": t("screen_settings_block_app_when_obscured")},
        {"switch": t("screen_settings_secure_screen")},
        {"text": t("screen_settings_section_support")},
        {"row": t("screen_settings_contact_label")},
        {"switch": t("screen_settings_debug_mode_label")},
        {"row": t("screen_settings_error_report_label")}])  # fmt: skip
    where = "cryptomator SettingsFragment"
    return [
        entry("reversible", where, shown, [(t("screen_settings_secure_screen"), False)]),
        entry("harmless", where, shown, [(t("screen_settings_error_report_label"), False)]),
    ]
