"""Hail's screens (``com.aistra.hail``, an app freezer: apps frozen and unfrozen through a
working mode (root, Shizuku, Dhizuku, device owner...), gathered on Home under tags,
uninstalled and reinstalled, a root shell run), strings from
``app/src/main/res/values*/strings.xml``. The apps, their packages and the tags are the same
in every language.

Read from the code (``app/src/main/kotlin/com/aistra/hail``): ``ui/main/MainActivity.kt`` and
``res/layout/app_bar_main.xml`` (the toolbar, the bottom navigation's Home, Apps, Settings and
About, the label-less ``fab``; ``ownerRemoveDialog``: "Remove Device Owner" with Cancel and
Continue, which calls ``HPolicy.removeDeviceOwner``); ``ui/home/PagerFragment.kt``,
``res/menu/menu_home.xml``, ``res/layout/item_home.xml`` and ``res/values/arrays.xml`` (Home:
the tag tabs, the apps' ``app_name`` labels; the ``fab`` freezes the tab's apps that are not
whitelisted; the overflow's "Freeze visible", "Unfreeze visible", "Freeze all", "Unfreeze all",
"Freeze non-whitelisted", "Import app" and "Export to Clipboard"; a long press on an app opens
``home_action_entries`` filtered by its state (Launch, Freeze, "Deferred task", Pin, "Add to
Whitelist", "Set tag", "Add to Home screen", "Export to Clipboard", "Remove from Home") with
"App info" and Cancel; "Deferred task" lists the ``deferred_task_values`` minutes, each
scheduling the freeze with an Undo; "Set tag" opens the tags' checklist with "Add tag",
Cancel and OK; a long press on a tag's tab opens "Set tag" with the ``edit_text`` field
(hint Tag) to rename it, and "Remove tag", which drops the tag from every app, taking off Home
the apps it was the only tag of, with no undo; the multiselect icon "Tap to multiselect" and
the selection's dialog "Selected: N" (Freeze, Unfreeze, "Set tag", "Export to Clipboard",
"Remove from Home", "Unfreeze and Remove from Home", with "Select all" and Deselect));
``ui/apps/AppsFragment.kt``, ``AppsAdapter.kt``, ``res/menu/menu_apps.xml`` and
``menu_apps_action.xml`` (Apps: Search, the Filter submenu's User, System, Frozen and
Unfrozen, System only opening the warning "Freezing or uninstalling system applications may
cause the device to bootloop…" with Cancel and Continue; an app's context menu, headed by its
name: "App info", "Export to Clipboard", "Extract APK", Uninstall and Reinstall; Uninstall in
a working mode opens ``showUninstallDialog``, the app's name, "Do you want to uninstall this
app?", Cancel and OK, which calls ``AppManager.uninstallApp``; Reinstall calls
``AppManager.reinstallApp`` at once, an apps list that holds the apps uninstalled for the user
(``MATCH_UNINSTALLED_PACKAGES``)); ``app/AppManager.kt`` and ``utils/HShell.kt`` (uninstalling
runs ``pm uninstall``, or ``pm uninstall --user current`` for a system app; reinstalling runs
``pm install-existing --user current``); ``ui/settings/SettingsFragment.kt`` and
``res/menu/menu_settings.xml`` (the Compose settings: "Working mode", "Biometric login",
Customize...; the toolbar's Terminal icon in a root or Shizuku mode, which opens "Terminal",
a ``edit_text`` field (hint Command), Cancel and OK, which runs the command in that shell;
"Remove Device Owner" in a device owner mode, which opens ``ownerRemoveDialog``; Help).
"""

from __future__ import annotations

from typing import Any

from screens import alert, context, entry, menu, page

ID = "com.aistra.hail:id/"
APP, SYSTEM, OTHERS = "Telegram", "YouTube", ["Signal", "Firefox"]
TAGS = ["Social", "Games"]
COMMAND = "pm clear org.telegram.messenger"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + apps(t) + settings(t)


def nav(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t(k), "rid": f"{ID}nav_{k.split('_')[1]}"}
            for k in ("title_home", "title_apps", "title_settings", "title_about")]  # fmt: skip


