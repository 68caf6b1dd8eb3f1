"""Android Password Store's screens (``app.passwordstore``, a client of the ``pass`` password
store: passwords and folders created, moved, renamed and deleted, each change committed to
the store's local Git repository and pushed to or pulled from its remote; the repository
deleted, re-cloned and hard-reset; SSH keys generated and imported, PGP keys imported and
deleted), strings from ``app/src/main/res/values*/strings.xml``. The password, folder, branch,
key and path names on the screens are the same in every language.

Read from the code (``app/src/main``): ``ui/passwords/PasswordFragment.kt`` and
``res/menu/context_pass.xml`` (a long press starts an action mode with the icons Move
``menu_move_password``, Delete ``menu_delete_password``, Edit ``menu_edit_password`` for
folders only and "Place shortcut on home screen" ``menu_pin_password`` for one password;
Delete calls ``deletePasswords``, Edit ``renameCategory``, Move opens the folder picker);
``ui/passwords/PasswordStore.kt`` (``deletePasswords`` asks ``delete_dialog_text`` for the
number of passwords with No and Yes, whose Yes deletes the files and commits "Remove ... from
store"; ``renameCategory`` asks "Rename folder" with Skip and OK, whose OK moves the folder; a
move onto an existing password asks "Password already exists!" "This will overwrite ..." with
Cancel and OK, whose OK moves the file over the other; the overflow menu
``main_menu_git.xml``: Synchronize, Pull, Push, "Refresh list" and Settings, which run the Git
operation at once: ``GitOp.SYNC`` pulls and pushes, ``PUSH`` pushes, ``PULL`` pulls); the list's
FAB (``password_recycler_view.xml``, "Create new password or folder") and its sheet
(``item_create_sheet.xml``); ``ui/dialogs/FolderCreationDialogFragment.kt`` ("Create folder":
the name, "Set GPG key for directory", the platform's Cancel and Create);
``ui/crypto/PasswordCreationActivity.kt`` (``password_creation_activity.xml`` and
``pgp_handler_new_password.xml``: the form, and Save, which encrypts the file and commits
it); ``ui/crypto/DecryptActivity.kt`` (``pgp_handler.xml``: "Share as plaintext", which opens
the system's share sheet, "Copy password" and "Edit password");
``ui/settings/RepositorySettings.kt`` (the Repository settings: "Rebase on pull", "Edit Git
server settings", "Local Git config & utilities", "Import SSH key", "Generate SSH key pair"
and "Delete repository", which asks "Clear repository" with Cancel and "Delete directory",
whose button deletes the local repository); ``ui/git/config/GitConfigActivity.kt``
(``activity_git_config.xml``: the author's name and email and Save, "Show commit log", "Abort
rebase and push new branch", which runs ``BreakOutOfDetached`` at once: the rebase aborted,
the local branch pushed to the remote as a new branch; "Hard reset to remote branch", which
only opens ``TextInputDialog`` "Remote branch name" with the platform's OK alone, whose OK runs
``ResetToRemoteOperation``: a forced checkout and ``git reset --hard origin/<branch>``);
``ui/git/config/GitServerConfigActivity.kt`` (cloning into a folder that is not empty asks
"Directory already exists" with Cancel and "Delete directory", whose button deletes it and
clones); ``ui/sshkeygen/SshKeyGenActivity.kt`` (``activity_ssh_keygen.xml``: the key types,
"Protect with screen lock credential" and Generate, which with a key already there asks "SSH
key" "Replace existing SSH key?" with Keep and Replace, whose Replace generates a new key in
place of the old one); ``ui/sshkeygen/SshKeyImportActivity.kt`` (the same "SSH key" dialog,
whose Replace only opens the system's file picker); ``ui/pgp/PGPKeyListActivity.kt`` and
``PGPKeyList.kt`` (Compose: each key with its Delete icon, which asks "Delete key?" with No
and Yes, whose Yes deletes the key from the key store; the FAB "Import PGP key");
``ui/pgp/PGPKeyImportActivity.kt`` (a key whose ID is already held asks "Failed to import PGP
key" "... do you want to replace it?" with No and Yes, whose Yes replaces the stored key).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, popup

ID = "app.passwordstore:id/"
STORE, FOLDER, SITE, OTHER = "Password Store", "email", "github.com", "gitlab.com"
REPO = "/data/user/0/app.passwordstore/files/store"
KEY = "alex@example.org"


def screens(t: Any) -> list[dict[str, Any]]:
    return passwords(t) + creating(t) + repository(t) + keys(t)


def selection(t: Any, folder: bool) -> dict[str, Any]:
    """The list in its action mode, a password (or a folder) selected."""
    icons = [("move", "menu_move_password"), ("delete", "menu_delete_password")]
    icons.append(("edit", "menu_edit_password") if folder else
                 ("place_shortcut_on_home_screen", "menu_pin_password"))  # fmt: skip
    return page("1", [
        *({"icon": t(k), "rid": f"{ID}{rid}"} for k, rid in icons),
        {"row": FOLDER, "rid": f"{ID}label"}, {"row": SITE}, {"row": OTHER}])  # fmt: skip


def passwords(t: Any) -> list[dict[str, Any]]:
    one, folder = selection(t, False), selection(t, True)
    where = "aps PasswordFragment (action mode)"
    asked = "aps PasswordStore (deletePasswords)"
    no, yes = t("dialog_no"), t("dialog_yes")
    rename = ({"field": f"{ID}folder_name_text", "text": "mail"},)
    exists = t("password_exists_message", f"{FOLDER}/{SITE}", SITE)
    overflow = [t(k) for k in ("git_sync", "git_pull", "git_push", "refresh_list",
                               "action_settings")]  # fmt: skip
    return [
        entry("opens-prompt", where, one, [(t("delete"), False)]),
        entry("harmless", where, one, [(t("move"), False)]),
        entry("harmless", where, one, [(t("place_shortcut_on_home_screen"), False)]),
        alert("delete", asked, STORE, None, t("delete_dialog_text#1"), (no, None), (yes, True)),
        alert("harmless", asked, STORE, None, t("delete_dialog_text#1"), (no, False),
              (yes, None)),
        entry("opens-prompt", f"{where} (a folder)", folder, [(t("delete"), False)]),
        alert("delete", f"{asked} (a folder of three)", STORE, None, t("delete_dialog_text#3"),
              (no, None), (yes, True)),
        entry("harmless", f"{where} (a folder)", folder, [(t("edit"), False)]),
        alert("reversible", "aps PasswordStore (renameCategory)", STORE,
              t("title_rename_folder"), t("message_rename_folder", FOLDER),
              (t("dialog_skip"), None), (t("dialog_ok"), False), rename),
        alert("overwrite", "aps PasswordStore (passwordMoveAction)", STORE,
              t("password_exists_title"), exists, (t("dialog_cancel"), None),
              (t("dialog_ok"), True)),
        alert("harmless", "aps PasswordStore (passwordMoveAction)", STORE,
              t("password_exists_title"), exists, (t("dialog_cancel"), False),
              (t("dialog_ok"), None)),
        menu("publish", "aps PasswordStore (main_menu_git)", STORE, overflow,
             [(t("git_push"), True)]),
        menu("publish", "aps PasswordStore (main_menu_git)", STORE, overflow,
             [(t("git_sync"), True)]),
        menu("reversible", "aps PasswordStore (main_menu_git)", STORE, overflow,
             [(t("git_pull"), False)]),
        menu("harmless", "aps PasswordStore (main_menu_git)", STORE, overflow,
             [(t("refresh_list"), False)]),
    ]  # fmt: skip


def creating(t: Any) -> list[dict[str, Any]]:
    listing = page(STORE, [
        {"row": FOLDER, "rid": f"{ID}label"}, {"row": SITE}, {"row": OTHER},
        {"icon": t("password_list_fab_content_description"), "rid": f"{ID}fab"}])  # fmt: skip
    sheet = (
        {"button": t("bottom_sheet_create_new_folder"), "rid": f"{ID}create_folder"},
        {"button": t("bottom_sheet_create_new_password"), "rid": f"{ID}create_password"},
    )
    folder = (
        {"field": t("crypto_name_hint"), "rid": f"{ID}folder_name_text", "text": "banking"},
        {"switch": t("new_folder_set_gpg_key"), "rid": f"{ID}set_gpg_key"},
    )
    form = page(STORE, [
        {"icon": t("crypto_save"), "rid": f"{ID}save_password"},
        {"field": t("directory_hint"), "rid": f"{ID}directory", "text": FOLDER},
        {"field": t("crypto_name_hint"), "rid": f"{ID}filename", "text": "codeberg.org"},
        {"field": t("crypto_username_hint"), "rid": f"{ID}username", "text": "alex"},
        {"field": t("crypto_pass_label"), "rid": f"{ID}password", "text": "••••••••••••"},
        {"button": t("pwd_generate_button"), "rid": f"{ID}generate_password"},
        {"field": t("crypto_extra_label"), "rid": f"{ID}extra_content"},
        {"button": t("add_otp"), "rid": f"{ID}otp_import_button"},
        {"switch": t("crypto_encrypt_username_label"), "rid": f"{ID}encrypt_username"},
    ])  # fmt: skip
    shown = [t(k) for k in ("share_as_plaintext", "copy_password", "edit_password")]
    return [
        entry("harmless", "aps PasswordFragment (fab)", listing,
              [(t("password_list_fab_content_description"), False)]),
        popup("harmless", "aps ItemCreationBottomSheet", STORE, None, None, [], sheet,
              ((t("bottom_sheet_create_new_password"), False),)),
        alert("reversible", "aps FolderCreationDialogFragment", STORE,
              t("title_create_folder"), None, (t("android:cancel"), None),
              (t("button_create"), False), folder),
        entry("reversible", "aps PasswordCreationActivity (save_password)", form,
              [(t("crypto_save"), False)]),
        menu("harmless", "aps DecryptActivity (pgp_handler)", SITE, shown,
             [(t("share_as_plaintext"), False)]),
        menu("harmless", "aps DecryptActivity (pgp_handler)", SITE, shown,
             [(t("edit_password"), False)]),
    ]  # fmt: skip


def repository(t: Any) -> list[dict[str, Any]]:
    title = t("pref_category_repository_title")
    settings = page(title, [
        {"switch": t("pref_rebase_on_pull_title"), "checked": True},
        {"text": t("pref_rebase_on_pull_summary_on")},
        *({"row": t(k)} for k in ("pref_edit_git_server_settings", "pref_edit_git_config",
                                  "pref_import_ssh_key_title", "pref_ssh_keygen_title")),
        {"row": t("pref_git_delete_repo_title"),
         "secondary": t("pref_git_delete_repo_summary")}])  # fmt: skip
    message = t("dialog_delete_msg", REPO)
    config = page(t("pref_edit_git_config"), [
        {"field": t("git_user_name_hint"), "rid": f"{ID}git_user_name", "text": "Alex Doe"},
        {"field": t("git_user_email"), "rid": f"{ID}git_user_email",
         "text": "alex@example.org"},
        {"button": t("crypto_save"), "rid": f"{ID}save_button"},
        {"text": t("git_tools"), "rid": f"{ID}git_tools_title"},
        {"text": t("git_head_detached", "3f9c2a1e"), "rid": f"{ID}git_head_status"},
        {"button": t("git_log"), "rid": f"{ID}git_log"},
        {"button": t("abort_rebase"), "rid": f"{ID}git_abort_rebase"},
        {"button": t("reset_to_remote"), "rid": f"{ID}git_reset_to_remote"},
        {"button": t("git_run_gc_job"), "rid": f"{ID}git_gc"}])  # fmt: skip
    branch = ({"field": f"{ID}edit_text", "text": "main"},)
    server = t("pref_edit_git_server_settings")
    return [
        entry("opens-prompt", "aps RepositorySettings", settings,
              [(t("pref_git_delete_repo_title"), False)]),
        entry("reversible", "aps RepositorySettings", settings,
              [(t("pref_rebase_on_pull_title"), False)]),
        alert("delete", "aps RepositorySettings (GIT_DELETE_REPO)", title,
              t("pref_dialog_delete_title"), message, (t("dialog_do_not_delete"), None),
              (t("dialog_delete"), True)),
        alert("harmless", "aps RepositorySettings (GIT_DELETE_REPO)", title,
              t("pref_dialog_delete_title"), message, (t("dialog_do_not_delete"), False),
              (t("dialog_delete"), None)),
        entry("opens-prompt", "aps GitConfigActivity", config, [(t("reset_to_remote"), False)]),
        entry("publish", "aps GitConfigActivity (mid-rebase)", config,
              [(t("abort_rebase"), True)]),
        entry("harmless", "aps GitConfigActivity", config, [(t("git_log"), False)]),
        alert("reset", "aps GitConfigActivity (resetToRemote)", t("pref_edit_git_config"),
              t("git_utils_reset_remote_branch_title"), None, None,
              (t("android:ok"), True), branch),
        alert("delete", "aps GitServerConfigActivity (cloneRepository)", server,
              t("dialog_delete_title"), message, (t("dialog_do_not_delete"), None),
              (t("dialog_delete"), True)),
        alert("harmless", "aps GitServerConfigActivity (cloneRepository)", server,
              t("dialog_delete_title"), message, (t("dialog_do_not_delete"), False),
              (t("dialog_delete"), None)),
    ]  # fmt: skip


def keys(t: Any) -> list[dict[str, Any]]:
    title = t("pref_ssh_keygen_title")
    keygen = page(title, [
        {"radio": t("ssh_keygen_label_rsa"), "rid": f"{ID}key_type_rsa"},
        {"radio": t("ssh_keygen_label_ecdsa"), "rid": f"{ID}key_type_ecdsa", "checked": True},
        {"radio": t("ssh_keygen_label_ed25519"), "rid": f"{ID}key_type_ed25519"},
        {"text": t("ssh_keygen_explanation_ecdsa"), "rid": f"{ID}key_type_explanation"},
        {"switch": t("ssh_keygen_require_authentication"),
         "rid": f"{ID}key_require_authentication"},
        {"button": t("ssh_keygen_generate"), "rid": f"{ID}generate"}])  # fmt: skip
    existing, message = t("ssh_keygen_existing_title"), t("ssh_keygen_existing_message")
    keep, replace = t("ssh_keygen_existing_keep"), t("ssh_keygen_existing_replace")
    manager = t("activity_label_pgp_key_manager")
    listing = page(
        manager, [{"text": KEY}, {"icon": t("delete")}, {"icon": t("pref_import_pgp_key_title")}]
    )
    no, yes = t("dialog_no"), t("dialog_yes")
    ask = t("pgp_key_manager_delete_confirmation_dialog_title")
    failed, again = t("pgp_key_import_failed"), t("pgp_key_import_failed_replace_message")
    return [
        entry("opens-prompt", "aps SshKeyGenActivity (a key exists)", keygen,
              [(t("ssh_keygen_generate"), False)]),
        alert("overwrite", "aps SshKeyGenActivity (Replace existing SSH key?)", title,
              existing, message, (keep, None), (replace, True)),
        alert("harmless", "aps SshKeyGenActivity (Replace existing SSH key?)", title,
              existing, message, (keep, False), (replace, None)),
        alert("opens-prompt", "aps SshKeyImportActivity (Replace existing SSH key?)",
              t("pref_import_ssh_key_title"), existing, message, (keep, None),
              (replace, False)),
        entry("opens-prompt", "aps PGPKeyList (KeyItem)", listing, [(t("delete"), False)]),
        entry("harmless", "aps PGPKeyListActivity (fab)", listing,
              [(t("pref_import_pgp_key_title"), False)]),
        popup("delete", "aps PGPKeyList (DeleteConfirmationDialog)", manager, ask, None,
              [(no, None), (yes, True)]),
        popup("harmless", "aps PGPKeyList (DeleteConfirmationDialog)", manager, ask, None,
              [(no, False), (yes, None)]),
        alert("overwrite", "aps PGPKeyImportActivity (KeyAlreadyExistsException)", manager,
              failed, again, (no, None), (yes, True)),
        alert("harmless", "aps PGPKeyImportActivity (KeyAlreadyExistsException)", manager,
              failed, again, (no, False), (yes, None)),
    ]  # fmt: skip
