"""DroidFS's screens (``sushi.hardcore.droidfs``, an app that keeps files in encrypted
gocryptfs and CryFS volumes: volumes created, added, opened, locked, renamed, copied and
removed, hidden volumes deleted, files imported, created, copied, moved, renamed, exported
and deleted, the imported originals wiped, images rotated, text files edited, saved password
hashes removed and reset), strings from ``app/src/main/res/values*/strings.xml`` and
``arrays.xml``. The volume, file and folder names and the typed texts on the screens are the
same in every language.

Read from the code (``app/src/main/java/sushi/hardcore/droidfs``): ``MainActivity.kt`` with
``res/layout/activity_main.xml``, ``adapter_volume.xml`` and ``res/menu/main_activity.xml``
(the volume list and its Add button; a selected volume's toolbar: "Select All", Lock, which
closes the open volumes at once, Remove, which forgets a volume's path at once and, for a
hidden volume, opens the dialog of ``dialog_delete_volume.xml`` whose "Delete volume"
removes the volume's folder from the app's storage with ``recursiveRemoveDirectory`` and
whose "Forget only" forgets it; and the overflow: "Remove fingerprint", which deletes the
saved password hashes of the selected volumes at once, "Change password", "Don't open by
default", "Make a hidden copy" or "Copy to shared storage", which copy the volume, and
Rename, which opens "New volume name:"); ``VolumeOpener.kt`` and ``dialog_open_volume.xml``
(the password dialog, "Opening NAME:", with Cancel and Open); ``FingerprintProtector.kt``
(the three errors of the fingerprint store, each with Cancel and "Reset hash storage", which
deletes the store's key and every volume's saved password hash); ``ChangePasswordActivity
.kt`` and ``activity_change_password.xml``; ``add_volume/SelectPathFragment.kt``,
``CreateVolumeFragment.kt`` and their layouts (the hidden-volume switch, the path buttons,
Create); ``explorers/BaseExplorerActivity.kt``, ``ExplorerActivity.kt`` and
``ExplorerActivityDrop.kt`` with ``activity_explorer.xml``, ``explorer_info_bar.xml``,
``res/menu/explorer.xml`` and ``explorer_drop.xml`` (the file list, its info bar and Add
button; the toolbar's "Sort By", "Lock volume" and "Close volume"; the Add dialog built in
``init`` with its six rows and Cancel; "Folder Name:" and "File name:", the app's
``EditTextDialog`` with Cancel and OK; a selected file's toolbar, whose Select All, delete
and check icons have no title, with Copy, Cut and Share, and its overflow: "Export/Decrypt",
which opens the system's folder picker, "Open with external app", "Open as" and Rename;
"Warning !" with the delete question, whose OK calls ``removeElements``; the paste mode's
check icon, which copies or moves the held files into the folder shown; the overwrite
questions of ``checkPathOverwrite``, ``checkMoveOverwrite`` and ``checkRenameOverwrite``,
each with No, which opens "Enter new name", and Yes, which writes over the file there; "Do
you want to wipe the original files ?" after an import, whose Yes calls ``wipeUris`` on the
originals outside the volume; "Are you sure you want to lock this volume ?"; the sort
order's single-choice list; the share target's check icon, which imports the shared file);
``file_viewers/TextEditor.kt`` with ``res/menu/text_editor.xml`` (the save icon, with no
title, and the unsaved-changes question with Discard and Save); ``file_viewers/ImageViewer
.kt`` and ``activity_image_viewer.xml`` (the delete, slideshow, previous, rotate and next
buttons, none with a content description; the delete question with Cancel and OK, which
deletes the picture; the rotation question with Cancel, No and Yes, which writes the new
orientation into the picture's EXIF data); ``CameraActivity.kt`` and
``activity_camera.xml`` (the shutter, which saves a picture into the volume);
``SettingsActivity.kt`` with ``res/xml/root_preferences.xml`` and
``unsafe_features_preferences.xml``.
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, bare, entry, menu, page

PHOTOS, TAXES, JOURNAL, DIARY = "Photos", "Taxes", "Journal", "Diary"
PHOTOS_PATH, TAXES_PATH = "/storage/emulated/0/Photos", "/storage/emulated/0/Documents/Taxes"
PICTURE, NOTES, CONTRACT, SCANS = "passport.jpg", "notes.txt", "contract.pdf", "Scans"
FOLDER, RENAMED = "Receipts", "passport-2019.jpg"
NOTE_TEXT = "Locker code 4512, spare key with Anna"


def screens(t: Any) -> list[dict[str, Any]]:
    return volumes(t) + volume_admin(t) + explorer(t) + transfers(t) + viewers(t) + settings(t)


# -- the volume list --------------------------------------------------------------------


def volume_list(t: Any, selected: str | None = None) -> dict[str, Any]:
    """The saved volumes; with one selected, the selection's toolbar icons (Lock only while
    a selected volume is open)."""
    rows = [
        {"row": PHOTOS, "secondary": PHOTOS_PATH},
        {"icon": t("volume_unlocked"), "rid": f"{ID}icon_unlocked"},
        {"icon": t("password_hash_saved"), "rid": f"{ID}icon_fingerprint"},
        {"row": TAXES, "secondary": TAXES_PATH},
        {"row": JOURNAL, "secondary": t("hidden_volume")},
        {"row": DIARY, "secondary": t("hidden_volume")},
    ]
    if selected is None:
        items: list[dict[str, Any]] = [
            {"icon": t("settings"), "rid": f"{ID}settings"},
            {"list": rows},
            {"icon": t("add"), "rid": f"{ID}fab"},
        ]
        return page(t("app_name"), items)
    icons = [{"icon": t("select_all"), "rid": f"{ID}select_all"}]
    if selected == PHOTOS:
        icons.append({"icon": t("lock"), "rid": f"{ID}lock"})
    icons += [
        {"icon": t("remove"), "rid": f"{ID}remove"},
        {"icon": t("settings"), "rid": f"{ID}settings"},
    ]
    return page(t("elements_selected", 1, 4), [*icons, {"list": rows}])


def volume_overflow(t: Any, hidden: bool = False) -> list[str]:
    """The overflow of one selected volume: Photos (open, its password hash saved, opened at
    launch), or the hidden Journal (closed, no hash saved), which can also be renamed."""
    if hidden:
        return [t("change_password"), t("copy_hidden_volume"), t("rename")]
    return [
        t("remove_fingerprint"),
        t("change_password"),
        t("remove_default_open"),
        t("copy_external_volume"),
    ]


def volumes(t: Any) -> list[dict[str, Any]]:
    where = "droidfs MainActivity"
    home = t("app_name")
    opening = [
        {"field": f"{ID}edit_password", "hint": t("password"), "text": "••••••••••"},
        {"switch": t("default_open"), "rid": f"{ID}checkbox_default_open", "checked": False},
        {
            "switch": t("fingerprint_save_checkbox_text"),
            "rid": f"{ID}checkbox_save_password",
            "checked": False,
        },
    ]
    open_title = t("open_dialog_title", TAXES)
    cancel = t("cancel")

    def opener(category: str, tapped: str) -> dict[str, Any]:
        bad = dict.fromkeys(("cancel", "open"), None) | {tapped: False}
        return alert(
            category,
            f"droidfs VolumeOpener (password, {tapped})",
            home,
            open_title,
            None,
            [(cancel, "negative", bad["cancel"]), (t("open"), "positive", bad["open"])],
            tuple(opening),
        )

    return [
        entry("harmless", f"{where} (add)", volume_list(t), [(t("add"), False)]),
        entry("opens-prompt", f"{where} (open a volume)", volume_list(t), [(TAXES, False)]),
        opener("reversible", "open"),
        opener("harmless", "cancel"),
        entry(
            "reversible", f"{where} (selection, Lock)", volume_list(t, PHOTOS), [(t("lock"), False)]
        ),
        entry(
            "reversible",
            f"{where} (selection, Remove)",
            volume_list(t, TAXES),
            [(t("remove"), False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (selection, Remove hidden)",
            volume_list(t, JOURNAL),
            [(t("remove"), False)],
        ),
        menu(
            "delete",
            f"{where} (overflow, Remove fingerprint)",
            t("elements_selected", 1, 4),
            volume_overflow(t),
            [(t("remove_fingerprint"), True)],
        ),
        menu(
            "harmless",
            f"{where} (overflow, Change password)",
            t("elements_selected", 1, 4),
            volume_overflow(t),
            [(t("change_password"), False)],
        ),
        menu(
            "reversible",
            f"{where} (overflow, hidden copy)",
            t("elements_selected", 1, 4),
            volume_overflow(t),
            [(t("copy_external_volume"), False)],
        ),
    ]


def volume_admin(t: Any) -> list[dict[str, Any]]:
    where = "droidfs MainActivity"
    home = t("app_name")
    cancel, ok = t("cancel"), t("ok")
    warning = t("warning")

    def hidden_dialog(
        category: str, name: str, others: bool, delete: bool | None, forget: bool | None
    ) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("delete_hidden_volume_question", name), "rid": f"{ID}text_content"}
        ]
        if others:
            items.append(
                {"switch": t("apply_to_all"), "rid": f"{ID}checkbox_apply_to_all", "checked": False}
            )
        source = f"{where} (remove hidden volume{', two selected' if others else ''})"
        return alert(
            category,
            source,
            home,
            warning,
            None,
            [(t("delete_volume"), "negative", delete), (t("forget_only"), "positive", forget)],
            tuple(items),
        )

    def reset(
        title: str, message: str, tag: str, ok_bad: bool | None, cancel_bad: bool | None
    ) -> dict[str, Any]:
        category = "reset" if ok_bad else "harmless"
        return alert(
            category,
            f"droidfs FingerprintProtector ({tag})",
            home,
            title,
            message,
            [(cancel, "negative", cancel_bad), (t("reset_hash_storage"), "positive", ok_bad)],
        )

    rename = alert(
        "reversible",
        f"{where} (rename volume)",
        t("elements_selected", 1, 4),
        t("new_volume_name"),
        None,
        [(cancel, "negative", None), (ok, "positive", False)],
        ({"field": f"{ID}dialog_edit_text", "text": "Journal 2024", "focused": True},),
    )
    change = page(
        t("change_password"),
        [
            {"text": TAXES, "rid": f"{ID}text_volume_name"},
            {"text": t("current_password_label")},
            {
                "field": f"{ID}edit_current_password",
                "hint": t("current_password_hint"),
                "text": "••••••••",
            },
            {"text": t("new_password_label")},
            {
                "field": f"{ID}edit_new_password",
                "hint": t("new_password_hint"),
                "text": "••••••••••",
            },
            {"text": t("new_password_confirmation_label")},
            {
                "field": f"{ID}edit_password_confirm",
                "hint": t("password_confirmation_hint"),
                "text": "••••••••••",
            },
            {
                "switch": t("fingerprint_save_checkbox_text"),
                "rid": f"{ID}checkbox_save_password",
                "checked": False,
            },
            {"button": t("change_password"), "rid": f"{ID}button"},
        ],
    )
    create = page(
        t("create_volume"),
        [
            {"text": t("volume_type_label")},
            {"radio": t("gocryptfs"), "rid": f"{ID}radio", "checked": True},
            {"text": t("gocryptfs_details")},
            {"radio": t("cryfs"), "rid": f"{ID}radio", "checked": False},
            {"text": t("cryfs_details")},
            {"text": t("password_label")},
            {"field": f"{ID}edit_password", "hint": t("password"), "text": "••••••••••"},
            {"text": t("password_confirmation_label")},
            {
                "field": f"{ID}edit_password_confirm",
                "hint": t("password_confirmation_hint"),
                "text": "••••••••••",
            },
            {"text": t("encryption_cipher_label")},
            {"text": t("auto"), "rid": f"{ID}spinner_cipher"},
            {
                "switch": t("fingerprint_save_checkbox_text"),
                "rid": f"{ID}checkbox_save_password",
                "checked": False,
            },
            {"button": t("create"), "rid": f"{ID}button_create"},
        ],
    )
    mac = (t("error"), t("MAC_verification_failed"))
    block = (t("illegal_block_size_exception"), t("illegal_block_size_exception_msg"))
    invalid = (
        t("key_permanently_invalidated_exception"),
        t("key_permanently_invalidated_exception_msg"),
    )
    return [
        menu(
            "opens-prompt",
            f"{where} (overflow hidden, Rename)",
            t("elements_selected", 1, 4),
            volume_overflow(t, hidden=True),
            [(t("rename"), False)],
        ),
        rename,
        hidden_dialog("delete", JOURNAL, False, True, None),
        hidden_dialog("delete", JOURNAL, True, True, None),
        hidden_dialog("reversible", JOURNAL, False, None, False),
        reset(*mac, "MAC verification failed", True, None),
        reset(*block, "IllegalBlockSizeException", True, None),
        reset(*invalid, "KeyPermanentlyInvalidatedException", True, None),
        reset(*mac, "MAC verification failed", None, False),
        entry("reversible", "droidfs ChangePasswordActivity", change, [("button", False)]),
        entry("reversible", "droidfs CreateVolumeFragment", create, [(t("create"), False)]),
    ]


# -- the explorer -----------------------------------------------------------------------


def files(t: Any) -> list[dict[str, Any]]:
    """The rows of the volume's root folder: a folder and three files."""
    del t
    return [
        {"row": SCANS, "secondary": "4.2 MB"},
        {"row": CONTRACT, "secondary": "812 kB"},
        {"row": NOTES, "secondary": "1 kB"},
        {"row": PICTURE, "secondary": "2.1 MB"},
    ]


