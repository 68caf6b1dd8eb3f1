"""October CMS's screens for the four-hundred-and-eighty-ninth held-out corpus: ``screens(t)``
lays out its back end in one language, ``t(key, **values)`` being that language's lookup of
a ``namespace::group.key`` string in the modules' ``lang/<locale>/*.php`` catalogues. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

TOKEN = "pX7qL2vN9cR4tW8yB3mK6sD1fH5jZ0aG4eU7iO2r"  # made up: Form::open's _token
SESSION = "k3F9wQ2eR7tY1uI5oP8aS4dG6hJ0lZ2x"  # made up: Form::open's _session_key
B = "/backend/"  # config/cms.php backendUri
ADMIN, ADMIN_MAIL = "Ada Brandt", "admin@harborbooks.example"
USER, LOGIN, FIRST, LAST, MAIL = 7, "mholt", "Mira", "Holt", "mira.holt@harborbooks.example"
NEW_LOGIN, NEW_FIRST, NEW_LAST, NEW_MAIL = "tkaur", "Tara", "Kaur", "tara.kaur@harborbooks.example"
ROLE, ROLE_NAME, ROLE_CODE = 3, "Editors", "editors"
GROUP, GROUP_NAME, GROUP_CODE = 2, "Marketing", "marketing"
RESET_CODE = "Zq4Wm8Rt2Ys6Vb0Nc3Xk"  # made up: the code of the emailed reset link
EVENTS, REQUESTS, THEME_LOGS, PLUGINS = (41, 42), (18, 19), (5, 6), (12, 15)
TEMPLATE, TEMPLATE_CODE = 14, "harbor.newsletter::mail.monthly"
THEME, THEME_NAME = "autumn", "Autumn"
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def encode(fields: Fields) -> str:
    """jQuery's ``serialize()`` and ``$.param()``: urlencoded, a space as ``+``."""
    return "&".join(f"{quote(n, safe='')}={quote(v, safe='')}".replace("%20", "+")
                    for n, v in fields)  # fmt: skip


HIDDEN: Fields = [("_token", TOKEN), ("_session_key", SESSION)]


def ajax(url: str, fields: Fields = ()) -> Any:
    """The AJAX framework's request (``$.request``): a POST to the page's own URL, the handler
    named in a header; the body is the enclosing form's fields and the request data."""
    if not fields:
        return f"POST {url}"
    return {"request": f"POST {url}", "body": encode(list(fields))}


