"""Builds the hundred-and-thirteenth held-out corpus (``heldout_v113.yaml``): two real Android
apps' screens about a firewall and a keyboard, from their translations and code.

The sources are AFWall+ (``dev.ukanth.ufirewall``, an iptables firewall for rooted devices:
rules applied and flushed, the firewall turned off, rules imported over the current ones,
logs cleared, profiles deleted, unsaved ticks discarded; ``afwall.py``) and FlorisBoard
(``dev.patrickgold.florisboard``, a keyboard: clipboard items and history deleted, user
dictionary words deleted, emoji history reset, theme extensions and subtypes deleted,
settings restored over the current ones; ``florisboard.py``), two apps the project had not
used. AFWall+ keeps its strings in ``app/src/main/res/values*/strings.xml``, translated into
all nine languages; FlorisBoard keeps its in the same place, translated into all nine (its
Korean in ``values-ko-rKR``, read by a device set to Korean in Korea, ``LOCALE``; some strings
untranslated in Korean and German show English). Both read by name as Android does; a
language without a string shows the English one, and the build prints which. AFWall+'s
custom-script page uses the platform's own OK and Cancel (``@android:string/ok``, ``cancel``),
given as the platform writes them in each language (``platform_buttons``). How each screen is
put together (a dialog's title, content, list rows and buttons, a menu's rows, a page's rows,
fields and buttons) and what each control does comes from the apps' code, named in each
module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in AFWall+, a backup file's row in the import's file list (its rules replace
the current ones at once); Discard in the main page's "Confirmation" about unsaved changes and
in the custom script's "Unsaved changes" (the edits are dropped); Yes in "Clear log ?" (the
log database is reset); Yes in "Flush all iptables rules?"; and Delete in a profile's context
menu (the profile and its rules are deleted at once). In FlorisBoard, a clip's Delete and Yes
in the clear-history panel; Delete in "Edit word"; Yes in "Confirm reset" for the recent and
the pinned emojis; Delete in "Confirm delete" for a theme and for the internal dictionary
database (Devtools); Yes in "Delete Confirmation" for a subtype;
"Reset Smartbar quick actions" (at once); and Restore on "Restore data", in Erase and in Merge
mode. Not commits: rows that only open a confirmation, a list or a form (Import, Export, the
Actions list's "Clear All" and "Invert all", "Clear log", "Flush rules", Rename, a word's row,
the "Reset … emojis" rows, a theme's Delete button, "Clear internal user dictionary
database"), the import dialog's Import (it opens the file list), "..", Cancel, No and OK
everywhere, "View log", "Show rules", "Switch to old view", "Send error report", "Ping
Destination", "Copy text", Export in the export dialog (a new file named with the date and
time is written, nothing is replaced), the dictionary's menu Import (it only closes the menu)
and Export, a theme's Export, "Select file"; and the reversible "Disable firewall" (off at
once, the confirmation being off by default) and Yes in "Completely DISABLE the firewall?",
Apply in the menu and in the unsaved-changes dialogs, OK in "Clear all the selected apps?"
and "Check all" on a column (ticks in the list, not applied until Apply), "Disable log
notification", the custom script's OK, "Pin item", Paste, Apply and Add in the word forms,
and the "Erase and overwrite current data" choice.

Judgement calls: turning the firewall off is reversible ("Enable firewall" writes the rules
again), while flushing is filed as reset and is a commit: ``iptables -F`` and ``-X`` clear
every chain of the filter table, not only AFWall+'s, and rules that other apps or the system
set are not written again by AFWall+; importing a backup file is filed as overwrite (the
current rules are replaced with no undo, and the list asks nothing after the file is tapped);
exporting is not a commit (each export writes a new file); discarding unsaved ticks or scripts
is filed as discard and is a commit (the edits are gone), while a form's own Cancel is not;
deleting a profile from its context menu is a commit although it asks nothing. In FlorisBoard,
resetting the emoji history is filed as delete (the recent or pinned emojis are gone); deleting
a subtype is a commit (its layout, symbols and currency choices are gone, though the language
can be added again); "Reset Smartbar quick actions" is filed as reset (the user's arrangement
is gone at once); Restore is filed as overwrite in both modes (Merge still imports the
archive's preferences over the current ones and copies its extensions over installed ones of
the same name; Erase deletes the extensions and clipboard history first); pasting a clip is
reversible (it only types into the focused field). The confirmation's hard-coded names ("emoji
history", "pinned emojis", ``floris_user_dictionary``) are English in every language, as the
app passes them. FlorisBoard's "Unsaved changes" dialog (``FlorisUnsavedChangesDialog``) is not
shown: in French its Cancel and Discard both read "Annuler" and carry no ids, so neither can be
tapped by a label that names it alone.

AFWall+ is View-based: its dialogs are ``material-dialogs`` with the library's
``md_buttonDefault…`` ids in the app's package (a button whose label is also the title, as
Import and Export are, is tapped by its id), its menus' and lists' rows are known by their
text and its custom-script page's views carry its layout's ids. FlorisBoard draws with Jetpack
Compose, so its controls carry no resource ids and are known by their labels alone. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/ukanth/afwall
    git clone https://github.com/florisboard/florisboard
    python tests/safety/heldout_v113/build.py afwall florisboard

(AFWall+ at 4f5e5cbbff0ca1023a75c7c95faa4a8e938cf942 and FlorisBoard at
e4a640ba4cfcb329550895e3202ad8d2ef2783cb, as ``AFWALL`` and ``FLORISBOARD`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import afwall
import florisboard
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v113.yaml")
AFWALL: Source = (
    "4f5e5cbbff0ca1023a75c7c95faa4a8e938cf942", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
FLORISBOARD: Source = (
    "e4a640ba4cfcb329550895e3202ad8d2ef2783cb", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("florisboard", "ko"): "-ko-rKR"}
"""FlorisBoard keeps its Korean in a folder of its region, read by a device set to Korean in
Korea."""


def main(afwall_repo: str, florisboard_repo: str) -> int:
    apps = [
        ("afwall", [("afwall", Path(afwall_repo), AFWALL)], afwall.screens),
        ("florisboard", [("florisboard", Path(florisboard_repo), FLORISBOARD)],
         florisboard.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
