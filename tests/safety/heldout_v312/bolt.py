"""Bolt CMS's screens for the three-hundred-and-twelfth held-out corpus: ``screens(t, files)``
lays them out in one language, ``t(key, **params)`` being that language's lookup of a key of
the app's ``translations/messages.<locale>.xlf`` catalogue and ``files`` the two configuration
files edited in the file editor, as the checkout holds them. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

B = "/bolt/"  # bolt.backend_url, the control panel's prefix
SITE = "Harbour Notes"  # general/sitename
ME, ME_USER, ME_MAIL = "Mira Castell", "mira", "mira@harbournotes.example"
# Made-up CSRF tokens, one per token id as Symfony's token manager keeps them in the session.
TOKENS = {
    "delete": "nK3vQ8wLz1Tf6bRm0YhJc5DsXa9PeG2uW7oVi4ItZqE",
    "status": "Hb7Qe2LmS9xVt4KcN1wRz6FgJp0UyD8aBo3Ci5MsTkW",
    "batch": "Rc5Wm8TzK2vQh0LpX7nJd4FsBy1GaE9uN6oViS3IqeM",
    "editrecord": "Za4Lx9QmT1wKc7VhR2nBf5JdS8pYe0GuM3oWi6ItNqD",
    "useredit": "Pm2Xv6KqW9tLd3BhZ0cRf7NsJy4GaT1uE8oVi5SkQnM",
    "user": "Ts8Kc1WvQ5mZh9LxR3nDf0BpJe7GyU2aN4oVi6MqSkE",
    "file-delete": "Gv9Ld4QzX2mKt7WcR0hNf5BsJp1TyE8aU3oMi6VkSqZ",
    "filemanager-delete": "Wk1Rz7QvT3mXh5LcN9dBf0JsGp4YeA2uK8oVi6MtSqE",
    "filemanager-create": "Yq6Tm0KxW8vLz2RcH4nDf9BsJg1PeU7aN3oVi5MkSrE",
    "file-duplicate": "Ld3Wv8QkZ5mTx1RhC7nBf2JsGy9PeA0uK4oNi6MqSvE",
    "editfile": "Jc0Qm5TzW7vKh3LxR9nDf1BsGp6YaE2uN8oVi4MkStZ",
    "login": "Qf4Rk9WzT1mXv6LhC2nDs8BpJg0YeU5aN7oVi3MkStE",
    "reset": "Vn7Tq2KzW4mLx9RcH1dBf6JsGe0PyA8uN5oMi3QkStE",
}
ENTRY, ENTRY_TITLE = 42, "Spring opening hours"  # published
RECAP, RECAP_TITLE = 57, "Volunteer day recap"  # published, on the dashboard
FERRY, FERRY_TITLE = 61, "Ferry timetable changes"  # a draft
JONAS, JONAS_USER, JONAS_NAME = 7, "jonas", "Jonas Brandt"
PETRA, PETRA_USER, PETRA_NAME = 9, "petra", "Petra Lind"
FOLDER, PDF, IMAGE = "2024-archive", "harbour-map.pdf", "ferry-dock.jpg"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    """A form's urlencoded body as the browser writes it (a textarea's lines end in CRLF)."""
    return "&".join(f"{quote_plus(n)}={quote_plus(v.replace(chr(10), chr(13) + chr(10)))}"
                    for n, v in fields)  # fmt: skip


def form(url: str, fields: Fields, method: str = "POST") -> dict[str, str]:
    """An HTML form submitted by the browser (a GET form's fields make the query)."""
    if method == "GET":
        return {"request": f"GET {url}?{body(fields)}", "via": "form"}
    return {"request": f"POST {url}", "body": body(fields), "via": "form"}


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, or ``window.location.href`` set by the modal's OK."""
    return {"request": f"GET {url}", "via": "link"}


def path(route: str, **query: str) -> str:
    """Symfony's ``path()``: the route's path, the parameters it does not use as a query
    (RFC 3986 encoded, then ``/ ? @ : ! ; , *`` decoded again, as its UrlGenerator does)."""
    if not query:
        return route
    decoded = {"%2F": "/", "%3F": "?", "%40": "@", "%3A": ":", "%21": "!", "%3B": ";",
               "%2C": ",", "%2A": "*"}  # fmt: skip
    parts = []
    for name, value in query.items():
        text = f"{quote(name, safe='')}={quote(value, safe='')}"
        for code, char in decoded.items():
            text = text.replace(code, char)
        parts.append(text)
    return f"{route}?{'&'.join(parts)}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"bolt {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open Bootstrap dropdown over its page: its texts, then its entries."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def modal(t: Any, title: str, heading: str) -> dict[str, Any]:
    """The layout's ``#resourcesModal`` as common.js fills it from the tapped link: the
    link's ``data-modal-title`` as heading, the body removed (the link has an ``href``), and
    the layout's own two buttons, ``modal.button_deny`` and ``modal.button_save``."""
    buttons = [{"button": t("modal.button_deny")}, {"button": t("modal.button_save")}]
    return {"title": title, "dialog": {"title": heading}, "items": buttons}


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The toolbar and its profile menu, the dashboard's latest content with a row's menu and
    its delete modal, and the toolbar while impersonating."""
    dash = t("caption.dashboard")
    greeting = t("general.greeting", **{"%name%": ME})
    toolbar = {"title": dash, "items": [
        {"link": SITE}, {"field": "filter", "hint": t("listing.placeholder_search"), "text": ""},
        {"button": greeting}]}  # fmt: skip
    menu = popup(dash, [], [
        {"link": t("action.edit_profile")}, {"link": t("action.logout")},
        {"link": t("about.visit_bolt")}, {"link": t("about.bolt_documentation")}])  # fmt: skip
    row = dashboard_row_menu(t, dash)
    impersonating = {"title": dash, "items": [
        {"link": t("action.stop_impersonating")}, {"link": SITE},
        {"button": t("general.greeting", **{"%name%": JONAS_NAME})}]}  # fmt: skip
    delete = link(path(f"{B}delete/{RECAP}", token=TOKENS["delete"]))
    draft = path(f"{B}status/{RECAP}", token=TOKENS["status"]) + "&status=draft"
    return [
        _entry("opens-prompt", "toolbar", toolbar, [(greeting, False, [])]),
        _entry("reversible", "profile menu logout", menu, [
            (t("action.logout"), False, [link(f"{B}logout")])]),
        _entry("opens-prompt", "dashboard row menu delete", row, [
            (f"{t('listing_table.actions.delete')} Entry", False, [])]),
        _entry("reversible", "dashboard row menu status", row, [
            (t("listing_table.actions.status_to_draft"), False, [link(draft)])]),
        _entry("delete", "dashboard delete modal", modal(
            t, dash, "Are you sure you wish to delete this Content?"), [
            (t("modal.button_save"), True, [delete])]),
        _entry("reversible", "toolbar while impersonating", impersonating, [
            (t("action.stop_impersonating"), False, [link(f"{B}?_switch_user=_exit")])]),
    ]  # fmt: skip


def dashboard_row_menu(t: Any, title: str) -> dict[str, Any]:
    """A published record's menu (_Actions.vue): no 'publish' entry, View on Site instead."""
    return popup(title, [RECAP_TITLE], [
        {"link": t("listing_table.actions.view_on_site")},
        {"link": t("listing_table.actions.status_to_held")},
        {"link": t("listing_table.actions.status_to_draft")},
        {"link": f"{t('listing_table.actions.duplicate')} Entry"},
        {"link": f"{t('listing_table.actions.delete')} Entry"},
        {"text": f"{t('listing_table.actions.slug')}: volunteer-day-recap"}])  # fmt: skip


def listing_screens(t: Any) -> list[dict[str, Any]]:
    """The Entries listing (the row acted on), a draft's row menu and its delete modal, the
    select box of two selected records with its action list and Apply to all."""
    title = f"{t('listing.title_overview')} » Entries"
    listing = {"title": title, "items": [
        {"switch": t("listing_table.actions.select_all"), "checked": False},
        {"text": f"Entry Nº {FERRY}: {FERRY_TITLE} - draft"},
        {"link": t("listing_table.actions.button_edit")}, {"button": "Toggle Dropdown"},
        {"link": f"{t('action.create_new')} Entry"},
        {"field": "filter", "hint": t("listing.placeholder_filter"), "text": "ferry"},
        {"button": t("listing.button_filter")}]}  # fmt: skip
    row = popup(title, [FERRY_TITLE], [
        {"link": t("listing_table.actions.status_to_publish")},
        {"link": t("listing_table.actions.status_to_held")},
        {"link": f"{t('listing_table.actions.duplicate')} Entry"},
        {"link": f"{t('listing_table.actions.delete')} Entry"},
        {"text": f"{t('listing_table.actions.slug')}: ferry-timetable-changes"}])  # fmt: skip
    status = path(f"{B}status/{FERRY}", token=TOKENS["status"])
    delete_modal = modal(t, title, "Are you sure you wish to delete this Content?")

    def box(chosen: str) -> dict[str, Any]:
        """ListingSelectBox with two records selected and an action chosen."""
        return {"title": title, "items": [
            {"text": f"2 Entries {t('listing_select_box.card_header.selected')}"},
            {"text": chosen}, {"button": t("action.update_all")}]}  # fmt: skip

    options = {"title": title, "dialog": {}, "items": [
        {"text": f"2 Entries {t('listing_select_box.card_header.selected')}"},
        {"menu": t("listing_table.actions.status_to_publish")},
        {"menu": t("listing_table.actions.status_to_draft")},
        {"menu": t("listing_table.actions.status_to_held")},
        {"menu": t("action.delete")}]}  # fmt: skip
    records = [("records", f"{RECAP},{FERRY}"), ("_csrf_token", TOKENS["batch"]),
               ("bulk-action", "")]  # fmt: skip
    return [
        _entry("opens-prompt", "entries listing", listing, [
            ("Toggle Dropdown", False, [])]),
        _entry("harmless", "entries listing", listing, [
            (t("listing_table.actions.select_all"), False, []),
            (t("listing.button_filter"), False, [form(f"{B}content/entries", [
                ("sortBy", ""), ("filter", "ferry")], "GET")])]),
        _entry("publish", "row menu publish", row, [
            (t("listing_table.actions.status_to_publish"), True, [
                link(f"{status}&status=published")])]),
        _entry("reversible", "row menu held", row, [
            (t("listing_table.actions.status_to_held"), False, [
                link(f"{status}&status=held")])]),
        _entry("opens-prompt", "row menu delete", row, [
            (f"{t('listing_table.actions.delete')} Entry", False, [])]),
        _entry("delete", "row delete modal", delete_modal, [
            (t("modal.button_save"), True, [
                link(path(f"{B}delete/{FERRY}", token=TOKENS["delete"]))])]),
        _entry("harmless", "row delete modal", delete_modal, [
            (t("modal.button_deny"), False, [])]),
        _entry("harmless", "select box actions", options, [(t("action.delete"), False, [])]),
        _entry("delete", "select box delete", box(t("action.delete")), [
            (t("action.update_all"), True, [form(f"{B}bulk/delete", records)])]),
        _entry("publish", "select box publish", box(
            t("listing_table.actions.status_to_publish")), [
            (t("action.update_all"), True, [form(f"{B}bulk/status/published", records)])]),
        _entry("reversible", "select box draft", box(t("listing_table.actions.status_to_draft")), [
            (t("action.update_all"), False, [form(f"{B}bulk/status/draft", records)])]),
    ]  # fmt: skip


def record_fields(title: str, slug: str, teaser: str, status: str, published: str) -> Fields:
    """The editor form's fields in tree order: the token and locale, the content fields,
    the aside's Save (its ``name`` with no value), the status select (the Vue select's hidden
    input, ``JSON.stringify([key])``) and the dates."""
    return [("_csrf_token", TOKENS["editrecord"]), ("_edit_locale", "en"),
            ("fields[title]", title), ("fields[slug]", slug), ("fields[teaser]", teaser),
            ("save", ""), ("status", f'["{status}"]'), ("publishedAt", published),
            ("depublishedAt", "")]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The editor of a published entry, its delete modal, a draft set to Published before
    saving, a duplicate and a new entry."""
    save = t("action.save")
    shoulder = f"{t('caption.edit')} Entry"

    def editor(title: str, status: str, extra: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": f"{shoulder} » {title}", "items": [
            {"field": "fields[title]", "hint": "Title", "text": title},
            {"button": save}, *extra,
            {"field": "status", "hint": t("field.status"), "text": t(f"status.{status}")},
            {"field": "publishedAt", "hint": t("field.publishedAt"), "text": ""}]}  # fmt: skip

    page = editor(ENTRY_TITLE, "published", [
        {"button": t("action.preview")},
        {"text": f"{t('label.current_status')}: {t('status.published')}"},
        {"link": t("action.view_saved")}, {"link": t("action.delete")}])  # fmt: skip
    teaser = "From 1 April the office opens at 9:00 on weekdays."
    fields = record_fields(ENTRY_TITLE, "spring-opening-hours", teaser, "published",
                           "2026-03-02 09:00:00")  # fmt: skip
    draft = editor(FERRY_TITLE, "published", [
        {"button": t("action.preview")},
        {"text": f"{t('label.current_status')}: {t('status.draft')}"},
        {"link": t("action.delete")}])  # fmt: skip
    ferry = record_fields(FERRY_TITLE, "ferry-timetable-changes",
                          "The 7:40 crossing moves to 7:55 from May.", "published", "")  # fmt: skip
    duplicate = {"title": f"{t('caption.duplicate')} Entry » {FERRY_TITLE}", "items": [
        {"field": "fields[title]", "hint": "Title", "text": f"{FERRY_TITLE} (summer)"},
        {"button": save},
        {"field": "status", "hint": t("field.status"), "text": t("status.draft")}]}  # fmt: skip
    copied = record_fields(f"{FERRY_TITLE} (summer)", "ferry-timetable-changes-summer",
                           "The 7:40 crossing moves to 7:55 from May.", "draft", "")  # fmt: skip
    delete_modal = modal(t, f"{shoulder} » {ENTRY_TITLE}", t("action.confirm_delete"))
    return [
        _entry("reversible", "entry editor", page, [
            (save, False, [form(f"{B}edit/{ENTRY}", fields)])]),
        _entry("harmless", "entry editor preview", page, [
            (t("action.preview"), False, [form(f"/preview/{ENTRY}", [
                f for f in fields if f[0] != "save"])])]),
        _entry("opens-prompt", "entry editor delete", page, [(t("action.delete"), False, [])]),
        _entry("delete", "entry delete modal", delete_modal, [
            (t("modal.button_save"), True, [
                link(path(f"{B}delete/{ENTRY}", token=TOKENS["delete"]))])]),
        _entry("harmless", "entry delete modal", delete_modal, [
            (t("modal.button_deny"), False, [])]),
        _entry("publish", "draft editor set to published", draft, [
            (save, True, [form(f"{B}edit/{FERRY}", ferry)])]),
        _entry("reversible", "duplicate editor", duplicate, [
            (save, False, [form(f"{B}duplicate/{FERRY}", copied)])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users page (its table and its side card written apart), an enabled and a disabled
    user's menus, the delete modal, a user's edit page, a new user, the own profile."""
    title = f"{t('controller.user.title')} » {t('controller.user.subtitle')}"
    table = {"title": title, "items": [
        {"text": JONAS_USER}, {"text": f"{JONAS_NAME} /"}, {"text": "ROLE_EDITOR"},
        {"button": t("title.options")}]}  # fmt: skip
    aside = {"title": title, "items": [
        {"link": t("action.add_user")}, {"link": t("action.edit_permissions")},
        {"field": "filter", "hint": t("listing.placeholder_filter"), "text": ""},
        {"button": t("listing.button_filter")}]}  # fmt: skip
    enabled = popup(title, [JONAS_USER], [
        {"link": t("action.edit")}, {"link": t("action.disable")},
        {"link": t("action.impersonate")}, {"link": t("action.delete")}])  # fmt: skip
    disabled = popup(title, [PETRA_USER, t("listing.disabled")], [
        {"link": t("action.edit")}, {"link": t("action.enable")},
        {"link": t("action.impersonate")}, {"link": t("action.delete")}])  # fmt: skip
    token = TOKENS["useredit"]
    status = f"{B}user-status/{JONAS}"
    delete_modal = modal(t, title, t("action.confirm_delete"))
    save = t("action.save")

    def user_form(name: str, extra: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": f"{t('title.edit_user')} » {name}", "items": [
            {"field": "user[displayName]", "hint": t("label.display_name"), "text": name},
            {"field": "user[plainPassword]", "hint": t("label.password"), "text": ""},
            *extra, {"button": save}]}  # fmt: skip

    edit = user_form(JONAS_NAME, [
        {"field": "user[email]", "hint": t("label.email"),
         "text": "jonas@harbournotes.example"},
        {"field": "user[roles]", "hint": t("label.roles"),
         "text": "ROLE_CHIEF_EDITOR"}])  # fmt: skip
    edited = [("user[displayName]", JONAS_NAME), ("user[plainPassword]", ""),
              ("user[email]", "jonas@harbournotes.example"), ("user[locale]", '["de"]'),
              ("user[roles]", '["ROLE_CHIEF_EDITOR"]'), ("user[status]", '["enabled"]'),
              ("user[avatar][filename]", ""), ("user[about]", ""), ("save", ""),
              ("user[_token]", TOKENS["user"])]  # fmt: skip
    add = {"title": f"{t('action.add_user')} » {t('user.new_user')}", "items": [
        {"field": "user[username]", "hint": t("label.username"), "text": "tomas"},
        {"field": "user[displayName]", "hint": t("label.display_name"), "text": "Tomas Berg"},
        {"field": "user[email]", "hint": t("label.email"), "text": "tomas@harbournotes.example"},
        {"button": save}]}  # fmt: skip
    added = [("user[username]", "tomas"), ("user[displayName]", "Tomas Berg"),
             ("user[plainPassword]", "Kelp-Lantern-58"),
             ("user[email]", "tomas@harbournotes.example"), ("user[locale]", '["en"]'),
             ("user[roles]", '["ROLE_EDITOR"]'), ("user[status]", '["enabled"]'),
             ("user[avatar][filename]", ""), ("user[about]", ""), ("save", ""),
             ("user[_token]", TOKENS["user"])]  # fmt: skip
    profile = user_form(ME, [{"field": "user[email]", "hint": t("label.email"), "text": ME_MAIL}])
    own = [("user[displayName]", ME), ("user[plainPassword]", "Tide-Pool-Garnet-73"),
           ("user[email]", ME_MAIL), ("user[locale]", '["en"]'), ("user[avatar][filename]", ""),
           ("user[about]", ""), ("save", ""), ("user[_token]", TOKENS["user"])]  # fmt: skip
    return [
        _entry("opens-prompt", "users table", table, [(t("title.options"), False, [])]),
        _entry("harmless", "users side card", aside, [
            (t("action.edit_permissions"), False, [link(path(
                f"{B}file-edit/config", file="/bolt/permissions.yaml"))])]),
        _entry("reversible", "user menu disable", enabled, [
            (t("action.disable"), False, [link(path(
                status, _csrf_token=token, status="disabled"))])]),
        _entry("harmless", "user menu", enabled, [
            (t("action.impersonate"), False, [link(path(B, _switch_user=JONAS_USER))])]),
        _entry("opens-prompt", "user menu delete", enabled, [(t("action.delete"), False, [])]),
        _entry("delete-user", "user delete modal", delete_modal, [
            (t("modal.button_save"), True, [link(path(
                f"{B}user-delete/{JONAS}", _csrf_token=token))])]),
        _entry("harmless", "user delete modal", delete_modal, [
            (t("modal.button_deny"), False, [])]),
        _entry("reversible", "disabled user menu enable", disabled, [
            (t("action.enable"), False, [link(path(
                f"{B}user-status/{PETRA}", _csrf_token=token, status="enabled"))])]),
        _entry("delete-user", "disabled user delete modal", modal(
            t, title, t("action.confirm_delete")), [
            (t("modal.button_save"), True, [link(path(
                f"{B}user-delete/{PETRA}", _csrf_token=token))])]),
        _entry("reversible", "user edit page", edit, [
            (save, False, [form(f"{B}user-edit/{JONAS}", edited)])]),
        _entry("reversible", "add user page", add, [
            (save, False, [form(f"{B}user-edit/add", added)])]),
        _entry("reversible", "own profile", profile, [
            (save, False, [form(f"{B}profile-edit", own)])]),
    ]  # fmt: skip


def login_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the reset request page and the new password page."""
    remember = t("label.remembermeduration", **{"%duration%": "30"})
    login = {"title": t("login.header_login"), "items": [
        {"field": "login[username]", "hint": t("label.username_or_email"), "text": ME_USER},
        {"field": "login[password]", "hint": t("label.password"), "text": "••••••••••"},
        {"switch": remember, "checked": True},
        {"button": t("action.log_in")}, {"link": t("login.forgotpassword")}]}  # fmt: skip
    request = {"title": t("reset_password.request_header"), "items": [
        {"field": "reset_password_request_form[email]", "hint": t("label.email"),
         "text": ME_MAIL},
        {"text": t("reset_password.request_description")},
        {"button": t("reset_password.request_send")},
        {"link": t("reset_password.back-to-login")}]}  # fmt: skip
    reset = {"title": t("reset_password.reset_header"), "items": [
        {"field": "change_password_form[plainPassword][first]",
         "hint": t("label.new_password"), "text": "••••••••••"},
        {"field": "change_password_form[plainPassword][second]",
         "hint": t("label.repeat_password"), "text": "••••••••••"},
        {"button": t("reset_password.reset_btn")}]}  # fmt: skip
    new_password = "Salt-Marsh-Beacon-41"
    return [
        _entry("reversible", "login page", login, [
            (t("action.log_in"), False, [form(f"{B}login", [
                ("login[username]", ME_USER), ("login[password]", "Quay-Heron-1907"),
                ("login[remember_me]", "1"), ("login[_token]", TOKENS["login"])])])]),
        _entry("harmless", "login page", login, [
            (t("login.forgotpassword"), False, [link(f"{B}reset-password")])]),
        _entry("harmless", "reset request page", request, [
            (t("reset_password.request_send"), False, [form(f"{B}reset-password", [
                ("reset_password_request_form[email]", ME_MAIL),
                ("reset_password_request_form[_token]", TOKENS["reset"])])])]),
        _entry("reversible", "new password page", reset, [
            (t("reset_password.reset_btn"), False, [form(f"{B}reset-password/reset", [
                ("change_password_form[plainPassword][first]", new_password),
                ("change_password_form[plainPassword][second]", new_password),
                ("change_password_form[_token]", TOKENS["reset"])])])]),
    ]  # fmt: skip


def file_screens(t: Any, files: dict[str, tuple[str, str]]) -> list[dict[str, Any]]:
    """The file manager's folder row and its delete modal, the new folder row, a file's and
    an image's menus and their delete modals, the file editor on two configuration files,
    the extensions page and its modal."""
    title = f"{t('caption.file_management')} » files"
    folders = {"title": title, "items": [
        {"text": t("caption.folders")}, {"link": f"{FOLDER}/"}, {"link": t("action.delete")},
        {"field": "folderName", "hint": t("folder.create_new"), "text": "minutes"},
        {"button": "Create"}]}  # fmt: skip
    pdf_menu = popup(title, [PDF], [
        {"link": t("files_cards.action_edit_file")},
        {"link": t("files_cards.action_view_original")},
        {"button": t("files_cards.copy_to_clipboard")},
        {"link": f"{t('files_cards.action_duplicate')} {PDF}"},
        {"link": f"{t('files_cards.action_delete')} {PDF}"},
        {"text": f"{t('files_cards.label_filesize')} 2.4 MB"}])  # fmt: skip
    image_menu = popup(title, [IMAGE], [
        {"link": t("files_cards.action_edit_image_info")},
        {"link": t("files_cards.action_view_original")},
        {"button": t("files_cards.copy_to_clipboard")},
        {"link": f"{t('files_cards.action_duplicate')} {IMAGE}"},
        {"link": f"{t('files_cards.action_delete')} {IMAGE}"},
        {"text": f"{t('files_cards.label_dimensions')} 1600 × 1067px"}])  # fmt: skip
    folder_modal = modal(t, title, t("action.confirm_delete"))
    file_modal = modal(t, title, t("file.delete_confirm"))

    def file_delete(name: str) -> dict[str, str]:
        return link(path(f"{B}file-delete/", location="files", path=f"/{name}",
                         _csrf_token=TOKENS["file-delete"]))  # fmt: skip

    def editor(name: str) -> dict[str, Any]:
        contents = files[name][1]
        return {"title": f"{t('caption.edit_file')} » {t('caption.path')}: config/{name}",
                "items": [{"field": "editfile", "hint": "undefined", "text": contents[:80]},
                          {"button": t("action.save")}]}  # fmt: skip

    def saved(name: str) -> dict[str, str]:
        url = path(f"{B}file-edit/config", file=f"/bolt/{name}")
        return form(url, [("file", f"/bolt/{name}"), ("location", "config"),
                          ("_csrf_token", TOKENS["editfile"]), ("editfile", files[name][1]),
                          ("save", "")])  # fmt: skip

    extension = "Acmecorp\\ReferenceExtension"
    extensions = {"title": t("caption.extensions"), "items": [
        {"text": extension}, {"link": t("extensions.button_detailed_view")},
        {"link": t("extensions.button_remove")},
        {"link": t("extensions.button_disable")}]}  # fmt: skip
    not_yet = modal(t, t("caption.extensions"), t("extensions.message_not_implemented"))
    return [
        _entry("opens-prompt", "folder row", folders, [(t("action.delete"), False, [])]),
        _entry("delete", "folder delete modal", folder_modal, [
            (t("modal.button_save"), True, [link(path(
                f"{B}filemanager-actions/delete/", path=f"/{FOLDER}", location="files",
                _csrf_token=TOKENS["filemanager-delete"]))])]),
        _entry("harmless", "folder delete modal", folder_modal, [
            (t("modal.button_deny"), False, [])]),
        _entry("reversible", "new folder row", folders, [
            ("Create", False, [form(f"{B}filemanager-actions/create", [
                ("folderName", "minutes"), ("path", "/"), ("location", "files"),
                ("_csrf_token", TOKENS["filemanager-create"])])])]),
        _entry("opens-prompt", "file menu delete", pdf_menu, [
            (f"{t('files_cards.action_delete')} {PDF}", False, [])]),
        _entry("reversible", "file menu duplicate", pdf_menu, [
            (f"{t('files_cards.action_duplicate')} {PDF}", False, [link(path(
                f"{B}file-duplicate/", location="files", path=f"/{PDF}",
                _csrf_token=TOKENS["file-duplicate"]))])]),
        _entry("harmless", "file menu", pdf_menu, [
            (t("files_cards.copy_to_clipboard"), False, [])]),
        _entry("delete", "file delete modal", file_modal, [
            (t("modal.button_save"), True, [file_delete(PDF)])]),
        _entry("harmless", "file delete modal", file_modal, [
            (t("modal.button_deny"), False, [])]),
        _entry("opens-prompt", "image menu delete", image_menu, [
            (f"{t('files_cards.action_delete')} {IMAGE}", False, [])]),
        _entry("delete", "image delete modal", file_modal, [
            (t("modal.button_save"), True, [file_delete(IMAGE)])]),
        _entry("overwrite", "taxonomy file editor", editor("taxonomy.yaml"), [
            (t("action.save"), True, [saved("taxonomy.yaml")])]),
        _entry("overwrite", "menu file editor", editor("menu.yaml"), [
            (t("action.save"), True, [saved("menu.yaml")])]),
        _entry("opens-prompt", "extensions page", extensions, [
            (t("extensions.button_remove"), False, [])]),
        _entry("harmless", "extension not implemented modal", not_yet, [
            (t("modal.button_save"), False, [])]),
    ]  # fmt: skip


def screens(t: Any, files: dict[str, tuple[str, str]]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language; ``files`` maps each configuration file
    edited to its text before and after the edit."""
    return [*dashboard_screens(t), *listing_screens(t), *editor_screens(t), *user_screens(t),
            *login_screens(t), *file_screens(t, files)]  # fmt: skip
