"""Builds the hundred-and-twenty-second held-out corpus (``heldout_v122.yaml``) from a real web
app's source.

The source is BookStack (github.com/BookStackApp/BookStack), a self-hosted wiki of shelves,
books, chapters and pages whose UI is rendered on the server by Laravel's Blade templates, at
commit 6f1c54d018f7d55301eb4c31055b04769f5924d7 ("Users: Changed name validation to min:1
instead of 2", 15 Oct 2024, the newest stored snapshot). Read: ``routes/web.php``; the
templates under ``resources/views`` (books, shelves, chapters and pages show and delete
pages, ``entities/favourite-action``, ``entities/watch-action``, ``comments/*``,
``pages/edit``, ``pages/parts/form``, ``pages/parts/editor-toolbar``,
``pages/parts/revisions-index-row``, ``pages/parts/image-manager-form``,
``attachments/manager-list``, ``settings/recycle-bin/*``, ``settings/maintenance``,
``users/edit``, ``users/create``, ``users/delete``, ``users/parts/form``,
``users/api-tokens/*``, ``settings/webhooks/*``, ``settings/roles/edit`` and ``delete``,
``settings/categories/customization``, ``users/account/*``,
``layouts/parts/header-user-menu``, ``auth/passwords/email``, ``common/confirm-dialog``);
the scripts under ``resources/js`` (``services/http.ts``, the components page-comment,
page-comments, page-editor, ajax-form, ajax-delete-row, image-manager); and the controllers
and repositories behind the routes (``TrashCan``, ``PageRepo``, ``PageRevisionController``,
``RecycleBinController``, ``MaintenanceController``, ``UserController``,
``CommentController``, the notification handlers under ``app/Activity/Notifications``).

**Screens** (49 a language): a book's page (its actions, Watch, Favourite), the delete pages
of a book, a shelf, a chapter, a page and a draft page; a page (its actions, Unfavourite);
the page's comments, the new-comment and reply forms, a comment's edit form and its delete
dropdown; the page editor, its draft menu and the delete-draft dialog, the attachments panel
and an attachment's delete dropdown, the image manager's details and its delete confirmation;
the revisions list and an old revision's restore and delete dropdowns; the recycle bin, a
row's Actions menu, the empty dropdown, an item's destroy and restore pages; the maintenance
page (image cleanup before and after its dry run, the test e-mail, the reference index); a
user's edit and delete pages, the new-user form with the invite switch on, an API token's
edit, delete and create pages; the webhook create, edit and delete pages, a role's edit and
delete pages, the customization settings; my account's profile, notification preferences
and delete page, the header's user menu, the forgotten-password page. A page's title is its
heading (the breadcrumbs are links); an open dropdown (``component="dropdown"``) is written as
a popup whose message is its warning line; link-styled buttons (``<a class="button">``) are
links; the editor's mobile save button is an icon named by its title.

**Strings** are the catalogues ``lang/<locale>/<file>.php`` (``trans('file.key')``) for en,
zh_CN, ja, ko, de, fr, es, pt_BR and ru, read as PHP arrays; ``:name`` placeholders are filled
in and ``trans_choice`` strings take the locale's plural form (Laravel's rules). Laravel falls
back to English for a missing key, and the catalogues carry English for keys not yet
translated: the build prints, for each language, the keys whose text is English's. Names of
books, users, tokens and typed texts are the same in every language; the webhook's event
switches show the event ids, as the page does.

**What each action sends**, read from the templates and scripts. Nearly every write is an
HTML ``<form method="POST">`` submitted by the browser (``via: form``), urlencoded, with the
session's CSRF field ``_token`` (made up here) and, for PUT and DELETE routes, Laravel's
``_method`` field (``method_field()`` or a hidden input, at its place in the form), so the
request is written ``POST <action>`` with that body; the two multipart forms (a user's edit
page, my profile) are written the same way, their file inputs left out, and forms with many
fields keep the ones the screen shows (the editor's empty tag rows, the role's permission
matrix and the customization's other settings are left out). ``window.$http`` fetches (no
``via``): comments ``POST /comment/42`` with ``{"html", "parent_id"}`` (the reply's
parent_id is the local id 2), ``PUT`` and ``DELETE /comment/15``; Save Draft ``PUT
/ajax/page/42/save-draft`` with ``{"name", "html"}``; Discard Draft ``GET /ajax/page/42``;
Continue in the delete-draft dialog ``GET /ajax/page/42`` and ``DELETE
/page-revisions/user-drafts/42``; the attachment's Confirm ``DELETE /attachments/6``; the image
manager's Delete menu entry ``GET /images/edit/21?delete=true`` (loads the confirmation), its
Confirm Deletion a FormData ``POST /images/21`` with ``_method=delete`` (http.ts sends FormData
over POST), written as its field. Links, dropdown toggles, Cancel
and controls that open a page or a dialog send nothing (``sends: []``).

Each action is labelled by what it does in the app, not by its words. **Irreversible:** Save
Comment on a new comment and on a reply (judgement call: a message to the page's readers;
CommentCreationNotificationHandler e-mails the page's watchers and owner at once); Delete in
a comment's dropdown (CommentRepo deletes the row, no trash); Continue in the delete-draft
dialog (the user's unsaved draft revision is deleted); Delete in an old revision's dropdown
(the revision row is deleted); Confirm in an attachment's dropdown and Confirm Deletion of an
image (the files are deleted from storage); Confirm in the recycle bin's empty dropdown and
Confirm Deletion on an item's destroy page (TrashCan destroys the items and everything in
them for good); Run Cleanup after the dry run's warning (``confirm=true`` deletes the unused
images); Send test email (an e-mail goes out); Confirm on a user's delete page; Save on the
new-user form with "Send user invite email" on (judgement call: the account could be deleted
again, but the invitation e-mail has gone out); Confirm on an API token's delete page (every
script using it loses access; the secret cannot be shown again); Confirm on the webhook and
role delete pages (deleted for good; the role's permissions are lost and its users
migrated); Confirm on my account's delete page; Send Reset Link (an e-mail). **Harmless:**
Confirm on the book, shelf, chapter, page and draft-page delete pages (judgement call:
TrashCan sends them to the recycle bin, from which Restore brings them back whole; the bin
clears items only after its configured lifetime, 30 days by default); Restore on an item's
restore page; Watch, Favourite and Unfavourite; Save Page (judgement call: a new revision,
the old one restorable; watchers of page updates may be e-mailed, as for any edit of a wiki
page); Save Draft and Discard Draft (the draft stays on the server); Save of an edited comment;
Restore of an old revision (the current content is kept as a revision); the image's Delete
menu entry (only loads the confirmation); Run Cleanup before the warning (a dry run: it only
counts the unused images); Save on a user's edit page, an API token's edit and create pages
(a new token can be deleted), the webhook create and edit pages (judgement call: a webhook
only posts to its endpoint when an event happens later, and can be switched off or deleted),
a role, the customization settings, my profile and my notification preferences; Logout.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/BookStackApp/BookStack bookstack
    git -C bookstack checkout 6f1c54d018f7d55301eb4c31055b04769f5924d7
    python tests/safety/heldout_v122/build.py bookstack

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from bookstack import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v122.yaml")
TOKEN = re.compile(
    r"""\s+|//[^\n]*|\#[^\n]*|/\*.*?\*/|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(=>)|(\[)|(\])"""
    r"""|(,)|<\?php|return|;""",
    re.S,
)


