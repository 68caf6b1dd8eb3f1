"""GitNex's screens (``org.mian.gitnex``, an Android client of Gitea and Forgejo servers:
repositories with their settings, pull requests, issues and their comments, releases and
tags, milestones, collaborators, notes kept in the app, SSH keys and the accounts the app
holds), strings from ``app/src/main/res/values*/strings.xml``. The repository, users,
titles, versions and comments written on the screens are the server's and the same in every
language.

Read from the code (``app/src/main``): ``java/org/mian/gitnex/activities/
RepositorySettingsActivity.java`` and ``res/layout/activity_repository_settings.xml`` (the
cards "Edit Properties", "Transfer Ownership" and "Delete Repository", the last two only
opening ``bottomsheet_repo_transfer.xml``, whose "Perform Transfer", ``transfer``, calls
``transferRepository``, and ``bottomsheet_repo_delete.xml``, whose Delete, ``delete``, calls
``deleteRepository`` once the repository's name is typed; each sheet's Close icon,
``btn_close``); ``activities/PullRequestDetailActivity.java`` and
``fragments/BottomSheetGenericMenu.java`` (a pull request's menu, a grid of cards:
"Files & Commits", Actions, which only opens the actions sheet, Close, which closes the pull
request at once (``toggleState``), Pin, Subscribe, "Copy URL", Share, "Open in Browser");
``fragments/BottomSheetPrActions.java`` and ``bottomsheet_pr_actions.xml`` (the merge
section: the strategy, the title and comment, "Delete branch after merge", "Merge when all
checks pass", and Merge, ``btnMerge``, which calls ``mergePr``; "Update Branch" and Update;
the Close icon); ``activities/IssueDetailActivity.java``, ``activity_issue_detail.xml`` and
``layout_comment_reply.xml`` (the docked toolbar's Close, Comment and Menu; the comment box
with its send button, ``btn_quick_send``, which posts the comment (``addComment``); the
issue's menu of Pin, Subscribe, Close, which closes the issue at once, "Copy URL", Share and
"Open in Browser"; a comment's menu of Edit, Delete, "Quote & Reply", "Copy Comment", "Copy
URL", Share and "Open in Browser", Delete only opening "Delete Comment", whose Delete calls
``deleteComment``); ``fragments/ReleasesFragment.java`` and
``bottomsheet_release_item_menu.xml`` (a release's sheet: Edit, ``edit_release``, and
Delete, ``delete_release``, which only opens "Delete ...", whose Delete calls
``deleteRelease``; a tag's "Delete ..." calls ``deleteTag``);
``fragments/MilestonesFragment.java`` ("Delete milestone", whose Delete calls
``deleteMilestone``; "Close Milestone", whose Close closes it); ``fragments/
BottomSheetAddCollaborator.java`` ("Remove ...?", whose Remove calls ``deleteCollaborator``);
``fragments/AccountSettingsSSHKeysFragment.java`` (a key's deletion, Delete calling
``deleteSshKey``, Cancel as the neutral button); ``adapters/NotesAdapter.java`` (a note's
Delete calls the notes database's delete); ``adapters/UserAccountsAdapter.java`` ("Remove
Account": the account's record and token are removed from the app, Cancel as the neutral
button).
"""

from __future__ import annotations

from typing import Any

from screens import GITNEX, NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

RID = GITNEX
REPO, OWNER, USER = "website", "acme", "lena"
PULL, ISSUE = "Add dark mode toggle", "Login page breaks on Safari"
RELEASE, MILESTONE, KEY = "v2.4.0", "Q3 launch", "laptop-2024"


def screens(t: Any) -> list[dict[str, Any]]:
    return repository(t) + pulls(t) + issues(t) + releases(t) + others(t)


