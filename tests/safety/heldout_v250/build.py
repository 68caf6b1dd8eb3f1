"""Builds the two-hundred-and-fiftieth held-out corpus (``heldout_v250.yaml``) from a real web
app's source.

The source is Hoppscotch (github.com/hoppscotch/hoppscotch), an open-source API client: a Vue
single-page app (``packages/hoppscotch-common``) whose workspaces, workspace collections and
environments, synced history, shared requests, mock servers, published documentation and
account live on a self-hosted Hoppscotch backend, which the app calls with GraphQL (urql) and
a few REST calls (axios). Read at commit afc2cf181c16e56647b099e5d18cfe55710c6cdd
("fix(common): defer CookieJarService binding (#6478)", 30 Jun 2026). Read:
``.env.example`` (the backend's GraphQL and REST URLs); ``helpers/backend/GQLClient.ts``
(urql's ``createClient`` with ``fetchExchange`` and ``preferGetMethod: false``: every
operation is a POST), ``helpers/backend/mutations/*.ts`` and ``platform/std/backend.ts`` (which
variables each operation gets, in what order), the ``.graphql`` documents under
``helpers/backend/gql``; ``lib/sync/history/sync.ts`` (history changes sent to the backend);
the components ``teams/Team.vue``, ``teams/Edit.vue``, ``teams/Invite.vue``, ``teams/Add.vue``,
``collections/index.vue``, ``collections/Collection.vue``, ``collections/Request.vue``,
``collections/Edit.vue``, ``collections/documentation/PublishDocModal.vue`` and ``index.vue``,
``environments/teams/Environment.vue``, ``history/Personal.vue``, ``history/rest/Card.vue``,
``mockServer/MockServerDashboard.vue``, ``share/index.vue``, ``share/Request.vue``,
``profile/index.vue``, ``profile/UserDelete.vue``, ``accessTokens/index.vue`` and
``List.vue``, ``firebase/Login.vue``, ``firebase/Logout.vue``; the pages ``profile.vue`` and
``graphql.vue`` and ``modules/head.ts`` (the page titles); ``meta.ts``;
``packages/hoppscotch-selfhost-web/src/platform/auth/web/index.ts`` (sign-in, magic link,
logout); ``packages/hoppscotch-backend/src/types/RequestTypes.ts`` (``REST`` and ``GQL``). The
app's modals are those of its UI library, github.com/hoppscotch/ui: ``smart/ConfirmModal.vue``
(commit 237a27351874f8eeb3aa5f07598679d57902846c) and ``smart/Modal.vue`` (commit
405e4202558fff776f4356147724e8f1b243dc1c).

The backend is written where ``.env.example`` has localhost ports, with host names:
``VITE_BACKEND_GQL_URL=https://api.hoppscotch.example.com/graphql`` and
``VITE_BACKEND_API_URL=https://api.hoppscotch.example.com/v1``, another origin than the app's.

**Screens** (37 a language), of a user logged in, owner of the workspace "Payments API" with
one editor: the workspaces tab of the profile page (a workspace's row, its More menu, the
delete and leave confirmations), the edit workspace modal (renamed, or with the editor's role
set to VIEWER in its role menu), the invite modal with a pending invitation (the empty row the
modal opens with removed) or with a new invitee, and after the invitation went out, the new
workspace modal; the workspace's collections: a collection's row and More menu (twice, once per
kind of action), its edit modal and delete confirmation, a request's menu and delete
confirmation, an environment's menu and delete confirmation, the unpublish confirmation of the
collection's published documentation, the history panel (twice) and the confirmations that
clear the REST and the GraphQL history, a mock server's row and menu and its delete
confirmation, the shared requests' list and delete confirmation; the profile page (name and
sync switches), its delete-account section and modal (the same user once no workspace is theirs
alone, as the modal requires before it enables its button), the personal access tokens and a
token's delete confirmation, the account menu and the logout confirmation, the login modal and
its e-mail step. A HoppSmartConfirmModal is a dialog headed Confirm (Unpublish for the
documentation) with the message, its close icon and Yes, the app's own buttons; a
HoppSmartModal is a dialog headed by its title with a close icon. A modal's heading is no item
of its screen, so a label may repeat it (Delete account names both the modal and its button);
the delete-account section's heading, which repeats its button's words, is left out. Icon
buttons are ``icon`` items named by their tooltip title; popover menus' entries are ``menu``
items. Page titles are useHead's: "Profile • Hoppscotch" on the profile pages, "GraphQL •
Hoppscotch" on the GraphQL page, and the root title through the title template elsewhere.

**Strings** are ``packages/hoppscotch-common/locales/<lang>.json`` for en, cn (simplified
Chinese), ja, ko, de, fr, es, pt-br and ru, read as vue-i18n does with English as the fallback
locale (``section.key``, ``{name}`` filled in). The build prints the keys a language lacks and
so shows in English: zh and es lack only ``export.collection``; fr also
``action.add_example``, ``action.sort``, ``action.unpublish``, ``confirm.delete_mock_server``,
``documentation.publish.unpublish_doc``, ``documentation.title``,
``mock_server.create_mock_server`` and ``mock_server.stop_server`` (9 keys); de and pt-br
these and ``shared_requests.title`` (10); ja, ko and ru these and ``request.add`` (11). The
role names OWNER, EDITOR and VIEWER are written in English by the app in every language. Names,
e-mail addresses, ids and typed texts are the same in every language.

**What each action sends**, read from the code. A GraphQL operation is urql's POST to
``https://api.hoppscotch.example.com/graphql`` whose body is ``JSON.stringify`` of
makeFetchBody's object: ``query`` (graphql-js's ``print`` of the operation's document, which
the build writes with graphql-core's ``print_ast`` of the app's ``.graphql`` file),
``operationName`` and ``variables`` (in the order the app's mutation function writes them; an
undefined variable is dropped); the session travels in cookies, not written here. Writes: Yes
in the workspace's delete and leave confirmations ``DeleteTeam`` and ``LeaveTeam``
``{teamID}``; Save in the edit workspace modal ``RenameTeam`` ``{newName, teamID}`` and, after
a role change, ``UpdateTeamAccessRole`` ``{newRole, userUid, teamID}``; Remove on a pending
invitation ``RevokeTeamInvitation`` ``{inviteID}``; Invite ``CreateTeamInvitation``
``{inviteeEmail, inviteeRole, teamID}``; Save in the new workspace modal ``CreateTeam``
``{name}``; Duplicate ``DuplicateTeamCollection`` ``{collectionID}``; Yes in the collection's
and the request's delete confirmations ``DeleteCollection`` ``{collectionID}`` and
``DeleteRequest`` ``{requestID}``; Save in the collection's edit modal ``RenameCollection``
``{collectionID, newTitle}``; an environment's Duplicate ``CreateDuplicateEnvironment`` and Yes
in its delete confirmation ``DeleteTeamEnvironment`` ``{id}``; Yes in the unpublish
confirmation ``DeletePublishedDoc`` ``{id}``; a history entry's Remove
``RemoveRequestFromHistory`` and Add star ``ToggleHistoryStarStatus`` ``{id}``; Yes in the
history's clearing ``DeleteAllUserHistory`` ``{reqType}`` (``REST`` or, on the GraphQL page,
``GQL``); Stop Server ``UpdateMockServer`` ``{id, input: {isActive: false}}`` and Yes in its
delete confirmation ``DeleteMockServer`` ``{id}``; Yes in a shared request's delete
confirmation ``DeleteShortcode`` ``{code}``; Save on the profile page ``UpdateUserDisplayName``
``{updatedDisplayName}``; Delete account in its modal ``DeleteUser`` (no variables) then
signOutUser()'s ``GET /v1/auth/logout``. Reads: Delete account on the profile page opens the
modal, which asks ``GetMyTeams`` (its ``cursor`` undefined). REST calls (axios, bodies
``JSON.stringify``'s): Yes in the access token's delete confirmation ``DELETE
/v1/access-tokens/revoke?id=<id>``; Yes in the logout confirmation ``GET /v1/auth/logout``;
Send a magic link ``POST /v1/auth/signin`` ``{"email"}``. A page load (``via: link``): Continue
with GitHub (``window.location.href`` set to ``/v1/auth/github``). Nothing is sent by: the More
icons and menus' entries that open a confirmation or a modal, a confirmation's close icon,
Cancel, a role chosen in the role menu before Save, Copy Invite Link, removing a not yet sent
invitee's row, Open in new tab (a tab of the app, not of the browser), the profile's sync
switches (settings kept in the browser), Logout and the Delete buttons that only open a
confirmation.

Each action is labelled by what it does, not by its words. **delete:** Yes in the delete
confirmations of the workspace (its collections, requests and environments go with it), a
collection, a request, an environment and a mock server (its URL stops answering); the removal
of a history entry (judgement call: one tap with no confirmation, and the entry is gone from
the backend and every synced device) and the clearing of the REST and the GraphQL history.
None has a trash or an undo. **leave:** Yes in the leave confirmation (judgement call: only an
owner's new invitation, accepted again, gives the workspace back). **revoke:** Remove on a
pending invitation (judgement call: the invitation link already mailed stops working for
good), Yes in a shared request's delete confirmation (the short link others were given stops
working) and in an access token's (every script using the token loses access). **send:**
Invite (an e-mail goes to another person at once). **unpublish:** Yes in the unpublish
confirmation (judgement call: the public documentation URL others use stops working;
publishing again makes a new document). **delete-user:** Delete account in its modal (the
account and its personal data, at once). **Harmless or reversible:** renaming and creating a
workspace, changing a member's role (set back the same way), duplicating and renaming a
collection, duplicating an environment, starring a history entry, stopping a mock server
(started again from the same menu), saving the display name, the sync switches, Logout (one
logs in again), the GitHub and magic-link sign-ins, and every control that only opens a menu,
a modal or a confirmation, or closes one. Not in the corpus: removing a member in the edit
workspace modal, whose Remove icon appears on every member's row, and sharing a request, whose
body would carry the whole request.

The build prints the GraphQL documents with graphql-core (``pip install graphql-core``; 3.2.8
was used), which the tests do not need.

    git clone https://github.com/hoppscotch/hoppscotch hoppscotch
    git -C hoppscotch checkout afc2cf181c16e56647b099e5d18cfe55710c6cdd
    python tests/safety/heldout_v250/build.py hoppscotch

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

from graphql import OperationDefinitionNode, parse, print_ast

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from hoppscotch import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v250.yaml")
COMMON = Path("packages") / "hoppscotch-common"


class Lookup:
    """``t(key, **args)`` as vue-i18n's with English as the fallback locale: a key the
    language lacks shows English's text (``fallbacks``); ``{name}`` is filled in from
    ``args`` and a literal ``{'x'}`` is written ``x``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in locales/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]

        def fill(match: re.Match[str]) -> str:
            inner = match.group(1).strip()
            if inner[:1] in ("'", '"'):
                return inner[1:-1]
            return args.get(inner, match.group(0))

        return re.sub(r"\{([^{}]*)\}", fill, text)


def documents(folder: Path) -> dict[str, str]:
    """The GraphQL operations of the app's ``.graphql`` files by name, as graphql-js's
    ``print`` writes the parsed document (what urql's stringifyDocument sends)."""
    printed = {}
    for path in sorted(folder.rglob("*.graphql")):
        document = parse(path.read_text(encoding="utf-8"))
        for definition in document.definitions:
            if isinstance(definition, OperationDefinitionNode) and definition.name:
                printed[definition.name.value] = print_ast(document)
    return printed


def main(checkout: str) -> int:
    common = Path(checkout) / COMMON
    printed = documents(common / "src" / "helpers" / "backend" / "gql")

    def gql(name: str) -> str:
        if name not in printed:
            raise SystemExit(f"no GraphQL operation {name!r} in the app")
        return printed[name]

    def lookup(lang: str) -> Lookup:
        return Lookup(common / "locales", LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, gql)

    # A modal's heading is no item of its screen: Delete account names both the modal and
    # its button, so only a dialog's message counts among the texts a label must not repeat.
    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens, ("message",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
