"""Builds the five-hundred-and-sixty-sixth held-out corpus (``heldout_v566.yaml``) from a real web
app's source.

The source is Nextcloud's Two-Factor Gateway (github.com/nextcloud/twofactor_gateway, app id
``twofactor_gateway``, version 4.0.0-dev.0 for Nextcloud 34), the Nextcloud app that sends the
codes of a login's second factor through a messaging gateway (Signal, SMS, Telegram, WhatsApp,
XMPP): an administration section in the Security settings, a Vue 3 app (``@nextcloud/vue`` 9)
that configures named instances of each gateway, tests them and links accounts through guided
setups; one part of each user's Security settings per gateway, a small Vue app that verifies the
user's phone number or address; and the login's challenge page, a PHP template. Every control of
the Vue parts calls the app's OCS API through ``@nextcloud/axios``. Read at commit
b0bd56267b45bff026ddd5a23788a8607cdd7407 ("fix(l10n): Update translations from Transifex", 21
Aug 2026), the head of its default branch, main. The app stands in for Nextcloud's File access
control app (github.com/nextcloud/files_accesscontrol), which was the first choice: its only
client code registers an operation with the server's Flow settings, so its screens, their
controls and nearly all their words are those of the server's workflowengine app
(github.com/nextcloud/server), which this corpus could not read at a pinned commit.

Read: ``appinfo/info.xml``, ``package.json``; ``src/admin.ts``, ``src/main.ts``,
``src/views/AdminSettings.vue`` and ``GatewaySettings.vue``, the components
``GatewayInstanceCard.vue``, ``GatewayInstanceModal.vue``, ``GatewayRoutingModal.vue``,
``GatewayTestModal.vue`` and ``GatewaySection.vue``, ``components/providers/registry.ts`` and the
guided setups ``providers/signal``, ``gowhatsapp`` and ``telegram_client/SetupPanel.vue``; in
``src/lib/twofactor-gateway``, ``composables/useGatewayAdminApi.ts`` and ``useGatewayApi.ts`` and
the services ``adminGatewayApi.ts`` (every request: method, route, query and body),
``adminGatewayViewModel.ts``, ``gatewayInstanceModalModel.ts`` and the one that normalises the
section's first payload;
``templates/admin_settings.php``, ``personal_settings.php``, ``challenge.php``, ``error.php`` and
``error_mismatch.php``. On the server side ``lib/Controller/AdminGatewayController.php`` and
``SettingsController.php`` (the routes), ``lib/Service/GatewayConfigService.php`` (an instance is
a registry entry and one app-config value per field; deleting it deletes them all; the first
instance of a gateway is its default), ``GatewayAdminScreenService.php``,
``GatewayCatalogService.php``, ``GatewayInstanceViewFactory.php`` and
``GatewayFieldSanitizer.php`` (what the list holds), ``SetupService.php`` and ``StateStorage.php``
(starting a verification sends the code through the gateway; finishing turns the provider on for
the user; disabling deletes the verified state and the pending code and turns the provider off),
``lib/Provider/AProvider.php`` (the challenge page sends a code as it is made),
``lib/PhoneNumberMask.php``, ``lib/Settings/AdminSettings.php`` and ``PersonalSettings.php``, the
gateways ``Channel/XMPP/Gateway.php``, ``Channel/Signal/Gateway.php`` (its guided setup),
``Channel/WhatsApp/Gateway.php`` and the driver ``Channel/WhatsApp/Provider/Drivers/GoWhatsApp/
Gateway.php`` with ``GatewayCliSetupTrait.php`` (what each step of its guided setup does to the
WhatsApp API's devices), the providers' ``Provider.php`` (the names core shows), and
``l10n/<lang>.json`` and ``.js``.

**Screens** (38 a language, 62 actions). The administration section, as the administrator: with
its three instances (two of the XMPP gateway, Office XMPP its default and Backup XMPP, and Signal
HQ of the Signal gateway), twice (the button that adds one; setting the second XMPP instance as
default and dragging it below the others); with Office XMPP alone, twice (the card's four icon
buttons that open a dialog; the default's star); the delete dialog of each of the three; after a
reload failed. Its modals: the test modal with a recipient typed for Signal HQ and for Office XMPP,
after a test went out, and with no recipient; the edit modal of Office XMPP with a new label; the
routing modal of Backup XMPP with a second group chosen; the add modal with nothing chosen (twice:
its provider picker; Save and Cancel) and with a new XMPP instance filled in. The guided setups in
the add modal: Signal's with the gateway's URL typed and with its QR code waiting for the link;
WhatsApp web's with the API's URL and credentials typed, the choice of what to do with the one
device the API already has (keep it, twice: its Continue and its strategy select; the select's
options; log them all out), the phone number to pair and a phone already logged in. Then Jonas
Berg's Security settings: the Signal gateway's part not in use, with his number typed, empty (to
type it), after the gateway refused it, with the code sent and in use; the XMPP gateway's not in
use, with his address typed, with the code sent and in use. The login: the row that chooses Signal
as the second factor, Signal's challenge page (Submit and Enter) and XMPP's for a login that asked
for no page.

How a screen is put together: the administration screens are titled by the section's heading
(Two-Factor Gateway); the section shows its description, Add provider configuration, the hint on
dragging where there is more than one instance, and a card per instance: its drag handle, label,
provider and status chips, its icon buttons (named by their ``aria-label``: Set as default or, on
a gateway's default, This is the default instance; Test this instance; Routing; Edit; Delete),
a row per configured field (the field's prompt and its value, masked as the card masks a key that
names a secret) and its groups. A modal or dialog is a dialog headed by its name; its heading
repeated inside it is left out where it is the name. A field is written with its label (or, where
it has none, with the name of the value it holds) and what is typed; the select that chooses a
gateway or a WhatsApp provider is a button showing its choice; a native select is a button showing
its option, and its options a dialog of radio buttons. A Security settings part is titled by the
provider's name that core writes above it and shows the app's sentences, the gateway's
instructions, its field and its button. The challenge page is titled so too; the row that chooses
a provider is core's link with the provider's name over its description, on a page titled
"Nextcloud". Left out: the card's creation date (the browser formats it in its own locale), the
close buttons of ``NcModal`` and ``NcDialog`` (words of ``@nextcloud/vue``, which the app does not
ship), progress bars and the QR code, and core's own words around the app's parts. Gateway and
provider names, field prompts, the gateways' instructions and the server's messages of the guided
setups and tests are English literals of the app's PHP, the same in every language; so are
labels, names, addresses, numbers, codes and passwords.

**Strings** are ``l10n/<lang>.json`` at the commit (read with ``git show``) for zh_CN, ja, ko, de,
fr, es, pt_BR and ru, the catalogs Nextcloud loads for a user of those languages (the Vue parts'
``t('twofactor_gateway', text)`` reads the same strings from ``l10n/<lang>.js``; the challenge
page's ``$l->t`` from the ``.json``), English being the source strings themselves; a string a
catalog lacks shows in English, and the build prints which. All nine languages ship a catalog
that the app loads, but not all of it: de and pt_BR have every string (203), fr 149, es and ru 66,
zh_CN 46, ja 45 and ko 44. Of the strings used here de and pt_BR lack none; fr lacks 22 (the
guided setups' headings and several of their buttons, the routing and test modals' words, Add and
Edit provider configuration); es 43 and ru 44 (the sentences of the section, its modals and the
guided setups and most of their buttons: the provider picker's placeholder, Send Test, Save
routing, Start guided setup, Check link status, Request pairing code, the device strategies,
Logout and relink, Continue existing session; es also Add provider configuration, Test this
instance and This is the default instance, ru also Routing); zh_CN 51, ja 52 and ko 51 (the same;
besides, Add provider configuration, Test this instance, This is the default instance, the
settings' sentences and the XMPP provider's name, and some of Set as default, Routing, Instance,
Reference and optional). Common buttons (Cancel, Close, Delete, Edit, Save, Back, Continue,
Retry, Enable, Verify, Confirm, Disable, Submit) are in every catalog; ru's Cancel reads
"Cancel".

**What each action sends**, read from the code. The section and the settings call
``generateOcsUrl('/apps/twofactor_gateway/...')``, written
``/ocs/v2.php/apps/twofactor_gateway/...``, with JSON bodies as axios serialises them. The section:
Delete in a delete dialog sends ``DELETE .../admin/gateways/<gateway>/instances/<id>``; Set as
default ``POST .../default`` with no body; Save in the edit modal ``PUT`` of the instance ``{label,
config, groupIds, priority}`` (the groups and priority kept); Save routing the same ``PUT`` with the
chosen groups' ids sorted; Save in the add modal ``POST .../admin/gateways/xmpp/instances``
``{label, config, groupIds, priority: 0}``, the fields in the order they were typed; dragging the
first card below the others sends a ``PUT`` for each instance whose priority changes
(``buildPriorityUpdates``: the new order numbered from its length down), in the new order. Each of
these is followed by the reload ``GET .../admin/screen?groupLimit=200``, as is Retry alone. Send
Test (or Enter in its field) sends ``POST .../instances/<id>/test`` ``{identifier}`` and nothing
after; with the field empty the button is disabled and nothing goes. The guided setups post to
``.../admin/gateways/<gateway>/interactive-setup/start`` ``{input}``, ``.../step`` ``{sessionId,
action, input}`` and ``.../cancel`` ``{sessionId, input: {}}`` (Back). Each tap is written with the
answer the server gives in the state shown: Signal's link not made yet; the WhatsApp API's one
device not connected, so keeping it asks for a phone number, as logging all out does; the phone
already logged in after Request pairing code; Continue existing session answered with the
configuration the server saved, which the modal merges into its fields and saves as a new instance
(``POST .../instances``, then the reload). The icon buttons, Add provider configuration, the
pickers, the strategy's options, Cancel, Close and the default's star send nothing. The Security
settings: Enable only shows the field (nothing sent); Verify sends ``POST
.../settings/<gateway>/verification/start`` ``{identifier}``; Confirm ``POST
.../verification/finish`` ``{verificationCode}``; Disable ``DELETE
.../settings/<gateway>/verification``. The login: the provider's row is a link to
``/index.php/login/challenge/gateway_signal`` with the ``redirect_url`` the login carries along
(core's page; the app's template sends the code as it is drawn); the challenge's Submit (or Enter)
submits its form, which has no action, to the page's own address, ``via: form`` with the body
``challenge=<code>`` and no CSRF token.

Each action is labelled by what it does in the app, not by its words. **Irreversible:** Delete in
the three delete dialogs (``delete``: the instance's registry entry and every value of its fields,
credentials included, are deleted from the app's configuration; there is no trash, and the dialog
itself says it cannot be undone); Send Test and Enter in the test modal (``send``, four: a test
message goes out through the gateway to the recipient typed, whoever that is); Verify in the
Security settings (``send``, three: ``startSetup`` sends a message with a verification code through
the gateway to the identifier typed, before anything shows it is the user's own); Disable
(``revoke``, two: the provider is turned off for the account at once and the verified state is
deleted; using it again needs a new code sent and typed); Continue with "Logout all and create new"
and Logout and relink in WhatsApp web's guided setup (``sign-out``: the first logs every device of
the WhatsApp API out of WhatsApp, the second the phone's current WhatsApp session; each must be
linked again from the phone). **Reversible or harmless:** Set as default, the drag, Save in the edit
and routing modals, Save in the add modal and Continue existing session (``reversible``: settings
the same section sets back, or a new instance it can delete); Confirm in the Security settings
(``reversible``: the provider turned on, which Disable turns off); Start guided setup (a setup
session, which Back cancels); Check link status, Request pairing code and Continue while keeping the
existing device (``harmless``: they ask the gateway for a state or a code and lose nothing); Retry,
the login's row and Submit, the typing, the disabled Send Test and the Save of an empty add modal,
Enable, the strategy's option, every Cancel, Close and Back, and the buttons that only open a modal
or a dialog (``opens-prompt``: the card's Delete, Test this instance, Edit and Routing, Add provider
configuration, the provider picker).

Judgement calls: Verify is a ``send`` although the identifier is meant to be the user's own: the
message leaves the server through the gateway's messaging service and cannot be called back,
and the server sends it to whatever was typed. The login's row is not a commit although opening the
challenge sends a code: it goes to the identifier the account has verified, as the user's own
login asks. Disable is a ``revoke``, not a ``delete``: what goes is the account's second factor
and its verified state, not content. Confirm is not a commit: it adds a step to the user's next
login and loses nothing. Deleting the default instance is a ``delete`` like the others (another
instance becomes the default at the next load, its credentials are still lost). Save in the edit
modal is reversible: the fields it writes are the ones the modal showed, and none is a secret the
modal blanks. Request pairing code is harmless: the pairing code expires unless typed on the
phone. Continue while keeping the existing device is harmless in the state shown (the device is
not connected, so the server only asks for a phone number); with a connected device it would save
the configuration, which is reversible too. Check link status would, once the link is made, save
the new instance (reversible). Not in the corpus: the SMS gateway's instances (its list entry takes
the chosen SMS provider's id as the gateway's, so which route its buttons call is not clear from
the code), the Telegram client and WhatsApp Business guided setups, ``GatewaySection.vue`` (a block
for other apps to embed, which this app does not draw), the ``occ`` commands, the notifications
(drawn by the Notifications app) and the error pages, which have no control.

    git clone https://github.com/nextcloud/twofactor_gateway
    python tests/safety/heldout_v566/build.py twofactor_gateway

(The files are read with ``git show`` at b0bd56267b45bff026ddd5a23788a8607cdd7407, so the clone
needs no checkout of that commit.) The corpus was built once, from this source alone and without
reading the safety policy, its term lists or any corpus's measured figures; it is kept apart from
the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
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

import gateway_admin
import gateway_modals
import gateway_personal
import gateway_wizards
from web_corpus import build

COMMIT = "b0bd56267b45bff026ddd5a23788a8607cdd7407"
# The catalog Nextcloud loads for a user of each language (English is the source strings).
LANGUAGES = {"en": None, "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
APPS = (gateway_admin, gateway_modals, gateway_wizards, gateway_personal)
OUT = Path(__file__).with_name("heldout_v566.yaml")


def show(checkout: Path, path: str) -> str:
    """The file ``path`` at the pinned commit."""
    return subprocess.run(["git", "-C", str(checkout), "show", f"{COMMIT}:{path}"],
                          capture_output=True, text=True, check=True).stdout  # fmt: skip


class Lookup:
    """``t(text, values)`` as the page looks a string up: the English source string is the key
    of the app's catalog (``t('twofactor_gateway', text, values)`` in the Vue parts, ``$l->t``
    in the challenge page); a string the language lacks (or leaves empty) shows in English
    (``fallbacks``). ``values`` fills in ``{name}`` (a dict) or ``%s`` (a list). A string must be
    one the app's catalogs know."""

    def __init__(self, table: dict[str, str] | None, known: set[str]) -> None:
        self.table, self.known = table, known
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, values: dict[str, str] | list[str] | None = None) -> str:
        if text not in self.known:
            raise SystemExit(f"no string {text!r} in the app's catalogs")
        shown = text if self.table is None else (self.table.get(text) or "")
        if not shown.strip():
            self.fallbacks.add(text)
            shown = text
        if isinstance(values, dict):
            shown = re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), shown)
        elif values is not None:
            parts = iter(values)
            shown = re.sub(r"%s", lambda m: next(parts), shown)
        return shown


def main(checkout: str) -> int:
    root = Path(checkout)
    catalogs = {code: json.loads(show(root, f"l10n/{code}.json"))["translations"]
                for code in LANGUAGES.values() if code}  # fmt: skip
    # German's catalog holds every string of the app: the keys are the English source strings.
    known = set(catalogs["de"])

    def lookup(lang: str) -> Lookup:
        code = LANGUAGES[lang]
        return Lookup(catalogs[code] if code else None, known)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [entry for app in APPS for entry in app.screens(t)]

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
