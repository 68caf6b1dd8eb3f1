"""Converse.js's screens for the three-hundred-and-eleventh held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, *args)`` being that language's lookup of a string of the
app's ``src/i18n/locales/<lang>/LC_MESSAGES/converse.po`` catalogue (``%1$s`` filled in from
``args``). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import hashlib
from typing import Any
from xml.sax.saxutils import escape

WS = "wss://chat.example.org/xmpp-websocket"  # websocket_url of the page's converse.initialize()
TITLE = "Converse"  # fullscreen.html's <title>
ME, ME_NAME, ME_NICK = "alice@example.org", "Alice Moreau", "alice"
ME_FULL = f"{ME}/converse.js-85139402"  # the bound resource: Strophe's full JID
BOB, BOB_NAME = "bob@example.org", "Bob Hayes"
CAROL, CAROL_NAME = "carol@example.net", "Carol Vance"
ERIN, ERIN_NAME = "erin@example.net", "Erin Park"
SPAM = "spam.bot@example.com"
ROOM, ROOM_NAME = "garden-club@conference.example.org", "Garden Club"
NEW_ROOM = "garden@conference.example.org"
MALLORY, MALLORY_JID = "mallory", "mallory@example.com"
DAVE = "dave"
FRANK = "frank@example.net"
CAPS_VER = "q07IKJEyjvHSyhy//CH0CxmKi8w="  # made up: the SHA-1 of the client's features
PASSWORD = "Wren-Lantern-62"
TEXT = "The seedlings are ready, come by on Saturday."
ROOM_TEXT = "Seed swap on Saturday at ten, bring labelled jars."
NS_CAPS = "http://jabber.org/protocol/caps"
NS_STATES = "http://jabber.org/protocol/chatstates"
NS_ADMIN = "http://jabber.org/protocol/muc#admin"
NS_ROSTER = "jabber:iq:roster"
NS_BLOCKING = "urn:xmpp:blocking"
NS_RETRACT = "urn:xmpp:message-retract:1"
Act = tuple[str, bool, list[Any]]


def ids(tag: str) -> str:
    """A made-up ``crypto.randomUUID()``, the same in every language; ``tag`` picks it."""
    digits = hashlib.sha1(tag.encode()).hexdigest()
    return f"{digits[:8]}-{digits[8:12]}-4{digits[13:16]}-a{digits[17:20]}-{digits[20:32]}"


def iq_id(tag: str) -> str:
    """Strophe's ``sendIQ`` id for a stanza without one: a uuid and ``:sendIQ``."""
    return f"{ids(tag)}:sendIQ"


def x(name: str, attrs: dict[str, str] | None = None, *children: str) -> str:
    """An element as ``Strophe.serialize`` writes it: attributes in alphabetical order, an
    element with no child closed with ``/>``, texts escaped."""
    pairs = "".join(f' {k}="{escape(v, {chr(34): "&quot;", chr(39): "&apos;"})}"'
                    for k, v in sorted((attrs or {}).items()))  # fmt: skip
    inner = "".join(children)
    return f"<{name}{pairs}>{inner}</{name}>" if inner else f"<{name}{pairs}/>"


def txt(value: str) -> str:
    return escape(value, {'"': "&quot;", "'": "&apos;"})


def ws(body: str) -> dict[str, str]:
    """One frame on the XMPP WebSocket (RFC 7395): a stanza Strophe serialised."""
    return {"request": f"WEBSOCKET {WS}", "body": body, "via": "websocket"}


def caps() -> str:
    return x("c", {"hash": "sha-1", "node": "https://conversejs.org", "ver": CAPS_VER,
                   "xmlns": NS_CAPS})  # fmt: skip


def presence(attrs: dict[str, str], *children: str, after: str = "") -> dict[str, str]:
    """``api.user.presence.send``: constructPresence's children, priority 0, the caps the
    hook adds, then the nodes passed to ``send`` (``after``)."""
    return ws(x("presence", {**attrs, "xmlns": "jabber:client"}, *children,
                x("priority", None, "0"), caps(), after))  # fmt: skip


