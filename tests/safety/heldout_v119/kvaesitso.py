"""Kvaesitso's screens (``de.mm20.launcher2``, a search-focused Android launcher: apps, files,
shortcuts and contacts found by search, favourites, tags, widgets, color schemes, quick
actions and a Nextcloud account), strings from ``core/i18n/src/main/res/values*/strings.xml``
and, for a confirmation's own buttons, the platform's ``android.R.string.ok`` and
``cancel`` (``PLATFORM``). The file, shortcut, app, tag, scheme and account names are the
same in every language.

Read from the code (``app/ui/src/main/java/de/mm20/launcher2/ui``): ``component/Toolbar.kt``
(a result's toolbar shows as many actions as ``config_toolbarSlots`` allows, three on a phone
as wide as this corpus's screen, the last slot then being "More actions", which opens a
dropdown of the rest); ``launcher/search/files/FileItem.kt`` (a file's card: Back, "Pin to
favorites", Open, then in "More actions" Share, Delete and Customize; Delete only opens an
``AlertDialog`` "The file ... will be deleted permanently. Proceed?" or, for a folder, "The
directory ... and all its content will be deleted permanently. Proceed?", with Cancel and
OK, which calls ``delete``); ``launcher/search/shortcut/ShortcutItem.kt`` (a pinned
shortcut's card: "Pin to favorites", "App info", then Customize and Delete, which opens "The
shortcut ... will be removed permanently. Proceed?", whose OK deletes it);
``launcher/search/apps/AppItem.kt`` and ``data/applications/.../LauncherApp.kt`` (an app's
card: "Pin to favorites", "App info", then Launch, Customize, Share and Uninstall, which
only starts the system's ``ACTION_DELETE``, where Android asks);
``settings/colorscheme/ColorSchemesSettingsScreen.kt`` ("Color scheme": a scheme's menu of
Edit, Duplicate and Delete, which opens "Do you really want to delete the color scheme
...?", whose OK deletes it); ``launcher/sheets/EditTagSheet.kt`` and ``EditTagSheetVM.kt``
("Edit tag": the tag's name, Close, which asks "Quit without saving?" with Cancel and Quit,
and Save, which reads Delete when no item is left tagged, ``save`` then calling
``deleteTag``); ``settings/searchactions/SearchActionsSettingsScreen.kt`` ("Quick actions": a
custom action's Edit menu of Edit and Delete, which calls ``removeAction`` at once);
``launcher/widgets/WidgetItem.kt`` and ``WidgetColumn.kt`` (a widget in edit mode: its name,
Settings and Remove, which removes it and offers Undo in "Widget removed");
``settings/nextcloud/NextcloudSettingsScreen.kt`` (Nextcloud: "Signed in as ...", "Sign
out", which forgets the account's login, and the Files switch).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

APP = "=Kvaesitso"
FILE, FOLDER, SHORTCUT = "tax-return-2024.pdf", "Holiday photos", "Scan QR code"
APPLICATION, SCHEME, TAG, ACTION, USER = "Signal", "Nord", "Work", "Wikipedia", "Alex Kim"


def screens(t: Any) -> list[dict[str, Any]]:
    return files(t) + results(t) + settings(t)


def ok_cancel(t: Any, category: str, source: str, behind: str, message: str,
              cancel: bool | None, ok: bool | None) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` with a message only, Cancel then OK."""
    buttons = [(t("android:cancel"), cancel), (t("android:ok"), ok)]
    return popup(category, f"kvaesitso {source}", behind, None, message, buttons)


def files(t: Any) -> list[dict[str, Any]]:
    where = "FileItem"
    card = page(t(APP), [
        {"text": FILE}, {"text": "/storage/emulated/0/Documents"},
        {"icon": t("menu_back")}, {"icon": t("menu_favorites_pin")},
        {"icon": t("menu_open_file")}, {"icon": t("action_more_actions")}])  # fmt: skip
    more = [t("menu_share"), t("menu_delete"), t("menu_customize")]
    gone = t("alert_delete_file", FILE)
    return [
        entry("harmless", f"kvaesitso {where}", card, [(t("action_more_actions"), False)]),
        entry("reversible", f"kvaesitso {where}", card, [(t("menu_favorites_pin"), False)]),
        menu("opens-prompt", f"kvaesitso {where} (More actions)", FILE, more,
             [(t("menu_delete"), False)]),
        menu("harmless", f"kvaesitso {where} (More actions)", FILE, more,
             [(t("menu_share"), False)]),
        ok_cancel(t, "delete", f"{where} (delete a file)", FILE, gone, None, True),
        ok_cancel(t, "harmless", f"{where} (delete a file)", FILE, gone, False, None),
        ok_cancel(t, "delete", f"{where} (delete a directory)", FOLDER,
                  t("alert_delete_directory", FOLDER), None, True),
    ]  # fmt: skip


