"""Jellyseerr's pages for the hundred-and-twenty-first held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's react-intl lookup of a
key of the app's catalogue (``src/i18n/locale``). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"
MOVIE, MOVIE_TMDB, MEDIA = "Dune: Part Two", 693134, 40
SERIES, SERIES_TMDB, SERIES_TVDB = "Severance", 95396, 371980
HIDDEN, HIDDEN_TMDB = "The Room", 17473
PENDING, APPROVED, FAILED, OWN = 12, 13, 14, 15
ME, USER, ISSUE, FIRST_COMMENT, COMMENT = 1, 7, 3, 20, 21
ADMIN_NAME, USER_NAME = "Alice Moreau", "Maria Lopez"
EMAIL = "alice@harbour.example"
Act = tuple[str, bool, list[Any]]

G = "i18n."
RI = "components.RequestList.RequestItem."
RM = "components.RequestModal."
MS = "components.ManageSlideOver."
ID = "components.IssueDetails."
UL = "components.UserList."
NT = "components.Settings.Notifications."
JC = "components.Settings.SettingsJobsCache."
US = "components.UserProfile.UserSettings."


def send(method: str, path: str, body: Any = None) -> Any:
    """One ``fetch`` under /api/v1, a JSON body as ``JSON.stringify`` writes it."""
    if body is None:
        return f"{method} {API}{path}"
    text = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return {"request": f"{method} {API}{path}", "body": text}


def request_screens(t: Any) -> list[dict[str, Any]]:
    """A movie's page, the request modals, the requests list's items (their ConfirmButtons
    before and after the first tap) and the movie page's request dropdown."""
    movie_page = {"title": MOVIE, "items": [
        {"text": t(G + "notrequested")}, {"button": t(G + "request")},
        {"text": t("components.MovieDetails.overview")}]}  # fmt: skip
    request_movie = {"title": MOVIE, "dialog": {"title": t(RM + "requestmovietitle")},
                     "items": [{"text": MOVIE}, {"button": t(G + "request")},
                               {"button": t(G + "cancel")}]}  # fmt: skip
    seasons = t(RM + "requestseasons", seasonCount=2)
    request_series = {"title": SERIES, "dialog": {"title": t(RM + "requestseriestitle")},
                      "items": [{"text": SERIES}, {"text": t(RM + "seasonnumber", number=1)},
                                {"text": t(RM + "seasonnumber", number=2)},
                                {"button": seasons}, {"button": t(G + "cancel")}]}  # fmt: skip
    pending_admin = {"title": MOVIE, "dialog": {"title": t(RM + "pendingrequest")}, "items": [
        {"text": t(RM + "requestfrom", username=USER_NAME)},
        {"field": "server", "hint": t(RM + "AdvancedRequester.destinationserver"),
         "text": "Radarr"},
        {"field": "profile", "hint": t(RM + "AdvancedRequester.qualityprofile"),
         "text": "HD-1080p"},
        {"button": t(RM + "approve")}, {"button": t(G + "close")}]}  # fmt: skip
    pending_own = {"title": MOVIE, "dialog": {"title": t(RM + "pendingrequest")}, "items": [
        {"text": t(RM + "pendingapproval")}, {"button": t(RM + "cancel")},
        {"button": t(G + "close")}]}  # fmt: skip
    overrides = {"mediaType": "movie", "serverId": 0, "profileId": 4, "rootFolder": "/movies",
                 "userId": USER, "tags": []}  # fmt: skip

    def item(status: str, *buttons: str) -> dict[str, Any]:
        return {"title": t("components.RequestList.requests"), "items": [
            {"text": MOVIE}, {"text": t(G + "status")}, {"text": t(G + status)},
            *({"button": b} for b in buttons)]}  # fmt: skip

    sure = t(G + "areyousure")
    radarr = t(RI + "removearr", arr="Radarr")
    return [
        _entry("opens-prompt", "movie page", movie_page, [(t(G + "request"), False, [])]),
        _entry("request", "request movie modal", request_movie, [
            (t(G + "request"), True, [send("POST", "/request", {
                "mediaId": MOVIE_TMDB, "mediaType": "movie", "is4k": False})]),
            (t(G + "cancel"), False, [])]),
        _entry("request", "request series modal", request_series, [
            (seasons, True, [send("POST", "/request", {
                "mediaId": SERIES_TMDB, "tvdbId": SERIES_TVDB, "mediaType": "tv", "is4k": False,
                "seasons": [1, 2]})])]),
        _entry("approve", "pending request modal (manager)", pending_admin, [
            (t(RM + "approve"), True, [send("PUT", f"/request/{PENDING}", overrides),
                                       send("POST", f"/request/{PENDING}/approve")]),
            (t(G + "close"), False, [])]),
        _entry("delete", "pending request modal (own request)", pending_own, [
            (t(RM + "cancel"), True, [send("DELETE", f"/request/{OWN}")]),
            (t(G + "close"), False, [])]),
        _entry("approve", "requests list pending item", item(
            "pending", t(G + "approve"), t(G + "decline"), t(RI + "editrequest")), [
            (t(G + "approve"), True, [send("POST", f"/request/{PENDING}/approve")]),
            (t(G + "decline"), True, [send("POST", f"/request/{PENDING}/decline")]),
            (t(RI + "editrequest"), False, [])]),
        _entry("opens-prompt", "requests list approved item", item(
            "approved", t(RI + "deleterequest"), radarr), [
            (t(RI + "deleterequest"), False, []), (radarr, False, [])]),
        _entry("delete", "requests list approved item (delete armed)", item(
            "approved", sure, radarr), [
            (sure, True, [send("DELETE", f"/request/{APPROVED}")])]),
        _entry("approve", "requests list failed item", item(
            "failed", t(G + "retry"), t(RI + "deleterequest"), radarr), [
            (t(G + "retry"), True, [send("POST", f"/request/{FAILED}/retry")])]),
    ]  # fmt: skip


