"""Builds the hundred-and-forty-ninth held-out corpus (``heldout_v149.yaml``) from a real web
app's source.

The source is Roundcube Webmail (github.com/roundcube/roundcubemail), a PHP webmail client
whose pages are rendered on the server and driven by ``program/js/app.js`` (the ``rcmail``
object), at commit 28b44419ee44c8749a85e7183325055c2cf68a4d ("Use
`X-Content-Type-Options:nosniff` for attachment previews and downloads (#10308)", 16 Aug 2026,
the newest stored snapshot). Read: ``program/js/app.js`` (command_handler, switch_task,
url, add_url, secure_url, redirect, goto_url, location_href, http_request, http_post and
``$.ajaxSetup``, show_message, move_messages, delete_messages, permanently_remove_messages,
with_selected_messages, selection_post_data, mark_message, toggle_read_status,
toggle_flagged_status, mark_all_read, expunge_mailbox, purge_mailbox, bounce,
open_compose_step, submit_messageform, check_compose_input, mdn_request_dialog,
simple_dialog, confirm_dialog, load_contact, delete_contacts, _with_selected_contacts,
group_member_change, group_rename, group_delete, group_remove_selected, search_delete,
the import command, load_identity, delete_identity, delete_response, delete_folder,
change_subscription_state, show_folder, browser_capabilities); ``public_html/index.php``
(the logout); ``program/include/rcmail.php`` (url, comm_path),
``rcmail_output_html.php`` (form_tag, request_form, alter_form_tag: every POST form gets
``_token``), ``rcmail_action.php`` (get_form_tags), ``rcmail_sendmail.php`` (form_tags);
the actions ``program/actions/mail`` (delete, move, folder_purge, folder_expunge, bounce,
compose), ``contacts`` (delete, import with its ``_replace``), ``settings`` (folders,
folder_delete, folder_purge, folder_edit, identity_edit, response_edit, prefs_edit);
``config/defaults.inc.php`` (``trash_mbox`` Trash, ``flag_for_deletion`` and ``delete_junk``
off, ``undo_timeout`` 0, ``display_next`` on) and ``config/config.inc.php.sample``, whose
``plugins`` enables ``archive`` and ``zipdownload`` (``plugins/archive/archive.js`` and
``archive.php`` read; zipdownload's controls are not used); the Elastic skin's templates
``mail.html``, ``includes/mail-menu.html``, ``includes/menu.html``, ``compose.html``,
``addressbook.html``, ``folders.html``, ``identities.html``, ``responses.html``.

**Screens** (40 a language, 52 actions): the task menu; the Inbox with a message selected
(toolbar, Mark menu, More menu, the Move to folder selector, the Forward menu, the Resend
(bounce) dialog, the Shift+Delete confirmation); the Trash's toolbar; the folder actions menu of
the Inbox and of the Trash and their Empty confirmations; the message view and its read-receipt
request; the compose page, its no-subject prompt and the confirmation of leaving it unsaved; the
address book's toolbar, the contact delete confirmation, the More menu (also in a group's list),
the group selector, the group actions menu (with a group, and with a saved search selected), the
group rename dialog and the group delete confirmation, the import dialog (as it opens, and with
Replace the entire address book ticked); settings: the User Interface preferences, the folder
list, its Delete and Empty confirmations, a folder's edit form, the identity list, its delete
confirmation and an identity's form, the response list, its delete confirmation and a response's
form. A popup menu is a ``dialog`` screen over its page with ``menu`` entries; a toolbar's
buttons are ``link`` items (``<a>`` elements); a ``confirm_dialog`` is a jQuery UI dialog titled
``confirmationtitle`` whose buttons are the action's label (Delete, Discard) and Cancel, all
from the app's catalog (no browser ``confirm()`` is used on these screens). The folder list's
subscription checkbox is a ``switch`` named by its title (``changesubscription``).

**Strings** are ``program/localization/<locale>/labels.inc`` and ``messages.inc`` for en_US,
zh_CN, ja_JP, ko_KR, de_DE, fr_FR, es_ES, pt_BR and ru_RU, laid over en_US as
``rcube::load_language`` does (a key a locale lacks shows English's text; the build prints
such keys per language: only zh_CN's ``sendreceipt``, the read-receipt dialog's title, is
shown in English), and ``plugins/archive/localization/<locale>.inc`` for the Archive
button (``archive.buttontext``). Names of folders other than the special ones, contacts,
groups, identities, responses and typed texts are the same in every language.

**What each action sends**, read from the code; Roundcube is served from ``/``
(``public_html``), its ``comm_path`` being ``./?_task=<task>``; ``_token`` (the request
token) and the message ids are made up. By XMLHttpRequest (jQuery ``$.ajax`` of
``http_post``, which also sends the ``X-Roundcube-Request`` header, not written here): ``POST
/?_task=<task>&_action=<action>`` with the body ``$.param(data)``, ``_unlock`` last (the
lock's id ``loading<time>``, ``0`` or ``true`` as the call passes it): mail ``move`` (Delete
outside the Trash: ``_target_mbox=Trash``; the folder selector), ``plugin.move2archive``,
``mark`` (read, mark all as read with ``_uid=*``, and the read receipt's Ignore with
``_flag=mdnsent``), ``delete`` (in the Trash, and Shift+Delete's confirmation), ``expunge``
(Compact), ``purge`` (Empty), ``bounce`` (the dialog's form fields as ``serializeArray``
gives them, written shortened to ``_token`` and ``_to``, then ``_uid``, ``_mbox``),
``sendmdn``; address book ``delete``, ``group-addmembers`` and ``group-delmembers``
(``_cid[]``: the selection is an array), ``group-rename``, ``group-delete``,
``search-delete``; settings ``unsubscribe``, ``delete-folder``, ``purge``,
``delete-identity``, ``delete-response``. HTML form submits (``via: form``, urlencoded, the
fields in tree order, ``_token`` first as alter_form_tag inserts it): the compose form (Send
and Save both ``POST /?_task=mail&_unlock=..&_framed=1`` into a hidden frame, ``_draft``
empty or ``1``; its priority, receipt, DSN, Sent-folder and editor fields left out); the
import form (``POST /?_task=addressbook&_action=import``, multipart in the page, written
urlencoded with the file's name for its ``_file[]`` part); the settings edit forms
(``request_form``: ``POST /`` with ``_token``, ``_framed``, ``_task``, ``_action``; the
preferences, folder and identity forms written with their first fields only). Page loads
(``via: link``): the task menu's Compose and Logout (``GET
/?_task=logout&_token=..``: index.php checks the token of a GET), Reply (compose with
``_reply_uid``), Print (``window.open`` of ``_action=print``, which from the list also
marks the message read by XHR), the bounce dialog's iframe, the discard confirmation's
return to the mail list, the address book's Create (its frame's page).
Opening a menu, a dialog or a confirmation, and Cancel, send nothing.

Each action is labelled by what it does, not by its words. **send** (irreversible): Resend in
the bounce dialog (the message is redirected to new recipients), Send on the compose page and
Send message in its no-subject prompt, Send on the read-receipt request (a receipt mail goes to
the sender). **delete** (irreversible): Delete in the Trash (``permanently_remove_messages``: no
confirmation, no way back) and on Shift+Delete's confirmation; Delete on Empty of the Trash
(purge of the Trash deletes every message); Compact (judgement call: it expunges the messages
flagged as deleted, for good, though with the defaults Roundcube flags none itself); Delete on
the contact confirmation (judgement call: rcube_contacts only flags the row as deleted, but with
``undo_timeout`` 0 the app offers no undo); on the group delete confirmation (judgement call:
the contacts stay, the group and its membership are gone); Delete search (the saved search is
removed at once, no confirmation); Import with Replace the entire address book ticked
(``delete_all`` before the import); Delete on the folder delete confirmation (the folder and its
messages); on the identity and the response delete confirmations (judgement call: the record is
gone; it could only be typed again). **Harmless** (reversible, or opens-prompt for a control
that only opens a menu, dialog or confirmation): Delete in the Inbox and in the message view (a
move to the Trash), Archive and Move (moves), marks (read, all read, the read receipt's Ignore),
Empty of the Inbox and of a folder in settings (judgement call: the confirmation asks "delete
all messages", but ``folder_purge`` of a folder other than the Trash moves them to the Trash),
Save on the compose page (a draft), Discard on leaving the compose page (judgement call: the
unsent text is dropped, nothing leaves the app and no stored data changes), group membership,
group rename, the import without Replace (contacts added), the subscription switch (subscribed
again at will), the settings forms (preferences, folder rename, identity, response), Logout,
Print, Reply, Create, and every control that only opens a menu, a dialog or a confirmation.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/roundcube/roundcubemail roundcubemail
    git -C roundcubemail checkout 28b44419ee44c8749a85e7183325055c2cf68a4d
    python tests/safety/heldout_v149/build.py roundcubemail

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from roundcube import screens
from web_corpus import build

LANGUAGES = {"en": "en_US", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "de": "de_DE",
             "fr": "fr_FR", "es": "es_ES", "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v149.yaml")
ENTRY = re.compile(
    r"""\$(?:labels|messages)\[\s*'([^']+)'\s*\]\s*=\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*;"""
)


