"""MantisBT's screens for the thirty-fourth held-out corpus: each screen with the requests
its controls send (see build.py's docstring for the sources and the labels)."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]
BOUNDARY = "----WebKitFormBoundaryM4nt1sT1d3sQ7x"
BUG, NOTE, FILE, TAG, REVISION = 42, 118, 9, 11, 5
PROJECT, SUBPROJECT = 3, 7
SUMMARY = "Tide chart is off by an hour"
NOTE_TEXT = "Thursday's high tide shows 14:10; it is 13:10."
# form_security_token: the date (Ymd), then a 32-character URL-safe nonce.
TOKEN = "20260804Qm9hdHNfaW5faGFyYm91cl90aWRlc18x"


def urlencoded(fields: Fields) -> str:
    """A form's fields as the browser's application/x-www-form-urlencoded serialiser writes."""
    return "&".join(f"{quote_plus(k, safe='*')}={quote_plus(v, safe='*')}" for k, v in fields)


def multipart(fields: Fields) -> str:
    """A form's fields as the browser sends them as multipart/form-data (CRLF)."""
    head = "--" + BOUNDARY + '\r\nContent-Disposition: form-data; name="%s"\r\n\r\n'
    parts = [head % name + value.replace("\n", "\r\n") + "\r\n" for name, value in fields]
    return "".join(parts) + f"--{BOUNDARY}--\r\n"


def post(path: str, body: str) -> dict[str, str]:
    return {"request": f"POST /{path}", "body": body}


def get(path: str, fields: Fields) -> str:
    """A link's GET: the query the template builds (form_security_param appends the token)."""
    return f"GET /{path}?" + "&".join(f"{k}={v}" for k, v in fields)


def button(path: str, fields: Fields) -> dict[str, str]:
    """html_button / print_form_button: a POST form, its ``<page>_token`` field first."""
    return post(path, urlencoded([(f"{path[:-4]}_token", TOKEN), *fields]))


def confirm(path: str, query: Fields, posted: Fields) -> dict[str, str]:
    """helper_ensure_confirmed's form: POST to the page's own URL (action=""), the request's
    POST fields, then its GET fields, then ``_confirmed=1``."""
    url = path + ("?" + "&".join(f"{k}={v}" for k, v in query) if query else "")
    return post(url, urlencoded([*posted, *query, ("_confirmed", "1")]))


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"mantisbt {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def nav(t: Any) -> list[dict[str, Any]]:
    """The sidebar's menu (layout_api): plain links."""
    keys = ("my_view_link", "view_bugs_link", "report_bug_link", "changelog_link",
            "roadmap_link", "summary_link", "manage_link")  # fmt: skip
    return [{"link": t(key)} for key in keys]


def bug_buttons(t: Any, watching: bool) -> list[dict[str, Any]]:
    """bug_view_action_buttons for a reporter-closable, assigned issue."""
    return [
        {"text": f"{BUG:07d}: {SUMMARY}"},
        {"button": t("edit")},
        {"button": t("bug_status_to_button")},
        {"button": t("unmonitor_bug_button" if watching else "monitor_bug_button")},
        {"button": t("unstick_bug_button" if watching else "stick_bug_button")},
        {"button": t("create_child_bug_button")},
        {"button": t("close")},
        {"button": t("move")},
        {"button": t("delete")},
    ]


def bug_screens(t: Any) -> list[dict[str, Any]]:
    """The issue's buttons (before and after monitoring and sticking), and the sidebar."""
    title = f"{BUG:07d}: {SUMMARY}"
    before = {"title": title, "items": [*nav(t), *bug_buttons(t, False)]}
    after = {"title": title, "items": [*nav(t), *bug_buttons(t, True)]}
    bug = [("bug_id", str(BUG))]
    return [
        entry("reversible", "issue buttons", before, [
            (t("monitor_bug_button"), False, [button("bug_monitor_add.php", bug)]),
            (t("stick_bug_button"), False,
             [button("bug_stick.php", [*bug, ("action", "stick")])])]),
        entry("reversible", "issue buttons (monitoring, sticky)", after, [
            (t("unmonitor_bug_button"), False, [button("bug_monitor_delete.php", bug)]),
            (t("unstick_bug_button"), False,
             [button("bug_stick.php", [*bug, ("action", "unstick")])])]),
        entry("opens-page", "issue buttons (pages)", before, [
            (t("edit"), False, [button("bug_update_page.php", bug)]),
            (t("create_child_bug_button"), False,
             [button("bug_report_page.php", [("m_id", str(BUG))])]),
            (t("close"), False, [button("bug_change_status_page.php", [
                ("id", str(BUG)), ("new_status", "90"), ("change_type", "close")])]),
            (t("delete"), False, [button("bug_actiongroup_page.php", [
                ("bug_arr[]", str(BUG)), ("action", "DELETE")])])]),
        entry("navigation", "sidebar", before, [
            (t("view_bugs_link"), False, []), (t("my_view_link"), False, []),
            (t("roadmap_link"), False, [])]),
        entry("delete", "delete issues confirmation", {"title": t("actiongroup_bugs"), "items": [
            {"text": t("delete_bugs_conf_msg")}, {"text": f"{BUG:07d}: {SUMMARY}"},
            {"button": t("delete_group_bugs_button")}]},
            [(t("delete_group_bugs_button"), True, [post("bug_actiongroup.php", urlencoded([
                ("bug_actiongroup_DELETE_token", TOKEN), ("action", "DELETE"),
                ("bug_arr[]", str(BUG))]))])]),
    ]  # fmt: skip


