"""Builds the fifty-seventh held-out corpus (``heldout_v57.yaml``): two real Android apps'
screens about an encrypted photo library with shared albums and a VPN client, from their
translations and code.

The sources are Ente Photos (``io.ente.photos``, a Flutter app that backs photos up with
end-to-end encryption and shares albums with other users and by public link; ``ente.py``)
and WireGuard for Android (``com.wireguard.android``, which imports, edits and toggles VPN
tunnels; ``wireguard.py``), two apps the project had not used. Ente Photos keeps its
strings in Flutter's ``mobile/apps/photos/lib/l10n/intl_<locale>.arb`` (``ARB``), read as
its ``localResolutionCallBack`` (``lib/l10n/l10n.dart``) and Flutter's generated lookups do:
Chinese from ``zh_CN`` then ``zh``, Portuguese from ``pt_BR`` then ``pt``, and Korean, which
is not among ``appSupportedLocales``, in English; a ``{name}`` placeholder is filled in
order and an ICU ``plural`` picks its form. WireGuard keeps its strings in
``ui/src/main/res/values*/strings.xml``, its Spanish and Korean in region folders only
(``values-es-rES``, ``values-ko-rKR``; ``LOCALE``), which a device set to the language and
that region reads. Both are read by name as the apps do: a language without a string shows
the English one, and the build prints which. How each screen is put together (a sheet's or
dialog's title, message and buttons, a menu's entries, a page's rows, fields and icons) and
what each control does comes from the apps' code, named in each module's docstring. Names
(albums, a photo, a participant, a comment, tunnels, apps) are written the same in every
language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Ente Photos, "Delete from device" on the delete sheet of one photo and of
three photos that are not backed up (they are deleted from the phone, and no copy is left),
"Yes, delete" under "Are you sure?" in the trash and Empty in "Empty trash?" (the photos are
deleted for good), "Keep photos" and "Delete photos" in "Delete this album?" and "Delete
album" in "Delete shared album?" (the album is deleted), Yes in "Delete empty albums?",
"Delete comment" (the comment is deleted for good), "Leave album" in "Leave shared album?"
(the user leaves the album), "Yes, remove" in "Remove?" (the participant loses the album)
and in "Remove public link", "Delete link" in "Delete link?" and Remove in "Remove public
links" (the link stops working for everyone who has it), Remove in "Remove member?",
Revoke in "Revoke invite?" and "Close family plan" (members lose the plan's storage, or the
invitation is cancelled), Leave in "Leave family" (the user leaves the plan) and "Delete
Account Permanently" (the account and its data are deleted). In WireGuard, Delete in the
tunnel list's action mode, with one tunnel and with three checked (the tunnels and their
keys are deleted at once, with no prompt and no undo), and "Download & Update" on the
update snackbar (a new version is downloaded and installed). Not commits: a
control that only opens a sheet, a dialog, a picker or a page (Ente's Delete and "Remove
from album" among the selection actions, "Permanently delete" and Restore in the trash,
"Delete All", "Delete album", "Leave album" in the overflows, Remove and Viewer on a
participant's page, "Delete link" on a memory's "Share link" sheet, "Rename album", Share,
"Add to album", "Copy link"; WireGuard's unlabelled add button
``create_fab``, Settings, "Import from file or archive", "Scan from QR code", "Create from
scratch", Edit, the applications row, "Add peer", "Select all", "Export tunnels to zip
file"); Cancel and the close icon in every sheet and dialog; Ente's "Delete from Ente"
(the photos go to the trash, restored from there for 30 days), Archive, Hide, Favorite,
"Archive album", Pin, Remove in "Remove from album?", Collaborator and "Yes, convert to
viewer" (a participant's role, set back from the same page); WireGuard's tunnel switch on
the list and on a tunnel's page, "Create Tunnel" for a scanned QR code, "Toggle All" and
the applications dialog's "Exclude 2 apps", and the settings' checkboxes.

Judgement calls: deleting photos from Ente is reversible and filed so (Ente moves them to
its trash, "Moved to trash", and says they can be recovered from there), while deleting
them from the device is a commit only where they are not backed up (the sheet says
"Permanently delete from device?"; with the media management permission the phone asks
nothing more), and the sheets for photos both on the device and in Ente are left out, as
what they lose depends on a stored preference; deleting an album is a commit with either
button (the album, its order, its sharing and its links go for good; "Keep photos" keeps
the photos in Uncategorized); removing the user's own photos from an album is reversible
(they stay in the library and are added again); changing a participant to a viewer is
reversible although the sheet warns that they can no longer add photos (the role is set back
from the same page); removing the public link is a commit, filed as revoking (a new link
is a different address); "Create Tunnel" is reversible (the tunnel is added to the list and
deleted from it); the tunnel switch is reversible although bringing a tunnel up routes the
phone's traffic through it (it is set back by the same switch); closing the family plan is
filed as revoking (every member loses the shared storage, the user keeps the account);
exporting tunnels to a zip
file is harmless (a file is written to the phone's Downloads); WireGuard's add button has no
label and no description, so its case taps it by its id, and so do the tunnel switches; the
editor's Save is shown, not tapped. Ente's "Cancel" from ``showChoiceActionSheet`` is
English in every language, as the app shows it.

Ente's sheets and buttons carry no id a hierarchy shows (a Flutter app), so its cases tap a
button by its label, which names it alone on its screen; WireGuard's dialogs are
``MaterialAlertDialogBuilder`` dialogs with the platform's button ids (``android:id/button1``
positive, ``button2`` negative, ``button3`` neutral), and a button whose label repeats a text
of its dialog or of the page behind it is tapped by that id. A control a screen shows but
no case taps is still on the screen.

    git clone https://github.com/ente-io/ente
    git clone https://github.com/WireGuard/wireguard-android
    python tests/safety/heldout_v57/build.py ente wireguard-android

(Ente at a621d733154a834f23754e7e874de769be532d9d and WireGuard at
e7b3a3c118836e112620b1302a8ba1873ad4daac, as ``ENTE`` and ``WIREGUARD`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import ente
import wireguard
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v57.yaml")
ENTE = ("a621d733154a834f23754e7e874de769be532d9d", "mobile/apps/photos/lib/l10n")
"""Ente's commit and the folder of the photos app's ``.arb`` files."""
ARB = {"en": (), "zh": ("zh_CN", "zh"), "ja": ("ja",), "ko": (), "de": ("de",),
       "fr": ("fr",), "es": ("es",), "pt": ("pt_BR", "pt"), "ru": ("ru",)}  # fmt: skip
"""The ``intl_<locale>.arb`` files each language reads before English, most specific first
(none for Korean, which the app does not offer and shows in English)."""
WIREGUARD: Source = (
    "e7b3a3c118836e112620b1302a8ba1873ad4daac", ("ui/src/main/res",), ("strings.xml",),
)  # fmt: skip
LOCALE = {("wireguard", "es"): "-es-rES", ("wireguard", "ko"): "-ko-rKR"}
"""WireGuard's folders that a device set to the language's region reads (there is no plain
``values-es`` or ``values-ko``)."""


class ArbStrings(Strings):
    """``Strings`` read from Flutter ``.arb`` files: the language's, then English; ``#N``
    gives an ICU plural its count, and the placeholders take the arguments in order."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [(False, read_arb(repo, locale)) for locale in ARB[lang]]
        self.tables.append((True, read_arb(repo, "en")))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        name, _, count = key.partition("#")
        for english, table in self.tables:
            if table.get(name):
                if english and self.lang != "en":
                    self.fallbacks.add(name)
                values = (int(count), *args) if count else args
                return icu(table[name], list(values), self.lang)
        raise KeyError(key)


