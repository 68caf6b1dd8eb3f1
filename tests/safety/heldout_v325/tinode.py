"""Tinode's web app screens for the three-hundred-and-twenty-fifth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``src/i18n.min/<lang>.json`` catalogue. Every request is a message on the app's one
WebSocket, built here as tinode-sdk builds it. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import json
from typing import Any

# API_KEY in src/config.js; the page is served by the server it talks to (web.tinode.co),
# secure, over a WebSocket: makeBaseUrl() in tinode-sdk's connection.js.
SOCKET = "wss://web.tinode.co/v0/channels?apikey=AQEAAAABAAD_rAp4DJh05a1HAwFT3A6K"
FIRST_ID = 103241  # made up: tinode-sdk starts its message ids at a random 0xFFFF..0x1FFFE
DEL = "\u2421"  # Tinode.DEL_CHAR: a value to delete
ME_NAME, LOGIN, EMAIL = "Dana Whitfield", "dana", "dana@example.com"
EMAIL2 = "dana.w@example.org"  # added, not yet confirmed: only such a one has a delete icon
ALICE, ALICE_NAME = "usrR8fT2wQx9Kc4", "Alice Lindqvist"  # a P2P topic is named by its peer
BOB, BOB_NAME = "usrH5nJ7vBz3Mp1", "Bob Oduya"
CHRIS, CHRIS_NAME = "usrD7kS1mQ4wFz6", "Chris Palmer"
EVA, EVA_NAME = "usrM2bQ9tL6xNe5", "Eva Marsh"
GARDEN, GARDEN_NAME = "grpT4mW9xZq2Lh8", "Garden club"  # owned by the user
HIKE, HIKE_NAME = "grpV2cN6pR8sYd3", "Hiking Saturday"  # the user is a member
BOOKS, BOOKS_NAME = "grpF6hK3nW9rTc1", "Book swap"  # archived
ALICE_MAX, GARDEN_MAX = 57, 212  # the topics' latest message ids
SENT = "I can bring the seedlings on Sunday."
OLD_TEXT, NEW_TEXT = "Watering rota starts at ten.", "Watering rota starts at eleven."
FAILED = "Meeting moved to the greenhouse."
NOTE = "Seed order: kale, chard, beans."
PASSWORD, NEW_PASSWORD, CODE = "Correct-Horse-42", "Battery-Staple-77", "418207"
Act = tuple[str, bool, list[Any]]

# Each packet's fields in the order tinode-sdk's #initPacket() creates them.
FIELDS = {
    "acc": ("id", "user", "scheme", "secret", "tmpscheme", "tmpsecret", "login", "tags",
            "desc", "cred"),
    "login": ("id", "scheme", "secret", "cred"),
    "leave": ("id", "topic", "unsub"),
    "pub": ("id", "topic", "noecho", "head", "content"),
    "set": ("id", "topic", "desc", "sub", "tags", "aux"),
    "del": ("id", "topic", "what", "delseq", "user", "hard", "cred"),
}  # fmt: skip


def simplify(value: Any) -> Any:
    """tinode-sdk's simplify(): fields that are false, empty or start with ``_`` dropped."""
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if key.startswith("_") or not item:
                continue
            item = simplify(item)
            if item != {}:
                out[key] = item
        return out
    if isinstance(value, list):
        return [simplify(item) for item in value]
    return value


def b64(text: str) -> str:
    """b64EncodeUnicode() and btoa() alike for these ASCII texts."""
    return base64.b64encode(text.encode()).decode()


