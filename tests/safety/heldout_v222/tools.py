"""SD Maid SE's cleaning tools (``eu.darken.sdmse``): the dashboard and its tool cards, and
CorpseFinder, SystemCleaner, AppCleaner, Deduplicator and Analyzer, which delete files from the
device (app remnants, filter matches, app caches, duplicate copies, the chosen files and
folders) with no trash and no undo. Strings from each module's ``src/main/res/values*/
strings.xml`` (``CommonR`` is ``app-common``); the app, file and folder names on the screens are
the same in every language.

Read from the code: ``app/.../main/ui/dashboard/cards/ToolDashboardCard.kt`` and
``DashboardCardFlows.kt`` (a tool card with results shows "Show details" and Delete, which only
asks ``DashboardEvents.CorpseFinderDeleteConfirmation`` and the like; without results, Scan,
which only scans); ``dashboard/bottom/DashboardBottomBar.kt``, ``DashboardScreen.kt`` and
``DashboardMainActionEngine.kt`` (the bottom bar's Upgrade and Settings and its main button:
Scan scans every tool; Delete opens "Delete results in all tools?"; in One-Tap mode
(``BottomBarState.Action.ONECLICK``, labelled "One-Tap Tools") one tap runs each enabled tool's
``OneClickTask``, scan and deletion together, with no confirmation); ``DashboardEventDialogs.kt``
("Confirm deletion" with "Delete all app remnants?", "Delete all filter contents?", "Delete
expendable items for all apps?", the Deduplicator's ``PreviewDeletionDialog`` and "Delete
results in all tools?"; Delete submits the tool's delete task, "Show details" opens the tool's
list); ``app-common-ui/.../compose/dialog/SdmConfirmDialog.kt`` and ``SdmDialogButtonBar.kt``
(every confirmation: title, message or content, then its buttons composed positive, negative,
neutral); ``corpsefinder/ui/list/CorpseFinderListScreen.kt`` (selection mode: Close, "Delete
selected", "Exclude selected", "Select all"; the confirmation names one corpse, "Delete
\\"WhatsApp\\"?", with "Show details", or counts several; Delete calls ``onDeleteConfirmed``,
the corpses' files deleted) and ``details/CorpseDetailsScreen.kt`` with ``content/
CorpseContent.kt`` (a corpse's card: Path, Type, Size, Owners, Exclude, which adds a path
exclusion at once with an Undo snackbar, and Delete, which asks first);
``systemcleaner/ui/list/SystemCleanerListScreen.kt`` and ``details/page/FilterContentPage.kt``
(the same for a filter's matches); ``appcleaner/ui/list/AppCleanerListScreen.kt`` ("Delete
expendable files for WhatsApp?", or for several apps with "Delete selected") and ``details/page/
AppJunkPage.kt``; ``deduplicator/ui/details/cluster/ClusterContent.kt`` (a set's Exclude and
Delete) and ``ui/dialogs/PreviewDeletionDialog.kt`` (the set's preview, the "Delete all copies.
No file is left over!" switch, which only changes what the dialog will do, the message, Delete,
Cancel and "Show details"; Delete keeps one copy, or none with the switch on);
``analyzer/ui/storage/content/ContentScreen.kt`` (a folder's contents in selection mode: Close,
"Select all", Delete, which asks "Delete 2 selected items?", Exclude, Filter, which opens a new
SystemCleaner filter, and "Create Swiper session").

The dashboard's list is written with the one card a case taps: the other cards and the main
button repeat its Scan and Delete, so a tapped label would not name one control.
"""

from __future__ import annotations

from typing import Any

from android_corpus import popup

APP, APPS = "WhatsApp", "com.whatsapp"
CORPSE = "/storage/emulated/0/Android/data/com.whatsapp"
FILTER = "Log files"
FOLDER = "/storage/emulated/0/Download"


def screens(t: Any) -> list[dict[str, Any]]:
    return dashboard(t) + corpses(t) + system(t) + caches(t) + duplicates(t) + analyzer(t)


