"""Teedy's screens for the three-hundred-and-forty-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a key of the app's
``docs-web/src/main/webapp/src/locale/<lang>.json`` catalogue. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

APP = "Teedy"  # the page title: the theme's application name
ORIGIN = "https://docs.example.org"  # where the app is served; "../api" is /api there
FEEDBACK = "https://api.teedy.io"  # the feedback endpoint's own origin
DOC, DOC_TITLE = "5a3f2c7e-81d4-4b6a-9e0f-2c7d1b8a4e63", "Lease agreement 2026"
FILE, FILE_NAME = "b2e8d4a1-6c3f-4e97-8a15-3f9c0d7e2b58", "lease-signed.pdf"
SHARE, SHARE_NAME = "e4c1a7f2-3b9d-4f86-a0e5-7d2c9b1f8a34", "Landlord"
COMMENT = "c9f3b2e7-4d1a-4e68-b5c0-8a2f6d3e9b17"
TAG, TAG_NAME = "7d2e9a4c-5f1b-4c83-9e6a-1b4d8c2f7e05", "contracts"
ROUTE_MODEL, ROUTE_NAME = "f1a8c3e5-2d7b-4a96-8c04-6e9b3f1d5a72", "Legal review"
LINK = f"{ORIGIN}/share.html#/share/{DOC}/{SHARE}"  # showShare() builds it from absUrl()
Act = tuple[Any, bool, list[Any]]


def uri(value: str) -> str:
    """JavaScript's ``encodeURIComponent``."""
    return quote(value, safe="-_.!~*'()")


def query(params: dict[str, str]) -> str:
    """AngularJS's ``$httpParamSerializer``: keys sorted, ``encodeUriQuery`` (``@ : $ , ;``
    kept, a space written ``+``)."""

    def enc(value: str) -> str:
        text = uri(value)
        for code, char in (("%40", "@"), ("%3A", ":"), ("%24", "$"), ("%2C", ","), ("%3B", ";"),
                           ("%20", "+")):  # fmt: skip
            text = text.replace(code, char)
        return text

    return "&".join(f"{enc(k)}={enc(params[k])}" for k in sorted(params))


def api(method: str, path: str, params: dict[str, str] | None = None,
        form: list[tuple[str, str]] | None = None, origin: str = "") -> Any:  # fmt: skip
    """A Restangular call through ``$http`` (an XMLHttpRequest) to ``/api``: ``params`` in the
    query string, a body urlencoded by the app's ``transformRequest`` (the object's keys in
    their order, ``encodeURIComponent``); an empty body is written as none."""
    url = f"{origin}/api{path}" + (f"?{query(params)}" if params else "")
    if form is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}", "body": "&".join(f"{uri(k)}={uri(v)}" for k, v in form)}


def page(path: str) -> dict[str, str]:
    """A new window or a download: ``window.open`` or an ``<a href>``."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        how = action if isinstance(action, dict) else {"tap": action}
        cases.append({**how, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"teedy {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def message_box(t: Any, title_key: str, message_key: str, **args: str) -> dict[str, Any]:
    """``$dialog.messageBox``: the app's own modal, its title, its message, Cancel and OK."""
    return {"title": APP, "dialog": {"title": t(title_key), "message": t(message_key, **args)},
            "items": [{"button": t("cancel")}, {"button": t("ok")}]}  # fmt: skip


