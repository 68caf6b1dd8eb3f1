"""Penpot's screens for the four-hundred-and-twentieth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``frontend/translations/<lang>.po`` catalogue (a ``C`` among the arguments is the count that
picks a plural form, as the app's ``i18n/c``). What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/main/methods/"  # repo.cljs: public-uri + "api/main/methods/" + the command
TEAM, TEAM_NAME = "5b1f3c2a-8e47-4d6b-9a10-3c7e2f9d4b61", "Studio Norte"
OTHER, OTHER_NAME = "1e6c9b4f-7a23-4d8e-b5f1-c0a3e7d9f264", "Harbor Co"
PROFILE, PROFILE_NAME = "a3e9c7d1-2b64-4f08-8c5e-71d2b9f0e3a4", "Alex Romero"
EMAIL = "alex.romero@example.org"
MEMBER, MEMBER_NAME = "b8d3f1a6-2e74-4c9b-8a15-6f0e4d2c9b73", "Dana Ortiz"
MEMBER_EMAIL = "dana.ortiz@example.org"
INVITED = "carol.baker@example.org"  # an invitation already sent, now expired
NEW_INVITE = "sam.lee@example.org"
PROJECT, PROJECT_NAME = "7c2e5a90-1d3f-4b8a-b6e4-9f0a2c8d1e57", "Brand refresh"
PROJECT2, PROJECT2_NAME = "e4b7d2c1-6a95-4f3e-8d20-5b1c9a7e3f08", "Mobile app"
FILE, FILE_NAME = "2f8c4e1a-9b37-4d5c-a6e0-8d3b7f2c9e15", "Landing page v2"
LIB, LIB_NAME = "4a7e1c9d-8b52-4f3a-a0d6-3e9c5b2f7d41", "Brand tokens"  # a shared library
USER_FILES = ["Onboarding flow", "Pricing page"]  # the team's files that use the library
TRASHED, TRASHED_NAME = "83c5a1e7-6f2d-4b9a-8e34-d7c0b5f1a96e", "Old moodboard"
WEBHOOK, WEBHOOK_URI = "f2a9d6c3-1b48-4e7f-9c05-8d4b1e6a3f92", "https://hooks.example.org/penpot"
TOKEN, TOKEN_NAME = "6d3b8e2f-4a19-4c7d-b0e5-9f1a7c3d5e28", "Release exports"
Act = tuple[str, bool, list[Any]]


class C(int):
    """A count passed to ``t``: it picks the plural form and fills its ``%s``."""


class U(str):
    """A UUID, which transit writes ``~u...``."""


class K(str):
    """A keyword, which transit writes ``~:...``."""


def transit(value: Any) -> Any:
    """``t/encode-str`` with ``:json-verbose``: a map is a JSON object whose keys are the
    keywords (``~:name``), a UUID ``~u``, a keyword ``~:``, a set ``{"~#set": [...]}``."""
    if isinstance(value, dict):
        return {f"~:{k}": transit(v) for k, v in value.items()}
    if isinstance(value, U):
        return f"~u{value}"
    if isinstance(value, K):
        return f"~:{value}"
    if isinstance(value, frozenset):
        return {"~#set": [transit(v) for v in sorted(value)]}
    if isinstance(value, list):
        return [transit(v) for v in value]
    if isinstance(value, str) and value[:1] in "~^`":
        return "~" + value
    return value


def rpc(command: str, params: dict[str, Any]) -> dict[str, str]:
    """A command whose name does not start with ``get-``: a ``POST`` whose body is the
    parameters in transit (``application/transit+json``)."""
    body = json.dumps(transit(params), separators=(",", ":"), ensure_ascii=False)
    return {"request": f"POST {API}{command}", "body": body}


def get(command: str, **query: str) -> str:
    """A ``get-`` command: a ``GET`` with the parameters in the query string."""
    args = "&".join(f"{k.replace('_', '-')}={v}" for k, v in query.items())
    return f"GET {API}{command}" + (f"?{args}" if args else "")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"penpot {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, page: str, title: str, message: str, accept: str,
            cancel: str | None = "ds.confirm-cancel", extra: list[Any] | None = None,
            ) -> dict[str, Any]:  # fmt: skip
    """The app's confirm dialog (ui/confirm.cljs) over its page: its ``h2`` title, its
    message, the Close icon, Cancel and the accept button."""
    items: list[dict[str, Any]] = [{"icon": t("labels.close")}, *(extra or [])]
    if cancel:
        items.append({"button": t(cancel)})
    items.append({"button": accept})
    return {"title": page, "dialog": {"title": title, "message": message}, "items": items}


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar, the projects page, the file menus and their confirmations, the move menu,
    the shared-library dialogs, the project menu and its confirmation."""
    projects_t = t("title.dashboard.projects", TEAM_NAME)
    files_t = t("title.dashboard.files", PROJECT_NAME)
    sidebar = {"title": projects_t, "items": [
        {"button": TEAM_NAME},
        {"field": "search", "hint": t("dashboard.search-placeholder"), "text": ""},
        {"link": t("labels.projects")}, {"link": t("labels.drafts")},
        {"text": t("labels.sources")}, {"link": t("labels.fonts")},
        {"link": t("labels.shared-libraries")}, {"text": t("labels.pinned-projects")},
        {"link": PROJECT_NAME}, {"button": PROFILE_NAME}]}  # fmt: skip
    header = {"title": projects_t, "items": [
        {"text": t("dashboard.projects-title")}, {"button": t("dashboard.new-project")},
        {"tab": t("labels.recent")}, {"tab": t("labels.deleted")},
        {"text": PROJECT_NAME}, {"icon": t("dashboard.new-file")},
        {"icon": t("dashboard.options")}]}  # fmt: skip
    new_project = t("dashboard.new-project-prefix") + " 1"
    copy_suffix = " " + t("dashboard.copy-suffix")

    def file_menu(name: str, shared: bool) -> dict[str, Any]:
        share = "dashboard.unpublish-shared" if shared else "dashboard.add-shared"
        return {"title": files_t, "items": [
            {"text": name},
            {"menu": t("dashboard.open-in-new-tab")}, {"menu": t("labels.rename")},
            {"menu": t("dashboard.duplicate")}, {"menu": t("dashboard.move-to")},
            {"menu": t(share)}, {"menu": t("dashboard.download-binary-file")},
            {"menu": t("labels.delete")}]}  # fmt: skip

    move_menu = {"title": files_t, "items": [
        {"text": FILE_NAME}, {"menu": t("dashboard.move-to")},
        {"menu": PROJECT2_NAME}, {"menu": t("labels.drafts")},
        {"menu": t("dashboard.move-to-other-team")}]}  # fmt: skip
    one = C(1)
    references = [{"text": f"- {name}"} for name in USER_FILES]
    hint = t("modals.delete-unpublish-shared-confirm.activated.hint", C(len(USER_FILES)))
    activated = [{"text": t("modals.delete-shared-confirm.activated.scd-message", one)},
                 *references, {"text": hint}]  # fmt: skip

    def shared_dialog(kind: str) -> dict[str, Any]:
        """delete_shared.cljs: its title, its subtitle, the files the library is used by."""
        return {"title": files_t, "dialog": {
            "title": t(f"modals.{kind}-shared-confirm.title", one),
            "message": t(f"modals.{kind}-shared-confirm.message", one)},
            "items": [*activated, {"button": t("labels.cancel")},
                      {"button": t(f"modals.{kind}-shared-confirm.accept", one)}]}  # fmt: skip

    add_shared = {"title": files_t, "dialog": {
        "title": t("modals.add-shared-confirm.message", FILE_NAME),
        "message": t("modals.add-shared-confirm.hint")},
        "items": [{"icon": t("labels.close")},
                  {"button": t("modals.add-shared-confirm.accept")}]}  # fmt: skip
    project_menu = {"title": projects_t, "items": [
        {"text": PROJECT_NAME}, {"menu": t("labels.rename")},
        {"menu": t("dashboard.duplicate")}, {"menu": t("dashboard.pin-unpin")},
        {"menu": t("dashboard.move-to")}, {"menu": t("dashboard.import")},
        {"menu": t("labels.delete")}]}  # fmt: skip
    delete_file = confirm(t, files_t, t("modals.delete-file-confirm.title"),
                          t("modals.delete-file-confirm.message"),
                          t("modals.delete-file-confirm.accept"))  # fmt: skip
    delete_project = confirm(t, projects_t, t("modals.delete-project-confirm.title"),
                             t("modals.delete-project-confirm.message"),
                             t("modals.delete-project-confirm.accept"))  # fmt: skip
    references_of_lib = get("get-library-file-references", file_id=LIB)
    return [
        _entry("reversible", "dashboard sidebar", sidebar, [
            (t("labels.shared-libraries"), False, [get("get-team-shared-files", team_id=TEAM)]),
            (PROJECT_NAME, False, [get("get-project-files", project_id=PROJECT)])]),
        _entry("reversible", "projects page header", header, [
            (t("dashboard.new-project"), False, [rpc("create-project", {
                "name": new_project, "team-id": U(TEAM)})])]),
        _entry("opens-prompt", "file menu", file_menu(FILE_NAME, False), [
            (t("dashboard.add-shared"), False, [get("get-file-summary", id=FILE)]),
            (t("labels.delete"), False, [])]),
        _entry("reversible", "file menu duplicate", file_menu(FILE_NAME, False), [
            (t("dashboard.duplicate"), False, [rpc("duplicate-file", {
                "file-id": U(FILE), "name": FILE_NAME + copy_suffix})])]),
        _entry("reversible", "file move submenu", move_menu, [
            (PROJECT2_NAME, False, [rpc("move-files", {
                "ids": frozenset([U(FILE)]), "project-id": U(PROJECT2)})])]),
        _entry("reversible", "delete file confirm", delete_file, [
            (t("modals.delete-file-confirm.accept"), False, [rpc("delete-file", {"id": U(FILE)})]),
            (t("ds.confirm-cancel"), False, [])]),
        _entry("reversible", "add shared library confirm", add_shared, [
            (t("modals.add-shared-confirm.accept"), False, [rpc("set-file-shared", {
                "id": U(FILE), "is-shared": True})])]),
        _entry("opens-prompt", "shared library file menu", file_menu(LIB_NAME, True), [
            (t("dashboard.unpublish-shared"), False, [references_of_lib]),
            (t("labels.delete"), False, [references_of_lib])]),
        _entry("unpublish", "unpublish library confirm", shared_dialog("unpublish"), [
            (t("modals.unpublish-shared-confirm.accept", one), True, [rpc("set-file-shared", {
                "id": U(LIB), "is-shared": False})]),
            (t("labels.cancel"), False, [])]),
        _entry("delete", "delete shared library confirm", shared_dialog("delete"), [
            (t("modals.delete-shared-confirm.accept", one), True, [
                rpc("delete-file", {"id": U(LIB)})]),
            (t("labels.cancel"), False, [])]),
        _entry("opens-prompt", "project menu", project_menu, [
            (t("labels.delete"), False, [])]),
        _entry("reversible", "project menu actions", project_menu, [
            (t("dashboard.duplicate"), False, [rpc("duplicate-project", {
                "project-id": U(PROJECT), "name": PROJECT_NAME + copy_suffix})])]),
        _entry("reversible", "delete project confirm", delete_project, [
            (t("modals.delete-project-confirm.accept"), False, [
                rpc("delete-project", {"id": U(PROJECT)})]),
            (t("ds.confirm-cancel"), False, [])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The trash (the projects page's Deleted tab) and the confirmations of deleting a file
    forever, clearing the trash and restoring a file."""
    title = t("title.dashboard.projects", TEAM_NAME)
    page = {"title": title, "items": [
        {"tab": t("labels.recent")}, {"tab": t("labels.deleted")},
        {"text": t("dashboard.trash-info-text-part1")},
        {"button": t("dashboard.restore-all-deleted-button")},
        {"button": t("dashboard.clear-trash-button")},
        {"text": PROJECT_NAME}, {"text": TRASHED_NAME},
        {"icon": t("dashboard.options")}]}  # fmt: skip
    forever = t("dashboard.delete-forever-confirmation.title")
    delete_one = confirm(
        t,
        title,
        forever,
        t("dashboard.delete-file-forever-confirmation.description", TRASHED_NAME),
        forever,
    )
    delete_all = confirm(
        t, title, forever, t("dashboard.delete-all-forever-confirmation.description", 1), forever
    )
    restore = confirm(
        t,
        title,
        t("dashboard-restore-file-confirmation.title"),
        t("dashboard-restore-file-confirmation.description", TRASHED_NAME),
        t("labels.continue"),
    )
    ids = {"team-id": U(TEAM), "ids": frozenset([U(TRASHED)])}
    return [
        _entry("opens-prompt", "trash page", page, [
            (t("dashboard.clear-trash-button"), False, [])]),
        _entry("delete", "delete forever confirm", delete_one, [
            (forever, True, [rpc("permanently-delete-team-files", ids)]),
            (t("ds.confirm-cancel"), False, [])]),
        _entry("delete", "clear trash confirm", delete_all, [
            (forever, True, [rpc("permanently-delete-team-files", ids)]),
            (t("ds.confirm-cancel"), False, [])]),
        _entry("reversible", "restore file confirm", restore, [
            (t("labels.continue"), False, [rpc("restore-deleted-team-files", ids)]),
            (t("ds.confirm-cancel"), False, [])]),
    ]  # fmt: skip


def team_screens(t: Any) -> list[dict[str, Any]]:
    """The team menu of a team one owns and of one joined, the members page, a member's role
    and actions menus, the invitations page, the webhooks page and their dialogs."""
    projects_t = t("title.dashboard.projects", TEAM_NAME)
    members_t = t("title.team-members", TEAM_NAME)
    invitations_t = t("title.team-invitations", TEAM_NAME)
    webhooks_t = t("title.team-webhooks", TEAM_NAME)
    menu = {"title": projects_t, "items": [
        {"button": TEAM_NAME}, {"menu": t("labels.members")},
        {"menu": t("labels.invitations")}, {"menu": t("labels.webhooks")},
        {"menu": t("labels.settings")}, {"menu": t("labels.rename")},
        {"menu": t("dashboard.leave-team")}, {"menu": t("dashboard.delete-team")}]}  # fmt: skip
    other_t = t("title.dashboard.projects", OTHER_NAME)
    roles = {"title": members_t, "items": [
        {"text": MEMBER_NAME}, {"text": MEMBER_EMAIL}, {"row": t("labels.editor")},
        {"menu": t("labels.viewer")}, {"menu": t("labels.admin")},
        {"menu": t("labels.owner")}]}  # fmt: skip
    actions = {"title": members_t, "items": [
        {"text": MEMBER_NAME}, {"text": MEMBER_EMAIL},
        {"menu": t("labels.remove-member")}]}  # fmt: skip
    role = {"member-id": U(MEMBER)}
    remove = confirm(t, members_t, t("modals.delete-team-member-confirm.title"),
                     t("modals.delete-team-member-confirm.message"),
                     t("modals.delete-team-member-confirm.accept"))  # fmt: skip
    promote = confirm(
        t,
        members_t,
        t("modals.promote-owner-confirm.title"),
        t("modals.promote-owner-confirm.message", MEMBER_NAME),
        t("modals.promote-owner-confirm.accept"),
        extra=[{"text": t("modals.promote-owner-confirm.hint").strip()}],
    )
    delete_team = confirm(t, projects_t, t("modals.delete-team-confirm.title"),
                          t("modals.delete-team-confirm.message"),
                          t("modals.delete-team-confirm.accept"))  # fmt: skip
    leave = confirm(
        t,
        other_t,
        t("modals.leave-confirm.title"),
        t("modals.leave-confirm.message"),
        t("modals.leave-confirm.accept"),
    )
    invite = {"title": members_t, "dialog": {"title": t("modals.invite-team-member.title")},
              "items": [
        {"text": t("onboarding.choice.team-up.roles")}, {"row": t("labels.editor")},
        {"field": "emails", "hint": t("modals.invite-member.emails"), "text": NEW_INVITE},
        {"button": t("modals.invite-member-confirm.accept")}]}  # fmt: skip
    expired = t("labels.expired-invitation")
    invitations = {"title": invitations_t, "items": [
        {"text": t("team.invitations-selected", C(1))},
        {"button": t("labels.resend-invitation")},
        {"icon": t("labels.delete-invitation")},
        {"text": t("labels.invitations")}, {"text": t("labels.role")},
        {"text": t("labels.status")}, {"switch": INVITED, "checked": True},
        {"row": t("labels.editor")}, {"text": expired},
        {"icon": t("labels.copy-invitation-link")}]}  # fmt: skip
    listed = {"text": f"- {INVITED} ({t('labels.editor')})"}
    delete_invitations = {"title": invitations_t, "dialog": {
        "title": t("dashboard.invitation-modal.title.delete-invitations"),
        "message": t("dashboard.invitation-modal.delete")},
        "items": [listed, {"button": t("labels.continue")}]}  # fmt: skip
    resend = {"title": invitations_t, "dialog": {
        "title": t("dashboard.invitation-modal.title.resend-invitations"),
        "message": t("dashboard.invitation-modal.resend")},
        "items": [listed, {"button": t("labels.cancel")},
                  {"button": t("labels.resend")}]}  # fmt: skip
    webhooks = {"title": webhooks_t, "items": [
        {"text": t("labels.webhooks")}, {"button": t("dashboard.webhooks.create")},
        {"text": WEBHOOK_URI}, {"text": t("labels.active")},
        {"menu": t("labels.edit")}, {"menu": t("labels.delete")}]}  # fmt: skip
    create_webhook = {"title": webhooks_t, "dialog": {
        "title": t("modals.create-webhook.title")}, "items": [
        {"field": "uri", "hint": t("modals.create-webhook.url.label"),
         "text": "https://ci.example.org/hooks/penpot"},
        {"text": t("dashboard.webhooks.content-type")}, {"row": "application/json"},
        {"switch": t("dashboard.webhooks.active"), "checked": True},
        {"button": t("labels.cancel")},
        {"button": t("modals.create-webhook.submit-label")}]}  # fmt: skip
    delete_webhook = confirm(t, webhooks_t, t("modals.delete-webhook.title"),
                             t("modals.delete-webhook.message"),
                             t("modals.delete-webhook.accept"))  # fmt: skip
    team_id = {"team-id": U(TEAM)}
    return [
        _entry("reversible", "team menu", menu, [
            (t("labels.members"), False, [get("get-team-members", team_id=TEAM)])]),
        _entry("opens-prompt", "team menu delete", menu, [
            (t("dashboard.delete-team"), False, [get("get-teams")])]),
        _entry("delete", "delete team confirm", delete_team, [
            (t("modals.delete-team-confirm.accept"), True, [
                rpc("delete-team", {"id": U(TEAM)})]),
            (t("ds.confirm-cancel"), False, [])]),
        _entry("leave", "leave team confirm", leave, [
            (t("modals.leave-confirm.accept"), True, [rpc("leave-team", {"id": U(OTHER)})]),
            (t("ds.confirm-cancel"), False, [])]),
        _entry("reversible", "member role menu", roles, [
            (t("labels.admin"), False, [rpc("update-team-member-role", {
                **role, "role": K("admin"), **team_id})])]),
        _entry("transfer", "new owner confirm", promote, [
            (t("modals.promote-owner-confirm.accept"), True, [rpc("update-team-member-role", {
                **role, "role": K("owner"), **team_id})]),
            (t("ds.confirm-cancel"), False, [])]),
        _entry("opens-prompt", "member actions menu", actions, [
            (t("labels.remove-member"), False, [])]),
        _entry("remove-member", "remove member confirm", remove, [
            (t("modals.delete-team-member-confirm.accept"), True, [rpc(
                "delete-team-member", {**role, **team_id})]),
            (t("ds.confirm-cancel"), False, [])]),
        _entry("send", "invite members modal", invite, [
            (t("modals.invite-member-confirm.accept"), True, [
                rpc("create-team-invitations", {"emails": frozenset([NEW_INVITE]),
                                                "role": K("editor"), **team_id}),
                get("get-team-invitations", team_id=TEAM),
                get("get-team-members", team_id=TEAM)])]),
        _entry("opens-prompt", "invitations page", invitations, [
            (t("labels.delete-invitation"), False, [])]),
        _entry("revoke", "delete invitations modal", delete_invitations, [
            (t("labels.continue"), True, [rpc("delete-team-invitation", {
                "email": INVITED, **team_id})])]),
        _entry("send", "resend invitations modal", resend, [
            (t("labels.resend"), True, [rpc("create-team-invitations", {"invitations": [
                {"email": INVITED, "role": K("editor"), "expired": True}], **team_id})]),
            (t("labels.cancel"), False, [])]),
        _entry("opens-prompt", "webhooks page", webhooks, [
            (t("labels.delete"), False, [])]),
        _entry("reversible", "create webhook modal", create_webhook, [
            (t("modals.create-webhook.submit-label"), False, [rpc("create-webhook", {
                "uri": "https://ci.example.org/hooks/penpot", "mtype": "application/json",
                "is-active": True, **team_id})])]),
        _entry("delete", "delete webhook confirm", delete_webhook, [
            (t("modals.delete-webhook.accept"), True, [rpc("delete-webhook", {
                "id": U(WEBHOOK), **team_id})]),
            (t("ds.confirm-cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The profile menu, the settings sidebar, the profile page and the account's deletion,
    the password and notifications pages, the access tokens, the feedback form, the login
    page."""
    projects_t = t("title.dashboard.projects", TEAM_NAME)
    profile_t = t("title.settings.profile")
    tokens_t = t("title.settings.integrations")
    profile_menu = {"title": projects_t, "items": [
        {"button": PROFILE_NAME}, {"menu": t("labels.your-account")},
        {"menu": t("labels.help-learning")}, {"menu": t("labels.community-contributions")},
        {"menu": t("labels.about-penpot")}, {"menu": t("labels.logout")}]}  # fmt: skip
    profile = {"title": profile_t, "items": [
        {"text": t("labels.profile")}, {"button": t("labels.update")},
        {"field": "fullname", "hint": t("dashboard.your-name"), "text": PROFILE_NAME},
        {"field": "email", "hint": t("dashboard.your-email"), "text": EMAIL},
        {"link": t("dashboard.change-email")}, {"button": t("dashboard.save-settings")},
        {"link": t("dashboard.remove-account")}]}  # fmt: skip
    delete_account = {"title": profile_t, "dialog": {
        "title": t("modals.delete-account.title"),
        "message": t("modals.delete-account.info")}, "items": [
        {"button": t("modals.delete-account.cancel")},
        {"button": t("modals.delete-account.confirm")}]}  # fmt: skip
    # The page's h2 repeats the submit button's words; it is left out, so that the label
    # names the one control.
    password = {"title": t("title.settings.password"), "items": [
        {"field": "password-old", "hint": t("labels.old-password"), "text": "quiet-river-42"},
        {"field": "password-1", "hint": t("labels.new-password"), "text": "amber-kite-1977"},
        {"field": "password-2", "hint": t("labels.confirm-password"),
         "text": "amber-kite-1977"},
        {"button": t("dashboard.password-change")}]}  # fmt: skip
    n = "dashboard.settings.notifications."
    notifications = {"title": t("title.settings.notifications"), "items": [
        {"text": t(n + "title")}, {"text": t(n + "dashboard.title")},
        {"radio": t(n + "dashboard-comments.all"), "checked": True},
        {"text": t(n + "email.title")},
        {"radio": t(n + "email-comments.partial"), "checked": False},
        {"radio": t(n + "email-comments.none"), "checked": True},
        {"text": t(n + "email-invites.title")},
        {"radio": t(n + "email-invites.all"), "checked": True},
        {"button": t(n + "submit")}]}  # fmt: skip
    token_menu = {"title": tokens_t, "items": [{"text": TOKEN_NAME}, {"menu": t("labels.delete")}]}
    create_token = {"title": tokens_t, "dialog": {
        "title": t("integrations.create-access-token.title")}, "items": [
        {"field": "name", "hint": t("integrations.name.label"), "text": "CI export"},
        {"text": t("integrations.expiration-date.label")},
        {"row": t("integrations.expiration-never")},
        {"button": t("labels.cancel")},
        {"button": t("integrations.create-access-token.title")}]}  # fmt: skip
    delete_token = confirm(t, tokens_t, t("integrations.delete-token.title"),
                           t("integrations.delete-token.message"),
                           t("integrations.delete-token.accept"))  # fmt: skip
    feedback = {"title": t("title.settings.feedback"), "items": [
        {"text": t("feedback.title-contact-us")},
        {"field": "subject", "hint": t("feedback.subject"), "text": "Export crops long text"},
        {"text": t("feedback.type")}, {"row": t("feedback.type.issue")},
        {"field": "content", "hint": t("feedback.description"),
         "text": "Exporting a board to PDF cuts the last line of every text box."},
        {"button": t("labels.send")}]}  # fmt: skip
    login = {"title": t("title.default"), "items": [
        {"text": t("auth.login-account-title")},
        {"field": "email", "hint": t("auth.work-email"), "text": EMAIL},
        {"field": "password", "hint": t("auth.password"), "text": "quiet-river-42"},
        {"link": t("auth.forgot-password")}, {"button": t("labels.continue")},
        {"text": t("auth.register")}, {"link": t("auth.register-submit")}]}  # fmt: skip
    return [
        _entry("reversible", "profile menu", profile_menu, [
            (t("labels.logout"), False, [rpc("logout", {"profile-id": U(PROFILE)})])]),
        _entry("opens-prompt", "profile page", profile, [
            (t("dashboard.remove-account"), False, [])]),
        _entry("delete-user", "delete account modal", delete_account, [
            (t("modals.delete-account.confirm"), True, [rpc("delete-profile", {})]),
            (t("modals.delete-account.cancel"), False, [])]),
        _entry("reversible", "password page", password, [
            (t("dashboard.password-change"), False, [rpc("update-profile-password", {
                "old-password": "quiet-river-42", "password": "amber-kite-1977"})])]),
        _entry("reversible", "notifications page", notifications, [
            (t(n + "submit"), False, [rpc("update-profile-notifications", {
                "dashboard-comments": K("all"), "email-comments": K("none"),
                "email-invites": K("all")})])]),
        _entry("opens-prompt", "access token menu", token_menu, [
            (t("labels.delete"), False, [])]),
        _entry("reversible", "create access token modal", create_token, [
            (t("integrations.create-access-token.title"), False, [rpc("create-access-token", {
                "name": "CI export", "perms": None})])]),
        _entry("revoke", "delete access token confirm", delete_token, [
            (t("integrations.delete-token.accept"), True, [rpc("delete-access-token", {
                "id": U(TOKEN)})]),
            (t("ds.confirm-cancel"), False, [])]),
        _entry("send", "feedback page", feedback, [
            (t("labels.send"), True, [rpc("send-user-feedback", {
                "subject": "Export crops long text", "type": "issue",
                "content": "Exporting a board to PDF cuts the last line of every text box."})])]),
        _entry("reversible", "login page", login, [
            (t("labels.continue"), False, [rpc("login-with-password", {
                "email": EMAIL, "password": "quiet-river-42"})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*dashboard_screens(t), *trash_screens(t), *team_screens(t), *account_screens(t)]
