"""How the five-hundred-and-sixty-first held-out corpus writes a screen (``android_corpus``):
Moshidon is View-based. Its confirmations are platform ``AlertDialog`` dialogs (its
``M3AlertDialogBuilder``), whose buttons are ``android:id/button2`` (negative, Cancel or
Discard) and ``button1`` (positive), listed in that order; its block and mute confirmations
are bottom sheets drawn from its own layout (``sheet_restrict_account.xml``: a title, a
subtitle, rows of text, then ``btn_secondary``, ``btn_confirm`` and ``btn_cancel``); its
post, profile and draft menus are ``PopupMenu`` lists, whose rows carry no id of the app's.
Its pages carry the ids of its layouts under the application's package
(``org.joinmastodon.android.moshinda``), a toolbar action its menu item's id and title. A
tapped control is named by its words where they name it alone on the screen, and by its id
where, in some language, the same words label another control too (German "Teilen" is
Boost and Share; Japanese 公開 is Publish and the Public visibility) or a dialog's title
(the log-out and unfollow confirmations). A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, menu, page

__all__ = ["ID", "alert", "entry", "menu", "page", "sheet"]

ID = "org.joinmastodon.android.moshinda:id/"
"""The application's package, under which its views' ids are."""

Tap = tuple[str, str | None, bool]
"""A tapped control: its words, its id (None: it has none) and whether it commits."""


def _controls(screen: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """What a label may name on the screen (the controls' words and ids), and the texts
    that are no control's (as ``android_corpus.check_labels`` reads them)."""
    items = [i for item in screen["items"] for i in (item.get("list") or [item])]
    texts = [screen.get("title"), *(screen.get("dialog") or {}).values()]
    texts += [i["text"] for i in items if "text" in i and "field" not in i]
    controls = [str(v).rsplit("/", 1)[-1] if k == "rid" else v for item in items
                for k, v in item.items() if k not in ("field", "text", "secondary")]  # fmt: skip
    return controls, texts


def entry(category: str, source: str, screen: dict[str, Any], taps: list[Tap]) -> dict[str, Any]:
    """A screen and the cases that tap its controls, each by its words where they name it
    alone, else by its id."""
    controls, texts = _controls(screen)
    cases = []
    for label, rid, bad in taps:
        if rid and (controls.count(label) != 1 or label in texts):
            label = rid.rsplit("/", 1)[-1]
        cases.append({"tap": label, "irreversible": bad})
    return {"category": category, "source": source, "screen": screen, "cases": cases}


def alert(category: str, source: str, behind: str | None, title: str | None,
          message: str | None, negative: tuple[str, bool | None],
          positive: tuple[str, bool | None], items: tuple[dict[str, Any], ...] = (),
          ) -> dict[str, Any]:  # fmt: skip
    """A platform ``AlertDialog`` over the page ``behind``: its title, message, own widgets
    and its negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind or "", title, message, buttons, items,
                  page_said=bool(behind))  # fmt: skip


def sheet(category: str, source: str, behind: str, title: str, subtitle: str,
          rows: list[dict[str, Any]], buttons: list[tuple[str, str, bool | None]],
          ) -> dict[str, Any]:  # fmt: skip
    """A restriction sheet (``AccountRestrictionConfirmationSheet``) over the page
    ``behind``: its title, its subtitle (the account or the server), its rows, then its
    buttons (words, the layout's id, whether tapping it commits; None: shown, not tapped)."""
    widgets = [*rows, *({"button": label, "rid": ID + rid} for label, rid, _ in buttons)]
    screen = {"title": behind, "dialog": {"title": title, "message": subtitle}, "items": widgets}
    taps = [(label, ID + rid, bad) for label, rid, bad in buttons if bad is not None]
    return entry(category, source, screen, taps)
