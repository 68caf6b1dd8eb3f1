"""Wallos's screens for the hundred-and-seventy-fourth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the app's PHP
catalogue ``includes/i18n/<lang>.php``, ``t.js(key)`` of its script catalogue
``scripts/i18n/<lang>.js`` (the messages of the scripts' ``confirm()``), and ``ok`` the
browser's OK and Cancel of a JavaScript ``confirm()``. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]

# Made-up data: the admin (user 1), a second user (2), their subscriptions and settings.
ADMIN, USER, USER_ID, USER_MAIL = "alice", "bob", 2, "bob@example.org"
NETFLIX, SPOTIFY, CLONE_ID = 12, 14, 15
MEMBER, MEMBER_NAME = 2, "Anna"
CATEGORY, CATEGORY_NAME, SPARE_CAT, SPARE_CAT_NAME = 2, "Streaming", 9, "Gaming"
CURRENCY, CURRENCY_NAME = 3, "Pound Sterling"
PAYMENT, PAYMENT_NAME, CASH = "33", "Revolut", "32"
AVATAR = "avatar_6650c1d2e3f4a.png"
SUB_LIST = "GET /endpoints/subscriptions/get.php"  # fetchSubscriptions() after a change
OPENS: list[Any] = []  # a control that opens a dialog, a menu or a confirm() and sends nothing


def js(data: Any) -> str:
    """``JSON.stringify``'s text."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def post_json(path: str, data: Any) -> dict[str, str]:
    """A ``fetch`` POST with a JSON body (every one carries the X-CSRF-Token header)."""
    return {"request": f"POST {path}", "body": js(data)}


def post_form(path: str, fields: Fields) -> dict[str, str]:
    """A ``fetch`` POST of ``new URLSearchParams({...})``, or of a ``FormData`` (written as its
    fields in order, a file input's empty part as an empty value)."""
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)
    return {"request": f"POST {path}", "body": body}


