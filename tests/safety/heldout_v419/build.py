"""Builds the four-hundred-and-nineteenth held-out corpus (``heldout_v419.yaml``) from a real
web app's source.

The source is Passbolt (github.com/passbolt/passbolt_styleguide), the open source password
manager's React user interface: besides the browser extension's pages it holds the pages a
Passbolt server serves itself (``ApiApp``: the administration workspace's server-side pages
and the user menu; ``ApiTriage``: the sign-in page), which call the server's JSON API
directly through ``ApiClient``. Read at commit f731b7aec08cce27af9c81f67df7d02682a837f9
("Merge branch 'release' into 'master'", 23 Apr 2026). Read: ``src/react-extension/ApiApp.js``
(the routes the server serves, those left to the extension), ``ApiTriage.js``; the contexts
``ApiAppContext`` (sign-out), ``ApiTriageContext``, ``NavigationContext`` (``goTo``: a page of
the same app is a route change, a page of the extension a ``window.open`` of the site's URL),
``AdminSmtpSettingsContext`` and ``Administration/`` ``AdministrationMfa``,
``AdministrationMfaPolicy``, ``AdministrationEmailNotification``,
``AdministrationInternationalizationContext``, ``AdministrationSelfRegistration``,
``AdministrationUserDirectory``, ``AdministrationRbacContext``; ``src/shared/lib/apiClient/
apiClient.js`` (URLs ``<site>/<resource>.json?api-version=v2``, query options appended with
URLSearchParams, bodies ``JSON.stringify``'s, the session cookie sent); the services
``Mfa/MfaService``, ``mfaPolicy/MfaPolicyService``, ``emailNotification/
EmailNotificationService``, ``Internationalisation/InternationalisationService``,
``selfRegistration/selfRegistrationService``, ``userDirectory/UserDirectoryService``,
``smtpSettings/`` (the API services and ``saveSmtpSettingsService``,
``sendTestSmtpSettingsService``), ``rbac/rbacApiService``, ``role/roleApiService``,
``user/userService``, ``auth/AuthLogoutService``, ``healthcheck/HealthcheckService``,
``abstract/abstractService`` (``contain[..]`` options); the models ``MfaDTO``, ``Yubikey``,
``MfaPolicyDto``, ``EmailNotificationDTO``, ``SelfRegistrationDto``, ``rbacEntity``,
``roleEntity``, ``smtpSettingsEntity``, ``smtpSettingsFormEntity``; the components
``Administration/`` ``DisplayAdministrationMenu``, ``DisplayMfaAdministration``,
``DisplayMfaPolicyAdministration``, ``DisplayEmailNotificationsAdministration``,
``DisplayInternationalizationAdministration``, ``DisplayHealthcheckAdministration``,
``ManageSmtpAdministrationSettings``, ``SendTestMailDialog``,
``DisplayUserDirectoryAdministration``, ``DisplaySimulateSynchronizeUserDirectoryAdministration``,
``DisplaySynchronizeUserDirectoryAdministration``, ``DisplaySelfRegistrationAdministration``
with ``ConfirmSaveSelfRegistrationSettings`` and ``ConfirmDeletionSelfRegistrationSettings``,
``DisplayRbacAdministration``, ``CreateRole``, ``EditRole``, ``DeleteRole`` and the action bars
of ``DisplayAdministrationWorkspaceActions/``; ``User/DisplayUserBadgeMenu``;
``Authentication/`` ``EnterUsernameForm``, ``EnterNameForm``, ``DisplayRequireInvitationError``;
``Common/Inputs/FormSubmitButton/FormCancelButton``; ``Common/Internationalisation/
TranslationProvider`` (i18next with ``fallbackLng: false`` and no key separators).

**Screens** (33 a language), all of the administrator Ada Lovelace signed in to the made-up
site ``https://passbolt.acme.example`` unless said: the administration menu with its groups
open (written twice, once for the pages the server serves and once for a page of the
extension), the user badge's menu; the multi factor authentication page with Yubikey switched
on and its client identifier typed, and with TOTP switched off; the MFA policy page with Prompt
chosen; the email notifications page with the password-deleted notification switched off; the
internationalisation page with Français chosen; the API status page; the email server page,
its test email dialog for three recipients (oneself, a colleague, a team list) and the dialog
after a test email went out; the users directory page (an OpenLDAP directory) and the same
with its switch turned off, the synchronize simulation report and the synchronize report; the
self registration page with two domains in its safe list and with the switch turned off, the
save and the disable confirmations; the role-based access control page with "Can export" set
to Deny for a role, a role's menu, the create role and rename role dialogs, and the delete
confirmation of four roles (auditor, contractor, support, intern); the sign-in page's e-mail
form, the name form shown to an address of a domain open to self registration, and the page
shown to an address with no account. A dialog is a ``DialogWrapper`` over its page, headed
by its title; every page is titled "Passbolt", the server's page title (not in these sources),
alike in every language. A self registration row's delete button has no text and is named by
its ``id``; the MFA policy page's remember-me checkbox, already checked, is left out.

**Strings** are ``src/locales/<lang>/common.json`` for en-UK, ja-JP, ko-KR, de-DE, fr-FR,
es-ES, pt-BR and ru-RU, whose keys are the English texts; ``<Trans>`` tags are dropped and
``{{roleName}}`` filled in. Passbolt has no Chinese catalogue (it ships cs-CZ, de-DE, en-UK,
es-ES, fr-FR, it-IT, ja-JP, ko-KR, lt-LT, nl-NL, pl-PL, pt-BR, ro-RO, ru-RU, sl-SI, sv-SE and
uk-UA), so the app shows a Chinese reader its English: zh shows every string in English (94
keys, which the build prints). The other languages have every key; their catalogues write a
few in English themselves (URI in all of them; Ok in ja, de and fr; Passbolt API Status in
de, fr and pt; the delete-role question in ja, de, pt and ru; Admin in de, Port in fr, Pro tip
and Synchronize in pt, Email in ru). Yubikey and Duo are written in English in the component.
Names, addresses, domains, role names, typed texts and numbers are the same in every language.

**What each action sends**, read from the code. Every call is ``ApiClient``'s, to
``https://passbolt.acme.example/<resource>.json?api-version=v2`` with the session cookie and
JSON bodies as ``JSON.stringify`` writes them. Menu entries of the server's pages change the
route and the page then reads its settings: Email Notifications ``GET
/settings/emails/notifications``, MFA Policy ``GET /mfa-policies/settings``, Users Directory
``GET /directorysync/settings`` and ``GET /users``; Subscription, a page of the extension, and
Manage account are page loads (``via: link``) of the site's ``/app/administration/subscription``
and ``/app/settings/profile``. Sign out ``POST /auth/logout`` (no body), then ``/`` is loaded.
Save: on the MFA page ``POST /mfa/settings`` ``{"providers","yubikey","duo"}`` then a read;
on the MFA policy page ``POST /mfa-policies/settings`` ``{"policy","remember_me_for_a_month"}``
then a read; on the email notifications page ``POST /settings/emails/notifications`` with every
flag of ``EmailNotificationDTO`` then a read; on the internationalisation page ``POST
/locale/settings`` ``{"value":"fr-FR"}``; on the email server page ``POST /smtp/settings`` with
the settings (their keys in the order of the API's answer, taken here as source, host, port,
tls, client, sender name and e-mail, username, password; a judgement where the API's order is
not in these sources). Send in the test email dialog ``POST /smtp/email``, the same settings
with ``email_test_to``. On the users directory page Simulate synchronize opens the simulation
report, which reads ``GET /directorysync/synchronize/dry-run``; Synchronize opens the
synchronize report, which at once sends ``POST /directorysync/synchronize`` ``{}``, as does
Synchronize in the simulation report (``requestSynchronization``); Save with the switch turned
off sends ``DELETE /directorysync/settings`` and reads the page again. On the self registration
page Save only opens a confirmation: Save in "Save self registration settings" sends ``POST
/self-registration/settings`` ``{"id","provider":"email_domains","data":{"allowed_domains"}}``,
Save in "Disable self registration" ``DELETE /self-registration/settings/<id>``, each followed
by a read. On the access control page Save sends ``PUT /rbacs`` with
``contain[ui_action]`` and ``contain[action]`` and the changed rules ``[{"id",
"control_function":"Deny"}]``; a role's Delete reads ``GET /users`` (has the role users?)
before opening its confirmation, whose Delete sends ``DELETE /roles/<id>``; Save in the create
and rename dialogs ``POST /roles`` and ``PUT /roles/<id>`` ``{"name"}``; each of these reloads
``GET /roles`` and ``GET /rbacs``. Refresh on the API status page ``GET /healthcheck``. On the
sign-in page Next ``POST /users/recover`` ``{"username"}``, Sign up ``POST /users/register``
``{"username","profile":{"first_name","last_name"}}``, and Try with another email loads
``/auth/login``. Nothing is sent by the switches, radio buttons and row buttons (the page's
state until Save), Add role, Rename, Send test email, a Cancel, Close or Ok.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete in a role's
confirmation (``delete``: "it will be removed permanently and will not be recoverable");
Save with the users directory switched off (``delete``, judgement call: the directory's
connection, its bind credentials and synchronisation options are deleted with no copy, and
only typing them all again brings them back); Save in "Disable self registration" (``delete``,
judgement call: the settings and their domain safe list are deleted, and self registration
stops at once); Synchronize on the users directory page and in the simulation report
(``sync``, judgement call: done on the click with no confirmation, it creates the directory's
users and groups in Passbolt and, by the options the page shows, deletes or suspends the users
and deletes the groups the directory no longer holds: "The data will be permanently deleted,
this action cannot be undone."); Send in the test email dialog (``send``: an e-mail goes
out to the recipient, a colleague or a team list alike, and cannot be called back).
**Reversible or harmless:** saving the MFA providers, the MFA policy, the email notifications,
the organisation's language and the email server settings (judgement call: each writes a
setting the same page shows and sets back, even switching a provider or a notification off),
access control rules, creating and renaming a role, the directory's simulation (a dry run that
only reads), Next on the sign-in page (judgement call: it asks the server to e-mail a sign-in
link to the address's own owner), Sign up (judgement call: an account for oneself, which an
administrator can delete), Sign out, the menus and links, the switches and row buttons, and
every control that only opens a dialog or a confirmation, or closes one. Not in the corpus:
the administration pages served by the browser extension (subscription, account recovery,
password policies, single sign-on, metadata and others) and the extension's password and user
workspaces, whose controls ask the extension's background page to call the API, code that is
not in this repository. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/passbolt/passbolt_styleguide passbolt_styleguide
    git -C passbolt_styleguide checkout f731b7aec08cce27af9c81f67df7d02682a837f9
    python tests/safety/heldout_v419/build.py passbolt_styleguide

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

from passbolt import screens
from web_corpus import build

LANGUAGES = {"en": "en-UK", "zh": None, "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v419.yaml")


class Lookup:
    """``t(key, **args)`` as the app's i18next does (``fallbackLng: false``, keys that are
    the English text): a key the language lacks shows the key itself, English
    (``fallbacks``); the tags of a ``<Trans>`` message are dropped and ``{{name}}`` is
    filled in from ``args``."""

    def __init__(self, folder: Path, code: str | None) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / name / "common.json").read_text(encoding="utf-8"))

        self.table = read(code) if code else {}
        self.english = read("en-UK")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in src/locales/en-UK/common.json")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = key
        text = re.sub(r"</?\d+>", "", text)
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "src" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
