"""Builds the two-hundred-and-twenty-third held-out corpus (``heldout_v223.yaml``) from a real
web app's source.

The source is Linkding (github.com/sissbruecker/linkding), a self-hosted bookmark manager
written in Python (Django) whose pages are rendered on the server and driven by Hotwired
Turbo and a few Lit components, at commit 65813a75404b1319aca8b09700fadc0b15adabaf ("Update
CHANGELOG.md", 18 Aug 2026). Read: ``bookmarks/urls.py``; the views ``bookmarks/views``
(bookmarks: index_action, archived_action, handle_action and its single and bulk actions,
new, edit; tags: tags_index, tag_new, tag_edit, tag_merge; bundles: action; settings:
update, create_api_token, delete_api_token, bookmark_import, bookmark_export; contexts:
RequestContext's action and details URLs); ``bookmarks/services/bookmarks.py``
(delete_bookmarks, share_bookmarks) and ``importer.py``; the templates
``bookmarks/bookmark_page``, ``bookmark_list``, ``bulk_edit_bar``, ``form``, ``new``,
``edit``, ``details/modal``, ``details/form`` and ``details/assets``, ``tags/index``,
``edit``, ``merge``, ``bundles/index``, ``settings/general``, ``integrations`` and
``create_api_token_modal``, ``registration/login`` and ``password_change_form``,
``shared/nav_menu`` and ``layout``; the scripts ``bookmarks/frontend/index.js`` (Turbo
Drive), ``components/confirm-dropdown.js``, ``form.js`` (data-submit-on-change),
``upload-button.js`` and ``details-modal.js``.

**Screens** (35 a language): the active list's bookmark row and the confirmations of its
Remove, Unread (``Mark as read?``) and Shared (``Unshare?``); an archived row and its
Remove's confirmation; the bulk edit bar (two rows checked, Delete selected) and the
confirmations of Execute for Delete (the checked rows, and all bookmarks with "All N
bookmarks" ticked), Archive, Add tags, Remove tags, Mark as read and Share; the Bookmarks
and Settings menus; the bookmark details modal, the confirmations of its asset's Remove and
of its Delete; the new bookmark form (Share off, and Share on), the edit form; the tags page
(searched for ``py``), its Remove's confirmation, the Edit Tag and Merge Tags modals; the
bundles page and its Remove's confirmation; the general settings' profile form, the import
and export section, the change password page; the integrations page, its API token Delete's
confirmation and the Create API Token modal; the login page. A button with ``data-confirm``
opens confirm-dropdown.js's popup (sends nothing): a dialog screen whose message is the
button's ``data-confirm-question`` or "Are you sure?", with Cancel and Confirm; Confirm
submits the form with that button as submitter. A modal (Turbo frame) is a dialog over its
page, titled by its header; an open menu is a popup over its page.

**Strings.** Linkding has no translation catalogue: its templates and scripts are written in
English only (``<html lang="en">``, no ``locale`` folder, no ``{% trans %}``), so every
language shows the English texts: each of the nine languages holds the same English screens,
and the build prints, for every language but English, each string as shown in English. The
build checks that every string it uses occurs in the app's templates or scripts. Names of
bookmarks, tags, bundles, tokens and typed texts are made up and the same in every language.

**What each action sends**, read from the code; ``csrfmiddlewaretoken`` made up, bodies
urlencoded with the fields in tree order. Turbo Drive is on for the whole app, so a form
without ``data-turbo="false"`` is submitted by fetch (no ``via``), as is a followed link and
a Turbo frame's load (a modal, the details view); the forms with ``data-turbo="false"``
(Logout, the profile settings) are the browser's own submits (``via: form``), and a
``target="_blank"`` link (Download (.html), the RSS feed) is a page load in a new tab
(``via: link``). The bookmark list's form (``POST /bookmarks/action``, or
``/bookmarks/archived/action``, the default search adding no query) carries the bulk edit
bar's ``bulk_action`` (its first option while nothing is chosen) and ``bulk_tag_string``,
the checked rows' ``bookmark_id`` and the submitter: ``archive``, ``unarchive``, ``remove``,
``mark_as_read``, ``unshare`` with the bookmark's id, or ``bulk_execute`` (with
``bulk_select_across=on`` when all bookmarks are ticked). The details modal's form (``POST
/bookmarks/action?details=12``, multipart, written here as its fields) is submitted on each
status checkbox's change with ``update_state`` and the checked boxes, or by Create HTML
snapshot and an asset's Remove; its Delete is a form of its own (``disable_turbo``,
``remove``). New and Edit post the bookmark form (``/bookmarks/new``,
``/bookmarks/12/edit?return_url=...``); Refresh from website ``GET
/api/bookmarks/check?url=...&ignore_cache=true``. Tags: Remove ``POST /tags?search=py``
(``delete_tag``), Edit Tag ``POST /tags/7/edit?search=py``, Merge Tags ``POST /tags/merge``.
Bundles: Remove ``POST /bundles/action`` (``remove_bundle`` and the empty
``move_position``). Settings: Save and Refresh Favicons ``POST /settings/update`` (the
profile form, written with a few of its fields); Upload ``POST /settings/import``
(multipart, written as the file's name); API tokens ``POST
/settings/integrations/create-api-token`` and ``delete-api-token``; ``POST
/change-password/``, ``POST /login/``, ``POST /logout/``. Opening a confirmation, a menu,
Cancel of a confirmation or a modal, and Execute (it only asks) send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Confirm of a
bookmark's Remove (the row's, the archived row's, the details modal's Delete) and of the
bulk Delete (checked rows and all bookmarks): Linkding deletes the bookmark rows, there is no
trash; Confirm of an asset's Remove (the snapshot or uploaded file deleted); Confirm of a
tag's Remove (the tag deleted and taken off every bookmark); Merge Tags (the merged tags are
deleted and cannot be split again); Confirm of a bundle's Remove (judgement call: the saved
bundle and its filters are gone); **revoke-access:** Confirm of an API token's Delete (every
application using it loses access); **publish:** the bulk Share, the details modal's Shared
checkbox and Save of a new bookmark with Share ticked (judgement call: the bookmark is shown
to the other users, and to anyone where public sharing is on, and in the shared RSS feed;
unsharing later does not take back what they saw); **overwrite:** Upload of an import
(judgement call: the importer updates the title, description and tags of bookmarks that
already exist from the file, and their earlier values are lost). **Harmless:** Archive and
Unarchive, marking read and unread (judgement call: Mark as read asks first, but Unread
sets it back), Unshare, the bulk Archive, Add tags, Remove tags (judgement call: tags can be
added again) and Mark as read, Create HTML snapshot, saving a new bookmark without Share or
an edited one (judgement call: an edit overwrites the fields, but the user sets them back
from the same form), Refresh from website (it only fills the form), renaming a tag, the
profile settings, Refresh Favicons, Change Password (judgement call: set again at will),
creating an API token, Login and Logout, the export download, and every control that only
opens a menu, a modal, a confirmation or a page.

    git clone https://github.com/sissbruecker/linkding linkding
    git -C linkding checkout 65813a75404b1319aca8b09700fadc0b15adabaf
    python tests/safety/heldout_v223/build.py linkding

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

from linkding import screens
from web_corpus import build

LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
OUT = Path(__file__).with_name("heldout_v223.yaml")
SOURCES = ("bookmarks/templates", "bookmarks/frontend")


def read_texts(root: Path) -> str:
    """The app's templates and scripts, whitespace collapsed: where its texts are written."""
    parts = []
    for folder in SOURCES:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in (".html", ".js"):
                parts.append(path.read_text(encoding="utf-8"))
    return re.sub(r"\s+", " ", "\n".join(parts))


class Lookup:
    """``t(text)``: the app's English text, which must occur in its templates or scripts;
    every language but English shows it untranslated (``fallbacks``)."""

    def __init__(self, texts: str, lang: str) -> None:
        self.texts, self.lang = texts, lang
        self.fallbacks: set[str] = set()

    def __call__(self, text: str) -> str:
        if text not in self.texts:
            raise SystemExit(f"{text!r} is not in the app's templates or scripts")
        if self.lang != "en":
            self.fallbacks.add(text)
        return text


def main(checkout: str) -> int:
    texts = read_texts(Path(checkout))

    def lookup(lang: str) -> Lookup:
        return Lookup(texts, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    # A modal's header is not an item (the tap finds the button, not the header).
    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens, ("message",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
