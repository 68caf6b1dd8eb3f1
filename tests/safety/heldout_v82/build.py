"""Builds the eighty-second held-out corpus (``heldout_v82.yaml``): two real Android apps'
screens about text messaging and shared task boards, from their translations and code.

The sources are QKSMS (``com.moez.QKSMS``, an SMS and MMS app with conversations,
scheduled messages, blocking, backup and restore and the QK Reply popup; ``qksms.py``) and
Nextcloud Deck (``it.niedermann.nextcloud.deck``, the Android client of a Nextcloud server's
Deck app, with boards shared with other users, lists, cards, comments, attachments,
archives and accounts; ``deck.py``), two apps the project had not used. Both keep their
strings in ``values*/strings.xml`` (QKSMS in ``presentation/src/main/res``, Deck in
``app/src/main/res``), read by name as Android does; QKSMS's ``string-array`` items (the
scheduled message's options, the sending delays) are read too, as ``name[i]``. Both are
translated into all nine languages: QKSMS has ``values-zh-rCN`` and ``values-pt-rBR``, and
Deck has ``values-zh-rCN``, ``values-pt-rBR`` and its Japanese in ``values-ja-rJP``, which a
device set to Japanese (Japan) reads (``LOCALE``). Deck's dialogs' Cancel, its comment
menu's Copy and its attachment menu's "Copy URL" are the platform's own
``android:string/cancel``, ``copy`` and ``copyUrl`` (``PLATFORM``, ``COPY``, ``COPY_URL``).
A language without a string shows the English one, and the build prints which. How each
screen is put together (a dialog's title, message, own widgets and buttons, a menu's
entries, a page's rows, switches, fields and icons) and what each control does comes from
the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in QKSMS, Send in a conversation (the message is sent); a failed message
tapped (``RetrySending`` sends it again); Call in a conversation (the call is placed with
``ACTION_CALL``); a selected message's Delete (deleted at once, no question); Delete in
"Delete" from Details and from the inbox (``DeleteConversations``); Block in Details and in
the inbox's selection (blocked at once by QKSMS's own manager); Block in "Block texts
from"; "Send now" and Delete in "Scheduled message"; Restore in "Restore from backup" (the
backup's messages are written into the phone's SMS store); Yes in "Delete old messages
automatically?" (the old messages are deleted now); QK Reply's Delete (the unread messages
are deleted at once). In Deck, Delete in "Delete ..." for a board, a list with its cards
and an attachment; "Delete card" in a card's menu (deleted at once, no question); Delete in
one's own comment's menu (deleted at once); Move in "Move ..." to another board (the card
is deleted and recreated there without its comments and attachments); a suggested user
picked in "Share board" (the board is shared with them at once); a sharee's delete button
(their access is revoked at once); the comment's add button (the comment is posted); an
account's Delete in "Manage accounts". Not commits: a row, menu entry or button that only
opens the confirmation or a dialog (QKSMS's "Delete conversation", the selections' Delete,
"Add an attachment", "Block a new number", a scheduled message, Restore, "Delete old
messages automatically" and Save in its dialog, where older messages exist, and the QKSMS+
upgrade button, which only opens Google Play's purchase sheet; Deck's "Delete board",
"Share board", "Clone board", "Delete list", "Archive cards", "Move card" and an
attachment's Delete); Cancel everywhere; "Open conversation" and choosing an account;
and, reversible, QKSMS's Archive, Unblock, "Pin to top", the delayed message's cancel, Send
with a time scheduled, "Drop messages", the blocked messages' Block item (it unblocks),
"Backup now", Stop in "Stop restore" and Never; Deck's "Archive board", Clone, "Undo board
archiving", the manage switch, Archive in "Archive cards", "Archive card", Move within the
board and the card's Save.

Judgement calls: QKSMS's Block with its own blocking manager is filed as block (the
sender's messages are hidden, or dropped where "Drop messages" is on, from then on); the
blocked messages' item titled Block is reversible, since the code unblocks
(``showBlockingDialog(..., false)``); Call is filed as call (the app holds ``CALL_PHONE``
and dials at once); Send with a time scheduled is reversible (the message only joins
Scheduled, from which it can be deleted before it goes); deleting a scheduled message is a
delete (its text and time go, with no undo) although it was never sent; Restore is filed as
overwrite (every message of the backup is inserted into the phone's store, duplicating
those already there, with no undo) although it deletes nothing; "Backup now" is reversible
(a new file is written); Stop in "Stop restore" is reversible (what was restored stays, and
the restore can be run again); the QKSMS+ upgrade is opens-prompt, Google Play asking to
pay. In Deck, deleting a board is a delete although the server may keep it for a while (the
app says permanently and offers no way back); a card's move to another board is a delete
(its comments and attachments are gone, as the dialog warns), while a move within the
board only reorders; picking a user in "Share board" is filed as grant (the board's cards
and files are shown to the user at once, and the server tells them) and a sharee's delete
button as revoke; a comment's posting is filed as publish (it is shown to everyone on the
board); deleting the account is filed as account (its local data and unsynced changes go).
QKSMS's selected message's ``details`` menu item is titled "Copy text" like ``copy``, as
the app has it, so neither is tapped; Deck's Japanese calls "Delete card" 削除済みのカード
("deleted card"), as its catalog has it, and the screen shows what the app shows. Both
apps' dialogs are ``AlertDialog``s whose buttons carry ``android:id/button1/2/3``; a button
whose label the dialog's own text also says is tapped by its id, and a control with no
label (the delayed message's cancel, a sharee's delete button, the comment's add button,
whose description is also the field's hint) by its resource id. A control a screen shows
but no case taps is still on the screen.

    git clone https://github.com/moezbhatti/qksms
    git clone https://github.com/stefan-niedermann/nextcloud-deck
    python tests/safety/heldout_v82/build.py qksms nextcloud-deck

(QKSMS at c86ea1082d2c0f3af846487fbe8198ce5cc01b44 and Deck at
850a76dd49304cc138db7429bc9102990bb7b567, as ``QKSMS`` and ``DECK`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import deck
import qksms
from android_corpus import (
    PLATFORM,
    SUFFIX,
    Lookup,
    Repo,
    Source,
    Strings,
    read_arrays,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v82.yaml")
QKSMS: Source = ("c86ea1082d2c0f3af846487fbe8198ce5cc01b44", ("presentation/src/main/res",),
                 ("strings.xml",))  # fmt: skip
DECK: Source = ("850a76dd49304cc138db7429bc9102990bb7b567", ("app/src/main/res",),
                ("strings.xml",))  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("deck", "ja"): "-ja-rJP"}
"""Deck's Japanese is in ``values-ja-rJP``, which a device set to Japanese (Japan) reads."""
COPY = {
    "en": "Copy", "zh": "复制", "ja": "コピー", "ko": "복사", "de": "Kopieren", "fr": "Copier",
    "es": "Copiar", "pt": "Copiar", "ru": "Копировать",
}  # fmt: skip
COPY_URL = {
    "en": "Copy URL", "zh": "复制网址", "ja": "URLをコピー", "ko": "URL 복사",
    "de": "URL kopieren", "fr": "Copier l'URL", "es": "Copiar URL", "pt": "Copiar URL",
    "ru": "Копировать URL",
}  # fmt: skip
"""The platform's own ``android:string/copy`` and ``copyUrl``, transcribed from the Android
framework's translations."""


class Resources(Strings):
    """:class:`Strings` of one source, with its ``string-array`` items too."""

    def __init__(self, source: Repo, lang: str,
                 platform: Mapping[str, str] | None = None) -> None:  # fmt: skip
        super().__init__([source], lang, LOCALE, platform)
        name, repo, files = source
        suffix = LOCALE.get((name, lang), SUFFIX[lang])
        self.tables[-1][1].update(read_arrays(repo, files, ""))
        if suffix:
            self.tables[-2][1].update(read_arrays(repo, files, suffix))


def main(qksms_repo: str, deck_repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        shown = {"android:cancel": PLATFORM[lang][1], "android:copy": COPY[lang],
                 "android:copyUrl": COPY_URL[lang]}  # fmt: skip
        return [
            ("qksms", Resources(("qksms", Path(qksms_repo), QKSMS), lang), qksms.screens),
            ("deck", Resources(("deck", Path(deck_repo), DECK), lang, shown), deck.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
