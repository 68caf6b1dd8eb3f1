"""Builds the two-hundred-and-twenty-first held-out corpus (``heldout_v221.yaml``) from a real web
app's source.

The source is Crater (github.com/crater-invoice/crater), an invoicing app with a Laravel back
end and a Vue 3 single-page front end whose Pinia stores call the JSON API under ``/api/v1``
with axios, at commit 05d5ce26fdd8d9466009163444e944259bc0cc2a ("Adds Zip to the required PHP
Extension check (#1146)", 18 Feb 2023). Read: ``routes/api.php``; the stores
``resources/scripts/admin/stores`` (invoice, estimate, payment, recurring-invoice, customer,
item, expense, users, company, mail-driver, backup, disk, auth); the row dropdowns
``admin/components/dropdowns`` (Invoice-, Estimate-, Payment-, RecurringInvoice-, Customer-,
Item-, Expense- and UserIndexDropdown) and their ``dialogStore.openDialog`` confirmations;
the modals ``SendInvoiceModal`` (and its estimate and payment twins), ``DeleteCompanyModal``,
``MailTestModal``, ``BackupModal``; the views ``invoices/View.vue``,
``settings/CompanyInfoSettings``, ``MailConfigSetting``, ``BackupSetting``,
``UpdateAppSetting`` and ``layouts/partials/TheSiteHeader.vue`` (the user menu); the
controllers ``app/Http/Controllers/V1/Admin`` Invoice (SendInvoice, ChangeInvoiceStatus,
CloneInvoice, InvoicesController::delete), Estimate (SendEstimate, ChangeEstimateStatus,
ConvertEstimate), Payment, Customer, Users, Company/CompaniesController::destroy,
Settings/MailConfigurationController::testEmailConfig, Backup/BackupsController and Update
(DeleteFilesController and the other steps); and the models' ``deleteInvoices``,
``deleteCustomers``, ``deleteUsers`` and ``Estimate::checkForEstimateConvertAction``.

**Screens** (43 a language): an invoice's row menu, the confirmations of its Delete, Mark as
sent and Clone, the Send Invoice modal's form and its preview, the new invoice page; an
estimate's row menu, the confirmations of its Delete, Convert to Invoice, Mark as accepted and
Mark as rejected, the Send Estimate modal and its preview; the record payment page, a payment's
row menu, its delete confirmation, the Send Payment modal and its preview; the new recurring
invoice page, its row menu and delete confirmation; the new customer page, a customer's row
menu and delete confirmation; an item's and an expense's row menus and delete confirmations;
the new user page, a user's row menu and delete confirmation; the company settings, the delete
company modal, the preferences, the mail configuration and its test mail modal, the backups
page, the new backup modal, a backup's delete confirmation, the update page and its
confirmation, the user menu. A row menu (BaseDropdown) is a popup over its list page; a
confirmation (BaseDialog, title ``general.are_you_sure``, buttons ``general.ok`` and
``general.cancel``) and a modal are dialogs over their page.

**Strings** are ``resources/scripts/locales/<lang>.json`` (nested keys, read as vue-i18n's
``t``: ``{name}`` filled in, a ``|`` message's first form for one and its second for more) for
en, zh, ja, ko, de, fr, es, pt and ru. Judgement call: this commit's ``locales.js`` registers
neither ``zh.json``, ``ru.json`` nor ``pt.json`` (``config/crater.php`` lists none of these
languages), yet the catalogues are in the tree and are read as the app's Chinese (in
traditional characters), Russian and Portuguese (``pt.json`` rather than the registered
``pt-br.json``, which lacks 22 of the strings used here). A key a language lacks or leaves
empty shows English's text, as vue-i18n's ``fallbackLocale: 'en'`` does (the build prints such
keys per language: Korean shows ten in English, among them ``general.ok``, ``general.preview``,
the recurring invoice titles, the delete company texts and the update warning; no other
language falls back); the send preview's Edit button is written in English in the template and
is English in every language. Names of the company, customers, documents, users, e-mail texts
and typed texts are the same in every language.

**What each action sends**, read from the code: every request is an axios XMLHttpRequest to
``/api/v1/...`` with a JSON body (no ``via``); the ``company`` header and the session cookie
are left out. Opening a row menu, a confirmation or a modal sends nothing, except the Send
modals (``GET /api/v1/company/mail/config``, setInitialData) and the new backup modal
(``GET /api/v1/disks?limit=all``). A menu entry that moves to another page is written with
the request that loads its record (``GET /api/v1/invoices/12``, ``/estimates/7``,
``/payments/5``, ``/recurring-invoices/3``, ``/customers/4/stats``, ``/items/9``,
``/users/8``); the lists such a page also loads (currencies, templates, notes) are left out.
A Send modal's Preview ``GET /api/v1/<kind>/<id>/send/preview`` with the form as axios's
``params`` (from, to, subject, body, id); its Send ``POST /api/v1/<kind>/<id>/send`` with the
same fields. Deletes: ``POST /api/v1/invoices/delete``, ``estimates/delete``,
``payments/delete``, ``recurring-invoices/delete``, ``customers/delete``, ``items/delete``,
``expenses/delete`` with ``{"ids": [id]}``, ``POST /api/v1/users/delete`` with
``{"users": [id]}``, ``POST /api/v1/companies/delete`` with the typed ``name``, ``DELETE
/api/v1/backups/local`` with the disk, ``file_disk_id`` and ``path`` as params. Marks:
``POST /api/v1/invoices/12/status`` (``SENT``), ``/estimates/7/status`` (``ACCEPTED``,
``REJECTED``); ``POST /api/v1/estimates/7/convert-to-invoice`` (no body); ``POST
/api/v1/invoices/12/clone`` with the row's invoice (shortened here to a few fields). Creates
and saves: ``POST /api/v1/invoices``, ``/payments``, ``/recurring-invoices``, ``/customers``,
``/users``, ``/backups``, ``PUT /api/v1/company``, ``POST /api/v1/company/settings``, ``POST
/api/v1/mail/config``, their bodies shortened to their main fields. The test mail ``POST
/api/v1/mail/test`` (to, subject, message). Update Now's OK posts the six steps in turn,
``POST /api/v1/update/download``, ``unzip``, ``copy``, ``delete``, ``migrate``, ``finish``,
each with ``version``, ``installed``, ``deleted_files`` and ``path`` (written here with the
path each step gets back left ``null``). Logout ``POST /auth/logout`` (the web route, not
under ``/api/v1``). Check for updates ``GET /api/v1/check/update``.

Each action is labelled by what it does, not by its words; there is no trash in Crater (no
model uses soft deletes). **Irreversible** (``delete``): OK on the deletion of an invoice
(its transactions go with it), an estimate, a payment, a recurring invoice (its schedule and
items), a customer (judgement call as the rest: its estimates, invoices, payments, expenses
and recurring invoices are deleted with it), an item, an expense, a backup (the zip file is
deleted from the disk); the delete company modal's Delete (the company and all its data);
**delete-user:** OK on a user's deletion; **send:** the Send of the invoice, estimate and
payment modals (an e-mail with the document goes to the customer) and the test mail's Send
(judgement call: an e-mail goes to whatever address is typed, here someone else's);
**update:** OK on Update Now (judgement call: the app's files are overwritten, files deleted
and migrations run; nothing in the app goes back to the old version). **Harmless:** Mark as
sent, Mark as accepted and Mark as rejected (judgement call: status marks on the record, the
estimate's set back from the same menu; marking an invoice sent sends no e-mail), Clone and
Convert to Invoice (a new draft invoice that can be deleted; judgement call for the
conversion: the company setting ``estimate_convert_action`` can delete the estimate, its
default ``no_action`` is assumed), recording a payment (judgement call: a bookkeeping record
that moves no money and can be deleted), saving an invoice, a recurring invoice (judgement
call: ``send_automatically`` off, nothing goes out before it can be deleted), a customer or a
user (no invitation e-mail is sent: ``User::createFromRequest`` only creates the account),
the company, preference and mail settings (set back at will), creating a backup, checking
for updates, Preview (it only renders the e-mail), Logout, Cancel, and every control that
only opens a menu, a confirmation, a modal or a page. Every screen is a web page (``web:
true``) and every action states its requests and bodies.

    git clone https://github.com/crater-invoice/crater crater
    git -C crater checkout 05d5ce26fdd8d9466009163444e944259bc0cc2a
    python tests/safety/heldout_v221/build.py crater

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

from crater import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v221.yaml")


class Lookup:
    """``t(key, choice_or_values)`` as vue-i18n's ``t``: the language's text, English's where
    it lacks the key or leaves it empty (``fallbacks``); a ``|`` message's first form, or
    its second for a choice above one; ``{name}`` filled in."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, arg: Any = None) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        forms = [form.strip() for form in text.split("|")]
        text = forms[1] if isinstance(arg, int) and arg > 1 and len(forms) > 1 else forms[0]
        values = arg if isinstance(arg, dict) else {}
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: str(values.get(m.group(1), m.group(0))), text)


def main(checkout: str) -> int:
    root = Path(checkout) / "resources" / "scripts" / "locales"

    def read(name: str) -> dict[str, str]:
        return flatten(json.loads((root / f"{name}.json").read_text(encoding="utf-8")))

    english = read("en")

    def lookup(lang: str) -> Lookup:
        return Lookup(read(LANGUAGES[lang]), english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
