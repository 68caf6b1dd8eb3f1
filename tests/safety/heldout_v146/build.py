"""Builds the hundred-and-forty-sixth held-out corpus (``heldout_v146.yaml``) from a real web
app's source.

The source is FreshRSS (github.com/FreshRSS/FreshRSS), a self-hosted feed reader written in
PHP (its own Minz framework) whose pages are rendered on the server, at commit
6c58b90518c30a165db1ee8ea34e0f3d12c6c898 ("Fix regex for references to user queries (#6936)",
24 Oct 2024, the newest stored snapshot). Read: the controllers ``app/Controllers`` (entry,
feed, category, tag, subscription, configure, user, api, extension, importExport, auth,
javascript); the views ``app/layout/nav_menu.phtml`` and ``header.phtml``,
``app/views/helpers/index/normal/entry_header``, ``entry_bottom`` and ``entry_share_menu``,
``helpers/feed/update``, ``helpers/category/update``, ``helpers/configure/query``,
``helpers/extension/details`` and ``configure``, ``subscription/index`` and ``add``,
``tag/index`` and ``update``, ``user/profile``, ``manage`` and ``details``,
``configure/archiving``, ``importExport/index``; the scripts ``p/scripts/main.js``
(send_mark_read_queue, mark_favorite, the labels dropdown's tagEntry and getTagsForEntry,
the share menu, init_confirm_action) and ``p/scripts/extra.js`` (open_slider_listener,
init_crypto_form); ``lib/Minz/Url.php`` (how a URL's parameters are written) and
``app/Models/Themes.php`` (the icons' alt texts).

**Screens** (41 a language): the normal view's unread and read-favourite article (their
mark-read and favourite icons, the labels and share toggles), the open labels and share
dropdowns, the mark-read menu (as it sends, and with the reading_confirm setting, where each
entry first asks) and its confirmation, the account menu; the subscription list (a feed row,
a category header), the feed's slider (information, archiving and maintenance parts) and the
confirmations of its Remove and Delete all articles, the category's slider and the
confirmations of Empty, Delete muted feeds and Remove, the add page's category and feed
forms, the label management page, a label's slider and its Remove confirmation; a user
query's slider and its Remove confirmation, the profile page, the API password form, the
account deletion form and its confirmation, the users page, a user's slider and the
confirmations of its Remove, Purge and Promote, the archiving page and its Purge now
confirmation, the extensions page, an extension's slider and its Remove confirmation, the
export form. An open dropdown is a popup over its page; a slider (``aside#slider``) is part
of its page, titled by the page. A button with the ``confirm`` class opens the browser's
``confirm()`` (sends nothing); it is a dialog screen whose message is
``gen.js.confirm_action`` (init_confirm_action reads ``data-str-confirm`` from
``document.body``, which has none, so the default message shows even where a button carries
``confirm_action_feed_cat``), with the browser's OK and Cancel (judgement call: written as
Chrome names them in each language). An ``<a href>`` is a ``link`` item even where styled as
a button; an icon link's text is its image's alt (``⚙️``, ``🔲``) and its ``title`` its
description.

**Strings** are the PHP arrays ``app/i18n/<lang>/*.php`` for en, zh-cn, ja, ko, de, fr, es,
pt-br and ru, read as Minz's ``_t`` does (``file.key``; an array's text is its ``_``);
an entry marked ``// TODO`` was never translated and holds English's text, and a missing key
falls back to English: the build prints such keys per language (none of the strings used
here fell back). Names of feeds, categories, labels, users and typed texts are the same in
every language.

**What each action sends**, read from the code; every path is under ``/i/`` as Minz writes it
(``./?c=...&a=...``, the default controller and action left out), the ``#slider`` fragment
never sent, ``_csrf`` made up. By XMLHttpRequest (main.js): an article's mark-read icon
``POST /i/?c=entry&a=read`` (``&is_read=0`` for a read one) with ``{"ajax":true,"_csrf":..,
"id":[id]}``; the favourite icon ``POST`` to its href ``c=entry&a=bookmark&id=..`` (with
``&is_favorite=0`` on a favourite) with ``{"ajax":true,"_csrf":..}``; My labels ``GET
c=tag&a=getTagsForEntry&id_entry=..``; a label's checkbox ``POST c=tag&a=tagEntry&ajax=1``
with ``id_tag``, ``name_tag``, ``id_entry``, ``checked``; a slider's opener (the ⚙️ links
with ``open-slider``) ``GET`` its href with ``&ajax=1``; the account deletion first ``GET
c=javascript&a=nonce&user=alice`` (init_crypto_form, synchronous) and then submits. HTML
form submits (``via: form``, urlencoded, the fields in tree order, a slider's forms with the
``slider=1`` field extra.js prepends): the mark-read menu's buttons (``formaction``
``c=entry&a=read&get=a&nextGet=a&idMax=..&search=&state=2``, the idMax of now, of today and
of a week ago, and ``&is_read=0`` for Mark selection as unread; the form holds only
``_csrf``); the feed slider's Submit (``c=subscription&a=feed&id=3``), Remove
(``c=feed&a=delete&id=3``) and Delete all articles (``c=feed&a=truncate&id=3``), each
posting the whole feed form (written here with its first fieldset's fields; the later
fieldsets' fields are left out), Reload articles (``c=feed&a=reload``); the category
slider's Submit, Empty (``c=category&a=empty&id=2``), Delete muted feeds (the same with
``&muted=1``) and Remove (``c=category&a=delete&id=2``), the category form's fields likewise
shortened; the add page's ``c=category&a=create`` and ``c=feed&a=add`` (its XPath/JSON
fields left out); ``c=tag&a=add``, ``c=tag&a=update&id=4`` and the label's own delete form
``c=tag&a=delete&id_tag=4``; the query's ``c=configure&a=query&id=0`` and
``c=configure&a=deleteQuery&id=0``; ``c=user&a=profile``, ``c=api&a=updatePassword``,
``c=user&a=delete`` (``_csrf``, the bcrypt ``challenge``, ``r`` and ``username``);
``c=user&a=create``; the user slider's buttons, all ``c=user&a=manage&username=bob`` with the
button's ``action`` (update, disable, delete, purge, promote); ``c=configure&a=archiving``
(shortened), ``c=entry&a=purge``, ``c=entry&a=optimize``; the extension switch
(``formaction`` ``c=extension&a=disable&e=YouTube``: the switch's title is always Enable);
the extension slider's Remove ``c=extension&a=remove&e=YouTube`` (its ``form="form-extension"``
names the first such form, the page's, so no ``slider`` field); ``c=importExport&a=export``.
Page loads (``via: link``): Logout ``GET c=auth&a=logout`` (authController::logoutAction
takes a GET), the account menu's pages, the feed's Filter, Actualize
(``c=feed&a=actualize&id=3``), Clear cache (``c=feed&a=clearCache&id=3``), the OPML download,
Add a feed or category. Opening a dropdown or a confirm(), the share menu's Clipboard, Print
and System sharing buttons and its Email (a ``mailto:`` link: no HTTP request), Cancel (a
form reset or the confirm's Cancel) send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** OK on the
confirmation of a feed's Remove (the feed and its articles deleted, favourites included) and
of its Delete all articles (``truncate``), of a category's Empty and Delete muted feeds (its
feeds and their articles deleted), of a category's Remove (judgement call: its feeds move to
the default category, but the category, its settings and the user queries on it are gone), of
a label's Remove (the label taken off every article), of a user query's Remove (judgement
call: its settings and share token are gone, shared links stop working), of Purge now and of
a user's Purge (old articles deleted by the purge policy), of an extension's Remove (its
folder deleted from the server); **delete-user:** OK on the account deletion and on a user's
Remove (the account and all its data). **Harmless:** marking read or unread, one article or
all (judgement call: Mark all as read asks "It cannot be cancelled!", yet Mark selection as
unread undoes it), favourites, labels on an article, the sliders' and pages' Submit and Save
(settings that can be set back), adding a feed, a category or a label, Reload articles,
Actualize, Clear cache, Optimize database, the API password (judgement call: set again at
will), creating a user, a user's Update, Disable and Promote (switched back from the same
slider), an extension's switch, Export (a download), Logout, the share menu (nothing leaves
the browser), and every control that only opens a slider, a dropdown, a confirm() or a page.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/FreshRSS/FreshRSS FreshRSS
    git -C FreshRSS checkout 6c58b90518c30a165db1ee8ea34e0f3d12c6c898
    python tests/safety/heldout_v146/build.py FreshRSS

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

from freshrss import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v146.yaml")
LINE = re.compile(
    r"""^\s*'([^']+)'\s*=>\s*(?:(array\()|'((?:[^'\\]|\\.)*)'\s*,?)\s*(?://\s*(\w+).*)?$"""
)


def read_catalogue(folder: Path) -> dict[str, tuple[str, str]]:
    """A language's ``app/i18n/<lang>/*.php`` arrays: ``file.key.sub`` to its text and its
    state comment (``TODO``: never translated, the text is English's)."""
    table: dict[str, tuple[str, str]] = {}
    for path in sorted(folder.glob("*.php")):
        stack = [path.stem]
        for raw in path.read_text(encoding="utf-8").splitlines():
            m = LINE.match(raw)
            if m:
                key, array, value, mark = m.groups()
                if array:
                    stack.append(key)
                else:
                    text = re.sub(r"\\(.)", r"\1", value)
                    table[".".join([*stack, key])] = (text, (mark or "").upper())
            elif re.match(r"^\s*\),?\s*$", raw) and len(stack) > 1:
                stack.pop()
    return table


class Lookup:
    """``t(key, *args)`` as Minz's ``_t``: an array's text is its ``_`` entry; a missing key,
    or one marked TODO, shows English's text (``fallbacks``); ``%s`` and ``%d`` are filled in
    order; tags dropped and entities decoded as the page shows them."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root / lang)
        self.english = read_catalogue(root / "en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            key = f"{key}._"
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in app/i18n/en")
        text, mark = self.table.get(key, ("", "TODO"))
        if mark == "TODO" or not text:
            self.fallbacks.add(key)
            text = self.english[key][0]
        for arg in args:
            text = re.sub(r"%(\d\$)?[sd]", arg.replace("\\", "\\\\"), text, count=1)
        return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "app" / "i18n"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
