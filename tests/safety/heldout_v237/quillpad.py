"""Quillpad's screens (``io.github.quillpad``, a notes app: notes and checklists written, pinned,
hidden, archived, moved to notebooks, tagged, given reminders and attachments, moved to the
bin, restored and deleted for good; the bin emptied; notebooks and tags made and deleted; notes
exported, backed up and restored; notes synced with a Nextcloud server), strings from
``app/src/main/res/values*/strings.xml``. The note, notebook, tag, reminder, attachment and
account names on the screens are the same in every language. Nextcloud syncing is set up
(server ``https://cloud.example.org``, user ``mara``), notes stay in the bin for the default 7
days, and the date format is set to ``yyyy-MM-dd``.

Read from the code (``app/src/main/java/org/qosp/notes``):
``ui/common/AbstractNotesFragment.kt`` (the selection bar's handler, ``setupSecondaryToolbar``:
Delete calls ``ActivityViewModel.deleteNotes``, "Delete permanently"
``deleteNotesPermanently``, Archive, Unarchive, Restore, Hide, Move to, Duplicate and Export;
and ``showMenuForNote``, the bottom sheet a long press opens, its rows built by the note's
state: Pin, Archive, "Move to…", Delete, Hide, "Compact preview", "Enable screen always on",
"Disable markdown", Duplicate, Export, Share and "Select more…" for a note, and Restore,
"Delete permanently", Hide, "Compact preview", Export, Share and "Select more…" for a note in
the bin); ``ui/ActivityViewModel.kt`` (``deleteNotes`` moves the notes to the bin unless the
bin is set to delete at once, ``deleteNotesPermanently`` deletes them from the database,
``restoreNotes`` takes them out of the bin, the rest update a note's flags);
``data/repo/NoteRepositoryImpl.kt`` (``moveNotesToBin`` marks the notes deleted and deletes the
server's copy, ``restoreNotes`` uploads it again, ``deleteNotes`` deletes the rows,
``permanentlyDeleteNotesInBin`` every note in the bin); ``ui/main/MainFragment.kt`` with
``res/layout/fragment_main.xml``, ``res/menu/main_top.xml``, ``main_bottom.xml`` and
``main_selected_notes.xml`` (the notes page: Search, "Sort by" and "Layout mode" in the
toolbar, "Show hidden notes" and "Select All" in its overflow, the ``fab_create_note`` button
and the bottom bar's "Create a list", "Attach files", "Take a photo" and "Record audio");
``ui/common/Dialogs.kt`` ("Move to…", a single-choice list of the notebooks with "Your
Notebooks" and "Done!"); ``ui/archive/ArchiveFragment.kt`` with
``res/menu/archive_selected_notes.xml``; ``ui/deleted/DeletedFragment.kt`` with
``res/menu/deleted.xml`` and ``deleted_selected_notes.xml`` ("Empty bin" opens "Are you sure?"
with No and Yes, whose Yes calls ``DeletedViewModel.permanentlyDeleteNotesInBin``);
``ui/MainActivity.kt`` with ``res/menu/nav_drawer.xml`` and ``res/layout/header_drawer.xml``
(the drawer); ``ui/editor/EditorFragment.kt`` with ``res/layout/fragment_editor.xml``,
``res/menu/editor_top.xml`` and ``editor_bottom.xml`` (the editor: Pin and Reminders in the
toolbar, the rest in its overflow as ``setupMenuItems`` shows them, "Remove all checked tasks"
and "Uncheck all items" for a checklist; a note in the bin shows Restore, "Delete permanently",
Export and Share and a snackbar with Restore; "Change color", a single-choice list; the
markdown bar; an attachment's long press opens its sheet, "Edit description", Delete, which
takes the attachment out of the note through ``EditorViewModel.deleteAttachment``, and Share;
the Reminders sheet lists the note's reminders and "New reminder");
``ui/editor/dialog/InsertHyperlinkDialog.kt`` ("Insert link" with Cancel and Insert);
``ui/attachments/dialog/EditAttachmentDialog.kt``; ``ui/reminders/EditReminderDialog.kt`` with
``res/layout/dialog_edit_reminder.xml`` (a reminder's name, "Set date", "Set time", Delete,
which deletes it and cancels its alarm, and Save); ``ui/notebooks/ManageNotebooksFragment.kt``
with ``res/menu/manage_notebooks.xml`` and ``manage_notebooks_selected.xml``,
``ManageNotebooksViewModel.kt``, ``data/repo/NotebookRepository.kt`` and
``ui/notebooks/dialog/EditNotebookDialog.kt`` (a notebook's sheet: "Rename notebook", Delete
and "Select more…"; Delete deletes the notebook row and its notes fall to "No Notebook");
``ui/tags/TagsFragment.kt`` with ``res/menu/tags.xml``, ``data/repo/TagRepository.kt`` and
``ui/tags/dialog/EditTagDialog.kt`` (a tag's sheet: "Rename tag", Delete and "Select more…";
opened from a note, a tag's row adds it to the note or takes it off);
``ui/settings/SettingsFragment.kt``, ``SettingsUtils.kt`` and
``res/layout/fragment_settings.xml`` (the settings page, each row opening a single-choice list
with "Done!", "Create a backup" and Restore opening the system's file picker);
``preferences/PreferenceEnums.kt`` (the choices); ``components/workers/BinCleaningWorker.kt``
(what "Delete notes in bin" changes); ``components/backup/BackupManager.kt`` (a restored
backup's notes are added beside the existing ones); ``ui/sync/SyncSettingsFragment.kt``,
``res/layout/fragment_sync_settings.xml``, ``ui/settings/SettingsViewModel.kt``
(``clearNextcloudCredentials`` empties the server's address, user and password and deletes the
notes' links to the server's notes), ``data/sync/core/SynchronizeNotes.kt`` and
``ui/sync/nextcloud/NextcloudAccountDialog.kt``; ``ui/about/AboutFragment.kt`` with
``res/layout/fragment_about.xml`` and ``App.kt`` ("Send Error Logs" hands the report to ACRA's
mail sender, which opens the mail app with it attached).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, choice, entry, form, menu, page, sheet

TRIP, TRIP_TEXT = "Trip to Lisbon", "Book the ferry to Cacilhas"
MEETING, MEETING_TEXT = "Meeting notes", "Budget review on Friday"
SHOPPING, TASKS = "Shopping list", ("Milk", "Bread", "Eggs")
OLD, OLD_TEXT = "Old packing list", "Sunscreen, hat, charger"
WORK, RECIPES, TRAVEL = "Work", "Recipes", "Travel"
IDEAS, URGENT = "ideas", "urgent"
PHOTO, DENTIST, DAY, TIME = "Harbour at dusk", "Dentist", "2026-06-12", "09:30"
SERVER, USER = "https://cloud.example.org", "mara"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        notes(t)
        + archive(t)
        + drawer(t)
        + bin_(t)
        + editor(t)
        + attachments(t)
        + reminders(t)
        + notebooks(t)
        + tags(t)
        + settings(t)
        + sync(t)
        + about(t)
    )


def toolbar(t: Any) -> list[dict[str, Any]]:
    """The notes page's toolbar: Search, "Sort by" (a submenu, no id) and "Layout mode"."""
    return [
        {"icon": t("action_search"), "rid": f"{ID}action_search"},
        {"icon": t("preferences_sort_method")},
        {"icon": t("preferences_layout_mode"), "rid": f"{ID}action_layout_mode"},
    ]


