"""Aurora Store's screens (``com.aurora.store``, an unofficial Google Play client), strings
from ``t(name)``; ``android:cancel`` is the platform's own, which the review's and the
dispenser's deletion dialogs show (``android.R.string.cancel``).

Read from the code (``app/src/main/java/com/aurora/store``): ``compose/ui/details/
AppDetailsScreen.kt`` with ``details/composable/Actions.kt`` (an app's page: Back,
Favourite, which stars the app, Share and Menu icons, then two buttons by the app's state:
"Manual download", which opens a pane, and Install, which queues the download worker, which
acquires the free app for the account, ``PurchaseHelper.purchase``, downloads it and
installs it; Uninstall, which only opens the system's uninstall prompt,
``AppInstaller.uninstall``, and Open; Uninstall and Update, which downloads and installs the
new version; while downloading, Cancel, which stops the download, and a disabled Open);
``details/menu/ AppDetailsMenu.kt`` (the overflow: "Manual download", "Switch account",
which opens the account picker, "App info", "Add to home screen", "View on Play Store");
``details/ManualDownloadScreen.kt`` (a version code, Close, and Install, which downloads and
installs that version); ``details/composable/Testing.kt`` ("Beta program": Join, which
subscribes the account to the app's testing track, and Leave, which unsubscribes it);
``details/composable/UserReview.kt`` ("What do you think about this app?": a title, a
comment and Post, which publishes the rating and review on Google Play; "Your review":
Delete, which opens "Delete review?" with "Your rating and review will be removed from
Google Play.", Cancel and Delete, which removes it, and "Edit your review");
``favourite/FavouriteScreen.kt`` with ``commons/InstallFavouritesDialog.kt`` ("Install all",
which opens "Install favourites?", Cancel and Install, which downloads and installs every
favourite; the overflow's Import and Export, which open the system's file picker and
document creator); ``updates/UpdatesScreen.kt`` with ``composable/app/AppUpdateItem.kt`` and
``main/MainScreen.kt`` ("N update available" with "Update all", which downloads and installs
every update, or "Cancel all" while they download; each app's row with Update, which
downloads and installs it, or Cancel, which stops its download; an ignored app's Unignore);
``sheets/AppUpdateSheet.kt`` (an update's sheet: "Ignore all updates", "Skip version …",
"Add to blacklist", Uninstall and "App info"); ``sheets/DownloadActionsSheet.kt`` with
``downloads/DownloadsScreen.kt`` (a finished download's sheet: Cancel, Clear, which deletes
the downloaded files, Install, which installs them, and Export; the overflow's "Cancel all",
"Clear finished" and "Force clear all"); ``blacklist/BlacklistScreen.kt`` with
``blacklist/menu/BlacklistMenu.kt`` (a checkbox per app, which blacklists it; the overflow's
"Select all", "Remove all", which unblacklists every app, Import and Export);
``dispenser/DispenserScreen.kt`` with ``composable/DispenserListItem.kt`` and
``dispenser/RemoveDispenserDialog.kt`` ("Manage dispensers": each token dispenser's Remove,
which opens "Remove dispenser?", Cancel and Remove, which deletes the dispenser from the
list, ``removeDispenser``); ``accounts/AccountsScreen.kt`` ("Remove account?": Cancel and
Remove, which drops the account's sign-in from Aurora Store; "Switch default account?":
Cancel and Restart). Every dialog is a Compose ``AlertDialog`` (dismiss button, then confirm
button) with no test tags, so every button is known by its label.
"""

from __future__ import annotations

from typing import Any

from screens import entry, label_dialog, menu, page

APP, DEV, OTHER, ACCOUNT = "Organic Maps", "Organic Maps OÜ", "K-Mail", "jamie.lee@gmail.com"
DISPENSER = "https://tokens.example.org/api/auth"


def screens(t: Any) -> list[dict[str, Any]]:
    return details(t) + review(t) + favourites(t) + updates(t) + downloads(t) + settings(t)


def app_page(t: Any, secondary: str, primary: str, *extra: dict[str, Any]) -> dict[str, Any]:
    """An app's details page: the top bar's icons, the app's name and developer, then the
    state's secondary and primary buttons."""
    return page(APP, {"icon": t("action_back")}, {"icon": t("action_favourite")},
                {"icon": t("action_share")}, {"icon": t("menu")}, {"text": APP},
                {"text": DEV}, {"button": t(secondary)}, {"button": t(primary)},
                *extra)  # fmt: skip


