"""Notepad's screens (``com.farmerbb.notepad``, a plain-text note-taking app: notes written,
edited, saved and deleted one at a time or several at once, changes saved or discarded,
notes shared, printed and exported as text files, text files imported, all notes backed up
to a JSON file and restored from one, the display and saving settings), strings from
``app/src/main/res/values*/strings.xml``. The note titles and texts are the same in every
language.

Read from the code (``app/src/main/java/com/farmerbb/notepad``):
``ui/routes/NotepadComposeApp.kt`` (the one page of the app, in three states: the note list,
titled Notepad, with the "Search notes" and "Select notes" icons and the overflow; a note
viewed, titled by its first line, with Edit, Delete and the overflow; a note edited, titled by
its first line or "New Note", with Save, Delete and the overflow; the multi-select bar, titled
"%d notes selected", with "Select all", Export and Delete, a row tapped there toggling its
selection; the search field; with a screen 600 dp wide or more, the list beside the note, a row
tapped with unsaved text asking to save first; Back on an edited note with text saves it,
through the Save dialog when "Ask before saving" is on; ``showDeleteDialog`` and
``showMultiDeleteDialog`` open ``DeleteDialog``, whose Delete calls ``deleteNote`` or
``deleteSelectedNotes``; the Save dialog's Discard shows "Changes discarded" and leaves the note
as it was saved); ``ui/components/AlertDialogs.kt`` (``DeleteDialog``: "Delete note" or "Delete
notes", "Are you sure?", Cancel and Delete; ``SaveDialog``: "Save changes", "Do you want to save
your changes?", Discard and Save; ``AboutDialog``: "About Notepad", "Check for Updates", which
opens the app's page in the store it came from, and Close; ``FirstRunDialog`` and
``FirstViewDialog``, each with Close); ``ui/components/Menus.kt`` (``NoteListMenu``: Settings,
"Import text files", "Backup all notes", "Restore from backup", "About Notepad";
``NoteViewEditMenu``: Share, Export, Print; ``StandaloneEditorMenu``: Share);
``ui/components/IconButtons.kt`` (the icon buttons and their content descriptions; the back
arrow and the overflow have none); ``data/NotepadRepository.kt`` (``deleteNote`` and
``deleteNotes`` delete the notes' rows from the database; there is no trash and no undo;
``saveNote`` writes a note's text over its saved text, or inserts a new note);
``viewmodel/NotepadViewModel.kt`` and ``usecase/ArtVandelay.kt`` ("Import text files" opens the
system's file picker, each text file picked becoming a new note; "Restore from backup" opens the
picker for a JSON backup, whose notes are added as new notes beside the existing ones; "Backup
all notes" opens the system's page to create ``notepad_backup_<date>.json``; Export opens the
page to create the note's ``.txt`` file, or, for several selected notes, the folder picker;
Share opens the system's share chooser; ``utils/ContextExtensions.kt``);
``ui/routes/StandaloneEditor.kt`` and ``android/StandaloneEditorActivity.kt`` (the editor that
the "New Note" launcher shortcut and text shared with Notepad open: Save saves the text as a new
note and closes it; Delete opens ``DeleteDialog``, whose Delete closes the editor with nothing
saved; Back with text opens the Save dialog, whose Discard closes it with nothing saved);
``ui/routes/AppSettings.kt`` and ``model/Prefs.kt`` (the settings dialog: Theme, "Font type",
"Font size", "Sort notes by" and "Exported filename", each a list, and the switches "Ask before
saving", "Show date/time", "Edit notes directly", "Markdown/HTML support" and "Right-to-left
layout"; all off by default, so Save saves at once unless "Ask before saving" is on);
``ui/content/NoteListContent.kt``, ``ViewNoteContent.kt`` and ``EditNoteContent.kt`` (the list's
rows, the note's text, the edit field).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, popup, sheet

NOTES = ("Shopping list", "Meeting notes", "Packing list for Lisbon", "Recipe: lentil soup")
"""The notes' titles (each note's first line), newest first."""
SHOPPING = "Shopping list\nMilk, eggs, bread, coffee, two lemons"
MEETING = "Meeting notes\nBudget review moved to Thursday; Anna sends the figures"
TYPED = "Call the plumber about the kitchen tap before Friday"
"""A new note's typed text."""
YEAR = 2026
"""The build year the about dialog shows (``BuildConfig.TIMESTAMP``'s year)."""


