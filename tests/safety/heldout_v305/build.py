"""Builds the three-hundred-and-fifth held-out corpus (``heldout_v305.yaml``) from a real web
app's source.

The source is Nextcloud Bookmarks (github.com/nextcloud/bookmarks), the bookmark manager of
Nextcloud: a Vue single-page app inside the Nextcloud web interface whose every control calls
the app's own routes on the same server with ``@nextcloud/axios`` (an XMLHttpRequest carrying
the page's request token in a header, not written here). Read at commit
de3c0f4790bad89140f901e45666488b580e0f6a ("fix(l10n): Update translations from Transifex", 21
Aug 2026). Read: ``src/store/actions.js`` (every request the app makes, and the ``url()``
function: ``generateUrl('/apps/bookmarks' + path)``, written here as on a server without pretty
URLs, ``/index.php/apps/bookmarks/...``), ``src/store/mutations.js`` (SET_QUERY, RESET_PAGE),
``src/store/index.js`` (the default sorting, ``lastmodified``), ``src/router.js``; the
components ``ViewPrivate`` (what each route loads), ``Navigation``, ``Controls``,
``BookmarksList``, ``Item``, ``Bookmark``, ``Folder``, ``CreateBookmark``, ``CreateFolder``,
``BulkEditing``, ``MoveDialog``, ``CopyDialog``, ``FolderPicker``, ``TreeFolder``,
``SidebarFolder``, ``SidebarBookmark``, ``Settings``, ``NoBookmarks`` and ``FirstRun``; and of
the server side ``lib/Controller/InternalBookmarkController.php``,
``InternalFoldersController.php``, ``InternalTagsController.php`` and
``SettingsController.php`` (the routes), ``FoldersController.php``, ``BookmarkController.php``
(``Bookmark::toArray`` in ``lib/Db/Bookmark.php``, the object the app puts back whole),
``lib/Service/BookmarkService.php`` and ``FolderService.php`` (``hardDelete=false`` moves a
bookmark or a folder to the trash bin, ``hardDelete=true`` removes it; ``DELETE
/folder/deleted`` removes every item of the trash bin).

**Screens** (38 a language), all of the user marie logged in to the Nextcloud server, on the
app's page ("Bookmarks - Nextcloud"): the navigation (twice, once per kind of action), the
menus of the tags reading and kitchen, the toolbar, its New and sorting menus, the inline
forms of a new bookmark (a link typed) and a new folder (Garden), a bookmark's row, its menu
(twice), its renaming, the move dialog with the folder Recipes picked, a folder's menu
(twice), its renaming, a folder's page; the selection menu of two bookmarks (twice) and the
``confirm()`` of deleting them, the trash bin, the menus of a bookmark and a folder in it
(twice each), the ``confirm()`` of deleting a bookmark or a folder for good (each for two
items); a folder's sharing tab without a public link, the same with "a" typed into the
search for a user or group (Alice Moreau, Bob Tran and the group Family offered), another
folder's public link menu, the menus of its shares with Alice Moreau and with Family; the
settings dialog (three times, once per kind of action). A menu is written open (``menu``
items); an ``NcActions`` holding one action shows it as an icon button named by its text, so
the renaming rows' Submit and Cancel, Create public link and the folder page's Go back are
buttons or icons. A ``confirm()`` is the browser's dialog with the page's message and the two
buttons of the case's language. Names of folders, bookmarks, tags, people and typed texts are
the same in every language; the view lists more than 100 bookmarks, so Select all has more to
load.

**Strings** are the app's catalogues ``l10n/<lang>.json`` for zh_CN, ja, ko, de, fr, es, pt_BR
and ru; English is the source text itself (Nextcloud's ``t('bookmarks', text)`` shows the
text where a catalogue lacks it or leaves it empty, and the build checks that every text
appears in the app's ``src/``). Plurals (``n()``) pick their form by the catalogue's
``pluralForm``. The build prints the strings a language lacks: ja lacks 23 of those used
here (Trash Bin, Bookmarks Settings, Frequently clicked, Duplicates, Copy RSS Feed of current
view, Sort by manual order, Sort by URL, Put bookmark into trash bin, Put folder into
trashbin, the trash bin's note, Restore bookmark and folder, Delete bookmark and folder
permanently, the folder confirmation's message, Open folder details, the settings dialog's
title and its Import/Export, Export bookmarks, Auto-archiving, Enable archiving, Auto-Backup
and Enable backups), shown in English; ko lacks Bookmarks Settings, the trash bin's note,
Open folder details and Frequently clicked; es lacks Frequently clicked; zh, de, fr, pt and
ru lack none.

**What each action sends**, read from the code. Every request is an axios XMLHttpRequest to
the same server; bodies are ``JSON.stringify``'s. Reads: a navigation link or Go back loads
the view's first page, ``GET /bookmark?limit=100&page=0&sortby=<sorting>`` and the route's
query (``sortby=added`` for Recent, ``unavailable=true``, ``tags[]=reading&conjunction=and``,
``folder=-1`` for all bookmarks); Trash Bin ``GET /bookmark/deleted`` and ``GET
/folder/deleted``; Select all ``GET /bookmark?page=-1&..``; a bookmark's title is a link
opened in a new tab after ``POST /bookmark/click`` ``{"url"}``. Writes: Change to grid view
``POST /settings/viewMode`` and a sorting ``POST /settings/sorting`` ``{"value"}`` (the
latter reloading the list); a new bookmark ``POST /bookmark`` ``{"url"}``, a new folder
``POST /folder`` ``{"title"}`` (the parent left out at the root), each followed by ``GET
/folder/-1/childorder`` (and ``GET /folder``); a bookmark's renaming ``PUT /bookmark/<id>``
with the whole bookmark object; a folder's renaming ``PUT /folder/<id>``
``{"parent_folder","title"}``; Put bookmark into trash bin ``DELETE
/folder/-1/bookmarks/<id>``, Put folder into trashbin ``DELETE /folder/<id>`` (no
``hardDelete``); Choose folder in the move dialog ``POST /folder/12/bookmarks/<id>`` then
``DELETE /folder/-1/bookmarks/<id>?hardDelete=true`` (the bookmark leaves its old folder);
OK in the selection's confirmation ``DELETE /folder/-1/bookmarks/<id>`` for each bookmark,
then RELOAD_VIEW's reads; Empty trash bin ``DELETE /folder/deleted`` (no confirmation) and
the reloads; Restore ``POST /folder/-1/bookmarks/<id>/undelete`` or ``POST
/folder/<id>/undelete``; OK in the confirmations of Delete ... permanently ``DELETE
/folder/-1/bookmarks/<id>?hardDelete=true`` or ``DELETE /folder/<id>?hardDelete=true``; a
tag's Delete ``DELETE /tag/<name>`` (no confirmation) then ``GET /tag?count=true``; Create
public link ``POST /folder/12/publictoken``; picking a user or group in the search ``POST
/folder/12/shares`` ``{"folderId","participant","type"}`` (0 a user, 1 a group); Delete link
``DELETE /folder/15/publictoken``; Remove share ``DELETE /share/<id>``; Allow editing ``PUT
/share/<id>`` ``{"canWrite","canShare"}``; Enable backups ``POST /settings/backup.enabled``
``{"value":"true"}``. Page loads (``via: link``): a bookmark's link and Export bookmarks
(``window.location`` to ``/bookmark/export?requesttoken=..``, the token made up). Nothing is
sent by: Copy link (the clipboard), Cancel and Cancel selection, Import bookmarks (it opens
the browser's file picker; the upload, ``POST /folder/-1/import`` with the chosen file, only
follows a choice there), and every control that only opens a menu, a form, the sidebar, a
dialog or a confirmation (Bookmarks Settings, Rename, New bookmark, Details, Move, Share
folder, Rename folder, Delete selection, Delete bookmark permanently, Delete folder
permanently). Share folder opens the sidebar, whose loading of the folder's shares compares
the folder's owner with the user object and so never sends.

Each action is labelled by what it does, not by its words. **delete:** a tag's Delete
(judgement call: the tag is taken off every bookmark at once, with no confirmation, trash or
undo; one would tag each bookmark again by hand), Empty trash bin (every item of the trash
bin removed, with no confirmation), OK in "Do you really want to delete this bookmark?" and
"... permanently delete this folder?" (the item is removed from the trash bin for good);
**publish:** Create public link (judgement call: the folder can at once be read by anyone
with the link, and the link is copied to be handed out); **share:** picking Alice Moreau, Bob
Tran or Family (judgement call: the folder is at once shared with other people, who can read
it and copy its links; Remove share stops it, but what they saw stays with them); **revoke:**
Delete link and Remove share (judgement call: everyone holding the link, or the person or
group, loses the folder at once; a new link has a new address and a new share starts again
from its default permissions). **Harmless or undone:** OK in "Do you really want to delete
these items?" (judgement call: despite its words, the bookmarks only go to the trash bin,
from which Restore brings them back), Put bookmark into trash bin and Put folder into
trashbin (Restore), Restore, moving a bookmark (the ``hardDelete=true`` request only takes
it out of its old folder; moving it back undoes it), creating and renaming bookmarks and
folders, Allow editing (set back by the same switch), the view and sorting settings, Enable
backups, a bookmark's click count, exports, reads, Copy link, Cancel, and every control that
only opens something. Not in the corpus: the app has no log-in or log-out of its own (they
are Nextcloud's), imports go through the browser's file picker, and the administration page
saves its settings a second after any change, all at once. Every screen is a web page (``web:
true``) and every action states its requests and bodies.

    git clone https://github.com/nextcloud/bookmarks bookmarks
    git -C bookmarks checkout de3c0f4790bad89140f901e45666488b580e0f6a
    python tests/safety/heldout_v305/build.py bookmarks

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

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from bookmarks import screens
from web_corpus import build

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

LANGUAGES = {"en": "", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v305.yaml")


def python_plural(expression: str) -> str:
    """A catalogue's C-style ``plural=`` expression as Python (``?:``, ``&&``, ``||``)."""
    text = expression.strip()
    while text.startswith("(") and _closing(text, 0) == len(text) - 1:
        text = text[1:-1].strip()
    depth = 0
    for i, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        if char == "?" and depth == 0:
            inner, nested = 0, 0
            for j in range(i + 1, len(text)):
                inner += (text[j] == "(") - (text[j] == ")")
                if inner == 0 and text[j] == "?":
                    nested += 1
                elif inner == 0 and text[j] == ":":
                    if not nested:
                        break
                    nested -= 1
            cond, yes, no = text[:i], text[i + 1 : j], text[j + 1 :]
            return f"(({python_plural(yes)}) if ({python_plural(cond)}) else ({python_plural(no)}))"
    return text.replace("&&", " and ").replace("||", " or ")