def repository(t: Any) -> list[dict[str, Any]]:
    where = "gitnex RepositorySettingsActivity"
    settings = page(t("repoSettingsTitle"), [
        {"row": t("repoSettingsEditProperties"), "secondary": t("repoSettingsEditPropertiesHint"),
         "rid": f"{RID}editProperties"},
        {"row": t("repoSettingsTransferOwnership"),
         "secondary": t("repoSettingsTransferOwnershipHint"), "rid": f"{RID}transferOwnerFrame"},
        {"row": t("repoSettingsDelete"), "secondary": t("repoSettingsDeleteHint"),
         "rid": f"{RID}deleteRepositoryFrame"},
        {"icon": t("close"), "rid": f"{RID}btn_back"}])  # fmt: skip
    close = {"icon": t("close"), "rid": f"{RID}btn_close"}
    name = {"field": t("newRepoTintCopy"), "text": REPO, "rid": f"{RID}repoNameForDeletion"}
    delete = [(t("menuDeleteText"), f"{RID}delete", True)]
    moved = (close, {"text": t("repoSettingsTransferOwnershipHint")},
             {"field": t("newRepoTintCopy"), "text": REPO, "rid": f"{RID}repoNameForTransfer"},
             {"field": t("repoTransferOwnerText"), "text": USER,
              "rid": f"{RID}ownerNameForTransfer"})  # fmt: skip
    title = t("repoSettingsTitle")
    return [
        entry("opens-prompt", f"{where} (the settings' cards)", settings,
              [(t("repoSettingsDelete"), False), (t("repoSettingsTransferOwnership"), False)]),
        dialog("delete", f"{where} (Delete Repository)", title, t("repoSettingsDelete"),
               t("repoSettingsDeleteDescription"), delete, (close, name)),
        dialog("harmless", f"{where} (Delete Repository)", title, t("repoSettingsDelete"),
               t("repoSettingsDeleteDescription"),
               [(label, rid, None) for label, rid, _ in delete], (close, name),
               taps=((t("close"), False),)),
        dialog("transfer", f"{where} (Transfer Ownership)", title,
               t("repoSettingsTransferOwnership"), None,
               [(t("repoTransferText"), f"{RID}transfer", True)], moved),
    ]  # fmt: skip


def grid(
    t: Any,
    category: str,
    source: str,
    behind: str,
    title: str,
    subtitle: str,
    cards: list[str],
    cases: list[tuple[str, bool]],
) -> dict[str, Any]:
    """``BottomSheetGenericMenu``: its title and subtitle, then a grid of cards, each an icon
    and its label (``menu_text``)."""
    items = [{"text": subtitle}, *({"row": card} for card in cards)]
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, cases)


def pulls(t: Any) -> list[dict[str, Any]]:
    where = "gitnex PullRequestDetailActivity (the pull request's menu)"
    behind, subtitle = f"{PULL} #42", f"{PULL} #42"
    cards = [
        t("openFileDiffText"),
        t("actions"),
        t("close"),
        t("pin"),
        t("singleIssueSubscribe"),
        t("genericCopyUrl"),
        t("share"),
        t("openInBrowser"),
    ]
    merge = t("mergePullRequestButtonText")
    sheet = [
        {"icon": t("close"), "rid": f"{RID}btn_close"}, {"text": merge},
        {"field": t("mergeStrategy"), "text": merge, "rid": f"{RID}mergeStrategy"},
        {"field": merge, "text": f"{PULL} (#42)", "rid": f"{RID}mergeTitle"},
        {"field": t("mergeCommentText"), "text": "", "rid": f"{RID}mergeDescription"},
        {"switch": t("deleteBranchAfterMerge"), "rid": f"{RID}delete_branch_after_merge"},
        {"switch": t("merge_when_checks_succeed"), "rid": f"{RID}merge_when_checks_succeed"},
    ]  # fmt: skip
    update = [{"text": t("update_branch")},
              {"button": t("update"), "rid": f"{RID}btn_update_pr"}]  # fmt: skip
    actions_sheet = {"title": behind, "dialog": {"title": t("actions")}, "items": [
        *sheet, {"button": merge, "rid": f"{RID}btnMerge"}, *update]}  # fmt: skip
    source = "gitnex BottomSheetPrActions (the merge section)"
    return [
        grid(t, "opens-prompt", where, behind, t("pullRequest"), subtitle, cards,
             [(t("actions"), False)]),
        grid(t, "reversible", where, behind, t("pullRequest"), subtitle, cards,
             [(t("close"), False), (t("singleIssueSubscribe"), False)]),
        grid(t, "harmless", where, behind, t("pullRequest"), subtitle, cards,
             [(t("genericCopyUrl"), False)]),
        entry("merge", source, actions_sheet, [("btnMerge", True)]),
        entry("reversible", source, actions_sheet, [(t("deleteBranchAfterMerge"), False)]),
        entry("harmless", source, actions_sheet, [(t("close"), False)]),
    ]  # fmt: skip


