"""How the four-hundred-and-twenty-first held-out corpus writes a screen (``android_corpus``):
Slide is View-based. Its confirmations are the support library's ``AlertDialog``, whose
buttons are ``android:id/button3`` (neutral), ``button2`` (negative) and ``button1``
(positive), listed in that order; its report, removal and flair prompts are Material Dialogs,
whose buttons carry the library's ids under the app's package (``md_buttonDefaultNeutral``,
``md_buttonDefaultNegative``, ``md_buttonDefaultPositive``); the actions of a post or a
comment are a bottom sheet: the post's title or the comment's text as its heading, then a
row per action. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["act", "alert", "entry", "material", "menu", "page", "sheet"]

PACKAGE = "me.ccrama.redditslide:id/"
MD = {k: f"{PACKAGE}md_buttonDefault{k.title()}" for k in ("neutral", "negative", "positive")}


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    neutral, negative and positive buttons (those it has), each with its platform id."""
    shown = ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE))
    buttons = [(b[0], rid, b[1]) for b, rid in shown if b]
    return dialog(category, source, behind, title, message, buttons, items)


def material(category: str, source: str, behind: str, title: str,
             buttons: list[tuple[str, str, bool | None]],
             items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Material Dialog over the page ``behind``: its title, its own view's widgets, then
    its buttons (``neutral``, ``negative``, ``positive`` with a label and what a tap does)."""
    shown = [(label, MD[kind], bad) for kind, label, bad in buttons]
    return dialog(category, source, behind, title, None, shown, items)


def sheet(category: str, source: str, behind: str, heading: str, rows: list[str],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over the page ``behind``: its heading, then one row per action."""
    screen = {"title": behind, "dialog": {"title": heading}, "items": [{"row": r} for r in rows]}
    return entry(category, source, screen, cases)


def act(category: str, source: str, screen: dict[str, Any], label: str, bad: bool,
        rid: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A tap on the control of ``screen`` labelled ``label`` (or with that resource id): by its
    label where that names it alone, else by its resource id (as where a translation gives two
    controls one word; ``rid`` names the control then, where the word is on two)."""
    items = [i for item in screen["items"] for i in (item.get("list") or [item])]
    texts = [screen.get("title"), *(screen.get("dialog") or {}).values()]
    texts += [i["text"] for i in items if "text" in i and "field" not in i]
    labels = [v for i in items for k, v in i.items()
              if k not in ("field", "text", "secondary", "rid")]  # fmt: skip
    ids = [str(i["rid"]).rsplit("/", 1)[-1] for i in items if "rid" in i]
    if label not in ids and (labels.count(label) != 1 or label in texts):
        found = [str(i["rid"]).rsplit("/", 1)[-1] for i in items
                 if label in i.values() and "rid" in i]  # fmt: skip
        if len(found) != 1 and rid not in found:
            raise SystemExit(f"{source}: {label!r} names no one control")
        label = found[0] if len(found) == 1 else str(rid)
    return entry(category, source, screen, [(label, bad)])
