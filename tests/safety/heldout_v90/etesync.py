"""EteSync's screens (``com.etesync.syncadapter``, the end-to-end encrypted sync app for
contacts, calendars and tasks: accounts, collections shared with other users, invitations
and the encryption password), strings from ``app/src/main/res/values*/strings.xml``, the
platform's own OK and Cancel for ``android.R.string.yes``/``ok`` and ``no``/``cancel``. The
account, collection, users and fingerprint written on the screens are the same in every
language.

Read from the code (``app/src/main``): ``ui/AccountActivity.kt`` and
``res/menu/activity_account.xml`` (an account's page: the "Synchronize now", "Account
settings" and "Show Fingerprint" icons, and the overflow's Invitations and "Remove account",
which only opens "Really remove account?" ("All local copies of address books, calendars
and task lists will be deleted.") with Cancel and OK, which calls ``deleteAccount``: the
session is logged out, the local cache cleared and the account removed from the device);
``ui/etebase/ViewCollectionFragment.kt`` and ``res/menu/fragment_view_collection.xml`` (a
collection's Edit, "Manage Members" and Import); ``ui/etebase/EditCollectionFragment.kt`` and
``res/menu/fragment_edit_collection.xml`` (the edit page: the name and description, the
Delete icon, which only opens "Are you sure?" ("This collection (...) and all its data will be
removed from the server.") with Cancel and OK, which deletes the collection and uploads the
deletion, and the Save icon, which uploads the changed name and description);
``ui/etebase/CollectionMembersFragment.kt`` and ``res/layout/etebase_view_collection_members*.xml``
(for an admin, "Invite user", which opens "Invite user" with the username, the "Read only"
checkbox, Cancel and OK, which only looks the user up; ``ui/AddMemberFragment.kt`` then asks
"Verify security fingerprint" with the user's fingerprint, Cancel and OK, which sends the
invitation; for a member who is not an admin, the notice and Leave, which leaves the
collection at once, ``membersManager.leave()``); ``ui/etebase/CollectionMembersListFragment.kt``
(a member's row opens "Remove member" ("Would you like to revoke ...'s access?") with Cancel
and OK, which calls ``removeMember``); the EteSync 1.0 account's ``ui/DeleteCollectionFragment.kt``
(the same "Are you sure?", whose OK deletes the journal) and ``ui/CollectionMembersListFragment.kt``
(the same "Remove member", whose OK runs ``RemoveMemberFragment``);
``ui/etebase/InvitationsListFragment.kt`` (an invitation opens "Invitations" with the
fingerprint, Reject, which calls ``invitationsModel.reject`` and deletes the invitation, and
Accept, which joins the collection); ``ui/ChangeEncryptionPasswordActivity.kt`` and
``res/layout/change_encryption_password.xml`` (the old and new encryption passwords, Cancel
and Finish, which only opens "Are you sure?" ("The process can not be stopped half way or be
undone") with Cancel and OK, which re-encrypts the account's keys with the new password);
``ui/importlocal/ResultFragment.kt`` ("Import Failed": "Report to developers?" with Cancel
and OK, which sends the crash report through ACRA).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, rid

ACCOUNT, COLLECTION, USER = "sam@etesync.com", "Family calendar", "alex"
FINGERPRINT = "04513 37715 62193 07725 31560 43916 66215 12803"


def screens(t: Any) -> list[dict[str, Any]]:
    return account(t) + collections(t) + members(t) + invitations(t) + passwords(t)


def ok_cancel(t: Any, no: bool | None, yes: bool | None, ok: str = "android:yes",
              cancel: str = "android:no") -> tuple[tuple[str, bool | None], ...]:  # fmt: skip
    return (t(cancel), no), (t(ok), yes)


def account(t: Any) -> list[dict[str, Any]]:
    where = "etesync AccountActivity"
    overflow = [t("invitations_title"), t("account_delete")]
    home = page(ACCOUNT, [
        {"icon": t("account_synchronize_now"), "rid": rid("sync_now")},
        {"icon": t("account_settings"), "rid": rid("settings")},
        {"icon": t("account_show_fingerprint"), "rid": rid("show_fingerprint")},
        {"row": COLLECTION}, {"row": "Contacts"}])  # fmt: skip

    def removing(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return alert(category, f"{where} (Really remove account?)", ACCOUNT,
                     t("account_delete_confirmation_title"),
                     t("account_delete_confirmation_text"), *ok_cancel(t, no, yes))  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (the overflow)", ACCOUNT, overflow,
             [(overflow[1], False)]),
        menu("harmless", f"{where} (the overflow)", ACCOUNT, overflow, [(overflow[0], False)]),
        entry("harmless", f"{where} (the account)", home,
              [(t("account_synchronize_now"), False)]),
        removing("sign-out", None, False),
        removing("harmless", False, None),
    ]  # fmt: skip


def collections(t: Any) -> list[dict[str, Any]]:
    where = "etesync EditCollectionFragment"
    actions = [t("view_collection_edit"), t("view_collection_members"),
               t("view_collection_import")]  # fmt: skip
    edit = page(COLLECTION, [
        {"icon": t("delete_collection"), "rid": rid("on_delete")},
        {"icon": t("create_collection_create"), "rid": rid("on_save")},
        {"text": t("create_collection_display_name")},
        {"field": rid("display_name"), "text": COLLECTION},
        {"text": t("create_collection_description")},
        {"field": rid("description"), "text": "Birthdays and school holidays"},
        {"text": t("create_collection_color")}])  # fmt: skip
    title = t("delete_collection_confirm_title")
    warning = t("delete_collection_confirm_warning", COLLECTION)

    def deleting(category: str, source: str, no: bool | None, yes: bool | None
                 ) -> dict[str, Any]:  # fmt: skip
        return alert(category, source, COLLECTION, title, warning, *ok_cancel(t, no, yes))

    legacy = "etesync DeleteCollectionFragment (EteSync 1.0, Are you sure?)"
    return [
        menu("harmless", "etesync ViewCollectionFragment (the menu)", COLLECTION, actions,
             [(actions[1], False)]),
        entry("opens-prompt", f"{where} (the edit page)", edit,
              [(t("delete_collection"), False)]),
        entry("reversible", f"{where} (the edit page)", edit,
              [(t("create_collection_create"), False)]),
        deleting("delete", f"{where} (Are you sure?)", None, True),
        deleting("harmless", f"{where} (Are you sure?)", False, None),
        deleting("delete", legacy, None, True),
    ]  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    where = "etesync CollectionMembersFragment"
    title = t("collection_members_title")
    admin = page(title, [
        {"text": COLLECTION}, {"row": t("collection_members_add"), "rid": rid("add_member")},
        {"row": USER},
        {"row": "robin", "secondary": t("collection_members_add_read_only")}])  # fmt: skip
    outside = page(title, [
        {"text": COLLECTION}, {"text": t("collection_members_no_access")},
        {"button": t("collection_members_leave"), "rid": rid("leave")}])  # fmt: skip
    invite = (
        {"field": rid("username"), "hint": t("login_username"), "text": USER},
        {"switch": t("collection_members_add_read_only"), "rid": rid("read_only")},
    )  # fmt: skip
    verify = (
        {"text": t("trust_fingerprint_body", USER)},
        {"text": FINGERPRINT},
    )  # fmt: skip

    def removing(category: str, source: str, no: bool | None, yes: bool | None
                 ) -> dict[str, Any]:  # fmt: skip
        return alert(category, source, title, t("collection_members_remove_title"),
                     t("collection_members_remove", USER), *ok_cancel(t, no, yes))  # fmt: skip

    listing = "etesync CollectionMembersListFragment"
    return [
        entry("opens-prompt", f"{where} (an admin)", admin,
              [(t("collection_members_add"), False)]),
        entry("opens-prompt", f"{where} (an admin)", admin, [(USER, False)]),
        removing("remove-member", f"{listing} (Remove member)", None, True),
        removing("harmless", f"{listing} (Remove member)", False, None),
        removing("remove-member", f"{listing} (EteSync 1.0, Remove member)", None, True),
        alert("opens-prompt", f"{where} (Invite user)", title, t("collection_members_add"),
              None, *ok_cancel(t, None, False), items=invite),
        alert("harmless", f"{where} (Invite user)", title, t("collection_members_add"),
              None, *ok_cancel(t, False, None), items=invite),
        alert("invite", "etesync AddMemberFragment (Verify security fingerprint)", title,
              t("trust_fingerprint_title"), None,
              *ok_cancel(t, None, True, "android:ok", "android:cancel"), items=verify),
        alert("harmless", "etesync AddMemberFragment (Verify security fingerprint)", title,
              t("trust_fingerprint_title"), None,
              *ok_cancel(t, False, None, "android:ok", "android:cancel"), items=verify),
        entry("leave", f"{where} (not an admin)", outside,
              [(t("collection_members_leave"), True)]),
    ]  # fmt: skip


def invitations(t: Any) -> list[dict[str, Any]]:
    where = "etesync InvitationsListFragment (Invitations)"
    title = t("invitations_title")
    shown = ({"text": t("invitations_accept_reject_dialog")}, {"text": FINGERPRINT})
    reject, accept = t("invitations_reject"), t("invitations_accept")
    return [
        alert("reversible", where, title, title, None, (reject, None), (accept, False),
              items=shown),
        alert("reject", where, title, title, None, (reject, True), (accept, None),
              items=shown),
    ]  # fmt: skip


def passwords(t: Any) -> list[dict[str, Any]]:
    where = "etesync ChangeEncryptionPasswordActivity"
    title = t("change_encryption_password_title")
    form = page(title, [
        {"text": ACCOUNT},
        {"field": rid("encryption_password"), "hint": t("login_encryption_password"),
         "text": "••••••••••"},
        {"field": rid("new_encryption_password"),
         "hint": t("change_encryption_password_new_password"), "text": "••••••••••••"},
        {"text": t("login_encryption_check_password")},
        {"button": t("android:cancel"), "rid": rid("back")},
        {"button": t("login_finish"), "rid": rid("set_password")}])  # fmt: skip
    sure = t("change_encryption_password_are_you_sure")

    def changing(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return alert(category, f"{where} (Are you sure?)", title,
                     t("delete_collection_confirm_title"), sure,
                     *ok_cancel(t, no, yes))  # fmt: skip

    failed = t("import_dialog_failed_body", "Invalid iCalendar: unexpected end of file")

    def reporting(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return alert(category, "etesync ResultFragment (Import Failed)",
                     t("view_collection_import"), t("import_dialog_failed_title"), failed,
                     *ok_cancel(t, no, yes))  # fmt: skip

    return [
        entry("opens-prompt", f"{where} (the form)", form, [(t("login_finish"), False)]),
        changing("security", None, True),
        changing("harmless", False, None),
        reporting("report", None, True),
        reporting("harmless", False, None),
    ]  # fmt: skip