def _closing(text: str, start: int) -> int:
    depth = 0
    for i in range(start, len(text)):
        depth += (text[i] == "(") - (text[i] == ")")
        if depth == 0:
            return i
    return -1


class Lookup:
    """``t(text, **args)`` and ``n(singular, plural, count)`` as Nextcloud's l10n: a text the
    catalogue lacks, or leaves empty, shows itself (``fallbacks``); ``{name}`` is filled in
    from ``args``, ``%n`` with the count."""

    def __init__(self, checkout: Path, code: str) -> None:
        self.source = "\n".join(p.read_text(encoding="utf-8")
                                for p in sorted((checkout / "src").rglob("*"))
                                if p.suffix in (".vue", ".js"))  # fmt: skip
        self.table: dict[str, Any] = {}
        self.plural = "n != 1"
        if code:
            data = json.loads((checkout / "l10n" / f"{code}.json").read_text(encoding="utf-8"))
            self.table = data["translations"]
            self.plural = data["pluralForm"].split("plural=")[1].rstrip("; ")
        self.fallbacks: set[str] = set()

    def _known(self, text: str) -> None:
        if text not in self.source:
            raise SystemExit(f"no text {text!r} in the app's src/")

    def __call__(self, text: str, **args: str) -> str:
        self._known(text)
        shown = self.table.get(text) or ""
        if self.table and not shown:
            self.fallbacks.add(text)
        shown = shown or text
        return re.sub(r"\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), shown)

    def n(self, singular: str, plural: str, count: int) -> str:
        self._known(singular)
        self._known(plural)
        forms = self.table.get(f"_{singular}_::_{plural}_") or []
        form = int(eval(python_plural(self.plural), {"n": count}))  # the catalogue's rule
        shown = forms[form] if form < len(forms) and forms[form] else ""
        if self.table and not shown:
            self.fallbacks.add(singular)
        if not shown:
            shown = singular if count == 1 else plural
        return shown.replace("%n", str(count))


def main(checkout: str) -> int:
    def lookup(lang: str) -> Lookup:
        return Lookup(Path(checkout), LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        ok, cancel = CONFIRM_BUTTONS[lang]
        return screens(t, t.n, ok, cancel)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
