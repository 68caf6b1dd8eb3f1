"""Mayan EDMS's screens for organising documents, for the five-hundred-and-twentieth held-out
corpus: a document's tags (the actions menu, attaching and removing), the tags list and a
tag's deletion, a cabinet's and a comment's deletion, and checking a document out and in.
``screens(t)`` lays them out in one language."""

from __future__ import annotations

from typing import Any

from mayan_documents import DOC, DOC_LABEL
from screens import by_words, confirm, entry, form, get, menu, page, submit

TAG, TAG_LABEL = 3, "Urgent"
TAG2, TAG2_LABEL = 8, "Reviewed"
CABINET, CABINET_LABEL = 4, "Archive 2023"
COMMENT, COMMENT_TEXT = 12, "Sent to legal for review"

DOC_TAGS = f"/tags/documents/{DOC}/tags/"
TAGS = "/tags/tags/"
CABINETS = "/cabinets/cabinets/"
COMMENTS = f"/comments/documents/{DOC}/comments/"
CHECKOUT_INFO = f"/checkouts/documents/{DOC}/checkout/info/"


def screens(t: Any) -> list[dict[str, Any]]:
    tags_title = t("Tags for document: %s") % DOC_LABEL
    # The page's object menu (the document's) and its secondary menu, each under its label.
    tag_actions = menu(tags_title, by_words(
        t("Add to favorites"), t("Edit properties"), t("Change type"), t("Move to trash"),
        t("Email document link")), by_words(t("Attach tags"), t("Remove tags")))  # fmt: skip
    tag_actions["items"].insert(0, {"text": t("Actions")})
    tag_actions["items"].insert(6, {"text": t("Secondary")})
    attach = form(t, t("Attach tags to document: %(object)s") % {"object": DOC_LABEL}, [
        {"field": "tags", "hint": t("Tags"), "text": TAG2_LABEL}], t("Submit"))  # fmt: skip
    remove = form(t, t("Remove tags from document: %(object)s") % {"object": DOC_LABEL}, [
        {"field": "tags", "hint": t("Tags"), "text": TAG_LABEL}], t("Submit"))  # fmt: skip
    tags = page(t("Tags"), [
        {"text": TAG_LABEL}, {"button": "Documents"}, {"button": t("Edit")},
        {"button": t("Delete")}])  # fmt: skip
    tag_delete = confirm(
        t,
        t("Delete tag: %(object)s") % {"object": TAG_LABEL},
        t("Will be removed from all documents."),
    )
    cabinet_delete = confirm(t, t("Delete the cabinet: %s?") % CABINET_LABEL)
    comment_delete = confirm(t, t("Delete comment: %s?") % COMMENT_TEXT)
    checkout = form(t, t('Checkout document "%(object)s".') % {"object": DOC_LABEL}, [
        {"text": t("Check out expiration date and time")},
        {"field": "expiration_datetime_unit", "hint": "", "text": t("Days")},
        {"field": "expiration_datetime_amount", "hint": t("Amount"), "text": "3"},
        {"switch": t("Block new file upload"), "checked": True}], t("Save"))  # fmt: skip
    check_in = confirm(t, t('Check in document "%(object)s".') % {"object": DOC_LABEL})

    attach_url = f"/tags/documents/{DOC}/tags/multiple/attach/"
    remove_url = f"/tags/documents/{DOC}/tags/multiple/remove/"
    return [
        entry("harmless", "document tags actions menu", tag_actions, [
            (t("Attach tags"), False, [get(attach_url)]),
            (t("Remove tags"), False, [get(remove_url)])]),
        entry("reversible", "attach tags form", attach, [
            (t("Submit"), False, submit(attach_url, [
                ("next", DOC_TAGS), ("previous", DOC_TAGS), ("tags", str(TAG2)),
                ("submit", "")], DOC_TAGS))]),
        entry("reversible", "remove tags form", remove, [
            (t("Submit"), False, submit(remove_url, [
                ("next", DOC_TAGS), ("previous", DOC_TAGS), ("tags", str(TAG)),
                ("submit", "")], DOC_TAGS))]),
        entry("opens-prompt", "tags list", tags, [
            (t("Delete"), False, [get(f"/tags/tags/{TAG}/delete/")])]),
        entry("delete", "delete tag confirmation", tag_delete, [
            (t("Yes"), True, submit(f"/tags/tags/{TAG}/delete/", [
                ("next", TAGS), ("previous", TAGS)], TAGS)),
            (t("No"), False, [get(TAGS)])]),
        entry("delete", "delete cabinet confirmation", cabinet_delete, [
            (t("Yes"), True, submit(f"/cabinets/cabinets/{CABINET}/delete/", [
                ("next", CABINETS), ("previous", CABINETS)], CABINETS)),
            (t("No"), False, [get(CABINETS)])]),
        entry("delete", "delete comment confirmation", comment_delete, [
            (t("Yes"), True, submit(f"/comments/comments/{COMMENT}/delete/", [
                ("next", COMMENTS), ("previous", COMMENTS)], COMMENTS)),
            (t("No"), False, [get(COMMENTS)])]),
        entry("reversible", "check out form", checkout, [
            (t("Save"), False, submit(f"/checkouts/documents/{DOC}/check/out/", [
                ("next", CHECKOUT_INFO), ("previous", CHECKOUT_INFO),
                ("expiration_datetime_unit", "days"), ("expiration_datetime_amount", "3"),
                ("block_new_file", "on"), ("submit", "")], CHECKOUT_INFO))]),
        entry("reversible", "check in confirmation", check_in, [
            (t("Yes"), False, submit(f"/checkouts/documents/{DOC}/check/in/", [
                ("next", CHECKOUT_INFO), ("previous", CHECKOUT_INFO)], CHECKOUT_INFO))]),
    ]  # fmt: skip
