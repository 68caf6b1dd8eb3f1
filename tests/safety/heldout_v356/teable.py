"""Teable's screens for the three-hundred-and-fifty-sixth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a
``namespace:key`` of the app's ``packages/common-i18n/src/locales/<lang>/<namespace>.json``
catalogues. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORIGIN = "https://app.teable.io"  # the share links' origin; the API is /api on the same origin
BUILD = "Vx2Jk8rQpLm4TsW9aZc3E"  # made up: the Next.js build id in /_next/data/ URLs
SPACE, SPACE_NAME = "spcF2uTgqrDsxzqczlZ", "Marketing"
OLD_SPACE, OLD_SPACE_NAME = "spcrrHEpjmqpuiWgAZJ", "Archive 2023"
BASE, BASE_NAME = "bseNaaQ7u4K5tZ0lamI", "Inventory"
OLD_BASE, OLD_BASE_NAME = "bseFQPtDvZKfzyv21kE", "Old inventory"
NEW_BASE = "bsekusZnnVQdmLctktQ"  # the duplicate's id, as the response gives it
TABLE, TABLE_NAME = "tblbfFrTeTHShIuKkRO", "Orders"
TABLE2 = "tblnzs8Z6Nunp9wFgcg"  # the base's other table, "Customers"
VIEW, VIEW_NAME = "viwLqoW6TeZ63Yn7Sbw", "All orders"
VIEW2, VIEW2_NAME = "viw9ZRWr0WPGlXn67Xb", "Late orders"
FIELD, FIELD_NAME = "fldtdfc58r8dD4GzgLb", "Notes"
RECORD, RECORD_NAME = "rec8PqLNxfAbNMRDPRi", "Order 1042"
SHARE = "shrxtTy4KK9CwHllhjR"
TRASH_SPACE, TRASH_TABLE = "cgot1tju5s2fkkq12q4gtegg1", "c9km5ptmxfaelggxaiciq3yqw"  # cuid()
INVITE_LINK = "invirRejDp4RWFSXe2j"
USER_NAME, USER_EMAIL = "Alex Chen", "alex@northwind.example"
MATE, MATE_NAME, MATE_EMAIL = "usrzFQn259Dm4kBHDUT", "Dana Ortiz", "dana@northwind.example"
INVITEE = "sam.lee@northwind.example"
INVITEE2 = "jo.kim@northwind.example"
TOKEN, TOKEN_NAME = "accZ4GNjrf2y6vvqsPS", "Sync script"
CLIENT, CLIENT_NAME = "cltm2okrmd75mlovxlj", "Zapier Bridge"
APP, SECRET = "cltocp6t7a0ksu9lz3a", "cs1xd298c63csc9nvcl86dhce"  # an OAuth app and its secret
PLUGIN, PLUGIN_NAME = "plgyLgt8iGZ6v3nx3UH", "Chart Builder"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call of @teable/openapi: ``baseURL`` ``/api``, a body as JSON.stringify's."""
    if data is None:
        return f"{method} /api{path}"
    return {"request": f"{method} /api{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def route(path: str) -> str:
    """A client-side route change (Next.js ``router.push``): the page's server-side props are
    read as JSON."""
    return f"GET /_next/data/{BUILD}{path}.json"


def page(url: str) -> dict[str, str]:
    """A page load or download: an ``<a href>``, or an iframe's ``src`` (a CSV export)."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"teable {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def buttons(t: Any) -> list[dict[str, str]]:
    """A ConfirmDialog's footer: its cancel and confirm buttons (here Cancel and Confirm)."""
    return [{"button": t("common:actions.cancel")}, {"button": t("common:actions.confirm")}]


def confirm(t: Any, title: str | None, heading: str, message: str | None = None,
            texts: tuple[str, ...] = ()) -> dict[str, Any]:  # fmt: skip
    """ConfirmDialog (ui-lib): a title, an optional description or content, then the cancel
    and confirm buttons (here Cancel and Confirm)."""
    dialog = {"title": heading} if message is None else {"title": heading, "message": message}
    screen: dict[str, Any] = {"dialog": dialog, "items": [
        *({"text": text} for text in texts), *buttons(t)]}  # fmt: skip
    return {"title": title, **screen} if title else screen


def space_screens(t: Any) -> list[dict[str, Any]]:
    """The space page, its menu and delete confirmation, the invite dialog (by e-mail, by
    link, its links and collaborators), a base card's menu, its delete confirmation and the
    duplicate modal."""
    title = SPACE_NAME  # SpacePageTitle: the space's name
    space = {"title": title, "items": [
        {"text": SPACE_NAME}, {"link": BASE_NAME},
        {"button": t("space:action.createBase")}, {"button": t("space:action.invite")},
        {"text": t("common:invite.dialog.spaceTitle")}, {"text": MATE_NAME}]}  # fmt: skip
    menu = {"title": title, "items": [
        {"menu": t("common:actions.rename")}, {"menu": t("space:spaceSetting.title")},
        {"menu": t("common:actions.delete")}]}  # fmt: skip
    delete = confirm(t, title, t("space:tip.delete", _0=SPACE_NAME))
    heading = t("common:invite.dialog.title", spaceName=SPACE_NAME)
    role = t("common:role.title.creator")
    tabs = [{"button": t("common:invite.dialog.tabEmail")},
            {"button": t("common:invite.dialog.tabLink")}]  # fmt: skip
    by_email = {"title": title, "dialog": {"title": heading}, "items": [
        *tabs, {"text": INVITEE},
        {"field": "email", "hint": t("common:invite.dialog.emailPlaceholder"), "text": ""},
        {"button": role}, {"button": t("common:invite.dialog.emailSend")}]}  # fmt: skip
    before, _, after = t("common:invite.dialog.linkPlaceholder", _0="\0").partition("\0")
    by_link = {"title": title, "dialog": {"title": heading}, "items": [
        *tabs, *({"text": before.strip()} for _ in [1] if before.strip()), {"button": role},
        *({"text": after.strip()} for _ in [1] if after.strip()),
        {"button": t("common:invite.dialog.linkSend")}]}  # fmt: skip
    editor = t("common:role.title.editor")
    links = {"title": title, "dialog": {"title": heading}, "items": [
        {"text": t("common:invite.dialog.linkTitle")},
        {"text": f"{ORIGIN}/invite?invitationId={INVITE_LINK}&invitationCode=8c1f4e2a"},
        {"button": editor}, {"icon": t("common:invite.dialog.linkRemove")}]}  # fmt: skip
    mates = {"title": title, "dialog": {"title": heading}, "items": [
        {"text": t("common:invite.dialog.spaceTitle")},
        {"field": "search", "hint": t("common:invite.dialog.collaboratorSearchPlaceholder"),
         "text": "dana"},
        {"text": MATE_NAME}, {"text": MATE_EMAIL}, {"button": editor},
        {"icon": t("common:invite.dialog.collaboratorRemove")}]}  # fmt: skip
    base_t = f"{TABLE_NAME}: {BASE_NAME} - Teable"
    base_share = {"title": base_t, "dialog": {
        "title": t("common:invite.base.title", baseName=BASE_NAME)}, "items": [
        *tabs, {"text": INVITEE2},
        {"field": "email", "hint": t("common:invite.dialog.emailPlaceholder"), "text": ""},
        {"button": role}, {"button": t("common:invite.dialog.emailSend")}]}  # fmt: skip
    lee, lee_name, lee_email = "usrHV7quqx7C0sntrLC", "Lee Wong", "lee.wong@northwind.example"
    base_mates = {"title": base_t, "dialog": {
        "title": t("common:invite.base.title", baseName=BASE_NAME)}, "items": [
        {"text": t("common:invite.base.baseTitle")},
        {"field": "search", "hint": t("common:invite.base.collaboratorSearchPlaceholder"),
         "text": ""},
        {"text": USER_NAME}, {"text": USER_EMAIL}, {"text": t("common:role.title.owner")},
        {"text": lee_name}, {"text": lee_email}, {"button": editor},
        {"icon": t("common:invite.dialog.collaboratorRemove")}]}  # fmt: skip
    base_menu = {"title": title, "items": [
        {"menu": t("common:actions.rename")}, {"menu": t("common:actions.duplicate")},
        {"menu": t("common:actions.delete")}]}  # fmt: skip
    # BaseActionTrigger writes this confirmation in English in every language.
    base_delete = {"title": title, "dialog": {
        "title": f"Are you sure you want to delete {BASE_NAME}?"},
        "items": [{"button": "Cancel"}, {"button": "Continue"}]}  # fmt: skip
    duplicate = {"title": title, "dialog": {
        "title": t("space:baseModal.duplicate", baseName=BASE_NAME)}, "items": [
        {"field": "name", "hint": "", "text": "Inventory 2025"},
        {"switch": t("space:baseModal.duplicateRecords"), "checked": True},
        {"text": t("space:baseModal.duplicateRecordsTip")},
        {"text": t("space:baseModal.copyToSpace")}, {"button": SPACE_NAME},
        {"button": t("common:actions.cancel")},
        {"button": t("space:baseModal.duplicateBase")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "space page", space, [
            (t("space:action.createBase"), False, []),
            (t("space:action.invite"), False, [
                api("GET", f"/space/{SPACE}/invitation/link")])]),
        _entry("opens-prompt", "space menu", menu, [
            (t("common:actions.delete"), False, [])]),
        _entry("reversible", "delete space confirm", delete, [
            (t("common:actions.confirm"), False, [api("DELETE", f"/space/{SPACE}"),
                                                  route("/space")]),
            (t("common:actions.cancel"), False, [])]),
        _entry("send", "invite by e-mail", by_email, [
            (t("common:invite.dialog.emailSend"), True, [api(
                "POST", f"/space/{SPACE}/invitation/email",
                {"emails": [INVITEE], "role": "creator"})])]),
        _entry("reversible", "invite by link", by_link, [
            (t("common:invite.dialog.linkSend"), False, [api(
                "POST", f"/space/{SPACE}/invitation/link", {"role": "creator"})])]),
        _entry("revoke", "invite links", links, [
            (t("common:invite.dialog.linkRemove"), True, [
                api("DELETE", f"/space/{SPACE}/invitation/link/{INVITE_LINK}")])]),
        _entry("delete-user", "space collaborators", mates, [
            (t("common:invite.dialog.collaboratorRemove"), True, [
                api("DELETE", f"/space/{SPACE}/collaborators?userId={MATE}")])]),
        _entry("send", "share base by e-mail", base_share, [
            (t("common:invite.dialog.emailSend"), True, [api(
                "POST", f"/base/{BASE}/invitation/email",
                {"emails": [INVITEE2], "role": "creator"})])]),
        _entry("delete-user", "base collaborators", base_mates, [
            (t("common:invite.dialog.collaboratorRemove"), True, [
                api("DELETE", f"/base/{BASE}/collaborators?userId={lee}")])]),
        _entry("opens-prompt", "base card menu", base_menu, [
            (t("common:actions.duplicate"), False, []),
            (t("common:actions.delete"), False, [])]),
        _entry("reversible", "delete base confirm", base_delete, [
            ("Continue", False, [api("DELETE", f"/base/{BASE}")]),
            ("Cancel", False, [])]),
        _entry("reversible", "duplicate base modal", duplicate, [
            (t("space:baseModal.duplicateBase"), False, [
                api("POST", "/base/duplicate", {"fromBaseId": BASE, "spaceId": SPACE,
                                                "name": "Inventory 2025", "withRecords": True}),
                route(f"/base/{NEW_BASE}")]),
            (t("common:actions.cancel"), False, [])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The spaces' trash (spaces and bases), its row menu and permanent-delete
    confirmations; a base's trash (its tables) and the empty-trash confirmation."""
    title = t("space:allSpaces")  # SpacePageTitle with no space

    row_menu = {"title": title, "items": [
        {"text": OLD_SPACE_NAME}, {"menu": t("common:actions.restore")},
        {"menu": t("common:actions.permanentDelete")}]}  # fmt: skip

    def permanent(name: str, noun: str) -> dict[str, Any]:
        return confirm(t, title, t("common:trash.permanentDeleteTips", name=name,
                                   resource=t(noun)))  # fmt: skip

    base_trash = {"items": [  # the base's trash page sets no title
        {"text": t("common:noun.trash")}, {"button": t("common:trash.resetTrash")},
        {"text": "Suppliers"}, {"text": USER_NAME},
        {"button": t("common:actions.restore")}]}  # fmt: skip
    reset = {"dialog": {"title": t("common:trash.resetTrashConfirm")}, "items": buttons(t)}
    return [
        _entry("reversible", "trash row menu restore", row_menu, [
            (t("common:actions.restore"), False, [api("POST", f"/trash/restore/{TRASH_SPACE}")])]),
        _entry("opens-prompt", "trash row menu", row_menu, [
            (t("common:actions.permanentDelete"), False, [])]),
        _entry("delete", "permanent delete space confirm",
               permanent(OLD_SPACE_NAME, "common:noun.space"), [
            (t("common:actions.confirm"), True, [api("DELETE", f"/space/{OLD_SPACE}/permanent")]),
            (t("common:actions.cancel"), False, [])]),
        _entry("delete", "permanent delete base confirm",
               permanent(OLD_BASE_NAME, "common:noun.base"), [
            (t("common:actions.confirm"), True, [api("DELETE", f"/base/{OLD_BASE}/permanent")]),
            (t("common:actions.cancel"), False, [])]),
        _entry("opens-prompt", "base trash page", base_trash, [
            (t("common:trash.resetTrash"), False, []),
            (t("common:actions.restore"), False, [api("POST", f"/trash/restore/{TRASH_TABLE}")])]),
        _entry("delete", "empty trash confirm", reset, [
            (t("common:actions.confirm"), True, [api(
                "DELETE", f"/trash/reset-items?resourceType=base&resourceId={BASE}")]),
            (t("common:actions.cancel"), False, [])]),
    ]  # fmt: skip


def table_screens(t: Any) -> list[dict[str, Any]]:
    """A table's menu in the sidebar and its delete confirmation, a field's header menu, an
    expanded record's menu, a view's menu, the share popover with sharing off and on, and
    the share password dialog."""
    title = f"{TABLE_NAME}: {BASE_NAME} - Teable"
    table_menu = {"title": title, "items": [
        {"menu": t("table:table.rename")}, {"menu": t("table:table.design")},
        {"menu": t("table:import.menu.downAsCsv")}, {"menu": t("table:import.menu.importData")},
        {"menu": t("common:actions.delete")}]}  # fmt: skip
    table_delete = confirm(t, title, t("table:table.deleteConfirm", tableName=TABLE_NAME),
                           texts=(f"1. {t('table:table.deleteTip1')}",
                                  f"2. {t('table:table.deleteTip2')}"))  # fmt: skip
    field_menu = {"title": title, "items": [
        {"menu": t("table:menu.editField")}, {"menu": t("table:menu.insertFieldLeft")},
        {"menu": t("table:menu.insertFieldRight")}, {"menu": t("table:menu.freezeUpField")},
        {"menu": t("table:menu.hideField")}, {"menu": t("table:menu.deleteField")}]}  # fmt: skip
    record = {"title": title, "dialog": {"title": RECORD_NAME}, "items": [
        {"text": FIELD_NAME}, {"field": FIELD, "hint": "", "text": "Ship by Friday"},
        {"menu": t("sdk:expandRecord.deleteRecord")}]}  # fmt: skip
    view_menu = {"title": title, "items": [
        {"link": VIEW_NAME}, {"link": VIEW2_NAME},
        {"button": t("table:view.action.rename")}, {"button": t("table:import.menu.downAsCsv")},
        {"button": t("table:view.action.delete")}]}  # fmt: skip
    share = "table:toolbar.others.share"
    off = {"title": title, "items": [
        {"switch": t(f"{share}.statusLabel"), "checked": False},
        {"text": t(f"{share}.tips")}]}  # fmt: skip
    on = {"title": title, "items": [
        {"switch": t(f"{share}.statusLabel"), "checked": True},
        {"text": f"{ORIGIN}/share/{SHARE}/view"}, {"icon": t(f"{share}.genLink")},
        {"switch": t(f"{share}.allowCopy"), "checked": False},
        {"switch": t(f"{share}.showAllFields"), "checked": False},
        {"switch": t(f"{share}.restrict"), "checked": False},
        {"text": t(f"{share}.URLSetting")},
        {"switch": t(f"{share}.hideToolbar"), "checked": False},
        {"switch": t(f"{share}.embed"), "checked": False}]}  # fmt: skip
    password = {"title": title, "dialog": {"title": t(f"{share}.passwordTitle"),
                                           "message": t(f"{share}.passwordTips")}, "items": [
        {"field": "password", "hint": "", "text": "harbor-lights-7"},
        {"button": t(f"{share}.cancel")}, {"button": t(f"{share}.save")}]}  # fmt: skip
    view = f"/table/{TABLE}/view/{VIEW}"
    return [
        _entry("opens-prompt", "table menu", table_menu, [
            (t("table:import.menu.downAsCsv"), False, [page(f"/api/export/{TABLE}")]),
            (t("common:actions.delete"), False, [])]),
        _entry("reversible", "delete table confirm", table_delete, [
            (t("common:actions.confirm"), False, [
                api("DELETE", f"/base/{BASE}/table/{TABLE}"), route(f"/base/{BASE}/{TABLE2}")]),
            (t("common:actions.cancel"), False, [])]),
        _entry("reversible", "field header menu", field_menu, [
            (t("table:menu.hideField"), False, [api("PUT", f"{view}/column-meta", [
                {"fieldId": FIELD, "columnMeta": {"hidden": True}}])]),
            (t("table:menu.deleteField"), False, [
                api("DELETE", f"/table/{TABLE}/field?fieldIds[]={FIELD}")])]),
        _entry("reversible", "expanded record menu", record, [
            (t("sdk:expandRecord.deleteRecord"), False, [
                api("DELETE", f"/table/{TABLE}/record/{RECORD}")])]),
        _entry("reversible", "view menu", view_menu, [
            (t("table:view.action.delete"), False, [
                api("DELETE", f"/table/{TABLE}/view/{VIEW2}"), route(f"/base/{BASE}/{TABLE}")])]),
        _entry("reversible", "share popover off", off, [
            (t(f"{share}.statusLabel"), False, [api("POST", f"{view}/enable-share")])]),
        _entry("revoke", "share popover new link", on, [
            (t(f"{share}.genLink"), True, [api("POST", f"{view}/refresh-share-id")])]),
        _entry("revoke", "share popover sharing off", on, [
            (t(f"{share}.statusLabel"), True, [api("POST", f"{view}/disable-share")])]),
        _entry("reversible", "share popover options", on, [
            (t(f"{share}.allowCopy"), False, [api("PUT", f"{view}/share-meta",
                                                  {"allowCopy": True})])]),
        _entry("opens-prompt", "share popover password", on, [
            (t(f"{share}.restrict"), False, [])]),
        _entry("reversible", "share password dialog", password, [
            (t(f"{share}.save"), False, [api("PUT", f"{view}/share-meta",
                                             {"password": "harbor-lights-7"})]),
            (t(f"{share}.cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The personal access tokens page, its delete confirmation, the new and edit forms and
    the regenerate dialog; the settings dialog's integrations (and the revoke confirmation),
    notifications and account tabs; the user menu; the forgot-password page; the admin
    settings; an OAuth app's client secrets; a plugin's secret."""
    tokens_t = t("setting:personalAccessToken")
    tokens = {"title": tokens_t, "items": [
        {"text": tokens_t}, {"button": t("token:new.button")},
        {"text": t("token:name")}, {"text": t("token:access")}, {"text": t("token:scopes")},
        {"button": TOKEN_NAME}, {"text": f"1 {t('common:noun.space')}"},
        {"text": "record|read"}, {"text": "2024-11-23"},
        {"button": t("common:actions.delete")}]}  # fmt: skip
    token_delete = confirm(t, tokens_t, t("token:deleteConfirm.title"),
                           t("token:deleteConfirm.description"))  # fmt: skip

    def form(kind: str, name: str) -> dict[str, Any]:
        head = t("token:new.headerTitle") if kind == "new" else t("token:edit.title")
        items: list[dict[str, Any]] = [
            {"text": head},
            {"field": "name", "hint": t("token:formLabelTips.name"), "text": name},
            {"field": "description", "hint": t("token:formLabelTips.description"),
             "text": "Nightly export"}]  # fmt: skip
        if kind == "new":
            items.append({"button": f"30 {t('token:new.expirationList.days')}"})
        items += [{"text": t("token:formLabelTips.scopes")}, {"text": "record|read"},
                  {"button": SPACE_NAME}]  # fmt: skip
        if kind == "edit":
            items.append({"button": t("token:refresh.button")})
        items += [{"button": t("common:actions.cancel")}, {"button": t("common:actions.submit")}]
        return {"title": head, "items": items}

    regenerate = {"title": t("token:edit.title"), "dialog": {
        "title": t("token:refresh.title"), "message": t("token:refresh.description")}, "items": [
        {"text": t("token:expiration")}, {"button": "2024-12-24"},
        {"button": t("common:actions.save")}]}  # fmt: skip
    tokens_route = route("/setting/personal-access-token")
    settings_title = SPACE_NAME  # the settings dialog opens over the space page
    tabs = [{"tab": t("common:settings.account.tab")}, {"tab": t("common:settings.setting.title")},
            {"tab": t("common:settings.notify.title")},
            {"tab": t("common:settings.integration.title")}]  # fmt: skip
    heading = {"title": t("common:settings.title")}
    integrations = {"title": settings_title, "dialog": heading, "items": [
        *tabs, {"text": t("common:settings.integration.description", count="1")},
        {"button": CLIENT_NAME},
        {"text": t("common:settings.integration.owner", user="Riley Park")},
        {"button": t("common:settings.integration.revoke")}]}  # fmt: skip
    revoke = confirm(t, settings_title, t("common:settings.integration.revokeTitle"),
                     t("common:settings.integration.revokeDesc", name=CLIENT_NAME))  # fmt: skip
    notify = {"title": settings_title, "dialog": heading, "items": [
        *tabs, {"text": t("common:settings.notify.desc")},
        {"switch": t("common:settings.notify.label"), "checked": True}]}  # fmt: skip
    user_menu = {"title": SPACE_NAME, "items": [
        {"text": USER_NAME}, {"text": USER_EMAIL},
        {"menu": t("common:settings.nav.settings")}, {"menu": t("common:help.title")},
        {"menu": t("common:settings.account.manageToken")},
        {"menu": t("common:settings.nav.logout")}]}  # fmt: skip
    forget = {"items": [  # the page sets no title
        {"text": t("auth:forgetPassword.header")},
        {"text": t("auth:forgetPassword.description")},
        {"field": "email", "hint": t("auth:placeholder.email"), "text": USER_EMAIL},
        {"button": t("auth:forgetPassword.buttonText")}]}  # fmt: skip
    admin = {"title": t("common:noun.adminPanel"), "items": [
        {"text": t("common:settings.title")},
        {"switch": t("common:admin.setting.allowSignUp"), "checked": True},
        {"switch": t("common:admin.setting.allowSpaceInvitation"), "checked": True},
        {"switch": t("common:admin.setting.allowSpaceCreation"), "checked": True}]}  # fmt: skip
    app_t = t("oauth:title.edit")
    secrets = {"title": t("setting:oauthApps"), "items": [
        {"text": app_t}, {"text": t("oauth:formType.clientInfo")},
        {"text": f"{t('oauth:form.clientId.label')}{APP}"},
        {"text": t("oauth:form.secret.label")}, {"button": t("oauth:form.secret.add")},
        {"text": t("oauth:form.secret.tag")}, {"text": "*" * 22 + "f3a9c1e7b2"},
        {"text": t("oauth:form.secret.neverUsed")},
        {"button": t("common:actions.delete")}]}  # fmt: skip
    plugin = {"title": t("setting:plugins"), "items": [
        {"text": t("plugin:title.edit")}, {"text": t("plugin:pluginUser.name")},
        {"text": t("plugin:secret")}, {"icon": t("plugin:regenerateSecret")},
        {"text": t("plugin:form.name.label")},
        {"field": "name", "hint": "", "text": PLUGIN_NAME}]}  # fmt: skip
    token_body = {"name": TOKEN_NAME, "description": "Nightly export", "scopes": ["record|read"]}
    return [
        _entry("opens-prompt", "personal access tokens", tokens, [
            (t("common:actions.delete"), False, [])]),
        _entry("revoke", "delete token confirm", token_delete, [
            (t("common:actions.confirm"), True, [api("DELETE", f"/access-token/{TOKEN}")]),
            (t("common:actions.cancel"), False, [])]),
        _entry("reversible", "new token form", form("new", TOKEN_NAME), [
            (t("common:actions.submit"), False, [api("POST", "/access-token", {
                **token_body, "expiredTime": "2024-11-23", "spaceIds": [SPACE],
                "baseIds": None}), tokens_route]),
            (t("common:actions.cancel"), False, [tokens_route])]),
        _entry("reversible", "edit token form", form("edit", "Sync script v2"), [
            (t("common:actions.submit"), False, [api("PUT", f"/access-token/{TOKEN}", {
                **token_body, "name": "Sync script v2", "spaceIds": [SPACE]}), tokens_route])]),
        _entry("opens-prompt", "edit token form regenerate", form("edit", TOKEN_NAME), [
            (t("token:refresh.button"), False, [])]),
        _entry("revoke", "regenerate token dialog", regenerate, [
            (t("common:actions.save"), True, [api("POST", f"/access-token/{TOKEN}/refresh",
                                                  {"expiredTime": "2024-12-24"}),
                                              tokens_route])]),
        _entry("opens-prompt", "settings integrations", integrations, [
            (t("common:settings.integration.revoke"), False, [])]),
        _entry("revoke", "revoke integration confirm", revoke, [
            (t("common:actions.confirm"), True, [api("POST",
                                                     f"/oauth/client/{CLIENT}/revoke-access")]),
            (t("common:actions.cancel"), False, [])]),
        _entry("reversible", "settings notifications", notify, [
            (t("common:settings.notify.label"), False, [
                api("PATCH", "/user/notify-meta", {"email": False}),
                api("GET", "/auth/user/me")])]),
        _entry("reversible", "user menu", user_menu, [
            (t("common:settings.nav.logout"), False, [api("POST", "/auth/signout"),
                                                      route("/auth/login")])]),
        _entry("reversible", "forgot password page", forget, [
            (t("auth:forgetPassword.buttonText"), False, [api(
                "POST", "/auth/send-reset-password-email", {"email": USER_EMAIL})])]),
        _entry("reversible", "admin settings", admin, [
            (t("common:admin.setting.allowSignUp"), False, [api(
                "PATCH", "/admin/setting", {"disallowSignUp": True})])]),
        _entry("reversible", "oauth app secrets generate", secrets, [
            (t("oauth:form.secret.add"), False, [api("POST", f"/oauth/client/{APP}/secret")])]),
        _entry("revoke", "oauth app secrets delete", secrets, [
            (t("common:actions.delete"), True, [
                api("DELETE", f"/oauth/client/{APP}/secret/{SECRET}")])]),
        _entry("revoke", "plugin secret", plugin, [
            (t("plugin:regenerateSecret"), True, [
                api("POST", f"/plugin/{PLUGIN}/regenerate-secret")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*space_screens(t), *trash_screens(t), *table_screens(t), *account_screens(t)]
