"""Builds the hundred-and-sixteenth held-out corpus (``heldout_v116.yaml``): two real Android
apps' screens about an insulin pump's controller and a media center's remote, from their
translations and code.

The sources are AndroidAPS (``info.nightscout.androidaps``, an artificial pancreas system:
boluses, extended boluses and primes delivered by the pump, temp basals set and cancelled, the
loop disabled and the pump disconnected, treatments removed from the history, logs deleted,
the database cleaned up or reset; ``androidaps.py``) and Kore (``org.xbmc.kore``, the official
Kodi remote: the media center shut down, rebooted, quit or suspended, its libraries cleaned,
its queue cleared, a media center deleted, a movie downloaded over the phone's copy;
``kore.py``), two apps the project had not used. AndroidAPS keeps its strings in the
``src/main/res/values*/strings.xml`` of each module (those of ``core/ui``, ``core/objects``,
``ui``, ``plugins/main`` and ``plugins/configuration`` are read, in that order), translated
through Crowdin into region folders: ``values-zh-rCN``, ``-ko-rKR``, ``-de-rDE``, ``-fr-rFR``,
``-es-rES``, ``-pt-rBR`` and ``-ru-rRU``, read by a device set to that language in that country
(``LOCALE``); it has no Japanese, so its Japanese screens show English, as Android does. Kore
keeps its in ``app/src/main/res/values*/strings.xml``, translated into all nine languages. Both
read by name; a language without a string shows the English one, and the build prints which.
Both apps' confirmations take OK and Cancel from the platform (``android.R.string.ok`` and
``cancel``, ``PLATFORM``); AndroidAPS's own dialogs take theirs from its ``ok`` and ``cancel``
strings. How each screen is put together (a dialog's title, message, own widgets and buttons,
a menu's entries, a page's widgets) and what each control does comes from the apps' code,
named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in AndroidAPS, OK in the "Bolus" confirmation (2.00 U handed to the pump), in
the "Extended bolus" confirmation (1.50 U over two hours) and in the "Prime/Fill" confirmation
(0.50 U pushed through the pump), each filed as dose; OK in "Remove record" for one bolus and
for three items and in "Delete future treatments?" (the records are invalidated, with no
undo), "Delete Logs" (the log files are deleted at once, with no dialog) and OK in the
"Database cleanup" confirmation (records older than three months deleted), filed as delete;
OK in the "Reset Databases" confirmation, filed as reset. In Kore, Shutdown, Reboot and Quit in
the Power submenu (sent to Kodi at once), filed as power; "Clean video library" and "Clean
audio library" (sent at once), filed as purge; "Clear queue" (sent at once), filed as delete;
OK in "Delete media center"; Overwrite in "File already exists". Not commits: the rows and
buttons that only open a dialog or a confirmation (AndroidAPS's TempBasal, "Extended Bolus",
"Prime/Fill", the treatment dialogs' OK, "Delete future treatments", "Remove Selected Items",
"Reset Databases" and "Database cleanup"; Kore's Remove on a media center and Download), OK in
the extended bolus's warning (it only opens the extended bolus dialog); Cancel everywhere;
AndroidAPS's "Remove Items" (it only starts a selection), "Export settings (Local)" and the
loop dialog's Cancel; Kore's "Library maintenance" (a submenu), "Update video library", Send
in "Send text to media center", Edit, OK in the download of a new file (a copy on the phone),
"New name" and Play; and the reversible: the running temp basal's Cancel, OK in the "Temp
basal" confirmation, the "Do not bolus, record only" and "Pump Site Change" checkboxes, OK in
the record-only "Bolus" confirmation, the loop dialog's "30 mins" (disconnect pump) and
"Disable loop" and OK in its "Confirm"; Kore's Suspend, "Toggle fullscreen", "Finish after
send", Remove on a queued item, Watched and Record.

Judgement calls: a bolus, an extended bolus and a prime are commits (insulin given cannot be
taken back; the extended bolus can be cancelled, but it orders a set amount, like a bolus),
while a temp basal is reversible: it is a rate that ends by itself or with the Actions tab's
Cancel, and the loop itself sets and cancels temp basals every few minutes as a matter of
course; disconnecting the pump and suspending or disabling the loop are reversible (Reconnect
and Resume undo them). A bolus with "record only" ticked only writes a record, which the
treatments page removes, so its OK is reversible. Removing treatments invalidates them (they
show again only as invalidated, and cannot be restored) and is filed as delete. In Kore,
Shutdown powers the machine off, Quit closes Kodi, and Reboot ends whatever plays or records,
none undone from the app (Wake up works only where Wake-on-LAN is set up), so each is a commit,
filed as power; Suspend keeps the session and "Wake up" resumes it, so it is reversible.
Cleaning a library drops every entry whose file Kodi cannot reach, with its watched state,
resume point and artwork (a share that is only offline is cleaned too), filed as purge.
Clearing the queue drops every queued item at once and is a commit; removing one queued item
is reversible (Queue adds it again). Overwrite deletes the phone's copy before downloading it
again and is filed as overwrite. Sending text to Kodi only types it into the input Kodi has
open and is not a commit. AndroidAPS's import of settings (behind a master password) and
Kore's song downloads are not shown.

Both apps are View-based: their dialogs are ``MaterialAlertDialogBuilder`` dialogs whose
buttons are ``android:id/button1/2/3``, their pages and dialog fragments carry the ids of their
layouts (under ``info.nightscout.androidaps:id/`` and ``org.xbmc.kore:id/``), and their menus'
entries are known by their text. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/nightscout/AndroidAPS
    git clone https://github.com/xbmc/Kore
    python tests/safety/heldout_v116/build.py AndroidAPS Kore

(AndroidAPS at 02052250ac0ecd0de5a5d0244ebd0523f158119f and Kore at
8cb8219feb7b1c10fd63a5b9693c4cbdd9a76090, as ``ANDROIDAPS`` and ``KORE`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import androidaps
import kore
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v116.yaml")
ANDROIDAPS: Source = (
    "02052250ac0ecd0de5a5d0244ebd0523f158119f",
    ("core/ui/src/main/res", "core/objects/src/main/res", "ui/src/main/res",
     "plugins/main/src/main/res", "plugins/configuration/src/main/res"),
    ("strings.xml",),
)  # fmt: skip
KORE: Source = (
    "8cb8219feb7b1c10fd63a5b9693c4cbdd9a76090", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("androidaps", lang): suffix for lang, suffix in (
        ("ko", "-ko-rKR"), ("de", "-de-rDE"), ("fr", "-fr-rFR"), ("es", "-es-rES"),
        ("ru", "-ru-rRU"))
}  # fmt: skip
"""The region folders AndroidAPS's translations are in, where they are not the plain ones."""


def main(androidaps_repo: str, kore_repo: str) -> int:
    apps = [
        ("androidaps", [("androidaps", Path(androidaps_repo), ANDROIDAPS)], androidaps.screens),
        ("kore", [("kore", Path(kore_repo), KORE)], kore.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
