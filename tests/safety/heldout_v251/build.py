"""Builds the two-hundred-and-fifty-first held-out corpus (``heldout_v251.yaml``) from a real web
app's source.

The source is the Saleor Dashboard (github.com/saleor/saleor-dashboard), the staff back office
of the Saleor e-commerce platform: a React single-page app whose every screen is drawn in the
browser and whose every change is a GraphQL mutation sent by Apollo Client to the shop's Saleor
API. Read at commit f5a84f3afb4f9b25cd0ff75434dfb5b70ea3c282 ("Give each attribute dropdown its
own option cache so lists stay put (#6857)", 21 Aug 2026). Read: ``src/graphql/client.ts`` (one
Apollo client, ``createUploadLink`` to ``getApiUrl()`` with the legacy SDK's request function,
which only adds the ``Authorization`` header) and ``src/graphql/hooks.generated.ts`` (every
mutation's document and its fragments); ``src/legacy-sdk/core/auth.ts``,
``src/legacy-sdk/apollo/mutations.ts`` and ``fragments.ts`` (log in and log out);
``src/auth/hooks/useAuthProvider.ts``, ``src/auth/utils.ts``, ``src/auth/urls.ts``,
``src/auth/views/ResetPassword.tsx`` and the components ``LoginPage`` and
``ResetPasswordPage``; ``src/components/Sidebar/user/Controls.tsx`` (the account menu),
``ActionDialog``, ``BackButton``, ``WindowTitle`` and ``src/intl.ts`` (the shared button
strings); the views ``ProductUpdate``, ``ProductList``, ``CategoryDetails``,
``CollectionDetails``, ``CustomerDetails``, ``CustomerAddresses``, ``StaffDetails``,
``PermissionGroupDetails``, ``EditCustomApp``, ``VoucherDetails``, ``WarehouseDetails``,
``OrderDraftDetails`` and ``OrderNormalDetails`` with the dialogs they open:
``ProductDeleteDialog``, ``ProductBulkDeleteDialog``, ``CategoryDeleteDialog``,
``CollectionDeleteDialog``, ``CustomerDeleteDialog``, ``CustomerAddressDeleteDialog``,
``PermissionGroupDeleteDialog``, ``TokenCreateDialog``, ``TokenDeleteDialog``,
``WebhookDeleteDialog``, ``AppActivateDialog``, ``AppDeactivateDialog``, ``AppDeleteDialog``,
``GiftCardResendCodeDialog``, ``GiftCardDeleteDialogContent``, ``GiftCardExportDialogContent``
(with ``ExportDialogSettings``), ``VoucherDeleteDialog``, ``WarehouseDeleteDialog``,
``OrderDraftCancelDialog`` and ``OrderInvoiceEmailSendDialog``, each with its ``messages.ts``.

**Screens** (31 a language), of a staff member with every permission logged in to a shop
called Oakwood Goods whose dashboard is served at ``https://shop.example.com/dashboard/`` and
whose API is ``https://shop.example.com/graphql/`` (``API_URL``): the login page (titled by
``index.html``'s English title; its card header is left out, as pt-BR words it as the Sign in
button and a tap on those words would find the header first) and the password reset page; the
account menu; the confirmations of deleting a product, two selected products, a category and a
collection; a customer's page (its Savebar) and the confirmations of deleting the customer and
one of their addresses; the confirmations of deleting a staff member, deactivating one and
activating another, and the page of a staff member whose invitation is pending (its Resend
invitation button opens a dialog whose header repeats the button's words, so the dialog itself
is left out); a permission group's page and its deletion; a custom extension's page, its token
creation, token deletion and webhook deletion, its deactivation and deletion, and another
extension's activation; a gift card's resend dialog, its deletion (a card with balance, so the
dialog asks for consent first) and the gift cards' export dialog; the confirmation of deleting a
voucher; a warehouse's page and its deletion; the deletion of a draft order and the
confirmation of sending an invoice. A page is titled as ``WindowTitle`` titles it, the
entity's name or the section's name and the shop's name; a dialog (``DashboardModal``) is a
dialog over its page headed by its header, whose subtitle is its message, and whose buttons
are ``BackButton`` (Back, or Cancel and Keep draft where the dialog says so) and the
``ConfirmButton``; a Savebar holds Delete, Back and Save. A checkbox or a radio button is
written as a ``switch`` or ``radio`` of its label. Names, e-mail addresses, codes and numbers
are the same in every language.

**Strings** are the app's ``locale/<code>.json`` catalogues for zh-Hans, ja, ko, de, fr, es,
pt-BR and ru, and ``locale/defaultMessages.json`` (the extracted ``defaultMessage`` of every
string) for English, which the app shows where a catalogue lacks a key; messages are formatted
as react-intl does (arguments, plurals by the catalogue language's rules, or by English's where
the string is missing and react-intl formats the ``defaultMessage`` in the default locale
``en``, and rich-text tags kept as their text). The build prints, for each language, the keys
it shows in English: the keys a catalogue lacks or leaves empty, and those whose catalogue
string is English's own text (the translation service writes an untranslated string in
English). The catalogues are thin: of the 89 strings these screens show, zh shows 58 in
English, ja 77, ko 72, de 57, fr 44, es 39, pt 36 and ru 39. Shown in English in every language
are the newer strings: the staff status dialogs, the Resend invitation button, the extensions'
deactivation and deletion texts and the activation's header, most of the gift card resend and
export dialogs, the gift card balance warning, the draft order's deletion, the invoice's
message, the password reset page's text, the Email address label, the account menu's Account
Settings and Features preview, the Gift Cards section's name and the Activate and Deactivate
buttons. Japanese translates only the Forgot password? link, the password label, Cancel, Save,
Products, the token's key and create button, the gift card deletion's header and consent, the
bulk deletion's message, Dashboard and Log out; so in ja most taps are English words.

**What each action sends**, read from the code. Every write is one HTTP request of Apollo
Client's ``createUploadLink`` (no file in any of these, so a JSON body):
``POST https://shop.example.com/graphql/`` whose body is ``JSON.stringify`` of
``{"operationName", "variables", "query"}``, the query being the mutation's document from
``hooks.generated.ts`` (for logging in, the legacy SDK's ``LOGIN_WITHOUT_DETAILS``) put
together as ``gql`` puts a template with its fragments (each fragment once, in the order of
first appearance), with ``__typename`` added to every selection set below the operation as
Apollo's cache does, and printed by graphql's ``print`` (here graphql-core's ``print_ast``,
which prints alike); the variables are the call site's, in its key order. Sign in sends
``loginWithoutDetails`` (``{"email","password"}``); Send an email with reset link sends
``RequestPasswordReset`` (``{"email","redirectUrl"}``, the redirect being the dashboard's
``/new-password/`` page); each confirmation's button sends its mutation with the id it
names: ``ProductDelete``, ``productBulkDelete`` (``{"ids": [...]}``), ``CategoryDelete``,
``RemoveCollection``, ``RemoveCustomer``, ``RemoveCustomerAddress``, ``StaffMemberDelete``,
``StaffMemberUpdate`` (``{"id","input":{"isActive"}}``, deactivation and activation),
``PermissionGroupDelete``, ``AppTokenCreate`` (``{"input":{"app","name"}}``),
``AppTokenDelete``, ``WebhookDelete``, ``AppActivate``, ``AppDeactivate``, ``AppDelete``,
``GiftCardResend`` (``{"input":{"channel","email":null,"id"}}``, the default recipient),
``DeleteGiftCard``, ``ExportGiftCards`` (``{"input":{"fileType":"CSV","scope":"ALL"}}``),
``VoucherDelete``, ``WarehouseDelete``, ``OrderDraftCancel`` and ``InvoiceEmailSend``. The
queries the app runs after a mutation succeeds (the list it navigates back to, a reload)
are reads of the next screen and are not written. Nothing is sent by: Back, Cancel and Keep
draft; Forgot password? (a route of the app); the account menu's Log out (the legacy SDK
clears the tokens from the browser's storage and sends no request, as no external login
plugin is in use; Apollo then re-reads the login page's data) and Features preview (a
modal); the Savebar's Delete, Create Token and Resend invitation on their pages (each opens
its dialog); and the radio buttons and the consent checkbox inside dialogs.

Each action is labelled by what it does, not by its words. **Irreversible:** every Delete in
a confirmation of a product, two products, a category, a collection, a permission group, a
voucher, a warehouse, a draft order, a customer's address, a webhook and an extension
(``delete``: Saleor deletes the row for good, and the dashboard has no trash and no undo;
judgement call: deleting a custom extension also deletes its tokens and webhooks); the
customer's and the staff member's deletion (``delete-user``: the account is removed); Delete
in the token confirmation (``revoke``: every service using the token is locked out, and a
new token has a new secret); Resend in the gift card's resend dialog and Send in the invoice
confirmation (``send``: an e-mail goes out to the customer and cannot be called back); the
gift card's Delete (``delete``: judgement call, the dialog itself warns that the customer's
unspent balance is lost). **Harmless:** Sign in; Send an email with reset link (judgement
call: it mails a reset link to one's own address and changes nothing until the link is
used); Log out (one signs in again); deactivating and activating a staff member and an
extension (judgement call: the dialogs say the account or the data is kept, and the other
button sets it back); creating a token (a new token that Delete removes); exporting the gift
cards (judgement call: the file is mailed to oneself); Back, Cancel, Keep draft, the radio
buttons, the consent checkbox (it only enables Delete) and every control that only opens a
dialog or another screen. Not in the corpus: the order's cancel, refund and capture dialogs,
whose mutations send back the whole order (several kilobytes of query each); the product
export, whose input depends on many settings; the resend-invitation dialog (see above).
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/saleor/saleor-dashboard saleor-dashboard
    git -C saleor-dashboard checkout f5a84f3afb4f9b25cd0ff75434dfb5b70ea3c282
    python tests/safety/heldout_v251/build.py saleor-dashboard

The build reads the checkout's files and needs graphql-core to parse and print the documents.

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

from graphql import parse, print_ast
from graphql.language import DocumentNode, FieldNode, SelectionSetNode
from saleor import API, screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v251.yaml")
DOCUMENT_FILES = ("src/graphql/hooks.generated.ts", "src/legacy-sdk/apollo/fragments.ts",
                  "src/legacy-sdk/apollo/mutations.ts")  # fmt: skip


def plural_category(lang: str, n: int) -> str:
    """The CLDR cardinal category of a whole number ``n``, as ``Intl.PluralRules`` gives it."""
    if lang in ("zh", "ja", "ko"):
        return "other"
    if lang in ("fr", "pt"):
        return "one" if n in (0, 1) else "other"
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        return "few" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "many"
    return "one" if n == 1 else "other"


class Message:
    """An ICU message formatted as react-intl's ``formatMessage``: ``{name}`` arguments,
    ``plural`` and ``select`` (with ``#`` and ``=N``), ``''`` for an apostrophe and rich-text
    tags (``<b>``, ``<strong>``) kept as their content."""

    def __init__(self, text: str, lang: str, values: dict[str, Any]) -> None:
        self.text, self.lang, self.values, self.pos = text, lang, values, 0

    def format(self) -> str:
        out = self.parts(None)
        return re.sub(r"</?\w+>", "", out)

    def parts(self, number: int | None) -> str:
        out = []
        while self.pos < len(self.text):
            char = self.text[self.pos]
            if char == "}":
                break
            if char == "{":
                self.pos += 1
                out.append(self.argument())
            elif char == "#" and number is not None:
                out.append(str(number))
                self.pos += 1
            elif self.text.startswith("''", self.pos):
                out.append("'")
                self.pos += 2
            else:
                out.append(char)
                self.pos += 1
        return "".join(out)

    def argument(self) -> str:
        end = re.compile(r"\s*(\w+)\s*(?:,\s*(\w+)\s*)?(,|\})").match(self.text, self.pos)
        if not end:
            raise SystemExit(f"cannot read {self.text!r}")
        name, kind, stop = end.groups()
        self.pos = end.end()
        if name not in self.values:
            raise SystemExit(f"no value for {name!r} in {self.text!r}")
        value = self.values[name]
        if stop == "}":
            return str(value)
        options: dict[str, str] = {}
        while True:
            option = re.compile(r"\s*(=?\w+)\s*\{").match(self.text, self.pos)
            if not option:
                break
            self.pos = option.end()
            options[option.group(1)] = self.parts(value if kind == "plural" else None)
            self.pos += 1  # the option's closing brace
        self.pos = re.compile(r"\s*\}").match(self.text, self.pos).end()  # type: ignore[union-attr]
        if kind == "plural":
            key = f"={value}" if f"={value}" in options else plural_category(self.lang, value)
            return options.get(key, options["other"])
        return options.get(str(value), options["other"])


class Lookup:
    """``t(key, **values)`` for one language: the catalogue's string, English's where the
    catalogue lacks the key, leaves it empty or holds English's own text (``fallbacks``)."""

    def __init__(self, folder: Path, lang: str) -> None:
        def read(name: str) -> dict[str, str]:
            table = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
            return {key: entry["string"] for key, entry in table.items()}

        self.lang = lang
        self.english = read("defaultMessages")
        self.table = self.english if lang == "en" else read(LANGUAGES[lang])
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in locale/defaultMessages.json")
        text, lang = self.table.get(key) or "", self.lang
        if not text.strip():  # react-intl formats the defaultMessage in the default locale
            text, lang = self.english[key], "en"
        if self.lang != "en" and text == self.english[key]:
            self.fallbacks.add(key)
        return Message(text, lang, values).format()


class Documents:
    """The GraphQL documents of the app's ``gql`` templates, sent as Apollo Client sends
    them."""

    def __init__(self, checkout: Path) -> None:
        self.sources: dict[str, str] = {}
        for name in DOCUMENT_FILES:
            text = (checkout / name).read_text(encoding="utf-8")
            for match in re.finditer(r"export const (\w+) = gql`(.*?)`;", text, re.S):
                self.sources[match.group(1)] = match.group(2)
        self.typename = parse("{ __typename }").definitions[0].selection_set.selections[0]  # type: ignore[attr-defined]

    def source(self, name: str) -> str:
        """graphql-tag's source: each ``${fragment}`` is that document's own source."""
        return re.sub(r"\$\{(\w+)\}", lambda m: self.source(m.group(1)), self.sources[name])

    def document(self, name: str) -> DocumentNode:
        document = parse(self.source(name), no_location=True)
        seen: set[str] = set()
        definitions = []
        for definition in document.definitions:  # graphql-tag keeps a fragment once
            if definition.kind == "fragment_definition":
                if definition.name.value in seen:  # type: ignore[attr-defined]
                    continue
                seen.add(definition.name.value)  # type: ignore[attr-defined]
            root = definition.kind != "fragment_definition"
            self.add_typename(definition.selection_set, root)  # type: ignore[attr-defined]
            definitions.append(definition)
        document.definitions = tuple(definitions)
        return document

    def add_typename(self, selection_set: SelectionSetNode, root: bool) -> None:
        """Apollo's ``addTypenameToDocument``: ``__typename`` last in every selection set
        but the operation's own and those that already ask for a ``__`` field."""
        for selection in selection_set.selections:
            if getattr(selection, "selection_set", None) is not None:
                self.add_typename(selection.selection_set, root=False)  # type: ignore[attr-defined]
        fields = [s for s in selection_set.selections if isinstance(s, FieldNode)]
        if root or any(f.name.value.startswith("__") for f in fields):
            return
        selection_set.selections = (*selection_set.selections, self.typename)

    def __call__(self, name: str, variables: dict[str, Any]) -> dict[str, str]:
        document = self.document(name)
        operation = next(d for d in document.definitions if d.kind == "operation_definition")
        body = {"operationName": operation.name.value, "variables": variables,  # type: ignore[attr-defined]
                "query": print_ast(document)}  # fmt: skip
        return {"request": f"POST {API}",
                "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def main(checkout: str) -> int:
    root = Path(checkout)
    folder = root / "locale"
    gql = Documents(root)

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, gql)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
