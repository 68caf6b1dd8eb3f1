"""How the five-hundred-and-twenty-fourth held-out corpus writes a screen (``android_corpus``):
Namida is a Flutter app. Its dialogs are its own ``CustomBlurryDialog`` (a title, which reads
"Warning" whatever the code passes when the dialog is a warning, a message or its own widgets,
then its buttons: Cancel, a ``NamidaTextButton``, and the confirming ``NamidaButton``, whose
words the code often writes in capitals); its track, playlist and queue menus are one large
dialog (``showGeneralPopupDialog``) of rows and of icons known by their tooltips; its text
prompts are bottom sheets (``showNamidaBottomSheetWithTextField``: a title, a subtitle, a text
field, Cancel and the button); its pages are rows, switches, chips and buttons. Flutter draws
them all itself, so no control carries a resource id a hierarchy shows: a control is known by
its words, an icon button by its tooltip (one without a tooltip names nothing and is left
off). A full page is a title and its widgets, with no popup over it. A control a screen shows
but no case taps is still on the screen."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["confirm", "entry", "menu", "on", "page", "popup", "sheet", "upper"]


def upper(text: str) -> str:
    """The words in capitals, as the app's ``toUpperCase()`` writes a button's label."""
    return text.upper()


def on(category: str, source: str, screen: dict[str, Any],
       cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """Cases that tap controls of a full page (``page``)."""
    return entry(category, source, screen, cases)


def confirm(category: str, source: str, behind: str, message: str,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = (),
            taps: tuple[tuple[str, bool], ...] = (), *, title: str) -> dict[str, Any]:  # fmt: skip
    """A ``CustomBlurryDialog`` flagged as a warning over the page ``behind``: the title
    "Warning" (``title``, in the language), the question, the dialog's own widgets, then its
    buttons in the order the code lists them."""
    return popup(category, source, behind, title, message, buttons, items, taps)


def sheet(category: str, source: str, behind: str, title: str, subtitle: str | None,
          field: dict[str, Any],
          buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
    """A text prompt (``showNamidaBottomSheetWithTextField``) over the page ``behind``: its
    title and subtitle, its text field, then Cancel and its button."""
    items: list[dict[str, Any]] = [{"text": title}]
    if subtitle:
        items.append({"text": subtitle})
    items.append(field)
    return popup(category, source, behind, None, None, buttons, tuple(items))
