"""Nextcloud Forms's screens for the hundred-and-eighty-fourth held-out corpus: ``screens(t)``
lays them out in one language, ``t(text, **values)`` being that language's lookup of an
English string in the app's ``l10n/<lang>.json`` catalogue. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

OCS = "/ocs/v2.php/apps/forms/api/v3/"  # generateOcsUrl('apps/forms/api/v3/...')
FORM, NEW_FORM, TITLE = 7, 8, "Team offsite feedback"
SHARED_TITLE, ARCHIVED_TITLE = "Office move survey", "Summer party 2024"
QUESTION, QUESTION2, OPTION, OPTION2 = 31, 32, 101, 102
SUBMISSION, USER_SHARE, LINK_SHARE = 55, 12, 13
USER_ID, USER, GROUP_ID, GROUP = "bob", "Bob Smith", "marketing", "Marketing"
LINK_TOKEN, NEW_TOKEN = "Xc9Lm2Qp7RtZw4Ks", "Hq4Tz8Nw2Lp6Rb3Y"
REQUEST_TOKEN = "kP3vR8sT1uW6xY9zA2bC5dE7fG0hJ4mN"  # made up; getRequestToken()
EXPIRES, FILE_ID = 1767229200, 4242
ANSWERS = {str(QUESTION): [str(OPTION)], str(QUESTION2): ["The venue was great"]}
Act = tuple[str, bool, list[Any]]


def req(method: str, path: str, data: Any = None) -> Any:
    """An axios request of ``@nextcloud/axios``; a body is JSON.stringify's."""
    url = f"{method} {path if path.startswith('/') else OCS + path}"
    if data is None:
        return url
    return {"request": url, "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}


FORM_URL = f"forms/{FORM}"
LOAD = req("GET", FORM_URL)  # fetchFullForm()
LOAD_NEW = req("GET", f"forms/{NEW_FORM}")  # the new form's editor
RESULTS = req("GET", f"{FORM_URL}/submissions?limit=20&offset=0&query=")  # loadFormResults()


def patch_form(**pairs: Any) -> Any:
    """saveFormProperty() and the other form updates: ``{"keyValuePairs": {...}}``."""
    return req("PATCH", FORM_URL, {"keyValuePairs": pairs})


def patch_question(**pairs: Any) -> Any:
    return req("PATCH", f"{FORM_URL}/questions/{QUESTION}", {"keyValuePairs": pairs})


def patch_share(share: int, **pairs: Any) -> Any:
    return req("PATCH", f"{FORM_URL}/shares/{share}", {"keyValuePairs": pairs})


def config(key: str, value: Any) -> Any:
    """The admin settings' saveAppConfig(): generateUrl('apps/forms/config')."""
    return req("PATCH", "/apps/forms/config", {"configKey": key, "configValue": value})


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"forms {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(page: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open NcActions menu over its page (its heading a text above the entries)."""
    return {"title": page, "dialog": {}, "items": [{"text": heading}, *items]}


def dialog(page: str, name: str, message: str, buttons: list[str]) -> dict[str, Any]:
    """An NcDialog (or @nextcloud/dialogs' showConfirmation): its name, text and buttons."""
    return {"title": page, "dialog": {"title": name, "message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, a form entry's menus (own, archived, shared), the delete dialog."""
    forms = t("Forms")
    edit, share, responses = t("Edit form"), t("Share form"), t("Responses")
    clone, archive, unarchive = t("Copy form"), t("Archive form"), t("Unarchive form")
    delete = t("Delete form")
    navigation = {"title": forms, "items": [
        {"button": t("New form")}, {"text": t("Your forms")}, {"link": TITLE},
        {"text": t("Shared with you")}, {"link": SHARED_TITLE},
        {"button": t("Archived forms")}]}  # fmt: skip
    own = [{"menu": edit}, {"menu": share}, {"menu": responses}, {"menu": clone},
           {"menu": archive}, {"menu": delete}]  # fmt: skip
    archived = [{"menu": responses}, {"menu": clone}, {"menu": unarchive}, {"menu": delete}]
    ask = t("Are you sure you want to delete {title}?", title=TITLE)
    ask_archived = t("Are you sure you want to delete {title}?", title=ARCHIVED_TITLE)
    remove = [req("DELETE", FORM_URL)]
    copy_req = [req("POST", f"forms?fromId={FORM}"), LOAD_NEW]
    return [
        entry("reversible", "navigation", navigation, [
            (t("New form"), False, [req("POST", "forms"), LOAD_NEW]),
            (t("Archived forms"), False, [])]),
        entry("reversible", "form entry menu", menu(forms, TITLE, own), [
            (share, False, []), (clone, False, copy_req),
            (archive, False, [patch_form(state=2)])]),
        entry("opens-prompt", "form entry menu (delete)", menu(forms, TITLE, own), [
            (delete, False, [])]),
        entry("delete", "delete form dialog", dialog(forms, delete, ask, [t("Cancel"), delete]), [
            (t("Cancel"), False, []), (delete, True, remove)]),
        entry("reversible", "archived form entry menu", menu(t("Archived forms"),
                                                             ARCHIVED_TITLE, archived), [
            (unarchive, False, [patch_form(state=1)])]),
        entry("delete", "delete archived form dialog", dialog(
            t("Archived forms"), delete, ask_archived, [t("Cancel"), delete]), [
            (delete, True, remove)]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The editor: adding, copying, moving and deleting questions and options."""
    page = t("Edit form")
    editor = {"title": page, "items": [
        {"field": "form-title", "hint": t("Form title"), "text": TITLE},
        {"field": "form-desc", "hint": t("Description (formatting using Markdown is supported)"),
         "text": ""},
        {"text": t("Question number {index}", index="1")},
        {"icon": t("Move question down")},
        {"text": t("Question number {index}", index="2")},
        {"icon": t("Move question up")},
        {"button": t("Add a question")}]}  # fmt: skip
    add_menu = menu(page, t("Add a question"), [
        {"menu": t("Checkboxes")}, {"menu": t("Radio buttons")}, {"menu": t("Dropdown")},
        {"menu": t("File")}, {"menu": t("Grid")}, {"menu": t("Short answer")},
        {"menu": t("Long text")}, {"menu": t("Date")}, {"menu": t("Linear scale")},
        {"menu": t("Ranking")}])  # fmt: skip
    order = req("PATCH", f"{FORM_URL}/questions", {"newOrder": [QUESTION2, QUESTION]})
    q_menu = menu(page, t("Question number {index}", index="1"), [
        {"switch": t("Required"), "checked": False}, {"menu": t("Technical name")},
        {"menu": t("Copy question")}, {"menu": t("Delete question")}])  # fmt: skip

    def add(kind: str) -> Any:
        return req("POST", f"{FORM_URL}/questions", {"type": kind, "text": "", "subtype": None})

    options = {"title": page, "items": [
        {"text": t("Question number {index}", index="1")},
        {"field": "option-1", "hint": t("Answer number {index}", index="1"), "text": "Berlin"},
        {"icon": t("Move option actions")}, {"icon": t("Delete answer")},
        {"field": "option-2", "hint": t("Answer number {index}", index="2"), "text": "Lisbon"},
        {"icon": t("Add a new answer option")}]}  # fmt: skip
    multi_menu = menu(page, t("Question number {index}", index="1"), [
        {"switch": t("Shuffle options"), "checked": False},
        {"switch": t('Add "other"'), "checked": False},
        {"menu": t("Add multiple options")}, {"menu": t("Copy question")},
        {"menu": t("Delete question")}])  # fmt: skip
    option_dialog = {"title": page, "dialog": {"title": t("Add multiple options")}, "items": [
        {"field": "options", "hint": t("Add multiple options (one per line)"),
         "text": "Porto\nVienna"},
        {"button": t("Cancel")}, {"button": t("Add options")}]}  # fmt: skip
    options_url = f"{FORM_URL}/questions/{QUESTION}/options"
    return [
        entry("opens-prompt", "editor", editor, [
            (t("Add a question"), False, []),
            (t("Move question down"), False, [order])]),
        entry("reversible", "add question menu", add_menu, [
            (t("Checkboxes"), False, [add("multiple")])]),
        entry("reversible", "question menu", q_menu, [
            (t("Copy question"), False, [req(
                "POST", f"{FORM_URL}/questions?fromId={QUESTION}", {"position": 2})])]),
        entry("delete", "question menu (delete)", q_menu, [
            (t("Delete question"), True, [req("DELETE", f"{FORM_URL}/questions/{QUESTION}")])]),
        entry("reversible", "answer options", options, [
            (t("Delete answer"), False, [req("DELETE", f"{options_url}/{OPTION}")]),
            (t("Add a new answer option"), False, [])]),
        entry("delete", "checkboxes question menu (delete)", multi_menu, [
            (t("Delete question"), True, [req("DELETE", f"{FORM_URL}/questions/{QUESTION}")])]),
        entry("reversible", "add multiple options dialog", option_dialog, [
            (t("Add options"), False, [req("POST", options_url, {
                "optionTexts": ["Porto", "Vienna"], "optionType": "choice"})])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's settings tab, a locked form's, and the ownership transfer."""
    page = t("Settings")
    respond = {"title": page, "items": [
        {"switch": t("Store responses anonymously"), "checked": False},
        {"switch": t("Allow multiple responses per person"), "checked": False},
        {"switch": t("Allow editing own responses"), "checked": False},
        {"switch": t("Set expiration date"), "checked": False},
        {"switch": t("Limit number of responses"), "checked": False},
        {"switch": t("Custom submission message"), "checked": False}]}  # fmt: skip
    state = {"title": page, "items": [
        {"switch": t("Close form"), "checked": False},
        {"text": t("Closed forms do not accept new responses.")},
        {"switch": t("Lock form permanently"), "checked": False},
        {"switch": t("Archive form"), "checked": False},
        {"text": t("Archived forms do not accept new responses and cannot be modified.")},
        {"button": t("Transfer ownership")}]}  # fmt: skip
    locked = {"title": page, "items": [
        {"text": t("Form is locked")}, {"button": t("Unlock form")},
        {"switch": t("Store responses anonymously"), "checked": False}]}  # fmt: skip
    confirm = f"alice/{TITLE}"
    transfer = {"title": page, "dialog": {"title": t("Transfer ownership")}, "items": [
        {"field": "user", "hint": t("Search for a user"), "text": USER},
        {"text": t("Type {text} to confirm.", text=confirm)},
        {"field": "confirm", "hint": t("Confirmation text"), "text": confirm},
        {"text": t("This can not be undone.")},
        {"button": t("I understand, transfer this form")}]}  # fmt: skip
    return [
        entry("reversible", "settings tab (responses)", respond, [
            (t("Store responses anonymously"), False, [patch_form(isAnonymous=True)]),
            (t("Set expiration date"), False, [patch_form(expires=EXPIRES)])]),
        entry("reversible", "settings tab (state)", state, [
            (t("Lock form permanently"), False, [patch_form(lockedUntil=0)]),
            (t("Transfer ownership"), False, [])]),
        entry("reversible", "locked form settings", locked, [
            (t("Unlock form"), False, [patch_form(lockedUntil=None)])]),
        entry("transfer", "transfer ownership dialog", transfer, [
            (t("I understand, transfer this form"), True, [patch_form(ownerId=USER_ID)])]),
    ]  # fmt: skip


def share_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's sharing tab: public links, shares with a user and a group."""
    page = t("Sharing")
    search = t("Search for user, group or team …")
    tab = {"title": page, "items": [
        {"field": "sharee", "hint": search, "text": ""},
        {"text": t("Share link")}, {"button": t("Add link")},
        {"text": t("Internal link")}, {"button": t("Copy to clipboard")},
        {"switch": t("Permit access to all logged in accounts"), "checked": False},
        {"row": USER}]}  # fmt: skip
    found = {"title": page, "items": [
        {"field": "sharee", "hint": search, "text": "Ma", "focused": True},
        {"row": USER}, {"row": GROUP}]}  # fmt: skip
    link_items = [
        {"menu": t("Copy to clipboard")}, {"menu": t("Show QR code")},
        {"menu": t("Convert to embeddable link")}, {"menu": t("Generate new token")},
        {"menu": t("Remove link")}, {"menu": t("Add link")}]  # fmt: skip
    link_menu = menu(page, t("Share link"), link_items)
    share_items = [
        {"text": t("Permissions")}, {"switch": t("Edit form"), "checked": False},
        {"switch": t("View responses"), "checked": False},
        {"switch": t("Delete responses"), "checked": False}, {"menu": t("Delete")}]  # fmt: skip
    share_menu = menu(page, USER, share_items)
    add_link = [req("POST", f"{FORM_URL}/shares", {"shareType": 3})]
    return [
        entry("reversible", "sharing tab", tab, [
            (t("Add link"), False, add_link)]),
        entry("send", "sharee suggestions", found, [
            (USER, True, [req("POST", f"{FORM_URL}/shares",
                              {"shareType": 0, "shareWith": USER_ID})]),
            (GROUP, True, [req("POST", f"{FORM_URL}/shares",
                               {"shareType": 1, "shareWith": GROUP_ID})])]),
        entry("reversible", "public link menu", link_menu, [
            (t("Convert to embeddable link"), False, [patch_share(
                LINK_SHARE, permissions=["submit", "embed"])])]),
        entry("revoke", "public link menu (remove)", link_menu, [
            (t("Remove link"), True, [req("DELETE", f"{FORM_URL}/shares/{LINK_SHARE}")]),
            (t("Generate new token"), True, [req("GET", "token"), patch_share(
                LINK_SHARE, token=NEW_TOKEN)])]),
        entry("reversible", "user share menu", share_menu, [
            (t("View responses"), False, [patch_share(
                USER_SHARE, permissions=["submit", "results"])])]),
        entry("revoke", "user share menu (delete)", share_menu, [
            (t("Delete"), True, [req("DELETE", f"{FORM_URL}/shares/{USER_SHARE}")])]),
    ]  # fmt: skip


def results_screens(t: Any) -> list[dict[str, Any]]:
    """The responses page, its options and download menus, the spreadsheet pickers, a
    response's menu and the Delete responses dialog."""
    page = t("Responses")
    results = {"title": page, "items": [
        {"text": t("{amount} responses", amount="3")}, {"tab": t("Summary")},
        {"tab": t("Responses")}, {"icon": t("Options")},
        {"field": "search", "hint": t("Search"), "text": ""},
        {"text": USER}]}  # fmt: skip
    unlinked = menu(page, t("Options"), [
        {"menu": t("Create spreadsheet")}, {"menu": t("Save copy to Files")},
        {"menu": t("Download")}, {"menu": t("Delete all responses")}])  # fmt: skip
    linked = menu(page, t("Options"), [
        {"link": t("Open spreadsheet")}, {"menu": t("Re-export spreadsheet")},
        {"menu": t("Unlink spreadsheet")}, {"menu": t("Save copy to Files")},
        {"menu": t("Download")}, {"menu": t("Delete all responses")}])  # fmt: skip
    download = menu(page, t("Options"), [
        {"menu": t("Download")}, {"menu": "CSV"}, {"menu": "ODS"}, {"menu": "XSLX"}])  # fmt: skip
    picker = {"title": page, "dialog": {"title": t("Choose spreadsheet location")}, "items": [
        {"row": "Documents"}, {"row": "Photos"}, {"button": t("Create XLSX")},
        {"button": t("Create CSV")}, {"button": t("Create ODS")}]}  # fmt: skip
    response = menu(page, USER, [{"menu": t("Edit this response")},
                                 {"menu": t("Delete this response")}])  # fmt: skip
    delete_all = dialog(page, t("Delete responses"),
                        t("Are you sure you want to delete all responses?"),
                        [t("Cancel"), t("Delete responses")])  # fmt: skip
    listing = "PROPFIND /remote.php/dav/files/alice/"  # the file picker reads the folder

    def download_url(fmt: str) -> dict[str, Any]:
        url = f"GET {OCS}{FORM_URL}/submissions?requesttoken={quote(REQUEST_TOKEN)}"
        return {"request": f"{url}&fileFormat={fmt}", "via": "link"}

    def link(fmt: str) -> list[Any]:
        return [patch_form(path="/", fileFormat=fmt), LOAD, RESULTS]

    def export(path: str, fmt: str) -> Any:
        return req("POST", f"{FORM_URL}/submissions/export", {"path": path, "fileFormat": fmt})

    return [
        entry("reversible", "responses page", results, [
            (t("Summary"), False, [req("GET", f"{FORM_URL}/submissions")]),
            (t("Options"), False, [])]),
        entry("reversible", "options menu", unlinked, [
            (t("Create spreadsheet"), False, [listing])]),
        entry("opens-prompt", "options menu (delete all)", unlinked, [
            (t("Delete all responses"), False, [])]),
        entry("reversible", "options menu (linked file)", linked, [
            (t("Open spreadsheet"), False, [{"request": f"GET /f/{FILE_ID}", "via": "link"}]),
            (t("Unlink spreadsheet"), False, [patch_form(fileId=None, fileFormat=None)])]),
        entry("reversible", "download menu", download, [
            ("CSV", False, [download_url("csv")])]),
        entry("reversible", "create spreadsheet picker", picker, [
            (t("Create CSV"), False, link("csv"))]),
        entry("reversible", "save copy picker", picker, [
            (t("Create ODS"), False, [export("/", "ods")])]),
        entry("reversible", "response menu", response, [
            (t("Edit this response"), False, [
                LOAD, req("GET", f"{FORM_URL}/submissions/{SUBMISSION}")])]),
        entry("delete", "response menu (delete)", response, [
            (t("Delete this response"), True, [
                req("DELETE", f"{FORM_URL}/submissions/{SUBMISSION}")])]),
        entry("delete", "delete responses dialog", delete_all, [
            (t("Delete responses"), True, [req("DELETE", f"{FORM_URL}/submissions")])]),
    ]  # fmt: skip


def submit_screens(t: Any) -> list[dict[str, Any]]:
    """A respondent filling the form (logged in, by a public link, editing a response) and
    the submit page's dialogs."""
    page = t("Submit form")
    form = {"title": page, "items": [
        {"text": TITLE}, {"text": t("Question number {index}", index="1")},
        {"radio": "Berlin", "checked": True}, {"radio": "Lisbon", "checked": False},
        {"field": "answer-32", "hint": t("Enter your answer"), "text": "The venue was great"},
        {"button": t("Clear form")}, {"button": t("Submit")}]}  # fmt: skip
    empty = {"title": page, "items": [
        {"text": TITLE}, {"field": "answer-32", "hint": t("Enter your answer"), "text": ""},
        {"button": t("Clear form")}, {"button": t("Submit")}]}  # fmt: skip
    empty_dlg = dialog(page, t("Confirm submit"),
                       t("Are you sure you want to submit an empty form?"),
                       [t("Abort"), t("Submit")])  # fmt: skip
    clear_dlg = dialog(page, t("Clear form"), t("Do you want to clear all answers?"),
                       [t("Abort"), t("Clear")])  # fmt: skip
    submissions = f"{FORM_URL}/submissions"
    post = req("POST", submissions, {"answers": ANSWERS, "shareHash": ""})
    public = req("POST", submissions, {"answers": ANSWERS, "shareHash": LINK_TOKEN})
    return [
        entry("send", "submit page", form, [
            (t("Submit"), True, [post, LOAD]), (t("Clear form"), False, [])]),
        entry("send", "public submit page", form, [(t("Submit"), True, [public])]),
        entry("send", "edit response page", form, [
            (t("Submit"), True, [req("PUT", f"{submissions}/{SUBMISSION}",
                                     {"answers": ANSWERS}), LOAD])]),
        entry("opens-prompt", "empty submit page", empty, [(t("Submit"), False, [])]),
        entry("send", "submit empty form dialog", empty_dlg, [
            (t("Submit"), True, [req("POST", submissions, {"answers": {}, "shareHash": ""}),
                                 LOAD])]),
        entry("reversible", "clear form dialog", clear_dlg, [
            (t("Clear"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The administration settings' sharing section."""
    page = t("Forms")
    sharing = {"title": page, "items": [
        {"text": t("Form sharing")},
        {"switch": t("Allow sharing by link"), "checked": True},
        {"switch": t("Allow custom public share tokens"), "checked": False},
        {"switch": t("Allow sharing to all logged in accounts"), "checked": True},
        {"text": t("Comments")}, {"switch": t("Allow comments"), "checked": False}]}  # fmt: skip
    return [
        entry("reversible", "admin settings (sharing)", sharing, [
            (t("Allow sharing by link"), False, [config("allowPublicLink", False)]),
            (t("Allow comments"), False, [config("allowComments", True)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*list_screens(t), *editor_screens(t), *settings_screens(t), *share_screens(t),
            *results_screens(t), *submit_screens(t), *admin_screens(t)]  # fmt: skip
