"""Loop Habit Tracker's screens (``org.isoron.uhabits``, a habit tracker), strings from
``t(name)``.

Read from the code (``uhabits-android/src/main`` and ``uhabits-core/src/jvmMain``):
``res/menu/list_habits.xml`` with ``activities/habits/list/ListHabitsMenu.kt`` and
``ListHabitsMenuBehavior.kt`` (the habit list's toolbar: the "Add habit" icon, which opens
the habit type chooser, ``layout/select_habit_type.xml`` with ``HabitTypeDialog.kt``, whose
"Yes or No" and "Measurable" buttons open the habit editor; the Filter icon, whose submenu
holds the checkable "Hide archived" and "Hide completed" and the Sort submenu; the overflow
with the checkable "Dark theme", Settings, "Help & FAQ" and About);
``res/menu/list_habits_selection.xml`` with ``ListHabitsSelectionMenu.kt`` and
``ListHabitsSelectionMenuBehavior.kt`` (habits selected in the list: the Edit and "Change
color" icons, the latter opening the colour picker; Archive, shown when no selected habit
is archived, which runs ``ArchiveHabitsCommand`` and is undone by Unarchive, shown when all
are archived; Delete, which only opens the confirmation; the Reminder entry is hidden
outside developer mode); ``activities/common/dialogs/ConfirmDeleteDialog.kt`` (an
``AlertDialog``: "Delete habit?" or "Delete habits?", "The habit(s) will be permanently
deleted. This action cannot be undone.", Yes as the positive button, which runs
``DeleteHabitsCommand``, and No as the negative one, which only closes it; the app offers
no undo); ``res/menu/show_habit.xml`` with ``ShowHabitMenuPresenter.kt`` (a habit's own
screen: the Edit icon, Export, which writes a CSV file and opens the share sheet, and
Delete, which opens the same confirmation and closes the screen after deleting);
``layout/activity_edit_habit.xml`` (the habit editor: name, question and notes fields and
the Save button, ``buttonSave``, which stores the edited habit; it can be edited again);
``res/xml/preferences.xml`` (Settings: the Database section's "Export full backup", "Export
as CSV" and "Import data", which opens a file picker, and the Troubleshooting section).
``ConfirmDeleteDialog`` is an ``androidx.appcompat`` ``AlertDialog``: its buttons carry the
platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

HABITS = ["Meditate", "Run 5 km", "Read 20 pages"]
HABIT = HABITS[0]


def screens(t: Any) -> list[dict[str, Any]]:
    return habit_list(t) + selection(t) + habit(t) + settings(t)


def yes_no(t: Any, no: bool | None = False) -> list[tuple[str, str, bool | None]]:
    """No (only closes the dialog) and Yes (the habits deleted for good)."""
    return [(t("no"), NEGATIVE, no), (t("yes"), POSITIVE, True)]


def habit_list(t: Any) -> list[dict[str, Any]]:
    page = t("main_activity_title")
    toolbar = {"title": page, "items": [
        {"icon": t("add_habit"), "rid": "actionCreateHabit"},
        {"icon": t("filter"), "rid": "action_filter"},
        {"list": [{"row": name} for name in HABITS]}]}  # fmt: skip
    overflow = [t("night_mode"), t("action_settings"), t("help"), t("about")]
    filters = [t("hide_archived"), t("hide_completed"), t("sort")]
    kinds = {"title": page, "items": [
        {"button": t("yes_or_no"), "rid": "buttonYesNo"},
        {"text": t("yes_or_no_example")},
        {"button": t("measurable"), "rid": "buttonMeasurable"},
        {"text": t("measurable_example")}]}  # fmt: skip
    where = "uhabits list_habits (the habit list)"
    return [
        entry("harmless", where, toolbar, [(t("add_habit"), False)]),
        menu("reversible", "uhabits list_habits menu (the list's overflow)", page, overflow,
             [(t("night_mode"), False)]),
        menu("reversible", "uhabits list_habits menu (the Filter submenu)", page, filters,
             [(t("hide_archived"), False)]),
        entry("harmless", "uhabits HabitTypeDialog (select_habit_type)", kinds,
              [(t("yes_or_no"), False)]),
    ]  # fmt: skip


def selection(t: Any) -> list[dict[str, Any]]:
    page = t("main_activity_title")

    def selected(*entries: str) -> dict[str, Any]:
        icons = [{"icon": t("edit"), "rid": "action_edit_habit"},
                 {"icon": t("color_picker_default_title"), "rid": "action_color"}]  # fmt: skip
        return {"title": page, "items": [*icons, *({"menu": e} for e in entries)]}

    active = selected(t("archive"), t("delete"))
    archived = selected(t("unarchive"), t("delete"))
    where = "uhabits list_habits_selection (an active habit selected)"
    archived_where = "uhabits list_habits_selection (an archived habit selected)"
    confirm = "uhabits ConfirmDeleteDialog"
    return [
        entry("opens-prompt", where, active, [(t("delete"), False)]),
        entry("reversible", where, active, [(t("archive"), False)]),
        entry("harmless", where, active, [(t("color_picker_default_title"), False)]),
        entry("reversible", archived_where, archived, [(t("unarchive"), False)]),
        entry("opens-prompt", archived_where, archived, [(t("delete"), False)]),
        dialog("delete", f"{confirm} (one habit, from the list)", page,
               t("delete_habits_title#1"), t("delete_habits_message#1"), yes_no(t)),
        dialog("delete", f"{confirm} (three habits, from the list)", page,
               t("delete_habits_title#3"), t("delete_habits_message#3"), yes_no(t, None)),
        dialog("delete", f"{confirm} (two archived habits)", page,
               t("delete_habits_title#2"), t("delete_habits_message#2"), yes_no(t, None)),
    ]  # fmt: skip


def habit(t: Any) -> list[dict[str, Any]]:
    overflow = [t("export"), t("delete")]
    editor = {"title": t("edit_habit"), "items": [
        {"button": t("save"), "rid": "buttonSave"},
        {"text": t("name")}, {"field": "nameInput", "text": HABIT},
        {"text": t("question")}, {"field": "questionInput", "text": "Did you meditate today?"},
        {"text": t("notes")}, {"field": "notesInput", "text": ""}]}  # fmt: skip
    where = "uhabits show_habit menu (a habit's screen)"
    return [
        menu("opens-prompt", where, HABIT, overflow, [(t("delete"), False)]),
        menu("harmless", where, HABIT, overflow, [(t("export"), False)]),
        dialog("delete", "uhabits ConfirmDeleteDialog (from the habit's screen)", HABIT,
               t("delete_habits_title#1"), t("delete_habits_message#1"), yes_no(t, None)),
        entry("reversible", "uhabits activity_edit_habit (editing a habit)", editor,
              [(t("save"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = {"title": t("action_settings"), "items": [
        {"text": t("database")},
        {"list": [{"row": t("export_full_backup")}, {"row": t("export_to_csv")},
                  {"row": t("import_data")}]},
        {"text": t("troubleshooting")},
        {"list": [{"row": t("generate_bug_report")}, {"row": t("repair_database")}]}]}  # fmt: skip
    where = "uhabits preferences (Settings, Database section)"
    return [
        entry("harmless", where, rows, [(t("export_full_backup"), False)]),
        entry("harmless", where, rows, [(t("import_data"), False)]),
    ]
