"""Neo Store's screens (``com.machiav3lli.fdroid``, an F-Droid client: repositories synced,
added, edited, disabled and deleted; apps installed, updated one by one and all at once,
uninstalled, launched, shared and marked as favourites; downloaded APKs erased; the settings
and the tools that import and export lists). Strings from ``src/main/res/values*/strings.xml``.
App, repository and package names, versions, addresses and sizes are the same in every
language.

Read from the code (``src/main/kotlin/com/machiav3lli/fdroid``): ``ui/pages/MainPage.kt`` (the
top bar's Search, "Sync repositories", which enqueues ``BatchSyncWorker`` to download the
repositories' indexes, and Settings; the "Keep Android Open" card, whose Ignore hides it; the
updates card, whose "Install all" calls ``NeoApp.wm.update(enforce = true, ...)`` for every app
with a new version, or with "Show download dialog" on opens the ``BatchDownload`` confirmation,
and whose Cancel folds the card); ``ui/dialog/ActionsDialogUI.kt`` (``ActionsDialogUI`` and
``KeyDialogUI``: Confirmation, the message, the app's own Cancel and OK; "Incompatible version"
for an older release or one signed with another certificate, whose OK only closes it);
``ui/pages/AppPage.kt``, ``viewmodels/AppPageVM.kt``, ``ui/components/appsheet/Header.kt`` and
``ui/components/ActionButton.kt`` (an app's page: the source code button, which opens the "Open
...?" confirmation before the browser, Close, "Add to favorites", the main action (Update, which
calls ``startUpdate`` at once, or with "Show download dialog" on opens "Are you sure you want to
download ...?", whose OK does; Install for an app not on the device; "Downloading" while a
download runs, which sends ``COMMAND_CANCEL_DOWNLOAD``), the secondary actions Launch, Details,
Uninstall and Share, and the switches "Ignore this version", "Ignore all new versions", "Ignore
reported security vulnerabilities" and "Allow showing unstable updates"; Uninstall goes to
``NeoApp.installer.uninstall``, which with the default session installer hands the package to
the system's uninstall prompt, and with the root installer opens "Are you sure you want to
uninstall ...?", whose OK runs ``pm uninstall`` through ``RootInstaller``);
``manager/installer/type/SessionInstaller.kt`` (``USER_ACTION_NOT_REQUIRED``: the system
installs an update to an app the store installed without asking again) and ``RootInstaller.kt``;
``ui/components/appsheet/ReleaseItem.kt`` (a release's Share and Install, which enqueues
``DownloadWorker`` for that version); ``ui/dialog/LaunchDialog.kt`` (Launch: the app's launcher
activities); ``ui/pages/InstalledPage.kt``, ``viewmodels/InstalledVM.kt`` and
``ui/components/DownloadsListItem.kt`` (Installed and Downloads: "Sort and filter", the
installed apps, "Erase all" and each download's Delete, which call ``eraseDownloaded``: the
record deleted from the database and the cached APK erased with ``Cache.eraseDownload``);
``ui/pages/SortFilterSheet.kt`` (Reset and Apply); ``ui/pages/PrefsReposPage.kt`` and
``ui/components/RespositoryItem.kt`` (Repositories: the search field, the enabled and disabled
repositories, "Add repository", which adds a new empty repository and opens it in edit mode);
``ui/pages/RepoPage.kt`` and ``manager/work/SyncWorker.kt`` (a repository's page: its
Enabled chip, which calls ``enableRepo`` and drops its apps from the lists until it is enabled
and synced again, Share, Dismiss, the address, fingerprint and QR code,
Delete, which opens "Delete this repository?" with Cancel and Delete, which calls
``deleteRepo``: the repository, its address, fingerprint and credentials removed from the
database with its apps, and Edit; in edit mode the address, fingerprint, username and
password cards, Cancel, which puts the saved values back, and Save, which writes the edited
values with ``updateRepo``); ``ui/pages/PrefsPersonalPage.kt``, ``PrefsServicePage.kt``,
``PrefsOtherPage.kt``, ``data/content/PrefsMetaData.kt``, ``ui/dialog/SelectionDialogUI.kt``
and ``ui/components/DialogButton.kt`` (Personalization: Language, Theme, "Default tab", "Kids
mode" and "Show download dialog"; Service: "Auto-update", "Unstable updates", "Disable
signature check", "Installer type"; the selection dialogs, whose Cancel and OK are the
platform's ``android.R.string.cancel`` and ``ok``; Other: the Tools rows, each opening the
system's document picker, where the file is chosen, with "Import repositories (overrides
existing ones)" and "Import and install a list of apps" acting on the file picked there);
``ui/pages/OnboardingReposPage.kt`` (the setup's "Sync and start!", which syncs the preset
repositories).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, listing, popup, sheet

K9, K9_ID, K9_OLD, K9_NEW = "K-9 Mail", "com.fsck.k9", "6.802", "6.803"
FENNEC, FENNEC_ID, FENNEC_NEW = "Fennec F-Droid", "org.mozilla.fennec_fdroid", "134.0.1"
TERMUX, NEWPIPE, OSMAND = "Termux", "NewPipe", "OsmAnd~"
AEGIS, AEGIS_ID = "Aegis Authenticator", "com.beemdevelopment.aegis"
FDROID, IZZY = "F-Droid", "IzzyOnDroid F-Droid Repo"
GUARDIAN, ACME = "Guardian Project Official Releases", "Acme Internal Apps"
IZZY_ADDRESS = "https://apt.izzysoft.de/fdroid/repo"
ACME_ADDRESS = "https://fdroid.acme.example/repo"
FINGERPRINT = "3BF0 D6AB FEAE 2F40 1707 B6D9 66BE 743B F0EE E49C 2561 B9BA 39C7 11F6 28F3 2F3B"
SOURCE = "https://github.com/thunderbird/thunderbird-android"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        main(t) + app(t) + releases(t) + installed(t) + repositories(t) + settings(t)
        + onboarding(t)
    )  # fmt: skip


def _ok(t: Any, bad: bool | None) -> list[tuple[str, bool | None]]:
    """``KeyDialogUI``'s buttons: the app's Cancel (not tapped) and OK."""
    return [(t("cancel"), None), (t("ok"), bad)]


def _cancel(t: Any) -> list[tuple[str, bool | None]]:
    """``KeyDialogUI``'s buttons with Cancel tapped."""
    return [(t("cancel"), False), (t("ok"), None)]


