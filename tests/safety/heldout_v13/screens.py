"""How the thirteenth held-out corpus writes a screen (``m2miner.testing.safety_corpus``)."""

from __future__ import annotations

from typing import Any

POSITIVE, NEGATIVE = "android:id/button1", "android:id/button2"
NEUTRAL = "android:id/button3"
"""A platform dialog's button ids (``AlertDialog``), as a hierarchy dump shows them."""
Button = tuple[str, str, bool | None]
"""A dialog button: its label, its resource id, whether tapping it is irreversible (None:
shown, not tapped)."""


def dialog(category: str, source: str, page: str, title: str | None, message: str | None,
           buttons: list[Button], items: tuple[dict[str, Any], ...] = (),
           taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog: its title and message, the widgets of its own view (``items``), then its
    buttons in the order a hierarchy lists them (neutral, negative, positive). A button whose
    label is also a text of the dialog or of the page behind it, or another button's, is
    tapped by its id; ``taps`` are further cases on the dialog's own widgets."""
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    widgets = [*items, *({"button": label, "rid": rid} for label, rid, _ in buttons)]
    labels = [label for label, _, _ in buttons]
    said = [page, *shown.values(), *(str(i.get("text", "")) for i in items)]
    cases = list(taps)
    for label, rid, bad in buttons:
        if bad is None:
            continue
        unique = labels.count(label) == 1 and label not in said
        cases.append((label if unique else rid.rsplit("/", 1)[-1], bad))
    return entry(category, source, {"title": page, "dialog": shown, "items": widgets}, cases)


def menu(category: str, source: str, page: str, entries: list[str],
         cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """An overflow, context or popup menu: a list of entries."""
    screen = {"title": page, "dialog": {}, "items": [{"menu": e} for e in entries]}
    return entry(category, source, screen, cases)


def entry(category: str, source: str, screen: dict[str, Any],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    acts = [{"tap": label, "irreversible": bad} for label, bad in cases]
    return {"category": category, "source": source, "screen": screen, "cases": acts}
