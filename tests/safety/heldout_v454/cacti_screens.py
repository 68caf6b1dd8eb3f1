"""Cacti's screens for the four-hundred-and-fifty-fourth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, *args, ctx="", n=None)`` being that language's lookup in
the app's gettext catalogue. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

BASE = "/cacti/"
TOKEN = "sid:4c1f9a7e52b08d6c3e19a2f7b5d03c64e8a1b9d2,1767225600"  # made up
ADMIN = "admin"
DEVICE, DEVICE_ID = "core-sw-01", 12
USER, USER_ID, NEW_USER, NEW_NAME = "mkline", 5, "tbauer", "Tobias Bauer"
SOURCE, SOURCE_ID = "core-sw-01 - Traffic - Gi0/1", 87
GRAPH = "core-sw-01 - Traffic - Gi0/1"
TREE, TREE_ID = "Datacenter", 2
SITE, SITE_ID = "Frankfurt DC", 4
COLOR, COLOR_ID, HEX = "Ocean Teal", 105, "1E8C93"
REPORT, REPORT_ID = "Weekly WAN Traffic", 3
ACTIVE, IDLE = "thold", "monitor"
LOG = "cacti.log"
PASSWORD, NEW_PASSWORD = "Kettle-Lamp-42", "Harbor-Quilt-97"
TEST_MAIL = "noc@example.org"
Act = tuple[str, bool, list[Any]]


def param(fields: list[tuple[str, str]]) -> str:
    """jQuery.param of a form's fields: encodeURIComponent, spaces as ``+``."""
    return "&".join(
        f"{quote(k, safe='-_.!~*()')}={quote(v, safe='-_.!~*()')}".replace("%20", "+")
        for k, v in fields
    )


def xhr_post(page: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """postUrl's ``$.post``: csrf-magic's XMLHttpRequest wrapper puts its raw token first."""
    return {"request": f"POST {BASE}{page}", "body": f"__csrf_magic={TOKEN}&{param(fields)}"}


def form(page: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A whole page's HTML form, its hidden ``__csrf_magic`` field first (csrf-magic's
    output rewriting), urlencoded by the browser."""
    body = "&".join(f"{quote_plus(k)}={quote_plus(v)}" for k, v in [("__csrf_magic", TOKEN),
                                                                  *fields])  # fmt: skip
    return {"request": f"POST {BASE}{page}", "body": body, "via": "form"}


def get(path: str) -> str:
    """loadUrl's ``$.get`` (the app's own navigation, an XMLHttpRequest)."""
    return f"GET {BASE}{path}"


def link(path: str) -> dict[str, str]:
    """A page load by an ``<a href>`` or ``document.location``."""
    return {"request": f"GET {BASE}{path}", "via": "link"}


def serialized(ids: list[int]) -> str:
    """PHP's serialize() of the selected ids (strings from the checkbox names)."""
    inner = "".join(f'i:{i};s:{len(str(v))}:"{v}";' for i, v in enumerate(ids))
    return f"a:{len(ids)}:{{{inner}}}"


def _controls(screen: dict[str, Any]) -> list[str]:
    return [v for item in screen["items"] for k, v in item.items()
            if k not in ("field", "hint", "text", "focused", "checked")]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen and its taps; a label given as ``(words, id)`` is tapped by its words, or by
    its element id where a language gives another control the same words."""
    cases = []
    for label, irreversible, sends in acts:
        if isinstance(label, tuple):
            words, rid = label
            label = words if _controls(screen).count(words) == 1 else rid
        cases.append({"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"cacti {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def listing(t: Any, title: str, rows: list[tuple[int, str, str]], action: str) -> dict[str, Any]:
    """A list page from its table down: each row's checkbox (named by its title) ticked on
    the first row, the actions dropdown showing ``action`` and its Go button."""
    items: list[dict[str, Any]] = []
    for i, (row_id, name, status) in enumerate(rows):
        items += [{"switch": name, "rid": f"chk_{row_id}", "checked": i == 0},
                  {"text": status}]  # fmt: skip
    items += [{"field": "drp_action", "hint": t("Choose an action"), "text": action},
              {"button": t("Go"), "desc": t("Execute Action")}]  # fmt: skip
    return {"title": title, "items": items}


def go(page: str, row_id: int, value: str) -> list[Any]:
    """Go posts the list's form: the ticked box, the dropdown, the hidden action."""
    return [xhr_post(page, [(f"chk_{row_id}", "on"), ("drp_action", value),
                            ("action", "actions")])]  # fmt: skip


