"""YunoHost web admin's screens for the hundred-and-seventy-first held-out corpus:
``screens(t)`` lays them out in one language, ``t(key, **values)`` being that language's
lookup of a key of the app's ``app/src/i18n/locales/<lang>.json`` catalogue. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

API = "/yunohost/api/"  # api.ts: fetch('/yunohost/api/' + uri)
ME, USER, FULLNAME, GROUP, DOMAIN, SUB = (
    "alice", "bob", "Bob Martin", "developers", "example.org", "blog.example.org"
)  # fmt: skip
APP, APP_LABEL, ARCHIVE = "nextcloud", "Nextcloud", "20250321-101500"
SERVICE, PORT = "postfix", 8080
MIGRATION = "0027_migrate_to_bookworm"
PASTE = "https://paste.yunohost.org/"
PASTE_KEY = "ovuzemipeq"  # made up: the key paste.yunohost.org answers
HOOKS = [("system", "conf_ldap"), ("system", "data_home")]  # the backup's system parts
# The library's own button titles of a template <BModal> that sets none (bootstrap-vue-next).
MODAL_OK, MODAL_CANCEL, REMOVE_TAG = "OK", "Cancel", "Remove tag"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n, safe='')}={quote_plus(v, safe='')}" for n, v in fields)


def get(uri: str) -> str:
    return f"GET {API}{uri}"


def call(method: str, uri: str, fields: Fields | None = None) -> Any:
    """api.fetch: a method other than GET carries ``data`` as a FormData (written here
    urlencoded); ``None``: no data, no body."""
    if fields is None:
        return f"{method} {API}{uri}"
    return {"request": f"{method} {API}{uri}", "body": body(fields)}


def link(url: str) -> dict[str, str]:
    """``window.open`` or an ``<a href>`` outside the single-page app: a page load."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"yunohost-admin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message: str) -> dict[str, Any]:
    """useAutoModal's confirm: a header-less modal, its message in the body, ``t('ok')`` and
    ``t('cancel')``."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": t("cancel")}, {"button": t("ok")}]}  # fmt: skip


def modal(title: str, items: list[dict[str, Any]], ok: str = MODAL_OK,
          cancel: str = MODAL_CANCEL, page: str = "") -> dict[str, Any]:  # fmt: skip
    """A template ``<BModal>`` with a title, its body's items, Cancel and OK."""
    return {"title": page or title, "dialog": {"title": title},
            "items": [*items, {"button": cancel}, {"button": ok}]}  # fmt: skip


# The views' loading requests (their ``await api.get`` / ``fetchAll``).
FIELDS = "fields=username&fields=fullname&fields=mail&fields=mailbox-quota&fields=groups"
USERS = [get(f"users?{FIELDS}")]
GROUPS = [get("users"), get("users/groups?full&include_primary_groups"),
          get("users/permissions?full")]  # fmt: skip
DOMAINS = [get("domains")]
DOMAIN_INFO = [get("domains"), get(f"domains/{SUB}"), get(f"domains/{SUB}/config?full")]
APPS = [get("apps?full")]
APP_INFO = [get(f"apps/{APP}?full"), get(f"apps/{APP}/config?full&core"),
            get("users/permissions?full"), get("domains")]  # fmt: skip
UPDATE = [call("PUT", "update/all")]
DIAGNOSIS = [call("PUT", "diagnosis/run?except_if_never_ran_yet"), get("diagnosis?full")]
BACKUPS = [get("backups?with_info")]
BACKUP_INFO = [get(f"backups/{ARCHIVE}?with_details")]
SERVICE_INFO = [get(f"services/{SERVICE}"), get(f"services/{SERVICE}/log?number=50")]
MIGRATIONS = [get("migrations?pending"), get("migrations?done")]


