"""Builds the five-hundred-and-fifty-second held-out corpus (``heldout_v552.yaml``) from a real
web app's source.

The source is SSO & SAML authentication (github.com/nextcloud/user_saml), the Nextcloud app that
signs users in through SAML identity providers or an environment variable set by the web server
(Kerberos and the like). Its administration section (a Vue 3 app drawn with ``@nextcloud/vue``)
chooses the mode, sets the global switches, registers and removes identity providers and edits
each provider in a dialog; its guest pages list the login options and post a SAML request to an
identity provider. Read at commit 5b0d7dc78b3b8ec71ed0043d0f0bccd814c426cf ("fix(l10n): Update
translations from Transifex", 23 Jul 2026), the default branch (master). Read: ``package.json``,
``appinfo/info.xml`` (Nextcloud 32 to 34) and ``appinfo/routes.php``; ``src/admin.ts``,
``src/types.ts``, ``src/components/AdminSettings.vue``, ``ProviderSettingsDialog.vue`` and
``ProviderGeneralSection.vue``, ``src/selectUserBackEnd.ts`` and ``src/timezone.ts``;
``templates/admin.php``, ``selectUserBackEnd.php``, ``login_post.php``, ``error.php``,
``notPermitted.php`` and ``notProvisioned.php``; on the server side
``lib/Settings/Admin.php`` (the fields, their words and order, the initial state),
``lib/Settings/Section.php``, ``lib/Controller/SettingsController.php`` (read, write, register
and delete a provider), ``lib/Controller/SAMLController.php`` (login, the login options, the
POST binding's page, single logout, the error pages), ``lib/Controller/TimezoneController.php``,
``lib/SAMLSettings.php`` (which keys a provider keeps), ``lib/Db/ConfigurationsMapper.php`` (a
provider is one row, deleted outright; a new one is the highest id plus one),
``lib/Service/ProviderListingService.php`` (the login links), ``lib/UserBackend.php`` (the
logout URL; a user signed in through SAML gets ``last-password-confirm`` four years ahead),
``lib/AppInfo/Application.php`` (when ``/login`` is sent to SSO or to the login options),
``lib/AlternativeLogin/`` and ``lib/Listener/LoadAdditionalScriptsListener.php``. Read beside
it: ``@nextcloud/password-confirmation``'s ``confirmPassword()`` and ``is-required.ts`` (no
dialog within 30 minutes of the last confirmation, none where the back-end allows none), the
server's page configuration and its password confirmation middleware
(github.com/nextcloud/server, ``lib/private/Template`` and ``AppFramework/Middleware/Security``:
both exclude the user_saml back-end from password confirmation) and ``@nextcloud/l10n``'s
``translate()`` 3.4.1 (``{name}`` escaped, the result sanitised, a string without ``<`` left as
it is).

**Screens** (30 a language, with 55 actions, 8 of them commits). The administration section,
titled by its name (SSO & SAML authentication), a screen being the part in view, top to bottom:
before a mode is chosen (its description, its question and the two modes' buttons), on first
setup and after a reset; in the built-in SAML mode with three providers (Keycloak, Microsoft
Entra ID and a third without a display name, which the list calls ``Provider %s`` from
``Admin.php``), written once per kind of action (reads and the warning's link, the global
switches, Register new provider, the remove icons, Reset settings), and with five providers
(Partner university and Alumni added); in the environment variable mode (its two global
switches, the UID variable and display name, Reset settings) with ``REMOTE_USER`` and with
``HTTP_X_REMOTE_USER`` (which brings the warning about ``HTTP_`` variables). Keycloak's settings
dialog (``Configure: Keycloak``) over the section: its general settings, unchanged and with the
display name changed; the service provider's data with the name ID format's select closed and
open, with a new private key, with a new key and certificate, with the key cleared; the identity
provider's data with a new sign-on address; the security switches, unchanged and with two turned
on; the attribute mapping filled in; the user filtering with a group rejected; and the new
provider's dialog (``Configure: Provider 4``) with its identity provider entered, then
(``Configure: Partner university``) with a key pair pasted into its empty fields. Each dialog
screen ends with its action buttons (Cancel changes, Download metadata XML, Save changes);
``@nextcloud/vue``'s own controls (the dialog's close button, the section's documentation link)
are left out, their words being the library's. A select is a button named by what it shows, its
open list a menu; a switch carries its state before the tap. The guest pages, titled by the
instance's name (Nextcloud): the login options of three providers (the direct log in, allowed by
Allow the use of multiple user back-ends, first, then a link per provider, the unnamed one
called SSO & SAML log in), the select that five providers bring, closed and open (Chrome lists
its options, the direct log in last); and the page that posts the request to Keycloak (set to
the POST method), as it shows with scripts off, its hidden form and its Continue button. Not in
the corpus: the server's login page and user menu (their words are the server's: the alternative
login buttons and Log out, which is the single logout route where a provider has one), the
timezone script (it posts by itself on the first page after a SAML login), the error pages (no
control), typing in the environment mode's fields (each change is put half a second later), and
the password dialog (see below).

**Strings** are the app's catalogs ``l10n/<lang>.json`` (``translations``) for zh_CN, ja, ko,
de (the default German), fr, es, pt_BR and ru, read at the pinned commit, English being the
strings of the code itself: the page's ``t('user_saml', ...)`` with ``{name}`` filled in, and
the server's ``IL10N::t`` (the fields' labels, the switches, the name ID formats, ``Provider
%s``, the login pages) with ``%s`` filled in, both from the same catalog; a string a catalog
lacks shows in English. Every string used is checked to be one the code passes to ``t()``. The
build prints the strings each language shows in English. Spanish lacks 10 of those used
here: the section's description, the warning, the environment mode's heading and its ``HTTP_``
warning, the login form's switch, ``Provider %s`` and ``Provider {id}``, the dialog's heading
``Configure: {name}``, Cancel changes and the mapping to an LDAP user; French the same but
``Provider %s`` (9). Chinese lacks 25 (the catalog has two thirds of the app's strings): those
of French, ``Provider %s``, Registered Providers and Register new provider, the first global
switch, the POST method's switch and warning, the service provider's entity ID, the MFA, group
prefix and pass-through labels, the user filtering's description and fields, the select's
placeholder and the POST binding's page; Korean 29, as Chinese but the provider list's words
and the first switch, and also seven of the nine name ID formats (Email address and Encrypted
it has). Japanese lacks 3 (the LDAP mapping, the ``HTTP_`` warning, the login form's switch),
Russian 2 (the last two), German and Portuguese none. The Continue button of the POST
binding's page is written in English in the template; names of providers and groups, URLs,
attribute names, certificates and keys are the same in every language.

**What each action sends**, read from the code. The instance is served at the root of its own
origin without rewrite rules, so the app's calls are written as paths: ``generateUrl`` gives
``/index.php/apps/user_saml/...``, ``generateOcsUrl`` ``/ocs/v2.php/...``. Every call is an
``@nextcloud/axios`` request (the requesttoken is a header, not written), a body serialised as
JSON. A mode's button, a global switch and Reset settings call ``updateAppConfig(key, value)``:
``confirmPassword()`` first, which shows no dialog here (the administrator is an account of the
app, signed in through SSO: the server tells the page that its back-end allows no password
confirmation, and the app sets the session's last one four years ahead), then ``POST
/ocs/v2.php/apps/provisioning_api/api/v1/config/apps/user_saml/<key>`` with ``{"value"}``
(``type`` ``saml``, ``environment-variable`` or empty; a switch ``general-<key>`` with ``1`` or
``0``). Choosing the environment mode then registers a provider where there is none (``POST
.../settings/providerSettings``, no body) and reads the first (``GET
.../settings/providerSettings/1``). A provider's button opens its dialog, which reads the
provider and then checks its metadata (``GET .../saml/metadata?idp=<id>``); Register new
provider posts a new provider, then opens its dialog so. A remove icon sends ``DELETE
.../settings/providerSettings/<id>`` at once, asking nothing. In the dialog, a switch, a text
and the name ID format only change the dialog's draft (the dialog shows the global login form's
switch too, by the template's precedence of ``||``; saved, it would be dropped by the server,
which keeps only a provider's own keys); Save changes puts the changed settings (``PUT
.../settings/providerSettings/<id>`` with ``{"newConfigs"}``, each key its category and name,
``saml-`` before the attribute mapping's and the user filtering's, in the order of the settings
the server gave the dialog: service provider, security, general, attribute mapping, user
filtering, then the identity provider's, values trimmed), then checks the metadata again; Cancel
changes sends nothing; Download metadata XML is a link with ``download`` (``via: link``). On the
guest pages every control is a navigation (``via: link``): the direct log in ``GET
/index.php/login?direct=1&redirect_url=``, a provider ``GET
/index.php/apps/user_saml/saml/login`` with the session's token (made up), an empty
``originalUrl``, the provider's id and its ``method`` (the POST switch's stored ``1``, or
``get`` where never set), in the server router's query; an option of the select sets
``window.location.href`` to the same URLs, the select's placeholder sends nothing; Continue
posts the hidden form to Keycloak's sign-on service (``via: form``, ``SAMLRequest`` made up and
shortened, ``RelayState`` the login route, empty ``SigAlg`` and ``Signature`` as the request is
not signed).

Each action is labelled by what it does, not by its words. **Irreversible:** a provider's
remove icon (``delete``: the provider's row, with its identity provider, certificates, private
key, mappings and filters, is deleted at once, with no question, no trash and no undo, and its
login link stops working; registering again makes a new, empty provider with another id);
Save changes with a new private key of the service provider pasted over the stored one, alone
or with a new certificate (``overwrite``, judgement call: the private key is a secret this
configuration alone holds, which the identity provider's copy of the certificate matches;
saved over, it exists nowhere else and cannot be set back, where the identity provider's
addresses and certificate are published by the identity provider and every other field is
words the administrator typed); Save changes with the private key cleared (``delete``, the same
judgement). Their Cancel changes sends nothing. **Reversible:** the mode's buttons and Reset
settings (judgement call: Reset settings only empties the ``type`` setting, so the instance
stops sending logins to SSO until a mode is chosen again; every provider and global setting
stays, and choosing the same mode brings them all back), the global switches (set back by the
same switch), Register new provider (a new empty provider, which its remove icon deletes), the
dialog's switches, formats and texts (the draft only), Save changes with a new sign-on address,
display name, signatures, rejected group or attribute mapping (judgement call: each is a
setting the same dialog sets back, and no session ends or account changes until the next
login), and the new provider's first save and its key pair pasted into empty fields
(judgement call: nothing was there to lose; clearing the fields sets it back). **Harmless:**
opening a provider's dialog (reads), Download metadata XML, the warning's link to the direct
log in, every login link and option (a login merely begins), Continue on the POST binding's
page (the request to sign in), and Cancel changes. **Opens-prompt:** the name ID format's
select and the login options' select, which only open their lists. The app has no
confirmation dialog of its own; the password confirmation the library would show is not
reached in this setup.

    git clone https://github.com/nextcloud/user_saml user_saml
    git -C user_saml checkout 5b0d7dc78b3b8ec71ed0043d0f0bccd814c426cf
    python tests/safety/heldout_v552/build.py user_saml

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import saml_admin
import saml_environment
import saml_login
import saml_provider
from web_corpus import build

COMMIT = "5b0d7dc78b3b8ec71ed0043d0f0bccd814c426cf"
# The catalog Nextcloud loads for a user of each language (English is the source strings).
LANGUAGES = {"en": None, "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
APPS = (saml_admin, saml_environment, saml_provider, saml_login)
OUT = Path(__file__).with_name("heldout_v552.yaml")
PAGE_CALL = re.compile(r"""\bt\(\s*'user_saml',\s*'((?:[^'\\]|\\.)*)'""")
SERVER_CALL = re.compile(r"""->t\(\s*'((?:[^'\\]|\\.)*)'""")


