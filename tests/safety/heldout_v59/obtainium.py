"""Obtainium's screens (``dev.imranr.obtainium``, which tracks apps' releases at their
sources and downloads and installs them), strings from ``t(name)`` (``tr`` and ``plural``
of ``easy_localization``, read from ``assets/translations/<language>.json``).

Read from the code (``lib``): ``pages/app.dart`` (an app's page: its name and author, the
main button, Install for an app not installed and Update for one with a newer release,
which has ``downloadAndInstallLatestApps`` download the APK and install it, and the icons
"Additional options", Settings, which opens the system's page for the app, More, which opens
``AppInfoDialog``, "Mark updated", which only opens "App already up to date?", "Reset install
status", which clears the recorded version, and Remove, which only opens "Remove app?";
``showMarkUpdatedDialog``: No, and "Yes, mark updated", which records the latest version as
installed); ``providers/apps_provider_lifecycle.dart`` (``removeAppsWithModal``: "Remove
app?" or "Remove apps?", for an installed app the switches "Remove from Obtainium" (on) and
"Uninstall from device" (off), which only set what Continue does, Cancel, and Continue,
which deletes the apps' entries, settings and downloaded files from Obtainium's store,
``removeApps``); ``pages/apps.dart`` (the apps list: "Install/update apps" with Update, which
only opens ``_BulkUpdateDialog``, the filter and settings icons and the search field; the
selection's sheet: Remove, which opens "Remove apps?", Categorize, "Pin to top", which is
undone by "Unpin from top", "Install/update selected apps", which opens ``_BulkUpdateDialog``,
"Share selected app URLs" and "Share app config links", which open the share sheet, "Share -
Obtainium export", "Download release asset" and "Mark selected apps as updated", which only
opens "Mark 3 selected apps as updated?" with No and Yes, which records the versions;
``_BulkUpdateDialog``: "Change 3 apps", Select all, the apps with updates checked, Cancel,
and Continue, which downloads and installs the checked apps);
``components/category_editor.dart`` (``_delete``: "Delete categories?", No, and Yes, which
deletes the category); ``components/ui_widgets.dart`` (``showConfirmDialog``: No before the
confirming button); ``components/app_detail_widgets.dart`` (``AppFilePicker``, shown by
``providers/apps_provider_install.dart`` while installing: "Pick an APK", the APKs as radio
buttons, Cancel, and Continue, which installs the picked APK); ``pages/import_export.dart``
(Obtainium import, which opens the system's file picker, "Pick export directory", Obtainium
export, which writes an export file, and "Import from URL list", which opens a dialog);
``pages/settings.dart`` (the logs page: its toolbar's filter, Share, which opens the share
sheet, and Remove, which only opens ``_clearLogs``: "App logs" with the message "Remove from
Obtainium", Cancel, and Continue, which clears the logs).
Every dialog is a Flutter ``AlertDialog``; the cancelling button comes first.
"""

from __future__ import annotations

from typing import Any

from screens import entry, flutter_dialog, menu, page

APP, AUTHOR, OTHER, THIRD = "Fennec", "mozilla", "Organic Maps", "Syncthing"
APKS = ["fennec-arm64-v8a.apk", "fennec-armeabi-v7a.apk"]
CATEGORY = "Browsers"
LOGS = ["Checking for updates", "Fennec: update available"]


def screens(t: Any) -> list[dict[str, Any]]:
    return app_page(t) + remove(t) + marks(t) + apps_list(t) + others(t)


def lower_if_english(t: Any, text: str) -> str:
    """``lowerCaseIfEnglish``: only the English words are put in lower case."""
    return text.lower() if getattr(t, "lang", "en") == "en" else text


def icons(t: Any, *names: str) -> list[dict[str, Any]]:
    return [{"icon": t(name)} for name in names]


def app_page(t: Any) -> list[dict[str, Any]]:
    head = [{"text": APP}, {"text": t("byX", AUTHOR)}]
    update = page(APP, [*head, {"button": t("update")},
                        *icons(t, "additionalOptions", "settings", "more", "markUpdated",
                               "remove")])  # fmt: skip
    install = page(OTHER, [{"text": OTHER}, {"text": t("byX", "organicmaps")},
                           {"button": t("install")},
                           *icons(t, "additionalOptions", "more", "remove")])  # fmt: skip
    current = page(THIRD, [{"text": THIRD}, {"text": t("byX", "syncthing")},
                           *icons(t, "additionalOptions", "settings", "more",
                                  "resetInstallStatus", "remove")])  # fmt: skip
    where = "obtainium AppPage (an app with a newer release)"
    return [
        entry("install", where, update, [(t("update"), True)]),
        entry("opens-prompt", where, update, [(t("remove"), False)]),
        entry("opens-prompt", where, update, [(t("markUpdated"), False)]),
        entry("harmless", where, update, [(t("more"), False), (t("settings"), False)]),
        entry("install", "obtainium AppPage (an app not installed)", install,
              [(t("install"), True)]),
        entry("reversible", "obtainium AppPage (a version detected otherwise)", current,
              [(t("resetInstallStatus"), False)]),
    ]  # fmt: skip


