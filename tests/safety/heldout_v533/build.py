"""Builds the five-hundred-and-thirty-third held-out corpus (``heldout_v533.yaml``): an Android
video client's screens, from its translations and code.

The source is PipePipe (``InfinityLoop1308/PipePipe``, a hard fork of NewPipe: a client for
YouTube, BiliBili, NicoNico and other services with local playlists and bookmarked remote ones,
a watch and a search history, subscriptions in channel groups, a downloader, SponsorBlock,
sign-in to BiliBili and NicoNico by their cookies and a backup of its database). PipePipe's
repository keeps the app's code in a submodule, PipePipeClient
(``InfinityLoop1308/PipePipeClient``), read here at a71ca5c5e536db52436343d88d84ac7bd4802717,
"v4.7.8", 2026-01-24 (``COMMIT``): the commit that PipePipe's own "v4.7.8"
(bb78811cf8e0c9f5eaea255d9f69905d0488f093, 2026-01-24) points its submodule at; PipePipe's later
5.x releases point it further on. Nunchuk (``nunchuk-io/nunchuk-android``) was the first choice,
but its default branch (master, e87688d4c1ae8ab35bac7e5e613c3fb7c057a4f1, "Release 2.7.1
(versionCode 334); bump prebuildNativeSdk 1.2.20", 2026-07-16) ships its strings in English
alone, with no ``values-<language>`` folder, so eight of the nine languages would have none.

The strings are ``app/src/main/res/values*/strings.xml`` at the commit (``SOURCE``), read by
name as Android reads them (``android_corpus.Strings``): Simplified Chinese from
``values-zh-rCN``, Brazilian Portuguese from ``values-pt-rBR`` and then ``values-pt`` (which
adds none of the strings shown), each other language from its plain folder (``LOCALES``); a
string a language lacks shows the English one, as Android does, and the build prints which. The
blocking-list question's OK and Cancel are the platform's (``android.R.string``), in the
framework's words (``android_corpus.PLATFORM``). All nine languages ship a catalog, three of
them far from whole: Chinese, Japanese and Spanish show every string in their own words; German
and French lack one, the channel group dialog's count ("3 selected"); Portuguese lacks 53, every
SponsorBlock string among them (the panel's End, Submit, the vote icons, "Select a category" and
the categories, the SponsorBlock settings page and its categories page with "Clear Whitelist",
"Reset Colors" and their questions), "Add channel to blocking list" and its question, "Import
URLs from file", Backup, "Clear WebView cookies" and its summary, YouTube's "Temporarily
disabled", "Override cookies", "Edit cookies" and "Access control"; Russian lacks those 53 and 8
more: Account, the BiliBili account page's title, Login, its summary and "Log out", Yes,
"Download all" and "Remove duplicates"; Korean lacks Russian's 61 and 6 more: "Remove watched
videos?"'s warning and its "Yes, and partially watched videos", "Show channel details", "Select
subscriptions", "Erase all downloaded files from disk?" and "Swipe items to remove them".
Spanish shows "Clear WebView cookies" and its summary as the catalog writes them, placeholders
(``Clear_WebView_cookies-es``). Korean's "Remove watched" reads "clear watch history", and the
Russian and Korean question of "Clear download history" reads as if it deleted the history and
the files alike; the corpus shows them as the app does.

The screens, 46 a language (``pipepipe_library.py``, ``pipepipe_player.py``,
``pipepipe_downloads.py``, ``pipepipe_settings.py``, each naming the code it was read from): the
Bookmarked Playlists tab, a local playlist's held dialog and the delete questions of a local and
of a bookmarked remote playlist; a local playlist's overflow, "Remove watched videos?", its
rename dialog and a video's held menu; the History page's overflow, its clear question, a
video's held menu there and the blocking-list question; a search suggestion's delete question; a
channel's held menu on the Subscriptions tab and a channel group's dialog and its delete screen;
the video page, "Add to playlist", "New Playlist", the download dialog and its overwrite
question, the SponsorBlock panel and its "Select a category"; the Downloads page, its clear
prompt, its erase question and a finished download's menu; the settings' "History and cache"
with its search-history question, Backup with the import question, Account and the BiliBili
account page, SponsorBlock with its whitelist question, the SponsorBlock categories with their
colour question, and the main page's tabs with their restore question. How each is put together
(an ``AlertDialog``'s title, message, own views and buttons with their platform ids, a list
dialog's rows, a menu's rows, a preference page's rows and switches, a layout's views with their
ids) is in ``screens.py``; what each control does is read from the code the modules name.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits, 18 a language: filed as delete, Delete in "Delete this playlist?" for a playlist made
in the app (it and its entries leave the database), OK and "Yes, and partially watched videos"
in "Remove watched videos?" (the videos the history holds as watched, or holds at all, leave the
playlist), Delete in "Delete entire watch history?" (every history entry and playback position),
a history video's Delete (its history and position, at once), Delete in a search suggestion's
question, OK on a channel group's delete screen, "Clear download history" in its prompt (the
records of every finished download), OK in "Erase all downloaded files from disk?" and a
finished download's Delete (the files leave the storage), Delete in "Delete entire search
history?" and Yes in "Are you sure you want to clear the whitelist?" (the channels SponsorBlock
ignores); filed as overwrite, Overwrite in "A downloaded file with this name already exists"
(the new download is written over the old file) and OK in "This will override your current
setup." (the history, subscriptions and playlists are replaced by the file's); filed as publish,
a category in "Select a category" (the segment goes to the SponsorBlock server, for every user,
with no way in the app to take it back); filed as sign-out, "Clear WebView cookies" on the
Account page (every cookie of the app's web views goes at once, with no question, the services'
sign-in sessions with them); filed as reset, Yes in "Are you sure you want to reset the category
colors?" and OK in "Do you want to restore defaults?" on the main page's tabs. Not commits: the
controls that only open a question or a dialog (opens-prompt: a local playlist's Delete in its
held dialog, "Remove watched", "Clear watch history" in the History overflow, the channel
group's delete icon, "Add To" and Download on the video page, Submit on the SponsorBlock panel,
the "Clear download history" icon, "Delete downloaded files" in its prompt, "Clear search
history", "Clear Whitelist", "Reset Colors" and "Restore defaults"); Cancel everywhere; the
harmless: a playlist tapped, "Show info", "Wipe cached metadata" and "Import database", which
opens the system's file picker; and the reversible: Delete for a bookmarked remote playlist,
Rename, a video's Delete in a local playlist, OK in the blocking-list question, Unsubscribe,
"Log out" on the BiliBili account page, a playlist in "Add to playlist", Create in "New
Playlist", the download dialog's OK, the up-vote icon and the "Search history" and "Enable
SponsorBlock" switches.

Judgement calls: a download's Delete and the bulk OK hide the files and offer Undo in a snackbar
for five seconds, then delete them from the storage, at once if the page goes first; nothing
brings a file back after that, so both are commits. "Clear download history" keeps the files but
loses the list of them and the links they came from, with no undo: a commit, as clearing the
watch or the search history is, and as removing one history entry or one search suggestion is,
however small. "Remove watched" takes out at once every watched video, which the page does not
list and the app cannot restore: a commit; a single video's Delete in a local playlist takes out
one video the user can see and add back from its page or the history with "Add to playlist",
only its place lost: reversible. Deleting a bookmarked remote playlist drops only the app's
bookmark, the playlist staying on its service and "Bookmark Playlist" on its page adding it
again: reversible, though its question reads word for word as a local playlist's but for the
name. Unsubscribing is local and the channel page's Subscribe restores it (its channel group is
chosen again): reversible. OK in the blocking-list question adds the uploader to the channel
filter, which the filter's settings page edits: reversible. A vote goes to the SponsorBlock
server, but a long press on either vote icon sends the vote's undo: reversible; a submitted
segment has no undo in the app: a commit. "Log out" on the BiliBili page only empties the app's
copy of the session cookies: the session is not ended with BiliBili and the web view keeps its
cookies, so Login, which takes the cookies as soon as the sign-in page loads with them, signs
the app in again at once, with no password: reversible. "Clear WebView cookies" removes those
web-view sessions, and only a new sign-in with the account's password makes new ones: a commit,
filed as sign-out, though the app's own saved copy stays. "Reset Colors" and "Restore defaults"
put back the defaults at once, and the user's own colours and tabs are kept nowhere: commits,
filed as reset; a single switch is set back with one tap: reversible. The download dialog's OK
starts a download into a new file, which can be deleted: reversible (the overwrite question is a
screen of its own). "Wipe cached metadata" empties only copies of pages the app loads again as
it needs them: harmless. The channel group dialog's delete icon has no content description and
is tapped by its id (``delete_button``); a dialog button whose words the dialog or the page also
shows (the rename dialog's Rename, the download prompt's "Clear download history") is tapped by
its platform id.

PipePipe is drawn with Android views; the ids on its screens are the ones its layouts, menus and
the platform's dialogs give. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/InfinityLoop1308/PipePipe
    git clone https://github.com/InfinityLoop1308/PipePipeClient
    python tests/safety/heldout_v533/build.py PipePipeClient

(PipePipe's tree at bb78811cf8e0c9f5eaea255d9f69905d0488f093 names the client commit; the
strings are read from PipePipeClient with ``git show`` at
a71ca5c5e536db52436343d88d84ac7bd4802717, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import pipepipe_downloads
import pipepipe_library
import pipepipe_player
import pipepipe_settings
from android_corpus import (
    SUFFIX,
    Lookup,
    Source,
    Strings,
    platform_buttons,
    read_strings,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v533.yaml")
COMMIT = "a71ca5c5e536db52436343d88d84ac7bd4802717"
"""PipePipeClient's commit (v4.7.8), the one PipePipe v4.7.8 points its submodule at."""
SOURCE: Source = (COMMIT, ("app/src/main/res",), ("strings.xml",))
"""Where the strings are: ``app/src/main/res/values*/strings.xml`` at :data:`COMMIT`."""
LOCALES = {"en": (), "zh": ("-zh-rCN",), "ja": ("-ja",), "ko": ("-ko",), "de": ("-de",),
           "fr": ("-fr",), "es": ("-es",), "pt": ("-pt-rBR", "-pt"), "ru": ("-ru",)}  # fmt: skip