def screens(t: Any) -> list[dict[str, Any]]:
    parts = (note_list, selection, note, editing, two_panes, editor, settings)
    return [screen for part in parts for screen in part(t)]


def _rows(*titles: str) -> dict[str, Any]:
    return {"list": [{"row": title} for title in titles]}


def _delete(t: Any, source: str, behind: str, plural: bool, tap: str) -> dict[str, Any]:
    """``DeleteDialog`` over ``behind``: its Delete tapped (a commit: ``delete`` where notes
    are deleted, ``discard`` where only unsaved text is dropped) or its Cancel."""
    title = t("dialog_delete_button_title_plural" if plural else "dialog_delete_button_title")
    cancel, delete = t("action_cancel"), t("action_delete")
    if tap in ("delete", "discard"):
        return alert(tap, source, behind, title, t("dialog_are_you_sure"),
                     (cancel, None), (delete, True))  # fmt: skip
    return alert("harmless", source, behind, title, t("dialog_are_you_sure"),
                 (cancel, False), (delete, None))  # fmt: skip


def _save(t: Any, source: str, behind: str, discard: bool) -> dict[str, Any]:
    """``SaveDialog`` over ``behind``: Discard (the unsaved text thrown away) or Save."""
    title, message = t("dialog_save_button_title"), t("dialog_save_changes")
    no, yes = t("action_discard"), t("action_save")
    if discard:
        return alert("discard", source, behind, title, message, (no, True), (yes, None))
    return alert("reversible", source, behind, title, message, (no, None), (yes, False))


