"""pretalx's screens for the two-hundred-and-twenty-ninth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, ctx, n, **values)`` being that language's lookup in the
app's gettext catalogue. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

CSRF = "Jq8vT2mXc4LrW9nB6yHs1KdF0pZa7GeU3tVo5iNx8RwQ2lMb4CjE9uYk6SgA1hPf"  # made up
E = "/orga/event/democon/"
CFP = "/democon/"
ORG = "/orga/organiser/democon-org/"
EVENT = "DemoCon 2026"
SUB, TITLE = "QXRJ8F", "Federated calendars without the pain"
SPK, SPEAKER, SPK_MAIL = "9UQJZK", "Dana Whitfield", "dana@example.org"
MAIL, SUBJECT, TEMPLATE = 412, "Your proposal was accepted", 21
ROOM, ROOM_NAME, TRACK, TRACK_NAME = 7, "Room II", 3, "Infrastructure"
TEAM, TEAM_NAME, MEMBER, MEMBER_NAME, MEMBER_MAIL = (
    5,
    "Program committee",
    18,
    "Lena Park",
    "lena@example.org",
)
INVITE, INVITE_MAIL, TOKEN, TOKEN_NAME, REVIEW = 4, "omar@example.org", 11, "CI export", 88
SUB_URL = f"{E}submissions/{SUB}/"
MY_SUB = f"{CFP}me/submissions/{SUB}/"
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields = ()) -> dict[str, str]:
    """An HTML form posted by the browser: urlencoded, the CSRF token first."""
    return {"request": f"POST {url}", "body": body([("csrfmiddlewaretoken", CSRF), *fields]),
            "via": "form"}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def nxt(path: str) -> str:
    """``{% querystring next=request.path|urlencode %}``: the path encoded once more."""
    return f"?next={quote(path, safe='')}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"pretalx {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown or dialog over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def confirm_page(t: Any, title: str, texts: list[str], button: str) -> dict[str, Any]:
    """ActionConfirmMixin's page: heading, object name, warning, Back and the button."""
    return {"title": title, "items": [*({"text": x} for x in texts if x),
            {"link": t("Back")}, {"button": button}]}  # fmt: skip


def submission_screens(t: Any) -> list[dict[str, Any]]:
    """A proposal's page, its state menu and two state change pages, its content tab and
    delete confirmation, the featured box, a review's delete confirmation."""
    submitted = t("submitted", "proposal status")
    accepted, confirmed = t("accepted"), t("confirmed")
    rejected, cancelled, withdrawn = (
        t("not accepted", "proposal status"),
        t("Cancelled").lower(),
        t("withdrawn"),
    )
    page = {"title": TITLE, "items": [
        {"text": f"“{TITLE}” – {SPEAKER}"}, {"button": submitted},
        {"link": t("Send email to speakers")}, {"tab": t("Content")}, {"tab": t("Speakers")},
        {"tab": t("Reviews")}]}  # fmt: skip
    menu = popup(TITLE, [f"“{TITLE}”"], [
        {"link": accepted}, {"link": confirmed}, {"link": rejected}, {"link": cancelled},
        {"link": withdrawn}])  # fmt: skip
    back = nxt(SUB_URL)

    def change(target: str, origin: str) -> dict[str, Any]:
        return {"title": f"{origin} → {target}", "items": [
            {"text": t("Please confirm that you really want to change the state of this "
                       "proposal.")},
            {"switch": t("Mark the new state as “pending”"), "checked": False},
            {"link": t("Back")}, {"button": t("Do it")}]}  # fmt: skip

    content_fields = [("title", TITLE), ("submission_type", "2"), ("track", str(TRACK)),
                      ("abstract", "Syncing calendars across servers, simply."),
                      ("description", ""), ("notes", ""), ("internal_notes", "")]  # fmt: skip
    content = {"title": TITLE, "items": [
        {"tab": t("Content")}, {"field": "title", "hint": t("Proposal title"), "text": TITLE},
        {"link": t("Delete")}, {"button": t("Save")}]}  # fmt: skip
    delete = confirm_page(t, t("Confirm deletion"), [t(
        "Please make sure that this is the item you want to delete. This action cannot be "
        "undone!")], t("Delete"))  # fmt: skip
    listing = {"title": t("Sessions"), "items": [
        {"link": TITLE}, {"text": SPEAKER},
        {"switch": t("Show this proposal in the list of featured sessions."),
         "checked": False}]}  # fmt: skip
    review = confirm_page(t, t("Confirm deletion"), [t("Your review"), t(
        "Please make sure that this is the item you want to delete. This action cannot be "
        "undone!")], t("Delete"))  # fmt: skip
    return [
        _entry("opens-prompt", "proposal page", page, [
            (submitted, False, []),
            (t("Send email to speakers"), False, [
                link(f"{E}mails/compose/sessions/?submissions={SUB}")])]),
        _entry("opens-prompt", "proposal state menu", menu, [
            (accepted, False, [link(f"{SUB_URL}accept{back}")]),
            (rejected, False, [link(f"{SUB_URL}reject{back}")]),
            (withdrawn, False, [link(f"{SUB_URL}withdraw{back}")])]),
        _entry("reversible", "accept confirmation", change(accepted, submitted), [
            (t("Do it"), False, [form(f"{SUB_URL}accept{back}")])]),
        _entry("reversible", "reject confirmation", change(rejected, submitted), [
            (t("Do it"), False, [form(f"{SUB_URL}reject{back}")])]),
        _entry("reversible", "proposal content tab", content, [
            (t("Save"), False, [form(SUB_URL, content_fields)]),
            (t("Delete"), False, [link(f"{SUB_URL}delete")])]),
        _entry("delete", "proposal delete confirmation", delete, [
            (t("Delete"), True, [form(f"{SUB_URL}delete")])]),
        _entry("reversible", "proposals list featured box", listing, [
            (t("Show this proposal in the list of featured sessions."), False, [
                f"POST {SUB_URL}toggle_featured"])]),
        _entry("delete", "review delete confirmation", review, [
            (t("Delete"), True, [form(f"{SUB_URL}reviews/{REVIEW}/delete")])]),
    ]  # fmt: skip


