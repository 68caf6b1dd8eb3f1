"""Builds the four-hundred-and-sixty-eighth held-out corpus (``heldout_v468.yaml``) from a real
web app's source.

The source is GpxPod (github.com/julien-nc/gpxpod), a Nextcloud app that shows GPS tracks on a
map: a Vue front end calling the app's PHP controllers with ``@nextcloud/axios``, at commit
5c5ccd888b61ea186391abc5df899dd5f1ebd5d7 ("Merge pull request #102 from
Saccheri/fix/datetime-simplexml-strict-types", 22 Aug 2026). Read: ``appinfo/routes.php`` and
``appinfo/info.xml``; the controllers ``lib/Controller/PageController.php`` (addDirectory,
addDirectoryRecursive, updateDirectory, updateDirectoryTracks, deleteDirectory, updateTrack,
cutTrack, deleteTrack, deleteTracks, processTrackElevations, publicIndex,
publicPasswordIndex), ``UtilsController.php`` (saveOptionValues, setAdminConfig,
setSensitiveAdminConfig, the tile server actions) and ``ComparisonController.php``;
``lib/Service/ProcessService.php`` (deleteTrack, cutTrack, moveTrack); the template
``templates/sharePassword.php``; the scripts ``src/App.vue``, ``src/filesPlugin.ts``,
``src/constants.js``, ``src/tileServers.js``, ``src/mixins/TrackItem.js`` and
``PointInfoPopup.js``; the components ``GpxpodNavigation.vue``, ``NavigationDirectoryItem.vue``,
``NavigationTrackItem.vue``, ``TrackList.vue``, ``TrackListItem.vue``, ``TrackSidebar.vue``,
``DirectorySidebar.vue``, ``SharingSidebarTab.vue``, ``ShareItem.vue``,
``TrackChartsSidebarTab.vue``, ``GpxpodSettingsDialog.vue``, ``TileServerList.vue``,
``TileServerItem.vue``, ``TileServerAddForm.vue``, ``AdminSettings.vue``,
``map/MaplibreMap.vue`` and ``comparison/ComparisonNavigation.vue``; the catalogues
``l10n/*.json`` and ``translationfiles/``.

**Screens** (41 a language, 57 actions). The navigation's add menu and its two folder pickers
(Add directory, Recursively add a directory); the directory list; a directory's menu, its
sort submenu and its More actions submenu (the latter for two directories); a track's menu in
the compact navigation (for a track alone and for one beside its ``_corrected`` copy) and its
color criteria submenu; the track list (wide layout), a row's menu and the row during its
deletion countdown; the map's popup on a clicked track point (Cut before, Cut after); the
track sidebar's charts tab; the sharing tab of a track and of a directory, a link's row, its
options menu (with and without a password, and a labelled link of a directory); the settings
dialog's map part, tile servers part, add and edit modals and about part; the public share's
password page and its track list; the admin settings and their add modal; the Files app's
file menu entry and its selection action. A menu (``NcActions``), a picker or a modal opened
over its page is a dialog screen whose items are its entries, the page's texts above; where
a menu holds a commit beside harmless entries the screen is written twice, the commit in an
entry of its own. Left out: the unnamed menu triggers (their names come from the Nextcloud
library, not the app), the submit of a link's label and password inputs (likewise), the
color picker, the file picker's and the password confirmation's own controls, the drag and
drop of a track onto another directory (which moves the file; no tap), and the comparison
page (no request).

**Strings** are the app's Nextcloud catalogues ``l10n/<code>.json`` (what the server loads
for ``t('gpxpod', ...)``) for zh_CN, de, fr, es, pt_BR and ru, English being the msgids of
``translationfiles/templates/gpxpod.pot``. Japanese and Korean ship no ``l10n`` file (their
Crowdin files ``translationfiles/ja_JP`` and ``ko_KR`` hold no translation), so they show
every string in English, as Nextcloud does. A string missing from a catalogue, or empty,
shows English and the build prints which. The admin page's "Photon geocoder API URL" is newer
than the template and English in every language (French shows only it in English), as are
the password page's button, whose template writes "Submit" untranslated, and the admin part's
heading "Gpxpod"; German also shows Add personal tile server, Edit tile server, Edit a tile
server, Update and Reset zoom in English, Spanish and Russian those and Cut before, Cut after,
Pick current directory, Search directories and the admin proxy switch; Chinese (99 of the 106
strings) and Portuguese (95) are mostly untranslated. Names of folders, tracks, links, tile
servers and typed texts are the same in every language.

**What each action sends**, read from the code. Every request goes to the cloud's own origin
and is written as a path: ``generateUrl`` gives ``/index.php/apps/gpxpod/...`` (no URL
rewriting) with each ``{param}`` through ``encodeURIComponent``; the link shares go to
``/ocs/v2.php/apps/files_sharing/api/v1/shares``. ``@nextcloud/axios`` carries the request
token in a header, so a body is only the data, JSON.stringify's compact form (a field left
``undefined`` is dropped: a password change sends ``{"password":""}`` alone); axios writes a
query's values through ``encodeURIComponent`` (``%2FHiking%2F2026``) and an array as
``ids[]=31&ids[]=32``. A tap sends its requests in the order the code issues them: opening a
directory reads its tracks, saves it as the selected one and, on the answer, as open;
reloading (Reload and reprocess, Display recursively, Correct elevations after its
correction) reads the tracks, saves the directory as open and reads the geojson of each drawn
track; a track not yet drawn is read before it is saved as drawn; Details and Share read the
sidebar's link shares. Page loads (``via: link``): the downloads (WebDAV
``/remote.php/dav/files/dana/...``, the directory's KML), Compare selected tracks and the
Files app's actions (``window.open``; App.vue joins the paths unencoded, the Files app through
``URLSearchParams``) and the about part's external link. The public share's password page is
an HTML form (``via: form``) posting ``password=...`` to its own URL, with no token field: the
route is public and needs none. The Delete this file of the track list starts a 7-second
countdown and then sends its DELETE by itself unless Cancel deletion is tapped; it is written
with that request. Opening a menu, a submenu, a picker or a modal, Copy link to clipboard,
Reset zoom, Cancel deletion and ticking Password protect (which only shows the password
field) send nothing.

Each action is labelled by what it does, not by its words. **Delete:** Delete this file in
both menus and Delete selected tracks (judgement call: ``File::delete`` removes the files from
the user's storage with no confirmation and no undo in the app; Nextcloud's trash bin may
keep a copy where it is enabled, but the app offers no way back), Delete tile server in the
user's settings and in the admin settings (no confirmation; the admin's removes it for every
user). **Revoke:** Delete link on a track's link, on a password-protected link and on a
directory's labelled link (the URL stops working for everyone it was given to; a new link has
a new token). **Publish:** unticking Password protect on a protected link (judgement call: it
removes the password, so anyone holding the URL can open the track from then on; a password
can be set again, but not what was opened meanwhile). **Overwrite:** Correct elevations on a
track whose ``_corrected`` copy is already listed (judgement call: processTrackElevations
replaces that file's content without asking, through a GET; on a track with no such copy the
same entry only writes a new file beside the original and is harmless). **Harmless:** Remove
from list (judgement call: it deletes GpxPod's records of the directory and its tracks, not
the files; adding the directory again brings them back, though the tracks' colors reset),
Cut before (a new file, the original kept), Create a new share link and Add another link
(judgement call: a link with a random token that nobody has until the user hands it on, and
that Delete link removes), adding directories (from the pickers or the Files app's View in
GpxPod), drawing and hiding tracks, Toggle all, the sort order, the color criteria, the
settings' and the admin's switches (set back by the same switch), adding and editing tile
servers (judgement call: an edit can be edited back), Reload and reprocess (only GpxPod's
cached figures are rewritten), the public page's Submit (a login), the downloads, the
comparisons, and every control that only opens a menu, a sidebar, a picker or a modal. Every
screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/julien-nc/gpxpod gpxpod
    git -C gpxpod checkout 5c5ccd888b61ea186391abc5df899dd5f1ebd5d7
    python tests/safety/heldout_v468/build.py gpxpod

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from gpxpod import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v468.yaml")


def _unquote(text: str) -> str:
    """A PO string literal's text (its escapes read as C's)."""
    text = text.strip()[1:-1]
    table = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(1)), text)


def read_msgids(path: Path) -> set[str]:
    """The msgids of the app's gettext template, the English strings of the code."""
    msgids: set[str] = set()
    current: list[str] | None = None
    for raw in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        line = raw.strip()
        if line.startswith("msgid "):
            current = [_unquote(line[6:])]
        elif line.startswith('"') and current is not None:
            current.append(_unquote(line))
        else:
            if current is not None and "".join(current):
                msgids.add("".join(current))
            current = None
    return msgids


class Lookup:
    """``t(msgid, **values)`` as Nextcloud's ``t('gpxpod', ...)``: the language's string from
    ``l10n/<code>.json``, English where the language has no file, lacks the string or leaves
    it empty (``fallbacks``); ``{name}`` filled in from ``values``."""

    def __init__(self, root: Path, code: str) -> None:
        self.english = read_msgids(root / "translationfiles" / "templates" / "gpxpod.pot")
        catalogue = root / "l10n" / f"{code}.json"
        self.table: dict[str, Any] = {}
        if code and catalogue.exists():
            self.table = json.loads(catalogue.read_text(encoding="utf-8"))["translations"]
        self.code = code
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, **values: str) -> str:
        if msgid not in self.english:
            # A string newer than the template: no catalogue has it, every language shows
            # English.
            self.english.add(msgid)
        text = self.table.get(msgid) or ""
        if not isinstance(text, str) or not text.strip():
            if self.code:
                self.fallbacks.add(msgid)
            text = msgid
        return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
