"""Memories' screens for the three-hundred-and-thirty-seventh held-out corpus: ``screens(t)`` lays
them out in one language, ``t(text, **vars)`` being that language's lookup of an English string
in the app's ``l10n/<lang>.json`` catalogue and ``t.n(singular, plural, number, **vars)`` its
plural lookup (``{count}`` and ``{n}`` filled in with the number). What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

API = "/apps/memories/api"  # generateUrl() on an instance with rewritten URLs
DAV = "/remote.php/dav"  # generateRemoteUrl("dav"), the WebDAV client's root
USER = "alice"
BOB = {"id": "bob", "label": "Bob Martin", "type": 0}  # ShareType.User
FAMILY = {"id": "family", "label": "Family", "type": 1}  # ShareType.Group
FOLDER = "/Photos/Iceland"
PHOTOS = [(4182, "IMG_2041.jpg"), (4183, "IMG_2042.jpg"), (4187, "IMG_2047.jpg")]
FACES = ["5120-IMG_2041.jpg", "5133-IMG_2047.jpg"]  # Anna's face images, <faceid>-<basename>
HANDLE = "b7f3c2a91e4d"  # made up; the download handle the server returns
REQUEST_TOKEN = "Yk3Vq8Rt2Wn5Lp0Zc7Hd4Js1Mf9Xb6Ga:Pq2Lm7Ns4Vx9Rb1Kt6Wd3Hy8Zc5Jf0Ge"  # made up
ACTION_TOKEN = "g8Kd2Tm5Qv9Xr1Lb"  # made up; the admin page's action token
SHARE_1, SHARE_2 = "ocinternal:57", "ocinternal:58"  # made up share ids
ALBUMS = f"GET {API}/clusters/albums"  # getAlbums(), the album list
Act = tuple[str, bool, list[Any]]

# The request bodies the app writes, copied from its template strings with their whitespace
# (build.py checks each against the checkout).
FAVORITE_XML = """<?xml version="1.0"?>
            <d:propertyupdate xmlns:d="DAV:"
              xmlns:oc="http://owncloud.org/ns"
              xmlns:nc="http://nextcloud.org/ns"
              xmlns:ocs="http://open-collaboration-services.org/ns">
            <d:set>
              <d:prop>
                <oc:favorite>{state}</oc:favorite>
              </d:prop>
            </d:set>
            </d:propertyupdate>"""
ALBUM_XML = """<?xml version="1.0"?>
                        <d:propertyupdate xmlns:d="DAV:"
                            xmlns:oc="http://owncloud.org/ns"
                            xmlns:nc="http://nextcloud.org/ns"
                            xmlns:ocs="http://open-collaboration-services.org/ns">
                        <d:set>
                            <d:prop>
                                {properties}
                            </d:prop>
                        </d:set>
                        </d:propertyupdate>"""
ALBUM_PROPFIND = """<?xml version="1.0"?>
        <d:propfind xmlns:d="DAV:"
            xmlns:oc="http://owncloud.org/ns"
            xmlns:nc="http://nextcloud.org/ns"
            xmlns:ocs="http://open-collaboration-services.org/ns">
            <d:prop>
                <nc:location />
                <nc:collaborators />
            </d:prop>
        </d:propfind>"""
SEARCH_XML = (
    '<?xml version="1.0" encoding="UTF-8"?><d:searchrequest xmlns:d="DAV:" '
    'xmlns:oc="http://owncloud.org/ns" xmlns:nc="http://nextcloud.org/ns" '
    'xmlns:ns="https://github.com/icewind1991/SearchDAV/ns" '
    'xmlns:ocs="http://open-collaboration-services.org/ns"><d:basicsearch><d:select><d:prop>'
    "<oc:fileid /></d:prop></d:select><d:from><d:scope><d:href>{prefix}</d:href><d:depth>0"
    "</d:depth></d:scope></d:from><d:where><d:or>{filter}</d:or></d:where></d:basicsearch>"
    "</d:searchrequest>"
)
SEARCH_EQ = "<d:eq><d:prop><oc:fileid/></d:prop><d:literal>{id}</d:literal></d:eq>"


def compact(data: Any) -> str:
    """JSON.stringify's text."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call to the app's API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}", "body": compact(data)}


def dav(method: str, path: str, body: str | None = None) -> Any:
    """A request of the WebDAV client: the path encoded as encodeURIComponent does, slashes
    kept."""
    url = f"{method} {DAV}{quote(path, safe='/()!*~' + chr(39))}"
    return url if body is None else {"request": url, "body": body}