def form(url: str, fields: Fields) -> dict[str, str]:
    """A plain HTML form posted by the browser (the sign-in pages)."""
    return {"request": f"POST {url}", "body": encode([*HIDDEN, *fields]), "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def checked(ids: tuple[int, ...]) -> Fields:
    """``$('.control-list').listWidget('getChecked')`` as ``$.param`` writes it."""
    return [("checked[]", str(i)) for i in ids]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"october {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def buttons(t: Any) -> tuple[str, str]:
    """Sweet Alert's buttons, OK and Cancel, as october.alert.js names them."""
    return (t("system::client.alert.confirm_button_text"),
            t("system::client.alert.cancel_button_text"))  # fmt: skip


def alert(t: Any, title: str, message: str) -> dict[str, Any]:
    """``data-request-confirm``: $.oc.confirm's Sweet Alert over the page, the message as
    its heading, then Cancel and OK."""
    ok, cancel = buttons(t)
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip


def popup(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A popup (``data-control="popup"``) or an open dropdown menu over its page."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def auth_screens(t: Any) -> list[dict[str, Any]]:
    """The sign-in, password restore and reset pages, and the account menu."""
    auth = f"{B}backend/auth"
    login, password = t("backend::lang.account.login_placeholder"), t(
        "backend::lang.account.password_placeholder")  # fmt: skip
    signin = {"title": "Harbor Books", "items": [
        {"field": "login", "hint": login, "text": "admin"},
        {"field": "password", "hint": password, "text": "••••••••••"},
        {"button": t("backend::lang.account.login")},
        {"link": t("backend::lang.account.forgot_password")}]}  # fmt: skip
    restore = {"title": t("backend::lang.account.enter_login"), "items": [
        {"field": "login", "hint": login, "text": LOGIN},
        {"button": t("backend::lang.account.restore")},
        {"link": t("backend::lang.form.cancel")}]}  # fmt: skip
    reset = {"title": t("backend::lang.account.enter_new_password"), "items": [
        {"field": "password", "hint": password, "text": "••••••••••"},
        {"button": t("backend::lang.account.reset")},
        {"link": t("backend::lang.form.cancel")}]}  # fmt: skip
    menu = popup("Harbor Books", t("backend::lang.account.signed_in_as", full_name=ADMIN), [
        {"link": t("backend::lang.myaccount.menu_label")},
        {"link": t("backend::lang.backend_preferences.menu_label")},
        {"link": t("backend::lang.account.sign_out")}])  # fmt: skip
    return [
        _entry("harmless", "sign-in page", signin, [
            (t("backend::lang.account.login"), False, [form(f"{auth}/signin", [
                ("postback", "1"), ("login", "admin"), ("password", "tide-lamp-47")])]),
            (t("backend::lang.account.forgot_password"), False, [link(f"{auth}/restore")])]),
        _entry("harmless", "password restore page", restore, [
            (t("backend::lang.account.restore"), False, [form(f"{auth}/restore", [
                ("postback", "1"), ("login", LOGIN)])])]),
        _entry("reversible", "password reset page", reset, [
            (t("backend::lang.account.reset"), False, [form(
                f"{auth}/reset/{USER}/{RESET_CODE}", [
                    ("postback", "1"), ("id", str(USER)), ("code", RESET_CODE),
                    ("password", "quiet-harbor-19")])])]),
        _entry("harmless", "account menu", menu, [
            (t("backend::lang.account.sign_out"), False, [link(f"{auth}/signout")])]),
    ]  # fmt: skip


def user_fields(login: str, mail: str, first: str, last: str) -> tuple[Fields, Fields]:
    """The administrator form's first fields (the account tab), in two parts: the new
    administrator form has its invitation box between them."""
    return [("User[login]", login), ("User[email]", mail)], [
        ("User[first_name]", first), ("User[last_name]", last), ("User[password]", ""),
        ("User[password_confirmation]", ""), ("User[role]", str(ROLE))]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The administrators list, the new administrator page with and without the invitation,
    an administrator's page and its confirmations, the role and group pages and their delete
    confirmations, My account."""
    users = f"{B}backend/users"
    update = f"{users}/update/{USER}"
    edit = t("backend::lang.form.update_title", name=t("backend::lang.user.name"))
    head, tail = user_fields(LOGIN, MAIL, FIRST, LAST)
    user_form = [*HIDDEN, *head, *tail]
    new_head, new_tail = user_fields(NEW_LOGIN, NEW_MAIL, NEW_FIRST, NEW_LAST)
    save, close = t("backend::lang.form.save"), t("backend::lang.form.save_and_close")
    invite = t("backend::lang.user.send_invite")
    listing = {"title": t("backend::lang.user.list_title"), "items": [
        {"link": t("backend::lang.user.new")}, {"link": t("backend::lang.user.role.list_title")},
        {"link": t("backend::lang.user.group.list_title")},
        {"field": "search", "hint": t("backend::lang.list.search_prompt"), "text": ""},
        {"text": LOGIN}, {"text": f"{FIRST} {LAST}"}, {"text": MAIL}]}  # fmt: skip

    def create(ticked: bool) -> dict[str, Any]:
        return {"title": t("backend::lang.form.create_title", name=t("backend::lang.user.name")),
                "items": [
            {"field": "login", "hint": t("backend::lang.user.login"), "text": NEW_LOGIN},
            {"field": "email", "hint": t("backend::lang.user.email"), "text": NEW_MAIL},
            {"switch": invite, "checked": ticked},
            {"field": "first_name", "hint": t("backend::lang.user.first_name"),
             "text": NEW_FIRST},
            {"button": t("backend::lang.form.create")},
            {"button": t("backend::lang.form.create_and_close")},
            {"link": t("backend::lang.form.cancel")}]}  # fmt: skip

    def created(ticked: bool) -> list[Any]:
        box = [("User[send_invite]", "0"), *([("User[send_invite]", "1")] if ticked else [])]
        return [ajax(f"{users}/create", [*HIDDEN, *new_head, *box, *new_tail,
                                         ("redirect", "0")])]  # fmt: skip

    page = {"title": edit, "items": [
        {"field": "login", "hint": t("backend::lang.user.login"), "text": LOGIN},
        {"field": "email", "hint": t("backend::lang.user.email"), "text": MAIL},
        {"button": t("backend::lang.account.impersonate")},
        {"button": save}, {"button": close}, {"link": t("backend::lang.form.cancel")}]}  # fmt: skip
    trashed = f"{edit} · {t('backend::lang.user.trashed_hint_title')}"
    role_url = f"{B}backend/userroles/update/{ROLE}"
    role_form = [*HIDDEN, ("UserRole[name]", ROLE_NAME), ("UserRole[code]", ROLE_CODE),
                 ("UserRole[description]", "Writes and edits the blog.")]  # fmt: skip
    role_title = t("backend::lang.form.update_title", name=t("backend::lang.user.role.name"))
    group_url = f"{B}backend/usergroups/update/{GROUP}"
    group_form = [*HIDDEN, ("UserGroup[is_new_user_default]", "0"),
                  ("UserGroup[name]", GROUP_NAME), ("UserGroup[code]", GROUP_CODE),
                  ("UserGroup[description]", "")]  # fmt: skip
    group_title = t("backend::lang.form.update_title", name=t("backend::lang.user.group.name"))
    mine = {"title": t("backend::lang.myaccount.menu_label"), "items": [
        {"field": "login", "hint": t("backend::lang.user.login"), "text": "admin"},
        {"field": "email", "hint": t("backend::lang.user.email"), "text": ADMIN_MAIL},
        {"button": save}]}  # fmt: skip
    mine_form = [*HIDDEN, ("User[login]", "admin"), ("User[email]", ADMIN_MAIL),
                 ("User[first_name]", "Ada"), ("User[last_name]", "Brandt"),
                 ("User[password]", ""), ("User[password_confirmation]", "")]  # fmt: skip
    ok, cancel = buttons(t)
    return [
        _entry("harmless", "administrators list", listing, [
            (t("backend::lang.user.new"), False, [link(f"{users}/create")])]),
        _entry("reversible", "new administrator without invitation", create(False), [
            (t("backend::lang.form.create"), False, created(False))]),
        _entry("send", "new administrator with invitation", create(True), [
            (t("backend::lang.form.create"), True, created(True))]),
        _entry("reversible", "administrator page", page, [
            (save, False, [ajax(update, [*user_form, ("redirect", "0")])]),
            (t("backend::lang.account.impersonate"), False, [])]),
        _entry("reversible", "impersonate confirmation", alert(
            t, edit, t("backend::lang.account.impersonate_confirm")), [
            (ok, False, [ajax(update, user_form)])]),
        _entry("reversible", "administrator delete confirmation", alert(
            t, edit, t("backend::lang.user.delete_confirm")), [
            (ok, False, [ajax(update, user_form)]), (cancel, False, [])]),
        _entry("reversible", "administrator restore confirmation", alert(
            t, trashed, t("backend::lang.form.confirm_restore")), [
            (ok, False, [ajax(update, user_form)])]),
        _entry("reversible", "unsuspend confirmation", alert(
            t, edit, t("backend::lang.account.unsuspend_confirm")), [
            (ok, False, [ajax(update, user_form)])]),
        _entry("reversible", "my account page", mine, [
            (save, False, [ajax(f"{users}/myaccount", [*mine_form, ("redirect", "0")])])]),
        _entry("delete", "role delete confirmation", alert(
            t, role_title, t("backend::lang.user.role.delete_confirm")), [
            (ok, True, [ajax(role_url, role_form)])]),
        _entry("delete", "group delete confirmation", alert(
            t, group_title, t("backend::lang.user.group.delete_confirm")), [
            (ok, True, [ajax(group_url, group_form)])]),
    ]  # fmt: skip


def log_screens(t: Any) -> list[dict[str, Any]]:
    """The event, request and theme logs: toolbar, rows ticked, Empty log confirmation."""
    ok, cancel = buttons(t)
    refresh, selected = t("backend::lang.list.refresh"), t("backend::lang.list.delete_selected")
    confirm = t("backend::lang.list.delete_selected_confirm")
    entries = []
    for name, url, ids, key in (
        ("event log", f"{B}system/eventlogs", EVENTS, "system::lang.event_log"),
        ("request log", f"{B}system/requestlogs", REQUESTS, "system::lang.request_log"),
        ("theme log", f"{B}cms/themelogs", THEME_LOGS, "cms::lang.theme_log"),
    ):
        title, empty = t(f"{key}.menu_label"), t(f"{key}.empty_link")
        toolbar = {"title": title, "items": [
            {"text": t(f"{key}.hint")}, {"link": refresh}, {"link": empty},
            {"button": selected}]}  # fmt: skip
        ticked = {"title": title, "items": [
            {"link": refresh}, {"link": empty}, {"button": selected},
            {"switch": f"#{ids[0]}", "checked": True},
            {"switch": f"#{ids[1]}", "checked": True}]}  # fmt: skip
        if name == "event log":
            entries.append(_entry("opens-prompt", f"{name} toolbar", toolbar, [
                (refresh, False, [ajax(url)]), (empty, False, [])]))  # fmt: skip
        entries += [
            _entry("delete", f"{name} rows ticked", ticked, [
                (selected, True, [ajax(url, checked(ids))])]),
            _entry("delete", f"{name} empty confirmation", alert(t, title, confirm), [
                (ok, True, [ajax(url)]), (cancel, False, [])]),
        ]  # fmt: skip
    return entries


def plugin_screens(t: Any) -> list[dict[str, Any]]:
    """Manage plugins with two rows ticked, its bulk menu and confirmations; the updates page
    and the project's detach confirmation."""
    ok, cancel = buttons(t)
    manage = f"{B}system/updates/manage"
    title = t("system::lang.plugins.manage")
    remove = t("system::lang.plugins.remove")
    select = t("system::lang.plugins.select_label")
    page = {"title": title, "items": [
        {"link": t("system::lang.updates.return_link")}, {"button": select},
        {"button": remove}, {"switch": "Harbor.Blog", "checked": True},
        {"switch": "Harbor.Forms", "checked": True}]}  # fmt: skip
    menu = popup(title, t("system::lang.plugins.bulk_actions_label"), [
        {"menu": t("system::lang.plugins.freeze_label")},
        {"menu": t("system::lang.plugins.unfreeze_label")},
        {"menu": t("system::lang.plugins.disable_label")},
        {"menu": t("system::lang.plugins.enable_label")},
        {"menu": t("system::lang.plugins.refresh_label")}])  # fmt: skip

    def bulk(action: str) -> list[Any]:
        return [ajax(manage, [("action", action), *checked(PLUGINS)])]

    def asked(action: str) -> str:
        return t("system::lang.plugins.action_confirm", action=t(f"system::lang.plugins.{action}"))

    updates = f"{B}system/updates"
    overview = {"title": t("system::lang.updates.title"), "items": [
        {"text": f"{t('system::lang.project.owner_label')}: Harbor Books"},
        {"link": t("system::lang.project.detach")},
        {"link": t("system::lang.updates.check_label")},
        {"link": t("system::lang.plugins.install")},
        {"link": t("system::lang.plugins.manage")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "manage plugins rows ticked", page, [
            (remove, False, [])]),
        _entry("opens-prompt", "manage plugins bulk menu", menu, [
            (t("system::lang.plugins.disable_label"), False, []),
            (t("system::lang.plugins.refresh_label"), False, [])]),
        _entry("reversible", "disable plugins confirmation", alert(t, title, asked("disable")), [
            (ok, False, bulk("disable")), (cancel, False, [])]),
        _entry("reset", "reset plugin data confirmation", alert(
            t, title, t("system::lang.plugins.refresh_confirm")), [
            (ok, True, bulk("refresh")), (cancel, False, [])]),
        _entry("delete", "remove plugins confirmation", alert(
            t, title, t("system::lang.plugins.remove_confirm")), [
            (ok, True, bulk("remove")), (cancel, False, [])]),
        _entry("opens-prompt", "updates page", overview, [
            (t("system::lang.updates.check_label"), False, [ajax(updates)]),
            (t("system::lang.project.detach"), False, [])]),
        _entry("reversible", "detach project confirmation", alert(
            t, t("system::lang.updates.title"), t("system::lang.project.detach_confirm")), [
            (ok, False, [ajax(updates)])]),
    ]  # fmt: skip


def mail_screens(t: Any) -> list[dict[str, Any]]:
    """A custom mail template's page, its test and delete confirmations; the mail
    configuration, mail branding and back-end preferences pages' Reset to default."""
    ok, cancel = buttons(t)
    url = f"{B}system/mailtemplates/update/{TEMPLATE}"
    title = t("backend::lang.form.update_title", name=t("system::lang.mail_templates.template"))
    fields = [*HIDDEN, ("MailTemplate[layout]", "1"),
              ("MailTemplate[subject]", "Harbor Books this month"),
              ("MailTemplate[description]", "Monthly newsletter")]  # fmt: skip
    test = t("system::lang.mail_templates.test_send")
    page = {"title": title, "items": [
        {"text": TEMPLATE_CODE},
        {"field": "subject", "hint": t("system::lang.mail_templates.subject"),
         "text": "Harbor Books this month"},
        {"button": t("backend::lang.form.save")}, {"button": test},
        {"link": t("backend::lang.form.cancel")}]}  # fmt: skip
    settings = f"{B}system/settings/update/october/system/mail_settings"
    reset = t("backend::lang.form.reset_default")
    mail = {"title": t("system::lang.mail.menu_label"), "items": [
        {"field": "sender_name", "hint": t("system::lang.mail.sender_name"),
         "text": "Harbor Books"},
        {"field": "smtp_address", "hint": t("system::lang.mail.smtp_address"),
         "text": "smtp.harborbooks.example"},
        {"button": t("backend::lang.form.save")}, {"button": reset}]}  # fmt: skip
    mail_form = [*HIDDEN, ("MailSetting[sender_name]", "Harbor Books"),
                 ("MailSetting[sender_email]", "noreply@harborbooks.example"),
                 ("MailSetting[send_mode]", "smtp"),
                 ("MailSetting[smtp_address]", "smtp.harborbooks.example"),
                 ("MailSetting[smtp_port]", "587")]  # fmt: skip
    brand = f"{B}system/mailbrandsettings"
    brand_form = [*HIDDEN, ("MailBrandSetting[body_bg]", "#f5f8fa"),
                  ("MailBrandSetting[content_bg]", "#ffffff"),
                  ("MailBrandSetting[content_inner_bg]", "#ffffff")]  # fmt: skip
    prefs = f"{B}backend/preferences"
    prefs_form = [*HIDDEN, ("Preference[locale]", "en"),
                  ("Preference[timezone]", "Europe/Lisbon")]  # fmt: skip
    sure = t("backend::lang.form.action_confirm")
    return [
        _entry("reversible", "mail template page", page, [
            (t("backend::lang.form.save"), False, [ajax(url, [*fields, ("redirect", "0")])]),
            (test, False, [])]),
        _entry("harmless", "test message confirmation", alert(t, title, t(
            "system::lang.mail_templates.test_confirm", email=ADMIN_MAIL)), [
            (ok, False, [ajax(url, fields)]), (cancel, False, [])]),
        _entry("delete", "mail template delete confirmation", alert(
            t, title, t("system::lang.mail_templates.delete_confirm")), [
            (ok, True, [ajax(url, fields)])]),
        _entry("reversible", "mail configuration page", mail, [
            (reset, False, [])]),
        _entry("reset", "mail configuration reset confirmation", alert(
            t, t("system::lang.mail.menu_label"), sure), [
            (ok, True, [ajax(settings, mail_form)]), (cancel, False, [])]),
        _entry("reset", "mail branding reset confirmation", alert(
            t, t("system::lang.mail_brand.page_title"), sure), [
            (ok, True, [ajax(brand, brand_form)])]),
        _entry("reset", "back-end preferences reset confirmation", alert(
            t, t("backend::lang.backend_preferences.menu_label"), sure), [
            (ok, True, [ajax(prefs, prefs_form)])]),
    ]  # fmt: skip


def theme_screens(t: Any) -> list[dict[str, Any]]:
    """The front-end themes page (the theme that is not active), its Manage menu, the
    Duplicate popup and the delete confirmation."""
    ok, cancel = buttons(t)
    url = f"{B}cms/themes"
    title = t("cms::lang.theme.theme_title")
    manage = t("cms::lang.theme.manage_button")
    data = [*HIDDEN, ("theme", THEME)]
    card = {"title": title, "items": [
        {"text": THEME_NAME}, {"text": "A warm, readable theme for bookshops."},
        {"button": t("cms::lang.theme.activate_button")}, {"button": manage}]}  # fmt: skip
    menu = popup(title, t("cms::lang.theme.manage_title"), [
        {"menu": t("cms::lang.theme.edit_properties_button")},
        {"menu": t("cms::lang.theme.duplicate_button")},
        {"menu": t("cms::lang.theme.import_button")},
        {"menu": t("cms::lang.theme.export_button")},
        {"menu": t("cms::lang.theme.delete_button")}])  # fmt: skip
    duplicate = popup(title, f"{t('cms::lang.theme.duplicate_title')}: {THEME}", [
        {"field": "new_dir_name", "hint": t("cms::lang.theme.new_directory_name_label"),
         "text": "autumn-2"},
        {"button": t("cms::lang.theme.duplicate_button")},
        {"button": t("backend::lang.form.cancel")}])  # fmt: skip
    return [
        _entry("reversible", "themes page", card, [
            (t("cms::lang.theme.activate_button"), False, [ajax(url, data)]),
            (manage, False, [])]),
        _entry("opens-prompt", "theme manage menu", menu, [
            (t("cms::lang.theme.duplicate_button"), False, [ajax(url, data)]),
            (t("cms::lang.theme.delete_button"), False, [])]),
        _entry("reversible", "duplicate theme popup", duplicate, [
            (t("cms::lang.theme.duplicate_button"), False, [
                ajax(url, [*data, ("new_dir_name", "autumn-2")])])]),
        _entry("delete", "theme delete confirmation", alert(
            t, title, t("cms::lang.theme.delete_confirm")), [
            (ok, True, [ajax(url, data)]), (cancel, False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*auth_screens(t), *user_screens(t), *log_screens(t), *plugin_screens(t),
            *mail_screens(t), *theme_screens(t)]  # fmt: skip
