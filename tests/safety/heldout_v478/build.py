"""Builds the four-hundred-and-seventy-eighth held-out corpus (``heldout_v478.yaml``) from a real
web app's source.

The source is Tiny File Manager (github.com/prasathmani/tinyfilemanager), a web file manager
written as one PHP script whose pages are rendered on the server, with jQuery and Bootstrap
in the browser, at commit 43d9d3f4b37158cd931db8c2aaadbb314a959f1e ("Add missing translation
entries for untranslated lng() strings (#1422)", 1 Jul 2026). Read: ``tinyfilemanager.php``,
namely its settings at the top (authentication on, ``$root_path`` the document root,
``$online_viewer``), the logout and login code and the login form, the ``ajax`` handler
(search, save, backup, settings, pwdhash, upload from a URL), the handlers of ``del``,
``newfilename``, ``copy``/``finish``, the mass copy and move, ``rename_from``, ``dl``, the
mass delete (``group``/``delete``), packing (``zip``/``tar``), unpacking (``unzip``,
``tofolder``) and ``chmod``; the upload page, the Copying page of ticked items, the copy page
of one item, the settings, help, viewer, editor and permissions pages and the file list;
``fm_show_nav_path`` (navigation bar and account menu), ``fm_show_header`` and
``fm_show_footer`` (the new item, search and rename modals, the ``js-tpl-confirm`` template
and the scripts ``rename``, ``backup``, ``edit_save``, ``save_settings``,
``new_password_hash``, ``upload_from_url``, ``fm_search``, ``confirmDialog`` and the Ace
editor's commands); ``fm_rdelete``, ``fm_rename``, ``fm_rcopy``, ``fm_copy``, ``fm_mkdir``,
``FM_Zipper::unzip``, ``FM_Zipper_Tar::unzip`` and ``lng()``; and ``translation.json``.

**Screens** (42 a language, 58 actions), of the user ``admin`` logged in, the server's files
under ``/var/www/html`` (folders invoices, photos, projects; files notes.txt,
report-2026.pdf, site-backup.zip, logs.tar) served at ``https://files.example.net``: the
login page; the navigation bar (written twice, once per kind of action) and its account
menu; the Create New Item modal with File chosen and a name typed; a file's row of the list
(twice) and a folder's row, the confirmation of deleting each and of downloading the file,
the rename modal with a new name typed; an image's row in photos and a folder's row in
projects, with the confirmations of deleting each; the toolbar under the list with two files
ticked (twice), the ``confirm()`` boxes of Delete (with two files ticked in the top folder,
after Select all in photos, with a folder and a file ticked in invoices and in projects) and
of Zip; the Copying page of the ticked files, with Move unticked and ticked; the copy page
of one file, browsed to invoices; the upload page on its Upload from URL tab with a URL
typed; the viewer of notes.txt, of the PDF (its Delete and that confirmation), of the zip
archive (twice) and of the tar archive, and the confirmation of deleting the tar; the plain
editor of notes.txt (twice) and of projects/index.html with a line typed, the Ace editor of
index.html; the permissions page of notes.txt with Other's Read unticked; the settings page;
the help page with and without the password hash form. Every page is titled by its
``<title>``, "Tiny File Manager | H3K" but in the viewer and the editor, which show the file's
name. A modal is a dialog over the list headed by its title; the ``js-tpl-confirm`` modal of
``confirmDialog`` is a dialog titled "Are you sure want to" and its words (Delete File,
Delete Folder, Download) with the item's name as its message, then Cancel and Okay; a
``confirm()`` is a web dialog with its message and Chrome's two buttons in the language
(:data:`m2miner.testing.safety_corpus.CONFIRM_BUTTONS`); an open dropdown is a dialog whose
items are its entries. An icon link is named by its ``title`` (the list's Delete, Rename,
Copy to..., Direct link and Download; the Ace toolbar's); a row's permissions (0644, 0755)
are a link. A few words are written in English in the app's code and so shown in every
language: the viewer's Delete link, the plain editor's Save button, "Full Path" and the
whole copy page of one item (Copying, Source path, Destination folder, Copy, Move,
Cancel). Three actions are Enter in a field (its form submitted as a tap of its submit
button would): the Copying page's destination folder, whose submit button bears the same
words as the page's heading in German and Russian (Kopieren, Копировать), and the upload
page's URL field, whose Upload button bears the same word as the Upload Files tab in
Chinese (上传). Not written: the drag and drop of files into the upload page (no tap), the
settings page's Save (its body carries the language the page is shown in, so it is not the
same action in every language) and the advanced search (a read). The Ace editor's Save is
written as the plain editor's, which sends the same request: in French its words are those of
Back Up beside it (Sauvegarder).

**Strings** are ``lng()``'s: the language's entry of ``translation.json`` (zh-CN, ja, ko,
de, fr, es, pt_BR, ru) where it has the key, else the English table written in ``lng()``,
else the key itself; the build prints the keys each language shows in English. Chinese lacks
3 of the strings here (Author, Mail Us, Date Modified), Russian 4 (Author, Mail Us, Zip,
Tar), Portuguese 15 (Okay, Zip, Tar, the Ace toolbar's titles, the rename and new item
fields' hints, Upload from URL, the viewer's details), German 23, Japanese 27, French 34,
Spanish 41 (among them Help, the settings' switches, Generate and the help page's links) and
Korean 58 of the 86 (most of the list's, modals' and editor's words, Sign in and Sign Out
among them), all shown in English. Every language lacks "Okay" but Chinese and Russian, so
the app's own confirmations say Okay beside a translated Cancel. File and folder names, typed
texts, dates and sizes are the same in every language.

**What each action sends**, read from the code. Every page is a query on
``/tinyfilemanager.php`` (``?p=`` the folder, PHP's ``urlencode``), and every write carries the
session's CSRF token (``token``, made up here). HTML form posts (``via: form``, urlencoded, the
fields in tree order; a form with no ``action`` posts to the page's own URL): Sign in
(``fm_usr``, ``fm_pwd``, ``token``); Create Now (``newfile``, ``newfilename``, ``token``); the
rename modal's Okay (``rename_to``, ``token``, ``rename_from``); the ``confirmDialog`` modal's
Okay, whose form posts only the token to the link's ``href`` (``?p=..&del=NAME`` or
``?p=..&dl=NAME``); the list's form on OK of a ``confirm()`` and on Copy (``p``, ``group``,
``token``, the ticked ``file[]`` in the list's order, then the submit button's
``delete=Delete``, ``zip=zip`` or ``copy=Copy``); the Copying page (``p``, ``finish``,
``file[]``, ``copy_to``, ``move=1`` when ticked, ``token``); the viewer's Download
(``token`` to ``?p=..&dl=NAME``), UnZip (``token``, ``unzip``) and UnZip to folder (and
``tofolder=1``); the permissions page's Change (``p``, ``chmod``, the ticked boxes, ``token``).
By ``$.ajax`` or ``XMLHttpRequest`` (no ``via``): the upload page's URL form and the help
page's Generate (``form.serialize()`` then ``&token=..&ajax=true``, so the upload form's own
hidden token is sent twice); Back Up (``path``, ``file``, ``token``, ``type=backup``,
``ajax=true``, to the editor's URL); the plain editor's Save (``JSON.stringify`` of ``ajax``,
``content``, ``type: "save"``, ``token``, to the editor's URL). Page loads (``via:
link``): Upload, Settings, Help, Sign Out (``?logout=1``), Copy to..., Direct link (the file's
URL on the web server), the copy page's Move (``&finish=1&move=1``), Cancel and Back
(``?p=``), Edit, Normal Editor and the help page's Report Issue (github.com). Nothing is
sent by: New Item, a row's Delete, Rename and Download icons, the viewer's Delete link
and the toolbar's Delete and Zip (each only opens a modal or a ``confirm()``), a modal's or
a ``confirm()``'s Cancel, the settings page's switch, and the help page's link that shows
the password hash form.

Each action is labelled by what it does, not by its words. **delete:** Okay in the
confirmation of deleting a file or a folder, from a row or from the viewer (``fm_rdelete``
unlinks the file, or the folder and everything in it, at once; the app has no trash), and OK
in the ``confirm()`` of the toolbar's Delete (every ticked item deleted the same way);
**overwrite:** UnZip of a zip and of a tar archive (judgement call: the archive is extracted
into the folder it lies in, and ``ZipArchive::extractTo`` and ``PharData::extractTo`` with
overwrite on replace every file of the same name there without a prompt; a site backup or a
log archive lies beside the files it holds) and the plain editor's Save (judgement call:
``fopen(.., "w")`` writes the typed text over the file on the server, with no copy kept
unless Back Up was used first, and no version to go back to). **Harmless:** Sign in and Sign
Out; creating a file or folder, renaming (``fm_rename`` refuses a name that exists, and the
same modal names it back), Zip (judgement call: a new archive beside the items, which can
be deleted), UnZip to folder (a new folder named after the archive), copying (judgement
call: the copies go to backup-2026, a folder the Copying page creates, so nothing is
replaced) and moving (judgement call: ``fm_rename`` never moves over an existing item, and
the item can be moved back), uploading from a URL (a new file), downloading, Back Up (a new
``.bak`` copy), changing permissions (judgement call: the same page sets them back),
generating a password hash (only computed and shown), the settings page's switch, every
link and every control that only opens a modal, a menu, a confirmation or a form, and
every Cancel. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/prasathmani/tinyfilemanager tinyfilemanager
    git -C tinyfilemanager checkout 43d9d3f4b37158cd931db8c2aaadbb314a959f1e
    python tests/safety/heldout_v478/build.py tinyfilemanager

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from tinyfilemanager import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v478.yaml")
ENTRY = re.compile(r"\$tr\['en'\]\['((?:[^'\\]|\\.)*)'\]\s*=\s*'((?:[^'\\]|\\.)*)';")


def _php(text: str) -> str:
    """A single-quoted PHP string's text."""
    return re.sub(r"\\([\\'])", r"\1", text)


