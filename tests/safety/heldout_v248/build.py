"""Builds the two-hundred-and-forty-eighth held-out corpus (``heldout_v248.yaml``) from a real
web app's source.

The source is Castopod (github.com/ad-aures/castopod), a podcast host with ActivityPub
(fediverse) support written in PHP on CodeIgniter 4, whose admin area, login and public
pages are rendered on the server, with a little TypeScript, at commit
bc041702dd8058ae8e1831b9609827c911a5a626 ("docs: update CODE_OF_CONDUCT.md to be based on
Contributor Covenant 3.0", 1 Mar 2026). Read: the routes ``app/Config/Routes.php``,
``modules/Admin/Config/Routes.php``, ``modules/Auth/Config/Routes.php`` and ``AuthRoutes.php``,
``modules/Fediverse/Config/Routes.php``, ``modules/PremiumPodcasts/Config/Routes.php`` and
``modules/Plugins/Config/Routes.php``; ``app/Config/Security.php`` (``csrf_test_name``, a
randomized token), ``App.php`` (the supported locales) and ``Autoload.php`` (the order of
the modules); the admin controllers ``EpisodeController`` (unpublish, delete, publish,
publish-cancel, transcript-delete, the comment form), ``SoundbiteController``,
``PodcastController`` (delete), ``SettingsController`` (delete icon, regenerate images,
housekeeping), ``PageController``, ``BaseController`` (the document title), the Auth
module's ``UserController``, ``ContributorController`` and ``InteractController``,
``SubscriptionController`` (regenerate token, suspend, resume, delete), ``PluginController``
and ``Plugins::uninstall``, the Fediverse module's ``BlockController``, ``PostController``,
``ActorController::followAction`` and the models ``ActorModel::blockActor``,
``BlockedDomainModel``, ``PostModel::removePost``; the app's ``PostController`` (post, reply,
reblog and favourite toggles) and ``EpisodeCommentController::likeAction``; the templates of
``themes/cp_admin`` (``_layout.php``, ``_partials/_nav_header.php``, ``episode/view.php``,
``list.php``, ``delete.php``, ``unpublish.php``, ``publish.php``, ``edit.php``,
``soundbites_list.php``, ``podcast/delete.php``, ``notifications.php``,
``contributor/list.php``, ``remove.php``, ``subscription/list.php``, ``suspend.php``,
``delete.php``, ``user/list.php``, ``delete.php``, ``fediverse/blocked_actors.php``,
``blocked_domains.php``, ``page/list.php``, ``settings/general.php``,
``plugins/_plugin.php``) and of ``themes/cp_app`` (``podcast/activity.php``,
``follow.php``, ``post/post.php``, ``post/_partials/card.php``, ``actions.php``,
``post_with_replies.php``, ``reply_actions.php``, ``episode/comments.php``,
``_partials/comment_actions.php``); the view components ``Button``, ``IconButton``,
``DropdownMenu`` and ``Forms/Checkbox``, ``Toggler``, ``DatetimePicker``, ``FormComponent``;
the functions that draw the publication button and set the public pages' titles
(``publication_button``, ``set_podcast_metatags``, ``set_post_metatags``); the scripts
``resources/js/_modules/PublishMessageWarning.ts``, ``ClientTimezone.ts`` and
``DateTimePicker.ts``.

**Screens** (37 a language, 60 actions). Admin area: a published episode's dashboard and
its unpublish form; a draft episode's row menu, its delete form (the box ticked, and not),
its publish form with an announcement message, without one, and after the warning the empty
message brings; the episode's edit page (its transcript and chapters files); a soundbite's
row menu; the podcast's delete form; the contributors list and a contributor's removal
form; a premium subscription's row menu (active, then suspended), its suspend form and its
delete form (the box left unticked); the notifications page; the users list, a user's row
menu and delete form; the blocked accounts and blocked domains pages; the pages list; the
general settings' instance and images parts, and their housekeeping part twice (with "Reset
counts" on, with "Rename episode audio files" on); a plugin's card and its menu; the account
menu. Public pages, the podcast's user logged in and interacting as the podcast: the
podcast's activity page (its post form, a post's actions), the podcast's own post's menu, a
remote reply's menu, a post's page with the reply form, an episode's page with its comment
form and a comment; and, logged out, the follow page. An admin page is titled by its
``document.title`` (``<title> | Castopod Admin``), so that a heading with a button's words
(Delete, Unpublish) is no text of its own; a public page by the title the app sets for it.
An open ``DropdownMenu`` is a dialog over its page, its items the row it belongs to and its
entries; the buttons that open such menus in tables have no name (an icon alone), so the
menu is written open. A delete form is its alert, the "I understand" checkbox (a switch,
its state given), Cancel (a link) and the submit. A list is written as the part holding
the row acted on. An ``IconButton`` is an ``icon`` named by its title; a post's reblog and
favourite buttons and a comment's like button show a count and are named by their title
(``desc``), where the count's plural form is the language's own.

**Strings** are the language files ``app/Language/<locale>/*.php`` and
``modules/*/Language/<locale>/*.php`` for en, zh-hans, ja, ko, de, fr, es, pt-br and ru, read
as CodeIgniter's ``lang()`` reads them: the files of one name from every module and the app
merged (the app's last, so that its strings win), a key the locale lacks looked up in its
language (pt for pt-br), then in English; with arguments, formatted by ICU's message format
for the locale (the plural rules of Russian, French and Portuguese included). Castopod's
``App::$supportedLocales`` lists zh-hans, de, fr, es and pt-br but not ja, ko or ru, whose
files the app ships all the same: their screens are those of an instance that adds them to
the list (as shipped, such a browser is served English). The build prints, per language, the
keys whose text is English's: absent from the language's file, or written there in English,
as the translation platform writes a string nobody has translated (a few are words a
language writes alike, such as the French "Notifications"). The plugin strings are in English
in every language; zh, de, fr and es show a handful more in English (role names, "Podcast
subscriptions", "Optional", words written alike), pt-br some twenty (the user, subscription
and notification forms); ja and ru translate the public pages (posts, comments, the follow
page) but next to nothing of the admin area, which they show in English; ko shows nearly
everything in English. Names of the podcast, episodes, people, the instance and typed texts
are the same in every language.

**What each action sends**, read from the code. Every control is an HTML form post
(``via: form``) or a page load (``via: link``); no action calls the server from a script.
The admin area is under ``/cp-admin``, logging out under ``/cp-auth``; the podcast is number
1 (handle ``slowkitchen``, actor 3), the published episode 12, the draft 14. A form's body
is urlencoded in tree order, ``csrf_field()``'s ``csrf_test_name`` (made up) first, but in the
rows of the blocked lists, whose hidden ``actor_id`` or ``domain`` comes before it; a checked
box sends ``yes``, an unchecked one nothing; a submit button's ``name=value`` comes last
(``action=reblog``, ``action=favourite``, ``action=reply``, ``actor_id=3``; the like button's
``action`` has no value and sends ``action=``). The delete forms post ``understand=yes`` to
their own route; the contributor's names a route that does not exist (``contributor-delete``),
so ``route_to`` writes an empty action and the browser posts to the page's own URL,
``.../contributors/7/remove``; the unblock buttons are given a ``uri`` of a route that does
not exist either, so they stay submit buttons. The publish form posts ``client_timezone`` (the
browser's zone, Europe/Paris here), ``message``, ``publication_method=now`` and an empty
``scheduled_publication_date``; with an empty message, the first press is stopped by
``PublishMessageWarning`` (the warning shown, the button renamed "Publish anyways", nothing
sent) and the second posts. The public post form posts to ``/@slowkitchen/posts/new``, a
post's actions and reply to ``/@slowkitchen/posts/<id>/action``, its menu's entries to
``.../block-actor``, ``.../block-domain`` and ``.../delete``, the comment form to the admin
route ``/cp-admin/podcasts/1/episodes/12/comments/new``, the like to
``.../comments/<id>/like``, the follow form to ``/@slowkitchen/follow``. Page loads: every
``<x-Button uri>`` and menu entry, among them the GET routes that act at once: the soundbite's
Delete, the transcript's delete icon, a page's Delete page, the site icon's delete icon, a
subscription's Regenerate token and Resume, a plugin's Uninstall, Cancel publication, Mark
all as read and Logout. Opening a menu and the first press of Publish with no message send
nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete:**
Unpublish in the unpublish form (judgement call: it is named as a state change, but every
comment and post of the episode is deleted, a Delete sent to the fediverse for each, and the
episode leaves the feed), Delete in the episode's and the podcast's delete forms (episodes,
media files, posts and analytics deleted), Remove subscription (judgement call: with the box
unticked, since ``deleteAction`` never checks it; the subscription and its analytics are
deleted and the subscriber emailed), the transcript's delete icon and the soundbite's
Delete (the files deleted, no confirmation), a page's Delete page (no confirmation), the site
icon's delete icon (the uploaded icon's files deleted) and the own post's Delete post (the
post removed and a Delete sent to the followers' servers); **publish:** Publish and Publish
anyways (the episode goes into the feed and the announcement post to every fediverse
follower; unpublishing later deletes it here, not on the servers that received it), the
activity page's Send, the post page's Reply and the episode page's Send (a post, a reply, a
comment delivered to other servers); **revoke:** Remove in the contributor's removal form
(judgement call: the user's access to the podcast is gone at once; adding them again is a
new grant), Regenerate token (judgement call: the subscriber's token and private feed link
stop working at once, a new one is emailed) and Run housekeeping with "Rename episode audio
files" on (judgement call: every audio file gets a new random name, so every earlier link to
it, a leaked one included, stops working for good; the old names cannot be given back);
**delete-user:** Delete in the user's delete form (the account purged); **reset:** a
plugin's Uninstall (judgement call: the plugin's files stay and it can be activated again,
but every setting it held, for the instance, each podcast and each episode, is deleted, with
no confirmation). **Harmless:** Delete with the episode's box unticked (the controller refuses
and asks for it), the first Publish with no message, Cancel publication on a draft (the
route only redirects), Suspend subscription (judgement call: the subscriber is emailed, but
Resume lifts it, as the form says) and Resume, Block! and Unblock on both lists and a post's
Block user and Block domain (each undone by the other), the reblog and favourite buttons and
the comment's like (each a toggle the same button undoes), Regenerate images, Run housekeeping
with "Reset counts" on (judgement call: the counts are recomputed from the stored data),
Deactivate, Mark all as read (judgement call: the notifications stay listed, only marked
read), choosing to interact as the podcast, Logout, Proceed to follow (the browser is sent to
the follower's own server, where they confirm), every Cancel and every control that only
opens a page, a form or a menu. Not in the corpus: the login and magic link pages, whose
strings come from the Shield package rather than this repository, and the admin's comment
deletion, which no template offers. Every screen is a web page (``web: true``) and every
action states its requests and bodies.

    git clone https://github.com/ad-aures/castopod castopod
    git -C castopod checkout bc041702dd8058ae8e1831b9609827c911a5a626
    python tests/safety/heldout_v248/build.py castopod

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from castopod import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v248.yaml")
# The folders whose Language/<locale>/<File>.php CodeIgniter merges for lang('File.key'), in
# the order its FileLocator finds them (Config/Autoload.php's psr4 order, the app's own
# folder last, so that its strings win where a module has the same key).
FOLDERS = ("modules/Admin", "modules/Analytics", "modules/Auth", "modules/Fediverse",
           "modules/Install", "modules/Media", "modules/MediaClipper", "modules/Platforms",
           "modules/Plugins", "modules/PodcastImport", "modules/PremiumPodcasts",
           "modules/Update", "modules/WebSub", "app")  # fmt: skip

_TOKEN = re.compile(
    r"\s+|//[^\n]*|#[^\n]*|/\*.*?\*/|'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|=>|[\[\],.;]"
    r"|-?\d+|\w+",
    re.S,
)


def _php_string(token: str) -> str:
    """A PHP string literal's text: a single-quoted one keeps every escape but ``\\'`` and
    ``\\\\``; a double-quoted one reads ``\\n``, ``\\t`` and the rest as C's."""
    body = token[1:-1]
    if token[0] == "'":
        return re.sub(r"\\([\\'])", r"\1", body)
    table = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "$": "$"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), "\\" + m.group(1)), body)


