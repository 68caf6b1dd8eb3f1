"""Builds the hundred-and-eleventh held-out corpus (``heldout_v111.yaml``): two real Android
apps' screens about a system backup app and a Nostr signer, from their translations and code.

The sources are Seedvault (``com.stevesoltys.seedvault``, the Android backup app of CalyxOS
and other ROMs: app backups turned off, recovery codes replaced, backup locations chosen, a
backup restored over the phone's apps and handed over from the old phone; ``seedvault.py``)
and Amber (``com.greenart7c3.nostrsigner``, a Nostr signer: events signed for other apps,
apps connected, their connections replaced, reset and deleted, permissions set, logs wiped,
the apps' backup published and restored, feedback and crash reports sent; ``amber.py``), two
apps the project had not used. Seedvault keeps its strings in
``app/src/main/res/values*/strings.xml`` and, for its file backup, in
``storage/lib/src/main/res/values*/strings.xml``, translated into all nine languages (its
Korean, Japanese and Russian only in part, so a few strings show English); Amber keeps its in
``app/src/main/res/values*/strings.xml``, translated into all nine, its Chinese in
``values-zh`` and its Korean in ``values-ko-rKR``, read by a device set to Chinese (China) or
Korean (``LOCALE``: Android falls back from ``zh-CN`` to ``zh``, and a Korean device reads
``ko-rKR``). Both read by name as Android does; a language without a string shows the
English one, and the build prints which. The platform's own Cancel (``android.R.string``),
which Seedvault's "Wait one second…" uses, is written in each language's words
(``platform_buttons``). How each screen is put together (a dialog's title, message and
buttons, a menu's rows, a page's rows, fields and buttons) and what each control does comes
from the apps' code, named in each module's docstring. Seedvault's snapshot is its default
branch (``android15``), the newest the mirror holds.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Seedvault, "Restore backup" on "Select apps to restore" (the backed-up
apps that are missing are installed at once); Next on "Re-installing apps" (the selected
apps' data is restored in place of what they hold); "Reuse backup" (the old phone's backup
folder becomes this phone's, and the old phone loses it); Verify on the page that confirms
a new recovery code replacing the old one (the old backups are removed). In Amber, Accept on
a request to sign a short text note and an event deletion request (the event is signed with
the account's key and handed to the app); Connect on a Nostr Connect request; Replace and
"Create a new connection" in "Replace connection"; "Delete Application" and "Reset Bunker";
"Clear logs and activity"; the "Privacy mode" switch; "Clear logs"; "Backup now" and Yes in
"Restore applications?"; Send on "Give us feedback"; "Send it" on the crash report. Not
commits: rows and switches that only open a confirmation or a flow ("Backup my files" turned
on, "App backup" turned off, "Generate new code" on the page
and in "Wait one second…", the phone's own storage as a location, "Remove all permissions",
Logout in the account sheet, "Disconnect Built-in Tor", "Restore from relays", "Download and
install update"); Cancel, No and "Choose other" everywhere, "Try again" and "Generate new
code" in "Incorrect recovery code" (both only close it), Reject on a request, "Create new
backup", "Backup now" and "Restore backup" in Seedvault's menu, Verify of an existing code,
"Confirm code", a backup's rows, "Backup Keys", "Recovery code" and the first start's
"Restore backup"; and the reversible "Turn off anyway", "Enable anyway", "Disable app
backup", "Use anyway", "Use WebDAV cloud", "Automatic restore", "Back up when using mobile
data", "Exclude apps", a system data's row in the selection, "Restore selected files",
Always on a request, "I fully trust this application" before Connect, Deny on a
permission, Update and a relay's Delete icon in Edit configuration, Yes in "Disconnect from
Tor?" and Save on Security.

Judgement calls: Seedvault's "Restore backup" on the selection page is filed as install (the
tap starts ``apkRestore.restore``, which installs the missing apps with no further question);
Next on "Re-installing apps" is filed as overwrite (the system restores each selected app's
backup over its current data, and what the app held is gone); "Reuse backup" is filed as
transfer and is a commit (the backup's folder is renamed to this phone's, so the old phone
can no longer back up to it or restore from it); Verify on a new code that replaces the old
one is filed as delete and is a commit although a device with a screen lock first asks for
it (``BiometricPrompt``): the tap is the last choice in the app, and the old app backups and
every storage snapshot are removed once the code is stored; "Generate new code" in "Wait one
second…" is not a commit, though its message warns that the backups become inaccessible: it
only opens the new code's page, and leaving that page keeps everything. Seedvault's menu
"Backup now" is not a commit (a new snapshot is added beside the old ones, the app keeping at
least three), and "Restore selected files" is reversible (a restored file never replaces an
existing one, it takes a new name); turning app backups off is reversible (the same switch
turns them on again; only the next backup takes longer). Amber's Accept is filed as sign and
is a commit (the signed event is handed to the app, which may publish it, and a signature
cannot be taken back); Reject is not a commit (the app only gets a refusal and may ask
again); Connect and "Create a new connection" are filed as grant (the app may sign with the
account's key at once, within the chosen permissions); Replace is filed as revoke (the old
app's connection stops working); "Delete Application" and "Reset Bunker" are filed as revoke
(the app loses its connection and its history is deleted, with no dialog); "Clear logs and
activity", "Clear logs" and the "Privacy mode" switch are filed as delete (each wipes logs or
activity history at once; turning privacy mode off brings nothing back); "Backup now" is
filed as overwrite and is a commit (a new backup event is signed and published to the relays
in place of the one there, unlike Seedvault's "Backup now", which keeps the older
snapshots); Yes in "Restore applications?" is filed as overwrite (the permissions of the
apps on the phone are replaced by the backed-up ones); Send and "Send it" are filed as send.
Yes in "Disconnect from Tor?" is reversible (Tor can be turned on again); "Download and
install update" only opens the system's installer, which asks. Amber's Remove (all
permissions) and Logout dialogs are shown with their Cancel tapped only: their confirming
buttons read as the dialogs' titles, so no label names them alone; for the same reason
Seedvault's "Backup my apps" switch is not tapped (in Russian it reads as the "App backup"
heading above it), though its dialog is shown.

Seedvault is View-based: its dialogs are ``MaterialAlertDialogBuilder`` dialogs whose buttons
are ``android:id/button1/2/3``, its pages' views carry the ids of its layouts, and its
settings pages' rows (``androidx.preference``) and menus' rows are known by their text.
Amber draws with Jetpack Compose, so its controls carry no resource ids and are known by their
labels alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/seedvault-app/seedvault
    git clone https://github.com/greenart7c3/Amber
    python tests/safety/heldout_v111/build.py seedvault Amber

(Seedvault at 0fa14025b31a66d24cd22ddc097d69aa5c755545 and Amber at
7c43530422f220a10f35a3bb32e718b6e5c5a058, as ``SEEDVAULT`` and ``AMBER`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import amber
import seedvault
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v111.yaml")
SEEDVAULT: Source = (
    "0fa14025b31a66d24cd22ddc097d69aa5c755545",
    ("app/src/main/res", "storage/lib/src/main/res"), ("strings.xml",),
)  # fmt: skip
AMBER: Source = (
    "7c43530422f220a10f35a3bb32e718b6e5c5a058",
    ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("amber", "zh"): "-zh", ("amber", "ko"): "-ko-rKR"}
"""Amber keeps its Chinese in ``values-zh`` and its Korean in ``values-ko-rKR``."""


def main(seedvault_repo: str, amber_repo: str) -> int:
    apps = [
        ("seedvault", [("seedvault", Path(seedvault_repo), SEEDVAULT)], seedvault.screens),
        ("amber", [("amber", Path(amber_repo), AMBER)], amber.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
