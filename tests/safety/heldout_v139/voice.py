"""Voice's screens (``de.ph1b.audiobook``, an audiobook player: books deleted with their files,
marked as listened, renamed, bookmarks added, renamed and removed, audiobook folders added and
removed, analytics allowed), strings from ``core/strings/src/main/res/values*/strings.xml``
(dotted names). The book, bookmark, file and folder names on the screens are the same in every
language.

Read from the code (``features``): ``bookOverview/.../bottomSheet/EditBookBottomSheetState.kt``
and ``views/BookOverview.kt`` (a book's long-press sheet: Name, "Cover from the Internet",
"Cover from the file system", "Delete Book", and the category moves "Mark as Not Started Yet",
"Mark as Current" and "Mark as Completed", a current book showing the two it is not in; Delete
Book only opens the dialog, a move only changes the book's position or category);
``bookOverview/.../deleteBook/DeleteBookDialog.kt`` and ``DeleteBookViewModel.kt`` ("Delete
Book": "This will delete the files on your device.", the file's path, the "Delete my files"
checkbox, Cancel and Delete, which is enabled only with the box ticked and deletes the book's
files with ``documentFile.delete()``); ``bookOverview/.../editTitle/EditBookTitleDialog.kt``
("Edit book", the Name field, Cancel and Set, which renames the book); ``bookmark/
BookmarkScreen.kt`` and ``BookmarkViewModel.kt`` (the "Bookmark" page: Close, the bookmarks,
each with its "Edit" overflow icon whose menu holds Edit and Remove, Remove calling
``bookmarkRepo.deleteBookmark`` at once with no undo, and the Add button, which opens the
dialog); ``bookmark/dialogs/AddBookmarkDialog.kt`` and ``EditBookmarkDialog.kt`` ("Bookmark"
and "Edit bookmark": the "Bookmark name" field, Cancel and Set); ``folderPicker/.../
FolderPickerView.kt``, ``FolderPickerViewModel.kt`` and ``core/data/impl/.../
AudiobookFoldersImpl.kt`` ("Audiobook folders": each folder with its Delete icon, which
releases the app's permission on the folder and stops scanning it, the files staying where they
are, and Add, which opens the system's folder picker); ``settings/.../views/Settings.kt``
("Preferences": "Audiobook folders", "Use grid layout", Analytics and "Support development",
which opens the support page); ``support/api/.../SupportScreen.kt`` ("Support development":
"Donate on Ko-fi", which opens Ko-fi's page in the browser); ``onboarding`` (the analytics
consent: "Continue with analytics" and "Continue without analytics", the choice kept as the
Analytics switch of the preferences).
"""

from __future__ import annotations

from typing import Any

from screens import menu, page, popup

BOOK, OTHER = "Project Hail Mary", "The Martian"
PATH = "Audiobooks/Andy Weir/Project Hail Mary"
MARK = "Chapter 12"


def screens(t: Any) -> list[dict[str, Any]]:
    return books(t) + bookmarks(t) + folders(t) + settings(t)


