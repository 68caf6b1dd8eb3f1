"""DAVx⁵'s screens (``at.bitfire.davdroid``, a CalDAV/CardDAV sync app), strings from
``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own OK and Cancel.

Read from the code (``core/src/main/kotlin/at/bitfire/davdroid``): ``ui/AccountsScreen.kt``
(the account list: the account's card, "Add account", which opens the login screen, and
"Sync all accounts", which asks every account to synchronize); ``ui/account/
AccountScreen.kt`` (an account: the toolbar's "Account settings" and "Options menu" icons,
the CardDAV, CalDAV and Webcal tabs, the "Refresh list" button, which looks up the server's
collections again, and "Synchronize now", which synchronizes the account's collections;
``AccountScreen_Actions``' overflow: "Create address book" or, on the CalDAV tab, "Create
calendar", each opening its form, "Show only personal", a check box undone by a second tap,
"Rename account", which only opens ``RenameAccountDialog``, and "Delete account", which
only opens ``DeleteAccountDialog``: "Really delete account?", "All local copies of address
books, calendars and task lists will be deleted.", the platform's Cancel and OK, which calls
``AccountScreenViewModel.deleteAccount``, so ``AccountRepository.delete``: the account and
every local copy of its collections go from the device); ``ui/account/
RenameAccountDialog.kt`` ("Rename account", its warning, the "New account name" field, the
platform's Cancel and Rename, which renames the account through the account manager);
``ui/account/CollectionsList.kt`` (a collection's card: its title, its chips and the
switch described "synchronize this collection", which turns its synchronization on or off;
a tap on the card opens the collection); ``ui/account/CollectionScreen.kt`` (a collection:
the toolbar's "Delete collection" icon, which only opens ``DeleteCollectionDialog``: "Delete
collection", "This collection (…) and all its data will be removed permanently, both
locally and on the server.", the platform's Cancel and Delete, which calls
``CollectionScreenViewModel.delete`` and so ``DavCollectionRepository.deleteRemote``: a
WebDAV DELETE of the collection on the server); ``ui/webdav/WebdavMountsScreen.kt``
(WebDAV mounts: a mount's card with its name, URL and quota, "Share content", which opens
the system's file picker on the mount, the "Unmount" icon, which only opens "Remove mount
point", "Connection details will be lost, but no files will be deleted.", Cancel and
Remove, which removes the mount and its stored credentials, ``WebdavMountsViewModel.
remove``); ``ui/AppSettingsScreen.kt`` (app settings: "Show debug info", which opens the
debug info screen, "Verbose logging", "Reset (un)trusted certificates", "Reset hints",
which shows the dismissed hints again). Every dialog is a Compose ``AlertDialog`` with its
dismiss button before its confirm one and no test tags; the extended buttons show their
text and the icons their content descriptions.
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry, menu

ACCOUNT, BOOK, CALENDAR, TASKS = "alice@example.com", "Family", "Work", "Chores"
MOUNT, URL = "Team files", "https://dav.example.com/files/alice/"
SERVER = "https://dav.example.com/"


def screens(t: Any) -> list[dict[str, Any]]:
    return accounts(t) + account(t) + collections(t) + mounts(t) + settings(t)


def accounts(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("app_name"), "items": [
        {"list": [{"row": ACCOUNT}]},
        {"icon": t("accounts_sync_all")},
        {"button": t("login_add_account")}]}  # fmt: skip
    where = "davx5 AccountsScreen (the account list)"
    return [
        entry("harmless", where, page, [(t("login_add_account"), False)]),
        entry("harmless", where, page, [(t("accounts_sync_all"), False)]),
    ]


def account_page(t: Any) -> dict[str, Any]:
    """An account's screen on its CardDAV tab: one address book, its sync switch on."""
    rows = [{"row": BOOK, "secondary": t("account_contacts")},
            {"switch": t("account_synchronize_this_collection")}]  # fmt: skip
    return {"title": ACCOUNT, "items": [
        {"icon": t("navigate_up")},
        {"icon": t("account_settings")}, {"icon": t("options_menu")},
        {"tab": t("account_carddav")}, {"tab": t("account_caldav")}, {"tab": t("account_webcal")},
        {"list": rows},
        {"button": t("account_refresh_collections")},
        {"button": t("account_synchronize_now")}]}  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    where = "davx5 AccountScreen (an account, CardDAV tab)"
    card = account_page(t)
    actions = [t("create_addressbook"), t("account_only_personal"), t("account_rename"),
               t("account_delete")]  # fmt: skip
    caldav = [t("create_calendar"), t("account_only_personal"), t("account_rename"),
              t("account_delete")]  # fmt: skip
    menu_where = "davx5 AccountScreen_Actions (the account's overflow)"
    rename = (
        {"text": t("account_rename_new_name_description")},
        {"field": "new_name", "text": ACCOUNT, "hint": t("account_rename_new_name")},
    )
    return [
        entry("harmless", where, card, [(t("account_synchronize_now"), False),
                                        (t("account_refresh_collections"), False)]),
        entry("reversible", where, card, [(t("account_synchronize_this_collection"), False)]),
        menu("opens-prompt", menu_where, ACCOUNT, actions,
             [(t("account_delete"), False), (t("account_rename"), False)]),
        menu("reversible", menu_where, ACCOUNT, actions, [(t("account_only_personal"), False)]),
        menu("harmless", f"{menu_where}, CalDAV tab", ACCOUNT, caldav,
             [(t("create_calendar"), False)]),
        menu("opens-prompt", f"{menu_where}, CalDAV tab", ACCOUNT, caldav,
             [(t("account_delete"), False)]),
        compose_dialog("delete", "davx5 DeleteAccountDialog", ACCOUNT,
                       t("account_delete_confirmation_title"),
                       t("account_delete_confirmation_text"),
                       [(t("android:cancel"), False), (t("android:ok"), True)]),
        compose_dialog("reversible", "davx5 RenameAccountDialog", ACCOUNT, t("account_rename"),
                       None, [(t("android:cancel"), None), (t("account_rename_rename"), False)],
                       rename),
    ]  # fmt: skip


