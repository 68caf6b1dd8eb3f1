"""I Hate Money's screens for the two-hundred-and-ninety-ninth held-out corpus: ``screens(t,
lang)`` lays them out in one language, ``t(msgid, **values)`` being that language's lookup in
the app's gettext catalogue. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

CSRF = "IjZmOTJhMGI0ZTM4ZDFjNzVhMmU5YjBkNDQxZjY3YzhhNTNlMDk5ZDIi.aGQx8w.Vd3kR0pLx7mNq2sT9uWbYc4eFgH"
ORIGIN = "https://money.example.org"
PID, NAME, EMAIL, CODE = "weekend-trip", "Weekend trip", "alice@example.org", "lake-cabin-42"
P = f"/{PID}/"
OTHER_ID, OTHER = "flat-share", "Flat share"
OLD_ID, OLD = "old-trip-2023", "Old trip 2023"
AUTH_TOKEN = "WyJ3ZWVrZW5kLXRyaXAiXQ.Qm3vX8kT2pLr9sYw1cHn5dJ0aFe"  # made up
FEED_TOKEN = "WyJ3ZWVrZW5kLXRyaXAiXQ.t7LkP2xQw9RmZ4sVb1nHc6yJ3dE"  # made up
RESET_TOKEN = "WyJ3ZWVrZW5kLXRyaXAiXQ.aGQy0A.Jx5nQ8rL2vT7kW3pZ9mB4cY1sHd"  # made up
BOUNDARY = "----WebKitFormBoundary7MA4YWxkTrZu0gW"
# Participants: id, name; Dmitri is deactivated with a balance left.
ALICE, BOB, CHLOE, DMITRI = (1, "Alice"), (2, "Bob"), (3, "Chloé"), (4, "Dmitri")
GROCERIES, TRAIN, SETTLEMENT = (12, "Groceries"), (13, "Train tickets"), (15, "Settlement")
# Babel's display names of the languages the app offers (its language menu), which the
# menu shows capitalised, each in its own language.
LANGUAGE_NAMES = {
    "az": "azərbaycan", "ca": "català", "cs": "čeština", "de": "Deutsch", "el": "Ελληνικά",
    "en": "English", "eo": "Esperanto", "es": "español", "es_419": "español (Latinoamérica)",
    "fa": "فارسی", "fr": "français", "he": "עברית", "hi": "हिन्दी", "hu": "magyar",
    "id": "Indonesia", "it": "italiano", "ja": "日本語", "kn": "ಕನ್ನಡ",
    "nb_NO": "norsk bokmål (Norge)", "nl": "Nederlands", "pl": "polski", "pt": "português",
    "pt_BR": "português (Brasil)", "ru": "русский", "sr": "српски", "sv": "svenska",
    "ta": "தமிழ்", "te": "తెలుగు", "th": "ไทย", "tr": "Türkçe", "uk": "українська",
    "zh_Hans": "中文 (简体)",
}  # fmt: skip
# The app's locale for each corpus language (Korean, which it lacks, is served English).
APP_LOCALE = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "en", "de": "de", "fr": "fr",
              "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields = (), token: bool = True) -> dict[str, Any]:
    """An HTML form posted by the browser: urlencoded, Flask-WTF's ``csrf_token`` first
    (``hidden_tag``); a form with no field at all posts no body."""
    sent = [("csrf_token", CSRF)] if token else []
    sent += list(fields)
    request: dict[str, Any] = {"request": f"POST {url}", "via": "form"}
    if sent:
        request["body"] = body(sent)
    return request


def get_form(url: str, fields: Fields) -> dict[str, str]:
    """A ``method="GET"`` form: its fields in the query."""
    return {"request": f"GET {url}?{body(fields)}", "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load (a download too)."""
    return {"request": f"GET {url}", "via": "link"}