def note_list(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "notepad NotepadComposeApp (note list)"
    listing = page(home, [
        {"icon": t("action_search_notes")},
        {"icon": t("action_start_selection")},
        _rows(*NOTES),
    ])  # fmt: skip
    rows = [t(k) for k in ("action_settings", "import_notes", "export_all_notes",
                           "import_all_notes", "dialog_about_title")]  # fmt: skip
    found = page("", [
        {"field": "search", "hint": t("action_search_notes"), "text": "list", "focused": True},
        _rows(NOTES[0], NOTES[2]),
    ])  # fmt: skip
    about = alert("harmless", "notepad AboutDialog", home, t("dialog_about_title"),
                  t("dialog_about_message", YEAR), (t("check_for_updates"), False),
                  (t("action_close"), None))  # fmt: skip
    first = popup("harmless", "notepad FirstRunDialog", home, t("app_name"), t("first_run"),
                  [(t("action_close"), False)])  # fmt: skip
    menu_where = "notepad NoteListMenu"
    return [
        entry("harmless", where, listing, [(NOTES[0], False)]),
        entry("harmless", where, listing, [(t("action_start_selection"), False)]),
        menu("harmless", menu_where, home, rows, [(t("action_settings"), False)]),
        menu("opens-prompt", menu_where, home, rows, [(t("import_notes"), False)]),
        menu("opens-prompt", menu_where, home, rows, [(t("export_all_notes"), False)]),
        menu("opens-prompt", menu_where, home, rows, [(t("import_all_notes"), False)]),
        menu("harmless", menu_where, home, rows, [(t("dialog_about_title"), False)]),
        about,
        first,
        entry("harmless", "notepad NotepadComposeApp (search)", found, [(NOTES[2], False)]),
    ]


def selection(t: Any) -> list[dict[str, Any]]:
    where = "notepad NotepadComposeApp (multi-select)"
    gone = "notepad DeleteDialog (selected notes)"

    def bar(n: int) -> tuple[str, dict[str, Any]]:
        title = t("cab_note_selected" if n == 1 else "cab_notes_selected", n)
        return title, page(title, [
            {"icon": t("action_select_all")},
            {"icon": t("action_export")},
            {"icon": t("action_delete")},
            _rows(*NOTES),
        ])  # fmt: skip

    three, three_bar = bar(3)
    one, one_bar = bar(1)
    return [
        entry("opens-prompt", where, three_bar, [(t("action_delete"), False)]),
        entry("opens-prompt", where, three_bar, [(t("action_export"), False)]),
        entry("harmless", where, three_bar, [(t("action_select_all"), False)]),
        _delete(t, gone, three, True, "delete"),
        _delete(t, gone, three, True, "cancel"),
        entry("opens-prompt", where, one_bar, [(t("action_delete"), False)]),
        _delete(t, gone, one, False, "delete"),
        _delete(t, gone, bar(4)[0], True, "delete"),
        _delete(t, gone, bar(2)[0], True, "delete"),
    ]


def note(t: Any) -> list[dict[str, Any]]:
    where = "notepad NotepadComposeApp (view note)"
    viewed = page(NOTES[0], [
        {"icon": t("action_edit")},
        {"icon": t("action_delete")},
        {"text": SHOPPING},
    ])  # fmt: skip
    rows = [t("action_share"), t("action_export"), t("action_print")]
    menu_where = "notepad NoteViewEditMenu (view note)"
    first = popup("harmless", "notepad FirstViewDialog", NOTES[0], t("app_name"),
                  t("first_view"), [(t("action_close"), False)])  # fmt: skip
    gone = "notepad DeleteDialog (view note)"
    return [
        entry("harmless", where, viewed, [(t("action_edit"), False)]),
        entry("opens-prompt", where, viewed, [(t("action_delete"), False)]),
        menu("harmless", menu_where, NOTES[0], rows, [(t("action_share"), False)]),
        menu("opens-prompt", menu_where, NOTES[0], rows, [(t("action_export"), False)]),
        _delete(t, gone, NOTES[0], False, "delete"),
        _delete(t, gone, NOTES[0], False, "cancel"),
        _delete(t, gone, NOTES[1], False, "delete"),
        first,
    ]


def editing(t: Any) -> list[dict[str, Any]]:
    where = "notepad NotepadComposeApp (edit note)"
    new = t("action_new")
    edited = page(NOTES[1], [
        {"icon": t("action_save")},
        {"icon": t("action_delete")},
        {"field": "note", "text": MEETING + " and the slides", "focused": True},
    ])  # fmt: skip
    fresh = page(new, [
        {"icon": t("action_save")},
        {"icon": t("action_delete")},
        {"field": "note", "text": TYPED, "focused": True},
    ])  # fmt: skip
    return [
        entry("reversible", where, edited, [(t("action_save"), False)]),
        entry("opens-prompt", where, edited, [(t("action_delete"), False)]),
        _delete(t, "notepad DeleteDialog (edit note)", NOTES[1], False, "delete"),
        _save(t, "notepad SaveDialog (edit note)", NOTES[1], True),
        _save(t, "notepad SaveDialog (edit note)", NOTES[1], False),
        entry(
            "reversible", "notepad NotepadComposeApp (new note)", fresh, [(t("action_save"), False)]
        ),
        entry(
            "opens-prompt",
            "notepad NotepadComposeApp (new note)",
            fresh,
            [(t("action_delete"), False)],
        ),
        _delete(t, "notepad DeleteDialog (new note)", new, False, "discard"),
        _delete(t, "notepad DeleteDialog (new note)", new, False, "cancel"),
        _save(t, "notepad SaveDialog (new note)", new, True),
        _save(t, "notepad SaveDialog (new note)", new, False),
    ]


def two_panes(t: Any) -> list[dict[str, Any]]:
    where = "notepad NotepadComposeApp (two panes)"
    both = page(NOTES[0], [
        {"icon": t("action_edit")},
        {"icon": t("action_delete")},
        _rows(*NOTES),
        {"text": SHOPPING},
    ])  # fmt: skip
    return [
        entry("harmless", where, both, [(NOTES[3], False)]),
        entry("opens-prompt", where, both, [(t("action_delete"), False)]),
        _delete(t, "notepad DeleteDialog (two panes)", NOTES[0], False, "delete"),
        _save(t, "notepad SaveDialog (two panes, another note tapped)", NOTES[1], True),
        _delete(
            t,
            "notepad DeleteDialog (two panes, selected notes)",
            t("cab_notes_selected", 2),
            True,
            "delete",
        ),
    ]


def editor(t: Any) -> list[dict[str, Any]]:
    where = "notepad StandaloneEditor"
    new = t("action_new")
    shown = page(new, [
        {"icon": t("action_save")},
        {"icon": t("action_delete")},
        {"field": "note", "text": TYPED, "focused": True},
    ])  # fmt: skip
    return [
        entry("reversible", where, shown, [(t("action_save"), False)]),
        entry("opens-prompt", where, shown, [(t("action_delete"), False)]),
        menu(
            "harmless",
            "notepad StandaloneEditorMenu",
            new,
            [t("action_share")],
            [(t("action_share"), False)],
        ),
        _delete(t, "notepad StandaloneEditor (DeleteDialog)", new, False, "discard"),
        _delete(t, "notepad StandaloneEditor (DeleteDialog)", new, False, "cancel"),
        _save(t, "notepad StandaloneEditor (SaveDialog)", new, True),
        _save(t, "notepad StandaloneEditor (SaveDialog)", new, False),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "notepad SettingsDialog (NotepadPreferenceScreen)"
    lists = [
        ("action_theme", "theme_list", 0),
        ("pref_title_font_type", "font_type_list", 0),
        ("action_font_size", "font_size_list", 2),
        ("action_sort_by", "sort_by_list", 0),
        ("action_export_filename", "exported_filename_list", 0),
    ]
    switches = ["pref_title_show_dialogs", "pref_title_show_date", "pref_title_direct_edit",
                "pref_title_markdown", "rtl_layout"]  # fmt: skip
    items = [{"row": t(title), "secondary": t(f"{array}[{i}]")} for title, array, i in lists]
    items += [{"switch": t(key), "checked": False} for key in switches]

    def choose(name: str, title: str, array: str, size: int, now: int, pick: int,
               ) -> dict[str, Any]:  # fmt: skip
        """A list preference's dialog: its title and a radio row per entry, the current
        one (the default) checked; a row tapped sets the preference."""
        radios = [{"radio": t(f"{array}[{i}]"), "checked": i == now} for i in range(size)]
        return sheet("reversible", f"notepad ListPreference ({name})", home, t(title), radios,
                     t(f"{array}[{pick}]"))  # fmt: skip

    return [
        sheet("opens-prompt", where, home, None, items, t("action_theme")),
        sheet("opens-prompt", where, home, None, items, t("action_sort_by")),
        sheet("reversible", where, home, None, items, t("pref_title_show_dialogs")),
        sheet("reversible", where, home, None, items, t("pref_title_direct_edit")),
        sheet("reversible", where, home, None, items, t("rtl_layout")),
        choose("Theme", "action_theme", "theme_list", 3, 0, 2),
        choose("Sort notes by", "action_sort_by", "sort_by_list", 4, 0, 2),
        choose("Font size", "action_font_size", "font_size_list", 5, 2, 3),
        choose("Font type", "pref_title_font_type", "font_type_list", 3, 0, 2),
    ]
