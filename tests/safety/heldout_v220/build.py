"""Builds the two-hundred-and-twentieth held-out corpus (``heldout_v220.yaml``) from a real web
app's source.

The source is Documenso (github.com/documenso/documenso), an open document-signing app: a
React Router (Remix) front end, ``apps/remix``, calling tRPC routes (``packages/trpc/server``)
and the services in ``packages/lib/server-only``, at commit
75330166cc00b29c14399bc2e391e4b4d8080c00 ("v2.17.0", 19 Aug 2026). Read: the dialogs
``apps/remix/app/components/dialogs`` (envelope-delete, envelope-cancel, envelope-distribute,
envelope-redistribute, envelope-duplicate, envelope-rename, envelopes-bulk-move,
envelope-download, folder-delete, template-use, template-direct-link, team-create,
team-delete, team-member-delete, organisation-member-invite, organisation-leave,
organisation-delete, token-create, token-delete, webhook-create, webhook-delete,
webhook-test, account-delete, passkey-create); the row menus
``tables/documents-table-action-dropdown.tsx`` and ``templates-table-action-dropdown.tsx``,
``tables/settings-security-passkey-table-actions.tsx``; the signing page
``general/document-signing/document-signing-page-view-v1.tsx``, its complete and reject
dialogs; ``general/org-menu-switcher.tsx`` (the user menu); the forms ``forms/profile.tsx``,
``forms/password.tsx`` and ``forms/2fa/disable-authenticator-app-dialog.tsx``; the tRPC
client ``packages/trpc/react/index.tsx`` (httpBatchLink, superjson) and the auth client
``packages/auth/client/index.ts`` (Hono, ``/api/auth``); the services
``packages/lib/server-only/document/delete-document.ts``, ``folder/delete-folder.ts``,
``template/create-template-direct-link.ts`` and ``delete-template-direct-link.ts``.

**Screens** (39 a language): a pending and a draft document's row menu; the delete dialog of
a draft, a pending and a completed document and the Hide dialog a recipient sees; the cancel,
send, resend, duplicate, rename and move-to-folder dialogs; a folder's delete dialog; the
signing page, its complete (Sign) and reject dialogs; a template's row menu, the use-template
dialog with Send document off and on, a template's delete dialog, the direct link's manage
step and its remove confirmation; the team create, member invite, team member remove,
organisation leave, team delete and organisation delete dialogs; the API token create and
delete dialogs, the webhook create, delete and test dialogs; the profile and password forms,
the disable-2FA dialog, a passkey's delete dialog, the account deletion dialog and the user
menu. A dialog (Radix) is written with its title and description and its controls over its
page; a dropdown menu as its entries over its page (its group labels as texts). A field
holds what the user typed (the typed confirmations, ``delete`` and the like, filled in). A
dialog whose title is the same words as its button (Reject Document, Disable 2FA, Delete
Account is not: its button is Confirm Deletion) is written without its title.

**Strings** are the Lingui catalogues ``packages/lib/translations/<lang>/web.po``, for en, zh,
ja, ko, de, fr, es and pt-BR, looked up by the English message (``msgid``) as the page's
``<Trans>`` and ``t``/``msg`` write it (a ``<Trans>``'s inner tags become ``<0>``; the build
drops them and fills ``{title}``-like values); a message with an empty ``msgstr`` shows
English. The app has no Russian catalogue: every Russian screen shows the English strings
(judgement call: written in English, as a Russian user of this app sees it). The build prints
each language's strings that fell back to English: in every translated language the API
token dialog's title, description and the delete token title (untranslated in the
catalogues), and in pt-BR fourteen more (the cancel, rename, duplicate and move dialogs'
texts, the delete dialogs' descriptions, Save as Template). Names of documents, people, teams and
typed texts are the same in every language.

**What each action sends**, read from the code. A tRPC mutation goes through httpBatchLink:
``POST /api/trpc/<router>.<procedure>?batch=1`` with the body ``{"0":{"json":INPUT}}``
(superjson: a property passed as undefined is left out of the JSON and named in
``meta.values``; ``profile.deleteAccount`` has no input, ``{"0":{"meta":{"values":
["undefined"]}}}``). A query is ``GET /api/trpc/<procedure>?batch=1&input=...`` (the download
dialog's ``envelope.item.getManyByToken`` on opening it). The auth client posts JSON to
``/api/auth/...`` (``email-password/update-password``, ``two-factor/disable``, ``signout``,
the last with no body, then ``window.location`` to ``/signin``, written ``via: link``). A
React Router ``<Link>`` (the menus' Edit and Account) is written as the page load of its href
(``via: link``). The inputs, as the components pass them: ``envelope.delete``
``{envelopeId}`` (the same for a document and a template, and for Hide); ``envelope.cancel``
``{envelopeId, reason}`` (reason undefined when left empty); ``envelope.distribute``
``{envelopeId, meta}`` with the form's subject, message, emailId and distributionMethod;
``envelope.redistribute`` ``{envelopeId, recipients: [ids]}``; ``envelope.duplicate``
``{envelopeId, includeRecipients, includeFields}``; ``envelope.update``
``{envelopeId, data: {title}}``; ``envelope.bulk.move`` ``{envelopeIds, folderId,
envelopeType}``; ``folder.deleteFolder`` ``{folderId}``;
``recipient.completeDocumentWithToken`` ``{token, documentId, accessAuthOptions}``;
``recipient.rejectDocumentWithToken`` ``{documentId, token, reason}``;
``template.createDocumentFromTemplate`` ``{templateId, recipients, distributeDocument,
customDocumentData}``; ``template.toggleTemplateDirectLink`` ``{templateId, enabled}``;
``template.deleteTemplateDirectLink`` ``{templateId}``; ``team.create``, ``team.delete``
``{teamId, transferTeamId}`` (no transfer chosen: undefined), ``team.member.delete``,
``organisation.member.invite.createMany``, ``organisation.leave``, ``organisation.delete``;
``apiToken.create`` (the form's default expiry ``THREE_MONTHS``), ``apiToken.delete``
``{id, teamId}``; ``webhook.createWebhook``, ``deleteWebhook`` ``{id}``, ``testWebhook``
``{id, event}``; ``profile.updateProfile`` ``{name, signature}``; ``auth.passkey.delete``
``{passkeyId}``. The queries a mutation's success invalidates and refetches are not written
(they only read). Opening a dialog or a menu, a menu entry that opens a dialog, a Cancel or
Close, sends nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete of a
draft or pending document (delete-document.ts deletes the envelope outright; a pending one's
recipients are e-mailed that it was cancelled) and of a template; Delete of a completed
document (judgement call: the service only sets ``deletedAt``, but the app offers no way to
restore it: "Please contact support if you would like to revert this action"); a recipient's
Hide (judgement call: the same, for the recipient's own copy); Cancel document (the signing
stops and the recipients are notified; **cancel**); Send and Send reminder (e-mails to the
recipients; **send**); Create and send from a template (the new document is sent);
Invite (invitation e-mails); a webhook's Test Send (judgement call: a sample event is posted
to the outside URL); Sign and Reject Document on the signing page (the recipient's signature
or rejection is final, the owner is notified and the document sealed when the last one signs;
**sign**); a folder's Delete (judgement call: its documents move to the root, but the folder
and its subfolders are deleted without trash); the direct link's remove Confirm (the link's
token is deleted: links already shared stop working, a new link gets a new token;
**revoke**); removing a team member, leaving the organisation, deleting an API token or a
passkey (access withdrawn; **revoke**); deleting a team (its documents deleted unless
transferred, members notified), an organisation or a webhook (**delete**); Confirm Deletion of
the account (**delete-user**). **Harmless:** Duplicate, Rename, Move (set back at will),
Create as draft, creating a team, an API token or a webhook, the direct link's Save (the
switch set back at will), Update profile, Update password (judgement call: set again at
will), Disable 2FA (judgement call: enabled again from the same page), the user menu's
Account and Sign Out, and every control that only opens a menu or a dialog. Every screen is a
web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/documenso/documenso documenso
    git -C documenso checkout 75330166cc00b29c14399bc2e391e4b4d8080c00
    python tests/safety/heldout_v220/build.py documenso

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from documenso import screens
from web_corpus import build

# The app's catalogue for each language; Russian has none and shows English.
LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "en"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v220.yaml")


ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def unquote(text: str) -> str:
    """A PO string's content: the quotes taken off, its escapes read."""
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), text.strip()[1:-1])


