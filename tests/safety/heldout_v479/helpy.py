"""Helpy's screens for the four-hundred-and-seventy-ninth held-out corpus: ``screens(t, loc)``
lays them out in one language, ``t(key, default, count=None, **values)`` being that
language's lookup in the app's Rails catalogues and ``loc`` the Rails locale that public
URLs carry (``en``, ``zh-cn``, ``pt-br``, ...). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

# Rails 4.2's masked authenticity token (made up), 88 characters of base64.
CSRF = (
    "vK3q9Lz8TtR0mXcN4pWb7HsYd2Kf+J6aGeU1TnIo9rQxBvE5lMjC8uPk0SgA3hZw6yDf/Ob1Xn2iKs7LmR9TqVe4Ua=="
)
ORIGIN = "https://support.example.com"
UTF8 = ("utf8", "\u2713")
AGENT, OTHER, OTHER_ID, OTHER_OPEN = "Sam Carter", "Priya Nair", 9, 4
TICKET, TICKET_NAME, SECOND = 4821, "Printer offline after update", 4822
TICKET_PARAM = f"{TICKET}-printer-offline-after-update"
POST = 9913
CUSTOMER, CUSTOMER_ID, CUSTOMER_MAIL = "Maria Lopez", 57, "maria.lopez@example.com"
USER_PARAM = f"{CUSTOMER_ID}-maria-lopez"
FORUM, FORUM_NAME = 3, "Feature Requests"
CATEGORY, CATEGORY_NAME = 6, "Getting Started"
DOC, DOC_TITLE = 41, "Resetting your password"
GROUP, GROUP_NAME, TAG, TAG_NAME = 2, "Tier 2", 8, "refund"
KEY, KEY_NAME, KEY_TOKEN = 3, "Zapier", "f3a9c27be04d4c1e9a55b8d16e2f7c40"
BACKUP, BACKUP_FILE = 12, "users-2021-10-18.csv"
TOPIC, TOPIC_PARAM, TOPIC_POST, VOTES = 77, "77-how-do-i-export-invoices", 1204, 5
REPLY = "Thanks Maria, please try restarting the print spooler and tell us if it helps."
NOTE = "Customer is on the legacy driver; see ticket 4790."
BOUNDARY = "----WebKitFormBoundaryq7Hs2LxVb9RkT4mE"
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields = (), method: str = "") -> dict[str, str]:
    """An HTML form the browser posts: urlencoded, ``utf8`` and the token first; a
    ``method`` other than POST rides in ``_method`` as Rails' forms write it."""
    head = [UTF8, *([("_method", method)] if method else []), ("authenticity_token", CSRF)]
    return {"request": f"POST {url}", "body": body([*head, *fields]), "via": "form"}


def ujs_method(url: str, method: str) -> dict[str, str]:
    """A ``data-method`` link that is not remote: jquery_ujs builds and posts a form of
    ``_method`` and the token."""
    return {"request": f"POST {url}", "body": body([("_method", method),
            ("authenticity_token", CSRF)]), "via": "form"}  # fmt: skip


def xhr(method: str, url: str, fields: Fields | None = None) -> Any:
    """A ``remote: true`` link or form: jquery_ujs's ``$.ajax`` (the token in the
    X-CSRF-Token header), a form's fields serialised in tree order."""
    if fields is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}", "body": body(fields)}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load (or a GET form's)."""
    return {"request": f"GET {url}", "via": "link"}


