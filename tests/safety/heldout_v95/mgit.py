"""MGit's screens (``com.manichord.mgit``, a Git client: repositories cloned, committed,
pushed, pulled, merged, reset and deleted, branches, remotes, files in the working tree and
SSH keys), strings from ``app/src/main/res/values*/strings*.xml`` and ``arrays.xml`` (a
``string-array`` read whole from the language's folder, as Android does). The repository,
remote, branch, commit, file and key names are the same in every language.

Read from the code (``app/src/main/java/me/sheimi``): ``android/activities/
SheimiFragmentActivity.java`` (``showMessageDialog``: a title, a message, Cancel and the
given positive button; ``showOptionsDialog``: a titled list; ``showEditTextDialog``: a
field, Cancel and the given button); ``sgit/adapters/RepoListAdapter.java`` (a repository's
long press: "Choose option..." with Rename, Delete and "Open remote url", Delete opening
"Delete Confirmation", whose Delete calls ``deleteRepo`` and removes the local repository,
Rename opening "Rename Repository"); ``sgit/adapters/RepoOperationsAdapter.java`` and
``arrays.xml`` (the repository's drawer of operations, ``repo_operation_names``);
``sgit/activities/delegate/actions/*.java``: ``DeleteAction`` (the same confirmation,
Delete deleting the repository), ``ResetAction`` ("Reset Changes", whose Reset runs
``ResetCommitTask``, a hard reset that discards every uncommitted change), ``PushAction``
("Push to ...": "Push all?", "Force push?", the remotes' list, a remote's row pushing at
once with ``PushTask``, and Cancel), ``PullAction`` ("Pull from ...", the force checkbox and
the remotes, a row pulling at once), ``RemoveRemoteAction`` ("Remove Remote": a remote's row
calls ``removeRemote`` at once), ``CommitAction`` ("Commit Changes": message, author, "Auto
stage modified files", "Amend previous commit", Cancel and Commit, a local commit),
``AddRemoteAction`` ("Add Remote", Cancel and Done), ``MergeAction`` ("Choose Branch To
Merge": a branch's row merges it into the current one, locally); ``sgit/activities/
BranchChooserActivity.java`` and ``res/menu/action_mode_branch.xml`` (a branch's action
mode: "Rename branch" and Delete, which opens "Delete Branch ...", whose Delete calls
``branchDelete``); ``sgit/fragments/CommitsFragment.java``, ``res/menu/
action_mode_commit_diff.xml`` and ``sgit/dialogs/CheckoutDialog.java`` (a commit's action
mode: Diff, "Copy Commit Hash" and Checkout, which opens "Confirm Checkout" with a new
branch's name, "Anonymous checkout", Cancel and Checkout); ``sgit/dialogs/
RepoFileOperationDialog.java`` and ``arrays.xml`` (a file's "You want to …" list of
``repo_file_operations``: "Add to stage", "Checkout (Reset Changes)", which checks the file
out at once and drops its uncommitted changes, Delete, "Remove cached from repository" and
"Remove force from repository", each opening a confirmation whose Delete calls
``deleteFileFromRepo`` (from the working directory, from the index only, from both), and
the executable bit); ``sgit/activities/explorer/PrivateKeyManageActivity.java`` and
``res/menu/action_mode_ssh_key.xml`` (a key's action mode, whose Delete opens "Delete Key",
whose Delete deletes the private and public key files); ``res/layout/clone_view.xml`` (the
clone form).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.manichord.mgit:id/"
REPO, ORIGIN, UPSTREAM = "website", "origin", "upstream"
BRANCH, COMMIT, FILE, KEY = "feature/login", "3f2a9c1", "index.html", "id_rsa"


def screens(t: Any) -> list[dict[str, Any]]:
    return repositories(t) + operations(t) + branches(t) + files(t) + keys(t)


def ops(t: Any) -> list[str]:
    return [t(f"@repo_operation_names/{i}") for i in range(18)]


def listed(t: Any, name: str, most: int) -> list[str]:
    """A ``string-array``'s rows: a language's array may be shorter than English's (some
    of MGit's lack the two executable-bit rows), and Android shows it as it is."""
    rows = []
    for i in range(most):
        try:
            rows.append(t(f"@{name}/{i}"))
        except KeyError:
            break
    return rows