def info_bar(t: Any) -> list[dict[str, Any]]:
    return [
        {"text": t("location", "/"), "rid": f"{ID}current_path_text"},
        {"text": t("multiple_files", 3), "rid": f"{ID}number_of_files_text"},
        {"text": t("one_folder"), "rid": f"{ID}number_of_folders_text"},
        {"text": t("total_size", "7.1 MB"), "rid": f"{ID}total_size_text"},
        {"icon": t("switch_display_layout"), "rid": f"{ID}layout_icon"},
    ]


def explorer_page(t: Any, mode: str = "browse", selected: int = 0) -> dict[str, Any]:
    """The explorer of the volume Photos: browsing (the sort, lock and close icons), with
    ``selected`` files selected (their toolbar icons), or holding files to copy or move
    (the check icon)."""
    rows = [{"list": files(t)}, *info_bar(t)]
    if mode == "paste":
        icons = [bare("validate"), {"icon": t("sort_by"), "rid": f"{ID}sort"}]
        return page(t("volume", PHOTOS), [*icons, *rows, bare("fab")])
    if mode == "drop":
        icons = [
            bare("validate"),
            {"icon": t("sort_by"), "rid": f"{ID}sort"},
            {"icon": t("lock_volume"), "rid": f"{ID}lock"},
            {"icon": t("close_volume"), "rid": f"{ID}close"},
        ]
        return page(t("volume", PHOTOS), [*icons, *rows])
    if selected:
        icons = [
            bare("select_all"),
            bare("delete"),
            {"icon": t("copy_menu_title"), "rid": f"{ID}copy"},
            {"icon": t("cut"), "rid": f"{ID}cut"},
            {"icon": t("share"), "rid": f"{ID}share"},
        ]
        return page(t("elements_selected", selected, 4), [*icons, *rows])
    icons = [
        {"icon": t("sort_by"), "rid": f"{ID}sort"},
        {"icon": t("lock_volume"), "rid": f"{ID}lock"},
        {"icon": t("close_volume"), "rid": f"{ID}close"},
    ]
    return page(t("volume", PHOTOS), [*icons, *rows, bare("fab")])


