"""Proton Pass's screens (``proton.android.pass``, a password manager with vaults shared with
other Proton users: items moved to the trash, restored or deleted for good, Hide-my-email
aliases and their contacts, vaults and folders deleted, shared, left and handed over,
members' access revoked, item history, invitations and the account), strings from the
feature modules' ``src/main/res/values*/strings.xml`` and Proton Core's ``presentation``
module (its OK and Cancel). The item, alias, vault, folder and member names written on the
screens are the same in every language.

Read from the code (``pass``): ``features/home/.../bottomsheet/
LoginOptionsBottomSheetContents.kt`` (a login's sheet: "Copy username", "Copy password",
Pin, "View history", Edit, Duplicate and "Move to trash", which trashes the item at once; a
trashed item is restored from the trash);
``features/item-options/.../aliases/trash/dialogs/ui/ItemOptionsAliasTrashDialogContent.kt``
(an alias moved to the trash: "Don't remind me again", then "Disable instead", "Move to
trash" and Cancel; its title reads as "Move to trash" in Chinese, so that button is not
tapped); ``features/home/.../bottomsheet/TrashAllBottomsheetContents.kt`` (the trash's
sheet: "Select items", "Restore all items" and "Empty trash", each only opening a dialog);
``features/home/.../trash/ConfirmClearTrashDialog.kt`` ("Clear trash?": Cancel and OK, which
deletes every trashed item for good), ``ConfirmRestoreAllDialog.kt``,
``ConfirmTrashItemsDialog.kt`` and ``ConfirmDeleteItemsDialog.kt`` (the selected items
trashed or deleted for good); ``features/trash/.../TrashItemBottomsheetContents.kt`` (a
trashed item's sheet: Leave for an item shared with the user, Restore and "Delete
permanently", which only opens a dialog); ``ConfirmDeleteItemDialog.kt`` ("Delete
permanently?": Cancel and Continue); ``ConfirmDeleteEnabledAliasDialog.kt``,
``ConfirmDeleteDisabledAliasDialog.kt`` and ``ConfirmBulkDeleteAliasDialog.kt`` (a trashed
alias deleted for good: "Delete it, I will never need it", "Disable alias" and Cancel for an
enabled one); ``compose-components/.../dialogs/ConfirmWithLoadingDialog.kt`` (Cancel first,
the confirming button last); ``features/vault/.../bottomsheet/options/
VaultOptionsBottomSheetContents.kt`` (a vault's sheet: Edit, "Move all items to another
vault", Share, "Manage access" and "Delete vault" for its owner, "View members" and "Leave
vault" for a member, each only opening a page or a dialog); ``features/vault/.../delete/
DeleteVaultDialogContent.kt`` ("Delete vault": the vault's name typed in, Cancel and Delete,
which deletes the vault and its items), ``leave/LeaveVaultDialogContent.kt`` ("Leave vault":
Cancel and Leave) and ``bottomsheet/folders/DeleteFolderDialogContent.kt`` ("Delete
folder"); ``features/sharing/.../manage/bottomsheet/memberoptions/MemberOptionsContent.kt``
(a member's sheet: the three roles, "Transfer ownership", which opens a dialog, and "Revoke
access", which calls ``removeShare`` at once) and ``transferownership/
TransferOwnershipDialogContent.kt`` (Cancel and Confirm); ``features/item-details/.../
detailleave/ui/ItemDetailsLeaveContent.kt`` ("Leave this Item?": Cancel and Continue);
``features/sharing/.../accept/AcceptInviteButtons.kt`` ("Join shared vault" and "Reject
invitation"); ``features/alias-contacts/.../options/ui/OptionsAliasContactContent.kt`` (an
alias contact's sheet: "Send email", "Copy forwarding address", "Block contact" and Delete,
which calls ``deleteAliasContact`` at once); ``features/item-history/.../restore/ui/
ItemHistoryRestoreConfirmationDialog.kt`` ("Restore this version?") and ``confirmreset/ui/
ConfirmResetHistoryDialog.kt`` ("Reset history for this item?": Cancel and Reset, which
deletes every past version); ``features/account/.../AccountContent.kt`` (the Account page:
"Manage account", "Manage subscription", "Sign out", which opens the sign-out dialog
(``SignOutDialogActivity``), and "Delete account", which opens Proton's account deletion web
page, ``AccountScreen.kt``).
"""

