"""Virtualmin's screens for the four-hundred-and-seventy-first held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, *args)`` being that language's lookup in the module's
``lang/`` files (``$1``, ``$2`` filled from ``args``). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

M = "/virtual-server/"  # the module's path under the Webmin server
DOM, DOMAIN, OTHER = "175588080012345", "example.com", "175588081054321"
USER, ALIAS, DB = "bob", "info@example.com", "example_shop"
RECORD = "www.example.com./A/203.0.113.10"
REDIRECT, REDIRECT_PATH = "Redirect_/old-shop", "/old-shop"
SCRIPT, APP = "175588090011111", "WordPress 6.8.2"
SCHED, SCHED_DEST = "175588092022222", "ssh://backup@backup.example.net:/srv/backups"
RUNNING = f"{SCHED}-48213"
LOG = "1755880950.33333"
TMPL, TMPL_NAME = "175588093033333", "Shop hosting"
PLAN, PLAN_NAME = "175588094044444", "Small business"
BOUNDARY = "----WebKitFormBoundary7MA4YWxkTrZu0gW"  # made up, as Chrome writes one
SUBJECT = "Planned maintenance on Saturday"
MESSAGE = "The server will be offline from 06:00 to 07:00 UTC."
Fields = list[tuple[str, str]]
Act = tuple[str, str, bool, list[Any]]  # label, category, irreversible, sends


def urlencoded(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def get_form(cgi: str, fields: Fields) -> dict[str, str]:
    """A form with no method (Webmin's ``ui_form_start`` default): a GET with a query."""
    return {"request": f"GET {M}{cgi}?{urlencoded(fields)}", "via": "form"}


def post_form(cgi: str, fields: Fields) -> dict[str, str]:
    """A ``method=post`` form: urlencoded, the fields in tree order."""
    return {"request": f"POST {M}{cgi}", "body": urlencoded(fields), "via": "form"}


def multipart(cgi: str, fields: Fields, files: tuple[str, ...] = ()) -> dict[str, str]:
    """A ``form-data`` form as Chrome encodes it; an upload with no file chosen is an empty
    part with ``filename=""``."""
    body = ""
    for name, value in fields:
        body += f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"'
        if name in files:
            body += '; filename=""\r\nContent-Type: application/octet-stream'
        body += f"\r\n\r\n{value}\r\n"
    return {"request": f"POST {M}{cgi}", "body": body + f"--{BOUNDARY}--\r\n", "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {M}{path}", "via": "link"}


def page(source: str, screen: dict[str, Any], acts: list[Act]) -> list[dict[str, Any]]:
    """One screen's actions, one entry per run of actions of one category."""
    entries: list[dict[str, Any]] = []
    for label, category, irreversible, sends in acts:
        case = {"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
        if entries and entries[-1]["category"] == category:
            entries[-1]["cases"].append(case)
        else:
            entries.append({"category": category, "source": f"Virtualmin {source}",
                            "web": True, "screen": screen, "cases": [case]})  # fmt: skip
    return entries


def texts(*lines: str) -> list[dict[str, str]]:
    return [{"text": line} for line in lines]


def domain_screens(t: Any) -> list[dict[str, Any]]:
    """Delete, disable, enable, clone and the owner's password."""
    delete = {"title": t("delete_title"), "items": [
        *texts(t("delete_rusure2", DOMAIN, "1.2 GiB"), t("feature_web"), t("feature_mail")),
        {"button": t("delete_ok")}, {"link": t("index_return")}]}  # fmt: skip
    disable = {"title": t("disable_title"), "items": [
        {"tab": t("disable_domain")}, {"tab": t("disable_domain_sched")},
        *texts(t("disable_rusure2", DOMAIN, t("feature_web")), t("disable_undo")),
        {"field": "why", "hint": t("disable_why"), "text": "Unpaid invoice"},
        {"text": t("disable_subservers")}, {"button": t("disable_ok")}]}  # fmt: skip
    enable = {"title": t("enable_title"), "items": [
        *texts(t("enable_rusure2", DOMAIN, t("feature_web")), t("enable_subservers")),
        {"button": t("enable_ok")}]}  # fmt: skip
    clone = {"title": t("clone_title"), "items": [
        *texts(t("clone_warn"), t("clone_header"), t("clone_dom"), DOMAIN),
        {"field": "newdomain", "hint": t("clone_newdom"), "text": "example.net"},
        {"field": "newuser", "hint": t("clone_newuser"), "text": "examplenet"},
        {"radio": t("clone_samepass"), "checked": True}, {"button": t("clone_ok")}]}  # fmt: skip
    password = {"title": t("pass_title"), "items": [
        {"text": t("pass_header1")},
        {"field": "new1", "hint": t("pass_new1"), "text": "N3w-Secret-2026"},
        {"field": "new2", "hint": t("pass_new2"), "text": "N3w-Secret-2026"},
        {"button": t("pass_ok")}]}  # fmt: skip
    return [
        *page("server delete confirmation", delete, [
            (t("delete_ok"), "delete", True, [
                get_form("delete_domain.cgi", [("dom", DOM), ("confirm", t("delete_ok"))])]),
            (t("index_return"), "harmless", False, [link("index.cgi")])]),
        *page("server disable confirmation", disable, [
            (t("disable_ok"), "reversible", False, [get_form("disable_domain.cgi", [
                ("why", "Unpaid invoice"), ("subservers", "0"), ("dom", DOM),
                ("confirm", t("disable_ok"))])])]),
        *page("server enable confirmation", enable, [
            (t("enable_ok"), "reversible", False, [get_form("enable_domain.cgi", [
                ("subservers", "0"), ("dom", DOM), ("confirm", t("enable_ok"))])])]),
        *page("clone server form", clone, [
            (t("clone_ok"), "harmless", False, [get_form("clone.cgi", [
                ("dom", DOM), ("newdomain", "example.net"), ("newuser", "examplenet"),
                ("newpass_def", "1")])])]),
        *page("change password form", password, [
            (t("pass_ok"), "reversible", False, [post_form("save_pass.cgi", [
                ("dom", DOM), ("new1", "N3w-Secret-2026"), ("new2", "N3w-Secret-2026"),
                ("ok", t("pass_ok"))])])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users list, the two user deletion confirmations, the mailbox and owner emails."""
    listing = {"title": t("edit_users"), "items": [
        {"link": t("users_add")}, {"link": t("users_batch2")}, {"text": t("users_name")},
        {"switch": USER, "checked": True}, {"button": t("users_delete")},
        {"button": t("users_defaults")}, {"button": t("users_mail")},
        {"button": t("users_mailclient")}]}  # fmt: skip
    bulk = {"title": t("users_dtitle"), "items": [
        *texts(t("users_drusure", "1", "310 MiB")), {"button": t("users_dconfirm")},
        {"text": t("users_dlist", USER)}, {"link": t("users_return")}]}  # fmt: skip
    single = {"title": t("user_delete"), "items": [
        *texts(t("user_rusure", USER, "240 MiB", "70 MiB", f"/home/example/homes/{USER}")),
        {"button": t("user_deleteok")}, {"link": t("users_return")}]}  # fmt: skip
    mail_fields = [("subject", SUBJECT), ("from", f"owner@{DOMAIN}"), ("body", MESSAGE)]

    def composer(title: str, header: str, choice: str, everyone: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": header}, {"text": choice}, {"radio": everyone, "checked": True},
            {"field": "subject", "hint": t("newnotify_subject"), "text": SUBJECT},
            {"field": "from", "hint": t("newnotify_from"), "text": f"owner@{DOMAIN}"},
            {"field": "body", "hint": t("newnotify_body"), "text": MESSAGE},
            {"text": t("newnotify_attach")}, {"button": t("newnotify_ok")}]}  # fmt: skip

    mailboxes = composer(t("mailusers_title"), t("mailusers_header"), t("mailusers_to"),
                         t("mailusers_all"))  # fmt: skip
    owners = composer(t("newnotify_title"), t("newnotify_header"), t("newnotify_servers"),
                      t("newips_all"))  # fmt: skip
    return [
        *page("users list", listing, [
            (USER, "harmless", False, []),
            (t("users_delete"), "opens-prompt", False, [post_form("change_users.cgi", [
                ("dom", DOM), ("d", USER), ("delete", t("users_delete"))])]),
            (t("users_add"), "harmless", False, [link(f"edit_user.cgi?new=1&dom={DOM}")]),
            (t("users_defaults"), "harmless", False, [
                post_form("edit_defaults.cgi", [("dom", DOM)])]),
            (t("users_mail"), "harmless", False, [
                post_form("edit_mailusers.cgi", [("dom", DOM)])]),
            (t("users_mailclient"), "harmless", False, [
                post_form("mailclient.cgi", [("dom", DOM)])])]),
        *page("users delete confirmation", bulk, [
            (t("users_dconfirm"), "delete-user", True, [get_form("delete_users.cgi", [
                ("dom", DOM), ("d", USER), ("confirm", t("users_dconfirm"))])]),
            (t("users_return"), "harmless", False, [link(f"list_users.cgi?dom={DOM}")])]),
        *page("user delete confirmation", single, [
            (t("user_deleteok"), "delete-user", True, [get_form("save_user.cgi", [
                ("dom", DOM), ("old", USER), ("delete", "1"),
                ("confirm", t("user_deleteok"))])])]),
        *page("email all mailboxes form", mailboxes, [
            (t("newnotify_ok"), "send", True, [multipart("mailusers.cgi", [
                ("dom", DOM), ("to_def", "1"), *mail_fields, ("attach", ""),
                ("ok", t("newnotify_ok"))], ("attach",))])]),
        *page("email server owners form", owners, [
            (t("newnotify_ok"), "send", True, [multipart("notify.cgi", [
                ("servers_def", "1"), ("admins", "1"), ("nomany", "1"), *mail_fields,
                ("attach", ""), ("ok", t("newnotify_ok"))], ("attach",))])]),
    ]  # fmt: skip


def mail_web_screens(t: Any) -> list[dict[str, Any]]:
    """Aliases, databases, DNS records and website redirects."""
    aliases = {"title": t("aliases_title"), "items": [
        {"link": t("aliases_add")}, {"link": t("aliases_emass")}, {"link": t("aliases_show")},
        {"text": t("aliases_name")}, {"switch": ALIAS, "checked": True},
        {"button": t("aliases_delete")}]}  # fmt: skip
    databases = {"title": t("databases_title"), "items": [
        {"tab": t("databases_tablist")}, {"link": t("databases_add")},
        {"text": t("databases_db")}, {"switch": DB, "checked": True},
        {"button": t("databases_delete")}]}  # fmt: skip
    bulk = {"title": t("ddatabases_title"), "items": [
        {"text": t("ddatabases_rusure3", "1")}, {"button": t("ddatabases_ok")},
        {"link": t("databases_return")}]}  # fmt: skip
    single = {"title": t("database_title3"), "items": [
        {"text": t("database_rusure", DB)}, {"button": t("database_ok")}]}  # fmt: skip
    records = {"title": t("records_title"), "items": [
        {"link": t("records_show1")}, {"text": t("records_name")},
        {"switch": "www.example.com.", "checked": True}, {"button": t("records_delete")},
        {"button": t("records_add")}, {"button": t("records_reset")},
        {"button": t("records_manual")}]}  # fmt: skip
    reset = {"title": t("reset_title"), "items": [
        {"text": t("reset_dataloss", "3 records were added by hand")},
        {"button": t("reset_override")}]}  # fmt: skip
    redirects = {"title": t("redirects_title"), "items": [
        {"link": t("redirects_add")}, {"switch": REDIRECT_PATH, "checked": True},
        {"button": t("redirects_delete")}]}  # fmt: skip
    chosen = [("dom", DOM), ("d", RECORD), ("show", "")]
    return [
        *page("mail aliases list", aliases, [
            (ALIAS, "harmless", False, []),
            (t("aliases_delete"), "delete", True, [post_form("delete_aliases.cgi", [
                ("dom", DOM), ("show", ""), ("d", ALIAS), ("delete", t("aliases_delete"))])]),
            (t("aliases_add"), "harmless", False, [
                link(f"edit_alias.cgi?new=1&dom={DOM}&show=")])]),
        *page("databases list", databases, [
            (DB, "harmless", False, []),
            (t("databases_delete"), "opens-prompt", False, [
                post_form("delete_databases.cgi", [("dom", DOM), ("d", f"mysql_{DB}"),
                                                   ("delete", t("databases_delete"))])]),
            (t("databases_add"), "harmless", False, [
                link(f"edit_database.cgi?dom={DOM}&new=1")])]),
        *page("databases delete confirmation", bulk, [
            (t("ddatabases_ok"), "delete", True, [post_form("delete_databases.cgi", [
                ("dom", DOM), ("d", f"mysql_{DB}"), ("confirm", t("ddatabases_ok"))])]),
            (t("databases_return"), "harmless", False, [
                link(f"list_databases.cgi?dom={DOM}")])]),
        *page("database delete confirmation", single, [
            (t("database_ok"), "delete", True, [post_form("save_database.cgi", [
                ("dom", DOM), ("name", DB), ("type", "mysql"),
                ("delete", t("database_delete")), ("confirm", t("database_ok"))])])]),
        *page("DNS records list", records, [
            ("www.example.com.", "harmless", False, []),
            (t("records_delete"), "delete", True, [get_form("delete_records.cgi", [
                *chosen, ("delete", t("records_delete")), ("type", "A")])]),
            (t("records_reset"), "reset", True, [get_form("delete_records.cgi", [
                *chosen, ("type", "A"), ("reset", t("records_reset"))])]),
            (t("records_manual"), "harmless", False, [get_form("delete_records.cgi", [
                *chosen, ("type", "A"), ("manual", t("records_manual"))])])]),
        *page("DNS reset data loss warning", reset, [
            (t("reset_override"), "reset", True, [post_form("reset_features.cgi", [
                ("server", DOM), ("features", "dns"),
                ("skipwarnings", t("reset_override"))])])]),
        *page("website redirects list", redirects, [
            (t("redirects_delete"), "delete", True, [post_form("delete_redirects.cgi", [
                ("dom", DOM), ("d", REDIRECT)])]),
            (t("redirects_add"), "harmless", False, [
                link(f"edit_redirect.cgi?new=1&dom={DOM}")])]),
    ]  # fmt: skip


def script_screens(t: Any) -> list[dict[str, Any]]:
    """Web apps: the list, its un-install confirmation, an app's page and its own one."""
    listing = {"title": t("scripts_title"), "items": [
        {"tab": t("scripts_tabexisting")}, {"text": t("scripts_name")},
        {"switch": "WordPress", "checked": False},
        {"button": t("scripts_uninstalls")}]}  # fmt: skip
    listing_checked = copy.deepcopy(listing)
    listing_checked["items"][2]["checked"] = True
    mass = {"title": t("massu_title"), "items": [
        *texts(t("massu_rusure", "1", "84 MiB"), t("massu_rusuredb", "1"),
               t("massu_sel", APP)),
        {"button": t("scripts_uok2")}]}  # fmt: skip
    app = {"title": t("scripts_etitle", "WordPress"), "items": [
        {"button": t("scripts_uok")}, {"button": t("scripts_rdeps")}]}  # fmt: skip
    single = {"title": t("scripts_title"), "items": [
        *texts(t("scripts_rusure", APP, "/home/example/public_html/blog", "84 MiB"),
               t("scripts_rusuredb", t("databases_mysql"), "example_blog")),
        {"button": t("scripts_uok2")}]}  # fmt: skip
    return [
        *page("web apps list", listing, [("WordPress", "harmless", False, [])]),
        *page("web apps list, one ticked", listing_checked, [
            (t("scripts_uninstalls"), "opens-prompt", False, [
                post_form("mass_uninstall.cgi", [("dom", DOM), ("d", SCRIPT),
                                                 ("uninstall", t("scripts_uninstalls"))])])]),
        *page("web apps un-install confirmation", mass, [
            (t("scripts_uok2"), "delete", True, [post_form("mass_uninstall.cgi", [
                ("dom", DOM), ("d", SCRIPT), ("confirm", t("scripts_uok2"))])])]),
        *page("web app page", app, [
            (t("scripts_uok"), "opens-prompt", False, [post_form("unscript_install.cgi", [
                ("dom", DOM), ("script", SCRIPT), ("uninstall", t("scripts_uok"))])]),
            (t("scripts_rdeps"), "harmless", False, [post_form("unscript_install.cgi", [
                ("dom", DOM), ("script", SCRIPT), ("reinstall_deps", t("scripts_rdeps"))])])]),
        *page("web app un-install confirmation", single, [
            (t("scripts_uok2"), "delete", True, [get_form("unscript_install.cgi", [
                ("dom", DOM), ("script", SCRIPT), ("confirm", t("scripts_uok2"))])])]),
    ]  # fmt: skip


def backup_screens(t: Any) -> list[dict[str, Any]]:
    """Scheduled and running backups, a backup's log, its deletion and a restore, and the
    bandwidth re-computation."""
    sched = {"title": t("sched_title"), "items": [
        {"link": t("sched_add")}, {"text": t("sched_dest")},
        {"switch": SCHED_DEST, "checked": True}, {"button": t("sched_delete")},
        {"button": t("sched_disable")}, {"button": t("sched_enable")}]}  # fmt: skip
    running = {"title": t("running_title"), "items": [
        {"text": t("sched_dest")}, {"switch": SCHED_DEST, "checked": True},
        {"button": t("running_stop")}]}  # fmt: skip
    log = {"title": t("viewbackup_title"), "items": [
        {"text": SCHED_DEST}, {"button": t("viewbackup_restore")},
        {"button": t("viewbackup_delete")}]}  # fmt: skip
    delete = {"title": t("dbackup_title"), "items": [
        {"text": t("dbackup_rusure", "2.4 GiB", "3", SCHED_DEST)},
        {"button": t("dbackup_delnow")}, {"link": t("backuplog_return")}]}  # fmt: skip
    restore = {"title": t("restore_title"), "items": [
        {"text": t("restore_from", f"{SCHED_DEST}/{DOMAIN}.tar.gz")},
        {"switch": DOMAIN, "checked": True}, {"text": t("feature_web")},
        {"button": t("restore_now2")},
        {"switch": t("restore_wskip"), "checked": False}]}  # fmt: skip
    bandwidth = {"title": t("bwreset_title"), "items": [
        *texts(t("bwreset_desc"), t("bwreset_header")),
        {"field": "date_d", "hint": t("bwreset_date"), "text": "1"},
        {"text": t("bwreset_features")},
        {"switch": t("feature_unix"), "checked": True},
        {"switch": t("feature_mail"), "checked": True},
        {"switch": t("feature_web"), "checked": True},
        {"text": t("bwreset_domains")}, {"radio": t("bwreset_domains1"), "checked": True},
        {"radio": t("bwreset_domains0"), "checked": False},
        {"button": t("bwreset_ok")}]}  # fmt: skip
    origin = [("log", LOG), ("return", ""), ("search", ""), ("plugin", "")]
    return [
        *page("scheduled backups list", sched, [
            (SCHED_DEST, "harmless", False, []),
            (t("sched_delete"), "delete", True, [post_form("delete_scheds.cgi", [
                ("d", SCHED), ("delete", t("sched_delete"))])]),
            (t("sched_disable"), "reversible", False, [post_form("delete_scheds.cgi", [
                ("d", SCHED), ("disable", t("sched_disable"))])]),
            (t("sched_enable"), "reversible", False, [post_form("delete_scheds.cgi", [
                ("d", SCHED), ("enable", t("sched_enable"))])]),
            (t("sched_add"), "harmless", False, [link("backup_form.cgi?new=1")])]),
        *page("running backups list", running, [
            (t("running_stop"), "harmless", False, [post_form("kill_running.cgi", [
                ("d", RUNNING), ("stop", t("running_stop"))])])]),
        *page("backup log", log, [
            (t("viewbackup_restore"), "harmless", False, [get_form("restore_form.cgi",
                                                                   origin)]),
            (t("viewbackup_delete"), "opens-prompt", False, [get_form("restore_form.cgi", [
                *origin, ("delete", t("viewbackup_delete"))])])]),
        *page("backup delete confirmation", delete, [
            (t("dbackup_delnow"), "delete", True, [post_form("delete_backup.cgi", [
                ("id", LOG), ("search", ""), ("plugin", ""), ("return", ""),
                ("confirm", t("dbackup_delnow"))])]),
            (t("backuplog_return"), "harmless", False, [link("backuplog.cgi")])]),
        *page("restore confirmation", restore, [
            (t("restore_now2"), "overwrite", True, [
                {"request": f"POST {M}restore.cgi", "via": "form"}])]),
        *page("bandwidth re-computation form", bandwidth, [
            (t("bwreset_ok"), "reset", True, [post_form("bwreset.cgi", [
                ("date_d", "1"), ("date_m", "7"), ("date_y", "2026"), ("feature", "unix"),
                ("feature", "mail"), ("feature", "web"), ("domains_def", "1"),
                ("domains", DOM), ("domains", OTHER)])])]),
    ]  # fmt: skip


def template_screens(t: Any) -> list[dict[str, Any]]:
    """Server templates and their deletion, account plans."""
    templates = {"title": t("newtmpl_title"), "items": [
        {"link": t("newtmpl_add2")}, {"link": t("newtmpl_add1")},
        {"switch": TMPL_NAME, "checked": True}, {"button": t("newtmpl_delete")},
        {"button": t("newtmpl_setdef")}]}  # fmt: skip
    confirm = {"title": t("tdelete_title"), "items": [
        {"text": t("tdelete_warn", TMPL_NAME)}, {"button": t("tdelete_confirm")},
        {"link": t("newtmpl_return")}]}  # fmt: skip
    plans = {"title": t("plans_title"), "items": [
        {"link": t("plans_add")}, {"switch": PLAN_NAME, "checked": True},
        {"button": t("plans_delete")}, {"button": t("plans_setdefault")}]}  # fmt: skip
    return [
        *page("server templates list", templates, [
            (t("newtmpl_delete"), "opens-prompt", False, [post_form("delete_tmpls.cgi", [
                ("d", TMPL), ("delete", t("newtmpl_delete"))])]),
            (t("newtmpl_setdef"), "reversible", False, [post_form("delete_tmpls.cgi", [
                ("d", TMPL), ("default", t("newtmpl_setdef"))])])]),
        *page("server templates delete confirmation", confirm, [
            (t("tdelete_confirm"), "delete", True, [post_form("delete_tmpls.cgi", [
                ("delete", "1"), ("d", TMPL), ("confirm", t("tdelete_confirm"))])]),
            (t("newtmpl_return"), "harmless", False, [link("edit_newtmpl.cgi")])]),
        *page("account plans list", plans, [
            (PLAN_NAME, "harmless", False, []),
            (t("plans_delete"), "delete", True, [post_form("delete_plans.cgi", [
                ("d", PLAN), ("delete", t("plans_delete"))])]),
            (t("plans_setdefault"), "reversible", False, [post_form("delete_plans.cgi", [
                ("d", PLAN), ("default", t("plans_setdefault"))])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*domain_screens(t), *user_screens(t), *mail_web_screens(t), *script_screens(t),
            *backup_screens(t), *template_screens(t)]  # fmt: skip
