"""Nextcloud Photos' screens for the three-hundred-and-seventy-second held-out corpus:
``screens(t)`` lays them out in one language, ``t(key, *args, **values)`` being that
language's lookup of a source string of the app in its ``l10n/<lang>.json`` catalogue (with
a count, the plural of ``n()``). What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

DAV = "/remote.php/dav"  # defaultRemoteURL of @nextcloud/files, on the page's own origin
CONFIG = "/index.php/apps/photos/api/v1/config"  # generateUrl() without URL rewriting
USER = "alice"
ALBUMS = f"{DAV}/photos/{USER}/albums"
SHARED = f"{DAV}/photos/{USER}/sharedalbums"
FACES = f"{DAV}/recognize/{USER}/faces"
FILES = f"{DAV}/files/{USER}/Photos"
PHOTO, PHOTO_ID = "IMG_2041.jpg", 4812  # the photo whose own menu is opened
SELECTION = ("IMG_2041.jpg", "IMG_2042.jpg")  # two photos selected on a page
PICKED = ("IMG_2051.jpg", "IMG_2052.jpg")  # two photos picked in the photos picker
DETECTIONS = {"IMG_2041.jpg": 5531, "IMG_2042.jpg": 5532}  # Recognize's face detections
BOB = {"id": "bob", "label": "Bob Chen", "type": 0}  # ShareType.User
FAMILY = {"id": "family", "label": "Family", "type": 1}  # ShareType.Group
ICELAND, KYOTO = "Iceland (bob)", "Kyoto (carol)"  # shared albums: "name (owner)"
TAG_BEACH, TAG_NEW = 7, 12  # the existing tag's id, and the one the server gives a new tag
# The browser's time zone is UTC: 2025-06-14 18:32 and 19:05.
TAKEN, RETYPED = 1749925920, 1749927900
LATITUDE, LONGITUDE = "38.7223", "-9.1393"
Act = tuple[str, bool, list[Any]]


def enc(name: str) -> str:
    """webdav's encodePath: each segment through encodeURIComponent."""
    keep = "-_.!~*'()"
    return "".join(c if (c.isalnum() and c.isascii()) or c in keep else f"%{ord(c):02X}"
                   for c in name)  # fmt: skip


def dav(method: str, path: str, body: str | None = None) -> Any:
    """A request of the webdav client; MOVE and COPY carry their target in a header."""
    if body is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body}


def compact(data: Any) -> str:
    """JSON.stringify's compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def proppatch_collection(props: str) -> str:
    """The body of the collections store's updateCollection (store/collections.ts), its
    properties joined by Array.join's comma."""
    return ('<?xml version="1.0"?>\n' + "\t" * 7 + '<d:propertyupdate xmlns:d="DAV:"\n'
            + "\t" * 8 + 'xmlns:oc="http://owncloud.org/ns"\n'
            + "\t" * 8 + 'xmlns:nc="http://nextcloud.org/ns"\n'
            + "\t" * 8 + 'xmlns:ocs="http://open-collaboration-services.org/ns">\n'
            + "\t" * 7 + "<d:set>\n" + "\t" * 8 + "<d:prop>\n" + "\t" * 9 + props + "\n"
            + "\t" * 8 + "</d:prop>\n" + "\t" * 7 + "</d:set>\n"
            + "\t" * 7 + "</d:propertyupdate>")  # fmt: skip


def collaborators(people: list[dict[str, Any]]) -> str:
    return proppatch_collection(f"<nc:collaborators>{compact(people)}</nc:collaborators>")


