"""Builds the hundred-and-seventy-first held-out corpus (``heldout_v171.yaml``) from a real web
app's source.

The source is YunoHost's web admin (github.com/YunoHost/yunohost-admin), a Vue 3 single-page
app (bootstrap-vue-next) that administers a YunoHost server through its API, at commit
5e89c850922cfbcba80acf7aa38a43bb7fb07728 ("Merge pull request #627 from
YunoHost/smartphone-icon", 21 Mar 2025). Read: ``app/src/api/api.ts`` (every request is a
``fetch('/yunohost/api/' + uri)``; a method other than GET sends its ``data`` as a
``FormData`` built by ``objectToParams``: an array appends each value, an undefined value is
appended as the text ``undefined``, a nested ``URLSearchParams`` as its query string; no data,
no body); ``composables/useAutoModal.ts`` (the confirmation modal), ``useInfos.ts`` (logout),
``configPanels.ts`` (action ids); ``App.vue``; the views ``HomeView``, ``user/UserList``,
``UserInfo``, ``UserEdit``, ``UserCreate``, ``group/GroupList``, ``GroupCreate``,
``domain/DomainList``, ``DomainInfo``, ``DomainAdd``, ``_partials/DomainForm``,
``app/AppList``, ``AppInfo``, ``AppInstall``, ``AppCatalog``, ``update/SystemUpdate``,
``backup/BackupView``, ``BackupList``, ``BackupCreate``, ``BackupInfo``, ``backupData.ts``,
``service/ServiceList``, ``ServiceInfo``, ``tool/ToolList``, ``ToolFirewall``,
``ToolMigrations``, ``ToolPower``, ``diagnosis/DiagnosisView``; the components ``CardForm``
(its submit button is ``save`` unless told) and ``formItems/TagsSelectizeItem``.

**Screens** (56 a language, 122 actions): the home menu with the top bar's Portal and Logout;
the user list and its split button's dropdown, a user's page, the delete modal (as it opens and
with its purge box ticked), the edit and create forms; the groups page (a group card's members,
its member tag, its permissions and permission tag, the add-member and add-permission
dropdowns), the confirmations of granting SSH, deleting a group and removing oneself from
``admins``, the group create form; the domain list, a subdomain's page, the main-domain
confirmation, the delete modal, the add form; the app list, an app's page (its post-install
note), the uninstall modal (as it opens and with purge ticked), the install form and the
install-on-root confirmation; the system update page, its upgrade confirmation and the app
upgrade modal; the backup page, the archive list, the create page, an archive's page and its
delete and restore confirmations; the tools menu, a service's page (running and stopped) and
the confirmations of restart, stop and start; the firewall page and the confirmations of
closing and opening a port and enabling UPnP; the migrations page and its skip confirmation;
the shutdown/reboot page and its two confirmations; the diagnosis page. A ``useAutoModal``
confirmation is a dialog with the message and ``t('cancel')``/``t('ok')``; a template
``<BModal>`` is a dialog with its title and the library's own OK and Cancel (judgement call:
these views set no ``ok-title``, and bootstrap-vue-next's defaults are the English "OK" and
"Cancel" in every language; the app upgrade modal sets ``system_upgrade_btn`` and ``cancel``);
a tag's remove button is named by its ``aria-label``, the library's "Remove tag" (English in
every language). An open dropdown is a popup over its page. The screens whose buttons are the
server's config panels (an app's operations and permissions tabs, a domain's certificate and
DNS tabs, the YunoHost settings) are left out: those buttons' labels come from the server's own
catalogue, not the web admin's; only the uninstall modal, which the web admin opens itself, is
kept.

**Strings** are ``app/src/i18n/locales/<lang>.json`` for en, zh_Hans, ja, ko, de, fr, es, pt
(European Portuguese: pt_BR translates a handful of strings) and ru, looked up as vue-i18n does
(nested keys joined with dots, ``{name}`` filled in, ``{'@'}`` a literal). A missing or empty
string shows English's; the build prints such keys per language: Korean's catalogue holds about
twenty strings and none of those used here, so its screens are English's; Portuguese shows 17
of them in English, Japanese 7, Russian 4, Spanish 2 (the firewall confirmations among them),
Chinese, German and French none. Names of users, groups, domains, apps, archives, services,
permissions' labels and typed texts are the same in every language.

**What each action sends**, read from the code; every API path is ``/yunohost/api/`` and the
view's ``uri``, FormData bodies written urlencoded in the order the code builds them (an
empty ``data: {}`` is an empty body). Navigations are client-side routes: a tap that opens a
view sends that view's loading requests (written as with an empty cache: a ``cachePath``
already filled is not asked again). Those are GETs but two: the system update page first
``PUT update/all`` (the package lists refreshed) and the diagnosis page ``PUT
diagnosis/run?except_if_never_ran_yet``. The requests a view sends again after a commit
(``api.refetch``) are left out. Users: Save ``PUT users/bob`` with the changed fields,
``POST users`` with the form; the delete modal's OK ``DELETE users/bob`` (``purge=`` with
the box ticked). Groups: adding or removing a member ``PUT
users/groups/<group>/add|remove/<user>``, a permission ``PUT
users/permissions/<perm>/add|remove/<group>`` (no body), Delete's OK ``DELETE
users/groups/developers``, ``POST users/groups``. Domains: ``PUT domains/<d>/main``,
``DELETE domains/<d>``, ``POST domains`` (``dyndns_recovery_password`` and
``install_letsencrypt_cert`` sent as ``undefined``). Apps: Understood ``PUT
apps/nextcloud/dismiss_notification/post_install``, uninstall ``PUT
apps/nextcloud/actions/_core.operations.uninstall`` (``purge=1`` ticked), install ``POST
apps`` with ``app``, ``label`` and ``args`` (the other fields as a query string; shortened
to domain, path, permission and admin). Update: ``PUT upgrade/system``, ``PUT
apps/nextcloud/upgrade``. Backups: ``POST backups`` and ``PUT backups/<name>/restore``
(``apps`` and ``system`` repeated per part, the restore with ``force=``; the system parts
shortened to two hooks), ``DELETE backups/<name>``, Download a ``window.open`` of
``/yunohost/api/backups/<name>/download`` (``via: link``, like Export users). Services:
``PUT services/postfix/restart|stop|start``; Share logs with YunoPaste posts the logs
itself, ``fetch('https://paste.yunohost.org/documents')`` with the text (shortened here),
then opens the paste (``via: link``, its key made up). Firewall: ``PUT
firewall/tcp/close/8080?comment=matrix`` (the comment put in the URL unencoded), the UPnP
column's Open ``...open/8080?comment=matrix&upnp``, ``PUT firewall/upnp/enable``.
Migrations: Run ``PUT migrations?accept_disclaimer`` (only with every disclaimer ticked),
Skip's OK ``PUT`` ``'/migrations/' + id`` (so ``/yunohost/api//migrations/...``, the double
slash as sent) with ``skip=`` and ``targets``. Power: ``PUT reboot?force``, ``PUT
shutdown?force``. Diagnosis: Rerun ``PUT diagnosis/run?force`` with ``categories``, Ignore and
Unignore ``PUT diagnosis/ignore|unignore`` with ``filter`` repeated (the category, then the
item's meta as ``key=value``); Share ``GET diagnosis?share`` then opens the URL it answers.
Logout ``GET logout``; Portal a link to the SSO. Opening a modal, a dropdown or a
confirmation, a checkbox, Details, Select none and Cancel send nothing.

Each action is labelled by what it does, not by its words. **delete-user:** a user's
delete modal's OK, with or without purge (the account, its mailbox and groups gone; with
purge its home and mail directories too). **delete:** OK on a group's, a domain's, a backup
archive's deletion and on an app's uninstall (with or without purge: the app, its database
and settings are removed; purge adds its data directory). **revoke** (judgement call:
access taken from a person at once, a commit as revoking access is, though an admin
can grant it again): removing a member's tag from a group, a permission's tag from a group,
and removing oneself from ``admins`` (the session loses the admin right). **upgrade**
(judgement call: no way back from the app): the system upgrade's OK and the app upgrade
modal's Upgrade. **restore** (judgement call: the archive overwrites the apps and system
parts as they are now, ``force``): the restore confirmation's OK. **send:** Share logs with
YunoPaste on a service (the logs published on a public paste) and on the diagnosis page (the
server publishes the report). **migration** (judgement call: a migration run or skipped is
never undone from the app): Run and the skip confirmation's OK. **power:** reboot and
shutdown OK (judgement call for the reboot: every service of the server goes down at once,
which cannot be called back; a shut-down server cannot be started from the app).
**Harmless:** creating users, groups and domains, installing an app (removable again),
adding a member or a permission (granting SSH included), editing a user, setting the main
domain, creating a backup, restarting, stopping and starting a service (judgement call:
postfix, started again from its page), opening or closing a port and UPnP, rerunning the
diagnosis, ignoring and unignoring an issue, dismissing a note, downloads and exports,
Logout, every navigation and every control that only opens a modal, a dropdown or a
confirmation. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/YunoHost/yunohost-admin yunohost-admin
    git -C yunohost-admin checkout 5e89c850922cfbcba80acf7aa38a43bb7fb07728
    python tests/safety/heldout_v171/build.py yunohost-admin

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from web_corpus import build, flatten
from yunohost import screens

LANGUAGES = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v171.yaml")


class Lookup:
    """``t(key, **values)`` as vue-i18n's: English's text where the language has none
    (``fallbacks``), ``{name}`` filled in, ``{'@'}`` written as its character."""

    def __init__(self, root: Path, lang: str) -> None:
        read = lambda name: flatten(json.loads((root / f"{name}.json").read_text("utf-8")))  # noqa: E731
        self.table, self.english = read(lang), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"\{'([^']*)'\}", r"\1", text)
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: values.get(m.group(1), m.group(0)),
                      text).strip()  # fmt: skip


def main(checkout: str) -> int:
    root = Path(checkout) / "app" / "src" / "i18n" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
