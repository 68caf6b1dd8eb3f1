"""Builds the two-hundred-and-eightieth held-out corpus (``heldout_v280.yaml``) from a real web
app's source.

The source is FOSSBilling (github.com/FOSSBilling/FOSSBilling), a billing and client
management app written in PHP whose pages are Twig templates and whose controls call the app's
own JSON API with ``fetch``, at commit 56a0871df1240dc1d0d12c1a278fbe3678821982 ("Update
symfony packages to v7.4.17", 22 Aug 2026), with its translations from the app's catalogue
repository (github.com/FOSSBilling/locale, which a release copies into ``src/locale``) at
commit fa626e5966304fa0ca79b59985f36a01c412dc9f ("Automated .mo file generation", 22 Jul
2026). Read: the API layer ``frontend/core/api.ts`` (``makeRequest``, ``_apiForm``,
``_apiLink``, ``serializeFormDataToObject``), ``api-helpers.mts`` (the CSRF token and the
request body) and ``link-helpers.mts`` (a link's confirm and prompt modals); the modals
``src/themes/admin_default/assets/js/ui/modals.ts``; ``src/library/FOSSBilling/Twig/Extension/
ApiExtension.php`` (``api_url``, ``fb_api_form``, ``fb_api_link``) and ``Url.php``; the admin
templates ``mod_invoice_invoice``, ``mod_invoice_index``, ``mod_order_manage``,
``mod_client_manage``, ``mod_client_index``, ``mod_support_ticket``, ``mod_email_details``,
``mod_email_template``, ``mod_massmailer_message``, ``mod_staff_settings``,
``mod_staff_manage``, ``mod_staff_profile`` and ``mod_staff_login``, the theme's
``layout_default.html.twig`` (the account menu) and ``partial_batch_delete.html.twig``; the
client area's ``mod_client_profile.html.twig`` and the huraga theme's
``layout_default.html.twig`` (the user menu); to label them, ``Invoice/Api/Admin.php``
(``renewal_invoice``), ``Invoice/Service.php`` (``renewInvoice``, ``approveInvoice``),
``Order/Service.php`` (the order lifecycle emails) and ``Support/Service.php`` (the close
email).

**Screens** (51 entries on 37 screens a language, 62 actions). Billing: an unpaid invoice's
page (its Send Reminder as an entry of its own), the delete confirmation, the Mark as Paid
dialog, a paid invoice's page and the refund confirmation, the invoice texts tab, the invoice
list with two rows ticked (Delete Selected, Export Invoices) and the bulk delete confirmation;
an active order's page, the confirmations of Renew and Issue Invoice, the suspend prompt, the
cancel dialog and the delete dialog; a client's page and its delete confirmation, the client
list and its bulk delete confirmation; a support ticket's page, its reply form, the close and
delete confirmations; a sent email's page and its delete confirmation, an email template's page
and its reset confirmation; a mass mail message's page and its two send confirmations; the
staff list and a member's delete confirmation, a member's password tab, my API key tab, the
account menu and the staff login page. Client area: the profile's API key tab and the user
menu. A modal over its page is a dialog screen (the page's heading its title, the modal's
title and content the dialog's) whose items are the modal's controls; a link styled as a button
is a ``link``; an icon link's name is its tooltip (``data-bs-title``, which Bootstrap writes
as its label); a form card's heading is the form's. The order's cancel dialog has no harmless
neighbour here: its header's close icon and its footer's button are both named Close. The mass
mailer's row icons (Copy, Edit, Delete) have no name and are left out.

**Strings** are the gettext catalogues ``<locale>/LC_MESSAGES/messages.po`` for zh_CN, ja_JP,
ko_KR, de_DE, fr_FR, es_ES, pt_BR and ru_RU, English being the msgid (``messages.pot``), as
the Twig ``trans`` filter shows it; every string looked up is one the templates pass to
``trans``, and the build checks it. An empty entry, or one newer than the catalogues, shows
English, and the build prints which strings each language shows in English: the Japanese and
Korean catalogues are almost untranslated (nearly every string here shows in English), the
strings of the current templates that are newer than the catalogues (Send Reminder, Mark as
Paid, Delete Selected, Issue Invoice, Confirm Cancellation, Login to Client Area and others)
show in English in every language but where Brazilian Portuguese has them, and the Chinese,
German, French, Spanish and Russian catalogues lack a few more. The JavaScript modals' Cancel
and Confirm and the mass mailer's two confirmations are written in English in the app's code
and show so in every language. Names, numbers and typed texts are the same in every language.

**What each action sends**, read from the code. Every control that acts calls the app's API
with ``fetch`` (same origin): ``/api/admin/...`` from the admin area, ``/api/client/...`` and
``/api/guest/...`` from the client area and the login page. A form marked ``fb_api_form``
posts its fields as JSON: ``FormData`` in tree order, a ``name[]`` field as an array and
``a[b][]`` as a nested object, the ``CSRFToken`` (the ``fossbilling_csrf`` cookie, made up
here) appended last, written as ``JSON.stringify``'s compact form; the scripts' own calls
(``FOSSBilling.api.admin.post(path, object)``) post their object with the token appended
(``{"ids":[...]}`` for a bulk delete, ``{"id":7}`` to send a mass mail). A link marked
``fb_api_link`` is a ``GET`` of its ``href`` (its query only, the token going in a header),
straight away or after its modal's Confirm; a prompt modal appends its value to the query
(``reason=``, ``URLSearchParams``' encoding). The Update and Preview button posts the message
and then, in its callback, asks for the preview (two requests). Page loads (``via: link``):
View as Client and PDF (a new tab), Export Invoices (``export_csv`` with the session's token
in its query), Login to Client Area, a staff member's Edit, the client area's Profile and Sign
Out. Opening a modal, a menu or a tab and every Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete:** an
invoice, the ticked invoices, an order, a support ticket and a sent email's record (no trash);
**delete-user:** a client (and the ticked clients) and a staff member; **send:** Send
Reminder, a sent email's Resend, the ticket reply's Post (the reply is emailed to the client),
the mass mailer's Send Message to Clients and its Send Test Message (judgement call: the test
goes to the client the settings name, a real address, and cannot be called back), and Issue
Invoice (judgement call: ``renewInvoice`` approves the new invoice at once, which emails it to
the client and pays it from their credit balance where they have one); **pay:** Mark as Paid's
Submit (judgement call: a payment is recorded, the order's services are activated and the
client is told; only a refund undoes it); **refund:** Refund's Confirm (a credit note is
issued and the payment refunded); **cancel:** Confirm Cancellation (judgement call: the order's
service and its gateway subscription are cancelled now, as the dialog says; the page's later
Activate sets up the service again but the subscription is gone); **overwrite:** a staff
member's password set by an administrator (judgement call: the member's own password is
replaced and cannot be restored); **reset:** an email template's Reset (its custom subject and
content replaced by the default) and a new API key, mine and the client's (the old key stops
working at once, as the pages warn). **Harmless:** Renew (judgement call: the expiry date moves
on and a renewal notice goes to the client; the date can be set back on the order's Manage
tab), the suspend prompt's Confirm (judgement call: Unsuspend undoes it; the suspension notice
is a status email), the ticket close's Confirm (judgement call: the ticket can be reopened from
its Manage tab; the close notice is a status email), the invoice texts' and the email
template's Update, the mass mail's Update and Preview, Export Invoices (a download), the login,
Logout and Sign Out, the links, every Cancel and every control that only opens a modal, a
prompt or a menu. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/FOSSBilling/FOSSBilling NAME
    git -C NAME checkout 56a0871df1240dc1d0d12c1a278fbe3678821982
    git clone https://github.com/FOSSBilling/locale NAME-locale
    git -C NAME-locale checkout fa626e5966304fa0ca79b59985f36a01c412dc9f
    python tests/safety/heldout_v280/build.py NAME

(the catalogues are read from ``NAME-locale`` unless a second argument names them).

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final; nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from fossbilling import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "de": "de_DE",
             "fr": "fr_FR", "es": "es_ES", "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v280.yaml")


def _unquote(text: str) -> str:
    """A PO string literal's text (its escapes read as C's)."""
    text = text.strip()[1:-1]
    table = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(1)), text)


def read_po(path: Path) -> dict[str, str]:
    """A catalogue's msgid to its (first) msgstr; a fuzzy entry counts as untranslated."""
    entries: dict[str, str] = {}
    fields: dict[str, str] = {}
    fuzzy, current = False, ""
    for raw in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        line = raw.strip()
        if not line:
            if fields.get("msgid"):
                entries[fields["msgid"]] = "" if fuzzy else fields.get("msgstr", "")
            fields, fuzzy, current = {}, False, ""
        elif line.startswith("#,"):
            fuzzy = "fuzzy" in line
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            fields[current] += _unquote(line)
        else:
            name, _, rest = line.partition(" ")
            current = name.replace("[0]", "")
            fields[current] = _unquote(rest)
    return entries