def speaker_screens(t: Any) -> list[dict[str, Any]]:
    """A speaker's page and the confirmations of its Reset password and Delete."""
    base = f"{E}speakers/{SPK}/"
    reset = t("Reset password", "noun / heading")
    send = t("Send email", "action: send email to speaker(s)")
    page = {"title": SPEAKER, "items": [
        {"link": reset}, {"link": send},
        {"field": "name", "hint": t("Name"), "text": SPEAKER},
        {"field": "email", "hint": t("Email"), "text": SPK_MAIL},
        {"link": t("Delete")}, {"button": t("Save")}]}  # fmt: skip
    who = f"{SPEAKER} ({SPK_MAIL})"
    reset_page = confirm_page(t, EVENT, [who, t(
        "Do you really want to reset this user\u2019s password? They will not be able to log "
        "in until they set a new password.")], reset)  # fmt: skip
    delete = confirm_page(t, t("Confirm deletion"), [who, t(
        "Do you really want to delete this speaker profile? The profile and everything about "
        "it will be removed permanently, including all emails sent to this speaker. This "
        "action cannot be undone.")], t("Delete"))  # fmt: skip
    return [
        _entry("reversible", "speaker page", page, [
            (t("Save"), False, [form(base, [
                ("name", SPEAKER), ("email", SPK_MAIL), ("locale", "en"),
                ("biography", "Works on open calendaring."), ("internal_notes", "")])]),
            (reset, False, [link(f"{base}reset")]),
            (send, False, [link(f"{E}mails/compose/sessions/?speakers={SPK}")]),
            (t("Delete"), False, [link(f"{base}delete")])]),
        _entry("send", "speaker password reset confirmation", reset_page, [
            (reset, True, [form(f"{base}reset")])]),
        _entry("delete", "speaker delete confirmation", delete, [
            (t("Delete"), True, [form(f"{base}delete")])]),
    ]  # fmt: skip


