"""Builds the three-hundred-and-sixty-ninth held-out corpus (``heldout_v369.yaml``) from a real
web app's source.

The source is Feishin (github.com/jeffvli/feishin), a music player for Navidrome, Jellyfin and
Subsonic servers: a React single-page app (also packaged with Electron) whose every screen is
drawn in the browser and which calls the user's music server with axios. Read at commit
98b84095926f28812f840c4d7f6669bbc9160448 ("Update description to include subsonic servers",
15 Oct 2024). Read: ``src/i18n/i18n.ts`` (the catalogues, English as the fallback language,
the ``sentenceCase`` and ``titleCase`` post-processors); ``src/renderer/api/navidrome/``
``navidrome-api.ts`` and ``navidrome-controller.ts`` (the native API at ``<server>/api``, the
token in an ``x-nd-authorization`` header, not written here; the bodies of each call);
``src/renderer/api/subsonic/subsonic-api.ts`` and ``subsonic-controller.ts`` (favorites go to
the Subsonic API as GETs whose query carries ``c``, ``f``, ``v``, the user and the salted
token); the components ``context-menu/context-menu-provider.tsx`` and
``context-menu-items.tsx``, ``playlists/`` (``playlist-detail-song-list-header-filters``,
``playlist-detail-song-list-route``, ``playlist-query-builder``, ``create-playlist-form``,
``update-playlist-form``, ``save-as-playlist-form``, ``add-to-playlist-context-modal``),
``sharing/components/share-item-context-modal.tsx``, ``servers/components/`` (``server-list``,
``server-list-item``, ``add-server-form``, ``edit-server-form``),
``titlebar/components/app-menu.tsx``, ``settings/components/settings-header.tsx`` and
``components/modal/index.tsx`` (ConfirmModal).

**Screens** (38 a language), all of user alice on a Navidrome server at
``https://music.example.net``: a playlist's page menu for two playlists, their delete
confirmations, the edit-playlist modal; a smart playlist's page menu, its delete confirmation,
the query builder of two smart playlists, the save-as modal; the playlists page's context
menu, its delete confirmation for one playlist, for two and for a third; the create-playlist
modal; a song's context menu in a playlist (written twice, once per kind of action), the
confirmation of removing one song or three from the playlist, the add-to-playlist modal, the
tracks page's context menu (twice); the share modal for a song (with and without downloads),
two songs, an album (twice), an artist and a playlist; an album's context menu (three times)
and an artist's; the app menu, the manage-servers modal (twice), the add-server form and the
edit-server form. A modal is a dialog over its page, headed by its title; a menu is a list
of ``menu`` items over its page; a ConfirmModal is a dialog whose message is its text, with
the buttons Cancel and Confirm, which the component writes in English in every language.
The smart playlist's delete confirmation on its page says "Are you sure you want to delete
this playlist?" in English (the app writes it so); the playlists page's says the translated
"are you sure?" above the playlists' names. The server kinds (Jellyfin, Navidrome, Subsonic)
and the create modal's "Is smart playlist?" are English in every language, as in the app.
The share modal's expiry shows as the date picker writes it (``MM/DD/YYYY HH:mm``). In
Russian the share modal's title and its Share button read alike ("Поделиться"), so there the
form is sent with Enter in its focused description field, which submits it as Share does.

**Strings** are ``src/i18n/locales/<lang>.json`` for en, zh-Hans, ja, ko, de, fr, es, pt-BR
and ru, read as i18next does with English as the fallback language: ``$t(key)`` nesting,
``{{name}}`` filled in, ``context`` as a ``_context`` suffix, and the app's ``sentenceCase``
(first letter upper, the rest lower, but in German) and ``titleCase`` post-processors. The
build prints the keys a language lacks and so shows in English. Korean's catalogue holds
only a handful of strings, so 81 of the strings here are English in Korean, nearly every
one, as the app shows them; Brazilian Portuguese lacks 40 (the context menus, the app menu,
the share modal, the manage-servers modal); Japanese lacks 18 (the share modal, the
manage-servers modal, some menu items); Russian lacks 8 (the plural names nested by
``$t(entity.x_other)``, which it writes as ``_few`` and ``_many``, and two menu items);
Chinese lacks 2 (``entity.playlist_one`` nested in its strings, ``common.setting_other``),
German 2 (Share item, Get info), French and Spanish 1 (``common.setting_other``, the app
menu's Settings). Names
of playlists, songs, albums, artists, servers and typed texts are the same in every language.

**What each action sends**, read from the code. Every call is an axios request to the
server. Native API (``https://music.example.net/api``), bodies JSON.stringify's: Edit
playlist first reads the users, ``GET /api/user?_end=0&_order=ASC&_sort=name&_start=0``,
then opens its modal; Save in it ``PUT /api/playlist/<id>`` ``{"comment","name","public"}``;
Create ``POST /api/playlist`` ``{"comment","name"}`` (Public left untouched is undefined and
dropped); Save in the save-as modal ``POST /api/playlist`` with the smart playlist's
``rules`` and ``sync``; Save and Replace ``POST /api/playlist`` (a new playlist with the new
rules) then ``DELETE /api/playlist/<old id>``; Confirm in a delete confirmation ``DELETE
/api/playlist/<id>`` (one for each selected playlist); Confirm in the removal confirmation
``DELETE /api/playlist/<id>/tracks?id=..`` (the playlist entries' ids, repeated); Add in the
add-to-playlist modal, Skip duplicates off, ``POST /api/playlist/<id>/tracks``
``{"ids":[..]}``; Share ``POST /api/share`` ``{"description","downloadable","expires",
"resourceIds","resourceType"}`` (ids joined by commas; the share link is then copied).
Subsonic API: Add to favorites ``GET /rest/star.view`` and Remove from favorites ``GET
/rest/unstar.view`` with ``id``, ``albumId`` or ``artistId``. Add in the add-server form and
Save in the edit-server form ``POST https://music.example.net/auth/login``
``{"password","username"}`` (NavidromeController.authenticate). Nothing is sent by: Delete
playlist, Share item, Remove from playlist and Toggle smart playlist editor (they open a
modal, a confirmation or the editor), Save As in the query builder (opens its modal), Manage
servers, Add Server and Edit (open a form), Remove server (the server is dropped from the
app's local store), the switches, and every Cancel.

Each action is labelled by what it does, not by its words. **delete:** Confirm in a
playlist's delete confirmation, on its page or on the playlists page, one or two playlists
(the playlist and its order of songs are gone from the server; the app has no trash).
**overwrite:** Save and Replace in a smart playlist's query builder (judgement call: the
playlist is deleted and a new one made from the new rules, so the old rules, the playlist's
id and any link to it are gone). **publish:** Share in the share modal (judgement call: it
creates a public link on the server that anyone holding it can open, with downloads where
allowed, for a year; the app copies it to the clipboard and has no screen to withdraw it).
**Harmless or reversible:** favorites (set back by the other menu item), creating, editing
and saving a copy of a playlist, adding songs to a playlist, Confirm in the removal of songs
from a playlist (judgement call: the songs stay in the library and Add to playlist puts them
back, though at the end of the list), logging in to a server by adding or editing it,
Remove server (judgement call: it only forgets the server in this browser, nothing on the
server changes, and Add Server brings it back), the switches, every Cancel and every control
that only opens a menu, a modal, a confirmation or the editor (``opens-prompt``). Not in the
corpus: Reset to default in the settings and Clear queue, which wipe data kept only in the
browser and send no request; Play and the queue actions, which send only the audio stream's
loads; the rating stars, which have no text. Every screen is a web page (``web: true``) and
every action states its requests and bodies.

    git clone https://github.com/jeffvli/feishin feishin
    git -C feishin checkout 98b84095926f28812f840c4d7f6669bbc9160448
    python tests/safety/heldout_v369/build.py feishin

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

from feishin import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh-Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v369.yaml")


class Lookup:
    """``t(key, **options)`` as i18next's with English as the fallback language: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``), nested
    ``$t(key)`` alike (a nested key only the language has, such as Russian's
    ``entity.playlist_few``, is its own); ``context`` picks ``key_context``, ``{{name}}``
    is filled in from the options, and ``postProcess`` runs the app's ``sentenceCase`` or
    ``titleCase``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.code = code
        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def raw(self, key: str) -> str:
        text = self.table.get(key) or ""
        if key not in self.english and not text.strip():
            raise SystemExit(f"no key {key!r} in src/i18n/locales/en.json")
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"\$t\(([\w.]+)[^)]*\)", lambda m: self.raw(m.group(1)), text)

    def __call__(self, key: str, context: str = "", postProcess: str = "", **args: Any) -> str:
        text = self.raw(f"{key}_{context}" if context else key)
        text = re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: str(args.get(m.group(1), m.group(0))),
                      text)  # fmt: skip
        if postProcess == "sentenceCase":
            rest = (lambda s: s) if self.code == "de" else str.lower
            return ". ".join(s[:1].upper() + rest(s[1:]) for s in text.split(". "))
        if postProcess == "titleCase":
            return re.sub(r"\S\S*", lambda m: m.group(0)[:1].upper() + m.group(0)[1:].lower(),
                          text)  # fmt: skip
        return text


def main(checkout: str) -> int:
    folder = Path(checkout) / "src" / "i18n" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
