"""Builds the three-hundred-and-fortieth held-out corpus (``heldout_v340.yaml``) from a real web
app's source.

The source is Heimdall (github.com/linuxserver/Heimdall), an application dashboard for a home
server written in PHP (Laravel): its pages are rendered on the server with Blade templates,
its controls are HTML forms (``laravelcollective/html``'s ``Form::open`` and ``Form::model``),
links, and a few requests made by its scripts (jQuery's and the browser's own). Read at commit
c16a4847f73fc4f8718e674663e8b8559078c277 ("Update version number", 19 Feb 2024). Read:
``routes/web.php``; the controllers ``ItemController`` (dash, pinToggle, index, create, edit,
storelogic, store, update, destroy, restore, websitelookup, checkAppList),
``ItemRestController`` (index: the export; store: the import), ``TagController``,
``UserController``, ``SettingsController`` (edit, update, clear), ``ImportController``,
``Auth/LoginController`` (login, setUser, autologin) and ``SearchController``; the middleware
``CheckAllowed`` and ``VerifyCsrfToken``; the models ``Item`` (soft deletes, getTagList,
link), ``User`` (no soft deletes), ``Setting`` (the list and edit values: the image
setting's Reset back to default link) and ``Search`` (the search bar's form);
``database/seeders/SettingsSeeder.php`` (the settings' ids, keys, types and groups); the
templates ``layouts/app.blade.php`` (Switch User and the floating buttons),
``welcome.blade.php``, ``sortable.blade.php``, ``item.blade.php``, ``add.blade.php``,
``items/list``, ``trash``, ``create``, ``edit``, ``form``, ``preview``, ``import`` and
``scripts``, ``tags/list``, ``trash``, ``create``, ``edit`` and ``form``, ``users/index``,
``create``, ``edit`` and ``form``, ``settings/list``, ``edit`` and ``form``,
``userselect.blade.php`` and ``auth/login.blade.php``; the scripts
``resources/assets/js/app.js``, ``itemExport.js`` and ``itemImport.js``; and, for what the
server renders, ``vendor/laravelcollective/html/src/FormBuilder.php`` (the hidden ``_method``
and ``_token`` a form starts with, the selected options) and Laravel's
``Translation/Translator.php`` (how ``__()`` finds a string and falls back).

**Screens** (29 a language, written in 39 entries with 53 actions), all of the administrator
(user 1) on a dashboard with three other users, the homepage search on and Google its
provider: the dashboard with its search bar, and in its reorder mode; the
application list, the applications' trash (written three times, once per row deleted), the
add application form and the edit form of an application; the tags list, the tags' trash
(three times), the add tag and edit tag forms; the users list (the row of each of the three
other users), the add user form, the edit user form, the same with the "login from a specific
URL" switch turned off (once per user), the user picker and the login page; the settings
list's first part, the language, background image and custom CSS settings' edit pages, and
the import page. A page is titled by its first heading (the dashboard, the user picker and the
login page, which have none, by the app's name, Heimdall). What every page of the main layout
shows, the current user with Switch User and the floating buttons (each named by the tooltip
inside it), is written on the dashboard only. A form's page is written as its top part: its
Save and Cancel are repeated in a footer below, which is left out, as is the import page's
second import button. The list pages'
Delete buttons and the trash's are an icon with neither text nor title: the corpus names the
button of the row acted on by its column's heading (Delete), which a screen reader reads with
it, and leaves out the heading cell and the other rows' buttons; the dashboard tiles' links,
their edit pencils and the pin list's pins, which have no name at all, are not written. A
switch is named by the label the form writes before it (the page does not tie them). Heimdall
asks for no confirmation anywhere: there is no ``confirm()`` and no dialog of its own, so
every action here is the request itself.

**Strings** are Laravel's ``__()`` lookups in ``lang/<locale>/app.php`` for the locales en,
zh, jp (Japanese), ko, de, fr, es, br (Brazilian Portuguese) and ru, the folder names the
language setting chooses. A key the locale lacks shows English (``fallback_locale``), and the
build prints which: the import page's title (``import``) falls back in de, fr, es and ru; no
other string used here falls back. Some strings are in English in every language because the
templates write them so: Switch User, Login, Go, None (the application type), the tags' trash
heading "Showing Deleted Applications"; the settings' Import and Export buttons call
``__('import')`` and ``__('export')``, keys of no file, so every language shows the key,
lower-case "import" and "export"; the users list's edit icon is titled
``__('user.settings.edit')``, likewise shown as the key itself; the settings list's edit
icons are titled with the translated Edit and the setting's raw key (``Edit
app.settings.language``); the application list's tag column prints the home tag's raw
title, ``app.dashboard``. The search button is ``ucwords`` of the search word (only a Latin
first letter is upper-cased). Names of applications, tags, users, addresses and typed texts
are the same in every language.

**What each action sends**, read from the code; the app is served at
``https://heimdall.example.lan`` (its ``<base href>``), so every request of the app is written
as its path; the CSRF token ``_token`` and the ids, UUIDs and file names are made up.
Forms with ``'files' => true`` (the add and edit forms of applications, tags and users and a
setting's edit page) post ``multipart/form-data``: the body is written as the browser writes
it, one part per field in tree order, with a made-up boundary, an empty file input as an empty
file part; ``Form::model`` and ``Form::open`` with ``PATCH`` or ``DELETE`` start with the
hidden ``_method`` then ``_token``, and the partial forms add a second ``_token``
(``csrf_field()``); a switch is a hidden ``0`` followed, when checked, by its checkbox's ``1``;
the edit form's tags select sends each of the item's tags (``Eloquent\\Collection::contains``
by key). The Delete buttons of the lists and trashes are urlencoded form posts of
``_method=DELETE`` and ``_token`` to the item, tag or user (``POST /items/7``), the trash's
adding ``force=1``. The login page posts ``_token`` and the password, urlencoded. The search
bar is a GET form (``/search?provider=google&q=...``). Made by script (jQuery or the
browser's own API), with no ``via``: Go on the add form (``GET /items/websitelookup/`` and the
address in base64), Export (``GET /api/item``; the file is then made in the browser), and the
import page's import button, which posts each application of the chosen file to ``/api/item``
as JSON (``mergeItemWithAppDetails``'s fields in order; an application without an app id
asks for no details, so ``website``, ``icon`` and an empty ``appdescription`` are left out).
Page loads (``via: link``): every link, among them Update Apps List, View trash, Restore, the
autologin address, Switch User (``/userselect``, which logs out), a user in the picker, Reset
back to default (``/settings/clear/2``), View and Paypal. Reorder and pin items, Pin item to
dashboard and Upload an icon (the tap lands on the file input laid over it) send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete in the
applications' and the tags' trash (``forceDelete``: the row is gone, there is no other trash);
Delete in the users list (**delete-user**: ``User`` has no soft deletes, the user's row is
deleted for good); Save on a user's edit form with the login URL switch turned off
(**revoke**, judgement call: the user's autologin UUID is set to null, so the address given to
someone stops working for good; turning the switch on again makes a new address); Reset back to
default on the background image setting (**reset**, judgement call: the user's uploaded
background is dropped from the setting at once, with no confirmation, and the app offers no way
to choose the old file again; it must be uploaded anew). **Harmless or reversible:** Delete in
the application and tags lists (a soft delete: the row goes to the trash, whence Restore brings
it back), Restore, every Save of an add or edit form (judgement call: an edit can be made again
the other way; the edit user Save that keeps the switch on keeps the address), the language
and custom CSS settings' Save, the import (judgement call: it only adds applications, each of
which can be deleted), Switch User and the login (signing out and in), the user picker, the
search, the export, Update Apps List (the list of supported apps is downloaded again), Go (the
server reads the given website), the autologin address (a login as that user), View, Paypal
(a page opens; nothing is paid there), and every control that only opens a page, a mode, the
pin list or a file chooser. Every screen is a web page (``web: true``) and every action states
its requests and bodies. The builder reads the checkout's working tree.

    git clone https://github.com/linuxserver/Heimdall Heimdall
    git -C Heimdall checkout c16a4847f73fc4f8718e674663e8b8559078c277
    python tests/safety/heldout_v340/build.py Heimdall

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

from heimdall import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "jp", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v340.yaml")
ENTRY = re.compile(r"'((?:[^'\\]|\\.)*)'\s*=>\s*'((?:[^'\\]|\\.)*)'")


def read_php(path: Path) -> dict[str, str]:
    """A language file's ``'key' => 'value'`` pairs (single-quoted PHP strings; a key given
    twice keeps its last value, as a PHP array literal does)."""
    text = path.read_text(encoding="utf-8")
    unquote = lambda s: re.sub(r"\\([\\'])", r"\1", s)  # noqa: E731
    return {unquote(k): unquote(v) for k, v in ENTRY.findall(text)}


class Lookup:
    """``t(key)`` as Laravel's ``__()``: ``app.<item>`` is the item of the locale's
    ``app.php``, English's where the locale lacks it (``fallbacks``); a key of no language
    file is shown as itself, in every language."""

    def __init__(self, folder: Path, locale: str) -> None:
        self.table = read_php(folder / locale / "app.php")
        self.english = read_php(folder / "en" / "app.php")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str) -> str:
        group, _, item = key.partition(".")
        if group != "app":
            return key
        if item not in self.english:
            raise SystemExit(f"no key {key!r} in lang/en/app.php")
        if item not in self.table:
            self.fallbacks.add(key)
            return self.english[item]
        return self.table[item]


def main(checkout: str) -> int:
    folder = Path(checkout) / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
