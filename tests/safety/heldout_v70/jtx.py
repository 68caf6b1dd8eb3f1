"""jtx Board's screens (``at.techbee.jtx``, journals, notes and tasks kept in local
collections or synced with a CalDAV server through DAVx⁵ and similar apps), strings from
``t(name)`` (``app/src/main/res/values*/strings.xml``). The entries', collections' and
account's names are written the same in every language.

Read from the code (``app/src/main/java/at/techbee/jtx/ui``): ``list/ListBottomAppBar.kt``
(the bottom bar's Filter, "More" with its overflow menu, which for tasks holds "Delete
done", which only opens ``DeleteDoneDialog``, and "Clear filters", which resets the
filter; in selection mode: Cancel, Delete, which only opens ``DeleteSelectedDialog`` from
``ListScreenTabContainer.kt``, More, "N/M selected" and "Select all"); ``reusable/
dialogs/DeleteDoneDialog.kt`` and ``DeleteSelectedDialog.kt`` (Delete deletes the done
tasks or the selected entries, which the sync then deletes on the server; "This operation
cannot be undone!"); ``detail/DetailBottomAppBar.kt`` with ``detail/DetailsScreen.kt``
(the edit mode's icons "Markdown formatting", Preferences, "Create copy", Delete and
Revert; Delete only opens ``DeleteEntryDialog``, Revert only opens ``RevertChangesDialog``;
"Create copy" opens a menu of "Copy as Journal", "Copy as Note" and "Copy as Todo", each of
which creates a new entry); ``reusable/dialogs/DeleteEntryDialog.kt`` (an entry already
saved, ``sequence`` above 0: "Delete "…"?" whose Delete calls ``detailViewModel.delete()``;
a new one: "Discard this entry?" with Discard); ``RevertChangesDialog.kt`` (Revert puts the
entry back as it was before editing; Cancel); ``UnsavedChangesDialog.kt`` ("Save
changes?": Discard and Save); ``UnlinkEntryDialog.kt`` from ``reusable/cards/
SubtaskCard.kt`` ("Unlink from parent": Unlink removes the relation, the subtask stays as
an entry of its own and can be linked again); ``detail/DetailsCardRecur.kt`` with
``DetachFromSeriesDialog.kt`` ("Detach all instances", which only opens the dialog, whose
"Detach from series" deletes the series and keeps the instances as independent entries,
"This operation cannot be undone!"); ``list/ListOptionsFilter.kt`` with
``DeleteFilterPresetDialog.kt`` (a stored filter preset's Delete: "Delete "…"?", whose
Delete removes the preset); ``collections/CollectionCard.kt`` (the "Collection menu" icon
and its menu: for a local collection Edit and Delete, which only opens
``CollectionsDeleteCollectionDialog``, whose Delete deletes the collection with every
journal, note and task in it; "Export as .ics", "Import from .ics", "Import from textfile"
and "Move entries"); ``collections/CollectionsAccountHeader.kt`` with
``CollectionsAccountDeleteDialog.kt`` (an account no longer in the account manager: its
Delete icon only opens the dialog, whose Delete removes the account's collections from
jtx Board).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

TASK, NOTE, PRESET = "Renew passport", "Meeting minutes", "Due this week"
COLLECTION, ACCOUNT = "Household", "alice@dav.example.org"
"""Entries, a filter preset, a collection and an account, the same in every language."""


def screens(t: Any) -> list[dict[str, Any]]:
    return lists(t) + details(t) + collections(t)


def confirm(t: Any, cancel: bool | None, key: str, ok: bool | None
            ) -> list[tuple[str, bool | None]]:  # fmt: skip
    """A Compose dialog's buttons: dismiss (Cancel), then confirm."""
    return [(t("cancel"), cancel), (t(key), ok)]


