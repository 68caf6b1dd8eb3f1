"""Builds the three-hundred-and-seventy-fifth held-out corpus (``heldout_v375.yaml``) from a real
web app's source.

The source is PairDrop (github.com/schlagmichdoch/PairDrop), a web app that sends files and
text messages between devices: a page drawn in the browser, without accounts, whose every
device finds the others through a Node signalling server it talks to over one WebSocket, and
which sends to another device over WebRTC or, where WebRTC is missing and the instance allows
it, relayed through that same WebSocket. Read at commit
31ec776fb304fd7ddf0eeffba41b1631f712887b ("Only handle requests with the same origin via the
service worker", 25 Feb 2025). Read: ``public/index.html`` (the header, the share panel, the
footer and every dialog with its buttons), ``public/scripts/ui.js`` (PeersUI and its share
mode, PeerUI, Dialog, LanguageSelectDialog, ReceiveFileDialog, ReceiveRequestDialog,
InputKeyContainer, PairDeviceDialog, EditPairedDevicesDialog, PublicRoomDialog,
SendTextDialog, ReceiveTextDialog, ShareTextDialog, Base64Dialog, AboutUI, Notifications),
``public/scripts/ui-main.js`` (ThemeUI, FooterUI: the display name),
``public/scripts/main.js``, ``public/scripts/network.js`` (ServerConnection: the WebSocket's
URL and every message it sends; Peer, WSPeer: what goes to another device and how the
fallback addresses it; PeersManager), ``public/scripts/localization.js`` (how a string is
looked up and when English is shown), ``public/scripts/persistent-storage.js`` (paired
devices kept in IndexedDB), ``public/scripts/util.js`` (the MIME types guessed from a file's
name) and the server: ``server/index.js`` (``WS_FALLBACK``), ``server/ws-server.js`` (what each
message does) and ``server/peer.js`` (the peer's IP room and ``webrtc_supported``).

**Screens** (23 a language) of PairDrop at ``https://drop.example.com/``, an instance started
with ``WS_FALLBACK=true``, on a phone whose browser has WebRTC turned off, so that the page
shows the fallback notice and every other device is reached through the WebSocket. This
device is "Amber Falcon"; "Violet Otter" (Mac Firefox) is on the same network, "Coral Lynx"
(Windows Edge) is a paired device elsewhere and "Olive Badger" (iOS Safari) is in the public
room KQZVB that this device created. The screens: the main page (its header, the peers, the
footer) written three times, once per kind of action, and once with the display name being
edited; the language dialog; the about page; the pair devices dialog with five digits of the
other device's key typed; the paired devices dialog with Coral Lynx, and again after it was
unpaired with a second device, "Slate Heron"; the public room dialog with four letters of
another room typed; the transfer request dialog for three files from Violet Otter and for two
images from Coral Lynx; the received files dialog; a received message holding a link; the
send message dialog to each of the three peers; the main page in share mode with a text, with
two files, with one file and with a shared link (only Coral Lynx shown); the share text dialog
and the base64 paste dialog. Every screen is a web page (``web: true``). A dialog is titled by
its ``h2`` over the page, whose title is ``document.title`` (written in English by
index.html, or set by a dialog: "File Transfer Requested - PairDrop"). The header's icon
buttons are ``icon`` items named by their titles, the about link by its ``aria-label``; a peer
is a ``button`` named by its display name, followed by its device name; the phone shows the
instructions' ``mobile`` text. Names, device names, keys, file names and typed texts are the
same in every language.

**Strings** are ``public/lang/<lang>.json`` for en, zh-CN, ja, ko, de, fr, es, pt-BR and ru,
looked up as ``Localization.getTranslation`` does (``section.key``, ``_attribute`` for a
title or label, ``{{name}}`` filled in): a key that a language lacks or leaves empty, or whose
text lacks a placeholder it is given, is shown in English, and the text is escaped as
``escapeHTML`` does. The build prints the keys each language shows in English: only ko's
``dialogs.auto-accept-instructions-1`` (the word "Activate" in the paired devices dialog's
note); every other string here is translated. The unpair button is upper-cased and the
auto-accept switch lower-cased, as EditPairedDevicesDialog does. The language dialog's
buttons are the languages' own names, the same in every language.

**What each action sends**, read from the code. Every message is ``ServerConnection.send``'s
``JSON.stringify`` on the WebSocket ``wss://drop.example.com/server?webrtc_supported=false``
(written ``via: websocket``); a message to another device is WSPeer's, carrying ``to``,
``roomType`` and ``roomId`` (the IP room's address, the pairing's 256-character room secret,
made up here, or the public room's id), which the server relays to that device. The header's
pair button sends ``{"type":"pair-device-initiate"}`` and its public room button
``{"type":"create-public-room"}`` (each opens its dialog on the answer); typing the last digit
of a pair key sends ``pair-device-join`` with the key (InputKeyContainer submits on the last
character), the dialog's Cancel ``pair-device-cancel``; typing the last letter of a room id
sends ``join-public-room``, Leave ``leave-public-room``; UNPAIR deletes the pairing from
IndexedDB and sends ``room-secrets-deleted`` with its secret; Accept and Decline send
``files-transfer-response``; a display name ended with Enter is stored and sent as
``display-name-changed`` to each peer shown; Send in the message dialog, or a tap on a peer in
share mode with a text, sends ``{"type":"text","text":..}``, the text in base64 as
``btoa(unescape(encodeURIComponent(text)))``; a tap on a peer in share mode with files sends
``{"type":"request","header":[{"name","mime","size"}..],"totalSize",..}``, the MIME types
guessed from the names and no thumbnail (the first file is no image). The language
``Italiano`` requests ``GET /lang/it.json``. Page loads (``via: link``, a new tab): the about
page's GitHub and tweet links and a received message's link. Nothing is sent by: the theme,
the auto-accept switch and the share text dialog's switch (localStorage and IndexedDB), the
QR codes (the link copied), Copy, Download (files made in the browser), the about link (a
hash), Enable notifications (the browser's prompt), approve and the base64 dialog's paste
(they only put the page into share mode), Cancel in share mode and in the message dialog,
Close, and every control that only opens something (a peer's tile opens the file picker, a
long press the message dialog, the paired devices badge its dialog, Edit the share text
dialog, Set Language its dialog).

Each action is labelled by what it does, not by its words. **Irreversible:** **send:** Send
in the message dialog and a tap on a peer in share mode with a text (the text is shown on the
other device at once, with no way to recall it), and a tap on a peer in share mode with files
(judgement call: the request already hands the other person the files' names, types and sizes,
and once they accept the files follow with no further step from the sender; a paired device
with auto-accept takes them at once); **revoke:** UNPAIR (judgement call: done at a tap with no
confirmation, it deletes the pairing on this device and, through the server, on the other
one, and a new pairing needs both devices at hand to exchange a new key). **Harmless:** pairing
by typing a key (UNPAIR undoes it), cancelling a key, creating, joining and leaving a public
room (judgement call: a room holds nothing, and another one is a tap away), accepting or
declining a transfer (judgement call: Accept only lets the files come into this browser;
nothing leaves it), renaming the device (renamed again at will), the theme, the language,
the switches, copying, downloading, the links, approve, Cancel and Close, and every control
that only opens a dialog or the file picker (``opens-prompt``, the header's pair and public
room buttons among them, since the key or room they ask for joins no one by itself). Not in
the corpus: dropping or pasting files on a peer (no tap), and an image's transfer request,
whose thumbnail would make the message many kilobytes long.

    git clone https://github.com/schlagmichdoch/PairDrop PairDrop
    git -C PairDrop checkout 31ec776fb304fd7ddf0eeffba41b1631f712887b
    python tests/safety/heldout_v375/build.py PairDrop

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from pairdrop import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v375.yaml")


class Lookup:
    """``t(key, **data)`` as ``Localization.getTranslation``: a key the language lacks or
    leaves empty, or whose text lacks a placeholder in ``data``, shows English's text
    (``fallbacks``); ``{{name}}`` is filled in and the text escaped as ``escapeHTML`` does."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **data: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in public/lang/en.json")
        text = self.table.get(key) or ""
        if not text or any(f"{{{{{name}}}}}" not in text for name in data):
            self.fallbacks.add(key)
            text = self.english[key]
        for name, value in data.items():
            text = text.replace(f"{{{{{name}}}}}", value, 1)
        if re.search(r"\{\{\w+\}\}", text):
            raise SystemExit(f"{key!r} left a placeholder")
        return html.escape(text, quote=False)


def main(checkout: str) -> int:
    folder = Path(checkout) / "public" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
