"""ntfy's web app screens for the two-hundred-and-ninety-second held-out corpus: ``screens(t,
lang)`` lays them out in one language, ``t(key, **args)`` being that language's lookup of a
key of the app's ``web/public/static/langs/<lang>.json`` catalogue. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

ORIGIN = "https://push.example.org"  # config.base_url: the page's own origin
HOST = "push.example.org"
TOPIC, TOPIC2, TOPIC3 = "homelab-alerts", "backups-9fK2", "deploys-x2"
EXT, EXT_TOPIC = "https://ntfy.sh", "weather-berlin-x81"  # a topic of another server
USER = "alice"
PASSWORD = "correct-horse-battery"
NEW_PASSWORD = "Tr4vel-Mug-91"
PHONE, CODE = "+4915123456789", "482913"
TOKEN = "tk_7sq2mv9xlp4rbn8cw1ez0yhjkd3ta"  # made up, another token than the session's
TOKEN_LABEL = "backup script"
BACKUP = "https://backup.example.org"
CHECKOUT = "https://checkout.stripe.com/c/pay/cs_live_a1B2c3D4e5F6g7H8"  # made up
PORTAL = "https://billing.stripe.com/p/session/live_YWNjdF8xTjdQcWs"  # made up
# Intl.DateTimeFormat(lang, {dateStyle: "short"}) of 14 Sep 2026, the paid-until date.
DATES = {"en": "9/14/26", "zh": "2026/9/14", "ja": "2026/09/14", "ko": "26. 9. 14.",
         "de": "14.09.26", "fr": "14/09/2026", "es": "14/9/26", "pt": "14/09/2026",
         "ru": "14.09.2026"}  # fmt: skip
# Preferences.jsx's language list, each in its own words.
LANGUAGE_NAMES = ["English", "العربية", "Bahasa Indonesia", "Български", "Čeština", "繁體中文",
                  "简体中文", "Dansk", "Deutsch", "Eesti", "Español", "Français", "Galego",
                  "Italiano", "Magyar", "한국어", "日本語", "Nederlands", "Norsk bokmål",
                  "Українська", "Português", "Português (Brasil)", "Polski", "Русский",
                  "Română", "Slovenčina", "Suomi", "Svenska", "Türkçe", "தமிழ்"]  # fmt: skip
TEST_MESSAGE = ("There are nine million bicycles in Beijing That's a fact; It's a thing we "
                "can't deny. I wonder if that's true ...")  # fmt: skip
Act = tuple[str, bool, list[Any]]


def req(method: str, url: str, data: Any = None, raw: str | None = None) -> Any:
    """A fetch or XHR; a body is JSON.stringify's (``data``) or the text sent as it is."""
    if data is not None:
        raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    if raw is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}", "body": raw}


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


HOME = page("/")  # routes.app, config.app_root


