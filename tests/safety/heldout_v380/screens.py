"""How the three-hundred-and-eightieth held-out corpus writes a screen (``android_corpus``):
Podcini's screens are Jetpack Compose (Material 3 ``AlertDialog``, which lists its dismiss
button before its confirm button, the plain ``Dialog`` cards of its own, ``DropdownMenu``
overflow menus, the floating buttons of its selection mode, rows and switches), whose controls
carry no resource ids a hierarchy shows, so a control is known by its words alone. A clickable
row merges its icon and its words into one node: where the icon's description is the row's
own words the node says them once, and an icon whose description is empty names nothing and is
left off. The few dialogs built with ``MaterialAlertDialogBuilder`` are View-based: their
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral). A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, popup

__all__ = ["alert", "ask", "card", "entry", "fab", "menu", "page", "view_alert"]


def ask(category: str, source: str, behind: str, title: str | None, message: str | None,
        dismiss: tuple[str, bool | None], confirm: tuple[str, bool | None],
        items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` over the page ``behind``: its title and message, its own
    widgets, then its dismiss and confirm buttons. Where the title is the words of one of its
    buttons, the title is left out: a tapped label must name one control, and the message
    still says what the dialog asks."""
    shown = None if title in (dismiss[0], confirm[0]) else title
    return popup(category, source, behind, shown, message, [dismiss, confirm], items)


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          confirm: tuple[str, bool | None], items: tuple[dict[str, Any], ...] = ()
          ) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` with a confirm button and no dismiss button."""
    return popup(category, source, behind, title, message, [confirm], items)


def card(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
         taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A Compose ``Dialog`` card of the app's own over ``behind`` (no title, its rows, fields
    and buttons as its items), some of its widgets tapped."""
    return popup(category, source, behind, None, None, [], items, tuple(taps))


def fab(label: str, desc: str = "") -> dict[str, Any]:
    """One row of a speed-dial of floating buttons: its words and its icon's description,
    said once where they are the same words."""
    return {"button": label, **({"desc": desc} if desc and desc != label else {})}


def page(category: str, source: str, title: str, items: list[dict[str, Any]],
         taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A full page: its title and widgets, drawn as a screen of its own, some tapped."""
    return entry(category, source, {"title": title, "items": items}, taps)


def view_alert(category: str, source: str, behind: str, title: str | None, message: str | None,
               buttons: list[tuple[str, str, bool | None]]) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog: its buttons, each ``(label, which, bad)``
    with ``which`` one of positive, negative and neutral, in the order a hierarchy lists
    them (neutral, negative, positive)."""
    ids = {"positive": POSITIVE, "negative": NEGATIVE, "neutral": NEUTRAL}
    return dialog(category, source, behind, title, message,
                  [(label, ids[which], bad) for label, which, bad in buttons])  # fmt: skip