def lists(t: Any) -> list[dict[str, Any]]:
    rows = {"list": [{"text": TASK}, {"text": "Water the plants"}]}
    tasks = page(t("list_tabitem_todos"), [
        rows, {"icon": t("filter")}, {"icon": t("more")},
        {"icon": t("toolbar_text_add_task")}])  # fmt: skip
    selected = page(t("list_tabitem_todos"), [
        rows, {"icon": t("cancel")}, {"icon": t("delete")}, {"icon": t("more")},
        {"text": t("x_selected", 2, 5)}, {"button": t("select_all")}])  # fmt: skip
    overflow = [t("list_delete_done"), t("clear_filters")]
    bar = "jtx ListBottomAppBar"
    done = (t("dialog_delete_done_title"), t("dialog_delete_done_message"))
    chosen = (t("list_dialog_delete_selected_title"),
              t("list_dialog_delete_selected_message", 2))  # fmt: skip
    preset = (t("edit_dialog_sure_to_delete_title", PRESET),
              t("edit_dialog_sure_to_delete_message", PRESET))  # fmt: skip
    behind = t("list_tabitem_todos")
    return [
        entry("opens-prompt", bar, tasks, [(t("more"), False)]),
        menu("opens-prompt", f"{bar} (More)", behind, overflow,
             [(t("list_delete_done"), False)]),
        menu("reversible", f"{bar} (More)", behind, overflow, [(t("clear_filters"), False)]),
        popup("delete", "jtx DeleteDoneDialog", behind, *done,
              confirm(t, None, "delete", True)),
        popup("harmless", "jtx DeleteDoneDialog", behind, *done,
              confirm(t, False, "delete", None)),
        entry("opens-prompt", f"{bar} (selection mode)", selected, [(t("delete"), False)]),
        entry("harmless", f"{bar} (selection mode)", selected, [(t("select_all"), False)]),
        popup("delete", "jtx ListScreenTabContainer (DeleteSelectedDialog)", behind, *chosen,
              confirm(t, None, "delete", True)),
        popup("harmless", "jtx ListScreenTabContainer (DeleteSelectedDialog)", behind,
              *chosen, confirm(t, False, "delete", None)),
        popup("delete", "jtx ListScreenTabContainer (DeleteSelectedDialog, the notes)",
              t("list_tabitem_notes"), t("list_dialog_delete_selected_title"),
              t("list_dialog_delete_selected_message", 3), confirm(t, None, "delete", True)),
        popup("delete", "jtx ListOptionsFilter (DeleteFilterPresetDialog)", t("filter"),
              *preset, confirm(t, None, "delete", True)),
    ]  # fmt: skip


def editor(t: Any, summary: str) -> dict[str, Any]:
    """An entry's page in edit mode (``DetailsScreen``): its summary and bottom bar."""
    return page(summary, [
        {"field": "summary", "text": summary}, {"icon": t("menu_view_markdown_formatting")},
        {"icon": t("preferences")}, {"icon": t("menu_view_copy_item")},
        {"icon": t("delete")}, {"icon": t("revert")}])  # fmt: skip


