"""How the four-hundred-and-fifty-sixth held-out corpus writes a screen (``android_corpus``):
Blokada draws every screen with Flutter. Its dialogs are Material ``AlertDialog`` on Android
(``showDefaultDialog``: the title, the content, then the actions in the order the code lists
them, Cancel first), its action sheets are ``CupertinoActionSheet`` (a title, a message, the
actions and Cancel), its list rows open a swipe pane whose action is a labelled button, and
its pages are a top bar over cards of rows. A Flutter control carries no resource id of a
layout; the app gives some of them a semantics identifier (``AutomationIds``,
``automation.*``), which a hierarchy dump shows as the control's resource id, and a control
with an identifier and no words (the power button, the settings gear, the switches) is known
by that identifier alone. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["alert", "entry", "one", "page", "popup", "sheet"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, its content (the message and
    its own widgets), then its actions, each known by its words (``None``: shown, not
    tapped)."""
    return popup(category, source, behind, title, message, buttons, items)


def sheet(category: str, source: str, behind: str, title: str | None, message: str | None,
          actions: list[dict[str, Any]], tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A ``CupertinoActionSheet`` or a dialog whose choices are its own widgets, over
    ``behind``: its title and message, then its actions (each a widget, with the
    identifier the code gives it), one of them tapped."""
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": actions}
    return entry(category, source, screen, [(tap, bad)])


def one(category: str, source: str, screen: dict[str, Any], tap: str,
        bad: bool) -> dict[str, Any]:  # fmt: skip
    """A page with one of its controls tapped."""
    return entry(category, source, screen, [(tap, bad)])
