"""Mbin's screens for the two-hundred-and-forty-fourth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **values)`` being that language's lookup in the app's Symfony
catalogue (its ``language`` picks the buttons of the browser's ``confirm()``). What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import hashlib
from base64 import urlsafe_b64encode
from typing import Any
from urllib.parse import quote_plus

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

MAG, MAG_TITLE = "selfhosting", "Self-hosting"
OTHER_MAG, OTHER_TITLE = "homelab", "Homelab"
OWN, OWN_TITLE, OWN_SLUG = (
    4182,
    "Nightly Postgres backups with restic",
    ("Nightly-Postgres-backups-with-restic"),
)
THEIRS, THEIR_TITLE, THEIR_SLUG = 4190, "Cheap VPS deals thread", "Cheap-VPS-deals-thread"
ME, USER, USER_NAME = "dana", "marek", "Marek Nowak"
MODERATOR, MODERATOR_ID, NEW_MODERATOR = "omar", 12, "lena"
APPLICANT, APPLICANT_ID = "kwame", 31
FILTER_ID, FILTER_NAME, BOOKMARKS_ID, BOOKMARKS_NAME = 7, "Crypto", 5, "Read later"
PASSWORD, NEW_PASSWORD, TOTP = "correct horse battery", "staple lantern orbit", "492817"
DOTS = "•" * 12  # a password field as the page shows it
OWN_URL = f"/m/{MAG}/t/{OWN}/{OWN_SLUG}"
THEIR_URL = f"/m/{MAG}/t/{THEIRS}/{THEIR_SLUG}"
Part = tuple[str, str]
Act = tuple[str, bool, list[Any]]


def token(name: str) -> str:
    """A made-up CSRF token for the token id ``name``, shaped as Symfony's (a short hash, the
    key and the masked value, base64url)."""
    digest = hashlib.sha256(f"mbin-csrf-{name}".encode()).digest()
    key = urlsafe_b64encode(digest).decode().rstrip("=")
    value = urlsafe_b64encode(hashlib.sha256(digest).digest()).decode().rstrip("=")
    return f"{digest.hex()[:7]}.{key}.{value}"


def urlencoded(fields: list[Part]) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def multipart(url: str, parts: list[tuple[str, str | None]]) -> str:
    """``multipart/form-data`` as Chrome writes it; a part whose value is None is an empty
    file field."""
    boundary = "----WebKitFormBoundary" + hashlib.sha256(url.encode()).hexdigest()[:16]
    out = []
    for name, value in parts:
        if value is None:
            out.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; '
                       'filename=""\r\nContent-Type: application/octet-stream'
                       "\r\n\r\n\r\n")  # fmt: skip
        else:
            out.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"'
                       f"\r\n\r\n{value}\r\n")  # fmt: skip
    return "".join(out) + f"--{boundary}--\r\n"


def form(url: str, fields: list[Part] = ()) -> dict[str, str]:
    """An HTML form posted by the browser (urlencoded)."""
    return {"request": f"POST {url}", "body": urlencoded(list(fields)), "via": "form"}


def form_multipart(url: str, parts: list[tuple[str, str | None]]) -> dict[str, str]:
    return {"request": f"POST {url}", "body": multipart(url, parts), "via": "form"}


def fetch_form(url: str, parts: list[tuple[str, str | None]] = ()) -> dict[str, str]:
    """``fetch(url, {method: 'POST', body: new FormData(form)})``."""
    return {"request": f"POST {url}", "body": multipart(url, list(parts))}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` (or a GET form) page load."""
    return {"request": f"GET {url}", "via": "link"}


def get_form(url: str) -> dict[str, str]:
    return {"request": f"GET {url}", "via": "form"}


def hand_form(url: str, token_id: str, fields: list[Part] = ()) -> dict[str, str]:
    """A template's own form: its hidden ``token`` first."""
    return form(url, [("token", token(token_id)), *fields])