def read_arb(repo: Path, locale: str) -> dict[str, str]:
    """The messages of ``intl_<locale>.arb`` at Ente's commit, by name."""
    commit, folder = ENTE
    path = f"{commit}:{folder}/intl_{locale}.arb"
    done = subprocess.run(["git", "-C", str(repo), "show", path],
                          capture_output=True, text=True, check=True)  # fmt: skip
    table = json.loads(done.stdout)
    return {k: v for k, v in table.items() if isinstance(v, str) and not k.startswith("@")}


def icu(text: str, values: list[Any], lang: str) -> str:
    """An ICU message with its placeholders filled in order of first appearance (a plural's
    count included), styling tags dropped and line breaks shown as one space."""
    names: dict[str, Any] = {}
    for name in re.findall(r"\{(\w+)(?=[},])", text):
        if name not in names and len(names) < len(values):
            names[name] = values[len(names)]
    shown = _fill(text, names, lang)
    shown = re.sub(r"</?\w+>", "", shown)
    return re.sub(r"\s+", " ", shown).strip()


def _fill(text: str, names: dict[str, Any], lang: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] != "{":
            out.append(text[i])
            i += 1
            continue
        end = _close(text, i)
        body = text[i + 1 : end]
        head = [p.strip() for p in body.split(",", 2)]
        if len(head) == 3 and head[1] == "plural":
            out.append(_fill(_plural(head[2], int(names[head[0]]), lang), names, lang))
        else:
            out.append(str(names.get(body.strip(), "{" + body + "}")))
        i = end + 1
    return "".join(out)


def _close(text: str, start: int) -> int:
    depth = 0
    for j in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return j
    raise ValueError(text)


def _plural(cases: str, n: int, lang: str) -> str:
    forms, i = {}, 0
    while i < len(cases):
        m = re.match(r"\s*(=?\w+)\s*\{", cases[i:])
        if not m:
            break
        start = i + m.end() - 1
        end = _close(cases, start)
        forms[m.group(1)] = cases[start + 1 : end]
        i = end + 1
    if lang == "ru":
        quantity = (
            "one" if n % 10 == 1 and n % 100 != 11 else "few" if n % 10 in (2, 3, 4) else "many"
        )
    else:
        quantity = "one" if n == 1 else "other"
    return forms.get(f"={n}") or forms.get(quantity) or forms.get("other", "")


def main(ente_repo: str, wireguard_repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [
            ("ente", ArbStrings(Path(ente_repo), lang), ente.screens),
            ("wireguard", Strings([("wireguard", Path(wireguard_repo), WIREGUARD)], lang,
                                  LOCALE), wireguard.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