def main(t: Any) -> list[dict[str, Any]]:
    latest = t("latest")
    top = (
        {"icon": t("search")},
        {"icon": t("sync_repositories")},
        {"icon": t("settings")},
        {"text": t("new_applications")},
        {"row": AEGIS, "secondary": "v3.4.1"},
        {"text": t("recently_updated")},
        {"button": t("sort_filter")},
        {"row": NEWPIPE, "secondary": "0.27.7"},
        {"tab": t("explore")},
        {"tab": latest},
        {"tab": t("installed")},
    )
    banner = (
        {"icon": t("search")},
        {"icon": t("sync_repositories")},
        {"icon": t("settings")},
        {"icon": t("keep_android_open")},
        {"text": t("keep_android_open_notice")},
        {"icon": t("ignore")},
        {"row": AEGIS, "secondary": "v3.4.1"},
    )
    card = (
        {"row": NEWPIPE, "secondary": "0.27.7"},
        {"button": t("update_all")},
        {"icon": t("cancel")},
        {"row": K9, "secondary": K9_NEW},
        {"row": FENNEC, "secondary": FENNEC_NEW},
        {"row": TERMUX, "secondary": "0.118.3"},
    )
    where = "neostore MainPage (updates card)"
    batch = "neostore MainPage (BatchDownload)"
    names = t("confirm_download_DESC_FORMAT", f"{K9}, {FENNEC}, {TERMUX}")
    return [
        sheet("harmless", "neostore MainPage (top bar)", latest, top,
              (t("sync_repositories"), False), (t("settings"), False)),
        sheet("harmless", "neostore MainPage (Keep Android Open)", latest, banner,
              (t("ignore"), False)),
        sheet("overwrite", where, latest, card, (t("update_all"), True)),
        sheet("harmless", where, latest, card, (t("cancel"), False)),
        confirm("overwrite", batch, latest, None, names, _ok(t, True)),
        confirm("harmless", batch, latest, None, names, _cancel(t)),
    ]  # fmt: skip


