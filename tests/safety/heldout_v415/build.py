"""Builds the four-hundred-and-fifteenth held-out corpus (``heldout_v415.yaml``) from a real web
app's source.

The source is umbrelOS (github.com/getumbrel/umbrel), the operating system of a home server:
its web interface (``packages/ui``) is a React single-page app that talks to the device's
daemon, umbreld (``packages/umbreld``), through tRPC. Read at commit
2a479429c5a9107d92dd4aefd8493b326e547492 ("Merge tag '1.7.2'", 5 May 2026). Read:
``packages/ui/src/trpc/trpc.ts`` (the links: a query or mutation goes over the WebSocket
``ws://<host>/trpc?token=<jwt>`` when a session token is stored, over HTTP when none is or the
procedure is one of ``httpOnlyPaths``), ``packages/umbreld/source/modules/server/trpc/common.ts``
(``httpOnlyPaths``: ``user.login``, ``user.isLoggedIn``, ``user.renewToken``, ``user.logout``,
``system.status``), the ``wsClient.ts`` of tRPC's version 11 client (the UI pins
@trpc/client 11.1.1; a message is ``JSON.stringify({id, method, params: {input, path}})``;
operations queued in the same tick go as one JSON array); ``modules/auth/use-auth.tsx``,
``routes/login.tsx``; ``modules/desktop/app-icon.tsx``, ``uninstall-confirmation-dialog.tsx``,
``logout-dialog.tsx``, ``hooks/use-app-install.ts``, ``components/install-button.tsx``,
``modules/app-store/updates-dialog.tsx``, ``hooks/use-update-all-apps.ts``,
``modules/app-store/community-app-store-dialog.tsx``; ``routes/settings/_components/
settings-content.tsx``, ``restart.tsx``, ``shutdown.tsx``, ``change-name.tsx``,
``change-password.tsx``, ``hooks/use-user-name.ts``, ``hooks/use-password.ts``,
``advanced.tsx``, ``hooks/use-tor-enabled.ts``, ``software-update-confirm.tsx``,
``migration-assistant.tsx``, ``routes/factory-reset/``, ``providers/global-system-state/``
(``restart``, ``shutdown``, ``update``, ``reset``, ``migrate``); ``features/backups/
hooks/use-backups.ts``, ``components/configure-wizard.tsx``, ``components/restore-wizard.tsx``;
``features/files/hooks/use-files-operations.ts``, ``use-shares.ts``, ``use-favorites.ts``,
``use-external-storage.ts``, ``components/listing/listing-and-file-item-context-menu.tsx``,
``trash-listing``, ``dialogs/permanently-delete-confirmation-dialog``,
``dialogs/format-drive-dialog``, ``dialogs/share-info-dialog``,
``sidebar/sidebar-external-storage.tsx``; and the daemon's routers under
``packages/umbreld/source/modules`` (``apps``, ``files``, ``backups``, ``user``) for each
procedure's input and effect (``apps.uninstall`` removes the app and its data;
``files.delete`` and ``files.emptyTrash`` unlink; ``user.changePassword`` only sets the
password; ``user.logout`` clears the proxy cookie).

**Screens** (38 a language), all of a user logged in at ``http://umbrel.local`` unless said:
the log-out confirmation; an installed app's (Nextcloud's) context menu on the desktop, laid
out twice (once for Stop and Restart, once for Uninstall); the uninstall confirmations of
Nextcloud and Home Assistant; Jellyfin's App Store page; the updates dialog with two apps and
with one; the community app stores dialog; the settings page; the restart and shut-down
confirmations; the change-name and change-password dialogs; the advanced settings; the
factory reset's password step; the software update dialog; the migration assistant's
preparation and ready steps; the backups page, a backup location's panel, its removal
confirmation, the restore wizard's last confirmation; in the Files app a folder's context menu
(twice), its network sharing dialog, a trashed file's context menu (twice), the permanent
deletion of one trashed file, of two and of a file on a NAS share, the trash and the empty
trash confirmation, an external drive's context menu (twice), the format dialog of a readable
drive and of an unreadable one; and the login page, logged out. The page's title is "Umbrel"
in every language (``index.html``; the UI never sets another). An AlertDialog is a dialog
titled by its title with its description as message; a settings dialog is headed by its
title; a context menu's entries are ``menu`` items; a Switch is named by its row's label; the
format dialog's filesystem cards are ``radio`` items named ext4 and exFAT.

**Strings** are ``packages/ui/public/locales/<lang>.json`` for en, zh, ja, ko, de, fr, es,
pt-BR and ru, read as i18next does with English as the fallback language (``{{name}}`` filled
in; a key with ``count`` takes the suffix ``_one`` or ``_other`` that the language's plural
rules give for 1). Every string used here is translated in all nine catalogues, so the build
reports no string shown in English. Names of apps, files, drives, the device, the typed texts,
the release name "umbrelOS 1.7.3" and the version numbers are the same in every language.

**What each action sends**, read from the code. Logged in, every query and mutation goes as
a WebSocket message on ``ws://umbrel.local/trpc?token=<jwt>`` (a made-up JWT), written
``WEBSOCKET`` with the message as its body (``via: websocket``): ``{"id":41,"method":
"mutation","params":{"input":...,"path":"apps.uninstall"}}``; the id is the client's running
operation count (made up, 41, and 41 and 42 where two go together), and an operation with no
input has no ``input``. Queries already in the cache (a minute's staleTime) are not sent
again. Desktop: Stop, Restart ``apps.stop``/``apps.restart`` ``{"appId"}``; Uninstall in the
menu reads ``apps.dependents`` (input the app id) and opens the confirmation, whose Uninstall
sends ``apps.uninstall`` ``{"appId"}`` (the dependents are then read from the cache); Install
``apps.install`` ``{"appId"}``; Update ``apps.update`` ``{"appId"}``; Update all calls
``apps.update`` for each app in the same tick, so the socket sends one array of two
messages; the community app stores dialog's Add ``appStore.addRepository`` ``{"url"}`` (the
typed URL) and Remove ``appStore.removeRepository`` ``{"url"}``. Log out (an HTTP-only
procedure) is ``POST http://umbrel.local/trpc/user.logout`` with no body, then
``window.location.href = '/login'`` (a page load, ``via: link``). Settings: Restart and Shut
down in the confirmations ``system.restart``/``system.shutdown`` (no input); Confirm in the
name dialog ``user.set`` ``{"name"}``, in the password dialog ``user.changePassword``
``{"oldPassword","newPassword"}``; the Beta Program switch ``system.setReleaseChannel``
``{"channel":"beta"}``; the Remote Tor access switch ``apps.setTorEnabled`` with the bare
input ``true``; Erase everything and reset ``system.factoryReset`` ``{"password"}``; Install
now ``system.update``; the migration assistant's Continue reads ``migration.canMigrate`` and
Start migration sends ``migration.migrate``. Backups: Back up now ``backups.backup``
``{"repositoryId"}``; Remove backup location in its confirmation ``backups.forgetRepository``
``{"repositoryId"}``; Restore Umbrel first checks the password with ``POST
http://umbrel.local/trpc/user.login`` ``{"password"}`` (HTTP-only), then sends
``backups.restoreBackup`` ``{"backupId"}`` (the location's id and the backup's). Files (paths
are the UI's virtual ones, ``/Home/...``, ``/Trash/...``, ``/Network/<host>/<share>/...``):
Trash ``files.trash`` ``{"path"}``; Add to favorites ``files.addFavorite``; the sharing switch
``files.addShare``; Restore ``files.restore`` ``{"path"}`` (the collision option left undefined
and so not written); Delete permanently in the confirmation ``files.delete`` ``{"path"}`` for
each selected item (two items: one array of two messages); Empty in the empty-trash confirmation
``files.emptyTrash``; Eject ``files.unmountExternalDevice`` ``{"deviceId"}``; Format
``files.formatExternalDevice`` ``{"deviceId","filesystem","label"}``, the label being the typed
one or else the drive's name cut to 11 characters. The login page (no token, so HTTP): Log in
``POST http://umbrel.local/trpc/user.login`` ``{"password"}``, then ``window.location.href``
loads ``/``. Nothing is sent by the controls that only open a dialog, a confirmation or a panel
(Restart, Shut down and Change password on the settings page, Share over network..., Delete
permanently in a trashed file's menu, Empty Trash in the trash, Format in a drive's menu, Remove
backup location in the location's panel) or by a Cancel.

Each action is labelled by what it does, not by its words. **delete:** Uninstall in the
confirmation (the app and all its data are deleted, as the dialog says); Delete permanently
of trashed files and of a file on a NAS share (no trash there), and Empty in the empty-trash
confirmation. **update** (judgement call): Update, Update all and the umbrelOS Install now
(the UI offers no way back to the earlier version, and an app's new version may migrate its
data on start). **shutdown** (judgement call): Shut down (the device, every app and the UI
itself stay off until someone presses the power button; nothing in the app can turn it back
on). **reset:** Erase everything and reset. **overwrite:** Restore Umbrel (the device's apps
and data are replaced by the backup's, and anything not in it is removed) and Start
migration (the data on this device is replaced by the Raspberry Pi's, as the callout says).
**erase:** Format, for a readable drive and for one the OS cannot read (judgement call: its
contents are unreadable to umbrelOS, not known to be empty). **Harmless:** Stop, Restart and
Install (set back by Start, by itself and by Uninstall), Restart of the device (it comes
back by itself), Log out and Log in, renaming the user, changing the password (judgement call:
the old password can be set again and no session is ended), the Beta Program and Tor
switches, adding and removing a community app store (judgement call: it is added again by its
URL), Back up now, Remove backup location (judgement call: the backups stay on the location,
as the dialog says, and the location is connected again with its encryption password),
moving to the trash and restoring from it, favourites, sharing a folder on the local network
(switched off again), ejecting a drive, the reads, and every control that only opens
something, and every Cancel. Every screen is a web page (``web: true``) and every action
states its requests and bodies.

    git clone https://github.com/getumbrel/umbrel umbrel
    git -C umbrel checkout 2a479429c5a9107d92dd4aefd8493b326e547492
    python tests/safety/heldout_v415/build.py umbrel

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

from umbrel import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
# The plural category that Intl.PluralRules gives for 1 in each language, as i18next uses it.
ONE = {"zh": "other", "ja": "other", "ko": "other"}
OUT = Path(__file__).with_name("heldout_v415.yaml")


class Lookup:
    """``t(key, **args)`` as i18next's with English as the fallback language: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); ``{{name}}`` is
    filled in from ``args``; with ``count`` (only 1 here) the key takes its plural suffix."""

    def __init__(self, folder: Path, lang: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(LANGUAGES[lang]), read("en")
        self.one = ONE.get(lang, "one")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: Any) -> str:
        if key not in self.english and args.get("count") == 1:
            own, english = f"{key}_{self.one}", f"{key}_one"
        else:
            own = english = key
        if english not in self.english:
            raise SystemExit(f"no key {key!r} in packages/ui/public/locales/en.json")
        text = self.table.get(own) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[english]
        values = {name: str(value) for name, value in args.items()}
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: values.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "packages" / "ui" / "public" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
