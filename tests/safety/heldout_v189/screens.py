"""How the hundred-and-eighty-ninth held-out corpus writes a screen (``android_corpus``):
Rocket.Chat's mobile app is a React Native app. Its confirmations are React Native's
``Alert.alert`` (``showConfirmationAlert`` and the alerts its views write out), which Android
draws as the platform's ``AlertDialog``: with two buttons the first (Cancel) is the negative
one, ``android:id/button2``, and the second (the confirmation) the positive one,
``android:id/button1``. Its action sheets (``containers/ActionSheet``) are rows of its own, each
an accessible button labelled with its title and carrying its ``testID``, which Android shows
as the view's resource id; its pages are ``List.Item`` rows, ``FormTextInput`` fields and
``Button`` widgets, with the ``testID`` the code gives them. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page, popup

__all__ = ["alert", "entry", "page", "popup", "sheet"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          cancel: tuple[str, bool | None], confirm: tuple[str, bool | None],
          ) -> dict[str, Any]:  # fmt: skip
    """An ``Alert.alert`` over the page ``behind``: its title, message, Cancel (negative) and
    its confirmation (positive), each with its platform id."""
    buttons = [(cancel[0], NEGATIVE, cancel[1]), (confirm[0], POSITIVE, confirm[1])]
    return dialog(category, source, behind, title, message, buttons)


def sheet(category: str, source: str, behind: str, rows: list[dict[str, Any]],
          taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """An action sheet over the page ``behind``: its rows (``{"row": title, "rid": testID}``,
    a Cancel button where the code asks for one), and the rows tapped."""
    return popup(category, source, behind, None, None, [], tuple(rows), tuple(taps))