def books(t: Any) -> list[dict[str, Any]]:
    library = t("library.category.current.title")
    rows = ("book.edit.name.label", "book.edit.cover.internet", "book.edit.cover.file",
            "book.delete.bottom_sheet.title", "book.category.action.mark_not_started",
            "book.category.action.mark_completed")  # fmt: skip
    sheet = tuple({"row": t(k)} for k in rows)
    where = "voice BookOverview (EditBookBottomSheet)"

    def delete(category: str, path: str, cancel: bool | None, ok: bool | None,
               box: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        items = ({"text": path}, {"switch": t("book.delete.dialog.confirm_files"), "checked": True})
        buttons = [(t("common.dialog.cancel"), cancel), (t("common.action.delete"), ok)]
        return popup(category, "voice DeleteBookDialog (Delete my files ticked)", library,
                     t("book.delete.dialog.title"), t("book.delete.dialog.message"), buttons,
                     items, box)  # fmt: skip

    rename = popup("reversible", "voice EditBookTitleDialog", library, t("book.edit.title"), None,
                   [(t("common.dialog.cancel"), None), (t("common.dialog.confirm"), False)],
                   ({"field": t("book.edit.name.label"), "text": BOOK},))  # fmt: skip
    return [
        popup("opens-prompt", where, library, None, None, [], sheet,
              ((t("book.delete.bottom_sheet.title"), False),)),
        popup("reversible", where, library, None, None, [], sheet,
              ((t("book.category.action.mark_completed"), False),)),
        popup("harmless", where, library, None, None, [], sheet,
              ((t("book.edit.name.label"), False),)),
        delete("delete", PATH, None, True),
        delete("delete", f"Audiobooks/{OTHER}.m4b", None, True),
        delete("harmless", PATH, False, None),
        delete("reversible", PATH, None, None, ((t("book.delete.dialog.confirm_files"), False),)),
        rename,
    ]  # fmt: skip


def bookmarks(t: Any) -> list[dict[str, Any]]:
    title = t("bookmark.title")
    marks = page(title, [
        {"icon": t("common.action.close")},
        {"row": MARK, "secondary": "2:14:05 / 16:10:00"},
        {"icon": t("common.action.edit")},
        {"icon": t("common.action.add")}])  # fmt: skip
    rows = [t("common.action.edit"), t("common.action.remove")]
    where = "voice BookmarkScreen (BookmarkItem menu)"
    field = ({"field": t("bookmark.edit.name.label"), "text": MARK},)
    buttons = (t("common.dialog.cancel"), t("common.dialog.confirm"))
    return [
        menu("delete", where, title, rows, [(t("common.action.remove"), True)]),
        menu("harmless", where, title, rows, [(t("common.action.edit"), False)]),
        popup("harmless", "voice BookmarkScreen", title, None, None, [], tuple(marks["items"]),
              ((t("common.action.add"), False),)),
        popup("reversible", "voice AddBookmarkDialog", title, title, None,
              [(buttons[0], None), (buttons[1], False)], field),
        popup("harmless", "voice AddBookmarkDialog", title, title, None,
              [(buttons[0], False), (buttons[1], None)], field),
        popup("reversible", "voice EditBookmarkDialog", title, t("bookmark.edit.title"), None,
              [(buttons[0], None), (buttons[1], False)], field),
    ]  # fmt: skip


def folders(t: Any) -> list[dict[str, Any]]:
    title = t("library.folders.title")
    items = (
        {"icon": t("common.action.close")},
        {"row": "Audiobooks"},
        {"icon": t("common.action.delete")},
        {"button": t("common.action.add")},
    )
    where = "voice FolderPickerView (FolderOverviewView)"
    return [
        popup("reversible", where, title, None, None, [], items,
              ((t("common.action.delete"), False),)),
        popup("harmless", where, title, None, None, [], items,
              ((t("common.action.add"), False),)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings.action.open")
    prefs = (
        {"icon": t("common.action.close")},
        {"row": t("library.folders.title"), "secondary": t("settings.library.folders.summary")},
        {"switch": t("settings.library.use_grid.title"), "checked": False},
        {"switch": t("settings.analytics_consent.title"), "checked": True},
        {"text": t("settings.analytics_consent.description")},
        {"row": t("settings.support.support_voice.title"),
         "secondary": t("settings.support.support_voice.summary")},
        {"row": t("settings.support.report_issue.title")},
    )  # fmt: skip
    support = t("support.title")
    donate = (
        {"text": t("support.description.maintenance")},
        {"text": t("support.helps.title")},
        {"text": t("support.helps.maintenance")},
        {"button": t("support.action.donate_kofi")},
    )
    consent = (
        {"text": t("onboarding.analytics_consent.description")},
        {"button": t("onboarding.analytics_consent.action.privacy_policy")},
        {"button": t("onboarding.analytics_consent.action.enable")},
        {"button": t("onboarding.analytics_consent.action.disable")},
    )
    welcome = t("onboarding.analytics_consent.title")
    where = "voice Settings"
    return [
        popup("reversible", where, title, None, None, [], prefs,
              ((t("settings.library.use_grid.title"), False),)),
        popup("reversible", where, title, None, None, [], prefs,
              ((t("settings.analytics_consent.title"), False),)),
        popup("harmless", where, title, None, None, [], prefs,
              ((t("settings.support.support_voice.title"), False),)),
        popup("harmless", "voice SupportScreen", support, None, None, [], donate,
              ((t("support.action.donate_kofi"), False),)),
        popup("reversible", "voice onboarding (analytics consent)", welcome, None, None, [],
              consent, ((t("onboarding.analytics_consent.action.enable"), False),)),
        popup("harmless", "voice onboarding (analytics consent)", welcome, None, None, [],
              consent, ((t("onboarding.analytics_consent.action.disable"), False),)),
    ]  # fmt: skip
