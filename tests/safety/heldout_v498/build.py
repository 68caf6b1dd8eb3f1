"""Builds the four-hundred-and-ninety-eighth held-out corpus (``heldout_v498.yaml``) from a real
web app's source.

The source is giscus (github.com/giscus/giscus), a comments widget backed by GitHub
Discussions: a Next.js app whose widget page runs in an iframe that a site's ``client.js``
puts on its pages, and whose comments, replies and reactions are GitHub discussion comments
and reactions the widget writes straight to GitHub's GraphQL API with the reader's token.
Read at commit d90866dfb460308e7ed745b3b040657622845f82 ("Include token in discussion creation
request", 6 Jul 2025). Read: ``components/Giscus.tsx`` (the reactions of the main post, the
header with Oldest and Newest, the hidden items' Load more, where the comment box goes),
``Widget.tsx`` (createDiscussion on the first comment or reaction, sign-out as a message to
the embedding page), ``CommentBox.tsx`` (Write and Preview, the fixed-width toggle, Sign out,
Cancel, Comment and Reply, the reply box opened by "Write a reply"), ``Comment.tsx``,
``Reply.tsx``, ``ReactButtons.tsx`` (the reaction buttons and the popover) and
``Configuration.tsx``; ``pages/widget.tsx``, ``pages/index.tsx`` (the configuration page and
its demonstration widget), ``pages/api/discussions/index.ts``,
``pages/api/oauth/authorize.ts`` and ``token.ts``; ``client.ts`` (the frame's address and
``signOut()``); ``lib/context.ts`` (the login address), ``lib/i18n.tsx``,
``lib/reactions.ts``, ``lib/utils.ts`` (``cleanParams``, ``cleanAnchor``),
``lib/messages.ts``; ``services/giscus/discussions.ts`` (the discussion's pages and their
keys), ``createDiscussion.ts``, ``token.ts``; ``services/github/addDiscussionComment.ts``,
``addDiscussionReply.ts``, ``toggleReaction.ts``, ``toggleUpvote.ts``, ``markdown.ts``,
``getDiscussion.ts`` and ``services/config.ts``; ``i18n.js``, ``i18n.fallbacks.json`` and
``.env.example`` (the app's host ``https://giscus.app``).

**Screens** (33 a language, on 29 distinct screens): the widget on a blog post of a made-up
site, signed in as its reader, whose repository ``ana-lee/notes`` holds the post's discussion
(7 reactions, 34 comments, 21 replies): its header, the same with the reader's +1 given and
newest first, the main post's reaction popover; a comment (the same screen written twice, once
per kind of action), the reply box under it written and in preview, the owner's comment with
its replies and "Show 2 previous replies", the reply boxes under it, under a deleted comment
and in fixed-width font; the hidden items' Load more; the main comment box below the comments
(twice), in preview and above the comments; a post with no discussion yet, its comment box,
its reaction popover and its preview; the widget signed out and its reaction popover; a second
post's comment box and reply box; the demonstration widget under giscus.app's configuration
page (its reactions, comment box and reply box); and the configuration page's language,
mapping, category, features and script-tag parts. Widget screens are titled by the embedding
page's title, giscus.app's by its own (``giscus``). A reaction popover is written as its own
items (the reaction buttons beside it would share its labels); a textarea with typed text
shows no placeholder, so its hint is empty; an icon button named by its ``title`` is an
``icon``, a link named so a ``link``; the upvote button, which this commit always disables, is
shown but never tapped.

**Strings** are ``locales/<locale>/common.json`` and ``config.json`` for en, zh-CN, ja, ko, de,
fr, es, pt and ru, read as next-translate does: with a count, the variant ``key.<count>`` and
else ``key.<plural rule>`` (Intl.PluralRules of the locale), ``{{name}}`` filled in; a
``<Trans>`` message's text is written without its tags, and a link inside it is named by its
own text. The build prints the strings a language lacks and so shows in English: none of the
strings used here is missing in any of the nine catalogues (de lacks one theme name and fr and
es another, both options of the theme list, which the corpus does not use). The pt catalogue
itself has "Comment", "Reply" and "Copy" in English, and ko's "Powered by". Names, typed texts
and numbers are the same in every language.

**What each action sends**, read from the code. The widget's own calls go to its origin
(``/api/...``, written as paths); GitHub's APIs are called at ``https://api.github.com``.
Bodies are ``JSON.stringify``'s, the GraphQL documents read from the checkout as their
template literals stand. Comment: ``POST https://api.github.com/graphql``
``{"query":ADD_DISCUSSION_COMMENT_QUERY,"variables":{"body","discussionId"}}``; Reply: the
same with ADD_DISCUSSION_REPLY_QUERY and ``{"body","discussionId","replyToId"}``; a reaction
button: TOGGLE_REACTION_QUERY with ``addReaction`` or, where the reader has already reacted,
``removeReaction`` and ``{"content","subjectId"}``; on a page with no discussion the first
comment or reaction is preceded by ``POST /api/discussions``
``{"repo","input":{"repositoryId","categoryId","title","body"}}`` (the term as title, the body
``# term``, the page's description and its address). Preview: ``POST
https://api.github.com/markdown`` ``{"mode":"gfm","text","context"}``. Load more: ``GET
/api/discussions?repo=..&term=..&category=..&number=0&strict=false&after=<cursor>``. Page loads
(``via: link``): Sign in with GitHub and the popover's Sign in
(``/api/oauth/authorize?redirect_uri=<the page>``, target ``_top``), the comment count,
author and Markdown-hint links and the configuration page's documentation links (target
``_blank``; a fragment is not sent), and Sign out, which posts a message to the embedding page
whose ``client.js`` forgets the session and gives the frame a new ``src``
(``https://giscus.app/<locale>/widget?...`` without the session: the one request whose address
differs between languages). Nothing is sent by Oldest and Newest (the order is changed in the
page), Show previous replies, Write, Cancel, the fixed-width toggle, Add reactions and Write a
reply (they only open the popover or the reply box), Copy and the configuration page's radio
buttons and checkboxes (they change the script tag shown, and the demonstration through
``postMessage``). The re-reads SWR makes after a write (``GET /api/discussions?..``) are not
written.

Each action is labelled by what it does, not by its words. **Publish (irreversible):** Comment
and Reply, wherever the box is (below or above the comments, in preview, in fixed-width font,
under a deleted comment, on the demonstration): the text is posted at once, in the reader's
name, to a public GitHub discussion whose participants and watchers are notified by GitHub;
the widget has no edit or delete, and the notifications cannot be taken back (judgement call:
the comment can later be deleted on GitHub itself). The first comment on a page with no
discussion is the same, after giscus has created the discussion. **Reversible:** adding or
removing a reaction, which the same button undoes, including the header's "Add +1 reaction"
that removes the reader's own +1 (the button keeps its words); a reaction on a page with no
discussion yet (judgement call: giscus creates the page's discussion from the page's title,
description and address, the thread the site is set up to have and nothing of the reader's,
and the reaction itself is undone by the same button); Sign out (judgement call: the session
is only forgotten by the embedding page, and Sign in gets it back); the configuration page's
options, Oldest, Newest and the links beside them, the comment box's Preview, fixed-width
toggle and Markdown hint, and the header's Add reactions, counted with the header's
reactions. **Opens-prompt:** Write a reply, and Add reactions on the page with no discussion:
they only open the reply box or the popover. **Harmless:** Load more, Sign in with GitHub and
the popover's Sign in (GitHub's authorisation page still asks), the language part's
Contribute link and Copy. A publishing screen's category also counts its harmless neighbours
(Cancel, Write, Preview, the fixed-width toggle), as a confirmation's does its Cancel. Not in
the corpus: the upvote button (always disabled in this commit), Ctrl+Enter in the textarea (a
key chord, which submits like Comment), "See previous replies on GitHub" (shown only past the
last hundred replies) and the language and theme lists. Every screen is a web page (``web:
true``) and every action states its requests and bodies.

    git clone https://github.com/giscus/giscus giscus
    git -C giscus checkout d90866dfb460308e7ed745b3b040657622845f82
    python tests/safety/heldout_v498/build.py giscus

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

from giscus import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v498.yaml")
TAGS = r"</?(?:a|code|strong|em|arepo|acategory|aOgTitle)>"  # the <Trans> components used
QUERIES = {"comment": ("addDiscussionComment.ts", "ADD_DISCUSSION_COMMENT_QUERY"),
           "reply": ("addDiscussionReply.ts", "ADD_DISCUSSION_REPLY_QUERY"),
           "reaction": ("toggleReaction.ts", "TOGGLE_REACTION_QUERY")}  # fmt: skip


def plural(locale: str, n: int) -> str:
    """``new Intl.PluralRules(locale).select(n)`` for the whole numbers used here."""
    if locale in ("zh-CN", "ja", "ko"):
        return "other"
    if locale in ("fr", "pt"):
        return "one" if n in (0, 1) else "other"
    if locale == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        return "few" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "many"
    return "one" if n == 1 else "other"


class Lookup:
    """``t(key, **values)`` as next-translate's: ``common`` unless the key says ``config:``;
    with ``count``, the variant ``key.<count>``, else ``key.<plural rule>``; ``{{name}}``
    filled in. A key the language lacks, or leaves empty, shows English's text
    (``fallbacks``). ``plain`` is a ``<Trans>`` message's text, ``inner`` the text of one of
    its components."""

    def __init__(self, folder: Path, locale: str) -> None:
        def read(code: str) -> dict[str, str]:
            return {f"{ns}:{key}": value for ns in ("common", "config") for key, value in
                    flatten(json.loads((folder / code / f"{ns}.json").read_text(
                        encoding="utf-8"))).items()}  # fmt: skip

        self.locale, self.table, self.english = locale, read(locale), read("en")
        self.fallbacks: set[str] = set()

    def _find(self, table: dict[str, str], locale: str, key: str, count: Any) -> str:
        if count is None:
            return table.get(key) or ""
        for name in (f"{key}.{count}", f"{key}.{plural(locale, count)}", key):
            if table.get(name):
                return table[name]
        return ""

    def raw(self, key: str, count: Any = None) -> str:
        key = key if ":" in key else f"common:{key}"
        if not self._find(self.english, "en", key, count):
            raise SystemExit(f"no key {key!r} in locales/en")
        text = self._find(self.table, self.locale, key, count)
        if not text:
            self.fallbacks.add(key)
            text = self._find(self.english, "en", key, count)
        return text

    def __call__(self, key: str, count: Any = None, **values: str) -> str:
        text = self.raw(key, count)
        if count is not None:
            values["count"] = str(count)
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: values.get(m.group(1), m.group(0)), text)

    def plain(self, key: str) -> str:
        return re.sub(TAGS, "", self.raw(key))

    def inner(self, key: str, tag: str = "a") -> str:
        found = re.search(f"<{tag}>(.*?)</{tag}>", self.raw(key))
        if not found:
            raise SystemExit(f"no <{tag}> in {key!r} ({self.locale})")
        return re.sub(TAGS, "", found.group(1)).strip()


def queries(checkout: Path) -> dict[str, str]:
    """The GraphQL documents the widget's mutations send, as their template literals read."""
    found = {}
    for name, (file, const) in QUERIES.items():
        text = (checkout / "services" / "github" / file).read_text(encoding="utf-8")
        match = re.search(rf"const {const} = (?:\([^)]*\) => )?`(.*?)`;", text, re.S)
        if not match:
            raise SystemExit(f"no {const} in {file}")
        found[name] = match.group(1)
    return found


def main(checkout: str) -> int:
    folder = Path(checkout) / "locales"
    documents = queries(Path(checkout))

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, documents, LANGUAGES[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
