"""CryptPad's screens for the three-hundred-and-sixty-third held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``www/common/translations/messages*.json`` catalogues. What each action sends, and why it is
labelled so, is in build.py's docstring.

CryptPad encrypts every document in the browser, so most actions travel as netflux messages on
the page's one WebSocket: a chainpad patch of an encrypted object (the user's drive, a team's
roster, a chat) is a ciphertext sent to that object's channel, and a command to the server is
an RPC message to the history keeper, signed with the account's key. Keys, signatures,
channel ids, ciphertexts and nonces are made up here (derived from a fixed name, so the corpus
is the same at every build); the commands, their arguments and the framing are the app's."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import re
from typing import Any

ORIGIN = "https://cryptpad.fr"  # httpUnsafeOrigin; the instance has no name: titles end so
HOST = "cryptpad.fr"
SOCKET = f"WEBSOCKET wss://{HOST}/cryptpad_websocket"  # network-config.js: websocketPath
AUTH = f"POST {ORIGIN}/api/auth/"  # http-command.js: serverCommand()
ME, PASSWORD, NEW_PASSWORD = "alice.martin", "harbour-violet-tram-42", "lantern-quiet-birch-87"
DISPLAY_NAME = "Alice Martin"
MARIA, TOM, SAM = "Maria Lopez", "Tom Becker", "Sam Okafor"
PAD, PAD2, TRASHED, OLD = "Meeting notes", "Budget 2026", "Reading list", "Old minutes"
TEAM, CLUB, FORM = "Design studio", "Book club", "Workshop sign-up"
MESSAGE = "See you at 3 pm in room B"
Act = tuple[Any, bool, list[Any]]


def _bytes(name: str, size: int) -> bytes:
    """Made-up bytes: a SHA-256 chain of the name, the same at every build."""
    out, block = b"", name.encode()
    while len(out) < size:
        block = hashlib.sha256(block).digest()
        out += block
    return out[:size]


def b64(name: str, size: int) -> str:
    return base64.b64encode(_bytes(name, size)).decode()


def hexid(name: str, size: int = 16) -> str:
    return _bytes(name, size).hex()


def uid(name: str) -> str:
    """Util.uid(): a random integer below 2**53 written in base 32."""
    n, digits = int.from_bytes(_bytes(name, 7), "big") % 2**53, ""
    while n:
        n, r = divmod(n, 32)
        digits = "0123456789abcdefghijklmnopqrstuv"[r] + digits
    return digits


def dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


HK = hexid("history keeper", 8)  # the history keeper's netflux id (16 characters)
ED_PUBLIC = b64("alice edPublic", 32)
COOKIE = f"1775052000000|31874|{uid('session token')}"  # Core.makeCookie(): time|pid|token
DRIVE, NEW_DRIVE, PROFILE = hexid("drive"), hexid("new drive"), hexid("profile")
PAD_CH, PAD2_CH, TRASHED_CH, OLD_CH = (hexid(n) for n in (PAD, PAD2, TRASHED, OLD))
CHAT, ANSWERS = hexid("chat with maria"), hexid("form answers")
MARIA_BOX, TOM_BOX, SAM_BOX = (hexid(f"{n} notifications") for n in (MARIA, TOM, SAM))
SAM_CHAT = hexid("chat with sam")
TEAM_DRIVE, TEAM_ROSTER, TEAM_BOX, TEAM_CHAT = (hexid(f"{TEAM} {n}") for n in (
    "drive", "roster", "mailbox", "chat"))  # fmt: skip
CLUB_ROSTER = hexid(f"{CLUB} roster")


class Wire:
    """The requests of one action, in the order the app sends them: netflux frames on the
    WebSocket (``network.sendto``/``bcast``, whose sequence numbers follow on), and HTTP
    requests."""

    def __init__(self, name: str, seq: int = 57) -> None:
        self.name, self.seq, self.sent = name, seq, []  # type: list[Any]

    def _frame(self, frame: list[Any]) -> Wire:
        self.sent.append({"request": SOCKET, "body": dumps(frame), "via": "websocket"})
        self.seq += 1
        return self

    def rpc(self, command: str, arg: Any) -> Wire:
        """rpc.js send(): ``[txid, [signature, edPublic, cookie, command, arg]]`` to the history
        keeper, the signature over ``[cookie, command, arg]``."""
        tag = f"{self.name} {command} {self.seq}"
        data = [b64(f"sig {tag}", 64), ED_PUBLIC, COOKIE, command, arg]
        return self._frame([self.seq, "MSG", HK, dumps([uid(tag), data])])

    def anon(self, command: str, arg: Any) -> Wire:
        """The anonymous RPC: ``[txid, [command, arg]]``, unsigned."""
        tag = f"{self.name} {command} {self.seq}"
        return self._frame([self.seq, "MSG", HK, dumps([uid(tag), [command, arg]])])

    def mail(self, channel: str) -> Wire:
        """Mailbox.sendTo(): the message encrypted for its reader, written to their mailbox
        with WRITE_PRIVATE_MESSAGE."""
        ciphertext = b64(f"{self.name} mail {channel}", 144)
        return self.anon("WRITE_PRIVATE_MESSAGE", [channel, ciphertext])

    def patch(self, channel: str, size: int = 96) -> Wire:
        """A chainpad patch of an encrypted object, broadcast to its channel."""
        return self._frame([self.seq, "MSG", channel, b64(f"{self.name} patch {self.seq}", size)])

    def join(self, channel: str) -> Wire:
        return self._frame([self.seq, "JOIN", channel])

    def auth(self, data: dict[str, Any]) -> Wire:
        """serverCommand(): the command with the block's public key and a nonce, then the
        signature of the command with the transaction id the server answered."""
        tag = f"{self.name} {data['command']}"
        first = {**data, "publicKey": b64(f"block {tag}", 32), "nonce": b64(f"nonce {tag}", 24)}
        second = {"sig": b64(f"auth sig {tag}", 64), "txid": b64(f"txid {tag}", 24)}
        self.sent += [{"request": AUTH, "body": dumps(first)},
                      {"request": AUTH, "body": dumps(second)}]  # fmt: skip
        return self

    def get(self, url: str) -> Wire:
        self.sent.append(f"GET {url}")
        return self

    def load(self, path: str) -> Wire:
        """A page load (``window.location``, ``gotoURL``, ``window.open``): the hash of a
        document's link stays in the browser."""
        self.sent.append({"request": f"GET {ORIGIN}{path}", "via": "link"})
        return self


