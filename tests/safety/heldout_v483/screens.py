"""How the four-hundred-and-eighty-third held-out corpus writes a screen (``android_corpus``):
BCR draws its pages, menus and dialogs with Jetpack Compose, which gives them no resource ids
(the app sets no test tags), so a dialog's buttons and list rows, a menu's entries and a
page's rows are known by their words alone. The recording notifications are drawn by the
system: their title, text and action buttons carry the platform's ids (``android:id/title``,
``big_text`` and ``action0``), under the app's name in the notification's header."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "notification", "page", "popup"]

HEADER = "BCR"
"""The app's label (``app_name``, not translated), shown in a notification's header."""


def notification(title: str, text: str, actions: list[str]) -> dict[str, Any]:
    """A notification of the app in the shade, expanded: its title, its text and its action
    buttons in order."""
    return {
        "title": HEADER,
        "items": [
            {"text": title, "rid": "android:id/title"},
            {"text": text, "rid": "android:id/big_text"},
            *({"button": a, "rid": "android:id/action0"} for a in actions),
        ],
    }
