"""Formbricks's screens for the two-hundred-and-twenty-fourth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of a key of
the app's ``apps/web/locales/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

WS, WS2, ORG = "clx8k2m9p0001abcd3ef4gh5i", "clx8k2m9p0002wxyz7uv6rs5t", "clx8k1a2b0000orgq9w8e7r6t"
SURVEY, DRAFT = "cly2n4p6r8t0v2x4z6b8d0f2h", "cly2n4p6r8t0v2x4z6b8d0f9k"
ARCHIVED = "cly2n4p6r8t0v2x4z6b8d0f5m"
SURVEY_NAME, DRAFT_NAME = "Customer Satisfaction Q3", "Onboarding feedback"
RESPONSE, RESPONSES = (
    "clz5q7s9u1w3y5a7c9e1g3i5k",
    ("clz5q7s9u1w3y5a7c9e1g3i5k", "clz5q7s9u1w3y5a7c9e1g3i6m", "clz5q7s9u1w3y5a7c9e1g3i7p"),
)
CONTACT, WEBHOOK, ACTION_CLASS = ("cm0a2c4e6g8i0k2m4o6q8s0u2", "cm0b3d5f7h9j1l3n5p7r9t1v3",
                                  "cm0c4e6g8i0k2m4o6q8s0u2w4")  # fmt: skip
SLACK_ID, SHEETS_ID, API_KEY = ("cm0d5f7h9j1l3n5p7r9t1v3x5", "cm0e6g8i0k2m4o6q8s0u2w4y6",
                                "cm0f7h9j1l3n5p7r9t1v3x5z7")  # fmt: skip
ME, MY_NAME, MY_EMAIL = "cm0g8i0k2m4o6q8s0u2w4y6a8", "Dana Weiss", "dana@acme.example"
MEMBER, MEMBER_NAME = "cm0h9j1l3n5p7r9t1v3x5z7b9", "Jonas Berg"
INVITE, INVITEE, INVITEE_EMAIL = (
    "7c1e9a52-3b4d-4f6a-8e2c-1d5b7a9f0c3e",
    "Priya Nair",
    "priya@acme.example",
)
NEW_NAME, NEW_EMAIL = "Lena Ortiz", "lena@acme.example"
WS_NAME, ORG_NAME, KEY_LABEL = "Acme Website", "Acme Inc.", "Zapier export"
HOOK_URL = "https://hooks.acme.example/formbricks"
PASSWORD = "saffron-tide-4812"
BASE = f"/workspaces/{WS}"
SURVEYS = f"{BASE}/surveys"
EDIT = f"{SURVEYS}/{DRAFT}/edit"
RESPONSES_P = f"{SURVEYS}/{SURVEY}/responses"
CONTACT_P = f"{BASE}/contacts/{CONTACT}"
INTEGRATIONS = f"{BASE}/settings/workspace/integrations"
WEBHOOKS, SLACK, SHEETS = (f"{INTEGRATIONS}/webhooks", f"{INTEGRATIONS}/slack",
                           f"{INTEGRATIONS}/google-sheets")  # fmt: skip
USER_ACTIONS = f"{BASE}/settings/workspace/user-actions"
GENERAL = f"{BASE}/settings/workspace/general"
ORG_SETTINGS = f"/organizations/{ORG}/settings"
MEMBERS, API_KEYS, ORG_GENERAL = (f"{ORG_SETTINGS}/teams", f"{ORG_SETTINGS}/api-keys",
                                  f"{ORG_SETTINGS}/general")  # fmt: skip
PROFILE = "/account/settings/profile"
PUBLIC = "https://surveys.acme.example"
Act = tuple[str, bool, list[Any]]


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def action(path: str, *args: Any) -> dict[str, str]:
    """A server action called from the page at ``path``: a POST to that path (with its
    ``Next-Action`` id), the body its arguments as React's encodeReply writes them."""
    return {"request": f"POST {path}", "body": _json(list(args))}


