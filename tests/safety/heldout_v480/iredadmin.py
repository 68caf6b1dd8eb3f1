"""iRedAdmin's screens for the four-hundred-and-eightieth held-out corpus: ``screens(t, code)``
lays them out in one language, ``t(msgid)`` being that language's lookup in the app's gettext
catalogue and ``code`` the app's name for the language (``de_DE``). What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import re
from typing import Any
from urllib.parse import quote_plus

HOME = "/iredadmin"  # ctx.homepath: iRedMail serves the panel under /iredadmin
CSRF = "pT4kZ8mW2qXr7LcN5vBh9YsD3fJg6RaE"  # made up; the session's 32-character token
ME, ME_NAME = "sysadmin@lakeside.example", "System Admin"  # the logged-in global admin
DOMAIN, DOMAIN_NAME = "lakeside.example", "Lakeside Clinic"
OLD, OLD_NAME = "oldbrand.example", "Old Brand Ltd"
PINE, PINE_NAME = "pinecrest.example", "Pinecrest Lodge"
NEW, NEW_NAME = "harbourview.example", "Harbourview Dental"
ANNA, ANNA_NAME = f"anna.berg@{DOMAIN}", "Anna Berg"  # a mail user marked as global admin
JONAS, JONAS_NAME = f"jonas.weber@{DOMAIN}", "Jonas Weber"
MIA, MIA_NAME = f"mia.chen@{DOMAIN}", "Mia Chen"
JAKOB, JAKOB_NAME = f"jakob.lind@{DOMAIN}", "Jakob Lind"
JULIA, JULIA_NAME = f"julia.roth@{DOMAIN}", "Julia Roth"
SAM, SAM_NAME = f"sam.ortiz@{DOMAIN}", "Sam Ortiz"
ZOE, ZOE_NAME = f"zoe.park@{DOMAIN}", "Zoe Park"
TOM, TOM_NAME = f"tom.hale@{DOMAIN}", "Tom Hale"
VERA, VERA_NAME = f"vera.novak@{DOMAIN}", "Vera Novak"
DESK, DESK_NAME = f"helpdesk@{DOMAIN}", "Service Desk"  # standalone admins
NIGHT, NIGHT_NAME = f"nightops@{DOMAIN}", "Night Shift"
AUDIT, AUDIT_NAME = f"audit@{DOMAIN}", "Audit Team"
LENA, LENA_NAME = "lena.fischer", "Lena Fischer"
NEW_PW = "Qv7#Harbour-2026!x"  # typed, or filled in by "Use this password"
LOGIN_PW = "Harbour-Light-48"
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def body(fields: Fields) -> str:
    """A form's ``application/x-www-form-urlencoded`` body, fields in tree order."""
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields = (), csrf: bool = True) -> dict[str, str]:
    """An HTML form posted by the browser; the app's forms carry ``csrf_token`` first."""
    token = [("csrf_token", CSRF)] if csrf else []
    return {"request": f"POST {HOME}{path}", "body": body([*token, *fields]), "via": "form"}