def manage_screens(t: Any) -> list[dict[str, Any]]:
    """The Manage Movie slide-over (its ConfirmButtons armed and not), the blacklist modal
    and the blacklist page."""
    title = t(MS + "manageModalTitle", mediaType=t(G + "movie"))
    radarr = t(MS + "removearr", arr="Radarr")
    sure = t(G + "areyousure")
    available = t(MS + "markavailable")
    clear = t(MS + "manageModalClearMedia")

    def slide(remove: str, clear_label: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t(MS + "manageModalRequests")}, {"text": USER_NAME},
            {"text": t(MS + "manageModalMedia")},
            {"button": t(MS + "openarr", arr="Radarr")}, {"button": remove},
            {"text": t(MS + "manageModalAdvanced")}, {"button": available},
            {"button": clear_label}, {"icon": "Close panel"}]}  # fmt: skip

    blacklist_modal = {"title": HIDDEN, "dialog": {
        "title": f"{t(G + 'blacklist')} {t(G + 'movie')}"}, "items": [
        {"text": HIDDEN}, {"button": t(G + "blacklist")}, {"button": t(G + "cancel")}]}  # fmt: skip

    def blacklist_page(label: str) -> dict[str, Any]:
        return {"title": t(G + "blacklist"), "items": [
            {"text": HIDDEN}, {"text": t(G + "blacklisted")}, {"text": t(G + "movie")},
            {"button": label}]}  # fmt: skip

    return [
        _entry("opens-prompt", "manage movie slide-over", slide(radarr, clear), [
            (radarr, False, []), (clear, False, [])]),
        _entry("send", "manage movie slide-over (mark available)", slide(radarr, clear), [
            (available, True, [send("POST", f"/media/{MEDIA}/available", {"is4k": False})])]),
        _entry("delete", "manage movie slide-over (clear data armed)", slide(radarr, sure), [
            (sure, True, [send("DELETE", f"/media/{MEDIA}")])]),
        _entry("delete", "manage movie slide-over (remove armed)", slide(sure, clear), [
            (sure, True, [send("DELETE", f"/media/{MEDIA}/file"),
                          send("DELETE", f"/media/{MEDIA}")])]),
        _entry("reversible", "blacklist modal", blacklist_modal, [
            (t(G + "blacklist"), False, [send("POST", "/blacklist", {
                "tmdbId": HIDDEN_TMDB, "mediaType": "movie", "title": HIDDEN, "user": ME})])]),
        _entry("reversible", "blacklist page", blacklist_page(t(G + "removefromBlacklist")), [
            (t(G + "removefromBlacklist"), False, [])]),
        _entry("reversible", "blacklist page (remove armed)", blacklist_page(sure), [
            (sure, False, [send("DELETE", f"/blacklist/{HIDDEN_TMDB}")])]),
    ]  # fmt: skip


