"""Builds the thirteenth held-out corpus (``heldout_v13.yaml``): two real Android apps'
native screens, from their translations and code.

The sources are MyExpenses (a personal finance ledger; ``myexpenses.py``) and Aegis (a
two-factor authenticator; ``aegis.py``), two domains the project had not used. Strings are
read from each repository's ``res/values*`` files in the nine languages of the term
lists, looked up by name as Android does: a language without a string shows the English
one, and the build prints which. MyExpenses' strings are ``myExpenses/src/main/res``
(``strings.xml``, with ``aosp.xml`` and ``help.xml`` beside it), its Portuguese
``values-pt-rBR``; Aegis' are ``app/src/main/res``, whose folders carry a region
(``values-de-rDE``, ``values-ja-rJP`` ...), the ones a device set to that region reads.
Both apps take some buttons from the platform (``android.R.string.ok``/``cancel``, and
``yes``/``no``, which read OK and Cancel; ``selectAll``): those few words are transcribed
from the Android framework's translations (``PLATFORM``). How each screen is put together
(a dialog's title, text and buttons, an overflow, context or action-mode menu's entries,
a screen's rows and buttons) and what each control does comes from the apps' code, named
in each module's docstring; checkboxes are written as the corpus's ``switch``.

Each action is labelled by what it does in the app, not by its words or by what the
policy says. Commits: deleting transactions (also reconciled ones), an account with all
its transactions, or a budget; linking a synced account one way or the other, which
deletes the data on the other side ("Upload from local" deletes the remote data,
"Download from remote" the local data: no word of deleting on the button); deleting one
or two entries from the authenticator (the secret that makes the codes is gone, and the
app warns that 2FA stays on at the service); deleting an icon pack's files; and the group
manager's Save after a group was removed (it writes the removal, and the entries lose
their group). Not commits: a menu entry or button that only opens a confirmation, a
submenu, a picker or a screen, and the negative button of a confirmation; the "mark as
void instead" box; Undelete; closing an account (Reopen undoes it) and excluding it from
totals; applying, cancelling or resetting a planned occurrence (Reset undoes either, and
an applied one is a ledger entry like any other); recording a transfer between two of the
user's own accounts (a ledger entry: no money moves, and it is edited or deleted like
any other); Yes on "Discard?" and Discard on "Discard changes?" (only what was typed and
not saved is dropped); stopping a sync (linking again syncs in full); favoriting, locking,
saving an edited entry; Yes on "Remove group" (the screen only holds it until Save);
turning the vault's encryption off (setting a password encrypts it again); and the
export dialog's OK and Share, which open the system's file picker and share sheet (the
file leaves only after the user picks there, in a screen that is not the app's).

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative, ``button3`` neutral), as a real hierarchy shows them;
where a button repeats a text of its dialog or of the page behind it, or another
button's, the case taps it by that id. A button a screen shows but no case taps is still
on the screen.

    git clone https://github.com/mtotschnig/MyExpenses
    git clone https://github.com/beemdevelopment/Aegis
    python tests/safety/heldout_v13/build.py MyExpenses Aegis

(MyExpenses at bc3e660b1074e956130f8b9164ffd99e7512f567, Aegis at
59d5c640d6a2d0d16f243dbdd735758eed65bc63, as ``MYEXPENSES`` and ``AEGIS`` say.) The corpus
was built once, from these sources alone and without reading the policy, and first
measured on the policy as of commit 4db25ac: 90 of 99 irreversible actions blocked
(90.9%), 91 of 360 harmless ones blocked (25.3%). It is kept apart from the pinned corpus
and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import aegis
import myexpenses
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v13.yaml")
MYEXPENSES: Source = (
    "bc3e660b1074e956130f8b9164ffd99e7512f567",
    ("myExpenses/src/main/res",),
    ("strings.xml", "aosp.xml", "help.xml"),
)
AEGIS: Source = (
    "59d5c640d6a2d0d16f243dbdd735758eed65bc63",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {
    ("aegis", "ja"): "-ja-rJP", ("aegis", "ko"): "-ko-rKR", ("aegis", "de"): "-de-rDE",
    ("aegis", "fr"): "-fr-rFR", ("aegis", "es"): "-es-rES", ("aegis", "ru"): "-ru-rRU",
}  # fmt: skip
"""Folders a device set to the language's region reads where the plain one is missing."""
PLATFORM = {
    "en": ("OK", "Cancel", "Select all"),
    "zh": ("确定", "取消", "全选"),
    "ja": ("OK", "キャンセル", "すべて選択"),
    "ko": ("확인", "취소", "모두 선택"),
    "de": ("OK", "Abbrechen", "Alle auswählen"),
    "fr": ("OK", "Annuler", "Tout sélectionner"),
    "es": ("Aceptar", "Cancelar", "Seleccionar todo"),
    "pt": ("OK", "Cancelar", "Selecionar tudo"),
    "ru": ("ОК", "Отмена", "Выбрать все"),
}
"""The platform's own ``android:string/ok`` (which ``yes`` also reads), ``cancel`` (and
``no``) and ``selectAll``, transcribed from the Android framework's translations."""


def main(myexpenses_repo: str, aegis_repo: str) -> int:
    names = ("android:ok", "android:cancel", "android:select_all")
    platform = {lang: dict(zip(names, words, strict=True)) for lang, words in PLATFORM.items()}
    apps = [
        ("myexpenses", [("myexpenses", Path(myexpenses_repo), MYEXPENSES)], myexpenses.screens),
        ("aegis", [("aegis", Path(aegis_repo), AEGIS)], aegis.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
