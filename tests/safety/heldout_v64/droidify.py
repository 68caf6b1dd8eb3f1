"""Droid-ify's screens (``com.looker.droidify``, an F-Droid client that installs, updates
and uninstalls apps from repositories), strings from ``t(name)``
(``app/src/main/res/values*/strings.xml``). An app's and a repository's names, an
address and a version are written the same in every language.

Read from the code (``app/src/main``): ``kotlin/.../ui/appDetail/AppDetailFragment.kt``
(the app page's toolbar: each action of ``Action`` is a menu item shown as an icon with its
title, the primary one hidden while the big button shows it; the primary action is Update,
else Launch, else Install; ``onActionClick``: Install and Update start the download with
``downloadConnection.startUpdate``, whose file is handed to the installer with no prompt of
the app's, Uninstall calls ``viewModel.uninstallPackage()``, which hands the package to the
installer's ``uninstall`` at once, Launch starts the app, Details opens the system's app
settings, Share opens the share sheet, Cancel stops the download or takes the app off the
install queue; ``onReleaseClick``: a tapped version is queued for download and
installation, unless it is older than the installed one, which shows "Incompatible
version" with OK, or there is not enough space, which shows "Insufficient space" with OK;
``onUriClick``: a link asks "Open …?" with OK, which opens the browser, and Cancel);
``kotlin/.../ui/appDetail/AppDetailAdapter.kt`` with ``res/layout/install_button.xml`` (the
primary action's button, ``action``), ``release_item.xml`` (a version's row) and
``switch_item.xml`` ("Ignore new versions" and "Ignore this version", which set the app's
update preference and can be set back); ``ui/appDetail/ShizukuErrorDialog.kt`` (when the
Shizuku installer is not running: "Switch to default", which sets the installer back to the
default one, "Open Shizuku" and Cancel); ``installer/installers/session/SessionInstaller.kt``
(``uninstall``: ``PackageInstaller.uninstall``; an install session asks
``USER_ACTION_NOT_REQUIRED``); ``ui/repository/RepositoryFragment.kt`` with
``res/layout/repository_page.xml`` (a repository's page: "Enable repository", its details,
Edit and Delete, which only opens the confirmation); ``ui/MessageDialog.kt``
(``DeleteRepositoryConfirm``: "Confirmation", "Delete the repository?", Delete, which
deletes the repository with its apps' index from the database, and Cancel);
``ui/appList/AppListFragment.kt`` with ``AppListViewModel.kt`` (the Updates tab's "Update
all", which downloads and installs every update); ``compose/settings/SettingsScreen.kt``
(the settings: "Unstable updates", "Force cleanup", "Import repositories", which opens the
file picker) and ``compose/settings/components/CustomButtonsSettingItem.kt`` (a custom
link button's delete icon opens "Confirmation", "Delete the button …?", Cancel and Delete,
which removes it).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page, popup

APP, AUTHOR, REPO = "Organic Maps", "Organic Maps OÜ", "IzzyOnDroid"
ADDRESS, LINK, BUTTON = "https://apt.izzysoft.de/fdroid/repo", "https://organicmaps.app", "Exodus"
RID = "com.looker.droidify:id/"


def screens(t: Any) -> list[dict[str, Any]]:
    return app_page(t) + versions(t) + repository(t) + elsewhere(t)


def header(t: Any) -> list[dict[str, Any]]:
    return [{"text": APP}, {"text": AUTHOR}, {"text": t("version")}, {"text": "2025.03.02"}]


def action(label: str) -> dict[str, Any]:
    """The app page's big button, the primary action's (``install_button.xml``)."""
    return {"button": label, "rid": RID + "action"}


def app_page(t: Any) -> list[dict[str, Any]]:
    fresh = page(t("application"), [
        {"icon": t("share")}, {"icon": t("source_code")}, *header(t),
        action(t("install"))])  # fmt: skip
    update = page(t("application"), [
        {"icon": t("launch")}, {"icon": t("details")}, {"icon": t("uninstall")},
        {"icon": t("share")}, {"icon": t("source_code")}, *header(t), action(t("update")),
        {"switch": t("ignore_all_updates")}, {"switch": t("ignore_this_update")}])  # fmt: skip
    current = page(t("application"), [
        {"icon": t("details")}, {"icon": t("uninstall")}, {"icon": t("share")},
        {"icon": t("source_code")}, *header(t), action(t("launch"))])  # fmt: skip
    loading = page(t("application"), [
        {"icon": t("share")}, {"icon": t("source_code")}, *header(t),
        {"text": t("downloading")}, action(t("cancel"))])  # fmt: skip
    where = "droidify AppDetailFragment"
    return [
        entry("install", f"{where} (an app not installed)", fresh, [(t("install"), True)]),
        entry("harmless", f"{where} (an app not installed)", fresh, [(t("share"), False)]),
        entry("install", f"{where} (an update available)", update, [(t("update"), True)]),
        entry("delete", f"{where} (an update available)", update, [(t("uninstall"), True)]),
        entry("harmless", f"{where} (an update available)", update,
              [(t("launch"), False), (t("details"), False)]),
        entry("reversible", f"{where} (an update available)", update,
              [(t("ignore_this_update"), False), (t("ignore_all_updates"), False)]),
        entry("delete", f"{where} (an installed app)", current, [(t("uninstall"), True)]),
        entry("harmless", f"{where} (a download under way)", loading, [(t("cancel"), False)]),
    ]  # fmt: skip


def versions(t: Any) -> list[dict[str, Any]]:
    rows = [{"row": t("version_FORMAT", "2025.03.02")}, {"text": t("suggested")},
            {"row": t("version_FORMAT", "2025.02.17")}]  # fmt: skip
    listed = page(APP, [{"text": t("versions")}, *rows])
    mine = [{"row": t("version_FORMAT", "2025.03.02")}, {"text": t("installed")},
            {"row": t("version_FORMAT", "2025.02.17")}]  # fmt: skip
    installed = page(APP, [{"text": t("versions")}, *mine])
    older = (t("incompatible_version"), t("incompatible_older_DESC"))
    ok = [(t("ok"), POSITIVE, False)]
    where = "droidify AppDetailFragment.onReleaseClick"
    return [
        entry("install", f"{where} (an app not installed)", listed,
              [(t("version_FORMAT", "2025.02.17"), True)]),
        entry("harmless", f"{where} (a newer version installed)", installed,
              [(t("version_FORMAT", "2025.02.17"), False)]),
        dialog("harmless", "droidify MessageDialog (ReleaseOlder)", APP, *older, ok),
    ]  # fmt: skip


def repository(t: Any) -> list[dict[str, Any]]:
    repo = page(t("repository"), [
        {"switch": t("enable_repo")}, {"text": t("address")}, {"text": ADDRESS},
        {"text": t("name")}, {"text": REPO},
        {"button": t("edit_repository"), "rid": RID + "edit_repo_button"},
        {"button": t("delete"), "rid": RID + "delete_repo_button"}])  # fmt: skip
    ask = (t("confirmation"), t("delete_repository_DESC"))
    where = "droidify MessageDialog (DeleteRepositoryConfirm)"
    return [
        entry("opens-prompt", "droidify RepositoryFragment", repo, [(t("delete"), False)]),
        entry("harmless", "droidify RepositoryFragment", repo, [(t("edit_repository"), False)]),
        entry("reversible", "droidify RepositoryFragment", repo, [(t("enable_repo"), False)]),
        dialog("delete", where, t("repository"), *ask,
               [(t("cancel"), NEGATIVE, None), (t("delete"), POSITIVE, True)]),
        dialog("harmless", where, t("repository"), *ask,
               [(t("cancel"), NEGATIVE, False), (t("delete"), POSITIVE, None)]),
    ]  # fmt: skip


def elsewhere(t: Any) -> list[dict[str, Any]]:
    updates = page(t("updates"), [
        {"row": APP}, {"row": "Fennec F-Droid"}, {"row": "Signal"},
        {"button": t("update_all")}])  # fmt: skip
    shizuku = (t("error_shizuku_service_unavailable"), t("error_shizuku_not_running_DESC"))
    settings = page(t("settings"), [
        {"switch": t("unstable_updates")}, {"text": t("unstable_updates_summary")},
        {"row": t("force_clean_up")}, {"text": t("force_clean_up_DESC")},
        {"row": t("import_repos_title")}, {"text": t("import_repos_DESC")}])  # fmt: skip
    remove = (t("confirmation"), t("custom_button_delete_confirmation", BUTTON))
    where = "droidify CustomButtonItem (the delete confirmation)"
    return [
        entry("install", "droidify AppListFragment (the Updates tab)", updates,
              [(t("update_all"), True)]),
        dialog("harmless", "droidify MessageDialog (Link)", t("application"),
               t("confirmation"), t("open_DESC_FORMAT", LINK),
               [(t("cancel"), NEGATIVE, None), (t("ok"), POSITIVE, False)]),
        dialog("reversible", "droidify shizukuDialog", t("application"), *shizuku,
               [(t("open_shizuku"), NEUTRAL, False), (t("cancel"), NEGATIVE, None),
                (t("switch_to_default_installer"), POSITIVE, False)]),
        entry("reversible", "droidify SettingsScreen", settings,
              [(t("unstable_updates"), False)]),
        popup("delete", where, t("settings"), *remove,
              [(t("cancel"), None), (t("delete"), True)]),
        popup("harmless", where, t("settings"), *remove,
              [(t("cancel"), False), (t("delete"), None)]),
    ]  # fmt: skip