def link(url: str) -> dict[str, str]:
    """A page load: ``window.open``, or an ``<a download>`` the app clicks."""
    return {"request": f"GET {url}", "via": "link"}


def search(ids: list[int]) -> Any:
    """getFiles()'s SEARCH for the paths of photos the page knows by id only (the client's
    root, url-join dropping the empty path)."""
    where = "".join(SEARCH_EQ.format(id=i) for i in ids)
    return dav("SEARCH", "", SEARCH_XML.format(prefix=f"/files/{USER}", filter=where))


def file_path(name: str) -> str:
    return f"/files/{USER}{FOLDER}/{name}"


def favorite(name: str) -> Any:
    return dav("PROPPATCH", file_path(name), FAVORITE_XML.format(state="1"))


def album_props(path: str, **properties: Any) -> Any:
    """updateAlbum(): the properties written as ``<nc:name>`` elements, objects as JSON, joined
    with Array.join()'s comma."""
    parts = [f"<nc:{k}>{v if isinstance(v, str) else compact(v)}</nc:{k}>"
             for k, v in properties.items()]  # fmt: skip
    return dav("PROPPATCH", path, ALBUM_XML.format(properties=",".join(parts)))


def album_stat(path: str) -> Any:
    return dav("PROPFIND", path, ALBUM_PROPFIND)


def download(ask: Any) -> list[Any]:
    """A download: a handle asked for (``ask``), then an ``<a download>`` of it."""
    return [ask, link(f"{API}/download/{HANDLE}")]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"memories {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, heading: str, message: str, yes: str, no: str) -> dict[str, Any]:
    """OC.dialogs.confirmDestructive: a dialog with a title, a message, the cancel button and
    then the confirm button."""
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [{"button": no}, {"button": yes}]}  # fmt: skip


