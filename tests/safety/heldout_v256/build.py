"""Builds the two-hundred-and-fifty-sixth held-out corpus (``heldout_v256.yaml``) from a real
web app's source.

The source is Adminer (github.com/vrana/adminer), a database manager written in PHP as one
page whose controls are HTML forms posted back to the page itself, carrying a ``token``
field, with a few XMLHttpRequests and the browser's ``confirm()`` before every drop and
delete, at commit 0bd9ef73c795e94f839578460aeaf4cddf82b480 ("Compile: Cache the assets in
a service worker", 17 Aug 2026). Read: ``adminer/include/bootstrap.inc.php`` (the page URL,
``ME``), ``auth.inc.php`` (the login form and log-out), ``adminer.inc.php`` (``loginForm``,
the home page's links, the navigation), ``design.inc.php`` (the log-out form),
``connect.inc.php`` (the server page and its database list), ``html.inc.php``
(``confirm()``, ``checkbox()``, ``input()``, ``edit_form()``, ``on_upload_progress()``),
``functions.inc.php`` (``get_token``, ``url_escape``, ``remove_from_uri``),
``lang.inc.php`` (``lang()`` and ``lang_format()``) and ``editing.inc.php``; the pages
``database.inc.php``, ``db.inc.php``, ``select.inc.php``, ``edit.inc.php``,
``create.inc.php``, ``foreign.inc.php``, ``sql.inc.php`` (the SQL command and the import),
``dump.inc.php``, ``privileges.inc.php``, ``user.inc.php`` and ``processlist.inc.php``;
the scripts ``static/functions.js`` (``confirmClick``, ``ajax``, ``ajaxForm``,
``formData``, ``urlEscape``) and ``static/editing.js`` (``sqlSubmit``,
``uploadProgress``); the catalogues ``adminer/lang/*.inc.php`` and ``lang.php``.

**Screens** (30 a language, written as 47 entries with 57 actions): the login page; the
server page with its database list (a database ticked), the confirmation of its Drop and
its Cancel; the create database page; the alter database page, the confirmation of its Drop
(``Drop shop?``) and its Cancel; the privileges list; a user's page, the confirmation of its
Drop and its Cancel; the process list (a process ticked); the database page with a table
ticked (its search, its Optimize, its links, its Truncate and Drop, its move and copy part,
and the same with the overwrite box ticked), the confirmations of Truncate and of Drop with
their Cancels, and the log-out button in its header; the select page of the orders table
with a row ticked, its export part and its CSV import part (each opened by its link), the
confirmation of its Delete and its Cancel; a row's edit page, the confirmation of its Delete
and its Cancel; the new item page; the alter table page, the confirmation of its Drop and its
Cancel; a foreign key's page and the confirmation of its Drop; the SQL command page with a
read and with a delete typed; the import page's file upload part and its from-server part;
the export page. A page's ``confirm()`` is a dialog with its message and no title over the
page, with the two buttons the browser shows in the language. A submit button is a
``button``, a link a ``link``, a checkbox a ``switch`` with its state, a text input a
``field``. A page whose heading is also a button's words (the login page, the export page)
is titled as the browser's tab is. Where two controls of a page have the same words in some
language, the page is written one part at a time: the import page (Execute and Run file are
one word in Japanese), the select page's export part (its legend is a link with the
button's words); the select page's Modify link and the rows' edit links are left out
(Chinese and Japanese give them the words of the Edit button).

**Strings** are Adminer's own catalogues, ``adminer/lang/<lang>.inc.php`` for zh, ja, ko,
de, fr, es, pt-br and ru (``Lang::$translations``, each English text to its translation, a
plural's forms chosen as ``lang_format()`` does), English being the texts the code passes to
``lang()`` (found as ``lang.php`` finds them); ``'`` is shown as ``’`` and ``%s``/``%d``
filled in, as ``lang_format()`` does. An entry that is ``null`` or missing would show English
and the build prints those: at this commit the eight catalogues translate every string these
screens use, so none falls back. Names of the server (``db``), user (``root``), database
(``shop``), tables, rows, typed queries and files are the same in every language.

**What each action sends**, read from the code. The page is ``/adminer.php`` with the query
``?server=db&username=root`` (``ME``), ``&db=shop`` inside the database; every form has
``action=''`` and so posts to the page's own URL (``via: form``), the made-up ``token``
(``rand ^ session token:rand``) last, but the login form's first. A form's fields are in
tree order, an unchecked box sends nothing, and the pressed submit button sends its name with
its words in the language (``drop=Entfernen``), where it has a name (Save, Analyze, Execute
and Login have none). The table list, the database list, the alter database, the user, the
alter table, the foreign key, the process list, the export and the log-out forms are
urlencoded; the select page's form, the edit form and the SQL command and import forms are
``multipart/form-data`` (written as Chrome writes them, with a made-up boundary and the
select and import forms' ``PHP_SESSION_UPLOAD_PROGRESS`` key; an empty file input sends an
empty part). Long forms are written with their first fields: the alter table form with its
name, engine, collation and first column, the edit form with its value fields (the function
selects beside them left out), the export form with its settings and the tables' boxes. The
SQL command's form posts to ``&sql=`` and the query as ``sqlSubmit`` writes it
(``urlEscape``). Save and continue editing is an XMLHttpRequest (``ajaxForm``), urlencoded,
to the page's URL. A form with a chosen file also polls its upload's progress with
``GET ...&upload=KEY`` (``uploadProgress``), written after the post. Links are page loads
(``via: link``). Opening a ``confirm()``, a hidden part of a page, and Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible** (Adminer has no
trash and no undo): OK on the confirmations of dropping a database (from the server page and
from the alter database page), truncating a table (its rows deleted), dropping a table,
deleting a row from the select page and from its edit page, dropping a table from the alter
table page (``delete``); dropping a user (``delete-user``: the account and its privileges
gone); Execute with a typed ``DELETE`` (``delete``; judgement call: the same button that
runs a read, labelled by the query); Copy with the overwrite box ticked (``overwrite``;
judgement call: ``copy_tables`` drops the target's tables of the same name first); the
select page's CSV import (``overwrite``; judgement call: ``insertUpdate`` replaces the rows
whose keys it finds); the import page's Execute with a dump chosen and its Run file
(``overwrite``; judgement call: a dump drops and re-creates its tables); Kill on the process
list (``terminate``; judgement call: a connection is cut and its open transaction rolled
back, with no confirmation). **Harmless:** logging in, Search, Optimize (judgement call: the
table is rebuilt with the same rows), Execute with a ``SELECT``, Export (its output shown on
the page), Edit of the ticked rows (it only opens their form); **reversible:** creating a
database, changing a database's collation, saving a user's privileges (judgement call: a
privilege can be granted again), Move (judgement call: the tables can be moved back), Copy
without overwrite (new tables), saving a row and inserting rows (edits and creations),
altering a table to add a column, logging out, and OK on a foreign key's drop (judgement
call: the constraint holds no data and is added again from the same page). Every control
that only opens a page, a ``confirm()`` or a hidden part is ``opens-prompt`` or harmless,
as is every Cancel. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/vrana/adminer adminer
    git -C adminer checkout 0bd9ef73c795e94f839578460aeaf4cddf82b480
    python tests/safety/heldout_v256/build.py adminer

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from adminer import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v256.yaml")
QUOTED = r"'(?:[^\\']|\\.)*'"
SOURCES = ("adminer", "adminer/include", "adminer/drivers")


def php_string(literal: str) -> str:
    """A PHP single-quoted string's text."""
    return re.sub(r"\\([\\'])", r"\1", literal[1:-1])


