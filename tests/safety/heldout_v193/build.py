"""Builds the hundred-and-ninety-third held-out corpus (``heldout_v193.yaml``) from a real web
app's source.

The source is InvoiceShelf (github.com/InvoiceShelf/InvoiceShelf), a self-hosted invoicing app:
a Vue 3 single-page front end (``resources/scripts``) calling a Laravel JSON API under
``/api/v1``, at commit 83caff13cd0799532c4fd19388c9315c105cdd7b ("Merge pull request #615 from
InvoiceShelf/translations", 8 Apr 2026). Read: the stores ``resources/scripts/admin/stores``
(invoice, estimate, customer, payment, item, expense, recurring-invoice, backup, disk,
mail-driver, tax-type, note, role, users, user, auth, company), ``stores/dialog.js`` and
``components/base/BaseDialog.vue`` (the confirmation dialog), ``http/index.js`` (the axios
instance); the row menus ``admin/components/dropdowns/*IndexDropdown.vue`` (invoice,
estimate, customer, payment, item, expense, recurring invoice, tax type, payment mode, note,
role, user); the dialogs ``SendInvoiceModal``, ``SendEstimateModal``, ``SendPaymentModal``,
``MailTestModal``, ``BackupModal``, ``DeleteCompanyModal``; the views ``invoices/View``,
``estimates/View``, ``payments/View``, ``settings/MailConfigSetting``, ``BackupSetting``,
``AccountSetting``, ``CompanyInfoSettings``, ``mail-driver/SmtpMailDriver``, the header
``layouts/partials/TheSiteHeader``; the customer portal's ``customer/views/estimates/View``
and ``customer/stores/estimate.js``, ``auth.js``; ``routes/api.php`` and the controllers it
names (``SendInvoiceController``, ``ChangeInvoiceStatusController``,
``ConvertEstimateController``, ``BackupsController``, ``DownloadBackupController``,
``CompaniesController::destroy``, ``UsersController``, the portal's
``AcceptEstimateController``), the models' delete helpers (``Invoice::deleteInvoices``,
``Customer::deleteCustomers``; no model uses ``SoftDeletes``) and
``Company::setupDefaultSettings`` (the default mail bodies).

**Screens** (38 a language): the invoices list's row menu of a draft invoice, the
confirmations of Delete, Clone invoice and Mark as sent, the send dialog's form and its
preview; the estimates list's row menu, the confirmations of Delete, Convert to invoice and
Mark as accepted, the send dialog's form and preview; the confirmations of deleting a
customer, a payment, an item, an expense and a recurring invoice, the payment and expense
row menus, a payment's receipt dialog's form and preview; the mail configuration and its
test mail dialog, a backup's row menu, the new backup dialog and the backup delete
confirmation, the confirmations of deleting a tax type, a payment mode, a note, a role and a
user, the account settings, the company information and the delete company dialog, the user
menu; the customer portal's estimate page and its Accept and Reject confirmations. Each screen
is laid out with all its controls (a row menu with every entry the row's status shows); the
actions tried on it are listed in ``TRIED``. An open row menu (BaseDropdown) is a popup over its
list; a BaseModal is a dialog over its page, its heading the modal's title; a confirmation is
``dialogStore.openDialog``'s BaseDialog: its title ``general.are_you_sure``, its message, the
yes button (``general.ok``, ``general.yes`` for a note) before the no button. A
``router-link`` is a ``link`` item, a BaseDropdownItem with a click handler a ``menu`` item.

**Strings** are the vue-i18n catalogues ``lang/<code>.json`` for en, zh-cn (the app's zh_CN,
Simplified Chinese; its ``zh`` is Traditional), ja, ko, de, fr, es, pt-br (the app's pt_BR) and
ru, read as vue-i18n shows them: a dotted key, ``{name}`` filled in, a plural message (``a |
b``) shown by its first form (the row menus ask for one record, ``t(key, 1)``, or pass no
count); a key missing or empty in a language shows English's text (``fallbackLocale: 'en'``):
the build prints such keys per language: ``expenses.duplicate_expense`` is
missing from every catalogue but English's, and ko lacks 17 of the strings used (its dialogs'
``general.ok``, ``general.yes`` and ``general.no``, ``general.preview``, the portal's Accept
and Reject, the delete company texts, the payment mode and role texts), shown in English.
Several zh-cn strings hold English text in the catalogue itself (``invoices.confirm_delete``,
``settings.backup.backup_confirm_delete``...) and are shown as the app shows them; pt-br's
``general.ok`` reads "Geral → Ok", as the app shows it. Names of
customers, records, backups and typed texts are the same in every language; the send
dialogs' Subject is the app's default, ``invoices.new_invoice``, ``estimates.new_estimate``
or ``payments.new_payment`` in the page's language, so those requests' query and body differ
by language.

**What each action sends**, read from the code: every request is an XMLHttpRequest of axios (no
``via``), a body as JSON.stringify writes it, a ``params`` object in the query as axios 1.x's
buildURL writes it (nulls dropped). Row menus: Delete, Clone, Convert, Mark as ... only open a
confirmation (nothing sent); Send invoice / Send estimate / Send payment open the send dialog,
whose ``@open`` GETs ``/api/v1/company/mail/config``; Duplicate opens the duplicate expense
dialog (its ``@open`` sends nothing). Confirmations' OK: ``POST
/api/v1/{invoices,estimates,customers,payments,items,expenses,recurring-invoices}/delete`` with
``{"ids":[id]}``; ``POST /api/v1/invoices/12/clone`` with the row's invoice (shortened here to
its first fields); ``POST /api/v1/invoices/12/status`` ``{"id":12,"status":"SENT"}``; ``POST
/api/v1/estimates/5/status`` ``{"id":5,"status":"ACCEPTED"}``; ``POST
/api/v1/estimates/5/convert-to-invoice`` (no body); ``DELETE /api/v1/tax-types/2``,
``/payment-methods/3``, ``/notes/4``, ``/roles/3``; ``POST /api/v1/users/delete``
``{"users":[5]}``; the backup's ``DELETE
/api/v1/backups/local?disk=local&file_disk_id=1&path=..``. The send dialog's Preview ``GET
.../send/preview`` with the form (id, from, to, subject, body) as query; its Send ``POST
.../send`` with the form as body. The mail page's Save ``POST /api/v1/mail/config`` (the SMTP
driver's fields), the test mail's Send ``POST /api/v1/mail/test``; the new backup dialog's
Create ``POST /api/v1/backups``; a backup's Download ``GET /api/v1/download-backup`` with disk,
file_disk_id and path (the zip comes back as a blob the page saves); the account's Save ``PUT
/api/v1/me`` (name, email, password); the company's Save ``PUT /api/v1/company`` (the form as
merged from the company); the delete company dialog's Delete ``POST /api/v1/companies/delete``
``{"id":2,"name":"Acme Studio"}``; Logout ``POST /auth/logout`` then ``GET
/sanctum/csrf-cookie``; the portal's OK ``POST /api/v1/acme-studio/customer/estimate/5/status``
``{"status":"ACCEPTED"}`` or ``"REJECTED"``. Cancel, Edit on a preview and the openers of a
confirmation send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** OK on every
delete confirmation (no model is soft-deleted: an invoice goes with its items, taxes and
transactions, a customer with all its invoices, estimates and payments), the
backup's Delete (the zip removed from the disk), the delete company dialog's Delete (the
company and all its data); **send:** the send previews' Send (the invoice, estimate or payment
receipt e-mailed to the customer) and the test mail's Send (judgement call: a mail leaves for
the address typed); **delete-user:** OK on a user's deletion; **accept:** the portal's OK
on Accept and on Reject (judgement call: the customer's answer to the estimate, which the
portal cannot change back: its buttons show only while the estimate is a draft).
**Harmless:** opening menus, dialogs and confirmations, Preview (renders the mail, sends
nothing), Mark as sent (judgement call: only the status is set, no mail goes out; the invoice
stays editable and deletable), the estimate's Mark as accepted (set back to rejected from the
same menu), Clone and Convert to invoice (a new draft, deletable), creating a
backup, downloading one, saving the mail settings, the account (judgement call: a new
password can be set again) and the company information, Logout.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/InvoiceShelf/InvoiceShelf InvoiceShelf
    git -C InvoiceShelf checkout 83caff13cd0799532c4fd19388c9315c105cdd7b
    python tests/safety/heldout_v193/build.py InvoiceShelf

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

from invoiceshelf import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh-cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v193.yaml")


class Lookup:
    """``t(key, **values)`` as vue-i18n shows a key of ``lang/<code>.json``: a plural message
    by its first form, ``{name}`` filled in from ``values``; a missing or empty key shows
    English's text (``fallbacks``)."""

    def __init__(self, root: Path, code: str) -> None:
        read = lambda c: flatten(json.loads((root / f"{c}.json").read_text(encoding="utf-8")))  # noqa: E731
        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in lang/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = text.split(" | ")[0] if " | " in text else text.split("|")[0]
        text = re.sub(r"\{\s*(\w+)\s*\}", lambda m: str(values.get(m.group(1), m.group(0))), text)
        return text.strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
