"""Builds the hundred-and-fifty-fifth held-out corpus (``heldout_v155.yaml``) from a real web
app's source.

The source is Zenphoto (github.com/zenphoto/zenphoto), a PHP gallery CMS whose admin pages are
rendered on the server, at commit 6c2ef3bc7e10d9340f5b0a6ad333448ee27a15b1 ("Restore "clone"
notice appendix to version on admin page", 19 Aug 2026, the newest stored snapshot). Read:
``zp-core/js/zp_general.js`` (confirmDeleteAlbum, confirmDelete, launchScript),
``zp-core/admin-edit.php`` (deleteAlbum1/2), ``admin-functions/admin-functions-album.php``
(the album row's delete icon, Clear album image cache, Reset album hit counters),
``admin-users.php`` (deleteadmin), ``admin-logs.php``, ``admin-themes.php`` (deletetheme),
``zp-extensions/comment_form/admin-comments.php`` (spam, notspam, editcomment,
deletecomment, the mailto Reply), ``zp-extensions/zenpage/admin-news-articles.php``,
``admin-pages.php``, ``admin-categories.php`` and ``admin-functions/admin-functions-general.php``
(printPublishIconLink), ``admin-functions-pages.php``, ``admin-functions-newscategories.php``,
``zp-extensions/search_statistics/search_analysis.php`` and
``utilities/gallery_statistics.php``.

**Screens** (30 entries a language): the album list's row and its two delete confirm()s, the album
page's cache and hit-counter links; the comments list's approved and held rows, the comment
edit page's Delete and the delete confirm(); a user's row and its delete confirm(); Zenpage's
draft and published article rows, the article delete confirm(), a draft page's row and its
confirm(), a news category's row and its confirm(); the logs page; a theme card and its
confirm(); the search statistics and gallery statistics reset links. A row of icons is one
screen, split into several entries where its controls fall in different categories. An icon
link is named by its ``title`` (its image's alt is mostly empty), the publish icon by
printPublishIconLink's ``$title`` (Publish, Unpublish) (judgement call). A ``confirm()`` is a
dialog screen with the page's title, its message the app's string, and OK and Cancel as
Chrome names them (judgement call). Deleting the backup/restore, plugins, tags and options
pages in the time given and are not in the corpus.

**Strings** are gettext's: ``zp-core/locale/<locale>/LC_MESSAGES/zenphoto.po`` for en (the
msgid itself), zh_CN, ja_JP, de_DE, fr_FR, es_ES and ru_RU; a fuzzy or empty msgstr shows the
msgid, and ``%s`` is filled in. Zenphoto ships no Korean and no Portuguese catalogue: ko and pt
show English throughout (the build prints every such key). Names of albums, users, articles,
pages, categories, themes and comment texts are the same in every language.

**What each action sends**, read from the code. Every Zenphoto control here is a page load
(``via: link``): an ``<a href>`` or a ``window.location`` set by confirmDelete,
confirmDeleteAlbum or an inline ``if(confirm(..)) window.location=..``; each carries the
action's ``XSRFToken`` (made up; getXSRFToken() is a sha1 of the action and the user). A
relative ``?action=..`` resolves against its page's path. Album delete: ``GET
/zp-core/admin-edit.php?page=edit&action=deletealbum&album=holidays&return=.&XSRFToken=..``
after both confirm()s; comment: ``..admin-comments.php?action=deletecomment&id=12``, spam
``action=spam``, approve ``action=notspam&id=%2012`` (the template writes ``id= 12``, the
browser encodes the space); user ``admin-users.php?action=deleteadmin&adminuser=bob&
pagenumber=0``; articles ``admin-news-articles.php?delete=..``, ``?publish=1|0&titlelink=..``,
``?commentson=0|1``, ``?hitcounter=1``; pages ``admin-pages.php?delete=about-us&add``;
categories ``admin-categories.php?delete=events&tab=categories``; logs
``admin-logs.php?action=delete_log|clear_log|download_log&page=logs&tab=..&filename=..``;
themes ``admin-themes.php?action=deletetheme&themealbum=&theme=garland``; search statistics
``search_analysis.php?reset``; gallery statistics ``?removeoutdateddownloads`` with the token
before ``sortorder`` and ``tab`` as the link writes them (its neighbour Clear all downloads
from database is left out: de_DE translates both links alike, so a tap could not name one).
View article opens the public page (``target=_blank``, no token). Opening a confirm(), its
Cancel, the first of the album's two confirm()s, and the mailto Reply send nothing.

Each action is labelled by what it does. **Irreversible:** **delete** the album (its folder
and images removed from disk, no trash), a comment, an article, a page, a news category (rows
deleted from the database), a theme (its folder deleted), the log file's Delete and Reset
(judgement call: Reset empties the log; neither asks); **delete-user** a user; **purge**
resetting an album's or an article's hit counters, all search statistics, and outdated
download counts (counts lost for good; no confirm); **publish** Publish on a draft article or
page and Approve on a held comment (judgement call: it is shown to the site's visitors at
once, which cannot be taken back though it can be unpublished or marked spam again).
**Harmless:** Unpublish, the comments on/off switches, Mark as SPAM (moves the comment to
moderation), Clear album image cache (caches are rebuilt), Download a log, View article,
Edit, Reply (a mailto: link), and every control that only opens a confirm().

    git clone https://github.com/zenphoto/zenphoto zenphoto
    git -C zenphoto checkout 6c2ef3bc7e10d9340f5b0a6ad333448ee27a15b1
    python tests/safety/heldout_v155/build.py zenphoto

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from web_corpus import build
from zenphoto import screens

LANGUAGES = {"en": "en_US", "zh": "zh_CN", "ja": "ja_JP", "ko": "", "de": "de_DE",
             "fr": "fr_FR", "es": "es_ES", "pt": "", "ru": "ru_RU"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v155.yaml")
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def unquote(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


def read_po(path: Path) -> dict[str, str]:
    """A .po file's msgid to msgstr, fuzzy and empty translations left out."""
    table: dict[str, str] = {}
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        if "#, fuzzy" in block:
            continue
        parts: dict[str, str] = {}
        field = ""
        for line in block.splitlines():
            m = re.match(r"^(msgid|msgstr|msgid_plural|msgctxt)\s", line)
            if m:
                field = m.group(1)
                parts[field] = ""
            if field and not line.startswith("#"):
                parts[field] += "".join(unquote(s) for s in STRING.findall(line))
        if parts.get("msgid") and parts.get("msgstr") and "msgctxt" not in parts:
            table[parts["msgid"]] = parts["msgstr"]
    return table


class Lookup:
    """``t(msgid, *args)`` as gettext: the msgstr, or the msgid where there is none
    (``fallbacks``); ``%s`` filled in order; tags dropped."""

    def __init__(self, root: Path, locale: str) -> None:
        path = root / locale / "LC_MESSAGES" / "zenphoto.po"
        self.table = read_po(path) if locale and locale != "en_US" else {}
        self.english = locale in ("en_US",)
        self.known = read_po(root / "de_DE" / "LC_MESSAGES" / "zenphoto.po")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.known:
            raise SystemExit(f"no msgid {key!r} in the catalogues")
        text = self.table.get(key, "")
        if not text:
            self.fallbacks.add(key)
            text = key
        for arg in args:
            text = re.sub(r"%(\d\$)?s", arg.replace("\\", "\\\\"), text, count=1)
        return re.sub(r"<[^>]+>", "", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "zp-core" / "locale"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
