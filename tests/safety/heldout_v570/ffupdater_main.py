"""FFUpdater's main page, its menus and dialogs, and its notifications
(``de.marmaro.krt.ffupdater``): the installed browsers' cards, an update downloaded and
installed from a card, all updates downloaded at once, the about box, the installer
permission and the running downloads questions, the notifications that install an update.
Strings from ``ffupdater/src/main/res/values*/strings.xml``; the version numbers on the
screens are the same in every language.

Read from the code (``ffupdater/src/main/java/de/marmaro/krt/ffupdater``):
``activity/main/MainActivity.kt`` with ``res/layout/activity_main.xml`` and ``res/menu/menu.xml``
(the toolbar titled "FFUpdater": "Install app", which opens ``AddAppActivity``, and Settings,
shown as icons; the overflow's "Update all apps", which opens the "Update all apps" question,
or the installer permission question where the permission is missing, and "About FFUpdater",
which opens the about box with its OK; the "Update all apps" question's "Update apps" calls
``UpdateAllAppsWorker.start`` and Abort closes it; ``installOrDownloadApp``, which a card's
download button calls: the installer permission question where the permission is missing,
``RunningDownloadsDialog`` where a download runs, or else ``DownloadActivity``, which looks up,
downloads and installs the update as soon as it opens); ``activity/main/MainRecyclerView.kt``
with ``res/layout/activity_main_cardview.xml`` (a card per installed app, sorted with the apps
that have an update first, then those whose check failed, then the rest, each group by title:
its title, the information button, "Installed: …", "Available: …" or, where the check failed,
the error's underlined words, which open the crash report, and the download button, shown only
where an update is available; the version's age the platform words after "Available" is left
off); ``dialog/RequestInstallationPermissionDialog.kt`` ("Installer permission": Abort, and
"Grant permission", which opens the system's page for installing unknown apps);
``dialog/RunningDownloadsDialog.kt`` ("Running downloads": "No, don't download it", and Yes,
which opens ``DownloadActivity``); ``background/UpdateAllAppsWorker.kt`` (it checks and
downloads every update in the background and installs nothing; its last notification opens
``UpdateAllActivity``); ``activity/updateall/UpdateAllActivity.kt`` (it installs every
downloaded update as soon as it opens); ``notification/NotificationBuilder.kt`` (an update's
notification opens ``DownloadActivity``; the "Update all apps" feature's notifications are
written in English in the code; the unreliable background check's opens the system's question
to ignore battery optimisation).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, alert, icon, menu, on, page, rid

FIREFOX = ("firefox_release__title", "139.0.4", "140.0.1")
TOR = ("tor_browser__title", "14.5.3", "14.5.4")
ICERAVEN = ("iceraven__title", "2.31.0", "2.31.0")
BRAVE = ("brave__title", "1.79.123", "1.79.123")
SELF = ("app_name", "81.0.0", "81.0.0")
INSTALLED = (FIREFOX, TOR, ICERAVEN, BRAVE, SELF)
"""The installed apps FFUpdater shows: the title's name, the installed and the latest
version."""
ALL_UPDATES = ("=Update for all apps are downloaded", "=Click here to install all updates")
"""The "Update all apps" feature's last notification, written in English in the code."""


def screens(t: Any) -> list[dict[str, Any]]:
    return main_page(t) + main_dialogs(t) + notifications(t)


def _card(t: Any, app: tuple[str, str, str], update: bool, error: str | None) -> list[dict]:
    title, installed, latest = app
    items: list[dict[str, Any]] = [
        {"text": t(title), "rid": rid("appTitle")},
        icon(t("app_card__information_about_the_app"), "info_button"),
        {"text": t("installed_version", installed), "rid": rid("appInstalledVersion")},
    ]
    items.append({"link": t(error)} if error else {"text": t("available_version", latest)})
    if update:
        items.append(icon(t("app_card__download_the_app"), "appDownloadButton"))
    return items


def _main(
    t: Any, update: tuple[str, str, str] | None = None, failed: tuple[str, str, str] | None = None
) -> dict[str, Any]:
    """The main page with an update for ``update`` and a failed check for ``failed``,
    sorted as ``sortApps`` sorts the cards."""
    rest = sorted((a for a in INSTALLED if a not in (update, failed)), key=lambda a: t(a[0]))
    order = [*([update] if update else []), *([failed] if failed else []), *rest]
    cards = [
        item
        for app in order
        for item in _card(
            t,
            app,
            app == update,
            "main_activity__temporary_network_issue" if app == failed else None,
        )
    ]
    toolbar = [
        icon(t("main_activity_menu__install_app__label"), "main_view_toolbar__add_app"),
        icon(t("settings_activity__label"), "main_view_toolbar__settings"),
    ]
    return page(t("app_name"), [*toolbar, {"list": cards}])


