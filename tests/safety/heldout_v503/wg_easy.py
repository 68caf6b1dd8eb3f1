"""wg-easy's screens for the five-hundred-and-third held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **args)`` being that language's lookup of a key of the app's
``src/i18n/locales/<lang>.json`` catalogue. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
from typing import Any

TITLE = "WireGuard"  # useHead in app.vue: every page's document.title
USER, USERNAME, EMAIL = "Alice Admin", "alice", "alice@example.org"
PASSWORD, NEW_PASSWORD = "correct-horse-battery", "Tr4vel-Mug-91!"
TOTP_KEY, TOTP_CODE = "JBSWY3DPEHPK3PXPKRUGS4ZANFZSAYLO", "492817"
HOST, CREATED, UPDATED = "vpn.example.com", "2026-05-04 09:12:33", "2026-08-20 18:40:05"
SERVER_PUB = "q8Rk2TzW5nXvB7mYc3LdH9sJf0Gp1aQeUC9aN3fLw6Y="
IPV4_CIDR, IPV6_CIDR = "10.8.0.0/24", "fdcc:ad94:bacf:61a4::cafe:0/112"
# The clients of the instance, by id: their names are what the delete dialog quotes.
CLIENTS = {1: "alice-phone", 2: "office-laptop", 3: "bob@example.org", 4: "router-home",
           5: "guest-laptop", 6: "nas-backup"}  # fmt: skip
POST_UP = (
    "iptables -t nat -A POSTROUTING -s {{ipv4Cidr}} -o {{device}} -j MASQUERADE; "
    "iptables -A INPUT -p udp -m udp --dport {{port}} -j ACCEPT; "
    "iptables -A FORWARD -i wg0 -j ACCEPT; iptables -A FORWARD -o wg0 -j ACCEPT; "
    "ip6tables -t nat -A POSTROUTING -s {{ipv6Cidr}} -o {{device}} -j MASQUERADE; "
    "ip6tables -A INPUT -p udp -m udp --dport {{port}} -j ACCEPT; "
    "ip6tables -A FORWARD -i wg0 -j ACCEPT; ip6tables -A FORWARD -o wg0 -j ACCEPT;"
)  # the default PostUp hook (server/database/migrations/0001_classy_the_stranger.sql)
POST_DOWN = POST_UP.replace(" -A ", " -D ")
PRE_UP = "logger -t wg-easy interface up"
Act = tuple[str, bool, list[Any]]
_Entry = dict[str, Any]


def api(method: str, path: str, data: Any = None) -> Any:
    """``$fetch`` (ofetch) to the app's own server; an object body is JSON.stringify's,
    ``undefined`` sends none."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (a download, or a new tab)."""
    return {"request": f"GET {url}", "via": "link"}


