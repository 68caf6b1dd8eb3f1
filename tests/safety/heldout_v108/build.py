"""Builds the hundred-and-eighth held-out corpus (``heldout_v108.yaml``): two real Android
apps' screens about a workout and nutrition tracker and a video client, from their
translations and code.

The sources are wger (``de.wger.flutter``, ``wger-project/flutter``, the Flutter app of the
wger workout manager, with routines, days, training logs, nutritional plans, meals, a
nutrition diary, measurements, body weight and settings, synced with the wger server;
``wger.py``) and Grayjay (``com.futo.platformplayer``, ``futo-org/grayjay-android``, FUTO's
Kotlin video client with plugins for the platforms, subscriptions, playlists, downloads,
history, Polycentric comments and profiles, and device sync; ``grayjay.py``), two apps the
project had not used. wger reads its strings from ``AppLocalizations``, one ARB catalog a
language in ``lib/l10n/app_<language>.arb``, generated with English as the template, so a
string missing or empty in a catalog shows the English one; a device set to Portuguese
(Brazil) reads ``app_pt_BR``, whose generated class extends ``app_pt``'s, then English; its
Japanese catalog holds English words for several strings (Delete, Edit, the confirmation),
which the app shows as they are. Its
dialogs' Cancel and Close are Flutter's ``MaterialLocalizations`` ``cancelButtonLabel`` and
``closeButtonLabel`` in the device's language (``MATERIAL``, transcribed from Flutter's
translations). Grayjay keeps its strings in ``app/src/main/res/values*/strings.xml``, read by
name as Android does; its Chinese and Portuguese are ``values-zh`` and ``values-pt``, which a
device set to Chinese (China) or Portuguese (Brazil) reads (``LOCALE``), and a few of its
strings (content descriptions, "Comment is not empty, close anyway?") are missing from most
languages and show English, as do the strings its code writes in English. Both apps are
translated into all nine languages. A language without a string shows the English one, and
the build prints which. How each screen is put together (a dialog's title, message, own
widgets and buttons, a menu's rows, a page's rows, fields and icons) and what each control
does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in wger, Delete in "Are you sure you want to delete '...'?" for a routine, a
training log, a nutritional plan and a measurement category (deleted on the device and,
through PowerSync, on the server, with no undo); Delete in a routine's menu and in a plan's
menu (deleted at once, with no confirmation); a meal's Delete in its editing toolbar, a
nutrition diary entry's Delete icon, and Delete in a measurement entry's and a weight entry's
menu (deleted at once). In Grayjay, Confirm in "Are you sure you want to delete this video?"
and "... delete the downloaded videos?" (the downloaded files are deleted), in "Are you sure
you want to uninstall ..." (the plugin, its settings and its login are deleted), in "...
remove these historical entries?" (the history of the time range is deleted), in "... remove
this profile?" (the Polycentric identity's secret keys are removed from the device), in
"... delete this playlist?" and in "... delete this comment?" (the comment's deletion is
published); Comment in the comment dialog (the comment is posted); Confirm in "Allow
connection from ...?" (the device is allowed to sync with this one). Not commits: a row,
icon or menu entry that only opens a confirmation (wger's Delete icons in the Routines and
Nutritional plans lists and Delete in a measurement category's menu; Grayjay's Delete on a
download, a subscription, a playlist and a profile, Uninstall, and Cancel in the comment
dialog with text typed); Cancel and Close everywhere; Edit, "Training logs", "Contribute an
exercise", "Add ingredient", Done, "About us & Support", "End workout" (it turns to the
session's last page), Export, "Add to queue"; and the reversible Save in a training log's
Edit dialog, "Log out" and the "Keep data when logging out" switch in wger, and Grayjay's
plugin and profile Logout, Confirm in "... delete this subscription?" and in "Removing this
source ...".

Judgement calls: wger's deletions are filed as delete although PowerSync queues them while
offline (the app offers no undo, and the row goes from the server when it syncs); "Log out" is
reversible (the account and its data stay on the server, the local data is kept by default,
and signing in again brings them back); Save in a training log's Edit dialog is reversible
(the log can be edited again); the day's confirmation is titled Delete, as its button is, so
only its Cancel is tapped; Grayjay's Uninstall is a delete although the plugin can be added
again from its address (its settings and login are gone); the profile's Logout is reversible
(the identity stays stored on the device and is chosen again), while its removal is a delete
(without an export the identity's keys are gone); deleting a subscription is reversible (one
subscribes again); Confirm in "Removing this source ..." is reversible (the source only moves
to the disabled ones); "Allow connection from ...?" is filed as grant; Comment is filed as
comment; Confirm in "Comment is not empty, close anyway?" (the draft is dropped) is not
tapped.

wger is a Flutter app whose keys do not reach the accessibility tree, and Grayjay's dialogs'
buttons are added in code with no ids, so those controls are known by their labels alone;
Grayjay's pages' rows and buttons carry its layouts' ids. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/wger-project/flutter wger
    git clone https://github.com/futo-org/grayjay-android grayjay
    python tests/safety/heldout_v108/build.py wger grayjay

(wger at 3744f50918f118f4d63b07abef1236e3be8101d1 and Grayjay at
552cd4d01535f9633977ec94d02f70a891370d7e, as ``WGER`` and ``GRAYJAY`` say; the strings are
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

import grayjay
import wger
from android_corpus import PLATFORM, Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v108.yaml")
WGER = ("3744f50918f118f4d63b07abef1236e3be8101d1", "lib/l10n/app_{}.arb")
GRAYJAY: Source = (
    "552cd4d01535f9633977ec94d02f70a891370d7e", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
CATALOGS = {"en": ["en"], "zh": ["zh"], "ja": ["ja"], "ko": ["ko"], "de": ["de"], "fr": ["fr"],
            "es": ["es"], "pt": ["pt_BR", "pt"], "ru": ["ru"]}  # fmt: skip
"""The wger catalogs each language reads, in order."""
LOCALE = {("grayjay", "zh"): "-zh", ("grayjay", "pt"): "-pt"}
"""Grayjay's folders for Chinese and Portuguese (it has no region-specific ones)."""
MATERIAL = {
    "en": "Close", "zh": "关闭", "ja": "閉じる", "ko": "닫기", "de": "Schließen", "fr": "Fermer",
    "es": "Cerrar", "pt": "Fechar", "ru": "Закрыть",
}  # fmt: skip
"""Flutter's ``MaterialLocalizations.closeButtonLabel`` in each language."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = WGER
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Catalog:
    """``t("name")`` or ``t("name", arg, ...)`` (each ``{placeholder}`` filled in order) in
    one language, from its catalogs in order, a missing or empty string shown in English,
    as the generated ``AppLocalizations`` does; ``material:cancel`` and ``material:close`` are
    Flutter's own button labels in the language."""

    def __init__(self, own: list[dict[str, Any]], english: dict[str, Any], lang: str) -> None:
        material = {"material:cancel": PLATFORM[lang][1], "material:close": MATERIAL[lang]}
        self.tables = [material, *own]
        self.english, self.lang = english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = next((table[key] for table in self.tables if table.get(key)), None)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        return re.sub(r"\{\w+\}", lambda _: str(next(values)), str(value))


def main(wger_repo: str, grayjay_repo: str) -> int:
    english = read_catalog(Path(wger_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = [read_catalog(Path(wger_repo), c) for c in CATALOGS[lang] if c != "en"]
        sources = [("grayjay", Path(grayjay_repo), GRAYJAY)]
        return [
            ("wger", Catalog(own, english, lang), wger.screens),
            ("grayjay", Strings(sources, lang, LOCALE), grayjay.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
