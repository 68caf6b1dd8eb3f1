"""How the four-hundred-and-forty-first held-out corpus writes a screen (``android_corpus``):
qBitController's screens are Compose Multiplatform (its own ``Dialog``, which lists its
dismiss button before its confirm button, Material 3 ``DropdownMenu`` rows, list rows, chips,
check boxes and switches), whose controls carry no resource ids a hierarchy shows, so a
control is known by its words alone. A top bar's icon button carries its title as its
content description; the overflow button and the close button of a selection bar have none
and are left off. A check box with its label (``CheckboxWithLabel``) is one toggleable row,
written as a ``switch`` with its state. A full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["box", "confirm", "entry", "icons", "menu", "page", "popup"]


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            cancel: tuple[str, bool | None], ok: tuple[str, bool | None],
            items: tuple[dict[str, Any], ...] = (),
            taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """The app's ``Dialog`` over the page ``behind``: its title and message, the widgets of
    its own content, then its dismiss (Cancel) and confirm (OK) buttons."""
    return popup(category, source, behind, title, message, [cancel, ok], items, taps)


def icons(*labels: str) -> list[dict[str, Any]]:
    """A top bar's icon buttons, each known by its content description."""
    return [{"icon": label} for label in labels]


def box(label: str, checked: bool) -> dict[str, Any]:
    """A check box with its label, one toggleable row."""
    return {"switch": label, "checked": checked}
