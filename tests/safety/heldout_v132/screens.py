"""How the hundred-and-thirty-second held-out corpus writes a screen (``android_corpus``):
PCAPdroid's Views (its action modes' icons, the consent page's buttons, the toolbar's Stop)
carry their layouts' and menus' resource ids, and its ``AlertDialog``\\ s the platform's
button ids; Spotube is a Flutter app drawn with shadcn_flutter, so none of its controls
carries an id and a button is known by its label alone, which must name it; a full page is
a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
