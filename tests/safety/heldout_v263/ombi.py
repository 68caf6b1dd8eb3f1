"""Ombi's screens for the two-hundred-and-sixty-third held-out corpus: ``screens(t, lang)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a key of the app's
``src/Ombi/wwwroot/translations/<lang>.json`` catalogue and ``lang`` the code the app passes
as a movie request's ``languageCode``. Strings the app writes in its templates without a key
are English in every language. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

TITLE = "Ombi"  # index.html's <title>
V1, V2 = "/api/v1", "/api/v2"
# Movies: (title, TheMovieDb id, request id); the first two are pending, the fourth available.
ORCHARD, ORCHARD_ID, ORCHARD_REQ = "The Quiet Orchard", 748213, 57
HARBOUR, HARBOUR_REQ = "Harbour Lights", 58
MOONS, MOONS_ID, MOONS_REQ = "Paper Moons", 693134, 62
FERRY, FERRY_REQ, FERRY_IMDB = "Night Ferry", 44, "tt8860412"
FERRY_POSTER = "/pQ3kR7vNw2ZtLx9bYc4mHs1dEf8.jpg"
SHOW, SHOW_CHILD = "Salt Flats", 31  # a TV request: the child request of one season
ISSUE = 9
CAROL, CAROL_ID, CAROL_MAIL = "carol", "3f9c2a7e-51b4-4d0e-9c6a-8e2b7d41f0a5", "carol@example.org"
BOB_ID, BOB_MAIL = "b81d6e30-2c4f-4a97-8e15-7f0c3d9a62be", "bob@example.org"
REASON = "Not released on disc yet"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """HttpClient's XMLHttpRequest to the app's own API (same origin, base href ``/``); a
    body is the ``JSON.stringify`` the services write."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


MOVIE_LIST = api("GET", f"{V2}/Requests/movie/15/0/requestedDate/desc")  # the grid's defaults
USERS = api("GET", f"{V1}/Identity/Users")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"ombi {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A MatDialog or a MatBottomSheet over its page, headed by its title."""
    return {"title": TITLE, "dialog": {"title": heading}, "items": items}