def mail_screens(t: Any) -> list[dict[str, Any]]:
    """The outbox, a row's menu, the send and discard confirmations, the email editor, the
    team and session composers."""
    outbox = f"{E}mails/outbox/"
    mail = f"{E}mails/{MAIL}/"
    more = t("More actions")
    listing = {"title": t("Outbox"), "items": [
        {"link": t("Send all")}, {"link": t("Discard all")}, {"link": SUBJECT},
        {"text": SPEAKER}, {"button": more}]}  # fmt: skip
    menu = popup(t("Outbox"), [SUBJECT], [{"link": t("Edit")}, {"link": t("Delete")}])
    send_all = confirm_page(
        t,
        t("Send emails"),
        [t("Do you really want to send {count} emails?").replace("{count}", "3")],
        t("Send"),
    )
    purge = confirm_page(
        t,
        t("Confirm deletion"),
        [t("Do you really want to purge {count} emails?").replace("{count}", "3")],
        t("Delete"),
    )
    mail_fields = [
        ("to", ""),
        ("to_speakers", SPK),
        ("reply_to", "cfp@democon.example"),
        ("cc", ""),
        ("bcc", ""),
        ("subject", SUBJECT),
        ("text", "Hi Dana, we are happy to accept ..."),
    ]  # fmt: skip
    editor = {"title": t("Email editor"), "items": [
        {"field": "subject", "hint": t("Subject", "email subject"), "text": SUBJECT},
        {"field": "text", "hint": t("Text"), "text": "Hi Dana, we are happy to accept ..."},
        {"link": t("Discard")}, {"link": t("Discard all from this template")},
        {"button": t("Save")}, {"button": t("Save and send")}]}  # fmt: skip
    discard = confirm_page(
        t, t("Confirm deletion"), [t("Do you really want to delete this email?", n=1)], t("Delete")
    )
    discard_all = confirm_page(
        t, t("Confirm deletion"), [t("Do you really want to delete this email?", n=5)], t("Delete")
    )
    preview = t("Preview email", "action: preview the email before sending")
    to_outbox = t("Send to outbox")
    team_fields = [("recipients", str(TEAM)), ("reply_to", ""), ("bcc", ""),
                   ("subject_0", "Reviews close on Friday"),
                   ("text_0", "Please finish your reviews.")]  # fmt: skip
    team = {"title": t("Email editor"), "items": [
        {"text": t("Reviewers and team members")},
        {"field": "recipients", "hint": t("Recipient groups"), "text": TEAM_NAME},
        {"field": "subject_0", "hint": t("Subject", "email subject"),
         "text": "Reviews close on Friday"},
        {"text": t("Emails to reviewers and other team members are always sent out directly, "
                   "and are not placed in the outbox first. They also do not show up in the "
                   "list of sent emails.")},
        {"button": preview}, {"button": to_outbox}]}  # fmt: skip
    session_fields = [("submissions", SUB), ("reply_to", ""), ("bcc", ""),
                      ("subject_0", "Your slot at DemoCon"),
                      ("text_0", "Hi {name}, your session is scheduled.")]  # fmt: skip
    session = {"title": t("Email editor"), "items": [
        {"field": "subject_0", "hint": t("Subject", "email subject"),
         "text": "Your slot at DemoCon"},
        {"switch": t("Send immediately"), "checked": False},
        {"button": preview}, {"button": to_outbox}]}  # fmt: skip
    now = t("Send {count} email now", n=12)
    immediate = {"title": t("Email editor"), "items": [
        {"switch": t("Send immediately"), "checked": True},
        {"text": t("You are about to immediately send %(count)s email.", n=12, count=12)},
        {"text": t("These emails will be sent right now instead of being placed in the outbox. "
                   "You will not be able to review or recall them. Please confirm that you "
                   "want to send them.")},
        {"button": preview}, {"button": now}]}  # fmt: skip
    compose = f"{E}mails/compose/"
    return [
        _entry("opens-prompt", "outbox", listing, [
            (t("Send all"), False, [link(f"{outbox}send?")]),
            (t("Discard all"), False, [link(f"{outbox}purge?")]), (more, False, [])]),
        _entry("opens-prompt", "outbox row menu", menu, [
            (t("Edit"), False, [link(mail)]),
            (t("Delete"), False, [link(f"{mail}delete?next={quote(outbox)}")])]),
        _entry("send", "send all confirmation", send_all, [
            (t("Send"), True, [form(f"{outbox}send?")])]),
        _entry("delete", "discard all confirmation", purge, [
            (t("Delete"), True, [form(f"{outbox}purge?")])]),
        _entry("reversible", "email editor", editor, [
            (t("Save"), False, [form(mail, mail_fields)]),
            (t("Discard"), False, [link(f"{mail}delete")])]),
        _entry("send", "email editor send", editor, [
            (t("Save and send"), True, [form(mail, [*mail_fields, ("form", "send")])])]),
        _entry("delete", "discard email confirmation", discard, [
            (t("Delete"), True, [form(f"{mail}delete")])]),
        _entry("delete", "discard all from template confirmation", discard_all, [
            (t("Delete"), True, [form(f"{mail}delete?all")])]),
        _entry("send", "team email composer", team, [
            (to_outbox, True, [form(f"{compose}teams/", team_fields)])]),
        _entry("reversible", "session email composer", session, [
            (to_outbox, False, [form(f"{compose}sessions/", session_fields)]),
            (preview, False, [form(f"{compose}sessions/", [*session_fields,
                                                           ("action", "preview")])])]),
        _entry("send", "session email composer send now", immediate, [
            (now, True, [form(f"{compose}sessions/", [
                *session_fields, ("skip_queue", "on"), ("action", "send_immediately")])])]),
    ]  # fmt: skip


