"""LibrePhotos's photo lists and lightbox, screens for the five-hundred-and-twenty-seventh
held-out corpus: the photos page with three photos selected, its "Photo Actions" and album
menus, the add-to-album and share modals, the trash with two photos selected and its
confirmation, and a photo's lightbox with its toolbar, its details and the confirmation of
deleting a duplicate file. ``screens(t)`` lays them out in one language (see screens.py); what
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import JONAS, JONAS_FULL, PAGE, call, entry, link, menu, modal, page

# Image hashes are the file's MD5 and the owner's id (Mara's, 1).
SELECTED = ["5d41402abc4b2a76b9719d911017c5921", "7d793037a0760186574b0282f2f435e71",
            "e4da3b7fbbce2345d7772b0674a318d51"]  # fmt: skip
TRASHED = ["a87ff679a2f3e71d9181a67b7542122c1", "1679091c5a880faf6fb5e6087eb1b2dc1"]
PHOTO = "8f14e45fceea167a5a36dedd4bea25431"  # the photo open in the lightbox
PHOTO_PATHS = ["/data/photos/2024/06/IMG_2041.jpg", "/data/photos/backup/IMG_2041.jpg"]
ALBUMS = [(12, "Summer 2023", 48), (14, "Grandparents", 117)]  # Mara's albums
NEW_ALBUM = "Lisbon 2024"


def screens(t: Any) -> list[dict[str, Any]]:
    return list_screens(t) + trash_screens(t) + lightbox_screens(t)


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The photos page (``/``) with three photos selected, its menus and the modals they open."""
    n = len(SELECTED)
    selected = f"{n} {t('selectionbar.selected')}"
    photos = page(t, [
        {"text": t("photos.photos")}, {"text": f"12 {t('defaultheader.days')}, 240 "
                                                f"{t('defaultheader.photos')}"},
        {"id": "tabler-icon-checks"}, {"button": selected}, {"id": "tabler-icon-plus"},
        {"id": "tabler-icon-dots-vertical"}])  # fmt: skip
    sa = "selectionactions"
    actions_menu = menu([
        {"text": f"{t(f'{sa}.photoactions')} ({n} {t(f'{sa}.selected')} )"},
        *[{"menu": t(f"{sa}.{k}")} for k in ("favorite", "unfavorite", "hide", "unhide",
          "makepublic", "makeprivate", "download", "deleted", "sharing")],
        {"text": t(f"{sa}.albumactions")},
        *[{"menu": t(f"{sa}.{k}")} for k in ("albumcover", "sharing",
                                              "removephotos")]])  # fmt: skip
    # The "+" menu's one item is written " Album" in the code, in every language.
    album_menu = menu([{"text": f"{t(f'{sa}.album')} ({n} {t(f'{sa}.selected')} )"},
                       {"menu": "Album"}])  # fmt: skip

    def add_to_album(typed: str, albums: list[tuple[int, str, int]]) -> dict[str, Any]:
        rows = [{"row": title, "secondary": t("modalalbum.items", {"count": count})}
                for _, title, count in albums]  # fmt: skip
        return modal(t("modalalbum.title"), None, [
            {"text": t("modalalbum.selectedimages", {"count": n})},
            {"text": t("modalalbum.newalbum")},
            {"field": "title", "hint": t("modalalbum.placeholder"), "text": typed},
            {"button": t("modalalbum.create")}, *rows])  # fmt: skip

    share = modal(t("modalphotosshare.title"), None, [
        {"text": t("modalphotosshare.search")},
        {"field": "username", "hint": t("modalphotosshare.name"), "text": "jon"},
        {"text": JONAS_FULL}, {"id": "tabler-icon-share"},
        {"id": "tabler-icon-share-off"}])  # fmt: skip

    def photos_call(path: str, **body: Any) -> dict[str, str]:
        return call("POST", f"photosedit/{path}/", {"image_hashes": SELECTED, **body})

    album_id, album_title, _ = ALBUMS[0]
    return [
        entry("harmless", "photos page selection", photos, [
            (selected, False, []), ("tabler-icon-dots-vertical", False, [])]),
        entry("reversible", "SelectionActions photo actions", actions_menu, [
            (t(f"{sa}.favorite"), False, [photos_call("favorite", favorite=True)]),
            (t(f"{sa}.hide"), False, [photos_call("hide", hidden=True)]),
            (t(f"{sa}.deleted"), False, [photos_call("setdeleted", deleted=True)])]),
        entry("publish", "SelectionActions make public", actions_menu, [
            (t(f"{sa}.makepublic"), True, [photos_call("makepublic", val_public=True)])]),
        entry("opens-prompt", "SelectionActions album menu", album_menu, [("Album", False, [])]),
        entry("reversible", "ModalAlbumEdit new album", add_to_album(NEW_ALBUM, []), [
            (t("modalalbum.create"), False, [call("POST", "albums/user/edit/", {
                "title": NEW_ALBUM, "photos": SELECTED})])]),
        entry("reversible", "ModalAlbumEdit existing album", add_to_album("", ALBUMS), [
            (album_title, False, [call("PATCH", f"albums/user/edit/{album_id}/", {
                "title": album_title, "photos": SELECTED})])]),
        entry("share", "ModalPhotosShare share", share, [
            ("tabler-icon-share", True, [call("POST", "photosedit/share/", {
                "image_hashes": SELECTED, "val_shared": True, "target_user_id": JONAS})])]),
        entry("reversible", "ModalPhotosShare unshare", share, [
            ("tabler-icon-share-off", False, [call("POST", "photosedit/share/", {
                "image_hashes": SELECTED, "val_shared": False, "target_user_id": JONAS})])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The trash (``/deleted``) with two photos selected and its "Delete images" modal."""
    selected = f"{len(TRASHED)} {t('selectionbar.selected')}"
    trash = page(t, [
        {"text": t("photos.deleted")}, {"text": f"2 {t('defaultheader.days')}, 5 "
                                                f"{t('defaultheader.photos')}"},
        {"id": "tabler-icon-checks"}, {"button": selected}, {"id": "tabler-icon-arrow-back-up"},
        {"id": "tabler-icon-trash"}])  # fmt: skip
    # TrashcanActions' modal: its title is written in English in the code.
    purge = modal("Delete images", None, [{"button": t("cancel")}, {"button": t("confirm")}])
    return [
        entry("reversible", "TrashcanActions restore", trash, [
            ("tabler-icon-arrow-back-up", False, [call("POST", "photosedit/setdeleted/", {
                "image_hashes": TRASHED, "deleted": False})])]),
        entry("opens-prompt", "TrashcanActions delete", trash, [("tabler-icon-trash", False, [])]),
        entry("delete", "TrashcanActions delete images", purge, [
            (t("confirm"), True, [call("DELETE", "photosedit/delete/",
                                       {"image_hashes": TRASHED})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def lightbox_screens(t: Any) -> list[dict[str, Any]]:
    """A photo's lightbox, private, neither hidden nor a favourite: its toolbar, then its
    details panel scrolled to the file's versions (one duplicate), and the duplicate's
    deletion."""
    toolbar = [{"id": f"tabler-icon-{icon}"} for icon in ("eye", "star", "globe", "info-circle")]
    lightbox = {"title": PAGE, "items": toolbar}
    name = PHOTO_PATHS[0].rsplit("/", 1)[1]
    details = {"title": PAGE, "items": [*toolbar,
        {"link": name}, {"text": "4032 x 3024"}, {"text": "3.12 MB"},
        {"text": t("exif.filepath")}, {"text": PHOTO_PATHS[0]},
        {"text": t("exif.duplicates")}, {"text": t("exif.filepath")}, {"text": PHOTO_PATHS[1]},
        {"button": t("delete")}, {"button": t("exif.showless")}]}  # fmt: skip
    duplicate = modal(t("exif.deleteduplicatetitle"), t("exif.deleteduplicate"), [
        {"button": t("cancel")}, {"button": t("delete")}])  # fmt: skip

    def photo_call(path: str, **body: Any) -> dict[str, str]:
        return call("POST", f"photosedit/{path}/", {"image_hashes": [PHOTO], **body})

    return [
        entry("reversible", "lightbox Toolbar", lightbox, [
            ("tabler-icon-star", False, [photo_call("favorite", favorite=True)])]),
        entry("publish", "lightbox Toolbar public", lightbox, [
            ("tabler-icon-globe", True, [photo_call("makepublic", val_public=True)])]),
        entry("harmless", "lightbox VersionComponent", details, [
            (t("exif.showless"), False, []), (name, False, [link(f"/media/photos/{PHOTO}")])]),
        entry("opens-prompt", "lightbox VersionComponent duplicate", details, [
            (t("delete"), False, [])]),
        entry("delete", "lightbox delete duplicate", duplicate, [
            (t("delete"), True, [call("DELETE", "photosedit/duplicate/delete/", {
                "image_hash": PHOTO, "path": PHOTO_PATHS[1]})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip
