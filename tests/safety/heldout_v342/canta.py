"""Canta's screens (``io.github.samolego.canta``, an app that uninstalls system and user apps
through Shizuku without root: apps picked from the installed list and uninstalled, system apps
reset to their factory version first, uninstalled system apps reinstalled, presets of apps
created, edited, shared through the clipboard, imported, applied and deleted, the settings).
Strings from ``app/src/main/res/values*/strings.xml``. App names, package names, preset names,
typed texts and the labels the code writes in English (the top bar's "Search", "Filter" and
"More options", the tabs' "INSTALLED" and "UNINSTALLED", the filters, the badges, "Take
action" and the presets button's "More actions" and "Top click") are the same in every
language.

Read from the code (``app/src/main/java/io/github/samolego/canta``): ``MainActivity.kt``
(``uninstallApp``: the package uninstalled through Shizuku's package installer, a system app
with ``DELETE_SYSTEM_APP`` for the user, its updates uninstalled first when "Reset to factory
version" is ticked, a user app with ``DELETE_ALL_USERS``; no ``DELETE_KEEP_DATA``, so the
app's data goes with it; ``reinstallApp``: ``installExistingPackage``, which puts a system
app uninstalled for the user back, as shipped); ``ui/CantaApp.kt`` (the main page: the
"INSTALLED" and "UNINSTALLED" tabs, the list, the floating button shown once an app is
selected, "Uninstall" on the installed tab, which opens the confirmation while "Confirm
uninstallations" is on (its default, ``AppSettingsSerializer.kt``), "ReInstall" on the
uninstalled tab, which reinstalls the selected apps at once; the Shizuku dialog first where
Canta is not authorized; the success dialog after; in a preset's edit mode the Save button,
``PresetEditFAB.kt``, which sets the preset's apps to the selected ones);
``ui/dialog/UninstallDialog.kt`` ("Are you sure to uninstall %1$s apps?", the "Reset to factory
version" checkbox row where a selected app is an updated system app, OK, which uninstalls,
and Cancel); ``ui/dialog/NoWarrantyDialog.kt`` (the first launch's "Disclaimer - No Warranty":
Cancel, which closes the app, and Proceed); ``ui/dialog/ShizukuRequirementDialog.kt``
("Shizuku Required": the four requirements, each not yet met with a "Take action" arrow, the
last of which asks Shizuku for Canta's permission, and Close); ``ui/dialog/SuccessDialog.kt``
("Success 🎉!": Cancel and Donate, which opens a donation page in the browser);
``ui/component/AppTopBar.kt``, ``ui/menu/MoreOptionsMenu.kt`` and ``ui/menu/FiltersMenu.kt``
(the top bar's Search, Filter and "More options"; the search field with Back and "Clear
search"; the menu's "Badge info", Logs, Settings and Presets; the filters' "Only system" and
the filter list of ``util/apps/Filter.kt``); ``ui/dialog/ExplainBadgesDialog.kt`` and
``util/BloatUtils.kt`` (the badges and "Got it"); ``ui/component/AppList.kt``,
``ui/component/AppTile.kt`` and ``ui/component/Dropdown.kt`` (a tile tapped opens the app's
dialog; the "Selected apps" card and its "Clear %d selected", which only unselects; "Select
all" on the uninstalled tab); ``ui/dialog/AppInfoDialog.kt`` (the package chip, which copies
the package name, and "App info", which opens the system's app details); ``ui/screen/
SettingsPage.kt``, ``ui/viewmodel/SettingsViewModel.kt`` and ``util/UninstallLock.kt`` (the
switches "Auto update bloat list", "Confirm uninstallations", "Hide success dialog" and, behind
a biometric prompt, "Require authentication"; "Advanced settings" with "Allow unsafe
selections" and the two list addresses; the version and the homepage); ``ui/screen/
PresetsPage.kt``, ``ui/component/fab/ExpandableFAB.kt``, ``ui/dialog/preset/
PresetEditDialog.kt``, ``ui/dialog/preset/PresetsDialog.kt``, ``ui/viewmodel/
PresetsViewModel.kt`` and ``data/PresetStore.kt`` (Presets: the empty page's "Create preset"
and "Import preset"; a preset's card with "More options" and "Apply Preset", which goes back to
the list with the preset's apps selected; the card's menu: Edit, "Add apps", Share, which
copies the preset's JSON to the clipboard, and Delete, which removes the preset from
``presets.pb`` at once, with no confirmation and no undo; the floating button, whose "More
actions" opens "Top click" (import) and "Bottom click" (create); the preset dialog titled
"Create preset" for a new preset and for an edit alike, with Cancel and Save; "Import preset"
with its Clipboard and Text tabs, "Import from clipboard", Import and Cancel, an import adding
a preset to the list).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, menu, view

HOME = "Canta"
VERSION = "3.2.2"
HOMEPAGE = "https://samolego.github.io/Canta"
FACEBOOK = ("Facebook App Manager", "com.facebook.appmanager", ("RECOMMENDED", "SYSTEM"))
SPAGE = ("Samsung Free", "com.samsung.android.app.spage", ("RECOMMENDED", "SYSTEM"))
BIXBY = ("Bixby Voice", "com.samsung.android.bixby.agent", ("EXPERT", "SYSTEM"))
NETFLIX = ("Netflix", "com.netflix.mediaclient", ("ADVANCED",))
GMS = ("Google Play services", "com.google.android.gms", ("UNSAFE", "SYSTEM"))
GOALS = ("Samsung Global Goals", "com.samsung.sree", ("RECOMMENDED", "SYSTEM"))
ARZONE = ("AR Zone", "com.samsung.android.arzone", ("RECOMMENDED", "SYSTEM"))
INSTALLED = (FACEBOOK, SPAGE, BIXBY, NETFLIX, GMS)
REMOVED = (GOALS, ARZONE)
PRESET, PRESET_TEXT = "Samsung debloat", "One UI extras and partner apps"
FILTERS = ("Any", "User", "Unclassified", "Disabled", "Recommended", "Advanced", "Expert",
           "Unsafe")  # fmt: skip
JSON = '{"name": "Samsung debloat", "description": "", "createdDate": 1767225600000, "apps": []}'


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + uninstall(t) + prompts(t) + menus(t) + settings(t) + presets(t)


def _tiles(apps: tuple[tuple[str, str, tuple[str, ...]], ...]) -> dict[str, Any]:
    rows: list[dict[str, Any]] = []
    for name, package, badges in apps:
        rows.append({"row": name, "secondary": package})
        rows += [{"text": b} for b in badges]
    return {"list": rows}


def _top(t: Any) -> list[dict[str, Any]]:
    return [{"icon": "Search"}, {"icon": "Filter"}, {"icon": "More options"},
            {"tab": "INSTALLED"}, {"tab": "UNINSTALLED"}]  # fmt: skip


def _selected(t: Any, n: int, shown: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
    """The "Selected apps" card, closed, or open with its Clear button and the tiles."""
    card: list[dict[str, Any]] = [{"row": t("selected_apps"),
                                   "secondary": t(f"num_selected_apps#{n}"),
                                   "desc": "Collapse" if shown else "Expand"}]  # fmt: skip
    if shown:
        card += [{"button": t(f"clear_selected_apps#{n}")}, _tiles(tuple(shown))]
    return card


def main(t: Any) -> list[dict[str, Any]]:
    where = "canta MainContent (installed tab)"
    fab = {"icon": t("uninstall")}
    page = [*_top(t), *_selected(t, 2), _tiles(INSTALLED), fab]
    opened = [*_top(t), *_selected(t, 2, (FACEBOOK, SPAGE)), _tiles(INSTALLED[2:]), fab]
    gone = "canta MainContent (uninstalled tab)"
    removed = [*_top(t), {"text": t("select_all")}, *_selected(t, 1), _tiles(REMOVED),
               {"icon": t("reinstall")}]  # fmt: skip
    search = [{"icon": t("back")}, {"field": "search", "hint": t("search_apps"),
                                    "text": "samsung", "focused": True},
              {"icon": "Clear search"}, {"icon": "Filter"}, {"icon": "More options"},
              {"tab": "INSTALLED"}, {"tab": "UNINSTALLED"}, _tiles((SPAGE, BIXBY))]  # fmt: skip
    edit = [*_top(t), *_selected(t, 3), _tiles(INSTALLED), {"button": t("save")}]
    return [
        view("opens-prompt", where, HOME, page, [(t("uninstall"), False)]),
        view("harmless", where, HOME, page,
             [(FACEBOOK[0], False), ("More options", False), ("UNINSTALLED", False)]),
        view("reversible", f"{where} (selected apps open)", HOME, opened,
             [(t("clear_selected_apps#2"), False)]),
        view("reversible", gone, HOME, removed, [(t("reinstall"), False)]),
        view("harmless", gone, HOME, removed, [(ARZONE[0], False)]),
        view("harmless", "canta CantaTopBar (search)", None, search, [("Clear search", False)]),
        view("reversible", "canta MainContent (preset edit mode)", HOME, edit,
             [(t("save"), False)]),
    ]  # fmt: skip


def uninstall(t: Any) -> list[dict[str, Any]]:
    where = "canta UninstallAppsDialog"
    ok, cancel = t("ok"), t("cancel")

    def ask(n: int, reset: bool | None, ok_bad: bool | None, no: bool | None,
            category: str = "uninstall") -> dict[str, Any]:  # fmt: skip
        row = () if reset is None else ({"switch": t("reset_to_factory_version"),
                                         "checked": reset},)  # fmt: skip
        state = "" if reset is None else ", reset ticked" if reset else ", reset row"
        return dialog(category, f"{where} ({n} apps{state})", HOME, None,
                      t("are_you_sure_to_uninstall_apps", n), [(ok, ok_bad), (cancel, no)],
                      row)  # fmt: skip

    reset_row = dialog("reversible", f"{where} (3 apps, reset row)", HOME, None,
                       t("are_you_sure_to_uninstall_apps", 3),
                       [(ok, None), (cancel, None)],
                       ({"switch": t("reset_to_factory_version"), "checked": False},),
                       ((t("reset_to_factory_version"), False),))  # fmt: skip
    return [
        ask(2, None, True, None),
        ask(1, None, True, None),
        ask(3, False, True, None),
        ask(3, True, True, None),
        ask(4, False, True, None),
        ask(5, None, True, None),
        ask(6, True, True, None),
        ask(7, None, True, None),
        ask(8, False, True, None),
        ask(9, None, True, None),
        ask(12, None, True, None),
        ask(23, True, True, None),
        ask(2, None, None, False, "harmless"),
        ask(1, None, None, False, "harmless"),
        ask(3, True, None, False, "harmless"),
        reset_row,
    ]


def prompts(t: Any) -> list[dict[str, Any]]:
    disclaimer = ({"text": t("proceed_at_own_risk")}, {"text": t("never_show_again")})
    needs = [t(k) for k in ("enable_usb_debugging", "install_shizuku", "start_shizuku_service",
                            "grant_shizuku_permission_to_canta")]  # fmt: skip

    def shizuku(arrows: int) -> tuple[dict[str, Any], ...]:
        rows: list[dict[str, Any]] = []
        for i, need in enumerate(needs):
            rows.append({"text": need})
            if i >= len(needs) - arrows:
                rows.append({"icon": "Take action"})
        return tuple(rows)

    required = (t("shizuku_required"), t("shizuku_requirement_description"))
    close = t("close")
    done = t("success", "\U0001f389")
    thanks = ({"text": t("canta_donate_request")},)
    cancel, donate = t("cancel"), t("donate")
    info = ({"text": FACEBOOK[0]}, {"text": "2.41 MB"},
            {"button": FACEBOOK[1], "desc": t("copy_package_name_to_clipboard")},
            {"text": "Installs and updates Facebook's apps."})  # fmt: skip
    return [
        dialog("harmless", "canta NoWarrantyDialog", HOME, t("disclaimer"),
               t("no_warranty_content"), [(cancel, None), (t("proceed"), False)], disclaimer),
        dialog("harmless", "canta ShizukuRequirementDialog (not installed)", HOME, *required,
               [(close, False)], shizuku(3)),
        dialog("opens-prompt", "canta ShizukuRequirementDialog (permission)", HOME, *required,
               [(close, None)], shizuku(1), (("Take action", False),)),
        dialog("harmless", "canta ShizukuRequirementDialog (permission)", HOME, *required,
               [(close, False)], shizuku(1)),
        dialog("harmless", "canta SuccessDialog (uninstalled)", HOME, done,
               t("success_uninstalled#1"), [(cancel, None), (donate, False)], thanks),
        dialog("harmless", "canta SuccessDialog (uninstalled)", HOME, done,
               t("success_uninstalled#1"), [(cancel, False), (donate, None)], thanks),
        dialog("harmless", "canta SuccessDialog (reinstalled)", HOME, done,
               t("success_reinstalled#1"), [(cancel, False), (donate, None)], thanks),
        dialog("harmless", "canta AppInfoDialog", HOME, None, None,
               [(t("app_settings"), False)], info,
               ((t("copy_package_name_to_clipboard"), False),)),
    ]  # fmt: skip


def menus(t: Any) -> list[dict[str, Any]]:
    more = [t(k) for k in ("badge_info", "logs", "settings", "presets")]
    badges = [{"text": b} for b in ("RECOMMENDED", "ADVANCED", "EXPERT", "UNSAFE", "SYSTEM")]
    return [
        menu("harmless", "canta MoreOptionsMenu", HOME, more,
             [(t("badge_info"), False), (t("settings"), False), (t("presets"), False)]),
        dialog("harmless", "canta ExplainBadgesDialog", HOME, None, None,
               [(t("got_it"), False)], tuple(badges)),
        menu("harmless", "canta FiltersMenu", HOME, [t("only_system"), "Any"],
             [(t("only_system"), False)]),
        menu("harmless", "canta FiltersMenu (filters open)", HOME,
             [t("only_system"), "Any", *FILTERS], [("Recommended", False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    switches = (("auto_update_bloat_list", True), ("confirm_uninstall", True),
                ("hide_success_dialog", False), ("require_auth_setting", False))  # fmt: skip
    described = {"auto_update_bloat_list": "auto_update_bloat_list_description",
                 "confirm_uninstall": "confirm_uninstall_description",
                 "hide_success_dialog": "hide_success_dialog_description",
                 "require_auth_setting": "require_auth_setting_desc"}  # fmt: skip
    items: list[dict[str, Any]] = [{"icon": t("back")}]
    for key, on in switches:
        items += [{"switch": t(key), "checked": on}, {"text": t(described[key])}]
    footer = [{"text": t("app_version", VERSION)}, {"link": HOMEPAGE}]
    closed = [*items, {"row": t("advanced_settings"), "secondary": t("click_to_expand"),
                       "desc": "Expand"}, *footer]  # fmt: skip
    opened = [*items, {"row": t("advanced_settings"), "secondary": t("click_to_expand"),
                       "desc": "Collapse"},
              {"switch": t("allow_unsafe_selections"), "checked": False},
              {"text": t("allow_unsafe_uninstalls_description")},
              {"text": t("bloat_list_url")}, {"text": t("bloat_list_url_description")},
              {"field": "bloat_list_url", "text": "https://raw.githubusercontent.com/"
               "Universal-Debloater-Alliance/universal-android-debloater-next-generation/"
               "main/resources/assets/uad_lists.json"},
              {"text": t("commits_url")}, {"text": t("commits_url_description")},
              {"field": "commits_url", "text": "https://api.github.com/repos/"
               "Universal-Debloater-Alliance/universal-android-debloater-next-generation/"
               "commits?path=resources/assets/uad_lists.json"},
              *footer]  # fmt: skip
    where = "canta SettingsScreen"
    return [
        view("reversible", where, title, closed,
             [(t("auto_update_bloat_list"), False), (t("confirm_uninstall"), False),
              (t("hide_success_dialog"), False)]),
        view("opens-prompt", where, title, closed, [(t("require_auth_setting"), False)]),
        view("harmless", where, title, closed,
             [(t("advanced_settings"), False), (t("back"), False)]),
        view("reversible", f"{where} (advanced settings)", title, opened,
             [(t("allow_unsafe_selections"), False)]),
    ]  # fmt: skip


def presets(t: Any) -> list[dict[str, Any]]:
    title = t("presets")
    empty = [{"icon": t("back")}, {"text": t("no_presets")}, {"text": t("presets_description")},
             {"button": t("create_preset")}, {"button": t("import_preset")}]  # fmt: skip
    card = [{"icon": t("back")}, {"text": PRESET}, {"text": PRESET_TEXT},
            {"text": t("num_selected_apps#14")}, {"icon": t("more_options")},
            {"button": t("apply_preset")}]  # fmt: skip
    listed = [*card, {"icon": "More actions"}]
    fab = [*card, {"icon": "Top click"}, {"icon": "Bottom click"}]
    actions = [t(k) for k in ("edit", "add_apps", "share", "delete")]
    where = "canta PresetsPage"
    shown = "canta PresetCard menu"

    def delete(name: str) -> dict[str, Any]:
        return menu("delete", f"{shown} ({name})", title, actions, [(t("delete"), True)])

    cancel, save = t("cancel"), t("save")
    form = t("create_preset"), t("create_preset_description")

    def fields(name: str, text: str) -> tuple[dict[str, Any], ...]:
        return ({"field": "preset_name", "hint": t("preset_name"), "text": name},
                {"field": "description", "hint": t("optional_description"),
                 "text": text})  # fmt: skip

    tabs = ({"tab": t("clipboard")}, {"tab": t("text")})
    clip = (*tabs, {"text": t("import_preset_clipboard_description")},
            {"button": t("import_preset_clipboard")})  # fmt: skip
    pasted = (*tabs, {"text": t("paste_preset_json")},
              {"field": "json", "hint": t("paste_preset_json_here"), "text": JSON})  # fmt: skip
    importing = t("import_preset"), t("import_preset_description")
    return [
        view("harmless", f"{where} (no presets)", title, empty,
             [(t("create_preset"), False), (t("import_preset"), False)]),
        view("reversible", where, title, listed, [(t("apply_preset"), False)]),
        view("harmless", where, title, listed, [(t("more_options"), False)]),
        delete(PRESET),
        delete("Pixel minimal"),
        delete("Work phone"),
        menu("harmless", shown, title, actions, [(t("share"), False), (t("add_apps"), False)]),
        view("harmless", f"{where} (button open)", title, fab, [("Top click", False)]),
        dialog("reversible", "canta PresetCreateDialog", title, *form,
               [(cancel, None), (save, False)], fields("Pixel minimal", "Google extras")),
        dialog("reversible", "canta PresetEditDialog", title, *form,
               [(cancel, None), (save, False)], fields(PRESET, PRESET_TEXT)),
        dialog("reversible", "canta ImportPresetDialog (clipboard)", title, *importing,
               [(cancel, None)], clip, ((t("import_preset_clipboard"), False),)),
        dialog("harmless", "canta ImportPresetDialog (clipboard)", title, *importing,
               [(cancel, False)], clip),
        dialog("reversible", "canta ImportPresetDialog (text)", title, *importing,
               [(cancel, None), (t("import_button"), False)], pasted),
    ]  # fmt: skip
