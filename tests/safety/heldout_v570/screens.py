"""How the five-hundred-and-seventieth held-out corpus writes a screen (``android_corpus``):
FFUpdater is drawn with Android views (XML layouts), so its widgets carry the resource ids of
its layouts under the app's package (``de.marmaro.krt.ffupdater:id/``): a toolbar icon is an
``ActionMenuItemView`` whose description is the menu item's title and whose id is the item's
(``main_view_toolbar__add_app``), a card's image buttons carry their ids and their
descriptions, a page's buttons and texts their ids. Its confirmations are the platform's
``AlertDialog``, whose buttons are ``android:id/button3`` (neutral), ``button2`` (negative) and
``button1`` (positive), listed in that order; a button whose words are also a text of the dialog
or of the page behind it, or another button's, is tapped by its id. The settings are an
AndroidX preference screen: a category header is its title and summary, a switch preference a
toggle with its state and its summary, a list or text preference a row with its summary; their
dialogs are AppCompat dialogs whose choices are radio buttons or check boxes with the platform's
``android:id/text1`` (a check box written as a toggle with its state), whose field is
``android:id/edit`` and whose buttons carry the platform's ids. The app's own dialog of an app's
details (``cardview_dialog.xml``) is a window over the page behind it, its views with their ids.
A notification is a row of the notification shade, its title over its text. The overflow button
and the navigation button (the platform's "More options" and "Navigate up", not the app's
words) and the images without a function (an app's logo) are left off. A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = [
    "ID",
    "NEGATIVE",
    "NEUTRAL",
    "POSITIVE",
    "TEXT1",
    "alert",
    "checks",
    "entry",
    "icon",
    "menu",
    "on",
    "page",
    "pick",
    "radios",
    "rid",
    "window",
]

ID = "de.marmaro.krt.ffupdater:id/"
"""The app's resource ids, as a hierarchy dump shows them (its application id)."""
TEXT1 = "android:id/text1"
"""The platform's id of a dialog's list item."""


def rid(name: str) -> str:
    """One of the app's resource ids."""
    return ID + name


def icon(label: str, name: str) -> dict[str, Any]:
    """A toolbar icon: its menu item's title as its description, its id."""
    return {"icon": label, "rid": rid(name)}


def radios(rows: list[tuple[str, bool]]) -> tuple[dict[str, Any], ...]:
    """A list preference's choices (``setSingleChoiceItems``), each with its state."""
    return tuple({"radio": label, "rid": TEXT1, "checked": on} for label, on in rows)


def checks(rows: list[tuple[str, bool]]) -> tuple[dict[str, Any], ...]:
    """A multi-select preference's check boxes (``setMultiChoiceItems``), each with its
    state."""
    return tuple({"switch": label, "rid": TEXT1, "checked": on} for label, on in rows)


def alert(
    category: str,
    source: str,
    behind: str,
    title: str | None,
    message: str | None,
    buttons: list[tuple[str, str, bool | None]],
    items: tuple[dict[str, Any], ...] = (),
    taps: tuple[tuple[str, bool], ...] = (),
) -> dict[str, Any]:
    """An ``AlertDialog`` over the page ``behind``: its title and message, the widgets of its
    own view, then its buttons (a label, a platform id, whether tapping it commits; None:
    shown, not tapped)."""
    return dialog(category, source, behind, title, message, buttons, items, taps)


def pick(screen: dict[str, Any], label: str, rid: str) -> str:
    """The label a case taps on ``screen`` to reach the control ``label`` whose id is
    ``rid``: its words, or its id where the words are also a text of the screen or another
    control's."""
    items = [i for item in screen["items"] for i in (item.get("list") or [item])]
    texts = [screen.get("title"), *(screen.get("dialog") or {}).values()]
    texts += [i["text"] for i in items if "text" in i and "field" not in i]
    controls = [
        str(v).rsplit("/", 1)[-1] if k == "rid" else v
        for item in items
        for k, v in item.items()
        if k not in ("field", "text", "secondary")
    ]
    if controls.count(label) == 1 and label not in texts:
        return label
    return rid.rsplit("/", 1)[-1]


def on(
    category: str, source: str, screen: dict[str, Any], taps: list[tuple[dict[str, Any], bool]]
) -> dict[str, Any]:
    """A screen and the cases that tap its widgets ``taps`` (each an item of the screen and
    whether tapping it commits), each reached by its words or, where they are not one
    control's, by its id."""
    cases = []
    for item, bad in taps:
        kind = next(k for k in item if k not in ("rid", "checked", "desc", "secondary"))
        label = str(item[kind])
        cases.append((pick(screen, label, item["rid"]) if "rid" in item else label, bad))
    return entry(category, source, screen, cases)


def window(
    category: str,
    source: str,
    behind: str,
    items: list[dict[str, Any]],
    taps: list[tuple[dict[str, Any], bool]],
) -> dict[str, Any]:
    """The app's own dialog window (a ``DialogFragment`` with its own layout, no platform
    title or buttons) over the page ``behind``: its widgets top to bottom, and the cases that
    tap them (see :func:`on`)."""
    return on(category, source, {"title": behind, "dialog": {}, "items": items}, taps)
