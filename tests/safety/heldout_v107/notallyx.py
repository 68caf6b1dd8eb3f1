"""NotallyX's screens (``com.philkes.notallyx``, a notes app: text and list notes with labels,
images, files and audio recordings, an archive, a recycle bin ("Deleted"), backups and
settings), strings from ``app/src/main/res/values*/strings.xml``. The note, label, file and
selection written on the screens are the same in every language.

Read from the code (``app/src/main/java/com/philkes/notallyx/presentation``):
``activity/main/MainActivity.kt`` (the selection's menu by folder, built by
``ModelFolderObserver``: in Notes, "Select All", Pin, Labels and Delete shown as icons, then
Archive, "Change Color", Share and Export in the overflow; in Deleted, "Select All", Restore
and "Delete forever" as icons; Delete moves the notes to Deleted, Archive to Archived and
Restore back to Notes, each undone by moving them again, Pin pins them; "Delete forever" only
opens "Delete selected notes?", whose Delete calls ``deleteSelectedBaseNotes``);
``activity/main/fragment/DeletedFragment.kt`` (Deleted's toolbar "Delete all", which only opens
"Delete all notes?", whose Delete calls ``deleteAllTrashedBaseNotes``);
``view/note/action/MoreNoteBottomSheet.kt`` and ``activity/note/EditActivity.kt`` (a note's
sheet: Share, Export, "Change Color", Reminders, Labels, then "Convert to List" for a text
note and, by the note's folder, Archive and Delete (Notes), which move it, or "Delete forever",
which only opens "Delete note forever?", whose Delete calls ``deleteBaseNote``, and Restore
(Deleted); a file's long press opening "Delete file '...'?", whose Delete calls
``deleteFiles``); ``activity/note/ViewImageActivity.kt`` ("Delete image forever?": Delete
drops the image from the note) and ``activity/note/PlayAudioActivity.kt`` ("Delete audio
recording forever?": Delete returns the recording to the note to be deleted);
``activity/main/fragment/LabelsFragment.kt`` ("Delete label?", "Your notes attached to this
label will not be deleted": Delete calls ``deleteLabel``, taking the label off every note);
``activity/main/fragment/settings/SettingsFragment.kt`` and ``res/layout/fragment_settings.xml``
(the settings' ``ImportBackup``, ``ExportBackup``, ``ResetSettings`` and ``ClearData`` rows,
the last two only opening their dialogs: "All Settings will be reset to their default value"
with "Reset Settings", which calls ``resetPreferences``, and "All Notes, Images, Files, Audios
will be permanently deleted" with "Delete all", which calls ``deleteAll``);
``UiExtensions.kt`` (``setCancelButton``: the negative button, Cancel; ``showDialog``: a
message, the positive button and Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.philkes.notallyx:id/"
NOTE, LABEL, FILE = "Groceries", "Home", "lease.pdf"


def screens(t: Any) -> list[dict[str, Any]]:
    return selection(t) + note(t) + settings(t)


def selection(t: Any) -> list[dict[str, Any]]:
    notes = page(t("notes"), [
        {"icon": t("select_all")}, {"icon": t("pin")}, {"icon": t("labels")},
        {"icon": t("delete")}, {"text": NOTE}])  # fmt: skip
    overflow = [t("archive"), t("change_color"), t("share"), t("export")]
    deleted = page(t("deleted"), [
        {"icon": t("select_all")}, {"icon": t("restore")}, {"icon": t("delete_forever")},
        {"text": NOTE}])  # fmt: skip
    trash = page(t("deleted"), [{"icon": t("delete_all")}, {"text": NOTE}])
    where = "notallyx MainActivity (the selection's menu"
    cancel, delete = (t("cancel"), False), t("delete")
    return [
        entry("reversible", f"{where} in Notes)", notes, [(t("delete"), False)]),
        entry("reversible", f"{where} in Notes)", notes, [(t("pin"), False)]),
        entry("harmless", f"{where} in Notes)", notes, [(t("select_all"), False)]),
        menu("reversible", f"{where} in Notes, the overflow)", t("notes"), overflow,
             [(t("archive"), False)]),
        menu("harmless", f"{where} in Notes, the overflow)", t("notes"), overflow,
             [(t("share"), False)]),
        entry("opens-prompt", f"{where} in Deleted)", deleted, [(t("delete_forever"), False)]),
        entry("reversible", f"{where} in Deleted)", deleted, [(t("restore"), False)]),
        alert("delete", "notallyx MainActivity (Delete selected notes?)", t("deleted"), None,
              t("delete_selected_notes"), (t("cancel"), None), (delete, True)),
        alert("harmless", "notallyx MainActivity (Delete selected notes?)", t("deleted"), None,
              t("delete_selected_notes"), cancel, (delete, None)),
        entry("opens-prompt", "notallyx DeletedFragment", trash, [(t("delete_all"), False)]),
        alert("delete", "notallyx DeletedFragment (Delete all notes?)", t("deleted"), None,
              t("delete_all_notes"), (t("cancel"), None), (delete, True)),
        alert("harmless", "notallyx DeletedFragment (Delete all notes?)", t("deleted"), None,
              t("delete_all_notes"), cancel, (delete, None)),
    ]  # fmt: skip


def note_sheet(t: Any, folder: list[str]) -> list[str]:
    """``MoreNoteBottomSheet``'s rows for a text note in a folder."""
    rows = ["share", "export", "change_color", "reminders", "labels", "convert_to_list_note"]
    return [t(r) for r in [*rows, *folder]]


