"""Book's Story's screens (``ua.acclorite.book_story``, a Material You e-book reader: a
library of books sorted into categories, each book's page and cover, the reading history,
the books added from the device's folders, and color presets), strings from
``app/src/main/res/values*/strings.xml``. The book titles, authors, dates and names are the
same in every language.

Read from the code (``app/src/main/java/ua/acclorite/book_story``):
``ui/common/components/dialog/Dialog.kt`` (every dialog: its title, description and own items,
then an optional secondary button, Cancel (``R.string.cancel``), which dismisses it, and OK
(``R.string.ok``), which runs its action); ``ui/library/LibraryTopBar.kt``,
``LibraryDeleteDialog.kt`` and ``LibraryMoveDialog.kt`` (the library with books selected: "N
selected", "Clear selected items", "Select all books", "Move selected books", which opens the
Move dialog of category checkboxes with Edit, Cancel and OK, and "Delete selected books",
which only opens "Delete books?", whose OK deletes the books from the app's database, their
progress, categories, edited titles and covers and history with them, the files staying on
the device); ``ui/book_info/BookInfoLayoutActions.kt``, ``BookInfoLayoutButton.kt``,
``BookInfoTopBar.kt``, ``BookInfoDeleteDialog.kt`` and ``BookInfoChangeCoverBottomSheet.kt``
(a book's page: "File details", Start, Move and Delete, which only opens "Delete book?", whose
OK deletes the book from the database; the cover's sheet "Reset cover image", "Change cover
image", which opens the photo picker, and "Delete cover image", which drops the cover, the
default one coming back with Reset, as ``presentation/book_info/BookInfoModel.kt`` does);
``ui/history/HistoryTopBar.kt``, ``HistoryItem.kt``, ``HistoryEffects.kt`` and
``HistoryDeleteWholeHistoryDialog.kt`` (the history: Search, "Delete whole history", which
only opens "Delete reading history?", whose OK calls ``deleteWholeHistory``; each row's
"Delete history element", which deletes it at once and offers Undo in a snackbar);
``ui/browse/BrowseTopBar.kt`` and ``BrowseAddDialog.kt`` (the files with some selected: "Add
files" opens "Add books?", whose OK adds the books to the library);
``ui/settings/library/categories/components/LibraryCategoriesOption.kt`` (Categories: each
category with Drag, Edit and Remove, which only opens "Remove category?", whose OK calls
``OnRemoveCategory``, the books staying; "Create category", which opens its dialog with Title,
Cancel and OK); ``ui/settings/appearance/colors/components/ColorPresetOption.kt`` and
``presentation/settings/SettingsModel.kt`` (Colors: the selected preset's name with "Delete
color preset", which deletes it at once, "Shuffle colors" and "Create new color preset");
``ui/reader/ReaderSettingsBottomSheet.kt`` and ``ReaderSettingsBottomSheetTabRow.kt`` (the
reader's settings sheet: General, Reader and Colors tabs, Colors showing the same presets).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

BOOKS = (("The Count of Monte Cristo", "Alexandre Dumas"), ("Moby-Dick", "Herman Melville"))
CATEGORY = "Classics"
PRESET = "Sepia"


def screens(t: Any) -> list[dict[str, Any]]:
    return library(t) + book(t) + history(t) + browse(t) + settings(t)


def buttons(t: Any, ok: bool | None, cancel: bool | None) -> list[tuple[str, bool | None]]:
    return [(t("cancel"), cancel), (t("ok"), ok)]


def library(t: Any) -> list[dict[str, Any]]:
    behind = t("library_screen")
    selected = page(t("selected_items_count_query", 2), [
        {"icon": t("clear_selected_items_content_desc")},
        {"icon": t("select_all_books_content_desc")},
        {"icon": t("move_books_content_desc")}, {"icon": t("delete_books_content_desc")},
        *({"text": name} for pair in BOOKS for name in pair)])  # fmt: skip
    delete = t("delete_books_description", 2)
    where = "bookstory LibraryDeleteDialog"
    moving = ({"switch": CATEGORY}, {"switch": "Adventure"})
    move = [(t("edit"), None), *buttons(t, False, None)]
    return [
        entry("opens-prompt", "bookstory LibraryTopBar (books selected)", selected,
              [(t("delete_books_content_desc"), False)]),
        entry("harmless", "bookstory LibraryTopBar (books selected)", selected,
              [(t("move_books_content_desc"), False)]),
        popup("delete", where, behind, t("delete_books"), delete, buttons(t, True, None)),
        popup("harmless", where, behind, t("delete_books"), delete, buttons(t, None, False)),
        popup("delete", f"{where} (one book selected)", behind, t("delete_books"),
              t("delete_books_description", 1), buttons(t, True, None)),
        popup("reversible", "bookstory LibraryMoveDialog", behind, t("move"), None, move,
              moving),
    ]  # fmt: skip


def book(t: Any) -> list[dict[str, Any]]:
    name, author = BOOKS[0]
    info = page(name, [
        {"icon": t("go_back_content_desc")}, {"icon": t("file_details")},
        {"text": name}, {"text": author}, {"button": t("start_reading")},
        {"button": t("move")}, {"button": t("delete")}])  # fmt: skip
    cover = {"title": name, "dialog": {}, "items": [
        {"menu": t("reset_cover")}, {"text": t("reset_cover_desc")},
        {"menu": t("change_cover")}, {"text": t("change_cover_desc")},
        {"menu": t("delete_cover")}, {"text": t("delete_cover_desc")}]}  # fmt: skip
    where = "bookstory BookInfoDeleteDialog"
    description = t("delete_book_description")
    return [
        entry("opens-prompt", "bookstory BookInfoLayoutActions", info, [(t("delete"), False)]),
        popup("delete", where, name, t("delete_book"), description, buttons(t, True, None)),
        popup("harmless", where, name, t("delete_book"), description, buttons(t, None, False)),
        popup("delete", f"{where} (a book opened from the history)", BOOKS[1][0],
              t("delete_book"), description, buttons(t, True, None)),
        entry("reversible", "bookstory BookInfoChangeCoverBottomSheet", cover,
              [(t("delete_cover"), False)]),
        entry("reversible", "bookstory BookInfoChangeCoverBottomSheet", cover,
              [(t("reset_cover"), False)]),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    behind = t("history_screen")
    name = BOOKS[1][0]
    listed = page(behind, [
        {"icon": t("search_content_desc")}, {"icon": t("delete_whole_history_content_desc")},
        {"text": t("today")}, {"text": name}, {"text": "21:14"},
        {"icon": t("delete_history_element_content_desc")}])  # fmt: skip
    where = "bookstory HistoryDeleteWholeHistoryDialog"
    description = t("delete_history_description")
    return [
        entry("opens-prompt", "bookstory HistoryTopBar", listed,
              [(t("delete_whole_history_content_desc"), False)]),
        entry("reversible", "bookstory HistoryItem", listed,
              [(t("delete_history_element_content_desc"), False)]),
        popup("delete", where, behind, t("delete_history"), description,
              buttons(t, True, None)),
        popup("harmless", where, behind, t("delete_history"), description,
              buttons(t, None, False)),
    ]  # fmt: skip


def browse(t: Any) -> list[dict[str, Any]]:
    behind = t("browse_screen")
    files = [f"{name}.epub" for name, _ in BOOKS]
    selected = page(t("selected_items_count_query", 2), [
        {"icon": t("clear_selected_items_content_desc")},
        {"icon": t("select_all_files_content_desc")}, {"icon": t("add_files_content_desc")},
        *({"text": f} for f in files)])  # fmt: skip
    adding = tuple({"switch": name} for name, _ in BOOKS)
    where = "bookstory BrowseAddDialog"
    description = t("add_books_description")
    return [
        entry("opens-prompt", "bookstory BrowseTopBar (files selected)", selected,
              [(t("add_files_content_desc"), False)]),
        popup("reversible", where, behind, t("add_books"), description,
              buttons(t, False, None), adding),
        popup("harmless", where, behind, t("add_books"), description,
              buttons(t, None, False), adding),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("categories_settings")
    listed = page(title, [
        {"text": CATEGORY}, {"icon": t("drag_content_desc")}, {"icon": t("edit_content_desc")},
        {"icon": t("remove_content_desc")}, {"button": t("create_category")}])  # fmt: skip
    where = "bookstory LibraryCategoriesOption (Remove category?)"
    description = t("remove_category_description")
    create = ({"field": t("library_categories_create_category_placeholder"), "text": "Poetry"},)
    colors = page(t("colors_appearance_settings"), [
        {"text": t("color_preset_option")},
        {"text": PRESET}, {"icon": t("delete_color_preset_content_desc")},
        {"icon": t("shuffle_color_preset_content_desc")},
        {"icon": t("create_color_preset_content_desc")},
        {"text": t("background_color_option")}, {"text": t("font_color_option")}])  # fmt: skip
    tabs = [{"tab": t(k)} for k in ("general_tab", "reader_tab", "color_tab")]
    reader = {"title": BOOKS[0][0], "dialog": {}, "items": [*tabs, *colors["items"][:6]]}
    return [
        entry("opens-prompt", "bookstory LibraryCategoriesOption", listed,
              [(t("remove_content_desc"), False)]),
        popup("delete", where, title, t("remove_category"), description,
              buttons(t, True, None)),
        popup("harmless", where, title, t("remove_category"), description,
              buttons(t, None, False)),
        popup("reversible", "bookstory LibraryCategoriesOption (Create category)", title,
              t("create_category"), None, buttons(t, False, None), create),
        entry("delete", "bookstory ColorPresetOption", colors,
              [(t("delete_color_preset_content_desc"), True)]),
        entry("reversible", "bookstory ColorPresetOption", colors,
              [(t("create_color_preset_content_desc"), False)]),
        entry("delete", "bookstory ReaderSettingsBottomSheet (the Colors tab)", reader,
              [(t("delete_color_preset_content_desc"), True)]),
    ]  # fmt: skip
