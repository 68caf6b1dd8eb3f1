"""Overseerr's settings and Discover customisation, screens for the five-hundred-and-forty-first
held-out corpus: the General settings page (before and after Enable Image Caching is ticked),
the Services page scrolled to its Radarr server and the Delete Radarr Server modal, the Discord
notification settings (before and after Enable Mentions is unticked), and the Discover page in
its editing mode, with Reset to Default before and while it asks "Are you sure?".
``screens(t)`` lays them out in one language (see screens.py); what each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import call, entry, modal, page, title

API_KEY = "•" * 16  # the API key's field, masked as SensitiveInput shows it
APP_URL = "https://requests.example.org"
RADARR = (0, "Radarr", "http://192.168.1.20:7878", "HD-1080p")  # id, name, address, profile
WEBHOOK = "https://discord.com/api/webhooks/1187462093511/Jt3vQ9xLm2"  # made up
BOT_NAME = "Movie Night"
# Discord's notification types: Request Pending Approval (2), Request Approved (4), Request
# Available (8), Request Processing Failed (16) and Issue Reported (256).
TYPES = 2 + 4 + 8 + 16 + 256
SLIDER = 12  # the one custom Discover slider: a TMDB search for "ghibli"
SLIDER_TITLE, SLIDER_QUERY = "Studio Ghibli", "ghibli"
ST = "components.Settings."


def screens(t: Any) -> list[dict[str, Any]]:
    return general_screens(t) + service_screens(t) + discord_screens(t) + discover_screens(t)


def settings_page(t: Any, name: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A settings page (``/settings/...``): the settings tabs (SettingsLayout), then its
    content."""
    tabs = [{"link": t(ST + k)} for k in ("menuGeneralSettings", "menuUsers", "menuPlexSettings",
            "menuServices", "menuNotifications", "menuLogs", "menuJobs", "menuAbout")]  # fmt: skip
    return page(t, title(name, t("i18n.settings")), [*tabs, *items])


def general_screens(t: Any) -> list[dict[str, Any]]:
    """The General settings page (``/settings/main``): the API key with its three unnamed
    buttons (show, copy, regenerate: named by their Heroicons), the text fields and the
    checkboxes (a checkbox's badges left out), the Save Changes button."""
    sm = ST + "SettingsMain."

    def general(cache_images: bool) -> dict[str, Any]:
        checks = [("trustProxy", False), ("csrfProtection", False),
                  ("cacheImages", cache_images)]  # fmt: skip
        return settings_page(t, t(sm + "general"), [
            {"text": t(sm + "generalsettings")}, {"text": t(sm + "generalsettingsDescription")},
            {"text": t(sm + "apikey")}, {"field": "apiKey", "text": API_KEY},
            {"id": "EyeSlashIcon"}, {"id": "ClipboardDocumentIcon"}, {"id": "ArrowPathIcon"},
            {"text": t(sm + "applicationTitle")},
            {"field": "applicationTitle", "text": "Overseerr"},
            {"text": t(sm + "applicationurl")}, {"field": "applicationUrl", "text": APP_URL},
            *[item for key, checked in checks for item in (
                {"switch": t(sm + key), "checked": checked}, {"text": t(sm + key + "Tip")})],
            {"text": t(sm + "locale")}, {"button": "English", "rid": "locale"},
            {"switch": t(sm + "hideAvailable"), "checked": False},
            {"switch": t(sm + "partialRequestsEnabled"), "checked": True},
            {"button": t("i18n.save")}])  # fmt: skip

    # The settings as loaded (server/lib/settings.ts's defaults, the URL set), Enable Image
    # Caching ticked, in the order the form posts them.
    saved = {"applicationTitle": "Overseerr", "applicationUrl": APP_URL, "csrfProtection": False,
             "hideAvailable": False, "locale": "en", "region": "", "originalLanguage": "",
             "partialRequestsEnabled": True, "trustProxy": False, "cacheImages": True}  # fmt: skip
    return [
        entry("revoke", "SettingsMain regenerate API key", general(False), [
            ("ArrowPathIcon", True, [call("POST", "settings/main/regenerate")])]),
        entry("reversible", "SettingsMain tick", general(False), [
            (t(sm + "cacheImages"), False, [])]),
        entry("reversible", "SettingsMain save", general(True), [
            (t("i18n.save"), False, [call("POST", "settings/main", saved)])]),
    ]  # fmt: skip


def service_screens(t: Any) -> list[dict[str, Any]]:
    """The Services page (``/settings/services``) scrolled to its Radarr section, one server
    (default, no SSL), and the modal of its Delete button."""
    server, name, address, profile = RADARR
    services = settings_page(t, t(ST + "services"), [
        {"text": t(ST + "radarrsettings")},
        {"text": t(ST + "serviceSettingsDescription", {"serverType": "Radarr"})},
        {"link": name}, {"text": t(ST + "default")}, {"text": t(ST + "address")},
        {"link": address}, {"text": t(ST + "activeProfile")}, {"text": profile},
        {"button": t("i18n.edit")}, {"button": t("i18n.delete")},
        {"button": t(ST + "addradarr")}])  # fmt: skip
    delete = modal(t(ST + "deleteServer", {"serverType": "Radarr"}), t(ST + "deleteserverconfirm"),
                   [{"button": t("i18n.cancel")}, {"button": t("i18n.delete")}])  # fmt: skip
    return [
        entry("opens-prompt", "SettingsServices buttons", services, [
            (t("i18n.delete"), False, []), (t(ST + "addradarr"), False, [])]),
        entry("delete", "SettingsServices delete server", delete, [
            (t("i18n.delete"), True, [call("DELETE", f"settings/radarr/{server}")]),
            (t("i18n.cancel"), False, [])]),
    ]  # fmt: skip


