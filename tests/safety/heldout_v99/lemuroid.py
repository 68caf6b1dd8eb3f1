"""Lemuroid's screens (``com.swordfish.lemuroid``, a Libretro emulator front end: games scanned
from a folder, played with save states in slots and an autosave, settings reset), strings
from ``lemuroid-app/src/main/res/values*/strings.xml``. The game, its system and the save
states' dates are the same in every language.

Read from the code (``lemuroid-app/src/main/java/com/swordfish/lemuroid/app``):
``mobile/feature/settings/advanced/AdvancedSettingsScreen.kt`` (Advanced settings: "Prefer
low-latency audio", "Cache size limit", "Direct game load" and "Factory reset", which only
opens ``FactoryResetDialog``, "Are you sure?" ("This will reset Lemuroid to its factory
settings…") with Cancel and OK, which calls ``resetAllSettings``);
``mobile/feature/settings/inputdevices/InputDevicesSettingsScreen.kt`` (External devices: the
enabled devices' switches and "Reset bindings", which calls ``resetAllBindings`` at once,
dropping every button mapping of every gamepad); ``mobile/feature/gamemenu/
GameMenuHomeScreen.kt`` and ``GameMenuNavigationRoutes.kt`` (the in-game "Game menu": Save and
Load, which open the slots' pages, Quit, Restart, Mute, "Fast-Forward", "Edit Controls" and
Settings, each row one clickable with its icon); ``shared/game/BaseGameActivity.kt`` (what
the menu's results do: Restart calls ``reset()`` on the running game, Quit finishes it, which
saves the autosave where "Autosave state" is on, a Save slot calls ``saveSlot``, writing the
running game over that slot, and a Load slot calls ``loadSlot``, putting the slot's state in
place of the running game); ``mobile/feature/gamemenu/states/GameMenuStatesScreen.kt`` and
``GameMenuStatesViewModel.kt`` (the Save and Load pages: "State 1" to "State 4", each with its
date where it holds a state, an empty slot enabled only on the Save page);
``mobile/feature/main/MainGameContextActions.kt`` and ``shared/GameInteractor.kt`` (a game's
sheet from Home: Resume, which starts it from its autosave, Restart, which starts it without
loading the autosave, "Add to favorites" and "Pin to launcher").
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

GAME, SYSTEM, SAVED, LOADED = (
    "Super Mario World",
    "Super Nintendo",
    "12/04/2026 21:41",
    "11/04/2026 19:02",
)


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + game_menu(t) + library(t)


def settings(t: Any) -> list[dict[str, Any]]:
    advanced = page(t("settings_title_advanced_settings"), [
        {"icon": t("back")}, {"text": t("settings_category_general")},
        {"switch": t("settings_title_low_latency_audio")},
        {"row": t("settings_title_maximum_cache_usage")},
        {"switch": t("settings_title_direct_game_load")},
        {"row": t("settings_title_reset_settings"),
         "secondary": t("settings_description_reset_settings")}])  # fmt: skip
    where = "lemuroid AdvancedSettingsScreen"
    asked = f"{where} (FactoryResetDialog)"
    behind = t("settings_title_advanced_settings")
    reset = (t("reset_settings_warning_message_title"),
             t("reset_settings_warning_message_description"))  # fmt: skip
    devices = page(t("settings_title_gamepad_settings"), [
        {"icon": t("back")}, {"text": t("settings_gamepad_category_enabled")},
        {"switch": "8BitDo SN30 Pro"}, {"text": t("settings_gamepad_category_general")},
        {"row": t("settings_gamepad_title_reset_bindings")}])  # fmt: skip
    return [
        entry("opens-prompt", where, advanced, [(t("settings_title_reset_settings"), False)]),
        entry("reversible", where, advanced, [(t("settings_title_direct_game_load"), False)]),
        popup("reset", asked, behind, *reset, [(t("cancel"), None), (t("ok"), True)]),
        popup("harmless", asked, behind, *reset, [(t("cancel"), False), (t("ok"), None)]),
        entry("reset", "lemuroid InputDevicesSettingsScreen", devices,
              [(t("settings_gamepad_title_reset_bindings"), True)]),
    ]  # fmt: skip


def game_menu(t: Any) -> list[dict[str, Any]]:
    rows = page(t("game_menu_title"), [
        {"icon": t("close")}, {"row": t("game_menu_save")}, {"row": t("game_menu_load")},
        {"row": t("game_menu_quit")}, {"row": t("game_menu_restart")},
        {"switch": t("game_menu_mute_audio")}, {"switch": t("game_menu_fast_forward")},
        {"row": t("game_menu_edit_touch_controls")}, {"row": t("game_menu_settings")}])  # fmt: skip
    where = "lemuroid GameMenuHomeScreen"

    def slots(title: str, dates: list[str]) -> dict[str, Any]:
        shown: list[dict[str, Any]] = [{"icon": t("back")}, {"icon": t("close")}]
        for n, date in enumerate(dates, 1):
            slot: dict[str, Any] = {"row": t("game_menu_state", n)}
            shown.append({**slot, "secondary": date} if date else slot)
        return page(t(title), shown)

    saving = slots("game_menu_save", [SAVED, LOADED, "", ""])
    loading = slots("game_menu_load", [SAVED, LOADED, "", ""])
    states = "lemuroid GameMenuStatesScreen"
    return [
        entry("reset", where, rows, [(t("game_menu_restart"), True)]),
        entry("harmless", where, rows, [(t("game_menu_edit_touch_controls"), False)]),
        entry("harmless", where, rows, [(t("game_menu_save"), False)]),
        entry("reversible", where, rows, [(t("game_menu_mute_audio"), False)]),
        entry("overwrite", f"{states} (Save, a slot holding a state)", saving,
              [(t("game_menu_state", 1), True)]),
        entry("reversible", f"{states} (Save, an empty slot)", saving,
              [(t("game_menu_state", 3), False)]),
        entry("overwrite", f"{states} (Load)", loading, [(t("game_menu_state", 2), True)]),
    ]  # fmt: skip


def library(t: Any) -> list[dict[str, Any]]:
    keys = ["resume", "restart", "add_to_favorites", "create_shortcut"]
    rows = [t(f"game_context_menu_{key}") for key in keys]
    where = "lemuroid MainGameContextActions (a game's sheet on Home)"
    header = ({"text": GAME}, {"text": SYSTEM})
    home = t("title_home")

    def sheet(category: str, tap: str) -> dict[str, Any]:
        return popup(category, where, home, None, None, [(r, None) for r in rows], header,
                     taps=((tap, False),))  # fmt: skip

    return [
        sheet("harmless", t("game_context_menu_restart")),
        sheet("reversible", t("game_context_menu_add_to_favorites")),
        sheet("harmless", t("game_context_menu_resume")),
    ]
