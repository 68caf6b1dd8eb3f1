"""How the three-hundred-and-eighty-third held-out corpus writes a screen (``android_corpus``):
Koler is View-based, and every popup it shows is a Material bottom sheet
(``BottomFragment``, ``bottom_dialog.xml``) holding one of its fragments: a yes-or-no prompt
(``prompt.xml``: a title, a subtitle and two icon buttons with no words, known only by their
ids ``prompt_button_no`` and ``prompt_button_yes``), a menu or a list of choices
(``menu.xml``: a title, a subtitle and rows whose words are in ``list_item_title``), or a
contact's or a call's card. Resource ids are the app's, under ``com.chooloo.www.koler:id/``
(its library's resources are merged into the app's package). A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page

__all__ = ["ID", "choices", "entry", "icon", "page", "plain", "prompt", "row", "sheet"]

ID = "com.chooloo.www.koler:id/"
"""The app's namespace and application id."""


def icon(desc: str, rid: str) -> dict[str, Any]:
    """An icon button with a content description."""
    return {"icon": desc, "rid": f"{ID}{rid}"}


def plain(rid: str) -> dict[str, Any]:
    """A button with neither words nor a content description: a hierarchy names it only by
    its resource id."""
    return {"id": f"{ID}{rid}", "rid": f"{ID}{rid}"}


def row(title: str, **extra: Any) -> dict[str, Any]:
    """A list row, its words in ``list_item_title``."""
    return {"row": title, "rid": f"{ID}list_item_title", **extra}


def sheet(category: str, source: str, behind: str, title: str | None,
          items: list[dict[str, Any]], cases: list[tuple[str, bool]],
          subtitle: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over the page ``behind``: its title and subtitle where it has them, then
    its widgets; ``cases`` tap them."""
    shown = {k: v for k, v in (("title", title), ("message", subtitle)) if v}
    return entry(category, source, {"title": behind, "dialog": shown, "items": items}, cases)


def prompt(category: str, source: str, behind: str, title: str, subtitle: str,
           yes: bool | None, no: bool | None) -> dict[str, Any]:  # fmt: skip
    """The prompt sheet (``PromptFragment``): its title and subtitle, then its two wordless
    buttons, No before Yes; the one given a label (not None) is tapped."""
    items = [plain("prompt_button_no"), plain("prompt_button_yes")]
    cases = [(rid, bad) for rid, bad in (("prompt_button_yes", yes), ("prompt_button_no", no))
             if bad is not None]  # fmt: skip
    return sheet(category, source, behind, title, items, cases, subtitle)


def choices(category: str, source: str, behind: str, title: str, subtitle: str,
            rows: list[str], tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A list of choices (``BaseChoicesFragment``): its title, subtitle and rows; a row
    picked acts at once and closes the sheet."""
    return sheet(category, source, behind, title, [row(r) for r in rows], [(tap, bad)], subtitle)
