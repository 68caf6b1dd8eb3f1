"""Builds the thirty-ninth held-out corpus (``heldout_v39.yaml``): two real Android apps'
screens about a flashcard collection that syncs and a media app's local library, from their
translations and code.

The sources are AnkiDroid (``com.ichi2.anki``, a flashcard app whose collection syncs with
AnkiWeb; ``ankidroid.py``) and NewPipe (``org.schabi.newpipe``, a YouTube and media front end
that keeps subscriptions, playlists, history and downloads on the device; ``newpipe.py``),
two apps the project had not used. Their strings are read from the apps' ``values*``
resource files as Android does, by name: a language without a string shows the English one,
and the build prints which. AnkiDroid's strings are split over numbered files
(``AnkiDroid/src/main/res/values*/01-core.xml`` and the rest; ``ANKIDROID``) and its Spanish
is ``values-es-rES``, which a device set to Spain's Spanish reads (``LOCALE``); NewPipe's
are ``app/src/main/res/values*/strings.xml``. AnkiDroid takes some labels (the deck's
"Delete deck", "Check database", the overflow's Import and Export, the reset dialog's check
boxes) from Anki's own translations, the Fluent files of ``anki-core-i18n``
(``core/<folder>/*.ftl``, ``templates`` for English; ``ANKI_I18N``, ``FLUENT``), and shows
the English ones in sentence case where its ``sentence-case.xml`` names the same words
(``SentenceCase.kt``); ``AnkiStrings`` reads them the same way. How each screen is put
together (a dialog's title, message, own widgets and buttons, a list dialog's rows, a
menu's entries, a screen's rows) and what each control does comes from the apps' code,
named in each module's docstring. Names, dates and file names are written the same in every
language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in AnkiDroid, Replace in both sync conflict confirmations (one overwrites the
collection on AnkiWeb with the device's, the other the device's with AnkiWeb's), Overwrite
in "One-way sync from server", a backup's date in "Select backup to restore" (the backup
replaces the collection at once), Replace in the import that replaces the collection,
Delete in the four Manage space dialogs (unused media files, backups, the collection, all
the app's data) and OK in "Reset languages". In NewPipe, Delete in "Delete entire watch
history?", "Delete all playback positions?", "Delete entire search history?", a past
search's deletion and a playlist's deletion; Delete on a watched stream (its history
entry) and on a playlist's stream (removed from the playlist); Yes in "Remove watched
streams?" and OK in "Remove duplicates?"; Unsubscribe in a subscription's list, the
Subscribed button on a channel and Unsubscribe in "Error loading feed"; OK on a channel
group's delete screen; "Clear download history" in its prompt (the finished downloads'
records are forgotten); OK in the database import ("This will override your current
setup."), which replaces subscriptions, playlists and history; OK in "Reset settings".
Not commits: a row, entry or button that only opens a dialog, a list, a picker or a screen
(the overflows' entries, the Check submenu's "Check database", "Restore from backup",
Continue in "Restore backup?", "Choose another", AnkiDroid's sync conflict choices, the
Manage space rows, NewPipe's clearing rows, a playlist's Rename and Delete, "Remove
watched", "Remove duplicates", "Delete downloaded files", "Import database"); Cancel in
every dialog; Share, "Browse cards", "Export deck", "Add to playlist", "Set as playlist
thumbnail", "Create backup" and "Wipe cached metadata"; Subscribe on a channel (undone by the
same button); and the deletions the apps let the user undo.

Judgement calls: AnkiDroid's "Delete deck" (in the deck's list and in "Delete deck?"),
Delete in "Delete note?" and Reset in "Reset card progress" are not commits, because each is
an undoable operation of the collection (the snackbar's Undo or the Undo entry brings the
deck, the note or the cards' progress back); NewPipe's "Delete file" and OK in "Erase all
downloaded files from disk?" are not commits either, because the files are only hidden
and deleted five seconds later unless the snackbar's Undo is tapped. OK in "Check
database" is harmless: it is the app's routine repair of the collection's structure, not an
act on what the user keeps in it. Unsubscribing in NewPipe is a commit although Subscribe
brings the channel back, because the subscription's place in the user's channel groups is
deleted with it (``FeedGroupSubscriptionEntity`` cascades) and nothing undoes that;
subscribing is reversible, as unsubscribing at once leaves things as they were. "Clear
download history" is a commit though the files stay: the records are forgotten with no
undo. Wiping the metadata cache is harmless (it is fetched again). Restoring a backup by
its date is a commit: the collection is replaced at once.

AnkiDroid's and NewPipe's dialogs (``AlertDialog``, ``MaterialAlertDialogBuilder``) carry the
platform's button ids (``android:id/button1`` positive, ``button2`` negative, ``button3``
neutral), as a real hierarchy shows them; where a button repeats a text of its dialog or of
the page behind it, or another button's, the case taps it by that id. NewPipe's channel
group dialog has its own buttons (``cancel_button``, ``confirm_button``). A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/ankidroid/Anki-Android
    git clone https://github.com/ankitects/anki-core-i18n
    git clone https://github.com/TeamNewPipe/NewPipe
    python tests/safety/heldout_v39/build.py Anki-Android anki-core-i18n NewPipe

(AnkiDroid at a644cf7936e06099b250ced33a3bc26ccb22707d, Anki's translations at
571f3f13fb4224eacc3a0f75f20cab36d3e072c5 and NewPipe at
79767f95f7611c79891828383d7adbf6d3a8ac0b, as ``ANKIDROID``, ``ANKI_I18N`` and ``NEWPIPE``
say.) The corpus was built once, from these sources alone and without reading the policy,
and measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import ankidroid
import newpipe
from android_corpus import SUFFIX, Repo, Source, Strings, _format, _plural, check_labels

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus

OUT = Path(__file__).with_name("heldout_v39.yaml")
ANKIDROID: Source = (
    "a644cf7936e06099b250ced33a3bc26ccb22707d", ("AnkiDroid/src/main/res",),
    ("01-core.xml", "02-strings.xml", "03-dialogs.xml", "04-network.xml", "07-cardbrowser.xml",
     "09-backup.xml", "10-preferences.xml", "17-model-manager.xml", "sentence-case.xml"),
)  # fmt: skip
NEWPIPE: Source = (
    "79767f95f7611c79891828383d7adbf6d3a8ac0b", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
ANKI_I18N = ("571f3f13fb4224eacc3a0f75f20cab36d3e072c5", "core")
"""Anki's translations: the commit and the folder of the Fluent files."""
FLUENT = {"en": "templates", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
          "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
"""Each language's folder of Anki's Fluent files (``templates`` for English)."""
LOCALE = {("ankidroid", "es"): "-es-rES"}
"""AnkiDroid's Spanish is ``values-es-rES`` (it has no plain ``values-es``)."""


class AnkiStrings(Strings):
    """AnkiDroid's ``Strings``, and also ``t("tr:key|name")``, a string of Anki's Fluent
    files (the language's, then English) shown as the resource ``name`` where the two are
    the same words but for case, as ``toSentenceCase`` does; and ``t("name#N!", ...)``, the
    plural of ``name`` for N filled in with the arguments as given."""

    def __init__(self, sources: list[Repo], lang: str, i18n: Path) -> None:
        super().__init__(sources, lang, LOCALE)
        self.fluent = [] if lang == "en" else [(False, read_fluent(i18n, FLUENT[lang]))]
        self.fluent.append((True, read_fluent(i18n, FLUENT["en"])))

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("tr:"):
            name, _, sentence = key[3:].partition("|")
            value = self._find(self.fluent, name)
            shown = self._find(self.tables, sentence, note=False) if sentence else ""
            return shown if shown.lower() == value.lower() else value
        if key.endswith("!"):
            name, _, count = key[:-1].partition("#")
            forms = self._find(self.tables, name)
            return _format(_plural(forms, int(count), self.lang), args)
        return super().__call__(key, *args)

    def _find(self, tables: list[tuple[bool, dict[str, Any]]], name: str,
              note: bool = True) -> Any:  # fmt: skip
        for english, table in tables:
            if table.get(name):
                if english and note and self.lang != "en":
                    self.fallbacks.add(name)
                return table[name]
        raise KeyError(name)


def read_fluent(repo: Path, folder: str) -> dict[str, str]:
    """The one-line messages of every Fluent file of ``core/<folder>`` at the commit."""
    commit, root = ANKI_I18N

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(repo), *args], capture_output=True,
                              text=True, check=True).stdout  # fmt: skip

    table: dict[str, str] = {}
    for name in git("ls-tree", "--name-only", f"{commit}:{root}/{folder}").split():
        if name.endswith(".ftl"):
            text = git("show", f"{commit}:{root}/{folder}/{name}")
            for m in re.finditer(r"^([a-z][\w-]*) = (.+)$", text, re.MULTILINE):
                table[m.group(1)] = m.group(2).strip()
    return table


def main(ankidroid_repo: str, i18n_repo: str, newpipe_repo: str) -> int:
    corpus = []
    for lang in SUFFIX:
        anki = [("ankidroid", Path(ankidroid_repo), ANKIDROID)]
        lookups = [
            ("ankidroid", AnkiStrings(anki, lang, Path(i18n_repo)), ankidroid.screens),
            ("newpipe", Strings([("newpipe", Path(newpipe_repo), NEWPIPE)], lang),
             newpipe.screens),
        ]  # fmt: skip
        for _, t, screens in lookups:
            for entry in screens(t):
                check_labels(entry, lang)
                corpus.append({"category": entry["category"], "language": lang, **entry})
        for name, t, _ in lookups:
            report_fallbacks(f"{lang} {name}", t.fallbacks)
    write_corpus(OUT, corpus, Path(__file__))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))
