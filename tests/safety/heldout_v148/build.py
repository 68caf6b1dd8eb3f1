"""Builds the hundred-and-forty-eighth held-out corpus (``heldout_v148.yaml``) from a real web
app's source.

The source is Tiny Tiny RSS (github.com/tt-rss/tt-rss), a self-hosted feed reader whose pages
(``index.php``, ``prefs.php``) are Dojo applications talking to ``backend.php``, at commit
b72ea11798a3f37a6a837b51f9453729faf43b4f ("Add a basic check for curl before setting related
props. (#427)", 13 Aug 2026, the newest stored snapshot). Read: ``index.php`` (the toolbar, the
Actions menu), ``prefs.php`` (the tabs), ``backend.php`` (op/method dispatch, the CSRF check on
``csrf_token``); the scripts ``js/common.js`` (xhr.post and xhr.json), ``js/App.js``
(onActionSelected, postCurrentWindow, l10n, getPhArgs), ``js/Headlines.js`` (the rows, the
row_observer and syncModified that send a row's changed classes, the headlines toolbar and its
Select menu, deleteSelection, the headline context menus), ``js/Article.js``, ``js/Feeds.js``
(catchupFeed, catchupAll), ``js/FeedTree.js`` (the feed tree's menus), ``js/CommonDialogs.js``
(unsubscribeFeed, editFeed, generatedFeed), ``js/CommonFilters.js``, ``js/PrefFeedTree.js``,
``js/PrefFilterTree.js``, ``js/PrefLabelTree.js``, ``js/PrefUsers.js``, ``js/PrefHelpers.js``;
the handlers ``classes/RPC.php`` (markSelected, publishSelected, catchupSelected, delete),
``Pref_Feeds.php`` (remove_feed, removeCat, regenFeedKey, clearKeys, getSharedURL, editSave),
``Pref_Prefs.php`` (the preferences form, saveconfig, resetconfig, profiles, changepassword,
app passwords, otpdisable, the plugins list, uninstallPlugin), ``Pref_Filters.php`` (join,
remove, editSave), ``Pref_Labels.php``, ``Pref_Users.php`` and ``UserHelper::reset_password``,
``Pref_System.php`` (clearLog, sendTestEmail), ``Feeds.php`` (_get_access_key, _remove_cat),
``plugins/auth_internal`` (change_password), ``plugins/share`` (shareDialog, unshare) and
``plugins/note``; ``lib/dojo/io-query.js`` (objectToQuery, how every body is written).

**Screens** (41 a language): in the reader, an unread article's row and a starred, published
one's (the star and publish icons), the headline context menu, the headlines' Select menu in
Archived articles and its Delete permanently confirmation, the Show as feed dialog and its
Generate new URL confirmation, the Actions menu and its Unsubscribe confirmation, the feed
tree's feed menu, the Edit feed dialog, an article's plugin buttons, the Share article by URL
dialog and its Unshare confirmation; in the preferences, the Preferences tab's footer and its
Reset to defaults confirmation, the Manage profiles dialog and its confirmation, the Password,
App passwords (and confirmation) and Authenticator (OTP) tabs, the plugins list and its
Uninstall confirmation; the Feeds tab's Feeds menu, a category's menu and the Sharing tab, with
their confirmations; the Filters toolbar and its Combine confirmation, the Edit filter dialog;
the Labels toolbar and its Remove confirmation; the Users toolbar and its Remove and Reset
password confirmations; the System tab's event log and its Clear confirmation, and its Email
configuration. A dijit menu or dropdown is a popup over its page; a fox.SingleUseDialog is a
dialog with its title. Every ``confirm()`` of the scripts is a dialog screen with the message
the script builds and the browser's OK and Cancel (judgement call: written as Chrome names them
in each language). The headlines' star and publish icons, and the icon-only buttons, are
Material Icons whose text is the ligature's name (``star``, ``rss_feed``, ``link``, ``delete``)
and whose ``title``, where they have one, is their description; a button with an icon and words
is written with its words only (the ligature is drawn as a glyph). The confirmation setting
``CONFIRM_FEED_CATCHUP`` is on, as it is by default, so Mark as read in the feed tree only asks.

**Strings** are the gettext catalogues ``locale/<locale>/LC_MESSAGES/messages.po`` for zh_CN,
ja_JP, ko_KR, de_DE, fr_FR, es, pt_BR and ru_RU, English being the msgid (``messages.pot``);
the PHP ``__()`` and the scripts' ``__()`` (the same catalogue sent to the page as a table) show
the same text, and ``ngettext`` in a script looks its plural form up for the number (the
Delete confirmation for two articles). An entry marked fuzzy or left empty has no translation
(msgfmt leaves fuzzy entries out) and shows English: the build prints such strings per
language (ja 27, ko 46, pt 25, de 2, es 2, none in zh, fr, ru). The compiled ``messages.mo``
committed beside them lags the ``.po`` for 12 of these strings (ja, ko and es: Clear colors,
Icon, Feed URL, Match...), which a server running the commit unchanged shows in English; the
corpus follows the ``.po``. The catalogues are taken as they are, mistranslations included
(ru's "Remove selected app passwords?" reads "Remove selected users?"). Names of feeds,
categories, labels, filters, users, plugins and typed texts are the same in every language.

**What each action sends**, read from the code. Every XMLHttpRequest goes through
``xhr.post`` or ``xhr.json`` (common.js): ``POST /backend.php`` (the app at the site's root)
with a urlencoded body, dojo.objectToQuery of the script's parameters (``encodeURIComponent``,
an array repeated under its name, undefined values left out) and ``csrf_token`` added last
(made up here; where a dialog's form already holds it, it keeps its place). A row's star or
publish icon, and the menus' Toggle entries, only change the row's classes; the row_observer
sends the change: ``op=RPC&method=markSelected&ids[]=..&cmode=2`` (star),
``method=publishSelected`` (publish), ``method=catchupSelected&cmode=0`` (read); the Select
menu's Toggle starred sends both selected articles in one request. The confirmations' OK: the
articles' ``op=RPC&method=delete&ids=877,878``; ``op=Pref_Feeds&method=regenFeedKey&id=3&
is_cat=false``; the Actions menu's Unsubscribe ``op=Pref_Feeds&quiet=1&method=remove&ids=3``
(unsubscribeFeed with no title asks no more); the share plugin's
``op=PluginHandler&plugin=share&method=unshare&id=1001``; ``Pref_Prefs`` ``resetconfig``,
``remprofiles`` (``ids[]``), ``deleteAppPasswords`` (``ids[]``), ``uninstallPlugin``;
``Pref_Feeds`` ``remove`` (``ids=3,7``), ``removeCat``, ``clearKeys``; ``Pref_Filters``
``join``; ``Pref_Labels`` ``remove``; ``Pref_Users`` ``remove`` and ``resetPass``;
``Pref_System`` ``clearLog``. Forms that a dijit Form posts with ``getValues()`` (hidden
``op`` and ``method`` first, then the fields in order): Disable OTP, Change password, Enable
selected (the checked ``plugins[]``; system plugins' boxes are disabled and not sent), Send test
email, Save configuration (shortened to the first section's fields and a shortened
``boolean_prefs``), the Edit feed dialog's Save (its unchecked option boxes send nothing; its
plugin fields and the language select, shown on PostgreSQL only, left out) and the Edit filter
dialog's Save (its rule and action, JSON.stringify of what ``edit`` returned, written without
their translated ``name``). Opening a dialog that loads itself sends its read: Edit feed
``method=editfeed&id=3``, Share by URL ``method=shareDialog&id=1001``, Display URL
``method=getsharedurl&id=-2&is_cat=false&search=``; Reset sort order ``Pref_Filters
filtersortreset``. Page loads: Logout is a form that postCurrentWindow builds and submits
(``POST /public.php``, ``op=logout&csrf_token=..``, ``via: form``); Exit preferences sets
``document.location.href`` (``GET /index.php``, ``via: link``). A control that opens a
``confirm()``, a ``prompt()``, a menu or a dialog with nothing to load sends nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** publishing an
unpublished article (its row's ``rss_feed`` icon, the menu's Toggle published) (judgement call:
the article goes to the published feed, which anyone holding its URL reads; unpublishing later
does not take it back from them); OK on Delete permanently (the article's only copy, in Archived
articles, deleted), on Unsubscribe (the feed, its settings, its access key and its unstarred
articles deleted) from the Actions menu and from the Feeds tab, on Remove category (judgement
call: its feeds move to Uncategorized, but the category and its place are gone), on Combine
filters (the other filters deleted, their rules moved into the first, which now matches any
rule: no way to split them back), on Remove labels (the label taken off every article), on
Remove profiles (the profile and its settings), on Uninstall plugin (its folder deleted from the
server), on Clear event log; **revoke:** OK on Generate new syndication address and on Clear all
generated URLs (the old feed URLs stop working for whoever reads them), on Unshare article (the
shared link dies), on Remove app passwords (API clients lose access), on Reset password (the
user's password replaced by a random one shown only to the admin), and Disable OTP (judgement
call: the OTP secret is deleted, so the enrolled authenticator can never be used again, and a
notice is mailed); **reset:** OK on Reset to defaults (judgement call: every preference of the
profile deleted, the values gone, though each could be set again by hand); **delete-user:** OK
on Remove users (the account, its feeds and tags); **send:** Send test email (a message leaves
the server for the address typed). **Harmless:** the star, unstarring, unpublishing a published
article, marking read, the feed and filter dialogs' Save, Change password (judgement call: the
owner knows both passwords and can set the old one back; the notice goes to their own address),
Save configuration, Enable selected (plugins switched back the same way), Reset sort order
(filter order is a setting, set again by dragging), Share by URL and Display URL (judgement
call: opening them creates a share key or a feed access key where none exists, yet the URL
reaches nobody until the user passes it on), Logout, Exit preferences, and every control that
only opens a menu, a dialog, a ``confirm()`` or a ``prompt()``, and the confirmations' Cancel.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/tt-rss/tt-rss tt-rss
    git -C tt-rss checkout b72ea11798a3f37a6a837b51f9453729faf43b4f
    python tests/safety/heldout_v148/build.py tt-rss

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import gettext
import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from ttrss import screens
from web_corpus import build

LANGUAGES = {"en": None, "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "de": "de_DE",
             "fr": "fr_FR", "es": "es", "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v148.yaml")
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
LINE = re.compile(r'^(msgid_plural|msgid|msgstr\[(\d+)\]|msgstr)\s+"(.*)"$')
Key = tuple[str, str | None]


def unquote(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), text)


def read_po(path: Path) -> dict[Key, tuple[bool, list[str]]]:
    """A ``messages.po``: each ``(msgid, msgid_plural)`` to whether it is fuzzy and its
    ``msgstr`` (or its ``msgstr[n]`` in order); obsolete (``#~``) entries left out."""
    table: dict[Key, tuple[bool, list[str]]] = {}
    entry: dict[str, Any] = {}
    field: Any = None

    def flush() -> None:
        if "msgid" in entry:
            forms = entry.get("msgstr_n") or {0: entry.get("msgstr", "")}
            strs = [forms[i] for i in sorted(forms)]
            table[(entry["msgid"], entry.get("msgid_plural"))] = (entry.get("fuzzy", False), strs)

    for raw in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        line = raw.strip()
        if not line:
            flush()
            entry, field = {}, None
        elif line.startswith("#,"):
            entry["fuzzy"] = "fuzzy" in line
        elif line.startswith("#"):
            continue
        elif m := LINE.match(line):
            name, index, value = m.group(1), m.group(2), unquote(m.group(3))
            if index is not None:
                entry.setdefault("msgstr_n", {})[int(index)] = value
                field = ("msgstr_n", int(index))
            else:
                entry[name] = value
                field = name
        elif line.startswith('"') and field is not None:
            value = unquote(line[1:-1])
            if isinstance(field, tuple):
                entry["msgstr_n"][field[1]] += value
            else:
                entry[field] += value
    return table


class Lookup:
    """``t(msgid, *args)`` as the app's ``__()`` (PHP, php-gettext over the compiled catalogue)
    and App.l10n.__ (JavaScript, the same catalogue sent as a table) show it: the language's
    ``msgstr``, English's ``msgid`` where it has none or only a fuzzy one (msgfmt leaves fuzzy
    entries out); with ``plural=`` and ``n=``, ngettext's form for ``n``. ``%s`` and ``%d`` are
    filled in order (``.replace`` as the scripts do, or T_sprintf); entities decoded."""

    def __init__(self, root: Path, locale: str | None) -> None:
        self.table = read_po(root / locale / "LC_MESSAGES" / "messages.po") if locale else {}
        self.english = read_po(root.parent / "messages.pot")
        header = self.table.get(("", None), (False, [""]))[1][0]
        m = re.search(r"plural=([^;\n]+)", header)
        self.plural = gettext.c2py(m.group(1)) if m else (lambda n: int(n != 1))
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, *args: str, plural: str | None = None, n: int = 1) -> str:
        if (msgid, plural) not in self.english:
            raise SystemExit(f"no msgid {msgid!r} in messages.pot")
        fuzzy, strs = self.table.get((msgid, plural), (True, []))
        index = self.plural(n) if plural else 0
        text = "" if fuzzy or index >= len(strs) else strs[index]
        if not text:
            if self.table:
                self.fallbacks.add(msgid)
            text = plural if plural and n != 1 else msgid
        for arg in args:
            text = re.sub(r"%[sd]", arg.replace("\\", "\\\\"), text, count=1)
        return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "locale"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