def schedule_screens(t: Any) -> list[dict[str, Any]]:
    """The release page, the quick scheduling page, a room's and a track's deletion."""
    release = t("Release", "action: publish the schedule")
    notify = t("Notify speakers of changes")
    page = {"title": t("Release new schedule"), "items": [
        {"field": "version", "hint": t("Version", "Version of the conference schedule"),
         "text": "v2"},
        {"text": t("This will be the very first schedule release.")},
        {"switch": notify, "checked": True}, {"link": t("Back")},
        {"button": release}]}  # fmt: skip
    quick = {"title": f"{t('Schedule session')} “{TITLE}”", "items": [
        {"field": "room", "hint": t("Room"), "text": ROOM_NAME},
        {"field": "start_date", "hint": "", "text": "2026-10-02"},
        {"field": "start_time", "hint": "", "text": "14:30"}, {"link": t("Back")},
        {"button": t("Save")}]}  # fmt: skip
    rooms = f"{E}schedule/rooms/"
    tracks = f"{E}cfp/tracks/"
    warning = t("Please make sure that this is the item you want to delete. This action "
                "cannot be undone!")  # fmt: skip
    room_delete = confirm_page(t, t("Confirm deletion"), [ROOM_NAME, warning], t("Delete"))
    track_delete = confirm_page(t, t("Confirm deletion"), [TRACK_NAME, warning], t("Delete"))
    return [
        _entry("publish", "schedule release page", page, [
            (release, True, [form(f"{E}schedule/release", [
                ("version", "v2"), ("comment", ""), ("notify_speakers", "on")])])]),
        _entry("reversible", "quick scheduling page", quick, [
            (t("Save"), False, [form(f"{E}schedule/quick/{SUB}/", [
                ("room", str(ROOM)), ("start_date", "2026-10-02"), ("start_time", "14:30")])])]),
        _entry("delete", "room delete confirmation", room_delete, [
            (t("Delete"), True, [form(f"{rooms}{ROOM}/delete/?next={quote(rooms)}")])]),
        _entry("delete", "track delete confirmation", track_delete, [
            (t("Delete"), True, [form(f"{tracks}{TRACK}/delete/?next={quote(tracks)}")])]),
    ]  # fmt: skip


