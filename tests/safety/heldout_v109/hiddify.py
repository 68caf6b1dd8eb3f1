"""Hiddify's screens (``app.hiddify.com``, a Flutter proxy and VPN client built on sing-box:
connection profiles added, updated, edited and deleted, the connection started, the app's
options, route rules and per-app proxy selections imported, exported, reset and cleared),
strings from slang's catalogs (``assets/translations/<language>.i18n.json``, a key a path of
nested names) and, for one button, Flutter's ``MaterialLocalizations``
(``material:cancel``). The profile, rule, URL and version written on the screens are the same
in every language.

Read from the code (``lib``): ``core/router/dialog/widgets/confirmation_dialog.dart``
(``ConfirmationDialog``: a title, the message, then Cancel, which answers no, and the
positive button, OK unless the caller names another); ``features/home/widget/home_page.dart``
and ``connection_button.dart`` (Home: "Add profile", the active profile, the connection
button, labelled "Tap to connect" while disconnected, which starts the VPN, and "Quick
setting options"); ``features/profile/widget/profile_tile.dart`` (a profile's menu
(``ProfileActionsMenu``): Update, which downloads the subscription again at once, Share, a
submenu of "URL to clipboard", "Show URL QR" and "JSON to clipboard", Edit, which opens the
profile's page, and Delete, which only opens "Delete profile", whose OK calls
``deleteProfile``); ``features/profile/overview/profiles_page.dart`` (Profiles: "Update
subscriptions", Sort, the profiles and "Add profile");
``features/profile/add/add_profile_modal.dart`` and ``widgets/fix_btns.dart`` (the add sheet:
"Scan QR", Clipboard, which adds the profile whose link is on the clipboard at once, and
Manually, which opens a form of Name, URL, "Disable auto update" and Add, which adds the
profile); ``features/profile/details/profile_details_page.dart`` (a profile's page: Save, the
name, the URL, "Disable auto update" and "Last update");
``core/router/dialog/widgets/experimental_feature_notice.dart`` (asked before connecting with
experimental options on: "Don't show again", Settings, the upper-case Material Cancel and
Connect, which connects); ``core/router/dialog/widgets/new_version_dialog.dart`` ("Update
available": Ignore, Later and "Update now", which opens the release's page in the browser);
``features/settings/overview/settings_page.dart`` (Settings' menu: Import, a submenu of
"Import options from clipboard" and "Import options from file", each only opening "Confirm
import", whose OK rewrites every option (from the clipboard at once); Export, a submenu of
four copies and files; and "Reset options", which calls ``resetOption`` at once, with no
confirmation); ``features/settings/overview/sections/routing_options_page.dart`` (Routing's
menu: "Import rules from clipboard", which replaces every rule at once, "Import rules from
file", which opens a file picker, "Copy rules to clipboard", "Save rules to file" and "Reset
rules", which deletes the rules' file at once; its floating menu: "Create new rule" and
"Predefined rules"); ``features/route_rules/widget/rule_tile.dart`` (a rule's long press
opens "Delete rule", whose Delete calls ``deleteRule``);
``features/route_rules/overview/generic_list_page.dart`` (a rule's list of values, "Clear
list" asking "All items are deleted" with Cancel and OK, which empties the list);
``features/per_app_proxy/overview/per_app_proxy_page.dart`` and ``per_app_proxy_notifier.dart``
(the per-app proxy's menu: Import, a submenu whose "Import selection from clipboard" only
opens "Confirm import" (OK replaces every selection); Export; "Share to all", which only opens
"Improving auto selection", whose Continue opens a prefilled GitHub issue in the browser; and
"Clear all selections", which calls ``clearAll`` at once); ``features/log/overview/
logs_page.dart`` (Logs: Pause, Clear and the filter).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

PROFILE, OTHER, URL = "Work VPN", "Travel", "https://sub.example.net/link/7f3a"
RULE, LAN = "Work domains", "Bypass LAN"
OLD, NEW = "2.5.7", "3.0.1"


def screens(t: Any) -> list[dict[str, Any]]:
    return profiles(t) + settings(t) + routing(t)


def confirm(t: Any, category: str, source: str, behind: str, title: str, message: str,
            cancel: bool | None, ok: bool | None, positive: str = "common.ok",
            ) -> dict[str, Any]:  # fmt: skip
    """``ConfirmationDialog``: Cancel, then the positive button."""
    buttons = [(t("common.cancel"), cancel), (t(positive), ok)]
    return popup(category, f"hiddify {source}", behind, title, message, buttons)


def home(t: Any) -> dict[str, Any]:
    return page("Hiddify", [
        {"icon": t("pages.profiles.add")}, {"text": PROFILE},
        {"button": t("connection.tapToConnect")},
        {"text": t("pages.home.quickSettings")}])  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    where = "hiddify ProfileActionsMenu"
    actions = [t("common.update"), t("common.share"), t("common.edit"), t("common.delete")]
    add = {"title": "Hiddify", "dialog": {}, "items": [
        {"button": t("common.scanQr")}, {"button": t("common.clipboard")},
        {"button": t("common.manually")}]}  # fmt: skip
    manual = {"title": "Hiddify", "dialog": {"title": t("common.manually")}, "items": [
        {"field": t("common.name"), "hint": t("pages.profileDetails.form.nameHint"),
         "text": OTHER},
        {"field": t("common.url"), "hint": t("pages.profileDetails.form.urlHint"), "text": URL},
        {"switch": t("pages.profileDetails.form.disableAutoUpdate")},
        {"button": t("common.add")}]}  # fmt: skip
    details = page(t("pages.profileDetails.title"), [
        {"button": t("common.save")},
        {"field": t("common.name"), "hint": t("pages.profileDetails.form.nameHint"),
         "text": "Work VPN (office)"},
        {"text": t("common.url")}, {"text": URL},
        {"switch": t("pages.profileDetails.form.disableAutoUpdate")},
        {"text": t("pages.profileDetails.lastUpdate")}, {"text": "2025-03-14 09:12"}])  # fmt: skip
    title = t("dialogs.confirmation.profile.delete.title")
    message = t("dialogs.confirmation.profile.delete.msg")
    notice = (
        {"text": t("dialogs.experimentalNotice.msg")},
        {"switch": t("dialogs.experimentalNotice.disable")},
        {"row": t("pages.settings.title")},
    )
    cancel, connect = t("material:cancel").upper(), t("connection.connect")
    version = (
        {"text": t("dialogs.newVersion.msg")},
        {"text": t("dialogs.newVersion.currentVersion") + OLD},
        {"text": t("dialogs.newVersion.newVersion") + NEW},
    )
    updates = [(t("common.ignore"), None), (t("common.later"), None),
               (t("dialogs.newVersion.updateNow"), False)]  # fmt: skip
    return [
        entry("reversible", "hiddify HomePage (ConnectionButton)", home(t),
              [(t("connection.tapToConnect"), False)]),
        entry("harmless", "hiddify HomePage", home(t), [(t("pages.profiles.add"), False)]),
        menu("opens-prompt", f"{where} (Home)", "Hiddify", actions,
             [(t("common.delete"), False)]),
        menu("harmless", f"{where} (Home)", "Hiddify", actions, [(t("common.update"), False)]),
        confirm(t, "delete", "ProfileActionsMenu (Delete profile, Home)", "Hiddify", title,
                message, None, True),
        confirm(t, "harmless", "ProfileActionsMenu (Delete profile, Home)", "Hiddify", title,
                message, False, None),
        confirm(t, "delete", "ProfileActionsMenu (Delete profile, Profiles)",
                t("pages.profiles.title"), title, message, None, True),
        entry("reversible", "hiddify AddProfileModal", add, [(t("common.clipboard"), False)]),
        entry("reversible", "hiddify AddProfileModal (Manually)", manual,
              [(t("common.add"), False)]),
        entry("reversible", "hiddify ProfileDetailsPage", details, [(t("common.save"), False)]),
        entry("reversible", "hiddify ProfileDetailsPage", details,
              [(t("pages.profileDetails.form.disableAutoUpdate"), False)]),
        popup("reversible", "hiddify ExperimentalFeatureNoticeDialog", "Hiddify",
              t("dialogs.experimentalNotice.title"), None,
              [(cancel, None), (connect, False)], notice),
        popup("harmless", "hiddify ExperimentalFeatureNoticeDialog", "Hiddify",
              t("dialogs.experimentalNotice.title"), None,
              [(cancel, False), (connect, None)], notice),
        popup("harmless", "hiddify NewVersionDialog", "Hiddify", t("dialogs.newVersion.title"),
              None, updates, version),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    where = "hiddify SettingsPage (the overflow menu)"
    top = [t("common.import"), t("common.export"), t("pages.settings.options.reset")]
    imports = [t("pages.settings.options.import.clipboard"),
               t("pages.settings.options.import.file")]  # fmt: skip
    kinds = ("anonymousToClipboard", "anonymousToFile", "allToClipboard", "allToFile")
    exports = [t(f"pages.settings.options.export.{k}") for k in kinds]
    behind = t("pages.settings.title")
    title, message = t("common.msg.import.confirm"), t("dialogs.confirmation.settings.import.msg")
    logs = page(t("pages.logs.title"), [
        {"icon": t("common.pause")}, {"icon": t("common.clear")},
        {"field": t("common.filter"), "hint": t("common.filter"), "text": ""},
        {"text": "[INFO] outbound/vless[proxy]: connected"}])  # fmt: skip
    return [
        menu("reset", where, behind, top, [(t("pages.settings.options.reset"), True)]),
        menu("opens-prompt", f"{where} (Import)", behind, imports,
             [(t("pages.settings.options.import.clipboard"), False)]),
        menu("harmless", f"{where} (Export)", behind, exports,
             [(t("pages.settings.options.export.anonymousToClipboard"), False)]),
        confirm(t, "overwrite", "SettingsPage (Confirm import)", behind, title, message,
                None, True),
        confirm(t, "harmless", "SettingsPage (Confirm import)", behind, title, message,
                False, None),
        entry("harmless", "hiddify LogsPage", logs, [(t("common.pause"), False)]),
    ]  # fmt: skip


def routing(t: Any) -> list[dict[str, Any]]:
    where = "hiddify RoutingOptionsPage (the overflow menu)"
    base = "pages.settings.routing.routeRule.options"
    kinds = ("import.clipboard", "import.file", "export.clipboard", "export.file", "reset")
    options = [t(f"{base}.{k}") for k in kinds]
    behind = t("pages.settings.routing.title")
    fab = page(behind, [
        {"text": t("pages.settings.routing.routeRule.rule.outbound.proxy")}, {"text": RULE},
        {"text": t("pages.settings.routing.routeRule.rule.outbound.direct")}, {"text": LAN},
        {"button": t("pages.settings.routing.routeRule.create")},
        {"button": t("pages.settings.routing.predefinedRules.title")}])  # fmt: skip
    rule = "dialogs.confirmation.routeRule.delete"

    def delete_rule(category: str, name: str, cancel: bool | None,
                    ok: bool | None) -> dict[str, Any]:  # fmt: skip
        return confirm(
            t,
            category,
            "RuleTile (Delete rule)",
            behind,
            t(f"{rule}.title"),
            t(f"{rule}.msg", name),
            cancel,
            ok,
            "common.delete",
        )

    lists = "pages.settings.routing.routeRule.genericList"
    tile = "pages.settings.routing.routeRule.rule.tileTitle"

    def clear(category: str, kind: str, cancel: bool | None,
              ok: bool | None) -> dict[str, Any]:  # fmt: skip
        return confirm(
            t,
            category,
            f"GenericListPage (Clear list, {kind})",
            t(f"{tile}.{kind}"),
            t(f"{lists}.clearList"),
            t(f"{lists}.clearListMsg"),
            cancel,
            ok,
        )

    per = "pages.settings.routing.generalOptions.perAppProxy"
    app_menu = [t("common.import"), t("common.export"), t(f"{per}.options.shareToAll"),
                t(f"{per}.options.clearAllSelections")]  # fmt: skip
    app_imports = [t(f"{per}.options.import.clipboard"), t(f"{per}.options.import.file")]
    apps = t(f"{per}.title")
    share = "dialogs.confirmation.perAppProxy.shareOnGithub"
    return [
        menu("delete", where, behind, options, [(t(f"{base}.reset"), True)]),
        menu("overwrite", where, behind, options, [(t(f"{base}.import.clipboard"), True)]),
        menu("opens-prompt", where, behind, options, [(t(f"{base}.import.file"), False)]),
        entry("harmless", "hiddify RoutingOptionsPage (the floating menu)", fab,
              [(t("pages.settings.routing.routeRule.create"), False)]),
        delete_rule("delete", RULE, None, True),
        delete_rule("harmless", RULE, False, None),
        delete_rule("delete", LAN, None, True),
        clear("delete", "domain", None, True),
        clear("harmless", "domain", False, None),
        clear("delete", "package_name", None, True),
        menu("reset", "hiddify PerAppProxyPage (the overflow menu)", apps, app_menu,
             [(t(f"{per}.options.clearAllSelections"), True)]),
        menu("opens-prompt", "hiddify PerAppProxyPage (the overflow menu)", apps, app_menu,
             [(t(f"{per}.options.shareToAll"), False)]),
        menu("opens-prompt", "hiddify PerAppProxyPage (the overflow menu, Import)", apps,
             app_imports, [(t(f"{per}.options.import.clipboard"), False)]),
        confirm(t, "overwrite", "PerAppProxyPage (Confirm import)", apps,
                t("common.msg.import.confirm"), t("dialogs.confirmation.perAppProxy.import.msg"),
                None, True),
        confirm(t, "harmless", "PerAppProxyPage (Confirm import)", apps,
                t("common.msg.import.confirm"), t("dialogs.confirmation.perAppProxy.import.msg"),
                False, None),
        confirm(t, "harmless", "PerAppProxyNotifier (Improving auto selection)", apps,
                t(f"{share}.title"), t(f"{share}.msg"), None, False, "common.kContinue"),
        confirm(t, "harmless", "PerAppProxyNotifier (Improving auto selection)", apps,
                t(f"{share}.title"), t(f"{share}.msg"), False, None, "common.kContinue"),
    ]  # fmt: skip
