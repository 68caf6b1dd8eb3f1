"""Fossify File Manager's screens (``org.fossify.filemanager``: files and folders deleted,
copied and moved over existing ones, archives made and unpacked, text files edited and saved,
EXIF values removed from photos, favorites and settings), strings from the app's
``app/src/main/res/values*/strings.xml`` and, for the dialogs and words it takes from Fossify
Commons, from Commons' ``commons/src/main/res/values*/strings.xml`` (the app's own string wins
where both have one). The file and folder names on the screens are the same in every language.

Read from the code (``app/src/main/kotlin/org/fossify/filemanager``):
``adapters/ItemsAdapter.kt`` and ``res/menu/cab.xml`` (a selection's action bar: Delete,
Properties and Rename always shown, Share and Hide where there is room, the rest in the
overflow menu; Delete calls ``askConfirmDelete`` and so opens the confirmation, or, with
"Always skip delete confirmation dialog" on, ``deleteFiles`` at once; Hide renames the item
with a leading dot, which Unhide takes off; Copy to and Move to open the folder picker,
Compress the "Compress as" dialog, Open as a list of kinds, Decompress extracts a zip next to
it, asking first about every file that already exists); the confirmation is Commons'
``ConfirmationDialog`` with ``deletion_confirmation`` filled with the quoted name or the
``delete_items`` plural, No and Yes, Yes deleting the files (``deleteFiles``: no trash);
``decompressPaths`` deletes an existing file before extracting over it when the answer was
Overwrite; ``dialogs/CreateNewItemDialog.kt`` ("Create new": Title, Folder or File, an
empty item made), ``dialogs/CompressAsDialog.kt`` ("Compress as": Folder, "Filename (without
.zip)", "Add password"; a taken name is refused, so nothing is written over);
``activities/MainActivity.kt`` and ``res/menu/menu.xml`` (the overflow menu: "Sort by",
"Add to favorites", "Set as home folder", "Temporarily show hidden", Settings, About: only
settings and navigation); ``fragments/RecentsFragment.kt`` (the Recents tab, the same
adapter); ``activities/ReadTextActivity.kt`` and ``res/menu/menu_editor.xml`` (File Editor:
Search and Save on the bar, "Save as", Print and "Open with" in the overflow; Save writes the
edited text over the file; leaving with unsaved changes asks "Save before exit?" with Discard
and Save); ``dialogs/SaveAsDialog.kt`` ("Save as": Path, Filename, Extension; a name that
exists asks "already exists. Overwrite?" with No and Yes, Yes writing over that file);
``activities/SettingsActivity.kt`` (switches kept in the app's config; the password rows open
Commons' ``SecurityDialog``; "Manage favorites" opens the favorites page);
``activities/FavoritesActivity.kt`` and ``adapters/ManageFavoritesAdapter.kt`` ("Manage
favorites": "Add favorites" opens the folder picker, each favorite's overflow menu and the
selection's bar hold Remove, which only takes the folder off the list). From Commons
(``commons/src/main/kotlin/org/fossify/commons``): ``dialogs/ConfirmationDialog.kt`` and
``ConfirmationAdvancedDialog.kt`` (a message, No and Yes by default), ``FileConflictDialog.kt``
and ``activities/BaseSimpleActivity.kt`` (``checkConflicts``: "File "…" already exists",
Skip, Overwrite, Keep both, Merge for a folder, "Apply to all" when several items go, Cancel
and OK; ``asynctasks/CopyMoveTask.kt`` copies over the existing file on Overwrite, gives the
copy a new name on Keep both and leaves it on Skip, and a move deletes the source after
copying), ``FilePickerDialog.kt`` ("Select a folder", the folders, Cancel and OK),
``RenameItemDialog.kt`` (Rename: Title and Extension, Cancel and OK),
``PropertiesDialog.kt`` (Properties: Name, Path, Size, Last modified, OK, and for a photo on
internal storage "Remove EXIF", which asks "Are you sure you want to remove EXIF values…"
and, on Yes, rewrites the photo without them), ``RadioGroupDialog.kt`` (a list of choices).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, rid

FILE, FOLDER, PHOTO, TEXT = "report_2024.pdf", "Camera", "IMG_2041.jpg", "notes.txt"


def screens(t: Any) -> list[dict[str, Any]]:
    return selection(t) + deleting(t) + conflicts(t) + dialogs(t) + editor(t) + settings(t)


def bar(t: Any, selected: str) -> dict[str, Any]:
    """A selection's action bar (``cab.xml``): the count, then the icons it always shows."""
    icons = [
        ("delete", "cab_delete"),
        ("properties", "cab_properties"),
        ("rename", "cab_rename"),
        ("share", "cab_share"),
        ("hide", "cab_hide"),
    ]
    return page(selected, [{"icon": t(k), "rid": rid(i)} for k, i in icons])


