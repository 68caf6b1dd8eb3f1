"""Element Web's screens for the two-hundred-and-fifty-fourth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of
the app's ``src/i18n/strings/<lang>.json`` catalogue (``|`` joins the nested keys, as the
app's ``_t`` does). What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

HS = "https://matrix.example.org"  # the homeserver: another origin than the web app's
API = f"{HS}/_matrix/client/v3"  # ClientPrefix.V3 of matrix-js-sdk
ME = "@alice:example.org"
MALLORY, MALLORY_NAME = "@mallory:example.org", "Mallory Quinn"
BOB, BOB_NAME = "@bob:example.org", "Bob Hale"
GARDEN, GARDEN_NAME = "!OxKbKwQWjXRgTHmdPe:example.org", "Garden club"  # public, unencrypted
BOARD, BOARD_NAME = "!kQhNrXcdPqEbTnlWYa:example.org", "Board of trustees"  # invite only
BEES, BEES_NAME = "!bEeKpRsXyZqWvUtSaB:example.org", "Beekeepers"  # an invite from Bob
INVITES = [BEES, "!wXcVbNmLkJhGfDsQaZ:example.org", "!tYuIoPaSdFgHjKlZxC:example.org"]
SPACE, SPACE_NAME = "!sPcWmLrTqZbNvYxKdA:example.org", "Allotment society"  # invite only
SPACE_ROOMS = ["!hGtRfEdWsQaZxCvBnM:example.org", "!pLoKiJuHyGtFrDeSwA:example.org"]
OWN_EVENT = "$Jf8sL2qVx9TnR4mWbK0cYhA3pZuE7dGi5oNlQwMtS1"  # Alice's message
EVENT = "$Rk4vQ9mXs2LtN7bWc1ZyH5pJd8FgA3eUo6iKlMnBqTr"  # Mallory's message
MALLORY_EVENTS = [EVENT, "$Pz7xC2vB9nM4kL1jH6gF3dS8aQ5wE0rTyUiOpAsDfG",
                  "$Wq3eR8tY1uI6oP4aS9dF2gH7jK0lZxCvBnM5QwErTy"]  # fmt: skip
DEVICE, DEVICE_NAME = "HJKQWERTYU", "Work laptop"
TXN = "m1696412345678"  # makeTxnId(): "m" + Date.now() + "." + a counter; made up
SESSION = "xYzAbCdEfGhIjKlMnOpQrStU"  # the UIA session id from the first 401; made up
EMAIL = "alice@example.org"
PASSWORD = "correct-horse-battery"  # typed, the same in every language
TEXT = "See you at the plots on Saturday at 10"  # typed in the composer
REASON = "Posting spam links"  # typed as a reason
BRAND = "Element"
Act = tuple[str, bool, list[Any]]


def enc(value: str) -> str:
    """utils.encodeUri's encodeURIComponent of a path part."""
    return quote(value, safe="!'()*-._~")


def api(method: str, path: str, data: Any = None) -> Any:
    """matrix-js-sdk's request to the homeserver; a body is JSON.stringify's (no body at all
    when the call passes none)."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def leave(room: str) -> Any:
    """MatrixClient.leave: membershipChange with user_id and reason undefined."""
    return api("POST", f"/rooms/{enc(room)}/leave", {})


def join(room: str) -> Any:
    """MatrixClient.joinRoom with no via servers."""
    return api("POST", f"/join/{enc(room)}", {})


def redact(room: str, event: str, n: int, reason: str | None = None) -> Any:
    """A redaction: content {reason} (undefined, and so dropped, with no reason)."""
    body = {"reason": reason} if reason else {}
    return api("PUT", f"/rooms/{enc(room)}/redact/{enc(event)}/{TXN}.{n}", body)


def ignored(users: list[str]) -> Any:
    """setIgnoredUsers: the m.ignored_user_list account data, whole."""
    return api("PUT", f"/user/{enc(ME)}/account_data/m.ignored_user_list",
               {"ignored_users": {u: {} for u in users}})  # fmt: skip


def state(room: str, kind: str, content: dict[str, Any]) -> Any:
    """sendStateEvent with the empty state key: the path ends in a slash."""
    return api("PUT", f"/rooms/{enc(room)}/state/{kind}/", content)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"element-web {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(room: str | None = None) -> str:
    """document.title: the brand, then `` | `` and the room's name in a room."""
    return f"{BRAND} | {room}" if room else BRAND


def question(t: Any, page: str, heading: str, message: str, button: str) -> dict[str, Any]:
    """A QuestionDialog: its title, its description, Cancel and the primary button."""
    return {"title": page, "dialog": {"title": heading, "message": message},
            "items": [{"button": t("action|cancel")}, {"button": button}]}  # fmt: skip