def details(t: Any) -> list[dict[str, Any]]:
    task, note = editor(t, TASK), editor(t, NOTE)
    bar = "jtx DetailBottomAppBar"
    gone = (t("edit_dialog_sure_to_delete_title", TASK),
            t("edit_dialog_sure_to_delete_message", TASK))  # fmt: skip
    minutes = (t("edit_dialog_sure_to_delete_title", NOTE),
               t("edit_dialog_sure_to_delete_message", NOTE))  # fmt: skip
    fresh = (t("edit_dialog_sure_to_discard_title"), t("edit_dialog_sure_to_discard_message"))
    revert = (
        t("dialog_revert_changes_title"),
        f"{t('dialog_revert_changes_message')} {t('dialog_revert_changes_message2')}",
    )
    copies = [t("menu_view_copy_as_journal"), t("menu_view_copy_as_note"),
              t("menu_view_copy_as_todo")]  # fmt: skip
    unsaved = (t("dialog_unsaved_changes_title"), t("dialog_unsaved_changes_text"))
    unlink = (t("dialog_unlink_from_parent_title"), t("dialog_unlink_from_parent_message"))
    recur = page(TASK, [
        {"button": t("details_detach_from_series")},
        {"button": t("details_detach_all_instances")}])  # fmt: skip
    detach = (t("dialog_detach_from_series_title"),
              f'{t("dialog_detach_from_series_text_all")} '
              f'{t("dialog_detach_from_series_text_attention")}')  # fmt: skip
    return [
        entry("opens-prompt", bar, task, [(t("delete"), False)]),
        entry("opens-prompt", bar, note, [(t("revert"), False)]),
        entry("opens-prompt", bar, note, [(t("menu_view_copy_item"), False)]),
        menu("harmless", f"{bar} (Create copy)", NOTE, copies,
             [(t("menu_view_copy_as_todo"), False)]),
        popup("delete", "jtx DeleteEntryDialog (a saved task)", TASK, *gone,
              confirm(t, None, "delete", True)),
        popup("harmless", "jtx DeleteEntryDialog (a saved task)", TASK, *gone,
              confirm(t, False, "delete", None)),
        popup("delete", "jtx DeleteEntryDialog (a saved note)", NOTE, *minutes,
              confirm(t, None, "delete", True)),
        popup("harmless", "jtx DeleteEntryDialog (a new entry)", TASK, *fresh,
              confirm(t, False, "discard", None)),
        popup("harmless", "jtx RevertChangesDialog", NOTE, *revert,
              confirm(t, False, "revert", None)),
        popup("harmless", "jtx UnsavedChangesDialog", NOTE, *unsaved,
              [(t("discard"), None), (t("save"), False)]),
        popup("reversible", "jtx SubtaskCard (UnlinkEntryDialog)", TASK, *unlink,
              confirm(t, None, "unlink", False)),
        popup("harmless", "jtx SubtaskCard (UnlinkEntryDialog)", TASK, *unlink,
              confirm(t, False, "unlink", None)),
        entry("opens-prompt", "jtx DetailsCardRecur", recur,
              [(t("details_detach_all_instances"), False)]),
        popup("delete", "jtx DetailsCardRecur (DetachFromSeriesDialog, all instances)",
              TASK, *detach, confirm(t, None, "dialog_detach_from_series_button", True)),
        popup("harmless", "jtx DetailsCardRecur (DetachFromSeriesDialog, all instances)",
              TASK, *detach, confirm(t, False, "dialog_detach_from_series_button", None)),
    ]  # fmt: skip


def collections(t: Any) -> list[dict[str, Any]]:
    title = t("navigation_drawer_collections")
    listed = page(title, [
        {"text": "Local"}, {"text": COLLECTION}, {"icon": t("collections_collection_menu")},
        {"text": ACCOUNT}, {"text": t("collections_account_not_found_info")},
        {"icon": t("delete")}, {"text": "Work"}])  # fmt: skip
    card = "jtx CollectionCard"
    entries = [t("edit"), t("delete"), t("menu_collection_popup_export_as_ics"),
               t("menu_collection_popup_import_from_ics"),
               t("menu_collection_popup_import_from_textfile"),
               t("menu_collections_popup_move_entries")]  # fmt: skip
    local = (t("collections_dialog_delete_local_title", COLLECTION),
             t("collections_dialog_delete_local_message"))  # fmt: skip
    account = (t("collections_account_delete_dialog_title", ACCOUNT),
               t("collections_account_delete_dialog_message"))  # fmt: skip
    header = "jtx CollectionsAccountHeader"
    return [
        menu("opens-prompt", f"{card} (Collection menu)", title, entries,
             [(t("delete"), False)]),
        menu("harmless", f"{card} (Collection menu)", title, entries,
             [(t("menu_collection_popup_export_as_ics"), False)]),
        popup("delete", f"{card} (CollectionsDeleteCollectionDialog)", title, *local,
              confirm(t, None, "delete", True)),
        popup("harmless", f"{card} (CollectionsDeleteCollectionDialog)", title, *local,
              confirm(t, False, "delete", None)),
        entry("opens-prompt", header, listed, [(t("delete"), False)]),
        popup("delete", f"{header} (CollectionsAccountDeleteDialog)", title, *account,
              confirm(t, None, "delete", True)),
        popup("harmless", f"{header} (CollectionsAccountDeleteDialog)", title, *account,
              confirm(t, False, "delete", None)),
    ]  # fmt: skip
