"""Builds the hundred-and-forty-fourth held-out corpus (``heldout_v144.yaml``) from a real web
app's source.

The source is HedgeDoc 1.x (github.com/hedgedoc/hedgedoc, branch ``master``, version 1.12.0),
the collaborative Markdown editor whose note page talks to the server over Socket.IO, at commit
e34d4aef41c6e1d0857157da335b80a754c24056 ("chore: update release checklist", 22 Aug 2026).
Read: the views ``public/views/hedgedoc/{header,body}.ejs`` (the phone header, its menu, the
infobar's permission menu, the clipboard, gist, snippet, delete and refresh modals),
``public/views/shared/{revision,signin,refresh}-modal.ejs``, ``public/views/index/body.ejs``
(the start page, the history, the profile menu, the delete-history and delete-user modals);
the client ``public/js/index.js`` (the socket, ``emitPermission``, the delete modal, the menu's
handlers, the revision modal, the imports and the snippet export), ``public/js/cover.js`` and
``public/js/history.js`` (the history's requests), ``public/js/lib/common/login.js``
(``checkIfAuth``: ``GET /me`` once, again after ``resetCheckAuth``),
``public/js/lib/editor/{index,utils}.js`` (the toolbar) and ``public/vendor/ot`` (ot.js's
``EditorClient`` and ``SocketIOAdapter``); and on the server ``lib/realtime.js`` (the
``permission`` and ``delete`` handlers), ``lib/ot/editor-socketio-server.js`` (``operation``,
``selection``), ``lib/web/historyRouter.js`` and ``lib/history.js``, ``lib/web/userRouter.js``
(``/me/delete/:token``, ``/me/export``), ``lib/web/note`` (``/new``, ``/:id/publish``,
``/:id/slide``, ``/:id/revision``) and ``lib/web/statusRouter.js`` (``userToken`` is the user's
``deleteToken``).

**Screens** (25 a language; fewer than planned: the corpus was kept to what could be read
exactly in the time) are the pages as a phone's browser shows them: the note's header (New,
Publish, Menu), its menu (Extra, Export, Import, Download), the editor's toolbar with "Budget
review" selected, the revision modal, the import-from-clipboard and import-from-gist modals,
the export-to-snippet modal (Internal to two projects, Private to one), the refresh modal; the
owner's permission menu of an editable and of a private note, the delete-note modal of three
notes; the start page signed out and its sign-in modal, the history page (three notes), the
empty history with "Import from browser", the profile menu, the delete-history-entry modal of
three rows, the clear-history modal and the delete-user modal. Controls whose label is not
one control's (Dropbox, Gist, Snippet, each twice in the menu) and the history rows' unnamed pin
and close icons are not tapped; the delete-history modal is reached by the latter.

**Strings** are the server's i18n catalogues ``locales/<locale>.json`` (keys are English's
text, ``__()`` in the views, ``%s`` filled in) for en, zh-CN, ja, ko, de, fr, es, pt-br and
ru; a key a catalogue lacks or leaves empty shows English (the build prints them). Texts the
code writes in English (the toolbar's titles, "Delete this note", the history modal's
messages, the snippet modal's labels, the modals' ``aria-label="Close"``) are English in every
language.

**What each action sends**, read from the code. The note page opens ``io.connect`` (socket.io
client 4.8.3) with ``query: {noteId}`` and the default path, so the websocket is
``wss://app.example/socket.io/?noteId=<id>&EIO=4&transport=websocket&sid=<sid>``
(engine.io-client's ``createTransport`` adds ``EIO``, ``transport`` and ``sid`` after the
query). HedgeDoc's ``socket.emit`` passes no callback, so each frame is ``42`` and
``JSON.stringify(["event", ...args])``. A permission entry sends ``42["permission","<value>"]``
only when it is not the note's current permission (``emitPermission``); "Yes, do it!" of the
delete-note modal sends ``42["delete"]``, and on the server's ``delete`` back the page sends
``DELETE /history/<id>?token=<userToken>`` and loads ``/`` (stated in that order). An edit is
ot.js's ``42["operation",<revision>,<ops>,<selection>]`` (the client's revision, counted on
from 128 screen by screen; the ops as ``TextOperation.toJSON``, an insert before a delete;
the selection after the change): Bold wraps the selection (``replaceRange``), then
``setSelections`` moves it, which the client sends as ``42["selection",...]``; Revert
(``setValue``), Import from the clipboard (``replaceAll`` of Turndown's text) and from a gist
(``GET https://api.github.com/gists/<id>`` first) replace the whole note. The presence
messages around an edit (``cursor focus``, ``cursor activity``, ``cursor blur``), which the
server only relays to the other users, are left out. HTTP: Revision opens the modal and
``GET /<id>/revision``, a revision row ``GET /<id>/revision/<time>``; HTML ``GET
/build/htmlexport.html`` (the template, then a local download); Export of a snippet ``POST
<gitlab>/api/v4/projects/<p>/snippets?access_token=...`` with title, file and visibility;
Export history ``GET /history``; Refresh history ``GET /me`` then ``GET /history``; "Import
from browser" ``POST /history`` (form field ``history``: the browser's history JSON); the
history modals ``DELETE /history/<id>?token=...`` and ``DELETE /history?token=...``. Page
loads (``via: link``): New and New guest note ``/new``, Publish ``/<id>/publish``, Slide Mode
``/<id>/slide``, Refresh (``location.reload``), a history row, Sign Out
``/logout``, the delete-user modal's "Yes, do it!" (an ``<a href="/me/delete/<token>">``). The
e-mail Sign In is a real form submit (``via: form``, ``POST /login``). Menu,
Clear history (opens its modal), "Delete this note", Cancel and the current
permission send nothing.

Each action is labelled by what the server does, not by its words. **Irreversible:** "Yes, do
it!" of the delete-note modal (``Note.destroy``: the note, its revisions and authorship go;
there is no trash; every connected user is disconnected); of the delete-history-entry modal
(judgement call: the note stays, but the entry, its pin, and with a random note id often the
only way back to the note, are deleted from the user's history on the server; filed as delete),
of the clear-history modal (every entry, "There is no turning back."), and of the delete-user
modal (``user.destroy``: the account and every note it owns; filed as delete-account); Export
to a snippet with visibility Internal (judgement call: the note's text is posted to GitLab as
a snippet every user of that GitLab instance can read; filed as publish). **Harmless:** the
permission changes (judgement call: the owner sets any permission back; going to Private
disconnects the others, who come back when it is opened again); the edits (undone by undo or a
revision); Export to a Private snippet (in the user's own project, deletable); New (an empty
note); Publish and Slide Mode (redirects to the read-only views, nothing is changed);
Revision, a revision row, HTML, Export history, Refresh history (reads);
Import from browser (merges the browser's history into the server's); Sign In, Sign Out,
Refresh; and every control that only opens or closes. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/hedgedoc/hedgedoc hedgedoc
    git -C hedgedoc checkout e34d4aef41c6e1d0857157da335b80a754c24056
    python tests/safety/heldout_v144/build.py hedgedoc

The corpus was built once, from these sources alone and without reading the safety policy, its
term lists or any corpus's measured figures; it was measured once after it was final, and
nothing in it or in the policy was changed after that measurement.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from hedgedoc import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v144.yaml")


class Lookup:
    """``t(key, *args)`` as the i18n module's ``__`` resolves it for one language: the
    language's text, else English's (the key), ``%s`` filled in from ``args``; ``fallbacks``
    names the keys shown in English."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key] or key
        for arg in args:
            text = text.replace("%s", str(arg), 1)
        return text


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        raise SystemExit("usage: build.py HEDGEDOC_REPO")
    folder = Path(argv[1]) / "locales"

    def read(locale: str) -> dict[str, str]:
        return json.loads((folder / f"{locale}.json").read_text(encoding="utf-8"))

    english = read("en")

    def lookup(lang: str) -> Lookup:
        return Lookup(read(LANGUAGES[lang]), english)

    return build(OUT, Path(__file__), LANGUAGES, lookup, lambda t, lang: screens(t))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
