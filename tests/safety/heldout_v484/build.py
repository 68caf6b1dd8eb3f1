"""Builds the four-hundred-and-eighty-fourth held-out corpus (``heldout_v484.yaml``): a real
Android app's screens, a local music player's, from its translations and code.

The source is Phonograph (``com.kabouzeid.gramophone``, by Karim Abou Zeid,
https://github.com/kabouzeid/Phonograph: the device's own audio files played, queued and
shuffled; playlists created, renamed, filled, saved as M3U files and deleted; songs, albums and
folders deleted from the device; tags and covers written into the files; the listening history
and play counts cleared; folders blacklisted; bug reports sent to GitHub; ``phonograph.py``), at
d156872cc5ac7f5f295b5fad361974c5fea45631 ("Bump build version", 25 September 2020), the head of
its default branch, ``master``. Its strings are in ``app/src/main/res/values*/strings.xml``
(with ``donottranslate.xml`` and ``strings_activity_settings.xml`` of the English folder;
``PHONOGRAPH`` lists them), read by name in each language's folder: ``values-zh-rCN``,
``-ja``, ``-ko``, ``-de``, ``-fr``, ``-pt-rBR`` and ``-ru``, and for Spanish ``values-es-rES``
(``LOCALE``: the app ships ``-es-rES`` and ``-es-rUS`` and no plain ``values-es``, and a
device set to Spanish (Spain) reads the first). A language without a string shows the English
one, as Android does, and the build prints which: the app's name, Phonograph, is not
translated (``translatable="false"``) and shows in every language; Korean also shows "Set
ringtone" and its message, "Finish last song" (the sleep timer's box), "Remember shuffle" and
"Select all" in English, and Spanish "Set ringtone" and its message. Dialogs take Cancel and OK
from the platform where the code asks for ``android.R.string.cancel`` and ``ok``
(:data:`android_corpus.PLATFORM`). How each screen is put together (a dialog's title, message
and buttons, a menu's rows, a selection bar's icons, a page's widgets) and what each control
does comes from the app's code, named in ``phonograph.py``'s docstring; how a screen is
written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete song" and "Delete songs" (``MusicUtil.deleteTracks`` deletes
the audio files from the storage and the media store, with no trash and no undo), for one song
from its menu, three selected songs, two selected albums' 24 songs, an album's ten songs from
its page, a song of the playing queue and a folder's 27 songs, filed as delete; Delete in
"Delete playlist" and "Delete playlists" (the playlists deleted from the media store), for one
playlist from its menu, two selected and one from its own page, filed as delete; Clear in
"Clear playlist" for "Recently played" and "My top tracks" (the listening history and the play
counts are wiped; the dialog says it can't be undone), filed as delete; Remove in "Remove songs
from playlist", for two and four selected songs, filed as remove; the tag editor's save button
for an album and for a song (the tags and the cover are written into the audio files, over
the old ones), filed as overwrite; Clear in "Clear blacklist" (every blacklisted folder
dropped at once), filed as reset; and the send button of "Report an issue" with "Send using
GitHub account" chosen (the report is posted as an issue on GitHub, in public), filed as
send. Not commits: Cancel in every dialog; the rows and icons that only open a confirmation
("Delete from device" in a song's, an album page's and a folder's menu and on the selection
bars, Delete in a playlist's menu and on its page, "Delete playlists", "Clear playlist",
"Remove from playlist" in a song's menu and on the selection bar, Clear in Blacklist, and
Purchase, which opens Google Play's purchase sheet), filed as opens-prompt; the harmless ones
that open a page, a picker or the share sheet (Share, "Tag editor", "Set artist image", "New
playlist…", "Sleep timer", "The audio file" in the share dialog, OK in "Set ringtone", which
opens the system's settings page), "Scan directory" (the media scanner only reads the files),
and the send button with "Send manually" chosen (it copies the device info and opens the issue
tracker in the browser, where the user still writes and posts the issue); and the reversible:
"Set as ringtone", "Remove cover" in the editor (nothing is written before save), "Reset
artist image", a playlist picked in "Add to playlist", Create in "New playlist", Rename in
"Rename playlist", "Save as file" and "Save as files" (filed as export), "Add to favorites",
"Clear playing queue", Set and "Cancel current timer" in "Sleep timer", "Remove from playing
queue", "Set as start directory", Remove in "Remove from blacklist" and the "Gapless playback"
switch.

Judgement calls: removing songs from a playlist keeps the songs on the device, but the
playlist's entries and their order are dropped with no undo, and adding them back puts them
at the end: a commit, filed apart from deleting as remove. Clearing "Recently played" or "My
top tracks" deletes only the app's own records, yet they were gathered over months of
listening and cannot be rebuilt: filed as delete. Clearing the blacklist is a commit, where
removing one folder from it is not: one folder is added again with the folder picker, a whole
list has to be remembered and picked again, folder by folder. Saving a playlist as a file
writes ``Playlists/<name>.m3u`` on the storage, over an earlier file of that name (the app's
own earlier export of the same playlist); nothing leaves the device and nothing in the library
changes: not a commit, filed as export. Clearing the playing queue drops only the queue of
the moment; the songs and playlists stay, and playing any of them builds a queue again: not a
commit. "Set as ringtone" replaces the system ringtone at once, but the old one is picked again
in the system's sound settings: reversible. Resetting the artist image drops the app's copy of
an image picked from the device, whose original stays in the gallery: reversible. Saving in
the tag editor is a commit even when the new tags are only corrections: the old tags in the
files are gone. Share, and both rows of the share dialog, only open the system's share sheet,
where another app is chosen and the sending is done: not sends. Purchase only opens the
store's sheet, where the payment is confirmed. The one-song "Remove song from playlist"
dialog is not shown: its message's Spanish translation is an empty bold tag, so in Spanish the
dialog would show no message and lay out otherwise than in the other languages; the two-song
and four-song dialogs stand for it. The tag editor's save button and the bug
report's send button are floating buttons with no content description, so a hierarchy names
them only by their ids (``play_pause_fab``, ``button_send``), and they are tapped so.

Phonograph is View-based: its dialogs are material-dialogs 0.9's ``MaterialDialog``, whose
buttons are ``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative`` and
``md_buttonDefaultPositive`` under the app's package ``com.kabouzeid.gramophone:id/``, and its
pages and bars carry the ids of its layouts and menus under the same package. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/kabouzeid/Phonograph
    python tests/safety/heldout_v484/build.py Phonograph

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import phonograph
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v484.yaml")
PHONOGRAPH: Source = (
    "d156872cc5ac7f5f295b5fad361974c5fea45631",
    ("app/src/main/res",),
    ("strings.xml", "donottranslate.xml", "strings_activity_settings.xml"),
)
"""The commit, where the strings are and the files read (a later file's string wins)."""
LOCALE = {("phonograph", "es"): "-es-rES"}
"""Spanish reads ``values-es-rES``, as a device set to Spanish (Spain) does: the app has no
plain ``values-es``. Portuguese reads ``values-pt-rBR`` (there is no ``values-pt``); every
other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("phonograph", Path(repo), PHONOGRAPH)]
    return build(OUT, Path(__file__), [("phonograph", sources, phonograph.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
