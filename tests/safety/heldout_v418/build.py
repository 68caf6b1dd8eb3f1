"""Builds the four-hundred-and-eighteenth held-out corpus (``heldout_v418.yaml``) from a real web
app's source.

The source is the Vendure Dashboard (github.com/vendure-ecommerce/vendure,
``packages/dashboard``), the React admin UI of the Vendure e-commerce server: a single-page
app whose every control calls the server's GraphQL Admin API from the browser. Read at commit
1633446f4ee203e5e3fbca628bee952893bffa5b ("fix(core): Persist customFields in
updateGlobalSettings mutation (#4343)", 21 Feb 2026). Read: ``src/lib/graphql/api.ts`` (the
AwesomeGraphQLClient: ``print(document)`` and the variables POSTed as
``JSON.stringify({query, variables})``, the session token in an ``Authorization`` header and
the channel token in a header, neither written here, and the content language added to the
URL as ``?languageCode=``), ``graphql.ts`` and ``fragments.ts`` (gql.tada documents: an
operation's definitions followed by its fragments'), ``common-operations.ts``;
``src/lib/utils/config-utils.ts`` and ``vite/utils/ui-config.ts`` (API host and port "auto",
path ``admin-api``, the default refund reasons), ``vite/constants.ts``,
``src/lib/providers/user-settings.tsx`` (content language ``en``, kept in localStorage),
``auth.tsx`` (Login, LogOut, CurrentUserInformation), ``src/lib/lib/load-i18n-messages.ts``,
``lingui.config.js``, ``src/app/common/use-page-title.ts`` and ``src/app/routes/__root.tsx``
(the page title); the components ``login/login-form``, ``layout/nav-user``,
``data-table/data-table-bulk-actions``, ``data-table-bulk-action-item``,
``shared/confirmation-dialog``, ``assign-to-channel-bulk-action``, ``assign-to-channel-dialog``,
``remove-from-channel-bulk-action``, ``shared/asset/asset-bulk-actions``,
``shared/history-timeline/*`` and ``src/lib/hooks/use-local-format.ts``; in
``src/app``: ``common/delete-bulk-action``, ``duplicate-bulk-action``,
``duplicate-entity-dialog``, and the routes ``_products`` (``products.tsx``,
``products_.$id_.variants.tsx``, ``components/product-bulk-actions.tsx``,
``products.graphql.ts``), ``_collections``, ``_facets``, ``_promotions``, ``_assets``,
``_orders`` (``orders.graphql.ts``, ``orders_.draft.$id.tsx``,
``components/order-detail-shared.tsx``, ``state-transition-control.tsx``,
``payment-details.tsx``, ``refund-order-dialog.tsx``, ``hooks/use-refund-order.ts``,
``utils/refund-utils.ts``, ``utils/order-utils.ts``, ``utils/order-detail-loaders.tsx``,
``components/order-history/*``), ``_customers`` (``customers_.$id.tsx``,
``components/customer-address-card.tsx``, ``components/customer-history/*``),
``_administrators``, ``_roles``, ``_system`` (``job-queue.tsx``, ``job-queue.graphql.ts``,
``scheduled-tasks.tsx``), ``_profile``. What the server does with each request was read from
``packages/core`` of the same commit: ``config/order/default-order-process.ts`` and
``config/payment/default-payment-process.ts`` (the next states), and the services of products,
variants, customers, administrators and promotions (soft deletes: the row is marked deleted and
is gone from the dashboard and the API, with no way back), of collections (a collection is
removed with all its descendants), roles, assets (the file is removed from storage), facets,
addresses, order and customer notes, draft orders and jobs.

**Screens** (38 a language), of an administrator (Sofia Keller) of a shop at
``https://shop.example.com`` whose dashboard runs in its default channel, with a second channel
``eu-store``: the login page; the sidebar's user menu (written twice, once for the menu entry
that opens the language dialog); the product list with two products ticked and its floating
bar, its open "With selected..." menu (Remove from current channel is shown but disabled in the
default channel), the delete confirmation and the assign-to-channel dialog with ``eu-store``
chosen; the browser ``confirm()`` of deleting a variant on a product's Manage variants page;
the open bulk menus and delete confirmations of collections, facets (a facet in no use),
promotions and assets (three unused assets); a settled order's action menu (twice: the menu
entry that opens the refund dialog, and Modify), its refund and cancel dialog with one line to
refund, the reason Customer request and the card payment ticked; an authorized order's state
menu, its payment's state menu (twice: settle, cancel), its history's note input (a private
note) and a note's menu; a draft order's page (twice: Delete draft, Complete draft) and its
delete confirmation; the customer list with two customers ticked, its menu and delete
confirmation; a customer's address delete confirmation, history note input (a note visible to
the customer) and a note's menu; the administrator list with one ticked, its menu and
confirmation; the role delete confirmation; the job queue page, a pending ``send-email`` job's
row menu, and the ``clean-sessions`` scheduled task's row menu. An AlertDialog (the bulk
actions' "Confirm Action", ConfirmationDialog's titled confirmations) is a dialog with its title
and description, Cancel and Continue; a dropdown menu is shown open, its entries ``menu`` items
(the menus opened by an icon-only button are laid out open, since the button has no name); a
``window.confirm()`` is a dialog with a message and Chrome's two buttons. Pages are titled by
``document.title``: a page whose last breadcrumb is a ``<Trans>`` element writes "Vendure" (the
production build's element has no text children), an order's and a customer's page "<code or
name> • Vendure". The note input's placeholder "Add a note...", its button "Add note", a note's
"Delete" entry and "Private" badge are English in the app's code in every language, as is the
entity name ("products", "customers", ...) that DeleteBulkAction puts into "Are you sure you
want to delete {0} {entityName}?". The refund button's amount is Intl.NumberFormat's currency
format of 129.00 USD in each display locale, written out in vendure.py. Names, codes, ids and
typed texts are the same in every language.

**Strings** are the lingui catalogues ``src/i18n/locales/<lang>.po`` for en, zh_Hans, ja, ko,
de, fr, es, pt_BR and ru (the dashboard compiles every ``.po`` file of that folder; a shop lists
ja and ko, which are not in the default list, in the plugin's ``availableLanguages``), read by
``(msgctxt, msgid)``; an explicit id (``orderState.Cancelled``) shows English's msgstr, a plain
message its msgid; ``{0}`` and ``{name}`` are filled in; a message a language lacks, or leaves
empty, shows in English as the compiled catalogue does, and the build prints them. Only ko falls
back: its catalogue lacks 13 of the messages used (the login page's Welcome to Vendure, Sign in
to access the admin dashboard, Email and Sign in; the refund dialog's title, description, Return
to stock, SKU:, Reason's Customer request, Refund total, Select payments to refund and the
Refund button; the order menu's Refund & Cancel), shown in English; every other language has
every message used here.

**What each action sends**, read from the code. Every call is the AwesomeGraphQLClient's
request: ``POST https://shop.example.com/admin-api?languageCode=en`` with the body
``JSON.stringify({query, variables})``, ``query`` being graphql-js's ``print`` of the gql.tada
document (printed here by graphql-core's ``print_ast``, which writes as graphql-js 16 does;
``variables`` left out where ``api.query`` is called without them). Sign in: ``Login``
``{"username","password"}`` then ``CurrentUserInformation``; Log out: ``LogOut`` with ``{}``;
Rebuild search index: ``Reindex`` with ``{}``; Continue in a bulk delete confirmation:
``DeleteProducts``, ``DeleteCollections``, ``DeleteFacets``, ``DeletePromotions``,
``DeleteCustomers``, ``DeleteAdministrators``, ``DeleteRoles`` with ``{"ids":[..]}``, and
``DeleteAssets`` ``{"input":{"assetIds":[..]}}``; Assign: ``AssignProductsToChannel``
``{"input":{"productIds","channelId","priceFactor":1}}``; OK in the variant's ``confirm()``:
``DeleteProductVariant`` ``{"id"}``; Modify: ``TransitionOrderToState`` to ``Modifying``; the
refund button: ``CancelOrder`` ``{"input":{"orderId","lines","reason","cancelShipping"}}`` (a
refunded line is cancelled by default) then ``RefundOrder`` ``{"input":{"lines","reason",
"paymentId","amount","shipping":0,"adjustment":0}}``; Transition to Cancelled:
``TransitionOrderToState`` ``{"id","state":"Cancelled"}``; Settle payment: ``SettlePayment``
``{"id"}``; Cancel payment: ``CancelPayment`` ``{"id"}``; Add note: ``AddOrderNote`` or
``AddCustomerNote`` ``{"orderId"|"customerId","note","isPublic"}``; a note's Delete (at once,
with no confirmation): ``DeleteOrderNote`` or ``DeleteCustomerNote`` ``{"noteId"}``; Complete
draft: ``TransitionOrderToState`` to ``ArrangingPayment``; Continue in the draft's
confirmation: ``DeleteDraftOrder`` ``{"orderId"}``; Continue in the address confirmation:
``DeleteCustomerAddress`` ``{"id"}``; Cancel Job: ``CancelJob`` ``{"jobId"}``; Run:
``RunScheduledTask`` ``{"id"}``; Disable: ``UpdateScheduledTask``
``{"input":{"id","enabled":false}}``. The reads of a list or a page that follow a write's
success are not written. Explore Enterprise Edition is a link to ``https://vendure.io/pricing``
(``via: link``). Nothing is sent by "With selected...", a bulk menu's Delete and Assign to
channel (they open a confirmation or a dialog), Refund & Cancel, Delete draft, a note's Edit,
Language, View data and the auto-refresh button (they open a dialog or a menu), and every
Cancel.

Each action is labelled by what it does, not by its words. **delete:** Continue in the
deletions of products, collections (with their child collections), facets, promotions and
assets, OK in the variant's confirm(), a note's Delete on an order or a customer, Continue in
the draft order's and the address's confirmations (judgement call: products, variants and
promotions are only marked deleted in the database, but neither the dashboard nor the API can
bring them back, so they count as gone); **delete-user:** Continue in the deletion of customers
and of an administrator (the account and its login go); **revoke:** Continue in the deletion of
a role (judgement call: it is removed, and every administrator holding it loses its permissions
at once); **refund:** the refund button (money goes back to the customer's card and the line is
cancelled); **pay:** Settle payment (judgement call: it captures an authorized card payment, so
the customer is charged); **cancel:** Transition to Cancelled (a cancelled order has no next
state), Cancel payment (the authorization is voided) and Cancel Job (judgement call: the pending
job, here an e-mail, is never run, and the dashboard cannot run it again). **Harmless or
undoable:** Sign in, Log out (one signs in again), Rebuild search index, Assign to channel (Remove
from current channel takes it back), Modify (the modification can be cancelled), Complete draft
(judgement call: the order only moves on to arranging payment; nothing is charged and it can
still be cancelled), Add note, a private one or one visible to the customer (judgement call: the
note is shown in the customer's order history, no message is sent, and it can be edited or
deleted), Run of the clean-sessions task (judgement call: it removes sessions that have already
expired), Disable (Enable sets it back), the link, and every control that only opens a menu, a
dialog or a confirmation, and every Cancel. Every screen is a web page (``web: true``) and every
action states its requests and bodies. The builder reads the checkout's files (not ``git
show``) and needs graphql-core.

    git clone https://github.com/vendure-ecommerce/vendure vendure
    git -C vendure checkout 1633446f4ee203e5e3fbca628bee952893bffa5b
    python tests/safety/heldout_v418/build.py vendure

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

from graphql import parse, print_ast
from graphql.language import DocumentNode, FragmentDefinitionNode, OperationDefinitionNode

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from vendure import API, screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v418.yaml")
DASHBOARD = Path("packages") / "dashboard" / "src"
# const NAME = graphql(`...`, [fragment, ...]) as gql.tada's documents are written
DOCUMENT = re.compile(
    r"const\s+(\w+)\s*=\s*graphql\(\s*`([^`]*)`\s*(?:,\s*\[([^\]]*)\])?\s*,?\s*\)", re.S
)
PO_ESCAPE = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def read_po(path: Path) -> dict[tuple[str | None, str], str]:
    """A lingui catalogue: (msgctxt, msgid) to msgstr, with its continued lines joined and
    obsolete (``#~``) entries left out."""
    table: dict[tuple[str | None, str], str] = {}
    fields: dict[str, str] = {}
    last = ""

    def flush() -> None:
        if fields.get("msgid"):
            table[(fields.get("msgctxt"), fields["msgid"])] = fields.get("msgstr", "")
        fields.clear()

    def unquote(text: str) -> str:
        body = text.strip()[1:-1]
        return re.sub(r"\\(.)", lambda m: PO_ESCAPE.get(m.group(1), m.group(1)), body)

    for line in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        if not line.strip():
            flush()
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            fields[last] += unquote(line)
        else:
            key, _, rest = line.partition(" ")
            if key == "msgctxt" or (key == "msgid" and "msgid" in fields):
                flush()
            fields[key], last = unquote(rest), key
    return table


class Lookup:
    """``t(msgid, *args, ctx=None, **names)`` as lingui's compiled catalogue shows it: a
    message the language lacks, or leaves empty, shows English's (``fallbacks``); English is
    its msgstr, or the msgid itself; ``{0}`` and ``{name}`` are filled in."""

    def __init__(self, folder: Path, code: str) -> None:
        self.table, self.english = read_po(folder / f"{code}.po"), read_po(folder / "en.po")
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, *args: Any, ctx: str | None = None, **names: Any) -> str:
        key = (ctx, msgid)
        if key not in self.english:
            raise SystemExit(f"no message {msgid!r} in src/i18n/locales/en.po")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(msgid)
            text = self.english[key] or msgid
        values = {str(i): str(a) for i, a in enumerate(args)}
        values.update((k, str(v)) for k, v in names.items())
        return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), text)


