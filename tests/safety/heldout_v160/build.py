"""Builds the hundred-and-sixtieth held-out corpus (``heldout_v160.yaml``) from a real web
app's source.

The source is Grav's admin panel (github.com/getgrav/grav-plugin-admin), the admin plugin of
the Grav flat-file CMS, written in PHP with Twig templates rendered on the server and a
jQuery bundle (``themes/grav/app``), at commit 5bc088205fe9ac772db4db1b2b4cf61546c8008d
("Merge tag '1.10.49.2' into develop", 29 Dec 2025). Read: the controllers
``classes/plugin/AdminController.php`` (taskClearCache, taskSave and saveDefault, taskLogout,
taskBackup, taskBackupDelete, taskEnable, taskDisable, updatePluginState, taskActivate,
taskRemovePackage, taskInstallPackage, taskDirectInstall, taskSaveNewFolder, taskCopy,
taskDelete, taskContinue) and ``AdminBaseController.php`` (execute, validateNonce);
``admin.php`` (the sidebar's routes, the tools' tabs); the templates ``pages.html.twig``
(the list, the editor's title bar, the delete, move and add modals), ``dashboard.html.twig``,
``config.html.twig``, ``user.html.twig``, ``tools.html.twig``, ``plugins.html.twig``,
``partials/`` (blueprints, blueprints-new, blueprints-new-folder, page-move,
modal-changes-detected, modal-remove-package, modal-add-package, modal-switch-theme,
plugins-list, plugins-details, themes-list, themes-details, backups-button,
tools-backups-titlebar, tools-scheduler-titlebar, tools-direct-install, nav, nav-quick-tray,
nav-user-details) and ``forms/fields/backupshistory``; the scripts ``utils/request.js``,
``utils/packages.js``, ``plugins/index.js``, ``themes/index.js``, ``dashboard/backup.js``,
``dashboard/cache.js``, ``pages/page/index.js``, ``delete.js`` and ``move.js``.

**Screens** (37 a language): the dashboard (Clear Cache, its dropdown of cache types, Backup
Now), the backup dropdown, the sidebar as the backups tool shows it (the account, the quick
tray's Clear Cache, the sections, Logout); the pages list, its Add dropdown, the delete
confirmation from the list, the Add Page and Add Folder modals, the new page's editor, an
existing page's editor (Preview, Back, Previous, Next, Delete, Copy, Move, Save, the
Normal/Expert switch), its Add dropdown, its delete confirmation, the Move modal, the
unsaved-changes modal; the users page's Add Account, its modal, a new account's page and one's
own; the plugins list (an enabled and a disabled plugin's toggle), a plugin's page, a disabled
plugin's page, the Remove modal and its done state, the install list and its modal; the themes
list, the theme-switch modal (from the list and from a theme's page), an inactive theme's page,
its Remove modal; the backups tool (its title bar and tabs, its history), the scheduler, the
direct install by URL; the system and site configuration. A remodal (``data-remodal-id``) is a
dialog screen over its page with its ``<h1>`` as title; an open dropdown a dialog without
title. The pages and the users are the admin plugin's own templates (``pages.html.twig``,
``user.html.twig``), as the admin shows them where the Flex Objects plugin does not handle
pages and accounts (judgement call: the Flex Objects screens are another plugin's and were not
read). Groups, and deleting a user, have no screen in this plugin (they belong to Flex
Objects): none is in the corpus. An icon-only control is written by its Font Awesome class
(``fa-trash-o``, ``fa-toggle-on``, ``fa-caret-down``), with its ``title`` or hint as its
description where it has one.

**Strings** are ``languages/<lang>.yaml``'s ``PLUGIN_ADMIN`` keys for en, zh-cn (zh), ja,
ko, de, fr, es, pt and ru, read as Twig's ``|t`` shows them (``%s`` filled in, tags
dropped). A key a language lacks falls back to English; the build prints those keys per
language (many in ko, whose file holds about a quarter of the keys; some in ja and pt).
Some texts are written in English in the templates themselves and so are English in every
language: the backup history's Download and Delete hints, the backup dropdown's Backups
Manager, the Move modal's heading. Names of pages, plugins, themes, users and typed texts are
the same in every language.

**What each action sends**, read from the code; the admin lives under ``/admin``, Grav's
parameters are path segments (``/task:delete``), every task URL carries the nonce as
``uri.addNonce`` writes it (``/admin-nonce:...``, made up here; Logout's is ``logout-nonce``).
By ``fetch`` (utils/request.js; a POST's body is a FormData of ``admin-nonce`` and the fields,
written as urlencoded fields): Clear Cache and each cache type ``GET
/admin/cache.json/task:clearCache[/cleartype:all]/admin-nonce:..``; Backup Now and a backup
profile ``GET /admin/backup.json/id:0/task:backup/admin-nonce:..``; a backup's Delete ``GET
/admin/backup.json/backup:<base64 name>/task:backupDelete/admin-nonce:..``; a package's
Remove ``POST /admin/plugins.json/task:removePackage`` (themes.json for a theme) with
``package``; Install ``POST .../task:getPackagesDependencies`` with ``packages``, and the
install modal's Continue ``POST .../task:installPackage`` with ``package`` and ``type``,
then a page load of the plugin's page. HTML form posts (``via: form``) go to the page's own
route: the title bar's Save (``task=save`` first, the button standing before the form; the
Move modal's Continue submits the same form with ``task=save`` last), the Add Page modal's
Continue (``task=continue``), the Add Folder modal's Save (``task=saveNewFolder``), the Add
Account modal's Continue, the direct install (its ``submit`` field is the button's value, the
language's Install); the blueprint forms' fields are shortened to a
few (a page's title, content, folder and parent; the core page and account blueprints are
not in this repository, so their field names are written as the admin's ``data[...]`` scope
names them). Page loads (``via: link``): the sidebar, tabs, Back and Preview links; Logout
``GET /admin/task:logout/logout-nonce:..``; a page's Copy ``GET
/admin/pages/blog/hello-world/task:copy/admin-nonce:..``; the delete confirmations' Continue
(delete.js sets ``location.href`` to the trash link's ``data-delete-url``, ``GET
.../task:delete/admin-nonce:..``); a plugin's toggle (``GET /admin/plugins/email/task:disable
/admin-nonce:..``), Enable (with ``/redirect:true``); the theme switch's Continue (``GET
/admin/themes/antimatter/task:activate/admin-nonce:..``); the Expert switch (``GET
.../mode:expert``); a backup's Download. Opening a dropdown or a remodal, Expand All,
Collapse All and every Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible (delete):** the
delete confirmation's Continue, from the list and from the editor (taskDelete removes the
page's folder and its subpages with ``Folder::delete``; there is no trash); a backup's Delete
(``unlink`` of the zip, sent at the first click, with no confirmation); a plugin's and a
theme's Remove confirmation (``Gpm::uninstall`` deletes the package's folder from the server;
judgement call: it can be installed again from the repository, but its files, and any local
changes to them, are gone). **Irreversible (publish):** Save on a new page's editor
(judgement call: the page is written to the site's content and shows to visitors at once;
Grav has no draft state unless the page sets ``published: false``). **Harmless:** Save on an
existing page (judgement call: an edit of a page already public, set back by editing again),
Move (moved back the same way), Copy (a copy that can be removed; judgement call), the Add
Page and Add Account modals' Continue (taskContinue only keeps the data in the session and
redirects), Add Folder (an empty folder), saving an account (judgement call: a new account's
access and state can be set back from its page), enabling and disabling a plugin, switching
the theme (switched back the same way), installing a package and the direct install
(judgement call: removed again from the plugin's page), Backup Now (a new zip), clearing any
cache and Purge Old Cache (judgement call: only cached files, rebuilt on demand), saving the
configuration, the backups' and the scheduler's settings, the unsaved-changes modal's
Continue (judgement call: it leaves the editor without saving; the stored page is unchanged),
Logout, and every control that only opens a dropdown, a modal or a page. The app has few
commits besides these, so fewer than a third of the actions are irreversible. Every screen is
a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/getgrav/grav-plugin-admin grav-plugin-admin
    git -C grav-plugin-admin checkout 5bc088205fe9ac772db4db1b2b4cf61546c8008d
    python tests/safety/heldout_v160/build.py grav-plugin-admin

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from grav import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v160.yaml")


def read_catalogue(path: Path) -> dict[str, str]:
    """A language file's ``PLUGIN_ADMIN`` strings."""
    table = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {k: str(v) for k, v in (table.get("PLUGIN_ADMIN") or {}).items() if v is not None}


class Lookup:
    """``t(key, *args)`` as the admin's ``|t`` filter: the language's string, English's where
    the language lacks the key (``fallbacks``), ``%s`` filled in order, tags dropped and
    entities decoded as the page shows them."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root / f"{lang}.yaml")
        self.english = read_catalogue(root / "en.yaml")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in languages/en.yaml")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        for arg in args:
            text = re.sub(r"%(\d\$)?s", arg.replace("\\", "\\\\"), text, count=1)
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", text))
        return html.unescape(text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "languages"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
