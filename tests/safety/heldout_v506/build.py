"""Builds the five-hundred-and-sixth held-out corpus (``heldout_v506.yaml``) from a real web app's
source.

The source is Remark42 (github.com/umputun/remark42), a self-hosted comment engine: a Preact
widget that a site embeds in an iframe under each article, which calls its own Remark42 server
with ``fetch`` and asks before destructive moderation with the browser's ``window.confirm``.
Read at commit 4793c1cd2c41f3b3c4fcc9a1bb610752eddf9410 ("Fill the instance URL into the
embedded frontend at serve time, and stop pinning compressor output in tests (#2198)", 22 Aug
2026). Read in ``frontend/apps/remark42/app``: ``common/fetcher.ts`` (every call gets ``site``
first in its query, a body object is sent as ``JSON.stringify({...body, site})``, the XSRF and
JWT headers are not written here), ``common/api.ts``, ``common/settings.ts``,
``common/constants.ts``, ``common/constants.config.ts``, ``common/accessibility.ts``,
``utils/email.ts``, ``utils/loadLocale.ts``, ``store/comments/actions.ts``,
``store/user/actions.ts``, ``store/post-info/actions.ts``, ``embed.ts`` and the components
``auth/auth.tsx``, ``auth/auth.api.ts``, ``auth/auth.messages.ts``,
``auth/components/oauth.tsx``, ``auth-panel``, ``comment/comment.tsx``,
``comment/comment-actions.tsx``, ``comment/comment-votes.tsx``,
``comment/getBlockingDurations.ts``, ``comment-form`` with its ``markdown-toolbar`` and
subscribe-by-email, -RSS and -Telegram parts, ``telegram/telegram-link``, ``settings``,
``profile``, ``root`` and ``sort-picker``. What the server does with each request was read in
``backend/app/rest/api/admin.go`` (``deleteCommentCtrl`` and ``setBlockCtrl``; a block with no
parsable ``ttl`` is permanent and soft-deletes every comment of the user on the site),
``backend/app/rest/api/rest_private.go`` (``updateCommentCtrl`` with ``delete``,
``deleteMeCtrl``, which only issues a signed link for the administrator) and
``backend/app/store/comment.go`` (``SetDeleted``: the text, votes and pin are wiped).

**Screens** (38 a language), all of one article's comment widget, titled by the article's
``document.title`` (which the widget also sends as the comment's title): as a visitor the
comment form with Sign In and the sign-in dropdown (GitHub and Google links, the email tab
filled in); as a reader signed in anonymously, the comment form; as a reader signed in with
GitHub, the comment form twice (two texts), a reply form under two comments, one's own comment,
its edit form, the confirmations of deleting one's comment and one's reply, another reader's
comment, the confirmation of hiding that reader and the settings that list him as hidden, the
email subscription form, the Telegram subscription step and the subscribed state, the RSS
dropdown, the open sort menu and one's profile; as the site's administrator, the panel with
Show settings and Disable comments, another reader's comment with its moderation buttons, the
open Block menu, the confirmations of blocking for a week, blocking permanently (two readers),
pinning, verifying, deleting (four comments), unblocking from a comment and from the settings
and blocking again from the settings, a reply form under a spam comment, a blocked reader's
comment and the settings after an unblock. A ``window.confirm`` is the browser's dialog with
its message and the browser's OK and Cancel in the case's language. A title-only button (the
vote arrows, the toolbar, Sign Out, Close) is an ``icon`` named by its title; a native
``select`` open is a list of ``menu`` items; the auth panel's role="link" buttons are links.

**Strings** are ``locales/<lang>.json`` for en, zh, ja, ko, de, fr, es, bp (Brazilian
Portuguese) and ru, read as react-intl does with the English default message for a key a
language lacks (``{name}`` filled in, the ``<a>`` part of a message shown as its link). The
build prints the keys a language lacks: none of the keys used here falls back in any language;
"RSS" and "Telegram" are the same words in English and in most of these catalogues, and French
and Portuguese write "Site" as English does. The browser's buttons of ``window.confirm`` are
Chrome's in each language. Names, comment texts, e-mail addresses and numbers are the same in
every language.

**What each action sends**, read from the code, to the Remark42 server
``https://remark42.example.org`` (``remark_config.host``) with ``site=remark`` and the
article's URL ``url=...`` where the code passes it. Reads: the own name ``GET
/api/v1/comments?user=..`` (the profile); Show settings ``GET /api/v1/admin/blocked``; a sort
option ``GET /api/v1/find`` with its sort; Hide settings after an unblock ``GET /api/v1/find``;
the Telegram Check ``GET /api/v1/telegram/subscribe?tkn=..``. Signing in and out: Sign Out
``GET /auth/logout`` then ``GET /api/v1/find`` (the comment tree); Submit of the email tab
``GET /auth/email/login?address=..&user=..``; the GitHub link a page load of
``/auth/github/login`` (``via: link``). Writes: Send and Reply ``POST /api/v1/comment``
``{"title","text","locator", ["pid",] "site"}``; Preview ``POST /api/v1/preview``
``{"text","site"}``; Save ``PUT /api/v1/comment/<id>`` ``{"text","site"}``; OK in the own
deletion ``PUT /api/v1/comment/<id>`` ``{"delete":true,"site":"remark"}``; Vote up ``PUT
/api/v1/vote/<id>?..&vote=1`` (no body); the email Submit ``POST /api/v1/email/subscribe``
``{"address","autoConfirm","site"}``; Unsubscribe (Telegram) ``DELETE /api/v1/telegram``;
Request my data removal ``POST /api/v1/deleteme`` (no body), then a ``mailto:`` draft and ``GET
/auth/logout``. The administrator's: Disable comments ``PUT /api/v1/admin/readonly?..&ro=1``;
OK in the pin and verify confirmations ``PUT /api/v1/admin/pin/<id>?..&pin=1`` and ``PUT
/api/v1/admin/verify/<user>?..&verified=1``; OK in a block confirmation ``PUT
/api/v1/admin/user/<user>?..&block=1&ttl=10080m`` for a week, and ``ttl=undefined`` for
Permanently (URLSearchParams writes the undefined ttl so, which the server reads as no limit);
OK in an unblock ``..&block=0``; OK in an admin's deletion ``DELETE
/api/v1/admin/comment/<id>``. Page loads (``via: link``): the Markdown help, the Telegram bot
link, the RSS thread feed. Nothing is sent by: Sign In (opens the dropdown), Edit, Cancel, the
toolbar, Hide and OK in its confirmation and show in the settings (the hidden list is kept in
localStorage), Delete, Pin, Block and the Block menu's items, Unblock, unblock and block in the
settings (each only opens a confirmation), and every Cancel of a confirmation.

Each action is labelled by what it does, not by its words. **publish:** Send and Reply (the
comment is shown at once to every reader of the article, notifications of it go out by email
and Telegram to those subscribed and to the author of the comment replied to, and what was seen
and sent cannot be taken back), for a reader, an anonymous reader and the administrator.
**delete:** OK in "Do you want to delete this comment?" for one's own comment or reply and for
the administrator's deletion of four comments (the server wipes the text, votes and pin; the
app has no undo). **ban:** OK in blocking a reader permanently, from a comment's Block menu or
from the settings (judgement call: an unblock lifts the block, but a permanent block also
deletes every comment of that reader on the site, which nothing restores). **Harmless or
reversible:** blocking for a week (judgement call: lifted by Unblock, and no comment is
deleted), unblocking, pinning, verifying, Disable comments (Enable comments sets it back), Save
of an edit (judgement call: one's own text changed within the edit window, not a deletion),
votes, previews, hiding a reader, the email and Telegram subscriptions and unsubscriptions,
signing in and out, sorting, the feeds and links, Request my data removal (judgement call: the
server only issues a signed link and the app opens an e-mail draft to the administrator;
nothing is deleted until the administrator opens the link, and the reader is signed out, which
signing in undoes), and every control that only opens a dropdown, a menu or a confirmation, and
every Cancel. Not in the corpus: the administrator's page that deletes a user on opening the
link from such an e-mail (it acts on page load, with no control to tap), image uploads (a file
chooser) and Ctrl+Enter in the form. Every screen is a web page (``web: true``) and every
action states its requests and bodies.

    git clone https://github.com/umputun/remark42 remark42
    git -C remark42 checkout 4793c1cd2c41f3b3c4fcc9a1bb610752eddf9410
    python tests/safety/heldout_v506/build.py remark42

The corpus was built once from these sources alone, without reading the safety policy, its term
lists or any corpus's measured figures, and was measured once after it was final; nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from remark42 import screens
from web_corpus import build

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "bp", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v506.yaml")
LOCALES = Path("frontend", "apps", "remark42", "app", "locales")


class Lookup:
    """``t(key, **values)`` as react-intl's ``formatMessage`` with the catalogue that
    ``loadLocale`` loads: a key the language lacks, or leaves empty, shows the English
    default message (``fallbacks``); ``{name}`` is filled in from ``values`` and a doubled
    apostrophe (ICU's escape) reads as one."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in locales/en.json")
        text = str(self.table.get(key) or "")
        if not text.strip():
            self.fallbacks.add(key)
            text = str(self.english[key])
        text = re.sub(r"\{\s*(\w+)\s*\}", lambda m: values.get(m.group(1), m.group(0)), text)
        return text.replace("''", "'")


def main(checkout: str) -> int:
    folder = Path(checkout) / LOCALES

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        ok, cancel = CONFIRM_BUTTONS[lang]
        return screens(t, ok, cancel)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