def repositories(t: Any) -> list[dict[str, Any]]:
    main = [t("action_search"), t("action_clone"), t("action_import_repo"),
            t("action_settings")]  # fmt: skip
    where = "mgit RepoListAdapter"
    choose = t("dialog_choose_option")
    options = ({"row": t("@dialog_choose_repo_action_items/0")},
               {"row": t("@dialog_choose_repo_action_items/1")},
               {"row": t("dialog_open_remote")})  # fmt: skip
    delete_title, delete_msg = t("dialog_delete_repo_title"), t("dialog_delete_repo_msg")
    cancel = t("label_cancel")
    rename = ({"field": f"{ID}editText", "hint": t("dialog_rename_repo_hint"), "text": REPO},)
    clone = page(t("title_clone_repo"), [
        {"field": "", "hint": t("label_remote_url"),
         "text": "https://github.com/alice/website.git"},
        {"field": f"{ID}localPath", "hint": t("dialog_clone_local_path_hint"), "text": REPO},
        {"switch": t("dialog_clone_neutral_label")},
        {"switch": t("dialog_clone_recursive"), "rid": f"{ID}cloneRecursive"},
        {"button": cancel},
        {"button": t("label_clone"), "rid": f"{ID}cloneViewCloneButton"}])  # fmt: skip
    return [
        menu("harmless", "mgit RepoListActivity (the overflow menu)", "MGit", main,
             [(t("action_clone"), False)]),
        alert("opens-prompt", f"{where} (Choose option...)", "MGit", choose, None, None, None,
              items=options, taps=((t("@dialog_choose_repo_action_items/1"), False),)),
        alert("delete", f"{where} (Delete Confirmation)", "MGit", delete_title, delete_msg,
              (cancel, None), (t("label_delete"), True)),
        alert("reversible", f"{where} (Rename Repository)", "MGit",
              t("dialog_rename_repo_title"), None, (cancel, None), (t("label_rename"), False),
              items=rename),
        entry("reversible", "mgit CloneViewModel (clone_view)", clone,
              [(t("label_clone"), False)]),
    ]  # fmt: skip


def operations(t: Any) -> list[dict[str, Any]]:
    names = ops(t)
    drawer = page(REPO, [{"row": name} for name in names])
    where = "mgit RepoOperationsAdapter (the operations drawer)"
    cancel = t("label_cancel")
    reset_title, reset_msg = t("dialog_reset_commit_title"), t("dialog_reset_commit_msg")
    remotes = ({"row": ORIGIN}, {"row": UPSTREAM})
    push = ({"switch": t("dialog_push_is_push_all"), "rid": f"{ID}pushAll"},
            {"switch": t("dialog_push_is_force_push"), "rid": f"{ID}forcePush"},
            *remotes)  # fmt: skip
    pull = ({"switch": t("dialog_pull_is_force_pull"), "rid": f"{ID}forcePull"}, *remotes)
    commit = ({"field": f"{ID}commitMsg", "hint": t("dialog_commit_msg_hint"),
               "text": "Fix the login form"},
              {"field": f"{ID}commitAuthor", "hint": t("dialog_commit_author_hint")},
              {"switch": t("dialog_commit_auto_stage"), "rid": f"{ID}autoStage"},
              {"switch": t("dialog_commit_is_amend"), "rid": f"{ID}isAmend"})  # fmt: skip
    remote = ({"field": f"{ID}remoteName", "hint": t("dialog_add_remote_hint_name"),
               "text": UPSTREAM},
              {"field": f"{ID}remoteUrl", "hint": t("dialog_add_remote_hint_url"),
               "text": "https://github.com/bob/website.git"})  # fmt: skip
    merge = ({"row": "main"}, {"row": BRANCH})
    actions = "mgit delegate/actions"
    push_title, pull_title = t("dialog_push_repo_title"), t("dialog_pull_repo_title")
    return [
        entry("opens-prompt", where, drawer, [(names[15], False)]),
        entry("opens-prompt", where, drawer, [(names[5], False)]),
        entry("opens-prompt", where, drawer, [(names[2], False)]),
        entry("opens-prompt", where, drawer, [(names[4], False)]),
        entry("reversible", where, drawer, [(names[3], False)]),
        alert("reset", f"{actions} ResetAction (Reset Changes)", REPO, reset_title, reset_msg,
              (cancel, None), (t("action_reset"), True)),
        alert("harmless", f"{actions} ResetAction (Reset Changes)", REPO, reset_title,
              reset_msg, (cancel, False), (t("action_reset"), None)),
        alert("delete", f"{actions} DeleteAction (Delete Confirmation)", REPO,
              t("dialog_delete_repo_title"), t("dialog_delete_repo_msg"), (cancel, None),
              (t("label_delete"), True)),
        alert("publish", f"{actions} PushAction (Push to ...)", REPO, push_title, None,
              (cancel, None), None, items=push, taps=((ORIGIN, True),)),
        alert("publish", f"{actions} PushAction (Push to ..., another remote)", REPO,
              push_title, None, (cancel, None), None, items=push, taps=((UPSTREAM, True),)),
        alert("harmless", f"{actions} PushAction (Push to ...)", REPO, push_title, None,
              (cancel, None), None, items=push,
              taps=((t("dialog_push_is_force_push"), False),)),
        alert("reversible", f"{actions} PullAction (Pull from ...)", REPO, pull_title, None,
              (cancel, None), None, items=pull, taps=((ORIGIN, False),)),
        alert("delete", f"{actions} RemoveRemoteAction (Remove Remote)", REPO,
              t("dialog_remove_remote_title"), None, (cancel, None), None, items=remotes,
              taps=((UPSTREAM, True),)),
        alert("reversible", f"{actions} CommitAction (Commit Changes)", REPO,
              t("dialog_commit_title"), None, (cancel, None),
              (t("dialog_commit_positive_label"), False), items=commit),
        alert("harmless", f"{actions} CommitAction (Commit Changes)", REPO,
              t("dialog_commit_title"), None, (cancel, False),
              (t("dialog_commit_positive_label"), None), items=commit),
        alert("reversible", f"{actions} AddRemoteAction (Add Remote)", REPO,
              t("dialog_add_remote_title"), None, (cancel, None),
              (t("dialog_add_remote_positive_label"), False), items=remote),
        alert("reversible", f"{actions} MergeAction (Choose Branch To Merge)", REPO,
              t("dialog_merge_title"), None, None, None,
              items=({"row": t("@merge_ff_type/0"), "rid": f"{ID}ffSpinner"},
                     {"switch": t("dialog_merge_checkbox"), "rid": f"{ID}autoCommit"},
                     *merge),
              taps=((BRANCH, False),)),
    ]  # fmt: skip


