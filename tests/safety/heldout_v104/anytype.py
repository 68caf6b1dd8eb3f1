"""Anytype's screens (``io.anytype.app``, the Android client of Anytype: spaces shared with
members, invite links, join requests, chats, the Bin, files in remote storage, tags and the
vault), strings from ``localization/src/main/res/values*/strings.xml``. The space, member,
object, tag and message written on the screens are the same in every language.

Read from the code: ``feature-vault/.../ui/VaultSpaceActions.kt`` (a space's long-press menu
in the vault: Pin, "Space Settings", then "Delete space" for its owner or "Leave space" for a
member, each only opening ``DeleteSpaceWarning`` or ``LeaveSpaceWarning``, whose headers read
as their buttons, so those sheets are not shown); ``core-ui/.../multiplayer/
ShareSpaceScreen.kt`` and ``presentation/.../multiplayer/ShareSpaceViewModel.kt`` (the
Members page: an editor's status opens a dropdown of Admin, Editor, Viewer and "Remove
member" for the owner; Viewer changes the role at once, Admin only opens "Make the member an
admin?", "Remove member" only opens ``RemoveMemberWarning``; the invite's "Reset link" opens
"Reset invite link?", whose Confirm revokes the link and makes a new one; "Share invite with
all members?" publishes the invite to every member; "The current link will stop working."
(changing the link's access) deactivates it; each a ``GenericAlert`` of Cancel and Confirm);
``app/.../ui/multiplayer/RemoveMemberWarning.kt`` (``TwoVerticalButtonsAlert``: title,
description, "Remove Member", which removes the member, then Cancel); ``core-ui/.../
multiplayer/Request.kt`` and ``SpaceJoinRequestViewModel.kt`` (a join request: "... requested
to join ... space", "Add viewer" and "Add editor", which approve the request with that role,
and Reject, which declines it); ``core-ui/.../multiplayer/Joining.kt`` ("Join a space" with
"Request to join", which sends the request to the owner, and Cancel; "Join ..." with "Join
Space", which joins a space whose invite needs no approval, and Cancel);
``feature-chats/.../ui/ChatBubble.kt`` (one's own message's dropdown: "Add Reaction",
Reply, "Copy Plain Text", Edit, Delete, the last only opening "Delete this message?", a
``GenericAlert`` whose Delete deletes the message for everyone); ``presentation/.../
widgets/collection/ActionObjectFilter.kt``, ``CollectionViewModel.kt`` and ``core-ui/.../
objects/ObjectActionAdapter.kt`` (the action bar of selected objects: in the Bin, Delete,
which only opens ``DeleteAlertFragment``, and Restore, which takes them out of the Bin; in
"Recently edited", "To Bin", which moves them to the Bin; in Remote Storage, Delete, which
only opens the files' alert); ``app/.../ui/dashboard/DeleteAlertFragment.kt`` ("Are you sure
you want to delete 1 object?", "This object will be deleted irrevocably...", Cancel and
Delete, which deletes the objects); ``app/.../ui/settings/remote/RemoteFilesManageScreen.kt``
("Are you sure you want to permanently delete the files?", Cancel and Delete, which deletes
the files); ``app/.../ui/relations/value/DeleteOptionWarningFragment.kt`` ("Are you sure?",
Cancel and Delete: for a tag, "The option will be permanently removed from your space"; for
an object value, "The object will be moved to the Bin."); ``app/.../ui/auth/account/
DeleteAccountWarning.kt`` (``Warning``: "Are you sure to delete your vault?", the warning,
Cancel, then Delete, which asks for the vault's deletion).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, menu, page, popup

SPACE, MEMBER, OBJECT, TAG, CHAT = "Book club", "Mira", "Reading list", "fiction", "General"
MESSAGE = "See you on Thursday!"
ID = "io.anytype.app:id/"


def screens(t: Any) -> list[dict[str, Any]]:
    return spaces(t) + members(t) + chats(t) + objects(t)


def spaces(t: Any) -> list[dict[str, Any]]:
    where = "anytype VaultSpaceActions (a space's long press)"
    owned = [t("vault_pin_space"), t("vault_space_settings"), t("delete_space")]
    joined = [t("vault_pin_space"), t("vault_space_settings"), t("multiplayer_leave_space")]
    join = page(t("multiplayer_join_a_space"), [
        {"text": t("multiplayer_space_request_to_join_msg", SPACE, MEMBER)},
        {"button": t("multiplayer_space_request_to_join")}, {"button": t("cancel")},
        {"text": t("multiplayer_request_to_join_explanation")}])  # fmt: skip
    direct = page(SPACE, [
        {"text": t("multiplayer_request_to_join_without_approve_title", SPACE)},
        {"text": t("multiplayer_request_to_join_without_approve_desc", SPACE, MEMBER)},
        {"button": t("multiplayer_request_to_join_without_approve_button")},
        {"button": t("cancel")}])  # fmt: skip
    vault = t("delete")

    def deleting(category: str, cancel: bool | None, delete: bool | None) -> dict[str, Any]:
        return popup(category, "anytype DeleteAccountWarning", t("settings"),
                     t("are_you_sure_to_delete_account"), t("deleted_account_warning_msg"),
                     [(t("cancel"), cancel), (vault, delete)])  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (its owner)", SPACE, owned, [(t("delete_space"), False)]),
        menu("reversible", f"{where} (its owner)", SPACE, owned, [(t("vault_pin_space"), False)]),
        menu("opens-prompt", f"{where} (a member)", SPACE, joined,
             [(t("multiplayer_leave_space"), False)]),
        entry("send", "anytype JoinSpaceScreen", join,
              [(t("multiplayer_space_request_to_join"), True)]),
        entry("harmless", "anytype JoinSpaceScreen", join, [(t("cancel"), False)]),
        entry("reversible", "anytype JoinSpaceWithoutApproveScreen", direct,
              [(t("multiplayer_request_to_join_without_approve_button"), False)]),
        deleting("delete-account", None, True),
        deleting("harmless", False, None),
    ]  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    where = "anytype ShareSpaceScreen"
    roles = [t("multiplayer_admin"), t("multiplayer_editor"), t("multiplayer_viewer"),
             t("multiplayer_remove_member")]  # fmt: skip
    cancel, confirm = t("cancel"), t("confirm")
    behind = t("multiplayer_members")

    def alert(category: str, name: str, title: str, text: str,
              buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
        return popup(category, f"{where} ({name})", behind, t(title), t(text), buttons)

    def remove(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "RemoveMemberWarning", "multiplayer_remove_member_title",
                     "multiplayer_remove_member_description", buttons)  # fmt: skip

    def admin(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "make an admin", "multiplayer_make_admin_title",
                     "multiplayer_make_admin_description", buttons)  # fmt: skip

    def reset(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "Reset invite link?", "multiplayer_invite_reset_confirm_title",
                     "multiplayer_invite_reset_confirm_description", buttons)  # fmt: skip

    def share(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "share the invite with all members",
                     "multiplayer_invite_share_confirm_title",
                     "multiplayer_invite_share_confirm_description", buttons)  # fmt: skip

    def access(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "the invite link's access", "multiplayer_link_will_be_invalidated",
                     "multiplayer_link_will_be_invalidated_desc", buttons)  # fmt: skip

    invite = page(behind, [
        {"text": t("multiplayer_members_invite_links_section")},
        {"text": "https://invite.any.coop/bafyre…"},
        {"text": t("multiplayer_invite_share_toggle_title")},
                {"button": t("multiplayer_invite_reset_link")},
        {"text": t("multiplayer_members_and_requests")}, {"text": MEMBER},
        {"text": t("multiplayer_editor")}])  # fmt: skip
    request = {"title": behind, "dialog": {}, "items": [
        {"text": t("multiplayer_space_join_request_header", MEMBER, SPACE)},
        {"button": t("multiplayer_space_add_viewer")},
        {"button": t("multiplayer_space_add_editor")},
        {"button": t("multiplayer_space_request_reject")}]}  # fmt: skip
    rq = "anytype SpaceJoinRequestScreen"
    return [
        menu("opens-prompt", f"{where} (a member's dropdown)", behind, roles,
             [(t("multiplayer_remove_member"), False)]),
        menu("reversible", f"{where} (a member's dropdown)", behind, roles,
             [(t("multiplayer_viewer"), False)]),
        menu("opens-prompt", f"{where} (a member's dropdown)", behind, roles,
             [(t("multiplayer_admin"), False)]),
        remove("remove-member", [(t("multiplayer_remove_member_button"), True), (cancel, None)]),
        remove("harmless", [(t("multiplayer_remove_member_button"), None), (cancel, False)]),
        admin("reversible", [(t("multiplayer_make_admin_button"), False), (cancel, None)]),
        admin("harmless", [(t("multiplayer_make_admin_button"), None), (cancel, False)]),
        entry("opens-prompt", f"{where} (the invite)", invite,
              [(t("multiplayer_invite_reset_link"), False)]),
        reset("revoke", [(cancel, None), (confirm, True)]),
        reset("harmless", [(cancel, False), (confirm, None)]),
        share("share", [(cancel, None), (confirm, True)]),
        share("harmless", [(cancel, False), (confirm, None)]),
        access("revoke", [(cancel, None), (confirm, True)]),
        entry("grant", rq, request, [(t("multiplayer_space_add_viewer"), True)]),
        entry("grant", rq, request, [(t("multiplayer_space_add_editor"), True)]),
        entry("decline", rq, request, [(t("multiplayer_space_request_reject"), True)]),
    ]  # fmt: skip


def chats(t: Any) -> list[dict[str, Any]]:
    where = "anytype ChatBubble"
    rows = [t("chats_add_reaction"), t("chats_reply"), t("copy_plain_text"), t("edit"),
            t("delete")]  # fmt: skip

    def confirm(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, f"{where} (Delete this message?)", CHAT,
                     t("chats_alert_delete_this_message"),
                     t("chats_alert_delete_this_message_description"), buttons)  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (one's own message)", CHAT, rows, [(t("delete"), False)]),
        menu("reversible", f"{where} (one's own message)", CHAT, rows,
             [(t("chats_add_reaction"), False)]),
        confirm("delete", [(t("cancel"), None), (t("delete"), True)]),
        confirm("harmless", [(t("cancel"), False), (t("delete"), None)]),
    ]  # fmt: skip


def objects(t: Any) -> list[dict[str, Any]]:
    bin_page = page(t("bin"), [
        {"text": OBJECT},
        {"button": t("action_bar_delete")}, {"button": t("restore")}])  # fmt: skip
    recent = page(t("recent"), [{"text": OBJECT}, {"button": t("action_bar_to_bin")}])
    files = page(t("remote_storage"), [{"text": "scan-0412.pdf"},
                                       {"button": t("action_bar_delete")}])  # fmt: skip

    def irrevocably(category: str, cancel: bool | None, delete: bool | None) -> dict[str, Any]:
        buttons = [(t("cancel"), f"{ID}btnCancel", cancel), (t("delete"), f"{ID}btnDelete", delete)]
        title = {"text": t("are_you_sure_delete_one_object"), "rid": f"{ID}tvTitle"}
        items = (title, {"text": t("delete_irrevocably_one_object"), "rid": f"{ID}tvSubtitle"})
        return dialog(category, "anytype DeleteAlertFragment", t("bin"), None, None, buttons,
                      items)  # fmt: skip

    def remote(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "anytype RemoteFilesManageScreen (delete the files)",
                     t("remote_storage"), t("file_delete_alert_title"),
                     t("file_delete_alert_subtitle"), buttons)  # fmt: skip

    def option(category: str, source: str, text: str,
               buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
        return popup(category, f"anytype DeleteOptionWarningFragment ({source})", TAG,
                     t("options_delete_title"), t(text), buttons)  # fmt: skip

    cancel, delete = t("cancel"), t("delete")
    return [
        entry("opens-prompt", "anytype CollectionScreen (the Bin)", bin_page,
              [(t("action_bar_delete"), False)]),
        entry("reversible", "anytype CollectionScreen (the Bin)", bin_page,
              [(t("restore"), False)]),
        entry("reversible", "anytype CollectionScreen (Recently edited)", recent,
              [(t("action_bar_to_bin"), False)]),
        irrevocably("delete", None, True),
        irrevocably("harmless", False, None),
        entry("opens-prompt", "anytype RemoteFilesManageScreen", files,
              [(t("action_bar_delete"), False)]),
        remote("delete", [(t("file_delete_cancel"), None), (t("file_delete_delete"), True)]),
        remote("harmless", [(t("file_delete_cancel"), False), (t("file_delete_delete"), None)]),
        option("delete", "a tag", "options_delete_description", [(cancel, None), (delete, True)]),
        option("harmless", "a tag", "options_delete_description",
               [(cancel, False), (delete, None)]),
        option("reversible", "an object value", "object_values_delete_description",
               [(cancel, None), (delete, False)]),
    ]  # fmt: skip
