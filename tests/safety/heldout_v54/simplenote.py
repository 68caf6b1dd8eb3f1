"""Simplenote's screens (``com.automattic.simplenote``, notes synchronised with a Simplenote
account), strings from ``t(name)``.

Read from the code (``Simplenote/src/main/java/com/automattic/simplenote``):
``NoteEditorFragment.java`` with ``res/menu/note_editor.xml`` (a note's toolbar: "Toggle
Checklist" and Information, then the overflow: Pin, Markdown, "Copy Internal Link", Share,
History, Delete, Trash, Publish, "Copy Link", Collaborators; ``onPrepareOptionsMenu`` shows
Delete only for a note in the trash, where Trash reads Restore; Pin and Publish are
checkable: Pin pins the note at once, Publish publishes it to a public web page at once,
with a "Note published." snackbar whose Undo unpublishes it; Trash moves the note to the
trash (``NoteUtils.deleteNote``), Restore moves it back; Delete only opens
``NoteUtils.showDialogDeletePermanently``: "Delete Permanently", "Do you want to
permanently delete this note? This action cannot be undone.", Cancel and Delete, which
deletes the note); ``ShareBottomSheetDialog.java`` with ``layout/bottom_sheet_share.xml``
(Share's sheet: Collaborate, which opens the collaborators' screen, Publish, which publishes
the note as the menu's does, "Remove public link" in its place for a published note, which
unpublishes it, and "WordPress Post", which only opens ``WordPressDialogFragment``: "Post to
WordPress", the account's sites, "Set status to draft", Cancel and Post, which posts the
note to the chosen site); ``NotesActivity.java`` with ``res/menu/notes_list.xml`` (the
trash's toolbar: "Search Notes or Tags" and "Empty Trash", which only opens "Empty Trash",
"Do you want to empty the trash? ...", Cancel and Empty, which deletes every note in the
trash for good); ``NoteListFragment.showPopupMenuAtPosition`` with ``res/menu/bulk_edit.xml``
(a note's popup in the list: "Copy Internal Link", "Pin to Top" and Trash, which trashes it
with a "Note trashed." bar whose Undo restores it); ``TagsActivity.kt`` with
``layout/tags_list_row.xml`` and ``TagsViewModel.clickDeleteTag`` (Edit Tags: a row per tag
with its count and a "Delete Tag" icon, which for a tag on notes only opens "Delete Tag",
"Are you sure you want to delete this tag?", No and Yes, which deletes the tag);
``CollaboratorsActivity.kt`` with ``layout/collaborator_row.xml`` (Collaborators: "Shared
With", a row per collaborator with a "Remove Collaborator" icon, which only opens "Remove
Collaborator", "Are you sure you want to remove this collaborator?", Cancel and Remove,
which takes the collaborator off the note, and an "Add Tag" button); ``PreferencesFragment
.java`` with ``res/xml/preferences.xml`` (the Account section: Membership, "Log out" with
the account's email, "Import data", which opens the system's file picker, "Export data",
which opens the system's document creator, and "Delete account", which only opens "Delete
account", "By deleting the account for email ..., all notes created with this account will
be permanently deleted. This action is not reversible.", Cancel and "Delete account", which
sends the account's deletion request; ``LogOutTask``: with notes not yet synchronised "Log
out" opens "Unsynced Notes", "Logging out will delete any unsynced notes.", Cancel, "Export
unsynced notes", which opens the document creator, and "Log out anyway", which logs out and
deletes the unsynchronised notes). Every dialog is an ``AlertDialog`` with the platform's
button ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

NOTE, TAG, PERSON = "Grocery list", "recipes", "maya@example.com"
EMAIL, SITES = "sam@example.com", ["samcooks.wordpress.com", "notes.example.blog"]
NOTES = ["Grocery list", "Trip to Porto", "Book club questions"]


def screens(t: Any) -> list[dict[str, Any]]:
    return editor(t) + share(t) + trash(t) + tags(t) + collaborators(t) + account(t)


def editor_menu(t: Any, trashed: bool) -> list[str]:
    """The editor's overflow (``note_editor.xml``) as ``onPrepareOptionsMenu`` shows it."""
    group = [t("pin"), t("markdown"), t("copy_link_internal"), t("share"), t("history")]
    group += [t("delete"), t("restore")] if trashed else [t("trash")]
    return [*group, t("publish"), t("copy_link"), t("collaborators")]


def editor(t: Any) -> list[dict[str, Any]]:
    where = "simplenote NoteEditorFragment (the toolbar's overflow)"
    live, binned = editor_menu(t, False), editor_menu(t, True)
    message = t("delete_dialog_message")
    buttons = [(t("cancel"), NEGATIVE, False), (t("delete"), POSITIVE, True)]
    return [
        menu("reversible", where, NOTE, live, [(t("trash"), False), (t("pin"), False)]),
        menu("publish", where, NOTE, live, [(t("publish"), True)]),
        menu("harmless", where, NOTE, live, [(t("share"), False)]),
        menu("opens-prompt", f"{where}, a note in the trash", NOTE, binned,
             [(t("delete"), False)]),
        menu("reversible", f"{where}, a note in the trash", NOTE, binned,
             [(t("restore"), False)]),
        dialog("delete", "simplenote NoteUtils.showDialogDeletePermanently", NOTE,
               t("delete_dialog_title"), message, buttons),
    ]  # fmt: skip


