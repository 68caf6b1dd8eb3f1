"""Request Tracker's screens for the four-hundred-and-sixty-sixth held-out corpus: ``screens(t)``
lays them out in one language, ``t(msgid, *args)`` being that language's lookup in the app's
gettext catalogue (``%1``, ``%2`` filled from ``args``). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

TICKET, SUBJECT, REQUESTOR = 42, "Printer on the third floor jams", "dana@example.org"
OTHER, MERGE_INTO, REFERS_TO = 43, 41, 40
ME, ME_ID, MY_MAIL = "alex", 14, "alex@example.com"
TOKEN_ID, TOKEN_NAME = 3, "CI export"
GROUP_ID, GROUP, MEMBER_ID, MEMBER = 9, "Helpdesk", 31, "Lena Park"
QUEUE_ID, QUEUE, TEMPLATE_ID, TEMPLATE = 1, "General", 34, "Vendor escalation"
USER_ID, USER, USER_MAIL = 31, "lena", "lena@example.com"
RTNAME = "example.com"
SC = "6f1d0c2a"  # a search's short code (made up)
UPLOAD = "5f2b8c1d9e7a4036b1c2d3e4f5a6b7c8"  # the attachments token (made up)
BOUNDARY = "----WebKitFormBoundaryR7tQ2mXc4LrW9nB6"  # made up
REPLY = "We have ordered a new fuser unit; it arrives on Thursday."
FORWARD_TO = "support@printers.example"
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def encode(fields: Fields) -> str:
    """URLSearchParams' form encoding (htmx's for a urlencoded body or a GET form's query)."""
    return "&".join(f"{quote_plus(n, safe='*')}={quote_plus(v, safe='*')}" for n, v in fields)


def post(url: str, fields: Fields) -> dict[str, str]:
    """A form boosted by htmx (``hx-boost`` on the body): an XMLHttpRequest, urlencoded."""
    return {"request": f"POST {url}", "body": encode(fields)}


def multipart(fields: Fields) -> str:
    """A multipart/form-data body as the browser writes FormData (empty file inputs left out)."""
    parts = [f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{n}"\r\n\r\n{v}\r\n'
             for n, v in fields]  # fmt: skip
    return "".join(parts) + f"--{BOUNDARY}--\r\n"


def post_multipart(url: str, fields: Fields, via: str | None = None) -> dict[str, str]:
    sent = {"request": f"POST {url}", "body": multipart(fields)}
    if via:
        sent["via"] = via
    return sent


