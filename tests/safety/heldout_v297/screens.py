"""How the two-hundred-and-ninety-seventh held-out corpus writes a screen (``android_corpus``):
Neo Store's screens are Jetpack Compose (its own ``ActionsDialogUI`` and input and selection
dialogs drawn in a ``Dialog`` card, which list the dismiss button before the confirm button,
bottom sheets, list rows, chips, icon buttons with content descriptions and switches), whose
controls carry no resource ids a hierarchy shows, so a control is known by its words alone. The
launch picker is View-based (``LaunchDialog``, a ``MaterialAlertDialogBuilder`` list whose rows
are ``android:id/text1`` and whose Cancel is ``android:id/button2``). A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, entry, page, popup

__all__ = ["confirm", "entry", "listing", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``ActionsDialogUI`` card over the page ``behind``: its title and message, then its
    dismiss and confirm buttons. The app's confirmations are all titled "Confirmation", which
    in Korean is the same word as their OK (확인); a tapped label must name one control, so
    they are written without that title in every language (``title`` None), the message
    saying what each asks."""
    return popup(category, source, behind, title, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          *taps: tuple[str, bool]) -> dict[str, Any]:  # fmt: skip
    """A page, a bottom sheet or a card drawn by Compose over ``behind``, some of its own
    widgets tapped."""
    return popup(category, source, behind, None, None, [], items, taps)


def listing(category: str, source: str, behind: str, title: str, rows: list[str],
            cancel: str, tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` item list over ``behind``: its title, its rows
    (``android:id/text1``) and its ``cancel`` button (``android:id/button2``); ``tap`` is a
    row or the button."""
    items = [{"row": r, "rid": "android:id/text1"} for r in rows]
    items.append({"button": cancel, "rid": NEGATIVE})
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, bad)])
