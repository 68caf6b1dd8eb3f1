"""Tianji's screens for the three-hundred-and-eighty-second held-out corpus: ``screens(t)`` lays
them out in one language, ``t(text, **args)`` being that language's string for the English
source text ``text`` of the app's ``src/client/public/locales/<lang>/translation.json``
catalogue. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote, urlencode

ORIGIN = "https://tianji.acme-studio.io"  # the server the app is served from (made up)
CSRF = "9c41e7b2a05d4f38b6e1c2d7a9f03e5b"  # made up; what /api/auth/csrf returns
WS, WS_NAME = "cm3k9x2vb0000qz8h4t7n1r5e", "Acme Studio"
WS2, WS2_NAME = "cm3ka1f7d0003qz8hb2w6y9c4", "Side Projects"
MEMBER, MEMBER_NAME = "cm3kb4j0g0005qz8hd5z8a2f7", "Dana Ortiz"
MONITOR, MONITOR_NAME = "cm4b2n8qk0011s7d3f6h9j1lp", "Checkout API"
MONITOR_URL = "https://shop.acme-studio.io/health"
WEBSITE, WEBSITE_NAME = "cm4c7r1tz0021s7d5k8m2p4qw", "Acme blog"
WEBSITE_DOMAIN = "blog.acme-studio.io"
SHARE = "cm4c8s2ua0022s7d6l9n3q5rx"
API_KEY = "sk_3f8b2d61c9e04a7f95d1b3c8e2a6f047"
NOTIFY, NOTIFY_NAME = "cm4d0w5ya0031s7d7n1q3t6xv", "Ops Slack"
CHANNEL, CHANNEL_NAME = "cm4e3z9cd0041s7d9p4s6v8zb", "Deploys"
SURVEY, SURVEY_NAME = "cm4f6c2fg0051s7dbr7u9x1ce", "Onboarding feedback"
PAGE, PAGE_SLUG, PAGE_TITLE = "cm4g9f5jk0061s7ddt0w2z4gh", "acme-status", "Acme Status"
LINK, LINK_TITLE = "cm4hci8mn0071s7dfv3y5b7jk", "Spring sale"
WORKER, WORKER_NAME = "cm4ilk1pq0081s7dhx6a8d0lm", "Nightly digest"
TELEMETRY, TELEMETRY_NAME = "cm4jio4st0091s7dkz9c1f3op", "Docs badge"
APP, APP_NAME = "cm4klr7uv0101s7dmb2e4h6qr", "Acme Mobile"
USER, PASSWORD = "alice", "correct-horse-battery"
NEW_PASSWORD = "Tr4vel-Mug-91"
TITLE = "Tianji - Insight into everything"  # index.html's title, on the login pages
Act = tuple[str, bool, list[Any]]


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def mutate(path: str, data: Any = None) -> dict[str, str]:
    """A tRPC mutation through httpBatchLink (no transformer): ``POST /trpc/<path>?batch=1``
    with the batch of one input as ``{"0": input}``; an undefined input leaves ``{}``."""
    return {"request": f"POST /trpc/{path}?batch=1",
            "body": _json({} if data is None else {"0": data})}  # fmt: skip


def query(*calls: tuple[str, Any]) -> str:
    """tRPC queries sent together by httpBatchLink: the paths joined with commas and the
    inputs as ``input=encodeURIComponent(JSON.stringify({"0": .., "1": ..}))``."""
    paths = ",".join(path for path, _ in calls)
    inputs = {str(i): data for i, (_, data) in enumerate(calls) if data is not None}
    encoded = quote(_json(inputs), safe="-_.!~*'()")  # encodeURIComponent
    return f"GET /trpc/{paths}?batch=1&input={encoded}"


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...``, ``window.open`` or a link's target."""
    return {"request": f"GET {url}", "via": "link"}


