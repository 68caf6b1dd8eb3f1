"""How the two-hundred-and-thirteenth held-out corpus writes a screen (``android_corpus``):
Kontalk is View-based. Its confirmations are afollestad ``MaterialDialog`` dialogs (material
dialogs 0.9.6), whose buttons a hierarchy lists as ``md_buttonDefaultNeutral``,
``md_buttonDefaultNegative`` and ``md_buttonDefaultPositive``, after the dialog's content and
its check box prompt (``md_promptCheckbox``); its menus are the toolbar's overflow and the
action mode's menus, and its pages carry the ids of its layouts under ``org.kontalk:id/``."""

from __future__ import annotations

from typing import Any

from android_corpus import dialog, entry, menu, page

__all__ = ["alert", "entry", "menu", "page", "rid"]

APP = "org.kontalk:id/"


def rid(name: str) -> str:
    """A resource id of the app's layouts, as a hierarchy dump shows it."""
    return APP + name


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialDialog`` over the page ``behind``: its title, content, own widgets and
    buttons (``neutral``, ``negative``, ``positive``: a label, which, and whether tapping it
    is irreversible, None where it is shown but not tapped)."""
    ids = {w: rid(f"md_buttonDefault{w.title()}") for w in ("neutral", "negative", "positive")}
    shown = [(label, ids[which], bad) for label, which, bad in buttons]
    return dialog(category, source, behind, title, message, shown, items, taps)
