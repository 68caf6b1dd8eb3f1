"""Roundcube's screens for the hundred-and-forty-ninth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key)`` being that language's lookup of a key of the app's
``program/localization/<locale>/labels.inc`` and ``messages.inc`` (``plugin.key`` for a
plugin's ``localization/<locale>.inc``). What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

TOKEN = "Zr3kq9XwT1bV8mNc4LpA6sYd2HfGjE0u"  # made up; rcube::get_request_token()
LOCK = "loading1755338400123"  # display_message()'s id: the type and Date.getTime()
UID, NEXT, TRASH_UID, CID, GID, SID, IID, RID = 42, 41, 7, 12, 1, 3, 2, 5
COMPOSE_ID = "7f3e9b2c1a6d4e8f0b5c9a2d"  # made up; the compose session's id
FOLDER, GROUP, GROUP2 = "Work", "Friends", "Close friends"
SUBJECT, SENDER = "Quarterly figures", "Bob Stone"
TO, BOUNCE_TO = "bob@example.net", "carol@example.net"
BODY = "Hi Bob, the figures are attached."
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def param(fields: Fields) -> str:
    """jQuery's ``$.param``: encodeURIComponent, a space as ``+``."""
    safe = "-_.!~*'()"
    pairs = (f"{quote(n, safe=safe)}={quote(v, safe=safe)}" for n, v in fields)
    return "&".join(pairs).replace("%20", "+")


def post(task: str, action: str, fields: Fields) -> dict[str, str]:
    """``rcmail.http_post(action, data, lock)``: a jQuery XMLHttpRequest POST to
    ``./?_task=T&_action=A``, its body ``$.param(data)`` with ``_unlock`` last."""
    return {"request": f"POST /?_task={task}&_action={action}", "body": param(fields)}


