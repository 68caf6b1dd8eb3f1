"""Builds the three-hundred-and-eighty-first held-out corpus (``heldout_v381.yaml``) from a
real web app's source.

The source is 2FAuth (github.com/Bubka/2FAuth), a self-hosted manager of two-factor
authentication codes: a Laravel back end and a Vue single-page app whose every screen is
drawn in the browser. Read at commit b823160b645abe47b4dac80c3c4516f0b54aeb7d ("Rebuild
assets", 5 Jul 2026). Read: ``resources/js/services/`` (``httpClientFactory.js``: axios with
the base ``/api/v1`` for the API client and ``/`` for the web client; ``twofaccountService``,
``groupService``, ``shareService``, ``userService``, ``authService``, ``systemService``,
``appSettingService``, ``webauthn/webauthnService``), ``components/formElements/Form.js`` (a
form posts its fields as JSON through the web client), the stores ``twofaccounts.js``,
``groups.js``, ``user.js``, ``composables/appSettingsUpdater.js``, ``router/index.js``,
``App.vue`` (a page's title is ``title.<route name>``), the views ``twofaccounts/Accounts``,
``CreateUpdate``, ``Import``, ``groups/Groups``, ``groups/CreateUpdate``,
``sharing/AccountSharing``, ``Share``, ``TransferOwnership``, ``settings/Options``,
``Account``, ``OAuth``, ``WebAuthn``, ``admin/AppSetup``, ``admin/users/Manage``,
``auth/Login``, the components ``ActionButtons``, ``Toolbar``, ``ExportButtons``,
``DestinationGroupSelector``, and ``app/Api/v1/Resources/TwoFAccountReadResource.php`` and
``TwoFAccountStoreResource.php`` (the fields an account's edit form is filled with). The
shared controls the app takes from its components package were read from
github.com/Bubka/2FAuth-Components at commit 98b889f3d785f79a20397e12097a664846672ee7 ("Fix
popLater enter-from class & Add delay to avoid overlap", 25 Jun 2026):
``formcontrols/FormButtons`` (submit and Cancel), ``NavigationButton`` (Close, Back,
Cancel), ``FormCheckbox``, ``ui/VueFooterContent`` (the footer menu: Settings, Admin panel,
and Sign out behind ``confirm()``), ``Modal``, ``SearchBox`` and ``OtpDisplay`` (an account's
code is read with ``GET /twofaccounts/<id>`` then ``GET /twofaccounts/<id>/otp``).

**Screens** (40 a language), all of the administrator Ada signed in with the default
preferences (codes shown on request, sharing with all users enabled), but the login page:
the accounts page, its footer menu and the sign-out confirmation, an account's code modal
with its actions and the deletion confirmation, the management mode with two accounts
selected, the bulk deletion and bulk unsharing confirmations, the export modal, an
account's edit form with a new name or with its secret field unlocked and a new secret; the
groups page, a group's deletion confirmation, the new group form; an account's sharing page
not shared and shared with the user Grace, the confirmations of sharing with all users (from
either) and of withdrawing Grace's share, the new sharing form, the ownership transfer form
and its confirmation; the options page, the password change, the account deletion form and
its confirmation, the personal access tokens and a token's revocation confirmation, the new
token form, the security devices and a device's revocation confirmation; the admin panel's
app setup, Grace's management page with two tokens, with two security devices and with
neither, and the confirmations of her password reset, her promotion and her deletion; the
import page's list of one parsed account; the login page. Every ``confirm()`` of the app is
the browser's dialog: its message and the two buttons the browser shows in the case's
language (``CONFIRM_BUTTONS``). A title-only icon button is an ``icon`` named by its title; a
checkbox of the app's FormCheckbox is a ``switch`` named by its label. The change-password
and account-deletion sections show only their buttons, not their headings, since in some
languages the two are the same words; on the login page the form is sent with Enter in the
password field, since in zh, ko and es the page's title is the Sign in button's words.

**Strings** are ``resources/lang/<lang>.json`` for en, zh-CN, ja, ko, de, fr, es-ES, pt-BR
and ru, read as vue-i18n does with English as the fallback locale (``{name}`` filled in).
Every catalogue holds every key, but strings nobody translated are kept there in English;
the build prints them as shown in English. ja, de, es and pt leave most of the sharing
feature in English (the sharing page and its scope buttons, Unshare, Transfer, the new
sharing form, the confirmations of sharing changes and of the ownership transfer), and
their tooltips Delete account and Edit account (ja 36 strings, de 34, es 33, pt 37); zh
leaves seven strings (the bulk unsharing confirmation, Edit, two option labels, a heading
and the OAuth and WebAuthn tabs), ko three (the OAuth and WebAuthn tabs and the otpauth
export button), fr eight (the options tab, title and heading, the e-mail, service and
secret fields, the OAuth and WebAuthn tabs), ru two (the OAuth and WebAuthn tabs); pt also
shows the login page's title and ``confirmation.are_you_sure`` in English. Names of
accounts, groups, users, tokens and devices, typed texts and numbers are the same in every
language.

**What each action sends**, read from the code: axios ``XMLHttpRequest``s to the app's own
origin, bodies ``JSON.stringify``'s (an empty object ``{}`` where the code passes one). The
API client: opening an account ``GET /api/v1/twofaccounts/12`` and ``.../12/otp``; the
deletion ``DELETE /api/v1/twofaccounts?ids=12`` (or ``ids=12,15`` for the bulk deletion);
the bulk unsharing ``DELETE /api/v1/twofaccounts/<id>/shares`` for each selected shared
account; the 2FAuth-format export ``GET /api/v1/twofaccounts/export?ids=12,15``; a group's
deletion ``DELETE /api/v1/groups/3``; sharing with all users ``POST
/api/v1/twofaccounts/12/shares/all`` ``{}``; sharing with Grace ``POST
/api/v1/twofaccounts/12/shares`` ``{"user_ids":[7]}``, then the sharing page's reads;
withdrawing her share ``DELETE /api/v1/twofaccounts/12/shares/7``; a preference ``PUT
/api/v1/user/preferences/<name>`` ``{"value":..}``; an app setting ``PUT
/api/v1/settings/<name>`` ``{"value":..}``; an admin revoking all of Grace's tokens ``DELETE
/api/v1/users/7/pats`` (at once, with no confirmation); her password reset ``PATCH
/api/v1/users/7/password/reset`` ``{}``; her promotion ``PATCH /api/v1/users/7/promote``
``{"is_admin":true}``; her deletion ``DELETE /api/v1/users/7``. The web client and forms
(the site's root): sign-out ``GET /user/logout``; login ``POST /user/login``
``{"email","password"}`` then the accounts and groups reads; the edit form ``PUT
/api/v1/twofaccounts/12`` with the form's fields (the image field, absent from the account
read, is left out by ``JSON.stringify``); a new group ``POST /api/v1/groups``
``{"name","show_in_chips"}``; the ownership transfer ``PATCH /api/v1/twofaccounts/12/owner``
``{"new_owner_id":7,"confirm_password"}``; the password change ``PATCH /user/password``; the
account deletion ``DELETE /user`` ``{"password"}``; a new token ``POST
/oauth/personal-access-tokens`` ``{"name"}`` then the tokens read; a token's revocation
``DELETE /oauth/personal-access-tokens/<id>``; a device's revocation ``DELETE
/webauthn/credentials/<id>``; the test e-mail ``POST /system/test-email`` ``{}``; importing
a parsed account ``POST /api/v1/twofaccounts`` with its fields. Nothing is sent by a control
that only opens a confirmation (a deletion, revocation, sharing scope, transfer, password
reset, promotion, sign-out) or a modal, by a confirmation's Cancel, or by the Revoke button
of a user's security devices on the management page, which has no handler in this version.

Each action is labelled by what it does, not by its words. **Irreversible:** OK in an
account's deletion, the bulk deletion and a group's deletion (``delete``: no trash; a 2FA
account's secret is gone with it; judgement call for the group: its accounts stay, but the
group is gone); Save with a new secret (``overwrite``, judgement call: the account's old
secret is replaced with no copy kept, and the codes it made stop); OK in sharing with all
users, from either state, and Share in the new sharing form (``share``, judgement call:
other people see the account's codes from then on, and what they saw cannot be taken back);
OK in the ownership transfer (``transfer``: only the new owner can give it back); OK in the
deletion of one's own account and of Grace's (``delete-user``); OK in a token's and a
device's revocation and the admin's Revoke of Grace's tokens (``revoke``: a revoked token or
passkey is dead for good); OK in Grace's password reset (``reset``: her password stops
working and she is sent a reset e-mail). **Harmless:** opening an account, the sign-out (one
signs in again), the bulk unsharing and the withdrawal of Grace's share (judgement call: the
owner shares again with the same buttons, and nothing is lost), the export (a file made for
the user alone), Save with a new name, a new group, a new token (revocable), the password
change (judgement call: made with the current password, which can be set back), the
preferences and app settings (the encryption switch decrypts again when turned off), the
test e-mail (judgement call: sent only to the signed-in admin's own address), Grace's
promotion (she can be demoted), importing a parsed account (it can be deleted), the login,
the Revoke button without a handler (judgement call: it does nothing at all), and every
control that only opens a confirmation or a modal. Every screen is a web page (``web:
true``) and every action states its requests and bodies.

    git clone https://github.com/Bubka/2FAuth 2FAuth
    git -C 2FAuth checkout b823160b645abe47b4dac80c3c4516f0b54aeb7d
    python tests/safety/heldout_v381/build.py 2FAuth

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

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner itself
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from twofauth import screens
from web_corpus import build

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es-ES", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v381.yaml")


class Lookup:
    """``t(key, **args)`` as vue-i18n's with English as the fallback locale: a key the
    language lacks, leaves empty or leaves as English's text shows English (``fallbacks``);
    ``{name}`` is filled in from ``args`` and ``{'x'}`` is the literal ``x``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.check = code != "en"
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in resources/lang/en.json")
        text = self.table.get(key) or ""
        if self.check and (not text.strip() or text == self.english[key]):
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"\{'([^']*)'\}", lambda m: m.group(1), text)
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "resources" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        ok, cancel = CONFIRM_BUTTONS[lang]
        return screens(t, ok, cancel)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
