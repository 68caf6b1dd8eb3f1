"""ownCloud's screens (``com.owncloud.android``, the Android client of an ownCloud or
Infinite Scale server: files and folders, shares with users and public links, spaces and
their members, accounts and uploads), strings from ``owncloudApp/src/main/res/values*/
strings.xml``; ``android:cancel`` and ``android:copy`` are the platform's own. The files,
folders, users, links, spaces and account written on the screens are the same in every
language.

Read from the code (``owncloudApp/src/main``): ``res/menu/file_actions_menu.xml`` (a file's
options: Share, Download, Rename, Move, Copy, Send, "Set as available offline", Details and
Remove, whose ``action_remove_file`` only opens the removal dialog; Share opens the share
page; "Set as available offline" keeps a copy synced, undone by "Unset");
``presentation/files/removefile/RemoveFilesDialogFragment.kt`` with ``res/layout/
remove_files_dialog.xml`` (the message by one file, one folder or many items, then No,
"Local only", shown only where a copy is on the device and not kept offline, and Yes:
Yes performs ``RemoveOperation(removeOnlyLocalCopy = false)``, which deletes the files on
the server, "Local only" deletes the device's copy alone); ``ui/dialog/
FileAlreadyExistsDialog.kt`` with ``res/layout/dialog_file_already_exists.xml`` (a copy or
move onto a name that exists: the "Apply to all" check box, Replace, which overwrites the
file there, "Keep both", which writes the file under a new name, and Skip);
``res/layout/share_file_layout.xml``, ``share_user_item.xml`` and
``share_public_link_item.xml`` (the share page: "Get private link", "Add share", a user's
share with its edit and unshare icons, "Add public link", and a link with its copy, delete
and edit icons; the unshare and delete icons only open the removal);
``presentation/sharing/RemoveShareDialogFragment.kt`` on ``ui/dialog/
ConfirmationDialogFragment.java`` ("Remove link" or "Remove private share", "Do you really
want to remove ... share?", No as the neutral button and Yes as the positive one, which
calls ``deleteShare``: the link stops working, the user loses access);
``presentation/accounts/ManageAccountsDialogFragment.kt`` with ``res/layout/
manage_accounts_dialog.xml`` and ``account_item.xml`` ("Manage accounts": an account's
clean and remove icons, each opening a confirmation, and "Add account"; "Do you really want
to remove the account ...?", No and Yes, which removes the account from the device with
``AccountManager.removeAccount``; "Remove local storage", Close and "Clean data", which
deletes the downloaded files that are not kept offline); ``presentation/transfers/
TransfersAdapter.kt`` with ``res/layout/upload_list_group.xml`` and ``upload_list_item.xml``
(the Uploads page: the failed group's Clear, which drops the failed uploads from the list,
and Retry, which uploads them again; a failed upload's icon, which cancels it);
``ui/activity/ReceiveExternalFilesActivity.java`` with ``res/layout/uploader_layout.xml``
(files shared into the app: the folders, Cancel and Upload, which uploads the files into the
folder shown); ``presentation/spaces/SpacesListFragment.kt`` with ``extensions/
SpaceMenuOptionExt.kt`` (a space's sheet for its manager: "Edit space", "Edit image", "Set
icon", Members and "Disable space", or, for a disabled space, "Enable space" and "Delete
space", each opening a confirmation of No and Yes: disabling keeps the files and is undone
by enabling, deleting deletes the space's files from the server);
``presentation/spaces/members/SpaceMembersFragment.kt`` with ``res/layout/member_item.xml``
(a member's edit and remove icons; "Do you really want to remove the member ...?", No and
Yes, which calls ``removeMember``).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

RID = "com.owncloud.android:id/"
FOLDER, FILE, SUB, TARGET = "Documents", "Budget 2024.ods", "Invoices", "Archive"
USER, LINK, ACCOUNT = "Alice Martin", "Budget 2024.ods link", "alice@cloud.example.com"
SPACE, MEMBER, PHOTO = "Marketing", "Bob Keller", "IMG_2041.jpg"


def screens(t: Any) -> list[dict[str, Any]]:
    return files(t) + shares(t) + accounts(t) + uploads(t) + spaces(t)


def button(rid: str, desc: str | None = None) -> dict[str, Any]:
    """An image button of a layout, its id and, where the layout gives one, its
    description."""
    return {"button": "", "rid": f"{RID}{rid}", **({"desc": desc} if desc else {})}


def yes_no(t: Any, no: bool | None, yes: bool | None) -> list[tuple[str, str, bool | None]]:
    """A platform confirmation's No and Yes."""
    return [(t("common_no"), NEGATIVE, no), (t("common_yes"), POSITIVE, yes)]


