"""How the five-hundred-and-twenty-third held-out corpus writes a screen (``android_corpus``):
OpenKeychain is View-based. Its confirmations and lists of choices are AppCompat
``AlertDialog`` dialogs, whose buttons are ``android:id/button3`` (neutral), ``button2``
(negative) and ``button1`` (positive), listed in that order, and whose own views (a message
in a ``TextView`` of the app's layout, a spinner, a checkbox, a field) carry the ids of the
app's layouts. Its pages carry the ids of its layouts under the app's package
(``org.sufficientlysecure.keychain``); an action-bar item shown as an icon is known by its
title as content description and by its menu id, one shown as words by its words and its
menu id; the rows of an overflow, popup or action-mode menu carry no id of the app. An image
button without a content description is known by its id alone. The overflow button and the
navigation button (the platform's "More options" and "Navigate up", not the app's words) are
left off. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "NEGATIVE", "NEUTRAL", "POSITIVE", "alert", "entry", "menu", "page",
           "pick", "plain", "rows"]  # fmt: skip

ID = "org.sufficientlysecure.keychain:id/"
"""The app's package, under which its views' ids are."""


def plain(rid: str) -> dict[str, Any]:
    """An image button without a content description: known by its resource id alone."""
    return {"id": f"{ID}{rid}", "rid": f"{ID}{rid}"}


def rows(labels: list[str]) -> tuple[dict[str, Any], ...]:
    """A dialog's list of choices (``setItems``): plain rows."""
    return tuple({"row": label} for label in labels)


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title and message, the widgets of its
    own view, then its buttons (a label, a platform id, whether tapping it commits; None:
    shown, not tapped); a button whose words are also a text of the dialog or another
    button's is tapped by its id."""
    return dialog(category, source, behind, title, message, buttons, items, taps)


def pick(screen: dict[str, Any], label: str, rid: str) -> str:
    """The label a case taps on ``screen`` to reach the control ``label`` whose id is
    ``rid``: its words, or its id where the words are also a text of the screen or another
    control's (a translation may give a button the words of the page's title)."""
    items = [i for item in screen["items"] for i in (item.get("list") or [item])]
    texts = [screen.get("title"), *(screen.get("dialog") or {}).values()]
    texts += [i["text"] for i in items if "text" in i and "field" not in i]
    controls = [str(v).rsplit("/", 1)[-1] if k == "rid" else v for item in items
                for k, v in item.items() if k not in ("field", "text", "secondary")]  # fmt: skip
    if controls.count(label) == 1 and label not in texts:
        return label
    return rid.rsplit("/", 1)[-1]
