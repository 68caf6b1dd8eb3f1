"""Akkoma-FE's screens for the hundred-and-sixty-ninth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's ``src/i18n/<lang>.json`` catalogue and ``ok`` the browser's OK and Cancel of a
JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

STATUS, OWN, USER, ME, REQUESTER = "AZ3kq1Xb2mN8", "AZ3kqQ7rTt0", "AZ1bcD9eFg", "AZ0me", "AZ7yyQ"
NAME, REQ_NAME, HOST = "@robin@social.example", "@sam", "social.example"
LIST, TOKEN, NOTIF, POLL = "7", "42", "318", "AZ5pOlL"
TEXT, OTHER_TEXT = "Lunch at the new ramen place?", "New ramen place opened downtown"
Act = tuple[str, bool, list[Any]]


def fetch(method: str, url: str, data: Any = None) -> Any:
    """A ``fetch`` with a JSON body (``JSON.stringify``), or none."""
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}", "body": json.dumps(data, separators=(",", ":"))}


def formdata(method: str, url: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A ``fetch`` with a ``FormData`` body, written as its fields in order."""
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)
    return {"request": f"{method} {url}", "body": body}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"akkoma-fe {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, header: str, message: str, cancel: str, accept: str) -> dict[str, Any]:
    """A ConfirmModal (dialog_modal): its header, its text, Cancel then the accept button."""
    return {"title": title, "dialog": {"title": header, "message": message},
            "items": [{"button": cancel}, {"button": accept}]}  # fmt: skip