def sign_in(callback: str) -> list[Any]:
    """useAuth's loginWithPassword: signIn('account') reads the providers and the CSRF
    token, posts the credentials urlencoded, then reads the user."""
    body = urlencode({"username": USER, "password": PASSWORD, "redirect": "false",
                      "csrfToken": CSRF, "callbackUrl": f"{ORIGIN}{callback}",
                      "json": "true"})  # fmt: skip
    return ["GET /api/auth/providers", "GET /api/auth/csrf",
            {"request": "POST /api/auth/callback/account", "body": body},
            query(("user.info", None))]  # fmt: skip


def sign_out(callback: str) -> list[Any]:
    """useAuth's logout: signOut() reads the CSRF token, posts it, then loads /login."""
    body = urlencode({"csrfToken": CSRF, "callbackUrl": f"{ORIGIN}{callback}",
                      "json": "true"})  # fmt: skip
    return ["GET /api/auth/csrf", {"request": "POST /api/auth/signout", "body": body},
            page("/login")]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"tianji {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def alert(t: Any, title: str, heading: str, items: list[dict[str, Any]],
          content: str = "") -> dict[str, Any]:  # fmt: skip
    """AlertConfirm over a page titled ``title``: an alert dialog headed ``heading`` (``Confirm
    action`` when the app gives none), its description (an item, where there is one), its
    content (``Are you sure you want to do this?`` unless given), Cancel and Confirm."""
    message = content or t("Are you sure you want to do this?")
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [*items, {"button": t("Cancel")}, {"button": t("Confirm")}]}  # fmt: skip


def antd_confirm(t: Any, page_title: str, content: str) -> dict[str, Any]:
    """antd's Modal.confirm: titled Warning, with the message, Cancel and OK (antd's own
    English words: the app gives antd no locale)."""
    return {"title": page_title, "dialog": {"title": t("Warning"), "message": content},
            "items": [{"button": "Cancel"}, {"button": "OK"}]}  # fmt: skip


def popconfirm(page_title: str, message: str) -> dict[str, Any]:
    """antd's Popconfirm: its title as the message, Cancel and OK (antd's English)."""
    return {"title": page_title, "dialog": {"message": message},
            "items": [{"button": "Cancel"}, {"button": "OK"}]}  # fmt: skip


def monitor_screens(t: Any) -> list[dict[str, Any]]:
    """MonitorInfo: the header of a running monitor, its more menu, the Clear Data menu, and
    the three antd confirmations."""
    ids = {"workspaceId": WS, "monitorId": MONITOR}
    title = MONITOR_NAME

    header = {"title": title, "items": [
        {"text": "http"}, {"text": MONITOR_URL}, {"button": t("Edit")}, {"button": t("Stop")},
        {"text": t("Monitored for {{dayNum}} days", dayNum="41")},
        {"button": t("Clear Data")}]}  # fmt: skip

    more = {"title": title, "items": [
        {"text": MONITOR_URL}, {"button": t("Edit")}, {"button": t("Stop")},
        {"menu": t("Trigger Monitor")}, {"menu": t("Show Badge")},
        {"menu": t("Test Notify")}, {"menu": t("Delete")}]}  # fmt: skip
    clear = {"title": title, "items": [
        {"button": t("Clear Data")}, {"menu": t("Events")}, {"menu": t("Heartbeats")}]}  # fmt: skip
    refetch = query(("monitor.all", {"workspaceId": WS}), ("monitor.get", ids),
                    ("monitor.events", ids))  # fmt: skip
    return [
        _entry("reversible", "monitor running", header, [
            (t("Stop"), False, [mutate("monitor.changeActive", {**ids, "active": False}),
                                refetch])]),
        _entry("opens-prompt", "monitor clear data button", header, [
            (t("Clear Data"), False, [])]),
        _entry("reversible", "monitor more menu", more, [
            (t("Trigger Monitor"), False, [mutate("monitor.triggerMonitor", ids),
                                           query(("monitor.get", ids))])]),
        _entry("opens-prompt", "monitor more menu prompts", more, [
            (t("Delete"), False, [])]),
        _entry("send", "monitor more menu test notify", more, [
            (t("Test Notify"), True, [mutate("monitor.testNotifyScript", ids)])]),
        _entry("opens-prompt", "monitor clear data menu", clear, [
            (t("Events"), False, [])]),
        _entry("delete", "delete monitor confirm", antd_confirm(
            t, title, t("Did you sure delete this monitor?")), [
            ("OK", True, [mutate("monitor.delete", ids),
                          query(("monitor.all", {"workspaceId": WS}))]),
            ("Cancel", False, [])]),
        _entry("delete", "clear events confirm", antd_confirm(
            t, title, t("Are you sure want to delete all events for this monitor?")), [
            ("OK", True, [mutate("monitor.clearEvents", ids), query(("monitor.events", ids))]),
            ("Cancel", False, [])]),
        _entry("delete", "clear heartbeats confirm", antd_confirm(
            t, title, t("Are you sure want to delete all heartbeats for this monitor?")), [
            ("OK", True, [mutate("monitor.clearData", ids)])]),
    ]  # fmt: skip


