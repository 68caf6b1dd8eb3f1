"""Builds the hundred-and-ninth held-out corpus (``heldout_v109.yaml``): two real Android apps'
screens about a proxy and VPN client and a music player, from their translations and code.

The sources are Hiddify (``app.hiddify.com``, a Flutter proxy and VPN client built on
sing-box: connection profiles added, updated, edited and deleted, the VPN connected, the app's
options, route rules and per-app proxy selections imported, reset and cleared;
``hiddify.py``) and Auxio (``org.oxycblt.auxio``, a local music player: playlists created,
renamed, edited, exported and deleted, songs added to playlists, music folders and the
ReplayGain pre-amp; ``auxio.py``), two apps the project had not used. Hiddify reads its
strings from slang's catalogs, one JSON file a language in ``assets/translations/
<language>.i18n.json`` with English as the base locale and ``fallback_strategy: base_locale``
(``build.yaml``), so a string missing from a catalog shows the English one; with no language
chosen in its settings it follows the device (``AppLocaleUtils.findDeviceLocale``): Chinese
(China) reads ``zh-CN``, Portuguese (Brazil) ``pt-BR``, Spanish, French and Russian their own
catalogs, and Japanese, Korean and German, which have none, show English, the Material
widgets with it (``MaterialApp.locale`` is the app's locale). It shows its own words in six of
the nine languages, the brief's least, and was kept. Auxio keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages (Chinese in
``values-zh-rCN``, Portuguese in ``values-pt-rBR``), read by name as Android does; its
Japanese and Korean lack a few of the music sources dialog's strings, which show English, as
does that dialog's "Add Folder" description, written in English in its layout. A language
without a string shows the English one, and the build prints which. How each screen is put
together (a dialog's title, message, own widgets and buttons, a sheet's or menu's rows, a
page's rows, fields and buttons) and what each control does comes from the apps' code, named
in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Hiddify, OK in "Delete profile" over Home and over Profiles
(``deleteProfile``: the profile and its configuration are deleted, "permanently" as the dialog
says); "Reset options" in Settings' menu (every option back to its default at once, with no
confirmation); OK in Settings' "Confirm import" (every option rewritten from the clipboard);
"Reset rules" in Routing's menu (the rules' file deleted at once); "Import rules from
clipboard" in Routing's menu (every rule replaced at once); Delete in "Delete rule" for two
rules; OK in "Clear list" for a rule's domains and its package names (the list emptied);
"Clear all selections" in the per-app proxy's menu (every selected app, and the auto
selection, cleared at once); OK in the per-app proxy's "Confirm import" (every selection
replaced from the clipboard). In Auxio, Delete in "Delete playlist?" for a playlist from Home,
for one with the default name and for one from its own page (``deletePlaylist`` with
``rude``; "This cannot be undone"). Not commits: rows that only open a confirmation, a dialog
or a picker (a profile's Delete, "Import options from clipboard", "Import rules from file",
"Share to all", "Import selection from clipboard", a playlist's Delete, Rename and Export on
Home and on its page, a song's "Add to playlist", "Empty playlist", Export in "Export
playlist", which opens the system's file picker); Cancel and the Material CANCEL everywhere;
"Add profile", a profile's Update, "Create new rule", "Update now" (it opens the
release's page), Continue in "Improving auto selection" (it opens a prefilled GitHub issue in
the browser, which the user still has to submit), the playlist header's Edit (``header_edit``)
and Report in "Error information" (it opens a new GitHub issue in the browser); and the
reversible "Tap to connect" and Connect (the VPN is disconnected again), Clipboard in the add
sheet and Add in the manual form (a profile added, which can be deleted), a profile page's
Save and "Disable auto update", OK in "Rename playlist" and "New playlist", a playlist picked in
"Playlists" (the songs added, which can be removed), Save while editing a playlist, a folder's
"Remove folder" and Save in "Music sources", and Reset in "ReplayGain pre-amp".

Judgement calls: a profile's Update is harmless (it downloads the subscription's
configuration again, as the app does by itself at each auto-update interval); importing
options, rules or selections from the clipboard is filed as overwrite and resetting the
options or clearing the per-app selections as reset (what was set by hand is gone, with no
undo), while "Reset rules" and "Clear list" are filed as delete (the rules' file and the
list's values are deleted); the two "Confirm import" dialogs reached from "... from file" are
not shown (their OK opens a file picker before anything is replaced, and their screens are the
clipboard's); Save while editing a playlist is reversible though it rewrites the playlist (the
songs removed stay in the library and can be added back, and the edit is one the user has just
made on screen), and Auxio's import into an existing playlist, which rewrites it after the file
picker, is not shown; "Remove folder" is reversible (nothing changes until Save, and a folder
can be added again). Not tapped: Hiddify's WARP consent (Agree accepts Cloudflare's terms, a
consent the app records with no way to withdraw it, a call left out), its logs' Clear (what
the core clears is not in this repository), the per-value remove in a rule's list, Ignore and
Later in "Update available", and Auxio's Retry, Cancel and OK where a screen's other button is
tapped.

Hiddify is a Flutter app whose widgets set no resource ids a hierarchy shows, so its controls
are known by their labels alone; Auxio is View-based, its dialogs' buttons are
``android:id/button1/2/3`` and its dialogs' and pages' own views carry the ids of its layouts
(the playlist header's Edit, whose description it shares with the sort button, is tapped by
its id), while its item sheets' rows are known by their text. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/hiddify/hiddify-app
    git clone https://github.com/OxygenCobalt/Auxio
    python tests/safety/heldout_v109/build.py hiddify-app Auxio

(Hiddify at 210548d700150a26849b5b01b745dffea9aa0bee and Auxio at
5bd1efe61db23f544df43ab012799ba01e368db9, as ``HIDDIFY`` and ``AUXIO`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import auxio
import hiddify
from android_corpus import PLATFORM, Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v109.yaml")
HIDDIFY = ("210548d700150a26849b5b01b745dffea9aa0bee", "assets/translations/{}.i18n.json")
AUXIO: Source = (
    "5bd1efe61db23f544df43ab012799ba01e368db9", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
CATALOGS = {"en": "en", "zh": "zh-CN", "es": "es", "fr": "fr", "pt": "pt-BR", "ru": "ru"}
"""The Hiddify catalog a device set to each language reads (``AppLocaleUtils.
findDeviceLocale``); Japanese, Korean and German have none and show English."""


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    """A slang catalog flattened: each string under the path of its nested names, a name's
    modifier (``(map)``, ``(rich)``) dropped."""
    commit, path = HIDDIFY
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    table: dict[str, str] = {}

    def walk(node: dict[str, Any], prefix: str) -> None:
        for name, value in node.items():
            key = prefix + re.sub(r"\(.*\)$", "", name)
            if isinstance(value, dict):
                walk(value, key + ".")
            else:
                table[key] = str(value)

    walk(json.loads(done.stdout), "")
    return table


class Catalog:
    """``t("path.of.names")`` or ``t("path", arg, ...)`` (each ``$name`` or ``${name}`` filled
    in order) in one language: its catalog's string or, where the language has none or leaves
    it empty, the English one, as slang's ``base_locale`` fallback does, a link ``@:path`` read
    as the string it names; ``material:cancel`` is Flutter's own Cancel in the language the
    app resolved to (English where it has no catalog)."""

    def __init__(self, own: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.material = {"material:cancel": PLATFORM[lang if own else "en"][1]}
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.material.get(key) or self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        value = re.sub(r"@:(\w+(?:\.\w+)*)", lambda m: self(m.group(1)), value)
        values = iter(args)
        return re.sub(r"\$\{\w+\}|\$\w+", lambda _: str(next(values)), value) if args else value


def main(hiddify_repo: str, auxio_repo: str) -> int:
    english = read_catalog(Path(hiddify_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(Path(hiddify_repo), CATALOGS[lang]) if lang in CATALOGS else {}
        sources = [("auxio", Path(auxio_repo), AUXIO)]
        return [
            ("hiddify", Catalog(own, english, lang), hiddify.screens),
            ("auxio", Strings(sources, lang), auxio.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
