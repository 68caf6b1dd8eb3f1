"""How the four-hundred-and-ninety-ninth held-out corpus writes a screen (``android_corpus``):
the KernelSU manager draws every screen with Jetpack Compose in its default "Miuix" style (the
``WindowDialog`` of its confirmations, which lists its dismiss button before its confirm
button, ``OverlayDialog`` sheets, ``OverlayListPopup`` menus, preference rows, switches and
cards), whose controls carry no resource ids a hierarchy shows, so a control is known by its
words alone; an icon button whose ``contentDescription`` is null names nothing and is left off,
and a row, switch or button whose icon says the same words as its title is one control. A full
page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["PACKAGE", "confirm", "entry", "menu", "page", "popup"]

PACKAGE = "me.weishu.kernelsu"
"""The manager's application id."""


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A confirmation (``ConfirmDialogMiuix`` or an ``AlertDialog``) over the page
    ``behind``: its title and message, then its dismiss and confirm buttons. Where the title
    is the same words as one of its buttons, the title is left out: a tapped label must name
    one control, and the message still says what the dialog asks."""
    labels = [label for label, _ in buttons]
    shown = None if title in labels else title
    return popup(category, source, behind, shown, message, buttons, items)
