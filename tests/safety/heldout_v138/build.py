"""Builds the hundred-and-thirty-eighth held-out corpus (``heldout_v138.yaml``): two real
Android apps' screens about push notifications and a local music library, from their
translations and code.

The sources are ntfy (``io.heckel.ntfy``, the Android client of the ntfy publish and subscribe
notification service: topics subscribed to and unsubscribed from, notifications received,
deleted and cleared, messages published to a topic, attachments downloaded and deleted, a
server's user kept and deleted; ``ntfy.py``) and Retro Music Player
(``code.name.monkey.retromusic``, a local music player: songs hidden, set as ringtone and deleted
from the device, playlists renamed and deleted, songs taken out of playlists, the play history
cleared, backups deleted; ``retro.py``), two apps the project had not used. ntfy keeps its
strings in ``app/src/main/res/values*/strings.xml``, translated into all nine languages
(``values-zh-rCN``, ``values-ja``, ``values-ko``, ``values-de``, ``values-fr``, ``values-es``,
``values-pt-rBR``, ``values-ru``), though its Korean lacks the publishing strings, which show in
English (the build prints which strings fell back). Retro Music Player keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages in region folders
(``values-zh-rCN``, ``values-ja-rJP``, ``values-ko-rKR``, ``values-de-rDE``, ``values-fr-rFR``,
``values-es-rES``, ``values-pt-rBR``, ``values-ru-rRU``), which a device set to each language's
region reads (``LOCALE``). Both read by name; a language without a string shows the English one.
Retro Music Player's dialogs take Cancel from the platform (``android.R.string.cancel``), given
in each language by ``PLATFORM``; ntfy's use their own Cancel strings. How each screen is put
together (a dialog's title, message, own widgets and buttons, a menu's rows, a page's widgets)
and what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in ntfy, "Send test notification" in a topic's menu (a test message is published
to the topic on the server at once and every subscriber is notified), Publish on the publish
page and "Publish message" in the message bar (the message is sent to the topic), filed as send;
"Delete permanently" in "Delete all of the notifications in this topic?", in "Delete the selected
notification(s) permanently?", in "Unsubscribe from this topic and delete all received
notifications?" and in "Unsubscribe from the selected topic(s) and permanently delete all
notifications?" (the notifications, and with an unsubscription the subscription, are deleted,
no undo), "Delete file" in an attachment's menu (the downloaded file is deleted from the device)
and "Delete user" in "Edit user"'s overflow (the stored credentials are deleted at once), filed
as delete. In Retro Music Player, Delete in "Delete song" and "Delete songs" (the files are
deleted from the device), in "Delete playlist" and "Delete playlists" (the playlists and their
song lists are deleted), and Delete in a backup's menu (the backup file is deleted at once),
filed as delete. Not commits: the controls that only open a confirmation (ntfy's "Clear all
notifications", Unsubscribe in a topic's menu and in the topic list's action mode, Delete in the
notifications' action mode; Retro's "Delete from device" in a song's, a selection's and a
playlist song's menu, Delete and "Delete playlists" for playlists, "Remove from playlist");
Cancel everywhere; "Copy topic address", "Subscription settings", Copy, "Report a bug", "More
options" (the publish page), "Save file" (a copy in Downloads), "Open file"; Retro's Share, "Add
to playlist", "Tag editor", Rename in a menu, "Play next" and a backup's Share and Rename; and
the reversible: ntfy's Save in "Edit user" (the username or password changed, which can be
changed back) and Subscribe (undone by unsubscribing); Retro's "Add to Blacklist" (the file is
hidden from the library, and the blacklist is edited in the settings), "Set as ringtone",
Rename in "Rename playlist", Remove in "Remove song from playlist" (the song stays in the
library and can be added again) and "Clear History" (cleared at once, but its snackbar's Undo
restores it).

Judgement calls: ntfy's unsubscription is filed as delete, as its button deletes the
subscription and every received notification (the dialog's own "Delete permanently"); deleting a
user deletes only the credentials stored on the device, not the server's account, but they are
gone at once with no question, so it is a commit; Subscribe is reversible. Retro's song deletion
is shown with the app's own dialog, which devices before Android 11 see (later ones get the
system's delete request, not the app's strings); its buttons carry afollestad material-dialogs'
ids ``md_button_negative`` and ``md_button_positive``. "Remove from playlist" is reversible
though it asks first, as v132 filed it: only the playlist's entry goes, and the song can be
added again; "Clear History" is reversible because of its Undo. ntfy's settings, certificates
and custom headers and Retro's player, tag editor and settings are not shown.

Both apps are View-based: their ``MaterialAlertDialogBuilder`` dialogs' buttons are
``android:id/button1`` and ``button2``, their pages' and toolbars' controls carry the ids of
their layouts and menus under each app's package (``io.heckel.ntfy:id/``,
``code.name.monkey.retromusic:id/``), their popup menus' rows known by their labels. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/binwiederhier/ntfy-android
    git clone https://github.com/RetroMusicPlayer/RetroMusicPlayer
    python tests/safety/heldout_v138/build.py ntfy-android RetroMusicPlayer

(ntfy at a9c5cda4bdc43df5b82b13dc73e9138820d57063 and Retro Music Player at
f41a8002c61a162e47dc7d82b0c8f480e752ee4f, as ``NTFY`` and ``RETRO`` say; the strings are read
with ``git show`` at those commits, so a clone whose work tree could not be checked out serves
as well.) The corpus was built once, from these sources alone and without reading the policy,
and measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import ntfy
import retro
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v138.yaml")
NTFY: Source = (
    "a9c5cda4bdc43df5b82b13dc73e9138820d57063", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
RETRO: Source = (
    "f41a8002c61a162e47dc7d82b0c8f480e752ee4f", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("retro", "ja"): "-ja-rJP", ("retro", "ko"): "-ko-rKR", ("retro", "de"): "-de-rDE",
    ("retro", "fr"): "-fr-rFR", ("retro", "es"): "-es-rES", ("retro", "ru"): "-ru-rRU",
}  # fmt: skip
"""The folders a device set to each language reads where they are not the plain ones."""


def main(ntfy_repo: str, retro_repo: str) -> int:
    apps = [
        ("ntfy", [("ntfy", Path(ntfy_repo), NTFY)], ntfy.screens),
        ("retro", [("retro", Path(retro_repo), RETRO)], retro.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
