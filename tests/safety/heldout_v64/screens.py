"""How the sixty-fourth held-out corpus writes a screen (``android_corpus``): Droid-ify's
dialogs are platform ``AlertDialog``s (``MaterialAlertDialogBuilder``) whose buttons carry
``android:id/button1/2/3``, and its views carry the app's ids; its settings page and the
dialogs on it are Compose, and FluffyChat is a Flutter app, whose popups have no platform
button ids and whose widgets set no ids a hierarchy shows (a Flutter ``tooltip`` is the
icon's description), so each of their buttons is known by its label alone, which must name
it; a full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]


def popup(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose or Flutter popup over the page ``behind``: its title and message, the
    widgets of its content, then its buttons in order, each known only by its label (None:
    shown, not tapped)."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])
