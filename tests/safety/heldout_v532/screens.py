"""How the five-hundred-and-thirty-second held-out corpus writes a screen (``android_corpus``):
Monerujo is View-based Java. Its dialogs are Material ``AlertDialog`` dialogs, whose buttons
are ``android:id/button3`` (neutral), ``button2`` (negative) and ``button1`` (positive),
listed in that order, and whose own views (a label, a field, a checkbox, a switch, a slider)
carry the ids of the app's layouts, under its package (``com.m2049r.xmrwallet``). A list
preference opens the support library's dialog of radio rows (``android:id/text1``) with the
platform's Cancel. Its pages carry the ids of its layouts; its toolbar is the app's own
(``widget/Toolbar.java``): a title and a subtitle in the middle, the logo where there is no
title, and one image button, ``bSettings``, described Settings, Back, Close or Cancel by
what it does there. An action-bar item shown as an icon is known by its title as content
description and by its menu id; the rows of an overflow or popup menu carry no id of the
app. An image button without a content description is known by its id alone; a switch
without words of its own (a label beside it is a separate text) shows no words. The
overflow button (the platform's "More options", not the app's words) is left off. A full
page is a title and its widgets, with no popup over it; the title is the toolbar's
subtitle where that names the page (Send, Nodes, Settings, Details, Subaddresses,
Transaction Details), the wallet's name on the wallet's own page, and none on the wallet
list, whose toolbar shows only the logo."""

from __future__ import annotations

import html as markup
import re
from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["DOTS", "ID", "NEGATIVE", "NEUTRAL", "POSITIVE", "alert", "entry", "html", "menu",
           "page", "pick", "plain", "switch"]  # fmt: skip

ID = "com.m2049r.xmrwallet:id/"
"""The app's package, under which its views' ids are."""
DOTS = "\u2022" * 10
"""A password field's text as a hierarchy shows it."""


def plain(rid: str) -> dict[str, Any]:
    """An image button without a content description: known by its resource id alone."""
    return {"id": f"{ID}{rid}", "rid": f"{ID}{rid}"}


def switch(label: str, rid: str | None, checked: bool) -> dict[str, Any]:
    """A switch or checkbox (written as a switch) with its words (``""``: none of its own),
    its id under the app's package or with its own package, and its state."""
    item: dict[str, Any] = {"switch": label, "checked": checked}
    if rid:
        item["rid"] = rid if ":" in rid else f"{ID}{rid}"
    return item


def html(text: str) -> str:
    """A string written as HTML (``Html.fromHtml``) read as the text a hierarchy shows: a
    block (a heading, a paragraph, a line break) parted from the next by a space, inline
    markup dropped."""
    text = re.sub(r"</?(?:h\d|p|br|div|ul|ol|li)\b[^>]*>", " ", text)
    text = markup.unescape(re.sub(r"<[^>]+>", "", text))
    return re.sub(r"\s+", " ", text).strip()


def alert(category: str, source: str, behind: str | None, title: str | None,
          message: str | None, buttons: list[tuple[str, str, bool | None]],
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title and message, the widgets of its
    own view, then its buttons (a label, a platform id, whether tapping it commits; None:
    shown, not tapped); a button whose words are also a text of the dialog or another
    button's is tapped by its id."""
    return dialog(category, source, behind, title, message, buttons, items, taps)


def pick(screen: dict[str, Any], label: str, rid: str) -> str:
    """The label a case taps on ``screen`` to reach the control ``label`` whose id is
    ``rid``: its words, or its id where the words are also a text of the screen or another
    control's (a translation may give two controls the same words)."""
    items = [i for item in screen["items"] for i in (item.get("list") or [item])]
    texts = [screen.get("title"), *(screen.get("dialog") or {}).values()]
    texts += [i["text"] for i in items if "text" in i and "field" not in i]
    controls = [str(v).rsplit("/", 1)[-1] if k == "rid" else v for item in items
                for k, v in item.items() if k not in ("field", "text", "secondary")]  # fmt: skip
    if controls.count(label) == 1 and label not in texts:
        return label
    return rid.rsplit("/", 1)[-1]