def note_rows(*notes: tuple[str, str]) -> dict[str, Any]:
    return {
        "list": [
            {"row": title, "secondary": text, "rid": f"{ID}text_view_title"}
            for title, text in notes
        ]
    }


def notes(t: Any) -> list[dict[str, Any]]:
    title = t("nav_notes")
    main = page(
        title,
        [
            *toolbar(t),
            note_rows((TRIP, TRIP_TEXT), (MEETING, MEETING_TEXT), (SHOPPING, ", ".join(TASKS))),
            {"id": f"{ID}fab_create_note", "rid": f"{ID}fab_create_note"},
            {"icon": t("action_create_list"), "rid": f"{ID}action_create_list"},
            {"icon": t("action_attach_files"), "rid": f"{ID}action_attach_file"},
            {"icon": t("action_take_photo"), "rid": f"{ID}action_take_photo"},
            {"icon": t("action_record_audio"), "rid": f"{ID}action_record_audio"},
        ],
    )
    where = "quillpad MainFragment"
    overflow = [t("action_show_hidden_notes"), t("action_select_all")]
    rows = [
        t(k)
        for k in (
            "action_pin",
            "action_archive",
            "action_move_to",
            "action_delete",
            "action_hide",
            "action_compact_preview",
            "action_enable_screen_always_on",
            "action_disable_markdown",
            "action_duplicate",
            "action_export",
            "action_share",
            "action_select_more",
        )
    ]
    selected = [
        t(k)
        for k in (
            "action_pin_unpin",
            "action_compact_preview",
            "action_full_preview",
            "action_archive",
            "action_delete",
            "action_hide",
            "action_move_to",
            "action_duplicate",
            "action_export",
            "action_select_all",
        )
    ]
    note = "quillpad AbstractNotesFragment (note sheet)"
    bar = "quillpad AbstractNotesFragment (main_selected_notes)"
    notebooks = [t("notebooks_unassigned"), WORK, RECIPES]

    def on_note(category: str, key: str) -> dict[str, Any]:
        return sheet(category, note, title, TRIP, rows, t(key), False)

    return [
        entry("harmless", f"{where} (main_bottom)", main, [(t("action_create_list"), False)]),
        entry("reversible", f"{where} (main_top)", main, [(t("preferences_layout_mode"), False)]),
        menu(
            "reversible",
            f"{where} (main_top, overflow)",
            title,
            overflow,
            [(t("action_show_hidden_notes"), False)],
        ),
        on_note("reversible", "action_delete"),
        on_note("reversible", "action_archive"),
        on_note("reversible", "action_pin"),
        on_note("harmless", "action_share"),
        on_note("opens-prompt", "action_export"),
        menu("reversible", bar, t("selected_notes#2"), selected, [(t("action_delete"), False)]),
        choice(
            "reversible",
            "quillpad Dialogs (move to notebook)",
            title,
            t("action_move_to"),
            notebooks,
            t("notebooks_unassigned"),
            WORK,
            neutral=t("nav_your_notebooks"),
            done=t("action_done"),
        ),
    ]


