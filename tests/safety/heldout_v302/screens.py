"""How the three-hundred-and-second held-out corpus writes a screen (``android_corpus``):
Lawnchair's launcher surfaces are View-based (Launcher3): the home screen's and an app's
long-press popups (each row a ``DeepShortcutView`` whose words are its ``bubble_text``), the
snackbar (``label`` and ``action``), the app drawer's search results, and the Recents
screen with its action bar and each task's menu (``task_name`` and each row's ``text``);
their controls carry the ids of the layouts under ``app.lawnchair:id/``, the application id.
Its settings, backup pages and bottom sheets are Jetpack Compose, whose controls carry no
resource ids a hierarchy shows, so a control is known by its words alone; an icon button
whose ``contentDescription`` is null names nothing and is left off. The crash report is a
system notification, whose action buttons are the platform's ``android:id/action0``. A
screen with no app bar (the home screen, Recents, the notification shade, the font list,
whose top bar is a search field) has no title."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["ID", "bare", "entry", "menu", "page", "popup", "rows", "sheet"]

ID = "app.lawnchair:id/"
"""The application id, under which the merged Launcher3 and Lawnchair layouts' ids show."""


def bare(items: list[dict[str, Any]]) -> dict[str, Any]:
    """A screen with no app bar: its widgets alone."""
    return {"dialog": {}, "items": items}


def rows(labels: list[str], rid: str = "bubble_text") -> list[dict[str, Any]]:
    """The rows of a Launcher3 popup or task menu, each a text view with the layout's id."""
    return [{"menu": label, "rid": f"{ID}{rid}"} for label in labels]


def sheet(category: str, source: str, behind: str | None, items: list[dict[str, Any]],
          taps: list[tuple[str, bool]], title: str | None = None,
          message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A Compose bottom sheet or popup over the page ``behind`` (None: a screen with no app
    bar): its title and message, then its own widgets, some of them tapped."""
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen: dict[str, Any] = {"dialog": shown, "items": items}
    if behind is not None:
        screen = {"title": behind, **screen}
    return entry(category, source, screen, taps)
