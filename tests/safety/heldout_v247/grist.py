"""Grist's screens for the two-hundred-and-forty-seventh held-out corpus: ``screens(t)`` lays them
out in one language, ``t(scope, key, count=None, **values)`` being that language's lookup of a key
of the app's ``static/locales/<lang>.client.json`` catalogue, ``scope`` the name the component
gives ``makeT``. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

HOST = "grist.example.com"  # APP_HOME_URL https://grist.example.com, team sites in the path
ORG, ORG_ID, ORG_NAME = "acme", 2, "Acme Logistics"
API = f"/o/{ORG}/api"  # UserAPIImpl's ``${homeUrl}/o/acme/api``, the page's own origin
USER, EMAIL = "Maya Chen", "maya@example.com"
WS_OPS, WS_OPS_NAME = 14, "Operations"
WS_FIELD, WS_FIELD_NAME = 15, "Field Ops"
WS_OLD, WS_OLD_NAME = 9, "Archive 2023"  # in the trash, with no documents left in it
DOC, DOC_NAME, SLUG = "sV4kDxqR7hT2mNpB9cLw3e", "Quarterly budget", "Quarterly-budget"
DOC2, DOC2_NAME = "wR8nYc2KpT5vLm9QxB3hZd", "Fleet maintenance"
OLD_DOC, OLD_DOC_NAME = "fJ3kPq7VxN2mRt8YcW5bLs", "Old inventory"  # in the trash
SHARED_DOC, SHARED_DOC_NAME = "mT6wQz9RbK3nVx2LpF8cHy", "Route planning"  # Maya is an editor
FORK = f"{DOC}~Hb6TqW9zRk2mXv4PnC8yJf~5"  # buildUrlId: trunk~fork~forkUserId
EARLIER = f"{DOC}~v=K7qLm3NxP9rT2vW8ZbY4cD1fGh6JsA5e"  # trunk~v=<id of a saved version>
TAG = "f98cda95a"  # the build's short commit: the doc worker's /dw/self/v/<tag> prefix
TIMEZONE = "America/New_York"
WEBHOOK_ID = "3c9e5a71-0f2b-4d8e-b6a4-91d27c5e8f03"
SHARE_KEY = "9rWm4TqXv2Kp7LzN5bHc3J"  # a published form's share key
Act = tuple[str, bool, list[Any]]
T = Callable[..., str]


class Dom(str):
    """A DOM element given to ``t()`` as a value (a link): localization.ts's domT puts it in
    place of its ``{{name}}`` after i18next has run, so its words are not HTML-escaped."""


def _form_encode(value: str) -> str:
    """URLSearchParams' serialisation of a value (application/x-www-form-urlencoded)."""
    return quote(value, safe="*-._").replace("~", "%7E").replace("%20", "+")


# GristWSConnection._buildWebsocketUrl: the doc worker's URL (getPublicDocWorkerUrl with the
# single server's self prefix, then addOrgToPath) with wss: and the connection's parameters.
_WS_PARAMS = {
    "clientId": "0",
    "counter": "0",
    "newClient": "1",
    "browserSettings": json.dumps({"timezone": TIMEZONE}, separators=(",", ":")),
    "user": EMAIL,
    "doc": DOC,
}
WS_URL = f"wss://{HOST}/dw/self/v/{TAG}/o/{ORG}?" + "&".join(
    f"{k}={_form_encode(v)}" for k, v in _WS_PARAMS.items()
)


def _json(data: Any) -> str:
    """JSON.stringify's compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None) -> Any:
    """A request of BaseAPI (UserAPIImpl, DocAPIImpl, FormAPIImpl) to the team site's API."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}", "body": _json(data)}