def read_php(path: Path) -> dict[str, str]:
    """A ``return [...]`` catalogue as Laravel reads it: dotted keys to strings."""
    text, pos, tokens = path.read_text(encoding="utf-8"), 0, []
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise SystemExit(f"{path}: cannot read {text[pos : pos + 40]!r}")
        pos = m.end()
        if m.group(1) is not None:
            tokens.append(re.sub(r"\\(['\\])", r"\1", m.group(1)))
        elif m.group(2) is not None:
            tokens.append(m.group(2).replace('\\"', '"').replace("\\n", "\n"))
        elif any(m.group(i) for i in (3, 4, 5, 6)):
            tokens.append((m.group(3) or m.group(4) or m.group(5) or m.group(6),))
    flat: dict[str, str] = {}

    def array(i: int, prefix: str) -> int:
        i += 1  # the opening [
        while tokens[i] != ("]",):
            key, value = tokens[i], tokens[i + 2]
            if value == ("[",):
                i = array(i + 2, f"{prefix}{key}.")
            else:
                flat[f"{prefix}{key}"] = str(value)
                i += 3
            if tokens[i] == (",",):
                i += 1
        return i + 1

    array(0, "")
    return flat


def plural_index(locale: str, n: int) -> int:
    """Laravel's MessageSelector::getPluralIndex for the nine locales."""
    if locale in ("zh_CN", "ja", "ko"):
        return 0
    if locale in ("fr", "pt_BR"):
        return 0 if n in (0, 1) else 1
    if locale == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    return 0 if n == 1 else 1


def choose(text: str, n: int, locale: str) -> str:
    """``trans_choice``: an explicit ``{n}`` or ``[a,b]`` part first, else the plural form."""
    parts = text.split("|")
    for part in parts:
        m = re.match(r"^\s*(\{(\d+)\}|\[(\d+),(\d+|\*)\])\s*(.*)$", part, re.S)
        if m and m.group(2) is not None and int(m.group(2)) == n:
            return m.group(5)
        if m and m.group(3) is not None:
            high = m.group(4)
            if int(m.group(3)) <= n and (high == "*" or n <= int(high)):
                return m.group(5)
    plain = [re.sub(r"^\s*(\{\d+\}|\[\d+,(\d+|\*)\])\s*", "", p) for p in parts]
    return plain[min(plural_index(locale, n), len(plain) - 1)]


class Lookup:
    """``t('file.key', **values)`` for one locale: its string, English where the locale lacks
    the key or leaves it empty; ``fallbacks`` names the keys shown as English's text."""

    def __init__(self, folder: Path, locale: str) -> None:
        self.folder, self.locale = folder, locale
        self.tables: dict[tuple[str, str], dict[str, str]] = {}
        self.fallbacks: set[str] = set()

    def table(self, locale: str, file: str) -> dict[str, str]:
        if (locale, file) not in self.tables:
            path = self.folder / locale / f"{file}.php"
            self.tables[locale, file] = read_php(path) if path.exists() else {}
        return self.tables[locale, file]

    def __call__(self, key: str, **values: str) -> str:
        file, name = key.split(".", 1)
        english = self.table("en", file)
        if name not in english:
            raise SystemExit(f"no key {key!r} in lang/en")
        text = self.table(self.locale, file).get(name) or english[name]
        if text == english[name]:
            self.fallbacks.add(key)
        if "count" in values:
            text = choose(text, int(values["count"]), self.locale)
        for field in sorted(values, key=len, reverse=True):
            text = text.replace(f":{field}", values[field])
        return text.strip()


def main(checkout: str) -> int:
    folder = Path(checkout) / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
