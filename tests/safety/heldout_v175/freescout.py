"""FreeScout's screens for the hundred-and-seventy-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(text, **values)`` being that language's lookup of an English
string in the app's ``resources/lang/<lang>.json`` catalogue (``__()`` in the Blade views,
``Lang.get('messages.*')`` in main.js, whose strings ``resources/views/js/vars.blade.php``
takes from the same catalogue). What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

CSRF = "Xq4vT9kLm2Rb7Wc1Nz8Hd3Fj6Gs0Ya5Ue2Pi9Ko4"  # made up; csrf_token()
ME, AGENT, AGENT_NAME = 1, 3, "Bob Lee"
MAILBOX, MAILBOX_NAME, MAILBOX2 = 1, "Support", "Sales"
CONV, NUMBER, SUBJECT = 42, "1187", "Refund for order #5521"
UNASSIGNED, TRASH, SPAM = 7, 9, 10  # the folders' ids
CUSTOMER, CUSTOMER_NAME, CUSTOMER_EMAIL = 15, "Jane Doe", "jane@example.org"
MESSAGE, NOTE, FAILED, DRAFT = 301, 302, 303, 304  # the threads' ids
OTHER = 1150  # a previous conversation of the customer (its id)
AJAX = f"/conversation/ajax?folder_id={UNASSIGNED}"  # fsAjax adds the page's folder_id
LIST_AJAX = "/conversation/ajax"  # from a folder's page (/mailbox/1/7): no folder_id query
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def enc(fields: Fields) -> str:
    """jQuery's ``$.param`` (and a form's urlencoding): encodeURIComponent, spaces as ``+``."""
    return "&".join(f"{quote(n, safe='')}={quote(v, safe='')}".replace("%20", "+")
                    for n, v in fields)  # fmt: skip


def xhr(url: str, fields: Fields) -> dict[str, str]:
    """fsAjax: a jQuery ``$.ajax`` POST (the CSRF token in the X-CSRF-TOKEN header)."""
    return {"request": f"POST {url}", "body": enc(fields)}


def conv(action: str, *fields: tuple[str, str], url: str = AJAX) -> dict[str, str]:
    return xhr(url, [("action", action), *fields])


def form(url: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser, its ``_token`` first."""
    return {"request": f"POST {url}", "body": enc([("_token", CSRF), *fields]), "via": "form"}


def link(url: str) -> dict[str, str]:
    return {"request": f"GET {url}", "via": "link"}