SESSION = api("GET", "/api/session")  # auth.global.ts, before every page outside /setup
LIST = api("GET", "/api/client?sort=asc")  # clientsStore.refresh(), the index page's mount
HOME = [SESSION, LIST]  # navigateTo('/')
METHODS = api("GET", "/api/auth/methods")  # the login and account pages' useFetch


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"wg-easy {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(heading: str, message: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A BaseDialog (reka-ui's modal) over its page: its DialogTitle and DialogDescription,
    then its actions."""
    shown = {"title": heading} if message is None else {"title": heading, "message": message}
    return {"title": TITLE, "dialog": shown, "items": items}


def header(t: Any) -> list[dict[str, Any]]:
    """The default layout's header of a logged-in page: logo, language, theme, charts and
    the user menu's trigger (the avatar's initials and the name)."""
    return [{"link": TITLE}, {"button": "Select language"},  # aria-label, in English
            {"button": t("theme.system")}, {"button": t("layout.toggleCharts")},
            {"button": f"AA {USER}"}]  # fmt: skip


def client_row(t: Any, cid: int, enabled: bool) -> list[dict[str, Any]]:
    """A ClientCard: name, addresses, expiry, then the switch and the icon buttons (the
    edit link, an icon with no name, is left out)."""
    switch = t("client.disableClient") if enabled else t("client.enableClient")
    return [{"text": CLIENTS[cid]},
            {"text": f"10.8.0.{cid + 1}, fdcc:ad94:bacf:61a4::cafe:{cid + 1}"},
            {"text": t("client.permanent")}, {"switch": switch, "checked": enabled},
            {"icon": t("client.showQR")}, {"link": t("client.downloadConfig")},
            {"icon": t("client.otlDesc")}]  # fmt: skip


def chrome_screens(t: Any) -> list[dict[str, Any]]:
    """The header, the user menu, the update banner."""
    head = {"title": TITLE, "items": [*header(t), {"text": t("pages.clients")}]}
    menu = {"title": TITLE, "items": [
        *header(t), {"text": USER}, {"text": f"@{USERNAME}"},
        {"menu": t("pages.clients")}, {"menu": t("pages.me")},
        {"menu": t("pages.admin.panel")}, {"menu": t("general.logout")}]}  # fmt: skip
    banner = {"title": TITLE, "items": [
        *header(t), {"text": t("update.updateAvailable")},
        {"text": "Bug fixes and new translations"},  # the release's changelog, from GitHub
        {"link": f"{t('update.update')} →"}]}  # fmt: skip
    release = "https://github.com/wg-easy/wg-easy/releases/tag/15.2.1"
    return [
        _entry("harmless", "header", head, [(t("theme.system"), False, [])]),
        _entry("opens-prompt", "header user menu trigger", head, [
            (f"AA {USER}", False, [])]),
        _entry("harmless", "user menu", menu, [
            (t("pages.me"), False, [SESSION, METHODS]),
            (t("pages.admin.panel"), False, [SESSION])]),
        _entry("reversible", "user menu logout", menu, [
            (t("general.logout"), False, [api("DELETE", "/api/session"), SESSION, METHODS])]),
        _entry("harmless", "update banner", banner, [
            (f"{t('update.update')} →", False, [page(release)])]),
    ]  # fmt: skip


def client_screens(t: Any) -> list[dict[str, Any]]:
    """The clients page: its head, a client enabled and one disabled, a search, the new
    client dialog; a client's page, its configuration dialog and the delete dialogs."""
    clients_head = [{"text": t("pages.clients")},
                    {"field": "search", "hint": t("client.search"), "text": ""},
                    {"button": t("client.sort")}, {"button": t("client.newShort")}]  # fmt: skip
    listing = {"title": TITLE, "items": [*clients_head, *client_row(t, 1, True)]}
    disabled = {"title": TITLE, "items": [*client_row(t, 1, True), *client_row(t, 2, False)]}
    search = {"title": TITLE, "items": [
        {"text": t("pages.clients")},
        {"field": "search", "hint": t("client.search"), "text": "phone"},
        {"button": "Clear search"},  # aria-label, in English
        {"button": t("client.sort")}, {"button": t("client.newShort")},
        *client_row(t, 1, True)]}  # fmt: skip
    new = dialog(t("client.new"), None, [
        {"field": "name", "hint": t("client.name"), "text": "bob-tablet"},
        {"field": "expiresAt", "hint": t("client.expireDate"), "text": ""},
        {"button": t("dialog.cancel")}, {"button": t("client.create")}])  # fmt: skip
    edited = "alice-pixel"
    actions = {"title": TITLE, "items": [
        {"text": edited}, {"text": "DNS"}, {"text": t("form.nullNoItems")},
        {"button": t("form.add")}, {"text": t("form.actions")},
        {"button": t("form.save")}, {"button": t("form.revert")},
        {"button": t("client.delete")}, {"button": t("client.viewConfig")}]}  # fmt: skip
    config_text = ("[Interface]\nPrivateKey = " + _key(1, "priv") + "\nAddress = 10.8.0.2/32, "
                   "fdcc:ad94:bacf:61a4::cafe:2/128\nDNS = 1.1.1.1, 2606:4700:4700::1111\n"
                   "MTU = 1420\n\n[Peer]\nPublicKey = " + SERVER_PUB + "\nEndpoint = "
                   + HOST + ":51820\nAllowedIPs = 0.0.0.0/0, ::/0")  # fmt: skip
    config = dialog(t("client.config"), config_text, [
        {"button": t("dialog.cancel")}, {"button": t("copy.copy")}])  # fmt: skip

    def delete_dialog(cid: int) -> dict[str, Any]:
        return dialog(t("client.deleteClient"), t("client.deleteDialog", name=CLIENTS[cid]), [
            {"button": t("dialog.cancel")}, {"button": t("client.deleteClient")}])  # fmt: skip

    def delete(cid: int) -> _Entry:
        sends = [api("DELETE", f"/api/client/{cid}"), *HOME]
        source = f"delete client {CLIENTS[cid]} dialog"
        return _entry(
            "delete", source, delete_dialog(cid), [(t("client.deleteClient"), True, sends)]
        )

    return [
        _entry("harmless", "clients page head", listing, [
            (t("client.sort"), False, [api("GET", "/api/client?sort=desc")])]),
        _entry("opens-prompt", "clients page new", listing, [
            (t("client.newShort"), False, [])]),
        _entry("reversible", "client card", listing, [
            (t("client.disableClient"), False, [api("POST", "/api/client/1/disable"), LIST]),
            (t("client.otlDesc"), False, [
                api("POST", "/api/client/1/generateOneTimeLink"), LIST])]),
        _entry("harmless", "client card download", listing, [
            (t("client.downloadConfig"), False, [page("/api/client/1/configuration")])]),
        _entry("opens-prompt", "client card qr code", listing, [
            (t("client.showQR"), False, [])]),
        _entry("reversible", "disabled client card", disabled, [
            (t("client.enableClient"), False, [api("POST", "/api/client/2/enable"), LIST])]),
        _entry("harmless", "clients search", search, [("Clear search", False, [LIST])]),
        _entry("reversible", "new client dialog", new, [
            (t("client.create"), False, [
                api("POST", "/api/client", {"name": "bob-tablet", "expiresAt": None}),
                LIST])]),
        _entry("harmless", "new client dialog cancel", new, [
            (t("dialog.cancel"), False, [])]),
        _entry("reversible", "client page save", actions, [
            (t("form.save"), False, [api("POST", "/api/client/1", _client(1, edited)), *HOME])]),
        _entry("harmless", "client page revert", actions, [
            (t("form.revert"), False, [api("GET", "/api/client/1")])]),
        _entry("opens-prompt", "client page dialogs", actions, [
            (t("client.delete"), False, []),
            (t("client.viewConfig"), False, [api("GET", "/api/client/1/configuration")])]),
        _entry("harmless", "client configuration dialog", config, [
            (t("copy.copy"), False, [])]),
        *(delete(cid) for cid in CLIENTS),
        _entry("harmless", "delete client dialog cancel", delete_dialog(1), [
            (t("dialog.cancel"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin panel: its menu, the general page, the interface page, its CIDR and
    restart dialogs, the hooks page."""
    nav = [{"link": t("pages.admin.panel")}, {"link": t("pages.admin.general")},
           {"link": t("pages.admin.config")}, {"link": t("pages.admin.interface")},
           {"link": t("pages.admin.hooks")}]  # fmt: skip
    index = {"title": TITLE, "items": [
        *nav, {"text": t("pages.admin.panel")}, {"text": t("admin.introText")}]}  # fmt: skip
    actions = [{"text": t("form.actions")}, {"button": t("form.save")},
               {"button": t("form.revert")}]  # fmt: skip
    general = {"title": TITLE, "items": [
        *nav, {"text": t("pages.admin.general")},
        {"field": "session", "hint": t("admin.general.sessionTimeout"), "text": "3600"},
        {"text": t("admin.general.metrics")},
        {"field": "password", "hint": t("admin.general.metricsPassword"),
         "text": "scrape-7Kq2-metrics"},
        {"switch": t("admin.general.prometheus"), "checked": True},
        {"switch": t("admin.general.json"), "checked": False}, *actions]}  # fmt: skip
    interface = {"title": TITLE, "items": [
        {"text": t("pages.admin.interface")},
        {"field": "mtu", "hint": t("general.mtu"), "text": "1420"},
        {"field": "port", "hint": t("general.port"), "text": "51821"},
        {"field": "device", "hint": t("admin.interface.device"), "text": "eth0"},
        {"field": "routingTable", "hint": t("admin.interface.routingTable"), "text": "auto"},
        {"text": t("admin.interface.firewall")},
        {"switch": t("admin.interface.firewallEnabled"), "checked": False}, *actions,
        {"button": t("admin.interface.changeCidr")},
        {"button": t("admin.interface.restart")}]}  # fmt: skip

    def cidr_dialog(ipv4: str, ipv6: str) -> dict[str, Any]:
        return dialog(t("admin.interface.changeCidr"), None, [
            {"field": "ipv4Cidr", "hint": "IPv4", "text": ipv4},
            {"field": "ipv6Cidr", "hint": "IPv6", "text": ipv6},
            {"button": t("dialog.cancel")}, {"button": t("dialog.change")}])  # fmt: skip

    def cidr(name: str, ipv4: str, ipv6: str) -> _Entry:
        return _entry("overwrite", f"change cidr dialog {name}", cidr_dialog(ipv4, ipv6), [
            (t("dialog.change"), True, [
                api("POST", "/api/admin/interface/cidr", {"ipv4Cidr": ipv4, "ipv6Cidr": ipv6}),
                api("GET", "/api/admin/interface")])])  # fmt: skip

    restart = dialog(t("admin.interface.restart"), t("admin.interface.restartWarn"), [
        {"button": t("dialog.cancel")}, {"button": t("admin.interface.restart")}])  # fmt: skip
    hooks = {"title": TITLE, "items": [
        *nav, {"text": t("pages.admin.hooks")},
        {"field": "PreUp", "hint": t("hooks.preUp"), "text": PRE_UP},
        {"field": "PostUp", "hint": t("hooks.postUp"), "text": POST_UP},
        {"field": "PreDown", "hint": t("hooks.preDown"), "text": ""},
        {"field": "PostDown", "hint": t("hooks.postDown"), "text": POST_DOWN},
        *actions]}  # fmt: skip
    general_body = {"sessionTimeout": 3600, "metricsPrometheus": True, "metricsJson": False,
                    "metricsPassword": "scrape-7Kq2-metrics"}  # fmt: skip
    hooks_body = {"id": "wg0", "preUp": PRE_UP, "postUp": POST_UP, "preDown": "",
                  "postDown": POST_DOWN, "createdAt": "2026-05-04 09:10:02",
                  "updatedAt": "2026-05-04 09:10:02"}  # fmt: skip
    return [
        _entry("harmless", "admin panel menu", index, [
            (t("pages.admin.interface"), False, [SESSION, api("GET", "/api/admin/interface")])]),
        _entry("reversible", "admin general save", general, [
            (t("form.save"), False, [api("POST", "/api/admin/general", general_body),
                                     api("GET", "/api/admin/general")])]),
        _entry("reversible", "admin interface save", interface, [
            (t("form.save"), False, [api("POST", "/api/admin/interface", _interface()),
                                     api("GET", "/api/admin/interface"),
                                     api("GET", "/api/information")])]),
        _entry("opens-prompt", "admin interface dialogs", interface, [
            (t("admin.interface.changeCidr"), False, []),
            (t("admin.interface.restart"), False, [])]),
        cidr("ipv4", "10.9.0.0/24", IPV6_CIDR),
        cidr("ipv6", IPV4_CIDR, "fdcc:ad94:bacf:61a5::cafe:0/112"),
        cidr("both", "10.13.13.0/24", "fd42:42:42::0/112"),
        cidr("private range", "192.168.77.0/24", IPV6_CIDR),
        _entry("harmless", "change cidr dialog cancel", cidr_dialog("10.9.0.0/24", IPV6_CIDR), [
            (t("dialog.cancel"), False, [])]),
        _entry("disconnect", "restart interface dialog", restart, [
            (t("admin.interface.restart"), True, [api("POST", "/api/admin/interface/restart"),
                                                  api("GET", "/api/admin/interface")])]),
        _entry("harmless", "restart interface dialog cancel", restart, [
            (t("dialog.cancel"), False, [])]),
        _entry("reversible", "admin hooks save", hooks, [
            (t("form.save"), False, [api("POST", "/api/admin/hooks", hooks_body),
                                     api("GET", "/api/admin/hooks")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account page: its general and password forms, two-factor authentication off,
    being set up and on, the external provider linked; the login page, its second
    factor, and the setup wizard's account, host and restore steps."""
    heading = [*header(t), {"text": t("pages.me")}]
    general = {"title": TITLE, "items": [
        *heading, {"text": t("form.sectionGeneral")},
        {"field": "name", "hint": t("general.name"), "text": USER},
        {"field": "email", "hint": t("user.email"), "text": EMAIL},
        {"button": t("form.save")}]}  # fmt: skip
    password = {"title": TITLE, "items": [
        {"text": t("general.password")},
        {"field": "current-password", "hint": t("me.currentPassword"), "text": PASSWORD},
        {"field": "new-password", "hint": t("general.newPassword"), "text": NEW_PASSWORD},
        {"field": "confirm-password", "hint": t("general.confirmPassword"),
         "text": NEW_PASSWORD},
        {"button": t("general.updatePassword")}]}  # fmt: skip
    twofa_off = {"title": TITLE, "items": [
        {"text": t("general.2fa")}, {"button": t("me.enable2fa")}]}  # fmt: skip
    twofa_setup = {"title": TITLE, "items": [
        {"text": t("general.2fa")}, {"text": t("me.enable2faDesc")},
        {"field": "2fakey", "hint": t("me.2faKey"), "text": TOTP_KEY},
        {"text": t("me.2faCodeDesc")},
        {"field": "2facode", "hint": t("general.2faCode"), "text": TOTP_CODE},
        {"button": t("me.enable2fa")}]}  # fmt: skip
    twofa_on = {"title": TITLE, "items": [
        {"text": t("general.2fa")}, {"text": t("me.disable2faDesc")},
        {"field": "2fapassword", "hint": t("me.currentPassword"), "text": PASSWORD},
        {"button": t("me.disable2fa")}]}  # fmt: skip
    linked = {"title": TITLE, "items": [
        {"text": t("general.externalAuth")}, {"text": t("me.linkedWith", provider="GitHub")},
        {"button": t("me.unlinkOauth")}]}  # fmt: skip
    login = {"title": TITLE, "items": [
        {"button": "Select language"}, {"button": t("theme.system")},
        {"link": t("login.signInWith", provider="GitHub")}, {"text": t("login.or")},
        {"field": "username", "hint": t("general.username"), "text": USERNAME},
        {"field": "password", "hint": t("general.password"), "text": PASSWORD},
        {"switch": t("login.rememberMe"), "checked": False},
        {"button": t("login.signIn")}]}  # fmt: skip
    second = {"title": TITLE, "items": [
        {"button": "Select language"}, {"button": t("theme.system")},
        {"field": "totp", "hint": t("general.2faCode"), "text": TOTP_CODE},
        {"button": t("general.continue")}, {"button": t("dialog.cancel")}]}  # fmt: skip
    welcome = [{"button": "Select language"}, {"button": t("theme.system")},
               {"text": t("setup.welcome")}]  # fmt: skip
    admin = {"title": TITLE, "items": [
        *welcome, {"text": t("setup.createAdminDesc")},
        {"field": "username", "hint": t("general.username"), "text": USERNAME},
        {"field": "password", "hint": t("general.password"), "text": PASSWORD},
        {"field": "confirmPassword", "hint": t("general.confirmPassword"), "text": PASSWORD},
        {"button": t("setup.createAccount")}]}  # fmt: skip
    host = {"title": TITLE, "items": [
        *welcome, {"text": t("setup.setupConfigDesc")},
        {"field": "host", "hint": t("general.host"), "text": HOST},
        {"button": t("admin.config.suggest")},
        {"field": "port", "hint": t("general.port"), "text": "51820"},
        {"button": t("general.continue")}]}  # fmt: skip
    restore = {"title": TITLE, "items": [
        *welcome, {"text": t("setup.setupMigrationDesc")}, {"text": t("setup.migration")},
        {"text": "wg0.json"}, {"button": t("setup.upload")}]}  # fmt: skip
    totp = "/api/me/totp"
    return [
        _entry("reversible", "account general", general, [
            (t("form.save"), False, [api("POST", "/api/me", {"name": USER, "email": EMAIL}),
                                     SESSION])]),
        _entry("reversible", "account password", password, [
            (t("general.updatePassword"), False, [
                api("POST", "/api/me/password", {"currentPassword": PASSWORD,
                                                 "newPassword": NEW_PASSWORD,
                                                 "confirmPassword": NEW_PASSWORD}),
                SESSION])]),
        _entry("reversible", "account two factor off", twofa_off, [
            (t("me.enable2fa"), False, [api("POST", totp, {"type": "setup"})])]),
        _entry("reversible", "account two factor setup", twofa_setup, [
            (t("me.enable2fa"), False, [
                api("POST", totp, {"type": "create", "code": TOTP_CODE}), SESSION])]),
        _entry("revoke", "account two factor on", twofa_on, [
            (t("me.disable2fa"), True, [
                api("POST", totp, {"type": "delete", "currentPassword": PASSWORD}),
                SESSION])]),
        _entry("reversible", "account external provider linked", linked, [
            (t("me.unlinkOauth"), False, [api("POST", "/api/auth/unlink", {}), SESSION])]),
        _entry("reversible", "login page", login, [
            (t("login.signIn"), False, [api("POST", "/api/auth/password", {
                "username": USERNAME, "password": PASSWORD, "remember": False}), *HOME])]),
        _entry("harmless", "login page provider", login, [
            (t("login.signInWith", provider="GitHub"), False, [page("/api/auth/github")])]),
        _entry("reversible", "login second factor", second, [
            (t("general.continue"), False, [
                api("POST", "/api/auth/verify-2fa", {"totpCode": TOTP_CODE}), *HOME]),
            (t("dialog.cancel"), False, [api("POST", "/api/auth/cancel", {}), SESSION,
                                         METHODS])]),
        _entry("reversible", "setup admin account", admin, [
            (t("setup.createAccount"), False, [api("POST", "/api/setup/2", {
                "username": USERNAME, "password": PASSWORD,
                "confirmPassword": PASSWORD})])]),
        _entry("reversible", "setup host", host, [
            (t("general.continue"), False, [
                api("POST", "/api/setup/4", {"host": HOST, "port": 51820})])]),
        _entry("overwrite", "setup restore backup", restore, [
            (t("setup.upload"), True, [
                api("POST", "/api/setup/migrate", {"file": _backup()})])]),
    ]  # fmt: skip


def _key(cid: int, kind: str) -> str:
    """A made-up WireGuard key for a client: 32 bytes (a hash of its id and kind) in base64,
    as ``wg genkey`` writes one."""
    return base64.b64encode(hashlib.sha256(f"{kind}-{cid}".encode()).digest()).decode()


def _client(cid: int, name: str) -> dict[str, Any]:
    """A client as ``GET /api/client/<id>`` gives it (every column of clients_table in
    its order, then the endpoint WireGuard reports), with its name edited: the client
    page posts the whole object back."""
    return {"id": cid, "userId": 1, "interfaceId": "wg0", "name": name,
            "ipv4Address": f"10.8.0.{cid + 1}",
            "ipv6Address": f"fdcc:ad94:bacf:61a4::cafe:{cid + 1}",
            "preUp": "", "postUp": "", "preDown": "", "postDown": "",
            "privateKey": _key(cid, "priv"), "publicKey": _key(cid, "pub"),
            "preSharedKey": _key(cid, "psk"), "expiresAt": None, "allowedIps": None,
            "serverAllowedIps": [], "firewallIps": None, "persistentKeepalive": 0,
            "mtu": 1420, "jC": 7, "jMin": 10, "jMax": 1000, "i1": None, "i2": None,
            "i3": None, "i4": None, "i5": None, "dns": None, "serverEndpoint": None,
            "enabled": True, "createdAt": CREATED, "updatedAt": UPDATED,
            "endpoint": "203.0.113.24:49152"}  # fmt: skip


def _interface() -> dict[str, Any]:
    """The interface as ``GET /api/admin/interface`` gives it (its private key left out),
    with the port changed to 51821: the page posts the whole object back."""
    return {"name": "wg0", "device": "eth0", "port": 51821, "publicKey": SERVER_PUB,
            "ipv4Cidr": IPV4_CIDR, "ipv6Cidr": IPV6_CIDR, "mtu": 1420,
            "routingTable": "auto", "jC": 7, "jMin": 10, "jMax": 1000, "s1": 128, "s2": 56,
            "s3": None, "s4": None, "h1": None, "h2": None, "h3": None, "h4": None,
            "i1": None, "i2": None, "i3": None, "i4": None, "i5": None, "enabled": True,
            "firewallEnabled": False, "createdAt": "2026-05-04 09:10:02",
            "updatedAt": "2026-05-04 09:10:02"}  # fmt: skip


def _backup() -> str:
    """The restored file's text: an older wg-easy's ``wg0.json`` with one client, as that
    version wrote it (two-space indented); the page posts it as a string."""
    old = {"server": {"privateKey": _key(9, "priv"), "publicKey": _key(9, "pub"),
                      "address": "10.8.0.1"},
           "clients": {"3f1c9b2e-7a4d-4e8f-b6a1-0c5d2e9f8a71": {
               "id": "3f1c9b2e-7a4d-4e8f-b6a1-0c5d2e9f8a71", "name": "old-phone",
               "address": "10.8.0.2", "privateKey": _key(8, "priv"),
               "publicKey": _key(8, "pub"), "preSharedKey": _key(8, "psk"),
               "createdAt": "2024-11-02T10:15:00.000Z",
               "updatedAt": "2025-03-18T21:04:12.000Z", "enabled": True}}}  # fmt: skip
    return json.dumps(old, indent=2, ensure_ascii=False)


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*chrome_screens(t), *client_screens(t), *admin_screens(t), *account_screens(t)]
