"""Fossify Gallery's screens (``org.fossify.gallery``, a gallery of the device's photos and
videos: files and folders deleted into the recycle bin or for good, the recycle bin emptied or
restored, folders hidden, excluded and locked, images edited and saved over the original,
copies resolved over existing files, settings), strings from ``app/src/main/res/values*/
strings.xml`` and, for what the app takes from Fossify Commons, from Commons'
``commons/src/main/res/values*/strings.xml`` (the app's string wins where both have one). The
folder and file names, sizes and the selection counts on the screens are the same in every
language.

Read from the code (``app/src/main``): ``res/menu/cab_directories.xml`` and
``adapters/DirectoryAdapter.kt`` (a folder's action mode: the Delete, Properties and "Pin to
the top" icons and its overflow rows; Delete only asks, in ``ConfirmDeleteFolderDialog``, or
for the recycle bin folder in Commons' ``ConfirmationDialog``; "Hide folder" adds a
``.nomedia`` file, asking with ``hide_folder_description`` the first time; "Unhide folder" of
a folder whose name starts with a dot only says ``cant_unhide_folder`` with OK; Exclude opens
``ExcludeFolderDialog``; "Lock folder" opens Commons' ``FolderLockingNoticeDialog`` the first
time, then its ``SecurityDialog``; "Empty the recycle bin" and "Empty and disable the recycle
bin" ask in ``showRecycleBinEmptyingDialog``); ``dialogs/ConfirmDeleteFolderDialog.kt`` and
``res/layout/dialog_confirm_delete_folder.xml`` (the question, ``move_to_recycle_bin_
confirmation`` while the recycle bin is on, ``deletion_confirmation`` while it is off, the
``delete_warning`` line, No and Yes; Yes calls ``MainActivity.deleteFolders``, which moves the
folders' media into the recycle bin while it is on and deletes them for good while it is
off); ``extensions/Activity.kt`` (``showRecycleBinEmptyingDialog``: "Are you sure you want to
empty the recycle bin? The files will be permanently lost." with No and Yes, which deletes the
bin's files; ``emptyAndDisableTheRecycleBin`` also turns the bin off;
``showRestoreConfirmationDialog``; ``ensureWritablePath``, which asks
``file_already_exists_overwrite`` with No and Yes before a save over an existing file);
``dialogs/ExcludeFolderDialog.kt`` and ``res/layout/dialog_exclude_folder.xml`` (the
description, "Exclude a parent instead?", the folder and its parents as radio buttons, Cancel
and OK, which adds the folder to the excluded list); ``res/menu/cab_media.xml`` and
``adapters/MediaAdapter.kt`` (a file's action mode: the Delete and Share icons and its
overflow rows; Delete only asks in ``DeleteWithRememberDialog``; Hide and "Add to favorites"
act at once; the Rotate submenu rotates the files and saves them; "Restore selected files"
moves a file back out of the recycle bin at once, asking only for several);
``dialogs/DeleteWithRememberDialog.kt`` and ``res/layout/dialog_delete_with_remember.xml``
(the question with the file's name and size, "Do not ask again in this session", "Skip the
recycle bin, delete files directly" while the bin is on and the file is not in it, No and
Yes; ``MediaActivity.tryDeleteFiles`` moves the files into the recycle bin while it is on and
the box is not ticked, and deletes them for good otherwise or when they are in the bin);
``res/menu/menu_media.xml`` and ``activities/MediaActivity.kt`` (the recycle bin's overflow:
"Empty the recycle bin", "Empty and disable the recycle bin" and "Restore all files", which
asks ``restore_confirmation`` with No and Yes); ``res/layout/bottom_actions.xml``,
``res/menu/menu_viewpager.xml`` and ``activities/ViewPagerActivity.kt`` (the viewer: the
default bottom actions "Toggle favorite", Edit, Share and Delete, the overflow rows, "Restore
this file" for a file in the bin, and "Save as" after a rotation, which opens ``SaveAsDialog``
with the file's own name); ``dialogs/SaveAsDialog.kt`` and ``res/layout/dialog_save_as.xml``
("Save as": Path, Filename and Extension, Cancel and OK; OK saves to the new path, asking
first when a file is there); ``res/menu/menu_editor.xml``, ``res/layout/bottom_editor_
primary_actions.xml``, ``bottom_editor_crop_rotate_actions.xml`` and
``activities/EditActivity.kt`` (the editor: "Save as" and Share icons, "Overwrite original",
which writes the edited image over the original file at once, and "Edit with"; Filter,
Transform and Draw; Rotate, Resize, Crop and the flips, which change only the editor's
picture); Commons' ``dialogs/FileConflictDialog.kt`` and ``res/layout/dialog_file_conflict.
xml`` (a copy or move onto an existing file: Skip, Overwrite and "Keep both", "Apply to all",
Cancel and OK); ``activities/SettingsActivity.kt`` and ``res/layout/activity_settings.xml``
(the Security, "File operations", "Recycle bin" and Migrating sections; "Empty the recycle
bin" asks in ``showRecycleBinEmptyingDialog``; "Clear cache" deletes the app's cache folder at
once); ``activities/ExcludedFoldersActivity.kt``, ``HiddenFoldersActivity.kt``,
``adapters/ManageFoldersAdapter.kt`` and ``ManageHiddenFoldersAdapter.kt`` ("Excluded
folders": a folder's Remove, which takes it off the list; "Hidden folders": Unhide, which
removes the folder's ``.nomedia`` file).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.fossify.gallery:id/"
FOLDER, FILE, SIZE, BIG = "Camera", "IMG_20240612_183015.jpg", "3.2 MB", "48.6 MB"
ROOT = "/storage/emulated/0"
PATHS = (f"{ROOT}/DCIM/Camera", f"{ROOT}/DCIM", ROOT)


def screens(t: Any) -> list[dict[str, Any]]:
    return (folders(t) + folder_dialogs(t) + media(t) + media_dialogs(t) + recycle_bin(t)
            + viewer(t) + editor(t) + conflicts(t) + settings(t) + manage(t))  # fmt: skip


def yes_no(t: Any) -> tuple[str, str]:
    return t("no"), t("yes")


def action_mode(icons: list[tuple[str, str]], count: str) -> dict[str, Any]:
    """An action mode's bar: the selection count and its icons (the rest of its menu is its
    overflow's rows)."""
    return page(count, [{"icon": t, "rid": f"{ID}{rid}"} for t, rid in icons])


