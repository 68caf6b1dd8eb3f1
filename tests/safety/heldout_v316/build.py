"""Builds the three-hundred-and-sixteenth held-out corpus (``heldout_v316.yaml``) from a real
web app's source.

The source is Nextcloud Maps (github.com/nextcloud/maps), the maps app of Nextcloud: a Vue
app drawn in the browser inside a Nextcloud server, whose navigation menus, map popups and
sidebar call the app's own routes with ``@nextcloud/axios``. Read at commit
f7abf72635762125d0daf39a2b22041d74c96091 ("fix(l10n): Update translations from Transifex",
22 Aug 2026). Read: ``src/network.js`` (every request: its method, route, ``params`` and
body), ``src/optionsController.js`` (saveOptionValues), ``src/views/App.vue`` (what each
emitted event does: the favorites, contacts, photos, tracks, devices and maps handlers and
the undo history), ``src/views/AdminSettings.vue``; the components ``MapsNavigation``,
``AppNavigationFavoritesItem``, ``AppNavigationContactsItem``, ``AppNavigationPhotosItem``,
``AppNavigationTracksItem``, ``AppNavigationTrackItem``, ``AppNavigationDevicesItem``,
``AppNavigationDeviceItem``, ``AppNavigationMyMapsItem``, ``AppNavigationMyMapItem``,
``FavoriteEditionForm``, ``Map`` (the map's context menu) and ``map/FavoritesLayer``,
``map/PhotosLayer``, ``map/ContactsLayer``, ``map/DevicesLayer``, ``map/HistoryControl``;
``appinfo/routes.php`` (the routes); and on the server side ``lib/Controller/DevicesController.php``
(``deleteDevice`` drops the device, all its points and its shares),
``lib/Service/PhotofilesService.php`` (``resetPhotosFilesCoords`` rewrites each photo file's
EXIF data without its GPS position), ``lib/Controller/ContactsController.php``
(``deleteContactAddress`` removes the ADR or GEO property from the contact's vCard in the
address book) and ``lib/Service/MyMapsService.php`` (``deleteMyMap`` deletes the map's folder,
or its ``.index.maps`` file, through Nextcloud's file API).

**Screens** (34 a language), all of the user's default map (no ``myMapId``), as menus and
popups over the map page, titled by its ``document.title`` "Maps - Nextcloud" ("Maps" being
the app's name in its catalogue): the navigation's layer entries, its settings, the menu of
My favorites (written twice, once for Import), the menu of the shared category Restaurants
(three times, once per kind of action), of the unshared category Hiking (twice) and of the
shared category Bakeries; a favorite's sidebar form (twice) and a second favorite's, a
favorite marker's and a favorite cluster's right-click menus, the undo button after a
favorite was deleted, the map's context menu; the contacts' menu, a contact's popup, the
menus of a contact with only a location and of one with an address; the photos' menu, a
photo's and a photo cluster's menus, the cluster's confirmation; the tracks' menu; the
devices' menu (twice), a device's menu (twice) and a second device's, the maps' menu, a
map's menu, and the routing part of the administration settings (titled "Nextcloud": that
page's title is the server's, not the app's). An action menu's entries are ``menu`` items,
an ``NcActionCheckbox`` is a ``switch``, a navigation entry a ``row``; the contact popup's
title-only icon buttons and the undo button (named by its tooltip) are ``icon`` items. The
cluster's confirmation is ``OC.dialogs.confirmDestructive`` with an empty title: a dialog
whose message is its text and whose buttons are the app's own Cancel and Yes.

**Strings** are the app's source strings translated by ``l10n/<lang>.json`` for zh_CN, ja,
ko, de, fr, es, pt_BR and ru, read as Nextcloud's ``t("maps", ...)`` does: a string the
catalogue lacks, or leaves empty, shows in English, and ``{name}`` is filled in. The build
prints the strings each language shows in English: every language lacks "Add track" (newer
than the last catalogue update); zh, es and ru also lack "Register Maps to open geo links";
ko lacks 13 strings here (among them "Copy to map", "Link to map", "My maps", "Add Map",
"New map", "Hide history", "Show history", "Spiderfy", "Clear photo cache"); ja lacks 25
(among them "Toggle all", "Copy to map", "Link to map", "Create share link", "Zoom on
bounds", "Undo {action} (Ctrl+Z)", the cluster confirmation's message, "Hide history", "My
photos", "My devices", "My maps", "Add Map", "New map"). Names of favorites, categories,
contacts, photos, devices and maps, typed texts and numbers are the same in every language.

**What each action sends**, read from the code. Every request is ``@nextcloud/axios``'s to
the app's routes on the same origin, written for a server without pretty URLs
(``generateUrl`` gives ``/index.php/apps/maps/...``); the CSRF ``requesttoken`` goes in a
header and is not written; bodies are JSON.stringify's; ``params`` are written as axios puts
them on the URL (null left out, an array as ``key[]=`` per value, encodeURIComponent with
``:$,[]`` kept and a space as ``+``). Options: every layer entry, switch and list toggle that
the app remembers sends ``POST /saveOptionValue`` ``{"options":{name:value},"myMapId":null}``
(My favorites and My devices turned off, Track my position and Display time filter slider
on, the favorites' Toggle all with the categories' names as a JSON string, Hide history,
Sort by name). Favorites: Export ``POST /export/favorites`` ``{"categoryList","begin","end",
"myMapId"}`` (a GPX file written into the user's files); Create share link ``POST
/favorites-category/<name>/share`` and Delete share link ``POST .../un-share`` (no body); a
category's Delete ``DELETE /favorites?ids[]=..`` with the ids of its favorites, as a
cluster's Delete favorites; a favorite's Delete (sidebar or marker) ``DELETE
/favorites/<id>``; Save ``PUT /favorites/<id>`` (name, extensions, myMapId, comment,
category, lat, lng); the context menu's Add a favorite ``POST /favorite`` with a null name
and category at the clicked point; the undo button after a deletion ``POST /favorite`` with
the deleted favorite's fields. Contacts: Delete this address or Delete this location
``DELETE /contacts/<book>/<uri>?uid=..&adr=..&geo=..`` (the popup drops GEO when there is an
address, so ``geo`` is empty), then ``GET /contacts``; Open in Contacts loads the Contacts
app's page of the contact (``via: link``). Photos: Clear photo cache ``GET
/photos/clearCache``; Remove geo data on a photo, or Yes in the cluster's confirmation,
``DELETE /photos?paths[]=..``, then ``GET /photos/backgroundJobStatus`` and ``GET /photos``.
Devices: Refresh positions ``GET /devices/<id>?pruneBefore=<last point's time>`` per shown
device; Export all and Export ``POST /export/devices`` ``{"deviceIdList","all","begin",
"end"}``; Link to map first shares the device, ``POST /devices/<id>/share``
``{"timestampFrom","timestampTo"}`` (the safe-integer bounds, the slider being off), then
opens the folder picker; Delete ``DELETE /devices/<id>``. Maps: Add Map ``POST /maps``
``{"id":null,"values":{"newName":..}}`` (the language's "New map", so that body differs by
language); Delete ``DELETE /maps/<id>`` (no body); Open folder loads the Files app on the
map's folder (``via: link``). The administration's Show OSRM demo server ``POST
/setRoutingSettings`` ``{"values":{"osrmDEMO":"0"}}``. The True Size of Africa is a link to
kai.sub.blue. Nothing is sent by: Enable favorite drag, Copy share link and Share this
location (the clipboard), Display picture and Spiderfy (the viewer and the map), Place
photos, Import, Import devices, Copy to map and a category's Link to map (each opens
Nextcloud's file picker first), Add track (the browser's file chooser), a map's Share (the
sidebar's sharing tab), the devices' Delete all (its handler ``onDelete`` is empty at this
commit), the cluster's Remove geo data (it only opens the confirmation) and the
confirmation's Cancel. Track my position sends only its option on the tap: the position
itself goes (``POST /devices``, every ten seconds) once the browser's own permission prompt
is answered.

Each action is labelled by what it does, not by its words. **delete:** a favorite's Delete
in the sidebar and Delete favorite on its marker, a cluster's Delete favorites and a
category's Delete (all its favorites), none of them asking first (judgement call: the
server deletes the rows; the map's undo button re-creates a copy from the page's memory
only while that page stays open, under a new id, so it is no undo one can count on); Delete
this address and Delete this location (judgement call, as above: the property is gone from
the contact's vCard, which every synced device then drops, and the in-page undo is all there
is); a device's Delete (the device, its whole position history and its shares, with no
confirmation and no undo). **overwrite:** Remove geo data on a photo and Yes in "Are you sure
you want to remove geo data of 3 photos?" (judgement call: the photo files are rewritten
without their GPS tags, and the old positions are lost once the page is left). **revoke:**
Delete share link (judgement call: the public link stops working for everyone who has it;
Create share link makes a new token, never the old one). **Harmless:** Create share link
(judgement call: a link is made but given to nobody, and Delete share link takes it away),
exports (a new file in the user's files), Save, Add a favorite, the undo button, the layer
entries, switches and sort orders (set back by the same control), Track my position
(judgement call: one's own position sent to one's own server, stopped by the same switch),
Refresh positions and Clear photo cache (the cache is rebuilt), Link to map on a device
(a share of one's own device, put on one's own map), Add Map, a map's Delete (judgement
call: the map's folder goes to Nextcloud's deleted files, from which it is restored whole),
the administration switch (set back by the same switch), the devices' Delete all (judgement
call: by what it does, which is nothing at this commit; category ``harmless``), links, and
every control that only opens a picker, a popup, the sidebar or the confirmation
(``opens-prompt`` where the screen holds only such controls). Not in the corpus: the
popups that add a favorite or a contact's address through a form (``ClickPopup``,
``PlaceContactPopup``), the route export (its file's name is a localised
date), photo suggestions, and dragging markers, which are drags rather than taps. Every
screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/nextcloud/maps maps
    git -C maps checkout f7abf72635762125d0daf39a2b22041d74c96091
    python tests/safety/heldout_v316/build.py maps

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

from nextcloud_maps import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v316.yaml")


class Lookup:
    """``t(text, **args)`` as Nextcloud's ``t("maps", text, args)``: the language's
    translation of the source string, the string itself where the catalogue lacks it or
    leaves it empty (``fallbacks``; English has no catalogue), ``{name}`` filled in from
    ``args``. A string must be one the app's source or its catalogues hold."""

    def __init__(self, checkout: Path, code: str, known: set[str]) -> None:
        self.table: dict[str, Any] = {}
        if code != "en":
            path = checkout / "l10n" / f"{code}.json"
            self.table = json.loads(path.read_text(encoding="utf-8"))["translations"]
        self.known = known
        self.fallbacks: set[str] = set()
        self.english = code == "en"

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.known:
            raise SystemExit(f"no string {key!r} in the app")
        text = self.table.get(key) or ""
        if not isinstance(text, str) or not text.strip():
            if not self.english:
                self.fallbacks.add(key)
            text = key
        return re.sub(r"\{(\w+)\}", lambda m: str(args.get(m.group(1), m.group(0))), text)


def known_strings(checkout: Path) -> set[str]:
    """The source strings: those of every catalogue, and those ``t('maps', ...)`` names in
    ``src/`` (a string newer than the last catalogue update is in no catalogue)."""
    known: set[str] = set()
    for path in (checkout / "l10n").glob("*.json"):
        known |= set(json.loads(path.read_text(encoding="utf-8"))["translations"])
    for path in (checkout / "src").rglob("*"):
        if path.suffix in (".vue", ".js", ".ts"):
            text = path.read_text(encoding="utf-8", errors="replace")
            known |= set(re.findall(r"""t\(\s*["']maps["'],\s*'((?:[^'\\]|\\.)*)'""", text))
            known |= set(re.findall(r"""t\(\s*["']maps["'],\s*"((?:[^"\\]|\\.)*)\"""", text))
    return known


def main(checkout: str) -> int:
    root = Path(checkout)
    known = known_strings(root)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang], known)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