def page(items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"title": TITLE, "items": items}


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation drawer, the login page's two views, the password reset page, the
    preferences page's profile tab, its language and country lists and its security tab."""
    nav = page([
        {"link": t("NavigationBar.Discover")}, {"link": t("NavigationBar.Requests")},
        {"link": t("NavigationBar.Issues")}, {"link": t("NavigationBar.UserManagement")},
        {"link": t("NavigationBar.Donate")}, {"link": t("NavigationBar.FeatureSuggestion")},
        {"link": t("NavigationBar.Settings")}, {"button": t("NavigationBar.OpenMobileApp")},
        {"button": t("NavigationBar.Logout")}])  # fmt: skip
    choice = page([
        {"text": "OMBI"}, {"text": t("Login.SignInButton")},
        {"button": t("Login.SignInWith", appName="Ombi")}, {"text": t("Login.Or")},
        {"button": t("Login.SignInWithPlex")}])  # fmt: skip
    # The subtitle repeats the submit button's words: the button is tapped by its id.
    form = page([
        {"text": "OMBI"}, {"text": t("Login.SignInButton")},
        {"field": "username", "hint": t("Login.UsernamePlaceholder"), "text": "bob"},
        {"field": "password", "hint": t("Login.PasswordPlaceholder"), "text": "old-Orchard-22"},
        {"button": t("Login.ShowPassword")},
        {"switch": t("Login.RememberMe"), "checked": False},
        {"link": t("Login.ForgottenPassword")},
        {"button": t("Login.SignInButton"), "rid": "sign-in"},
        {"button": t("Login.BackToSignInOptions")}])  # fmt: skip
    login = {"password": "old-Orchard-22", "username": "bob", "rememberMe": False,
             "usePlexOAuth": False, "plexTvPin": {"id": 0, "code": ""}}  # fmt: skip
    reset = page([
        {"field": "username-field", "hint": t("PasswordReset.EmailAddressPlaceholder"),
         "text": BOB_MAIL},
        {"button": t("PasswordReset.ResetPasswordButton")}])  # fmt: skip
    profile = page([
        {"text": t("UserPreferences.Welcome", username="bob")},
        {"tab": t("UserPreferences.Profile")}, {"tab": t("UserPreferences.Security")},
        {"text": f"{t('UserPreferences.UserType')} {t('UserTypeLabel.1')}"},
        {"text": t("UserPreferences.LanguageDescription")},
        {"button": t("UserPreferences.OmbiLanguage")},
        {"text": t("UserPreferences.StreamingCountryDescription")},
        {"button": t("UserPreferences.StreamingCountry")},
        {"text": t("UserPreferences.MobileQRCode")},
        {"button": t("NavigationBar.OpenMobileApp")}])  # fmt: skip
    languages = ["Dansk", "Deutsch", "English", "Español", "Français", "Italiano", "Magyar",
                 "Nederlands", "Norsk", "Polski", "Português (Brasil)", "Slovenčina", "Svenska",
                 "Български", "Русский", "čeština", "简体中文"]  # fmt: skip
    language_list = page([{"menu": name} for name in languages])
    country_list = page([{"menu": code} for code in ("DE", "FR", "GB", "IE", "NL", "US")])
    security = page([
        {"tab": t("UserPreferences.Profile")}, {"tab": t("UserPreferences.Security")},
        {"text": t("UserPreferences.ChangeDetails")},
        {"text": t("UserPreferences.NeedCurrentPassword")},
        {"field": "currentPassword", "hint": t("UserPreferences.CurrentPassword"),
         "text": "old-Orchard-22"},
        {"field": "email", "hint": t("UserPreferences.EmailAddress"), "text": BOB_MAIL},
        {"field": "newPassword", "hint": t("UserPreferences.NewPassword"),
         "text": "N3w-Harbour-Pass"},
        {"field": "confirmPassword", "hint": t("UserPreferences.NewPasswordConfirm"),
         "text": "N3w-Harbour-Pass"},
        {"button": t("Common.Update")}])  # fmt: skip
    token = f"{V1}/token"
    return [
        _entry("harmless", "navigation drawer", nav, [
            (t("NavigationBar.Requests"), False, [MOVIE_LIST]),
            (t("NavigationBar.UserManagement"), False, [USERS]),
            (t("NavigationBar.Donate"), False, [
                {"request": "GET https://www.paypal.me/PlexRequestsNet", "via": "link"}]),
            (t("NavigationBar.Logout"), False, [])]),
        _entry("harmless", "login options", choice, [
            (t("Login.SignInWith", appName="Ombi"), False, [])]),
        _entry("harmless", "login form", form, [
            ("sign-in", False, [api("POST", f"{token}/requirePassword", login),
                                api("POST", f"{token}/", login)]),
            (t("Login.ShowPassword"), False, []),
            (t("Login.RememberMe"), False, [])]),
        _entry("harmless", "password reset page", reset, [
            (t("PasswordReset.ResetPasswordButton"), False, [
                api("POST", f"{V1}/Identity/reset", {"email": BOB_MAIL})])]),
        _entry("opens-prompt", "preferences profile", profile, [
            (t("UserPreferences.OmbiLanguage"), False, [])]),
        _entry("reversible", "preferences language list", language_list, [
            ("Deutsch", False, [api("POST", f"{V1}/Identity/language", {"lang": "de"})])]),
        _entry("reversible", "preferences country list", country_list, [
            ("GB", False, [api("POST", f"{V1}/Identity/streamingcountry", {"code": "GB"})])]),
        _entry("reversible", "preferences security", security, [
            (t("Common.Update"), False, [api("PUT", f"{V1}/Identity/local", {
                "password": "N3w-Harbour-Pass", "confirmNewPassword": "N3w-Harbour-Pass",
                "emailAddress": BOB_MAIL, "id": BOB_ID,
                "currentPassword": "old-Orchard-22"})])]),
    ]  # fmt: skip