def block_url(name: str) -> str:
    """Block.getBlockUrl(): the block's public key, URL-safe, under /block/."""
    key = b64(f"block key {name}", 32).replace("/", "-")
    return f"{ORIGIN}/block/{key[:2]}/{key}"


def block(name: str, **extra: Any) -> dict[str, Any]:
    """Block.serialize() of the login block, with writeLoginBlock()'s fields."""
    return {"publicKey": b64(f"block {name}", 32), "signature": b64(f"block sig {name}", 64),
            "ciphertext": b64(f"block content {name}", 72), **extra}  # fmt: skip


def plain(text: str) -> str:
    """A message set with setHTML shows without its tags."""
    return re.sub(r"<[^>]+>", "", text)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        case = dict(action) if isinstance(action, dict) else {"tap": action}
        cases.append({**case, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"cryptpad {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message: str) -> dict[str, Any]:
    """UI.confirm(): the app's own modal, its message, then Cancel and OK."""
    return {"title": title, "dialog": {"message": plain(message)},
            "items": [{"button": t("cancelButton")}, {"button": t("okButton")}]}  # fmt: skip


def titled(t: Any, key: str) -> str:
    """setTabTitle(): the app's name, then the instance's (here its host name)."""
    return f"{t(key)} - {HOST}"


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu over a document, the confirmation of logging out everywhere, the login
    page and the registration's warning."""
    menu = {"title": PAD, "items": [
        {"menu": t("profileButton")}, {"menu": t("type.drive")}, {"menu": t("type.teams")},
        {"menu": t("calendar")}, {"menu": t("type.contacts")}, {"menu": t("settingsButton")},
        {"menu": t("docs_link")}, {"menu": t("supportPage")}, {"menu": t("user_about")},
        {"menu": t("homePage")}, {"menu": t("logoutEverywhere")},
        {"menu": t("logoutButton")}]}  # fmt: skip
    login = {"title": t("login_login"), "items": [
        {"text": t("login_login")}, {"text": t("login_instance", HOST)},
        {"field": "name", "hint": t("login_username"), "text": ME},
        {"field": "password", "hint": t("login_password"), "text": PASSWORD, "focused": True},
        {"switch": t("register_importRecent"), "checked": False},
        {"link": t("login_register")}]}  # fmt: skip
    warning = {"title": t("register_header"),
               "dialog": {"title": t("register_warning"), "message": t("register_warning_note")},
               "items": [{"button": t("register_writtenPassword")},
                         {"button": t("register_cancel")}]}  # fmt: skip
    log_in = Wire("login").get(block_url(ME)).join(DRIVE).load("/drive/").sent
    register = (Wire("register", 1).get(block_url("new")).join(DRIVE).patch(DRIVE, 192)
                .auth({"command": "WRITE_BLOCK", "content": block("new", hasPassword=True)})
                .get(block_url("new")).load("/drive/").sent)  # fmt: skip
    return [
        _entry("reversible", "user menu", menu, [
            (t("logoutButton"), False, Wire("menu").load("/").sent)]),
        _entry("opens-prompt", "user menu log out everywhere", menu, [
            (t("logoutEverywhere"), False, [])]),
        _entry("revoke", "log out everywhere confirm", confirm(
            t, PAD, t("settings_logoutEverywhereConfirm")), [
            (t("okButton"), True, Wire("everywhere").patch(DRIVE).load("/").sent),
            (t("cancelButton"), False, [])]),
        _entry("reversible", "login page", login, [
            ({"enter": True}, False, log_in)]),
        _entry("reversible", "register warning", warning, [
            (t("register_writtenPassword"), False, register),
            (t("register_cancel"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings' security, account and drive pages, their confirmations and their buttons
    armed by a first tap (UI.confirmButton: the button becomes "Are you sure?" for three
    seconds)."""
    title = titled(t, "settings_title")
    security = {"title": title, "items": [
        {"tab": t("settings_cat_account")}, {"tab": t("settings_cat_security")},
        {"tab": t("settings_cat_drive")},
        {"text": t("settings_logoutEverywhereTitle")}, {"text": t("settings_logoutEverywhere")},
        {"button": t("settings_logoutEverywhereButton")},
        {"field": "cp-settings-change-password-current",
         "hint": t("settings_changePasswordCurrent"), "text": PASSWORD},
        {"field": "cp-settings-change-password-new", "hint": t("settings_changePasswordNew"),
         "text": NEW_PASSWORD},
        {"field": "cp-settings-change-password-new2",
         "hint": t("settings_changePasswordNewConfirm"), "text": NEW_PASSWORD},
        {"button": t("settings_changePasswordButton")},
        {"text": t("settings_safeLinksTitle")},
        {"switch": t("settings_safeLinksCheckbox"), "checked": True},
        {"text": t("settings_removeOwnedTitle")}, {"text": t("settings_removeOwnedHint")},
        {"button": t("settings_removeOwnedButton")}]}  # fmt: skip
    lower = {"title": title, "items": security["items"][:3] + security["items"][-5:]}

    def armed(items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": title, "items": [*items, {"button": t("areYouSure")}]}

    destroy_armed = armed(
        [{"text": t("settings_removeOwnedTitle")}, {"text": t("settings_removeOwnedHint")}]
    )
    account = {"title": title, "items": [
        {"tab": t("settings_cat_account")}, {"tab": t("settings_cat_security")},
        {"text": t("settings_deleteTitle")}, {"text": t("settings_deleteHint")},
        {"field": "cp-settings-delete-account", "hint": t("settings_changePasswordCurrent"),
         "text": PASSWORD}, {"button": t("settings_deleteButton")}]}  # fmt: skip
    delete_armed = armed([
        {"text": t("settings_deleteTitle")}, {"text": t("settings_deleteHint")},
        {"field": "cp-settings-delete-account", "hint": t("settings_changePasswordCurrent"),
         "text": PASSWORD}])  # fmt: skip
    drive = {"title": title, "items": [
        {"tab": t("settings_cat_account")}, {"tab": t("settings_cat_drive")},
        {"button": t("settings_backup2")},
        {"text": t("settings_trimHistoryHint")},
        {"text": plain(t("trimHistory_currentSize", "2.4 MB"))},
        {"button": t("trimHistory_button")}]}  # fmt: skip
    owned = Wire("destroy owned")
    for channel in (PAD_CH, PAD2_CH):
        owned.anon("GET_METADATA", channel).rpc("REMOVE_OWNED_CHANNEL", {"channel": channel})
    owned.patch(DRIVE)
    password = (Wire("change password").anon("GET_METADATA", DRIVE)
                .auth({"command": "MFA_CHECK"}).get(block_url("changed"))
                .join(NEW_DRIVE).patch(NEW_DRIVE, 192)
                .auth({"command": "WRITE_BLOCK", "content": block(
                    "changed", registrationProof=dumps([b64("block old", 32),
                                                        b64("old proof", 64)]),
                    userData=[None, ED_PUBLIC])})
                .rpc("UNPIN", [DRIVE]).rpc("PIN", [NEW_DRIVE])
                .auth({"command": "REMOVE_BLOCK", "edPublic": ED_PUBLIC,
                       "reason": "PASSWORD_CHANGE"})
                .rpc("REMOVE_OWNED_CHANNEL", {"channel": DRIVE, "reason": "PASSWORD_CHANGE"})
                .load("/settings/").sent)  # fmt: skip
    deletion = (Wire("delete account").get(block_url(ME)).anon("GET_METADATA", DRIVE)
                .auth({"command": "MFA_CHECK"}).patch(DRIVE).rpc("REMOVE_PINS", None)
                .rpc("REMOVE_OWNED_CHANNEL", {"channel": DRIVE})
                .auth({"command": "REMOVE_BLOCK", "edPublic": ED_PUBLIC,
                       "reason": "ARCHIVE_OWNED"}))  # fmt: skip
    deletion.anon("GET_METADATA", PAD2_CH).rpc("REMOVE_OWNED_CHANNEL", {"channel": PAD2_CH})
    return [
        _entry("opens-prompt", "settings security", security, [
            (t("settings_logoutEverywhereButton"), False, []),
            (t("settings_changePasswordButton"), False, []),
            (t("settings_removeOwnedButton"), False, [])]),
        _entry("reversible", "settings security safe links", lower, [
            (t("settings_safeLinksCheckbox"), False, Wire("safe links").patch(DRIVE).sent)]),
        _entry("revoke", "settings log out everywhere confirm", confirm(
            t, title, t("settings_logoutEverywhereConfirm")), [
            (t("okButton"), True, Wire("settings everywhere").patch(DRIVE).sent),
            (t("cancelButton"), False, [])]),
        _entry("revoke", "change password confirm", confirm(
            t, title, t("settings_changePasswordConfirm")), [
            (t("okButton"), True, password), (t("cancelButton"), False, [])]),
        _entry("delete", "destroy owned documents armed", destroy_armed, [
            (t("areYouSure"), True, owned.sent)]),
        _entry("opens-prompt", "settings account", account, [
            (t("settings_deleteButton"), False, [])]),
        _entry("delete-user", "delete account armed", delete_armed, [
            (t("areYouSure"), True, deletion.sent)]),
        _entry("opens-prompt", "settings drive", drive, [(t("settings_backup2"), False, [])]),
    ]  # fmt: skip


def drive_screens(t: Any) -> list[dict[str, Any]]:
    """The drive's context menus, its confirmations, the trash and its emptying, and a
    document's share and access modals."""
    title = titled(t, "type.drive")
    menu = {"title": title, "items": [
        {"text": PAD2}, {"menu": t("fc_open")}, {"menu": t("fc_open_ro")},
        {"menu": t("shareButton")}, {"menu": t("accessButton")}, {"menu": t("fc_rename")},
        {"menu": t("fc_hashtag")}, {"menu": t("makeACopy")}, {"menu": t("download_mt_button")},
        {"menu": t("fc_delete")}, {"menu": t("fc_delete_owned")},
        {"menu": t("fc_prop")}]}  # fmt: skip
    trash_menu = {"title": title, "items": [
        {"text": t("fm_trashName")}, {"text": TRASHED}, {"text": OLD},
        {"menu": t("fc_restore")}, {"menu": t("fc_remove")},
        {"menu": t("fc_prop")}]}  # fmt: skip
    trash = {"title": title, "items": [
        {"text": t("fm_trashName")}, {"text": t("fm_info_trash")},
        {"button": t("fc_empty")}, {"row": TRASHED}, {"row": OLD}]}  # fmt: skip
    empty = {"title": title, "dialog": {"message": plain(
        f"{t('fm_emptyTrashDialog')} {t('fm_emptyTrashOwned')}")}, "items": [
        {"button": t("cancelButton")}, {"button": t("fc_delete_owned")},
        {"button": t("fc_remove")}]}  # fmt: skip
    share = {"title": PAD, "dialog": {"message": t("share_linkFriends")}, "items": [
        {"tab": t("share_contactCategory")}, {"tab": t("share_linkCategory")},
        {"row": MARIA}, {"row": TOM},
        {"button": t("share_withFriends")}]}  # fmt: skip
    destroy = (Wire("destroy").rpc("REMOVE_OWNED_CHANNEL", {"channel": PAD2_CH})
               .patch(DRIVE).rpc("UNPIN", [PAD2_CH]).sent)  # fmt: skip
    remove = Wire("remove").patch(DRIVE).rpc("UNPIN", [TRASHED_CH]).sent
    empty_destroy = (Wire("empty destroy").rpc("REMOVE_OWNED_CHANNEL", {"channel": OLD_CH})
                     .patch(DRIVE).rpc("UNPIN", [TRASHED_CH, OLD_CH]).sent)  # fmt: skip
    empty_remove = Wire("empty remove").patch(DRIVE).rpc("UNPIN", [TRASHED_CH, OLD_CH]).sent
    shared = Wire("share").mail(MARIA_BOX).patch(DRIVE).sent
    return [
        _entry("reversible", "drive document menu", menu, [
            (t("fc_delete"), False, Wire("trash").patch(DRIVE).sent)]),
        _entry("opens-prompt", "drive document menu prompts", menu, [
            (t("shareButton"), False, []), (t("fc_delete_owned"), False, [])]),
        _entry("delete", "destroy document confirm", confirm(t, title, t("fm_deleteOwnedPad")), [
            (t("okButton"), True, destroy), (t("cancelButton"), False, [])]),
        _entry("reversible", "trash menu", trash_menu, [
            (t("fc_restore"), False, Wire("restore").patch(DRIVE).sent)]),
        _entry("opens-prompt", "trash menu remove", trash_menu, [(t("fc_remove"), False, [])]),
        _entry("delete", "remove from drive confirm", confirm(
            t, title, t("fm_removePermanentlyDialog")), [
            (t("okButton"), True, remove), (t("cancelButton"), False, [])]),
        _entry("opens-prompt", "trash page", trash, [(t("fc_empty"), False, [])]),
        _entry("delete", "empty trash modal", empty, [
            (t("fc_delete_owned"), True, empty_destroy), (t("fc_remove"), True, empty_remove),
            (t("cancelButton"), False, [])]),
        _entry("send", "share modal contacts", share, [
            (t("share_withFriends"), True, shared), (t("share_linkCategory"), False, [])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """A contact's profile, a contact request's notification, a chat with a contact and its
    confirmations, a team's members and administration, a form and its responses."""
    profile = {"title": titled(t, "profileButton"), "items": [
        {"text": TOM}, {"button": t("userlist_addAsFriendTitle", TOM)},
        {"button": t("shareButton")}]}  # fmt: skip
    request = {"title": titled(t, "type.drive"),
               "dialog": {"message": plain(t("contacts_request", SAM))}, "items": [
        {"button": t("friendRequest_later")}, {"button": t("friendRequest_accept")},
        {"button": t("friendRequest_decline")}]}  # fmt: skip
    contacts = titled(t, "contacts")
    chat = {"title": contacts, "items": [
        {"row": MARIA}, {"row": TOM}, {"text": MARIA},
        {"icon": t("contacts_mute")}, {"icon": t("contacts_remove")},
        {"icon": t("contacts_removeHistoryTitle")}, {"text": "Thanks for the agenda!"},
        {"field": "cp-app-contacts-input", "hint": t("contacts_typeHere"), "text": MESSAGE},
        {"button": t("contacts_send")}]}  # fmt: skip
    teams = titled(t, "type.teams")

    def members(team: str, rows: list[dict[str, Any]], buttons: list[str]) -> dict[str, Any]:
        return {"title": teams, "items": [
            {"text": t("team_title", team)}, {"tab": t("team_cat_members")},
            {"text": t("team_members")}, *rows,
            *({"button": b} for b in buttons)]}  # fmt: skip

    roster = members(TEAM, [
        {"text": DISPLAY_NAME}, {"text": TOM}, {"icon": t("team_rosterPromote")},
        {"icon": t("team_rosterDemote")}, {"icon": t("team_rosterKick")}],
        [t("team_inviteButton")])  # fmt: skip
    club = members(CLUB, [{"text": DISPLAY_NAME}, {"text": TOM}], [t("team_leaveButton")])
    form = {"title": FORM, "items": [
        {"text": FORM}, {"text": "Your name"}, {"field": "name", "hint": "", "text": DISPLAY_NAME},
        {"text": "Which session?"}, {"radio": "Morning", "checked": True},
        {"radio": "Afternoon", "checked": False}, {"button": t("form_submit")}]}  # fmt: skip
    results = {"title": FORM, "items": [
        {"text": t("form_results", "14")}, {"button": t("areYouSure")},
        {"button": t("form_showIndividual")}]}  # fmt: skip
    team_delete = Wire("delete team").anon("GET_METADATA", TEAM_DRIVE).rpc("REMOVE_PINS", None)
    for channel in (TEAM_BOX, TEAM_ROSTER, TEAM_CHAT, TEAM_DRIVE):
        team_delete.rpc("REMOVE_OWNED_CHANNEL", {"channel": channel})
    team_delete.patch(DRIVE)
    return [
        _entry("reversible", "profile contact request", profile, [
            (t("userlist_addAsFriendTitle", TOM), False,
             Wire("request").patch(DRIVE).mail(TOM_BOX).sent)]),
        _entry("reversible", "contact request notification", request, [
            (t("friendRequest_accept"), False,
             Wire("accept").mail(SAM_BOX).rpc("PIN", [SAM_CHAT]).patch(DRIVE).sent),
            (t("friendRequest_decline"), False, Wire("decline").mail(SAM_BOX).patch(DRIVE).sent),
            (t("friendRequest_later"), False, [])]),
        _entry("send", "contact chat", chat, [
            (t("contacts_send"), True, Wire("chat").patch(CHAT, 120).sent)]),
        _entry("opens-prompt", "contact chat prompts", chat, [
            (t("contacts_remove"), False, []), (t("contacts_removeHistoryTitle"), False, [])]),
        _entry("remove-contact", "remove contact confirm", confirm(
            t, contacts, t("contacts_confirmRemove", MARIA)), [
            (t("okButton"), True, Wire("unfriend").mail(MARIA_BOX).patch(DRIVE).sent),
            (t("cancelButton"), False, [])]),
        _entry("delete", "clean chat history confirm", confirm(
            t, contacts, t("contacts_confirmRemoveHistory")), [
            (t("okButton"), True, Wire("clear chat").rpc("CLEAR_OWNED_CHANNEL", CHAT).sent),
            (t("cancelButton"), False, [])]),
        _entry("reversible", "team members", roster, [
            (t("team_rosterPromote"), False, Wire("promote").patch(TEAM_ROSTER).sent)]),
        _entry("opens-prompt", "team members kick", roster, [
            (t("team_rosterKick"), False, [])]),
        _entry("remove-member", "kick member confirm", confirm(
            t, teams, t("team_kickConfirm", TOM)), [
            (t("okButton"), True, Wire("kick").patch(TEAM_ROSTER).mail(TOM_BOX).sent),
            (t("cancelButton"), False, [])]),
        _entry("opens-prompt", "team members leave", club, [
            (t("team_leaveButton"), False, [])]),
        _entry("leave", "leave team confirm", confirm(t, teams, t("team_leaveConfirm")), [
            (t("okButton"), True, Wire("leave").patch(CLUB_ROSTER).patch(DRIVE).sent),
            (t("cancelButton"), False, [])]),
        _entry("delete", "delete team confirm", confirm(t, teams, t("team_deleteConfirm")), [
            (t("okButton"), True, team_delete.sent), (t("cancelButton"), False, [])]),
        _entry("send", "form", form, [
            (t("form_submit"), True, Wire("answer").mail(ANSWERS).patch(DRIVE).sent)]),
        _entry("delete", "form responses armed", results, [
            (t("areYouSure"), True, Wire("delete answers").rpc("CLEAR_OWNED_CHANNEL",
                                                                 ANSWERS).sent),
            (t("form_showIndividual"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return account_screens(t) + settings_screens(t) + drive_screens(t) + people_screens(t)
