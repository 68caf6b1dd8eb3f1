"""Builds the twenty-seventh held-out corpus (``heldout_v27.yaml``): two real Android apps'
screens about messages, calls, groups and a reading library, from their translations and
code.

The sources are Threema (``ch.threema.app``, an end-to-end encrypted messenger;
``threema.py``) and Mihon (``app.mihon``, a manga reader; ``mihon.py``), two apps the
project had not used. (SimpleX Chat was the messenger meant for this corpus; its repository
is too large to bring here whole, and reading its Compose strings in nine languages file by
file was not practical, so Threema, whose Android app is open source with its
translations, stands in for it.) Threema's strings are read from
``app/src/main/res/values*/strings.xml`` and ``voip_strings.xml`` as Android does, by name:
a language without a string shows the English one, and the build prints which. Threema has
no Korean translation, so its Korean screens are English. Mihon is a Compose app whose
strings are moko-resources, ``i18n/src/commonMain/moko-resources/<folder>/strings.xml``
with ``base`` for English and the folder names of Android's ``values`` suffixes
(``zh-rCN``, ``pt-rBR``; ``MOKO``), looked up the same way (``MokoStrings``). How each
screen is put together (a dialog's title, message, own widgets and buttons, a menu's
entries, a screen's rows, fields and icons) and what each control does comes from the apps'
code, named in each module's docstring. Names and the typed message are written the same in
every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Threema, the chat toolbar's call icon (the call is placed at once) and OK
in the call confirmation; Send in the compose bar (the message is sent); "Delete for
everyone" (a deletion is sent to the recipient) and "Delete from this device" on one's own
message and on three messages; OK in "Empty chat" (every message of the chat deleted), in
"Delete contact" (the contact and its messages) and in "Delete chat"; OK in "Leave group"
and in "Leave and delete group" (the user leaves; the members are told). In Mihon, OK in
"Remove everything" (all reading history deleted), in the Clear database confirmation (the
entries and their progress removed from the database), in the chapter deletion question
(the downloaded chapters' files deleted) and in "Delete category". Not commits: a menu
entry or icon that only opens a dialog, a picker or a screen ("Empty chat", "Block
contact", Delete and "Forward message" on a message, "Leave group", "Delete group" and
"Delete contact" in the overflows, the attach button, the wallpaper entry, "Start chat",
"Scan ID", Mihon's "Clear history" icon, the "Clear database" row and "Share crash logs");
Cancel and No in every dialog; "Star message" (undone by "Remove star"); Yes in "Block
contact" (undone from the same menu entry, and nothing is sent).

Judgement calls: blocking a contact is harmless, because Threema unblocks from the same menu
entry at once and nothing is sent (future messages are discarded while it lasts); "Delete
from this device" is a commit (the messages go from the device with no undo) though nobody
else is affected; Mihon's chapter deletion is a commit (the downloaded files are deleted
for good, even though the source may offer the chapters again); deleting a category is a
commit (the app cannot bring it or its entries' assignment back), unlike library edits the
app restores; the Clear database OK is a commit whatever its switch says; "Share crash
logs" is harmless (a log file is written and the share sheet opens; nothing leaves until
the user picks a target).

Threema's dialogs (``MaterialAlertDialogBuilder``) carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative, ``button3`` neutral), as a real
hierarchy shows them; where a button repeats a text of its dialog or of the page behind
it, or another button's, the case taps it by that id. Compose apps have no platform button
ids and Mihon sets no test tags, so its dialog buttons are known by their labels alone.
Threema's compose bar and toolbar icons are known by their content descriptions. A control
a screen shows but no case taps is still on the screen.

    git clone https://github.com/threema-ch/threema-android
    git clone https://github.com/mihonapp/mihon
    python tests/safety/heldout_v27/build.py threema-android mihon

(Threema at e2defbb87a37804816cac633885f61fb6abb04e6 and Mihon at
a2c24ff0429ad2502b612c9ab1f2b09966629f73, as ``THREEMA`` and ``MIHON`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import mihon
import threema
from android_corpus import SUFFIX, Source, Strings, _text, check_labels

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus

OUT = Path(__file__).with_name("heldout_v27.yaml")
THREEMA: Source = (
    "e2defbb87a37804816cac633885f61fb6abb04e6", ("app/src/main/res",),
    ("strings.xml", "voip_strings.xml"),
)  # fmt: skip
MIHON = ("a2c24ff0429ad2502b612c9ab1f2b09966629f73", "i18n/src/commonMain/moko-resources")
"""Mihon's commit and its moko-resources folder."""
MOKO = {lang: suffix.lstrip("-") or "base" for lang, suffix in SUFFIX.items()}
"""Each language's moko-resources folder (``base`` for English)."""


class MokoStrings(Strings):
    """``Strings`` read from moko-resources folders: the language's, then ``base``."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [] if lang == "en" else [(False, read_moko(repo, MOKO[lang]))]
        self.tables.append((True, read_moko(repo, "base")))
        self.fallbacks: set[str] = set()


def read_moko(repo: Path, folder: str) -> dict[str, Any]:
    """The strings of one moko-resources folder at Mihon's commit, by name."""
    commit, root = MIHON
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{root}/{folder}/strings.xml"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {
        el.get("name", ""): _text(el) for el in ET.fromstring(done.stdout) if el.tag == "string"
    }


def main(threema_repo: str, mihon_repo: str) -> int:
    corpus = []
    for lang in SUFFIX:
        lookups = [
            ("threema", Strings([("threema", Path(threema_repo), THREEMA)], lang), threema.screens),
            ("mihon", MokoStrings(Path(mihon_repo), lang), mihon.screens),
        ]
        for _, t, screens in lookups:
            for entry in screens(t):
                check_labels(entry, lang)
                corpus.append({"category": entry["category"], "language": lang, **entry})
        for name, t, _ in lookups:
            report_fallbacks(f"{lang} {name}", t.fallbacks)
    write_corpus(OUT, corpus, Path(__file__))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
