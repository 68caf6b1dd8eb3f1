"""Camera Roll's screens (``us.koller.cameraroll``, a gallery and file manager: photos and
videos deleted, copied, moved and renamed, pictures cropped and saved, Exif data edited and
cleared, wallpapers set, folders excluded, pinned and gathered into virtual albums), strings
from ``app/src/main/res/values*/strings_translatable.xml`` (``strings.xml`` for Portuguese).
The album, file and folder names on the screens are the same in every language.

Read from the code (``app/src/main/java/us/koller/cameraroll``): ``ui/MainActivity.java`` and
``res/menu-v21/main.xml`` (the albums page: Refresh, and the overflow with "Sort by…", whose
submenu sorts by name, size or date, "Hidden Folders", which only shows or hides the hidden
folders, "File Explorer", Settings and About); ``ui/BaseActivity.java`` ("Grant removable
Storage Permission" with Cancel and OK, which opens the system's folder picker);
``ui/AlbumActivity.java`` and ``res/menu/album.xml`` (an album's overflow: "Sort by…",
Exclude and "Pin Album", checkable items that add or remove the album's path from the
excluded or pinned paths, and Rename; in selection mode "Select All" and the overflow with
Share, which opens the share sheet, Copy and Move, which open the folder picker, and Delete,
which opens "Delete 3 files?" with No and Delete; ``deleteAlbumItemsSnackbar`` takes the
items off the grid and shows "3 files deleted" with Undo, and deletes the files through the
``Delete`` service when the snackbar goes away without Undo); ``data/fileOperations/
Rename.java`` (Rename with the name field, Cancel and Rename); ``ui/FileOperationDialogActivity
.java`` and ``res/layout/file_operation_dialog.xml`` ("Copy 3 Items to:" with the folders,
"New Folder", Cancel and OK, which copies the files into the picked folder, a name taken
adding " Copy", ``Copy.getCopyFileName``); ``ui/ItemActivity.java``, ``res/layout/
photo_view_button_bar.xml`` and ``res/menu/item.xml`` (a photo's bar: Info, Share, Edit,
which opens the chooser of editors, and Delete; the overflow: "Set as…", "Open with…", Print,
Copy, Move and Rename; "Delete Photo?" with No and Delete, which deletes the file at once
through ``deletePhoto``, as for a video, a GIF and a RAW image; the Info dialog with "edit
Exif" and Done); ``ui/EditImageActivity.java``, ``res/layout/activity_edit_image.xml``,
``res/layout/edit_image_export_dialog.xml`` and ``res/menu/image_edit.xml`` (Resize, Rotate,
which turns the crop view, Restore, which resets it, and the Done button, which opens the
sheet with Save, which writes the cropped JPEG over the picture's own file through
``saveCroppedImage``, and Export, which opens the system's "create document" picker for a new
file); ``ui/ExifEditorActivity.java`` and ``res/menu/exif_editor.xml`` (the Exif values,
Save, which writes the edited values into the file, and "Clear Exif Data", which opens "Clear
Exif Data" with Cancel and Remove, which removes every Exif value from the file through
``ExifUtil.removeExifData``); ``ui/SetWallpaperActivity.java`` and ``res/menu/set_wallpaper
.xml`` ("Set Wallpaper", which on Android 7 and later opens the list of Home Screen, Lock
Screen and Both, each setting the picture as that wallpaper through ``WallpaperManager
.setStream``); ``ui/FileExplorerActivity.java``, ``res/layout/activity_file_explorer.xml`` and
``res/menu/file_explorer.xml`` (a folder's overflow: Exclude, Scan, which has the media
scanner read the folder, and "Add path to Virtual Album"; the new-folder button ``fab``;
selection mode's Copy, Move and Delete, the first two only marking the files for Paste, the
last opening "Delete 2 files" with No and Delete, which starts the ``Delete`` service; the
Paste icon, which moves or copies the marked files into the folder shown); ``data/models/
VirtualAlbum.java`` ("Add path to Virtual Album" with the virtual albums, "Create Virtual
Album" and Cancel; "Create Virtual Album" with its name field, Cancel and Create);
``ui/VirtualAlbumsActivity.java`` and ``res/layout/virtual_album_cover.xml`` and
``virtual_album_path_cover.xml`` (each virtual album's and each path's ``delete_button``, an
icon with no description, which removes the virtual album, or the path from it, at once,
without asking); ``ui/SettingsActivity.java`` and ``res/xml/preferences.xml`` ("Excluded
Paths", "Virtual Albums", Theme, whose list holds Dark, Light and Black with the platform's
Cancel, Style and "Column Count", whose dialogs have Cancel and OK, and the switches);
``preferences/ColumnCountPreferenceDialogFragment.java`` and ``StylePreferenceDialogFragment
.java``.
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, menu, page, untitled

ID = "us.koller.cameraroll:id/"
APP = "=Camera Roll"
"""The app's name, set in ``app/build.gradle`` (``resValue``), the same in every language."""
ALBUM, PHOTO = "Holidays 2018", "IMG_20180714_183002.jpg"
DCIM = "/storage/emulated/0/DCIM"
VIRTUAL = "Best of 2018"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        main(t)
        + album(t)
        + item(t)
        + editor(t)
        + wallpaper(t)
        + explorer(t)
        + virtual_albums(t)
        + settings(t)
    )


