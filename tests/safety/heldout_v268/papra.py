"""Papra's screens for the two-hundred-and-sixty-eighth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a key of the app's
``apps/papra-client/src/locales/<lang>.dictionary.ts`` catalogue. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

TITLE = "Papra - Document archiving and sharing platform"  # index.html, never changed
BASE_URL = "https://papra.example.org"  # the instance's APP_BASE_URL; the API is the same origin
ORG, ORG_NAME = "org_t8k2m5x9q3w7v1n4b6c0p2zr", "Hopper Household"
API = f"/api/organizations/{ORG}"
DOC, DOC_NAME = "doc_h4n8q2v6x0m3k7t1w5c9b2pd", "lease-agreement-2024.pdf"
DOC2, DOC3 = "doc_w2c6t0m4x8q1v5n9k3b7h2rf", "doc_p9k5v1n7x3m0w6q2t8c4b1js"
OLD, OLD_NAME = "doc_r7m1x5q9k3w8v2n6t0c4b1hs", "old-insurance-2019.pdf"
TAG, TAG_NAME = "tag_m3q7v1x5k9w2n6t0c4b8h1dz", "Invoices"
TAG2 = "tag_c5n9t3x7m1q4v8k2w6b0h3ly"
SHARE = "sl_v8k2x6m0q4w1n5t9c3b7h2gx"
RULE, RULE_NAME = "tr_k6w0x4m8q2v5n9t3c7b1h4ea", "Utility bills"
MEMBER, MEMBER_NAME = "om_q1x5m9k3w7v0n4t8c2b6h5ku", "Grace Hopper"
INVITE, INVITE_EMAIL = "oi_x3m7q1k5w9v2n6t0c4b8h6nw", "alan@example.org"
INVITE2, INVITE2_EMAIL = "oi_n0k4x8m2q6w9v3t7c1b5h7pc", "linus@example.org"
MY_INVITE, INVITER_ORG = "oi_t5x9m3k7q0w4v8n2c6b1h8qa", "Lovelace Studio"
INTAKE, INTAKE_EMAIL = "ie_w7m1x5k9q3v6n0t4c8b2h9rb", "k3v9x2m7q1@in.papra.example.org"
WEBHOOK, WEBHOOK_NAME = "wh_m9x3k7q1w5v8n2t6c0b4h1sd", "Chat notifier"
APIKEY, APIKEY_NAME = "ak_q4x8m2k6w0v3n7t1c5b9h2tf", "Nightly backup script"
USER, USER_EMAIL = "usr_x6m0k4q8w2v5n9t3c7b1h3ug", "mallory@example.org"
PASSWORD = "correct-horse-battery"
Act = tuple[str, bool, list[Any]]


def call(method: str, path: str, data: Any = None) -> Any:
    """apiClient's (ofetch's) fetch to the instance's own origin, cookies included; a body is
    JSON.stringify's, which drops keys whose value is undefined."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"papra {source}", "web": True,
            "screen": {"title": TITLE, **screen}, "cases": cases}  # fmt: skip


def confirm(title: str, message: str, cancel: str, ok: str,
            typed: dict[str, Any] | None = None) -> dict[str, Any]:  # fmt: skip
    """The app's own confirmation (shared/confirm.tsx): a dialog with its title and message,
    an optional field to type a name into, then Cancel and the confirming button."""
    items = [typed] if typed else []
    return {"dialog": {"title": title, "message": message},
            "items": [*items, {"button": cancel}, {"button": ok}]}  # fmt: skip


def dialog(title: str, items: list[dict[str, Any]], message: str | None = None) -> dict[str, Any]:
    """A dialog over its page, headed by its title (and its description, where it has one)."""
    head = {"title": title, **({"message": message} if message else {})}
    return {"dialog": head, "items": items}


