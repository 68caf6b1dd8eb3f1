"""Builds the five-hundred-and-twenty-third held-out corpus (``heldout_v523.yaml``): an
Android OpenPGP key manager's screens, from its translations and code.

The source is OpenKeychain (``org.sufficientlysecure.keychain``, the Android app that keeps
OpenPGP keys: one's own keys created, published, edited, revoked, stripped and deleted,
contacts' keys searched, updated, confirmed and deleted, files encrypted, decrypted and their
originals deleted, keys backed up and exported, apps allowed to use the keys, Security Tokens
managed and reset, the keyservers, the network and the synchronization set). It is View-based
Java; its strings are ``OpenKeychain/src/main/res/values*/strings.xml``, read by name as a
device set to the language reads them (``SOURCE``, ``LOCALE``): Chinese from ``values-zh``, the
app's Simplified Chinese (there is no ``values-zh-rCN``), Portuguese from ``values-pt-rBR``,
Japanese, Korean, German, French, Spanish and Russian from their one folder; the items of its
string arrays (the choices of "Select an action!") are read from the same files. All nine
languages have a catalog. Korean translates fewer than half of the app's strings, and its
screens show 23 of theirs in English: the Revoke/Delete dialog (its message, both choices and
both buttons), "Delete original file", "Share key" and "Share key via clipboard", "Key
Status", "Edit Identities", "Edit Subkeys", "Subkey will be revoked" and "Subkey will be
stripped", the Security Token page and its reset question ("Gathering information for
Security Token…", "Ready for use!", "View Key", "Reset Security Token", "Reset Security
Token?" and its message), the confirmation texts of the certify pages, the key creation's
"You entered the following identity:" and the settings header's "Handling". The other seven
catalogs hold every string shown. The build prints both these and the strings a catalog
gives in the English words themselves, which here are the same words in that language
(OpenKeychain, URL, and German Apps, Start, Name and "Key Status", French Actions, Spanish,
Portuguese and Russian Email, Korean, Spanish and Russian "Web Key Directory"). The
platform's dialogs take OK and Cancel from Android (``android.R.string.ok`` and ``cancel``,
:data:`android_corpus.PLATFORM`); the app's own words are used everywhere else. A few words
are written in English in the app's code and show so in every language: "To file" and
"Share" in the export menu (``res/menu/export_public.xml``), the summary "Keyserver" of the
settings' first header and the "Key ID:" before a key's id. How each screen is put together
(a dialog's title, message, own views and buttons, a menu's rows, a page's widgets) and what
each control does comes from the app's code, named in the docstrings of ``okc_keys.py`` (the
key list, a contact's key, one's own key), ``okc_edit.py`` (the password, sharing and
publishing, identities and subkeys), ``okc_files.py`` (encryption, decryption, export) and
``okc_settings.py`` (settings, keyservers, apps, the Security Token, key creation).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in the deletion dialog of two selected contact keys, of a contact's key
and of one's own key ("Delete YOUR key 'Alice Liddell'?"), each running
``DeleteKeyringParcel`` (the key leaves the database, with no trash and no undo), filed as
delete; "Delete original file" in a decrypted file's popup menu (the encrypted original is
overwritten and deleted at once, with no question) and Delete in "Delete original files?"
after an encryption, filed as delete; "Delete keyserver" in "Edit keyserver" (the entry the
user typed leaves the stored list, with no undo), filed as delete; Save in "Edit Subkeys"
with a subkey marked "Subkey will be stripped" (its secret part is deleted from the device),
filed as delete; "Revoke and upload" in the Revoke/Delete dialog with "Revoke and Upload"
chosen (the key's revocation is signed and uploaded to the keyserver), Save in "Edit
Identities" with an identity marked for revocation and Save in "Edit Subkeys" with a subkey
marked "Subkey will be revoked" (a revocation signed into one's key cannot be taken back),
and "Revoke access" in an app's settings (the app's registration and its allowed keys are
deleted at once), filed as revoke; Reset in "Reset Security Token?" (the token is wiped,
with the key on it, as soon as it is held to the device), filed as reset; "Confirm key" with
"Publish certification on keyservers" ticked, "Upload To Keyserver" and "Create key" with
"Publish on keyservers" ticked (each sends a key to the keyserver, where anyone can download it
and from which it cannot be recalled), filed as publish. Not commits: "Delete key" in the
selection menu and in both key menus, "Change password", the identity and subkey rows of the
editing modes, "Strip Subkey", a keyserver's row and "Reset Security Token", which only open a
dialog, and "Delete only" in the Revoke/Delete dialog, which only opens the deletion's own
dialog (opens-prompt); Cancel everywhere, the rows, icons and buttons that open a page, a
menu, the QR scanner, the system's share sheet or file picker, or copy to the clipboard
("Share key", "Encrypt and share file", the export menu's Share, "Publish on keyserver", which
only opens the upload page, "Fingerprints match", which only opens the confirmation page),
Edit, which only starts the editing mode, the image button that drops a subkey's mark, "View
log", and "Update all keys" and "Update from keyserver" (harmless); and the reversible: OK in
"Change Password" and in "Edit keyserver", "Revoke Identity", "Revoke Subkey" and "Strip it",
which only mark a change that Save has still to make, the ticks "Publish certification on
keyservers", "Publish on keyservers" and "Delete files after encryption", "Create key" with
publishing unticked, Save in an app's settings and the switches "Web Key Directory", "Enable
Tor" and "Automatic key updates".

Judgement calls: the dialog rows "Revoke Identity", "Revoke Subkey" and "Strip it" (under
"Stripping this subkey will make it unusable on this device!") read as final but only add the
change to the ``SaveKeyringParcel`` being built, which the editing mode's close button drops
and a marked subkey's image button undoes; the commit is the editing mode's Save, and it
commits only with a change marked (the marked identity is only greyed out, which a hierarchy
shows no words for, so that screen reads as the unmarked one). The Revoke/Delete dialog's
positive button is named after the spinner's choice: with "Revoke and Upload" chosen it revokes
and uploads, with "Delete only" it only opens the deletion dialog, so the same button is a
commit on one screen and opens a prompt on the other. Saving, revoking and certifying ask for
no password here because the keys were made in the app, which makes them without one unless the
user sets it; with a password the operation first opens the password prompt. A contact's key
can often be downloaded again from a keyserver, but the copy on the device, with the user's
confirmations of it, is deleted with no undo: a delete. Deleting a keyserver loses only an
address, but one the user typed and the app keeps nowhere else: a delete. Revoking an app's
access is filed as revoke although the app can ask again: the user's choice of allowed keys is
gone and the app stops working with OpenKeychain at once. "Update all keys" and "Update from
keyserver" only download the published keys again and merge what is new (a revocation or a new
identity published by the key's owner), which is the keyserver's record and nothing the user
made: harmless. Changing the password keeps the key and the same dialog can change it again:
reversible. Creating a key without publishing it makes a key that "Delete key" removes:
reversible; with publishing ticked the key is sent to the keyserver: publish. "Confirm key"
without publishing is left out, since its certification stays on the device yet cannot be
withdrawn from the app. The Security Token's Reset is a commit although the wipe waits for the
token to be held to the device: nothing else is asked. The export menu's Share and "Encrypt and
share file" open the system's share sheet, where nothing is sent until a target is chosen.

OpenKeychain is View-based: its dialogs' buttons are ``android:id/button3``, ``button2`` and
``button1``, its pages and dialog views carry the ids of its layouts, an action-bar icon its
menu id and its title as content description; an image button without a content description
is known by its id (``fab_expand_menu_button``, ``view_key_action_key_clipboard``,
``button_subkey_action_cancel``), and a button whose words are also a title or a text of its
screen in a language (the certify page's "Confirm key", "Upload To Keyserver", the
Revoke/Delete dialog's buttons) is tapped by its id there (``screens.py``). The overflow and
navigation buttons, whose descriptions are the platform's, are left off. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/open-keychain/open-keychain
    python tests/safety/heldout_v523/build.py open-keychain

(OpenKeychain at 8d0bd1f8537fb3a795fda8161f730a313ef7b01c, "Merge pull request #2915 from
cketti/fix_add_email_dialog", 2024-05-16, the head of its default branch ``master``, as
``COMMIT`` says; the strings are read with ``git show`` at that commit, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import okc_edit
import okc_files
import okc_keys
import okc_settings
from android_corpus import (
    SUFFIX,
    Lookup,
    Source,
    Strings,
    platform_buttons,
    read_arrays,
    read_strings,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v523.yaml")
COMMIT = "8d0bd1f8537fb3a795fda8161f730a313ef7b01c"
SOURCE: Source = (COMMIT, ("OpenKeychain/src/main/res",), ("strings.xml",))
"""The commit, the app's resource folder and the file read in each ``values*`` folder."""
LOCALE = {("openkeychain", "zh"): "-zh"}
"""Chinese reads ``values-zh`` (Simplified Chinese; there is no ``values-zh-rCN``)."""
MODULES = (okc_keys, okc_edit, okc_files, okc_settings)
"""The app's parts, in the order the corpus shows them."""