def main(t: Any) -> list[dict[str, Any]]:
    home = t(APP)
    where = "cameraroll MainActivity (main)"
    overflow = [t(k) for k in ("sort_by", "hidden_folders", "file_explorer", "settings", "about")]
    albums = page(
        home,
        [
            {"icon": t("refresh"), "rid": f"{ID}refresh"},
            {
                "list": [
                    {"row": name, "rid": f"{ID}name", "secondary": t("items_count", n)}
                    for name, n in (("Camera", 124), ("Screenshots", 37), (ALBUM, 58))
                ]
            },
        ],
    )
    storage = (
        t("grant_removable_storage_permission"),
        t("grant_removable_storage_permission_message"),
    )
    permission = "cameraroll BaseActivity (removable storage permission)"
    return [
        menu("harmless", where, home, overflow, [(t("settings"), False)]),
        menu("reversible", where, home, overflow, [(t("hidden_folders"), False)]),
        entry("harmless", "cameraroll MainActivity", albums, [(t("refresh"), False)]),
        alert("opens-prompt", permission, home, *storage, (t("cancel"), None), (t("ok"), False)),
        alert("harmless", permission, home, *storage, (t("cancel"), False), (t("ok"), None)),
    ]


def grid(t: Any, title: str, n: int = 0) -> dict[str, Any]:
    """An album's grid, with ``n`` pictures selected (the selection bar's title and its
    "Select All")."""
    items: list[dict[str, Any]] = []
    if n:
        items.append({"icon": t("select_all"), "rid": f"{ID}select_all"})
    items.append({"list": [{"text": f"IMG_20180714_18{i:02d}02.jpg"} for i in range(25, 31)]})
    return page(title, items)