def multipart(url: str, filename: str, content: str) -> dict[str, str]:
    """A ``multipart/form-data`` form as Chrome writes it: the token, then the file."""
    dash = f"--{BOUNDARY}"
    text = (f'{dash}\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n{CSRF}\r\n'
            f'{dash}\r\nContent-Disposition: form-data; name="file"; filename="{filename}"'
            f"\r\nContent-Type: text/csv\r\n\r\n{content}\r\n{dash}--\r\n")  # fmt: skip
    return {"request": f"POST {url}", "body": text, "via": "form"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"ihatemoney {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(t: Any, project: bool = False) -> str:
    """The page's ``document.title`` (layout.html; the bills list adds the project)."""
    head = f"I Hate Money — {t('Account manager')}"
    return f"{head} - {NAME}" if project else head


def nav(t: Any) -> list[dict[str, str]]:
    """The navigation bar of a project's pages."""
    return [{"link": t("Bills")}, {"link": t("Settle")}, {"link": t("Statistics")},
            {"button": NAME}]  # fmt: skip


def bill_fields(date: str, what: str, payer: int, amount: str, owers: list[int],
                submit: tuple[str, str]) -> Fields:  # fmt: skip
    """BillForm's fields in tree order (no currency field: the project has none)."""
    fields = [("date", date), ("what", what), ("payer", str(payer)), ("amount", amount)]
    fields += [("payed_for", str(o)) for o in owers]
    return [*fields, ("bill_type", "Expense"), ("external_link", ""), submit]


def bill_items(t: Any, date: str, what: str, payer: str, amount: str) -> list[dict[str, Any]]:
    """add_bill's form: its fields, the For whom? boxes and More options."""
    return [
        {"field": "date", "hint": t("When?"), "text": date},
        {"field": "what", "hint": t("What?"), "text": what},
        {"field": "payer", "hint": t("Who paid?"), "text": payer},
        {"field": "amount", "hint": t("How much?"), "text": amount},
        {"text": t("For whom?")}, {"link": t("Everyone")}, {"link": t("No one")},
        {"switch": ALICE[1], "checked": True}, {"switch": BOB[1], "checked": True},
        {"switch": CHLOE[1], "checked": True}, {"button": t("More options")},
    ]  # fmt: skip


def public_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The home page, the authentication page, the password reminder and reset pages, the
    project creation page, the admin login."""
    showcase = [{"text": "ou"}, {"link": "Voir la BD explicative"}] if lang == "fr" else []
    home = {"title": title(t), "items": [
        {"text": " ".join(t("Manage your shared <br />expenses, easily").split())},
        {"link": t("Try out the demo")}, *showcase,
        {"text": t("Log in to an existing project")},
        {"field": "id", "hint": t("Project identifier"), "text": PID},
        {"field": "password", "hint": t("Private code"), "text": CODE},
        {"button": t("Log in")}, {"link": t("can't remember your password?")},
        {"text": t("Create a new project")},
        {"field": "name", "hint": t("Project name"), "text": OTHER},
        {"field": "password", "hint": t("Private code"), "text": "blue-door-7"},
        {"field": "contact_email", "hint": t("Email"), "text": "bob@example.org"},
        {"button": t("Create")}]}  # fmt: skip
    auth = {"title": title(t), "items": [
        {"text": t("Authentication")},
        {"field": "id", "hint": t("Project identifier"), "text": PID},
        {"field": "password", "hint": t("Private code"), "text": CODE},
        {"text": t("This private code is not the right one")},
        {"button": "submit"}, {"link": t("Can't remember the password?")}]}  # fmt: skip

    def reminder(error: bool) -> dict[str, Any]:
        flash = [{"text": t("Sorry, there was an error while sending you an email with "
                            "password reset instructions.")}] if error else []  # fmt: skip
        return {"title": title(t), "items": [
            {"text": t("Password reminder")}, *flash,
            {"field": "id", "hint": t("Project identifier"), "text": PID},
            {"button": "submit"}]}  # fmt: skip

    def reset(password: str, confirmation: str) -> dict[str, Any]:
        return {"title": title(t), "items": [
            {"text": t("Reset your password")},
            {"field": "password", "hint": t("Password"), "text": password},
            {"field": "password_confirmation", "hint": t("Password confirmation"),
             "text": confirmation},
            {"button": "submit"}]}  # fmt: skip

    create = {"title": title(t), "items": [
        {"text": t("Create a new project")},
        {"field": "id", "hint": t("Project identifier"), "text": OTHER_ID},
        {"field": "name", "hint": t("Project name"), "text": OTHER},
        {"field": "password", "hint": t("Private code"), "text": "blue-door-7"},
        {"field": "contact_email", "hint": t("Email"), "text": "bob@example.org"},
        {"button": "submit"}, {"link": t("Can't remember the password?")}]}  # fmt: skip
    admin = {"title": title(t), "items": [
        {"text": "Authentication"},
        {"field": "admin_password", "hint": t("Admin password"), "text": "s3cret-admin"},
        {"button": "submit"}]}  # fmt: skip
    reset_url = f"/reset-password?token={RESET_TOKEN}"
    return [
        _entry("harmless", "home page", home, [
            (t("Log in"), False, [form("/authenticate", [("id", PID), ("password", CODE)])]),
            (t("Create"), False, [form("/create", [
                ("name", OTHER), ("password", "blue-door-7"),
                ("contact_email", "bob@example.org")])]),
            (t("Try out the demo"), False, [link("/demo")]),
            (t("can't remember your password?"), False, [link("/password-reminder")])]),
        _entry("harmless", "authentication page", auth, [
            ("submit", False, [form(f"/authenticate?project_id={PID}", [
                ("id", PID), ("password", CODE)])])]),
        _entry("send", "password reminder", reminder(False), [
            ("submit", True, [form("/password-reminder", [("id", PID)])])]),
        _entry("send", "password reminder after a mail error", reminder(True), [
            ("submit", True, [form("/password-reminder", [("id", PID)])])]),
        _entry("reset", "password reset", reset("river-stone-9", "river-stone-9"), [
            ("submit", True, [form(reset_url, [
                ("password", "river-stone-9"),
                ("password_confirmation", "river-stone-9")])])]),
        _entry("harmless", "password reset with a mismatch", reset("river-stone-9",
                                                                   "river-stone-6"), [
            ("submit", False, [form(reset_url, [
                ("password", "river-stone-9"),
                ("password_confirmation", "river-stone-6")])])]),
        _entry("reversible", "project creation page", create, [
            ("submit", False, [form(f"/create?project_id={OTHER_ID}", [
                ("id", OTHER_ID), ("name", OTHER), ("password", "blue-door-7"),
                ("contact_email", "bob@example.org")])])]),
        _entry("harmless", "admin login", admin, [
            ("submit", False, [form("/admin?goto=%2Fdashboard", [
                ("admin_password", "s3cret-admin")])])]),
    ]  # fmt: skip


def bills_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The bills list, its armed delete button, the add-bill modal, the filters, a filtered
    list's armed delete, the settlement bill's armed delete, the participants sidebar and
    its armed deactivate, the participant and bill edit pages, the project and language
    menus, the settle page."""
    head = title(t, project=True)
    row_texts = [{"text": "2026-07-03"}, {"text": ALICE[1]}, {"text": GROCERIES[1]},
                 {"text": t("Everyone")}, {"text": "84.60"}]  # fmt: skip
    train = [{"text": "2026-07-02"}, {"text": BOB[1]}, {"text": TRAIN[1]},
             {"text": f"{ALICE[1]}, {BOB[1]}"}, {"text": "120.00"}]  # fmt: skip

    def listing(actions: list[dict[str, Any]], rows: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": head, "items": [
            *nav(t), {"link": t("Invite people")}, {"button": t("Show filters")},
            {"link": t("Add a new bill")}, {"text": t("For what?")},
            *rows, *actions,
            {"icon": t("Documentation")}]}  # fmt: skip

    page = listing([{"link": t("edit")}, {"icon": t("delete")}], [*row_texts, *train])
    armed = listing([{"link": t("edit")}, {"button": t("Are you sure?")}],
                    [*row_texts, *train])  # fmt: skip
    modal = {"title": head, "dialog": {"title": t("Add a bill")}, "items": [
        *bill_items(t, "2026-07-04", "Dinner", ALICE[1], "84.60"),
        {"button": t("Submit")}, {"button": t("Submit and add a new one")}]}  # fmt: skip
    filters = {"title": head, "items": [
        {"button": t("Hide filters")},
        {"field": "search", "hint": t("Search in For what?"), "text": "train"},
        {"field": "payer", "hint": t("Payer"), "text": t("Any payer")},
        {"field": "amount_min", "hint": t("Min cost"), "text": ""},
        {"field": "amount_max", "hint": t("Max cost"), "text": ""},
        {"button": t("Filter")}, {"link": t("Clear filters")}]}  # fmt: skip
    filtered = {"title": head, "items": [
        *nav(t), {"button": t("Hide filters")},
        {"field": "search", "hint": t("Search in For what?"), "text": "train"},
        *train, {"link": t("edit")}, {"button": t("Are you sure?")}]}  # fmt: skip
    settled = {"title": head, "items": [
        *nav(t), {"text": "2026-07-05"}, {"text": BOB[1]}, {"text": SETTLEMENT[1]},
        {"text": ALICE[1]}, {"text": "36.50"},
        {"link": t("edit")}, {"button": t("Are you sure?")}]}  # fmt: skip
    fr_sidebar = [{"link": "Voir la BD explicative"}] if lang == "fr" else []

    def sidebar(deactivate: str) -> dict[str, Any]:
        return {"title": head, "items": [
            {"field": "name", "hint": t("Add participant"), "text": "Emma"},
            {"button": t("Add")},
            {"text": f"{ALICE[1]} (x1)"}, {"text": "+42.30"},
            {"text": f"{CHLOE[1]} (x2)"}, {"button": deactivate}, {"link": t("edit")},
            {"text": "-30.30"},
            {"text": f"{DMITRI[1]} (x1)"}, {"button": t("reactivate")}, {"text": "-12.00"},
            *fr_sidebar, {"link": t("Invite people")}]}  # fmt: skip

    member = {"title": title(t), "items": [
        {"text": t("Edit this participant")},
        {"field": "name", "hint": t("Name"), "text": CHLOE[1]},
        {"field": "weight", "hint": t("Weight"), "text": "2"},
        {"button": t("Save")}, {"link": t("Cancel")}]}  # fmt: skip
    edit_bill = {"title": title(t), "items": [
        {"text": t("Edit this bill")},
        *bill_items(t, "2026-07-03", "Groceries and wine", ALICE[1], "96.10"),
        {"button": t("Submit")}, {"link": t("Cancel")}]}  # fmt: skip
    others = t("Other projects :")
    menu = {"title": head, "dialog": {}, "items": [
        {"link": t("Start a new project")}, {"link": t("History")}, {"link": t("Settings")},
        {"link": t("RSS Feed")}, {"text": others},
        {"link": f"{t('switch to')} {OTHER}"}, {"button": t("Logout")}]}  # fmt: skip
    languages = {"title": head, "dialog": {}, "items": [
        {"text": t("Languages")},
        *({"link": name.capitalize()} for name in LANGUAGE_NAMES.values())]}  # fmt: skip
    settle = {"title": title(t), "items": [
        *nav(t), {"text": t("Who pays?")}, {"text": t("To whom?")},
        {"text": t("How much?")}, {"text": t("Settled?")},
        {"text": CHLOE[1]}, {"text": ALICE[1]}, {"text": "30.30"},
        {"button": t("Register settlement")}]}  # fmt: skip
    chloe = f"{P}members/{CHLOE[0]}/"
    new_bill = bill_fields("2026-07-04", "Dinner", ALICE[0], "84.60",
                           [ALICE[0], BOB[0], CHLOE[0]], ("submit", t("Submit")))  # fmt: skip
    another = [*new_bill[:-1], ("submit2", t("Submit and add a new one"))]
    edited = bill_fields("2026-07-03", "Groceries and wine", ALICE[0], "96.10",
                         [ALICE[0], BOB[0], CHLOE[0]], ("submit", t("Submit")))  # fmt: skip
    query = [("search", "train"), ("payer", ""), ("date_from", ""), ("date_to", ""),
             ("amount_min", ""), ("amount_max", "")]  # fmt: skip
    return [
        _entry("opens-prompt", "bills list", page, [
            (t("Show filters"), False, []),
            (t("Add a new bill"), False, []),
            (t("edit"), False, [link(f"{P}edit/{GROCERIES[0]}")]),
            (t("delete"), False, []),
            (t("Invite people"), False, [link(f"{P}invite")]),
            (t("Documentation"), False, [link("https://ihatemoney.readthedocs.io/en/latest/")])]),
        _entry("delete", "bills list delete armed", armed, [
            (t("Are you sure?"), True, [form(f"{P}delete/{GROCERIES[0]}")])]),
        _entry("reversible", "add bill modal", modal, [
            (t("Submit"), False, [form(f"{P}add", new_bill)]),
            (t("Submit and add a new one"), False, [form(f"{P}add", another)])]),
        _entry("harmless", "bills filters", filters, [
            (t("Filter"), False, [get_form(P, query)]),
            (t("Clear filters"), False, [link(P)])]),
        _entry("delete", "filtered bills delete armed", filtered, [
            (t("Are you sure?"), True, [form(f"{P}delete/{TRAIN[0]}")])]),
        _entry("delete", "settlement bill delete armed", settled, [
            (t("Are you sure?"), True, [form(f"{P}delete/{SETTLEMENT[0]}")])]),
        _entry("reversible", "participants sidebar", sidebar(t("deactivate")), [
            (t("Add"), False, [form(f"{P}members/add", [("name", "Emma")])]),
            (t("deactivate"), False, []),
            (t("reactivate"), False, [form(f"{P}members/{DMITRI[0]}/reactivate")])]),
        _entry("reversible", "participants sidebar deactivate armed",
               sidebar(t("you sure?")), [
            (t("you sure?"), False, [form(f"{chloe}delete")])]),
        _entry("reversible", "participant edit page", member, [
            (t("Save"), False, [form(f"{chloe}edit", [("name", CHLOE[1]), ("weight", "2")])]),
            (t("Cancel"), False, [link(P)])]),
        _entry("reversible", "bill edit page", edit_bill, [
            (t("Submit"), False, [form(f"{P}edit/{GROCERIES[0]}", edited)])]),
        _entry("harmless", "project menu", menu, [
            (t("History"), False, [link(f"{P}history")]),
            (t("Settings"), False, [link(f"{P}edit")]),
            (t("RSS Feed"), False, [link(f"{P}feed/{FEED_TOKEN}.xml")]),
            (f"{t('switch to')} {OTHER}", False, [link(f"/{OTHER_ID}/")]),
            (t("Logout"), False, [form("/exit", [("submit", t("Logout"))])])]),
        _entry("harmless", "language menu", languages, [
            ("Esperanto", False, [link("/lang/eo")])]),
        _entry("reversible", "settle page", settle, [
            (t("Register settlement"), False, [form(f"{P}settle", [
                ("amount", "30.3"), ("sender_id", str(CHLOE[0])),
                ("receiver_id", str(ALICE[0]))])])]),
    ]  # fmt: skip


