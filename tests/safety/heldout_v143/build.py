"""Builds the hundred-and-forty-third held-out corpus (``heldout_v143.yaml``) from a real web
app's source.

The source is Etherpad (github.com/ether/etherpad-lite), a self-hosted collaborative editor, at
commit b827f5b3d93bc79fc9014c7d9f8b900956b8af65 ("Localisation updates from
https://translatewiki.net.", 20 Nov 2025): the pad page (``src/templates/pad.html`` and
``src/static/js``: ``pad.ts``, ``collab_client.ts``, ``pad_editbar.ts``, ``pad_editor.ts``,
``pad_impexp.ts``, ``pad_userlist.ts``, ``chat.ts``, ``ChatMessage.ts``, ``ace2_inner.ts``,
``undomodule.ts``, ``socketio.ts``, ``timeslider.ts``) and the React admin (``admin/src``:
``App.tsx``, ``pages/HomePage.tsx``, ``SettingsPage.tsx``, ``PadPage.tsx``, ``HelpPage.tsx``,
``ShoutPage.tsx``); for what the server does, ``src/node/handler/PadMessageHandler.ts`` (the
COLLABROOM messages: USER_CHANGES, PAD_DELETE, USERINFO_UPDATE, CHAT_MESSAGE,
GET_CHAT_MESSAGES, SAVE_REVISION), ``src/node/hooks/express/adminsettings.ts`` (``load``,
``saveSettings``, ``shout``, ``help``, ``padLoad``, ``deletePad``, ``createPad``,
``cleanupPadRevisions``, ``restartServer``), ``adminplugins.ts`` (``getStats``,
``getInstalled``, ``search``, ``install``, ``uninstall``), ``hooks/express.ts``
(``restartServer``) and ``importexport.ts``. Etherpad was the app named; it has all nine
languages, so the alternate (HedgeDoc) was not needed.

**Screens** (38 a language) are the pages as a phone's browser shows them. The pad
``team-notes``: its toolbar (icons named by their titles), the same toolbar with a line of
others' text selected, the browser's ``confirm()`` questions (clear authorship colours and
delete the pad, on ``team-notes`` and on a second pad ``retro-2025-q3``, and import over the
pad's text of a ``.txt``, an ``.etherpad`` and an ``.html`` file; their OK and Cancel are
the browser's own words, the message the app's), the settings popup, the users popup (the name
field), the colour picker, the chat (a message typed, a message with a link, a reply, the
empty input), the import/export popup
(a ``.txt`` and an ``.etherpad`` file chosen), the share popup, the timeslider and its export
popup. The admin (``/admin``): the menu, the plugin manager, the settings page, the pads list
(two pads), the delete-pad dialog (two pads), the new pad dialog and the communication
(shout) page, blank, with a message typed and with the sticky switch on. Hardcoded English in
the admin stays English in every language ("Communication", "Ok", "Cancel", "Next Page",
"Change sticky message"; the create dialog's submit shows its missing key
``admin_settings.createPad``). Unnamed icons (the colour swatch, the shout's send icon) are
left out; the chat and the shout are sent with Enter in their focused field.

**Strings** are ``src/locales/<code>.json`` (html10n on the pad; the admin build copies the same
files to ``/admin/locales``) and, for the admin's ``ep_admin_pads`` namespace,
``admin/public/ep_admin_pads/<code>.json``, for en, zh-hans, ja, ko, de, fr, es, pt-br and ru
(judgement call: the admin's i18next is taken to load the same code as the pad). A key that a
language lacks or leaves empty shows English (the build prints them): ja lacks the delete-pad
strings, the home title and the admin settings page's; es and pt-br the home title; and
``ep_admin_pads`` has no ja or es file, so those show its English strings.

**What each action sends**, read from the code. The pad talks over socket.io-client 4.8
(``socketio.ts``: path ``/socket.io/``, polling then the upgrade to the websocket, so its URL
holds ``EIO=4``, ``transport=websocket`` and the session id); the admin opens ``/settings`` and
``/pluginfw/installer`` with ``transports: ['websocket']`` on one manager, so its URL has no
sid. Each message is engine.io's ``4``, socket.io's EVENT ``2``, the namespace and a comma
where it is not ``/`` (socket.io-parser's ``encode``), no ack id (no emit here passes a
callback), and ``JSON.stringify([event, ...args])``. The pad's ``collabClient.sendMessage``
emits ``message`` with ``{type: "COLLABROOM", component: "pad", data}``: Bold, Italic and
Ordered list on the selected line and Undo send USER_CHANGES (base revision, changeset, the
changeset's own attribute pool; revisions count on from 212); Save Revision sends
SAVE_REVISION; the name field's Enter and the colour picker's Save send USERINFO_UPDATE
(``myUserInfo``: userId, name, ip, colorId); Enter in the chat sends CHAT_MESSAGE (a
``ChatMessage`` whose ``toJSON`` writes text, time, userId and userName, null until the server
fills them); Load more messages sends GET_CHAT_MESSAGES; OK to delete the pad sends PAD_DELETE
and then loads ``/``; Clear authorship with a selection sends USER_CHANGES setting ``author``
to ``""`` on it, and OK to the whole-document question the same over the whole text. Import
Now's OK is a jQuery ``$.ajax`` POST of the form's ``FormData`` to ``/p/team-notes/import``
(a multipart body), and an ``.etherpad`` import reloads the page (``directDatabaseAccess``).
The view switches (authorship colours, line numbers, right to left) change only this browser's
view (``changeViewOption``, cookies) and send nothing, as does the share popup's Read only.
Export entries, the timeslider, Return to pad, Back to home and the admin's open-pad icon
are page loads (``via: link``). Admin menu entries are
client-side routes whose pages emit on mount: the plugin manager ``getInstalled`` and
``search``, troubleshooting ``help``, manage pads ``padLoad`` (12 a page by name), the
communication page ``getStats``; Settings shows what was loaded at start and sends nothing.
On the pads page the Padname column header sends ``padLoad`` again (descending), Create sends
``createPad`` then ``padLoad``, Install ``install`` then (on ``finished:install``)
``getInstalled``. Controls that open a popup, a dialog or a question, Cancel and the close
button send nothing.

Each action is labelled by what the server does, not by its words. **Irreversible:** Enter in
the pad chat (``handleChatMessage`` appends it to the pad's chat history, which has no delete,
and sends it to everyone on the pad; filed as send); the admin's shout, plain or sticky
(``io.sockets.emit('shout')`` shows it on every connected pad of the instance; filed as
send); OK to delete the pad (``handlePadDelete``: the first author's request removes the pad
and its history) and the admin's Ok (``pad.remove()``), each delete; Cleanup revisions (judgement
call: ``deleteRevisions`` keeps the last five revisions and drops the rest of the history; the
instance enables ``cleanup``, otherwise the server refuses; filed as delete); OK to import a
file (judgement call: the server replaces the whole pad's text for everyone; the old text
stays only in the history, which the app cannot restore from; filed as delete); Clear
authorship colours on a selection and OK to clear them on the whole document (judgement call:
Undo would send the other authors' ids back, which ``handleUserChanges`` refuses, so their
attribution cannot be restored; filed as delete). **Harmless:** formatting, lists and Undo
(edits the pad's users can edit back); Save Revision (a mark in the history); the name and
colour; reads (chat history, the admin's lists, help, stats); exports; Save Settings (the
settings file, editable back); Restart Etherpad (judgement call: reloads the settings and
plugins and restarts the HTTP server; the pads reconnect, nothing is lost); Install and
Uninstall of a plugin (judgement call: each undoes the other, the pads' data stays); Create of
an empty pad; and every control that only opens or closes.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/ether/etherpad-lite etherpad-lite
    git -C etherpad-lite checkout b827f5b3d93bc79fc9014c7d9f8b900956b8af65
    python tests/safety/heldout_v143/build.py etherpad-lite

The corpus was built once, from these sources alone and without reading the safety policy, its
term lists or any corpus's measured figures; it was measured once after it was final, and
nothing in it or in the policy was changed after that measurement.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from etherpad import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v143.yaml")


class Lookup:
    """``t(key)`` as html10n and i18next show it: the language's string, else English's
    (``fallbacks`` names those keys); ``ep:KEY`` is the admin's ``ep_admin_pads`` namespace."""

    def __init__(self, tables: dict[str, dict[str, str]], english: dict[str, dict[str, str]]):
        self.tables, self.english = tables, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str) -> str:
        space, _, name = key.rpartition(":")
        english = self.english[space]
        if name not in english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.tables[space].get(name) or ""
        if not text:
            self.fallbacks.add(key)
            text = english[name]
        return text


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        raise SystemExit("usage: build.py ETHERPAD_REPO")
    repo = Path(argv[1])

    def read(folder: str, code: str) -> dict[str, str]:
        path = repo / folder / f"{code}.json"
        if not path.exists():
            return {}
        table = json.loads(path.read_text(encoding="utf-8"))
        return {k: v for k, v in table.items() if isinstance(v, str)}

    def tables(code: str) -> dict[str, dict[str, str]]:
        return {"": read("src/locales", code), "ep": read("admin/public/ep_admin_pads", code)}

    english = tables("en")

    def lookup(lang: str) -> Lookup:
        return Lookup(tables(LANGUAGES[lang]), english)

    return build(OUT, Path(__file__), LANGUAGES, lookup, lambda t, lang: screens(t, lang))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
