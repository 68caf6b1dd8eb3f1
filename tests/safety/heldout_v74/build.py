"""Builds the seventy-fourth held-out corpus (``heldout_v74.yaml``): two real Android apps'
screens about editing OpenStreetMap and sending files to nearby devices, from their
translations and code.

The sources are Every Door (``info.zverik.everydoor``, an OpenStreetMap editor for shops,
amenities, entrances and notes, whose edits stay on the device until they are uploaded;
``everydoor.py``) and LocalSend (``org.localsend.localsend_app``, which sends files and
messages to devices on the same network; ``localsend.py``), two Flutter apps the project
had not used. Saber, a note app also weighed, was left out: its repository, about 1 GB, is
too large to check out; LocalSend, translated into all nine languages, took its place. Every Door
keeps one ARB catalog a language in ``lib/l10n/app_<language>.arb``
(``flutter gen_l10n`` with ``app_en.arb`` as template, a missing message shown in
English); a device set to Chinese (China) reads ``app_zh_Hans.arb`` and one set to
Portuguese (Brazil) ``app_pt_BR.arb``. LocalSend keeps its strings in slang's
``app/assets/i18n/<language>.json`` (``fallback_strategy: base_locale``: a missing
string shows the English one; ``@:path`` reads another string); Chinese (China) reads
``zh-CN.json``, Spanish ``es-ES.json`` and Portuguese (Brazil) ``pt-BR.json``.
Flutter's own OK and Cancel (``MaterialLocalizations``) read as the platform's, in
``android_corpus.PLATFORM``, and its Continue as ``CONTINUE`` transcribes it from Flutter's
``material_<language>.arb``. A language without a string shows the English one, and the
build prints which. How each screen is put together (a dialog's title, message, own
widgets and buttons, a sheet's actions, a page's rows, switches and icons) and what each
control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Every Door, Upload on the map's bar and on the changes page and Continue
in the changeset sheet that asks for hashtags before an upload (the recorded edits and
notes go to OpenStreetMap at once, published under the mapper's account) and Yes
in "Purge Changes?" (every recorded change is deleted with no undo). In LocalSend, a nearby
device's tile on the send tab (files or a message selected, one or multiple recipients),
Confirm in "Enter address" and a favorite's name in "Favorites" (the selected files are
offered to that device and sent when it accepts); Delete in "Clear history" and "Delete
from favorites" and "Delete from history" in an entry's menu (removed with no undo). Not
commits: a row, icon or button that only opens the confirmation ("Does Not Exist", "Purge
changes", "Purge all downloaded data", "Log Out", RESOLVE, "Manual sending", "Favorites",
Add, "Delete history", a favorite's Delete); Cancel and No where they are tapped; Save,
Share, "Pending uploads"; the switch of the background imagery; the changeset sheet's
"Confirm tags on upload" switch; the editor's Delete and "Delete, but keep the address";
Yes in "Is it open?"; a note's OK and its "Publish to OSM" switch; DELETE on a note not
yet uploaded; Resolve in "Mark the note resolved?"; Yes in "Delete Data?"; "Clear raster
tile caches"; LOG OUT; in LocalSend a send mode, "Delete all" of the selection, Cancel
while waiting for the answer, Cancel in "Cancel files transfer", Confirm in "Type
message", Accept and Decline on an incoming request and the "Save to history" switch.

Judgement calls: Every Door keeps every edit on the device until Upload, and its changes
page can drop any of them again, so the editor's Delete (the deletion is recorded, not yet
made), "Delete, but keep the address", Save, Yes in "Is it open?", a note's
OK and Resolve in "Mark the note resolved?" (the note is closed on OpenStreetMap only at the
next upload) are reversible, as is DELETE on a note not yet uploaded (the notes mode's
undo brings it back), and the publishing is filed at Upload alone; Upload on the
map's bar commits at once because the default changeset review is ``never`` (no pane
asks first), and Continue in the changeset sheet commits because closing that sheet
starts the upload (the code uploads unless the sheet returns ``false``, which nothing in
it does); Yes in "Delete Data?" is reversible (it drops a copy of OpenStreetMap's data
and unmodified notes, which the message says must be downloaded again; the recorded
changes stay); "Clear raster tile caches" is reversible (a cache); LOG OUT is reversible
(the account can sign in again); "Close the editor?"'s OK, which drops unsaved edits, is
shown, not tapped. In LocalSend, tapping a device sends at once (the request goes out and
the files follow when the peer accepts, with no confirmation on this side), so it is filed
as send, as are Confirm in "Enter address" and a favorite's name, which start the same
session; Accept on an incoming request is harmless (the files are written to this device,
nothing leaves it and nothing is lost) and Decline too (it only answers the request); Cancel
in "Cancel files transfer" is reversible (the transfer stops and can be started again) and
Cancel while waiting withdraws the request and is harmless; "Delete all" on the selection
page is reversible (only the selection is emptied, the files stay); removing a favorite is
a delete although the device can be added again by hand (its name, address and port are
gone with no undo); "Delete from history" is a delete although the received file itself
stays; Confirm in "Type message" only puts the text in the selection.

Neither app's widgets set keys a hierarchy shows as resource ids, so every button is known
by its label alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/Zverik/every_door
    git clone https://github.com/localsend/localsend
    python tests/safety/heldout_v74/build.py every_door localsend

(Every Door at 914d925e1e9a62f7c64979b61ddce548a8c7b685 and LocalSend at
af0416be50770a97760f7070684bc667b759a15c, as ``EVERYDOOR`` and ``LOCALSEND`` say.)
The corpus was built once, from these sources alone and without reading the policy, and
measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import everydoor
import localsend
from android_corpus import PLATFORM, Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v74.yaml")
EVERYDOOR = ("914d925e1e9a62f7c64979b61ddce548a8c7b685", "lib/l10n/app_{}.arb")
LOCALSEND = ("af0416be50770a97760f7070684bc667b759a15c", "app/assets/i18n/{}.json")
"""Each repository's commit and where its strings are."""
CONTINUE = {
    "en": "Continue", "zh": "继续", "ja": "続行", "ko": "계속", "de": "Weiter",
    "fr": "Continuer", "es": "Continuar", "pt": "Continuar", "ru": "Продолжить",
}  # fmt: skip
"""Flutter's ``MaterialLocalizations.continueButtonLabel`` in each language, transcribed
from ``material_<language>.arb`` of the Flutter framework."""
CATALOGS = {
    "everydoor": {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
                  "es": "es", "pt": "pt_BR", "ru": "ru"},
    "localsend": {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
                  "es": "es-ES", "pt": "pt-BR", "ru": "ru"},
}  # fmt: skip
"""The catalog a device set to each language reads, per app."""


