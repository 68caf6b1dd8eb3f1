"""Umami's screens for the forty-ninth held-out corpus: ``screens(t)`` lays them out in one
language, ``t(key, **values)`` being that language's lookup of a message key. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"
WEBSITE = "3f8a2c71-5d4e-4b9a-8c1f-6e2d9b0a7c45"
TEAM = "b71e04d2-9c3a-4f68-a5d1-2e8c7f9b3a60"
ME = "0d5c9e13-7a2b-4c8e-9f41-6b3d2a8e5c17"
MEMBER = "6a2f8d40-1e7b-4d93-b5c8-3f9a0e6d2b71"
SHARE = "c4e91a7b-2d5f-4a86-9b3e-7f1c0d8a6e52"
SEGMENT = "8e3b6f21-4c9d-4a17-b2e5-9d0f7a3c1b84"
COHORT = "1f7d4a93-6b2e-4c58-8a0d-5e9b3c7f2a16"
BOARD = "9a0c5e82-3f1b-4d76-a9e4-2b8d6c1f7e30"
LINK = "5b8e2d17-0a4c-4f39-8d6b-1c7e9a3f5d28"
PIXEL = "e2a74c06-8d3f-4b19-a5c7-6f0b2e9d4a83"
NAME, DOMAIN = "Harbour Shop", "shop.harbour.example"
TEAM_NAME, MEMBER_NAME = "Harbour Analytics", "lena"
OLD_CODE, NEW_CODE = "team_Qm4Xz8Lp2Vr6Nt1K", "team_Hd7Wc3Ys9Bf5Jk0R"
SLUG = "Xk3Pq9Lm2Rt7Vb5N"
Act = tuple[str, bool, list[Any]]

# ShareEditForm's parameters: one switch per SHARE_NAV_ITEMS entry, overview and events on.
SHARE_ITEMS = {
    "traffic": ["overview", "events", "sessions", "realtime", "performance", "compare",
                "breakdown"],
    "behavior": ["goals", "funnels", "journeys", "retention"],
    "growth": ["utm", "revenue", "attribution"],
}  # fmt: skip


def send(method: str, path: str, body: Any = None) -> Any:
    """One call of useApi under /api: POST carries the JSON.stringify of its object (``{}``
    for a mutation run with null), GET and DELETE carry none."""
    if body is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def label(t: Any, key: str, **values: str) -> str:
    return t(f"label.{key}", **values)


def message(t: Any, key: str, **values: str) -> str:
    return t(f"message.{key}", **values)


def confirmation(t: Any, title: str, text: str, button: str) -> dict[str, Any]:
    """A Dialog holding a ConfirmationForm: its message, Cancel and the confirm button."""
    return {"title": title, "dialog": {"title": label(t, "confirm"), "message": text},
            "items": [{"button": label(t, "cancel")}, {"button": button}]}  # fmt: skip


def typed(t: Any, page: str, title: str, word: str, button: str) -> dict[str, Any]:
    """A Dialog holding a TypeConfirmationForm with the word already typed in."""
    text = message(t, "action-confirmation", confirmation=word)
    return {"title": page, "dialog": {"title": title, "message": text}, "items": [
        {"field": "confirm", "hint": label(t, "confirm"), "text": word, "focused": True},
        {"button": label(t, "cancel")}, {"button": button}]}  # fmt: skip


def website_screens(t: Any) -> list[dict[str, Any]]:
    """A website's settings: its details, replays, share links and the data actions with
    their transfer, reset and delete dialogs."""
    save, cancel, delete = label(t, "save"), label(t, "cancel"), label(t, "delete")
    details = {"title": NAME, "items": [
        {"field": "id", "hint": label(t, "website-id"), "text": WEBSITE},
        {"field": "name", "hint": label(t, "name"), "text": NAME, "focused": True},
        {"field": "domain", "hint": label(t, "domain"), "text": DOMAIN},
        {"button": save}]}  # fmt: skip
    replay_off = {"title": NAME, "items": [
        {"text": label(t, "replays")}, {"switch": label(t, "replay-enabled")}]}  # fmt: skip
    replay_on = {"title": NAME, "items": [
        {"text": label(t, "replays")}, {"switch": label(t, "replay-enabled")},
        {"slider": label(t, "sample-rate")},
        {"text": label(t, "mask-level")}, {"text": label(t, "max-duration")},
        {"field": "blockSelector", "hint": label(t, "block-selector"), "text": ""},
        {"button": save}]}  # fmt: skip
    data = {"title": NAME, "items": [
        {"text": label(t, "transfer-website")}, {"text": message(t, "transfer-website")},
        {"button": label(t, "transfer")},
        {"text": label(t, "reset-website")}, {"text": message(t, "reset-website-warning")},
        {"button": label(t, "reset")},
        {"text": label(t, "delete-website")}, {"text": message(t, "delete-website-warning")},
        {"button": delete}]}  # fmt: skip
    transfer = {"title": NAME, "dialog": {
        "title": label(t, "transfer-website"),
        "message": message(t, "transfer-user-website-to-team")}, "items": [
        {"text": TEAM_NAME}, {"button": cancel}, {"button": label(t, "transfer")}]}  # fmt: skip
    shares = {"title": NAME, "items": [
        {"text": label(t, "share")}, {"button": label(t, "add")},
        {"text": message(t, "share-url")}, {"text": "Public dashboard"},
        {"link": f"https://stats.harbour.example/share/{SLUG}"}]}  # fmt: skip
    checks = [{"switch": label(t, item)} for items in SHARE_ITEMS.values() for item in items]
    share_form = [
        {"field": "name", "hint": label(t, "name"), "text": "Public dashboard", "focused": True},
        *checks, {"button": cancel}, {"button": save}]  # fmt: skip
    create = {"title": NAME, "dialog": {"title": label(t, "share")}, "items": share_form}
    edit = {"title": NAME, "dialog": {"title": label(t, "share")}, "items": [
        {"field": "url", "hint": label(t, "share-url"),
         "text": f"https://stats.harbour.example/share/{SLUG}"}, *share_form]}  # fmt: skip
    parameters = {item: item in ("overview", "events")
                  for items in SHARE_ITEMS.values() for item in items}  # fmt: skip
    share_body = {"name": "Public dashboard", "parameters": parameters}
    config = {"sampleRate": 0.15, "maskLevel": "moderate", "maxDuration": 300000}
    return [
        _entry("reversible", "website details", details, [(save, False, [
            send("POST", f"/websites/{WEBSITE}", {"id": WEBSITE, "name": NAME,
                                                  "domain": DOMAIN})])]),
        _entry("reversible", "website replays (switch)", replay_off, [
            (label(t, "replay-enabled"), False, [
                send("POST", f"/websites/{WEBSITE}", {"replayEnabled": True})])]),
        _entry("reversible", "website replays (save)", replay_on, [(save, False, [
            send("POST", f"/websites/{WEBSITE}", {"replayEnabled": True,
                                                  "replayConfig": config})])]),
        _entry("opens-prompt", "website data", data, [
            (label(t, "transfer"), False, []), (label(t, "reset"), False, []),
            (delete, False, [])]),
        _entry("transfer", "website transfer dialog", transfer, [
            (label(t, "transfer"), True, [
                send("POST", f"/websites/{WEBSITE}/transfer", {"teamId": TEAM})]),
            (cancel, False, [])]),
        _entry("delete", "website reset dialog", typed(
            t, NAME, label(t, "reset-website"), "RESET", label(t, "reset")), [
            (label(t, "reset"), True, [send("POST", f"/websites/{WEBSITE}/reset", {})]),
            (cancel, False, [])]),
        _entry("delete", "website delete dialog", typed(
            t, NAME, label(t, "delete-website"), "DELETE", delete), [
            (delete, True, [send("DELETE", f"/websites/{WEBSITE}")]), (cancel, False, [])]),
        _entry("opens-prompt", "website shares", shares, [(label(t, "add"), False, [])]),
        _entry("reversible", "share create dialog", create, [
            (save, False, [send("POST", f"/websites/{WEBSITE}/shares", share_body)]),
            (cancel, False, [])]),
        _entry("reversible", "share edit dialog", edit, [(save, False, [
            send("POST", f"/share/id/{SHARE}", {**share_body, "slug": SLUG})])]),
        _entry("delete", "share delete dialog", confirmation(
            t, NAME, message(t, "confirm-remove", target=SLUG), delete), [
            (delete, True, [send("DELETE", f"/share/id/{SHARE}")]), (cancel, False, [])]),
    ]  # fmt: skip


def team_screens(t: Any) -> list[dict[str, Any]]:
    """A team's settings: its name and access code, leaving, deleting, its members' roles
    and removal; joining a team; an administrator adding a member."""
    save, cancel, delete = label(t, "save"), label(t, "cancel"), label(t, "delete")

    def settings(code: str) -> dict[str, Any]:
        return {"title": TEAM_NAME, "items": [
            {"button": label(t, "leave")},
            {"field": "id", "hint": label(t, "team-id"), "text": TEAM},
            {"field": "name", "hint": label(t, "name"), "text": TEAM_NAME},
            {"field": "accessCode", "hint": label(t, "access-code"), "text": code},
            {"button": label(t, "regenerate")}, {"button": save},
            {"text": label(t, "members")}]}  # fmt: skip

    def team(code: str) -> Any:
        return send("POST", f"/teams/{TEAM}", {"id": TEAM, "name": TEAM_NAME, "accessCode": code})

    manage = {"title": TEAM_NAME, "items": [
        {"text": label(t, "delete-team")}, {"text": message(t, "delete-team-warning")},
        {"button": delete}]}  # fmt: skip
    leave = {"title": TEAM_NAME, "dialog": {
        "title": label(t, "leave-team"), "message": message(t, "confirm-leave", target=TEAM_NAME)},
        "items": [{"button": cancel}, {"button": label(t, "leave")}]}  # fmt: skip

    def roles(chosen: str) -> list[dict[str, Any]]:
        return [{"text": label(t, "role")}, {"button": label(t, chosen)}]

    role = {"title": TEAM_NAME, "dialog": {"title": label(t, "edit-member")}, "items": [
        *roles("view-only"), {"button": cancel}, {"button": save}]}  # fmt: skip
    join = {"title": label(t, "teams"), "dialog": {"title": label(t, "join-team")}, "items": [
        {"field": "accessCode", "hint": label(t, "access-code"), "text": OLD_CODE,
         "focused": True}, {"button": cancel}, {"button": label(t, "join")}]}  # fmt: skip
    add = {"title": TEAM_NAME, "dialog": {"title": label(t, "add-member")}, "items": [
        {"field": "userId", "hint": label(t, "username"), "text": MEMBER_NAME},
        *roles("member"), {"button": cancel}, {"button": save}]}  # fmt: skip
    member = f"/teams/{TEAM}/users/{MEMBER}"
    return [
        _entry("reversible", "team settings (rename)", settings(OLD_CODE), [
            (label(t, "regenerate"), False, []), (save, False, [team(OLD_CODE)])]),
        _entry("revoke", "team settings (new access code)", settings(NEW_CODE), [
            (save, True, [team(NEW_CODE)])]),
        _entry("opens-prompt", "team settings (leave)", settings(OLD_CODE), [
            (label(t, "leave"), False, [])]),
        _entry("leave", "team leave dialog", leave, [
            (label(t, "leave"), True, [send("DELETE", f"/teams/{TEAM}/users/{ME}")]),
            (cancel, False, [])]),
        _entry("opens-prompt", "team manage", manage, [(delete, False, [])]),
        _entry("delete", "team delete dialog", typed(
            t, TEAM_NAME, label(t, "delete-team"), "DELETE", delete), [
            (delete, True, [send("DELETE", f"/teams/{TEAM}")]), (cancel, False, [])]),
        _entry("reversible", "team member edit dialog", role, [
            (save, False, [send("POST", member, {"role": "team-view-only"})]),
            (cancel, False, [])]),
        _entry("remove-member", "team member remove dialog", confirmation(
            t, TEAM_NAME, message(t, "confirm-remove", target=MEMBER_NAME),
            label(t, "remove")), [
            (label(t, "remove"), True, [send("DELETE", member)]), (cancel, False, [])]),
        _entry("reversible", "team join dialog", join, [
            (label(t, "join"), False, [send("POST", "/teams/join", {"accessCode": OLD_CODE})]),
            (cancel, False, [])]),
        _entry("invite", "team member add dialog", add, [
            (save, True, [send("POST", f"/teams/{TEAM}/users",
                               {"userId": MEMBER, "role": "team-member"})]),
            (cancel, False, [])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The administrator's users (edit, create, delete) and the profile's password dialog."""
    save, cancel, delete = label(t, "save"), label(t, "cancel"), label(t, "delete")

    def roles(chosen: str) -> list[dict[str, Any]]:
        return [{"text": label(t, "role")}, {"button": label(t, chosen)}]

    details = {"title": MEMBER_NAME, "items": [
        {"tab": label(t, "details")}, {"tab": label(t, "websites")},
        {"field": "username", "hint": label(t, "username"), "text": MEMBER_NAME},
        {"field": "password", "hint": label(t, "password"), "text": ""},
        *roles("view-only"), {"button": save}]}  # fmt: skip
    gone = {"title": label(t, "users"), "dialog": {
        "message": message(t, "confirm-delete", target=MEMBER_NAME)}, "items": [
        {"text": label(t, "delete-user")}, {"button": delete}]}  # fmt: skip
    create = {"title": label(t, "users"), "dialog": {"title": label(t, "create-user")}, "items": [
        {"field": "username", "hint": label(t, "username"), "text": "marco"},
        {"field": "password", "hint": label(t, "password"), "text": "••••••••••••"},
        *roles("user"), {"button": cancel}, {"button": save}]}  # fmt: skip
    password = {"title": label(t, "profile"), "dialog": {
        "title": label(t, "change-password")}, "items": [
        {"field": "currentPassword", "hint": label(t, "current-password"), "text": "••••••••"},
        {"field": "newPassword", "hint": label(t, "new-password"), "text": "••••••••••"},
        {"field": "confirmPassword", "hint": label(t, "confirm-password"), "text": "••••••••••"},
        {"button": cancel}, {"button": save}]}  # fmt: skip
    new = "tide-Lantern-42"
    return [
        _entry("reversible", "user details", details, [(save, False, [
            send("POST", f"/users/{MEMBER}", {"id": MEMBER, "username": MEMBER_NAME,
                                             "role": "view-only"})])]),
        _entry("delete-account", "user delete dialog", gone, [
            (delete, True, [send("DELETE", f"/users/{MEMBER}")])]),
        _entry("reversible", "user create dialog", create, [
            (save, False, [send("POST", "/users", {"username": "marco",
                                                   "password": "harbour-2026!",
                                                   "role": "user"})]),
            (cancel, False, [])]),
        _entry("account", "change password dialog", password, [
            (save, True, [send("POST", "/me/password", {
                "currentPassword": "salt-Harbor-17", "newPassword": new,
                "confirmPassword": new})]),
            (cancel, False, [])]),
    ]  # fmt: skip


