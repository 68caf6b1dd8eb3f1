"""Builds the eighty-ninth held-out corpus (``heldout_v89.yaml``): two real Android apps'
screens about e-mail and video downloads, from their translations and code.

The sources are ProtonMail's legacy Android app (``ch.protonmail.android``, an end-to-end
encrypted mail client: messages sent, deleted for good, folders emptied, phishing reported,
contacts, groups and folders deleted, accounts signed out; ``proton.py``) and YTDLnis
(``com.deniscerri.ytdl``, a yt-dlp front end: downloads and their files deleted, history
cleared, the download queue, search history, cookies, command templates and backups
restored over the data; ``ytdlnis.py``), two apps the project had not used. Both are
View-based apps keeping their strings in ``app/src/main/res/values*/strings.xml``, read by
name as Android does (Chinese ``values-zh-rCN``, Portuguese ``values-pt-rBR``). ProtonMail
has no Korean (``values-ko``), so a device set to Korean shows it in English; a language
without a string shows the English one, and the build prints which. How each screen is put
together (a dialog's title, message, rows and buttons, a menu's or sheet's rows, a page's
widgets and their ids) and what each control does comes from the apps' code, named in each
module's docstring. The brief named "senders blocked" among ProtonMail's actions, but this
legacy app has no sender blocking in its code or strings, so none is shown.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in ProtonMail, the composer's Send icon (the message is sent), Yes in "Send
message without subject?" (sent), Yes in "Delete messages" (deleted for good), Send in
"Confirm phishing report" (the message goes to Proton, filed as report), OK in "Empty
Folder" (every message of the Trash deleted for good), Yes in the contacts' and the groups'
Delete, OK in "Delete selected folders?". In YTDLnis, OK in "Deleting multiple items" after
"Remove all" and after the selection's "Clear results" (the history, and the files where
ticked), OK in Confirm after "Remove deleted" and "Remove duplicates", OK in a download's
"Deleting "..."!", OK in the queue's "Remove all" dialog, "Clear search history" (at once),
OK in "Delete all cookies" and in a cookie's Delete, OK in the templates' "Deleting multiple
items", and Restore and Reset in the backup's Restore dialog (filed as overwrite). Not
commits: rows and icons that only open a confirmation (the sheet's Delete and "Report
phishing", the Send icon with no subject, "Empty Folder" in the menu, the Trash's Delete icon,
the drawer's "Sign out", "Delete Selected", "Remove all", "Remove deleted", "Remove
duplicates", "Clear results", "Cancel downloads", "Delete all cookies" and Settings' Restore);
No and Cancel; Reply, "Ignore warning and continue", "Report a problem", "New cookie" and
Backup; and the reversible "Move
to Trash", "Move to Spam", "Move to Inbox", "Mark as unread", the Inbox's Trash icon, OK in
"Message will not be sent", Yes in "Sign Out", "Upload to Proton Mail", the "Delete the
file(s) from the device" checkboxes, Redownload, OK after "Cancel downloads", "Use cookies"
and "Import from clipboard".

Judgement calls: signing out is reversible (the account is disabled on the device and its
local copy cleared, but the mail lives on Proton's servers and comes back on signing in);
moving a scheduled message to the trash is reversible (its schedule goes, but it stays a
message that can be restored and sent); "Ignore warning and continue" is harmless (it opens
the link in a browser; nothing is committed by the tap); removing a download from the history
is a delete even with its file kept (the record goes with no undo, as clearing a history
did in other corpora); cancelling the downloads is reversible (they move to Cancelled and
can be queued again); Restore (merge) is an overwrite as well as Reset, since
``restoreData`` clears the preferences and writes the file's in their place either way;
"Upload to Proton Mail" is reversible (the phone's contacts are copied into the account and
can be deleted there). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/ProtonMail/proton-mail-android
    git clone https://github.com/deniscerri/ytdlnis
    python tests/safety/heldout_v89/build.py proton-mail-android ytdlnis

(ProtonMail at 215edbf4f9a80efc2f683005a4df36f511d272a9 and YTDLnis at
3642031ab9017d8eb8c9a091f5e83df0ea2782b6, as ``PROTON`` and ``YTDLNIS`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import proton
import ytdlnis
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v89.yaml")
PROTON: Source = (
    "215edbf4f9a80efc2f683005a4df36f511d272a9", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
YTDLNIS: Source = (
    "3642031ab9017d8eb8c9a091f5e83df0ea2782b6", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""


def main(proton_repo: str, ytdlnis_repo: str) -> int:
    apps = [
        ("proton", [("proton", Path(proton_repo), PROTON)], proton.screens),
        ("ytdlnis", [("ytdlnis", Path(ytdlnis_repo), YTDLNIS)], ytdlnis.screens),
    ]
    return build(OUT, Path(__file__), apps)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
