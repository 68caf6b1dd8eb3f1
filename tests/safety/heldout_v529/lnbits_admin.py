"""LNbits's administration screens for the five-hundred-and-twenty-ninth held-out corpus, of the
super user, Mara: the drawer's Manage links, the server settings page's toolbar
(``pages/admin.vue``), the confirmation of restoring the default settings and the
notifications tab's test email (``components/admin/notifications.vue``). ``screens(t)`` lays
them out in one language."""

from __future__ import annotations

from typing import Any

from screens import CANCEL, OK, api, confirm, entry, link, page

BADGE = "Super User"
WALLET_NAME, WALLET_BALANCE = "Ops float", "508 sats"
# The users page's list: 10 a page, newest accounts first, no filter yet.
USERS = "/users/api/v1/user?limit=10&offset=0&sortby=created_at&direction=desc"


def screens(t: Any) -> list[dict[str, Any]]:
    drawer = page(t, [
        {"text": f"{t('wallets')} (1)"}, {"icon": "view_column"}, {"row": WALLET_NAME},
        {"text": WALLET_BALANCE}, {"row": t("add_new_wallet")}, {"text": t("manage")},
        *({"link": t(k)} for k in ("settings", "node", "users", "api_watch", "payments",
                                   "extensions")),
        {"field": "extensions", "hint": t("extensions"), "text": ""},
        {"link": "TPoS"}], BADGE)  # fmt: skip
    toolbar = [{"button": t(k)} for k in ("save", "restart", "download_backup", "reset_defaults")]
    tabs = [{"tab": t(k)} for k in (
        "funding", "security", "payments", "exchanges", "fiat_providers", "users",
        "extensions", "notifications", "audit", "assets", "site_customisation")]  # fmt: skip
    settings = page(t, [*toolbar, *tabs], BADGE)
    notifications = page(t, [
        *toolbar, *tabs, {"text": t("notifications_configure")}, {"icon": "visibility"},
        {"text": t("notifications_nostr_config")},
        {"switch": t("notifications_enable_nostr"), "checked": False},
        {"text": t("notifications_email_config")},
        {"switch": t("notifications_enable_email"), "checked": True},
        {"field": "email_server", "hint": t("notifications_send_email"),
         "text": "alerts@lnbits.example"},
        {"button": t("notifications_send_test_email")},
        {"field": "to_emails", "hint": t("notifications_send_to_emails"),
         "text": "ops@lnbits.example"}], BADGE)  # fmt: skip
    return [
        entry("harmless", "drawer manage links", drawer, [
            (t("users"), False, [api("GET", USERS)]),
            (t("node"), False, [api("GET", "/node/api/v1/info?"),
                                api("GET", "/node/api/v1/rank?")])]),
        entry("reboot", "settings toolbar restart", settings, [
            (t("restart"), True, [api("GET", "/admin/api/v1/restart/")])]),
        entry("harmless", "settings toolbar backup", settings, [
            (t("download_backup"), False, [link("/admin/api/v1/backup")])]),
        entry("opens-prompt", "settings toolbar reset", settings, [
            (t("reset_defaults"), False, [])]),
        entry("reset", "restore default settings confirm", confirm(
            "Are you sure you want to restore settings to default?"), [
            (OK, True, [api("DELETE", "/admin/api/v1/settings")]), (CANCEL, False, [])]),
        entry("send", "notifications tab test email", notifications, [
            (t("notifications_send_test_email"), True,
             [api("GET", "/admin/api/v1/testemail")])]),
    ]  # fmt: skip
