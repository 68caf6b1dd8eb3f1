"""How the hundred-and-thirtieth held-out corpus writes a screen (``android_corpus``): Canvas
Student's Views (the Inbox's selection toolbar, the file list and its dialogs) carry their
layouts' and menus' resource ids, and its platform ``AlertDialog``\\ s the platform's button
ids; its Jetpack Compose screens (a conversation, the message composer and their dialogs)
and every screen of AirGap Wallet, an Ionic app drawn in a WebView, carry none, so there a
button is known by its label alone, which must name it; a full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
