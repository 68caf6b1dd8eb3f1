"""How the sixth held-out corpus writes a screen (``m2miner.testing.safety_corpus``)."""

from __future__ import annotations

from typing import Any

POSITIVE, NEGATIVE, NEUTRAL = "android:id/button1", "android:id/button2", "android:id/button3"
"""A platform dialog's button ids, as a hierarchy dump shows them."""
Button = tuple[str, str, bool]
"""A dialog button: its label, its resource id, whether tapping it is irreversible."""


def dialog(category: str, source: str, page: str, title: str | None, message: str | None,
           buttons: list[Button], texts: tuple[str, ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog: its title and message, any further texts, then its buttons in the
    order a hierarchy lists them. A button whose label is also a text of the dialog, or
    another button's, is tapped by its id."""
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    items: list[dict[str, Any]] = [{"text": t} for t in texts]
    items += [{"button": label, "rid": rid} for label, rid, _ in buttons]
    labels = [label for label, _, _ in buttons]
    said = [*shown.values(), *texts]
    cases = []
    for label, rid, bad in buttons:
        unique = labels.count(label) == 1 and label not in said
        cases.append((label if unique else rid.rsplit("/", 1)[-1], bad))
    return entry(category, source, {"title": page, "dialog": shown, "items": items}, cases)


def menu(category: str, source: str, page: str, entries: list[str],
         cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """An overflow or context menu: a popup of entries."""
    screen = {"title": page, "dialog": {}, "items": [{"menu": e} for e in entries]}
    return entry(category, source, screen, cases)


def entry(category: str, source: str, screen: dict[str, Any],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    acts = [{"tap": label, "irreversible": bad} for label, bad in cases]
    return {"category": category, "source": source, "screen": screen, "cases": acts}