def multipart(url: str, parts: list[tuple[str, str, str]]) -> dict[str, str]:
    """A multipart form as the browser posts it: (name, filename or "", value) parts."""
    chunks = []
    for name, filename, value in parts:
        disposition = f'form-data; name="{name}"'
        if filename:
            disposition += f'; filename="{filename}"\r\nContent-Type: text/csv'
        chunks.append(f"--{BOUNDARY}\r\nContent-Disposition: {disposition}\r\n\r\n{value}\r\n")
    return {"request": f"POST {url}", "body": "".join(chunks) + f"--{BOUNDARY}--\r\n",
            "via": "form"}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"helpy {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open Bootstrap dropdown over its page (the page's texts above its entries)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def confirm_box(title: str, message: str) -> dict[str, Any]:
    """twitter-bootstrap-rails-confirm's modal, which replaces ``data-confirm``'s
    ``confirm()``: headed by the page's origin, the message, then its own Cancel and OK,
    which the app leaves in English."""
    return {"title": title, "dialog": {"title": ORIGIN, "message": message},
            "items": [{"button": "Cancel"}, {"button": "OK"}]}  # fmt: skip


def ticket_screens(t: Any) -> list[dict[str, Any]]:
    """An open ticket's page, its status, privacy, agent, group, customer and post menus,
    and its reply form (a reply, an internal note)."""
    title = f"#{TICKET}- {TICKET_NAME}"
    page_title = t("discussions", "Discussions")
    status, private = t("open", "open"), t("private", "PRIVATE")
    unassigned, team = t("unassigned", "UNASSIGNED"), t("no_team_assigned", "Assign to group")
    page = {"title": page_title, "items": [
        {"button": status}, {"button": private}, {"button": unassigned}, {"button": team},
        {"text": title}, {"text": CUSTOMER},
        {"text": "The printer shows offline since the last Windows update."}]}  # fmt: skip
    upd = "/admin/topics/update_topic?change_status={}&status=active&topic_ids%5B%5D=" + str(TICKET)
    closed, spam, trash = (
        t("mark_closed", "Mark Closed"),
        t("mark_spam", "Mark Spam"),
        t("trash", "Trash"),
    )
    status_menu = popup(page_title, [title], [
        {"link": closed}, {"link": t("mark_new", "Mark New")}, {"link": spam},
        {"link": trash}])  # fmt: skip
    move = f"{t('move_to', 'Move')}: {FORUM_NAME}"
    privacy_menu = popup(page_title, [title], [
        {"link": move}, {"link": f"{t('mark_as', 'Mark')}: Private"}])  # fmt: skip
    other = f"{OTHER} ({OTHER_OPEN})"
    unassign = t("unassign_agent", "Unassign Agent")
    agent_menu = popup(page_title, [title], [
        {"link": AGENT}, {"link": other}, {"link": unassign}])  # fmt: skip
    author = t("change_owner", "Change author")
    new_ticket = t("open_new_discussion", "Open Discussion")
    edit_user = t("edit_user", "Edit User")
    customer_menu = popup(page_title, [title], [
        {"link": author}, {"text": CUSTOMER}, {"link": t("tickets", "Tickets")},
        {"link": new_ticket}, {"link": edit_user}])  # fmt: skip
    split = t("new_discussion", "Create new discussion from this")
    post_menu = popup(page_title, [title, CUSTOMER], [
        {"link": t("edit", "Edit")}, {"link": t("convert_content", "Turn post into content")},
        {"link": split}, {"link": author}])  # fmt: skip
    submit = t("submit_reply")
    resolved = t("mark_as_resolved", "Mark as resolved")

    def reply_form(kind: str, text: str) -> dict[str, Any]:
        # A radio whose words are the button's (Portuguese's Responder) is left out.
        radios = [
            {"radio": t("reply_option", "Reply"), "checked": kind == "reply"},
            {"radio": t("internal_note", "Internal Note"), "checked": kind == "note"},
        ]
        return {"title": page_title, "items": [
            {"text": f"{t('reply', 'Reply to this Topic')}:"},
            *(r for r in radios if r["radio"] != submit),
            {"field": "post_body", "hint": t("type_reply"), "text": text},
            {"button": submit}, {"switch": resolved, "checked": False}]}  # fmt: skip

    def reply_fields(kind: str, text: str) -> Fields:
        return [UTF8, ("authenticity_token", CSRF), ("post[kind]", kind), ("post[cc]", ""),
                ("post[bcc]", ""), ("client_id", ""), ("from", "admin"), ("status", ""),
                ("t", ""), ("post[body]", f"<p>{text}</p>"), ("post[reply_id]", ""),
                ("post[resolved]", "0"), ("commit", submit)]  # fmt: skip

    posts = f"/admin/topics/{TICKET_PARAM}/posts"
    return [
        _entry("opens-prompt", "ticket page", page, [
            (status, False, []), (private, False, [])]),
        _entry("reversible", "ticket status menu", status_menu, [
            (closed, False, [xhr("GET", upd.format("closed"))]),
            (spam, False, [xhr("GET", upd.format("spam"))]),
            (trash, False, [xhr("GET", upd.format("trash"))])]),
        _entry("publish", "ticket privacy menu", privacy_menu, [
            (move, True, [xhr("GET", "/admin/topics/toggle_privacy?forum_id=3&private=false"
                                     f"&status=active&topic_ids%5B%5D={TICKET}")])]),
        _entry("reversible", "ticket agent menu", agent_menu, [
            (other, False, [xhr("GET", f"/admin/topics/assign_agent?assigned_user_id={OTHER_ID}"
                                       f"&status=active&topic_ids%5B%5D={TICKET}")]),
            (unassign, False, [xhr("GET", "/admin/topics/unassign_agent?assigned_user_id="
                                          f"&status=active&topic_ids%5B%5D={TICKET}")])]),
        _entry("opens-prompt", "ticket customer menu", customer_menu, [
            (author, False, []),
            (edit_user, False, [link(f"/admin/users/{USER_PARAM}/edit")])]),
        _entry("reversible", "ticket post menu", post_menu, [
            (t("edit", "Edit"), False, [xhr("GET", f"/admin/posts/{POST}/edit")]),
            (split, False, [xhr("POST", f"/admin/topics/{TICKET}/split/{POST}")])]),
        _entry("send", "ticket reply", reply_form("reply", REPLY), [
            (submit, True, [xhr("POST", posts, reply_fields("reply", REPLY))])]),
        _entry("reversible", "ticket internal note", reply_form("note", NOTE), [
            (submit, False, [xhr("POST", posts, reply_fields("note", NOTE))]),
            (resolved, False, [])]),
    ]  # fmt: skip