def remove(t: Any) -> list[dict[str, Any]]:
    switches = ({"switch": t("removeFromObtainium")}, {"switch": t("uninstallFromDevice")})
    buttons = [(t("cancel"), False), (t("continue"), True)]
    where = "obtainium AppsProvider.removeAppsWithModal"
    return [
        flutter_dialog("delete", f"{where} (an installed app)", APP, t("removeAppQuestion#1"),
                       None, buttons, switches),
        flutter_dialog("harmless", f"{where} (an installed app)", APP,
                       t("removeAppQuestion#1"), None, [(t("cancel"), None),
                       (t("continue"), None)], switches,
                       taps=((t("uninstallFromDevice"), False),)),
        flutter_dialog("delete", f"{where} (a track-only app)", OTHER,
                       t("removeAppQuestion#1"), None, buttons),
        flutter_dialog("delete", f"{where} (three selected apps)", t("appsString"),
                       t("removeAppQuestion#3"), None, buttons),
    ]  # fmt: skip


def marks(t: Any) -> list[dict[str, Any]]:
    yes_no = [(t("no"), False), (t("yesMarkUpdated"), False)]
    mass = t("markXSelectedAppsAsUpdated", 3)
    return [
        flutter_dialog("reversible", "obtainium AppPage.showMarkUpdatedDialog", APP,
                       t("alreadyUpToDateQuestion"), None, yes_no),
        flutter_dialog("reversible", "obtainium AppsPage.showMassMarkDialog",
                       t("appsString"), mass, t("onlyWorksWithNonVersionDetectApps"),
                       [(t("no"), None), (t("yes"), False)]),
        flutter_dialog("harmless", "obtainium AppsPage.showMassMarkDialog",
                       t("appsString"), mass, t("onlyWorksWithNonVersionDetectApps"),
                       [(t("no"), False), (t("yes"), None)]),
    ]  # fmt: skip


def apps_list(t: Any) -> list[dict[str, Any]]:
    title = t("appsString")
    listing = page(title, [
        {"field": "search", "hint": t("search")}, *icons(t, "filterApps", "settings"),
        {"text": t("installUpdateApps")}, {"button": t("update")},
        {"list": [{"text": APP}, {"text": OTHER}, {"text": THIRD}]}])  # fmt: skip
    sheet = [t("remove"), t("categorize"), t("pinToTop"), t("installUpdateSelectedApps"),
             t("shareSelectedAppURLs"), t("shareAppConfigLinks"),
             f"{t('share')} - {t('obtainiumExport')}",
             t("downloadX", lower_if_english(t, t("releaseAsset"))),
             t("markSelectedAppsUpdated")]  # fmt: skip
    where = "obtainium AppsPage (the selection's sheet)"
    rows = (
        {"button": t("selectAll")},
        {"text": t("updates")},
        {"switch": APP},
        {"switch": THIRD},
        {"text": t("nonInstalledApps")},
        {"switch": OTHER},
    )
    bulk = t("changeX", t("apps#3").lower())
    return [
        entry("opens-prompt", "obtainium AppsPage (the update banner)", listing,
              [(t("update"), False)]),
        menu("opens-prompt", where, title, sheet,
             [(t("remove"), False), (t("installUpdateSelectedApps"), False)]),
        menu("harmless", where, title, sheet, [(t("shareSelectedAppURLs"), False)]),
        menu("reversible", where, title, sheet, [(t("pinToTop"), False)]),
        menu("opens-prompt", where, title, sheet, [(t("markSelectedAppsUpdated"), False)]),
        flutter_dialog("install", "obtainium AppsPage._BulkUpdateDialog", title, bulk, None,
                       [(t("cancel"), None), (t("continue"), True)], rows),
        flutter_dialog("harmless", "obtainium AppsPage._BulkUpdateDialog", title, bulk, None,
                       [(t("cancel"), False), (t("continue"), None)], rows,
                       taps=((OTHER, False),)),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    yes_no = [(t("no"), False), (t("yes"), True)]
    radios = tuple({"switch": apk} for apk in APKS)
    exchange = page(t("importExport"), [
        {"button": t("obtainiumImport")}, {"button": t("importFromURLList")},
        {"button": t("pickExportDir")}, {"button": t("obtainiumExport")}])  # fmt: skip
    logs = page(
        t("appLogs"), [*({"text": line} for line in LOGS), *icons(t, "filter", "share", "remove")]
    )
    return [
        entry("opens-prompt", "obtainium LogsPage (the toolbar)", logs, [(t("remove"), False)]),
        entry("harmless", "obtainium LogsPage (the toolbar)", logs, [(t("share"), False)]),
        flutter_dialog("delete", "obtainium LogsPage._clearLogs", t("appLogs"), t("appLogs"),
                       t("removeFromObtainium"), [(t("cancel"), False), (t("continue"), True)]),
        flutter_dialog("delete", "obtainium CategoryEditor._delete", CATEGORY,
                       t("deleteCategoriesQuestion"), t("categoryDeleteWarning"), yes_no),
        flutter_dialog("install", "obtainium AppFilePicker (installing an app)", APP,
                       t("pickAnAPK"), None, [(t("cancel"), False), (t("continue"), True)],
                       radios),
        entry("harmless", "obtainium ImportExportPage", exchange,
              [(t("obtainiumImport"), False), (t("importFromURLList"), False),
               (t("obtainiumExport"), False)]),
    ]  # fmt: skip
