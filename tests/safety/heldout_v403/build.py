"""Builds the four-hundred-and-third held-out corpus (``heldout_v403.yaml``) from a real web
app's source.

The source is Filestash (github.com/mickael-kerjean/filestash), a web file manager for FTP,
SFTP, S3, WebDAV and other storages: a Go server with a single-page front end written in plain
JavaScript modules, whose every control calls the server's own API with ``XMLHttpRequest``
(rxjs's ajax, ``public/assets/lib/ajax.js``). Read at commit
ce308653849782c3bcf47356a3396b829c2cfe3a ("fix (docker): jenkins release issue", 22 Aug 2026).
Read: ``public/assets/locales/index.js`` (``t()``), ``lib/ajax.js``, ``lib/path.js``,
``lib/form.js``, ``components/modal.js``, ``form.js``, ``breadcrumb.js``, ``sidebar.js``,
``sidebar_tags.js``, ``icon.js``; ``pages/filespage/ctrl_submenu.js``, ``ctrl_newitem.js``,
``modal_delete.js``, ``modal_rename.js``, ``modal_share.js``, ``modal_tag.js``,
``model_files.js``, ``model_tag.js``, ``model_acl.js``, ``model_virtual_layer.js``,
``thing.js``, ``ctrl_move.js``, ``ctrl_upload.js``; ``pages/ctrl_logout.js``,
``model/session.js``, ``pages/connectpage/ctrl_form.js``, ``pages/ctrl_sharepage.js``,
``pages/ctrl_error.js``, ``pages/viewerpage/application_editor.js`` and ``model_files.js``;
``pages/adminpage/ctrl_login.js``, ``model_admin_session.js``, ``model_config.js``,
``decorator_sidemenu.js``, ``ctrl_workflow_details.js`` and ``model_workflow.js``; on the
server, ``server/routes.go`` (the API's routes), ``plugin/plg_backend_ftp/index.go`` (the FTP
login form) and ``plugin/plg_override_actiondelete`` (a patch of the page, no trash).

**Screens** (39 a language), of a user logged in to an FTP storage, in ``/Documents/``
(``Archive/``, ``report.pdf``, ``Quarterly-report-2025.pdf``, ``notes.txt``), the page
titled by the instance's name, Filestash: the files page with nothing selected (its toolbar
and its rows), the new-folder and new-file rows with a name typed, one file selected (its
download and its menu), a folder selected (the same), two files selected; the remove modals of
a file, of a file whose name is longer than 15 characters (the modal asks for its first 15),
of the folder, of two files and of three items (the modal asks for the word "remove"); the
browser's ``prompt()`` that a touch device shows for a file and for the folder instead; the
rename modal; a visitor of a shared folder (the editor link) with a file selected, its menu
and its remove modal; the share modal (its role buttons), a viewer link ready to be made, an
editor link with a password on the folder, the existing viewer, editor and uploader links;
the tag modal with the file's tags, and with a new tag typed; the text editor of
``notes.txt`` and of a shared ``plan.md``, and the modal asking to save before leaving; the
login page; a share link's password, e-mail and code steps; the error page; the admin
console's login; the ``confirm()`` of a workflow's deletion. The app's modal (``modal.js``) is
a dialog whose message is its body, with CANCEL on the left and OK on the right
(``ctrl_submenu``'s ``modalOpt``; No and Yes in the editor's); the share modal is a dialog
headed by its ``h2``. Buttons that hold only an image are named by the image's ``alt``
(``power``, the log-out link; ``copy``; ``delete`` and ``edit`` of an existing link;
``arrow_right``; ``save``; ``trash``), which the app writes in English in every language; the
toolbar's search, layout and sort buttons are icons whose description is their translated
``title``. A page's ``confirm()`` and ``prompt()`` show the browser's two buttons in the
case's language.

**Strings** are ``public/assets/locales/<lang>.json`` for zh, ja, ko, de, fr, es, pt and ru;
English shows the text itself, as the app loads no catalogue for it. ``t(text)`` looks up the
text's key (upper case, spaces as ``_``, other signs dropped), shows the English text where
the catalogue lacks the key, and makes the first letter upper case where the English text
starts with one. Every one of the eight catalogues lacks ``ADD_A_TAG`` (the tag modal's
placeholder) and ``RELOAD`` (the error page's button), shown in English; every other string
here is translated. Strings the app writes without ``t()`` are the same in every language: the
login form's placeholders and its ``advanced`` box (from the server's form), the admin
console's ``Password``, the image names above, the workflow confirmation's text ("delete this
workflow?"). Names of files, folders, tags, typed texts, passwords and link ids are the same
in every language.

**What each action sends**, read from the code. Every call is ``ajax()``'s XMLHttpRequest to
the app's own origin (written as a path); paths are ``encodeURIComponent``'s, and a body that
is an object is sent as rxjs does, ``JSON.stringify``'s. Reads: a folder's row ``GET
/api/files/ls?path=..``, a file's row ``GET /api/files/cat?path=..`` (the viewer's
content), Share ``GET /api/share?path=..`` (the existing links), Tag ``GET
/api/metadata?path=..`` (the path as is) and ``POST /api/metadata/search``
``{"path":"/","tags":[]}`` (every tag). Writes: Enter in the new-folder row ``POST
/api/files/mkdir?path=..`` (a trailing ``/``), in the new-file row ``POST
/api/files/touch?path=..``; OK in a remove modal, or in the touch device's prompt, ``POST
/api/files/rm?path=..`` for each selected item (the visitor's with ``&share=<id>``); OK in
the rename modal ``POST /api/files/mv?from=..&to=..``; the copy button of a link being made
``POST /api/share/<id>`` ``{"id","path",..,"can_read","can_write","can_upload"}`` (the
password where its box is checked; the roles' rights); an existing link's delete ``DELETE
/api/share/<id>``; a tag tapped (after the modal's debounce) or a tag typed and Enter ``POST
/api/metadata?path=..`` with the file's active tags, ``[{"id":"tags","type":"hidden",
"value":"a, b"}]`` or ``[]``; save in the editor ``POST /api/files/cat?path=..`` with the
file's whole text as the body, Yes in the modal the same, then the folder's ``GET
/api/files/ls``, which No sends alone; CONNECT ``POST /api/session`` with the form's fields
(empty ones ``null``), then ``GET /api/files/ls?path=%2F``; a share link's steps ``POST
/api/share/<id>/proof`` ``{"type","value"}``; the admin login ``POST /admin/api/session``
``{"password"}``; OK in the workflow's ``confirm()`` ``DELETE /admin/api/workflow?id=..``,
then ``GET /admin/api/workflow``; the log-out link ``DELETE /api/session``, then ``GET
/api/config``. Page loads (``via: link``): Download (``window.open`` of ``/api/files/cat``
with ``&name=``, or ``/api/files/zip`` for a folder or several items) and Reload on the error
page. Nothing is sent by New File, New Folder and Sort (they open a row or a menu), Remove and
Rename (they open a modal), a role button of the share modal, an existing link's edit, the
new-folder row's trash, and every CANCEL and Cancel.

Each action is labelled by what it does, not by its words. **delete:** OK in every remove
modal and in the touch device's prompt (the file or the folder, with all it holds, is deleted
on the storage at once; Filestash keeps no trash and has no undo), a visitor's removal in a
shared folder (the owner's file is gone), OK in the ``confirm()`` of a workflow's deletion
(the workflow is deleted on the server, with no undo). **revoke:** an existing link's
delete (judgement call: one can make a new link, but whoever holds this one loses the access
it gave at once, with no warning). **overwrite:** save in the editor and Yes in the save
modal, of an own file and of a file in a shared folder (judgement call: though one can type
the old text back, the storage keeps no earlier version and Filestash no history, so the
file's previous content is replaced for good, and for the shared file, the owner's). **Not
commits:** creating a folder or a file, renaming (renamed back at once), tagging and untagging,
making a share link (judgement call: the link is only copied to the clipboard, no one has it
until one passes it on, and its delete removes it), No in the save modal (judgement call:
the typed changes are dropped but the file on the storage is untouched), logging in and out,
a share link's password, e-mail and code steps (judgement call: the e-mail step sends a code
to the address the visitor typed, their own), the admin login, downloads, reads and page
loads, and every control that only opens a row, a menu, a modal or a prompt. Not in the
corpus: uploads (dropped files, no control to tap), moving by drag and drop, and the admin
console's settings and storage pages, whose every change sends the whole configuration (many
kilobytes) as its body. Every screen is a web page (``web: true``) and every action states
its requests and bodies. The builder reads the catalogues from the checkout given to it.

    git clone https://github.com/mickael-kerjean/filestash filestash
    git -C filestash checkout ce308653849782c3bcf47356a3396b829c2cfe3a
    python tests/safety/heldout_v403/build.py filestash

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

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # the repository's m2miner
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from filestash import screens
from web_corpus import build

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

LANGUAGES = {"en": "", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
             "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v403.yaml")


def catalogue_key(text: str) -> str:
    """index.js's key of an English text: upper case, spaces as ``_``, other signs dropped."""
    key = re.sub(r"[^a-zA-Z0-9\-_*{}?]", "", text.upper().replace(" ", "_"))
    return re.sub(r"_+$", "", key)


class Lookup:
    """``t(text)`` as ``public/assets/locales/index.js`` has it: English shows the text itself
    (the app loads no catalogue); another language shows the catalogue's string for the
    text's key, or the English text where the catalogue lacks the key or leaves it empty
    (``fallbacks``); the first letter is made upper case where the English text starts with
    one; ``{{VALUE}}`` is filled in."""

    def __init__(self, table: dict[str, str] | None) -> None:
        self.table = table
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, value: str = "") -> str:
        shown = text
        if self.table is not None:
            key = catalogue_key(text)
            shown = self.table.get(key) or ""
            if not shown:
                self.fallbacks.add(key)
                shown = text
        if text[:1] != text[:1].lower():
            shown = shown[:1].upper() + shown[1:]
        return shown.replace("{{VALUE}}", value)


def main(checkout: str) -> int:
    folder = Path(checkout) / "public" / "assets" / "locales"

    def lookup(lang: str) -> Lookup:
        if not LANGUAGES[lang]:
            return Lookup(None)
        path = folder / f"{LANGUAGES[lang]}.json"
        return Lookup(json.loads(path.read_text(encoding="utf-8")))

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, *CONFIRM_BUTTONS[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