def website_screens(t: Any) -> list[dict[str, Any]]:
    """WebsiteConfig: the Detail tab's form, the Data tab with public sharing off and on,
    and the deletion's AlertConfirm."""
    ids = {"workspaceId": WS, "websiteId": WEBSITE}
    title = WEBSITE_NAME  # the config route's header: the website's name
    tabs = [{"tab": t("Detail")}, {"tab": t("Data")}]
    detail = {"title": title, "items": [
        *tabs, {"field": "id", "hint": t("Website ID"), "text": WEBSITE},
        {"field": "name", "hint": t("Name"), "text": "Acme journal"},
        {"field": "domain", "hint": t("Domain"), "text": WEBSITE_DOMAIN},
        {"text": t("Monitor")}, {"button": t("Save")}]}  # fmt: skip

    def data(shared: bool) -> dict[str, Any]:
        share = ([{"text": f"{ORIGIN}/website/public/{SHARE}"}, {"button": t("Copy Link")},
                  {"button": t("Disable Public Share")}] if shared
                 else [{"button": t("Enable Public Share")}])  # fmt: skip
        return {"title": title, "items": [
            *tabs, {"text": t("Public Share")}, *share, {"text": t("Danger Zone")},
            {"button": t("Delete Website")}]}  # fmt: skip

    info = query(("website.info", ids))
    return [
        _entry("reversible", "website detail tab", detail, [
            (t("Save"), False, [
                mutate("website.updateInfo", {**ids, "name": "Acme journal",
                                              "domain": WEBSITE_DOMAIN, "monitorId": None}),
                query(("website.info", ids), ("website.all", {"workspaceId": WS}))])]),
        _entry("reversible", "website data tab", data(False), [
            (t("Enable Public Share"), False, [
                mutate("website.createOrEnableShare", ids), info])]),
        _entry("opens-prompt", "website data tab delete", data(False), [
            (t("Delete Website"), False, [])]),
        _entry("revoke", "website data tab disable share", data(True), [
            (t("Disable Public Share"), True, [mutate("website.disableShare", ids), info])]),
        _entry("delete", "delete website confirm", alert(
            t, title, f"{t('Delete Website')} {WEBSITE_NAME}", []), [
            (t("Confirm"), True, [mutate("website.delete", ids),
                                  query(("website.all", {"workspaceId": WS}))]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def workspace_screens(t: Any) -> list[dict[str, Any]]:
    """The workspace settings page (the invitation form, the danger zone), its rename and
    delete confirmations, the member role dialog, and the user menu with its Workspaces
    submenu."""
    ws = {"workspaceId": WS}
    title = t("Workspace")
    invite = {"title": title, "items": [
        {"text": f"{t('Current Workspace:')} {WS_NAME}"},
        {"text": t("Invite new members by email address")},
        {"field": "emailOrId", "hint": "jane@example.com or userId",
         "text": "sam@northwind.example"}, {"button": t("Invite")},
        {"text": t("Members")}]}  # fmt: skip
    danger = {"title": title, "items": [
        {"text": t("Danger Zone")},
        {"field": "name", "hint": t("New Workspace Name"), "text": "Acme Labs"},
        {"button": t("Rename")},
        {"text": t("Manually check workspace usage and update pause status based on current "
                   "limits")},
        {"button": t("Recheck Pause Status")}, {"button": t("Delete Workspace")}]}  # fmt: skip
    # The two headings are written in English in the code, not through t().
    rename = alert(t, title, "Confirm to rename this workspace?",
                   [{"text": f"{WS_NAME} => Acme Labs"}])  # fmt: skip
    wipe = t("All content in this workspace will be destory and can not recover.")
    delete = alert(t, title, "Confirm to delete this workspace", [{"text": wipe}])
    role = {"title": title, "dialog": {"title": t("Update Member Role")}, "items": [
        {"text": f"{t('Member')}:"}, {"text": MEMBER_NAME}, {"text": f"{t('Role')}:"},
        {"button": t("Admin")}, {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    menu = {"title": MONITOR_NAME, "items": [
        {"text": USER}, {"menu": t("Profile")}, {"menu": t("Notifications")},
        {"menu": t("Workspaces")}, {"menu": t("Language")}, {"menu": t("Theme")},
        {"menu": t("Document")}, {"menu": t("Community")}]}  # fmt: skip
    workspaces = {"title": MONITOR_NAME, "items": [
        {"menu": t("Workspaces")}, {"radio": WS_NAME, "checked": True},
        {"radio": WS2_NAME, "checked": False}]}  # fmt: skip
    members = query(("workspace.members", ws))
    return [
        _entry("send", "workspace invite by email", invite, [
            (t("Invite"), True, [mutate("workspace.invite", {
                **ws, "emailOrId": "sam@northwind.example"}), members])]),
        _entry("opens-prompt", "workspace danger zone", danger, [
            (t("Rename"), False, []), (t("Delete Workspace"), False, [])]),
        _entry("reversible", "workspace danger zone recheck", danger, [
            (t("Recheck Pause Status"), False, [mutate("workspace.recheckPauseStatus", ws)])]),
        _entry("reversible", "rename workspace confirm", rename, [
            (t("Confirm"), False, [mutate("workspace.rename", {**ws, "name": "Acme Labs"})])]),
        _entry("delete", "delete workspace confirm", delete, [
            (t("Confirm"), True, [mutate("workspace.delete", ws), page("/settings/workspace")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "member role dialog", role, [
            (t("Save"), False, [mutate("workspace.updateMemberRole", {
                **ws, "userId": MEMBER, "role": "admin"}), members])]),
        _entry("reversible", "user menu", menu, [
            (t("Notifications"), False, [query(("notification.all", ws))]),
            (t("Document"), False, [page("https://tianji.dev/docs/intro")])]),
        _entry("reversible", "user menu workspaces", workspaces, [
            (WS2_NAME, False, [mutate("workspace.switch", {"workspaceId": WS2})])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The profile page, its logout confirmation and password dialog; the API keys page's
    deletion and description dialog; the notifications page and its deletion; the login
    and register pages."""
    profile_t = t("Profile")
    profile = {"title": profile_t, "items": [
        {"text": t("Current Workspace Id")}, {"text": WS}, {"text": t("User Id")},
        {"text": t("Password")}, {"button": t("Change Password")},
        {"button": t("Logout")}]}  # fmt: skip
    password = {"title": profile_t, "dialog": {"title": t("Change password")}, "items": [
        {"field": "oldPassword", "hint": t("Old Password"), "text": PASSWORD},
        {"field": "newPassword", "hint": t("New Password"), "text": NEW_PASSWORD},
        {"field": "newPasswordRepeat", "hint": t("Repeat New Password"),
         "text": NEW_PASSWORD}, {"button": t("Submit")}]}  # fmt: skip
    keys_t = t("Api Keys")
    key_row = [{"text": f"{API_KEY[:20]}..."}, {"text": "1,204"}, {"text": "CI deploys"}]
    description = {"title": keys_t, "dialog": {"title": t("Edit API Key Description")},
                   "items": [{"field": "description", "hint": "", "text": "CI and deploys"},
                             {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    keys = query(("user.allApiKeys", None))
    notify_t = t("Notifications")
    notify = {"title": notify_t, "items": [
        {"button": t("New")}, {"text": NOTIFY_NAME}, {"button": t("Edit")}]}  # fmt: skip
    login_items = [
        {"field": "username", "hint": t("Username"), "text": USER},
        {"field": "password", "hint": t("Password"), "text": PASSWORD}]  # fmt: skip
    login = {"title": TITLE, "items": [
        *login_items, {"button": t("Login")}, {"button": t("Register")}]}  # fmt: skip
    register = {"title": TITLE, "items": [
        {"text": t("Register Account")}, *login_items, {"button": t("Register")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "profile page", profile, [
            (t("Change Password"), False, []), (t("Logout"), False, [])]),
        _entry("reversible", "logout confirm", popconfirm(profile_t, t("Confirm to logout")), [
            ("OK", False, sign_out("/settings/profile")), ("Cancel", False, [])]),
        _entry("reversible", "change password dialog", password, [
            (t("Submit"), False, [mutate("user.changePassword", {
                "oldPassword": PASSWORD, "newPassword": NEW_PASSWORD}),
                *sign_out("/settings/profile")])]),
        _entry("revoke", "delete api key confirm", alert(t, keys_t, t("Confirm action"), key_row), [
            (t("Confirm"), True, [mutate("user.deleteApiKey", {"apiKey": API_KEY}), keys]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "api key description dialog", description, [
            (t("Save"), False, [mutate("user.updateApiKeyDescription", {
                "apiKey": API_KEY, "description": "CI and deploys"}), keys])]),
        _entry("opens-prompt", "notifications page", notify, [
            (t("New"), False, [])]),
        _entry("delete", "delete notification confirm", popconfirm(
            notify_t, t("Is delete this item?")), [
            ("OK", True, [mutate("notification.delete", {"workspaceId": WS, "id": NOTIFY}),
                          query(("notification.all", {"workspaceId": WS}))]),
            ("Cancel", False, [])]),
        _entry("reversible", "login page", login, [
            (t("Login"), False, sign_in("/login"))]),
        _entry("reversible", "register page", register, [
            (t("Register"), False, [mutate("user.register", {
                "username": USER, "password": PASSWORD}), *sign_in("/register")])]),
    ]  # fmt: skip


def content_screens(t: Any) -> list[dict[str, Any]]:
    """The feed channel's deletion and its archived events, the survey's menu, duplicate
    dialog and deletion, and the deletions of a status page, a short link, a worker (with
    its header), a telemetry item and an application."""
    ws = {"workspaceId": WS}
    permanent = t("It will permanently delete the relevant data")
    channel = alert(t, CHANNEL_NAME, t("Confirm to delete this channel?"),
                    [{"text": t("All feed will be remove")}], permanent)  # fmt: skip
    archived = {"title": CHANNEL_NAME, "items": [
        {"text": t("Archived Events")}, {"button": t("Clear")},
        {"text": "Deployed web 2.14.0 to production"}]}  # fmt: skip
    archived_clear = alert(t, CHANNEL_NAME, t("Confirm action"), [])
    survey_menu = {"title": SURVEY_NAME, "items": [
        {"menu": t("Edit")}, {"menu": t("Duplicate")}, {"menu": t("Delete")},
        {"text": t("Count")}]}  # fmt: skip
    duplicate = {"title": SURVEY_NAME, "dialog": {
        "title": t("Duplicate Survey"),
        "message": t("Create a copy of this survey with the same configuration.")}, "items": [
        {"field": "survey-name", "hint": t("Enter name for the duplicated survey"),
         "text": f"{SURVEY_NAME} - Copy"},
        {"button": t("Cancel")}, {"button": t("Duplicate")}]}  # fmt: skip
    count = t("Survey name: {{name}} | data count: {{num}}", name=SURVEY_NAME, num="128")
    survey = alert(t, SURVEY_NAME, t("Confirm to delete this survey?"), [{"text": count}],
                   permanent)  # fmt: skip
    status = alert(t, PAGE_TITLE, t("Confirm to delete this page?"), [], permanent)
    status_page = {"title": PAGE_TITLE, "items": [{"link": t("Preview")}]}
    undone = t("Are you sure you want to delete this short link? This action cannot be undone.")
    link = alert(t, LINK_TITLE, t("Delete Short Link"), [{"text": undone}])
    worker_ids = {**ws, "workerId": WORKER}
    worker_head = {"title": WORKER_NAME, "items": [
        {"text": t("Active")}, {"button": t("Deactivate")}, {"button": t("Execute")},
        {"tab": t("Code")}, {"tab": t("Executions")}]}  # fmt: skip
    undone = t("Are you sure you want to delete this worker? This action cannot be undone.")
    worker = alert(t, WORKER_NAME, t("Delete Worker"), [{"text": undone}])
    events = t("Telemetry name: {{name}} | events: {{num}}", name=TELEMETRY_NAME, num="2304")
    telemetry = alert(t, TELEMETRY_NAME, t("Confirm to delete this telemetry?"),
                      [{"text": events}], permanent)  # fmt: skip
    undone = t("Are you sure you want to delete this application? This action cannot be undone.")
    app = alert(t, APP_NAME, f"{t('Delete Application')} {APP_NAME}", [{"text": undone}])
    return [
        _entry("delete", "delete feed channel confirm", channel, [
            (t("Confirm"), True, [mutate("feed.deleteChannel", {**ws, "channelId": CHANNEL}),
                                  query(("feed.channels", ws))]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "archived events popover", archived, [(t("Clear"), False, [])]),
        _entry("delete", "clear archived events confirm", archived_clear, [
            (t("Confirm"), True, [mutate("feed.clearAllArchivedEvents", {
                **ws, "channelId": CHANNEL})])]),
        _entry("opens-prompt", "survey menu", survey_menu, [
            (t("Delete"), False, [])]),
        _entry("reversible", "duplicate survey dialog", duplicate, [
            (t("Duplicate"), False, [mutate("survey.duplicate", {
                **ws, "surveyId": SURVEY, "name": f"{SURVEY_NAME} - Copy"}),
                query(("survey.all", ws))])]),
        _entry("delete", "delete survey confirm", survey, [
            (t("Confirm"), True, [mutate("survey.delete", {**ws, "surveyId": SURVEY}),
                                  query(("survey.all", ws))]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "status page header", status_page, [
            (t("Preview"), False, [page(f"/status/{PAGE_SLUG}")])]),
        _entry("delete", "delete status page confirm", status, [
            (t("Confirm"), True, [mutate("page.deletePage", {**ws, "id": PAGE}),
                                  query(("page.getAllPages", {**ws, "type": "status"}))]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete short link confirm", link, [
            (t("Confirm"), True, [mutate("shortlink.delete", {**ws, "id": LINK}),
                                  query(("shortlink.all", ws))]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "worker header", worker_head, [
            (t("Deactivate"), False, [mutate("worker.toggleActive", {
                **worker_ids, "active": False}), query(("worker.get", worker_ids))])]),
        _entry("delete", "delete worker confirm", worker, [
            (t("Confirm"), True, [mutate("worker.delete", worker_ids)]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete telemetry confirm", telemetry, [
            (t("Confirm"), True, [mutate("telemetry.delete", {**ws, "telemetryId": TELEMETRY}),
                                  query(("telemetry.all", ws))])]),
        _entry("delete", "delete application confirm", app, [
            (t("Confirm"), True, [mutate("application.delete", {**ws, "applicationId": APP}),
                                  query(("application.all", ws))])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*monitor_screens(t), *website_screens(t), *workspace_screens(t),
            *account_screens(t), *content_screens(t)]  # fmt: skip