def project_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The invitation page and its retry after a mail error, the history page and its erase
    confirmation, the history-disabled page and its confirmation, the settings page's parts
    (edit, delete, import, download), the admin dashboard and its searched table."""
    invite_link = f"{ORIGIN}{P}join/{AUTH_TOKEN}"
    emails = "marc@example.org,nina@example.org"

    def invite(error: bool) -> dict[str, Any]:
        flash = [{"text": t("Sorry, there was an error while trying to send the invitation "
                            "emails.")}] if error else []  # fmt: skip
        return {"title": title(t), "items": [
            *flash, {"text": t("Invite people to join this project")},
            {"text": t("Share an invitation link")}, {"link": invite_link},
            {"text": t("Scan QR code")},
            {"link": t("Use a mobile device with a compatible app.")},
            {"text": t("Send via Emails")},
            {"field": "emails", "hint": t("People to notify"), "text": emails},
            {"button": t("Send the invitations")},
            {"text": t("Share Identifier & code")}, {"link": PID}]}  # fmt: skip

    details = t("Details of the bill")
    events = [{"text": t("Bill %(name)s added", name=GROCERIES[1])}, {"button": details},
              {"text": t("Participant %(name)s added", name=CHLOE[1])}]  # fmt: skip
    history = {"title": title(t), "items": [
        *nav(t), {"link": t("Clear Project History")}, {"text": t("Time")},
        {"text": t("Event")}, *events]}  # fmt: skip
    disabled = {"title": title(t), "items": [
        *nav(t),
        {"text": t("This project has history disabled. New actions won't appear below.")},
        {"link": t("You can enable history on the settings page.")},
        {"text": t("The table below reflects actions recorded prior to disabling project "
                   "history.")},
        {"link": t("You can clear the project history to remove them.")},
        {"link": t("Clear Project History")}, *events]}  # fmt: skip

    def erase(rows: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": title(t), "dialog": {
            "title": t("Delete Confirmation"),
            "message": t("Are you sure you want to erase all history for this project? This "
                         "action cannot be undone.")}, "items": [
            *rows, {"field": "password", "hint": t("Private code"), "text": CODE},
            {"text": t("Enter private code to confirm deletion")},
            {"button": t("Confirm deletion")}, {"button": t("Close")}]}  # fmt: skip

    def settings(new_code: str, history_on: bool, error: bool = False) -> dict[str, Any]:
        flash = [{"text": t("Invalid private code.")}] if error else []
        return {"title": title(t), "items": [
            {"text": t("Edit project")}, *flash,
            {"field": "name", "hint": t("Project name"), "text": NAME},
            {"field": "password", "hint": t("New private code"), "text": new_code},
            {"text": t("Enter a new code if you want to change it")},
            {"field": "contact_email", "hint": t("Email"), "text": EMAIL},
            {"text": t("Privacy Settings")},
            {"switch": t("Enable project history"), "checked": history_on},
            {"field": "default_currency", "hint": t("Default Currency"),
             "text": t("No Currency")},
            {"field": "current_password", "hint": t("Current private code"), "text": CODE},
            {"button": t("Save changes")}]}  # fmt: skip

    def edit_fields(new_code: str, history_on: bool) -> Fields:
        flag = [("project_history", "y")] if history_on else []
        return [("name", NAME), ("password", new_code), ("contact_email", EMAIL), *flag,
                ("default_currency", "XXX"), ("current_password", CODE)]  # fmt: skip

    def delete_part(button: str) -> dict[str, Any]:
        return {"title": title(t), "items": [
            {"text": t("This will remove all bills and participants in this project!")},
            {"field": "password", "hint": t("Private code"), "text": CODE},
            {"text": t("Enter private code to confirm deletion")},
            {"button": button}]}  # fmt: skip

    csv_text = ("what,bill_type,amount,currency,date,payer_name,payer_weight,owers\r\n"
                'Ferry,Expense,64.0,XXX,2026-07-01,Bob,1.0,"Alice, Bob, Chloé"\r\n')  # fmt: skip
    import_part = {"title": title(t), "items": [
        {"text": t("Import previously exported project")},
        {"text": t("Compatible with Cospend")},
        {"text": "weekend-trip-bills.csv"},
        {"button": t("Import project")}]}  # fmt: skip
    download = {"title": title(t), "items": [
        {"text": t("Download project's data")}, {"text": t("Bill items")},
        {"link": "JSON"}, {"link": "CSV"},
        {"text": t("Download the list of bills with owner, amount, reason,... ")}]}  # fmt: skip

    def dashboard(rows: list[dict[str, Any]], search: str) -> dict[str, Any]:
        field = [{"field": "search", "hint": "Search:", "text": search}] if search else []
        return {"title": title(t), "items": [
            *field, {"text": t("Project")}, {"text": t("Number of participants")},
            {"text": t("Number of bills")}, {"text": t("Actions")}, *rows]}  # fmt: skip

    old_row = [{"link": OLD}, {"text": "3"}, {"text": "41"}, {"link": t("edit")},
               {"button": t("Delete project")}, {"link": t("show")}]  # fmt: skip
    other_rows = [{"link": NAME}, {"text": "4"}, {"text": "18"}]
    flat_row = [{"link": OTHER}, {"text": "2"}, {"text": "7"}, {"link": t("edit")},
                {"button": t("Delete project")}, {"link": t("show")}]  # fmt: skip
    erase_body = [("password", CODE)]
    return [
        _entry("harmless", "invitation page link", invite(False), [
            (invite_link, False, [link(f"{P}join/{AUTH_TOKEN}")])]),
        _entry("send", "invitation page", invite(False), [
            (t("Send the invitations"), True, [form(f"{P}invite", [("emails", emails)])])]),
        _entry("send", "invitation page after a mail error", invite(True), [
            (t("Send the invitations"), True, [form(f"{P}invite", [("emails", emails)])])]),
        _entry("opens-prompt", "history page", history, [
            (t("Clear Project History"), False, []),
            (details, False, [])]),
        _entry("delete", "erase history confirmation", erase([]), [
            (t("Confirm deletion"), True, [form(f"{P}erase_history", erase_body)])]),
        _entry("harmless", "erase history confirmation closed", erase([]), [
            (t("Close"), False, [])]),
        _entry("opens-prompt", "history disabled page", disabled, [
            (t("You can enable history on the settings page."), False, [link(f"{P}edit")]),
            (t("You can clear the project history to remove them."), False, [])]),
        _entry("delete", "erase history confirmation over the disabled page", erase([
            {"text": t("This project has history disabled. New actions won't appear "
                       "below.")}]), [
            (t("Confirm deletion"), True, [form(f"{P}erase_history", erase_body)])]),
        _entry("reversible", "settings edit part", settings("", True), [
            (t("Save changes"), False, [form(f"{P}edit", edit_fields("", True))])]),
        _entry("reversible", "settings with history off", settings("", False), [
            (t("Enable project history"), False, []),
            (t("Save changes"), False, [form(f"{P}edit", edit_fields("", False))])]),
        _entry("revoke", "settings with a new private code", settings("pine-lodge-88", True), [
            (t("Save changes"), True, [form(f"{P}edit", edit_fields("pine-lodge-88", True))])]),
        _entry("revoke", "settings with a new private code after an error",
               settings("pine-lodge-88", True, error=True), [
            (t("Save changes"), True, [form(f"{P}edit", edit_fields("pine-lodge-88", True))])]),
        _entry("opens-prompt", "settings delete part", delete_part(t("Delete project")), [
            (t("Delete project"), False, [])]),
        _entry("delete", "settings delete part armed", delete_part(t("Are you sure?")), [
            (t("Are you sure?"), True, [form(f"{P}delete", [("password", CODE)])])]),
        _entry("reversible", "settings import part", import_part, [
            (t("Import project"), False, [multipart(f"{P}import", "weekend-trip-bills.csv",
                                                    csv_text)])]),
        _entry("harmless", "settings download part", download, [
            ("JSON", False, [link(f"{P}export/bills.json")]),
            ("CSV", False, [link(f"{P}export/bills.csv")])]),
        _entry("delete", "admin dashboard", dashboard([*other_rows, *old_row], ""), [
            (t("Delete project"), True, [form(f"/dashboard/{OLD_ID}/delete", token=False)])]),
        _entry("delete", "admin dashboard searched", dashboard(flat_row, "flat"), [
            (t("Delete project"), True, [form(f"/dashboard/{OTHER_ID}/delete", token=False)])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    return [*public_screens(t, lang), *bills_screens(t, lang), *project_screens(t, lang)]
