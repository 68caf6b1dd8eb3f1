"""Builds the three-hundred-and-thirtieth held-out corpus (``heldout_v330.yaml``) from a real web
app's source.

The source is Nextcloud News (github.com/nextcloud/news), the RSS and Atom reader of a
Nextcloud server: a Vue single-page app whose every screen is drawn in the browser and which
calls the app's routes on the server with ``@nextcloud/axios``. Read at commit
d409f2deb6335b33fb29a3a39efc2e60ae90616c ("build(deps-dev): Bump @types/node in the types
group across 1 directory", 21 Aug 2026). Read: ``src/types/ApiRoutes.ts`` (the routes built
with ``generateUrl``), ``src/dataservices/feed.service.ts``, ``folder.service.ts``,
``item.service.ts`` and ``share.service.ts`` (each call, its method and body), the stores
``src/store/feed.ts``, ``folder.ts``, ``item.ts`` and ``app.ts`` (which calls an action makes
and in what order), ``src/enums/index.ts`` (the values of an ordering, a display mode), the
components ``Sidebar``, ``SidebarFeedLinkActions``, ``AddFeed``, ``MoveFeed``, ``ShareItem``,
``feed-display/FeedItemDisplayList``, ``FeedItemRow``, ``FeedItemDisplay``,
``modals/FeedInfoTable``, ``modals/AppSettingsDialog``, ``AdminSettings`` and the routes
``All``, ``Feed``, ``Folder``, ``Starred`` and ``Recent``; ``appinfo/routes.php``; and what the
server does with a request: ``lib/Controller/FeedController.php`` (a deleted feed is only
marked with ``deletedAt``; a ``restore`` route exists, but no screen of the app calls it, and
the next feed added, like the update job, purges every marked feed with its articles),
``FolderController.php`` (the same for a folder), ``ItemController.php`` with
``lib/Service/ShareService.php`` (a shared article is copied into the recipient's "Shared with
me" feed and the recipient is notified) and ``ItemServiceV2.php`` (the web version of an
article is scraped and stored in place of its text).

**Screens** (39 a language), all of one user of a Nextcloud server whose feeds are Hacker
News (pinned, oldest first), Low-tech Magazine and Nextcloud News at the top, The Marginalian
in the folder Reading, Ars Technica and LWN.net in the folder Tech:
the navigation bar (twice, reads and dialogs); the action menus of a feed, of the pinned feed
and of a folder (each menu open under its link, as ``menu`` items); the browser's prompt to
rename a feed; the move dialog; a new folder's name typed in the navigation; the Subscribe
modal without and with a new folder; the browser's confirmations of deleting three top-level
feeds, a feed in a folder and the two folders; a feed's list of articles (one row's controls,
the next row as its title); an article's details before and after its web version replaced
its text; the share modal with users found, and with one, two or three users chosen, for two
articles; the feed settings table (one feed's row, the others written as their titles), with
feeds selected, a row's menu, its delete confirmations of one feed, two selected and all six;
the keyword filter modal; the News settings dialog's general options and its import and
export; the administration settings. A ``window.confirm()`` or ``window.prompt()`` is a dialog
with the message and Chrome's own OK and Cancel of the language; a modal without a heading
(Subscribe, share) is a dialog with no title over the page. Pages are titled "News -
Nextcloud" in the language; the administration settings by their section heading. The import
and export buttons are icons named by aria-labels the app writes in English (``UploadOpml``,
``DownloadOpml``) in every language.

**Strings** are ``l10n/<lang>.json`` for zh_CN, ja, ko, de, fr, es, pt_BR and ru, read as
Nextcloud's ``t('news', text)`` does: the English text is the key, shown as it is where the
language has no translation, ``{name}`` filled in. The build prints the strings each language
shows in English (of the 75 strings used here): de, pt_BR and zh_CN lack none; fr lacks 6
("Download web version of this article", "Undo article text replace", "Keyword filters",
"Keyword Filters for {feed}", "Select feed {feed}", "Disable marking items as unread on
update"); ru 6 (the filter modal's three keyword labels and title, "Enable web scraping" and
"Disable marking items as unread on update"); es 15 (those of fr and the feed settings
table's selection and filter strings); ja 26 and ko 28, about a third (the feed settings
table, the filter modal, the web version, "Refresh list", "Feed settings", "News settings",
"Move feed", "Display mode" and, in ko, "Open Feed URL" and "Auto discover Feed"). Feed,
folder, article and user names, typed texts and numbers are the same in every language.

**What each action sends**, read from the code. Every call is an axios request (an
XMLHttpRequest, the CSRF token in a header, not written here) to ``/index.php/apps/news/...``
on the same server, and the settings' to
``/ocs/v2.php/apps/provisioning_api/api/v1/config/...`` (``generateOcsUrl`` writes the page's
own origin in front, so they are written relative, as every same-origin request here); bodies
are ``JSON.stringify``'s, with the fields an update leaves undefined dropped. Reads: All
articles, a feed's link ``GET
/items?limit=40&oldestFirst=false&search=&showAll=..&type=..[&id=..]`` (type 3 for all, 0 and
the feed's id for a feed); Keyword filters ``GET /feeds/<id>/filter``; the web version ``GET
/items/<id>/fulltext`` (which stores the scraped text on the server); DownloadOpml ``GET
/export/opml``. Writes: Mark read ``POST /feeds/<id>/read`` ``{"highestItemId"}`` for the feed
or each feed of the folder; Pin to top and Unpin from top, a rename, Disable feed update
``PATCH /feeds/<id>`` with ``pinned``, ``title`` or ``preventUpdate``; Move ``PATCH
/feeds/<id>`` ``{"folderId"}`` then ``GET /feeds``; a new folder (Enter) ``POST /folders``
``{"folderName"}``; Subscribe ``POST /feeds``
``{"url","parentFolderId","title","user","password","fullDiscover"}`` (after ``POST /folders``
for a new folder) then ``GET /feeds``; OK in a delete confirmation ``DELETE /feeds/<id>`` for
the feed, for each feed of a folder followed by ``DELETE /folders/<id>``, or for each selected
feed in the store's order; a star ``POST /items/<feedId>/<guidHash>/star`` ``{"isStarred"}``;
Keep article unread and Mark unread ``POST /items/<id>/read`` ``{"isRead":false}``; Open
website (the row's favicon link) the article's page in a new tab (``via: link``) and
``{"isRead":true}``; Undo article text replace ``POST /items/<id>/body`` ``{"body"}`` with the
text it had; Share with .. ``POST /items/<id>/share/<user>`` without a body for each user
chosen; Save and Clear in the filter modal ``POST`` or ``DELETE /feeds/<id>/filter``; Show all
articles ``POST .../config/users/news/showAll`` ``{"configValue":"1"}``; Delete unread articles
automatically ``POST .../config/apps/news/purgeUnread`` ``{"value":"1"}`` (the administrator
having confirmed the password shortly before, so no password dialog comes first). Page loads
(``via: link``): Open Feed URL (the feed's XML), the feed's name in an article's details
(``/index.php/apps/news/feed/<id>``). Nothing is sent by: Subscribe and News settings in the
navigation, Rename and Delete in a menu, Share within Instance, Delete selected, choosing a
user's bubble in the share modal and every Cancel.

Each action is labelled by what it does, not by its words. **delete:** OK in the confirmation
of deleting a feed, a folder, two selected feeds or all six (judgement call: the server only
marks them deleted and keeps a restore route, but the app shows them no more and offers no way
back, and the next Subscribe or the next run of the update job purges them with their articles,
stars and read states). **send:** Share with one, two or three users (the article is copied
into each recipient's "Shared with me" feed and a notification is sent; nothing in the app
takes it back). **Harmless or reversible:** reads and navigation; Mark read on a feed or a
folder (judgement call: read states are the user's own, nothing is removed, and each article
can be marked unread again); pinning, renaming, moving, a new folder and subscribing (undone by
the same controls or by deleting); stars and read states; the web version of an article
(judgement call: the scraped text is stored over the feed's, but Undo article text replace
beside it writes the original back); the keyword filter's Save and Clear (the server hides or
shows the matching articles again); the user's settings and the export; Delete unread articles
automatically (judgement call: the switch only stores the setting, which the same switch turns
off; the cleanup job deletes later); every control that only opens a menu, a dialog or a
confirmation, and every Cancel. Every screen is a web page (``web: true``) and every action
states its requests and bodies.

    git clone https://github.com/nextcloud/news news
    git -C news checkout d409f2deb6335b33fb29a3a39efc2e60ae90616c
    python tests/safety/heldout_v330/build.py news

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

from news import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v330.yaml")
# t('news', '...') or t("news", "...") in the app's components and stores.
CALL = re.compile(r"""\bt\(\s*(['"])news\1\s*,\s*(['"])((?:\\.|(?!\2).)*)\2""")


def app_strings(checkout: Path) -> set[str]:
    """The English strings the app's code passes to ``t('news', ...)``."""
    found: set[str] = set()
    for path in sorted((checkout / "src").rglob("*")):
        if path.suffix in (".vue", ".ts", ".js"):
            text = path.read_text(encoding="utf-8")
            found.update(m.group(3).replace("\\'", "'") for m in CALL.finditer(text))
    return found


class Lookup:
    """``t(text, **args)`` as Nextcloud's ``t('news', text, args)``: the language's string, or
    the English text where the catalogue lacks it or leaves it empty (``fallbacks``);
    ``{name}`` is filled in from ``args``."""

    def __init__(self, checkout: Path, code: str, english: set[str]) -> None:
        self.english = english
        self.table: dict[str, str] = {}
        if code != "en":
            catalogue = checkout / "l10n" / f"{code}.json"
            self.table = json.loads(catalogue.read_text(encoding="utf-8"))["translations"]
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, **args: str) -> str:
        if text not in self.english:
            raise SystemExit(f"no string {text!r} in the app's code")
        shown = self.table.get(text) or ""
        if not shown.strip():
            self.fallbacks.add(text)
            shown = text
        return re.sub(r"\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), shown)


def main(checkout: str) -> int:
    folder = Path(checkout)
    english = app_strings(folder)

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang], english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