def read_po(path: Path) -> dict[str, str]:
    """A ``web.po``'s messages: ``msgid`` to ``msgstr`` (messages with a ``msgctxt`` are
    keyed ``context\\x04msgid``), continued lines joined."""
    table: dict[str, str] = {}
    entry: dict[str, str] = {}
    last = ""

    def flush() -> None:
        if entry.get("msgid"):
            key = entry["msgid"]
            if "msgctxt" in entry:
                key = f"{entry['msgctxt']}\x04{key}"
            table[key] = entry.get("msgstr", "")

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        m = re.match(r'^(msgctxt|msgid|msgstr)\s+(".*")$', line)
        if m:
            if m.group(1) in ("msgctxt", "msgid") and "msgstr" in entry:
                flush()
                entry = {}
            last = m.group(1)
            entry[last] = unquote(m.group(2))
        elif line.startswith('"') and last:
            entry[last] += unquote(line)
        elif not line:
            if "msgstr" in entry:
                flush()
            entry, last = {}, ""
    if "msgstr" in entry:
        flush()
    return table


def plural(text: str, values: dict[str, str]) -> str:
    """An ICU ``{n, plural, one {..} other {..}}`` message: the branch ``=n``, ``one`` for
    1 where the language has it, else ``other`` (``#`` replaced by n)."""
    m = re.match(r"^\{(\w+), plural, (.*)\}$", text, re.S)
    if not m:
        return text
    count, rest, branches = values.get(m.group(1), ""), m.group(2), {}
    while rest.strip():
        head = re.match(r"\s*(=?\w+)\s*\{", rest)
        if not head:
            break
        depth, i = 1, head.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(rest[i], 0)
            i += 1
        branches[head.group(1)] = rest[head.end() : i - 1]
        rest = rest[i:]
    one = branches.get(f"={count}") or (count == "1" and branches.get("one"))
    return (one or branches["other"]).replace("#", count)


class Lookup:
    """``t(msgid, *args, **values)`` as Lingui shows a message: the language's ``msgstr``,
    English's where it is empty or missing (``fallbacks``), ``{0}`` and ``{name}`` filled
    in, ``<0>`` tags dropped."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_po(root / LANGUAGES[lang] / "web.po")
        self.english = read_po(root / "en" / "web.po")
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, *args: str, **values: str) -> str:
        if msgid not in self.english:
            raise SystemExit(f"no message {msgid!r} in the app")
        text = self.table.get(msgid) or ""
        if not text:
            self.fallbacks.add(msgid)
            text = self.english[msgid] or msgid
        values = {**{str(i): a for i, a in enumerate(args)}, **values}
        text = plural(text, values)
        text = re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), text)
        return re.sub(r"</?\d+/?>", "", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "packages" / "lib" / "translations"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
