"""Nextcloud Contacts' screens for the two-hundred-and-seventy-fourth held-out corpus:
``screens(t)`` lays them out in one language, ``t(key, **args)`` being that language's lookup
of the app's ``l10n/<lang>.json`` catalogue, ``t.n(singular, plural, count, **args)`` its
plural lookup and ``t.core(word)`` the server's own Yes and No of its confirmation dialogs.
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

HOME = "/remote.php/dav/addressbooks/users/alice/"  # alice's address book home
MAIN, FAMILY, CLIENTS = f"{HOME}contacts/", f"{HOME}family/", f"{HOME}clients/"
TEAM = f"{HOME}team-directory_shared_by_carol/"  # shared with alice by carol
SUPPLIERS = f"{HOME}suppliers_shared_by_dave/"  # shared with alice by dave
DANA = f"{MAIN}3f9c1e7a-52b4-4d0e-9a61-c8e2f4b7d013.vcf"
MARCO = f"{MAIN}a7d24c90-1e3b-4f58-b6c2-0e9f8d1a2c47.vcf"
PRIYA = f"{FAMILY}5b0e8f31-9c7d-4a26-8e14-d3a6c2f9b058.vcf"
YUKI = f"{MAIN}c41a9e07-6d2f-4b83-a5e0-7f1c3b8d9e62.vcf"
OWEN = f"{TEAM}e8b37d15-0a4c-4e9f-b2d6-91c5f0a3e7b8.vcf"  # in the read-only shared book
BOB, BOARD = "principal:principals/users/bob", "principal:principals/groups/board"
ERIN = "principal:principals/users/erin"
GROUP, GROUP2 = "Book club", "Climbing"  # Dana and Priya are in the book club, Marco climbs
PAGE = "Nextcloud"
DAV_NS = "DAV:"
OC_NS, NC_NS = "http://owncloud.org/ns", "http://nextcloud.com/ns"
CARD_NS = "urn:ietf:params:xml:ns:carddav"
Act = tuple[Any, bool, list[Any]]


def req(method: str, url: str, body: Any = None) -> Any:
    """An XMLHttpRequest (the DAV client's) or an axios call, with its body where it has one;
    a dict body is axios's JSON.stringify."""
    if body is None:
        return f"{method} {url}"
    if not isinstance(body, str):
        body = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {url}", "body": body}


def link(url: str) -> dict[str, str]:
    """A page load or download: an ``<a href>`` the browser follows."""
    return {"request": f"GET {url}", "via": "link"}


def proppatch(prop: str) -> str:
    """The DAV client's PROPPATCH body, its namespaces prefixed as its prefix map has them
    once the app has loaded (DAV: x0, Nextcloud x3, CardDAV x4, ownCloud x5)."""
    return (f'<x0:propertyupdate xmlns:x0="{DAV_NS}"><x0:set><x0:prop>{prop}</x0:prop>'
            "</x0:set></x0:propertyupdate>")  # fmt: skip


def share_xml(principal: str, writeable: bool = False) -> str:
    """``share()``: an ownCloud share request setting one sharee, read-write if asked."""
    rw = "<x5:read-write/>" if writeable else ""
    return (f'<x5:share xmlns:x5="{OC_NS}"><x5:set><x0:href xmlns:x0="{DAV_NS}">{principal}'
            f"</x0:href>{rw}</x5:set></x5:share>")  # fmt: skip


def unshare_xml(principal: str) -> str:
    """``unshare()``: an ownCloud share request removing one sharee."""
    return (f'<x5:share xmlns:x5="{OC_NS}"><x5:remove><x0:href xmlns:x0="{DAV_NS}">'
            f"{principal}</x0:href></x5:remove></x5:share>")  # fmt: skip


ENABLED = f'<x5:enabled xmlns:x5="{OC_NS}">%s</x5:enabled>'
FAVORITE_ON = proppatch(f'<x3:favorite xmlns:x3="{NC_NS}">1</x3:favorite>')
FAVORITE_OFF = proppatch(f'<x3:favorite xmlns:x3="{NC_NS}"/>')
READ_CARD = (f'<x0:propfind xmlns:x0="{DAV_NS}"><x0:prop><x0:getcontenttype/><x0:getetag/>'
             f'<x0:resourcetype/><x4:address-data xmlns:x4="{CARD_NS}"/></x0:prop>'
             "</x0:propfind>")  # fmt: skip
MKCOL = (f'<x0:mkcol xmlns:x0="{DAV_NS}"><x0:set><x0:prop><x0:resourcetype><x0:collection/>'
         f'<x4:addressbook xmlns:x4="{CARD_NS}"/></x0:resourcetype>'
         "<x0:displayname>Suppliers 2027</x0:displayname>"
         "</x0:prop></x0:set></x0:mkcol>")  # fmt: skip
# Dana's card as the app writes it back (Contact.toStringStripQuotes of ical.js's vCard) after
# her title was edited; REV is set to the time of the save (made up here).
DANA_CARD = "\r\n".join([
    "BEGIN:VCARD", "VERSION:4.0", "PRODID:-//Nextcloud Contacts v8.8.0-rc.1",
    "UID:3f9c1e7a-52b4-4d0e-9a61-c8e2f4b7d013", "FN:Dana Whitfield", "N:Whitfield;Dana;;;",
    "ORG:Riverside Library", "TITLE:Head librarian", "EMAIL;TYPE=HOME:dana@example.org",
    "CATEGORIES:Book club", "REV:20260824T101500Z", "END:VCARD"])  # fmt: skip
PATCH = "{}"  # axios.patch(url, {}): the group is in the X-PROPERTY-REPLACE header


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        case = dict(action) if isinstance(action, dict) else {"tap": action}
        cases.append({**case, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"contacts {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An NcModal or NcDialog over its page, headed by its name."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def oc_confirm(t: Any, title: str, heading: str, message: str) -> dict[str, Any]:
    """The server's ``OC.dialogs.confirm``: a heading, the message, No and Yes."""
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [{"button": t.core("No")}, {"button": t.core("Yes")}]}  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, the contact list and its multi-selection bar, the batch dialogs and a
    group's menu."""
    title = f"{t('Contacts')} - {PAGE}"
    nav = {"title": title, "items": [
        {"button": t("New contact")}, {"link": t("All contacts")}, {"link": t("Not grouped")},
        {"text": t("Address books")}, {"link": "Contacts"}, {"link": "Family"},
        {"text": t("Contact groups")}, {"link": GROUP}, {"link": GROUP2},
        {"button": t("Contacts settings")}]}  # fmt: skip
    caption = {"title": title, "items": [
        {"text": t("Address books")}, {"menu": t("Add address book")}]}  # fmt: skip
    new_group = {"title": title, "items": [
        {"text": t("Contact groups")}, {"text": t("Create a new contact group")},
        {"field": "newgroup", "hint": t("Contact group name"), "text": "Neighbours",
         "focused": True}]}  # fmt: skip

    def group_menu(name: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"link": name}, {"menu": t("Add contacts")},
            {"field": "rename", "hint": t("Rename"), "text": ""}, {"menu": t("Export")},
            {"menu": t("Send email")}, {"menu": t("Send email as BCC")},
            {"menu": t("Delete")}]}  # fmt: skip

    renaming = {"title": title, "items": [
        {"link": GROUP}, {"menu": t("Add contacts")},
        {"field": "rename", "hint": t("Rename"), "text": "Reading circle", "focused": True},
        {"menu": t("Export")}, {"menu": t("Delete")}]}  # fmt: skip
    search = {"field": "search", "hint": t("Search contacts\u00a0…"), "text": ""}

    def row(name: str, sub: str) -> list[dict[str, Any]]:
        return [
            {"row": name, "secondary": sub, "rid": "contact"},
            {"switch": t("Select {name}", name=name), "checked": False},
        ]

    listing = {"title": title, "items": [
        search, *row("Dana Whitfield", "Riverside Library"),
        *row("Marco Reyes", "marco@example.net"), *row("Priya Natarajan", "Family")]}  # fmt: skip

    def row_menu(name: str, favourite: bool) -> dict[str, Any]:
        label = t("Remove from favorites") if favourite else t("Add to favorites")
        return {"title": title, "items": [
            {"text": name}, {"menu": label}]}  # fmt: skip

    two = 2
    bar = {"title": title, "items": [
        search, {"button": t("Unselect {number}", number=str(two))},
        {"button": t.n("Delete {number} contact", "Delete {number} contacts", two,
                       number=str(two))},
        {"button": t("Merge contacts")},
        {"button": t.n("Add {number} contact to group", "Add {number} contacts to group", two,
                       number=str(two))},
        {"button": t.n("Move {number} contact to addressbook",
                       "Move {number} contacts to addressbook", two, number=str(two))},
        {"text": "Dana Whitfield"}, {"text": "Marco Reyes"}]}  # fmt: skip

    def batch_delete(count: int, note: bool) -> dict[str, Any]:
        items = [{"text": t("Are you sure you want to proceed?")}]
        if note:
            items.append(
                {
                    "text": t.n(
                        "Please note that {number} contact is read only and will not be deleted",
                        "Please note that {number} contacts are read only and will not be deleted",
                        1,
                        number="1",
                    )
                }
            )
        items += [{"button": t("Cancel")}, {"button": t("Delete")}]
        name = t.n("Delete {number} contact", "Delete {number} contacts", count, number=str(count))
        return modal(title, name, items)

    def batch(name: str, heading: str, select: str, chosen: str, button: str) -> dict[str, Any]:
        return modal(title, name, [
            {"text": heading}, {"text": select}, {"text": chosen},
            {"text": t("Selected contacts")}, {"text": "Dana Whitfield"},
            {"text": "Marco Reyes"}, {"button": button}])  # fmt: skip

    grouping = batch(
        t("Add contacts to group"),
        t("Add contacts to groups"),
        t("Select groups"),
        GROUP2,
        t("Add"),
    )
    moving = batch(
        t("Move contacts to addressbook"),
        t("Move contacts to addressbook"),
        t("Select addressbook"),
        "Family",
        t("Move"),
    )
    return [
        _entry("harmless", "navigation", nav, [
            (t("New contact"), False, []), (GROUP, False, [])]),
        _entry("opens-prompt", "address books caption menu", caption, [
            (t("Add address book"), False, [])]),
        _entry("reversible", "new contact group", new_group, [
            ({"enter": True}, False, [])]),
        _entry("harmless", "group menu", group_menu(GROUP), [
            (t("Send email"), False, [])]),
        _entry("opens-prompt", "group menu add contacts", group_menu(GROUP), [
            (t("Add contacts"), False, [])]),
        _entry("delete", "group menu delete", group_menu(GROUP), [
            (t("Delete"), True, [req("PATCH", DANA, PATCH), req("PATCH", PRIYA, PATCH)])]),
        _entry("delete", "second group menu delete", group_menu(GROUP2), [
            (t("Delete"), True, [req("PATCH", MARCO, PATCH)])]),
        _entry("reversible", "group rename", renaming, [
            ({"enter": True}, False, [req("PATCH", DANA, PATCH), req("PATCH", PRIYA, PATCH)])]),
        _entry("reversible", "contact list", listing, [
            ("Dana Whitfield", False, [req("PROPFIND", DANA, READ_CARD)])]),
        _entry("reversible", "contact row menu", row_menu("Marco Reyes", False), [
            (t("Add to favorites"), False, [req("PROPPATCH", MARCO, FAVORITE_ON)])]),
        _entry("reversible", "favourite contact row menu", row_menu("Dana Whitfield", True), [
            (t("Remove from favorites"), False, [req("PROPPATCH", DANA, FAVORITE_OFF)])]),
        _entry("opens-prompt", "selection bar", bar, [
            (t.n("Delete {number} contact", "Delete {number} contacts", two, number=str(two)),
             False, []),
            (t.n("Add {number} contact to group", "Add {number} contacts to group", two,
                 number=str(two)), False, [])]),
        _entry("delete", "delete selected contacts", batch_delete(2, False), [
            (t("Delete"), True, [req("DELETE", DANA), req("DELETE", MARCO)]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete selection with a read-only contact", batch_delete(3, True), [
            (t("Delete"), True, [req("DELETE", YUKI), req("DELETE", PRIYA)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "add selection to group", grouping, [
            (t("Add"), False, [req("PATCH", DANA, PATCH)])]),
        _entry("reversible", "move selection", moving, [
            (t("Move"), False, [req("MOVE", DANA), req("MOVE", MARCO)])]),
    ]  # fmt: skip


def contact_screens(t: Any) -> list[dict[str, Any]]:
    """A contact's details: its header, its actions menu, the edit form, a read-only contact's
    clone, and the picture's menu."""
    title = f"{t('Contacts')} - {PAGE}"

    def header(name: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": name}, {"text": t("{title} at {organization}", title="Librarian",
                                       organization="Riverside Library")},
            {"button": t("Edit")}]}  # fmt: skip

    def menu(name: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": name}, {"menu": t("Download")}, {"menu": t("Generate QR Code")},
            {"menu": t("Delete")}]}  # fmt: skip

    editing = {"title": title, "items": [
        {"field": "fullname", "hint": t("Name"), "text": "Dana Whitfield"},
        {"field": "title", "hint": t("Title"), "text": "Head librarian"},
        {"field": "org", "hint": t("Company"), "text": "Riverside Library"},
        {"button": t("Save")}]}  # fmt: skip
    readonly = {"title": title, "items": [
        {"text": "Owen Marsh"}, {"menu": t("Download")}, {"menu": t("Clone contact")},
        {"menu": t("Generate QR Code")}]}  # fmt: skip
    pick = modal(title, t("Pick an address book"), [
        {"text": "Family"}, {"button": t("Cancel")}, {"button": t("Clone contact")}])  # fmt: skip
    picture = {"title": title, "items": [
        {"text": "Dana Whitfield"}, {"menu": t("Upload a new picture")},
        {"menu": t("Choose from Files")}, {"menu": t("Download picture")},
        {"menu": t("Delete picture")}]}  # fmt: skip
    return [
        _entry("harmless", "contact header", header("Dana Whitfield"), [
            (t("Edit"), False, [])]),
        _entry("harmless", "contact menu", menu("Dana Whitfield"), [
            (t("Download"), False, [link(DANA)])]),
        _entry("delete", "contact menu delete", menu("Dana Whitfield"), [
            (t("Delete"), True, [req("DELETE", DANA)])]),
        _entry("delete", "second contact menu delete", menu("Marco Reyes"), [
            (t("Delete"), True, [req("DELETE", MARCO)])]),
        _entry("reversible", "contact edit form", editing, [
            (t("Save"), False, [req("PUT", DANA, DANA_CARD)])]),
        _entry("opens-prompt", "read-only contact menu", readonly, [
            (t("Clone contact"), False, [])]),
        _entry("reversible", "clone into an address book", pick, [
            (t("Clone contact"), False, [req("COPY", OWEN)]), (t("Cancel"), False, [])]),
        _entry("reversible", "contact picture menu", picture, [
            (t("Delete picture"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings dialog: its general part, the import modal, each address book's line and
    menu, the confirmations, the share panel, the new address book modal; the admin setting."""
    title = f"{t('Contacts')} - {PAGE}"
    settings = t("Contacts settings")
    general = modal(title, settings, [
        {"text": t("General")}, {"text": t("Sort contacts by")},
        {"switch": t("Update avatars from social media"), "checked": False},
        {"text": t("Refreshed once per week")}, {"button": t("Import contacts")}])  # fmt: skip
    importing = modal(title, t("Import contacts"), [
        {"text": t("Import into the {addressbookName} address book",
                   addressbookName="Contacts")},
        {"button": t("Select local file")}, {"button": t("Import from files")}])  # fmt: skip
    shared = t.n("Shared with {num} entity", "Shared with {num} entities", 2, num="2")
    books = modal(title, settings, [
        {"text": t("Address books")}, {"text": "Contacts"},
        {"text": t.n("%n contact", "%n contacts", 3)}, {"text": "Family"},
        {"text": t.n("%n contact", "%n contacts", 1)}, {"button": shared},
        {"text": "Team directory"}, {"button": t("New address book")}])  # fmt: skip

    def book_menu(name: str, own: bool, show: bool = True) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": name},
            {"menu": t("Copy link")},
            {"menu": t("Download")},
        ]
        if own:
            items += [
                {"switch": t("Show"), "checked": show},
                {"menu": t("Rename")},
                {"menu": t("Delete")},
            ]
        else:
            items.append({"menu": t("Unshare from me")})
        return modal(title, settings, items)

    renaming = modal(title, settings, [
        {"text": "Family"}, {"menu": t("Copy link")}, {"menu": t("Download")},
        {"field": "rename", "hint": "", "text": "Household", "focused": True}])  # fmt: skip

    def delete(name: str) -> dict[str, Any]:
        return oc_confirm(
            t,
            title,
            t("Delete {addressbook}?", addressbook=name),
            t("This will delete the address book and every contacts within it"),
        )

    def unshare(name: str) -> dict[str, Any]:
        return oc_confirm(
            t,
            title,
            t("Unshare {addressbook}?", addressbook=name),
            t("This will unshare the address book and every contacts within it"),
        )

    def panel(typed: str, options: list[str]) -> dict[str, Any]:
        return modal(title, settings, [
            {"text": "Family"},
            {"field": "users-groups-search", "hint": t("Share with users or groups"),
             "text": typed, "focused": True},
            *({"row": name} for name in options)])  # fmt: skip

    def sharee(name: str, writeable: bool) -> dict[str, Any]:
        return modal(title, settings, [
            {"text": "Family"}, {"text": name},
            {"switch": t("can create and edit"), "checked": writeable},
            {"button": t("Delete")}])  # fmt: skip

    new_book = modal(title, settings, [
        {"field": "new-addressbook", "hint": t("Add new address book"),
         "text": "Suppliers 2027"},
        {"button": t("Cancel")}, {"button": t("Add")}])  # fmt: skip
    admin = {"items": [
        {"text": t("Contacts")},
        {"switch": t("Allow updating avatars from social media"), "checked": True}]}  # fmt: skip
    social = "/index.php/apps/contacts/api/v1/social/config"
    return [
        _entry("reversible", "settings general", general, [
            (t("Update avatars from social media"), False, [
                req("PUT", f"{social}/user/enableSocialSync", {"allow": "yes"})]),
            (t("Import contacts"), False, [])]),
        _entry("opens-prompt", "import modal", importing, [
            (t("Select local file"), False, [])]),
        _entry("harmless", "settings address books", books, [
            (shared, False, [])]),
        _entry("reversible", "address book menu", book_menu("Family", True), [
            (t("Download"), False, [link(f"{FAMILY}?export")]),
            (t("Show"), False, [req("PROPPATCH", FAMILY, proppatch(ENABLED % "0"))])]),
        _entry("opens-prompt", "address book menu prompts", book_menu("Family", True), [
            (t("Rename"), False, []), (t("Delete"), False, [])]),
        _entry("reversible", "hidden address book menu",
               book_menu(t("{addressbookname} (Hidden)", addressbookname="Clients"), True,
                         False), [
            (t("Show"), False, [req("PROPPATCH", CLIENTS, proppatch(ENABLED % "1"))])]),
        _entry("reversible", "address book rename", renaming, [
            ({"enter": True}, False, [req("PROPPATCH", FAMILY, proppatch(
                "<x0:displayname>Household</x0:displayname>"))])]),
        _entry("delete", "delete address book confirm", delete("Family"), [
            (t.core("Yes"), True, [req("DELETE", FAMILY)]), (t.core("No"), False, [])]),
        _entry("delete", "delete second address book confirm", delete("Clients"), [
            (t.core("Yes"), True, [req("DELETE", CLIENTS)]), (t.core("No"), False, [])]),
        _entry("opens-prompt", "shared address book menu", book_menu("Team directory", False), [
            (t("Download"), False, [link(f"{TEAM}?export")]),
            (t("Unshare from me"), False, [])]),
        _entry("revoke", "unshare address book confirm", unshare("Team directory"), [
            (t.core("Yes"), True, [req("DELETE", TEAM)]), (t.core("No"), False, [])]),
        _entry("revoke", "unshare second address book confirm", unshare("Suppliers"), [
            (t.core("Yes"), True, [req("DELETE", SUPPLIERS)]), (t.core("No"), False, [])]),
        _entry("share", "share with a user", panel("bo", ["Bob Lee", "Board"]), [
            ("Bob Lee", True, [req("POST", FAMILY, share_xml(BOB))])]),
        _entry("share", "share with a group", panel("boa", ["Board"]), [
            ("Board", True, [req("POST", FAMILY, share_xml(BOARD))])]),
        _entry("reversible", "sharee permission", sharee("Bob Lee", False), [
            (t("can create and edit"), False, [req("POST", FAMILY, share_xml(BOB, True))])]),
        _entry("revoke", "sharee removal", sharee("Bob Lee", True), [
            (t("Delete"), True, [req("POST", FAMILY, unshare_xml(BOB))])]),
        _entry("revoke", "second sharee removal", sharee("Erin Holt", False), [
            (t("Delete"), True, [req("POST", FAMILY, unshare_xml(ERIN))])]),
        _entry("reversible", "new address book modal", new_book, [
            (t("Add"), False, [req("MKCOL", f"{HOME}suppliers-2027", MKCOL)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "admin settings", admin, [
            (t("Allow updating avatars from social media"), False, [
                req("PUT", f"{social}/global/allowSocialSync", {"allow": "no"})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*list_screens(t), *contact_screens(t), *settings_screens(t)]
