"""How the seventy-ninth held-out corpus writes a screen (``android_corpus``): Linphone draws
its confirmations as its own dialogs (a ``Dialog`` holding a data-bound layout of
``res/layout/dialog_*.xml``), whose confirm button comes before the cancel button in the
hierarchy and carries the layout's id (``org.linphone:id/confirm``, ``cancel``);
WooCommerce's are ``MaterialAlertDialogBuilder`` dialogs, whose buttons carry
``android:id/button1/2``, except its coupon's, a Jetpack Compose ``AlertDialog`` whose
buttons carry no id a hierarchy shows. A sheet or a menu is a list of rows, each with the
id its layout gives it where it has one; a full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page", "popup", "sheet"]


def sheet(category: str, source: str, behind: str, rows: list[tuple[str, str]],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet or popup menu over the page ``behind``: its rows (a label and the
    row's resource id, ``""`` where it has none) top to bottom."""
    items = [{"menu": label, **({"rid": rid} if rid else {})} for label, rid in rows]
    return entry(category, source, {"title": behind, "dialog": {}, "items": items}, cases)


def popup(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
    """A Compose dialog over the page ``behind``: its title, message and buttons (dismiss
    first), each known only by its label (``None``: shown, not tapped)."""
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": [{"button": b} for b, _ in buttons]}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])