from __future__ import annotations

from typing import Any

from screens import menu, popup

LOGIN, ALIAS, VAULT, SHARED = "GitHub", "shop.x7k2@passinbox.com", "Family", "Work"
FOLDER, MEMBER, INVITER = "Banking", "alex@proton.me", "sam@proton.me"
ITEMS, ALIASES, DATE = 3, 2, "2024-02-19 09:30"


def screens(t: Any) -> list[dict[str, Any]]:
    return items(t) + trash(t) + aliases(t) + vaults(t) + sharing(t) + history(t)


def items(t: Any) -> list[dict[str, Any]]:
    sheet = [t("bottomsheet_copy_username"), t("bottomsheet_copy_password"),
             t("bottomsheet_pin_item"), t("bottomsheet_view_item_history"), t("bottomsheet_edit"),
             t("bottomsheet_duplicate"), t("bottomsheet_move_to_trash")]  # fmt: skip
    where = "proton LoginOptionsBottomSheetContents"
    cancel, ok = t("presentation_alert_cancel"), t("presentation_alert_ok")
    trash_title = t(f"alert_confirm_trash_items_title#{ITEMS}")
    trash_message = t(f"alert_confirm_trash_items_message#{ITEMS}")
    home = t("home_drawer_all_items")
    return [
        menu("reversible", where, LOGIN, sheet, [(t("bottomsheet_move_to_trash"), False)]),
        menu("reversible", where, LOGIN, sheet, [(t("bottomsheet_pin_item"), False)]),
        menu("harmless", where, LOGIN, sheet, [(t("bottomsheet_copy_password"), False)]),
        popup("reversible", "proton ConfirmTrashItemsDialog", home, trash_title, trash_message,
              [(cancel, None), (ok, False)]),
    ]  # fmt: skip


def trash(t: Any) -> list[dict[str, Any]]:
    title = t("vault_drawer_item_trash")
    cancel, ok = t("presentation_alert_cancel"), t("presentation_alert_ok")
    everything = [t("bottomsheet_select_items"), t("bottomsheet_restore_all_items"),
                  t("bottomsheet_empty_trash")]  # fmt: skip
    one = [t("bottomsheet_restore"), t("bottomsheet_delete_permanently")]
    clear = ("proton ConfirmClearTrashDialog", title, t("alert_confirm_clear_trash_title"),
             t("alert_confirm_clear_trash_message"))  # fmt: skip
    delete = ("proton ConfirmDeleteItemDialog", title,
              t("alert_confirm_delete_item_dialog_title"),
              t("alert_confirm_delete_item_dialog_message"))  # fmt: skip
    bulk = ("proton ConfirmDeleteItemsDialog", title,
            t(f"alert_confirm_delete_items_title#{ITEMS}"),
            t(f"alert_confirm_delete_items_message#{ITEMS}"))  # fmt: skip
    cont, cancel_c = t("action_continue"), t("action_cancel")
    return [
        menu("opens-prompt", "proton TrashAllBottomSheetContents", title, everything,
             [(t("bottomsheet_empty_trash"), False)]),
        menu("opens-prompt", "proton TrashAllBottomSheetContents", title, everything,
             [(t("bottomsheet_restore_all_items"), False)]),
        popup("delete", *clear, [(cancel, None), (ok, True)]),
        popup("harmless", *clear, [(cancel, False), (ok, None)]),
        popup("reversible", "proton ConfirmRestoreAllDialog", title,
              t("alert_confirm_restore_all_title"), t("alert_confirm_restore_all_message"),
              [(cancel, None), (ok, False)]),
        menu("reversible", "proton TrashItemBottomSheetContents", LOGIN, one,
             [(t("bottomsheet_restore"), False)]),
        menu("opens-prompt", "proton TrashItemBottomSheetContents", LOGIN, one,
             [(t("bottomsheet_delete_permanently"), False)]),
        menu("opens-prompt", "proton TrashItemBottomSheetContents (shared with me)", SHARED,
             [t("bottomsheet_leave")], [(t("bottomsheet_leave"), False)]),
        popup("delete", *delete, [(cancel_c, None), (cont, True)]),
        popup("delete", *bulk, [(cancel, None), (ok, True)]),
    ]  # fmt: skip


