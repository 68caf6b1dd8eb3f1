"""Builds the four-hundred-and-tenth held-out corpus (``heldout_v410.yaml``): a peer-to-peer
messenger's screens, from its translations and code.

The source is Briar (``org.briarproject.briar.android``, a messenger that sends over Tor, Wi-Fi
and Bluetooth with no central server: private messages sent and deleted, contacts renamed and
deleted, introductions made and answered, private groups created, dissolved and left, group
invitations sent and contact relationships revealed, forums created and left, blog posts
published, blogs removed, RSS feeds imported, feedback reports sent, the profile picture
changed, the mailbox unlinked, the account deleted when the password is lost; ``briar.py``).
Briar keeps its strings in ``briar-android/src/main/res/values*/strings.xml``, translated into
all nine languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru`` and,
for Portuguese, ``values-pt-rBR`` (the app has no plain ``values-pt``), read by name as a device
set to the language reads them. A string a language lacks shows the English one, and the build
prints which: the app's name, Briar, is not translated (``translatable="false"``) and shows in
every language; Japanese has no "Forgot your password?" (a tapped button) and no "Sign into
Briar"; Korean, the least complete translation, has no "Disappearing messages" (the menu item,
the settings page and its switch), no "Disappearing messages changed" dialog (its title, its
message and "Send anyway"), no mailbox strings (the page's title, "Mailbox is running", Unlink
and the "Unlink mailbox?" dialog), no "Change profile picture" dialog, no Contact submenu title,
no "RSS Feeds", no "Sign into Briar", and no About, Actions, "Share this app offline" or "Share
download link" rows of the settings. Every dialog's Cancel is the app's own ``cancel``. How each
screen is put together (a dialog's title, message and buttons, a menu's rows, a page's widgets)
and what each control does comes from the app's code, named in ``briar.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: the compose bar's Send, and "Send anyway" in "Disappearing messages changed"
(the message goes to the contact); Accept and Decline on an introduction in the conversation
(each sends the answer to the introducer, and Accept also starts adding the new contact); "Make
Introduction" on "Introduce Contacts" (the introduction goes to both contacts); "Send
Invitation" (the group invitations go to the chosen contacts); the Reveal Contacts page's
button (it tells the group's members which of them are the user's contacts); Publish on "Write
Blog Post" (the post goes to every contact); "Send report" (the feedback is uploaded); Change
in "Change profile picture" (the picture is sent to every contact), all filed as send; Delete
in "Confirm Message Deletion" (``deleteAllMessages``), in "Confirm Contact Deletion"
(``removeContact``, the contact and every message), the selected messages' Delete icon (it
deletes at once, with no dialog), Remove in "Confirm Removal" (a contact still being added is
dropped), Remove in "Remove Blog" (the blog's posts are removed from the device) and Delete in
"Lost Password" (``deleteAccount``: identities, contacts and messages are lost), filed as
delete; Leave in "Confirm Leaving Group" and "Confirm Leaving Forum", filed as leave; Dissolve
in "Confirm Dissolving Group" (the group ends for every member), filed as end; Unlink in
"Unlink mailbox?", filed as revoke. Not commits: the rows and icons that only open a
confirmation ("Delete all messages", "Delete contact", the pending contact's Remove icon,
"Dissolve Group", "Leave Group", "Leave Forum", "Remove Blog", the RSS feed's Delete icon, the
mailbox page's Unlink, "Forgot your password?" and the overflow's "Save image"); Cancel
everywhere; the harmless "Attach image", "Make Introduction" in the overflow (it opens the
contact picker), "Change contact name" in the Contact submenu, "Add contact at a distance",
"Create Forum" on the forum list, "Write Blog Post" on the feed, "Send feedback" and "Sign
Out" in the navigation drawer; and the reversible: Change in "Change contact name" (a local
name), the "Disappearing messages" switch, "Create Group" and the Create Forum page's button
(each can be dissolved or left), Import on "Import RSS Feed" (the feed's blog can be removed),
the Bluetooth and Internet connection switches, "App lock", the Change Password page's button,
the panic page's "Delete Account" switch and "Sign Out" in "Language & region".

Judgement calls: deleting messages, a contact, a blog or the account removes them from this
device only, and Briar keeps no trash and no backup, so nothing brings them back: commits.
Removing a contact that is still being added drops the pending contact and its handshake;
adding the person again needs the links exchanged anew: a commit. Declining an introduction
sends the refusal to the introducer, so it is a send like Accept. The disappearing-messages
switch only changes the timer for future messages and can be turned off again: reversible.
The profile picture goes to every contact as soon as it is changed; a later picture replaces
it, but the contacts have already received it: a send. Leaving a forum or a private group
deletes it from the device and it can only be joined again through a new invitation: a commit,
filed as leave. Unlinking the mailbox wipes the pairing on both sides, and linking again needs
the mailbox set up anew: a commit, filed as revoke. Saving an image only writes a copy to a
file the user picks (the dialog warns that other apps can read it); nothing leaves the device
and nothing in the app changes: not a commit, filed as export. "Sign Out" in "Language &
region" sets the language and signs out; signing in again loses nothing: reversible. The
panic page's "Delete Account" switch only arms what a panic button app would do later and can
be turned off: reversible. Changing the password re-encrypts the account's key under the new
one and can be done again: reversible. Creating a group or a forum adds something the user can
dissolve or leave: reversible. The Reveal Contacts page and Create Forum page show their title
on their button too, and the Change Password page its title on its button, so those buttons
are tapped by their ids (``revealButton``, ``createForumButton``, ``change_password``).

Briar is View-based: its dialogs' buttons are ``android:id/button1`` (positive) and ``button2``
(negative); most of its confirmations put Cancel on the positive button and the destructive
action on the negative one, as the code does. Its pages, bars and menu items carry the ids of
its layouts and menus, under ``org.briarproject.briar.android:id/`` (its package). A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/briar/briar
    python tests/safety/heldout_v410/build.py briar

(Briar at b46d008aceb4c9cea306df8299fcfc1b7ce79d21, "Bump version numbers for 1.5.19 release.",
2026-06-29, as ``BRIAR`` says; the strings are read with ``git show`` at that commit, so a clone
whose work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import briar
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v410.yaml")
BRIAR: Source = (
    "b46d008aceb4c9cea306df8299fcfc1b7ce79d21",
    ("briar-android/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""


def main(repo: str) -> int:
    return build(OUT, Path(__file__), [("briar", [("briar", Path(repo), BRIAR)], briar.screens)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
