"""How the four-hundred-and-sixth held-out corpus writes a screen (``android_corpus``): Todo
Agenda is View-based. Its settings are AndroidX preference screens (each row's title and
summary, a check box preference drawn as a switch with its state), and their dialogs are the
preference library's ``AlertDialog``: a list preference's single-choice rows (each
``android:id/text1``) with Cancel (``android:id/button2``), where a row picked closes the
dialog and saves it at once; an edit text preference's field (``android:id/edit``) with Cancel
and OK (``button2`` and ``button1``). The widget on the home screen and the app's own pages
carry the ids of its layouts under ``org.andstatus.todoagenda:id/``. A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

__all__ = ["ID", "alert", "choice", "edit", "entry", "page"]

ID = "org.andstatus.todoagenda:id/"
"""The app's namespace and application id."""


def alert(category: str, source: str, behind: str, title: str | None,
          buttons: list[tuple[str, str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A preference dialog over the page ``behind``: its title, its own widgets, then its
    buttons (``neutral``, ``negative``, ``positive``: the order a hierarchy lists them)."""
    ids = {"neutral": NEUTRAL, "negative": NEGATIVE, "positive": POSITIVE}
    shown = [(label, ids[kind], bad) for kind, label, bad in buttons]
    return dialog(category, source, behind, title, None, shown, items)


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, tap: str, bad: bool, cancel: str) -> dict[str, Any]:  # fmt: skip
    """A list preference's dialog over ``behind``: its title, its rows (the current one
    checked) and Cancel; ``tap`` is the row picked (or Cancel)."""
    items = [{"radio": r, "checked": r == checked, "rid": "android:id/text1"} for r in rows]
    items.append({"button": cancel, "rid": NEGATIVE})
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, bad)])


def edit(category: str, source: str, behind: str, title: str, text: str,
         cancel: tuple[str, bool | None],
         ok: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """An edit text preference's dialog over ``behind``: its title, the field with the text
    typed into it, Cancel and OK."""
    field = {"field": "android:id/edit", "text": text}
    buttons = [("negative", *cancel), ("positive", *ok)]
    return alert(category, source, behind, title, buttons, (field,))
