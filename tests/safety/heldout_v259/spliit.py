"""Spliit's screens for the two-hundred-and-fifty-ninth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``messages/<locale>.json`` catalogue. What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

# Made-up ids in the shape of the app's randomId(); the group is reached by its URL alone.
GROUP, GROUP_NAME = "kX3qM8vbT2pLwN7dRf4Jh", "Ski trip 2027"
TITLE = f"{GROUP_NAME} · Spliit"  # the group layout's title under the root template
GROUP2, GROUP2_NAME = "Vb7nQ2rT9sLm4Kp1Xc8Zd", "Flat 4B"
ALICE, BRUNO, CHEN = "p1Lq8Rt2Vw5Xy7Za9Bc3D", "p2Mn4Hj6Kl8Pq1Rs3Tu5V", "p3Wx5Yz7Ab9Cd2Ef4Gh6J"
DANA, EMIL = "p4Kl6Mn8Op1Qr3St5Uv7W", "p5Xy7Za9Bc2De4Fg6Hi8K"
PEOPLE = [(ALICE, "Alice"), (BRUNO, "Bruno"), (CHEN, "Chen"), (DANA, "Dana"), (EMIL, "Emil")]
INFO = "Chalet key is with Bruno."
# The expenses of the group: id, title, amount in cents, split, kind.
DINNER = "e1Ab3Cd5Ef7Gh9Ij2Kl4M"
GROCERIES = "e2Np6Qr8St1Uv3Wx5Yz7A"
RESALE = "e3Bc9De2Fg4Hi6Jk8Lm1N"
PAYBACK = "e4Op3Qr5St7Uv9Wx2Yz4B"
RENT = "e5Cd6Ef8Gh1Ij3Kl5Mn7O"
TAXI = "e6Pq9Rs2Tu4Vw6Xy8Za1C"
HOTEL = "e7De2Fg4Hi6Jk8Lm1No3P"
BIKES = "e8Qr5St7Uv9Wx2Yz4Ab6D"
PASSES = "e9Ef8Gh1Ij3Kl5Mn7Op9Q"
Act = tuple[Any, bool, list[Any]]


def trpc(procedure: str, data: dict[str, Any], date: str | None = None) -> dict[str, str]:
    """A mutation through httpBatchLink: ``POST /api/trpc/<procedure>?batch=1`` whose body is
    ``JSON.stringify({0: superjson.serialize(input)})``; an expense's date is a ``Date``,
    which superjson writes as its ISO string and names in ``meta``."""
    payload: dict[str, Any] = {"json": data}
    if date is not None:
        payload["meta"] = {"values": {date: ["Date"]}, "v": 1}
    body = json.dumps({"0": payload}, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"POST /api/trpc/{procedure}?batch=1", "body": body}


def query(procedure: str, data: dict[str, Any]) -> str:
    """A query through httpBatchLink: a GET whose ``input`` is the encoded batch."""
    text = json.dumps({"0": {"json": data}}, separators=(",", ":"))
    encoded = quote(text, safe="-_.!~*'()")  # encodeURIComponent
    return f"GET /api/trpc/{procedure}?batch=1&input={encoded}"


def page(url: str) -> dict[str, str]:
    """A page of the app: a ``<Link>`` or ``router.push`` (the page's server payload)."""
    return {"request": f"GET {url}", "via": "link"}


def locale(code: str) -> dict[str, str]:
    """LocaleSwitcher's server action setUserLocale: a POST to the page, its argument list
    in the body; the action sets the NEXT_LOCALE cookie."""
    return {"request": "POST /groups", "body": json.dumps([code])}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        case = {"enter": True} if action is None else {"tap": action}
        cases.append({**case, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"spliit {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def delete_popup(t: Any, title: str) -> dict[str, Any]:
    """DeletePopup's dialog over the expense form: its title, message, Yes and Cancel."""
    return {"title": title,
            "dialog": {"title": t("ExpenseForm.DeletePopup.title"),
                       "message": t("ExpenseForm.DeletePopup.description")},
            "items": [{"button": t("ExpenseForm.DeletePopup.yes")},
                      {"button": t("ExpenseForm.DeletePopup.cancel")}]}  # fmt: skip


def expense_values(date: str, title: str, amount: int, paid_by: str, paid_for: list[str],
                   category: int = 0, reimbursement: bool = False,
                   recurrence: str = "NONE") -> dict[str, Any]:  # fmt: skip
    """ExpenseForm's values as submit() hands them on: zod's output in the schema's order,
    amounts in cents, shares of an even split as 100 each, and no conversion fields (a
    group-currency expense drops originalAmount, originalCurrency and conversionRate)."""
    return {"expenseDate": f"{date}T00:00:00.000Z", "title": title, "category": category,
            "amount": amount, "paidBy": paid_by,
            "paidFor": [{"participant": p, "shares": 100} for p in paid_for],
            "splitMode": "EVENLY", "saveDefaultSplittingOptions": False,
            "isReimbursement": reimbursement, "documents": [], "notes": "",
            "recurrenceRule": recurrence}  # fmt: skip


def group_values(name: str, people: list[tuple[str | None, str]]) -> dict[str, Any]:
    """GroupForm's values: zod keeps a participant's id and name (none for a new one)."""
    participants = [{"id": i, "name": n} if i else {"name": n} for i, n in people]
    return {"name": name, "information": INFO, "currency": "$", "currencyCode": "USD",
            "participants": participants}  # fmt: skip


def home_screens(t: Any) -> list[dict[str, Any]]:
    """The home page, the header's menus, the groups list, its card menus and the add-by-URL
    popover, the create-group form, the not-found page."""
    meta = t("Homepage.metaTitle")
    home = {"title": meta, "items": [
        {"link": t("Header.groups")}, {"button": "Toggle theme"},
        {"link": t("Homepage.button.groups")}, {"link": t("Homepage.button.github")}]}  # fmt: skip
    theme = {"title": meta, "items": [
        {"menu": "Light"}, {"menu": "Dark"}, {"menu": "System"}]}  # fmt: skip
    groups_t = f"{t('Groups.recent')} · Spliit"  # the root layout's template
    languages = {"title": groups_t, "items": [
        {"menu": "English"}, {"menu": "Français"}, {"menu": "Deutsch"},
        {"menu": "日本語"}, {"menu": "简体中文"}]}  # fmt: skip
    listing = {"title": groups_t, "items": [
        {"link": t("Groups.myGroups")}, {"button": t("Groups.AddByURL.button")},
        {"link": t("Groups.create")}, {"text": t("Groups.starred")},
        {"link": GROUP_NAME}, {"text": t("Groups.recent")}, {"link": GROUP2_NAME}]}  # fmt: skip
    card = {"title": groups_t, "items": [
        {"link": GROUP_NAME}, {"menu": t("Groups.removeRecent")},
        {"menu": t("Groups.archive")}]}  # fmt: skip
    archived = {"title": groups_t, "items": [
        {"text": t("Groups.archived")}, {"link": GROUP2_NAME},
        {"menu": t("Groups.removeRecent")}, {"menu": t("Groups.unarchive")}]}  # fmt: skip
    add = {"title": groups_t, "dialog": {"title": t("Groups.AddByURL.title")}, "items": [
        {"text": t("Groups.AddByURL.description")},
        {"field": "url", "hint": "https://spliit.app/...", "focused": True,
         "text": f"https://spliit.app/groups/{GROUP2}/expenses?ref=share"}]}  # fmt: skip
    create_t = f"{t('Groups.createGroup')} · Spliit"

    def create(names: list[str]) -> dict[str, Any]:
        rows = [{"field": f"participants.{i}.name", "hint": t("GroupForm.Participants.new"),
                 "text": name} for i, name in enumerate(names)]  # fmt: skip
        return {"title": create_t, "items": [
            {"text": t("GroupForm.title")},
            {"field": "name", "hint": t("GroupForm.NameField.placeholder"), "text": "Lisbon"},
            {"text": t("GroupForm.Participants.title")}, *rows,
            {"button": t("GroupForm.Participants.add")},
            {"button": t("GroupForm.Settings.create")},
            {"link": t("GroupForm.Settings.cancel")}]}  # fmt: skip

    lisbon = {"name": "Lisbon", "information": "", "currency": "$", "currencyCode": "USD",
              "participants": [{"name": "Alice"}, {"name": "Bruno"}]}  # fmt: skip
    return [
        _entry("harmless", "home page", home, [
            (t("Homepage.button.groups"), False, [page("/groups")]),
            (t("Homepage.button.github"), False, [page("https://github.com/spliit-app/spliit")])]),
        _entry("reversible", "theme menu", theme, [
            ("Dark", False, [])]),
        _entry("reversible", "language menu", languages, [
            ("Français", False, [locale("fr-FR")])]),
        _entry("harmless", "groups page", listing, [
            (GROUP_NAME, False, [page(f"/groups/{GROUP}")]),
            (t("Groups.AddByURL.button"), False, [])]),
        _entry("reversible", "group card menu", card, [
            (t("Groups.archive"), False, []), (t("Groups.removeRecent"), False, [])]),
        _entry("reversible", "archived group card menu", archived, [
            (t("Groups.unarchive"), False, [])]),
        _entry("reversible", "add group by URL", add, [
            (None, False, [query("groups.get", {"groupId": GROUP2})])]),
        _entry("reversible", "create group form", create(["Alice", "Bruno"]), [
            (t("GroupForm.Settings.create"), False, [
                trpc("groups.create", {"groupFormValues": lisbon})]),
            (t("GroupForm.Settings.cancel"), False, [page("/groups")])]),
    ]  # fmt: skip


def tabs(t: Any) -> list[dict[str, str]]:
    """GroupTabs: one tab per page, named by its aria-label; the share and export icons."""
    keys = ("Expenses", "Balances", "Information", "Stats", "Activity", "Settings")
    return [{"tab": t(f"{key}.title")} for key in keys]


def group_screens(t: Any) -> list[dict[str, Any]]:
    """The group's expenses page, its share popover and QR dialog, the export menu, the
    active-user dialog, the balances, information, stats and activity pages."""
    title = TITLE
    base = f"/groups/{GROUP}"
    expenses = {"title": f"{t('Expenses.title')} · {title}", "items": [
        *tabs(t)[1:], {"icon": t("Share.title")}, {"icon": t("Expenses.export")},
        {"icon": t("Expenses.create")},
        {"field": "search", "hint": t("Expenses.searchPlaceholder"), "text": ""},
        {"text": t("Expenses.Groups.thisWeek")},
        {"row": "Dinner at Luigi's"}, {"row": "Groceries"}]}  # fmt: skip
    url = f"https://spliit.app/groups/{GROUP}/expenses?ref=share"
    share = {"title": title, "dialog": {"message": t("Share.description")}, "items": [
        {"field": "url", "text": url}, {"icon": t("Share.copyLink")},
        {"icon": t("Share.shareLink")}, {"icon": t("Share.qrCode.title")},
        {"text": f"{t('Share.warning')} {t('Share.warningHelp')}"}]}  # fmt: skip
    qr = {"title": title, "dialog": {"title": t("Share.qrCode.title"),
                                     "message": t("Share.qrCode.description")},
          "items": [{"button": t("Share.qrCode.download")}]}  # fmt: skip
    export = {"title": title, "items": [
        {"menu": t("Expenses.exportJson")}, {"menu": t("Expenses.exportCsv")}]}  # fmt: skip
    who = {"title": title, "dialog": {"title": t("Expenses.ActiveUserModal.title"),
                                      "message": t("Expenses.ActiveUserModal.description")},
           "items": [{"radio": t("Expenses.ActiveUserModal.nobody"), "checked": True},
                     *({"radio": name} for _, name in PEOPLE),
                     {"button": t("Expenses.ActiveUserModal.save")},
                     {"text": t("Expenses.ActiveUserModal.footer")}]}  # fmt: skip
    owes = t("Balances.Reimbursements.owes", **{"from": "Bruno", "to": "Alice"})
    owes2 = t("Balances.Reimbursements.owes", **{"from": "Chen", "to": "Alice"})
    balances = {"title": title, "items": [
        {"text": t("Balances.title")}, {"text": t("Balances.Reimbursements.title")},
        {"text": owes}, {"link": t("Balances.Reimbursements.markAsPaid")}, {"text": "$31.50"},
        {"text": owes2}, {"text": "$12.00"}]}  # fmt: skip
    information = {"title": title, "items": [
        *tabs(t), {"text": t("Information.title")}, {"text": INFO}]}  # fmt: skip
    stats = {"title": title, "items": [
        *tabs(t)[:3], *tabs(t)[4:], {"text": t("Stats.Totals.title")},
        {"text": t("Stats.Totals.groupSpendings")}]}  # fmt: skip
    create_url = f"{base}/expenses/create"
    repay = f"{create_url}?reimbursement=yes&from={BRUNO}&to={ALICE}&amount=3150"
    return [
        _entry("harmless", "expenses page", expenses, [
            (t("Balances.title"), False, [page(f"{base}/balances")]),
            (t("Expenses.create"), False, [page(create_url)]),
            ("Dinner at Luigi's", False, [page(f"{base}/expenses/{DINNER}/edit")])]),
        _entry("opens-prompt", "expenses page menus", expenses, [
            (t("Share.title"), False, []), (t("Expenses.export"), False, [])]),
        _entry("harmless", "share popover", share, [
            (t("Share.copyLink"), False, []), (t("Share.qrCode.title"), False, [])]),
        _entry("harmless", "share QR code dialog", qr, [
            (t("Share.qrCode.download"), False, [])]),
        _entry("harmless", "export menu", export, [
            (t("Expenses.exportCsv"), False, [page(f"{base}/expenses/export/csv")])]),
        _entry("reversible", "active user dialog", who, [
            (t("Expenses.ActiveUserModal.save"), False, [])]),
        _entry("harmless", "balances page", balances, [
            (t("Balances.Reimbursements.markAsPaid"), False, [page(repay)])]),
        _entry("harmless", "information page", information, [
            (t("Activity.title"), False, [page(f"{base}/activity")])]),
        _entry("harmless", "stats page", stats, [
            (t("Information.title"), False, [page(f"{base}/information")])]),
    ]  # fmt: skip


def expense_screens(t: Any) -> list[dict[str, Any]]:
    """The create form, the reimbursement form from Mark as paid, the edit form of each kind
    of expense and its delete confirmation."""
    title = TITLE
    base = f"/groups/{GROUP}"
    everyone = [p for p, _ in PEOPLE]

    def form(kind: str, create: bool, name: str, amount: str) -> dict[str, Any]:
        heading = t(f"ExpenseForm.{kind}.{'create' if create else 'edit'}")
        buttons: list[dict[str, str]] = [
            {"button": t("ExpenseForm.create" if create else "ExpenseForm.save")}
        ]
        if not create:
            buttons.append({"button": t("ExpenseForm.DeletePopup.label")})
        return {"title": title, "items": [
            {"text": heading},
            {"field": "title", "hint": t(f"ExpenseForm.{kind}.TitleField.placeholder"),
             "text": name},
            {"field": "amount", "hint": t("ExpenseForm.amountField.label"), "text": amount},
            {"text": t(f"ExpenseForm.{kind}.paidByField.label")},
            {"text": t(f"ExpenseForm.{kind}.paidFor.title")},
            {"button": t("ExpenseForm.selectNone")},
            {"text": t("ExpenseForm.SplitModeField.label")},
            *buttons, {"link": t("ExpenseForm.cancel")}]}  # fmt: skip

    create = form("Expense", True, "Ferry tickets", "46.20")
    repay = form("Expense", True, "Paid back Alice", "31.50")
    create_values = expense_values("2026-08-14", "Ferry tickets", 4620, ALICE, everyone)
    repay_values = expense_values("2026-08-14", "Paid back Alice", 3150, BRUNO, [ALICE],
                                  category=1, reimbursement=True)  # fmt: skip
    edit_values = expense_values("2026-08-12", "Dinner at Luigi's", 8450, ALICE,
                                 [ALICE, BRUNO, CHEN])  # fmt: skip
    back = page(base)

    def made(values: dict[str, Any]) -> list[Any]:
        return [trpc("groups.expenses.create", {
            "groupId": GROUP, "expenseFormValues": values, "participantId": ALICE},
            "expenseFormValues.expenseDate"), back]  # fmt: skip

    entries = [
        _entry("reversible", "create expense form", create, [
            (t("ExpenseForm.create"), False, made(create_values)),
            (t("ExpenseForm.cancel"), False, [back])]),
        _entry("reversible", "reimbursement form", repay, [
            (t("ExpenseForm.create"), False, made(repay_values))]),
        _entry("reversible", "edit expense form", form(
            "Expense", False, "Dinner at Luigi's", "84.50"), [
            (t("ExpenseForm.save"), False, [trpc("groups.expenses.update", {
                "expenseId": DINNER, "groupId": GROUP, "expenseFormValues": edit_values,
                "participantId": ALICE}, "expenseFormValues.expenseDate"), back])]),
    ]  # fmt: skip
    # One expense of each kind: its edit form, whose Delete opens the confirmation, and the
    # confirmation whose Yes deletes it.
    kinds = [("Expense", DINNER, "Dinner at Luigi's", "84.50"),
             ("Expense", GROCERIES, "Groceries", "63.18"),
             ("Income", RESALE, "Concert ticket resale", "-40.00"),
             ("Expense", PAYBACK, "Reimbursement", "25.00"),
             ("Expense", RENT, "Chalet rent", "1200.00"),
             ("Expense", TAXI, "Taxi from the airport", "54.00"),
             ("Expense", HOTEL, "Hotel night in Geneva", "310.00"),
             ("Expense", BIKES, "Bike rental", "96.00"),
             ("Expense", PASSES, "Lift passes", "372.00")]  # fmt: skip
    # The form of every other kind is the same screen with another name: four are enough.
    openers = {DINNER, RESALE, PAYBACK, RENT}
    for kind, expense, name, amount in kinds:
        if expense in openers:
            entries.append(
                _entry(
                    "opens-prompt",
                    f"edit form of {name}",
                    form(kind, False, name, amount),
                    [(t("ExpenseForm.DeletePopup.label"), False, [])],
                )
            )
        delete = trpc(
            "groups.expenses.delete",
            {"expenseId": expense, "groupId": GROUP, "participantId": ALICE},
        )
        entries.append(_entry("delete", f"delete {name}", delete_popup(t, title), [
            (t("ExpenseForm.DeletePopup.yes"), True, [delete, back]),
            (t("ExpenseForm.DeletePopup.cancel"), False, [])]))  # fmt: skip
    return entries


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The group's settings form: renamed, with one, two or three participants removed (the
    ones without expenses), with a participant added."""
    title = TITLE

    def settings(name: str, people: list[tuple[str | None, str]]) -> dict[str, Any]:
        rows = [{"field": f"participants.{i}.name", "hint": t("GroupForm.Participants.new"),
                 "text": n} for i, (_, n) in enumerate(people)]  # fmt: skip
        return {"title": title, "items": [
            *tabs(t)[:5], {"text": t("GroupForm.title")},
            {"field": "name", "hint": t("GroupForm.NameField.placeholder"), "text": name},
            {"field": "information", "hint": t("GroupForm.InformationField.placeholder"),
             "text": INFO},
            {"text": t("GroupForm.Participants.title")}, *rows,
            {"button": t("GroupForm.Participants.add")},
            {"text": t("GroupForm.Settings.title")},
            {"button": t("GroupForm.Settings.save")}]}  # fmt: skip

    def save(name: str, people: list[tuple[str | None, str]]) -> list[Any]:
        return [
            trpc(
                "groups.update",
                {
                    "groupId": GROUP,
                    "participantId": ALICE,
                    "groupFormValues": group_values(name, people),
                },
            )
        ]

    everyone: list[tuple[str | None, str]] = list(PEOPLE)
    variants = [
        ("reversible", "settings renamed", GROUP_NAME + " (Zermatt)", everyone, False),
        ("reversible", "settings participant added", GROUP_NAME, [*everyone, (None, "Farid")],
         False),
        ("delete-user", "settings without Emil", GROUP_NAME, everyone[:4], True),
        ("delete-user", "settings without Dana", GROUP_NAME, [*everyone[:3], everyone[4]],
         True),
        ("delete-user", "settings without Dana and Emil", GROUP_NAME, everyone[:3], True),
    ]  # fmt: skip
    entries = [_entry("reversible", "settings add participant", settings(GROUP_NAME, everyone),
                      [(t("GroupForm.Participants.add"), False, [])])]  # fmt: skip
    for category, source, name, people, bad in variants:
        entries.append(
            _entry(
                category,
                source,
                settings(name, people),
                [(t("GroupForm.Settings.save"), bad, save(name, people))],
            )
        )
    return entries


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*home_screens(t), *group_screens(t), *expense_screens(t), *settings_screens(t)]