def album(t: Any) -> list[dict[str, Any]]:
    where = "cameraroll AlbumActivity (album)"
    overflow = [t(k) for k in ("sort_by", "exclude", "pin_album", "rename")]
    selected = t("selected_count", 3)
    selection = [t(k) for k in ("share", "copy", "move", "delete")]
    picked = "cameraroll AlbumActivity (selection)"
    gone = "cameraroll AlbumActivity (delete files)"
    field = {"field": f"{ID}edit_text", "text": ALBUM}
    no, delete, cancel, ok = t("no"), t("delete"), t("cancel"), t("ok")

    def deleting(n: int, category: str, yes: bool | None, nope: bool | None) -> dict[str, Any]:
        return alert(
            category, gone, ALBUM, t("delete_files", n) + "?", None, (no, nope), (delete, yes)
        )

    snackbar = page(
        ALBUM,
        [
            {"list": [{"text": f"IMG_20180714_18{i:02d}02.jpg"} for i in range(28, 31)]},
            {"text": t("files_deleted", 3), "rid": f"{ID}snackbar_text"},
            {"button": t("undo"), "rid": f"{ID}snackbar_action"},
        ],
    )
    folders = (
        {
            "list": [
                {"row": name, "rid": f"{ID}text"}
                for name in ("Camera", "Screenshots", "Wallpapers")
            ]
        },
    )
    copying = "cameraroll FileOperationDialogActivity (copy)"
    new = t("new_folder")
    return [
        menu("reversible", where, ALBUM, overflow, [(t("exclude"), False)]),
        menu("opens-prompt", where, ALBUM, overflow, [(t("rename"), False)]),
        alert(
            "reversible",
            "cameraroll Rename (album)",
            ALBUM,
            t("rename"),
            None,
            (cancel, None),
            (t("rename"), False),
            (field,),
        ),
        menu("opens-prompt", picked, selected, selection, [(t("delete"), False)]),
        menu("opens-prompt", picked, selected, selection, [(t("copy"), False)]),
        menu("harmless", picked, selected, selection, [(t("share"), False)]),
        deleting(3, "delete", True, None),
        deleting(1, "delete", True, None),
        deleting(3, "harmless", None, False),
        entry(
            "reversible",
            "cameraroll AlbumActivity (files deleted, Undo)",
            snackbar,
            [(t("undo"), False)],
        ),
        alert(
            "reversible",
            copying,
            ALBUM,
            t("copy_items_to", 3),
            None,
            (cancel, None),
            (ok, False),
            folders,
            (new, None),
        ),
        alert(
            "harmless",
            copying,
            ALBUM,
            t("copy_items_to", 3),
            None,
            (cancel, False),
            (ok, None),
            folders,
            (new, None),
        ),
    ]


def photo_page(t: Any) -> dict[str, Any]:
    """A photo's page: the bar of its four buttons under the picture."""
    bar = [{"icon": t(k), "rid": f"{ID}{k}_button"} for k in ("info", "share", "edit", "delete")]
    return page(PHOTO, bar)


def item(t: Any) -> list[dict[str, Any]]:
    where = "cameraroll ItemActivity (photo)"
    shown = photo_page(t)
    overflow = [t(k) for k in ("set_as", "open_with", "print", "copy", "move", "rename")]
    no, delete = t("no"), t("delete")

    def deleting(kind: str, category: str, yes: bool | None, nope: bool | None) -> dict[str, Any]:
        return alert(
            category,
            f"cameraroll ItemActivity (delete {kind})",
            PHOTO,
            t("delete_item", t(kind)) + "?",
            None,
            (no, nope),
            (delete, yes),
        )

    info = (
        {"text": t("info_filename") + PHOTO},
        {"text": t("info_filepath") + f"{DCIM}/Camera/{PHOTO}"},
        {"text": t("info_size") + "3.4 MB"},
        {"text": t("info_dimensions") + "4032 x 3024"},
    )
    return [
        entry("opens-prompt", where, shown, [(t("delete"), False)]),
        entry("harmless", where, shown, [(t("edit"), False), (t("share"), False)]),
        menu(
            "harmless",
            "cameraroll ItemActivity (overflow)",
            PHOTO,
            overflow,
            [(t("open_with"), False)],
        ),
        menu(
            "opens-prompt",
            "cameraroll ItemActivity (overflow)",
            PHOTO,
            overflow,
            [(t("rename"), False)],
        ),
        deleting("photo", "delete", True, None),
        deleting("video", "delete", True, None),
        deleting("gif", "delete", True, None),
        deleting("raw_image", "delete", True, None),
        deleting("photo", "harmless", None, False),
        alert(
            "harmless",
            "cameraroll ItemActivity (info)",
            PHOTO,
            t("info"),
            None,
            (t("edit_exif"), False),
            (t("done"), None),
            info,
        ),
    ]