def files(t: Any) -> list[dict[str, Any]]:
    """A file's options, the removal dialog for a file and a folder, and the question of a
    move onto a name that exists."""
    where = "owncloud MainFileListFragment (file_actions_menu, a file's options)"
    rows = [t(k) for k in ("action_share", "filedetails_download", "common_rename",
                           "actionbar_move", "android:copy", "actionbar_send_file",
                           "set_available_offline", "actionbar_see_details",
                           "common_remove")]  # fmt: skip
    remove = "owncloud RemoveFilesDialogFragment"

    def removal(category: str, message: str, no: bool | None, local: bool | str | None,
                yes: bool | None) -> dict[str, Any]:  # fmt: skip
        """The removal dialog: its message, then No, "Local only" (``"hidden"``: not
        shown) and Yes."""
        buttons = [(t("common_no"), f"{RID}dialog_remove_no", no)]
        if local != "hidden":
            assert not isinstance(local, str)
            buttons.append((t("confirmation_remove_local"), f"{RID}dialog_remove_local_only",
                            local))  # fmt: skip
        buttons.append((t("common_yes"), f"{RID}dialog_remove_yes", yes))
        return dialog(category, remove, FOLDER, None, None, buttons, ({"text": message},))

    one = t("confirmation_remove_file_alert", FILE)
    folder = t("confirmation_remove_folder_alert", SUB)
    exists = "owncloud FileAlreadyExistsDialog (dialog_file_already_exists)"
    ask = (
        {"text": t("file_already_exists")},
        {"text": t("file_already_exists_description", FILE)},
        {"switch": t("apply_to_all_conflicts", 3),
         "rid": f"{RID}dialog_file_already_exists_checkbox"},
    )  # fmt: skip
    choices = [
        (t("conflict_replace"), f"{RID}dialog_file_already_exists_replace"),
        (t("conflict_keep_both"), f"{RID}dialog_file_already_exists_keep_both"),
        (t("welcome_feature_skip_button"), f"{RID}dialog_file_already_exists_skip"),
    ]

    def conflict(category: str, chosen: int, bad: bool) -> dict[str, Any]:
        buttons = [(label, rid, bad if i == chosen else None)
                   for i, (label, rid) in enumerate(choices)]  # fmt: skip
        return dialog(category, exists, TARGET, None, None, buttons, ask)

    return [
        menu("opens-prompt", where, FOLDER, rows, [(t("common_remove"), False)]),
        menu("harmless", where, FOLDER, rows, [(t("action_share"), False)]),
        menu("reversible", where, FOLDER, rows, [(t("set_available_offline"), False)]),
        removal("delete", one, None, None, True),
        removal("harmless", one, False, None, None),
        removal("reversible", one, None, False, None),
        removal("delete", folder, None, "hidden", True),
        removal("harmless", folder, False, "hidden", None),
        conflict("overwrite", 0, True),
        conflict("reversible", 1, False),
        conflict("harmless", 2, False),
    ]


def shares(t: Any) -> list[dict[str, Any]]:
    """The share page and the removal of a link and of a user's share."""
    shared = page(t("share_dialog_title"), [
        {"text": FILE}, button("getPrivateLinkButton", t("content_description_get_private_link")),
        {"text": t("share_with_user_section_title")},
        button("addUserButton", t("content_description_add_share")),
        {"list": [{"text": USER}, button("editShareButton"), button("unshareButton")]},
        {"text": t("share_via_link_section_title")},
        button("addPublicLinkButton", t("content_description_add_public_link")),
        {"text": t("share_warning_about_forwarding_public_links")},
        {"list": [{"text": LINK}, button("getPublicLinkButton"),
                  button("deletePublicLinkButton"), button("editPublicLinkButton")]},
    ])  # fmt: skip
    where = "owncloud ShareFileFragment (share_file_layout)"
    remove = "owncloud RemoveShareDialogFragment"

    def removal(category: str, title: str, name: str, no: bool | None, yes: bool | None
                ) -> dict[str, Any]:  # fmt: skip
        buttons = [(t("common_no"), NEUTRAL, no), (t("common_yes"), POSITIVE, yes)]
        message = t("confirmation_remove_share_message", name)
        return dialog(category, remove, t("share_dialog_title"), t(title), message, buttons)

    return [
        entry("opens-prompt", where, shared, [("unshareButton", False)]),
        entry("opens-prompt", where, shared, [("deletePublicLinkButton", False)]),
        entry("harmless", where, shared, [(t("content_description_add_public_link"), False)]),
        removal("revoke", "confirmation_remove_public_share_title", LINK, None, True),
        removal("harmless", "confirmation_remove_public_share_title", LINK, False, None),
        removal("revoke", "confirmation_remove_private_share_title", USER, None, True),
    ]