def modal(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """One of the app's modals over its page, headed by its title slot."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def timeline_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, the timeline's selection bar and its menu with three photos selected,
    the trash confirmation, the folder picker, the add-to-album and edit-metadata modals."""
    page = f"{t('Memories')} - Nextcloud"
    ids = [i for i, _ in PHOTOS]
    nav = {"title": page, "items": [
        {"link": t("Timeline")}, {"link": t("Explore")}, {"link": t("Folders")},
        {"link": t("Favorites")}, {"link": t("Albums")}, {"link": t("Archive")},
        {"link": t("On this day")}, {"link": t("Places")}, {"link": t("Map")},
        {"link": t("Tags")}]}  # fmt: skip
    bar = {"title": page, "items": [
        {"button": t("Cancel")}, {"text": t.n("{n} selected", "{n} selected", 3)},
        {"icon": t("Delete")}, {"icon": t("Share")}, {"icon": t("Download")}]}  # fmt: skip
    menu = {"title": page, "items": [
        {"menu": t("Favorite")}, {"menu": t("Archive")}, {"menu": t("Edit metadata")},
        {"menu": t("Rotate / Flip")}, {"menu": t("Move to folder")},
        {"menu": t("Add to album")}]}  # fmt: skip
    trash = confirm(page, t.n("Move {count} item to trash?", "Move {count} items to trash?",
                                 3),
                    t("Files in trash may be automatically deleted after a fixed period of time."),
                    t("Yes"), t("No"))  # fmt: skip
    picker = modal(page, t("Choose a folder"), [
        {"text": "Trips"}, {"row": "2023"}, {"row": "2024"},
        {"button": "Move and organise"}, {"button": "Copy"}, {"button": "Move"}])  # fmt: skip
    albums = modal(page, t("Add to album"), [
        {"field": "search", "hint": t("Search"), "text": ""},
        {"row": "Iceland", "secondary": t.n("{n} item", "{n} items", 3)},
        {"row": "Hiking", "secondary": t("No items")},
        {"button": t("Create new album.")}, {"button": t("Save changes")}])  # fmt: skip

    def metadata(typed: dict[str, str]) -> dict[str, Any]:
        """EditMetadataModal over three photos whose fields differ: empty, "Unchanged", and
        "Empty" (the label starred) once typed into."""
        fields = [{"field": f"exif-field-{name}",
                   "hint": t("Empty") if name in typed else t("Unchanged"),
                   "text": typed.get(name, "")}
                  for name in ("Title", "Description", "Copyright")]  # fmt: skip
        return modal(page, t("Edit metadata"), [
            {"text": t("Date / Time")}, {"text": t("Collaborative Tags")},
            {"text": t("EXIF Fields")}, *fields, {"text": t("Geolocation")},
            {"button": t("Save")}])  # fmt: skip

    described = {"Description": "Three days on the Laugavegur trail"}
    credited = {"Title": "Laugavegur", "Copyright": "Alice Berg"}
    moved = [dav("MOVE", file_path(name)) for _, name in PHOTOS]
    copied = [dav("COPY", file_path(name)) for _, name in PHOTOS]
    return [
        _entry("harmless", "navigation", nav, [
            (t("Albums"), False, [ALBUMS])]),
        _entry("opens-prompt", "timeline selection bar", bar, [
            (t("Delete"), False, [search(ids)]), (t("Share"), False, [])]),
        _entry("harmless", "timeline selection download", bar, [
            (t("Download"), False, download(api("POST", "/download", {"files": ids})))]),
        _entry("reversible", "timeline selection menu", menu, [
            (t("Favorite"), False, [search(ids), *(favorite(n) for _, n in PHOTOS)]),
            (t("Archive"), False, [api("PATCH", f"/archive/{i}", {"archive": True})
                                   for i in ids])]),
        _entry("opens-prompt", "timeline selection menu modals", menu, [
            (t("Add to album"), False, [ALBUMS]),
            (t("Edit metadata"), False, [api("GET", f"/image/info/{i}?tags=1") for i in ids])]),
        _entry("reversible", "move to trash confirm", trash, [
            (t("Yes"), False, [dav("DELETE", file_path(n)) for _, n in PHOTOS]),
            (t("No"), False, [])]),
        _entry("reversible", "move to folder picker", picker, [
            ("Move", False, [search(ids), *moved]), ("Copy", False, [search(ids), *copied])]),
        _entry("reversible", "add to album modal", albums, [
            (t("Save changes"), False, [search(ids), *copied])]),
        _entry("overwrite", "edit metadata of three photos", metadata(described), [
            (t("Save"), True, [api("PATCH", f"/image/set-exif/{i}", {"raw": described})
                               for i in ids])]),
        _entry("overwrite", "edit metadata of three photos twice", metadata(credited), [
            (t("Save"), True, [api("PATCH", f"/image/set-exif/{i}", {"raw": credited})
                               for i in ids])]),
    ]  # fmt: skip


def viewer_screens(t: Any) -> list[dict[str, Any]]:
    """The photo viewer, its menu, its metadata modal, the share modal and the link-sharing
    modal."""
    fileid, name = PHOTOS[0]
    page = f"{name} - {t('Memories')} - Nextcloud"
    viewer = {"title": page, "items": [
        {"icon": t("Share")}, {"icon": t("Delete")}, {"icon": t("Favorite")},
        {"icon": t("Info")}, {"icon": t("Edit")}]}  # fmt: skip
    menu = {"title": page, "items": [
        {"menu": t("Download")}, {"menu": t("View in folder")}, {"menu": t("Slideshow")},
        {"menu": t("Edit metadata")}, {"menu": t("Rotate / Flip")},
        {"menu": t("Add to album")}]}  # fmt: skip
    metadata = modal(page, t("Edit metadata"), [
        {"text": t("Date / Time")}, {"text": t("EXIF Fields")},
        {"field": "exif-field-Title", "hint": t("Empty"), "text": "Skógafoss at dawn"},
        {"field": "exif-field-Description", "hint": t("Unchanged"), "text": "Waterfall"},
        {"text": t("Geolocation")}, {"button": t("Save")}])  # fmt: skip
    share = modal(page, t.n("Share File", "Share Files", 1), [
        {"row": t("Reduced Size"), "secondary": t("Share in lower quality (small file size)")},
        {"row": t("High Resolution"),
         "secondary": t("Share in high quality (large file size)")},
        {"row": t("Original File"),
         "secondary": t.n("Share the original file", "Share the original files", 1)},
        {"row": t("Public Link"), "secondary": t("Share an external Nextcloud link")}])  # fmt: skip
    path = f"{FOLDER}/{name}"
    links = api("GET", f"/share/links?path={quote(path, safe='')}")
    create = api("POST", "/share/node", {"path": path})

    def sharing(open_menu: int) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("Public link shares are available to people outside Nextcloud.")},
            {"text": t("Click a link to copy to clipboard.")},
            {"row": t("Share link"), "secondary": t("Read only")},
            {"row": "Family", "secondary": t("Password protected")},
            {"button": t("Create Link")}, {"button": t("Refresh")}]  # fmt: skip
        items.insert(3 + open_menu, {"menu": t("Remove")})
        return modal(page, t("Link Sharing"), items)

    def remove(share: str) -> list[Any]:
        return [api("POST", "/share/delete", {"id": share}), links]

    folder_url = f"/apps/files/?dir={quote(FOLDER, safe='')}&scrollto={fileid}&openfile={fileid}"
    return [
        _entry("reversible", "viewer", viewer, [
            (t("Favorite"), False, [favorite(name)])]),
        _entry("opens-prompt", "viewer prompts", viewer, [
            (t("Delete"), False, []), (t("Share"), False, [])]),
        _entry("harmless", "viewer menu", menu, [
            (t("Download"), False, download(api("POST", "/download", {"files": [fileid]}))),
            (t("View in folder"), False, [link(folder_url)])]),
        _entry("reversible", "edit metadata of one photo", metadata, [
            (t("Save"), False, [api("PATCH", f"/image/set-exif/{fileid}", {"raw": {
                "Title": "Skógafoss at dawn"}})])]),
        _entry("reversible", "share modal", share, [
            (t("Public Link"), False, [api("GET", f"/image/info/{fileid}"), links, create])]),
        _entry("revoke", "link sharing first link", sharing(0), [
            (t("Remove"), True, remove(SHARE_1))]),
        _entry("revoke", "link sharing second link", sharing(1), [
            (t("Remove"), True, remove(SHARE_2))]),
        _entry("reversible", "link sharing create", sharing(1), [
            (t("Create Link"), False, [create])]),
    ]  # fmt: skip


