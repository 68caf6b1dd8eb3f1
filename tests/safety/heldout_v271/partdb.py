"""Part-DB's screens for the two-hundred-and-seventy-first held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(key, domain, **params)`` being that language's lookup in
the app's XLIFF catalogues (``messages`` for the Twig templates, ``frontend`` for the
dialog buttons of the scripts). What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

# The locale in every path (``/{_locale}/...``), as the app's language menu sets it.
LOCALES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
           "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
TOKEN = "d3b07384.kQ7vN2pXr4TbW9sLm1ZcH8yD6aFgJ0eU.Rt5Ys2Lx9Wq4Pb7Nm3Kc8Hv1Zd6Ga0Fe"  # made up
FORM_TOKEN = "Zk3pW9qL2vX7nB4tRm8sYc1H"  # made up; the double-submit token csrf_protection sets
PART, PART_NAME = 42, "BC547B"
LOT, LOT_PLACE, LOT2_PLACE = 7, "Shelf A1", "Drawer 3"
SELECTED = "42,43,57"
CAT, CAT_NAME, CAT2, CAT2_NAME = 3, "Transistors", 5, "Diodes"
LOC, LOC_NAME = 12, "Shelf A"
PROJECT, PROJECT_NAME, PART2, PART2_LOT = 9, "Weather station", "NE555P", 15
USER, USER_NAME, ME = 5, "jdoe", "alex"
KEY, KEY_NAME = 4, "YubiKey 5C"
API_TOKEN, API_TOKEN_NAME = 6, "KiCad sync"
CLIENT, CLIENT_NAME = "3f9a7c2e51d84b06", "Inventory Scanner"
LOG_ID = 913
BACKUP, BACKUP_DATE = "partdb_backup_2026-08-15_030000.zip", "2026-08-15 03:00"
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields = ()) -> dict[str, str]:
    """An HTML form posted by the browser (Turbo sends the same urlencoded body)."""
    return {"request": f"POST {url}", "body": body(fields), "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"partdb {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def swal(t: Any, page: str, title: str, message: str = "") -> dict[str, Any]:
    """ConfirmSwal over its page: the title, the message, OK and Cancel (dialog.btn.*)."""
    dialog = {"title": title, "message": message} if message else {"title": title}
    return {"title": page, "dialog": dialog, "items": [
        {"button": t("dialog.btn.ok", "frontend")},
        {"button": t("dialog.btn.cancel", "frontend")}]}  # fmt: skip


def native_confirm(page: str, message: str, buttons: tuple[str, str]) -> dict[str, Any]:
    """The browser's ``confirm()``: a message, no title, OK and Cancel."""
    ok, cancel = buttons
    return {"title": page, "dialog": {"message": message},
            "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip


def part_screens(t: Any, base: str) -> list[dict[str, Any]]:
    """A part's page: its tools, the delete confirmation, its stock table and the withdraw
    dialog, once with the lot emptied and deleted."""
    url = f"{base}/part/{PART}"
    tools = {"title": PART_NAME, "items": [
        {"text": PART_NAME}, {"link": t("part.edit.btn")}, {"link": t("part.clone.btn")},
        {"button": t("part.delete")}]}  # fmt: skip
    delete = swal(t, PART_NAME, t("part.delete.confirm_title"), t("part.delete.message"))
    withdraw_t = t("part.info.withdraw_modal.title.withdraw")
    add_t = t("part.info.withdraw_modal.title.add")
    move_t = t("part.info.withdraw_modal.title.move")
    lots = {"title": PART_NAME, "items": [
        {"text": LOT_PLACE}, {"text": "120"}, {"button": withdraw_t}, {"button": add_t},
        {"button": move_t}, {"text": LOT2_PLACE}, {"text": "40"},
        {"button": t("part_lot.create")}]}  # fmt: skip

    def modal(title: str, checked: bool) -> dict[str, Any]:
        return {"title": PART_NAME, "dialog": {"title": title}, "items": [
            {"field": "amount", "hint": t("part.info.withdraw_modal.amount"), "text": "25"},
            {"field": "comment", "hint": t("part.info.withdraw_modal.comment"),
             "text": "Prototype board"},
            {"switch": t("part.info.withdraw_modal.delete_lot_if_empty"), "checked": checked},
            {"button": t("modal.close")}, {"button": t("modal.submit")}]}  # fmt: skip

    def stock(action: str, amount: str, target: str, extra: Fields = ()) -> dict[str, str]:
        return form(f"{url}/add_withdraw", [
            ("lot_id", str(LOT)), ("action", action), ("_csfr", TOKEN), ("_redirect", url),
            ("amount", amount), ("target_id", target), ("comment", "Prototype board"),
            ("timestamp", ""), *extra])  # fmt: skip

    emptied = modal(withdraw_t, True)
    emptied["items"][0]["text"] = "120"
    return [
        _entry("opens-prompt", "part tools", tools, [
            (t("part.edit.btn"), False, [link(f"{url}/edit")]),
            (t("part.delete"), False, [])]),
        _entry("delete", "part delete confirmation", delete, [
            (t("dialog.btn.ok", "frontend"), True, [form(f"{url}/delete", [
                ("_method", "DELETE"), ("_token", TOKEN), ("log_comment", "")])]),
            (t("dialog.btn.cancel", "frontend"), False, [])]),
        _entry("opens-prompt", "part stock table", lots, [
            (withdraw_t, False, [])]),
        _entry("reversible", "withdraw dialog", modal(withdraw_t, False), [
            (t("modal.submit"), False, [stock("withdraw", "25", str(LOT))])]),
        _entry("delete", "withdraw dialog emptying the lot", emptied, [
            (t("modal.submit"), True, [stock("withdraw", "120", str(LOT), [
                ("delete_lot_if_empty", "true")])])]),
    ]  # fmt: skip


def list_screens(t: Any, base: str) -> list[dict[str, Any]]:
    """A category's parts list with three parts selected and an action chosen in its bar,
    and the bulk deletion's confirmation."""
    back = f"{base}/category/{CAT}/parts"
    action_t = t("part_list.action.action.title")
    submit = t("part_list.action.submit")

    def bar(chosen: str, target: str = "") -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"button": t("part_list.action.invert_selection")},
            {"text": t("part_list.action.part_count", params={"%count%": "3"})},
            {"field": "action", "hint": action_t, "text": chosen},
        ]
        if target:
            items.append({"field": "target", "hint": "", "text": target})
        return {"title": CAT_NAME, "items": [*items, {"button": submit},
                {"link": PART_NAME}]}  # fmt: skip

    def act(action: str, target: str = "") -> dict[str, str]:
        fields = [("_token", TOKEN), ("redirect_back", back), ("ids", SELECTED),
                  ("action", action)]  # fmt: skip
        return form(f"{base}/table/action", [*fields, *([("target", target)] if target else [])])

    delete = swal(t, CAT_NAME, t("part_list.action.delete-title"),
                  t("part_list.action.delete-message"))  # fmt: skip
    return [
        _entry("reversible", "parts list favorite", bar(t("part_list.action.action.favorite")), [
            (submit, False, [act("favorite")])]),
        _entry("reversible", "parts list change category", bar(
            t("part_list.action.action.change_category"), CAT2_NAME), [
            (submit, False, [act("change_category", str(CAT2))])]),
        _entry("harmless", "parts list export", bar(
            t("part_list.action.export_csv"), t("export.level.extended")), [
            (submit, False, [act("export_csv", "2")])]),
        _entry("opens-prompt", "parts list delete", bar(t("part_list.action.action.delete")), [
            (submit, False, [])]),
        _entry("delete", "parts list delete confirmation", delete, [
            (t("dialog.btn.ok", "frontend"), True, [act("delete")]),
            (t("dialog.btn.cancel", "frontend"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any, base: str) -> list[dict[str, Any]]:
    """A category's admin page (its delete control and export form), the delete
    confirmations with and without its children, a storage location's and a project's."""
    url = f"{base}/category/{CAT}"
    edit_t = t("edit.caption", params={"%name": CAT_NAME})
    recursive = t("entity.delete.recursive")
    page = {"title": edit_t, "items": [
        {"field": "name", "hint": t("name.label"), "text": CAT_NAME},
        {"button": t("save")}, {"button": t("entity.delete")},
        {"switch": recursive, "checked": False}]}  # fmt: skip
    export = {"title": edit_t, "items": [
        {"field": "format", "hint": t("export.format"), "text": "JSON"},
        {"field": "level", "hint": t("export.level"), "text": t("export.level.extended")},
        {"switch": t("export.include_children"), "checked": True},
        {"button": t("export.btn")}]}  # fmt: skip

    def delete(page_t: str, name: str) -> dict[str, Any]:
        return swal(t, page_t, t("entity.delete.confirm_title", params={"%name%": name}),
                    t("entity.delete.message"))  # fmt: skip

    ok = t("dialog.btn.ok", "frontend")
    fields = [("_method", "DELETE"), ("_token", TOKEN), ("log_comment", "")]
    return [
        _entry("opens-prompt", "category admin page", page, [
            (t("entity.delete"), False, [])]),
        _entry("delete", "category delete confirmation", delete(edit_t, CAT_NAME), [
            (ok, True, [form(url, fields)]),
            (t("dialog.btn.cancel", "frontend"), False, [])]),
        _entry("delete", "category recursive delete confirmation", delete(edit_t, CAT_NAME), [
            (ok, True, [form(url, [*fields, ("delete_recursive", "on")])])]),
        _entry("harmless", "category export form", export, [
            (t("export.btn"), False, [form(f"{url}/export", [
                ("format", "json"), ("level", "extended"), ("include_children", "on")])])]),
        _entry("delete", "storage location delete confirmation", delete(
            t("edit.caption", params={"%name": LOC_NAME}), LOC_NAME), [
            (ok, True, [form(f"{base}/store_location/{LOC}", [
                *fields, ("delete_recursive", "on")])])]),
        _entry("delete", "project delete confirmation", delete(
            t("edit.caption", params={"%name": PROJECT_NAME}), PROJECT_NAME), [
            (ok, True, [form(f"{base}/project/{PROJECT}", fields)])]),
    ]  # fmt: skip


def user_admin_screens(t: Any, base: str) -> list[dict[str, Any]]:
    """A user's admin page, the impersonation and deletion confirmations."""
    edit_t = f"{t('user.edit')}: {USER_NAME}"
    page = {"title": edit_t, "items": [
        {"link": t("user.impersonate.btn")},
        {"field": "name", "hint": t("user.username.label"), "text": USER_NAME},
        {"button": t("save")}, {"button": t("entity.delete")}]}  # fmt: skip
    impersonate = swal(t, edit_t, t("user.impersonate.confirm.title"),
                       t("user.impersonate.confirm.message"))  # fmt: skip
    delete = swal(t, edit_t, t("entity.delete.confirm_title", params={"%name%": USER_NAME}),
                  t("entity.delete.message"))  # fmt: skip
    ok, cancel = t("dialog.btn.ok", "frontend"), t("dialog.btn.cancel", "frontend")
    return [
        _entry("opens-prompt", "user admin page", page, [
            (t("user.impersonate.btn"), False, []), (t("entity.delete"), False, [])]),
        _entry("reversible", "impersonation confirmation", impersonate, [
            (ok, False, [link(f"{base}/user/{USER}/edit?_switch_user={USER_NAME}")])]),
        _entry("delete-user", "user delete confirmation", delete, [
            (ok, True, [form(f"{base}/user/{USER}", [
                ("_method", "DELETE"), ("_token", TOKEN), ("log_comment", "")])]),
            (cancel, False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any, base: str) -> list[dict[str, Any]]:
    """The user settings: the password form, the two-factor tabs and their confirmations,
    the API tokens, a new token, the connected apps."""
    settings = f"{base}/user/settings"
    title = t("user.settings.label")
    ok, cancel = t("dialog.btn.ok", "frontend"), t("dialog.btn.cancel", "frontend")
    password = {"title": title, "items": [
        {"text": t("user.settings.change_pw")},
        {"field": "old_password", "hint": t("user.settings.pw_old.label"), "text": "••••••••"},
        {"field": "new_password", "hint": t("user.settings.pw_new.label"), "text": "••••••••••"},
        {"field": "confirm", "hint": t("user.settings.pw_confirm.label"), "text": "••••••••••"},
        {"button": t("save")}]}  # fmt: skip
    tabs = [
        {"tab": t("tfa.settings.google.tab")},
        {"tab": t("tfa.settings.bakup.tab")},
        {"tab": t("tfa.settings.u2f.tab")},
        {"tab": t("tfa.settings.trustedDevices.tab")},
    ]
    google = {"title": title, "items": [
        *tabs, {"text": t("tfa_google.enabled_message")},
        {"button": t("tfa_google.disable")}]}  # fmt: skip
    backup = {"title": title, "items": [
        *tabs, {"text": t("tfa_backup.enabled")}, {"link": t("tfa_backup.show_codes")},
        {"button": t("tfa_backup.regenerate_codes")}]}  # fmt: skip
    keys = {"title": title, "items": [
        *tabs, {"text": KEY_NAME}, {"button": t("tfa_u2f.key_delete")},
        {"link": t("tfa_u2f.add_new_key")}]}  # fmt: skip
    devices = {"title": title, "items": [
        *tabs, {"text": t("tfa_trustedDevices.explanation")},
        {"button": t("tfa_trustedDevices.invalidate.btn")}]}  # fmt: skip
    tokens = {"title": title, "items": [
        {"text": t("user.settings.api_tokens")}, {"text": API_TOKEN_NAME},
        {"text": t("api_token.level.read_only")},
        {"button": t("user.settings.api_tokens.delete")},
        {"link": t("api_token.create_new")}]}  # fmt: skip
    new_token = {"title": t("api_token.create_new"), "items": [
        {"field": "name", "hint": t("api_tokens.name"), "text": "Label printer"},
        {"field": "level", "hint": t("api_tokens.access_level"),
         "text": t("api_token.level.read_only")},
        {"field": "valid_until", "hint": t("api_tokens.expiration_date"), "text": ""},
        {"button": t("save")}]}  # fmt: skip
    apps = {"title": title, "items": [
        {"text": t("user.settings.oauth_connected_apps")}, {"text": CLIENT_NAME},
        {"button": t("user.settings.oauth_connected_apps.revoke")}]}  # fmt: skip
    delete = [("_method", "DELETE"), ("_token", TOKEN)]
    return [
        _entry("reversible", "password change", password, [
            (t("save"), False, [form(settings, [
                ("form[old_password]", "quiet-harbor-17"),
                ("form[new_password][first]", "amber-field-2291"),
                ("form[new_password][second]", "amber-field-2291"),
                ("form[submit]", ""), ("form[_token]", FORM_TOKEN)])])]),
        _entry("opens-prompt", "authenticator app tab", google, [
            (t("tfa_google.disable"), False, [])]),
        _entry("revoke", "authenticator app disable confirmation", swal(
            t, title, t("tfa_google.disable.confirm_title"),
            t("tfa_google.disable.confirm_message")), [
            (ok, True, [form(settings, [("tfa_google_settings[_token]", FORM_TOKEN),
                                        ("tfa_google_settings[submit]", "")])]),
            (cancel, False, [])]),
        _entry("opens-prompt", "backup codes tab", backup, [
            (t("tfa_backup.regenerate_codes"), False, [])]),
        _entry("reset", "backup codes regeneration confirmation", swal(
            t, title, t("tfa_backup.reset_codes.confirm_title"),
            t("tfa_backup.reset_codes.confirm_message")), [
            (ok, True, [form(settings, [("backup_codes[_token]", FORM_TOKEN),
                                        ("backup_codes[reset_codes]", "")])])]),
        _entry("opens-prompt", "security keys tab", keys, [
            (t("tfa_u2f.key_delete"), False, [])]),
        _entry("revoke", "security key delete confirmation", swal(
            t, title, t("tfa_u2f.delete_u2f.confirm_title"),
            t("tfa_u2f.delete_u2f.confirm_message")), [
            (ok, True, [form(f"{base}/user/u2f_delete", [
                *delete, ("webauthn_key_id", str(KEY))])])]),
        _entry("opens-prompt", "trusted devices tab", devices, [
            (t("tfa_trustedDevices.invalidate.btn"), False, [])]),
        _entry("revoke", "trusted devices reset confirmation", swal(
            t, title, t("tfa_trustedDevices.invalidate.confirm_title"),
            t("tfa_trustedDevices.invalidate.confirm_message")), [
            (ok, True, [form(f"{base}/user/invalidate_trustedDevices", delete)]),
            (cancel, False, [])]),
        _entry("opens-prompt", "API tokens", tokens, [
            (t("user.settings.api_tokens.delete"), False, [])]),
        _entry("revoke", "API token delete confirmation", swal(
            t, title, t("user.settings.api_tokens.delete.title"),
            t("user.settings.api_tokens.delete.message")), [
            (ok, True, [form(f"{base}/user/api_token/delete", [
                *delete, ("token_id", str(API_TOKEN))])])]),
        _entry("reversible", "new API token", new_token, [
            (t("save"), False, [form(f"{base}/user/api_token/create", [
                ("form[name]", "Label printer"), ("form[level]", "1"),
                ("form[valid_until]", ""), ("form[submit]", ""),
                ("form[_token]", FORM_TOKEN)])])]),
        _entry("opens-prompt", "connected apps", apps, [
            (t("user.settings.oauth_connected_apps.revoke"), False, [])]),
        _entry("revoke", "connected app revoke confirmation", swal(
            t, title, t("user.settings.oauth_connected_apps.revoke.title"),
            t("user.settings.oauth_connected_apps.revoke.message")), [
            (ok, True, [form(f"{base}/user/oauth_connected_apps/revoke", [
                *delete, ("client_id", CLIENT)])]),
            (cancel, False, [])]),
    ]  # fmt: skip


def log_screens(t: Any, base: str) -> list[dict[str, Any]]:
    """A log entry's details, the undo, revert and delete confirmations."""
    details = f"{base}/log/{LOG_ID}/details"
    title = f"{t('log.details.title')}: {t('log.type.element_edited')}"
    page = {"title": title, "items": [
        {"text": PART_NAME}, {"button": t("log.undo.undo.short")},
        {"button": t("log.undo.revert.short")},
        {"button": t("log.details.delete_entry")}]}  # fmt: skip
    undo = swal(t, title, t("log.undo.confirm_title"), t("log.undo.confirm_message"))
    delete = swal(t, title, t("log.delete.message.title"), t("log.delete.message"))
    ok, cancel = t("dialog.btn.ok", "frontend"), t("dialog.btn.cancel", "frontend")
    return [
        _entry("opens-prompt", "log entry details", page, [
            (t("log.undo.undo.short"), False, []), (t("log.undo.revert.short"), False, []),
            (t("log.details.delete_entry"), False, [])]),
        _entry("reversible", "undo confirmation", undo, [
            (ok, False, [form(f"{base}/log/undo", [
                ("redirect_back", details), ("undo", str(LOG_ID))])])]),
        _entry("reversible", "revert confirmation", undo, [
            (ok, False, [form(f"{base}/log/undo", [
                ("redirect_back", details), ("revert", str(LOG_ID))])])]),
        _entry("delete", "log entry delete confirmation", delete, [
            (ok, True, [form(f"{base}/log/{LOG_ID}/delete", [
                ("_method", "DELETE"), ("_token", TOKEN)])]),
            (cancel, False, [])]),
    ]  # fmt: skip


def system_screens(t: Any, base: str, buttons: tuple[str, str]) -> list[dict[str, Any]]:
    """A project's build page; the update manager's backups and their confirmations."""
    build = {"title": f"{t('project.info.builds.label')}: 2x {PROJECT_NAME}", "items": [
        {"text": PART_NAME}, {"field": f"lot_{LOT}", "hint": LOT_PLACE, "text": "2"},
        {"text": PART2}, {"field": f"lot_{PART2_LOT}", "hint": "Bin 7", "text": "2"},
        {"field": "comment", "hint": t("part.info.withdraw_modal.comment"), "text": "Batch 2"},
        {"button": t("project.build.btn_build")}]}  # fmt: skip
    manager = f"{base}/system/update-manager"
    title = f"Part-DB {t('update_manager.title')}"
    backups = {"title": title, "items": [
        {"tab": t("update_manager.backups")}, {"button": t("update_manager.backup.create")},
        {"text": BACKUP}, {"button": t("update_manager.restore_backup")},
        {"button": t("update_manager.delete")}]}  # fmt: skip
    restore_message = (
        f"{t('update_manager.restore_confirm_title')}\n\nBackup: {BACKUP}\nDate: "
        f"{BACKUP_DATE}\n\n{t('update_manager.restore_confirm_message')}\n\n⚠️ "
        f"{t('update_manager.restore_confirm_warning')}"
    )
    ok, cancel = buttons
    return [
        _entry("reversible", "project build page", build, [
            (t("project.build.btn_build"), False, [form(
                f"{base}/project/{PROJECT}/build?n=2", [
                    (f"project_build[lot_{LOT}][value]", "2"),
                    (f"project_build[lot_{PART2_LOT}][value]", "2"),
                    ("project_build[comment]", "Batch 2"), ("project_build[submit]", ""),
                    ("project_build[_token]", FORM_TOKEN)])])]),
        _entry("opens-prompt", "update manager backups", backups, [
            (t("update_manager.restore_backup"), False, []),
            (t("update_manager.delete"), False, [])]),
        _entry("reversible", "backup create confirmation", native_confirm(
            title, t("update_manager.backup.create.confirm"), buttons), [
            (ok, False, [form(f"{manager}/backup", [("_token", TOKEN)])]),
            (cancel, False, [])]),
        _entry("overwrite", "backup restore confirmation", native_confirm(
            title, restore_message, buttons), [
            (ok, True, [form(f"{manager}/restore", [
                ("_token", TOKEN), ("filename", BACKUP), ("restore_database", "1")])]),
            (cancel, False, [])]),
        _entry("delete", "backup delete confirmation", native_confirm(
            title, t("update_manager.backup.delete.confirm"), buttons), [
            (ok, True, [form(f"{manager}/backup/delete", [
                ("_token", TOKEN), ("filename", BACKUP)])])]),
    ]  # fmt: skip


def session_screens(t: Any, base: str) -> list[dict[str, Any]]:
    """The user menu, the login page and the password reset request."""
    menu = {"title": "Part-DB", "dialog": {}, "items": [
        {"text": ME}, {"link": t("user.settings.label")}, {"link": t("user.info.label")},
        {"link": t("user.logout")}]}  # fmt: skip
    login = {"title": "Part-DB", "items": [
        {"field": "_username", "hint": t("login.username.label"), "text": ME},
        {"field": "_password", "hint": t("login.password.label"), "text": "••••••••"},
        {"switch": t("login.rememberme"), "checked": False}, {"button": t("login.btn")},
        {"link": t("pw_reset.password_forget")}]}  # fmt: skip
    reset = {"title": t("pw_reset.request.header.title"), "items": [
        {"field": "user", "hint": t("pw_reset.user_or_email"), "text": ME},
        {"field": "captcha", "hint": "", "text": "K7P2XQ"},
        {"button": t("pw_reset.submit")}]}  # fmt: skip
    return [
        _entry("reversible", "user menu", menu, [
            (t("user.logout"), False, [link(f"{base}/logout")])]),
        _entry("reversible", "login page", login, [
            (t("login.btn"), False, [form(f"{base}/login", [
                ("_username", ME), ("_password", "quiet-harbor-17"), ("submit", ""),
                ("_csrf_token", FORM_TOKEN)])])]),
        _entry("send", "password reset request", reset, [
            (t("pw_reset.submit"), True, [form(f"{base}/pw_reset/request", [
                ("form[user]", ME), ("form[captcha]", "K7P2XQ"), ("form[submit]", ""),
                ("form[_token]", FORM_TOKEN)])])]),
    ]  # fmt: skip


def screens(t: Any, lang: str, buttons: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus in one language; ``buttons`` are the browser's OK and
    Cancel of a ``confirm()`` in that language."""
    base = f"/{LOCALES[lang]}"
    return [*part_screens(t, base), *list_screens(t, base), *admin_screens(t, base),
            *user_admin_screens(t, base), *settings_screens(t, base), *log_screens(t, base),
            *system_screens(t, base, buttons), *session_screens(t, base)]  # fmt: skip