def archive(t: Any) -> list[dict[str, Any]]:
    selected = [
        t(k)
        for k in (
            "action_unarchive",
            "action_delete",
            "action_hide",
            "action_export",
            "action_select_all",
        )
    ]
    bar = "quillpad ArchiveFragment (archive_selected_notes)"
    title = t("selected_notes#2")
    return [
        menu("reversible", bar, title, selected, [(t("action_unarchive"), False)]),
        menu("reversible", bar, title, selected, [(t("action_delete"), False)]),
    ]


def drawer(t: Any) -> list[dict[str, Any]]:
    items = [
        {"text": t("app_name")},
        {"text": USER, "rid": f"{ID}text_view_username"},
        {"text": t("preferences_cloud_service_nextcloud"), "rid": f"{ID}text_view_provider"},
        {"icon": t("preferences_go_to_sync_settings"), "rid": f"{ID}button_sync_settings"},
        {"row": t("nav_all_notes")},
        {"row": t("nav_archive")},
        {"row": t("nav_deleted")},
        {"text": t("nav_notebooks")},
        {"row": t("nav_your_notebooks")},
        {"row": RECIPES},
        {"row": WORK},
        {"row": t("nav_tags")},
        {"row": t("nav_settings")},
        {"row": t("nav_about")},
    ]
    screen = {"title": t("nav_notes"), "dialog": {}, "items": items}
    return [
        entry("harmless", "quillpad MainActivity (nav_drawer)", screen, [(t("nav_deleted"), False)])
    ]


