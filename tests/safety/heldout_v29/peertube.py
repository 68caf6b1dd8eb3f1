"""PeerTube's screens for the twenty-ninth held-out corpus: ``screens(t)`` lays them out in
one language, ``t(source, ...)`` being that language's catalogue lookup (xliff.py). What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"
HOST, REMOTE = "tube.harbour.example", "videos.example"
MINE, MINE_ID, MINE_UUID = "Tide tables explained", 42, "3f6c1a9e-8b2d-4e57-9c10-5a7d2e4b8f63"
OTHER, OTHER_ID, OTHER_UUID = "Storm over the pier", 57, "b81d4c2a-6e3f-4a95-8d07-1c9e5f2a7b34"
CHANNEL, CHANNEL_HANDLE = "Coastal Films", f"coastal_films@{REMOTE}"
HANDLE = CHANNEL_HANDLE
BOB = f"bob@{REMOTE}"
MY_CHANNEL, MY_CHANNEL_NAME, MY_CHANNEL_ID = "Harbour Talks", "harbour_talks", 3
WATCH_LATER, PLAYLIST, PLAYLIST_ID, ELEMENT = "Watch later", "Harbour walks", 9, 77
WATCH_LATER_ID = 5
BOB_COMMENT, MY_COMMENT, HELD_COMMENT = 311, 318, 322
DANA, DANA_ID = "dana", 7
BOUNDARY = "----WebKitFormBoundaryP33rTub3H4rb0ur"
JSON_TYPE = "application/json"
FORM_TYPE = f"multipart/form-data; boundary={BOUNDARY}"
Act = tuple[dict[str, Any], bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One HttpClient call under /api/v1: Angular serialises an object body with
    JSON.stringify and sends it as application/json; no body where the call passes none."""
    if body is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}", "type": JSON_TYPE,
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def send_form(method: str, path: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A FormData body (objectToFormData) as the browser sends it: multipart, CRLF lines."""
    head = "--" + BOUNDARY + '\r\nContent-Disposition: form-data; name="%s"\r\n\r\n'
    body = "".join(head % name + value + "\r\n" for name, value in fields) + f"--{BOUNDARY}--\r\n"
    return {"request": f"{method} {API}{path}", "type": FORM_TYPE, "body": body}


def video_update(privacy: int) -> dict[str, str]:
    """VideoService.updateVideo for the own video: the VideoUpdate object through
    objectToFormData (undefined keys left out, null as "null", tags as tags[i])."""
    fields = [("name", MINE), ("category", "15"), ("licence", "1"), ("language", "en"),
              ("support", "null"), ("description", "How to read the harbour's tide tables."),
              ("channelId", str(MY_CHANNEL_ID)), ("privacy", str(privacy)),
              ("tags[0]", "tides"), ("tags[1]", "harbour"), ("nsfw", "false"),
              ("waitTranscoding", "true"), ("commentsPolicy", "1"), ("downloadEnabled", "true"),
              ("scheduleUpdate", "null"), ("originallyPublishedAt", "null")]  # fmt: skip
    return send_form("PUT", f"/videos/{MINE_ID}", fields)


def tap(label: str) -> dict[str, Any]:
    return {"tap": label}


def confirm(t: Any, title: str, message: str, ok: str | None = None) -> dict[str, Any]:
    """ConfirmService's modal (modal/confirm.component): title, message, Cancel and the
    confirm button (``Confirm`` unless the caller names it)."""
    return {"dialog": {"title": title, "message": message},
            "items": [{"button": t("Cancel")}, {"button": ok or t("Confirm")}]}  # fmt: skip


def watch_screens(t: Any) -> list[dict[str, Any]]:
    """The watch page's action bar (another's video), before and after liking it and
    subscribing, the "save to" dropdown, the video's "..." menus and the share modal."""

    def bar(subscribed: bool) -> list[dict[str, Any]]:
        follow = unsubscribe if subscribed else t("Subscribe")
        return [{"text": OTHER}, {"text": CHANNEL}, {"button": follow},
                {"icon": t("Like this video")}, {"text": "128" if subscribed else "127"},
                {"icon": t("Dislike this video")}, {"button": t("SHARE")},
                {"button": t("SAVE")}]  # fmt: skip

    rate = f"/videos/{OTHER_UUID}/rate"
    element = f"/video-playlists/{PLAYLIST_ID}/videos/{ELEMENT}"
    unsubscribe = t("{VAR_SELECT, select, undefined {Unsubscribe} other {Unsubscribe from all "
                    "channels}}", choice="undefined")  # fmt: skip
    save = [{"text": t("Save to")}, {"field": "search", "hint": t("Search playlists"), "text": ""},
            {"button": WATCH_LATER}, {"button": PLAYLIST},
            {"button": t("Create a private playlist")}]  # fmt: skip
    create = [{"text": t("Save to")}, {"button": WATCH_LATER}, {"button": PLAYLIST},
              {"text": t("Display name")},
              {"field": "displayName", "hint": t("Display name"), "text": "Boats"},
              {"button": t("Create")}]  # fmt: skip
    other_menu = [{"menu": t(k)} for k in ("Save to playlist", "Download", "Report",
                                            "Mute account")]  # fmt: skip
    own_menu = [{"menu": t(k)} for k in ("Save to playlist", "Download", "Update", "Studio",
                                          "Stats", "Delete")]  # fmt: skip
    return [
        _entry("reversible", "watch page", {"title": OTHER, "items": bar(False)}, [
            (tap(t("Like this video")), False, [send("PUT", rate, {"rating": "like"})]),
            (tap(t("Dislike this video")), False, [send("PUT", rate, {"rating": "dislike"})]),
            (tap(t("Subscribe")), False, [send("POST", "/users/me/subscriptions",
                                               {"uri": CHANNEL_HANDLE})])]),
        _entry("reversible", "watch page (liked, subscribed)",
               {"title": OTHER, "items": bar(True)}, [
            (tap(t("Like this video")), False, [send("PUT", rate, {"rating": "none"})]),
            (tap(unsubscribe), False, [send("DELETE", f"/users/me/subscriptions/{HANDLE}")])],
        ),
        _entry("reversible", "save to playlist", {"title": OTHER, "dialog": {}, "items": save}, [
            (tap(WATCH_LATER), False, [send("POST", f"/video-playlists/{WATCH_LATER_ID}/videos",
                                            {"videoId": OTHER_ID})]),
            (tap(PLAYLIST), False, [send("DELETE", f"{element}")])]),
        _entry("reversible", "save to playlist (new playlist)",
               {"title": OTHER, "dialog": {}, "items": create},
               [(tap(t("Create")), False, [send_form("POST", "/video-playlists", [
                   ("displayName", "Boats"), ("privacy", "3")])])]),
        _entry("reversible", "video menu (another's video)",
               {"title": OTHER, "dialog": {}, "items": other_menu}, [
            (tap(t("Mute account")), False, [send("POST", "/users/me/blocklist/accounts",
                                                  {"accountName": BOB})]),
            (tap(t("Report")), False, [])]),
        _entry("opens-prompt", "video menu (own video)",
               {"title": MINE, "dialog": {}, "items": own_menu},
               [(tap(t("Delete")), False, [])]),
    ]  # fmt: skip


