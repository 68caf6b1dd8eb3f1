"""Builds the three-hundred-and-twenty-third held-out corpus (``heldout_v323.yaml``) from a
real web app's source.

The source is Flood (github.com/jesec/flood), a web front end for the torrent clients
rTorrent, qBittorrent, Transmission and Deluge: a React single-page app that calls its own
Node server's JSON API (``/api/...``) with axios, and that server drives the torrent client.
Read at commit 0fec80c5ded4e3c33b61128b1c65eb9940f27755 ("chore(deps): update dependency
content-disposition to v3 (#1373)", 14 Aug 2026). Read, under ``client/src/javascript``: the
actions ``TorrentActions.ts``, ``AuthActions.ts``, ``ClientActions.ts``, ``SettingActions.ts``,
``FeedActions.ts`` and ``FloodActions.ts`` (every request, its method, URL and body);
``stores/ConfigStore.ts`` (``baseURI``, the page's own path, ``/``); ``util/userPreferences.ts``
(the settings saved after adding or removing torrents); ``ui/components/util/forms.tsx``
(``getDataFromForm``: a checkbox gives a boolean, a text box its string); the components
``torrent-list/ActionBar``, ``Action``, ``TorrentListContextMenu`` and
``constants/TorrentContextMenuActions``; ``sidebar/Sidebar``, ``SpeedLimitDropdown``,
``SettingsButton``, ``FeedsButton``, ``NotificationsButton``, ``LogoutButton``,
``ThemeSwitchButton``, ``StatusFilters``; ``general/Tooltip`` (a Tooltip wrapper is a
``role="button"`` named by ``aria-label``, its content where that is a string),
``general/WindowTitle``, ``general/ClientConnectionInterruption``,
``general/connection-settings/ClientConnectionSettingsForm`` and
``QBittorrentConnectionSettingsForm``, ``general/form-elements/FilesystemBrowserTextbox``;
the modals ``ModalActions``, ``remove-torrents-modal/RemoveTorrentsModal``,
``move-torrents-modal/MoveTorrentsModal``, ``set-tags-modal/SetTagsModal``,
``set-trackers-modal/SetTrackersModal``, ``add-torrents-modal/AddTorrentsModal``,
``AddTorrentsByURL`` and ``AddTorrentsActions``, ``torrent-details-modal/TorrentDetailsModal``,
``TorrentHeading`` and ``TorrentContents``, ``generate-magnet-modal/GenerateMagnetModal``,
``settings-modal/SettingsModal``, ``BandwidthTab``, ``SettingsUtils`` and ``AuthTab``,
``feeds-modal/FeedsModal``, ``FeedsTab``, ``FeedList``, ``FeedForm``, ``FeedItemsForm``,
``DownloadRulesTab`` and ``DownloadRuleList``; ``auth/AuthForm``; ``i18n/languages.tsx`` (how a
catalogue is loaded); and ``shared/schema/constants/Auth.ts`` (the access levels, 5 and 10).

**Screens** (35 a language, 59 actions), all of a logged-in administrator unless said: the
torrent list with its action bar (written twice, the torrent actions and the controls that
open a modal), the sidebar (twice, its modal buttons and Log Out), a torrent's context menu
(three times: its actions, the entries that open a modal, Download Contents); the remove
modal for one torrent with Delete data on, for another with it off, for a seeding torrent
with it off, for three torrents with it on and off, and with no torrent selected; the Set
Torrent Location modal, the Set Tags modal, the Set Trackers modal with a tracker added,
with the private tracker's row deleted and with every row emptied; the Add Torrents modal on
its By URL tab, filled in; the torrent details modal and its files tab with two files
selected and the priority menu open; the notifications tooltip on its first and second page
(14 notifications); the settings modal's Bandwidth tab with the upload throttle changed, its
Authentication tab with another user listed (twice: before and after the first removal) and
with the new user form filled in; the feeds modal's Feeds tab with two feeds, after the first
one's removal, and with the new feed form filled in; its Download Rules tab with two rules
and after the first one's removal; the login page, the first run's create account page and
the panel shown when the torrent client cannot be reached, with "Update client connection
settings" chosen. Every page's title is ``Flood`` (WindowTitle with the speed in the title
off). A modal is a dialog headed by its heading, except where the heading is the words of one
of its buttons, which then leaves the heading out: Set Trackers in every language, Set Tags
in every language but es, Add Torrents in zh and ko; likewise the login page's heading is
left out in zh, where it is the Log In button's words. The torrent details modal is headed by
the torrent's name. The remove modal's question is the dialog's message. The
action bar's, the sidebar's and the speed limits' icons are ``icon`` items named by their
tooltip (the wrapper's ``aria-label``); the notifications icon, whose tooltip content is no
string, has no name and is left out (its badge count is a text). A context menu entry is a
``menu`` item; a checkbox is a ``switch`` with its state. The icon buttons of the users list,
the feeds list and the rules list have neither text, title nor ``aria-label``: each is an
``id`` item named by its SVG icon's class (``icon--close``, ``icon--edit``), all a page
reader has of it; each list shows one such row so that the name picks one control. A feed's
interval and the new feed form's unit menu are left out (the unit's message takes an
argument in some languages that the app does not pass). The settings modal's Cancel and Save
Settings are at its foot; a password field shows bullets.

**Strings** are ``client/src/javascript/i18n/strings/<lang>.json`` (Lingui's minimal JSON,
ICU messages) for en, zh-Hans, ja, ko, de, fr, es, pt and ru, read as the app does: the
English catalogue is spread under the language's (``{...EN, ...messages}``), so a key the
language lacks shows English; plurals are chosen by ``count`` (``=N`` first, then the
language's plural category), ``#`` is the count, ``{name}`` is filled in. The build prints
the keys each language lacks; here every language but zh-Hans lacks
``torrents.add.tab.url.input.placeholder`` (the Add Torrents URL field's hint), shown in
English, and every other string here is translated. A catalogue's own oddities are kept as
the app shows them (ja's "12 match", zh-Hans's "# 个匹配" with no plural around its ``#``, ru's
doubled question mark). Names of torrents, files,
feeds, rules, users, paths and URLs and typed texts are the same in every language;
"B/s", the qBittorrent client's name and the notifications' counts are not translated by the
app.

**What each action sends**, read from the code. Every call is axios's ``XMLHttpRequest`` to
the page's own origin (``${baseURI}api/...`` with ``baseURI`` ``/``), a body is
``JSON.stringify``'s; the session is a cookie (not written). Torrent actions: Start Torrent
and Stop Torrent (the action bar's, and Stop in the details modal) ``POST
/api/torrents/start`` or ``/stop`` ``{"hashes":[..]}``; Check Hash ``POST
/api/torrents/check-hash`` and Reannounce ``POST /api/torrents/reannounce`` alike; Sequential
``PATCH /api/torrents/sequential`` ``{"hashes","isSequential"}`` (the state flipped); Yes in
the remove modal ``POST /api/torrents/delete`` ``{"hashes":[..],"deleteData":..}`` and, once it
answers, ``PATCH /api/settings`` ``{"deleteTorrentData":..}`` (the checkbox's last state
remembered); Set Location ``POST /api/torrents/move`` ``{"hashes","destination","isBasePath",
"moveFiles","isCheckHash"}``; Set Tags ``PATCH /api/torrents/tags`` ``{"hashes","tags"}``;
Set Trackers ``PATCH /api/torrents/trackers`` ``{"hashes","trackers"}`` (the rows left, empty
ones dropped); Add Torrent ``POST /api/torrents/add-urls`` (``cookies`` is left out of the
body for a magnet link, having no domain) and ``PATCH /api/settings`` with the start choice,
the destination remembered for the first tag, and the tab; Don't Download in the files'
priority menu ``PATCH /api/torrents/<hash>/contents`` ``{"indices","priority"}``. Reads: the
Files and Mediainfo tabs ``GET /api/torrents/<hash>/contents`` or ``/mediainfo``; Set Trackers
and Generate Magnet Link in the context menu open a modal that reads ``GET
/api/torrents/<hash>/trackers``; the sidebar's Feeds opens the feeds modal, which reads ``GET
/api/feed-monitor``; the notifications' next page ``GET
/api/notifications?id=notification-tooltip&limit=10&start=10``. Download Contents is a hidden
``<a download>`` to ``/api/torrents/<hash>/contents/all/data`` (``via: link``). Notifications:
Clear All ``DELETE /api/notifications``. Settings: Save Settings ``PATCH /api/client/settings``
with the changed field as its form string (``{"throttleGlobalUpSpeed":"512000"}``; no Flood
setting changed, so no ``PATCH /api/settings``). Users: the list's remove icon ``DELETE
/api/auth/users/<name>`` then ``GET /api/auth/users``; Add ``POST
/api/auth/register?cookie=false`` ``{"username","password","client":{..},"level":5}`` then the
same read. Feeds: a feed's or a rule's remove icon ``DELETE /api/feed-monitor/<id>`` then
``GET /api/feed-monitor``; Save in the new feed form ``PUT /api/feed-monitor/feeds``
``{"label","url","interval"}`` (the interval in minutes: 1 hour is 60) then the same read.
Accounts: Log In ``POST /api/auth/authenticate`` ``{"username","password"}`` then ``GET
/api/client/settings`` and ``GET /api/settings`` (the ``EventSource`` of
``/api/activity-stream`` it then opens only reads and is not written); Create Account ``POST
/api/auth/register`` with the qBittorrent connection and level 10; Save Settings on the
interruption panel ``PATCH /api/auth/users/admin`` ``{"client":{..}}`` then ``GET
/api/client/connection-test``; Log Out ``GET /api/auth/logout`` then
``window.location.reload()``, a load of ``/overview`` (``via: link``). Nothing is sent by the
controls that only open a modal or a menu (Add Torrent and Remove Torrent on the action bar,
Remove and Torrent Details in the context menu, Speed Limits, Settings, a feed's edit icon,
New), by Cancel and No, by OK in the no-selection modal, or by the By File tab.

Each action is labelled by what it does, not by its words. **Irreversible, delete:** Yes in
the remove modal with Delete data checked (the torrents' downloaded files are deleted from the
disk by the server, with no trash); Clear All in the notifications (the server's notification
history is deleted); a feed's remove icon (judgement call: the feed, its interval and its
count of matched items are gone, with no confirmation and no undo; one could type it in
again, but not get back what it tracked) and a download rule's remove icon (the same, for the
rule's patterns, destination and tags). **Remove:** Yes in the remove modal with Delete data
unchecked (judgement call: the files stay on the disk, but the torrent leaves the client with
its state, ratio, tags and trackers; Flood keeps no copy of the .torrent file or magnet link,
so it cannot be put back from the app). **Overwrite:** Set Trackers after a row was deleted or
every row emptied (judgement call: the torrent's tracker list is replaced, and a private
tracker's announce URL, which carries the user's passkey, is kept nowhere else in the app).
**Delete-user:** the users list's remove icon (done at once, with no confirmation: the
account and its client connection settings). **Harmless:** starting, stopping, checking,
reannouncing, the sequential switch, moving (moved back the same way), tags, adding a tracker
(the list kept), adding a torrent (judgement call: it can be stopped or removed), a file's
priority, the settings' Save (the old value can be typed again), adding a user, a new feed,
logging in, creating the first account, updating the client connection where it is broken
(judgement call: a configuration edit that can be made again), logging out, reads, the
download of contents, and every control that only opens a modal, a tab or a menu, Cancel and
No. Every screen is a web page (``web: true``) and every action states its requests and
bodies.

    git clone https://github.com/jesec/flood flood
    git -C flood checkout 0fec80c5ded4e3c33b61128b1c65eb9940f27755
    python tests/safety/heldout_v323/build.py flood

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

from flood import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v323.yaml")


def plural_category(lang: str, n: int) -> str:
    """CLDR's cardinal plural category of a whole number ``n`` in ``lang``."""
    if lang in ("zh", "ja", "ko"):
        return "other"
    if lang in ("fr", "pt"):
        return "one" if n in (0, 1) else "other"
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if n == 1 else "other"


