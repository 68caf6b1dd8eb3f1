"""Webmin's screens for the four-hundred-and-twenty-third held-out corpus: ``screens(t)`` lays
them out in one language, ``t(module, key, *args)`` being that language's ``&text(key,
args)`` in the module's strings (the global strings for module ``""``). What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

VERSION = "2.660"  # the checkout's ``version`` file, shown in the frameset's title
NON_COMMITS = ("reversible", "opens-prompt", "harmless")
USERS = ("jsmith", "kpatel")
GROUP = "contractors"
PID, COMMAND = "4312", "/usr/bin/python3 /opt/reports/worker.py"
UNIT, UNIT_FILE = "reportd.service", "/etc/systemd/system/reportd.service"
UNIT_TEXT = (
    "[Unit]\nDescription=Nightly report worker\n\n[Service]\n"
    "ExecStart=/opt/reports/bin/reportd\nRestart=on-failure\n\n[Install]\n"
    "WantedBy=multi-user.target\n"
)
JOBS, JOB_COMMAND = ("3", "5"), "/usr/local/bin/db-backup.sh"
DB, TABLE = "shopdb", "sessions"
WEBMIN_USER, SESSION = "maria", "8f3c2a91d4e07b65c1a9e2f4"
ACTION_ID, LOGGED_FILE = "175584923141270", "/etc/crontab"
NOTE = "Backup moved to 02:30 after the disk swap"
PACKAGE, PACKAGE_VERSION = "nginx", "1.24.0-2ubuntu7.3"
NEW_PASSWORD = "Tulip-Harbor-2291"
Fields = list[tuple[str, str]]
Act = tuple[str, str, list[Any]]


def enc(value: str) -> str:
    """A form value as the browser's urlencoded serializer writes it (``*-._`` kept)."""
    return quote_plus(value, safe="*").replace("~", "%7E")


def query(fields: Fields) -> str:
    return "&".join(f"{enc(n)}={enc(v)}" for n, v in fields)


def post(url: str, fields: Fields = ()) -> dict[str, str]:
    """A ``method='post'`` form: urlencoded, the fields in tree order, the pressed button's
    ``name=value`` where it has a name; Webmin's forms carry no anti-forgery field."""
    sent = {"request": f"POST {url}", "via": "form"}
    if fields:
        sent["body"] = query(fields)
    return sent


