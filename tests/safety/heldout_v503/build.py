"""Builds the five-hundred-and-third held-out corpus (``heldout_v503.yaml``) from a real web
app's source.

The source is wg-easy (github.com/wg-easy/wg-easy), a web front end that runs and manages a
WireGuard VPN server: a Nuxt (Vue) single-page app whose every control calls the app's own
server with ``$fetch`` (ofetch), logged in by a session cookie. Read at commit
bc05e0eac15d894b642a1c0ab44d4c89de64e7da ("feat: add trusted proxies (#2751)", 19 Aug 2026).
Read: ``src/app/app.vue`` (the document title), ``layouts/default.vue``, ``layouts/setup.vue``,
``middleware/auth.global.ts`` (``GET /api/session`` before every page outside the setup
wizard), ``composables/useSubmit.ts``, ``stores/clients.ts``, ``stores/global.ts``,
``stores/auth.ts``; the pages ``index.vue``, ``clients/[id].vue``, ``me.vue``,
``login/index.vue``, ``login/2fa.vue``, ``admin.vue``, ``admin/index.vue``,
``admin/general.vue``, ``admin/interface.vue``, ``admin/hooks.vue``, ``admin/config.vue``,
``setup/1.vue`` to ``setup/4.vue``, ``setup/migrate.vue``, ``setup/success.vue``; the
components ``Base/Dialog``, ``Base/Switch``, ``ClientCard/*``, ``Clients/*``, ``Admin/*``,
``Form/*``, ``Header/*``, ``Ui/UserMenu``, ``Ui/Footer``, ``Ui/LoginOauthButton``; and, for
what each request does and what the pages read back, the server's ``src/server/api/**``
handlers, ``server/database/repositories/*/schema.ts`` and ``service.ts`` (the columns, in
order, of the objects the admin and client pages post back whole) and
``server/database/migrations/0001_classy_the_stranger.sql`` (the default hooks and settings).

**Screens** (35 a language, in 49 entries), all of the admin Alice logged in unless said. The header
(language, theme, charts, the user menu's trigger), the user menu open, the update banner;
the clients page head with one client, its card (switch, QR code, configuration download,
one-time link), a disabled client's card, a search for "phone", the new client dialog; a
client's page (its name edited to alice-pixel, the DNS group and the actions group), its
configuration dialog, the delete dialog of each of six clients; the admin panel's menu, its
general page (Prometheus metrics switched on and a password typed), its interface page (the
port changed to 51821), the Change CIDR dialog with four different ranges, the Restart
Interface dialog, the hooks page (a PreUp command typed); the account page's general form,
its password form, two-factor authentication off, being set up and on, and linked with
GitHub; the login page with GitHub as a provider, its second-factor page; and, before any
login, the setup wizard's admin account, host and backup-restore steps. A page that needs
controls of two kinds is written once per kind, the same screen. Every page's title is its
``document.title``, "WireGuard" in every language. A BaseDialog (reka-ui's modal) is a dialog
whose title is its DialogTitle and whose message its DialogDescription, with its own buttons
(not the browser's ``confirm()``): the delete dialog's and the restart dialog's titles are
also their commit buttons' words, so a dialog's title is no item of the screen. A control
named only by its ``title`` (the client card's QR code, download and one-time-link icons,
the theme and charts toggles) is named by it; the language picker and the search's clear
button are named by their ``aria-label``, in English in every language. The client card's
edit link, an icon with no name, is left out.

**Strings** are ``src/i18n/locales/<lang>.json`` for en, zh-CN, ja, ko, de, fr, es, pt-BR and
ru, read as vue-i18n does with English as the fallback locale (``section.key``, ``{name}``
filled in); the build prints the keys a language lacks and so shows in English: zh-CN, ja,
fr, es and pt-BR have no ``me.linkedWith``, ``me.unlinkOauth``, ``general.externalAuth``,
``login.signInWith`` or ``login.or`` (the account page's external-provider group and the
login page's provider link); zh-CN, ja, fr, es, pt-BR and ru have no
``admin.interface.routingTable`` (a field's label); es and pt-BR have no ``client.delete``
(the client page's Delete); pt-BR has none of ``client.search``, ``client.config``,
``client.viewConfig``, ``copy.copy``, ``admin.interface.firewall`` and
``admin.interface.firewallEnabled`` (the search box, the configuration dialog and its
opener, the per-client firewall switch), shown in English; ko and de lack none. Client
names, addresses, keys, typed texts and the release's changelog are the same in every
language.

**What each action sends**, read from the code. Every call is ``$fetch`` to the app's own
server (a relative URL), its body JSON.stringify's where it is an object and none where it is
``undefined``; a page reached by ``navigateTo`` or a NuxtLink first reads ``GET
/api/session`` (the auth middleware), then what the page loads. Reads: Account ``GET
/api/auth/methods``, Admin Panel nothing more, the admin menu's Interface ``GET
/api/admin/interface``; Sort ``GET /api/client?sort=desc`` and clearing the search ``GET
/api/client?sort=asc`` (the clients store's query); Revert on a client's page ``GET
/api/client/1``; View Configuration opens its dialog and reads ``GET
/api/client/1/configuration``. Writes: the card's switch ``POST /api/client/<id>/disable``
or ``/enable`` (no body), the one-time-link icon ``POST
/api/client/1/generateOneTimeLink``, each followed by the list's refresh; Create Client
``POST /api/client`` ``{"name","expiresAt"}``; Save on a client's page ``POST
/api/client/1`` with the whole client as the page read it (every column, the private and
pre-shared keys included, and the endpoint), then the clients page; Delete Client ``DELETE
/api/client/<id>``, then the clients page; Save on the admin general, interface and hooks
pages ``POST /api/admin/general``, ``/api/admin/interface`` (the whole interface, its private
key left out by the server) or ``/api/admin/hooks``, each followed by the page's reread (and
the interface's by ``GET /api/information``); Change ``POST /api/admin/interface/cidr``
``{"ipv4Cidr","ipv6Cidr"}`` and Restart Interface ``POST /api/admin/interface/restart`` (no
body), each followed by ``GET /api/admin/interface``; the account's Save ``POST /api/me``,
Update Password ``POST /api/me/password``, the two Enable Two Factor Authentication buttons
and Disable Two Factor Authentication ``POST /api/me/totp`` (``{"type":"setup"}``,
``{"type":"create","code"}``, ``{"type":"delete","currentPassword"}``), Unlink ``POST
/api/auth/unlink`` ``{}``, each followed by ``GET /api/session``; Logout ``DELETE
/api/session``, then the login page; Sign In ``POST /api/auth/password``
``{"username","password","remember"}`` and Continue ``POST /api/auth/verify-2fa``
``{"totpCode"}``, then the clients page; the second factor's Cancel ``POST /api/auth/cancel``
``{}``, then the login page; the setup wizard's Create Account ``POST /api/setup/2``, Continue
``POST /api/setup/4`` ``{"host","port"}`` and Upload ``POST /api/setup/migrate``
``{"file"}`` (the backup file's text as a string; the wizard's pages read no session). Page
loads (``via: link``): Download Configuration (``/api/client/1/configuration``, a download),
the banner's Update link (the release's page on GitHub, a new tab) and Sign in with GitHub
(``/api/auth/github``, which goes on to GitHub). Nothing is sent by the theme toggle (a
cookie), the user menu's trigger, the configuration dialog's Copy (the clipboard), a
dialog's Cancel, and the controls that only open a dialog (New, Show QR Code, Delete, Change
CIDR, Restart Interface); the QR code dialog's image loads its SVG, which is no request the
format writes and is left unsaid.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete Client in
each delete dialog (``delete``: the client, its keys and addresses are gone, and every device
set up with its configuration stops connecting; a new client gets new keys); **overwrite:**
Change in the Change CIDR dialog (judgement call: every client is given a new address in the
new range at once, so every configuration handed out stops working; changing the range back
numbers the clients again, not necessarily as before), and Upload in the setup wizard's
restore step (judgement call: the server's key pair is replaced by the backup's and its range
by the backup's, with no copy of the key kept); **disconnect:** Restart Interface in its
dialog (judgement call: the app warns it disconnects every client; every tunnel of every user
drops the moment it is tapped, which nothing takes back, though the clients connect again
afterwards); **revoke:** Disable Two Factor Authentication (judgement call: the TOTP secret
is erased, so the authenticator entry is dead for good; enabling it again makes a new secret).
**Harmless:** disabling and enabling a client (the same switch sets it back), the one-time
link (judgement call: it only makes a link to the client's configuration, valid five minutes,
and shows it; nothing goes to anyone until one shares it), creating a client, Save on a
client's page and on the admin general, interface and hooks pages (judgement calls: each is
an edit the same form sets back; the interface's new port and the hooks' command are settings
one types back), Save on the account page, Update Password (judgement call: one's own
password, which the same form sets back; no session ends), enabling two-factor
authentication, Unlink (judgement call: the account keeps its password, and the provider's
button links it again), Logout, Sign In, the second factor's Continue and Cancel, the setup
wizard's account and host steps (a new admin and settings the admin pages edit), Sort, the
search, the downloads and copies, the update link, the provider sign-in link, Cancel in every
dialog, and every control that only opens a dialog or a menu. The categories of these:
``reversible`` for a write that can be set back (a login and a logout among them),
``harmless`` for a read, a page load, a setting kept in the browser or a Cancel,
``opens-prompt`` for a control that only opens a dialog or a menu. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/wg-easy/wg-easy wg-easy
    git -C wg-easy checkout bc05e0eac15d894b642a1c0ab44d4c89de64e7da
    python tests/safety/heldout_v503/build.py wg-easy

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

from web_corpus import build, flatten
from wg_easy import screens

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v503.yaml")


class Lookup:
    """``t(key, **args)`` as vue-i18n's with English as the fallback locale: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); ``{name}`` is
    filled in from ``args``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in src/i18n/locales/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "src" / "i18n" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens,
                 dialog_texts=("message",))  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
