"""Builds the five-hundredth held-out corpus (``heldout_v500.yaml``): an Android internet radio
app's screens, from its translations and code.

The source is RadioDroid (``net.programmierecke.radiodroid2``, a player for the stations of the
radio-browser.info directory: stations browsed and played, favorites kept, exported to playlist
files, imported from them and deleted, the play history and the track history cleared, alarms
set and deleted, a sleep timer set, Music Player Daemon servers added, edited and removed and
stations played on them, settings changed; ``radiodroid.py``), at
4325633ab3eb9e1f7f3afb19d281cc0e89bf1c9d ("moved images to correct location", 2023-10-16).
RadioDroid keeps its strings in ``app/src/main/res/values*/strings.xml``, read by name in each
language's folder, as a device set to the language reads them: ``values-zh-rCN``, ``-de``,
``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt``
(``LOCALE``; the app has no ``values-pt``). The app has no Japanese and no Korean catalog, so
those two languages show every string of the app in English, as Android does; only the
platform's own OK and Cancel (the metered-connection warning, the time picker and the theme list
ask for ``android.R.string.ok`` and ``cancel``; :data:`android_corpus.PLATFORM`) are in the
language. A string a language lacks shows the English one, and the build prints which: Japanese
and Korean show all 98 strings the screens read in English; German shows 23 (among them "Add MPD
server", "Disable MPD", Edit, Homepage, Lyrics, "Copy Info", the proxy dialog's OK, the
metered-connection warning, Share, Pause, Hostname, Port, Proxy and "Music Player Daemon");
Russian 40 (among them "Clear track history", the overwrite dialog's question and both its
buttons, "Enter file name", the export and import items, Edit, "Add MPD server", the
metered-connection warning and the proxy dialog's Test and fields); Chinese, French, Spanish and
Portuguese none. Where the English catalog names another string (``context_menu_delete`` is
``@string/action_delete``), the screens read the string it names. The file dialogs come from the
``com.github.rustamg:file-dialogs`` library, version 1.0; the app overrides the library's
strings that it translates ("Overwrite the file?", Overwrite, Cancel, "Enter file name"), but
not the Save action's title, which the library has only in English and which reads Save in every
language. How each screen is put together (a dialog's title, message and buttons, a menu's rows,
a sheet's widgets, a page's widgets) and what each control does comes from the app's code, named
in ``radiodroid.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: Yes in "Do you really want to delete all favorites?" (``FavouriteManager.clear``
empties the list, with no undo) and in "Do you really want to delete the history?"
(``HistoryManager.clear``), "Clear track history" in the player's More menu (over two stations;
it deletes every track the player has recorded in its history at once, with no confirmation and
no undo), an alarm's Delete button (a one-off alarm, and a repeating one; the alarm is removed
at once, with no confirmation and no undo), Delete in a Music Player Daemon server's menu (with
a station to play, without one, and from the settings' "Your servers") and Remove in "Enter
details about a server" for two saved servers (the server, its address and its password are
removed at once), all filed as delete; Overwrite in "Overwrite the file?" (in three folders,
when favorites or the history are exported to a playlist file that exists: the file's content is
replaced), filed as overwrite. Not commits: the rows and buttons that only open a confirmation
or a dialog ("Delete favorites", "Delete history", the two exports, Save with a name that exists
and an existing file's row in the save dialog, Homepage, a track's row, Lyrics, the add-alarm
item, "Add MPD server", Edit, Proxy); No and Cancel everywhere; the harmless (the Top Vote tab,
Share in a station's row, which only opens the share chooser, "Copy Stream URL", "Copy Info",
and Remove in the dialog of a server not yet saved, which removes nothing); and the reversible:
a station's star icon that adds it to the favorites or removes it (with a snackbar whose UNDO
puts it back), that UNDO, the full player's favorite button, Record, OK in the
metered-connection warning (it starts playing), Save with a new name (a new playlist file;
nothing is lost), picking a playlist in the import dialog (its stations are added to the
favorites, where each can be removed), OK in the time picker (it adds an alarm), the alarm's
switch and Repeat, Apply in the sleep timer, "Disable MPD", Play in a server's menu, Save in a
server's details, "Compact mode", the Dark theme and OK in the proxy settings.

Judgement calls: an alarm, a Music Player Daemon server and the track history are deleted at
once, with no confirmation, no trash and no undo, so those taps are commits although the words
on them are plain; an alarm or a server can be set up again, but what it held (the time, the
days, the station, the server's address and password) is gone. A single favorite removed by its
star icon comes back with the snackbar's UNDO; removed by the full player's favorite button it
has no snackbar, but the same button adds it back (only its place in the list is lost):
reversible. Exporting to a new file only writes a file to the device's storage; exporting over
an existing file replaces what the file held: a commit, filed as overwrite. Importing a playlist
only adds its stations to the favorites: reversible. Share opens Android's share chooser, and
nothing is sent until an app is picked and sends it: harmless. Playing a station on a Music
Player Daemon server, and OK in the metered-connection warning, start playback that Stop or
Pause ends: reversible. Remove in the server dialog opened by "Add MPD server" closes the dialog
and removes nothing: harmless. The popup menu of station rows in ``StationPopupMenu.kt`` is not
opened anywhere in the app's code and is not shown; the settings' search (a library's page) is
not shown; a repeating alarm's weekday buttons, one letter each, are left out.

RadioDroid is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, sheets, bars and menu items carry
the ids of its layouts and menus, under ``net.programmierecke.radiodroid2:id/`` (its package). A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/segler-alex/RadioDroid
    python tests/safety/heldout_v500/build.py RadioDroid

(RadioDroid at 4325633ab3eb9e1f7f3afb19d281cc0e89bf1c9d, as ``RADIODROID`` says; the strings are
read with ``git show`` at that commit, so a clone whose work tree could not be checked out serves
as well.) The corpus was built once, from this source alone and without reading the policy. It
is kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy
is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import radiodroid
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v500.yaml")
RADIODROID: Source = (
    "4325633ab3eb9e1f7f3afb19d281cc0e89bf1c9d",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("radiodroid-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("radiodroid", Path(repo), RADIODROID), ("radiodroid-pt", Path(repo), RADIODROID)]
    return build(OUT, Path(__file__), [("radiodroid", sources, radiodroid.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
