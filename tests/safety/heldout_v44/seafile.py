"""Seafile's screens (``com.seafile.seadroid2``, the client of a Seafile file server:
libraries, folders and files on the server), strings from ``t(name)``.

Read from the code (``app/src/main/java/com/seafile/seadroid2`` and ``app/src/main/res``):
``menu/bottom_sheet_op_repo.xml`` (a library's sheet in the library list: Star, which
``Unstar`` undoes, Rename, Delete, which only opens ``ui/dialog_fragment/
DeleteRepoDialogFragment.java``, and Share, which opens ``RepoShareLinkDialogFragment``);
``DeleteRepoDialogFragment`` ("Delete library", "Are you sure you want to delete this
library?", Cancel and OK, which deletes the library on the server, ``deleteRepo``);
``menu/bottom_sheet_op_dirent.xml`` (a file's sheet: Star, Share, Export, Rename, Delete,
Copy, Move, Upload, Download, "Open with", "Save as", Profile; Delete only opens
``DeleteFileDialogFragment``, Share opens the share choices, Download copies the file to
the device); ``DeleteFileDialogFragment`` ("Delete file" or "Delete folder", "Are you sure
you want to delete this file or folder?", Cancel and OK, which deletes the items on the
server, ``DeleteDirsViewModel.delete``); ``ui/repo/RepoQuickFragment.showShareDialog`` (a
file's share choices, a platform list dialog of ``file_action_share_array``: "Share link",
which calls ``showCreateShareLinkDialog`` without the advanced form, so
``GetShareLinkPasswordDialogFragment`` creates the public link on the server at once, and
"Share link with password", which opens that dialog's form); ``GetShareLinkPasswordDialog
Fragment`` with ``layout/view_dialog_share_password.xml`` ("Generating link": "Add password
protection" and its password field, "Add auto expiration" and its days field, the link's
permission, Cancel and OK, which creates the link on the server); ``RepoShareLinkDialog
Fragment`` with ``view_dialog_repo_share_link.xml`` (the same form for a library);
``menu/fragment_browser_menu.xml`` with ``RepoQuickFragment`` (the overflow inside a library:
"Create a new file", "Create a new folder", "Upload file", which opens the file picker,
"Take photo" and Select); ``menu/bottom_wiki_more_menu.xml`` with ``ui/wiki/WikiFragment.
java`` (a wiki's sheet: Rename, then Publish for a wiki not published or Unpublish for one
that is, and Delete, each only opening its dialog); ``dialog_fragment/wiki/BottomSheet
PublishWikiDialogFragment.java`` ("Publish Wiki": the custom address field and its rule,
Cancel and OK, which publishes the wiki at a public address, ``publishWiki``);
``UnpublishWikiDialogFragment`` ("Unpublish", "Are you sure you want to unpublish?", OK
takes the wiki off its public address, ``cancelPublishWiki``) and ``DeleteWikiDialog
Fragment`` ("Delete Wiki", OK deletes the wiki on the server, ``deleteWiki``);
``ui/account/AccountsActivity.java`` (an account's context menu, ``menu/account_menu.xml``:
Edit, which opens the account's screen, and Delete, which at once calls ``AccountViewModel.
deleteAccount``: the account is signed out and removed from the device, with its
certificate); ``SignOutDialogFragment`` ("Sign out", "Do you want to sign out?", OK signs
out, ``AccountUtils.logout``, and the account stays in the list to sign in again);
``ClearCacheDialogFragment`` ("Clear cache", "Do you want to clear cache?", OK deletes the
downloaded copies of files the server keeps) and ``ClearPasswordDialogFragment`` ("Clear
library password", OK forgets the passwords of encrypted libraries, asked again on the next
open). Seafile's dialogs (``RequestCustomDialogFragmentWithVM`` and ``CustomDialogFragment``)
are ``MaterialAlertDialogBuilder`` dialogs whose view ends in ``layout_dialog_button_
positive_negative_loading.xml``: Cancel (``text_view_negative``) and OK
(``text_view_positive``) are text views of the app's layout, not platform buttons.
"""

from __future__ import annotations

from typing import Any

from screens import OWN_NEGATIVE, OWN_POSITIVE, dialog, menu

LIBRARY, FILE, WIKI = "Team documents", "budget-2025.xlsx", "Team handbook"


def screens(t: Any) -> list[dict[str, Any]]:
    return libraries(t) + folder(t) + files(t) + sharing(t) + wikis(t) + accounts(t)


def cancel_ok(t: Any, bad: bool | None = True) -> list[tuple[str, str, bool | None]]:
    """Seafile's own Cancel and OK (``bad``: whether OK is a commit)."""
    return [(t("cancel"), OWN_NEGATIVE, False), (t("ok"), OWN_POSITIVE, bad)]


def libraries(t: Any) -> list[dict[str, Any]]:
    sheet = [t("file_action_star"), t("repo_action_rename"), t("repo_action_delete"),
             t("file_share")]  # fmt: skip
    where = "seafile bottom_sheet_op_repo (a library's sheet)"
    return [
        menu("opens-prompt", where, LIBRARY, sheet,
             [(t("repo_action_delete"), False), (t("file_share"), False)]),
        menu("reversible", where, LIBRARY, sheet, [(t("file_action_star"), False)]),
        dialog("delete", "seafile DeleteRepoDialogFragment", t("libraries"),
               t("delete_repo_title"), t("delete_repo"), cancel_ok(t)),
    ]  # fmt: skip


