"""Librera Reader's screens (``com.foobnix.pdf.reader``, an e-book reader: books deleted
from storage, removed from the library, their reading progress reset, bookmarks, tags,
playlists and profiles deleted, the recent list cleared, folders deleted and OPDS catalogs
removed), strings from ``app/src/main/res/values*/strings.xml`` (Portuguese from
``values-pt``, which a device set to Portuguese (Brazil) reads, as the app has no
``values-pt-rBR``) and, where the code asks for ``android.R.string.yes`` and ``cancel``,
the platform's own OK and Cancel. The book, folder, tag, playlist, profile and catalog names
are the same in every language. The screens are the Google Play build's (``AppsConfig
.IS_FDROID`` false), whose book menu offers Sync.

Read from the code (``app/src/main/java/com/foobnix``): ``pdf/info/widget/ShareDialog.java``
(``show``: a book's long-press menu in the library, an ``AlertDialog`` of rows, each an icon
and a string (``TxtUtils.iconText``): "⎘ Open with", "➥ Send file", which offers the
system's share targets, "⊗ Delete", which only opens ``FileInformationDialog
.dialogDelete``, "⧉ Copy", which only remembers the path for a later Paste, "- Remove from
Library", which hides the book from the library (``addExclue``; the same row then reads "+
Add to Library"), "# Add tags", "𝄞 Add to playlist", "↻ Sync", "↶" and
``delete_reading_progress``, which calls ``SharedBooks.deleteProgress`` at once with no
confirmation, and "ⓘ File info"; ``dirLongPress``: a folder's long press while a file is
copied, Paste, Move, which copies the file there and deletes the original, and Cancel,
which forgets the copied path); ``pdf/info/widget/FileInformationDialog.java`` and
``res/layout/dialog_file_info.xml`` (``dialogDelete``: "⛔", ``do_you_want_to_delete_this
_file_1`` and the file's name, the platform's Cancel and OK (``android.R.string.yes``),
whose OK runs the library's ``onDeleteAction``, ``DefaultListeners.deleteFile``, which
deletes the file from the storage and the library; ``showFileInfoDialog``: the book's
title, "Update metadata" and Delete (``R.id.delete``), which only opens ``dialogDelete``,
then Close and "Read!"); ``ui2/fragment/RecentFragment2.java`` and ``res/layout/
fragment_recent.xml`` (the Recent tab's "Clear all" (``R.id.clearAllRecent``, described as
"Clear all" too, so tapped by its id), which opens ``AlertDialogs.showDialog`` with "Clear
everything?", Cancel and OK, whose OK clears the recent list and its cached files);
``pdf/info/view/AlertDialogs.java`` (``showOkDialog`` and ``showDialog``: a message, the
app's Cancel as the negative button and the app's OK, or the given label, as the positive
one); ``pdf/info/view/BookmarkPanel.java`` (a bookmark's long press: "Delete this
bookmark?", whose OK removes it); ``ui2/fragment/BrowseFragment2.java`` (a folder's long
press with nothing copied: ``deleteFolderPopup``, "Folder is not empty. Delete anyway?",
whose OK deletes the folder and every file in it); ``pdf/info/view/Dialogs.java``
(``showTagsDialog``: a tag's delete icon opens "Remove this tag from all books?", whose OK
calls ``Tags2.deleteTag``); ``pdf/info/view/DialogsPlaylist.java`` (a playlist's delete
icon opens "Delete this playlist?", whose OK calls ``Playlists.deletePlaylist``);
``model/AppProfile.java`` (``showDialog``: another profile's delete icon opens "Delete this
entry?" and its name, whose OK calls ``deleteProfiles``, which deletes the profile's folder,
with its settings, bookmarks and progress, from the device and from Google Drive);
``ui2/fragment/PrefFragment2.java`` (choosing another profile opens "Switch to this
profile?", whose OK switches; a long press on the profile opens "Restore default
settings?", whose OK writes every setting back to its default); ``ui2/fragment/
OpdsFragment2.java`` (a catalog's remove icon opens "Delete this entry?" and its title, with
Cancel and Delete, whose Delete drops the catalog from the saved list).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.foobnix.pdf.reader:id/"
BOOK, FILE, FOLDER = "Moby Dick", "Moby Dick.epub", "Classics"
TAG, PLAYLIST, PROFILE, CATALOG = "sea", "Evening", "Kids", "Project Gutenberg"


def screens(t: Any) -> list[dict[str, Any]]:
    return books(t) + lists(t) + library(t)


def row(t: Any, icon: str, key: str) -> str:
    """A row of the book menu: its icon, a space and its string (``iconText``)."""
    return f"{icon} {t(key)}"


def books(t: Any) -> list[dict[str, Any]]:
    where = "librera ShareDialog.show (a book's long press in the library)"
    behind = t("library")
    rows = [row(t, "⎘", "open_with"), row(t, "➥", "send_file"), row(t, "⊗", "delete"),
            row(t, "⧉", "copy"), row(t, "-", "remove_from_library"), row(t, "#", "add_tags"),
            row(t, "\U0001d11e", "add_to_playlist"), row(t, "↻", "sync_book"),
            row(t, "↶", "delete_reading_progress"), row(t, "ⓘ", "file_info")]  # fmt: skip
    yes, no = t("android:yes"), t("android:cancel")
    said = f'⛔{t("do_you_want_to_delete_this_file_1")}\n\n"{FILE}"'
    deleting = "librera FileInformationDialog.dialogDelete"
    info = [{"text": BOOK, "rid": f"{ID}title"},
            {"link": t("update_metadata"), "rid": f"{ID}onUpdateMeta"},
            {"link": t("delete"), "rid": f"{ID}delete"}]  # fmt: skip
    shown = "librera FileInformationDialog.showFileInfoDialog"
    return [
        menu("opens-prompt", where, behind, rows, [(row(t, "⊗", "delete"), False)]),
        menu("reset", where, behind, rows, [(row(t, "↶", "delete_reading_progress"), True)]),
        menu("reversible", where, behind, rows, [(row(t, "-", "remove_from_library"), False)]),
        menu("harmless", where, behind, rows, [(row(t, "⧉", "copy"), False)]),
        menu("harmless", where, behind, rows, [(row(t, "➥", "send_file"), False)]),
        alert("delete", deleting, behind, None, said, (no, None), (yes, True)),
        alert("harmless", deleting, behind, None, said, (no, False), (yes, None)),
        alert("opens-prompt", shown, behind, None, None, (t("close"), None),
              (t("read_a_book"), None), tuple(info), ((t("delete"), False),)),
        alert("harmless", shown, behind, None, None, (t("close"), False),
              (t("read_a_book"), None), tuple(info)),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("ok"), t("cancel")
    recent = page(t("recent"), [
        {"text": t("recent"), "rid": f"{ID}recentName"},
        {"link": t("clear_all"), "desc": t("cd_clear_all"), "rid": f"{ID}clearAllRecent"},
        {"icon": t("menu"), "rid": f"{ID}onListGrid"},
        {"list": [{"row": BOOK, "secondary": "Herman Melville"}]}])  # fmt: skip
    clearing = "librera RecentFragment2 (Clear all)"
    everything = t("do_you_want_to_clear_everything_")
    mark = "librera BookmarkPanel (a bookmark's long press)"
    return [
        entry("opens-prompt", "librera RecentFragment2", recent, [("clearAllRecent", False)]),
        alert("delete", clearing, t("recent"), None, everything, (cancel, None), (ok, True)),
        alert("harmless", clearing, t("recent"), None, everything, (cancel, False), (ok, None)),
        alert("delete", mark, BOOK, None, t("delete_this_bookmark_"), (cancel, None),
              (ok, True)),
        alert("harmless", mark, BOOK, None, t("delete_this_bookmark_"), (cancel, False),
              (ok, None)),
    ]  # fmt: skip


def library(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("ok"), t("cancel")
    folders, behind, prefs = t("folders"), t("library"), t("preferences")
    folder = "librera BrowseFragment2.deleteFolderPopup (a folder's long press)"
    full = t("delete_the_directory_all_the_files_in_the_directory_")
    pasting = [{"menu": t("paste")}, {"menu": t("move")}, {"menu": t("cancel")}]
    moving = "librera ShareDialog.dirLongPress (a folder's long press, a file copied)"
    tag = "librera Dialogs.showTagsDialog (a tag's delete icon)"
    untag = t("do_you_want_to_delete_this_tag_from_all_books_")
    playlist = "librera DialogsPlaylist (a playlist's delete icon)"
    profile = "librera AppProfile.showDialog (another profile's delete icon)"
    gone = f"{t('do_you_want_to_delete_')} {PROFILE}"
    switching = "librera PrefFragment2 (another profile chosen)"
    restoring = "librera PrefFragment2 (a long press on the profile)"
    opds = "librera OpdsFragment2 (a catalog's remove icon)"
    catalog = f"{t('do_you_want_to_delete_')} {CATALOG}"
    return [
        alert("delete", folder, folders, None, full, (cancel, None), (ok, True)),
        alert("harmless", folder, folders, None, full, (cancel, False), (ok, None)),
        alert("reversible", moving, folders, None, None, None, None, tuple(pasting),
              ((t("move"), False),)),
        alert("harmless", moving, folders, None, None, None, None, tuple(pasting),
              ((t("cancel"), False),)),
        alert("delete", tag, behind, None, untag, (cancel, None), (ok, True)),
        alert("harmless", tag, behind, None, untag, (cancel, False), (ok, None)),
        alert("delete", playlist, behind, None, t("are_you_sure_to_delete_playlist_"),
              (cancel, None), (ok, True)),
        alert("harmless", playlist, behind, None, t("are_you_sure_to_delete_playlist_"),
              (cancel, False), (ok, None)),
        alert("delete", profile, prefs, None, gone, (cancel, None), (ok, True)),
        alert("harmless", profile, prefs, None, gone, (cancel, False), (ok, None)),
        alert("reversible", switching, prefs, None, t("do_you_want_to_switch_profile_"),
              (cancel, None), (ok, False)),
        alert("reset", restoring, prefs, None, t("restore_defaults_full"), (cancel, None),
              (ok, True)),
        alert("harmless", restoring, prefs, None, t("restore_defaults_full"),
              (cancel, False), (ok, None)),
        alert("delete", opds, t("network"), None, catalog, (cancel, None),
              (t("delete"), True)),
        alert("harmless", opds, t("network"), None, catalog, (cancel, False),
              (t("delete"), None)),
    ]  # fmt: skip