def inbox_screens(t: Any) -> list[dict[str, Any]]:
    """The open tickets with two ticked, the bulk status menu, the merge confirmation, the
    trash and its emptying."""
    open_ = t("open", "Open")
    heading = f"{t('discussions', 'Discussions')}: {open_}"
    change, merge = t("change_status", "Change Status"), t("merge", "Merge")
    new_ticket = t("open_new_discussion", "Open Discussion")
    listing = {"title": heading, "items": [
        {"link": new_ticket}, {"text": t("subject", "Subject")},
        {"switch": TICKET_NAME, "checked": True},
        {"switch": "Cannot print invoices", "checked": True}, {"button": change},
        {"button": t("assign_agent", "Assign Agent")}, {"button": merge}]}  # fmt: skip
    closed, trash = t("mark_closed", "Mark Closed"), t("trash", "Trash")
    menu = popup(heading, [TICKET_NAME], [
        {"link": closed}, {"link": t("reopen", "Reopen")}, {"link": t("mark_new", "Mark New")},
        {"link": t("mark_spam", "Mark Spam")}, {"link": trash}])  # fmt: skip
    ids = f"&topic_ids[]={TICKET}&topic_ids[]={SECOND}"
    upd = "/admin/topics/update_topic?change_status={}&status=open" + ids
    merge_box = confirm_box(heading, t("merge_confirm", "Are you sure you want to merge these "
                                       "tickets?"))  # fmt: skip
    trash_heading = f"{t('discussions', 'Discussions')}: {t('trash', 'trash')}"
    trash_list = {"title": trash_heading, "items": [
        {"link": "Empty Trash"}, {"link": new_ticket},
        {"text": "Win a free cruise!!!"}]}  # fmt: skip
    empty_box = confirm_box(trash_heading, t("empty_trash_warning", "Are you sure you want to "
                            "empty the trash? This will permanently delete all tickets in the "
                            "trash."))  # fmt: skip
    return [
        _entry("opens-prompt", "inbox with two tickets ticked", listing, [
            (change, False, []), (merge, False, [])]),
        _entry("reversible", "inbox bulk status menu", menu, [
            (closed, False, [xhr("GET", upd.format("closed"))]),
            (trash, False, [xhr("GET", upd.format("trash"))])]),
        # The OK re-clicks the link, whose handler appends the ticked ids a second time.
        _entry("merge", "merge confirmation", merge_box, [
            ("OK", True, [xhr("POST", f"/admin/topics/merge_tickets?merge={ids}{ids}")])]),
        _entry("harmless", "merge confirmation cancel", merge_box, [("Cancel", False, [])]),
        _entry("opens-prompt", "trash", trash_list, [("Empty Trash", False, [])]),
        _entry("delete", "empty trash confirmation", empty_box, [
            ("OK", True, [xhr("GET", "/admin/empty_trash")])]),
        _entry("harmless", "empty trash confirmation cancel", empty_box, [
            ("Cancel", False, [])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """A customer row's menu and its anonymise and delete confirmations, the customer's edit
    page and its delete confirmation, the invitation page."""
    customers = t("users", "Customers")
    new_ticket = t("open_new_discussion", "Open Discussion")
    edit_user, scrub, delete = (
        t("edit_user", "Edit User"),
        t("scrub_user", "Anonymize User"),
        t("delete_user", "Delete User"),
    )
    menu = popup(customers, [CUSTOMER, CUSTOMER_MAIL], [
        {"link": new_ticket}, {"link": edit_user}, {"link": scrub},
        {"link": delete}])  # fmt: skip
    user = f"/admin/users/{USER_PARAM}"
    # The list's menu writes its own English messages; the edit page's are translated.
    scrub_box = confirm_box(customers, f"Are you sure you want to anonymize {CUSTOMER}? This "
                            "will anonymize the user and retain all of their public "
                            "discussions.")  # fmt: skip
    delete_box = confirm_box(customers, f"Are you sure you want to delete {CUSTOMER}? This will "
                             "remove the user an any tickets or forum topics the user has "
                             "created.")  # fmt: skip
    edit = {"title": CUSTOMER, "items": [
        {"field": "user_name", "hint": t("activerecord.attributes.user.name", "Name"),
         "text": CUSTOMER},
        {"field": "user_email", "hint": t("activerecord.attributes.user.email", "Email"),
         "text": CUSTOMER_MAIL},
        {"field": "user_company", "hint": t("activerecord.attributes.user.company", "Company"),
         "text": "Lopez Dental"},
        {"button": "Save"}, {"link": scrub}, {"link": delete}]}  # fmt: skip
    edit_fields = [UTF8, ("_method", "patch"), ("user[role]", "user"),
                   ("user[email]", CUSTOMER_MAIL), ("user[name]", CUSTOMER),
                   ("user[company]", "Lopez Dental"),
                   ("user[street]", "12 Harbor Road")]  # fmt: skip
    edit_delete = confirm_box(CUSTOMER, t("delete_user_warning", "Are you sure you want to "
                              "delete %{user_name}? This will permanently remove the user and "
                              "all of their tickets, posts, replies and forum topics.",
                              user_name=CUSTOMER))  # fmt: skip
    send = t("send_invite", "Send Invite")
    emails = "li.wong@example.com\nomar.haddad@example.com"
    invite = {"title": t("invite_users", "Invite New Users"), "items": [
        {"field": "invite.emails", "hint": t("invite_emails", "Email Addresses"),
         "text": emails},
        {"field": "invite.message", "hint": t("invite_message", "Message"),
         "text": "Welcome to the Acme help desk."},
        {"field": "role", "hint": "", "text": t("agent_role")}, {"button": send}]}  # fmt: skip
    return [
        _entry("opens-prompt", "customer row menu", menu, [
            (scrub, False, []), (delete, False, [])]),
        _entry("anonymize", "anonymize confirmation", scrub_box, [
            ("OK", True, [xhr("POST", f"{user}/scrub")])]),
        _entry("harmless", "anonymize confirmation cancel", scrub_box, [("Cancel", False, [])]),
        _entry("delete-user", "delete customer confirmation", delete_box, [
            ("OK", True, [xhr("DELETE", user)])]),
        _entry("reversible", "customer edit page", edit, [
            ("Save", False, [xhr("POST", user, edit_fields)]),
            (delete, False, [])]),
        _entry("delete-user", "customer edit page delete confirmation", edit_delete, [
            ("OK", True, [ujs_method(user, "delete")])]),
        _entry("send", "invite users", invite, [
            (send, True, [form("/admin/users/invite_users", [
                ("invite.emails", emails), ("invite.message", "Welcome to the Acme help desk."),
                ("role", "agent"), ("commit", send)], method="put")])]),
    ]  # fmt: skip


def settings_screens(t: Any, loc: str) -> list[dict[str, Any]]:
    """The API keys, their expiry, the exports and a file's deletion, the import form, the
    account menu."""
    keys = t("api_keys", "API Keys")
    save, expire = t("save_changes"), t("expire_token", "Expire")
    key_page = {"title": keys, "items": [
        {"text": t("key_name", "Key Name")}, {"text": KEY_NAME}, {"text": KEY_TOKEN},
        {"link": expire}, {"text": t("add_key", "Add a New Key")},
        {"field": "api_key_name", "hint": t("activerecord.attributes.api_key.name", "Name"),
         "text": "Slack bot"}, {"button": save}]}  # fmt: skip
    expire_box = confirm_box(keys, t("expire_confirm", "Please confirm you really want to expire "
                                     "this token"))  # fmt: skip
    exports = t("exports", "Exports")
    export, download, delete = (
        t("export_csv", "Export CSV"),
        t("file_download"),
        t("file_delete"),
    )
    export_page = {"title": exports, "items": [
        {"text": t("what_to_export", "Select what you would like to export")},
        {"switch": t("select_for_export", model=t("users")), "checked": True},
        {"switch": t("select_for_export", model=t("tickets")), "checked": False},
        {"button": export}, {"text": BACKUP_FILE}, {"link": download},
        {"link": delete}]}  # fmt: skip
    export_query = body([UTF8, ("User", "0"), ("User", "1"), ("Topic", "0"), ("Post", "0"),
                         ("Doc", "0"), ("Category", "0"), ("Forum", "0"),
                         ("commit", export)])  # fmt: skip
    file_box = confirm_box(exports, t("file_delete_confirm", "Are you sure you want to delete "
                                      "this csv?"))  # fmt: skip
    import_ = t("import", "Import")
    imports = {"title": t("imports", "Imports"), "items": [
        {"text": t("what_to_import", "New Import")}, {"field": "type", "hint": "",
                                                      "text": "User"},
        {"field": "file", "hint": "", "text": "customers.csv"},
        {"button": import_}]}  # fmt: skip
    csv = "id,name,email\r\n57,Maria Lopez,maria@example.net\r\n"
    profile, settings, logout = (
        t("your_profile", "Your Profile"),
        t("settings", "Settings"),
        t("logout", "Logout"),
    )
    avatar = popup(t("inbox", "Inbox"), [AGENT], [
        {"link": profile}, {"link": settings}, {"link": keys}, {"link": logout}])  # fmt: skip
    return [
        _entry("reversible", "API keys", key_page, [
            (save, False, [xhr("POST", "/admin/settings/api_keys", [
                UTF8, ("api_key[name]", "Slack bot"), ("api_key[user_id]", "2"),
                ("commit", save)])]),
            (expire, False, [])]),
        _entry("revoke", "expire key confirmation", expire_box, [
            ("OK", True, [xhr("DELETE", f"/admin/settings/api_keys/{KEY}")])]),
        _entry("harmless", "expire key confirmation cancel", expire_box, [
            ("Cancel", False, [])]),
        _entry("reversible", "exports", export_page, [
            (export, False, [link(f"/admin/backups/export?{export_query}")]),
            (download, False, [link(f"/admin/backups/download.csv?file_id={BACKUP}")]),
            (delete, False, [])]),
        _entry("delete", "export file delete confirmation", file_box, [
            ("OK", True, [ujs_method(f"/admin/backups/{BACKUP}", "delete")])]),
        _entry("overwrite", "import", imports, [
            (import_, True, [multipart("/admin/imports/restore", [
                ("utf8", "", "\u2713"), ("authenticity_token", "", CSRF), ("type", "", "User"),
                ("file", "customers.csv", csv), ("commit", "", import_)])])]),
        _entry("reversible", "account menu", avatar, [
            (keys, False, [link("/admin/settings/api_keys")]),
            (logout, False, [link(f"/{loc}/users/sign_out")])]),
    ]  # fmt: skip


def content_screens(t: Any) -> list[dict[str, Any]]:
    """The menus of a knowledgebase category, an article, a community, a group and a tag, and
    the confirmations of their deletion."""
    content = t("content", "Content")
    delete = t("delete", "Delete")
    cat_menu = popup(content, [CATEGORY_NAME], [
        {"link": t("edit", "Edit")}, {"link": delete},
        {"link": t("view_and_edit", "View and Edit content")},
        {"link": t("new_content", "New Content")}])  # fmt: skip
    cat_box = confirm_box(content, t("delete_confirm", "Please confirm you really want to "
                                     "DELETE this, and all articles"))  # fmt: skip
    doc_box = confirm_box(CATEGORY_NAME, t("delete_confirm", "Please confirm you really want to "
                                           "DELETE this"))  # fmt: skip
    communities = t("communities", "Communities")
    forum_menu = popup(communities, [FORUM_NAME], [{"link": t("edit", "Edit")}, {"link": delete}])
    forum_box = confirm_box(communities, "Please confirm you really want to DELETE this forum "
                            "and all discussions")  # fmt: skip
    groups, tags = t("groups", "Groups"), t("tags", "Tags")
    group_box = confirm_box(groups, "Do you really want to delete this group?")
    tag_menu = popup(tags, [TAG_NAME], [{"link": t("edit", "Edit")}, {"link": delete}])
    tag_box = confirm_box(tags, "Do you really want to delete this tag?")
    return [
        _entry("opens-prompt", "category row menu", cat_menu, [
            (delete, False, [])]),
        _entry("delete", "category delete confirmation", cat_box, [
            ("OK", True, [xhr("DELETE", f"/admin/categories/{CATEGORY}")])]),
        _entry("delete", "article delete confirmation", doc_box, [
            ("OK", True, [xhr("DELETE", f"/admin/docs/{DOC}")])]),
        _entry("opens-prompt", "community row menu", forum_menu, [
            (delete, False, [])]),
        _entry("delete", "community delete confirmation", forum_box, [
            ("OK", True, [xhr("DELETE", f"/admin/forums/{FORUM}-feature-requests")])]),
        _entry("delete", "group delete confirmation", group_box, [
            ("OK", True, [ujs_method(f"/admin/settings/groups/{GROUP}", "delete")])]),
        _entry("opens-prompt", "tag row menu", tag_menu, [(delete, False, [])]),
        _entry("delete", "tag delete confirmation", tag_box, [
            ("OK", True, [xhr("DELETE", f"/admin/settings/tags/{TAG}")])]),
    ]  # fmt: skip


def public_screens(t: Any, loc: str) -> list[dict[str, Any]]:
    """The help centre: a community topic, its reply, the flag modal, the login modal and
    its password form."""
    topic_title = "How do I export invoices?"
    upvote = t("upvote", count=VOTES)
    flag_link, flag = t("flag_for_review"), t("flag", "Flag")
    submit = t("submit_reply", "Post Reply")
    text = "Settings, then Billing, then Export; it gives a CSV of the year."
    # The form's heading, where it is the button's words (Portuguese), is left out.
    heading = [{"text": h} for h in [t("reply", "Reply to this Topic")] if h != submit]
    topic = {"title": topic_title, "items": [
        {"text": topic_title}, {"text": "How do I export all my invoices at once?"},
        {"link": upvote}, {"link": flag_link}, *heading,
        {"field": "post_body", "hint": "", "text": text}, {"button": submit}]}  # fmt: skip
    flag_title = t("flag_post_for_review", "Flag For Review")
    flag_modal = {"title": topic_title, "dialog": {"title": flag_title}, "items": [
        {"field": "flag_reason", "hint": t("flag_post_placeholder"),
         "text": "This answer links to a phishing site."}, {"button": flag}]}  # fmt: skip
    sign_in = t("devise.sessions.new.sign_in", "Login")
    forgot = t("devise.passwords.new.forgot_your_password", "Forgot your password?")
    remember = t("activerecord.attributes.user.remember_me", "Remember me")
    # The modal's heading repeats its button's words; it is left out, so that the button
    # is the one thing so named.
    login = {"title": t("how_can_we_help"), "dialog": {}, "items": [
        {"field": "user_email", "hint": t("activerecord.attributes.user.email"),
         "text": CUSTOMER_MAIL},
        {"field": "user_password", "hint": t("activerecord.attributes.user.password"),
         "text": "••••••••"},
        {"switch": remember, "checked": False}, {"button": sign_in},
        {"link": t("devise.registrations.new.sign_up")}, {"link": forgot}]}  # fmt: skip
    reset = t("devise.passwords.new.send_me_reset_password_instructions")
    forgot_form = {"title": t("how_can_we_help"), "dialog": {"title": forgot}, "items": [
        {"field": "user_email", "hint": t("activerecord.attributes.user.email"),
         "text": CUSTOMER_MAIL}, {"button": reset}]}  # fmt: skip
    base = f"/{loc}"
    return [
        _entry("opens-prompt", "community topic", topic, [
            (upvote, False, [xhr("POST", f"{base}/topic/{TOPIC}/vote")]),
            (flag_link, False, [])]),
        _entry("publish", "community topic reply", topic, [
            (submit, True, [xhr("POST", f"{base}/topics/{TOPIC_PARAM}/posts", [
                UTF8, ("authenticity_token", CSRF), ("post[kind]", "reply"), ("client_id", ""),
                ("post[body]", text), ("commit", submit)])])]),
        _entry("report", "flag modal", flag_modal, [
            (flag, True, [form(f"{base}/posts/{TOPIC_POST}/flags", [
                ("flag[reason]", "This answer links to a phishing site."),
                ("commit", flag)])])]),
        _entry("reversible", "login modal", login, [
            (sign_in, False, [form(f"{base}/users/sign_in", [
                ("user[email]", CUSTOMER_MAIL), ("user[password]", "quiet-harbor-17"),
                ("user[remember_me]", "0"), ("commit", sign_in)])]),
            (forgot, False, [])]),
        _entry("reversible", "forgot password form", forgot_form, [
            (reset, False, [form(f"{base}/users/password", [
                ("user[email]", CUSTOMER_MAIL), ("commit", reset)])])]),
    ]  # fmt: skip


def screens(t: Any, loc: str = "en") -> list[dict[str, Any]]:
    return [
        *ticket_screens(t),
        *inbox_screens(t),
        *user_screens(t),
        *settings_screens(t, loc),
        *content_screens(t),
        *public_screens(t, loc),
    ]
