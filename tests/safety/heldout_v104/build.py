"""Builds the hundred-and-fourth held-out corpus (``heldout_v104.yaml``): two real Android
apps' screens about shared workspaces and a music server, from their translations and code.

The sources are Anytype (``io.anytype.app``, the Android client of Anytype: spaces shared
with members, invite links, join requests, chats, the Bin, files in remote storage, tags and
the vault; ``anytype.py``) and Finamp (``com.unicornsonlsd.finamp``, a Flutter music client
for Jellyfin: tracks, albums and playlists deleted from the server or from the device,
playlists, favorites and settings; ``finamp.py``), two apps the project had not used.
Anytype keeps its strings in ``localization/src/main/res/values*/strings.xml``, each language
in a folder of its region (``values-de-rDE``, ``values-ja-rJP``, ``values-zh-rCN``...), read
by a device set to that language and region (``LOCALE``), by name as Android does; it has no
Korean, so Korean shows English, and its newest sharing strings (member removal, admins, the
invite's reset and sharing) are not translated yet, so they show English in every language.
Finamp is read at its ``redesign`` branch (the beta that deletes from the server; its
``main`` has no such action), from ``AppLocalizations``, one ARB catalog a language in
``lib/l10n/app_<language>.arb`` with English as the template, a string missing from a
catalog shown in English; a device set to Portuguese (Brazil) reads ``app_pt_BR``, whose
generated class extends ``app_pt``'s, then English. Its Japanese catalog holds about a third
of the strings, so many Japanese Finamp screens show English. Its dialogs' own Cancel and OK
are Flutter's ``MaterialLocalizations`` labels, which read as the platform's (``PLATFORM``).
A language without a string shows the English one, and the build prints which. How each
screen is put together (a sheet's or alert's title, message, own widgets and buttons, a
menu's rows, a page's rows and buttons) and what each control does comes from the apps'
code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Anytype, "Request to join" (the request is sent to the space's owner);
Delete in "Are you sure to delete your vault?"; "Remove Member" in "Remove the member from
this channel?"; Confirm in "Reset invite link?" and in "The current link will stop working."
(the link stops working for everyone who holds it); Confirm in "Share invite with all
members?"; "Add viewer", "Add editor" and Reject on a join request; Delete in "Delete this
message?"; Delete in "Are you sure you want to delete 1 object?" (from the Bin), in "Are you
sure you want to permanently delete the files?" and in "Are you sure?" for a tag. In Finamp,
"Delete from Server" in the server deletion prompt for a track, an album and a playlist, and
"Reset ALL settings". Not commits: rows and buttons that only open a confirmation ("Delete
space", "Leave space", "Remove member" and Admin in a member's dropdown, "Reset link", a
message's Delete, the Bin's and Remote Storage's Delete, a menu's "Delete from Server",
"Delete from Device" and "Remove From This Playlist", "Log Out", "Reset to defaults"); Cancel
and No everywhere; "Add to Playlist", "Edit Playlist", JoinSpaceScreen's Cancel; and the
reversible Pin, Viewer in a member's dropdown (the role can be changed back), "Make Admin"
(the owner can take the role back), "Join Space", "Add Reaction", Restore, "To Bin", Delete
for an object value (it only moves the object to the Bin), "Add Favorite", Download, "Delete
from Device", Remove in "Remove '...' from playlist '...'?", Add for an album's tracks, Create
for a new playlist, OK in the logout's "Are you sure?" and Yes in "Cancel Sleep Timer?".

Judgement calls: the vault's Delete is filed as delete-account and is a commit although the
vault can be recovered for 30 days (the user is logged out on all other devices at once, and
the deletion then goes ahead by itself); "Add viewer" and "Add editor" are filed as grant (the
requester joins at once and sees the space's content, which cannot be taken back); Reject is
filed as decline; the invite's reset and its access change are filed as revoke; "Share invite
with all members?" is filed as share and is a commit (every member sees the link and may pass
it on at once; only a reset, which breaks the link for everyone, takes it back); "Make Admin"
is reversible, since the owner can change an admin back; "Join Space" is reversible (one can
leave), while "Request to join" is filed as send. In Finamp, "Delete from Device" is
reversible (the item stays on the server and can be downloaded again); removing a track from
a playlist, adding an album's tracks to one and creating a playlist are reversible (each can
be undone from the app, the first by adding the track again); logging out is reversible (one
logs in again; the downloads stay); "Reset ALL settings" is filed as reset (every setting is
gone with no undo). Anytype's ``DeleteSpaceWarning`` and ``LeaveSpaceWarning`` sheets, whose
headers read as their buttons, and ``StopSharingWarning``, whose title is its button, are
not shown, since no label names their button alone; Finamp's download list's delete icon has
no label and is not shown.

Anytype draws with Jetpack Compose (its sheets, menus and alerts carry no resource ids) except
``DeleteAlertFragment``, whose views carry the ids of ``fragment_delete_alert.xml``; Finamp is
a Flutter app whose widgets set no keys. Controls without ids are known by their labels alone.
A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/anyproto/anytype-kotlin
    git clone https://github.com/jmshrv/finamp  # the redesign branch's commit
    python tests/safety/heldout_v104/build.py anytype-kotlin finamp

(Anytype at 1c92276a48799eab7f8e544c0c49d2760c71ae40 and Finamp at
ce84143485686a485351275367d880d5dec8463d, as ``ANYTYPE`` and ``FINAMP`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import anytype
import finamp
from android_corpus import PLATFORM, Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v104.yaml")
ANYTYPE: Source = (
    "1c92276a48799eab7f8e544c0c49d2760c71ae40", ("localization/src/main/res",), ("strings.xml",),
)  # fmt: skip
FINAMP = ("ce84143485686a485351275367d880d5dec8463d", "lib/l10n/app_{}.arb")
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("anytype", "ja"): "-ja-rJP", ("anytype", "de"): "-de-rDE", ("anytype", "fr"): "-fr-rFR",
    ("anytype", "es"): "-es-rES", ("anytype", "ru"): "-ru-rRU",
}  # fmt: skip
"""Anytype keeps each language in a folder of its region (``values-de-rDE``...), read by a
device set to that language and region; it has no Korean."""
CATALOGS = {"en": ["en"], "zh": ["zh"], "ja": ["ja"], "ko": ["ko"], "de": ["de"], "fr": ["fr"],
            "es": ["es"], "pt": ["pt_BR", "pt"], "ru": ["ru"]}  # fmt: skip
"""The Finamp catalogs each language reads, in order (``app_pt_BR``'s class extends
``app_pt``'s), then English."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = FINAMP
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


def branches(body: str) -> dict[str, str]:
    """The ``key{text}`` branches of an ICU select or plural, braces inside kept."""
    found: dict[str, str] = {}
    i = 0
    while True:
        m = re.compile(r"\s*(=?\w+)\s*\{").match(body, i)
        if not m:
            return found
        depth, j = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(body[j], 0)
            j += 1
        found[m.group(1)] = body[m.end() : j - 1]
        i = j


def icu(text: str, values: dict[str, Any]) -> str:
    """An ICU message with its ``{name}`` placeholders and ``{name, select, ...}`` branches
    filled from ``values``, as the generated ``AppLocalizations`` does (a select's value with
    no branch takes ``other``)."""
    out, i = [], 0
    while i < len(text):
        if text[i] != "{":
            out.append(text[i])
            i += 1
            continue
        depth, j = 1, i + 1
        while depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        inner = text[i + 1 : j - 1]
        head = re.match(r"\s*(\w+)\s*,\s*select\s*,", inner)
        if head:
            forms = branches(inner[head.end() :])
            key = str(values[head.group(1)])
            out.append(icu(forms.get(key, forms.get("other", "")), values))
        else:
            out.append(str(values[inner.strip()]))
        i = j
    return "".join(out)


class Catalog:
    """``t("name")`` or ``t("name", {placeholder: value})`` in one language, from its
    catalogs in order, a missing or empty string shown in English, as the generated
    ``AppLocalizations`` does; ``material:cancel`` and ``material:ok`` are Flutter's own
    button labels in the language."""

    def __init__(self, own: list[dict[str, Any]], english: dict[str, Any], lang: str) -> None:
        yes, no = PLATFORM[lang]
        self.tables = [{"material:ok": yes, "material:cancel": no}, *own]
        self.english, self.lang = english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, values: dict[str, Any] | None = None) -> str:
        value = next((table[key] for table in self.tables if table.get(key)), None)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        return re.sub(r"\s+", " ", icu(str(value), values or {})).strip()


def main(anytype_repo: str, finamp_repo: str) -> int:
    english = read_catalog(Path(finamp_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        sources = [("anytype", Path(anytype_repo), ANYTYPE)]
        own = [read_catalog(Path(finamp_repo), c) for c in CATALOGS[lang]]
        return [
            ("anytype", Strings(sources, lang, LOCALE), anytype.screens),
            ("finamp", Catalog(own, english, lang), finamp.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
