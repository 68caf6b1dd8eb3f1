"""The F-Droid client's screens (``org.fdroid``, an app store for free software), strings
from ``t(name)``; ``t("android:cancel")`` is the platform's own Cancel, which the app's
Compose dialogs show on their dismiss buttons (``android.R.string.cancel``).

Read from the code (``app/src/main/kotlin/org/fdroid``): ``ui/details/AppDetailsHeader.kt``
(an app's page: Open, which launches the installed app, and the main button, Install for an
app not installed or Update when a newer version is suggested, both calling
``installAction``, or first the metered-connection dialog; while a version downloads, a
Cancel icon calls ``cancelInstall``) with ``ui/details/AppDetailsTopAppBar.kt`` (the Share
icon and the overflow) and ``install/SessionInstallManager.kt`` (an install session built
with ``USER_ACTION_NOT_REQUIRED``: on Android 12 and later an update of an app F-Droid
installed is committed with no system prompt, while a first install goes through the
system's own confirmation, asked for up front by pre-approval where the system has it);
``ui/details/AppDetailsMenu.kt`` (the overflow: "Allow beta updates", "Ignore all updates"
and "Ignore this update", each a checkbox that a second tap clears, "Share APK file", which
opens the share sheet, and Uninstall, which only hands the system's uninstall intent to
``uninstallLauncher``, so the system asks); ``ui/details/AppDetails.kt`` (the install error
dialog: OK only closes it); ``ui/apps/MyApps.kt``, ``MyAppsList.kt`` and
``MyAppsOverflowMenu.kt`` (My apps: search and sort icons, the overflow with "Check for
updates", which refreshes the repositories' indexes, "Install history", which opens that
screen, and "Export app list", which opens a file picker; the Updates header's "Update all",
``updateAll``, which downloads and installs every update, or first asks on a metered
connection); ``ui/utils/MeteredConnectionDialog.kt`` ("Continue with mobile data?",
"Don't show this again", Cancel and Download, which runs what was asked: every update from
My apps, a fresh index from a repository's page); ``ui/apps/IgnoreIssueDialog.kt`` (a long
press on an app with an issue: "Hide issue", Cancel and Hide, which only stops showing that
version's issue); ``ui/repositories/RepositoriesList.kt`` (turning a repository's switch off:
"Disable repository", its warning and text, Cancel and Disable, which turns it off; the same
switch turns it on again); ``ui/repositories/details/RepoDetails.kt`` (a repository's page:
"Share repository", "Show repository QR code", "Check for updates", which fetches the index,
and the overflow, whose only entry, Delete, opens ``DeleteDialog.kt``: "Delete repository?",
Cancel and Delete, which removes the repository, its mirrors, credentials and apps' index from
the database); ``ui/repositories/details/UserMirrors.kt`` (a user mirror's row: its address,
Share, Delete, which opens "Delete mirror?" with Cancel and Delete, which removes the mirror,
and its switch); ``ui/history/History.kt`` (Install history: the Delete icon, "Delete
installation history", which opens "Delete the installation history?" with Cancel and Delete,
which deletes every record). Every dialog is a Compose ``AlertDialog`` with the dismiss
button before the confirm one; the app sets no test tags, so controls are known by their
labels or content descriptions.
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry, menu

APP, AUTHOR, OTHER = "Termux", "Fredrik Fornwall", "OsmAnd~"
REPO, MIRROR = "IzzyOnDroid F-Droid Repo", "https://apt.izzysoft.de/fdroid/repo"


def screens(t: Any) -> list[dict[str, Any]]:
    return details(t) + my_apps(t) + repositories(t) + history(t)


def cancel_then(t: Any, label: str, bad: bool) -> list[tuple[str, bool | None]]:
    """A Compose dialog's platform Cancel (harmless) and its confirm button."""
    return [(t("android:cancel"), False), (label, bad)]


def details(t: Any) -> list[dict[str, Any]]:
    def page(main: str, installed: bool) -> dict[str, Any]:
        buttons = [{"button": t("menu_open")}] if installed else []
        return {"title": APP, "items": [
            {"icon": t("menu_share")}, {"icon": t("menu_overflow_description")},
            {"text": APP}, {"text": t("by_author_format", AUTHOR)},
            *buttons, {"button": main}]}  # fmt: skip

    update = page(t("app__install_downloaded_update"), True)
    fresh = page(t("menu_install"), False)
    overflow = [t("menu_release_channel_beta"), t("menu_ignore_all"), t("menu_ignore_this"),
                t("menu_share_apk"), t("menu_uninstall")]  # fmt: skip
    downloading = {"title": APP, "items": [
        {"text": APP}, {"text": t("status_downloading", "1.2 MB")},
        {"icon": t("cancel")}]}  # fmt: skip
    where = "fdroid AppDetailsHeader (an installed app with an update)"
    menu_where = "fdroid AppDetailsMenu (an installed app's overflow)"
    return [
        entry("install", where, update, [(t("app__install_downloaded_update"), True)]),
        entry("harmless", where, update, [(t("menu_open"), False)]),
        entry("opens-prompt", "fdroid AppDetailsHeader (an app not installed)", fresh,
              [(t("menu_install"), False)]),
        menu("opens-prompt", menu_where, APP, overflow, [(t("menu_uninstall"), False)]),
        menu("reversible", menu_where, APP, overflow,
             [(t("menu_ignore_all"), False), (t("menu_ignore_this"), False),
              (t("menu_release_channel_beta"), False)]),
        menu("harmless", menu_where, APP, overflow, [(t("menu_share_apk"), False)]),
        entry("harmless", "fdroid AppDetailsHeader (a download in progress)", downloading,
              [(t("cancel"), False)]),
        compose_dialog("harmless", "fdroid AppDetails (install error)", APP,
                       t("install_error_notify_title", APP),
                       t("app_details_install_error_text"), [(t("ok"), False)]),
    ]  # fmt: skip


