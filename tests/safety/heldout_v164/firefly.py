"""Firefly III's screens for the hundred-and-sixty-fourth held-out corpus: ``screens(t, ok)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of a key of
the app's ``resources/lang/<locale>/*.php`` catalogue and ``ok`` the browser's OK and Cancel
of a JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

TOKEN = "pX3kQ9vT2mL7wR4nB8cY1zF6hJ0dS5aG3eK9uN2q"  # made up; csrf_token()
ACCOUNT, ACCOUNT_NAME = 7, "Albert Heijn"  # an expense account
JOURNAL, JOURNAL_TITLE, JOURNAL2 = 42, "Groceries", 43
BUDGET, CATEGORY, TAG, BILL, PIGGY, RECURRENCE = 3, 4, 5, 6, 8, 9
BUDGET_NAME, CATEGORY_NAME, TAG_NAME = "Food", "Household", "holiday-2024"
BILL_NAME, PIGGY_NAME, RECURRENCE_NAME = "Rent", "New bike", "Monthly salary"
RULE, RULE_NAME, GROUP, GROUP_NAME = 11, "Supermarkets", 2, "Shopping"
WEBHOOK, WEBHOOK_NAME, USER, USER_EMAIL = 3, "Budget sync", 2, "bob@example.com"
ME = "alice@example.com"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST, ``_token`` first."""
    return {"request": f"POST {path}", "body": body([("_token", TOKEN), *fields]), "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {path}", "via": "link"}