def share(t: Any) -> list[dict[str, Any]]:
    def sheet(published: bool) -> dict[str, Any]:
        link = t("unpublish") if published else t("publish")
        return {"title": NOTE, "dialog": {}, "items": [
            {"button": t("collaborate"), "rid": "share_collaborate_button"},
            {"button": link,
             "rid": "share_unpublish_button" if published else "share_publish_button"},
            {"button": t("wordpress_post"), "rid": "share_wp_post"}]}  # fmt: skip

    where = "simplenote ShareBottomSheetDialog"
    sites = {"list": [{"text": s} for s in SITES]}
    post = [(t("cancel"), NEGATIVE, False), (t("send_post"), POSITIVE, True)]
    draft = ({"switch": t("wordpress_post_draft"), "rid": "wp_dialog_draft_checkbox"},)
    shown = [(t("cancel"), NEGATIVE, None), (t("send_post"), POSITIVE, None)]
    return [
        entry("publish", where, sheet(False), [(t("publish"), True)]),
        entry("opens-prompt", where, sheet(False), [(t("wordpress_post"), False)]),
        entry("harmless", where, sheet(False), [(t("collaborate"), False)]),
        entry("reversible", f"{where}, a published note", sheet(True),
              [(t("unpublish"), False)]),
        dialog("publish", "simplenote WordPressDialogFragment", NOTE, t("post_to_wordpress"),
               None, post, (sites, *draft)),
        dialog("harmless", "simplenote WordPressDialogFragment (the draft box)", NOTE,
               t("post_to_wordpress"), None, shown, (sites, *draft),
               ((t("wordpress_post_draft"), False),)),
    ]  # fmt: skip


def trash(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("trash"), "items": [
        {"icon": t("search"), "rid": "menu_search"},
        {"icon": t("empty_trash"), "rid": "menu_empty_trash"},
        {"list": [{"text": n} for n in NOTES]}]}  # fmt: skip
    popup = [t("copy_link_internal"), t("pin_to_top"), t("trash")]
    empty = [(t("cancel"), NEGATIVE, False), (t("empty"), POSITIVE, True)]
    return [
        entry("opens-prompt", "simplenote NotesActivity (the trash's toolbar)", page,
              [(t("empty_trash"), False)]),
        dialog("delete", "simplenote NotesActivity (Empty Trash)", t("trash"),
               t("empty_trash"), t("confirm_empty_trash"), empty),
        menu("reversible", "simplenote NoteListFragment (a note's popup)", t("all_notes"),
             popup, [(t("trash"), False), (t("pin_to_top"), False)]),
    ]  # fmt: skip


def tags(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("edit_tags"), "items": [
        {"text": TAG, "rid": "tag_name"}, {"text": "12", "rid": "tag_count"},
        {"icon": t("delete_tag"), "rid": "tag_trash"},
        {"icon": t("add_tag"), "rid": "button_add"}]}  # fmt: skip
    buttons = [(t("no"), NEGATIVE, False), (t("yes"), POSITIVE, True)]
    return [
        entry("opens-prompt", "simplenote TagsActivity (a tag's row)", page,
              [(t("delete_tag"), False)]),
        dialog("delete", "simplenote TagsActivity.showDeleteDialog", t("edit_tags"),
               t("delete_tag"), t("confirm_delete_tag"), buttons),
    ]  # fmt: skip


def collaborators(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("collaborators"), "items": [
        {"text": t("shared_with"), "rid": "shared_message"},
        {"text": PERSON, "rid": "collaborator_text"},
        {"icon": t("remove_collaborator"), "rid": "collaborator_remove_button"},
        {"icon": t("add_tag"), "rid": "button_add_collaborator"}]}  # fmt: skip
    buttons = [(t("cancel"), NEGATIVE, False), (t("remove"), POSITIVE, True)]
    return [
        entry("opens-prompt", "simplenote CollaboratorsActivity (a collaborator's row)", page,
              [(t("remove_collaborator"), False)]),
        dialog("revoke", "simplenote CollaboratorsActivity (Remove Collaborator)",
               t("collaborators"), t("remove_collaborator"),
               t("remove_collaborator_message"), buttons),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("settings"), "items": [
        {"text": t("account")}, {"row": t("membership")},
        {"row": t("log_out"), "secondary": EMAIL}, {"row": t("import_setting")},
        {"row": t("export_setting")}, {"row": t("delete_account")}]}  # fmt: skip
    where = "simplenote PreferencesFragment (the Account section)"
    close = [(t("cancel"), NEGATIVE, False), (t("delete_account"), POSITIVE, True)]
    unsynced = [(t("export_unsynced_notes"), NEUTRAL, False), (t("cancel"), NEGATIVE, False),
                (t("log_out_anyway"), POSITIVE, True)]  # fmt: skip
    return [
        entry("opens-prompt", where, page, [(t("delete_account"), False)]),
        entry("harmless", where, page, [(t("export_setting"), False)]),
        dialog("delete-account", "simplenote PreferencesFragment.showDeleteAccountDialog",
               t("settings"), t("delete_account"), t("delete_account_email_message", EMAIL),
               close),
        dialog("delete", "simplenote PreferencesFragment.LogOutTask (Unsynced Notes)",
               t("settings"), t("unsynced_notes"), t("unsynced_notes_message"), unsynced),
    ]  # fmt: skip