def aliases(t: Any) -> list[dict[str, Any]]:
    trash_title = t("vault_drawer_item_trash")
    cancel, cancel_c = t("presentation_alert_cancel"), t("action_cancel")
    remind = ({"switch": t("item_options_alias_trash_dialog_checkbox_text")},)
    choice = ("proton ItemOptionsAliasTrashDialogContent", ALIAS,
              t("item_options_alias_trash_dialog_title"),
              t("item_options_alias_trash_dialog_message"))  # fmt: skip
    disable = t("item_options_alias_trash_dialog_button_text_disable")
    to_trash = t("item_options_alias_trash_dialog_button_text_trash")
    enabled = ("proton ConfirmDeleteEnabledAliasDialog", trash_title,
               t("delete_alias_title", ALIAS), t("delete_alias_enabled_subtitle"))  # fmt: skip
    forever, off = t("delete_alias_confirm"), t("delete_alias_disable")
    contact = [t("contact_option_send_email"), t("contact_option_copy_address"),
               t("contact_option_block_contact"), t("contact_option_delete")]  # fmt: skip
    where = "proton OptionsAliasContactContent"
    sender = "news@store.example"
    return [
        popup("reversible", *choice, [(disable, False), (to_trash, None), (cancel_c, None)],
              remind),
        popup("harmless", *choice, [(disable, None), (to_trash, None), (cancel_c, False)],
              remind),
        popup("delete", *enabled, [(forever, True), (off, None), (cancel, None)]),
        popup("reversible", *enabled, [(forever, None), (off, False), (cancel, None)]),
        popup("delete", "proton ConfirmDeleteDisabledAliasDialog", trash_title,
              t("delete_alias_title", ALIAS), t("delete_alias_disabled_subtitle"),
              [(cancel, None), (forever, True)]),
        popup("delete", "proton ConfirmBulkDeleteAliasDialog", trash_title,
              t(f"bulk_delete_alias_title#{ALIASES}"), t("bulk_delete_alias_subtitle"),
              [(cancel, None), (t("bulk_delete_alias_confirm"), True)]),
        menu("delete", where, sender, contact, [(t("contact_option_delete"), True)]),
        menu("block", where, sender, contact, [(t("contact_option_block_contact"), True)]),
    ]  # fmt: skip