def document_screens(t: Any) -> list[dict[str, Any]]:
    """A document's row menu, its rename dialog and delete confirmation, the document page,
    the trash and its two confirmations, the batch toolbar, its trash confirmation and tag
    dialog."""
    menu = {"items": [
        {"link": DOC_NAME}, {"menu": t("documents.management.details")},
        {"menu": t("documents.actions.download.title")},
        {"menu": t("document-share-links.share-action")},
        {"menu": t("documents.management.rename")},
        {"menu": t("documents.management.delete")}]}  # fmt: skip
    rename = dialog(t("documents.rename.title"), [
        {"field": "name", "hint": t("documents.rename.form.name.placeholder"),
         "text": "Lease agreement 2024.pdf"},
        {"button": t("documents.rename.cancel")},
        {"button": t("documents.rename.form.submit")}])  # fmt: skip
    # useDeleteDocument writes its confirmation in English in every language.
    delete = confirm("Delete document", f"Are you sure you want to delete {DOC_NAME}?",
                     "Cancel", "Delete document")  # fmt: skip
    page = {"items": [
        {"button": DOC_NAME}, {"text": DOC},
        {"button": t("documents.actions.download.title")},
        {"button": t("documents.open-with.label")},
        {"button": t("document-share-links.share-action")},
        {"button": t("documents.actions.delete")},
        {"tab": t("documents.tabs.info")}, {"tab": t("documents.tabs.content")},
        {"tab": t("documents.tabs.activity")}]}  # fmt: skip
    download = [call("GET", f"{API}/documents/{DOC}"), call("GET", f"{API}/documents/{DOC}/file")]
    trash = {"items": [
        {"text": t("documents.deleted.title")},
        {"text": t("documents.deleted.retention-notice", days=30)},
        {"button": t("trash.delete-all.button")}, {"text": OLD_NAME},
        {"button": t("documents.actions.restore")},
        {"button": t("trash.delete.button")}]}  # fmt: skip
    trash_one = confirm(
        t("trash.delete.confirm.title"), t("trash.delete.confirm.description"),
        t("trash.delete.confirm.cancel"), t("trash.delete.confirm.label"))  # fmt: skip
    trash_all = confirm(
        t("trash.delete-all.confirm.title"), t("trash.delete-all.confirm.description"),
        t("trash.delete-all.confirm.cancel"), t("trash.delete-all.confirm.label"))  # fmt: skip
    toolbar = {"items": [
        {"field": "search", "hint": t("documents.list.search.placeholder"), "text": ""},
        {"text": t("documents.list.batch.selected-count", count=3)},
        {"button": t("documents.list.batch.clear")},
        {"button": t("documents.list.batch.tag-action")},
        {"button": t("documents.list.batch.trash-action")}]}  # fmt: skip
    batch_trash = confirm(
        t("documents.list.batch.trash.confirm.title"),
        t("documents.list.batch.trash.confirm.description", count=3),
        t("documents.list.batch.trash.confirm.cancel"),
        t("documents.list.batch.trash.confirm.label"))  # fmt: skip
    batch_tags = dialog(t("documents.list.batch.tags.dialog.title"), [
        {"text": t("documents.list.batch.tags.dialog.add-label")}, {"text": TAG_NAME},
        {"text": t("documents.list.batch.tags.dialog.remove-label")},
        {"button": t("documents.list.batch.tags.dialog.cancel")},
        {"button": t("documents.list.batch.tags.dialog.submit")}],
        t("documents.list.batch.tags.dialog.description", count=3))  # fmt: skip
    selected = {"documentIds": [DOC, DOC2, DOC3]}
    return [
        _entry("opens-prompt", "document row menu", menu, [
            (t("documents.management.rename"), False, []),
            (t("documents.management.delete"), False, [])]),
        _entry("reversible", "rename document dialog", rename, [
            (t("documents.rename.form.submit"), False, [
                call("PATCH", f"{API}/documents/{DOC}", {"name": "Lease agreement 2024.pdf"})])]),
        _entry("reversible", "delete document confirm", delete, [
            ("Delete document", False, [call("DELETE", f"{API}/documents/{DOC}")])]),
        _entry("harmless", "document page", page, [
            (t("documents.actions.download.title"), False, download),
            (t("documents.actions.delete"), False, [])]),
        _entry("opens-prompt", "trash page", trash, [
            (t("trash.delete.button"), False, []),
            (t("trash.delete-all.button"), False, [])]),
        _entry("reversible", "trash page restore", trash, [
            (t("documents.actions.restore"), False, [
                call("POST", f"{API}/documents/{OLD}/restore")])]),
        _entry("delete", "trash delete confirm", trash_one, [
            (t("trash.delete.confirm.label"), True, [
                call("DELETE", f"{API}/documents/trash/{OLD}")]),
            (t("trash.delete.confirm.cancel"), False, [])]),
        _entry("delete", "trash delete all confirm", trash_all, [
            (t("trash.delete-all.confirm.label"), True, [
                call("DELETE", f"{API}/documents/trash")]),
            (t("trash.delete-all.confirm.cancel"), False, [])]),
        _entry("opens-prompt", "documents batch toolbar", toolbar, [
            (t("documents.list.batch.tag-action"), False, []),
            (t("documents.list.batch.trash-action"), False, [])]),
        _entry("reversible", "batch trash confirm", batch_trash, [
            (t("documents.list.batch.trash.confirm.label"), False, [
                call("POST", f"{API}/documents/batch/trash", {"filter": selected})]),
            (t("documents.list.batch.trash.confirm.cancel"), False, [])]),
        _entry("reversible", "batch tag dialog", batch_tags, [
            (t("documents.list.batch.tags.dialog.submit"), False, [
                call("POST", f"{API}/documents/batch/tags", {
                    "filter": selected, "addTagIds": [TAG], "removeTagIds": []})])]),
    ]  # fmt: skip


