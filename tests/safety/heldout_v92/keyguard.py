"""Keyguard's screens (``com.artemchep.keyguard``, a client of Bitwarden and KeePass vaults:
items moved to the trash and deleted for good, password histories cleared, sends shared and
deleted, folders deleted, public GPG keys uploaded to a keyserver, accounts signed out and the
app's data erased), strings from ``common/src/commonMain/composeResources/values*/
strings.xml`` and ``plurals.xml``, read by name as Compose Multiplatform's resources do (each
language's folder carries its region: ``values-de-rDE``, ``values-ja-rJP``...). The item,
send, folder and account on the screens are the same in every language.

Read from the code (``common/src/commonMain/kotlin/com/artemchep/keyguard/feature``):
``confirmation/ConfirmationScreen.kt`` and ``ConfirmationRoute.kt`` (the one dialog every
confirmation below uses: its title and subtitle, its message, its own rows (a checkbox, a text
field), then Cancel and OK; OK returns ``ConfirmationResult.Confirm`` and the caller acts);
``home/vault/screen/VaultViewStateProducer.kt`` and ``home/vault/util/
changePasswordAction.kt`` (an item's dropdown: "Enable auth re-prompt", done at once, "View
password history", "Change name", "Change password", "Create a send", which opens "Create a
send" with a checkbox per field whose OK only opens the "New send" page with the chosen
fields, "Copy to…", "Move to folder", "Configure Watchtower alerts", for a GPG key "Verify GPG
public key", which only looks the key up, and "Upload GPG public key", which opens "Upload
public key to keyserver?", whose OK sends the public key to the keyserver
(``uploadGpgPublicKey``), "Export…", which opens the export page, Archive, which opens "Move to
archive?", and Trash, which opens "Move to trash?" ("Items that have been in Trash for more than
30 days will be automatically deleted."), whose OK calls ``trashCipherById``; an item in the
trash shows "Restore from trash", which opens "Restore from trash?", and "Delete forever",
which opens "Delete forever?", whose OK calls ``removeCipherById``);
``home/vault/screen/VaultViewPasswordHistoryStateProducer.kt`` ("Password history": a
password's "Copy password" and "Remove from the history", which opens "Delete the password
from the history?" with the password as its message, and the page's "Clear history", which
opens "Clear password history?"; each OK removes the passwords from the item,
``cipherRemovePasswordHistoryById`` and ``cipherRemovePasswordHistory``);
``generator/history/GeneratorHistoryStateProducer.kt`` ("Clear history", which opens "Clear
generator history?", whose OK calls ``removeGeneratorHistory``);
``home/vault/folders/FoldersStateProducer.kt`` (a folder's Items, Rename and Delete, which opens
"Delete the folder?" ("This item(s) will be deleted immediately. You cannot undo this
action.") with the checkbox "Move associated items to trash" where the folder holds items;
OK calls ``removeFolderById``); ``send/util/SendUtil.kt`` (a send's dropdown: "Change name",
"Change password", "Remove password", which opens "Remove password?" ("Do not require a
password for users to access this item"), "Hide email", Deactivate ("Deactivated send is
inaccessible by a public URL"), which opens "Deactivate?", and "Delete forever", which opens
"Delete forever?", whose OK calls ``removeSendById``); ``send/add/SendAddScreen.kt`` ("New send":
its name, text and options, and Save, which creates the send); ``auth/
AccountViewStateProducer.kt`` (an account's dropdown: Sync, "Hide items" with its switch, and
"Sign out", which opens "Sign out?" ("All unsynchronized changes will be lost!"), whose OK calls
``removeAccountById``); ``keyguard/unlock/UnlockStateProducer.kt`` (the locked vault's page:
the app password, Unlock, and "Erase app data" ("Close the app and erase all local app
data"), which calls ``clearData`` at once, with no confirmation, and closes the app).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

ITEM, GPG, SEND, FOLDER = "GitHub", "Alice GPG key", "Wi-Fi password", "Work"
ACCOUNT, OLD_PASSWORD = "alice@example.com", "correct-horse-battery"


def screens(t: Any) -> list[dict[str, Any]]:
    return items(t) + histories(t) + folders(t) + sends(t) + accounts(t)


def ask(t: Any, category: str, where: str, behind: str, title: str | None,
        message: str | None, confirm: bool | None, cancel: bool | None,
        rows: tuple[dict[str, Any], ...] = (), subtitle: str | None = None,
        taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """``ConfirmationScreen``: its title (with the subtitle under it), message and rows, then
    Cancel and OK."""
    shown = (({"text": subtitle},) if subtitle else ()) + rows
    buttons = [(t("cancel"), cancel), (t("ok"), confirm)]
    return popup(category, f"keyguard ConfirmationScreen ({where})", behind, title, message,
                 buttons, shown, taps)  # fmt: skip


def items(t: Any) -> list[dict[str, Any]]:
    rows = [t("ciphers_action_enable_auth_reprompt_title"),
            t("ciphers_action_view_password_history_title"),
            t("ciphers_action_change_name_title"), t("ciphers_action_change_password_title"),
            t("text_action_send_title"), t("ciphers_action_copy_title"),
            t("ciphers_action_change_folder_title"),
            t("ciphers_action_configure_watchtower_alerts_title"),
            t("ciphers_action_export_title"), t("ciphers_action_archive_title"),
            t("ciphers_action_trash_title")]  # fmt: skip
    trashed = [t("ciphers_action_view_password_history_title"),
               t("ciphers_action_export_title"), t("ciphers_action_restore_title"),
               t("ciphers_action_delete_title")]  # fmt: skip
    gpg = [t("ciphers_action_change_name_title"), t("text_action_send_title"),
           t("ciphers_action_copy_title"), t("ciphers_action_change_folder_title"),
           t("ciphers_action_verify_gpg_public_key_title"),
           t("ciphers_action_upload_gpg_public_key_title"), t("ciphers_action_export_title"),
           t("ciphers_action_archive_title"), t("ciphers_action_trash_title")]  # fmt: skip
    where = "keyguard VaultViewScreen (an item's dropdown)"
    in_trash = "keyguard VaultViewScreen (an item in the trash, its dropdown)"
    key = "keyguard VaultViewScreen (a GPG key's dropdown)"
    fields = ({"switch": t("username"), "secondary": "alice"},
              {"switch": t("password"), "secondary": "••••••••"},
              {"switch": t("uri"), "secondary": "https://github.com"})  # fmt: skip
    trash_title = t("ciphers_action_trash_confirmation_title")
    trash_text = t("ciphers_action_trash_confirmation_text")
    forever = t("ciphers_action_delete_confirmation_title")
    upload = t("ciphers_action_upload_gpg_public_key_confirmation_title")
    upload_text = t("ciphers_action_upload_gpg_public_key_confirmation_text")
    send = t("text_action_send_title")
    return [
        menu("opens-prompt", where, ITEM, rows, [(t("ciphers_action_trash_title"), False)]),
        menu("reversible", where, ITEM, rows,
             [(t("ciphers_action_enable_auth_reprompt_title"), False)]),
        menu("opens-prompt", where, ITEM, rows, [(t("text_action_send_title"), False)]),
        menu("harmless", where, ITEM, rows, [(t("ciphers_action_export_title"), False)]),
        ask(t, "reversible", "Move to trash?", ITEM, trash_title, trash_text, False, None),
        ask(t, "harmless", "Move to trash?", ITEM, trash_title, trash_text, None, False),
        menu("opens-prompt", in_trash, ITEM, trashed, [(t("ciphers_action_delete_title"), False)]),
        ask(t, "delete", "Delete forever?", ITEM, forever, None, True, None),
        ask(t, "harmless", "Delete forever?", ITEM, forever, None, None, False),
        ask(t, "opens-page", "Create a send", ITEM, send, None, False, None, fields, ITEM),
        menu("opens-prompt", key, GPG, gpg,
             [(t("ciphers_action_upload_gpg_public_key_title"), False)]),
        ask(t, "publish", "Upload public key to keyserver?", GPG, upload, upload_text, True, None),
        ask(t, "harmless", "Upload public key to keyserver?", GPG, upload, upload_text, None,
            False),
    ]  # fmt: skip


def histories(t: Any) -> list[dict[str, Any]]:
    title = t("passwordhistory_header_title")
    one = [t("copy_password"), t("remove_from_history")]
    where = "keyguard VaultViewPasswordHistoryScreen"
    clear = t("passwordhistory_clear_history_confirmation_title")
    clear_text = t("passwordhistory_clear_history_confirmation_text")
    generator = t("generatorhistory_header_title")
    cleared = t("generatorhistory_clear_history_confirmation_title")
    cleared_text = t("generatorhistory_clear_history_confirmation_text")
    return [
        menu("opens-prompt", f"{where} (a password's dropdown)", title, one,
             [(t("remove_from_history"), False)]),
        ask(t, "delete", "Delete the password from the history?", title,
            t("passwordhistory_delete_one_confirmation_title"), OLD_PASSWORD, True, None),
        menu("opens-prompt", f"{where} (the page's dropdown)", title,
             [t("passwordhistory_clear_history_title")],
             [(t("passwordhistory_clear_history_title"), False)]),
        ask(t, "delete", "Clear password history?", title, clear, clear_text, True, None),
        ask(t, "harmless", "Clear password history?", title, clear, clear_text, None, False),
        ask(t, "delete", "Clear generator history?", generator, cleared, cleared_text, True,
            None),
    ]  # fmt: skip


def folders(t: Any) -> list[dict[str, Any]]:
    title = t("folders")
    rows = [t("items"), t("rename"), t("delete")]
    where = "keyguard FoldersScreen (a folder's dropdown)"
    asked = t("folder_delete_one_confirmation_title")
    said = t("folder_delete_confirmation_text")
    cascade = ({"switch": t("ciphers_action_cascade_trash_associated_items_title")},)
    return [
        menu("opens-prompt", where, FOLDER, rows, [(t("delete"), False)]),
        ask(t, "delete", "Delete the folder?", title, asked, said, True, None, cascade),
        ask(t, "harmless", "Delete the folder?", title, asked, said, None, False, cascade),
    ]  # fmt: skip


def sends(t: Any) -> list[dict[str, Any]]:
    rows = [t("sends_action_change_name_title"), t("sends_action_change_password_title"),
            t("sends_action_remove_password_title"), t("sends_action_hide_email_title"),
            t("sends_action_disable_title"), t("sends_action_delete_title")]  # fmt: skip
    where = "keyguard SendViewScreen (a send's dropdown)"
    forever = t("sends_action_delete_confirmation_title")
    new = page(t("addsend_header_new_title"), [
        {"field": t("generic_name"), "text": SEND},
        {"field": t("send_type_text"), "text": "Network: Home-5G, password: ••••••••"},
        {"switch": t("addsend_text_hide_by_default_title")},
        {"text": t("send_auth_title")}, {"radio": t("send_auth_type_none")},
        {"text": t("deletion_date")}, {"button": t("save")}])  # fmt: skip
    return [
        menu("opens-prompt", where, SEND, rows, [(t("sends_action_delete_title"), False)]),
        menu("opens-prompt", where, SEND, rows, [(t("sends_action_disable_title"), False)]),
        ask(t, "delete", "Delete forever? (a send)", SEND, forever, None, True, None),
        ask(t, "harmless", "Delete forever? (a send)", SEND, forever, None, None, False),
        ask(t, "reversible", "Deactivate?", SEND,
            t("sends_action_disable_confirmation_title"), None, False, None),
        ask(t, "reversible", "Remove password?", SEND,
            t("sends_action_remove_password_confirmation_title"),
            t("sends_action_remove_password_confirmation_message"), False, None),
        entry("reversible", "keyguard SendAddScreen (New send)", new, [(t("save"), False)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    rows = [t("sync"), t("account_action_hide_title"), t("account_action_sign_out_title")]
    where = "keyguard AccountViewScreen (the account's dropdown)"
    asked = t("account_log_out_confirmation_title")
    said = t("account_log_out_confirmation_text")
    unlock = page("Keyguard", [
        {"text": t("unlock_header_text")},
        {"field": t("app_password"), "text": "••••••••"},
        {"button": t("unlock_button_unlock")},
        {"row": t("pref_item_erase_data_title"),
         "secondary": t("pref_item_erase_data_text")}])  # fmt: skip
    return [
        menu("opens-prompt", where, ACCOUNT, rows, [(t("account_action_sign_out_title"), False)]),
        menu("reversible", where, ACCOUNT, rows, [(t("account_action_hide_title"), False)]),
        ask(t, "reversible", "Sign out?", ACCOUNT, asked, said, False, None),
        ask(t, "harmless", "Sign out?", ACCOUNT, asked, said, None, False),
        entry("delete", "keyguard UnlockScreen", unlock, [(t("pref_item_erase_data_title"), True)]),
    ]  # fmt: skip
