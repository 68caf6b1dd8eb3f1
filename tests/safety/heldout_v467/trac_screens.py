"""Trac's screens for the four-hundred-and-sixty-seventh held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, js, **values)`` being that language's lookup in the app's
gettext catalogues. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import base64
import copy
from typing import Any
from urllib.parse import quote_plus

TOKEN = "8c1f04d2b7e93a6f5d20c4e1"  # made up
BOUNDARY = "----WebKitFormBoundaryR4nT8cW2qLx9ZbE1"  # made up
USER, USER_NAME, USER_MAIL = "mkeller", "Mara Keller", "mara@example.org"
PAGE, VERSION = "ReleaseChecklist", 7
PAGE_TEXT = "= Release checklist =\r\n * Tag the release\r\n * Upload the packages"
FILE, FILE_TEXT = "build-matrix.csv", "platform,python\r\nlinux,3.12\r\n"
TICKET, SUMMARY, CNUM, CDATE = 42, "Search index misses renamed wiki pages", 3, "1717071234567890"
START, VIEW = "1717152000000000", "1717071234567890"
MILESTONE, NEXT_MILESTONE, OLD_MILESTONE = "1.2", "1.3", "1.1"
REPORT, REPORT_TITLE = 9, "Tickets waiting for review"
MEMBER, GROUP = "jdoe", "developers"
Fields = list[tuple[str, str]]
Act = tuple[str, str, bool, list[Any]]  # label, category, irreversible, sends
WIKI = f"/wiki/{PAGE}"
TKT = f"/ticket/{TICKET}"


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields = ()) -> dict[str, str]:
    """An HTML form posted by the browser: urlencoded, the form token first."""
    return {"request": f"POST {url}", "body": body([("__FORM_TOKEN", TOKEN), *fields]),
            "via": "form"}  # fmt: skip


def get_form(url: str, fields: Fields) -> dict[str, str]:
    """A ``method="get"`` form: its fields become the query of the page it loads."""
    return {"request": f"GET {url}?{body(fields)}", "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def multipart(url: str, fields: list[tuple[str, str, str | None, str]]) -> dict[str, str]:
    """A ``multipart/form-data`` form as Chrome posts it: (name, value, file name, type)."""
    parts = []
    for name, value, filename, kind in [("__FORM_TOKEN", TOKEN, None, ""), *fields]:
        head = f'Content-Disposition: form-data; name="{name}"'
        if filename is not None:
            head += f'; filename="{filename}"\r\nContent-Type: {kind}'
        parts.append(f"--{BOUNDARY}\r\n{head}\r\n\r\n{value}\r\n")
    return {"request": f"POST {url}", "body": "".join(parts) + f"--{BOUNDARY}--\r\n",
            "via": "form"}  # fmt: skip


def b64(subject: str, action: str) -> str:
    """``unicode_to_base64`` of a subject and an action, as the revoke boxes' value."""
    return ":".join(base64.b64encode(x.encode()).decode() for x in (subject, action))


