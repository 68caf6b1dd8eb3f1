"""How the hundred-and-tenth held-out corpus writes a screen (``android_corpus``): Tuta's
Android app shows its web client (Mithril) in a WebView, whose nodes carry no resource ids a
hierarchy shows, so its buttons, icon buttons (known by their ``title``, the accessible name)
and dropdown rows are known by their labels alone. OONI Probe is View-based: its
confirmations are ``ConfirmDialogFragment``s, ``MaterialAlertDialogBuilder`` dialogs whose
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral), listed neutral, negative, positive as the button bar lays them out, and its
pages' views carry the ids of its layouts. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets and the buttons it sets, each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in
               ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)
