"""Builds the four-hundred-and-fourth held-out corpus (``heldout_v404.yaml``) from a real web
app's source.

The source is Logto (github.com/logto-io/logto), an identity and access management service
whose Admin Console is a React single-page app: every screen is drawn in the browser and
every change is a script request (through ``ky``) to the tenant's Management API. Read at
commit 1fbc55441fd28d9e3e7d69c1522e7654dccfe99c ("fix(phrases): clarify trusted device
opt-in copy (#9491)", 21 Aug 2026). Read in ``packages/console/src``: ``hooks/use-api.ts`` (in a
self-hosted install the prefix URL is the tenant endpoint, the access token goes in an
``Authorization`` header, not written here), ``hooks/use-sign-out.ts``,
``hooks/use-redirect-uri.ts``, ``hooks/use-action-translation.ts``, ``App.tsx`` (the title
template), ``components/PageMeta``, ``DetailsPage/DetailsPageHeader``, ``ActionsButton``,
``PermissionsTable``, ``Topbar/UserInfo``, ``OidcConfigs/SigningKeysFormCard.tsx``,
``MfaFactorName``, ``DeleteConnectorConfirmModal``, ``SubmitFormChangesActionBar``,
``ds-components/ConfirmModal``, ``DeleteConfirmModal``, ``ActionMenu``, ``ModalLayout``,
``contexts/AppConfirmModalProvider``; the pages ``Users``, ``UserDetails`` (with
``UserSettings``, ``UserPassword``, ``ResetPasswordForm``, ``UserRoles``,
``UserMfaVerifications``), ``UserSessionDetails``, ``ApplicationDetails`` (with
``EndpointsAndCredentials/use-secret-table-columns.tsx``), ``ApiResourceDetails`` (with
``ApiResourcePermissions``), ``RoleDetails`` (with ``RoleUsers``), ``OrganizationDetails``
(with ``Members``), ``WebhookDetails`` (with ``SigningKeyField``), ``ConnectorDetails`` and
``OssTenantSettings``. What the server does with a request was read in ``packages/core/src``:
``routes/admin-user/basics.ts`` (suspending a user signs the user out of every session;
deleting one signs out and removes the user), ``routes/logto-config/index.ts`` (a rotation
keeps the new key and the current one and drops the key before them) and
``oidc/adapter.ts`` (the Console's post-logout redirect URI); ``packages/schemas/src`` for
the Console's client id ``admin-console``, ``SupportedSigningKeyAlgorithm`` and the key type
paths. The Console signs out with Logto's browser SDK, read at github.com/logto-io/js commit
b873b8ae067b87a1f8a0184605b753690216a349 ("docs: align README branding (#1159)", 22 Aug
2026): ``packages/client/src/client.ts`` (``signOut``), ``packages/js/src/core/revoke.ts``
and ``sign-out.ts``.

**Screens** (38 a language), of an administrator signed in to a self-hosted Logto whose
tenant endpoint is ``https://auth.example.com`` and whose Console is at
``https://admin.example.com/console``: the users page and a user's details (its action
menu open, the delete and suspend confirmations, the settings form with a changed name, its
password field and the reset confirmation, the roles tab and the role's removal, the
multi-factor list and the removal of an authenticator app); an application (its menu, the
delete confirmation with the name typed in, a secret's row menu and its delete
confirmation); an API resource (its menu, the delete confirmation with the name typed in, a
permission's row menu and its delete confirmation); a role (menu, delete confirmation, the
removal of a user from it); an organization (menu, delete confirmation, a member's row menu
and the member's removal); a webhook (its menu while enabled and while disabled, the delete
and disable confirmations, the signing key's regeneration); a connector (menu, delete
confirmation); the tenant settings' signing keys (the private keys tab, the rotation of the
private keys and of the cookie keys, the deletion of the previous private key); the top
bar's user menu. A details page's three-dot button has no name, so its menu is written
open: the page's name, its other button, the dropdown's title ("More options") and its
items. A ConfirmModal is a dialog over its page titled "Reminder" unless the code gives
another title, with its text as the message and Cancel and the confirm button; a
DeleteConfirmModal that asks for the name adds the text field, the name typed in. An icon
button shown with a tooltip is an ``icon`` named by the tooltip. Page titles are PageMeta's
key followed by " - Logto Console"; the role details page and the tenant settings set none
and keep "Logto Console".

**Strings** are ``packages/phrases/src/locales/<lang>/translation`` for en, zh-cn, ja, ko,
de, fr, es, pt-br and ru, the TypeScript modules read as data (string values, nested objects
and the modules they import), looked up under ``admin_console`` as the Console's
react-i18next does with English as the fallback language: ``{{name}}`` filled in, a
``<Trans>`` component such as ``<name/>`` replaced by its text, other tags dropped, a
field's name decapitalized as useActionTranslation does. Every string used is present in
all nine catalogues, so no key falls back (the build prints none); a few are the same words
as English in the catalogue itself (de ``user_details.field_name`` "Name", fr
``menu.profile`` "Profile" and ``menu.sign_out`` "Sign Out"). Names of users, roles,
applications, resources, permissions, organizations, webhooks, connectors and typed texts are
the same in every language.

**What each action sends**, read from the code. Every Console call is ``useApi()``'s ky
request to ``https://auth.example.com/api/...``; bodies are ky's ``json`` option, that is
``JSON.stringify``'s. A user's name opens its page, which reads ``GET
/api/users/<id>?includeSsoIdentities=true``; Save changes on the user's settings ``PATCH
/api/users/<id>`` with the form (``primaryEmail``, ``primaryPhone``, ``username``,
``name``, ``avatar``, ``customData``, ``profile``); the delete confirmations send ``DELETE``
to the thing's path (``/api/users/<id>``, ``/api/applications/<id>``,
``/api/applications/<id>/secrets/<encoded name>``, ``/api/resources/<id>``,
``/api/resources/<id>/scopes/<id>``, ``/api/roles/<id>``, ``/api/organizations/<id>``,
``/api/hooks/<id>``, ``/api/connectors/<id>``, ``/api/configs/oidc/private-keys/<id>``); the
removals send ``DELETE /api/users/<id>/roles/<id>``,
``/api/users/<id>/mfa-verifications/<id>``, ``/api/roles/<id>/users/<id>`` and
``/api/organizations/<id>/users/<id>``; Suspend ``PATCH /api/users/<id>/is-suspended``
``{"isSuspended":true}``; Confirm in the password reset ``PATCH /api/users/<id>/password``
with a password generated in the browser (made up here); Disable webhook and Reactivate
webhook ``PATCH /api/hooks/<id>`` ``{"enabled":false}`` or ``true`` (reactivating asks
nothing); Regenerate ``PATCH /api/hooks/<id>/signing-key`` with no body; Rotate ``POST
/api/configs/oidc/private-keys/rotate`` or ``cookie-keys/rotate`` with
``{"signingKeyAlgorithm":"EC"}`` (the algorithm picker's default, sent for both kinds). The
top bar's Profile opens ``https://admin.example.com/account/profile`` in a new tab (``via:
link``); Sign out revokes the Console's refresh token with a script request ``POST
https://admin.example.com/oidc/token/revocation`` whose body is the URL-encoded
``client_id=admin-console&token=..`` (a made-up token), then loads the end-session endpoint
with the client id and ``post_logout_redirect_uri=https://admin.example.com/console``
(``via: link``). Nothing is sent by the menu items and row buttons that only open a
confirmation (Suspend user, Delete, Delete app secret, Delete permission, Remove user from
organization, Disable webhook, Delete webhook, Reset, Remove, Rotate private keys) or by a
confirmation's Cancel.

Each action is labelled by what it does, not by its words. **delete-user:** Delete in the
user's confirmation (the account and its identities, roles and sessions go at once).
**delete:** Delete in the confirmations of an application, an API resource, a permission, a
role, an organization, a webhook, a connector and the previous private signing key, and
Remove of an authenticator app (judgement call: the user's enrolled secret is gone and only
the user can enrol again). **revoke:** Suspend (judgement call: Reactivate lets the user sign
in again, but suspending signs the user out of every session and those sessions and tokens
are gone for good); Delete of an app secret (every client using it stops authenticating);
Regenerate of a webhook's signing key (the old key stops verifying at once, with no way
back to it); Rotate of the private keys and of the cookie keys (judgement call: the new key
is added, but the key before the current one is dropped, so the tokens or sign-in cookies
signed with it stop being valid). **overwrite:** Confirm in the password reset (the user's
password is replaced by a generated one and the old one cannot be restored). **Harmless or
undone in the app:** opening a user, saving a user's profile, Remove of a role from a user
and of a user from a role (judgement call: the role and the user stay and the assignment is
made again from the same pages), Remove of an organization member (judgement call: the app
warns that it cannot be undone, but only the membership and its organization roles go; the
user is added back and the roles assigned again from the same page), Disable webhook and
Reactivate webhook (one undoes the other), Profile, Sign out (one signs in again), every
menu item and button that only opens a confirmation, and every Cancel. Not in the corpus:
creating a user, whose modal's submit button repeats the modal's title; the
revocation of a single session, whose confirm button repeats the dialog's title; the sign-in
pages, whose strings come from another catalogue; the Console's language and appearance
menus, whose bodies carry the whole preference object. Every screen is a web page (``web:
true``) and every action states its requests and bodies.

    git clone https://github.com/logto-io/logto logto
    git -C logto checkout 1fbc55441fd28d9e3e7d69c1522e7654dccfe99c
    python tests/safety/heldout_v404/build.py logto

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from logto import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh-cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v404.yaml")
PHRASES = Path("packages") / "phrases" / "src" / "locales"
TOKEN = re.compile(
    r"""\s+|//[^\n]*|/\*.*?\*/|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`"""
    r"""|\.\.\.|[A-Za-z_$][\w$]*|[{}(),:;=.+\[\]]""",
    re.S,
)