def read_php_array(path: Path) -> dict[str, Any]:
    """The array a language file returns (``return [ 'key' => 'text', 'group' => [...] ];``),
    string literals joined by ``.`` read as one."""
    text = path.read_text(encoding="utf-8")
    body = text[text.index("return [") + len("return") :]
    tokens: list[str] = []
    pos = 0
    while pos < len(body):
        match = _TOKEN.match(body, pos)
        if not match:
            raise SystemExit(f"{path}: cannot read {body[pos : pos + 40]!r}")
        pos = match.end()
        token = match.group(0)
        if token == ";":
            break
        if not token.isspace() and not token.startswith(("//", "#", "/*")):
            tokens.append(token)
    index = 0

    def value() -> Any:
        nonlocal index
        token = tokens[index]
        if token == "[":
            index += 1
            table: dict[str, Any] = {}
            while tokens[index] != "]":
                key = value()
                if tokens[index] != "=>":
                    raise SystemExit(f"{path}: a list where a table was expected")
                index += 1
                table[str(key)] = value()
                if tokens[index] == ",":
                    index += 1
            index += 1
            return table
        if token[0] in "'\"":
            parts = [_php_string(token)]
            index += 1
            while tokens[index] == ".":
                parts.append(_php_string(tokens[index + 1]))
                index += 2
            return "".join(parts)
        raise SystemExit(f"{path}: cannot read {token!r}")

    return value()


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """PHP's ``array_replace_recursive``."""
    merged = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def plural_category(locale: str, n: int) -> str:
    """The CLDR plural category ICU picks for a whole number ``n`` in ``locale``."""
    lang = locale.split("-")[0]
    if lang in ("zh", "ja", "ko"):
        return "other"
    if lang == "fr" or (lang == "pt" and locale != "pt"):
        return "one" if n in (0, 1) else "other"
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if n == 1 else "other"