def favorite_files(state: str) -> str:
    """toggleFavoriteForFiles' body (store/files.ts)."""
    return ('<?xml version="1.0"?>\n' + "\t" * 7 + '<d:propertyupdate xmlns:d="DAV:"\n'
            + "\t" * 8 + 'xmlns:oc="http://owncloud.org/ns"\n'
            + "\t" * 8 + 'xmlns:nc="http://nextcloud.org/ns"\n'
            + "\t" * 8 + 'xmlns:ocs="http://open-collaboration-services.org/ns">\n'
            + "\t" * 7 + "<d:set>\n" + "\t" * 8 + "<d:prop>\n"
            + "\t" * 9 + f"<oc:favorite>{state}</oc:favorite>\n"
            + "\t" * 8 + "</d:prop>\n" + "\t" * 7 + "</d:set>\n"
            + "\t" * 7 + "</d:propertyupdate>")  # fmt: skip


def favorite_photo(state: int) -> str:
    """setPhotoFavorite's body (services/photoActions.ts)."""
    return ('<?xml version="1.0"?>\n'
            + "\t" * 3 + '<d:propertyupdate xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns">\n'
            + "\t" * 4 + "<d:set>\n" + "\t" * 5 + "<d:prop>\n"
            + "\t" * 6 + f"<oc:favorite>{state}</oc:favorite>\n"
            + "\t" * 5 + "</d:prop>\n" + "\t" * 4 + "</d:set>\n"
            + "\t" * 3 + "</d:propertyupdate>")  # fmt: skip


def photo_metadata(taken: int, location: tuple[str, str] | None) -> str:
    """savePhotoMetadata's body (services/photoActions.ts)."""
    props = [f"<nc:metadata-photos-original_date_time>{taken}"
             "</nc:metadata-photos-original_date_time>"]  # fmt: skip
    remove = ""
    if location is None:
        remove = "<d:remove><d:prop><nc:metadata-photos-gps /></d:prop></d:remove>"
    else:
        props.append("<nc:metadata-photos-gps>\n"
                     + "\t" * 3 + f"<nc:latitude>{location[0]}</nc:latitude>\n"
                     + "\t" * 3 + f"<nc:longitude>{location[1]}</nc:longitude>\n"
                     + "\t" * 2 + "</nc:metadata-photos-gps>")  # fmt: skip
    return ('<?xml version="1.0"?>\n'
            + "\t" * 3 + '<d:propertyupdate xmlns:d="DAV:" xmlns:nc="http://nextcloud.org/ns">\n'
            + "\t" * 4 + "<d:set>\n" + "\t" * 5 + "<d:prop>\n" + "\t" * 6 + "\n".join(props)
            + "\n" + "\t" * 5 + "</d:prop>\n" + "\t" * 4 + "</d:set>\n" + "\t" * 4 + remove
            + "\n" + "\t" * 3 + "</d:propertyupdate>")  # fmt: skip


def collection_propfind() -> str:
    """getCollectionDavRequest(albumsExtraProps) (the collections service)."""
    extra = "<nc:location /><nc:dateRange /><nc:collaborators /><nc:filters />"
    return ('<?xml version="1.0"?>\n' + "\t" * 3 + '<d:propfind xmlns:d="DAV:"\n'
            + "\t" * 4 + 'xmlns:oc="http://owncloud.org/ns"\n'
            + "\t" * 4 + 'xmlns:nc="http://nextcloud.org/ns"\n'
            + "\t" * 4 + 'xmlns:ocs="http://open-collaboration-services.org/ns">\n'
            + "\t" * 4 + "<d:prop>\n" + "\t" * 5 + "<nc:last-photo />\n"
            + "\t" * 5 + "<nc:nbItems />\n" + "\t" * 5 + extra + "\n"
            + "\t" * 4 + "</d:prop>\n" + "\t" * 3 + "</d:propfind>")  # fmt: skip


