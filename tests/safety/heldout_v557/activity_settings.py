"""The settings of Nextcloud Activity for the five-hundred-and-fifty-seventh held-out corpus:
``screens(t)`` lays out, in one language, the user's Notifications section (the grid of e-mail
and push notifications per kind of activity, the frequency of the e-mails and its picker, the
daily summary) and the administration's Activity section (the instance's notification e-mails,
on and off, and the grid of the defaults for new accounts). Read from
``src/settings-personal.ts``, ``src/settings-admin.ts``, ``src/views/UserSettings.vue``,
``src/views/DailySummary.vue``, ``src/views/AdminSettings.vue``,
``src/views/DefaultActivitySettings.vue``, ``src/components/ActivityGrid.vue``,
``src/components/CheckboxInput.vue``, ``src/components/EmailSettings.vue``,
``src/store/settings-store.ts``, ``src/utils/settings.ts``, ``src/models/EmailFrequency.js``,
``lib/Settings/`` and ``lib/Controller/SettingsController.php``; what each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any

from screens import SETTINGS, app_config, entry, multipart, switch

GROUPS = {
    "files": ("file_changed", "file_favorite_changed"),
    "sharing": ("shared", "remote_share", "public_links"),
}
"""The kinds of activity the instance's apps offer, by group, as the server orders them (their
names and their groups' names are the files apps' words, left out)."""
USER = {"file_changed": (False, True), "file_favorite_changed": (False, True),
        "shared": (True, True), "remote_share": (True, True),
        "public_links": (False, True)}  # fmt: skip
"""The user's e-mail and push notification of each kind, before any tap."""
DEFAULTS = {"file_changed": (False, True), "file_favorite_changed": (False, True),
            "shared": (True, True), "remote_share": (False, True),
            "public_links": (False, False)}  # fmt: skip
"""The administrator's defaults for new accounts, before any tap."""
METHODS = ("email", "notification")
"""``IExtension::METHOD_MAIL`` and ``METHOD_NOTIFICATION``, the grid's columns."""
FREQUENCIES = {"As soon as possible": "3", "Hourly": "0", "Daily": "1", "Weekly": "2"}
"""``EmailFrequency``: each option's value, as ``$event.target.value`` reads it."""
Grid = dict[str, tuple[bool, bool]]


def toggled(grid: Grid, key: str) -> Grid:
    """``toggleMethodForMethodAndActivity``: the one method of one kind set the other way."""
    method = "email" if key.endswith("_email") else "notification"
    kind = key.removesuffix(f"_{method}")
    out = copy.deepcopy(grid)
    email, push = out[kind]
    out[kind] = (not email, push) if method == "email" else (email, not push)
    return out


def save(path: str, grid: Grid, batchtime: str = "0", digest: str = "0") -> dict[str, str]:
    """``saveSettings``: a ``FormData`` of every checked box (``<kind>_<method>`` = 1, by
    group, kind and method, as ``checkedActivities`` lists them), the e-mails' frequency and
    the daily summary (0 or 1)."""
    fields = [(f"{kind}_{method}", "1") for kinds in GROUPS.values() for kind in kinds
              for method, on in zip(METHODS, grid[kind], strict=True) if on]  # fmt: skip
    fields += [("notify_setting_batchtime", batchtime), ("activity_digest", digest)]
    return multipart(path, fields)


def screens(t: Any) -> list[dict[str, Any]]:
    def grid(values: Grid) -> list[dict[str, Any]]:
        """``ActivityGrid``: per group, its header (the group's name left out, the methods'
        names), then a check box per kind and method, named "Send email" or "Send push
        notification" and known by its input's id (``<kind>_<method>``)."""
        items: list[dict[str, Any]] = []
        for kinds in GROUPS.values():
            items += [{"text": t("Mail")}, {"text": t("Push")}]
            for kind in kinds:
                email, push = values[kind]
                items += [
                    switch(t("Send email"), email, f"{kind}_email"),
                    switch(t("Send push notification"), push, f"{kind}_notification"),
                ]
        return items

    section = t("Notifications")
    personal = {"title": section, "items": [
        {"text": t("Activity")},
        {"text": t("Choose for which activities you want to get an email or push notification.")},
        *grid(USER), {"text": t("Send activity emails")},
        {"button": t("Hourly"), "desc": t("Send activity emails")},
        {"text": t("Daily activity summary")},
        switch(t("Send daily activity summary in the morning"), False)]}  # fmt: skip
    # The browser's picker of the frequency's <select>, opened over the page.
    picker = {"title": section, "dialog": {}, "items": [
        {"radio": t(name), "checked": name == "Hourly"} for name in FREQUENCIES]}  # fmt: skip

    def personal_save(key: str) -> list[Any]:
        return [save(SETTINGS, toggled(USER, key))]

    def frequency(name: str) -> list[Any]:
        return [save(SETTINGS, USER, FREQUENCIES[name])]

    def admin(emails: bool) -> dict[str, Any]:
        return {"title": t("Activity"), "items": [
            {"text": t("Notification")}, switch(t("Enable notification emails"), emails),
            {"text": t("Default settings")},
            {"text": t("Configure the default notification settings for new accounts.")},
            *grid(DEFAULTS)]}  # fmt: skip

    emails = t("Enable notification emails")
    return [
        entry("reversible", "personal settings", personal, [
            ("file_changed_email", False, personal_save("file_changed_email")),
            ("shared_notification", False, personal_save("shared_notification")),
            ("file_favorite_changed_notification", False,
             personal_save("file_favorite_changed_notification"))]),
        entry("opens-prompt", "personal settings frequency", personal, [
            (t("Hourly"), False, [])]),
        entry("reversible", "frequency picker", picker, [
            (t("As soon as possible"), False, frequency("As soon as possible")),
            (t("Daily"), False, frequency("Daily")),
            (t("Weekly"), False, frequency("Weekly")),
            (t("Hourly"), False, [])]),
        entry("reversible", "personal settings daily summary", personal, [
            (t("Send daily activity summary in the morning"), False,
             [save(SETTINGS, USER, digest="1")])]),
        entry("reversible", "admin settings", admin(True), [
            (emails, False, [app_config("enable_email", "no")]),
            ("public_links_email", False,
             [save(f"{SETTINGS}/admin", toggled(DEFAULTS, "public_links_email"))])]),
        entry("reversible", "admin settings emails off", admin(False), [
            (emails, False, [app_config("enable_email", "yes")])]),
    ]  # fmt: skip
