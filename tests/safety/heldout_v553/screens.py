"""How the five-hundred-and-fifty-third held-out corpus writes a screen (``android_corpus``):
Inure is View-based. Its confirmations and menus are not the platform's ``AlertDialog``s but
bottom sheets, dialogs and popup windows of its own layouts (``ScopedBottomSheetFragment``,
``ScopedDialogFragment``, ``BasePopupWindow``), whose buttons are ``DynamicRippleTextView``s
carrying the ids of those layouts under ``app.simple.inure:id/`` (the GitHub build's package);
a sheet's title and message are its layout's text views. Its pages have no toolbar: a page's
title here is the header the panel shows (an app's name on its App Information page). Its
bottom menus are image buttons whose content description is the item's name, all with the id
``button``. Its switches are views of its own (``decorations.toggles.Switch``) that report
themselves as ``android.widget.Switch``, checkable, with no text and the description "On" or
"Off" (in English, whatever the language), so a switch is known by its id."""

from __future__ import annotations

from typing import Any

from android_corpus import Button, dialog, entry, page

__all__ = ["ID", "bottom_menu", "entry", "grid", "page", "popup", "sheet", "sure", "switch"]

ID = "app.simple.inure:id/"
"""The app's package, under which its views' ids are written."""


def sheet(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A sheet or dialog of the app's own layout over the page ``behind``: its title and
    message text views, its own widgets, then its buttons (a label, the id within the app's
    package, whether tapping it commits; None: shown, not tapped) in the layout's order."""
    full: list[Button] = [(label, f"{ID}{rid}", bad) for label, rid, bad in buttons]
    return dialog(category, source, behind, title, message, full, items, taps)


def sure(category: str, source: str, behind: str, t: Any, sure: bool | None,
         cancel: bool | None) -> dict[str, Any]:  # fmt: skip
    """``dialog_sure.xml``, the one confirmation the app puts before most of its actions
    (``Sure``): "Are You Sure?", then Cancel and Sure."""
    buttons = [(t("cancel"), "cancel", cancel), (t("sure"), "sure", sure)]
    return sheet(category, source, behind, t("are_you_sure"), None, buttons)


def popup(category: str, source: str, behind: str, items: list[dict[str, Any]],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A popup window or a menu sheet of the app's own layout over the page ``behind``, its
    entries buttons with their ids."""
    return entry(category, source, {"title": behind, "dialog": {}, "items": items}, cases)


def grid(t: Any, keys: tuple[str, ...]) -> list[dict[str, Any]]:
    """A grid of the App Information page or of the home panel (``AdapterMenu``,
    ``AdapterHome``): each item a clickable container with its name."""
    return [{"button": t(k), "rid": f"{ID}adapter_app_info_menu_container"} for k in keys]


def bottom_menu(t: Any, keys: tuple[str, ...]) -> list[dict[str, Any]]:
    """A panel's bottom menu (``AdapterBottomMenu``): image buttons described by their names."""
    return [{"icon": t(k), "rid": f"{ID}button"} for k in keys]


def switch(rid: str, checked: bool) -> dict[str, Any]:
    """One of the app's switches, known by its id (see the module docstring)."""
    return {
        "switch": "",
        "desc": "On" if checked else "Off",
        "checked": checked,
        "rid": f"{ID}{rid}",
    }
