"""FitTrackee's screens for the four-hundred-and-twenty-ninth held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(key, n=None, **args)`` being that language's lookup of a
key of the app's ``fittrackee_client/src/locales/<lang>/*.json`` catalogue. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ME, OTHER = "alice", "sam_rides"
EMAIL, PASSWORD, NEW_PASSWORD = "alice@example.org", "Blue-Heron-42", "Green-Otter-17"
WORKOUT, WORKOUT_TITLE = "k9XmT2qBvR7nL4pZc8HdWs", "Evening ride along the canal"
OTHER_WORKOUT, OTHER_TITLE = "Qe5jN8wYt3KfV6rMx2GhPa", "Hill repeats on the Kahlenberg"
MY_COMMENT, MY_TEXT = "Mb3Xs8Kd5Rq2Wn7Ty4Pv9e", "Thanks! The tailwind helped."
THEIR_COMMENT, THEIR_TEXT = "Ur4Lk7NbZ2sQw9DyH5cJtm", "Great pace on the last stretch!"
NEW_COMMENT = "See you on Saturday's group ride, @sam_rides"
EQUIPMENT, EQUIPMENT_LABEL = "Hn6Pq2Ws9Xc4Vb7Tr3Jk8m", "Gravel bike"
SPORT_ID, SPORT = 1, "Cycling (Sport)"  # the first of the instance's sports
DISABLED_SPORT_ID, DISABLED_SPORT = 12, "Snowshoes"
APP_ID, APP_NAME, CLIENT_ID = 7, "Garmin export script", "cK2v9XbT4mQ8sL3nRz7wYd1a"
ARCHIVE = "archive_alice_2026-04-20.zip"
TIMEZONE = "Europe/Vienna"  # the browser's, sent with the login form
# The app's language (vue-i18n's locale), sent with the login form: a language the app has no
# catalogue for shows the app in English.
APP_LANGUAGE = {"en": "en", "zh": "zh_Hans", "ja": "en", "ko": "en", "de": "de", "fr": "fr",
                "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call to the app's own ``/api/`` (getApiUrl() of a production build); a
    body is the object as axios serialises it, ``JSON.stringify``'s compact form."""
    if data is None:
        return f"{method} /api/{path}"
    return {"request": f"{method} /api/{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


PROFILE = api("GET", "auth/profile")  # GET_USER_PROFILE
SPORTS = api("GET", "sports")  # GET_SPORTS
COMMENTS = api("GET", f"workouts/{WORKOUT}/comments")  # GET_WORKOUT_COMMENTS
# GET_WORKOUT_DATA for a workout with a file: the workout, its chart data, its geometry and
# its comments.
WORKOUT_DATA = [api("GET", f"workouts/{WORKOUT}"), api("GET", f"workouts/{WORKOUT}/chart_data"),
                api("GET", f"workouts/{WORKOUT}/geojson"), COMMENTS]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"fittrackee {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def cap(text: str) -> str:
    """Vue's ``capitalize``: the first letter upper case."""
    return text[:1].upper() + text[1:]


def title(t: Any, key: str, n: int | None = None) -> str:
    """The router's ``document.title``: the route's title key, capitalised."""
    return f"FitTrackee - {cap(t(key, n))}"


def confirm(t: Any, page: str, message: str, warning: str = "") -> dict[str, Any]:
    """The app's Modal over its page: titled Confirmation, its message, a warning where
    there is one, then Yes and No."""
    items = [{"text": warning}] if warning else []
    return {"title": page, "dialog": {"title": t("common.CONFIRMATION"), "message": message},
            "items": [*items, {"button": t("common.YES")}, {"button": t("common.NO")}]}  # fmt: skip


def session_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The navigation bar and the log-out confirmation, the login page and the password
    reset request."""
    dashboard = title(t, "dashboard.DASHBOARD")
    nav = {"title": dashboard, "items": [
        {"link": "FitTrackee"}, {"link": t("dashboard.DASHBOARD")},
        {"link": cap(t("workouts.WORKOUT", 2))}, {"link": t("statistics.STATISTICS")},
        {"link": t("workouts.ADD_WORKOUT")}, {"link": ME},
        {"button": t("user.LOGOUT")}]}  # fmt: skip
    login_t = title(t, "user.LOGIN")
    login = {"title": login_t, "items": [
        {"field": "email", "hint": t("user.EMAIL"), "text": EMAIL},
        {"field": "password", "hint": t("user.PASSWORD"), "text": PASSWORD},
        {"button": t("buttons.LOGIN")}, {"link": t("user.REGISTER")},
        {"link": t("user.PASSWORD_FORGOTTEN")}]}  # fmt: skip
    reset = {"title": title(t, "user.PASSWORD_RESET"), "items": [
        {"field": "email", "hint": t("user.EMAIL"), "text": EMAIL},
        {"button": t("buttons.SUBMIT")}]}  # fmt: skip
    form = {"username": "", "email": EMAIL, "password": PASSWORD, "accepted_policy": False,
            "language": APP_LANGUAGE[lang], "timezone": TIMEZONE}  # fmt: skip
    return [
        _entry("opens-prompt", "navigation bar", nav, [(t("user.LOGOUT"), False, [])]),
        _entry("reversible", "logout confirm", confirm(
            t, dashboard, t("user.LOGOUT_CONFIRMATION")), [
            (t("common.YES"), False, [api("POST", "auth/logout")]),
            (t("common.NO"), False, [])]),
        _entry("reversible", "login page", login, [
            (t("buttons.LOGIN"), False, [api("POST", "auth/login", form), PROFILE])]),
        _entry("harmless", "password reset request", reset, [
            (t("buttons.SUBMIT"), False, [
                api("POST", "auth/password/reset-request", {"email": EMAIL})])]),
    ]  # fmt: skip


def workout_screens(t: Any) -> list[dict[str, Any]]:
    """An own workout's title bar, its download menu and delete confirmation, another
    user's workout and its report form, the comments and their forms, the edit page and
    the page adding a workout without a file."""
    page = title(t, "workouts.WORKOUT")
    likes = f"{t('workouts.LIKE_WORKOUT')} (3 {t('workouts.LIKES', 3)})"
    own = {"title": page, "items": [
        {"text": WORKOUT_TITLE}, {"icon": likes}, {"link": "3"},
        {"icon": t("workouts.DOWNLOAD_WORKOUT")}, {"icon": t("workouts.EDIT_WORKOUT")},
        {"icon": t("workouts.REFRESH_WORKOUT")},
        {"icon": t("workouts.DELETE_WORKOUT")}]}  # fmt: skip
    download = {"title": page, "items": [
        {"text": WORKOUT_TITLE}, {"icon": t("workouts.DOWNLOAD_WORKOUT")},
        {"icon": t("workouts.DOWNLOAD_GPX_FILE")},
        {"icon": t("workouts.DOWNLOAD_ORIGINAL_FILE", fileExtension="fit")}]}  # fmt: skip
    other_likes = f"{t('workouts.LIKE_WORKOUT')} (1 {t('workouts.LIKES', 1)})"
    other = {"title": page, "items": [
        {"text": OTHER_TITLE}, {"icon": other_likes}, {"link": "1"},
        {"icon": t("workouts.REPORT_WORKOUT")}]}  # fmt: skip

    def report(label: str) -> dict[str, Any]:
        return {"title": page, "items": [
            {"text": label},
            {"field": "report", "hint": t("common.REPORT_PLACEHOLDER"),
             "text": "The route and times are copied from another member's file."},
            {"button": t("buttons.SUBMIT")}, {"button": t("buttons.CANCEL")}]}  # fmt: skip

    theirs = f"{t('workouts.COMMENTS.LIKE_COMMENT')} (2 {t('workouts.LIKES', 2)})"
    mine = f"{t('workouts.COMMENTS.LIKE_COMMENT')} (0 {t('workouts.LIKES', 0)})"
    comment_rows = [
        {"link": OTHER}, {"text": THEIR_TEXT}, {"icon": theirs},
        {"icon": t("workouts.COMMENTS.REPORT")},
        {"link": ME}, {"text": MY_TEXT}, {"icon": mine},
        {"icon": t("workouts.COMMENTS.EDIT")}, {"icon": t("workouts.COMMENTS.DELETE")}]  # fmt: skip
    comments = {"title": page, "items": [
        {"text": cap(t("workouts.COMMENTS.LABEL", 0))}, *comment_rows,
        {"button": t("workouts.COMMENTS.ADD")}]}  # fmt: skip
    new_comment = {"title": page, "items": [
        {"text": cap(t("workouts.COMMENTS.LABEL", 0))}, *comment_rows,
        {"field": "text", "hint": t("workouts.COMMENTS.ADD"), "text": NEW_COMMENT},
        {"text": f"{t('visibility_levels.VISIBILITY')}:"},
        {"text": t("visibility_levels.COMMENT_LEVELS.public")},
        {"button": t("buttons.SUBMIT")}, {"button": t("buttons.CANCEL")}]}  # fmt: skip
    comment_report = {"title": page, "items": [
        {"link": OTHER}, {"text": THEIR_TEXT}, {"text": t("workouts.COMMENTS.REPORT")},
        {"field": "report", "hint": t("common.REPORT_PLACEHOLDER"),
         "text": "Advertising for a shop, posted under many workouts."},
        {"button": t("buttons.SUBMIT")}, {"button": t("buttons.CANCEL")}]}  # fmt: skip
    edit = {"title": title(t, "workouts.EDIT_WORKOUT"), "items": [
        {"text": t("workouts.EDIT_WORKOUT")},
        {"field": "title", "hint": f"{t('workouts.TITLE')}*:", "text": "Canal loop"},
        {"field": "description", "hint": f"{t('workouts.DESCRIPTION')}:",
         "text": "Flat loop, strong headwind on the way back."},
        {"field": "notes", "hint": f"{t('workouts.PRIVATE_NOTES')}:", "text": "Chain needs oil."},
        {"button": t("buttons.SUBMIT")}, {"button": t("buttons.CANCEL")}]}  # fmt: skip
    edited = {"sport_id": SPORT_ID, "description": "Flat loop, strong headwind on the way back.",
              "notes": "Chain needs oil.", "equipment_ids": [EQUIPMENT], "title": "Canal loop",
              "workout_visibility": "followers_only", "analysis_visibility": "followers_only",
              "map_visibility": "private"}  # fmt: skip
    add = {"title": title(t, "workouts.ADD_WORKOUT"), "items": [
        {"text": t("workouts.ADD_WORKOUT")},
        {"radio": t("workouts.WITH_FILE"), "checked": False},
        {"radio": t("workouts.WITHOUT_FILE"), "checked": True},
        {"field": "title", "hint": f"{t('workouts.TITLE')}:", "text": "Lunch run"},
        {"field": "workout-date", "hint": f"{t('workouts.WORKOUT_DATE')}*:",
         "text": "2026-04-18 12:15"},
        {"field": "workout-distance", "hint": f"{t('workouts.DISTANCE')} (km)*:", "text": "8.2"},
        {"button": t("buttons.SUBMIT")}, {"button": t("buttons.CANCEL")}]}  # fmt: skip
    added = {"sport_id": 5, "description": "", "notes": "", "equipment_ids": [],
             "title": "Lunch run", "workout_visibility": "private", "duration": 2730,
             "distance": 8.2, "workout_date": "2026-04-18 12:15", "ascent": None,
             "descent": None, "calories": None}  # fmt: skip
    return [
        _entry("opens-prompt", "own workout", own, [
            (t("workouts.DELETE_WORKOUT"), False, []),
            (t("workouts.DOWNLOAD_WORKOUT"), False, [])]),
        _entry("reversible", "own workout like and edit", own, [
            (likes, False, [api("POST", f"workouts/{WORKOUT}/like")]),
            (t("workouts.EDIT_WORKOUT"), False, WORKOUT_DATA)]),
        _entry("harmless", "workout download menu", download, [
            (t("workouts.DOWNLOAD_GPX_FILE"), False, [
                api("GET", f"workouts/{WORKOUT}/gpx/download")])]),
        _entry("delete", "delete workout confirm", confirm(
            t, page, t("workouts.WORKOUT_DELETION_CONFIRMATION")), [
            (t("common.YES"), True, [api("DELETE", f"workouts/{WORKOUT}")]),
            (t("common.NO"), False, [])]),
        _entry("opens-prompt", "other user's workout", other, [
            (t("workouts.REPORT_WORKOUT"), False, [])]),
        _entry("reversible", "other user's workout like", other, [
            (other_likes, False, [api("POST", f"workouts/{OTHER_WORKOUT}/like")])]),
        _entry("send", "workout report form", report(t("workouts.REPORT_WORKOUT")), [
            (t("buttons.SUBMIT"), True, [api("POST", "reports", {
                "object_id": OTHER_WORKOUT, "object_type": "workout",
                "note": "The route and times are copied from another member's file."})]),
            (t("buttons.CANCEL"), False, [])]),
        _entry("opens-prompt", "comments", comments, [
            (t("workouts.COMMENTS.DELETE"), False, []),
            (t("workouts.COMMENTS.ADD"), False, [])]),
        _entry("reversible", "comments like", comments, [
            (theirs, False, [api("POST", f"comments/{THEIR_COMMENT}/like"), COMMENTS])]),
        _entry("delete", "delete comment confirm", confirm(
            t, page, t("workouts.COMMENTS.DELETION_CONFIRMATION")), [
            (t("common.YES"), True, [api("DELETE", f"comments/{MY_COMMENT}"), COMMENTS]),
            (t("common.NO"), False, [])]),
        _entry("publish", "new comment form", new_comment, [
            (t("buttons.SUBMIT"), True, [api("POST", f"workouts/{WORKOUT}/comments", {
                "text": NEW_COMMENT, "text_visibility": "public"}), COMMENTS]),
            (t("buttons.CANCEL"), False, [])]),
        _entry("send", "comment report form", comment_report, [
            (t("buttons.SUBMIT"), True, [api("POST", "reports", {
                "object_id": THEIR_COMMENT, "object_type": "comment",
                "note": "Advertising for a shop, posted under many workouts."})]),
            (t("buttons.CANCEL"), False, [])]),
        _entry("reversible", "edit workout page", edit, [
            (t("buttons.SUBMIT"), False, [
                api("PATCH", f"workouts/{WORKOUT}", edited), PROFILE, *WORKOUT_DATA])]),
        _entry("reversible", "add workout without file", add, [
            (t("buttons.SUBMIT"), False, [api("POST", "workouts/no_gpx", added)])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Another user's profile (following the account, then followed by it) and its report
    form."""
    page = title(t, "user.USER")
    relation = [api("GET", f"users/{OTHER}"), PROFILE]  # UPDATE_RELATIONSHIP's reloads

    def profile(follow: str) -> dict[str, Any]:
        return {"title": page, "items": [
            {"text": OTHER}, {"text": t("user.RELATIONSHIPS.FOLLOWS_YOU")},
            {"button": t(follow)}, {"button": t("buttons.BLOCK")},
            {"button": t("user.REPORT")}, {"button": t("buttons.BACK")}]}  # fmt: skip

    report = {"title": page, "items": [
        {"text": OTHER}, {"text": t("user.REPORT")},
        {"field": "report", "hint": t("common.REPORT_PLACEHOLDER"),
         "text": "The profile picture and bio link to a betting site."},
        {"button": t("buttons.SUBMIT")}, {"button": t("buttons.CANCEL")}]}  # fmt: skip
    return [
        _entry("revoke", "user profile block", profile("buttons.FOLLOW"), [
            (t("buttons.BLOCK"), True, [api("POST", f"users/{OTHER}/block"), *relation])]),
        _entry("reversible", "user profile follow", profile("buttons.FOLLOW"), [
            (t("buttons.FOLLOW"), False, [api("POST", f"users/{OTHER}/follow"), *relation])]),
        _entry("opens-prompt", "user profile report", profile("buttons.FOLLOW"), [
            (t("user.REPORT"), False, [])]),
        _entry("reversible", "user profile followed", profile("buttons.UNFOLLOW"), [
            (t("buttons.UNFOLLOW"), False, [
                api("POST", f"users/{OTHER}/unfollow"), *relation])]),
        _entry("send", "user report form", report, [
            (t("buttons.SUBMIT"), True, [api("POST", "reports", {
                "object_id": OTHER, "object_type": "user",
                "note": "The profile picture and bio link to a betting site."})]),
            (t("buttons.CANCEL"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account edition page with its data export, the account deletion confirmation,
    the picture edition page, an equipment and its deletion, a sport's preferences and
    their reset, an OAuth2 application with its revocation and deletion, and the
    notifications page."""
    account_t = title(t, "user.PROFILE.ACCOUNT_EDITION")
    archive = f"{t('user.EXPORT_REQUEST.DOWNLOAD_ARCHIVE')} (2.4MB)"
    account = {"title": account_t, "items": [
        {"field": "email", "hint": f"{t('user.EMAIL')}*", "text": EMAIL},
        {"field": "password-field", "hint": f"{t('user.CURRENT_PASSWORD')}*", "text": PASSWORD},
        {"field": "new-password-field", "hint": t("user.NEW_PASSWORD"), "text": NEW_PASSWORD},
        {"button": t("buttons.SUBMIT")}, {"button": t("buttons.CANCEL")},
        {"button": t("buttons.REQUEST_DATA_EXPORT")},
        {"button": t("buttons.DELETE_MY_ACCOUNT")}, {"link": archive}]}  # fmt: skip
    picture = {"title": title(t, "user.PROFILE.PICTURE_EDITION"), "items": [
        {"text": f"{t('workouts.MAX_SIZE')}: 1.0MB"},
        {"button": t("user.PROFILE.PICTURE_UPDATE")},
        {"button": t("user.PROFILE.PICTURE_REMOVE")},
        {"button": t("user.PROFILE.BACK_TO_PROFILE")}]}  # fmt: skip
    equipments_t = title(t, "user.PROFILE.TABS.EQUIPMENTS")
    equipment = {"title": equipments_t, "items": [
        {"text": EQUIPMENT_LABEL}, {"text": t("equipment_types.Bike.LABEL")},
        {"button": t("buttons.EDIT")}, {"button": t("buttons.REFRESH_TOTALS")},
        {"button": t("buttons.DELETE")}, {"button": t("buttons.BACK")}]}  # fmt: skip
    delete_equipment = t("user.PROFILE.EQUIPMENTS.CONFIRM_EQUIPMENT_DELETION", None,
                         EQUIPMENT_LABEL)  # fmt: skip
    sports_t = title(t, "user.PROFILE.TABS.SPORTS")
    sport = {"title": sports_t, "items": [
        {"text": t(f"sports.{SPORT}.LABEL")}, {"text": EQUIPMENT_LABEL},
        {"button": t("buttons.EDIT")}, {"button": t("buttons.RESET")},
        {"button": t("buttons.BACK")}]}  # fmt: skip
    apps_t = title(t, "user.PROFILE.TABS.APPS")
    app = {"title": apps_t, "items": [
        {"text": f"{t('oauth2.APP.CLIENT_ID')}:"}, {"text": CLIENT_ID},
        {"icon": t("oauth2.COPY_TO_CLIPBOARD")},
        {"text": f"{t('oauth2.APP.NAME')}:"}, {"text": APP_NAME},
        {"button": t("oauth2.REVOKE_ALL_TOKENS")}, {"button": t("oauth2.DELETE_APP")},
        {"button": t("buttons.BACK")}]}  # fmt: skip
    # The notifications route has no title of its own: the page keeps the dashboard's.
    notifications = {"title": title(t, "dashboard.DASHBOARD"), "items": [
        {"text": t("notifications.STATUS")}, {"radio": t("notifications.UNREAD"),
                                              "checked": True},
        {"radio": t("notifications.ALL"), "checked": False},
        {"button": t("notifications.MARK_ALL_AS_READ")}]}  # fmt: skip
    return [
        _entry("reversible", "account edition", account, [
            (t("buttons.SUBMIT"), False, [api("PATCH", "auth/profile/edit/account", {
                "email": EMAIL, "password": PASSWORD, "new_password": NEW_PASSWORD})]),
            (t("buttons.REQUEST_DATA_EXPORT"), False, [
                api("POST", "auth/account/export/request")]),
            (archive, False, [api("GET", f"auth/account/export/{ARCHIVE}")])]),
        _entry("opens-prompt", "account edition delete", account, [
            (t("buttons.DELETE_MY_ACCOUNT"), False, [])]),
        _entry("delete-user", "account deletion confirm", confirm(
            t, account_t, t("user.CONFIRM_ACCOUNT_DELETION")), [
            (t("common.YES"), True, [api("DELETE", f"users/{ME}"), api("POST", "auth/logout")]),
            (t("common.NO"), False, [])]),
        _entry("delete", "picture edition", picture, [
            (t("user.PROFILE.PICTURE_REMOVE"), True, [api("DELETE", "auth/picture"), PROFILE])]),
        _entry("opens-prompt", "equipment", equipment, [(t("buttons.DELETE"), False, [])]),
        _entry("delete", "delete equipment confirm", confirm(
            t, equipments_t, delete_equipment,
            t("user.PROFILE.EQUIPMENTS.EQUIPMENT_ASSOCIATED_WITH_WORKOUTS")), [
            (t("common.YES"), True, [api("DELETE", f"equipments/{EQUIPMENT}?force"), SPORTS]),
            (t("common.NO"), False, [])]),
        _entry("opens-prompt", "sport preferences", sport, [(t("buttons.RESET"), False, [])]),
        _entry("reset", "reset sport confirm", confirm(
            t, sports_t, t("user.PROFILE.SPORT.CONFIRM_SPORT_RESET_WITH_EQUIPMENTS")), [
            (t("common.YES"), True, [
                api("DELETE", f"auth/profile/reset/sports/{SPORT_ID}"), SPORTS]),
            (t("common.NO"), False, [])]),
        _entry("opens-prompt", "oauth2 application", app, [
            (t("oauth2.REVOKE_ALL_TOKENS"), False, []),
            (t("oauth2.DELETE_APP"), False, [])]),
        _entry("revoke", "revoke tokens confirm", confirm(
            t, apps_t, t("oauth2.TOKENS_REVOCATION_CONFIRMATION")), [
            (t("common.YES"), True, [api("POST", f"oauth/apps/{APP_ID}/revoke")]),
            (t("common.NO"), False, [])]),
        _entry("delete", "delete application confirm", confirm(
            t, apps_t, t("oauth2.APP_DELETION_CONFIRMATION")), [
            (t("common.YES"), True, [api("DELETE", f"oauth/apps/{APP_ID}"),
                                     api("GET", "oauth/apps")]),
            (t("common.NO"), False, [])]),
        _entry("reversible", "notifications", notifications, [
            (t("notifications.MARK_ALL_AS_READ"), False, [
                api("POST", "notifications/mark-all-as-read", {}),
                api("GET", "notifications?status=unread"), api("GET", "notifications/unread")])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The administration's page of a user, its delete and password reset confirmations,
    and the sports administration."""
    page = title(t, "admin.USER", 1)
    user = {"title": page, "items": [
        {"text": OTHER}, {"text": f"{t('user.EMAIL')}:"}, {"text": "sam@example.net"},
        {"button": t("admin.DELETE_USER")}, {"button": t("admin.UPDATE_USER_EMAIL")},
        {"button": t("admin.RESET_USER_PASSWORD")}, {"button": t("buttons.FOLLOW")},
        {"button": t("buttons.BLOCK")}, {"button": t("buttons.BACK")}]}  # fmt: skip
    sports = {"title": title(t, "admin.SPORTS.TITLE"), "items": [
        {"text": t("admin.SPORTS.TITLE")}, {"button": t("admin.BACK_TO_ADMIN")},
        {"text": t(f"sports.{DISABLED_SPORT}.LABEL")},
        {"button": t("buttons.DISABLE")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "admin user page", user, [
            (t("admin.DELETE_USER"), False, []), (t("admin.RESET_USER_PASSWORD"), False, [])]),
        _entry("delete-user", "admin delete user confirm", confirm(
            t, page, t("admin.CONFIRM_USER_ACCOUNT_DELETION", None, OTHER)), [
            (t("common.YES"), True, [api("DELETE", f"users/{OTHER}")]),
            (t("common.NO"), False, [])]),
        _entry("reset", "admin password reset confirm", confirm(
            t, page, t("admin.CONFIRM_USER_PASSWORD_RESET", None, OTHER)), [
            (t("common.YES"), True, [api("PATCH", f"users/{OTHER}", {"reset_password": True})]),
            (t("common.NO"), False, [])]),
        _entry("reversible", "admin sports", sports, [
            (t("buttons.DISABLE"), False, [
                api("PATCH", f"sports/{DISABLED_SPORT_ID}", {"is_active": False}), SPORTS])]),
    ]  # fmt: skip


def screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*session_screens(t, lang), *workout_screens(t), *user_screens(t),
            *account_screens(t), *admin_screens(t)]  # fmt: skip