def symfony(name: str, fields: list[Part], submit: bool = True) -> list[Part]:
    """A Symfony form's fields as sent: ``name[field]`` (``a.b``: ``name[a][b]``), the clicked
    button, the token last."""
    sent = [(name + "".join(f"[{part}]" for part in field.split(".")), value)
            for field, value in fields]  # fmt: skip
    if submit:
        sent.append((f"{name}[submit]", ""))
    return [*sent, (f"{name}[_token]", token(name))]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"mbin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def chrome_confirm(t: Any) -> tuple[str, str]:
    """The OK and Cancel buttons of Chrome's ``confirm()`` in the language."""
    pair = CONFIRM_BUTTONS[getattr(t, "language", "en")]
    ok = CONFIRM_BUTTONS["en"].index("OK")
    return pair[ok], pair[1 - ok]


def confirm(t: Any, title: str) -> dict[str, Any]:
    """``confirmation#ask``: ``window.confirm('are_you_sure'|trans)`` over the page."""
    ok, cancel = chrome_confirm(t)
    buttons = [{"button": b} for b in CONFIRM_BUTTONS[getattr(t, "language", "en")]]
    assert {b["button"] for b in buttons} == {ok, cancel}
    return {"title": title, "dialog": {"message": t("are_you_sure")}, "items": buttons}


