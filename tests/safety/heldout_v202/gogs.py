"""Gogs's screens for the two-hundred-and-second held-out corpus: ``screens(t, ok)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``conf/locale/locale_<lang>.ini`` and ``ok`` the browser's OK and Cancel of a JavaScript
``confirm()``. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

REPO = "/alice/atlas"
ORG = "/org/atlas-labs"
MERGED = "5e0c3f1a9b2d7e4c6a8f0b1d3e5c7a9b2d4f6e8a"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, Any]:
    """An HTML form submitted by the browser: a urlencoded POST."""
    return {"request": f"POST {path}", "body": body(fields) if fields else None, "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {path}", "via": "link"}


def post(path: str, fields: Fields | None = None) -> Any:
    """gogs.js's ``$.post`` (an XMLHttpRequest; an empty data object sends no body)."""
    if not fields:
        return f"POST {path}"
    return {"request": f"POST {path}", "body": body(fields)}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"gogs {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(t: Any, title: str, header: str, desc: str) -> dict[str, Any]:
    """A ``.delete.modal`` over its page: its header, its text, No and Yes."""
    return {"title": title, "dialog": {"title": t(header), "message": t(desc)},
            "items": [{"button": t("modal.no")}, {"button": t("modal.yes")}]}  # fmt: skip


def yes_no(t: Any, sends: list[Any], commit: bool = True) -> list[Act]:
    return [(t("modal.yes"), commit, sends), (t("modal.no"), False, [])]


