"""Builds the two-hundred-and-ninth held-out corpus (``heldout_v209.yaml``) from a real web
app's source.

The source is EspoCRM (github.com/espocrm/espocrm), a CRM whose single-page client
(``client/src``, Backbone-style views) calls its PHP REST API under ``/api/v1/``, at commit
2cde9d980f84cfc3caa1adf3275a0817e1e49bfa ("Merge branch 'fix'", 2 Jul 2026). Read: the client's
``ajax.ts`` (every call prefixed with ``api/v1``, bodies JSON.stringify'd, DELETE with a body
where one is given), ``model.ts`` (sync: create POST, update and patch PUT, delete DELETE),
``ui.ts`` and ``view.ts`` (Espo.Ui.confirm: a dialog with no header, the message, Cancel on
the left and the confirm button, ``Yes`` unless given, on the right), ``views/detail.ts``
(Follow and Followed), ``views/record/detail.ts`` (delete), ``views/record/base.ts`` (save
patches the changed attributes), ``views/record/list-base.ts`` (massActionRemove,
massActionFollow, massActionMerge, massActionMassUpdate, actionQuickRemove),
``views/modals/mass-update.js``, ``views/record/merge.js``, ``controllers/record.js`` (the
merge page fetches each record), the Crm module's ``views/lead/convert.js``,
``views/meeting/detail.js``, ``views/meeting/record/detail.js``,
``views/meeting/modals/send-invitations.js``; ``views/email/record/list.js`` and
``detail.js``, ``views/email/record/compose.js``, ``views/modals/compose-email.js``;
``views/stream/panel.js``, ``views/stream/record/row-actions/default.js``;
``controllers/admin.js`` (rebuild, clearCache), ``views/admin/index.js``,
``views/admin/extensions/index.js``, ``views/user/record/detail.js`` (Generate New API Key),
``views/email-account/fields/test-send.js``, ``views/outbound-email/modals/test-send.js``,
``views/admin/outbound-emails.js`` and its layout (at this commit the Outbound Emails page holds
no SMTP fields, so the test e-mail is sent from a personal e-mail account's page),
``views/preferences/record/edit.js``, ``views/modals/change-password.js``, ``app.js``
(logout); the server's ``application/Espo/Resources/routes.json`` (the routes each request
reaches: ``/:controller/:id`` create/update/delete, ``/:controller/:id/subscription`` follow and
unfollow, ``/MassAction``, ``/Action``, ``/Email/inbox/*``, ``/Email/sendTest``,
``/UserSecurity/*``, ``/Admin/rebuild``, ``/Admin/clearCache``, ``/App/destroyAuthToken``) and
the Settings catalogue's ``cleanupDeletedRecords`` note.

**Screens** (42 a language): an account's detail page (Follow, and Followed once followed),
its actions menu, its Remove confirmation and edit form; the accounts list's mass-action menu
with two records checked, the confirmations of mass Remove and Follow, the Mass Update modal,
the merge page; a lead's page and its convert page; the e-mails list's selection menu and the
confirmation of its Remove, an e-mail's page, its actions menu and Remove confirmation, the
compose modal, a draft's page and its send confirmation; a meeting's page, its actions menu,
the Send Invitations modal and the Remove confirmation; an account's stream post form and a
note's Remove confirmation; the Administration page, a user's actions menu, Remove
confirmation and edit form (Is Active off), the new-user form, an API user's menu and the
confirmation of Generate New API Key, the teams list's row menu and a team's Remove
confirmation, the extensions list and the Uninstall confirmation, a personal e-mail account's
page and the test e-mail modal; the preferences, the Change Password modal, the user menu. An
open menu is a popup over its page (its texts above); a modal is a dialog with its header as
title; a confirmation is a dialog whose message is the catalogue's, titled by its page.

**Strings** are the catalogues ``application/Espo/Resources/i18n/<lang>/*.json`` with the Crm
module's ``application/Espo/Modules/Crm/Resources/i18n/<lang>/*.json`` merged over them, for
en_US, zh_CN, ja_JP, ko_KR, de_DE, fr_FR, es_ES, pt_BR and ru_RU, read as the client's
``translate(label, category, scope)`` does (the scope's category, then Global's); a key a
language lacks shows English's text, as the server's merge over en_US does, and the build
prints them per language. The app has no Korean catalogue at this commit, so every Korean
screen shows English. A few other strings fall back (zh: confirmSend, Send, the invitations
message; de, fr, pt: a handful of labels and field names, several of them written alike in
those languages, such as Administration). Record names, addresses and typed texts are the same
in every language. Markdown in a message (``**``, line breaks) is shown as plain text.

**What each action sends**, read from the code; every request is an XMLHttpRequest by
Espo.Ajax or a model's sync to ``/api/v1/...`` with a JSON body; ids and the auth token are
made up. Follow ``PUT Account/{id}/subscription``, Followed ``DELETE`` the same; a record's
Remove (after its confirmation) ``DELETE Account/{id}`` (and Email, Meeting, Note, User,
Team); a record's Save ``PUT`` with the changed attributes only; mass Remove ``POST
MassAction`` with ``action: delete`` and the checked ids; mass Follow the same with
``follow``; Mass Update's Update ``POST MassAction`` with ``action: update`` and ``data:
{values, actions}``; Merge (the menu entry fetches both records, ``GET Account/{id}``) ``POST
Action`` with ``action: merge``, the kept record's id and ``sourceIdList``; Convert on a
lead's page ``POST Lead/action/getConvertAttributes`` (the convert page's data) and on the
convert page ``POST Lead/action/convert`` with the records to create (their attributes
shortened); the e-mail menus' Mark as Read ``POST Email/inbox/read``, Mark as Not Read
``DELETE Email/inbox/read``, Move to Trash ``POST Email/inbox/inTrash`` (``ids`` or ``id``);
the compose modal's Send and Save Draft ``POST Email`` with ``status`` Sending or Draft (the
message's main attributes written); a draft's send confirmation ``PUT Email/{id}`` with
``status: Sending``; Set Held and Set Not Held ``PUT Meeting/{id}`` with the status; the
invitations modal's Send ``POST Meeting/action/sendInvitations`` with the checked attendees;
Post ``POST Note`` (type Post, the parent record); Clear Cache and Rebuild ``POST
Admin/clearCache`` and ``Admin/rebuild``; a user's Save with Is Active off ``PUT User/{id}``
``{"isActive":false}``; the new user ``POST User`` (shortened); Generate New API Key's Yes
``POST UserSecurity/apiKey/generate``; Uninstall's Yes ``POST Extension/action/uninstall``;
the test modal's Send ``POST Email/sendTest`` with the account's SMTP data and the address;
Preferences' Save ``PUT Preferences/{id}``; Change ``PUT UserSecurity/password``; Log Out
``POST App/destroyAuthToken`` with the token. Opening a menu, a modal or a confirmation, Edit
(the page switches to its form), Reply (the compose modal is filled in the browser) and Cancel
send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** a record's
Remove, single or mass, of an account, an e-mail, a meeting, a note, a team (judgement call:
EspoCRM soft-deletes, and only an administrator can restore a removed record, from a filter
most users never see, until the cleanup job deletes it for good; the e-mail's confirmation
itself says it is removed for other users too), Merge (the other records are removed into the
kept one), **send:** the compose modal's Send, a draft's send confirmation and Send
Invitations (e-mails leave the app), **publish:** Post on a record's stream (judgement call:
the post can be removed later, but its followers and the mentioned user are notified at
once), **revoke:** Generate New API Key (the old key stops working and cannot be brought back),
**uninstall:** an extension's Uninstall (judgement call: the package stays listed and can be
installed again, but its uninstall script runs and its files are deleted), **delete-user:** a
user's Remove. **Harmless:** Follow and unfollow, Save on a form, Mass Update (judgement call:
the values can be set back, though not one by one from the list), mass Follow, a lead's
Convert (judgement call: it creates records and sets the lead Converted, both undone by
editing or removing what was created, and nothing leaves the app), marking read or unread,
Move to Trash (Retrieve from Trash undoes it), Save Draft, Set Held and Set Not Held, Clear
Cache and Rebuild, deactivating a user (judgement call: Is Active can be switched on again),
creating a user, the test e-mail (judgement call: it goes to the administrator's own address,
as the modal fills it in), preferences, the password (set again at will), Log Out, and every
control that only opens a menu, a modal, a confirmation or a form. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/espocrm/espocrm espocrm
    git -C espocrm checkout 2cde9d980f84cfc3caa1adf3275a0817e1e49bfa
    python tests/safety/heldout_v209/build.py espocrm

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from espocrm import screens
from web_corpus import build

LANGUAGES = {"en": "en_US", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "de": "de_DE",
             "fr": "fr_FR", "es": "es_ES", "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v209.yaml")
FOLDERS = ("application/Espo/Resources/i18n", "application/Espo/Modules/Crm/Resources/i18n")


def merge(into: dict[str, Any], data: dict[str, Any]) -> None:
    for key, value in data.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            merge(into[key], value)
        else:
            into[key] = value


def read_catalogue(root: Path, lang: str) -> dict[str, Any]:
    """A language's ``<Scope>.json`` files, the core's and then the Crm module's merged over
    them (as the server merges them); empty if the app has no such language."""
    table: dict[str, Any] = {}
    for folder in FOLDERS:
        for path in sorted((root / folder / lang).glob("*.json")):
            merge(table.setdefault(path.stem, {}), json.loads(path.read_text(encoding="utf-8")))
    return table


def find(table: dict[str, Any], scope: str, category: str, key: str) -> str | None:
    """``translate(key, category, scope)``: the scope's category, then Global's; a dotted
    key goes into an option list."""
    for name in (scope, "Global"):
        node: Any = table.get(name, {}).get(category, {})
        for part in key.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, str) and node:
            return node
    return None


class Lookup:
    """``t(key, category="labels", scope="Global")``; a key the language lacks shows
    English's text (``fallbacks``); markdown's ``**`` and line breaks as the page shows them."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root, lang)
        self.english = read_catalogue(root, "en_US")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, category: str = "labels", scope: str = "Global") -> str:
        english = find(self.english, scope, category, key)
        if english is None:
            raise SystemExit(f"no {scope}.{category}.{key} in en_US")
        text = find(self.table, scope, category, key)
        if text is None:
            self.fallbacks.add(f"{scope}.{category}.{key}")
            text = english
        return re.sub(r"\s*\n+\s*", " ", text.replace("**", "")).strip()


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
