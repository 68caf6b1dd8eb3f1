"""Builds the hundred-and-seventeenth held-out corpus (``heldout_v117.yaml``): two real Android
apps' screens about an XMPP messenger and a keyboard, from their translations and code.

The sources are Xabber (``com.xabber.android``, an XMPP messenger: messages sent and removed,
chat history cleared, attention called, contacts blocked, removed and declined, conferences
left and removed, roster groups deleted, accounts deleted from the app; ``xabber.py``) and
HeliBoard (``helium314.keyboard``, an open-source keyboard: dictionaries, custom layouts and
colour themes deleted, personal dictionary words edited and deleted, learned data cleared,
the gesture library and background image deleted, customizations reset, the clipboard history
cleared; ``heliboard.py``), two apps the project had not used. Xabber is read at its default
branch, ``master`` (its 2.6 releases; later work lives on unmerged branches). It keeps its
strings in several files of ``xabber/src/main/res/values*/`` (``XABBER`` lists them), its
translations in folders of a region (``values-ja-rJP``, ``values-de-rDE``, ``values-fr-rFR``,
``values-es-rES``, ``values-ru-rRU``, ``values-ko-rKR``; ``LOCALE``), read by a device set to
the language in that region; it is translated into eight of the nine languages, its Korean
holding only a few strings, so its Korean screens show English. HeliBoard keeps its strings in
``app/src/main/res/values*/strings.xml``, translated fully into Chinese, German, French,
Spanish, Brazilian Portuguese and Russian; its Japanese and Korean hold the strings inherited
from the AOSP keyboard and few of its own, so most of its Japanese and Korean screens show
English. Both read by name; a language without a string shows the English one, and the build
prints which. Xabber's dialogs take Cancel and OK from the platform (``android.R.string.cancel``
and ``ok``), as do HeliBoard's ``ConfirmationDialog`` buttons (``PLATFORM``). How each screen
is put together (a dialog's title, message, widgets and buttons, a menu's rows, a page's
widgets) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Xabber, "Send" with a message typed (sent at once); "Call attention" in a
chat's menu (an attention request reaches the contact at once); "Retry sending" on a message
that failed (sent again); "Request subscription" in the contact's menu (a request reaches the
contact); Clear in "Clear history" (every message of the chat is deleted from the history);
"Remove from history" on a message (deleted at once, no confirmation); "Block contact" in "Do
you really want to block contact ...?"; Delete in "Do you really want to delete contact ...?"
(the contact leaves the server's roster and the subscription is discarded); "Decline contact"
on a contact who asked to subscribe (declined at once); "Remove conference" in "Do you really
want to remove conference ...?" (the room is left and removed with its bookmark); "Delete
group" in "Do you really want to delete group ...?"; "Delete account" in "Do you really want to
delete account ...?". In HeliBoard, Remove in "Really remove user-added dictionary ...?" (the
file is deleted); Delete in "Really delete custom layout ...?", for a layout in use and one
that is not; OK in "Really delete Ocean?" (a user colour theme's colours are removed); Delete
in "Edit word" (the word leaves the personal dictionary at once); OK in "Warning: Disabling
this setting will clear learned data" (the keyboard then removes every user history
dictionary); "Delete library" in "Load gesture typing library"; Delete in "Set background
image"; OK in "Really clear all customized key codes?" and "Really reset all customized
icons?"; the clipboard strip's "Clear clipboard" (every clip not pinned is deleted at once).
Not commits: rows and icons that only open a dialog or a picker (Xabber's "Clear history",
Mute, "Edit alias", "Block contact" and "Remove contact" in the menus, a contact's Delete, a
conference's "Remove conference", "Delete group", an account's "Delete account", "Unblock all",
``button_attach``; HeliBoard's Delete icons, "Load library", "Load file", Restore, Default, a
word's row, "Add a word", the "Personalized suggestions" switch, which asks before it turns
off); Cancel and Close everywhere; "Send contact" (the share chooser), Copy and "Close
clipboard history"; and the reversible: Archive, "Leave conference" (the room stays, with "Join
conference"), OK in "Edit alias", a custom layout chosen, Save in "Edit word", the "Next-word
suggestions" switch and a clip typed into the field.

Judgement calls: Xabber's "Delete account" removes the account from the app only, as its
message says (the server account stays), and is filed as delete-account and a commit: its row
with the saved password and OTR key, its open chats, roster cache and trusted fingerprints go,
with no undo. "Leave conference" is reversible (the room stays in the list and "Join
conference" rejoins it), while "Remove conference" is filed as leave and is a commit (the room
and its bookmark are gone; joining again needs its address). "Call attention", "Retry sending"
and "Request subscription" are filed as send. "Decline contact" is filed as decline (the
request is refused and only the other user can ask again). "Delete group" is filed as delete
(the group leaves every contact, who stay in the roster, with no undo). HeliBoard's "Delete
library" and background Delete are filed as delete though the user may still hold the file (the
app's copy is gone, with no undo); resetting key codes and icons is filed as reset. Saving an
edited word is reversible (it can be edited again); tapping a clip types it into the field,
which the field's own undo takes back. Not shown: Xabber's message status row (an icon row with
no label); HeliBoard's clipboard keys Cut, Copy and Paste (described by ``android:string``,
whose translations are not transcribed here), and the "Set image for day or night mode?"
dialog, whose Cancel is blank. Xabber is View-based throughout (``android:id/button1/2/3`` and
its layouts' ids); HeliBoard draws its settings with Jetpack Compose (no ids; its ``edit``,
``expand`` icons are described by fixed English words) and its clipboard view with Views (its
layouts' ids). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/redsolution/xabber-android
    git clone https://github.com/Helium314/HeliBoard
    python tests/safety/heldout_v117/build.py xabber-android HeliBoard

(Xabber at e6a435084f1afa7eb2080f8bc0ce378bbf5e5660 and HeliBoard at
8e7465ce67acd56fc39232646d317a5d816b3b93, as ``XABBER`` and ``HELIBOARD`` say; the strings
are read with ``git show`` at those commits, so a clone whose work tree could not be checked
out serves as well.) The corpus was built once, from these sources alone and without reading
the policy, and measured once after it was final. It is kept apart from the pinned corpus and
the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import heliboard
import xabber
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v117.yaml")
XABBER: Source = (
    "e6a435084f1afa7eb2080f8bc0ce378bbf5e5660", ("xabber/src/main/res",),
    ("about_viewer.xml", "account_editor.xml", "account_list.xml", "chat_viewer.xml",
     "contact_editor.xml", "contact_list.xml", "contact_viewer.xml", "muc_editor.xml",
     "preference_editor.xml", "status_editor.xml", "words.xml", "xabber_account.xml"),
)  # fmt: skip
HELIBOARD: Source = (
    "8e7465ce67acd56fc39232646d317a5d816b3b93", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("xabber", lang): f"-{lang}-r{region}" for lang, region in
          (("ja", "JP"), ("ko", "KR"), ("de", "DE"), ("fr", "FR"), ("es", "ES"),
           ("ru", "RU"))}  # fmt: skip
"""Xabber keeps its translations in folders of a region, read by a device set to the
language in that region."""


def main(xabber_repo: str, heliboard_repo: str) -> int:
    apps = [
        ("xabber", [("xabber", Path(xabber_repo), XABBER)], xabber.screens),
        ("heliboard", [("heliboard", Path(heliboard_repo), HELIBOARD)], heliboard.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