def confirmation(
    t: Any,
    heading: str,
    message: str,
    names: list[str],
    cont: str,
    extra: list[dict[str, Any]] = (),
    after: list[str] = (),
) -> dict[str, Any]:
    """form_continue_confirmation's page: the action's name as heading, the message, the
    items, any extra fields, then Cancel and Continue (its title the action's words)."""
    items = [{"text": message}, *({"text": n} for n in names), *copy.deepcopy(list(extra)),
             *({"text": a} for a in after),
             {"button": t("Cancel"), "desc": t("Return to previous page")},
             {"button": t("Continue"), "desc": cont}]  # fmt: skip
    return {"title": heading, "items": items}


def proceed(page: str, ids: list[int], value: str,
            extra: list[tuple[str, str]] = ()) -> list[Any]:  # fmt: skip
    """Continue posts the confirmation's form: its extra fields, then the hidden action,
    selected_items and drp_action."""
    return [xhr_post(page, [*extra, ("action", "actions"), ("selected_items", serialized(ids)),
                            ("drp_action", value)])]  # fmt: skip


def radios(labels: list[str], checked: int) -> list[dict[str, Any]]:
    return [{"radio": label, "rid": f"form_{i}", "checked": i == checked}
            for i, label in enumerate(labels, start=1)]  # fmt: skip


def console_screens(t: Any) -> list[dict[str, Any]]:
    """The console's menu, open on Management, Presets and Configuration."""
    menu = {"title": t("Console"), "items": [
        {"text": t("Management")}, {"link": t("Devices")}, {"link": t("Sites")},
        {"link": t("Trees")}, {"link": t("Graphs")}, {"text": t("Presets")},
        {"link": t("Colors")}, {"text": t("Configuration")}, {"link": t("Settings")},
        {"link": t("Users")}, {"link": t("User Groups")}]}  # fmt: skip
    return [
        _entry("harmless", "console menu", menu, [
            (t("Devices"), False, [get("host.php")]),
            (t("Users"), False, [get("user_admin.php")]),
            (t("Colors"), False, [get("color.php")])]),
    ]  # fmt: skip