def subscription(base: str, topic: str, **extra: str) -> dict[str, Any]:
    return {"base_url": base, "topic": topic, **extra}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    box = screen.get("dialog") or {}
    if box.get("title") in [label for label, _, _ in acts]:
        # A heading that repeats a tapped button's words in this language is left out.
        screen = {**screen, "dialog": {k: v for k, v in box.items() if k != "title"}}
    return {"category": category, "source": f"ntfy {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, heading: str | None, items: list[dict[str, Any]],
           message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A MUI Dialog over its page: its DialogTitle and DialogContentText."""
    box = {k: v for k, v in (("title", heading), ("message", message)) if v}
    return {"title": title, "dialog": box, "items": items}


def topic_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The navigation drawer, a topic's app bar and action menus, the display name and
    reservation dialogs, a notification, the message bar and the publish dialog."""
    nav = {"title": TOPIC, "items": [
        {"row": t("nav_button_all_notifications")},
        {"row": TOPIC}, {"row": TOPIC2}, {"row": f"ntfy.sh/{EXT_TOPIC}"},
        {"row": t("nav_button_account")}, {"row": t("nav_button_settings")},
        {"row": t("nav_button_documentation")}, {"row": t("nav_button_publish_message")},
        {"row": t("nav_button_subscribe")},
        {"text": t("alert_notification_permission_required_title")},
        {"button": t("alert_notification_permission_required_button")}]}  # fmt: skip
    bar = {"title": TOPIC, "items": [
        {"icon": t("action_bar_toggle_mute")}, {"icon": t("action_bar_toggle_action_menu")},
        {"icon": t("action_bar_profile_title")}]}  # fmt: skip

    def menu(reserved: bool, muted: bool) -> dict[str, Any]:
        items = [{"menu": t("action_bar_change_display_name")}]
        if reserved:
            items += [{"menu": t("action_bar_reservation_edit")},
                      {"menu": t("action_bar_reservation_delete")}]  # fmt: skip
        else:
            items += [{"menu": t("action_bar_reservation_add")}]
        items += [{"menu": t("action_bar_send_test_notification")},
                  {"menu": t("action_bar_clear_notifications")},
                  {"menu": t("action_bar_unmute_notifications" if muted
                             else "action_bar_mute_notifications")},
                  {"menu": t("action_bar_unsubscribe")}]  # fmt: skip
        return {"title": TOPIC2 if reserved else TOPIC, "dialog": {}, "items": items}

    name = dialog(TOPIC, t("display_name_dialog_title"), [
        {"field": "displayName", "hint": t("display_name_dialog_placeholder"),
         "text": "Home lab", "focused": True},
        {"button": t("common_cancel")}, {"button": t("common_save")}],
        t("display_name_dialog_description"))  # fmt: skip
    access = {"button": t("prefs_reservations_table_everyone_deny_all"),
              "desc": t("prefs_reservations_dialog_access_label")}  # fmt: skip
    reserve = dialog(TOPIC, t("prefs_reservations_dialog_title_add"), [
        access, {"button": t("common_cancel")}, {"button": t("common_add")}],
        t("prefs_reservations_dialog_description"))  # fmt: skip

    def unreserve(title: str, delete: bool) -> dict[str, Any]:
        choice = "delete" if delete else "keep"
        return dialog(title, t("prefs_reservations_dialog_title_delete"), [
            {"button": t(f"reservation_delete_dialog_action_{choice}_title")},
            {"text": t(f"reservation_delete_dialog_action_{choice}_description")},
            {"button": t("common_cancel")},
            {"button": t("reservation_delete_dialog_submit_button")}],
            t("reservation_delete_dialog_description"))  # fmt: skip

    prune = f"{BACKUP}/api/backups?older_than=30d"
    report = f"{BACKUP}/reports/2291"
    card = {"title": TOPIC2, "items": [
        {"icon": t("notifications_delete")}, {"icon": t("notifications_mark_read")},
        {"text": "Nightly backup finished"},
        {"text": "Backup 2291 stored. 14 backups are older than 30 days."},
        {"button": "Open report", "desc": t("notifications_actions_open_url_title", url=report)},
        {"button": "Prune old backups", "desc": t(
            "notifications_actions_http_request_title", method="DELETE", url=prune)}]}  # fmt: skip

    def message_bar(title: str, text: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"icon": t("message_bar_show_dialog")},
            {"field": "message", "hint": t("message_bar_type_message"), "text": text},
            {"icon": t("message_bar_publish")}]}  # fmt: skip

    def publish(extra: list[dict[str, Any]]) -> dict[str, Any]:
        return dialog(TOPIC, t("publish_dialog_title_topic", topic=f"{HOST}/{TOPIC}"), [
            {"field": "title", "hint": t("publish_dialog_title_label"),
             "text": "Disk almost full"},
            {"field": "message", "hint": t("publish_dialog_message_label"),
             "text": "Volume /srv is at 91%"},
            {"switch": t("publish_dialog_checkbox_markdown"), "checked": False},
            {"icon": t("publish_dialog_emoji_picker_show")},
            {"field": "tags", "hint": t("publish_dialog_tags_label"), "text": "warning"},
            *extra, {"text": t("publish_dialog_other_features")},
            {"button": t("publish_dialog_chip_click_label")},
            {"button": t("publish_dialog_chip_email_label")},
            {"button": t("publish_dialog_chip_attach_url_label")},
            {"button": t("publish_dialog_chip_attach_file_label")},
            {"button": t("publish_dialog_chip_delay_label")},
            {"button": t("publish_dialog_chip_topic_label")},
            {"switch": t("publish_dialog_checkbox_publish_another"), "checked": False},
            {"button": t("publish_dialog_button_cancel")},
            {"button": t("publish_dialog_button_send")}])  # fmt: skip

    def field(name: str, key: str, text: str) -> dict[str, Any]:
        return {"field": name, "hint": t(key), "text": text}

    def sent(**params: str) -> list[Any]:
        query = urlencode({"title": "Disk almost full", "tags": "warning", **params})
        return [req("PUT", f"/{TOPIC}?{query}", raw="Volume /srv is at 91%")]

    send = t("publish_dialog_button_send")
    mine = req("DELETE", "/v1/account/subscription")  # X-BaseURL and X-Topic headers
    return [
        _entry("opens-prompt", "navigation drawer", nav, [
            (t("nav_button_publish_message"), False, []),
            (t("nav_button_subscribe"), False, [])]),
        _entry("reversible", "navigation drawer documentation", nav, [
            (t("nav_button_documentation"), False, [page("/docs")])]),
        _entry("reversible", "topic app bar mute", bar, [
            (t("action_bar_toggle_mute"), False, [])]),
        _entry("opens-prompt", "topic app bar", bar, [
            (t("action_bar_toggle_action_menu"), False, [])]),
        _entry("opens-prompt", "topic action menu", menu(False, False), [
            (t("action_bar_reservation_add"), False, [])]),
        _entry("publish", "topic action menu test", menu(False, False), [
            (t("action_bar_send_test_notification"), True, [req("PUT", "/", {
                "topic": TOPIC, "message": TEST_MESSAGE, "title": "", "priority": 3,
                "tags": []})])]),
        _entry("reversible", "topic action menu unsubscribe", menu(False, False), [
            (t("action_bar_mute_notifications"), False, []),
            (t("action_bar_unsubscribe"), False, [mine])]),
        _entry("opens-prompt", "reserved topic action menu", menu(True, True), [
            (t("action_bar_reservation_delete"), False, [])]),
        _entry("reversible", "display name dialog", name, [
            (t("common_save"), False, [req("PATCH", "/v1/account/subscription", subscription(
                ORIGIN, TOPIC, display_name="Home lab"))])]),
        _entry("reversible", "reserve topic dialog", reserve, [
            (t("common_add"), False, [req("POST", "/v1/account/reservation", {
                "topic": TOPIC, "everyone": "deny-all"})])]),
        _entry("release", "remove reservation keep messages", unreserve(TOPIC2, False), [
            (t("reservation_delete_dialog_submit_button"), True, [
                req("DELETE", f"/v1/account/reservation/{TOPIC2}")]),
            (t("common_cancel"), False, [])]),
        _entry("delete", "remove reservation delete messages", unreserve(TOPIC2, True), [
            (t("reservation_delete_dialog_submit_button"), True, [
                req("DELETE", f"/v1/account/reservation/{TOPIC2}")]),
            (t("common_cancel"), False, [])]),
        _entry("delete", "notification http action", card, [
            ("Prune old backups", True, [req("DELETE", prune)])]),
        _entry("reversible", "notification", card, [
            (t("notifications_mark_read"), False, []), ("Open report", False, [page(report)])]),
        _entry("publish", "message bar", message_bar(TOPIC, "Router rebooted, back online"), [
            (t("message_bar_publish"), True, [req("PUT", "/", {
                "topic": TOPIC, "message": "Router rebooted, back online"})])]),
        _entry("publish", "message bar other server",
               message_bar(f"ntfy.sh/{EXT_TOPIC}", "Storm warning tonight"), [
            (t("message_bar_publish"), True, [req("PUT", f"{EXT}/", {
                "topic": EXT_TOPIC, "message": "Storm warning tonight"})])]),
        _entry("opens-prompt", "message bar dialog", message_bar(TOPIC, ""), [
            (t("message_bar_show_dialog"), False, [])]),
        _entry("publish", "publish dialog", publish([]), [
            (send, True, sent()), (t("publish_dialog_button_cancel"), False, [])]),
        _entry("reversible", "publish dialog features", publish([]), [
            (t("publish_dialog_chip_email_label"), False, [])]),
        _entry("send", "publish dialog email", publish([
            field("email", "publish_dialog_email_label", "ops@example.com")]), [
            (send, True, sent(email="ops@example.com"))]),
        _entry("send", "publish dialog phone call", publish([
            {"button": t("publish_dialog_call_item", number=PHONE),
             "desc": t("publish_dialog_call_label")}]), [
            (send, True, sent(call=PHONE))]),
        _entry("publish", "publish dialog delay", publish([
            field("delay", "publish_dialog_delay_label", "tomorrow, 10am")]), [
            (send, True, sent(delay="tomorrow, 10am"))]),
        _entry("publish", "publish dialog attachment url", publish([
            field("attachUrl", "publish_dialog_attach_label", f"{BACKUP}/reports/2291.pdf"),
            field("filename", "publish_dialog_filename_label", "2291.pdf")]), [
            (send, True, sent(attach=f"{BACKUP}/reports/2291.pdf", filename="2291.pdf"))]),
    ]  # fmt: skip


