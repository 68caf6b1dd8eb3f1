"""How the four-hundred-and-sixty-fifth held-out corpus writes a screen (``android_corpus``):
SkyTube is View-based. Most of its dialogs are the material-dialogs library's
``MaterialDialog`` (``SkyTubeMaterialDialog``), whose title, content, check box prompt and
buttons carry that library's ids under the app's package (``md_title``, ``md_content``,
``md_promptCheckbox``, ``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative``,
``md_buttonDefaultPositive``, listed in that order); the others are AppCompat's
``AlertDialog``, whose buttons are ``android:id/button2`` (negative) and ``button1``
(positive). Its popup menus and the action bar's overflow are lists of entries, its pages
carry the ids of its layouts, and its settings are AndroidX preference rows (a title and a
summary) and check boxes. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "material", "menu", "page"]

ID = "free.rm.skytube.oss:id/"
"""The OSS build's application id, under which its layouts' and libraries' ids are shown."""
NEUTRAL_MD, NEGATIVE_MD, POSITIVE_MD = (
    f"{ID}md_buttonDefaultNeutral",
    f"{ID}md_buttonDefaultNegative",
    f"{ID}md_buttonDefaultPositive",
)


def material(category: str, source: str, behind: str, title: str | None, message: str | None,
             buttons: list[tuple[str, str, bool | None]],
             items: tuple[dict[str, Any], ...] = (),
             taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialDialog`` over the page ``behind``: its title and content, its own widgets,
    then its buttons, each given as (label, ``neutral``/``negative``/``positive``, whether
    tapping it is irreversible; None: shown, not tapped)."""
    ids = {"neutral": NEUTRAL_MD, "negative": NEGATIVE_MD, "positive": POSITIVE_MD}
    order = ("neutral", "negative", "positive")
    shown = sorted(buttons, key=lambda b: order.index(b[1]))
    laid = [(label, ids[which], bad) for label, which, bad in shown]
    return dialog(category, source, behind, title, message, laid, items, taps)


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An AppCompat ``AlertDialog`` over the page ``behind``: its title, message, own widgets
    and its negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
