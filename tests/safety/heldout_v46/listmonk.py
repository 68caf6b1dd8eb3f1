"""Listmonk's screens for the forty-sixth held-out corpus: ``screens(t)`` lays them out in one
language, ``t(key, n, **values)`` being that language's vue-i18n lookup (build.py). What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

DRAFT, SCHEDULED, RUNNING, PAUSED = 7, 8, 5, 6
DRAFT_NAME, SCHEDULED_NAME = "Spring newsletter", "Festival invite"
RUNNING_NAME, PAUSED_NAME = "Autumn sale", "Member survey"
LEE, SAM, LIST, LIST_NAME, TEMPLATE, TEMPLATE_NAME = 42, 43, 3, "Weekly digest", 2, "Plain letter"
BOUNCES, FROM = [11, 12], "Harbour Club <news@harbour.example>"
BODY = "<p>Hello {{ .Subscriber.FirstName }}, spring is here at the harbour.</p>"
BOUNDARY = "----WebKitFormBoundaryL1stm0nkH4rb0ur"
Act = tuple[str, bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One axios call (``http`` in api/index.js, base URL ``/``): an object body is sent as
    JSON; no body where the call passes none (GET and DELETE carry their params in the
    query, ``qs`` with repeated keys)."""
    if body is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def status(campaign: int, value: str) -> Any:
    """changeCampaignStatus: ``PUT /api/campaigns/{id}/status`` with the new status."""
    return send("PUT", f"/api/campaigns/{campaign}/status", {"status": value})


def campaign_update() -> Any:
    """Campaign.vue updateCampaign for the draft, saved unchanged but for its subject."""
    return send("PUT", f"/api/campaigns/{DRAFT}", {
        "archive_slug": "spring-newsletter", "name": DRAFT_NAME,
        "subject": "Spring at the harbour", "lists": [LIST], "from_email": FROM,
        "messenger": "email", "type": "regular", "tags": [], "send_at": None, "headers": [],
        "attribs": {}, "template_id": 1, "content_type": "richtext", "body": BODY,
        "body_source": None, "altbody": None, "archive": False, "archive_template_id": None,
        "archive_meta": {}, "media": []})  # fmt: skip


def confirm(t: Any, title: str, message: str | None = None) -> dict[str, Any]:
    """Buefy's Dialog.confirm as ``$utils.confirm`` opens it: the message (the default
    "Are you sure?" where the caller gives none), Cancel, then Ok."""
    return {"title": title, "dialog": {"message": message or t("globals.messages.confirm")},
            "items": [{"button": t("globals.buttons.cancel")},
                      {"button": t("globals.buttons.ok")}]}  # fmt: skip


def prompt(t: Any, title: str, message: str, field: str, value: str) -> dict[str, Any]:
    """Buefy's Dialog.prompt as ``$utils.prompt`` opens it: message, the input, Cancel, Ok."""
    return {"title": title, "dialog": {"message": message}, "items": [
        {"field": field, "hint": t("globals.fields.name"), "text": value},
        {"button": t("globals.buttons.cancel")}, {"button": t("globals.buttons.ok")}]}  # fmt: skip