def format_icu(message: str, args: dict[str, Any], locale: str) -> str:
    """ICU's ``MessageFormatter::formatMessage`` for what the strings here use: ``{name}``,
    ``{n, plural, one {..} other {..}}`` (``#`` the number, ``=N`` an exact match) and
    ``{x, select, a {..} other {..}}``, with ICU's apostrophe quoting (``''`` is one
    apostrophe; one before a brace quotes up to the next apostrophe)."""

    def parse(text: str, pos: int, number: int | None) -> tuple[str, int]:
        out: list[str] = []
        while pos < len(text):
            char = text[pos]
            if char == "'":
                if text[pos + 1 : pos + 2] == "'":
                    out.append("'")
                    pos += 2
                    continue
                if text[pos + 1 : pos + 2] in ("{", "}", "#"):
                    end = text.find("'", pos + 1)
                    end = len(text) if end < 0 else end
                    out.append(text[pos + 1 : end])
                    pos = end + 1
                    continue
                out.append(char)
                pos += 1
            elif char == "}":
                return "".join(out), pos
            elif char == "#" and number is not None:
                out.append(str(number))
                pos += 1
            elif char == "{":
                text_out, pos = argument(text, pos + 1)
                out.append(text_out)
            else:
                out.append(char)
                pos += 1
        return "".join(out), pos

    def argument(text: str, pos: int) -> tuple[str, int]:
        end = re.compile(r"\s*(\w+)\s*([,}])").match(text, pos)
        if not end:
            raise SystemExit(f"cannot format {message!r}")
        name, pos = end.group(1), end.end()
        if end.group(2) == "}":
            return (str(args[name]) if name in args else "{" + name + "}"), pos
        kind = re.compile(r"\s*(\w+)\s*,").match(text, pos)
        if not kind or kind.group(1) not in ("plural", "select"):
            raise SystemExit(f"cannot format {message!r}")
        pos = kind.end()
        options: dict[str, str] = {}
        while True:
            selector = re.compile(r"\s*(=?\w+)\s*\{").match(text, pos)
            if not selector:
                break
            start = selector.end()
            depth, cursor = 1, start
            while depth:
                depth += {"{": 1, "}": -1}.get(text[cursor], 0)
                cursor += 1
            options[selector.group(1)] = text[start : cursor - 1]
            pos = cursor
        closing = text.index("}", pos)
        value = args.get(name)
        if kind.group(1) == "select":
            chosen = options.get(str(value), options["other"])
            return parse(chosen, 0, None)[0], closing + 1
        count = int(value)
        chosen = options.get(f"={count}")
        if chosen is None:
            chosen = options.get(plural_category(locale, count), options["other"])
        return parse(chosen, 0, count)[0], closing + 1

    return parse(message, 0, None)[0]