def room_screens(t: Any) -> list[dict[str, Any]]:
    """A room's menu, leaving a public and a private room, forgetting a room one was
    removed from, the composer, a message's menus, the removal and report dialogs."""
    garden = title(GARDEN_NAME)
    menu = {"title": garden, "items": [
        {"text": GARDEN_NAME}, {"menu": t("room|context_menu|favourite")},
        {"menu": t("common|low_priority")}, {"menu": t("room|context_menu|copy_link")},
        {"menu": t("common|settings")}, {"menu": t("action|leave")}]}  # fmt: skip
    tags = f"/user/{enc(ME)}/rooms/{enc(GARDEN)}/tags"
    leave_public = question(t, garden, t("action|leave_room"),
                            t("leave_room_dialog|leave_room_question", roomName=GARDEN_NAME),
                            t("action|leave"))  # fmt: skip
    board = title(BOARD_NAME)
    leave_private = question(t, board, t("action|leave_room"),
                             t("leave_room_dialog|leave_room_question", roomName=BOARD_NAME)
                             + " " + t("leave_room_dialog|room_rejoin_warning"),
                             t("action|leave"))  # fmt: skip
    kicked = {"title": board, "items": [
        {"text": t("room|kicked_from_room_by", roomName=BOARD_NAME, memberName=BOB_NAME)},
        {"text": t("room|kick_reason", reason="Inactive for a year")},
        {"button": t("room|forget_room")}, {"button": t("room|rejoin_button")}]}  # fmt: skip
    composer = {"title": garden, "items": [
        {"field": "composer", "hint": t("composer|placeholder"), "text": TEXT},
        {"icon": t("composer|send_button_title")}]}  # fmt: skip
    own_menu = {"title": garden, "items": [
        {"text": "Tomorrow's work party is cancelled"},
        {"menu": t("action|remove")}, {"menu": t("action|forward")},
        {"menu": t("action|copy_link")}]}  # fmt: skip
    remove = {"title": garden, "dialog": {"title": t("redact|confirm_button"),
                                          "message": t("redact|confirm_description")},
              "items": [{"field": "reason", "hint": t("redact|reason_label"),
                         "text": "Posted in the wrong room"}, {"button": t("action|cancel")},
                        {"button": t("action|remove")}]}  # fmt: skip
    other_menu = {"title": garden, "items": [
        {"text": "Cheap seeds here: bit.ly/xx"}, {"menu": t("timeline|context_menu|report")},
        {"menu": t("timeline|context_menu|view_source")}]}  # fmt: skip
    report = {"title": garden, "dialog": {
        "title": t("report_content|report_content_to_homeserver"),
        "message": t("report_content|description")}, "items": [
        {"field": "reason", "hint": t("room_settings|permissions|ban_reason"), "text": REASON},
        {"button": t("action|cancel")}, {"button": t("action|send_report")}]}  # fmt: skip
    room = enc(GARDEN)
    return [
        _entry("opens-prompt", "room context menu", menu, [
            (t("room|context_menu|favourite"), False, [
                api("DELETE", f"{tags}/m.lowpriority"), api("PUT", f"{tags}/m.favourite", {})]),
            (t("room|context_menu|copy_link"), False, []),
            (t("action|leave"), False, [])]),
        _entry("reversible", "leave public room dialog", leave_public, [
            (t("action|leave"), False, [leave(GARDEN)]),
            (t("action|cancel"), False, [])]),
        _entry("leave", "leave private room dialog", leave_private, [
            (t("action|leave"), True, [leave(BOARD)]),
            (t("action|cancel"), False, [])]),
        _entry("delete", "removed from room preview bar", kicked, [
            (t("room|forget_room"), True, [api("POST", f"/rooms/{enc(BOARD)}/forget", {})]),
            (t("room|rejoin_button"), False, [join(BOARD)])]),
        _entry("send", "composer", composer, [
            (t("composer|send_button_title"), True, [api(
                "PUT", f"/rooms/{room}/send/m.room.message/{TXN}.0",
                {"msgtype": "m.text", "body": TEXT, "m.mentions": {}})])]),
        _entry("opens-prompt", "own message options", own_menu, [
            (t("action|remove"), False, []), (t("action|copy_link"), False, [])]),
        _entry("delete", "remove message dialog", remove, [
            (t("action|remove"), True, [redact(GARDEN, OWN_EVENT, 1, "Posted in the wrong room")]),
            (t("action|cancel"), False, [])]),
        _entry("opens-prompt", "message options", other_menu, [
            (t("timeline|context_menu|report"), False, [])]),
        _entry("send", "report content dialog", report, [
            (t("action|send_report"), True, [api(
                "POST", f"/rooms/{room}/report/{enc(EVENT)}", {"score": -100, "reason": REASON})]),
            (t("action|cancel"), False, [])]),
    ]  # fmt: skip