def api(method: str, path: str, value: Any = None) -> Any:
    """A fetch to the app's JSON API (the v3 survey API, Better Auth under ``/api/auth``)."""
    if value is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": _json(value)}


def link(path: str) -> dict[str, str]:
    """A Next.js ``<Link>``, ``router.push`` or ``location`` change to another page."""
    return {"request": f"GET {path}", "via": "link"}


def sign_out(page: str, context: dict[str, Any]) -> list[Any]:
    """useSignOut: the audit server action ``logSignOutAction(userId, email, context)``, then
    Better Auth's ``signOut()``, then the login page."""
    return [action(page, ME, MY_EMAIL, context), api("POST", "/api/auth/sign-out"),
            link("/auth/login")]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"formbricks {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(page: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown menu over its page."""
    return {"title": page, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def delete_dialog(t: Any, page: str, what: str, text: str, extra: list[dict[str, Any]] | None
                  = None, title: str | None = None) -> dict[str, Any]:  # fmt: skip
    """The app's DeleteDialog: its title ``common.delete_what``, its description
    ``this_action_cannot_be_undone``, its text, Cancel and Delete."""
    return {"title": page, "dialog": {
        "title": title or t("common.delete_what", deleteWhat=what),
        "message": t("workspace.general.this_action_cannot_be_undone")},
        "items": [{"text": text}, *(extra or []), {"button": t("common.cancel")},
                  {"button": t("common.delete")}]}  # fmt: skip


def survey_screens(t: Any) -> list[dict[str, Any]]:
    """The survey list's menu and status submenu, the delete dialog, an archived survey's
    menu, the editor's bar; the responses table's selection bar, its download menu, the bulk
    and the single delete dialogs."""
    page = t("common.surveys")
    survey_menu = menu(page, [SURVEY_NAME], [
        {"menu": t("common.edit")}, {"menu": t("common.duplicate")},
        {"menu": t("workspace.surveys.change_status")},
        {"menu": t("workspace.surveys.copy_to")}, {"menu": t("common.preview")},
        {"menu": t("common.copy_link")}, {"menu": t("common.delete")},
        {"menu": t("workspace.surveys.archive")}])  # fmt: skip
    status = menu(page, [SURVEY_NAME, t("workspace.surveys.change_status")], [
        {"radio": t("common.in_progress"), "checked": True},
        {"radio": t("common.paused"), "checked": False},
        {"radio": t("common.completed"), "checked": False}])  # fmt: skip
    delete = delete_dialog(
        t, page, t("common.survey"), t("workspace.surveys.delete_survey_and_responses_warning")
    )
    archived = menu(page, ["Beta sign-up 2024"], [
        {"menu": t("workspace.surveys.restore")}, {"menu": t("common.delete")}])  # fmt: skip
    editor = {"title": DRAFT_NAME, "items": [
        {"button": t("common.back")}, {"field": "surveyName", "hint": "", "text": DRAFT_NAME},
        {"button": t("common.save_as_draft")},
        {"button": t("workspace.surveys.edit.publish")}]}  # fmt: skip
    draft = {"id": DRAFT, "name": DRAFT_NAME, "type": "link", "workspaceId": WS,
             "questions": [], "endings": [], "segment": None}  # fmt: skip
    rpage = SURVEY_NAME
    toolbar = {"title": rpage, "items": [
        {"text": f"3 {t('common.responses')} {t('common.selected')}"},
        {"button": t("common.clear_selection")}, {"button": t("common.download")},
        {"button": t("common.delete")}]}  # fmt: skip
    csv, xlsx = (t("workspace.surveys.summary.selected_responses_csv"),
                 t("workspace.surveys.summary.selected_responses_excel"))  # fmt: skip
    download = menu(rpage, [t("common.download")], [{"menu": csv}, {"menu": xlsx}])
    bulk = delete_dialog(
        t,
        rpage,
        t("common.count_responses", count=3),
        t("workspace.surveys.responses.delete_response_confirmation"),
    )
    single = delete_dialog(
        t,
        rpage,
        t("common.response"),
        t("workspace.surveys.responses.delete_response_confirmation"),
    )

    def fetch_rows(fmt: str) -> list[Any]:
        return [
            action(
                RESPONSES_P,
                {
                    "surveyId": SURVEY,
                    "format": fmt,
                    "filterCriteria": {"responseIds": list(RESPONSES)},
                },
            )
        ]

    v3 = f"/api/v3/surveys/{SURVEY}"
    return [
        _entry("reversible", "survey list menu", survey_menu, [
            (t("common.edit"), False, []),
            (t("common.duplicate"), False, [action(SURVEYS, {
                "surveyId": SURVEY, "targetWorkspaceId": WS})]),
            (t("common.preview"), False, [link(f"{PUBLIC}/s/{SURVEY}?preview=true")]),
            (t("common.delete"), False, [])]),
        _entry("reversible", "survey status submenu", status, [
            (t("common.paused"), False, [api("PATCH", v3, {"status": "paused"})]),
            (t("common.completed"), False, [api("PATCH", v3, {"status": "completed"})])]),
        _entry("delete", "survey delete dialog", delete, [
            (t("common.delete"), True, [api("DELETE", v3)]), (t("common.cancel"), False, [])]),
        _entry("reversible", "archived survey menu", archived, [
            (t("workspace.surveys.restore"), False, [
                api("POST", f"/api/v3/surveys/{ARCHIVED}/restore")]),
            (t("common.delete"), False, [])]),
        _entry("publish", "survey editor bar", editor, [
            (t("common.save_as_draft"), False, [action(EDIT, {**draft, "status": "draft"})]),
            (t("workspace.surveys.edit.publish"), True, [
                action(EDIT, {**draft, "status": "inProgress"}),
                link(f"{SURVEYS}/{DRAFT}/summary?success=true")])]),
        _entry("opens-prompt", "responses selection bar", toolbar, [
            (t("common.download"), False, []),
            (t("common.delete"), False, [])]),
        _entry("reversible", "responses download menu", download, [
            (csv, False, fetch_rows("csv")), (xlsx, False, fetch_rows("xlsx"))]),
        _entry("delete", "responses bulk delete dialog", bulk, [
            (t("common.delete"), True, [action(RESPONSES_P, {
                "responseId": r, "decrementQuotas": False}) for r in RESPONSES]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "response delete dialog", single, [
            (t("common.delete"), True, [action(RESPONSES_P, {
                "responseId": RESPONSE, "decrementQuotas": False})])]),
    ]  # fmt: skip


def workspace_screens(t: Any) -> list[dict[str, Any]]:
    """A contact's page and its delete dialog; the webhook, Slack, Google Sheets and action
    delete dialogs; the workspace's general settings and its delete dialog."""
    cpage = "ava.martin@example.com"
    contact = {"title": cpage, "items": [
        {"icon": t("workspace.contacts.edit_attributes")},
        {"icon": t("workspace.contacts.generate_personal_link")},
        {"icon": t("common.delete")}]}  # fmt: skip
    contact_delete = delete_dialog(
        t, cpage, t("common.person"), t("workspace.contacts.delete_contact_confirmation")
    )
    hooks = t("common.webhooks")
    webhook_tab = {"title": hooks, "items": [
        {"field": "url", "hint": "", "text": HOOK_URL}, {"button": t("common.delete")},
        {"button": t("common.save_changes")}]}  # fmt: skip
    hook_input = {"name": "CRM sync", "url": HOOK_URL, "source": "user",
                  "triggers": ["responseFinished"], "surveyIds": []}  # fmt: skip
    webhook_delete = delete_dialog(
        t,
        hooks,
        t("common.webhook"),
        t("workspace.integrations.webhooks.webhook_delete_confirmation"),
    )
    slack_delete = delete_dialog(
        t,
        "Slack",
        t("workspace.integrations.slack.slack_integration"),
        t("workspace.integrations.delete_integration_confirmation"),
    )
    sheets_delete = delete_dialog(
        t,
        "Google Sheets",
        t("workspace.integrations.google_sheets.google_connection"),
        t("workspace.integrations.google_sheets.google_connection_deletion_description"),
    )
    action_delete = delete_dialog(
        t, "Clicked Sign Up", t("common.action"), t("workspace.actions.delete_action_text")
    )
    gpage = t("common.general")
    general = {"title": gpage, "items": [
        {"field": "name", "hint": t("common.workspace_name"), "text": "Acme Marketing Site"},
        {"button": t("common.update")},
        {"text": t("workspace.general.this_action_cannot_be_undone")},
        {"button": t("common.delete")}]}  # fmt: skip
    ws_delete = delete_dialog(
        t,
        gpage,
        t("workspace.settings.domain.workspace"),
        t("workspace.general.delete_workspace_confirmation", workspaceName=WS_NAME),
        [{"field": "deleteWorkspaceConfirmation", "hint": WS_NAME, "text": WS_NAME}],
    )
    return [
        _entry("opens-prompt", "contact page", contact, [
            (t("workspace.contacts.edit_attributes"), False, []),
            (t("common.delete"), False, [])]),
        _entry("delete", "contact delete dialog", contact_delete, [
            (t("common.delete"), True, [action(CONTACT_P, {"contactId": CONTACT}),
                                        link(f"{BASE}/contacts")]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "webhook settings", webhook_tab, [
            (t("common.save_changes"), False, [action(WEBHOOKS, {
                "webhookId": WEBHOOK, "webhookInput": hook_input})]),
            (t("common.delete"), False, [])]),
        _entry("delete", "webhook delete dialog", webhook_delete, [
            (t("common.delete"), True, [action(WEBHOOKS, {"id": WEBHOOK})])]),
        _entry("delete", "slack delete dialog", slack_delete, [
            (t("common.delete"), True, [action(SLACK, {"integrationId": SLACK_ID})]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "google sheets delete dialog", sheets_delete, [
            (t("common.delete"), True, [action(SHEETS, {"integrationId": SHEETS_ID})])]),
        _entry("delete", "action delete dialog", action_delete, [
            (t("common.delete"), True, [action(USER_ACTIONS, {"actionClassId": ACTION_CLASS})])]),
        _entry("reversible", "workspace general settings", general, [
            (t("common.update"), False, [action(GENERAL, {
                "workspaceId": WS, "data": {"name": "Acme Marketing Site"}})]),
            (t("common.delete"), False, [])]),
        _entry("delete", "workspace delete dialog", ws_delete, [
            (t("common.delete"), True, [action(GENERAL, {
                "workspaceId": WS, "confirmationName": WS_NAME}), link(f"/workspaces/{WS2}")]),
            (t("common.cancel"), False, [])]),
    ]  # fmt: skip


def organization_screens(t: Any) -> list[dict[str, Any]]:
    """API keys (add, delete); members: a member's row and role menu, an invite's row, the
    invite dialog, the remove, delete-invite and leave dialogs; the organization's deletion."""
    kpage = t("common.api_keys")
    keys = {"title": kpage, "items": [
        {"button": t("workspace.settings.api_keys.add_api_key")}, {"text": KEY_LABEL},
        {"icon": t("common.delete")}]}  # fmt: skip
    # The dialog's title is its submit button's words; written as its security alert.
    add_key = {"title": kpage, "dialog": {
        "message": t("workspace.api_keys.api_key_security_warning")},
               "items": [
        {"field": "label", "hint": t("workspace.api_keys.api_key_label"), "text": KEY_LABEL},
        {"text": WS_NAME}, {"button": t("common.cancel")},
        {"button": t("workspace.api_keys.add_api_key")}]}  # fmt: skip
    key_delete = delete_dialog(
        t,
        kpage,
        t("workspace.api_keys.api_key"),
        t("workspace.api_keys.delete_api_key_confirmation"),
    )
    mpage = ORG_NAME
    members = {"title": mpage, "items": [
        {"button": t("workspace.settings.general.leave_organization")},
        {"button": t("workspace.settings.teams.invite_member")},
        {"text": MEMBER_NAME}, {"button": "Manager"}, {"icon": t("common.delete")}]}  # fmt: skip
    invite_row = {"title": mpage, "items": [
        {"text": INVITEE}, {"text": INVITEE_EMAIL},
        {"icon": t("common.delete")},
        {"icon": t("workspace.settings.general.share_invite_link")},
        {"icon": t("workspace.settings.general.resend_invitation_email")}]}  # fmt: skip
    roles = menu(mpage, [MEMBER_NAME], [
        {"radio": "Owner", "checked": False}, {"radio": "Manager", "checked": True},
        {"radio": "Member", "checked": False}])  # fmt: skip
    invite = {"title": mpage, "dialog": {
        "title": t("workspace.settings.teams.invite_member"),
        "message": t("workspace.settings.teams.invite_member_description")}, "items": [
        {"tab": t("workspace.settings.teams.individual")},
        {"tab": t("workspace.settings.teams.bulk_invite")},
        {"field": "memberNameInput", "hint": t("common.full_name"), "text": NEW_NAME},
        {"field": "memberEmailInput", "hint": t("common.email"), "text": NEW_EMAIL},
        {"button": t("common.cancel")}, {"button": t("common.invite")}]}  # fmt: skip
    remove = delete_dialog(
        t,
        mpage,
        t("workspace.settings.general.from_your_organization", memberName=MEMBER_NAME),
        t("workspace.settings.general.delete_member_confirmation"),
    )
    uninvite = delete_dialog(
        t,
        mpage,
        t("workspace.settings.general.from_your_organization", memberName=INVITEE),
        t("workspace.settings.general.delete_member_confirmation"),
    )
    leave_ok = t("workspace.settings.general.leave_organization_ok_btn_text")
    leave = {"title": mpage, "dialog": {
        "title": t("workspace.settings.general.leave_organization_title"),
        "message": t("workspace.settings.general.leave_organization_description")}, "items": [
        {"button": t("common.cancel")}, {"button": leave_ok}]}  # fmt: skip
    org_delete = delete_dialog(
        t,
        t("common.general"),
        t("common.organization"),
        t("workspace.settings.general.delete_organization_warning"),
        [
            {"text": t("workspace.settings.general.delete_organization_warning_1")},
            {"text": t("workspace.settings.general.delete_organization_warning_2")},
            {"field": "deleteOrganizationConfirmation", "hint": ORG_NAME, "text": ORG_NAME},
        ],
    )

    def role(value: str) -> list[Any]:
        return [action(MEMBERS, {"userId": MEMBER, "organizationId": ORG,
                                 "data": {"role": value}})]  # fmt: skip

    return [
        _entry("opens-prompt", "api keys page", keys, [
            (t("common.delete"), False, [])]),
        _entry("reversible", "add api key dialog", add_key, [
            (t("workspace.api_keys.add_api_key"), False, [action(API_KEYS, {
                "organizationId": ORG, "apiKeyData": {
                    "label": KEY_LABEL,
                    "workspacePermissions": [{"permission": "read", "workspaceId": WS}],
                    "organizationAccess": {"accessControl": {"read": False, "write": False}}}})]),
            (t("common.cancel"), False, [])]),
        _entry("revoke", "api key delete dialog", key_delete, [
            (t("common.delete"), True, [action(API_KEYS, {"id": API_KEY})]),
            (t("common.cancel"), False, [])]),
        _entry("opens-prompt", "members page", members, [
            (t("workspace.settings.teams.invite_member"), False, []),
            (t("common.delete"), False, [])]),
        _entry("send", "invite row", invite_row, [
            (t("workspace.settings.general.resend_invitation_email"), True, [action(
                MEMBERS, {"inviteId": INVITE, "organizationId": ORG})]),
            (t("workspace.settings.general.share_invite_link"), False, [action(
                MEMBERS, {"inviteId": INVITE})]),
            (t("common.delete"), False, [])]),
        _entry("reversible", "member role menu", roles, [
            ("Owner", False, role("owner")), ("Member", False, role("member"))]),
        _entry("send", "invite member dialog", invite, [
            (t("common.invite"), True, [action(MEMBERS, {
                "organizationId": ORG, "email": NEW_EMAIL, "name": NEW_NAME, "role": "member",
                "teamIds": []})]),
            (t("workspace.settings.teams.bulk_invite"), False, [])]),
        _entry("revoke", "remove member dialog", remove, [
            (t("common.delete"), True, [action(MEMBERS, {
                "userId": MEMBER, "organizationId": ORG})]),
            (t("common.cancel"), False, [])]),
        _entry("revoke", "delete invite dialog", uninvite, [
            (t("common.delete"), True, [action(MEMBERS, {"inviteId": INVITE})])]),
        _entry("leave", "leave organization dialog", leave, [
            (leave_ok, True, [action(MEMBERS, {"organizationId": ORG}), link("/")]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "organization delete dialog", org_delete, [
            (t("common.delete"), True, [action(ORG_GENERAL, {"organizationId": ORG}),
                                        link("/")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The profile page, the account deletion dialog and the user menu."""
    ppage = t("common.account")
    profile = {"title": ppage, "items": [
        {"field": "name", "hint": t("common.full_name"), "text": "Dana M. Weiss"},
        {"field": "email", "hint": t("common.email"), "text": MY_EMAIL},
        {"button": t("auth.forgot-password.reset_password")},
        {"button": t("common.update")},
        {"text": t("workspace.settings.profile.warning_cannot_undo")},
        {"button": t("workspace.settings.profile.confirm_delete_my_account")}]}  # fmt: skip
    account_delete = delete_dialog(
        t, ppage, t("common.account"),
        t("workspace.settings.profile.account_deletion_consequences_warning"), [
            {"text": t("workspace.settings.profile.warning_cannot_undo")},
            {"field": "deleteAccountConfirmation", "hint": MY_EMAIL, "text": MY_EMAIL},
            {"field": "deleteAccountPassword", "hint": t("common.password"),
             "text": "••••••••••••"}])  # fmt: skip
    user_menu = menu(t("common.surveys"), [MY_NAME, MY_EMAIL], [
        {"menu": t("common.account")}, {"menu": t("common.documentation")},
        {"menu": t("common.logout")}])  # fmt: skip
    return [
        _entry("reversible", "profile page", profile, [
            (t("common.update"), False, [action(PROFILE, {
                "name": "Dana M. Weiss", "email": MY_EMAIL, "locale": "en-US"})]),
            (t("auth.forgot-password.reset_password"), False, [
                action(PROFILE), *sign_out(PROFILE, {
                    "reason": "password_reset", "redirectUrl": "/auth/login",
                    "organizationId": "$undefined"})])]),
        _entry("delete-user", "account delete dialog", account_delete, [
            (t("common.delete"), True, [
                api("POST", "/api/auth/delete-user", {"password": PASSWORD}),
                *sign_out(PROFILE, {"reason": "account_deletion", "redirectUrl": "$undefined",
                                    "organizationId": "$undefined"})]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "user menu", user_menu, [
            (t("common.account"), False, [link(PROFILE)]),
            (t("common.logout"), False, sign_out(SURVEYS, {
                "reason": "user_initiated", "redirectUrl": f"{PUBLIC}/auth/login",
                "organizationId": ORG}))]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*survey_screens(t), *workspace_screens(t), *organization_screens(t),
            *account_screens(t)]  # fmt: skip
