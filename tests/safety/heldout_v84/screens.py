"""How the eighty-fourth held-out corpus writes a screen (``android_corpus``): Wikipedia is
View-based, its dialogs ``MaterialAlertDialogBuilder``'s whose buttons carry
``android:id/button1/2`` (listed negative, then positive, as the button bar lays them out),
its other controls the ids its layouts and menus give; Mullvad VPN draws everything with
Jetpack Compose, and its popups (Material 3 ``AlertDialog``s and ``DropdownMenu``s, each a
window of its own) carry no resource ids a hierarchy shows, so their buttons are known by
their labels alone; its pages sit under the ``NavDisplay`` that sets
``testTagsAsResourceId``, so a page control the code gives a ``testTag`` shows the tag as
its id. A string written as HTML (``fromHtml``) shows as its text. A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

import html
import re

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page", "plain", "popup"]


def plain(text: str) -> str:
    """An HTML string resource as ``HtmlCompat.fromHtml`` shows it: its tags dropped (a
    ``<br/>`` a space), its entities read, its spaces collapsed."""
    text = re.sub(r"<br\s*/?>", " ", text)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", text))).strip()
