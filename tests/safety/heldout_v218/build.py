"""Builds the two-hundred-and-eighteenth held-out corpus (``heldout_v218.yaml``) from a real web
app's source.

The source is Focalboard (github.com/mattermost-community/focalboard), a project board with a
React front end and a Go server, at commit de5e5cc4141f14f69bf0e5666383997b81f851d6 ("Merge pull
request #5039 from mattermost-community/remove-plugin-from-readme", 27 Sep 2024). Read: the
client ``webapp/src/octoClient.ts`` (every request's method, path and ``JSON.stringify``'d
body) and ``webapp/src/mutator.ts`` (which octoClient call each action makes, and the undo
manager's inverse); the components ``sidebar/sidebarBoardItem``, ``sidebarCategory``,
``deleteBoardDialog``, ``sidebarSettingsMenu``, ``sidebarUserMenu``,
``boardTemplateSelector`` and its item, ``viewHeader/viewHeaderActionsMenu``, ``viewMenu``,
``kanban/kanbanCard``, ``cardDialog``, ``cardActionsMenu``, ``cardDetail/commentsList`` and
``comment``, ``shareBoard/shareBoard``, ``userPermissionsRow`` and ``teamPermissionsRow``,
``confirmationDialogBox``; ``blocks/board.ts`` and ``block.ts`` (the patches
createPatchesFromBoards and createPatchesFromBlocks write), ``archiver.ts``, ``i18n.tsx`` and
``theme.ts``; and on the server ``server/services/store/sqlstore/board.go`` and ``blocks.go``
(what a delete does to a board or a block).

**Screens** (36 a language): the sidebar's board menu, its Move To submenu and the Delete
board dialog; the template picker and its Delete template dialog; a sidebar category's menu
and its Delete confirmation; the settings menu; the user menu; the view header's menu, the
view menu and its Add view submenu; a kanban
card's menu, the card dialog's menu and the card delete confirmation; a card's Status menu,
its comment box and a comment's menu; the share dialog (the people search with a result, a
member's role menu, the user's own role menu as the board's last admin, the team's role menu,
the minimum-role confirmation), its Publish tab before and after publishing and the
``window.confirm()`` of Regenerate token. A menu is a popup over its page; a
ConfirmationDialogBox or DeleteBoardDialog is a dialog over its page (heading as title,
sub-text as message); the ``confirm()`` is a web dialog with the browser's OK and Cancel
(judgement call: written as Chrome names them in each language). The board is open to the
team with the Viewer role, bob is an Editor, alice (the user) the only Admin.

**Strings** are the react-intl catalogues ``webapp/i18n/<lang>.json`` for en, zh_Hans, ja,
ko, de, fr, es, pt_BR and ru, ``{name}`` filled in and ``<b>`` tags dropped as the page shows
them; a key a language lacks or leaves empty shows English (the build prints such keys per
language: Spanish's catalogue lacks 33 of the strings used here, among them the dialogs'
buttons, the share dialog's and the sidebar menus', French lacks the minimum-role
confirmation's title and button, Russian that confirmation's three strings; Chinese, Japanese,
Korean, German and Portuguese lack none). The card dialog's "New template from card" is a
literal in ``cardDialog.tsx``,
English in every language, as is the Add view submenu's "Calendar"; names of boards, cards, views,
categories, people, property options and typed texts are the same in every language.

**What each action sends**, read from the code; every request is octoClient's ``fetch`` (no
form or link), under ``/api/v2``, the standalone server's team being ``0``. Block bodies
(a view, a comment) are written with their id, boardId, parentId, type, title and the view's
viewType (a new view's title, its type's name in the user's language, left out):
createBoardView and createCommentBlock add timestamps, the creator and empty
fields, left out here. The board menu: Duplicate board ``POST /boards/<id>/duplicate
?asTemplate=false`` and New template from board the same with ``true`` (no body); Export
board archive ``GET /boards/<id>/archive/export``; Hide board ``PUT
/teams/0/categories/<category>/boards/<id>/hide``; a Move To category ``POST
/teams/0/categories/<to>/boards/<id>`` with ``{"fromCategoryID"}``. The Delete board dialog's
Delete ``DELETE /boards/<id>`` (template likewise). The picker's Use this template ``POST
/boards/<template>/duplicate?asTemplate=false&toTeam=0``; its edit icon only changes
the route. The category's Delete confirmation ``DELETE
/teams/0/categories/<id>``; Rename Category only opens a dialog. Export archive
``GET /teams/0/archive/export``; Import opens its submenu; Random icons is kept in the
browser's storage (as are the language and the theme): nothing sent. Log out ``POST
/logout``. Export to CSV is written
in the browser (nothing sent). The view menu: Duplicate view and each new view ``POST
/boards/<id>/blocks`` with the view block; Delete view ``DELETE /boards/<id>/blocks/<view>``.
A card: Duplicate ``POST /boards/<id>/blocks/<card>/duplicate?asTemplate=false``, New
template from card the same with ``true``; the delete
confirmation's Delete ``DELETE /boards/<id>/blocks/<card>``; a Status option ``PATCH
/boards/<id>/blocks/<card>`` with ``{"updatedFields":{"properties":..},"deletedFields":[]}``;
the comment's Send ``POST /boards/<id>/blocks`` with the comment block; a comment's Delete
``DELETE /boards/<id>/blocks/<comment>`` (no confirmation). Sharing: choosing a person in the
search ``POST /boards/<id>/members`` with the member at the board's minimum role; a role
``PUT /boards/<id>/members/<user>`` with the flags onUpdateBoardMember sets (the role the
member already has sends nothing); Remove member ``DELETE /boards/<id>/members/<user>``; on the
user's own row, as the last admin, a role or Remove only shows "Boards must have at least one
Administrator" and sends nothing; the team's Viewer (the current role) sends nothing
(updateBoardType returns when nothing changes), None ``PATCH /boards/<id>`` with
``{"type":"P","minimumRole":""}`` and the empty property patches, Editor and Commenter open the
minimum-role confirmation (its button, worded as its heading, sends the ``"O"``/``"editor"``
patch; only its Cancel is tapped here). The Publish
switch ``POST /boards/<id>/sharing`` with ``{"id","enabled","token"}`` (a new token the first
time; the stored sharing, with ``modifiedBy`` and ``updateAt``, after) and then ``GET`` it
again; Regenerate token opens the ``confirm()``, whose OK posts the sharing with a new token
and reads it back; the Publish tab's Copy link copies to the clipboard. Ids and tokens are
made up in the app's shapes (IDType prefixes).

Each action is labelled by what it does, not by its words. **Irreversible:** deleting a board
or a template, a view, a card (Delete on the confirmation), a comment and a sidebar category
(judgement calls: the server moves a deleted board or block to its history table and the
undo manager can undelete it with Ctrl+Z, but only in the same page session: the app has no
trash or restore screen, so once the page is left the delete stands; the category's boards
move back to Boards, but the category, its name and its order are gone, and deleteCategory
has no undo); **send:** a comment's Send (posted at once to everyone on the board);
**share:** adding a person to the board (judgement call: they can read it all at once; removing
them later does not take back what they saw); **publish:** turning Publish to the web on (a
read-only link for anyone); **revoke:** Remove member (the person loses the board) and the
OK of Regenerate token (every link shared before stops working for good). **Harmless:**
duplicating a board, card or view, new templates from a board or a card, using a template,
hiding a board, moving it to a category, exports (downloads; Export to CSV is written in the
browser), the random icons
setting, Log out, adding views, a Status value, a member's role change (set back from the same
menu), the team's role (judgement call: a board setting the same menu sets back; nobody's
membership is deleted), turning Publish off (judgement call:
turning it on again reposts the stored sharing with the same token, so the same link works
again), Copy link, and every control that only opens a menu, a dialog, a confirmation or a
route. Every screen is a web page (``web: true``) and every action states its requests and
bodies.

    git clone https://github.com/mattermost-community/focalboard focalboard
    git -C focalboard checkout de5e5cc4141f14f69bf0e5666383997b81f851d6
    python tests/safety/heldout_v218/build.py focalboard

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

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from focalboard import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v218.yaml")


class Lookup:
    """``t(key, **values)`` as react-intl's ``formatMessage``: the language's string, English's
    where the language lacks the key or leaves it empty (``fallbacks``), ``{name}`` filled in
    from ``values``, rich-text tags (``<b>``) dropped."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = json.loads((root / f"{lang}.json").read_text(encoding="utf-8"))
        self.english = json.loads((root / "en.json").read_text(encoding="utf-8"))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in webapp/i18n/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"\{\s*(\w+)\s*\}", lambda m: values.get(m.group(1), m.group(0)), text)
        return re.sub(r"</?\w+>", "", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "webapp" / "i18n"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
