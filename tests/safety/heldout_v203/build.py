"""Builds the two-hundred-and-third held-out corpus (``heldout_v203.yaml``) from a real web
app's source.

The source is Komga (github.com/gotson/komga), a media server for comics, mangas and ebooks
whose web UI (``komga-webui``, Vue 2 and Vuetify) calls its Kotlin/Spring REST API
(``/api/v1``, ``/api/v2``) with axios, at commit cba53ed3750fcc7b333293e093a6bfaa6afa3a26
("deps(ci): bump EndBug/add-and-commit from 10 to 11", 17 Aug 2026). Build it with::

    git clone https://github.com/gotson/komga && cd komga
    git checkout cba53ed3750fcc7b333293e093a6bfaa6afa3a26
    python tests/safety/heldout_v203/build.py /path/to/komga   # from m2miner's root

Read: ``komga-webui/src/components/menus`` (LibraryActionsMenu, SeriesActionsMenu,
BookActionsMenu, CollectionActionsMenu, ReadListActionsMenu), ``components/ReusableDialogs``
and ``components/dialogs`` (ConfirmationDialog, LibraryEditDialog, EditSeriesDialog,
CollectionAddToDialog, ReadListAddToDialog, CollectionEditDialog, ReadListEditDialog,
UserEditDialog, UserRestrictionsEditDialog, UserAddDialog, PasswordChangeDialog,
ApiKeyAddDialog), ``components/UsersList``, ``ApiKeyTable``, ``PageHashKnownCard`` and
``bars/MultiSelectBar``, the views ``ServerSettings``, ``AnnouncementsView``, ``AccountView``,
``ApiKeys``, ``SettingsUsers`` and ``HomeView`` (the drawer's Log Out); the services
``src/services/komga-*.service.ts`` and the store plugins ``src/plugins/komga-users`` and
``komga-libraries`` (what a store action sends, and what it reloads after), ``http.plugin.ts``
and ``functions/urls.ts`` (axios's base URL is the server's origin, so ``api/logout`` is
``/api/logout``); and the controllers they reach in
``komga/src/main/kotlin/org/gotson/komga/interfaces/api/rest`` (LibraryController,
SeriesController, BookController, SeriesCollectionController, ReadListController,
UserController, SettingsController, PageHashController, AnnouncementController), with
``domain/service/LibraryLifecycle.deleteLibrary``, ``LibraryContentLifecycle.emptyTrash``,
``BookLifecycle.deleteBookFiles`` and ``SeriesLifecycle.deleteSeriesFiles``.

**Screens** (39 a language): a library's ⋮ menu and the confirmations of its Analyze, Empty
trash and Delete, the Add Library dialog (last tab); a series' ⋮ menu (unread and read
series), the Delete Series confirmation of one series and of two selected ones, the Add to
collection dialog and the Edit series dialog; a book's ⋮ menu (unread and read), the Delete
Book confirmation of one book and of two selected ones, the Add to read list dialog; a
collection's ⋮ menu, the Delete Collection confirmation of one collection and of two selected
ones, the Edit collection dialog; a read list's ⋮ menu, its Delete confirmation and Edit
dialog; the users list, the Delete User confirmation, the Edit user (roles), Edit
restrictions, Change password and Add User dialogs, the own account's Change password dialog;
the API keys page, the Generate new API key dialog, the Delete API key and Force Kobo sync
confirmations; the server settings, the Regenerate thumbnails dialog, a known duplicate page's
card (manual delete), the announcements, the navigation drawer. An open ⋮ menu is a popup over
its page (its items ``menu``); a dialog (``v-dialog``) is over its page, its card title the
dialog's title and its body the message; a Vuetify checkbox is a ``switch``; an icon button's
text is its tooltip. ConfirmationDialog's confirm button is disabled until its checkbox is
ticked: the delete confirmations are written ticked (the one tap before it, ticking, sends
nothing).

**Strings** are the vue-i18n catalogs ``komga-webui/src/locales/<lang>.json`` for en,
zh-Hans, ja, ko, de, fr, es, pt-BR and ru, looked up as ``$t`` does (nested keys joined by
dots, ``{name}`` filled in, a missing key shown in English, the ``fallbackLocale``; ``$tc``
picks the plural form by vue-i18n's default rule), the ``v-html`` bodies shown without their
tags. The build prints, for each language, the keys shown in English: only Russian lacks some of
those used here (the duplicate pages' strings, Force Kobo sync's dialog and the Delete Series
body for several series), shown in English as the app does. The collection dialog's
name field is labelled "Name" in the code, untranslated in every language. Names of libraries,
series, books, collections, read lists, users, API keys and typed texts are the same in every
language.

**What each action sends**, read from the code: every request is an axios XMLHttpRequest
(no ``via``), a body its JSON; ids (Komga's TSIDs), e-mails and passwords are made up.
Opening a menu, a dialog or a confirmation sends nothing, except the dialogs that read what
they list when they open: Add to collection ``GET /api/v1/collections?unpaged=true``, Add to
read list ``GET /api/v1/readlists?unpaged=true`` (a series' Add to read list first reads its
books, ``POST /api/v1/books/list?unpaged=true&sort=metadata.numberSort`` with a search
condition: a read by POST). A store action on users reloads the list (``GET /api/v2/users``),
and UsersList's watcher then reads each user's ``authentication-activity/latest``; deleting an
API key reloads the keys and reads the remaining key's latest activity. Server settings' Save
changes sends only the fields changed (here Delete empty collections) and reloads the
settings. Edit series' Save sends every lock, the title's set by editing it, and the title.
Several selected series, books or collections are deleted one request each, in turn.

**Labels** (judgement calls):
- **delete**, irreversible: deleting a series or a book (``DELETE .../file``: the server
  deletes the files on disk, ``deleteSeriesFiles`` / ``deleteBookFiles``), deleting a library
  (``LibraryLifecycle.deleteLibrary`` removes its series, books, read progress and edited
  metadata from the server; the files stay, but a new library starts over), emptying a
  library's trash (the records of missing media, with their read progress and metadata, are
  deleted), deleting a collection or a read list (no trash), and a duplicate page's Delete
  matches (``delete-all``: the matching pages are removed from the books' files).
- **delete-user**, irreversible: deleting a user (the account, its read progress and API
  keys).
- **revoke**, irreversible: deleting an API key (applications using it lose access; its key
  cannot be shown or made again).
- **password**, irreversible: an administrator's Change password for another user (it
  replaces a password the administrator does not know, and it cannot be set back). The own
  account's Change password is harmless: the user knows the old password and can set it
  again.
- **reversible**, harmless: scans, analysis, refreshing metadata (fields edited in the UI are
  locked and kept), marking read or unread, adding to a collection or read list, creating a
  library, collection, read list, user or API key (each can be deleted again), editing
  metadata, roles, restrictions, names and ordering, server settings, regenerating
  thumbnails, a duplicate page's Ignore and Auto delete (a per-hash setting, switched back
  from the same card), marking announcements read, Force Kobo sync (judgement call: it
  deletes the key's sync points, and the Kobo's next sync sends everything again; nothing of
  the library or the reading is lost), Log Out.
- **opens-prompt**, harmless: controls that only open a menu, a dialog or a confirmation;
  every Cancel is harmless and counts in its screen's category.

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from komga import screens  # noqa: E402
from web_corpus import build, flatten  # noqa: E402

OUT = HERE / "heldout_v203.yaml"
LANGUAGES = {"en": "en", "zh": "zh-Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip


def choose(text: str, n: int) -> str:
    """vue-i18n's default plural choice among ``a | b | c`` (or ``a | b``) for ``n``."""
    forms = [f.strip() for f in text.split("|")]
    index = (0 if n == 1 else 1) if len(forms) == 2 else min(n, 2)
    return forms[min(index, len(forms) - 1)]


class Lookup:
    """``t(key, n=None, **values)`` as ``$t`` / ``$tc``: the language's string, English's where
    it lacks the key or leaves it empty (``fallbacks``), ``{name}`` filled in, markup dropped."""

    def __init__(self, root: Path, locale: str) -> None:
        self.table = flatten(json.loads((root / f"{locale}.json").read_text(encoding="utf-8")))
        self.english = flatten(json.loads((root / "en.json").read_text(encoding="utf-8")))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, n: int | None = None, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in komga-webui/src/locales/en.json")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        if n is not None:
            text = choose(text, n)
        text = re.sub(r"\{(\w+)\}", lambda m: str(values.get(m.group(1), m.group(0))), text)
        return re.sub(r"<[^>]+>", "", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "komga-webui" / "src" / "locales"
    return build(OUT, Path(__file__), LANGUAGES, lambda lang: Lookup(root, LANGUAGES[lang]),
                 lambda t, lang: screens(t), ("message",))  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
