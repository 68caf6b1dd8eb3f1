"""Builds the hundred-and-twelfth held-out corpus (``heldout_v112.yaml``): two real Android
apps' screens about a BitTorrent client and an SSH client, from their translations and code.

The sources are LibreTorrent (``org.proninyaroslav.libretorrent``: torrents deleted with or
without their files, trackers removed, tags and RSS channels deleted; ``libretorrent.py``)
and ConnectBot (``org.connectbot``: hosts, their known host keys, port forwards, key pairs,
profiles and colour schemes deleted, sessions disconnected, a server's host key accepted,
a palette reset; ``connectbot.py``), two apps the project had not used. Each keeps its
strings in ``app/src/main/res/values*/strings.xml``, translated into all nine languages, read
by name as Android does; a language without a string shows the English one, and the build
prints which. How each screen is put together (a dialog's title, message, own widgets and
buttons, a menu's entries, a prompt's texts and buttons) and what each control does comes
from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in LibreTorrent, OK in "Deleting…" for one torrent and for three (the torrents
are deleted, with their downloaded files where the box is ticked), OK in "Delete selected
tracker?" and "trackers?", a tag chip's Delete (deleted at once, with no dialog), and OK in
"Deleting…" for one RSS channel and for two. In ConnectBot, "Yes, disconnect" in "Disconnect
all", Yes in "Delete host", "Forget host keys" and "Disconnect" (from the host list and from
the terminal), Yes in the host key verification of an unknown server and in the question
after a changed host key, "Yes, delete" in "Delete key", "Delete port forward" (deleted at
once), Delete in "Delete Profile" and "Delete Scheme?", and "Reset All" in "Reset All
Colors?". Not commits: the menu rows that only open a confirmation (LibreTorrent's Delete in
the torrents', trackers' and channels' action modes and on a torrent's page, the channel
dialog's Delete; ConnectBot's "Disconnect all", "Delete host", "Forget host keys",
Disconnect, "Delete key", Delete on a profile and a scheme); Cancel and No everywhere;
"Force recheck", "Force-announce", "Save torrent file", Shutdown, Edit on a tag,
"Share URL…", "Save backup" and "Restore backup" (each only opens the file manager), "Import
Hosts" and "Export Hosts" (each only opens a file picker), "Duplicate host", "Edit port
forwards", "Port forwards", "Copy public key"; and the reversible "Delete with downloaded
files" checkbox (read only when OK is tapped), Pause, "Pause all", "Mark as read", "Mark as
unread", Edit in "Edit channel" (it saves the changed channel), its "Auto-download
torrents" switch, "Sort by color" and a port forward's Disable.

Judgement calls: OK in LibreTorrent's "Deleting…" is a commit whether or not "Delete with
downloaded files" is ticked (the box's state is not on the screen; without it the torrent,
its progress and its resume data are still gone, and the dialog says it cannot be undone);
removing a tracker from a torrent is filed as delete and is a commit (the address is gone
from the torrent, and only one who knows it can add it again); Shutdown is not a commit (it
stops the engine and closes the app, which starts the torrents again when opened). In
ConnectBot, forgetting a host's keys is filed as delete (the stored keys are gone, and a
changed key is no longer detected on the next connection); disconnecting a session is filed
as disconnect and is a commit (the remote shell and whatever runs in it end, and the session
cannot be taken up again); accepting an unknown server's host key, or a changed one, is filed
as security and is a commit (the key is stored as the host's and the app logs in to that
server at once, sending the credentials); deleting a port forward asks nothing and is a
commit. Adding a torrent (which starts downloading and sharing) and ConnectBot's key
generation are not shown.

LibreTorrent is View-based: its dialogs are ``MaterialAlertDialogBuilder`` dialogs whose
buttons are ``android:id/button1/2/3``, their own views carry the ids of its layouts, and its
menus' entries are known by their text. ConnectBot draws with Jetpack Compose, so its controls
carry no resource ids and are known by their labels alone. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/proninyaroslav/libretorrent
    git clone https://github.com/connectbot/connectbot
    python tests/safety/heldout_v112/build.py libretorrent connectbot

(LibreTorrent at ae96f20b9852d2140fd704a3f2451ed7679e35a0 and ConnectBot at
198abd6de2f3fff1645d50f55e7301807118b3c5, as ``LIBRETORRENT`` and ``CONNECTBOT`` say; the strings
are read with ``git show`` at those commits, so a clone whose work tree could not be checked
out serves as well.) The corpus was built once, from these sources alone and without reading
the policy, and measured once after it was final. It is kept apart from the pinned corpus and
the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import connectbot
import libretorrent
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v112.yaml")
LIBRETORRENT: Source = (
    "ae96f20b9852d2140fd704a3f2451ed7679e35a0", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
CONNECTBOT: Source = (
    "198abd6de2f3fff1645d50f55e7301807118b3c5", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""


def main(libretorrent_repo: str, connectbot_repo: str) -> int:
    apps = [
        ("libretorrent", [("libretorrent", Path(libretorrent_repo), LIBRETORRENT)],
         libretorrent.screens),
        ("connectbot", [("connectbot", Path(connectbot_repo), CONNECTBOT)], connectbot.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