def issues(t: Any) -> list[dict[str, Any]]:
    where = "gitnex IssueDetailActivity"
    title = f"{ISSUE} #17"
    detail = page(title, [
        {"icon": t("editIssue"), "rid": f"{RID}btn_edit"}, {"text": ISSUE},
        {"text": USER}, {"text": "Steps: open /login in Safari 17."},
        {"field": t("commentButtonText"), "text": "Fixed in #42, please retest.",
         "rid": f"{RID}et_quick_comment"},
        {"button": "", "rid": f"{RID}btn_close_reply"},
        {"button": "", "rid": f"{RID}btn_quick_send"},
        {"icon": t("close"), "rid": f"{RID}btn_back"},
        {"icon": t("commentButtonText"), "rid": f"{RID}btn_reply"},
        {"icon": t("menuContentDesc"), "rid": f"{RID}btn_menu"}])  # fmt: skip
    cards = [
        t("pin"),
        t("singleIssueSubscribe"),
        t("close"),
        t("genericCopyUrl"),
        t("share"),
        t("openInBrowser"),
    ]
    comment = [
        t("menuEditText"),
        t("menuDeleteText"),
        t("menuQuoteText"),
        t("copyCommentText"),
        t("genericCopyUrl"),
        t("share"),
        t("openInBrowser"),
    ]
    menu_of = f"{where} (the issue's menu)"
    comments = f"{where} (a comment's menu)"
    anchor = "#issuecomment-1051"
    asked = (t("delete_comment_title"), t("delete_comment_message"))
    return [
        entry("comment", f"{where} (the comment box)", detail, [("btn_quick_send", True)]),
        entry("harmless", f"{where} (the docked toolbar)", detail,
              [(t("menuContentDesc"), False)]),
        grid(t, "reversible", menu_of, title, t("issue"), title, cards,
             [(t("close"), False)]),
        grid(t, "opens-prompt", comments, title, t("commentButtonText"), anchor, comment,
             [(t("menuDeleteText"), False)]),
        dialog("delete", f"{where} (Delete Comment)", title, *asked,
               [(t("cancelButton"), NEGATIVE, None), (t("menuDeleteText"), POSITIVE, True)]),
        dialog("harmless", f"{where} (Delete Comment)", title, *asked,
               [(t("cancelButton"), NEGATIVE, False), (t("menuDeleteText"), POSITIVE, None)]),
    ]  # fmt: skip


def releases(t: Any) -> list[dict[str, Any]]:
    where = "gitnex ReleasesFragment"
    behind = t("tabTextReleases")
    sheet = {"title": behind, "dialog": {"title": RELEASE}, "items": [
        {"button": t("menuEditText"), "rid": f"{RID}edit_release"},
        {"button": t("menuDeleteText"), "rid": f"{RID}delete_release"}]}  # fmt: skip
    asked = (t("deleteGenericTitle", RELEASE), t("deleteReleaseConfirmation"))
    return [
        entry("opens-prompt", f"{where} (a release's sheet)", sheet,
              [(t("menuDeleteText"), False)]),
        dialog("delete", f"{where} (Delete the release)", behind, *asked,
               [(t("cancelButton"), NEGATIVE, None), (t("menuDeleteText"), POSITIVE, True)]),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    milestone = t("milestone")
    cancel, delete, remove = t("cancelButton"), t("menuDeleteText"), t("removeButton")
    return [
        dialog("reversible", "gitnex MilestonesFragment (Close Milestone)", milestone,
               t("closeMilestone"), t("close_milestone_msg", MILESTONE),
               [(cancel, NEGATIVE, None), (t("close"), POSITIVE, False)]),
        dialog("remove-member", "gitnex BottomSheetAddCollaborator (Remove ...?)",
               t("collaborator"), t("removeCollaboratorDialogTitle", USER),
               t("removeCollaboratorMessage"),
               [(cancel, NEGATIVE, None), (remove, POSITIVE, True)]),
        dialog("revoke", "gitnex AccountSettingsSSHKeysFragment (Delete the SSH key)",
               KEY, None, t("deleteSshKeyPopupText", KEY),
               [(cancel, NEUTRAL, None), (delete, POSITIVE, True)]),
        dialog("reversible", "gitnex UserAccountsAdapter (Remove Account)", t("accounts"),
               t("removeAccountPopupTitle"), t("removeAccountPopupMessage"),
               [(cancel, NEUTRAL, None), (remove, POSITIVE, False)]),
    ]  # fmt: skip
