"""How the three-hundred-and-eighty-eighth held-out corpus writes a screen (``android_corpus``):
Noice is View-based; its confirmations are its own bottom sheet (``DialogFragment``, a
``BottomSheetDialogFragment`` with ``res/layout/dialog_fragment__base.xml``), whose title,
message and buttons carry the app's ids (``title``, then ``neutral``, ``negative`` and
``positive``), and its account sheets are layouts of their own. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import dialog, entry, menu, page

__all__ = ["ID", "entry", "md", "menu", "page", "sheet"]

ID = "com.github.ashutoshgngwr.noice:id/"
"""The app's package, which its resource ids carry in a dump."""


def md(text: str) -> str:
    """A message as the app's ``MarkdownTextView`` shows it: a link's words, no asterisks."""
    return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text).replace("**", "")


def sheet(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (), neutral: tuple[str, bool | None] | None = None,
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """The app's ``DialogFragment`` over the page ``behind``: its title, message and own widgets,
    then its buttons as the layout lists them (neutral, negative, positive), each with its id."""
    buttons = [(b[0], f"{ID}{rid}", b[1])
               for b, rid in ((neutral, "neutral"), (negative, "negative"), (positive, "positive"))
               if b is not None]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)
