"""How the eighty-fifth held-out corpus writes a screen (``android_corpus``). Both apps are
View-based. Habitica's own confirmations are ``HabiticaAlertDialog``
(``ui/views/dialogs/HabiticaAlertDialog.kt``, ``dialog_habitica_base.xml``): a title
(``titleTextView``), a message (``messageTextView``), the dialog's own content, then the
buttons ``addButton`` inflates (``dialog_habitica_primary_button.xml`` and its kin, which
carry no ids, so they are known by their labels) and, where
``setExtraCloseButtonVisibility(View.VISIBLE)`` shows it, the Close button below the dialog,
``close_button``. Habitica's few ``AlertDialog.Builder`` dialogs and GitNex's
``MaterialAlertDialogBuilder`` dialogs are the platform's (AppCompat) ``AlertDialog``, whose
buttons are ``android:id/button1/2/3``, listed neutral, negative, positive as its button
bar lays them out; GitNex's bottom sheets and both apps' pages carry the ids their layouts
give. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "alert", "dialog", "entry", "menu", "page"]

HABITICA = "com.habitrpg.android.habitica:id/"
GITNEX = "org.mian.gitnex:id/"
"""Each app's application id, the package of its views' ids."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          close: tuple[str, bool | None] | None = None,
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """Habitica's ``HabiticaAlertDialog`` over the page ``behind``: its title and message,
    its own content (``items``), its buttons by their labels (``None``: shown, not tapped)
    and, where the code shows it, the extra Close button (``close``: its label and whether
    tapping it is irreversible), which carries the id ``close_button``."""
    shown = popup(category, source, behind, title, message, buttons, items, taps)
    if close is not None:
        label, bad = close
        shown["screen"]["items"].append({"button": label, "rid": f"{HABITICA}close_button"})
        if bad is not None:
            shown["cases"].append({"tap": label, "irreversible": bad})
    return shown
