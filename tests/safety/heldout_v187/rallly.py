"""Rallly's screens for the hundred-and-eighty-seventh held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **values)`` being that language's lookup of a key of the app's
``apps/web/public/locales/<lang>/app.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

POLL, TITLE = "Xq3kT9mWbL2v", "Team offsite planning"
NEW_TITLE = "Team offsite planning (copy)"
OPT1, OPT2, OPT3 = "opt_7hD2kLq9", "opt_3mN8wPz1", "opt_5rT6yBc4"
PARTICIPANT, PNAME = "part_9Kd2LmQw", "Jessie Smith"
COMMENT = "cmt_4Fh7JkL2"
MEMBER, INVITE, API_KEY = "mem_2Qw8ErTy", "inv_6Yu1IoPa", "key_8Zx3CvBn"
ME, MY_EMAIL, NEW_EMAIL = "Alex Rivera", "alex@example.com", "alex.rivera@example.org"
INVITEE, SPACE = "sam@example.com", "Acme Design"
ADMIN = f"/poll/{POLL}"
STRIPE = "https://billing.stripe.com/p/session/live_YWNjdF8xTjRx"  # made up
Act = tuple[str, bool, list[Any]]


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def trpc(procedure: str, value: Any = None, undefined: tuple[str, ...] = ()) -> dict[str, str]:
    """One tRPC mutation as ``httpBatchLink`` sends it with superjson: ``POST
    /api/trpc/<procedure>?batch=1``, the body ``{"0":{"json":<input>}}``; an input field left
    ``undefined`` is named in superjson's ``meta``; no input at all is superjson's
    ``undefined``."""
    if value is None:
        entry: dict[str, Any] = {"meta": {"values": ["undefined"]}}
    else:
        entry = {"json": value}
        if undefined:
            entry["meta"] = {"values": {k: ["undefined"] for k in undefined}}
    return {"request": f"POST /api/trpc/{procedure}?batch=1", "body": _json({"0": entry})}


def trpc_query(procedure: str, value: Any) -> str:
    """A tRPC query as ``httpBatchLink`` sends it: a GET with the input in the URL."""
    return f"GET /api/trpc/{procedure}?batch=1&input={quote(_json({'0': {'json': value}}))}"


def action(path: str, value: Any = None) -> dict[str, str]:
    """A server action (next-safe-action) called from the page at ``path``: a POST to that
    path, the body its argument as React serialises it (``$undefined`` for none)."""
    return {"request": f"POST {path}", "body": _json(["$undefined" if value is None else value])}


def auth(endpoint: str, value: Any = None) -> dict[str, str] | str:
    """A better-auth client call: a POST under ``/api/better-auth``."""
    if value is None:
        return f"POST /api/better-auth/{endpoint}"
    return {"request": f"POST /api/better-auth/{endpoint}", "body": _json(value)}


def link(path: str) -> dict[str, str]:
    """A Next.js ``<Link>`` or ``router.push`` to another page."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"rallly {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(page: str, title: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A modal dialog over its page: its title, its description and its controls."""
    return {"title": page, "dialog": {"title": title, "message": message}, "items": items}


def menu(page: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown menu over its page."""
    return {"title": page, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def poll_screens(t: Any) -> list[dict[str, Any]]:
    """The poll's admin page: its header, the Manage menu (open and closed poll), the delete,
    schedule and duplicate dialogs, the edit details, options and settings pages and the
    warning on deleting voted options, the comments sheet and a comment's menu."""
    manage = [t("editDetails"), t("editOptions"), t("editSettings"), t("schedulePoll"),
              t("closePoll"), t("exportToCsv"), t("duplicate"), t("delete")]  # fmt: skip
    header = {"title": TITLE, "items": [
        {"button": t("share")}, {"button": t("comments")},
        {"icon": t("muteNotifications")}, {"button": t("manage")}]}  # fmt: skip
    open_menu = menu(TITLE, [], [{"menu": m} for m in manage])
    closed_menu = menu(TITLE, [], [
        {"menu": t("editDetails")}, {"menu": t("reopenPoll")}, {"menu": t("delete")}])  # fmt: skip
    delete = dialog(TITLE, t("deletePoll"), t("deletePollDescription"), [
        {"button": t("cancel")}, {"button": t("delete")}])  # fmt: skip
    schedule = dialog(TITLE, t("schedulePoll"), t("schedulePollDescription"), [
        {"radio": "Fri 12 Sep 2025", "checked": True}, {"radio": "Mon 15 Sep 2025"},
        {"button": t("cancel")}, {"button": t("schedulePoll")}])  # fmt: skip
    duplicate = dialog(TITLE, t("duplicate"), t("duplicateDescription"), [
        {"field": "newTitle", "hint": t("title"), "text": NEW_TITLE},
        {"button": t("cancel")}, {"button": t("duplicate")}])  # fmt: skip
    details = {"title": t("editDetails"), "items": [
        {"field": "title", "hint": t("title"), "text": TITLE},
        {"field": "location", "hint": t("location"), "text": "Lisbon"},
        {"button": t("cancel")}, {"button": t("save")}]}  # fmt: skip
    options = {"title": t("editOptions"), "items": [
        {"text": "12 Sep"}, {"text": "15 Sep"}, {"text": "19 Sep"},
        {"button": t("cancel")}, {"button": t("save")}]}  # fmt: skip
    warning = dialog(t("editOptions"), t("areYouSure"), t("deletingOptionsWarning"), [
        {"button": t("cancel")}, {"button": t("delete")}])  # fmt: skip
    settings = {"title": t("settings"), "items": [
        {"switch": t("requireParticipantEmailTitle"), "checked": False},
        {"switch": t("hideParticipantsTitle"), "checked": False},
        {"switch": t("hideScoresTitle"), "checked": False},
        {"button": t("cancel")}, {"button": t("save")}]}  # fmt: skip
    sheet = {"title": TITLE, "dialog": {"title": t("comments")}, "items": [
        {"text": PNAME}, {"text": "Can we do the afternoon?"},
        {"icon": t("moreOptions")},
        {"field": "content", "hint": t("commentPlaceholder"), "text": "Friday works for me"},
        {"icon": t("addComment")}]}  # fmt: skip
    comment_menu = menu(TITLE, [t("comments")], [{"menu": t("delete")}])
    modify = {"pollId": POLL, "title": TITLE, "location": "Lisbon", "description": ""}
    return [
        _entry("opens-prompt", "poll header", header, [
            (t("share"), False, []),
            (t("comments"), False, [trpc_query("polls.comments.list", {"pollId": POLL})]),
            (t("muteNotifications"), False, [action(ADMIN, {"pollId": POLL, "muted": True})])]),
        _entry("reversible", "manage menu (open poll)", open_menu, [
            (manage[0], False, [link(f"{ADMIN}/edit-details")]),
            (manage[1], False, [link(f"{ADMIN}/edit-options")]),
            (manage[3], False, []),
            (manage[4], False, [trpc("polls.close", {"pollId": POLL})]),
            (manage[6], False, []),
            (manage[7], False, [])]),
        _entry("reversible", "manage menu (closed poll)", closed_menu, [
            (t("reopenPoll"), False, [trpc("polls.reopen", {"pollId": POLL})])]),
        _entry("delete", "delete poll dialog", delete, [
            (t("delete"), True, [trpc("polls.markAsDeleted", {"pollId": POLL}),
                                 link("/polls")]),
            (t("cancel"), False, [])]),
        _entry("send", "schedule dialog", schedule, [
            (t("schedulePoll"), True, [trpc("polls.book", {
                "pollId": POLL, "optionId": OPT1, "notify": "all"})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "duplicate dialog", duplicate, [
            (t("duplicate"), False, [trpc("polls.duplicate", {
                "pollId": POLL, "newTitle": NEW_TITLE}), link("/poll/Rk8vN2pXcY4w")])]),
        _entry("reversible", "edit details page", details, [
            (t("save"), False, [trpc("polls.modify", modify), link(ADMIN)])]),
        _entry("reversible", "edit options page (an option added)", options, [
            (t("save"), False, [trpc("polls.modify", {
                "pollId": POLL, "timeZone": "Europe/Lisbon", "optionsToDelete": [],
                "optionsToAdd": ["2025-09-19"]}), link(ADMIN)])]),
        _entry("opens-prompt", "edit options page (a voted option removed)", options, [
            (t("save"), False, [])]),
        _entry("delete", "deleting voted options warning", warning, [
            (t("delete"), True, [trpc("polls.modify", {
                "pollId": POLL, "timeZone": "Europe/Lisbon", "optionsToDelete": [OPT2],
                "optionsToAdd": []}), link(ADMIN)]),
            (t("cancel"), False, [])]),
        _entry("reversible", "edit settings page", settings, [
            (t("save"), False, [trpc("polls.modify", {
                "pollId": POLL, "hideParticipants": True, "hideScores": False,
                "requireParticipantEmail": False, "disableComments": False}), link(ADMIN)])]),
        _entry("send", "comments sheet", sheet, [
            (t("addComment"), True, [trpc("polls.comments.add", {
                "authorName": ME, "content": "Friday works for me", "pollId": POLL})])]),
        _entry("delete", "comment menu", comment_menu, [
            (t("delete"), True, [trpc("polls.comments.delete", {"commentId": COMMENT},
                                      ("token",))])]),
    ]  # fmt: skip


def participant_screens(t: Any) -> list[dict[str, Any]]:
    """Voting on the invite page: the voting footer of a new and of an existing response, the
    decline confirmation, the new participant form; a participant's menu, its delete and
    change-name dialogs; the polls list's row menus and its delete dialog."""
    votes = [{"optionId": OPT1, "type": "yes"}, {"optionId": OPT2, "type": "ifNeedBe"},
             {"optionId": OPT3, "type": "no"}]  # fmt: skip
    new_footer = {"title": TITLE, "items": [
        {"text": "12 Sep"}, {"text": "15 Sep"}, {"text": "19 Sep"},
        {"button": t("decline")}, {"button": t("continue")}]}  # fmt: skip
    old_footer = {"title": TITLE, "items": [
        {"text": "12 Sep"}, {"text": "15 Sep"}, {"text": "19 Sep"},
        {"button": t("decline")}, {"button": t("save")}]}  # fmt: skip
    new = dialog(TITLE, t("newParticipant"), t("newParticipantFormDescription"), [
        {"field": "name", "hint": t("namePlaceholder"), "text": ME},
        {"field": "email", "hint": t("emailPlaceholder"), "text": MY_EMAIL},
        {"button": t("back")}, {"button": t("newParticipantFormSubmit")}])  # fmt: skip
    participant_menu = menu(TITLE, [PNAME], [
        {"menu": t("editVotes")}, {"menu": t("changeName")}, {"menu": t("delete")}])  # fmt: skip
    delete = dialog(TITLE, t("deleteParticipant", name=PNAME),
                    t("deleteParticipantDescription"),
                    [{"button": t("cancel")}, {"button": t("delete")}])  # fmt: skip
    rename = dialog(TITLE, t("changeName"), t("changeNameDescription"), [
        {"field": "name", "hint": t("name"), "text": "Jessie S."},
        {"button": t("cancel")}, {"button": t("save")}])  # fmt: skip
    polls = t("polls")
    row_open = menu(polls, [TITLE], [{"menu": t("closePoll")}, {"menu": t("deleteMenuItem")}])
    list_delete = dialog(polls, t("deletePoll"), t("deletePollPrompt", title=TITLE), [
        {"button": t("cancel")}, {"button": t("delete")}])  # fmt: skip
    return [
        _entry("opens-prompt", "voting footer (new response)", new_footer, [
            (t("continue"), False, []), (t("decline"), False, [])]),
        _entry("send", "new participant form", new, [
            (t("newParticipantFormSubmit"), True, [trpc("polls.participants.add", {
                "name": ME, "votes": votes, "email": MY_EMAIL, "note": "", "pollId": POLL,
                "timeZone": "Europe/Lisbon"})])]),
        _entry("reversible", "voting footer (own response)", old_footer, [
            (t("save"), False, [trpc("polls.participants.update", {
                "participantId": PARTICIPANT, "pollId": POLL, "votes": votes}, ("token",))])]),
        _entry("reversible", "participant menu", participant_menu, [
            (t("changeName"), False, []),
            (t("delete"), False, [])]),
        _entry("delete", "delete participant dialog", delete, [
            (t("delete"), True, [trpc("polls.participants.delete", {
                "participantId": PARTICIPANT}, ("token",))]),
            (t("cancel"), False, [])]),
        _entry("reversible", "change name dialog", rename, [
            (t("save"), False, [trpc("polls.participants.rename", {
                "participantId": PARTICIPANT, "newName": "Jessie S."}, ("token",))])]),
        _entry("reversible", "polls list row menu (open poll)", row_open, [
            (t("closePoll"), False, [trpc("polls.close", {"pollId": POLL})]),
            (t("deleteMenuItem"), False, [])]),
        _entry("delete", "polls list delete dialog", list_delete, [
            (t("delete"), True, [trpc("polls.markAsDeleted", {"pollId": POLL})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The profile page, the change-email and verify dialogs, the account deletion dialogs
    (scheduled, pending, immediate), the user menu's sign out."""
    profile_path = "/settings/profile"
    profile_t = t("profile")
    profile = {"title": profile_t, "items": [
        {"field": "name", "hint": t("name"), "text": ME}, {"button": t("save")},
        {"text": MY_EMAIL}, {"button": t("changeEmail")},
        {"text": t("dangerZoneAccountDeletion")}, {"button": t("deleteAccount")}]}  # fmt: skip
    change = dialog(profile_t, t("changeEmail"), t("changeEmailDescription"), [
        {"field": "email", "hint": t("email"), "text": NEW_EMAIL},
        {"button": t("cancel")}, {"button": t("continue")}])  # fmt: skip
    verify = dialog(profile_t, t("emailChangeRequestSent"),
                    t("emailChangeVerifyDescription", email=NEW_EMAIL), [
        {"field": "otp", "hint": "", "text": "482915"},
        {"button": t("back")}, {"button": t("verify")}])  # fmt: skip
    scheduled = dialog(profile_t, t("deleteAccountDialogTitle"),
                       t("deleteAccountDialogScheduleDescription"), [
        {"text": t("deleteAccountDialogDataWarning")},
        {"button": t("cancel")}, {"button": t("deleteAccount")}])  # fmt: skip
    pending = {"title": profile_t, "items": [
        {"text": t("pendingDeletionNotice", deletionDate="October 12, 2025")},
        {"button": t("cancelAccountDeletion")}]}  # fmt: skip
    immediate = dialog(profile_t, t("deleteAccountDialogTitle"),
                       t("deleteAccountDialogDescription"), [
        {"text": t("deleteAccountDialogImmediateWarning")},
        {"text": t("deleteAccountInstruction")},
        {"field": "email", "hint": MY_EMAIL, "text": MY_EMAIL},
        {"button": t("cancel")}, {"button": t("deleteAccount")}])  # fmt: skip
    user_menu = menu(t("polls"), [ME, MY_EMAIL], [
        {"menu": t("themeSystem")}, {"menu": t("themeLight")}, {"menu": t("themeDark")},
        {"menu": t("signOut")}])  # fmt: skip
    return [
        _entry("reversible", "profile page", profile, [
            (t("save"), False, [action(profile_path, {"name": ME})]),
            (t("deleteAccount"), False, [])]),
        _entry("reversible", "change email dialog", change, [
            (t("continue"), False, [action(profile_path, {"email": NEW_EMAIL}),
                                    auth("email-otp/request-email-change",
                                         {"newEmail": NEW_EMAIL})])]),
        _entry("reversible", "verify new email dialog", verify, [
            (t("verify"), False, [auth("email-otp/change-email",
                                       {"newEmail": NEW_EMAIL, "otp": "482915"})])]),
        _entry("reversible", "delete account dialog (scheduled deletion)", scheduled, [
            (t("deleteAccount"), False, [action(profile_path)]),
            (t("cancel"), False, [])]),
        _entry("reversible", "account pending deletion", pending, [
            (t("cancelAccountDeletion"), False, [action(profile_path)])]),
        _entry("delete-user", "delete account dialog (immediate deletion)", immediate, [
            (t("deleteAccount"), True, [action(profile_path), auth("sign-out"), link("/")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "user menu", user_menu, [
            (t("signOut"), False, [auth("sign-out"), link("/login")])]),
    ]  # fmt: skip


def space_screens(t: Any) -> list[dict[str, Any]]:
    """The members page's member menu and its remove confirmation, the invite dialog, a
    pending invite's cancel confirmation; the API key's revoke confirmation; the space's
    delete and leave dialogs; the billing page's seats dialog."""
    members_t, members = t("members"), "/members"
    member_menu = menu(members_t, ["Sam Lee"], [
        {"menu": t("makeAdmin")}, {"menu": t("removeMember")}])  # fmt: skip
    remove = dialog(members_t, t("removeMember"), t("removeMemberConfirmation"), [
        {"button": t("confirm")}, {"button": t("cancel")}])  # fmt: skip
    invite = dialog(members_t, t("inviteMember"), t("inviteMemberDescription"), [
        {"field": "email", "hint": t("emailPlaceholder"), "text": INVITEE},
        {"text": t("role")}, {"text": t("member")},
        {"button": t("inviteMemberFormSubmit")}])  # fmt: skip
    cancel_invite = dialog(members_t, t("cancelInvite"),
                           t("cancelInviteConfirmation", email=INVITEE), [
        {"button": t("confirm")}, {"button": t("cancel")}])  # fmt: skip
    keys_t = t("apiKeys")
    revoke = dialog(keys_t, t("revoke"), t("revokeConfirmation", name="Zapier"), [
        {"button": t("revoke")}, {"button": t("cancel")}])  # fmt: skip
    general = t("general")
    delete_space = dialog(general, t("deleteSpaceDialogTitle"),
                          t("deleteSpaceDialogDescription"), [
        {"text": t("deleteSpaceInstruction")},
        {"field": "confirmation", "hint": t("deleteSpaceConfirmLabel"), "text": SPACE},
        {"button": t("cancel")}, {"button": t("deleteSpacePermanently")}])  # fmt: skip
    leave = dialog(general, t("leaveSpaceDialogTitle"), t("leaveSpaceDialogDescription"), [
        {"text": t("leaveSpaceInstruction")},
        {"field": "confirmation", "hint": "", "text": SPACE},
        {"button": t("cancel")}, {"button": t("leaveSpace")}])  # fmt: skip
    seats = dialog(t("billing"), t("manageSeats"), t("manageSeatsDescription"), [
        {"text": t("totalSeats")}, {"icon": t("decreaseSeats")},
        {"icon": t("increaseSeats")},
        {"button": t("cancel")}, {"button": t("addSeats", count=1)}])  # fmt: skip
    return [
        _entry("reversible", "member menu", member_menu, [
            (t("makeAdmin"), False, [action(members, {"memberId": MEMBER, "role": "admin"})]),
            (t("removeMember"), False, [])]),
        _entry("revoke", "remove member confirmation", remove, [
            (t("confirm"), True, [action(members, {"memberId": MEMBER})]),
            (t("cancel"), False, [])]),
        _entry("send", "invite member dialog", invite, [
            (t("inviteMemberFormSubmit"), True, [action(members, {
                "email": INVITEE, "role": "member"})])]),
        _entry("revoke", "cancel invite confirmation", cancel_invite, [
            (t("confirm"), True, [action(members, {"inviteId": INVITE})]),
            (t("cancel"), False, [])]),
        _entry("revoke", "revoke API key confirmation", revoke, [
            (t("revoke"), True, [action("/settings/api-keys", {"id": API_KEY})]),
            (t("cancel"), False, [])]),
        _entry("delete", "delete space dialog", delete_space, [
            (t("deleteSpacePermanently"), True, [action("/settings/general"), link("/")]),
            (t("cancel"), False, [])]),
        _entry("revoke", "leave space dialog", leave, [
            (t("leaveSpace"), True, [trpc("spaces.leave"), link("/")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "manage seats dialog", seats, [
            (t("addSeats", count=1), False, [trpc("billing.updateSeats", {"seatDelta": 1}),
                                             link(STRIPE)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*poll_screens(t), *participant_screens(t), *account_screens(t), *space_screens(t)]