class Lookup:
    """``t(key, **args)`` as CodeIgniter's ``lang()``: the key's text in the locale's files
    (a locale with a region, ``pt-br``, then trying its language, ``pt``), else English's;
    with ``args``, formatted by ICU's message format for the locale. A text that is
    English's (a key the locale's file lacks, or one it writes in English, as the
    translation platform writes a string nobody has translated) is noted in
    ``fallbacks``."""

    def __init__(self, root: Path, locale: str) -> None:
        self.root, self.locale = root, locale
        self.files: dict[tuple[str, str], dict[str, Any]] = {}
        self.fallbacks: set[str] = set()

    def _file(self, locale: str, name: str) -> dict[str, Any]:
        if (locale, name) not in self.files:
            merged: dict[str, Any] = {}
            for folder in FOLDERS:
                path = self.root / folder / "Language" / locale / f"{name}.php"
                if path.is_file():
                    merged = _merge(merged, read_php_array(path))
            self.files[locale, name] = merged
        return self.files[locale, name]

    def _text(self, locale: str, key: str) -> str | None:
        name, _, rest = key.partition(".")
        node: Any = self._file(locale, name)
        for part in rest.split("."):
            if not isinstance(node, dict) or part not in node:
                return None
            node = node[part]
        return node if isinstance(node, str) else None

    def __call__(self, key: str, **args: Any) -> str:
        english = self._text("en", key)
        if english is None:
            raise SystemExit(f"no key {key!r} in the English language files")
        chain = [self.locale]
        if "-" in self.locale:
            chain.append(self.locale.split("-")[0])
        text = next((s for s in map(lambda c: self._text(c, key), chain) if s is not None), None)
        if text is None or text == english:
            if self.locale != "en":
                self.fallbacks.add(key)
            text = english
        return format_icu(text, args, self.locale) if args else text


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
