"""Builds the fifty-ninth held-out corpus (``heldout_v59.yaml``): two real Android apps'
screens about installing apps from their sources and keeping a gallery, from their
translations and code.

The sources are Obtainium (``dev.imranr.obtainium``, which tracks apps' releases at their
sources, GitHub, F-Droid and others, and downloads and installs them; ``obtainium.py``) and
Aves (``deckers.thibault.aves``, a gallery for the device's photos and videos with a recycle
bin; ``aves.py``), two apps the project had not used. Both are Flutter apps that keep their
strings in their own catalogs, read by name in the nine languages: Obtainium in
``assets/translations/<language>.json`` (``easy_localization``; ``zh``, ``ja``, ``ko``,
``de``, ``fr``, ``es``, ``pt-BR``, ``ru``, English in ``en.json``), whose ``{}`` are filled
in order and whose plurals are objects of forms; Aves in ``lib/l10n/app_<language>.arb``
(``zh``, ``ja``, ``ko``, ``de``, ``fr``, ``es``, ``pt``, ``ru``, English in ``app_en.arb``),
whose messages are ICU (``{count, plural, =1{…} other{…}}``). A language without a string
shows the English one, as both apps' localisation does, and the build prints which. How each
screen is put together (a dialog's title, content and buttons, a sheet's or a menu's
entries, a page's widgets and icons) and what each control does comes from the apps' code,
named in each module's docstring. Names (apps, their authors and files, log lines, photos,
albums) are written the same in every language.

The brief named Notesnook for this corpus, with a catalog per language; its repository
(``streetwriters/notesnook``) holds only ``packages/intl/locale/en.po`` and a pseudo-locale,
``lingui.config.js`` lists no other language, and the German, French and other catalogs it
once held were removed, so the app shows English in every language and could not make
nine; Aves, an app not used before, took its place.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Obtainium, Update on an app's page, in the bulk dialog "Change 3 apps" and
Continue in "Pick an APK" (the release is downloaded and installed on the device), Install
on a page of an app not installed, Continue in "Remove app?" (an installed app, a track-only
app) and "Remove apps?" (the entries, their settings and their downloaded files are deleted
from Obtainium's store), Yes in "Delete categories?" (the category is deleted) and Continue
in "App logs" (the logs are cleared). In Aves, DELETE in "Delete this item?" (an item in the
bin, or any item with the bin off), "Delete these 3 items?" (in the bin and with the bin
off), "Delete these 12 items?" after "Empty bin", "Delete this album and the 5 items in it?"
and "Delete these albums and the 7 items in them?" (the files are deleted from the storage),
and APPLY in "Metadata Removal" (the file is rewritten without the picked metadata). Not
commits: a control that only opens a dialog, a sheet, a picker or a page (Obtainium's Remove
on an app's page and on the logs page, "Mark updated", the banner's Update, the sheet's
Remove, "Install/update selected apps" and "Mark selected apps as updated", More, Settings,
"Obtainium import", "Import from URL list"; Aves's Delete in the viewer, the selection and
the albums' menu, "Empty bin", "Move to album", Rename); Cancel, No and CANCEL in every
dialog; Share and "Share selected app URLs", which open the share sheet; a dialog's switches
("Uninstall from device", "Do not ask again", the metadata's All) and a checkbox in the bulk
dialog; "Yes, mark as updated" and Yes in "Mark 3 selected apps as updated?", "Reset install
status" and "Pin to top"; Obtainium export, which writes an export file; Aves's DELETE in
"Move … to the recycle bin?" (the items go to the bin and are restored from it), Restore,
"Add to favorites", HIDE and APPLY on an album's new name.

Judgement calls: installing or updating an app is a commit, filed as installs (a release is
downloaded and new software put on the device; Android may ask again for an app not yet
installed, but an update goes on without a further prompt where the installer allows it);
removing an app from Obtainium is a commit although it can be added again from its URL (its
entry, its settings and its downloaded APKs go for good), filed as deletions, as is a
deleted category (apps are left uncategorised, and the category goes) and cleared logs (only
diagnostics, but they go for good); marking an app updated is reversible (only the recorded
version changes, and "Reset install status" sets it back); Aves's DELETE is a commit or not
by where the items go: with the recycle bin on, an item not in the bin is moved there
(reversible, restored from the bin), while in the bin, or with the bin off, it is deleted
from the storage (a commit, filed as a deletion); deleting an album with the bin on moves
its items to the bin (reversible); hiding an album is reversible (shown again from the
privacy settings); renaming an album's folder is reversible (renamed back); removing an
item's metadata is a commit, filed as a deletion (the file is rewritten without it, and Aves
keeps no copy); "Move to album" only opens the album picker. Obtainium's "Download release
asset" is shown, not tapped.

Both apps draw their dialogs with Flutter (``AlertDialog``), which has no platform button
ids and, in these apps, no keys a hierarchy shows, so every button is known by its label
alone. A full page (an app's page, the apps list, the import and export page, the viewer,
a selection) is a screen of its own, not a popup. A control a screen shows but no case taps
is still on the screen.

    git clone https://github.com/ImranR98/Obtainium
    git clone https://github.com/deckerst/aves
    python tests/safety/heldout_v59/build.py Obtainium aves

(Obtainium at dc92ac7abf48d18a5ddce989a6ebd50ac902aa07 and Aves at
ba19e3dbca7b8c0d726ca13db84bd97712407fe5, as ``OBTAINIUM`` and ``AVES`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import aves
import obtainium
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v59.yaml")
OBTAINIUM = ("dc92ac7abf48d18a5ddce989a6ebd50ac902aa07", "assets/translations/{}.json")
AVES = ("ba19e3dbca7b8c0d726ca13db84bd97712407fe5", "lib/l10n/app_{}.arb")
"""Each repository's commit and catalog path."""
FILES = {
    "obtainium": {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
                  "es": "es", "pt": "pt-BR", "ru": "ru"},
    "aves": {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"},
}  # fmt: skip
"""The catalog each app reads in a language (a Brazilian device reads Obtainium's
``pt-BR``; Aves has one Portuguese catalog)."""
Render = Callable[[Any, int | None, tuple[Any, ...], str], str]
"""How a catalog's message is filled in: the value, the count, the arguments, the language."""


def category(n: int, lang: str) -> str:
    """A count's plural form (CLDR) in the languages used."""
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        return "few" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "many"
    if lang in ("zh", "ja", "ko"):
        return "other"
    return "one" if n == 1 or (lang in ("fr", "pt") and n == 0) else "other"


def read_catalog(repo: Path, source: tuple[str, str], code: str) -> dict[str, Any]:
    commit, path = source
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Catalog:
    """``t("name")``, ``t("name#N")`` (a plural for N) or ``t("name", arg)`` in one language,
    a missing or empty string shown in English; ``render`` fills a message in."""

    def __init__(self, tables: tuple[dict[str, Any], dict[str, Any]], lang: str,
                 render: Render) -> None:  # fmt: skip
        self.lang, self.tables, self.render = lang, tables, render
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        name, _, count = key.partition("#")
        own, english = self.tables
        value = own.get(name)
        if not value:
            value = english[name]
            if self.lang != "en":
                self.fallbacks.add(name)
        return self.render(value, int(count) if count else None, args, self.lang)


def easy_localization(value: Any, n: int | None, args: tuple[Any, ...], lang: str) -> str:
    """``tr``/``plural``: a plural picks its form (or ``other``) and shows N for ``{}``."""
    if isinstance(value, dict):
        value = value.get(category(n or 1, lang)) or value["other"]
        args = args or (n,)
    values = iter(args)
    return re.sub(r"\{\}", lambda _: str(next(values)), str(value))


def icu(value: Any, n: int | None, args: tuple[Any, ...], lang: str) -> str:
    """A Flutter ``gen_l10n`` message: ``{count, plural, =N{…} one{…} other{…}}`` picks its
    branch (an exact one first), then each ``{placeholder}`` is filled, the count by N and
    the others by ``args`` in order."""
    text = str(value)
    match = re.search(r"\{(\w+), plural,", text)
    if match:
        var, start, depth, i = match.group(1), match.start(), 1, match.end()
        options: dict[str, str] = {}
        while depth:
            rest = text[i:]
            if rest.lstrip().startswith("}"):
                i += len(rest) - len(rest.lstrip()) + 1
                depth = 0
                break
            m = re.match(r"\s*(=?\w+)\s*\{", rest)
            assert m, text
            j, level = i + m.end(), 1
            while level:
                level += {"{": 1, "}": -1}.get(text[j], 0)
                j += 1
            options[m.group(1)] = text[i + m.end() : j - 1]
            i = j
        branch = options.get(f"={n}") or options.get(category(n or 1, lang)) or options["other"]
        text = text[:start] + branch.replace(f"{{{var}}}", str(n)) + text[i:]
    values = iter(args)
    return re.sub(r"\{\w+\}", lambda _: str(next(values)), text)


def main(obtainium_repo: str, aves_repo: str) -> int:
    apps = [
        ("obtainium", Path(obtainium_repo), OBTAINIUM, easy_localization, obtainium.screens),
        ("aves", Path(aves_repo), AVES, icu, aves.screens),
    ]
    english = {name: read_catalog(repo, source, "en") for name, repo, source, _, _ in apps}

    def lookups(lang: str) -> list[Lookup]:
        return [
            (name, Catalog((read_catalog(repo, source, FILES[name][lang]), english[name]),
                           lang, render), screens)
            for name, repo, source, render, screens in apps
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