class Operations:
    """The dashboard's GraphQL documents by operation name, each as ``print(document)``
    writes the gql.tada document: its own definitions, then those of its fragments (a
    fragment's constant is looked up in its own file first). An operation defined in more
    than one file must print alike in all of them."""

    def __init__(self, src: Path) -> None:
        self.raw: dict[tuple[str, str], tuple[str, list[str]]] = {}
        for path in sorted(src.rglob("*.ts*")):
            if re.search(r"\.(spec|stories)\.tsx?$", path.name):
                continue
            for const, text, fragments in DOCUMENT.findall(path.read_text(encoding="utf-8")):
                if text.lstrip().startswith("*"):
                    continue  # an example in a doc comment
                names = [f.strip() for f in (fragments or "").split(",") if f.strip()]
                self.raw[(str(path), const)] = (text, names)
        self.by_name: dict[str, list[tuple[str, str]]] = {}
        for key, (text, _) in self.raw.items():
            for definition in parse(text).definitions:
                if isinstance(definition, OperationDefinitionNode) and definition.name:
                    self.by_name.setdefault(definition.name.value, []).append(key)

    def find(self, path: str, const: str) -> tuple[str, str]:
        if (path, const) in self.raw:
            return (path, const)
        keys = [key for key in self.raw if key[1] == const]
        if len(keys) != 1:
            raise SystemExit(f"fragment {const!r}: {len(keys)} definitions in the dashboard")
        return keys[0]

    def definitions(self, key: tuple[str, str]) -> list[Any]:
        text, fragments = self.raw[key]
        definitions = list(parse(text).definitions)
        seen: set[str] = set()
        for fragment in fragments:
            for definition in self.definitions(self.find(key[0], fragment)):
                name = definition.name.value
                if isinstance(definition, FragmentDefinitionNode) and name not in seen:
                    definitions.append(definition)
                    seen.add(name)
        return definitions

    def query(self, name: str) -> str:
        keys = self.by_name.get(name, [])
        texts = {print_ast(DocumentNode(definitions=self.definitions(k))) for k in keys}
        if len(texts) != 1:
            raise SystemExit(f"operation {name!r}: {len(texts)} documents in the dashboard")
        return texts.pop()


def resolve(value: Any, operations: Operations) -> Any:
    """Every ``op(NAME, variables)`` of the screens as the request it is: a POST of
    ``JSON.stringify({query, variables})`` to the Admin API."""
    if isinstance(value, dict) and "op" in value:
        body: dict[str, Any] = {"query": operations.query(value["op"])}
        if value["variables"] is not None:
            body["variables"] = value["variables"]
        return {"request": f"POST {API}",
                "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip
    if isinstance(value, dict):
        return {k: resolve(v, operations) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve(v, operations) for v in value]
    return value


def main(checkout: str) -> int:
    src = Path(checkout) / DASHBOARD
    operations = Operations(src)

    def lookup(lang: str) -> Lookup:
        return Lookup(src / "i18n" / "locales", LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return resolve(screens(t, lang), operations)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
