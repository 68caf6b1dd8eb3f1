"""Builds the hundred-and-second held-out corpus (``heldout_v102.yaml``): two real Android
apps' screens about notes and a Lemmy client, from their translations and code.

The sources are Joplin's mobile app (``net.cozic.joplin``, ``packages/app-mobile`` of the
Joplin repository, a React Native note taker: notebooks and notes moved to the trash and
restored, the trash emptied, notes deleted for good, profiles deleted, shared notebooks
accepted, rejected and left; ``joplin.py``) and Raccoon for Lemmy
(``com.github.diegoberaldin.raccoonforlemmy``, a Kotlin Multiplatform client of Lemmy:
posts and comments deleted and restored, content moderated, users, communities and
instances blocked, a community, private messages and drafts deleted; ``raccoon.py``), two
apps the project had not used (Raccoon is not a fork of Jerboa, Thunder or Interstellar).
Joplin keeps its strings in gettext catalogs, ``packages/tools/locales/<locale>.po``
(``zh_CN``, ``ja_JP``, ``ko``, ``de_DE``, ``fr_FR``, ``es_ES``, ``pt_BR``, ``ru_RU``, the
locale ``closestSupportedLocale`` picks for a device in each language), keyed by the English
``msgid``; as ``packages/tools/build-translation.ts`` builds them, a fuzzy or empty
translation is left out, and ``_()`` then shows the English text. Raccoon keeps its strings
in Lyricist catalogs, one Kotlin ``object`` a language overriding ``DefaultStrings``' English
(``core/l10n/src/commonMain/kotlin/.../l10n/messages/<Language>Strings.kt``), chosen in the
app's language setting; it has German, French, Spanish, Portuguese (Brazil, ``PtBrStrings``)
and Russian, but no Japanese, no Korean and only traditional Chinese (``zh_TW``,
``zh_HK``), so its Chinese (simplified), Japanese and Korean screens show English. It was
kept although it is translated into six of the nine languages only, as AuthPass was with
seven: it is the pair's Lemmy client, and its confirmations read alike whatever they do.
A string missing from a catalog shows the English one, and the build prints which. How
each screen is put together (a dialog's title, message and buttons, a sheet's or menu's
rows, a page's rows, fields and buttons) and what each control does comes from the apps'
code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Joplin, "Empty trash" in "This will permanently delete all items in the
trash. Continue?" (every note and notebook in the trash is deleted for good); Delete in
"Permanently delete note ...?" (``toTrash: false``); Discard in "An autosaved drawing was
found..." (the autosaved drawing is erased); "Delete profile ..." in "Delete this
profile?"; Reject on a shared notebook's invitation (answered at once); OK in "This will
remove the notebook from your collection..." (the shared notebook is left). In Raccoon,
"Block user", "Block community" and "Block instance" in the Block sheet, "Block community"
and "Block instance" in a community's menu and "Block user" and "Block instance" in a
user's menu (each done at once, with no confirmation); Confirm in "Delete" "Are you sure?"
for a community; Confirm in "Are you sure?" for a private message and for a post's and a
comment's draft. Not commits: rows that only open a confirmation, a form or a sheet
(Joplin's notebook Delete, the Trash's "Empty trash", "Permanently delete note", a
profile's Delete and the profile itself, "Leave notebook", "Disable encryption"; Raccoon's
Report, Remove, Ban, Delete and a feed post's Block); Cancel and Close everywhere; Edit,
Share and "Synchronise"; and the reversible notebook's and note's Delete (to the trash), OK
in "Move notebook ... to the trash?", Restore, OK in "Move N notes...", Attach, Accept,
Continue in Confirmation, "Discard changes" in the settings, Raccoon's Confirm in "Are you
sure?" for one's own post and comment, Lock, "Add mod", Distinguish, Hide, "Add to
favorites", Resolve, Unblock, and Confirm when removing an account from the app or logging
out.

Judgement calls: Joplin's Delete of a note or a notebook is reversible (both go to the
trash, from which Restore brings them back); "Synchronise" is harmless (it only brings the
sync target and the device in line with changes already made, which the trash and the note
history keep); "Discard changes" in the settings is reversible (only unsaved setting edits
are dropped, and they can be made again); the profile's deletion is a delete although
``deleteProfileById`` only drops it from the profile list (the app says its notes are
permanently deleted and offers no way back to them); a shared notebook's Reject is filed as
decline and its Leave as leave (only a new invitation from its owner gives access again);
an autosaved drawing's Discard is a delete (the drawing, never attached, is gone). In
Raccoon, deleting one's own post or comment is reversible (Lemmy keeps it, and the app's
menu offers Restore in its place), as other corpora filed Thunder's, while deleting a
community, which the app offers no way to restore, is a delete; a moderator's Lock, "Add
mod" and Distinguish are reversible (each is done at once and undone from the same menu by
Unlock, "Remove mod" and "Unmark as distinguished"); a block is a commit although Unblock
undoes it (the blocked content is hidden at once and the block is stored on the instance),
as the project's other corpora file blocks; removing an account from the app and logging
out are reversible (one logs in again). Raccoon's report, removal, purge and ban forms send
with a top bar icon whose ``contentDescription`` is null, so a hierarchy names it by
nothing and the forms are not shown; nor are its message and comment composers' send icons,
for the same reason.

Joplin is a React Native app, so its pages' controls carry no resource ids a hierarchy
shows and are known by their labels, but its ``Alert.alert`` is the platform's
``AlertDialog``, whose buttons are ``android:id/button1/2/3`` (the last button is the
positive one); Raccoon draws with Jetpack Compose, so its controls carry no resource ids and
are known by their labels alone. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/laurent22/joplin
    git clone https://github.com/diegoberaldin/RaccoonForLemmy
    python tests/safety/heldout_v102/build.py joplin RaccoonForLemmy

(Joplin at db966f919ea51f5f32fa454a10c7a64957a4e9de and Raccoon for Lemmy at
4cb00daacec6b8036a67a3c03d820e62aba6cb44, as ``JOPLIN`` and ``RACCOON`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree was not checked out
serves as well.) The corpus was built once, from these sources alone and without reading
the policy, and measured once after it was final. It is kept apart from the pinned corpus
and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import joplin
import raccoon
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v102.yaml")
JOPLIN = ("db966f919ea51f5f32fa454a10c7a64957a4e9de", "packages/tools/locales/{}.po")
RACCOON = (
    "4cb00daacec6b8036a67a3c03d820e62aba6cb44",
    "core/l10n/src/commonMain/kotlin/com/github/diegoberaldin/raccoonforlemmy/core/l10n/"
    "messages/{}Strings.kt",
)  # fmt: skip
"""Each repository's commit and where its strings are."""
PO = {"zh": "zh_CN", "ja": "ja_JP", "ko": "ko", "de": "de_DE", "fr": "fr_FR", "es": "es_ES",
      "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
"""The Joplin catalog a device in each language reads (English reads the ``msgid``)."""
KOTLIN = {"en": "Default", "de": "De", "fr": "Fr", "es": "Es", "pt": "PtBr", "ru": "Ru"}
"""The Raccoon catalog of each language it has; Chinese (simplified), Japanese and Korean
have none and show ``DefaultStrings``' English."""


def show(repo: Path, commit: str, path: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return done.stdout


def _unquote(text: str) -> str:
    """A C or Kotlin string literal's escapes read (``\\n``, ``\\"``, ``\\'``, ``\\\\``,
    ``\\$``, ``\\uXXXX``)."""

    def read(m: re.Match[str]) -> str:
        code = m.group(1)
        if code[0] == "u":
            return chr(int(code[1:], 16))
        return {"n": "\n", "t": "\t"}.get(code, code)

    return re.sub(r"\\(u[0-9a-fA-F]{4}|.)", read, text)


def read_po(text: str, every: bool = False) -> dict[str, str]:
    """A gettext catalog's translations by ``msgid``, leaving out fuzzy, obsolete and empty
    ones, as Joplin's ``parseTranslations`` does (``every``: each ``msgid`` of the template,
    translated or not)."""
    table: dict[str, str] = {}
    for block in re.split(r"\n\s*\n", text):
        lines = [line for line in block.splitlines() if not line.startswith("#~")]
        if not every and any(line.startswith("#,") and "fuzzy" in line for line in lines):
            continue
        fields: dict[str, str] = {}
        key = ""
        for line in lines:
            m = re.match(r'(msgctxt|msgid|msgid_plural|msgstr(?:\[\d\])?)\s+"(.*)"$', line)
            if m:
                key = m.group(1)
                fields[key] = m.group(2)
            elif line.startswith('"') and key:
                fields[key] += line.strip()[1:-1]
        msgid = _unquote(fields.get("msgid", ""))
        msgstr = _unquote(fields.get("msgstr", fields.get("msgstr[0]", "")))
        if msgid and (msgstr or every):
            table[msgid] = msgstr
    return table


def read_kotlin(text: str) -> dict[str, str]:
    """A Lyricist catalog's ``override val name = "..."`` strings by name."""
    found = re.findall(r'override val (\w+)\s*=\s*"((?:[^"\\]|\\.)*)"', text)
    return {name: _unquote(value) for name, value in found}


class Catalog:
    """``t("key")`` or ``t("key", arg, ...)`` (``%s`` and ``%d`` filled in order) in one
    language: the translation, or the English one (``english``, or the key itself where
    the key is the English ``msgid``) where there is none."""

    def __init__(self, own: dict[str, str] | None, english: dict[str, str] | None,
                 lang: str) -> None:  # fmt: skip
        self.own, self.english, self.lang = own or {}, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = key if self.english is None else self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        return re.sub(r"%[sd]", lambda _: str(next(values)), value)


def main(joplin_repo: str, raccoon_repo: str) -> int:
    j_commit, j_path = JOPLIN
    r_commit, r_path = RACCOON
    known = set(
        read_po(
            show(Path(joplin_repo), j_commit, j_path.format("joplin").replace(".po", ".pot")), True
        )
    )
    english = read_kotlin(show(Path(raccoon_repo), r_commit, r_path.format("Default")))

    class Joplin(Catalog):
        """Joplin's ``_()``, which takes only a ``msgid`` of the template ``joplin.pot``."""

        def __call__(self, key: str, *args: Any) -> str:
            if key not in known:
                raise KeyError(key)
            return super().__call__(key, *args)

    def lookups(lang: str) -> list[Lookup]:
        po = PO.get(lang)
        own = read_po(show(Path(joplin_repo), j_commit, j_path.format(po))) if po else None
        kt = KOTLIN.get(lang) if lang != "en" else None
        theirs = read_kotlin(show(Path(raccoon_repo), r_commit, r_path.format(kt))) if kt else None
        return [
            ("joplin", Joplin(own, None, lang), joplin.screens),
            ("raccoon", Catalog(theirs, english, lang), raccoon.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
