"""Builds the five-hundred-and-eighth held-out corpus (``heldout_v508.yaml``): an Android
drawing and note-taking app's screens, from its translations and code.

The source is Butterfly (``dev.linwood.butterfly``, a Flutter app for notes and drawings kept
as files on the device or on a WebDAV connection: files, templates and packs deleted and
created, templates replaced by the open document, the core pack imported over the old one,
pages and layers deleted, documents encrypted and unencrypted, settings exported, restored
and reset, connections added, trusted and deleted, offline caches cleared, sync conflicts
resolved, logs deleted; ``butterfly.py``). Butterfly keeps its strings in Flutter's ARB files,
``app/lib/l10n/app_*.arb``, translated into all nine languages: ``app_zh``, ``app_ja``,
``app_ko``, ``app_de``, ``app_fr``, ``app_es``, ``app_ru``, and for Portuguese ``app_pt_BR``
and then ``app_pt``, read by name as a device set to the language reads them (a Brazilian
Portuguese device takes ``pt_BR`` and falls to ``pt`` and then to the English template, as
the generated ``AppLocalizationsPtBr`` does). The words it takes from its own ``material_leap``
package (Create, Reset, Name) come from that package's ``lib/l10n/leap_*.arb`` at the commit
Butterfly's ``pubspec.yaml`` pins, read the same way. A string a language lacks shows the
English one, and the build prints which: every string the corpus shows is translated in
every language, so none falls back. Where a catalog keeps the English words (Korean's "Reset
all settings", Spanish's "Duplicate") or an odd word (Spanish's No reads "Nu"), the screen
shows them as the catalog has them. Cancel, OK, Continue and the close
button's tooltip are Flutter's own Material words (``MaterialLocalizations``), transcribed
from Flutter's ``material_*.arb`` into :data:`MATERIAL`. How each screen is put together (a
dialog's title, message and buttons, a menu's rows, a sheet's tiles, a page's widgets) and
what each control does comes from the app's code, named in ``butterfly.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Are you sure?" after a template's Delete (with a document open and
without) and after the templates selection bar's Delete (``TemplateFileSystem.deleteFile``,
no trash), a pack menu's Delete (from the editor and from the settings: the pack's file is
deleted at once, with no question), the connection page's Delete (the connection and its
stored password are removed at once) and the Logs page's Delete (the log history and the
saved log files), filed as delete; Yes in the "Are you sure?" of a template's Replace (the
open document is written over the template's file), "Import core pack" (the core pack's file
is deleted and the bundled one written in its place), and the sync conflict's "Keep local"
(the device's copy is uploaded over the server's) and "Keep connection" (the server's copy is
written over the device's), filed as overwrite; Reset in "Reset all settings" and the
connection page's "Clear caches", filed as reset; "Continue anyway" in "Unsecure connection",
filed as send. Not commits: the rows and icons that only open a dialog, a popover, a sheet or
a file picker (the files page's and a file's Delete, which open the "Are you sure?" popover,
Import, Move, Rename, a template's Replace, Delete and Duplicate, the selection bar's Delete,
Add, the sheet's Import and Create, a page's and a layer's Delete, the Data page's rows,
"Add connection", "Create cache"); Cancel and No everywhere; Refresh, Deselect, "Select all",
Settings and Templates in the main menu, Copy; and the reversible: "New note",
Star, "Hide UI", "Default template", Create in "Create template", "Bundle pack in document",
Import in "Are you sure you want to import the pack?", a page's Duplicate, a layer's Merge,
Yes in the "Are you sure?" of a page's and a layer's Delete, OK in Encrypt and Unencrypt, the
"Default connection" button, "Sync root directory", Create in "Create cache", "Keep both",
and Export in "Export all files" (filed as export).

Judgement calls: deleting a page or a layer is a document event of the ``ReplayBloc`` and the
editor's Undo brings it back, so its Yes is reversible although its words are those of the
template's Delete, which removes a file for good. "Create template" says "The original
document will get deleted", but ``DocumentBloc.createTemplate`` only writes a new template
file and leaves the document as it is: reversible, by what the code does. Encrypting and
unencrypting are document events too, each undone by the other (and by Undo): reversible.
Importing a pack adds a pack file that Delete removes again: reversible; "Import core pack"
deletes the current core pack's file first, so the user's changes to it are lost: overwrite.
"Clear caches" forgets, at once and with no question, every folder the connection keeps
offline; the list has to be built again by hand, as "Reset all settings" loses the settings:
a commit, filed as reset; taking the root folder out with "Sync root directory" is one tap
back: reversible. "Continue anyway" trusts a certificate that failed its check and sends the
username and password to that server, which cannot be taken back: a commit, filed as send.
"Keep both" keeps the device's copy under a new name and takes the server's: nothing is lost,
reversible. Exporting all files writes a zip where the user picks; nothing in the app
changes: not a commit. The
file and folder Delete popover's own buttons are a cross and a tick with no words or tooltip,
so no case taps them; the corpus taps only controls a label names. The pack list's swipe to
dismiss (a delete) and the collaboration server are not shown.

Butterfly is drawn by Flutter: a hierarchy dump shows its widgets by their words (an icon
button by its tooltip) and with no resource ids, so no control here has an id. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/LinwoodDev/Butterfly
    git clone https://github.com/LinwoodDev/dart_pkgs
    python tests/safety/heldout_v508/build.py Butterfly dart_pkgs

(Butterfly at 6ef5236f5f06288b552e96d2e0112ddcf7f807f1, "Add Reveal in Explorer, closes
#1219", 2026-08-08, as ``BUTTERFLY`` says; ``material_leap`` from dart_pkgs at
4eb8e369cc37adac6eac36a9ed1c352343c8aa32, "Fix advanced list tile switching", the commit
Butterfly's ``pubspec.yaml`` pins, as ``LEAP`` says; the strings are read with ``git show`` at
those commits, so a clone whose work tree could not be checked out serves as well.) The corpus
was built once, from this source alone and without reading the policy. It is kept apart from
the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import butterfly
from android_corpus import SUFFIX, Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v508.yaml")
BUTTERFLY = ("6ef5236f5f06288b552e96d2e0112ddcf7f807f1", "app/lib/l10n/app_{}.arb")
"""The commit and where the app's strings are."""
LEAP = ("4eb8e369cc37adac6eac36a9ed1c352343c8aa32", "packages/material_leap/lib/l10n/leap_{}.arb")
"""The commit of ``material_leap`` that Butterfly pins, and where its strings are."""
LOCALE = {"en": (), "zh": ("zh",), "ja": ("ja",), "ko": ("ko",), "de": ("de",), "fr": ("fr",),
          "es": ("es",), "pt": ("pt_BR", "pt"), "ru": ("ru",)}  # fmt: skip
