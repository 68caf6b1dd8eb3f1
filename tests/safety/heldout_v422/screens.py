"""How the four-hundred-and-twenty-second held-out corpus writes a screen (``android_corpus``):
DuckDuckGo is View-based. Its confirmations are the design system's ``TextAlertDialogBuilder``,
a ``MaterialAlertDialogBuilder`` with a view of its own (``dialog_text_alert.xml``): the title
and message carry the ids ``textAlertDialogTitle`` and ``textAlertDialogMessage``, and its
buttons are ``DaxButton`` views made in code and added to ``textAlertDialogButtonContainer``,
negative first, with no resource id, so a hierarchy dump knows them only by their label. The
browser menu, the Fire sheet and the pages are layouts whose widgets carry the app's ids
(``com.duckduckgo.mobile.android:id/``, its package); the overflow and popup menus built from
a menu resource list their entries by title only. A full page is a title and its widgets."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["ID", "alert", "entry", "menu", "page", "plain", "popup"]

ID = "com.duckduckgo.mobile.android:id/"
"""The package under which a dump shows the app's resource ids."""


def plain(text: str) -> str:
    """A string shown through ``html()``: its tags dropped, as the screen reads it."""
    return re.sub(r"<[^>]+>", "", text)


def alert(category: str, source: str, behind: str, title: str, message: str | None,
          negative: tuple[str, bool | None] | None,
          positive: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """A ``TextAlertDialogBuilder`` dialog over the page ``behind``: its title, message (or
    none), then its negative button (if it has one) and its positive one, each known by its
    label only."""
    buttons = [*([negative] if negative else []), positive]
    return popup(category, source, behind, title, message and plain(message), buttons)