def _entries(source: str, screen: dict[str, Any], acts: list[Act]) -> list[dict[str, Any]]:
    """One entry per run of actions of one category on the same screen."""
    entries: list[dict[str, Any]] = []
    for label, category, irreversible, sends in acts:
        case = {"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
        if entries and entries[-1]["category"] == category:
            entries[-1]["cases"].append(case)
        else:
            entries.append({"category": category, "source": f"trac {source}", "web": True,
                            "screen": copy.deepcopy(screen), "cases": [case]})  # fmt: skip
    return entries


def texts(*lines: str) -> list[dict[str, str]]:
    return [{"text": line} for line in lines]


def wiki_screens(t: Any) -> list[dict[str, Any]]:
    """A wiki page, its editor, the delete confirmations of the page and of its last version,
    the rename page."""
    view = {"title": PAGE, "items": [
        *texts("Release checklist", "Tag the release", "Upload the packages"),
        {"link": t("Last modified")}, {"button": t("Edit this page")},
        {"button": t("Attach file")}, {"button": t("Rename page")},
        {"button": t("Delete this version")}, {"button": t("Delete page")}]}  # fmt: skip
    editor = {"title": t("Editing %(name)s", name=PAGE), "items": [
        {"field": "text", "hint": PAGE, "text": PAGE_TEXT},
        {"text": t("Change information")},
        {"field": "comment", "hint": t("Comment about this change (optional):"),
         "text": "Add the upload step"},
        {"switch": t("Page is read-only"), "checked": False},
        {"button": t("Preview Page")}, {"button": t("Review Changes")},
        {"button": t("Submit changes")}, {"button": t("Cancel")}]}  # fmt: skip
    edit_fields = [("from_editor", "1"), ("action", "edit"), ("version", str(VERSION)),
                   ("scroll_bar_pos", ""), ("editrows", "20"), ("text", PAGE_TEXT),
                   ("comment", "Add the upload step")]  # fmt: skip
    delete_page = {"title": t("Delete %(name)s", name=PAGE), "items": [
        *texts(t("Are you sure you want to completely delete this page?"),
               t("This is an irreversible operation.")),
        {"button": t("Delete page")}, {"button": t("Cancel")}]}  # fmt: skip
    version = t("version %(number)s", number=VERSION)
    delete_version = {"title": t("Delete version %(version)s of %(name)s", version=VERSION,
                                 name=PAGE), "items": [
        *texts(t("Are you sure you want to delete %(version)s of this page?", version=version),
               t("This is an irreversible operation.")),
        {"button": t("Delete this version")}, {"button": t("Cancel")}]}  # fmt: skip
    rename = {"title": t("Rename %(name)s", name=PAGE), "items": [
        *texts(t("Renaming the page will rename all existing versions of the page in place."),
               t("The complete history of the page will be moved to the new location.")),
        {"field": "new_name", "hint": t("New name:"), "text": "Releases/Checklist"},
        {"switch": t("Leave a redirection page at the old location"), "checked": True},
        {"button": t("Rename page")}, {"button": t("Cancel")}]}  # fmt: skip
    rename_fields = [("action", "rename"), ("new_name", "Releases/Checklist"),
                     ("redirect", "on")]  # fmt: skip
    return [
        *_entries("wiki page", view, [
            (t("Edit this page"), "harmless", False, [get_form(WIKI, [("action", "edit")])]),
            (t("Attach file"), "harmless", False, [
                get_form(f"/attachment/wiki/{PAGE}/", [("action", "new")])]),
            (t("Rename page"), "opens-prompt", False, [get_form(WIKI, [("action", "rename")])]),
            (t("Delete this version"), "opens-prompt", False, [get_form(WIKI, [
                ("action", "delete"), ("version", str(VERSION)),
                ("delete_version", t("Delete this version"))])]),
            (t("Delete page"), "opens-prompt", False, [get_form(WIKI, [
                ("action", "delete"), ("version", str(VERSION))])])]),
        *_entries("wiki editor", editor, [
            (t("Preview Page"), "harmless", False, [
                form(WIKI, [*edit_fields, ("preview", t("Preview Page"))])]),
            (t("Submit changes"), "reversible", False, [
                form(WIKI, [*edit_fields, ("save", t("Submit changes"))])]),
            (t("Cancel"), "harmless", False, [
                form(WIKI, [*edit_fields, ("cancel", t("Cancel"))])])]),
        *_entries("wiki page delete confirmation", delete_page, [
            (t("Delete page"), "delete", True, [form(WIKI, [("action", "delete")])]),
            (t("Cancel"), "harmless", False, [
                form(WIKI, [("action", "delete"), ("cancel", t("Cancel"))])])]),
        *_entries("wiki version delete confirmation", delete_version, [
            (t("Delete this version"), "delete", True, [form(WIKI, [
                ("action", "delete"), ("version", str(VERSION)),
                ("old_version", str(VERSION))])]),
            (t("Cancel"), "harmless", False, [form(WIKI, [
                ("action", "delete"), ("version", str(VERSION)),
                ("old_version", str(VERSION)), ("cancel", t("Cancel"))])])]),
        *_entries("wiki rename page", rename, [
            (t("Rename page"), "reversible", False, [
                form(WIKI, [*rename_fields, ("submit", t("Rename page"))])]),
            (t("Cancel"), "harmless", False, [
                form(WIKI, [*rename_fields, ("cancel", t("Cancel"))])])]),
    ]  # fmt: skip


def attachment_screens(t: Any) -> list[dict[str, Any]]:
    """The add attachment page (without and with Replace ticked), an attachment's page and
    its delete confirmation."""
    base = f"/attachment/wiki/{PAGE}/"

    def add(replace: bool) -> dict[str, Any]:
        return {"title": t("Add Attachment to %(parent)s", parent=PAGE), "items": [
            {"field": "attachment", "hint": "File", "text": FILE},
            {"text": t("Attachment Info")},
            {"field": "description", "hint": t("Description of the file (optional):"),
             "text": "Supported platforms"},
            {"switch": t("Replace existing attachment of the same name"), "checked": replace},
            {"button": t("Add attachment")}, {"button": t("Cancel")}]}  # fmt: skip

    def parts(replace: bool, cancel: bool = False) -> list[tuple[str, str, str | None, str]]:
        return [("attachment", FILE_TEXT, FILE, "text/csv"),
                ("description", "Supported platforms", None, ""),
                *([("replace", "on", None, "")] if replace else []),
                ("action", "new", None, ""), ("realm", "wiki", None, ""),
                ("id", PAGE, None, ""),
                *([("cancel", t("Cancel"), None, "")] if cancel else [])]  # fmt: skip

    view = {"title": f"{PAGE}: {FILE}", "items": [
        {"text": t("File %(file)s, %(size)s (added by %(author)s, %(pdate)s)", file=FILE,
                   size="29 bytes", author=USER, pdate="3 days ago")},
        {"text": "Supported platforms"},
        {"button": t("Delete attachment")}]}  # fmt: skip
    delete = {"title": f"{PAGE}: {FILE}", "items": [
        *texts(t("Are you sure you want to delete this attachment?"),
               t("This is an irreversible operation.")),
        {"button": t("Delete attachment")}, {"button": t("Cancel")}]}  # fmt: skip
    return [
        *_entries("add attachment page", add(False), [
            (t("Add attachment"), "reversible", False, [multipart(base, parts(False))]),
            (t("Cancel"), "harmless", False, [multipart(base, parts(False, cancel=True))])]),
        *_entries("add attachment page, replace ticked", add(True), [
            (t("Add attachment"), "overwrite", True, [multipart(base, parts(True))])]),
        *_entries("attachment page", view, [
            (t("Delete attachment"), "opens-prompt", False, [
                get_form(base + FILE, [("action", "delete")])])]),
        *_entries("attachment delete confirmation", delete, [
            (t("Delete attachment"), "delete", True, [
                form(base + FILE, [("action", "delete")])]),
            (t("Cancel"), "harmless", False, [
                form(base + FILE, [("action", "delete"), ("cancel", t("Cancel"))])])]),
    ]  # fmt: skip


def ticket_fields(summary: str, keywords: str, reporter: str = "dlin") -> Fields:
    return [("field_summary", summary), ("field_reporter", reporter),
            ("field_description", "Renamed pages are not found by the search box."),
            ("field_type", "defect"), ("field_priority", "major"),
            ("field_milestone", MILESTONE), ("field_component", "backend"),
            ("field_version", OLD_MILESTONE), ("field_keywords", keywords),
            ("field_cc", "")]  # fmt: skip


def ticket_screens(t: Any) -> list[dict[str, Any]]:
    """A ticket's page with its comment buttons, its editor (leaving and resolving it), a
    comment's editor, the delete confirmations of the ticket and of a comment, the new
    ticket form and a query's batch modify form."""
    heading = t("Ticket #%(id)s", id=TICKET)
    delete_js, delete_title = "– " + t("Delete", js=True), t("Delete ticket", js=True)
    comment_title = t("Delete comment %(num)s", js=True, num=CNUM)
    page = {"title": f"{heading}: {SUMMARY}", "items": [
        {"link": t("Modify"), "desc": t("Go to the ticket editor")},
        {"button": delete_js, "desc": delete_title},
        {"text": t("Change History")}, {"text": "Still happens after the upgrade."},
        {"button": "✎ " + t("Edit"), "desc": t("Edit comment %(cnum)s", cnum=CNUM)},
        {"button": delete_js, "desc": comment_title}]}  # fmt: skip
    comment = "Fixed in [1432]: renames now reindex the page."
    editor = {"title": f"{heading}: {SUMMARY}", "items": [
        {"text": t("Modify Ticket")},
        {"field": "field_summary", "hint": t("Summary:"), "text": SUMMARY},
        {"radio": "leave", "checked": True}, {"radio": "resolve", "checked": False},
        {"text": t("Add Comment")}, {"field": "comment", "hint": t("Comment:"),
                                     "text": "Still happens after the upgrade."},
        {"button": t("Preview")}, {"button": t("Submit changes")}]}  # fmt: skip
    resolve = copy.deepcopy(editor)
    resolve["items"][2:4] = [{"radio": "leave", "checked": False},
                             {"radio": "resolve", "checked": True}]  # fmt: skip
    resolve["items"][5]["text"] = comment
    tail = [("start_time", START), ("view_time", VIEW), ("replyto", "")]
    leave_fields = [*ticket_fields(SUMMARY, "search"), ("action", "leave"),
                    ("comment", "Still happens after the upgrade."), *tail]  # fmt: skip
    resolve_fields = [*ticket_fields(SUMMARY, "search"), ("action", "resolve"),
                      ("action_resolve_resolve_resolution", "fixed"), ("comment", comment),
                      *tail]  # fmt: skip
    edited = "Still happens after the upgrade to 1.1."
    comment_editor = {"title": f"{heading}: {SUMMARY}", "items": [
        {"field": "edited_comment", "hint": t("Comment:"), "text": edited},
        {"button": t("Preview")}, {"button": t("Submit changes")},
        {"button": t("Cancel")}]}  # fmt: skip
    edit_fields = [("edited_comment", edited), ("cnum_edit", str(CNUM))]
    delete = {"title": t("Delete %(ticket)s", ticket=heading), "items": [
        *texts(SUMMARY, t("Are you sure you want to delete this ticket?"),
               t("(comments: %(comments)s, attachments: %(attachments)s)", comments=4,
                 attachments=0),
               t("This is an irreversible operation.")),
        {"button": t("Delete ticket")}, {"button": t("Cancel")}]}  # fmt: skip
    delete_comment = {"title": t("Delete comment %(num)s on Ticket #%(id)s", num=CNUM,
                                 id=TICKET), "items": [
        *texts("Still happens after the upgrade.",
               t("Are you sure you want to delete this ticket comment?"),
               t("This is an irreversible operation.")),
        {"button": t("Delete comment")}, {"button": t("Cancel")}]}  # fmt: skip
    delete_url = f"{TKT}?action=delete"
    comment_query = body([("action", "delete-comment"), ("cnum", str(CNUM)), ("cdate", CDATE)])
    comment_url = f"{TKT}?{comment_query}"
    new_summary = "Timeline feed shows deleted attachments"
    new = {"title": t("New Ticket"), "items": [
        {"text": t("Properties")},
        {"field": "field_summary", "hint": t("Summary:"), "text": new_summary},
        {"button": t("Preview")}, {"button": t("Create ticket")}]}  # fmt: skip
    new_fields = [*ticket_fields(new_summary, "", USER), ("action", "create")]
    batch_comment = f"Moved to {NEXT_MILESTONE}."
    batch = {"title": t("Custom Query"), "items": [
        {"text": t("Batch Modify")}, {"text": "Milestone:"},
        {"field": "batchmod_value_comment", "hint": t("Comment:"), "text": batch_comment},
        {"button": t("Change tickets")}]}  # fmt: skip
    return [
        *_entries("ticket page", page, [
            (delete_title, "opens-prompt", False, [get_form(TKT, [("action", "delete")])]),
            (comment_title, "opens-prompt", False, [get_form(TKT, [
                ("action", "delete-comment"), ("cnum", str(CNUM)), ("cdate", CDATE)])]),
            ("✎ " + t("Edit"), "harmless", False, [
                get_form(TKT, [("cnum_edit", str(CNUM))])])]),
        *_entries("ticket editor", editor, [
            (t("Preview"), "harmless", False, [
                form(TKT, [*leave_fields, ("preview", t("Preview"))])]),
            (t("Submit changes"), "reversible", False, [
                form(TKT, [*leave_fields, ("submit", t("Submit changes"))])])]),
        *_entries("ticket editor, resolve as fixed", resolve, [
            (t("Submit changes"), "reversible", False, [
                form(TKT, [*resolve_fields, ("submit", t("Submit changes"))])])]),
        *_entries("ticket comment editor", comment_editor, [
            (t("Submit changes"), "reversible", False, [
                form(TKT, [*edit_fields, ("edit_comment", t("Submit changes"))])]),
            (t("Cancel"), "harmless", False, [
                form(TKT, [*edit_fields, ("cancel_comment", t("Cancel"))])])]),
        *_entries("ticket delete confirmation", delete, [
            (t("Delete ticket"), "delete", True, [form(delete_url, [("action", "delete")])]),
            (t("Cancel"), "harmless", False, [
                form(delete_url, [("action", "delete"), ("cancel", t("Cancel"))])])]),
        *_entries("ticket comment delete confirmation", delete_comment, [
            (t("Delete comment"), "delete", True, [form(comment_url, [
                ("action", "delete-comment"), ("cnum", str(CNUM)), ("cdate", CDATE)])]),
            (t("Cancel"), "harmless", False, [form(comment_url, [
                ("action", "delete-comment"), ("cnum", str(CNUM)), ("cdate", CDATE),
                ("cancel", t("Cancel"))])])]),
        *_entries("new ticket form", new, [
            (t("Create ticket"), "reversible", False, [
                form("/newticket", [*new_fields, ("submit", t("Create ticket"))])])]),
        *_entries("query batch modify", batch, [
            (t("Change tickets"), "reversible", False, [form("/batchmodify", [
                ("batchmod_value_milestone", NEXT_MILESTONE),
                ("batchmod_value_comment", batch_comment), ("action", "leave"),
                ("selected_tickets", "41,42,45"),
                ("query_href", f"/query?milestone={MILESTONE}"),
                ("batchmod_submit", t("Change tickets"))])])]),
    ]  # fmt: skip


def roadmap_screens(t: Any) -> list[dict[str, Any]]:
    """A milestone's page, its editor (completing it) and delete confirmation; a report's
    page and its delete confirmation."""
    url = f"/milestone/{MILESTONE}"
    view = {"title": t("Milestone %(name)s", name=MILESTONE), "items": [
        {"text": "Search and indexing"},
        {"button": t("Edit milestone")}, {"button": t("Delete milestone")}]}  # fmt: skip
    edit = {"title": t("Edit Milestone %(name)s", name=MILESTONE), "items": [
        {"text": t("Modify Milestone:")},
        {"field": "name", "hint": t("Name:"), "text": MILESTONE},
        {"switch": t("Completed:"), "checked": True},
        {"text": t("Retargeting")},
        {"switch": t("Retarget associated open tickets to milestone:"), "checked": True},
        {"button": t("Submit changes")}, {"button": t("Cancel")}]}  # fmt: skip
    edit_fields = [("action", "edit"), ("name", MILESTONE), ("completed", "on"),
                   ("completeddate", "2024-06-28T09:15:00Z"), ("retarget", "on"),
                   ("target", NEXT_MILESTONE),
                   ("comment", "Ticket retargeted after milestone closed"),
                   ("description", "Search and indexing")]  # fmt: skip
    delete = {"title": t("Delete Milestone %(name)s", name=MILESTONE), "items": [
        {"text": t("Are you sure you want to delete this milestone?")},
        {"field": "target", "hint": t("Retarget associated tickets to milestone"),
         "text": NEXT_MILESTONE},
        {"text": t("This is an irreversible operation.")},
        {"button": t("Delete milestone")}, {"button": t("Cancel")}]}  # fmt: skip
    report_url = f"/report/{REPORT}"
    report = {"title": f"{{{REPORT}}} {REPORT_TITLE}", "items": [
        {"text": "#41"}, {"text": SUMMARY},
        {"button": t("Edit report")}, {"button": t("Copy report")},
        {"button": t("Delete report")}]}  # fmt: skip
    report_delete = {"title": f"{{{REPORT}}} {REPORT_TITLE}", "items": [
        {"text": t("Are you sure you want to delete this report?")},
        {"button": t("Delete report")}, {"button": t("Cancel")}]}  # fmt: skip
    report_fields = [("id", str(REPORT)), ("action", "delete")]
    return [
        *_entries("milestone page", view, [
            (t("Edit milestone"), "harmless", False, [get_form(url, [("action", "edit")])]),
            (t("Delete milestone"), "opens-prompt", False, [
                get_form(url, [("action", "delete")])])]),
        *_entries("milestone editor, completed", edit, [
            (t("Submit changes"), "reversible", False, [
                form(url, [*edit_fields, ("save", t("Submit changes"))])]),
            (t("Cancel"), "harmless", False, [
                form(url, [*edit_fields, ("cancel", t("Cancel"))])])]),
        *_entries("milestone delete confirmation", delete, [
            (t("Delete milestone"), "delete", True, [
                form(url, [("action", "delete"), ("target", NEXT_MILESTONE)])]),
            (t("Cancel"), "harmless", False, [form(url, [
                ("action", "delete"), ("target", NEXT_MILESTONE),
                ("cancel", t("Cancel"))])])]),
        *_entries("report page", report, [
            (t("Edit report"), "harmless", False, [
                get_form(report_url, [("action", "edit")])]),
            (t("Delete report"), "opens-prompt", False, [
                get_form(report_url, [("action", "delete")])])]),
        *_entries("report delete confirmation", report_delete, [
            (t("Delete report"), "delete", True, [form("/report", report_fields)]),
            (t("Cancel"), "harmless", False, [
                form("/report", [*report_fields, ("cancel", t("Cancel"))])])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin panels of components, milestones, versions, priorities, permissions (a
    part at a time), plugins and repositories."""
    remove, add = t("Remove selected items"), t("Add")

    def listing(title: str, rows: list[tuple[str, bool]], buttons: list[str]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"text": t("Name")}]
        for name, ticked in rows:
            items.append({"switch": name, "checked": ticked})
        return {"title": title, "items": [*items, *({"button": b} for b in buttons)]}

    components = listing(t("Manage Components"), [("backend", False), ("docs", True),
                         ("ui", False)], [t("Apply changes"), remove,
                         t("Clear default")])  # fmt: skip
    components["items"][:0] = [
        {"text": t("Add Component:")}, {"field": "name", "hint": t("Name:"), "text": "i18n"},
        {"field": "owner", "hint": t("Owner:"), "text": USER}, {"button": add}]  # fmt: skip
    url = "/admin/ticket/components"
    milestones = listing(t("Manage Milestones %(nb_milestones)s", nb_milestones="(3)"),
                         [(OLD_MILESTONE, True), (MILESTONE, False), (NEXT_MILESTONE, False)],
                         [t("Apply changes"), remove])  # fmt: skip
    versions = listing(t("Manage Versions %(nb_versions)s", nb_versions="(3)"),
                       [("1.1", False), ("1.0", False), ("0.9", True)],
                       [t("Apply changes"), remove, t("Clear default")])  # fmt: skip
    priorities = listing(t("Manage %(label_plural)s %(nb_enums)s",
                           label_plural=t("Priorities"), nb_enums="(5)"),
                         [("blocker", False), ("critical", False), ("major", False),
                          ("minor", False), ("trivial", True)],
                         [t("Apply changes"), remove, t("Clear default")])  # fmt: skip
    enum_rows = [("value_1", "1"), ("value_2", "2"), ("default", "major"), ("value_3", "3"),
                 ("value_4", "4"), ("sel", "trivial"), ("value_5", "5")]  # fmt: skip
    perm = "/admin/general/perm"
    perm_title = t("Manage Permissions and Groups")
    grant = {"title": perm_title, "items": [
        {"text": t("Grant Permission:")},
        {"field": "action", "hint": t("Action:"), "text": "TICKET_MODIFY"},
        {"field": "subject", "hint": t("Subject:"), "text": MEMBER}, {"button": add},
        {"text": t("Grant permission for an action to a subject, which can be either a user "
                   "or a group.")}]}  # fmt: skip
    group = {"title": perm_title, "items": [
        {"text": t("Add Subject to Group:")},
        {"field": "subject", "hint": t("Subject:"), "text": MEMBER},
        {"field": "group", "hint": t("Group:"), "text": GROUP}, {"button": add},
        {"text": t("Add a user or group to an existing permission group.")}]}  # fmt: skip

    def revoke(ticked: str) -> dict[str, Any]:
        return {"title": perm_title, "items": [
            {"text": t("Permissions")}, {"text": MEMBER},
            {"switch": "WIKI_DELETE", "checked": ticked == "perm"},
            {"text": t("Group Membership")}, {"text": GROUP},
            {"switch": MEMBER, "checked": ticked == "group"}, {"button": remove}]}  # fmt: skip

    plugin_url = "/admin/general/plugin"
    plugins = {"title": t("Manage Plugins %(nb_plugins)s", nb_plugins="(2)"), "items": [
        {"text": t("Install Plugin:")},
        {"field": "plugin_file", "hint": t("File:"), "text": "ticket_stats.py"},
        {"button": t("Install")}, {"text": t("Upload a plugin packaged as Python egg.")},
        {"text": "Trac 1.7.1.dev0"}]}  # fmt: skip
    plugin_text = "from trac.core import Component\r\n"
    repo_url = "/admin/versioncontrol/repository"
    repos = {"title": t("Manage Repositories %(nb_repos)s", nb_repos="(2)"), "items": [
        {"text": t("Add Repository:")},
        {"field": "name", "hint": t("Name:"), "text": "website"},
        {"field": "dir", "hint": t("Directory:"), "text": "/srv/git/website.git"},
        {"button": add},
        {"switch": "legacy", "checked": True}, {"switch": "main", "checked": False},
        {"button": t("Refresh")}, {"button": remove}]}  # fmt: skip
    return [
        *_entries("admin components", components, [
            (add, "reversible", False, [form(url, [
                ("name", "i18n"), ("owner", USER), ("add", add)])]),
            (remove, "delete", True, [form(url, [
                ("default", "backend"), ("sel", "docs"), ("remove", remove)])])]),
        *_entries("admin milestones", milestones, [
            (remove, "delete", True, [form("/admin/ticket/milestones", [
                ("sel", OLD_MILESTONE), ("ticket_default", MILESTONE),
                ("retarget_default", NEXT_MILESTONE), ("remove", remove)])])]),
        *_entries("admin versions", versions, [
            (remove, "delete", True, [form("/admin/ticket/versions", [
                ("default", "1.1"), ("sel", "0.9"), ("remove", remove)])])]),
        *_entries("admin priorities", priorities, [
            (t("Apply changes"), "reversible", False, [form("/admin/ticket/priority", [
                *enum_rows, ("apply", t("Apply changes"))])]),
            (remove, "delete", True, [form("/admin/ticket/priority", [
                *enum_rows, ("remove", remove)])])]),
        *_entries("admin permissions, grant", grant, [
            (add, "reversible", False, [form(perm, [
                ("action", "TICKET_MODIFY"), ("subject", MEMBER), ("add", add)])])]),
        *_entries("admin permissions, add to group", group, [
            (add, "reversible", False, [form(perm, [
                ("subject", MEMBER), ("group", GROUP), ("add", add)])])]),
        *_entries("admin permissions, revoke a permission", revoke("perm"), [
            (remove, "revoke", True, [form(perm, [
                ("sel", b64(MEMBER, "WIKI_DELETE")), ("remove", remove)])])]),
        *_entries("admin permissions, remove from group", revoke("group"), [
            (remove, "revoke", True, [form(perm, [
                ("sel", b64(MEMBER, GROUP)), ("remove", remove)])])]),
        *_entries("admin plugins", plugins, [
            (t("Install"), "install", True, [multipart(plugin_url, [
                ("plugin_file", plugin_text, "ticket_stats.py", "text/x-python"),
                ("install", t("Install"), None, "")])])]),
        *_entries("admin repositories", repos, [
            (add, "reversible", False, [form(repo_url, [
                ("name", "website"), ("type", "git"), ("dir", "/srv/git/website.git"),
                ("add_repos", add)])]),
            (remove, "delete", True, [form(repo_url, [
                ("sel", "legacy"), ("remove", remove)])])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The header's account links and main menu, and the general preferences."""
    header = {"title": PAGE, "items": [
        {"text": t("logged in as %(user)s", user=USER)}, {"button": t("Logout")},
        {"link": t("Preferences")}, {"link": t("Help/Guide")}, {"link": t("About Trac")},
        {"tab": t("Wiki")}, {"tab": t("Timeline")}, {"tab": t("Roadmap")},
        {"tab": t("View Tickets")}, {"tab": t("New Ticket")},
        {"tab": t("Admin")}]}  # fmt: skip
    prefs = {"title": t("Preferences"), "items": [
        {"tab": t("General")},
        {"field": "name", "hint": t("Full name:"), "text": USER_NAME},
        {"field": "email", "hint": t("Email address:"), "text": USER_MAIL},
        {"button": t("Save changes")}]}  # fmt: skip
    return [
        *_entries("header", header, [
            (t("Logout"), "harmless", False, [{"request": "POST /logout",
                "body": body([("logout", ""), ("__FORM_TOKEN", TOKEN)]), "via": "form"}]),
            (t("Preferences"), "harmless", False, [link("/prefs")])]),
        *_entries("general preferences", prefs, [
            (t("Save changes"), "reversible", False, [form("/prefs", [
                ("name", USER_NAME), ("email", USER_MAIL), ("action", "save")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*wiki_screens(t), *attachment_screens(t), *ticket_screens(t),
            *roadmap_screens(t), *admin_screens(t), *account_screens(t)]  # fmt: skip