def iq(tag: str, attrs: dict[str, str], *children: str) -> dict[str, str]:
    return ws(x("iq", {**attrs, "id": iq_id(tag), "xmlns": "jabber:client"}, *children))


def roster_remove(jid: str, tag: str) -> dict[str, str]:
    item = x("item", {"jid": jid, "subscription": "remove"})
    return iq(tag, {"type": "set"}, x("query", {"xmlns": NS_ROSTER}, item))


def unsubscribed(jid: str) -> dict[str, str]:
    """rejectPresenceSubscription: the contact may no longer see one's presence."""
    return ws(x("presence", {"to": jid, "type": "unsubscribed", "xmlns": "jabber:client"}))


def block(jid: str, tag: str, verb: str = "block") -> dict[str, str]:
    """sendBlockStanza / sendUnblockStanza: the id is getUniqueId()'s, set before sendIQ."""
    stanza = x("iq", {"id": ids(tag), "type": "set", "xmlns": "jabber:client"},
               x(verb, {"xmlns": NS_BLOCKING}, x("item", {"jid": jid})))  # fmt: skip
    return ws(stanza)


def chat_message(to: str, kind: str, body: str, tag: str) -> dict[str, str]:
    """createMessageStanza for a typed text: the origin id doubles as the message id."""
    msgid = ids(tag)
    children = [x("body", None, txt(body)), x("active", {"xmlns": NS_STATES})]
    if kind == "chat":
        children.append(x("request", {"xmlns": "urn:xmpp:receipts"}))
    children.append(x("origin-id", {"id": msgid, "xmlns": "urn:xmpp:sid:0"}))
    sender = ME_FULL
    return ws(x("message", {"from": sender, "id": msgid, "to": to, "type": kind,
                            "xmlns": "jabber:client"}, *children))  # fmt: skip


def retraction(to: str, kind: str, retracted: str, tag: str) -> dict[str, str]:
    """sendRetractionMessage (a chat) or MUC#retractOwnMessage (a groupchat)."""
    return ws(x("message", {"id": ids(tag), "to": to, "type": kind, "xmlns": "jabber:client"},
                x("retract", {"id": ids(retracted), "xmlns": NS_RETRACT}),
                x("body", None, "/me retracted a message"),
                x("store", {"xmlns": "urn:xmpp:hints"}),
                x("fallback", {"for": NS_RETRACT, "xmlns": "urn:xmpp:fallback:0"})))  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"converse {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A BaseModal over the page: its header, its body's controls."""
    return {"title": TITLE, "dialog": {"title": heading}, "items": items}