def _app_page(t: Any, name: str, package: str, main: str, repo: str | None,
              actions: tuple[str, ...], switches: tuple[str, ...],
              extra: tuple[dict[str, Any], ...] = ()) -> tuple[dict[str, Any], ...]:  # fmt: skip
    """An app's page: its header, the favourite and main buttons, the secondary actions and
    the switches shown for an installed app."""
    head: list[dict[str, Any]] = [
        {"text": package},
        {"icon": t("source_code")},
        {"icon": t("cancel")},
        *extra,
        {"icon": t("favorite_add")},
        {"button": main},
    ]
    if repo:
        head.append({"text": t("from_FORMAT", repo)})
    head += [{"icon": t(a)} for a in actions]
    head += [{"switch": t(s), "checked": False} for s in switches]
    return tuple(head)


def app(t: Any) -> list[dict[str, Any]]:
    switches = ("ignore_this_update", "ignore_all_updates", "ignore_vulns",
                "allow_unstable_updates")  # fmt: skip
    actions = ("launch", "details", "uninstall", "share")
    k9 = _app_page(t, K9, K9_ID, t("update"), FDROID, actions, switches)
    fennec = _app_page(t, FENNEC, FENNEC_ID, t("update"), FDROID, actions, switches)
    aegis = _app_page(t, AEGIS, AEGIS_ID, t("install"), FDROID, ("share",), ())
    progress = ({"text": "12.4 MB/58.0 MB"},)
    termux = _app_page(t, TERMUX, "com.termux", t("downloading"), None,
                       ("update", *actions), switches[1:], progress)  # fmt: skip
    page = "neostore AppPage"
    gone = "neostore AppPage (Uninstall, root installer)"
    asked = "neostore AppPage (Download)"

    def uninstall(name: str) -> dict[str, Any]:
        return confirm("uninstall", gone, name, None,
                       t("confirm_uninstall_DESC_FORMAT", name), _ok(t, True))  # fmt: skip

    activities = [OSMAND, f"{OSMAND} Navigation"]
    return [
        sheet("overwrite", page, K9, k9, (t("update"), True)),
        sheet("reversible", page, K9, k9, (t("favorite_add"), False),
              (t("ignore_this_update"), False), (t("ignore_all_updates"), False)),
        sheet("harmless", page, K9, k9, (t("launch"), False), (t("share"), False)),
        sheet("opens-prompt", page, K9, k9, (t("uninstall"), False),
              (t("source_code"), False)),
        sheet("overwrite", page, FENNEC, fennec, (t("update"), True)),
        sheet("reversible", "neostore AppPage (not installed)", AEGIS, aegis,
              (t("install"), False)),
        sheet("reversible", "neostore AppPage (downloading)", TERMUX, termux,
              (t("downloading"), False)),
        uninstall(K9),
        uninstall(NEWPIPE),
        uninstall(TERMUX),
        confirm("harmless", gone, K9, None, t("confirm_uninstall_DESC_FORMAT", K9),
                _cancel(t)),
        confirm("overwrite", asked, FENNEC, None,
                t("confirm_download_DESC_FORMAT", FENNEC), _ok(t, True)),
        confirm("harmless", asked, FENNEC, None,
                t("confirm_download_DESC_FORMAT", FENNEC), _cancel(t)),
        confirm("harmless", "neostore AppPage (Link)", K9, None,
                t("open_DESC_FORMAT", SOURCE), _ok(t, False)),
        listing("harmless", "neostore LaunchDialog", t("installed"), t("launch"), activities,
                t("cancel"), activities[1], False),
    ]  # fmt: skip


def releases(t: Any) -> list[dict[str, Any]]:
    def release(version: str, size: str) -> tuple[dict[str, Any], ...]:
        return (
            {"text": t("releases")},
            {"text": version},
            {"text": t("suggested")},
            {"text": t("provided_by_FORMAT", FDROID)},
            {"text": size},
            {"icon": t("share")},
            {"button": t("install")},
        )

    where = "neostore ReleaseItem"
    older = "neostore AppPage (Incompatible version)"
    k9 = release(K9_NEW, "10.2 MB")
    fennec = release(FENNEC_NEW, "81.6 MB")
    return [
        sheet("overwrite", where, K9, k9, (t("install"), True)),
        sheet("harmless", where, K9, k9, (t("share"), False)),
        sheet("overwrite", where, FENNEC, fennec, (t("install"), True)),
        confirm("harmless", older, K9, t("incompatible_version"), t("incompatible_older_DESC"),
                _ok(t, False)),
        confirm("harmless", older, K9, t("incompatible_version"),
                t("incompatible_signature_DESC"), _cancel(t)),
    ]  # fmt: skip