class Socket:
    """The messages of one language's screens, numbered as getNextUniqueId() numbers them."""

    def __init__(self) -> None:
        self.next_id = FIRST_ID

    def send(self, kind: str, numbered: bool = True, **fields: Any) -> dict[str, str]:
        """One message, written as #send() writes it: simplify(), then JSON.stringify."""
        packet: dict[str, Any] = {}
        if numbered:
            packet["id"] = str(self.next_id)
            self.next_id += 1
        for name in FIELDS[kind]:
            if name in fields:
                packet[name] = fields.pop(name)
        assert not fields, fields
        body = json.dumps(simplify({kind: packet}), separators=(",", ":"), ensure_ascii=False)
        return {"request": f"WEBSOCKET {SOCKET}", "body": body, "via": "websocket"}

    def sub_mode(self, topic: str, mode: str, user: str | None = None) -> dict[str, str]:
        """Topic.updateMode() and setMeta({sub}): one's own or a member's access mode."""
        return self.send("set", topic=topic, sub={"user": user, "mode": mode})

    def private(self, topic: str, **values: Any) -> dict[str, str]:
        """setMeta({desc: {private: ..}}): archive() on the topic, pinTopic() on ``me``."""
        return self.send("set", topic=topic, desc={"private": values})

    def delete_messages(self, topic: str, low: int, hi: int | None, hard: bool) -> dict[str, str]:
        """delMessages(): the ranges of message ids, ``hi`` exclusive."""
        return self.send("del", topic=topic, what="msg", delseq=[{"low": low, "hi": hi}],
                         hard=hard)  # fmt: skip

    def publish(self, topic: str, content: Any, head: Any = None, noecho: bool = True) -> Any:
        """publishDraft()/publishMessage(): noecho set on a draft, seq/ts/from cleared."""
        return self.send("pub", topic=topic, noecho=noecho, head=head, content=content)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"tinode {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def alert(t: Any, panel: str, title: str, message_key: str) -> dict[str, Any]:
    """The app's Alert (not the browser's confirm()): title, text, Cancel and OK."""
    return {"title": panel, "dialog": {"title": title, "message": t(message_key)},
            "items": [{"button": t("button_cancel")}, {"button": t("button_ok")}]}  # fmt: skip


def menu(t: Any, title: str, keys: list[str], above: list[dict[str, Any]]) -> dict[str, Any]:
    """ContextMenu: a popup list of entries over the panel it was opened on."""
    return {"title": title, "items": [*above, *({"menu": t(k)} for k in keys)]}


def chat_list_screens(t: Any, ws: Socket) -> list[dict[str, Any]]:
    """The chat list, a chat's context menu and its confirmations, a group's, the archived and
    the blocked chats' menus."""
    rows = [{"row": ALICE_NAME, "secondary": "See you at the market"},
            {"row": GARDEN_NAME, "secondary": OLD_TEXT},
            {"row": HIKE_NAME, "secondary": "Trail map attached"}]  # fmt: skip
    chats = {"title": ME_NAME, "items": [
        {"icon": "chat"}, {"icon": "settings"}, *rows,
        {"link": t("archived_contacts", count="1")}]}  # fmt: skip
    p2p_menu = menu(t, ME_NAME, [
        "menu_item_info", "menu_item_clear_messages", "menu_item_mute", "menu_item_block",
        "pin_chat", "menu_item_archive_topic", "menu_item_delete_topic"], rows)  # fmt: skip
    group_menu = menu(t, ME_NAME, [
        "menu_item_info", "menu_item_clear_messages", "menu_item_clear_messages_for_all",
        "menu_item_mute", "menu_item_block", "pin_chat", "menu_item_archive_topic",
        "menu_item_delete_topic"], rows)  # fmt: skip
    archive_t = t("sidepanel_title_archive")
    archived = menu(t, archive_t, [
        "menu_item_info", "menu_item_clear_messages", "menu_item_mute", "menu_item_block",
        "unpin_chat", "menu_item_restore_topic", "menu_item_delete_topic"],
        [{"row": BOOKS_NAME, "secondary": "Next swap in May"}])  # fmt: skip
    blocked = menu(t, t("sidepanel_title_blocked"), [
        "menu_item_unblock", "pin_chat", "menu_item_archive_topic", "menu_item_delete_topic"],
        [{"row": EVA_NAME}])  # fmt: skip
    return [
        _entry("harmless", "chat list", chats, [("settings", False, [])]),
        _entry("reversible", "chat menu", p2p_menu, [
            (t("pin_chat"), False, [ws.private("me", tpin=[ALICE])]),
            (t("menu_item_archive_topic"), False, [ws.private(ALICE, arch=True)])]),
        _entry("opens-prompt", "chat menu prompts", p2p_menu, [
            (t("menu_item_clear_messages"), False, []),
            (t("menu_item_delete_topic"), False, [])]),
        _entry("delete", "clear messages alert", alert(
            t, ME_NAME, ALICE_NAME, "clear_messages_warning"), [
            (t("button_ok"), True, [ws.delete_messages(ALICE, 1, ALICE_MAX + 1, False)]),
            (t("button_cancel"), False, [])]),
        _entry("delete", "delete chat alert", alert(
            t, ME_NAME, ALICE_NAME, "topic_delete_warning"), [
            (t("button_ok"), True, [ws.send("del", topic=ALICE, what="topic", hard=True)]),
            (t("button_cancel"), False, [])]),
        _entry("opens-prompt", "group chat menu", group_menu, [
            (t("menu_item_clear_messages_for_all"), False, [])]),
        _entry("delete", "clear for all alert", alert(
            t, ME_NAME, GARDEN_NAME, "delete_messages_warning"), [
            (t("button_ok"), True, [ws.delete_messages(GARDEN, 1, GARDEN_MAX + 1, True)]),
            (t("button_cancel"), False, [])]),
        _entry("reversible", "archived chat menu", archived, [
            (t("menu_item_restore_topic"), False, [ws.private(BOOKS, arch=DEL)])]),
        _entry("reversible", "blocked chat menu", blocked, [
            (t("menu_item_unblock"), False, [ws.sub_mode(EVA, "JRWPS")])]),
    ]  # fmt: skip


