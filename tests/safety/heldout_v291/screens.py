"""How the two-hundred-and-ninety-first held-out corpus writes a screen (``android_corpus``):
Olauncher is View-based and has no platform dialog; its prompts are a panel of its own main
layout (a title, a message, a close icon and one action) and an overlay of the settings page,
and its app list opens a row's own bar of actions in place. Every widget carries the id of its
layout, under ``app.olauncher:id/`` (its package). A full page is the launcher's window,
titled with the app's name, and its widgets."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page

__all__ = ["ID", "entry", "page", "panel"]

ID = "app.olauncher:id/"


def panel(
    category: str,
    source: str,
    behind: str,
    title: str,
    message: str,
    widgets: list[dict[str, Any]],
    cases: list[tuple[str, bool]],
) -> dict[str, Any]:
    """A panel drawn over the page ``behind`` (the main layout's message, or the settings'
    accessibility overlay): its title, its message and its widgets, each with its id."""
    screen = {"title": behind, "dialog": {"title": title, "message": message}, "items": widgets}
    return entry(category, source, screen, cases)