def confirm(t: Any, category: str, source: str, behind: str, message: str,
            positive: tuple[str, bool | None], negative: bool | None = None,
            details: bool | str | None = "none", items: tuple[dict[str, Any], ...] = (),
            taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``SdmConfirmDialog`` "Confirm deletion": the message, then the positive button, Cancel
    and, where the code passes one, "Show details" (``details`` other than "none")."""
    buttons = [positive, (t("general_cancel_action"), negative)]
    if details != "none":
        buttons.append((t("general_show_details_action"), details))  # type: ignore[arg-type]
    return popup(category, source, behind, t("general_delete_confirmation_title"), message,
                 buttons, items, taps)  # fmt: skip


def dashboard(t: Any) -> list[dict[str, Any]]:
    title = "SD Maid SE"
    bar = ({"icon": t("upgrades_dashcard_upgrade_action")}, {"icon": t("general_settings_title")})

    def card(tool: str, about: str) -> tuple[dict[str, Any], ...]:
        """A tool card with results: its name, description, result, "Show details" and
        Delete."""
        return ({"text": t(tool)}, {"text": t(about)}, {"text": t("result_x_items#12")},
                {"icon": t("general_show_details_action")},
                {"button": t("general_delete_action")}, *bar)  # fmt: skip

    def fab(label: str) -> tuple[dict[str, Any], ...]:
        return ({"text": title}, *bar, {"icon": t(label)})

    where = "sdm ToolDashboardCard"
    main = "sdm DashboardBottomBar (main action)"
    delete = (t("general_delete_action"), True)
    return [
        popup("opens-prompt", where, title, None, None, [],
              card("corpsefinder_tool_name", "corpsefinder_explanation_short"),
              ((t("general_delete_action"), False),)),
        popup("harmless", main, title, None, None, [], fab("general_scan_action"),
              ((t("general_scan_action"), False),)),
        popup("opens-prompt", main, title, None, None, [], fab("general_delete_action"),
              ((t("general_delete_action"), False),)),
        popup("delete", main, title, None, None, [], fab("dashboard_settings_oneclick_tools_title"),
              ((t("dashboard_settings_oneclick_tools_title"), True),)),
        confirm(t, "delete", "sdm DashboardEventDialogs (CorpseFinderDelete)", title,
                t("corpsefinder_delete_all_confirmation_message"), delete, None, None),
        confirm(t, "harmless", "sdm DashboardEventDialogs (CorpseFinderDelete)", title,
                t("corpsefinder_delete_all_confirmation_message"),
                (t("general_delete_action"), None), False, False),
        confirm(t, "delete", "sdm DashboardEventDialogs (SystemCleanerDelete)", title,
                t("systemcleaner_delete_all_confirmation_message"), delete, None, None),
        confirm(t, "delete", "sdm DashboardEventDialogs (AppCleanerDelete)", title,
                t("appcleaner_delete_all_confirmation_message"), delete, None, None),
        confirm(t, "delete", "sdm DashboardEventDialogs (DeduplicatorDelete)", title,
                t("deduplicator_delete_confirmation_message"), delete, None, None),
        confirm(t, "delete", "sdm DashboardEventDialogs (MainActionDelete)", title,
                t("dashboard_delete_all_message"), delete, None),
    ]  # fmt: skip


def selection(t: Any, extra: tuple[str, ...] = ()) -> tuple[dict[str, Any], ...]:
    """A tool list's selection bar (``SdmSelectionTopAppBar``): Close, the selection's
    actions and "Select all"."""
    keys = ("general_delete_selected_action", "general_exclude_selected_action", *extra,
            "general_list_select_all_action")  # fmt: skip
    return ({"icon": t("general_close_action")}, {"text": "3"},
            *({"icon": t(k)} for k in keys))  # fmt: skip


def corpses(t: Any) -> list[dict[str, Any]]:
    title = t("corpsefinder_tool_name")
    rows = tuple({"row": f"/storage/emulated/0/Android/data/{p}",
                  "secondary": t("result_x_items#4")}
                 for p in (APPS, "com.spotify.music", "org.telegram.messenger"))  # fmt: skip
    where = "sdm CorpseFinderListScreen"
    delete = (t("general_delete_action"), True)
    page = (
        {"text": t("general_path_label")}, {"text": CORPSE},
        {"text": t("general_type_label")}, {"text": t("general_size_label")},
        {"text": "214 MB"}, {"text": t("corpsefinder_owners_label")},
        {"button": t("general_exclude_action")}, {"button": t("general_delete_action")},
    )  # fmt: skip
    details = "sdm CorpseDetailsScreen (CorpseContent)"
    return [
        popup("opens-prompt", where, title, None, None, [], selection(t) + rows,
              ((t("general_delete_selected_action"), False),)),
        popup("reversible", where, title, None, None, [], selection(t) + rows,
              ((t("general_exclude_selected_action"), False),)),
        confirm(t, "delete", f"{where} (one corpse)", title,
                t("general_delete_confirmation_message_x", APP), delete, None, None),
        popup("opens-prompt", details, title, None, None, [], page,
              ((t("general_delete_action"), False),)),
        popup("reversible", details, title, None, None, [], page,
              ((t("general_exclude_action"), False),)),
        confirm(t, "delete", "sdm CorpseDetailsScreen (delete corpse)", title,
                t("general_delete_confirmation_message_x", CORPSE), delete),
    ]  # fmt: skip


def system(t: Any) -> list[dict[str, Any]]:
    title = t("systemcleaner_tool_name")
    where = "sdm SystemCleanerListScreen (one filter)"
    message = t("general_delete_confirmation_message_x", FILTER)
    return [
        confirm(t, "delete", where, title, message, (t("general_delete_action"), True), None,
                None),
    ]  # fmt: skip


def caches(t: Any) -> list[dict[str, Any]]:
    title = t("appcleaner_tool_name")
    where = "sdm AppCleanerListScreen"
    many = t("appcleaner_delete_confirmation_message_selected_x_items#3")
    return [
        confirm(t, "delete", f"{where} (one app)", title,
                t("appcleaner_delete_confirmation_message_x", APP),
                (t("general_delete_action"), True), None, None),
        confirm(t, "delete", f"{where} (selected apps)", title, many,
                (t("general_delete_selected_action"), True), None),
    ]  # fmt: skip


def duplicates(t: Any) -> list[dict[str, Any]]:
    title = t("deduplicator_tool_name")
    cluster = (
        {"text": t("deduplicator_detection_method_label")},
        {"text": "IMG_20240612_181502.jpg"}, {"text": t("result_x_files#3")},
        {"button": t("general_exclude_action")}, {"button": t("general_delete_action")},
    )  # fmt: skip
    toggle = t("deduplicator_delete_all_toggle_msg")

    def dialog(category: str, keep_none: bool, delete: bool | None,
               taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        keep = t("deduplicator_delete_set_freeable_confirmation_message_x#2", "7.4 MB")
        none = t("deduplicator_delete_single_set_keep_none_confirmation_message")
        message = none if keep_none else keep
        items = ({"text": "IMG_20240612_181502.jpg"}, {"switch": toggle, "checked": keep_none})
        where = "sdm DeduplicatorListScreen (PreviewDeletionDialog)"
        return confirm(t, category, where, title, message, (t("general_delete_action"), delete),
                       None, None, items, taps)  # fmt: skip

    return [
        popup("opens-prompt", "sdm DeduplicatorDetailsScreen (ClusterContent)", title, None, None,
              [], cluster, ((t("general_delete_action"), False),)),
        dialog("delete", False, True),
        dialog("reversible", False, None, ((toggle, False),)),
        dialog("delete", True, True),
    ]  # fmt: skip


def analyzer(t: Any) -> list[dict[str, Any]]:
    title = FOLDER
    bar = (
        {"icon": t("general_close_action")}, {"text": "2"},
        {"icon": t("general_list_select_all_action")}, {"icon": t("general_delete_action")},
        {"icon": t("general_exclude_action")}, {"icon": t("general_filter_action")},
        {"icon": t("analyzer_content_create_swiper_session_action")},
        {"row": "Telegram Desktop", "secondary": "1.2 GB"}, {"row": "holiday.mp4"},
    )  # fmt: skip
    where = "sdm ContentScreen (selection)"
    return [
        popup("opens-prompt", where, title, None, None, [], bar,
              ((t("general_delete_action"), False),)),
        confirm(t, "delete", "sdm ContentScreen (delete selected)", title,
                t("general_delete_confirmation_message_selected_x_items#2"),
                (t("general_delete_action"), True)),
    ]  # fmt: skip
