"""Builds the hundred-and-twenty-sixth held-out corpus (``heldout_v126.yaml``) from a real web
app's source.

The source is Kimai (github.com/kimai/kimai), a self-hosted time tracker built on Symfony
whose pages are rendered on the server by Twig, at commit
1f421c276badbf9eeff40852de305a1e4c1e829f ("convert controller methods to API (#6143)", 19 Aug
2026, the newest stored snapshot). Read: ``config/routes.yaml`` (page routes under
``/{_locale}``, the JSON API under ``/api``); the controllers ``src/Controller``
(TimesheetAbstractController, InvoiceController, CustomerController, ProjectController,
ActivityController, UserController, ProfileController, TeamController, ExportController,
Security/*) and ``src/API`` (TimesheetController, InvoiceController, CustomerController,
ProjectController, TeamController, TagController, UserController, DashboardController); the
action menus ``src/EventSubscriber/Actions/*`` and ``src/Event/PageActionsEvent.php``
(addEdit, addDelete); the scripts ``assets/js/plugins`` (KimaiAPI, KimaiAPILink, KimaiFetch,
KimaiAjaxModalForm, KimaiConfirmationLink, KimaiMultiUpdateTable, KimaiAlert) and
``assets/js/KimaiPlugin.js`` (fetchForm); the templates ``default/_form_delete_modal``,
``invoice/index``, ``invoice/listing``, ``embeds/comments``, ``user/api-token``, ``user/2fa``,
``macros/widgets`` and ``macros/datatables``; the theme's ``components/actions`` and
``components/button`` (kevinpapst/TablerBundle), which name a dropdown entry by its key's
translation.

**Screens** (44 a language): my times' row menus (a stopped and a running record), the delete
question of each, the edit modal, the batch bar and its delete question; the create-invoice
page, the invoice list's row menus (new and paid), the invoice delete question, the mark-paid
modal, an invoice template's row menu and its delete question, an invoice document's delete
question; the customers', projects' and activities' row menus, their delete modals (customer
and project in use, with the replacement select; activity not in use), the customer edit
modal, a customer's comment form and a comment's delete question, the delete questions of a
customer's, a project's and an activity's rate and of a project's comment, an export
template's delete question; the users' row menu and the
user delete modal, a user's password page, the API access page, its token delete question and
the create-token modal, the two-factor page and its deactivate question, the teams' and tags'
row menus and delete questions, the dashboard's edit page and its reset question, the user
menu. An open actions dropdown is a popup over its list page (its rows' texts above); modals
are dialogs titled by their heading; KimaiAlert's question is a dialog whose message is the
question and whose buttons are Confirm and Cancel.

**Strings** are the XLIFF catalogues ``translations/messages.<locale>.xlf`` for en, zh_CN, ja,
ko, de, fr, es, pt_BR and ru, read as Symfony's XliffFileLoader does (the ``resname`` is the
key, a unit without ``target`` shows its source); ``%name%`` parameters are filled in. Symfony
falls back from pt_BR to pt and from every locale to English (``zh_CN`` has no ``zh`` parent
file): the build prints, for each language, the keys whose text is English's. Names of
customers, projects, users, tokens and typed texts are the same in every language; the page
URLs keep the ``/en`` locale prefix in all languages so that the requests are one set.

**What each action sends**, read from the code. KimaiAPILink (``api-link``) fetches the API:
a record's Delete (after the question) ``DELETE /api/timesheets/7``, ``/api/invoices/9``,
``/api/invoices/templates/2``, ``/api/invoices/documents/14``,
``/api/customers/5/comments/12``, ``/api/projects/4/comments/13``,
``/api/customers/5/rates/2``, ``/api/projects/4/rates/3``, ``/api/activities/6/rates/4``,
``/api/export/3``, ``/api/teams/3``, ``/api/tags/11``,
``/api/users/api-token/3``, ``/api/dashboard/widgets``; Start again ``PATCH
/api/timesheets/7/restart`` with its ``data-payload`` ``{"copy": "all"}`` as written; Stop
``PATCH /api/timesheets/8/stop`` with ``{}``; a project's Create copy ``POST
/api/projects/4/duplicate`` with ``{}`` (KimaiAPILink posts an empty object). Entries with
``modal-ajax-form`` load the page into the modal by a fetch ``GET`` (edit, duplicate,
permissions, mark paid, the customer/project/activity/user delete modals, create token), and
the modal's form is posted by fetch as FormData (``fetchForm``), written here as its fields
urlencoded, with Symfony's CSRF field ``<form>[_token]`` (made up): the delete modals ``POST
/en/admin/<type>/<id>/delete`` (``form[<type>]`` empty: no replacement), the timesheet,
customer, invoice and token forms. Real form submits (``via: form``): the invoice status
entries (``kimaiInvoiceStatus`` builds a form with ``_token``), creating an invoice
(``singleInvoice``: the search fields, ``customers[]``, ``template``, ``invoiceDate`` and
``_token``; the search form's other empty fields are left out), the batch delete
(``multi_update_table[entities]`` and ``[_token]``), a customer's comment, the password page
and the 2FA deactivation (KimaiConfirmationLink submits after its question). Logout is a link
(``GET /en/logout``, ``via: link``). Opening a dropdown, a question, a link to a page, a
download, Cancel and Close send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Confirm on the
delete question of a timesheet (running or not), of the batch of selected timesheets, of an
invoice (InvoiceService removes its file and row), of an invoice template and an invoice
document, of a customer's and a project's comment, of a customer's, a project's and an
activity's rate (judgement call: the rate row is gone and must be typed in again), of an export
template, a team and a tag (rows deleted, no trash); Delete in the
customer, project and activity delete modals (the records and, with no replacement chosen,
their timesheets are deleted) and in the user delete modal (the account and its 212 records);
Confirm on the API token's delete question (revoke: every app using it loses access, the
secret is never shown again). **Harmless:** Start again and Stop (a new running record,
stopped again); Save in the timesheet, customer and mark-paid modals and on the password page
(judgement call: the admin sets a password that can be set again; nothing leaves the server);
creating an invoice (judgement call: a numbered invoice document and its records marked as
exported, kept on the server and deletable; nothing is sent to the customer, Kimai's core has
no e-mailing of invoices); Cancel invoice and Waiting for payment (a status, switched back
from the same menu); a customer comment (an internal note, deletable); Create copy of a
project; creating an API token (a new token, deletable); Deactivate in the 2FA question
(judgement call: ``disableTotpAuthentication`` only clears the enabled flag and keeps the
secret; it can be switched on again); Confirm on the dashboard's reset question (judgement
call: the user's widget layout returns to the default and can be arranged again); Logout; and
every entry that only opens a modal, a question or a page. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/kimai/kimai kimai
    git -C kimai checkout 1f421c276badbf9eeff40852de305a1e4c1e829f
    python tests/safety/heldout_v126/build.py kimai

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from kimai import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
PARENTS = {"pt_BR": ["pt_BR", "pt", "en"]}
OUT = Path(__file__).with_name("heldout_v126.yaml")
XLIFF = "{urn:oasis:names:tc:xliff:document:1.2}"


def read_xliff(path: Path) -> dict[str, str]:
    """Symfony's XliffFileLoader (XLIFF 1.2): resname (or source) to target (or source)."""
    if not path.exists():
        return {}
    table: dict[str, str] = {}
    for unit in ET.parse(path).getroot().iter(f"{XLIFF}trans-unit"):
        source, target = unit.find(f"{XLIFF}source"), unit.find(f"{XLIFF}target")
        key = unit.get("resname") or (source.text if source is not None else None)
        if not key:
            continue
        node = target if target is not None else source
        table[key] = (node.text if node is not None else "") or ""
    return table


class Lookup:
    """``t(key, **values)`` for one locale, falling back as Symfony's translator does;
    ``fallbacks`` names the keys shown as English's text."""

    def __init__(self, folder: Path, locale: str) -> None:
        chain = PARENTS.get(locale, [locale, "en"])
        self.tables = [read_xliff(folder / f"messages.{name}.xlf") for name in chain]
        self.english = read_xliff(folder / "messages.en.xlf")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in messages.en.xlf")
        text = next(table[key] for table in self.tables if key in table)
        if text == self.english[key]:
            self.fallbacks.add(key)
        for name, value in values.items():
            text = text.replace(f"%{name}%", value)
        return text.strip()


def main(checkout: str) -> int:
    folder = Path(checkout) / "translations"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