def issue_screens(t: Any) -> list[dict[str, Any]]:
    """Reporting an issue, an issue's page (open with and without a comment typed), its
    description and comment menus, their edit forms and delete modals."""
    report = {"title": MOVIE, "dialog": {
        "title": t("components.IssueModal.CreateIssueModal.reportissue")}, "items": [
        {"radio": t("components.IssueModal.issueVideo")},
        {"radio": t("components.IssueModal.issueAudio")},
        {"radio": t("components.IssueModal.issueSubtitles")},
        {"field": "message", "hint": t("components.IssueModal.CreateIssueModal.whatswrong"),
         "text": "The audio drifts out of sync after the first hour."},
        {"button": t("components.IssueModal.CreateIssueModal.submitissue")},
        {"button": t(G + "close")}]}  # fmt: skip
    comment = "Replaced the file with a new release."
    page_title = t(ID + "issuepagetitle")

    def issue(message: str, close: str, *extra: dict[str, Any]) -> dict[str, Any]:
        return {"title": page_title, "items": [
            {"text": MOVIE}, {"text": t(G + "open")}, {"icon": "Open options"},
            {"field": "message", "hint": t(ID + "commentplaceholder"), "text": message},
            {"button": close}, {"button": t(ID + "leavecomment")}, *extra]}  # fmt: skip

    with_comment = issue(comment, t(ID + "closeissueandcomment"))
    menu = {"title": page_title, "dialog": {}, "items": [
        {"menu": t(ID + "IssueDescription.edit")},
        {"menu": t(ID + "IssueDescription.deleteissue")}]}  # fmt: skip
    describe = {"title": page_title, "items": [
        {"text": t(ID + "IssueDescription.description")},
        {"field": "newMessage", "text": "The audio drifts out of sync after 60 minutes."},
        {"button": t(G + "cancel")}, {"button": t(G + "save")}]}  # fmt: skip
    delete_issue = {"title": page_title, "dialog": {"message": t(ID + "deleteissueconfirm")},
                    "items": [{"button": t(ID + "deleteissue")},
                              {"button": t(G + "cancel")}]}  # fmt: skip
    edit_comment = {"title": page_title, "items": [
        {"field": "newMessage", "text": "Replaced the file with the remux."},
        {"button": "Cancel"}, {"button": "Save Changes"}]}  # fmt: skip
    return [
        _entry("send", "report issue modal", report, [
            (t("components.IssueModal.CreateIssueModal.submitissue"), True, [
                send("POST", "/issue", {"issueType": 2, "message": report["items"][3]["text"],
                                        "mediaId": MEDIA, "problemSeason": 0,
                                        "problemEpisode": 0})]),
            (t(G + "close"), False, [])]),
        _entry("send", "issue page (comment typed)", with_comment, [
            (t(ID + "closeissueandcomment"), True, [
                send("POST", f"/issue/{ISSUE}/resolved"),
                send("POST", f"/issue/{ISSUE}/comment", {"message": comment})]),
            (t(ID + "leavecomment"), True, [
                send("POST", f"/issue/{ISSUE}/comment", {"message": comment})])]),
        _entry("opens-prompt", "issue description menu", menu, [
            (t(ID + "IssueDescription.edit"), False, []),
            (t(ID + "IssueDescription.deleteissue"), False, [])]),
        _entry("reversible", "edit issue description", describe, [
            (t(G + "save"), False, [send("PUT", f"/issueComment/{FIRST_COMMENT}", {
                "message": describe["items"][1]["text"]})])]),
        _entry("delete", "delete issue modal", delete_issue, [
            (t(ID + "deleteissue"), True, [send("DELETE", f"/issue/{ISSUE}")]),
            (t(G + "cancel"), False, [])]),
        _entry("reversible", "edit issue comment", edit_comment, [
            ("Save Changes", False, [send("PUT", f"/issueComment/{COMMENT}", {
                "message": edit_comment["items"][0]["text"]})])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The user list, its delete, create and import modals; a user's permissions; the own
    account's general, password, linked-accounts and notification pages; the user menu; the
    password reset page."""
    users = {"title": t(UL + "userlist"), "items": [
        {"button": t(UL + "createlocaluser")},
        {"button": t(UL + "importfrommediaserver", mediaServerName="Jellyfin")},
        {"text": USER_NAME}, {"text": t(UL + "localuser")},
        {"button": t(G + "edit")}, {"button": t(G + "delete")}]}  # fmt: skip
    delete = {"title": t(UL + "userlist"), "dialog": {
        "title": t(UL + "deleteuser"), "message": t(UL + "deleteconfirm")}, "items": [
        {"button": t(G + "delete")}, {"button": t(G + "cancel")}]}  # fmt: skip

    def create(generate: bool) -> dict[str, Any]:
        fields = [{"field": "username", "hint": t(UL + "username"), "text": "tom"},
                  {"field": "email", "hint": t(UL + "email"), "text": "tom@harbour.example"},
                  {"switch": t(UL + "autogeneratepassword")}]  # fmt: skip
        if not generate:
            fields.append({"field": "password", "hint": t(UL + "password"), "text": "••••••••••"})
        return {"title": t(UL + "userlist"), "dialog": {"title": t(UL + "createlocaluser")},
                "items": [*fields, {"button": t(UL + "create")},
                          {"button": t(G + "cancel")}]}  # fmt: skip

    importer = {"title": t(UL + "userlist"), "dialog": {
        "title": t(UL + "importfromJellyfin", mediaServerName="Jellyfin")}, "items": [
        {"switch": "tom"}, {"switch": "kids"}, {"button": t(G + "import")},
        {"button": t(G + "cancel")}]}  # fmt: skip
    permissions = {"title": USER_NAME, "items": [
        {"text": t(US + "UserPermissions.permissions")},
        {"switch": t("components.PermissionEdit.admin")},
        {"switch": t("components.PermissionEdit.request")},
        {"switch": t("components.PermissionEdit.autoapprove")},
        {"button": t(G + "save")}]}  # fmt: skip
    general = {"title": ADMIN_NAME, "items": [
        {"field": "displayName", "hint": t(US + "UserGeneralSettings.displayName"),
         "text": ADMIN_NAME},
        {"field": "email", "hint": t(US + "UserGeneralSettings.email"), "text": EMAIL},
        {"field": "discordId", "hint": t(US + "UserGeneralSettings.discordId"), "text": ""},
        {"button": t(US + "UserGeneralSettings.save")}]}  # fmt: skip
    password = {"title": ADMIN_NAME, "items": [
        {"field": "currentPassword", "hint": t(US + "UserPasswordChange.currentpassword"),
         "text": "••••••••"},
        {"field": "newPassword", "hint": t(US + "UserPasswordChange.newpassword"),
         "text": "••••••••••"},
        {"field": "confirmPassword", "hint": t(US + "UserPasswordChange.confirmpassword"),
         "text": "••••••••••"},
        {"button": t(G + "save")}]}  # fmt: skip
    linked_title = t(US + "UserLinkedAccountsSettings.linkedAccounts")

    def linked(label: str) -> dict[str, Any]:
        return {"title": linked_title, "items": [
            {"button": "Link Account"}, {"text": "Jellyfin"}, {"text": "alice"},
            {"button": label}]}  # fmt: skip

    notify = {"title": t(US + "UserNotificationSettings.notificationsettings"), "items": [
        {"tab": t(US + "UserNotificationSettings.email")},
        {"field": "pgpKey", "hint": t(US + "UserNotificationSettings.pgpPublicKey"), "text": ""},
        {"switch": t("components.NotificationTypeSelector.mediarequested")},
        {"switch": t("components.NotificationTypeSelector.mediaapproved")},
        {"button": t(G + "save")}]}  # fmt: skip
    menu = {"title": t("components.Layout.Sidebar.dashboard"), "dialog": {}, "items": [
        {"menu": t("components.Layout.UserDropdown.myprofile")},
        {"menu": t("components.Layout.UserDropdown.requests")},
        {"menu": t("components.Layout.UserDropdown.settings")},
        {"menu": t("components.Layout.UserDropdown.signout")}]}  # fmt: skip
    reset = {"title": t("components.ResetPassword.passwordreset"), "items": [
        {"text": t("components.ResetPassword.resetpassword")},
        {"field": "email", "hint": t("components.ResetPassword.email"), "text": EMAIL},
        {"button": t("components.ResetPassword.emailresetlink")},
        {"link": t("components.ResetPassword.gobacklogin")}]}  # fmt: skip
    sure = t(G + "areyousure")
    new_user = {"username": "tom", "email": "tom@harbour.example"}
    return [
        _entry("opens-prompt", "user list", users, [
            (t(G + "delete"), False, []), (t(G + "edit"), False, [])]),
        _entry("delete-account", "delete user modal", delete, [
            (t(G + "delete"), True, [send("DELETE", f"/user/{USER}")]),
            (t(G + "cancel"), False, [])]),
        _entry("reversible", "create local user modal", create(False), [
            (t(UL + "create"), False, [send("POST", "/user", {
                **new_user, "password": "harbour-2026"})])]),
        _entry("send", "create local user modal (generated password)", create(True), [
            (t(UL + "create"), True, [send("POST", "/user", {**new_user, "password": None})])]),
        _entry("reversible", "import jellyfin users modal", importer, [
            (t(G + "import"), False, [send("POST", "/user/import-from-jellyfin", {
                "jellyfinUserIds": ["5f0c3a9b2e7d4c1f8a6b9d0e2c4f6a8b"]})])]),
        _entry("reversible", "user permissions page", permissions, [
            (t(G + "save"), False, [send("POST", f"/user/{USER}/settings/permissions", {
                "permissions": 160})])]),
        _entry("reversible", "general settings page", general, [
            (t(US + "UserGeneralSettings.save"), False, [
                send("POST", f"/user/{ME}/settings/main", {
                    "username": ADMIN_NAME, "email": EMAIL, "discordId": "", "locale": "",
                    "discoverRegion": "", "streamingRegion": "", "originalLanguage": "",
                    "movieQuotaLimit": None, "movieQuotaDays": None, "tvQuotaLimit": None,
                    "tvQuotaDays": None, "watchlistSyncMovies": False,
                    "watchlistSyncTv": False})])]),
        _entry("reversible", "password page", password, [
            (t(G + "save"), False, [send("POST", f"/user/{ME}/settings/password", {
                "currentPassword": "harbour-2025", "newPassword": "harbour-2026!",
                "confirmPassword": "harbour-2026!"})])]),
        _entry("reversible", "linked accounts page (delete armed)", linked(sure), [
            (sure, False, [send("DELETE", f"/user/{ME}/settings/linked-accounts/jellyfin")])]),
        _entry("reversible", "notification settings page", notify, [
            (t(G + "save"), False, [send("POST", f"/user/{ME}/settings/notifications", {
                "pgpKey": "", "discordId": "", "telegramSendSilently": False,
                "notificationTypes": {"email": 6}})])]),
        _entry("reversible", "user menu", menu, [
            (t("components.Layout.UserDropdown.signout"), False, [send("POST", "/auth/logout")])]),
        _entry("reset-password", "password reset page", reset, [
            (t("components.ResetPassword.emailresetlink"), True, [
                send("POST", "/auth/reset-password", {"email": EMAIL})])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The general settings, the Discord and e-mail agents, the services page and its delete
    modal, jobs and cache, a job's schedule modal, the Jellyfin libraries and the Discover
    page's customisation (Reset to Default armed and not)."""
    s = "components.Settings."
    general = {"title": t(s + "SettingsMain.generalsettings"), "items": [
        {"field": "applicationTitle", "hint": t(s + "SettingsMain.applicationTitle"),
         "text": "Harbour Media"},
        {"field": "applicationUrl", "hint": t(s + "SettingsMain.applicationurl"),
         "text": "https://requests.harbour.example"},
        {"switch": t(s + "SettingsMain.hideAvailable")},
        {"switch": t(s + "SettingsMain.partialRequestsEnabled")},
        {"button": t(G + "save")}]}  # fmt: skip
    discord_options = {"botUsername": "Jellyseerr", "botAvatarUrl": "",
                       "webhookUrl": "https://discord.com/api/webhooks/1187/harbour-requests",
                       "webhookRoleId": "", "enableMentions": True}  # fmt: skip
    discord = {"title": t(s + "notificationsettings"), "items": [
        {"switch": t(NT + "agentenabled")},
        {"field": "botUsername", "hint": t(NT + "botUsername"), "text": "Jellyseerr"},
        {"field": "webhookUrl", "hint": t(NT + "webhookUrl"),
         "text": discord_options["webhookUrl"]},
        {"button": t(G + "test")}, {"button": t(G + "save")}]}  # fmt: skip
    mail = {"emailFrom": "jellyseerr@harbour.example", "smtpHost": "smtp.harbour.example",
            "smtpPort": 587, "secure": False, "ignoreTls": False, "requireTls": False,
            "authUser": "jellyseerr", "authPass": "smtp-harbour-77"}  # fmt: skip
    email = {"title": t(s + "notificationsettings"), "items": [
        {"switch": t(NT + "agentenabled")},
        {"field": "emailFrom", "hint": t(NT + "emailsender"), "text": mail["emailFrom"]},
        {"field": "smtpHost", "hint": t(NT + "smtpHost"), "text": mail["smtpHost"]},
        {"field": "smtpPort", "hint": t(NT + "smtpPort"), "text": "587"},
        {"button": t(G + "test")}, {"button": t(G + "save")}]}  # fmt: skip
    services = {"title": t(s + "services"), "items": [
        {"text": t(s + "radarrsettings")}, {"text": "Radarr"},
        {"text": t(s + "default")},
        {"button": t(G + "edit")}, {"button": t(G + "delete")},
        {"button": t(s + "addradarr")}]}  # fmt: skip
    delete_server = {"title": t(s + "services"), "dialog": {
        "title": t(s + "deleteServer", serverType="Radarr"),
        "message": t(s + "deleteserverconfirm")}, "items": [
        {"button": t(G + "delete")}, {"button": t(G + "cancel")}]}  # fmt: skip
    jobs = {"title": t(JC + "jobsandcache"), "items": [
        {"text": t(JC + "jellyfin-full-scan")}, {"button": t(G + "edit")},
        {"button": t(JC + "runnow")}, {"text": t(JC + "download-sync")},
        {"button": t(JC + "canceljob")}]}  # fmt: skip
    schedule = {"title": t(JC + "jobsandcache"), "dialog": {"title": t(JC + "editJobSchedule")},
                "items": [{"text": t(JC + "editJobScheduleCurrent")},
                          {"field": "every", "hint": t(JC + "editJobSchedulePrompt"),
                           "text": t(JC + "editJobScheduleSelectorHours", jobScheduleHours=6)},
                          {"button": t(G + "save")}, {"button": t(G + "cancel")}]}  # fmt: skip
    cache = {"title": t(JC + "jobsandcache"), "items": [
        {"text": t(JC + "cache")}, {"text": "TMDb API"},
        {"button": t(JC + "flushcache")}]}  # fmt: skip
    jellyfin = {"title": t(s + "jellyfinSettings", mediaServerName="Jellyfin"), "items": [
        {"text": t(s + "jellyfinlibraries", mediaServerName="Jellyfin")},
        {"button": t(s + "syncJellyfin")}, {"switch": "Movies"}, {"switch": "Shows"},
        {"text": t(s + "manualscanJellyfin")}, {"button": t(s + "startscan")}]}  # fmt: skip
    d = "components.Discover."

    def discover(reset: str) -> dict[str, Any]:
        return {"title": t(d + "discover"), "items": [
            {"text": t(d + "customizediscover")}, {"button": t(d + "createnewslider")},
            {"button": t(d + "stopediting")}, {"button": reset},
            {"button": t(G + "save")}]}  # fmt: skip

    sliders = [
        {"id": 1, "type": 1, "order": 0, "isBuiltIn": True, "enabled": True},
        {"id": 2, "type": 2, "order": 1, "isBuiltIn": True, "enabled": False},
    ]
    return [
        _entry("reversible", "general settings", general, [
            (t(G + "save"), False, [send("POST", "/settings/main", {
                "applicationTitle": "Harbour Media",
                "applicationUrl": "https://requests.harbour.example", "hideAvailable": True,
                "locale": "en", "discoverRegion": "", "streamingRegion": "US",
                "originalLanguage": "", "partialRequestsEnabled": True,
                "enableSpecialEpisodes": False, "cacheImages": False})])]),
        _entry("send", "discord agent", discord, [
            (t(G + "test"), True, [send("POST", "/settings/notifications/discord/test", {
                "enabled": True, "types": 14, "options": discord_options})]),
            (t(G + "save"), False, [send("POST", "/settings/notifications/discord", {
                "enabled": True, "types": 14, "options": discord_options})])]),
        _entry("send", "email agent", email, [
            (t(G + "test"), True, [send("POST", "/settings/notifications/email/test", {
                "enabled": True, "options": {**mail, "senderName": "Jellyseerr",
                                             "pgpPrivateKey": "", "pgpPassword": ""}})]),
            (t(G + "save"), False, [send("POST", "/settings/notifications/email", {
                "enabled": True, "options": {
                    "userEmailRequired": False, **mail, "allowSelfSigned": False,
                    "senderName": "Jellyseerr", "pgpPrivateKey": "", "pgpPassword": ""}})])]),
        _entry("opens-prompt", "services page", services, [
            (t(G + "delete"), False, []), (t(G + "edit"), False, [])]),
        _entry("delete", "delete radarr server modal", delete_server, [
            (t(G + "delete"), True, [send("DELETE", "/settings/radarr/0")]),
            (t(G + "cancel"), False, [])]),
        _entry("reversible", "jobs", jobs, [
            (t(JC + "runnow"), False, [send("POST", "/settings/jobs/jellyfin-full-scan/run")]),
            (t(JC + "canceljob"), False, [send("POST", "/settings/jobs/download-sync/cancel")])]),
        _entry("reversible", "modify job modal", schedule, [
            (t(G + "save"), False, [send("POST", "/settings/jobs/jellyfin-full-scan/schedule", {
                "schedule": "0 0 */6 * * *"})])]),
        _entry("reversible", "cache", cache, [
            (t(JC + "flushcache"), False, [send("POST", "/settings/cache/tmdb/flush")])]),
        _entry("reversible", "jellyfin libraries", jellyfin, [
            (t(s + "syncJellyfin"), False, [
                send("GET", "/settings/jellyfin/library?sync=true&enable=a1b2c3,d4e5f6")]),
            (t(s + "startscan"), False, [
                send("POST", "/settings/jellyfin/sync", {"start": True})])]),
        _entry("reversible", "discover customisation", discover(t(d + "resettodefault")), [
            (t(G + "save"), False, [send("POST", "/settings/discover", sliders)]),
            (t(d + "resettodefault"), False, [])]),
        _entry("delete", "discover customisation (reset armed)", discover(t(G + "areyousure")), [
            (t(G + "areyousure"), True, [send("GET", "/settings/discover/reset")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every page of the corpus, in one language."""
    return [*request_screens(t), *manage_screens(t), *issue_screens(t), *user_screens(t),
            *settings_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"jellyseerr {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