def folders(t: Any) -> list[dict[str, Any]]:
    where = "gallery DirectoryAdapter (cab_directories)"
    bar = action_mode([(t("delete"), "cab_delete"), (t("properties"), "cab_properties"),
                       (t("pin_to_the_top"), "cab_pin")], "1 / 14")  # fmt: skip
    rows = [t(k) for k in ("rename", "hide_folder", "copy_to", "move_to", "create_shortcut",
                           "exclude", "lock_folder", "change_cover_image",
                           "select_all")]  # fmt: skip
    bin_rows = [t(k) for k in ("hide_folder", "copy_to", "move_to", "create_shortcut",
                               "empty_recycle_bin", "empty_and_disable_recycle_bin",
                               "exclude", "lock_folder", "change_cover_image",
                               "select_all")]  # fmt: skip
    return [
        entry("opens-prompt", where, bar, [(t("delete"), False)]),
        entry("reversible", where, bar, [(t("pin_to_the_top"), False)]),
        menu("reversible", where, FOLDER, rows, [(t("hide_folder"), False)]),
        menu("opens-prompt", where, FOLDER, rows, [(t("exclude"), False)]),
        menu("opens-prompt", where, FOLDER, rows, [(t("lock_folder"), False)]),
        menu("opens-prompt", f"{where} (recycle bin)", t("recycle_bin"), bin_rows,
             [(t("empty_recycle_bin"), False)]),
    ]  # fmt: skip