def message_screens(t: Any, ws: Socket) -> list[dict[str, Any]]:
    """A chat with a message typed, a message's context menu in an owned group, the same
    message being edited, a failed message's menu, a note's menu in Saved messages."""
    send_panel = [{"icon": t("icon_title_add_image")}, {"icon": t("icon_title_attach_file")}]
    chat = {"title": ALICE_NAME, "items": [
        {"text": "See you at the market"}, *send_panel,
        {"field": "sendMessage", "hint": t("new_message_prompt"), "text": SENT, "focused": True},
        {"icon": t("icon_title_send")}]}  # fmt: skip
    mine = [{"text": OLD_TEXT}]
    msg_menu = menu(t, GARDEN_NAME, [
        "menu_item_reply", "menu_item_edit", "pin_message", "menu_item_forward",
        "menu_item_delete", "menu_item_delete_for_all"], mine)  # fmt: skip
    editing = {"title": GARDEN_NAME, "items": [
        {"text": OLD_TEXT}, {"text": t("editing_message")}, {"icon": "close"},
        {"field": "sendMessage", "hint": t("new_message_prompt"), "text": NEW_TEXT,
         "focused": True}, {"icon": t("icon_title_send")}]}  # fmt: skip
    failed = menu(t, GARDEN_NAME, [
        "menu_item_send_retry", "menu_item_forward", "menu_item_delete",
        "menu_item_delete_for_all"], [{"text": FAILED}, {"text": t("message_sending_failed")}],
    )  # fmt: skip
    saved_t = t("self_topic_name")
    note = menu(t, saved_t, [
        "menu_item_reply", "menu_item_edit", "pin_message", "menu_item_forward",
        "menu_item_delete"], [{"text": NOTE}])  # fmt: skip
    return [
        _entry("send", "chat send", chat, [
            (t("icon_title_send"), True, [ws.publish(ALICE, SENT)]),
            (t("icon_title_attach_file"), False, [])]),
        _entry("opens-prompt", "message menu", msg_menu, [
            (t("menu_item_edit"), False, []), (t("menu_item_forward"), False, [])]),
        _entry("delete", "message menu delete", msg_menu, [
            (t("menu_item_delete"), True, [ws.delete_messages(GARDEN, 211, None, False)])]),
        _entry("delete", "message menu delete for all", msg_menu, [
            (t("menu_item_delete_for_all"), True,
             [ws.delete_messages(GARDEN, 211, None, True)])]),
        _entry("reversible", "message menu pin", msg_menu, [
            (t("pin_message"), False, [ws.send("set", topic=GARDEN, aux={"pins": [211]})])]),
        _entry("send", "editing a message", editing, [
            (t("icon_title_send"), True,
             [ws.publish(GARDEN, NEW_TEXT, head={"replace": ":211"})]),
            ("close", False, [])]),
        _entry("send", "failed message menu", failed, [
            (t("menu_item_send_retry"), True, [ws.publish(GARDEN, FAILED)])]),
        _entry("delete", "saved messages menu", note, [
            (t("menu_item_delete"), True, [ws.delete_messages("slf", 12, None, True)])]),
    ]  # fmt: skip


