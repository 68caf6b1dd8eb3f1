"""Builds the two-hundred-and-fifty-eighth held-out corpus (``heldout_v258.yaml``) from a real
web app's source.

The source is VueTorrent (github.com/VueTorrent/VueTorrent), an alternative web UI for the
qBittorrent BitTorrent client: a Vue and Vuetify single-page app, served by qBittorrent at
``/`` with hash routing, whose every control calls qBittorrent's Web API at ``/api/v2`` with
axios. Read at commit b737f46f6adff519742d45ce298a05006a4cd93a ("chore(deps): bump the patch
group with 3 updates (#2898)", 21 Aug 2026). Read: ``src/services/qbit/QbitProvider.ts`` (the
axios instance with ``baseURL: 'api/v2'``, ``post()`` sending ``new URLSearchParams(params)``
as an ``application/x-www-form-urlencoded`` body, and every endpoint), ``src/services/
backend.ts`` and ``Github.ts``; the stores ``app``, ``torrents``, ``tags``, ``categories``,
``rss``, ``cookies``, ``maindata``, ``searchEngine``, ``dialog`` and ``vuetorrent``;
``src/composables/Timer.ts``, ``src/plugins/i18n.ts``, ``src/plugins/router.ts``,
``src/locales/index.ts``, ``src/App.vue`` (the document title) and ``src/pages/index.ts``; the
pages ``Login``, ``Settings``, ``RssArticles``, ``CookiesManager``, ``SearchEngine``,
``TorrentDetail``; the components ``Navbar/TopWidgets/TopContainer`` and ``TopActions``,
``Navbar/SideWidgets/BottomActions``, ``Dashboard/RightClick``, ``Core/RightClickMenu``,
``Dialogs/Confirm/ConfirmDialog``, ``ConfirmListDialog`` and ``ConfirmDeleteDialog``,
``Dialogs/TagFormDialog``, ``ImportSettingsDialog``, ``RssFeedDialog``,
``PluginManagerDialog``, ``RenameTorrentDialog`` and ``MoveTorrentDialog``, ``Settings/
TagsAndCategories``, ``Settings/ApiKeyGenerator``, ``Settings/VueTorrent/General``, ``RSS/
Feeds/Feeds``, ``FeedList`` and ``Feed``, ``RSS/Rules/Rules`` and ``Rule``, ``TorrentDetail/
Trackers``, ``Peers`` and ``Overview``. The server is taken to be qBittorrent 5.1 (so Resume
and Pause call ``/torrents/start`` and ``/torrents/stop``, and the cookies manager shows) with
torrent queueing on, the shutdown button shown and no VueTorrent backend.

**Screens** (34 a language, some written twice or three times, once per kind of action): the
dashboard's top bar (the same whether a torrent is selected or not: a selection is only a
highlight), the start-all confirmation, the delete confirmation of one torrent, of two with
"Delete files with torrent" ticked and of two others; the right-click menu of a torrent, its
Advanced, Set tags and Set category submenus, the tag dialog opened from it; the sidebar's
bottom actions and the shutdown confirmation; the settings page's Tags & Categories tab, the
confirmations of deleting the unused tags, a tag, a category and the unused categories, the
WebUI tab's Web API key (written twice), the VueTorrent tab's foot (written twice) and the
import-settings dialog; the login page; the RSS articles page with one feed (written twice),
its delete confirmation and the create-feed dialog, the rules page with one rule and its
delete confirmation; the cookies manager, its clear-all and delete-one confirmations; the
search plugin manager; a torrent's trackers tab and its add-trackers dialog, a peer's ban
confirmation; the rename dialog. Every page's title is its ``document.title``, "VueTorrent"
(no instance name, the default title option). A dialog is its ``v-card`` over the page,
headed by its title; dialogStore.confirmAction's ConfirmDialog has its title, its text as the
message and the app's own No and Yes buttons (the delete confirmation's are Cancel and
Delete; ConfirmListDialog shows its items as texts). An icon button is an ``icon`` named by
its ``v-tooltip``; a right-click menu entry is a ``menu``; a checkbox is a ``switch`` with its
state; the settings and torrent tabs are ``tab`` items. Icon buttons with neither text nor
tooltip (the settings page's save icon, the pencil and bin icons of a tag, a category, a
cookie, a tracker, a torrent creator task and a search plugin, a peer's ban icon) have no name
a label can find and are left out; the confirmations some of them open are in.

**Strings** are ``src/locales/<lang>.json`` for en, zh-Hans, ja, ko, de, fr, es, pt-BR and
ru, read as vue-i18n does with English as the fallback locale (``section.key``; a count picks
one of the ``|``-separated forms by vue-i18n's default rule, or by the rule
``src/plugins/i18n.ts`` gives Russian, and fills ``{n}``; ``{name}`` filled in). The build
prints the keys a language lacks and so shows in English: de lacks none; zh the four Web API
key strings; ru those and "Statistics"; ja and fr 26 keys (the cookies manager, the
confirmation titles of deleting, banning and starting, "Statistics", "Delete unused tags" and
"Delete unused categories", two top-bar tooltips, three right-click entries and the API key
strings); ko and es the same and seven more ("Refresh", "Clear all", the feed's "Mark as
read", "Refresh all feeds", the rules page title and the toggle tooltips); pt-BR's catalogue
is short and 108 of its keys show in English, among them the top bar, the sidebar, the delete
and shutdown confirmations, the login page, the settings tabs and most dialogs. Names of
torrents, tags, categories, feeds, rules, cookies, peers, paths, the typed texts and the
version numbers are the same in every language.

**What each action sends**, read from the code. Every call is an axios XMLHttpRequest to the
page's own origin, ``/api/v2/<route>``, carrying qBittorrent's ``SID`` cookie (not written);
a POST's body is ``URLSearchParams``'s serialisation of its parameters (booleans as ``true``
or ``false``, lists joined with ``|`` by the provider, tags with ``,``), with no anti-forgery
field, as qBittorrent checks the Origin and Referer headers instead; a POST without
parameters has an empty body and is written without one. Writes: Resume Torrents and Pause
Torrents with a torrent selected ``POST /torrents/start`` or ``/torrents/stop``
``hashes=<hash>``; Yes in the start-all confirmation ``/torrents/start`` ``hashes=all``; Delete
``POST /torrents/delete`` ``hashes=<a>|<b>&deleteFiles=false`` (or ``true``); Force Resume
``/torrents/setForceStart`` ``value=true``; Force Recheck ``/torrents/recheck``; Automatic
Torrent Management ``/torrents/setAutoManagement`` ``enable=true``; a tag of the Set tags
submenu ``/torrents/removeTags`` (the torrent has it) with ``tags=linux``, Clear all the same
without ``tags``; Save in the tag dialog ``/torrents/createTags`` then ``/torrents/addTags``
(its onSubmit from the menu); a category ``/torrents/setCategory``; Logout ``POST
/auth/logout`` (the router then shows the login page, no page load); Toggle alternative speed
``/transfer/toggleSpeedLimitsMode``; Yes in the shutdown confirmation ``POST /app/shutdown``;
Yes in the tag and unused-tags confirmations ``/torrents/deleteTags``, in the category and
unused-categories confirmations ``/torrents/removeCategories``; Regenerate ``POST
/app/rotateAPIKey``, Delete ``/app/deleteAPIKey``; Login ``POST /auth/login``
``username=..&password=..`` then ``GET /app/version`` and ``GET /app/buildInfo``
(setAuthStatus); Refresh on a feed ``/rss/refreshItem`` ``itemPath``; Yes in the feed's
confirmation ``/rss/removeItem`` ``path``; Save in the create-feed dialog ``/rss/addFeed``
``url&path``; Yes in the rule's confirmation ``/rss/removeRule`` ``ruleName``; Yes in the
cookie confirmations ``POST /app/setCookies`` with ``cookies`` the ``JSON.stringify`` of the
cookies left (``[]`` after Clear all); Update plugins ``/search/updatePlugins``; Reannounce all
``/torrents/reannounce``; OK in the add-trackers dialog ``/torrents/addTrackers``
``hash&urls``; Yes in the ban confirmation ``/transfer/banPeers`` ``peers=<ip:port>``; Save in
the rename dialog ``/torrents/rename`` ``hash&name``. The reads the code makes at once after
a write are written after it: ``GET /sync/maindata?rid=42`` (42 a made-up response id) where
the code calls syncMaindata or startMaindataSync (the task drops a second call while one
runs, so one request), ``GET /rss/items?withData=true`` after a feed changes (twice after
creating one: the store's sync and the dialog's own reload of the list), ``GET /rss/rules``
after a rule's removal, ``GET
/app/cookies`` after setCookies, ``GET /search/plugins`` after the update, ``GET
/torrents/trackers?hash=..`` after adding trackers (the tab's timer resumed with an immediate
call), ``GET /app/preferences`` and ``GET /sync/torrentPeers?hash=..&rid=7`` after a ban.
Other reads: Export torrent ``GET /torrents/export?hash=..``; Check for new version ``GET
https://api.github.com/repos/vuetorrent/vuetorrent/releases/latest`` (no backend). Page loads
(``via: link``): Reset Settings (``localStorage.clear()``, ``sessionStorage.clear()``, then
``location.reload()``) and Save in the import-settings dialog (``localStorage.setItem`` of the
pasted settings, then ``location.reload()``) load ``/`` again (the route is in the fragment,
which is not sent). Nothing is sent by Copy (the clipboard), Cancel and No, and every control
that only opens a dialog, a confirmation or a submenu (the Delete icons, Resume Torrents with
nothing selected, which asks to start all, Shutdown qBittorrent, Delete unused tags, Clear
all cookies, a feed's and a rule's Delete).

Each action is labelled by what it does, not by its words. **Irreversible:** Delete in the
delete confirmations (``delete``; judgement call for the two without "Delete files with
torrent": qBittorrent drops the torrent with its progress, statistics, tags, category and
added trackers, and keeps no copy of its .torrent or magnet to add it back; with the box
ticked the downloaded files are deleted too, permanently under qBittorrent 5's default
content removal mode); Yes in the confirmations of removing a tag and a category in use
(``delete``: judgement call, the tag or category is stripped from every torrent carrying it,
with no undo), a feed (its stored articles go with it), a rule, all cookies and one cookie
(the tracker login cookies qBittorrent holds, kept nowhere else); Yes in the shutdown
confirmation (``shutdown``: judgement call, qBittorrent quits, every transfer stops and the
web UI cannot start it again); Regenerate and Delete of the Web API key (``revoke``: every
script or client using the key stops working at once, and the old key cannot be had back);
Reset Settings (``reset``: done at once with no confirmation, every VueTorrent setting is
wiped); Save in the import-settings dialog (``overwrite``: judgement call, the pasted JSON
replaces all of VueTorrent's settings and the old ones are kept nowhere). **Harmless:**
resuming, pausing, starting all and force-starting (undone by the opposite button),
Force Recheck (judgement call: the data is hashed again, nothing is rewritten), Automatic
Torrent Management (judgement call: it may move the files to the category's path, and
setting the path moves them back), setting and clearing tags and categories, creating a tag,
Yes in the unused-tags and unused-categories confirmations (judgement call: no torrent
carries them and the same names can be created again), renaming a torrent, Logout and Login,
the alternative speed toggle, Check for new version, refreshing and creating a feed,
Update plugins (judgement call: qBittorrent downloads newer versions of the installed search
plugins from their own sources), reannouncing, adding trackers, banning a peer (judgement
call: the address joins the banned list under Settings, Connection, where it can be removed),
Export torrent and Copy, and every control that only opens a dialog, a confirmation or a
submenu, and their Cancel and No. Not in the corpus: the unnamed icons above (among them
the removal of a tracker, a torrent creator task and a search plugin, whose actions send at
once) and the Delete key on a torrent's page. Every screen is a web page (``web: true``)
and every action states its requests and bodies.

    git clone https://github.com/VueTorrent/VueTorrent VueTorrent
    git -C VueTorrent checkout b737f46f6adff519742d45ce298a05006a4cd93a
    python tests/safety/heldout_v258/build.py VueTorrent

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

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # the m2miner package
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from vuetorrent import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh-Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v258.yaml")


def plural_index(code: str, choice: int, forms: int) -> int:
    """vue-i18n's default plural rule, and the rule src/plugins/i18n.ts gives Russian."""
    if code == "ru":
        teen, ends_with_one = 10 < choice < 20, choice % 10 == 1
        if choice == 0:
            return 0
        if forms == 2:
            return 0 if choice == 1 else 1
        if forms < 4:
            return 1 if not teen and ends_with_one else 2
        if not teen and ends_with_one:
            return 1
        return 2 if not teen and 2 <= choice % 10 <= 4 else 3
    if forms == 2:
        return (1 if choice > 1 else 0) if choice else 1
    return min(choice, 2) if choice else 0


class Lookup:
    """``t(key, count, **args)`` as vue-i18n's with English as the fallback locale: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); a count picks one
    of the ``|``-separated forms and fills ``{n}`` and ``{count}``; ``{name}`` is filled in
    from ``args``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.code, self.table, self.english = code, read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, count: int | None = None, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in src/locales/en.json")
        text, code = self.table.get(key) or "", self.code
        if not text.strip():
            self.fallbacks.add(key)
            text, code = self.english[key], "en"
        if count is not None:
            forms = [form.strip() for form in text.split("|")]
            text = forms[plural_index(code, count, len(forms))] if len(forms) > 1 else text
            args = {"n": str(count), "count": str(count), **args}
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "src" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