def selection(t: Any) -> list[dict[str, Any]]:
    one, three = bar(t, "1 / 12"), bar(t, "3 / 12")
    where = "files ItemsAdapter (cab.xml action bar)"
    skip = "files ItemsAdapter (cab.xml action bar; Always skip delete confirmation dialog on)"
    rows = [
        "create_shortcut",
        "copy_path",
        "set_as",
        "open_with",
        "open_as",
        "copy_to",
        "move_to",
        "compress",
        "select_all",
    ]
    overflow = [t(k) for k in rows]
    zipped = [t(k) for k in [*rows[:-1], "decompress", "select_all"]]
    more = "files ItemsAdapter (cab.xml overflow menu)"
    return [
        entry("opens-prompt", where, one, [(t("delete"), False), (t("rename"), False)]),
        entry("harmless", where, one, [(t("share"), False)]),
        entry("reversible", where, one, [(t("hide"), False)]),
        entry("delete", skip, one, [(t("delete"), True)]),
        entry("delete", skip, three, [(t("delete"), True)]),
        menu(
            "harmless", more, "1 / 12", overflow, [(t("copy_path"), False), (t("open_with"), False)]
        ),
        menu(
            "opens-prompt",
            more,
            "1 / 12",
            overflow,
            [(t("copy_to"), False), (t("move_to"), False), (t("compress"), False)],
        ),
        menu(
            "reversible", f"{more} (a zip selected)", "1 / 12", zipped, [(t("decompress"), False)]
        ),
    ]


def deleting(t: Any) -> list[dict[str, Any]]:
    main, recents = t("app_launcher_name"), t("recents")
    where = "files ItemsAdapter.askConfirmDelete (ConfirmationDialog)"
    no, yes = t("no"), t("yes")

    def ask(category: str, behind: str, items: str, answer: str) -> dict[str, Any]:
        question = t("deletion_confirmation", items)
        taps = {"yes": ((no, None), (yes, True)), "no": ((no, False), (yes, None))}[answer]
        return alert(category, where, behind, None, question, *taps)

    exif = "commons PropertiesDialog.removeEXIFFromPath (ConfirmationDialog)"
    return [
        ask("delete", main, f'"{FILE}"', "yes"),
        ask("harmless", main, f'"{FILE}"', "no"),
        ask("delete", main, f'"{FOLDER}"', "yes"),
        ask("delete", main, t("delete_items#3"), "yes"),
        ask("delete", recents, f'"{PHOTO}"', "yes"),
        alert("delete", exif, main, None, t("remove_exif_confirmation"), (no, None), (yes, True)),
        alert(
            "harmless", exif, main, None, t("remove_exif_confirmation"), (no, False), (yes, None)
        ),
    ]


def conflicts(t: Any) -> list[dict[str, Any]]:
    main = t("app_launcher_name")
    where = "commons FileConflictDialog (BaseSimpleActivity.checkConflicts)"
    unzip = "commons FileConflictDialog (ItemsAdapter.tryDecompressingPaths)"

    def ask(
        category: str,
        source: str,
        name: str,
        checked: str,
        cancel: bool | None,
        ok: bool | None,
        every: bool | None = None,
        taps: tuple[tuple[str, bool], ...] = (),
    ) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("file_already_exists", name), "rid": rid("conflict_dialog_title")}
        ]
        for key in ("skip", "overwrite", "keep_both"):
            items.append(
                {
                    "radio": t(key),
                    "rid": rid(f"conflict_dialog_radio_{key}"),
                    "checked": key == checked,
                }
            )
        if every is not None:
            items.append(
                {
                    "switch": t("apply_to_all"),
                    "rid": rid("conflict_dialog_apply_to_all"),
                    "checked": every,
                }
            )
        return alert(
            category,
            source,
            main,
            None,
            None,
            (t("cancel"), cancel),
            (t("ok"), ok),
            tuple(items),
            taps=taps,
        )

    return [
        ask("overwrite", f"{where} (Copy to)", FILE, "overwrite", None, True),
        ask("overwrite", f"{where} (Move to)", FILE, "overwrite", None, True),
        ask("overwrite", f"{where} (Copy to, three files)", FILE, "overwrite", None, True, True),
        ask("reversible", f"{where} (Copy to)", FILE, "keep_both", None, False),
        ask("harmless", f"{where} (Copy to)", FILE, "skip", False, False),
        ask(
            "harmless",
            f"{where} (Copy to)",
            FILE,
            "skip",
            None,
            None,
            taps=((t("overwrite"), False),),
        ),
        ask("overwrite", unzip, PHOTO, "overwrite", None, True),
        ask("harmless", unzip, PHOTO, "overwrite", False, None),
    ]


