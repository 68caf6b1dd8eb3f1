"""Movim's screens for the three-hundred-and-first held-out corpus: ``screens(t)`` lays them out
in one language, ``t(key, *args)`` being that language's ``__()`` (build.py's Lookup). What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

HOST = "movim.example.org"  # the pod; BASE_URI is "//movim.example.org/"
WS = f"WEBSOCKET wss://{HOST}/ws/"  # MovimWebsocket.init on an https page
ME = "alice@example.org"
BOB, BOB_NAME = "bob@example.org", "Bob Martin"
ERIN, ERIN_NAME = "erin@example.org", "Erin Walsh"
FRANK, FRANK_NAME = "frank@example.org", "Frank Osei"
ROOM, ROOM_NAME = "kitchen@conference.example.org", "Kitchen table"
SERVER, NODE, NODE_NAME = "news.example.org", "woodworking", "Woodworking"
ITEM = "b7f3c2e9-41d6-4a85-9f0e-2c1b7d4e6a53"
POST_TITLE = "Dovetail jig, second try"
URI = f"xmpp:{SERVER}?;node={NODE};item={ITEM}"  # Post::getRef()
MID, ROOM_MID = 4821, 4907  # the messages' ids in Movim's database
BUNDLE, OTHER_BUNDLE = 1739204851, "2056311478"
COOKIE = "9f1c0b7e3a5d4c2e8b6a1f0d7c3e5b9a"  # made up; MOVIM_SESSION_ID's first 32 characters
Act = tuple[str, bool, list[Any]]


def _json(data: Any) -> str:
    """JSON.stringify's compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def ws(widget: str, func: str, *params: Any) -> dict[str, str]:
    """A widget's ``Widget_ajaxFunc(...)``: MovimWebsocket.send's message on the socket. The
    generated function passes ``p`` whenever the PHP method takes parameters (an argument left
    out is ``undefined``, which JSON.stringify writes ``null``)."""
    body: dict[str, Any] = {"w": widget, "f": func}
    if params:
        body["p"] = list(params)
    return {"request": WS, "body": _json({"func": "message", "b": body}), "via": "websocket"}


def rpc(page: str, widget: str, func: str, *params: Any, daemon: bool = False) -> dict[str, str]:
    """An ``ajaxHttp...`` function: the POST that MovimRPC sends to ``/ajax`` (``/ajaxd`` for
    ``ajaxHttpDaemon...``), the page's name in ``c``."""
    body = {"func": "message", "b": {"c": page, "w": widget, "f": func, "p": list(params)}}
    return {"request": f"POST /{'ajaxd' if daemon else 'ajax'}", "body": _json(body)}


def load(path: str) -> str:
    """MovimUtils.reload: the page requested with ``soft=true`` and drawn in place."""
    return f"GET {path}?soft=true"


def attrs(*pairs: tuple[str, str]) -> dict[str, str]:
    return dict(pairs)


def field(value: Any, *pairs: tuple[str, str]) -> dict[str, Any]:
    """One element of MovimUtils.formToJson: its value and its attributes but ``value``."""
    return {"value": value, "attributes": attrs(*pairs)}


CLEAR = ws("Dialog", "ajaxClear")  # Dialog_ajaxClear(), after every dialog's button


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"movim {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, heading: str | None, message: str | None,
           items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """Dialog.fill's ``#dialog`` over its page: the ``h3`` heading and the ``h4`` text."""
    box = {k: v for k, v in (("title", heading), ("message", message)) if v}
    return {"title": title, "dialog": box, "items": items}


