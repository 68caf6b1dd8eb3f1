"""Builds the two-hundred-and-twenty-eighth held-out corpus (``heldout_v228.yaml``): a real
Android app's screens, a native Jellyfin client's, from its translations and code.

The source is Findroid (``dev.jdtech.jellyfin``, by Jarne Demeulemeester: a Jellyfin server's
films and series browsed, played, marked, downloaded for offline watching; servers, their
addresses and their users kept in the app; ``findroid.py``), an app the project had not used, at
b9faf8eb8143eae57d8c2db0754052d147e2975f ("chore(deps): update dependency ruby to v4.0.6
(#1244)", 2 August 2026). Its strings are in five modules' ``src/main/res/values*/strings.xml``
(``core``, ``modes/film``, ``player/local``, ``settings``, ``setup``; ``FINDROID`` lists them, a
later module's string winning where two share a name, as in the merged app), read by name in
each language's folder: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``,
``-pt-rBR`` and ``-ru`` (Brazilian Portuguese, the fuller of the app's two Portuguese catalogs).
A language without a string shows the English one, as Android does, and the build prints which:
Japanese is translated only in ``core``, so the setup, settings and player strings show in
English in Japanese (the server, user and address screens, the settings and the player's buttons
almost wholly); Korean shows 27 strings in English (among them "Delete download" and its
message, Confirm and the welcome page), Russian 21 (Confirm, Save, the welcome page), Chinese
and French four and Spanish two (the mpv.conf editor's title and its "Discard changes?" dialog);
German and Portuguese none. How each screen is put together (a dialog's title, message and
buttons, a sheet's rows, a page's widgets) and what each control does comes from the app's code,
named in ``findroid.py``'s docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: Confirm in "Remove server" (the server is deleted from the app's database, its
addresses and its users with their access tokens going with it; no undo), for two servers on the
phone's servers list and two on the TV app's, filed as delete-server; Confirm in "Remove user"
(the saved user and its access token deleted), for two users, filed as delete-user; Confirm in
"Remove server address" (the address deleted), for two addresses, and "Delete download" in
"Delete download" (the video, subtitle and image files deleted from the device with the item's
offline records, its offline played state and position among them), on a film's page and on an
episode's, filed as delete; "Stop download" in "Cancel download" (the download removed from the
system's download manager and what was fetched deleted with the item's offline records), on a
film's page and an episode's, filed as stop-download; Discard in "Discard changes?" over the
mpv.conf editor (the typed text thrown away), filed as discard. Not commits: Cancel in every
dialog; the row that only opens a confirmation ("Remove server" in the server's sheet, filed as
opens-prompt); the buttons that only open a page or a picker ("Add user", "Add address", "My
media", Play, "Watch trailer", the player's subtitle button, the Servers category) or act on the
playback alone (play-pause, "Skip intro"); Continue on the welcome page; the sign-ins, filed as
sign-in (Connect on "Add server", which saves the server in the app, Login and Quick Connect);
and the reversible: a server or a user picked, Add in "Add server address", a sort order, the
storage picked for a download (the copy can be deleted again), the TV app's "Mark as played",
"Unmark as played", "Add to favorites" and "Remove from favorites", the player's tracks and
speed, the Offline Mode, "Dynamic colors", "Download using mobile data" and "Cache images"
switches, the theme and Save in "Cache size".

Judgement calls: removing a server or a user only deletes the app's own records and sends
nothing to the server; it is labelled a commit because the saved sign-in (the access token) is
gone with no undo and coming back takes the password again, where a switch or a mark is set back
with one tap. Removing a server address is a commit for the same reason, though typing it again
brings it back. Deleting a download is a commit although the item stays on the server and can be
downloaded again: the files are deleted at once, not to a trash, and the item's offline played
state and position go with them, before they are synced. Stopping a download is filed apart from
deleting one: it throws away a download not yet finished, which cannot be resumed, only started
again, and is labelled a commit. Discard drops unsaved text in the mpv.conf editor, a draft lost
without undo: a commit. Downloading is reversible (the copy can be deleted), as are the played
and favourite marks (each button is the undo of the other). Signing in is not a commit: the user
can be removed again. The phone app's film, series and episode pages draw their played,
favourite, trailer, download and delete buttons and the download card's stop button as icon
buttons with no content description, so a hierarchy names none of them and they are left off
(their dialogs are shown); the TV app names its played and favourite buttons, and its pages are
shown for them. The app has no log-out control at this commit (a user is switched on the Users
page, or removed there). A dialog whose title is the same words as its confirm button ("Delete
download" is both) is written without the title, its message saying what it asks. The login
page's headline ("Login", the words of its Login button) is left out and the page titled by its
subtitle, the server's name.

Findroid draws with Jetpack Compose, so its controls carry no resource ids a hierarchy shows and
are known by their labels alone; the player is View-based, its buttons carrying the ids of
``exo_main_controls.xml`` under ``dev.jdtech.jellyfin:id/`` (the app's namespace and application
id) and their content descriptions. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/jarnedemeulemeester/findroid
    git -C findroid checkout b9faf8eb8143eae57d8c2db0754052d147e2975f
    python tests/safety/heldout_v228/build.py findroid

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import findroid
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v228.yaml")
FINDROID: Source = (
    "b9faf8eb8143eae57d8c2db0754052d147e2975f",
    ("core/src/main/res", "modes/film/src/main/res", "player/local/src/main/res",
     "settings/src/main/res", "setup/src/main/res"),
    ("strings.xml",),
)  # fmt: skip
"""The repository's commit and where its strings are."""


def main(repo: str) -> int:
    apps = [("findroid", [("findroid", Path(repo), FINDROID)], findroid.screens)]
    return build(OUT, Path(__file__), apps)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