def screens(t: Any) -> list[dict[str, Any]]:
    return [entry for module in MODULES for entry in module.screens(t)]


class Catalog(Strings):
    """The app's strings in one language as Android reads them (``Strings``), with the
    items of its string arrays as ``t("name[i]")``; ``same`` collects the strings shown
    whose translation is the English words themselves (the translation platform writes an
    untranslated string so)."""

    def __init__(self, repo: Path, lang: str) -> None:
        platform = platform_buttons()[lang]
        super().__init__([("openkeychain", repo, SOURCE)], lang, LOCALE, platform)
        suffix = LOCALE.get(("openkeychain", lang), SUFFIX[lang])
        self.english = {**read_strings(repo, SOURCE, ""), **read_arrays(repo, SOURCE, "")}
        self.own: dict[str, Any] = {}
        if suffix:
            self.own = {**read_strings(repo, SOURCE, suffix), **read_arrays(repo, SOURCE, suffix)}
            self.tables.insert(len(self.tables) - 1, (False, read_arrays(repo, SOURCE, suffix)))
        self.tables.append((True, read_arrays(repo, SOURCE, "")))
        self.same: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        name = key.partition("#")[0]
        if self.lang != "en" and self.own.get(name) and self.own[name] == self.english.get(name):
            self.same.add(name)
        return super().__call__(key, *args)


def main(repo: str) -> int:
    catalogs: list[Catalog] = []

    def lookups(lang: str) -> list[Lookup]:
        catalogs.append(Catalog(Path(repo), lang))
        return [("openkeychain", catalogs[-1], screens)]

    done = write_languages(OUT, Path(__file__), lookups)
    for catalog in catalogs:
        if catalog.same:
            names = ", ".join(sorted(catalog.same))
            print(f"{catalog.lang} openkeychain: {len(catalog.same)} strings read as the English "
                  f"words: {names}")  # fmt: skip
    return done


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