def confirm(t: Any, heading: str | None, messages: list[str],
            fields: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
    """api.confirm's modal: the header, the first message in bold, the others as paragraphs,
    its fields, then Confirm and Cancel. A header that is the word Confirm, as the button
    is, is left out so that the label names one thing on the screen."""
    dialog: dict[str, str] = {"message": messages[0]}
    if heading and heading != t("Confirm"):
        dialog = {"title": heading, **dialog}
    items = [{"text": m} for m in messages[1:]]
    items += [*(fields or []), {"button": t("Confirm")}, {"button": t("Cancel")}]
    return {"title": TITLE, "dialog": dialog, "items": items}


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The login form, the control box's profile, the profile modal's tabs and footer, the
    log-out confirmation."""
    login = {"title": TITLE, "items": [
        {"field": "jid", "hint": t("user@domain"), "text": ME},
        {"field": "password", "hint": t("Password"), "text": "correct-horse-battery"},
        {"switch": t("This is a trusted device"), "checked": True},
        {"button": t("Log in")}]}  # fmt: skip
    status_line = t("I am %1$s", t("online"))
    head = {"title": TITLE, "items": [
        {"link": ME_NAME, "desc": t("Update your profile")},
        {"icon": t("Show details about this chat client")},
        {"link": status_line, "desc": t("Click to change your chat status")}]}  # fmt: skip
    tabs = [{"tab": t("Status")}, {"tab": t("Profile")}, {"tab": t("Reset Password")}]
    foot = [{"button": t("Close")}, {"button": t("Log out")}]

    def status(busy: bool) -> dict[str, Any]:
        return modal(t("Your Profile"), [*tabs,
            {"radio": t("Online"), "checked": not busy}, {"radio": t("Busy"), "checked": busy},
            {"radio": t("Away"), "checked": False},
            {"radio": t("Away for long"), "checked": False},
            {"field": "status_message", "hint": t("Personal status message"),
             "text": "In the garden until noon"},
            {"button": t("Set status")}, *foot])  # fmt: skip

    profile = modal(t("Your Profile"), [*tabs,
        {"text": f"{t('XMPP Address')}:"}, {"text": ME},
        {"field": "fn", "hint": f"{t('Full Name')}:", "text": ME_NAME},
        {"field": "nickname", "hint": f"{t('Nickname')}:", "text": ME_NICK},
        {"field": "url", "hint": f"{t('URL')}:", "text": "https://alice.example.org"},
        {"field": "email", "hint": f"{t('Email')}:", "text": ME},
        {"field": "role", "hint": f"{t('Role')}:", "text": "Gardener"},
        {"button": t("Save and close")}, *foot])  # fmt: skip
    password = modal(t("Your Profile"), [*tabs,
        {"field": "password", "hint": t("New password"), "text": PASSWORD},
        {"field": "password_check", "hint": t("Confirm new password"), "text": PASSWORD},
        {"button": t("Submit")}, *foot])  # fmt: skip
    vcard = x("vCard", {"xmlns": "vcard-temp"}, x("FN", None, ME_NAME),
              x("NICKNAME", None, ME_NICK), x("URL", None, "https://alice.example.org"),
              x("ROLE", None, "Gardener"),
              x("EMAIL", None, x("INTERNET"), x("PREF"), x("USERID", None, ME)),
              x("PHOTO", None, x("TYPE"), x("BINVAL")))  # fmt: skip
    register = "jabber:iq:register"
    return [
        _entry("reversible", "login form", login, [
            (t("This is a trusted device"), False, []),
            (t("Log in"), False, [ws(x("open", {
                "to": "example.org", "version": "1.0",
                "xmlns": "urn:ietf:params:xml:ns:xmpp-framing"}))])]),
        _entry("opens-prompt", "control box profile", head, [
            (t("Update your profile"), False, []),
            (t("Click to change your chat status"), False, []),
            (t("Show details about this chat client"), False, [])]),
        _entry("reversible", "profile modal status", status(False), [
            (t("Busy"), False, []), (t("Away"), False, [])]),
        _entry("reversible", "profile modal status busy", status(True), [
            (t("Set status"), False, [presence(
                {}, x("show", None, "dnd"), x("status", None, "In the garden until noon"))])]),
        _entry("reversible", "profile modal profile", profile, [
            (t("Save and close"), False, [
                iq("vcard-set", {"to": ME, "type": "set"}, vcard),
                iq("vcard-get", {"to": ME, "type": "get"}, x("vCard", {"xmlns": "vcard-temp"})),
                presence({}, after=x("x", {"xmlns": "vcard-temp:x:update"}, x("photo")))]),
            (t("Reset Password"), False, [])]),
        _entry("overwrite", "profile modal reset password", password, [
            (t("Submit"), True, [
                iq("register-get", {"to": "example.org", "type": "get"},
                   x("query", {"xmlns": register})),
                iq("register-set", {"to": "example.org", "type": "set"},
                   x("query", {"xmlns": register}, x("username", None, ME_NICK),
                     x("password", None, PASSWORD)))])]),
        _entry("opens-prompt", "profile modal footer", status(False), [
            (t("Log out"), False, []), (t("Close"), False, [])]),
        _entry("reversible", "log out confirm", confirm(
            t, t("Confirm"), [t("Are you sure you want to log out?")]), [
            (t("Confirm"), False, [
                ws(x("presence", {"type": "unavailable", "xmlns": "jabber:client"})),
                ws(x("close", {"xmlns": "urn:ietf:params:xml:ns:xmpp-framing"}))]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def roster_screens(t: Any) -> list[dict[str, Any]]:
    """The contacts' menu, the add-contact modal, a contact's and a requester's menus, the
    removal and decline confirmations, the accept modal, the block list."""
    menu = {"title": TITLE, "items": [
        {"text": t("Contacts")}, {"menu": t("Add a contact")},
        {"menu": t("Start a new chat")}, {"menu": t("Show block list")},
        {"menu": t("Show filter")}]}  # fmt: skip
    add = modal(t("Add a Contact"), [
        {"field": "jid", "hint": t("name@example.org"), "text": ERIN},
        {"field": "name", "hint": t("Name"), "text": ERIN_NAME},
        {"field": "groups", "hint": t("Groups"), "text": "Garden"},
        {"text": t("Use commas to separate multiple values")}, {"button": t("Add")}])  # fmt: skip
    contact = {"title": TITLE, "items": [
        {"text": t("Contacts")},
        {"link": BOB_NAME, "desc": t("Click to chat with %1$s (XMPP address: %2$s)",
                                     BOB_NAME, BOB)},
        {"menu": t("Details"), "desc": t("Click to show more details about %1$s", BOB_NAME)},
        {"menu": t("Remove"),
         "desc": t("Click to remove %1$s as a contact", BOB_NAME)}]}  # fmt: skip
    requester = {"title": TITLE, "items": [
        {"link": CAROL_NAME, "desc": t("Click to chat with %1$s (XMPP address: %2$s)",
                                       CAROL_NAME, CAROL)},
        {"menu": t("Accept as contact")},
        {"menu": t("Details"), "desc": t("Click to show more details about %1$s", CAROL_NAME)},
        {"menu": t("Remove")}]}  # fmt: skip
    accept = modal(t("Contact Request"), [
        {"text": f"{t('XMPP Address')}: {CAROL}"},
        {"field": "name", "hint": t("Name"), "text": CAROL_NAME},
        {"field": "groups", "hint": t("Groups"), "text": ""}, {"button": t("Accept")}])  # fmt: skip

    def decline(blocking: bool) -> dict[str, Any]:
        box = {"switch": t("Also block this user from sending you further messages"),
               "checked": blocking}  # fmt: skip
        return confirm(t, t("Remove and decline contact request"), [
            t("Are you sure you want to decline the contact request from %1$s?", CAROL_NAME)],
            [box])  # fmt: skip

    blocklist = modal(t("Blocklist"), [
        {"text": t("%1$s blocked users shown", "1")},
        {"field": "blocklist_filter", "hint": t("Filter blocked users"), "text": ""},
        {"switch": t("Select All"), "checked": True}, {"switch": SPAM, "checked": True},
        {"button": t("Unblock selected users")}])  # fmt: skip
    roster_add = iq(
        "roster-add",
        {"type": "set"},
        x(
            "query",
            {"xmlns": NS_ROSTER},
            x("item", {"jid": ERIN, "name": ERIN_NAME}, x("group", None, "Garden")),
        ),
    )
    subscribe = ws(x("presence", {"to": ERIN, "type": "subscribe", "xmlns": "jabber:client"},
                     x("nick", {"xmlns": "http://jabber.org/protocol/nick"}, ME_NICK),
                     x("priority", None, "0"), caps()))  # fmt: skip
    accept_sends = [
        iq(
            "roster-accept",
            {"type": "set"},
            x("query", {"xmlns": NS_ROSTER}, x("item", {"jid": CAROL, "name": CAROL_NAME})),
        ),
        ws(x("presence", {"to": CAROL, "type": "subscribed", "xmlns": "jabber:client"})),
    ]
    return [
        _entry("opens-prompt", "contacts menu", menu, [
            (t("Add a contact"), False, []), (t("Show block list"), False, [])]),
        _entry("reversible", "add contact modal", add, [
            (t("Add"), False, [roster_add, subscribe])]),
        _entry("opens-prompt", "contact menu", contact, [
            (t("Details"), False, []), (t("Remove"), False, [])]),
        _entry("delete", "remove contact confirm", confirm(
            t, t("Confirm"), [t("Are you sure you want to remove this contact?")]), [
            (t("Confirm"), True, [unsubscribed(BOB), roster_remove(BOB, "roster-remove")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "contact request menu", requester, [
            (t("Accept as contact"), False, []), (t("Remove"), False, [])]),
        _entry("reversible", "accept contact request modal", accept, [
            (t("Accept"), False, accept_sends)]),
        _entry("reject", "decline contact request confirm", decline(False), [
            (t("Also block this user from sending you further messages"), False, []),
            (t("Confirm"), True, [unsubscribed(CAROL)]), (t("Cancel"), False, [])]),
        _entry("reject", "decline and block confirm", decline(True), [
            (t("Confirm"), True, [unsubscribed(CAROL), block(CAROL, "block-carol")])]),
        _entry("reversible", "blocklist modal", blocklist, [
            (t("Unblock selected users"), False, [block(SPAM, "unblock-spam", "unblock")])]),
    ]  # fmt: skip


def chat_screens(t: Any) -> list[dict[str, Any]]:
    """A chat with a contact: the composer with a typed text, the heading's menu and its
    block confirmation, an own message's actions and the retraction confirmation."""
    heading = [{"link": BOB_NAME}, {"button": t("Menu")}]
    composer = {"title": TITLE, "items": [
        *heading, {"text": "Are the tomato seedlings ready?"},
        {"field": "message", "hint": t("Message"), "text": TEXT, "focused": True},
        {"icon": t("Send the message")}]}  # fmt: skip
    menu = {"title": TITLE, "items": [
        {"link": BOB_NAME},
        {"menu": t("Details"), "desc": t("See more information about this person")},
        {"menu": t("Block this user"),
         "desc": t("Prevent this user from sending you any further messages")},
        {"menu": t("Close"), "desc": t("Close and end this conversation")}]}  # fmt: skip
    own = {"title": TITLE, "items": [
        {"link": BOB_NAME}, {"text": "I can bring the jars on Saturday."},
        {"menu": t("Edit")}, {"menu": t("Retract")}, {"menu": t("Copy")},
        {"menu": t("Quote")}]}  # fmt: skip
    warning = t(
        "Be aware that other XMPP/Jabber clients (and servers) may not yet support "
        "retractions and that this message may not be removed everywhere."
    )
    blocked = [block(BOB, "block-bob"), unsubscribed(BOB), roster_remove(BOB, "roster-bob")]
    return [
        _entry("send", "chat composer", composer, [
            (t("Send the message"), True, [chat_message(BOB, "chat", TEXT, "chat-msg")])]),
        _entry("opens-prompt", "chat heading menu", menu, [
            (t("Details"), False, []), (t("Block this user"), False, [])]),
        _entry("revoke", "block user confirm", confirm(t, t("Block user"), [
            t("Are you sure you want to prevent %1$s from contacting you further?",
              BOB_NAME)]), [
            (t("Confirm"), True, blocked), (t("Cancel"), False, [])]),
        _entry("opens-prompt", "own message actions", own, [
            (t("Retract"), False, []), (t("Edit"), False, []), (t("Copy"), False, [])]),
        _entry("delete", "retract message confirm", confirm(t, t("Confirm"), [
            t("Are you sure you want to retract this message?"), warning]), [
            (t("Confirm"), True, [retraction(BOB, "chat", "own-chat-msg", "retract-chat")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def groupchat_screens(t: Any) -> list[dict[str, Any]]:
    """The add-groupchat modal, a groupchat's composer with a text and with the commands a
    moderator types, its heading menu, the leave and destroy confirmations, a message's
    actions and the moderator's retraction prompt, the invitation menu and modal."""
    join_modal = modal(t("Enter a new Groupchat"), [
        {"field": "chatroom", "hint": t("Groupchat name or address"), "text": ROOM},
        {"field": "nickname", "hint": t("Nickname"), "text": ME_NICK},
        {"button": t("Join")}])  # fmt: skip

    def composer(typed: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"text": ROOM_NAME}, {"button": t("Menu")}, {"text": MALLORY},
            {"text": "Cheap seeds at my shop, click the link!"},
            {"field": "message", "hint": t("Message"), "text": typed, "focused": True},
            {"icon": t("Send the message")}]}  # fmt: skip

    menu = {"title": TITLE, "items": [
        {"text": ROOM_NAME},
        {"menu": t("Details"), "desc": t("Show more information about this groupchat")},
        {"menu": t("Configure"), "desc": t("Configure this groupchat")},
        {"menu": t("Nickname"), "desc": t("Change the nickname you're using in this groupchat")},
        {"menu": t("Hide topic"), "desc": t("Hide the topic in the heading")},
        {"menu": t("Hide participants"), "desc": t("Hide the groupchat participants")},
        {"menu": t("Moderate"), "desc": t("Moderate this groupchat")},
        {"menu": t("Destroy"), "desc": t("Remove this groupchat")},
        {"menu": t("Leave"), "desc": t("Leave and close this groupchat")}]}  # fmt: skip
    destroy_fields = [
        {"field": "challenge", "hint": t("Please enter the XMPP address of this groupchat to "
                                         "confirm"), "text": ROOM},
        {"field": "reason", "hint": t("Optional reason for destroying this groupchat"),
         "text": "Moved to a new room"},
        {"field": "newjid", "hint": t("Optional XMPP address for a new groupchat that "
                                      "replaces this one"), "text": NEW_ROOM}]  # fmt: skip
    theirs = {"title": TITLE, "items": [
        {"text": MALLORY}, {"text": "Cheap seeds at my shop, click the link!"},
        {"menu": t("Retract")}, {"menu": t("Copy")}, {"menu": t("Quote")}]}  # fmt: skip
    mine = {"title": TITLE, "items": [
        {"text": ME_NICK}, {"text": "Who has spare bean seeds?"},
        {"menu": t("Edit")}, {"menu": t("Retract")}, {"menu": t("Copy")},
        {"menu": t("Quote")}]}  # fmt: skip
    warning = t(
        "Be aware that other XMPP/Jabber clients (and servers) may not yet support "
        "retractions and that this message may not be removed everywhere."
    )
    prompt = {"title": TITLE, "dialog": {"title": t("Message Retraction"),
                                         "message": t("You are about to retract this message.")},
              "items": [{"text": warning},
                        {"text": t("You may optionally include a message, explaining the "
                                   "reason for the retraction.")},
                        {"field": "reason", "hint": t("Optional reason"), "text": "Spam"},
                        {"button": t("Confirm")}, {"button": t("Cancel")}]}  # fmt: skip
    participants = {"title": TITLE, "items": [
        {"text": t("Participants")}, {"button": t("Menu")},
        {"menu": t("Invite someone"), "desc": t("Invite someone to join this groupchat")},
        {"menu": t("Show filter")}, {"link": DAVE}, {"link": MALLORY}]}  # fmt: skip
    invite = modal(t("Invite someone to this groupchat"), [
        {"field": "invitee_jids", "hint": t("XMPP Address"), "text": FRANK},
        {"field": "reason", "hint": t("Optional reason for the invitation"),
         "text": "Come to the seed swap"},
        {"button": t("Invite")}])  # fmt: skip
    own_room = f"{ROOM}/{ME_NICK}"
    join = [
        iq("disco-room", {"from": ME_FULL, "to": ROOM, "type": "get"},
           x("query", {"xmlns": "http://jabber.org/protocol/disco#info"})),
        ws(x("presence", {"from": ME_FULL, "id": ids("join"), "to": own_room,
                          "xmlns": "jabber:client"},
             x("x", {"xmlns": "http://jabber.org/protocol/muc"},
               x("history", {"maxstanzas": "0"})), caps()))]  # fmt: skip
    subject = ws(x("message", {"to": ROOM, "type": "groupchat", "xmlns": "jabber:client"},
                   x("subject", None, "Seed swap on Saturday at ten")))  # fmt: skip
    kick = iq(
        "kick",
        {"to": ROOM, "type": "set"},
        x(
            "query",
            {"xmlns": NS_ADMIN},
            x("item", {"nick": MALLORY, "role": "none"}, x("reason", None, "Spamming links")),
        ),
    )
    ban = [
        iq(
            "ban",
            {"to": ROOM, "type": "set"},
            x(
                "query",
                {"xmlns": NS_ADMIN},
                x(
                    "item",
                    {"affiliation": "outcast", "jid": MALLORY_JID},
                    x("reason", None, "Spamming links"),
                ),
            ),
        )
    ]
    ban += [iq(f"list-{a}", {"to": ROOM, "type": "get"},
               x("query", {"xmlns": NS_ADMIN}, x("item", {"affiliation": a})))
            for a in ("member", "admin", "owner")]  # fmt: skip
    nick = ws(x("presence", {"from": ME_FULL, "id": ids("nick"), "to": f"{ROOM}/alice_m",
                             "xmlns": "jabber:client"}))  # fmt: skip
    leave = presence({"to": own_room, "type": "unavailable"})
    destroy = iq(
        "destroy",
        {"to": ROOM, "type": "set"},
        x(
            "query",
            {"xmlns": "http://jabber.org/protocol/muc#owner"},
            x("destroy", {"jid": NEW_ROOM}, x("reason", None, "Moved to a new room")),
        ),
    )
    moderate = iq(
        "moderate",
        {"to": ROOM, "type": "set"},
        x(
            "moderate",
            {"id": "Kp3vR8nQ2wLx", "xmlns": "urn:xmpp:message-moderate:1"},
            x("retract", {"xmlns": NS_RETRACT}),
            x("reason", None, "Spam"),
        ),
    )
    invitation = ws(x("message", {"id": ids("invite"), "to": FRANK, "xmlns": "jabber:client"},
                      x("x", {"jid": ROOM, "reason": "Come to the seed swap",
                              "xmlns": "jabber:x:conference"})))  # fmt: skip
    send = t("Send the message")
    return [
        _entry("reversible", "add groupchat modal", join_modal, [(t("Join"), False, join)]),
        _entry("send", "groupchat composer", composer(ROOM_TEXT), [
            (send, True, [chat_message(ROOM, "groupchat", ROOM_TEXT, "room-msg")])]),
        _entry("publish", "groupchat topic command", composer(
            "/topic Seed swap on Saturday at ten"), [(send, True, [subject])]),
        _entry("remove-user", "groupchat kick command", composer(
            f"/kick {MALLORY} Spamming links"), [(send, True, [kick])]),
        _entry("remove-user", "groupchat ban command", composer(
            f"/ban {MALLORY} Spamming links"), [(send, True, ban)]),
        _entry("reversible", "groupchat nick command", composer("/nick alice_m"), [
            (send, False, [nick])]),
        _entry("opens-prompt", "groupchat heading menu", menu, [
            (t("Details"), False, []), (t("Destroy"), False, []), (t("Leave"), False, [])]),
        _entry("reversible", "leave groupchat confirm", confirm(t, t("Confirm"), [
            t("Are you sure you want to leave this groupchat?")]), [
            (t("Confirm"), False, [leave]), (t("Cancel"), False, [])]),
        _entry("delete", "destroy groupchat confirm", confirm(t, t("Confirm"), [
            t("Are you sure you want to destroy this groupchat?")], destroy_fields), [
            (t("Confirm"), True, [destroy]), (t("Cancel"), False, [])]),
        _entry("opens-prompt", "participant message actions", theirs, [
            (t("Retract"), False, []), (t("Quote"), False, [])]),
        _entry("delete", "moderator retraction prompt", prompt, [
            (t("Confirm"), True, [moderate]), (t("Cancel"), False, [])]),
        _entry("opens-prompt", "own groupchat message actions", mine, [
            (t("Retract"), False, [])]),
        _entry("delete", "retract groupchat message confirm", confirm(t, t("Confirm"), [
            t("Are you sure you want to retract this message?"), warning]), [
            (t("Confirm"), True, [retraction(ROOM, "groupchat", "own-room-msg",
                                             "retract-room")])]),
        _entry("opens-prompt", "participants menu", participants, [
            (t("Invite someone"), False, [])]),
        _entry("send", "invite modal", invite, [(t("Invite"), True, [invitation])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*account_screens(t), *roster_screens(t), *chat_screens(t), *groupchat_screens(t)]
