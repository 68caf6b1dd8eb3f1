"""Revite's screens for the three-hundred-and-eighty-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **fields)`` being that language's lookup of a key of the
app's ``external/lang/<lang>.json`` catalogue. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"  # VITE_API_URL in .env: https://app.revolt.chat/api, the app's own origin
TITLE = "Revolt"  # index.html's <title>, which no page changes
CANCEL = "Cancel"  # ModalForm's own Cancel button, written in English by the UI library
ME = "ana"
SERVER, SERVER_NAME = "01HV3KA1B2C3D4E5F6G7H8J9KM", "Night Owls Book Club"
SERVER2, SERVER2_NAME = "01HV3KB7N2P4Q6R8S0T2V4W6XY", "Pixel Garden"
GENERAL, GENERAL_NAME = "01HV3KC3D5E7F9G1H3J5K7M9NP", "general"
SWAP, SWAP_NAME = "01HV3KD8E0F2G4H6J8K0M2N4PQ", "book-swap"
GROUP, GROUP_NAME = "01HV4G5H7J9K1M3N5P7Q9R1S3T", "Trip planning"
DM = "01HV4H2J4K6M8N0P2Q4R6S8T0V"
MSG, MSG_PREV = "01HW0A2B4C6D8E0F2G4H6J8K0M", "01HW09Z8Y6X4W2V0T8S6R4Q2P0"
MSG_TEXT = "Bring your swaps on Thursday, I will set up the table by the window."
OTHER_TEXT = "Has anyone finished the last chapter yet?"
NONCE = "01HW0C7D9E1F3G5H7J9K1M3N5P"  # made up; ulid() in MessageBox
TYPED = "Does anyone have a spare copy of Piranesi for the swap?"
MIRA, MIRA_NAME = "01HT5M2N4P6Q8R0S2T4V6W8X0Y", "mira"
TOBIAS, TOBIAS_NAME, TOBIAS_TAG = "01HT6A8B0C2D4E6F8G0H2J4K6M", "tobias", "4821"
LENA, LENA_NAME = "01HT7Q1R3S5T7V9W1X3Y5Z7A9B", "lena"
KAZ, KAZ_NAME = "01HT8C4D6E8F0G2H4J6K8M0N2P", "kaz"
SESSION, SESSION_NAME = "01HX2B4C6D8E0F2G4H6J8K0M2N", "firefox on Windows"
THIS_SESSION = "chrome on Linux"  # detect-browser's name and os for this browser
BOT, BOT_NAME = "01HY3R5S7T9V1W3X5Y7Z9A1B3C", "ReminderBot"
INVITE, INVITE2, INVITE2_SERVER = "Xk3pQ9mZ", "r7TwYc2N", "Quiet Coders"
EMOJI, EMOJI_NAME = "01HZ4E6F8G0H2J4K6M8N0P2Q4R", "party_parrot"
ROLE, ROLE_NAME = "01HZ5F7G9H1J3K5M7N9P1Q3R5S", "Moderators"
EMAIL, PASSWORD, NEW_PASSWORD = "ana@example.org", "Lantern-Moss-42", "Ember-Fjord-77"
BAN_REASON = "Posting spam links"
Act = tuple[Any, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """revolt-api's axios request to the API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        how = action if isinstance(action, dict) else {"tap": action}
        cases.append({**how, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"revite {source}", "web": True,
            "screen": {"title": TITLE, **screen}, "cases": cases}  # fmt: skip


def menu(t: Any, *keys: str) -> dict[str, Any]:
    """A context menu: each entry is ``app.context_menu.<key>``."""
    return {"items": [{"menu": t(f"app.context_menu.{key}")} for key in keys]}


def modal(title: str, items: list[dict[str, Any]], message: str | None = None) -> dict[str, Any]:
    """A Modal over the app, headed by its title, its description as the message."""
    dialog = {"title": title} if message is None else {"title": title, "message": message}
    return {"dialog": dialog, "items": items}


def confirm(t: Any, event: str, action: str, name: str) -> dict[str, Any]:
    """Confirmation: ``prompt.<event>`` as title, ``prompt.<event>_long`` as message, the
    red submit button ``actions.<action>`` and ModalForm's Cancel."""
    prompt = "app.special.modals.prompt"
    return modal(t(f"{prompt}.{event}", name=name),
                 [{"button": t(f"app.special.modals.actions.{action}")}, {"button": CANCEL}],
                 t(f"{prompt}.{event}_long", name=name))  # fmt: skip


def server_screens(t: Any) -> list[dict[str, Any]]:
    """The server context menus (owner and member), their confirmations, a channel's menu and
    its deletion, the server settings' invites, bans, emojis and roles, an invite page."""
    owner_menu = menu(t, "open_notification_options", "create_invite", "edit_identity",
                      "open_server_settings", "copy_sid", "delete_server")  # fmt: skip
    member_menu = menu(t, "open_notification_options", "create_invite", "edit_identity",
                       "copy_sid", "report_server", "leave_server")  # fmt: skip
    leave = confirm(t, "confirm_leave", "leave", SERVER2_NAME)
    leave["items"][:0] = [
        {"switch": t("app.special.modals.prompt.silent_leave"), "checked": False},
        {"text": t("app.special.modals.prompt.members_not_notified")}]  # fmt: skip
    channel_menu = menu(t, "open_notification_options", "create_invite",
                        "open_channel_settings", "delete_channel", "copy_cid")  # fmt: skip
    pages = "app.settings.server_pages"
    invites = {"items": [
        {"text": t(f"{pages}.invites.title")}, {"text": t(f"{pages}.invites.code")},
        {"text": t(f"{pages}.invites.invitor")}, {"text": t(f"{pages}.invites.channel")},
        {"text": INVITE}, {"text": MIRA_NAME}, {"text": f"#{GENERAL_NAME}"},
        {"icon": t(f"{pages}.invites.revoke")}]}  # fmt: skip
    bans = {"items": [
        {"text": t(f"{pages}.bans.title")}, {"text": t(f"{pages}.bans.user")},
        {"text": t(f"{pages}.bans.reason")}, {"text": KAZ_NAME}, {"text": BAN_REASON},
        {"icon": t(f"{pages}.bans.revoke")}]}  # fmt: skip
    emojis = {"items": [
        {"text": f"{t(f'{pages}.emojis.title')} – 1"}, {"text": f":{EMOJI_NAME}:"},
        {"text": ME}, {"button": t("app.special.modals.actions.delete")}]}  # fmt: skip
    roles = {"items": [
        {"text": t("app.settings.actions.edit", name=ROLE_NAME)},
        {"text": t("app.settings.permissions.role_name")},
        {"field": "name", "hint": "", "text": ROLE_NAME},
        {"text": t("app.settings.permissions.role_colour")},
        {"button": t("app.settings.permissions.delete_role")}]}  # fmt: skip
    invite_page = {"items": [
        {"text": INVITE2_SERVER}, {"text": t("app.special.invite.invited_by", user=MIRA_NAME)},
        {"text": t("app.special.invite.user_count", member_count="58")},
        {"button": t("app.special.invite.accept")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "server menu owner", owner_menu, [
            (t("app.context_menu.delete_server"), False, [])]),
        _entry("reversible", "server menu owner invite", owner_menu, [
            (t("app.context_menu.create_invite"), False,
             [api("POST", f"/channels/{GENERAL}/invites")]),
            (t("app.context_menu.open_server_settings"), False, [])]),
        _entry("delete", "delete server confirm",
               confirm(t, "confirm_delete", "delete", SERVER_NAME), [
            (t("app.special.modals.actions.delete"), True, [api("DELETE", f"/servers/{SERVER}")]),
            (CANCEL, False, [])]),
        _entry("opens-prompt", "server menu member", member_menu, [
            (t("app.context_menu.leave_server"), False, []),
            (t("app.context_menu.report_server"), False, [])]),
        _entry("leave", "leave server confirm", leave, [
            (t("app.special.modals.actions.leave"), True,
             [api("DELETE", f"/servers/{SERVER2}?leave_silently=false")]),
            (CANCEL, False, [])]),
        _entry("opens-prompt", "channel menu", channel_menu, [
            (t("app.context_menu.delete_channel"), False, [])]),
        _entry("delete", "delete channel confirm",
               confirm(t, "confirm_delete", "delete", SWAP_NAME), [
            (t("app.special.modals.actions.delete"), True, [api("DELETE", f"/channels/{SWAP}")]),
            (CANCEL, False, [])]),
        _entry("revoke", "server settings invites", invites, [
            (t(f"{pages}.invites.revoke"), True, [api("DELETE", f"/invites/{INVITE}")])]),
        _entry("reversible", "server settings bans", bans, [
            (t(f"{pages}.bans.revoke"), False, [api("DELETE", f"/servers/{SERVER}/bans/{KAZ}")])]),
        _entry("delete", "server settings emojis", emojis, [
            (t("app.special.modals.actions.delete"), True,
             [api("DELETE", f"/custom/emoji/{EMOJI}")])]),
        _entry("delete", "server settings roles", roles, [
            (t("app.settings.permissions.delete_role"), True,
             [api("DELETE", f"/servers/{SERVER}/roles/{ROLE}")])]),
        _entry("reversible", "invite page", invite_page, [
            (t("app.special.invite.accept"), False, [api("POST", f"/invites/{INVITE2}")])]),
    ]  # fmt: skip


def message_screens(t: Any) -> list[dict[str, Any]]:
    """A message's menus (one's own, another's), the deletion modal, the composer."""
    own_menu = menu(t, "reply_message", "mark_unread", "quote_message", "copy_text",
                    "edit_message", "delete_message", "copy_message_link", "copy_mid")  # fmt: skip
    delete = modal(t("app.context_menu.delete_message"), [
        {"text": ME}, {"text": MSG_TEXT},
        {"button": t("app.special.modals.actions.delete")}, {"button": CANCEL}],
        t("app.special.modals.prompt.confirm_delete_message_long"))  # fmt: skip
    composer = {"items": [
        {"text": f"#{GENERAL_NAME}"}, {"text": MIRA_NAME}, {"text": OTHER_TEXT},
        {"field": "message", "hint": t("app.main.channel.message_where",
                                        channel_name=GENERAL_NAME),
         "text": TYPED, "focused": True}]}  # fmt: skip
    message = {"content": TYPED, "nonce": NONCE, "replies": []}
    send = api("POST", f"/channels/{GENERAL}/messages", message)
    return [
        _entry("reversible", "own message menu", own_menu, [
            (t("app.context_menu.reply_message"), False, []),
            (t("app.context_menu.mark_unread"), False,
             [api("PUT", f"/channels/{GENERAL}/ack/{MSG_PREV}")])]),
        _entry("opens-prompt", "own message menu delete", own_menu, [
            (t("app.context_menu.delete_message"), False, [])]),
        _entry("delete", "delete message modal", delete, [
            (t("app.special.modals.actions.delete"), True,
             [api("DELETE", f"/channels/{GENERAL}/messages/{MSG}")]),
            (CANCEL, False, [])]),
        _entry("send", "message composer", composer, [({"enter": True}, True, [send])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """A friend's, a requester's and a blocked user's menus, the unfriend and block
    confirmations, a server member's menu with the kick and ban modals, a group member's and a
    group's menus, the leave-group and close-DM confirmations."""
    friend_menu = menu(t, "view_profile", "message_user", "remove_friend", "block_user",
                       "report_user", "copy_uid")  # fmt: skip
    incoming_menu = menu(t, "view_profile", "message_user", "add_friend", "cancel_friend",
                         "block_user", "report_user", "copy_uid")  # fmt: skip
    blocked_menu = menu(t, "view_profile", "unblock_user", "report_user", "copy_uid")
    member_menu = menu(t, "mention", "view_profile", "message_user", "add_friend",
                       "block_user", "report_user", "kick_member", "ban_member",
                       "copy_uid")  # fmt: skip
    kick = modal(t("app.context_menu.kick_member"), [
        {"text": t("app.special.modals.prompt.confirm_kick", name=KAZ_NAME)},
        {"button": t("app.special.modals.actions.kick")}, {"button": CANCEL}])  # fmt: skip
    ban = modal(t("app.context_menu.ban_member"), [
        # BanMember shows the kick prompt's words above the reason.
        {"text": t("app.special.modals.prompt.confirm_kick", name=KAZ_NAME)},
        {"text": t("app.special.modals.prompt.confirm_ban_reason")},
        {"field": "reason", "hint": "", "text": BAN_REASON},
        {"button": t("app.special.modals.actions.ban")}, {"button": CANCEL}])  # fmt: skip
    group_member_menu = menu(t, "mention", "view_profile", "message_user", "remove_friend",
                             "block_user", "report_user", "make_owner", "remove_member",
                             "copy_uid")  # fmt: skip
    group_menu = {"items": [
        {"menu": t("app.context_menu.open_notification_options")},
        {"menu": t("app.context_menu.open_group_settings")},
        {"menu": t("app.context_menu.leave_group")},
        {"menu": t("app.context_menu.copy_cid")}]}  # fmt: skip
    leave_group = confirm(t, "confirm_leave", "leave", GROUP_NAME)
    leave_group["items"][:0] = [
        {"switch": t("app.special.modals.prompt.silent_leave"), "checked": True},
        {"text": t("app.special.modals.prompt.members_not_notified")}]  # fmt: skip
    return [
        _entry("opens-prompt", "friend menu", friend_menu, [
            (t("app.context_menu.remove_friend"), False, []),
            (t("app.context_menu.block_user"), False, [])]),
        _entry("unfriend", "unfriend confirm",
               confirm(t, "unfriend_user", "remove", MIRA_NAME), [
            (t("app.special.modals.actions.remove"), True,
             [api("DELETE", f"/users/{MIRA}/friend")]),
            (CANCEL, False, [])]),
        _entry("block", "block confirm", confirm(t, "block_user", "block", MIRA_NAME), [
            (t("app.special.modals.actions.block"), True, [api("PUT", f"/users/{MIRA}/block")]),
            (CANCEL, False, [])]),
        _entry("reversible", "incoming request menu", incoming_menu, [
            (t("app.context_menu.add_friend"), False,
             [api("POST", "/users/friend", {"username": f"{TOBIAS_NAME}#{TOBIAS_TAG}"})]),
            (t("app.context_menu.cancel_friend"), False,
             [api("DELETE", f"/users/{TOBIAS}/friend")])]),
        _entry("reversible", "blocked user menu", blocked_menu, [
            (t("app.context_menu.unblock_user"), False, [api("DELETE", f"/users/{LENA}/block")])]),
        _entry("opens-prompt", "server member menu", member_menu, [
            (t("app.context_menu.kick_member"), False, []),
            (t("app.context_menu.ban_member"), False, [])]),
        _entry("remove-member", "kick member modal", kick, [
            (t("app.special.modals.actions.kick"), True,
             [api("DELETE", f"/servers/{SERVER}/members/{KAZ}")]),
            (CANCEL, False, [])]),
        _entry("ban", "ban member modal", ban, [
            (t("app.special.modals.actions.ban"), True,
             [api("PUT", f"/servers/{SERVER}/bans/{KAZ}", {"reason": BAN_REASON})]),
            (CANCEL, False, [])]),
        _entry("transfer", "group member menu", group_member_menu, [
            (t("app.context_menu.make_owner"), True,
             [api("PATCH", f"/channels/{GROUP}", {"owner": MIRA})])]),
        _entry("opens-prompt", "group menu", group_menu, [
            (t("app.context_menu.leave_group"), False, [])]),
        _entry("leave", "leave group confirm", leave_group, [
            (t("app.special.modals.actions.leave"), True,
             [api("DELETE", f"/channels/{GROUP}?leave_silently=true")]),
            (CANCEL, False, [])]),
        _entry("reversible", "close dm confirm", confirm(t, "confirm_close_dm", "close",
                                                         MIRA_NAME), [
            (t("app.special.modals.actions.close"), False, [api("DELETE", f"/channels/{DM}")]),
            (CANCEL, False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings sidebar, the sessions page and its modal, the account page, the password
    modal, the confirmation of deleting and of disabling the account, the bots page, the reset
    token confirmation, the login page."""
    pages = "app.settings.pages"
    sidebar = {"items": [
        {"text": t("app.settings.categories.user_settings")},
        {"link": t(f"{pages}.account.title")}, {"link": t(f"{pages}.profile.title")},
        {"link": t(f"{pages}.sessions.title")}, {"link": t(f"{pages}.bots.title")},
        {"button": t(f"{pages}.logOut")}]}  # fmt: skip
    sessions = {"items": [
        {"text": t(f"{pages}.sessions.active_sessions")},
        {"text": t(f"{pages}.sessions.this_device")}, {"text": THIS_SESSION},
        {"text": SESSION_NAME}, {"button": t(f"{pages}.logOut")},
        {"button": t(f"{pages}.sessions.logout")},
        # The CategoryButton's description is written in English in the component.
        {"text": "Logs you out of all sessions except this device."}]}  # fmt: skip
    sign_out = modal(t("app.special.modals.sessions.title"), [
        {"button": t("app.special.modals.actions.back")},
        {"button": t("app.special.modals.sessions.accept")}],
        t("app.special.modals.sessions.short"))  # fmt: skip
    manage = f"{pages}.account.manage"
    account = {"items": [
        {"text": t(f"{pages}.account.title")},
        {"button": t("login.username")}, {"text": f"{ME}#3150"},
        {"button": t("login.email")}, {"button": t("login.password")},
        {"text": t(f"{manage}.title")}, {"text": t(f"{manage}.description")},
        {"button": t(f"{manage}.disable")}, {"button": t(f"{manage}.delete")}]}  # fmt: skip
    password = modal(t("app.special.modals.account.change.password"), [
        {"text": t("login.new_password")},
        {"field": "new_password", "hint": t("login.enter.new_password"), "text": NEW_PASSWORD},
        {"text": t("login.current_password")},
        {"field": "password", "hint": t("login.enter.current_password"), "text": PASSWORD},
        {"button": t("app.special.modals.actions.update")},
        {"button": t("app.special.modals.actions.cancel")}])  # fmt: skip
    mfa = modal(t("app.special.modals.confirm"), [
        {"text": t("login.password")}, {"field": "password", "hint": "", "text": PASSWORD},
        {"button": t("app.special.modals.actions.confirm")},
        {"button": t("app.special.modals.actions.cancel")}],
        t("app.special.modals.mfa.confirm"))  # fmt: skip
    ticket = api("PUT", "/auth/mfa/ticket", {"password": PASSWORD})
    logout = api("POST", "/auth/session/logout")
    methods = api("GET", "/auth/mfa/methods")
    bots = {"items": [
        {"text": t(f"{pages}.bots.title")}, {"button": t(f"{pages}.bots.create_bot")},
        {"text": BOT_NAME}, {"text": t("app.main.channel.bot")},
        {"button": t(f"{pages}.bots.copy_invite")}, {"button": t(f"{pages}.bots.add")},
        {"button": t(f"{pages}.bots.reset_token")}]}  # fmt: skip
    login = {"items": [
        {"text": t("login.welcome")}, {"text": t("login.subtitle")},
        {"text": t("login.email")}, {"field": "email", "hint": t("login.enter.email"),
                                     "text": EMAIL},
        {"text": t("login.password")}, {"field": "password", "hint": t("login.enter.password"),
                                        "text": PASSWORD},
        {"button": t("login.title")}, {"link": t("login.create")}, {"link": t("login.reset")},
        {"link": t("login.resend")}]}  # fmt: skip
    return [
        _entry("reversible", "settings sidebar", sidebar, [
            (t(f"{pages}.logOut"), False, [logout])]),
        _entry("revoke", "sessions page", sessions, [
            (t(f"{pages}.logOut"), True, [api("DELETE", f"/auth/session/{SESSION}")])]),
        _entry("opens-prompt", "sessions page sign out all", sessions, [
            (t(f"{pages}.sessions.logout"), False, [])]),
        _entry("revoke", "sign out sessions modal", sign_out, [
            (t("app.special.modals.sessions.accept"), True,
             [api("DELETE", "/auth/session/all")]),
            (t("app.special.modals.actions.back"), False, [])]),
        _entry("opens-prompt", "account page", account, [
            (t(f"{manage}.disable"), False, [methods]),
            (t(f"{manage}.delete"), False, [methods])]),
        _entry("reversible", "change password modal", password, [
            (t("app.special.modals.actions.update"), False,
             [api("PATCH", "/auth/account/change/password",
                  {"current_password": PASSWORD, "password": NEW_PASSWORD})]),
            (t("app.special.modals.actions.cancel"), False, [])]),
        _entry("delete-user", "confirm account deletion", mfa, [
            (t("app.special.modals.actions.confirm"), True,
             [ticket, api("POST", "/auth/account/delete"), logout]),
            (t("app.special.modals.actions.cancel"), False, [])]),
        _entry("disable", "confirm account disabling", mfa, [
            (t("app.special.modals.actions.confirm"), True,
             [ticket, api("POST", "/auth/account/disable"), logout]),
            (t("app.special.modals.actions.cancel"), False, [])]),
        _entry("opens-prompt", "bots page", bots, [
            (t(f"{pages}.bots.reset_token"), False, [])]),
        _entry("harmless", "bots page invite link", bots, [
            (t(f"{pages}.bots.copy_invite"), False, [])]),
        _entry("revoke", "reset bot token confirm",
               confirm(t, "reset_bot_token", "reset", BOT_NAME), [
            (t("app.special.modals.actions.reset"), True,
             [api("PATCH", f"/bots/{BOT}", {"remove": ["Token"]}), api("GET", f"/bots/{BOT}")]),
            (CANCEL, False, [])]),
        _entry("reversible", "login page", login, [
            (t("login.title"), False, [api("POST", "/auth/session/login", {
                "email": EMAIL, "password": PASSWORD, "friendly_name": THIS_SESSION})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return server_screens(t) + message_screens(t) + people_screens(t) + settings_screens(t)
