"""OpenSign's screens for the three-hundred-and-eighty-ninth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the app's
``public/locales/<lang>/translation.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORIGIN = "https://sign.example.com"  # window.location.origin of a self-hosted instance
APP = "/api/app"  # serverUrl_fn(): window.location.origin + "/api/app", the Parse server
APP_ID = "opensign"  # Parse.initialize(appId), the default app id
CLIENT = "js8.6.0"  # the Parse SDK's _ClientVersion ("js" + the parse package's version)
IID = "4f8a2c1e-9b3d-4e7a-8c5f-2d1b6e9a0c73"  # made up; the SDK's installation id
TOKEN = "r:7c2e9a4b1f8d3e6a5c0b9f2d4e7a1c8b"  # made up; the session token
USER = "Hx4Kp9TqLm"  # the signed-in user's _User id
EXT, TENANT = "Vb2Nw7RcJe", "Tq8Lm3XsPa"  # their contracts_Users row and tenant
EMAIL, NAME = "anna.keller@example.com", "Anna Keller"
DRAFT = ("Lk3Vn8QzRw", "Office lease renewal 2026")
SENT = ("Zp7Yc2MhTd", "Supplier NDA - Nordwind")
SENT2 = ("Wd5Gx1KsBn", "Freelance contract Q3")
DONE = ("Nc6Rt4PvYe", "Equipment loan agreement")
DECLINED = ("Jf2Hs9LqXa", "Event venue booking")
EXPIRED = ("Bq4Wm8ZtUe", "Parking space rental")
INCOMING = ("Yr3Ck7DmQs", "Consulting agreement")  # sent to the user by someone else
FOLDER = ("Ge8Mb3WnKc", "Contracts 2025")
FILED = ("Ub1Sd7FyRo", "Sublet agreement")
TEMPLATE = ("Pm4Qx6TcVz", "Standard NDA")
TEAM = ("Kt3Ja8RfWs", "Sales")
SIGNER = ("Cq9Bv2NeLd", "Maria Lopez", "maria.lopez@example.org")  # a contact and signer
MEMBER = ("Ew6Yp1ZrGh", "Rt5Ux8IaOp", "Jonas Berg", "jonas.berg@example.org")  # ext, _User
APP_NAME = "OpenSign™"
REASON = "Terms changed, new version follows"
Act = tuple[str, bool, list[Any]]


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def rest(method: str, path: str, data: Any = None) -> Any:
    """An ``axios`` call to the Parse server's REST API; its body is JSON.stringify's."""
    if data is None:
        return f"{method} {APP}{path}"
    return {"request": f"{method} {APP}{path}", "body": _json(data)}


def sdk(method: str, path: str, data: dict[str, Any] | None = None,
        token: str | None = TOKEN) -> dict[str, str]:  # fmt: skip
    """A call of the Parse JavaScript SDK (RESTController.request): always a POST whose
    text body carries the data, the real method as ``_method`` unless POST, the app id,
    the client version, the installation id and the session token."""
    payload = dict(data or {})
    if method != "POST":
        payload["_method"] = method
    payload.update(_ApplicationId=APP_ID, _ClientVersion=CLIENT, _InstallationId=IID)
    if token:
        payload["_SessionToken"] = token
    return {"request": f"POST {APP}{path}", "body": _json(payload)}


def cloud(name: str, data: dict[str, Any], token: str | None = TOKEN) -> dict[str, str]:
    """Parse.Cloud.run(name, data)."""
    return sdk("POST", f"/functions/{name}", data, token)


def query_get(cls: str, object_id: str) -> dict[str, str]:
    """new Parse.Query(cls).get(id): a find with the id and limit 1."""
    return sdk("GET", f"/classes/{cls}", {"where": {"objectId": object_id}, "limit": 1})


def archive(cls: str, object_id: str) -> Any:
    """The reports' and the drive's delete: ``IsArchive`` set on the row."""
    return rest("PUT", f"/classes/{cls}/{object_id}", {"IsArchive": True})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"opensign {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(t: Any, key: str) -> str:
    """The Title component's ``document.title``: the route's label, then the app's name."""
    return f"{t(key)} - {APP_NAME}"