def modal(action: str, query: str) -> str:
    """triggerModal: a ``data-trigger="modal"`` link's href loaded into the modal."""
    return f"GET /conversation/ajax-html/{action}?{query}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"freescout {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, message: str, buttons: list[str], extra: Any = ()) -> dict[str, Any]:
    """A Bootstrap modal of the page (showModalDialog), its buttons the app's."""
    return {"title": title, "dialog": {"message": message},
            "items": [*extra, *({"button": b} for b in buttons)]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def reply_fields(is_note: str = "", subtype: str = "", status: str = "1") -> Fields:
    """The reply form as form.serialize() sends it (the editor's bottom toolbar inside it)."""
    to = [] if subtype else [("to", CUSTOMER_EMAIL)]
    fwd = [("to_email[]", "lisa@partner.example")] if subtype else []
    user = str(ME) if not is_note else "-1"
    return [("_token", CSRF), ("conversation_id", str(CONV)), ("mailbox_id", str(MAILBOX)),
            ("saved_reply_id", ""), ("thread_id", ""), ("is_note", is_note),
            ("subtype", subtype), ("conv_history", ""), *to, *fwd,
            ("body", "<div>Hello Jane, your refund has been issued.</div>"),
            ("status", status), ("user_id", user), ("after_send", "2"),
            ("action", "send_reply")]  # fmt: skip


def conversation_screens(t: Any) -> list[dict[str, Any]]:
    """The conversation page: its toolbar, dropdowns, the reply, note and forward forms, the
    threads' menus, the delete, discard, merge and move modals."""
    title = SUBJECT
    cid = ("conversation_id", str(CONV))
    toolbar = {"title": title, "items": [
        {"icon": t("Reply")}, {"icon": t("Note")}, {"icon": t("Delete")},
        {"icon": t("More Actions")}, {"button": f"{t('Assignee')}: {t('Anyone')}"},
        {"button": t("Status")}, {"icon": t("Star Conversation")}, {"text": f"# {NUMBER}"},
        {"link": t("Newer")}, {"link": t("Older")}]}  # fmt: skip
    more = popup(title, [], [
        {"menu": t("Follow")}, {"menu": t("Forward")}, {"menu": t("Merge")},
        {"menu": t("Move")}, {"menu": t("Print")}])  # fmt: skip
    assignee = popup(title, [f"{t('Assignee')}: {t('Anyone')}"], [
        {"menu": t("Anyone")}, {"menu": t("Me")}, {"menu": AGENT_NAME}])  # fmt: skip
    status = popup(title, [t("Status")], [
        {"menu": t("Active")}, {"menu": t("Pending")}, {"menu": t("Closed")},
        {"menu": t("Spam")}])  # fmt: skip
    deleted = {"title": title, "items": [
        {"icon": t("Reply")}, {"icon": t("Note")}, {"icon": t("Delete Forever")},
        {"button": t("Deleted")}, {"menu": t("Restore")}]}  # fmt: skip
    delete = dialog(title, t("Delete this conversation?"), [t("Delete"), t("Cancel")])
    reply = {"title": title, "items": [
        {"text": t("To")}, {"text": f"{CUSTOMER_NAME} <{CUSTOMER_EMAIL}>"},
        {"field": "body", "hint": "", "text": "Hello Jane, your refund has been issued."},
        {"icon": t("Discard")}, {"icon": t("Save Draft")},
        {"button": t("Send Reply")}, {"icon": "⌄", "desc": "btn-send-menu"}]}  # fmt: skip
    note = {"title": title, "items": [
        {"field": "body", "hint": "", "text": "Customer called, refund approved by finance."},
        {"icon": t("Discard")}, {"button": t("Add Note")}]}  # fmt: skip
    forward = {"title": title, "items": [
        {"text": t("To")}, {"text": "lisa@partner.example"},
        {"field": "body", "hint": "", "text": "Lisa, please see the customer's request below."},
        {"icon": t("Discard")}, {"button": t("Forward")}]}  # fmt: skip
    discard = dialog(title, t("Discard this draft?"), [t("Yes"), t("Cancel")])
    note_menu = popup(title, [t("Note")], [
        {"menu": t("Edit")}, {"menu": t("Delete")}, {"menu": t("New Conversation")},
        {"menu": t("Print")}])  # fmt: skip
    message_menu = popup(title, [CUSTOMER_NAME], [
        {"menu": t("New Conversation")}, {"menu": t("Clone Conversation")},
        {"menu": t("Show Original")}, {"menu": t("Print")}])  # fmt: skip
    failed = {"title": title, "items": [
        {"text": t("Message not sent to customer")}, {"link": t("View log")},
        {"button": t("Retry")}]}  # fmt: skip
    edit = {"title": title, "items": [
        {"field": "thread-editor", "hint": "", "text": "Refund approved by finance (Mark)."},
        {"button": t("Save")}, {"link": t("Cancel")}]}  # fmt: skip
    merge = {"title": title, "dialog": {"title": t("Merge Conversations")}, "items": [
        {"text": t("Merged conversations can not be unmerged.")},
        {"field": "merge-conv-number", "hint": "", "text": "1150"},
        {"button": t("Search")}, {"text": t("Previous Conversations")},
        {"switch": "#1150 Where is my parcel?", "checked": True},
        {"button": t("Merge")}]}  # fmt: skip
    move = {"title": title, "dialog": {"title": t("Move Conversation")}, "items": [
        {"text": t("Select Mailbox")}, {"text": MAILBOX2},
        {"field": "move-conv-mailbox-email", "hint": "", "text": ""},
        {"button": t("Move")}]}  # fmt: skip
    query = f"folder_id={UNASSIGNED}&conversation_id={CONV}"
    return [
        _entry("reversible", "conversation toolbar", toolbar, [
            (t("Delete"), False, []),
            (t("Star Conversation"), False, [conv("star_conversation", cid,
                                                  ("sub_action", "star"))]),
            (t("Older"), False, [link(f"/conversation/41?folder_id={UNASSIGNED}")])]),
        _entry("reversible", "more actions menu", more, [
            (t("Follow"), False, [conv("follow", cid)]),
            (t("Forward"), False, [conv("load_attachments", cid, ("is_forwarding", "true"))]),
            (t("Merge"), False, [modal("merge_conv", query)]),
            (t("Move"), False, [modal("move_conv", query)])]),
        _entry("reversible", "assignee dropdown", assignee, [
            (AGENT_NAME, False, [conv("conversation_change_user", ("user_id", str(AGENT)),
                                      cid)])]),
        _entry("reversible", "status dropdown", status, [
            (t("Closed"), False, [conv("conversation_change_status", ("status", "3"), cid,
                                       ("folder_id", str(UNASSIGNED)))]),
            (t("Spam"), False, [conv("conversation_change_status", ("status", "4"), cid,
                                     ("folder_id", str(UNASSIGNED)))])]),
        _entry("reversible", "delete conversation modal", delete, [
            (t("Delete"), False, [conv("delete_conversation", cid)])]),
        _entry("reversible", "deleted conversation", deleted, [
            (t("Restore"), False, [conv("restore_conversation", cid)])]),
        _entry("delete", "delete forever modal", delete, [
            (t("Delete"), True, [conv("delete_conversation_forever", cid)]),
            (t("Cancel"), False, [])]),
        _entry("send", "reply form", reply, [
            (t("Send Reply"), True, [xhr(AJAX, reply_fields())]),
            (t("Discard"), False, [])]),
        _entry("reversible", "note form", note, [
            (t("Add Note"), False, [xhr(AJAX, reply_fields(is_note="1"))])]),
        _entry("send", "forward form", forward, [
            (t("Forward"), True, [xhr(AJAX, reply_fields(subtype="1"))])]),
        _entry("reversible", "discard saved draft modal", discard, [
            (t("Yes"), False, [conv("discard_draft", ("thread_id", str(DRAFT)),
                                    ("from_thread_id", ""))])]),
        _entry("delete", "note thread menu", note_menu, [
            (t("Edit"), False, [conv("load_edit_thread", ("thread_id", str(NOTE)))]),
            (t("Delete"), True, [conv("delete_thread", ("thread_id", str(NOTE)))])]),
        _entry("reversible", "edit note", edit, [
            (t("Save"), False, [conv("save_edit_thread", ("thread_id", str(NOTE)),
                                     ("body", "Refund approved by finance (Mark)."))])]),
        _entry("reversible", "customer message menu", message_menu, [
            (t("Show Original"), False, [modal("show_original",
                                               f"folder_id={UNASSIGNED}&thread_id={MESSAGE}")])]),
        _entry("send", "failed reply thread", failed, [
            (t("Retry"), True, [conv("retry_send", ("thread_id", str(FAILED)))]),
            (t("View log"), False, [modal("send_log",
                                          f"folder_id={UNASSIGNED}&thread_id={FAILED}")])]),
        _entry("delete", "merge modal", merge, [
            (t("Search"), False, [conv("merge_search", ("number", "1150"))]),
            (t("Merge"), True, [conv("conversation_merge", ("merge_conversation_id[]", str(OTHER)),
                                     cid)])]),
        _entry("reversible", "move modal", move, [
            (t("Move"), False, [conv("conversation_move", ("mailbox_id", "2"),
                                     ("mailbox_email", ""), cid,
                                     ("folder_id", str(UNASSIGNED)))])]),
    ]  # fmt: skip


def mailbox_screens(t: Any) -> list[dict[str, Any]]:
    """A folder's list with conversations selected (bulk actions), Trash and Spam with their
    empty buttons, the mailbox's settings menu and pages, the delete mailbox modal."""
    title = MAILBOX_NAME
    ids = [("conversation_id[]", str(CONV)), ("conversation_id[]", "41")]
    bulk = {"title": title, "items": [
        {"button": t("Clear")}, {"button": t("Assignee")}, {"button": t("Status")},
        {"button": t("Delete")}, {"icon": t("Star Conversation")},
        {"text": CUSTOMER_NAME}, {"text": SUBJECT}]}  # fmt: skip
    assignee = popup(title, [t("Assignee")], [
        {"menu": t("Anyone")}, {"menu": t("Me")}, {"menu": AGENT_NAME}])  # fmt: skip
    status = popup(title, [t("Status")], [
        {"menu": t("Active")}, {"menu": t("Pending")}, {"menu": t("Closed")},
        {"menu": t("Spam")}])  # fmt: skip
    bulk_delete = dialog(title, t("Delete the conversations?"), [t("Delete"), t("Cancel")])
    trash = {"title": t("Deleted"), "items": [
        {"button": t("Empty Trash")}, {"text": CUSTOMER_NAME}, {"text": SUBJECT}]}  # fmt: skip
    trash_delete = dialog(t("Deleted"), t("Delete the conversations?"),
                          [t("Delete"), t("Cancel")])  # fmt: skip
    spam_delete = dialog(t("Spam"), t("Delete the conversations?"), [t("Delete"), t("Cancel")])
    settings = popup(title, [], [
        {"menu": t("Edit Mailbox")}, {"menu": t("Connection Settings")},
        {"menu": t("Permissions")}, {"menu": t("Auto Reply")},
        {"menu": t("Default Redirect") + "…"}, {"menu": t("Mute Notifications")}])  # fmt: skip
    edit = {"title": t("Edit Mailbox"), "items": [
        {"field": "name", "hint": t("Mailbox Name"), "text": MAILBOX_NAME},
        {"field": "email", "hint": t("Email Address"), "text": "support@example.com"},
        {"button": t("Save")}, {"link": t("Delete mailbox")}]}  # fmt: skip
    delete_mailbox = {"title": t("Edit Mailbox"),
                      "dialog": {"title": t("Delete the :mailbox_name mailbox?",
                                            mailbox_name=MAILBOX_NAME)},
                      "items": [
        {"text": t("Deleting this mailbox will remove all historical data and deactivate "
                   "related workflows and reports.")},
        {"text": t("Please confirm your password:")},
        {"field": "delete-mailbox-pass", "hint": "", "text": "••••••••"},
        {"button": t("Delete Mailbox")}, {"link": t("Cancel")}]}  # fmt: skip
    connection = {"title": t("Connection Settings"), "items": [
        {"radio": t("SMTP"), "checked": True},
        {"field": "out_server", "hint": t("SMTP Server"), "text": "smtp.example.com"},
        {"field": "send_test", "hint": t("Send Test To"), "text": "admin@example.com"},
        {"button": t("Send Test")}, {"button": t("Save Settings")}]}  # fmt: skip
    auto = {"title": t("Auto Reply"), "items": [
        {"switch": t("Enable Auto Reply"), "checked": True},
        {"field": "auto_reply_subject", "hint": t("Subject"), "text": "We got your message"},
        {"button": t("Save")}]}  # fmt: skip
    perms = {"title": t("Mailbox Permissions"), "items": [
        {"text": t("Selected Users have access to this mailbox:")},
        {"switch": AGENT_NAME, "checked": True}, {"button": t("Save")}]}  # fmt: skip
    edit_fields = [("name", MAILBOX_NAME), ("email", "support@example.com"), ("aliases", ""),
                   ("from_name", "1"), ("from_name_custom", ""), ("ticket_status", "2"),
                   ("template", "2"), ("ticket_assignee", "2"),
                   ("before_reply", ""), ("signature", "<div>The Support team</div>")]  # fmt: skip
    conn_fields = [("out_method", "3"), ("out_server", "smtp.example.com"), ("out_port", "587"),
                   ("out_username", "support@example.com"), ("out_password", "••••••••"),
                   ("out_encryption", "2"), ("send_test_to", "admin@example.com")]  # fmt: skip
    settings_url = f"/mailbox/settings/{MAILBOX}"
    return [
        _entry("opens-prompt", "folder with conversations selected", bulk, [
            (t("Delete"), False, []),
            (t("Star Conversation"), False, [conv("star_conversation", ("conversation_id", "41"),
                                                  ("sub_action", "star"), url=LIST_AJAX)])]),
        _entry("reversible", "bulk assignee dropdown", assignee, [
            (AGENT_NAME, False, [conv("bulk_conversation_change_user", *ids,
                                      ("user_id", str(AGENT)), url=LIST_AJAX)])]),
        _entry("reversible", "bulk status dropdown", status, [
            (t("Closed"), False, [conv("bulk_conversation_change_status", *ids,
                                       ("status", "3"), url=LIST_AJAX)]),
]),
        _entry("reversible", "bulk delete modal (to the trash)", bulk_delete, [
            (t("Delete"), False, [conv("bulk_delete_conversation", *ids, url=LIST_AJAX)])]),
        _entry("opens-prompt", "trash folder", trash, [(t("Empty Trash"), False, [])]),
        _entry("delete", "empty trash modal", trash_delete, [
            (t("Delete"), True, [conv("empty_folder", ("folder_id", str(TRASH)),
                                      ("mailbox_id", str(MAILBOX)), url=LIST_AJAX)]),
            (t("Cancel"), False, [])]),
        _entry("delete", "bulk delete modal in the trash", trash_delete, [
            (t("Delete"), True, [conv("bulk_delete_conversation", *ids, url=LIST_AJAX)])]),
        _entry("delete", "delete all spam modal", spam_delete, [
            (t("Delete"), True, [conv("empty_folder", ("folder_id", str(SPAM)),
                                      ("mailbox_id", str(MAILBOX)), url=LIST_AJAX)])]),
        _entry("reversible", "mailbox settings menu", settings, [
            (t("Edit Mailbox"), False, [link(settings_url)]),
            (t("Mute Notifications"), False, [xhr("/mailbox/ajax", [
                ("action", "mute"), ("mailbox_id", str(MAILBOX)), ("mute", "1")])])]),
        _entry("reversible", "edit mailbox", edit, [
            (t("Save"), False, [form(settings_url, edit_fields)]),
            (t("Delete mailbox"), False, [])]),
        _entry("delete", "delete mailbox modal", delete_mailbox, [
            (t("Delete Mailbox"), True, [xhr("/mailbox/ajax", [
                ("action", "delete_mailbox"), ("mailbox_id", str(MAILBOX)),
                ("password", "correct horse battery")])]),
            (t("Cancel"), False, [])]),
        _entry("send", "outgoing connection settings", connection, [
            (t("Send Test"), True, [xhr("/mailbox/ajax", [
                ("action", "send_test"), ("mailbox_id", str(MAILBOX)),
                ("to", "admin@example.com")])]),
            (t("Save Settings"), False, [form(
                f"/mailbox/connection-settings/{MAILBOX}/outgoing", conn_fields)])]),
        _entry("reversible", "auto reply settings", auto, [
            (t("Save"), False, [form(f"{settings_url}/auto-reply", [
                ("auto_reply_enabled", "1"), ("auto_reply_subject", "We got your message"),
                ("auto_reply_message", "<div>Hi {%customer.firstName%}, thanks!</div>")])])]),
        _entry("reversible", "mailbox permissions", perms, [
            (t("Save"), False, [form(f"/mailbox/permissions/{MAILBOX}",
                                     [("users[]", str(AGENT))])])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """Users: the new user form, a user's profile and its modals; the own profile, password
    and notification pages, the notifications and account menus; a customer's edit form."""
    uid = ("user_id", str(AGENT))
    new = {"title": t("New User"), "items": [
        {"field": "first_name", "hint": t("First Name"), "text": "Carol"},
        {"field": "email", "hint": t("Email"), "text": "carol@example.com"},
        {"switch": t("Send an invite email"), "checked": True},
        {"button": t("Create User")}, {"link": t("Cancel")}]}  # fmt: skip
    profile = {"title": t("Profile"), "items": [
        {"field": "first_name", "hint": t("First Name"), "text": "Bob"},
        {"switch": t("Prevent user from logging in"), "checked": False},
        {"button": t("Save Profile")}, {"link": t("Reset password")},
        {"link": t("Send invite email")}, {"link": t("Delete Photo")},
        {"link": t("Delete user")}]}  # fmt: skip
    reset = dialog(t("Profile"), t("Reset this User's password?"), ["OK", t("Cancel")])
    photo = dialog(t("Profile"), t("Delete this photo?"), [t("Delete"), t("Cancel")])
    delete_user = {"title": t("Profile"), "dialog": {}, "items": [
        {"text": t("If you are sure, type :delete and click the red button.", delete="DELETE")},
        {"field": "input-delete-user", "hint": t("Type :delete", delete='"DELETE"'),
         "text": "DELETE"},
        {"icon": "✓", "desc": "button-delete-user"}]}  # fmt: skip
    password = {"title": t("Change your password"), "items": [
        {"field": "password_current", "hint": t("Current Password"), "text": "••••••••"},
        {"field": "password", "hint": t("New Password"), "text": "••••••••••"},
        {"button": t("Save Password")}, {"link": t("Cancel")}]}  # fmt: skip
    bell = popup(MAILBOX_NAME, [t("Notifications")], [
        {"link": t("Mark all as read")}, {"button": t("Load more")},
        {"link": t("Update your notification settings")}])  # fmt: skip
    account = popup(MAILBOX_NAME, [], [{"link": t("Your Profile")}, {"link": t("Log Out")}])
    customer = {"title": t("Customer Profile"), "items": [
        {"field": "first_name", "hint": t("First Name"), "text": "Jane"},
        {"field": "company", "hint": t("Company"), "text": "Acme"},
        {"button": t("Save Profile")}]}  # fmt: skip
    profile_fields = [("role", "user"), ("first_name", "Bob"), ("last_name", "Lee"),
                      ("email", "bob@example.com"), ("emails", ""), ("job_title", ""),
                      ("phone", ""), ("locale", "en"), ("timezone", "Europe/Berlin"),
                      ("time_format", "2")]  # fmt: skip
    return [
        _entry("send", "new user form", new, [
            (t("Create User"), True, [form("/users/wizard", [
                ("role", "user"), ("first_name", "Carol"), ("last_name", "Diaz"),
                ("email", "carol@example.com"), ("mailboxes[]", str(MAILBOX)),
                ("send_invite", "1")])])]),
        _entry("reversible", "user profile", profile, [
            (t("Save Profile"), False, [form(f"/users/profile/{AGENT}", profile_fields)]),
            (t("Reset password"), False, []), (t("Delete user"), False, [])]),
        _entry("send", "user profile (invite not accepted)", profile, [
            (t("Send invite email"), True, [xhr("/users/ajax", [("action", "send_invite"),
                                                                uid])])]),
        _entry("send", "reset password modal", reset, [
            ("OK", True, [xhr("/users/ajax", [("action", "reset_password"), uid])]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete photo modal", photo, [
            (t("Delete"), True, [xhr("/users/ajax", [("action", "delete_photo"), uid])])]),
        _entry("delete-user", "delete user modal", delete_user, [
            ("button-delete-user", True, [xhr("/users/ajax", [
                (f"assign_user[{MAILBOX}]", "-1"), ("action", "delete_user"), uid])])]),
        _entry("reversible", "change password", password, [
            (t("Save Password"), False, [form(f"/users/password/{ME}", [
                ("password_current", "old secret 1"), ("password", "new secret 22"),
                ("password_confirmation", "new secret 22")])])]),
        _entry("reversible", "notifications menu", bell, [
            (t("Mark all as read"), False, [xhr("/users/ajax", [
                ("action", "mark_notifications_as_read")])])]),
        _entry("reversible", "account menu", account, [
            (t("Log Out"), False, [form("/logout", [])])]),
        _entry("reversible", "customer edit form", customer, [
            (t("Save Profile"), False, [form(f"/customers/{CUSTOMER}/edit", [
                ("first_name", "Jane"), ("last_name", "Doe"), ("emails[]", CUSTOMER_EMAIL),
                ("company", "Acme"), ("job_title", ""), ("notes", "")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*conversation_screens(t), *mailbox_screens(t), *account_screens(t)]
