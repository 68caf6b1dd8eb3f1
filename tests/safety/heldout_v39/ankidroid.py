"""AnkiDroid's screens (``com.ichi2.anki``, a flashcard app whose collection syncs with
AnkiWeb), strings from ``t(name)``; ``t("tr:key|name")`` is a string AnkiDroid takes from
Anki's own translations (``TR``), put in sentence case by ``name`` where it names the same
words (``SentenceCase``), and ``t("name#N!", ...)`` a plural for N filled in with the
arguments as given (``getQuantityString``).

Read from the code (``AnkiDroid/src/main/java/com/ichi2/anki`` and
``AnkiDroid/src/main/res``): ``dialogs/DeckPickerContextMenu.kt`` with
``contextmenu/DeckPickerMenuContentProvider.createOptionsList`` (a long press on a regular
deck: a list dialog titled by the deck's name, from Add to "Delete deck"; "Delete deck"
deletes the deck and its cards at once, ``DeckPicker.handleContextMenuSelection``, and the
snackbar offers Undo, ``onDeckDeleted``); ``dialogs/DeckPickerConfirmDeleteDeckDialog.kt``
("Delete deck?", "Delete all cards in …? It contains … cards", Delete, the same undoable
deletion, and Cancel); ``AbstractFlashcardViewer.showDeleteNoteDialog`` ("Delete note?",
"Really delete this note and all its cards?" and the question, Delete, an ``undoableOp``
whose snackbar offers Undo, and Cancel); ``scheduling/ForgetCardsDialog.kt`` ("Reset card
progress", two check boxes, Reset, ``sched.forgetCards`` in an ``undoableOp``, which the
Undo entry reverts, and Cancel); ``dialogs/SyncErrorDialog.kt`` (the sync conflict: "Select
collection to keep", "The collections can’t be combined…", AnkiDroid as the positive
button and AnkiWeb as the negative one, each only opening its confirmation, and Cancel as
the neutral one; "Replace collection" with Replace, ``ConflictResolution.FULL_UPLOAD``,
which overwrites the collection on AnkiWeb with the device's, or ``FULL_DOWNLOAD``, which
overwrites the device's with AnkiWeb's, and Cancel); ``dialogs/DatabaseErrorDialog.kt``
("One-way sync from server" with Overwrite, a full download, and Cancel; "Check database",
"This may take a long time. Proceed?", OK, which runs ``integrityCheck``, and Cancel;
"Restore backup?" with Continue, which only opens the list, and Cancel; "Select backup to
restore", the backups by date as single choices, a tap restoring that backup over the
collection at once, "Choose another", which opens the file picker, and Cancel);
``menu/deck_picker.xml`` with ``DeckPicker.onOptionsItemSelected`` (the overflow: Check,
a submenu of "Check database", "Check media" and "Empty cards", each opening its dialog,
"Create backup", which writes a backup, "Restore from backup", which opens "Restore
backup?", "Manage note types", Import and Export); ``dialogs/ImportDialog.kt`` (replacing
the collection with a ``.colpkg``: "This will delete your existing collection and replace
it with the data of file …", Replace and Cancel); ``xml/manage_space.xml`` with
``ui/windows/managespace/ManageSpaceFragment.kt`` (the rows open their dialogs: "Delete
unused media files" and "Delete backups" list files as multiple choices, "Delete
collection" and "Delete everything" explain; each Delete deletes the files, the collection,
or all the app's data, for good, and Cancel does nothing);
``preferences/AdvancedSettingsFragment.kt`` ("Reset languages", "Reset all language
assignments?", OK, which clears them, ``MetaDB.resetLanguages``, and Cancel). AnkiDroid's
dialogs are ``AlertDialog``s and ``MaterialAlertDialogBuilder``s: their buttons carry the
platform's ids; a list dialog's rows and a multiple choice's boxes have none.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, choices, dialog, entry, menu

APP, DECK, QUESTION = "AnkiDroid", "Spanish vocabulary", "la mariposa"
BACKUPS = ["2026-11-30 21:04", "2026-11-29 20:41", "2026-11-28 22:15"]
MEDIA, FILE = ["paste-1f3a.png", "old_audio.mp3"], "collection-2026-11-01.colpkg"
DELETE_DECK = "tr:decks-delete-deck|sentence_delete_deck"


def screens(t: Any) -> list[dict[str, Any]]:
    return decks(t) + sync(t) + maintenance(t) + space(t)


def cancel_then(t: Any, label: str, bad: bool) -> list[tuple[str, str, bool | None]]:
    """Cancel (negative) and the dialog's positive button."""
    return [(t("dialog_cancel"), NEGATIVE, False), (t(label), POSITIVE, bad)]


def decks(t: Any) -> list[dict[str, Any]]:
    rows = [t("tr:actions-add"), t("browse_cards"),
            t("tr:actions-rename-deck|sentence_rename_deck"), t("create_subdeck"),
            t("tr:deck-config-title|sentence_deck_options"),
            t("tr:actions-custom-study|sentence_custom_study"), t("export_deck"),
            t("create_shortcut"), t("edit_deck_description"), t(DELETE_DECK)]  # fmt: skip
    where = "ankidroid DeckPickerContextMenu (a deck)"
    boxes = ({"switch": t("tr:scheduling-restore-position")},
             {"switch": t("tr:scheduling-reset-counts")})  # fmt: skip
    return [
        choices("reversible", where, APP, DECK, rows, [(t(DELETE_DECK), False)]),
        choices("harmless", where, APP, DECK, rows,
                [(t("browse_cards"), False), (t("export_deck"), False)]),
        dialog("reversible", "ankidroid DeckPickerConfirmDeleteDeckDialog", APP,
               t("delete_deck_title"), t("delete_deck_message#250!", DECK, 250),
               cancel_then(t, "dialog_positive_delete", False)),
        dialog("reversible", "ankidroid AbstractFlashcardViewer.showDeleteNoteDialog", DECK,
               t("delete_card_title"), t("delete_note_message", QUESTION),
               cancel_then(t, "dialog_positive_delete", False)),
        dialog("reversible", "ankidroid ForgetCardsDialog", DECK, t("reset_card_dialog_title"),
               None, cancel_then(t, "reset", False), boxes),
    ]  # fmt: skip


