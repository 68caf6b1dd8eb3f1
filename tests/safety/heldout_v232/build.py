"""Builds the two-hundred-and-thirty-second held-out corpus (``heldout_v232.yaml``) from a real
web app's source.

The source is Syncthing (github.com/syncthing/syncthing), the continuous file synchronisation
program, whose web GUI (``gui/default``) is an AngularJS 1.3 page served by Syncthing itself
and calling its REST API on the same origin with ``$http`` (XMLHttpRequest). Read at commit
328d910aee822178f55442c76bc7e35ce34d68cc ("fix(api): correctly return metrics, support bundle
(fixes #10847) (#10849)", 5 Aug 2026). Read: ``gui/default/index.html`` (the top bar and its
menus, the notices, the login form, the folder and device panels), ``modal.html`` and
``syncthing/core/modalDirective.js``, ``syncthing/app.js`` (``urlbase``, the translation
set-up, ``unitPrefixed``), ``syncthing/core/syncthingController.js`` (each action's code:
``saveConfig``, ``updateLocalConfig``, ``setFolderPause``, ``editFolderExisting``,
``saveFolder``, ``deleteFolder``, ``revertOverride``, ``editDeviceExisting``, ``addDevice``,
``saveDevice``, ``deleteDevice``, ``shareFolderWithDevice``, ``showSettings``,
``saveSettings``, ``setAPIKey``, ``restart``, ``shutdown``, ``upgrade``, ``logout``,
``authenticatePassword``, ``clearErrors``, ``shareDeviceIdDialog``, ``shareDeviceId``,
``restoreVersions``), the dialogs ``folder/editFolderModalView.html``,
``removeFolderDialogView.html``, ``revertOverrideView.html``,
``restoreVersionsConfirmation.html``, ``device/editDeviceModalView.html``,
``removeDeviceDialogView.html``, ``shareDeviceIdDialogView.html``,
``core/editShareTemplate.html``, ``majorUpgradeModalView.html``, ``upgradeModalView.html``,
``settings/settingsModalView.html`` and ``discardChangesConfirmation.html``, and
``vendor/angular/angular.js`` (``toJson``, and ``encodeUriQuery`` for ``$http``'s query
parameters). What the server holds and does was read from its Go source: ``lib/config``
(``config.go``: the configuration's parts and how they are sorted; the folder, device,
options, GUI, LDAP and versioning structs and the enum types: every field, its JSON name and
its default), ``lib/protocol/deviceid.go``, ``lib/api/api.go`` (the routes),
``internal/db/observed.go`` (a pending device's and folder's fields), ``lib/model/model.go``
(``removeFolder``), ``lib/model/folder_recvonly.go`` (Revert) and ``lib/versioner/util.go``
(``restoreFile``).

**Screens** (33 a language, 52 actions), all on the GUI of a made-up device, atlas, with the
user logged in and the page titled "atlas | Syncthing": the Actions menu (written three times,
once per kind of entry) and the Major Upgrade dialog; the panel of the send-and-receive
folder Photos opened (written twice), the panels of the send-only folder Invoices out of
sync, of the receive-only folder Jon's camera with local additions and of the
receive-encrypted folder Mira backup with unexpected items, and the Override Changes, Revert
Local Changes and Delete Unexpected Items confirmations they open; Photos' folder dialog with
its label changed (written twice), the removal confirmations of Photos and of Mira backup,
Invoices' Sharing tab with jon-phone ticked, the confirmation of restoring two old versions of
Photos' files; mira-laptop's device dialog, the removal confirmations of mira-laptop and of
jon-phone, mira-laptop's Sharing tab with Photos ticked; the New Device notice of
ines-desktop, its Add Device dialog (the General tab, and the Sharing tab with Photos ticked),
the notice of mira-laptop offering to share Photos; the Share by Email dialog of atlas's
device ID, the settings dialog's General tab before and after Generate and its GUI tab with a
new password typed, the Pending changes confirmation, the Notice of an error, and the login
page (titled "(unknown device) | Syncthing"). A ``<modal>`` is a dialog over the page with
its heading as title; a confirmation's question is its message and its other paragraphs are
texts. The Actions menu's entries are ``menu`` items; a checkbox is a switch with its state
before the tap (on a Sharing tab, after ticking); an existing folder's ID and path are the
dialog's read-only fields, a device's ID is a text. A folder panel's heading is written as
its label and its status; a notice's heading, with its time, is one text, as French's "Share
Folder" heading and Share button are both "Partager". Counts and sizes (12 items, ~4.1 MiB)
are written alike in every language (sizes are formatted in the browser's locale, not the
GUI's).

Not in the corpus: the notices' Ignore and Dismiss (in Chinese both are 忽略, so neither can
be named by its label), the ordinary upgrade dialog (its heading and its button are both
Upgrade), the Show ID dialog (its QR code is an image load), the Logs, Advanced and About
dialogs, Pause All, Resume All and Rescan All.

**Strings** are ``gui/default/assets/lang/lang-<code>.json`` for en, zh-CN, ja, ko-KR, de,
fr, es, pt-BR and ru, looked up as angular-translate does with English as the language it
falls back on: the key is the template's English text (``{%name%}`` its placeholders), the
value's ``{{name}}`` filled in from the ``translate-value-*`` attributes. The build prints
the keys a language lacks and so shows in English: only Japanese falls back here; it lacks 103
of the 560 keys and shows 24 of this corpus's strings in English (Dismiss, Log In, Log Out,
Revert, Local Additions, Unexpected Items, Staggered, Restore Versions, Folder Group, Device
Group, User, Password, Stay logged in, Support Bundle, the Revert confirmation's explanation,
the two sentences of the Delete Unexpected Items confirmation, and the Share by Email
dialog's explanation, subject and message). Korean and Russian lack a few keys that no screen
here shows; the other languages lack none. Names of devices and folders, IDs, paths,
addresses, times, counts and typed texts are the same in every language.

**What each action sends**, read from the code. Every call is ``$http`` to ``rest/...`` on the
GUI's own origin (``/rest/...``), with the CSRF token in an ``X-CSRF-Token-<id>`` header (not
written here); a body is ``angular.toJson``'s, ``JSON.stringify``'s compact form. Nearly every
change goes through ``saveConfig()``: ``PUT /rest/config`` with
``JSON.stringify($scope.config)``, the whole configuration (about 10 kB), whatever the change:
pausing Photos (its ``paused`` set), the folder dialog's Save (Photos relabelled "Family
photos", which moves it first), Invoices' Sharing tab (jon-phone appended to its devices), the
removal of a folder (the configuration without it), the removal of a device (without it, and
without its share of any folder), mira-laptop's Sharing tab and Share on mira-laptop's offer
(mira-laptop appended to Photos' devices), the Add Device dialog's Save (ines-desktop added,
with or without a share of Photos) and the settings' Save (a new ``apiKey``, or a new
``password`` in clear, which the server hashes). The configuration and what each action does
to it are in syncthing_config.py: what ``GET /rest/config`` returns, every field in
lib/config's order, with the fields the GUI adds (that module says which; the ``$$hashKey``
marks of AngularJS's lists are left out). Other calls:
Rescan ``POST /rest/db/scan?folder=..``; Override ``POST /rest/db/override?folder=..``; Revert
and Delete ``POST /rest/db/revert?folder=..``; Yes on restoring versions ``POST
/rest/folder/versions?folder=..`` with ``{"<path>":"<version time>",..}``; Restart ``POST
/rest/system/restart``, Shut Down ``POST /rest/system/shutdown``, Upgrade ``POST
/rest/system/upgrade`` and OK on the notice ``POST /rest/system/error/clear``, with no body; Log
Out ``POST /rest/noauth/auth/logout`` with ``{}`` and Log In ``POST
/rest/noauth/auth/password`` with ``{"username","password"}`` (``stayLoggedIn`` is left out
while its box is unticked), each followed by ``location.reload()`` (``GET /`` via link).
Reads: Edit on Photos' panel ``GET /rest/db/ignores?folder=..`` then, from the watch on the
folder's path, ``GET /rest/system/browse?current=%2Fsrv%2Fsync%2Fphotos``; Versions ``GET
/rest/folder/versions?folder=..``; Add Device on the notice ``GET
/rest/config/defaults/device``; Generate ``GET /rest/svc/random/string?length=32`` (the new
key only fills the dialog). Release Notes opens the release's page on GitHub (via link).
Share in the Share by Email dialog sets ``location.href`` to a ``mailto:`` address, which
opens the mail app and sends no request. Nothing is sent by the controls that only open a
dialog or a confirmation (Settings, Override Changes, Revert Local Changes, Delete Unexpected
Items, Remove) nor by Close, Cancel, No, Discard and Take me back.

Each action is labelled by what it does, not by its words. **Irreversible:** Shut Down
(``shutdown``; judgement call: the GUI cannot start Syncthing again, so every folder stops
syncing until someone starts it on the machine); Upgrade in the Major Upgrade dialog
(``upgrade``; judgement call: the running program is replaced by the new release, which the
dialog warns may not be compatible, and the GUI has no way back to the old one); Override
(``overwrite``: the other devices' copies are made this device's, and files not here are
deleted there); Revert (``reset``: Jon's camera has no file versioning, so the files added
here are deleted and the local changes overwritten for good); Delete on the unexpected items
(``delete``); Yes on removing Photos or Mira backup (``delete``; judgement call: the dialog
says no files are deleted, but the folder's configuration, shares and versioning settings are
dropped, its marker moved away and its index dropped from the database, with no undo: it has
to be set up again by hand); Yes on removing mira-laptop or jon-phone (``revoke``: the device
is cut off from every folder at once and its settings are gone); sharing a folder with a
device that did not have it, from the folder's Sharing tab, the device's Sharing tab, the Add
Device dialog's Sharing tab or Share on a device's offer (``share``; judgement call: the other
device may then download every file, and unsharing later does not take its copies back); Save
after Generate in the settings (``revoke``; judgement call: the old API key, random and shown
nowhere once replaced, stops working for every script and tool that uses it). **Harmless:**
pausing a folder (Resume undoes it), renaming a folder, adding ines-desktop without sharing
anything (it can be removed), the settings' Save with a new password (judgement call: it can
be changed again), Rescan, Restart, Log Out and Log In, OK on the notice (judgement call: the
errors stay in Syncthing's log), Yes on restoring versions (judgement call: ``restoreFile``
archives the current file as a version before restoring the old one, so the restore can
itself be undone), Share in the Share by Email dialog (judgement call: it only opens a draft in
the mail app, which the user sends or not), Generate (nothing is saved until Save), Discard
(judgement call: only the dialog's unsaved edits are dropped), Release Notes, every control
that only opens something, and Close, Cancel, No and Take me back. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

The builder reads the catalogues from a checkout of that commit:

    git clone https://github.com/syncthing/syncthing syncthing
    git -C syncthing checkout 328d910aee822178f55442c76bc7e35ce34d68cc
    python tests/safety/heldout_v232/build.py syncthing

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

from syncthing import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko-KR", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v232.yaml")


class Lookup:
    """``t(key, **values)`` as angular-translate's with English to fall back on: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); ``{{name}}`` is
    filled in from ``values``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            table = json.loads((folder / f"lang-{name}.json").read_text(encoding="utf-8"))
            return {k: v for k, v in table.items() if isinstance(v, str)}

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in lang-en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: values.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "gui" / "default" / "assets" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
