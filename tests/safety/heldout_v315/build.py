"""Builds the three-hundred-and-fifteenth held-out corpus (``heldout_v315.yaml``): an
Android TV app's screens, from its translations and code.

The source is Jellyfin for Android TV (``org.jellyfin.androidtv``, the Jellyfin media server's
client for televisions: films, series, episodes and recordings browsed, played, marked played
and favourite, and deleted from the server; the music queue built and cleared; live TV
programmes and series recorded and their recordings cancelled; servers and accounts added,
signed out and removed; ``jellyfin.py``), at 5fefe7725776ad141bcefd5a2159ba9967e3e392
("Translated using Weblate (Faroese)", 21 August 2026). It keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: Korean has no Settings and no "Change the app to your own liking" (the settings page's
title and caption); every other language has every string the screens show. The app's
dialogs take their Yes, No, Delete and Cancel from the app's own strings (``lbl_yes``,
``lbl_no``, ``lbl_delete``, ``lbl_cancel``), not the platform's. How each screen is put
together (a dialog's title, message and buttons, a menu's rows, a page's widgets) and what
each control does comes from the app's code, named in ``jellyfin.py``'s docstring; how a
screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete item" for a film, an episode, a whole series and a
recording (``libraryApi.deleteItem`` deletes the item and its files from the server, for
every user of it; the dialog says it cannot be undone), Remove in a saved server's menu on the
server list and "Remove server" on the server's settings page (the server is deleted from the
app with all its saved accounts and their sign-ins, at once, with no confirmation), Remove in
an account card's menu on "Who's watching?" and on the account's settings page (the saved
account and its sign-in are deleted from the app, at once), filed as delete; "Cancel
recording" in the guide's popup of a programme being recorded now, Yes in "Cancel series"
(the guide's popup), "Cancel series" in the series timer page's dialog, and, over live TV,
"Just this one" and "Cancel series" in "Cancel recording" for a series, and Yes in "Cancel
recording" for a single programme (each deletes a timer on the server: a recording under way
stops, and what airs meanwhile is never recorded; a series timer goes with its padding and
repeat options and every episode it had scheduled), filed as cancel; Watched on a series'
page and "Mark played" in a series card's menu (every episode marked played and its resume
position cleared), filed as overwrite; "Clear queue" in a queued song's menu (the playback
stops and the whole hand-built music queue is emptied, with no undo), filed as clear. Not
commits: the buttons that only open a confirmation (Delete on the details pages, "Cancel
series" on the series timer page and in the guide's popup), filed as opens-prompt; No and
Cancel everywhere, the rows and buttons that only open a page, a menu or a picker ("Other
options", "Go to series", "Series preferences", "Enter server address", "Add account", "Use
Quick Connect", the settings rows, a server's and an account's rows), Play, and "Clear image
cache", filed as harmless; and the reversible: Watched and Favorite on a film's page, "Mark
played" and "Add favorite" in a film card's menu, "Add favorite" in the details page's menu,
"Remove from queue", "Toggle shuffle", the now-playing page's shuffle button, "Cancel
recording" for a programme not yet started, Record and "Record series" (in the guide's popup
and in "Record series?" over live TV, both its buttons), Save in the series preferences,
Connect on the server address page, "Sign in", "Sign out" (in the account card's menu and on
the account's settings page), "Always ask for credentials" and "Send crash reports to server".

Judgement calls: removing a server or an account only deletes the app's own records and
tells the server nothing; it is labelled a commit because it happens at once, with no
confirmation and no undo, and takes the saved sign-ins with it, so coming back takes the
address and every account's password again. Signing out is not a commit: it only drops the
access token, the account stays on the list, and signing in again brings it back as it was.
Cancelling a recording is split by time: a programme not yet started is set to record again
by Record, with the same defaults, so that cancel is reversible; one on the air stops
recording at once, and the part that airs before it is set again is lost, so that cancel is
a commit, as is "Just this one" over live TV (it cancels the recording of the programme on
the air). Cancelling a series deletes the series timer with its options, and the app asks
first in capitals: a commit, though "Record series" makes a new one with the defaults.
Marking a film played that has not been started is reversible ("Mark unplayed" undoes it);
marking a whole series played marks every episode and clears their resume positions, and
"Mark unplayed" then clears them all, so which episodes had been watched, and where each
was left, cannot be got back: a commit, filed as overwrite. Clearing the music queue is a
commit (the queue was built by hand, song by song, and nothing brings it back); removing one
song from it is reversible ("Add to queue" puts it back). Clearing the image cache is not a
commit: the cache only holds copies of the server's images, loaded again as they are shown.
Scheduling recordings and saving a series' preferences are reversible (they can be cancelled
or changed again). Signing in and adding a server are reversible (sign out, remove).

Jellyfin for Android TV mixes Views and Compose: its ``AlertDialog`` buttons are
``android:id/button1`` (positive) and ``button2`` (negative); its sign-in pages and the
now-playing and record popups carry the ids of their layouts under ``org.jellyfin.androidtv:id/``
(its package), where the now-playing page's image buttons have ids and no descriptions; the
buttons its code builds at run time (the details pages' row, the guide's popup) and its
Compose settings carry no ids and are known by their words. Where a dialog's button has the
dialog's title for its words ("Record series"), it is tapped by its id. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/jellyfin/jellyfin-androidtv
    python tests/safety/heldout_v315/build.py jellyfin-androidtv

(Jellyfin for Android TV at 5fefe7725776ad141bcefd5a2159ba9967e3e392, as ``JELLYFIN`` says;
the strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import jellyfin
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v315.yaml")
JELLYFIN: Source = (
    "5fefe7725776ad141bcefd5a2159ba9967e3e392",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("jellyfin-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("jellyfin", Path(repo), JELLYFIN), ("jellyfin-pt", Path(repo), JELLYFIN)]
    return build(OUT, Path(__file__), [("jellyfin", sources, jellyfin.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