def accounts(t: Any) -> list[dict[str, Any]]:
    """ "Manage accounts", an account's removal and the cleaning of its local storage."""
    manage = {
        "title": FOLDER,
        "dialog": {"title": t("drawer_manage_accounts")},
        "items": [
            button("cross", t("drawer_close")),
            {"list": [{"text": "Alice"}, {"text": ACCOUNT},
                      button("clean_account_local_storage_button"), button("removeButton"),
                      {"row": t("prefs_add_account")}]},
        ],
    }  # fmt: skip
    where = "owncloud ManageAccountsDialogFragment"
    ask = t("confirmation_remove_account_alert", ACCOUNT)
    clean = (t("clean_data_account_title"), t("clean_data_account_message", ACCOUNT))
    cleaned = [(t("drawer_close"), NEGATIVE, None),
               (t("clean_data_account_button_yes"), POSITIVE, False)]  # fmt: skip
    return [
        entry("opens-prompt", where, manage, [("removeButton", False)]),
        entry("opens-prompt", where, manage, [("clean_account_local_storage_button", False)]),
        dialog("account", where, FOLDER, None, ask, yes_no(t, None, True)),
        dialog("harmless", where, FOLDER, None, ask, yes_no(t, False, None)),
        dialog("reversible", where, FOLDER, *clean, cleaned),
    ]


def uploads(t: Any) -> list[dict[str, Any]]:
    """The Uploads page's failed group and the upload of files shared into the app."""
    failed = page(t("uploads_view_title"), [
        {"text": t("uploads_view_group_failed_uploads")},
        {"text": t("uploads_view_group_file_count_single", 1)},
        {"button": t("action_upload_clear"), "rid": f"{RID}uploadListGroupButtonClear"},
        {"button": t("action_upload_retry"), "rid": f"{RID}uploadListGroupButtonRetry"},
        {"list": [{"text": PHOTO},
                  {"text": t("uploads_view_upload_status_failed_connection_error")},
                  button("upload_right_button")]},
    ])  # fmt: skip
    where = "owncloud TransfersAdapter (upload_list_group, upload_list_item)"
    chooser = page(t("uploader_top_message"), [
        {"list": [{"row": SUB}, {"row": "Photos"}, {"row": TARGET}]},
        {"button": t("android:cancel"), "rid": f"{RID}uploader_cancel"},
        {"button": t("uploader_btn_upload_text"), "rid": f"{RID}uploader_choose_folder"},
    ])  # fmt: skip
    uploader = "owncloud ReceiveExternalFilesActivity (uploader_layout)"
    return [
        entry("upload", where, failed, [(t("action_upload_retry"), True)]),
        entry("reversible", where, failed, [(t("action_upload_clear"), False)]),
        entry("reversible", where, failed, [("upload_right_button", False)]),
        entry("upload", uploader, chooser, [(t("uploader_btn_upload_text"), True)]),
        entry("harmless", uploader, chooser, [(t("android:cancel"), False)]),
    ]


def spaces(t: Any) -> list[dict[str, Any]]:
    """A space's sheet, its disabling and deletion, and a member's removal."""
    where = "owncloud SpacesListFragment (a space's options)"
    active = [t(k) for k in ("edit_space", "edit_space_image", "set_space_icon",
                             "members_title", "disable_space")]  # fmt: skip
    disabled = [t("enable_space"), t("delete_space")]
    spaces_ = t("bottom_nav_spaces")
    disable = (t("disable_space_dialog_title", SPACE), t("disable_space_dialog_message"))
    delete = (t("delete_space_dialog_title", SPACE), t("delete_space_dialog_message"))
    members = page(t("space_members_label"), [
        {"list": [{"text": MEMBER}, {"text": "Can edit"},
                  button("edit_member_button"), button("remove_member_button")]},
        {"button": "", "desc": t("members_add")},
    ])  # fmt: skip
    member = "owncloud SpaceMembersFragment (member_item)"
    removal = t("members_remove_dialog_message", MEMBER)
    return [
        menu("opens-prompt", where, spaces_, active, [(t("disable_space"), False)]),
        menu("harmless", where, spaces_, active, [(t("members_title"), False)]),
        menu("opens-prompt", where, spaces_, disabled, [(t("delete_space"), False)]),
        dialog("reversible", where, spaces_, *disable, yes_no(t, None, False)),
        dialog("delete", where, spaces_, *delete, yes_no(t, None, True)),
        entry("opens-prompt", member, members, [("remove_member_button", False)]),
        dialog(
            "remove-member", member, t("space_members_label"), None, removal, yes_no(t, None, True)
        ),
    ]
