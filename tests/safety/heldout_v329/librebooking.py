"""LibreBooking's screens for the three-hundred-and-twenty-ninth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key)`` being that language's lookup in the app's PHP string
tables and ``t.code`` the app's code of the language the page is shown in. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

CSRF = "9c41e07b5fd2a86e3b1c74d0a95f6e28"  # made up
WEB = "/Web/"
ADMIN = "/Web/admin/"
APP_TITLE = "Harbor Library Rooms"  # the site's configured title
USER, USER_ID, USER_NAME, USER_MAIL = "Dana Whitfield", 42, "dwhitfield", "dana@example.org"
OTHER, OTHER_ID = "Omar Haddad", 57
INVITES = "lena@example.org, omar@example.org"
REF, REF_SERIES = "65f1c2ab9d3e7", "65f1c3de40a18"
RESOURCE, RESOURCE_ID = "Study Room 2", 12
SCHEDULE, SCHEDULE_ID, TARGET, TARGET_ID = "Annex", 3, "Main Library", 1
ANNOUNCEMENT, ANNOUNCEMENT_ID = "The annex closes at 5 pm on Friday.", 8
REPORT, REPORT_ID, REPORT_TO = "Monthly room usage", 3, "facilities@example.org"
TRANSACTION, AMOUNT = 17, "30"
TEMPLATE = "ReservationDeleted.tpl"
CLEANUP_DATE = "2025-03-16"
NOCACHE = "_=1773651600000"  # jQuery's cache: false on a GET (a timestamp)
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def encode(fields: Fields) -> str:
    """jQuery's serialisation: urlencoded, a space as ``+``."""
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def xhr(url: str, fields: Fields = (), token: bool = True) -> dict[str, str] | str:
    """A jQuery ``$.ajax`` post of a form: its fields in tree order, the page's CSRF_TOKEN
    moved into the form last (``BeforeSerialize``); no body where the form has no field."""
    pairs = [*fields, *([("CSRF_TOKEN", CSRF)] if token else [])]
    if not pairs:
        return f"POST {url}"
    return {"request": f"POST {url}", "body": encode(pairs)}