def files_propfind() -> str:
    """getCollectionFilesDavRequest(albumFilesExtraProps) (the collections service)."""
    props = ["<d:getcontentlength />", "<d:getcontenttype />", "<d:getetag />",
             "<d:getlastmodified />", "<d:resourcetype />", "<nc:metadata-blurhash />",
             "<nc:metadata-photos-size />", "<nc:metadata-photos-original_date_time />",
             "<nc:metadata-files-live-photo />", "<nc:has-preview />", "<nc:hidden />",
             "<oc:favorite />", "<oc:fileid />", "<oc:permissions />",
             "<nc:photos-album-file-origin />"]  # fmt: skip
    return ('<?xml version="1.0"?>\n' + "\t" * 3 + '<d:propfind xmlns:d="DAV:"\n'
            + "\t" * 4 + 'xmlns:oc="http://owncloud.org/ns"\n'
            + "\t" * 4 + 'xmlns:nc="http://nextcloud.org/ns"\n'
            + "\t" * 4 + 'xmlns:ocs="http://open-collaboration-services.org/ns">\n'
            + "\t" * 4 + "<d:prop>\n" + "".join("\t" * 5 + p + "\n" for p in props)
            + "\t" * 4 + "</d:prop>\n" + "\t" * 3 + "</d:propfind>")  # fmt: skip


def tag(tag_id: int, name: str) -> dict[str, Any]:
    return {"id": tag_id, "name": name, "userVisible": True, "userAssignable": True,
            "canAssign": True}  # fmt: skip


def config(key: str, value: str) -> dict[str, str]:
    """updateUserConfig's axios.put: a string value as it is, any other as JSON."""
    return {"request": f"PUT {CONFIG}/{key}", "body": compact({"value": value})}


