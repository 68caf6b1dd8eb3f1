"""How the five-hundred-and-seventh held-out corpus writes a screen (``android_corpus``):
Windscribe's phone app draws with Jetpack Compose and turns on ``testTagsAsResourceId`` at its
root (``AppStartActivity``), so a control with a ``testTag`` shows that tag as its resource id
in a hierarchy dump (``logout_button``, ``home_connect_button``, ``fav_remove_icon``, the
Compose tag alone, with no package); a control with no tag is known by its words or its
content description alone. Its switches are images with no words (tagged ``toggle_on`` or
``toggle_off``, a R.O.B.E.R.T. filter's ``robert_toggle_on_ID``), written as a resource id
beside the setting's title. Its confirmations are Material 3 ``AlertDialog`` (which lists its
dismiss button before its confirm button) and its own ``Dialog`` with a text field; its
failure, permission and warning screens are full-screen routes, written as pages. A full page
is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["confirm", "entry", "page", "popup", "tap"]


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose dialog over the page ``behind``: its title and message, the widgets of its
    own content, then its dismiss and confirm buttons, each known by its label (``None``:
    shown, not tapped)."""
    return popup(category, source, behind, title, message, buttons, items)


def tap(category: str, source: str, screen: dict[str, Any], label: str,
        bad: bool) -> dict[str, Any]:  # fmt: skip
    """One control of a page tapped."""
    return entry(category, source, screen, [(label, bad)])