def folder_dialogs(t: Any) -> list[dict[str, Any]]:
    behind = t("app_launcher_name")
    no, yes = yes_no(t)
    cancel, ok = t("cancel"), t("ok")
    where = "gallery ConfirmDeleteFolderDialog"

    def ask(key: str, what: str, n: int) -> tuple[dict[str, Any], ...]:
        return ({"text": t(key, what), "rid": f"{ID}message"},
                {"text": t(f"delete_warning#{n}"), "rid": f"{ID}message_warning"})  # fmt: skip

    one = f'"{FOLDER}"'
    many = t("delete_items#3")
    emptying = (None, t("empty_recycle_bin_confirmation"))
    empty = "gallery showRecycleBinEmptyingDialog"
    exclude = ({"text": t("exclude_folder_description"), "rid": f"{ID}exclude_folder_description"},
               {"text": t("exclude_folder_parent"), "rid": f"{ID}exclude_folder_parent"},
               *({"radio": p, "checked": i == 0} for i, p in enumerate(PATHS)))  # fmt: skip
    notice = (t("disclaimer"), t("lock_folder_notice"))
    return [
        alert("reversible", f"{where} (recycle bin on)", behind, None, None, (no, None),
              (yes, False), ask("move_to_recycle_bin_confirmation", one, 1)),
        alert("harmless", f"{where} (recycle bin on)", behind, None, None, (no, False),
              (yes, None), ask("move_to_recycle_bin_confirmation", one, 1)),
        alert("delete", f"{where} (recycle bin off)", behind, None, None, (no, None),
              (yes, True), ask("deletion_confirmation", one, 1)),
        alert("delete", f"{where} (recycle bin off)", behind, None, None, (no, None),
              (yes, True), ask("deletion_confirmation", many, 3)),
        alert("purge", f"{empty} (Delete)", behind, *emptying, (no, None), (yes, True)),
        alert("purge", f"{empty} (Empty the recycle bin)", behind, *emptying, (no, None),
              (yes, True)),
        alert("purge", f"{empty} (Empty and disable the recycle bin)", behind, *emptying,
              (no, None), (yes, True)),
        alert("reversible", "gallery DirectoryAdapter (hide_folder_description)", behind, None,
              t("hide_folder_description"), (no, None), (yes, False)),
        alert("reversible", "gallery ExcludeFolderDialog", behind, None, None, (cancel, None),
              (ok, False), exclude),
        alert("opens-prompt", "commons FolderLockingNoticeDialog", behind, *notice,
              (cancel, None), (ok, False)),
    ]  # fmt: skip


def media_rows(t: Any) -> list[str]:
    return [t(k) for k in ("rotate", "properties", "rename", "hide", "copy_to", "move_to",
                           "create_shortcut", "open_with", "set_as", "resize", "edit",
                           "add_to_favorites", "fix_date_taken", "select_all")]  # fmt: skip


def media(t: Any) -> list[dict[str, Any]]:
    where = "gallery MediaAdapter (cab_media)"
    bar = action_mode([(t("delete"), "cab_delete"), (t("share"), "cab_share")], "1 / 86")
    rows = media_rows(t)
    turns = [t("rotate_right"), t("rotate_left"), t("rotate_one_eighty")]
    return [
        entry("opens-prompt", where, bar, [(t("delete"), False)]),
        menu("reversible", where, FILE, rows, [(t("hide"), False)]),
        menu("reversible", where, FILE, rows, [(t("add_to_favorites"), False)]),
        menu("reversible", f"{where} (rotate)", t("rotate"), turns,
             [(t("rotate_right"), False)]),
    ]  # fmt: skip


