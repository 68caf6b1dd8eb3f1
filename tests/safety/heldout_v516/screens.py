"""How the five-hundred-and-sixteenth held-out corpus writes a screen (``android_corpus``):
Outline's Android app is a Cordova app that shows its web client (Lit and Polymer elements,
Material Web) in a WebView, whose nodes carry no resource ids a hierarchy shows, so its
buttons, icon buttons (known by their icon's ligature name, the only text they hold), menu
rows, list rows, radios and links are known by their labels alone. Its dialogs are
``md-dialog`` elements drawn in the page: a headline, a content and an action bar of
buttons, each known only by its label (:func:`android_corpus.popup`). A full page is the
header's title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