def ajax(method: str, path: str, fields: Fields | None = None) -> Any:
    """jQuery's ``$.ajax`` / ``$.post`` (an XMLHttpRequest; ``$.post``'s object urlencoded)."""
    if fields is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body(fields)}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"firefly-iii {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, message: str, ok: tuple[str, str]) -> dict[str, Any]:
    """A page's ``confirm()`` over it: the message, the browser's OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def delete_screens(t: Any) -> list[dict[str, Any]]:
    """The GET confirmation pages ``*/delete/{id}``: a form posting to ``*/destroy/{id}``
    with ``_token`` (and a move-to field where the page has one) and the submit input's
    ``submit`` value, and a Cancel link back to the page the user came from."""
    delete, cancel = t("form.deletePermanently"), t("form.cancel")

    def page(source: str, heading: str, destroy: str, fields: Fields, back: str) -> Any:
        screen = {"title": heading, "items": [
            {"text": t("form.permDeleteWarning")}, {"button": delete},
            {"link": cancel}]}  # fmt: skip
        return _entry("delete", source, screen, [
            (delete, True, [form(destroy, [*fields, ("submit", delete)])]),
            (cancel, False, [link(back)])])  # fmt: skip

    pages = [
        page("account delete page", t("form.delete_account", name=ACCOUNT_NAME),
             f"/accounts/destroy/{ACCOUNT}", [("move_account_before_delete", "0")],
             f"/accounts/show/{ACCOUNT}"),
        page("transaction delete page", t("form.delete_journal", description=JOURNAL_TITLE),
             f"/transactions/destroy/{JOURNAL}", [], f"/transactions/show/{JOURNAL}"),
        page("budget delete page", t("form.delete_budget", name=BUDGET_NAME),
             f"/budgets/destroy/{BUDGET}", [], "/budgets"),
        page("category delete page", t("form.delete_category", name=CATEGORY_NAME),
             f"/categories/destroy/{CATEGORY}", [], "/categories"),
        page("tag delete page", t("firefly.delete_tag", tag=TAG_NAME),
             f"/tags/destroy/{TAG}", [], "/tags"),
        page("bill delete page", t("form.delete_bill", name=BILL_NAME),
             f"/bills/destroy/{BILL}", [], "/bills"),
        page("piggy bank delete page", t("firefly.delete_piggy_bank", name=PIGGY_NAME),
             f"/piggy-banks/destroy/{PIGGY}", [], "/piggy-banks"),
        page("recurring delete page", t("form.delete_recurring", title=RECURRENCE_NAME),
             f"/recurring/destroy/{RECURRENCE}", [], "/recurring"),
        page("rule delete page", t("form.delete_rule", title=RULE_NAME),
             f"/rules/destroy/{RULE}", [], "/rules"),
        page("rule group delete page", t("form.delete_rule_group", title=GROUP_NAME),
             f"/rule-groups/destroy/{GROUP}", [("move_rules_before_delete", "0")], "/rules"),
    ]  # fmt: skip
    mass = t("form.delete_all_permanently")
    mass_screen = {"title": t("firefly.mass_delete_journals"), "items": [
        {"text": t("form.mass_journal_are_you_sure")}, {"switch": JOURNAL_TITLE, "checked": True},
        {"switch": "Bakery", "checked": True}, {"button": mass}, {"link": cancel}]}  # fmt: skip
    hook = t("form.delete_webhook", title=WEBHOOK_NAME)
    hook_screen = {"title": hook, "items": [
        {"text": t("form.permDeleteWarning")}, {"button": delete}, {"link": cancel}]}  # fmt: skip
    return [
        *pages,
        _entry("delete", "mass delete page", mass_screen, [
            (mass, True, [form("/transactions/mass/destroy", [
                ("confirm_mass_delete[]", str(JOURNAL)), ("confirm_mass_delete[]", str(JOURNAL2)),
                ("submit", mass)])]),
            (cancel, False, [link("/")])]),
        # The webhook page's button is no form's: its click handler sends $.ajax DELETE.
        _entry("delete", "webhook delete page", hook_screen, [
            (delete, True, [ajax("DELETE", f"/api/v1/webhooks/{WEBHOOK}")]),
            (cancel, False, [link(f"/webhooks/show/{WEBHOOK}")])]),
    ]  # fmt: skip


def user_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The administration's user delete page, whose submit first asks ``confirm()``."""
    delete, cancel, sure = t("form.deletePermanently"), t("form.cancel"), t("firefly.are_you_sure")
    title = t("form.delete_user", email=USER_EMAIL)
    page = {"title": title, "items": [
        {"text": t("form.permDeleteWarning")}, {"button": delete}, {"link": cancel}]}  # fmt: skip
    return [
        _entry("opens-prompt", "admin user delete page", page, [
            (delete, False, []), (cancel, False, [link("/admin/users")])]),
        _entry("delete-user", "admin user delete confirm", confirm(title, sure, ok), [
            (ok[0], True, [form(f"/admin/users/destroy/{USER}", [("submit", delete)])]),
            (ok[1], False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """An account's page with its actions dropdown open."""
    edit, delete = t("firefly.edit"), t("firefly.delete")
    reconcile = t("firefly.reconcile_this_account")
    screen = {"title": ACCOUNT_NAME, "dialog": {}, "items": [
        {"menu": edit}, {"menu": delete}, {"menu": reconcile}]}  # fmt: skip
    return [_entry("reversible", "account actions dropdown", screen, [
        (edit, False, [link(f"/accounts/edit/{ACCOUNT}")]),
        (delete, False, [link(f"/accounts/delete/{ACCOUNT}")]),
        (reconcile, False, [link(f"/accounts/reconcile/{ACCOUNT}/index")])])]  # fmt: skip


def rule_screens(t: Any) -> list[dict[str, Any]]:
    """The rules page: a rule group's dropdown and a rule's row buttons, and the pages that
    apply a group or a rule to existing transactions."""
    edit, delete = t("firefly.edit"), t("firefly.delete")
    apply_group = t("firefly.apply_rule_group_selection", title=GROUP_NAME)
    up, down = t("firefly.move_rule_group_up"), t("firefly.move_rule_group_down")
    menu = {"title": t("firefly.rules"), "dialog": {}, "items": [
        {"text": GROUP_NAME}, {"menu": edit}, {"menu": delete}, {"menu": apply_group},
        {"menu": up}, {"menu": down}]}  # fmt: skip
    apply_rule = t("firefly.apply_rule_selection", title=RULE_NAME)
    duplicate = t("firefly.duplicate_rule", title=RULE_NAME)
    row = {"title": t("firefly.rules"), "items": [
        {"text": RULE_NAME}, {"icon": edit}, {"icon": delete},
        {"icon": t("firefly.test_rule_triggers")}, {"icon": apply_rule},
        {"icon": duplicate}]}  # fmt: skip
    execute = t("firefly.execute")
    run = [("start", "2024-05-01"), ("end", "2024-05-21"), ("accounts[]", "1"),
           ("submit", execute)]  # fmt: skip
    group_page = {"title": apply_group, "items": [
        {"text": t("firefly.apply_rule_group_selection_intro", title=GROUP_NAME)},
        {"field": "start", "text": "2024-05-01"}, {"field": "end", "text": "2024-05-21"},
        {"button": execute}]}  # fmt: skip
    rule_page = {"title": apply_rule, "items": [
        {"text": t("firefly.apply_rule_selection_intro", title=RULE_NAME)},
        {"field": "start", "text": "2024-05-01"}, {"field": "end", "text": "2024-05-21"},
        {"button": execute}]}  # fmt: skip
    return [
        _entry("reversible", "rule group dropdown", menu, [
            (edit, False, [link(f"/rule-groups/edit/{GROUP}")]),
            (delete, False, [link(f"/rule-groups/delete/{GROUP}")]),
            (apply_group, False, [link(f"/rule-groups/select/{GROUP}")]),
            (up, False, [ajax("POST", "/rule-groups/move", [
                ("_token", TOKEN), ("direction", "up"), ("id", str(GROUP))])]),
            (down, False, [ajax("POST", "/rule-groups/move", [
                ("_token", TOKEN), ("direction", "down"), ("id", str(GROUP))])])]),
        _entry("reversible", "rule row", row, [
            (edit, False, [link(f"/rules/edit/{RULE}")]),
            (delete, False, [link(f"/rules/delete/{RULE}")]),
            (t("firefly.test_rule_triggers"), False, [link(f"/rules/search/{RULE}")]),
            (apply_rule, False, [link(f"/rules/select/{RULE}")]),
            (duplicate, False, [ajax("POST", "/rules/duplicate", [
                ("_token", TOKEN), ("id", str(RULE))])])]),
        _entry("run", "rule group apply page", group_page, [
            (execute, True, [form(f"/rule-groups/execute/{GROUP}", run)])]),
        _entry("run", "rule apply page", rule_page, [
            (execute, True, [form(f"/rules/execute/{RULE}", run)])]),
    ]  # fmt: skip


def profile_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The profile page's tabs, its forms' pages, the delete-data buttons and their
    ``confirm()``."""
    title = t("firefly.profile")
    email, password = t("firefly.change_your_email"), t("firefly.change_your_password")
    logout, others = t("firefly.logout"), t("firefly.logout_other_sessions")
    delete_account = t("firefly.delete_account")
    options = {"title": title, "items": [
        {"tab": t("firefly.options")}, {"tab": t("firefly.command_line_token")},
        {"tab": t("firefly.pref_two_factor_auth")}, {"tab": t("firefly.delete_stuff_header")},
        {"text": ME}, {"link": email}, {"link": password}, {"link": logout}, {"link": others},
        {"link": delete_account}]}  # fmt: skip
    regenerate = t("firefly.regenerate_command_line_token")
    cli = {"title": title, "items": [
        {"text": t("firefly.explain_command_line_token")},
        {"field": "token", "text": "3a9e1f0c7b5d2e8f4a6c1b9d0e7f3a2c"},
        {"button": regenerate}]}  # fmt: skip
    reset = t("firefly.pref_two_factor_auth_reset_code")
    disable = t("firefly.pref_two_factor_auth_disable_2fa")
    backup = t("firefly.pref_two_factor_new_backup_codes")
    mfa_on = {"title": title, "items": [
        {"text": t("firefly.pref_two_factor_auth_help")}, {"link": reset}, {"button": disable},
        {"button": backup}]}  # fmt: skip
    enable = t("firefly.pref_enable_two_factor_auth")
    mfa_off = {"title": title, "items": [
        {"text": t("firefly.pref_two_factor_auth_help")}, {"button": enable}]}  # fmt: skip
    save = t("firefly.pref_save_settings")
    code = {"title": t("firefly.pref_two_factor_auth"), "items": [
        {"field": "code", "hint": t("firefly.pref_two_factor_auth_code"), "text": "492817"},
        {"button": save}]}  # fmt: skip
    kinds = [("purge", "purge_all_data", "/api/v1/data/purge"),
             ("budgets", "delete_all_budgets", "/api/v1/data/destroy?objects=budgets"),
             ("rules", "delete_all_rules", "/api/v1/data/destroy?objects=rules"),
             ("accounts", "delete_all_accounts", "/api/v1/data/destroy?objects=accounts"),
             ("transactions", "delete_all_transactions",
              "/api/v1/data/destroy?objects=transactions")]  # fmt: skip
    data = {"title": title, "items": [
        {"text": t("firefly.purge_data_title")}, {"text": t("firefly.delete_data_title")},
        *({"button": t(f"firefly.{key}")} for _, key, _ in kinds)]}  # fmt: skip
    sure = t("firefly.are_you_sure")
    asks = [_entry("delete", f"profile {kind} confirm", confirm(title, sure, ok), [
        (ok[0], True, [ajax("DELETE", url)]), (ok[1], False, [])])
        for kind, _, url in kinds]  # fmt: skip
    current = t("firefly.current_password")
    change_pw = {"title": title, "items": [
        {"field": "current_password", "hint": current, "text": "••••••••"},
        {"field": "new_password", "hint": t("firefly.new_password"), "text": "••••••••••"},
        {"field": "new_password_confirmation", "hint": t("firefly.new_password_again"),
         "text": "••••••••••"}, {"button": password}]}  # fmt: skip
    change_mail = {"title": title, "items": [
        {"field": "email", "hint": t("form.new_email_address"), "text": "alice@example.org"},
        {"button": email}]}  # fmt: skip
    logout_others = {"title": title, "items": [
        {"field": "password", "hint": current, "text": "••••••••"},
        {"button": others}]}  # fmt: skip
    button = t("firefly.delete_account_button")
    delete_page = {"title": title, "items": [
        {"text": t("firefly.delete_your_account_help")},
        {"field": "password", "hint": t("firefly.password"), "text": "••••••••"},
        {"button": button}]}  # fmt: skip
    secret = "hunter2-correct"
    return [
        _entry("reversible", "profile options tab", options, [
            (email, False, [link("/profile/change-email")]),
            (password, False, [link("/profile/change-password")]),
            # firefly.js: a .logout-link click submits the layout's #logout-form.
            (logout, False, [form("/logout", [])]),
            (others, False, [link("/profile/logout-others")]),
            (delete_account, False, [link("/profile/delete-account")])]),
        _entry("revoke", "profile command-line token tab", cli, [
            (regenerate, True, [form("/profile/regenerate", [])])]),
        _entry("revoke", "profile two-factor tab (on)", mfa_on, [
            (reset, False, [link("/profile/2fa/code")]),
            (disable, False, [form("/profile/delete-code", [("submit", disable)])]),
            (backup, True, [form("/profile/2fa/new-codes", [("submit", backup)])])]),
        _entry("reversible", "profile two-factor tab (off)", mfa_off, [
            (enable, False, [form("/profile/enable2FA", [])])]),
        _entry("reversible", "two-factor code page", code, [
            (save, False, [form("/profile/2fa/code", [("code", "492817")])])]),
        _entry("opens-prompt", "profile delete-data tab", data, [
            (t(f"firefly.{key}"), False, []) for _, key, _ in kinds]),
        *asks,
        _entry("reversible", "change password page", change_pw, [
            (password, False, [form("/profile/change-password", [
                ("current_password", secret), ("new_password", "a-longer-new-secret"),
                ("new_password_confirmation", "a-longer-new-secret"),
                ("verify_password", "1")])])]),
        _entry("reversible", "change email page", change_mail, [
            (email, False, [form("/profile/change-email", [("email", "alice@example.org")])])]),
        _entry("revoke", "logout other sessions page", logout_others, [
            (others, True, [form("/profile/logout-others", [("password", secret)])])]),
        _entry("opens-prompt", "delete account page", delete_page, [(button, False, [])]),
        _entry("delete-user", "delete account confirm",
               confirm(t("firefly.delete_your_account"), sure, ok), [
            (ok[0], True, [form("/profile/delete-account", [("password", secret)])]),
            (ok[1], False, [])]),
    ]  # fmt: skip


def other_screens(t: Any) -> list[dict[str, Any]]:
    """The export page and a piggy bank's add-money dialog."""
    export = t("firefly.export_data_all_transactions")
    page = {"title": t("firefly.export_data_main_title"), "items": [
        {"text": t("firefly.export_data_expl")}, {"button": export}]}  # fmt: skip
    add, close = t("firefly.add"), t("firefly.close")
    modal = {"title": PIGGY_NAME, "dialog": {"title": t("firefly.add_money_to_piggy_title",
                                                        name=PIGGY_NAME)},
             "items": [{"field": "amount", "text": "25"}, {"button": close},
                       {"button": add}]}  # fmt: skip
    return [
        _entry("reversible", "export page", page, [(export, False, [form("/export/export", [])])]),
        _entry("reversible", "piggy bank add money dialog", modal, [
            (add, False, [form(f"/piggy-banks/add/{PIGGY}", [("amount", "25")])]),
            (close, False, [])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    return [*account_screens(t), *delete_screens(t), *user_screens(t, ok), *rule_screens(t),
            *profile_screens(t, ok), *other_screens(t)]  # fmt: skip
