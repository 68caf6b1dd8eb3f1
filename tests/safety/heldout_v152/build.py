"""Builds the hundred-and-fifty-second held-out corpus (``heldout_v152.yaml``) from a real web
app's source.

The source is Omeka S (github.com/omeka/omeka-s), a PHP (Laminas) web publishing platform for
collections whose admin pages are rendered on the server, at commit
bf8de2f5fa7ad5c060d55d1a84fba76372b6c030 ("Respect dark mode setting in presentation block",
23 Dec 2025, the newest stored snapshot). Read: the routes
(``application/config/routes.config.php``: ``/admin/:controller[/:action]``,
``/admin/:controller/:id[/:action]``, ``/admin/site/s/:site-slug[/:action]`` and
``.../page/:page-slug[/:action]``, ``/login``, ``/logout``); the admin controllers
``application/src/Controller/Admin`` (Item, ItemSet, Media, User, Vocabulary,
ResourceTemplate, Asset, Module, Job, Setting) and ``SiteAdmin`` (Index, Page), the
``LoginController``; the forms ``ConfirmForm``, ``ModuleStateChangeForm``, ``UserForm``,
``SettingForm``, ``SiteForm``, ``LoginForm`` and the initializer ``Form/Initializer/Csrf.php``;
the views ``omeka/admin/item/browse``, ``edit``, ``add``, ``form`` and ``manage-media``,
``common/resource-fields``, ``common/delete-confirm`` and ``delete-confirm-details``, the
item set, media, user, vocabulary, resource template and asset browse pages,
``resource-template/show``, ``asset/add-form``, ``user/add`` and ``edit``,
``module/browse`` and ``uninstall-confirm``, ``job/show``, ``setting/browse``,
``site-admin/index/index``, ``edit`` and ``users``, ``site-admin/page/index`` and ``edit``,
``layout/layout-admin`` and ``login/login``; the scripts ``asset/js/admin.js`` (sidebar
openers, ``.button.delete``, the public/private toggle), ``global.js``
(``Omeka.populateSidebarContent``, the selector table's row removal), ``resource-form.js``
(Remove value / Restore value disable a row's inputs), ``asset-browse.js`` and
``site-users.js``; ``ItemAdapter::hydrate`` (media left out of ``o:media`` are removed from
the item) and ``UserController::addAction`` (``mailer()->sendUserActivation``).

**Screens** (46 a language): the items browse page, the delete sidebar its row's Delete icon
loads, the batch actions with Delete selected and with Edit selected chosen, the Delete
selected and Delete all sidebars, the item edit page, its Delete sidebar, its Media section
(a media's Remove value) and the same with the media marked "Media to be removed", the add
page; the item sets browse page, an item set's delete sidebar and the item sets' Delete
selected sidebar; the media browse page and a media's delete sidebar; the vocabularies and
resource templates browse pages and their delete sidebars, a resource template's page; the
assets browse page, its upload sidebar and an asset's delete sidebar; the users browse page,
a user's delete sidebar, the users' batch Delete selected and its sidebar, the add user
form, the user edit page's information section and API keys section (as it is, with a key
marked for deletion, with a new key's label typed), the admin bar, the login page; the sites
list and a site's delete sidebar, the site edit page, the site's pages and a page's delete
sidebar, the site's user permissions (as it is and with a user's row removed); the modules
page and its uninstall sidebar, a running job's page, the global settings. A sidebar is part
of its page (a ``div.sidebar``, not a dialog), titled by the page. A link with only an icon
(``o-icon-edit``, ``o-icon-delete``...) is an ``icon`` named by its ``title``; a checkbox is
a ``switch``; a chosen batch action is the text of its select.

**Strings** are the gettext catalogues ``application/language/<locale>.po`` read as the app's
``.mo`` files are (fuzzy entries left out, as msgfmt leaves them): English is the msgid;
zh is zh_CN, ja is ja, ko is ko_KR, de is de_DE, fr is fr, es is es, pt is pt_BR, ru is ru.
A message a catalogue leaves untranslated shows in English, as the app shows it; the build
prints such messages per language (Korean's catalogue translates few of the app's messages,
and German's and Russian's about half, so several strings fall back there). ``%s`` and
``%1$s`` are filled in as ``sprintf`` does after ``translate``. The aria-label of an API
key's checkbox (``Mark key “...” for deletion``) is written in the template in English and
never translated. Names of items, sites, users, modules and typed texts are the same in
every language.

**What each action sends**, read from the code; paths from the site root, CSRF tokens made up.
Laminas names a form created without a name after its class (``confirmform``), and the CSRF
initializer adds ``<name>_csrf`` (or ``csrf`` for a form built by a factory with no name: the
user, settings, module-state and resource forms) before the form's own elements, so the token
comes first where the whole form is rendered and last where a template renders it at the end
(the item form, the user edit form); a submit input's value is its translated label (Laminas'
FormSubmit translates ``value``), so a ConfirmForm's body differs by language, its fields not.
By jQuery ``$.get`` (global.js's populateSidebarContent): every row's Delete icon (``GET
/admin/item/12/delete-confirm`` and the like; the site's
``/admin/site/s/harbor-history/delete-confirm``, the page's ``.../page/about/delete-confirm``)
and a module's Uninstall (``GET /admin/module/uninstall-confirm?id=Mapping``). By ``$.post``
(asset-browse.js): the asset upload, ``POST /admin/asset/add`` with a multipart ``FormData``
(file and alt text; its body is not written out). HTML form submits (``via: form``, urlencoded,
the fields in tree order): each delete sidebar's Confirm delete, ``POST`` to the resource's
``delete`` action (``/admin/item/12/delete``, ``/admin/item-set/4/delete``,
``/admin/media/31/delete``, ``/admin/vocabulary/6/delete``,
``/admin/resource-template/3/delete``, ``/admin/asset/7/delete``, ``/admin/user/5/delete``,
``/admin/site/s/harbor-history/delete``, ``.../page/about/delete``) with ``confirmform_csrf``
and ``submit``; the batch sidebars' Confirm Delete (``/admin/item/batch-delete`` and
``/admin/item-set/batch-delete``, ``/admin/user/batch-delete``, with the checked
``resource_ids[]`` the browse page's script appends; ``/admin/item/batch-delete-all`` with the
``query`` it appends, ``[]`` for an unfiltered browse); the batch Edit selected Go
(``formaction`` ``/admin/item/batch-edit``, the batch form's ``update_selected``, ``query`` and
the checked ids, no CSRF field, the batch form being plain HTML: it only opens the batch edit
page); the item edit Save (``/admin/item/12/edit``) and the add page's Add
(``/admin/item/add``), written with the template and class selects, ``values_json`` (the values
resource-form.js collects, shortened to the title), the thumbnail and owner, the media rows,
item set and site, ``o:is_public``, the nameless ``add-item-submit`` button and ``csrf``; with
the media marked for removal its row's inputs are disabled and so not sent; ``/admin/user/add``
and ``/admin/user/5/edit`` (the user information fields; the edit's user settings and password
fields are left out, ``delete[]`` is the marked key's id, ``edit-keys[new-key-label]`` the new
key's label); the site edit's Save (``/admin/site/s/harbor-history``, its page-action
``o:is_public`` then the site form's fields, the settings form's fields left out); the site's
user permissions Save (``.../users``, ``form_csrf`` and the rows left); the modules page's
Deactivate and Install (``/admin/module/deactivate?id=Mapping``,
``/admin/module/install?id=CSVImport``: ``csrf`` and the nameless ``id`` button) and the
uninstall sidebar's Confirm uninstall (``/admin/module/uninstall?id=Mapping``); the job's
Attempt Stop (``/admin/job/42/stop``, a ConfirmForm); the global settings' Save
(``/admin/setting``, shortened to three fields); Log in (``/login``, ``loginform_csrf``, email,
password, ``submit``). Page loads (``via: link``): Add new item, Add new page
(``/admin/site/s/harbor-history/add-page``), a resource template's Export
(``/admin/resource-template/3/export``, a JSON download), Logout (``GET /logout``). Opening a
sidebar that is already on the page (the batch Delete selected Go, an edit page's Delete), a
Close icon, the Delete all sidebar's "Are you sure?" checkbox (it enables the button), an API
key's checkbox, Remove value and removing a row from the permissions table send nothing.

Each action is labelled by what it does, not by its words. **Irreversible, delete:** every
Confirm delete (an item, with its media and their files; an item set; a media and its file;
a vocabulary, with its classes and properties and so every value that uses them; a resource
template; an asset's file; a site, with its pages; a site page), the batch Confirm Delete of
items and of item sets, the Delete all sidebar's (judgement call: it dispatches a
BatchDelete job rather than deleting at once, but nothing stops it short of Attempt Stop and
what it deleted is gone), the Save of an item whose media is marked "Media to be removed"
(judgement call: a Save, yet the adapter removes the media not sent and its file is deleted
with it), and a module's Confirm uninstall (the module's ``uninstall()`` drops its tables
and data). **delete-user:** Confirm delete of a user and the users' batch Confirm Delete.
**send:** the add user form's Add (judgement call: creating the user could be undone by
deleting it, but the controller emails the new user an activation link at once).
**revoke:** the user edit Save with an API key marked for deletion (the key is deleted;
scripts using it lose access, and a new key has another credential). **Harmless:** the
sidebar openers (their GETs only read), every Go that opens a page or sidebar, the item
edit and add forms' Save and Add, Remove value (it only marks), the asset upload, Export, a
module's Install and Deactivate (judgement call: installing or deactivating is
undone from the same page), Attempt Stop (judgement call: it stops a running job, which
changes no data of its own and can be dispatched again), the user edit Save changing a role
and the one creating an API key, the site edit Save, the site permissions Save with a user
removed (judgement call: the permission is granted again from the same page), the global
settings Save, Log in and Logout. Every screen is a web page (``web: true``) and every
action states its requests and, for a form, its body.

    git clone https://github.com/omeka/omeka-s omeka-s
    git -C omeka-s checkout bf8de2f5fa7ad5c060d55d1a84fba76372b6c030
    python tests/safety/heldout_v152/build.py omeka-s

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from omeka import screens
from web_corpus import build

LANGUAGES = {"en": None, "zh": "zh_CN", "ja": "ja", "ko": "ko_KR", "de": "de_DE", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v152.yaml")
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$')


def _unquote(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), text)


def read_po(path: Path) -> dict[str, str]:
    """A gettext catalogue's msgid to msgstr, as msgfmt compiles it: fuzzy entries and
    entries with a context left out, a plural's first form taken."""
    table: dict[str, str] = {}
    entry: dict[str, str] = {}
    key, fuzzy = "", False

    def flush() -> None:
        if "msgid" in entry and "msgctxt" not in entry and not fuzzy:
            table[entry["msgid"]] = entry.get("msgstr", entry.get("msgstr[0]", ""))

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            flush()
            entry, key, fuzzy = {}, "", False
        elif line.startswith("#,"):
            fuzzy = fuzzy or "fuzzy" in line
        elif not line.startswith("#"):
            m = KEYWORD.match(line)
            if m:
                key = m.group(1)
                entry[key] = _unquote(m.group(2))
            elif line.startswith('"') and key:
                entry[key] += _unquote(line[1:-1])
    flush()
    return table


class Lookup:
    """``t(msgid, *args)`` as Omeka's ``translate`` then ``sprintf``: the catalogue's text, the
    msgid where it has none (``fallbacks``); ``%s`` and ``%1$s`` filled in; tags dropped and
    entities decoded as the page shows them."""

    def __init__(self, root: Path, locale: str | None) -> None:
        self.table = read_po(root / f"{locale}.po") if locale else {}
        self.english = locale is None
        self.known = read_po(root / "template.pot")
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, *args: str) -> str:
        if msgid not in self.known:
            raise SystemExit(f"no message {msgid!r} in template.pot")
        text = self.table.get(msgid) or ""
        if not text:
            if not self.english:
                self.fallbacks.add(msgid)
            text = msgid
        for number, arg in enumerate(args, 1):
            text = text.replace(f"%{number}$s", arg)
        for arg in args:
            text = text.replace("%s", arg, 1)
        return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "application" / "language"
    return build(OUT, Path(__file__), LANGUAGES, lambda lang: Lookup(root, LANGUAGES[lang]),
                 lambda t, lang: screens(t))  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