def movie_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """A user's pages of a movie not yet requested and of one available, the report issue
    dialog; an admin's page of a pending request, its deny dialog and the page of an
    available one."""

    def movie(name: str, status: list[dict[str, Any]], admin: list[dict[str, Any]]) -> Any:
        return page([
            {"text": name}, *status, {"button": t("Requests.ReportIssue")}, *admin,
            {"text": t("MediaDetails.OverviewTitle")}, {"text": t("MediaDetails.Casts.CastTitle")},
            {"text": t("MediaDetails.RecommendationsTitle")}])  # fmt: skip

    not_requested = movie(MOONS, [{"button": t("Common.Request")}], [])
    available = movie(FERRY, [{"text": t("Common.Available")}], [])
    pending = movie(ORCHARD, [{"text": t("Common.Requested")}], [
        {"button": t("Common.Approve")}, {"button": t("Requests.MarkAvailable")},
        {"button": t("Requests.Deny")}])  # fmt: skip
    available_admin = movie(
        FERRY, [{"text": t("Common.Available")}], [{"button": t("Requests.MarkUnavailable")}]
    )
    report = dialog(t("Issues.IssueDialog.Title"), [
        {"button": "Video"},  # the category chosen in the select (a category's name)
        {"field": "subject", "hint": t("Issues.IssueDialog.TitlePlaceholder"),
         "text": "Audio out of sync"},
        {"field": "description", "hint": t("Issues.IssueDialog.DescriptionPlaceholder"),
         "text": "The sound drifts two seconds behind after twenty minutes."},
        {"button": t("Common.Cancel")}, {"button": t("Common.Submit")}])  # fmt: skip
    issue = {"subject": "Audio out of sync",
             "description": "The sound drifts two seconds behind after twenty minutes.",
             "issueCategory": {"value": "", "id": 0}, "status": 0, "issueCategoryId": 2,
             "comments": [], "requestId": FERRY_REQ, "requestType": 1, "title": FERRY,
             "providerId": FERRY_IMDB, "posterPath": FERRY_POSTER}  # fmt: skip
    deny = dialog(t("Requests.DenyReason"), [
        {"field": "denyInput", "hint": "", "text": REASON, "focused": True},
        {"button": t("Common.Cancel")}, {"button": t("Requests.Deny")}])  # fmt: skip
    update = {"id": ORCHARD_REQ, "is4K": False}
    movie_v1 = f"{V1}/Request/Movie"
    return [
        _entry("reversible", "movie page not requested", not_requested, [
            (t("Common.Request"), False, [
                api("POST", f"{movie_v1}/", {"theMovieDbId": MOONS_ID, "languageCode": lang,
                                             "is4KRequest": False}),
                api("GET", f"{V1}/Request/movie/info/{MOONS_REQ}")])]),
        _entry("opens-prompt", "movie page available", available, [
            (t("Requests.ReportIssue"), False, [])]),
        _entry("reversible", "report issue dialog", report, [
            (t("Common.Submit"), False, [api("POST", f"{V1}/Issues/", issue)]),
            (t("Common.Cancel"), False, [])]),
        _entry("approve", "movie page pending approve", pending, [
            (t("Common.Approve"), True, [api("POST", f"{movie_v1}/Approve", update)])]),
        _entry("reversible", "movie page pending mark available", pending, [
            (t("Requests.MarkAvailable"), False, [api("POST", f"{movie_v1}/available", update)])]),
        _entry("opens-prompt", "movie page pending", pending, [
            (t("Requests.Deny"), False, []), (t("Requests.ReportIssue"), False, [])]),
        _entry("deny", "movie deny dialog", deny, [
            (t("Requests.Deny"), True, [api("PUT", f"{movie_v1}/Deny",
                                            {"id": ORCHARD_REQ, "reason": REASON})]),
            (t("Common.Cancel"), False, [])]),
        _entry("reversible", "movie page available admin", available_admin, [
            (t("Requests.MarkUnavailable"), False, [
                api("POST", f"{movie_v1}/unavailable", {"id": FERRY_REQ, "is4K": False})])]),
    ]  # fmt: skip


