"""How the hundred-and-ninety-second held-out corpus writes a screen (``android_corpus``):
Zulip's app is React Native, whose views carry no resource ids a hierarchy shows (the screens
read here set no ``testID``), so its rows, switches, buttons and icons (an icon known by its
``accessibilityLabel``) are known by their labels alone, and its action sheets
(``@expo/react-native-action-sheet``, drawn by the app in JavaScript on Android) are a title
and one row a button; its confirmations are React Native's ``Alert``, the platform's
``AlertDialog``, whose two buttons are ``android:id/button2`` (the first, Cancel) and
``android:id/button1`` (the second, Confirm)."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, popup

__all__ = ["alert", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          ) -> dict[str, Any]:  # fmt: skip
    """A React Native ``Alert`` over the page ``behind``: its title, message and its negative
    and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons)
