"""wger's screens for the hundred-and-ninety-first held-out corpus: ``screens(t, lang)`` lays
them out in one language, ``t(msgid)`` being that language's lookup of the app's
``wger/locale/<lang>/LC_MESSAGES/django.po`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

# The URL prefix i18n_patterns writes for each language (Django's language codes).
PREFIX = {"en": "en", "zh": "zh-hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
          "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
CSRF = "Vb3kQ9sLx2mT7pR4nW8yZ1cD6fH0jK5aE2gU9iO3qS7vX4bN"  # made up; {% csrf_token %}
ME, MEMBER, MEMBER_ID, IMAGE, NOTE, DOC = "alice", "Bob Miller", 7, 3, 5, 9
SESSION = "k2v9x7q1m4n8b3c6z5l0p2r7t9w1y4u6"  # a long-lived refresh token's session key
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


class Requests:
    """The requests of one language's pages (``/<lang>/...``; allauth's without prefix)."""

    def __init__(self, lang: str) -> None:
        self.base = f"/{PREFIX[lang]}/"

    def form(self, path: str, fields: Fields, prefix: bool = True) -> dict[str, str]:
        """A crispy form or a plain ``<form method="post">`` submitted by the browser."""
        url = f"{self.base}{path}" if prefix else f"/{path}"
        return {"request": f"POST {url}",
                "body": body([("csrfmiddlewaretoken", CSRF), *fields]), "via": "form"}  # fmt: skip

    def link(self, path: str) -> dict[str, str]:
        return {"request": f"GET {self.base}{path}", "via": "link"}

    def modal(self, path: str) -> str:
        """modal_link's ``hx-get``: htmx fetches the form into the modal (XMLHttpRequest)."""
        return f"GET {self.base}{path}"

    def hx_post(self, path: str, fields: Fields) -> dict[str, str]:
        """An ``hx-post`` button: htmx's XMLHttpRequest with its ``hx-vals`` (the CSRF token
        goes in the ``X-CSRFToken`` header)."""
        return {"request": f"POST {self.base}{path}", "body": body(fields)}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"wger {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(t: Any, page: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``#wger-ajax-info`` modal over its page: the loaded form, the footer's Close."""
    return {"title": page, "dialog": {}, "items": [{"text": heading}, *items,
                                                    {"button": t("Close")}]}  # fmt: skip


def delete_modal(t: Any, page: str, heading: str) -> dict[str, Any]:
    """delete.html: WgerDeleteMixin's title, its warning and its one submit."""
    return modal(t, page, heading, [
        {"text": t("Are you sure you want to delete this? This action cannot be undone.")},
        {"button": t("Yes, delete")}])  # fmt: skip