def note(t: Any) -> list[dict[str, Any]]:
    where = "notallyx EditActivity (a note's sheet"
    kept = note_sheet(t, ["archive", "delete"])
    binned = note_sheet(t, ["delete_forever", "restore"])
    delete, no = t("delete"), (t("cancel"), None)
    gone = "notallyx EditActivity (Delete note forever?)"
    label = "notallyx LabelsFragment (Delete label?)"
    return [
        menu("reversible", f"{where} in Notes)", NOTE, kept, [(t("delete"), False)]),
        menu("reversible", f"{where} in Notes)", NOTE, kept, [(t("archive"), False)]),
        menu("harmless", f"{where} in Notes)", NOTE, kept, [(t("labels"), False)]),
        menu("opens-prompt", f"{where} in Deleted)", NOTE, binned,
             [(t("delete_forever"), False)]),
        menu("reversible", f"{where} in Deleted)", NOTE, binned, [(t("restore"), False)]),
        alert("delete", gone, NOTE, None, t("delete_note_forever"), no, (delete, True)),
        alert("harmless", gone, NOTE, None, t("delete_note_forever"), (t("cancel"), False),
              (delete, None)),
        alert("delete", "notallyx EditActivity (Delete file?)", NOTE, None,
              t("delete_file", FILE), no, (delete, True)),
        alert("delete", "notallyx ViewImageActivity (Delete image forever?)", NOTE, None,
              t("delete_image_forever"), no, (delete, True)),
        alert("harmless", "notallyx ViewImageActivity (Delete image forever?)", NOTE, None,
              t("delete_image_forever"), (t("cancel"), False), (delete, None)),
        alert("delete", "notallyx PlayAudioActivity (Delete audio recording forever?)",
              NOTE, None, t("delete_audio_recording_forever"), no, (delete, True)),
        alert("delete", label, t("labels"), t("delete_label"), t("your_notes_associated"),
              no, (delete, True)),
        alert("harmless", label, t("labels"), t("delete_label"), t("your_notes_associated"),
              (t("cancel"), False), (delete, None)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = page(t("settings"), [
        {"row": t("import_backup"), "rid": f"{ID}ImportBackup"},
        {"row": t("export_backup"), "rid": f"{ID}ExportBackup"},
        {"row": t("reset_settings"), "rid": f"{ID}ResetSettings"},
        {"row": t("clear_data"), "rid": f"{ID}ClearData"}])  # fmt: skip
    where = "notallyx SettingsFragment"
    reset, clear = f"{where} (Reset Settings)", f"{where} (Clear Data)"
    return [
        entry("opens-prompt", where, rows, [(t("clear_data"), False)]),
        entry("opens-prompt", where, rows, [(t("reset_settings"), False)]),
        entry("opens-prompt", where, rows, [(t("export_backup"), False)]),
        alert("delete", clear, t("settings"), None, t("clear_data_message"),
              (t("cancel"), None), (t("delete_all"), True)),
        alert("harmless", clear, t("settings"), None, t("clear_data_message"),
              (t("cancel"), False), (t("delete_all"), None)),
        alert("reset", reset, t("settings"), None, t("reset_settings_message"),
              (t("cancel"), None), (t("reset_settings"), True)),
        alert("harmless", reset, t("settings"), None, t("reset_settings_message"),
              (t("cancel"), False), (t("reset_settings"), None)),
    ]  # fmt: skip
