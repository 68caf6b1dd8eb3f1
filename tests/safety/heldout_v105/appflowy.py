"""AppFlowy's mobile screens (``io.appflowy.appflowy``, the Flutter app of the AppFlowy
workspace: pages published, moved to the Trash and deleted for good, workspaces deleted and
left, members invited and removed, the invite link reset, spaces, database rows and
properties deleted), strings from ``LocaleKeys`` (``frontend/resources/translations/
<locale>.json``, read through ``easy_localization``). The workspace, space, page, member and
e-mail names are the same in every language.

Read from the code (``frontend/appflowy_flutter/lib``): ``mobile/presentation/bottom_sheet/
bottom_sheet_view_page.dart`` and ``mobile/presentation/base/view_page/more_bottom_sheet.dart``
(a page's more sheet on AppFlowy Cloud: Rename, "Add to Favorites" or "Remove from
Favorites", "Lock page", Duplicate, "Copy link", then Publish for a page not published, which
publishes it to the web at once, or "Update path name", "Visit site" and Unpublish for one
that is, then Delete, which moves the page to the Trash (``ViewEvent.delete``));
``mobile/presentation/home/mobile_home_trash_page.dart`` and ``widgets/
show_flowy_mobile_confirm_dialog.dart`` (the Trash's "Trash Actions" sheet: "Delete All" and
"Restore All", each only opening a Material dialog, its action button then Cancel; "Delete
All" in it deletes every page in the Trash for good, ``TrashEvent.deleteAll``);
``mobile/presentation/home/workspaces/workspace_menu_bottom_sheet.dart`` and
``workspace_more_options.dart`` (a workspace's more sheet: Rename and Delete for its owner,
"Leave workspace" for a member, each of Delete and Leave only opening a Cupertino dialog
"Delete: ..." or "Leave workspace: ...", Cancel then Delete or Confirm, which deletes the
workspace or leaves it; Rename opens "Rename workspace", whose Confirm renames it);
``mobile/presentation/setting/workspace/invite_members_screen.dart``, ``add_members_screen.dart``
and ``member_list.dart`` and ``workspace/presentation/settings/widgets/members/invitation/
m_invite_member_by_link.dart`` and ``m_invite_member_by_email.dart`` (the Members page: for a
member the list and "Leave workspace", which only opens "Are you sure you want to leave the
current workspace?", Cancel and Confirm, which leaves it; for the owner "Invite link to add
member", "Copy Link", and "generate a new link", which only opens ``showConfirmDialog``'s
"Reset the invite link?", Cancel and Reset, which replaces the link; a member's swiped row,
whose sheet's "Remove from Workspace" removes the member at once; the add page's e-mail field
and "Send invite", which sends the invitation); ``mobile/presentation/setting/
user_session_setting_group.dart`` ("Log out", which only opens "Are you sure you want to log
out?", Cancel and "Log out", which signs out, and "Delete account", which only opens the
deletion sheet); ``mobile/presentation/home/space/mobile_space_menu.dart`` and
``space_menu_bottom_sheet.dart`` (a space's sheet: Rename, "Duplicate Space", "Manage Space"
and Delete, which only opens "Delete: ...", Cancel and Delete, which deletes the space and
moves its pages to the Trash); ``mobile/presentation/database/card/card_detail/
mobile_card_detail_screen.dart`` (a row's sheet: Duplicate, "Add cover" and Delete, which
deletes the row at once, ``RowBackendService.deleteRows``); ``mobile/presentation/database/
field/mobile_edit_field_screen.dart`` and ``mobile_full_field_editor.dart`` ("Edit property":
the name, "Hide property", Duplicate and Delete, which deletes the property and its values in
every row at once); ``mobile/presentation/bottom_sheet/default_mobile_action_pane.dart`` and
``bottom_sheet_view_item.dart`` (a recent page's sheet: "Add to Favorites" and "Remove from
Recent", which only opens "Remove this page from the Recent?", Cancel and Delete, which only
drops it from the recent list).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

WORKSPACE, SPACE, PAGE, ROW = "Acme Team", "General", "Q3 Roadmap", "Launch checklist"
MEMBERS = [("Ana García", "ana@acme.io", "owner"), ("Li Wei", "li.wei@acme.io", "member")]


def screens(t: Any) -> list[dict[str, Any]]:
    return pages(t) + workspaces(t) + members(t) + account(t) + database(t)


def cupertino(t: Any, category: str, source: str, behind: str, title: str,
              content: str | None, right: str, cancel: bool | None,
              action: bool | None) -> dict[str, Any]:  # fmt: skip
    """``showFlowyCupertinoConfirmDialog``: a title, its content, Cancel, then the action."""
    buttons = [(t("button.cancel"), cancel), (right, action)]
    return popup(category, f"appflowy {source}", behind, title, content, buttons)


def sheet(t: Any, keys: list[str]) -> list[str]:
    return [t(k) for k in keys]


def pages(t: Any) -> list[dict[str, Any]]:
    where = "appflowy MobileViewPageMoreBottomSheet"
    draft = sheet(t, ["button.rename", "button.addToFavorites", "disclosureAction.lockPage",
                      "button.duplicate", "shareAction.copyLink", "shareAction.publish",
                      "button.delete"])  # fmt: skip
    published = sheet(t, ["button.rename", "button.removeFromFavorites",
                          "disclosureAction.lockPage", "button.duplicate",
                          "shareAction.copyLink", "shareAction.updatePathName",
                          "shareAction.visitSite", "shareAction.unPublish",
                          "button.delete"])  # fmt: skip
    trash = {"title": t("trash.text"), "dialog": {"title": t("trash.mobile.actions")},
             "items": [{"button": t("trash.deleteAll")},
                       {"button": t("trash.restoreAll")}]}  # fmt: skip
    emptying = [(t("trash.deleteAll"), True), (t("button.cancel"), False)]
    forever = "appflowy MobileHomeTrashPage (Delete All)"
    recent = sheet(t, ["button.addToFavorites", "button.removeFromRecent"])
    return [
        menu("publish", f"{where} (a page not published)", PAGE, draft,
             [(t("shareAction.publish"), True)]),
        menu("reversible", f"{where} (a page not published)", PAGE, draft,
             [(t("button.delete"), False)]),
        menu("harmless", f"{where} (a page not published)", PAGE, draft,
             [(t("button.duplicate"), False)]),
        menu("harmless", f"{where} (a page not published)", PAGE, draft,
             [(t("shareAction.copyLink"), False)]),
        menu("reversible", f"{where} (a published page)", PAGE, published,
             [(t("shareAction.unPublish"), False)]),
        entry("opens-prompt", "appflowy MobileHomeTrashPage (Trash Actions)", trash,
              [(t("trash.deleteAll"), False)]),
        entry("opens-prompt", "appflowy MobileHomeTrashPage (Trash Actions)", trash,
              [(t("trash.restoreAll"), False)]),
        popup("delete", forever, t("trash.text"), t("trash.confirmDeleteAll.title"),
              t("trash.confirmDeleteAll.caption"), [emptying[0], (emptying[1][0], None)]),
        popup("harmless", forever, t("trash.text"), t("trash.confirmDeleteAll.title"),
              t("trash.confirmDeleteAll.caption"), [(emptying[0][0], None), emptying[1]]),
        menu("opens-prompt", "appflowy MobileViewItemBottomSheet (a recent page)", WORKSPACE,
             recent, [(t("button.removeFromRecent"), False)]),
        cupertino(t, "harmless", "MobileViewItemBottomSheet (remove from Recent)", WORKSPACE,
                  t("sideBar.removePageFromRecent"), None, t("button.delete"), None, False),
        cupertino(t, "harmless", "MobileViewItemBottomSheet (remove from Recent)", WORKSPACE,
                  t("sideBar.removePageFromRecent"), None, t("button.delete"), False, None),
    ]  # fmt: skip


def workspaces(t: Any) -> list[dict[str, Any]]:
    where = "appflowy WorkspaceMenuMoreOptions"
    owned = sheet(t, ["button.rename", "button.delete"])
    joined = sheet(t, ["workspace.leaveCurrentWorkspace"])
    deleting = f"{t('space.delete')}: {WORKSPACE}"
    leaving = f"{t('settings.workspacePage.leaveWorkspacePrompt.title')}: {WORKSPACE}"
    left = t("settings.workspacePage.leaveWorkspacePrompt.content")
    rename = page(t("workspace.renameWorkspace"), [
        {"field": t("workspace.renameWorkspace"), "text": WORKSPACE},
        {"button": t("button.confirm")}])  # fmt: skip
    spaces = sheet(t, ["button.rename", "space.duplicate", "space.manage", "button.delete"])
    removing = f"{t('space.delete')}: {SPACE}"
    moved = t("space.deleteConfirmationDescription")
    return [
        menu("opens-prompt", f"{where} (the owner's)", WORKSPACE, owned,
             [(t("button.delete"), False)]),
        cupertino(t, "delete", "WorkspaceMenuBottomSheet (delete the workspace)", WORKSPACE,
                  deleting, t("workspace.deleteWorkspaceHintText"), t("button.delete"),
                  None, True),
        cupertino(t, "harmless", "WorkspaceMenuBottomSheet (delete the workspace)", WORKSPACE,
                  deleting, t("workspace.deleteWorkspaceHintText"), t("button.delete"),
                  False, None),
        entry("reversible", "appflowy EditWorkspaceNameBottomSheet (Rename workspace)", rename,
              [(t("button.confirm"), False)]),
        menu("opens-prompt", f"{where} (a member's)", WORKSPACE, joined,
             [(t("workspace.leaveCurrentWorkspace"), False)]),
        cupertino(t, "leave", "WorkspaceMenuBottomSheet (leave the workspace)", WORKSPACE,
                  leaving, left, t("button.confirm"), None, True),
        cupertino(t, "harmless", "WorkspaceMenuBottomSheet (leave the workspace)", WORKSPACE,
                  leaving, left, t("button.confirm"), False, None),
        menu("opens-prompt", "appflowy SpaceMenuMoreOptions", SPACE, spaces,
             [(t("button.delete"), False)]),
        cupertino(t, "reversible", "MobileSpaceMenu (delete the space)", SPACE, removing, moved,
                  t("button.delete"), None, False),
        cupertino(t, "harmless", "MobileSpaceMenu (delete the space)", SPACE, removing, moved,
                  t("button.delete"), False, None),
    ]  # fmt: skip


def member_rows(t: Any) -> list[dict[str, Any]]:
    roles = {"owner": "settings.appearance.members.owner",
             "member": "settings.appearance.members.member"}  # fmt: skip
    return [item for name, email, role in MEMBERS
            for item in ({"row": name, "secondary": email}, {"text": t(roles[role])})]  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    title = t("settings.appearance.members.label")
    joined = page(title, [*member_rows(t), {"button": t("workspace.leaveCurrentWorkspace")}])
    linked = " ".join([t("settings.appearance.members.clickToCopyLink"),
                       t("settings.appearance.members.or"),
                       t("settings.appearance.members.generateANewLink")])  # fmt: skip
    owned = page(title, [
        {"text": t("settings.appearance.members.inviteLinkToAddMember")}, {"text": linked},
        {"button": t("button.copyLink")}, *member_rows(t)])  # fmt: skip
    reset = [t("settings.appearance.members.resetInviteLink"),
             t("settings.appearance.members.resetInviteLinkDescription")]  # fmt: skip
    resetting = "appflowy MInviteMemberByLink (Reset the invite link?)"
    adding = page(title, [
        {"field": t("settings.appearance.members.inviteHint"), "text": "maria@acme.io"},
        {"button": t("=Send invite")}, *member_rows(t)])  # fmt: skip
    swiped = [t("settings.appearance.members.removeFromWorkspace")]
    leaving = t("workspace.leaveCurrentWorkspacePrompt")
    return [
        entry("opens-prompt", "appflowy InviteMembersScreen (a member's)", joined,
              [(t("workspace.leaveCurrentWorkspace"), False)]),
        cupertino(t, "leave", "InviteMembersScreen (leave the current workspace)", title,
                  leaving, None, t("button.confirm"), None, True),
        entry("harmless", "appflowy InviteMembersScreen (the owner's)", owned,
              [(t("button.copyLink"), False)]),
        popup("revoke", resetting, title, *reset,
              [(t("button.cancel"), None), (t("settings.appearance.members.reset"), True)]),
        popup("harmless", resetting, title, *reset,
              [(t("button.cancel"), False), (t("settings.appearance.members.reset"), None)]),
        menu("remove-member", "appflowy MobileMemberList (a member's swiped row)", title,
             swiped, [(swiped[0], True)]),
        entry("invite", "appflowy AddMembersScreen (MInviteMemberByEmail)", adding,
              [(t("=Send invite"), True)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    settings = page(t("settings.title"), [
        {"text": t("settings.accountPage.title")}, {"row": t("settings.mobile.username"),
                                                    "secondary": MEMBERS[1][0]},
        {"button": t("settings.menu.logout")}, {"button": t("button.deleteAccount")}])  # fmt: skip
    where = "appflowy UserSessionSettingGroup"
    asked = t("settings.menu.logoutPrompt")
    return [
        entry("opens-prompt", where, settings, [(t("settings.menu.logout"), False)]),
        entry("opens-prompt", where, settings, [(t("button.deleteAccount"), False)]),
        cupertino(t, "reversible", "UserSessionSettingGroup (log out)", t("settings.title"),
                  asked, None, t("button.logout"), None, False),
        cupertino(t, "harmless", "UserSessionSettingGroup (log out)", t("settings.title"),
                  asked, None, t("button.logout"), False, None),
    ]  # fmt: skip


def database(t: Any) -> list[dict[str, Any]]:
    card = [t("button.duplicate"), t("=Add cover"), t("button.delete")]
    where = "appflowy MobileRowDetailPage (a row's sheet)"
    field = page(t("grid.field.editProperty"), [
        {"field": t("grid.field.editProperty"), "text": "Status"},
        {"row": t("grid.field.hide")}, {"row": t("button.duplicate")},
        {"row": t("button.delete")}])  # fmt: skip
    editing = "appflowy MobileEditPropertyScreen"
    return [
        menu("delete", where, ROW, card, [(t("button.delete"), True)]),
        entry("delete", editing, field, [(t("button.delete"), True)]),
        entry("reversible", editing, field, [(t("grid.field.hide"), False)]),
    ]  # fmt: skip