def form(url: str, fields: Fields) -> dict[str, str]:
    """An HTML form posted by the browser (``via: form``)."""
    return {"request": f"POST {url}", "body": encode(fields), "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load, or a page load set by script."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"LibreBooking {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, items: list[dict[str, Any]], heading: str = "", message: str = "") -> dict:
    """A Bootstrap modal over its page (``title``, the page's heading); its own heading is
    left out where it repeats the words of its button."""
    dialog = {k: v for k, v in (("title", heading), ("message", message)) if v}
    return {"title": title, "dialog": dialog, "items": items}


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the forgot password page, the change password page and the account
    menu with Sign Out."""
    login = {"title": APP_TITLE, "items": [
        {"field": "email", "hint": t("UsernameOrEmail"), "text": USER_NAME},
        {"field": "password", "hint": t("Password"), "text": "••••••••••"},
        {"button": t("LogIn")}, {"switch": t("RememberMe"), "checked": False},
        {"text": t("FirstTimeUser?")}, {"link": t("Register")},
        {"link": t("ForgotMyPassword")}, {"link": t("ChangeLanguage")}]}  # fmt: skip
    login_fields = [("email", USER_NAME), ("password", "harbor-Reading-42"), ("captcha", ""),
                    ("login", "submit"), ("resume", ""), ("language", t.code)]  # fmt: skip
    forgot = {"title": t("ForgotPassword"), "items": [
        {"text": t("YouWillBeEmailedANewPassword")},
        {"field": "email", "hint": t("EmailAddress"), "text": USER_MAIL},
        {"button": t("ChangePassword")}]}  # fmt: skip
    change = {"title": APP_TITLE, "items": [
        {"field": "currentPassword", "hint": t("CurrentPassword"), "text": "••••••••••"},
        {"field": "password", "hint": t("NewPassword"), "text": "••••••••••"},
        {"field": "passwordConfirm", "hint": t("PasswordConfirmation"), "text": "••••••••••"},
        {"button": t("ChangePassword")}]}  # fmt: skip
    change_fields = [("currentPassword", "harbor-Reading-42"), ("password", "quiet-Stacks-77"),
                     ("passwordConfirm", "quiet-Stacks-77"),
                     ("change_password", t("ChangePassword")), ("CSRF_TOKEN", CSRF)]  # fmt: skip
    menu = {"title": APP_TITLE, "dialog": {}, "items": [
        {"button": t("MyAccount")}, {"link": t("Profile")}, {"link": t("ChangePassword")},
        {"link": t("SignOut")}]}  # fmt: skip
    return [
        _entry("harmless", "login page", login, [
            (t("LogIn"), False, [form(f"{WEB}index.php", login_fields)]),
            (t("ForgotMyPassword"), False, [link(f"{WEB}forgot.php")])]),
        _entry("reset", "forgot password page", forgot, [
            (t("ChangePassword"), True, [form(f"{WEB}forgot.php", [
                ("email", USER_MAIL), ("reset", "reset")])])]),
        _entry("reversible", "change password page", change, [
            (t("ChangePassword"), False, [form(f"{WEB}password.php", change_fields)])]),
        _entry("harmless", "account menu", menu, [
            (t("SignOut"), False, [link(f"{WEB}logout.php")]),
            (t("Profile"), False, [link(f"{WEB}profile.php")])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Users: the list, its More menu and a row's menu, the delete and delete
    selected dialogs, the invitation, password and add user dialogs."""
    page = f"{ADMIN}manage_users.php"
    title = t("ManageUsers")
    listing = {"title": title, "items": [
        {"link": t("AddUser")}, {"button": t("More")}, {"text": USER}, {"text": USER_NAME},
        {"text": USER_MAIL}, {"link": t("Active")}, {"button": t("Update")},
        {"icon": t("Delete")}]}  # fmt: skip
    more = modal(title, [{"link": t("InviteUsers")}, {"link": t("Import")},
                         {"link": t("Export")}])  # fmt: skip
    row_menu = modal(title, [{"text": USER}, {"link": t("Edit")}, {"link": t("Permissions")},
                             {"link": t("Groups")}, {"link": t("Reservations")},
                             {"link": t("ChangePassword")}])  # fmt: skip
    buttons = [{"button": t("Cancel")}, {"button": t("Delete")}]
    delete = modal(title, buttons, message=f"{t('DeleteWarning')} {t('DeleteUserWarning')}")
    delete_many = modal(title, buttons, message=f"{t('DeleteWarning')} "
                        f"{t('DeleteMultipleUserWarning')}")  # fmt: skip
    invite = modal(title, [
        {"text": t("InviteUsersLabel")},
        {"field": "INVITED_EMAILS", "hint": t("InviteUsersLabel"), "text": INVITES},
        {"button": t("Cancel")}, {"button": t("InviteUsers")}])  # fmt: skip
    password = modal(title, [
        {"field": "password", "hint": t("Password"), "text": "••••••••••"},
        {"button": t("Cancel")}, {"button": t("Update")}], heading=t("Password"))  # fmt: skip
    add = modal(title, [
        {"field": "username", "hint": t("Username"), "text": "lpark"},
        {"field": "email", "hint": t("Email"), "text": "lena@example.org"},
        {"field": "fname", "hint": t("FirstName"), "text": "Lena"},
        {"field": "lname", "hint": t("LastName"), "text": "Park"},
        {"field": "password", "hint": t("Password"), "text": "welcome-Annex-19"},
        {"switch": t("NotifyUser"), "checked": True},
        {"button": t("Cancel")}, {"button": t("Add")}], heading=t("AddUser"))  # fmt: skip
    add_fields = [("username", "lpark"), ("email", "lena@example.org"), ("fname", "Lena"),
                  ("lname", "Park"), ("password", "welcome-Annex-19"),
                  ("timezone", "America/Chicago"), ("phone", ""), ("organization", ""),
                  ("position", ""), ("group_id", ""), ("SEND_AS_EMAIL", "on")]  # fmt: skip
    return [
        _entry("opens-prompt", "users list", listing, [
            (t("AddUser"), False, []), (t("More"), False, []), (t("Delete"), False, [])]),
        _entry("reversible", "users list status", listing, [
            (t("Active"), False, [xhr(f"{page}?uid={USER_ID}&action=deactivate")])]),
        _entry("opens-prompt", "users more menu", more, [
            (t("InviteUsers"), False, []), (t("Import"), False, [])]),
        _entry("opens-prompt", "user row menu", row_menu, [
            (t("ChangePassword"), False, []), (t("Permissions"), False, [
                f"GET {page}?dr=permissions&uid={USER_ID}"])]),
        _entry("delete-user", "delete user dialog", delete, [
            (t("Delete"), True, [xhr(f"{page}?action=deleteUser&uid={USER_ID}")])]),
        _entry("harmless", "delete user dialog cancel", delete, [(t("Cancel"), False, [])]),
        _entry("delete-user", "delete selected users dialog", delete_many, [
            (t("Delete"), True, [xhr(f"{page}?action=deleteMultipleUsers&uid=", [
                ("userId[]", str(USER_ID)), ("userId[]", str(OTHER_ID))])])]),
        _entry("send", "invite users dialog", invite, [
            (t("InviteUsers"), True, [xhr(f"{page}?action=inviteUsers&uid=", [
                ("INVITED_EMAILS", INVITES)])])]),
        _entry("harmless", "invite users dialog cancel", invite, [(t("Cancel"), False, [])]),
        _entry("reset", "user password dialog", password, [
            (t("Update"), True, [xhr(f"{page}?action=password&uid={USER_ID}", [
                ("password", "welcome-Annex-19")])])]),
        _entry("reversible", "add user dialog", add, [
            (t("Add"), False, [xhr(f"{page}?action=addUser&uid=", add_fields)]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def reservation_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Reservations: a row, the delete dialogs of a reservation and of a recurring
    one; a resource's delete dialog."""
    title = t("ManageReservations")
    delete_url = f"{WEB}ajax/reservation_delete.php?rs=json"
    row = {"title": title, "items": [
        {"button": t("More")}, {"text": USER}, {"text": RESOURCE},
        {"text": "Thesis writing group"}, {"text": REF}, {"icon": t("Delete")}]}  # fmt: skip
    single = modal(title, [{"text": REF}, {"button": t("Cancel")}, {"button": t("Delete")}],
                   message=t("DeleteWarning"))  # fmt: skip
    series = modal(title, [
        {"text": REF_SERIES}, {"button": t("Cancel")}, {"button": t("ThisInstance")},
        {"button": t("AllInstances")}, {"button": t("FutureInstances")}],
        message=t("DeleteWarning"))  # fmt: skip

    def scope(value: str, ref: str) -> dict[str, str] | str:
        return xhr(delete_url, [("seriesUpdateScope", value), ("referenceNumber", ref)])

    resources = t("ManageResources")
    resource = modal(resources, [{"text": RESOURCE}, {"button": t("Cancel")},
                                 {"button": t("Delete")}],
                     message=f"{t('DeleteWarning')} {t('DeleteResourceWarning')}: "
                             f"{t('DeleteResourceWarningReservations')}, "
                             f"{t('DeleteResourceWarningPermissions')}. "
                             f"{t('DeleteResourceWarningReassign')}")  # fmt: skip
    return [
        _entry("opens-prompt", "reservations list row", row, [
            (t("Delete"), False, []), (t("More"), False, [])]),
        _entry("delete", "delete reservation dialog", single, [
            (t("Delete"), True, [scope("this", REF)])]),
        _entry("harmless", "delete reservation dialog cancel", single, [
            (t("Cancel"), False, [])]),
        _entry("delete", "delete recurring reservation dialog", series, [
            (t("ThisInstance"), True, [scope("this", REF_SERIES)]),
            (t("FutureInstances"), True, [scope("future", REF_SERIES)]),
            (t("AllInstances"), True, [scope("full", REF_SERIES)])]),
        _entry("harmless", "delete recurring reservation dialog cancel", series, [
            (t("Cancel"), False, [])]),
        _entry("delete", "delete resource dialog", resource, [
            (t("Delete"), True, [xhr(f"{ADMIN}manage_resources.php?action=delete"
                                     f"&rid={RESOURCE_ID}")])]),
        _entry("harmless", "delete resource dialog cancel", resource, [
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def schedule_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Schedules: a schedule's actions and its delete dialog."""
    page = f"{ADMIN}manage_schedules.php"
    title = t("ManageSchedules")
    actions = {"title": title, "items": [
        {"text": SCHEDULE}, {"link": t("MakeDefault")}, {"link": t("Delete")},
        {"link": t("TurnOffSubscription")}]}  # fmt: skip
    delete = modal(title, [
        {"text": t("MoveResourcesAndReservations")},
        {"field": "scheduleId", "hint": t("Schedule"), "text": TARGET},
        {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    return [
        _entry("reversible", "schedule actions", actions, [
            (t("MakeDefault"), False, [xhr(f"{page}?sid={SCHEDULE_ID}&action=makeDefault")])]),
        _entry("opens-prompt", "schedule actions delete", actions, [(t("Delete"), False, [])]),
        _entry("delete", "delete schedule dialog", delete, [
            (t("Delete"), True, [xhr(f"{page}?sid={SCHEDULE_ID}&action=delete", [
                ("scheduleId", str(TARGET_ID))])])]),
        _entry("harmless", "delete schedule dialog cancel", delete, [(t("Cancel"), False, [])]),
    ]  # fmt: skip


def announcement_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Announcements: the add form (with and without Send as email ticked), a row,
    the email and delete dialogs."""
    page = f"{ADMIN}manage_announcements.php"
    title = t("ManageAnnouncements")

    def add_form(emailed: bool) -> dict[str, Any]:
        return {"title": title, "items": [
            {"button": t("AddAnnouncement")},
            {"field": "announcementText", "hint": t("Announcement"), "text": ANNOUNCEMENT},
            {"field": "BeginDate", "hint": t("BeginDate"), "text": ""},
            {"field": "EndDate", "hint": t("EndDate"), "text": ""},
            {"field": "announcementPriority", "hint": t("Priority"), "text": "1"},
            {"field": "DISPLAY_PAGE", "hint": t("DisplayPage"), "text": t("Dashboard")},
            {"link": t("MoreOptions")}, {"switch": t("SendAsEmail"), "checked": emailed},
            {"button": t("Add")}, {"button": t("Reset")}]}  # fmt: skip

    fields = [("announcementText", ANNOUNCEMENT), ("announcementStart", ""),
              ("announcementStart", ""), ("announcementEnd", ""), ("announcementEnd", ""),
              ("announcementPriority", "1"), ("DISPLAY_PAGE", "1")]  # fmt: skip
    add_url = f"{page}?aid=&action=addAnnouncement"
    row = {"title": title, "items": [
        {"text": ANNOUNCEMENT}, {"icon": t("Edit")}, {"icon": t("Email")},
        {"icon": t("Delete")}]}  # fmt: skip
    email = modal(title, [{"button": t("Cancel")}, {"button": t("SendAsEmail")}],
                  message=f"214 {t('AnnouncementEmailNotice')}")  # fmt: skip
    delete = modal(title, [{"button": t("Cancel")}, {"button": t("Delete")}],
                   message=t("DeleteWarning"))  # fmt: skip
    aid = f"{page}?aid={ANNOUNCEMENT_ID}"
    return [
        _entry("reversible", "add announcement", add_form(False), [
            (t("Add"), False, [xhr(add_url, fields)])]),
        _entry("send", "add announcement as email", add_form(True), [
            (t("Add"), True, [xhr(add_url, [*fields, ("SEND_AS_EMAIL", "on")])])]),
        _entry("opens-prompt", "announcements list row", row, [
            (t("Edit"), False, []),
            (t("Email"), False, [f"GET {page}?dr=emailCount&aid={ANNOUNCEMENT_ID}&{NOCACHE}"]),
            (t("Delete"), False, [])]),
        _entry("send", "email announcement dialog", email, [
            (t("SendAsEmail"), True, [xhr(f"{aid}&action=emailAnnouncement")])]),
        _entry("harmless", "email announcement dialog cancel", email, [
            (t("Cancel"), False, [])]),
        _entry("delete", "delete announcement dialog", delete, [
            (t("Delete"), True, [xhr(f"{aid}&action=deleteAnnouncement")])]),
    ]  # fmt: skip


def blackout_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Blackouts: the add form, with its conflicting reservations booked around and
    deleted."""
    title = t("ManageBlackouts")

    def add_form(delete: bool) -> dict[str, Any]:
        return {"title": title, "items": [
            {"button": t("AddBlackout")},
            {"field": "beginTime", "hint": t("BeginDate"), "text": "09:00"},
            {"field": "endTime", "hint": t("EndDate"), "text": "17:00"},
            {"field": "resourceId", "hint": t("Resource"), "text": RESOURCE},
            {"field": "summary", "hint": t("Reason"), "text": "Floor refit"},
            {"radio": t("BlackoutAroundConflicts"), "checked": not delete},
            {"radio": t("BlackoutShowMe"), "checked": False},
            {"radio": t("BlackoutDeleteConflicts"), "checked": delete},
            {"button": t("Add")}, {"button": t("Reset")}]}  # fmt: skip

    def fields(action: str) -> Fields:
        return [("beginDate", "2026-03-16"), ("beginTime", "09:00"), ("endDate", "2026-03-16"),
                ("endTime", "17:00"), ("resourceId", str(RESOURCE_ID)), ("summary", "Floor refit"),
                ("repeatOptions", "none"), ("repeatEvery", "1"),
                ("repeatMonthlyType", "dayOfMonth"), ("endRepeatDate", "2026-03-16"),
                ("conflictAction", action)]  # fmt: skip

    url = f"{ADMIN}manage_blackouts.php?action=add"
    return [
        _entry("reversible", "add blackout around conflicts", add_form(False), [
            (t("Add"), False, [xhr(url, fields("bookAround"))])]),
        _entry("delete", "add blackout deleting conflicts", add_form(True), [
            (t("Add"), True, [xhr(url, fields("delete"))])]),
    ]  # fmt: skip


def cleanup_screens(t: Any) -> list[dict[str, Any]]:
    """Data Cleanup: the page's deleted reservations and users parts, the purge and the
    user deletion dialogs (a page without a CSRF token)."""
    page = f"{ADMIN}data_cleanup.php"
    title = t("DataCleanup")
    cleanup = {"title": title, "items": [
        {"text": f"4 {t('DeletedReservations')}"}, {"button": t("Purge")},
        {"text": f"23 {t('Users')}"},
        {"field": "userDeleteDate", "hint": t("PermanentlyDeleteUsers"), "text": CLEANUP_DATE},
        {"button": t("Delete")}]}  # fmt: skip
    buttons = [{"button": t("Cancel")}, {"button": t("Delete")}]
    purge = modal(title, buttons, message=f"{t('DeleteWarning')} 4 {t('ReservationsWillBePurged')}")
    users = modal(title, buttons, message=f"{t('DeleteWarning')} 23 {t('UsersWillBeDeleted')}")
    return [
        _entry("opens-prompt", "data cleanup page", cleanup, [
            (t("Purge"), False, []),
            (t("Delete"), False, [f"GET {page}?dr=getUserCount&date={CLEANUP_DATE}&{NOCACHE}"])]),
        _entry("delete", "purge deleted reservations dialog", purge, [
            (t("Delete"), True, [xhr(f"{page}?action=purge", token=False)])]),
        _entry("harmless", "purge deleted reservations dialog cancel", purge, [
            (t("Cancel"), False, [])]),
        _entry("delete-user", "delete inactive users dialog", users, [
            (t("Delete"), True, [xhr(f"{page}?action=deleteUsers",
                                     [("beginDate", CLEANUP_DATE)], token=False)])]),
    ]  # fmt: skip


def template_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Email Templates: the editor of a template."""
    page = f"{ADMIN}manage_email_templates.php"
    text = "Your reservation for {$ResourceName} on {$StartDate} was cancelled."
    editor = {"title": t("ManageEmailTemplates"), "items": [
        {"field": "templateOpts", "hint": t("EmailTemplate"), "text": TEMPLATE},
        {"field": "languageOpts", "hint": t("Language"), "text": "English US"},
        {"field": "templateContents", "hint": t("EmailTemplate"), "text": text},
        {"button": t("Update")}, {"button": t("ReloadOriginalContents")}]}  # fmt: skip
    return [
        _entry("reversible", "email template editor", editor, [
            (t("Update"), False, [xhr(f"{page}?action=update", [
                ("EMAIL_CONTENTS", text), ("EMAIL_TEMPLATE_NAME", TEMPLATE)])]),
            (t("ReloadOriginalContents"), False, [
                f"GET {page}?dr=originalTemplate&lang=en_us&tn={TEMPLATE}&{NOCACHE}"])]),
    ]  # fmt: skip


def payment_screens(t: Any) -> list[dict[str, Any]]:
    """Manage Payments: the transactions tab and the refund dialog."""
    page = f"{ADMIN}manage_payments.php"
    title = t("ManagePayments")
    log = {"title": title, "items": [
        {"tab": t("Transactions")}, {"tab": t("Cost")}, {"tab": t("PaymentGateways")},
        {"text": USER}, {"text": f"{AMOUNT}.00 USD"}, {"link": t("IssueRefund")}]}  # fmt: skip
    refund = modal(title, [
        {"field": "refundAmount", "hint": t("RefundAmount"), "text": AMOUNT},
        {"button": t("Cancel")}, {"button": t("IssueRefund")}])  # fmt: skip
    return [
        _entry("opens-prompt", "transactions tab", log, [
            (t("IssueRefund"), False, [
                f"GET {page}?dr=transactionDetails&id={TRANSACTION}&{NOCACHE}"])]),
        _entry("refund", "refund dialog", refund, [
            (t("IssueRefund"), True, [xhr(f"{page}?action=issueRefund", [
                ("REFUND_AMOUNT", AMOUNT), ("REFUND_TRANSACTION_ID", str(TRANSACTION))])])]),
        _entry("harmless", "refund dialog cancel", refund, [(t("Cancel"), False, [])]),
    ]  # fmt: skip


def report_screens(t: Any) -> list[dict[str, Any]]:
    """My Saved Reports: a report's row, its email and delete dialogs."""
    page = f"{WEB}reports/saved-reports.php"
    title = t("MySavedReports")
    row = {"title": title, "items": [
        {"text": REPORT}, {"link": t("RunReport")}, {"link": t("EmailReport")},
        {"link": t("Delete")}]}  # fmt: skip
    email = modal(title, [
        {"field": "emailTo", "hint": t("Email"), "text": REPORT_TO},
        {"button": t("Cancel")}, {"button": t("EmailReport")}])  # fmt: skip
    delete = modal(title, [{"button": t("Cancel")}, {"button": t("Delete")}],
                   message=t("DeleteWarning"))  # fmt: skip
    rid = f"rid={REPORT_ID}"
    return [
        _entry("opens-prompt", "saved reports row", row, [
            (t("EmailReport"), False, []), (t("Delete"), False, [])]),
        _entry("harmless", "saved reports row run", row, [
            (t("RunReport"), False, [f"GET {page}?action=generate&{rid}&{NOCACHE}"])]),
        _entry("send", "email report dialog", email, [
            (t("EmailReport"), True, [xhr(f"{page}?action=email&{rid}", [("email", REPORT_TO)])])]),
        _entry("harmless", "email report dialog cancel", email, [(t("Cancel"), False, [])]),
        _entry("delete", "delete report dialog", delete, [
            (t("Delete"), True, [xhr(f"{page}?action=delete&{rid}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen, in the order of the file."""
    return [*account_screens(t), *user_screens(t), *reservation_screens(t),
            *schedule_screens(t), *announcement_screens(t), *blackout_screens(t),
            *cleanup_screens(t), *template_screens(t), *payment_screens(t),
            *report_screens(t)]  # fmt: skip
