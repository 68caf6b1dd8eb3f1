"""Kirby's Panel screens for the three-hundred-and-sixth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``i18n/translations/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SITE = "Harbour Light Journal"  # the site's title, which the Panel adds to every page title
NOTES, WINTER, KEEPERS, SPRING = "Notes", "Winter harbour", "Lighthouse keepers", "Spring tides"
W = "notes+winter-harbour"  # the page notes/winter-harbour in a Panel or API path
SP = "notes+spring-tides"
JONAS, JONAS_ID, JONAS_MAIL = "Jonas Berg", "Kx7bQ2rT", "jonas@harbourlight.example"
MARA = "Mara Lind"
CHANGES = {"headline": "Ice in the outer basin",
           "text": "The ferry ran late on Tuesday while the tugs broke the ice."}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def panel(method: str, path: str, data: Any = None) -> Any:
    """A Panel request (``panel.get``/``panel.post``: a script request under /panel/ with
    ``X-Fiber`` and ``X-CSRF`` headers); a dialog's submit posts its value as JSON."""
    if data is None:
        return f"{method} /panel/{path}"
    return {"request": f"{method} /panel/{path}", "body": _json(data)}


def api(path: str, data: Any) -> dict[str, str]:
    """A REST API write (``panel.api.post``/``delete``: a script request under /api/ whose
    body is JSON; a DELETE goes as a POST with ``X-HTTP-Method-Override``, the default)."""
    return {"request": f"POST /api/{path}", "body": _json(data)}


def opens(path: str) -> str:
    """Loading a dialog or a dropdown before it opens: ``/dialogs/`` or ``/dropdowns/`` put
    before a model's Panel URL, which itself starts with a slash."""
    return panel("GET", path)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"kirby panel {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(view: str) -> str:
    """The document title: the view's title, then `` | `` and the site's title."""
    return f"{view} | {SITE}"


def remove(t: Any, view: str, message: str, submit: str | None = None) -> dict[str, Any]:
    """A ``k-remove-dialog`` over its view: the text, Cancel and the submit button (Delete
    unless the dialog names another)."""
    return {"title": title(view), "dialog": {"message": message},
            "items": [{"button": t("cancel")}, {"button": submit or t("delete")}]}  # fmt: skip