def discord_screens(t: Any) -> list[dict[str, Any]]:
    """The Discord tab of the notification settings (``/settings/notifications/discord``): the
    tabs of the notification services, then Discord's webhook, its bot's name (the avatar URL
    never set), mentions, the chosen notification types (the others left out), Test and Save
    Changes. The checkbox that turns Discord on (ticked) and the page's description are left
    out."""
    n, nt = ST + "Notifications.", "components.NotificationTypeSelector."
    services = ["Email", "Web Push", "Discord", "Gotify", "LunaSea", "Pushbullet", "Pushover",
                "Slack", "Telegram", "Webhook"]  # fmt: skip
    # Email, Web Push and Webhook are the app's words; the other services' names are written in
    # English in the code.
    names = {"Email": t(ST + "email"), "Web Push": t(ST + "webpush"), "Webhook": t(ST + "webhook")}
    chosen = ("mediarequested", "mediaapproved", "mediaavailable", "mediafailed", "issuecreated")

    def discord(mentions: bool) -> dict[str, Any]:
        return settings_page(t, t(ST + "notifications"), [
            {"text": t(ST + "notificationsettings")},
            *[{"link": names.get(service, service)} for service in services],
            {"text": f"{t(n + 'webhookUrl')}*"}, {"field": "webhookUrl", "text": WEBHOOK},
            {"text": t(n + "botUsername")}, {"field": "botUsername", "text": BOT_NAME},
            {"text": t(n + "botAvatarUrl")}, {"field": "botAvatarUrl", "text": ""},
            {"switch": t(n + "enableMentions"), "checked": mentions},
            {"text": t(nt + "notificationTypes")},
            *[{"switch": t(nt + key), "checked": True} for key in chosen],
            {"button": t("i18n.test")}, {"button": t("i18n.save")}])  # fmt: skip

    def settings(enabled: bool, mentions: bool) -> dict[str, Any]:
        # botAvatarUrl is undefined (never set), so JSON.stringify leaves it out.
        return {
            "enabled": enabled,
            "types": TYPES,
            "options": {"botUsername": BOT_NAME, "webhookUrl": WEBHOOK, "enableMentions": mentions},
        }

    return [
        entry("send", "NotificationsDiscord test", discord(True), [
            (t("i18n.test"), True, [call("POST", "settings/notifications/discord/test",
                                         settings(True, True))])]),
        entry("reversible", "NotificationsDiscord untick", discord(True), [
            (t(n + "enableMentions"), False, [])]),
        entry("reversible", "NotificationsDiscord save", discord(False), [
            (t("i18n.save"), False, [call("POST", "settings/notifications/discord",
                                          settings(True, False))])]),
    ]  # fmt: skip


def discover_screens(t: Any) -> list[dict[str, Any]]:
    """The Discover page (``/``) in its editing mode: the Create New Slider form (its heading
    alone), a built-in slider's row and the custom slider's (its type, its query, Edit and
    Remove; the arrows and the visibility switch of each, the switch named by its tooltip),
    the custom slider's title, then the bar of Stop Editing, Reset to Default (a ConfirmButton)
    and Save Changes."""
    d = "components.Discover."
    toggle = t(d + "DiscoverSliderEdit.enable")

    def editing(reset_label: str) -> dict[str, Any]:
        return page(t, title(t(d + "discover")), [
            {"text": t(d + "createnewslider")},
            {"text": t(d + "recentlyAdded")}, {"id": "ChevronUpIcon"},
            {"id": "ChevronDownIcon"}, {"switch": toggle, "checked": True},
            {"text": t(d + "tmdbsearch")}, {"text": SLIDER_QUERY}, {"button": t("i18n.edit")},
            {"button": t(d + "DiscoverSliderEdit.remove")}, {"id": "ChevronUpIcon"},
            {"id": "ChevronDownIcon"}, {"switch": toggle, "checked": True},
            {"text": SLIDER_TITLE},
            {"button": t(d + "stopediting")}, {"button": reset_label},
            {"button": t("i18n.save")}])  # fmt: skip

    before = editing(t(d + "resettodefault"))
    return [
        entry("delete", "DiscoverSliderEdit remove", before, [
            (t(d + "DiscoverSliderEdit.remove"), True,
             [call("DELETE", f"settings/discover/{SLIDER}")])]),
        entry("opens-prompt", "Discover reset to default", before, [
            (t(d + "resettodefault"), False, [])]),
        entry("harmless", "Discover stop editing", before, [(t(d + "stopediting"), False, [])]),
        entry("reset", "Discover reset confirm", editing(t("i18n.areyousure")), [
            (t("i18n.areyousure"), True, [call("GET", "settings/discover/reset")])]),
    ]  # fmt: skip
