"""How the hundred-and-ninety-eighth held-out corpus writes a screen (``android_corpus``):
Pachli is View-based. Its confirmations are the platform's ``AlertDialog`` (``AlertDialog.
Builder``, or a built dialog shown through its ``await`` extension or the
``AlertSuspendDialogFragment``), whose buttons are ``android:id/button1`` (positive) and
``button2`` (negative), listed negative first as a hierarchy shows them; its popup and overflow
menus are lists of rows; its bottom sheets and pages carry the ids of its layouts, under
``app.pachli:id/`` (the application id its resources are merged under). The compose screen's
toolbar shows no title."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "menu", "page", "sheet"]

ID = "app.pachli:id/"


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def sheet(title: str, heading: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A bottom sheet over the page ``title``: its heading (if any) and its widgets."""
    shown = {"title": heading} if heading else {}
    return {"title": title, "dialog": shown, "items": items}