def form(url: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser (urlencoded, the fields in tree order)."""
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)
    return {"request": f"POST {url}", "body": body, "via": "form"}


def link(query: str) -> dict[str, str]:
    """A page load (``location.href``, ``window.open`` or a frame's location)."""
    return {"request": f"GET /?{query}", "via": "link"}


def edit_form(task: str, action: str, fields: Fields) -> dict[str, str]:
    """An edit form of a framed page (``request_form``): POST ``./`` with the CSRF token,
    ``_framed``, ``_task`` and ``_action`` first."""
    head = [("_token", TOKEN), ("_framed", "1"), ("_task", task), ("_action", action)]
    return form("/", head + fields)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"roundcube {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open popup menu (``UI.toggle_popup``) over its page."""
    return {"title": title, "dialog": {}, "items": items}


def dialog(t: Any, title: str, message: str, buttons: list[str],
           head: str = "confirmationtitle") -> dict[str, Any]:  # fmt: skip
    """A jQuery UI dialog of ``rcmail.show_popup_dialog`` (``confirm_dialog``: the title
    ``confirmationtitle``, the message, the action's button and Cancel)."""
    return {"title": title, "dialog": {"title": t(head), "message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def mail_screens(t: Any) -> list[dict[str, Any]]:
    """The mail list (Inbox and Trash), its toolbar, menus and dialogs, the message view."""
    inbox, trash = t("inbox"), t("trash")
    move = [("_target_mbox", "Trash"), ("_uid", str(UID)), ("_mbox", "INBOX"),
            ("_unlock", LOCK)]  # fmt: skip
    archive = [("_uid", str(UID)), ("_mbox", "INBOX"), ("_unlock", LOCK)]
    task = popup(inbox, [{"link": t("compose")}, {"link": t("mail")},
                         {"link": t("contacts")}, {"link": t("settings")},
                         {"link": t("about")}, {"link": t("logout")}])  # fmt: skip
    toolbar = {"title": inbox, "items": [
        {"link": t("compose")}, {"link": t("reply")}, {"link": t("replyall")},
        {"link": t("forward")}, {"link": t("delete")}, {"link": t("archive.buttontext")},
        {"link": t("mark")}, {"link": t("more")}, {"text": SENDER}, {"text": SUBJECT}]}  # fmt: skip
    marks = popup(inbox, [{"menu": t("markread")}, {"menu": t("markunread")},
                          {"menu": t("markflagged")}, {"menu": t("markunflagged")}])  # fmt: skip
    more = popup(inbox, [{"menu": t("printmessage")}, {"menu": t("editasnew")},
                         {"menu": t("viewsource")}, {"menu": t("moveto")},
                         {"menu": t("copyto")}])  # fmt: skip
    selector = popup(inbox, [{"text": t("moveto")}, {"row": inbox}, {"row": FOLDER},
                             {"row": t("drafts")}, {"row": t("sent")}, {"row": trash}])  # fmt: skip
    fwd = popup(inbox, [{"menu": t("forwardinline")}, {"menu": t("forwardattachment")},
                        {"menu": t("bouncemsg")}])  # fmt: skip
    bounce = {"title": inbox, "dialog": {"title": t("bouncemsg")}, "items": [
        {"field": "_to", "hint": t("to"), "text": BOUNCE_TO},
        {"button": t("bounce")}, {"button": t("cancel")}]}  # fmt: skip
    bounce_body = [("_token", TOKEN), ("_to", BOUNCE_TO), ("_uid", str(UID)),
                   ("_mbox", "INBOX"), ("_unlock", LOCK)]  # fmt: skip
    shift = dialog(t, inbox, t("deletemessagesconfirm"), [t("delete"), t("cancel")])
    trash_bar = {"title": trash, "items": [
        {"link": t("compose")}, {"link": t("reply")}, {"link": t("forward")},
        {"link": t("delete")}, {"link": t("mark")}, {"text": SENDER},
        {"text": SUBJECT}]}  # fmt: skip
    folder_menu = popup(
        inbox,
        [
            {"menu": t("compact")},
            {"menu": t("empty")},
            {"menu": t("markallread")},
            {"menu": t("managefolders")},
        ],
    )
    trash_menu = popup(
        trash,
        [
            {"menu": t("compact")},
            {"menu": t("empty")},
            {"menu": t("markallread")},
            {"menu": t("managefolders")},
        ],
    )
    purge = dialog(t, trash, t("purgefolderconfirm"), [t("delete"), t("cancel")])
    purge_inbox = dialog(t, inbox, t("purgefolderconfirm"), [t("delete"), t("cancel")])
    view = {"title": SUBJECT, "items": [
        {"link": t("back")}, {"link": t("reply")}, {"link": t("forward")},
        {"link": t("delete")}, {"link": t("print")}, {"link": t("archive.buttontext")},
        {"link": t("previous")}, {"link": t("next")}, {"text": SENDER}]}  # fmt: skip
    view_move = [("_target_mbox", "Trash"), ("_uid", str(UID)), ("_mbox", "INBOX"),
                 ("_from", "show"), ("_next_uid", str(NEXT)), ("_unlock", LOCK)]  # fmt: skip
    mdn = {"title": SUBJECT, "dialog": {"title": t("sendreceipt"), "message": t("mdnrequest")},
           "items": [{"button": t("send")}, {"button": t("ignore")}]}  # fmt: skip
    mdn_body = [("_uid", str(UID)), ("_mbox", "INBOX"), ("_flag", "mdnsent"), ("_unlock", "0")]
    return [
        _entry("reversible", "task menu", task, [
            (t("compose"), False, [link("_task=mail&_mbox=INBOX&_action=compose")]),
            (t("logout"), False, [link(f"_task=logout&_token={TOKEN}")])]),
        _entry("reversible", "inbox toolbar", toolbar, [
            (t("reply"), False, [link(f"_task=mail&_reply_uid={UID}&_mbox=INBOX&_action=compose")]),
            (t("delete"), False, [post("mail", "move", move)]),
            (t("archive.buttontext"), False, [post("mail", "plugin.move2archive", archive)])]),
        _entry("reversible", "mark menu", marks, [
            (t("markread"), False, [post("mail", "mark", [
                ("_uid", str(UID)), ("_flag", "read"), ("_mbox", "INBOX"),
                ("_unlock", LOCK)])])]),
        _entry("reversible", "more menu", more, [
            (t("printmessage"), False, [
                link(f"_task=mail&_safe=0&_uid={UID}&_mbox=INBOX&_action=print"),
                post("mail", "mark", [("_uid", str(UID)), ("_flag", "read"), ("_mbox", "INBOX"),
                                      ("_unlock", LOCK)])])]),
        _entry("reversible", "move folder selector", selector, [
            (FOLDER, False, [post("mail", "move", [("_target_mbox", FOLDER), *move[1:]])])]),
        _entry("opens-prompt", "forward menu", fwd, [
            (t("bouncemsg"), False, [
                link(f"_task=mail&_framed=1&_uid={UID}&_mbox=INBOX&_action=bounce")])]),
        _entry("send", "bounce dialog", bounce, [
            (t("bounce"), True, [post("mail", "bounce", bounce_body)]),
            (t("cancel"), False, [])]),
        _entry("delete", "shift+delete confirm", shift, [
            (t("delete"), True, [post("mail", "delete", [("_uid", str(UID)), ("_mbox", "INBOX"),
                                                         ("_unlock", LOCK)])])]),
        _entry("delete", "trash toolbar", trash_bar, [
            (t("delete"), True, [post("mail", "delete", [
                ("_uid", str(TRASH_UID)), ("_mbox", "Trash"), ("_unlock", LOCK)])])]),
        _entry("delete", "inbox folder actions", folder_menu, [
            (t("compact"), True, [post("mail", "expunge", [
                ("_mbox", "INBOX"), ("_reload", "1"), ("_unlock", LOCK)])]),
            (t("markallread"), False, [post("mail", "mark", [
                ("_uid", "*"), ("_flag", "read"), ("_mbox", "INBOX"), ("_folders", "cur"),
                ("_unlock", LOCK)])])]),
        _entry("reversible", "inbox empty confirm", purge_inbox, [
            (t("delete"), False, [post("mail", "purge", [
                ("_mbox", "INBOX"), ("_reload", "1"), ("_unlock", LOCK)])]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "trash folder actions", trash_menu, [(t("empty"), False, [])]),
        _entry("delete", "trash empty confirm", purge, [
            (t("delete"), True, [post("mail", "purge", [
                ("_mbox", "Trash"), ("_reload", "1"), ("_unlock", LOCK)])])]),
        _entry("reversible", "message view", view, [
            (t("delete"), False, [post("mail", "move", view_move)]),
            (t("archive.buttontext"), False, [post("mail", "plugin.move2archive", [
                ("_uid", str(UID)), ("_mbox", "INBOX"), ("_from", "show"),
                ("_next_uid", str(NEXT)), ("_unlock", LOCK)])])]),
        _entry("send", "read receipt request", mdn, [
            (t("send"), True, [post("mail", "sendmdn", mdn_body)]),
            (t("ignore"), False, [post("mail", "mark", mdn_body)])]),
    ]  # fmt: skip


def compose_screens(t: Any) -> list[dict[str, Any]]:
    """The compose page, its no-subject prompt and the discard confirmation."""
    title = t("compose")
    url = f"/?_task=mail&_unlock={LOCK}&_framed=1"

    def message(subject: str, draft: str) -> dict[str, str]:
        return form(url, [
            ("_token", TOKEN), ("_task", "mail"), ("_action", "send"), ("_id", COMPOSE_ID),
            ("_attachments", ""), ("_from", "1"), ("_to", TO), ("_cc", ""), ("_bcc", ""),
            ("_subject", subject), ("_draft_saveid", ""), ("_draft", draft), ("_is_html", "0"),
            ("_framed", "1"), ("_message", BODY)])  # fmt: skip

    page = {"title": title, "items": [
        {"link": t("send")}, {"link": t("save")}, {"link": t("responses")},
        {"link": t("mail")},
        {"field": "_to", "hint": t("to"), "text": TO},
        {"field": "_subject", "hint": t("subject"), "text": SUBJECT},
        {"field": "_message", "hint": "", "text": BODY}]}  # fmt: skip
    nosubject = {"title": title, "dialog": {"title": t("nosubjecttitle"),
                                            "message": t("nosubjectwarning")}, "items": [
        {"field": "prompt", "hint": "", "text": SUBJECT, "focused": True},
        {"button": t("sendmessage")}, {"button": t("cancel")}]}  # fmt: skip
    discard = dialog(t, title, t("notsentwarning"), [t("discard"), t("cancel")])
    return [
        _entry("send", "compose", page, [
            (t("send"), True, [message(SUBJECT, "")]),
            (t("save"), False, [message(SUBJECT, "1")])]),
        _entry("send", "compose no-subject prompt", nosubject, [
            (t("sendmessage"), True, [message(SUBJECT, "")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "compose discard confirm", discard, [
            (t("discard"), False, [link("_task=mail&_mbox=INBOX")])]),
    ]  # fmt: skip


def contact_screens(t: Any) -> list[dict[str, Any]]:
    """The address book: its toolbar, the delete confirmation, groups and saved searches,
    the import dialog."""
    title = t("contacts")
    toolbar = {"title": title, "items": [
        {"link": t("create")}, {"link": t("print")}, {"link": t("delete")},
        {"link": t("import")}, {"link": t("export")}, {"link": t("more")},
        {"text": SENDER}]}  # fmt: skip
    confirm = dialog(t, title, t("deletecontactconfirm"), [t("delete"), t("cancel")])
    more = popup(title, [{"menu": t("qrcode")}, {"menu": t("groupassign")},
                         {"menu": t("groupremove")}, {"menu": t("moveto")},
                         {"menu": t("copyto")}])  # fmt: skip
    groups = popup(title, [{"text": t("contacts")}, {"row": GROUP}, {"row": "Family"}])
    actions = popup(title, [{"menu": t("addgroup")}, {"menu": t("grouprename")},
                            {"menu": t("groupdelete")}, {"menu": t("searchsave")},
                            {"menu": t("searchdelete")}])  # fmt: skip
    rename = {"title": title, "dialog": {"title": t("grouprename")}, "items": [
        {"field": "name", "hint": t("namex"), "text": GROUP2},
        {"button": t("save")}, {"button": t("cancel")}]}  # fmt: skip
    delete_group = dialog(t, title, t("deletegroupconfirm"), [t("delete"), t("cancel")])

    def importer(replace: bool) -> dict[str, Any]:
        return {"title": title, "dialog": {"title": t("importcontacts")}, "items": [
            {"text": t("importfromfile")}, {"text": "contacts.vcf"},
            {"switch": t("importreplace"), "checked": replace},
            {"button": t("import")}, {"button": t("cancel")}]}  # fmt: skip

    def import_body(replace: bool) -> dict[str, str]:
        fields = [("_token", TOKEN), ("_framed", "1"), ("_target", "0"), ("_unlock", LOCK),
                  ("_file[]", "contacts.vcf"), ("_groups", "0")]  # fmt: skip
        return form(
            "/?_task=addressbook&_action=import", fields + ([("_replace", "1")] if replace else [])
        )

    return [
        _entry("reversible", "contacts toolbar", toolbar, [
            (t("create"), False, [link("_task=addressbook&_framed=1&_action=add&_source=0")]),
            (t("delete"), False, [])]),
        _entry("delete", "contact delete confirm", confirm, [
            (t("delete"), True, [post("addressbook", "delete", [
                ("_cid", str(CID)), ("_source", "0"), ("_from", ""), ("_unlock", LOCK)])])]),
        _entry("opens-prompt", "contact more menu", more, [(t("groupassign"), False, [])]),
        _entry("reversible", "group selector", groups, [
            (GROUP, False, [post("addressbook", "group-addmembers", [
                ("_cid[]", str(CID)), ("_source", "0"), ("_gid", str(GID)),
                ("_unlock", LOCK)])])]),
        _entry("reversible", "group contact more menu", more, [
            (t("groupremove"), False, [post("addressbook", "group-delmembers", [
                ("_cid[]", str(CID)), ("_source", "0"), ("_gid", str(GID)),
                ("_unlock", "0")])])]),
        _entry("opens-prompt", "group actions menu", actions, [
            (t("groupdelete"), False, [])]),
        _entry("reversible", "group rename dialog", rename, [
            (t("save"), False, [post("addressbook", "group-rename", [
                ("_source", "0"), ("_gid", str(GID)), ("_name", GROUP2), ("_unlock", LOCK)])])]),
        _entry("delete", "group delete confirm", delete_group, [
            (t("delete"), True, [post("addressbook", "group-delete", [
                ("_source", "0"), ("_gid", str(GID)), ("_unlock", LOCK)])])]),
        _entry("delete", "saved search actions menu", actions, [
            (t("searchdelete"), True, [post("addressbook", "search-delete", [
                ("_sid", str(SID)), ("_unlock", LOCK)])])]),
        _entry("reversible", "import dialog", importer(False), [
            (t("import"), False, [import_body(False)])]),
        _entry("delete", "import dialog (replace)", importer(True), [
            (t("import"), True, [import_body(True)])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Settings: preferences, folders (subscription, delete, empty, edit), identities and
    responses (delete confirmations, edit forms)."""
    prefs_t, folders_t = t("preferences"), t("folders")
    ident_t, resp_t = t("identities"), t("responses")
    prefs = {"title": prefs_t, "items": [
        {"text": t("uisettings")}, {"text": t("language")}, {"text": t("timezone")},
        {"button": t("save")}]}  # fmt: skip
    folders = {"title": folders_t, "items": [
        {"link": t("create")}, {"link": t("delete")}, {"link": t("empty")},
        {"text": FOLDER}, {"switch": t("changesubscription"), "checked": True}]}  # fmt: skip
    delete_folder = dialog(t, folders_t, t("deletefolderconfirm"), [t("delete"), t("cancel")])
    purge = dialog(t, folders_t, t("purgefolderconfirm"), [t("delete"), t("cancel")])
    edit_folder = {"title": folders_t, "items": [
        {"field": "_name", "hint": t("foldername"), "text": "Projects"},
        {"button": t("save")}]}  # fmt: skip
    identities = {"title": ident_t, "items": [
        {"link": t("create")}, {"link": t("delete")},
        {"text": "Alice Martin <alice@example.org>"},
        {"text": "Alice Martin <a.martin@example.org>"}]}  # fmt: skip
    delete_ident = dialog(t, ident_t, t("deleteidentityconfirm"), [t("delete"), t("cancel")])
    edit_ident = {"title": ident_t, "items": [
        {"field": "_name", "hint": t("name"), "text": "Alice Martin"},
        {"field": "_email", "hint": t("email"), "text": "a.martin@example.org"},
        {"button": t("save")}]}  # fmt: skip
    responses = {"title": resp_t, "items": [
        {"link": t("create")}, {"link": t("delete")}, {"text": "Thanks"}]}  # fmt: skip
    delete_resp = dialog(t, resp_t, t("deleteresponseconfirm"), [t("delete"), t("cancel")])
    edit_resp = {"title": resp_t, "items": [
        {"field": "_name", "hint": t("responsename"), "text": "Thanks"},
        {"field": "_text", "hint": t("responsetext"), "text": "Thank you, I will reply soon."},
        {"button": t("save")}]}  # fmt: skip
    return [
        _entry("reversible", "user interface preferences", prefs, [
            (t("save"), False, [edit_form("settings", "save-prefs", [
                ("_section", "general"), ("_language", "en_US"), ("_timezone", "auto")])])]),
        _entry("reversible", "folder list", folders, [
            (t("changesubscription"), False, [post("settings", "unsubscribe", [
                ("_mbox", FOLDER), ("_unlock", LOCK)])]),
            (t("delete"), False, [])]),
        _entry("delete", "folder delete confirm", delete_folder, [
            (t("delete"), True, [post("settings", "delete-folder", [
                ("_mbox", FOLDER), ("_unlock", LOCK)])])]),
        _entry("reversible", "folder empty confirm", purge, [
            (t("delete"), False, [post("settings", "purge", [
                ("_mbox", FOLDER), ("_reload", "1"), ("_unlock", LOCK)])])]),
        _entry("reversible", "folder edit form", edit_folder, [
            (t("save"), False, [edit_form("settings", "save-folder", [
                ("_mbox", FOLDER), ("_name", "Projects"), ("_parent", "")])])]),
        _entry("opens-prompt", "identity list", identities, [(t("delete"), False, [])]),
        _entry("delete", "identity delete confirm", delete_ident, [
            (t("delete"), True, [post("settings", "delete-identity", [
                ("_iid", str(IID)), ("_unlock", "true")])])]),
        _entry("reversible", "identity edit form", edit_ident, [
            (t("save"), False, [edit_form("settings", "save-identity", [
                ("_iid", str(IID)), ("_name", "Alice Martin"),
                ("_email", "a.martin@example.org")])])]),
        _entry("opens-prompt", "response list", responses, [(t("delete"), False, [])]),
        _entry("delete", "response delete confirm", delete_resp, [
            (t("delete"), True, [post("settings", "delete-response", [
                ("_id", str(RID)), ("_unlock", "true")])])]),
        _entry("reversible", "response edit form", edit_resp, [
            (t("save"), False, [edit_form("settings", "save-response", [
                ("_id", str(RID)), ("_name", "Thanks"),
                ("_text", "Thank you, I will reply soon.")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*mail_screens(t), *compose_screens(t), *contact_screens(t), *settings_screens(t)]