def read_catalogue(path: Path) -> dict[str, list[str] | None]:
    """``Lang::$translations``: each English text to its forms (one, or a plural's), None
    where the entry is ``null`` (untranslated); commented-out entries are not read."""
    table: dict[str, list[str] | None] = {}
    pattern = rf"^\t({QUOTED}) => (null|{QUOTED}|array\((.*?)\)),(?: // .*)?$"
    for match in re.finditer(pattern, path.read_text(encoding="utf-8"), re.M):
        key, value, forms = php_string(match.group(1)), match.group(2), match.group(3)
        if value == "null":
            table[key] = None
        elif forms is not None:
            table[key] = [php_string(f) for f in re.findall(QUOTED, forms)]
        else:
            table[key] = [php_string(value)]
    return table


def messages(root: Path) -> set[str]:
    """The texts the code passes to ``lang()``, found as lang.php finds them."""
    found: set[str] = set()
    for folder in SOURCES:
        for path in sorted((root / folder).glob("*.php")):
            text = path.read_text(encoding="utf-8")
            found |= {php_string(m) for m in re.findall(rf"[^>]lang\(\s*({QUOTED})\s*[),]", text)}
    return found


def plural_form(lang: str, n: float) -> int:
    """``lang_format()``'s choice of form for these languages."""
    if n == 1:
        return 0
    if lang == "fr":
        return 0 if not n else 1
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 1 < n % 10 < 5 and n // 10 % 10 != 1 else 2
    return 1


class Lookup:
    """``t(text, *args)`` as Adminer's ``lang()``: the language's translation, English where
    it has none (``fallbacks``), ``'`` shown as ``’``, ``%s`` and ``%d`` filled in, tags
    dropped."""

    def __init__(self, root: Path, lang: str) -> None:
        self.lang = lang
        self.english = read_catalogue(root / "adminer" / "lang" / "en.inc.php")
        self.known = messages(root)
        folder = LANGUAGES[lang]
        self.table = (
            {} if lang == "en" else read_catalogue(root / "adminer/lang" / f"{folder}.inc.php")
        )
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, *args: Any) -> str:
        if text not in self.known:
            raise SystemExit(f"no message {text!r} in the app")
        forms = self.table.get(text) if self.lang != "en" else None
        if not forms:
            if self.lang != "en":
                self.fallbacks.add(text)
            forms = self.english.get(text) or [text]
        number = args[0] if args and isinstance(args[0], int | float) else 1
        translation = forms[min(plural_form(self.lang, number), len(forms) - 1)]
        translation = translation.replace("'", "\u2019").replace("%d", "%s")
        values = iter(str(a) for a in args)
        translation = re.sub(r"%s", lambda m: next(values, m.group(0)), translation)
        return re.sub(r"<[^>]+>", "", translation).strip()


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