def account_screens(t: Any, r: Requests) -> list[dict[str, Any]]:
    """The account menu, preferences, account deletion and the API access page."""
    prefs = t("Preferences")
    menu = {"title": prefs, "dialog": {}, "items": [
        {"text": ME}, {"menu": t("My preferences")}, {"menu": t("Logout")}]}  # fmt: skip
    page = {"title": prefs, "items": [
        {"field": "first_name", "hint": t("First name"), "text": "Alice"},
        {"field": "last_name", "hint": t("Last name"), "text": "Baker"},
        {"field": "height", "hint": t("Height (cm)"), "text": "172"},
        {"button": t("Save")}, {"text": t("Account & security")},
        {"link": t("Email address")}, {"link": t("Change password")},
        {"link": t("Two-factor authentication")}, {"link": t("API key")},
        {"text": t("Danger zone")},
        {"text": t("Your account and all training data will be permanently deleted.")},
        {"link": t("Delete account")}]}  # fmt: skip
    pref_fields = [("first_name", "Alice"), ("last_name", "Baker"),
                   ("notification_language", "2"), ("weight_unit", "kg"),
                   ("birthdate", "1990-04-12"), ("height", "172"),
                   ("submit", t("Save"))]  # fmt: skip
    delete = modal(t, prefs, t("Delete account"), [
        {"text": t("Are you sure?")},
        {"field": "password", "hint": t("Password"), "text": "••••••••••"},
        {"button": t("Delete")}])  # fmt: skip
    api_t = t("API access")
    api = {"title": api_t, "items": [
        {"text": t("Long-lived refresh tokens")},
        {"button": t("Generate a new refresh token")},
        {"text": "2025-03-02 18:40"}, {"button": t("Revoke")},
        {"button": t("Revoke all refresh tokens")}, {"text": t("JWT sessions")},
        {"button": t("Revoke all JWT sessions")}, {"text": t("API key")},
        {"button": t("Delete current API key and generate new one")},
        {"button": t("Delete API key")}, {"link": t("API documentation")}]}  # fmt: skip
    api_new = {"title": api_t, "items": [
        {"text": t("Long-lived refresh tokens")},
        {"button": t("Generate a new refresh token")}, {"text": t("API key")},
        {"button": t("Generate new API key")},
        {"text": t("You have no API key yet")}]}  # fmt: skip
    key = "user/api-key"
    return [
        _entry("reversible", "account menu", menu, [
            (t("My preferences"), False, [r.link("user/preferences")]),
            (t("Logout"), False, [r.form("account/logout/", [], prefix=False)])]),
        _entry("reversible", "preferences page", page, [
            (t("Save"), False, [r.form("user/preferences", pref_fields)]),
            (t("Email address"), False, [{"request": "GET /account/email/", "via": "link"}]),
            (t("Change password"), False, [r.link("user/password/change")]),
            (t("Two-factor authentication"), False, [
                {"request": "GET /account/2fa/", "via": "link"}]),
            (t("API key"), False, [r.link(key)]),
            (t("Delete account"), False, [r.modal("user/delete")])]),
        _entry("delete-user", "delete account modal", delete, [
            (t("Delete"), True, [r.form("user/delete", [("password", "harbor-lamp-48"),
                                                        ("submit", t("Delete"))])]),
            (t("Close"), False, [])]),
        _entry("revoke", "API access page", api, [
            (t("Generate a new refresh token"), False, [
                r.hx_post(key, [("new_refresh_token", "true")])]),
            (t("Revoke"), True, [r.hx_post(key, [("revoke_refresh_token", SESSION)])]),
            (t("Revoke all refresh tokens"), True, [
                r.hx_post(key, [("revoke_all_refresh_tokens", "true")])]),
            (t("Revoke all JWT sessions"), True, [
                r.hx_post(key, [("revoke_jwt_sessions", "true")])]),
            (t("Delete current API key and generate new one"), True, [
                r.hx_post(key, [("new_key", "true")])]),
            (t("Delete API key"), True, [r.hx_post(key, [("delete_key", "true")])]),
            (t("API documentation"), False, [r.link("software/api")])]),
        _entry("reversible", "API access page without a key", api_new, [
            (t("Generate a new refresh token"), False, [
                r.hx_post(key, [("new_refresh_token", "true")])]),
            (t("Generate new API key"), False, [r.hx_post(key, [("new_key", "true")])])]),
    ]  # fmt: skip


def gallery_screens(t: Any, r: Requests) -> list[dict[str, Any]]:
    """The gallery, an image's modal, its delete modal and the add and edit forms."""
    title = t("Gallery")
    overview = {"title": title, "items": [
        {"link": t("Add image")}, {"link": "🖼", "desc": "Leg day, week 6"}]}  # fmt: skip
    image = {"title": title, "dialog": {"title": "2025-03-01"}, "items": [
        {"text": "Leg day, week 6"}, {"link": "🗑", "desc": "trash"},
        {"link": "✏", "desc": "edit"}, {"button": "×", "desc": "Close"}]}  # fmt: skip
    remove = delete_modal(t, title, t("Delete {0}?").replace("{0}", "2025-03-01"))
    fields = [("date", "2025-03-01"), ("image", "leg-day.jpg"),
              ("description", "Leg day, week 6")]  # fmt: skip
    form_items = [
        {"field": "date", "hint": t("Date"), "text": "2025-03-01"},
        {"field": "image", "hint": t("Image"), "text": "leg-day.jpg"},
        {"field": "description", "hint": t("Description"), "text": "Leg day, week 6"},
        {"button": t("Save")}]  # fmt: skip
    return [
        _entry("reversible", "gallery overview", overview, [
            (t("Add image"), False, [r.link("gallery/add")]), ("🖼", False, [])]),
        _entry("opens-prompt", "gallery image modal", image, [
            ("🗑", False, [r.modal(f"gallery/{IMAGE}/delete")]),
            ("✏", False, [r.link(f"gallery/{IMAGE}/edit")]), ("×", False, [])]),
        _entry("delete", "gallery image delete modal", remove, [
            (t("Yes, delete"), True, [r.form(f"gallery/{IMAGE}/delete",
                                             [("submit", t("Yes, delete"))])]),
            (t("Close"), False, [])]),
        _entry("reversible", "gallery add form", {"title": t("Add"), "items": form_items}, [
            (t("Save"), False, [r.form("gallery/add", [*fields, ("submit", t("Save"))])])]),
        _entry("reversible", "gallery edit form", {"title": title, "items": form_items}, [
            (t("Save"), False, [r.form(f"gallery/{IMAGE}/edit",
                                       [*fields, ("submit", t("Save"))])])]),
    ]  # fmt: skip


