"""Builds the four-hundred-and-fifty-third held-out corpus (``heldout_v453.yaml``) from a real
web app's source.

The source is Nextcloud Guests (github.com/nextcloud/guests), the Nextcloud app that lets
users invite people from outside as limited guest accounts: Vue components mounted into the
Nextcloud pages (the sharing tab, Talk, the contacts menu, the accounts page and the admin
settings) that call the app's routes with ``@nextcloud/axios``. Read at commit
ae98744f3a127615d1b1025f7ed67355237487be ("fix(l10n): Update translations from Transifex",
22 Aug 2026). Read: ``appinfo/routes.php`` (the routes); ``src/views/GuestForm.vue``,
``src/views/GuestSettings.vue``, ``src/components/GuestList.vue``, ``GuestDetails.vue``,
``LanguageSelect.vue``, ``GroupSelect.vue``, ``TransferGuestDialog.vue``,
``ConvertToGuestDialog.vue``; ``src/init.ts``, ``files.ts`` (the sharing tab's search
result), ``talk.ts``, ``contactsmenu.ts``, ``users.ts`` (the accounts page's actions);
``lib/Controller/UsersController.php`` (creating a guest sends the invitation at once:
``sendInvite`` defaults to true), ``lib/Controller/SettingsController.php`` (the settings
object, the allowlist reset deleting the stored list), ``lib/Service/InviteService.php`` and
``lib/Mail.php`` (the invitation e-mails and their links), ``lib/BackgroundJob/TransferJob.php``
(a guest converted to a regular account: a new account is made, the guest's files and shares
are moved to it, and the guest account is deleted), ``lib/Service/ConversionService.php``
(an account made a guest), ``lib/AppWhitelist.php`` and ``lib/Config.php`` (the default
allowlist and settings) and the catalogues ``l10n/*.json``.

**Screens** (39 a language) of an admin, Maria Keller, on https://cloud.example.com: the
sharing tab of a file with a new address typed in and its "Invite guest" result, the same with
the address of an existing account, a Talk conversation's participant search, the contacts menu
with "Add guest"; the invitation form (a modal named "Invite {name}", with the guest's name,
e-mail, language and groups) filled in seven ways (from a shared file, with a language and a
group, from the contacts menu, from Talk, with an address only, with two groups, with a group
required and one chosen), the same with a group required and none chosen (its note shown by a
first try), the same with its two lists closed, its language list and its group list open; the
invitation e-mail and the share invitation e-mail as the guest reads them. The admin settings
section of the app as it loads: its switches, the allowlist switch, the allowlist's edit and
quota controls, its reset; scrolled past the section's introduction: the allowlist editor with
one app's tag removed and its reset, the quota list opened (twice), and the section with other
accounts hidden, with creation limited to groups, with the allowlist off and while sharing is
limited to group members. The guest list, and the same with a guest's shares opened. The
accounts page's action menu of a guest and of an account never logged in (only the entry this
app adds: the others are the server's), the dialog converting a guest to a regular account for
three guests, and the same while a conversion is pending; the dialog converting an account to a
guest for two accounts. A dialog is ``NcDialog``'s or ``NcModal``'s, headed by its name. The
invitation form's ``h2`` ("Invite Guest") is left out in every language, since in most it reads
as the form's button "Invite guest" (case aside), and the heading of the dialog converting an
account to a guest is left out in French and Portuguese, where it reads as its button "Convert
to guest", so that a tap finds the button. A list (NcSelect) is a button named by what it
shows, its options ``menu`` entries; the restricting groups' select is written by its
placeholder. The guest list's column headings sort it and are buttons; its rows are ``row``
entries named by the guest's address. The server's page titles (its own strings) are left out:
a screen is titled by the file, the conversation or the invited name it shows, the settings by
the app's section name, an e-mail by its subject.

**Strings** are ``l10n/<lang>.json`` for zh_CN, ja, ko, de, fr, es, pt_BR and ru; English is
the source string itself, and Nextcloud's ``t()`` shows it where a language lacks the string;
``{name}`` and PHP's ``%s`` are filled in. Every string looked up must appear in the app's
source. The build prints the strings a language lacks and shows in English. Of the 60 strings
here zh lacks 29 and ko 39: both lack "Add guest", "Guest Name", the form's description,
"Convert", "Convert to guest", the conversion dialogs' names and texts, the allowlist's edit
and confirm buttons, the quota's label and default, most of the section's introduction and the
e-mails' texts, and ko also "Guests", "Invite {name}", "Reset allowlist", "Unlimited", the
allowlist switch, the note on sharing limited to groups and four of the guest list's headings.
es lacks 9 (the dialog converting an account to a guest, the allowlist's
edit and confirm buttons, the quota's label and default, the hashed-id switch) and ru the same
but the switch (8); ja, de, fr and pt_BR have every one. Names, addresses, group and app names,
quota sizes, the language list's names and typed texts are the same in every language.

**What each action sends**, read from the code. Every call is ``@nextcloud/axios`` to the
same server (its request token in a header, not written); OCS routes are
``/ocs/v2.php/apps/guests/api/v1/...``, the others ``/index.php/apps/guests/...``; bodies are
``JSON.stringify``'s. Opening the invitation form (the sharing tab's and Talk's "Invite
guest", the contacts menu's "Add guest") mounts its language list, which reads ``GET
/languages``. Invite guest ``PUT /users`` ``{"displayName","email","language","groups"}``
(the language's code, the groups' ids); the account is made and the invitation e-mail sent
by the server, then GuestForm hands the new guest to the sharing tab or to Talk, which share
with it by their own code (not this app's, and not written here). Invite guest with a group
required and none chosen sends nothing (the form stops with its note). Every switch of the
settings, Confirm allowlist and a quota option: ``PUT /index.php/apps/guests/config`` with
the whole settings object as the page loaded it, changed (the allowlist, the apps one may
allow, the limiting groups, the quota); "Limit guest account creation..." switched on sets
the groups to ``["admin"]``, switched off to ``[]``. Reset allowlist ``POST
/index.php/apps/guests/whitelist/reset`` (no body). A guest's row in the guest list ``GET
/users/<id>`` (the shares they received), once per guest: open again, it is shown from
memory. Convert (a guest to a regular account) ``POST /transfer``
``{"guestUserId","targetUserId"}``; Convert to guest ``POST /convert`` ``{"userId"}``, then
``window.location.reload()`` of the accounts page (``via: link``). The e-mails' links are page
loads (``via: link``) of the server's absolute URLs: Activate account the password form
``/index.php/lostpassword/reset/form/<token>/<id>``, View share ``/index.php/f/<file id>?
direct=1``. Guest ids are the SHA-256 of the address (the default, "Use a hash of the email as
user ID"). Nothing is sent by: the sharing tab's "Invite guest" for an address an account
already has (an error toast), the lists' buttons and options of the invitation form (the
languages were read as it opened), the allowlist's edit button, the quota list's button, the
guest list's column headings, a guest's row opened before, the accounts page's menu entries
(they open a dialog) and every Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** Invite guest
(``send``: the server makes the account and e-mails the invitation to the outside address at
once; the account can be deleted afterwards, but the e-mail has gone out); Reset allowlist
(``reset``, judgement call: done at once without a confirmation, it deletes the admin's own
list of apps guests may use and puts the default in its place for every guest, keeping no copy,
whereas switching the allowlist off keeps the list); Convert in the dialog converting a guest
to a regular account (``convert``, judgement call: a background job makes a new account, moves
the guest's files and shares to it and deletes the guest account; its id and login are gone);
Convert to guest (``convert``: the account becomes a limited guest account at once, and the
dialog says it "cannot be undone automatically"). **Harmless:** every settings switch (set back
by the same switch; the hashed-id switch only changes the ids of guests invited later;
judgement call: switching the group limit off drops the chosen groups, which are chosen again
in the same select), Confirm allowlist with an app's tag removed (judgement call: the app is
added back the same way), the quota options (they apply to guest accounts made later), the
guest list's sorting and details, the e-mails' links (the password form and the share open
pages; setting a password there is the guest's own act, not in this corpus), and every
control that only opens a form, a list, a menu or a dialog, and every Cancel. The app has no
sign-in, import or export of its own. Every screen is a web page (``web: true``) and every
action states its requests and bodies.

    git clone https://github.com/nextcloud/guests guests
    git -C guests checkout ae98744f3a127615d1b1025f7ed67355237487be
    python tests/safety/heldout_v453/build.py guests

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

from guests import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v453.yaml")


def source_strings(checkout: Path) -> set[str]:
    """Every string the app translates: ``t('guests', '...')`` in ``src`` and
    ``->t('...')`` in ``lib``."""
    found: set[str] = set()
    for path in [*checkout.glob("src/**/*.vue"), *checkout.glob("src/**/*.ts")]:
        text = path.read_text(encoding="utf-8")
        pattern = r"\bt\(\s*'guests',\s*'((?:[^'\\]|\\.)*)'"
        found |= {m.replace("\\'", "'") for m in re.findall(pattern, text)}
    for path in checkout.glob("lib/**/*.php"):
        text = path.read_text(encoding="utf-8")
        found |= {m.replace("\\'", "'") for m in re.findall(r"->t\(\s*'((?:[^'\\]|\\.)*)'", text)}
        found |= set(re.findall(r'->t\(\s*"([^"\\]*)"', text))
    return found


class Lookup:
    """``t(string, *args, **named)`` as Nextcloud's: the language's translation, the string
    itself where the language lacks it or leaves it empty (``fallbacks``); ``{name}`` is filled
    in from ``named`` (the JavaScript side), ``%s`` and ``%1$s`` from ``args`` (PHP's)."""

    def __init__(self, checkout: Path, code: str, known: set[str]) -> None:
        self.table: dict[str, str] = {}
        if code:
            path = checkout / "l10n" / f"{code}.json"
            self.table = json.loads(path.read_text(encoding="utf-8"))["translations"]
        self.english, self.known = not code, known
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str, **named: str) -> str:
        if key not in self.known:
            raise SystemExit(f"no string {key!r} in the app's source")
        text = self.table.get(key) or ""
        if not text.strip():
            if not self.english:
                self.fallbacks.add(key)
            text = key
        text = re.sub(r"\{(\w+)\}", lambda m: named.get(m.group(1), m.group(0)), text)
        position = iter(args)
        return re.sub(r"%(?:(\d)\$)?s",
                      lambda m: args[int(m.group(1)) - 1] if m.group(1) else next(position),
                      text)  # fmt: skip


def main(checkout: str) -> int:
    folder = Path(checkout)
    known = source_strings(folder)

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang], known)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
