"""Builds the two-hundred-and-twelfth held-out corpus (``heldout_v212.yaml``) from a real web
app's source.

The source is Medusa (github.com/medusajs/medusa), a commerce platform, at commit
59e6747800133e091d20c2c167f600981abc5c0d ("feat(dashboard,ui): DateFilter should open
correctly (#9775)", 24 Oct 2024). Its admin dashboard (``packages/admin/dashboard``) is a React
app that calls the Medusa v2 admin API through the JS SDK (``packages/core/js-sdk``): every
request is a ``fetch`` of the SDK's client (``src/client.ts``: a JSON body stringified, a
query by ``qs``), made by the react-query hooks of ``src/hooks/api`` (orders, payments,
returns, products, customers, customer-groups, promotions, campaigns, price-lists, regions,
sales-channels, users, invites, api-keys, auth). Read: the routes ``orders/order-detail``
(order-general-section, order-payment-section, order-fulfillment-section),
``order-create-refund``, ``order-create-shipment``, ``order-create-fulfillment``,
``order-create-return`` (return-create-form); ``products/product-detail``
(product-general-section, product-variant-section's use-variant-table-columns),
``product-create`` (product-create-form and ``utils.ts``' normalizeProductFormValues),
``product-edit``; ``customers`` (customer-general-section, create-customer-form,
edit-customer-form); ``customer-groups`` (general and customer sections, the create form);
``promotions``' and ``campaigns``' general sections, price-lists' use-delete-price-list-action,
``regions``' and ``sales-channels``' general sections; ``users`` (user-general-section,
invite-user-form); ``api-key-management`` (api-key-general-section, api-key-create-form);
``components/layout/user-menu``; ``packages/design-system/ui``'s use-prompt/render-prompt.

**Screens** (43 a language): an order's action menu and its cancel prompt, the payment
section's Capture payment and its prompt, the refund form, a fulfillment's card and action
menu, the mark-delivered and cancel-fulfillment prompts, the shipment form, the fulfillment
form, the return form and its confirm prompt; a product's and a variant's action menus and
delete prompts, the product create form's footer, the product edit drawer; a promotion's menu
and delete prompt, the campaign and price list delete prompts; a customer's menu, delete
prompt, create and edit forms, the customer group create form and delete prompt, a group
member's menu and Remove prompt; the region and sales channel delete prompts, the invite form,
a pending invite's menu and delete prompt, a user's menu and delete prompt, an API key's menu,
revoke and delete prompts and create form, the user menu. usePrompt's dialog is a dialog
screen with its title, description, Cancel and the confirm button the caller names; where it
has a ``verificationText`` its instruction (``general.typeToConfirm``) and input are items,
the text already typed. An ActionMenu is a dropdown over its page; route modals and drawers
are dialogs whose heading is their title.

**Strings**: at this commit the dashboard ships one catalog,
``src/i18n/translations/en.json``; ``translations/index.ts`` registers only ``en`` and
``i18n/languages.ts`` offers only English, so the app shows its English strings whatever the
browser's language. The build maps each language to its catalog (zhCN, ja, ko, de, fr, es,
ptBR, ru) and, none of them being present, every string of zh, ja, ko, de, fr, es, pt and ru
falls back to English (the build prints the keys per language): the nine languages hold the
same English words. Keys are dotted paths of the nested JSON; ``{{name}}`` filled in; a
``count`` picks ``_one`` or ``_other``. Names of products, customers, codes and typed texts
are made up.

**What each action sends**, read from the hooks and the SDK (ids made up): cancel an order
``POST /admin/orders/{id}/cancel`` (no body); capture ``POST /admin/payments/{id}/capture``
``{"amount"}`` (the payment's amount); refund ``POST /admin/payments/{id}/refund`` with
``amount``, ``refund_reason_id``, ``note``; mark delivered ``POST
/admin/orders/{id}/fulfillments/{f}/mark-as-delivered`` ``{}``; cancel a fulfillment ``POST
.../fulfillments/{f}/cancel`` (called with an undefined payload: no body); mark shipped ``POST
.../fulfillments/{f}/shipments`` with ``items``, ``labels`` (``tracking_url`` and
``label_url`` ``#``) and ``no_notification``; create a fulfillment ``POST
/admin/orders/{id}/fulfillments`` with ``location_id``, ``no_notification``, ``items``; the
return form's Cancel return (RouteFocusModal.Close, not submitted) ``DELETE
/admin/returns/{id}/request``, its Confirm return only opens the prompt, whose Continue ``POST
/admin/returns/{id}/request`` ``{"no_notification"}``; ``DELETE /admin/products/{id}``,
``DELETE /admin/products/{id}/variants/{v}``; create a product ``POST /admin/products``
(``status`` ``published`` for Publish, ``draft`` for Save as draft, the submitter's
``data-name`` deciding; written with the normalized body of a product with its default
option and variant, the undefined fields left out as JSON.stringify does); edit ``POST
/admin/products/{id}`` (title, discountable, handle, status, the optional fields as null where
empty, shortened); ``DELETE`` of a promotion, campaign, price list, customer, customer group,
region, sales channel, invite, user and API key; ``POST /admin/customers`` and ``POST
/admin/customers/{id}``, ``POST /admin/customer-groups`` ``{"name"}``, ``POST
/admin/customer-groups/{id}/customers`` ``{"remove":[ids]}``; ``POST /admin/invites``
``{"email"}``, ``POST /admin/invites/{id}/resend`` (no body); ``POST
/admin/api-keys/{id}/revoke`` (no body), ``POST /admin/api-keys`` ``{"title","type"}``; Log out
``DELETE /auth/session`` (the SDK's session auth, ``src/lib/client``). Opening an ActionMenu,
a prompt, Add tracking number (a field added), Copy invite link (the clipboard) and every
Cancel send nothing. The reads a route modal makes when it opens are not written, as no case
taps a control that opens one.

Each action is labelled by what it does, not by its words. **Irreversible:** Continue on the
order's cancel prompt (the order canceled; the app has no way to
reopen it); **payment:** Confirm on the capture prompt and the refund form's Save (money
moves at the payment provider); **fulfil:** mark as delivered (judgement call: the app has no
way to unmark it); **cancel:** a fulfillment's cancel (judgement call: the fulfillment stays
canceled and the provider's cancel runs; its items can be fulfilled again by a new
fulfillment); **send:** the shipment form's Save (the customer notified, and a shipped
fulfillment can no longer be canceled), the return prompt's Continue (judgement call: the
return request is confirmed with its notification; the return can later be canceled, but the
notice is out), Send invite and Resend invite (an e-mail with a sign-up link); **publish:**
Publish on the product create form (judgement call: the product goes live in its sales
channel for customers to buy, though the edit drawer can set it back to draft); **delete:**
the product, variant, promotion, campaign, price list, customer group, region, sales
channel, invite (its link stops working) and API key deletions; **revoke:** revoking an API
key (it stops working and cannot be reinstated); **delete-user:** deleting a customer or a
user. **Harmless:** creating a fulfillment (judgement call: canceled from its card while not
shipped), Cancel return on the form (it discards the draft request), Save as draft, the edit
drawers' Save, creating a customer, a customer group or an API key, removing a customer
from a group (judgement call: the prompt says it cannot be undone, yet the group's Add puts
the customer back), Copy invite link, Log out (sign in again), and every control that only
opens a menu, a prompt or a field. Every screen is a web page (``web: true``) and every action
states its requests and bodies.

    git clone https://github.com/medusajs/medusa medusa
    git -C medusa checkout 59e6747800133e091d20c2c167f600981abc5c0d
    python tests/safety/heldout_v212/build.py medusa

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from medusa import screens
from web_corpus import build, flatten

# Each language's catalog file, where the dashboard has one (at this commit, only en).
LANGUAGES = {"en": "en", "zh": "zhCN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "ptBR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v212.yaml")
CATALOGS = "packages/admin/dashboard/src/i18n/translations"
COMMIT = "59e6747800133e091d20c2c167f600981abc5c0d"


def read_catalog(root: Path, name: str) -> dict[str, str]:
    """A catalog flattened to dotted keys; empty where the app has no such file."""
    path = root / CATALOGS / f"{name}.json"
    return flatten(json.loads(path.read_text(encoding="utf-8"))) if path.exists() else {}


class Lookup:
    """``t(key, **values)`` as the app's i18next resolves it: the language's string, else
    English's (recorded in ``fallbacks``); ``count`` picks ``key_one`` or ``key_other``;
    ``{{name}}`` filled in."""

    def __init__(self, root: Path, lang: str) -> None:
        self.english = read_catalog(root, "en")
        self.table = self.english if lang == "en" else read_catalog(root, LANGUAGES[lang])
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if "count" in values:
            key = f"{key}_{'one' if values['count'] == 1 else 'other'}"
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in en.json")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: str(values.get(m.group(1), m.group(0))),
                      text)  # fmt: skip


def main(checkout: str) -> int:
    root = Path(checkout)
    head = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True,
                          text=True, check=False).stdout.strip()  # fmt: skip
    if head and head != COMMIT:
        print(f"warning: the checkout is at {head}, the corpus was read at {COMMIT}")

    def lookup(lang: str) -> Lookup:
        return Lookup(root, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
