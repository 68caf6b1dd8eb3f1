"""OpenKeychain's screens, strings from ``t(name)``.

Read from the code (``OpenKeychain/src/main``): ``res/menu/key_view.xml`` with
``ui/keyview/ViewKeyActivity`` (one's own key, its overflow: Change password, Backup key,
Delete key, Advanced, "Confirm with fingerprint" hidden; Delete key starts
``DeleteKeyDialogActivity``, Backup key the backup screen), ``ui/DeleteKeyDialogActivity``
(one secret key not revoked: ``RevokeDeleteDialogFragment``, "Revoke/Delete key '…'", the
message of ``layout/del_rev_dialog.xml`` and its spinner, whose first choice, "Revoke and
Upload", is selected; the platform's Cancel on the negative button and, on the positive,
"Revoke and upload", which revokes the key and uploads it to the keyserver, relabelled
"Delete only" when that choice is picked, which deletes the key from the device; a public
key, or several keys: ``DeleteKeyDialogFragment``, the message of
``layout/view_key_delete_fragment.xml``, Delete on the positive button, which deletes the
keys, and the platform's Cancel on the negative; one's own key already revoked gets it too,
titled "Delete YOUR key '…'?"), ``res/menu/key_list.xml`` with ``ui/KeyListFragment``
(the key list's overflow: "Manage my keys", which opens the screen that creates or imports
one's keys, and "Update all keys", which fetches the keys' updates from the keyserver),
``res/menu/key_list_multi.xml`` with
``ui/KeyListFragment`` (two keys selected: "Encrypt to…", which opens the encrypt
screen, and Delete key, which starts ``DeleteKeyDialogActivity``),
``layout/view_key_adv_share_fragment.xml`` with ``ui/ViewKeyAdvShareFragment`` (the Share
tab: "Share with…", which opens the system's chooser, and "Publish on keyserver", which
opens ``UploadKeyActivity``), ``layout/upload_key_activity.xml`` with ``ui/UploadKeyActivity``
("Upload to Keyserver": the keyserver's spinner and "Upload To Keyserver", which uploads the
key at once), ``res/menu/api_app_settings.xml`` with ``remote/ui/AppSettingsActivity`` (an
app allowed to use OpenKeychain: Save, and in the overflow "Revoke access", which deletes the
app's registration and its allowed keys at once, with no dialog, and Advanced, which shows
the app's certificate), ``ui/dialog/DeleteFileDialogFragment`` (after "Encrypt" with
"Delete files after encryption" on: "Delete original files?", the files, Delete, which
deletes them, and the platform's Cancel) and ``ui/dialog/AddEditKeyserverDialogFragment``
with ``layout/add_keyserver_dialog.xml`` (a keyserver tapped in the keyserver settings:
"Edit keyserver", the URL and onion fields, "Test connection", "Delete keyserver" on the
neutral button, which removes it from the list at once, the platform's Cancel and OK, which
saves the edit).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

OWN, OTHER = "Alice Example", "Bob Miller"
APP = "FairEmail"
FILES = "\nreport-2025.pdf\nscan_0412.jpg"


def screens(t: Any) -> list[dict[str, Any]]:
    return deleting(t) + publishing(t) + records(t)


def revoke_dialog(t: Any, choice: str, button: str) -> dict[str, Any]:
    """``RevokeDeleteDialogFragment`` with ``choice`` picked in its spinner."""
    revoke = choice == "del_rev_dialog_choice_rev_upload"
    items = ({"text": t("del_rev_dialog_message")}, {"text": t(choice), "rid": "spinner"})
    category = "revoke" if revoke else "delete"
    picked = "Revoke and Upload" if revoke else "Delete only"
    where = f"openkeychain RevokeDeleteDialogFragment ({picked} picked)"
    return dialog(category, where, OWN, t("del_rev_dialog_title", OWN), None,
                  [(t("android:cancel"), NEGATIVE, False if revoke else None),
                   (t(button), POSITIVE, True)], items)  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    overflow = [t("menu_change_password"), t("menu_export_key"), t("menu_delete_key"),
                t("menu_advanced")]  # fmt: skip
    selected = {"title": "2", "items": [
        {"icon": t("menu_encrypt_to"), "rid": "menu_key_list_multi_encrypt"},
        {"icon": t("menu_delete_key"), "rid": "menu_key_list_multi_delete"},
        {"list": [{"text": OTHER}, {"text": "Carol Jones"}]}]}  # fmt: skip
    buttons = [(t("android:cancel"), NEGATIVE, False), (t("btn_delete"), POSITIVE, True)]
    return [
        menu("opens-prompt", "openkeychain key_view (one's own key, its overflow)", OWN,
             overflow, [(t("menu_delete_key"), False), (t("menu_export_key"), False)]),
        revoke_dialog(t, "del_rev_dialog_choice_rev_upload", "del_rev_dialog_btn_revoke"),
        revoke_dialog(t, "del_rev_dialog_choice_delete", "del_rev_dialog_btn_delete"),
        dialog("delete", "openkeychain DeleteKeyDialogFragment (a public key)", OTHER, None,
               None, buttons,
               ({"text": t("public_key_deletetion_confirmation", OTHER), "rid": "mainMessage"},)),
        entry("opens-prompt", "openkeychain key_list_multi (two keys selected)", selected,
              [(t("menu_delete_key"), False), (t("menu_encrypt_to"), False)]),
        dialog("delete", "openkeychain DeleteKeyDialogFragment (one's own key, revoked)", OWN,
               t("title_delete_secret_key", OWN), None, buttons,
               ({"text": t("secret_key_deletion_confirmation", OWN), "rid": "mainMessage"},)),
        dialog("delete", "openkeychain DeleteKeyDialogFragment (two public keys)",
               t("app_name"), None, None,
               [(t("android:cancel"), NEGATIVE, None), (t("btn_delete"), POSITIVE, True)],
               ({"text": t("key_deletion_confirmation_multi"), "rid": "mainMessage"},)),
        dialog("delete", "openkeychain DeleteFileDialogFragment (after encrypting two files)",
               t("title_encrypt_files"), t("file_delete_confirmation_title"),
               t("file_delete_confirmation", FILES), buttons),
    ]  # fmt: skip


def publishing(t: Any) -> list[dict[str, Any]]:
    share = {"title": OWN, "items": [
        {"text": t("section_fingerprint")},
        {"text": "4F2A 91C3 0B7E 55D1 A8C2  7E19 D3B4 6F80 12AB CDEF",
         "rid": "view_key_fingerprint"},
        {"text": t("section_share_key")},
        {"button": t("key_view_action_share_with"), "rid": "view_key_action_key_share"},
        {"button": t("key_view_action_upload"), "rid": "view_key_action_upload"}]}  # fmt: skip
    title, upload = t("title_send_key"), t("btn_export_to_server")
    send = {"title": title, "items": [
        {"text": t("section_key_server")},
        {"text": "hkps://keys.openpgp.org", "rid": "upload_key_keyserver"},
        {"text": t("section_actions")},
        {"button": upload, "rid": "upload_key_action_upload"}]}  # fmt: skip
    # Where the screen's title reads as its button does, the button is tapped by its id.
    tap = upload if upload != title else "upload_key_action_upload"
    keys = [t("menu_manage_keys"), t("menu_update_all_keys")]
    return [
        menu("harmless", "openkeychain key_list (the key list's overflow)", t("app_name"), keys,
             [(t("menu_update_all_keys"), False), (t("menu_manage_keys"), False)]),
        entry("opens-prompt", "openkeychain ViewKeyAdvShareFragment (one's own key)", share,
              [(t("key_view_action_upload"), False), (t("key_view_action_share_with"), False)]),
        entry("publish", "openkeychain UploadKeyActivity (one's own key)", send, [(tap, True)]),
    ]  # fmt: skip


def records(t: Any) -> list[dict[str, Any]]:
    app = {"title": APP, "dialog": {}, "items": [
        {"icon": t("api_settings_save"), "rid": "menu_api_save"},
        {"menu": t("api_settings_revoke")}, {"menu": t("api_settings_advanced")}]}  # fmt: skip
    server = (
        {"field": "keyserver_url_edit_text", "hint": t("label_enter_keyserver_url"),
         "text": "hkps://keyserver.ubuntu.com"},
        {"field": "keyserver_onion_edit_text", "hint": t("label_enter_keyserver_onion"),
         "text": ""},
        {"switch": t("label_verify_keyserver_connection"), "rid": "verify_connection_checkbox"},
    )  # fmt: skip
    return [
        entry("delete", "openkeychain api_app_settings (an allowed app, its overflow open)", app,
              [(t("api_settings_revoke"), True), (t("api_settings_advanced"), False)]),
        dialog("delete", "openkeychain AddEditKeyserverDialogFragment (editing a keyserver)",
               t("title_key_server_preference"), t("edit_keyserver_dialog_title"), None,
               [(t("label_keyserver_dialog_delete"), NEUTRAL, True),
                (t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, False)],
               server),
    ]  # fmt: skip
