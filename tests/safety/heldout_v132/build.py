"""Builds the hundred-and-thirty-second held-out corpus (``heldout_v132.yaml``): two real
Android apps' screens about network capture and music streaming, from their translations
and code.

The sources are PCAPdroid (``com.emanuelef.remote_capture``, a traffic capture and firewall
app running as a local VPN: saved captures and their list, the firewall's and the other
lists' rules, apps controlling it through its API, settings backups; ``pcapdroid.py``) and
Spotube (``oss.krtirtho.spotube``, a Flutter music client whose metadata and audio come from
plugins: playlists, tracks, the queue, the local library, downloads, plugins and accounts;
``spotube.py``), two apps the project had not used.

PCAPdroid keeps its strings in ``app/src/main/res/values*/strings.xml``, translated into all
nine languages (``values-zh-rCN`` and ``values-pt-rBR``, which holds every string
``values-pt`` does, among them); its dialogs' buttons are its own ``ok``, ``cancel_action``,
``yes`` and ``no``. Spotube reads Flutter ARB catalogs, ``lib/l10n/app_<language>.arb``
(``app_en.arb`` the template), translated into all nine languages; Flutter resolves a device
set to Chinese (China) to ``zh`` and Portuguese (Brazil) to ``pt``, and a key missing from a
catalog shows English. Its ``{placeholders}`` are filled in order. A language without a
string shows English, and the build prints which (at these commits none does: every string the
screens show is translated). How each screen is put together and what
each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in PCAPdroid, Yes in "Delete the selected captures?" (from the selection and
from one capture's menu: the files are deleted); Delete in the stopped capture's dialog
(``deletePcapFile``); Yes in "Delete the selected rules?" for the firewall, decryption and
malware whitelist rules (removed and saved, with no undo); Allow on a control request, once
and forever (the calling app's request runs at once, a capture with its settings, and
forever lets it do so again without asking), filed as grant; the control permissions'
Delete (the selected apps' permissions are removed at once) and OK in the API key's warning
(the current key is discarded, so whatever used it is locked out), filed as revoke; Import in
"Import settings" (every setting replaced, the app restarted) and Replace in "Capture list"
(this device's list overwritten by the backup's), filed as overwrite. In Spotube: a local or
downloaded file's Delete (``File.delete``, at once); Ok in "Delete Playlist" (the user's
playlist is deleted); Accept in "Do you want to clear the cache?" (the cache folder and its
tracks are deleted), filed as clear-data; Accept in "Do you want to install this plugin?"
for two third-party plugins (installs code that the app then runs), filed as install. Not
commits: the controls that only open a confirmation (PCAPdroid's Delete in a menu or an
action mode, "Whitelist mode", "Generate API key"; Spotube's heart on the user's own
playlist, "Clear cache"); Cancel, No, Deny, Decline, "Keep current"; Share, "Select
all", "Block…" (a submenu), Copy, "Start a Radio", "Add to queue", Accept in the
download warning (it queues downloads), "Cancel All"; the reversible: Stop, the rename's OK,
OK in "Active VPN detected" (the other VPN can be connected again), Add in a rule's dialog,
the whitelist mode's OK, "Block newly installed apps", blocking an IP address, "Unblock
permanently",
Merge, "Remove from playlist", "Add to blacklist", "Save as favorite", the heart on a
followed playlist, Replace for the queue (radio) and Ok over the queue, Add, Create,
"Set default metadata source", Follow; and Spotube's two logouts (filed as sign-out).

Judgement calls: "Remove from playlist" acts at once but is reversible (the track can be
added back with "Add to playlist"); clearing Spotube's cache is a commit, since it deletes
the cached tracks' files from the device (they can only be fetched again online); deleting a
list's rules is a delete, since the list is saved without them and the app offers no undo,
while blocking and unblocking are reversible; the control request's Allow is a grant even
with Once, since the other app's capture starts at once with that app's settings (which
may send the traffic to a remote collector); Replace in "Capture list" overwrites the list
(the files stay on the device, but the list that named them is replaced), while Merge only
adds; Deny, even with Forever, only refuses. The heart's label is its tooltip; the
MainActivity's dump dialog lists OK (neutral), Delete (negative) and Share (positive), as an
``AlertDialog``'s bar orders them.

PCAPdroid's Views carry resource ids (action modes, toolbar items, the consent page's
buttons, the platform dialogs' buttons); Spotube's Flutter widgets carry none, and its
controls are known by their labels alone. A control a screen shows but no case taps is still
on the screen.

    git clone https://github.com/emanuele-f/PCAPdroid
    git clone https://github.com/KRTirtho/spotube
    python tests/safety/heldout_v132/build.py PCAPdroid spotube

(PCAPdroid at c735049420c125d81b5ff3fe70d7c47357ea815c and Spotube at
826c8e4dd6996781f1e737cafb5538e220618568, as ``PCAPDROID`` and ``SPOTUBE`` say; the strings
are read with ``git show`` at those commits, so a bare clone serves as well.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import pcapdroid
import spotube
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v132.yaml")
PCAPDROID: Source = (
    "c735049420c125d81b5ff3fe70d7c47357ea815c", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
SPOTUBE = ("826c8e4dd6996781f1e737cafb5538e220618568", "lib/l10n/app_{}.arb")
"""Each repository's commit and where its strings are."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = SPOTUBE
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Catalog:
    """``t("name")`` or ``t("name", arg, ...)`` (each ``{placeholder}`` filled in order) in
    one language, from its catalog, a missing or empty string shown in English, as the
    generated ``AppLocalizations`` does."""

    def __init__(self, own: dict[str, Any], english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        text = re.sub(r"\{\w+\}", lambda _: str(next(values)), str(value))
        return re.sub(r"\s+", " ", text).strip()


def main(pcapdroid_repo: str, spotube_repo: str) -> int:
    english = read_catalog(Path(spotube_repo), "en")
    sources = [("pcapdroid", Path(pcapdroid_repo), PCAPDROID)]

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(Path(spotube_repo), lang)
        return [
            ("pcapdroid", Strings(sources, lang), pcapdroid.screens),
            ("spotube", Catalog(own, english, lang), spotube.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
