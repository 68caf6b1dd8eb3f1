"""Thunder's screens (``com.hjiangsu.thunder``, a Flutter client of Lemmy, the federated link
aggregator: posts and comments, their authors, communities and instances, reports, moderation,
accounts and the app's own data), strings from ``lib/l10n/app_<language>.arb`` (an ICU plural
read for its count; a string the code writes in English is written as it is). The post,
comment, user, community and instance written on the screens are the same in every language.

Read from the code (``lib``): ``shared/dialogs.dart`` (``showThunderDialog``, the
``AlertDialog`` every dialog below uses: its title, its text or own widgets, then the
secondary ``TextButton`` and the primary ``FilledButton``, in that order);
``post/widgets/post_action_bottom_sheet.dart`` and ``general_post_action_bottom_sheet.dart``
(a post's sheet: "Actions" with the rows Post, User, Community, Instance and Share, the last
four with the user's, community's and instance's names under them, each opening its page, a
page titled "Post Actions", "User Actions", "Community Actions" or "Instance Actions");
``post/widgets/post_post_action_bottom_sheet.dart`` (the post's page: "Edit Post", "Delete
Post", which deletes one's own post at once (``PostAction.delete``) and is then replaced by
"Restore Post", which undeletes it; "Report Post" for another's post, which only opens "Report
Post" with a Message field, Cancel and Report, which sends the report; a moderator's "Lock
Post", "Remove Post", which only opens "Removal Reason" with a Message field, Cancel and Remove,
which removes the post from the community, and "Pin Post to Community"; a removed post's
"Restore Post" opens "Restore Post" with Restore); ``user/widgets/user_action_bottom_sheet.dart``
(the user's page: "Visit User Profile", "Block User" or "Unblock User", which block and unblock
at once, "Add User Label", and a moderator's "Ban from Community", which only opens "Ban from
Community" (the user, a Message field, "Remove user data" and its switch, Cancel and "Ban",
written in English in the code, which bans the user), "Add as Community Moderator" and "Remove
as Community Moderator", done at once); ``post/widgets/community_post_action_bottom_sheet.dart``
(the community's page: "Visit Community", "Subscribe to Community" or "Unsubscribe from
Community", "Block Community", all done at once); ``instance/widgets/
instance_action_bottom_sheet.dart`` (the instance page: "Visit Community Instance", "Block
Community Instance", "Visit User Instance", "Block User Instance", which block the instance at
once); ``comment/widgets/general_comment_action_bottom_sheet.dart`` and
``comment_comment_action_bottom_sheet.dart`` (a comment's page, titled "Comment Actions" in
English in the code: "Select Text", "View Comment Source", then "Edit Comment" and "Delete
Comment" (deleted at once, and undone by "Restore Comment") for one's own, or "Report Comment"
for another's, which only opens "Report Comment" with Cancel and Report);
``inbox/pages/inbox_page.dart`` (the overflow menu's "Mark all as read", which only opens "Mark
all as read?" whose "Mark all as read" marks every reply, mention and message read);
``account/widgets/profile_modal_body.dart`` (the Accounts sheet: Reorder and "Add Account",
each account with its "Log out" icon (the active one, which only opens "Log Out?") or its
"Remove Account" icon (another, removed from the app at once)); ``user/utils/
logout_dialog.dart`` ("Log Out?": Cancel and "Log out", which removes the account from the
app); ``user/pages/user_settings_page.dart`` (the account settings: "Display Name", whose dialog
saves the new name with Save; the Danger Zone's "Change Password" and "Delete Account", whose
dialogs' Confirm only opens the instance's web site, where the password is changed or the
account deleted, and "Manage Media"); ``user/pages/media_management_page.dart`` (an uploaded
image's delete icon, which opens "Delete?" whose Delete deletes the image from the instance's
image store with its delete token); ``settings/pages/debug_settings_page.dart`` ("Reset
Preferences and Data": "Delete Local Preferences", which only opens its dialog whose "Clear
Preferences" clears every setting (``prefs.clear()``), and "Delete Local Database", whose
"Clear Database" deletes the app's database, with the accounts, anonymous instances, drafts
and user labels, and logs out of every account).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

POST, COMMUNITY, USER = "Anyone tried the 6.12 kernel yet?", "linux@lemmy.ml", "ferris@lemmy.world"
INSTANCES = "lemmy.ml · lemmy.world"


def screens(t: Any) -> list[dict[str, Any]]:
    return posts(t) + people(t) + communities(t) + comments(t) + accounts(t) + data(t)


def sheet(category: str, source: str, title: str, subtitle: str | None,
          rows: list[str], tapped: dict[str, bool]) -> dict[str, Any]:  # fmt: skip
    """A page of the post's or comment's action sheet over the community's feed: its title,
    the name it is about, its rows (``BottomSheetAction``), ``tapped`` the rows tapped."""
    buttons = [(row, tapped.get(row)) for row in rows]
    return popup(category, f"thunder {source}", COMMUNITY, title, subtitle, buttons)


def dialog(category: str, source: str, behind: str, title: str, message: str | None,
           buttons: list[tuple[str, bool | None]],
           items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """``showThunderDialog``: its title, text or own widgets, then Cancel and the primary
    button."""
    return popup(category, f"thunder {source}", behind, title, message, buttons, items)


def posts(t: Any) -> list[dict[str, Any]]:
    where = "PostPostActionBottomSheet"
    title = t("postActions")
    own = [t("editPost"), t("deletePost")]
    deleted = [t("editPost"), t("restorePost")]
    theirs = [t("reportPost"), t("lockPost"), t("removePost"), t("pinPostToCommunity")]
    general = [t("post"), t("user"), t("community"), t("instance#1"), t("share")]
    cancel, report, remove = t("cancel"), t("report#1"), t("remove")
    field = ({"field": t("message#0"), "text": ""},)

    def reporting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return dialog(category, f"{where} (Report Post)", COMMUNITY, t("reportPost"), None,
                      buttons, field)  # fmt: skip

    def removing(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return dialog(category, f"{where} (Removal Reason)", COMMUNITY, t("removalReason"),
                      None, buttons, field)  # fmt: skip

    return [
        popup("harmless", "thunder GeneralPostActionBottomSheetPage (Actions)", COMMUNITY,
              t("actions"), POST, [(row, None) for row in general],
              taps=((t("user"), False),)),
        sheet("reversible", f"{where} (one's own post)", title, None, own,
              {t("deletePost"): False}),
        sheet("harmless", f"{where} (one's own post)", title, None, own,
              {t("editPost"): False}),
        sheet("reversible", f"{where} (one's own deleted post)", title, None, deleted,
              {t("restorePost"): False}),
        sheet("opens-prompt", f"{where} (another's post, as a moderator)", title, None,
              theirs, {t("reportPost"): False}),
        sheet("reversible", f"{where} (another's post, as a moderator)", title, None,
              theirs, {t("lockPost"): False}),
        sheet("opens-prompt", f"{where} (another's post, as a moderator)", title, None,
              theirs, {t("removePost"): False}),
        sheet("reversible", f"{where} (another's post, as a moderator)", title, None,
              theirs, {t("pinPostToCommunity"): False}),
        reporting("report", [(cancel, None), (report, True)]),
        reporting("harmless", [(cancel, False), (report, None)]),
        removing("moderate", [(cancel, None), (remove, True)]),
        removing("harmless", [(cancel, False), (remove, None)]),
    ]  # fmt: skip


def people(t: Any) -> list[dict[str, Any]]:
    where = "UserActionBottomSheet"
    title = t("userActions")
    stranger = [t("visitUserProfile"), t("blockUser"), t("addUserLabel"),
                t("banFromCommunity"), t("addAsCommunityModerator")]  # fmt: skip
    blocked = [t("visitUserProfile"), t("unblockUser"), t("addUserLabel")]
    moderator = [t("visitUserProfile"), t("blockUser"), t("addUserLabel"),
                 t("removeAsCommunityModerator")]  # fmt: skip
    cancel, ban = t("cancel"), t("=Ban")
    items = ({"text": USER}, {"field": t("message#0"), "text": ""},
             {"text": t("=Remove user data")})  # fmt: skip

    def banning(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return dialog(category, f"{where} (Ban from Community)", COMMUNITY,
                      t("banFromCommunity"), None, buttons, items)  # fmt: skip

    return [
        sheet("block", f"{where} (a post's author)", title, USER, stranger,
              {t("blockUser"): True}),
        sheet("block", f"{where} (a comment's author)", title, USER, stranger[:3],
              {t("blockUser"): True}),
        sheet("harmless", f"{where} (a post's author)", title, USER, stranger,
              {t("visitUserProfile"): False}),
        sheet("opens-prompt", f"{where} (a post's author)", title, USER, stranger,
              {t("banFromCommunity"): False}),
        sheet("grant", f"{where} (a post's author)", title, USER, stranger,
              {t("addAsCommunityModerator"): True}),
        sheet("reversible", f"{where} (a blocked user)", title, USER, blocked,
              {t("unblockUser"): False}),
        sheet("reversible", f"{where} (a moderator of the community)", title, USER,
              moderator, {t("removeAsCommunityModerator"): False}),
        banning("ban", [(cancel, None), (ban, True)]),
        banning("harmless", [(cancel, False), (ban, None)]),
    ]  # fmt: skip


def communities(t: Any) -> list[dict[str, Any]]:
    where = "CommunityPostActionBottomSheet"
    title = t("communityActions")
    joined = [t("visitCommunity"), t("unsubscribeFromCommunity"), t("blockCommunity")]
    other = [t("visitCommunity"), t("subscribeToCommunity"), t("blockCommunity")]
    instances = [t("visitCommunityInstance"), t("blockCommunityInstance"),
                 t("visitUserInstance"), t("blockUserInstance")]  # fmt: skip
    server = "InstanceActionBottomSheet"
    return [
        sheet("block", f"{where} (subscribed)", title, COMMUNITY, joined,
              {t("blockCommunity"): True}),
        sheet("reversible", f"{where} (subscribed)", title, COMMUNITY, joined,
              {t("unsubscribeFromCommunity"): False}),
        sheet("reversible", f"{where} (not subscribed)", title, COMMUNITY, other,
              {t("subscribeToCommunity"): False}),
        sheet("block", server, t("instanceActions"), INSTANCES, instances,
              {t("blockCommunityInstance"): True}),
        sheet("block", server, t("instanceActions"), INSTANCES, instances,
              {t("blockUserInstance"): True}),
        sheet("harmless", server, t("instanceActions"), INSTANCES, instances,
              {t("visitUserInstance"): False}),
    ]  # fmt: skip


def comments(t: Any) -> list[dict[str, Any]]:
    where = "CommentCommentActionBottomSheet"
    title = t("=Comment Actions")
    own = [t("selectText"), t("viewCommentSource"), t("editComment"), t("deleteComment")]
    theirs = [t("selectText"), t("viewCommentSource"), t("reportComment")]
    cancel, report = t("cancel"), t("report#1")
    field = ({"field": t("message#0"), "text": ""},)

    def reporting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return dialog(category, f"{where} (Report Comment)", POST, t("reportComment"), None,
                      buttons, field)  # fmt: skip

    return [
        sheet("reversible", f"{where} (one's own comment)", title, None, own,
              {t("deleteComment"): False}),
        sheet("opens-prompt", f"{where} (another's comment)", title, None, theirs,
              {t("reportComment"): False}),
        reporting("report", [(cancel, None), (report, True)]),
        reporting("harmless", [(cancel, False), (report, None)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    inbox = t("inbox")
    mark = t("markAllAsRead")
    cancel, logout = t("cancel"), t("logOut")
    modal = "ProfileModalBody (the Accounts sheet)"
    sheet_items = page(t("account#2"), [
        {"icon": t("reorder")}, {"icon": t("addAccount")},
        {"text": "ferris"}, {"text": "lemmy.world"}, {"icon": logout},
        {"text": "ferris"}, {"text": "lemmy.ml"}, {"icon": t("removeAccount")}])  # fmt: skip
    behind = t("account#1")

    def out(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return dialog(category, "logout_dialog (Log Out?)", behind, t("confirmLogOutTitle"),
                      t("confirmLogOutBody"), buttons)  # fmt: skip

    return [
        menu("opens-prompt", "thunder InboxPage (the overflow menu)", inbox,
             [mark, t("showAll")], [(mark, False)]),
        dialog("reversible", "InboxPage (Mark all as read?)", inbox,
               t("confirmMarkAllAsReadTitle"), t("confirmMarkAllAsReadBody"),
               [(cancel, None), (mark, False)]),
        page_entry("opens-prompt", modal, sheet_items, logout),
        page_entry("reversible", modal, sheet_items, t("removeAccount")),
        out("reversible", [(cancel, None), (logout, False)]),
        out("harmless", [(cancel, False), (logout, None)]),
    ]  # fmt: skip


def page_entry(category: str, source: str, screen: dict[str, Any], tap: str) -> dict[str, Any]:
    """A page or sheet of the app's own, one of its controls tapped (none of them a commit)."""
    return entry(category, f"thunder {source}", screen, [(tap, False)])