"""The ``values`` folders a device set to each language reads, most specific first: Brazilian
Portuguese reads ``values-pt-rBR``, then ``values-pt``, then the English ``values``."""
APPS = (
    ("pipepipe library", pipepipe_library.screens),
    ("pipepipe player", pipepipe_player.screens),
    ("pipepipe downloads", pipepipe_downloads.screens),
    ("pipepipe settings", pipepipe_settings.screens),
)
PLATFORM = platform_buttons(ok=("android:ok",), cancel=("android:cancel",))
"""The platform's OK and Cancel, which ``StreamDialogDefaultEntry.ADD_TO_FILTER_LIST`` asks
with (``android.R.string.ok`` and ``cancel``)."""


@functools.cache
def _strings(repo: Path, suffix: str) -> dict[str, Any]:
    return read_strings(repo, SOURCE, suffix)


class Catalog(Strings):
    """``t("name")`` in one language, as :class:`android_corpus.Strings` reads it, from the
    folders of :data:`LOCALES` in order and then the English one; the platform's words first."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        own = [(False, _strings(repo, suffix)) for suffix in LOCALES[lang]]
        self.tables = [(False, dict(PLATFORM[lang])), *own, (True, _strings(repo, ""))]
        self.fallbacks: set[str] = set()


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [(name, Catalog(Path(repo), lang), screens) for name, screens in APPS]

    assert set(LOCALES) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