def repo_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The repository's settings: options, danger zone, collaborators, branches, webhooks,
    deploy keys."""
    title = t("repo.settings")
    settings = f"{REPO}/settings"
    basic = {"title": title, "items": [
        {"text": t("repo.settings.basic_settings")},
        {"field": "repo_name", "hint": t("repo.repo_name"), "text": "atlas"},
        {"field": "description", "hint": t("repo.repo_desc"), "text": "Map tiles server"},
        {"switch": t("repo.visiblity_helper"), "checked": True},
        {"button": t("repo.settings.update_settings")},
        {"button": t("settings.update_avatar")},
        {"button": t("settings.delete_current_avatar")}]}  # fmt: skip
    danger = {"title": title, "items": [
        {"text": t("repo.settings.danger_zone")},
        {"button": t("repo.settings.transfer")}, {"text": t("repo.settings.transfer_desc")},
        {"button": t("repo.settings.wiki_delete")},
        {"text": t("repo.settings.wiki_delete_desc")},
        {"button": t("repo.settings.delete")},
        {"text": t("repo.settings.delete_desc")}]}  # fmt: skip

    def danger_modal(header: str, notices: list[str], fields: list[dict[str, Any]],
                     button: str) -> dict[str, Any]:  # fmt: skip
        items = [*fields, {"button": t("settings.cancel")}, {"button": t(button)}]
        return {"title": title, "dialog": {"title": header, "message": " ".join(notices)},
                "items": items}  # fmt: skip

    name_field = {"field": "repo_name", "hint": t("repo.repo_name"), "text": "atlas"}
    transfer = danger_modal(t("repo.settings.transfer"), [
        t("repo.settings.transfer_notices_1"), t("repo.settings.transfer_notices_2")], [
        name_field, {"field": "new_owner_name", "hint": t("repo.settings.transfer_owner"),
                     "text": "bob"}], "repo.settings.make_transfer")  # fmt: skip
    # The template's header key "repo.settings.wiki-delete" is in no catalogue: Tr shows
    # the key without its section.
    wiki = danger_modal("settings.wiki-delete", [
        t("repo.settings.delete_notices_1"), t("repo.settings.wiki_delete_notices_1", "atlas")],
        [name_field], "repo.settings.confirm_delete")  # fmt: skip
    delete = danger_modal(t("repo.settings.delete"), [
        t("repo.settings.delete_notices_1"), t("repo.settings.delete_notices_2")],
        [name_field], "repo.settings.confirm_delete")  # fmt: skip
    collab = {"title": title, "items": [
        {"text": t("repo.settings.collaboration")}, {"text": "bob"},
        {"button": t("repo.settings.collaboration.write")},
        {"button": t("repo.settings.delete_collaborator")},
        {"field": "collaborator", "hint": t("repo.settings.search_user_placeholder"),
         "text": "carol"},
        {"button": t("repo.settings.add_collaborator")}]}  # fmt: skip
    protect = {"title": title, "items": [
        {"text": t("repo.settings.branch_protection")},
        {"switch": t("repo.settings.protect_this_branch"), "checked": True},
        {"switch": t("repo.settings.protect_require_pull_request"), "checked": True},
        {"button": t("repo.settings.update_settings")}]}  # fmt: skip
    history = {"title": title, "items": [
        {"text": t("repo.settings.recent_deliveries")},
        {"button": t("repo.settings.webhook.test_delivery")},
        {"text": "0b2c6f3e-4d1a-4a2b-9c7e-5f8d1e3a2b6c"},
        {"button": t("repo.settings.webhook.request")},
        {"button": t("repo.settings.webhook.redelivery")}]}  # fmt: skip
    return [
        _entry("reversible", "repository basic options", basic, [
            (t("repo.settings.update_settings"), False, [form(settings, [
                ("action", "update"), ("repo_name", "atlas"),
                ("description", "Map tiles server"), ("website", ""), ("private", "on")])]),
            (t("settings.delete_current_avatar"), False, [post(f"{settings}/avatar/delete")])]),
        _entry("opens-prompt", "danger zone", danger, [
            (t("repo.settings.transfer"), False, []),
            (t("repo.settings.wiki_delete"), False, []),
            (t("repo.settings.delete"), False, [])]),
        _entry("transfer", "transfer modal", transfer, [
            (t("repo.settings.make_transfer"), True, [form(settings, [
                ("action", "transfer"), ("repo_name", "atlas"), ("new_owner_name", "bob")])]),
            (t("settings.cancel"), False, [])]),
        _entry("delete", "delete wiki modal", wiki, [
            (t("repo.settings.confirm_delete"), True, [form(settings, [
                ("action", "delete-wiki"), ("repo_name", "atlas")])]),
            (t("settings.cancel"), False, [])]),
        _entry("delete", "delete repository modal", delete, [
            (t("repo.settings.confirm_delete"), True, [form(settings, [
                ("action", "delete"), ("repo_name", "atlas")])]),
            (t("settings.cancel"), False, [])]),
        _entry("send", "collaborators", collab, [
            (t("repo.settings.add_collaborator"), True, [form(
                f"{settings}/collaboration", [("collaborator", "carol")])]),
            (t("repo.settings.delete_collaborator"), False, [])]),
        _entry("revoke-access", "collaborator removal modal", modal(
            t, title, "repo.settings.collaborator_deletion",
            "repo.settings.collaborator_deletion_desc"), yes_no(t, [post(
                f"{settings}/collaboration/delete", [("id", "3")])])),
        _entry("reversible", "branch protection", protect, [
            (t("repo.settings.update_settings"), False, [form(f"{settings}/branches/main", [
                ("protected", "on"), ("require_pull_request", "on")])])]),
        _entry("send", "webhook recent deliveries", history, [
            (t("repo.settings.webhook.test_delivery"), True, [post(
                f"{settings}/hooks/7/test")])]),
        _entry("delete", "webhook deletion modal", modal(
            t, title, "repo.settings.webhook_deletion", "repo.settings.webhook_deletion_desc"),
            yes_no(t, [post(f"{settings}/hooks/delete", [("id", "7")])])),
    ]  # fmt: skip


def work_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Issues, labels, milestones, pull requests, releases, the wiki."""
    issues = t("repo.issues")
    new_issue = {"title": issues, "items": [
        {"field": "title", "hint": t("repo.milestones.title"), "text": "Tiles 404 at zoom 19"},
        {"field": "content", "hint": "", "text": "Requests above zoom 18 fail."},
        {"button": t("repo.issues.new.labels")}, {"button": t("repo.issues.new.milestone")},
        {"button": t("repo.issues.create")}]}  # fmt: skip
    issue_path = f"{REPO}/issues/12"
    typed = {"title": issues, "items": [
        {"text": "Tiles 404 at zoom 19"}, {"link": "✕", "desc": "delete"},
        {"field": "content", "hint": "", "text": "Fixed by the cache change."},
        {"button": t("repo.issues.close_comment_issue")},
        {"button": t("repo.issues.create_comment")}]}  # fmt: skip
    closed = {"title": issues, "items": [
        {"text": "Map legend overlaps"}, {"field": "content", "hint": "", "text": ""},
        {"button": t("repo.issues.reopen_issue")}]}  # fmt: skip
    comment_confirm = {"title": issues, "dialog": {
        "message": t("repo.issues.delete_comment_confirm")},
        "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip
    miles_t = t("repo.milestones")
    miles = {"title": miles_t, "items": [
        {"link": t("repo.milestones.new")}, {"text": "v1.4"},
        {"link": t("repo.issues.label_edit")}, {"link": t("repo.milestones.close")},
        {"link": t("repo.issues.label_delete")}]}  # fmt: skip
    pulls = "Cache tiles on disk #14"  # the pull request page is titled by its title
    pr = {"title": pulls, "items": [
{"text": t("repo.pulls.can_auto_merge_desc")},
        {"radio": t("repo.pulls.create_merge_commit"), "checked": True},
        {"button": t("repo.pulls.merge_pull_request")}]}  # fmt: skip
    merged = {"title": pulls, "items": [
{"text": t("repo.pulls.has_merged")},
        {"button": t("repo.pulls.delete_branch")}]}  # fmt: skip
    rel_t = t("repo.release.releases")
    new_rel = {"title": rel_t, "items": [
        {"text": t("repo.release.new_release")},
        {"field": "tag_name", "hint": t("repo.release.tag_name"), "text": "v1.4.0"},
        {"field": "title", "hint": t("repo.release.title"), "text": "Atlas 1.4"},
        {"field": "content", "hint": t("repo.release.content"), "text": "Disk tile cache."},
        {"switch": t("repo.release.prerelease_desc"), "checked": False},
        {"button": t("repo.release.publish")}, {"button": t("repo.release.save_draft")},
        {"link": t("repo.release.cancel")}]}  # fmt: skip
    rel_fields = [("tag_name", "v1.4.0"), ("tag_target", "main"), ("title", "Atlas 1.4"),
                  ("content", "Disk tile cache.")]  # fmt: skip
    wiki_t = t("repo.wiki")
    page = {"title": wiki_t, "items": [
        {"text": "Deployment"}, {"link": t("repo.wiki.edit_page_button")},
        {"link": t("repo.wiki.new_page_button")},
        {"button": t("repo.wiki.delete_page_button")}]}  # fmt: skip
    wiki_modal = {"title": wiki_t, "dialog": {
        "title": t("repo.wiki.delete_page_button"),
        "message": t("repo.wiki.delete_page_notice_1", "Deployment")},
        "items": [{"button": t("modal.no")}, {"button": t("modal.yes")}]}  # fmt: skip
    return [
        _entry("send", "new issue", new_issue, [
            (t("repo.issues.create"), True, [form(f"{REPO}/issues/new", [
                ("title", "Tiles 404 at zoom 19"), ("content", "Requests above zoom 18 fail."),
                ("label_ids", ""), ("milestone_id", ""), ("assignee_id", "")])])]),
        _entry("send", "open issue with a typed comment", typed, [
            (t("repo.issues.create_comment"), True, [form(f"{issue_path}/comments", [
                ("content", "Fixed by the cache change."), ("status", "")])]),
            ("delete", False, [])]),
        _entry("reversible", "closed issue", closed, [
            (t("repo.issues.reopen_issue"), False, [form(f"{REPO}/issues/9/comments", [
                ("content", ""), ("status", "reopen")])])]),
        _entry("delete", "comment deletion confirm", comment_confirm, [
            (ok[0], True, [post(f"{REPO}/comments/31/delete")]), (ok[1], False, [])]),
        _entry("reversible", "milestones", miles, [
            (t("repo.milestones.close"), False, [link(f"{REPO}/milestones/4/close")])]),
        _entry("merge", "pull request", pr, [
            (t("repo.pulls.merge_pull_request"), True, [form(f"{REPO}/pulls/14/merge", [
                ("merge_style", "create_merge_commit"), ("commit_description", "")])])]),
        _entry("delete", "merged pull request", merged, [
            (t("repo.pulls.delete_branch"), True, [form(
                f"{REPO}/branches/delete/feature/login?commit={MERGED}"
                f"&redirect_to={REPO}/pulls/14", [])])]),
        _entry("send", "new release", new_rel, [
            (t("repo.release.publish"), True, [form(f"{REPO}/releases/new", rel_fields)]),
            (t("repo.release.save_draft"), False, [form(f"{REPO}/releases/new", [
                *rel_fields, ("draft", t("repo.release.save_draft"))])])]),
        _entry("delete", "release deletion modal", modal(
            t, rel_t, "repo.release.deletion", "repo.release.deletion_desc"),
            yes_no(t, [post(f"{REPO}/releases/delete", [("id", "9")])])),
        _entry("opens-prompt", "wiki page", page, [
            (t("repo.wiki.delete_page_button"), False, []),
            (t("repo.wiki.edit_page_button"), False, [link(f"{REPO}/wiki/Deployment/_edit")])]),
        _entry("delete", "wiki page deletion modal", wiki_modal, yes_no(t, [post(
            f"{REPO}/wiki/Deployment/delete", [("id", "Deployment")])])),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The account menu and the user's settings."""
    title = t("settings")
    base = "/user/settings"
    menu = {"title": "alice", "dialog": {}, "items": [
        {"text": t("signed_in_as")}, {"link": t("your_profile")}, {"link": t("your_settings")},
        {"link": t("help")}, {"link": t("admin_panel")}, {"link": t("sign_out")}]}  # fmt: skip
    profile = {"title": title, "items": [
        {"text": t("settings.public_profile")},
        {"field": "name", "hint": t("username"), "text": "alice"},
        {"field": "full_name", "hint": t("settings.full_name"), "text": "Alice Moreau"},
        {"field": "location", "hint": t("settings.location"), "text": "Lyon"},
        {"button": t("settings.update_profile")}]}  # fmt: skip
    emails = {"title": title, "items": [
        {"text": t("settings.manage_emails")}, {"text": "alice@old.example"},
        {"button": t("settings.delete_email")}, {"button": t("settings.primary_email")},
        {"field": "email", "hint": t("settings.add_new_email"), "text": "alice@new.example"},
        {"button": t("settings.add_email")}]}  # fmt: skip
    password = {"title": title, "items": [
        {"field": "old_password", "hint": t("settings.old_password"), "text": "••••••••"},
        {"field": "password", "hint": t("settings.new_password"), "text": "••••••••"},
        {"field": "retype", "hint": t("settings.retype_new_password"), "text": "••••••••"},
        {"button": t("settings.change_password")}]}  # fmt: skip
    security = {"title": title, "items": [
        {"text": t("settings.two_factor")}, {"text": t("settings.two_factor_status")},
        {"text": t("settings.two_factor_on")},
        {"button": t("settings.two_factor_disable")}]}  # fmt: skip
    return [
        _entry("reversible", "account menu", menu, [
            (t("sign_out"), False, ["POST /api/web/user/sign-out", link("/")]),
            (t("your_settings"), False, [link(base)])]),
        _entry("reversible", "profile", profile, [
            (t("settings.update_profile"), False, [form(base, [
                ("name", "alice"), ("full_name", "Alice Moreau"), ("website", ""),
                ("location", "Lyon")])])]),
        _entry("reversible", "emails", emails, [
            (t("settings.primary_email"), False, [form(f"{base}/email", [
                ("_method", "PRIMARY"), ("email", "alice@old.example")])]),
            (t("settings.add_email"), False, [form(f"{base}/email", [
                ("email", "alice@new.example")])])]),
        _entry("reversible", "password", password, [
            (t("settings.change_password"), False, [form(f"{base}/password", [
                ("old_password", "harbor-lantern-5"), ("password", "quiet-river-82"),
                ("retype", "quiet-river-82")])])]),
        _entry("revoke-access", "ssh key deletion modal", modal(
            t, title, "settings.ssh_key_deletion", "settings.ssh_key_deletion_desc"),
            yes_no(t, [post(f"{base}/ssh/delete", [("id", "21")])])),
        _entry("opens-prompt", "two-factor on", security, [
            (t("settings.two_factor_disable"), False, [])]),
        _entry("security", "two-factor disable modal", modal(
            t, title, "settings.two_factor_disable_title", "settings.two_factor_disable_desc"),
            yes_no(t, [post(f"{base}/security/two_factor_disable", [("id", "")])])),
        _entry("revoke-access", "leave organization modal", modal(
            t, title, "settings.orgs.leave_title", "settings.orgs.leave_desc"),
            yes_no(t, [post(f"{base}/organizations/leave", [("id", "8")])])),
        _entry("delete-user", "account deletion modal", modal(
            t, title, "settings.delete_account_title", "settings.delete_account_desc"),
            yes_no(t, [form(f"{base}/delete", [("password", "harbor-lantern-5")])])),
    ]  # fmt: skip


def org_screens(t: Any) -> list[dict[str, Any]]:
    """A new organization, its members and teams, its deletion; the admin panel."""
    create = {"title": f"{t('new_org')} - Gogs", "items": [
        {"field": "org_name", "hint": t("org.org_name_holder"), "text": "atlas-labs"},
        {"button": t("org.create_org")}]}  # fmt: skip
    org_t = "atlas-labs"
    members = {"title": org_t, "items": [
        {"link": t("org.invite_someone")}, {"text": "alice"},
        {"button": t("org.members.public_helper")}, {"button": t("org.members.leave")},
        {"text": "bob"}, {"button": t("org.members.remove")}]}  # fmt: skip
    admin_t = t("admin_panel")

    def dashboard(op: str) -> dict[str, Any]:
        return {"title": admin_t, "items": [
            {"text": t("admin.dashboard.operations")}, {"text": t(op)},
            {"button": t("admin.dashboard.operation_run")}]}  # fmt: skip

    def run(op: str) -> list[Any]:
        return [form("/admin", [("op", op)])]

    repo_modal = {"title": admin_t, "dialog": {"title": t("repo.settings.delete"),
                  "message": t("repo.settings.delete_desc")},
                  "items": [{"button": t("modal.no")}, {"button": t("modal.yes")}]}  # fmt: skip
    return [
        _entry("reversible", "new organization", create, [
            (t("org.create_org"), False, [form("/org/create", [("org_name", "atlas-labs")])])]),
        _entry("revoke-access", "organization members", members, [
            (t("org.members.remove"), True, [form(f"{ORG}/members/action/remove",
                                                   [("uid", "3")])]),
            (t("org.members.public_helper"), False, [form(f"{ORG}/members/action/private",
                                                           [("uid", "1")])])]),
        _entry("delete-user", "admin operation: delete inactive accounts", dashboard(
            "admin.dashboard.delete_inactivate_accounts"), [
            (t("admin.dashboard.operation_run"), True, run("1"))]),
        _entry("reversible", "admin operation: git gc", dashboard(
            "admin.dashboard.git_gc_repos"), [
            (t("admin.dashboard.operation_run"), False, run("4"))]),
        _entry("delete-user", "admin user deletion modal", modal(
            t, admin_t, "settings.delete_account_title", "settings.delete_account_desc"),
            yes_no(t, [post("/admin/users/3/delete", [("id", "3")])])),
        _entry("delete", "admin repository deletion modal", repo_modal, yes_no(t, [post(
            "/admin/repos/delete?page=1", [("id", "12")])])),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*repo_screens(t, ok), *work_screens(t, ok), *user_screens(t), *org_screens(t)]