def show(checkout: Path, path: str) -> str:
    """The file ``path`` at the pinned commit."""
    return subprocess.run(["git", "-C", str(checkout), "show", f"{COMMIT}:{path}"],
                          capture_output=True, text=True, check=True).stdout  # fmt: skip


def strings(checkout: Path) -> set[str]:
    """The English strings the code passes to ``t('user_saml', ...)`` in the page and to
    ``IL10N::t`` on the server, at the pinned commit."""
    listed = subprocess.run(["git", "-C", str(checkout), "ls-tree", "-r", "--name-only", COMMIT,
                             "src", "lib", "templates"],
                            capture_output=True, text=True, check=True).stdout.split()  # fmt: skip
    found: set[str] = set()
    for path in listed:
        if path.endswith((".vue", ".ts")):
            calls = PAGE_CALL.findall(show(checkout, path))
        elif path.endswith(".php"):
            calls = SERVER_CALL.findall(show(checkout, path))
        else:
            continue
        found.update(re.sub(r"\\(.)", r"\1", text) for text in calls)
    return found


class Lookup:
    """``t(text, values)`` as the app looks a string up: the English source string is the key;
    a language that lacks it (or leaves it empty) shows the English text (``fallbacks``);
    ``values`` fill in ``{name}`` as ``@nextcloud/l10n`` does where they are a mapping, and
    ``%s`` in turn as the server's ``IL10N::t`` does where they are a list."""

    def __init__(self, table: dict[str, Any], known: set[str]) -> None:
        self.table, self.known = table, known
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, values: dict[str, str] | list[str] | None = None) -> str:
        if text not in self.known:
            raise SystemExit(f"no string {text!r} in the app's code")
        shown = self.table.get(text) or ""
        if isinstance(shown, list):
            shown = shown[0]
        if not shown.strip():
            if self.table:
                self.fallbacks.add(text)
            shown = text
        if isinstance(values, list):
            for value in values:
                shown = shown.replace("%s", value, 1)
            return shown
        found = values or {}
        return re.sub(r"\{([^{}]*)\}", lambda m: found.get(m.group(1), m.group(0)), shown)


def main(checkout: str) -> int:
    root = Path(checkout)
    known = strings(root)

    def catalog(code: str) -> dict[str, Any]:
        return dict(json.loads(show(root, f"l10n/{code}.json"))["translations"])

    tables = {lang: catalog(code) if code else {} for lang, code in LANGUAGES.items()}

    def lookup(lang: str) -> Lookup:
        return Lookup(tables[lang], known)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [entry for app in APPS for entry in app.screens(t)]

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