def branches(t: Any) -> list[dict[str, Any]]:
    mode = [t("action_mode_rename_branch"), t("label_delete")]
    title = f"{t('dialog_branch_delete')} {BRANCH}"
    said = t("dialog_branch_delete_msg")
    chooser = t("dialog_choose_branch_title")
    where = "mgit BranchChooserActivity"
    commits = [t("action_mode_diff"), t("action_copy_commit_str"), t("label_checkout")]
    checkout = ({"field": f"{ID}newBranchName", "hint": t("label_new_branch_name")},)
    confirm = t("dialog_comfirm_checkout_commit_title")
    message = f"{t('dialog_comfirm_checkout_commit_msg')} {COMMIT}"
    cancel = t("label_cancel")
    return [
        menu("opens-prompt", f"{where} (a branch's action mode)", chooser, mode,
             [(t("label_delete"), False)]),
        alert("delete", f"{where} (Delete Branch)", chooser, title, said,
              (cancel, None), (t("label_delete"), True)),
        alert("harmless", f"{where} (Delete Branch)", chooser, title, said,
              (cancel, False), (t("label_delete"), None)),
        menu("harmless", "mgit CommitsFragment (a commit's action mode)", REPO, commits,
             [(t("label_checkout"), False)]),
        alert("reversible", "mgit CheckoutDialog (Confirm Checkout)", REPO, confirm, message,
              (cancel, None), (t("label_checkout"), False),
              (t("label_anonymous_checkout"), None), items=checkout),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    names = listed(t, "repo_file_operations", 7)
    rows = tuple({"row": name} for name in names)
    asked = t("dialog_title_you_want_to")
    where = "mgit RepoFileOperationDialog"
    cancel, delete = t("label_cancel"), t("label_delete")

    def you_want_to(category: str, tap: str, bad: bool) -> dict[str, Any]:
        return alert(category, f"{where} (You want to …)", FILE, asked, None, None, None,
                     items=rows, taps=((tap, bad),))  # fmt: skip

    def confirm(category: str, kind: str, bad: bool | None, cancelled: bool | None,
                ) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"{where} ({kind})", FILE, t(kind), t(f"{kind}_msg"),
                     (cancel, cancelled), (delete, bad))  # fmt: skip

    return [
        you_want_to("opens-prompt", names[2], False),
        you_want_to("reset", names[1], True),
        you_want_to("opens-prompt", names[4], False),
        you_want_to("reversible", names[0], False),
        confirm("delete", "dialog_file_delete", True, None),
        confirm("reversible", "dialog_file_remove_cached", False, None),
        confirm("delete", "dialog_file_remove_force", True, None),
        confirm("harmless", "dialog_file_remove_force", None, False),
    ]


def keys(t: Any) -> list[dict[str, Any]]:
    mode = [t("action_mode_rename_key"), t("action_mode_show_private_key"),
            t("action_mode_show_public_key"), t("action_mode_edit_key_password"),
            t("label_delete")]  # fmt: skip
    manage = t("title_activity_private_key_manage")
    where = "mgit PrivateKeyManageActivity"
    said = f"{t('dialog_key_delete_msg')} {KEY}"
    cancel = t("label_cancel")
    return [
        menu("opens-prompt", f"{where} (a key's action mode)", manage, mode,
             [(t("label_delete"), False)]),
        menu("harmless", f"{where} (a key's action mode)", manage, mode,
             [(t("action_mode_show_public_key"), False)]),
        alert("delete", f"{where} (Delete Key)", manage, t("dialog_key_delete"), said,
              (cancel, None), (t("label_delete"), True)),
        alert("harmless", f"{where} (Delete Key)", manage, t("dialog_key_delete"), said,
              (cancel, False), (t("label_delete"), None)),
    ]  # fmt: skip