def sync(t: Any) -> list[dict[str, Any]]:
    conflict = [(t("dialog_cancel"), NEUTRAL, False),
                (t("sync_conflict_keep_remote_new"), NEGATIVE, False),
                (t("sync_conflict_keep_local_new"), POSITIVE, False)]  # fmt: skip
    return [
        dialog("opens-prompt", "ankidroid SyncErrorDialog (sync conflict)", APP,
               t("sync_conflict_title_new"), t("sync_conflict_message_new"), conflict),
        dialog("overwrite", "ankidroid SyncErrorDialog (keep AnkiDroid's collection)", APP,
               t("sync_conflict_replace_title"), t("sync_conflict_local_confirm_new"),
               cancel_then(t, "dialog_positive_replace", True)),
        dialog("overwrite", "ankidroid SyncErrorDialog (keep AnkiWeb's collection)", APP,
               t("sync_conflict_replace_title"), t("sync_conflict_remote_confirm_new"),
               cancel_then(t, "dialog_positive_replace", True)),
        dialog("overwrite", "ankidroid DatabaseErrorDialog (one-way sync from server)", APP,
               t("backup_one_way_sync_from_server"), t("backup_full_sync_from_server_question"),
               cancel_then(t, "dialog_positive_overwrite", True)),
    ]  # fmt: skip


def maintenance(t: Any) -> list[dict[str, Any]]:
    overflow = [t("checks_action"), t("menu_create_backup"), t("backup_restore"),
                t("model_browser_label"), t("tr:actions-import"),
                t("tr:actions-export")]  # fmt: skip
    check = t("tr:database-check-title|sentence_check_db")
    checks = [check, t("tr:media-check-check-media-action|sentence_check_media"),
              t("tr:actions-empty-cards|sentence_empty_cards")]  # fmt: skip
    where = "ankidroid deck_picker menu (the deck list's overflow)"
    dates = tuple({"radio": date} for date in BACKUPS)
    pick = [(t("dialog_cancel"), NEGATIVE, False),
            (t("restore_backup_choose_another"), POSITIVE, False)]  # fmt: skip
    return [
        menu("opens-prompt", where, APP, overflow, [(t("backup_restore"), False)]),
        menu("harmless", where, APP, overflow, [(t("menu_create_backup"), False)]),
        menu("opens-prompt", "ankidroid deck_picker menu (the Check submenu)", APP, checks,
             [(check, False)]),
        dialog("harmless", "ankidroid DatabaseErrorDialog (Check database)", APP, check,
               t("check_db_warning"), cancel_then(t, "dialog_ok", False)),
        dialog("opens-prompt", "ankidroid DatabaseErrorDialog (Restore backup?)", APP,
               t("restore_backup_title"), t("restore_backup"),
               cancel_then(t, "dialog_continue", False)),
        dialog("overwrite", "ankidroid DatabaseErrorDialog (Select backup to restore)", APP,
               t("backup_restore_select_title"), None, pick, dates, ((BACKUPS[1], True),)),
        dialog("overwrite", "ankidroid ImportDialog (replace the collection)", APP,
               t("import_title"), t("import_message_replace_confirm", FILE),
               cancel_then(t, "dialog_positive_replace", True)),
    ]  # fmt: skip


def space(t: Any) -> list[dict[str, Any]]:
    title = t("pref__manage_space__screen_title")
    rows = [{"list": [
        {"row": t("pref__delete_unused_media_files__title"),
         "secondary": t("pref__delete_unused_media_files__summary")},
        {"row": t("pref__delete_backups__title")},
        {"row": t("pref__delete_collection__title"),
         "secondary": t("pref__delete_collection__summary")},
        {"row": t("pref__delete_everything__title"),
         "secondary": t("pref__delete_everything__summary")}]}]  # fmt: skip
    page = {"title": title, "items": rows}
    where = "ankidroid ManageSpaceFragment"
    media = tuple({"switch": name} for name in MEDIA)
    backups = tuple({"switch": date} for date in BACKUPS)
    delete = cancel_then(t, "dialog_positive_delete", True)
    advanced = t("pref_cat_advanced")
    return [
        entry("opens-prompt", "ankidroid manage_space (Manage space)", page,
              [(t("pref__delete_collection__title"), False),
               (t("pref__delete_unused_media_files__title"), False)]),
        dialog("delete", f"{where}.onDeleteUnusedMediaClick", title,
               t("dialog__delete_unused_media_files__title"), None, delete, media),
        dialog("delete", f"{where}.onDeleteBackupsClick", title,
               t("dialog__delete_backups__title"), None, delete, backups),
        dialog("delete", f"{where}.onDeleteCollectionClick", title,
               t("dialog__delete_collection__title"), t("dialog__delete_collection__message"),
               delete),
        dialog("delete", f"{where}.onDeleteEverythingClick", title,
               t("dialog__delete_everything__title"), t("dialog__delete_everything__message"),
               delete),
        dialog("delete", "ankidroid AdvancedSettingsFragment (Reset languages)", advanced,
               t("reset_languages"), t("reset_languages_question"),
               cancel_then(t, "dialog_ok", True)),
    ]  # fmt: skip
