"""Builds the two-hundred-and-fifteenth held-out corpus (``heldout_v215.yaml``) from a real web
app's source.

The source is Docmost (github.com/docmost/docmost), a collaborative wiki: a React front end
(``apps/client/src``) whose services call a NestJS API (``apps/server/src``) with axios
``api.post`` (``lib/api-client.ts``: baseURL ``/api``, every call a ``POST`` with a JSON body),
at commit 549cf7c0053bb4f4c3c4e08d588b1f0c69297daf ("fix: skip pgvector table check when
enabling AI search on turbopuffer (#2416)", 22 Aug 2026). Read: the client services
``features/{page,space,share,comment,workspace,group,user,auth,session,favorite}/services``
and ``ee/api-key/services``; the components ``components/layouts/global/top-menu.tsx``,
``page/components/header/page-header-menu.tsx``, ``page/hooks/use-delete-page-modal.tsx``,
``use-restore-page-modal.tsx``, ``page/tree/components/space-tree-node-menu.tsx``,
``move-page-modal.tsx``, ``copy-page-modal.tsx``, ``components/common/export-modal.tsx``,
``page/trash/components/trash.tsx``, ``share/components/share-modal.tsx`` and
``share-action-menu.tsx``, ``comment/components/comment-list-with-tabs.tsx``,
``comment-list-item.tsx`` and ``comment-menu.tsx``, ``space/components/settings-modal.tsx``,
``edit-space-form.tsx``, ``delete-space-modal.tsx``, ``space-members.tsx``,
``add-space-members-modal.tsx``, ``create-space-form.tsx``,
``workspace/components/members/components/*`` (members table, member and invite action
menus, invite form), ``workspace-name-form.tsx``, ``group/components/*``,
``ee/api-key/components/create-api-key-modal.tsx``, ``api-key-table.tsx`` and
``revoke-api-key-modal.tsx``,
``user/components/change-password.tsx`` and ``change-email.tsx``, ``session/components``;
and on the server ``core/auth`` (change-password, logout), ``core/workspace`` (invitations,
deactivation), ``core/comment`` and ``core/notification`` (who a comment is mailed to).
The server's ``ee`` folder is a separate private module not in the repository: the
controllers of comment resolving, API keys and sessions were not read, so those actions are
labelled from the client and the core services they reach.

**Screens** (42 a language): the account menu; a page's actions menu, its move-to-trash
confirmation, the move, export and copy-to-space modals, the sidebar tree's page menu, the
share popover (page not shared, and shared); the shared pages list's row menu and its delete
confirmation; the trash's row menu and its restore and delete-forever confirmations; the
comments panel (a new comment, a reply, a comment's menu, editing, the delete confirmation);
the space settings modal (its settings tab, the delete-space modal that asks for the space's
name, a member's role menu, the remove-member confirmation, the add-members modal), the
create-space modal; the workspace members page (the role menu, a member's actions, the
deactivate and delete confirmations, the invite modal, a pending invitation's menu and its
revoke confirmation); the groups (create, add members, the remove-member and delete
confirmations); the API keys (create modal, a key's menu: the revoke modal is left out,
since in Korean its Revoke and Cancel buttons both read 취소 and a tap by words cannot tell
them apart); the workspace's general settings; the profile's change-password and
change-email modals; the sessions list. A Mantine menu or popover is a popup over its
page; ``modals.openConfirmModal`` and the app's own modals are dialogs with their title,
text and buttons.

**Strings** are the i18next catalogues ``apps/client/public/locales/<lang>/translation.json``
(flat, keyed by the English text) for en-US, zh-CN, ja-JP, ko-KR, de-DE, fr-FR, es-ES, pt-BR
and ru-RU; a string a language lacks or leaves empty shows English (the build prints such
keys per language). A few strings the components pass to ``t()`` are in no catalogue, so
i18next shows the key itself, in English, in every language: "Search engine indexing"
(share popover), "Sessions" (the sessions page's title), "Log out" (a session's button) and
the move-to-trash confirmation's "Pages in trash will be permanently deleted after 30 days."
(the catalogues hold it only with a ``{{count}}`` placeholder).
Names of pages, spaces, people, groups and typed texts are the same in every language.

**What each action sends**, read from the code: every request is a ``POST /api/...`` by
axios with a JSON body as ``JSON.stringify`` writes the service's object (undefined fields
left out), ids made up. A comment's ``content`` is the editor's JSON document stringified
into the body. Opening a menu, a popover, a modal or a confirmation, Cancel and Don't, and
in-app routes (react-router ``Link``: no page load) send nothing; the reads the next screen
makes and the tree's socket.io sync messages to other viewers are not written. Logout sends
``/auth/logout``; the invitation's Copy link reads ``/workspace/invites/link``. The
change-email form's submit only sets its loading state and sends nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Share to web
(**publish**: the page, sub-pages included by default, becomes readable by anyone with the
link); turning a share off and deleting a share from the shared pages list (**revoke**,
judgement call: the public link stops working and a new share gets a new key); deleting a
page forever from the trash, a comment, a space (its pages with it), a group (**delete**);
posting a comment or a reply (**send**: page watchers and mentioned people are notified,
by e-mail too, in ``core/notification``); sending and resending an invitation (**send**: an
e-mail to the invitee); removing a space member, a group member (judgement call: the person
loses the access at once; adding them back is a new grant), deactivating a member (judgement
call: ``workspace.service`` revokes all their sessions; Activate lets them sign in again but
does not restore the sessions), revoking an invitation (**revoke**); deleting
a workspace member (**delete-user**). **Harmless:** moving a page to the trash (restorable for
30 days), restoring it, moving and copying pages, duplicating, exporting (a download),
favourites and watching, sharing options on an existing share (judgement call: Include
sub-pages and Search engine indexing are switched back on the same popover), resolving a
comment (judgement call: Re-open undoes it; the core notification service mails the
comment's author when someone else resolves it, a notice of a reversible change), editing a
comment, renaming a space or the workspace, roles in a space and in the workspace, adding
space or group members, creating a space, a group or an API key, changing one's own password
(judgement call: the user can set it again; it ends one's other sessions and mails oneself a
notice), the change-email form (sends nothing), logging out, logging a session out or all
devices (one's own sessions: sign in again), and every control that only opens something.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/docmost/docmost docmost
    git -C docmost checkout 549cf7c0053bb4f4c3c4e08d588b1f0c69297daf
    python tests/safety/heldout_v215/build.py docmost

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from docmost import screens
from web_corpus import JsonLookup, build

LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
# Strings passed to t() that no catalogue holds: i18next shows the key, in every language.
UNCATALOGUED = (
    "Search engine indexing",
    "Sessions",
    "Log out",
    "Pages in trash will be permanently deleted after 30 days.",
)
OUT = Path(__file__).with_name("heldout_v215.yaml")


def main(checkout: str) -> int:
    root = Path(checkout) / "apps" / "client" / "public" / "locales"

    def read(lang: str) -> dict[str, str]:
        path = root / LANGUAGES[lang] / "translation.json"
        return json.loads(path.read_text(encoding="utf-8"))

    english = {**dict.fromkeys(UNCATALOGUED, ""), **read("en")}
    english.update({key: key for key in UNCATALOGUED if not english[key]})

    def lookup(lang: str) -> JsonLookup:
        return JsonLookup(read(lang), english, {})

    def language_screens(t: JsonLookup, lang: str) -> list[dict]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
