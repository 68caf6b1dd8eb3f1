"""Builds the hundred-and-thirty-fifth held-out corpus (``heldout_v135.yaml``) from a real web
app's source.

The source is Planka (github.com/plankanban/planka), a self-hosted kanban board (projects,
boards, lists, cards, comments, tasks, attachments, labels, members; an admin area for users,
SMTP and webhooks), at commit a8dcd7cef3ee8d19ad05b8c734ac43f3103489e8 ("chore: Remove global
npm update step from build workflow", 18 Apr 2026, version 2.1.1): its React client
(``client/src``) and, for what the server does with each request, its Sails server
(``server/config/routes.js``, ``server/api/controllers`` and ``server/api/helpers``). Read: the
transports ``client/src/api/socket.js`` (sails.io.js over socket.io) and ``api/http.js``
(fetch with a FormData body), the API modules ``client/src/api/*.js`` (which call goes by which
transport, to which path), the sagas ``client/src/sagas/core/services`` (cards, lists, boards,
projects, board-memberships, project-managers, comments, tasks, task-lists, attachments, labels,
users, webhooks, notifications, config, background-images, activities, router, core) and the
start-up requests ``sagas/core/requests/core.js``; the components ``common/ConfirmationStep``,
``cards/CardActionsStep``, ``cards/ArchiveCardsStep``, ``lists/List/ActionsStep``,
``boards/BoardActions/RightSide/ActionsStep``, ``boards/Board/EndlessContent``,
``activities/BoardActivitiesModal``, ``boards/BoardSettingsModal/GeneralPane``,
``board-memberships/BoardMemberships`` (ActionsStep, SelectPermissionsStep),
``comments/Comments`` (Add, Item, Edit), ``task-lists/TaskList/Task/ActionsStep``,
``cards/CardModal/TaskLists/EditStep``, ``attachments/Attachments/EditStep``,
``labels/LabelsStep/EditStep``, ``projects/ProjectSettingsModal`` (GeneralPane, ManagersPane,
BackgroundPane/Image), ``project-managers/ProjectManagers/ActionsStep``,
``notifications/NotificationsStep``, ``users/UserActionsStep``, ``users/UserSettingsModal``
(AccountPane), ``users/EditUserPasswordStep``, ``common/AdministrationModal`` (UsersPane:
ActionsStep, ApiKeyStep; SmtpPane; WebhooksPane) and ``webhooks/Webhooks``; and on the server
``helpers/lists/delete-one.js`` and ``clear-one.js``, ``helpers/comments/create-one.js``,
``helpers/users/update-one.js`` and ``delete-one.js``, ``controllers/config/test-smtp.js``.

**Screens** (58 a language, 65 actions) are the app as a phone's browser shows it. Planka's
actions live in popups (``Popup`` steps): a menu step, and a ConfirmationStep whose header
repeats the action's name, a sentence and one button (with a field to type the name in for a
board, a user and a custom field group). The corpus writes every confirmation as a dialog with
its sentence and its items; the header is left out, since in several languages it is the
button's own word (a tapped label must name one item). The screens: a card's actions popup on
the board (its action bar's Copy, Cut, Archive, Delete), the delete-card and archive-card
questions, the card's duplicate and members steps, a trashed card's popup and its
delete-forever question; the board's actions menu (on the board and in the trash) and the
empty-trash question; a list's actions popup, the delete-list and archive-cards questions; the
card's comments (the new comment form, a comment's Edit and Delete, the edit form and the
delete question); the delete-task and delete-task-list questions; an attachment's edit step and
its delete question; a label's edit step and its delete question; the labels step; a board
member's popup, the remove-member question, the permissions step, the current user's member
popup and the leave-board question; the board settings' danger zone and the delete-board
question; the project settings (display, danger zone, delete question), the managers pane and
its make-shared question, a manager's popup, the remove-manager and leave-project questions, a
background image's delete question; the project page's board tabs and the board activity entry;
the notifications popup; the user menu; the account pane and the password step; the
administration's user popup (an active and a deactivated user), the deactivate, activate and
delete-user questions, the admin's password step for another user, the API key step (with and
without a key) and its regenerate and delete questions; the SMTP pane; the webhooks pane, a
webhook and its delete question. Icon-only buttons with no name (a notification's dismiss, a
notification service's test and delete) are left out.

**Strings** are the client's catalogues ``client/src/locales/<locale>/core.js`` (a JavaScript
module whose ``translation`` object the build reads as data) for en-US, zh-CN, ja-JP, ko-KR,
de-DE, fr-FR, es-ES, pt-BR and ru-RU. i18next is called as ``t(key, {context: 'title'})``: a
language's ``key_title``, else its ``key``, else English's (en-US is the fallback language);
the build prints the keys a language showed in English. Every one of the eight catalogues holds
every key the corpus uses, so none falls back; the words spelled as in English (SMTP, URL,
Webhooks, Host, Port, Editor...) are the catalogues' own. ``{{name}}`` is filled in and the
``<Trans>`` tags (``<0>``...) and ``<br />`` are dropped. Names of projects, boards, lists,
cards, users, typed texts and dates are the same in every language.

**What each action sends**, read from the code. Almost every request goes by the sails.io.js
socket (``api/socket.js``: ``socket.request({method, url: '/api' + url, data})`` over a
socket.io connection whose transports are sails' default ``['websocket']``, so ``via:
websocket``), with the JSON ``data`` as its body; only the
bootstrap, the terms, the access tokens and the uploads use ``fetch`` (``api/http.js``). Reads
are stated where a tap causes them: a board tab whose board is not loaded yet fetches ``GET
/api/boards/<id>?subscribe=true`` (router saga); the board menu's Actions opens the activity
modal, which fetches ``GET /api/boards/<id>/actions``; its Trash shows the trash list, whose
endless view fetches ``GET /api/lists/<trash>/cards``. The users, the SMTP config, the webhooks
and the notifications are fetched once at start-up (``requests/core.js``), so the
administration, the notifications popup and the settings open with no request. Writes: the
card's Delete (not in the trash) is ``moveCardToTrash``, ``PATCH /api/cards/<id>`` with the
trash list's id, and Archive the same with the archive list's (neither list is finite, so no
position); Duplicate card ``POST /api/cards/<id>/duplicate`` with the new position; a member
ticked in the members step ``POST /api/cards/<id>/card-memberships``; a label ticked ``POST
/api/cards/<id>/card-labels``; Restore to a list ``PATCH /api/cards/<id>`` with the list and the
position at its end; Delete card forever ``DELETE /api/cards/<id>``; Empty trash ``POST
/api/lists/<trash>/clear``; Delete list ``DELETE /api/lists/<id>``; Archive cards ``POST
/api/lists/<id>/move-cards`` with the archive list; Add comment ``POST
/api/cards/<id>/comments``; a comment's Save ``PATCH /api/comments/<id>`` and Delete comment
``DELETE /api/comments/<id>``; Delete task, task list, attachment, label ``DELETE`` of each; an
attachment's and a label's Save ``PATCH``; Subscribe ``PATCH /api/boards/<id>`` with
``isSubscribed``; Remove member and Leave board ``DELETE /api/board-memberships/<id>``; the
permissions' Save ``PATCH /api/board-memberships/<id>``; Delete board ``DELETE
/api/boards/<id>``; Hide from project list ``PATCH /api/projects/<id>`` with ``isHidden``; Make
project shared ``PATCH /api/projects/<id>`` with ``ownerProjectManagerId: null``; Delete project
``DELETE /api/projects/<id>``; Remove manager and Leave project ``DELETE
/api/project-managers/<id>``; Delete background image ``DELETE /api/background-images/<id>``;
Dismiss all ``POST /api/notifications/read-all``; Log out ``DELETE /api/access-tokens/me`` by
fetch (no body); the password's Save ``PATCH /api/users/<id>/password`` (the user's own with
``currentPassword``; an admin's for another user without it); Deactivate and Activate user
``PATCH /api/users/<id>`` with ``isDeactivated``; Delete user ``DELETE /api/users/<id>``;
Create and Regenerate API key ``POST /api/users/<id>/api-key``; Delete API key ``PATCH
/api/users/<id>`` with ``apiKey: null``; the SMTP Save ``PATCH /api/config`` and Send test
email ``POST /api/config/test-smtp``; Add webhook ``POST /api/webhooks`` (events joined by
commas, empty ones null); a webhook's Delete webhook ``DELETE /api/webhooks/<id>``. Controls
that open a popup, a step or a modal, Copy and Cut (a clipboard in the client's store), Show
cards with this user (a filter of the loaded cards) and Edit (an inline form) send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete card
forever (the row and its tasks, attachments and comments go; filed as delete); Empty trash
(``lists/clear`` destroys every card in the trash); Delete list (judgement call: its cards go to
the trash and can be restored, but the list itself, its name, colour, type and place, is deleted
with no undo; filed as delete); Add comment (judgement call: ``comments/create-one`` notifies
the card's subscribers and the users it mentions, in the app and through the board's
notification services, by e-mail or chat; what was sent cannot be called back even if the
comment is deleted; filed as send); Delete comment, task, task list, attachment, label (the
label is taken off every card), background image and webhook, Delete board (its lists and cards
go with it) and Delete project, each delete; Remove member and Remove manager (filed as
remove-member: the user loses the board or the project at once and only a manager can add them
again); Leave board and Leave project (filed as leave); Deactivate user (judgement call:
``users/update-one`` broadcasts a logout and drops every socket of the user, who cannot sign in
until an admin activates the account; filed as revoke); Delete user (filed as delete-user);
the admin's Save of another user's password (judgement call: the user's own password stops
working and every session is logged out; filed as reset-password); Regenerate API key and
Delete API key (the old key stops working for every client holding it; filed as revoke).
**Harmless:** the card's Delete and Archive (judgement call: Planka's delete moves the card to
the board's trash, from which Restore brings it back; the question says only "delete this
card"), Duplicate card, members and labels ticked, Restore, Archive cards (the closed list's
cards go to the archive and come back), a comment's and the other edits' Save, Subscribe, the
permissions' Save, Hide from project list, Make project shared (judgement call: a private project
becomes a team one that other managers can be added to; nothing is visible to anyone yet, and
Make project private turns it back), Dismiss all (judgement call: the notifications are marked
read, nothing is deleted), Log out, the user's own password (they know the old one), Activate
user, Create API key (a new key, deleted again), the SMTP Save, Send test email (judgement call:
the server sends one test message to the admin's own address and shows its log; nobody else
receives anything), Add webhook (a new hook, deleted again), the reads, and every control that
only opens, copies, filters or closes. Every screen is a web page (``web: true``) and every
action states its requests and bodies.

    git clone https://github.com/plankanban/planka planka
    git -C planka checkout a8dcd7cef3ee8d19ad05b8c734ac43f3103489e8
    python tests/safety/heldout_v135/build.py planka

The corpus was built once, from these sources alone and without reading the safety policy, its
term lists or any corpus's measured figures; it was measured once after it was final, and
nothing in it or in the policy was changed after that measurement.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from planka import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v135.yaml")
TOKEN = re.compile(
    r"""\s+|//[^\n]*|/\*.*?\*/|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*|[{}:,]""",
    re.S,
)