def remember(t: Any, question: str, skip: bool | None) -> tuple[dict[str, Any], ...]:
    """``DeleteWithRememberDialog``'s view: the question, "Do not ask again in this session"
    and, while the bin is on and the file is not in it, the skip box (None: not shown)."""
    boxes = [{"switch": t("do_not_ask_again"), "rid": f"{ID}delete_remember_checkbox",
              "checked": False}]  # fmt: skip
    if skip is not None:
        boxes.append({"switch": t("skip_the_recycle_bin"),
                      "rid": f"{ID}skip_the_recycle_bin_checkbox", "checked": skip})  # fmt: skip
    return ({"text": question, "rid": f"{ID}delete_remember_title"}, *boxes)


def media_dialogs(t: Any) -> list[dict[str, Any]]:
    behind = FOLDER
    no, yes = yes_no(t)
    where = "gallery DeleteWithRememberDialog (MediaAdapter)"
    one = f'"{FILE}" ({SIZE})'
    many = f"{t('delete_items#12')} ({BIG})"
    to_bin = t("move_to_recycle_bin_confirmation", one)
    gone = t("deletion_confirmation", one)
    many_gone = t("deletion_confirmation", many)
    return [
        alert("reversible", f"{where} (recycle bin on)", behind, None, None, (no, None),
              (yes, False), remember(t, to_bin, False)),
        alert("harmless", f"{where} (recycle bin on)", behind, None, None, (no, None),
              (yes, None), remember(t, to_bin, False),
              taps=((t("skip_the_recycle_bin"), False),)),
        alert("delete", f"{where} (skip the recycle bin)", behind, None, None, (no, None),
              (yes, True), remember(t, to_bin, True)),
        alert("delete", f"{where} (recycle bin off)", behind, None, None, (no, None),
              (yes, True), remember(t, gone, None)),
        alert("delete", f"{where} (recycle bin off)", behind, None, None, (no, None),
              (yes, True), remember(t, many_gone, None)),
    ]  # fmt: skip


def recycle_bin(t: Any) -> list[dict[str, Any]]:
    title = t("recycle_bin")
    rows = [t(k) for k in ("change_view_type", "temporarily_show_hidden", "empty_recycle_bin",
                           "empty_and_disable_recycle_bin", "restore_all_files", "group_by",
                           "set_as_default_folder", "slideshow", "settings")]  # fmt: skip
    where = "gallery MediaActivity (menu_media, recycle bin)"
    no, yes = yes_no(t)
    emptying = (None, t("empty_recycle_bin_confirmation"))
    restore = (None, t("restore_confirmation#23", 23))
    cab_rows = [t(k) for k in ("rotate", "properties", "hide", "copy_to", "create_shortcut",
                               "open_with", "set_as", "resize", "edit",
                               "restore_selected_files", "select_all")]  # fmt: skip
    cab = "gallery MediaAdapter (cab_media, recycle bin)"
    gone = t("deletion_confirmation", f'"{FILE}" ({SIZE})')
    return [
        menu("opens-prompt", where, title, rows, [(t("empty_recycle_bin"), False)]),
        menu("opens-prompt", where, title, rows, [(t("restore_all_files"), False)]),
        alert("purge", "gallery MediaActivity (Empty the recycle bin)", title, *emptying,
              (no, None), (yes, True)),
        alert("purge", "gallery MediaActivity (Empty and disable the recycle bin)", title,
              *emptying, (no, None), (yes, True)),
        alert("reversible", "gallery showRestoreConfirmationDialog", title, *restore,
              (no, None), (yes, False)),
        menu("reversible", cab, FILE, cab_rows, [(t("restore_selected_files"), False)]),
        alert("delete", "gallery DeleteWithRememberDialog (recycle bin)", title, None, None,
              (no, None), (yes, True), remember(t, gone, None)),
    ]  # fmt: skip


