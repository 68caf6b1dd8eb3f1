"""Builds the forty-second held-out corpus (``heldout_v42.yaml``): two real Android apps'
screens about installing and updating apps, software repositories, paired devices, shared
files and remote commands, from their translations and code.

The sources are the F-Droid client (``org.fdroid``, an app store for free software;
``fdroid.py``) and KDE Connect (``org.kde.kdeconnect_tp``, which links a phone with the
user's computers; ``kdeconnect.py``), two apps the project had not used. Their strings are
read from ``app/src/main/res/values*/strings.xml`` (F-Droid) and
``src/main/res/values*/strings.xml`` (KDE Connect) as Android does, by name: a language
without a string shows the English one, and the build prints which. F-Droid's Compose
dialogs show the platform's own Cancel (``android.R.string.cancel``), transcribed in
``PLATFORM``. How each screen is put together (a dialog's title, message, own widgets and
buttons, a menu's entries, a screen's rows, buttons, fields and icons) and what each control
does comes from the apps' code, named in each module's docstring. App, author, repository,
device and command names, addresses and sizes are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in F-Droid, Update on an installed app's page and "Update all" in My apps
(the new versions are downloaded and installed over the old ones, on Android 12 and later
with no system prompt), Download in the metered-connection dialog before "Update all"; Delete
in "Delete repository?" (the repository, its mirrors and credentials go from the app), in
"Delete mirror?" and in "Delete the installation history?". In KDE Connect, "Send
clipboard" (the clipboard goes to the computer), Ring (the other device rings), "Send ping"
(a notification appears there), Unpair (both sides forget the pairing at once), "Request
pairing" (a request appears on the other device), Accept on a pairing request (the other
device is trusted and gains access at once), a command's row on the Run Command screen (the
computer runs it), a device's card on the share screen (the shared content is sent) and OK
in the contacts consent (the computer may copy the phone's contacts). Not commits: a menu
entry, button or icon that only opens a dialog, a picker, a screen or the system's own
prompt (F-Droid's Install, Uninstall, "Share APK file", the repository's Delete entry and a
mirror's Delete button, the history's Delete icon, "Check for updates", "Install history";
KDE Connect's "Send files", "Run Command", "Plugin settings", "Encryption Info", "Add a
command", "Copy URL to clipboard", "Add devices by IP"); Cancel, Reject and "Cancel pairing";
OK in the information dialogs; the ignore and beta checkboxes (a second tap clears them);
Disable on a repository (its switch turns it on again); Hide on an app's issue; Download in
the metered dialog before a repository's index is fetched; OK in "Add device" and Undo after
a swiped address.

Judgement calls: F-Droid's Install is not a commit, because a first install always passes
through the system's own confirmation (asked up front by pre-approval where the system has
it), as Uninstall hands over to the system's uninstall prompt; Update is a commit, because
an update of an app F-Droid installed is committed without that prompt on current Android,
and Android offers no way back to the older version short of uninstalling the app and losing
its data. The same Download button of the metered dialog is a commit before "Update all" and
harmless before a repository's index is fetched (only data is spent, and nothing on the
device changes but the app list). Disabling a repository is reversible (the switch brings it
back), though the app warns that a preferred-repository choice is lost; hiding an app's
issue only stops a notice. In KDE Connect, "Request pairing" is a commit, as an invitation
sent is (the request reaches the other device and its user sees it, though "Cancel pairing"
withdraws it later), and Reject is not (nothing is granted and the other device may ask
again); Ring and "Send ping" are commits (the other device rings or shows a notification,
and nothing takes that back); the contacts consent's OK is a commit (the phone's contacts
become available to the computer, which fetches them as the plugin loads).

KDE Connect's platform dialogs (``MaterialAlertDialogBuilder``) carry the platform's button
ids (``android:id/button1`` positive, ``button2`` negative), as a real hierarchy shows them;
where a button repeats a text of its dialog or of the page behind it, or another button's,
the case taps it by that id. Compose screens and dialogs (all of F-Droid's, KDE Connect's
device, pairing, Run Command and share screens) have no platform button ids and the apps
set no test tags, so their controls are known by their labels or content descriptions. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/f-droid/fdroidclient
    git clone https://invent.kde.org/network/kdeconnect-android
    python tests/safety/heldout_v42/build.py fdroidclient kdeconnect-android

(F-Droid at b962e281343a533984b19fb2560d96299d428b96 and KDE Connect at
55ddcb13378154b68d6a691e30b93fa3a898d391, as ``FDROID`` and ``KDECONNECT`` say; KDE Connect's
GitHub mirror, github.com/KDE/kdeconnect-android, holds the same history.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import fdroid
import kdeconnect
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v42.yaml")
FDROID: Source = (
    "b962e281343a533984b19fb2560d96299d428b96", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
KDECONNECT: Source = (
    "55ddcb13378154b68d6a691e30b93fa3a898d391", ("src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
PLATFORM = {
    "en": "Cancel", "zh": "取消", "ja": "キャンセル", "ko": "취소", "de": "Abbrechen",
    "fr": "Annuler", "es": "Cancelar", "pt": "Cancelar", "ru": "Отмена",
}  # fmt: skip
"""The platform's own ``android:string/cancel``, transcribed from the Android framework's
translations."""


def main(fdroid_repo: str, kdeconnect_repo: str) -> int:
    platform = {lang: {"android:cancel": word} for lang, word in PLATFORM.items()}
    apps = [
        ("fdroid", [("fdroid", Path(fdroid_repo), FDROID)], fdroid.screens),
        ("kdeconnect", [("kdeconnect", Path(kdeconnect_repo), KDECONNECT)], kdeconnect.screens),
    ]
    return build(OUT, Path(__file__), apps, None, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