def post_empty(path: str) -> str:
    """A ``fetch`` POST with no body."""
    return f"POST {path}"


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location``."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"wallos {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """A script's ``confirm(message)``: the browser's dialog over the page, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open menu over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def subscription_fields(t: Any, inactive: bool, new: bool = False) -> Fields:
    """``new FormData(#subs-form)`` of the subscription form: its fields in tree order (the
    logo file input's empty part written as an empty value, notify_days_before left out
    while disabled, unchecked checkboxes absent)."""
    fields = [("name", "Netflix" if not new else "Disney+"), ("logo", ""), ("logo-url", ""),
              ("id", "" if new else str(NETFLIX)), ("price", "13.99" if not new else "8.99"),
              ("currency_id", "1"), ("frequency", "1"), ("cycle", "3"), ("auto_renew", "on"),
              ("start_date", "2024-03-05"), ("next_payment", "2025-07-05"),
              ("payment_method_id", "1"), ("payer_user_id", "1"),
              ("category_id", str(CATEGORY)), ("cancellation_date", ""),
              ("url", "https://www.netflix.com" if not new else ""), ("notes", "")]  # fmt: skip
    if inactive:
        fields.append(("inactive", "on"))
    fields.append(("replacement_subscription_id", "0"))
    return fields


def subscription_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The subscriptions page: its toolbar, the sort and filter menus, a card's actions
    menu, the delete confirm(), the add/edit form."""
    title = t("subscriptions")
    more = "⋮"  # the card's actions-expand button: an ellipsis icon without a title
    listing = {"title": title, "items": [
        {"button": t("new_subscription")}, {"field": "search", "hint": t("search"), "text": ""},
        {"icon": t("filter")}, {"icon": t("sort")}, {"icon": t("list_view")},
        {"icon": t("grid_view")}, {"text": "Netflix"}, {"text": "€13.99"},
        {"button": more}]}  # fmt: skip
    sort = popup(title, [], [{"menu": t("name")}, {"menu": t("last_added")},
                             {"menu": t("price")}, {"menu": t("next_payment")}])  # fmt: skip
    filters = popup(title, [], [
        {"menu": t("member")}, {"menu": t("category")}, {"row": CATEGORY_NAME},
        {"row": "Music"}, {"menu": t("payment_method")}, {"menu": t("state")},
        {"button": t("clear")}])  # fmt: skip
    netflix = popup(title, ["Netflix"], [
        {"menu": t("edit_subscription")}, {"menu": t("delete")},
        {"menu": t("clone")}])  # fmt: skip
    spotify = popup(title, ["Spotify", t("manual_renewal")], [
        {"menu": t("edit_subscription")}, {"menu": t("delete")}, {"menu": t("clone")},
        {"menu": t("renew")}])  # fmt: skip
    message = t.js("confirm_delete_subscription")

    def form(heading: str, inactive: bool, delete: bool) -> dict[str, Any]:
        items = [
            {"text": heading},
            {"field": "name", "hint": t("subscription_name"), "text": "Netflix"},
            {"field": "price", "hint": t("price"), "text": "13.99"},
            {"field": "url", "hint": t("url"), "text": "https://www.netflix.com"},
            {"field": "notes", "hint": t("notes"), "text": ""},
            {"switch": t("inactive"), "checked": inactive}]  # fmt: skip
        if delete:
            items.append({"button": t("delete")})
        return {"title": title, "dialog": {}, "items": [
            *items, {"button": t("cancel")}, {"button": t("save")}]}  # fmt: skip

    new_form = {"title": title, "dialog": {}, "items": [
        {"text": t.js("add_subscription")},
        {"field": "name", "hint": t("subscription_name"), "text": "Disney+"},
        {"field": "price", "hint": t("price"), "text": "8.99"},
        {"button": t("cancel")}, {"button": t("save")}]}  # fmt: skip
    get_netflix = f"GET /endpoints/subscription/get.php?id={NETFLIX}"
    delete = post_json("/endpoints/subscription/delete.php", {"id": NETFLIX})
    add = "/endpoints/subscription/add.php"
    return [
        _entry("opens-prompt", "subscriptions toolbar", listing, [
            (t("new_subscription"), False, OPENS), (more, False, OPENS),
            (t("sort"), False, OPENS)]),
        _entry("navigate", "sort menu", sort, [(t("price"), False, [SUB_LIST])]),
        _entry("navigate", "filter menu (category)", filters, [
            (CATEGORY_NAME, False, [f"{SUB_LIST}?categories={CATEGORY}"])]),
        _entry("reversible", "subscription actions menu", netflix, [
            (t("edit_subscription"), False, [get_netflix]),
            (t("delete"), False, OPENS),
            (t("clone"), False, [
                post_json("/endpoints/subscription/clone.php", {"id": NETFLIX}), SUB_LIST,
                f"GET /endpoints/subscription/get.php?id={CLONE_ID}"])]),
        _entry("delete", "subscription delete confirm", confirm(ok, title, message), [
            (ok[0], True, [delete, SUB_LIST]), (ok[1], False, [])]),
        _entry("reversible", "manual subscription actions menu", spotify, [
            (t("renew"), False, [
                post_json("/endpoints/subscription/renew.php", {"id": SPOTIFY}), SUB_LIST])]),
        _entry("reversible", "edit subscription form", form(t.js("edit_subscription"), False, True),
               [(t("save"), False, [post_form(add, subscription_fields(t, False)), SUB_LIST]),
                (t("delete"), False, OPENS)]),
        _entry("delete", "edit form delete confirm", confirm(ok, title, message), [
            (ok[0], True, [delete, SUB_LIST])]),
        _entry("reversible", "edit subscription form (marked inactive)",
               form(t.js("edit_subscription"), True, True), [
                   (t("save"), False, [post_form(add, subscription_fields(t, True)),
                                       SUB_LIST])]),
        _entry("reversible", "add subscription form", new_form, [
            (t("save"), False, [post_form(add, subscription_fields(t, False, new=True)),
                                SUB_LIST])]),
    ]  # fmt: skip


def settings_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The header's user menu and the settings page, section by section."""
    title = t("settings")
    menu = popup(t("dashboard"), [ADMIN], [
        {"link": t("dashboard")}, {"link": t("subscriptions")}, {"link": t("calendar")},
        {"link": t("stats")}, {"link": t("settings")}, {"link": t("profile")},
        {"link": t("admin")}, {"link": t("about")}, {"link": t("logout")}])  # fmt: skip
    budget = {"title": title, "items": [
        {"text": t("monthly_budget")},
        {"field": "monthly_budget", "hint": "", "text": "120"},
        {"button": t("save")}]}  # fmt: skip
    owner = {"title": title, "items": [
        {"text": t("household")}, {"field": "member", "hint": "Member", "text": ADMIN},
        {"icon": t("save_member")}, {"icon": t("cant_delete_member")},
        {"button": t("add")}]}  # fmt: skip
    members = {"title": title, "items": [
        {"text": t("household")}, {"text": ADMIN}, {"text": MEMBER_NAME},
        {"field": "email", "hint": t("email"), "text": "anna@example.org"},
        {"icon": t("delete_member")}, {"button": t("add")}]}  # fmt: skip
    household = "/endpoints/household/household.php"

    def channel(name: str, fields: list[tuple[str, str, str]]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"text": t("notifications")}, {"text": name},
                                       {"switch": t("enabled"), "checked": True}]  # fmt: skip
        items += [{"field": f, "hint": h, "text": v} for f, h, v in fields]
        return {"title": title, "items": [*items, {"button": t("test")}, {"button": t("save")}]}

    smtp = {"smtpaddress": "smtp.example.org", "smtpport": "587", "encryption": "tls",
            "smtpusername": "alice@example.org", "smtppassword": "ocean-lamp-31",
            "fromemail": "wallos@example.org"}  # fmt: skip
    email = channel(t("email"), [
        ("smtpaddress", t("smtp_address"), smtp["smtpaddress"]),
        ("smtpport", t("port"), smtp["smtpport"]),
        ("fromemail", t("from_email"), smtp["fromemail"])])  # fmt: skip
    hook = "https://discord.com/api/webhooks/1187/Xq9vB2"
    discord = channel(t("discord"), [("discordurl", t("webhook_url"), hook)])
    bot, chat = "6120044217:AAGm3pQ-example", "-100482211"
    telegram = channel(t("telegram"), [
        ("telegrambottoken", t("telegram_bot_token"), bot),
        ("telegramchatid", t("telegram_chat_id"), chat)])  # fmt: skip
    gotify = channel(t("gotify"), [("gotifyurl", t("url"), "https://push.example.org"),
                                   ("gotifytoken", t("token"), "AbX2.Qw8sTz")])  # fmt: skip
    ntfy = channel("Ntfy", [("ntfyhost", t("host"), "https://ntfy.sh"),
                            ("ntfytopic", t("topic"), "wallos-alice")])  # fmt: skip
    pushover = channel(t("pushover"), [
        ("pushoveruserkey", t("pushover_user_key"), "uQiRzpo4DXghDmr9QzzfQu27cmVRsG"),
        ("pushovertoken", t("token"), "azGDORePK8gMaC0QOYAMyEEuzJnyUi")])  # fmt: skip
    notes = "/endpoints/notifications/"
    general = {"title": title, "items": [
        {"text": t("notifications")}, {"text": t("notify_me")},
        {"field": "days", "hint": "", "text": f"1 {t('day_before')}"},
        {"button": t("save")}, {"text": t("email")}]}  # fmt: skip
    one_category = {"title": title, "items": [
        {"text": t("categories")}, {"field": "category", "hint": "Category",
                                    "text": "Video streaming"},
        {"icon": t("save_category")}, {"icon": t("cant_delete_category_in_use")},
        {"button": t("add")}]}  # fmt: skip
    categories = {"title": title, "items": [
        {"text": t("categories")}, {"text": CATEGORY_NAME},
        {"icon": t("cant_delete_category_in_use")}, {"text": SPARE_CAT_NAME},
        {"icon": t("delete_category")}, {"button": t("add")}]}  # fmt: skip
    currencies = {"title": title, "items": [
        {"text": t("currencies")}, {"text": "Euro"}, {"icon": t("cant_delete_main_currency")},
        {"text": CURRENCY_NAME}, {"icon": t("delete_currency")},
        {"button": t("add")}]}  # fmt: skip
    fixer_key = "3f9c0b7e21d84a6c9e5f1a2b3c4d5e6f"
    fixer = {"title": title, "items": [
        {"text": "Fixer API Key"}, {"field": "fixer-key", "hint": t("api_key"), "text": fixer_key},
        {"text": t("provider")}, {"button": t("save")}]}  # fmt: skip
    payments = {"title": title, "items": [
        {"text": t("payment_methods")},
        {"button": "PayPal", "desc": t("cant_delete_payment_method_in_use")},
        {"button": PAYMENT_NAME, "desc": t("disable")}, {"button": "x", "desc": t("delete")},
        {"text": t("add_custom_payment")}]}  # fmt: skip
    add_payment = {"title": title, "items": [
        {"text": t("payment_methods")}, {"button": "PayPal",
                                         "desc": t("cant_delete_payment_method_in_use")},
        {"text": t("add_custom_payment")},
        {"field": "paymentname", "hint": t("payment_method_name"), "text": "Wise"},
        {"button": "+", "desc": t("add")}]}  # fmt: skip
    theme = {"title": title, "items": [
        {"text": t("theme_settings")}, {"button": t("light_theme")},
        {"button": t("dark_theme")}, {"button": t("automatic")},
        {"text": t("colors")}]}  # fmt: skip
    display = {"title": title, "items": [
        {"text": t("display_settings")},
        {"switch": t("calculate_monthly_price"), "checked": False},
        {"switch": t("convert_prices"), "checked": False}]}  # fmt: skip
    return [
        _entry("navigate", "user menu", menu, [
            (t("settings"), False, [link("/settings.php")]),
            (t("logout"), False, [link("/logout.php")])]),
        _entry("reversible", "monthly budget", budget, [
            (t("save"), False, [post_json("/endpoints/user/budget.php",
                                          {"monthly_budget": 120})])]),
        _entry("reversible", "household (owner only)", owner, [
            (t("save_member"), False, [post_form(household, [
                ("action", "edit"), ("memberId", "1"), ("name", ADMIN), ("email", "")])]),
            (t("add"), False, [post_form(household, [("action", "add")])])]),
        _entry("delete", "household member remove", members, [
            (t("delete_member"), True, [post_form(household, [
                ("action", "delete"), ("memberId", str(MEMBER))])])]),
        _entry("reversible", "notification settings", general, [
            (t("save"), False, [post_json(f"{notes}savenotificationsettings.php", {
                "days": "1", "period_summary_at_period_start": 0})])]),
        _entry("send", "email notifications", email, [
            (t("test"), True, [post_json(f"{notes}testemailnotifications.php", smtp)]),
            (t("save"), False, [post_json(f"{notes}saveemailnotifications.php", {
                "enabled": 1, **smtp, "otheremails": ""})])]),
        _entry("send", "discord notifications", discord, [
            (t("test"), True, [post_json(f"{notes}testdiscordnotifications.php", {
                "enabled": 1, "url": hook, "bot_username": "", "bot_avatar": ""})])]),
        _entry("send", "telegram notifications", telegram, [
            (t("test"), True, [post_json(f"{notes}testtelegramnotifications.php", {
                "enabled": 1, "bottoken": bot, "chatid": chat})])]),
        _entry("send", "gotify notifications", gotify, [
            (t("test"), True, [post_json(f"{notes}testgotifynotifications.php", {
                "enabled": 1, "gotify_url": "https://push.example.org",
                "token": "AbX2.Qw8sTz", "ignore_ssl": 0})])]),
        _entry("send", "ntfy notifications", ntfy, [
            (t("test"), True, [post_json(f"{notes}testntfynotifications.php", {
                "host": "https://ntfy.sh", "topic": "wallos-alice", "headers": "",
                "ignore_ssl": 0})])]),
        _entry("send", "pushover notifications", pushover, [
            (t("test"), True, [post_json(f"{notes}testpushovernotifications.php", {
                "enabled": 1, "user_key": "uQiRzpo4DXghDmr9QzzfQu27cmVRsG",
                "token": "azGDORePK8gMaC0QOYAMyEEuzJnyUi"})])]),
        _entry("reversible", "categories (one category)", one_category, [
            (t("save_category"), False, [post_form("/endpoints/categories/category.php", [
                ("action", "edit"), ("categoryId", str(CATEGORY)),
                ("name", "Video streaming")])]),
            (t("add"), False, [post_form("/endpoints/categories/category.php",
                                         [("action", "add")])])]),
        _entry("delete", "category remove", categories, [
            (t("delete_category"), True, [post_form("/endpoints/categories/category.php", [
                ("action", "delete"), ("categoryId", str(SPARE_CAT))])])]),
        _entry("delete", "currency remove", currencies, [
            (t("delete_currency"), True, [post_form("/endpoints/currency/currency.php", [
                ("action", "delete"), ("currencyId", str(CURRENCY))])]),
            (t("add"), False, [post_form("/endpoints/currency/currency.php",
                                         [("action", "add")])])]),
        _entry("reversible", "fixer api key", fixer, [
            (t("save"), False, [
                post_form("/endpoints/currency/fixer_api_key.php",
                          [("api_key", fixer_key), ("provider", "0")]),
                post_form("/endpoints/currency/update_exchange.php", [("force", "true")]),
                "GET /endpoints/settings/fixer_usage.php"])]),
        _entry("delete", "payment methods", payments, [
            (t("disable"), False, [post_form("/endpoints/payments/toggle.php", [
                ("paymentId", PAYMENT), ("enabled", "0")])]),
            (t("delete"), True, [post_json(f"/endpoints/payments/delete.php?id={PAYMENT}",
                                           {"id": PAYMENT})])]),
        _entry("reversible", "add custom payment method", add_payment, [
            (t("add"), False, [
                post_form("/endpoints/payments/add.php", [
                    ("paymentname", "Wise"), ("paymenticon", ""), ("icon-url", ""),
                    ("action", "add")]),
                "GET /endpoints/payments/get.php"])]),
        _entry("reversible", "theme settings", theme, [
            (t("dark_theme"), False, [post_json("/endpoints/settings/theme.php",
                                                {"theme": "1"})]),
            (t("automatic"), False, [post_json("/endpoints/settings/theme.php",
                                               {"theme": "2"})])]),
        _entry("reversible", "display settings", display, [
            (t("calculate_monthly_price"), False, [post_json(
                "/endpoints/settings/monthly_price.php", {"value": True})])]),
    ]  # fmt: skip