"""The ARB files a device set to each language reads, first to last, before the English one."""
MATERIAL = {
    "en": ("Cancel", "OK", "Continue", "Close"),
    "zh": ("取消", "确定", "继续", "关闭"),
    "ja": ("キャンセル", "OK", "続行", "閉じる"),
    "ko": ("취소", "확인", "계속", "닫기"),
    "de": ("Abbrechen", "OK", "Weiter", "Schließen"),
    "fr": ("Annuler", "OK", "Continuer", "Fermer"),
    "es": ("Cancelar", "ACEPTAR", "Continuar", "Cerrar"),
    "pt": ("Cancelar", "OK", "Continuar", "Fechar"),
    "ru": ("Отмена", "ОК", "Продолжить", "Закрыть"),
}  # fmt: skip
"""Flutter's ``cancelButtonLabel``, ``okButtonLabel``, ``continueButtonLabel`` and
``closeButtonTooltip`` in each language, transcribed from ``material_*.arb``."""


def read_arb(repo: Path, source: tuple[str, str], name: str) -> dict[str, str]:
    """An ARB file's messages at the source's commit (nothing where the file is missing)."""
    commit, path = source
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(name)}"],
                          capture_output=True, text=True)  # fmt: skip
    if done.returncode:
        return {}
    data = json.loads(done.stdout)
    return {k: v for k, v in data.items() if not k.startswith("@") and isinstance(v, str) and v}


class Arb:
    """``t("key")``, ``t("leap:key")``, ``t("material:cancel")`` or ``t("key", arg)`` (the
    placeholders filled in the order the English message names them) in one language; a
    message the language lacks shows the English one, as Flutter's generated classes do."""

    def __init__(self, app: Path, leap: Path, lang: str) -> None:
        self.lang = lang
        self.fallbacks: set[str] = set()
        cancel, ok, go, close = MATERIAL[lang]
        self.material = {"cancel": cancel, "ok": ok, "continue": go, "close": close}
        self.tables: dict[str, list[dict[str, str]]] = {}
        for prefix, repo, source in (("", app, BUTTERFLY), ("leap:", leap, LEAP)):
            files = [*LOCALE[lang], "en"]
            self.tables[prefix] = [read_arb(repo, source, name) for name in files]

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("material:"):
            return self.material[key.partition(":")[2]]
        prefix, name = ("leap:", key[5:]) if key.startswith("leap:") else ("", key)
        tables = self.tables[prefix]
        english = tables[-1][name]
        for i, table in enumerate(tables):
            if name in table:
                if i == len(tables) - 1 and self.lang != "en":
                    self.fallbacks.add(key)
                text = table[name]
                break
        names = list(dict.fromkeys(re.findall(r"\{(\w+)\}", english)))
        for placeholder, value in zip(names, args, strict=False):
            text = text.replace(f"{{{placeholder}}}", str(value))
        return text


def main(repo: str, leap: str | None = None) -> int:
    app = Path(repo)
    pkgs = Path(leap) if leap else app.parent / "dart_pkgs"

    def lookups(lang: str) -> list[Lookup]:
        return [("butterfly", Arb(app, pkgs, lang), butterfly.screens)]

    assert list(SUFFIX) == list(LOCALE)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
