"""How the two-hundred-and-seventy-ninth held-out corpus writes a screen (``android_corpus``):
Next Player draws every screen with Jetpack Compose (its own ``NextDialog``, a Material 3
``AlertDialog`` that lists its dismiss button before its confirm button, dropdown menus,
bottom action bars, list rows, switches and radio rows), and sets no test tags as resource
ids, so a hierarchy shows no resource ids and a control is known by its words alone; an icon
whose ``contentDescription`` is null names nothing and is left off. A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["confirm", "entry", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``NextDialog`` over the page ``behind``: its title and message, then its dismiss and
    confirm buttons. Where the title is the same words as one of its buttons (the vault's
    "Unhide" dialog), the title is left out: a tapped label must name one control, and the
    message still says what the dialog asks."""
    labels = [label for label, _ in buttons]
    shown = None if title in labels else title
    return popup(category, source, behind, shown, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A menu, a dialog without buttons of its own or a bar drawn by Compose over ``behind``,
    some of its own widgets tapped."""
    return popup(category, source, behind, None, None, [], items, tuple(taps))
