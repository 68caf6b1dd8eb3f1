"""FFUpdater's dialog of an app's details (``de.marmaro.krt.ffupdater``), opened from an
installed app's card on the main page and from the list of apps to add: an app installed,
updated, hidden and kept from automatic updates. Strings from
``ffupdater/src/main/res/values*/strings.xml``; the project pages are the same in every
language.

Read from the code (``ffupdater/src/main/java/de/marmaro/krt/ffupdater``):
``dialog/CardviewOptionsDialog.kt`` with ``res/layout/cardview_dialog.xml`` (the app's title,
its project page as a web link, "This app should no longer be used:" for an app at its end of
life, "This app was not installed or updated by FFUpdater. …" for one another installer put
on the device, "Self description:" over the app's description, "Warnings:" over its warnings
where it has any, the switch "Automatic background update", which adds the app to or removes
it from the apps excluded from the background update check at once and is disabled for an app
another installer put on the device, and the buttons Close, which closes the dialog, Hide,
which adds the app to the hidden apps of the settings and closes the dialog, and "Install
latest version", whose ``installLatestUpdate`` opens the installer permission question where
the permission is missing, ``RunningDownloadsDialog`` where a download runs, or else
``DownloadActivity``, which looks up, downloads and installs the app's latest version as soon as
it opens); ``activity/main/MainRecyclerView.kt`` (a card's information button opens the dialog
with every control); ``activity/add/AddAppActivity.kt`` and ``AddRecyclerView.kt`` with
``res/layout/activity_add_app_cardview.xml`` (the page "Add New Application", the apps not yet
installed under their categories, each with an "Add new application" button, which opens the
dialog without the switch and without Hide; the page closes once ``DownloadActivity`` has
been opened); ``app/impl/*.kt`` (each app's title, description, warnings, project page and
download source); ``app/impl/base/InstalledVersionFetcher.kt`` (``wasInstalledByOtherApp``:
an app whose installer of record is another app). The list of apps to add shows the same
"Add new application" button on every row, so no case taps it there; its dialogs are tapped.
"""

from __future__ import annotations

from typing import Any

from ffupdater_main import running_downloads
from screens import rid, window

FIREFOX = (
    "firefox_release__title",
    "https://www.mozilla.org/firefox/browsers/mobile/android/",
    "firefox_release__description",
    "firefox_release__warning",
)
TOR = (
    "tor_browser__title",
    "https://www.torproject.org/download/#android",
    "tor_browser__description",
    None,
)
BRAVE = (
    "brave__title",
    "https://github.com/brave/brave-browser",
    "brave__description",
    "brave__warning",
)
IRONFOX = ("ironfox__title", "https://gitlab.com/ironfox-oss/IronFox", "ironfox__description", None)
FENNEC = (
    "fennecfdroid__title",
    "https://f-droid.org/packages/org.mozilla.fennec_fdroid/",
    "fennecfdroid__description",
    "fennecfdroid__warning",
)
ORBOT = ("orbot__title", "https://github.com/guardianproject/orbot", "orbot__description", None)
"""Each app's title, project page, description and warnings (None: none)."""


def screens(t: Any) -> list[dict[str, Any]]:
    return installed(t) + to_add(t)


class Details:
    """An app's details dialog: its widgets and its controls, by name."""

    def __init__(
        self,
        t: Any,
        app: tuple[str, str, str, str | None],
        switch: bool | None,
        other_installer: bool = False,
    ) -> None:
        title, url, description, warning = app
        self.link = {"link": url, "rid": rid("cardview_dialog__url")}
        self.switch = {
            "switch": t("cardview_dialog__auto_bg_update"),
            "rid": rid("cardview_dialog__auto_bg_updates_switch"),
            "checked": bool(switch),
        }
        self.close = {
            "button": t("cardview_dialog__exit"),
            "rid": rid("cardview_dialog__exit_button"),
        }
        self.hide = {
            "button": t("cardview_dialog__hide"),
            "rid": rid("cardview_dialog__hide_button"),
        }
        self.install = {
            "button": t("cardview_dialog__install"),
            "rid": rid("cardview_dialog__install_button"),
        }
        items: list[dict[str, Any]] = [
            {"text": t(title), "rid": rid("cardview_dialog__title")},
            self.link,
        ]
        if other_installer:
            items.append(
                {
                    "text": t("cardview_dialog__not_installed_by_ffupdater"),
                    "rid": rid("cardview_dialog__not_installed_by_ffupdater_label"),
                }
            )
        items += [
            {"text": t("cardview_dialog__self_description_label")},
            {"text": t(description), "rid": rid("cardview_dialog__description")},
        ]
        if warning:
            items += [
                {
                    "text": t("cardview_dialog__warnings_label"),
                    "rid": rid("cardview_dialog__warnings_label"),
                },
                {"text": t(warning), "rid": rid("cardview_dialog__warnings")},
            ]
        # From the main page the dialog has the switch and Hide; from the list of apps to add
        # it has neither.
        items += [self.switch] if switch is not None else []
        items += [self.close, *([self.hide] if switch is not None else []), self.install]
        self.items = items


def installed(t: Any) -> list[dict[str, Any]]:
    behind = t("app_name")
    firefox = Details(t, FIREFOX, True)
    tor = Details(t, TOR, True)
    brave = Details(t, BRAVE, False, other_installer=True)
    where = "ffupdater CardviewOptionsDialog (main page"
    return [
        window(
            "install",
            f"{where}, Firefox)",
            behind,
            firefox.items,
            [(firefox.close, False), (firefox.install, True)],
        ),
        window("reversible", f"{where}, Firefox)", behind, firefox.items, [(firefox.hide, False)]),
        window(
            "reversible", f"{where}, Firefox)", behind, firefox.items, [(firefox.switch, False)]
        ),
        window("harmless", f"{where}, Firefox)", behind, firefox.items, [(firefox.link, False)]),
        window(
            "install",
            f"{where}, Tor Browser)",
            behind,
            tor.items,
            [(tor.close, False), (tor.install, True)],
        ),
        window(
            "install",
            f"{where}, Brave, other installer)",
            behind,
            brave.items,
            [(brave.close, False), (brave.install, True)],
        ),
        window(
            "reversible",
            f"{where}, Brave, other installer)",
            behind,
            brave.items,
            [(brave.hide, False)],
        ),
    ]


def to_add(t: Any) -> list[dict[str, Any]]:
    behind = t("add_app_activity__label")
    ironfox, fennec, orbot = (Details(t, app, None) for app in (IRONFOX, FENNEC, ORBOT))
    where = "ffupdater CardviewOptionsDialog (Add New Application"
    return [
        window(
            "install",
            f"{where}, IronFox)",
            behind,
            ironfox.items,
            [(ironfox.close, False), (ironfox.install, True)],
        ),
        window(
            "install",
            f"{where}, Fennec F-Droid)",
            behind,
            fennec.items,
            [(fennec.close, False), (fennec.install, True)],
        ),
        window(
            "install",
            f"{where}, Orbot)",
            behind,
            orbot.items,
            [(orbot.close, False), (orbot.install, True)],
        ),
        window("harmless", f"{where}, Orbot)", behind, orbot.items, [(orbot.link, False)]),
        running_downloads(t, "Add New Application", behind),
    ]