def bin_(t: Any) -> list[dict[str, Any]]:
    title = t("nav_deleted")
    overflow = [t("action_empty_bin"), t("action_show_hidden_notes"), t("action_select_all")]
    empty = (t("empty_bin_warning_title"), t("empty_bin_warning_text"))
    yes, no = t("yes"), t("no")
    where = "quillpad DeletedFragment"
    selected = [
        t(k)
        for k in (
            "action_restore",
            "action_delete_permanently",
            "action_hide",
            "action_export",
            "action_select_all",
        )
    ]
    bar = "quillpad DeletedFragment (deleted_selected_notes)"
    rows = [
        t(k)
        for k in (
            "action_restore",
            "action_delete_permanently",
            "action_hide",
            "action_compact_preview",
            "action_export",
            "action_share",
            "action_select_more",
        )
    ]
    binned = "quillpad AbstractNotesFragment (note sheet, in the bin)"
    forever = t("action_delete_permanently")
    opened = page(
        OLD,
        [
            {"icon": t("action_restore"), "rid": f"{ID}action_restore_note"},
            {"text": OLD, "rid": f"{ID}text_view_title_preview"},
            {"text": OLD_TEXT, "rid": f"{ID}text_view_content_preview"},
            {"text": t("indicator_deleted_note_cannot_be_edited"), "rid": f"{ID}snackbar_text"},
            {"button": t("action_restore"), "rid": f"{ID}snackbar_action"},
        ],
    )
    editor = "quillpad EditorFragment (in the bin, {})"
    return [
        menu(
            "opens-prompt", f"{where} (deleted)", title, overflow, [(t("action_empty_bin"), False)]
        ),
        alert("delete", f"{where} (empty bin)", title, *empty, (no, None), (yes, True)),
        alert("harmless", f"{where} (empty bin)", title, *empty, (no, False), (yes, None)),
        menu("delete", bar, t("selected_notes#3"), selected, [(forever, True)]),
        menu("delete", bar, t("selected_notes#1"), selected, [(forever, True)]),
        menu("reversible", bar, t("selected_notes#3"), selected, [(t("action_restore"), False)]),
        sheet("delete", binned, title, OLD, rows, forever, True),
        sheet("reversible", binned, title, OLD, rows, t("action_restore"), False),
        menu(
            "delete",
            editor.format("editor_top, overflow"),
            OLD,
            [forever, t("action_export"), t("action_share")],
            [(forever, True)],
        ),
        entry("reversible", editor.format("snackbar"), opened, [("snackbar_action", False)]),
    ]


def editing(t: Any) -> dict[str, Any]:
    """The editor on "Trip to Lisbon" in edit mode, the text's field focused, with the
    markdown bar (``editor_bottom``) under it."""
    marks = (
        ("action_insert_bold", "action_insert_bold_text"),
        ("action_insert_italics", "action_insert_italics"),
        ("action_insert_strikethrough", "action_insert_strikethrough"),
        ("action_insert_heading", "action_insert_heading"),
        ("action_insert_quote", "action_insert_quote"),
        ("action_insert_highlight", "action_insert_highlight"),
        ("action_insert_code", "action_insert_code"),
        ("action_insert_link", "action_insert_link"),
        ("action_insert_table", "action_insert_table"),
        ("action_insert_image", "action_insert_image"),
    )
    untitled = (
        "action_toggle_check_line",
        "action_scroll_to_top",
        "action_scroll_to_bottom",
        "action_undo",
        "action_redo",
    )
    return page(
        TRIP,
        [
            {"icon": t("action_pin"), "rid": f"{ID}action_pin_note"},
            {"icon": t("reminders"), "rid": f"{ID}action_view_reminders"},
            {"button": t("notebooks_unassigned"), "rid": f"{ID}notebook_view"},
            {"field": f"{ID}edit_text_title", "hint": t("editor_hint_title"), "text": TRIP},
            {
                "field": f"{ID}edit_text_content",
                "hint": t("editor_hint_content"),
                "text": TRIP_TEXT,
                "focused": True,
            },
            {"id": f"{ID}fab_change_mode", "rid": f"{ID}fab_change_mode"},
            *({"icon": t(key), "rid": f"{ID}{rid}"} for rid, key in marks),
            *({"id": f"{ID}{rid}", "rid": f"{ID}{rid}"} for rid in untitled),
        ],
    )


