"""Matomo's screens for the hundred-and-seventieth held-out corpus: ``screens(t, ok)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a ``Plugin_Key`` of the
app's ``lang/<lang>.json`` and ``plugins/*/lang/<lang>.json`` catalogues. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

BASE = "/index.php?"
TOKEN = "4f2a9c1e7b3d8a6f0e5c2b9d1a7f3e8c"  # made up; Matomo.token_auth
NONCE = "9d1c4e7a2b8f3e6d0a5c9b2e7f1d4a8c"  # made up; the pages' nonces
PAGE = [("idSite", "1"), ("period", "day")]
DATE = "yesterday"
SITE, SITE_NAME, SITE_URL = "3", "Example Shop", "https://shop.example.com"
GOAL, GOAL_NAME = "2", "Newsletter signup"
USER, EMAIL, NEW_USER, NEW_EMAIL = "bob", "bob@example.com", "carol", "carol@example.com"
PASSWORD = "correct horse battery"
REPORT, REPORT_NAME = "5", "Weekly traffic"
TOKEN_ID, TOKEN_NAME = "7", "Dashboard importer"
PLUGIN_ON, PLUGIN_OFF = "MarketingCampaignsReporting", "CustomAlerts"
VISIT = "8812"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def enc(value: str) -> str:
    """jQuery's $.param: encodeURIComponent, then spaces as ``+``."""
    return quote(value, safe="-_.!~*'()").replace("%20", "+")


def param(fields: Fields) -> str:
    return "&".join(f"{enc(n)}={enc(v)}" for n, v in fields)


def api(method: str, get: Fields = (), post: Fields = (), segment: str = "") -> dict[str, str]:
    """AjaxHelper.fetch / post: always a POST to ``?...`` (index.php) whose query holds
    ``module=API&format=json``, the method and its GET parameters, ``segment`` and the
    page's ``idSite`` and ``period`` where not given, ``date`` first (unless a parameter
    carries it), the parameters in the order the call lists them (``method`` first unless
    ``get`` places it); the body ``token_auth``, ``force_api_session=1`` and the POST parameters."""
    get = [(n, method if n == "method" else v) for n, v in get]
    names = {n for n, _ in [*get, *post]}
    if "method" not in names:  # the call's parameters name the method first
        get = [("method", method), *get]
    query = [("module", "API"), ("format", "json"), *get]
    query = [*query, ("segment", "")] if not segment else query
    query += [(n, v) for n, v in PAGE if n not in names]
    head = f"segment={enc(segment)}&" if segment else ""
    head += "" if "date" in names else f"date={DATE}&"
    body = param([("token_auth", TOKEN), ("force_api_session", "1"), *post])
    return {"request": f"POST {BASE}{head}{param(query)}", "body": body}


def bulk(calls: list[Fields]) -> dict[str, str]:
    """AjaxHelper.fetch of an array: ``API.getBulkRequest`` with each call's $.param in
    ``urls[]``; the query holds only the page's defaults."""
    post = [("module", "API"), ("method", "API.getBulkRequest"),
            *(("urls[]", param(c)) for c in calls), ("format", "json")]  # fmt: skip
    body = param([("token_auth", TOKEN), ("force_api_session", "1"), *post])
    return {"request": f"POST {BASE}date={DATE}&{param(PAGE)}", "body": body}


