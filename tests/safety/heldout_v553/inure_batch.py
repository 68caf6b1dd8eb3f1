"""Inure's batch panel (``app.simple.inure``: apps picked from a list and then uninstalled,
disabled or enabled, force-stopped, cleared, extracted or tagged together), strings from
``app/src/main/res/values*/strings.xml``. The app and package names and the dates on the
screens are the same in every language.

Read from the code (``app/src/main/java/app/simple/inure``): ``ui/panels/Batch.kt``,
``adapters/ui/AdapterBatch.kt`` with ``res/layout/adapter_header_batch.xml`` and
``constants/BottomMenuConstants.kt`` (the list with the apps picked, "Selected on DATE" or
"Not Selected" under each; with a pick the bottom menu's Actions, which opens the actions'
sheet, Checklist, "Select All", Refresh, Filter, Preferences and Search);
``dialogs/batch/BatchActions.kt`` with ``adapters/batch/AdapterBatchActions.kt`` (the
actions' sheet with root access: Battery and Trackers, State, Uninstall, "Clear Cache" and
"Force Stop", Extract, "Generate Apps List" and Tags; Uninstall, "Force Stop", "Clear
Cache" and Extract open ``Sure`` first, State the state selector, Tags the tag dialog,
Trackers the trackers' page); ``dialogs/batch/BatchStateSelector.kt`` with
``res/layout/dialog_batch_state_selector.xml`` ("Enable All" and "Disable All", each opening
``Sure``); ``dialogs/batch/BatchUninstaller.kt`` and
``viewmodels/dialogs/BatchUninstallerViewModel.kt`` (``pm uninstall --user 0`` for each app
picked, ``-k`` for a system app, at once); ``dialogs/batch/BatchMenu.kt`` with
``res/layout/dialog_menu_batch.xml`` (the panel's settings: "Move Selections to Top" and
"Highlight Selected", each a switch, and the selection profiles).
"""

from __future__ import annotations

from typing import Any

from screens import ID, bottom_menu, entry, page, popup, sure, switch

PICKED = (
    ("Facebook", "com.facebook.katana"),
    ("LinkedIn", "com.linkedin.android"),
    ("Netflix", "com.netflix.mediaclient"),
)
OTHERS = (("Firefox", "org.mozilla.firefox"), ("Spotify", "com.spotify.music"))
WHEN = "12 Mar 2025, 09:41"
ACTIONS = (
    "battery", "trackers", "state", "uninstall", "clear_cache", "force_stop", "extract",
    "generate_apps_list", "tags",
)  # fmt: skip
"""The actions' sheet with root access (``batchMenuRoot``)."""
MENU = ("actions", "checklist", "select_all", "refresh", "filter", "preferences", "search")
"""The bottom menu with apps picked (``batchSelectedMenu``)."""


def screens(t: Any) -> list[dict[str, Any]]:
    behind = t("batch")
    rows = [{"row": n, "secondary": t("selected_on", WHEN)} for n, _ in PICKED]
    rows += [{"row": n, "secondary": t("not_selected")} for n, _ in OTHERS]
    panel = page(
        behind,
        [
            {"text": t("total_apps", 214), "rid": f"{ID}adapter_total_apps"},
            {"text": t("selected_apps", len(PICKED)), "rid": f"{ID}adapter_total_selected"},
            {"list": rows},
            *bottom_menu(t, MENU),
        ],
    )
    actions = [{"button": t(k), "rid": f"{ID}container"} for k in ACTIONS]
    selector = [
        {"button": t("enable_all"), "rid": f"{ID}enable_all"},
        {"button": t("disable_all"), "rid": f"{ID}disable_all"},
    ]
    settings = [
        {"text": t("move_selection_on_top")},
        switch("move_selection_on_top", False),
        {"text": t("highlight_selected")},
        switch("highlight_selected", True),
        {"button": t("load_selection_profile"), "rid": f"{ID}load_selection_profile"},
        {"button": t("save_selection_profile"), "rid": f"{ID}save_selection_profile"},
        {"button": t("create_selection_from_tags"), "rid": f"{ID}create_selection_from_tags"},
        {"button": t("open_application_settings"), "rid": f"{ID}dialog_open_apps_settings"},
    ]
    sheet = "inure BatchActions"
    prompts = [(t(k), False) for k in ("uninstall", "force_stop", "state")]
    return [
        entry("opens-prompt", "inure Batch", panel, [(t("actions"), False)]),
        popup("opens-prompt", sheet, behind, actions, prompts),
        popup("harmless", sheet, behind, actions, [(t("trackers"), False)]),
        popup(
            "opens-prompt",
            "inure BatchStateSelector",
            behind,
            selector,
            [(t("disable_all"), False)],
        ),
        sure("uninstall", "inure Sure (batch uninstall)", behind, t, True, False),
        popup(
            "reversible", "inure BatchMenu", behind, settings, [("move_selection_on_top", False)]
        ),
    ]