def session_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation column, the presence menu and the log-out confirmation, the login page,
    an authentication request (XEP-0070) from another site."""
    news = t("page.news")
    nav = {"title": t("page.chats"), "items": [
        {"row": news}, {"row": t("page.explore")}, {"row": t("post.publish_something")},
        {"row": t("button.search")}, {"row": t("notifs.title")}]}  # fmt: skip
    menu = {"title": news, "items": [
        {"text": "Alice Moreau"}, {"text": ME}, {"icon": t("status.disconnect")},
        {"row": t("status.visit_blog")}, {"row": t("communityaffiliation.subscriptions")},
        {"row": t("page.configuration")}, {"row": t("page.help")}]}  # fmt: skip
    logout = dialog(news, None, t("status.logout_confirm"), [
        {"button": t("button.cancel")}, {"button": t("status.disconnect")}])  # fmt: skip
    login = {"items": [  # document.title is the button's word: left out
        {"field": "username", "hint": "username@server.com", "text": ME},
        {"text": t("form.username")},
        {"field": "password", "hint": t("form.password"), "text": "Lantern-Quay-58"},
        {"text": t("form.connect_info")}, {"button": t("page.login")},
        {"link": t("button.sign_up")}]}  # fmt: skip
    form = {"username": field(ME, ("type", "text"), ("pattern", "^.+@.+$"), ("name", "username"),
                              ("id", "username"), ("autofocus", ""), ("required", ""),
                              ("placeholder", "username@server.com")),
            "password": field("Lantern-Quay-58", ("type", "password"), ("name", "password"),
                              ("id", "password"), ("required", ""),
                              ("placeholder", t("form.password")))}  # fmt: skip
    register = {"request": WS, "body": _json({"func": "register", "host": "example.org"}),
                "via": "websocket"}  # fmt: skip
    site, code, url = "shop.example.com", "7KQ2-M9XD", "https://shop.example.com/account/login"
    confirm = dialog(news, t("confirm.title"), None, [
        {"text": t("confirm.description")}, {"text": url}, {"text": t("confirm.code")},
        {"text": code}, {"button": t("button.refuse")},
        {"button": t("button.accept")}])  # fmt: skip
    return [
        _entry("harmless", "navigation", nav, [
            (news, False, [load("/news")]), (t("page.explore"), False, [load("/explore")]),
            (t("notifs.title"), False, [ws("Notifications", "ajaxRequest")])]),
        _entry("opens-prompt", "presence menu disconnect", menu, [
            (t("status.disconnect"), False, [ws("Presence", "ajaxAskLogout")])]),
        _entry("reversible", "log out confirmation", logout, [
            (t("status.disconnect"), False, [ws("Presence", "ajaxLogout")]),
            (t("button.cancel"), False, [CLEAR])]),
        _entry("reversible", "login page", login, [
            (t("page.login"), False, [register, ws(
                "Login", "ajaxLogin", form, COOKIE, "Europe/Berlin")])]),
        _entry("authorize", "authentication request accept", confirm, [
            (t("button.accept"), True, [ws("Confirm", "ajaxAccept", site, code, url, "POST"),
                                        CLEAR])]),
        _entry("harmless", "authentication request refuse", confirm, [
            (t("button.refuse"), False, [ws("Confirm", "ajaxRefuse", site, code, url, "POST"),
                                         CLEAR])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The configuration page's account tab and its dialogs (password, leaving the instance,
    deleting the account, an OMEMO key), the message archive's select and the blog's
    confidentiality."""
    title = t("page.configuration")
    tab = {"title": title, "items": [
        {"tab": t("account.title")}, {"text": t("account.account_management")},
        {"row": t("account.password_change_title")}, {"row": t("account.clear")},
        {"row": t("account.delete")}]}  # fmt: skip
    password = dialog(title, t("account.password_change_title"), None, [
        {"field": "password", "hint": "Choose a nice password", "text": "Harbour-Lights-31"},
        {"text": t("account.password")},
        {"field": "password_confirmation", "hint": "Type your password again",
         "text": "Harbour-Lights-31"}, {"text": t("account.password_confirmation")},
        {"button": t("button.cancel")}, {"button": t("button.save")}])  # fmt: skip
    new_password = {
        "password": field("Harbour-Lights-31", ("type", "password"),
                          ("placeholder", "Choose a nice password"), ("name", "password")),
        "password_confirmation": field("Harbour-Lights-31", ("type", "password"),
                                       ("placeholder", "Type your password again"),
                                       ("name", "password_confirmation"))}  # fmt: skip
    leave = dialog(title, t("account.clear"), t("account.clear_text"), [
        {"text": t("account.clear_text_confirm")},
        {"button": t("button.cancel")}, {"button": t("button.clear")}])  # fmt: skip
    remove = dialog(title, t("account.delete"), t("account.delete_text"), [
        {"field": "jid", "hint": "username@server.com", "text": ME},
        {"text": t("account.delete_text_confirm")},
        {"button": t("button.cancel")}, {"button": t("button.delete")}])  # fmt: skip
    jid = {"jid": field(ME, ("name", "jid"), ("placeholder", "username@server.com"),
                        ("type", "text"), ("required", ""))}  # fmt: skip
    bundle = dialog(title, t("account.delete_bundle_title"), t("account.delete_bundle_text"), [
        {"text": "05 3f9a c1d2 77e0 4b18 9c6d a2f5 e803 1b74 6c9e d0a3 58f1 2e6b 94c7 0d3a 81fe"},
        {"button": t("button.cancel")}, {"button": t("button.destroy")}])  # fmt: skip
    archive = {"title": title, "items": [
        {"text": t("config.mam_text")}, {"menu": t("config.mam_never")},
        {"menu": t("page.contacts")}, {"menu": t("config.mam_always")}]}  # fmt: skip

    def blog(public: bool) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("config.blog_text")},
            {"radio": t("config.blog_open_title"), "checked": public},
            {"text": t("config.blog_open_text")},
            {"radio": t("config.blog_presence_title"), "checked": not public},
            {"text": t("config.blog_presence_text")}]}  # fmt: skip

    def access(model: str) -> dict[str, Any]:
        return {
            "pubsub#access_model": field(
                model,
                ("name", "pubsub#access_model"),
                ("id", f"access_model_{model}"),
                ("type", "radio"),
            )
        }

    return [
        _entry("opens-prompt", "account tab", tab, [
            (t("account.password_change_title"), False, [ws("Account", "ajaxChangePassword")]),
            (t("account.clear"), False, [ws("Account", "ajaxClearAccount")]),
            (t("account.delete"), False, [ws("Account", "ajaxRemoveAccount")])]),
        _entry("overwrite", "change password dialog", password, [
            (t("button.save"), True, [ws("Account", "ajaxChangePasswordConfirm", new_password)]),
            (t("button.cancel"), False, [CLEAR])]),
        _entry("delete", "leave this instance dialog", leave, [
            (t("button.clear"), True, [ws("Account", "ajaxClearAccountConfirm"), CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
        _entry("delete-user", "delete account dialog", remove, [
            (t("button.delete"), True, [ws("Account", "ajaxRemoveAccountConfirm", jid), CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
        _entry("delete", "omemo key deletion dialog", bundle, [
            (t("button.destroy"), True, [ws("Account", "ajaxDeleteBundleConfirm", BUNDLE,
                                            [OTHER_BUNDLE]), CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
        _entry("reversible", "message archive select", archive, [
            (t("config.mam_never"), False, [ws("Config", "ajaxMAMSetConfig", "never")])]),
        _entry("publish", "private blog made public", blog(False), [
            (t("config.blog_open_title"), True, [ws("Config", "ajaxBlogSetConfig",
                                                    access("open"))])]),
    ]  # fmt: skip


def chat_screens(t: Any) -> list[dict[str, Any]]:
    """A one-to-one chat: its composer, an own message's actions, its menu with the contact
    blocked or not, the clearing of the local history."""
    title = t("page.chats")
    text = "Running ten minutes late, order for me"
    composer = {"title": title, "items": [
        {"text": BOB_NAME}, {"text": "See you at the market at noon?"},
        {"icon": t("sticker.title")},
        {"field": "chat_textarea", "hint": t("chat.placeholder"), "text": text},
        {"icon": t("button.submit")}]}  # fmt: skip
    actions = dialog(title, None, "Bring the folding chairs", [
        {"row": t("message.react")},
        {"row": t("chatactions.copy_text")}, {"row": t("button.reply")},
        {"row": t("button.edit")}, {"row": t("message.retract")},
        {"button": t("button.close")}])  # fmt: skip

    def menu(blocked: bool) -> dict[str, Any]:
        block = t("blocked.unblock_account") if blocked else t("blocked.block_account")
        return {"title": title, "items": [
            {"text": BOB_NAME}, {"row": t("chat.profile")}, {"row": t("chat.clear_history")},
            {"row": block}, {"row": t("button.close")}]}  # fmt: skip

    clear = dialog(title, t("chat.clear_history"), t("chat.clear_history_text", 214), [
        {"button": t("button.cancel")}, {"button": t("button.delete")}])  # fmt: skip
    return [
        _entry("send", "chat composer", composer, [
            (t("button.submit"), True, [rpc("chat", "Chat", "ajaxHttpDaemonSendMessage", BOB,
                                            text, False, None, False, False, None,
                                            daemon=True)])]),
        _entry("harmless", "own message actions", actions, [
            (t("button.reply"), False, [rpc("chat", "Chat", "ajaxHttpDaemonReply", MID,
                                            daemon=True), CLEAR]),
            (t("chatactions.copy_text"), False, [ws("ChatActions", "ajaxCopiedMessageText"),
                                                 CLEAR]),
            (t("button.close"), False, [CLEAR])]),
        _entry("delete", "own message retract", actions, [
            (t("message.retract"), True, [rpc("chat", "ChatActions", "ajaxHttpDaemonRetract",
                                              MID, daemon=True)])]),
        _entry("opens-prompt", "chat menu", menu(False), [
            (t("chat.clear_history"), False, [ws("Chat", "ajaxClearHistory", BOB)])]),
        _entry("block", "chat menu block", menu(False), [
            (t("blocked.block_account"), True, [ws("ChatActions", "ajaxBlock", BOB),
                                                ws("Notifications", "ajaxRefuse", BOB)])]),
        _entry("reversible", "chat menu blocked contact", menu(True), [
            (t("blocked.unblock_account"), False, [ws("ChatActions", "ajaxUnblock", BOB)]),
            (t("button.close"), False, [ws("Chats", "ajaxClose", BOB, True)])]),
        _entry("delete", "clear history dialog", clear, [
            (t("button.delete"), True, [ws("Chat", "ajaxClearHistoryConfirm", BOB), CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
    ]  # fmt: skip


def room_screens(t: Any) -> list[dict[str, Any]]:
    """A group chat of which one is owner: its menu, the destroy confirmation, a member's
    message moderated, the drawer's tabs, the invite, ban and unban dialogs, and leaving it
    for good."""
    title = t("page.chats")
    menu = {"title": title, "items": [
        {"text": ROOM_NAME}, {"text": t("chatroom.administration")},
        {"row": t("chatroom.config")}, {"row": t("chatroom.subject")},
        {"row": t("page.avatar")}, {"row": t("button.destroy")},
        {"row": t("status.disconnect")}]}  # fmt: skip
    destroy = dialog(title, t("rooms.destroy_title"), t("rooms.destroy_text"), [
        {"text": ROOM}, {"button": t("button.cancel")},
        {"button": t("button.destroy")}])  # fmt: skip
    moderate = dialog(title, None, "Cheap watches here: bit.ly/x", [
        {"row": t("message.react")},
        {"row": t("chatactions.copy_text")}, {"row": t("button.reply")},
        {"text": t("chatroom.administration")}, {"row": t("message.retract")},
        {"button": t("button.close")}])  # fmt: skip
    drawer = {"title": title, "items": [
        {"text": ROOM_NAME}, {"icon": t("chatroom.config")}, {"icon": t("button.delete")},
        {"tab": t("room.channel_users")}, {"tab": t("chatrooms.banned")},
        {"row": t("room.invite")}, {"row": t("room.banned_add")},
        {"icon": t("room.banned_remove")}]}  # fmt: skip
    invite = dialog(title, t("room.invite"), None, [
        {"text": ROOM}, {"field": "invite", "hint": "user@server.tld", "text": "dave@example.org"},
        {"text": t("roster.add_contact_info1")}, {"text": t("global.or")},
        {"text": f"https://{HOST}/login/Qm7Xw2"}, {"text": t("room.invite_code")},
        {"button": t("button.cancel")}, {"button": t("button.invite")}])  # fmt: skip
    invited = {"to": field(ROOM, ("type", "hidden"), ("name", "to"), ("id", "to")),
               "invite": field("dave@example.org", ("name", "invite"), ("list", "contact_list"),
                               ("id", "invite"), ("type", "email"), ("required", ""),
                               ("placeholder", "user@server.tld"))}  # fmt: skip
    ban = dialog(title, t("room.banned_add"), None, [
        {"field": "jid", "hint": "username@server.com", "text": "spam@example.net"},
        {"text": t("input.username")},
        {"field": "reason", "hint": t("room.reason"), "text": "Spam links"},
        {"text": f"{t('room.reason')} ({t('input.optional')})"},
        {"button": t("button.close")}, {"button": t("button.submit")}])  # fmt: skip
    banned = {"jid": field("spam@example.net", ("type", "text"), ("name", "jid"),
                           ("placeholder", "username@server.com")),
              "reason": field("Spam links", ("name", "reason"), ("placeholder", t("room.reason")),
                              ("data-autoheight", "true"))}  # fmt: skip
    leave = dialog(title, t("chatrooms.remove_title"), t("chatrooms.remove_text"), [
        {"text": ROOM}, {"button": t("button.cancel")},
        {"button": t("button.remove")}])  # fmt: skip
    return [
        _entry("opens-prompt", "group chat menu", menu, [
            (t("button.destroy"), False, [ws("RoomsUtils", "ajaxAskDestroy", ROOM)])]),
        _entry("delete", "destroy group chat dialog", destroy, [
            (t("button.destroy"), True, [ws("RoomsUtils", "ajaxDestroy", ROOM), CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
        _entry("delete", "moderate a member's message", moderate, [
            (t("message.retract"), True, [rpc("chat", "ChatActions", "ajaxHttpDaemonModerate",
                                              ROOM_MID, daemon=True)])]),
        _entry("opens-prompt", "group chat drawer", drawer, [
            (t("room.invite"), False, [ws("RoomsUtils", "ajaxAskInvite", ROOM)]),
            (t("room.banned_add"), False, [ws("RoomsUtils", "ajaxAddBanned", ROOM)]),
            (t("button.delete"), False, [ws("RoomsUtils", "ajaxRemove", ROOM)])]),
        _entry("send", "invite dialog", invite, [
            (t("button.invite"), True, [ws("RoomsUtils", "ajaxInvite", invited)]),
            (t("button.cancel"), False, [CLEAR])]),
        _entry("ban", "ban dialog", ban, [
            (t("button.submit"), True, [ws("RoomsUtils", "ajaxAddBannedConfirm", ROOM, banned),
                                        CLEAR]),
            (t("button.close"), False, [CLEAR])]),
        _entry("leave", "permanently leave dialog", leave, [
            (t("button.remove"), True, [ws("Rooms", "ajaxExit", ROOM),
                                        ws("RoomsUtils", "ajaxRemoveConfirm", ROOM), CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
    ]  # fmt: skip


def post_screens(t: Any) -> list[dict[str, Any]]:
    """The publish page, a post's card and its delete confirmation, the send-to dialog, the
    post's page with its comment box, a community's unfollow dialog."""
    title_text = "Dovetail jig, second try"
    content = "Cut from an offcut of oak. #woodworking"
    publish = {"title": t("publish.new"), "items": [
        {"text": t("publish.rich_editor")},
        {"field": "title", "hint": t("publish.placeholder"), "text": title_text},
        {"field": "content", "hint": t("publish.content_text"), "text": content},
        {"icon": t("publish.add_link")}, {"icon": t("publish.attach")},
        {"button": t("page.publish")}, {"button": t("publish.preview")}]}  # fmt: skip
    news = t("page.news")
    card = {"title": news, "items": [
        {"link": POST_TITLE}, {"text": "Alice Moreau"}, {"link": t("post.more")},
        {"icon": "favorite"}, {"icon": "chat_bubble_outline"}, {"icon": t("button.share")},
        {"icon": t("button.send_to")}, {"icon": t("post.public_no")},
        {"link": t("button.edit")}, {"icon": t("button.delete")}]}  # fmt: skip
    post_id = (SERVER, NODE, ITEM)
    delete = dialog(news, t("post.delete_title"), t("post.delete_text"), [
        {"button": t("button.cancel")}, {"button": t("button.delete")}])  # fmt: skip
    send_to = dialog(news, t("button.send_to"), POST_TITLE, [
        {"text": t("sendto.pick")},
        {"text": f"2 {t('sendto.selected')}"}, {"icon": "send"}, {"row": ROOM_NAME},
        {"row": BOB_NAME}, {"row": ERIN_NAME}, {"row": t("sendto.more_contacts")}])  # fmt: skip
    post_t = t("page.post")
    comments = {"title": post_t, "items": [
        {"text": POST_TITLE}, {"field": "comment", "hint": t("field.type_here"),
                               "text": "Lovely joints!"},
        {"text": t("post.comment_add")}, {"icon": "send"},
        {"text": f"1 {t('post.comments')}"}, {"text": BOB_NAME}, {"text": "Which saw?"},
        {"icon": "delete"}]}  # fmt: skip
    comment = {
        "comment": field(
            "Lovely joints!",
            ("dir", "auto"),
            ("data-autoheight", "true"),
            ("name", "comment"),
            ("placeholder", t("field.type_here")),
        )
    }
    explore = t("page.explore")
    unfollow = dialog(explore, t("communityheader.sure"), None, [
        {"text": f"{t('communityheader.unfollow_text')}: {NODE_NAME}"},
        {"button": t("button.cancel")}, {"button": t("communityheader.unfollow")}])  # fmt: skip
    saves = [
        rpc("publish", "Publish", "ajaxHttpSaveTitle", "17", title_text),
        rpc("publish", "Publish", "ajaxHttpSaveContent", "17", content),
    ]
    return [
        _entry("publish", "publish page", publish, [
            (t("page.publish"), True, [*saves, ws("Publish", "ajaxPublish", "17")])]),
        _entry("reversible", "post card like", card, [
            ("favorite", False, [ws("PostActions", "ajaxLike", *post_id)])]),
        _entry("opens-prompt", "post card", card, [
            (t("button.send_to"), False, [ws("SendTo", "ajaxSendContact", URI)]),
            (t("button.delete"), False, [ws("PostActions", "ajaxDelete", *post_id)])]),
        _entry("delete", "post delete dialog", delete, [
            (t("button.delete"), True, [ws("PostActions", "ajaxDeleteConfirm", *post_id),
                                        CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
        _entry("send", "send to dialog", send_to, [
            ("send", True, [ws("SendTo", "ajaxSend", {ROOM: True, BOB: False}, URI)])]),
        _entry("publish", "post comments", comments, [
            ("send", True, [ws("Post", "ajaxPublishComment", comment, *post_id)])]),
        _entry("reversible", "community unfollow dialog", unfollow, [
            (t("communityheader.unfollow"), False, [ws("CommunityHeader", "ajaxUnsubscribe",
                                                       SERVER, NODE), CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
    ]  # fmt: skip


def contact_screens(t: Any) -> list[dict[str, Any]]:
    """The notifications drawer (a request to add one, a contact not yet answering) and the
    removal of a contact."""
    title = t("page.news")
    drawer = {"title": title, "items": [
        {"text": t("invitations.received")}, {"icon": t("button.accept")},
        {"icon": t("button.refuse")}, {"text": t("invitations.adds_you", ERIN_NAME)},
        {"text": ERIN}, {"text": t("subscription.nil")}, {"icon": t("button.add")},
        {"icon": t("button.delete")}, {"text": FRANK_NAME}, {"text": FRANK}]}  # fmt: skip
    remove = dialog(title, t("delete.title"), t("delete.text"), [
        {"text": FRANK}, {"button": t("button.cancel")},
        {"button": t("button.delete")}])  # fmt: skip
    return [
        _entry("reversible", "notifications drawer", drawer, [
            (t("button.accept"), False, [ws("Notifications", "ajaxAccept", ERIN)]),
            (t("button.refuse"), False, [ws("Notifications", "ajaxRefuse", ERIN)])]),
        _entry("delete", "delete contact dialog", remove, [
            (t("button.delete"), True, [ws("Notifications", "ajaxDelete", FRANK), CLEAR]),
            (t("button.cancel"), False, [CLEAR])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*session_screens(t), *account_screens(t), *chat_screens(t), *room_screens(t),
            *post_screens(t), *contact_screens(t)]  # fmt: skip
