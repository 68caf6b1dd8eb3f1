"""Builds the four-hundred-and-seventieth held-out corpus (``heldout_v470.yaml``): an
Android app's screens that back up SMS to a mail account, from its translations and code.

The source is SMS Backup+ (``com.zegoggles.smssync``, an app that backs up the phone's SMS,
MMS and call log to a Gmail or other IMAP account and restores them to the phone: backups
started, stopped and skipped, restores started, the sync state reset, the Gmail account
connected and disconnected, the server, backup, schedule, restore and advanced settings
changed; ``smsbackup.py``). SMS Backup+ keeps its strings in
``app/src/main/res/values*/strings.xml``, read by name as a device set to the language reads
them: ``values-zh-rCN``, ``-ko``, ``-de``, ``-fr``, ``-es`` and ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``). The app has no Japanese catalog, and no
``values-pt-rBR`` or ``values-pt`` (its ``values-pt-rPT`` is not read by a device set to
Brazilian Portuguese), so Japanese and Portuguese show all 142 of its strings on these screens
in English and only the platform's OK and Cancel in their own words. A string a language lacks
shows the English one, and the build prints which: "Legacy settings" is not translated in any
catalog, and TLS and STARTTLS are not translatable (``translatable="false"``), so Chinese,
Korean, German and French show those three in English; Russian shows 19 in English (among them
the "Mark as read (emails)" choices, "Trust all certificates", "Required app change" and its
message, "Old backup scheduler", "Contacts to backup" and the auto backup summary); Spanish
shows 50 in English (among them "Backup settings", "Call log settings", "Restore settings",
"Confirm actions", "Confirm Action" and its message, the call types, the "Mark as read
(emails)" choices, "Calendar sync", "3rd party integration", "Donate" and "Required app
change"). The dialogs' OK and Cancel are the platform's, as the code asks for
``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`). How each screen is
put together (a dialog's title, message and buttons, the overflow's rows, a settings page's
rows, check boxes and switches, a list preference's choices) and what each control does comes
from the app's code, named in ``smsbackup.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: the status panel's Backup button when a backup has run before (idle, done, no
items, a batch done, canceled, failed, a login error, a restore done or canceled: nine
states), Backup in "First backup" (with and without the note on batches) and OK in "Confirm
Action" after Backup, each of which starts a backup that uploads the device's messages to the
mail account, filed as upload; OK in "Reset current sync state" (it forgets which messages
were backed up, ``clearLastSyncData``), filed as reset; OK in the disconnect dialog (it drops
the account's tokens, turns auto backup off and forgets which messages were backed up, so the
account has to be authorised again), filed as sign-out. Not commits: the overflow's Reset, the
Backup button before any backup (it opens "First backup"), the Restore button and OK in
"Required app change" (both only open the way to the prompt that makes the app the default
SMS app), and the Connect switch (it opens the disconnect dialog, or the account picker), filed
as opens-prompt; Cancel everywhere, OK in "Login information" and "Invalid label name", About,
and the rows that only open a page ("IMAP settings", "Advanced settings", Donate, "Server
address", "Call log settings", "Restore settings"), filed as harmless; and the reversible:
Stop while a backup or a restore runs, Skip in "First backup", OK in "Select a Google
account", the Auto backup check box on and off, the settings' check boxes and switches, OK in
the server address and label editors, and the choices of the list preferences (Security,
items per backup and per restore, "Mark as read (emails)", the call types, the regular
schedule).

Judgement calls: a backup copies the messages off the device into the user's mail account,
where they are filed as mails under the chosen label (and marked read or unread there); the
app cannot take them back, and deleting them is left to the mail account: a commit, filed as
upload, though the messages on the phone are untouched. The same Backup button that only
opens "First backup" when nothing was backed up yet ("Last item backed up: never") uploads at
once otherwise. Skip marks every message on the device as backed up without uploading any;
"Reset current sync state" takes that back (the next backup uploads them all), so Skip is
reversible. The reset itself loses the record of what was backed up, so the next backup
uploads everything again: a commit. Stopping a running backup or restore keeps what was done
and the next run goes on from there: reversible. A restore writes the backup's messages into
the phone's SMS store, but the app's own controls only ask for the default SMS app role: the
system's prompt, which the app does not draw, is where it starts, so the Restore button is
labelled as opening a prompt; the "Confirm Action" dialog after Restore reads exactly as the
one after Backup and is left out. Connecting an account can be undone by disconnecting;
disconnecting cannot be undone (the tokens and the sync state are gone): a commit. Choosing
Security "None" sends the login over a plain connection from then on, but it is a setting that
can be set back: reversible, as is "Trust all certificates". The status panel shows each
state's words as the code sets them; the date, account, server and label are the same in
every language.

SMS Backup+ is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), a list preference's dialog holds radio rows and Cancel, a text
preference's dialog its message, the field ``android:id/edit``, Cancel and OK, the status
panel's buttons carry its layout's ids under ``com.zegoggles.smssync:id/`` (its package), and
a check box preference's box is ``android:id/checkbox``. Russian calls the Backup button and
the "Backup settings" row by the same word, and "Auto backup" and its settings row by the
same word: there the button and the check box are tapped by their ids, and those two rows are
not tapped. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/jberkel/sms-backup-plus
    python tests/safety/heldout_v470/build.py sms-backup-plus

(SMS Backup+ at ef97bfa9c1e8ad8fc09a792ed3a06d85614d8495, "Update
.github/ISSUE_TEMPLATE/500_bug_report.yml", 2025-01-22, as ``SMS_BACKUP`` says; the strings
are read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import smsbackup
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v470.yaml")
SMS_BACKUP: Source = (
    "ef97bfa9c1e8ad8fc09a792ed3a06d85614d8495",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("smsbackup-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("smsbackup", Path(repo), SMS_BACKUP), ("smsbackup-pt", Path(repo), SMS_BACKUP)]
    return build(OUT, Path(__file__), [("smsbackup", sources, smsbackup.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
