"""How the four-hundred-and-ninety-third held-out corpus writes a screen (``android_corpus``):
the LSPosed manager is View-based; its confirmations are Material ``AlertDialog``s (the
app's ``BlurBehindDialogBuilder``), whose buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral); its long-press menus are context menus headed
by the app's or module's name, its overflow menus and their submenus are popup lists, and its
pages carry the ids of its layouts and menus under ``org.lsposed.manager:id/``. A snackbar's
text and action are ``snackbar_text`` and ``snackbar_action``. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "context_menu", "entry", "menu", "page"]

ID = "org.lsposed.manager:id/"
"""The manager's application id and the namespace of its resource ids."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    its neutral, negative and positive buttons (those it has), each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in ((neutral, NEUTRAL), (negative, NEGATIVE),
                                                 (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items)


def context_menu(category: str, source: str, behind: str, header: str, entries: list[str],
                 cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A context menu a long press opens over the page ``behind``, headed by the name of
    the module or app pressed, with its entries."""
    screen = {"title": behind, "dialog": {"title": header}, "items": [{"menu": e} for e in entries]}
    return entry(category, source, screen, cases)