def team_screens(t: Any) -> list[dict[str, Any]]:
    """A team's page and the confirmations of Remove, Resend invite and Reset password; the
    user settings' parts and the account menu."""
    team = f"{ORG}teams/{TEAM}/"
    member = f"{team}members/{MEMBER}/"
    invite = f"{team}invites/{INVITE}/resend/"
    reset = t("Reset password", "noun / heading")
    remove = t("Remove team member")
    page = {"title": TEAM_NAME, "items": [
        {"text": t("Members")}, {"text": MEMBER_NAME}, {"text": MEMBER_MAIL},
        {"link": reset}, {"link": remove}, {"text": f"({t('Pending invitation')})"},
        {"text": INVITE_MAIL}, {"link": t("Resend invite")},
        {"field": "invite-emails", "hint": "", "text": ""}]}  # fmt: skip
    who = f"{MEMBER_NAME} ({MEMBER_MAIL})"
    remove_page = confirm_page(t, t("Confirm deletion"), [who, t(
        "Please make sure that this is the item you want to delete. This action cannot be "
        "undone!")], t("Delete"))  # fmt: skip
    resend = confirm_page(
        t,
        t("Resend invite"),
        [INVITE_MAIL, t("Are you sure you want to resend the invitation to this user?")],
        t("Send"),
    )
    reset_page = confirm_page(t, TEAM_NAME, [who, t(
        "Do you really want to reset this user\u2019s password? They will not be able to log "
        "in until they set a new password.")], reset)  # fmt: skip
    settings = t("User settings")
    login = {"title": settings, "items": [
        {"text": t("Login settings")},
        {"field": "email", "hint": t("Email"), "text": "alex@democon.example"},
        {"field": "old_password", "hint": t("Password (current)"), "text": "••••••••"},
        {"field": "password", "hint": t("New password"), "text": "••••••••••"},
        {"field": "password_repeat", "hint": t("New password (again)"), "text": "••••••••••"},
        {"button": t("Save")}]}  # fmt: skip
    tokens = {"title": settings, "items": [
        {"text": t("Your API tokens")}, {"text": TOKEN_NAME}, {"text": t("All events")},
        {"link": t("Edit")}, {"button": t("Revoke")}]}  # fmt: skip
    new_token = {"title": settings, "items": [
        {"text": t("Create new token")},
        {"field": "name", "hint": t("Name"), "text": "Schedule sync"},
        {"radio": t("Read all endpoints"), "checked": True},
        {"radio": t("Read and write all endpoints"), "checked": False},
        {"button": t("Save")}]}  # fmt: skip
    menu = popup(EVENT, ["alex"], [{"link": t("Your profile")}, {"button": t("Log out")}])
    return [
        _entry("opens-prompt", "team page", page, [
            (reset, False, [link(f"{member}reset/")]),
            (remove, False, [link(f"{member}delete/")]),
            (t("Resend invite"), False, [link(invite)])]),
        _entry("revoke", "team member remove confirmation", remove_page, [
            (t("Delete"), True, [form(f"{member}delete/")])]),
        _entry("send", "resend invite confirmation", resend, [
            (t("Send"), True, [form(invite)])]),
        _entry("send", "team member password reset confirmation", reset_page, [
            (reset, True, [form(f"{member}reset/")])]),
        _entry("reversible", "login settings", login, [
            (t("Save"), False, [form("/orga/me", [
                ("email", "alex@democon.example"), ("old_password", "quiet-harbor-17"),
                ("password", "amber-field-2291"), ("password_repeat", "amber-field-2291"),
                ("form", "login")])])]),
        _entry("revoke", "API tokens", tokens, [
            (t("Revoke"), True, [form("/orga/me", [("revoke", str(TOKEN))])]),
            (t("Edit"), False, [link(f"/orga/me/token/{TOKEN}/")])]),
        _entry("reversible", "new API token", new_token, [
            (t("Save"), False, [form("/orga/me", [
                ("name", "Schedule sync"), ("all_events", "on"), ("expires", ""),
                ("permission_preset", "read"), ("form", "token")])])]),
        _entry("reversible", "account menu", menu, [
            (t("Log out"), False, [form("/orga/logout/")])]),
    ]  # fmt: skip


