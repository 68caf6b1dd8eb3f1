"""Mobilizon's screens for the hundred-and-seventy-second held-out corpus: ``screens(t, gql)``
lays them out in one language, ``t(key, count=None, **values)`` being that language's lookup
of a key of the app's ``src/i18n/<lang>.json`` catalogue and ``gql(name)`` the text of the
GraphQL operation ``name`` as ``src/graphql/*.ts`` writes it. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

EVENT_ID, EVENT_UUID, EVENT_TITLE = "27", "5e1c3b7a-92d4-4f0e-8a61-3c9d2b7e4f10", "Repair café"
ACTOR_ID, ORGANIZER_ID, COMMENT_ID, PARTICIPANT_ID = "12", "12", "318", "944"
GROUP_ID, GROUP_NAME, MEMBER_ID, MOD_ID, PENDING_ID = "41", "Cyclists of Lyon", "77", "78", "79"
REPORT_ID, REPORTED_ID, PROFILE_ID = "9", "56", "56"
Act = tuple[str, bool, list[Any]]


def api(gql: Callable[[str], str], name: str, variables: dict[str, Any]) -> dict[str, str]:
    """The Apollo client's POST of a GraphQL operation to ``/api`` (a JSON body)."""
    data = {"operationName": name, "variables": variables, "query": gql(name)}
    return {"request": "POST /api", "body": json.dumps(data, separators=(",", ":"),
                                                         ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"mobilizon {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(page: str, title: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An Oruga modal (the app's CustomDialog or an o-modal card) over its page."""
    return {"title": page, "dialog": {"title": title, "message": message}, "items": items}


def event_screens(t: Any, gql: Callable[[str], str]) -> list[dict[str, Any]]:
    """The event page: its Actions dropdown, the delete prompt, the report modal, the comment
    form and a comment's menu, the leave confirmation; the participants table."""
    page = EVENT_TITLE
    actions = {"title": page, "dialog": {}, "items": [
        {"text": t("Actions")}, {"menu": t("Participations")}, {"menu": t("Announcements")},
        {"menu": t("Edit")}, {"menu": t("Duplicate")}, {"menu": t("Delete")},
        {"menu": t("Share this event")}, {"menu": t("Add to my calendar")},
        {"menu": t("Report")}]}  # fmt: skip
    delete_message = " ".join([
        t("Are you sure you want to delete this event? This action cannot be reverted."),
        t('To confirm, type your event title "{eventTitle}"', eventTitle=EVENT_TITLE)])  # fmt: skip
    delete = dialog(page, t("Delete event"), delete_message, [
        {"field": "prompt", "hint": EVENT_TITLE, "text": EVENT_TITLE},
        {"button": t("Cancel")}, {"button": t("Delete event")}])  # fmt: skip
    report = dialog(page, t("Report this event"), "", [
        {"field": "additional-comments", "hint": t("Additional comments"),
         "text": "Spam link in the description"},
        {"button": t("Cancel")}, {"button": t("Send the report")}])  # fmt: skip
    comment_text = "<p>See you there!</p>"
    comments = {"title": page, "items": [
        {"field": "comment", "hint": t("Write a new comment"), "text": "See you there!"},
        {"switch": t("Notify participants"), "checked": False},
        {"button": t("Send")}]}  # fmt: skip
    comment_menu = {"title": page, "dialog": {}, "items": [
        {"text": "Nice initiative, is there parking nearby?"}, {"button": t("Reply")},
        {"button": t("Delete")}, {"button": t("Report")}]}  # fmt: skip
    leave = dialog(page, t('Leaving event "{title}"', title=EVENT_TITLE),
                   t('Are you sure you want to cancel your participation at event "{title}"?',
                     title=EVENT_TITLE),
                   [{"button": t("Cancel")}, {"button": t("Leave event")}])  # fmt: skip
    approve = t("No participant to approve|Approve participant|Approve {number} participants", 1,
                number="1")  # fmt: skip
    reject = t("No participant to reject|Reject participant|Reject {number} participants", 1,
               number="1")  # fmt: skip
    participants = {"title": t("Participants"), "items": [
        {"text": "Camille"}, {"text": t("Not approved")},
        {"button": approve}, {"button": reject}]}  # fmt: skip
    return [
        _entry(
            "opens-prompt",
            "event actions dropdown",
            actions,
            [
                (t("Delete"), False, []),
                (t("Share this event"), False, []),
                (t("Add to my calendar"), False, [f"GET /events/{EVENT_UUID}/export/ics"]),
                (t("Report"), False, []),
            ],
        ),
        _entry(
            "delete",
            "delete event prompt",
            delete,
            [
                (t("Delete event"), True, [api(gql, "DeleteEvent", {"eventId": EVENT_ID})]),
                (t("Cancel"), False, []),
            ],
        ),
        _entry(
            "send",
            "report event modal",
            report,
            [
                (
                    t("Send the report"),
                    True,
                    [
                        api(
                            gql,
                            "CreateReport",
                            {
                                "eventsIds": [EVENT_ID],
                                "reportedId": ORGANIZER_ID,
                                "content": "Spam link in the description",
                                "forward": False,
                            },
                        )
                    ],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        _entry(
            "send",
            "event comment form",
            comments,
            [
                (t("Notify participants"), False, []),
                (
                    t("Send"),
                    True,
                    [
                        api(
                            gql,
                            "CreateCommentFromEvent",
                            {"eventId": EVENT_ID, "text": comment_text, "isAnnouncement": False},
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "delete",
            "comment menu",
            comment_menu,
            [
                (t("Reply"), False, []),
                (t("Delete"), True, [api(gql, "DeleteComment", {"commentId": COMMENT_ID})]),
                (t("Report"), False, []),
            ],
        ),
        _entry(
            "reversible",
            "leave event confirmation",
            leave,
            [
                (
                    t("Leave event"),
                    False,
                    [api(gql, "LeaveEvent", {"eventId": EVENT_ID, "actorId": ACTOR_ID})],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        _entry(
            "send",
            "participants table",
            participants,
            [
                (
                    approve,
                    True,
                    [api(gql, "UpdateParticipant", {"id": PARTICIPANT_ID, "role": "PARTICIPANT"})],
                ),
                (
                    reject,
                    True,
                    [api(gql, "UpdateParticipant", {"id": PARTICIPANT_ID, "role": "REJECTED"})],
                ),
            ],
        ),
    ]


def group_screens(t: Any, gql: Callable[[str], str]) -> list[dict[str, Any]]:
    """A group's settings and its delete confirmation, the members page (the invite form and
    a member's, a moderator's and a pending member's rows)."""
    settings = {"title": t("Group settings"), "items": [
        {"radio": t("Visible everywhere on the web"), "checked": True},
        {"radio": t("Anyone can join freely"), "checked": True},
        {"button": t("Update group")}, {"button": t("Delete group")}]}  # fmt: skip
    delete = dialog(t("Group settings"), t("Delete group"), t(
        "Are you sure you want to <b>completely delete</b> this group? All members - including "
        "remote ones - will be notified and removed from the group, and <b>all of the group "
        "data (events, posts, discussions, todos…) will be irretrievably destroyed</b>."),
        [{"button": t("Cancel")}, {"button": t("Delete group")}])  # fmt: skip
    members = t("Group Members")
    invite = {"title": members, "items": [
        {"field": "new-member-field", "hint": t("Ex: someone{'@'}mobilizon.org"),
         "text": "lea@framapiaf.org"},
        {"button": t("Invite member")}, {"text": "Noé"}, {"text": t("Member")},
        {"button": t("Promote")}, {"button": t("Remove")}]}  # fmt: skip
    moderator = {"title": members, "items": [
        {"text": "Inès"}, {"text": t("Moderator")},
        {"button": t("Promote")}, {"button": t("Demote")}]}  # fmt: skip
    pending = {"title": members, "items": [
        {"text": "Hugo"}, {"text": t("Not approved")},
        {"button": t("Approve member")}, {"button": t("Reject member")}]}  # fmt: skip

    def role(member: str, new: str, old: str) -> list[Any]:
        return [api(gql, "UpdateMember", {"memberId": member, "role": new, "oldRole": old})]

    return [
        _entry("opens-prompt", "group settings", settings, [(t("Delete group"), False, [])]),
        _entry(
            "delete",
            "delete group confirmation",
            delete,
            [
                (t("Delete group"), True, [api(gql, "DeleteGroup", {"groupId": GROUP_ID})]),
                (t("Cancel"), False, []),
            ],
        ),
        _entry(
            "revoke",
            "group members, invite and a member's row",
            invite,
            [
                (
                    t("Invite member"),
                    True,
                    [
                        api(
                            gql,
                            "InviteMember",
                            {"groupId": GROUP_ID, "targetActorUsername": "lea@framapiaf.org"},
                        )
                    ],
                ),
                (t("Promote"), False, role(MEMBER_ID, "MODERATOR", "MEMBER")),
                (
                    t("Remove"),
                    True,
                    [api(gql, "RemoveMember", {"groupId": GROUP_ID, "memberId": MEMBER_ID})],
                ),
            ],
        ),
        _entry(
            "reversible",
            "group members, a moderator's row",
            moderator,
            [
                (t("Promote"), False, role(MOD_ID, "ADMINISTRATOR", "MODERATOR")),
                (t("Demote"), False, role(MOD_ID, "MEMBER", "MODERATOR")),
            ],
        ),
        _entry(
            "send",
            "group members, a pending member's row",
            pending,
            [(t("Approve member"), True, [api(gql, "ApproveMember", {"memberId": PENDING_ID})])],
        ),
    ]


def account_screens(t: Any, gql: Callable[[str], str]) -> list[dict[str, Any]]:
    """The account settings (email, password, delete) and the account deletion modal."""
    page = t("General settings")
    settings = {"title": page, "items": [
        {"field": "account-email", "hint": t("New email"), "text": "alice@example.org"},
        {"field": "account-password", "hint": t("Password"), "text": "correct horse"},
        {"button": t("Change my email")},
        {"field": "account-old-password", "hint": t("Old password"), "text": "correct horse"},
        {"field": "account-new-password", "hint": t("New password"), "text": "battery staple"},
        {"button": t("Change my password")}, {"button": t("Delete my account")}]}  # fmt: skip
    delete = dialog(page, t("Deleting your Mobilizon account"),
                    t("There will be no way to recover your data."), [
        {"field": "account-deletion-password", "hint": t("Password"), "text": "correct horse"},
        {"button": t("Delete everything")}, {"button": t("Cancel")}])  # fmt: skip
    return [
        _entry(
            "reversible",
            "account settings",
            settings,
            [
                (
                    t("Change my email"),
                    False,
                    [
                        api(
                            gql,
                            "ChangeEmail",
                            {"email": "alice@example.org", "password": "correct horse"},
                        )
                    ],
                ),
                (
                    t("Change my password"),
                    False,
                    [
                        api(
                            gql,
                            "ChangePassword",
                            {"oldPassword": "correct horse", "newPassword": "battery staple"},
                        )
                    ],
                ),
                (t("Delete my account"), False, []),
            ],
        ),
        _entry(
            "delete-user",
            "account deletion modal",
            delete,
            [
                (
                    t("Delete everything"),
                    True,
                    [api(gql, "DeleteAccount", {"password": "correct horse"})],
                ),
                (t("Cancel"), False, []),
            ],
        ),
    ]


def moderation_screens(t: Any, gql: Callable[[str], str]) -> list[dict[str, Any]]:
    """A report (open and closed), its confirmations (suspend the profile, delete the
    reported event, submit to Akismet); an admin's profile page, active and suspended."""
    page = t("Report")
    report = {"title": page, "items": [
        {"button": t("Mark as resolved")}, {"button": t("Close")},
        {"button": t("Report as spam")}, {"button": t("Suspend the profile")},
        {"text": t("Reported content")}, {"button": t("Delete event")},
        {"field": "newNoteInput", "hint": t("New note"), "text": "Warned the organizer"},
        {"button": t("Add a note")}]}  # fmt: skip
    closed = {"title": page, "items": [
        {"text": t("Closed")}, {"button": t("Reopen")}]}  # fmt: skip
    suspend = dialog(page, t("Suspend the profile?"), " ".join([
        t("Do you really want to suspend this profile? All of the profiles content will be "
          "deleted."), t("There will be no way to restore the profile's data!")]),
        [{"button": t("Cancel")}, {"button": t("Suspend the profile")}])  # fmt: skip
    delete = dialog(page, t("Deleting event"), " ".join([
        t("Are you sure you want to <b>delete</b> this event? <b>This action cannot be "
          "undone</b>. You may want to engage the discussion with the event creator and ask "
          "them to edit their event instead."), t("This will also resolve the report.")]),
        [{"button": t("Cancel")}, {"button": t("Delete event and resolve report")}])  # fmt: skip
    akismet = dialog(page, t("Report as undetected spam"), t(
        "The report contents (eventual comments and event) and the reported profile details "
        "will be transmitted to Akismet."),
        [{"button": t("Cancel")}, {"button": t("Submit to Akismet")}])  # fmt: skip
    profile = {"title": "@spammer@remote.example", "items": [
        {"text": t("Actions")}, {"button": t("Suspend")}]}  # fmt: skip
    suspended = {"title": "@spammer@remote.example", "items": [
        {"text": t("Suspended")}, {"button": t("Unsuspend")}]}  # fmt: skip

    def status(value: str) -> list[Any]:
        return [api(gql, "UpdateReport", {"reportId": REPORT_ID, "status": value})]

    return [
        _entry(
            "reversible",
            "open report",
            report,
            [
                (t("Mark as resolved"), False, status("RESOLVED")),
                (t("Close"), False, status("CLOSED")),
                (t("Report as spam"), False, []),
                (t("Suspend the profile"), False, []),
                (t("Delete event"), False, []),
                (
                    t("Add a note"),
                    True,
                    [
                        api(
                            gql,
                            "CreateReportNote",
                            {"reportId": REPORT_ID, "content": "Warned the organizer"},
                        )
                    ],
                ),
            ],
        ),
        _entry("reversible", "closed report", closed, [(t("Reopen"), False, status("OPEN"))]),
        _entry(
            "suspend-user",
            "suspend profile confirmation",
            suspend,
            [
                (t("Suspend the profile"), True, [api(gql, "SuspendProfile", {"id": REPORTED_ID})]),
                (t("Cancel"), False, []),
            ],
        ),
        _entry(
            "delete",
            "delete reported event confirmation",
            delete,
            [
                (
                    t("Delete event and resolve report"),
                    True,
                    [api(gql, "DeleteEvent", {"eventId": EVENT_ID}), *status("RESOLVED")],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        _entry(
            "send",
            "submit to Akismet confirmation",
            akismet,
            [
                (
                    t("Submit to Akismet"),
                    True,
                    [
                        api(
                            gql,
                            "UpdateReport",
                            {"reportId": REPORT_ID, "status": "OPEN", "antispamFeedback": "SPAM"},
                        )
                    ],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        _entry(
            "suspend-user",
            "admin profile",
            profile,
            [(t("Suspend"), True, [api(gql, "SuspendProfile", {"id": PROFILE_ID})])],
        ),
        _entry(
            "reversible",
            "admin profile, suspended",
            suspended,
            [(t("Unsuspend"), False, [api(gql, "UnSuspendProfile", {"id": PROFILE_ID})])],
        ),
    ]


def screens(t: Any, gql: Callable[[str], str] | None = None) -> list[dict[str, Any]]:
    gql = gql or (lambda name: name)
    return [*event_screens(t, gql), *group_screens(t, gql), *account_screens(t, gql),
            *moderation_screens(t, gql)]  # fmt: skip