def album_screens(t: Any) -> list[dict[str, Any]]:
    """An own album's page, the removal and leave modals, the removal of a photo from an
    album, the album form in the add-to-album modal and in the edit modal, and the share
    modal in five states."""
    page = f"{t('Memories')} - Nextcloud"
    iceland = f"/photos/{USER}/albums/Iceland"
    album = {"title": page, "items": [
        {"icon": t("Back")}, {"text": "Iceland"}, {"icon": t("Share album")},
        {"icon": t("Download album")}, {"icon": t("Edit album details")},
        {"menu": t("Remove album")}]}  # fmt: skip

    def removal(name: str) -> dict[str, Any]:
        return modal(page, t("Remove Album"), [
            {"text": t('Are you sure you want to permanently remove album "{name}"?', name=name)},
            {"button": t("Delete")}])  # fmt: skip

    def leave(name: str) -> dict[str, Any]:
        return modal(page, t("Leave Album"), [
            {"text": t('Are you sure you want to leave the shared album "{name}"?', name=name)},
            {"button": t("Delete")}])  # fmt: skip

    out = confirm(page, t.n("Remove {count} item from album?",
                               "Remove {count} items from album?", 1),
                  t("This will not delete your original files."), t("Yes"), t("No"))  # fmt: skip

    def form(name: str, location: str, editing: bool) -> dict[str, Any]:
        """AlbumForm: in the edit modal, or in the add-to-album modal in place of the list."""
        items = [
            {"field": "name", "hint": t("Album Name"), "text": name},
            {"field": "location", "hint": t("Location of the album"), "text": location},
        ]
        if editing:
            return modal(page, t("Edit album details"), [*items, {"button": t("Save")}])
        return modal(page, t("Add to album"), [
            *items, {"button": t("Go back to the previous view.")},
            {"button": t("Go to the add collaborators view.")},
            {"button": t("Create album")}])  # fmt: skip

    with_bob = modal(page, t("Add to album"), [
        {"text": t("Add people or groups who can edit your album")},
        {"field": "search", "hint": t("Search people or groups"), "text": ""},
        {"row": BOB["label"]},
        {"button": t("Remove {collaboratorLabel} from the collaborators list",
                     collaboratorLabel=BOB["label"])},
        {"button": t("Back to the new album form.")}, {"button": t("Create album")}])  # fmt: skip

    def sharing(people: list[dict[str, Any]], public: bool, typed: str = "") -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("Add people or groups who can edit your album")},
            {"field": "search", "hint": t("Search people or groups"), "text": typed},
        ]
        for person in people:
            items += [{"row": person["label"]}, {"button": t(
                "Remove {collaboratorLabel} from the collaborators list",
                collaboratorLabel=person["label"])}]  # fmt: skip
        if public:
            items += [{"button": t("Copy the public link")},
                      {"button": t("Delete the public link")}]  # fmt: skip
        else:
            items.append({"button": t("Share via public link")})
        items.append({"button": t("Save collaborators for this album.")})
        return modal(page, t("Share Album"), items)

    save = t("Save collaborators for this album.")
    public = {"id": "", "label": t("Public link"), "type": 3}  # ShareType.Link
    hiking = f"/photos/{USER}/albums/Hiking"
    return [
        _entry("opens-prompt", "album page", album, [
            (t("Share album"), False, [album_stat(iceland)]),
            (t("Edit album details"), False, [album_stat(iceland)]),
            (t("Remove album"), False, [])]),
        _entry("harmless", "album page download", album, [
            (t("Download album"), False, download(
                api("POST", "/clusters/albums/download?name=alice%2FIceland")))]),
        _entry("delete", "remove album", removal("Iceland"), [
            (t("Delete"), True, [dav("DELETE", iceland)])]),
        _entry("delete", "remove shared own album", removal("Hiking"), [
            (t("Delete"), True, [dav("DELETE", hiking)])]),
        _entry("leave", "leave shared album", leave("Roadtrip"), [
            (t("Delete"), True, [dav("DELETE", f"/photos/{USER}/sharedalbums/Roadtrip (bob)")])]),
        _entry("leave", "leave second shared album", leave("Skiing"), [
            (t("Delete"), True, [dav("DELETE", f"/photos/{USER}/sharedalbums/Skiing (carol)")])]),
        _entry("reversible", "remove from album confirm", out, [
            (t("Yes"), False, [dav("DELETE", f"{iceland}/4182-IMG_2041.jpg")])]),
        _entry("reversible", "add to album new album form",
               form("Hiking", "Laugavegur", False), [
            (t("Create album"), False, [dav("MKCOL", f"{hiking}/"), album_props(
                hiking, location="Laugavegur", collaborators=[]), ALBUMS]),
            (t("Go to the add collaborators view."), False, [])]),
        _entry("share", "add to album new album with a collaborator", with_bob, [
            (t("Create album"), True, [dav("MKCOL", f"{hiking}/"), album_props(
                hiking, location="Laugavegur", collaborators=[BOB]), ALBUMS])]),
        _entry("reversible", "edit album modal",
               form("Iceland-2025", "Reykjavik", True), [
            (t("Save"), False, [dav("MOVE", iceland), album_props(
                f"{iceland}-2025", location="Reykjavik")])]),
        _entry("share", "share album with a person", sharing([BOB], False, "bob"), [
            (save, True, [album_props(iceland, collaborators=[BOB])])]),
        _entry("harmless", "share album unselect", sharing([BOB], False, "bob"), [
            (t("Remove {collaboratorLabel} from the collaborators list",
               collaboratorLabel=BOB["label"]), False, [])]),
        _entry("share", "share album with a group", sharing([FAMILY], False, "fam"), [
            (save, True, [album_props(iceland, collaborators=[FAMILY])])]),
        _entry("reversible", "share album public link", sharing([], False), [
            (t("Share via public link"), False, [
                album_stat(iceland), album_props(iceland, collaborators=[public]),
                album_stat(iceland)])]),
        _entry("revoke", "share album delete public link", sharing([BOB], True), [
            (t("Delete the public link"), True, [
                album_stat(iceland), album_props(iceland, collaborators=[BOB])])]),
        _entry("reversible", "share album person removed", sharing([], False), [
            (save, False, [album_props(iceland, collaborators=[])])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """A person's page and its menu, the rename and merge modals, the merge confirmations and
    a photo selected on the person's page."""
    page = f"{t('Memories')} - Nextcloud"
    faces = f"/recognize/{USER}/faces"
    menu = {"title": page, "items": [
        {"icon": t("Back")}, {"text": "Anna"}, {"menu": t("Rename person")},
        {"menu": t("Merge with different person")},
        {"switch": t("Mark person in preview"), "checked": False},
        {"menu": t("Remove person")}]}  # fmt: skip
    rename = modal(
        page,
        t("Rename person"),
        [{"field": "name", "hint": t("Name"), "text": "Annika"}, {"button": t("Update")}],
    )
    merge = modal(
        page,
        t("Merge {name} with person", name="Anna"),
        [{"row": "Bea"}, {"row": "Carl"}, {"button": t("Cancel")}],
    )

    def merging(shown: str) -> dict[str, Any]:
        return confirm(page, t("Merge faces"), t("Merge {name} with {newName}?", name=shown,
                       newName="Bea"), t("Continue"), t("Cancel"))  # fmt: skip

    def moves(name: str) -> list[Any]:
        return [dav("PROPFIND", f"{faces}/{name}/"),
                *(dav("MOVE", f"{faces}/{name}/{face}") for face in FACES)]  # fmt: skip

    selected = {"title": page, "items": [
        {"menu": t("Favorite")}, {"menu": t("Archive")}, {"menu": t("Edit metadata")},
        {"menu": t("View in folder")}, {"menu": t("Set as cover image")},
        {"menu": t("Move to folder")}, {"menu": t("Add to album")},
        {"menu": t("Move to person")}, {"menu": t("Remove from person")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "person menu", menu, [
            (t("Merge with different person"), False, [api("GET", "/clusters/recognize")])]),
        _entry("reversible", "person menu preview switch", menu, [
            (t("Mark person in preview"), False, [])]),
        _entry("reversible", "rename person modal", rename, [
            (t("Update"), False, [dav("MOVE", f"{faces}/Anna")])]),
        _entry("opens-prompt", "merge person modal", merge, [("Bea", False, [])]),
        _entry("merge", "merge faces confirm", merging("Anna"), [
            (t("Continue"), True, moves("Anna")), (t("Cancel"), False, [])]),
        _entry("merge", "merge unnamed person confirm", merging(t("unnamed person")), [
            (t("Continue"), True, moves("17"))]),
        _entry("reversible", "person selection menu", selected, [
            (t("Set as cover image"), False, [api("POST", "/clusters/recognize/set-cover",
                                                  {"name": "alice/Anna", "fileid": 4182})]),
            (t("Remove from person"), False, [dav("DELETE", f"{faces}/Anna/{FACES[0]}")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings dialog's general and account sections, the admin page's reverse
    geocoding section and its confirmation."""
    page = f"{t('Memories')} - Nextcloud"
    general = modal(page, t("Memories Settings"), [
        {"text": t("General")},
        {"field": "timeline_path", "hint": t("Timeline Path"), "text": "/Photos"},
        {"switch": t("Square grid mode"), "checked": False},
        {"switch": t("Show past photos on top of timeline"), "checked": True},
        {"switch": t("Stack RAW files with same name"), "checked": False}])  # fmt: skip
    account = modal(page, t("Memories Settings"), [
        {"text": t("Account")}, {"text": t("Logged in as {user}", user=USER)},
        {"button": t("Sign out")}])  # fmt: skip
    admin = {"title": page, "items": [
        {"text": t("Reverse Geocoding")},
        {"text": t("Database is populated with {n} geometries.", n="1431922")},
        {"text": t("Postgres native geometry support was detected")},
        {"button": t("Download planet database")}]}  # fmt: skip
    message = " ".join([
        t("Looks like the database is already setup. "
          "Are you sure you want to redownload planet data?"),
        t("This may also cause all photos to be re-indexed!")])  # fmt: skip
    planet = confirm(page, t("Download planet database"), message, t("Continue"), t("Cancel"))
    body = "&".join(f"{k}={quote(v, safe='*-._')}" for k, v in
                    [("requesttoken", REQUEST_TOKEN), ("actiontoken", ACTION_TOKEN)])  # fmt: skip
    setup = {"request": f"POST {API}/occ/places-setup", "body": body, "via": "form"}
    return [
        _entry("reversible", "settings general", general, [
            (t("Show past photos on top of timeline"), False, [
                api("PUT", "/config/enableTopMemories", {"value": "false"})]),
            (t("Stack RAW files with same name"), False, [
                api("PUT", "/config/stackRawFiles", {"value": "true"})])]),
        _entry("opens-prompt", "settings account", account, [(t("Sign out"), False, [])]),
        _entry("opens-prompt", "admin reverse geocoding", admin, [
            (t("Download planet database"), False, [])]),
        _entry("reset", "download planet database confirm", planet, [
            (t("Continue"), True, [setup]), (t("Cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*timeline_screens(t), *viewer_screens(t), *album_screens(t), *people_screens(t),
            *settings_screens(t)]  # fmt: skip