def gym_screens(t: Any, r: Requests) -> list[dict[str, Any]]:
    """A trainer's or manager's view of a member: the overview, its Actions menu and the
    modals it opens, the member's notes and documents."""
    u = f"user/{MEMBER_ID}"
    login = f"{u}/trainer-login"
    overview = {"title": MEMBER, "items": [
        {"button": t("Log in as this user")}, {"text": t("Routines")},
        {"button": t("Overview")}, {"button": "5x5 Strength"}, {"text": t("Log")},
        {"button": t("Calendar")}, {"text": t("Weight")}, {"button": t("Weight overview")},
        {"button": t("Actions")}, {"text": t("Details")}]}  # fmt: skip
    actions = {"title": MEMBER, "dialog": {}, "items": [
        {"menu": t("Edit")}, {"menu": t("Deactivate user")},
        {"menu": t("Reset user password")}, {"menu": t("Roles")},
        {"menu": t("Delete")}]}  # fmt: skip
    inactive = {"title": MEMBER, "dialog": {}, "items": [
        {"menu": t("Edit")}, {"menu": t("Activate user")},
        {"menu": t("Reset user password")}, {"menu": t("Delete")}]}  # fmt: skip
    deactivate = modal(
        t, MEMBER, t("Deactivate this user?"), [{"button": t("Deactivate this user?")}]
    )
    # The heading and the button are the same words; the tapped label is the button's.
    deactivate["items"][0] = {"text": MEMBER}
    activate = modal(t, MEMBER, MEMBER, [{"button": t("Activate this user?")}])
    reset = modal(
        t,
        MEMBER,
        t("Reset the password for this user?"),
        [{"button": t("Yes, reset the password")}],
    )
    remove = modal(t, MEMBER, t("Delete account"), [
        {"text": t("Are you sure?")},
        {"field": "password", "hint": t("Password"), "text": "••••••••••"},
        {"button": t("Delete")}])  # fmt: skip
    notes_t = t("User notes")
    notes = {"title": notes_t, "items": [
        {"text": "Knee pain after squats, reduce load"}, {"button": t("Actions")},
        {"link": t("Add")}]}  # fmt: skip
    note_menu = {"title": notes_t, "dialog": {}, "items": [
        {"menu": t("Edit")}, {"menu": t("Delete")}]}  # fmt: skip
    note_t = "Knee pain after squats, reduce load"
    note_delete = delete_modal(t, notes_t, t("Delete {0}?").replace("{0}", note_t))
    note_add = modal(t, notes_t, t("Add note"), [
        {"field": "note", "hint": t("Note"), "text": "Asked for a nutrition plan"},
        {"button": t("Save")}])  # fmt: skip
    docs_t = t("Documents")
    docs = {"title": docs_t, "items": [
        {"text": "Medical certificate"}, {"link": t("Download")},
        {"button": t("Actions")}, {"link": t("Add")}]}  # fmt: skip
    doc_menu = {"title": docs_t, "dialog": {}, "items": [
        {"menu": t("Edit")}, {"menu": t("Delete")}]}  # fmt: skip
    doc_delete = delete_modal(t, docs_t, t("Delete {0}?").replace("{0}", "Medical certificate"))
    return [
        _entry("reversible", "member overview", overview, [
            (t("Log in as this user"), False, [r.form(login, [])]),
            (t("Overview"), False, [r.form(login, [("next", f"{r.base}routine/overview")])]),
            ("5x5 Strength", False, [r.form(login, [("next", f"{r.base}routine/12/view")])]),
            (t("Calendar"), False, [r.form(login, [("next", f"{r.base}routine/calendar")])]),
            (t("Weight overview"), False, [
                r.form(login, [("next", f"{r.base}weight/overview/")])]),
            (t("Actions"), False, [])]),
        _entry("opens-prompt", "member actions menu", actions, [
            (t("Edit"), False, [r.modal(f"{u}/edit")]),
            (t("Deactivate user"), False, [r.modal(f"{u}/deactivate")]),
            (t("Reset user password"), False, [
                r.modal(f"gym/user/{MEMBER_ID}/reset-user-password")]),
            (t("Roles"), False, [r.modal(f"gym/user/{MEMBER_ID}/permission-edit")]),
            (t("Delete"), False, [r.modal(f"{u}/delete")])]),
        _entry("opens-prompt", "inactive member actions menu", inactive, [
            (t("Activate user"), False, [r.modal(f"{u}/activate")]),
            (t("Delete"), False, [r.modal(f"{u}/delete")])]),
        _entry("reversible", "deactivate modal", deactivate, [
            (t("Deactivate this user?"), False, [
                r.form(f"{u}/deactivate", [("submit", t("Deactivate this user?"))])]),
            (t("Close"), False, [])]),
        _entry("reversible", "activate modal", activate, [
            (t("Activate this user?"), False, [
                r.form(f"{u}/activate", [("submit", t("Activate this user?"))])]),
            (t("Close"), False, [])]),
        _entry("revoke", "reset password modal", reset, [
            (t("Yes, reset the password"), True, [
                r.form(f"gym/user/{MEMBER_ID}/reset-user-password",
                       [("submit", t("Yes, reset the password"))])]),
            (t("Close"), False, [])]),
        _entry("delete-user", "delete member modal", remove, [
            (t("Delete"), True, [r.form(f"{u}/delete", [("password", "harbor-lamp-48"),
                                                        ("submit", t("Delete"))])]),
            (t("Close"), False, [])]),
        _entry("reversible", "member notes", notes, [
            (t("Actions"), False, []),
            (t("Add"), False, [r.modal(f"gym/notes/add/user/{MEMBER_ID}")])]),
        _entry("opens-prompt", "note actions menu", note_menu, [
            (t("Edit"), False, [r.modal(f"gym/notes/{NOTE}/edit")]),
            (t("Delete"), False, [r.modal(f"gym/notes/{NOTE}/delete")])]),
        _entry("delete", "note delete modal", note_delete, [
            (t("Yes, delete"), True, [r.form(f"gym/notes/{NOTE}/delete",
                                             [("submit", t("Yes, delete"))])]),
            (t("Close"), False, [])]),
        _entry("reversible", "note add modal", note_add, [
            (t("Save"), False, [r.form(f"gym/notes/add/user/{MEMBER_ID}", [
                ("note", "Asked for a nutrition plan"), ("submit", t("Save"))])]),
            (t("Close"), False, [])]),
        _entry("reversible", "member documents", docs, [
            (t("Download"), False, [{"request": "GET /media/gym/documents/7/certificate.pdf",
                                     "via": "link"}]),
            (t("Actions"), False, []),
            (t("Add"), False, [r.modal(f"gym/document/add/user/{MEMBER_ID}")])]),
        _entry("opens-prompt", "document actions menu", doc_menu, [
            (t("Edit"), False, [r.modal(f"gym/document/{DOC}/edit")]),
            (t("Delete"), False, [r.modal(f"gym/document/{DOC}/delete")])]),
        _entry("delete", "document delete modal", doc_delete, [
            (t("Yes, delete"), True, [r.form(f"gym/document/{DOC}/delete",
                                             [("submit", t("Yes, delete"))])]),
            (t("Close"), False, [])]),
    ]  # fmt: skip


def screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    r = Requests(lang)
    return [*account_screens(t, r), *gallery_screens(t, r), *gym_screens(t, r)]
