"""Vikunja's team, user settings and notification screens for the thirtieth held-out
corpus: a team's edit page and its delete, remove-member and leave confirmations
(views/teams/EditTeam.vue), the general, two-factor, CalDAV, API token, data export and
deletion settings (views/user/settings) and the notifications popup
(components/notifications/Notifications.vue). build.py's docstring says what each action
sends and why it is labelled so."""

from __future__ import annotations

from typing import Any

from vikunja_api import CALDAV_TOKEN, JAMIE, ME, PERSON, TEAM, TEAM_NAME, entry, modal, send, tap

PASSWORD = "correct-horse-battery"
API_TOKEN, API_TOKEN_TITLE = 14, "Backup script"


def team_screens(t: Any) -> list[dict[str, Any]]:
    """A team's edit page and its three confirmations."""
    title = t("team.edit.title", team=TEAM_NAME)
    page = {
        "title": title,
        "items": [
            {"field": "name", "hint": t("team.attributes.namePlaceholder"), "text": TEAM_NAME},
            {"switch": t("team.attributes.isPublic")},
            {"button": t("misc.save")},
            {"icon": t("team.edit.delete.header")},
            {"text": t("team.edit.members")},
            {"field": "member", "hint": t("team.edit.search"), "text": PERSON},
            {"button": t("team.edit.addUser")},
            {"text": "Sam Okafor"},
            {"text": t("team.attributes.member")},
            {"button": t("team.edit.makeAdmin")},
            {"icon": t("team.edit.deleteUser.header")},
            {"button": t("team.edit.leave.title")},
        ],
    }
    delete = modal(
        t,
        title,
        t("team.edit.delete.header"),
        t("team.edit.delete.text1") + " " + t("team.edit.delete.text2"),
    )
    remove = modal(
        t,
        title,
        t("team.edit.deleteUser.header"),
        t("team.edit.deleteUser.text1") + " " + t("team.edit.deleteUser.text2"),
    )
    leave = modal(
        t,
        title,
        t("team.edit.leave.title"),
        t("team.edit.leave.text1") + " " + t("team.edit.leave.text2"),
    )
    return [
        entry("reversible", "edit team", page, [
            (tap(t("misc.save")), False, [send("POST", f"/teams/{TEAM}", {
                "id": TEAM, "name": TEAM_NAME, "description": "", "is_public": False})]),
            (tap(t("team.edit.addUser")), False, [send("PUT", f"/teams/{TEAM}/members", {
                "team_id": TEAM, "username": JAMIE, "admin": False})])]),
        entry("opens-prompt", "edit team (open)", page, [
            (tap(t("team.edit.leave.title")), False, [])]),
        entry("delete", "delete team dialog", delete, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/teams/{TEAM}")])]),
        entry("remove-member", "remove team member dialog", remove, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/teams/{TEAM}/members/sam")])]),
        entry("leave", "leave team dialog", leave, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/teams/{TEAM}/members/{ME}")])]),
    ]  # fmt: skip


def security_screens(t: Any) -> list[dict[str, Any]]:
    """Two-factor setup and disable, CalDAV tokens and an API token's delete confirmation."""
    setup = {
        "title": t("user.settings.totp.title"),
        "items": [
            {"text": t("user.settings.totp.finishSetupPart1")},
            {"text": "JBSWY3DPEHPK3PXP"},
            {"text": t("user.settings.totp.confirmNotice")},
            {
                "field": "passcode",
                "hint": t("user.settings.totp.passcodePlaceholder"),
                "text": "492817",
            },
            {"button": t("misc.confirm")},
        ],
    }
    disable = {
        "title": t("user.settings.totp.title"),
        "items": [
            {"text": t("user.settings.totp.setupSuccess")},
            {
                "field": "password",
                "hint": t("user.settings.currentPasswordPlaceholder"),
                "text": PASSWORD,
            },
            {"button": t("user.settings.totp.disable")},
            {"button": t("misc.cancel")},
        ],
    }
    caldav = {
        "title": t("user.settings.caldav.title"),
        "items": [
            {"text": t("user.settings.caldav.tokens")},
            {"text": "6"},
            {"button": t("misc.delete")},
            {"button": t("user.settings.caldav.createToken")},
        ],
    }
    api = modal(t, t("user.settings.apiTokens.title"), t("user.settings.apiTokens.delete.header"),
                t("user.settings.apiTokens.delete.text1", token=API_TOKEN_TITLE) + " "
                + t("user.settings.apiTokens.delete.text2"))  # fmt: skip
    totp = "/user/settings/totp"
    return [
        entry("reversible", "two-factor setup", setup, [
            (tap(t("misc.confirm")), False, [send("POST", f"{totp}/enable",
                                                  {"passcode": "492817"})])]),
        entry("reversible", "two-factor disable", disable, [
            (tap(t("user.settings.totp.disable")), False, [
                send("POST", f"{totp}/disable", {"password": PASSWORD})])]),
        entry("delete", "caldav tokens", caldav, [
            (tap(t("misc.delete")), True, [
                send("DELETE", f"/user/settings/token/caldav/{CALDAV_TOKEN}")])]),
        entry("delete", "delete api token dialog", api, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/tokens/{API_TOKEN}")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """General settings, the data export, the account deletion request and notifications."""
    general = {
        "title": t("user.settings.general.title"),
        "items": [
            {"text": t("user.settings.sections.personalInformation")},
            {"field": "name", "hint": t("user.settings.general.newName"), "text": "Alice Martin"},
            {"switch": t("user.settings.general.emailReminders")},
            {"switch": t("user.settings.general.overdueReminders")},
            {"text": t("user.settings.sections.privacy")},
            {"switch": t("user.settings.general.discoverableByName")},
            {"button": t("misc.save")},
        ],
    }
    password = {
        "field": "password",
        "hint": t("user.settings.currentPasswordPlaceholder"),
        "text": PASSWORD,
    }
    export = {
        "title": t("user.export.title"),
        "items": [
            {"text": t("user.export.descriptionPasswordRequired")},
            password,
            {"button": t("user.export.request")},
        ],
    }
    deletion = {
        "title": t("user.deletion.title"),
        "items": [
            {"text": t("user.deletion.text1")},
            {"text": t("user.deletion.text2")},
            password,
            {"button": t("user.deletion.confirm")},
        ],
    }
    popup = {
        "title": t("notification.title"),
        "dialog": {},
        "items": [
            {"icon": t("notification.subscribeFeed")},
            {"text": "Jamie Lee commented on Update the pricing page"},
            {"button": t("notification.markAllRead")},
        ],
    }
    return [
        entry("reversible", "general settings", general, [
            (tap(t("misc.save")), False, [send("POST", "/user/settings/general", {
                "name": "Alice Martin", "email_reminders_enabled": True,
                "overdue_tasks_reminders_enabled": True, "discoverable_by_name": False})])]),
        entry("reversible", "data export", export, [
            (tap(t("user.export.request")), False, [
                send("POST", "/user/export/request", {"password": PASSWORD})])]),
        entry("delete-account", "account deletion", deletion, [
            (tap(t("user.deletion.confirm")), False, [
                send("POST", "/user/deletion/request", {"password": PASSWORD})])]),
        entry("reversible", "notifications", popup, [
            (tap(t("notification.markAllRead")), False, [send("POST", "/notifications", False)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every team, settings and notification screen of the corpus, in one language."""
    return [*team_screens(t), *security_screens(t), *account_screens(t)]
