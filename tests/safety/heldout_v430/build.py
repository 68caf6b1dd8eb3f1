"""Builds the four-hundred-and-thirtieth held-out corpus (``heldout_v430.yaml``) from a real web
app's source.

The source is Excalidraw (github.com/excalidraw/excalidraw), a hand-drawn style whiteboard: a
React single-page app that keeps the drawing in the browser and calls other origins only to
share it (a read-only link on json.excalidraw.com, a live collaboration room on a socket.io
server with the scene kept in Firebase, an export to Excalidraw+, a library submitted for
review). Read at commit 4872083c044491b6d5c96ae134a75464f96d6831 ("feat(editor): bucketfill
cursor + eyedropper support (#11849)", 7 Aug 2026). Read: in ``excalidraw-app/``,
``index.html`` (the page title), ``.env.production`` (the origins), ``package.json``
(socket.io-client 4.7.2, firebase 11.3.1), ``app_constants.ts``, ``App.tsx`` (the share link
export, the Load from link modal, the menus and dialogs it mounts), ``components/AppMainMenu.tsx``,
``AppWelcomeScreen.tsx``, ``ExportToExcalidrawPlus.tsx``, ``AI.tsx``,
``share/ShareDialog.tsx``, ``collab/Collab.tsx``, ``collab/Portal.tsx``, ``data/index.ts``
and ``data/firebase.ts``; in ``packages/excalidraw/``, ``i18n.ts`` (``t()``),
``components/main-menu/DefaultItems.tsx``, ``JSONExportDialog.tsx``,
``ImageExportDialog.tsx``, ``ShareableLinkDialog.tsx``, ``OverwriteConfirm/``,
``ActiveConfirmDialog.tsx``, ``ConfirmDialog.tsx``, ``LibraryMenuHeaderContent.tsx``,
``LibraryMenuBrowseButton.tsx``, ``PublishLibrary.tsx`` and ``actions/actionCanvas.tsx``
(the clear canvas action is recorded in the undo history).

**Screens** (37 a language) on excalidraw.com, titled by the page's ``<title>``, "Excalidraw
Whiteboard", in every language; a drawing holds a few shapes unless said: the top bar (written
twice, once per kind of action), the main menu (twice) and its Preferences submenu, the welcome
screen of an empty canvas, the command palette (twice); the Save to... dialog (three times, and
twice more for a drawing holding an image), the shareable link dialog that follows its export,
the image export dialog (twice), the Load from file modal (Open on a drawing) and the Load from
link modal (a ``#json=`` link opened over a drawing); the share dialog (twice, and once more for
a drawing holding an image), the live collaboration dialog, a session's dialog (twice), the
browser's ``confirm()`` of stopping a session, the clear canvas confirmation outside and inside
a session, an element's context menu in a session; the library sidebar, its menu without (twice)
and with items selected, the publish library dialog with one item (twice), with two items and
with items submitted before, and the submission's success dialog. A ``Dialog`` is a dialog over
the canvas headed by its title; one drawn with ``title={false}`` (the share, session, shareable
link and overwrite dialogs) has its heading among its texts. The overwrite modals show the app's
three ways to keep the drawing first, each a card whose title, text and button are written; a
card whose title is its button's words is never tapped, nor is the Load from file modal's own
button (the modal's heading). A ``confirm()`` is the browser's.

**Strings** are ``packages/excalidraw/locales/<lang>.json`` for en, zh-CN, ja-JP, ko-KR,
de-DE, fr-FR, es-ES, pt-BR and ru-RU, read as the app's ``t()`` does: a key the language
lacks or leaves empty shows English's, ``{{authorName}}`` is filled in, and the tags of
``<Trans>`` messages are dropped (the success dialog's link is the words inside its
``<link>``). The build prints the keys shown in English: every language but en lacks
``labels.boxSelectionMode`` (a text of the Preferences submenu); ja also lacks
``labels.preferences`` and ``labels.preferences_toolLock``; fr lacks ``buttons.copyLink``
(the Copy link buttons); ko lacks ``overwriteConfirm.action.excalidrawPlus.title``,
``roomDialog.desc_intro``, ``roomDialog.desc_privacy`` and the three
``welcomeScreen.app.center_heading`` lines. The source writes some words in English in every
language: "Excalidraw+", "GitHub", "Sign up", the shareable link dialog's heading "Shareable
link" and its "Link" field, the session dialog's "Your name" and "Link" fields and its
"Share" button. Names, typed texts and links are the same in every language.

**What each action sends**, read from the code. Page loads (``via: link``): the main menu's
Excalidraw+, Sign up and Discord chat, the library sidebar's Browse libraries
(libraries.excalidraw.com with the app's query), the success dialog's link (the review's pull
request) and the ``window.open`` of app.excalidraw.com's import page that ends an Excalidraw+
export. As requests of the page: Export to Link ``POST
https://json.excalidraw.com/api/v2/post/`` (the compressed, encrypted scene) and, for a drawing
holding an image, the image's upload to Firebase Storage (``POST
https://firebasestorage.googleapis.com/v0/b/excalidraw-room-persistence.appspot.com/o?name=``
``files/shareLinks/<id>/<file id>``, a multipart upload, as the Firebase SDK sends
``uploadBytes``); Excalidraw+'s Export and Export to Excalidraw+ (in the Load from file modal
and the command palette) upload the encrypted scene to ``migrations/scenes/<id>`` (and an image
to ``migrations/files/scenes/<id>/<file id>``) the same way, then open the import page; Replace
my content ``GET https://json.excalidraw.com/api/v2/<id>`` (the linked drawing, loaded in place
of the one kept in the browser); Submit ``POST
https://us-central1-excalidraw-room-persistence.cloudfunctions.net/libraries/submit`` (a
FormData of the library file, its preview image and the form's fields). Start session saves the
scene to the room's Firestore document in a transaction (``POST .../documents:batchGet`` then
``POST .../documents:commit`` at ``https://firestore.googleapis.com/v1/projects/``
``excalidraw-room-persistence/databases/(default)``) and joins the room over the collaboration
server's WebSocket (``wss://oss-collab.excalidraw.com/socket.io/?EIO=4``
``&transport=websocket``), the message ``42["join-room","<room>"]``. In a session an edit
(Delete, Duplicate, Confirm in the clear canvas confirmation) is broadcast as the binary event
``452-["server-broadcast","<room>",{"_placeholder":true,"num":0},{"_placeholder":true,``
``"num":1}]`` whose two attachments are the ciphertext and its iv (the Firestore save that
follows is throttled and comes later). Bodies that are ciphertext, a multipart upload or a
FormData are not written. Nothing is sent by: Save to file, the image export's switches, PNG and
Copy to clipboard, Copy link, Add to library, Save name(s) and exit, Close, the Preferences'
items, Undo, a clear canvas outside a session, the library menu's Save to..., a confirmation's
Cancel, and every control that only opens a menu, a dialog, a confirmation, the system's share
sheet or a file picker (Share, Open, Save to..., Export image..., Live collaboration..., Reset
the canvas, Rename or publish, Remove, Reset library, and Stop session, whose save of the room
is skipped since the scene was saved after the last edit).

Each action is labelled by what it does, not by its words. **publish:** Export to Link, from the
Save to... dialog or the share dialog (judgement call: the drawing is stored on
json.excalidraw.com for anyone holding the link, and the app offers no way to take it down);
Submit in the publish library dialog (the library goes to a public review as a pull request,
under the MIT License). **share:** Start session (judgement call: the drawing is stored in the
room's Firestore document, which the app never deletes, and the room's link in the address bar
lets anyone join and edit it). **upload:** Export and Export to Excalidraw+ (judgement call: a
copy of the drawing is handed to another service and left in its storage, with no way back from
the app). **overwrite:** Replace my content (the drawing kept in the browser is replaced by the
link's, and the undo history starts afresh). **Harmless or reversible:** Confirm in the clear
canvas confirmation, in a session too (judgement call: every collaborator sees the canvas
emptied, but the clear is one step of the undo history and Undo broadcasts the shapes back),
Delete and Duplicate in a session (undone the same way), the switches and toggles, saving to a
file, exports to a file or the clipboard, copying a link, the links to other pages, the
confirmations' Cancel, and every control that only opens something. Not in the corpus: OK in
"Stopping the session will overwrite your previous, locally stored drawing" (it overwrites the
drawing kept in the browser, but its only message is the socket's disconnect packet ``41``,
which carries no request, and every commit here states one: the stop confirmation is written
with its Cancel alone), the library's Reset library and Remove confirmations, which wipe items
kept only in the browser and send no request, and the AI features (Text to diagram, Diagram to
code). Every screen is a web page (``web: true``) and every action states its requests. The
builder reads the locale files of a checkout of the commit:

    git clone https://github.com/excalidraw/excalidraw excalidraw
    git -C excalidraw checkout 4872083c044491b6d5c96ae134a75464f96d6831
    python tests/safety/heldout_v430/build.py excalidraw

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from excalidraw import AUTHOR, screens
from web_corpus import JsonLookup, build, flatten

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v430.yaml")


class Lookup(JsonLookup):
    """``t(key)`` as the app's ``t()``: the language's string, English's where it lacks the
    key or leaves it empty, ``{{authorName}}`` filled in and the tags of ``<Trans>``
    messages dropped; ``t.tagged(key, tag)`` is the text inside one tag (a link's words)."""

    def tagged(self, key: str, tag: str) -> str:
        self.tags = False
        try:
            text = self(key)
        finally:
            self.tags = True
        found = re.search(rf"<{tag}>(.*?)</{tag}>", text)
        if not found:
            raise SystemExit(f"no <{tag}> in {key!r}")
        return found.group(1)


def main(checkout: str) -> int:
    folder = Path(checkout) / "packages" / "excalidraw" / "locales"

    def read(name: str) -> dict[str, str]:
        return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

    english = read("en")

    def lookup(lang: str) -> Lookup:
        return Lookup(read(LANGUAGES[lang]), english, {"authorName": AUTHOR}, tags=True)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        ok, cancel = CONFIRM_BUTTONS[lang]
        return screens(t, ok, cancel)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
