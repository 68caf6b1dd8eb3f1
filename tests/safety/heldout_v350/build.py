"""Builds the three-hundred-and-fiftieth held-out corpus (``heldout_v350.yaml``) from a real
web app's source.

The source is Airsonic-Advanced (github.com/airsonic-advanced/airsonic-advanced), a
self-hosted music and podcast server: a Spring application whose pages are JSPs in frames
(a top bar, the main page, the play queue), whose library actions go to the server as STOMP
frames over a SockJS WebSocket, whose settings pages are HTML forms carrying the ``_csrf``
token, and some of whose writes are plain page links. Read at commit
68d11bfbfe051b0acaca2770c3c1f47f8d59201c ("Merge pull request #976 from
kagemomiji/kagemomiji-patch-action", 23 Apr 2024). Read: ``airsonic-main/src/main/webapp``'s
``WEB-INF/jsp/`` pages ``head``, ``top``, ``login``, ``recover``, ``websocket`` (the
``StompClient``: ``send(dest, msg)`` over ``new SockJS("/websocket")``), ``playlists``,
``playlist``, ``playQueue``, ``bookmarks``, ``podcastChannels``, ``podcastChannel``,
``mediaMain``, ``editTags``, ``createShare``, ``settingsHeader``, ``userSettings``,
``shareSettings``, ``musicFolderSettings``, ``playerSettings`` and ``internetRadioSettings``;
``script/stomp-4.0.8.min.js`` (how a SEND frame is written); and on the server side
``security/CsrfSecurityRequestMatcher.java`` (which requests need the token),
``controller/RecoverController``, ``UserSettingsController``, ``ShareSettingsController``,
``ShareManagementController`` (``createShare.view``), ``InternetRadioSettingsController``,
``MusicFolderSettingsController``, ``PlayerSettingsController``,
``PodcastReceiverAdminController``, ``ajax/PlayQueueWSController`` and
``service/PodcastService.java`` (what the deletions remove), ``i18n/LocaleResolver.java``,
``i18n/locales.txt`` and ``application.properties``.

**Screens** (35 a language), all of one user, ``maria``, an administrator of a server at
``https://music.example.org``: the top bar; the login page and the password recovery page; the
playlists page with one playlist and with another, its "More actions" menu opened with two
playlists selected; a playlist's page, its delete dialog and edit dialog, a song of it and its
menu; the play queue and its menu; the bookmarks page and its menu; the podcast channels page
(twice), its menu; a channel's page, the same with two episodes ticked, and the channel's
delete dialog; an album's page, its comment form, its tag editor and the share page that
sharing it opens; the user settings of another user, ``tomas``, with "Delete this user" ticked,
the same with a role changed, and a new user; the share settings with a share's delete box
ticked, with "Delete all expired" ticked, and with a description changed; the media folder
settings; the player settings; the internet radio settings with a station's delete box ticked
and with a new station. Every page is titled "Airsonic" (head.jsp). A jQuery UI dialog is a
dialog with its title, its text, the title bar's close button (jQuery UI's own "Close", English
in every language) and its buttons; an opened ``<select>`` of "More actions…" is its options as
menu entries and its optgroup's label as a text; an icon is named by its ``title``; a settings
page shows the settings heading and its own tab (the other tabs are left out); a table's
checkbox with no label of its own is a switch named only by its field. The play queue's icons
are titled in English in the page itself ("Clear playlist", "Undo", ...), in every language.

**Strings** are ``ResourceBundle_<locale>.properties`` of
``airsonic-main/src/main/resources/org/airsonic/player/i18n`` for en, zh_CN, ja_JP, ko, de,
fr, es, pt and ru (the locales the app offers in ``locales.txt``; Portuguese is ``pt``, as
the personal settings offer it), read as Java reads a properties file, with ``{0}`` filled in
where the page passes a parameter and HTML tags dropped as the page shows them. A key a
catalogue lacks is shown in English, and the build prints which: every language but English
lacks ``bookmarks.more.selection``, ``playlist.more.star``, ``playlists.more.selection``,
``podcastreceiver.directly``, ``podcastreceiver.export``,
``podcastreceiver.selectedchannels``, ``settingsheader.credentials``, ``top.bookmarks`` and
``top.disconnected`` (nine strings of the menus, the podcast page and the top bar); every
other string here is translated. Names of users, playlists, songs, albums, podcasts,
stations, shares and typed texts are the same in every language.

**What each action sends**, read from the code. A WebSocket message is
``StompClient.send(destination, body)``: a STOMP SEND frame (``destination``, a
``content-length`` where the body is not empty, the body, a NUL) that SockJS sends on its
WebSocket transport (``wss://music.example.org/websocket/<server>/<session>/websocket``) as
a JSON array of one string; bodies are ``JSON.stringify``'s or the bare id the page passes;
the player is id 3. Create playlist ``/app/playlists/create/empty``; a playlist's Remove icon
or the menu's Remove ``/app/playlists/delete`` with its id (once per selected playlist, no
confirmation); the delete dialog's Delete the same; the edit dialog's Save
``/app/playlists/update`` ``{"id","name","comment","shared"}``; a song's Remove, or the
menu's, ``/app/playlists/files/remove`` ``{"id","modifierIds":[indexes]}``; Play and Add
``/app/playqueues/3/play/playlist`` and ``/add/playlist`` ``{"id"}``; Clear playlist and Undo
``/app/playqueues/3/clear`` and ``/undo``; Save as playlist ``/app/playlists/create/playqueue``
with the player's id; a bookmark's Remove ``/app/bookmarks/delete`` with the song's id; Check
for new episodes ``/app/podcasts/refresh`` with the channels' ids; OK under "Subscribe to
podcast" ``/app/podcasts/create`` with the feed URL; a channel's Remove
``/app/podcasts/delete`` with the ids; Play all ``/app/playqueues/3/play/mediafile``
``{"id"}``; the tag editor's Save ``/app/tags/edit``
``{"mediaFileId","artist","track","album","title","year","genre"}`` once per song (the next
after the server answers the last). Forms (``via: form``, urlencoded in the page's order,
``_csrf`` where ``sec:csrfInput`` puts it or, for a Spring ``form:form``, last, a checkbox of
``form:checkbox`` as ``name=true`` when ticked and ``_name=on`` always, the clicked submit
button's name and words where it has a name): Log out ``POST /logout``; Log in ``POST
/login`` (``j_username``, ``j_password``, ``submit``); the recovery's send ``POST
/recover.view`` (``usernameOrEmail``, ``submit``); the comment's Save ``POST
/setMusicFileInfo.view``; the settings' Save ``POST /userSettings.view``,
``/shareSettings.view``, ``/internetRadioSettings.view``. Page loads (``via: link``): the top
bar's Playlists, Forgot password, Tags (``/editTags.view?id=``), Share album
(``/createShare.view?id=``, which makes the share as it loads), the share page's "Share on
Facebook" (``https://www.facebook.com/sharer.php?u=<the share's URL>``), the tag editor's
Back, every settings Cancel (``/nowPlaying.view``), and links that write: Scan media folders
now (``?scanNow``), Clean-up database (``?expunge``), Delete player and Clone player
(``/playerSettings.view?delete=3``, ``?clone=3``), and a channel page's Delete selected,
Download selected and its dialog's Delete (``/podcastReceiverAdmin.view?channelId=5`` with
``&deleteEpisode=``, ``&downloadEpisode=`` per ticked episode, or ``&deleteChannel=5``).
Nothing is sent by Edit and Delete on a playlist's page and Delete on a channel's page (they
open a dialog) or a dialog's Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** removing a
playlist from the playlists page or its menu, and Delete in a playlist's dialog (``delete``:
the playlist is gone, with no confirmation on the playlists page); a bookmark's Remove
(``delete``: the saved position is gone, with no undo); a podcast channel's Remove and its
menu's Remove, the channel dialog's Delete and Delete selected episodes (``delete``: the
downloaded episode files are deleted from the server's disk, see ``PodcastService``); the tag
editor's Save (``overwrite``, judgement call: the new tags are written into the audio files and
the old ones are not kept; Reset only restores them before saving); Save in the user settings
with "Delete this user" ticked (``delete-user``); Save in the share settings with a share's
delete box or "Delete all expired" ticked (``delete``: the shared links stop working for
whoever has them, and a share cannot be made again with the same link); Clean-up database
(``delete``: the page says the information about files no longer in the collection is
permanently removed); Delete player (``delete``, judgement call: the player's name, settings
and play queue are gone, though a device that connects again gets a new player with the
defaults); Save in the internet radio settings with a station's delete box ticked (``delete``);
the password recovery's send (``send``, judgement call: an e-mail carrying a new working
password goes out and cannot be recalled, and the account's LDAP sign-in is switched off; the
old password is not removed). **Harmless:** logging in and out; creating, editing, sharing or
unsharing a playlist; removing songs from a playlist (judgement call: the songs stay in the
library and can be added back); clearing the play queue (Undo restores it) and saving it as a
playlist; playing and adding; subscribing to a podcast and checking for episodes; downloading
episodes; a comment's Save (it can be edited again); creating a share (judgement call: it only
makes a link, which nobody has until one sends it, and which the share settings delete) and the
share page's Facebook link (it only opens Facebook's own share form); saving settings with a
role changed, a description changed or a station added; adding a user (Delete this user removes
it); scanning the media folders; cloning a player; every Cancel and every control that only
opens a dialog or a page. Every screen is a web page (``web: true``) and every action states
its requests and bodies.

    git clone https://github.com/airsonic-advanced/airsonic-advanced airsonic-advanced
    git -C airsonic-advanced checkout 68d11bfbfe051b0acaca2770c3c1f47f8d59201c
    python tests/safety/heldout_v350/build.py airsonic-advanced

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from airsonic import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
BUNDLES = "airsonic-main/src/main/resources/org/airsonic/player/i18n"
OUT = Path(__file__).with_name("heldout_v350.yaml")
ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "f": "\f"}


def read_properties(path: Path) -> dict[str, str]:
    """A ``.properties`` file as Java reads it: comments, ``key=value``, ``key:value`` or
    ``key value``, a backslash at a line's end joining the next, ``\\uXXXX`` and the other
    escapes."""
    lines = path.read_text(encoding="utf-8").splitlines()
    table: dict[str, str] = {}
    i = 0
    while i < len(lines):
        line = lines[i].lstrip()
        i += 1
        if not line or line[0] in "#!":
            continue
        while (len(line) - len(line.rstrip("\\"))) % 2 and i < len(lines):
            line = line[:-1] + lines[i].lstrip()
            i += 1
        key, j = "", 0
        while j < len(line) and line[j] not in "=: \t":
            if line[j] == "\\" and j + 1 < len(line):
                j += 1
            key += line[j]
            j += 1
        rest = line[j:].lstrip(" \t")
        if rest[:1] in ("=", ":"):
            rest = rest[1:].lstrip(" \t")
        value = re.sub(r"\\(u[0-9a-fA-F]{4}|.)", _unescape, rest)
        table[key] = value
    return table


def _unescape(m: re.Match[str]) -> str:
    code = m.group(1)
    if code.startswith("u") and len(code) == 5:
        return chr(int(code[1:], 16))
    return ESCAPES.get(code, code)


class Lookup:
    """``t(key, *args)`` of one locale's bundle: a key the bundle lacks, or leaves empty, is
    shown in English (``fallbacks``); with arguments, ``MessageFormat`` fills in ``{0}`` and
    reads ``''`` as ``'``; HTML tags in a message are dropped and entities read, as the page
    shows it."""

    def __init__(self, folder: Path, code: str) -> None:
        self.table = read_properties(folder / f"ResourceBundle_{code}.properties")
        self.english = read_properties(folder / "ResourceBundle_en.properties")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in ResourceBundle_en.properties")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        if args:
            text = re.sub(r"\{(\d+)\}", lambda m: args[int(m.group(1))], text)
            text = text.replace("''", "'")
        text = re.sub(r"<[^>]+>", "", text)
        return html.unescape(re.sub(r"\s+", " ", text)).strip()


def main(checkout: str) -> int:
    folder = Path(checkout) / BUNDLES

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
