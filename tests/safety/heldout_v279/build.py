"""Builds the two-hundred-and-seventy-ninth held-out corpus (``heldout_v279.yaml``): a real
Android app's screens, a video player's, from its translations and code.

The source is Next Player (``dev.anilbeesetti.nextplayer``, by anilbeesetti: local and
network videos played; videos and folders renamed, shared, copied, moved, hidden in a
PIN-locked vault, unhidden and deleted; playlists created, filled, renamed and deleted; SMB,
FTP, SFTP and WebDAV connections added, edited and deleted; the search history cleared; the
settings changed and reset; ``nextplayer.py``), https://github.com/anilbeesetti/nextplayer, at
06095c97b93c1cfe18c2df4f91d2c185bdc36e40 ("Chore(Translations): Update from Hosted Weblate
(#1868)", 22 August 2026). All its strings are in one module, ``core/ui/src/main/res/values*/
strings.xml``, read by name in each language's folder: ``values-zh-rCN``, ``-ja``, ``-ko``,
``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt``
(``LOCALE``), as a device set to the language reads them. A language without a string shows
the English one, as Android does, and the build prints which. The app's name and the example
URL are not translated (``translatable="false"``) and show in every language. Chinese, Spanish
and Russian lack nothing else. The newer parts of the app (the vault, the network connections,
the playlists, copy and move, the General and thumbnail settings, the search history) are
translated unevenly: Japanese shows 26 further strings in English (the playlists' and the SSH
key's), French 56 (among them the vault's, the playlists' and the connections' dialogs),
German 88, Portuguese 90 and Korean 97 (among them "Reset settings" and its dialog, "Delete
thumbnail cache", "Clear history", the vault's delete dialogs, the playlist and connection
dialogs; Korean also the media delete dialogs' titles and messages, whose Cancel and Delete
are translated). So 33 of the 61 taps of Korean, German and Portuguese differ from English's,
42 of French's and 50 of Japanese's, and 56 or 57 of the other languages'. How each screen is
put together (a dialog's title, message and buttons, a menu's rows, a bar's buttons, a page's
widgets) and what each control does comes from the app's code, named in ``nextplayer.py``'s
docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in the app's own "Delete 1 video?", "Delete 3 videos?", "Delete 2
videos?", "Delete 1 folder?", "Delete 2 folders?" and "Delete 4 items?" (the files are deleted
from the device's storage, with no trash and no undo, as the dialog says), in the vault's
"Permanently delete this video?" and "Permanently delete %d videos?" for two and five videos
(the hidden files are deleted from the app's private storage), in "Delete playlist" for two
playlists (the playlist and its saved order are deleted; the videos stay), and in "Delete
connection" for two connections (the saved connection is deleted with its password and its
stored SSH key), all filed as delete; "Clear history" on the search page, which clears every
recent search at once with no confirmation and no undo, filed as delete; Reset in "Reset
settings", which puts every preference back to its default, filed as reset. Not commits:
Cancel and Reject in their dialogs; the controls that only open a confirmation, a dialog or a
system picker (the selection bar's Delete, Move, Rename and Hide, the vault bar's Unhide and
Delete, the playlist menu's Delete and "Rename playlist", the playlist item menu's Remove, the
connection menu's Delete, "Create playlist", the General page's "Delete thumbnail cache" and
"Reset settings", a thumbnail strategy's row), filed as opens-prompt; a folder row and a
connection row, which open them, "Select all", Share, which opens the system's share sheet,
Done on "Network Stream", which plays the URL, and the vault's "Sort by", filed as harmless;
and the reversible: Done on "Quick Settings", Done in "Rename to", Hide in "Hide 2 videos?", a
playlist picked in "Choose a playlist", Create in "Create new playlist" and "Create playlist",
Unhide in the vault's dialog, Remove in "Remove video", "Test & Save", Trust, "Remove private
key", Delete in "Delete thumbnail cache", Okay on the thumbnail setting's confirmation, a
folder excluded from the library, a slider's reset icon (the default playback speed, the seek
sensitivity), No for Resume, On for the dark theme, the player's loop button and Disable among
the subtitle tracks.

Judgement calls: the app's own delete dialog is the one Android 10 and older show; on Android
11 and later the bar's Delete opens the system's delete request instead, so the bar's Delete
is filed as opens-prompt either way. Deleting a playlist is a commit though the videos stay
on the device: the list and its order are gone, and building it again means picking every
video again. Removing one video from a playlist is not: the video stays on the device and is
added back with "Add to playlist" (at the end of the list). Deleting a connection is a commit:
its password and imported SSH key are deleted with it, and adding it again needs them again.
Clearing the search history is a small commit, but one with no undo. Hiding videos moves them
into the vault and out of the gallery; Unhide moves them back to their folders: reversible.
Deleting the thumbnail cache, and the thumbnail setting's Okay that clears it, lose nothing of
the user's: the thumbnails are made again when a list is opened, so both are reversible. A
slider's reset icon puts one setting back to its default, set again with the slider:
reversible, where "Reset settings" puts every setting back at once: a commit. "Test & Save"
connects to the user's own server and saves the connection, which can be edited or deleted;
Trust saves the host key's fingerprint with the connection and connects: neither is a commit.
"Remove private key" only drops the key from the form (a key picked in this session is
deleted from the app's staging copy; the user's own file stays and can be chosen again).
Move and Copy open the system's folder picker, the transfer starting only when a folder is
picked: filed as opens-prompt. Share only opens the system's share sheet, where nothing is
sent until an app and a person are picked there.

Next Player draws with Jetpack Compose and sets no test tags as resource ids, so its controls
carry no resource ids a hierarchy shows and are known by their labels alone; an icon button
whose content description is null (the player's top and bottom bars, the rows' menu buttons
on the network page) names nothing and is left off, and the menus those buttons open are
shown. A dialog whose title is the same words as its confirm button (the vault's "Unhide") is
written without the title. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/anilbeesetti/nextplayer
    python tests/safety/heldout_v279/build.py nextplayer

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import nextplayer
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v279.yaml")
NEXTPLAYER: Source = (
    "06095c97b93c1cfe18c2df4f91d2c185bdc36e40",
    ("core/ui/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("nextplayer-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("nextplayer", Path(repo), NEXTPLAYER), ("nextplayer-pt", Path(repo), NEXTPLAYER)]
    return build(OUT, Path(__file__), [("nextplayer", sources, nextplayer.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