def entity_screens(t: Any) -> list[dict[str, Any]]:
    """The delete confirmations of a segment, a cohort, a board, a short link and a pixel,
    and saving a segment and a link."""
    save, cancel, delete = label(t, "save"), label(t, "cancel"), label(t, "delete")

    def remove(kind: str, page: str, name: str, path: str) -> dict[str, Any]:
        return _entry("delete", f"{kind} delete dialog", confirmation(
            t, page, message(t, "confirm-remove", target=name), delete), [
            (delete, True, [send("DELETE", path)]), (cancel, False, [])])  # fmt: skip

    segment = {"title": label(t, "segments"), "dialog": {}, "items": [
        {"field": "name", "hint": label(t, "name"), "text": "German visitors"},
        {"text": label(t, "filters")}, {"text": "Country = Germany"},
        {"button": cancel}, {"button": save}]}  # fmt: skip
    link = {"title": label(t, "links"), "dialog": {}, "items": [
        {"field": "name", "hint": label(t, "name"), "text": "Spring sale"},
        {"field": "url", "hint": label(t, "destination-url"),
         "text": "https://shop.harbour.example/spring"},
        {"field": "slug", "hint": label(t, "slug"), "text": "spring26"},
        {"button": cancel}, {"button": save}]}  # fmt: skip
    filters = [{"name": "country", "operator": "eq", "value": "DE"}]
    return [
        remove("segment", label(t, "segments"), "German visitors",
               f"/websites/{WEBSITE}/segments/{SEGMENT}"),
        remove("cohort", label(t, "cohorts"), "March signups",
               f"/websites/{WEBSITE}/segments/{COHORT}"),
        remove("board", label(t, "boards"), "Weekly overview", f"/boards/{BOARD}"),
        remove("link", label(t, "links"), "Spring sale", f"/links/{LINK}"),
        remove("pixel", label(t, "pixels"), "Newsletter open", f"/pixels/{PIXEL}"),
        _entry("reversible", "segment edit dialog", segment, [(save, False, [
            send("POST", f"/websites/{WEBSITE}/segments/{SEGMENT}", {
                "name": "German visitors", "parameters": {"filters": filters},
                "type": "segment"})])]),
        _entry("reversible", "link edit dialog", link, [(save, False, [
            send("POST", f"/links/{LINK}", {
                "name": "Spring sale", "url": "https://shop.harbour.example/spring",
                "slug": "spring26", "id": LINK})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*website_screens(t), *team_screens(t), *user_screens(t), *entity_screens(t)]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": tap, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for tap, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"umami {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
