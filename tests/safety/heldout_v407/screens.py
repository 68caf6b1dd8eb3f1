"""How the four-hundred-and-seventh held-out corpus writes a screen (``android_corpus``):
OpenLauncher is View-based. Its own dialogs are Material Dialogs (``MaterialDialog``), whose
title, message and buttons carry the library's ids under the app's package
(``md_title``, ``md_content``, ``md_buttonDefaultNegative`` and ``md_buttonDefaultPositive``,
in that order); the settings pages' list and text dialogs are the support library's
``AlertDialog`` (``android:id/button1`` and ``button2``). The home screen has no app bar: a
popup or dialog over it is drawn with no title, and its icons draw their labels on a canvas,
so only the popups' rows and the desktop options carry words."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, entry, page

__all__ = ["ID", "alert", "entry", "md_dialog", "over_home", "page"]

ID = "com.benny.openlauncher:id/"
"""The app's package, under which its layouts' and its libraries' ids are dumped."""
MD_NEGATIVE, MD_POSITIVE = f"{ID}md_buttonDefaultNegative", f"{ID}md_buttonDefaultPositive"


def over_home(items: list[dict[str, Any]], dialog: dict[str, str] | None = None) -> dict[str, Any]:
    """A screen of the home activity (no app bar): a popup's rows or a dialog's widgets."""
    return {"dialog": dialog or {}, "items": items}


Built = tuple[dict[str, str], list[Any], list[tuple[str, bool]]]
"""A dialog's title and message, its widgets and the cases that tap them."""


def _buttons(title: str | None, message: str | None, items: tuple[dict[str, Any], ...],
             buttons: list[tuple[str, str, bool | None]],
             taps: tuple[tuple[str, bool], ...]) -> Built:  # fmt: skip
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    widgets = [*items, *({"button": label, "rid": rid} for label, rid, _ in buttons)]
    labels = [label for label, _, _ in buttons]
    said = [*shown.values(), *(str(i.get("text", "")) for i in items)]
    cases = list(taps)
    for label, rid, bad in buttons:
        if bad is not None:
            unique = labels.count(label) == 1 and label not in said
            cases.append((label if unique else rid.rsplit("/", 1)[-1], bad))
    return shown, widgets, cases


def md_dialog(category: str, source: str, behind: str | None, title: str | None,
              message: str | None, negative: tuple[str, bool | None],
              positive: tuple[str, bool | None], items: tuple[dict[str, Any], ...] = (),
              taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialDialog`` over the page ``behind`` (None: the home screen): its title,
    message, own widgets, then its negative and positive buttons with the library's ids."""
    buttons = [(negative[0], MD_NEGATIVE, negative[1]), (positive[0], MD_POSITIVE, positive[1])]
    shown, widgets, cases = _buttons(title, message, items, buttons, taps)
    screen = {"dialog": shown, "items": widgets}
    if behind:
        screen = {"title": behind, **screen}
    return entry(category, source, screen, cases)


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A support ``AlertDialog`` of a preference over the settings page ``behind``: its
    title, message, own widgets (a list's rows, a text field), then Cancel and, where it has
    one, OK, with the platform's ids."""
    buttons = [(negative[0], NEGATIVE, negative[1])]
    if positive:
        buttons.append((positive[0], POSITIVE, positive[1]))
    shown, widgets, cases = _buttons(title, message, items, buttons, taps)
    return entry(category, source, {"title": behind, "dialog": shown, "items": widgets}, cases)