def event_screens(t: Any) -> list[dict[str, Any]]:
    """The dashboard's visibility switch and its dialog, the event's delete confirmation."""
    dashboard = {"title": EVENT, "items": [
        {"text": EVENT}, {"switch": t("Not public"), "checked": False}]}  # fmt: skip
    go_live = t("Go live", "event visibility: make publicly accessible")
    live = {"title": EVENT, "dialog": {"title": t("Make %(event)s public?", event=EVENT),
            "message": t("Your event pages, including the CfP and any released schedule, will "
                         "become publicly visible.")},
            "items": [{"button": t("Cancel")}, {"button": go_live}]}  # fmt: skip
    warning = t("ALL related data, such as proposals, and speaker profiles, and uploads, will "
                "also be deleted and cannot be restored.")  # fmt: skip
    delete = confirm_page(t, t("Confirm deletion"), [
        f"{t('Event', n=1)}: {EVENT}",
        f"{warning} " + t("Please make sure that this is the item you want to delete. This "
                          "action cannot be undone!")], t("Delete"))  # fmt: skip
    return [
        _entry("opens-prompt", "dashboard visibility switch", dashboard, [
            (t("Not public"), False, [])]),
        _entry("reversible", "go live dialog", live, [
            (go_live, False, [form(f"{E}live", [("action", "activate")])])]),
        _entry("delete", "event delete confirmation", delete, [
            (t("Delete"), True, [form(f"{E}delete")])]),
    ]  # fmt: skip


def speaker_side_screens(t: Any) -> list[dict[str, Any]]:
    """The call for papers' side: a draft proposal and its discard confirmation, the withdraw
    and confirm attendance pages, the account deletion."""
    fields = [("title", TITLE), ("submission_type", "2"), ("content_locale", "en"),
              ("abstract", "Syncing calendars across servers, simply."),
              ("description", ""), ("notes", "")]  # fmt: skip
    draft = {"title": TITLE, "items": [
        {"field": "title", "hint": t("Proposal title"), "text": TITLE},
        {"button": t("Save draft")}, {"button": t("Submit proposal")},
        {"text": t("Discard draft proposal")}, {"link": t("Discard")}]}  # fmt: skip
    discard = {"title": TITLE, "items": [
        {"text": t("Do you really want to discard your draft proposal? All data will be "
                   "lost.")},
        {"link": t("Back")}, {"button": t("Delete")}]}  # fmt: skip
    withdraw = {"title": t("Withdraw proposal"), "items": [
        {"text": t("Do you really want to withdraw your proposal?")},
        {"button": t("Withdraw")}, {"link": t("Back")},
        {"text": t("You will not be able to revert this action.")}]}  # fmt: skip
    confirm = t("Confirm", "action: confirm attendance")
    confirming = {"title": TITLE, "items": [
        {"link": t("Back")}, {"link": t("Withdraw")}, {"button": confirm}]}  # fmt: skip
    warning = t("You can delete your account here – all names, emails, and other personal "
                "information will be overwritten. <strong>This action is irreversible."
                "</strong>")  # fmt: skip
    really = t("I really do want to delete my account, losing access to my proposals and "
               "sessions, and overriding my public and private data.")  # fmt: skip
    profile = t("Your profile")
    hidden = {"title": profile, "items": [
        {"text": warning}, {"button": t("Delete my account")}]}  # fmt: skip
    ticked = {"title": profile, "items": [
        {"text": warning}, {"switch": really, "checked": True},
        {"button": t("Delete my account")}]}  # fmt: skip
    return [
        _entry("reversible", "draft proposal", draft, [
            (t("Save draft"), False, [form(MY_SUB, [*fields, ("action", "submit")])]),
            (t("Discard"), False, [link(f"{MY_SUB}discard")])]),
        _entry("send", "draft proposal submit", draft, [
            (t("Submit proposal"), True, [form(MY_SUB, [*fields, ("action", "dedraft")])])]),
        _entry("delete", "draft discard confirmation", discard, [
            (t("Delete"), True, [form(f"{MY_SUB}discard")])]),
        _entry("withdraw", "withdraw page", withdraw, [
            (t("Withdraw"), True, [form(f"{MY_SUB}withdraw")])]),
        _entry("reversible", "confirm attendance page", confirming, [
            (confirm, False, [form(f"{MY_SUB}confirm")])]),
        _entry("reversible", "account deletion (box hidden)", hidden, [
            (t("Delete my account"), False, [form(f"{CFP}me/delete", [("form", "")])])]),
        _entry("delete-user", "account deletion (box ticked)", ticked, [
            (t("Delete my account"), True, [form(f"{CFP}me/delete", [
                ("really", "on"), ("form", "")])]),
            (really, False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*submission_screens(t), *speaker_screens(t), *mail_screens(t),
            *schedule_screens(t), *team_screens(t), *event_screens(t),
            *speaker_side_screens(t)]  # fmt: skip
