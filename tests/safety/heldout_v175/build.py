"""Builds the hundred-and-seventy-fifth held-out corpus (``heldout_v175.yaml``) from a real web
app's source.

The source is FreeScout (github.com/freescout-helpdesk/freescout), a self-hosted help desk in
Laravel whose pages are rendered on the server (Blade) and driven by jQuery, at commit
7c3e57aa57b47e6c5127575cdb2792f42da597db ("Merge branch 'master' of
github.com:freescout-helpdesk/freescout into dist", 19 Jun 2024). Read: ``routes/web.php``;
the controllers ``ConversationsController`` (``ajax``: conversation_change_user and _status,
send_reply, discard_draft, load_draft, star_conversation, delete_conversation,
delete_conversation_forever, restore_conversation, load_edit_thread, save_edit_thread,
delete_thread, the bulk_ actions, empty_folder, conversation_move, conversation_merge,
follow/unfollow, merge_search, retry_send; ``ajaxHtml``), ``MailboxesController`` (``ajax``:
send_test, delete_mailbox, mute; the settings, connection, auto reply and permissions saves),
``UsersController`` (``ajax``: send_invite, reset_password, web_notifications,
mark_notifications_as_read, delete_photo, delete_user; createSave, profileSave, passwordSave,
notificationsSave), ``CustomersController::updateSave``; ``app/Thread.php``
(``deleteThread``: a hard delete), ``app/Conversation.php`` (statuses); the views
``conversations/view``, ``editor_bottom_toolbar``, ``partials/thread``,
``partials/bulk_actions``, ``ajax_html/merge_conv`` and ``move_conv``, ``mailboxes/view``,
``sidebar_menu_view``, ``settings_menu``, ``update``, ``connection``, ``auto_reply``,
``permissions``, ``users/create``, ``profile``, ``password``, ``notifications``,
``customers/partials/edit_form``, ``layouts/app`` (the Manage, notifications and account
menus, the logout form) and ``js/vars.blade.php`` (the strings main.js shows);
``public/js/main.js`` (fsAjax, initConversation, initReplyForm, showNoteForm,
showForwardForm, loadAttachments, followConversation, discardDraft, editDraft, editThread,
deleteThread, saveThreadEdit, starConversationInit, converstationBulkActionsInit,
initMailboxToolbar, initMoveConv, initMergeConv, initMuteMailbox, deleteMailboxModal,
mailboxConnectionInit, userProfileInit, webNotificationsInit, triggerModal).

**Screens** (41 a language): the conversation page's toolbar, its More Actions menu, the
assignee and status dropdowns, the delete modal, a deleted conversation's toolbar and its
Delete Forever modal, the reply, note and forward forms, the discard modal of a saved draft,
a note's and a customer message's thread menus, the note editor, a failed reply, the merge
and move modals; a folder with conversations selected and its bulk assignee, status and
delete controls (in a folder and in Trash), the Trash folder and its Empty Trash modal, the
Spam folder's Delete All modal, the mailbox settings menu, the edit mailbox page and its
delete modal, the outgoing connection, auto reply and permissions pages; the new user form,
another user's profile (also before the invite was accepted) and its reset password, delete
photo and delete user modals, the password page, the notifications and account menus, a
customer's edit form. The app's confirmations are
Bootstrap modals of the page (showModalDialog), never the browser's ``confirm()``: they are
dialog screens with the app's own buttons (the reset password modal's OK is a literal
``OK`` in main.js, in every language). A dropdown is a popup over its page. Icon-only
controls are named by their ``title``/``aria-label``; the send button's chevron, which has
none, is ``⌄`` (described by its class; not tapped); the delete user modal's red button holds only a
check-mark glyph and is ``✓`` (described by its class ``button-delete-user``), the label
the case taps being that description. Saved replies, workflows and customer deletion are
modules, not in this source: not in the corpus.

**Strings** are ``resources/lang/<lang>.json`` for zh-CN, ja, ko, de, fr, es, pt-BR and ru,
keyed by the English text (English has no file: the key is its text), read as Laravel's
``__()`` does (``:name`` placeholders filled); main.js's ``Lang.get('messages.*')`` strings
are those of ``js/vars.blade.php``, the same catalogue's. A string a catalogue lacks shows in
English (the build prints such keys per language): only ``Clone Conversation`` (an entry of
the customer message's menu, not tapped) is missing, from ja, ko and ru. Names of people, mailboxes,
conversations and typed texts are the same in every language.

**What each action sends**, read from the code; ids are made up (conversation 42, number
1187, in mailbox 1's Unassigned folder 7; Trash 9, Spam 10; user 1 is the admin, 3 Bob Lee;
customer 15; threads: message 301, note 302, failed reply 303, draft 304), the CSRF token
made up. fsAjax posts with jQuery (``$.param`` urlencoding, arrays as ``name%5B%5D``; the
token in the ``X-CSRF-TOKEN`` header) and adds the page's ``folder_id`` query to a
``/conversation/`` URL: from the conversation page (``/conversation/42?folder_id=7``) ``POST
/conversation/ajax?folder_id=7``, from a folder's page (``/mailbox/1/7``) ``POST
/conversation/ajax``, each with ``action=...`` and its fields as main.js orders them. The
reply, note and forward forms send ``form.serialize()`` plus ``action=send_reply`` (the
form's ``_token``, hidden fields, To, body, then the bottom toolbar's status, user_id and
after_send; a note has ``is_note=1``, a forward ``subtype=1`` and ``to_email[]``). A
``data-trigger="modal"`` link (Merge, Move, Show Original, View log) loads
its href by XMLHttpRequest (``GET /conversation/ajax-html/<action>?...``, the request's
query first as ``route()`` writes it). Forward first posts ``load_attachments``. HTML form
posts (``via: form``, ``_token`` first, the fields shortened to the main ones): the mailbox
settings, connection, auto reply and permissions pages, the new user wizard, the profile and
password pages, the customer form, and Log Out (``POST /logout``, the hidden logout form
main.js submits). Page loads (``via: link``): Older and the settings menu's Edit Mailbox.
Opening a dropdown, a modal or a form (Delete, Discard, Empty Trash, Delete mailbox, Reset
password, Delete user) and Cancel send nothing.

Each action is labelled by what it does, not by its words. **send** (irreversible): Send
Reply (an e-mail to the customer; judgement call: the app can hold it a few seconds for an
undo, but once the delay passes it is delivered, and the control commits it), Forward (an
e-mail to a third party), Retry on a failed reply (its queued e-mail job re-run), Send Test
(a test e-mail to the address typed), Create User with Send an invite email checked, Send
invite email, and OK on Reset this User's password? (a reset link mailed to that user).
**delete** (irreversible): Delete in the Delete Forever modal (deleteForever), the Empty Trash and
Delete All modals' Delete (empty_folder deletes every conversation of the folder forever), the bulk
Delete in Trash (there bulk_delete_conversation deletes forever), a note's Delete (judgement
call: no confirmation, and deleteThread removes the row and its attachments), Delete photo
(the file removed), Merge (judgement call: the modal itself says merged conversations cannot
be unmerged), Delete Mailbox (conversations, threads and folders deleted).
**delete-user** (irreversible): the delete user modal's button (the account deleted, its
conversations reassigned). **Harmless:** Delete of a conversation and the bulk Delete outside
Trash (delete_conversation and bulk_delete_conversation move it to Trash, Restore brings it
back), Restore, assignee, status (Spam included: Not Spam undoes it), follow, star, move to
another mailbox (moved back the same way), Add Note (judgement call: an internal note,
editable and deletable; the teammates' notifications it may trigger are the app's own
alerts), editing a note (judgement call: the original is kept and can be shown), Yes on
discarding a saved draft (judgement call: the user's own unsent text, the Discard of its
editor), merge search, mute notifications, every settings page's Save (settings that can be
set back; judgement call: the permissions Save and enabling Auto Reply likewise, since they
are switched back on the same page), saving a profile, a password or a customer, marking
notifications read, Log Out, and every control that only loads a page or a modal. Every
screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/freescout-helpdesk/freescout freescout
    git -C freescout checkout 7c3e57aa57b47e6c5127575cdb2792f42da597db
    python tests/safety/heldout_v175/build.py freescout

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from freescout import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v175.yaml")


class Lookup:
    """``t(text, **values)`` as Laravel's ``__()`` with a JSON catalogue: the language's
    translation of the English text, English where it has none (``fallbacks``);
    ``:name`` placeholders filled, tags dropped and entities decoded as the page shows."""

    def __init__(self, root: Path, lang: str) -> None:
        path = root / f"{lang}.json"
        self.table: dict[str, str] = {}
        if lang != "en":
            self.table = json.loads(path.read_text(encoding="utf-8"))
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, **values: str) -> str:
        out = self.table.get(text) or ""
        if not out:
            self.fallbacks.add(text)
            out = text
        for name, value in sorted(values.items(), key=lambda kv: -len(kv[0])):
            out = out.replace(f":{name}", value)
        return html.unescape(re.sub(r"<[^>]+>", "", out)).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "resources" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