def campaign_screens(t: Any) -> list[dict[str, Any]]:
    """The campaigns list: a draft's, a scheduled one's, a running one's and a paused one's
    row actions, their confirmations, the clone prompt and the bulk delete."""
    page = f"{t('globals.terms.campaigns')} (4)"
    ok, cancel = t("globals.buttons.ok"), t("globals.buttons.cancel")

    def row(name: str, state: str, icons: list[str]) -> dict[str, Any]:
        return {"title": page, "items": [
            {"button": t("globals.buttons.new")}, {"text": t(f"campaigns.status.{state}")},
            {"text": name}, *({"icon": t(key)} for key in icons)]}  # fmt: skip

    icons = ["campaigns.start", "campaigns.preview", "globals.buttons.clone"]
    draft = row(DRAFT_NAME, "draft", [*icons, "globals.buttons.delete"])
    scheduled = row(SCHEDULED_NAME, "draft", ["campaigns.schedule", "campaigns.preview"])
    running = row(RUNNING_NAME, "running", ["campaigns.pause", "globals.buttons.cancel"])
    paused = row(PAUSED_NAME, "paused", ["campaigns.send", "campaigns.preview"])
    copy_name = t("campaigns.copyOf", name=DRAFT_NAME)
    clone = send("POST", "/api/campaigns", {
        "name": copy_name, "subject": "Spring at the harbour", "lists": [LIST],
        "type": "regular", "from_email": FROM, "content_type": "richtext",
        "messenger": "email", "tags": [], "template_id": 1, "body": BODY,
        "body_source": None, "altbody": None, "headers": [], "send_later": False,
        "send_at": None, "archive": False, "archive_template_id": None, "archive_meta": {},
        "media": []})  # fmt: skip
    bulk = {"title": page, "items": [
        {"link": "Delete"}, {"text": t("globals.messages.numSelected", 2, num=2)},
        {"text": DRAFT_NAME}, {"text": SCHEDULED_NAME}]}  # fmt: skip
    many = t("globals.messages.confirmDelete", 2, num=2,
             name=t("globals.terms.campaign", 2).lower())  # fmt: skip
    return [
        _entry("opens-prompt", "campaigns (draft row)", draft, [
            (t("campaigns.start"), False, []), (t("globals.buttons.delete"), False, [])]),
        _entry("send", "start campaign confirmation", confirm(t, page), [
            (ok, True, [status(DRAFT, "running")]), (cancel, False, [])]),
        _entry("opens-prompt", "campaigns (scheduled row)", scheduled, [
            (t("campaigns.schedule"), False, [])]),
        _entry("reversible", "schedule campaign confirmation",
               confirm(t, page, t("campaigns.confirmSchedule")), [
                   (ok, False, [status(SCHEDULED, "scheduled")])]),
        _entry("opens-prompt", "campaigns (running row)", running, [
            (t("campaigns.pause"), False, []), (t("globals.buttons.cancel"), False, [])]),
        _entry("reversible", "pause campaign confirmation", confirm(t, page), [
            (ok, False, [status(RUNNING, "paused")])]),
        _entry("cancel-campaign", "cancel campaign confirmation", confirm(t, page), [
            (ok, True, [status(RUNNING, "cancelled")])]),
        _entry("opens-prompt", "campaigns (paused row)", paused, [
            (t("campaigns.send"), False, [])]),
        _entry("send", "resume campaign confirmation", confirm(t, page), [
            (ok, True, [status(PAUSED, "running")])]),
        _entry("delete", "delete campaign confirmation",
               confirm(t, page, t("campaigns.confirmDelete", name=DRAFT_NAME)), [
                   (ok, True, [send("DELETE", f"/api/campaigns/{DRAFT}")])]),
        _entry("reversible", "clone campaign prompt", prompt(
            t, page, t("globals.buttons.clone"), "name", copy_name), [
            (ok, False, [send("GET", f"/api/campaigns/{DRAFT}"), clone])]),
        _entry("opens-prompt", "campaigns (two selected)", bulk, [("Delete", False, [])]),
        _entry("delete", "delete campaigns confirmation", confirm(t, page, many), [
            (ok, True, [send("DELETE", f"/api/campaigns?id={DRAFT}&id={SCHEDULED}")])]),
    ]  # fmt: skip


def campaign_page_screens(t: Any) -> list[dict[str, Any]]:
    """A draft campaign's page: save, start (and its confirmation) and the test message."""
    save = f"{t('globals.buttons.saveChanges')} Ctrl+S"
    page = {"title": DRAFT_NAME, "items": [
        {"text": t("campaigns.status.draft")}, {"button": save},
        {"button": t("campaigns.start")},
        {"field": "name", "hint": t("globals.fields.name"), "text": DRAFT_NAME},
        {"field": "subject", "hint": t("campaigns.subject"), "text": "Spring at the harbour"},
        {"field": "from", "hint": t("campaigns.fromAddress"), "text": FROM},
        {"text": t("campaigns.sendTest")},
        {"field": "test", "hint": t("campaigns.testEmails"), "text": "lee@harbour.example"},
        {"text": t("campaigns.sendTestHelp")}, {"button": t("campaigns.send")}]}  # fmt: skip
    test = send("POST", f"/api/campaigns/{DRAFT}/test", {
        "id": DRAFT, "name": DRAFT_NAME, "subject": "Spring at the harbour", "lists": [LIST],
        "from_email": FROM, "messenger": "email", "type": "regular", "headers": [],
        "tags": [], "template_id": 1, "content_type": "richtext", "body": BODY,
        "altbody": None, "subscribers": ["lee@harbour.example"], "media": []})  # fmt: skip
    return [
        _entry("reversible", "campaign page (save)", page, [(save, False, [campaign_update()])]),
        _entry("send", "campaign page (test message)", page, [
            (t("campaigns.send"), True, [test])]),
        _entry("send", "campaign page start confirmation", confirm(t, DRAFT_NAME), [
            (t("globals.buttons.ok"), True, [campaign_update(), status(DRAFT, "running")])]),
    ]  # fmt: skip