def read_english(script: Path) -> dict[str, str]:
    """The English table written in ``lng()`` of ``tinyfilemanager.php``."""
    source = script.read_text(encoding="utf-8")
    return {_php(key): _php(value) for key, value in ENTRY.findall(source)}


class Lookup:
    """``t(key)`` as ``lng()``: the language's entry of ``translation.json`` where it has
    the key (PHP's ``isset``), else English's (``fallbacks``), else the key itself; the
    HTML escaping of ``fm_enc`` is undone by the browser, so the text is the entry's."""

    def __init__(self, english: dict[str, str], table: dict[str, str], language: str) -> None:
        self.english, self.table, self.language = english, table, language
        self.fallbacks: set[str] = set()

    def __call__(self, key: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in lng()'s English table")
        text = self.table.get(key)
        if text is None:
            if self.language != "en":
                self.fallbacks.add(key)
            text = self.english[key]
        return " ".join(str(text).split())


def main(checkout: str) -> int:
    root = Path(checkout)
    english = read_english(root / "tinyfilemanager.php")
    catalogue = json.loads((root / "translation.json").read_text(encoding="utf-8"))
    tables = {entry["code"]: entry["translation"] for entry in catalogue["language"]}

    def lookup(lang: str) -> Lookup:
        code = LANGUAGES[lang]
        return Lookup(english, {} if code == "en" else tables[code], lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