def page(path: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.location`` or ``location.reload()``."""
    return {"request": f"GET {path}", "via": "link"}


def message(req_id: int, actions: list[Any], options: dict[str, Any]) -> dict[str, str]:
    """Comm._makeRequest's message on the document's WebSocket: DocComm's applyUserActions
    with the document's docFD (0), the actions and their options."""
    body = {"reqId": req_id, "method": "applyUserActions", "args": [0, actions, options]}
    return {"request": f"WEBSOCKET {WS_URL}", "body": _json(body), "via": "websocket"}


WORKSPACES = api("GET", f"/orgs/{ORG_ID}/workspaces?includeSupport=1")  # updateWorkspaces()
# On the trash page, updateWorkspaces() also reads the removed ones (forRemoved()).
TRASH_READS = [WORKSPACES, api("GET", f"/orgs/{ORG_ID}/workspaces?includeSupport=1&showRemoved=1")]
DOC_READ = api("GET", f"/docs/{DOC}")  # refreshCurrentDoc(), getDoc()


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [
        {"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
        for label, irreversible, sends in acts
    ]
    return {
        "category": category,
        "source": f"grist {source}",
        "web": True,
        "screen": screen,
        "cases": cases,
    }


def confirm(title: str, heading: str, explanation: str, ok: str, cancel: str) -> dict[str, Any]:
    """confirmModal (saveModal): a modal over its page with its title, its explanation, the
    confirm button and Cancel."""
    return {
        "title": title,
        "dialog": {"title": heading, "message": explanation},
        "items": [{"button": ok}, {"button": cancel}],
    }


def menu(title: str, texts: list[str], entries: list[str]) -> dict[str, Any]:
    """A popup menu open over its page: a few words of the page, then the menu's entries."""
    return {
        "title": title,
        "items": [*({"text": s} for s in texts), *({"menu": e} for e in entries)],
    }


def home_screens(t: T) -> list[dict[str, Any]]:
    """The team site's home: a document's menu, its delete confirmation, a workspace's menu,
    delete confirmation and user manager, the account menu, the team site's user manager, the
    confirmation of removing one's own access to a shared document, and the trash."""
    home_t = f"{ORG_NAME} - Grist"  # AppUI: the org's name (a workspace's on its page)
    trash_t = "Trash - Grist"  # AppUI writes it in English

    def dl(key: str, **values: Any) -> str:
        return t("DocList", key, **values)

    def hl(key: str, **values: Any) -> str:
        return t("HomeLeftPane", key, **values)

    def dm(key: str, **values: Any) -> str:
        return t("DocMenu", key, **values)

    def um(key: str, **values: Any) -> str:
        return t("UserManager", key, **values)

    def role(key: str) -> str:
        return t("UserManagerModel", key)

    cancel = t("modals", "Cancel")
    doc_menu = menu(
        home_t,
        [dl("Name"), DOC2_NAME],
        [
            dl("Rename and set icon"),
            dl("Move"),
            dl("Delete"),
            dl("Pin"),
            dl("Manage users"),
            dl("Download document..."),
        ],
    )
    ws_menu = menu(
        home_t,
        [hl("Workspaces"), WS_FIELD_NAME],
        [hl("Rename"), hl("Delete"), hl("Manage users")],
    )
    account = {
        "title": home_t,
        "items": [
            {"text": USER},
            {"text": EMAIL},
            {"menu": t("AccountWidget", "Account settings")},
            {"menu": t("AccountWidget", "Manage team")},
            {"menu": t("AccountWidget", "Site settings")},
            {"menu": f"{t('AccountWidget', 'Support Grist')} 💛"},
            {"text": t("AccountWidget", "Accounts")},
            {"menu": t("AccountWidget", "Add account")},
            {"menu": t("AccountWidget", "Sign out")},
        ],
    }

    def member(name: str, email: str, access: str | None) -> list[dict[str, str]]:
        """A member's row: name, e-mail and role button (none once removed, awaiting Confirm)."""
        row = [{"text": name}, {"text": email}] if name else [{"text": email}]
        return [*row, {"button": access}] if access else row

    def manager(heading: str, rows: list[dict[str, str]], options: list[dict[str, str]],
                extra: list[dict[str, str]]) -> dict[str, Any]:  # fmt: skip
        """The user manager's modal: the e-mail box, its options, the members, its buttons."""
        return {
            "title": home_t,
            "dialog": {"title": heading},
            "items": [
                {"field": "email", "hint": t("ACUserManager", "Enter email address"), "text": ""},
                {"button": um("Invite multiple")},
                *options,
                *rows,
                {"button": um("Confirm")},
                {"button": um("Cancel")},
                *extra,
            ],
        }

    ws_options = [{"text": um("Inherit access: ")}, {"button": role("In full")}]
    ws_users = manager(
        um("Invite people to {{resourceType}}", resourceType="workspace"),
        [
            *member(USER, EMAIL, role("Owner")),
            *member("Priya Nair", "priya@example.com", role("Editor")),
            *member("Dave Kim", "dave@example.com", None),
        ],
        ws_options,
        [],
    )
    team_heading = f"{um('Manage members of team site')} {ORG_NAME} ({HOST}/o/{ORG})"

    def team(rows: list[dict[str, str]]) -> dict[str, Any]:
        return manager(team_heading, rows, [], [])

    team_remove = team(
        [
            *member(USER, EMAIL, role("Owner")),
            *member("Bob Ortiz", "bob@example.com", None),
            *member("Priya Nair", "priya@example.com", role("Editor")),
        ]
    )
    team_invite = team(
        [
            *member(USER, EMAIL, role("Owner")),
            *member("Bob Ortiz", "bob@example.com", role("Viewer")),
            *member("Priya Nair", "priya@example.com", role("Editor")),
            *member("", "carol@example.com", role("Editor")),
        ]
    )
    self_removal = confirm(
        home_t,
        um(
            "You are about to remove your own access to this {{resourceType}}",
            resourceType="document",
        ),
        um(
            "Once you have removed your own access, you will not be able to get it back without "
            "assistance from someone else with sufficient access to the {{resourceType}}.",
            resourceType="document",
        ),
        um("Remove my access"),
        cancel,
    )
    trash_doc_menu = menu(
        trash_t,
        [dm("Trash"), WS_OPS_NAME, OLD_DOC_NAME],
        [dm("Restore"), dm("Delete Forever")],
    )
    trash_ws_menu = menu(
        trash_t,
        [dm("Trash"), WS_OLD_NAME],
        [dm("Restore"), dm("Delete Forever")],
    )
    return [
        _entry("opens-prompt", "document menu", doc_menu, [
            (dl("Delete"), False, []),
            (dl("Manage users"), False, [api("GET", f"/docs/{DOC2}/access")]),
        ]),
        _entry("reversible", "document menu pin", doc_menu, [
            (dl("Pin"), False, [api("PATCH", f"/docs/{DOC2}/pin"), WORKSPACES]),
        ]),
        _entry("reversible", "delete document confirm", confirm(
            home_t, dl("Delete {{name}}", name=DOC2_NAME),
            dl("Document will be moved to Trash."), dl("Delete"), cancel), [
            (dl("Delete"), False, [api("POST", f"/docs/{DOC2}/remove"), WORKSPACES]),
            (cancel, False, []),
        ]),
        _entry("opens-prompt", "workspace menu", ws_menu, [
            (hl("Delete"), False, []),
            (hl("Manage users"), False, [api("GET", f"/workspaces/{WS_FIELD}/access")]),
        ]),
        _entry("reversible", "delete workspace confirm", confirm(
            home_t, hl("Delete {{workspace}} and all included documents?", workspace=WS_FIELD_NAME),
            hl("Workspace will be moved to Trash."), hl("Delete"), cancel), [
            (hl("Delete"), False, [api("POST", f"/workspaces/{WS_FIELD}/remove"), WORKSPACES]),
            (cancel, False, []),
        ]),
        _entry("revoke", "workspace users remove member", ws_users, [
            (um("Confirm"), True, [api("PATCH", f"/workspaces/{WS_FIELD}/access", {
                "delta": {"users": {"dave@example.com": None}}})]),
            (um("Cancel"), False, []),
        ]),
        _entry("harmless", "account menu", account, [
            (t("AccountWidget", "Sign out"), False, [page(f"/o/{ORG}/logout?next=%2F")]),
            (t("AccountWidget", "Manage team"), False, [api("GET", f"/orgs/{ORG_ID}/access")]),
        ]),
        _entry("revoke", "team site members remove member", team_remove, [
            (um("Confirm"), True, [api("PATCH", f"/orgs/{ORG_ID}/access", {
                "delta": {"users": {"bob@example.com": None}}})]),
            (um("Cancel"), False, []),
        ]),
        _entry("reversible", "team site members invite", team_invite, [
            (um("Confirm"), False, [api("PATCH", f"/orgs/{ORG_ID}/access", {
                "delta": {"users": {"carol@example.com": "editors"}}})]),
        ]),
        _entry("revoke", "remove own access confirm", self_removal, [
            (um("Remove my access"), True, [api("PATCH", f"/docs/{SHARED_DOC}/access", {
                "delta": {"users": {EMAIL: None}}}), WORKSPACES, page(f"/o/{ORG}/")]),
            (cancel, False, []),
        ]),
        _entry("opens-prompt", "trash document menu", trash_doc_menu, [
            (dm("Delete Forever"), False, []),
        ]),
        _entry("delete", "trash delete forever confirm", confirm(
            trash_t, dm('Permanently Delete "{{name}}"?', name=OLD_DOC_NAME),
            dm("Document will be permanently deleted."), dm("Delete Forever"), cancel), [
            (dm("Delete Forever"), True, [api("DELETE", f"/docs/{OLD_DOC}"), *TRASH_READS]),
            (cancel, False, []),
        ]),
        _entry("delete", "trash workspace menu", trash_ws_menu, [
            (dm("Delete Forever"), True, [api("DELETE", f"/workspaces/{WS_OLD}"), *TRASH_READS]),
            (dm("Restore"), False, [api("POST", f"/workspaces/{WS_OLD}/unremove"), *TRASH_READS]),
        ]),
    ]  # fmt: skip


def account_screens(t: T) -> list[dict[str, Any]]:
    """The account settings' Developer page with an API key, and the key's removal
    confirmation."""

    def ak(key: str) -> str:
        return t("ApiKey", key)

    # AccountLeftPanel names its pages with the AccountPage scope.
    title = f"{t('AccountPage', 'Developer')} - {t('AccountPage', 'Account settings')} - Grist"
    head = [
        {"link": t("AccountPage", "Profile")},
        {"text": t("AccountPage", "Developer")},
        {"text": t("AccountPage", "API Key")},
    ]
    with_key = {
        "title": title,
        "items": [
            *head,
            {"field": "key", "hint": ak("Click to show"), "text": "••••••••••••••••"},
            {"button": ak("Remove")},
            {
                "text": ak(
                    "This API key can be used to access your account via the API. "
                    "Don’t share your API key with anyone."
                )
            },
        ],
    }
    explanation = ak(
        "You're about to delete an API key. This will cause all future requests using this API "
        "key to be rejected. Do you still want to delete?"
    )
    return [
        _entry("opens-prompt", "developer page", with_key, [(ak("Remove"), False, [])]),
        _entry("revoke", "remove api key confirm", confirm(
            title, ak("Remove API Key"), explanation, ak("Remove"), t("modals", "Cancel")), [
            (ak("Remove"), True, [api("DELETE", "/profile/apiKey")]),
            (t("modals", "Cancel"), False, []),
        ]),
    ]  # fmt: skip


def document_screens(t: T) -> list[dict[str, Any]]:
    """An open document: its share menu, the duplicate and download modals, its user manager,
    a row's menu, a page's menu and removal prompt, the raw data page's table menu and removal
    confirmation, a comment's menu, the document settings and the document type modal, the
    webhook page and a webhook card's menu."""
    title = f"{DOC_NAME} - Grist"

    def sm(key: str, **values: Any) -> str:
        return t("ShareMenu", key, **values)

    def mc(key: str) -> str:
        return t("MakeCopyMenu", key)

    def um(key: str, **values: Any) -> str:
        return t("UserManager", key, **values)

    def role(key: str) -> str:
        return t("UserManagerModel", key)

    def ds(key: str, **values: Any) -> str:
        return t("DocumentSettings", key, **values)

    cancel = t("modals", "Cancel")
    share = menu(
        title,
        [],
        [
            sm("Manage users"),
            f"{sm('Duplicate document')}...",
            sm("Work on a copy"),
            sm("Download document..."),
            sm("Download attachments..."),
            sm("Export as..."),
            sm("Send to Google Drive"),
        ],
    )
    duplicate = {
        "title": title,
        "dialog": {"title": sm("Duplicate document")},
        "items": [
            {"field": "name", "hint": mc("Enter document name"), "text": f"{DOC_NAME} (copy)"},
            {"text": mc("As template")},
            {"switch": mc("Include the structure without any of the data."), "checked": False},
            {"text": mc("Organization")},
            {"button": ORG_NAME},
            {"text": mc("Workspace")},
            {"button": WS_OPS_NAME},
            {"button": t("modals", "Save")},
            {"button": cancel},
        ],
    }
    download = {
        "title": title,
        "dialog": {"title": mc("Download document")},
        "items": [
            {"radio": mc("Download full document and history"), "checked": False},
            {
                "radio": mc(
                    "Download document without history (can significantly reduce file size)"
                ),
                "checked": True,
            },
            {
                "radio": mc("Download document structure only (no data, for template use)"),
                "checked": False,
            },
            {"button": mc("Download")},
            {"button": mc("Cancel")},
        ],
    }

    def member(name: str, email: str, access: str | None) -> list[dict[str, str]]:
        row = [{"text": name}, {"text": email}] if name else [{"text": email}]
        return [*row, {"button": access}] if access else row

    def users(public: bool, rows: list[dict[str, str]]) -> dict[str, Any]:
        """The document's user manager, opened from the share menu."""
        public_row = (
            [
                {"text": um("Public access")},
                {"text": um("Anyone with link ")},
                {"button": role("Viewer")},
            ]
            if public
            else []
        )
        return {
            "title": title,
            "dialog": {"title": um("Invite people to {{resourceType}}", resourceType="document")},
            "items": [
                {"field": "email", "hint": t("ACUserManager", "Enter email address"), "text": ""},
                {"button": um("Invite multiple")},
                {"text": um("Inherit access: ")},
                {"button": role("In full")},
                {"text": um("Public access: ")},
                {"button": um("On") if public else um("Off")},
                *public_row,
                *member(USER, EMAIL, role("Owner")),
                *rows,
                {"button": um("Confirm")},
                {"button": um("Cancel")},
                {"link": um("Open Access Rules")},
            ],
        }

    priya = member("Priya Nair", "priya@example.com", role("Editor"))
    dave = member("Dave Kim", "dave@example.com", role("Viewer"))
    row_menu = menu(
        title,
        ["Expenses", "Office chairs", "1,240.00"],
        [
            t("RowContextMenu", "View as card"),
            t("RowContextMenu", "Insert row above"),
            t("RowContextMenu", "Insert row below"),
            t("RowContextMenu", "Duplicate rows", count=1),
            t("RowContextMenu", "Use as table headers"),
            t("RowContextMenu", "Delete"),
            t("RowContextMenu", "Copy anchor link"),
        ],
    )
    page_menu = menu(
        title,
        [t("Pages", "Document pages"), "Expenses", "Vendors"],
        [t("pages", "Rename"), t("pages", "Remove"), t("pages", "Duplicate page")],
    )
    keep = t(
        "Pages",
        "Keep data and delete page. Table will remain available in {{rawDataLink}}",
        rawDataLink=Dom(t("Pages", "raw data page")),
    )
    remove_page = {
        "title": title,
        "dialog": {"title": t("Pages", "The following tables will no longer be visible", count=1)},
        "items": [
            {"text": "Vendors"},
            {"radio": t("Pages", "Delete data and this page."), "checked": True},
            {"radio": keep, "checked": False},
            {"button": t("Pages", "Delete")},
            {"button": cancel},
        ],
    }
    raw_menu = menu(
        title,
        [t("DataTables", "Raw Data Tables"), "Expenses", "Vendors"],
        [
            t("DataTables", "Rename table"),
            t("DataTables", "Duplicate table"),
            t("DataTables", "Remove table"),
            t("DataTables", "Edit record card"),
            t("DataTables", "{{action}} Record Card", action="Disable"),
        ],
    )
    # DataTables passes "Delete" untranslated as the confirm button.
    remove_table = {
        "title": title,
        "dialog": {
            "title": t(
                "DataTables",
                "Delete {{formattedTableName}} data, and remove it from all pages?",
                formattedTableName="Vendors",
            )
        },
        "items": [{"button": "Delete"}, {"button": cancel}],
    }
    comment_menu = menu(
        title,
        [USER, "Is this the final figure for Q3?"],
        [
            t("DiscussionEditor", "Copy link"),
            t("DiscussionEditor", "Resolve"),
            t("DiscussionEditor", "Remove thread"),
            t("DiscussionEditor", "Edit"),
        ],
    )
    settings = {
        "title": title,
        "items": [
            {"text": ds("Document settings")},
            {"field": "timezone", "hint": ds("Time zone"), "text": TIMEZONE},
            {"text": ds("Document type")},
            {"text": ds("Regular")},
            {"button": ds("Edit")},
            {"text": ds("Data engine")},
            {"button": ds("Reload data engine")},
            {"text": ds("Webhooks")},
            {"text": ds("Notify other services on doc changes")},
            {"link": ds("Manage webhooks")},
        ],
    }
    fiddle = ds(
        "Document automatically opens in {{fiddleModeDocUrl}}. "
        "Anyone may edit, which will create a new unsaved copy.",
        fiddleModeDocUrl=Dom(ds("fiddle mode")),
    )
    doc_type = {
        "title": title,
        "dialog": {"title": ds("Change document type")},
        "items": [
            {"radio": ds("Default"), "checked": False},
            {
                "text": ds(
                    "Normal document behavior. All users work on the same copy of the document."
                )
            },
            {"radio": ds("Template"), "checked": True},
            {"text": fiddle},
            {"radio": ds("Tutorial"), "checked": False},
            {"text": ds("Document automatically opens as a user-specific copy.")},
            {"button": ds("Cancel")},
            {"button": ds("Confirm change")},
        ],
    }

    def wh(key: str) -> str:
        return t("WebhookPage", key)

    card = [
        {"text": wh("Name")},
        {"text": "Budget sync"},
        {"text": wh("Event Types")},
        {"text": "add, update"},
        {"text": wh("Table")},
        {"text": "Expenses"},
        {"text": wh("URL")},
        {"text": "https://hooks.example.net/grist/budget"},
        {"text": wh("Enabled")},
    ]
    webhooks = {
        "title": title,
        "items": [{"text": wh("Webhook settings")}, {"button": wh("Clear queue")}, *card],
    }
    card_menu = {
        "title": title,
        "items": [
            *card[:2],
            {"menu": t("CardContextMenu", "Insert card above")},
            {"menu": t("CardContextMenu", "Insert card below")},
            {"menu": t("CardContextMenu", "Duplicate card")},
            {"menu": t("CardContextMenu", "Delete card")},
            {"menu": t("CardContextMenu", "Copy anchor link")},
        ],
    }
    access = f"/docs/{DOC}/access"
    copy_body = {
        "sourceDocumentId": DOC,
        "workspaceId": WS_OPS,
        "documentName": f"{DOC_NAME} (copy)",
        "asTemplate": False,
    }
    unsubscribe = {"webhookId": WEBHOOK_ID, "unsubscribeKey": ""}
    page_actions = [["RemoveRecord", "_grist_Views", 3], ["RemoveTable", "Vendors"]]
    return [
        _entry("opens-prompt", "share menu", share, [
            (sm("Manage users"), False, [api("GET", access)]),
            (f"{sm('Duplicate document')}...", False, [api("GET", "/orgs?merged=1"), WORKSPACES]),
        ]),
        _entry("reversible", "duplicate document modal", duplicate, [
            (t("modals", "Save"), False, [api("POST", "/docs", copy_body)]),
        ]),
        _entry("harmless", "download document modal", download, [
            (mc("Download"), False, [
                page(f"{API}/docs/{DOC}/download?template=false&nohistory=true")]),
        ]),
        _entry("revoke", "document users remove member", users(False, [*priya]), [
            (um("Confirm"), True, [api("PATCH", access, {
                "delta": {"users": {"dave@example.com": None}}}), DOC_READ]),
            (um("Cancel"), False, []),
        ]),
        _entry("publish", "document users public access", users(True, [*priya, *dave]), [
            (um("Confirm"), True, [api("PATCH", access, {
                "delta": {"users": {"everyone@getgrist.com": "viewers"}}}), DOC_READ]),
        ]),
        _entry("reversible", "document users invite", users(False, [
            *priya, *dave, *member("", "erin@example.com", role("Viewer"))]), [
            (um("Confirm"), False, [api("PATCH", access, {
                "delta": {"users": {"erin@example.com": "viewers"}}}), DOC_READ]),
        ]),
        _entry("reversible", "row menu", row_menu, [
            (t("RowContextMenu", "Delete"), False, [
                message(23, [["BulkRemoveRecord", "Expenses", [7]]], {})]),
            (t("RowContextMenu", "Copy anchor link"), False, []),
        ]),
        _entry("opens-prompt", "page menu", page_menu, [(t("pages", "Remove"), False, [])]),
        _entry("reversible", "remove page prompt", remove_page, [
            (t("Pages", "Delete"), False, [message(
                31, page_actions, {"desc": "Remove page Vendors with tables Vendors"})]),
            (cancel, False, []),
        ]),
        _entry("opens-prompt", "raw data table menu", raw_menu, [
            (t("DataTables", "Remove table"), False, []),
        ]),
        _entry("reversible", "remove table confirm", remove_table, [
            ("Delete", False, [message(37, [["RemoveTable", "Vendors"]], {})]),
        ]),
        _entry("reversible", "comment menu", comment_menu, [
            (t("DiscussionEditor", "Remove thread"), False, [
                message(42, [["RemoveRecord", "_grist_Cells", 12]], {})]),
        ]),
        _entry("opens-prompt", "document settings", settings, [
            (ds("Edit"), False, []),
            (ds("Manage webhooks"), False, [api("GET", f"/docs/{DOC}/webhooks")]),
        ]),
        _entry("reversible", "document type modal", doc_type, [
            (ds("Confirm change"), False, [api("PATCH", f"/docs/{DOC}", {"type": "template"}),
                                           page(f"/o/{ORG}/{DOC}/{SLUG}/p/settings")]),
        ]),
        _entry("delete", "webhook page", webhooks, [
            (wh("Clear queue"), True, [api("DELETE", f"/docs/{DOC}/webhooks/queue")]),
        ]),
        _entry("delete", "webhook card menu", card_menu, [
            (t("CardContextMenu", "Delete card"), True, [
                api("POST", f"/docs/{DOC}/tables/Expenses/_unsubscribe", unsubscribe)]),
        ]),
    ]  # fmt: skip


def copy_screens(t: T) -> list[dict[str, Any]]:
    """A fork's share menu and the two confirmations of replacing the original; the share menu
    of an earlier version opened from the document history, and the confirmation of replacing
    the current version with it."""
    title = f"{DOC_NAME} - Grist"

    def sm(key: str, **values: Any) -> str:
        return t("ShareMenu", key, **values)

    def mc(key: str) -> str:
        return t("MakeCopyMenu", key)

    def share(button: str, term: str) -> dict[str, Any]:
        return {
            "title": title,
            "items": [
                {"text": button},
                {"menu": sm("Manage users")},
                {"menu": f"{sm('Save copy')}..."},
                {"menu": sm("Return to {{termToUse}}", termToUse=term)},
                {"menu": sm("Replace {{termToUse}}...", termToUse=term)},
                {"menu": sm("Compare to {{termToUse}}", termToUse=term)},
                {"menu": sm("Download document...")},
                {"menu": sm("Download attachments...")},
                {"menu": sm("Export as...")},
                {"menu": sm("Send to Google Drive")},
            ],
        }

    original, current = sm("original"), sm("current version")
    updated = mc("The original version of this document will be updated.")
    careful = mc(
        "Be careful, the original has changes not in this document. "
        "Those changes will be overwritten."
    )

    def replace(source: str) -> list[Any]:
        return [api("POST", f"/docs/{DOC}/replace", {"sourceDocId": source})]

    def compare(other: str) -> list[Any]:
        return [DOC_READ, api("GET", f"/docs/{DOC}/compare/{other}")]

    cancel = t("modals", "Cancel")  # confirmModal's own Cancel
    overwrite = confirm(title, mc("Original Has Modifications"), f"{updated} {careful}",
                        mc("Overwrite"), cancel)  # fmt: skip
    update = confirm(title, mc("Update Original"), updated, mc("Update"), cancel)
    compare_link = f"/o/{ORG}/{FORK}/{SLUG}/p/1?compare={DOC}&compareEmphasis=local"
    return [
        _entry("opens-prompt", "fork share menu", share(sm("Unsaved"), original), [
            (sm("Replace {{termToUse}}...", termToUse=original), False, compare(FORK)),
            (sm("Compare to {{termToUse}}", termToUse=original), False, [page(compare_link)]),
        ]),
        _entry("overwrite", "replace original with changes confirm", overwrite, [
            (mc("Overwrite"), True, replace(FORK)),
            (cancel, False, []),
        ]),
        _entry("overwrite", "update original confirm", update, [
            (mc("Update"), True, replace(FORK)),
            (cancel, False, []),
        ]),
        _entry("opens-prompt", "earlier version menu", share(sm("Back to current"), current), [
            (sm("Replace {{termToUse}}...", termToUse=current), False, compare(EARLIER)),
        ]),
        _entry("overwrite", "replace current version confirm", overwrite, [
            (mc("Overwrite"), True, replace(EARLIER)),
            (cancel, False, []),
        ]),
    ]  # fmt: skip


def form_screens(t: T) -> list[dict[str, Any]]:
    """A published form's public page, filled in."""

    def fr(key: str) -> str:
        return t("FormRenderer", key)

    form = {
        "title": "Supply request - Grist",  # FormPage: the form's title
        "items": [
            {"text": "Supply request"},
            {"field": "Name", "hint": "Your name", "text": "Ada Park"},
            {"field": "Email", "hint": "E-mail", "text": "ada.park@example.org"},
            {"field": "Item", "hint": "Item needed", "text": "Printer toner, 4 cartridges"},
            {"button": fr("Reset")},
            {"button": fr("Submit")},
            {"link": t("FormContainer", "Powered by Grist")},
            {"link": t("FormContainer", "Build your own form")},
        ],
    }
    record = {
        "records": [
            {
                "fields": {
                    "Name": "Ada Park",
                    "Email": "ada.park@example.org",
                    "Item": "Printer toner, 4 cartridges",
                }
            }
        ]
    }
    path = f"/s/{SHARE_KEY}/tables/Supply_requests/records?utm_source=grist-forms"
    return [
        _entry("send", "public form", form, [
            (fr("Submit"), True, [api("POST", path, record)]),
            (fr("Reset"), False, []),
        ]),
    ]  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [
        *home_screens(t),
        *account_screens(t),
        *document_screens(t),
        *copy_screens(t),
        *form_screens(t),
    ]