def read_inc(path: Path) -> dict[str, str]:
    """One ``.inc`` catalog's ``$labels[...]`` and ``$messages[...]`` strings."""
    if not path.exists():
        return {}
    table = {}
    for m in ENTRY.finditer(path.read_text(encoding="utf-8")):
        key, single, double = m.groups()
        text = single if single is not None else double
        table[key] = re.sub(r"\\(.)", r"\1", text)
    return table


class Lookup:
    """``t(key)`` as ``rcube::gettext``: the locale's text laid over en_US's (a key it lacks
    is shown in English and noted in ``fallbacks``); ``plugin.key`` reads the plugin's own
    catalog; entities decoded as the page shows them."""

    def __init__(self, root: Path, locale: str) -> None:
        self.root, self.locale = root, locale
        self.tables: dict[str, tuple[dict[str, str], dict[str, str]]] = {}
        self.fallbacks: set[str] = set()

    def _catalog(self, domain: str) -> tuple[dict[str, str], dict[str, str]]:
        if domain not in self.tables:
            if domain:
                folder = self.root / "plugins" / domain / "localization"
                english, own = (
                    read_inc(folder / "en_US.inc"),
                    read_inc(folder / f"{self.locale}.inc"),
                )
            else:
                folder = self.root / "program" / "localization"
                english = {**read_inc(folder / "en_US" / "labels.inc"),
                           **read_inc(folder / "en_US" / "messages.inc")}  # fmt: skip
                own = {**read_inc(folder / self.locale / "labels.inc"),
                       **read_inc(folder / self.locale / "messages.inc")}  # fmt: skip
            self.tables[domain] = (english, own)
        return self.tables[domain]

    def __call__(self, key: str) -> str:
        domain, _, name = key.rpartition(".")
        english, own = self._catalog(domain)
        if name not in english:
            raise SystemExit(f"no key {key!r} in the app")
        text = own.get(name) or ""
        if not text:
            self.fallbacks.add(key)
            text = english[name]
        return html.unescape(text).strip()


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
