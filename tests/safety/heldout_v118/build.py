"""Builds the hundred-and-eighteenth held-out corpus (``heldout_v118.yaml``): two real Android
apps' screens about a two-factor authenticator and an e-book reader, from their translations
and code.

The pair first drawn was KOReader and Psono. KOReader keeps its translations in the
``l10n`` submodule, ``koreader/koreader-translations``, whose repository (2.5 GB with its
history) was too large to fetch here, and no snapshot of Psono (``psono/psono-app``) could
be had; of the alternates, Key Mapper (``keymapperorg/KeyMapper``) is translated at its
newest commit only into Portuguese, Turkish and Simplified Chinese (three of the nine), and
SiYuan draws its Android screens as web pages in a WebView, not as native screens. Two apps
of the same kinds that no corpus had used took their places: Stratum (``com.stratumauth.app``,
formerly Authenticator Pro, a two-factor authenticator that keeps the user's secret keys,
for Psono; ``stratum.py``) and Book's Story (``ua.acclorite.book_story``, an e-book reader, for
KOReader; ``bookstory.py``). Stratum keeps its strings in
``Stratum.Droid/Resources/values*/strings.xml`` and Book's Story in
``app/src/main/res/values*/strings.xml``, both read by name (Simplified Chinese as
``values-zh-rCN``, Portuguese as ``values-pt-rBR``). Stratum is translated into all nine
languages. Book's Story is translated into Chinese, German, French, Spanish and Portuguese,
into Japanese without most of its icons' descriptions, into Korean with five strings only
and not into Russian (seven of the nine with English, Korean barely), so its Korean and
Russian screens show English, as Android does. A language without a string shows the
English one, and the build prints which. How each screen
is put together (a dialog's title, message, own widgets and buttons, a sheet's or menu's
rows, a page's widgets) and what each control does comes from the apps' code, named in each
module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Stratum, Delete in the "Warning" of an entry, over all entries and over a
category's (``DeleteWithCategoryBindingsAsync``: the entry and its secret key are gone from the
app, with no undo), Delete in the Delete dialog of a category and of an icon pack (each deleted
at once, with no undo); "Reset Copy Count" in Settings (every entry's copy count is cleared at
once, with no dialog); "Set password" in Password, with no password yet and to change one (the
database is re-encrypted with the new password, which cannot be recovered, and the biometric
unlock is cleared). In Book's Story, OK in "Delete books?" (two books selected, and one) and in
"Delete book?" (a book's page, and one opened from the history; the books are deleted from the
app's database, with their reading progress, categories, edited titles and covers and history),
OK in "Delete reading history?" (``deleteWholeHistory``), OK in "Remove category?" (the
category is gone; its books stay), and "Delete color preset" in Colors and in the reader's
settings sheet (the preset is deleted at once, with no undo). Not commits: rows, icons and
buttons that only open a confirmation or a sheet (Stratum's entry sheet's Delete, "Copy URI", a
category's and a pack's Delete, "Back up to HTML file", Password; Book's Story's "Delete
selected books", a book's Delete, "Delete whole history", a category's Remove, "Add files");
Cancel everywhere; harmless moves (Stratum's entry ``buttonMenu`` "Edit", "Show QR code",
"Enter a provided key", the advanced options' warning's OK, a category's ``buttonMenu``, "Back
up", "Back up to encrypted file", which opens the file picker; Book's Story's "Move selected
books"); and the reversible: Stratum's Edit and Add of an entry, Add of a category, "Set as
default", OK in the backup password sheet, the "Tap to Copy" and "Allow Screenshots" switches
and "Clear password"; Book's Story's OK in Move and in "Add books?", "Delete cover image",
"Reset cover image", a history row's delete, OK in "Create category" and "Create new color
preset".

Judgement calls: a book's deletion in Book's Story is a commit although its file stays on the
device (the app says so): the book comes back only as a new book, without its progress, its
categories, its edited title and cover and its history. A history row's own delete is
reversible (the snackbar offers Undo), while the whole history's is not. "Delete cover
image" is reversible (Reset cover image brings the book's own cover back), and so is "Reset
cover image" (a chosen cover stays in the photos it was picked from). "Reset Copy Count" is
filed as delete (the counts are the user's data, gone with no undo). "Set password" is filed
as revoke, as a new master password is (the old password, the biometric unlock and a password
backup no longer open the database, and a forgotten new one cannot be recovered), while
"Clear password" is reversible (the database is decrypted on the device and a password can
be set again). OK in the backup password sheet is reversible (it writes a backup file where
the user chose it in the system's picker, on the device as far as the screen shows). "Copy
URI" in its warning (the secret key copied to the clipboard) and OK in the empty password's
and the unencrypted backup's warnings are shown and not tapped.

Stratum is a .NET Android app whose pages, sheets and list rows are View-based layouts
(``.axml``), with the ids of those layouts, and whose dialogs are the platform's
``AlertDialog``, with ``android:id/button1/2``; Book's Story is drawn with Jetpack Compose,
so its buttons carry no resource ids a hierarchy shows and are known by their labels alone.
A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/jamie-mh/AuthenticatorPro stratum
    git clone https://github.com/Acclorite/book-story
    python tests/safety/heldout_v118/build.py stratum book-story

(Stratum at 50728132e69ff159a4107f2146694ac25988288d and Book's Story at
b0ab7d320aed903b56be6eff47b0049b8a7e48bf, as ``STRATUM`` and ``BOOKSTORY`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import bookstory
import stratum
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v118.yaml")
STRATUM: Source = (
    "50728132e69ff159a4107f2146694ac25988288d", ("Stratum.Droid/Resources",), ("strings.xml",),
)  # fmt: skip
BOOKSTORY: Source = (
    "b0ab7d320aed903b56be6eff47b0049b8a7e48bf", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""


def main(stratum_repo: str, bookstory_repo: str) -> int:
    apps = [
        ("stratum", [("stratum", Path(stratum_repo), STRATUM)], stratum.screens),
        ("bookstory", [("bookstory", Path(bookstory_repo), BOOKSTORY)], bookstory.screens),
    ]
    return build(OUT, Path(__file__), apps)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