def folder(t: Any) -> list[dict[str, Any]]:
    """The library's toolbar overflow inside a library, ``fragment_browser_menu.xml``."""
    overflow = [t("create_new_file"), t("create_new_dir"), t("upload_file"), t("take_photo"),
                t("select")]  # fmt: skip
    return [menu("harmless", "seafile fragment_browser_menu (inside a library)", LIBRARY,
                 overflow, [(t("upload_file"), False)])]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    sheet = [t("file_action_star"), t("file_share"), t("file_action_export"),
             t("file_action_rename"), t("file_action_delete"), t("file_action_copy"),
             t("file_action_move"), t("file_action_update"), t("file_action_download"),
             t("file_action_open"), t("file_action_save_as"), t("file_action_profile")]  # fmt: skip
    where = "seafile bottom_sheet_op_dirent (a file's sheet)"
    return [
        menu("opens-prompt", where, FILE, sheet,
             [(t("file_action_delete"), False), (t("file_share"), False)]),
        menu("harmless", where, FILE, sheet, [(t("file_action_download"), False)]),
        menu("reversible", where, FILE, sheet, [(t("file_action_star"), False)]),
        dialog("delete", "seafile DeleteFileDialogFragment (a file)", LIBRARY,
               t("delete_file_f"), t("delete_file"), cancel_ok(t)),
        dialog("delete", "seafile DeleteFileDialogFragment (a folder)", LIBRARY,
               t("delete_dir"), t("delete_file"), cancel_ok(t)),
    ]  # fmt: skip


def link_form(t: Any) -> tuple[dict[str, Any], ...]:
    """The link form of ``view_dialog_share_password.xml`` and its library twin."""
    return (
        {"switch": t("add_password_protection")},
        {"field": "password", "hint": t("passwd_hint")},
        {"switch": t("add_auto_expiration")},
        {"field": "days", "hint": t("select_an_expiration_dates")},
        {"text": t("link_permission_set_permission")},
        {"radio": t("link_permission_preview_and_download")},
        {"radio": t("link_permission_preview_only")},
        {"radio": t("link_permission_download_and_upload")},
    )


def sharing(t: Any) -> list[dict[str, Any]]:
    choices = [t("file_action_share_link"), t("file_action_share_encrypt")]
    where = "seafile RepoQuickFragment.showShareDialog (a file's share choices)"
    return [
        menu("share", where, LIBRARY, choices, [(t("file_action_share_link"), True)]),
        menu("opens-prompt", where, LIBRARY, choices, [(t("file_action_share_encrypt"), False)]),
        dialog("share", "seafile GetShareLinkPasswordDialogFragment (a file's link)", LIBRARY,
               t("generating_link_title"), None, cancel_ok(t), link_form(t)),
        dialog("share", "seafile RepoShareLinkDialogFragment (a library's link)",
               t("libraries"), t("generating_link_title"), None, cancel_ok(t), link_form(t)),
    ]  # fmt: skip


def wikis(t: Any) -> list[dict[str, Any]]:
    draft = [t("rename_wiki"), t("publish"), t("delete")]
    public = [t("rename_wiki"), t("unpublish"), t("delete")]
    where = "seafile bottom_wiki_more_menu (a wiki's sheet"
    form = ({"field": "edit_name", "hint": t("publish_wiki_custom_url")},
            {"text": t("tip_publish_wiki_desc")})  # fmt: skip
    return [
        menu("opens-prompt", where + ", not published)", WIKI, draft,
             [(t("publish"), False), (t("delete"), False)]),
        menu("opens-prompt", where + ", published)", WIKI, public, [(t("unpublish"), False)]),
        dialog("publish", "seafile BottomSheetPublishWikiDialogFragment", WIKI,
               t("publish_wiki"), None, cancel_ok(t), form),
        dialog("publish", "seafile UnpublishWikiDialogFragment", WIKI, t("unpublish"),
               t("unpublish_wiki_tip"), cancel_ok(t)),
        dialog("delete", "seafile DeleteWikiDialogFragment", WIKI, t("delete_wiki_title"),
               t("delete_wiki_tip"), cancel_ok(t)),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    context = [t("edit_account"), t("delete_account")]
    where = "seafile AccountsActivity account_menu (an account's context menu)"
    return [
        menu("delete", where, t("accounts"), context, [(t("delete_account"), True)]),
        menu("harmless", where, t("accounts"), context, [(t("edit_account"), False)]),
        dialog("sign-out", "seafile SignOutDialogFragment", t("settings"),
               t("settings_account_sign_out_title"), t("settings_account_sign_out_confirm"),
               cancel_ok(t, False)),
        dialog("reversible", "seafile ClearCacheDialogFragment", t("settings"),
               t("settings_clear_cache_title"), t("settings_clear_cache_hint"),
               cancel_ok(t, False)),
        dialog("reversible", "seafile ClearPasswordDialogFragment", t("settings"),
               t("clear_password_title"), t("clear_password_warning"), cancel_ok(t, False)),
    ]  # fmt: skip
