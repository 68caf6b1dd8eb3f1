"""How the five-hundred-and-fifty-fifth held-out corpus writes a screen (``android_corpus``):
Fcitx5 for Android is View-based, its views built in code (Splitties) rather than from
layouts, so most of them carry no resource id a hierarchy shows. Its settings pages are
AndroidX ``PreferenceFragmentCompat`` screens, whose rows show their titles in
``android:id/title`` and their switches in ``android:id/switch_widget``; its dialogs are the
platform's ``AlertDialog``, whose buttons are ``android:id/button1`` (positive), ``button2``
(negative) and ``button3`` (neutral), listed neutral, negative, then positive as the
platform's button bar lays them out, and whose lists of choices are rows of
``android:id/text1``; its toolbar actions are menu items shown as icons, known by their
titles (a hierarchy shows a menu item's title as its description); its popup menus are
``PopupMenu``s; its snackbars are Material's (``snackbar_text`` and ``snackbar_action``, under
the app's package); the few layouts it inflates (the setup wizard, the clipboard editor and
the keyboard's special keys) carry their ids under ``org.fcitx.fcitx5.android:id/``. A full
page is a title and its widgets, with no popup over it."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "SWITCH", "alert", "choices", "entry", "menu", "page", "plain", "pref", "switch"]

ID = "org.fcitx.fcitx5.android:id/"
"""The app's package, under which its own views' ids are written."""
TITLE, SWITCH, TEXT1 = "android:id/title", "android:id/switch_widget", "android:id/text1"

Button = tuple[str, bool | None]
"""A button's label and whether tapping it is irreversible (None: shown, not tapped)."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: Button | None, positive: Button | None, neutral: Button | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    those of its neutral, negative and positive buttons it has, each with its platform id;
    ``taps`` are further cases on its own widgets."""
    shown = [(neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)]
    buttons = [(b[0], rid, b[1]) for b, rid in shown if b]
    return dialog(category, source, behind, title, message, buttons, items, taps)


def choices(labels: list[str]) -> tuple[dict[str, Any], ...]:
    """An ``AlertDialog``'s list of choices (``setItems``): one row of ``android:id/text1``
    each."""
    return tuple({"row": label, "rid": TEXT1} for label in labels)


def pref(title: str, summary: str | None = None) -> dict[str, Any]:
    """A ``Preference`` row: its title (``android:id/title``) and its summary."""
    shown = {"row": title, "rid": TITLE}
    return {**shown, "secondary": summary} if summary else shown


def switch(title: str, checked: bool) -> dict[str, Any]:
    """A ``SwitchPreference`` row, known by its title, with its state before the tap."""
    return {"switch": title, "checked": checked, "rid": SWITCH}


def plain(text: str) -> str:
    """A string the app shows through ``HtmlCompat.fromHtml``: its markup dropped."""
    return re.sub(r"<[^>]+>", "", text)