def topic_screens(t: Any, ws: Socket) -> list[dict[str, Any]]:
    """A group's info panel and the security panels of a group joined, a P2P chat and an owned
    group, their alerts; an owned group's members, their menu, permissions and manager; a
    chat invitation."""
    info_t, security_t = t("panel_title_info"), t("panel_title_security")
    hike_info = {"title": info_t, "items": [
        {"link": t("button_edit")}, {"text": t("label_topic_name")}, {"text": HIKE_NAME},
        {"text": f"{t('label_user_id')} {HIKE}"}, {"link": "content_copy"},
        {"link": "qr_code"}, {"link": "share"},
        {"switch": t("label_muting_topic"), "checked": False},
        {"link": t("button_security")}]}  # fmt: skip
    hike_security = {"title": security_t, "items": [
        {"link": t("action_clear_messages")}, {"link": t("action_leave_chat")},
        {"link": t("action_report_chat")}, {"text": t("label_your_permissions")},
        {"link": "JRWPS"}]}  # fmt: skip
    p2p_security = {"title": security_t, "items": [
        {"link": t("action_clear_messages")}, {"link": t("action_leave_chat")},
        {"link": t("action_block_contact")}, {"link": t("action_report_chat")},
        {"text": t("label_permissions")}, {"text": t("label_you")}, {"link": "JRWPS"},
        {"text": f"{ALICE_NAME}:"}, {"link": "JRWP"}]}  # fmt: skip
    owner_security = {"title": security_t, "items": [
        {"link": t("action_delete_messages")}, {"link": t("topic_delete")},
        {"text": t("label_your_permissions")}, {"link": "JRWPASDO"},
        {"text": t("label_default_access_mode")}, {"text": "Auth: JRWP"},
        {"text": "Anon: N"}]}  # fmt: skip
    members = [{"row": ALICE_NAME, "secondary": "JRWPS"}, {"row": BOB_NAME, "secondary": "JRWPS"}]
    member_menu = {"title": info_t, "items": [
        {"link": t("button_add_members")}, *members,
        {"menu": t("menu_item_edit_permissions")}, {"menu": t("menu_item_member_delete")},
        {"menu": t("menu_item_mute")}, {"menu": t("menu_item_block")}]}  # fmt: skip
    perm = [("permission_join", "J", True), ("permission_read", "R", True),
            ("permission_write", "W", False), ("permission_pres", "P", True),
            ("permission_admin", "A", False), ("permission_share", "S", True),
            ("permission_delete", "D", False), ("permission_owner", "O", False)]  # fmt: skip
    editor = {"title": t("permissions_user"), "items": [
        {"text": BOB_NAME}, {"text": t("title_permissions")},
        *({"switch": t(key, val=val), "checked": on} for key, val, on in perm),
        {"button": t("button_cancel")}, {"button": t("button_ok")}]}  # fmt: skip

    def manager(chips: list[str], others: list[str]) -> dict[str, Any]:
        return {"title": t("panel_title_members"), "items": [
            {"text": t("title_group_members")}, *({"text": name} for name in chips),
            {"field": "search", "hint": t("add_members_prompt"), "text": ""},
            {"text": t("title_all_contacts")}, *({"row": name} for name in others),
            {"button": t("button_cancel")}, {"button": t("button_ok")}]}  # fmt: skip

    added = manager([ME_NAME, ALICE_NAME, BOB_NAME, CHRIS_NAME], [EVA_NAME])
    removed = manager([ME_NAME, ALICE_NAME], [BOB_NAME, CHRIS_NAME, EVA_NAME])
    invitation = {"title": CHRIS_NAME, "items": [
        {"text": "Hi Dana, it's Chris from the allotments."}, {"text": t("chat_invitation")},
        {"button": t("chat_invitation_accept")}, {"button": t("chat_invitation_ignore")},
        {"button": t("chat_invitation_block")}]}  # fmt: skip
    report = {"action": "report", "target": HIKE}
    content = {"txt": "", "ent": [{"tp": "EX", "data": {"mime": "text/x-drafty-fr",
                                                          "val": report}}],
               "fmt": [{"at": -1, "len": 0, "key": 0}]}  # fmt: skip
    return [
        _entry("reversible", "group info panel", hike_info, [
            (t("label_muting_topic"), False, [ws.sub_mode(HIKE, "JRWS")]),
            (t("button_security"), False, [])]),
        _entry("opens-prompt", "group security panel", hike_security, [
            (t("action_leave_chat"), False, []), (t("action_report_chat"), False, [])]),
        _entry("leave", "leave alert", alert(
            t, security_t, t("action_leave_chat"), "leave_chat_warning"), [
            (t("button_ok"), True, [ws.send("leave", topic=HIKE, unsub=True)]),
            (t("button_cancel"), False, [])]),
        _entry("report", "report alert", alert(
            t, security_t, t("action_report_chat"), "report_chat_warning"), [
            (t("button_ok"), True, [
                ws.publish("sys", content, head={"mime": "text/x-drafty"}, noecho=False),
                ws.sub_mode(HIKE, "RWS")]),
            (t("button_cancel"), False, [])]),
        _entry("opens-prompt", "chat security panel", p2p_security, [
            (t("action_block_contact"), False, [])]),
        _entry("reversible", "block contact alert", alert(
            t, security_t, t("action_block_contact"), "block_contact_warning"), [
            (t("button_ok"), False, [ws.sub_mode(ALICE, "RWS")]),
            (t("button_cancel"), False, [])]),
        _entry("opens-prompt", "owned group security panel", owner_security, [
            (t("topic_delete"), False, [])]),
        _entry("delete", "delete group alert", alert(
            t, security_t, t("topic_delete"), "topic_delete_warning"), [
            (t("button_ok"), True, [ws.send("del", topic=GARDEN, what="topic", hard=True)]),
            (t("button_cancel"), False, [])]),
        _entry("remove-member", "member menu remove", member_menu, [
            (t("menu_item_member_delete"), True,
             [ws.send("del", topic=GARDEN, what="sub", user=BOB)])]),
        _entry("reversible", "member menu", member_menu, [
            (t("menu_item_edit_permissions"), False, []),
            (t("menu_item_block"), False, [ws.sub_mode(GARDEN, "RWS", BOB)])]),
        _entry("reversible", "member permissions", editor, [
            (t("button_ok"), False, [ws.sub_mode(GARDEN, "JRPS", BOB)])]),
        _entry("reversible", "add members", added, [
            (t("button_ok"), False, [ws.send("set", topic=GARDEN, sub={"user": CHRIS})])]),
        _entry("remove-member", "remove a member", removed, [
            (t("button_ok"), True, [ws.send("del", topic=GARDEN, what="sub", user=BOB)]),
            (t("button_cancel"), False, [])]),
        _entry("reversible", "chat invitation", invitation, [
            (t("chat_invitation_accept"), False, [
                ws.sub_mode(CHRIS, "JRWPS"), ws.sub_mode(CHRIS, "JRWPS", CHRIS)]),
            (t("chat_invitation_block"), False, [ws.sub_mode(CHRIS, "N")])]),
        _entry("delete", "chat invitation ignore", invitation, [
            (t("chat_invitation_ignore"), True,
             [ws.send("del", topic=CHRIS, what="topic", hard=True)])]),
    ]  # fmt: skip