def link(url: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...`` or an ``<a download>`` clicked."""
    return {"request": f"GET {url}", "via": "link"}


def item(kind: str, text: str, aria: str | None = None) -> dict[str, str]:
    """A control named by its text, its ``aria-label`` (where it differs) as description."""
    shown = {kind: text}
    if aria is not None and aria != text:
        shown["desc"] = aria
    return shown


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nextcloud photos {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirmation(t: Any, title_key: str, name: str) -> dict[str, Any]:
    """showConfirmation of @nextcloud/dialogs: a dialog with its name, the text, Cancel and
    Confirm."""
    message = t("Are you sure you want to delete {collectionName}? This action cannot be "
                "undone.", collectionName=name)  # fmt: skip
    return {"title": f"{t('Photos')} - Nextcloud",
            "dialog": {"title": t(title_key), "message": message},
            "items": [{"button": t("Cancel")}, {"button": t("Confirm")}]}  # fmt: skip


def timeline_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, the timeline's header with and without a selection, its actions menu,
    the album form and picker, a photo's menu and its dialogs, the settings."""
    title = f"{t('Photos')} - Nextcloud"
    nav = {"title": title, "items": [
        {"field": "search", "hint": t("Search by file name"), "text": ""},
        {"link": t("All media")}, {"link": t("Albums")}, {"link": t("Collaborative albums")},
        {"link": t("People")}, {"link": t("Favorites")},
        {"button": t("Photos settings")}]}  # fmt: skip
    header = {"title": title, "items": [
        {"button": t("Change tile density")}, item("button", t("Slideshow"), t("Start slideshow")),
        {"button": t("Create new album")}]}  # fmt: skip
    selected = {"title": title, "items": [
        {"button": t("Add to album")}, {"button": t("Unselect all")},
        {"menu": t("Download selected files")},
        item("menu", t("Add selection to favorites"), t("Mark selection as favorite")),
        {"menu": t("Delete selection")}]}  # fmt: skip

    def album_form(name: str, location: str) -> dict[str, Any]:
        return {"title": title, "dialog": {}, "items": [
            {"field": "name", "hint": t("Name of the album"), "text": name},
            {"field": "location", "hint": t("Location of the album"), "text": location},
            {"button": t("Add collaborators")}, {"button": t("Create album")}]}  # fmt: skip

    with_bob = {"title": title, "dialog": {}, "items": [
        {"text": t("Add collaborators")},
        {"field": "sharing-search-input",
         "hint": t("Add people or groups who can edit your album"), "text": ""},
        {"text": BOB["label"]}, {"button": t("Back")},
        {"button": t("Create album")}]}  # fmt: skip

    def rows(count: int) -> str:
        return t("_%n item_::_%n photos and videos_", count)

    picker = {"title": title, "dialog": {"title": t("Add to Album")}, "items": [
        item("row", "Lisbon", t("Add selection to album {albumName}", albumName="Lisbon")),
        {"text": rows(12)},
        item("row", ICELAND, t("Add selection to album {albumName}", albumName=ICELAND)),
        {"text": f"{rows(24)} ⸱ {t('Shared by')}"}, {"text": BOB["label"]},
        item("button", t("Create new album"), t("Create a new album."))]}  # fmt: skip
    menu = {"title": title, "items": [
        {"icon": t("Actions for {name}", name=PHOTO)},
        {"menu": t("View metadata")}, {"menu": t("Edit metadata")},
        {"menu": t("Add to favorites")}, {"menu": t("Manage tags")},
        {"menu": t("Add to album")}, {"menu": t("Share")}, {"menu": t("Delete")}]}  # fmt: skip
    delete = {"title": title, "dialog": {
        "title": t("Delete photo"),
        "message": t('Are you sure you want to move "{name}" to the trash?', name=PHOTO)},
        "items": [{"button": t("Cancel")}, {"button": t("Move to trash")}]}  # fmt: skip

    def metadata(taken: str, latitude: str, longitude: str) -> dict[str, Any]:
        return {"title": title, "dialog": {"title": t("Edit metadata")}, "items": [
            {"field": "takenAt", "hint": t("Date and time the photo was taken"),
             "text": taken}, {"text": t("Location")},
            {"field": "latitude", "hint": t("Latitude"), "text": latitude},
            {"field": "longitude", "hint": t("Longitude"), "text": longitude},
            {"button": t("Remove location")}, {"button": t("Cancel")},
            {"button": t("Save")}]}  # fmt: skip

    tags = {"title": title, "dialog": {"title": t("Manage tags")}, "items": [
        {"text": t("Tags of {name}", name=PHOTO)},
        {"switch": "Beach", "checked": False}, {"switch": "Hiking", "checked": True},
        {"field": "newTag", "hint": t("Create new tag"), "text": "Family"},
        {"button": t("Add")}]}  # fmt: skip
    settings = {"title": title, "dialog": {"title": t("Photos settings")}, "items": [
        {"text": t("General")}, {"switch": t("Squared photos view"), "checked": False},
        {"text": t("Media folders")}, {"text": "/Photos"},
        item("button", t("Add folder"), t("Add a Photos source for the timelines"))]}  # fmt: skip
    selection = [f"{FILES}/{name}" for name in SELECTION]
    zipped = (f"{FILES}/?accept=zip&files=%5B%22{SELECTION[0]}%22%2C%22{SELECTION[1]}"
              "%22%5D")  # fmt: skip
    album_pickers = [dav("PROPFIND", f"{ALBUMS}/", collection_propfind()),
                     dav("PROPFIND", f"{SHARED}/", collection_propfind())]  # fmt: skip
    lisbon_props = (
        "<nc:location>Lisbon, Portugal</nc:location>,<nc:collaborators>[]</nc:collaborators>"
    )
    photo = f"{FILES}/{PHOTO}"
    return [
        _entry("opens-prompt", "navigation", nav, [(t("Photos settings"), False, [])]),
        _entry("opens-prompt", "timeline header", header, [
            (t("Create new album"), False, [])]),
        _entry("reversible", "new album form", album_form("Lisbon", "Lisbon, Portugal"), [
            (t("Add collaborators"), False, []),
            (t("Create album"), False, [dav("MKCOL", f"{ALBUMS}/Lisbon"),
                                        dav("PROPPATCH", f"{ALBUMS}/Lisbon",
                                            proppatch_collection(lisbon_props))])]),
        _entry("share", "new album with a collaborator", with_bob, [
            (t("Create album"), True, [dav("MKCOL", f"{ALBUMS}/Garden"),
                                       dav("PROPPATCH", f"{ALBUMS}/Garden",
                                           collaborators([BOB]))]),
            (t("Back"), False, [])]),
        _entry("reversible", "timeline selection", selected, [
            (t("Add to album"), False, album_pickers), (t("Unselect all"), False, []),
            (t("Download selected files"), False, [dav("HEAD", zipped), link(zipped)]),
            (t("Add selection to favorites"), False,
             [dav("PROPPATCH", p, favorite_files("1")) for p in selection])]),
        _entry("reversible", "timeline selection delete", selected, [
            (t("Delete selection"), False, [dav("DELETE", p) for p in selection])]),
        _entry("reversible", "album picker", picker, [
            ("Lisbon", False, [dav("COPY", p) for p in selection]),
            (t("Create new album"), False, [])]),
        _entry("share", "album picker shared album", picker, [
            (ICELAND, True, [dav("COPY", p) for p in selection])]),
        _entry("opens-prompt", "photo menu", menu, [
            (t("Delete"), False, []), (t("Add to album"), False, album_pickers)]),
        _entry("reversible", "photo menu actions", menu, [
            (t("Add to favorites"), False, [dav("PROPPATCH", photo, favorite_photo(1))]),
            (t("Share"), False,
             [link(f"/index.php/apps/files/files/{PHOTO_ID}?opendetails=true")])]),
        _entry("reversible", "delete photo dialog", delete, [
            (t("Move to trash"), False, [dav("DELETE", photo)]), (t("Cancel"), False, [])]),
        _entry("reversible", "edit metadata dialog", metadata(
            "2025-06-14T19:05", LATITUDE, LONGITUDE), [
            (t("Save"), False, [dav("PROPPATCH", photo, photo_metadata(
                RETYPED, (LATITUDE, LONGITUDE)))]),
            (t("Remove location"), False, [])]),
        _entry("overwrite", "edit metadata dialog location removed", metadata(
            "2025-06-14T18:32", "", ""), [
            (t("Save"), True, [dav("PROPPATCH", photo, photo_metadata(TAKEN, None))]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "tags dialog", tags, [
            ("Beach", False, [dav("PUT", f"{DAV}/systemtags-relations/files/{PHOTO_ID}/"
                                  f"{TAG_BEACH}", compact(tag(TAG_BEACH, "Beach")))]),
            ("Hiking", False, [dav("DELETE", f"{DAV}/systemtags-relations/files/{PHOTO_ID}/3")]),
            (t("Add"), False, [
                dav("POST", f"{DAV}/systemtags", compact(
                    {k: v for k, v in tag(TAG_NEW, "Family").items() if k != "id"})),
                dav("PUT", f"{DAV}/systemtags-relations/files/{PHOTO_ID}/{TAG_NEW}",
                    compact(tag(TAG_NEW, "Family")))])]),
        _entry("reversible", "settings dialog", settings, [
            (t("Squared photos view"), False, [config("croppedLayout", "true")]),
            (t("Add folder"), False, [])]),
    ]  # fmt: skip


def album_screens(t: Any) -> list[dict[str, Any]]:
    """An own album's page, its menus, its confirmation, its edit form, the collaborators
    of an album shared with others, a collaborative album's page and its confirmations."""
    title = f"{t('Photos')} - Nextcloud"
    header = {"title": title, "items": [
        {"text": "Lisbon"}, {"button": t("Add photos to this album")},
        {"icon": t("Manage collaborators for this album")},
        {"icon": t("Open actions menu")}]}  # fmt: skip
    actions = {"title": title, "items": [
        {"text": "Lisbon"}, {"button": t("Unselect all")},
        {"menu": t("Edit album details")}, {"menu": t("Delete album")},
        item("menu", t("Add selection to favorites"), t("Mark selection as favorite")),
        {"menu": t("Remove selection from album")}]}  # fmt: skip
    edit = {"title": title, "dialog": {"title": t("Edit album details")}, "items": [
        {"field": "name", "hint": t("Name of the album"), "text": "Sintra"},
        {"field": "location", "hint": t("Location of the album"), "text": "Sintra, Portugal"},
        {"button": t("Save")}]}  # fmt: skip

    def manage(people: list[dict[str, Any]], public: bool) -> dict[str, Any]:
        shown: list[dict[str, Any]] = [
            {"text": t("Add collaborators")},
            {
                "field": "sharing-search-input",
                "hint": t("Add people or groups who can edit your album"),
                "text": "",
            },
        ]
        shown += [{"text": p["label"]} for p in people]
        if public:
            shown += [
                item("button", t("Copy public link"), t("Copy the public link")),
                {"icon": t("Delete the public link")},
            ]
        else:
            shown.append(item("button", t("Share via public link"), t("Create public link share")))
        shown.append(item("button", t("Save"), t("Save collaborators for this album.")))
        return {"title": title, "dialog": {"title": t("Manage collaborators")}, "items": shown}

    shared_header = {"title": title, "items": [
        {"text": "Iceland"}, {"text": t("Shared by")}, {"text": BOB["label"]},
        item("button", t("Add"), t("Add photos to this album")),
        {"icon": t("Open actions menu")}]}  # fmt: skip
    shared_menu = {"title": title, "items": [
        {"text": "Iceland"}, {"menu": t("Delete album")},
        {"menu": t("Remove selection from album")}]}  # fmt: skip
    picker = {"title": title, "dialog": {
        "title": t("Add photos to {albumName}", albumName="Iceland")}, "items": [
        {"text": PICKED[0]}, {"text": PICKED[1]},
        {"button": t("Add to {destination}", destination=ICELAND)}]}  # fmt: skip
    lisbon_files = [f"{ALBUMS}/Lisbon/{name}" for name in SELECTION]
    garden = f"{ALBUMS}/Garden"
    iceland = f"{SHARED}/{enc(ICELAND)}"
    link_made = {"id": "", "label": t("Public link"), "type": 3}
    props = proppatch_collection("<nc:location>Sintra, Portugal</nc:location>")
    return [
        _entry("opens-prompt", "album header", header, [
            (t("Manage collaborators for this album"), False, [])]),
        _entry("opens-prompt", "album actions menu", actions, [
            (t("Edit album details"), False, []), (t("Delete album"), False, [])]),
        _entry("reversible", "album selection actions", actions, [
            (t("Remove selection from album"), False, [dav("DELETE", p) for p in lisbon_files]),
            (t("Unselect all"), False, [])]),
        _entry("delete", "delete album confirmation", confirmation(t, "Delete album", "Lisbon"), [
            (t("Confirm"), True, [dav("DELETE", f"{ALBUMS}/Lisbon")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete second album confirmation", confirmation(
            t, "Delete album", "Garden"), [
            (t("Confirm"), True, [dav("DELETE", garden)]), (t("Cancel"), False, [])]),
        _entry("reversible", "edit album form", edit, [
            (t("Save"), False, [dav("MOVE", f"{ALBUMS}/Lisbon"),
                                dav("PROPPATCH", f"{ALBUMS}/Sintra", props)])]),
        _entry("share", "collaborators added", manage([FAMILY, BOB], False), [
            (t("Save"), True, [dav("PROPPATCH", garden, collaborators([FAMILY, BOB]))])]),
        _entry("revoke", "collaborator removed", manage([FAMILY], False), [
            (t("Save"), True, [dav("PROPPATCH", garden, collaborators([FAMILY]))])]),
        _entry("publish", "public link created", manage([FAMILY], False), [
            (t("Share via public link"), True, [
                dav("PROPPATCH", garden, collaborators([FAMILY, link_made])),
                dav("PROPFIND", garden, collection_propfind())])]),
        _entry("revoke", "public link deleted", manage([FAMILY], True), [
            (t("Copy public link"), False, []),
            (t("Delete the public link"), True, [
                dav("PROPPATCH", garden, collaborators([FAMILY]))])]),
        _entry("opens-prompt", "collaborative album header", shared_header, [
            (t("Open actions menu"), False, [])]),
        _entry("share", "collaborative album photos picker", picker, [
            (t("Add to {destination}", destination=ICELAND), True,
             [dav("COPY", f"{FILES}/{name}") for name in PICKED]
             + [dav("PROPFIND", f"{iceland}/", files_propfind())])]),
        _entry("opens-prompt", "collaborative album menu", shared_menu, [
            (t("Delete album"), False, [])]),
        _entry("reversible", "collaborative album selection", shared_menu, [
            (t("Remove selection from album"), False,
             [dav("DELETE", f"{iceland}/{name}") for name in SELECTION])]),
        _entry("leave", "leave collaborative album confirmation", confirmation(
            t, "Leave shared album", ICELAND), [
            (t("Confirm"), True, [dav("DELETE", iceland)]), (t("Cancel"), False, [])]),
        _entry("leave", "leave second collaborative album confirmation", confirmation(
            t, "Leave shared album", KYOTO), [
            (t("Confirm"), True, [dav("DELETE", f"{SHARED}/{enc(KYOTO)}")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """A person's page, its menu with and without a selection, the rename, merge and move
    dialogs."""
    title = f"{t('Photos')} - Nextcloud"
    count = len(SELECTION)
    header = {"title": title, "items": [
        {"button": t("Back")}, {"text": "Anna"}, {"icon": t("Rename person")}]}  # fmt: skip
    menu = {"title": title, "items": [
        {"menu": t("Merge with different person")}, {"menu": t("Remove person")}]}  # fmt: skip
    selected = {"title": title, "items": [
        {"menu": t("Merge with different person")},
        item("menu", t("Download selected photos"), t("Download selected files")),
        item("menu", t("Favorite"), t("Mark selection as favorite")),
        {"menu": t("_Move photo to a different person_::_Move photos to a different person_",
                   count)},
        {"menu": t("_Remove photo from person_::_Remove photos from person_", count)},
        {"menu": t("Remove person")}]}  # fmt: skip
    rename = {"title": title, "dialog": {"title": t("Rename person")}, "items": [
        {"field": "name", "hint": t("Name of this person"), "text": "Annie"},
        item("button", t("Save"), t("Save."))]}  # fmt: skip

    def faces(heading: str) -> dict[str, Any]:
        return {"title": title, "dialog": {"title": t(heading)}, "items": [
            {"row": "Marco"}, {"row": "Lea"}]}  # fmt: skip

    detections = [f"{FACES}/Anna/{DETECTIONS[name]}-{name}" for name in SELECTION]
    moves = [dav("MOVE", p) for p in detections]
    return [
        _entry("opens-prompt", "person header", header, [(t("Rename person"), False, [])]),
        _entry("opens-prompt", "person menu", menu, [
            (t("Merge with different person"), False, [])]),
        _entry("delete", "person menu remove", menu, [
            (t("Remove person"), True, [dav("DELETE", f"{FACES}/Anna")])]),
        _entry("reversible", "person selection menu", selected, [
            (t("_Move photo to a different person_::_Move photos to a different person_",
               count), False, []),
            (t("_Remove photo from person_::_Remove photos from person_", count), False,
             [dav("DELETE", p) for p in detections]),
            (t("Favorite"), False,
             [dav("PROPPATCH", f"{FILES}/{name}", favorite_files("true"))
              for name in SELECTION])]),
        _entry("reversible", "rename person dialog", rename, [
            (t("Save"), False, [dav("MOVE", f"{FACES}/Anna")])]),
        _entry("merge", "merge person dialog", faces("Merge person"), [
            ("Marco", True, [*moves, dav("DELETE", f"{FACES}/Anna")])]),
        _entry("reversible", "move to different person dialog", faces(
            "Move to different person"), [("Marco", False, moves)]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*timeline_screens(t), *album_screens(t), *people_screens(t)]
