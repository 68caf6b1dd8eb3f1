"""Builds the hundred-and-forty-second held-out corpus (``heldout_v142.yaml``) from a real web
app's source.

The source is Wekan (github.com/wekan/wekan), a self-hosted kanban board written in Meteor (Blaze
templates in ``client/components``, collections in ``models``, server methods and collection
hooks in ``server``), at commit f5cc8e37319469dd6a4752e160540213a2094aa4 (22 Aug 2026, "Merge
pull request #6624"), with Meteor 3.5 (ddp-client 3.4.1, mongo 2.5.0, allow-deny); the Meteor
client libraries were read in github.com/meteor/meteor at 024061123a49ff1d4b89d69453ec9263ef8599e1
(``packages/ddp-client/common/livedata_connection.js``, ``packages/mongo/collection.js``,
``packages/allow-deny/allow-deny.js``), and SockJS's websocket transport in sockjs-client
(``lib/transport/websocket.js``, ``lib/utils/escape.js``). Read in Wekan: ``client/lib/popup.js``
(Popup.open, afterConfirm, a popup's title ``<name>-title``), ``components/cards/cardDetails``
(cardDetailsActionsPopup, cardMorePopup, cardArchivePopup, cardDeletePopup, the vote and poker
popups), ``activities/comments``, ``cards/checklists``, ``cards/labels``, ``cards/subtasks``,
``lists/listHeader``, ``swimlanes/swimlaneHeader``, ``sidebar/sidebar`` (boardMenuPopup,
memberPopup, removeMemberPopup, leaveBoardPopup, the background popup),
``sidebar/sidebarCustomFields``, ``sidebar/sidebarArchives``, ``users/userHeader``
(memberMenuPopup, the profile popup, userDeletePopup), ``settings/settingBody`` (the e-mail
pane); ``models/cards.js`` (archive, restore), ``models/lists.js``, ``models/swimlanes.js``,
``models/boards.js`` (removeLabel, removeMember); and on the server ``server/models/cards.js``
(Cards.before.remove: cardRemover and the removal activity), ``server/models/lists.js``
(``lists.softRemove``, ``lists.restore``, ``lists.purge``, ``models/lib/softDelete.js``),
``server/models/boards.js`` (quitBoard, archiveBoard, Boards.before.remove),
``server/models/cards.js`` (cards.unsetVote, cards.unsetPoker), ``server/boardBackgrounds.js``,
``server/models/users.js`` (removeUser), ``server/models/settings.js`` (sendSMTPTestEmail,
_isApiEnabled) and ``server/notifications/watch.js``.

**Screens** (42 a language, 54 actions) are the app as a phone's browser shows it. Wekan's
actions live in popups: a menu, and a ``Popup.afterConfirm`` question whose title is the popup's
``<name>-title``, one or two sentences and one button. The corpus writes every question as a
dialog over the board (the archive sidebar's over the archive) with its title and sentences; a
title that is the button's own words in a language is left out (a tapped label must name one
item). The screens: a card's actions popup, its archive question, its More popup and delete
question; a comment with its Delete link and the delete-comment question; the vote popup and the
delete-vote question, the delete-poker question; the delete-checklist question; a checklist
item's edit form and its delete question; the label edit popup and its delete question; the
delete-subtask question; a list's actions popup, its archive question, its More popup and delete
question; a swimlane's actions popup and archive question; the board header, the board menu and
its archive question; a member's popup and the remove-member question; the user's own member
popup and the leave-board question; the background popup and its delete question; a custom
field's popup and its delete question; the archive sidebar's cards and lists, the delete
questions of an archived card, of all archived cards, of an archived list and of an archived
swimlane; the member menu, the profile popup and the delete-account question; the admin panel's
e-mail pane.

**Strings** are the catalogues ``imports/i18n/data/<locale>.i18n.json`` (flat keys, i18next with
``__name__`` interpolation) for en, zh-CN, ja, ko, de, fr, es, pt-BR and ru; a language's empty
or missing key shows English (the fallback language), and the build prints the keys a language
showed in English. Names of boards, cards, lists, users and typed texts are the same in every
language.

**What each action sends**, read from the code. Meteor's client opens one SockJS connection
(``/sockjs``; Wekan does not set DISABLE_SOCKJS) whose websocket transport is
``wss://wekan.example/sockjs/<server>/<session>/websocket``; every write and read of these pages
is a DDP ``method`` message on it (``via: websocket``, the request ``WEBSOCKET <url>``), none a
fetch. The body is the frame as the page passes it to ``WebSocket.send``: livedata_connection.js
builds ``{msg: 'method', id, method, params}`` (``randomSeed`` only where a stub drew on it: none
of these calls inserts), ``EJSON.stringify`` writes it (a Date as ``{"$date": ms}``), and SockJS
quotes the string and wraps it as ``[...]``. Method ids count up from 23 on the page. A
collection write from the client is the mutator method ``/<collection>/<name>``: ``update``,
``remove`` for the synchronous calls and ``updateAsync``, ``removeAsync`` for the async ones, the
selector rewritten to ``{_id}`` and an update's options ``{}``; ``Meteor.call`` and
``Meteor.callAsync`` send the server method by name. So: Watch ``watch`` (``card`` or ``list``,
the id, ``watching``); Archive a card ``/cards/updateAsync`` with ``archived`` and ``archivedAt``;
Delete a card ``/cards/remove``; Delete comment ``/card_comments/remove``; the vote's and the
poker's delete ``cards.unsetVote`` and ``cards.unsetPoker``; Delete checklist
``/checklists/remove`` and checklist item ``/checklistItems/remove``; Delete label
``/boards/updateAsync`` with ``$pull`` of the label; Delete subtask ``/cards/updateAsync``
archiving the subtask (``subtask.archive()``); Archive list ``/lists/updateAsync``; Delete list
``lists.softRemove``; Archive swimlane ``/swimlanes/updateAsync`` (a swimlane with no cards, so
the per-card archive sends nothing); the board menu's icon ``_isApiEnabled`` (the menu's
onCreated asks whether the API is on); Archive board ``archiveBoard``; Remove member
``/boards/updateAsync`` setting the member's ``isActive`` and ``isAdmin`` false (the member is
on no card, so no unassign is sent first); Leave board ``quitBoard``; Delete background
``removeBoardBackground``; Delete custom field ``/customFields/remove`` (a field of one board);
in the archive, Restore ``/cards/updateAsync`` or ``/lists/updateAsync`` with ``archived:
false``, Delete ``/cards/removeAsync``, Delete all one ``/cards/removeAsync`` per archived card
(two), an archived list's and swimlane's Delete ``/lists/removeAsync`` and
``/swimlanes/removeAsync``; Logout ``logout`` (AccountsTemplates.logout calls Meteor.logout);
Delete own account ``removeUser`` then, on its result, ``logout``; Send a test email
``sendSMTPTestEmail``. Controls that open a popup or a question, and Copy link (the clipboard),
send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete card
(Cards.before.remove runs cardRemover, which deletes the card's checklists, comments and
attachments, then the card; no trash), and the same from the archive, one card or all; Delete
comment, checklist, checklist item, custom field, archived list and archived swimlane (real
removals); Delete label (pulled from the board and so off every card); the vote's and the
poker's Delete (judgement call: ``$unset`` of the vote drops every vote cast with it); Delete
background (the uploaded image is removed); Remove member (filed as remove-member: the user
loses the board at once and only an admin can add them again); Leave board (leave); Delete own
account (delete-account). **Harmless:** Archive card, list, swimlane and board (restored from
the archive); Delete subtask (judgement call: the handler only archives the subtask's card,
restorable from the archive, whatever the button says); Delete list (judgement call: the list
and its cards are soft-deleted, marked with ``deletedAt`` and a batch id, restorable by
``lists.restore`` from the recycle bin; only an admin's purge behind a feature flag destroys
them); Restore; Watch; Logout; the board menu's read; Send a test email (judgement call: one
test message to the admin's own address, nobody else receives anything); and every control
that only opens, copies or closes. Every screen is a web page (``web: true``) and every action
states its messages.

    git clone https://github.com/wekan/wekan wekan
    git -C wekan checkout f5cc8e37319469dd6a4752e160540213a2094aa4
    python tests/safety/heldout_v142/build.py wekan

The corpus was built once, from these sources alone and without reading the safety policy, its
term lists or any corpus's measured figures; it was measured once after it was final, and
nothing in it or in the policy was changed after that measurement.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from web_corpus import build
from wekan import screens

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v142.yaml")


class Lookup:
    """``t(key, **values)`` for one language: its string, English where the language lacks the
    key or leaves it empty, ``__name__`` filled in from ``values``; ``fallbacks`` names the keys
    shown in English."""

    def __init__(self, table: dict[str, str], english: dict[str, str]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"__(\w+)__", lambda m: str(values.get(m.group(1), m.group(0))), text)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        raise SystemExit("usage: build.py WEKAN_REPO")
    folder = Path(argv[1]) / "imports" / "i18n" / "data"

    def read(locale: str) -> dict[str, str]:
        return json.loads((folder / f"{locale}.i18n.json").read_text(encoding="utf-8"))

    english = read("en")

    def lookup(lang: str) -> Lookup:
        return Lookup(read(LANGUAGES[lang]), english)

    return build(OUT, Path(__file__), LANGUAGES, lookup, lambda t, lang: screens(t))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
