"""Builds the three-hundred-and-forty-ninth held-out corpus (``heldout_v349.yaml``) from a
real web app's source.

The source is Dashy (github.com/Lissy93/dashy), a self-hosted dashboard: a Vue single-page app
that reads its config (``/conf.yml`` and one YAML file per sub-page) from its own Node server,
lets one edit that config in the browser, and writes it back to the server's disk with one
POST; much else (local settings, custom colours and CSS, the login cookie) stays in the
browser. Read at commit fde99410ff8565bc62160f613a44350352871998 ("🔀 Merge pull request #2115
from Lissy93/dependabot/npm_and_yarn/minor-and-patch-79a6c131cd", 3 May 2026). Read: the server,
``services/app.js`` (the routes) and ``services/save-config.js`` (the save: the old file copied
into ``config-backups``, then the new YAML written over it); ``src/utils/request.js`` (the
wrapper every call goes through: a body that is an object is ``JSON.stringify``'d, a string is
sent as it is), ``src/store.js`` (the config kept in the page, the edits, the sub-page
loads), ``src/mixins/ConfigSaving.js`` (writeConfigToDisk, saveConfigLocally),
``src/utils/CloudBackup.js``, ``src/utils/config/ConfigHelpers.js``, ``SectionHelpers.js``
(makeItemId), ``defaults.js`` (endpoints), ``src/utils/auth/Auth.js``, ``src/utils/PageMeta.js``,
``src/utils/NavLinks.js``, ``src/router.js``, ``src/mixins/WidgetMixin.js``,
``NextcloudMixin.js``, ``ItemMixin.js``; the components ``Header``, ``Nav``, ``Section``,
``Item``, ``ItemContextMenu``, ``SectionContextMenu``, ``EditItem``, ``MoveItemTo``,
``SaveCancelButtons``, ``EditModeSaveMenu``, ``ConfirmDialog``, ``Toggle``, ``ConfigContainer``,
``ExportConfigMenu``, ``JsonEditor``, ``CustomCss``, ``CustomThemeMaker``,
``CloudBackupRestore``, ``LocalConfigWarning``, ``RemoteConfigLoader``, ``AuthButtons``,
``LanguageSwitcher``, the view ``Login`` and the widgets ``NextcloudNotifications`` and
``AnonAddy``. The config is one written for this corpus: three sections (Media, Network and
Cloud with two widgets), two users, one sub-page "Media Server" (``media.yml``).

**Screens** (37 a language), of the admin alicia logged in on the root page unless said: the
home page's header and its items, an item's context menu, the edit item modal, the login page
(logged out) and the same route logged in; in edit mode: an item's context menu, the move or
copy modal, a section's context menu, the confirmations of removing a section and a widget,
the editor's bottom banner after removing an item, a section, a widget and after copying an
item (four screens, one Save to Disk each), the same banner for its other buttons (twice), the
save-locally confirmation, the banner on the sub-page after removing an item there, and the
sub-page's reset confirmation; in the configuration modal: its main menu, the export tab, the
YAML editor (three screens, once per kind of action; the editor field holds the first twelve
lines the editor shows) and its reset confirmation, the YAML editor on the sub-page, the custom
styles tab, the cloud backup tab before any backup, with a backup, and filled in to restore;
the local config warning (twice) and the remote config dialog; the Cloud section's widgets:
Nextcloud notifications with two and with one notification, and addy.io's aliases with their
switches. A ConfirmDialog is a dialog with its ``h3`` title and message and the app's own
Cancel and Confirm; a modal is a dialog headed by its ``h3``. Pages are titled by their
``document.title`` (the page title, "Login | Dashy" at /login). EditItem's and MoveItemTo's
words, the local config warning and the logged-in note of the login page are English in the
app and so in every language. An addy.io switch has no label: it is the checkbox's id.

**Strings** are ``src/assets/locales/<lang>.json`` for en, zh-CN, ja, ko, de, fr, es, pt and
ru, read as vue-i18n does with English as the fallback locale (``a.b.c``, ``{name}`` filled in);
the build prints the keys a language lacks and so shows in English. Every language but English
lacks 27 of the strings used here, which are newer than its translation: ConfirmDialog's
``general.cancel`` and ``general.confirm`` (so every confirmation's two buttons are English),
the remote config dialog, the export tab's headings and buttons, the YAML editor's toolbar,
status and reset confirmation, the widget removal, "Edit Config as Code", "Debug Info" and
"New Window". Besides: ja, ko, pt and ru lack the Nextcloud widget's "Delete all" and "Delete
notification"; ko, es and pt lack the cloud tab's "docs" link and the custom styles tab's two
headings; ko and es the login page's guest form; pt also "Expand / Collapse", "Edit Pages" and
the save-locally warning. Names, URLs, typed texts and numbers are the same in every
language.

**What each action sends**, read from the code. Same-origin calls are written as paths.
Reads: the nav link to the sub-page loads ``GET /media.yml``; the export tab's ``media.yml``
link opens ``/media.yml`` in a new tab. Writes: every Save to Disk (the banner's, the YAML
editor's, the local config warning's "Save Changes to Disk") is ``POST /config-manager/save``
with ``{"config","timestamp","filename"}``: the config as js-yaml's ``dump`` writes it, a fixed
made-up ``new Date()``, and the file name (``/media.yml``) on a sub-page or ``""``. After an
edit in the interactive editor the sections carry the ``id`` (makeItemId's) that the page gave
every item and widget, and a copied item keeps its id; the YAML editor saves the document
typed (here the title changed, or a URL on the sub-page); the warning saves the config stored
in this browser, which has those ids. The YAML of every save was checked against js-yaml
4.1.1, the version yarn.lock pins. Update Backup is ``PUT https://sync-service.dashy.to`` with
``{"backupId","userData","subHash"}`` (``userData`` a made-up AES ciphertext as long as the
config's would be, ``subHash`` the first 14 hex digits of the password's SHA-256); Restore is
``GET https://sync-service.dashy.to/?backupId=..&subHash=..``. The Nextcloud widget goes through
Dashy's own proxy: Delete all is ``DELETE /cors-proxy`` and Delete notification the same then
``GET /cors-proxy`` (the list again), the Nextcloud URL in a ``Target-URL`` header (not
written), the body the widget's ``JSON.stringify({})``, ``{}``. addy.io's switches call
``https://app.addy.io`` directly: off is ``DELETE /api/v1/active-aliases/<id>`` with ``{}``, on
is ``POST /api/v1/active-aliases`` with ``{"id"}``. The reset confirmation on the sub-page
reloads that page's config, ``GET /media.yml``. Page loads (``via: link``): the Docs nav link,
an item's tile and its New Tab (``window.open``), the cloud tab's docs link, a notification's
View link, and Logout at /login (``location.reload()``). Nothing is sent by: login and guest
access (checked in the browser against the config's hashes, a cookie set), Sign Out (the
cookie cleared; the login view's code chunk is a script load, not written), every staged edit
(Save in the item and move modals, Remove, the removal confirmations), Save Locally and its
confirmation, Cancel Edit, Preview Changes, the YAML editor's reset confirmation, Copy to
Clipboard, Download as File, the custom styles buttons, Apply Preview, and every control that
only opens a menu, a modal or a confirmation.

Each action is labelled by what it does, not by its words. **overwrite:** every Save to Disk
(judgement call: the edits before it were staged and undoable, but the save writes the whole
file anew from the dump, dropping every comment and the file's own layout, and the old file
survives only as a copy in the server's ``config-backups`` folder, which nothing in the app
shows or restores); Update Backup (the backup stored under that ID is replaced by the current
config, and the app offers no way to reach the earlier one); Restore (judgement call: the
backup's config is written over the config saved in this browser for the page, with no copy
kept, though the request is only a read). **reset:** Confirm in the sub-page's "Reset Local
Settings" (every config saved in this browser, for the root and every sub-page, is deleted with
no copy; what it sends is only the reload of the sub-page's file). **delete:** Delete all and
Delete notification (the notifications are removed from the Nextcloud account, on every
device). **Harmless:** every staged edit (judgement call: Remove and the removal confirmations,
whose message says the action can be undone, live only in the page until saved, and Cancel
Edit drops them), Save Locally's Confirm (judgement call: it writes only browser storage, which
Reset Local Settings clears back to the file), Cancel Edit and the YAML editor's reset Confirm
(judgement call: they drop only unsaved edits in this page), Apply Preview (a preview, with
Revert), addy.io's switches (judgement call: switching an alias off is a DELETE that switching
it on undoes), login, Sign Out and Logout, the reads, the downloads and copies, the styles
buttons, and every control that only opens a menu, a modal or a confirmation. Not in the
corpus: "Reset Styles for" a theme and the root page's and the local config warning's reset
confirmations, which delete data kept only in the browser and send no request; the language
switcher's Save, whose only request is a code chunk with a hashed name; the cloud tab's first
Backup, whose heading reads as its button in Russian. Every screen is a web page (``web:
true``) and every action states its requests and bodies. The build reads the catalogues from
the checkout's files.

    git clone https://github.com/Lissy93/dashy NAME
    git -C NAME checkout fde99410ff8565bc62160f613a44350352871998
    python tests/safety/heldout_v349/build.py NAME

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

from dashy import screens
from web_corpus import build, flatten

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v349.yaml")


class Lookup:
    """``t(key, **args)`` as vue-i18n's with English as the fallback locale: a key the
    language lacks, or leaves empty, shows English's text (``fallbacks``); ``{name}`` is
    filled in from ``args``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in src/assets/locales/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        if "@:" in text or "|" in text:
            raise SystemExit(f"{key!r} is a linked or plural message")
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "src" / "assets" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
