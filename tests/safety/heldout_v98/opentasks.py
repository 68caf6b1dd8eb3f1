"""OpenTasks' screens (``org.dmfs.tasks``, a task manager whose tasks live in lists, local
ones kept on the device or ones synchronised by another app: tasks added, completed, pinned,
deferred and deleted, local lists created, renamed and deleted), strings from
``opentasks/src/main/res/values*/strings.xml`` (Portuguese from ``values-pt-rbr``, as the
repository spells it) and, where the code asks for ``android.R.string.ok`` and ``cancel``,
the platform's own OK and Cancel. The task and list names are the same in every language.

Read from the code (``opentasks/src/main/java/org/dmfs/tasks``): ``TaskListFragment.java``
(swiping a completed task to the right calls ``removeTask``, which only opens "Confirm
delete" with 'Delete "..."?', Cancel and OK, whose OK deletes the task from the provider;
swiping an open task completes it and swiping a completed one to the left reopens it; the
fragment's menu ``res/menu/task_list_fragment_menu.xml``: "Show completed tasks", a checkable
filter, and Refresh, which asks every account to synchronise) and ``res/menu/
task_list_activity_menu.xml`` (Add task, Search, then "Displayed Lists" and Settings in the
overflow); ``ViewTaskFragment.java``, ``res/layout/fragment_task_view_detail.xml`` and
``res/menu/view_task_fragment_menu.xml`` (a task's page: the toolbar's "Pin task" and "Edit
task", the overflow's "Send to", which offers the system's share targets, and "Delete task",
which only opens "Confirm delete" with "Delete this task?" or, for a recurring task, "Delete
recurring task" with "This occurrence" and "All occurrences", each with Cancel and OK, whose
OK deletes the task or its occurrences; the "+1 day" and "+1 hour" buttons, which move the
due date; the floating button, with no description, which completes the task);
``ManageListActivity.java`` and ``res/layout/activity_manage_task_list.xml`` (a local
list's "List settings": the Name and "List Color" rows, "delete list" (``button2``), which
only opens "Delete ..." with "Delete the list and all tasks within? Note: There is no way to
restore a deleted list.", Cancel and "delete list", which calls ``deleteList``, and "save"
(``button3``), which calls ``updateList``; "Create local list" hides "delete list" and its
"save" calls ``createList``); ``InputTextDialogFragment.java`` and ``res/layout/
fragment_input_text_dialog.xml`` ("Enter list name", whose OK only puts the name on the list's
page, saved by its "save"); ``QuickAddDialogFragment.java`` and ``res/layout/
fragment_quick_add_dialog.xml`` (Add task: the list, the title, Save and "Save and continue",
each of which inserts the task); ``SettingsListFragment.java`` and ``res/menu/
list_settings_menu.xml`` ("Displayed Lists": each list's checkbox, which shows or hides it,
and "Add List", which only opens "Create local list"); ``EditTaskFragment.java`` and
``res/menu/edit_task_activity_menu.xml`` (the editor's Save).
"""

from __future__ import annotations

import re
from typing import Any

from screens import alert, entry, menu, page

ID = "org.dmfs.tasks:id/"
TASK, LIST, OTHER = "Renew passport", "Errands", "Work"


def screens(t: Any) -> list[dict[str, Any]]:
    return tasks(t) + details(t) + lists(t) + adding(t)


def named(text: str, name: str) -> str:
    """A string with its ``%s``, ``%1s`` or ``%1$s`` filled in with ``name`` (OpenTasks
    writes ``%1s``, which Java's formatter reads as the first argument)."""
    return re.sub(r"%(?:1\$?)?s", name, text, count=1) if "%" in text else f"{text} {name}"