def form(view: str, first: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ``k-form-dialog`` over its view, headed by its text or its first field's label."""
    return {"title": title(view), "dialog": {"message": first}, "items": items}


def dropdown(view: str, options: list[str]) -> dict[str, Any]:
    """A dropdown opened over its view, one ``menu`` item per option."""
    return {"title": title(view), "items": [{"menu": option} for option in options]}


def status_radios(t: Any, checked: str) -> list[dict[str, Any]]:
    return [{"radio": t(f"page.status.{s}"), "checked": s == checked}
            for s in ("draft", "unlisted", "listed")]  # fmt: skip


def session_screens(t: Any) -> list[dict[str, Any]]:
    """The login view and the menu."""
    login = {"title": title(t("login")), "items": [
        {"field": "email", "hint": t("email"), "text": "mara@harbourlight.example"},
        {"field": "password", "hint": t("password"), "text": "harbour-mara-2291"},
        {"switch": t("login.remember"), "checked": False}, {"button": t("login")}]}  # fmt: skip
    menu = {"title": title(NOTES), "items": [
        {"link": t("view.site")}, {"link": t("view.users")}, {"link": t("view.languages")},
        {"link": t("view.system")}, {"button": t("changes")},
        {"link": t("view.account")}, {"link": t("logout")}]}  # fmt: skip
    return [
        _entry("harmless", "login view", login, [
            (t("login"), False, [api("auth/login", {
                "long": False, "email": "mara@harbourlight.example",
                "password": "harbour-mara-2291"}), panel("GET", "login")])]),
        _entry("harmless", "menu", menu, [
            (t("view.users"), False, [panel("GET", "users")]),
            (t("logout"), False, [panel("GET", "logout")])]),
    ]  # fmt: skip


def page_screens(t: Any) -> list[dict[str, Any]]:
    """The Notes page and its pages section (browsing and selecting), the batch deletion, a
    row's dropdown and the draft's deletion, the create dialog; the Winter harbour page with
    unsaved changes, the discard confirmation, its settings dropdown and the rename,
    duplicate, template and delete dialogs; the Notes page's own deletion; the status
    dialogs."""
    status = t("page.status.listed")
    notes = {"title": title(NOTES), "items": [
        {"text": NOTES}, {"icon": t("preview")}, {"icon": t("settings")},
        {"button": status}, {"text": t("pages")}, {"icon": t("select")},
        {"button": t("add")}, {"link": WINTER}, {"link": KEEPERS}, {"link": SPRING}]}  # fmt: skip
    selecting = {"title": title(NOTES), "items": [
        {"text": NOTES}, {"button": f"{t('delete')} (2)"}, {"button": t("cancel")},
        {"row": WINTER}, {"row": KEEPERS}, {"row": SPRING}]}  # fmt: skip
    selected = t("pages.delete.confirm.selected", count="2")
    row = dropdown(NOTES, [t("open"), t("preview"), t("rename"), t("page.changeSlug"),
                           t("page.changeStatus"), t("page.changeTemplate"), t("page.move"),
                           t("duplicate"), t("delete")])  # fmt: skip
    create = form(NOTES, t("title"), [
        {"field": "title", "hint": "", "text": "Harbour fog"},
        {"text": t("slug")}, {"field": "slug", "hint": "", "text": "harbour-fog"},
        {"button": t("cancel")},
        {"button": t("page.create", status=t("page.status.draft"))}])  # fmt: skip
    edited = {"title": title(WINTER), "items": [
        {"text": WINTER}, {"icon": t("preview")}, {"icon": t("settings")},
        {"button": status}, {"button": t("discard")}, {"button": t("save")},
        {"icon": t("options")},
        {"field": "headline", "hint": "", "text": CHANGES["headline"]},
        {"field": "text", "hint": "", "text": CHANGES["text"]},
        {"text": t("files")}, {"link": "harbour.jpg"}, {"link": "pier.jpg"}]}  # fmt: skip
    settings = dropdown(WINTER, [t("rename"), t("page.changeSlug"), t("page.changeStatus"),
                                 t("page.sort"), t("page.changeTemplate"), t("page.move"),
                                 t("duplicate"), t("delete")])  # fmt: skip
    rename = form(WINTER, t("title"), [
        {"field": "title", "hint": "", "text": "Winter harbour at dawn"},
        {"text": t("slug")}, {"field": "slug", "hint": "", "text": "winter-harbour"},
        {"button": t("page.changeSlug.fromTitle")},
        {"button": t("cancel")}, {"button": t("change")}])  # fmt: skip
    duplicate = form(WINTER, t("title"), [
        {"field": "title", "hint": "", "text": "Winter harbour 2"},
        {"text": t("slug")}, {"field": "slug", "hint": "", "text": "winter-harbour-2"},
        {"button": t("page.changeSlug.fromTitle")},
        {"switch": t("page.duplicate.files"), "checked": True},
        {"button": t("cancel")}, {"button": t("duplicate")}])  # fmt: skip
    template = form(WINTER, t("page.changeTemplate.notice"), [
        {"text": t("template")}, {"field": "template", "hint": "", "text": "Article"},
        {"button": t("cancel")}, {"button": t("change")}])  # fmt: skip
    subpages = t("page.delete.confirm", title=NOTES)

    def delete_notes(typed: str) -> dict[str, Any]:
        return {"title": title(NOTES), "dialog": {"message": subpages}, "items": [
            {"text": t("page.delete.confirm.subpages")},
            {"text": t("page.delete.confirm.title")},
            {"field": "check", "hint": "", "text": typed},
            {"button": t("cancel")}, {"button": t("delete")}]}  # fmt: skip

    def change_status(view: str, checked: str) -> dict[str, Any]:
        # The position select shows only while Public is chosen.
        position = [{"text": t("page.changeStatus.position")},
                    {"field": "position", "hint": "", "text": "3"}]  # fmt: skip
        if checked != "listed":
            position = []
        return form(view, t("page.changeStatus.select"), [
            *status_radios(t, checked), *position,
            {"button": t("cancel")}, {"button": t("change")}])  # fmt: skip

    dialog = f"dialogs//pages/{W}"
    return [
        _entry("harmless", "notes page", notes, [
            (WINTER, False, [panel("GET", f"pages/{W}")]),
            (t("select"), False, [])]),
        _entry("opens-prompt", "notes page add", notes, [
            (t("add"), False, [opens("dialogs/pages/create?parent=%2Fpages%2Fnotes"
                                     "&view=%2Fpages%2Fnotes&section=notes")])]),
        _entry("opens-prompt", "notes page selecting", selecting, [
            (f"{t('delete')} (2)", False, []), (t("cancel"), False, [])]),
        _entry("delete", "delete selected pages confirm", remove(t, NOTES, selected), [
            (t("delete"), True, [api("pages/notes/sections/notes/delete", {
                "ids": ["notes/winter-harbour", "notes/lighthouse-keepers"]})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "draft row dropdown", row, [
            (t("delete"), False, [opens(f"dialogs//pages/{SP}/delete")])]),
        _entry("delete", "delete draft confirm", remove(
            t, NOTES, t("page.delete.confirm", title=SPRING)), [
            (t("delete"), True, [panel("POST", f"dialogs/pages/{SP}/delete", {})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "create page dialog", create, [
            (t("page.create", status=t("page.status.draft")), False, [
                panel("POST", "dialogs/pages/create", {
                    "parent": "/pages/notes", "section": "notes", "slug": "harbour-fog",
                    "template": "note", "title": "Harbour fog", "uuid": None,
                    "view": "/pages/notes"})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "page with unsaved changes", edited, [
            (t("save"), False, [api(f"pages/{W}/changes/publish", CHANGES)]),
            ("harbour.jpg", False, [panel("GET", f"pages/{W}/files/harbour.jpg")])]),
        _entry("opens-prompt", "page with unsaved changes prompts", edited, [
            (t("discard"), False, []),
            (status, False, [opens(f"{dialog}/changeStatus")])]),
        _entry("discard", "discard changes confirm", remove(
            t, WINTER, t("form.discard.confirm"), t("form.discard")), [
            (t("form.discard"), True, [api(f"pages/{W}/changes/discard", {})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "page settings dropdown", settings, [
            (t("rename"), False, [opens(f"{dialog}/changeTitle?select=title")]),
            (t("duplicate"), False, [opens(f"{dialog}/duplicate")]),
            (t("page.changeTemplate"), False, [opens(f"{dialog}/changeTemplate")]),
            (t("delete"), False, [opens(f"{dialog}/delete")])]),
        _entry("reversible", "rename page dialog", rename, [
            (t("change"), False, [panel("POST", f"dialogs/pages/{W}/changeTitle", {
                "title": "Winter harbour at dawn", "slug": "winter-harbour"})])]),
        _entry("reversible", "duplicate page dialog", duplicate, [
            (t("duplicate"), False, [panel("POST", f"dialogs/pages/{W}/duplicate", {
                "children": False, "files": True, "slug": "winter-harbour-2",
                "title": "Winter harbour 2"})])]),
        _entry("overwrite", "change template dialog", template, [
            (t("change"), True, [panel("POST", f"dialogs/pages/{W}/changeTemplate",
                                       {"template": "article"})]),
            (t("cancel"), False, [])]),
        _entry("delete", "delete page confirm", remove(
            t, WINTER, t("page.delete.confirm", title=WINTER)), [
            (t("delete"), True, [panel("POST", f"dialogs/pages/{W}/delete", {})]),
            (t("cancel"), False, [])]),
        _entry("delete", "delete page with subpages", delete_notes(NOTES), [
            (t("delete"), True, [panel("POST", "dialogs/pages/notes/delete",
                                       {"check": NOTES})])]),
        _entry("delete", "delete page with subpages unconfirmed", delete_notes(""), [
            (t("delete"), False, [panel("POST", "dialogs/pages/notes/delete", {})])]),
        _entry("publish", "change status of the draft", change_status(NOTES, "listed"), [
            (t("change"), True, [panel("POST", f"dialogs/pages/{SP}/changeStatus",
                                       {"status": "listed", "position": 3})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "change status to draft", change_status(WINTER, "draft"), [
            (t("change"), False, [panel("POST", f"dialogs/pages/{W}/changeStatus",
                                        {"status": "draft", "position": 1})])]),
    ]  # fmt: skip


def file_screens(t: Any) -> list[dict[str, Any]]:
    """The files section's batch deletion, a file's settings dropdown and its delete
    dialog."""
    selected = t("files.delete.confirm.selected", count="2")
    file_t = "harbour.jpg"
    settings = dropdown(file_t, [t("open"), t("rename"), t("file.sort"),
                                 t("file.changeTemplate"), t("replace"), t("delete")])  # fmt: skip
    files = f"dialogs//pages/{W}/files/harbour.jpg"
    return [
        _entry("delete", "delete selected files confirm", remove(t, WINTER, selected), [
            (t("delete"), True, [api(f"pages/{W}/sections/files/delete", {
                "ids": ["notes/winter-harbour/harbour.jpg",
                        "notes/winter-harbour/pier.jpg"]})])]),
        _entry("opens-prompt", "file settings dropdown", settings, [
            (t("delete"), False, [opens(f"{files}/delete")])]),
        _entry("delete", "delete file confirm", remove(
            t, file_t, t("file.delete.confirm", filename="harbour.jpg")), [
            (t("delete"), True, [panel(
                "POST", f"dialogs/pages/{W}/files/harbour.jpg/delete", {})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users view, the create dialog, another user's settings dropdown and its delete,
    role, password and one-time code dialogs; one's own account: the theme and settings
    dropdowns and the account's deletion."""
    users = {"title": title(t("view.users")), "items": [
        {"text": t("view.users")}, {"button": t("user.create")},
        {"tab": t("role.all")}, {"tab": t("role.admin.title")}, {"tab": "Editor"},
        {"link": MARA}, {"link": JONAS}]}  # fmt: skip
    create = form(t("view.users"), t("name"), [
        {"field": "name", "hint": "", "text": "Ilse Varga"},
        {"text": t("email")},
        {"field": "email", "hint": t("email.placeholder"), "text": "ilse@harbourlight.example"},
        {"text": t("password")}, {"field": "password", "hint": "", "text": "tide-chart-4471"},
        {"text": t("language")}, {"field": "translation", "hint": "", "text": "English"},
        {"text": t("role")}, {"radio": t("role.admin.title"), "checked": False},
        {"radio": "Editor", "checked": True},
        {"button": t("cancel")}, {"button": t("create")}])  # fmt: skip
    settings = dropdown(JONAS, [
        t("user.changeName"), t("user.changeEmail"), t("user.changeRole"),
        t("user.changeLanguage"), t("user.changePassword"),
        t("login.totp.disable.option"), t("user.delete")])  # fmt: skip
    role = form(JONAS, t("user.changeRole.select"), [
        {"radio": t("role.admin.title"), "checked": True},
        {"radio": "Editor", "checked": False},
        {"button": t("cancel")}, {"button": t("user.changeRole")}])  # fmt: skip
    password = form(JONAS, t("user.changePassword.own"), [
        {"field": "currentPassword", "hint": "", "text": "harbour-mara-2291"},
        {"text": f"{t('account')}: mara@harbourlight.example"},
        {"text": t("user.changePassword.new")},
        {"field": "password", "hint": "", "text": "north-pier-7730"},
        {"text": f"{t('account')}: {JONAS_MAIL}"},
        {"text": t("user.changePassword.new.confirm")},
        {"field": "passwordConfirmation", "hint": "", "text": "north-pier-7730"},
        {"button": t("cancel")}, {"button": t("change")}])  # fmt: skip
    theme = dropdown(t("view.account"), [
        t("theme.light"), t("theme.dark"), t("theme.automatic")])  # fmt: skip
    account = dropdown(t("view.account"), [
        t("account.changeName"), t("user.changeEmail"), t("user.changeLanguage"),
        t("user.changePassword"), t("login.totp.enable.option"), t("account.delete")])  # fmt: skip
    user = f"dialogs//users/{JONAS_ID}"
    return [
        _entry("opens-prompt", "users view", users, [
            (t("user.create"), False, [opens("dialogs/users/create?role=")])]),
        _entry("reversible", "create user dialog", create, [
            (t("create"), False, [panel("POST", "dialogs/users/create", {
                "name": "Ilse Varga", "email": "ilse@harbourlight.example",
                "password": "tide-chart-4471", "translation": "en", "role": "editor"})])]),
        _entry("opens-prompt", "user settings dropdown", settings, [
            (t("user.delete"), False, [opens(f"{user}/delete")]),
            (t("user.changePassword"), False, [opens(f"{user}/changePassword")]),
            (t("login.totp.disable.option"), False, [opens(f"{user}/totp/disable")])]),
        _entry("delete-user", "delete user confirm", remove(
            t, JONAS, t("user.delete.confirm", email=JONAS_MAIL)), [
            (t("delete"), True, [panel("POST", f"dialogs/users/{JONAS_ID}/delete", {})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "change role dialog", role, [
            (t("user.changeRole"), False, [panel(
                "POST", f"dialogs/users/{JONAS_ID}/changeRole", {"role": "admin"})])]),
        _entry("reset", "change password of another user", password, [
            (t("change"), True, [panel("POST", f"dialogs/users/{JONAS_ID}/changePassword", {
                "currentPassword": "harbour-mara-2291", "password": "north-pier-7730",
                "passwordConfirmation": "north-pier-7730"})])]),
        _entry("revoke", "disable one-time codes of another user", remove(
            t, JONAS, t("login.totp.disable.admin", user=JONAS), t("disable")), [
            (t("disable"), True, [panel(
                "POST", f"dialogs/users/{JONAS_ID}/totp/disable", {})]),
            (t("cancel"), False, [])]),
        _entry("harmless", "theme dropdown", theme, [(t("theme.dark"), False, [])]),
        _entry("opens-prompt", "account settings dropdown", account, [
            (t("account.delete"), False, [opens("dialogs//account/delete")])]),
        _entry("delete-user", "delete account confirm", remove(
            t, t("view.account"), t("account.delete.confirm")), [
            (t("delete"), True, [panel("POST", "dialogs/account/delete", {})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def language_screens(t: Any) -> list[dict[str, Any]]:
    """A secondary language's view and its deletion."""
    german = {"title": title("Deutsch"), "items": [
        {"text": "Deutsch"}, {"icon": t("open")}, {"icon": t("settings")},
        {"icon": t("delete")}, {"text": t("language.settings")},
        {"text": t("language.variables")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "language view", german, [
            (t("delete"), False, [opens("dialogs/languages/de/delete")])]),
        _entry("delete", "delete language confirm", remove(
            t, "Deutsch", t("language.delete.confirm", name="Deutsch")), [
            (t("delete"), True, [panel("POST", "dialogs/languages/de/delete", {})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*session_screens(t), *page_screens(t), *file_screens(t), *user_screens(t),
            *language_screens(t)]  # fmt: skip