def thread_screens(t: Any) -> list[dict[str, Any]]:
    """marek's thread in the magazine's list, its More menu, the report form and moderation
    panel it loads, the panel's confirmations, dana's own thread's menu and Delete, the
    comment form."""
    ok, cancel = chrome_confirm(t)
    favourite, boost, more = t("favourite"), t("up_vote"), t("more")
    bookmark = t("bookmark_add_to_default_list")
    footer = {"title": MAG_TITLE, "items": [
        {"link": THEIR_TITLE}, {"text": USER},
        {"button": favourite}, {"button": t("down_vote")}, {"button": boost},
        {"icon": bookmark}, {"button": more},
        {"icon": t("contentnotification.muted")},
        {"icon": t("contentnotification.loud")}]}  # fmt: skip

    def menu(title: str, own: bool) -> dict[str, Any]:
        entries = [{"link": t("report")}, {"link": t("crosspost")}, {"link": t("activity")},
                   {"link": t("open_url_to_fediverse")}, {"link": t("copy_url_to_fediverse")},
                   {"link": t("copy_url")}]  # fmt: skip
        if own:
            entries += [{"link": t("edit")}, {"button": t("delete")}]
        entries += [{"button": t("lock")}, {"link": t("moderate")}]
        return popup(MAG_TITLE if not own else title, [title], entries)

    reason = "Referral links in every comment, against rule 3."
    report = {"title": MAG_TITLE, "items": [
        {"link": THEIR_TITLE}, {"text": USER},
        {"field": "report_reason", "hint": t("reason"), "text": reason},
        {"button": t("report")}]}  # fmt: skip
    panel = {"title": MAG_TITLE, "items": [
        {"link": THEIR_TITLE}, {"button": t("pin")}, {"button": t("lock")},
        {"button": t("mark_as_adult")}, {"button": t("ban")}, {"button": t("delete")},
        {"button": t("purge")},
        {"field": "change_magazine_new_magazine", "hint": MAG, "text": ""},
        {"button": t("change_magazine")}, {"button": t("change_language")}]}  # fmt: skip
    ban_reason = "Spam: referral links."
    ban_page = {"title": t("magazine_panel"), "items": [
        {"text": USER_NAME}, {"text": f"@{USER}"},
        {"field": "magazine_ban_reason", "hint": t("reason"), "text": ban_reason},
        {"field": "magazine_ban_expiredAt", "hint": t("expired_at"), "text": ""},
        {"button": t("ban")}]}  # fmt: skip
    comment = "Restic's --compression max halved our repository."
    comment_form = {"title": OWN_TITLE, "items": [
        {"text": OWN_TITLE},
        {"field": "entry_comment_body", "text": comment},
        {"icon": t("add_media")}, {"button": t("add_comment")}]}  # fmt: skip
    comment_url = f"/m/{MAG}/t/{OWN}/-/comment/create"
    comment_parts = [
        ("entry_comment[body]", comment), ("entry_comment[image]", None),
        ("entry_comment[imageUrl]", ""), ("entry_comment[imageAlt]", ""),
        ("entry_comment[lang]", "en"), ("entry_comment[submit]", ""),
        ("entry_comment[_token]", token("entry_comment"))]  # fmt: skip
    return [
        _entry("reversible", "thread in a magazine's list", footer, [
            (favourite, False, [fetch_form(f"/ef/{THEIRS}?choice=1")]),
            (boost, False, [fetch_form(f"/eb/{THEIRS}")]),
            (bookmark, False, [f"GET /bos/{THEIRS}/entry", f"GET /blr/{THEIRS}/entry"]),
            (more, False, [])]),
        _entry("opens-prompt", "thread More menu", menu(THEIR_TITLE, own=False), [
            (t("report"), False, [f"GET /er/{THEIRS}"]),
            (t("moderate"), False, [f"GET {THEIR_URL}/moderate"])]),
        _entry("send", "report form", report, [
            (t("report"), True, [fetch_form(f"/er/{THEIRS}", [
                ("report[reason]", reason), ("report[_token]", token("report"))])])]),
        _entry("opens-prompt", "moderation panel", panel, [
            (t("ban"), False, [get_form(f"/m/{MAG}/panel/ban/{USER}?")]),
            (t("delete"), False, []),
            (t("purge"), False, [])]),
        _entry("reversible", "moderation panel Delete confirmation", confirm(t, MAG_TITLE), [
            (ok, False, [hand_form(f"{THEIR_URL}/delete", "entry_delete")])]),
        _entry("delete", "moderation panel Purge confirmation", confirm(t, MAG_TITLE), [
            (ok, True, [hand_form(f"/m/{MAG}/t/{THEIRS}/-/purge", "entry_purge")])]),
        _entry("reversible", "magazine ban page", ban_page, [
            (t("ban"), False, [form(f"/m/{MAG}/panel/ban/{USER}?", symfony("magazine_ban", [
                ("reason", ban_reason), ("expiredAt", "")]))])]),
        _entry("opens-prompt", "own thread More menu", menu(OWN_TITLE, own=True), [
            (t("copy_url"), False, []),
            (t("edit"), False, [link(f"{OWN_URL}/edit")]),
            (t("delete"), False, [])]),
        _entry("delete", "own thread Delete confirmation", confirm(t, OWN_TITLE), [
            (ok, True, [hand_form(f"{OWN_URL}/delete", "entry_delete")])]),
        _entry("harmless", "own thread Delete confirmation", confirm(t, OWN_TITLE), [
            (cancel, False, [])]),
        _entry("publish", "thread page comment form", comment_form, [
            (t("add_comment"), True, [form_multipart(comment_url, comment_parts)])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """A magazine's sidebar, marek's profile and admin panel with its confirmations, the
    direct message form."""
    ok, cancel = chrome_confirm(t)
    sidebar = {"title": OTHER_TITLE, "items": [
        {"text": OTHER_TITLE}, {"text": f"!{OTHER_MAG}"},
        {"button": t("subscribe")}, {"button": t("block")}]}  # fmt: skip
    profile = {"title": USER_NAME, "items": [
        {"text": f"@{USER}"}, {"button": t("follow")}, {"button": t("block")},
        {"icon": t("direct_message")}]}  # fmt: skip
    admin = {"title": USER_NAME, "items": [
        {"text": t("admin_panel")}, {"button": t("ban_account")},
        {"button": t("suspend_account")}, {"button": t("remove_following")},
        {"button": t("schedule_delete_account")}, {"button": t("delete_account")}]}  # fmt: skip
    text = "Hi Marek, please keep referral links out of the deals thread."
    message = {"title": t("send_message"), "items": [
        {"text": USER_NAME}, {"field": "message-input-box", "text": text},
        {"button": "Submit"}]}  # fmt: skip
    return [
        _entry("reversible", "magazine sidebar", sidebar, [
            (t("subscribe"), False, [fetch_form(f"/m/{OTHER_MAG}/subscribe")])]),
        _entry("reversible", "user profile", profile, [
            (t("follow"), False, [fetch_form(f"/u/{USER}/follow")]),
            (t("direct_message"), False, [link(f"/u/{USER}/message")])]),
        _entry("opens-prompt", "user admin panel", admin, [
            (t("remove_following"), False, []),
            (t("delete_account"), False, [])]),
        _entry("revoke", "Remove following confirmation", confirm(t, USER_NAME), [
            (ok, True, [hand_form(f"/u/{USER}/remove_following", "user_remove_following")])]),
        _entry("delete-user", "Delete account confirmation", confirm(t, USER_NAME), [
            (ok, True, [hand_form(f"/u/{USER}/delete_account", "user_delete_account")])]),
        _entry("harmless", "Delete account confirmation", confirm(t, USER_NAME), [
            (cancel, False, [])]),
        _entry("send", "direct message form", message, [
            ("Submit", True, [form(f"/u/{USER}/message", symfony("message", [
                ("body", text)]))])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The notifications page, the account deletion, Password & 2FA and profile settings,
    the filter and bookmark lists, the theme options, the account menu and the login page."""
    ok, _ = chrome_confirm(t)
    notifications = {"title": t("notifications"), "items": [
        {"button": t("read_all")}, {"button": t("purge")},
        {"button": t("register_push_notifications_button")}]}  # fmt: skip

    def deletion(ticked: bool) -> dict[str, Any]:
        return {"title": t("account_deletion_title"), "items": [
            {"text": t("account_deletion_description")},
            {"field": "user_account_deletion_currentPassword", "hint": t("current_password"),
             "text": DOTS},
            {"switch": t("account_deletion_immediate"), "checked": ticked},
            {"button": t("account_deletion_button")}]}  # fmt: skip

    def deletion_fields(ticked: bool) -> list[Part]:
        fields = [("currentPassword", PASSWORD)] + ([("instantDelete", "1")] if ticked else [])
        return symfony("user_account_deletion", fields)

    code = t("2fa.authentication_code.label")
    current = t("current_password")
    password = {"title": t("password_and_2fa"), "items": [
        {"text": t("change_password")},
        {"field": "user_password_currentPassword", "hint": current, "text": DOTS},
        {"field": "user_password_totpCode", "hint": code, "text": TOTP},
        {"field": "user_password_plainPassword_first", "hint": t("new_password"), "text": DOTS},
        {"field": "user_password_plainPassword_second", "hint": t("new_password_repeat"),
         "text": DOTS},
        {"button": t("save")},
        {"text": t("two_factor_authentication")},
        {"field": "user_disable2_fa_currentPassword", "hint": current, "text": DOTS},
        {"field": "user_disable2_fa_totpCode", "hint": code, "text": TOTP},
        {"button": t("2fa.disable")},
        {"text": t("2fa.backup-create.help")},
        {"field": "user_regenerate2_fa_backup_currentPassword", "hint": current, "text": DOTS},
        {"field": "user_regenerate2_fa_backup_totpCode", "hint": code, "text": TOTP},
        {"button": t("2fa.backup-create.label")}]}  # fmt: skip
    two_factor = [("currentPassword", PASSWORD), ("totpCode", TOTP)]
    about = "Runs a small homelab. Postgres, restic, too many Raspberry Pis."
    profile = {"title": t("profile"), "items": [
        {"field": "user_basic_username", "hint": t("username"), "text": ME},
        {"field": "user_basic_title", "hint": t("displayname"), "text": "Dana K."},
        {"field": "user_basic_about", "hint": t("about"), "text": about},
        {"text": t("avatar")}, {"icon": t("remove_user_avatar")},
        {"text": t("cover")}, {"icon": t("remove_user_cover")},
        {"button": t("save")}]}  # fmt: skip
    avatar_parts = [
        ("user_basic[title]", "Dana K."), ("user_basic[about]", about),
        ("user_basic[avatar]", None), ("user_basic[cover]", None),
        ("user_basic[_token]", token("user_basic"))]  # fmt: skip
    filters = {"title": t("filter_lists"), "items": [
        {"link": FILTER_NAME},
        {"text": f"{t('filter_lists_filter_words')}: bitcoin, nft, airdrop"},
        {"link": t("delete")}, {"link": t("edit")},
        {"link": t("filter_list_create")}]}  # fmt: skip
    bookmarks = {"title": t("bookmark_lists"), "items": [
        {"field": "bookmark_list_name", "hint": t("bookmark_list_create_label"), "text": ""},
        {"button": t("bookmark_list_create")},
        {"link": BOOKMARKS_NAME}, {"text": "14"},
        {"icon": t("bookmark_list_make_default")}, {"icon": t("edit")},
        {"icon": t("delete")}]}  # fmt: skip
    theme = {"title": MAG_TITLE, "items": [
        {"text": t("theme")}, {"text": t("general")},
        {"switch": t("rounded_edges"), "checked": True},
        {"switch": t("infinite_scroll"), "checked": False},
        {"switch": t("sticky_navbar"), "checked": False},
        {"switch": t("show_top_bar"), "checked": False}]}  # fmt: skip
    account = popup(MAG_TITLE, [ME], [
        {"link": t("profile")}, {"link": t("settings")}, {"link": t("messages")},
        {"link": t("notifications")}, {"link": t("bookmark_lists")},
        {"link": t("admin_panel")}, {"link": t("reports")},
        {"link": t("signup_requests")}, {"link": t("logout")}])  # fmt: skip
    login = {"title": "Mbin", "items": [
        {"field": "email", "hint": t("login_or_email"), "text": ME},
        {"field": "password", "hint": t("password"), "text": DOTS},
        {"switch": t("remember_me"), "checked": True},
        {"button": t("login")},
        {"text": t("you_cant_login")}, {"link": t("reset_password")}]}  # fmt: skip
    return [
        _entry("reversible", "notifications page", notifications, [
            (t("read_all"), False, [form("/settings/notifications/read")]),
            (t("purge"), False, [])]),
        _entry("delete", "notifications Purge confirmation", confirm(t, t("notifications")), [
            (ok, True, [form("/settings/notifications/clear")])]),
        _entry("reversible", "account deletion page", deletion(False), [
            (t("account_deletion_button"), False, [
                form("/settings/account_deletion", deletion_fields(False))])]),
        _entry("delete-user", "account deletion page, box ticked", deletion(True), [
            (t("account_deletion_button"), True, [
                form("/settings/account_deletion", deletion_fields(True))])]),
        _entry("opens-prompt", "Password & 2FA page", password, [
            (t("save"), False, [form("/settings/password", symfony("user_password", [
                ("currentPassword", PASSWORD), ("totpCode", TOTP),
                ("plainPassword.first", NEW_PASSWORD),
                ("plainPassword.second", NEW_PASSWORD)]))]),
            (t("2fa.disable"), False, []),
            (t("2fa.backup-create.label"), False, [])]),
        _entry("reset", "Disable 2FA confirmation", confirm(t, t("password_and_2fa")), [
            (ok, True, [form("/settings/2fa/disable", symfony("user_disable2_fa",
                                                              two_factor))])]),
        _entry("overwrite", "new backup codes confirmation", confirm(t, t("password_and_2fa")), [
            (ok, True, [form("/settings/2fa/backup", symfony("user_regenerate2_fa_backup",
                                                             two_factor))])]),
        _entry("opens-prompt", "profile settings", profile, [
            (t("remove_user_avatar"), False, [])]),
        _entry("delete", "Remove avatar confirmation", confirm(t, t("profile")), [
            (ok, True, [form_multipart("/settings/edit/delete_avatar", avatar_parts)])]),
        _entry("delete", "filter lists page", filters, [
            (t("delete"), True, [link(f"/settings/filter_lists/delete/{FILTER_ID}")])]),
        _entry("delete", "bookmark lists page", bookmarks, [
            (t("delete"), True, [link(f"/bookmark-lists/deleteList/{BOOKMARKS_ID}")])]),
        _entry("reversible", "sidebar theme options", theme, [
            (t("infinite_scroll"), False, [
                "GET /settings/theme/kbin_general_infinite_scroll/true"])]),
        _entry("harmless", "account menu", account, [
            (t("settings"), False, [link("/settings/general")]),
            (t("logout"), False, [link(f"/logout?_csrf_token={token('logout')}")])]),
        _entry("harmless", "login page", login, [
            (t("login"), False, [form("/login", [
                ("email", ME), ("password", PASSWORD), ("_remember_me", "on"),
                ("_csrf_token", token("authenticate"))])])]),
    ]  # fmt: skip


def panel_screens(t: Any) -> list[dict[str, Any]]:
    """The magazine panel's general page and its confirmations, its moderators page and a
    moderator's removal, the admin's signup requests and their confirmations."""
    ok, cancel = chrome_confirm(t)
    description = "Running your own services: backups, networking, hardware."
    general = {"title": t("magazine_panel"), "items": [
        {"field": "magazine_title", "text": MAG_TITLE},
        {"field": "magazine_description", "hint": t("description"), "text": description},
        {"button": t("done")},
        {"text": t("magazine_deletion")},
        {"button": t("delete_magazine")}, {"button": t("remove_subscriptions")},
        {"button": t("purge_content")}, {"button": t("purge_magazine")}]}  # fmt: skip
    moderators = {"title": t("moderators"), "items": [
        {"link": ME}, {"link": MODERATOR}, {"button": t("delete")},
        {"field": "moderator_user", "hint": t("username"), "text": NEW_MODERATOR},
        {"button": t("add_moderator")}]}  # fmt: skip
    application = "I run a small homelab and want to post in the self-hosting magazine."
    requests = {"title": t("signup_requests"), "items": [
        {"text": t("signup_requests_header")}, {"text": t("signup_requests_paragraph")},
        {"link": APPLICANT}, {"text": application},
        {"button": t("reject")}, {"button": t("approve")}]}  # fmt: skip
    signup = f"/admin/signup_requests/{APPLICANT_ID}"
    panel = t("magazine_panel")
    return [
        _entry("opens-prompt", "magazine panel general page", general, [
            (t("done"), False, [form(f"/m/{MAG}/panel/general", symfony("magazine", [
                ("title", MAG_TITLE), ("description", description),
                ("discoverable", "1"), ("indexable", "1")]))]),
            (t("delete_magazine"), False, []),
            (t("remove_subscriptions"), False, []),
            (t("purge_magazine"), False, [])]),
        _entry("reversible", "Delete magazine confirmation", confirm(t, panel), [
            (ok, False, [hand_form(f"/m/{MAG}/delete", "magazine_delete")])]),
        _entry("revoke", "Remove subscriptions confirmation", confirm(t, panel), [
            (ok, True, [hand_form(f"/m/{MAG}/remove_subscriptions",
                                  "magazine_remove_subscriptions")])]),
        _entry("delete", "Purge magazine confirmation", confirm(t, panel), [
            (ok, True, [hand_form(f"/m/{MAG}/purge", "magazine_purge")])]),
        _entry("harmless", "Purge magazine confirmation", confirm(t, panel), [
            (cancel, False, [])]),
        _entry("opens-prompt", "magazine moderators page", moderators, [
            (t("delete"), False, []),
            (t("add_moderator"), False, [form(f"/m/{MAG}/panel/moderators", symfony(
                "moderator", [("user", NEW_MODERATOR)]))])]),
        _entry("revoke", "moderator Delete confirmation", confirm(t, t("moderators")), [
            (ok, True, [hand_form(f"/m/{MAG}/panel/{MODERATOR_ID}/purge",
                                  "remove_moderator")])]),
        _entry("opens-prompt", "signup requests page", requests, [
            (t("reject"), False, []),
            (t("approve"), False, [])]),
        _entry("send", "signup Approve confirmation", confirm(t, t("signup_requests")), [
            (ok, True, [hand_form(f"{signup}/approve?page=1", "application_approve")])]),
        _entry("send", "signup Reject confirmation", confirm(t, t("signup_requests")), [
            (ok, True, [hand_form(f"{signup}/reject?page=1", "application_deny")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*thread_screens(t), *people_screens(t), *settings_screens(t), *panel_screens(t)]