def installed(t: Any) -> list[dict[str, Any]]:
    title = t("installed")
    tabs = ({"tab": title}, {"tab": t("downloads")})
    apps = (
        *tabs,
        {"text": t("installed_applications")},
        {"button": t("sort_filter")},
        {"row": K9, "secondary": K9_OLD},
        {"icon": t("favorite_add")},
        {"row": NEWPIPE, "secondary": "0.27.7"},
        {"icon": t("favorite_remove")},
    )
    done = f"{t('finished')} 2026-04-20 18:42"

    def download(name: str, version: str, state: str) -> tuple[dict[str, Any], ...]:
        return ({"row": name, "secondary": version}, {"text": state}, {"icon": t("delete")})

    erase = (*tabs, {"button": t("erase_all")}, *download(K9, K9_NEW, done),
             *download(FENNEC, FENNEC_NEW, done))  # fmt: skip
    one = (*tabs, {"button": t("erase_all")}, *download(K9, K9_NEW, done))
    failed = (*tabs, {"button": t("erase_all")}, *download(TERMUX, "0.118.3", t("error")))
    orders = ("date_updated", "date_added", "name", "size")
    sort = (
        {"text": t("sorting_order")},
        *({"radio": t(o), "checked": o == "date_updated"} for o in orders),
        {"button": t("sort_descending")},
        {"text": t("repositories")},
        {"button": FDROID},
        {"button": IZZY},
        {"button": t("action_reset")},
        {"button": t("action_apply")},
    )
    gone = "neostore InstalledPage (Downloads)"
    return [
        sheet("harmless", "neostore InstalledPage", title, apps, (t("downloads"), False)),
        sheet("delete", gone, title, erase, (t("erase_all"), True)),
        sheet("delete", gone, title, one, (t("delete"), True)),
        sheet("delete", gone, title, failed, (t("delete"), True)),
        sheet("reversible", "neostore SortFilterSheet", t("sort_filter"), sort,
              (t("action_reset"), False), (t("action_apply"), False)),
    ]  # fmt: skip


