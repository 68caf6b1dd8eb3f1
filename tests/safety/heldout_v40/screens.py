"""How the fortieth held-out corpus writes a screen (``android_corpus``). Both apps are React
Native: a control is known by its label, by the content description the code gives it
(``accessibilityLabel``) or by its ``testID``, which is written as its resource id where the
code sets one; there are no platform ids but a dialog's. React Native's ``Alert.alert``
(``Libraries/Alert/Alert.js``) is a platform ``AlertDialog`` on Android that takes at most
three buttons from the end of the array it is given: the last is the positive button
(``android:id/button1``), the one before it the negative (``button2``), the one before that
the neutral (``button3``), whatever their ``style``; ``alert`` lays them out so. A button
whose label is also a text of its dialog or of the page behind it, or another button's, is
tapped by its id."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["alert", "dialog", "entry", "menu", "upper"]


def alert(category: str, source: str, page: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """``Alert.alert(title, message, buttons)`` on Android: ``buttons`` in the order of the
    code's array (a label, and whether tapping it is irreversible; None: shown, not
    tapped); an empty title shows none."""
    ids = [POSITIVE, NEGATIVE, NEUTRAL][: len(buttons)]
    laid = [(label, rid, bad) for (label, bad), rid in zip(buttons, reversed(ids), strict=True)]
    return dialog(category, source, page, title or None, message, laid, items)


def upper(text: str) -> str:
    """A label drawn with ``textTransform: 'uppercase'``, as the hierarchy reports it."""
    return text.upper()