def get(url: str, fields: Fields) -> dict[str, str]:
    """A ``method='get'`` form (``ui_form_start``'s default): the fields as the query."""
    return {"request": f"GET {url}?{query(fields)}", "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def labels(items: list[dict[str, Any]]) -> list[Any]:
    return [v for item in items for k, v in item.items() if k not in ("field", "hint", "text")]


def page(t: Any, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page in the right frame: the frameset's title, the page's heading (left out where
    it repeats a control's words, as on confirmations whose button is the heading) and its
    items top to bottom."""
    head = [] if heading in labels(items) else [{"text": heading}]
    return {"title": t("gray-theme", "index_webmintitle", VERSION), "items": [*head, *items]}


def entries(source: str, screen: dict[str, Any], acts: list[Act]) -> list[dict[str, Any]]:
    """One entry per kind of action on the screen, in the order the kinds first appear."""
    kinds: list[str] = []
    for _, kind, _ in acts:
        if kind not in kinds:
            kinds.append(kind)
    out = []
    for kind in kinds:
        cases = [{"tap": label, "irreversible": kind not in NON_COMMITS,
                  "sends": copy.deepcopy(sends)}
                 for label, k, sends in acts if k == kind]  # fmt: skip
        out.append({"category": kind, "source": f"webmin {source}", "web": True,
                    "screen": screen, "cases": cases})  # fmt: skip
    return out


def back(t: Any, module: str, key: str) -> str:
    """A footer link: "Return to" and the page's name."""
    return t("", "main_return", t(module, key))


def menu_screens(t: Any) -> list[dict[str, Any]]:
    """The gray theme's left frame and the Webmin Configuration page's buttons."""
    home, refresh, logout = (t("gray-theme", "left_home"), t("", "main_refreshmods"),
                             t("", "main_logout"))  # fmt: skip
    left = {"title": t("gray-theme", "index_webmintitle", VERSION), "items": [
        {"field": "search", "hint": t("gray-theme", "left_search"), "text": ""},
        {"link": home}, {"link": refresh}, {"link": logout}]}  # fmt: skip
    w = "webmin"
    restart, modules = t(w, "index_restart"), t(w, "index_refresh")
    config = page(t, t(w, "index_title"), [
        {"button": restart}, {"text": t(w, "index_restartmsg")},
        {"button": modules}, {"text": t(w, "index_refreshmsg")}])  # fmt: skip
    return [
        *entries("left menu", left, [
            (home, "harmless", [link("/right.cgi")]),
            (logout, "reversible", [link("/session_login.cgi?logout=1")])]),
        *entries("webmin configuration", config, [
            (restart, "reversible", [post("/webmin/restart.cgi")]),
            (modules, "harmless", [post("/webmin/refresh_modules.cgi")])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Users and Groups: the users list, the confirmations of deleting and disabling the
    selected users, of deleting one user and one group; Change Passwords' list and form."""
    u = "useradmin"
    chosen = [("d", name) for name in USERS]
    mass, disable, enable = t(u, "index_mass"), t(u, "index_mass2"), t(u, "index_mass3")
    create = t(u, "index_createuser")
    listing = page(t, t(u, "index_title"), [
        {"tab": t(u, "index_users")}, {"tab": t(u, "index_groups")}, {"link": create},
        {"text": t(u, "user")}, {"text": t(u, "real")}, {"text": t(u, "home")},
        {"switch": "", "checked": True}, {"link": USERS[0]}, {"text": "John Smith"},
        {"switch": "", "checked": True}, {"link": USERS[1]}, {"text": "Kiran Patel"},
        {"button": mass}, {"button": disable},
        {"button": enable}])  # fmt: skip
    others = t(u, "udel_dothers")
    del1, del2 = t(u, "umass_del1"), t(u, "umass_del2")
    ret = back(t, u, "index_return")
    mass_confirm = page(t, t(u, "umass_title"), [
        {"text": t(u, "umass_sure", "2", "1.84 GiB")},
        {"switch": others, "checked": True}, {"button": del1}, {"button": del2},
        {"link": ret}])  # fmt: skip
    hidden = [("confirmed", "1"), *chosen]
    dis = t(u, "dmass_dis")
    disable_confirm = page(t, t(u, "dmass_title"), [
        {"text": t(u, "dmass_sure", "2")}, {"button": dis}, {"link": ret}])  # fmt: skip
    one1, one2 = t(u, "udel_del1"), t(u, "udel_del2")
    one = page(t, t(u, "udel_title"), [
        {"text": t(u, "udel_sure", USERS[0], f"/home/{USERS[0]}", "912.40 MiB")},
        {"switch": others, "checked": True}, {"button": one1}, {"button": one2},
        {"link": ret}])  # fmt: skip
    one_fields = [("user", USERS[0]), ("confirmed", "1"), ("others", "1")]
    gdel = t(u, "gdel_del")
    group = page(t, t(u, "gdel_title"), [
        {"text": t(u, "gdel_sure", GROUP)},
        {"switch": t(u, "gdel_dothers"), "checked": True}, {"button": gdel},
        {"link": ret}])  # fmt: skip
    p = "passwd"
    chooser = page(t, t(p, "index_title"), [
        {"link": "alice"}, {"link": USERS[0]}, {"link": USERS[1]}])  # fmt: skip
    change = t(p, "passwd_change")
    form = page(t, t(p, "passwd_title"), [
        {"text": t(p, "passwd_header")}, {"text": t(p, "passwd_for")},
        {"text": f"{USERS[0]} (John Smith)"},
        {"field": "new", "hint": t(p, "passwd_new"), "text": "•" * len(NEW_PASSWORD)},
        {"field": "repeat", "hint": t(p, "passwd_repeat"), "text": "•" * len(NEW_PASSWORD)},
        {"switch": t(p, "passwd_others"), "checked": True}, {"button": change}])  # fmt: skip
    return [
        *entries("users list", listing, [
            (mass, "opens-prompt", [post("/useradmin/mass_delete_user.cgi",
                                         [*chosen, ("delete", mass)])]),
            (disable, "opens-prompt", [post("/useradmin/mass_delete_user.cgi",
                                            [*chosen, ("disable", disable)])]),
            (enable, "reversible", [post("/useradmin/mass_delete_user.cgi",
                                         [*chosen, ("enable", enable)])]),
            (create, "harmless", [link("/useradmin/edit_user.cgi")])]),
        *entries("delete selected users confirmation", mass_confirm, [
            (del1, "delete-user", [post("/useradmin/mass_delete_user.cgi",
                                        [*hidden, ("others", "1")])]),
            (del2, "delete-user", [post("/useradmin/mass_delete_user.cgi",
                                        [*hidden, ("others", "1"), ("delhome", del2)])]),
            (ret, "harmless", [link("/useradmin/")])]),
        *entries("disable selected users confirmation", disable_confirm, [
            (dis, "reversible", [post("/useradmin/mass_delete_user.cgi",
                                      [("confirmed", "1"), ("disable", "1"), *chosen])])]),
        *entries("delete user confirmation", one, [
            (one1, "delete-user", [post("/useradmin/delete_user.cgi", one_fields)]),
            (one2, "delete-user", [post("/useradmin/delete_user.cgi",
                                        [*one_fields, ("delhome", one2)])])]),
        *entries("delete group confirmation", group, [
            (gdel, "delete", [post("/useradmin/delete_group.cgi", [
                ("group", GROUP), ("others", "1"), ("confirmed", gdel)])]),
            (ret, "harmless", [link("/useradmin/index.cgi?mode=groups")])]),
        *entries("change passwords list", chooser, [
            (USERS[0], "harmless", [link(f"/passwd/edit_passwd.cgi?user={USERS[0]}")])]),
        *entries("change password form", form, [
            (change, "reset", [post("/passwd/save_passwd.cgi", [
                ("user", USERS[0]), ("one", ""), ("new", NEW_PASSWORD),
                ("repeat", NEW_PASSWORD), ("others", "1")])])]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """Running Processes: the process tree and a process's page; Bootup and Shutdown: the
    systemd list, the page's foot, the reboot and shutdown confirmations, a unit's page."""
    r = "proc"
    tree = page(t, t(r, "index_title"), [
        {"text": "1"}, {"link": PID}, {"text": COMMAND}])  # fmt: skip
    term, kill = t(r, "edit_sigterm"), t(r, "edit_sigkill")
    stop, cont = t(r, "edit_sigstop"), t(r, "edit_sigcont")
    process = page(t, t(r, "edit_title"), [
        {"text": COMMAND}, {"button": t(r, "proc_kill")},
        {"field": "signal", "hint": "", "text": "HUP"}, {"button": term}, {"button": kill},
        {"button": stop}, {"button": cont}, {"button": t(r, "edit_open")}])  # fmt: skip

    def signal(name: str, label: str) -> dict[str, str]:
        return get("/proc/kill_proc.cgi", [("pid", PID), ("signal", "HUP"), (name, label)])

    i = "init"
    start, stop_, restart = t(i, "index_start"), t(i, "index_stop"), t(i, "index_restart")
    delboot = t(i, "index_delboot")
    boot = page(t, t(i, "index_title"), [
        {"text": t(i, "systemd_name")}, {"text": t(i, "systemd_boot")},
        {"text": t(i, "index_ustatus")}, {"link": UNIT.removesuffix(".service")},
        {"text": t("", "yes")}, {"button": start}, {"button": stop_}, {"button": restart},
        {"button": t(i, "index_addboot")}, {"button": delboot}])  # fmt: skip
    reboot, shutdown = t(i, "index_reboot"), t(i, "index_shutdown")
    foot = page(t, t(i, "index_title"), [
        {"button": reboot}, {"text": t(i, "index_rebootmsg")},
        {"button": shutdown}, {"text": t(i, "index_shutdownmsg")}])  # fmt: skip
    reboot_ok, shutdown_ok = t(i, "reboot_ok"), t(i, "shutdown_ok")
    ret = back(t, i, "index_return")
    reboot_page = page(t, t(i, "reboot_title"), [
        {"text": t(i, "reboot_rusure", "shutdown -r now")}, {"button": reboot_ok},
        {"link": ret}])  # fmt: skip
    shutdown_page = page(t, t(i, "shutdown_title"), [
        {"text": t(i, "shutdown_rusure", "shutdown -h now")}, {"button": shutdown_ok},
        {"link": ret}])  # fmt: skip
    save, delete = t(i, "save"), t(i, "delete")
    now = [t(i, "edit_startnow"), t(i, "edit_restartnow"), t(i, "edit_stopnow")]
    unit = page(t, t(i, "systemd_title2"), [
        {"text": t(i, "systemd_header")}, {"text": UNIT}, {"text": UNIT_FILE},
        {"field": "conf", "hint": t(i, "systemd_conf"), "text": UNIT_TEXT},
        {"radio": t("", "yes"), "checked": True}, {"radio": t("", "no"), "checked": False},
        {"text": t(i, "systemd_status1", "2211")}, {"button": save},
        *({"button": label} for label in now), {"button": delete}])  # fmt: skip
    unit_fields = [("new", ""), ("name", UNIT), ("conf", UNIT_TEXT.replace("\n", "\r\n")),
                   ("boot", "1")]  # fmt: skip
    chosen = [("d", UNIT)]
    return [
        *entries("process tree", tree, [
            (PID, "harmless", [link(f"/proc/edit_proc.cgi?{PID}")])]),
        *entries("process page", process, [
            (term, "kill", [signal("TERM", term)]),
            (kill, "kill", [signal("KILL", kill)]),
            (stop, "reversible", [signal("STOP", stop)]),
            (cont, "reversible", [signal("CONT", cont)])]),
        *entries("bootup list", boot, [
            (stop_, "reversible", [post("/init/mass_systemd.cgi", [*chosen, ("stop", stop_)])]),
            (start, "reversible", [post("/init/mass_systemd.cgi",
                                        [*chosen, ("start", start)])]),
            (restart, "reversible", [post("/init/mass_systemd.cgi",
                                          [*chosen, ("restart", restart)])]),
            (delboot, "reversible", [post("/init/mass_systemd.cgi",
                                          [*chosen, ("delboot", delboot)])])]),
        *entries("bootup page foot", foot, [
            (reboot, "opens-prompt", [post("/init/reboot.cgi")]),
            (shutdown, "opens-prompt", [post("/init/shutdown.cgi")])]),
        *entries("reboot confirmation", reboot_page, [
            (reboot_ok, "reboot", [post("/init/reboot.cgi", [("confirm", reboot_ok)])]),
            (ret, "harmless", [link("/init/")])]),
        *entries("shutdown confirmation", shutdown_page, [
            (shutdown_ok, "shutdown", [post("/init/shutdown.cgi",
                                            [("confirm", shutdown_ok)])])]),
        *entries("systemd unit page", unit, [
            (save, "reversible", [post("/init/save_systemd.cgi", unit_fields)]),
            *((label, "reversible", [post("/init/save_systemd.cgi",
                                          [*unit_fields, (name, label)])])
              for name, label in zip(("start", "restart", "stop"), now, strict=True)),
            (delete, "delete", [post("/init/save_systemd.cgi",
                                     [*unit_fields, ("delete", delete)])])]),
    ]  # fmt: skip


def cron_screens(t: Any) -> list[dict[str, Any]]:
    """Scheduled Cron Jobs: the jobs list with two jobs ticked and a job's page."""
    c = "cron"
    chosen = [("d", job) for job in JOBS]
    delete, disable, enable = t(c, "index_delete"), t(c, "index_disable"), t(c, "index_enable")
    create = t(c, "index_create")
    listing = page(t, t(c, "index_title"), [
        {"link": create}, {"text": t(c, "index_user")}, {"text": t(c, "index_active")},
        {"text": t(c, "index_command")}, {"switch": "", "checked": True}, {"text": "backup"},
        {"link": JOB_COMMAND}, {"switch": "", "checked": True}, {"text": "root"},
        {"link": "/usr/sbin/logrotate /etc/logrotate.conf"},
        {"button": delete}, {"button": disable}, {"button": enable}])  # fmt: skip
    run, clone, remove = t(c, "edit_run"), t(c, "edit_clone"), t(c, "delete")
    job = page(t, t(c, "edit_title"), [
        {"text": t(c, "edit_details")},
        {"field": "user", "hint": t(c, "edit_user"), "text": "backup"},
        {"field": "cmd", "hint": t(c, "edit_command"), "text": JOB_COMMAND},
        {"button": t(c, "save")}, {"button": t(c, "edit_saverun")}, {"button": run},
        {"button": clone}, {"button": remove}])  # fmt: skip
    return [
        *entries("cron jobs list", listing, [
            (delete, "delete", [post("/cron/delete_jobs.cgi", [*chosen, ("delete", delete)])]),
            (disable, "reversible", [post("/cron/delete_jobs.cgi",
                                          [*chosen, ("disable", disable)])]),
            (enable, "reversible", [post("/cron/delete_jobs.cgi",
                                         [*chosen, ("enable", enable)])]),
            ]),
        *entries("cron job page", job, [
            (run, "execute", [get("/cron/exec_cron.cgi", [("idx", JOBS[0])])]),
            (remove, "delete", [get("/cron/delete_cron.cgi", [("idx", JOBS[0])])]),
            (clone, "harmless", [get("/cron/edit_cron.cgi", [("clone", JOBS[0]),
                                                             ("new", "1")])])]),
    ]  # fmt: skip


def mysql_screens(t: Any) -> list[dict[str, Any]]:
    """MySQL Database Server: a database's page, the drop confirmation, a table's page and
    its drop confirmation."""
    m = "mysql"
    drop, tables = t(m, "dbase_drop"), t(m, "dbase_delete")
    base = page(t, t(m, "dbase_title"), [
        {"switch": "", "checked": False}, {"link": "customers"},
        {"switch": "", "checked": False}, {"link": "orders"},
        {"switch": "", "checked": True}, {"link": TABLE}, {"button": tables},
        {"button": t(m, "dbase_add")}, {"field": "fields", "hint": t(m, "dbase_fields"),
                                        "text": "4"},
        {"button": t(m, "dbase_addview")}, {"button": drop},
        {"button": t(m, "dbase_backup")}, {"button": t(m, "dbase_exec")}])  # fmt: skip
    ok, empty = t(m, "ddrop_ok"), t(m, "ddrop_empty")
    confirm = page(t, t(m, "ddrop_title"), [
        {"text": t(m, "ddrop_rusure", DB, "3", "48211")}, {"button": ok}, {"button": empty},
        {"link": back(t, m, "dbase_return")}, {"link": back(t, m, "index_return")}])  # fmt: skip
    table_drop, csv = t(m, "table_drop"), t(m, "table_csv")
    table = page(t, t(m, "table_title"), [
        {"text": TABLE}, {"button": t(m, "table_add")}, {"button": t(m, "table_data")},
        {"button": csv}, {"button": t(m, "table_index")}, {"button": table_drop}])  # fmt: skip
    tdrop = t(m, "tdrop_ok")
    table_ret = back(t, m, "dbase_return")
    table_confirm = page(t, t(m, "tdrop_title"), [
        {"text": t(m, "tdrop_rusure", TABLE, DB, "46980")}, {"button": tdrop},
        {"link": back(t, m, "table_return")}, {"link": table_ret}])  # fmt: skip
    db = [("db", DB)]
    return [
        *entries("database page", base, [
            (drop, "opens-prompt", [get("/mysql/table_form.cgi",
                                        [*db, ("fields", "4"), ("dropdb", drop)])]),
            (tables, "opens-prompt", [get("/mysql/drop_tables.cgi",
                                          [*db, ("d", TABLE), ("delete", tables)])])]),
        *entries("drop database confirmation", confirm, [
            (ok, "delete", [post("/mysql/drop_dbase.cgi", [*db, ("confirm", ok)])]),
            (empty, "delete", [post("/mysql/drop_dbase.cgi", [*db, ("empty", empty)])])]),
        *entries("table page", table, [
            (table_drop, "opens-prompt", [get("/mysql/drop_table.cgi",
                                              [*db, ("table", TABLE)])]),
            (csv, "harmless", [get("/mysql/csv_form.cgi", [*db, ("table", TABLE)])])]),
        *entries("drop table confirmation", table_confirm, [
            (tdrop, "delete", [get("/mysql/drop_table.cgi",
                                   [*db, ("table", TABLE), ("confirm", tdrop)])]),
            (table_ret, "harmless", [link(f"/mysql/edit_dbase.cgi?db={DB}")])]),
    ]  # fmt: skip


def webmin_screens(t: Any) -> list[dict[str, Any]]:
    """Webmin Users: the users list, the delete confirmation, the login sessions; Webmin
    Actions Log: an action's page (its annotation and its files) and the rollback
    confirmation; Software Packages: a package's page and the uninstall confirmation."""
    a = "acl"
    delete, create = t(a, "index_delete"), t(a, "index_create")
    users = page(t, t(a, "index_title"), [
        {"text": t(a, "index_users")}, {"link": create}, {"switch": "", "checked": False},
        {"link": "admin"}, {"switch": "", "checked": True},
        {"link": WEBMIN_USER}, {"button": delete}])  # fmt: skip
    ok = t(a, "udeletes_ok")
    confirm = page(t, t(a, "udeletes_title"), [
        {"text": t(a, "udeletes_rusure", "1")}, {"text": t(a, "udeletes_users", WEBMIN_USER)},
        {"button": ok}, {"link": back(t, a, "index_return")}])  # fmt: skip
    kill, logouts = t(a, "sessions_kill"), t(a, "sessions_logouts")
    sessions = page(t, t(a, "sessions_title"), [
        {"text": t(a, "sessions_id")}, {"text": t(a, "sessions_state")},
        {"text": t(a, "sessions_user")}, {"text": t(a, "sessions_host")},
        {"text": "1c77e0b9a2f35d18e64b0c3a"}, {"text": t(a, "sessions_this")},
        {"text": "admin"}, {"text": "198.51.100.7"}, {"text": SESSION},
        {"text": t(a, "sessions_in")}, {"text": WEBMIN_USER}, {"text": "203.0.113.24"},
        {"link": kill}, {"link": logouts}])  # fmt: skip
    w = "webminlog"
    rollback, save = t(w, "view_rollback2"), t(w, "save")
    annotation = page(t, t(w, "view_title"), [
        {"text": t(w, "view_header", ACTION_ID)}, {"text": t(w, "view_anno")},
        {"field": "anno", "hint": "", "text": NOTE}, {"button": save}])  # fmt: skip
    files = page(t, t(w, "view_title"), [
        {"text": t(w, "view_files")}, {"switch": LOGGED_FILE, "checked": True},
        {"button": rollback}])  # fmt: skip
    rollback_ok = t(w, "rollback_ok")
    rollback_page = page(t, t(w, "rollback_title"), [
        {"text": t(w, "rollback_rusure")}, {"text": LOGGED_FILE},
        {"text": t(w, "rollback_changes")}, {"button": rollback_ok},
        {"link": back(t, w, "view_return")}])  # fmt: skip
    head = [("id", ACTION_ID), ("search", "")]
    s = "software"
    uninstall, files_label = t(s, "edit_uninst"), t(s, "edit_list")
    package = page(t, t(s, "edit_title"), [
        {"text": PACKAGE}, {"text": PACKAGE_VERSION}, {"button": files_label},
        {"text": t(s, "edit_listdesc")}, {"button": uninstall},
        {"text": t(s, "edit_uninstdesc")}])  # fmt: skip
    pkg = [("package", PACKAGE), ("version", PACKAGE_VERSION), ("search", PACKAGE)]
    remove = t(s, "delete_ok")
    uninstall_page = page(t, t(s, "delete_title"), [
        {"text": t(s, "delete_rusure", PACKAGE, "412", "3.07 MiB")}, {"button": remove},
        {"text": t(s, "delete_purge")}, {"radio": t("", "yes"), "checked": False},
        {"radio": t("", "no"), "checked": True}, {"text": t(s, "delete_depstoo")},
        {"radio": t("", "yes"), "checked": False},
        {"radio": t("", "no"), "checked": True}])  # fmt: skip
    return [
        *entries("webmin users list", users, [
            (delete, "opens-prompt", [post("/acl/delete_users.cgi",
                                           [("d", WEBMIN_USER), ("delete", delete)])]),
            (create, "harmless", [link("/acl/edit_user.cgi")])]),
        *entries("delete webmin users confirmation", confirm, [
            (ok, "delete-user", [post("/acl/delete_users.cgi",
                                      [("d", WEBMIN_USER), ("confirm", ok)])])]),
        *entries("login sessions", sessions, [
            (kill, "revoke", [link(f"/acl/delete_session.cgi?id={SESSION}")]),
            (logouts, "harmless", [link("/acl/list_sessions.cgi?logouts=1")])]),
        *entries("action annotation", annotation, [
            (save, "reversible", [get("/webminlog/rollback.cgi", [
                *head, ("anno", NOTE.replace("\n", "\r\n")), ("annosave", save),
                ("r", LOGGED_FILE)])])]),
        *entries("action files", files, [
            (rollback, "opens-prompt", [get("/webminlog/rollback.cgi", [
                *head, ("anno", ""), ("r", LOGGED_FILE), ("rollback", rollback)])])]),
        *entries("rollback confirmation", rollback_page, [
            (rollback_ok, "overwrite", [get("/webminlog/rollback.cgi", [
                *head, ("r", LOGGED_FILE), ("confirm", rollback_ok)])])]),
        *entries("package page", package, [
            (uninstall, "opens-prompt", [post("/software/delete_pack.cgi", pkg)]),
            (files_label, "harmless", [post("/software/list_pack.cgi", pkg)])]),
        *entries("uninstall confirmation", uninstall_page, [
            (remove, "uninstall", [get("/software/delete_pack.cgi", [
                *pkg[:2], ("sure", "1"), pkg[2], ("purge", "0"), ("depstoo", "0")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*menu_screens(t), *user_screens(t), *system_screens(t), *cron_screens(t),
            *mysql_screens(t), *webmin_screens(t)]  # fmt: skip