def account_screens(t: Any, ws: Socket) -> list[dict[str, Any]]:
    """Account settings, its contacts, security panel, default permissions, deletion and
    general settings; signed out: the sign-in, sign-up and password reset panels."""
    settings_t, security_t = t("sidepanel_title_account_settings"), t("panel_title_security")
    settings = {"title": settings_t, "items": [
        {"link": t("button_edit")}, {"text": t("label_your_name")}, {"text": ME_NAME},
        {"text": t("label_user_contacts")}, {"link": EMAIL}, {"link": EMAIL2},
        {"icon": "pending"}, {"icon": "delete"},
        {"link": t("sidepanel_title_acc_general")},
        {"link": t("sidepanel_title_acc_notifications")}, {"link": t("button_security")},
        {"link": t("sidepanel_title_acc_support")}]}  # fmt: skip
    security = {"title": security_t, "items": [
        {"text": t("label_password")},
        {"field": "password", "hint": t("password_unchanged_prompt"), "text": ""},
        {"switch": t("label_incognito_mode"), "checked": False},
        {"text": t("incognito_mode_description")},
        {"link": t("button_logout")}, {"link": t("button_delete_account")},
        {"text": t("label_default_access_mode")}, {"link": "JRWPS"}, {"link": "N"},
        {"link": t("blocked_contacts_link", count="1")}]}  # fmt: skip
    perm = [("permission_join", "J", True), ("permission_read", "R", True),
            ("permission_write", "W", False), ("permission_pres", "P", True),
            ("permission_admin", "A", False), ("permission_share", "S", True),
            ("permission_delete", "D", False)]  # fmt: skip
    defacs = {"title": security_t, "items": [
        {"text": t("title_permissions")},
        *({"switch": t(key, val=val), "checked": on} for key, val, on in perm),
        {"button": t("button_cancel")}, {"button": t("button_ok")}]}  # fmt: skip
    general = {"title": t("sidepanel_title_acc_general"), "items": [
        {"text": t("label_color_schema")},
        {"radio": t("color_schema_system"), "checked": True},
        {"radio": t("color_schema_light"), "checked": False},
        {"radio": t("color_schema_dark"), "checked": False},
        {"link": t("wallpapers")}, {"text": t("label_text_size")}]}  # fmt: skip
    # Signed out, titled by the page's title: in Chinese the sign-in panel's heading reads
    # as its button, in French the sign-up panel's.
    login = {"title": "Tinode", "items": [
        {"icon": "person_add"}, {"icon": "settings"},
        {"field": "inputLogin", "hint": t("login_prompt"), "text": LOGIN},
        {"field": "inputPassword", "hint": t("password_prompt"), "text": PASSWORD},
        {"switch": t("stay_logged_in"), "checked": True},
        {"link": t("forgot_password_link")}, {"button": t("button_sign_in")}]}  # fmt: skip
    signup = {"title": "Tinode", "items": [
        {"field": "login", "hint": t("login_prompt"), "text": LOGIN},
        {"field": "password", "hint": t("password_prompt"), "text": PASSWORD},
        {"field": "fn", "hint": t("full_name_prompt"), "text": ME_NAME},
        {"field": "email", "hint": t("email_prompt"), "text": EMAIL},
        {"switch": t("stay_logged_in"), "checked": True},
        {"button": t("button_sign_up")}]}  # fmt: skip
    reset_t = t("sidepanel_title_reset")
    request = {"title": reset_t, "items": [
        {"text": t("label_reset_password")},
        {"field": "inputEmail", "hint": t("credential_email_prompt"), "text": EMAIL},
        {"link": t("password_i_have_code")}, {"button": t("button_send_request")}]}  # fmt: skip
    with_code = {"title": reset_t, "items": [
        {"text": t("label_reset_password")},
        {"field": "inputEmail", "hint": t("credential_email_prompt"), "text": EMAIL},
        {"text": t("enter_confirmation_code_prompt")},
        {"field": "enter-confirmation-code", "hint": t("numeric_confirmation_code_prompt"),
         "text": CODE},
        {"text": t("label_new_password")},
        {"field": "new-password", "hint": t("new_password_placeholder"), "text": NEW_PASSWORD},
        {"button": t("button_reset")}]}  # fmt: skip
    account = {"user": "new", "scheme": "basic", "secret": b64(f"{LOGIN}:{PASSWORD}"),
               "login": True, "desc": {"public": {"fn": ME_NAME}},
               "cred": [{"meth": "email", "val": EMAIL}]}  # fmt: skip
    return [
        _entry("harmless", "account settings", settings, [
            (t("button_security"), False, [])]),
        _entry("reversible", "account settings contact", settings, [
            ("delete", False, [ws.send("del", topic="me", what="cred",
                                       cred={"meth": "email", "val": EMAIL2})])]),
        _entry("reversible", "security panel", security, [
            (t("label_incognito_mode"), False, [ws.sub_mode("me", "JRWS")]),
            (t("button_logout"), False, [])]),
        _entry("opens-prompt", "security panel delete", security, [
            (t("button_delete_account"), False, [])]),
        _entry("delete-user", "delete account alert", alert(
            t, security_t, t("delete_account"), "delete_account_warning"), [
            (t("button_ok"), True, [ws.send("del", what="user", hard=True)]),
            (t("button_cancel"), False, [])]),
        _entry("reversible", "default permissions", defacs, [
            (t("button_ok"), False, [
                ws.send("set", topic="me", desc={"defacs": {"auth": "JPRS"}})])]),
        _entry("harmless", "general settings", general, [
            (t("color_schema_dark"), False, [])]),
        _entry("harmless", "sign in", login, [
            (t("button_sign_in"), False, [
                ws.send("login", scheme="basic", secret=b64(f"{LOGIN}:{PASSWORD}"))])]),
        _entry("reversible", "sign up", signup, [
            (t("button_sign_up"), False, [ws.send("acc", **account)])]),
        _entry("harmless", "password reset request", request, [
            (t("button_send_request"), False, [
                ws.send("login", scheme="reset", secret=b64(f"basic:email:{EMAIL}"))])]),
        _entry("reversible", "password reset with code", with_code, [
            (t("button_reset"), False, [ws.send(
                "acc", scheme="basic", secret=b64(f":{NEW_PASSWORD}"), tmpscheme="code",
                tmpsecret=b64(f"{CODE}:email:{EMAIL}"))])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of one language, its messages numbered from FIRST_ID."""
    ws = Socket()
    return [*chat_list_screens(t, ws), *message_screens(t, ws), *topic_screens(t, ws),
            *account_screens(t, ws)]  # fmt: skip
