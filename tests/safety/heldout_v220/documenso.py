"""Documenso's screens for the two-hundred-and-twentieth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, **values)`` being that language's lookup of an English
message of the app's Lingui catalogue ``packages/lib/translations/<lang>/web.po``. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

TEAM, TEAM_ID, ORG_ID, TEAM_NAME = "acme", 7, "org_kd93jfa81mzq", "Acme Legal"
DOC, DOC_ID, DOC_TITLE = "envelope_qzvbhkdmplxnrcwa", 128, "Lease agreement.pdf"
TEMPLATE, TEMPLATE_ID, TEMPLATE_TITLE = "envelope_tmpl8c3v0sxwe4", 54, "NDA template.pdf"
SIGNER, SIGNER_ID, SIGNER_NAME = "maria@example.com", 41, "Maria Lopez"
TOKEN = "Qv4Lk8s2Rw7nTm1pXz9aBc"  # made up; a recipient's signing token
MEMBER_ID, MEMBER, MEMBER_NAME = "member_p2x8v0k3n5d7", "tom@example.com", "Tom Becker"
FOLDER, FOLDER_NAME = "folder_w1c7r5t9y3ha", "Contracts"
PASSKEY, WEBHOOK, API_TOKEN = "passkey_m4q8z1r6b2", "webhook_x7f2k9d4j1", 19
HOOK_URL = "https://hooks.example.com/documenso"
UNDEFINED = object()  # a property the page passes as undefined (superjson keeps it in meta)
Act = tuple[str, bool, list[Any]]


def superjson(data: Any) -> dict[str, Any]:
    """``SuperJSON.serialize``: the value as ``json``; undefined properties of an object
    recorded in ``meta.values`` (a top-level undefined too), the JSON leaving them out."""
    if data is UNDEFINED:
        return {"meta": {"values": ["undefined"]}}
    if isinstance(data, dict):
        plain = {k: v for k, v in data.items() if v is not UNDEFINED}
        undefined = {k: ["undefined"] for k, v in data.items() if v is UNDEFINED}
        return {"json": plain, **({"meta": {"values": undefined}} if undefined else {})}
    return {"json": data}


def mutation(procedure: str, data: Any) -> dict[str, str]:
    """A tRPC mutation through httpBatchLink: ``POST /api/trpc/<procedure>?batch=1`` with
    the superjson input under ``"0"``."""
    return {"request": f"POST /api/trpc/{procedure}?batch=1",
            "body": json.dumps({"0": superjson(data)}, separators=(",", ":"))}  # fmt: skip


def query(procedure: str, data: Any, batch: bool = True) -> str:
    """A tRPC query: ``GET /api/trpc/<procedure>`` with the superjson input in ``input``
    (batched under ``"0"`` unless the query skips the batch)."""
    value = {"0": superjson(data)} if batch else superjson(data)
    text = quote(json.dumps(value, separators=(",", ":")), safe="")
    return f"GET /api/trpc/{procedure}?{'batch=1&' if batch else ''}input={text}"


def auth(path: str, data: Any = None) -> Any:
    """The Hono auth client (``/api/auth``): a JSON POST, or one with no body."""
    if data is None:
        return f"POST /api/auth/{path}"
    return {"request": f"POST /api/auth/{path}",
            "body": json.dumps(data, separators=(",", ":"))}  # fmt: skip


def link(path: str) -> dict[str, str]:
    """A React Router ``<Link>`` (an ``<a href>``): the page of its href."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"documenso {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(page: str, title: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Radix dialog over its page: its title and description, then its controls. A title in
    the same words as one of its buttons is left out (the tap names the button)."""
    labels = {v for item in items for k, v in item.items() if k in ("button", "menu")}
    parts = {"title": title if title not in labels else "", "message": message}
    return {"title": page, "dialog": {k: v for k, v in parts.items() if v}, "items": items}


def menu(page: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown menu over its page."""
    return {"title": page, "dialog": {}, "items": items}


def field(name: str, hint: str = "", text: str = "") -> dict[str, Any]:
    return {"field": name, "hint": hint, "text": text}


def document_screens(t: Any) -> list[dict[str, Any]]:
    """The documents list's row menus, the delete, cancel, send, resend, duplicate, rename and
    move dialogs, and the folder's delete dialog."""
    docs = t("Documents")
    sure = t("Are you sure?")
    about = t('You are about to delete <0>"{title}"</0>', title=DOC_TITLE)
    delete, cancel = t("Delete"), t("Cancel")
    deleting = mutation("envelope.delete", {"envelopeId": DOC})
    typed = t("delete")
    confirm_hint = t("Please type {0} to confirm", f"'{typed}'")
    pending_menu = menu(docs, [
        {"text": t("Action")}, {"menu": t("Edit")}, {"menu": t("Download")},
        {"menu": t("Duplicate")}, {"menu": t("Save as Template")}, {"menu": t("Move to Folder")},
        {"menu": cancel}, {"menu": delete}, {"text": t("Share")}, {"menu": t("Signing Links")},
        {"menu": t("Resend")}, {"menu": t("Share Signing Card")}])  # fmt: skip
    draft_menu = menu(docs, [
        {"text": t("Action")}, {"menu": t("Edit")}, {"menu": t("Rename")},
        {"menu": t("Download")}, {"menu": t("Duplicate")}, {"menu": t("Save as Template")},
        {"menu": t("Move to Folder")}, {"menu": delete}])  # fmt: skip
    items = query("envelope.item.getManyByToken", {"envelopeId": DOC, "access": {"type": "user"}})
    draft = dialog(docs, sure, about, [
        {"text": t("Please note that this action is <0>irreversible</0>. Once confirmed, this "
                   "document will be permanently deleted.")},
        {"button": cancel}, {"button": delete}])  # fmt: skip
    pending = dialog(docs, sure, about, [
        {"text": t("Document will be permanently deleted")},
        {"text": t("All recipients will be notified")},
        field("delete", confirm_hint, typed), {"button": cancel}, {"button": delete}])  # fmt: skip
    completed = dialog(docs, sure, about, [
        {"text": t("The document will be hidden from your account")},
        {"text": t("Recipients will still retain their copy of the document")},
        field("delete", confirm_hint, typed), {"button": cancel}, {"button": delete}])  # fmt: skip
    hide = dialog(t("Inbox"), sure, t('You are about to hide <0>"{title}"</0>', title=DOC_TITLE), [
        {"text": t("Please contact support if you would like to revert this action.")},
        {"button": cancel}, {"button": t("Hide")}])  # fmt: skip
    cancelling = t('You are about to cancel <0>"{title}"</0>', title=DOC_TITLE)
    cancel_doc = dialog(docs, sure, cancelling, [
        {"text": t("Recipients will be notified that the document was cancelled")},
        field("cancel-reason", t("Add an optional reason for cancelling this document")),
        {"button": cancel}, {"button": t("Cancel document")}])  # fmt: skip
    send = dialog(DOC_TITLE, t("Send Document"),
                  t("Recipients will be able to sign the document once sent"), [
        {"radio": t("Email"), "checked": True}, {"radio": t("None"), "checked": False},
        field("meta.subject", t("Subject <0>(Optional)</0>")),
        {"button": cancel}, {"button": t("Send")}])  # fmt: skip
    resend = dialog(docs, t("Resend Document"), t("Send reminders to the following recipients"), [
        {"text": SIGNER}, {"switch": SIGNER, "checked": True},
        {"button": cancel}, {"button": t("Send reminder")}])  # fmt: skip
    duplicate = dialog(docs, t("Duplicate Document"), t("This document will be duplicated."), [
        {"switch": t("Include Recipients"), "checked": True},
        {"switch": t("Include Fields"), "checked": True},
        {"button": cancel}, {"button": t("Duplicate")}])  # fmt: skip
    rename = dialog(docs, t("Rename Document"), "", [
        field("title", "", "Lease agreement 2025.pdf"), {"button": cancel},
        {"button": t("Rename")}])  # fmt: skip
    move = dialog(docs, t("Move Documents to Folder"),
                  t("{0, plural, one {Select a folder to move the selected document to.} "
                    "other {Select a folder to move the # selected documents to.}}", "1"), [
        {"button": t("Home (No Folder)")}, {"button": FOLDER_NAME},
        {"button": cancel}, {"button": t("Move")}])  # fmt: skip
    folder = dialog(docs, t("Delete Folder"), t("Are you sure you want to delete this folder?"), [
        {"text": t("This folder contains multiple items. Deleting it will remove all subfolders "
                   "and move all nested documents and templates to the root folder.")},
        field("confirmText", typed, typed), {"button": cancel}, {"button": delete}])  # fmt: skip
    # fmt: off
    return [
        _entry("opens-prompt", "pending document's menu", pending_menu, [
            (t("Edit"), False, [link(f"/t/{TEAM}/documents/{DOC}/edit")]),
            (t("Download"), False, [items]),
            (cancel, False, []),
            (delete, False, [])]),
        _entry("opens-prompt", "draft document's menu", draft_menu, [
            (t("Rename"), False, []), (t("Duplicate"), False, [])]),
        _entry("delete", "delete draft document", draft, [
            (delete, True, [deleting]), (cancel, False, [])]),
        _entry("delete", "delete pending document", pending, [(delete, True, [deleting])]),
        _entry("delete", "delete completed document", completed, [(delete, True, [deleting])]),
        _entry("delete", "hide a received document", hide, [(t("Hide"), True, [deleting])]),
        _entry("cancel", "cancel pending document", cancel_doc, [
            (t("Cancel document"), True, [mutation("envelope.cancel", {
                "envelopeId": DOC, "reason": UNDEFINED})]),
            (cancel, False, [])]),
        _entry("send", "send document", send, [
            (t("Send"), True, [mutation("envelope.distribute", {"envelopeId": DOC, "meta": {
                "emailId": None, "subject": "", "message": "", "distributionMethod": "EMAIL"}})]),
            (cancel, False, [])]),
        _entry("send", "resend document", resend, [
            (t("Send reminder"), True, [mutation("envelope.redistribute", {
                "envelopeId": DOC, "recipients": [SIGNER_ID]})])]),
        _entry("reversible", "duplicate document", duplicate, [
            (t("Duplicate"), False, [mutation("envelope.duplicate", {
                "envelopeId": DOC, "includeRecipients": True, "includeFields": True})])]),
        _entry("reversible", "rename document", rename, [
            (t("Rename"), False, [mutation("envelope.update", {
                "envelopeId": DOC, "data": {"title": "Lease agreement 2025.pdf"}})])]),
        _entry("reversible", "move document to folder", move, [
            (t("Move"), False, [mutation("envelope.bulk.move", {
                "envelopeIds": [DOC], "folderId": FOLDER, "envelopeType": "DOCUMENT"})])]),
        _entry("delete", "delete folder", folder, [
            (delete, True, [mutation("folder.deleteFolder", {"folderId": FOLDER})])]),
    ]
    # fmt: on


def signing_screens(t: Any) -> list[dict[str, Any]]:
    """A recipient's signing page, its complete and reject dialogs."""
    page = {"title": DOC_TITLE, "items": [
        {"text": t("Sign Document")}, {"button": t("Reject Document")},
        {"button": t("Complete")}]}  # fmt: skip
    complete = dialog(DOC_TITLE, t("Are you sure?"),
                      t("You are about to complete signing the following document"), [
        {"text": DOC_TITLE}, {"button": t("Cancel")}, {"button": t("Sign")}])  # fmt: skip
    reject = dialog(DOC_TITLE, t("Reject Document"),
                    t("Are you sure you want to reject this document? This action cannot be "
                      "undone."), [
        field("reason", t("Reason for rejection: "), "Wrong rent amount"),
        {"button": t("Cancel")}, {"button": t("Reject Document")}])  # fmt: skip
    # fmt: off
    return [
        _entry("opens-prompt", "signing page", page, [
            (t("Complete"), False, []), (t("Reject Document"), False, [])]),
        _entry("sign", "complete signing", complete, [
            (t("Sign"), True, [mutation("recipient.completeDocumentWithToken", {
                "token": TOKEN, "documentId": DOC_ID, "accessAuthOptions": UNDEFINED})]),
            (t("Cancel"), False, [])]),
        _entry("sign", "reject document", reject, [
            (t("Reject Document"), True, [mutation("recipient.rejectDocumentWithToken", {
                "documentId": DOC_ID, "token": TOKEN, "reason": "Wrong rent amount"})]),
            (t("Cancel"), False, [])]),
    ]
    # fmt: on


def template_screens(t: Any) -> list[dict[str, Any]]:
    """The templates list's row menu, the use dialog (as a draft and sending), the delete
    dialog and the direct link's manage and remove steps."""
    page = t("Templates")
    cancel = t("Cancel")
    row = menu(page, [
        {"text": t("Action")}, {"menu": t("Download")}, {"menu": t("Edit")},
        {"menu": t("Rename")}, {"menu": t("Duplicate")}, {"menu": t("Direct link")},
        {"menu": t("Move to Folder")}, {"menu": t("Bulk Send via CSV")},
        {"menu": t("Delete")}])  # fmt: skip

    def use(send: bool) -> dict[str, Any]:
        return dialog(page, t("Create document from template"),
                      t("Add the recipients to create the document with"), [
            field("recipients.0.email", t("Email"), SIGNER),
            field("recipients.0.name", t("Name"), SIGNER_NAME),
            {"switch": t("Send document"), "checked": send}, {"button": t("Close")},
            {"button": t("Create and send") if send else t("Create as draft")}])  # fmt: skip

    def created(send: bool) -> dict[str, str]:
        return mutation("template.createDocumentFromTemplate", {
            "templateId": TEMPLATE_ID, "recipients": [{"id": SIGNER_ID, "name": SIGNER_NAME,
                                                        "email": SIGNER, "signingOrder": 1}],
            "distributeDocument": send, "customDocumentData": []})  # fmt: skip

    delete = dialog(page, t("Are you sure?"),
                    t('You are about to delete <0>"{title}"</0>', title=TEMPLATE_TITLE), [
        {"text": t("Please note that this action is <0>irreversible</0>. Once confirmed, this "
                   "template will be permanently deleted.")},
        {"button": cancel}, {"button": t("Delete")}])  # fmt: skip
    manage = dialog(page, t("Direct Link Signing"),
                    t("Manage the direct link signing for this template"), [
        {"switch": t("Enable Direct Link Signing"), "checked": True},
        {"text": t("Copy Shareable Link")}, {"button": t("Remove")},
        {"button": t("Save")}])  # fmt: skip
    remove = dialog(page, t("Are you sure?"),
                    t("Please note that proceeding will remove direct linking recipient and turn "
                      "it into a placeholder."), [
        {"button": cancel}, {"button": t("Confirm")}])  # fmt: skip
    # fmt: off
    return [
        _entry("opens-prompt", "template's menu", row, [
            (t("Direct link"), False, []), (t("Bulk Send via CSV"), False, []),
            (t("Delete"), False, [])]),
        _entry("reversible", "use template as draft", use(False), [
            (t("Create as draft"), False, [created(False)])]),
        _entry("send", "use template and send", use(True), [
            (t("Create and send"), True, [created(True)])]),
        _entry("delete", "delete template", delete, [
            (t("Delete"), True, [mutation("envelope.delete", {"envelopeId": TEMPLATE})]),
            (cancel, False, [])]),
        _entry("reversible", "manage direct link", manage, [
            (t("Save"), False, [mutation("template.toggleTemplateDirectLink", {
                "templateId": TEMPLATE_ID, "enabled": True})])]),
        _entry("revoke", "remove direct link", remove, [
            (t("Confirm"), True, [mutation("template.deleteTemplateDirectLink", {
                "templateId": TEMPLATE_ID})]),
            (cancel, False, [])]),
    ]
    # fmt: on


def team_screens(t: Any) -> list[dict[str, Any]]:
    """Creating a team, inviting organisation members, removing a team member, leaving the
    organisation, deleting the team and the organisation."""
    cancel, members = t("Cancel"), t("Members")
    create = dialog(t("Teams"), t("Create team"),
                    t("Create a team to collaborate with your team members."), [
        field("teamName", "", "Contracts desk"), field("teamUrl", "", "contracts-desk"),
        {"button": cancel}, {"button": t("Create Team")}])  # fmt: skip
    invite = dialog(members, t("Invite organisation members"),
                    t("An email containing an invitation will be sent to each member."), [
        field("invitations.0.email", t("Email address"), MEMBER),
        {"button": t("Add more")}, {"button": cancel}, {"button": t("Invite")}])  # fmt: skip
    remove = dialog(members, t("Are you sure?"), MEMBER_NAME, [
        {"text": MEMBER}, {"button": t("Close")}, {"button": t("Remove")}])  # fmt: skip
    leave = dialog(t("Organisations"), t("Are you sure?"),
                   t("You are about to leave the following organisation."), [
        {"text": "Acme Inc"}, {"button": cancel}, {"button": t("Leave")}])  # fmt: skip
    team_delete = dialog(t("General"), t("Are you sure you wish to delete this team?"),
                         t("Please note that you will lose access to all documents associated "
                           "with this team & all the members will be removed and notified"), [
        field("teamName", "", f"delete {TEAM_NAME}"), {"button": cancel},
        {"button": t("Delete")}])  # fmt: skip
    org_delete = dialog(t("General"), t("Are you sure you wish to delete this organisation?"), "", [
        field("organisationName", "", "delete Acme Inc"), {"button": cancel},
        {"button": t("Delete")}])  # fmt: skip
    # fmt: off
    return [
        _entry("reversible", "create team", create, [
            (t("Create Team"), False, [mutation("team.create", {
                "organisationId": ORG_ID, "teamName": "Contracts desk",
                "teamUrl": "contracts-desk", "inheritMembers": True})])]),
        _entry("send", "invite organisation members", invite, [
            (t("Invite"), True, [mutation("organisation.member.invite.createMany", {
                "organisationId": ORG_ID,
                "invitations": [{"email": MEMBER, "organisationRole": "MEMBER"}]})]),
            (cancel, False, [])]),
        _entry("revoke", "remove team member", remove, [
            (t("Remove"), True, [mutation("team.member.delete", {
                "teamId": TEAM_ID, "memberId": MEMBER_ID})]),
            (t("Close"), False, [])]),
        _entry("revoke", "leave organisation", leave, [
            (t("Leave"), True, [mutation("organisation.leave", {"organisationId": ORG_ID})])]),
        _entry("delete", "delete team", team_delete, [
            (t("Delete"), True, [mutation("team.delete", {
                "teamId": TEAM_ID, "transferTeamId": UNDEFINED})]),
            (cancel, False, [])]),
        _entry("delete", "delete organisation", org_delete, [
            (t("Delete"), True, [mutation("organisation.delete", {"organisationId": ORG_ID})])]),
    ]
    # fmt: on


def developer_screens(t: Any) -> list[dict[str, Any]]:
    """API tokens and webhooks: create, delete, test."""
    cancel = t("Cancel")
    token = dialog(t("API Tokens"), t("Create API token"),
                   t("Use API tokens to authenticate with the Documenso API."), [
        field("tokenName", "", "Zapier"), {"button": cancel},
        {"button": t("Create token")}])  # fmt: skip
    token_delete = dialog(t("API Tokens"), t("Delete token"),
                          t("Please note that this action is irreversible. Once confirmed, your "
                            "token will be permanently deleted."), [
        field("tokenName", "", "delete Zapier"), {"button": cancel},
        {"button": t("Delete")}])  # fmt: skip
    hook = dialog(t("Webhooks"), t("Create webhook"),
                  t("On this page, you can create a new webhook."), [
        field("webhookUrl", "", HOOK_URL), {"switch": t("Enabled"), "checked": True},
        {"button": cancel}, {"button": t("Create")}])  # fmt: skip
    hook_delete = dialog(t("Webhooks"), t("Delete Webhook"),
                         t("Please note that this action is irreversible. Once confirmed, your "
                           "webhook will be permanently deleted."), [
        field("webhookUrl", "", f"delete {HOOK_URL}"), {"button": cancel},
        {"button": t("Delete")}])  # fmt: skip
    test = dialog(t("Webhooks"), t("Test Webhook"),
                  t("Send a test webhook with sample data to verify your integration is "
                    "working correctly."), [
        {"text": HOOK_URL}, {"button": t("Close")}, {"button": t("Send")}])  # fmt: skip
    # fmt: off
    return [
        _entry("reversible", "create API token", token, [
            (t("Create token"), False, [mutation("apiToken.create", {
                "teamId": TEAM_ID, "tokenName": "Zapier", "expirationDate": "THREE_MONTHS"})])]),
        _entry("revoke", "delete API token", token_delete, [
            (t("Delete"), True, [mutation("apiToken.delete", {
                "id": API_TOKEN, "teamId": TEAM_ID})])]),
        _entry("reversible", "create webhook", hook, [
            (t("Create"), False, [mutation("webhook.createWebhook", {
                "enabled": True, "eventTriggers": ["DOCUMENT_COMPLETED"], "secret": "",
                "webhookUrl": HOOK_URL})])]),
        _entry("delete", "delete webhook", hook_delete, [
            (t("Delete"), True, [mutation("webhook.deleteWebhook", {"id": WEBHOOK})])]),
        _entry("send", "test webhook", test, [
            (t("Send"), True, [mutation("webhook.testWebhook", {
                "id": WEBHOOK, "event": "DOCUMENT_COMPLETED"})]),
            (t("Close"), False, [])]),
    ]
    # fmt: on


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user's profile, password, two-factor and passkey settings, the account's deletion
    and the user menu."""
    profile = {"title": t("Profile"), "items": [
        field("full-name", "", "Alice Moreau"), field("email", "", "alice@example.com"),
        {"button": t("Update profile")}]}  # fmt: skip
    password = {"title": t("Security"), "items": [
        field("current-password", "", "••••••••••"), field("password", "", "••••••••••••"),
        field("repeated-password", "", "••••••••••••"),
        {"button": t("Update password")}]}  # fmt: skip
    disable = dialog(t("Security"), t("Disable 2FA"),
                     t("Please provide a token from the authenticator, or a backup code. If you "
                       "do not have a backup code available, please contact support."), [
        field("totpCode", "", "481516"), {"button": t("Use Backup Code")},
        {"button": t("Disable 2FA")}])  # fmt: skip
    passkey = dialog(t("Passkeys"), t("Delete passkey"),
                     t("Are you sure you want to remove the <0>{passkeyName}</0> passkey?",
                       passkeyName="MacBook"), [
        {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    account = dialog(t("Profile"), t("Delete Account"),
                     t("This action is not reversible. Please be certain."), [
        field("Confirm Email", "", "alice@example.com"),
        {"button": t("Confirm Deletion")}])  # fmt: skip
    user_menu = menu(t("Documents"), [
        {"menu": t("Inbox")}, {"menu": t("Account")}, {"menu": t("Language")},
        {"menu": t("Sign Out")}])  # fmt: skip
    # fmt: off
    return [
        _entry("reversible", "profile", profile, [
            (t("Update profile"), False, [mutation("profile.updateProfile", {
                "name": "Alice Moreau", "signature": ""})])]),
        _entry("reversible", "password", password, [
            (t("Update password"), False, [auth("email-password/update-password", {
                "currentPassword": "correct horse", "password": "battery staple 9"})])]),
        _entry("reversible", "disable two-factor", disable, [
            (t("Disable 2FA"), False, [auth("two-factor/disable", {"totpCode": "481516"})])]),
        _entry("revoke", "delete passkey", passkey, [
            (t("Delete"), True, [mutation("auth.passkey.delete", {"passkeyId": PASSKEY})]),
            (t("Cancel"), False, [])]),
        _entry("delete-user", "delete account", account, [
            (t("Confirm Deletion"), True, [mutation("profile.deleteAccount", UNDEFINED),
                                           auth("signout"), link("/signin")])]),
        _entry("reversible", "user menu", user_menu, [
            (t("Account"), False, [link("/settings/profile")]),
            (t("Sign Out"), False, [auth("signout"), link("/signin")])]),
    ]
    # fmt: on


def screens(t: Any) -> list[dict[str, Any]]:
    return [*document_screens(t), *signing_screens(t), *template_screens(t),
            *team_screens(t), *developer_screens(t), *account_screens(t)]  # fmt: skip