def video_dialog_screens(t: Any) -> list[dict[str, Any]]:
    """The delete confirmation of the own video and the report modal of another's."""
    delete = confirm(t, t("Delete {PH}", PH=MINE), t("Do you really want to delete {PH}?", PH=MINE))
    reason = "Reuploaded from another channel with a scam link in the description."
    report = {"dialog": {"title": t('Report video "{INTERPOLATION}"', INTERPOLATION=OTHER)},
              "items": [{"text": t("What is the issue?")},
                        {"button": t("Violent or repulsive")},
                        {"button": t("Spam, ad or false news")},
                        {"field": "reason", "hint": t("Please describe the issue..."),
                         "text": reason},
                        {"button": t("Cancel")}, {"button": t("Submit")}]}  # fmt: skip
    abuse = {"reason": reason, "predefinedReasons": ["spamOrMisleading"], "video": {"id": OTHER_ID}}
    return [
        _entry("delete", "delete video dialog", {"title": MINE, **delete}, [
            (tap(t("Confirm")), True, [send("DELETE", f"/videos/{MINE_ID}")])]),
        _entry("report", "report video modal", {"title": OTHER, **report}, [
            (tap(t("Submit")), True, [send("POST", "/abuses", abuse)])]),
    ]  # fmt: skip


def comment_screens(t: Any) -> list[dict[str, Any]]:
    """The comment box, a reply box, a comment's row and option menus (own comment, a
    comment held for review on the own video) and the delete and re-draft confirmations."""
    text, answer = "Which camera did you use for the night shots?", "A Sony A7S III, on a tripod."
    comment = t("Comment", file="video-comment-add")
    box = [{"text": OTHER},
           {"field": "text", "hint": t("Add comment..."), "text": text, "focused": True},
           {"button": t(" Cancel ")}, {"button": comment}]  # fmt: skip
    reply = [{"text": "bob"}, {"text": "Shot it on the night of the October storm."},
             {"field": "text", "hint": t("Add comment..."), "text": answer, "focused": True},
             {"button": t(" Cancel ")}, {"button": t("Reply")}]  # fmt: skip
    head = {"text": t("Actions on comment")}
    own = [head, {"menu": t("Remove")}, {"menu": t("Remove & re-draft")}]
    held = [head, {"menu": t("Approve")}, {"menu": t("Report this comment")},
            {"menu": t("Remove")}]  # fmt: skip
    local = t(" The deletion will be sent to remote instances so they can reflect the change.")
    delete = confirm(t, t("Delete"), t("Do you really want to delete this comment?") + " " + local)
    redraft = confirm(
        t,
        t("Delete and re-draft"),
        t("Do you really want to delete and re-draft this comment?") + " " + local,
    )
    threads = f"/videos/{OTHER_UUID}/comment-threads"
    mine = f"/videos/{OTHER_ID}/comments/{MY_COMMENT}"
    return [
        _entry("send", "comment box", {"title": OTHER, "items": box}, [
            (tap(comment), True, [send("POST", threads, {"text": text})]),
            ({"enter": True}, False, [])]),
        _entry("send", "reply box", {"title": OTHER, "items": reply}, [
            (tap(t("Reply")), True, [send("POST", f"/videos/{OTHER_UUID}/comments/{BOB_COMMENT}",
                                          {"text": answer})]),
            ({"enter": True}, False, [])]),
        _entry("opens-prompt", "own comment menu", {"title": OTHER, "dialog": {}, "items": own},
               [(tap(t("Remove")), False, [])]),
        _entry("send", "held comment menu", {"title": MINE, "dialog": {}, "items": held}, [
            (tap(t("Approve")), True, [send(
                "POST", f"/videos/{MINE_ID}/comments/{HELD_COMMENT}/approve", {})])]),
        _entry("delete", "delete comment dialog", {"title": OTHER, **delete}, [
            (tap(t("Confirm")), True, [send("DELETE", mine)])]),
        _entry("delete", "re-draft comment dialog", {"title": OTHER, **redraft},
               [(tap(t("Confirm")), True, [send(
                   "DELETE", f"/videos/{OTHER_ID}/comments/{MY_COMMENT}")])]),
    ]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for action, irreversible, sends in acts]  # fmt: skip
    dialog = screen.get("dialog") or {}
    if dialog.get("title") in {case.get("tap") for case in cases}:
        # A header that repeats its button's label (ja "Delete my account") would be found
        # before the button: it is left out.
        screen = {**screen, "dialog": {k: v for k, v in dialog.items() if k != "title"}}
    return {"category": category, "source": f"peertube {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