def editor(t: Any) -> list[dict[str, Any]]:
    where = "quillpad EditorFragment"
    viewed = page(
        TRIP,
        [
            {"icon": t("action_pin"), "rid": f"{ID}action_pin_note"},
            {"icon": t("reminders"), "rid": f"{ID}action_view_reminders"},
            {"button": t("notebooks_unassigned"), "rid": f"{ID}notebook_view"},
            {"list": [{"text": PHOTO, "rid": f"{ID}text_view"}]},
            {"text": TRIP, "rid": f"{ID}text_view_title_preview"},
            {"text": TRIP_TEXT, "rid": f"{ID}text_view_content_preview"},
            {"text": f"# {IDEAS}"},
            {"id": f"{ID}fab_change_mode", "rid": f"{ID}fab_change_mode"},
        ],
    )
    tail = [
        t(k)
        for k in (
            "action_delete",
            "action_hide",
            "action_screen_always_on",
            "action_do_not_sync",
            "action_change_color",
            "action_disable_markdown",
            "action_attach_files",
            "action_record_audio",
            "action_take_photo",
            "nav_tags",
            "action_export",
            "action_share",
        )
    ]
    text_menu = [t("action_convert_to_list"), t("action_archive"), *tail]
    list_menu = [
        t("action_convert_to_note"),
        t("action_archive"),
        t("action_uncheck_all_tasks"),
        t("action_remove_all_checked_tasks"),
        *tail,
    ]
    colors = [
        t(k)
        for k in (
            "default_string",
            "preferences_color_scheme_red",
            "preferences_color_scheme_orange",
            "preferences_color_scheme_yellow",
            "preferences_color_scheme_green",
            "preferences_color_scheme_teal",
            "preferences_color_scheme_cyan",
            "preferences_color_scheme_blue",
            "preferences_color_scheme_purple",
            "preferences_color_scheme_pink",
            "preferences_color_scheme_brown",
            "preferences_color_scheme_gray",
        )
    ]
    over = f"{where} (editor_top, overflow)"
    link = (
        {
            "field": f"{ID}edit_text_hyperlink_text",
            "hint": t("hint_hyperlink_text"),
            "text": "Lisbon guide",
        },
        {
            "field": f"{ID}edit_text_hyperlink",
            "hint": t("hint_hyperlink_url"),
            "text": "https://www.visitlisboa.com",
        },
    )
    cancel, insert = t("action_cancel"), t("action_insert")
    linking = "quillpad InsertHyperlinkDialog"
    bar = f"{where} (editor_bottom)"
    checklist = f"{where} (a checklist, editor_top, overflow)"
    return [
        entry("reversible", f"{where} (editor_top)", viewed, [(t("action_pin"), False)]),
        menu("reversible", over, TRIP, text_menu, [(t("action_delete"), False)]),
        menu("opens-prompt", over, TRIP, text_menu, [(t("action_change_color"), False)]),
        choice(
            "reversible",
            f"{where} (change color)",
            TRIP,
            t("action_change_color"),
            colors,
            t("default_string"),
            t("preferences_color_scheme_green"),
            done=t("action_done"),
        ),
        entry("reversible", bar, editing(t), [(t("action_insert_bold_text"), False)]),
        entry("opens-prompt", bar, editing(t), [(t("action_insert_link"), False)]),
        form(
            "reversible",
            linking,
            TRIP,
            t("action_insert_link"),
            link,
            (cancel, None),
            (insert, False),
        ),
        form(
            "harmless",
            linking,
            TRIP,
            t("action_insert_link"),
            link,
            (cancel, False),
            (insert, None),
        ),
        menu(
            "delete", checklist, SHOPPING, list_menu, [(t("action_remove_all_checked_tasks"), True)]
        ),
        menu(
            "reversible", checklist, SHOPPING, list_menu, [(t("action_uncheck_all_tasks"), False)]
        ),
    ]