def tokens(source: str) -> list[str]:
    """The tokens of a catalogue module: strings, names and ``{ } : ,`` (no spaces or
    comments)."""
    found, at = [], 0
    while at < len(source):
        match = TOKEN.match(source, at)
        if not match:
            at += 1  # import lines' ``;``, ``.`` and ``/`` play no part in the object
            continue
        text, at = match.group(0), match.end()
        if not (text.isspace() or text.startswith(("//", "/*"))):
            found.append(text)
    return found


def unquote(text: str) -> str:
    """A JavaScript string literal's text."""
    body = text[1:-1]
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def read_object(items: list[str], at: int) -> tuple[dict[str, Any], int]:
    """The object literal starting at ``items[at]`` (a ``{``) and the index after it."""
    table: dict[str, Any] = {}
    at += 1
    while items[at] != "}":
        key = items[at]
        key = unquote(key) if key[0] in "'\"" else key
        assert items[at + 1] == ":", (key, items[at + 1])
        value = items[at + 2]
        if value == "{":
            table[key], at = read_object(items, at + 2)
        else:
            table[key], at = (unquote(value) if value[0] in "'\"" else value), at + 3
        if items[at] == ",":
            at += 1
    return table, at + 1


def catalogue(repo: Path, locale: str) -> dict[str, str]:
    """The ``translation`` object of ``locales/<locale>/core.js``, flattened to dotted keys."""
    source = (repo / "client/src/locales" / locale / "core.js").read_text(encoding="utf-8")
    items = tokens(source)
    at = items.index("translation")
    assert items[at + 1 : at + 3] == [":", "{"]
    return flatten(read_object(items, at + 2)[0])


class Lookup:
    """``t(key, context=None, **values)`` as i18next resolves it for one language: the
    language's ``key_context``, else its ``key``, else English's (the fallback language) in the
    same order; ``{{name}}`` filled in, ``<Trans>`` tags and ``<br />`` dropped; ``fallbacks``
    names the keys shown in English."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, context: str | None = None, **values: Any) -> str:
        keys = [f"{key}_{context}", key] if context else [key]
        if not any(k in self.english for k in keys):
            raise SystemExit(f"no key {key!r} in the app")
        text = next((self.table[k] for k in keys if self.table.get(k)), None)
        if text is None:
            self.fallbacks.add(key)
            text = next(self.english[k] for k in keys if k in self.english)
        text = re.sub(r"<br\s*/>", " ", re.sub(r"</?\d+>", "", text))
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: str(values.get(m.group(1), m.group(0))),
                      text)  # fmt: skip


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        raise SystemExit("usage: build.py PLANKA_REPO")
    repo = Path(argv[1])
    english = catalogue(repo, "en-US")

    def lookup(lang: str) -> Lookup:
        return Lookup(catalogue(repo, LANGUAGES[lang]), english)

    return build(OUT, Path(__file__), LANGUAGES, lookup, lambda t, lang: screens(t))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
