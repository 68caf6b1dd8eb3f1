"""How the hundred-and-third held-out corpus writes a screen (``android_corpus``): Electrum's
Android app draws with Qt Quick (QML), whose controls carry no resource ids (and the app turns
Qt's Android accessibility bridge off), and Passbolt draws with Jetpack Compose, whose controls
carry none either, so in both apps a popup's or a page's button is known by its label alone,
which must name it. An Electrum confirmation is its ``MessageDialog`` (a title, a message where
one is set, then No and Yes), a Passbolt one a Material 3 ``AlertDialog`` (a title, a message,
then the dismiss button and the confirm button); a sheet's or a menu's rows are a list of rows
known by their text; a full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