def dialogs(t: Any) -> list[dict[str, Any]]:
    main = t("app_launcher_name")
    cancel, ok = t("cancel"), t("ok")
    folders = ({"row": "Download"}, {"row": "Documents"}, {"row": "Pictures"})
    picker = "commons FilePickerDialog"
    name = {"field": rid("rename_item_name"), "hint": t("title"), "text": "report_2024"}
    ext = {"field": rid("rename_item_extension"), "hint": t("extension"), "text": "pdf"}
    new = (
        {"field": rid("item_title"), "hint": t("title"), "text": "Invoices"},
        {"radio": t("folder"), "rid": rid("dialog_radio_directory"), "checked": True},
        {"radio": t("file"), "rid": rid("dialog_radio_file"), "checked": False},
    )
    pack = (
        {"field": rid("folder"), "hint": t("folder"), "text": "/storage/emulated/0/Documents"},
        {"field": rid("filename_value"), "hint": t("filename_without_zip"), "text": "report_2024"},
        {"switch": t("add_password"), "rid": rid("password_protect"), "checked": False},
    )
    facts = (
        {"text": t("name")},
        {"text": PHOTO},
        {"text": t("path")},
        {"text": "/storage/emulated/0/DCIM/Camera"},
        {"text": t("size")},
        {"text": "3.1 MB"},
    )
    kinds = ["text_file", "image_file", "audio_file", "video_file", "other_file"]
    overflow = [
        t(k)
        for k in (
            "sort_by",
            "add_to_favorites",
            "change_view_type",
            "set_as_home_folder",
            "temporarily_show_hidden",
            "settings",
            "about",
        )
    ]
    where = "files MainActivity (menu.xml overflow menu)"
    return [
        alert(
            "reversible",
            f"{picker} (Move to)",
            main,
            t("select_folder"),
            None,
            (cancel, None),
            (ok, False),
            folders,
        ),
        alert(
            "harmless",
            f"{picker} (Move to)",
            main,
            t("select_folder"),
            None,
            (cancel, False),
            (ok, None),
            folders,
        ),
        alert(
            "reversible",
            "commons RenameItemDialog",
            main,
            t("rename"),
            None,
            (cancel, None),
            (ok, False),
            (name, ext),
        ),
        alert(
            "reversible",
            "files CreateNewItemDialog",
            main,
            t("create_new"),
            None,
            (cancel, None),
            (ok, False),
            new,
        ),
        alert(
            "reversible",
            "files CompressAsDialog",
            main,
            t("compress_as"),
            None,
            (cancel, None),
            (ok, False),
            pack,
        ),
        alert(
            "harmless",
            "files CompressAsDialog",
            main,
            t("compress_as"),
            None,
            (cancel, None),
            (ok, None),
            pack,
            taps=((t("add_password"), False),),
        ),
        alert(
            "opens-prompt",
            "commons PropertiesDialog (a photo)",
            main,
            t("properties"),
            None,
            None,
            (ok, None),
            facts,
            (t("remove_exif"), False),
        ),
        alert(
            "harmless",
            "commons PropertiesDialog (a photo)",
            main,
            t("properties"),
            None,
            None,
            (ok, False),
            facts,
            (t("remove_exif"), None),
        ),
        entry(
            "harmless",
            "commons RadioGroupDialog (ItemsAdapter.openAs)",
            {"title": main, "dialog": {}, "items": [{"radio": t(k)} for k in kinds]},
            [(t("text_file"), False)],
        ),
        menu(
            "reversible",
            where,
            main,
            overflow,
            [
                (t("add_to_favorites"), False),
                (t("set_as_home_folder"), False),
                (t("temporarily_show_hidden"), False),
            ],
        ),
        menu("harmless", where, main, overflow, [(t("sort_by"), False)]),
    ]