def subscriber_screens(t: Any) -> list[dict[str, Any]]:
    """The subscribers list with two selected, its bulk confirmations, the lists dialog,
    a subscriber's dialog and a row's delete confirmation."""
    page = f"{t('globals.terms.subscribers')} (2)"
    ok = t("globals.buttons.ok")
    bulk = {"title": page, "items": [
        {"link": t("subscribers.export")}, {"link": "Manage lists"}, {"link": "Delete"},
        {"link": "Blocklist"}, {"text": t("globals.messages.numSelected", num=2)},
        {"text": "lee@harbour.example"}, {"text": "sam@harbour.example"}]}  # fmt: skip
    lists = {"title": page, "dialog": {"title": t("subscribers.manageLists")}, "items": [
        {"radio": t("globals.buttons.add")}, {"radio": t("globals.buttons.remove")},
        {"radio": t("subscribers.markUnsubscribed")}, {"text": LIST_NAME},
        {"button": t("globals.buttons.close")}, {"button": t("globals.buttons.save")}]}  # fmt: skip
    form = {"title": page, "dialog": {"title": "Lee Martin"}, "items": [
        {"field": "email", "hint": t("subscribers.email"), "text": "lee@harbour.example"},
        {"field": "name", "hint": t("globals.fields.name"), "text": "Lee Martin"},
        {"text": LIST_NAME}, {"link": t("subscribers.sendOptinConfirm")},
        {"button": t("globals.buttons.close")}, {"button": t("globals.buttons.save")}]}  # fmt: skip
    row = {"title": page, "items": [
        {"text": "lee@harbour.example"}, {"icon": t("subscribers.downloadData")},
        {"icon": t("globals.buttons.edit")}, {"icon": t("globals.buttons.delete")}]}  # fmt: skip
    ids = f"id={LEE}&id={SAM}"
    return [
        _entry("opens-prompt", "subscribers (two selected)", bulk, [
            ("Delete", False, []), ("Blocklist", False, [])]),
        _entry("delete", "delete subscribers confirmation",
               confirm(t, page, t("subscribers.confirmDelete", num=2)), [
                   (ok, True, [send("DELETE", f"/api/subscribers?{ids}")])]),
        _entry("blocklist", "blocklist subscribers confirmation",
               confirm(t, page, t("subscribers.confirmBlocklist", num=2)), [
                   (ok, True, [send("PUT", "/api/subscribers/blocklist", {"ids": [LEE, SAM]})])]),
        _entry("reversible", "export subscribers confirmation",
               confirm(t, page, t("subscribers.confirmExport", num=2)), [
                   (ok, False, [{"request": f"GET /api/subscribers/export?{ids}",
                                 "via": "link"}])]),
        _entry("reversible", "manage lists dialog", lists, [
            (t("globals.buttons.save"), False, [send("PUT", "/api/subscribers/lists", {
                "action": "add", "search": "", "list_ids": None, "target_list_ids": [LIST],
                "ids": [LEE, SAM]})])]),
        _entry("reversible", "subscriber dialog (save)", form, [
            (t("globals.buttons.save"), False, [send("PUT", f"/api/subscribers/{LEE}", {
                "id": LEE, "email": "lee@harbour.example", "name": "Lee Martin",
                "status": "enabled", "attribs": {"city": "Bristol"}, "lists": [LIST]})])]),
        _entry("send", "subscriber dialog (opt-in)", form, [
            (t("subscribers.sendOptinConfirm"), True, [
                send("POST", f"/api/subscribers/{LEE}/optin", {})])]),
        _entry("opens-prompt", "subscriber row", row, [
            (t("globals.buttons.delete"), False, [])]),
        _entry("delete", "delete subscriber confirmation", confirm(t, page), [
            (ok, True, [send("DELETE", f"/api/subscribers/{LEE}")])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """A double opt-in list's row, its opt-in campaign and delete confirmations, its form."""
    page = f"{t('globals.terms.lists')} (1)"
    ok = t("globals.buttons.ok")
    row = {"title": page, "items": [
        {"text": LIST_NAME}, {"link": t("lists.sendOptinCampaign")},
        {"icon": t("globals.buttons.edit")}, {"icon": t("globals.buttons.delete")}]}  # fmt: skip
    form = {"title": page, "dialog": {"title": LIST_NAME}, "items": [
        {"field": "name", "hint": t("globals.fields.name"), "text": "Weekly harbour digest"},
        {"button": t("globals.buttons.close")}, {"button": t("globals.buttons.save")}]}  # fmt: skip
    optin = send("POST", "/api/campaigns", {
        "name": t("lists.optinTo", name=LIST_NAME),
        "subject": t("lists.confirmSub", name=LIST_NAME), "lists": [LIST],
        "from_email": FROM, "content_type": "richtext", "messenger": "email",
        "type": "optin"})  # fmt: skip
    update = send("PUT", f"/api/lists/{LIST}", {
        "id": LIST, "name": "Weekly harbour digest", "type": "public", "optin": "double",
        "status": "active", "tags": ["news"], "createdAt": "2026-03-02T09:15:00Z",
        "updatedAt": "2026-11-20T16:40:00Z", "uuid": "4f0a2c7e-9b1d-4e36-8a52-d3c6b1e07f94",
        "description": "", "subscriberCount": 1240,
        "subscriberStatuses": {"confirmed": 1180, "unconfirmed": 60}})  # fmt: skip
    return [
        _entry("opens-prompt", "list row", row, [
            (t("lists.sendOptinCampaign"), False, []), (t("globals.buttons.delete"), False, [])]),
        _entry("reversible", "opt-in campaign confirmation", confirm(t, page), [
            (ok, False, [optin])]),
        _entry("delete", "delete list confirmation",
               confirm(t, page, t("lists.confirmDelete")), [
                   (ok, True, [send("DELETE", f"/api/lists/{LIST}")])]),
        _entry("reversible", "list form (rename)", form, [
            (t("globals.buttons.save"), False, [update])]),
    ]  # fmt: skip


def template_screens(t: Any) -> list[dict[str, Any]]:
    """A campaign template's row, its set-default and delete confirmations, its clone."""
    page = t("globals.terms.templates")
    ok = t("globals.buttons.ok")
    row = {"title": page, "items": [
        {"text": TEMPLATE_NAME}, {"icon": t("templates.preview")},
        {"icon": t("globals.buttons.edit")}, {"icon": t("globals.buttons.clone")},
        {"icon": t("templates.makeDefault")}, {"icon": t("globals.buttons.delete")}]}  # fmt: skip
    body = '<!doctype html><html><body>{{ template "content" . }}</body></html>'
    return [
        _entry("opens-prompt", "template row", row, [
            (t("templates.makeDefault"), False, []), (t("globals.buttons.delete"), False, [])]),
        _entry("reversible", "set default template confirmation", confirm(t, page), [
            (ok, False, [send("PUT", f"/api/templates/{TEMPLATE}/default", {})])]),
        _entry("delete", "delete template confirmation", confirm(t, page), [
            (ok, True, [send("DELETE", f"/api/templates/{TEMPLATE}")])]),
        _entry("reversible", "clone template prompt", prompt(
            t, page, "Clone template", "name", f"Copy of {TEMPLATE_NAME}"), [
            (ok, False, [send("POST", "/api/templates", {
                "name": f"Copy of {TEMPLATE_NAME}", "type": "campaign", "subject": "",
                "body": body, "body_source": None})])]),
    ]  # fmt: skip


def upload(overwrite_status: bool) -> dict[str, str]:
    """Import.vue onSubmit: a FormData of ``params`` (JSON) and the CSV file, multipart."""
    params = json.dumps({
        "mode": "subscribe", "subscription_status": "unconfirmed", "delim": ",",
        "lists": [LIST], "overwrite_userinfo": True,
        "overwrite_subscription_status": overwrite_status}, separators=(",", ":"))  # fmt: skip
    csv = 'email,name,attributes\r\nkai@harbour.example,"Kai Dunn","{}"\r\n'
    body = (f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="params"\r\n\r\n{params}\r\n'
            f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="file"; '
            f'filename="members.csv"\r\nContent-Type: text/csv\r\n\r\n{csv}\r\n'
            f"--{BOUNDARY}--\r\n")  # fmt: skip
    return {"request": "POST /api/import/subscribers",
            "type": f"multipart/form-data; boundary={BOUNDARY}", "body": body}  # fmt: skip


def import_screens(t: Any) -> list[dict[str, Any]]:
    """The import form with "overwrite user info" on, then with the status overwrite on too
    (the switches look alike; Upload then asks first), and that warning."""
    page = t("import.title")

    form = {"title": page, "items": [
        {"radio": t("import.subscribe")}, {"radio": t("import.blocklist")},
        {"switch": t("import.overwriteUserInfo")}, {"switch": t("import.overwriteSubStatus")},
        {"text": LIST_NAME}, {"text": "members.csv"}, {"button": t("import.upload")}]}  # fmt: skip

    return [
        _entry("import", "import form", form, [
            (t("import.upload"), True, [upload(False)])]),
        _entry("opens-prompt", "import form (status overwrite)", form, [
            (t("import.upload"), False, [])]),
        _entry("import", "import overwrite warning",
               confirm(t, page, t("import.subscribeWarning")), [
                   (t("globals.buttons.ok"), True, [upload(True)]),
                   (t("globals.buttons.cancel"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """Bounces with two selected and their confirmations, maintenance's subscriber clean-up
    and database settings, and an SMTP server's delete and test."""
    bounces = t("globals.terms.bounces")
    ok = t("globals.buttons.ok")
    bar = {"title": bounces, "items": [
        {"link": t("globals.buttons.delete")}, {"link": t("import.blocklist")},
        {"text": t("globals.messages.numSelected", num=2)},
        {"text": "lee@harbour.example"}, {"text": "sam@harbour.example"}]}  # fmt: skip
    maintenance = t("maintenance.title")
    database = {"title": maintenance, "items": [
        {"text": t("maintenance.database.title")}, {"switch": t("globals.buttons.enabled")},
        {"field": "cron", "text": "0 2 * * *"}, {"button": t("globals.buttons.save")}]}  # fmt: skip
    settings = t("settings.title")
    smtp = {"title": settings, "items": [
        {"text": t("settings.smtp.name")}, {"link": t("globals.buttons.delete")},
        {"field": "host", "text": "smtp.harbour.example"},
        {"link": t("settings.smtp.testConnection")}]}  # fmt: skip
    test = {"title": settings, "items": [
        {"field": "host", "text": "smtp.harbour.example"},
        {"field": "to", "hint": t("settings.smtp.toEmail"), "text": "ops@harbour.example"},
        {"button": t("settings.smtp.sendTest")}]}  # fmt: skip
    server = {
        "name": "email-harbour", "uuid": "9c41e2b0-5d7a-4f18-b3e6-0a8f2c5d9e17",
        "enabled": True, "host": "smtp.harbour.example", "hello_hostname": "", "port": 587,
        "auth_protocol": "login", "username": "news@harbour.example",
        "password": "tide-Table-42", "email_headers": [], "max_conns": 10,
        "max_msg_retries": 2, "msg_retry_delay": "10ms", "idle_timeout": "15s",
        "wait_timeout": "5s", "tls_type": "STARTTLS", "tls_skip_verify": False,
        "from_addresses": [], "email": "ops@harbour.example"}  # fmt: skip
    return [
        _entry("opens-prompt", "bounces (two selected)", bar, [
            (t("import.blocklist"), False, [])]),
        _entry("delete", "delete bounces confirmation", confirm(t, bounces), [
            (ok, True, [send("DELETE", f"/api/bounces?id={BOUNCES[0]}&id={BOUNCES[1]}")])]),
        _entry("blocklist", "blocklist bounced confirmation", confirm(t, bounces), [
            (ok, True, [send("PUT", "/api/subscribers/blocklist", {"ids": [LEE, SAM]})])]),
        _entry("delete", "maintenance delete confirmation", confirm(t, maintenance), [
            (ok, True, [send("DELETE", "/api/maintenance/subscribers/orphan")])]),
        _entry("reversible", "maintenance (database)", database, [
            (t("globals.buttons.save"), False, [send("PUT", "/api/settings/maintenance.db", {
                "vacuum": True, "vacuum_cron_interval": "0 2 * * *"})])]),
        _entry("opens-prompt", "smtp settings", smtp, [
            (t("settings.smtp.testConnection"), False, [])]),
        _entry("reversible", "smtp delete confirmation", confirm(t, settings), [
            (ok, False, [])]),
        _entry("send", "smtp test", test, [
            (t("settings.smtp.sendTest"), True, [send("POST", "/api/settings/smtp/test",
                                                      server)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*campaign_screens(t), *campaign_page_screens(t), *subscriber_screens(t),
            *list_screens(t), *template_screens(t), *import_screens(t),
            *admin_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"listmonk {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