def member_screens(t: Any) -> list[dict[str, Any]]:
    """A member's panel as a moderator sees it, and the ignore, removal, ban and
    recent-messages confirmations."""
    garden = title(GARDEN_NAME)
    panel = {"title": garden, "items": [
        {"text": MALLORY_NAME}, {"text": MALLORY},
        {"button": t("action|mention")}, {"button": t("action|ignore")},
        {"button": t("user_info|redact_button")}, {"button": t("user_info|kick_button_room")},
        {"button": t("user_info|ban_button_room")}]}  # fmt: skip
    ignore = question(t, garden, t("user_info|ignore_confirm_title", user=MALLORY_NAME),
                      t("user_info|ignore_confirm_description"), t("action|ignore"))  # fmt: skip
    reason = {"field": "reason", "hint": t("room_settings|permissions|ban_reason"), "text": REASON}

    def user_action(heading: str, button: str) -> dict[str, Any]:
        """ConfirmUserActionDialog: the member, a reason, Cancel and the action."""
        return {"title": garden, "dialog": {"title": heading}, "items": [
            {"text": MALLORY_NAME}, {"text": MALLORY}, reason,
            {"button": t("action|cancel")}, {"button": button}]}  # fmt: skip

    kick = user_action(t("user_info|kick_button_room_name", roomName=GARDEN_NAME),
                       t("user_info|kick_button_room"))  # fmt: skip
    ban = user_action(t("user_info|ban_room_confirm_title", roomName=GARDEN_NAME),
                      t("user_info|ban_button_room"))  # fmt: skip
    bulk = {"title": garden, "dialog": {
        "title": t("user_info|redact|confirm_title", user=MALLORY_NAME),
        "message": t("user_info|redact|confirm_description_1", count=3, user=MALLORY_NAME)
        + " " + t("user_info|redact|confirm_description_2")}, "items": [
        {"switch": t("user_info|redact|confirm_keep_state_label"), "checked": True},
        {"button": t("action|cancel")},
        {"button": t("user_info|redact|confirm_button", count=3)}]}  # fmt: skip
    room = enc(GARDEN)
    member = {"user_id": MALLORY, "reason": REASON}
    return [
        _entry("opens-prompt", "member panel", panel, [
            (t("action|ignore"), False, []),
            (t("user_info|redact_button"), False, []),
            (t("user_info|kick_button_room"), False, []),
            (t("user_info|ban_button_room"), False, [])]),
        _entry("reversible", "ignore user dialog", ignore, [
            (t("action|ignore"), False, [ignored([MALLORY])]),
            (t("action|cancel"), False, [])]),
        _entry("remove-user", "remove from room dialog", kick, [
            (t("user_info|kick_button_room"), True, [
                api("POST", f"/rooms/{room}/kick", member)]),
            (t("action|cancel"), False, [])]),
        _entry("ban", "ban dialog", ban, [
            (t("user_info|ban_button_room"), True, [api("POST", f"/rooms/{room}/ban", member)]),
            (t("action|cancel"), False, [])]),
        _entry("delete", "remove recent messages dialog", bulk, [
            (t("user_info|redact|confirm_keep_state_label"), False, []),
            (t("user_info|redact|confirm_button", count=3), True, [
                redact(GARDEN, e, n) for n, e in enumerate(reversed(MALLORY_EVENTS), 2)]),
            (t("action|cancel"), False, [])]),
    ]  # fmt: skip