def data(t: Any) -> list[dict[str, Any]]:
    settings = t("accountSettings")
    danger = page(settings, [
        {"text": t("general")}, {"button": t("displayName")}, {"text": "Ferris"},
        {"text": t("dangerZone")}, {"button": t("changePassword")},
        {"button": t("deleteAccount")}, {"button": t("manageMedia")}])  # fmt: skip
    cancel, confirm = t("cancel"), t("confirm")
    debug = page(t("debug"), [
        {"text": t("resetPreferencesAndData")}, {"text": t("debugDescription")},
        {"button": t("deleteLocalPreferences")}, {"button": t("deleteLocalDatabase")}])  # fmt: skip

    def clearing(category: str, what: str, button: str,
                 buttons: tuple[bool | None, bool | None]) -> dict[str, Any]:  # fmt: skip
        named = (
            "Delete Local Preferences"
            if what == "deleteLocalPreferences"
            else ("Delete Local Database")
        )
        return dialog(category, f"DebugSettingsPage ({named})", t("debug"), t(what),
                      t(f"{what}Description"),
                      [(cancel, buttons[0]), (t(button), buttons[1])])  # fmt: skip

    def image(category: str, buttons: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return dialog(category, "MediaManagementPage (Delete?)", t("manageMedia"),
                      t("deleteImageConfirmTitle"), t("deleteImageConfirmMessage"),
                      [(cancel, buttons[0]), (t("delete"), buttons[1])])  # fmt: skip

    return [
        page_entry("opens-prompt", "UserSettingsPage (Danger Zone)", danger,
                   t("deleteAccount")),
        dialog("opens-page", "UserSettingsPage (Delete Account)", settings,
               t("deleteAccount"), t("deleteAccountDescription"),
               [(cancel, None), (confirm, False)]),
        dialog("opens-page", "UserSettingsPage (Change Password)", settings,
               t("changePassword"), t("changePasswordWarning"),
               [(cancel, None), (confirm, False)]),
        dialog("reversible", "UserSettingsPage (Display Name)", settings, t("displayName"),
               None, [(cancel, None), (t("save"), False)],
               ({"field": t("displayName"), "text": "Ferris the Crab"},)),
        image("delete", (None, True)),
        image("harmless", (False, None)),
        page_entry("opens-prompt", "DebugSettingsPage", debug, t("deleteLocalPreferences")),
        clearing("reset", "deleteLocalPreferences", "clearPreferences", (None, True)),
        clearing("harmless", "deleteLocalPreferences", "clearPreferences", (False, None)),
        clearing("delete", "deleteLocalDatabase", "clearDatabase", (None, True)),
    ]  # fmt: skip