def results(t: Any) -> list[dict[str, Any]]:
    shortcut = [t("menu_customize"), t("menu_delete")]
    app = [t("menu_launch"), t("menu_customize"), t("menu_share"), t("menu_uninstall")]
    gone = t("alert_delete_shortcut", SHORTCUT)
    where = "kvaesitso ShortcutItem (More actions)"
    return [
        menu("opens-prompt", where, SHORTCUT, shortcut, [(t("menu_delete"), False)]),
        menu("harmless", where, SHORTCUT, shortcut, [(t("menu_customize"), False)]),
        ok_cancel(t, "delete", "ShortcutItem (delete)", SHORTCUT, gone, None, True),
        ok_cancel(t, "harmless", "ShortcutItem (delete)", SHORTCUT, gone, False, None),
        menu("opens-prompt", "kvaesitso AppItem (More actions)", APPLICATION, app,
             [(t("menu_uninstall"), False)]),
        menu("harmless", "kvaesitso AppItem (More actions)", APPLICATION, app,
             [(t("menu_launch"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    colors = t("preference_screen_colors")
    scheme = [t("edit"), t("duplicate"), t("menu_delete")]
    drop = t("confirmation_delete_color_scheme", SCHEME)

    def tag(button: str) -> dict[str, Any]:
        return page(t("edit_tag_title"), [
            {"icon": t("close")}, {"field": t("tag_name"), "text": TAG},
            {"text": t("tag_icon_customicon")}, {"text": t("tag_icon_emoji")},
            {"button": t(button)}])  # fmt: skip

    quit_ = [(t("android:cancel"), False), (t("action_quit"), None)]
    actions = [t("edit"), t("menu_delete")]
    widgets = page(t(APP), [
        {"text": t("widget_name_weather")}, {"icon": t("settings")},
        {"icon": t("widget_action_remove")}])  # fmt: skip
    removed = page(t(APP), [
        {"text": t("widget_name_calendar")}, {"text": t("widget_removed")},
        {"button": t("action_undo")}])  # fmt: skip
    cloud = page(t("preference_nextcloud"), [
        {"text": "AK"}, {"text": t("preference_signin_user", USER)},
        {"button": t("preference_signout")},
        {"switch": t("plugin_type_filesearch"),
         "secondary": t("preference_search_cloud_summary", USER)}])  # fmt: skip
    return [
        menu("opens-prompt", "kvaesitso ColorSchemesSettingsScreen (a scheme's menu)", colors,
             scheme, [(t("menu_delete"), False)]),
        menu("harmless", "kvaesitso ColorSchemesSettingsScreen (a scheme's menu)", colors,
             scheme, [(t("duplicate"), False)]),
        ok_cancel(t, "delete", "ColorSchemesSettingsScreen (delete)", colors, drop, None, True),
        ok_cancel(t, "harmless", "ColorSchemesSettingsScreen (delete)", colors, drop, False,
                  None),
        entry("delete", "kvaesitso EditTagSheet (no item tagged)", tag("menu_delete"),
              [(t("menu_delete"), True)]),
        entry("reversible", "kvaesitso EditTagSheet", tag("save"), [(t("save"), False)]),
        popup("harmless", "kvaesitso EditTagSheet (Close)", t("edit_tag_title"), None,
              t("dialog_discard_unsaved"), quit_),
        menu("delete", "kvaesitso SearchActionsSettingsScreen (a quick action's menu)",
             t("preference_screen_search_actions"), actions, [(t("menu_delete"), True)]),
        menu("harmless", "kvaesitso SearchActionsSettingsScreen (a quick action's menu)",
             t("preference_screen_search_actions"), actions, [(t("edit"), False)]),
        entry("reversible", "kvaesitso WidgetItem (edit mode)", widgets,
              [(t("widget_action_remove"), False)]),
        entry("reversible", "kvaesitso WidgetColumn (Widget removed)", removed,
              [(t("action_undo"), False)]),
        entry("sign-out", "kvaesitso NextcloudSettingsScreen", cloud,
              [(t("preference_signout"), False)]),
        entry("reversible", "kvaesitso NextcloudSettingsScreen", cloud,
              [(t("plugin_type_filesearch"), False)]),
    ]  # fmt: skip