def my_apps(t: Any) -> list[dict[str, Any]]:
    title = t("menu_apps_my")
    page = {"title": title, "items": [
        {"icon": t("search_my_apps_hint")}, {"icon": t("sort_search")},
        {"icon": t("menu_overflow_description")},
        {"text": t("updates")}, {"button": t("update_all")},
        {"list": [{"row": APP, "secondary": t("notification_title_single_update_available")},
                  {"row": OTHER}]}]}  # fmt: skip
    overflow = [t("pref_repo_updates_title"), t("install_history"),
                t("my_apps_export_installed_apps")]  # fmt: skip
    metered = ({"text": t("dialog_metered_dont_show")},)
    return [
        entry("install", "fdroid MyAppsList (Updates)", page, [(t("update_all"), True)]),
        menu("harmless", "fdroid MyAppsOverflowMenu", title, overflow,
             [(t("pref_repo_updates_title"), False), (t("install_history"), False)]),
        compose_dialog("install", "fdroid MeteredConnectionDialog (Update all)", title,
                       t("dialog_metered_title"), t("dialog_metered_text", "48 MB"),
                       cancel_then(t, t("dialog_metered_button"), True), metered),
        compose_dialog("harmless", "fdroid IgnoreIssueDialog", title,
                       t("my_apps_ignore_dialog_title"), t("my_apps_ignore_dialog_text", OTHER),
                       cancel_then(t, t("my_apps_ignore_dialog_button"), False)),
    ]  # fmt: skip


def repositories(t: Any) -> list[dict[str, Any]]:
    page = {"title": REPO, "items": [
        {"icon": t("share_repository")}, {"icon": t("show_repository_qr")},
        {"icon": t("repo_force_update")}, {"icon": t("menu_overflow_description")},
        {"text": REPO}, {"text": t("repo_user_mirrors")},
        {"text": MIRROR}, {"button": t("menu_share")}, {"button": t("delete")},
        {"switch": MIRROR}]}  # fmt: skip
    metered = ({"text": t("dialog_metered_dont_show")},)
    where = "fdroid RepoDetails (a repository with a user mirror)"
    return [
        entry("harmless", where, page, [(t("repo_force_update"), False)]),
        entry("opens-prompt", where, page, [(t("delete"), False)]),
        menu("opens-prompt", "fdroid RepoDetails (overflow)", REPO, [t("delete")],
             [(t("delete"), False)]),
        compose_dialog("delete", "fdroid DeleteDialog (a repository)", REPO,
                       t("repo_confirm_delete_title"), t("repo_confirm_delete_body"),
                       cancel_then(t, t("delete"), True)),
        compose_dialog("delete", "fdroid UserMirrors (Delete mirror?)", REPO,
                       t("repo_confirm_delete_mirror_title"),
                       t("repo_confirm_delete_mirror_body"), cancel_then(t, t("delete"), True)),
        compose_dialog("harmless", "fdroid MeteredConnectionDialog (a repository's index)",
                       REPO, t("dialog_metered_title"), t("dialog_metered_text_no_size"),
                       cancel_then(t, t("dialog_metered_button"), False), metered),
        compose_dialog("reversible", "fdroid RepositoriesList (Disable repository)",
                       t("app_details_repositories"), t("repo_disable_dialog_title"),
                       t("repo_disable_dialog_text"),
                       cancel_then(t, t("repo_disable_warning_button"), False),
                       ({"text": t("repo_disable_dialog_warning")},)),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    title = t("install_history")
    page = {"title": title, "items": [
        {"icon": t("install_history_delete_ally")}, {"switch": t("install_history_switch")},
        {"list": [{"row": APP}, {"row": OTHER}]}]}  # fmt: skip
    return [
        entry("opens-prompt", "fdroid History (toolbar)", page,
              [(t("install_history_delete_ally"), False)]),
        compose_dialog("delete", "fdroid History (Delete the installation history?)", title,
                       t("install_history_delete_text"), None,
                       cancel_then(t, t("delete"), True)),
    ]  # fmt: skip