def template_strings(checkout: Path) -> set[str]:
    """Every string literal the app's Twig templates pass to ``trans``."""
    found: set[str] = set()
    for path in (checkout / "src").rglob("*.twig"):
        text = path.read_text(encoding="utf-8", errors="replace")
        found.update(re.findall(r"'((?:[^'\\]|\\.)*)'\s*\|\s*trans\b", text))
        found.update(re.findall(r'"((?:[^"\\]|\\.)*)"\s*\|\s*trans\b', text))
    return found


class Lookup:
    """``t(msgid)`` as the ``trans`` filter: the language's msgstr, the msgid where it has
    none (``fallbacks``)."""

    def __init__(self, known: set[str], table: dict[str, str], folder: str) -> None:
        self.known, self.table, self.folder = known, table, folder
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str) -> str:
        if msgid not in self.known:
            raise SystemExit(f"no template passes {msgid!r} to trans")
        text = self.table.get(msgid) or ""
        if not text:
            if self.folder:
                self.fallbacks.add(msgid)
            text = msgid
        return text.strip()


def main(checkout: str, catalogues: str | None = None) -> int:
    root = Path(checkout)
    locale = Path(catalogues) if catalogues else root.with_name(root.name + "-locale")
    known = template_strings(root)

    def lookup(lang: str) -> Lookup:
        folder = LANGUAGES[lang]
        table = read_po(locale / folder / "LC_MESSAGES" / "messages.po") if folder else {}
        return Lookup(known, table, folder)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
