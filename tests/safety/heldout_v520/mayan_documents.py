"""Mayan EDMS's document screens for the five-hundred-and-twentieth held-out corpus: a document's
preview, its actions menu, its move to the trash, its properties form, a file's deletion, the
list of all documents with two selected, the trash can (its bulk actions, deletion, restoring
and emptying) and a document type's deletion. ``screens(t)`` lays them out in one language."""

from __future__ import annotations

from typing import Any

from screens import HOME, by_words, confirm, entry, form, get, menu, page, submit

DOC, DOC_LABEL = 42, "Q3 supplier contract.pdf"
DOC2, DOC2_LABEL = 43, "Warehouse lease 2024.pdf"
FILE, FILE_NAME = 58, "supplier-contract-v2.pdf"
TRASHED, TRASHED_LABEL = 17, "Old NDA draft.pdf"
DOC_TYPE, DOC_TYPE_LABEL = 5, "Purchase orders"
NEW_LABEL = "Q3 supplier contract - signed.pdf"
DESCRIPTION = "Countersigned by Northwind on 14 March."

PREVIEW = f"/documents/documents/{DOC}/preview/"
FILES = f"/documents/documents/{DOC}/files/"
PROPERTIES = f"/documents/documents/{DOC}/properties/"
LIST = "/documents/documents/"
TRASH_CAN = "/documents/trashed_documents/"
TYPES = "/documents/document_types/"


def back(path: str) -> list[dict[str, Any]]:
    """No or Cancel: ``history.back()``, whose ``popstate`` loads the page before again."""
    return [get(path)]


