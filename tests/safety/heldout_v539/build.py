"""Builds the five-hundred-and-thirty-ninth held-out corpus (``heldout_v539.yaml``): an Android
file-sharing app's screens, from its translations and code.

The source is TrebleShot (``genonbeta/TrebleShot``, ``com.genonbeta.TrebleShot`` 1.4.2: files,
apps and texts sent between devices on the same network, a hotspot or a typed address, with no
account or server; the devices it knows, each of which may be allowed to connect and trusted to
send without asking, TrustZone; transfers started, paused, removed and served on a web page of
the app's own; a file explorer and a stream of kept texts), read at the head of its default
branch, master: 4b398c67e5e91b1c1a800d49e7df588ce34e971f, "Remove bitcoin donation info & fix the
Weblate URL", 2020-04-01 (``COMMIT``).

The strings are ``app/src/main/res/values*/strings.xml`` and ``plurals.xml`` at the commit
(``SOURCE``), read by name as Android reads them (``android_corpus.Strings``): Simplified Chinese
from ``values-zh-rCN``, Brazilian Portuguese from ``values-pt-rBR`` and then ``values-pt`` (which
adds none of the strings shown), each other language from its plain folder (``LOCALES``); a
string a language lacks shows the English one, as Android does, and the build prints which.
Where the code asks for a string that only names another (``text_receive``, which reads
``@string/butn_receive``), the corpus reads the one it names. The device name dialog's OK and
Cancel are the platform's (``android.R.string``), in the framework's words
(``android_corpus.PLATFORM``). Eight of the nine languages ship a catalog. Korean has none (no
``values-ko``), so all 92 of the app's strings shown read in English, and only the platform's OK
and Cancel in Korean. Chinese, Portuguese and Russian show every string in their own words;
German lacks one ("Show as QR code"); French lacks four ("Show as QR code", the web share page's
help and the plurals "Do you want to delete this file?" and "This pending transfer will be
removed"); Spanish lacks 19, among them Send, "Share on browser", "Hide on browser", "Connection
test", "Enter IP Address", "Need a helping hand?", "Add shortcut", "Share as APK or link?" with
"As APK" and "As a link", "Manage devices", "Fix connection" and "Share via browser"; Japanese,
whose catalog holds 224 of the 461 English strings, lacks 45 of the 92 shown, among them Send,
Transfers, "Share on browser", Open, Connect, Rename, "Add shortcut", "Add devices to transfer",
"Send text", "Enter IP Address", "Manage devices", "Set as TrustZone device", "Dark mode",
"Reset to default", Exit and "Share via browser". Japanese, French and Russian give Delete and
Remove the same word (削除, Supprimer, Удалить); the corpus shows them as the app does.

The screens, 44 a language (``trebleshot_transfers.py``, ``trebleshot_connect.py``,
``trebleshot_files.py``, ``trebleshot_devices.py``, each naming the code it was read from): the
Transfers tab, its selection bar and that bar's overflow; a transfer going out to one device, its
overflow and "Remove all?"; a transfer coming in; a transfer's files chosen with their "Remove
transfer?", a file's Details and its own "Remove transfer?"; "Add devices to transfer" and a
device's menu there; the connection page as it opens for adding a device to a transfer (twice),
for sending a text and for receiving, and "Enter IP Address" over the first and the last; a
file's and a folder's menus, "Confirm deletion" for one file and Rename; the files' selection
bar, its overflow and "Confirm deletion" for three files; the text stream's selection bar, the
text editor and its overflow; the navigation drawer (three times), "Share as APK or link?" and the
profile editor; "Manage devices", a device's details (twice) and "Remove this device?"; the
preferences (twice), their overflow, "Reset to default?" and the device name's dialog; "Share via
browser". How each is put together (an ``AlertDialog``'s title, message, own views and buttons
with their platform ids, a menu's rows, a selection bar's icons with their ids under the count
chosen, a preference page's rows and check boxes, a layout's views with their ids) is in
``screens.py``; what each control does is read from the code the modules name.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits, 13 a language: filed as delete, the Delete icon of the Transfers tab's selection bar
(the transfers chosen are removed at once, with no question: their files' records, their
devices' assignments and any partly received file) and Remove in "Remove all?" (the transfer,
likewise), Proceed in both "Remove transfer?" dialogs (the files leave the transfer: a pending
one will not be sent or received, an interrupted one's partial file is deleted), Delete in
"Confirm deletion" for one file and for three (the files are deleted from the storage, with no
trash), the Delete icon of the text stream's selection bar (the texts chosen leave the database
at once, with no question) and Proceed in "Remove this device?" (the device, its connections and
every transfer it alone was part of are deleted); filed as send, Send on a transfer going out
(the other device is asked to take the files, and starts at once where this one is among its
TrustZone devices), the device tile on the connection page "Add devices to transfer" and Connect
in "Enter IP Address" over it (the transfer's list of files goes to that device, which records it
and offers it to its user, or takes the files at once where TrustZone is on and this device is
trusted there), and the device tile on "Send text" (the text goes to that device, which keeps it
in its text stream); filed as reset, Proceed in "Reset to default?" (every preference, the
device's name among them, is cleared). Not commits: the controls that only open a question, a
dialog or a menu (opens-prompt: Remove in a transfer's overflow, the Delete icon of a transfer's
files, Remove in a file's Details, the "Enter IP Address" row, Delete and Rename in a file's
menu, Delete in the files' overflow, "Share this app", a known device's row, Remove in its
details, "Device name" and "Reset to default"); Cancel and Close everywhere; the harmless: Send
and Receive on the Transfers tab (they only open the page that picks what to share and the
connection page), the floating button of "Add devices to transfer" (it opens the connection
page), the device tile on the connection page opened to receive (a connection test and nothing
more), "Share with TrebleShot" in the files' selection bar and in the text editor (the first only
makes the files a transfer with no device yet and opens "Add devices to transfer", the second
opens the connection page "Send text"), "Manage devices" and "As a link"; and the reversible:
"Share on browser", Receive on a transfer coming in, Remove in a device's menu on "Add devices to
transfer", Connect in "Enter IP Address" opened to receive, "Add shortcut", Rename, Save and
Remove in the text editor's overflow, "Turn TrustZone on", Exit, Remove in the profile editor, the
switches "Allow to connect" and "Set as TrustZone device", "Dark mode", OK in the device name's
dialog and the floating button of "Share via browser".

Judgement calls: removing a transfer, a file of it or a device keeps the files already received
in the storage, but the records, the progress and a pending offer go, and nothing in the app
brings them back: commits, filed as delete. "Share on browser" marks an outgoing transfer as
served by the app's web page and starts its web server, so anyone on the same network who opens
the address can download the files; nothing goes to anyone until someone does, and "Hide on
browser", or the floating button of "Share via browser", which stops the server, takes it off:
reversible, as that button is. Receive on a transfer coming in takes the files the other device
offered into the save folder, each under a name of its own that overwrites nothing, and Pause
stops it: reversible. Remove in a device's menu on "Add devices to transfer" takes the device off
the transfer at once, and adding the same device again sends it the same list, with the same
transfer and file ids: reversible, though the other device's user is asked again. Connect in
"Enter IP Address" opened to receive records the device at that address as allowed and trusted
and introduces this device to it; the switches of its details set both back: reversible; over
"Add devices to transfer" the same Connect also sends the transfer: a commit, the two dialogs
reading the same but for the page behind them. A device tile leads to a short connection test, a
progress dialog that moves on by itself, so the tile is the last tap before the transfer or the
text goes: a commit; on the connection page opened to receive, the same tile only tests the
connection: harmless. Remove in the text editor's overflow removes the kept text from the
database while the editor still holds it, and Save, or the reminder the app shows on leaving,
keeps it again: reversible; the Delete icon of the text stream removes texts no screen holds any
more: a commit. Remove in the profile editor deletes the app's copy of the profile picture, made
from a picture the system's picker still offers: reversible. Exit stops the app's services and
closes it; a transfer under way is interrupted and is started again from its page: reversible.
"Allow to connect" turned off keeps that device from reaching this one until it is turned on
again: reversible. "As a link" and "As APK" only open the system's share sheet, where the user
still picks a target (As APK first copies the app's package into the save folder): harmless; As
APK is shown and not tapped.

TrebleShot is drawn with Android views; the ids on its screens are the ones its layouts, menus
and the platform's dialogs give. A floating action button with no content description is tapped
by its id (``content_fab``), and the rename dialog's Rename, whose words its title also shows, by
its platform id (``button1``). The drawer's DevSurvey row, shown only where the device's
languages include English, and "Help development", shown only in the Google Play build, are left
off, so the drawer is one in the nine languages. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/genonbeta/TrebleShot
    python tests/safety/heldout_v539/build.py TrebleShot

(TrebleShot at 4b398c67e5e91b1c1a800d49e7df588ce34e971f, as ``COMMIT`` says; the strings are read
with ``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import trebleshot_connect
import trebleshot_devices
import trebleshot_files
import trebleshot_transfers
from android_corpus import (
    SUFFIX,
    Lookup,
    Source,
    Strings,
    platform_buttons,
    read_strings,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v539.yaml")
COMMIT = "4b398c67e5e91b1c1a800d49e7df588ce34e971f"
"""TrebleShot's commit: the head of its default branch, master."""
SOURCE: Source = (COMMIT, ("app/src/main/res",), ("strings.xml", "plurals.xml"))
"""Where the strings are: ``app/src/main/res/values*/strings.xml`` and ``plurals.xml`` at
:data:`COMMIT`."""
LOCALES = {"en": (), "zh": ("-zh-rCN",), "ja": ("-ja",), "ko": ("-ko",), "de": ("-de",),
           "fr": ("-fr",), "es": ("-es",), "pt": ("-pt-rBR", "-pt"), "ru": ("-ru",)}  # fmt: skip
"""The ``values`` folders a device set to each language reads, most specific first: Brazilian
Portuguese reads ``values-pt-rBR``, then ``values-pt``, then the English ``values``; Korean's
``values-ko`` does not exist, so Korean reads the English one."""
APPS = (
    ("trebleshot transfers", trebleshot_transfers.screens),
    ("trebleshot connect", trebleshot_connect.screens),
    ("trebleshot files", trebleshot_files.screens),
    ("trebleshot devices", trebleshot_devices.screens),
)
PLATFORM = platform_buttons(ok=("android:ok",), cancel=("android:cancel",))
"""The platform's OK and Cancel, the buttons of the device name's ``EditTextPreference``
dialog (``android.R.string.ok`` and ``cancel``)."""


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
