"""Builds the twelfth held-out corpus (``heldout_v12.yaml``) from a real web app's source.

The source is Outline (github.com/outline/outline, commit
d77dcdf853868c5d5fe125c895c9b71f0eff5c68, 22 Aug 2026), a team knowledge base whose web
client calls one JSON API where every call is a ``POST /api/<resource>.<verb>``, reads
included: a document's menu (star, subscribe, pin to home and their undoing, and the
entries that open the archive, delete, duplicate and move dialogs), the archive
confirmation, the delete dialog (its "Archive" alternative and "I’m sure – Delete"),
the Copy submenu, a trashed document's menu (restore, "Permanently delete") and its
dialog, emptying the trash, publishing a draft into a collection, the share popover's
"Publish to internet" switch, the workspace invite dialog, a member's menu, the suspend,
delete and rename dialogs, a pending invite's "Resend invite" and deleting a collection.
Strings are the app's ``shared/i18n/locales/<locale>/translation.json`` at the same commit (en_US,
zh_CN, ja_JP, ko_KR, de_DE, fr_FR, es_ES, pt_BR), looked up by key (the English text,
as the app's i18next keys them; ``<Trans defaults=...>`` messages are keyed by their
defaults and rendered without their tags); ``{{ name }}`` is filled in, and a key a
locale lacks shows the key itself, its English text (app/utils/i18n.ts sets no other
fallback language; ``keySeparator: false``). Outline ships no Russian (shared/i18n
lists no ``ru_RU``): a Russian browser gets the English interface, so ``ru`` is the
English screens (every string a fallback, reported). Labels the app ends with an ellipsis
(``${t("Archive")}…``) carry it. **What each action sends** is read from the same
source: the action's ``perform`` or the dialog's submit handler, the store method it
calls (``app/stores``; the base store's ``create``/``update``/``delete`` post
``/<endpoint>.create|update|delete`` with ``{...params, ...options}`` or ``{id,
...options}``) and ApiClient, which posts to ``/api`` with ``JSON.stringify(data)``
as the body (no body when there is no data): written here byte for byte (no spaces;
undefined fields dropped; ``Model.toAPI`` picks a document's eight ``@Field``s in
declaration order). Ids: a document ``DOC``, a trashed document ``OLD``, a collection
``COL``, a member ``USR`` (Jamie), a pending invite ``INV``, a star ``STAR``, a
subscription ``SUB`` and a pin ``PIN`` (each a UUID below).

Each action is labelled by what it does, not by what the policy says. Irreversible:
deleting a document from its delete dialog (its text: "will delete all of its history",
and it offers archiving instead "if you’d like the option of ... restoring"; the trash
keeps it for a while, but the app treats this as the destructive step), deleting a
document permanently ("cannot be undone"), emptying the trash, deleting a collection
("permanent and cannot be restored"), publishing a draft (the team sees it and is
notified), making a document public on the internet (a public link is created and
copied), sending invites and resending an invite (emails go out), and deleting a user
("This operation is unrecoverable"). Not irreversible: starring, subscribing, pinning
and their undoing, archiving (from its confirmation or from the delete dialog: the
archive lists it with Restore), restoring from the trash, suspending a user (the same
menu offers "Activate user"), renaming a user, adding another invite row, and every
control that only opens a dialog or a menu, and the Copy submenu (it copies the
document's link, text or Markdown; the Markdown is read with a POST that changes nothing)
("Delete…", "Permanently delete", "Suspend
user…", "Publish" on a draft without a collection opens the location picker). A
dialog's title may repeat its button's label: the tap is the button. Every screen is a
web page (``web: true``), and every action states its requests and, where it has one,
the JSON body (``{request, body}``).

    git clone https://github.com/outline/outline
    git -C outline checkout d77dcdf853868c5d5fe125c895c9b71f0eff5c68
    python tests/safety/heldout_v12/build.py outline

The corpus was built once, before any change to the policy, and is kept apart from the
pinned corpus and the other held-out corpora; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus

from web_corpus import JsonLookup, build

LANGUAGES = {"en": "en_US", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "de": "de_DE",
             "fr": "fr_FR", "es": "es_ES", "pt": "pt_BR", "ru": None}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v12.yaml")
API = "/api"
DOC = "4b7f6a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b"
OLD = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b"
COL = "2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f7a"
USR = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
INV = "5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a"
STAR = "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b"
SUB = "8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f"
PIN = "3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d"
VALUES = {"documentTitle": "Onboarding checklist", "documentName": "Onboarding checklist",
          "collectionName": "Handbook", "userName": "Jamie", "noun": "document"}  # fmt: skip
TITLE = "Onboarding checklist"
Act = tuple[str, bool, list[Any]]


def send(path: str, body: Any = None) -> Any:
    """One call of the app's ApiClient: a POST to ``/api`` plus the path, with the body
    ``JSON.stringify`` writes (none when the call passes no data)."""
    if body is None:
        return f"POST {API}/{path}"
    return {"request": f"POST {API}/{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def document_menu_screens(t: Any) -> list[dict[str, Any]]:
    """A document's menu (app/actions/definitions/documents.tsx, DocumentMenu) and its
    Copy submenu ("Copy as Markdown" reads the export with a POST, ``signedUrls`` one
    week in seconds; the others copy what the page holds)."""
    more = [{"menu": f"{t('Duplicate')}…"}, {"menu": t("Move")}, {"menu": f"{t('Archive')}…"},
            {"menu": f"{t('Delete')}…"}, {"menu": t("Print")}]  # fmt: skip
    menu = [{"menu": t("Star")}, {"menu": t("Subscribe")}, {"menu": t("Pin to home")}, *more]
    undo = [{"menu": t("Unstar")}, {"menu": t("Unsubscribe")}, {"menu": t("Unpin")}, *more]
    return [
        _entry("reversible", "document menu", {"title": TITLE, "dialog": {}, "items": menu}, [
            (t("Star"), False, [send("stars.create", {"documentId": DOC})]),
            (t("Subscribe"), False, [send("subscriptions.create", {
                "documentId": DOC, "event": "documents.update"})]),
            (t("Pin to home"), False, [send("pins.create", {"documentId": DOC})])]),
        _entry("opens-prompt", "document menu (dialogs)",
               {"title": TITLE, "dialog": {}, "items": menu}, [
            (f"{t('Archive')}…", False, []), (f"{t('Delete')}…", False, []),
            (f"{t('Duplicate')}…", False, []), (t("Move"), False, [])]),
        _entry("reversible", "document menu (starred, subscribed, pinned)",
               {"title": TITLE, "dialog": {}, "items": undo}, [
            (t("Unstar"), False, [send("stars.delete", {"id": STAR})]),
            (t("Unsubscribe"), False, [send("subscriptions.delete", {"id": SUB})]),
            (t("Unpin"), False, [send("pins.delete", {"id": PIN})])]),
        _entry("harmless", "document menu (copy)", {"title": TITLE, "dialog": {}, "items": [
            {"menu": t("Copy link")}, {"menu": t("Copy as Markdown")},
            {"menu": t("Copy as text")}]}, [
            (t("Copy as Markdown"), False, [send("documents.export", {
                "id": DOC, "signedUrls": 604800})]),
            (t("Copy as text"), False, []), (t("Copy link"), False, [])]),
    ]  # fmt: skip


def document_dialog_screens(t: Any) -> list[dict[str, Any]]:
    """The archive confirmation (ConfirmationDialog: its submit reads "Confirm"), the
    delete dialog (DocumentDelete.tsx), the trash (DocumentPermanentDelete.tsx,
    DeleteDocumentsInTrash.tsx) and publishing a draft (DocumentPublish.tsx)."""
    sure = t("I’m sure – Delete")
    delete_text = t("Are you sure about that? Deleting the <em>{{ documentTitle }}</em> "
                    "document will delete all of its history</em>.")  # fmt: skip
    permanent = t("Are you sure you want to permanently delete the <em>{{ documentTitle }}"
                  "</em> document? This action is immediate and cannot be undone.")  # fmt: skip
    empty = t("Are you sure you want to permanently delete all the documents in Trash? "
              "This action is immediate and cannot be undone.")  # fmt: skip
    draft = {"collectionId": COL, "title": TITLE, "icon": None, "color": None,
             "fullWidth": False, "preferences": None, "id": DOC, "publish": True}  # fmt: skip
    return [
        _entry("reversible", "archive confirmation", {"title": TITLE, "dialog": {
            "title": t("Are you sure you want to archive this document?"),
            "message": t("Archiving this document will remove it from the collection and "
                         "search results.")}, "items": [{"button": t("Confirm")}]},
               [(t("Confirm"), False, [send("documents.archive", {"id": DOC})])]),
        _entry("delete", "delete document dialog", {"title": TITLE, "dialog": {
            "title": t("Delete {{ documentName }}"), "message": delete_text}, "items": [
                {"button": t("Archive")}, {"button": sure}]},
               [(sure, True, [send("documents.delete", {"id": DOC})]),
                (t("Archive"), False, [send("documents.archive", {"id": DOC})])]),
        _entry("delete", "trashed document menu", {"title": t("Trash"), "dialog": {}, "items": [
            {"menu": t("Restore")}, {"menu": t("Permanently delete")}]},
               [(t("Restore"), False, [send("documents.restore", {"id": OLD})]),
                (t("Permanently delete"), False, [])]),
        _entry("delete", "permanently delete dialog", {"title": t("Trash"), "dialog": {
            "title": t("Permanently delete {{ documentName }}"), "message": permanent},
            "items": [{"button": sure}]},
               [(sure, True, [send("documents.delete", {"id": OLD, "permanent": True})])]),
        _entry("delete", "empty trash dialog", {"title": t("Trash"), "dialog": {
            "title": t("Permanently delete documents in trash"), "message": empty},
            "items": [{"button": sure}]}, [(sure, True, [send("documents.empty_trash")])]),
        _entry("publish", "publish draft dialog", {"title": TITLE, "dialog": {
            "title": t("Publish document")}, "items": [
                {"text": t("Select a location to publish")}, {"row": "Handbook"},
                {"button": t("Publish")}]},
               [(t("Publish"), True, [send("documents.update", draft)])]),
        _entry("opens-prompt", "draft header", {"title": TITLE, "items": [
            {"field": "title", "text": TITLE}, {"button": t("Share")},
            {"button": t("Publish")}]}, [(t("Publish"), False, [])]),
    ]  # fmt: skip


def sharing_screens(t: Any) -> list[dict[str, Any]]:
    """The share popover's public access (PublicAccess.tsx) and the workspace invite
    dialog (Invite.tsx, UsersStore.invite)."""
    invite = {"invites": [{"email": "jamie@example.org", "name": "Jamie", "role": "member"}]}
    return [
        _entry("share", "share popover", {"title": TITLE, "dialog": {}, "items": [
            {"text": t("Publish to web")}, {"text": t("Allow anyone with the link to access")},
            {"switch": t("Publish to internet")}]},
               [(t("Publish to internet"), True, [send("shares.create", {
                   "type": "document", "documentId": DOC, "published": True})])]),
        _entry("invite", "invite dialog", {"title": t("Members"), "dialog": {
            "title": t("Invite to workspace")}, "items": [
                {"text": t("Invite as")}, {"radio": t("Editor")},
                {"field": "email", "hint": t("Email"), "text": "jamie@example.org"},
                {"field": "name", "hint": t("Name"), "text": "Jamie"},
                {"button": t("Add another")}, {"button": t("Send Invites")}]},
               [(t("Send Invites"), True, [send("users.invite", invite)]),
                (t("Add another"), False, [])]),
        _entry("opens-prompt", "account menu", {"title": TITLE, "dialog": {}, "items": [
            {"menu": f"{t('Invite people')}…"}, {"menu": t("Settings")}]},
               [(f"{t('Invite people')}…", False, [])]),
    ]  # fmt: skip


def member_screens(t: Any) -> list[dict[str, Any]]:
    """A member's menu (app/actions/definitions/users.tsx), its dialogs (UserDialogs.tsx)
    and deleting a collection (CollectionDeleteDialog.tsx)."""
    menu = [{"menu": t("Change name")}, {"menu": f"{t('Suspend user')}…"},
            {"menu": f"{t('Delete user')}…"}]  # fmt: skip
    suspend = t("Are you sure you want to suspend {{ userName }}? Suspended users will be "
                "prevented from logging in.")  # fmt: skip
    delete = t("Are you sure you want to permanently delete {{ userName }}? This operation is "
               "unrecoverable. Any API keys, webhooks, and integrations they created will stop "
               "working — consider suspending the user instead.")  # fmt: skip
    collection = t("Are you sure about that? Deleting the <em>{{collectionName}}</em> "
                   "collection is permanent and cannot be restored, however all published "
                   "documents within will be moved to the trash.")  # fmt: skip
    return [
        _entry("opens-prompt", "member menu", {"title": t("Members"), "dialog": {},
                                               "items": menu},
               [(f"{t('Suspend user')}…", False, []), (f"{t('Delete user')}…", False, []),
                (t("Change name"), False, [])]),
        _entry("reversible", "suspend user dialog", {"title": t("Members"), "dialog": {
            "title": t("Suspend user"), "message": suspend}, "items": [{"button": t("Confirm")}]},
               [(t("Confirm"), False, [send("users.suspend", {"id": USR})])]),
        _entry("delete-account", "delete user dialog", {"title": t("Members"), "dialog": {
            "title": t("Delete user"), "message": delete},
            "items": [{"button": t("I understand, delete")}]},
               [(t("I understand, delete"), True, [send("users.delete", {"id": USR})])]),
        _entry("reversible", "change name dialog", {"title": t("Members"), "dialog": {
            "title": t("Change name")}, "items": [
                {"field": "name", "hint": t("New name"), "text": "Jamie Lee", "focused": True},
                {"button": t("Save")}]},
               [(t("Save"), False, [send("users.update", {"name": "Jamie Lee", "id": USR})])]),
        _entry("invite", "pending invite menu", {"title": t("Members"), "dialog": {}, "items": [
            {"menu": t("Resend invite")}, {"menu": f"{t('Revoke invite')}…"}]},
               [(t("Resend invite"), True, [send("users.resendInvite", {"id": INV})])]),
        _entry("delete", "delete collection dialog", {"title": "Handbook", "dialog": {
            "title": t("Delete collection"), "message": collection},
            "items": [{"button": t("I’m sure – Delete")}]},
               [(t("I’m sure – Delete"), True, [send("collections.delete", {"id": COL})])]),
    ]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"outline {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def _table(folder: Path, locale: str | None) -> dict[str, str]:
    if locale is None:
        return {}
    return json.loads((folder / locale / "translation.json").read_text(encoding="utf-8"))


def main(checkout: str) -> int:
    folder = Path(checkout) / "shared" / "i18n" / "locales"
    english = _table(folder, "en_US")

    def lookup(lang: str) -> JsonLookup:
        return JsonLookup(_table(folder, LANGUAGES[lang]), english, VALUES, tags=True)

    def screens(t: JsonLookup, lang: str) -> list[dict[str, Any]]:
        return [*document_menu_screens(t), *document_dialog_screens(t),
                *sharing_screens(t), *member_screens(t)]  # fmt: skip

    # A dialog's title is no item of the screen: only its message counts as a text.
    return build(OUT, Path(__file__), LANGUAGES, lookup, screens, dialog_texts=("message",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