def vaults(t: Any) -> list[dict[str, Any]]:
    owner = [t("bottomsheet_edit"), t("bottomsheet_migrate"), t("bottomsheet_share_vault"),
             t("bottomsheet_manage_access"), t("bottomsheet_delete_vault")]  # fmt: skip
    member = [t("bottomsheet_view_members"), t("bottomsheet_leave_vault")]
    where = "proton VaultOptionsBottomSheetContents"
    body = t("vault_delete_dialog_body").replace("__VAULT_NAME__", VAULT)
    warning = t("vault_delete_dialog_shared_items_warning", t(f"shared_items_count#{ITEMS}"))
    typed = ({"text": body}, {"text": warning},
             {"field": "", "hint": t("vault_delete_dialog_placeholder"),
              "text": VAULT})  # fmt: skip
    cancel, delete = t("vault_delete_dialog_cancel_action"), t("vault_delete_dialog_delete_action")
    leave = ("proton LeaveVaultDialogContent", SHARED, t("vault_leave_dialog_title"),
             t("vault_leave_dialog_body").replace("__VAULT_NAME__", SHARED))  # fmt: skip
    folder = t("folder_delete_dialog_body").replace("__FOLDER_NAME__", FOLDER)
    folder_items = ({"text": folder}, {"field": "", "hint": t("folder_delete_dialog_placeholder"),
                                       "text": FOLDER})  # fmt: skip
    return [
        menu("opens-prompt", where, VAULT, owner, [(t("bottomsheet_delete_vault"), False)]),
        menu("harmless", where, VAULT, owner, [(t("bottomsheet_manage_access"), False)]),
        menu("opens-prompt", f"{where} (a member)", SHARED, member,
             [(t("bottomsheet_leave_vault"), False)]),
        popup("delete", "proton DeleteVaultDialogContent", VAULT, t("vault_delete_dialog_title"),
              None, [(cancel, None), (delete, True)], typed),
        popup("leave", *leave, [(t("vault_leave_dialog_cancel_action"), None),
                                (t("vault_leave_dialog_leave_action"), True)]),
        popup("harmless", *leave, [(t("vault_leave_dialog_cancel_action"), False),
                                   (t("vault_leave_dialog_leave_action"), None)]),
        popup("delete", "proton DeleteFolderDialogContent", VAULT,
              t("folder_delete_dialog_title"), None,
              [(cancel, None), (t("folder_delete_dialog_delete_action"), True)], folder_items),
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    roles = [t("sharing_can_manage"), t("sharing_can_edit"), t("sharing_can_view"),
             t("sharing_bottomsheet_transfer_ownership"),
             t("sharing_bottomsheet_remove_access")]  # fmt: skip
    where = "proton MemberOptionsContent"
    transfer = ("proton TransferOwnershipDialogContent", VAULT,
                t("sharing_transfer_ownership_confirm_title"),
                t("sharing_transfer_ownership_confirm_message", MEMBER))  # fmt: skip
    confirm, cancel = t("bottomsheet_confirm_button"), t("bottomsheet_cancel_button")
    leave = ("proton ItemDetailsLeaveContent", SHARED, t("item_details_leave_dialog_title"),
             t("item_details_leave_dialog_message"))  # fmt: skip
    cont, cancel_c = t("action_continue"), t("action_cancel")
    invite = ("proton AcceptInviteContent", t("home_drawer_all_items"),
              t("sharing_vault_invitation_title"),
              t("sharing_vault_invitation_subtitle", INVITER))  # fmt: skip
    join, reject = t("sharing_vault_invitation_accept"), t("sharing_reject_invitation")
    account = [t("account_manage_account"), t("account_manage_subscription"),
               t("account_sign_out"), t("account_delete_account")]  # fmt: skip
    return [
        menu("revoke", where, MEMBER, roles, [(t("sharing_bottomsheet_remove_access"), True)]),
        menu("reversible", where, MEMBER, roles, [(t("sharing_can_view"), False)]),
        menu("opens-prompt", where, MEMBER, roles,
             [(t("sharing_bottomsheet_transfer_ownership"), False)]),
        popup("transfer", *transfer, [(cancel, None), (confirm, True)]),
        popup("leave", *leave, [(cancel_c, None), (cont, True)]),
        popup("harmless", *leave, [(cancel_c, False), (cont, None)]),
        popup("decline", *invite, [(join, None), (reject, True)]),
        menu("opens-prompt", "proton AccountContent", t("account_title"), account,
             [(t("account_sign_out"), False)]),
        menu("opens-prompt", "proton AccountContent", t("account_title"), account,
             [(t("account_delete_account"), False)]),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    title = t("item_history_timeline_title")
    cancel = t("presentation_alert_cancel")
    reset = ("proton ConfirmResetHistoryDialog", title, t("reset_history_dialog_title"),
             t("reset_history_dialog_body"))  # fmt: skip
    return [
        popup("reversible", "proton ItemHistoryRestoreConfirmationDialog", LOGIN,
              t("item_history_restore_confirmation_dialog_title"),
              t("item_history_restore_confirmation_dialog_message", DATE),
              [(cancel, None), (t("item_history_restore_action"), False)]),
        popup("delete", *reset, [(cancel, None), (t("reset_history_action"), True)]),
        popup("harmless", *reset, [(cancel, False), (t("reset_history_action"), None)]),
    ]  # fmt: skip