def modal(page: str, heading: str, items: list[dict[str, Any]],
          message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A ModalUi over its page, headed by its title, with its text as the message."""
    dialog = {"title": heading} if message is None else {"title": heading, "message": message}
    return {"title": page, "dialog": dialog, "items": items}


def yes_no(t: Any, page: str, heading: str, message: str, no: str = "no") -> dict[str, Any]:
    """A ModalUi asking a question, with Yes and No (or Close, Cancel)."""
    return modal(page, heading, [{"button": t("yes")}, {"button": t(no)}], message)


def row(t: Any, page: str, heading: str, name: str, icons: list[str]) -> dict[str, Any]:
    """A report's page with one row: its title and its action buttons, each an icon named
    by its ``title`` (``btnLabel.<hoverLabel>``)."""
    return {"title": page, "items": [
        {"text": t(f"report-name.{heading}")},
        {"field": "search", "hint": t("search-documents"), "text": ""},
        {"text": t("report-heading.Title")}, {"text": name},
        *({"icon": t(f"btnLabel.{icon}")} for icon in icons)]}  # fmt: skip


def document_screens(t: Any) -> list[dict[str, Any]]:
    """The documents reports (drafts, in progress, completed, declined, expired), their
    option menu and their modals."""
    drafts = title(t, "Drafts")
    progress = title(t, "In Progress")
    done = title(t, "Completed")
    declined = title(t, "Declined")
    expired = title(t, "Expired")
    menu = {"title": progress, "items": [
        {"text": SENT[1]}, {"icon": t("btnLabel.Share")}, {"icon": t("btnLabel.View")},
        *({"menu": t(f"btnLabel.{key}")} for key in (
            "Resend", "Rename", "extend-expiry-date", "Revoke", "Save as template",
            "Delete"))]}  # fmt: skip

    def delete(page: str) -> dict[str, Any]:
        return yes_no(t, page, t("delete-document"), t("delete-document-alert"))

    def revoke(reason: str) -> dict[str, Any]:
        return modal(progress, t("revoke-document"), [
            {"field": "reason", "hint": "Reason (optional)", "text": reason},
            {"button": t("yes")}, {"button": t("no")}], t("revoke-document-alert"))  # fmt: skip

    def declinedoc(doc: str, reason: str) -> Any:
        return rest("POST", "/functions/declinedoc",
                    {"docId": doc, "reason": reason, "userId": USER})  # fmt: skip

    signer = f"{SIGNER[1]} <{SIGNER[2]}>"
    resend_list = modal(progress, t("resend-mail"), [
        {"text": signer}, {"text": "Awaited"}, {"button": "Resend"},
        {"text": "Lena Fischer <lena.fischer@example.net>"}, {"text": "Signed"}])  # fmt: skip
    subject = f'{NAME} has requested you to sign "{SENT[1]}"'
    link = f"{ORIGIN}/login/" + "WnA3WWMyTWhUZC9tYXJpYS5sb3BlekBleGFtcGxlLm9yZy9DcTlCdjJOZUxk"
    html = (
        "<html><head><meta http-equiv='Content-Type' content='text/html; charset=UTF-8' />"
        f"</head><body><p>Hi {SIGNER[1]},</p><br><p>We hope this email finds you well. {NAME}"
        f' has requested you to review and sign <b>"{SENT[1]}"</b>.</p><p>Your signature is '
        "crucial to proceed with the next steps as it signifies your agreement and "
        "authorization.</p><br><p><a href='" + link + "' rel='noopener noreferrer' "
        "target='_blank'>Sign here</a></p><br><br><p>If you have any questions or need "
        "further clarification regarding the document or the signing process,  please "
        f"contact the sender.</p><br><p>Thanks</p><p> Team {APP_NAME}</p><br></body> </html>"
    )
    resend_form = modal(progress, t("resend-mail"), [
        {"field": "mailsubject", "hint": t("subject"), "text": subject},
        {"button": t("switch-to-advanced")}, {"button": t("resend")}])  # fmt: skip
    rename = modal(progress, t("btnLabel.Rename"), [
        {"field": "rename", "hint": "", "text": "Supplier NDA - Nordwind (signed copy)",
         "focused": True}, {"button": t("save")}, {"button": t("cancel")}])  # fmt: skip
    expiry = modal(progress, t("btnLabel.extend-expiry-date"), [
        {"text": f"{t('current-expiry-date')}: 15-Jul-2026"},
        {"field": "expiry", "hint": f"{t('expiry-date')} (dd-mm-yyyy)", "text": "31-07-2026"},
        {"button": t("update")}])  # fmt: skip
    as_template = yes_no(t, progress, t("btnLabel.Save as template"), t("save-as-template-?"))
    recreate = modal(done, t("fix-&-resend-document"), [
        {"button": t("start-editing")}, {"button": t("cancel")}],
        t("do-you-want-recreate-document?"))  # fmt: skip
    return [
        _entry("opens-prompt", "drafts row", row(t, drafts, "Draft Documents", DRAFT[1], [
            "Edit", "Delete"]), [
            (t("btnLabel.Delete"), False, [])]),
        _entry("delete", "delete draft confirm", delete(drafts), [
            (t("yes"), True, [archive("contracts_Document", DRAFT[0])]),
            (t("no"), False, [])]),
        _entry("opens-prompt", "in progress row", row(
            t, progress, "In-progress documents", SENT[1], ["Share", "View", "option"]), [
            (t("btnLabel.Share"), False, []), (t("btnLabel.option"), False, [])]),
        _entry("opens-prompt", "in progress option menu", menu, [
            (t("btnLabel.Resend"), False, []), (t("btnLabel.Revoke"), False, []),
            (t("btnLabel.Delete"), False, [])]),
        _entry("revoke", "revoke confirm with a reason", revoke(REASON), [
            (t("yes"), True, [declinedoc(SENT[0], REASON)]),
            (t("no"), False, [])]),
        _entry("revoke", "revoke second document confirm", revoke(""), [
            (t("yes"), True, [declinedoc(SENT2[0], "")])]),
        _entry("delete", "delete sent document confirm", delete(progress), [
            (t("yes"), True, [archive("contracts_Document", SENT[0])]),
            (t("no"), False, [])]),
        _entry("opens-prompt", "resend mail signer list", resend_list, [
            ("Resend", False, [])]),
        _entry("send", "resend mail form", resend_form, [
            (t("resend"), True, [rest("POST", "/functions/sendmailv3", {
                "replyto": EMAIL, "extUserId": EXT, "recipient": SIGNER[2],
                "subject": subject, "from": NAME, "html": html})]),
            (t("switch-to-advanced"), False, [])]),
        _entry("reversible", "rename document modal", rename, [
            (t("save"), False, [query_get("contracts_Document", SENT[0]), sdk(
                "PUT", f"/classes/contracts_Document/{SENT[0]}",
                {"Name": "Supplier NDA - Nordwind (signed copy)"})])]),
        _entry("reversible", "extend expiry modal", expiry, [
            (t("update"), False, [rest("PUT", f"/classes/contracts_Document/{SENT[0]}", {
                "ExpiryDate": {"iso": "2026-07-30T22:00:00.000Z", "__type": "Date"}})])]),
        _entry("reversible", "save as template confirm", as_template, [
            (t("yes"), False, [cloud("saveastemplate", {"docId": SENT[0]})])]),
        _entry("opens-prompt", "completed row", row(t, done, "Completed Documents", DONE[1], [
            "Edit", "Delete", "option"]), [
            (t("btnLabel.Delete"), False, [])]),
        _entry("reversible", "fix and resend modal", recreate, [
            (t("start-editing"), False, [cloud("recreatedoc", {"docId": DONE[0]})])]),
        _entry("delete", "delete completed document confirm", delete(done), [
            (t("yes"), True, [archive("contracts_Document", DONE[0])])]),
        _entry("delete", "delete declined document confirm", delete(declined), [
            (t("yes"), True, [archive("contracts_Document", DECLINED[0])]),
            (t("no"), False, [])]),
        _entry("delete", "delete expired document confirm", delete(expired), [
            (t("yes"), True, [archive("contracts_Document", EXPIRED[0])])]),
    ]  # fmt: skip


def template_screens(t: Any) -> list[dict[str, Any]]:
    """The templates report, its option menu, its delete confirmation and its share-with
    panel."""
    page = title(t, "Templates")
    listing = row(t, page, "Templates", TEMPLATE[1], [])
    listing["items"] += [{"button": t("btnLabel.Use")}, {"button": t("btnLabel.Quick send")},
                         {"icon": t("btnLabel.option")}]  # fmt: skip
    menu = {"title": page, "items": [
        {"text": TEMPLATE[1]}, {"button": t("btnLabel.Use")},
        {"button": t("btnLabel.Quick send")},
        *({"menu": t(f"btnLabel.{key}")} for key in (
            "Edit", "Share with team", "Rename", "Delete"))]}  # fmt: skip
    share = modal(page, t("share-with"), [
        {"text": TEAM[1]}, {"button": t("submit")}])  # fmt: skip
    return [
        _entry("opens-prompt", "templates row", listing, [
            (t("btnLabel.Quick send"), False, [
                rest("POST", "/functions/getTemplate", {
                    "templateId": TEMPLATE[0], "include": ["Placeholders.signerPtr"]}),
                rest("POST", "/functions/gettenant", {"userId": USER})])]),
        _entry("opens-prompt", "template option menu", menu, [
            (t("btnLabel.Share with team"), False, []), (t("btnLabel.Delete"), False, [])]),
        _entry("delete", "delete template confirm", yes_no(
            t, page, t("delete-document"), t("delete-document-alert")), [
            (t("yes"), True, [archive("contracts_Template", TEMPLATE[0])]),
            (t("no"), False, [])]),
        _entry("reversible", "share template with team", share, [
            (t("submit"), False, [sdk("PUT", f"/classes/contracts_Template/{TEMPLATE[0]}", {
                "SharedWith": [{"__type": "Pointer", "className": "contracts_Teams",
                                "objectId": TEAM[0]}]})])]),
    ]  # fmt: skip


def contact_screens(t: Any) -> list[dict[str, Any]]:
    """The contact book's row, its delete confirmation, the add and edit contact forms."""
    page = title(t, "Contactbook")
    listing = {"title": page, "items": [
        {"text": t("report-name.Contactbook")},
        {"field": "search", "hint": t("search-contacts"), "text": ""},
        {"text": SIGNER[1]}, {"text": SIGNER[2]},
        {"icon": t("btnLabel.Edit")}, {"icon": t("btnLabel.Delete")}]}  # fmt: skip

    def form(heading: str, name: str, email: str, extra: list[dict[str, Any]]) -> dict[str, Any]:
        return modal(page, heading, [
            {"field": "name", "hint": t("enter-name"), "text": name},
            {"field": "email", "hint": t("enter-email"), "text": email},
            {"field": "phone", "hint": t("phone-optional"), "text": "+49 30 1234567"},
            *extra])  # fmt: skip

    add = form(t("add-contact"), "Tomás Rivera", "tomas.rivera@example.org", [
        {"button": t("submit")}, {"button": t("reset")}])  # fmt: skip
    edit = form(t("edit-contact"), SIGNER[1], SIGNER[2], [
        {"field": "company", "hint": t("phone-optional"), "text": "Nordwind"},
        {"button": t("submit")}])  # fmt: skip
    return [
        _entry("opens-prompt", "contact row", listing, [
            (t("btnLabel.Edit"), False, []), (t("btnLabel.Delete"), False, [])]),
        _entry("delete", "delete contact confirm", yes_no(
            t, page, t("delete-contact"), t("contact-delete-alert")), [
            (t("yes"), True, [rest("PUT", f"/classes/contracts_Contactbook/{SIGNER[0]}",
                                   {"IsDeleted": True})]),
            (t("no"), False, [])]),
        _entry("reversible", "add contact form", add, [
            (t("submit"), False, [
                rest("POST", "/functions/gettenant", {"userId": USER}),
                rest("POST", "/functions/savecontact", {
                    "name": "Tomás Rivera", "email": "tomas.rivera@example.org",
                    "phone": "+49 30 1234567", "tenantId": TENANT, "jobTitle": "",
                    "company": ""})]),
            (t("reset"), False, [])]),
        _entry("reversible", "edit contact form", edit, [
            (t("submit"), False, [cloud("editcontact", {
                "contactId": SIGNER[0], "name": SIGNER[1], "email": SIGNER[2],
                "phone": "+49 30 1234567", "company": "Nordwind", "jobTitle": "",
                "tenantId": TENANT})])]),
    ]  # fmt: skip


def drive_screens(t: Any) -> list[dict[str, Any]]:
    """The drive: a document's context menu, the delete confirmations of a document and of
    an empty folder."""
    page = title(t, "Drive")
    menu = {"title": page, "items": [
        {"text": FOLDER[1]}, {"text": FILED[1]},
        *({"menu": t(f"context-menu.{key}")} for key in (
            "Download", "Rename", "Move", "Delete"))]}  # fmt: skip
    folder = yes_no(t, page, t("delete-document"), t("delete-folder-alert"))
    contents = sdk("GET", "/classes/contracts_Document", {"where": {
        "Folder": {"__type": "Pointer", "className": "contracts_Document",
                   "objectId": FOLDER[0]}, "IsArchive": {"$ne": True}}})  # fmt: skip
    return [
        _entry("opens-prompt", "drive context menu", menu, [
            (t("context-menu.Rename"), False, []), (t("context-menu.Delete"), False, [])]),
        _entry("delete", "drive delete document confirm", yes_no(
            t, page, t("delete-document"), t("delete-document-alert")), [
            (t("yes"), True, [archive("contracts_Document", FILED[0])]),
            (t("no"), False, [])]),
        _entry("delete", "drive delete folder confirm", folder, [
            (t("yes"), True, [contents, query_get("contracts_Document", FOLDER[0]), sdk(
                "PUT", f"/classes/contracts_Document/{FOLDER[0]}", {"IsArchive": True})])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users page of an organisation's admin: a member's row, the status confirmation,
    the delete and the password reset modals."""
    page = title(t, "Users")
    ext, user, name, email = MEMBER
    listing = {"title": page, "items": [
        {"text": t("report-name.Users")}, {"text": name}, {"text": email},
        {"id": f"isdisabled-{ext}", "checked": True},
        {"icon": t("btnLabel.Delete")}, {"icon": t("btnLabel.Reset password")}]}  # fmt: skip
    status = yes_no(t, page, t("user-status"),
                    f"{t('are-you-sure')} {t('deactivate')} {t('this-user')}?")  # fmt: skip
    delete = modal(page, t("delete-account"), [
        {"text": t("delete-account-que-user")},
        {"field": "confirm", "hint": "", "text": email},
        {"button": t("delete")}, {"button": t("cancel")}])  # fmt: skip
    reset = modal(page, t("reset-password"), [
        {"text": t("enter-strong-password")},
        {"field": "password", "hint": t("enter-password-or-click-autogenerate"),
         "text": "Kx9!mR2#vLq7"},
        {"button": t("submit")}, {"button": t("autogenerate")},
        {"button": t("cancel")}])  # fmt: skip
    return [
        _entry("opens-prompt", "users row", listing, [
            (f"isdisabled-{ext}", False, []), (t("btnLabel.Delete"), False, []),
            (t("btnLabel.Reset password"), False, [])]),
        _entry("reversible", "deactivate user confirm", status, [
            (t("yes"), False, [sdk("PUT", f"/classes/contracts_Users/{ext}",
                                   {"IsDisabled": True})]),
            (t("no"), False, [])]),
        _entry("delete-user", "delete user modal", delete, [
            (t("delete"), True, [f"POST /api/deleteuser/{user}"]),
            (t("cancel"), False, [])]),
        _entry("reset", "reset user password modal", reset, [
            (t("submit"), True, [cloud("resetpassword", {
                "userId": user, "password": "Kx9!mR2#vLq7"})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The signing page's decline confirmation, the header's profile menu, the profile
    page and its delete-account confirmation, the login and forgot-password pages."""
    signing = title(t, "Request Signatures")
    decline = modal(signing, t("document-declined"), [
        {"field": "reason", "hint": "Reason (optional)", "text": "Wrong hourly rate"},
        {"button": t("yes")}, {"button": t("close")}], t("decline-alert-1"))  # fmt: skip
    dashboard = title(t, "Dashboard")
    header = {"title": dashboard, "items": [
        {"text": NAME}, {"menu": t("profile")}, {"menu": t("change-password")},
        {"menu": t("verify-document")}, {"menu": t("log-out")}]}  # fmt: skip
    profile_t = title(t, "profile")
    profile = {"title": profile_t, "items": [
        {"text": f"{t('name')}: {NAME}"}, {"text": f"{t('email')} : {EMAIL}"},
        {"button": t("edit")}, {"button": t("change-password")},
        {"button": t("delete-account")}]}  # fmt: skip
    delete = yes_no(t, profile_t, t("delete-account"), t("delete-account-que"), "cancel")
    login_t = title(t, "login")
    login = {"title": login_t, "items": [
        {"text": t("welcome")},
        {"field": "email", "hint": t("email"), "text": EMAIL},
        {"field": "password", "hint": t("password"), "text": "Plum-Orchard-42"},
        {"link": f"{t('forgot-password')}?"}, {"button": t("login")}]}  # fmt: skip
    forgot = {"title": title(t, "forgot-password"), "items": [
        {"text": t("reset-password-alert-3")},
        {"field": "email", "hint": t("email"), "text": EMAIL},
        {"button": t("submit")}, {"link": t("login")}]}  # fmt: skip
    return [
        _entry("decline", "signing page decline confirm", decline, [
            (t("yes"), True, [rest("POST", "/functions/declinedoc", {
                "docId": INCOMING[0], "reason": "Wrong hourly rate", "userId": USER})]),
            (t("close"), False, [])]),
        _entry("reversible", "header profile menu", header, [
            (t("log-out"), False, [sdk("POST", "/logout")])]),
        _entry("opens-prompt", "profile page", profile, [
            (t("delete-account"), False, [])]),
        _entry("reversible", "profile delete account confirm", delete, [
            (t("yes"), False, [cloud("senddeleterequest", {"userId": USER})])]),
        _entry("reversible", "login page", login, [
            (t("login"), False, [
                cloud("loginuser", {"email": EMAIL, "password": "Plum-Orchard-42"}, None),
                sdk("GET", "/users/me"), cloud("getUserDetails", {})])]),
        _entry("harmless", "forgot password page", forgot, [
            (t("submit"), False, [sdk("POST", "/requestPasswordReset", {"email": EMAIL},
                                      None)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*document_screens(t), *template_screens(t), *contact_screens(t),
            *drive_screens(t), *user_screens(t), *account_screens(t)]  # fmt: skip