def explorer(t: Any) -> list[dict[str, Any]]:
    where = "droidfs ExplorerActivity"
    behind = t("volume", PHOTOS)
    cancel, ok = t("cancel"), t("ok")
    warning = t("warning")
    add_rows = [
        t("import_from_other_volume"),
        t("import_files"),
        t("import_folder"),
        t("new_file"),
        t("mkdir"),
        t("camera"),
    ]

    def add_dialog(category: str, key: str) -> dict[str, Any]:
        """The Add dialog, its row ``key`` (or its Cancel) tapped."""
        rows = tuple({"row": r, "rid": f"{ID}text"} for r in add_rows)
        bad = False if key == "cancel" else None
        made = alert(
            category,
            f"{where} (Add, {key})",
            behind,
            t("add"),
            None,
            [(cancel, "negative", bad)],
            rows,
        )
        if key != "cancel":
            made["cases"] = [{"tap": t(key), "irreversible": False}]
        return made

    def deleting(
        n: int, ok_bad: bool | None, cancel_bad: bool | None, name: str = PICTURE
    ) -> dict[str, Any]:
        message = (
            t("multiple_delete_confirm", str(n)) if n > 1 else t("single_delete_confirm", name)
        )
        category = "delete" if ok_bad else "harmless"
        what = f"{n} selected" if name == PICTURE else f"folder {name} selected"
        return alert(
            category,
            f"{where} (delete, {what})",
            t("elements_selected", n, 4),
            warning,
            message,
            [(cancel, "negative", cancel_bad), (ok, "positive", ok_bad)],
        )

    selection_overflow = [t("decrypt_files"), t("external_open"), t("open_as"), t("rename")]
    sorts = [t(f"sort_orders_entries[{i}]") for i in range(6)]
    sort_dialog = {
        "title": behind,
        "dialog": {"title": t("sort_order")},
        "items": [
            *(
                {"radio": s, "rid": "android:id/text1", "checked": i == 0}
                for i, s in enumerate(sorts)
            ),
            {"button": cancel, "rid": "android:id/button2"},
        ],
    }
    folder = alert(
        "reversible",
        f"{where} (create folder)",
        behind,
        t("enter_folder_name"),
        None,
        [(cancel, "negative", None), (ok, "positive", False)],
        ({"field": f"{ID}dialog_edit_text", "text": FOLDER, "focused": True},),
    )
    lock = (warning, t("ask_lock_volume"))
    return [
        entry("harmless", f"{where} (browse, Add)", explorer_page(t), [("fab", False)]),
        entry(
            "opens-prompt",
            f"{where} (browse, Lock volume)",
            explorer_page(t),
            [(t("lock_volume"), False)],
        ),
        entry("harmless", f"{where} (browse, Sort By)", explorer_page(t), [(t("sort_by"), False)]),
        add_dialog("opens-prompt", "mkdir"),
        add_dialog("harmless", "import_files"),
        add_dialog("harmless", "cancel"),
        folder,
        entry("reversible", f"{where} (sort order)", sort_dialog, [(sorts[5], False)]),
        alert(
            "reversible",
            f"{where} (lock volume)",
            behind,
            *lock,
            [(cancel, "negative", None), (ok, "positive", False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (selection, delete)",
            explorer_page(t, selected=1),
            [("delete", False)],
        ),
        entry(
            "harmless",
            f"{where} (selection, Copy)",
            explorer_page(t, selected=1),
            [(t("copy_menu_title"), False)],
        ),
        menu(
            "harmless",
            f"{where} (selection overflow, Export/Decrypt)",
            t("elements_selected", 1, 4),
            selection_overflow,
            [(t("decrypt_files"), False)],
        ),
        menu(
            "opens-prompt",
            f"{where} (selection overflow, Rename)",
            t("elements_selected", 1, 4),
            selection_overflow,
            [(t("rename"), False)],
        ),
        deleting(1, True, None),
        deleting(3, True, None),
        deleting(1, True, None, SCANS),
        deleting(1, None, False),
    ]


def transfers(t: Any) -> list[dict[str, Any]]:
    """Pasting held files, importing, renaming over a file, and the wipe question."""
    where = "droidfs ExplorerActivity"
    behind = t("volume", PHOTOS)
    yes, no, ok, cancel = t("yes"), t("no"), t("ok"), t("cancel")
    warning = t("warning")
    there = f"/{SCANS}/{PICTURE}"

    def question(
        category: str, source: str, message: str, yes_bad: bool | None, no_bad: bool | None = None
    ) -> dict[str, Any]:
        return alert(
            category,
            source,
            behind,
            warning,
            message,
            [(no, "negative", no_bad), (yes, "positive", yes_bad)],
        )

    wipe = (
        t("success_import"),
        f"{t('success_import_msg')}\n{t('ask_for_wipe')}",
    )
    rename = alert(
        "reversible",
        "droidfs BaseExplorerActivity (rename)",
        t("elements_selected", 1, 4),
        t("rename_title"),
        None,
        [(cancel, "negative", None), (ok, "positive", False)],
        ({"field": f"{ID}dialog_edit_text", "text": RENAMED, "focused": True},),
    )
    return [
        entry(
            "reversible",
            f"{where} (paste mode, copy)",
            explorer_page(t, "paste"),
            [("validate", False)],
        ),
        question(
            "overwrite",
            "droidfs BaseExplorerActivity (checkPathOverwrite, copy)",
            t("file_overwrite_question", there),
            True,
        ),
        question(
            "harmless",
            "droidfs BaseExplorerActivity (checkPathOverwrite, copy)",
            t("file_overwrite_question", there),
            None,
            False,
        ),
        question(
            "overwrite",
            "droidfs BaseExplorerActivity (checkPathOverwrite, import)",
            t("file_overwrite_question", f"/{NOTES}"),
            True,
        ),
        question(
            "overwrite",
            "droidfs BaseExplorerActivity (checkPathOverwrite, collision)",
            t("file_collision_question", f"/{CONTRACT}"),
            True,
        ),
        question(
            "reversible",
            "droidfs BaseExplorerActivity (checkPathOverwrite, merge)",
            t("dir_overwrite_question", f"/{SCANS}"),
            False,
        ),
        question(
            "overwrite", f"{where} (checkMoveOverwrite)", t("file_overwrite_question", there), True
        ),
        rename,
        question(
            "overwrite",
            "droidfs BaseExplorerActivity (checkRenameOverwrite)",
            t("file_overwrite_question", f"/{RENAMED}"),
            True,
        ),
        alert(
            "wipe",
            f"{where} (wipe after importing files)",
            behind,
            *wipe,
            [(no, "negative", None), (yes, "positive", True)],
        ),
        alert(
            "harmless",
            f"{where} (wipe after importing files)",
            behind,
            *wipe,
            [(no, "negative", False), (yes, "positive", None)],
        ),
        entry(
            "reversible",
            "droidfs ExplorerActivityDrop (import shared file)",
            explorer_page(t, "drop"),
            [("validate", False)],
        ),
    ]


# -- the viewers, the camera and the settings -------------------------------------------


def editor(t: Any) -> dict[str, Any]:
    return page(
        f"*{NOTES}",
        [
            bare("menu_save"),
            {"field": f"{ID}text_editor", "text": NOTE_TEXT, "focused": True},
        ],
    )


def image(t: Any) -> dict[str, Any]:
    del t
    return page(
        PICTURE,
        [
            {"text": PICTURE, "rid": f"{ID}text_filename"},
            bare("image_delete"),
            bare("image_button_slideshow"),
            bare("image_previous"),
            bare("image_rotate_left"),
            bare("image_rotate_right"),
            bare("image_next"),
        ],
    )


def viewers(t: Any) -> list[dict[str, Any]]:
    cancel, ok, yes, no = t("cancel"), t("ok"), t("yes"), t("no")
    warning = t("warning")
    unsaved = (warning, t("ask_save"))
    rotated = (warning, t("ask_save_img_rotated"))
    gone = (warning, t("single_delete_confirm", PICTURE))
    camera = page(
        t("camera"),
        [
            bare(n)
            for n in (
                "image_capture_mode",
                "image_ratio",
                "image_timer",
                "image_flash",
                "image_mode_switch",
                "take_photo_button",
                "image_camera_switch",
            )
        ],
    )
    return [
        entry("reversible", "droidfs TextEditor (save icon)", editor(t), [("menu_save", False)]),
        alert(
            "discard",
            "droidfs TextEditor (unsaved changes)",
            f"*{NOTES}",
            *unsaved,
            [(t("discard"), "negative", True), (t("save"), "positive", None)],
        ),
        alert(
            "reversible",
            "droidfs TextEditor (unsaved changes)",
            f"*{NOTES}",
            *unsaved,
            [(t("discard"), "negative", None), (t("save"), "positive", False)],
        ),
        entry(
            "opens-prompt",
            "droidfs ImageViewer (delete button)",
            image(t),
            [("image_delete", False)],
        ),
        alert(
            "delete",
            "droidfs ImageViewer (delete)",
            PICTURE,
            *gone,
            [(cancel, "negative", None), (ok, "positive", True)],
        ),
        alert(
            "harmless",
            "droidfs ImageViewer (delete)",
            PICTURE,
            *gone,
            [(cancel, "negative", False), (ok, "positive", None)],
        ),
        alert(
            "reversible",
            "droidfs ImageViewer (rotated)",
            PICTURE,
            *rotated,
            [(cancel, "neutral", None), (no, "negative", None), (yes, "positive", False)],
        ),
        alert(
            "harmless",
            "droidfs ImageViewer (rotated)",
            PICTURE,
            *rotated,
            [(cancel, "neutral", False), (no, "negative", None), (yes, "positive", None)],
        ),
        entry("reversible", "droidfs CameraActivity", camera, [("take_photo_button", False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    main = page(
        t("title_activity_settings"),
        [
            {"text": t("ux")},
            {"switch": t("propose_wipe_imported_files"), "checked": True},
            {"text": t("propose_wipe_imported_files_summary")},
            {"switch": t("auto_fit_title"), "checked": False},
            {"switch": t("password_fallback"), "checked": True},
            {"switch": t("pin_passwords_title"), "checked": False},
            {"text": t("unsafe_features")},
            {"row": t("manage_unsafe_features"), "secondary": t("manage_unsafe_features_summary")},
        ],
    )
    unsafe = page(
        t("title_activity_settings"),
        [
            {"text": t("explorer")},
            {"switch": t("usf_decrypt"), "checked": False},
            {"switch": t("usf_share"), "checked": False},
            {"text": t("usf_volume_management")},
            {"switch": t("usf_fingerprint"), "checked": True},
            {"switch": t("usf_background"), "checked": False},
            {"switch": t("usf_keep_open"), "checked": False},
        ],
    )
    where = "droidfs SettingsActivity"
    return [
        entry(
            "reversible",
            f"{where} (MainSettingsFragment)",
            main,
            [(t("propose_wipe_imported_files"), False)],
        ),
        entry(
            "reversible",
            f"{where} (UnsafeFeaturesSettingsFragment)",
            unsafe,
            [(t("usf_decrypt"), False)],
        ),
    ]