def _close(text: str, start: int) -> int:
    """The index of the brace closing the one at ``start``."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    raise SystemExit(f"unbalanced message {text!r}")


def format_message(text: str, values: dict[str, Any], lang: str) -> str:
    """An ICU message with ``{name}`` arguments and ``{count, plural, ...}`` choices."""
    out, i = [], 0
    while i < len(text):
        if text[i] != "{":
            out.append(text[i])
            i += 1
            continue
        end = _close(text, i)
        inner = text[i + 1 : end]
        i = end + 1
        name, _, rest = inner.partition(",")
        name = name.strip()
        if not rest:
            out.append(str(values[name]))
            continue
        kind, _, options = rest.partition(",")
        if kind.strip() != "plural":
            raise SystemExit(f"no support for {kind!r} in {text!r}")
        n = int(values[name])
        choices, j = {}, 0
        while j < len(options):
            start = options.find("{", j)
            if start < 0:
                break
            selector = options[j:start].strip()
            stop = _close(options, start)
            choices[selector] = options[start + 1 : stop]
            j = stop + 1
        chosen = choices.get(f"={n}") or choices.get(plural_category(lang, n)) or choices["other"]
        out.append(format_message(chosen.replace("#", str(n)), values, lang))
    return "".join(out)


class Lookup:
    """``t(key, **values)`` as Lingui's with the English catalogue spread under the
    language's: a key the language lacks, or leaves empty, shows English's text
    (``fallbacks``)."""

    def __init__(self, folder: Path, code: str, lang: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english, self.lang = read(code), read("en"), lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the English catalogue")
        text = self.table.get(key) or ""
        lang = self.lang
        if not text.strip():
            self.fallbacks.add(key)
            text, lang = self.english[key], "en"
        return re.sub(r"\s+", " ", format_message(text, values, lang)).strip()


def main(checkout: str) -> int:
    folder = Path(checkout) / "client" / "src" / "javascript" / "i18n" / "strings"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang], lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