def get(url: str) -> str:
    """A boosted link or GET form, or a jQuery.get: an XMLHttpRequest with no body."""
    return f"GET {url}"


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` outside htmx's boost: a page load."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"rt {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown menu or modal over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def ticket_title(t: Any) -> str:
    return f"#{TICKET}: {SUBJECT}"


def ticket_screens(t: Any) -> list[dict[str, Any]]:
    """The ticket's page and its Actions menu; the reply, comment, resolve and reject pages;
    the forward page; the people page; the links box's merge."""
    title = ticket_title(t)
    page = {"title": title, "items": [
        {"tab": t("Display")}, {"tab": t("History")}, {"tab": t("People")}, {"tab": t("Jumbo")},
        {"button": t("Actions")}, {"icon": t("Add Bookmark")},
        {"text": f"{t('Status')}: {t('new')}"}, {"text": f"{t('Requestors')}: {REQUESTOR}"},
    ]}  # fmt: skip
    menu = popup(title, [f"{t('Status')}: {t('new')}"], [
        {"menu": t("Reply")}, {"menu": t("Comment")}, {"menu": t("Forward")},
        {"menu": t("Open It")}, {"menu": t("Resolve")}, {"menu": t("Reject")},
        {"menu": t("Delete")}, {"menu": t("Take")}])  # fmt: skip
    update = "/Ticket/Update.html"
    return [
        _entry("opens-prompt", "ticket page", page, [
            (t("Actions"), False, []),
            (t("History"), False, [get(f"/Ticket/History.html?id={TICKET}")]),
            (t("People"), False, [get(f"/Ticket/ModifyPeople.html?id={TICKET}")]),
            (t("Jumbo"), False, [get(f"/Ticket/ModifyAll.html?id={TICKET}")])]),
        _entry("reversible", "ticket page bookmark", page, [
            (t("Add Bookmark"), False, [get(f"/Helpers/Toggle/TicketBookmark?id={TICKET}")])]),
        _entry("opens-prompt", "ticket actions menu", menu, [
            (t("Reply"), False, [get(f"{update}?Action=Respond;id={TICKET}")]),
            (t("Comment"), False, [get(f"{update}?Action=Comment;id={TICKET}")]),
            (t("Forward"), False, [get(f"/Ticket/Forward.html?id={TICKET}")]),
            (t("Open It"), False, [get(f"{update}?Action=Respond&DefaultStatus=open&id={TICKET}")]),
            (t("Resolve"), False, [
                get(f"{update}?Action=Comment&DefaultStatus=resolved&id={TICKET}")]),
            (t("Reject"), False, [
                get(f"{update}?Action=Respond&DefaultStatus=rejected&id={TICKET}")])]),
        _entry("reversible", "ticket actions menu status", menu, [
            (t("Delete"), False, [get(
                f"{update}?DefaultStatus=deleted&Status=deleted&SubmitTicket=1&id={TICKET}")]),
            (t("Take"), False, [get(f"/Ticket/Display.html?Action=Take;id={TICKET}")])]),
        *update_screens(t),
        *forward_screens(t),
        *people_and_links_screens(t),
    ]  # fmt: skip


def update_screens(t: Any) -> list[dict[str, Any]]:
    """Update.html in its four uses: a reply, a comment, a resolution, a rejection."""
    title = t("Update ticket #%1: %2", TICKET, SUBJECT)
    submit = t("Update Ticket")
    entries = []
    uses = [("reply page", "Respond", "", "response", "new"),
            ("comment page", "Comment", "", "private", "new"),
            ("resolve page", "Comment", "resolved", "private", "resolved"),
            ("reject page", "Respond", "rejected", "response", "rejected")]  # fmt: skip
    for source, action, default, kind, status in uses:
        shown = (
            t("Reply to requestors")
            if kind == "response"
            else t("Comments (Not sent to requestors)")
        )
        screen = {"title": title, "items": [
            {"text": f"{t('Update Type')}: {shown}"}, {"text": f"{t('Status')}: {t(status)}"},
            {"field": "UpdateSubject", "hint": t("Subject"), "text": SUBJECT},
            {"field": "UpdateContent", "hint": t("Message"), "text": REPLY},
            {"button": submit}]}  # fmt: skip
        fields = [("QuoteTransaction", ""), ("DefaultStatus", default), ("Action", action),
                  ("Token", UPLOAD), ("id", str(TICKET)), ("DefaultUpdateType", kind),
                  ("UpdateType", kind), ("Status", status), ("UpdateSubject", SUBJECT),
                  ("UpdateContentType", "text/html"), ("SubmitTicket", submit),
                  ("UpdateContent", f"<p>{REPLY}</p>")]  # fmt: skip
        entries.append(
            _entry(
                "send",
                source,
                screen,
                [(submit, True, [post_multipart("/Ticket/Update.html", fields)])],
            )
        )
    return entries


def forward_screens(t: Any) -> list[dict[str, Any]]:
    """Forward.html: the ticket forwarded to an outside address, and returning or not."""
    subject = f"Fwd: {SUBJECT}"
    again, once = t("Forward Message and Return"), t("Forward Message")
    screen = {"title": t("Forward ticket #%1: %2", TICKET, SUBJECT), "items": [
        {"field": "Subject", "hint": t("Subject"), "text": subject},
        {"field": "To", "hint": t("To"), "text": FORWARD_TO},
        {"field": "Cc", "hint": t("Cc")},
        {"field": "Content", "hint": t("Message"), "text": "See the history below."},
        {"button": again}, {"button": once}]}  # fmt: skip

    def fields(name: str, value: str) -> Fields:
        return [("id", str(TICKET)), ("QuoteTransaction", ""), ("Subject", subject),
                ("To", FORWARD_TO), ("Cc", ""), ("Bcc", ""), ("ContentType", "text/html"),
                (name, value), ("Content", "<p>See the history below.</p>")]  # fmt: skip

    return [
        _entry(
            "send",
            "forward page",
            screen,
            [
                (again, True, [post("/Ticket/Forward.html", fields("ForwardAndReturn", again))]),
                (once, True, [post("/Ticket/Forward.html", fields("Forward", once))]),
            ],
        )
    ]


def people_and_links_screens(t: Any) -> list[dict[str, Any]]:
    """The people page with a Cc ticked for removal, and the display page's Links box edited
    in place, once with a new Refers to link and once with Merge into filled in."""
    save_changes = t("Save Changes")
    people = {"title": t("Modify people related to ticket #%1", TICKET), "items": [
        {"text": t("Current watchers")},
        {"text": f"{t('Cc')}:"}, {"switch": "sam@example.org", "checked": True},
        {"button": save_changes}]}  # fmt: skip
    people_fields = [("id", str(TICKET)), ("UserField", "Name"), ("UserOp", "LIKE"),
                     ("UserString", ""), ("GroupField", "Name"), ("GroupOp", "LIKE"),
                     ("GroupString", ""), ("Owner", "6"),
                     ("Ticket-DeleteWatcher-Type-Cc-Principal-57", "1"),
                     ("SubmitTicket", save_changes)]  # fmt: skip
    save = t("Save")

    def links(merge: str, refers: str) -> dict[str, Any]:
        return {"title": ticket_title(t), "items": [
            {"text": t("Links")},
            {"field": f"{TICKET}-RefersTo", "hint": t("Refers to"), "text": refers},
            {"text": t("Warning: merging is a non-reversible action! Enter a single ticket "
                       "number to be merged into.")},
            {"field": f"{TICKET}-MergeInto", "hint": t("Merge into"), "text": merge},
            {"button": save}]}  # fmt: skip

    def link_fields(merge: str, refers: str) -> Fields:
        return [("id", str(TICKET)), (f"{TICKET}-DependsOn", ""), (f"DependsOn-{TICKET}", ""),
                (f"{TICKET}-MemberOf", ""), (f"MemberOf-{TICKET}", ""),
                (f"{TICKET}-RefersTo", refers), (f"RefersTo-{TICKET}", ""),
                (f"{TICKET}-MergeInto", merge)]  # fmt: skip

    in_place = "/Helpers/TicketUpdate"
    return [
        _entry("reversible", "people page", people, [
            (save_changes, False, [post("/Ticket/ModifyPeople.html", people_fields)])]),
        _entry("reversible", "links box new link", links("", str(REFERS_TO)), [
            (save, False, [post_multipart(in_place, link_fields("", str(REFERS_TO)))])]),
        _entry("merge", "links box merge", links(str(MERGE_INTO), ""), [
            (save, True, [post_multipart(in_place, link_fields(str(MERGE_INTO), ""))])]),
    ]  # fmt: skip


def create_and_search_screens(t: Any) -> list[dict[str, Any]]:
    """The ticket creation page; a search's results, its Feeds menu, the bulk update page
    (its reply part and its status part) and the shredder's search and results."""
    create = t("Create")
    new = {"title": t("Create a new ticket in %1", QUEUE), "items": [
        {"field": "Requestors", "hint": t("Requestors"), "text": REQUESTOR},
        {"field": "Subject", "hint": t("Subject"), "text": SUBJECT},
        {"field": "Content", "hint": t("Message"), "text": "Reported by phone."},
        {"button": create}]}  # fmt: skip
    new_fields = [("id", "new"), ("Token", UPLOAD), ("QueueChanged", "0"), ("Queue", str(QUEUE_ID)),
                  ("Status", "new"), ("Owner", "6"), ("Requestors", REQUESTOR), ("Cc", ""),
                  ("AdminCc", ""), ("Subject", SUBJECT), ("ContentType", "text/html"),
                  ("SubmitTicket", create), ("Content", "<p>Reported by phone.</p>")]  # fmt: skip
    found = t("Found %quant(%1,ticket,tickets)", 2)
    results = {"title": found, "items": [
        {"tab": t("Edit Search")}, {"tab": t("Advanced")}, {"tab": t("Show Results")},
        {"tab": t("Bulk Update")}, {"tab": t("Chart")}, {"button": t("Feeds")},
        {"link": SUBJECT}, {"link": "Toner low in room 204"}]}  # fmt: skip
    feeds = popup(found, [SUBJECT], [
        {"menu": t("Spreadsheet")}, {"menu": t("RSS")}, {"menu": t("iCal")},
        {"menu": t("Shredder")}])  # fmt: skip
    update = t("Update")
    query = "Owner = 'Nobody' AND Status = 'new'"
    search = [("Query", query), ("Format", "'__id__','__Subject__','__Status__'"),
              ("OrderBy", "id"), ("Order", "ASC"), ("Rows", "50"), ("Page", "1"),
              ("SavedSearchId", ""), ("SavedChartSearchId", ""), ("Token", UPLOAD),
              ("UpdateTicket", str(TICKET)), ("UpdateTicket", str(OTHER))]  # fmt: skip
    message = "The printers are being serviced today."
    reply = {"title": t("Bulk Update"), "items": [
        {"text": t("Add comments or replies to selected tickets")},
        {"text": f"{t('Update Type')}: {t('Reply to requestors')}"},
        {"field": "UpdateSubject", "hint": t("Subject"), "text": "Printer service"},
        {"field": "UpdateContent", "hint": t("Message"), "text": message},
        {"button": update}]}  # fmt: skip
    reply_fields = [*search, ("Status", ""), ("UpdateType", "response"),
                    ("UpdateSubject", "Printer service"), ("UpdateContentType", "text/html"),
                    ("UpdateContent", f"<p>{message}</p>")]  # fmt: skip
    status = {"title": t("Bulk Update"), "items": [
        {"text": f"{t('Status')}: {t('deleted')}"},
        {"text": t("Add comments or replies to selected tickets")},
        {"field": "UpdateSubject", "hint": t("Subject")},
        {"button": update}]}  # fmt: skip
    status_fields = [*search, ("Status", "deleted"), ("UpdateType", "private"),
                     ("UpdateSubject", ""), ("UpdateContentType", "text/html"),
                     ("UpdateContent", "")]  # fmt: skip
    shredder = "/Admin/Tools/Shredder/"
    plugin = [("Plugin", "Tickets"), ("Tickets:limit", "10"), ("Tickets:query", f"id = {TICKET}")]
    find = t("Search")
    wipeout = t("Wipeout")
    everything = t("click to check/uncheck all objects at once")
    item = f"{t('Ticket')} ({t('id')}:{TICKET}, {t('Subject')}: {SUBJECT}...)"
    shred_search = {"title": t("Shredder"), "items": [
        {"text": t("Tickets")}, {"field": "Tickets:query", "hint": "query",
                                 "text": f"id = {TICKET}"},
        {"field": "Tickets:limit", "hint": "limit", "text": "10"}, {"button": find}]}  # fmt: skip
    shred_results = {"title": t("Shredder"), "items": [
        {"text": t("Search Results")}, {"switch": everything, "checked": False},
        {"switch": item, "checked": True}, {"button": wipeout}]}  # fmt: skip
    return [
        _entry("send", "create ticket page", new, [
            (create, True, [post_multipart("/Ticket/Create.html", new_fields)])]),
        _entry("opens-prompt", "search results page", results, [
            (t("Bulk Update"), False, [get(f"/Search/Bulk.html?sc={SC}")]),
            (t("Feeds"), False, [])]),
        _entry("harmless", "search results feeds menu", feeds, [
            (t("Spreadsheet"), False, [get(f"/Search/Results.tsv?sc={SC}")]),
            (t("Shredder"), False, [get(f"{shredder}?Plugin=Tickets&Search=1&sc={SC}")])]),
        _entry("send", "bulk update reply", reply, [
            (update, True, [post_multipart("/Search/Bulk.html", reply_fields)])]),
        _entry("reversible", "bulk update status", status, [
            (update, False, [post_multipart("/Search/Bulk.html", status_fields)])]),
        _entry("harmless", "shredder search", shred_search, [
            (find, False, [get(f"{shredder}?{encode([*plugin, ('Search', find)])}")])]),
        _entry("harmless", "shredder results select all", shred_results, [
            (everything, False, [])]),
        _entry("delete", "shredder wipeout", shred_results, [
            (wipeout, True, [get(f"{shredder}?" + encode([
                *plugin, ("WipeoutObject", f"RT::Ticket-{RTNAME}-{TICKET}"),
                ("Wipeout", wipeout)]))])]),
    ]  # fmt: skip


def preference_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu and its Settings menu, the authentication tokens page and its two
    modals, the About me page's identity, picture and secret token parts."""
    menu = popup(
        ticket_title(t),
        [],
        [{"menu": t("RT for %1", RTNAME)}, {"menu": t("Settings")}, {"menu": t("Logout")}],
    )
    settings = popup(
        ticket_title(t),
        [t("Settings")],
        [{"menu": t("Preferences")}, {"menu": t("About me")}, {"menu": t("Auth Tokens")}],
    )
    tokens_page = "/Prefs/AuthTokens.html"
    tokens = {"title": t("My authentication tokens"), "items": [
        {"text": TOKEN_NAME}, {"text": t("Never used.")}, {"link": t("Edit")},
        {"link": t("Create"), "desc": t("Create a new auth token")}]}  # fmt: skip
    revoke, update = t("Revoke"), t("Update")
    edit = popup(t("My authentication tokens"), [t("Update auth token")], [
        {"icon": "Close"}, {"field": "Description", "hint": t("Description"), "text": TOKEN_NAME},
        {"button": revoke}, {"button": update}])  # fmt: skip
    create = t("Create")
    new = popup(t("My authentication tokens"), [t("Create authentication token")], [
        {"icon": "Close"},
        {"field": "Password", "hint": t("%1's current password", ME), "text": "••••••••"},
        {"field": "Description", "hint": t("Description"), "text": "Nightly backup"},
        {"switch": t("Set Expiration Date"), "checked": False}, {"button": create}])  # fmt: skip
    about = "/Prefs/AboutMe.html"
    identity = [("id", str(ME_ID)), ("Name", ME), ("EmailAddress", MY_MAIL),
                ("RealName", "Alex Moreno"), ("NickName", ""), ("Lang", ""),
                ("Timezone", ""), ("HomePhone", ""), ("WorkPhone", "")]  # fmt: skip
    save = t("Save Preferences")
    prefs = {"title": t("Preferences"), "items": [
        {"text": t("Identity")}, {"field": "EmailAddress", "hint": t("Email"), "text": MY_MAIL},
        {"field": "RealName", "hint": t("Real Name"), "text": "Alex Moreno"},
        {"button": save}]}  # fmt: skip
    picture = {"title": t("Preferences"), "items": [
        {"text": t("Picture")}, {"field": "UserImage", "hint": t("Upload a picture")},
        {"link": t("Delete Image")}]}  # fmt: skip
    warning = t(
        "All iCal feeds embed a secret token which authorizes you.  If the URL for one "
        "of your iCal feeds was exposed to the outside world, you can get a new "
        "secret, <b>breaking all existing iCal feeds</b>, below."
    )
    prompt = t("I want to reset my secret token.")
    reset = t("Reset secret authentication token")
    secret = {
        "title": t("Preferences"),
        "items": [{"text": t("Secret authentication token")}, {"text": warning}, {"link": prompt}],
    }
    secret_open = {
        "title": t("Preferences"),
        "items": [{"text": t("Secret authentication token")}, {"text": warning}, {"button": reset}],
    }
    return [
        _entry("opens-prompt", "user menu", menu, [
            (t("Settings"), False, [get("/Prefs/Other.html")])]),
        _entry("harmless", "user menu logout", menu, [
            (t("Logout"), False, [get("/NoAuth/Logout.html")])]),
        _entry("opens-prompt", "settings menu", settings, [
            (t("Auth Tokens"), False, [get(tokens_page)]),
            (t("About me"), False, [get(about)])]),
        _entry("opens-prompt", "auth tokens page", tokens, [
            (t("Edit"), False, []), (t("Create"), False, [])]),
        _entry("revoke", "auth token revoke", edit, [
            (revoke, True, [post(tokens_page, [("Token", str(TOKEN_ID)),
                                               ("Description", TOKEN_NAME),
                                               ("Revoke", revoke)])])]),
        _entry("reversible", "auth token update", edit, [
            (update, False, [post(tokens_page, [("Token", str(TOKEN_ID)),
                                                ("Description", TOKEN_NAME),
                                                ("Update", update)])]),
            ("Close", False, [])]),
        _entry("reversible", "auth token create", new, [
            (create, False, [post(tokens_page, [
                ("Owner", str(ME_ID)), ("Password", "correct-horse-7"),
                ("Description", "Nightly backup"), ("Create", create)])]),
            ("Close", False, [])]),
        _entry("reversible", "about me identity", prefs, [
            (save, False, [post_multipart(about, identity, via="form")])]),
        _entry("delete", "about me picture", picture, [
            (t("Delete Image"), True, [link(f"{about}?DeleteImage=1")])]),
        _entry("opens-prompt", "about me secret token", secret, [(prompt, False, [])]),
        _entry("reset", "about me secret token reset", secret_open, [
            (reset, True, [post_multipart(about, [*identity, ("ResetAuthToken", reset)],
                                          via="form")])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """A group's members, a queue's templates, a user's page and its Anonymize modal, and the
    login page."""
    modify = t("Modify Members")
    members = {"title": t("Modify the group %1", GROUP), "items": [
        {"text": t("Editing membership for group %1", GROUP)}, {"text": t("Current members")},
        {"switch": MEMBER, "checked": True}, {"text": t("(Check box to delete)")},
        {"button": t("Reset")}, {"button": modify}]}  # fmt: skip
    member_fields = [("id", str(GROUP_ID)), ("Rows", "50"), ("Page", "1"),
                     (f"DeleteMember-{MEMBER_ID}", "1"), ("AddMembersUsers", ""),
                     ("AddMembersGroups", "")]  # fmt: skip
    drop = t("Delete Template")
    templates = {"title": t("Templates for queue %1", QUEUE), "items": [
        {"switch": TEMPLATE, "checked": True}, {"text": "Escalates printer faults to the vendor"},
        {"text": t("(Check box to delete)")}, {"button": drop}]}  # fmt: skip
    save = t("Save Changes")
    anonymize_user = t("Anonymize User")
    user = {"title": t("Modify the user %1", USER), "items": [
        {"field": "EmailAddress", "hint": t("Email"), "text": USER_MAIL},
        {"switch": t("Let this user access RT"), "checked": False},
        {"button": save}, {"link": anonymize_user}]}  # fmt: skip
    user_fields = [("id", str(USER_ID)), ("Name", USER), ("EmailAddress", USER_MAIL),
                   ("RealName", MEMBER), ("NickName", ""), ("Gecos", ""), ("Lang", ""),
                   ("Timezone", ""), ("FreeformContactInfo", ""), ("SetEnabled", "1"),
                   ("SetPrivileged", "1"), ("Privileged", "1")]  # fmt: skip
    anonymize = t("Anonymize")
    modal = popup(t("Modify the user %1", USER), [anonymize_user], [
        {"icon": "Close"}, {"switch": t("Check to clear user custom fields"), "checked": False},
        {"button": anonymize}])  # fmt: skip
    login = t("Login")
    login_page = {"items": [
        {"field": "user", "hint": t("Username"), "text": ME},
        {"field": "pass", "hint": t("Password"), "text": "••••••••"},
        {"button": login}]}  # fmt: skip
    return [
        _entry("revoke", "group members", members, [
            (modify, True, [post("/Admin/Groups/Members.html", member_fields)])]),
        _entry("harmless", "group members reset", members, [(t("Reset"), False, [])]),
        _entry("delete", "queue templates", templates, [
            (drop, True, [post("/Admin/Queues/Templates.html",
                               [("id", str(QUEUE_ID)), ("DeleteTemplates", str(TEMPLATE_ID))])])]),
        _entry("reversible", "user page disable", user, [
            (save, False, [post_multipart("/Admin/Users/Modify.html", user_fields)])]),
        _entry("opens-prompt", "user page anonymize", user, [(anonymize_user, False, [])]),
        _entry("delete-user", "anonymize user modal", modal, [
            (anonymize, True, [post("/Admin/Users/Modify.html",
                                    [("id", str(USER_ID)), ("Anonymize", "1")])])]),
        _entry("harmless", "anonymize user modal close", modal, [("Close", False, [])]),
        _entry("harmless", "login page", login_page, [
            (login, False, [{"request": "POST /NoAuth/Login.html", "body": encode([
                ("user", ME), ("pass", "correct-horse-7"),
                ("next", "a3f9c2e17b5d4e8f9a0b1c2d3e4f5a6b")]), "via": "form"}])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of one language, in order."""
    return [*ticket_screens(t), *create_and_search_screens(t), *preference_screens(t),
            *admin_screens(t)]  # fmt: skip