def confirm(title: str, message: str, ok: tuple[str, str]) -> dict[str, Any]:
    """A ``window.confirm()``: the browser's dialog, no title, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def status_screens(t: Any) -> list[dict[str, Any]]:
    """A post in the home timeline, its buttons and menus, the composer and the confirmations."""
    home = t("nav.home_timeline")
    other = {"title": home, "items": [
        {"text": NAME}, {"text": OTHER_TEXT},
        {"icon": t("tool_tip.reply")}, {"icon": t("tool_tip.repeat")},
        {"icon": t("tool_tip.favorite")}, {"icon": t("tool_tip.add_reaction")},
        {"icon": t("general.more")}]}  # fmt: skip
    repeated = {"title": home, "items": [
        {"text": NAME}, {"text": OTHER_TEXT},
        {"icon": t("tool_tip.repeat")},
        {"icon": t("tool_tip.favorite")}]}  # fmt: skip
    repeat = modal(home, t("status.repeat_confirm_title"), t("status.repeat_confirm"),
                   t("status.repeat_confirm_cancel_button"),
                   t("status.repeat_confirm_accept_button"))  # fmt: skip
    menu = {"title": home, "dialog": {}, "items": [
        {"menu": t("status.mute_conversation")}, {"menu": t("status.bookmark")},
        {"menu": t("status.copy_link")}, {"menu": t("status.external_source")},
        {"menu": t("user_card.report")}]}  # fmt: skip
    own_menu = {"title": home, "dialog": {}, "items": [
        {"menu": t("status.mute_conversation")}, {"menu": t("status.pin")},
        {"menu": t("status.unbookmark")}, {"menu": t("status.edit")},
        {"menu": t("status.redraft")}, {"menu": t("status.delete")},
        {"menu": t("status.copy_link")}]}  # fmt: skip
    delete = modal(home, t("status.delete_confirm_title"), t("status.delete_confirm"),
                   t("status.delete_confirm_cancel_button"),
                   t("status.delete_confirm_accept_button"))  # fmt: skip
    redraft = modal(home, t("status.redraft_confirm_title"), t("status.redraft_confirm"),
                    t("status.redraft_confirm_cancel_button"),
                    t("status.redraft_confirm_accept_button"))  # fmt: skip
    compose = {"title": home, "items": [
        {"field": "status", "hint": t("post_status.default"), "text": TEXT, "focused": True},
        {"icon": t("tool_tip.media_upload")}, {"button": t("post_status.post")}]}  # fmt: skip
    reply = {"title": home, "items": [
        {"text": OTHER_TEXT},
        {"field": "status", "hint": t("post_status.default"), "text": "Count me in!",
         "focused": True},
        {"button": t("post_status.post")}]}  # fmt: skip
    edit = {"title": home, "dialog": {"title": t("post_status.edit_status")}, "items": [
        {"field": "status", "hint": t("post_status.default"), "text": TEXT + " 12:30",
         "focused": True},
        {"button": t("post_status.post")}]}  # fmt: skip
    new = [("status", TEXT), ("source", "Pleroma FE"), ("visibility", "public")]
    answer = [("status", "Count me in!"), ("source", "Pleroma FE"), ("visibility", "public"),
              ("in_reply_to_id", STATUS)]  # fmt: skip
    delete_own = f"DELETE /api/v1/statuses/{OWN}"
    return [
        _entry(
            "opens-prompt",
            "a post's buttons",
            other,
            [
                (t("tool_tip.reply"), False, []),
                (t("tool_tip.repeat"), False, []),
                (t("tool_tip.favorite"), False, [f"POST /api/v1/statuses/{STATUS}/favourite"]),
                (t("tool_tip.add_reaction"), False, []),
                (t("general.more"), False, []),
            ],
        ),
        _entry(
            "send",
            "repeat confirmation",
            repeat,
            [
                (
                    t("status.repeat_confirm_accept_button"),
                    True,
                    [f"POST /api/v1/statuses/{STATUS}/reblog"],
                ),
                (t("status.repeat_confirm_cancel_button"), False, []),
            ],
        ),
        _entry(
            "reversible",
            "a repeated, favourited post",
            repeated,
            [
                (t("tool_tip.repeat"), False, [f"POST /api/v1/statuses/{STATUS}/unreblog"]),
                (t("tool_tip.favorite"), False, [f"POST /api/v1/statuses/{STATUS}/unfavourite"]),
            ],
        ),
        _entry(
            "reversible",
            "a post's menu",
            menu,
            [
                (t("status.mute_conversation"), False, [f"POST /api/v1/statuses/{STATUS}/mute"]),
                (t("status.bookmark"), False, [f"POST /api/v1/statuses/{STATUS}/bookmark"]),
                (t("status.copy_link"), False, []),
                (t("status.external_source"), False, []),
                (t("user_card.report"), False, []),
            ],
        ),
        _entry(
            "reversible",
            "own post's menu",
            own_menu,
            [
                (t("status.mute_conversation"), False, [f"POST /api/v1/statuses/{OWN}/mute"]),
                (t("status.pin"), False, [f"POST /api/v1/statuses/{OWN}/pin"]),
                (t("status.unbookmark"), False, [f"POST /api/v1/statuses/{OWN}/unbookmark"]),
                (t("status.edit"), False, [f"GET /api/v1/statuses/{OWN}/source"]),
                (t("status.redraft"), False, []),
                (t("status.delete"), False, []),
            ],
        ),
        _entry(
            "delete",
            "delete confirmation",
            delete,
            [
                (t("status.delete_confirm_accept_button"), True, [delete_own]),
                (t("status.delete_confirm_cancel_button"), False, []),
            ],
        ),
        _entry(
            "delete",
            "delete & redraft confirmation",
            redraft,
            [
                (
                    t("status.redraft_confirm_accept_button"),
                    True,
                    [f"GET /api/v1/statuses/{OWN}/source", delete_own],
                ),
                (t("status.redraft_confirm_cancel_button"), False, []),
            ],
        ),
        _entry(
            "send",
            "composer",
            compose,
            [
                (t("post_status.post"), True, [formdata("POST", "/api/v1/statuses", new)]),
                (t("tool_tip.media_upload"), False, []),
            ],
        ),
        _entry(
            "send",
            "reply form",
            reply,
            [(t("post_status.post"), True, [formdata("POST", "/api/v1/statuses", answer)])],
        ),
        _entry(
            "send",
            "edit post modal",
            edit,
            [
                (
                    t("post_status.post"),
                    True,
                    [formdata("PUT", f"/api/v1/statuses/{OWN}", [("status", TEXT + " 12:30")])],
                )
            ],
        ),
    ]


def account_screens(t: Any) -> list[dict[str, Any]]:
    """A profile's follow button and actions menu, their confirmations, the report modal,
    follow requests, notifications and lists."""
    title = NAME
    card = {"title": title, "items": [
        {"button": t("user_card.follow")}, {"button": t("user_card.mute")},
        {"icon": t("general.more")}]}  # fmt: skip
    followed = {
        "title": title,
        "items": [{"button": t("user_card.follow_unfollow")}, {"button": t("user_card.unmute")}],
    }
    unfollow = modal(title, t("user_card.unfollow_confirm_title"),
                     t("user_card.unfollow_confirm", user=NAME),
                     t("user_card.unfollow_confirm_cancel_button"),
                     t("user_card.unfollow_confirm_accept_button"))  # fmt: skip
    mute = modal(title, t("user_card.mute_confirm_title"), t("user_card.mute_confirm", user=NAME),
                 t("user_card.mute_confirm_cancel_button"),
                 t("user_card.mute_confirm_accept_button"))  # fmt: skip
    actions = {"title": title, "dialog": {}, "items": [
        {"menu": t("user_card.hide_repeats")}, {"menu": t("user_card.remove_follower")},
        {"menu": t("user_card.block")}, {"menu": t("user_card.report")},
        {"menu": t("user_card.mute_domain")}]}  # fmt: skip
    blocked = {"title": title, "dialog": {}, "items": [
        {"menu": t("user_card.show_repeats")}, {"menu": t("user_card.unblock")},
        {"menu": t("user_card.domain_muted")}]}  # fmt: skip
    block = modal(title, t("user_card.block_confirm_title"),
                  t("user_card.block_confirm", user=NAME),
                  t("user_card.block_confirm_cancel_button"),
                  t("user_card.block_confirm_accept_button"))  # fmt: skip
    report = {"title": title, "dialog": {"title": t("user_reporting.title", NAME)}, "items": [
        {"field": "comment", "hint": t("user_reporting.additional_comments"),
         "text": "Spam links in every reply", "focused": True},
        {"switch": t("user_reporting.forward_to", HOST), "checked": False},
        {"button": t("user_reporting.submit")}]}  # fmt: skip
    requests = {"title": t("nav.friend_requests"), "items": [
        {"text": REQ_NAME}, {"button": t("user_card.approve")},
        {"button": t("user_card.deny")}]}  # fmt: skip
    approve = modal(t("nav.friend_requests"), t("user_card.approve_confirm_title"),
                    t("user_card.approve_confirm", user=REQ_NAME),
                    t("user_card.approve_confirm_cancel_button"),
                    t("user_card.approve_confirm_accept_button"))  # fmt: skip
    deny = modal(t("nav.friend_requests"), t("user_card.deny_confirm_title"),
                 t("user_card.deny_confirm", user=REQ_NAME),
                 t("user_card.deny_confirm_cancel_button"),
                 t("user_card.deny_confirm_accept_button"))  # fmt: skip
    notifications = {"title": t("notifications.notifications"), "items": [
        {"button": t("notifications.read")}, {"text": NAME},
        {"text": t("notifications.favorited_you")}]}  # fmt: skip
    lists = {"title": t("nav.lists"), "items": [{"button": t("lists.new")}, {"link": "Friends"}]}
    new_list = {"title": t("lists.new"), "items": [
        {"field": "title", "hint": t("lists.title"), "text": "Ramen club", "focused": True},
        {"button": t("lists.create")}]}  # fmt: skip
    edit_list = {"title": t("nav.lists"), "items": [
        {"field": "title", "hint": t("lists.title"), "text": "Friends"}, {"text": NAME},
        {"button": t("lists.save")}, {"button": t("lists.delete")}]}  # fmt: skip
    account = f"/api/v1/accounts/{USER}"
    return [
        _entry(
            "reversible",
            "profile card",
            card,
            [
                (t("user_card.follow"), False, [fetch("POST", f"{account}/follow", {})]),
                (t("user_card.mute"), False, []),
                (t("general.more"), False, []),
            ],
        ),
        _entry(
            "reversible",
            "mute confirmation",
            mute,
            [
                (t("user_card.mute_confirm_accept_button"), False, [f"POST {account}/mute"]),
                (t("user_card.mute_confirm_cancel_button"), False, []),
            ],
        ),
        _entry(
            "opens-prompt",
            "followed profile card",
            followed,
            [
                (t("user_card.follow_unfollow"), False, []),
                (t("user_card.unmute"), False, [f"POST {account}/unmute"]),
            ],
        ),
        _entry(
            "reversible",
            "unfollow confirmation",
            unfollow,
            [
                (
                    t("user_card.unfollow_confirm_accept_button"),
                    False,
                    [f"POST {account}/unfollow"],
                ),
                (t("user_card.unfollow_confirm_cancel_button"), False, []),
            ],
        ),
        _entry(
            "block",
            "profile actions menu",
            actions,
            [
                (
                    t("user_card.hide_repeats"),
                    False,
                    [fetch("POST", f"{account}/follow", {"reblogs": False})],
                ),
                (t("user_card.remove_follower"), True, [f"POST {account}/remove_from_followers"]),
                (t("user_card.block"), False, []),
                (t("user_card.report"), False, []),
                (
                    t("user_card.mute_domain"),
                    False,
                    [fetch("POST", "/api/v1/domain_blocks", {"domain": HOST})],
                ),
            ],
        ),
        _entry(
            "block",
            "block confirmation",
            block,
            [
                (t("user_card.block_confirm_accept_button"), True, [f"POST {account}/block"]),
                (t("user_card.block_confirm_cancel_button"), False, []),
            ],
        ),
        _entry(
            "reversible",
            "blocked profile's actions menu",
            blocked,
            [
                (
                    t("user_card.show_repeats"),
                    False,
                    [fetch("POST", f"{account}/follow", {"reblogs": True})],
                ),
                (t("user_card.unblock"), False, [f"POST {account}/unblock"]),
                (
                    t("user_card.domain_muted"),
                    False,
                    [fetch("DELETE", "/api/v1/domain_blocks", {"domain": HOST})],
                ),
            ],
        ),
        _entry(
            "send",
            "report modal",
            report,
            [
                (t("user_reporting.forward_to", HOST), False, []),
                (
                    t("user_reporting.submit"),
                    True,
                    [
                        fetch(
                            "POST",
                            "/api/v1/reports",
                            {
                                "account_id": USER,
                                "status_ids": [],
                                "comment": "Spam links in every reply",
                                "forward": False,
                            },
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "opens-prompt",
            "follow request",
            requests,
            [(t("user_card.approve"), False, []), (t("user_card.deny"), False, [])],
        ),
        _entry(
            "reversible",
            "approve confirmation",
            approve,
            [
                (
                    t("user_card.approve_confirm_accept_button"),
                    False,
                    [
                        f"POST /api/v1/follow_requests/{REQUESTER}/authorize",
                        formdata("POST", "/api/v1/pleroma/notifications/read", [("id", NOTIF)]),
                    ],
                ),
                (t("user_card.approve_confirm_cancel_button"), False, []),
            ],
        ),
        _entry(
            "delete",
            "deny confirmation",
            deny,
            [
                (
                    t("user_card.deny_confirm_accept_button"),
                    True,
                    [f"POST /api/v1/follow_requests/{REQUESTER}/reject"],
                ),
                (t("user_card.deny_confirm_cancel_button"), False, []),
            ],
        ),
        _entry(
            "reversible",
            "notifications column",
            notifications,
            [
                (
                    t("notifications.read"),
                    False,
                    [formdata("POST", "/api/v1/pleroma/notifications/read", [("max_id", NOTIF)])],
                )
            ],
        ),
        _entry(
            "opens-prompt",
            "lists",
            lists,
            [
                (t("lists.new"), False, []),
                ("Friends", False, [f"GET /api/v1/timelines/list/{LIST}"]),
            ],
        ),
        _entry(
            "reversible",
            "new list",
            new_list,
            [(t("lists.create"), False, [fetch("POST", "/api/v1/lists", {"title": "Ramen club"})])],
        ),
        _entry(
            "delete",
            "list editor",
            edit_list,
            [
                (
                    t("lists.save"),
                    False,
                    [
                        fetch("PUT", f"/api/v1/lists/{LIST}", {"title": "Friends"}),
                        fetch("POST", f"/api/v1/lists/{LIST}/accounts", {"account_ids": [USER]}),
                    ],
                ),
                (t("lists.delete"), True, [f"DELETE /api/v1/lists/{LIST}"]),
            ],
        ),
    ]


def settings_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The settings modal's security, profile and data tabs."""
    security = t("settings.security_tab")
    email = {"title": security, "items": [
        {"text": t("settings.change_email")},
        {"field": "email", "hint": t("settings.new_email"), "text": "me@new.example"},
        {"field": "password", "hint": t("settings.current_password"), "text": "••••••"},
        {"button": t("settings.save")}]}  # fmt: skip
    password = {"title": security, "items": [
        {"text": t("settings.change_password")},
        {"field": "password", "hint": t("settings.current_password"), "text": "••••••"},
        {"field": "new", "hint": t("settings.new_password"), "text": "••••••••"},
        {"field": "confirm", "hint": t("settings.confirm_new_password"), "text": "••••••••"},
        {"button": t("settings.save")}]}  # fmt: skip
    tokens = {"title": security, "items": [
        {"text": t("settings.oauth_tokens")}, {"text": "Tusky"},
        {"button": t("settings.revoke_token")}]}  # fmt: skip
    revoke = confirm(security, t("settings.revoke_token") + "?", ok)
    aliases = {"title": security, "items": [
        {"text": t("settings.account_alias")}, {"text": "robin@old.example"},
        {"button": t("settings.remove_alias")},
        {"field": "alias", "hint": "", "text": "robin@other.example"},
        {"button": t("settings.save")}]}  # fmt: skip
    move = {"title": security, "items": [
        {"text": t("settings.move_account")},
        {"field": "target", "hint": "", "text": "robin@new.example"},
        {"field": "password", "hint": t("settings.current_password"), "text": "••••••"},
        {"button": t("settings.save")}]}  # fmt: skip
    delete_intro = {
        "title": security,
        "items": [
            {"text": t("settings.delete_account_description")},
            {"button": t("settings.save")},
        ],
    }
    delete = {"title": security, "items": [
        {"text": t("settings.delete_account_instructions")},
        {"field": "password", "hint": t("login.password"), "text": "••••••", "focused": True},
        {"button": t("settings.delete_account")}]}  # fmt: skip
    profile_tab = t("settings.profile_tab")
    profile = {"title": profile_tab, "items": [
        {"field": "name", "hint": t("settings.name"), "text": "Robin"},
        {"field": "bio", "hint": t("settings.bio"), "text": "Ramen enthusiast"},
        {"button": t("settings.save")}]}  # fmt: skip
    avatar = {
        "title": profile_tab,
        "items": [{"text": t("settings.avatar")}, {"icon": t("settings.reset_avatar")}],
    }
    reset = confirm(profile_tab, t("settings.reset_avatar_confirm"), ok)
    data = t("settings.data_import_export_tab")
    backup = {
        "title": data,
        "items": [{"text": t("settings.account_backup")}, {"button": t("settings.add_backup")}],
    }
    pw = "hunter22"
    return [
        _entry(
            "reversible",
            "change email",
            email,
            [
                (
                    t("settings.save"),
                    False,
                    [
                        formdata(
                            "POST",
                            "/api/pleroma/change_email",
                            [("email", "me@new.example"), ("password", pw)],
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "change password",
            password,
            [
                (
                    t("settings.save"),
                    False,
                    [
                        formdata(
                            "POST",
                            "/api/pleroma/change_password",
                            [
                                ("password", pw),
                                ("new_password", "ramen4ever"),
                                ("new_password_confirmation", "ramen4ever"),
                            ],
                        )
                    ],
                )
            ],
        ),
        _entry(
            "opens-prompt", "authorized apps", tokens, [(t("settings.revoke_token"), False, [])]
        ),
        _entry(
            "revoke",
            "revoke confirm()",
            revoke,
            [(ok[0], True, [f"DELETE /api/oauth_tokens/{TOKEN}"]), (ok[1], False, [])],
        ),
        _entry(
            "reversible",
            "account aliases",
            aliases,
            [
                (
                    t("settings.remove_alias"),
                    False,
                    [fetch("DELETE", "/api/pleroma/aliases", {"alias": "robin@old.example"})],
                ),
                (
                    t("settings.save"),
                    False,
                    [fetch("PUT", "/api/pleroma/aliases", {"alias": "robin@other.example"})],
                ),
            ],
        ),
        _entry(
            "move-account",
            "move account",
            move,
            [
                (
                    t("settings.save"),
                    True,
                    [
                        formdata(
                            "POST",
                            "/api/pleroma/move_account",
                            [("password", pw), ("target_account", "robin@new.example")],
                        )
                    ],
                )
            ],
        ),
        _entry("opens-prompt", "delete account", delete_intro, [(t("settings.save"), False, [])]),
        _entry(
            "delete-user",
            "delete account password",
            delete,
            [
                (
                    t("settings.delete_account"),
                    True,
                    [formdata("POST", "/api/pleroma/delete_account", [("password", pw)])],
                )
            ],
        ),
        _entry(
            "reversible",
            "profile tab",
            profile,
            [
                (
                    t("settings.save"),
                    False,
                    [
                        fetch(
                            "PATCH",
                            "/api/v1/accounts/update_credentials",
                            {
                                "note": "Ramen enthusiast",
                                "locked": False,
                                "display_name": "Robin",
                                "fields_attributes": [],
                                "bot": False,
                                "show_role": True,
                                "status_ttl_days": -1,
                                "accepts_direct_messages_from": "everybody",
                            },
                        )
                    ],
                )
            ],
        ),
        _entry("opens-prompt", "avatar", avatar, [(t("settings.reset_avatar"), False, [])]),
        _entry(
            "reversible",
            "reset avatar confirm()",
            reset,
            [
                (
                    ok[0],
                    False,
                    [formdata("PATCH", "/api/v1/accounts/update_credentials", [("avatar", "")])],
                ),
                (ok[1], False, []),
            ],
        ),
        _entry(
            "reversible",
            "account backup",
            backup,
            [(t("settings.add_backup"), False, ["POST /api/v1/pleroma/backups"])],
        ),
    ]


def screens(t: Any, ok: tuple[str, str] = ("OK", "Cancel")) -> list[dict[str, Any]]:
    return [*status_screens(t), *account_screens(t), *settings_screens(t, ok)]
