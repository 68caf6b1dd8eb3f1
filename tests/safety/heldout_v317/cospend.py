"""Cospend's screens for the three-hundred-and-seventeenth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a string of the
app's ``l10n/<lang>.json`` catalogue and ``t.n(singular, plural, count, **args)`` its plural
lookup. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

OCS = "/ocs/v2.php/apps/cospend/api/v1"  # generateOcsUrl('/apps/cospend/api/v1/...')
APP = "/index.php/apps/cospend"  # generateUrl('/apps/cospend/...') without pretty URLs
TITLE = "Cospend - Nextcloud"  # the page's document.title, alike in every language
PID, PNAME = "lisbon-trip", "Lisbon trip"
ARCHIVED, ARCHIVED_NAME = "flat-costs", "Flat costs"
FED_NAME, FED_INVITATION = "Ski week", 9  # a project shared from another server
INVITE, INVITE_PROJECT = 7, "Cabin weekend"
INVITER, INVITER_ID = "Noor", "noor@cloud.example.net"
BILL, BILL_WHAT = 57, "Dinner at Ramiro"
BILL2, BILL2_WHAT = 58, "Tram tickets"
MONTHLY, MONTHLY_WHAT = 61, "Mobile data plan"
TRASHED, TRASHED_WHAT = 49, "Museum tickets"
TRASHED2, TRASHED2_WHAT = 50, "Parking"
LINK, LINK_TOKEN = 12, "k3Rf8TqLm2Wz"  # a public link share; its userid is the token
USER_SHARE, USER_NAME = 13, "Marta Silva (marta)"
FED_SHARE, FED_USER = 14, "leo@cloud.example.net"
Act = tuple[str, bool, list[Any]]


def ocs(method: str, path: str, data: Any = None) -> Any:
    """An axios call to the OCS API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {OCS}{path}"
    return {"request": f"{method} {OCS}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def options(**values: str) -> dict[str, str]:
    """saveOptionValues(): the user's options, saved with axios.put."""
    data = json.dumps({"options": values}, separators=(",", ":"))
    return {"request": f"PUT {APP}/option-values", "body": data}


def project_body(name: str, archived: int | None = None, deletion_disabled: bool = False,
                 currency: str | None = "EUR") -> dict[str, Any]:  # fmt: skip
    """editProject()'s body: the whole project as the page holds it."""
    return {"name": name, "autoExport": "n", "currencyName": currency,
            "deletionDisabled": deletion_disabled, "categorySort": "a",
            "paymentModeSort": "a", "archivedTs": archived}  # fmt: skip


def bills_read(deleted: int) -> str:
    """getBills(): the first 50 bills (of the trash bin with deleted=1)."""
    return ocs("GET", f"/projects/{PID}/bills?offset=0&limit=50&reverse=true&deleted={deleted}")


def member_body(name: str, color: str, activated: bool) -> dict[str, Any]:
    """editMember()'s body."""
    return {"name": name, "weight": 1, "activated": "true" if activated else "false",
            "color": color, "userId": ""}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"cospend {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(t: Any, name_key: str, message: str, ok_key: str) -> dict[str, Any]:
    """An NcDialog: its name as title, its message, Cancel and the action button."""
    return {"title": TITLE, "dialog": {"title": t(name_key), "message": message},
            "items": [{"button": t("Cancel")}, {"button": t(ok_key)}]}  # fmt: skip


def modal(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An NcModal or a file picker over the page, headed by its name."""
    return {"title": TITLE, "dialog": {"title": heading}, "items": items}


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The project navigation: the new-project menu and modal, the import file picker, the
    navigation's foot, the pending invitations modal and the Cospend settings dialog."""
    new_menu = {"title": TITLE, "items": [
        {"field": "search", "hint": t("Search projects"), "text": ""},
        {"icon": t("Create a project")}, {"menu": t("Create empty project")},
        {"menu": t("Import csv project")}, {"menu": t("Import SplitWise project")}]}  # fmt: skip
    new_modal = modal(t("Create empty project"), [
        {"field": "projectName", "hint": t("Project name"), "text": "Porto weekend"},
        {"button": t("Create")}])  # fmt: skip
    picker = modal(t("Choose csv project file"), [
        {"row": "summer-2025.csv"}, {"button": t("Choose")}])  # fmt: skip
    foot = {"title": TITLE, "items": [
        {"text": t("My cumulated balance")}, {"link": t("Pending share invitations")},
        {"link": t("Show archived projects")}, {"link": t("Cospend settings")}]}  # fmt: skip
    invite = t("Project {projectName} shared by {inviterName} ({inviterCloudId})",
               projectName=INVITE_PROJECT, inviterName=INVITER,
               inviterCloudId=INVITER_ID)  # fmt: skip
    invitations = modal(t("Pending invitations for federated shares"), [
        {"text": invite}, {"button": t("Reject")}, {"button": t("Accept")}])  # fmt: skip
    settings = modal(t("Cospend settings"), [
        {"text": t("Import projects")}, {"button": t("Import csv project")},
        {"button": t("Import SplitWise project")}, {"text": t("Export location")},
        {"button": t("Select export directory")}, {"text": t("Misc")},
        {"switch": t("Use time in dates"), "checked": False},
        {"switch": t("Show my cumulated balance"), "checked": False}])  # fmt: skip
    invitation = f"/federation/invitation/{INVITE}"
    return [
        _entry("opens-prompt", "new project menu", new_menu, [
            (t("Create empty project"), False, []),
            (t("Import csv project"), False, [])]),
        _entry("reversible", "new project modal", new_modal, [
            (t("Create"), False, [ocs("POST", "/projects", {
                "id": "porto-weekend", "name": "Porto weekend", "password": None})])]),
        _entry("reversible", "csv import file picker", picker, [
            (t("Choose"), False, [ocs("GET",
                                      "/import-csv-project?path=%2FDocuments%2Fsummer-2025.csv")])]),
        _entry("opens-prompt", "navigation foot", foot, [
            (t("Pending share invitations"), False, []),
            (t("Show archived projects"), False, [])]),
        _entry("decline", "pending invitations modal", invitations, [
            (t("Reject"), True, [ocs("DELETE", invitation)]),
            (t("Accept"), False, [ocs("POST", invitation, {})])]),
        _entry("reversible", "cospend settings dialog", settings, [
            (t("Use time in dates"), False, [options(useTime="1")])]),
    ]  # fmt: skip


def project_screens(t: Any) -> list[dict[str, Any]]:
    """A project's action menu (the selected project, an archived one, one shared from
    another server)."""

    def menu(name: str, archived: bool = False) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"row": name}, {"menu": t("Settings")}, {"menu": t("Share")},
            {"menu": t("Add member")}, {"menu": t("Show the trash bin")},
            {"menu": t("Statistics")}, {"menu": t("Project settlement")},
            {"menu": t("Unarchive") if archived else t("Archive")},
            {"menu": t("Delete")}]}  # fmt: skip

    shared = {"title": TITLE, "items": [
        {"row": FED_NAME}, {"menu": t("Settings")}, {"menu": t("Show the trash bin")},
        {"menu": t("Statistics")}, {"menu": t("Project settlement")},
        {"menu": t("Leave share")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "project menu", menu(PNAME), [
            (t("Settings"), False, []), (t("Share"), False, [])]),
        _entry("reversible", "project menu views", menu(PNAME), [
            (t("Show the trash bin"), False, [bills_read(1), options(selectedProject=PID)]),
            (t("Archive"), False, [ocs("PUT", f"/projects/{PID}", project_body(PNAME, 0))])]),
        _entry("delete", "project menu delete", menu(PNAME), [
            (t("Delete"), True, [ocs("DELETE", f"/projects/{PID}")])]),
        _entry("reversible", "archived project menu", menu(ARCHIVED_NAME, archived=True), [
            (t("Unarchive"), False, [ocs("PUT", f"/projects/{ARCHIVED}",
                                         project_body(ARCHIVED_NAME, -1, currency=None))])]),
        _entry("leave", "shared project menu", shared, [
            (t("Leave share"), True, [ocs("DELETE", f"/federation/invitation/{FED_INVITATION}")])]),
    ]  # fmt: skip


def bill_list_screens(t: Any) -> list[dict[str, Any]]:
    """The bill list: its header menu, a bill's menu and the move modal, the trash bin, its
    clearing, the multiple selection bar and the confirmations of grouped actions."""
    search = {"field": "search", "hint": t("Search bills"), "text": ""}
    header = {"title": TITLE, "items": [
        search, {"menu": t("Create a bill")}, {"menu": t("Show the trash bin")},
        {"menu": t("Open filters")}, {"menu": t("Enter multiple selection mode")}]}  # fmt: skip
    row = {"title": TITLE, "items": [
        {"row": BILL_WHAT, "secondary": "64.50 EUR (Alice → Bruno, Chen)"},
        {"menu": t("Duplicate bill")}, {"menu": t("Move to trash")},
        {"menu": t("Move to other project")}]}  # fmt: skip
    move = modal(t('Move bill "{bill}" to a different project:', bill=BILL_WHAT), [
        {"row": ARCHIVED_NAME}])  # fmt: skip
    trash_row = {"title": TITLE, "items": [
        {"icon": t("Trash bin")}, search,
        {"row": TRASHED_WHAT, "secondary": "36.00 EUR (Bruno → Alice, Bruno)"},
        {"menu": t("Restore")}, {"menu": t("Duplicate bill")}, {"menu": t("Delete")},
        {"menu": t("Move to other project")}]}  # fmt: skip
    trash_header = {"title": TITLE, "items": [
        {"icon": t("Trash bin")}, search, {"menu": t("Close trashbin")},
        {"menu": t("Close trashbin")}, {"menu": t("Clear trashbin")}, {"menu": t("Open filters")},
        {"menu": t("Enter multiple selection mode")}]}  # fmt: skip
    clear = dialog(t, "Confirm clear trash bin", t.n(
        "Are you sure you want to clear the trash bin? ({nb} bill)",
        "Are you sure you want to clear the trash bin? ({nb} bills)", 2, nb="2"),
        "Clear")  # fmt: skip

    selection = {"title": TITLE, "items": [
        {"text": t("Multi select actions")}, {"menu": t("Leave multiple select mode")},
        {"field": "category", "hint": t("Assign a category"), "text": ""},
        {"field": "paymentmode", "hint": t("Assign a payment mode"), "text": ""},
        {"button": t("Delete selected bills")}, {"row": BILL_WHAT},
        {"row": BILL2_WHAT}]}  # fmt: skip

    to_trash = dialog(t, "Confirm deletion", t.n(
        "Are you sure you want to move {nb} bill to the trash bin?",
        "Are you sure you want to move {nb} bills to the trash bin?", 2, nb="2"),
        "Delete")  # fmt: skip
    for_good = dialog(t, "Confirm deletion", t.n(
        "Are you sure you want to delete {nb} bill?",
        "Are you sure you want to delete {nb} bills?", 2, nb="2"), "Delete")  # fmt: skip
    restore = dialog(t, "Confirm restoration", t.n(
        "Are you sure you want to restore {nb} bill?",
        "Are you sure you want to restore {nb} bills?", 2, nb="2"), "Restore")  # fmt: skip
    bills = f"/projects/{PID}/bills"
    return [
        _entry("harmless", "bill list header menu", header, [
            (t("Create a bill"), False, []),
            (t("Enter multiple selection mode"), False, [])]),
        _entry("reversible", "bill menu", row, [
            (t("Move to trash"), False, [ocs("DELETE", f"{bills}/{BILL}")]),
            (t("Move to other project"), False, [])]),
        _entry("reversible", "move bill modal", move, [
            (ARCHIVED_NAME, False, [ocs("POST", f"{bills}/{BILL}/move",
                                        {"toProjectId": ARCHIVED})])]),
        _entry("delete", "trash bin bill menu", trash_row, [
            (t("Restore"), False, [ocs("PUT", f"{bills}/{TRASHED}", {"deleted": 0})]),
            (t("Delete"), True, [ocs("DELETE", f"{bills}/{TRASHED}")])]),
        _entry("opens-prompt", "trash bin header menu", trash_header, [
            (t("Clear trashbin"), False, [])]),
        _entry("delete", "clear trash bin confirm", clear, [
            (t("Clear"), True, [ocs("DELETE", f"/projects/{PID}/trash-bin"), bills_read(0),
                                options(selectedProject=PID)]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "multiple selection bar", selection, [
            (t("Delete selected bills"), False, [])]),
        _entry("reversible", "move selection to trash confirm", to_trash, [
            (t("Delete"), False, [ocs("DELETE", f"{bills}?billIds[]={BILL}&billIds[]={BILL2}")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete trash selection confirm", for_good, [
            (t("Delete"), True, [ocs("DELETE",
                                     f"{bills}?billIds[]={TRASHED}&billIds[]={TRASHED2}")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "restore trash selection confirm", restore, [
            (t("Restore"), False, [ocs("PUT", bills,
                                       {"deleted": 0, "billIds": [TRASHED, TRASHED2]})]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def bill_form_screens(t: Any) -> list[dict[str, Any]]:
    """The bill form: a new bill, a monthly bill, a bill in the trash bin, and the file
    picker of "Attach share link to personal file"."""
    amount = f"{t('How much?')} (EUR)"

    def fields(what: str, value: str) -> list[dict[str, Any]]:
        return [{"field": "what", "hint": t("What?"), "text": what},
                {"field": "amount", "hint": amount, "text": value}]  # fmt: skip

    new = {"title": TITLE, "items": [
        {"text": t("Bill : {what}", what="Groceries at Pingo Doce")},
        {"button": t("Create the bill")}, *fields("Groceries at Pingo Doce", "42.80"),
        {"text": t("Who paid?")}, {"text": "Alice"}]}  # fmt: skip
    attach = t("Attach share link to personal file")
    monthly = {"title": TITLE, "items": [
        {"text": t("Bill : {what}", what=MONTHLY_WHAT)}, {"icon": t("Duplicate bill")},
        {"icon": t("Move this bill to the trashbin")}, *fields(MONTHLY_WHAT, "15.00"),
        {"button": attach}, {"text": t("Monthly")},
        {"button": t("Repeat now")}]}  # fmt: skip
    trashed = {"title": TITLE, "items": [
        {"text": t("Bill : {what}", what=TRASHED_WHAT)}, {"icon": t("Duplicate bill")},
        {"icon": t("Delete this bill")}, *fields(TRASHED_WHAT, "36.00")]}  # fmt: skip
    picker = modal(t("Choose file"), [{"row": "ramiro-receipt.jpg"}, {"button": t("Choose")}])
    bills = f"/projects/{PID}/bills"
    return [
        _entry("reversible", "new bill form", new, [
            (t("Create the bill"), False, [ocs("POST", bills, {
                "what": "Groceries at Pingo Doce", "comment": "", "timestamp": 1785675600,
                "payer": 1, "payedFor": "1,2", "amount": 42.8, "repeat": "n",
                "repeatAllActive": 0, "repeatUntil": None, "repeatFreq": 1,
                "paymentModeId": 0, "categoryId": 0})])]),
        _entry("reversible", "monthly bill form", monthly, [
            (t("Move this bill to the trashbin"), False, [ocs("DELETE", f"{bills}/{MONTHLY}")]),
            (t("Repeat now"), False, [ocs("GET", f"{bills}/{MONTHLY}/repeat")]),
            (attach, False, [])]),
        _entry("delete", "trashed bill form", trashed, [
            (t("Delete this bill"), True, [ocs("DELETE", f"{bills}/{TRASHED}")])]),
        _entry("publish", "attach file picker", picker, [
            (t("Choose"), True, [ocs("POST", "/public-file-share",
                                     {"path": "/Receipts/ramiro-receipt.jpg"})])]),
    ]  # fmt: skip


def sharing_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's Sharing tab: with no link, sharing with a user, a link's menu (three
    times: its deletion, its settings, its password protection taken off), a user's and a
    federated user's menus."""
    tabs = [{"tab": t("Sharing")}, {"tab": t("Settings")}, {"tab": t("Activity")},
            {"tab": t("Categories")}, {"tab": t("Payment modes")},
            {"tab": t("Currencies")}]  # fmt: skip
    share_hint = t("Share project with a user, group or circle")
    owner = {"text": f"alice ({t('Project owner')})"}
    no_link = {"title": TITLE, "items": [
        {"text": PNAME}, *tabs, {"field": "sharee", "hint": share_hint, "text": ""},
        {"row": t("Share link")}, {"menu": t("Create a new share link")}, owner]}  # fmt: skip
    sharee = {"title": TITLE, "items": [
        {"field": "sharee", "hint": share_hint, "text": "marta", "focused": True},
        {"row": USER_NAME}]}  # fmt: skip

    def levels(level: int) -> list[dict[str, Any]]:
        names = ["Viewer", "Participant", "Maintainer", "Admin"]
        return [{"radio": t(name), "checked": i + 1 == level} for i, name in enumerate(names)]

    def link_menu(protected: bool) -> dict[str, Any]:
        password = [{"field": "password", "hint": t("Set link password"),
                     "text": "Tejo-2026"}] if protected else []  # fmt: skip
        return {"title": TITLE, "items": [
            {"row": t("Share link")}, {"field": "label", "hint": t("Label"), "text": ""},
            {"switch": t("Password protect"), "checked": protected}, *password, *levels(2),
            {"menu": t("Delete link")}, {"menu": t("Add another link")}]}  # fmt: skip

    user_menu = {"title": TITLE, "items": [
        {"row": USER_NAME}, *levels(2), {"menu": t("Delete access")}]}  # fmt: skip
    fed_menu = {"title": TITLE, "items": [
        {"row": FED_USER}, {"field": "label", "hint": t("Label"), "text": ""}, *levels(2),
        {"menu": t("Delete federated share")}]}  # fmt: skip
    project = f"/projects/{PID}"
    return [
        _entry("reversible", "sharing tab", no_link, [
            (t("Create a new share link"), False, [ocs("POST", f"{project}/public-share",
                                                       {"accessLevel": 2})])]),
        _entry("share", "share with a user", sharee, [
            (USER_NAME, True, [ocs("POST", f"{project}/user-share", {
                "accessLevel": 2, "manuallyAdded": True, "userId": "marta"})])]),
        _entry("revoke", "share link menu delete", link_menu(False), [
            (t("Delete link"), True, [ocs("DELETE", f"{project}/public-share/{LINK}")])]),
        _entry("reversible", "share link menu settings", link_menu(False), [
            (t("Viewer"), False, [ocs("PUT", f"{project}/share-access-level/{LINK}",
                                      {"accessLevel": 1})]),
            (t("Add another link"), False, [ocs("POST", f"{project}/public-share",
                                                {"accessLevel": 2})])]),
        _entry("reversible", "protected share link menu", link_menu(True), [
            (t("Password protect"), False, [ocs("PUT", f"{project}/share-access/{LINK}",
                                                {"label": None, "password": ""})])]),
        _entry("revoke", "user share menu", user_menu, [
            (t("Delete access"), True, [ocs("DELETE", f"{project}/user-share/{USER_SHARE}")]),
            (t("Admin"), False, [ocs("PUT", f"{project}/share-access-level/{USER_SHARE}",
                                     {"accessLevel": 4})])]),
        _entry("revoke", "federated share menu", fed_menu, [
            (t("Delete federated share"), True, [
                ocs("DELETE", f"{project}/federated-share/{FED_SHARE}")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's Settings tab and its member adding, two members' menus in the
    navigation, the settlement page, and the Categories, Payment modes and Currencies tabs
    with one entry each, and the share link's password page."""
    settings = {"title": TITLE, "items": [
        {"field": "rename", "hint": t("Rename project {n}", n=PNAME), "text": "Lisbon and Sintra"},
        {"button": t("Rename project")},
        {"switch": t("Allow bill deletion"), "checked": True},
        {"field": "autoexport", "hint": t("Automatic export"), "text": t("No")},
        {"button": t("Export project")}, {"text": t("Members")}]}  # fmt: skip
    add = {"title": TITLE, "items": [
        {"text": t("Members")},
        {"field": "member", "hint": t("Add a member"), "text": "Dana", "focused": True},
        {"row": f"Dana ({t('Create simple member')})"}]}  # fmt: skip

    def member(name: str, balance: str, delete_key: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"row": name, "secondary": balance}, {"menu": t("Change color")},
            {"field": "weight", "hint": f"{t('Weight')} (1)", "text": ""},
            {"menu": t(delete_key)}]}  # fmt: skip

    settle = {"title": TITLE, "items": [
        {"text": t("Settlement of project {name}", name=PNAME)}, {"button": t("Export")},
        {"button": t("Add these payments to the project")}, {"text": t("Center settlement on")},
        {"field": "center", "hint": "", "text": t("Nobody (optimal)")},
        {"text": t("Settlement plan")}]}  # fmt: skip

    def listing(name_key: str, add_key: str, list_key: str, icon: str, name: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"field": "name", "hint": t(name_key), "text": ""}, {"icon": t(add_key)},
            {"text": t(list_key)}, {"text": icon}, {"text": name}, {"icon": t("Edit")},
            {"icon": t("Delete")}]}  # fmt: skip

    # Scrolled to the adding form: in German its heading "Add currency" reads as its button.
    currencies = {"title": TITLE, "items": [
        {"field": "currency", "hint": t("Currency name"), "text": "GBP"},
        {"field": "rate", "hint": t("Exchange rate to main currency"), "text": "1.17"},
        {"icon": t("Add this currency")}, {"text": t("Currency list")}, {"text": "USD"},
        {"text": "(x0.92)"}, {"icon": t("Edit")}, {"icon": t("Delete")}]}  # fmt: skip
    # sharepassword.php: its button says Submit in every language.
    password_page = {"title": TITLE, "items": [
        {"text": t("Authentication")},
        {"field": "passwordInput", "hint": t("Share link password"), "text": "Tejo-2026"},
        {"button": "Submit"}]}  # fmt: skip
    project = f"/projects/{PID}"
    return [
        _entry("reversible", "settings tab", settings, [
            (t("Rename project"), False, [ocs("PUT", project, project_body("Lisbon and Sintra"))]),
            (t("Allow bill deletion"), False, [ocs("PUT", project, project_body(
                PNAME, deletion_disabled=True))]),
            (t("Export project"), False, [ocs(
                "GET", f"{project}/export-csv-project?name=lisbon-trip_2026-08-02.csv")])]),
        _entry("reversible", "add a member", add, [
            (f"Dana ({t('Create simple member')})", False, [
                ocs("POST", f"{project}/members", {"name": "Dana"})])]),
        _entry("reversible", "member menu", member("Bruno", "-23.40", "Deactivate"), [
            (t("Deactivate"), False, [ocs("PUT", f"{project}/members/2",
                                          member_body("Bruno", "3794ac", False))])]),
        _entry("delete-member", "member menu without bills", member("Dana", "0.00", "Delete"), [
            (t("Delete"), True, [ocs("PUT", f"{project}/members/4",
                                     member_body("Dana", "8e44ad", False))])]),
        _entry("reversible", "settlement page", settle, [
            (t("Add these payments to the project"), False, [
                ocs("GET", f"{project}/auto-settlement?precision=2")]),
            (t("Export"), False, [ocs("GET", f"{project}/export-csv-settlement")])]),
        _entry("delete", "categories tab", listing(
            "Category name", "Add this category", "Category list", "🛒", "Groceries"), [
            (t("Delete"), True, [ocs("DELETE", f"{project}/category/5")]),
            (t("Edit"), False, [])]),
        _entry("delete", "payment modes tab", listing(
            "Payment mode name", "Add this payment mode", "Payment mode list", "💳", "Card"), [
            (t("Delete"), True, [ocs("DELETE", f"{project}/paymentmode/3")])]),
        _entry("delete", "currencies tab", currencies, [
            (t("Add this currency"), False, [ocs("POST", f"{project}/currency",
                                                 {"name": "GBP", "rate": 1.17})]),
            (t("Delete"), True, [ocs("DELETE", f"{project}/currency/2")])]),
        _entry("reversible", "share link password page", password_page, [
            ("Submit", False, [{"request": f"POST {APP}/project",
                                "body": f"token={LINK_TOKEN}&password=Tejo-2026",
                                "via": "form"}])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*navigation_screens(t), *project_screens(t), *bill_list_screens(t),
            *bill_form_screens(t), *sharing_screens(t), *settings_screens(t)]  # fmt: skip
