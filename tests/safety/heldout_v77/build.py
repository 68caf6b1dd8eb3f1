"""Builds the seventy-seventh held-out corpus (``heldout_v77.yaml``): two real Android apps'
screens about a file sync and share server and an encrypted messenger, from their
translations and code.

The sources are ownCloud (``com.owncloud.android``, the Android client of an ownCloud or
Infinite Scale server, with files, shares and public links, spaces and their members,
accounts and uploads; ``owncloud.py``) and Wire (``com.wire.android``, the Android client of
the Wire messenger, with conversations and groups, messages, calls, connections, blocking
and devices; ``wire.py``), two apps the project had not used. ownCloud keeps its strings in
``owncloudApp/src/main/res/values*/strings.xml``, read by name as Android does (the
bottom bar's "Spaces" is in ``strings__not_to_translate.xml``, English in every language);
its Japanese
is ``values-ja-rJP``, which a device set to Japanese (Japan) reads, and its newer strings
(the spaces and their members) are missing from several languages, which show English.
Wire keeps its strings in ``app/src/main/res/values*/strings.xml`` and, for the dialogs and
buttons it shares, ``core/ui-common/src/main/res/values*/strings.xml``; it has no Korean,
its Chinese (``values-zh``) holds one string, and its Japanese and French hold part of the
catalog, so Wire's Korean and Chinese screens are English and many of its Japanese and
French ones too; its Portuguese is ``values-pt`` and its Chinese ``values-zh``, which a
device set to Portuguese (Brazil) or Chinese (China) reads. Wire was kept, as it is
translated into seven of the nine languages (German, Russian and Portuguese in full). A
language without a string shows the English one, and the build prints which. How each
screen is put together (a dialog's title, message, own widgets and buttons, a sheet's or
menu's rows, a page's rows, fields and icons) and what each control does comes from the
apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in ownCloud, Yes in the removal dialog of a file and of a folder (the files
are deleted on the server; the app offers no undo); Replace in "File already exists" (the
file there is overwritten); Yes in "Remove link" and "Remove private share" (the link stops
working, the user loses access); Yes in "Do you really want to remove the account ...?" (the
account leaves the device with its downloaded and offline files and its pending uploads);
the failed uploads' Retry and the uploader's Upload (the files are sent to the server); Yes
in "Do you really want to delete the space ...?" (its files are deleted from the server);
Yes in "Do you really want to remove the member ...?" (the member loses the space). In
Wire, the message field's Send; "Start audio call" in a one-to-one conversation (it rings at
once) and Call in "Start a call"; "Delete for Everyone" in "Delete Message?"; Leave in "Leave
...?"; Delete in "Delete ...?" (the group and its content, for every participant); "Clear
content" in "Clear content?" (the history on all one's devices; Wire keeps no copy on a
server); Block in "Block user?"; Connect on a stranger's profile (a connection request is
sent); Remove in "Remove from conversation?"; Remove in "Remove the following device?" (the
device is logged out and its keys are gone); "Accept call" on an incoming call (one joins
the call and is heard). Not commits: a row, menu entry or icon that only opens the
confirmation (ownCloud's Remove, the unshare and delete icons, an account's remove and clean
icons, "Disable space", "Delete space", a member's remove icon; Wire's Delete, "Leave
Conversation", "Delete Conversation", "Clear Content…", Block, "Remove from conversation",
"Start audio call" in a group of more than five, and "Delete for Me" in "Delete Message?",
which only turns it into a second question); No, Cancel and Skip everywhere; ownCloud's
Share, Members, "Add public link", "Set as available offline", "Local only", "Keep both",
"Clean data", Yes in "Do you really want to disable the space ...?", the failed uploads'
Clear and a failed upload's icon, and the uploader's Cancel; Wire's "Copy text", "Add to
Favorites", the leave dialog's check box, Unblock, "Log out" and its check box, "Mute call"
and "Hang up call".

Judgement calls: ownCloud's server may keep a removed file in its trash bin, but the app
neither shows nor restores it, so the removal is a delete; "Local only" deletes only the
device's copy, which the server still holds, so it is reversible, as is "Clean data" (the
files cleaned are downloaded copies of the server's; those kept offline stay); "Keep both"
writes the file under a new name and is reversible; disabling a space keeps its files
("No files will be deleted from the server") and is undone by "Enable space", so it is
reversible; clearing failed uploads drops them from the list while the files stay on the
device and can be uploaded again, so it is reversible; Retry and Upload are filed as upload;
removing the account is filed as account; removing a share or a link is filed as revoke and
a space's member's removal as remove-member. In Wire, Connect is filed as send (a request
reaches the other user); "Accept call" and a call started are filed as call; "Clear content"
is filed as delete; removing a device is filed as revoke; "Log out" with the check box as it
opens, unchecked, keeps the data on the device and one signs in again, so it is reversible
(the check box's own tap is reversible too: nothing happens until "Log out"); "Hang up call"
leaves the call, which can be joined again; "Add to Favorites" is undone by "Remove from
Favorites". ownCloud's dialogs are platform ``AlertDialog``s, whose buttons carry
``android:id/button1/2/3``, or its own layouts, whose buttons and icons carry the layouts'
ids; an icon without a description is tapped by its id. Wire draws with Jetpack Compose, so
its buttons carry no resource ids a hierarchy shows and are known by their labels alone. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/owncloud/android owncloud-android
    git clone https://github.com/wireapp/wire-android
    python tests/safety/heldout_v77/build.py owncloud-android wire-android

(ownCloud at 73316e6f4591c4ef008eeab0d6b587cdcc27b08c and Wire at
d34c49fc99a00c9bfa5e12609616317d8567952d, as ``OWNCLOUD`` and ``WIRE`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import owncloud
import wire
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v77.yaml")
COPY = {
    "en": "Copy", "zh": "复制", "ja": "コピー", "ko": "복사", "de": "Kopieren", "fr": "Copier",
    "es": "Copiar", "pt": "Copiar", "ru": "Копировать",
}  # fmt: skip
"""The platform's own ``android:string/copy``, which ownCloud's file options show,
transcribed from the Android framework's translations."""
OWNCLOUD: Source = ("73316e6f4591c4ef008eeab0d6b587cdcc27b08c", ("owncloudApp/src/main/res",),
                    ("strings.xml", "strings__not_to_translate.xml"))  # fmt: skip
WIRE: Source = (
    "d34c49fc99a00c9bfa5e12609616317d8567952d",
    ("core/ui-common/src/main/res", "app/src/main/res"), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are (Wire's app after its shared module,
so the app's string wins)."""
LOCALE = {("owncloud", "ja"): "-ja-rJP", ("wire", "zh"): "-zh", ("wire", "pt"): "-pt"}
"""The folder a device set to the language reads where it is not the plain one."""


def main(owncloud_repo: str, wire_repo: str) -> int:
    platform = platform_buttons()

    def lookups(lang: str) -> list[Lookup]:
        shown = {**platform[lang], "android:copy": COPY[lang]}
        return [
            ("owncloud", Strings([("owncloud", Path(owncloud_repo), OWNCLOUD)], lang, LOCALE,
                                 shown), owncloud.screens),
            ("wire", Strings([("wire", Path(wire_repo), WIRE)], lang, LOCALE, shown),
             wire.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
