"""How the five-hundred-and-fifteenth held-out corpus writes a screen (``android_corpus``):
Musify is a Flutter app. Its dialogs are Material 3 ``AlertDialog`` widgets (its own
``ConfirmationDialog`` among them, which lists Cancel before the confirming button), its
menus are ``PopupMenuButton`` lists, its pickers are bottom sheets of rows, and its pages are
rows, switches, buttons and icon buttons. Flutter draws them all itself, so no control carries
a resource id a hierarchy shows: a control is known by its words, an icon button by its
tooltip (an icon button without one names nothing and is left off). A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["alert", "confirm", "entry", "menu", "page", "popup", "sheet"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = (), *, untitled: bool = False,
          ) -> dict[str, Any]:  # fmt: skip
    """A Material ``AlertDialog`` over the page ``behind``: its title, message, own widgets
    and its buttons, each known by its words. A dialog whose title is, in some language, the
    same words as one of its tapped buttons (Portuguese "Add playlist" and Add are both
    Adicionar; Chinese, Japanese and Korean "Confirmation" and "Confirm" are one word) is
    written ``untitled`` in every language, so that the nine are one screen: a tapped label
    must name one control, and the rest of the dialog still says what it asks."""
    tapped = [label for label, bad in buttons if bad is not None]
    if title in tapped and not untitled:
        raise SystemExit(f"{source}: the title {title!r} is also a button's label")
    shown = None if untitled else title
    return popup(category, source, behind, shown, message, buttons, items, taps)


def confirm(category: str, source: str, behind: str, title: str, message: str,
            cancel: tuple[str, bool | None], submit: tuple[str, bool | None], *,
            untitled: bool = False) -> dict[str, Any]:  # fmt: skip
    """Musify's ``ConfirmationDialog`` over the page ``behind``: the title "Confirmation", the
    question, then Cancel and the confirming button (see :func:`alert`)."""
    return alert(category, source, behind, title, message, [cancel, submit], untitled=untitled)


def sheet(category: str, source: str, behind: str, items: list[dict[str, Any]],
          taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet drawn over the page ``behind``, some of its own widgets tapped."""
    return popup(category, source, behind, None, None, [], tuple(items), tuple(taps))