def profile_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The profile page of a user other than the admin (user 1's account cannot be deleted):
    details, avatars, two-factor authentication, API key, export and account deletion."""
    title = t("profile")
    details = {"title": title, "items": [
        {"text": t("user_details")},
        {"field": "username", "hint": t("username"), "text": USER},
        {"field": "email", "hint": t("email"), "text": USER_MAIL},
        {"field": "language", "hint": t("language"), "text": "English"},
        {"button": t("save")}]}  # fmt: skip
    avatars = {"title": title, "dialog": {}, "items": [
        {"text": t("user_details")}, {"button": AVATAR, "desc": "Delete avatar"},
        {"icon": t("upload_avatar")}]}  # fmt: skip
    totp = {"title": title, "dialog": {}, "items": [
        {"text": t("disable_two_factor_authentication")},
        {"field": "totp-disable", "hint": "totp", "text": "482913"},
        {"button": t("disable")}]}  # fmt: skip
    api = {"title": title, "items": [
        {"text": t("api_key")}, {"field": "apikey", "hint": "API Key",
                                 "text": "b7c1e0f4a93d2e5f8c6b1a0d9e8f7c6b"},
        {"button": t("regenerate")}, {"text": t("api_key_info")}]}  # fmt: skip
    account = {"title": title, "items": [
        {"text": t("account")}, {"text": t("export_subscriptions")},
        {"button": t("export_as_json")}, {"button": t("export_as_csv")},
        {"text": t("danger_zone")}, {"button": t("delete_account")}]}  # fmt: skip
    settings = [
        ("avatar", "images/avatars/3.svg"), ("profile_pic", ""), ("username", USER),
        ("firstname", "Bob"), ("lastname", "Stone"), ("email", USER_MAIL), ("password", ""),
        ("confirm_password", ""), ("main_currency", "1"), ("language", "en"),
        ("action", "save")]  # fmt: skip
    return [
        _entry("reversible", "user details", details, [
            (t("save"), False, [post_form("/endpoints/user/save_user.php", settings)])]),
        _entry("delete", "avatar picker", avatars, [
            ("Delete avatar", True, [post_json("/endpoints/user/delete_avatar.php",
                                               {"avatar": AVATAR})])]),
        _entry("reversible", "disable two-factor popup", totp, [
            (t("disable"), False, [post_json("/endpoints/user/disable_totp.php",
                                             {"totpCode": "482913"})])]),
        _entry("revoke", "api key", api, [
            (t("regenerate"), True, [post_empty("/endpoints/user/regenerateapikey.php")])]),
        _entry("opens-prompt", "account export and deletion", account, [
            (t("export_as_json"), False, ["GET /endpoints/subscriptions/export.php"]),
            (t("delete_account"), False, OPENS)]),
        _entry("opens-prompt", "delete account first confirm",
               confirm(ok, title, t.js("delete_account_confirmation")), [(ok[0], False, OPENS)]),
        _entry("delete-user", "delete account second confirm",
               confirm(ok, title, t.js("this_will_delete_all_data")), [
                   (ok[0], True, [post_json("/endpoints/settings/deleteaccount.php",
                                            {"userId": USER_ID}), link("/logout.php")]),
                   (ok[1], False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The admin page (user 1): user management, create user, SMTP, maintenance tasks,
    cron jobs, backup."""
    title = t("admin")
    users = {"title": title, "items": [
        {"text": t("user_management")}, {"text": ADMIN}, {"link": "alice@example.org"},
        {"text": USER}, {"link": USER_MAIL}, {"icon": t("delete_user")}]}  # fmt: skip
    create = {"title": title, "items": [
        {"text": t("create_user")}, {"field": "newUsername", "hint": t("username"),
                                     "text": "carol"},
        {"field": "newEmail", "hint": t("email"), "text": "carol@example.org"},
        {"field": "newPassword", "hint": t("password"), "text": "••••••••"},
        {"button": t("add")}]}  # fmt: skip
    smtp = {"smtpaddress": "smtp.example.org", "smtpport": "587", "encryption": "tls",
            "smtpusername": "wallos@example.org", "smtppassword": "amber-tide-58",
            "fromemail": "wallos@example.org"}  # fmt: skip
    mail = {"title": title, "items": [
        {"text": t("smtp_settings")},
        {"field": "smtpaddress", "hint": t("smtp_address"), "text": smtp["smtpaddress"]},
        {"button": t("test")}, {"button": t("save")}]}  # fmt: skip
    logos = {"title": title, "items": [
        {"text": t("maintenance_tasks")}, {"text": t("orphaned_logos")},
        {"button": t("delete")}, {"text": "4"}]}  # fmt: skip
    jobs = ["Check for Updates", "Send Notifications", "Send Cancellation Notifications",
            "Send Password Reset Emails", "Send Verification Emails", "Update Exchange Rates",
            "Update Next Payments", "Store Total Yearly Cost"]  # fmt: skip
    cron = {"title": title, "items": [
        {"text": t("cronjobs")}, *({"button": j} for j in jobs),
        {"field": "cronjobResult", "hint": "", "text": ""}]}  # fmt: skip
    backup = {"title": title, "items": [
        {"text": t("backup_and_restore")}, {"button": t("backup")},
        {"button": t("restore")}]}  # fmt: skip
    return [
        _entry("delete-user", "user management", users, [
            (t("delete_user"), True, [post_json("/endpoints/admin/deleteuser.php",
                                                {"userId": USER_ID})])]),
        _entry("reversible", "create user", create, [
            (t("add"), False, [post_json("/endpoints/admin/adduser.php", {
                "username": "carol", "email": "carol@example.org",
                "password": "lime-fjord-204"}), link("/admin.php")])]),
        _entry("send", "smtp settings", mail, [
            (t("test"), True, [post_json("/endpoints/notifications/testemailnotifications.php",
                                         smtp)])]),
        _entry("delete", "orphaned logos", logos, [
            (t("delete"), True, [post_empty("/endpoints/admin/deleteunusedlogos.php")])]),
        _entry("send", "cron jobs", cron, [
            ("Send Notifications", True, ["GET /endpoints/cronjobs/sendnotifications.php"]),
            ("Send Password Reset Emails", True, [
                "GET /endpoints/cronjobs/sendresetpasswordemails.php"]),
            ("Update Exchange Rates", False, ["GET /endpoints/cronjobs/updateexchange.php"])]),
        _entry("reversible", "backup", backup, [
            (t("backup"), False, [post_empty("/endpoints/db/backup.php")])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*subscription_screens(t, ok), *settings_screens(t, ok), *profile_screens(t, ok),
            *admin_screens(t, ok)]  # fmt: skip