def screens(t: Any) -> list[dict[str, Any]]:
    preview_title = t("Preview of document: %s") % DOC_LABEL
    preview = page(preview_title, [
        {"button": t("Actions")},
        *({"link": label} for label in by_words(
            t("Properties"), t("Files"), t("Versions"), t("Tags"),
            t("Cabinets"), t("Comments"), t("Metadata")))])  # fmt: skip
    actions = menu(preview_title, by_words(
        t("Add to favorites"), t("Edit properties"), t("Change type"), t("Move to trash"),
        t("Email document link")))  # fmt: skip
    trash = confirm(t, t('Move the document "%(object)s" to trash?') % {"object": DOC_LABEL})
    edit_title = t("Edit properties of document: %s") % DOC_LABEL
    edit = form(t, edit_title, [
        {"field": "label", "hint": t("Label"), "text": NEW_LABEL},
        {"field": "description", "hint": t("Description"), "text": DESCRIPTION},
        {"field": "language", "hint": t("Language")}], t("Save"))  # fmt: skip
    files_title = t("Files of document: %s") % DOC_LABEL
    file_menu = menu(files_title, by_words(t("Pages"), t("Properties")),
                     by_words(t("Delete"), t("Edit"), t("Print"), t("Quick download"),
                              t("Clear transformations"), t("Email document file")))  # fmt: skip
    file_delete = confirm(t, t("Delete document file: %(object)s.") % {"object": FILE_NAME}, t(
        "All document files pages from this document file and the document version pages "
        "linked to them will be deleted too."))  # fmt: skip
    all_title = t("All documents")
    selected = page(all_title, [
        {"switch": DOC_LABEL, "checked": True}, {"switch": DOC2_LABEL, "checked": True},
        {"button": t("Bulk actions")}])  # fmt: skip
    bulk = menu(all_title, by_words(
        t("Add to favorites"), t("Remove from favorites"), t("Move to trash"), t("Change type"),
        t("Email document link"), t("Attach tags"), t("Remove tag"), t("Add to cabinets"),
        t("Check in"), t("Check out")))  # fmt: skip
    trash_two = confirm(
        t,
        t(
            "Move the selected document to the trash?",
            "Move the %(count)d selected documents to trash?",
            2,
        )
        % {"count": 2},
    )
    can_title = t("Documents in trash")
    can = page(can_title, [
        {"button": t("Actions")}, {"switch": TRASHED_LABEL, "checked": True},
        {"button": t("Bulk actions")}])  # fmt: skip
    can_bulk = menu(can_title, by_words(t("Restore"), t("Delete")))
    can_actions = menu(can_title, [t("Empty trash")])
    delete_trashed = confirm(t, t("Delete the selected trashed document?",
                                  "Delete the %(count)d selected trashed documents?", 1)
                             % {"count": 1})  # fmt: skip
    restore = confirm(
        t,
        t(
            "Restore the selected trashed document?",
            "Restore the %(count)d selected trashed documents?",
            1,
        )
        % {"count": 1},
    )
    empty = confirm(t, t("Empty trash?"))
    type_delete = confirm(
        t,
        t("Delete the document type: %s?") % DOC_TYPE_LABEL,
        t("All documents of this type will be deleted too."),
    )

    one = f"?id_list={TRASHED}"
    trash_url, two = f"/documents/documents/{DOC}/trash/", f"?id_list={DOC},{DOC2}"
    return [
        entry("harmless", "document preview", preview, [(t("Files"), False, [get(FILES)])]),
        entry("opens-prompt", "document preview (actions)", preview, [
            (t("Actions"), False, [])]),
        entry("opens-prompt", "document actions menu", actions, [
            (t("Move to trash"), False, [get(trash_url)]),
            (t("Email document link"), False, [get(f"/mailer/documents/{DOC}/send/link/")])]),
        entry("harmless", "document actions menu (edit)", actions, [
            (t("Edit properties"), False, [get(f"/documents/documents/{DOC}/properties/edit/")])]),
        entry("reversible", "move to trash confirmation", trash, [
            (t("Yes"), False, submit(trash_url, [("next", HOME), ("previous", PREVIEW)],
                                     HOME)),
            (t("No"), False, back(PREVIEW))]),
        entry("reversible", "properties form", edit, [
            (t("Save"), False, submit(f"/documents/documents/{DOC}/properties/edit/", [
                ("next", PROPERTIES), ("previous", PREVIEW), ("label", NEW_LABEL),
                ("description", DESCRIPTION), ("language", "eng"), ("submit", "")],
                PROPERTIES))]),
        entry("opens-prompt", "document file menu", file_menu, [
            (t("Delete"), False, [get(f"/documents/documents/files/{FILE}/delete/")])]),
        entry("delete", "delete document file confirmation", file_delete, [
            (t("Yes"), True, submit(f"/documents/documents/files/{FILE}/delete/", [
                ("next", FILES), ("previous", FILES)], FILES)),
            (t("No"), False, back(FILES))]),
        entry("opens-prompt", "all documents (two selected)", selected, [
            (t("Bulk actions"), False, [])]),
        entry("opens-prompt", "all documents bulk actions", bulk, [
            (t("Move to trash"), False, [get(f"/documents/documents/multiple/trash/{two}")])]),
        entry("reversible", "move two documents to trash confirmation", trash_two, [
            (t("Yes"), False, submit(f"/documents/documents/multiple/trash/{two}", [
                ("next", LIST), ("previous", LIST)], LIST))]),
        entry("opens-prompt", "trash can (one selected)", can, [
            (t("Bulk actions"), False, []), (t("Actions"), False, [])]),
        entry("opens-prompt", "trash can bulk actions", can_bulk, [
            (t("Delete"), False, [get(f"/documents/trashed_documents/multiple/delete/{one}")]),
            (t("Restore"), False, [
                get(f"/documents/trashed_documents/multiple/restore/{one}")])]),
        entry("opens-prompt", "trash can actions", can_actions, [
            (t("Empty trash"), False, [get("/documents/trash_can/empty/")])]),
        entry("delete", "delete trashed document confirmation", delete_trashed, [
            (t("Yes"), True, submit(f"/documents/trashed_documents/multiple/delete/{one}", [
                ("next", TRASH_CAN), ("previous", TRASH_CAN)], TRASH_CAN)),
            (t("No"), False, back(TRASH_CAN))]),
        entry("reversible", "restore trashed document confirmation", restore, [
            (t("Yes"), False, submit(f"/documents/trashed_documents/multiple/restore/{one}", [
                ("next", TRASH_CAN), ("previous", TRASH_CAN)], TRASH_CAN))]),
        entry("delete", "empty trash confirmation", empty, [
            (t("Yes"), True, submit("/documents/trash_can/empty/", [
                ("next", TRASH_CAN), ("previous", TRASH_CAN)], TRASH_CAN)),
            (t("No"), False, back(TRASH_CAN))]),
        entry("delete", "delete document type confirmation", type_delete, [
            (t("Yes"), True, submit(f"/documents/document_types/{DOC_TYPE}/delete/", [
                ("next", TYPES), ("previous", TYPES)], TYPES)),
            (t("No"), False, back(TYPES))]),
    ]  # fmt: skip