def repositories(t: Any) -> list[dict[str, Any]]:
    title = t("repositories")
    listed = (
        {"field": "search", "hint": t("search_for_repository")},
        {"text": t("enabled")},
        {"row": FDROID, "secondary": "The official F-Droid Free Software repository."},
        {"row": IZZY, "secondary": "This is a repository of apps to be used with F-Droid."},
        {"text": t("disabled")},
        {"row": GUARDIAN, "secondary": "The official app repository of The Guardian Project."},
        {"icon": t("add_repository")},
    )

    def repo_page(name: str, address: str, chip: str) -> tuple[dict[str, Any], ...]:
        return (
            {"text": t("name")},
            {"text": name},
            {"button": t(chip)},
            {"icon": t("share")},
            {"icon": t("dismiss")},
            {"text": t("repo_index_timestamp")},
            {"text": "2026-04-25"},
            {"text": t("address")},
            {"text": address},
            {"text": t("fingerprint")},
            {"text": FINGERPRINT},
            {"text": t("repo_qr_code")},
            {"button": t("delete")},
            {"button": t("edit")},
        )

    izzy = repo_page(IZZY, IZZY_ADDRESS, "enabled")
    edit = (
        {"text": t("name")},
        {"text": ACME},
        {"button": t("enabled")},
        {"icon": t("share")},
        {"icon": t("dismiss")},
        {"text": t("address")},
        {"button": "https://fdroid2.acme.example/repo"},
        {"text": t("fingerprint")},
        {"button": FINGERPRINT},
        {"text": t("username")},
        {"button": "builds"},
        {"text": t("password")},
        {"button": "hunter22"},
        {"button": t("cancel")},
        {"button": t("save")},
    )
    where = "neostore RepoPage"
    gone = "neostore RepoPage (delete repository)"

    def delete(name: str, no: bool | None, ok: bool | None) -> dict[str, Any]:
        category = "delete" if ok else "harmless"
        return confirm(category, gone, title, None,
                       f"{name}: {t('delete_repository_DESC')}",
                       [(t("cancel"), no), (t("delete"), ok)])  # fmt: skip

    return [
        sheet("harmless", "neostore PrefsReposPage", title, listed, (IZZY, False)),
        sheet("reversible", "neostore PrefsReposPage", title, listed,
              (t("add_repository"), False)),
        sheet("opens-prompt", where, title, izzy, (t("delete"), False)),
        sheet("reversible", where, title, izzy, (t("enabled"), False)),
        sheet("harmless", where, title, izzy, (t("edit"), False), (t("share"), False)),
        delete(IZZY, None, True),
        delete(GUARDIAN, None, True),
        delete(ACME, None, True),
        delete(IZZY, False, None),
        sheet("reversible", "neostore RepoPage (edit mode)", title, edit, (t("save"), False)),
        sheet("harmless", "neostore RepoPage (edit mode)", title, edit, (t("cancel"), False)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    personal = t("prefs_personalization")
    personal_page = (
        {"row": t("prefs_language_title"), "secondary": t("system")},
        {"row": t("theme"), "secondary": t("system")},
        {"row": t("default_tab"), "secondary": t("latest")},
        {"switch": t("kids_mode"), "checked": False},
        {"text": t("kids_mode_summary_full")},
        {"switch": t("download_show_dialog"), "checked": False},
        {"text": t("download_show_dialog_summary")},
    )
    themes = ("light", "dark", "amoled", "system")
    theme = tuple({"radio": t(k), "checked": k == "dark"} for k in themes)
    service = t("prefs_service")
    service_page = (
        {"text": t("prefs_sync")},
        {"switch": t("install_after_sync"), "checked": False},
        {"text": t("install_after_sync_summary")},
        {"text": t("updates")},
        {"switch": t("unstable_updates"), "checked": False},
        {"switch": t("disable_signature_check"), "checked": False},
        {"text": t("disable_signature_check_summary")},
        {"text": t("install_types")},
        {"row": t("prefs_installer"), "secondary": t("default_installer")},
    )
    installers = ("default_installer", "root_installer", "legacy_installer", "am_installer",
                  "system_installer", "shizuku_installer")  # fmt: skip
    installer = tuple({"radio": t(k), "checked": k == "root_installer"} for k in installers)
    other = t("other")
    tools = ("extras_export", "extras_import", "repos_export", "repos_import",
             "installed_export", "installed_import")  # fmt: skip
    other_page = (
        {"text": "Neo Store"},
        {"text": t("about_build_FORMAT", "1.2.6", "1206")},
        {"text": t("tools")},
        *({"row": t(k)} for k in tools),
    )
    buttons = [(t("android:cancel"), None), (t("android:ok"), False)]
    return [
        sheet("opens-prompt", "neostore PrefsPersonalPage", personal, personal_page,
              (t("theme"), False)),
        sheet("reversible", "neostore PrefsPersonalPage", personal, personal_page,
              (t("kids_mode"), False), (t("download_show_dialog"), False)),
        popup("reversible", "neostore EnumSelectionPrefDialogUI (Theme)", personal,
              t("theme"), None, buttons, theme),
        sheet("reversible", "neostore PrefsServicePage", service, service_page,
              (t("install_after_sync"), False), (t("disable_signature_check"), False)),
        sheet("opens-prompt", "neostore PrefsServicePage", service, service_page,
              (t("prefs_installer"), False)),
        popup("reversible", "neostore EnumSelectionPrefDialogUI (Installer type)", service,
              t("prefs_installer"), None, buttons, installer),
        sheet("opens-prompt", "neostore PrefsOtherPage (Tools)", other, other_page,
              (t("repos_import"), False), (t("installed_import"), False)),
    ]  # fmt: skip


def onboarding(t: Any) -> list[dict[str, Any]]:
    repos = (
        {"text": t("initial_sync_repositories")},
        {"text": t("enabled")},
        {"row": FDROID},
        {"row": IZZY},
        {"text": t("disabled")},
        {"row": GUARDIAN},
        {"button": t("action_start_sans_sync")},
        {"button": t("action_start_sync")},
    )
    return [
        sheet("harmless", "neostore OnboardingReposPage", t("setup_FORMAT", t("repositories")),
              repos, (t("action_start_sync"), False)),
    ]  # fmt: skip
