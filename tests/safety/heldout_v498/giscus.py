"""Giscus's screens for the four-hundred-and-ninety-eighth held-out corpus: ``screens(t, q,
locale)`` lays them out in one language, ``t`` being that language's lookup of the app's
``locales/<locale>/common.json`` and ``config.json`` (``t(key, count=..)``, ``t.plain(key)``
for a ``<Trans>`` message's text, ``t.inner(key)`` for the text of its link), ``q`` the
GraphQL documents read from the app's ``services/github/*.ts`` and ``locale`` the widget's
locale as it stands in its address. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
import string
from typing import Any

APP = "https://giscus.app"
GRAPHQL = "https://api.github.com/graphql"  # GITHUB_GRAPHQL_API_URL in services/config.ts
MARKDOWN = "https://api.github.com/markdown"  # GITHUB_MARKDOWN_API_URL
MD_GUIDE = "https://guides.github.com/features/mastering-markdown/"
Act = tuple[str, bool, list[Any]]

# The blog that embeds the widget, its repository and discussions (all made up).
BLOG = "Ana's notes"
REPO, REPO_ID = "ana-lee/notes", "R_kgDOJx7LpQ"
CATEGORY, CATEGORY_ID = "Announcements", "DIC_kwDOJx7Lpc4CYm3R"
POST = {"title": f"Moving my notes to a static site · {BLOG}",
        "origin": "https://ana.example.org/posts/static-site/",
        "term": "posts/static-site/",
        "description": "Six years of notes, one weekend and a static site generator.",
        "discussion": "D_kwDOJx7LpM4AXq2T",
        "url": "https://github.com/ana-lee/notes/discussions/31"}  # fmt: skip
FONTS = {"title": f"Self-hosting web fonts · {BLOG}",
         "origin": "https://ana.example.org/posts/self-hosted-fonts/",
         "term": "posts/self-hosted-fonts/",
         "description": "Why I stopped loading fonts from a third party.",
         "discussion": "D_kwDOJx7LpM4AXr9K",
         "url": "https://github.com/ana-lee/notes/discussions/34"}  # fmt: skip
EINK = {"title": f"Notes on a tiny e-ink dashboard · {BLOG}",
        "origin": "https://ana.example.org/posts/eink-dashboard/",
        "term": "posts/eink-dashboard/",
        "description": "A weather and calendar panel that refreshes every ten minutes.",
        "discussion": "D_kwDOJx7LpM4AYc0F"}  # fmt: skip  # made by POST /api/discussions
# The comments on the static-site post; jtanaka is the signed-in reader.
MK = ("DC_kwDOJx7LpM4Ai8Rv", "mkowalski",
      "Great write-up. Did the old /feed.xml address keep working after the move?")  # fmt: skip
ANA = ("DC_kwDOJx7LpM4Ai8Sx", "ana-lee",
       "Yes: the host redirects /feed.xml to /index.xml, so nothing broke.")  # fmt: skip
ANA_REPLY = "DC_kwDOJx7LpM4Ai9Ta"  # rdiaz's reply to ana-lee's comment
RD = ("DC_kwDOJx7LpM4Ai8Uc", "rdiaz", "Which theme is this? It reads really well.")
GONE = "DC_kwDOJx7LpM4Ai8Vd"  # a comment its author deleted
LH = ("DC_kwDOJx7LpM4AjB2w", "lhoang", "Nice. Did you subset the fonts with pyftsubset?")
# giscus.app's own demonstration, below its configuration page.
DEMO = {"discussion": "D_kwDOE8N9Ls4ANd3b",
        "comment": ("DC_kwDOE8N9Ls4AQ0hZ", "octo-reader",
                    "Trying giscus out from the demo.")}  # fmt: skip
COMMENTS, REPLIES, HIDDEN = 34, 21, 4  # the static-site post's discussion
CURSOR = "Y3Vyc29yOnYyOpK5MjAyNS0wNC0xMlQwOToxNDozMlo"  # made up: pageInfo.endCursor
REACTIONS = ["THUMBS_UP", "THUMBS_DOWN", "LAUGH", "HOORAY", "CONFUSED", "HEART", "ROCKET",
             "EYES"]  # fmt: skip  # lib/reactions.ts, in order


def params(values: dict[str, str]) -> str:
    """``new URLSearchParams(values).toString()``: letters, digits and ``*-._`` kept, a space
    as ``+``, every other byte of UTF-8 as ``%XX``."""
    keep = set(string.ascii_letters + string.digits + "*-._")

    def enc(text: str) -> str:
        return "".join(
            c if c in keep else "+" if c == " " else "".join(f"%{b:02X}" for b in c.encode())
            for c in text
        )

    return "&".join(f"{enc(k)}={enc(v)}" for k, v in values.items())


def body(data: Any) -> str:
    """``JSON.stringify(data)``."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (``target="_top"`` or ``"_blank"``) or an iframe's
    new ``src``; a fragment is not sent."""
    return {"request": f"GET {url.split('#')[0]}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"giscus {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


class Kit:
    """One language's strings and the requests the widget makes."""

    def __init__(self, t: Any, q: dict[str, str], locale: str) -> None:
        self.t, self.q, self.locale = t, q, locale
        self.login = page("/api/oauth/authorize?" + params({"redirect_uri": POST["origin"]}))

    def gql(self, query: str, variables: dict[str, Any]) -> dict[str, str]:
        """A mutation's request to GitHub's GraphQL API: ``{query, variables}``."""
        return {"request": f"POST {GRAPHQL}",
                "body": body({"query": query, "variables": variables})}  # fmt: skip

    def react(self, subject: str, content: str, remove: bool = False) -> dict[str, str]:
        query = self.q["reaction"].replace("${mode}", "remove" if remove else "add")
        return self.gql(query, {"content": content, "subjectId": subject})

    def comment(self, discussion: str, text: str) -> dict[str, str]:
        return self.gql(self.q["comment"], {"body": text, "discussionId": discussion})

    def reply(self, discussion: str, to: str, text: str) -> dict[str, str]:
        variables = {"body": text, "discussionId": discussion, "replyToId": to}
        return self.gql(self.q["reply"], variables)

    @staticmethod
    def preview(text: str) -> dict[str, str]:
        """renderMarkdown: GitHub's Markdown API renders the Preview tab."""
        return {"request": f"POST {MARKDOWN}",
                "body": body({"mode": "gfm", "text": text, "context": REPO})}  # fmt: skip

    @staticmethod
    def create(post: dict[str, str]) -> dict[str, str]:
        """Widget's createDiscussion: the page's discussion, made on its first comment or
        reaction."""
        text = f"# {post['term']}\n\n{post['description']}\n\n{post['origin']}"
        return {"request": "POST /api/discussions", "body": body({"repo": REPO, "input": {
            "repositoryId": REPO_ID, "categoryId": CATEGORY_ID, "title": post["term"],
            "body": text}})}  # fmt: skip

    def sign_out(self, post: dict[str, str]) -> dict[str, str]:
        """client.js's signOut(): the frame reloaded without the session."""
        return page(f"{APP}/{self.locale}/widget?" + params({
            "origin": post["origin"], "theme": "preferred_color_scheme",
            "reactionsEnabled": "1", "emitMetadata": "0", "inputPosition": "bottom",
            "repo": REPO, "repoId": REPO_ID, "category": CATEGORY, "categoryId": CATEGORY_ID,
            "strict": "0", "description": post["description"], "backLink": post["origin"],
            "term": post["term"]}))  # fmt: skip

    def add(self, key: str) -> str:
        return self.t("addTheReaction", reaction=self.t(key))

    def remove(self, key: str) -> str:
        return self.t("removeTheReaction", reaction=self.t(key))

    def popover(self, reacted: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        """ReactButtons' popover, written as its own items."""
        return [{"text": self.t("pickYourReaction")},
                *({"button": self.remove(k) if k in reacted else self.add(k)}
                  for k in REACTIONS)]  # fmt: skip

    def header(self, reactions: int, direct: list[str]) -> list[dict[str, Any]]:
        """Giscus's reactions of the main post and the comments' header."""
        t = self.t
        return [
            {"link": t("reactions", count=reactions)}, {"button": t("addReactions")},
            *({"button": self.add(k)} for k in direct),
            {"link": t("comments", count=COMMENTS)},
            {"text": t("replies", count=REPLIES, plus="")},
            {"text": t.plain("poweredBy")}, {"link": t.inner("poweredBy")},
            {"button": t("oldest")}, {"button": t("newest")}]  # fmt: skip

    def card(self, author: tuple[str, str, str], replies: int,
             badge: str = "") -> list[dict[str, Any]]:  # fmt: skip
        """A Comment's header, body and footer."""
        t = self.t
        return [
            {"link": author[1]}, *([{"text": t(badge)}] if badge else []),
            {"text": author[2]}, {"icon": t("upvote")}, {"button": t("addReactions")},
            {"text": t("replies", count=replies, plus="")}]  # fmt: skip

    def box(self, text: str, reply: bool = False, fixed: bool = False,
            shown: str = "") -> list[dict[str, Any]]:  # fmt: skip
        """CommentBox: a typed textarea shows no placeholder; ``shown`` is the preview."""
        t = self.t
        tools = [{"icon": t("disableFixedWidth" if fixed else "enableFixedWidth")}]
        editor = [{"field": "textarea", "hint": "", "text": text, "focused": True},
                  {"link": t("stylingWithMarkdownIsSupported")}]  # fmt: skip
        return [
            {"button": t("write")}, {"button": t("preview")},
            *(tools if not shown else []), *(editor if not shown else [{"text": shown}]),
            *([{"button": t("cancel")}, {"button": t("reply")}] if reply else
              [{"button": t("signOut")}, {"button": t("comment")}])]  # fmt: skip


def widget(post: dict[str, str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """The widget's frame on a post of the blog, titled by the post's page."""
    return {"title": post["title"], "items": items}


def screens(t: Any, q: dict[str, str], locale: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    k = Kit(t, q, locale)
    return [*_discussion(k), *_composing(k), *_demo(k), *_configuration(t)]


def _discussion(k: Kit) -> list[dict[str, Any]]:
    """The static-site post's discussion: its reactions and header, its comments and their
    reaction popovers, the reply boxes, the pagination."""
    t = k.t
    post, disc = POST, POST["discussion"]
    mk_card = widget(post, [*k.card(MK, 0), {"button": k.add("HEART")},
                            {"button": t("edited")}, {"button": t("writeAReply")}])  # fmt: skip
    ana_card = widget(post, [
        *k.card(ANA, 7, "OWNER"), {"button": t("showPreviousReplies", count=2)},
        {"link": "rdiaz"}, {"text": "That explains why my reader never noticed."},
        {"button": t("addReactions")}, {"button": k.add("HOORAY")},
        {"link": "mkowalski"}, {"text": "Good to know, thanks!"},
        {"button": t("addReactions")}, {"button": t("writeAReply")}])  # fmt: skip
    r1 = "It did: the host answers /feed.xml with a 301 to /index.xml."
    r2 = "And since it is a 301, most feed readers update the address on their own."
    r3 = "Thanks, that fixed it for my Miniflux instance too."
    r4 = "Whoever asked about the theme: it is Hugo's Paper, lightly changed."
    r5 = "Run `hugo --gc --minify` before each deploy."
    gone = widget(post, [
        {"text": t("thisCommentWasDeleted")}, {"text": t("replies", count=2, plus="")},
        {"link": "ana-lee"}, {"text": "Sorry, I missed this before it was deleted."},
        {"button": t("addReactions")}, *k.box(r4, reply=True)])  # fmt: skip
    return [
        _entry("reversible", "discussion header", widget(post, k.header(7, [
            "THUMBS_UP", "HEART", "ROCKET"])), [(t("addReactions"), False, []),
            (k.add("ROCKET"), False, [k.react(disc, "ROCKET")]), (t("newest"), False, []),
            (t("comments", count=COMMENTS), False, [page(post["url"])])]),
        # The reader has reacted +1: its button still says "Add" and takes it back.
        _entry("reversible", "discussion header reacted, newest first", widget(
            post, k.header(8, ["THUMBS_UP", "HEART", "ROCKET"])), [
            (k.add("THUMBS_UP"), False, [k.react(disc, "THUMBS_UP", remove=True)]),
            (t("oldest"), False, [])]),
        _entry("reversible", "discussion reactions popover", widget(post, k.popover(
            ("THUMBS_UP",))), [
            (k.add("HOORAY"), False, [k.react(disc, "HOORAY")]),
            (k.remove("THUMBS_UP"), False, [k.react(disc, "THUMBS_UP", remove=True)])]),
        _entry("opens-prompt", "comment", mk_card, [(t("writeAReply"), False, [])]),
        _entry("reversible", "comment reaction and author", mk_card, [
            (k.add("HEART"), False, [k.react(MK[0], "HEART")]),
            ("mkowalski", False, [page("https://github.com/mkowalski")])]),
        _entry("publish", "reply box", widget(post, [
            {"text": MK[2]}, *k.box(r1, reply=True)]), [
            (t("reply"), True, [k.reply(disc, MK[0], r1)]), (t("cancel"), False, []),
            (t("preview"), False, [k.preview(r1)])]),
        _entry("publish", "reply box in preview", widget(post, [
            {"text": MK[2]}, *k.box(r2, reply=True, shown=r2)]), [
            (t("reply"), True, [k.reply(disc, MK[0], r2)]), (t("write"), False, [])]),
        _entry("opens-prompt", "owner's comment", ana_card, [(t("writeAReply"), False, [])]),
        _entry("reversible", "owner's comment replies", ana_card, [
            (t("showPreviousReplies", count=2), False, []),
            (k.add("HOORAY"), False, [k.react(ANA_REPLY, "HOORAY")])]),
        _entry("publish", "reply box under the owner's comment", widget(post, [
            {"text": ANA[2]}, {"text": t("OWNER")}, *k.box(r3, reply=True)]), [
            (t("reply"), True, [k.reply(disc, ANA[0], r3)]), (t("cancel"), False, [])]),
        _entry("publish", "reply box under a deleted comment", gone, [
            (t("reply"), True, [k.reply(disc, GONE, r4)])]),
        _entry("publish", "reply box in fixed-width font", widget(post, [
            {"text": RD[2]}, *k.box(r5, reply=True, fixed=True)]), [
            (t("reply"), True, [k.reply(disc, RD[0], r5)]),
            (t("disableFixedWidth"), False, [])]),
        _entry("harmless", "hidden comments", widget(post, [
            {"text": t("hiddenItems", count=HIDDEN)}, {"button": f"{t('loadMore')}…"}]), [
            (f"{t('loadMore')}…", False, [{"request": "GET /api/discussions?" + params({
                "repo": REPO, "term": post["term"], "category": CATEGORY, "number": "0",
                "strict": "false", "after": CURSOR})}])]),
    ]  # fmt: skip


def _composing(k: Kit) -> list[dict[str, Any]]:
    """The main comment box (below the comments, above them, in preview, in fixed-width
    font), a page with no discussion yet, the widget signed out, a second post."""
    t = k.t
    post, disc = POST, POST["discussion"]
    m1 = "How long did the whole move take, image links included?"
    m2 = "**Tip:** keep the old WordPress export around; it saved me twice."
    m2_shown = "Tip: keep the old WordPress export around; it saved me twice."
    m3 = "Bookmarked. I am about to do the same with my Jekyll site."
    n1 = "Which e-ink panel did you use for the dashboard?"
    n2 = "Lovely project. Does the panel ghost after a day of refreshes?"
    f1 = "Worth adding font-display: swap to the @font-face rules too."
    f2 = "I did not; the two weights I use are small enough as they are."
    fresh = [{"text": t("reactions", count=0)}, {"button": t("addReactions")},
             {"text": t("comments", count=0)}]  # fmt: skip
    bottom = widget(post, [{"text": RD[2]}, *k.box(m1)])
    signed_out = widget(post, [
        {"link": t("reactions", count=7)}, {"button": t("addReactions")},
        *({"button": t("youMustBeSignedInToAddReactions")} for _ in range(3)),
        {"link": t("comments", count=COMMENTS)}, {"button": t("write")},
        {"button": t("preview")}, {"icon": t("enableFixedWidth")},
        {"field": "textarea", "hint": t("signInToComment"), "text": ""},
        {"link": t("stylingWithMarkdownIsSupported")},
        {"link": t("signInWithGitHub")}])  # fmt: skip
    out_popover = widget(post, [
        {"link": t.inner("signInToAddYourReaction")},
        {"text": t.plain("signInToAddYourReaction")},
        *({"button": k.add(r)} for r in REACTIONS)])  # fmt: skip
    new = EINK["discussion"]
    return [
        _entry("publish", "comment box", bottom, [(t("comment"), True, [k.comment(disc, m1)])]),
        # Signing out tells the embedding page, which forgets the session and reloads the frame.
        _entry("reversible", "comment box tools and sign out", bottom, [
            (t("preview"), False, [k.preview(m1)]), (t("enableFixedWidth"), False, []),
            (t("stylingWithMarkdownIsSupported"), False, [page(MD_GUIDE)]),
            (t("signOut"), False, [k.sign_out(post)])]),
        _entry("publish", "comment box in preview", widget(post, k.box(m2, shown=m2_shown)), [
            (t("comment"), True, [k.comment(disc, m2)]), (t("write"), False, [])]),
        _entry("publish", "comment box above the comments", widget(post, [
            *k.header(7, ["THUMBS_UP", "HEART", "ROCKET"]), *k.box(m3)]), [
            (t("comment"), True, [k.comment(disc, m3)])]),
        # No discussion yet: the first comment or reaction has giscus create it.
        _entry("publish", "page without a discussion", widget(EINK, [*fresh, *k.box(n1)]), [
            (t("comment"), True, [k.create(EINK), k.comment(new, n1)])]),
        _entry("opens-prompt", "page without a discussion reactions", widget(EINK, [
            *fresh, *k.box(n1)]), [(t("addReactions"), False, [])]),
        _entry("reversible", "page without a discussion popover", widget(EINK, k.popover()), [
            (k.add("THUMBS_UP"), False, [k.create(EINK), k.react(new, "THUMBS_UP")])]),
        _entry("publish", "page without a discussion in preview", widget(EINK, [
            *fresh, *k.box(n2, shown=n2)]), [
            (t("comment"), True, [k.create(EINK), k.comment(new, n2)]),
            (t("write"), False, [])]),
        _entry("harmless", "signed out", signed_out, [(t("signInWithGitHub"), False, [k.login])]),
        _entry("harmless", "signed out reactions popover", out_popover, [
            (t.inner("signInToAddYourReaction"), False, [k.login])]),
        _entry("publish", "second post comment box", widget(FONTS, [
            {"text": LH[2]}, *k.box(f1)]), [
            (t("comment"), True, [k.comment(FONTS["discussion"], f1)])]),
        _entry("publish", "second post reply box", widget(FONTS, [
            {"link": LH[1]}, {"text": LH[2]}, *k.box(f2, reply=True)]), [
            (t("reply"), True, [k.reply(FONTS["discussion"], LH[0], f2)]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def _demo(k: Kit) -> list[dict[str, Any]]:
    """The demonstration widget on giscus.app's own page, under the configuration."""
    t = k.t
    disc, (cid, _, ctext) = DEMO["discussion"], DEMO["comment"]
    g1 = "Testing giscus for my documentation site. Looks great!"
    g2 = "Same here, the setup took five minutes."
    demo = {"title": "giscus"}
    return [
        _entry("reversible", "demo reactions", {**demo, "items": [
            {"link": t("reactions", count=12)}, {"button": t("addReactions")},
            {"button": k.add("HOORAY")}, {"button": k.add("HEART")}]}, [
            (k.add("HOORAY"), False, [k.react(disc, "HOORAY")])]),
        _entry("publish", "demo comment box", {**demo, "items": [
            {"text": ctext}, *k.box(g1)]}, [(t("comment"), True, [k.comment(disc, g1)])]),
        _entry("publish", "demo reply box", {**demo, "items": [
            {"text": ctext}, *k.box(g2, reply=True)]}, [
            (t("reply"), True, [k.reply(disc, cid, g2)]), (t("cancel"), False, [])]),
    ]  # fmt: skip


def _configuration(t: Any) -> list[dict[str, Any]]:
    """giscus.app's configuration: the language and repository, the mapping, the category,
    the features and the script tag."""
    title = "giscus"
    gh = "https://github.com/giscus/giscus/blob/main"
    language = {"title": title, "items": [
        {"text": t("config:configuration")}, {"text": t("config:language")},
        {"text": t.plain("config:chooseLanguageGiscusDisplayed")},
        {"link": t.inner("config:chooseLanguageGiscusDisplayed")},
        {"text": t("config:chooseTheRepository")},
        {"field": "repository", "hint": "", "text": REPO},
        {"text": t("config:successRepositoryMeetsCriteria")}]}  # fmt: skip
    mappings = ["titleContainsPathname", "titleContainsURL", "titleContainsTitle",
                "titleContainsOgTitle", "titleContainsSpecificTerm",
                "specificDiscussionNumber"]  # fmt: skip
    mapping = {"title": title, "items": [
        {"text": t("config:pageDiscussionsMapping")}, {"text": t("config:chooseTheMapping")},
        *({"radio": t.plain(f"config:{key}"), "checked": key == "titleContainsPathname"}
          for key in mappings)]}  # fmt: skip
    category = {"title": title, "items": [
        {"switch": t("config:useStrictTitleMatching"), "checked": False},
        {"text": t.plain("config:avoidMismatches")}, {"link": t.inner("config:avoidMismatches")},
        {"text": t("config:discussionCategory")},
        {"switch": t("config:onlySearchInThisCategory"), "checked": True},
        {"text": t("config:whenSearchingOnlyThisCategory")}]}  # fmt: skip
    features = {"title": title, "items": [
        {"text": t("config:features")}, {"text": t("config:chooseSpecificFeatures")},
        {"switch": t("config:enableReactionsMainPost"), "checked": True},
        {"switch": t("config:emitDiscussionMetadata"), "checked": False},
        {"switch": t("config:placeCommentBoxAboveComments"), "checked": False},
        {"switch": t("config:loadCommentsLazily"), "checked": False}]}  # fmt: skip
    script = {"title": title, "items": [
        {"text": t("config:enableGiscus")},
        {"text": t.plain("config:addTheFollowingScriptTag")},
        {"text": t.plain("config:youHaveNotConfiguredRepositoryCategory")},
        {"link": t.inner("config:youHaveNotConfiguredRepositoryCategory", "arepo")},
        {"link": t.inner("config:youHaveNotConfiguredRepositoryCategory", "acategory")},
        {"button": t("config:copy")}]}  # fmt: skip
    return [
        _entry("harmless", "configuration language", language, [
            (t.inner("config:chooseLanguageGiscusDisplayed"), False, [
                page(f"{gh}/CONTRIBUTING.md#adding-localizations")])]),
        _entry("reversible", "configuration mapping", mapping, [
            (t.plain("config:titleContainsURL"), False, []),
            (t.plain("config:specificDiscussionNumber"), False, [])]),
        _entry("reversible", "configuration category", category, [
            (t("config:useStrictTitleMatching"), False, []),
            (t("config:onlySearchInThisCategory"), False, []),
            (t.inner("config:avoidMismatches"), False, [
                page(f"{gh}/ADVANCED-USAGE.md#data-strict")])]),
        _entry("reversible", "configuration features", features, [
            (t("config:enableReactionsMainPost"), False, []),
            (t("config:placeCommentBoxAboveComments"), False, [])]),
        _entry("harmless", "configuration script tag", script, [
            (t("config:copy"), False, [])]),
    ]  # fmt: skip
