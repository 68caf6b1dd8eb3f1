"""Builds the hundred-and-eighty-third held-out corpus (``heldout_v183.yaml``): a real Android
contacts app's screens, from its translations and code.

The source is Fossify Contacts (``org.fossify.contacts``, ``contacts.py``): contacts deleted
from the device's contacts (one, several, with their merged duplicates), groups deleted, calls
placed, contacts starred and unstarred, added to and taken out of groups, edited, imported from
and exported to .vcf files. It is built on Fossify Commons, which draws its confirmations (the
``ConfirmationDialog`` with No and Yes, the unsaved-changes question, the call confirmation, the
radio lists) and gives many of its words. Contacts at commit
e3424cded3fa07af4dea9e00716cd4d9013005de ("chore(l10n): update Chinese (Simplified Han script)
translations", 2026-08-04) names Commons 6.1.6 (``gradle/libs.versions.toml``), tag 6.1.6 at
commit cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd ("chore(l10n): update Swedish translations",
2026-02-21). The app's strings are read from ``app/src/main/res/values*/strings.xml`` and
Commons' from ``commons/src/main/res/values*/strings.xml``, the app's first (as Android merges
a library's resources under the app's). Both are translated into all nine languages; both keep
their Korean in ``values-ko-rKR`` (``LOCALE``), read by a device set to Korean (Korea), and
their Brazilian Portuguese in ``values-pt-rBR``. A language without a string shows the English
one, and the build prints which: Korean shows four in English ("Confirm calling %s", "The
contact will be removed from all contact sources.", General and "Show a call confirmation
dialog before initiating a call"), which its catalogs lack. How each screen is put together
(a dialog's title, message, own widgets and buttons, an action mode's icons and overflow
rows, a page's widgets with the ids of its layouts) and what each control does comes from the
code, named in ``contacts.py``'s docstring.

Blocking a number, blocked numbers and merging duplicates are not actions here: at this
commit Contacts has no blocked-numbers screen and no block
action (Commons' ``ManageBlockedNumbersActivity`` is not opened from it), and "Merge duplicate
contacts" is a switch of the settings that only changes how the list shows contacts found in
several accounts; neither is invented here.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Are you sure you want to delete "Anna Novak"?" and "... 3 contacts?"
(the Contacts tab's action mode) and "... 2 contacts?" on a group's page (the contacts removed
from the system's contacts and their accounts, no trash and no undo in the app); Yes in "Are you
sure you want to proceed with the deletion?" on a contact's page, also with "The contact will be
removed from all contact sources." when duplicates are merged, and in the editor; Yes in "Are
you sure you want to delete "Family"?" and "... 2 groups?" (the groups deleted, their members
lost with them), all filed as delete; placing a call, filed as call: "Call contact" and the
number's row on a contact's page, the phone icon of "Confirm calling Anna Novak" and a number
in the list of numbers shown when the contact has several. Not commits: the rows and icons
that only open a confirmation (Delete in the action modes, a contact's page and the editor:
opens-prompt); No and Cancel everywhere; the rows that open a page, a picker, a share sheet or
another app (a contact's row, "Edit contact", Rename, "Add to group", Share, "Send SMS to contacts",
"Send email to contacts", "Send SMS", "Send email", "Send SMS to group", "Send email to group",
"Change photo", a number in the SMS list, "Export contacts to a .vcf file" and the export
dialog's OK, which opens the system's "save as" picker): harmless; and the reversible: "Add to
favorites", "Remove from favorites", "Toggle favorite", "Remove from group", a group chosen in
"Add to group", OK in "Create a new group", Rename's OK, OK in the contact pickers of the
Favorites tab and a group, the editor's Save and Save in the unsaved-changes question, "Remove
photo", the settings' switches and OK in "Import contacts".

Judgement calls: placing a call is a commit: with the phone permission the app holds, "Call
contact" and a number's row start ``ACTION_CALL``, which rings the other person at once; the
setting "Show a call confirmation dialog before initiating a call" is off by default, so the
icon and the row are shown as the default draws them, and the dialog is shown as well, for a
user who turned it on. "Send SMS" and "Send email" only open the messaging or mail app with the
recipient filled in, where the message is written and sent: harmless. Deleting a group is a
delete: the contacts stay, but the group and who was in it are gone with no undo. "Remove from
group" and "Remove from favorites" take effect at once with no confirmation, but only unset a
membership or a star that "Add to group" or "Add to favorites" sets back: reversible. Saving an
edited contact writes over its fields, but the editor can set them back: reversible. Discard in
"You have unsaved changes. Save before exit?" drops only edits that were never saved, the
contact staying as it was: harmless. Importing a .vcf adds contacts to the chosen source, which
can be deleted again: reversible. The export writes a file chosen in the system's picker and
changes nothing in the contacts: harmless. The action mode's title is the count the list shows
("1 / 4"); the editor's toolbar has no title. Not shown: the sorting, filter and visible
fields and tabs dialogs, the automatic backups dialog, the dialpad, the photo viewer and the
ringtone picker.

Fossify Contacts is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` and
``button2``, and its pages carry the ids of its layouts, under ``org.fossify.contacts:id/`` (its
namespace and application id). A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/FossifyOrg/Contacts
    git clone https://github.com/FossifyOrg/commons
    git -C Contacts checkout e3424cded3fa07af4dea9e00716cd4d9013005de
    git -C commons checkout cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd
    python tests/safety/heldout_v183/build.py Contacts commons

(The strings are read with ``git show`` at the commits ``CONTACTS`` and ``COMMONS`` name, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from these sources alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import contacts
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v183.yaml")
CONTACTS: Source = (
    "e3424cded3fa07af4dea9e00716cd4d9013005de", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
COMMONS: Source = (
    "cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {(name, "ko"): "-ko-rKR" for name in ("contacts", "commons")}
"""The region folder both keep their Korean in."""


def main(contacts_repo: str, commons_repo: str) -> int:
    sources = [
        ("contacts", Path(contacts_repo), CONTACTS),
        ("commons", Path(commons_repo), COMMONS),
    ]
    return build(OUT, Path(__file__), [("contacts", sources, contacts.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
