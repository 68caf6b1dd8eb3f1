"""How the three-hundred-and-thirty-third held-out corpus writes a screen (``android_corpus``):
SpamBlocker's screens are Jetpack Compose. Its dialogs are its own ``PopupDialog`` (a Compose
``Dialog`` holding a card: an optional icon and title, the content, then a row of its own
``StrokeButton`` buttons; most confirmations have no Cancel and are dismissed by a tap
outside or Back), its menus are ``DropdownMenu`` popups of its ``LabelItem`` rows, and its
pages are columns of ``LabeledRow`` rows, each a label with a switch, a button or a combo box
at its end. No control carries a test tag, so none has a resource id a hierarchy shows, and
a control is known by its words alone; an icon whose content description is empty (the
floating buttons, the trash icon) names nothing and is left off. A dialog's screen holds only
the dialog's own window (a hierarchy dump shows the top window), so a confirmation opened
over another dialog shows its own text and buttons. A page's or a string's markup (``<b>``,
``<error>``) is shown as its plain text, as the app's ``HtmlText`` draws it."""

from __future__ import annotations

import html
import re
from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["confirm", "entry", "menu", "page", "plain", "popup", "sheet"]


def plain(text: str) -> str:
    """A string's words as drawn: a line break as a space, its other tags dropped, its
    entities read, its spaces collapsed."""
    text = re.sub(r"<[^>]*>", "", re.sub(r"<br\s*/?>", " ", text))
    return re.sub(r"\s+", " ", html.unescape(text)).strip()


def confirm(category: str, source: str, behind: str, message: str,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``PopupDialog`` confirmation over the page ``behind``: its text (no title), its own
    widgets, then its buttons in the order the row lists them."""
    return popup(category, source, behind, None, plain(message), buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool, title: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A ``PopupDialog`` with no button row (or a dropdown drawn over ``behind``), one of its
    own widgets tapped."""
    return popup(category, source, behind, title, None, [], items, ((tap, bad),))