def room_settings_screens(t: Any) -> list[dict[str, Any]]:
    """The room settings dialog's tabs, the encryption and upgrade confirmations, an invite
    and leaving a space."""

    def settings(name: str, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": title(name), "dialog": {"title": t("room_settings|title", roomName=name)},
                "items": [{"tab": t("common|general")},
                          {"tab": t("room_settings|security|title")},
                          {"tab": t("common|advanced")}, *items]}  # fmt: skip

    general = settings(GARDEN_NAME, [
        {"switch": t("room_settings|general|publish_toggle", domain="example.org"),
         "checked": False}])  # fmt: skip
    security = settings(GARDEN_NAME, [
        {"text": t("room_settings|access|title")},
        {"radio": t("room_settings|security|join_rule_invite"), "checked": False},
        {"radio": t("common|public"), "checked": True},
        {"radio": t("room_settings|security|history_visibility_shared"), "checked": True},
        {"radio": t("room_settings|security|history_visibility_joined"), "checked": False},
    ])  # fmt: skip
    encryption = settings(BOARD_NAME, [
        {"text": t("room_settings|security|encryption_permanent")},
        {"switch": t("common|encrypted"), "checked": False}])  # fmt: skip
    enable = question(t, title(BOARD_NAME),
                      t("room_settings|security|enable_encryption_confirm_title"),
                      t("room_settings|security|enable_encryption_confirm_description"),
                      t("action|ok"))  # fmt: skip
    advanced = settings(GARDEN_NAME, [
        {"text": f"{t('room_settings|advanced|room_version')} 9"},
        {"button": t("room_settings|advanced|room_upgrade_button")}])  # fmt: skip
    upgrade = {"title": title(GARDEN_NAME), "dialog": {
        "title": t("room_settings|advanced|upgrade_dwarning_ialog_title_public"),
        "message": t("room_settings|advanced|upgrade_warning_dialog_description")}, "items": [
        {"button": t("action|cancel")}, {"button": t("action|upgrade")}]}  # fmt: skip
    invite = {"title": title(BEES_NAME), "items": [
        {"text": t("room|invite_title", roomName=BEES_NAME)},
        {"text": t("room|invite_subtitle", userName=BOB_NAME)},
        {"button": t("action|accept")}, {"button": t("action|reject")},
        {"button": t("room|invite_reject_ignore")}]}  # fmt: skip
    space = {"title": title(SPACE_NAME), "dialog": {
        "title": t("space|leave_dialog_title", spaceName=SPACE_NAME),
        "message": t("space|leave_dialog_description", spaceName=SPACE_NAME)}, "items": [
        {"text": t("space|leave_dialog_option_intro")},
        {"radio": t("space|leave_dialog_option_none"), "checked": False},
        {"radio": t("space|leave_dialog_option_all"), "checked": True},
        {"radio": t("space|leave_dialog_option_specific"), "checked": False},
        {"button": t("action|cancel")}, {"button": t("space|leave_dialog_action")}]}  # fmt: skip
    return [
        _entry("reversible", "room settings general tab", general, [
            (t("room_settings|general|publish_toggle", domain="example.org"), False, [api(
                "PUT", f"/directory/list/room/{enc(GARDEN)}", {"visibility": "public"})])]),
        _entry("reversible", "room settings security tab", security, [
            (t("room_settings|security|join_rule_invite"), False, [
                state(GARDEN, "m.room.join_rules", {"join_rule": "invite"})]),
            (t("room_settings|security|history_visibility_joined"), False, [
                state(GARDEN, "m.room.history_visibility", {"history_visibility": "joined"})])]),
        _entry("opens-prompt", "room settings encryption switch", encryption, [
            (t("common|encrypted"), False, [])]),
        _entry("encrypt", "enable encryption dialog", enable, [
            (t("action|ok"), True, [
                state(BOARD, "m.room.encryption", {"algorithm": "m.megolm.v1.aes-sha2"})]),
            (t("action|cancel"), False, [])]),
        _entry("opens-prompt", "room settings advanced tab", advanced, [
            (t("room_settings|advanced|room_upgrade_button"), False, [])]),
        _entry("upgrade", "upgrade room dialog", upgrade, [
            (t("action|upgrade"), True, [
                api("POST", f"/rooms/{enc(GARDEN)}/upgrade", {"new_version": "10"})]),
            (t("action|cancel"), False, [])]),
        _entry("reject", "invite preview bar", invite, [
            (t("action|accept"), False, [join(BEES)]),
            (t("action|reject"), True, [leave(BEES)]),
            (t("room|invite_reject_ignore"), True, [ignored([BOB]), leave(BEES)])]),
        _entry("leave", "leave space dialog", space, [
            (t("space|leave_dialog_option_none"), False, []),
            (t("space|leave_dialog_action"), True, [leave(r) for r in [*SPACE_ROOMS, SPACE]]),
            (t("action|cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the sign-out dialog, the user settings' tabs (security, general,
    sessions) and the deactivation dialog."""
    home = title()

    def user_settings(items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": home, "dialog": {"title": t("common|settings")}, "items": [
            {"tab": t("common|general")}, {"tab": t("room_settings|security|title")},
            {"tab": t("settings|sessions|title")}, *items]}  # fmt: skip

    menu = {"title": home, "items": [
        {"text": "Alice"}, {"text": ME},
        {"menu": t("notifications|enable_prompt_toast_title")},
        {"menu": t("user_menu|settings")}, {"menu": t("action|sign_out")}]}  # fmt: skip
    logout = {"title": home, "dialog": {
        "title": t("auth|logout_dialog|setup_key_backup_title"),
        "message": t("auth|logout_dialog|setup_secure_backup_description_1")}, "items": [
        {"button": t("auth|logout_dialog|use_key_backup")},
        {"button": t("auth|logout_dialog|skip_key_backup")},
        {"text": t("common|advanced")},
        {"button": t("auth|logout_dialog|megolm_export")}]}  # fmt: skip
    security = user_settings([
        {"text": t("settings|security|ignore_users_section")},
        {"button": t("action|unignore")}, {"text": MALLORY},
        {"text": t("settings|security|bulk_options_section")},
        {"button": t("settings|security|bulk_options_accept_all_invites", invitedRooms=3)},
        {"button": t("settings|security|bulk_options_reject_all_invites", invitedRooms=3)},
    ])  # fmt: skip
    crypto = user_settings([
        {"text": t("settings|security|cryptography_section")},
        {"button": t("settings|security|export_megolm_keys")},
        {"button": t("settings|security|import_megolm_keys")}])  # fmt: skip
    general = user_settings([
        {"text": t("settings|general|emails_heading")}, {"text": EMAIL},
        {"button": t("action|remove")},
        {"text": t("settings|general|deactivate_warning")},
        {"button": t("settings|general|deactivate_section")}])  # fmt: skip
    remove_email = user_settings([
        {"text": t("settings|general|emails_heading")},
        {"text": t("settings|general|remove_email_prompt", email=EMAIL)},
        {"button": t("action|remove")}, {"button": t("action|cancel")}])  # fmt: skip
    deactivate = {"title": home, "dialog": {
        "title": t("settings|general|deactivate_section"),
        "message": t("settings|general|deactivate_confirm_content")}, "items": [
        {"switch": t("settings|general|deactivate_confirm_erase_label"), "checked": False},
        {"text": t("settings|general|deactivate_confirm_body_password")},
        {"field": "password", "hint": t("common|password"), "text": PASSWORD},
        {"button": t("action|continue")}]}  # fmt: skip
    rename = user_settings([
        {"text": t("settings|sessions|rename_form_heading")},
        {"field": "device_rename_input", "hint": t("settings|sessions|rename_form_heading"),
         "text": DEVICE_NAME},
        {"text": t("settings|sessions|rename_form_caption")},
        {"button": t("action|save")}, {"button": t("action|cancel")}])  # fmt: skip
    auth = {"session": SESSION, "type": "m.login.password", "user": ME,
            "identifier": {"type": "m.id.user", "user": ME}, "password": PASSWORD}  # fmt: skip
    email = {"medium": "email", "address": EMAIL}
    return [
        _entry("reversible", "user menu", menu, [
            (t("user_menu|settings"), False, []),
            (t("action|sign_out"), False, [api("POST", "/logout")])]),
        _entry("delete", "sign out without key backup dialog", logout, [
            (t("auth|logout_dialog|skip_key_backup"), True, [api("POST", "/logout")]),
            (t("auth|logout_dialog|use_key_backup"), False, [])]),
        _entry("reject", "security tab ignored users and invites", security, [
            (t("action|unignore"), False, [ignored([])]),
            (t("settings|security|bulk_options_accept_all_invites", invitedRooms=3), False,
             [join(r) for r in INVITES]),
            (t("settings|security|bulk_options_reject_all_invites", invitedRooms=3), True,
             [leave(r) for r in INVITES])]),
        _entry("opens-prompt", "security tab cryptography", crypto, [
            (t("settings|security|export_megolm_keys"), False, [])]),
        _entry("opens-prompt", "general tab", general, [
            (t("action|remove"), False, []),
            (t("settings|general|deactivate_section"), False, [])]),
        _entry("reversible", "general tab email removal", remove_email, [
            (t("action|remove"), False, [api("POST", "/account/3pid/delete", email)]),
            (t("action|cancel"), False, [])]),
        _entry("delete-user", "deactivate account dialog", deactivate, [
            (t("settings|general|deactivate_confirm_erase_label"), False, [
                api("POST", "/account/deactivate", {"erase": True})]),
            (t("action|continue"), True, [
                api("POST", "/account/deactivate", {"auth": auth, "erase": False})])]),
        _entry("reversible", "sessions tab rename", rename, [
            (t("action|save"), False, [
                api("PUT", f"/devices/{DEVICE}", {"display_name": DEVICE_NAME})]),
            (t("action|cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of one language."""
    return [*room_screens(t), *member_screens(t), *room_settings_screens(t),
            *account_screens(t)]  # fmt: skip