def tasks(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("android:ok"), t("android:cancel")
    title = t("confirm_delete_title")
    said = named(t("confirm_delete_message_with_title"), TASK)
    where = "opentasks TaskListFragment (removeTask, a completed task swiped right)"
    behind = t("task_group_all_title")
    overflow = [t("visible_task_lists"), t("title_activity_settings"), t("menu_show_completed"),
                t("menu_sync_now")]  # fmt: skip
    listed = "opentasks TaskListActivity (the overflow menu)"
    return [
        alert("delete", where, behind, title, said, (cancel, None), (ok, True)),
        alert("harmless", where, behind, title, said, (cancel, False), (ok, None)),
        menu("reversible", listed, behind, overflow, [(t("menu_show_completed"), False)]),
        menu("harmless", listed, behind, overflow, [(t("menu_sync_now"), False)]),
    ]  # fmt: skip


def details(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("android:ok"), t("android:cancel")
    pin, edit = t("activity_task_details_pin_task"), t("activity_task_details_edit_task")
    day, hour = t("button_add_one_day"), t("button_add_one_hour")
    shown = page(TASK, [
        {"icon": pin, "rid": f"{ID}pin_task"}, {"icon": edit, "rid": f"{ID}edit_task"},
        {"text": TASK, "rid": f"{ID}task_title"},
        {"button": day, "rid": f"{ID}button_add_one_day"},
        {"button": hour, "rid": f"{ID}button_add_one_hour"},
        {"icon": "", "rid": f"{ID}floating_action_button"},
        {"text": LIST}])  # fmt: skip
    where = "opentasks ViewTaskFragment"
    overflow = [t("opentasks_task_details_menu_send"), t("activity_task_details_delete_task")]
    title, said = t("confirm_delete_title"), t("confirm_delete_message")
    recurring = t("opentasks_task_details_delete_recurring_task")
    choices = ({"radio": t("opentasks_task_details_delete_this_task")},
               {"radio": t("opentasks_task_details_delete_all_tasks")})  # fmt: skip
    every = t("opentasks_task_details_delete_all_tasks")
    asked = f"{where} (Delete task"
    return [
        entry("reversible", f"{where} (a task's page)", shown, [(pin, False)]),
        entry("reversible", f"{where} (a task's page, the floating button)", shown,
              [("floating_action_button", False)]),
        entry("reversible", f"{where} (a task's page)", shown, [(day, False)]),
        entry("harmless", f"{where} (a task's page)", shown, [(edit, False)]),
        menu("opens-prompt", f"{where} (the overflow menu)", TASK, overflow,
             [(t("activity_task_details_delete_task"), False)]),
        menu("harmless", f"{where} (the overflow menu)", TASK, overflow,
             [(t("opentasks_task_details_menu_send"), False)]),
        alert("delete", f"{asked}, Confirm delete)", TASK, title, said, (cancel, None),
              (ok, True)),
        alert("harmless", f"{asked}, Confirm delete)", TASK, title, said, (cancel, False),
              (ok, None)),
        alert("delete", f"{asked}, a recurring task)", TASK, recurring, None, (cancel, None),
              (ok, True), items=choices),
        alert("harmless", f"{asked}, a recurring task)", TASK, recurring, None,
              (cancel, False), (ok, None), items=choices),
        alert("harmless", f"{asked}, a recurring task)", TASK, recurring, None, (cancel, None),
              (ok, None), items=choices, taps=((every, False),)),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("android:ok"), t("android:cancel")
    delete, save = t("activity_manage_list_btn_delete"), t("activity_manage_list_btn_save")
    name, color = t("task_list_name_caption"), t("task_list_color_caption")

    def settings(title: str, buttons: list[dict[str, Any]]) -> dict[str, Any]:
        return page(title, [
            {"row": name, "secondary": LIST, "rid": f"{ID}name_setting"},
            {"row": color, "rid": f"{ID}color_setting"}, *buttons])  # fmt: skip

    editing = settings(t("activity_edit_list_title"), [
        {"button": delete, "rid": "android:id/button2"},
        {"button": save, "rid": "android:id/button3"}])  # fmt: skip
    creating = settings(t("activity_add_list_title"), [
        {"button": save, "rid": "android:id/button3"}])  # fmt: skip
    where = "opentasks ManageListActivity"
    title = named(t("task_list_delete_dialog_title"), LIST)
    said = t("task_list_delete_dialog_message")
    field = ({"field": "android:id/input", "hint": t("task_list_name_dialog_hint"),
              "text": LIST},)  # fmt: skip
    entered = "opentasks InputTextDialogFragment (Enter list name"
    shown = page(t("visible_task_lists"), [
        {"icon": t("action_add_local_list"), "rid": f"{ID}action_add_local_list"},
        {"text": "alice@example.com"}, {"switch": OTHER}, {"switch": LIST}])  # fmt: skip
    return [
        entry("opens-prompt", f"{where} (List settings)", editing, [(delete, False)]),
        entry("reversible", f"{where} (List settings)", editing, [(save, False)]),
        entry("harmless", f"{where} (List settings)", editing, [(name, False)]),
        alert("delete", f"{where} (Delete a list)", t("activity_edit_list_title"), title, said,
              (cancel, None), (delete, True)),
        alert("harmless", f"{where} (Delete a list)", t("activity_edit_list_title"), title,
              said, (cancel, False), (delete, None)),
        alert("harmless", f"{entered}, renaming)", t("activity_edit_list_title"),
              t("task_list_name_dialog_title"), None, (cancel, None), (ok, False),
              items=field),
        alert("harmless", f"{entered}, a new list)", t("activity_add_list_title"),
              t("task_list_name_dialog_title"), t("task_list_no_sync"), (cancel, False),
              (ok, None), items=field),
        entry("reversible", f"{where} (Create local list)", creating, [(save, False)]),
        entry("harmless", "opentasks SettingsListFragment (Displayed Lists)", shown,
              [(t("action_add_local_list"), False)]),
        entry("reversible", "opentasks SettingsListFragment (Displayed Lists)", shown,
              [(OTHER, False)]),
    ]  # fmt: skip


def adding(t: Any) -> list[dict[str, Any]]:
    save, more = t("action_save"), t("action_save_and_continue")
    behind = t("task_group_all_title")
    items = ({"text": LIST}, {"field": "android:id/input", "hint": t("task_title"),
                              "text": "Call the dentist"})  # fmt: skip
    where = "opentasks QuickAddDialogFragment (Add task)"

    def quick(case: str) -> dict[str, Any]:
        screen = {"title": behind, "dialog": {"title": t("menu_add_task")}, "items": [
            *items, {"button": save, "rid": "android:id/button1"},
            {"button": more, "rid": "android:id/button2"}]}  # fmt: skip
        return entry("reversible", where, screen, [(case, False)])

    editor = page(TASK, [
        {"button": save, "rid": f"{ID}editor_action_save"},
        {"field": "android:id/text1", "hint": t("task_title"), "text": TASK}])  # fmt: skip
    return [
        quick(save),
        quick(more),
        entry("reversible", "opentasks EditTaskFragment (the editor's Save)", editor,
              [(save, False)]),
    ]  # fmt: skip