def viewer(t: Any) -> list[dict[str, Any]]:
    where = "gallery ViewPagerActivity (bottom_actions)"
    shown = page(FILE, [
        {"icon": t("toggle_favorite"), "rid": f"{ID}bottom_favorite"},
        {"icon": t("edit"), "rid": f"{ID}bottom_edit"},
        {"icon": t("share"), "rid": f"{ID}bottom_share"},
        {"icon": t("delete"), "rid": f"{ID}bottom_delete"}])  # fmt: skip
    bin_rows = [t(k) for k in ("rotate", "properties", "copy_to_clipboard", "copy_to",
                               "move_to", "create_shortcut", "open_with", "set_as",
                               "restore_this_file", "change_orientation", "print", "resize",
                               "show_on_map", "slideshow", "settings")]  # fmt: skip
    menu_where = "gallery ViewPagerActivity (menu_viewpager)"
    no, yes = yes_no(t)
    cancel, ok = t("cancel"), t("ok")
    ask = "gallery DeleteWithRememberDialog (ViewPagerActivity)"
    to_bin = t("move_to_recycle_bin_confirmation", f'"{FILE}" ({SIZE})')
    save = ({"field": f"{ID}folder_value", "hint": t("path"), "text": f"{ROOT}/DCIM/Camera/"},
            {"field": f"{ID}filename_value", "hint": t("filename"), "text": FILE[:-4]},
            {"field": f"{ID}extension_value", "hint": t("extension"), "text": "jpg"})  # fmt: skip
    over = t("file_already_exists_overwrite", FILE)
    return [
        entry("reversible", where, shown, [(t("toggle_favorite"), False)]),
        entry("opens-prompt", where, shown, [(t("share"), False)]),
        entry("opens-prompt", where, shown, [(t("delete"), False)]),
        menu("reversible", f"{menu_where} (recycle bin)", FILE, bin_rows,
             [(t("restore_this_file"), False)]),
        alert("delete", f"{ask} (skip the recycle bin)", FILE, None, None, (no, None),
              (yes, True), remember(t, to_bin, True)),
        alert("opens-prompt", "gallery SaveAsDialog (ViewPagerActivity, rotated)", FILE,
              t("save_as"), None, (cancel, None), (ok, False), save),
        alert("overwrite", "gallery ensureWritablePath (ViewPagerActivity)", FILE, None, over,
              (no, None), (yes, True)),
    ]  # fmt: skip


def editor(t: Any) -> list[dict[str, Any]]:
    where = "gallery EditActivity (menu_editor)"
    bar = page(t("editor"), [
        {"icon": t("save_as"), "rid": f"{ID}save_as"}, {"icon": t("share"), "rid": f"{ID}share"},
        {"icon": t("filter"), "rid": f"{ID}bottom_primary_filter"},
        {"icon": t("transform"), "rid": f"{ID}bottom_primary_crop_rotate"},
        {"icon": t("draw"), "rid": f"{ID}bottom_primary_draw"},
        {"icon": t("rotate"), "rid": f"{ID}bottom_rotate"},
        {"icon": t("resize"), "rid": f"{ID}bottom_resize"},
        {"icon": t("crop"), "rid": f"{ID}bottom_aspect_ratio"},
        {"icon": t("flip_horizontally"), "rid": f"{ID}bottom_flip_horizontally"},
        {"icon": t("flip_vertically"), "rid": f"{ID}bottom_flip_vertically"}])  # fmt: skip
    rows = [t("overwrite_original"), t("edit_with")]
    cancel, ok = t("cancel"), t("ok")
    no, yes = yes_no(t)
    copy = f"{FILE[:-4]}_1"
    save = ({"field": f"{ID}folder_value", "hint": t("path"), "text": f"{ROOT}/DCIM/Camera/"},
            {"field": f"{ID}filename_value", "hint": t("filename"), "text": copy},
            {"field": f"{ID}extension_value", "hint": t("extension"), "text": "jpg"})  # fmt: skip
    over = t("file_already_exists_overwrite", f"{copy}.jpg")
    return [
        entry("opens-prompt", where, bar, [(t("save_as"), False)]),
        menu("overwrite", where, t("editor"), rows, [(t("overwrite_original"), True)]),
        alert("reversible", "gallery SaveAsDialog (EditActivity)", t("editor"), t("save_as"),
              None, (cancel, None), (ok, False), save),
        alert("overwrite", "gallery ensureWritablePath (EditActivity)", t("editor"), None, over,
              (no, None), (yes, True)),
    ]  # fmt: skip