def details(t: Any) -> list[dict[str, Any]]:
    where = "aurora AppDetailsScreen.SetupActions"
    new = app_page(t, "title_manual_download", "action_install")
    installed = app_page(t, "action_uninstall", "action_open")
    updatable = app_page(t, "action_uninstall", "action_update")
    downloading = app_page(t, "action_cancel", "action_open")
    overflow = [t("title_manual_download"), t("action_switch_account"), t("action_info"),
                t("action_home_screen"), t("action_view_on_play")]  # fmt: skip
    join = app_page(
        t,
        "action_uninstall",
        "action_open",
        {"text": t("details_beta")},
        {"text": t("details_beta_available")},
        {"button": t("action_join")},
    )
    leave = app_page(
        t,
        "action_uninstall",
        "action_open",
        {"text": t("details_beta")},
        {"text": t("details_beta_subscribed")},
        {"button": t("action_leave")},
    )
    manual = page(t("title_manual_download"), {"text": t("manual_download_hint")},
                  {"field": "", "text": "1234567"}, {"button": t("action_close")},
                  {"button": t("action_install")})  # fmt: skip
    return [
        entry("install", f"{where} (a free app)", new, [(t("action_install"), True)]),
        entry("harmless", f"{where} (a free app)", new, [(t("title_manual_download"), False)]),
        entry("opens-prompt", f"{where} (installed)", installed,
              [(t("action_uninstall"), False)]),
        entry("harmless", f"{where} (installed)", installed, [(t("action_open"), False)]),
        entry("install", f"{where} (an update)", updatable, [(t("action_update"), True)]),
        entry("harmless", f"{where} (downloading)", downloading, [(t("action_cancel"), False)]),
        entry("reversible", "aurora AppDetailsMenu (Favourite)", installed,
              [(t("action_favourite"), False)]),
        menu("harmless", "aurora AppDetailsMenu (the overflow)", APP, overflow,
             [(t("action_switch_account"), False), (t("action_info"), False)]),
        entry("install", "aurora ManualDownloadScreen", manual, [(t("action_install"), True)]),
        entry("reversible", "aurora Testing (Join)", join, [(t("action_join"), False)]),
        entry("reversible", "aurora Testing (Leave)", leave, [(t("action_leave"), False)]),
    ]  # fmt: skip


def review(t: Any) -> list[dict[str, Any]]:
    where = "aurora UserReview"
    write = page(APP, {"icon": t("action_back")}, {"text": t("details_think_this_app")},
                 {"field": t("details_ratings_title_hint"), "text": "Works offline"},
                 {"field": t("details_review_comment_hint"), "text": "Great maps."},
                 {"button": t("action_post")})  # fmt: skip
    mine = page(APP, {"icon": t("action_back")}, {"text": t("details_your_review")},
                {"text": "Works offline"}, {"button": t("details_review_delete")},
                {"button": t("details_review_edit")})  # fmt: skip
    return [
        entry("publish", f"{where} (Post)", write, [(t("action_post"), True)]),
        entry("opens-prompt", f"{where} (your review)", mine,
              [(t("details_review_delete"), False)]),
        entry("harmless", f"{where} (your review)", mine, [(t("details_review_edit"), False)]),
        label_dialog("delete", f"{where} (Delete review?)", APP, t("details_review_delete_title"),
                     t("details_review_delete_message"),
                     [(t("android:cancel"), False), (t("details_review_delete"), True)]),
    ]  # fmt: skip


def favourites(t: Any) -> list[dict[str, Any]]:
    where = "aurora FavouriteScreen"
    title = t("title_favourites_manager")
    shown = page(title, {"icon": t("menu")}, {"text": APP}, {"text": OTHER},
                 {"button": t("action_install_all")})  # fmt: skip
    message = f"{t('install_favourites_summary', 2)} {t('install_favourites_warning')}"
    return [
        entry("opens-prompt", where, shown, [(t("action_install_all"), False)]),
        label_dialog("install", "aurora InstallFavouritesDialog", title,
                     t("title_install_favourites"), message,
                     [(t("action_cancel"), False), (t("action_install"), True)]),
        menu("harmless", "aurora FavouriteMenu", title, [t("action_import"), t("action_export")],
             [(t("action_import"), False), (t("action_export"), False)]),
    ]  # fmt: skip