def home_page(t: Any) -> dict[str, Any]:
    return page(t("app_name"), [
        {"icon": t("action_search"), "rid": f"{ID}action_search"},
        {"icon": t("tap_to_select"), "rid": f"{ID}action_multiselect"},
        *({"tab": name} for name in [t("label_default"), *TAGS]),
        *({"text": name, "rid": f"{ID}app_name"} for name in [APP, *OTHERS]),
        {"id": "fab"}, *nav(t)])  # fmt: skip


def home(t: Any) -> list[dict[str, Any]]:
    behind = t("app_name")
    where = "hail PagerFragment"
    rows = ["action_launch", "action_freeze", "action_deferred_task", "action_pin",
            "action_whitelist", "action_tag_set", "action_add_pin_shortcut",
            "action_export_clipboard", "action_remove_home"]  # fmt: skip
    actions = tuple({"row": t(r)} for r in rows)
    cancel = (t("android:cancel"), None)

    def held(category: str, tap: str) -> dict[str, Any]:
        info = (t("action_details"), None)
        return alert(category, f"{where} (onItemLongClick)", behind, APP, None, cancel, None,
                     info, items=actions, taps=((t(tap), False),))  # fmt: skip

    minutes = tuple({"row": t(f"deferred_task_entry#{n}")} for n in (10, 15, 30, 45, 60, 90, 120))
    overflow = ["action_freeze_current", "action_unfreeze_current", "action_freeze_all",
                "action_unfreeze_all", "action_freeze_non_whitelisted", "action_import_app",
                "action_export_clipboard"]  # fmt: skip
    chosen = ["action_freeze", "action_unfreeze", "action_tag_set", "action_export_clipboard",
              "action_remove_home", "action_unfreeze_remove_home"]  # fmt: skip
    selected = t("msg_selected", 3)
    select = tuple({"row": t(r)} for r in chosen)
    renaming = f"{where} (showTagDialog, a tag's tab held)"
    field = ({"field": f"{ID}edit_text", "hint": t("tag"), "text": TAGS[0]},)
    rename = (t("action_tag_set"), None, (t("android:cancel"), None), (t("android:ok"), None))
    checks = tuple({"switch": name} for name in [t("label_default"), *TAGS])
    tagging = f"{where} (tagDialog)"
    multi = f"{where} (onMultiSelect)"
    return [
        entry("reversible", f"{where} (fab)", home_page(t), [("fab", False)]),
        held("reversible", "action_freeze"),
        held("reversible", "action_remove_home"),
        held("opens-prompt", "action_tag_set"),
        alert("harmless", f"{where} (onItemLongClick)", behind, APP, None,
              (t("android:cancel"), False), None, (t("action_details"), None), items=actions),
        alert("harmless", f"{where} (onItemLongClick)", behind, APP, None, cancel, None,
              (t("action_details"), False), items=actions),
        alert("reversible", f"{where} (Deferred task)", behind, t("action_deferred_task"), None,
              cancel, None, items=minutes, taps=((t("deferred_task_entry#30"), False),)),
        menu("reversible", f"{where} (menu_home overflow)", behind,
             [t(r) for r in overflow], [(t("action_freeze_all"), False)]),
        alert("reversible", multi, selected, selected, None, (t("action_deselect"), None), None,
              (t("action_select_all"), None), items=select,
              taps=((t("action_unfreeze_remove_home"), False),)),
        alert("harmless", multi, selected, selected, None, (t("action_deselect"), False), None,
              (t("action_select_all"), None), items=select),
        alert("delete", renaming, behind, *rename, (t("action_tag_remove"), True), items=field),
        alert("reversible", renaming, behind, rename[0], None, (t("android:cancel"), None),
              (t("android:ok"), False), (t("action_tag_remove"), None), items=field),
        alert("harmless", renaming, behind, rename[0], None, (t("android:cancel"), False),
              (t("android:ok"), None), (t("action_tag_remove"), None), items=field),
        alert("opens-prompt", tagging, behind, t("action_tag_set"), None, cancel,
              (t("android:ok"), None), (t("action_tag_add"), False), items=checks),
    ]  # fmt: skip