def read_catalog(repo: Path, source: tuple[str, str], code: str) -> dict[str, Any]:
    commit, path = source
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


def quantity(n: int, lang: str) -> str:
    """The CLDR plural category of n in the languages here."""
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        return "few" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "many"
    return "one" if n == 1 and lang not in ("zh", "ja", "ko") else "other"


def icu_plural(text: str, n: int, lang: str) -> str:
    """The branch of an ICU {count,plural, =1{...} few{...} other{...}} message for
    n, as gen_l10n's Intl.pluralLogic picks it."""
    head = re.match(r"\{\s*(\w+)\s*,\s*plural\s*,", text)
    if not head:
        return text
    branches: dict[str, str] = {}
    i = head.end()
    while i < len(text):
        m = re.compile(r"\s*(=?\w+)\s*\{").match(text, i)
        if not m:
            break
        depth, j = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        branches[m.group(1)] = text[m.end() : j - 1]
        i = j
    value = branches.get(f"={n}") or branches.get(quantity(n, lang)) or branches["other"]
    return value.replace("{" + head.group(1) + "}", str(n))


class Catalog:
    """``t("name")``, ``t("a.b.c")`` (a nested slang string), ``t("name#N")`` (a
    plural for N) or ``t("name", arg, ...)`` (each ``{placeholder}`` filled in order) in
    one language, a missing or empty string shown in English, as both apps' generated code
    does; ``material:ok``, ``material:cancel`` and ``material:continue`` are Flutter's own."""

    def __init__(self, own: dict[str, Any], english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        ok, cancel = PLATFORM[lang]
        self.material = {"material:ok": ok, "material:cancel": cancel,
                         "material:continue": CONTINUE[lang]}  # fmt: skip
        self.fallbacks: set[str] = set()

    def find(self, table: dict[str, Any], name: str) -> Any:
        value: Any = table
        for part in name.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        return value

    def __call__(self, key: str, *args: Any) -> str:
        if key in self.material:
            return self.material[key]
        name, _, count = key.partition("#")
        value, lang = self.find(self.own, name), self.lang
        if not value:
            value, lang = self.find(self.english, name), "en"
            if self.lang != "en":
                self.fallbacks.add(name)
        if isinstance(value, str) and value.startswith("@:"):
            return self(value[2:], *args)
        if isinstance(value, dict):
            n = int(count)
            value = value.get(quantity(n, lang)) or value["other"]
            value = value.replace("{n}", str(n))
        elif count:
            value = icu_plural(value, int(count), lang)
        values = iter(args)
        return re.sub(r"\{\w+\}", lambda _: str(next(values)), str(value))


def main(everydoor_repo: str, localsend_repo: str) -> int:
    repos = {"everydoor": (Path(everydoor_repo), EVERYDOOR, everydoor.screens),
             "localsend": (Path(localsend_repo), LOCALSEND, localsend.screens)}  # fmt: skip
    english = {name: read_catalog(repo, source, "en") for name, (repo, source, _) in repos.items()}

    def lookups(lang: str) -> list[Lookup]:
        found: list[Lookup] = []
        for name, (repo, source, screens) in repos.items():
            own = read_catalog(repo, source, CATALOGS[name][lang])
            found.append((name, Catalog(own, english[name], lang), screens))
        return found

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
