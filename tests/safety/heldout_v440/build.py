"""Builds the four-hundred-and-fortieth held-out corpus (``heldout_v440.yaml``): an Android TV
YouTube client's screens, from its translations and code.

The source is SmartTube (``app.smarttube``, an Android TV client for YouTube: videos removed
from the watch history and the history cleared, the search history cleared, playlists
created, sorted, renamed and deleted, videos added to and taken out of playlists, channels
subscribed to, blocked and not recommended, subscription videos and notifications hidden,
subscription groups renamed and deleted, linked phones removed, the app's data backed up and
restored on the device and on Google Drive, accounts signed out and switched, updates
installed; ``smarttube.py``). SmartTube keeps its strings in
``common/src/main/res/values*/strings.xml`` (and the untranslated names in
``unlocalized-strings.xml``), translated into all nine languages: ``values-zh`` (it has no
``values-zh-rCN``, so a device set to Simplified Chinese reads ``values-zh``), ``-ja``,
``-ko``, ``-de``, ``-fr``, ``-es``, ``-pt-rBR`` and ``-ru``, read by name as a device set to
the language reads them (``LOCALE``). The confirmations' Cancel is ``R.string.cancel``, which
the app takes from its SharedModules submodule (``appupdatechecker2/src/main/res/values*
/strings.xml``, read at the commit SmartTube pins). A string a language lacks shows the
English one, and the build prints which: the Settings cards SponsorBlock and DeArrow are
names the app does not translate (``translatable="false"``) and show in every language;
SharedModules has no Japanese or Korean catalog and no Portuguese Cancel, so Japanese, Korean
and Portuguese show Cancel; Korean and Spanish have no "Auto backup", "Once a day", "Once a
week", "Once a month", "Network settings", "Remove from search history" or the create
playlist note ("NOTE: It won't be seen in the YouTube app"); German has no "Network settings"
or "Remove from search history". The text fields take OK and Cancel from the platform, as the
code asks for ``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`). How
each screen is put together (a settings window's title and rows, a list's entries, a
confirmation's two rows, a text field's buttons, the player's buttons) and what each control
does comes from the app's code, named in ``smarttube.py``'s docstring.

Each action is labelled by what it does in the app and on the account, not by its words or
by what the policy says. Commits: Confirm in "Clear history" (the account's whole watch
history is cleared on YouTube), "Remove from history" in a History video's menu (the video
leaves the watch history at once), Hide in a Notifications video's menu (the notification is
hidden on the account at once), Confirm in "Remove Woodworking permanently?" (the playlist is
deleted from the account), Confirm in "Remove the subscription group" (the group and its list
of channels are deleted), "Remove from search history" in a search tag's window and Confirm in
"Clear search history" (the account's search history), all with no trash and no undo, filed as
delete; "Don't recommend channel" in a Home video's menu and Hide in a Subscriptions video's
menu, which send YouTube's "not interested" feedback for the video at once, filed as send;
Confirm in "Remove all devices" (every phone linked to the TV is unlinked and must be paired
again with a new code), filed as revoke; Confirm in "Backup app data" (the device's backup
folder is deleted and written afresh, and Google Drive's backup is replaced) and in "Restore
app data" (the app's settings are deleted and the backup's copied in their place, from the
device or from Google Drive), filed as overwrite. Not commits: the rows that only open a
confirmation or a list ("Sign out", "Remove all devices", "Clear history", "Remove playlist
from Playlists section permanently", "Remove the subscription group", "Create playlist", "Clear
search history" in a search tag's window, a backup's name, "Backup app data" in the Google
Drive window); Cancel everywhere; the navigation (the Accounts card, General, History,
"Local backup", "Google Drive", "Auto backup", "Open channel"); and the
reversible: Confirm in "Sign out", None in "Select account", "Disable history", "Once a
week", "Block the channel", "Unsubscribe from the channel", a playlist unticked in
"Add/Remove from playlist", Popularity in "Sort playlist", OK in "Rename playlist", "Create
playlist", "Rename this section" and "Rename the subscription group", Cancel in "Rename this
section", "Remove from the sidebar", and the player's Like and Subscribed.

Judgement calls: signing out only removes the account from this TV; nothing on the account
changes and signing in again brings everything back: reversible. A backup is filed as
overwrite, not as harmless: the local one deletes the previous backup folder before it
copies (``BackupAndRestoreManager.backupToDir``) and the Drive one uploads over the previous
Drive backup, so the older backup is lost. "Don't recommend channel" and Subscriptions' Hide
send feedback to YouTube that the app cannot take back: send, though YouTube's own pages may
let the user manage it later. "Install update" downloads the new version and opens the
system's installer, which asks again before anything is installed: it only opens a prompt.
Blocking a channel only hides it in this app until "Unblock the channel"; unsubscribing,
unliking and taking a video out of a playlist are undone by the same control: reversible.
"Disable history" only pauses the account's watch history; "Sort playlist" sets the order
of the account's own playlist, which can be set back. The account list under "Sign out"
(each row begins with the account's avatar drawn as an image), YouTube's list of "Not
interested" reasons (the server's words, not the app's) and the local backup rows (each
label ends with a line break and the backup folder) are shown or passed over, never tapped.

SmartTube is View-based: its windows are leanback preference screens and lists whose title
bar is ``decor_title`` and whose rows are ``container``s with their labels in
``android:id/title``; its text fields are platform ``AlertDialog``s with ``android:id
/button1`` (OK) and ``button2`` (Cancel); its pages, cards and player buttons carry the ids
of its layouts, under ``app.smarttube:id/`` (its package). A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/yuliskov/SmartTube
    git -C SmartTube submodule update --init SharedModules
    python tests/safety/heldout_v440/build.py SmartTube

(SmartTube at b0297c9781169a17ff570cca0b94da85fa015342, "VideoLoaderController: pefer SABR
over DASH (except live streams)", 2026-08-22, as ``SMARTTUBE`` says; SharedModules at
183daf5b6e7ecdfca36d9476d2275449434077af, of 2026-08-08, the commit SmartTube pins, as
``SHARED`` says, read from ``SmartTube/SharedModules`` or from a clone of
https://github.com/yuliskov/SharedModules given as the second argument; the strings are read
with ``git show`` at those commits, so a clone whose work tree could not be checked out serves
as well.) The corpus was built once, from this source alone and without reading
the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import smarttube
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v440.yaml")
SMARTTUBE: Source = (
    "b0297c9781169a17ff570cca0b94da85fa015342",
    ("common/src/main/res",),
    ("strings.xml", "unlocalized-strings.xml"),
)
"""The app's commit and where its strings are."""
SHARED: Source = (
    "183daf5b6e7ecdfca36d9476d2275449434077af", ("appupdatechecker2/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
"""The SharedModules commit the app pins as its submodule, and where the Cancel it shows is."""
LOCALE = {("smarttube", "zh"): "-zh", ("shared-pt", "pt"): "-pt"}
"""Chinese reads the app's ``values-zh`` (it has no ``values-zh-rCN``), as a device set to
Simplified Chinese does; Portuguese reads SharedModules' ``values-pt-rBR`` (there is none)
and then ``values-pt``."""


def main(repo: str, shared: str | None = None) -> int:
    modules = Path(shared) if shared else Path(repo) / "SharedModules"
    sources = [
        ("smarttube", Path(repo), SMARTTUBE),
        ("shared", modules, SHARED),
        ("shared-pt", modules, SHARED),
    ]
    return build(OUT, Path(__file__), [("smarttube", sources, smarttube.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