def editor(t: Any) -> list[dict[str, Any]]:
    where = "cameraroll EditImageActivity"
    crop = [
        {"icon": t("resize"), "rid": f"{ID}set_aspect_ratio"},
        {"icon": t("rotate"), "rid": f"{ID}rotate"},
        {"button": t("done"), "rid": f"{ID}done_button"},
    ]
    sheet = {
        "items": [
            {"row": t("save_edit"), "rid": f"{ID}save"},
            {"row": t("export"), "rid": f"{ID}export"},
        ]
    }
    exif = page(
        t("exif_editor"),
        [
            {"icon": t("save"), "rid": f"{ID}save"},
            {
                "list": [
                    {"text": "DateTime", "rid": f"{ID}tag"},
                    {"field": f"{ID}value", "text": "2018:07:14 18:30:02"},
                    {"text": "Model", "rid": f"{ID}tag"},
                    {"field": f"{ID}value", "text": "Pixel 2"},
                ]
            },
        ],
    )
    clear = t("clear_exif_data")
    cleared = "cameraroll ExifEditorActivity (clear Exif data)"
    cancel, remove = t("cancel"), t("remove")
    return [
        untitled(entry("opens-prompt", where, {"items": crop}, [(t("done"), False)])),
        untitled(entry("harmless", where, {"items": crop}, [(t("rotate"), False)])),
        untitled(
            menu("harmless", f"{where} (overflow)", "", [t("restore")], [(t("restore"), False)])
        ),
        untitled(entry("overwrite", f"{where} (save)", sheet, [(t("save_edit"), True)])),
        untitled(entry("opens-prompt", f"{where} (save)", sheet, [(t("export"), False)])),
        entry("overwrite", "cameraroll ExifEditorActivity", exif, [(t("save"), True)]),
        menu(
            "opens-prompt",
            "cameraroll ExifEditorActivity (overflow)",
            t("exif_editor"),
            [clear],
            [(clear, False)],
        ),
        alert("delete", cleared, t("exif_editor"), clear, None, (cancel, None), (remove, True)),
        alert("harmless", cleared, t("exif_editor"), clear, None, (cancel, False), (remove, None)),
    ]


def wallpaper(t: Any) -> list[dict[str, Any]]:
    where = "cameraroll SetWallpaperActivity"
    button = {"button": t("set_wallpaper"), "rid": f"{ID}set_wallpaper"}
    rows = tuple(
        {"row": t(k), "rid": "android:id/text1"} for k in ("home_screen", "lock_screen", "both")
    )

    def setting(key: str) -> dict[str, Any]:
        return untitled(
            dialog(
                "overwrite",
                f"{where} (set wallpaper)",
                "",
                t("set_wallpaper"),
                None,
                [],
                rows,
                ((t(key), True),),
            )
        )

    return [
        untitled(entry("opens-prompt", where, {"items": [button]}, [(t("set_wallpaper"), False)])),
        setting("home_screen"),
        setting("lock_screen"),
        setting("both"),
    ]


def explorer(t: Any) -> list[dict[str, Any]]:
    where = "cameraroll FileExplorerActivity"
    folders = {
        "list": [
            {"row": name, "rid": f"{ID}text"} for name in ("Camera", "Screenshots", "Old trip")
        ]
    }
    folder = page(DCIM, [folders, {"id": f"{ID}fab", "rid": f"{ID}fab"}])
    overflow = [t(k) for k in ("exclude", "scan", "add_path_to_virtual_album")]
    selected = t("selected_count", 2)
    selection = [t(k) for k in ("copy", "move", "delete")]
    pasting = page(t("move_files", 2), [{"icon": t("paste"), "rid": f"{ID}paste"}, folders])
    no, delete, cancel = t("no"), t("delete"), t("cancel")
    gone = f"{where} (delete files)"
    add = t("add_path_to_virtual_album")
    albums = ({"list": [{"row": VIRTUAL, "rid": f"{ID}text"}]},)
    return [
        menu("harmless", f"{where} (overflow)", DCIM, overflow, [(t("scan"), False)]),
        menu("reversible", f"{where} (overflow)", DCIM, overflow, [(t("exclude"), False)]),
        entry("opens-prompt", where, folder, [("fab", False)]),
        menu("opens-prompt", f"{where} (selection)", selected, selection, [(t("delete"), False)]),
        alert("delete", gone, DCIM, t("delete_files", 2), None, (no, None), (delete, True)),
        alert("delete", gone, DCIM, t("delete_file", 1), None, (no, None), (delete, True)),
        alert("harmless", gone, DCIM, t("delete_files", 2), None, (no, False), (delete, None)),
        entry("reversible", f"{where} (paste)", pasting, [(t("paste"), False)]),
        dialog(
            "reversible",
            "cameraroll VirtualAlbum (add path)",
            DCIM,
            add,
            None,
            [
                (t("create_virtual_album"), "android:id/button3", None),
                (cancel, "android:id/button2", None),
            ],
            albums,
            ((VIRTUAL, False),),
        ),
    ]


