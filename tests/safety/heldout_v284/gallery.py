"""Gallery's screens (``com.dot.gallery``, a photo and video gallery: media selected, shared,
marked as favourites, copied and moved between albums, moved to the trash, restored from it and
deleted for good, their location and metadata stripped, their label and description edited,
images edited and saved over the original or as a copy, media hidden in encrypted vaults and
restored from them, vaults deleted and decrypted, albums pinned, ignored and trashed, the
settings), strings from ``app/src/main/res/values*/strings.xml``. File, album and vault names
are the same in every language.

Read from the code (``app/src/main/kotlin/com/dot/gallery``): ``core/presentation/components/
SelectionSheet.kt`` (the selection bar: the count with "Close selection dialog", "Select all",
then Share, Favorite, which flips the favourite mark of the selected media, Copy and Move, which
open their album sheets, and Trash, or Delete where the trash can is off, which opens the trash
sheet; a long press opens it to delete for good); ``feature_node/presentation/trashed/
components/TrashDialog.kt`` (the trash sheet: "Moving to Trash", "Deleting Permanently" or
"Restoring from Trash" with the count, the thumbnails, the "Some items cannot be trashed!"
warning where an item cannot go to the trash, Cancel and Confirm, which runs the action);
``core/MediaHandlerImpl.kt`` (``trashMedia`` moves the media to the system's trash, deletes for
good the items that cannot be trashed, and deletes everything for good where "Use trash can" is
off; ``deleteMedia`` deletes at once); ``feature_node/presentation/trashed/TrashedScreen.kt``,
``components/TrashedNavActions.kt`` and ``AutoDeleteFooter.kt`` (the Trash page: Restore and
Empty, or Restore and Delete with a selection, each opening the trash sheet, and "Photos and
videos you delete will be removed after 30 days."); ``feature_node/presentation/mediaview/
MediaViewScreen.kt`` and ``components/MediaViewAppBar.kt``, ``MediaViewQuickBottomBar.kt``,
``MediaViewSheetActions.kt``, ``MediaViewSheetDetails.kt`` and ``actionbuttons/*.kt`` (the
viewer: "Go back" and "info" at the top; Share, Favorite, Edit and Trash at the bottom, or, for
an item in the trash, Restore and Delete, which act at once; for an item in a vault Share,
Restore, which decrypts it back, and Delete, whose sheet says "Moving to Trash" but whose
Confirm deletes the encrypted file from the vault; the details sheet's actions Share, Hide,
which opens "Select a vault" where a vault picked encrypts the item into it and deletes the
original, "Use as", Copy, Move and Edit, and its details with "Delete Location" and "Delete
Metadata", which ask the system for write access and strip the GPS tags or all the EXIF tags
from the file, and Edit, which opens "Edit Metadata"); ``feature_node/presentation/exif/
MetadataEditSheet.kt`` (Label and Description, Cancel and Confirm, which renames the file and
writes its description), ``MoveMediaSheet.kt`` and ``CopyMediaSheet.kt`` (an album picked moves
or copies the media into it) and ``AddAlbumSheet.kt`` ("Create new album": "Album Name" and
Confirm); ``feature_node/presentation/vault/VaultDisplay.kt``, ``VaultViewModel.kt`` and
``components/DeleteVaultSheet.kt``, ``RestoreVaultSheet.kt``, ``SelectVaultSheet.kt`` (the
vault page: the chips "New Vault", "Decrypt Vault" and "Delete Vault" and the "Add Media to
Vault" button; "Confirm Deletion?" with Cancel and Yes, which deletes the vault and its
encrypted media; "Confirm Decryption?" with Cancel and Yes, which decrypts every item back into
the gallery); ``feature_node/presentation/albums/components/AlbumComponent.kt``,
``PinnedAlbumsCarousel.kt`` and ``AlbumsViewModel.kt`` (an album's long press opens its sheet:
"Move album to trash", which moves all its media to the trash at once, Pin, "Change album
cover", with the rows "Select a new thumbnail" and "Change to default", which the code writes in
English, and "Add to ignored albums"; a pinned album's sheet has Unpin);
``feature_node/presentation/favorites/components/FavoriteNavActions.kt`` ("Remove all", which
clears the favourite mark of every favourite); ``feature_node/presentation/edit/EditScreen.kt``
and ``EditViewModel.kt`` (the editor's bar: the close icon, named by its icon's name, the
markup's own Undo and Redo, and, once something changed, Override, which writes the edited
image over the original file (``overrideImage``), and "Save Copy", which saves it as a new
file; the Crop, Adjust, Filters and Markup tabs); ``feature_node/presentation/settings/subsettings/
SettingsGeneralScreen.kt`` ("Use trash can", "Require confirmation on trash", "Secure Mode",
"Allow vibrations") and ``SettingsSmartFeaturesScreen.kt``; ``feature_node/presentation/
classifier/CategoriesScreen.kt`` and ``CategoriesViewModel.kt`` ("Scan for new categories" and
"Delete all categories", which deletes the classification database at once, with no
confirmation); ``feature_node/presentation/ignored/IgnoredScreen.kt`` ("Remove from ignored
list" with Cancel and Confirm).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, page, sheet

PHOTOS = ("IMG_20240612_183045.jpg", "IMG_20240612_183112.jpg", "IMG_20240613_091530.jpg")
VIDEO = "VID_20240614_201502.mp4"
CAMERA, HOLIDAYS, CHATS = "Camera", "Holidays", "WhatsApp Images"
VAULT = "Private"
TRASHED = 24


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        selection(t)
        + trash(t)
        + viewer(t)
        + details(t)
        + vault(t)
        + albums(t)
        + editor(t)
        + settings(t)
    )


def grid(names: tuple[str, ...] = PHOTOS) -> dict[str, Any]:
    """The media grid: each thumbnail named by its file."""
    return {"list": [{"icon": n} for n in names]}


def bar(t: Any, trash_key: str = "trash") -> list[dict[str, Any]]:
    """The selection bar of three selected photos (``SelectionSheet``)."""
    return [
        grid(),
        {"icon": t("selection_dialog_close_cd")},
        {"text": "3"},
        {"icon": t("select_all")},
        *({"button": t(k)} for k in ("share", "favorite", "copy", "move", trash_key)),
    ]


def trash_sheet(category: str, source: str, behind: str, t: Any, action: str,
                names: tuple[str, ...], cases: tuple[bool | None, bool | None],
                count: int | None = None, warning: bool = False) -> dict[str, Any]:  # fmt: skip
    """``TrashDialog``: the action's title, the count, the thumbnails, the warning where an
    item cannot be trashed, Cancel and Confirm."""
    items: list[dict[str, Any]] = []
    if warning:
        items += [
            {"text": t("trash_incompatible_title")},
            {"text": t("trash_incompatible_summary")},
        ]
    items.append(grid(names))
    message = t("s_items", count if count is not None else len(names))
    buttons = [(t("action_cancel"), cases[0]), (t("action_confirm"), cases[1])]
    return confirm(category, source, behind, t(action), message, buttons, tuple(items))


def selection(t: Any) -> list[dict[str, Any]]:
    where = "gallery SelectionSheet"
    home = t("nav_timeline")
    selected = page(home, bar(t))
    off = page(home, bar(t, "trash_delete"))
    sheet_ = f"{where} (TrashDialog)"
    return [
        entry("opens-prompt", where, selected, [(t("trash"), False)]),
        entry("reversible", where, selected, [(t("favorite"), False)]),
        entry("harmless", where, selected, [(t("move"), False)]),
        entry("opens-prompt", f"{where} (trash can off)", off, [(t("trash_delete"), False)]),
        trash_sheet("reversible", sheet_, home, t, "dialog_to_trash", PHOTOS, (None, False)),
        trash_sheet("harmless", sheet_, home, t, "dialog_to_trash", PHOTOS, (False, None)),
        trash_sheet(
            "delete",
            f"{sheet_} (item on the SD card)",
            home,
            t,
            "dialog_to_trash",
            PHOTOS[:2],
            (None, True),
            warning=True,
        ),
        trash_sheet(
            "delete", f"{sheet_} (long press)", home, t, "dialog_delete", PHOTOS, (None, True)
        ),
        trash_sheet(
            "delete", f"{sheet_} (trash can off)", home, t, "dialog_to_trash", PHOTOS, (None, True)
        ),
    ]


def trash(t: Any) -> list[dict[str, Any]]:
    where = "gallery TrashedScreen"
    title = t("trash")
    footer = {"text": t("trash_deletion_warning")}
    whole = page(
        title, [{"button": t("trash_restore")}, {"button": t("trash_empty")}, grid(), footer]
    )
    picked = page(
        title,
        [
            {"button": t("trash_restore")},
            {"button": t("trash_delete")},
            grid(),
            {"icon": t("selection_dialog_close_cd")},
            {"text": "2"},
            footer,
        ],
    )
    sheet_ = f"{where} (TrashDialog)"
    trashed = page(
        PHOTOS[0],
        [
            {"icon": "Go back"},
            {"icon": "info"},
            {"button": t("trash_restore")},
            {"button": t("trash_delete")},
        ],
    )
    video = page(
        VIDEO,
        [
            {"icon": "Go back"},
            {"icon": "info"},
            {"icon": t("pause_video")},
            {"icon": t("toggle_audio_cd")},
            {"icon": t("change_playback_speed_cd")},
            {"button": t("trash_restore")},
            {"button": t("trash_delete")},
        ],
    )
    viewer = "gallery MediaViewQuickBottomBar (trashed item)"
    return [
        entry("opens-prompt", where, whole, [(t("trash_empty"), False)]),
        entry("opens-prompt", where, whole, [(t("trash_restore"), False)]),
        entry("opens-prompt", f"{where} (selection)", picked, [(t("trash_delete"), False)]),
        trash_sheet(
            "delete", f"{sheet_} (Empty)", title, t, "dialog_delete", PHOTOS, (None, True), TRASHED
        ),
        trash_sheet(
            "delete", f"{sheet_} (selection)", title, t, "dialog_delete", PHOTOS[:2], (None, True)
        ),
        trash_sheet(
            "reversible",
            f"{sheet_} (Restore)",
            title,
            t,
            "dialog_from_trash",
            PHOTOS,
            (None, False),
            TRASHED,
        ),
        entry("delete", viewer, trashed, [(t("trash_delete"), True)]),
        entry("reversible", viewer, trashed, [(t("trash_restore"), False)]),
        entry("delete", f"{viewer}, video", video, [(t("trash_delete"), True)]),
    ]


def viewer(t: Any) -> list[dict[str, Any]]:
    where = "gallery MediaViewQuickBottomBar"

    def shown(trash_key: str) -> dict[str, Any]:
        keys = ("share", "favorite", "edit", trash_key)
        return page(
            PHOTOS[0],
            [{"icon": "Go back"}, {"icon": "info"}, *({"button": t(k)} for k in keys)],
        )

    sheet_ = "gallery TrashButton (TrashDialog)"
    one = PHOTOS[:1]
    return [
        entry("opens-prompt", where, shown("trash"), [(t("trash"), False)]),
        entry("reversible", where, shown("trash"), [(t("favorite"), False)]),
        entry("harmless", where, shown("trash"), [(t("edit"), False)]),
        entry(
            "opens-prompt",
            f"{where} (trash can off)",
            shown("trash_delete"),
            [(t("trash_delete"), False)],
        ),
        trash_sheet(
            "delete",
            f"{sheet_} (trash can off)",
            PHOTOS[0],
            t,
            "dialog_to_trash",
            one,
            (None, True),
        ),
        trash_sheet(
            "delete", f"{sheet_} (long press)", PHOTOS[0], t, "dialog_delete", one, (None, True)
        ),
    ]


def details(t: Any) -> list[dict[str, Any]]:
    where = "gallery MediaViewSheetDetails"
    actions = ("share", "hide", "use_as", "copy", "move", "edit")
    info = page(
        PHOTOS[0],
        [
            *({"button": t(k)} for k in actions),
            {"text": PHOTOS[0]},
            {"text": "Pixel 8 · f/1.7 · 1/120 s · ISO 64"},
            {"button": t("delete_location")},
            {"button": t("delete_metadata")},
            {"text": t("location_chip", "Lisbon, Portugal")},
        ],
    )
    vaults = ({"row": VAULT}, {"row": "Documents"})
    edit = (
        {"field": "label", "hint": t("label"), "text": PHOTOS[0]},
        {"field": "description", "hint": t("description"), "text": "Sunset at the pier"},
    )
    albums = tuple(
        {"row": a, "secondary": t("s_items", n)}
        for a, n in ((CAMERA, 1240), (HOLIDAYS, 86), (CHATS, 312))
    )
    create = (
        {"field": "album_name", "hint": t("album_name"), "text": "Holidays 2024"},
        {"text": t("location_new_album", "Pictures/Holidays 2024")},
        {"button": t("action_confirm")},
    )
    buttons = [(t("action_cancel"), None), (t("action_confirm"), False)]
    return [
        entry("delete", where, info, [(t("delete_location"), True)]),
        entry("delete", where, info, [(t("delete_metadata"), True)]),
        entry("harmless", "gallery MediaViewSheetActions", info, [(t("hide"), False)]),
        sheet(
            "reversible",
            "gallery SelectVaultSheet",
            PHOTOS[0],
            t("select_a_vault"),
            vaults,
            VAULT,
            False,
        ),
        confirm(
            "reversible",
            "gallery MetadataEditSheet",
            PHOTOS[0],
            t("edit_metadata"),
            None,
            buttons,
            edit,
        ),
        sheet(
            "reversible",
            "gallery MoveMediaSheet",
            PHOTOS[0],
            t("move_to_another_album"),
            albums,
            HOLIDAYS,
            False,
        ),
        sheet(
            "reversible", "gallery CopyMediaSheet", PHOTOS[0], t("copy"), albums, HOLIDAYS, False
        ),
        sheet(
            "reversible",
            "gallery AddAlbumSheet",
            PHOTOS[0],
            t("create_new_album"),
            create,
            t("action_confirm"),
            False,
        ),
    ]


def vault(t: Any) -> list[dict[str, Any]]:
    where = "gallery VaultDisplay"
    home = page(
        VAULT,
        [
            {"icon": t("back_cd")},
            {"button": t("new_vault")},
            {"button": t("decrypt_vault")},
            {"button": t("delete_vault")},
            grid(PHOTOS[:2]),
            {"icon": t("add_media_to_vault_cd")},
        ],
    )
    media = page(
        PHOTOS[1],
        [
            {"icon": "Go back"},
            {"icon": "info"},
            *({"button": t(k)} for k in ("share", "restore", "trash_delete")),
        ],
    )
    cancel, yes = t("action_cancel"), t("yes")
    gone = (t("vault_deletion_title"), t("vault_deletion_summary"))
    decrypt = (t("restore_vault_title"), t("restore_vault_summary"))
    return [
        entry("opens-prompt", where, home, [(t("delete_vault"), False)]),
        entry("opens-prompt", where, home, [(t("decrypt_vault"), False)]),
        entry("harmless", where, home, [(t("add_media_to_vault_cd"), False)]),
        confirm("delete", "gallery DeleteVaultSheet", VAULT, *gone, [(cancel, None), (yes, True)]),
        confirm(
            "harmless", "gallery DeleteVaultSheet", VAULT, *gone, [(cancel, False), (yes, None)]
        ),
        confirm(
            "reversible",
            "gallery RestoreVaultSheet",
            VAULT,
            *decrypt,
            [(cancel, None), (yes, False)],
        ),
        entry("opens-prompt", "gallery EncryptedMediaView", media, [(t("trash_delete"), False)]),
        entry("reversible", "gallery EncryptedMediaView", media, [(t("restore"), False)]),
        trash_sheet(
            "delete",
            "gallery EncryptedMediaView (TrashDialog)",
            PHOTOS[1],
            t,
            "dialog_to_trash",
            PHOTOS[1:2],
            (None, True),
        ),
    ]


def albums(t: Any) -> list[dict[str, Any]]:
    where = "gallery AlbumComponent (album sheet)"
    behind = t("nav_albums")
    header = (
        {"icon": CAMERA},
        {"text": f"{CAMERA} {t('s_items', 1240)} (4.2 GB)"},
    )
    rows = tuple(
        {"row": t(k)} for k in ("move_album_to_trash", "pin", "change_thumbnail", "add_to_ignored")
    )
    cover = (*header, {"row": "Select a new thumbnail"}, {"row": "Change to default"})
    pinned = ({"text": f"{HOLIDAYS} {t('s_items', 86)}"}, {"row": t("unpin")})
    favourites = page(t("favorites"), [{"button": t("remove_all")}, grid()])
    return [
        sheet("reversible", where, behind, None, (*header, *rows), t("move_album_to_trash"), False),
        sheet("reversible", where, behind, None, (*header, *rows), t("pin"), False),
        sheet("reversible", where, behind, None, (*header, *rows), t("add_to_ignored"), False),
        sheet("reversible", f"{where} (cover)", behind, None, cover, "Change to default", False),
        sheet(
            "reversible", "gallery PinnedAlbumsCarousel", behind, None, pinned, t("unpin"), False
        ),
        entry("reversible", "gallery FavoriteNavActions", favourites, [(t("remove_all"), False)]),
    ]


def editor(t: Any) -> list[dict[str, Any]]:
    where = "gallery EditScreen"
    tabs = [{"button": t(k)} for k in ("crop", "adjust", "filters", "markup")]
    changed = page(
        PHOTOS[0],
        [
            {"icon": "Outlined.Close"},
            {"button": t("override")},
            {"button": t("save_copy")},
            {"icon": PHOTOS[0]},
            *tabs,
        ],
    )
    tools = [
        {"button": t(k)} for k in ("type_stylus", "type_highlighter", "type_marker", "type_erase")
    ]
    markup = page(
        PHOTOS[0],
        [
            {"icon": "Outlined.Close"},
            {"icon": "Undo"},
            {"icon": "Redo"},
            {"button": t("override")},
            {"button": t("save_copy")},
            {"icon": PHOTOS[0]},
            *tools,
        ],
    )
    return [
        entry("overwrite", f"{where} (cropped)", changed, [(t("override"), True)]),
        entry("reversible", f"{where} (cropped)", changed, [(t("save_copy"), False)]),
        entry("overwrite", f"{where} (markup drawn)", markup, [(t("override"), True)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    general = page(
        t("settings_general"),
        [
            {"text": t("trash")},
            {"switch": t("settings_trash_title"), "checked": True},
            {"switch": t("settings_trash_confirmation_title"), "checked": True},
            {"text": t("other")},
            {"switch": t("secure_mode_title"), "checked": False},
            {"switch": t("allow_vibrations"), "checked": True},
        ],
    )
    smart = page(
        t("ai_category"),
        [
            {"switch": t("no_classification"), "checked": False},
            {"text": t("database")},
            {"button": t("refresh_metadata")},
        ],
    )
    categories = page(
        t("categories"),
        [
            {"icon": t("back_cd")},
            {"text": t("classified_media", 1873)},
            {"button": t("scan_for_new_categories")},
            {"button": t("delete_all_categories")},
            {"text": t("disclaimer")},
            {"list": [{"row": "Food"}, {"row": "Beach"}, {"row": "Dogs"}]},
        ],
    )
    ignored = (t("remove_from_ignored"), t("remove_from_ignored_summary", CHATS))
    cancel, ok = t("action_cancel"), t("action_confirm")
    where = "gallery SettingsGeneralScreen"
    return [
        entry("reversible", where, general, [(t("settings_trash_title"), False)]),
        entry("reversible", where, general, [(t("settings_trash_confirmation_title"), False)]),
        entry(
            "reversible",
            "gallery SettingsSmartFeaturesScreen",
            smart,
            [(t("no_classification"), False)],
        ),
        entry(
            "delete", "gallery CategoriesScreen", categories, [(t("delete_all_categories"), True)]
        ),
        confirm(
            "reversible",
            "gallery IgnoredScreen (remove)",
            t("ignored_albums"),
            *ignored,
            [(cancel, None), (ok, False)],
        ),
        confirm(
            "harmless",
            "gallery IgnoredScreen (remove)",
            t("ignored_albums"),
            *ignored,
            [(cancel, False), (ok, None)],
        ),
    ]
