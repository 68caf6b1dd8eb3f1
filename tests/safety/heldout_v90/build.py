"""Builds the ninetieth held-out corpus (``heldout_v90.yaml``): two real Android apps'
screens about encrypted contact and calendar sync and an RSS reader, from their translations
and code.

The sources are EteSync (``com.etesync.syncadapter``, the end-to-end encrypted sync app for
contacts, calendars and tasks: accounts, collections shared with other users, invitations
and the encryption password; ``etesync.py``) and Read You (``me.ash.reader``, an RSS reader:
feeds and groups, archived articles, accounts, OPML and preferences; ``readyou.py``), two apps
the project had not used. The brief's first pick, AlphaWallet (``AlphaWallet/
alpha-wallet-android`` at c873a4ac636b3f64c1ca888fcf61020988b520d9), was not used: its
``app/src/main/res`` holds translations into Chinese, Spanish and French only (with
Indonesian, Burmese and Vietnamese), four of the nine languages with English, so its
alternate EteSync takes its place. Both apps keep their strings in
``app/src/main/res/values*/strings.xml``, read by name as Android does. EteSync is
translated into eight of the nine languages (no Korean, which shows English), but only its
German holds the strings of its newer EteSync 2.0 screens (members, invitations, the
encryption password), and its Russian lacks the account's and a collection's too, so those
show English in the other languages, as on a device. Read
You's German, French, Spanish and Russian are ``values-de-rDE``, ``-fr-rFR``, ``-es-rES`` and
``-ru-rRU`` (read by a device set to the language's main region). EteSync's dialogs use the
platform's ``android.R.string.yes``/``ok`` and ``no``/``cancel``, the platform's OK and Cancel
in the device's language (``android_corpus.PLATFORM``). A language without a string shows the
English one, and the build prints which. How each screen is put together (a dialog's title,
message, own widgets and buttons, a sheet's chips, a menu's entries, a page's rows, fields and
buttons) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in EteSync, OK in "Are you sure?" for a collection, in an EteSync 2.0 and an
EteSync 1.0 account (the collection and all its data are removed from the server), OK in
"Remove member" in both (the member's access is revoked), OK in "Verify security fingerprint"
(the invitation is sent to the user), Leave on the Members page of a collection one does
not administer (one leaves it at once), Reject in "Invitations" (the invitation is deleted),
OK in "Are you sure?" before the encryption password changes (the keys are re-encrypted, "can
not be stopped half way or be undone") and OK in "Import Failed" (the crash report goes to the
developers). In Read You, Clear in "Clear articles" for a feed and for a group and in "Clear
all articles" (the articles are deleted from the database), Delete in "Delete group" (the
group, its feeds and articles), Delete in "Delete account" (the account with its feeds, groups
and articles) and Confirm in "Import from JSON" (the preferences are replaced). Not commits:
rows, icons and chips that only open a confirmation or a dialog ("Remove account", a
collection's Delete icon, "Invite user", a member's row, OK in "Invite user", which only looks
the user up, Finish on "Change Encryption Password", a feed's "Clear articles" and
Unsubscribe, a group's "Clear articles", "Delete group" and "Parse full content", the
account's "Clear all articles" and "Delete account"); Cancel everywhere; Invitations, "Manage
Members", "Synchronize now" and "Import from OPML", which opens the file picker; and the
reversible OK in "Really remove account?", Save on the edit page, Accept in "Invitations",
a feed's "Allow notifications" chip and a group chip (the feed moves), Subscribe, Allow in
"Parse full content", "Sync once on start", "Mark all as read" and "Mark as unread".

Judgement calls: OK in "Really remove account?" is reversible, filed as sign-out (the account
is logged out and its local copies deleted, but every address book, calendar and task list
stays encrypted on the server and comes back when one logs in again); Reject is irreversible,
filed as reject (the invitation is deleted on the server and cannot be accepted later; only a
new invitation from the owner brings it back); the encryption password change is filed as
security; Read You's "Delete account" is filed as delete-account, although the account is only
the app's (for a local account, every feed and article goes with it, with no undo);
"Clear articles" is a delete (archived articles are read, unstarred ones, deleted with no undo
and not fetched again); "Mark all as read" is reversible (each article can be marked unread);
Confirm in "Import from JSON" is filed as overwrite (the current preferences are lost, as the
dialog says). Read You's Unsubscribe dialog is shown but its Unsubscribe is not tapped: the
button reads as the dialog's title and, drawn with Compose, carries no id, so no tap names it
alone; its Cancel is tapped.

EteSync is a View-based app: its dialogs are the platform's ``AlertDialog`` (buttons
``android:id/button1`` and ``button2``, a button whose label is also a text of the dialog or
the page behind it tapped by its id), and its toolbar icons, fields and buttons carry the
ids its menus and layouts give. Read You is drawn with Jetpack Compose, so its controls carry
no resource ids and are known by their labels. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/etesync/android etesync
    git clone https://github.com/Ashinch/ReadYou
    python tests/safety/heldout_v90/build.py etesync ReadYou

(EteSync at 158183eff8512d1f94e02580dd934bfda1309dd5 and Read You at
9aea770333c9848365d5be7af211e977efd3da8d, as ``ETESYNC`` and ``READYOU`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import etesync
import readyou
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v90.yaml")
ETESYNC: Source = (
    "158183eff8512d1f94e02580dd934bfda1309dd5", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
READYOU: Source = (
    "9aea770333c9848365d5be7af211e977efd3da8d", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("readyou", "de"): "-de-rDE", ("readyou", "fr"): "-fr-rFR",
          ("readyou", "es"): "-es-rES", ("readyou", "ru"): "-ru-rRU"}  # fmt: skip
"""Read You's German, French, Spanish and Russian folders, read by a device set to the
language's main region."""
PLATFORM = platform_buttons(ok=("android:ok", "android:yes"),
                            cancel=("android:cancel", "android:no"))  # fmt: skip
"""The platform's OK and Cancel, which ``android.R.string.yes`` and ``no`` read as."""


def main(etesync_repo: str, readyou_repo: str) -> int:
    apps = [
        ("etesync", [("etesync", Path(etesync_repo), ETESYNC)], etesync.screens),
        ("readyou", [("readyou", Path(readyou_repo), READYOU)], readyou.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, PLATFORM)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
