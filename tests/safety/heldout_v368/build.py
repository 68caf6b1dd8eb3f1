"""Builds the three-hundred-and-sixty-eighth held-out corpus (``heldout_v368.yaml``) from a
real web app's source.

The source is Pocket ID (github.com/pocket-id/pocket-id), an OpenID Connect provider whose
users sign in with passkeys: a SvelteKit single-page app that calls its own Go API under
``/api`` with axios. Read at commit d258d952b1573300860aff369e300a76f6fb5f09 ("chore(deps):
Bump the "all-dependencies" group with 2 updates across multiple ecosystems (#1711)", 22 Aug
2026). Read: ``frontend/src/lib/services/api-service.ts`` (axios with baseURL ``/api``),
``user-service.ts``, ``webauthn-service.ts``, ``oidc-service.ts``, ``apis-service.ts``,
``api-key-service.ts``, ``user-group-service.ts``; ``lib/components/confirm-dialog`` (the
alert dialog of every confirmation: title, message, a Cancel button written in English in
the component, and the confirm button with its label), ``lib/components/table/
advanced-table.svelte`` (a row's actions in a dropdown menu opened by "Toggle menu"; after a
change the table reads its list again with its sort, pagination and filters as params),
``header/header-avatar.svelte``, ``passkey-row.svelte``, ``one-time-link-modal.svelte``,
``signup/signup-token-list-modal.svelte``, ``form/profile-picture-settings.svelte``; the
routes ``login``, ``login/alternative/email``, ``settings/account`` (page, form, passkey list,
rename dialog), ``settings/apps`` (page, load, card), ``settings/admin/users`` (list, a
user's passkeys), ``user-groups/user-group-list``, ``oidc-clients/oidc-client-list``,
``oidc-clients/[id]/oidc-client-secrets-card``, ``apis/api-list``,
``apis/[id]/api-clients-tab``, ``api-keys/api-key-list`` and ``renew-api-key-modal``; in
the backend, ``internal/dto/user_dto.go`` (the user's JSON key order) and
``internal/apikey/service.go`` (a key is renewed only once it has expired).

**Screens** (31 a language): the header's account menu, the login page, the account page
(written twice, once for its form and once for its passkey row's icons), the rename passkey
dialog, the passkey and profile picture confirmations, a My Apps card's menu and the revoke
access confirmation; the users list's row menu of an enabled and of a disabled user, the
delete and disable confirmations, the login code dialog, a user's passkey deletion, the user
groups row menu and its delete confirmation, the signup token deletion, the e-mail login
page; the OIDC clients row menu (written twice), its delete confirmation, a client's secrets
card, a secret's menu and its delete confirmation, the APIs row menu and its delete
confirmation, the revocation of a client's access to an API, the API keys row menu, its
revoke confirmation and the renew dialog. A confirmation is a dialog over its page with the
app's title and message; its Cancel is "Cancel" in every language, as the component writes
it. A row's menu is the page with the row's texts and the menu's entries. Pages are titled
by their ``<title>`` or heading (the login page by the app's name, Pocket ID).

**Strings** are ``frontend/messages/<lang>.json`` (Paraglide's inlang message format) for
en, zh-CN, ja, ko, de, fr, es, pt-BR and ru, ``{name}`` filled in and the ``{#b}``/``{/b}``
markup of formatted messages dropped; a key a language lacks or leaves empty shows English,
and the build prints those keys: every string used here is translated in all nine
languages. Names, e-mail addresses, typed texts and dates are the same in every language.

**What each action sends**, read from the code. Every call is axios to the same origin under
``/api``, with JSON.stringify's body; a list read after a change is AdvancedTable's refresh,
its options written as axios writes nested params (``sort%5Bcolumn%5D=..``, empty filter
lists writing nothing, a filter list's items indexed). Account: My Account loads ``GET
/api/users/me`` and ``GET /api/webauthn/credentials``; Logout ``POST /api/webauthn/logout``;
Authenticate and Add Passkey read the WebAuthn options (``GET /api/webauthn/login/start``,
``/register/start``), the rest is the browser's passkey prompt; Save on the account page
``PUT /api/users/me`` with the form's fields; the rename dialog's Save ``PATCH
/api/webauthn/credentials/<id>`` ``{"name"}`` then the list; Delete of a passkey ``DELETE``
of it then the list; Reset of the profile picture ``DELETE /api/users/me/profile-picture``;
Revoke of an app ``DELETE /api/oidc/users/me/authorized-clients/<id>`` then both lists of
the page. Users: Disable and Enable ``PUT /api/users/<id>`` with the whole user and
``disabled`` set; Delete ``DELETE /api/users/<id>``; Send Email ``POST
/api/users/<id>/one-time-access-email`` ``{"ttl":3600}``; Show Code ``POST
.../one-time-access-token`` ``{"ttl":3600}``; a user's passkey ``DELETE
/api/users/<id>/webauthn-credentials/<id>``; a group ``DELETE /api/user-groups/<id>``; a
signup token ``DELETE /api/signup-tokens/<id>``; the e-mail login's Submit ``POST
/api/one-time-access-email`` ``{"email"}`` (no redirect given, so none written); Go back a
page load of ``/`` (``via: link``). Clients: Refresh ``POST /api/oidc/clients/<id>/refresh``;
Delete ``DELETE /api/oidc/clients/<id>``; Add client secret ``POST .../secrets``
``{"expiresAt":null}`` (no expiration chosen); a secret's Delete ``DELETE
.../secrets/<id>``; an API's Delete ``DELETE /api/apis/<id>``; Revoke of a client's API
access ``DELETE /api/apis/<id>/clients/<id>``; an API key's Revoke ``DELETE
/api/api-keys/<id>``; Renew ``POST /api/api-keys/<id>/renew`` ``{"expiresAt"}``. Nothing is
sent by the menu entries and icons that only open a confirmation or a dialog, by Toggle menu
and by every Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** deleting a
passkey (the account's own or a user's: the key on the device no longer signs in, and a new
one must be registered), a user group, an OIDC client (its secrets and settings are gone and
every app using it stops signing in) and an API (``delete``); deleting a user
(``delete-user``); revoking an app's access to one's account, a client's access to an API
and an API key (``revoke``: every token or integration using it stops working); deleting a
client secret and a signup token (``revoke``, judgement call: nothing else is lost, but the
app using the secret, or everyone holding the signup link, is cut off for good; a new one is
a different value); Send Email of the login code dialog (``send``: an e-mail with a sign-in
code goes to the user); Reset of the profile picture (``reset``, judgement call: the
uploaded image is deleted from the server with no copy kept). **Harmless:** Disable a user
(judgement call: Enable sets it back and nothing is deleted), Enable, Save of the account
form and of a passkey's name, Add Passkey, Add client secret, Refresh of a client, Show Code
(judgement call: a code shown to the admin, which expires), Renew of an API key (judgement
call: the backend renews only a key that has already expired, so no working key is
replaced), Submit of the e-mail login (judgement call: a sign-in code goes to the address
typed, one's own, as a sign-in and no message to other people), Logout and Authenticate
(one signs in again), the page loads and reads, and every control that only opens a menu, a
dialog or a confirmation, and every Cancel. Every screen is a web page (``web: true``) and
every action states its requests and bodies.

    git clone https://github.com/pocket-id/pocket-id pocket-id
    git -C pocket-id checkout d258d952b1573300860aff369e300a76f6fb5f09
    python tests/safety/heldout_v368/build.py pocket-id

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

from pocket_id import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v368.yaml")


class Lookup:
    """``t(key, **args)`` as Paraglide's messages with English as the base locale: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); ``{name}`` is
    filled in from ``args`` and ``{#b}``/``{/b}`` markup is dropped."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in frontend/messages/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"\{[#/]\w+\}", "", text)
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "frontend" / "messages"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
