"""Tasks.org's screens (``org.tasks``, a to-do list app that syncs with CalDAV, Google Tasks
and its own cloud), strings from ``t(name)``: a plain name is one of the Android resources
the app's code reads as ``R.string`` (``app/src/main/res``), a name after ``kmp:`` one of
the Compose resources it reads as ``Res.string`` (``kmp/src/commonMain/composeResources``).

Read from the code (``app/src/main/java``, ``kmp/src/commonMain/kotlin`` and
``kmp/src/jvmCommonMain/kotlin``): ``com/todoroo/astrid/activity/TaskListFragment.kt`` with
``res/menu/menu_multi_select.xml`` (two tasks selected: the action mode's title is their
count, its overflow holds "Select all", Share, Copy, which opens "Copy selected tasks?" with
OK, which adds copies of the tasks, and Cancel, and Delete, which opens "Delete selected
tasks?" with OK, which marks the tasks deleted, ``deleteSelectedItems``, a snackbar saying
so with no undo, and Cancel) and ``res/menu/menu_task_list_fragment_bottom.xml`` (the bottom
bar's overflow: "Clear Completed", which opens "Clear completed tasks?", "3 tasks will be
deleted. This cannot be undone!", with OK, which deletes the list's completed tasks, and
Cancel, "Collapse subtasks", "Expand subtasks" and Share); ``org/tasks/compose/edit/
TaskEditScreen.kt`` (editing a task: the top bar's Save icon and its "Delete task" icon,
which only opens ``compose/edit/TaskEditConfirmations.kt``'s ``DeleteTaskDialog``, "Delete
this task?", Cancel and OK, which deletes the task); ``compose/settings/
ListSettingsScreen.kt`` (a shared CalDAV list's settings: the display name, "Share
"Errands"", which opens the share dialog, the list's members with an invitation awaiting a
response, Save and Delete, which opens "Delete Errands?", "3 tasks will be deleted. This
cannot be undone!", Cancel and Delete, which deletes the list and its tasks; the share
dialog, an e-mail address, Cancel and Send, which invites that address to the list;
"Remove user?", "… will no longer have access to Errands", Cancel and OK, which withdraws
the member's access); ``compose/settings/TagSettingsScreen.kt`` ("Delete Urgent?", "Tasks
with this tag will not be deleted", Cancel and Delete, which deletes the tag);
``compose/settings/LocalAccountScreen.kt`` ("Delete Local lists?", "12 tasks will be
deleted. This cannot be undone!", Cancel and Delete, which deletes the device's own lists
and their tasks); ``compose/settings/CaldavAccountScreen.kt`` ("Log out of Nextcloud?", "All
data for this account will be removed from your device", Cancel and "Log out", which
removes the account and its tasks from the device; the server keeps them);
``compose/settings/TasksAccountScreen.kt`` (the Tasks.org account: an app password's
deletion, "Delete DAVx5?", "Any app using this password will be signed out", Cancel and OK,
which revokes the password on the server; "Regenerate address", "Your current email address
will stop working", Cancel and OK; logging out, "All data for this account will be removed
from your device", Cancel and Remove, which removes the account and its tasks from the
device); ``app/.../compose/settings/AdvancedScreen.kt`` with ``preferences/fragments/
Advanced.kt`` (the Advanced settings: "Delete calendar events for completed tasks", "Delete
all calendar events for tasks" and "Delete task data", which open their dialogs, and "Reset
preferences"; "Do you really want to delete all your events for tasks?", Cancel and OK,
which deletes the events the app put in the device's calendars; "All tasks will be
permanently deleted", Cancel and "Delete task data", which deletes every task). The task
list's dialogs are built with ``dialogs/AlertDialogBuilder.kt``, a
``MaterialAlertDialogBuilder``: their buttons carry the platform's ids. The others are
Compose ``AlertDialog``s with the dismiss button before the confirm one and no test tags.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, compose_dialog, dialog, entry, menu

LIST, TASK, TAG = "Errands", "Buy stamps", "Urgent"
MEMBER, INVITEE = "bob@example.com", "carol@example.com"
ACCOUNT, PASSWORD = "Nextcloud", "DAVx5"


def screens(t: Any) -> list[dict[str, Any]]:
    return task_list(t) + task_edit(t) + lists(t) + accounts(t) + advanced(t)


def task_list(t: Any) -> list[dict[str, Any]]:
    selected = [t("select_all"), t("share"), t("copy"), t("delete")]
    bottom = [t("gtasks_GTA_clear_completed"), t("collapse_subtasks"), t("expand_subtasks"),
              t("share")]  # fmt: skip
    cancel_ok = [(t("cancel"), NEGATIVE, False), (t("ok"), POSITIVE, True)]
    return [
        menu("opens-prompt", "tasks menu_multi_select (two tasks selected, overflow)", "2",
             selected, [(t("delete"), False), (t("copy"), False)]),
        dialog("delete", "tasks TaskListFragment (Delete selected tasks?)", LIST,
               t("delete_selected_tasks"), None, cancel_ok),
        dialog("reversible", "tasks TaskListFragment (Copy selected tasks?)", LIST,
               t("copy_selected_tasks"), None,
               [(t("cancel"), NEGATIVE, None), (t("ok"), POSITIVE, False)]),
        menu("opens-prompt", "tasks menu_task_list_fragment_bottom (the bottom bar's overflow)",
             LIST, bottom, [(t("gtasks_GTA_clear_completed"), False)]),
        dialog("delete", "tasks TaskListFragment (Clear completed tasks?)", LIST,
               t("clear_completed_tasks_confirmation"),
               t("delete_tasks_warning", t("Ntasks#3")), cancel_ok),
    ]  # fmt: skip


def task_edit(t: Any) -> list[dict[str, Any]]:
    page = {"items": [
        {"icon": t("save")}, {"icon": t("kmp:delete_task")},
        {"field": "title", "text": TASK}, {"text": LIST}]}  # fmt: skip
    return [
        entry("opens-prompt", "tasks TaskEditScreen (top bar)", page,
              [(t("kmp:delete_task"), False)]),
        compose_dialog("delete", "tasks TaskEditConfirmations.DeleteTaskDialog", "", None,
                       t("kmp:DLG_delete_this_task_question"),
                       [(t("kmp:cancel"), None), (t("kmp:ok"), True)]),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    share = t("kmp:share_list", LIST)
    page = {"items": [
        {"icon": t("kmp:back")},
        {"field": "display_name", "hint": t("kmp:display_name"), "text": LIST},
        {"row": share},
        {"text": t("kmp:list_members")},
        {"row": MEMBER, "secondary": t("kmp:invite_awaiting_response")},
        {"row": t("kmp:save")},
        {"row": t("kmp:delete")}]}  # fmt: skip
    where = "tasks ListSettingsScreen"
    email = ({"field": "email", "hint": t("kmp:email"), "text": INVITEE},)
    return [
        entry("opens-prompt", f"{where} (a shared CalDAV list)", page,
              [(t("kmp:delete"), False), (share, False)]),
        compose_dialog("delete", f"{where} (Delete dialog)", "",
                       t("kmp:delete_tag_confirmation", LIST),
                       t("kmp:delete_tasks_warning", t("kmp:task_count#3")),
                       [(t("kmp:cancel"), None), (t("kmp:delete"), True)]),
        compose_dialog("invite", f"{where}.ShareDialog", "", share, None,
                       [(t("kmp:cancel"), None), (t("kmp:send"), True)], email),
        compose_dialog("revoke", f"{where} (Remove user dialog)", "", t("kmp:remove_user"),
                       t("kmp:remove_user_confirmation", MEMBER, LIST),
                       [(t("kmp:cancel"), None), (t("kmp:ok"), True)]),
        compose_dialog("delete", "tasks TagSettingsScreen (Delete dialog)", "",
                       t("kmp:delete_tag_confirmation", TAG), t("kmp:delete_tag_warning"),
                       [(t("kmp:cancel"), None), (t("kmp:delete"), True)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    return [
        compose_dialog("delete", "tasks LocalAccountScreen (Delete dialog)", "",
                       t("kmp:delete_tag_confirmation", t("kmp:local_lists")),
                       t("kmp:delete_tasks_warning", t("kmp:task_count#12")),
                       [(t("kmp:cancel"), None), (t("kmp:delete"), True)]),
        compose_dialog("reversible", "tasks CaldavAccountScreen (Log out dialog)", "",
                       t("kmp:logout_confirmation", ACCOUNT), t("kmp:logout_warning"),
                       [(t("kmp:cancel"), None), (t("kmp:logout"), False)]),
        compose_dialog("revoke", "tasks TasksAccountScreen (an app password's deletion)", "",
                       t("kmp:delete_tag_confirmation", PASSWORD),
                       t("kmp:app_password_delete_confirmation"),
                       [(t("kmp:cancel"), None), (t("kmp:ok"), True)]),
        compose_dialog("revoke", "tasks TasksAccountScreen (Regenerate address)", "",
                       t("kmp:regenerate_email_address"),
                       t("kmp:regenerate_email_address_confirmation"),
                       [(t("kmp:cancel"), None), (t("kmp:ok"), True)]),
        compose_dialog("reversible", "tasks TasksAccountScreen (Log out dialog)", "", None,
                       t("kmp:logout_warning"),
                       [(t("kmp:cancel"), None), (t("kmp:remove"), False)]),
    ]  # fmt: skip


def advanced(t: Any) -> list[dict[str, Any]]:
    title = t("preferences_advanced")
    page = {"title": title, "items": [
        {"row": t("EPr_manage_delete_completed_gcal")},
        {"row": t("EPr_manage_delete_all_gcal")},
        {"row": t("EPr_reset_preferences")},
        {"row": t("EPr_delete_task_data")}]}  # fmt: skip
    return [
        entry("opens-prompt", "tasks AdvancedScreen", page,
              [(t("EPr_delete_task_data"), False), (t("EPr_manage_delete_all_gcal"), False)]),
        compose_dialog("delete", "tasks Advanced (Delete task data)", title, None,
                       t("EPr_delete_task_data_warning"),
                       [(t("cancel"), None), (t("EPr_delete_task_data"), True)]),
        compose_dialog("delete", "tasks Advanced (Delete all calendar events)", title, None,
                       t("EPr_manage_delete_all_gcal_message"),
                       [(t("cancel"), None), (t("ok"), True)]),
    ]  # fmt: skip