def request_screens(t: Any) -> list[dict[str, Any]]:
    """The requests page's movie grid with one pending request, its options sheet and deny
    dialog; the grid with two selected, its bulk actions menu; a TV request's options sheet
    and deny dialog."""
    chips = [{"button": t(f"Requests.{key}")} for key in (
        "AllRequests", "PendingRequests", "ProcessingRequests", "AvailableRequests",
        "DeniedRequests")]  # fmt: skip
    head = [{"text": t("NavigationBar.Requests")}, {"text": t("Requests.ManageYourRequests")},
            {"tab": t("NavigationBar.Filter.Movies")}, {"tab": t("NavigationBar.Filter.TvShows")},
            *chips, {"switch": t("Requests.SelectAll"), "checked": False},
            {"button": t("Requests.GridSize")}]  # fmt: skip

    def card(name: str, checked: bool) -> list[dict[str, Any]]:
        return [{"switch": t("Requests.Select", title=name), "checked": checked},
                {"link": t("Requests.Details")}, {"text": name},
                {"text": t("Common.PendingApproval")}, {"button": t("Requests.Details")},
                {"button": t("Requests.Options")}]  # fmt: skip

    grid = page([*head, *card(ORCHARD, False)])
    selected = page([*head, *card(ORCHARD, True), *card(HARBOUR, True),
                     {"button": t("Requests.BulkActions", count="2")}])  # fmt: skip

    def options(availability: bool) -> dict[str, Any]:
        """The options sheet: no 4K entries (4K is off), Mark Available for a movie only."""
        keys = ["Approve", "Deny", *(["ChangeAvailability"] if availability else []), "Delete"]
        return dialog(t("Requests.Options"),
                      [{"button": t(f"Requests.RequestPanel.{k}")} for k in keys])  # fmt: skip

    movie_sheet = options(True)
    tv_sheet = options(False)
    menu = dialog(t("Requests.BulkActions", count="2"), [
        {"menu": t("Requests.RequestPanel.Approve")}, {"menu": t("Requests.RequestPanel.Deny")},
        {"menu": t("Requests.RequestPanel.Delete")}])  # fmt: skip
    deny = dialog(t("Requests.DenyReason"), [
        {"field": "denyInput", "hint": "", "text": REASON, "focused": True},
        {"button": t("Common.Cancel")}, {"button": t("Requests.Deny")}])  # fmt: skip
    movie_v1, tv_v1 = f"{V1}/Request/Movie", f"{V1}/Request/tv"
    ids = (ORCHARD_REQ, HARBOUR_REQ)
    return [
        _entry("harmless", "requests movie grid", grid, [
            (t("Requests.PendingRequests"), False, [
                api("GET", f"{V2}/Requests/movie/pending/15/0/requestedDate/desc")]),
            (t("NavigationBar.Filter.TvShows"), False, [
                api("GET", f"{V2}/Requests/tv/15/0/requestedDate/desc")]),
            (t("Requests.Select", title=ORCHARD), False, [])]),
        _entry("opens-prompt", "requests movie grid options", grid, [
            (t("Requests.Options"), False, [])]),
        _entry("approve", "movie options approve", movie_sheet, [
            (t("Requests.RequestPanel.Approve"), True, [
                api("POST", f"{movie_v1}/Approve", {"id": ORCHARD_REQ, "is4K": False})])]),
        _entry("delete", "movie options delete", movie_sheet, [
            (t("Requests.RequestPanel.Delete"), True, [
                api("DELETE", f"{V1}/Request/movie/{ORCHARD_REQ}")])]),
        _entry("reversible", "movie options availability", movie_sheet, [
            (t("Requests.RequestPanel.ChangeAvailability"), False, [
                api("POST", f"{movie_v1}/available", {"id": ORCHARD_REQ, "is4K": False})])]),
        _entry("opens-prompt", "movie options deny", movie_sheet, [
            (t("Requests.RequestPanel.Deny"), False, [])]),
        _entry("deny", "movie options deny dialog", deny, [
            (t("Requests.Deny"), True, [api("PUT", f"{movie_v1}/Deny", {
                "id": ORCHARD_REQ, "reason": REASON, "is4K": False})]),
            (t("Common.Cancel"), False, [])]),
        _entry("opens-prompt", "requests grid two selected", selected, [
            (t("Requests.BulkActions", count="2"), False, [])]),
        _entry("approve", "bulk approve", menu, [
            (t("Requests.RequestPanel.Approve"), True, [
                *(api("POST", f"{movie_v1}/Approve", {"id": i, "is4K": False}) for i in ids),
                MOVIE_LIST])]),
        _entry("deny", "bulk deny", menu, [
            (t("Requests.RequestPanel.Deny"), True, [
                *(api("PUT", f"{movie_v1}/Deny", {"id": i, "is4K": False, "reason": ""})
                  for i in ids), MOVIE_LIST])]),
        _entry("delete", "bulk delete", menu, [
            (t("Requests.RequestPanel.Delete"), True, [
                *(api("DELETE", f"{V1}/Request/movie/{i}") for i in ids), MOVIE_LIST])]),
        _entry("approve", "tv options approve", tv_sheet, [
            (t("Requests.RequestPanel.Approve"), True, [
                api("POST", f"{tv_v1}/approve", {"id": SHOW_CHILD})])]),
        _entry("delete", "tv options delete", tv_sheet, [
            (t("Requests.RequestPanel.Delete"), True, [
                api("DELETE", f"{tv_v1}/child/{SHOW_CHILD}")])]),
        _entry("opens-prompt", "tv options deny", tv_sheet, [
            (t("Requests.RequestPanel.Deny"), False, [])]),
        _entry("deny", "tv deny dialog", deny, [
            (t("Requests.Deny"), True, [
                api("PUT", f"{tv_v1}/deny", {"id": SHOW_CHILD, "reason": REASON})]),
            (t("Common.Cancel"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """An issue's page pending and in progress, its chat; the user list, a user's edit page;
    the failed requests page and the issue settings' categories."""

    def issue_page(status: str) -> dict[str, Any]:
        return page([
            {"text": t("Issues.IssuesForTitle", title=FERRY)},
            {"text": t("Issues.Requested")}, {"button": t("Common.ViewDetails")},
            {"text": "Audio out of sync"}, {"text": "Video"},
            {"text": "The sound drifts two seconds behind after twenty minutes."},
            {"button": t("Issues.Chat")}, {"button": t(status)},
            {"button": t("Issues.Delete")}])  # fmt: skip

    pending, in_progress = issue_page("Issues.MarkInProgress"), issue_page("Issues.MarkResolved")
    chat = dialog(t("NavigationBar.UserManagement"), [
        {"text": "bob"}, {"text": "The sound drifts two seconds behind after twenty minutes."},
        {"field": "message", "hint": t("Issues.EnterYourMessage"),
         "text": "A new copy is up now, please try again."},
        {"button": t("Issues.SendMessageButton")}])  # fmt: skip
    users = page([
        {"link": "Add User To Ombi"}, {"button": "Bulk Edit"},
        {"text": "Username"}, {"text": "Alias"}, {"text": "Email"}, {"text": "Roles"},
        {"text": "bob"}, {"text": BOB_MAIL}, {"text": "RequestMovie"},
        {"text": t("UserManagment.MovieRemaining", remaining="4", total="5")},
        {"text": "Local User"}, {"link": "Edit"},
        {"text": CAROL}, {"text": CAROL_MAIL}, {"text": "RequestTv"},
        {"text": "Plex User"}, {"link": "Edit"}, {"button": "Welcome"}])  # fmt: skip
    user = page([
        {"text": "User Details"},
        {"field": "username", "hint": "Username", "text": CAROL},
        {"field": "alias", "hint": "Alias", "text": "Carol"},
        {"field": "emailAddress", "hint": "Email Address", "text": CAROL_MAIL},
        {"text": "Request Limits"}, {"text": "Roles"}, {"text": "Notification Preferences"},
        {"button": "Update"}, {"button": "Delete"}, {"button": "Send Reset Password Link"},
        {"button": "Copy users App Link"}, {"button": "Back"}])  # fmt: skip
    failed = page([
        {"text": "Title"}, {"text": "Type"}, {"text": "Retry Count"},
        {"text": "Error Description"}, {"text": "Delete"}, {"text": SHOW},
        {"text": "3"}, {"text": "Sonarr did not respond"}, {"button": "Remove"}])  # fmt: skip
    categories = page([
        {"field": "categoryToAdd", "hint": "Add Category", "text": "Playback"},
        {"button": "Add"}, {"text": "Categories:"},
        *({"text": name} for name in ("Audio", "Video", "Subtitles", "Other"))])  # fmt: skip
    status = f"{V1}/Issues/status"
    return [
        _entry("reversible", "issue page pending", pending, [
            (t("Issues.MarkInProgress"), False, [api("POST", status,
                                                     {"issueId": ISSUE, "status": 1})])]),
        _entry("opens-prompt", "issue page chat", pending, [(t("Issues.Chat"), False, [])]),
        _entry("delete", "issue page delete", pending, [
            (t("Issues.Delete"), True, [api("DELETE", f"{V1}/Issues/{ISSUE}")])]),
        _entry("resolve", "issue page in progress", in_progress, [
            (t("Issues.MarkResolved"), True, [api("POST", status,
                                                  {"issueId": ISSUE, "status": 2})])]),
        _entry("send", "issue chat", chat, [
            (t("Issues.SendMessageButton"), True, [api("POST", f"{V1}/Issues/comments", {
                "comment": "A new copy is up now, please try again.", "issueId": ISSUE})])]),
        _entry("opens-prompt", "user list", users, [("Bulk Edit", False, [])]),
        _entry("delete-user", "user edit delete", user, [
            ("Delete", True, [api("DELETE", f"{V1}/Identity/{CAROL_ID}"), USERS])]),
        _entry("send", "user edit reset link", user, [
            ("Send Reset Password Link", True, [
                api("POST", f"{V1}/Identity/reset", {"email": CAROL_MAIL}), USERS])]),
        _entry("harmless", "user edit copy link", user, [("Copy users App Link", False, [])]),
        _entry("delete", "failed requests", failed, [
            ("Remove", True, [api("DELETE", f"{V1}/requestretry/4")])]),
        _entry("reversible", "issue categories", categories, [
            ("Add", False, [api("POST", f"{V1}/Issues/categories/",
                                {"id": 0, "value": "Playback"})])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*account_screens(t), *movie_screens(t, lang), *request_screens(t),
            *admin_screens(t)]  # fmt: skip