def get_form(path: str, fields: Fields) -> dict[str, str]:
    """A ``method="get"`` form: its fields as the query."""
    return {"request": f"GET {HOME}{path}?{body(fields)}", "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load (a path of the panel, or an absolute URL)."""
    url = path if path.startswith("https://") else f"{HOME}{path}"
    return {"request": f"GET {url}", "via": "link"}


def title_case(text: str) -> str:
    """Jinja's ``title`` filter."""
    parts = re.split(r"([-\s({\[<]+)", text)
    return "".join(p[0].upper() + p[1:].lower() if p else "" for p in parts)


def keep_days(t: Any, days: int) -> str:
    """``display_remove_mailbox_days``: an option of the keep-mailbox select."""
    if days == 0:
        return t("Keep mailbox forever")
    if days == 1:
        return t("Keep mailbox for 1 day")
    if days == 7:
        return t("Keep mailbox for 1 week")
    if days == 30:
        return t("Keep mailbox for 1 month ").strip()
    if 30 < days < 365 and days % 30 == 0:
        return t("Keep mailbox for %d months") % (days // 30)
    if days == 365:
        return t("Keep mailbox for 1 year")
    return t("Keep mailbox for %d years") % (days // 365)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"iredadmin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open ``<select>`` or hover menu over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def box(checked: bool) -> dict[str, Any]:
    """A table row's checkbox: no label of its own."""
    return {"switch": "", "checked": checked}


def chosen(t: Any, action: str, days: int | None = None) -> list[dict[str, Any]]:
    """The list footer: the action select (and the keep-mailbox select, shown by the page's
    script only while Delete is chosen) as chosen, and Apply."""
    items: list[dict[str, Any]] = [{"field": "action", "hint": t("Choose Action"), "text": action}]
    if days is not None:
        items.append({"field": "keep_mailbox_days", "text": keep_days(t, days)})
    return [*items, {"button": t("Apply")}]


def session_screens(t: Any, code: str, names: dict[str, str]) -> list[dict[str, Any]]:
    """The login page, the top bar and its two menus, the dashboard."""
    login = {"title": title_case(t("Login to manage your mail domains & accounts")), "items": [
        {"field": "username", "hint": t("Username"), "text": ME},
        {"field": "password", "hint": t("Password"), "text": "••••••••••••••••"},
        {"button": t("Login")}, {"field": "lang", "text": names[code]}]}  # fmt: skip
    add = t("Add") + "..."
    bar = {"title": t("Dashboard"), "items": [
        {"link": t("Preferences")}, {"link": t("Logout")},
        {"text": t("Logged in as %s") % ME},
        {"link": t("Dashboard")}, {"link": t("Domains and Accounts")}, {"link": t("Admins")},
        {"link": t("Activities")}, {"link": add}]}  # fmt: skip
    add_menu = popup(t("Dashboard"), [], [
        {"menu": t("Domain")}, {"menu": t("Admin")}, {"menu": t("User")}])  # fmt: skip
    activities = popup(t("Dashboard"), [], [{"menu": t("Admin Log")}])
    dashboard = {"title": t("Dashboard"), "items": [
        {"text": t("System Information")}, {"text": t("Number of domains")}, {"link": "3"},
        {"text": t("Number of users")}, {"text": "71"}, {"text": t("Hostname")},
        {"text": "mx1.lakeside.example"},
        {"text": "Upgrade to iRedAdmin-Pro for more features"},
        {"link": "Comparison and Pricing"}]}  # fmt: skip
    return [
        _entry("harmless", "login page", login, [
            (t("Login"), False, [form("/login", [
                ("username", ME), ("password", LOGIN_PW), ("form_login", t("Login")),
                ("lang", code)], csrf=False)])]),
        _entry("harmless", "top bar", bar, [
            (t("Preferences"), False, [link(f"/profile/admin/general/{ME}")]),
            (t("Admins"), False, [link("/admins")]),
            (t("Logout"), False, [link("/logout")])]),
        _entry("opens-prompt", "top bar menus", bar, [
            (add, False, []), (t("Activities"), False, [])]),
        _entry("harmless", "add menu", add_menu, [
            (t("Domain"), False, [link("/create/domain")]),
            (t("User"), False, [link("/create/user")])]),
        _entry("harmless", "activities menu", activities, [
            (t("Admin Log"), False, [link("/activities/admins")])]),
        _entry("harmless", "dashboard", dashboard, [("3", False, [link("/domains")])]),
    ]  # fmt: skip


def domain_screens(t: Any) -> list[dict[str, Any]]:
    """The domain list and its bulk actions, the disabled domains, a domain's profile, the
    add domain page."""
    title = t("Domains and Accounts")
    heading = t("All domains under your control.") + " (1-3/3)"

    def rows(checked: set[str]) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = [{"link": t("Add domain")}, {"text": heading}]
        for name, desc, users in ((DOMAIN, DOMAIN_NAME, "63"), (OLD, OLD_NAME, "4"),
                                  (PINE, PINE_NAME, "2")):  # fmt: skip
            items += [box(name in checked), {"link": name}, {"text": desc},
                      {"link": users, "desc": t("List all mail users.")}]  # fmt: skip
        return items

    listing = {"title": title, "items": [
        {"link": "L"}, {"link": "O"}, {"link": "P"}, {"link": t("Disabled")},
        *rows(set()), *chosen(t, t("Choose Action"))]}  # fmt: skip
    menu = popup(title, [heading], [
        {"menu": t("Choose Action")}, {"menu": t("Enable")}, {"menu": t("Disable")},
        {"menu": t("Delete")}])  # fmt: skip
    disable = {"title": title, "items": [*rows({OLD}), *chosen(t, t("Disable"))]}
    delete = {"title": title, "items": [*rows({OLD}), *chosen(t, t("Delete"), 0)]}
    disabled_heading = f"{t('All domains under your control.')} ({t('Disabled')}) (1-2/2)"
    disabled = {"title": title, "items": [
        {"link": t("Add domain")}, {"text": disabled_heading}, box(True),
        box(True), {"link": OLD}, {"text": OLD_NAME}, box(True), {"link": PINE},
        {"text": PINE_NAME}, *chosen(t, t("Delete"), 730)]}  # fmt: skip
    profile_title = t("Edit account profile")

    def profile(active: bool) -> dict[str, Any]:
        return {"title": profile_title, "items": [
            {"link": t("All domains")}, {"link": f"{t('Profile of domain:')}\u00a0{DOMAIN}"},
            {"link": t("Users")}, {"tab": t("General")},
            {"text": f"{t('Profile of domain:')} {DOMAIN}"},
            {"switch": t("Enable this domain"), "checked": active},
            {"field": "cn", "hint": t("Company/Organization Name"), "text": DOMAIN_NAME},
            {"button": t("Save changes")}]}  # fmt: skip

    create = {"title": t("Add domain"), "items": [
        {"text": t("Add domain")},
        {"field": "domainName", "hint": t("Domain Name"), "text": NEW},
        {"field": "cn", "hint": t("Company/Organization Name"), "text": NEW_NAME},
        {"button": t("Add")}]}  # fmt: skip
    apply = t("Apply")

    def bulk(action: str, domains: list[str], days: int) -> dict[str, str]:
        fields = [("domainName", d) for d in domains]
        return form("/domains", [*fields, ("action", action), ("keep_mailbox_days", str(days)),
                                 ("submit_domains", apply)])  # fmt: skip

    return [
        _entry("harmless", "domain list", listing, [
            (t("Add domain"), False, [link("/create/domain")]),
            (DOMAIN, False, [link(f"/profile/domain/general/{DOMAIN}")]),
            ("63", False, [link(f"/users/{DOMAIN}")]),
            (t("Disabled"), False, [link("/domains/disabled")]),
            ("O", False, [link("/domains?starts_with=O")])]),
        _entry("harmless", "domain list action select", menu, [(t("Delete"), False, [])]),
        _entry("reversible", "domain list disable", disable, [
            (apply, False, [bulk("disable", [OLD], 0)])]),
        _entry("delete", "domain list delete", delete, [
            (apply, True, [bulk("delete", [OLD], 0)])]),
        _entry("delete", "disabled domains delete", disabled, [
            (apply, True, [bulk("delete", [OLD, PINE], 730)])]),
        _entry("reversible", "domain profile", profile(True), [
            (t("Save changes"), False, [form(f"/profile/domain/general/{DOMAIN}", [
                ("accountStatus", "on"), ("cn", DOMAIN_NAME)])]),
            (t("Users"), False, [link(f"/users/{DOMAIN}")])]),
        _entry("reversible", "domain profile disabled", profile(False), [
            (t("Save changes"), False, [form(f"/profile/domain/general/{DOMAIN}", [
                ("cn", DOMAIN_NAME)])])]),
        _entry("reversible", "add domain", create, [
            (t("Add"), False, [form("/create/domain", [
                ("domainName", NEW), ("cn", NEW_NAME), ("submit_add_domain", t("Add"))])])]),
    ]  # fmt: skip


def user_screens(t: Any, names: dict[str, str]) -> list[dict[str, Any]]:
    """A domain's user list and its bulk actions (page 1, page 2, filtered by a letter, the
    disabled users), a user's profile and password, the add user page."""
    title = t("Mail Users")
    crumbs = [{"link": t("All domains")}, {"link": DOMAIN}, {"link": t("Users")}]
    apply = t("Apply")

    def heading(span: str) -> dict[str, str]:
        return {"text": f"{t('Users under domain: %s') % DOMAIN} ({span})"}

    def rows(users: list[tuple[str, str]], checked: set[str]) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = [{"link": t("User")}, {"link": t("Display Name")}]
        for mail, name in users:
            items += [box(mail in checked), {"link": name}, {"text": mail}]
        return items

    page1 = [(ANNA, ANNA_NAME), (JAKOB, JAKOB_NAME), (JONAS, JONAS_NAME), (MIA, MIA_NAME)]
    page2 = [(SAM, SAM_NAME), (ZOE, ZOE_NAME)]
    j_users = [(JAKOB, JAKOB_NAME), (JONAS, JONAS_NAME), (JULIA, JULIA_NAME)]
    off_users = [(TOM, TOM_NAME), (VERA, VERA_NAME)]

    def page(span: str, users: list[tuple[str, str]], checked: set[str],
             footer: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
        return {"title": title, "items": [*crumbs, {"link": t("Disabled")},
                heading(span), *rows(users, checked), *footer]}  # fmt: skip

    listing = page("1-50/63", page1, set(), [*chosen(t, t("Choose Action")), {"link": "2"}])
    menu = popup(title, [heading("1-50/63")["text"]], [
        {"menu": t("Choose Action")}, {"menu": t("Enable")}, {"menu": t("Disable")},
        {"menu": t("Delete")}, {"menu": t("Mark as global admin")},
        {"menu": t("Unmark as global admin")}])  # fmt: skip

    def bulk(action: str, mails: list[str], days: int = 0, page_no: int = 1) -> dict[str, str]:
        fields = [("mail", m) for m in mails]
        return form(f"/users/{DOMAIN}/page/{page_no}", [
            *fields, ("cur_page", str(page_no)), ("action", action),
            ("keep_mailbox_days", str(days)), ("submit_users", apply)])  # fmt: skip

    profile_title = t("Edit account profile")
    profile_crumbs = [*crumbs, {"link": f"{t('Profile of user:')}\u00a0{ANNA}"}]
    general = {"title": profile_title, "items": [
        *profile_crumbs, {"tab": t("General")}, {"tab": t("Password")},
        {"text": f"{t('Profile of user:')} {ANNA}"},
        {"switch": t("Enable this account"), "checked": True},
        {"field": "cn", "hint": t("Display Name"), "text": ANNA_NAME},
        {"field": "mailQuota", "hint": t("Mailbox Quota"), "text": "2048"},
        {"field": "preferredLanguage", "hint": t("Preferred language"), "text": names["de_DE"]},
        {"field": "employeeNumber", "hint": t("User/Employee ID"), "text": "E-1042"},
        {"button": t("Save changes")}]}  # fmt: skip

    def password(mail: str) -> dict[str, Any]:
        return {"title": profile_title, "items": [
            *crumbs, {"link": f"{t('Profile of user:')}\u00a0{mail}"},
            {"tab": t("General")}, {"tab": t("Password")},
            {"text": f"{t('Profile of user:')} {mail}"},
            {"field": "newpw", "hint": t("New password"), "text": "••••••••••••••••••"},
            {"field": "confirmpw", "hint": t("Confirm new password"),
             "text": "••••••••••••••••••"},
            {"text": t("Need a strong password?")}, {"text": NEW_PW},
            {"button": t("Use this password")}, {"button": t("Save changes")}]}  # fmt: skip

    create = {"title": t("Add mail user"), "items": [
        *crumbs, {"tab": t("User")}, {"text": t("Add mail user")},
        {"field": "domainName", "hint": t("Add mail user under domain"), "text": DOMAIN},
        {"field": "username", "hint": t("Mail Address"), "text": LENA},
        {"field": "newpw", "hint": t("New password"), "text": "••••••••••••••••••"},
        {"field": "confirmpw", "hint": t("Confirm new password"), "text": "••••••••••••••••••"},
        {"field": "cn", "hint": t("Display Name"), "text": LENA_NAME},
        {"field": "mailQuota", "hint": t("Mailbox Quota"), "text": "1024"},
        {"text": t("Need a strong password?")}, {"text": NEW_PW},
        {"button": t("Use this password")}, {"button": t("Add")}]}  # fmt: skip
    pw_fields = [("newpw", NEW_PW), ("confirmpw", NEW_PW)]
    return [
        _entry("harmless", "user list", listing, [
            (t("Disabled"), False, [link(f"/users/{DOMAIN}/disabled")]),
            (JONAS_NAME, False, [link(f"/profile/user/general/{JONAS}")]),
            (t("Display Name"), False, [link(f"/users/{DOMAIN}?order_name=name&order_by=desc")]),
            ("2", False, [link(f"/users/{DOMAIN}/page/2?order_name=name")])]),
        _entry("harmless", "user list action select", menu, [(t("Delete"), False, [])]),
        _entry("reversible", "user list disable",
               page("1-50/63", page1, {JONAS}, chosen(t, t("Disable"))), [
                   (apply, False, [bulk("disable", [JONAS])])]),
        _entry("delete-user", "user list delete",
               page("1-50/63", page1, {JONAS}, chosen(t, t("Delete"), 7)), [
                   (apply, True, [bulk("delete", [JONAS], 7)])]),
        _entry("reversible", "user list mark as global admin",
               page("1-50/63", page1, {MIA}, chosen(t, t("Mark as global admin"))), [
                   (apply, False, [bulk("markasglobaladmin", [MIA])])]),
        _entry("delete-user", "user list page 2 delete",
               page("51-52/63", page2, {SAM, ZOE}, chosen(t, t("Delete"), 0)), [
                   (apply, True, [bulk("delete", [SAM, ZOE], 0, 2)])]),
        _entry("delete-user", "user list by letter delete",
               page("1-3/3", j_users, {JAKOB, JONAS, JULIA}, chosen(t, t("Delete"), 30)), [
                   (apply, True, [bulk("delete", [JAKOB, JONAS, JULIA], 30)])]),
        _entry("reversible", "disabled users enable",
               page("1-2/2", off_users, {TOM, VERA}, chosen(t, t("Enable"))), [
                   (apply, False, [bulk("enable", [TOM, VERA])])]),
        _entry("delete-user", "disabled users delete",
               page("1-2/2", off_users, {VERA}, chosen(t, t("Delete"), 90)), [
                   (apply, True, [bulk("delete", [VERA], 90)])]),
        _entry("reversible", "user profile", general, [
            (t("Save changes"), False, [form(f"/profile/user/general/{ANNA}", [
                ("accountStatus", "on"), ("cn", ANNA_NAME), ("mailQuota", "2048"),
                ("preferredLanguage", "de_DE"), ("timezone", "none"),
                ("employeeNumber", "E-1042")])]),
            (t("Password"), False, [])]),
        _entry("harmless", "user password tab", password(ANNA), [
            (t("Use this password"), False, [])]),
        _entry("reset", "user password save", password(ANNA), [
            (t("Save changes"), True, [form(f"/profile/user/password/{ANNA}", pw_fields)])]),
        _entry("reset", "second user password save", password(MIA), [
            (t("Save changes"), True, [form(f"/profile/user/password/{MIA}", pw_fields)])]),
        _entry("reversible", "add user", create, [
            (t("Add"), False, [form(f"/create/user/{DOMAIN}", [
                ("domainName", DOMAIN), ("username", LENA), *pw_fields, ("cn", LENA_NAME),
                ("preferredLanguage", "en_US"), ("mailQuota", "1024"),
                ("submit_add_user", t("Add"))])])]),
    ]  # fmt: skip


def admin_screens(t: Any, names: dict[str, str]) -> list[dict[str, Any]]:
    """The admin list and its bulk actions, the logged-in admin's preferences and password,
    another admin's password, the add admin page."""
    title = t("Admins")
    apply = t("Apply")

    def listing(checked: set[str], footer: list[dict[str, Any]]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"link": t("Add admin")}, {"text": t("All admins")},
                                       {"text": t("Global Admin")}]  # fmt: skip
        for mail, name in ((ANNA, ANNA_NAME), (AUDIT, AUDIT_NAME), (DESK, DESK_NAME),
                           (NIGHT, NIGHT_NAME), (ME, ME_NAME)):  # fmt: skip
            items += [box(mail in checked), {"link": name}, {"text": mail}]
        return {"title": title, "items": [*items, *footer]}

    def bulk(action: str, mails: list[str]) -> dict[str, str]:
        return form("/admins", [*(("mail", m) for m in mails), ("action", action)])

    def profile(mail: str, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": t("Edit account profile"), "items": [
            {"tab": t("General")}, {"tab": t("Password")},
            {"text": f"{t('Profile of admin:')} {mail}"}, *items,
            {"button": t("Save changes")}]}  # fmt: skip

    pw_items = [
        {"field": "newpw", "hint": t("New password"), "text": "••••••••••••••••••"},
        {"field": "confirmpw", "hint": t("Confirm new password"), "text": "••••••••••••••••••"},
        {"text": t("Need a strong password?")}, {"text": NEW_PW},
        {"button": t("Use this password")}]  # fmt: skip
    general = profile(ME, [
        {"switch": t("Enable this account"), "checked": True},
        {"field": "cn", "hint": t("Display Name"), "text": ME_NAME},
        {"field": "preferredLanguage", "hint": t("Preferred language"),
         "text": names["en_US"]}])  # fmt: skip
    create = {"title": t("Add admin"), "items": [
        {"tab": t("All admins")}, {"tab": t("Add admin")}, {"text": t("Add admin")},
        {"field": "mail", "hint": t("Mail Address"), "text": f"frontdesk@{DOMAIN}"},
        *pw_items, {"field": "cn", "hint": t("Display Name"), "text": "Front Desk"},
        {"button": t("Add")}]}  # fmt: skip
    pw_fields = [("newpw", NEW_PW), ("confirmpw", NEW_PW)]
    return [
        _entry("harmless", "admin list", listing(set(), chosen(t, t("Choose Action"))), [
            (t("Add admin"), False, [link("/create/admin")]),
            (DESK_NAME, False, [link(f"/profile/admin/general/{DESK}")]),
            (ANNA_NAME, False, [link(f"/profile/user/general/{ANNA}")])]),
        _entry("delete-user", "admin list delete", listing({DESK}, chosen(t, t("Delete"))), [
            (apply, True, [bulk("delete", [DESK])])]),
        _entry("delete-user", "admin list delete all",
               listing({ANNA, AUDIT, DESK, NIGHT, ME}, chosen(t, t("Delete"))), [
                   (apply, True, [bulk("delete", [ANNA, AUDIT, DESK, NIGHT])])]),
        _entry("delete-user", "admin list delete two",
               listing({DESK, NIGHT}, chosen(t, t("Delete"))), [
                   (apply, True, [bulk("delete", [DESK, NIGHT])])]),
        _entry("reversible", "admin list delete of a user marked as admin",
               listing({ANNA}, chosen(t, t("Delete"))), [
                   (apply, False, [bulk("delete", [ANNA])])]),
        _entry("reversible", "admin list disable", listing({NIGHT}, chosen(t, t("Disable"))), [
            (apply, False, [bulk("disable", [NIGHT])])]),
        _entry("reversible", "preferences", general, [
            (t("Save changes"), False, [form(f"/profile/admin/general/{ME}", [
                ("accountStatus", "on"), ("cn", ME_NAME), ("preferredLanguage", "en_US")])]),
            (t("Password"), False, [])]),
        _entry("reversible", "own password save", profile(ME, pw_items), [
            (t("Save changes"), False, [form(f"/profile/admin/password/{ME}", pw_fields)])]),
        _entry("reset", "admin password save", profile(DESK, pw_items), [
            (t("Save changes"), True, [form(f"/profile/admin/password/{DESK}", pw_fields)])]),
        _entry("reversible", "add admin", create, [
            (t("Add"), False, [form("/create/admin", [
                ("mail", f"frontdesk@{DOMAIN}"), *pw_fields, ("cn", "Front Desk"),
                ("preferredLanguage", "en_US")])])]),
    ]  # fmt: skip


def log_screens(t: Any) -> list[dict[str, Any]]:
    """The admin log: its filter, its action select, deleting selected entries (unfiltered and
    filtered) and deleting all."""
    title = t("Admin Log")

    def page(domain: str, event: str, checked: set[int],
             footer: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
        items: list[dict[str, Any]] = [
            {"text": f"{title} (1-3/3)" if domain else f"{title} (1-50/412)"},
            {"text": t("Filter:")},
            {"field": "domain", "text": domain or t("Domains")},
            {"field": "admin", "text": t("Admins")},
            {"field": "event", "text": event},
            {"button": t("Submit")}]  # fmt: skip
        for entry, who, msg in ((418, ME, f"Delete user: {JONAS}."),
                                (417, ME, f"Delete user: {SAM}."),
                                (416, DESK, "Admin login success")):  # fmt: skip
            items += [box(entry in checked), {"text": f"2026-05-04 09:1{entry - 410}:00"},
                      {"link": who}, {"text": msg}]  # fmt: skip
        return {"title": title, "items": [*items, *footer]}

    events = t("Events")
    log = page("", events, set(), chosen(t, t("Choose Action")))
    menu = popup(title, [f"{title} (1-50/412)"], [
        {"menu": t("Choose Action")}, {"menu": t("Delete selected log")},
        {"menu": t("Delete all in database")}])  # fmt: skip
    path = "/activities/admins"
    apply = t("Apply")
    return [
        _entry("harmless", "admin log", log, [
            (t("Submit"), False, [get_form(path, [
                ("domain", "all"), ("admin", "all"), ("event", "all")])]),
            (DESK, False, [link(f"{path}?admin={DESK}")])]),
        _entry("harmless", "admin log action select", menu, [
            (t("Delete all in database"), False, [])]),
        _entry("delete", "admin log delete selected",
               page("", events, {418, 417}, chosen(t, t("Delete selected log"))), [
                   (apply, True, [form(path, [
                       ("domain", ""), ("admin", ""), ("event", "all"), ("id", "418"),
                       ("id", "417"), ("action", "delete")])])]),
        _entry("delete", "admin log filtered delete selected",
               page(DOMAIN, t("Delete account"), {418}, chosen(t, t("Delete selected log"))), [
                   (apply, True, [form(path, [
                       ("domain", DOMAIN), ("admin", ""), ("event", "delete"), ("id", "418"),
                       ("action", "delete")])])]),
        _entry("delete", "admin log delete all",
               page("", events, set(), chosen(t, t("Delete all in database"))), [
                   (apply, True, [form(path, [
                       ("domain", ""), ("admin", ""), ("event", "all"),
                       ("action", "deleteAll")])])]),
    ]  # fmt: skip


def screens(t: Any, code: str, names: dict[str, str]) -> list[dict[str, Any]]:
    """Every screen in one language; ``names`` is the app's ``langmaps`` (a language's name
    as its selects show it)."""
    return [*session_screens(t, code, names), *domain_screens(t), *user_screens(t, names),
            *admin_screens(t, names), *log_screens(t)]  # fmt: skip
