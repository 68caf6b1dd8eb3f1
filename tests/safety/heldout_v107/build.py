"""Builds the hundred-and-seventh held-out corpus (``heldout_v107.yaml``): two real Android
apps' screens about a Nostr social client with zaps and a notes app, from their translations
and code.

The pair first drawn, Notesnook (``streetwriters/notesnook``) and Round Sync
(``newhinton/Round-Sync``), could not be used: Notesnook keeps only its English catalog
(``packages/intl/locale/en.po``, with a pseudo-locale) and Round Sync is translated into two of
the nine languages (German and Chinese, with Catalan), and of the alternates Bitcoin Keeper
has only English and Spanish. The sources are YakiHonne (``com.yakihonne.yakihonne``, the
alternate ``YakiHonne/mobile-app``, a Flutter Nostr client with notes, articles, bookmark
lists, mutes, zaps, Lightning and Cashu wallets and several accounts; ``yakihonne.py``) and,
in place of the second, another app of Notesnook's kind no corpus had used, NotallyX
(``com.philkes.notallyx``, ``PhilKes/NotallyX``, a notes app with labels, attachments, an
archive, a recycle bin, backups and settings; ``notallyx.py``). YakiHonne reads its strings
with slang from one JSON catalog a language in ``lib/i18n/<language>.json``; a device's
language with no catalog (``LocalizationCubit.setLocale``: German and Korean) shows English,
and a key missing from a catalog shows English (``fallback_strategy: base_locale``); its
Chinese, Japanese, French, Spanish, Portuguese and Russian catalogs hold every string read.
NotallyX keeps its strings in ``app/src/main/res/values*/strings.xml``, read by name as
Android does; it has no Korean (``values-ko``), so Korean shows English, and its Japanese and
Portuguese miss some strings, shown in English. Neither app has Korean, so the Korean screens
are English throughout; both were kept, as each is translated into seven or eight of the nine
languages. A language without a string shows the English one, and the build prints which. How
each screen is put together (a dialog's title, message, own widgets and buttons, a menu's or
sheet's rows, a page's rows, fields and icons) and what each control does comes from the
apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in YakiHonne, Delete in "Delete note" (a deletion of the note is published to
the relays), in "Delete draft", in "Delete Article" and in "Delete bookmark list"; Delete in
"Delete wallet" (the wallet's connection secret is removed from the device) and in "Delete
Token" (the Cashu token, money, is dropped, "This action cannot be undone"); Delete in "Delete
account" with DELETE typed; "Logout all accounts" with no wallet linked, and "Log out" and
"Export & log out" in the wallets' export before logging out (every account's keys and
wallets are removed from the device); Send in the zap sheet (the zap is paid from the
connected wallet); Publish in the note composer (the note is published). In NotallyX, Delete
in "Delete selected notes?", "Delete all notes?" and "Delete note forever?" (the notes leave
the recycle bin for good), in "Delete file ...?", "Delete image forever?" and "Delete audio
recording forever?" (the attachment is deleted), in "Delete label?" (the label is taken off
every note and gone); "Delete all" in "Clear Data" (every note, image, file and recording is
deleted); "Reset Settings" in its dialog (every setting goes back to its default). Not
commits: a menu entry, row or button that only opens a confirmation (a note's Delete, Mute,
"Mute thread", Bookmark and Republish, "Delete wallet" in a wallet's menu, the settings'
"Delete account" and "Clear app cache", NotallyX's "Delete forever", "Delete all", "Clear
Data", "Reset Settings" and "Export backup"); Cancel everywhere; "Copy id", "Share as image",
Preview, Invoice (it only shows an invoice to be paid elsewhere), "Add account", Labels,
Share, "Select All"; and the reversible Pin, Mute in "Mute user" and "Mute thread" (undone
by Unmute), Link in "Link wallet", Follow, Unfollow, and NotallyX's Delete (the notes move to
Deleted), Archive, Restore and Pin.

Judgement calls: YakiHonne's Mute is reversible although its button is red and its dialog
asks to proceed (the user or thread joins one's mute list, and Unmute takes it off); Link in
"Link wallet" is reversible (one's profile gets the new wallet's address, and the former one
can be linked again); Clear in "Clear app cache" is harmless (the cache is fetched again);
"Delete draft" is a delete although the draft may be only on the device (it is gone with no
undo); "Export & log out" is filed as sign-out with "Log out" (it saves the wallets' secrets
first, but still signs every account out, removing their keys from the device, which only
their secret keys bring back); "Logout all accounts" is filed as sign-out only where no
wallet is linked (otherwise it opens the export); Send in the zap sheet is filed as payment;
Publish is filed as publish; NotallyX's "Delete image forever?" and "Delete audio recording
forever?" are deletes although the files go when the note is saved (the app offers no undo);
"Delete label?" is a delete although the notes stay ("Your notes attached to this label will
not be deleted"), since the label and its assignments are gone; "Reset Settings" is filed as
reset; NotallyX's Delete in a note's sheet and in the selection's menu moves the notes to
Deleted, from which Restore brings them back, so it is reversible.

YakiHonne is a Flutter app whose widgets set no keys, so its controls carry no resource ids a
hierarchy shows and are known by their labels alone; NotallyX's platform dialogs' buttons are
``android:id/button1`` and ``button2`` and its settings' rows carry its layout's ids, while
its menus' items (added in code) and its sheet's rows are known by their text. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/YakiHonne/mobile-app yakihonne
    git clone https://github.com/PhilKes/NotallyX
    python tests/safety/heldout_v107/build.py yakihonne NotallyX

(YakiHonne at 5e1941d66553aa45ba12f1808b5b1f700d85df57 and NotallyX at
c130d2d175932dd76a12a22e2e64435a3ee09939, as ``YAKIHONNE`` and ``NOTALLYX`` say; the strings
are read with ``git show`` at those commits, so a clone whose work tree could not be checked
out, as NotallyX's large files may leave it, serves as well.) The corpus was built once, from
these sources alone and without reading the policy, and measured once after it was final. It
is kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import notallyx
import yakihonne
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v107.yaml")
YAKIHONNE = ("5e1941d66553aa45ba12f1808b5b1f700d85df57", "lib/i18n/{}.json")
NOTALLYX: Source = (
    "c130d2d175932dd76a12a22e2e64435a3ee09939", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
CATALOGS = ("en", "zh", "ja", "fr", "es", "pt", "ru")
"""The languages YakiHonne has a catalog for (``AppLocale``); German and Korean have none and
show English."""


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    commit, path = YAKIHONNE
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return dict(json.loads(done.stdout))


class Catalog:
    """``t("name")`` or ``t("name", arg, ...)`` (each ``{{placeholder}}`` filled in order) in
    one language, its catalog's string or, where the language has none or leaves it empty,
    the English one, as slang's ``base_locale`` fallback does."""

    def __init__(self, own: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        return re.sub(r"\{\{\w+\}\}", lambda _: str(next(values)), value)


def main(yakihonne_repo: str, notallyx_repo: str) -> int:
    english = read_catalog(Path(yakihonne_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(Path(yakihonne_repo), lang) if lang in CATALOGS else {}
        sources = [("notallyx", Path(notallyx_repo), NOTALLYX)]
        return [
            ("yakihonne", Catalog(own, english, lang), yakihonne.screens),
            ("notallyx", Strings(sources, lang), notallyx.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