def attachments(t: Any) -> list[dict[str, Any]]:
    rows = [t("attachments_edit_description"), t("action_delete"), t("action_share")]
    where = "quillpad EditorFragment (attachment sheet)"
    clip = t("indicator_recorded_clip")
    return [
        sheet("delete", where, TRIP, PHOTO, rows, t("action_delete"), True),
        sheet("opens-prompt", where, TRIP, PHOTO, rows, t("attachments_edit_description"), False),
        sheet(
            "delete",
            "quillpad EditorFragment (attachment sheet, recorded clip)",
            MEETING,
            clip,
            rows,
            t("action_delete"),
            True,
        ),
    ]


def reminders(t: Any) -> list[dict[str, Any]]:
    rows = [f"{DENTIST} ({DAY}, {TIME})", t("action_new_reminder")]
    fields = (
        {
            "field": f"{ID}edit_text_reminder_name",
            "hint": t("reminders_hint_name"),
            "text": DENTIST,
        },
        {"button": DAY, "rid": f"{ID}button_set_date"},
        {"button": TIME, "rid": f"{ID}button_set_time"},
    )
    where = "quillpad EditReminderDialog (a reminder)"
    delete, save = t("action_delete"), t("action_save")
    return [
        sheet(
            "opens-prompt",
            "quillpad EditorFragment (reminders sheet)",
            TRIP,
            t("reminders"),
            rows,
            t("action_new_reminder"),
            False,
        ),
        form("delete", where, TRIP, t("reminder"), fields, (delete, True), (save, None)),
        form("reversible", where, TRIP, t("reminder"), fields, (delete, None), (save, False)),
    ]


def notebooks(t: Any) -> list[dict[str, Any]]:
    title = t("nav_notebooks")
    listing = page(
        title,
        [
            {"icon": t("preferences_sort_method")},
            {"icon": t("action_create_notebook"), "rid": f"{ID}action_create_notebook"},
            {
                "list": [
                    {"row": name, "rid": f"{ID}text_view_notebook_name"} for name in (RECIPES, WORK)
                ]
            },
        ],
    )
    named = (
        {"field": f"{ID}edit_text_notebook_name", "hint": t("notebooks_hint_name"), "text": TRAVEL},
    )
    rows = [t("action_rename_notebook"), t("action_delete"), t("action_select_more")]
    selected = [t("action_delete"), t("action_select_all")]
    bar = "quillpad ManageNotebooksFragment (manage_notebooks_selected)"
    where = "quillpad ManageNotebooksFragment"
    return [
        entry(
            "opens-prompt",
            f"{where} (manage_notebooks)",
            listing,
            [(t("action_create_notebook"), False)],
        ),
        form(
            "reversible",
            "quillpad EditNotebookDialog (new notebook)",
            title,
            t("action_new_notebook"),
            named,
            None,
            (t("action_save"), False),
        ),
        sheet(
            "delete", f"{where} (notebook sheet)", title, RECIPES, rows, t("action_delete"), True
        ),
        menu("delete", bar, t("selected_notebooks#2"), selected, [(t("action_delete"), True)]),
        menu("delete", bar, t("selected_notebooks#1"), selected, [(t("action_delete"), True)]),
    ]