def conflicts(t: Any) -> list[dict[str, Any]]:
    where = "commons FileConflictDialog (copy or move)"
    cancel, ok = t("cancel"), t("ok")

    def view(chosen: str) -> tuple[dict[str, Any], ...]:
        radios = [("skip", "skip"), ("overwrite", "overwrite"), ("keep_both", "keep_both")]
        return ({"text": t("file_already_exists", FILE), "rid": f"{ID}conflict_dialog_title"},
                *({"radio": t(key), "rid": f"{ID}conflict_dialog_radio_{rid}",
                   "checked": key == chosen} for key, rid in radios),
                {"switch": t("apply_to_all"), "rid": f"{ID}conflict_dialog_apply_to_all",
                 "checked": False})  # fmt: skip

    return [
        alert("overwrite", where, FOLDER, None, None, (cancel, None), (ok, True),
              view("overwrite")),
        alert("harmless", where, FOLDER, None, None, (cancel, False), (ok, None),
              view("overwrite")),
        alert("harmless", where, FOLDER, None, None, (cancel, None), (ok, False), view("skip")),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")

    def switch(key: str, rid: str, on: bool) -> dict[str, Any]:
        return {"switch": t(key), "rid": f"{ID}settings_{rid}", "checked": on}

    def label(key: str, rid: str) -> dict[str, Any]:
        return {"text": t(key), "rid": f"{ID}settings_{rid}_label"}

    shown = page(title, [
        label("security", "security"),
        switch("password_protect_whole_app", "app_password_protection", False),
        switch("password_protect_hidden_items", "hidden_item_password_protection", False),
        switch("password_protect_excluded", "excluded_item_password_protection", False),
        switch("password_protect_file_deletion", "file_deletion_password_protection", False),
        label("file_operations", "file_operations"),
        switch("delete_empty_folders", "delete_empty_folders", False),
        switch("keep_last_modified", "keep_last_modified", True),
        switch("skip_delete_confirmation", "skip_delete_confirmation", False),
        label("recycle_bin", "recycle_bin"),
        switch("move_items_into_recycle_bin", "use_recycle_bin", True),
        switch("show_recycle_bin", "show_recycle_bin", True),
        {"row": t("empty_recycle_bin"), "rid": f"{ID}settings_empty_recycle_bin_label",
         "secondary": BIG},
        label("migrating", "migrating"),
        {"row": t("clear_cache"), "rid": f"{ID}settings_clear_cache_label",
         "secondary": "212 MB"},
        {"row": t("export_favorite_paths"), "rid": f"{ID}settings_export_favorites"},
        {"row": t("import_favorite_paths"), "rid": f"{ID}settings_import_favorites"}])  # fmt: skip
    where = "gallery SettingsActivity"
    no, yes = yes_no(t)
    emptying = (None, t("empty_recycle_bin_confirmation"))
    return [
        entry("reversible", where, shown, [(t("move_items_into_recycle_bin"), False)]),
        entry("opens-prompt", where, shown, [(t("empty_recycle_bin"), False)]),
        entry("reversible", where, shown, [(t("clear_cache"), False)]),
        entry("opens-prompt", where, shown, [(t("password_protect_file_deletion"), False)]),
        alert("purge", f"{where} (Empty the recycle bin)", title, *emptying, (no, None),
              (yes, True)),
    ]  # fmt: skip


def manage(t: Any) -> list[dict[str, Any]]:
    hidden_bar = action_mode([(t("unhide"), "cab_unhide")], "1 / 2")
    return [
        menu("reversible", "gallery ManageFoldersAdapter (excluded folder's menu)",
             t("excluded_folders"), [t("remove")], [(t("remove"), False)]),
        entry("reversible", "gallery ManageHiddenFoldersAdapter (cab_hidden_folders)",
              hidden_bar, [(t("unhide"), False)]),
    ]  # fmt: skip
