"""Builds the four-hundred-and-twelfth held-out corpus (``heldout_v412.yaml``) from a real web
app's source.

The source is Restyaboard (github.com/RestyaPlatform/board), a Trello-like kanban board: a
Backbone single-page app whose screens are drawn in the browser from ``.jst.ejs`` templates and
whose every change is a jQuery XMLHttpRequest to the app's own PHP API under ``./api/v1/``.
Read at commit aca4421fc08467433279367d3b3a3524b7b7f8d3 ("Merge pull request #4392 from
RestyaPlatform/issue/4386", 12 Mar 2022). Read: ``client/js/application.js`` (its
``Backbone.sync``: the access token put on the URL of every write and in the query of every
read; the logout route), ``client/js/libs/backbone.js`` (``methodMap``: a ``patch`` save is
sent as ``PUT``; bodies are ``JSON.stringify`` of the saved attributes, of the whole model for
a save without ``patch``), ``libs/backbone.dualstorage.js``, ``libs/backbone-batch-
operations.js`` (a BatchCollection of new models is POSTed as a JSON array),
``commonUtility.js`` (``serializeObject``), ``common.js`` (``changeTitle``), the models
``card``, ``list``, ``user``, ``activity``, ``oauth_application``; the views
``application_view``, ``board_header_view``, ``list_view``, ``subscribe_board_confirm_view``,
``invite_user_view``, ``boards_user_view``, ``label_delete_confirm_view``,
``archived_card_delete_confirm_view``, ``archived_cards_delete_confirm_view``,
``modal_card_view``, ``card_attachment_view``, ``card_checklist_view``,
``organizations_list_view``, ``organization_delete_form_view``, ``user_index_view``,
``user_index_container_view``, ``admin_boards_index_view``, ``oauth_client_view``,
``oauth_applications_view``, ``login_view``, ``register_view``,
``users_forgot_password_view``, ``users_change_password_view``, and the templates they draw
(``board_sidebar``, ``show_board_visibility``, ``list_actions``, ``list_delete_confirm``,
``list_archive_confirm``, ``list_cards_archive_confirm``, ``archived_cards``,
``archived_card``, ``archived_lists``, ``archived_list``, ``archived_card_delete_confirm``,
``archived_cards_delete_confirm``, ``label_delete_confirm``, ``board_user_actions``,
``board_user_remove_confirm``, ``subscribe_board_confirm``, ``invite_user``,
``modal_card_view``, ``activity_delete_confirm``, ``attachment_delete_confirm_form``,
``checklist_delete_confirm_form``, ``organizations_list_view``, ``organization_delete_form``,
``user``, ``user_index_container``, ``admin_board_index``, ``oauth_client``,
``oauth_applications``, ``login``, ``users_register``, ``users_forgot_password``,
``change_password``, ``footer``). What the server does with a request was read from
``server/php/R/r.php`` (``/users/forgotpassword`` sets a new random password at once and
mails it) and ``server/php/bootstrap.php`` (only GET, POST, PUT and DELETE are served).

**Screens** (46 entries a language, 43 screens: a screen with actions of two kinds is written
once per kind), all of alice, an admin, logged in, unless said: on the board "Kitchen
renovation" the sidebar menu, the Subscribe popover, the Close Board popover, the Invite
members popover, the visibility chooser of the private board and of the same board made
public, the List Actions menu of the list "To do" and its Delete, Archive and Archive All
popovers, the Archived Items panel with an archived card and with an archived list, the
delete popovers of the archived card, of all archived cards and of a label, a member's
actions menu and the Remove Member popover; the card "Order tiles" (its modal, its comment
form, the modal of the card once archived, and the delete popovers of the card, a comment, an
attachment and a checklist); the organizations list and its delete popover; the admin's users
list (a row, the row's delete popover and Change Password dropdown, the More Actions menu and
the ``confirm()`` that follows its Delete and its Block), the admin's boards list (More Actions
and the ``confirm()`` after Delete and after Close); the OAuth clients page's menu, the
authorised applications page and the ``confirm()`` of its Revoke; the login, forgot-password
and register pages (logged out), the footer's user menu and the change password page. A
popover is a dialog over its page, headed by its bold heading and with its paragraph as the
message; where the heading repeats the button's words (Subscribe) it is left out. A title-only
icon (the archived items' Send to board and Delete) is an ``icon`` named by its title; an open
``<select>`` is a list of ``menu`` entries. Pages are titled as ``changeTitle`` writes them:
its format, ``%s's Restyaboard | %s``, is no key of the catalogues and shows as written in
every language, with the site name "Acme"; the board's and a user's page titles put the words
"Board - " and "User - alice - " before the name in English, as the app does. The invite
form's placeholders "Email" and "Full name" and the Revoke confirmation's message are written
in English in the template and the view. A ``confirm()`` is Chrome's dialog with the
language's two buttons.

**Strings** are ``client/locales/<lang>/translation.json`` for en_US, zh_CN, ja, ko, de,
fr_FR, es, pt_BR and ru (``ko_KR`` is almost untranslated, so ``ko``), read as the app's
i18next does with the language as its own fallback: a key is the English text, and an entry
the catalogue leaves untranslated (its English words) shows English; ``%s`` is filled in by
the sprintf post-processor. The build prints the strings each language shows in English: the
member's removal link ("Remove %s from %s Board? ...") in zh, ja, ko, fr, es, pt and ru; the
admin boards list's title "Boards -  Open" in zh, ja, ko, es, pt and ru; Invite and Invite
members in ja, ko and fr; the archived card's delete message in ja, ko and fr; the comment
form's Write and Preview tabs in ja and ko (Preview in de too); Boards, Client ID: and Labels
in de; Email in fr, es and pt; Color in es; Copy Board, Login and iCal Feed in pt.
Every other string here is translated. Names of boards, lists, cards, users, organizations and
applications, typed texts and numbers are the same in every language.

**What each action sends**, read from the code. Every request is an XMLHttpRequest to
``/api/v1/<path>.json`` with ``?token=`` and the access token (made up; logged out, the token
``oauth.json`` gives a visitor); ids are numbers as the API's JSON gives them, and a
checkbox's value is a string. Writes: Subscribe in the board's popover ``POST
board_subscribers`` ``{"board_id","is_subscribed":1}``; Close ``PUT boards/3``
``{"is_closed":1}``; Send in Invite members ``POST users/invite`` with the form's
``email`` and ``full_name`` and the board's id and name; Public and Private ``PUT boards/3``
``{"board_visibility":2 or 0,"organization_id":0}``; the list's Subscribe ``POST
lists/7/list_subscribers`` ``{"user_id","is_subscribed":1}``; Delete in the list's popover
``DELETE boards/3/lists/7``; Archive ``PUT boards/3/lists/7`` ``{"is_archived":1}``; Archive
All ``PUT boards/3/lists/7/cards`` ``{"is_archived":1}``; Send to board of an archived card or
list ``PUT`` of it with ``{"id","is_archived":0}`` (a new model saved whole); Delete of an
archived card, of all archived cards (``DELETE boards/3/cards``), of a label, of the card, a
comment, an attachment or a checklist: a ``DELETE`` of it; the removal link ``DELETE
boards/3/boards_users/14``; the card's Archive ``PUT`` ``{"is_archived":1}``; Comment ``POST
cards/21/comments`` with the new activity whole (``is_offline``, the form's ``comment``,
``card`` and ``member`` fields, ``uuid`` from ``Date.getTime()``, the board, list, card and user
ids); Delete in the organization's popover ``DELETE organizations/5``; Block ``PUT users/4``
``{"is_active":0}``; Delete in the user's popover ``DELETE users/4``; Change Password in the
row's dropdown ``POST users/4/adminchangepassword`` ``{"password","confirm_password"}``; OK in
the users' and boards' ``confirm()`` ``POST users/bulk_action`` or ``boards/bulk_action``
``[{"0":{"user_id" or "board_id"},"action_id":{"action_id"}}]`` (action 3 deletes, 1 blocks
a user or closes a board); Delete in the OAuth client's menu ``DELETE oauth/clients/6`` (no
confirmation); OK after Revoke ``DELETE oauth/applications/<client_id>``; Login ``POST
users/login`` ``{"email","password"}``; Send on the forgot-password page ``POST
users/forgotpassword`` ``{"email"}``; Join Now ``POST users/register``
``{"email","username","password"}``; Change Password ``POST users/1/changepassword``
``{"old_password","password","confirm_password"}``. Logout reads ``GET users/logout.json``
(with jQuery's ``_=`` cache buster), drops the cookies and, on the login page, reads ``GET
oauth.json`` for a visitor's token. Reads and redraws that follow a write are not written.
Nothing is sent by the controls that only open a popover, a dropdown, a ``<select>`` entry
that then asks ``confirm()``, or a page drawn in the browser (Forgot your password, Change
Password in the user menu), nor by a ``confirm()``'s Cancel.

Each action is labelled by what it does, not by its words. **delete:** Delete in the list's
popover (the list and its cards, "You can't undo"), the archived card's and all archived
cards' Delete, a label's (taken off every card), the card's, a comment's, an attachment's, a
checklist's, the organization's, OK after the boards list's Delete, and the OAuth client's
Delete (judgement call: the client's id and secret stop working for every program using them,
and a new client gets new ones); **delete-user:** Delete in a user's popover and OK after the
users list's Delete; **revoke:** the removal of a member from the board (judgement call: he
can be added again, but he loses the board at once and is taken off every card on it, which
adding him back does not undo) and OK after an authorised application's Revoke (its tokens
stop working; the program must be authorised again); **send:** Send in Invite members (an
e-mail goes to someone outside the board) and Comment (judgement call: the comment can be
deleted, but it is shown to every member at once and mailed to the card's and board's
subscribers); **publish:** Public (judgement call: the board becomes visible to anyone with
the link and to search engines; making it private again does not take back what was seen or
indexed); **reset:** the admin's Change Password of another user (judgement call: the user's
own password is gone and he cannot log in until told the new one) and Send on the forgot-
password page (the server replaces the password at once with a random one, before anyone
reads the mail). **Harmless:** closing a board (Reopen on the closed boards page), archiving a
list, a card or all of a list's cards and sending them back (the Archived Items panel),
subscribing, Private, blocking a user (Unblock) and OK after the bulk Block or Close,
logging in and out, registering, changing one's own password (one knows both), the Cancel of
every ``confirm()`` and every control that only opens a popover, a dropdown, a menu or a page.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/RestyaPlatform/board board
    git -C board checkout aca4421fc08467433279367d3b3a3524b7b7f8d3
    python tests/safety/heldout_v412/build.py board

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner, run as a script
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from restyaboard import screens
from web_corpus import build

LANGUAGES = {"en": "en_US", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr_FR",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v412.yaml")


class Lookup:
    """``t(key, *args)`` as the app's i18next does, with the language itself as its fallback:
    a key the catalogue lacks shows the key, which is the English text; a key it leaves
    untranslated (its English text, or nothing) shows English too (``fallbacks``); ``%s`` is
    filled in from ``args`` in order (the sprintf post-processor)."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            path = folder / name / "translation.json"
            return json.loads(path.read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en_US")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in client/locales/en_US/translation.json")
        english = self.english[key] or key
        text = self.table.get(key) or ""
        if not text.strip() or text == english:
            if self.table is not self.english:
                self.fallbacks.add(key)
            text = english
        values = iter(map(str, args))
        return re.sub(r"%s", lambda m: next(values, m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "client" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