def tags(t: Any) -> list[dict[str, Any]]:
    title = t("nav_tags")
    listing = page(
        title,
        [
            {"icon": t("preferences_sort_method")},
            {"icon": t("action_new_tag"), "rid": f"{ID}action_create_tag"},
            {"list": [{"row": name, "rid": f"{ID}text_view_tag_name"} for name in (IDEAS, URGENT)]},
        ],
    )
    box = {"id": f"{ID}check_box", "rid": f"{ID}check_box"}
    on_note = page(
        title,
        [
            {"icon": t("preferences_sort_method")},
            {"icon": t("action_new_tag"), "rid": f"{ID}action_create_tag"},
            {
                "list": [
                    {"row": IDEAS, "rid": f"{ID}text_view_tag_name"},
                    box,
                    {"row": URGENT, "rid": f"{ID}text_view_tag_name"},
                    box,
                ]
            },
        ],
    )
    rows = [t("action_rename_tag"), t("action_delete"), t("action_select_more")]
    where = "quillpad TagsFragment"
    return [
        entry("opens-prompt", f"{where} (tags)", listing, [(t("action_new_tag"), False)]),
        sheet("delete", f"{where} (tag sheet)", title, URGENT, rows, t("action_delete"), True),
        entry("reversible", f"{where} (a note's tags)", on_note, [(IDEAS, False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("nav_settings")

    def row(rid: str, key: str, sub: str) -> dict[str, Any]:
        return {"row": t(key), "secondary": sub, "rid": f"{ID}{rid}"}

    prefs = page(
        title,
        [
            {"text": t("preferences_header_general")},
            row("setting_theme_mode", "preferences_theme_mode", t("preferences_theme_mode_system")),
            row(
                "setting_dark_theme_mode",
                "preferences_dark_theme_mode",
                t("preferences_theme_dark_mode_standard"),
            ),
            row(
                "setting_color_scheme",
                "preferences_color_scheme",
                t("preferences_color_scheme_blue"),
            ),
            {"text": t("preferences_header_view")},
            {"text": t("preferences_header_view_notebook")},
            row(
                "setting_layout_mode", "preferences_layout_mode", t("preferences_layout_mode_grid")
            ),
            row(
                "setting_sort_method",
                "preferences_sort_method",
                t("preferences_sort_method_modified_desc"),
            ),
            {"text": t("preferences_header_view_note_content")},
            row("setting_font_size", "preferences_font_size", t("preferences_font_size_default")),
            row("setting_show_fab", "preferences_show_fab_change_mode", t("preferences_fab")),
            row(
                "setting_default_editor_mode",
                "preferences_default_editor_mode",
                t("preferences_default_editor_mode_view"),
            ),
            row("setting_show_date", "preferences_show_date", t("yes")),
            row("setting_date_format", "preferences_date_format", DAY),
            row("setting_time_format", "preferences_time_format", TIME),
            {"text": t("preferences_header_view_tags")},
            row(
                "setting_sort_tags_method",
                "preferences_sort_tags_method",
                t("preferences_sort_method_title_asc"),
            ),
            {"text": t("preferences_header_view_navdrawer")},
            row(
                "setting_sort_navdrawer_method",
                "preferences_sort_navdrawer_method",
                t("preferences_sort_method_title_asc"),
            ),
            {"text": t("preferences_header_other")},
            row(
                "setting_open_media",
                "preferences_open_media_in",
                t("preferences_open_media_in_internal"),
            ),
            row(
                "setting_group_notes_without_notebook",
                "preferences_group_notes_without_notebook",
                t("no"),
            ),
            row("setting_move_checked_items", "preferences_move_checked_items", t("yes")),
            row(
                "setting_note_deletion",
                "preferences_note_deletion_time",
                t("preferences_note_deletion_time_week"),
            ),
            {"text": t("preferences_header_backup")},
            row(
                "setting_backup_notes",
                "preferences_create_backup",
                t("preferences_create_backup_subtext"),
            ),
            row("setting_restore_notes", "preferences_restore", t("preferences_restore_subtext")),
            row(
                "setting_backup_strategy",
                "preferences_backup_strategy",
                t("preferences_backup_strategy_include_files"),
            ),
            {"text": t("preferences_header_syncing")},
            row(
                "setting_go_to_sync_settings",
                "preferences_go_to_sync_settings",
                t("preferences_currently_syncing_with", t("preferences_cloud_service_nextcloud")),
            ),
        ],
    )
    deletion = [
        t(k)
        for k in (
            "preferences_note_deletion_time_week",
            "preferences_note_deletion_time_two_weeks",
            "preferences_note_deletion_time_month",
            "never",
            "preferences_note_deletion_time_instantly",
        )
    ]
    where = "quillpad SettingsFragment"
    return [
        entry("opens-prompt", where, prefs, [(t("preferences_note_deletion_time"), False)]),
        choice(
            "reversible",
            f"{where} (note deletion time)",
            title,
            t("preferences_note_deletion_time"),
            deletion,
            t("preferences_note_deletion_time_week"),
            t("preferences_note_deletion_time_instantly"),
            done=t("action_done"),
        ),
        entry("opens-prompt", where, prefs, [(t("preferences_create_backup"), False)]),
        entry("opens-prompt", where, prefs, [(t("preferences_restore"), False)]),
    ]


def sync(t: Any) -> list[dict[str, Any]]:
    title = t("preferences_header_syncing")

    def row(rid: str, key: str, sub: str | None = None) -> dict[str, Any]:
        shown = {"row": t(key), "rid": f"{ID}{rid}"}
        return {**shown, "secondary": sub} if sub else shown

    prefs = page(
        title,
        [
            row(
                "setting_sync_provider",
                "preferences_cloud_service",
                t("preferences_cloud_service_nextcloud"),
            ),
            row("setting_sync_mode", "preferences_sync_when_on", t("preferences_sync_on_wifi")),
            row(
                "setting_background_sync",
                "preferences_background_sync",
                t("preferences_background_sync_enabled"),
            ),
            row(
                "setting_notes_syncable_by_default",
                "preferences_new_notes_synchronizable",
                t("yes"),
            ),
            {"text": t("preferences_cloud_service_nextcloud")},
            {"text": t("preferences_nextcloud_limited_features")},
            row("setting_nextcloud_server", "preferences_nextcloud_instance_url", SERVER),
            row(
                "setting_nextcloud_account",
                "preferences_nextcloud_account",
                t("indicator_nextcloud_currently_logged_in_as", USER),
            ),
            row("setting_nextcloud_clear_credentials", "preference_nextcloud_clear_credentials"),
            row(
                "setting_trust_self_signed_certificate",
                "preferences_trust_self_signed_certificate",
                t("no"),
            ),
        ],
    )
    services = [
        t("preferences_cloud_service_disabled"),
        t("preferences_cloud_service_nextcloud"),
        t("preferences_cloud_service_files"),
    ]
    account = (
        {"field": f"{ID}edit_text_username", "hint": t("hint_username"), "text": USER},
        {"field": f"{ID}edit_text_password", "hint": t("hint_password"), "text": "••••••••"},
    )
    where = "quillpad SyncSettingsFragment"
    return [
        entry("reset", where, prefs, [(t("preference_nextcloud_clear_credentials"), True)]),
        choice(
            "reversible",
            f"{where} (syncing service)",
            title,
            t("preferences_cloud_service"),
            services,
            t("preferences_cloud_service_nextcloud"),
            t("preferences_cloud_service_disabled"),
            done=t("action_done"),
        ),
        form(
            "reversible",
            "quillpad NextcloudAccountDialog",
            title,
            t("preferences_nextcloud_account"),
            account,
            None,
            (t("action_save"), False),
        ),
    ]


def about(t: Any) -> list[dict[str, Any]]:
    def row(rid: str, key: str, sub: str) -> dict[str, Any]:
        return {"row": t(key), "secondary": sub, "rid": f"{ID}{rid}"}

    shown = page(
        t("nav_about"),
        [
            row("app_version", "about_version", "1.5.12"),
            row("action_website", "about_website", t("app_website")),
            row("action_visit_developer", "about_developer", t("app_developer_name")),
            row("action_contribute", "about_contribute", t("app_repo")),
            row("action_support", "about_support", t("about_support_subtext")),
            row("action_send_logs", "about_send_logs", t("about_send_logs_subtext")),
            row("action_view_libraries", "about_libraries", t("about_libraries_subtext")),
        ],
    )
    return [entry("harmless", "quillpad AboutFragment", shown, [(t("about_send_logs"), False)])]