def virtual_albums(t: Any) -> list[dict[str, Any]]:
    where = "cameraroll VirtualAlbumsActivity"
    remove = {"id": f"{ID}delete_button", "rid": f"{ID}delete_button"}
    listed = page(t("virtual_albums"), [{"text": VIRTUAL, "rid": f"{ID}text"}, remove])
    opened = page(VIRTUAL, [{"text": f"{DCIM}/Camera", "rid": f"{ID}text"}, remove])
    field = ({"field": f"{ID}edit_text", "text": "Summer"},)
    return [
        entry("delete", where, listed, [("delete_button", True)]),
        entry("reversible", f"{where} (virtual album)", opened, [("delete_button", False)]),
        alert(
            "reversible",
            "cameraroll VirtualAlbum (create)",
            t("virtual_albums"),
            t("create_virtual_album"),
            None,
            (t("cancel"), None),
            (t("create"), False),
            field,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    where = "cameraroll SettingsActivity"
    switches = [
        ("show_animations", True),
        ("camera_shortcut", False),
        ("maximum_brightness", False),
        ("show_videos", False),
        ("media_retriever", False),
        ("use_8_bit_color", False),
    ]
    rows = page(
        t("settings"),
        [
            {
                "list": [
                    {"row": t("excluded_paths")},
                    {"row": t("virtual_albums")},
                    {"text": t("appearance")},
                    {"row": t("theme"), "secondary": "Dark"},
                    {"row": t("style"), "secondary": "Parallax"},
                    {"row": t("column_count"), "secondary": "4"},
                    *(
                        {"switch": t(k), "rid": "android:id/switch_widget", "checked": on}
                        for k, on in switches[:3]
                    ),
                    {"text": t("other")},
                    *(
                        {"switch": t(k), "rid": "android:id/switch_widget", "checked": on}
                        for k, on in switches[3:]
                    ),
                ]
            },
        ],
    )
    themes = tuple(
        {"radio": name, "rid": "android:id/text1", "checked": name == "Dark"}
        for name in ("Dark", "Light", "Black")
    )
    counter = (
        {"icon": "-", "rid": f"{ID}minus"},
        {"text": "4", "rid": f"{ID}column_count"},
        {"icon": "+", "rid": f"{ID}plus"},
    )
    cancel, ok = t("cancel"), t("ok")
    return [
        entry(
            "reversible", where, rows, [(t("show_videos"), False), (t("use_8_bit_color"), False)]
        ),
        entry("opens-prompt", where, rows, [(t("theme"), False)]),
        dialog(
            "reversible",
            f"{where} (theme)",
            t("settings"),
            t("theme"),
            None,
            [(t("android:cancel"), "android:id/button2", None)],
            themes,
            (("Light", False),),
        ),
        alert(
            "reversible",
            "cameraroll ColumnCountPreferenceDialogFragment",
            t("settings"),
            t("column_count"),
            None,
            (cancel, None),
            (ok, False),
            counter,
        ),
    ]