def main_page(t: Any) -> list[dict[str, Any]]:
    firefox, tor, failed = _main(t, FIREFOX), _main(t, TOR), _main(t, None, ICERAVEN)
    download = icon(t("app_card__download_the_app"), "appDownloadButton")
    add = icon(t("main_activity_menu__install_app__label"), "main_view_toolbar__add_app")
    settings = icon(t("settings_activity__label"), "main_view_toolbar__settings")
    error = {"link": t("main_activity__temporary_network_issue")}
    rows = [t("main_activity_menu__update_all_apps__label"), t("action_about_title")]
    where = "ffupdater MainActivity (overflow)"
    return [
        on("install", "ffupdater MainActivity (Firefox update)", firefox, [(download, True)]),
        on("install", "ffupdater MainActivity (Tor Browser update)", tor, [(download, True)]),
        on("harmless", "ffupdater MainActivity (Firefox update)", firefox, [(add, False)]),
        on("harmless", "ffupdater MainActivity (Firefox update)", firefox, [(settings, False)]),
        on("harmless", "ffupdater MainActivity (Iceraven check failed)", failed, [(error, False)]),
        menu("opens-prompt", where, t("app_name"), rows, [(rows[0], False)]),
        menu("opens-prompt", where, t("app_name"), rows, [(rows[1], False)]),
    ]


def main_dialogs(t: Any) -> list[dict[str, Any]]:
    behind = t("app_name")
    about = ("ffupdater MainActivity (about)", behind, t("action_about_title"), t("infobox", "/"))

    def update_all(category: str, confirm: bool | None, abort: bool | None) -> dict[str, Any]:
        return alert(
            category,
            "ffupdater MainActivity (update all apps)",
            behind,
            t("main_activity__update_all_apps_dialog__title"),
            t("main_activity__update_all_apps_dialog__message"),
            [
                (t("main_activity__update_all_apps_dialog__abort"), NEGATIVE, abort),
                (t("main_activity__update_all_apps_dialog__confirm"), POSITIVE, confirm),
            ],
        )

    def permission(grant: bool | None, abort: bool | None) -> dict[str, Any]:
        return alert(
            "harmless",
            "ffupdater RequestInstallationPermissionDialog (main page)",
            behind,
            t("request_installation_permission_dialog__title"),
            t("request_installation_permission_dialog__message"),
            [
                (t("request_installation_permission_dialog__abort"), NEGATIVE, abort),
                (t("request_installation_permission_dialog__grant_permission"), POSITIVE, grant),
            ],
        )

    return [
        alert("harmless", *about, [(t("ok"), NEUTRAL, False)]),
        update_all("harmless", False, None),
        update_all("harmless", None, False),
        permission(False, None),
        permission(None, False),
        running_downloads(t, "main page", behind),
    ]


def running_downloads(t: Any, where: str, behind: str) -> dict[str, Any]:
    """``RunningDownloadsDialog`` over ``behind``: its Yes opens ``DownloadActivity``, its
    negative button closes it."""
    return alert(
        "install",
        f"ffupdater RunningDownloadsDialog ({where})",
        behind,
        t("running_downloads_dialog__title"),
        t("running_downloads_dialog__message"),
        [
            (t("running_downloads_dialog__negative"), NEGATIVE, False),
            (t("running_downloads_dialog__yes"), POSITIVE, True),
        ],
    )


def notifications(t: Any) -> list[dict[str, Any]]:
    def update(app: tuple[str, str, str]) -> dict[str, Any]:
        title = t("update_notification__title", t(app[0]))
        return {"row": title, "secondary": t("update_notification__text")}

    firefox, tor = update(FIREFOX), update(TOR)
    all_done = {"row": t(ALL_UPDATES[0]), "secondary": t(ALL_UPDATES[1])}
    unreliable = {
        "row": t("notification__bg_update_check__unreliable_execution__title"),
        "secondary": t("notification__bg_update_check__unreliable_execution__text"),
    }
    updates = page(t("app_name"), [firefox, tor])
    where = "ffupdater NotificationBuilder"
    return [
        on("install", f"{where} (update available)", updates, [(firefox, True)]),
        on("install", f"{where} (update available)", updates, [(tor, True)]),
        on(
            "install",
            f"{where} (all updates downloaded)",
            page(t("app_name"), [all_done]),
            [(all_done, True)],
        ),
        on(
            "opens-prompt",
            f"{where} (background check unreliable)",
            page(t("app_name"), [unreliable]),
            [(unreliable, False)],
        ),
    ]