def _string(token: str) -> str:
    """A quoted JavaScript string's text (its escapes read)."""

    def escape(match: re.Match[str]) -> str:
        code = match.group(1)
        if code.startswith("u") and len(code) > 1:
            return chr(int(code[1:].strip("{}"), 16))
        return {"n": "\n", "t": "\t"}.get(code, code)

    return re.sub(r"\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|.)", escape, token[1:-1])


class Module:
    """One phrases module (``const name = {...}; export default ...``) read as data: string
    values (joined where written with ``+``), nested objects and arrays, and the modules it
    imports, named as values or shorthand keys."""

    def __init__(self, path: Path) -> None:
        self.path = path
        text, pos = path.read_text(encoding="utf-8"), 0
        self.tokens: list[str] = []
        while pos < len(text):
            match = TOKEN.match(text, pos)
            if not match:
                raise SystemExit(f"cannot read {path} at {text[pos : pos + 40]!r}")
            pos = match.end()
            if not match.group(0).isspace() and not match.group(0).startswith(("//", "/*")):
                self.tokens.append(match.group(0))
        self.imports: dict[str, str] = {}

    def read(self) -> dict[str, Any]:
        toks = self.tokens
        for i, tok in enumerate(toks):
            if tok == "import" and toks[i + 2] == "from":
                self.imports[toks[i + 1]] = _string(toks[i + 3])
            if tok == "const" and toks[i + 2 : i + 4] == ["=", "{"]:
                return self.value(i + 3)[0]
        raise SystemExit(f"no phrases in {self.path}")

    def imported(self, name: str) -> Any:
        target = self.path.parent / self.imports[name]
        path = target.with_suffix(".ts")
        return Module(path if path.exists() else target.with_suffix("") / "index.ts").read()

    def value(self, i: int) -> tuple[Any, int]:
        toks = self.tokens
        if toks[i] == "{":
            table: dict[str, Any] = {}
            i += 1
            while toks[i] != "}":
                if toks[i] == "...":
                    spread, i = self.value(i + 1)
                    table.update(spread)
                elif toks[i + 1] == ":":
                    key = _string(toks[i]) if toks[i][0] in "'\"" else toks[i]
                    table[key], i = self.value(i + 2)
                else:
                    table[toks[i]] = self.imported(toks[i])
                    i += 1
                i += toks[i] == ","
            return table, i + 1
        if toks[i] == "[":
            items: list[Any] = []
            i += 1
            while toks[i] != "]":
                item, i = self.value(i)
                items.append(item)
                i += toks[i] == ","
            return items, i + 1
        if toks[i][0] in "'\"`":
            text, i = _string(toks[i]), i + 1
            while toks[i] == "+":
                text, i = text + _string(toks[i + 1]), i + 2
            return text, i
        return self.imported(toks[i]), i + 1


class Lookup:
    """``t(key, **values)`` under ``admin_console`` as the Console's react-i18next does with
    English as the fallback language: a key the language lacks, or leaves empty, shows
    English's text (``fallbacks``); ``{{name}}`` is filled in, a ``<Trans>`` component
    written ``<name/>`` is replaced by ``values[name]`` and other tags are dropped."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            module = Module(folder / name / "translation" / "index.ts").read()
            return flatten(module["admin_console"])

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key admin_console.{key!r} in the phrases")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: values.get(m.group(1), m.group(0)), text)
        text = re.sub(r"<(\w+)\s*/>", lambda m: values.get(m.group(1), ""), text)
        return re.sub(r"</?\w+>", "", text)


def main(checkout: str) -> int:
    folder = Path(checkout) / PHRASES

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
