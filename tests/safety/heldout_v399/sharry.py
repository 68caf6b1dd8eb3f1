"""Sharry's screens for the three-hundred-and-ninety-ninth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of a field of the
app's ``Messages`` record (``detail.yesNo.confirmButton``), read from its Elm catalogues. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

TITLE = "Sharry"  # the document title is the configured app name on every page
USER = "anna"  # the admin who is logged in
SHARE, SHARE_NAME = "8Hq3xV7mRk2-Ys5TnB9pWd4-Lc6fJz1gAe3", "Site photos March"
PUB = "CrT4wL8nEq1-Zb6yHs2kPv9-Mf3dXj7aUg5"  # the published share's public id
FILE1, FILE1_NAME = "Fk2nR8sW4tY-Qh7mB3vL9cX-Pd5gJz6aTe1", "facade-north.jpg"
FILE2, FILE2_NAME = "Gm5pT1wQ9rZ-Lc4nV8xK2bH-Sd7fJy3eUa6", "floor-plan.pdf"
OLD, OLD_NAME = "Hn6qW2eR8tY-Ua3sD7fG1hJ-Kz5xC9vB4mL", "Invoice scans"  # published once
FILE3, FILE3_NAME = "Jp8rE4tY6uI-Oa1sD3fG5hK-Lz7xC2vB9nM", "invoice-0412.pdf"
NEW, NEW_NAME = "Mc3vB7nQ1wE-Rt5yU9iO2pA-Sd4fG8hJ6kL", "Draft contract"  # never published
RECEIVED, RECEIVED_NAME = "Kq9wE3rT5yU-Ia7sD1fG4hJ-Lz2xC6vB8nP", "Signed forms"  # via alias
ALIAS, ALIAS_NAME = "Tz4xR8wQ2mN-Bv6cL9kJ3hG-Fd1sA5pY7eU", "Client uploads"
ALIAS_NEW = "Wm7nB3vC9xZ-Lk2jH6gF4dS-Aq8pO1iU5yT"  # the id the server gives a new alias
ALIAS_ID_TYPED = "client-uploads-2026"  # an id typed into the modify form
TOMAS, TOMAS_ID = "tomas", "Ru5tY9iO3pA-Sd8fG2hJ6kL-Zx4cV7bN1mQ"
TUS_SHARE = "Pb2nM6vC8xZ-Qw4eR1tY7uI-Oa9sD3fG5hJ"  # the share a new upload creates
WEEK = 7 * 24 * 60 * 60 * 1000  # the default validity, 7 days in milliseconds
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An ``Http`` request of Api.elm to the app's own origin; a body is ``Http.jsonBody``'s
    compact JSON of the generated encoder (optional fields written as null)."""
    if data is None:
        return f"{method} /api/v2{path}"
    return {"request": f"{method} /api/v2{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``Page.goto`` (``Nav.load``) or an ``<a href>`` to a file or another
    site."""
    return {"request": f"GET {url}", "via": "link"}


SHARES = api("GET", "/sec/share/search?q=")  # the shares page's Init, an empty query
ALIASES = [api("GET", "/sec/alias?q="), api("GET", "/sec/alias-member?q=")]
ACCOUNTS = api("GET", "/admin/account?q=")


def share(id_: str) -> Any:
    return api("GET", f"/sec/share/{id_}")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"sharry {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, part: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """Comp.ConfirmModal: a dimmer over its page with the YesNoDimmer message and its two
    links (the app's own, not the browser's)."""
    return {"title": TITLE, "dialog": {"message": t(f"{part}.yesNo.message")},
            "items": [*items, {"button": t(f"{part}.yesNo.confirmButton")},
                      {"button": t(f"{part}.yesNo.cancelButton")}]}  # fmt: skip


def share_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the home page, the shares page, the new share form, a share's detail
    page in its states and tabs, its confirmations, its mail form and its file lists."""
    nav = {"title": TITLE, "items": [
        {"link": t("app.home")}, {"link": t("app.shares")}, {"link": t("app.aliases")},
        {"link": t("app.accounts")}, {"link": t("app.settings")},
        {"link": t("app.newInvites")}, {"link": t("app.lightDark")},
        {"link": t("app.logout", USER), "desc": t("app.logoutSharry")}]}  # fmt: skip
    home = {"title": TITLE, "items": [
        {"text": t("home.shareFilesWithOthers")},
        {"link": t("home.createShare")}, {"link": t("home.viewShares")},
        {"link": t("home.createAlias")}, {"link": t("home.viewAliases")},
        {"link": t("home.documentation")}]}  # fmt: skip
    table = "upload.shareTable"
    shares = {"title": TITLE, "items": [
        {"text": t("upload.yourShares")},
        {"field": "query", "hint": t("upload.search"), "text": ""},
        {"button": t("upload.newShare")},
        {"text": t(f"{table}.nameId")}, {"text": t(f"{table}.aliasLabel")},
        {"text": t(f"{table}.maxViews")}, {"text": t(f"{table}.published")},
        {"link": t(f"{table}.open")}, {"text": SHARE_NAME}, {"text": "30"}]}  # fmt: skip
    week = f"1 {t('share.validityField.week')}"
    create = {"title": TITLE, "items": [
        {"text": t("share.createShare")}, {"button": t("share.submit")},
        {"button": t("share.clearFiles")}, {"button": t("share.pause")},
        {"text": t("share.dropzone.dropHere")}, {"button": t("share.dropzone.selectFiles")},
        {"text": FILE1_NAME}, {"text": FILE2_NAME},
        {"text": t("share.description")}, {"tab": t("share.markdownInput.edit")},
        {"tab": t("share.markdownInput.preview")}, {"tab": t("share.markdownInput.split")},
        {"field": "description", "text": "Photos from the site visit."},
        {"text": t("share.name")}, {"field": "name", "text": SHARE_NAME},
        {"text": t("share.validity")}, {"button": week},
        {"text": t("share.maxPublicViews")}, {"field": "maxViews", "text": "30"},
        {"text": t("share.password")}, {"field": "password", "text": ""}]}  # fmt: skip

    def detail(name: str, state: str, views: str, tab: str, alias: str = "-") -> dict[str, Any]:
        """A share's page: the heading, the top menu (Details, Share Link, Add files, Edit
        description and Publish or Unpublish), the open tab and the file list's menu."""
        publish = t("detail.unpublish") if state == "published" else t("detail.publish")
        items: list[dict[str, Any]] = [
            {"text": name},
            {"button": t("detail.detailsMenu")},
            {"button": t("detail.shareLinkMenu")},
            {"button": t("detail.addFilesLinkMenu")},
            {"icon": t("detail.editDescription")},
            {"button": publish},
        ]
        if tab == "details":
            items += [
                {"text": name},
                {"icon": t("detail.edit")},
                {"text": t("detail.name")},
                {"text": f"1 {t('detail.validityField.week')}"},
                {"icon": t("detail.edit")},
                {"text": t("detail.validity")},
                {"text": "30"},
                {"icon": t("detail.edit")},
                {"text": t("detail.maxViews")},
                {"text": t("detail.passwordNone")},
                {"icon": t("detail.edit")},
                {"text": t("detail.password")},
                {"text": alias},
                {"text": t("detail.aliasLabel")},
                {"text": t("detail.publishedOn")},
                {"text": t("detail.publishedUntil")},
                {"text": t("detail.lastAccess")},
                {"text": views},
                {"text": t("detail.views")},
            ]
            if state != "published":
                items.append({"button": t("detail.publishWithNewLink")})
            items.append({"button": t("detail.delete")})
        return {"title": TITLE, "items": [
            *items, {"icon": t("detail.listView")}, {"icon": t("detail.cardView")}]}  # fmt: skip

    url = f"https://share.example.org/app/open/{PUB}?view=1"  # base-url, Listing
    link_tab = detail(SHARE_NAME, "published", "4", "link")
    link_tab["items"][6:6] = [
        {"text": t("detail.sharePublicAvailableAt")}, {"text": url},
        {"text": t("detail.shareAsYouLike")}, {"text": t("detail.initialViewField")},
        {"button": t("detail.initialViewLabel", "Listing")},
        {"button": t("detail.initialViewLabel", "Cards")},
        {"button": t("detail.initialViewLabel", "Zoom")},
        {"button": t("detail.copyLink")}, {"button": t("detail.sendEmail")}]  # fmt: skip
    form = "detail.mailSend.mailForm"
    mail = detail(SHARE_NAME, "published", "4", "link")
    mail["items"][6:6] = [
        {"text": t("detail.sharePublicAvailableAt")}, {"text": url},
        {"text": t(f"{form}.receivers")}, {"field": "receivers", "text": "tomas@example.org"},
        {"text": t(f"{form}.separateRecipientsByComma")}, {"text": t(f"{form}.subject")},
        {"field": "subject", "text": "Site photos March"}, {"text": t(f"{form}.body")},
        {"field": "body", "text": f"Hello,\n\nthe photos are here: {url}\n\nAnna"},
        {"button": t(f"{form}.send")}, {"button": t(f"{form}.cancel")}]  # fmt: skip
    add = detail(SHARE_NAME, "published", "4", "add")
    add["items"][6:6] = [
        {"button": t("detail.submit")}, {"button": t("detail.clear")},
        {"button": t("detail.pause")}, {"text": t("detail.dropzone.dropHere")},
        {"button": t("detail.dropzone.selectFiles")}, {"text": "site-plan-v2.pdf"}]  # fmt: skip
    desc = detail(SHARE_NAME, "published", "4", "description")
    desc["items"][6:6] = [
        {"tab": t("detail.markdownInput.edit")}, {"tab": t("detail.markdownInput.preview")},
        {"tab": t("detail.markdownInput.split")},
        {"field": "description", "text": "Photos from the site visit, north side first."},
        {"button": t("detail.save")}, {"button": t("detail.cancel")}]  # fmt: skip
    files = "detail.shareFileList"
    listing = detail(SHARE_NAME, "published", "4", "files")
    listing["items"] += [
        {"button": t(f"{files}.selectAll")}, {"button": t(f"{files}.deselectAll")},
        {"link": t(f"{files}.downloadAllZip")},
        {"link": FILE1_NAME},
        {"icon": t(f"{files}.toggleDetails")}, {"icon": t(f"{files}.viewInBrowser")},
        {"icon": t(f"{files}.deleteFile")},
        {"link": FILE2_NAME},
        {"icon": t(f"{files}.toggleDetails")}, {"icon": t(f"{files}.viewInBrowser")},
        {"icon": t(f"{files}.deleteFile")}]  # fmt: skip
    one = [
        {"link": FILE3_NAME},
        {"icon": t(f"{files}.toggleDetails")},
        {"icon": t(f"{files}.viewInBrowser")},
        {"icon": t(f"{files}.deleteFile")},
    ]
    one_list = detail(OLD_NAME, "unpublished", "2", "files")
    one_list["items"] += one
    card = [
        {"link": FILE3_NAME},
        {"icon": t(f"{files}.downloadToDisk")},
        {"icon": t(f"{files}.viewInBrowser")},
        {"icon": t(f"{files}.toggleDetails")},
    ]
    zip_all = f"/api/v2/sec/share/{SHARE}/zip?file={FILE1}&file={FILE2}"
    published = detail(SHARE_NAME, "published", "4", "details")
    received = detail(RECEIVED_NAME, "unpublished", "-", "details", ALIAS_NAME)
    again = [api("GET", f"/sec/share/{SHARE}")]
    return [
        _entry("reversible", "user menu", nav, [
            (t("app.shares"), False, [SHARES]), (t("app.aliases"), False, ALIASES),
            (t("app.accounts"), False, [ACCOUNTS]),
            (t("app.settings"), False, [api("GET", "/sec/settings/email"),
                                        api("GET", "/sec/settings/password")]),
            (t("app.logout", USER), False, [api("POST", "/sec/auth/logout"),
                                            page("/app/login")])]),
        _entry("reversible", "home page", home, [
            (t("home.createShare"), False, []),
            (t("home.documentation"), False, [
                page("https://eikek.github.io/sharry/doc/webapp")])]),
        _entry("reversible", "shares page", shares, [
            (t(f"{table}.open"), False, [share(SHARE)])]),
        _entry("reversible", "new share form", create, [
            (t("share.submit"), False, [
                api("POST", "/sec/upload/new", {
                    "name": SHARE_NAME, "validity": WEEK,
                    "description": "Photos from the site visit.", "maxViews": 30,
                    "password": None}),
                api("POST", f"/sec/upload/{TUS_SHARE}/files/tus")])]),
        _entry("opens-prompt", "share details published", published, [
            (t("detail.delete"), False, [])]),
        _entry("reversible", "share details published unpublish", published, [
            (t("detail.unpublish"), False, [api("DELETE", f"/sec/share/{SHARE}/publish"),
                                            *again])]),
        _entry("harmless", "share details published tabs", published, [
            (t("detail.shareLinkMenu"), False, [])]),
        _entry("delete", "delete share confirm", confirm(t, "detail", [{"text": SHARE_NAME}]), [
            (t("detail.yesNo.confirmButton"), True, [api("DELETE", f"/sec/share/{SHARE}"),
                                                     page("/app/uploads")]),
            (t("detail.yesNo.cancelButton"), False, [])]),
        _entry("publish", "share details published before", detail(
            OLD_NAME, "unpublished", "2", "details"), [
            (t("detail.publish"), True, [
                api("POST", f"/sec/share/{OLD}/publish", {"reuseId": True}), share(OLD)])]),
        _entry("revoke", "share details published before new link", detail(
            OLD_NAME, "unpublished", "2", "details"), [
            (t("detail.publishWithNewLink"), True, [
                api("POST", f"/sec/share/{OLD}/publish", {"reuseId": False}), share(OLD)])]),
        _entry("reversible", "share details never published", detail(
            NEW_NAME, "unpublished", "-", "details"), [
            (t("detail.publish"), False, [
                api("POST", f"/sec/share/{NEW}/publish", {"reuseId": True}), share(NEW)])]),
        _entry("opens-prompt", "share link tab", link_tab, [
            (t("detail.sendEmail"), False, [api("GET", f"/sec/mail/template/share/{SHARE}")])]),
        _entry("send", "share mail form", mail, [
            (t(f"{form}.send"), True, [api("POST", "/sec/mail/send", {
                "recipients": ["tomas@example.org"], "subject": "Site photos March",
                "body": f"Hello,\n\nthe photos are here: {url}\n\nAnna"})]),
            (t(f"{form}.cancel"), False, [])]),
        _entry("publish", "add files tab published", add, [
            (t("detail.submit"), True, [api("POST", f"/sec/upload/{SHARE}/files/tus")])]),
        _entry("harmless", "add files tab clear", add, [(t("detail.clear"), False, [])]),
        _entry("reversible", "edit description", desc, [
            (t("detail.save"), False, [api("POST", f"/sec/share/{SHARE}/description", {
                "value": "Photos from the site visit, north side first."}), *again])]),
        _entry("harmless", "file list", listing, [
            (t(f"{files}.downloadAllZip"), False, [page(zip_all)]),
            (FILE1_NAME, False, [page(f"/api/v2/sec/share/{SHARE}/file/{FILE1}")])]),
        _entry("opens-prompt", "file list one file", one_list, [
            (t(f"{files}.deleteFile"), False, [])]),
        _entry("delete", "delete file confirm", confirm(t, files, one), [
            (t(f"{files}.yesNo.confirmButton"), True, [
                api("DELETE", f"/sec/share/{OLD}/file/{FILE3}"), share(OLD)]),
            (t(f"{files}.yesNo.cancelButton"), False, [])]),
        _entry("delete", "delete file confirm card view", confirm(t, files, card), [
            (t(f"{files}.yesNo.confirmButton"), True, [
                api("DELETE", f"/sec/share/{OLD}/file/{FILE3}"), share(OLD)]),
            (t(f"{files}.yesNo.cancelButton"), False, [])]),
        _entry("opens-prompt", "received share details", received, [
            (t("detail.delete"), False, [])]),
        _entry("delete", "delete received share confirm", confirm(
            t, "detail", [{"text": RECEIVED_NAME}, {"text": ALIAS_NAME}]), [
            (t("detail.yesNo.confirmButton"), True, [api("DELETE", f"/sec/share/{RECEIVED}"),
                                                     page("/app/uploads")]),
            (t("detail.yesNo.cancelButton"), False, [])]),
    ]  # fmt: skip


def alias_screens(t: Any) -> list[dict[str, Any]]:
    """The alias pages list, the new alias form, an alias's form and link, the id changed,
    its delete confirmation and its mail form."""
    table = "aliasPage.aliasTable"
    listing = {"title": TITLE, "items": [
        {"text": t("aliasPage.aliasPages")},
        {"field": "query", "hint": t("aliasPage.searchPlaceholder"), "text": ""},
        {"button": t("aliasPage.newAliasPage")}, {"text": t(f"{table}.enabled")},
        {"text": t(f"{table}.name")}, {"text": t(f"{table}.owner")},
        {"text": t(f"{table}.validity")}, {"link": t(f"{table}.edit")},
        {"text": ALIAS_NAME}, {"text": USER}]}  # fmt: skip
    form = "aliasPage.aliasForm"
    week = f"1 {t(f'{form}.validityField.week')}"

    def fields(id_: str | None, enabled: bool) -> list[dict[str, Any]]:
        head = (
            []
            if id_ is None
            else [
                {"text": t(f"{form}.id")},
                {"field": "alias-id", "text": id_},
                {"text": t(f"{form}.noteToIdsHead")},
            ]
        )
        tail = [] if id_ is None else [{"button": t(f"{form}.delete")}]
        return [*head,
                {"switch": t(f"{form}.enabled"), "checked": enabled},
                {"text": "If not enabled, uploads are not possible via this alias."},
                {"text": t(f"{form}.name")}, {"field": "alias-name", "text": ALIAS_NAME},
                {"text": t(f"{form}.validity")}, {"button": week},
                {"text": t(f"{form}.members")}, {"text": t(f"{form}.memberInfo")},
                {"button": t(f"{form}.submit")}, {"button": t(f"{form}.back")}, *tail]  # fmt: skip

    alias_url = f"https://share.example.org/app/share/{ALIAS}"
    create = {"title": TITLE, "items": [{"text": t("aliasPage.createNew")},
                                        *fields(None, True)]}  # fmt: skip
    head = [
        {"text": f"{t('aliasPage.aliasPage')}{ALIAS_NAME}"},
        {"text": f"{t('aliasPage.owner')}:"},
        {"text": USER},
    ]
    link = [
        {"text": t("aliasPage.shareThisLink")},
        {"text": t("aliasPage.aliasPageNowAt")},
        {"text": alias_url},
        {"text": t("aliasPage.shareThisUrl")},
    ]
    modify = {"title": TITLE, "items": [
        *head, *fields(ALIAS, True), *link, {"button": t("aliasPage.copyLink")},
        {"button": t("aliasPage.sendEmail")}]}  # fmt: skip
    changed = {"title": TITLE, "items": [*head, *fields(ALIAS_ID_TYPED, True), *link]}
    mail_form = "aliasPage.mailSend.mailForm"
    body = f"Hello,\n\nplease upload the signed forms here: {alias_url}\n\nAnna"
    # The mail form opens below the alias's form, which is scrolled out of view.
    mail = {"title": TITLE, "items": [
        *link, {"text": t(f"{mail_form}.receivers")},
        {"field": "receivers", "text": "marta@example.org"},
        {"text": t(f"{mail_form}.subject")}, {"field": "subject", "text": "Upload link"},
        {"text": t(f"{mail_form}.body")}, {"field": "body", "text": body},
        {"button": t(f"{mail_form}.send")}, {"button": t(f"{mail_form}.cancel")}]}  # fmt: skip

    def change(id_: str | None, name: str = ALIAS_NAME) -> dict[str, Any]:
        return {"id": id_, "name": name, "validity": WEEK, "enabled": True,
                "members": []}  # fmt: skip

    return [
        _entry("reversible", "alias pages", listing, [
            (t(f"{table}.edit"), False, [api("GET", f"/sec/alias/{ALIAS}"),
                                         api("GET", "/sec/alias-member?q=")])]),
        _entry("reversible", "new alias form", create, [
            (t(f"{form}.submit"), False, [api("POST", "/sec/alias", change(None)),
                                          page(f"/app/alias/{ALIAS_NEW}")])]),
        _entry("reversible", "alias form", modify, [
            (t(f"{form}.submit"), False, [api("POST", f"/sec/alias/{ALIAS}", change(ALIAS))])]),
        _entry("opens-prompt", "alias form prompts", modify, [
            (t(f"{form}.delete"), False, []),
            (t("aliasPage.sendEmail"), False, [
                api("GET", f"/sec/mail/template/alias/{ALIAS}")])]),
        _entry("reversible", "alias form id changed", changed, [
            (t(f"{form}.submit"), False, [
                api("POST", f"/sec/alias/{ALIAS}", change(ALIAS_ID_TYPED)),
                page(f"/app/alias/{ALIAS_ID_TYPED}")])]),
        _entry("delete", "delete alias confirm", confirm(t, form, [
            {"field": "alias-name", "text": ALIAS_NAME}]), [
            (t(f"{form}.yesNo.confirmButton"), True, [api("DELETE", f"/sec/alias/{ALIAS}"),
                                                      page("/app/alias")]),
            (t(f"{form}.yesNo.cancelButton"), False, [])]),
        _entry("send", "alias mail form", mail, [
            (t(f"{mail_form}.send"), True, [api("POST", "/sec/mail/send", {
                "recipients": ["marta@example.org"], "subject": "Upload link",
                "body": body})]),
            (t(f"{mail_form}.cancel"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The accounts list, the new account form, an account's form (disabled, or with a new
    password), its delete confirmation; the settings page's e-mail, password and
    auto-publish parts; the new invitation page."""
    table = "account.accountTable"
    listing = {"title": TITLE, "items": [
        {"text": t("account.accounts")},
        {"field": "query", "hint": t("account.searchPlaceholder"), "text": ""},
        {"button": t("account.newAccount")}, {"text": t(f"{table}.login")},
        {"text": t(f"{table}.source")}, {"text": t(f"{table}.state")},
        {"text": t(f"{table}.admin")}, {"link": t(f"{table}.edit")},
        {"text": TOMAS}]}  # fmt: skip
    form = "account.accountForm"

    def fields(login: str | None, state: str, password: str) -> list[dict[str, Any]]:
        login_field = {"field": "login", "text": TOMAS} if login is None else {"text": login}
        tail = [] if login is None else [{"button": t(f"{form}.delete")}]
        return [{"text": t(f"{form}.login")}, login_field,
                {"text": t(f"{form}.state")}, {"button": state},
                {"switch": t(f"{form}.admin"), "checked": False},
                {"text": t(f"{form}.email")}, {"field": "email", "text": "tomas@example.org"},
                {"text": t(f"{form}.password")}, {"field": "password", "text": password},
                {"button": t(f"{form}.submit")}, {"button": t(f"{form}.back")}, *tail]  # fmt: skip

    # AccountState's labels are English in every language.
    create = {"title": TITLE, "items": [{"text": t("account.createAccountTitle")},
                                        *fields(None, "Active", "Tm4#vq8Rz2")]}  # fmt: skip
    disabled = {"title": TITLE, "items": fields(TOMAS, "Disabled", "")}
    new_password = {"title": TITLE, "items": fields(TOMAS, "Active", "Vh7#kq2Lm9")}
    settings = "settings"
    email = {"title": TITLE, "items": [
        {"text": t(f"{settings}.settingsTitle")}, {"text": t(f"{settings}.timezoneHeader")},
        {"text": t(f"{settings}.changeMailHeader")}, {"text": t(f"{settings}.newEmail")},
        {"field": "email", "hint": t(f"{settings}.newEmailPlaceholder"),
         "text": "anna.k@example.org"},
        {"text": t(f"{settings}.submitEmptyMailInfo")},
        {"button": t(f"{settings}.submit")}]}  # fmt: skip
    password = {"title": TITLE, "items": [
        {"text": t(f"{settings}.changePasswordHeader")},
        {"text": t(f"{settings}.currentPassword")}, {"field": "old", "text": "Kestrel-52"},
        {"text": t(f"{settings}.newPassword")}, {"field": "new1", "text": "Harrier-77"},
        {"text": t(f"{settings}.newPasswordRepeat")}, {"field": "new2", "text": "Harrier-77"},
        {"button": t(f"{settings}.submit")}]}  # fmt: skip
    publish = {"title": TITLE, "items": [
        {"text": t(f"{settings}.autoPublishHeader")},
        {"switch": t(f"{settings}.autoPublishLabel"), "checked": False},
        {"text": t(f"{settings}.autoPublishInfo")}]}  # fmt: skip
    invite = {"title": TITLE, "items": [
        {"text": t("newInvite.createNewTitle")}, {"text": t("newInvite.newInvitePassword")},
        {"field": "password", "text": "invite-secret"},
        {"button": t("newInvite.submit")}, {"button": t("newInvite.reset")}]}  # fmt: skip

    def modify(state: str, password: str | None) -> dict[str, Any]:
        return {"state": state, "admin": False, "email": "tomas@example.org",
                "password": password}  # fmt: skip

    return [
        _entry("reversible", "accounts page", listing, [
            (t(f"{table}.edit"), False, [api("GET", f"/admin/account/{TOMAS_ID}")])]),
        _entry("reversible", "new account form", create, [
            (t(f"{form}.submit"), False, [api("POST", "/admin/account", {
                "login": TOMAS, "state": "active", "admin": False, "password": "Tm4#vq8Rz2",
                "email": "tomas@example.org"})])]),
        _entry("reversible", "account form disabled", disabled, [
            (t(f"{form}.submit"), False, [
                api("POST", f"/admin/account/{TOMAS_ID}", modify("disabled", None))])]),
        _entry("opens-prompt", "account form delete", disabled, [
            (t(f"{form}.delete"), False, [])]),
        _entry("reset", "account form new password", new_password, [
            (t(f"{form}.submit"), True, [
                api("POST", f"/admin/account/{TOMAS_ID}", modify("active", "Vh7#kq2Lm9"))])]),
        _entry("delete-user", "delete account confirm", confirm(t, form, [{"text": TOMAS}]), [
            (t(f"{form}.yesNo.confirmButton"), True, [
                api("DELETE", f"/admin/account/{TOMAS_ID}"), ACCOUNTS]),
            (t(f"{form}.yesNo.cancelButton"), False, [])]),
        _entry("reversible", "settings e-mail", email, [
            (t(f"{settings}.submit"), False, [
                api("POST", "/sec/settings/email", {"email": "anna.k@example.org"})])]),
        _entry("reversible", "settings password", password, [
            (t(f"{settings}.submit"), False, [api("POST", "/sec/settings/password", {
                "oldPassword": "Kestrel-52", "newPassword": "Harrier-77"})])]),
        _entry("harmless", "settings auto-publish", publish, [
            (t(f"{settings}.autoPublishLabel"), False, [])]),
        _entry("reversible", "new invitation", invite, [
            (t("newInvite.submit"), False, [
                api("POST", "/admin/signup/newinvite", {"password": "invite-secret"})])]),
    ]  # fmt: skip


def open_screens(t: Any) -> list[dict[str, Any]]:
    """The login and sign-up pages, an alias's upload page seen by the uploader, a published
    share seen by its recipient."""
    login = {"title": TITLE, "items": [
        {"text": t("login.username")}, {"field": "username", "text": USER},
        {"text": t("login.password")}, {"field": "password", "text": "Kestrel-52"},
        {"button": t("login.loginButton")}, {"text": t("login.noAccount")},
        {"link": t("login.signupLink")}]}  # fmt: skip
    register = {"title": TITLE, "items": [
        {"text": t("register.signup")}, {"text": t("register.userLogin")},
        {"field": "login", "text": "marta"}, {"text": t("register.password")},
        {"field": "pass1", "text": "Osprey-19"}, {"text": t("register.passwordRepeat")},
        {"field": "pass2", "text": "Osprey-19"}, {"text": t("register.invitationKey")},
        {"field": "invite", "text": "5Rt8yU2iO4p-Aa7sD9fG1hJ"},
        {"button": t("register.submitButton")}, {"text": t("register.alreadySignedUp")},
        {"link": t("register.signin")}]}  # fmt: skip
    upload = {"title": TITLE, "items": [
        {"text": t("share.sendFiles")}, {"button": t("share.submit")},
        {"button": t("share.clearFiles")}, {"button": t("share.pause")},
        {"text": t("share.dropzone.dropHere")}, {"button": t("share.dropzone.selectFiles")},
        {"text": "signed-forms.pdf"}, {"text": t("share.description")},
        {"field": "description", "text": "Signed forms, Marta"}]}  # fmt: skip
    files = "detail.shareFileList"
    public = {"title": TITLE, "items": [
        {"text": SHARE_NAME}, {"icon": t("detail.listView")}, {"icon": t("detail.cardView")},
        {"button": t(f"{files}.selectAll")}, {"button": t(f"{files}.deselectAll")},
        {"link": t(f"{files}.downloadAllZip")},
        {"link": FILE1_NAME},
        {"link": FILE2_NAME}]}  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("login.loginButton"), False, [api("POST", "/open/auth/login", {
                "account": USER, "password": "Kestrel-52"}), page("/app/home")])]),
        _entry("reversible", "sign-up page", register, [
            (t("register.submitButton"), False, [api("POST", "/open/signup/register", {
                "login": "marta", "password": "Osprey-19",
                "invite": "5Rt8yU2iO4p-Aa7sD9fG1hJ"}), page("/app/login")])]),
        _entry("send", "alias upload page", upload, [
            (t("share.submit"), True, [
                api("POST", "/alias/upload/new", {
                    "name": None, "validity": 0, "description": "Signed forms, Marta",
                    "maxViews": 10, "password": None}),
                api("POST", f"/alias/upload/{TUS_SHARE}/files/tus"),
                api("POST", f"/alias/mail/notify/{TUS_SHARE}")])]),
        _entry("harmless", "published share", public, [
            (t(f"{files}.downloadAllZip"), False, [
                page(f"/api/v2/open/share/{PUB}/zip?file={FILE1}&file={FILE2}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*share_screens(t), *alias_screens(t), *admin_screens(t), *open_screens(t)]