def collection_page(t: Any, name: str) -> dict[str, Any]:
    """A collection's screen: the delete icon, then its settings and details."""
    return {"title": name, "items": [
        {"icon": t("navigate_up")}, {"icon": t("collection_delete")},
        {"text": t("collection_synchronization")}, {"text": t("collection_synchronization_on")},
        {"text": t("collection_read_only")}, {"text": t("collection_read_write")},
        {"text": t("collection_url")}, {"text": f"{SERVER}{name.lower()}/"}]}  # fmt: skip


def collections(t: Any) -> list[dict[str, Any]]:
    where = "davx5 CollectionScreen (a collection)"

    def delete(name: str, page: str, cancel: bool | None = None) -> dict[str, Any]:
        return compose_dialog(
            "delete",
            f"davx5 DeleteCollectionDialog ({page})",
            name,
            t("collection_delete"),
            t("collection_delete_warning", name),
            [(t("android:cancel"), cancel), (t("dialog_delete"), True)],
        )

    return [
        entry("harmless", "davx5 CollectionsList (an address book's card)",
              account_page(t), [(BOOK, False)]),
        entry("opens-prompt", f"{where}, an address book", collection_page(t, BOOK),
              [(t("collection_delete"), False)]),
        entry("opens-prompt", f"{where}, a calendar", collection_page(t, CALENDAR),
              [(t("collection_delete"), False)]),
        delete(BOOK, "an address book", False),
        delete(CALENDAR, "a calendar"),
        delete(TASKS, "a task list"),
    ]  # fmt: skip


def mounts(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("webdav_mounts_title"), "items": [
        {"icon": t("help")},
        {"list": [{"text": MOUNT}, {"text": URL},
                  {"text": t("webdav_mounts_quota_used_available", "1.2 GB", "8.8 GB")},
                  {"button": t("webdav_mounts_share_content")},
                  {"icon": t("webdav_mounts_unmount")}]},
        {"icon": t("webdav_add_mount_add")}]}  # fmt: skip
    where = "davx5 WebdavMountsScreen (a mount's card)"
    return [
        entry("opens-prompt", where, page, [(t("webdav_mounts_unmount"), False)]),
        entry("harmless", where, page, [(t("webdav_mounts_share_content"), False)]),
        compose_dialog("delete", "davx5 WebdavMountsItem (Remove mount point)",
                       t("webdav_mounts_title"), t("webdav_remove_mount_title"),
                       t("webdav_remove_mount_text"),
                       [(t("dialog_deny"), False), (t("dialog_remove"), True)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = [
        {"row": t("app_settings_show_debug_info"),
         "secondary": t("app_settings_show_debug_info_details")},
        {"row": t("app_settings_logging"), "secondary": t("app_settings_logging_off")},
        {"row": t("app_settings_reset_certificates"),
         "secondary": t("app_settings_reset_certificates_summary")},
        {"row": t("app_settings_reset_hints"), "secondary": t("app_settings_reset_hints_summary")},
    ]  # fmt: skip
    page = {
        "title": t("app_settings"),
        "items": [{"icon": t("navigate_up")}, {"icon": t("help")}, {"list": rows}],
    }
    where = "davx5 AppSettingsScreen"
    return [
        entry("reversible", where, page, [(t("app_settings_reset_hints"), False)]),
        entry("harmless", where, page, [(t("app_settings_show_debug_info"), False)]),
    ]
