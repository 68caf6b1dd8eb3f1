"""How the five-hundred-and-sixty-third held-out corpus writes a screen (``android_corpus``):
Mangayomi is a Flutter app. Its dialogs are Material ``AlertDialog`` widgets (a title, a
message or the dialog's own widgets, then Cancel before the confirming button), its menus are
``PopupMenuButton`` lists, its settings are list tiles and switch tiles, and its pages are
buttons, rows and tabs. Flutter draws them all itself, so no control carries a resource id a
hierarchy shows: a control is known by its words, a ``CheckboxListTile`` is written as a switch
with the state it has before the tap, and an icon button without a tooltip (the trash icons
of the history, the categories, the repositories and the extension rows, the sync buttons'
icons) names nothing and is left off. A full page is a title (none where the app shows no app
bar) and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, popup

__all__ = ["alert", "confirm", "entry", "menu", "page"]


def page(title: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page: its app bar's title (``None``: the page has no app bar) and its widgets."""
    return {"title": title, "items": items} if title else {"items": items}


def alert(category: str, source: str, behind: str, title: str | None,
          message: str | None, buttons: list[tuple[str, bool | None]],
          items: tuple[dict[str, Any], ...] = (), taps: tuple[tuple[str, bool], ...] = (),
          *, untitled: bool = False) -> dict[str, Any]:  # fmt: skip
    """A Material ``AlertDialog`` over the page ``behind``: its title, message, own widgets
    and buttons, each known by its words (``None``: shown, not tapped). A dialog whose title
    is the same words as one of its tapped buttons (History's "Remove" asks with the title
    Remove and confirms with Remove) is written ``untitled``, in every language, so that the
    nine are one screen: a tapped label must name one control, and the message still says what
    the dialog asks."""
    tapped = [label for label, bad in buttons if bad is not None]
    if title in tapped and not untitled:
        raise SystemExit(f"{source}: the title {title!r} is also a button's label")
    shown = None if untitled else title
    return popup(category, source, behind, shown, message, buttons, items, taps)


def confirm(category: str, source: str, behind: str, title: str | None,
            message: str | None, cancel: tuple[str, bool | None],
            submit: tuple[str, bool | None], *, untitled: bool = False,
            ) -> dict[str, Any]:  # fmt: skip
    """A confirmation: the title and question, then Cancel and the confirming button, in the
    order every one of Mangayomi's confirmations lays them out (see :func:`alert`)."""
    return alert(category, source, behind, title, message, [cancel, submit], untitled=untitled)