def form(query: Fields, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST."""
    return {"request": f"POST {BASE}{param(query)}", "body": param(fields), "via": "form"}


def link(query: Fields) -> dict[str, str]:
    """A page load (an ``<a href>`` or ``window.location``)."""
    return {"request": f"GET {BASE}{param(query)}", "via": "link"}


def here(module: str, action: str) -> Fields:
    """MatomoUrl.stringify of the page's URL with its module and action replaced."""
    return [("module", module), ("action", action), *PAGE, ("date", DATE)]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"matomo {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, heading: str, buttons: list[str], texts: tuple[str, ...] = ()) -> dict:
    """A Materialize modal over its page (Matomo.helper.modalConfirm or PasswordConfirmation):
    its heading as the dialog's title, its texts and fields, its buttons."""
    items = [*({"text": x} for x in texts), *({"button": b} for b in buttons)]
    return {"title": title, "dialog": {"title": heading}, "items": items}


def password_modal(t: Any, title: str, heading: str, texts: tuple[str, ...] = ()) -> dict:
    """PasswordConfirmation: the slot's heading, the password field, Confirm and Cancel."""
    screen = modal(title, heading, [], texts)
    screen["items"] += [
        {"text": t("UsersManager_ConfirmWithPassword")},
        {"field": "currentUserPassword", "hint": t("UsersManager_YourCurrentPassword"),
         "text": PASSWORD},
        {"button": t("General_Confirm")}, {"button": t("General_Cancel")}]  # fmt: skip
    return screen


def yes_no(t: Any) -> list[str]:
    return [t("General_Yes"), t("General_No")]


def sites_screens(t: Any) -> list[dict[str, Any]]:
    """Websites management: a site's card, its edit form, the delete confirmation, a new
    site's form; Goals: the list, the edit and add forms, the delete confirmation."""
    title = t("SitesManager_WebsitesManagement")
    card = {"title": title, "items": [
        {"text": SITE_NAME}, {"text": f"{t('General_Id')}: {SITE}"},
        {"link": t("SitesManager_ShowTrackingTag")},
        {"icon": "edit", "desc": t("General_Edit")},
        {"icon": "delete", "desc": t("General_Delete")}]}  # fmt: skip
    edit = {"title": title, "items": [
        {"field": "name", "hint": t("General_Name"), "text": SITE_NAME},
        {"text": t("SitesManager_Currency")}, {"text": t("SitesManager_Timezone")},
        {"button": t("General_Save")}, {"button": t("General_Cancel")}]}  # fmt: skip
    site_fields = [("siteName", SITE_NAME), ("timezone", "Europe/Berlin"),
                   ("currency", "EUR"), ("type", "website")]  # fmt: skip
    delete = password_modal(t, title, t("SitesManager_DeleteConfirm",
                                         f'"{SITE_NAME}" (idSite = {SITE})'),
                            (t("SitesManager_DeleteSiteExplanation"),))  # fmt: skip
    goals_t = t("Goals_ManageGoals")
    goals = {"title": goals_t, "items": [
        {"text": GOAL_NAME}, {"icon": "edit", "desc": t("General_Edit")},
        {"icon": "delete", "desc": t("General_Delete")},
        {"button": t("Goals_AddNewGoal")}]}  # fmt: skip
    goal_form = {"title": goals_t, "items": [
        {"field": "goal_name", "hint": t("Goals_GoalName"), "text": GOAL_NAME},
        {"field": "goal_description", "hint": t("General_Description"), "text": ""},
        {"button": t("Goals_UpdateGoal")}]}  # fmt: skip
    add_goal = {"title": goals_t, "items": [
        {"field": "goal_name", "hint": t("Goals_GoalName"), "text": "Contact form"},
        {"field": "goal_description", "hint": t("General_Description"), "text": ""},
        {"button": t("Goals_AddGoal")}]}  # fmt: skip
    goal_fields = [("name", GOAL_NAME), ("description", ""), ("matchAttribute", "url"),
                   ("patternType", "contains"), ("pattern", "newsletter/thanks"),
                   ("caseSensitive", "0"), ("revenue", "0"),
                   ("allowMultipleConversionsPerVisit", "0")]  # fmt: skip
    new_goal = [(n, {"name": "Contact form", "pattern": "contact/sent"}.get(n, v))
                for n, v in goal_fields]  # fmt: skip
    confirm_goal = modal(goals_t, t("Goals_DeleteGoalConfirm", f'"{GOAL_NAME}"'), yes_no(t))
    return [
        _entry("opens-prompt", "site card", card, [
            (t("General_Edit"), False, [api("SitesManager.getSiteSettings",
                                            [("idSite", SITE)])]),
            (t("General_Delete"), False, [api("SitesManager.getMessagesToWarnOnSiteRemoval",
                                              [("idSite", SITE), ("method", "-")])])]),
        _entry("reversible", "site edit form", edit, [
            (t("General_Save"), False, [api("SitesManager.updateSite", [], [
                *site_fields, ("idSite", SITE)])])]),
        _entry("delete", "site delete confirmation", delete, [
            (t("General_Confirm"), True, [api(
                "SitesManager.deleteSite", [("idSite", SITE), ("method", "-")],
                [("passwordConfirmation", PASSWORD)])]),
            (t("General_Cancel"), False, [])]),
        _entry("opens-prompt", "goals list", goals, [
            (t("General_Edit"), False, []), (t("General_Delete"), False, [])]),
        _entry("reversible", "goal edit form", goal_form, [
            (t("Goals_UpdateGoal"), False, [api("Goals.updateGoal", [
                *goal_fields, ("idGoal", GOAL), ("method", "-")])])]),
        _entry("reversible", "goal add form", add_goal, [
            (t("Goals_AddGoal"), False, [api("Goals.addGoal", [*new_goal, ("idGoal", ""),
                                                                ("method", "-")])])]),
        _entry("delete", "goal delete confirmation", confirm_goal, [
            (t("General_Yes"), True, [api("Goals.deleteGoal", [("idGoal", GOAL),
                                                          ("method", "-")])]),
            (t("General_No"), False, [])]),
    ]  # fmt: skip


def users_screens(t: Any) -> list[dict[str, Any]]:
    """Users management: a user's row and its role menu, the role change and removal
    confirmations, the delete confirmation, the invitation modals, the invite form."""
    title = t("UsersManager_ManageUsers")
    row = {"title": title, "items": [
        {"text": USER}, {"text": EMAIL}, {"text": t("UsersManager_Active")},
        {"icon": "edit", "desc": "Edit"}, {"icon": "delete", "desc": "Delete"}]}  # fmt: skip
    pending = {"title": title, "items": [
        {"text": NEW_USER}, {"text": NEW_EMAIL}, {"text": t("UsersManager_InviteDayLeft", "6")},
        {"icon": "resend", "desc": "Resend/Copy Invite Link"},
        {"icon": "delete", "desc": "Delete"}]}  # fmt: skip
    roles = {"title": title, "dialog": {}, "items": [
        {"text": USER}, {"menu": t("UsersManager_PrivNone")}, {"menu": t("UsersManager_PrivView")},
        {"menu": t("UsersManager_PrivWrite")}, {"menu": t("UsersManager_PrivAdmin")}]}  # fmt: skip

    def role_confirm(role: str) -> dict[str, Any]:
        return modal(title, t("UsersManager_DeleteUserPermConfirmSingle", USER, role,
                              SITE_NAME), yes_no(t))  # fmt: skip

    def role_call(access: str) -> dict[str, str]:
        call = [("method", "UsersManager.setUserAccess"), ("userLogin", USER),
                ("access", access), ("idSites", "1"), ("passwordConfirmation", "")]  # fmt: skip
        return bulk([call])

    delete = password_modal(t, title, t("UsersManager_DeleteUserConfirmSingle", USER))
    invite_t = t("UsersManager_ResendInvite")
    # The modal's heading repeats its button's words: its message stands as the title.
    resend = modal(title, t("UsersManager_InviteConfirmMessage", NEW_USER, NEW_EMAIL),
                   [t("UsersManager_CopyLink"), invite_t],
                   (t("UsersManager_InviteActionNotes", "7"),))  # fmt: skip
    confirm = password_modal(t, title, t("UsersManager_ConfirmWithPassword"))
    confirm["items"] = confirm["items"][1:]  # no slot: the default heading only
    invite_form = {"title": title, "items": [
        {"field": "user_login", "hint": t("UsersManager_Username"), "text": "dave"},
        {"field": "user_email", "hint": t("UsersManager_Email"), "text": "dave@example.com"},
        {"button": t("UsersManager_InviteUser")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "user row", row, [
            ("Edit", False, []), ("Delete", False, [])]),
        _entry("opens-prompt", "pending user row", pending, [
            ("Resend/Copy Invite Link", False, [])]),
        _entry("opens-prompt", "role menu", roles, [
            (t("UsersManager_PrivWrite"), False, []), (t("UsersManager_PrivNone"), False, [])]),
        _entry("reversible", "role change confirmation", role_confirm(
            t("UsersManager_PrivWrite")), [
            (t("General_Yes"), False, [role_call("write")]), (t("General_No"), False, [])]),
        _entry("revoke-access", "remove access confirmation", role_confirm(
            t("UsersManager_PrivNone")), [
            (t("General_Yes"), True, [role_call("noaccess")]), (t("General_No"), False, [])]),
        _entry("delete-user", "user delete confirmation", delete, [
            (t("General_Confirm"), True, [bulk([[("method", "UsersManager.deleteUser"),
                                                 ("userLogin", USER),
                                                 ("passwordConfirmation", PASSWORD)]])]),
            (t("General_Cancel"), False, [])]),
        _entry("opens-prompt", "resend invitation modal", resend, [
            (t("UsersManager_CopyLink"), False, []), (invite_t, False, [])]),
        _entry("send", "resend invitation password", confirm, [
            (t("General_Confirm"), True, [api("UsersManager.resendInvite", [
                ("userLogin", NEW_USER)], [("passwordConfirmation", PASSWORD)])]),
            (t("General_Cancel"), False, [])]),
        _entry("reversible", "copy invite link password", confirm, [
            (t("General_Confirm"), False, [api("UsersManager.generateInviteLink", [], [
                ("userLogin", NEW_USER), ("passwordConfirmation", PASSWORD)])]),
            (t("General_Cancel"), False, [])]),
        _entry("opens-prompt", "invite user form", invite_form, [
            (t("UsersManager_InviteUser"), False, [])]),
        _entry("send", "invite user password", confirm, [
            (t("General_Confirm"), True, [api("UsersManager.inviteUser", [], [
                ("userLogin", "dave"), ("email", "dave@example.com"), ("initialIdSite", "1"),
                ("passwordConfirmation", PASSWORD)])]),
            (t("General_Cancel"), False, [])]),
    ]  # fmt: skip


def security_screens(t: Any) -> list[dict[str, Any]]:
    """Personal security: the password form, the auth tokens, a new token's form, the
    two-factor settings and the confirmation of disabling it."""
    title = t("General_Security")
    password = {"title": title, "items": [
        {"text": t("General_ChangePassword")},
        {"field": "password", "hint": t("Login_NewPassword"), "text": "n3w-passw0rd-2024"},
        {"field": "passwordBis", "hint": t("Login_NewPasswordRepeat"),
         "text": "n3w-passw0rd-2024"},
        {"field": "passwordConfirmation", "hint": t("UsersManager_YourCurrentPassword"),
         "text": PASSWORD},
        {"text": t("UsersManager_PasswordChangeTerminatesOtherSessions")},
        {"button": t("General_Save")}]}  # fmt: skip
    tokens = {"title": title, "items": [
        {"text": t("UsersManager_AuthTokens")}, {"text": TOKEN_NAME},
        {"icon": "delete", "desc": t("General_Delete")},
        {"link": t("UsersManager_CreateNewToken")},
        {"button": t("UsersManager_DeleteAllTokens")}]}  # fmt: skip
    add = {"title": t("UsersManager_AuthTokens"), "items": [
        {"field": "description", "hint": t("General_Description"), "text": "Nightly export"},
        {"switch": t("UsersManager_OnlyAllowSecureRequests"), "checked": True},
        {"button": t("UsersManager_CreateNewToken")}]}  # fmt: skip
    two_fa = {"title": title, "items": [
        {"text": t("TwoFactorAuth_TwoFactorAuthenticationIsEnabled")},
        {"link": t("TwoFactorAuth_ConfigureDifferentDevice")},
        {"button": t("TwoFactorAuth_DisableTwoFA")},
        {"link": t("TwoFactorAuth_ShowRecoveryCodes")}]}  # fmt: skip
    disable = modal(title, t("TwoFactorAuth_ConfirmDisableTwoFA"), yes_no(t))
    delete_token = form(here("UsersManager", "deleteToken"),
                        [("nonce", NONCE), ("idtokenauth", TOKEN_ID)])  # fmt: skip
    delete_all = form(here("UsersManager", "deleteToken"),
                      [("nonce", NONCE), ("idtokenauth", "all")])  # fmt: skip
    return [
        _entry("reversible", "change password form", password, [
            (t("General_Save"), False, [form(here("UsersManager", "recordPasswordChange"), [
                ("nonce", NONCE), ("password", "n3w-passw0rd-2024"),
                ("passwordBis", "n3w-passw0rd-2024"), ("passwordConfirmation", PASSWORD)])])]),
        _entry("delete", "auth tokens", tokens, [
            (t("General_Delete"), True, [delete_token]),
            (t("UsersManager_CreateNewToken"), False, [link(here("UsersManager",
                                                                 "addNewToken"))]),
            (t("UsersManager_DeleteAllTokens"), True, [delete_all])]),
        _entry("reversible", "new token form", add, [
            (t("UsersManager_CreateNewToken"), False, [form(here("UsersManager", "addNewToken"), [
                ("description", "Nightly export"), ("secure_only", "1"), ("nonce", NONCE)])])]),
        _entry("opens-prompt", "two-factor settings", two_fa, [
            (t("TwoFactorAuth_DisableTwoFA"), False, []),
            (t("TwoFactorAuth_ShowRecoveryCodes"), False, [link(here(
                "TwoFactorAuth", "showRecoveryCodes"))])]),
        _entry("reversible", "disable two-factor confirmation", disable, [
            (t("General_Yes"), False, [link([
                ("module", "TwoFactorAuth"), ("action", "disableTwoFactorAuth"),
                ("disableNonce", NONCE)])]),
            (t("General_No"), False, [])]),
    ]  # fmt: skip


def privacy_screens(t: Any) -> list[dict[str, Any]]:
    """GDPR tools (finding data subjects, exporting and deleting their visits) and the
    anonymization of previous raw data."""
    gdpr_t = t("PrivacyManager_GdprTools")
    segment = "userId==alice@example.org"
    find = {"title": gdpr_t, "items": [
        {"text": t("PrivacyManager_FindDataSubjectsBy")},
        {"field": "segment_filter", "hint": "", "text": "alice@example.org"},
        {"button": t("PrivacyManager_FindMatchingDataSubjects")}]}  # fmt: skip
    found = {"title": gdpr_t, "items": [
        {"text": VISIT}, {"text": "alice@example.org"},
        {"button": t("PrivacyManager_ExportSelectedVisits")},
        {"button": t("PrivacyManager_DeleteSelectedVisits")}]}  # fmt: skip
    visits = [("visits[0][idsite]", "1"), ("visits[0][idvisit]", VISIT)]
    delete = modal(gdpr_t, t("PrivacyManager_DeleteVisitsConfirm"), yes_no(t))
    anon_t = t("PrivacyManager_AnonymizeData")
    anon = {"title": anon_t, "items": [
        {"text": t("PrivacyManager_AnonymizeSites")},
        {"switch": t("PrivacyManager_AnonymizeIp"), "checked": True},
        {"switch": t("PrivacyManager_AnonymizeUserId"), "checked": True},
        {"text": t("PrivacyManager_AnonymizeProcessInfo")},
        {"button": t("PrivacyManager_AnonymizeDataNow")}]}  # fmt: skip
    anon_confirm = password_modal(t, anon_t, t("PrivacyManager_AnonymizeDataConfirm"))
    return [
        _entry("reversible", "GDPR find data subjects", find, [
            (t("PrivacyManager_FindMatchingDataSubjects"), False, [
                api("PrivacyManager.findDataSubjects", [("idSite", "all"), ("method", "-")],
                    segment=segment)])]),
        _entry("opens-prompt", "GDPR data subjects found", found, [
            (t("PrivacyManager_ExportSelectedVisits"), False, [api(
                "PrivacyManager.exportDataSubjects", [("filter_limit", "-1")], visits)]),
            (t("PrivacyManager_DeleteSelectedVisits"), False, [])]),
        _entry("delete", "GDPR delete confirmation", delete, [
            (t("General_Yes"), True, [api("PrivacyManager.deleteDataSubjects",
                                          [("filter_limit", "-1")], visits)]),
            (t("General_No"), False, [])]),
        _entry("opens-prompt", "anonymize previous data", anon, [
            (t("PrivacyManager_AnonymizeDataNow"), False, [])]),
        _entry("purge", "anonymize confirmation", anon_confirm, [
            (t("General_Confirm"), True, [api("PrivacyManager.anonymizeSomeRawData", [], [
                ("date", "2024-01-01,2024-10-23"), ("idSites", "1"), ("anonymizeIp", "1"),
                ("anonymizeLocation", "0"), ("anonymizeUserId", "1"),
                ("passwordConfirmation", PASSWORD)])]),
            (t("General_Cancel"), False, [])]),
    ]  # fmt: skip


def reports_screens(t: Any) -> list[dict[str, Any]]:
    """Scheduled email reports: the list and the delete confirmation; Plugins: an active and
    an inactive plugin's rows and the uninstall confirmation."""
    title = t("ScheduledReports_EmailReports")
    listing = {"title": title, "items": [
        {"text": REPORT_NAME}, {"text": "alice@example.org"},
        {"link": t("ScheduledReports_SendReportNow")}, {"link": t("General_Download")},
        {"icon": "edit", "desc": t("General_Edit")},
        {"icon": "delete", "desc": t("General_Delete")},
        {"button": t("ScheduledReports_CreateAndScheduleReport")}]}  # fmt: skip
    download = form([("module", "API"), ("action", "index"), *PAGE, ("date", DATE),
                     ("method", "ScheduledReports.generateReport"), ("idReport", REPORT),
                     ("outputType", "1"), ("language", "en"), ("format", "html")],
                    [("token_auth", TOKEN), ("force_api_session", "1")])  # fmt: skip
    confirm = modal(title, t("ScheduledReports_AreYouSureDeleteReport"), yes_no(t))
    plugins_t = t("CorePluginsAdmin_PluginsManagement")
    active = {"title": plugins_t, "items": [
        {"text": PLUGIN_ON}, {"text": t("CorePluginsAdmin_Active")},
        {"link": t("CorePluginsAdmin_Deactivate")}]}  # fmt: skip
    inactive = {"title": plugins_t, "items": [
        {"text": PLUGIN_OFF}, {"text": t("CorePluginsAdmin_Inactive")},
        {"link": t("CorePluginsAdmin_ActionUninstall")},
        {"link": t("CorePluginsAdmin_Activate")}]}  # fmt: skip
    uninstall = modal(plugins_t, t("CorePluginsAdmin_UninstallConfirm", PLUGIN_OFF), yes_no(t))

    def plugin(action: str, name: str, referrer: bool = True) -> dict[str, str]:
        query = [("module", "CorePluginsAdmin"), ("action", action), ("pluginName", name),
                 ("nonce", NONCE)]  # fmt: skip
        return link(query + ([("redirectTo", "referrer")] if referrer else []))

    return [
        _entry("send", "scheduled reports list", listing, [
            (t("ScheduledReports_SendReportNow"), True, [api("ScheduledReports.sendReport", [], [
                ("idReport", REPORT), ("force", "1")])]),
            (t("General_Download"), False, [download]),
            (t("General_Delete"), False, [])]),
        _entry("delete", "scheduled report delete confirmation", confirm, [
            (t("General_Yes"), True, [api("ScheduledReports.deleteReport", [], [
                ("idReport", REPORT)])]),
            (t("General_No"), False, [])]),
        _entry("reversible", "active plugin row", active, [
            (t("CorePluginsAdmin_Deactivate"), False, [plugin("deactivate", PLUGIN_ON)])]),
        _entry("opens-prompt", "inactive plugin row", inactive, [
            (t("CorePluginsAdmin_Activate"), False, [plugin("activate", PLUGIN_OFF)]),
            (t("CorePluginsAdmin_ActionUninstall"), False, [])]),
        _entry("delete", "plugin uninstall confirmation", uninstall, [
            (t("General_Yes"), True, [plugin("uninstall", PLUGIN_OFF, referrer=False)]),
            (t("General_No"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*sites_screens(t), *users_screens(t), *security_screens(t), *privacy_screens(t),
            *reports_screens(t)]  # fmt: skip
