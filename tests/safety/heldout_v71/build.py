"""Builds the seventy-first held-out corpus (``heldout_v71.yaml``): two real Android apps'
screens about editing OpenStreetMap and a bitcoin wallet, from their translations and code.

The sources are Vespucci (``de.blau.android``, an OpenStreetMap editor that edits map data
on the device with undo and uploads changes, GPX tracks and notes to the OSM server;
``vespucci.py``) and BRD (``com.breadwallet``, the bitcoin and token wallet once called
breadwallet; ``brd.py``), two apps the project had not used. The wallet first chosen,
Nunchuk, keeps its strings in English only (``res/values/strings.xml`` in each module, no
other language), so it could not give eight of the nine languages; BRD, translated into all
nine, took its place. Vespucci keeps its strings in ``src/main/res/values*/strings.xml``
and BRD in ``app-core/src/main/res/values*/strings.xml``, read by name as Android does.
Vespucci's ``values-pt-rBR`` holds only a few strings, so a device set to Portuguese
(Brazil) reads each missing one from ``values-pt`` before English, as Android falls back
from a region to its language; BRD has no ``values-pt-rBR`` and is read from ``values-pt``.
A language without a string shows the English one, and the build prints which. How each
screen is put together (a dialog's title, message, own widgets and buttons, a menu's
entries, a page's rows, fields and icons) and what each control does comes from the apps'
code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Vespucci, Upload in "Upload changes" and in "Upload GPX track", Retry in
"Upload failed", Upload in a new note's dialog and in a note's comment dialog, and "Upload
all" in the Tasks… submenu (the changes, the track, the note or comment go to the OSM
server, public); "Discard & download" in "Caution!", "Discard & proceed" in "Caution!",
"Clear anyway?" in "Clear GPX track and its waypoints" and in the tasks' snackbar, "Delete
note" in "Deleting the note cannot be undone!" and "Delete permanently" in "Delete photo"
(data gone with no undo). In BRD, Send in the transfer's confirmation (twice) and in the
gift's, and Import in "Import Wallet" (money moves); Wipe in "Wipe Wallet?" (the wallet's
data leaves the device). Not commits: a menu entry, row or button that only opens the
confirmation or the form ("Upload data to OSM server…", "Clear data", "Clear and download
current view", the tasks' Clear, "Clear GPX track and its waypoints", "Upload GPX track…",
Delete in a new note's action mode and on a photo, Upload in "Caution!", the wallet rows,
Continue, "Start Sync", Enable, Create, the send sheet's Send, "Export transaction history
to CSV"); Cancel, No, Back and "Not now" everywhere; "Review changes…"; Save in a new
note's dialog; "Delete way" and "Delete node" for a relation member; "Undo all later
checkpoints (safe)"; Sync in "Sync with Blockchain?"; "Turn Off" for Fastsync; Continue in
"Export transactions?"; Submit in the support form; Paste and a fee option; the rows that
open a page.

Judgement calls: deleting a way or a node in Vespucci is reversible (it changes the local
data only, with an undo checkpoint, until an upload); a new note's Save is reversible (the
note stays on the device, editable, until it is uploaded); "Delete note" deletes a note that
was never uploaded, from the device, with no undo, so it is a delete; "Discard & download"
and "Discard & proceed" drop unsaved local edits for good, filed as deletes; the tasks'
"Clear anyway?", an action in a snackbar and not a dialog, drops unsaved task changes and is
a delete; Retry uploads the changes again and is filed as publish, as Upload is; "Upload
all" uploads at once, with no confirmation, and is a commit though it sits in a menu; the
upload dialog's No only closes it, keeping the comment. In BRD, the confirmation's Send is
a payment although a PIN or fingerprint is asked after it (the amount, the address and the
fee are agreed there; the authentication only proves who agrees); the gift's Send sends at
once; Import is a payment (it broadcasts a transaction of the key's funds, with a fee);
Wipe is a delete (the wallet can be recovered only with its recovery phrase); Sync
(a rescan) is harmless, nothing is lost; turning Fastsync off is reversible; Submit in the
support form only opens an email app, to send from there, so it is filed as opens-prompt;
"Export transactions?"'s Continue writes a copy and is harmless; SegWit's Continue, which
cannot be undone, is shown, not tapped. BRD's popups are the app's own controllers, and
their buttons carry its ids (``neg_button``, ``pos_button``, ``ok_btn``); a button whose
label a text of its popup or page also says (Send) is tapped by its id.

    git clone https://github.com/MarcusWolschon/osmeditor4android
    git clone https://github.com/breadwallet/breadwallet-android
    python tests/safety/heldout_v71/build.py osmeditor4android breadwallet-android

(Vespucci at 4f41a432de5497bc2e86d62c4bee0eb0fbe973cd and BRD at
dfbbfbfc92dae054e47f245e1ce2ac8a39e65e57, as ``VESPUCCI`` and ``BRD`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import brd
import vespucci
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v71.yaml")
VESPUCCI: Source = ("4f41a432de5497bc2e86d62c4bee0eb0fbe973cd", ("src/main/res",),
                    ("strings.xml",))  # fmt: skip
BRD: Source = ("dfbbfbfc92dae054e47f245e1ce2ac8a39e65e57", ("app-core/src/main/res",),
               ("strings.xml",))  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("vespucci-pt", "pt"): "-pt", ("brd", "pt"): "-pt"}
"""Vespucci is read a second time from ``values-pt`` (after ``values-pt-rBR``, before
English) and BRD from ``values-pt`` alone, as Android falls back from a region to its
language; in the other languages the second reading is the first one again."""


def main(vespucci_repo: str, brd_repo: str) -> int:
    platform = platform_buttons()

    def lookups(lang: str) -> list[Lookup]:
        repo = Path(vespucci_repo)
        sources = [("vespucci", repo, VESPUCCI), ("vespucci-pt", repo, VESPUCCI)]
        return [
            ("vespucci", Strings(sources, lang, LOCALE, platform[lang]), vespucci.screens),
            ("brd", Strings([("brd", Path(brd_repo), BRD)], lang, LOCALE), brd.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
