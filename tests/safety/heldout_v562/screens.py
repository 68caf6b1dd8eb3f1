"""How the five-hundred-and-sixty-second held-out corpus writes a screen (``android_corpus``):
SchildiChat Next draws every screen with Jetpack Compose (Element X's design system: its
``ConfirmationDialog``, ``TextFieldDialog`` and ``ListDialog``, Material 3 bottom sheets, list
items, switches and radio buttons). Compose nodes carry no resource ids unless the app tags
them with ``testTagsAsResourceId`` (``libraries/testtags``); the dialogs' buttons are so
tagged, ``dialog-negative`` before ``dialog-positive`` (``SimpleAlertDialogContent``), and a
dialog's button is tapped by that id where its label is also the dialog's title or the page's
(:func:`android_corpus.dialog`). A bottom sheet (the room list's context and decline menus, a
message's action list, the attachment sources, the member moderation sheet) is drawn as a
popup of its rows and buttons, known by their words alone. A full page is its title (none for
a page whose top bar shows only the back button) and its widgets."""

from __future__ import annotations

from typing import Any

from android_corpus import dialog, entry, page, popup

__all__ = ["NEG", "POS", "confirm", "entry", "page", "popup", "sheet"]

NEG, POS = "dialog-negative", "dialog-positive"
"""The test tags of a Compose dialog's cancel and submit buttons, as a hierarchy shows them."""


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            cancel: str, submit: str, bad: bool | None, cancel_bad: bool | None = False,
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``ConfirmationDialog`` (or a ``TextFieldDialog``, whose ``items`` are its field) over
    the page ``behind``: its title, its message, its own widgets, then Cancel and the submit
    button (``None``: shown, not tapped)."""
    buttons = [(cancel, NEG, cancel_bad), (submit, POS, bad)]
    return dialog(category, source, behind, title, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: list[dict[str, Any]],
          taps: list[tuple[str, bool]], title: str | None = None,
          message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet drawn by Compose over ``behind``: its rows and buttons, some tapped."""
    return popup(category, source, behind, title, message, [], tuple(items), tuple(taps))


# The account, rooms and people the screens show, the same in every language.
ME, ME_ID = "Alex Morgan", "@alex:example.org"
ROOM, ROOM_ALIAS = "Hiking Club", "#hiking-club:example.org"
TOPIC = "Weekend trails around Lake Constance"
INVITED_ROOM = "Book Club"
MAYA, MAYA_ID = "Maya Chen", "@maya:example.org"
JONAS, JONAS_ID = "Jonas Weber", "@jonas:example.org"
PRIYA, PRIYA_ID = "Priya Nair", "@priya:example.org"
SAM, SAM_ID = "Sam Rivera", "@sam:example.org"
LENA, LENA_ID = "Lena Fischer", "@lena:example.org"