def sharing_screens(t: Any) -> list[dict[str, Any]]:
    """The tag dialogs, the share dialog's create view, the share links page's row menu and
    its confirmation, the tagging rules page and the confirmation of applying a rule."""
    create_tag = dialog(t("tags.create"), [
        {"field": "name", "hint": t("tags.form.name.placeholder"), "text": "Receipts"},
        {"field": "description", "hint": t("tags.form.description.placeholder"),
         "text": "Shop and restaurant receipts"},
        {"button": t("tags.create")}])  # fmt: skip
    delete_tag = confirm(t("tags.delete.confirm.title"), t("tags.delete.confirm.message"),
                         t("tags.delete.confirm.cancel-button"),
                         t("tags.delete.confirm.confirm-button"))  # fmt: skip
    share = dialog(t("document-share-links.create.title"), [
        {"switch": t("document-share-links.create.password.toggle"), "checked": False},
        {"switch": t("document-share-links.create.expiration.toggle"), "checked": False},
        {"button": t("document-share-links.create.cancel")},
        {"button": t("document-share-links.create.submit")}],
        t("document-share-links.create.description"))  # fmt: skip
    links = {"items": [
        {"text": t("document-share-links.management.title")}, {"link": DOC_NAME},
        {"text": t("document-share-links.management.status.enabled")},
        {"menu": t("document-share-links.actions.open-document")},
        {"menu": t("document-share-links.copy")},
        {"menu": t("document-share-links.actions.disable")},
        {"menu": t("document-share-links.actions.stop-sharing")}]}  # fmt: skip
    stop = confirm(
        t("document-share-links.delete.confirm.title"),
        t("document-share-links.delete.confirm.message"),
        t("document-share-links.delete.confirm.cancel-button"),
        t("document-share-links.delete.confirm.confirm-button"))  # fmt: skip
    rules = {"items": [
        {"text": t("tagging-rules.list.title")}, {"link": RULE_NAME},
        {"text": t("tagging-rules.list.card.one-condition")},
        {"button": t("tagging-rules.apply.button")},
        {"button": t("tagging-rules.list.card.edit")},
        {"button": t("tagging-rules.list.card.delete")}]}  # fmt: skip
    # The apply confirmation sets no cancel text: the provider's English "Cancel" shows.
    apply = confirm(t("tagging-rules.apply.confirm.title"),
                    t("tagging-rules.apply.confirm.description"), "Cancel",
                    t("tagging-rules.apply.confirm.button"))  # fmt: skip
    share_link = f"{API}/share-links/{SHARE}"
    return [
        _entry("reversible", "create tag dialog", create_tag, [
            (t("tags.create"), False, [call("POST", f"{API}/tags", {
                "name": "Receipts", "color": "#D8FF75",
                "description": "Shop and restaurant receipts"})])]),
        _entry("delete", "delete tag confirm", delete_tag, [
            (t("tags.delete.confirm.confirm-button"), True, [
                call("DELETE", f"{API}/tags/{TAG}")]),
            (t("tags.delete.confirm.cancel-button"), False, [])]),
        _entry("reversible", "share dialog create view", share, [
            (t("document-share-links.create.submit"), False, [
                call("POST", f"{API}/documents/{DOC}/share-links", {"expiresAt": None})]),
            (t("document-share-links.create.cancel"), False, [])]),
        _entry("reversible", "share links row menu", links, [
            (t("document-share-links.actions.disable"), False, [
                call("PATCH", share_link, {"isEnabled": False})]),
            (t("document-share-links.actions.stop-sharing"), False, [])]),
        _entry("revoke", "delete share link confirm", stop, [
            (t("document-share-links.delete.confirm.confirm-button"), True, [
                call("DELETE", share_link)]),
            (t("document-share-links.delete.confirm.cancel-button"), False, [])]),
        _entry("delete", "tagging rules page", rules, [
            (t("tagging-rules.list.card.delete"), True, [
                call("DELETE", f"{API}/tagging-rules/{RULE}")])]),
        _entry("reversible", "apply tagging rule confirm", apply, [
            (t("tagging-rules.apply.confirm.button"), False, [
                call("POST", f"{API}/tagging-rules/{RULE}/apply")]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def organization_screens(t: Any) -> list[dict[str, Any]]:
    """The invite page, a member's row menu and removal, the invitations' confirmations, the
    organization's settings and its deletion and restoration, the intake emails, a webhook's
    and an API key's deletion."""
    invite = {"items": [
        {"text": t("organizations.invite-member.title")},
        {"field": "email", "hint": t("organizations.invite-member.form.email.placeholder"),
         "text": "ada@example.org"},
        {"text": t("organizations.invite-member.form.role.label")},
        {"button": t("organizations.members.roles.member")},
        {"button": t("organizations.invite-member.form.submit")}]}  # fmt: skip
    member_menu = {"items": [
        {"text": MEMBER_NAME}, {"text": "grace@example.org"},
        {"menu": t("organizations.members.remove-from-organization")},
        {"text": t("organizations.members.role")},
        {"radio": t("organizations.members.roles.owner"), "checked": False},
        {"radio": t("organizations.members.roles.admin"), "checked": False},
        {"radio": t("organizations.members.roles.member"), "checked": True}]}  # fmt: skip
    remove = confirm(
        t("organizations.members.delete.confirm.title"),
        t("organizations.members.delete.confirm.message"),
        t("organizations.members.delete.confirm.cancel-button"),
        t("organizations.members.delete.confirm.confirm-button"))  # fmt: skip
    cancel_invite = confirm(
        t("organizations.invitations.cancel.title"),
        t("organizations.invitations.cancel.description"),
        t("organizations.invitations.cancel.cancel"),
        t("organizations.invitations.cancel.confirm"))  # fmt: skip
    resend = confirm(
        t("organizations.invitations.resend.title"),
        t("organizations.invitations.resend.description"),
        t("organizations.invitations.resend.cancel"),
        t("organizations.invitations.resend.confirm"))  # fmt: skip
    settings = {"items": [
        {"text": t("organization.settings.page.title")},
        {"field": "name", "hint": t("organization.settings.name.placeholder"),
         "text": "Hopper Family"},
        {"button": t("organization.settings.name.update")},
        {"text": t("organization.settings.delete.title")},
        {"text": t("organization.settings.delete.description")},
        {"button": t("organization.settings.delete.confirm.confirm-button")}]}  # fmt: skip
    typed = {"field": "confirm", "hint": "", "text": ORG_NAME}
    delete_org = confirm(
        t("organization.settings.delete.confirm.title"),
        t("organization.settings.delete.confirm.message", days=30),
        t("organization.settings.delete.confirm.cancel-button"),
        t("organization.settings.delete.confirm.confirm-button"), typed)  # fmt: skip
    # The restore confirmation sets no cancel text: the provider's English "Cancel" shows.
    restore_org = confirm(
        t("organizations.list.deleted.restore-confirm.title"),
        t("organizations.list.deleted.restore-confirm.message"), "Cancel",
        t("organizations.list.deleted.restore-confirm.confirm-button"))  # fmt: skip
    intake = {"items": [
        {"text": t("intake-emails.title")}, {"button": t("intake-emails.new")},
        {"text": INTAKE_EMAIL}, {"menu": t("intake-emails.actions.disable")},
        {"menu": t("intake-emails.actions.manage-origins")},
        {"menu": t("intake-emails.actions.delete")}]}  # fmt: skip
    delete_intake = confirm(
        t("intake-emails.delete.confirm.title"), t("intake-emails.delete.confirm.message"),
        t("intake-emails.delete.confirm.cancel-button"),
        t("intake-emails.delete.confirm.confirm-button"))  # fmt: skip
    delete_webhook = confirm(
        t("webhooks.delete.confirm.title"), t("webhooks.delete.confirm.message"),
        t("webhooks.delete.confirm.cancel-button"),
        t("webhooks.delete.confirm.confirm-button"))  # fmt: skip
    delete_key = confirm(
        t("api-keys.delete.confirm.title"), t("api-keys.delete.confirm.message"),
        t("api-keys.delete.confirm.cancel-button"),
        t("api-keys.delete.confirm.confirm-button"))  # fmt: skip
    member = f"{API}/members/{MEMBER}"
    intake_email = f"{API}/intake-emails/{INTAKE}"
    return [
        _entry("send", "invite member page", invite, [
            (t("organizations.invite-member.form.submit"), True, [
                call("POST", f"{API}/members/invitations",
                     {"email": "ada@example.org", "role": "member"})])]),
        _entry("opens-prompt", "member row menu", member_menu, [
            (t("organizations.members.remove-from-organization"), False, [])]),
        _entry("reversible", "member row menu role", member_menu, [
            (t("organizations.members.roles.admin"), False, [
                call("PATCH", member, {"role": "admin"})])]),
        _entry("remove-member", "remove member confirm", remove, [
            (t("organizations.members.delete.confirm.confirm-button"), True, [
                call("DELETE", member)]),
            (t("organizations.members.delete.confirm.cancel-button"), False, [])]),
        _entry("revoke", "cancel invitation confirm", cancel_invite, [
            (t("organizations.invitations.cancel.confirm"), True, [
                call("POST", f"/api/invitations/{INVITE}/cancel")]),
            (t("organizations.invitations.cancel.cancel"), False, [])]),
        _entry("send", "resend invitation confirm", resend, [
            (t("organizations.invitations.resend.confirm"), True, [
                call("POST", f"/api/invitations/{INVITE2}/resend")]),
            (t("organizations.invitations.resend.cancel"), False, [])]),
        _entry("reversible", "organization settings", settings, [
            (t("organization.settings.name.update"), False, [
                call("PUT", API, {"name": "Hopper Family"})])]),
        _entry("reversible", "delete organization confirm", delete_org, [
            (t("organization.settings.delete.confirm.confirm-button"), False, [
                call("DELETE", API)]),
            (t("organization.settings.delete.confirm.cancel-button"), False, [])]),
        _entry("reversible", "restore organization confirm", restore_org, [
            (t("organizations.list.deleted.restore-confirm.confirm-button"), False, [
                call("POST", f"{API}/restore")])]),
        _entry("reversible", "intake emails row menu", intake, [
            (t("intake-emails.actions.disable"), False, [
                call("PUT", intake_email, {"isEnabled": False})]),
            (t("intake-emails.actions.delete"), False, [])]),
        _entry("delete", "delete intake email confirm", delete_intake, [
            (t("intake-emails.delete.confirm.confirm-button"), True, [
                call("DELETE", intake_email)]),
            (t("intake-emails.delete.confirm.cancel-button"), False, [])]),
        _entry("delete", "delete webhook confirm", delete_webhook, [
            (t("webhooks.delete.confirm.confirm-button"), True, [
                call("DELETE", f"{API}/webhooks/{WEBHOOK}")]),
            (t("webhooks.delete.confirm.cancel-button"), False, [])]),
        _entry("revoke", "delete api key confirm", delete_key, [
            (t("api-keys.delete.confirm.confirm-button"), True, [
                call("DELETE", f"/api/api-keys/{APIKEY}")]),
            (t("api-keys.delete.confirm.cancel-button"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user's invitations, the user menu, the account settings and their two-factor
    dialogs, the login page and the admin's confirmation of deleting a user."""
    invitations = {"items": [
        {"text": t("invitations.list.title")}, {"text": INVITER_ORG},
        {"text": t("organizations.invitations.status.pending")},
        {"button": t("invitations.list.actions.accept")},
        {"button": t("invitations.list.actions.reject")}]}  # fmt: skip
    user_menu = {"items": [
        {"menu": t("user-menu.account-settings")}, {"menu": t("user-menu.api-keys")},
        {"menu": t("user-menu.invitations")}, {"menu": t("user-menu.language")},
        {"menu": t("user-menu.theme")}, {"menu": t("user-menu.about")},
        {"menu": t("user-menu.logout")}]}  # fmt: skip
    settings = {"items": [
        {"text": t("user.settings.title")},
        {"text": t("user.settings.two-factor.title")},
        {"text": t("user.settings.two-factor.status.enabled")},
        {"button": t("user.settings.two-factor.regenerate-codes-button")},
        {"button": t("user.settings.two-factor.disable-button")},
        {"text": t("user.settings.logout.title")},
        {"text": t("user.settings.logout.description")},
        {"button": t("user.settings.logout.button")}]}  # fmt: skip
    disable = dialog(t("user.settings.two-factor.disable-dialog.title"), [
        {"field": "password",
         "hint": t("user.settings.two-factor.disable-dialog.password.placeholder"),
         "text": PASSWORD},
        {"button": t("user.settings.two-factor.disable-dialog.cancel")},
        {"button": t("user.settings.two-factor.disable-dialog.submit")}],
        t("user.settings.two-factor.disable-dialog.description"))  # fmt: skip
    regenerate = dialog(t("user.settings.two-factor.regenerate-dialog.title"), [
        {"field": "password",
         "hint": t("user.settings.two-factor.regenerate-dialog.password.placeholder"),
         "text": PASSWORD},
        {"button": t("user.settings.two-factor.regenerate-dialog.cancel")},
        {"button": t("user.settings.two-factor.regenerate-dialog.submit")}],
        t("user.settings.two-factor.regenerate-dialog.description"))  # fmt: skip
    login = {"items": [
        {"text": t("auth.login.title")},
        {"field": "email", "hint": t("auth.login.form.email.placeholder"),
         "text": "grace@example.org"},
        {"field": "password", "hint": t("auth.login.form.password.placeholder"),
         "text": PASSWORD},
        {"switch": t("auth.login.form.remember-me.label"), "checked": True},
        {"link": t("auth.login.form.forgot-password.label")},
        {"button": t("auth.login.form.submit")}, {"link": t("auth.login.register")}]}  # fmt: skip
    typed = {"field": "confirm", "hint": "", "text": USER_EMAIL}
    delete_user = confirm(
        t("admin.user-detail.delete.confirm.title"),
        t("admin.user-detail.delete.confirm.message"),
        t("admin.user-detail.delete.confirm.cancel-button"),
        t("admin.user-detail.delete.confirm.confirm-button"), typed)  # fmt: skip
    sign_out = call("POST", "/api/auth/sign-out", {})
    return [
        _entry("reversible", "invitations page accept", invitations, [
            (t("invitations.list.actions.accept"), False, [
                call("POST", f"/api/invitations/{MY_INVITE}/accept")])]),
        _entry("reject", "invitations page reject", invitations, [
            (t("invitations.list.actions.reject"), True, [
                call("POST", f"/api/invitations/{MY_INVITE}/reject")])]),
        _entry("reversible", "user menu", user_menu, [
            (t("user-menu.logout"), False, [sign_out])]),
        _entry("opens-prompt", "account settings", settings, [
            (t("user.settings.two-factor.regenerate-codes-button"), False, [])]),
        _entry("reversible", "disable two-factor dialog", disable, [
            (t("user.settings.two-factor.disable-dialog.submit"), False, [
                call("POST", "/api/auth/two-factor/disable", {"password": PASSWORD})])]),
        _entry("revoke", "regenerate backup codes dialog", regenerate, [
            (t("user.settings.two-factor.regenerate-dialog.submit"), True, [
                call("POST", "/api/auth/two-factor/generate-backup-codes",
                     {"password": PASSWORD})]),
            (t("user.settings.two-factor.regenerate-dialog.cancel"), False, [])]),
        _entry("reversible", "login page", login, [
            (t("auth.login.form.submit"), False, [call("POST", "/api/auth/sign-in/email", {
                "email": "grace@example.org", "password": PASSWORD, "rememberMe": True,
                "callbackURL": f"{BASE_URL}/email-verification"})])]),
        _entry("delete-user", "admin delete user confirm", delete_user, [
            (t("admin.user-detail.delete.confirm.confirm-button"), True, [
                call("DELETE", f"/api/admin/users/{USER}")]),
            (t("admin.user-detail.delete.confirm.cancel-button"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*document_screens(t), *sharing_screens(t), *organization_screens(t),
            *account_screens(t)]  # fmt: skip
