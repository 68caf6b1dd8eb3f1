"""Builds the three-hundred-and-sixty-second held-out corpus (``heldout_v362.yaml``) from a real
web app's source.

The source is Runtipi (github.com/runtipi/runtipi), a home-server manager: a React single-page
app (React Router, TanStack Query) whose every screen is drawn in the browser and which drives
a NestJS back end on the same origin through a client generated from its OpenAPI description,
from script; the back end installs, starts, stops, updates, backs up, restores, resets and
uninstalls Docker apps. Read at commit a612680ffffcb67cfcc50359f5ccd045fd311443 ("chore: update
docker compose", 5 Jul 2025). Read in ``packages/frontend/src``: ``root.tsx`` (the page title,
``credentials: 'include'``), ``routes.ts``, ``api-client/sdk.gen.ts`` (each call's method and
URL), ``api-client/client/utils.ts`` (path parameters through ``encodeURIComponent``, so the
app's URN ``jellyfin:migrated`` is sent as ``jellyfin%3Amigrated``), ``components/providers/``
``providers.tsx`` and ``i18n/i18n-provider.tsx``, ``components/header/header.tsx``,
``navbar/navbar.tsx``, ``ui/Dialog/Dialog.tsx``, ``ui/Switch/Switch.tsx``,
``date-format/date-format.tsx``, ``language-selector/language-selector.tsx``; in
``modules/app``: ``pages/my-apps-page.tsx``, ``app-store-page.tsx``, ``app-details-page.tsx``,
``containers/app-actions``, ``app-details-tabs``, ``app-backups``, ``app-user-config``,
``components/update-all-button``, ``link-tile``, ``add-link-tile``, ``install-form``,
``install-form-buttons`` and the dialogs ``add-link``, ``delete-link``, ``install-dialog``,
``stop-dialog``, ``restart-dialog``, ``update-dialog``, ``update-settings-dialog``,
``reset-dialog``, ``uninstall-dialog``, ``backup-app-dialog``, ``restore-app-dialog``,
``delete-backup-dialog``; in ``modules/settings``: ``pages/settings-page.tsx``, the containers
``general-actions``, ``user-settings``, ``security``, ``app-stores-container`` and the
components ``update-repo-modal``, ``user-settings-form``, ``change-username-form``,
``change-password-form``, ``otp-form``, ``app-stores-table``, ``add-app-store-dialog``,
``edit-app-store-dialog``, ``delete-app-store-dialog``; in ``modules/auth``: ``login-page``,
``login-form``, ``reset-password-page``, ``reset-password-form``. What the server does with
each request was read from ``packages/backend/src``: ``app.dto.ts``,
``modules/auth/auth.controller.ts`` and ``auth.service.ts`` (a changed password or username
ends every session of the user; turning two-factor authentication off deletes its secret; the
reset-password page's password replaces the operator's, turns 2FA off and ends every session),
``modules/app-lifecycle/`` ``app-lifecycle.service.ts`` and
``commands/uninstall-app-command.ts`` (uninstalling runs ``docker compose down -v`` and deletes
the app's folder and data folder, and with Remove backups its backups first; Update all updates
each app with a backup first), ``modules/backups/backup.manager.ts`` (a backup is
``<urn>-<milliseconds>.tar.gz``; restoring replaces the app's data),
``modules/app-stores/app-store.service.ts`` (deleting an app store removes its entry and its
cloned repository) and ``modules/i18n``.

**Screens** (44 a language), of an operator logged in, each titled ``Runtipi`` (the page's
``<title>`` on every route): the navigation bar; the My Apps page (Jellyfin running with an
update, Syncthing stopped, two external links, the add-link tile), the same for its dialogs;
the Update all dialog; the add-link and edit-link dialogs; a link tile's context menu; the
delete dialog of each of the two links; Jellyfin's page (Stop, Restart, Settings, Open, Update
and the tabs), its Open menu, the stop dialog, the update dialog with Backup app before
updating on and off, its settings dialog (the port changed from 8091 to 8092), the reset
dialog; Syncthing's page stopped, its reset dialog, its uninstall dialog with Remove backups
off and on; Jellyfin's tabs, its backups tab (one backup), the backup, restore and
delete-backup dialogs, Syncthing's restore and delete-backup dialogs, the user config tab;
Uptime Kuma's store page and its install dialog; the settings page's actions tab (twice), the
update-app-stores dialog, the general tab, the security tab (twice), the change-username
dialog, the password dialogs that turn two-factor authentication on and off, the app stores tab
scrolled to its second store, the add and delete app store dialogs; the login page and the
reset-password page (without its heading, which in Japanese is the same text as its submit
button). A Dialog is a dialog over its page headed by its DialogTitle, its DialogDescription's
first line as its message where it has one, and its close button, whose ``aria-label`` is
``Close`` in every language; its footer has only the submit button. The logout button in the
header is an icon named by its tooltip. A switch is named by its label (its ``?`` help mark
left out). Jellyfin's local domain is ``jellyfin.tipi.lan`` (SSL port 443). The backup's size
(1.42 GB) is written alike everywhere; its date is ``toLocaleString`` in the language's locale
with the time zone Europe/Berlin, as Chrome writes it (``6/28/2025, 3:00:00 AM`` in en-US).

**Strings** are ``packages/backend/src/modules/i18n/translations/<locale>.json`` (served at
``/api/i18n/locales/translation/<locale>.json``) for en-US, zh-CN, ja-JP, ko-KR, de-DE, fr-FR,
es-ES, pt-BR and ru-RU: the locale chosen in the settings' language selector (ko-KR, which the
selector does not list, as a browser set to Korean detects it), read as i18next does with
``en`` as the fallback language (``{{name}}`` filled in). The catalogues are exported from a
translation platform, which writes the English text for a string not yet translated; the
build prints, per language, the keys whose text is missing or is English's, which the page
shows in English, of the 139 strings used here: zh 11 (``APP_ACTION_INSTALL`` is empty, the
rest English), ja 80, ko 95 (in both, most of the links, backups, app stores and settings
strings), de 19, fr 13, es 47, pt 5 and ru 3 (a few of these, such as ``Backup``, ``Port`` or
``Description``, are simply the same word). Some texts are English in the app's own
code in every language: the app stores table's ``Enabled``, its ``Add App Store`` button, the
login title's ``your account`` and the close button. Names of apps, links, stores, files,
addresses and typed texts are the same in every language.

**What each action sends**, read from the code. Every call is the generated client's request
from script to the same origin (no form post), with the session cookie (not written here);
bodies are ``JSON.stringify``'s of the objects the components pass (react-hook-form's values
after the zod schema's parse, so in the schema's key order). After a write succeeds the query
cache is invalidated and the page reads again what it shows; those reads are not written.
Navigation: My Apps ``GET /api/apps/installed`` and ``GET /api/links``; an app's tile ``GET
/api/apps/<urn>``; the Backups tab ``GET /api/backups/<urn>?page=1&pageSize=5``; the app stores
tab ``GET /api/marketplace/all``; Logout ``POST /api/auth/logout`` then
``window.location.reload()`` (a page load of ``/apps``). Page loads (``via: link``): an
external link's tile (``<Link target="_blank">`` to its URL), the Open menu's local domain
(``window.open`` of ``https://jellyfin.tipi.lan``) and Download certificate (``window.open`` of
``/api/system/certificate``). Writes: Update all ``PATCH /api/app-lifecycle/update-all``; the
link dialogs ``POST /api/links`` and ``PATCH /api/links/<id>`` with ``{"title",
"description","url","iconUrl","isVisibleOnGuestDashboard"}``; a link's Delete ``DELETE
/api/links/<id>``; Stop ``POST /api/app-lifecycle/<urn>/stop``; Start ``.../start``; Reset
``.../reset``; Update ``PATCH .../update`` ``{"performBackup"}``; the settings dialog's Update
``PATCH .../update-config`` and Install ``POST .../install`` with the install form's values
(``{"port","openPort","exposed"}``: the port registered in the form's render, then the switches
as they mount, the ones never set left out; ``localSubdomain`` is undefined and dropped);
Uninstall ``DELETE .../uninstall`` ``{"removeBackups"}``; Backup ``POST
/api/backups/<urn>/backup``; Restore ``POST /api/backups/<urn>/restore`` and a backup's Delete
``DELETE /api/backups/<urn>``, both ``{"filename"}``; the user config's Save ``PUT
/api/user-config/<urn>`` ``{"dockerCompose","appEnv"}``; Update in the app stores dialog ``POST
/api/marketplace/pull``; the general tab's Save ``PATCH /api/user-settings`` with the whole
settings object (the schema's nineteen keys, from the settings the page was given); Change
password ``PATCH /api/auth/password`` ``{"currentPassword","newPassword",
"newPasswordConfirm"}``; the change-username dialog ``PATCH /api/auth/username``
``{"newUsername","password"}``; the 2FA password dialogs ``PATCH /api/auth/totp/get-uri`` and
``PATCH /api/auth/totp/disable`` ``{"password"}``; Create new appstore ``POST
/api/marketplace/create`` ``{"name","url"}``; an app store's Delete ``DELETE
/api/marketplace/<slug>``; Login ``POST /api/auth/login`` ``{"password","username"}``; Reset
password ``POST /api/auth/reset-password`` ``{"newPassword"}`` and Cancel password change
request ``DELETE /api/auth/reset-password``. Nothing is sent by the controls that only open a
dialog or a menu (Update all on the page, Add external link, Edit and Delete in the context
menu, Stop, Update, Settings, Remove and Install on an app's page, Reset app in the settings
dialog, Backup now, Restore and Delete in the backups list, Update on the actions tab, Change
username and Delete on the app stores tab), by a dialog's close button, or by a switch inside a
form (Remove backups).

Each action is labelled by what it does, not by its words. **Irreversible:** a link's Delete
(``delete``: the link is gone, with no trash); Uninstall with or without Remove backups
(``delete``: the containers, volumes, app folder and data folder are deleted, and with the
switch the backups too); a backup's Delete (``delete``); an app store's Delete (``delete``,
judgement call: the warning says app data is kept and the store can be added again by its URL,
but the entry and its clone are gone with no undo); Reset in an app's reset dialog (``reset``:
all the app's data is lost); Reset password on the reset-password page (``reset``, judgement
call: the operator's password is replaced, 2FA is turned off and every session ends);
Restore (``overwrite``: the app's current data is erased and replaced by the backup's); Update
with Backup app before updating off (``overwrite``, judgement call: the new version may migrate
the app's data, the app offers no downgrade and no copy is kept); Change password and the
change-username dialog's submit (``revoke``, judgement call: the credential one signs in with
is replaced and every session of the user, on every device, is ended); Disable two-factor
authentication (``revoke``, judgement call: the TOTP secret is deleted, so the authenticator
entry is useless and turning 2FA on again makes a new one). **Harmless or reversible:** Stop,
Start (set back by each other), Update with a backup (judgement call: the backup taken first
can be restored), Update all (judgement call: the server backs up each app before updating
it), the settings dialog's Update (the port can be set back), Install (Uninstall removes it),
Backup, the user config's Save (judgement call: an edit of the override files the tab shows,
which can be edited back), Update in the app stores dialog (judgement call: the clones are
reset to their remote repositories, which hold the same apps), the general settings' Save
(every setting can be set back), the link dialogs, Create new appstore, the first 2FA password
dialog (it only returns a new secret and QR code; 2FA is on only after a code is entered),
Login, Logout, Cancel password change request (the request can be made again on the server),
the reads, the page loads, and every control that only opens a dialog or a menu, or closes one.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/runtipi/runtipi runtipi
    git -C runtipi checkout a612680ffffcb67cfcc50359f5ccd045fd311443
    python tests/safety/heldout_v362/build.py runtipi

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from runtipi import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
# A backup made at 2025-06-28T01:00:00Z, as Chrome's toLocaleString writes it in each locale
# with the time zone Europe/Berlin.
DATES = {"en": "6/28/2025, 3:00:00\u202fAM", "zh": "2025/6/28 03:00:00",
         "ja": "2025/6/28 3:00:00", "ko": "2025. 6. 28. 오전 3:00:00",
         "de": "28.6.2025, 03:00:00", "fr": "28/06/2025 03:00:00", "es": "28/6/2025, 3:00:00",
         "pt": "28/06/2025, 03:00:00", "ru": "28.06.2025, 03:00:00"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v362.yaml")


class Lookup:
    """``t(key, **args)`` as i18next's with ``en`` as the fallback language: a key the
    locale lacks, or leaves empty, shows English's text; ``{{name}}`` is filled in from
    ``args``. ``fallbacks`` holds the keys shown in English: those and the ones whose text
    in the locale's catalogue is English's (not yet translated)."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.table, self.english, self.code = read(code), read("en"), code
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the English catalogue")
        text = self.table.get(key) or ""
        if not text.strip() or text == self.english[key]:
            self.fallbacks.add(key)
            text = text if text.strip() else self.english[key]
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "packages" / "backend" / "src" / "modules" / "i18n" / "translations"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, DATES[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