def modal(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ``$uibModal`` over the page, headed by its ``h3``."""
    return {"title": APP, "dialog": {"title": heading}, "items": items}


def document_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation bar, the dashboard and its feedback modal, a document's page, its PDF
    export, share and comment controls and their dialogs, a file's menu, the workflow tab and
    the current step, the permissions tab and the new-document form."""
    nav = {"title": APP, "items": [
        {"link": t("index.nav_documents")}, {"link": t("index.nav_tags")},
        {"link": t("index.nav_users_groups")}, {"link": "admin"},
        {"link": t("index.nav_settings")}, {"link": t("index.logout")}]}  # fmt: skip
    dashboard = {"title": APP, "items": [
        {"text": t("document.default.quick_upload")},
        {"text": t("document.default.workflow_document_list")},
        {"text": t("document.default.latest_activity")},
        {"link": t("document.default.feedback")}]}  # fmt: skip
    feedback_text = "Please add a bulk tag editor"
    feedback = modal(t("feedback.title"), [
        {"text": t("feedback.message")},
        {"field": "inputContent", "hint": "", "text": feedback_text},
        {"button": t("send")}, {"button": t("cancel")}])  # fmt: skip
    view = {"title": APP, "items": [
        {"button": t("delete")}, {"link": t("edit")}, {"button": t("export")},
        {"text": DOC_TITLE}, {"text": t("document.view.by_creator")}, {"link": "admin"},
        {"button": t("share")}, {"button": SHARE_NAME}, {"text": TAG_NAME},
        {"link": t("document.view.content")}, {"link": t("document.view.workflow")},
        {"link": t("document.view.permissions")}, {"link": t("document.view.activity")},
        {"text": t("document.view.comments")}]}  # fmt: skip
    pdf = modal(t("document.pdf.export_title"), [
        {"switch": t("document.pdf.export_metadata"), "checked": False},
        {"switch": t("document.pdf.export_comments"), "checked": False},
        {"switch": t("document.pdf.fit_to_page"), "checked": True},
        {"field": "inputMargin", "hint": "", "text": "10"},
        {"text": t("document.pdf.millimeter")},
        {"button": t("export")}, {"button": t("cancel")}])  # fmt: skip
    share = modal(t("document.share.title"), [
        {"text": t("document.share.message")},
        {"field": "share-result", "hint": "", "text": SHARE_NAME},
        {"button": t("document.share.submit")}, {"button": t("cancel")}])  # fmt: skip
    shared = {"title": APP, "dialog": {
        "title": t("document.view.shared_document_title"),
        "message": t("document.view.shared_document_message", link=LINK)}, "items": [
        {"field": "share-link", "hint": "", "text": LINK},
        {"button": t("unshare")}, {"button": t("close")}]}  # fmt: skip
    comments = {"title": APP, "items": [
        {"text": t("document.view.comments")}, {"text": "admin"},
        {"text": "The landlord keeps the original"},
        {"field": "commentInput", "hint": t("document.view.add_comment"),
         "text": "Signed copy attached", "focused": True}]}  # fmt: skip
    files = {"title": APP, "items": [
        {"text": FILE_NAME}, {"menu": t("download")}, {"menu": t("rename")},
        {"menu": t("document.view.content.reprocess_file")},
        {"menu": t("document.view.content.upload_new_version")},
        {"menu": t("document.view.content.open_versions")}, {"menu": t("delete")}]}  # fmt: skip
    start = {"title": APP, "items": [
        {"text": t("document.view.workflow.message")},
        {"text": t("document.view.workflow.workflow_start_label")},
        {"link": t("document.view.workflow.add_more_workflow")},
        {"field": "inputRouteModel", "hint": "", "text": ROUTE_NAME},
        {"button": t("document.view.workflow.start_workflow_submit")}]}  # fmt: skip
    running = {"title": APP, "items": [
        {"button": t("document.view.workflow.cancel_workflow")},
        {"text": t("document.view.workflow.message")}, {"text": ROUTE_NAME}]}  # fmt: skip

    def step(comment: str) -> dict[str, Any]:
        return {"title": APP, "items": [
            {"text": t("document.view.workflow_current")}, {"text": "Legal check"},
            {"text": t("workflow_type.APPROVE")}, {"text": "accounting"},
            {"field": "workflowComment", "hint": t("document.view.workflow_comment"),
             "text": comment},
            {"button": t("workflow_transition.APPROVED")},
            {"button": t("workflow_transition.REJECTED")}]}  # fmt: skip

    def validate(transition: str, comment: str) -> list[Any]:
        return [
            api(
                "POST",
                "/route/validate",
                form=[("documentId", DOC), ("transition", transition), ("comment", comment)],
            )
        ]

    permissions = {"title": APP, "items": [
        {"text": t("document.view.permissions.title")},
        {"text": t("directive.acledit.acl_target")},
        {"text": t("directive.acledit.acl_permission")}, {"text": "admin"},
        {"text": t("acl.READ")}, {"text": t("acl.WRITE")},
        {"text": t("directive.acledit.add_permission")},
        {"field": "inputTarget", "hint": t("directive.acledit.search_user_group"),
         "text": "bob"}, {"button": "bob"},
        {"field": "inputPermission", "hint": "", "text": t("acl.READ")},
        {"button": t("add")}]}  # fmt: skip
    new_title = "Insurance policy 2026"
    new_document = {"title": APP, "items": [
        {"text": t("document.edit.primary_metadata")},
        {"field": "inputTitle", "hint": t("document.edit.title_placeholder"),
         "text": new_title},
        {"text": t("document.tags")},
        {"button": t("save")}, {"button": t("cancel")}]}  # fmt: skip
    dashboard_reads = [
        api("GET", "/auditlog"),
        api("GET", "/file/list"),
        api(
            "GET",
            "/document/list",
            {"asc": "false", "sort_column": "3", "limit": "10", "search": "workflow:me"},
        ),
    ]
    ranked = {"asc": "true", "sort_column": "1"}
    return [
        _entry("reversible", "navigation bar", nav, [
            (t("index.nav_tags"), False, [api("GET", "/tag/list")]),
            (t("index.nav_users_groups"), False, [
                api("GET", "/user/list", ranked), api("GET", "/group", ranked)]),
            (t("index.logout"), False, [api("POST", "/user/logout")])]),
        _entry("opens-prompt", "dashboard", dashboard, [
            (t("document.default.feedback"), False, [])]),
        _entry("send", "feedback modal", feedback, [
            (t("send"), True, [api("POST", "/feedback", form=[("content", feedback_text)],
                                   origin=FEEDBACK)]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "document page", view, [
            (t("delete"), False, []), (t("share"), False, []), (SHARE_NAME, False, [])]),
        _entry("harmless", "export to pdf modal", pdf, [
            (t("export"), False, [page(f"/api/document/{DOC}/pdf?metadata=false"
                                       "&comments=false&fitimagetopage=true&margin=10")]),
            (t("cancel"), False, [])]),
        _entry("delete", "delete document confirm", message_box(
            t, "document.view.delete_document_title", "document.view.delete_document_message"), [
            (t("ok"), True, [api("DELETE", f"/document/{DOC}", form=[("id", DOC)])]),
            (t("cancel"), False, [])]),
        _entry("reversible", "share modal", share, [
            (t("document.share.submit"), False, [
                api("PUT", "/share", {"name": SHARE_NAME, "id": DOC})]),
            (t("cancel"), False, [])]),
        _entry("revoke", "shared document dialog", shared, [
            (t("unshare"), True, [api("DELETE", f"/share/{SHARE}", form=[("id", SHARE)])]),
            (t("close"), False, [])]),
        _entry("reversible", "comment field", comments, [
            ({"enter": True}, False, [
                api("PUT", "/comment", {"id": DOC, "content": "Signed copy attached"})])]),
        _entry("delete", "delete comment confirm", message_box(
            t, "document.view.delete_comment_title", "document.view.delete_comment_message"), [
            (t("ok"), True, [api("DELETE", f"/comment/{COMMENT}", form=[("id", COMMENT)])]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "file menu", files, [
            (t("document.view.content.reprocess_file"), False, [
                api("POST", f"/file/{FILE}/process")]),
            (t("delete"), False, [])]),
        _entry("delete", "delete file confirm", message_box(
            t, "document.view.content.delete_file_title",
            "document.view.content.delete_file_message"), [
            (t("ok"), True, [api("DELETE", f"/file/{FILE}", form=[("id", FILE)])]),
            (t("cancel"), False, [])]),
        _entry("send", "workflow tab start", start, [
            (t("document.view.workflow.start_workflow_submit"), True, [
                api("POST", "/route/start", form=[
                    ("routeModelId", ROUTE_MODEL), ("documentId", DOC)])])]),
        _entry("opens-prompt", "workflow tab running", running, [
            (t("document.view.workflow.cancel_workflow"), False, [])]),
        _entry("delete", "cancel workflow confirm", message_box(
            t, "document.view.workflow.cancel_workflow_title",
            "document.view.workflow.cancel_workflow_message"), [
            (t("ok"), True, [api("DELETE", "/route", {"documentId": DOC})]),
            (t("cancel"), False, [])]),
        _entry("approve", "workflow step approve", step("Figures checked against the ledger"), [
            (t("workflow_transition.APPROVED"), True,
             validate("APPROVED", "Figures checked against the ledger"))]),
        _entry("reject", "workflow step reject", step("Tenant name is misspelt"), [
            (t("workflow_transition.REJECTED"), True,
             validate("REJECTED", "Tenant name is misspelt"))]),
        _entry("reversible", "permissions tab", permissions, [
            (t("add"), False, [api("PUT", "/acl", {
                "source": DOC, "target": "bob", "perm": "READ", "type": "USER"})])]),
        _entry("reversible", "new document form", new_document, [
            (t("save"), False, [api("PUT", "/document", {"language": "eng", "title": new_title})]),
            (t("cancel"), False, dashboard_reads)]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The tags page, a tag's page and its deletion, the account, two-factor and sessions
    settings, a user added, edited and deleted, a group, a workflow, the configuration's guest
    access and webhooks, the monitoring page, the login page and its password-lost modal."""
    tags = {"title": APP, "items": [
        {"link": TAG_NAME},
        {"field": "name", "hint": t("tag.new_tag"), "text": "invoices"},
        {"button": t("add")}]}  # fmt: skip
    tag = {"title": APP, "items": [
        {"button": t("delete")}, {"text": t("tag.edit.name")},
        {"field": "inputName", "hint": "", "text": TAG_NAME},
        {"text": t("tag.edit.color")}, {"text": t("tag.edit.parent")},
        {"button": t("save")},
        {"text": t("tag.edit.info", name=TAG_NAME, color="#3a87ad")}]}  # fmt: skip
    new_password = "Quiet-Harbour-73"
    account = {"title": APP, "items": [
        {"text": t("settings.account.title")},
        {"field": "inputAccountPassword", "hint": t("settings.account.password"),
         "text": new_password},
        {"field": "inputAccountPasswordConfirm", "hint": t("settings.account.password_confirm"),
         "text": new_password},
        {"button": t("save")}]}  # fmt: skip
    security = {"title": APP, "items": [
        {"text": t("settings.security.title")}, {"text": t("enabled")},
        {"text": t("settings.security.totp_enabled_message", appName=APP)},
        {"button": t("settings.security.disable_totp")}]}  # fmt: skip
    sessions = {"title": APP, "items": [
        {"text": t("settings.session.title")}, {"text": t("settings.session.created_date")},
        {"text": t("settings.session.current")},
        {"button": t("settings.session.clear"),
         "desc": t("settings.session.clear_message")}]}  # fmt: skip
    user_password = "Tr4vel-Mug-91"
    add_user = {"title": APP, "items": [
        {"text": t("settings.user.edit.add_user_title")},
        {"field": "inputUserUsername", "hint": t("settings.user.edit.username"),
         "text": "carol"},
        {"field": "inputEmail", "hint": t("settings.user.edit.email"),
         "text": "carol@example.org"},
        {"field": "inputQuota", "hint": t("settings.user.edit.storage_quota_placeholder"),
         "text": "1000"}, {"text": t("filter.filesize.mb")},
        {"field": "inputUserPassword", "hint": t("settings.user.edit.password"),
         "text": user_password},
        {"field": "inputPasswordConfirm", "hint": t("settings.user.edit.password_confirm"),
         "text": user_password},
        {"switch": t("settings.user.edit.disabled"), "checked": False},
        {"button": t("add")}]}  # fmt: skip
    edit_user = {"title": APP, "items": [
        {"text": t("settings.user.edit.edit_user_title", username="bob")},
        {"field": "inputUserUsername", "hint": t("settings.user.edit.username"),
         "text": "bob"},
        {"field": "inputEmail", "hint": t("settings.user.edit.email"),
         "text": "bob@example.org"},
        {"switch": t("settings.user.edit.disabled"), "checked": False},
        {"button": t("save")}, {"button": t("delete")},
        {"button": t("settings.user.edit.password_reset_btn")},
        {"button": t("settings.user.edit.disable_totp_btn")}]}  # fmt: skip
    group = {"title": APP, "items": [
        {"text": t("settings.group.edit.edit_group_title", name="accounting")},
        {"field": "inputName", "hint": t("settings.group.edit.name"), "text": "accounting"},
        {"button": t("save")}, {"button": t("delete")},
        {"field": "inputMember", "hint": t("settings.group.edit.search_user"), "text": ""},
        {"button": "bob"}, {"button": "carol"}]}  # fmt: skip
    workflow = {"title": APP, "items": [
        {"text": t("settings.workflow.edit.edit_workflow_title", name=ROUTE_NAME)},
        {"field": "inputName", "hint": t("settings.workflow.edit.name"), "text": ROUTE_NAME},
        {"button": t("settings.workflow.edit.add_step")},
        {"button": t("save")}, {"button": t("delete")}]}  # fmt: skip
    guest = {"title": APP, "items": [
        {"text": t("settings.config.title_guest_access")}, {"text": t("disabled")},
        {"text": t("settings.config.message_guest_access", appName=APP)},
        {"button": t("settings.config.enable_guest_access")}]}  # fmt: skip
    hook = "https://hooks.example.org/teedy"
    webhooks = {"title": APP, "items": [
        {"text": t("settings.config.webhooks")},
        {"text": t("settings.config.webhooks_explain")},
        {"field": "webhookEvent", "hint": "", "text": "DOCUMENT_CREATED"},
        {"field": "webhookUrl", "hint": "", "text": hook},
        {"button": t("settings.config.webhook_add")}]}  # fmt: skip
    monitoring = {"title": APP, "items": [
        {"text": t("settings.monitoring.background_tasks")},
        {"text": t("settings.monitoring.indexing")},
        {"text": t("settings.monitoring.indexing_info")},
        {"button": t("settings.monitoring.start_reindexing")}]}  # fmt: skip
    login_password = "Wharf-Lantern-58"
    login = {"title": APP, "items": [
        {"field": "inputUsername", "hint": t("login.username"), "text": "admin"},
        {"field": "inputPassword", "hint": t("login.password"), "text": login_password},
        {"switch": t("login.remember_me"), "checked": False},
        {"button": t("login.submit")}, {"link": t("login.password_lost_btn")},
        {"button": t("login.login_as_guest")}]}  # fmt: skip
    lost = modal(t("passwordlost.title"), [
        {"text": t("passwordlost.message")},
        {"field": "share-result", "hint": "", "text": "alice"},
        {"button": t("passwordlost.submit")}, {"button": t("cancel")}])  # fmt: skip
    user_form = [("username", "bob")]
    return [
        _entry("reversible", "tags page", tags, [
            (t("add"), False, [api("PUT", "/tag", {"name": "invoices", "color": "#3a87ad"})])]),
        _entry("opens-prompt", "tag page", tag, [(t("delete"), False, [])]),
        _entry("delete", "delete tag confirm", message_box(
            t, "tag.edit.delete_tag_title", "tag.edit.delete_tag_message"), [
            (t("ok"), True, [api("DELETE", f"/tag/{TAG}", form=[("id", TAG)])]),
            (t("cancel"), False, [])]),
        _entry("reversible", "account settings", account, [
            (t("save"), False, [api("POST", "/user", form=[
                ("password", new_password), ("passwordconfirm", new_password)])])]),
        _entry("opens-prompt", "two-factor settings", security, [
            (t("settings.security.disable_totp"), False, [])]),
        _entry("revoke", "opened sessions", sessions, [
            (t("settings.session.clear"), True, [api("DELETE", "/user/session")])]),
        _entry("reversible", "add user page", add_user, [
            (t("add"), False, [api("PUT", "/user", {
                "username": "carol", "email": "carol@example.org",
                "storage_quota": "1000000000", "password": user_password,
                "passwordconfirm": user_password})])]),
        _entry("opens-prompt", "edit user page", edit_user, [(t("delete"), False, [])]),
        _entry("send", "edit user page password reset", edit_user, [
            (t("settings.user.edit.password_reset_btn"), True, [
                api("POST", "/user/password_lost", form=user_form)])]),
        _entry("delete-user", "delete user confirm", message_box(
            t, "settings.user.edit.delete_user_title", "settings.user.edit.delete_user_message"), [
            (t("ok"), True, [api("DELETE", "/user/bob", form=[("id", "bob")])]),
            (t("cancel"), False, [])]),
        _entry("revoke", "disable user two-factor confirm", message_box(
            t, "settings.user.edit.disable_totp_title",
            "settings.user.edit.disable_totp_message"), [
            (t("ok"), True, [api("POST", "/user/bob/disable_totp")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "edit group page", group, [
            ("bob", False, [api("DELETE", "/group/accounting/bob", form=[("id", "bob")])])]),
        _entry("delete", "delete group confirm", message_box(
            t, "settings.group.edit.delete_group_title",
            "settings.group.edit.delete_group_message"), [
            (t("ok"), True, [api("DELETE", "/group/accounting", form=[("id", "accounting")])]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "edit workflow page", workflow, [(t("delete"), False, [])]),
        _entry("delete", "delete workflow confirm", message_box(
            t, "settings.workflow.edit.delete_workflow_title",
            "settings.workflow.edit.delete_workflow_message"), [
            (t("ok"), True, [api("DELETE", f"/routemodel/{ROUTE_MODEL}",
                                 form=[("id", ROUTE_MODEL)])]),
            (t("cancel"), False, [])]),
        _entry("reversible", "configuration guest access", guest, [
            (t("settings.config.enable_guest_access"), False, [
                api("POST", "/app/guest_login", form=[("enabled", "true")])])]),
        _entry("reversible", "configuration webhooks", webhooks, [
            (t("settings.config.webhook_add"), False, [
                api("PUT", "/webhook", {"event": "DOCUMENT_CREATED", "url": hook})])]),
        _entry("harmless", "monitoring", monitoring, [
            (t("settings.monitoring.start_reindexing"), False, [
                api("POST", "/app/batch/reindex")])]),
        _entry("reversible", "login page", login, [
            (t("login.submit"), False, [api("POST", "/user/login", form=[
                ("username", "admin"), ("password", login_password)])]),
            (t("login.password_lost_btn"), False, []),
            (t("login.login_as_guest"), False, [api("POST", "/user/login", form=[
                ("username", "guest"), ("password", "")])])]),
        _entry("reversible", "password lost modal", lost, [
            (t("passwordlost.submit"), False, [
                api("POST", "/user/password_lost", form=[("username", "alice")])]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*document_screens(t), *settings_screens(t)]