def apps(t: Any) -> list[dict[str, Any]]:
    behind = t("title_apps")
    where = "hail AppsFragment"
    rows = [t(r) for r in ("action_details", "action_export_clipboard", "action_extract_apk",
                           "action_uninstall", "action_reinstall")]  # fmt: skip
    filters = [t(r) for r in ("filter_user_apps", "filter_system_apps", "filter_frozen_apps",
                              "filter_unfrozen_apps")]  # fmt: skip
    warning = f"{where} (System filter)"
    asking = f"{where} (showUninstallDialog"
    ok, cancel = t("android:ok"), t("android:cancel")
    return [
        menu("opens-prompt", f"{where} (Filter submenu)", behind, filters,
             [(t("filter_system_apps"), False)]),
        alert("reversible", warning, behind, None, t("freeze_system_app"), (cancel, None),
              (t("action_continue"), False)),
        alert("harmless", warning, behind, None, t("freeze_system_app"), (cancel, False),
              (t("action_continue"), None)),
        context("opens-prompt", f"{where} (context menu, an installed app)", behind, APP, rows,
                [(t("action_uninstall"), False)]),
        alert("uninstall", f"{asking}, a user app)", behind, APP, t("msg_uninstall"),
              (cancel, None), (ok, True)),
        alert("harmless", f"{asking}, a user app)", behind, APP, t("msg_uninstall"),
              (cancel, False), (ok, None)),
        alert("uninstall", f"{asking}, a system app)", behind, SYSTEM, t("msg_uninstall"),
              (cancel, None), (ok, True)),
        context("install", f"{where} (context menu, an app uninstalled for the user)", behind,
                SYSTEM, rows, [(t("action_reinstall"), True)]),
    ]  # fmt: skip


def settings_page(t: Any, tool: str) -> dict[str, Any]:
    mode = "mode_owner_hide" if tool == "title_remove_owner" else "mode_su_disable"
    rid = "action_remove_owner" if tool == "title_remove_owner" else "action_terminal"
    return page(t("title_settings"), [
        {"icon": t(tool), "rid": f"{ID}{rid}"},
        {"icon": t("action_help"), "rid": f"{ID}action_help"},
        {"row": t("working_mode"), "secondary": t(mode)}, {"switch": t("action_biometric")},
        {"text": t("title_customize")},
        {"row": t("app_theme"), "secondary": t("follow_system")},
        {"row": t("icon_pack"), "secondary": t("action_none")},
        {"switch": t("grayscale_icon")}, {"switch": t("compact_icon")},
        {"switch": t("synthesize_adaptive_icons")}, *nav(t)])  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    behind = t("title_settings")
    where = "hail SettingsFragment"
    owner = "hail MainActivity (ownerRemoveDialog)"
    removing = (t("title_remove_owner"), t("msg_remove_owner"))
    terminal = f"{where} (showTerminalDialog)"
    field = ({"field": f"{ID}edit_text", "hint": t("command"), "text": COMMAND},)
    cancel, ok, go = t("android:cancel"), t("android:ok"), t("action_continue")
    return [
        entry("opens-prompt", f"{where} (device owner mode)",
              settings_page(t, "title_remove_owner"), [(t("title_remove_owner"), False)]),
        alert("revoke", owner, behind, *removing, (cancel, None), (go, True)),
        alert("harmless", owner, behind, *removing, (cancel, False), (go, None)),
        entry("reversible", f"{where} (device owner mode)",
              settings_page(t, "title_remove_owner"), [(t("action_biometric"), False)]),
        entry("opens-prompt", f"{where} (root mode)", settings_page(t, "action_terminal"),
              [(t("action_terminal"), False)]),
        alert("clear-data", terminal, behind, t("action_terminal"), None, (cancel, None),
              (ok, True), items=field),
        alert("harmless", terminal, behind, t("action_terminal"), None, (cancel, False),
              (ok, None), items=field),
    ]  # fmt: skip