def detail_screens(t: Any) -> list[dict[str, Any]]:
    """The tags row, a note's and an attachment's buttons, and the note form."""
    title = f"{BUG:07d}: {SUMMARY}"
    tags = [
        {"text": t("tags")},
        {"link": "storm"},
        {"icon": t("tag_detach", "storm")},
        {"link": "gauge"},
        {"icon": t("tag_detach", "gauge")},
    ]
    detach = [("bug_id", str(BUG)), ("tag_id", str(TAG)), ("tag_detach_token", TOKEN)]

    def note(private: bool) -> list[dict[str, Any]]:
        state = t("make_public") if private else t("make_private")
        return [
            {"text": t("bug_notes_title")},
            {"text": "bob"},
            {"button": t("edit")},
            {"button": t("delete")},
            {"button": state},
            {"text": NOTE_TEXT},
        ]

    file_row = [{"text": t("attached_files")}, {"link": "tides-march.pdf"}, {"link": t("delete")}]
    note_id = [("bugnote_id", str(NOTE))]
    form = [
        {"field": "bugnote_text", "text": NOTE_TEXT},
        {"switch": t("private")},
        {"button": t("add_bugnote_button")},
    ]
    return [
        entry("reversible", "tags row", {"title": title, "items": tags},
              [(t("tag_detach", "storm"), False, [get("tag_detach.php", detach)])]),
        entry("reversible", "note buttons", {"title": title, "items": note(False)},
              [(t("make_private"), False, [button("bugnote_set_view_state.php",
                                                  [("private", "1"), *note_id])])]),
        entry("reversible", "note buttons (private)", {"title": title, "items": note(True)},
              [(t("make_public"), False, [button("bugnote_set_view_state.php",
                                                 [("private", "0"), *note_id])])]),
        entry("opens-page", "note buttons (delete)", {"title": title, "items": note(False)},
              [(t("delete"), False, [button("bugnote_delete.php", note_id)])]),
        entry("delete", "delete note confirmation", {"title": title, "items": [
            {"text": t("delete_bugnote_sure_msg")}, {"button": t("delete_bugnote_button")}]},
            [(t("delete_bugnote_button"), True, [confirm(
                "bugnote_delete.php", [], [("bugnote_delete_token", TOKEN), *note_id])])]),
        entry("opens-page", "attachment row", {"title": title, "items": file_row},
              [(t("delete"), False, [get("bug_file_delete.php", [
                  ("file_id", str(FILE)), ("bug_file_delete_token", TOKEN)])])]),
        entry("delete", "delete attachment confirmation", {"title": title, "items": [
            {"text": t("delete_attachment_sure_msg")}, {"button": t("delete")}]},
            [(t("delete"), True, [confirm("bug_file_delete.php", [
                ("file_id", str(FILE)), ("bug_file_delete_token", TOKEN)], [])])]),
        entry("comment", "add note form", {"title": title, "items": form},
              [(t("add_bugnote_button"), True, [post("bugnote_add.php", multipart([
                  ("bugnote_add_token", TOKEN), ("bug_id", str(BUG)),
                  ("bugnote_text", NOTE_TEXT)]))])]),
        entry("comment", "add note form (private)", {"title": title, "items": form},
              [(t("add_bugnote_button"), True, [post("bugnote_add.php", multipart([
                  ("bugnote_add_token", TOKEN), ("bug_id", str(BUG)), ("private", "on"),
                  ("bugnote_text", NOTE_TEXT)]))])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """An issue revision's Drop, the plugins page and a project's subprojects."""
    revision = [{"text": t("view_revisions")}, {"text": SUMMARY}, {"link": t("revision_drop")}]
    drop = [("id", str(REVISION)), ("bug_revision_drop_token", TOKEN)]
    plugins = [{"text": t("plugins_installed")}, {"text": "Mantis Graphs 2.29.0-dev"},
               {"link": t("plugin_upgrade")}, {"link": t("plugin_uninstall")},
               {"text": t("plugins_available")}, {"text": "Import/Export issues 2.29.0-dev"},
               {"link": t("plugin_install")}]  # fmt: skip
    uninstall = [("name", "MantisGraph"), ("manage_plugin_uninstall_token", TOKEN)]
    message = t("plugin_uninstall_message", "Mantis Graphs")
    subprojects = [
        {"text": t("subprojects")},
        {"text": "North quay"},
        {"link": t("edit")},
        {"link": t("unlink_link")},
    ]
    return [
        entry("opens-page", "issue revision", {"title": t("view_revisions"), "items": revision},
              [(t("revision_drop"), False, [get("bug_revision_drop.php", drop)])]),
        entry("delete", "drop revision confirmation", {"title": t("view_revisions"), "items": [
            {"text": t("confirm_revision_drop")}, {"button": t("revision_drop")}]},
            [(t("revision_drop"), True, [confirm("bug_revision_drop.php", drop, [])])]),
        entry("reversible", "plugins page", {"title": t("manage_plugin_link"), "items": plugins},
              [(t("plugin_install"), False, [get("manage_plugin_install.php", [
                  ("name", "XmlImportExport"), ("manage_plugin_install_token", TOKEN)])])]),
        entry("upgrade", "plugins page (upgrade)",
              {"title": t("manage_plugin_link"), "items": plugins},
              [(t("plugin_upgrade"), True, [get("manage_plugin_upgrade.php", [
                  ("name", "MantisGraph"), ("manage_plugin_upgrade_token", TOKEN)])])]),
        entry("opens-page", "plugins page (uninstall)",
              {"title": t("manage_plugin_link"), "items": plugins},
              [(t("plugin_uninstall"), False, [get("manage_plugin_uninstall.php", uninstall)])]),
        entry("delete", "uninstall plugin confirmation", {"title": t("manage_plugin_link"),
              "items": [{"text": message}, {"button": t("plugin_uninstall")}]},
              [(t("plugin_uninstall"), True,
                [confirm("manage_plugin_uninstall.php", uninstall, [])])]),
        entry("reversible", "project subprojects", {"title": "Harbour tides", "items": subprojects},
              [(t("unlink_link"), False, [get("manage_proj_subproj_delete.php", [
                  ("project_id", str(PROJECT)), ("subproject_id", str(SUBPROJECT)),
                  ("manage_proj_subproj_delete_token", TOKEN)])]),
               (t("edit"), False, [])]),
    ]  # fmt: skip


def project_screens(t: Any) -> list[dict[str, Any]]:
    """A project's categories and versions (each Delete opens a confirmation), the two
    confirmations, and a relationship's confirmation."""
    rows = [
        {"text": t("categories")},
        {"text": "Gauges"},
        {"button": t("edit")},
        {"button": t("delete")},
        {"text": t("versions")},
        {"text": "1.2"},
        {"link": "1.2"},
    ]
    category = [("category_id", "6"), ("project_id", str(PROJECT))]
    version = [("version_id", "4")]
    cat_fields = [("manage_proj_cat_delete_token", TOKEN), *category]
    ver_fields = [("manage_proj_ver_delete_token", TOKEN), *version]
    versions = [
        {"text": t("versions")},
        {"text": "1.2"},
        {"button": t("edit")},
        {"button": t("delete")},
    ]
    rel = [("bug_id", str(BUG)), ("rel_id", "21"), ("bug_relationship_delete_token", TOKEN)]
    project = "Harbour tides"
    return [
        entry("opens-page", "project categories", {"title": project, "items": rows},
              [(t("delete"), False, [post("manage_proj_cat_delete.php", urlencoded(cat_fields))])]),
        entry("delete", "delete category confirmation", {"title": project, "items": [
            {"text": t("category_delete_confirm_msg", "Gauges")},
            {"button": t("delete_category_button")}]},
            [(t("delete_category_button"), True,
              [confirm("manage_proj_cat_delete.php", [], cat_fields)])]),
        entry("opens-page", "project versions", {"title": project, "items": versions},
              [(t("delete"), False, [post("manage_proj_ver_delete.php", urlencoded(ver_fields))])]),
        entry("delete", "delete version confirmation", {"title": project, "items": [
            {"text": t("version_delete_sure", "1.2")}, {"button": t("delete_version_button")}]},
            [(t("delete_version_button"), True,
              [confirm("manage_proj_ver_delete.php", [], ver_fields)])]),
        entry("reversible", "delete relationship confirmation", {
            "title": f"{BUG:07d}: {SUMMARY}", "items": [
                {"text": t("delete_relationship_sure_msg")}, {"button": t("delete")}]},
            [(t("delete"), False, [confirm("bug_relationship_delete.php", rel, [])])]),
    ]  # fmt: skip


def reminder_screens(t: Any) -> list[dict[str, Any]]:
    """The issue's "Send a reminder" link and the reminder form (bug_reminder_page.php)."""
    title = f"{BUG:07d}: {SUMMARY}"
    text = "Could you check the gauge before Thursday?"
    form = [
        {"text": t("to")},
        {"menu": "alice"},
        {"menu": "bob"},
        {"field": "bugnote_text", "text": text},
        {"switch": t("private")},
        {"button": t("bug_send_button")},
    ]
    links = [
        {"link": t("bug_reminder")},
        {"link": t("jump_to_bugnotes")},
        {"link": t("bug_history")},
        *bug_buttons(t, False),
    ]
    return [
        entry("navigation", "issue links", {"title": title, "items": links},
              [(t("bug_reminder"), False, []), (t("jump_to_bugnotes"), False, [])]),
        entry("mail", "reminder form", {"title": title, "items": form},
              [(t("bug_send_button"), True, [button("bug_reminder.php", [
                  ("bug_id", str(BUG)), ("to[]", "5"), ("bugnote_text", text)])])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Bob's page in Manage Users (one form; each button posts it to its formaction) and
    the account deletion's confirmation."""
    fields = [
        ("manage_user_update_token", TOKEN),
        ("user_id", "5"),
        ("username", "bob"),
        ("realname", "Bob Marsh"),
        ("email", "bob@harbour.example"),
        ("access_level", "55"),
        ("enabled", "on"),
        ("send_email_notification", "on"),
        ("manage_user_impersonate_token", TOKEN),
    ]
    form = [
        {"field": "username", "hint": t("username_label"), "text": "bob"},
        {"field": "realname", "hint": t("realname_label"), "text": "Bob Marsh"},
        {"field": "email", "hint": t("email_label"), "text": "bob@harbour.example"},
        {"switch": t("enabled_label")},
        {"switch": t("protected_label")},
        {"button": t("update_user_button")},
        {"switch": t("notify_user")},
        {"link": t("view_account_title")},
        {"button": t("impersonate_user_button")},
        {"button": t("reset_password_button")},
        {"button": t("delete_user_button")},
    ]
    page = {"title": t("edit_user_title"), "items": form}
    sure = t("delete_account_sure_msg", "bob")
    return [
        entry("reset-password", "edit user (reset password)", page,
              [(t("reset_password_button"), True,
                [post("manage_user_reset.php", urlencoded([*fields, ("reset", "")]))])]),
        entry("opens-page", "edit user (delete, impersonate)", page, [
            (t("delete_user_button"), False, [post("manage_user_delete.php", urlencoded(fields))]),
            (t("impersonate_user_button"), False,
             [post("manage_user_impersonate.php", urlencoded(fields))]),
            (t("view_account_title"), False, [])]),
        entry("delete-account", "delete user confirmation", {"title": t("edit_user_title"),
              "items": [{"text": sure}, {"button": t("delete_account_button")}]},
              [(t("delete_account_button"), True,
                [confirm("manage_user_delete.php", [], fields)])]),
    ]  # fmt: skip


def tag_token_screens(t: Any) -> list[dict[str, Any]]:
    """A tag's page (tag_view_page.php) and its delete confirmation; the API tokens page."""
    tag = [("tag_delete_token", TOKEN), ("tag_id", str(TAG))]
    page = {
        "title": "storm",
        "items": [
            {"text": t("tag_name")},
            {"text": "storm"},
            {"link": t("tag_update_button")},
            {"button": t("tag_delete_button")},
        ],
    }
    tokens = {
        "title": t("account_link"),
        "items": [
            {"field": "token_name", "hint": t("api_token_name"), "text": "tide-bot"},
            {"button": t("api_token_create_button")},
            {"text": t("api_tokens_title")},
            {"text": "ci-import"},
            {"button": t("api_token_revoke_button")},
        ],
    }
    return [
        entry("opens-page", "tag page", page, [
            (t("tag_delete_button"), False, [post("tag_delete.php", urlencoded(tag))]),
            (t("tag_update_button"), False, [])]),
        entry("delete", "delete tag confirmation", {"title": "storm", "items": [
            {"text": t("tag_delete_message", "storm")}, {"button": t("tag_delete_button")}]},
            [(t("tag_delete_button"), True, [confirm("tag_delete.php", [], tag)])]),
        entry("reversible", "API tokens (create)", tokens,
              [(t("api_token_create_button"), False, [post("api_token_create.php", urlencoded([
                  ("create_api_token_form_token", TOKEN), ("token_name", "tide-bot")]))])]),
        entry("revoke", "API tokens (revoke)", tokens,
              [(t("api_token_revoke_button"), True, [post("api_token_revoke.php", urlencoded([
                  ("revoke_api_token_form_token", TOKEN), ("token_id", "3")]))])]),
    ]  # fmt: skip
