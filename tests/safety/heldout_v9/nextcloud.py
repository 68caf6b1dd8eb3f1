"""Nextcloud's screens (the Files app), strings from ``t(name)``.

Read from the code: ``FileAction.kt`` and ``FileActionsBottomSheet.kt`` (a file's
actions as rows of a bottom sheet; Delete opens a confirmation, Add to favorites and Lock
file act and are undone by Remove from favorites and Unlock file),
``RemoveFilesDialogFragment.kt`` on ``ConfirmationDialogFragment.kt`` (a platform
dialog: Keep neutral, Local only negative where the file is on the device, Delete
positive, or Leave this share where the file was shared with the user; Delete moves the
file to the server's deleted files, from which the app restores it, Local only removes
the device's copy, leaving a share takes the file away until its owner shares it
again), ``TrashbinFragment.kt`` (``activity_trashbin.xml``: Empty trash bin in the
overflow menu empties it at once; an item's popup ``item_trashbin.xml``: Delete
permanently; ``trashbin_item.xml``: Restore deleted file), ``FileDetailSharingFragment.kt``
(``file_details_sharing_fragment.xml``: Create link makes a public link at once and
sends it to no one), ``FileDetailSharingMenuBottomSheetDialog.java`` (a link's menu:
Send new email opens the note step, Send link opens the system's share sheet, Delete
Link removes the link, whose address no new link gets back),
``FileDetailsSharingProcessFragment.kt`` (the note step of a new share: Send share
creates it and mails the recipient) and ``AccountRemovalDialog.kt``
(``account_removal_dialog.xml``: Remove account removes the account and its local copies
from the device; the files stay on the server and come back on signing in again).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

FILE, FOLDER, ACCOUNT = "Budget 2026.ods", "Documents", "Ben Ortiz"
ACTIONS = ("favorite", "actionbar_see_details", "lock_file", "common_rename",
           "actionbar_move_or_copy", "filedetails_sync_file", "filedetails_export",
           "action_send_share", "actionbar_open_with", "pin_home", "common_remove")  # fmt: skip
"""A downloaded file's actions in ``FileAction.getActions`` order (those it shows)."""


def screens(t: Any) -> list[dict[str, Any]]:
    return files(t) + sharing(t)


def files(t: Any) -> list[dict[str, Any]]:
    bin_ = t("drawer_item_trashbin")
    actions = [t(k) for k in ACTIONS]
    return [
        entry("opens-prompt", "nextcloud FileActionsBottomSheet", {
            "title": FOLDER, "dialog": {"title": FILE},
            "items": [{"list": [{"row": a} for a in actions]}]},
            [(t("common_remove"), False), (t("favorite"), False), (t("lock_file"), False)]),
        dialog("reversible", "nextcloud RemoveFilesDialogFragment (a file on the device)",
               FOLDER, None, t("confirmation_remove_file_alert", FILE),
               [(t("file_keep"), NEUTRAL, False), (t("confirmation_remove_local"), NEGATIVE, False),
                (t("file_delete"), POSITIVE, False)]),
        dialog("delete", "nextcloud RemoveFilesDialogFragment (a file shared with the user)",
               FOLDER, None, t("confirmation_remove_file_alert", FILE),
               [(t("file_keep"), NEUTRAL, False),
                (t("common_leave_this_share"), POSITIVE, True)]),
        menu("delete", "nextcloud TrashbinFragment (activity_trashbin)", bin_,
             [t("action_empty_trashbin")], [(t("action_empty_trashbin"), True)]),
        entry("reversible", "nextcloud TrashbinFragment (trashbin_item)", {"title": bin_, "items": [
            {"list": [{"row": FILE, "secondary": "18 KB"}]},
            {"icon": t("restore_button_description"), "rid": "restore"},
            {"icon": t("overflow_menu"), "rid": "overflowMenu"}]},
            [(t("restore_button_description"), False)]),
        menu("delete", "nextcloud TrashbinFragment (item_trashbin)", bin_,
             [t("trashbin_file_remove")], [(t("trashbin_file_remove"), True)]),
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    return [
        entry("harmless", "nextcloud FileDetailSharingFragment", {"title": FILE, "items": [
            {"field": "searchView", "hint": t("share_search")},
            {"icon": t("pick_contact_to_share_with"), "rid": "pick_contact_email_btn"},
            {"button": t("send_copy_to"), "rid": "send_copy_btn"},
            {"text": t("internal_shares")}, {"text": t("external_shares")},
            {"button": t("create_link"), "rid": "create_link"}]},
            [(t("create_link"), False)]),
        entry("delete", "nextcloud FileDetailSharingMenuBottomSheetDialog", {
            "title": FILE, "dialog": {}, "items": [
                {"button": t("share_settings"), "rid": "menu_share_advanced_permissions"},
                {"button": t("share_send_new_email"), "rid": "menu_share_send_new_email"},
                {"button": t("share_via_link_send_link_label"), "rid": "menu_share_send_link"},
                {"button": t("delete_link"), "rid": "menu_share_unshare"}]},
            [(t("share_send_new_email"), False), (t("share_via_link_send_link_label"), False),
             (t("delete_link"), True)]),
        entry("send", "nextcloud FileDetailsSharingProcessFragment (note of a new share)", {
            "title": FILE, "items": [
                {"text": t("share_send_note")},
                {"field": "note_text", "hint": t("hint_note"), "text": "Figures for Q3"},
                {"button": t("common_cancel"), "rid": "share_process_btn_cancel"},
                {"button": t("send_share"), "rid": "share_process_btn_next"}]},
            [(t("send_share"), True), (t("common_cancel"), False)]),
        dialog("account", "nextcloud AccountRemovalDialog", t("prefs_manage_accounts"),
               t("delete_account"), None,
               [(t("common_cancel"), NEGATIVE, None), (t("delete_account"), POSITIVE, False)],
               ({"text": ACCOUNT}, {"text": "ben@cloud.example"},
                {"radio": t("remove_local_account")}, {"text": t("remove_local_account_details")},
                {"radio": t("request_account_deletion")},
                {"text": t("request_account_deletion_details")})),
    ]  # fmt: skip
