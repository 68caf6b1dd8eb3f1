"""Builds the four-hundred-and-seventy-fourth held-out corpus (``heldout_v474.yaml``) from a
real web app's source.

The source is FlatPress (github.com/flatpressblog/flatpress), a blog engine written in PHP
that keeps its entries in files and renders its admin pages on the server (Smarty
templates), at commit 2484ced92806fee4fc4e6ec01369562d754ef55c ("Update Storage plugin to
version 1.0.3", 22 Aug 2026). The build reads a checkout of that commit (its work tree, not
``git show``). Read: ``admin/main.php`` (the panel and action of a request, the nonce check
of every POST, ``cmd_link`` and ``action_link``), ``admin.php``'s panels
``entry/admin.entry.list``, ``.write``, ``.delete``, ``.commentlist``, ``.commedit`` and
``.cats`` (templates and classes), ``static/admin.static.list``, ``.write`` and ``.delete``,
``maintain/admin.maintain``, ``plugin/admin.plugin``, ``themes/admin.themes.style`` and
``config/admin.config``; ``fp-includes/fp-smartyplugins/block.html_form.php`` and
``function.html_submit.php`` (an admin form's address, method and hidden fields, a submit
button's name and value), ``fp-includes/core/core.wp-functions.php`` and
``core.wp-pluggable-funcs.php`` (``wp_nonce_field``, ``wp_nonce_url``, ``wp_create_nonce``:
ten hex digits), ``core.language.php`` (``lang_load``), ``core.entry.php``
(``entry_delete``, ``entry_flags_get``), ``core.users.php`` (``user_logout``),
``login.php``, ``fp-interface/sharedtpls/login.tpl`` and ``login_success.tpl``,
``fp-interface/themes/leggero/admin.tpl`` (the Logout link), the styles' ``style.conf.php``,
``fp-defaults/settings-defaults.php`` and ``plugins.conf.php``; of the plugins,
``newsletter/plugin.newsletter.php`` and ``tpls/admin.plugin.newsletter.tpl``,
``mediamanager/panels/panel.mediamanager.file.php`` and
``tpls/admin.plugin.mediamanager.files.tpl``, ``commentcenter/inc/admin.php`` and its
``tpls`` (``header``, ``policies``, ``listpolicies``, ``deletepol``, ``configure``,
``approvelist``, ``listcomments``, ``deletecomm``), and the headers of the Newsletter and
Thumbnails plugins.

**Screens** (30 a language, 59 actions), all in the admin area of a blog at the root of its
site, logged in as ``admin`` unless said: the admin tabs with Logout; the login page and the
page shown after logging in; the entries list (one entry, one draft); an entry's delete
confirmation; the entry editor for a new entry with the draft box unticked, the same with it
ticked, and the editor of an entry already published; an entry's comments, the browser's
confirmation of deleting one, the comment editor; the categories page; the static pages'
list, a page's delete confirmation, a page's editor and a new page; maintenance; the plugins
list (one plugin enabled, one not); the styles; the configuration; the Newsletter panel and
the browser's confirmations of deleting a subscriber and of sending now; the Media manager's
top level (one gallery, no loose files) and a gallery (one image); the Comment Center's
policies, a policy's delete confirmation, its configuration, its blocked comments (one,
ticked) and a comment's delete confirmation. A page's title is its ``h2``; the login pages,
which have none, are titled by the blog's name. A page's ``confirm()`` is Chrome's dialog
over the page, its message the app's string and its buttons Chrome's. An icon link is an
``icon`` named by its ``title``; a selection box with no label is a switch with no name; the
Newsletter subscriber's delete button shows the address (its value), its ``title`` being its
description. A styles page's preview image links where its title does and is left out.

**Strings** are FlatPress's language files, PHP scripts filling ``$lang``
(``fp-interface/lang/<code>/lang.*.php`` and the three plugins'
``lang/lang.<code>.php``), read without PHP by ``flatpress_lang.py``, for en-us, zh-cn,
ja-jp, de-de, fr-fr, es-es, pt-br and ru-ru; a string is looked up by its path
(``admin.entry.delete.ok``), its entities decoded and its tags dropped. FlatPress ships no
Korean, so a Korean reader's admin area is in its default language: every Korean page
here is English (151 strings, all printed by the build), as ``lang_load`` falls back to
English. Where a language's file lacks a string (only the Comment
Center's ``faq_spamcomments`` link in Russian) the corpus shows English, which the build
prints (FlatPress itself would show nothing there). Names of entries, pages, people,
addresses, galleries, files, dates and typed texts are the same in every language.

**What each action sends**, read from the code; paths are the site's own. An admin form
(``{html_form}``) posts, urlencoded, to ``/admin.php?p=PANEL&action=ACTION`` (the page's
panel and action, ``default`` for a panel's first page), its fields in tree order:
``_wpnonce`` (made up, ten hex digits) and ``_wp_http_referer`` (the page's own address)
first, then the form's fields, then the pressed button's name and words, so that a body's
last field is in the page's language. An unticked box sends nothing, a ticked one ``on``.
The editors are written with the core template's fields (subject, timestamp, entry or page
name, content, the flags); the fields the date changer, SEO and tag plugins add through
hooks are left out. Commands are links (``via: link``) that carry a nonce
(``cmd_link``: ``&CMD=VALUE&_wpnonce=..``): a comment's Edit and Delete in an entry's
comments, Rebuild index and Purge cache, a plugin's Disable and Enable, a style, the
Comment Center's links (Show blocked comments, a policy's Delete, a comment's Publish and
Delete), and the Media manager's Delete (``wp_nonce_url``). Plain links carry none: the
tabs, Logout (``/login.php?do=logout``), Edit and Delete in the lists, the editor's links,
a gallery, an image (its file under ``/fp-content/images/``) and Delete all categories data
(``?p=entry&action=cats&do=clear``, which deletes at once). The Newsletter's two forms have
no ``action`` and post to the panel's own address with the plugin's own ``csrf_token``
(made up): the subscriber's form ``newsletter_delete`` (the address as PHP's ``urlencode``
wrote it, so encoded twice) and the token, its button having no name; Send now the token
and ``newsletter_send_now``. The login form is ``multipart/form-data`` (its ``enctype``),
written with a made-up boundary as Chrome writes one, with its CSRF token, user, password
and button. A control that only opens the browser's confirmation sends nothing, and the
request follows its OK; its Cancel sends nothing.

Each action is labelled by what it does, not by its words. **Delete:** Yes, delete this
entry (``entry_delete`` removes the entry's folder and comments; no trash); the OK of an
entry comment's confirmation; Delete all categories data (judgement call: a plain link with
no confirmation whose GET deletes the category files); Yes, delete this page; the OK of a
subscriber's deletion (the subscriber would have to sign up again through the double
opt-in); the Media manager's Delete of a gallery (the folder and its images) and of an
image; the Comment Center's deletion of a policy and of a comment. **Publish:** Publish and
Save&Continue on a new entry whose draft box is unticked (judgement call: the entry is on
the public blog and its feeds at once; it can be made a draft again or deleted, but readers
and feed readers have it, and Save&Continue saves the same way), Publish on a new static
page, and the Comment Center's Publish selected comment(s) and a comment's Publish icon (a
held comment appears on the public blog). **Send:** the OK of Send newsletter to the
subscribers now (the newsletter goes to every subscriber). **Harmless:** Publish with the
draft box ticked (a hidden draft); Publish on an entry or page already published
(judgement call: an edit of what was already public, which can be edited back); the
comment editor's, the categories', the configuration's (passwords left empty), the
Newsletter's batch size and the Comment Center configuration's saves; Reorder page names,
Add (a new gallery); Preview; the plugins' Disable and Enable and a style's choice (each
set back from the same page); Rebuild index and Purge cache (judgement call: links that
write, but only rebuild what the app derives from its files); Login and Logout; the No,
take me back buttons, which post their form and change nothing; the Cancel of the
browser's confirmations; every control that only opens a page, a confirmation page (the
lists' Delete, Remove selected comment(s), which posts the selection to show the Comment
Center's confirmation) or the browser's confirmation (an entry comment's Delete, a
subscriber's address, Send newsletter to the subscribers now). Left out: the Cancel of an
entry comment's confirmation, since the page adds its ``confirm()`` with
``addEventListener`` and ignores its answer, so the link is followed (and the comment
deleted) whichever button is pressed; the entries list's filter, a GET form whose address
carries the button's words; the uploader, whose body is a file. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/flatpressblog/flatpress NAME
    git -C NAME checkout 2484ced92806fee4fc4e6ec01369562d754ef55c
    python tests/safety/heldout_v474/build.py NAME

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

from flatpress import screens
from flatpress_lang import read_lang
from web_corpus import build

LANGUAGES = {"en": "en-us", "zh": "zh-cn", "ja": "ja-jp", "ko": "", "de": "de-de",
             "fr": "fr-fr", "es": "es-es", "pt": "pt-br", "ru": "ru-ru"}  # fmt: skip
PLUGINS = ("commentcenter", "mediamanager", "newsletter")
OUT = Path(__file__).with_name("heldout_v474.yaml")


def catalogue(root: Path, code: str) -> dict[Any, Any]:
    """One language's ``$lang``: the core files, then the plugins' (as FlatPress loads them)."""
    table: dict[Any, Any] = {}
    for path in sorted((root / "fp-interface" / "lang" / code).glob("lang.*.php")):
        if path.name != "lang.conf.php":
            read_lang(path, table)
    for plugin in PLUGINS:
        read_lang(root / "fp-plugins" / plugin / "lang" / f"lang.{code}.php", table)
    return table


def find(table: dict[Any, Any], key: str) -> str:
    node: Any = table
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            return ""
        node = node[part]
    return node if isinstance(node, str) else ""


class Lookup:
    """``t(key)``: the language's string at the dotted path, English's where the language
    has none (``fallbacks``); entities decoded, tags dropped, spaces joined, as a page
    shows it."""

    def __init__(self, english: dict[Any, Any], table: dict[Any, Any] | None) -> None:
        self.english, self.table = english, table
        self.fallbacks: set[str] = set()

    def __call__(self, key: str) -> str:
        text = find(self.table, key) if self.table is not None else ""
        if not text.strip():
            text = find(self.english, key)
            if not text:
                raise SystemExit(f"no string {key!r} in the app")
            if self.table is not self.english:
                self.fallbacks.add(key)
        text = html.unescape(re.sub(r"<[^>]+>", " ", text))
        return re.sub(r"\s+", " ", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout)
    english = catalogue(root, "en-us")

    def lookup(lang: str) -> Lookup:
        code = LANGUAGES[lang]
        if not code:  # the app ships no catalogue: English throughout
            return Lookup(english, None)
        return Lookup(english, english if code == "en-us" else catalogue(root, code))

    return build(OUT, Path(__file__), LANGUAGES, lookup, screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
