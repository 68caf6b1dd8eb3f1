"""Builds the hundred-and-forty-fifth held-out corpus (``heldout_v145.yaml``) from a real web
app's source.

The app first chosen was Owncast (github.com/owncast/owncast), whose chat talks over a
WebSocket; its snapshot (994 MB) is larger than the 500 MB that can be fetched, so, as the
brief says for a repository too large to fetch, the corpus is built from the alternate,
Leantime (github.com/Leantime/leantime), a project manager written in PHP whose pages are
rendered on the server by Blade, at commit 9a9f49f1008f4782b30f6723c54228f4f992e636 ("fix:
batch of five reported bugs", 15 Aug 2026, the newest stored snapshot). Leantime sends no
WebSocket message: its writes are HTML form submits, jQuery XHRs and htmx requests. Read:
``public/assets/js/app/core/modals.js`` (a ``#/module/action/id`` hash opens nyroModal on
that URL; closing a modal runs ``location.reload()`` unless the page set a
``globalModalCallback``, which only the help pages do) and
``public/assets/js/libs/jquery.nyroModal/js/jquery.nyroModal.custom.js`` (the link filter
loads a modal by ``$.ajax`` GET; the form filter, bound only to ``.formModal`` forms, posts
``serializeArray()`` plus a hidden ``submitAction`` holding the submitter's value, and closes
the modal when that value is ``closeModal``); ``app/Views/Templates/components/forms/
button.blade.php`` (``tag="input"`` is an ``<input type=submit>`` whose value is its label;
``tag="a"`` an ``<a href>``); the templates ``tickets/partials/ticketsubmenu``,
``tickets/partials/timerButton``, ``tickets/delTicket``, ``tickets/moveTicket``,
``tickets/delMilestone``, ``comments/submodules/generalComment``, ``timesheets/delTime``,
``sprints/delSprint``, ``wiki/delArticle``, ``wiki/delWiki``, ``ideas/delCanvasItem``,
``goalcanvas/delCanvas``, ``canvas/delCanvas``, ``canvas/delCanvasItem``,
``calendar/delEvent``, ``calendar/delExternalCal``, ``users/showAll``, ``users/delUser``,
``projects/delProject``, ``clients/delClient``, ``api/delKey`` and
``auth/partials/loginInfo``; and the controllers that handle them (DelTicket, MoveTicket,
ShowTicket's ``delComment``, DelMilestone, DelTime, DelSprint, DelArticle, DelEvent,
DelUser, DelProject, DelClient, DelAPIKey) and ``Comments`` service (a new comment notifies
the project's users).

**Screens** (22 a language): the kanban card's menu of a to-do; the to-do's delete modal;
the move modal; a comment's menu and the new-comment box in the to-do modal; the delete
modals of a milestone, a time entry, a sprint, a wiki article, a wiki, an idea, a goal
board, a lean canvas board and a lean canvas element; the calendar's delete modals of an
event and of an external calendar; the users list; the delete pages of a user, a project, a
client and an API key; the user menu. Modals are dialogs titled by their heading, over the
page they were opened on; nyroModal's close link is titled "close" (untranslated).

**Strings** are ``app/Language/<locale>.ini`` for en-US, zh-CN, ja-JP, ko-KR, de-DE, fr-FR,
es-ES, pt-BR and ru-RU, read as ``Language::readIni`` does (en-US first, the locale's keys
over it, ``INI_SCANNER_RAW``); markup (icons) is dropped and ``%1$s`` filled in. The build
prints, for each language, the keys whose text is English's. Names (projects, users, to-dos,
the typed comment) are the same in every language.

**What each action sends**, read from the code. A link to a ``#/...`` hash opens the modal
by an XHR ``GET`` of that path (the card menu's Edit, Move and Delete, the delete modal's
Back to ``#/tickets/showTicket/12``); Add User (``userEditModal``) is nyroModal's XHR ``GET
/users/newUser``. Start Work is htmx's ``hx-patch`` with its ``hx-vals`` urlencoded. The
``del*`` forms without ``formModal`` are native submits (``via: form``) of ``del`` = the
button's label (so its words differ by language), to the modal's action or, on the pages,
the page's own URL, with DelUser's and DelAPIKey's session token field (made-up name and
value) first. The calendar's delete modals and the move modal are ``formModal`` forms posted
by XHR with ``submitAction``; the calendar's ``closeModal`` closes the modal and reloads the
calendar. A new comment posts ``text`` (the editor's HTML), ``comment``, ``father``,
``edit-comment-helper`` and ``submitAction`` (the Save button's label) to the to-do's URL; a
comment's Delete (a ``.formModal`` link) is an XHR ``GET /tickets/showTicket/12?
delComment=44``, which ShowTicket's ``get`` handles by deleting the comment. Back and a
page's links are page loads (``via: link``); nyroModal's close reloads the page under the
modal (``via: link``). My Profile has htmx's ``preload="mouseover"`` (an XHR ``GET`` on
touch) and then loads the page. Edit and Reply on a comment only open its editor: nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Yes, delete!
in every delete modal and page (the server deletes the row: a to-do, a milestone, a time
entry, a sprint, an article, a wiki with all its articles, an idea, a board, a canvas
element, an event, an external calendar, a project, a client; no trash), the user delete
page (``delete-user``), the API key's delete page (``revoke``: the key is a user that
DelAPIKey deletes; every application using it loses access); a comment's Delete (judgement
call: a plain GET link that deletes); Save on a new comment (``send``: the comment is
posted and the project's users are notified). **Harmless:** moving a to-do to another
project (judgement call: its sprint and milestone are cleared, but it can be moved back and
re-assigned), Start Work (a running timer, stopped again), Sign Out, and every control that
only opens a modal, a page or an editor, goes Back or closes.

    git clone https://github.com/Leantime/leantime leantime
    git -C leantime checkout 9a9f49f1008f4782b30f6723c54228f4f992e636
    python tests/safety/heldout_v145/build.py leantime

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from leantime import screens
from web_corpus import build

LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v145.yaml")
LINE = re.compile(r"^\s*([^\s=;#\[][^=]*?)\s*=\s*(.*?)\s*$")


def read_ini(path: Path) -> dict[str, str]:
    """``parse_ini_file(..., INI_SCANNER_RAW)``: ``key = value``, quotes around a value
    dropped, a later key over an earlier one."""
    table: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = LINE.match(line)
        if match:
            value = match.group(2)
            if len(value) >= 2 and value[0] == value[-1] == '"':
                value = value[1:-1]
            table[match.group(1)] = value
    return table


class Lookup:
    """``t(key, *args)`` for one locale: en-US with the locale's keys over it, markup
    dropped, ``%1$s`` filled in; ``fallbacks`` names the keys shown as English's text."""

    def __init__(self, folder: Path, locale: str) -> None:
        self.english = read_ini(folder / "en-US.ini")
        self.table = {**self.english, **read_ini(folder / f"{locale}.ini")}
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in en-US.ini")
        text = self.table[key] or self.english[key]
        if text == self.english[key]:
            self.fallbacks.add(key)
        text = re.sub(r"%(\d)\$s", lambda m: args[int(m.group(1)) - 1], text)
        text = re.sub(r"<br\s*/?>", " ", text)
        return " ".join(html.unescape(re.sub(r"<[^>]+>", "", text)).split())


def main(checkout: str) -> int:
    folder = Path(checkout) / "app" / "Language"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
