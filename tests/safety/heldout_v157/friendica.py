"""Friendica's screens for the hundred-and-fifty-seventh held-out corpus: ``screens(t, ok)``
lays them out in one language, ``t(msgid, *args)`` being that language's gettext lookup of
the app's ``view/lang/<lang>/messages.po`` and ``ok`` the browser's OK and Cancel of a
JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

TOKEN = "1729531884-6b2c0e9f3a7d41e58c9b2f6a0d4e7c13"  # made up; BaseModule::getFormSecurityToken
ME, POST, OTHER, CID, BOB = "alice", 1042, 1057, 37, "Bob Smith"
BOB_URL = "https://social.example.net/profile/bob"
RET = "6e6574776f726b"  # bin2hex("network"), Post.php's 'return'
CIRCLE, CIRCLE_NAME, EVENT, MAIL, CONV = 5, "Family", 12, 88, 87
ALBUM, PHOTO = "Holidays", "a3f9c1d2e8b74f60"
INTRO, USER_UID, PENDING_UID, APP, ADDON = 9, 7, 8, 3, "blockem"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST."""
    return {"request": f"POST /{path}", "body": body(fields), "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load (or ``window.location.href``)."""
    return {"request": f"GET /{path}", "via": "link"}


def xhr(method: str, path: str, fields: Fields | None = None) -> Any:
    """jQuery's ``$.get``/``$.post`` (a urlencoded body where it posts data)."""
    if fields is None:
        return f"{method} /{path}"
    return {"request": f"{method} /{path}", "body": body(fields)}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"friendica {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """A page's ``confirm()``: the browser's dialog over the page, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def icon(label: str) -> dict[str, str]:
    """An icon link (``<a role="button" title=..>`` with an ``sr-only`` text)."""
    return {"link": label}


def stream_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The network stream: one's own post and another's, the comment box, the status editor,
    the folder and tag prompts, the delete confirmation, the nav's notifications and logout."""
    title = t("Network")
    like, dislike = t("I like this (toggle)"), t("I don't like this (toggle)")
    reshare, quote = t("Reshare this"), t("Quote share this")
    pin, star, ignore = t("Pin"), t("Add star"), t("Ignore thread")
    tag, filer, drop = t("Add tag"), t("Save to folder"), t("Delete globally")
    edit, comment = t("Edit"), t("Comment")
    own = {"title": title, "items": [
        {"text": ME}, {"text": "Spring is finally here."}, icon(comment), icon(like),
        icon(dislike), icon(reshare), icon(quote), icon(pin), icon(star), icon(ignore),
        icon(tag), icon(filer), icon(drop), icon(edit)]}  # fmt: skip
    other = {"title": title, "items": [
        {"text": BOB}, {"text": "New release of our garden planner."}, icon(comment),
        icon(like), icon(reshare), icon(t("Remove star")), icon(t("Unignore thread")),
        icon(t("Remove locally"))]}  # fmt: skip
    item = f"item/{OTHER}"
    mine = f"item/{POST}"
    submit, preview = t("Submit"), t("Preview")
    box = {"title": title, "items": [
        {"text": BOB}, {"field": f"comment-edit-text-{OTHER}", "hint": t("Comment"),
                        "text": "Congratulations!"},
        {"button": submit}, {"link": preview}]}  # fmt: skip
    cfields = [("profile_uid", "2"), ("parent", str(OTHER)), ("jsreload", ""),
               ("post_id_random", "868812237162"), ("body", "Congratulations!"),
               ("submit", submit)]  # fmt: skip
    share = t("Share")
    jot = {"title": title, "items": [
        {"field": "title", "hint": t("Set title"), "text": ""},
        {"field": "body", "hint": share, "text": "Off to the coast this weekend."},
        {"button": share}, {"button": preview}, icon(t("Upload photo")),
        icon(t("Set your location"))]}  # fmt: skip
    jfields = [("wall", "1"), ("post_type", "wall"), ("profile_uid", "2"), ("return", "network"),
               ("location", ""), ("coord", ""), ("post_id", ""), ("preview", "0"),
               ("post_id_random", "553920118736"), ("title", ""), ("category", ""),
               ("body", "Off to the coast this weekend."), ("submit", share)]  # fmt: skip
    nav = {"title": title, "dialog": {}, "items": [
        {"text": t("Notifications")}, {"link": t("Mark all system notifications as seen")},
        {"link": t("Logout")}]}  # fmt: skip
    return [
        _entry("reversible", "own post", own, [
            (like, False, [xhr("POST", f"{mine}/activity/like")]),
            (pin, False, [xhr("POST", f"{mine}/pin")]),
            (star, False, [xhr("POST", f"{mine}/star")]),
            (drop, False, [])]),
        _entry("send", "own post reshare", own, [
            (reshare, True, [xhr("POST", f"{mine}/activity/announce")])]),
        _entry("reversible", "another's post", other, [
            (like, False, [xhr("POST", f"{item}/activity/like")])]),
        _entry("delete", "delete post confirm", confirm(ok, title, t("Delete this item?")), [
            (ok[0], True, [link(f"item/drop/{POST}/{RET}")]), (ok[1], False, [])]),
        _entry("send", "comment box", box, [
            (submit, True, [xhr("POST", "item", cfields)])]),
        _entry("send", "status editor", jot, [
            (share, True, [form("item", jfields)]),
            (t("Set your location"), False, [])]),
        _entry("reversible", "notifications menu", nav, [
            (t("Mark all system notifications as seen"), False, [
                xhr("GET", "notification/mark/all")]),
            (t("Logout"), False, [link("logout")])]),
    ]  # fmt: skip


def contact_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A contact's page and its actions menu, the revoke confirmation, introductions,
    circles, private messages."""
    title = t("Contact")
    actions = {"title": title, "dialog": {}, "items": [
        {"text": t("Actions")}, {"link": t("Unfollow")}, {"link": t("Update now")},
        {"link": t("Block")}, {"link": t("Ignore")}, {"link": t("Collapse")},
        {"link": t("Revoke Follow")}]}  # fmt: skip
    base = f"contact/{CID}"
    stranger = {"title": title, "dialog": {}, "items": [
        {"text": t("Actions")}, {"link": t("Follow")}, {"link": t("Unblock")},
        {"link": t("Unignore")}]}  # fmt: skip
    revoke_msg = t("Do you really want to revoke this contact's follow? This cannot be undone "
                   "and they will have to manually follow you back again.")  # fmt: skip
    revoke = {"title": t("Revoke Follow"), "items": [
        {"text": revoke_msg}, {"button": t("Yes")}, {"button": t("Cancel")}]}  # fmt: skip
    intro_t = t("Notifications")
    ignore, discard, approve = t("Ignore"), t("Discard"), t("Approve")
    intro = {"title": intro_t, "items": [
        {"text": "Carol Jones"}, {"button": ignore}, {"button": discard},
        {"switch": t("Hide this contact from others"), "checked": False},
        {"radio": t("Friend"), "checked": True}, {"radio": t("Subscriber"), "checked": False},
        {"button": approve}]}  # fmt: skip

    def approve_body(duplex: str) -> list[Any]:
        return [form("follow_confirm", [("duplex", duplex), ("dfrn_id", ""),
                                        ("intro_id", str(INTRO)), ("contact_id", "41"),
                                        ("submit", approve)])]  # fmt: skip

    circles = {"title": CIRCLE_NAME, "items": [
        {"field": "circle_name", "hint": t("Circle Name: "), "text": "Close family"},
        {"link": t("Delete Circle")}, {"button": t("Save Circle")},
        {"text": t("Members")}, {"link": BOB}, {"text": t("All Contacts")},
        {"link": "Dave Lee"}]}  # fmt: skip
    msgs = t("Messages")
    new_msg = {"title": msgs, "items": [
        {"text": t("Send Private Message")}, {"field": "recipient", "hint": t("To:"), "text": BOB},
        {"field": "subject", "hint": t("Subject:"), "text": "Saturday"},
        {"field": "body", "hint": t("Your message:"), "text": "Are we still on?"},
        {"button": t("Submit")}, icon(t("Upload photo"))]}  # fmt: skip
    conv = {"title": msgs, "items": [
        {"text": "Saturday"}, {"text": BOB}, icon(t("Delete message")),
        {"link": t("Delete conversation")},
        {"field": "body", "hint": t("Your message:"), "text": "See you then."},
        {"button": t("Submit")}]}  # fmt: skip
    delete = t("Delete this item?")
    return [
        _entry("revoke", "contact actions menu", actions, [
            (t("Unfollow"), True, [link(f"contact/unfollow?url={quote_plus(BOB_URL)}&auto=1")]),
            (t("Block"), False, [link(f"{base}/block?t={TOKEN}")]),
            (t("Ignore"), False, [link(f"{base}/ignore?t={TOKEN}")]),
            (t("Revoke Follow"), False, [link(f"{base}/revoke")])]),
        _entry("send", "contact actions menu (not followed)", stranger, [
            (t("Follow"), True, [link(f"contact/follow?binurl={BOB_URL.encode().hex()}&auto=1")]),
            ]),
        _entry("revoke", "revoke follow confirm", revoke, [
            (t("Yes"), True, [form(f"{base}/revoke", [("form_security_token", TOKEN)])]),
            (t("Cancel"), False, [form(f"{base}/revoke", [("canceled", t("Cancel"))])])]),
        _entry("send", "introduction", intro, [
            (approve, True, approve_body("1")),
            (ignore, False, [form(f"notification/{INTRO}", [("submit", ignore)])])]),
        _entry("delete", "introduction discard", intro, [
            (discard, True, [form(f"notification/{INTRO}", [("submit", discard)])])]),
        _entry("reversible", "circle page", circles, [
            (t("Save Circle"), False, [form(f"circle/{CIRCLE}", [
                ("form_security_token", TOKEN), ("circle_name", "Close family"),
                ("submit", t("Save Circle"))])]),
            (t("Delete Circle"), False, [])]),
        _entry("delete", "delete circle confirm", confirm(ok, CIRCLE_NAME, delete), [
            (ok[0], True, [link(f"circle/drop/{CIRCLE}?t={TOKEN}")]), (ok[1], False, [])]),
        _entry("send", "new private message", new_msg, [
            (t("Submit"), True, [form("message", [
                ("recipient", str(CID)), ("subject", "Saturday"), ("body", "Are we still on?"),
                ("submit", t("Submit"))])])]),
        _entry("opens-prompt", "conversation", conv, [
            (t("Delete message"), False, [])]),
        _entry("delete", "delete message confirm", confirm(ok, msgs, delete), [
            (ok[0], True, [link(f"message/drop/{MAIL}")]), (ok[1], False, [])]),
        _entry("delete", "delete conversation confirm", confirm(ok, msgs, delete), [
            (ok[0], True, [link(f"message/dropconv/{CONV}")]), (ok[1], False, [])]),
    ]  # fmt: skip


def media_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Photos and albums, their delete confirmations (confirm.tpl forms), events."""
    photos = t("Photos")
    album = {"title": ALBUM, "items": [
        {"link": t("Edit Album")}, {"link": t("Drop Album")},
        {"link": t("Upload New Photos")}]}  # fmt: skip
    hexa = ALBUM.encode().hex()
    album_drop = {"title": photos, "items": [
        {"text": t("Do you really want to delete this photo album and all its photos?")},
        {"button": t("Delete Album")}, {"button": t("Cancel")}]}  # fmt: skip
    photo = {"title": ALBUM, "items": [
        {"link": t("Edit photo")}, {"link": t("Delete photo")},
        {"link": t("Use as profile photo")}]}  # fmt: skip
    photo_drop = {"title": photos, "items": [
        {"text": t("Do you really want to delete this photo?")},
        {"button": t("Delete Photo")}, {"button": t("Cancel")}]}  # fmt: skip
    events = t("Events")
    event = {"title": events, "items": [
        {"text": "Book club"}, icon(t("Edit event")), icon(t("Duplicate event")),
        icon(t("Delete event"))]}  # fmt: skip
    ppath = f"photos/{ME}/image/{PHOTO}"
    apath = f"photos/{ME}/album/{hexa}"
    return [
        _entry("reversible", "album page", album, [
            (t("Drop Album"), False, [link(f"{apath}/drop")])]),
        _entry("delete", "album delete confirm", album_drop, [
            (t("Delete Album"), True, [form(f"{apath}/drop", [("dropalbum", "dropalbum")])]),
            (t("Cancel"), False, [form(f"{apath}/drop", [("canceled", t("Cancel"))])])]),
        _entry("reversible", "photo page", photo, [
            (t("Delete photo"), False, [link(f"{ppath}/drop")])]),
        _entry("delete", "photo delete confirm", photo_drop, [
            (t("Delete Photo"), True, [form(f"{ppath}/drop", [("delete", "delete")])]),
            (t("Cancel"), False, [form(f"{ppath}/drop", [("canceled", t("Cancel"))])])]),
        _entry("reversible", "event", event, [
            (t("Delete event"), False, [])]),
        _entry("delete", "delete event confirm", confirm(ok, events, t("Delete this item?")), [
            (ok[0], True, [link(f"calendar/api/delete/{EVENT}")]), (ok[1], False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Account removal, delegation, connected apps, the admin's users, registrations and
    addons."""
    remove_t = t("Remove My Account")
    removeme = {"title": t("Settings"), "items": [
        {"text": t("This will completely remove your account. Once this has been done it is "
                   "not recoverable.")},
        {"field": "pw", "hint": t("Please enter your password for verification:"),
         "text": "••••••••"}, {"button": remove_t}]}  # fmt: skip
    pw_field = "e3b0c44298fc1c149afbf4c8996fb924"  # the session's random field name
    deleg_t = t("Manage Accounts")
    deleg = {"title": deleg_t, "items": [
        {"text": t("Existing Page Delegates")}, {"link": "Erin Wu (erin)"},
        {"text": t("Potential Delegates")}, {"link": "Frank Ode (frank)"},
        {"link": t("Register an additional account")}]}  # fmt: skip
    apps_t = t("Connected Apps")
    apps = {"title": apps_t, "items": [
        {"text": "Tusky"}, {"button": t("Remove authorization")}]}  # fmt: skip
    users_t = t("Users")
    block, delete = t("Block"), t("Delete")
    users = {"title": users_t, "items": [
        {"text": "Grace Kim"}, icon(block), icon(delete)]}  # fmt: skip
    confirm_one = t("The user {0} will be deleted!\\n\\nEverything this user has posted on "
                    "this site will be permanently deleted!\\n\\nAre you sure?")  # fmt: skip
    confirm_one = confirm_one.replace("\\n", "\n").replace("{0}", "Grace Kim")
    pending_t = t("User registrations awaiting review")
    approve, deny = t("Approve"), t("Deny")
    pending = {"title": pending_t, "items": [
        {"text": "Henry Ng"}, icon(approve), icon(deny)]}  # fmt: skip
    addons_t = t("Addons")
    addons = {"title": addons_t, "items": [
        {"link": t("Reload active addons")}, {"link": "Disable"},
        {"link": "Enable"}]}  # fmt: skip
    account_t = t("Account Settings")
    account = {"title": account_t, "items": [
        {"field": "username", "hint": t("Full Name:"), "text": "Alice Martin"},
        {"field": "email", "hint": t("Email Address:"), "text": "alice@example.org"},
        {"button": t("Save Settings")}]}  # fmt: skip
    mod = "moderation/users"
    return [
        _entry("reversible", "account settings", account, [
            (t("Save Settings"), False, [form("settings", [
                ("form_security_token", TOKEN), ("username", "Alice Martin"),
                ("email", "alice@example.org"), ("password", ""),
                ("submit", t("Save Settings"))])])]),
        _entry("delete-user", "remove account", removeme, [
            (remove_t, True, [form("settings/removeme", [(pw_field, "tern-harbor-41"),
                                                         ("submit", remove_t)])])]),
        _entry("reversible", "delegation", deleg, [
            ("Erin Wu (erin)", False, [link("settings/delegation/remove/11")])]),
        _entry("revoke", "connected apps", apps, [
            (t("Remove authorization"), True, [form("settings/oauth", [
                ("form_security_token", TOKEN), ("delete", str(APP))])])]),
        _entry("reversible", "users page", users, [
            (block, False, [link(f"{mod}/block/{USER_UID}?t={TOKEN}")]),
            (delete, False, [])]),
        _entry("delete-user", "delete user confirm", confirm(ok, users_t, confirm_one), [
            (ok[0], True, [link(f"{mod}/delete/{USER_UID}?t={TOKEN}")]), (ok[1], False, [])]),
        _entry("delete-user", "registrations", pending, [
            (deny, True, [link(f"{mod}/pending/deny/{PENDING_UID}?t={TOKEN}")])]),
        _entry("send", "registrations approve", pending, [
            (approve, True, [link(f"{mod}/pending/allow/{PENDING_UID}?t={TOKEN}")])]),
        _entry("reversible", "addons page", addons, [
            ("Disable", False, [link(f"admin/addons?action=toggle&addon={ADDON}&t={TOKEN}")])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*stream_screens(t, ok), *contact_screens(t, ok), *media_screens(t, ok),
            *settings_screens(t, ok)]  # fmt: skip
