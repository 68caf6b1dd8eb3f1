"""Builds the hundred-and-sixty-eighth held-out corpus (``heldout_v168.yaml``) from a real web
app's source.

The source is Akaunting (github.com/akaunting/akaunting), an accounting app written in PHP
(Laravel) whose pages are Blade views driven by Vue components, at commit
dfc1171cf1e3749b2763cb0ade9f997c434e8f0e ("Merge branch 'master' of
github.com:akaunting/akaunting", dated 22 Aug 2026 in the commit, the newest stored
snapshot). Read: the routes ``routes/admin.php`` and how ``app/Providers/Route.php``
prefixes them with ``{company_id}``; the controllers ``Sales/Invoices``, ``Purchases/Bills``,
``Modals/InvoiceEmails``, ``Modals/DocumentTransactions``, ``Auth/Users``; the jobs
``Document/CancelDocument`` and ``RestoreDocument``; the components
``app/View/Components/DeleteButton.php`` (the delete modal's texts), the views
``components/delete-button``, ``delete-link``, ``components/documents/show/send``,
``get-paid``, ``more-buttons``, ``components/documents/form/buttons``,
``components/layouts/modules/show/buttons``, ``auth/users/index`` and ``create``, the model
``Auth/User``'s line actions; the scripts ``resources/assets/js/mixins/global.js``
(confirmDelete, onAddPayment, onSendEmail), ``plugins/form.js`` (how a form is
submitted), ``plugins/bulk-action.js`` (the list's enable switch), ``views/common/documents.js``
(onSubmitViaSendEmail), ``views/modules/apps.js`` (onInstall) and ``bootstrap.js``.

**Screens** (38 a language): the invoice list, the new invoice form, a draft invoice's page
(its Send and Get Paid parts), its more-actions menu, its delete modal, the email modal, the
payment modal, a paid invoice's payments part, a payment's delete modal, the receipt email
modal; a draft bill's page, its payment modal and delete modal;
the customer list, a customer's more-actions menu and delete modal, a vendor's delete
modal; the new item form and an item's delete modal, the account list and an
account's delete modal, the new transfer form and a transfer's delete modal, the new
reconciliation form and a reconciliation's delete modal, a transaction's delete modal; the
delete modals of a category, a tax and a currency; the company
settings, the user list, the invite form, a user's actions menu and delete modal; an installed
app's page and a store app's page; the account menu and the profile form. A dropdown menu or a
modal is a dialog over its page. An ``<x-link>`` is a ``link`` item even where styled as a
button; the invoice page's ``more_horiz`` is an icon whose text is the ligature's name.

**Strings** are the PHP arrays ``resources/lang/<locale>/*.php`` for en-GB (the app's
fallback locale), zh-CN, ja-JP, ko-KR, de-DE, fr-FR, es-ES, pt-BR and ru-RU, read as Laravel's
``trans`` (``file.key.sub``, ``:name`` filled in) and ``trans_choice`` (the ``|`` forms: the
first for one, the second for many) do; a missing key falls back to en-GB: the build prints
such keys per language. The ja-JP and ko-KR catalogues lack some of the strings used here
(among them the invoice's Cancel, Invite, Resend, Save & Send, Send To, Share Link, Save as
Draft; in ko-KR also ``Delete :type``), which show in English as the app shows them; the
other languages lack none. Names of invoices, contacts, accounts, users and typed texts are the
same in every language.

**What each action sends**, read from the code; every path is under the company's
``/1/``, ``_token`` made up. By axios (no ``via``): a form's Save (``plugins/form.js``
submits the form's named inputs, ``_token`` and Laravel's ``_method=PATCH`` for an update
first, as FormData to the form's action; written urlencoded, the long item and address fields
shortened); the delete modal's Delete (``DELETE`` to the ``data-action`` URL, no body, the
token in the ``X-CSRF-TOKEN`` header); the buttons that open a modal (Send Email ``GET
modals/invoices/5/emails/create``, Add Payment
``GET modals/documents/5/transactions/create``, Send Receipt ``GET
modals/transactions/9/emails/create``, Edit Payment); the modals' Send and Save
(``POST modals/invoices/5/emails``, ``POST modals/documents/5/transactions``, Save & Send
adding ``sendtransaction=true``); a list's enable switch (``GET <resource>/<id>/enable`` or
``disable``, bulk-action.js); Install (``POST apps/steps`` with ``{"name", "alias",
"version"}``; the download, unzip, copy and install steps that follow as the server answers
are left out). Page loads (``via: link``): Mark Sent (``GET sales/invoices/5/sent``), Mark
Received, Cancel (``GET sales/invoices/5/cancelled``), Duplicate,
Resend Invitation (``GET auth/users/3/invite``), Uninstall (``GET apps/double-entry/uninstall``)
and Disable of an app, Logout (``GET auth/logout``), each form's Cancel and every page link.
Opening a menu or a delete modal, and a modal's Cancel, send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete in each
delete modal (invoice, bill, payment, customer, vendor, item, account, transfer,
reconciliation, transaction, category, tax, currency: the app has no trash to restore them
from, although the models are soft-deleted in the database); **delete-user:** Delete on a
user's modal; **send:** the email modal's Send and the receipt's Send (mail to the customer),
the payment modal's Save & Send (the payment recorded and its receipt mailed), Invite on the
invite form (judgement call: creating a user mails an invitation to that address) and Resend
Invitation (a GET that mails it again); **delete** as well: an invoice's Cancel (judgement
call: ``CancelDocument`` deletes the invoice's payment transactions and its recurring schedule
before setting the status, and Restore only sets it back to draft), an app's Uninstall
(judgement call: the module and its files are removed). **Harmless:** Save on the invoice,
item, transfer, reconciliation, company and profile forms (records that can be edited or
deleted again), Send To on the invoice form (judgement call: it saves and then opens the
email modal; nothing is mailed until its Send), Mark Sent and Mark Received (judgement call:
status marks, no mail goes out; a sent invoice can be cancelled and restored to draft), Save
in a payment modal (judgement call: a ledger record of money received or paid, not a
payment, deletable from the same page), Reconcile (judgement call: it locks the period's
transactions, undone by deleting the reconciliation), the enable switches, an app's Disable
and Install (set back from the same page), Duplicate (a new draft), Logout, and every control
that only opens a page, a menu or a modal.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/akaunting/akaunting akaunting
    git -C akaunting checkout dfc1171cf1e3749b2763cb0ade9f997c434e8f0e
    python tests/safety/heldout_v168/build.py akaunting

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from akaunting import screens
from web_corpus import build

LANGUAGES = {"en": "en-GB", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v168.yaml")
STRING = r"""'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)\""""
LINE = re.compile(rf"""^\s*(?:{STRING})\s*=>\s*(?:(\[)|(?:{STRING})\s*,?)""")


