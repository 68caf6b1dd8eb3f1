"""Proton Drive's screens (``me.proton.android.drive``, end-to-end encrypted cloud storage:
files trashed, restored and deleted for good, the trash emptied, shares and invitations,
members' access and albums), strings from ``drive/i18n/src/main/res/values*/*.xml`` (a
``@string/`` reference read as the string it names). The file, folder, album and people
written on the screens are the same in every language.

Read from the code: ``app/.../ui/viewmodel/FileOrFolderOptionsViewModel.kt`` and
``ui/options/Option.kt`` (a file's options sheet, its rows in the order of the options' set,
each kept where it applies to the file's state: for a file of one's own in My files "Make
available offline", Share, "Manage access", Send, Download, Move, Rename, "File details" and
"Move to trash", which moves it to the trash at once with Undo; for a file in the trash
Restore, which restores it, and "Delete permanently", which only opens the confirmation; for a
file shared with one "Make available offline", Download, "File details" and "Remove me", which
leaves the share at once (``leaveShare``)); ``drive/files/presentation/.../confirmation/
ConfirmDeletionDialogContent.kt`` ("Delete permanently?", "'...' will be deleted permanently.
You cannot undo this action.", Cancel and "Delete permanently", which deletes the file for
good) and ``ConfirmEmptyTrashDialogContent.kt`` ("Empty trash?", Cancel and "Empty trash",
which deletes every item in the trash for good); ``app/.../ui/dialog/ConfirmStopSharingDialog.kt``
("Stop sharing", its message, Cancel and "Stop sharing", which deletes the link);
``drive/drivelink-shared/presentation/.../UserInvitationContent.kt`` (a pending invitation:
Decline, which declines it, and Accept, which joins the share);
``ui/viewmodel/ShareMemberOptionsViewModel.kt`` with ``ui/options/MemberOption.kt`` and
``InvitationOption.kt`` and ``drivelink-shared/.../entry/ShareUserOptionEntry.kt`` (a member's
sheet: Viewer, Editor and "Remove access", which removes the member at once; an invitation's
sheet: Viewer, Editor, "Copy invite link", "Resend invite", which sends the invitation again,
and "Remove access", which withdraws it at once); ``ui/viewmodel/AlbumOptionsViewModel.kt``
(an album's sheet: "Make available offline", Share, "Manage access", Rename, "Delete album"
and "Leave album", the last two only opening their dialogs); ``photos/presentation/.../
ConfirmDeleteAlbumDialogContent.kt`` ("Delete album?", Cancel and "Delete album", which
deletes the album) and ``ConfirmLeaveAlbumDialogContent.kt`` ("Leave album?", Cancel, "Leave
without saving" and "Save photos and leave", each leaving the album).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

FILE, ALBUM, OWNER = "Tax return 2024.pdf", "Lisbon 2025", "anna@proton.me"


def screens(t: Any) -> list[dict[str, Any]]:
    return files(t) + trash(t) + sharing(t) + albums(t)


def files(t: Any) -> list[dict[str, Any]]:
    where, behind = "drive FileOrFolderOptions", t("title_my_files")
    rows = [t(r) for r in (
        "common_make_available_offline_action", "common_share", "common_manage_access_action",
        "common_send_action", "common_download", "files_move_file_action",
        "common_rename_action", "files_display_file_info_action",
        "files_send_to_trash_action")]  # fmt: skip
    shared = [t(r) for r in (
        "common_make_available_offline_action", "common_download",
        "files_display_file_info_action", "files_remove_me_action")]  # fmt: skip
    own, theirs = f"{where} (a file of one's own)", f"{where} (a file shared with one)"
    return [
        menu("reversible", own, behind, rows, [(t("files_send_to_trash_action"), False)]),
        menu("reversible", own, behind, rows,
             [(t("common_make_available_offline_action"), False)]),
        menu("harmless", own, behind, rows, [(t("common_rename_action"), False)]),
        menu("harmless", own, behind, rows, [(t("common_manage_access_action"), False)]),
        menu("harmless", own, behind, rows, [(t("common_download"), False)]),
        menu("opens-prompt", own, behind, rows, [(t("common_send_action"), False)]),
        menu("leave", theirs, t("shared_with_me_title"), shared,
             [(t("files_remove_me_action"), True)]),
        menu("harmless", theirs, t("shared_with_me_title"), shared,
             [(t("files_display_file_info_action"), False)]),
    ]  # fmt: skip


def trash(t: Any) -> list[dict[str, Any]]:
    where, behind = "drive FileOrFolderOptions (a file in the trash)", t("common_trash")
    rows = [t("files_restore_from_trash_action"), t("files_delete_from_trash_action")]
    cancel = t("common_cancel_action")
    delete = t("files_confirm_deletion_confirm_action")
    empty = t("files_confirm_empty_trash_confirm_action")

    def deleting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "drive ConfirmDeletionDialog", behind,
                     t("title_files_confirm_deletion"),
                     t("files_confirm_deletion_message_format", FILE), buttons)  # fmt: skip

    def emptying(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "drive ConfirmEmptyTrashDialog", behind,
                     t("files_confirm_empty_trash_title"),
                     t("files_confirm_empty_trash_message"), buttons)  # fmt: skip

    return [
        menu("reversible", where, behind, rows, [(t("files_restore_from_trash_action"), False)]),
        menu("opens-prompt", where, behind, rows, [(t("files_delete_from_trash_action"), False)]),
        deleting("delete", [(cancel, None), (delete, True)]),
        deleting("harmless", [(cancel, False), (delete, None)]),
        emptying("delete", [(cancel, None), (empty, True)]),
        emptying("harmless", [(cancel, False), (empty, None)]),
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    access = t("title_manage_access")
    viewer, editor = t("common_permission_viewer"), t("common_permission_editor")
    remove = t("share_via_invitations_remove_access_action")
    member = [viewer, editor, remove]
    invited = [viewer, editor, t("share_via_invitations_copy_invite_link_action"),
               t("share_via_invitations_resend_invite_action"), remove]  # fmt: skip
    invitations = page(t("shared_user_invitations_title", 1), [
        {"text": "Budget 2025"}, {"text": OWNER},
        {"button": t("shared_user_invitations_decline_button")},
        {"button": t("shared_user_invitations_accept_button")}])  # fmt: skip
    return [
        menu("revoke", "drive ShareMemberOptions (a member)", access, member, [(remove, True)]),
        menu("reversible", "drive ShareMemberOptions (a member)", access, member,
             [(editor, False)]),
        menu("revoke", "drive ShareInvitationOptions (an invitation)", access, invited,
             [(remove, True)]),
        menu("send", "drive ShareInvitationOptions (an invitation)", access, invited,
             [(t("share_via_invitations_resend_invite_action"), True)]),
        menu("harmless", "drive ShareInvitationOptions (an invitation)", access, invited,
             [(t("share_via_invitations_copy_invite_link_action"), False)]),
        popup("harmless", "drive ConfirmStopSharingDialog", access,
              t("title_files_stop_sharing"), t("description_files_stop_sharing"),
              [(t("common_cancel_action"), False), (t("common_stop_sharing_action"), None)]),
        entry("delete", "drive UserInvitationContent (Decline)", invitations,
              [(t("shared_user_invitations_decline_button"), True)]),
        entry("reversible", "drive UserInvitationContent (Accept)", invitations,
              [(t("shared_user_invitations_accept_button"), False)]),
    ]  # fmt: skip


def albums(t: Any) -> list[dict[str, Any]]:
    where, behind = "drive AlbumOptions", ALBUM
    own = [t(r) for r in (
        "common_make_available_offline_action", "common_share", "common_manage_access_action",
        "common_rename_action", "albums_delete_album_action")]  # fmt: skip
    joined = [t("common_make_available_offline_action"), t("common_leave_album_action")]
    cancel = t("albums_delete_album_dialog_cancel_action")
    delete = t("albums_delete_album_dialog_delete_album_action")
    leave_cancel = t("albums_leave_album_dialog_cancel_action")
    without = t("albums_leave_album_dialog_leave_without_saving_action")
    save = t("albums_leave_album_dialog_save_and_leave_action")

    def deleting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "drive ConfirmDeleteAlbumDialog", behind,
                     t("albums_delete_album_dialog_title"),
                     t("albums_delete_album_dialog_description"), buttons)  # fmt: skip

    def leaving(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "drive ConfirmLeaveAlbumDialog", behind,
                     t("albums_leave_album_dialog_title"),
                     t("albums_leave_album_dialog_description", ALBUM), buttons)  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (one's own album)", behind, own,
             [(t("albums_delete_album_action"), False)]),
        menu("harmless", f"{where} (one's own album)", behind, own,
             [(t("common_rename_action"), False)]),
        menu("opens-prompt", f"{where} (an album shared with one)", behind, joined,
             [(t("common_leave_album_action"), False)]),
        deleting("delete", [(cancel, None), (delete, True)]),
        deleting("harmless", [(cancel, False), (delete, None)]),
        leaving("leave", [(leave_cancel, None), (without, True), (save, None)]),
        leaving("leave", [(leave_cancel, None), (without, None), (save, True)]),
        leaving("harmless", [(leave_cancel, False), (without, None), (save, None)]),
    ]  # fmt: skip