def editor(t: Any) -> list[dict[str, Any]]:
    text = page(
        TEXT,
        [
            {"icon": t("search"), "rid": rid("menu_search")},
            {"icon": t("save"), "rid": rid("menu_save")},
            {"field": rid("read_text_view"), "text": "Call the landlord about the boiler."},
        ],
    )
    overflow = [t("save_as"), t("print"), t("open_with")]
    where = "files ReadTextActivity (menu_editor.xml)"
    leave = "files ReadTextActivity.onBackPressedCompat (ConfirmationAdvancedDialog)"
    prompt = t("save_before_closing")
    fields = (
        {"field": rid("folder_value"), "hint": t("path"), "text": "/storage/emulated/0/Documents"},
        {"field": rid("filename_value"), "hint": t("filename"), "text": "notes"},
        {"field": rid("extension_value"), "hint": t("extension"), "text": "txt"},
    )
    again = t("file_already_exists_overwrite", TEXT)
    saving = "files SaveAsDialog (ConfirmationDialog)"
    return [
        entry("overwrite", where, text, [(t("save"), True)]),
        entry("harmless", where, text, [(t("search"), False)]),
        menu("harmless", f"{where} overflow menu", TEXT, overflow, [(t("save_as"), False)]),
        alert("overwrite", leave, TEXT, None, prompt, (t("discard"), None), (t("save"), True)),
        alert("discard", leave, TEXT, None, prompt, (t("discard"), True), (t("save"), None)),
        alert(
            "reversible",
            "files SaveAsDialog (a new name)",
            TEXT,
            t("save_as"),
            None,
            (t("cancel"), None),
            (t("ok"), False),
            fields,
        ),
        alert("overwrite", saving, TEXT, None, again, (t("no"), None), (t("yes"), True)),
        alert("harmless", saving, TEXT, None, again, (t("no"), False), (t("yes"), None)),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    rows = [
        ("manage_favorites", "settings_manage_favorites"),
        ("font_size", "settings_font_size_label"),
        ("show_hidden_items", "settings_show_hidden"),
        ("keep_last_modified", "settings_keep_last_modified"),
        ("skip_delete_confirmation", "settings_skip_delete_confirmation"),
        ("password_protect_file_deletion", "settings_file_deletion_password_protection"),
    ]
    switches = ("hidden", "modified", "confirmation", "protection")
    items: list[dict[str, Any]] = []
    for key, name in rows:
        shown = {"switch": t(key), "checked": False} if name.endswith(switches) else {"row": t(key)}
        items.append({**shown, "rid": rid(name)})
    prefs = page(t("settings"), items)
    where = "files SettingsActivity"
    title = t("manage_favorites")
    favorites = page(
        title,
        [
            {"icon": t("add_favorites"), "rid": rid("add_favorite")},
            {"row": "/storage/emulated/0/Documents", "rid": rid("manage_favorite_title")},
            {"row": "/storage/emulated/0/Download"},
        ],
    )
    picked = page("1 / 2", [{"icon": t("remove"), "rid": rid("cab_remove")}])
    return [
        entry(
            "reversible",
            where,
            prefs,
            [
                (t("show_hidden_items"), False),
                (t("keep_last_modified"), False),
                (t("skip_delete_confirmation"), False),
            ],
        ),
        entry("harmless", where, prefs, [(t("manage_favorites"), False)]),
        entry(
            "harmless",
            "files FavoritesActivity (menu_favorites.xml)",
            favorites,
            [(t("add_favorites"), False)],
        ),
        menu(
            "reversible",
            "files ManageFavoritesAdapter.showPopupMenu (cab_remove_only.xml)",
            title,
            [t("remove")],
            [(t("remove"), False)],
        ),
        entry(
            "reversible",
            "files ManageFavoritesAdapter (cab_remove_only.xml action bar)",
            picked,
            [(t("remove"), False)],
        ),
    ]