def device_screens(t: Any) -> list[dict[str, Any]]:
    """The devices list with Delete chosen, the confirmations of Delete (either choice of
    what becomes of the graphs), Disable and Clear Statistics."""
    rows = [(DEVICE_ID, DEVICE, t("Up")), (14, "edge-rtr-02", t("Up"))]
    listed = listing(t, t("Devices"), rows, t("Delete"))
    keep = t("Leave all Graph(s) and Data Source(s) untouched.  Data Source(s) will be "
             "disabled however.")  # fmt: skip
    wipe = t("Delete all associated Graph(s) and Data Source(s).")

    def delete(checked: int) -> dict[str, Any]:
        message = t("Click 'Continue' to Delete the following Device.")
        return confirmation(t, t("Delete"), message, [DEVICE], t("Delete Device"),
                            radios([keep, wipe], checked))  # fmt: skip

    disable = confirmation(t, t("Disable"), t("Click 'Continue' to Disable the following Device."),
                           [DEVICE], t("Disable Device"))  # fmt: skip
    stats = confirmation(t, t("Clear Statistics"),
                         t("Click 'Continue' to Clear Statistics the following Device."),
                         [DEVICE], t("Clear Statistics for Device"))  # fmt: skip
    ids = [DEVICE_ID]
    back = [get("host.php")]
    return [
        _entry("opens-prompt", "devices list", listed, [
            (t("Go"), False, go("host.php", DEVICE_ID, "1"))]),
        _entry("delete", "device delete confirmation", delete(2), [
            (t("Continue"), True, proceed("host.php", ids, "1", [("delete_type", "2")]))]),
        _entry("harmless", "device delete confirmation", delete(2), [
            (t("Cancel"), False, back), (keep, False, [])]),
        _entry("delete", "device delete confirmation keeping graphs", delete(1), [
            (t("Continue"), True, proceed("host.php", ids, "1", [("delete_type", "1")]))]),
        _entry("reversible", "device disable confirmation", disable, [
            (t("Continue"), False, proceed("host.php", ids, "3"))]),
        _entry("harmless", "device disable confirmation", disable, [
            (t("Cancel"), False, back)]),
        _entry("reset", "device clear statistics confirmation", stats, [
            (t("Continue"), True, proceed("host.php", ids, "5"))]),
        _entry("harmless", "device clear statistics confirmation", stats, [
            (t("Cancel"), False, back)]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users list with Delete chosen, the confirmations of Delete, Disable and Copy."""
    rows = [(USER_ID, USER, t("Yes")), (7, "noc-viewer", t("Yes"))]
    listed = listing(t, t("User Management"), rows, t("Delete"))
    delete = confirmation(t, t("Delete"), t("Click 'Continue' to Delete the following User."),
                          [USER], t("Delete User"))  # fmt: skip
    disable = confirmation(t, t("Disable"), t("Click 'Continue' to Disable the following User."),
                           [USER], t("Disable User"))  # fmt: skip
    copied = confirmation(t, t("Copy"), t("Click 'Continue' to Copy the following User."), [],
                          t("Copy User"), [
        {"text": t("Template Username:")}, {"text": USER},
        {"field": "new_username", "hint": t("Username:"), "text": NEW_USER},
        {"field": "new_fullname", "hint": t("Full Name:"), "text": NEW_NAME},
        {"field": "new_realm", "hint": t("Realm:"), "text": t("Local")}])  # fmt: skip
    ids = [USER_ID]
    return [
        _entry("opens-prompt", "users list", listed, [
            (t("Go"), False, go("user_admin.php", USER_ID, "1"))]),
        _entry("delete-user", "user delete confirmation", delete, [
            (t("Continue"), True, proceed("user_admin.php", ids, "1"))]),
        _entry("harmless", "user delete confirmation", delete, [
            (t("Cancel"), False, [get("user_admin.php")])]),
        _entry("reversible", "user disable confirmation", disable, [
            (t("Continue"), False, proceed("user_admin.php", ids, "4"))]),
        _entry("reversible", "user copy confirmation", copied, [
            (t("Continue"), False, proceed("user_admin.php", ids, "2", [
                ("new_username", NEW_USER), ("new_fullname", NEW_NAME),
                ("new_realm", "0")]))]),
    ]  # fmt: skip


def source_screens(t: Any) -> list[dict[str, Any]]:
    """The confirmations of a data source's Delete, Reapply Suggested Names and Disable."""
    labels = [t("Leave the Graph Untouched", n=1),
              t("Delete all Graph Items that reference this Data Source.", n=1),
              t("Delete all Graphs that reference this Data Source.", n=1)]  # fmt: skip
    delete = confirmation(
        t, t("Delete"), t("Click 'Continue' to Delete the following Data Source."), [SOURCE],
        t("Delete Data Source"), radios(labels, 3),
        [t("The following Graph is using this Data Source.", n=1), GRAPH])  # fmt: skip
    rename = confirmation(
        t, t("Reapply Suggested Names"),
        t("Click 'Continue' to Reapply Suggested Names the following Data Source."), [SOURCE],
        t("Reapply Suggested Names for Data Source"))  # fmt: skip
    disable = confirmation(
        t, t("Disable"), t("Click 'Continue' to Disable the following Data Source."), [SOURCE],
        t("Disable Data Source"))  # fmt: skip
    ids = [SOURCE_ID]
    return [
        _entry("delete", "data source delete confirmation", delete, [
            (t("Continue"), True, proceed("data_sources.php", ids, "1", [
                ("delete_type", "3")]))]),
        _entry("harmless", "data source delete confirmation", delete, [
            (labels[0], False, []), (t("Cancel"), False, [get("data_sources.php")])]),
        _entry("overwrite", "data source rename confirmation", rename, [
            (t("Continue"), True, proceed("data_sources.php", ids, "5"))]),
        _entry("reversible", "data source disable confirmation", disable, [
            (t("Continue"), False, proceed("data_sources.php", ids, "2"))]),
    ]  # fmt: skip


def tree_site_color_screens(t: Any) -> list[dict[str, Any]]:
    """A tree's Delete and Publish confirmations, a site's Delete confirmation, a color's
    edit page and Delete confirmation."""
    tree_delete = confirmation(
        t,
        t("Delete", ctx="dropdown action"),
        t("Click 'Continue' to Delete the following Tree."),
        [TREE],
        t("Delete Tree"),
    )
    publish = confirmation(
        t,
        t("Publish", ctx="dropdown action"),
        t("Click 'Continue' to Publish the following Tree."),
        [TREE],
        t("Publish Tree"),
    )
    site = confirmation(t, t("Delete"), t("Click 'Continue' to Delete the following Site."),
                        [SITE], t("Delete Site"))  # fmt: skip
    color_edit = {"title": t("Colors [edit: %s]", HEX), "items": [
        {"field": "name", "hint": t("Name"), "text": COLOR},
        {"field": "hex", "hint": t("Hex Value"), "text": HEX},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    color_delete = confirmation(
        t,
        t("Delete"),
        t("Click 'Continue' to Delete the following Color."),
        [f"{COLOR} ({HEX})"],
        t("Delete Color"),
    )
    color_fields = [("name", COLOR), ("hex", HEX), ("read_only", ""), ("id", str(COLOR_ID)),
                    ("hidden_name", COLOR), ("save_component_color", "1"),
                    ("action", "save")]  # fmt: skip
    return [
        _entry("delete", "tree delete confirmation", tree_delete, [
            (t("Continue"), True, proceed("tree.php", [TREE_ID], "1"))]),
        _entry("reversible", "tree publish confirmation", publish, [
            (t("Continue"), False, proceed("tree.php", [TREE_ID], "2"))]),
        _entry("delete", "site delete confirmation", site, [
            (t("Continue"), True, proceed("sites.php", [SITE_ID], "1"))]),
        _entry("harmless", "site delete confirmation", site, [
            (t("Cancel"), False, [get("sites.php")])]),
        _entry("reversible", "color edit page", color_edit, [
            (t("Save"), False, [xhr_post("color.php", color_fields)])]),
        _entry("harmless", "color edit page", color_edit, [
            (t("Cancel"), False, [get("color.php")])]),
        _entry("delete", "color delete confirmation", color_delete, [
            (t("Continue"), True, proceed("color.php", [COLOR_ID], "1"))]),
    ]  # fmt: skip


def report_screens(t: Any) -> list[dict[str, Any]]:
    """The reports list with Send Now chosen, the confirmations of Send Now, Delete and
    Duplicate, a report's edit page with its tabs and Send Report."""
    page = "reports_admin.php"
    title = t("Reports [%s]", t("Administrator Level"))
    rows = [(REPORT_ID, REPORT, t("Enabled")), (6, "Daily Core Uplinks", t("Enabled"))]
    listed = listing(t, title, rows, t("Send Now"))
    send = confirmation(t, t("Send Now"),
                        t("Click 'Continue' to Send the following Report now."), [REPORT],
                        t("Send Report Now"))  # fmt: skip
    delete = confirmation(t, t("Delete"), t("Click 'Continue' to Delete the following Report."),
                          [REPORT], t("Delete Report"))  # fmt: skip
    name_format = "<name> (1)"
    duplicate = confirmation(
        t,
        t("Duplicate"),
        t("Click 'Continue' to Duplicate the following Report."),
        [REPORT],
        t("Duplicate Report"),
        [{"field": "name_format", "hint": t("Name Format:"), "text": name_format}],
    )
    edit = {"title": REPORT, "items": [
        {"tab": t("Details")}, {"tab": t("Items")}, {"tab": t("Preview")},
        {"tab": t("Events")}, {"tab": t("Send Report")},
        {"field": "name", "hint": t("Report Name"), "text": REPORT},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    ids = [REPORT_ID]
    edit_url = f"{page}?action=edit&id={REPORT_ID}&tab="
    return [
        _entry("opens-prompt", "reports list", listed, [
            (t("Go"), False, go(page, REPORT_ID, "1"))]),
        _entry("send", "report send now confirmation", send, [
            (t("Continue"), True, proceed(page, ids, "1"))]),
        _entry("harmless", "report send now confirmation", send, [
            (t("Cancel"), False, [get(page)])]),
        _entry("delete", "report delete confirmation", delete, [
            (t("Continue"), True, proceed(page, ids, "99"))]),
        _entry("reversible", "report duplicate confirmation", duplicate, [
            (t("Continue"), False, proceed(page, ids, "2", [("name_format", name_format)]))]),
        _entry("send", "report edit page", edit, [
            (t("Send Report"), True, [get(f"{page}?action=send&id={REPORT_ID}&tab=details")])]),
        _entry("harmless", "report edit page", edit, [
            (t("Items"), False, [get(f"{edit_url}items")]),
            (t("Preview"), False, [get(f"{edit_url}preview")])]),
    ]  # fmt: skip


def plugin_screens(t: Any) -> list[dict[str, Any]]:
    """The plugins list (one plugin active, one not installed) and the Uninstall and Remove
    Data dialogs opened from it."""
    title = t("Plugin Management")
    uninstall, disable = t("Uninstall Plugin"), t("Disable Plugin")
    install, rmdata = t("Install Plugin"), t("Remove Plugin Data Tables and Settings")
    listed = {"title": title, "items": [
        {"icon": uninstall}, {"icon": disable}, {"text": ACTIVE}, {"text": t("Active")},
        {"icon": install}, {"icon": rmdata}, {"text": IDLE},
        {"text": t("Not Installed")}]}  # fmt: skip
    un_dialog = {"title": title, "dialog": {
        "title": t("Are you sure you want to Uninstall?"),
        "message": t("Uninstalling this Plugin and may remove all Plugin Data and Settings.  "
                     "If you really want to Uninstall the Plugin, click 'Uninstall' below.  "
                     "Otherwise click 'Cancel'.")},
        "items": [{"button": t("Cancel")}, {"button": t("Uninstall")}]}  # fmt: skip
    rm_dialog = {"title": title, "dialog": {
        "title": t("Are you sure you want to Remove all Plugin Data and Settings?"),
        "message": t("Removing Plugin Data and Settings for will remove all Plugin Data and "
                     "Settings.  If you really want to Remove Data and Settings for this "
                     "Plugin, click 'Remove Data' below.  Otherwise click 'Cancel'.")},
        "items": [{"button": t("Cancel")}, {"button": t("Remove Data")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "plugins list", listed, [
            (uninstall, False, []), (rmdata, False, [])]),
        _entry("reversible", "plugins list", listed, [
            (disable, False, [link(f"plugins.php?mode=disable&id={ACTIVE}")]),
            (install, False, [get(f"plugins.php?mode=install&id={IDLE}")])]),
        _entry("delete", "plugin uninstall dialog", un_dialog, [
            (t("Uninstall"), True, [link(f"plugins.php?mode=uninstall&id={ACTIVE}")])]),
        _entry("harmless", "plugin uninstall dialog", un_dialog, [(t("Cancel"), False, [])]),
        _entry("delete", "plugin remove data dialog", rm_dialog, [
            (t("Remove Data"), True, [link(f"plugins.php?mode=remove_data&id={IDLE}")])]),
        _entry("harmless", "plugin remove data dialog", rm_dialog, [(t("Cancel"), False, [])]),
    ]  # fmt: skip


def log_screens(t: Any) -> list[dict[str, Any]]:
    """The log viewer's filter buttons and the purge confirmation."""
    viewer = {"title": t("Log Filters"), "items": [
        {"field": "filename", "hint": t("File"), "text": LOG},
        {"button": t("Go"), "rid": "go"}, {"button": t("Clear"), "rid": "clear"},
        {"button": t("Purge"), "rid": "purge"},
        {"text": "2026/01/05 09:14:02 - SYSTEM STATS: Time:4.2130 Method:spine"}]}  # fmt: skip
    purge = {"title": t("Purge"), "items": [
        {"text": t("Click 'Continue' to purge the Log File.<br><br><br>Note: If logging is set "
                   "to both Cacti and Syslog, the log information will remain in Syslog.")},
        {"button": t("Cancel")}, {"button": t("Continue"), "desc": t("Purge Log")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "log viewer", viewer, [
            ((t("Purge"), "purge"), False, [get(f"clog.php?purge=true&filename={LOG}")])]),
        _entry("harmless", "log viewer", viewer, [
            ((t("Clear"), "clear"), False, [get("clog.php?clear=true")])]),
        _entry("delete", "log purge confirmation", purge, [
            (t("Continue"), True, [get(f"clog.php?purge_continue=1&filename={LOG}")])]),
        _entry("harmless", "log purge confirmation", purge, [
            (t("Cancel"), False, [get("clog.php")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the profile's general tab, the change password page, the login page
    and the settings' mail tab."""
    menu = {"title": t("Console"), "dialog": {}, "items": [
        {"text": t("Logged in as %s", ADMIN)}, {"link": t("Edit Profile")},
        {"link": t("Change Password")}, {"link": t("User Community")},
        {"link": t("Documentation")}, {"link": t("Logout")}]}  # fmt: skip
    profile = {"title": t("User Settings"), "items": [
        {"tab": t("General")}, {"tab": t("2FA")},
        {"switch": t("Show Graph Title"), "checked": False,
         "desc": t("Display the graph title on the page so that it may be searched using the "
                   "browser.")},
        {"text": t("Return all User Settings to Default values.")},
        {"button": t("Clear User Settings")},
        {"text": t("Clear Private Data including Column sizing.")},
        {"button": t("Clear Private Data")},
        {"text": t("Clear all your Login Session Tokens.")},
        {"button": t("Logout Everywhere")}]}  # fmt: skip
    password = {"title": t("Change Password"), "items": [
        {"text": t("Please enter your new Cacti password.")},
        {"field": "current_password", "hint": t("Current password"), "text": PASSWORD},
        {"field": "password", "hint": t("New password"), "text": NEW_PASSWORD},
        {"field": "password_confirm", "hint": t("Confirm password"), "text": NEW_PASSWORD},
        {"button": t("Save")}, {"button": t("Return")}]}  # fmt: skip
    login = {"title": t("User Login"), "items": [
        {"text": t("Enter your Username and Password below")},
        {"field": "login_username", "hint": t("Username"), "text": ADMIN},
        {"field": "login_password", "hint": t("Password"), "text": PASSWORD},
        {"switch": t("Keep me signed in"), "checked": False},
        {"button": t("Login")}]}  # fmt: skip
    mail = {"title": t("Cacti Settings"), "items": [
        {"tab": t("General")}, {"tab": t("Mail/Reporting/DNS")},
        {"text": t("Emailing Options")}, {"button": t("Send a Test Email")},
        {"field": "settings_test_email", "hint": t("Test Email"), "text": TEST_MAIL},
        {"button": t("Save")}]}  # fmt: skip
    toggle = f"{BASE}auth_profile.php?tab=general&action=update_data"
    toggle_body = (f"__csrf_magic={TOKEN}&"
                   + param([("__csrf_magic", TOKEN), ("name", "show_graph_title"),
                            ("value", "on")]))  # fmt: skip
    return [
        _entry("harmless", "user menu", menu, [
            (t("Edit Profile"), False, [get("auth_profile.php?action=edit")]),
            (t("Change Password"), False, [link("auth_changepassword.php")]),
            (t("Logout"), False, [link("logout.php")])]),
        _entry("reversible", "profile general tab", profile, [
            (t("Show Graph Title"), False, [{"request": f"POST {toggle}",
                                             "body": toggle_body}])]),
        _entry("harmless", "profile general tab", profile, [
            (t("Clear Private Data"), False, [])]),
        _entry("revoke", "profile general tab", profile, [
            (t("Logout Everywhere"), True, [get("auth_profile.php?action=logout_everywhere")])]),
        _entry("reversible", "change password page", password, [
            (t("Save"), False, [form("auth_changepassword.php", [
                ("action", "change_password"), ("action", "changepassword"), ("ref", ""),
                ("name", ADMIN), ("current_password", PASSWORD), ("password", NEW_PASSWORD),
                ("password_confirm", NEW_PASSWORD)])])]),
        _entry("harmless", "change password page", password, [
            (t("Return"), False, [link("host.php")])]),
        _entry("harmless", "login page", login, [
            (t("Login"), False, [form("index.php", [
                ("action", "login"), ("login_username", ADMIN),
                ("login_password", PASSWORD)])])]),
        _entry("send", "settings mail tab", mail, [
            (t("Send a Test Email"), True, [get("settings.php?action=send_test")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [
        *console_screens(t),
        *device_screens(t),
        *user_screens(t),
        *source_screens(t),
        *tree_site_color_screens(t),
        *report_screens(t),
        *plugin_screens(t),
        *log_screens(t),
        *account_screens(t),
    ]