def updates(t: Any) -> list[dict[str, Any]]:
    header = f"1 {t('update_available')}"
    version = t("version", "2025.06.12", "25061200")
    shown = page(t("title_updates"), {"text": header}, {"button": t("action_update_all")},
                 {"text": APP}, {"text": version}, {"button": t("action_update")},
                 {"text": t("updates_ignored_header")}, {"text": OTHER},
                 {"button": t("action_unignore")})  # fmt: skip
    active = page(
        t("title_updates"),
        {"text": header},
        {"button": t("download_cancel_all")},
        {"text": APP},
        {"text": version},
        {"button": t("action_cancel")},
    )
    sheet = page(t("title_updates"), {"text": APP}, {"button": t("updates_app_details")},
                 {"button": t("action_ignore_all")},
                 {"button": t("action_ignore_version", "2025.06.12")},
                 {"button": t("action_blacklist_add")}, {"button": t("action_uninstall")},
                 {"button": t("action_info")})  # fmt: skip
    where = "aurora UpdatesScreen"
    return [
        entry("install", f"{where} (Update all)", shown, [(t("action_update_all"), True)]),
        entry("reversible", f"{where} (an ignored app)", shown, [(t("action_unignore"), False)]),
        entry("harmless", f"{where} (an update downloading)", active,
              [(t("action_cancel"), False), (t("download_cancel_all"), False)]),
        entry("reversible", "aurora AppUpdateSheet", sheet,
              [(t("action_blacklist_add"), False),
               (t("action_ignore_version", "2025.06.12"), False)]),
        entry("opens-prompt", "aurora AppUpdateSheet", sheet, [(t("action_uninstall"), False)]),
    ]  # fmt: skip


def downloads(t: Any) -> list[dict[str, Any]]:
    title = t("title_download_manager")
    sheet = page(title, {"text": APP}, {"text": t("download_completed")},
                 {"button": t("updates_app_details")}, {"button": t("action_cancel")},
                 {"button": t("action_clear")}, {"button": t("action_install")},
                 {"button": t("action_export")})  # fmt: skip
    overflow = [t("download_cancel_all"), t("download_clear_finished"),
                t("download_force_clear_all")]  # fmt: skip
    where = "aurora DownloadActionsSheet (a finished download)"
    return [
        entry("install", where, sheet, [(t("action_install"), True)]),
        entry("harmless", where, sheet, [(t("action_clear"), False), (t("action_export"), False)]),
        menu("harmless", "aurora DownloadsMenu", title, overflow,
             [(t("download_cancel_all"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("title_blacklist_manager")
    shown = page(title, {"icon": t("action_back")}, {"icon": t("installed_sort_filter")},
                 {"icon": t("menu")}, {"switch": APP}, {"switch": OTHER})  # fmt: skip
    overflow = [t("action_select_all"), t("action_remove_all"), t("action_import"),
                t("action_export")]  # fmt: skip
    accounts = t("title_account_manager")
    dispensers = t("pref_dispenser_title")
    listed = page(dispensers, {"icon": t("action_back")}, {"icon": t("add_dispenser_title")},
                  {"text": DISPENSER}, {"button": t("remove")})  # fmt: skip
    return [
        entry("opens-prompt", "aurora DispenserScreen (a dispenser's Remove)", listed,
              [(t("remove"), False)]),
        label_dialog("delete", "aurora RemoveDispenserDialog", dispensers,
                     t("remove_dispenser_title"), t("remove_dispenser_summary", DISPENSER),
                     [(t("android:cancel"), False), (t("remove"), True)]),
        entry("reversible", "aurora BlacklistScreen (an app's checkbox)", shown,
              [(OTHER, False)]),
        menu("reversible", "aurora BlacklistMenu", title, overflow,
             [(t("action_select_all"), False), (t("action_remove_all"), False)]),
        label_dialog("reversible", "aurora AccountsScreen (Remove account?)", accounts,
                     t("account_remove_title"), t("account_remove_message", ACCOUNT),
                     [(t("action_cancel"), False), (t("account_remove"), False)]),
        label_dialog("harmless", "aurora AccountsScreen (Switch default account?)", accounts,
                     t("account_set_default_title"), t("account_set_default_message"),
                     [(t("action_cancel"), False), (t("action_restart"), False)]),
    ]  # fmt: skip