def account_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The subscribe dialog, the profile menu, the settings page's menus, users and
    reservations, the account page's parts and dialogs, the tier dialog, login and signup."""

    def subscribe(topic: str, extra: list[dict[str, Any]], reserve: bool = False,
                  other: bool = False) -> dict[str, Any]:  # fmt: skip
        items = [{"field": "topic", "hint": t("subscribe_dialog_subscribe_topic_placeholder"),
                  "text": topic, "focused": True},
                 {"button": t("subscribe_dialog_subscribe_button_generate_topic_name")},
                 {"switch": t("reserve_dialog_checkbox_label"), "checked": reserve},
                 {"switch": t("subscribe_dialog_subscribe_use_another_label"),
                  "checked": other}, *extra,
                 {"button": t("subscribe_dialog_subscribe_button_cancel")},
                 {"button": t("subscribe_dialog_subscribe_button_subscribe")}]  # fmt: skip
        return dialog(TOPIC, t("subscribe_dialog_subscribe_title"), items,
                      t("subscribe_dialog_subscribe_description"))  # fmt: skip

    def subscribed(base: str, topic: str) -> list[Any]:
        own = "" if base == ORIGIN else base
        return [req("GET", f"{own}/{topic}/auth"),
                req("POST", "/v1/account/subscription", subscription(base, topic)),
                req("GET", f"{own}/{topic}/json?poll=1")]  # fmt: skip

    login = dialog(TOPIC, t("subscribe_dialog_login_title"), [
        {"field": "username", "hint": t("subscribe_dialog_login_username_label"),
         "text": "ops"},
        {"field": "password", "hint": t("subscribe_dialog_login_password_label"),
         "text": "Pump-Ledger-42"},
        {"button": t("common_back")}, {"button": t("subscribe_dialog_login_button_login")}],
        t("subscribe_dialog_login_description"))  # fmt: skip
    profile = {"title": TOPIC, "dialog": {}, "items": [
        {"menu": USER}, {"menu": t("action_bar_profile_settings")},
        {"menu": t("action_bar_profile_logout")}]}  # fmt: skip
    settings_t = t("action_bar_settings")

    def options(keys: list[str]) -> dict[str, Any]:
        return {"title": settings_t, "dialog": {}, "items": [{"menu": t(k)} for k in keys]}

    delete_after = options([f"prefs_notifications_delete_after_{k}" for k in (
        "never", "three_hours", "one_day", "one_week", "one_month")])  # fmt: skip
    languages = {"title": settings_t, "dialog": {},
                 "items": [{"menu": n} for n in LANGUAGE_NAMES]}  # fmt: skip
    users = {"title": settings_t, "items": [
        {"text": t("prefs_users_title")}, {"text": t("prefs_users_description")},
        {"text": "ops"}, {"text": EXT}, {"icon": t("prefs_users_edit_button")},
        {"icon": t("prefs_users_delete_button")},
        {"button": t("prefs_users_add_button")}]}  # fmt: skip
    reservations = {"title": settings_t, "items": [
        {"text": t("prefs_reservations_title")}, {"text": TOPIC3},
        {"text": t("prefs_reservations_table_everyone_read_only")},
        {"button": t("prefs_reservations_table_not_subscribed")},
        {"icon": t("prefs_reservations_edit_button")},
        {"icon": t("prefs_reservations_delete_button")},
        {"button": t("prefs_reservations_add_button")}]}  # fmt: skip
    account_t = t("action_bar_account")
    basics = {"title": account_t, "items": [
        {"text": t("account_basics_title")}, {"text": t("account_basics_username_title")},
        {"text": USER}, {"text": t("account_basics_password_title")},
        {"icon": t("account_basics_password_description")},
        {"text": t("account_basics_phone_numbers_title")}, {"button": PHONE},
        {"text": t("account_basics_tier_title")},
        {"text": f"Pro ({t('account_basics_tier_interval_yearly')})"},
        {"button": t("account_basics_tier_change_button")},
        {"button": t("account_basics_tier_manage_billing_button")}]}  # fmt: skip
    password = dialog(account_t, t("account_basics_password_dialog_title"), [
        {"field": "current-password",
         "hint": t("account_basics_password_dialog_current_password_label"), "text": PASSWORD},
        {"field": "new-password",
         "hint": t("account_basics_password_dialog_new_password_label"), "text": NEW_PASSWORD},
        {"field": "confirm",
         "hint": t("account_basics_password_dialog_confirm_password_label"),
         "text": NEW_PASSWORD},
        {"button": t("common_cancel")},
        {"button": t("account_basics_password_dialog_button_submit")}])  # fmt: skip
    phone = dialog(account_t, t("account_basics_phone_numbers_dialog_title"), [
        {"field": "number", "hint": t("account_basics_phone_numbers_dialog_number_label"),
         "text": PHONE},
        {"radio": t("account_basics_phone_numbers_dialog_channel_sms"), "checked": True},
        {"radio": t("account_basics_phone_numbers_dialog_channel_call"), "checked": False},
        {"button": t("common_cancel")},
        {"button": t("account_basics_phone_numbers_dialog_verify_button_sms")}],
        t("account_basics_phone_numbers_dialog_description"))  # fmt: skip
    code = dialog(account_t, t("account_basics_phone_numbers_dialog_title"), [
        {"field": "code", "hint": t("account_basics_phone_numbers_dialog_code_label"),
         "text": CODE},
        {"button": t("common_back")},
        {"button": t("account_basics_phone_numbers_dialog_check_verification_button")}],
        t("account_basics_phone_numbers_dialog_description"))  # fmt: skip
    tokens = {"title": account_t, "items": [
        {"text": t("account_tokens_title")},
        {"text": t("account_tokens_table_current_session")}, {"text": TOKEN[:12] + "..."},
        {"text": TOKEN_LABEL}, {"text": t("account_tokens_table_never_expires")},
        {"icon": t("account_tokens_dialog_title_edit")},
        {"icon": t("account_tokens_dialog_title_delete")},
        {"button": t("account_tokens_table_create_token_button")}]}  # fmt: skip
    create = dialog(account_t, t("account_tokens_dialog_title_create"), [
        {"field": "token-label", "hint": t("account_tokens_dialog_label"), "text": "grafana"},
        {"button": t("account_tokens_dialog_expires_never"),
         "desc": t("account_tokens_dialog_expires_label")},
        {"button": t("account_tokens_dialog_button_cancel")},
        {"button": t("account_tokens_dialog_button_create")}])  # fmt: skip
    revoke = dialog(account_t, t("account_tokens_delete_dialog_title"), [
        {"button": t("common_cancel")},
        {"button": t("account_tokens_delete_dialog_submit_button")}],
        t("account_tokens_delete_dialog_description"))  # fmt: skip
    # The card's heading and its setting's title repeat the button's words: left out.
    delete_card = {"title": account_t, "items": [
        {"text": t("account_delete_description")},
        {"button": t("account_delete_title")}]}  # fmt: skip
    delete = dialog(account_t, t("account_delete_title"), [
        {"text": t("account_delete_dialog_description")},
        {"field": "account-delete-confirm", "hint": t("account_delete_dialog_label"),
         "text": PASSWORD},
        {"text": t("account_delete_dialog_billing_warning")},
        {"button": t("account_delete_dialog_button_cancel")},
        {"button": t("account_delete_dialog_button_submit")}])  # fmt: skip

    def tiers(current: str | None, selected: str, banner: list[dict[str, Any]],
              submit: str) -> dict[str, Any]:  # fmt: skip
        def card(name: str, code: str) -> list[dict[str, Any]]:
            marks = []
            if code == selected and code != current:
                marks = [{"text": t("account_upgrade_dialog_tier_selected_label")}]
            elif code == current:
                marks = [{"text": t("account_upgrade_dialog_tier_current_label")}]
            return [*marks, {"button": name}]

        return dialog(account_t, t("account_upgrade_dialog_title"), [
            {"text": t("account_upgrade_dialog_interval_monthly")},
            {"switch": t("account_upgrade_dialog_interval_yearly"), "checked": True},
            *card(t("account_basics_tier_free"), "free"), *card("Pro", "pro"),
            *card("Business", "business"), *banner,
            {"button": t("account_upgrade_dialog_button_cancel")},
            {"button": t(submit)}])  # fmt: skip

    proration = [{"text": t("account_upgrade_dialog_proration_info")}]
    warning = [{"text": t("account_upgrade_dialog_cancel_warning", date=DATES[lang])}]
    billing = "/v1/account/billing/subscription"
    signin_t = "ntfy"
    signin = {"title": signin_t, "items": [
        {"text": t("login_title")},
        {"field": "username", "hint": t("signup_form_username"), "text": USER},
        {"field": "password", "hint": t("signup_form_password"), "text": PASSWORD},
        {"icon": t("signup_form_toggle_password_visibility")},
        {"button": t("login_form_button_submit")}, {"link": t("login_link_signup")}]}  # fmt: skip
    signup = {"title": signin_t, "items": [
        {"text": t("signup_title")},
        {"field": "username", "hint": t("signup_form_username"), "text": "bob"},
        {"field": "password", "hint": t("signup_form_password"), "text": NEW_PASSWORD},
        {"field": "confirm", "hint": t("signup_form_confirm_password"), "text": NEW_PASSWORD},
        {"button": t("signup_form_button_submit")},
        {"link": t("signup_already_have_account")}]}  # fmt: skip
    token_url = "/v1/account/token"
    return [
        _entry("reversible", "subscribe dialog", subscribe("printer-jams", []), [
            (t("subscribe_dialog_subscribe_button_subscribe"), False,
             subscribed(ORIGIN, "printer-jams")),
            (t("subscribe_dialog_subscribe_button_cancel"), False, [])]),
        _entry("reversible", "subscribe dialog another server", subscribe(EXT_TOPIC, [
            {"field": "baseUrl", "hint": ORIGIN, "text": EXT}], other=True), [
            (t("subscribe_dialog_subscribe_button_subscribe"), False,
             subscribed(EXT, EXT_TOPIC))]),
        _entry("reversible", "subscribe dialog login", login, [
            (t("subscribe_dialog_login_button_login"), False, [
                req("GET", "/private-ops/auth"), *subscribed(ORIGIN, "private-ops")[1:]])]),
        _entry("reversible", "profile menu", profile, [
            (t("action_bar_profile_logout"), False, [req("DELETE", token_url), HOME])]),
        _entry("reversible", "settings delete after menu", delete_after, [
            (t("prefs_notifications_delete_after_one_day"), False, [req(
                "PATCH", "/v1/account/settings", {"notification": {"delete_after": 86400}})])]),
        _entry("reversible", "settings language menu", languages, [
            ("Italiano", False, [req("PATCH", "/v1/account/settings", {"language": "it"})])]),
        _entry("opens-prompt", "settings users", users, [
            (t("prefs_users_add_button"), False, [])]),
        _entry("reversible", "settings reserved topics", reservations, [
            (t("prefs_reservations_table_not_subscribed"), False, [req(
                "POST", "/v1/account/subscription", subscription(ORIGIN, TOPIC3))])]),
        _entry("opens-prompt", "settings reserved topics reset", reservations, [
            (t("prefs_reservations_delete_button"), False, [])]),
        _entry("release", "settings remove reservation", {
            **dialog(settings_t, t("prefs_reservations_dialog_title_delete"), [
                {"button": t("reservation_delete_dialog_action_keep_title")},
                {"text": t("reservation_delete_dialog_action_keep_description")},
                {"button": t("common_cancel")},
                {"button": t("reservation_delete_dialog_submit_button")}],
                t("reservation_delete_dialog_description"))}, [
            (t("reservation_delete_dialog_submit_button"), True, [
                req("DELETE", f"/v1/account/reservation/{TOPIC3}")]),
            (t("common_cancel"), False, [])]),
        _entry("opens-prompt", "account basics", basics, [
            (t("account_basics_tier_change_button"), False, [req("GET", "/v1/tiers")])]),
        _entry("reversible", "account basics billing", basics, [
            (t("account_basics_tier_manage_billing_button"), False, [
                req("POST", "/v1/account/billing/portal"), page(PORTAL)])]),
        _entry("reversible", "change password dialog", password, [
            (t("account_basics_password_dialog_button_submit"), False, [req(
                "POST", "/v1/account/password",
                {"password": PASSWORD, "new_password": NEW_PASSWORD})])]),
        _entry("reversible", "add phone number dialog", phone, [
            (t("account_basics_phone_numbers_dialog_verify_button_sms"), False, [req(
                "PUT", "/v1/account/phone/verify", {"number": PHONE, "channel": "sms"})])]),
        _entry("reversible", "phone verification code dialog", code, [
            (t("account_basics_phone_numbers_dialog_check_verification_button"), False, [req(
                "PUT", "/v1/account/phone", {"number": PHONE, "code": CODE})])]),
        _entry("opens-prompt", "access tokens", tokens, [
            (t("account_tokens_dialog_title_delete"), False, [])]),
        _entry("reversible", "create token dialog", create, [
            (t("account_tokens_dialog_button_create"), False, [req(
                "POST", token_url, {"label": "grafana", "expires": 0})])]),
        _entry("revoke", "delete token dialog", revoke, [
            (t("account_tokens_delete_dialog_submit_button"), True, [
                req("DELETE", token_url)]),  # X-Token header names the token
            (t("common_cancel"), False, [])]),
        _entry("opens-prompt", "delete account card", delete_card, [
            (t("account_delete_title"), False, [])]),
        _entry("delete-user", "delete account dialog", delete, [
            (t("account_delete_dialog_button_submit"), True, [
                req("DELETE", "/v1/account", {"password": PASSWORD}), HOME]),
            (t("account_delete_dialog_button_cancel"), False, [])]),
        _entry("pay", "tier dialog change", tiers(
            "pro", "business", proration, "account_upgrade_dialog_button_update_subscription"), [
            (t("account_upgrade_dialog_button_update_subscription"), True, [req(
                "PUT", billing, {"tier": "business", "interval": "year"})]),
            (t("account_upgrade_dialog_button_cancel"), False, [])]),
        _entry("cancel", "tier dialog cancel", tiers(
            "pro", "free", warning, "account_upgrade_dialog_button_cancel_subscription"), [
            (t("account_upgrade_dialog_button_cancel_subscription"), True, [
                req("DELETE", billing)]),
            (t("account_upgrade_dialog_button_cancel"), False, [])]),
        _entry("opens-prompt", "tier dialog new subscriber", tiers(
            "free", "pro", [], "account_upgrade_dialog_button_pay_now"), [
            (t("account_upgrade_dialog_button_pay_now"), False, [req(
                "POST", billing, {"tier": "pro", "interval": "year"}), page(CHECKOUT)])]),
        _entry("reversible", "login page", signin, [
            (t("login_form_button_submit"), False, [req("POST", token_url), HOME])]),
        _entry("reversible", "signup page", signup, [
            (t("signup_form_button_submit"), False, [
                req("POST", "/v1/account", {"username": "bob", "password": NEW_PASSWORD}),
                req("POST", token_url), HOME])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*topic_screens(t, lang), *account_screens(t, lang)]
