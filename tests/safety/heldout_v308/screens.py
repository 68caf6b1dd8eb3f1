"""How the three-hundred-and-eighth held-out corpus writes a screen (``android_corpus``):
Neo Launcher's home screen, app drawer, popups and dialogs are View-based (Launcher3): an app
icon's popup lists its shortcuts as rows whose text view is ``bubble_text``, the snackbar's
action is ``action``, and its ``AlertDialog`` buttons are ``android:id/button1`` (positive) and
``button3`` (neutral), all under the app's package, ``com.saggitt.omega:id/``. Its settings,
sheets and their dialogs are Jetpack Compose, whose controls carry no resource ids a hierarchy
shows, so each is known by its words alone. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEUTRAL, POSITIVE, dialog, entry, page, popup

__all__ = ["ID", "alert", "entry", "page", "popup", "sheet", "shortcuts"]

ID = "com.saggitt.omega:id/"
"""The app's package (its ``applicationId``), under which its views' ids show."""


def alert(category: str, source: str, behind: str, title: str, message: str,
          neutral: tuple[str, bool | None], positive: tuple[str, bool | None],
          ) -> dict[str, Any]:  # fmt: skip
    """A platform ``AlertDialog`` over the page ``behind`` with a neutral and a positive
    button, in the order a hierarchy lists them (``button3``, then ``button1``)."""
    buttons = [(neutral[0], NEUTRAL, neutral[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons)


def shortcuts(category: str, source: str, behind: str, icon: str, rows: list[str],
              taps: list[str]) -> dict[str, Any]:  # fmt: skip
    """An app icon's popup (``PopupContainerWithArrow``) over ``behind``: the icon pressed,
    then its shortcut rows, each a ``bubble_text``; each of ``taps`` is a case."""
    items: list[dict[str, Any]] = [{"icon": icon}]
    items += [{"menu": row, "rid": f"{ID}bubble_text"} for row in rows]
    screen = {"title": behind, "dialog": {}, "items": items}
    return entry(category, source, screen, [(tap, False) for tap in taps])


def sheet(category: str, source: str, behind: str, items: list[dict[str, Any]],
          taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A Compose bottom sheet, menu or card over ``behind``, some of its widgets tapped."""
    return popup(category, source, behind, None, None, [], tuple(items), tuple(taps))
