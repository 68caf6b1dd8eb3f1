"""Builds the twenty-sixth held-out corpus (``heldout_v26.yaml``): two real Android apps'
native screens about encryption keys, keyservers and a password database, from their
translations and code.

The sources are OpenKeychain (an OpenPGP key manager; ``openkeychain.py``) and KeePassDX (a
KeePass password manager; ``keepassdx.py``), two apps the project had not used. Strings are
read from OpenKeychain's ``OpenKeychain/src/main/res/values*/strings.xml`` and KeePassDX's
``app/src/main/res/values*/strings.xml`` in the nine languages of the term lists, looked up
by name as Android does: a language without a string shows the English one, and the build
prints which. OpenKeychain's Simplified Chinese is its ``values-zh`` folder (it has no
``values-zh-rCN``), read through ``LOCALE``; both apps have ``values-pt-rBR``. The
platform's Cancel and OK (``android.R.string.cancel`` and ``ok``), which both apps put on
their dialogs, are transcribed in ``PLATFORM``. How each screen is put together (a dialog's
title, message, own widgets and buttons, a menu's entries, a screen's rows, fields and
buttons) and what each control does comes from the apps' code, named in each module's
docstring. Names, key fingerprints, file names and paths are written the same in every
language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in OpenKeychain, "Revoke and upload" in "Revoke/Delete key" (the key is
revoked and the revocation uploaded to the keyserver), the same button relabelled "Delete
only" once that choice is picked (the secret key is deleted from the device), Delete in the
dialogs that delete one public key or two, Delete in "Delete original files?", "Upload To
Keyserver" (the public key goes to a public keyserver), "Revoke access" in an allowed app's
overflow (its registration and allowed keys are deleted at once, with no dialog) and "Delete
keyserver" in "Edit keyserver". In KeePassDX, OK in "Permanently delete selected nodes?" and
in "Permanently delete all nodes from the recycle bin?", "Delete history" on a former
version of an entry (deleted at once), OK when an attachment of the same name is replaced,
OK in "Remove unlinked data" and OK in the dialog that deletes the device unlock's
encryption keys. Not commits: a menu entry or icon that only opens a dialog or a screen
(OpenKeychain's Delete key, in a key's overflow and on selected keys, Backup key, "Encrypt
to…", "Publish on keyserver", which opens the upload screen, "Share with…", which opens the
system's chooser, Advanced; KeePassDX's Delete on an entry already in the recycle bin, "Empty
the recycle bin", Move); Cancel in every dialog; OK in "Edit keyserver" (the edit is saved);
KeePassDX's Delete on an entry outside the recycle bin with the recycle bin on (it is moved
there at once, whence Move brings it back: "reversible"), "Restore history" (the current
version is kept in the history), OK and Cancel in "Overwrite existing data?" (OK only closes
the dialog; nothing is saved until the entry's Save), and Remove on a recent database on the
start screen (the app's record of the file goes, not the file).

Judgement calls: "Revoke and upload" is put under "revoke", deleting a key, a file, a
keyserver, an app's access, nodes, a history version, unlinked attachments or the device
unlock's keys under "delete", and the replaced attachment under "overwrite". Deleting a
public key is a commit although it can be imported again from a keyserver or a file (what
the app held, with one's certifications of it, is gone); "Revoke access" is a commit
although the app can ask to register again (its allowed keys are forgotten, and the
overflow entry acts at once); "Delete keyserver" is a commit (a record erased that the app
cannot bring back, typed again at best), as v24 labels Amaze's bookmark. Deleting the device
unlock's keys is a commit (the credentials stored with them can never be decrypted again),
although the master password still opens the database. Removing a recent database from the
start screen is harmless (the database file stays and is opened again from the picker).
KeePassDX's delete dialogs have no title. The revoke dialog's spinner shows the choice
picked, which reads as the positive button does in some languages (and "Delete only" in
English): the button is then tapped by its id. ``UploadKeyActivity`` is titled
"Upload to Keyserver" and its button "Upload To Keyserver": where the two read alike, the
button is tapped by its id.

Platform dialogs (both apps' ``AlertDialog.Builder``) carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative, ``button3`` neutral), listed in the
order a hierarchy shows them (neutral, negative, positive); where a button repeats a text of
its dialog or of the page behind it, or another button's, the case taps it by that id. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/open-keychain/open-keychain
    git clone https://github.com/Kunzisoft/KeePassDX
    python tests/safety/heldout_v26/build.py open-keychain KeePassDX

(OpenKeychain at 8d0bd1f8537fb3a795fda8161f730a313ef7b01c and KeePassDX at
e94bf93079687c4f0f23b562788178bff623cb94, as ``OPENKEYCHAIN`` and ``KEEPASSDX`` say.) The
corpus was built once, from these sources alone and without reading the policy, and is kept
apart from the pinned corpus and the other held-out corpora; nothing in the policy is tuned
to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import keepassdx
import openkeychain
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v26.yaml")
OPENKEYCHAIN: Source = (
    "8d0bd1f8537fb3a795fda8161f730a313ef7b01c", ("OpenKeychain/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
KEEPASSDX: Source = (
    "e94bf93079687c4f0f23b562788178bff623cb94", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {("openkeychain", "zh"): "-zh"}
"""OpenKeychain's Simplified Chinese folder."""
PLATFORM = {
    "en": ("Cancel", "OK"), "zh": ("取消", "确定"), "ja": ("キャンセル", "OK"),
    "ko": ("취소", "확인"), "de": ("Abbrechen", "OK"), "fr": ("Annuler", "OK"),
    "es": ("Cancelar", "Aceptar"), "pt": ("Cancelar", "OK"), "ru": ("Отмена", "ОК"),
}  # fmt: skip
"""The platform's own ``android:string/cancel`` and ``ok``, transcribed from the Android
framework's translations."""


def main(openkeychain_repo: str, keepassdx_repo: str) -> int:
    platform = {lang: {"android:cancel": cancel, "android:ok": ok}
                for lang, (cancel, ok) in PLATFORM.items()}  # fmt: skip
    apps = [
        ("openkeychain", [("openkeychain", Path(openkeychain_repo), OPENKEYCHAIN)],
         openkeychain.screens),
        ("keepassdx", [("keepassdx", Path(keepassdx_repo), KEEPASSDX)], keepassdx.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