def read_catalogue(folder: Path) -> dict[str, str]:
    """A locale's ``resources/lang/<locale>/*.php`` arrays: ``file.key.sub`` to its text."""
    table: dict[str, str] = {}
    for path in sorted(folder.glob("*.php")):
        stack = [path.stem]
        for raw in path.read_text(encoding="utf-8").splitlines():
            m = LINE.match(raw)
            if m:
                k1, k2, array, v1, v2 = m.groups()
                key = k1 if k1 is not None else k2
                if array:
                    stack.append(key)
                    continue
                value = v1 if v1 is not None else v2
                if value is not None:
                    table[".".join([*stack, key])] = re.sub(r"\\(.)", r"\1", value)
            elif re.match(r"^\s*\],?\s*$", raw) and len(stack) > 1:
                stack.pop()
    return table


class Lookup:
    """``t(key, *args)`` as Laravel's ``trans``: an int first argument picks a ``|`` form as
    ``trans_choice`` does (one: the first; else the second); the rest are placeholder and
    value pairs; a missing or empty key shows en-GB's text (``fallbacks``); tags dropped and
    entities decoded as the page shows them."""

    def __init__(self, root: Path, locale: str) -> None:
        self.table = read_catalogue(root / locale)
        self.english = read_catalogue(root / "en-GB")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in resources/lang/en-GB")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        pairs = list(args)
        if pairs and isinstance(pairs[0], int):
            forms = text.split("|")
            text = forms[0] if pairs.pop(0) == 1 else forms[min(1, len(forms) - 1)]
        for name, value in zip(pairs[::2], pairs[1::2], strict=True):
            text = text.replace(f":{name}", value)
        return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "resources" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
