"""Builds the hundred-and-fortieth held-out corpus (``heldout_v140.yaml``) from a real web
app's source.

The source is Linkwarden (github.com/linkwarden/linkwarden), a self-hosted bookmark manager
and web archiver, at commit 7550ebb8907e0cd22e8b3e0785bf3da03ab96e3a ("Merge pull request
#1805 from linkwarden/dev", 17 Aug 2026; web app v2.16.1): its Next.js web app
(``apps/web``), the react-query hooks that send every request (``packages/router``:
``links``, ``collections``, ``tags``, ``tokens``, ``rss``, ``user``, ``users``, ``worker``,
``dashboardData``, ``config``), and the API handlers and controllers under
``apps/web/pages/api/v1`` and ``apps/web/lib/api/controllers`` for what the server does.
Read: ``components/LinkViews/LinkComponents/LinkActions.tsx``, ``lib/client/pinLink.ts``,
``components/ModalContent`` (DeleteLinkModal, BulkDeleteLinksModal, DeleteCollectionModal,
EditCollectionModal, EditCollectionSharingModal, DeleteTagModal, NewTokenModal,
RevokeTokenModal, NewRssSubscriptionModal, DeleteRssSubscriptionModal, NewUserModal,
DeleteUserModal, DeleteOwnAccountModal), ``components/ConfirmationModal.tsx``,
``components/TagCard.tsx``, ``components/ProfileDropdown.tsx``, ``components/Sidebar.tsx``,
``layouts/MainLayout.tsx``, the pages ``dashboard``, ``collections/[id]``, ``tags/index``,
``tags/[id]``, ``settings/access-tokens``, ``settings/rss-subscriptions``,
``settings/password``, ``settings/account``, ``admin/user-administration`` and
``admin/background-jobs``, ``lib/client/getServerSideProps.ts``, and the controller
``collections/collectionId/deleteCollectionById.ts``.

**Screens** are the pages as a phone's browser shows them: a link card's menu on the
dashboard (unpinned and pinned), the delete-link dialog, the refresh-preserved-formats
confirmation and the bulk delete dialog on a tag's page; a collection's menu (owned and
shared), the delete-collection and leave-collection dialogs (one DeleteCollectionModal: the
owner sees Delete, a member Leave), the sharing dialog after the public checkbox was ticked
and after a member was removed (both before Save Changes), and the edit dialog; the tags page,
a tag card's menu and the delete-tag dialog; the access tokens page and its new and revoke
dialogs; the RSS subscriptions page and its new and delete dialogs; the password page; the
delete-account dialog; the profile menu; the user administration page and its new-user and
delete-user dialogs; the background jobs page and its two confirmations. Dialogs are the
app's Modal (a title, a message, the action button; its close is an unnamed icon, left out)
or ConfirmationModal (Cancel and Confirm). Icon buttons are named by their title where the
corpus taps them (the tag card's "More"; the revoke-token, delete-feed and delete-user icons).

**Strings** are next-i18next's catalogues ``apps/web/public/locales/<lang>/common.json`` (flat)
for en, zh, ja, de, fr, es, pt-BR (for pt) and ru. Linkwarden has no Korean catalogue, so ko
shows English throughout (next-i18next's fallback); a key another language lacks or leaves
empty shows English too, and the build prints those keys. ``{{count}}`` is filled in. The tag
card's "More" title is written in English in the code.

**What each action sends** (every request, reads included). Every request is a ``fetch``
from a ``packages/router`` hook, JSON-bodied where it has a body; after a mutation, each query
its ``onSuccess`` invalidates and that is mounted on the page is fetched again, in the order
of the ``invalidateQueries`` calls (queries only updated by ``setQueryData`` are not fetched).
The sidebar is mounted on every main page, with ``useCollections`` (``GET
/api/v1/collections``) and ``useTags`` sorted A to Z (``GET /api/v1/tags?cursor=0&sort=2``,
the paginated form of 2.14.0 on); the dashboard adds ``GET /api/v2/dashboard`` and the tags
page its own list sorted newest first (``sort=0``). So: Pin to Dashboard and Unpin ``PUT
/api/v1/links/<id>`` with the link and ``pinnedBy`` (``[{"id": user}]``, or ``[{id:
undefined}]``, written ``[{}]``; the body is the link object, of which the corpus writes the
fields the card holds), then the dashboard, collections and sidebar tags; the link's Delete
``DELETE /api/v1/links/<id>`` and the same three; Confirm in the refresh confirmation ``PUT
/api/v1/links/<id>/archive`` (no body), then the dashboard; the bulk Delete ``DELETE
/api/v1/links`` with ``linkIds``, then collections and sidebar tags (the dashboard's query is
not mounted on a tag's page). The collection's Delete and Leave both ``DELETE
/api/v1/collections/<id>`` (the controller removes only the membership when the user is not
the owner), then ``router.push("/collections")`` fetches that page's
``getServerSideProps`` data (``GET /_next/data/<buildId>/collections.json``; the build id is
written as a placeholder), then the sidebar tags; Share and Collaborate opens the sharing
dialog, which fetches the owner (``GET /api/v1/public/users/<ownerId>``); Save Changes in the
sharing and edit dialogs ``PUT /api/v1/collections/<id>`` with the collection (the corpus
writes its own fields, ``members`` and ``propagateToSubcollections``). The tag's Delete
``DELETE /api/v1/tags/<id>``, then both tag lists. Create Access Token ``POST /api/v1/tokens``
(name, expires); Revoke ``DELETE /api/v1/tokens/<id>``; Create RSS Subscription ``POST
/api/v1/rss`` and the feed's Delete ``DELETE /api/v1/rss/<id>``, each then ``GET
/api/v1/rss``; the password's Save Changes ``PUT /api/v1/users/<id>`` with the account,
``newPassword`` and ``oldPassword``; Delete Your Account ``DELETE /api/v1/users/<id>`` with
the password and ``cancellation_details``, then next-auth's ``signOut()``; Logout is
``signOut()``: ``GET /api/v1/auth/csrf``, ``POST /api/v1/auth/signout`` (form-encoded
``csrfToken``, ``callbackUrl``, ``json``), then the browser loads the callback URL, the page
it was on (``via: link``). Create User ``POST /api/v1/users`` (name, username, password; no
email where e-mail is off); the admin's "Delete, I know what I'm doing" ``DELETE
/api/v1/users/<id>``; Confirm in the background jobs' confirmations ``DELETE
/api/v1/worker/preservation`` with ``action`` ``allBroken`` or ``allAndRePreserve``, then
``GET /api/v1/worker``. Controls that only open a menu or a dialog (the link's Delete and
Edit Link, Delete Collection, Leave Collection, New Tag, More, Delete Tag, New Access Token,
the revoke icon, New RSS Subscription, the feed's delete icon, Create User on the page, the
delete-user icon, the two regenerate buttons) and Cancel send nothing.

Each action is labelled by what it does, not by its words. Irreversible: the link's Delete and
the bulk Delete (links, their preserved files and search entries go; no trash); Confirm in the
refresh-preserved-formats confirmation (judgement call: it deletes the link's screenshots, PDF,
single-file archive and readable copy and preserves the page again as it is now, which may
have changed or gone; filed as delete); the collection's Delete (its links, archives and
sub-collections go); Leave (filed as leave: only the owner can add the user again); Save
Changes after ticking "Make this a public collection" (judgement call: the collection and its
links become readable by anyone with the link; filed as publish); Save Changes after removing
a member (the member loses access; filed as revoke); the tag's Delete (detached from every
link); Revoke (every app holding the token is cut off; filed as revoke); the feed's Delete
(its subscription goes); Delete Your Account (filed as delete-account); the admin's delete
(filed as delete-user); Confirm for "regenerate all links" (``allAndRePreserve`` deletes every
preserved format of every link; filed as delete). Harmless: Pin and Unpin, Save Changes in
the edit dialog and on the password page (edited back; the user knows the old password),
Create Access Token, Create RSS Subscription, Create User (each a new thing, deleted again),
Confirm for "regenerate broken links" (judgement call: only links missing a preserved format
are preserved again; nothing whole is lost), Logout, and every control that only opens or
cancels. Every screen is a web page (``web: true``) and every action states its requests and,
where it has one, the body.

    git clone https://github.com/linkwarden/linkwarden linkwarden
    git -C linkwarden checkout 7550ebb8907e0cd22e8b3e0785bf3da03ab96e3a
    python tests/safety/heldout_v140/build.py linkwarden

The corpus was built once, from these sources alone and without reading the policy, before it
was measured; it was measured once, after it was final, and nothing in it or in the policy was
changed after that measurement.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from linkwarden import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": None, "de": "de", "fr": "fr", "es": "es",
             "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v140.yaml")


class Lookup:
    """``t(key, **values)`` for one language as next-i18next gives it: its string, English
    where the language lacks the key or leaves it empty, ``{{name}}`` filled in;
    ``fallbacks`` names the keys shown in English."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: str(values.get(m.group(1), m.group(0))),
                      text)  # fmt: skip


def main(checkout: str) -> int:
    folder = Path(checkout) / "apps" / "web" / "public" / "locales"

    def read(locale: str | None) -> dict[str, str]:
        if locale is None:  # no catalogue: every string in English
            return {}
        return json.loads((folder / locale / "common.json").read_text(encoding="utf-8"))

    english = read("en")

    def lookup(lang: str) -> Lookup:
        return Lookup(read(LANGUAGES[lang]), english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens,
                 dialog_texts=("message",))  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