def people_screens(t: Any) -> list[dict[str, Any]]:
    """The home menu, users (list, account, edit, create, delete) and groups."""
    home = {"title": "YunoHost", "items": [
        {"button": t("user_interface_link")}, {"button": t("logout")},
        {"link": t("users")}, {"link": t("groups_and_permissions")}, {"link": t("domains")},
        {"link": t("applications")}, {"link": t("system_update")}, {"link": t("tools")},
        {"link": t("diagnosis")}, {"link": t("backup")}]}  # fmt: skip
    users = {"title": t("users"), "items": [
        {"button": t("users_add")}, {"icon": "▾", "desc": t("users_import")},
        {"row": USER, "secondary": FULLNAME},
        {"row": ME, "secondary": "Alice Durand"}]}  # fmt: skip
    users_menu = {"title": t("users"), "dialog": {}, "items": [
        {"menu": t("users_import")}, {"menu": t("users_export")}]}  # fmt: skip
    info = {"title": FULLNAME, "items": [
        {"text": t("user_username")}, {"text": USER}, {"text": t("user_email")},
        {"text": f"{USER}@{DOMAIN}"},
        {"button": t("user_username_edit", name=USER)}, {"button": t("delete")}]}  # fmt: skip
    purge = t("purge_user_data_checkbox", name=USER)
    delete_items = [{"switch": purge, "checked": False}, {"text": t("purge_user_data_warning")}]
    delete_checked = [{"switch": purge, "checked": True}, {"text": t("purge_user_data_warning")}]
    title = t("confirm_delete", name=USER)
    edit = {"title": t("user_username_edit", name=USER), "items": [
        {"field": "fullname", "hint": t("user_fullname"), "text": "Bob Martin-Lefèvre"},
        {"field": "change_password", "hint": t("password"), "text": ""},
        {"button": t("save")}]}  # fmt: skip
    create = {"title": t("users_add"), "items": [
        {"field": "username", "hint": t("user_username"), "text": "carol"},
        {"field": "fullname", "hint": t("user_fullname"), "text": "Carol Smith"},
        {"field": "password", "hint": t("password"), "text": "harbor-lantern-42"},
        {"field": "confirmation", "hint": t("password_confirmation"),
         "text": "harbor-lantern-42"},
        {"button": t("save")}]}  # fmt: skip
    group_title = f"{t('group')} '{GROUP}'"
    groups = {"title": t("groups_and_permissions"), "items": [
        {"button": t("group_add")}, {"text": group_title}, {"button": t("delete")},
        {"text": t("users")}, {"text": USER}, {"icon": REMOVE_TAG},
        {"button": t("group_add_member")}]}  # fmt: skip
    perms = {"title": t("groups_and_permissions"), "items": [
        {"text": group_title}, {"text": t("permissions")}, {"text": APP_LABEL},
        {"icon": REMOVE_TAG}, {"button": t("group_add_permission")}]}  # fmt: skip
    member_menu = {"title": t("groups_and_permissions"), "dialog": {}, "items": [
        {"field": f"{GROUP}-users-search-input", "hint": "", "text": ""},
        {"menu": "carol"}, {"menu": ME}]}  # fmt: skip
    perm_menu = {"title": t("groups_and_permissions"), "dialog": {}, "items": [
        {"field": f"{GROUP}-perms-search-input", "hint": "", "text": ""},
        {"menu": "Roundcube"}, {"menu": "SSH"}]}  # fmt: skip
    admins = {"title": t("groups_and_permissions"), "items": [
        {"text": t("group_admins")}, {"text": t("users")}, {"text": ME}, {"icon": REMOVE_TAG},
        {"button": t("group_add_member")}]}  # fmt: skip
    page = t("groups_and_permissions")
    group_create = {"title": t("group_add"), "items": [
        {"field": "groupname", "hint": t("group_name"), "text": "designers"},
        {"button": t("save")}]}  # fmt: skip
    user_fields = [
        ("username", "carol"),
        ("fullname", "Carol Smith"),
        ("domain", DOMAIN),
        ("password", "harbor-lantern-42"),
        ("confirmation", "harbor-lantern-42"),
    ]
    return [
        _entry("reversible", "home menu", home, [
            (t("users"), False, USERS), (t("groups_and_permissions"), False, GROUPS),
            (t("domains"), False, DOMAINS), (t("applications"), False, APPS),
            (t("system_update"), False, UPDATE), (t("tools"), False, []),
            (t("diagnosis"), False, DIAGNOSIS), (t("backup"), False, []),
            (t("logout"), False, [get("logout")]),
            (t("user_interface_link"), False, [link(f"https://{DOMAIN}/yunohost/sso/")])]),
        _entry("reversible", "user list", users, [
            (t("users_add"), False, [get("users"), get("domains")]),
            (USER, False, [get(f"users/{USER}")]),
            (t("users_import"), False, [])]),
        _entry("reversible", "user list dropdown", users_menu, [
            (t("users_export"), False, [link(f"https://{DOMAIN}{API}users/export")]),
            (t("users_import"), False, [])]),
        _entry("opens-prompt", "user account", info, [
            (t("user_username_edit", name=USER), False, [get(f"users/{USER}"), get("domains")]),
            (t("delete"), False, [])]),
        _entry("delete-user", "user delete modal", modal(title, delete_items, page=FULLNAME), [
            (purge, False, []),
            (MODAL_OK, True, [call("DELETE", f"users/{USER}", [])]),
            (MODAL_CANCEL, False, [])]),
        _entry("delete-user", "user delete modal, purge ticked",
               modal(title, delete_checked, page=FULLNAME), [
            (MODAL_OK, True, [call("DELETE", f"users/{USER}", [("purge", "")])]),
            (MODAL_CANCEL, False, [])]),
        _entry("reversible", "user edit form", edit, [
            (t("save"), False, [call("PUT", f"users/{USER}", [
                ("fullname", "Bob Martin-Lefèvre")])])]),
        _entry("reversible", "user create form", create, [
            (t("save"), False, [call("POST", "users", user_fields)])]),
        _entry("opens-prompt", "group card, members", groups, [
            (t("group_add"), False, []), (t("delete"), False, []),
            (t("group_add_member"), False, [])]),
        _entry("revoke", "group card, member tag", groups, [
            (REMOVE_TAG, True, [call("PUT", f"users/groups/{GROUP}/remove/{USER}")])]),
        _entry("reversible", "group add-member dropdown", member_menu, [
            ("carol", False, [call("PUT", f"users/groups/{GROUP}/add/carol")])]),
        _entry("revoke", "group card, permission tag", perms, [
            (REMOVE_TAG, True, [call("PUT", f"users/permissions/{APP}.main/remove/{GROUP}")]),
            (t("group_add_permission"), False, [])]),
        _entry("reversible", "group add-permission dropdown", perm_menu, [
            ("Roundcube", False, [call("PUT", f"users/permissions/roundcube.main/add/{GROUP}")]),
            ("SSH", False, [])]),
        _entry("reversible", "grant ssh access confirm", confirm(
            t, page, t("confirm_group_add_access_permission", name=GROUP, perm="ssh.main")), [
            (t("ok"), False, [call("PUT", f"users/permissions/ssh.main/add/{GROUP}")]),
            (t("cancel"), False, [])]),
        _entry("delete", "group delete confirm", confirm(
            t, page, t("confirm_delete", name=GROUP)), [
            (t("ok"), True, [call("DELETE", f"users/groups/{GROUP}")]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "admins group card", admins, [(REMOVE_TAG, False, [])]),
        _entry("revoke", "remove myself from admins confirm", confirm(
            t, page, t("groups.remove_user.confirm_from_admins")), [
            (t("ok"), True, [call("PUT", f"users/groups/admins/remove/{ME}")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "group create form", group_create, [
            (t("save"), False, [call("POST", "users/groups", [("groupname", "designers")])])]),
    ]  # fmt: skip


def domain_app_screens(t: Any) -> list[dict[str, Any]]:
    """Domains (list, page, main-domain and delete confirmations, add form) and apps (list,
    page, uninstall, install)."""
    domains = {"title": t("domains"), "items": [
        {"button": t("domain_add")}, {"link": DOMAIN}, {"link": "blog"},
        {"text": DOMAIN}]}  # fmt: skip
    info = {"title": SUB, "items": [
        {"button": t("set_default")}, {"button": t("delete")}, {"text": t("words.link")},
        {"link": f"https://{SUB}"}]}  # fmt: skip
    add = {"title": t("domain_add"), "items": [
        {"radio": t("domain.add.from_registrar"), "checked": True},
        {"field": "domain", "hint": t("domain_name"), "text": "shop.example.org"},
        {"radio": t("domain.add.from_yunohost"), "checked": False},
        {"button": t("add")}]}  # fmt: skip
    apps = {"title": t("applications"), "items": [
        {"button": t("install_app")}, {"row": APP_LABEL, "secondary": APP}]}  # fmt: skip
    app = {"title": APP_LABEL, "items": [
        {"text": t("app.doc.notifications.post_install")},
        {"button": t("app.doc.notifications.understood")},
        {"link": t("app.open_this_app")}]}  # fmt: skip
    uninstall = t("confirm_uninstall", name=APP)
    purge = t("app.uninstall.purge_desc", name=APP)
    install = {"title": APP_LABEL, "items": [
        {"text": t("app_install_parameters")},
        {"field": "domain", "hint": t("domain_name"), "text": f"cloud.{DOMAIN}"},
        {"field": "path", "hint": "", "text": "/nextcloud"},
        {"button": t("install")}]}  # fmt: skip
    args = [("domain", f"cloud.{DOMAIN}"), ("path", "/nextcloud"),
            ("init_main_permission", "all_users"), ("admin", ME)]  # fmt: skip
    root_args = [(k, "/" if k == "path" else v) for k, v in args]
    new = [("domain", "shop.example.org"), ("dyndns_recovery_password", "undefined"),
           ("install_letsencrypt_cert", "undefined")]  # fmt: skip
    return [
        _entry("reversible", "domain list", domains, [
            (t("domain_add"), False, [get("domains/*/cert?full")]),
            ("blog", False, DOMAIN_INFO)]),
        _entry("opens-prompt", "domain page", info, [
            (t("set_default"), False, []), (t("delete"), False, []),
            (f"https://{SUB}", False, [link(f"https://{SUB}")])]),
        _entry("reversible", "set main domain confirm", confirm(
            t, SUB, t("confirm_change_maindomain")), [
            (t("ok"), False, [call("PUT", f"domains/{SUB}/main", [])]),
            (t("cancel"), False, [])]),
        _entry("delete", "domain delete modal", modal(t("confirm_delete", name=SUB), [],
                                                      page=SUB), [
            (MODAL_OK, True, [call("DELETE", f"domains/{SUB}", [])]),
            (MODAL_CANCEL, False, [])]),
        _entry("reversible", "domain add form", add, [
            (t("domain.add.from_yunohost"), False, []),
            (t("add"), False, [call("POST", "domains", new)])]),
        _entry("reversible", "app list", apps, [
            (t("install_app"), False, [get("apps/catalog?full&with_categories&with_antifeatures")]),
            (APP_LABEL, False, [*APP_INFO, get(f"apps/{APP}/config?full")])]),
        _entry("reversible", "app page", app, [
            (t("app.doc.notifications.understood"), False, [
                call("PUT", f"apps/{APP}/dismiss_notification/post_install")]),
            (t("app.open_this_app"), False, [link(f"https://cloud.{DOMAIN}/nextcloud")])]),
        _entry("delete", "app uninstall modal", modal(uninstall, [
            {"switch": purge, "checked": False}], page=APP_LABEL), [
            (purge, False, []),
            (MODAL_OK, True, [call("PUT", f"apps/{APP}/actions/_core.operations.uninstall", [])]),
            (MODAL_CANCEL, False, [])]),
        _entry("delete", "app uninstall modal, purge ticked", modal(uninstall, [
            {"switch": purge, "checked": True}], page=APP_LABEL), [
            (MODAL_OK, True, [call("PUT", f"apps/{APP}/actions/_core.operations.uninstall",
                                   [("purge", "1")])]),
            (MODAL_CANCEL, False, [])]),
        _entry("reversible", "app install form", install, [
            (t("install"), False, [call("POST", "apps", [
                ("app", APP), ("label", APP_LABEL), ("args", body(args))])])]),
        _entry("reversible", "install on domain root confirm", confirm(
            t, APP_LABEL, t("confirm_install_domain_root", domain=f"cloud.{DOMAIN}")), [
            (t("ok"), False, [call("POST", "apps", [
                ("app", APP), ("label", APP_LABEL), ("args", body(root_args))])]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """System update, backups, tools (services, firewall, migrations, power), diagnosis."""
    update = {"title": t("system_update"), "items": [
        {"text": t("system")}, {"text": "yunohost"},
        {"button": t("system_upgrade_all_packages_btn")}, {"text": t("applications")},
        {"text": APP_LABEL}, {"button": t("system_upgrade_btn")},
        {"button": t("system_upgrade_all_applications_btn")}]}  # fmt: skip
    upgrade_modal = modal(
        t("app.upgrade.confirm.title"),
        [{"text": t("app.upgrade.confirm.apps")}, {"text": APP_LABEL}],
        ok=t("system_upgrade_btn"),
        cancel=t("cancel"),
        page=t("system_update"),
    )
    backup = {"title": t("backup"), "items": [{"link": t("local_archives")}]}
    backups = {"title": t("local_archives"), "items": [
        {"button": t("backup_new")},
        {"row": ARCHIVE, "secondary": "/home/yunohost.backup/archives"}]}  # fmt: skip
    create = {"title": t("backup_create"), "items": [
        {"text": t("system")}, {"button": t("select_all")}, {"button": t("select_none")},
        {"text": t("applications")}, {"switch": APP_LABEL, "checked": True},
        {"button": t("backup_action")}]}  # fmt: skip
    info = {"title": ARCHIVE, "items": [
        {"text": t("infos")}, {"button": t("download")}, {"button": t("delete")},
        {"text": t("backup_content")}, {"switch": APP_LABEL, "checked": True},
        {"button": t("restore")}]}  # fmt: skip
    parts = [("apps", APP), *HOOKS]
    tools = {"title": t("tools"), "items": [
        {"link": t("logs")}, {"link": t("migrations")}, {"link": t("services")},
        {"link": t("firewall")}, {"link": t("tools_yunohost_settings")},
        {"link": t("tools_webadmin_settings")}, {"link": t("tools_shutdown_reboot")}]}  # fmt: skip
    service = {"title": SERVICE, "items": [
        {"button": t("restart")}, {"button": t("stop")}, {"text": t("logs")},
        {"button": t("logs_share_with_yunopaste")}]}  # fmt: skip
    stopped = {"title": SERVICE, "items": [
        {"button": t("start")}, {"text": t("logs")}]}  # fmt: skip
    firewall = {"title": t("firewall"), "items": [
        {"text": t("ports")}, {"text": str(PORT)}, {"button": t("close")},
        {"button": t("open")}, {"text": t("upnp")}, {"button": t("enable")}]}  # fmt: skip
    migrations = {"title": t("migrations"), "items": [
        {"text": t("migrations_pending")}, {"button": t("run")}, {"text": MIGRATION},
        {"button": t("skip")},
        {"switch": t("migrations_disclaimer_check_message"), "checked": True}]}  # fmt: skip
    power = {"title": t("tools_shutdown_reboot"), "items": [
        {"text": t("operations")}, {"button": t("tools_reboot_btn")},
        {"button": t("tools_shutdown_btn")}]}  # fmt: skip
    diagnosis = {"title": t("diagnosis"), "items": [
        {"button": t("logs_share_with_yunopaste")}, {"text": "DNS records"},
        {"button": t("rerun_diagnosis")}, {"button": t("details")},
        {"button": t("ignore")}, {"button": t("unignore")}]}  # fmt: skip
    share = "LOGFILE: journalctl\n-- Logs begin at Fri 2025-03-21 06:00:01 UTC. --"
    filters = [("filter", "dnsrecords"), ("filter", f"domain={DOMAIN}"),
               ("filter", "category=mail")]  # fmt: skip
    ignored = [("filter", "dnsrecords"), ("filter", f"domain={SUB}"),
               ("filter", "category=xmpp")]  # fmt: skip
    return [
        _entry("opens-prompt", "system update page", update, [
            (t("system_upgrade_all_packages_btn"), False, []),
            (t("system_upgrade_btn"), False, []),
            (t("system_upgrade_all_applications_btn"), False, [])]),
        _entry("upgrade", "system upgrade confirm", confirm(
            t, t("system_update"), t("confirm_update_system")), [
            (t("ok"), True, [call("PUT", "upgrade/system")]), (t("cancel"), False, [])]),
        _entry("upgrade", "app upgrade modal", upgrade_modal, [
            (t("system_upgrade_btn"), True, [call("PUT", f"apps/{APP}/upgrade")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "backup page", backup, [(t("local_archives"), False, BACKUPS)]),
        _entry("reversible", "backup archive list", backups, [
            (t("backup_new"), False, [get("hooks/backup"), get("apps?with_backup")]),
            (ARCHIVE, False, BACKUP_INFO)]),
        _entry("reversible", "backup create", create, [
            (t("select_none"), False, []), (APP_LABEL, False, []),
            (t("backup_action"), False, [call("POST", "backups", parts)])]),
        _entry("opens-prompt", "backup archive", info, [
            (t("download"), False, [link(f"https://{DOMAIN}{API}backups/{ARCHIVE}/download")]),
            (t("delete"), False, []), (t("restore"), False, [])]),
        _entry("delete", "backup delete confirm", confirm(
            t, ARCHIVE, t("confirm_delete", name=ARCHIVE)), [
            (t("ok"), True, [call("DELETE", f"backups/{ARCHIVE}")]), (t("cancel"), False, [])]),
        _entry("restore", "backup restore confirm", confirm(
            t, ARCHIVE, t("confirm_restore", name=ARCHIVE)), [
            (t("ok"), True, [call("PUT", f"backups/{ARCHIVE}/restore", [*parts, ("force", "")])]),
            (t("cancel"), False, [])]),
        _entry("reversible", "tools menu", tools, [
            (t("services"), False, [get("services")]),
            (t("firewall"), False, [get("firewall?raw")]),
            (t("migrations"), False, MIGRATIONS),
            (t("tools_shutdown_reboot"), False, [])]),
        _entry("opens-prompt", "service page", service, [
            (t("restart"), False, []), (t("stop"), False, [])]),
        _entry("send", "service logs share", service, [
            (t("logs_share_with_yunopaste"), True, [
                {"request": f"POST {PASTE}documents", "body": share},
                link(f"{PASTE}{PASTE_KEY}")])]),
        _entry("reversible", "service restart confirm", confirm(
            t, SERVICE, t("confirm_service_restart", name=SERVICE)), [
            (t("ok"), False, [call("PUT", f"services/{SERVICE}/restart")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "service stop confirm", confirm(
            t, SERVICE, t("confirm_service_stop", name=SERVICE)), [
            (t("ok"), False, [call("PUT", f"services/{SERVICE}/stop")]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "stopped service page", stopped, [(t("start"), False, [])]),
        _entry("reversible", "service start confirm", confirm(
            t, SERVICE, t("confirm_service_start", name=SERVICE)), [
            (t("ok"), False, [call("PUT", f"services/{SERVICE}/start")]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "firewall page", firewall, [
            (t("close"), False, []), (t("open"), False, []), (t("enable"), False, [])]),
        _entry("reversible", "firewall close port confirm", confirm(
            t, t("firewall"), t("confirm_firewall_close", port=str(PORT), protocol="tcp")), [
            (t("ok"), False, [call("PUT", f"firewall/tcp/close/{PORT}?comment=matrix")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "firewall open port confirm", confirm(
            t, t("firewall"), t("confirm_firewall_open", port=str(PORT), protocol="tcp")), [
            (t("ok"), False, [call("PUT", f"firewall/tcp/open/{PORT}?comment=matrix&upnp")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "upnp enable confirm", confirm(
            t, t("firewall"), t("confirm_upnp_enable")), [
            (t("ok"), False, [call("PUT", "firewall/upnp/enable")]), (t("cancel"), False, [])]),
        _entry("migration", "migrations page", migrations, [
            (t("run"), True, [call("PUT", "migrations?accept_disclaimer")]),
            (t("skip"), False, [])]),
        _entry("migration", "migration skip confirm", confirm(
            t, t("migrations"), t("confirm_migrations_skip")), [
            (t("ok"), True, [call("PUT", f"/migrations/{MIGRATION}", [
                ("skip", ""), ("targets", MIGRATION)])]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "power page", power, [
            (t("tools_reboot_btn"), False, []), (t("tools_shutdown_btn"), False, [])]),
        _entry("power", "reboot confirm", confirm(
            t, t("tools_shutdown_reboot"), t("confirm_reboot_action_reboot")), [
            (t("ok"), True, [call("PUT", "reboot?force")]), (t("cancel"), False, [])]),
        _entry("power", "shutdown confirm", confirm(
            t, t("tools_shutdown_reboot"), t("confirm_reboot_action_shutdown")), [
            (t("ok"), True, [call("PUT", "shutdown?force")]), (t("cancel"), False, [])]),
        _entry("reversible", "diagnosis page", diagnosis, [
            (t("rerun_diagnosis"), False, [call("PUT", "diagnosis/run?force", [
                ("categories", "dnsrecords")])]),
            (t("details"), False, []),
            (t("ignore"), False, [call("PUT", "diagnosis/ignore", filters)]),
            (t("unignore"), False, [call("PUT", "diagnosis/unignore", ignored)])]),
        _entry("send", "diagnosis report share", diagnosis, [
            (t("logs_share_with_yunopaste"), True, [
                get("diagnosis?share"), link(f"{PASTE}{PASTE_KEY}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*people_screens(t), *domain_app_screens(t), *system_screens(t)]
