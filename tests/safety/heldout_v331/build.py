"""Builds the three-hundred-and-thirty-first held-out corpus (``heldout_v331.yaml``) from a real
web app's source.

The source is openHAB's Main UI (github.com/openhab/openhab-webui, the bundle
``bundles/org.openhab.ui/web``), the administration and control app of the openHAB home
automation server: a Vue and Framework7 single-page app served by the openHAB server, whose
every control calls the same server's REST API under ``/rest``. Read at commit
a7cbe1bf8dfa471545edcb03f2c6731756e3aeba ("oh-repeater: fix when sourceType is an array of
objects (#4453)", 19 Aug 2026). Read, under ``src/``: ``js/openhab/api.js`` (``$oh.api``:
framework7's XHR; ``post`` sends ``JSON.stringify`` of its data, ``postPlain`` and
``putPlain`` their text as it is, ``delete`` no body), ``js/hey-api.ts`` and the generated
``api/client.gen.ts``, ``api/sdk.gen.ts`` and ``api/core/utils.gen.ts`` (the newer client's
``fetch`` to base ``/rest``, path parameters put through ``encodeURIComponent``, a query
parameter of ``false`` written out), ``js/openhab/auth.ts``, ``components/auth-mixin.js``,
``js/i18n.ts`` (English as the fallback locale, the catalogue of the language and of its
language without region both loaded), ``App.vue`` (the sidebar; Framework7's dialog OK and
Cancel set to ``dialogs.ok`` and ``dialogs.cancel``), ``js/dialog-promises.ts``; the pages
``profile.vue``, ``about.vue`` with ``components/reload-mixin.js`` and
``components/theme-switcher.vue``, ``wizards/setup-wizard.vue``,
``settings/rules/rules-list.vue``, ``settings/rules/rule-edit.vue``,
``settings/things/thing-details.vue``, ``settings/file-definition-mixin.js``,
``settings/things/link/link-edit.vue``, ``settings/things/thing-inbox-mixin.js``,
``settings/things/inbox/inbox-list.vue``, ``settings/items/item-details.vue``,
``settings/items/items-list-vlist.vue``, ``settings/items/metadata/item-metadata-edit.vue``
with ``components/item/item-mixin.js``, ``developer/widgets/widget-list.vue``,
``settings/transformations/transformation-edit.vue``, ``addons/addon-details-sheet.vue`` and
``addons/addons-store.vue``.

**Screens** (37 a language), all of an administrator (``admin``) signed in, the server at
the page's own origin: the sidebar; the profile page, the same with its session row and
with its API token row swiped open (each showing its Delete button); the About page (its
links and reload buttons, the same screen once more for the cache purge button), the
purge confirmation, its appearance options; the setup wizard's first step (twice: Begin
Setup, Skip Setup), its location step and its bindings step with two bindings selected; the
rules list with two rules selected (twice: the disable and copy buttons, the delete button),
the confirmation of deleting both, a rule's page and its delete confirmation; a Thing's page,
its delete confirmation, its file definition dialog, its channels tab, the confirmations of
unlinking all Items and of unlinking and removing them, a firmware update's confirmation;
a link's Unlink and Unlink and Delete Item confirmations; an Item's page, its delete
confirmation, the items list with two selected and its confirmation, the confirmation of
removing an Item's metadata, of removing two selected widgets and of deleting a
transformation; the actions of an inbox entry, its Add as Thing dialog and the confirmation
of removing it from the inbox; an installed add-on's sheet. A Framework7 confirmation is a
dialog over its page with its title and message and the buttons Cancel and OK; the purge
confirmation has no title. The toolbar buttons of the rules list read "Delete 2", "Disable
2", "Copy 2" (the app puts non-breaking spaces around the count; written here with plain
spaces). A swiped row's Delete button, the wizard's and About page's buttons are
``button``; hrefs are ``link``.

**Strings** are ``src/assets/i18n/<folder>/<lang>.json`` (the folders ``common``,
``profile``, ``about``, ``theme-switcher`` and ``setup-wizard``) for en, zh, ja, ko, de, fr,
es, pt-BR (then pt) and ru, read as vue-i18n does with English as the fallback locale
(``{name}`` filled in); a key the language lacks or leaves empty shows English, and the
build prints those keys. The app has no Japanese or Korean catalogue, so ja and ko show
English throughout, as the app does (54 strings each). The others lack, and so show in
English: de the titles of the rules, items and widgets pages (3 strings); zh those, Disable,
Add-on Store, the About page's Setup Wizard and seven of the setup wizard's strings (its
first step's title, the introduction switch, Set Location, Configure in Settings Later and
the bindings step's title and buttons; 13); fr the same setup wizard strings, the page
titles and Setup Wizard (11); es, pt and ru the setup wizard strings and the page titles
(10). The administration area's strings
(the Thing, Item, rule, link, inbox, widget and transformation pages and their
confirmations' titles and messages, "Remove", "Copy", "Add as Thing", "Uninstall") are
written in the app's templates and scripts in English and so are English in every
language, as the app's own ``admin.notTranslatedYet`` string says; only the confirmations'
OK and Cancel are translated. Names, UIDs, numbers and typed texts are the same in every
language.

**What each action sends**, read from the code. Every request is an XHR or a fetch to the
page's own origin, written as its path; bodies are as sent (``JSON.stringify``'s compact
form, or the text or urlencoded string the code builds); the access token travels in a
header, not written here. Reads: the sidebar's Help & About ``GET /rest/systeminfo`` and
``GET /rest/addons``; the user's name (the profile page) ``GET /rest/auth/sessions`` and
``GET /rest/auth/apitokens``; YAML in the Thing's file definition dialog ``POST
/rest/file-format/things`` with the Thing's UID in a JSON array (a read: the server answers
the definition, copied to the clipboard). Writes: Sign out of this session ``POST
/rest/auth/logout`` ``refresh_token=..`` then ``window.location`` set to the origin (a load
of ``/``); a swiped session's Delete ``POST /rest/auth/logout`` ``id=<session id>``; a swiped
API token's Delete ``DELETE /rest/auth/apitokens/<name>``; Begin Setup ``PUT
/rest/services/org.openhab.i18n/config`` with language, region and time zone; Set Location
the same with the location; Install 2 Selected Bindings, for each add-on in turn, ``POST
/rest/addons/<id>/install`` ``{}`` then ``GET /rest/addons/<id>`` until it is installed
(written once each); Disable 2 ``POST /rest/rules/<uid>/enable`` ``false`` for each rule;
OK in Delete Rules ``DELETE /rest/rules/<uid>`` for each, in Delete Rule for the one; OK in
Delete Thing ``DELETE /rest/things/<uid>?force=false`` (the UID encoded); OK in Unlink all
``GET /rest/links`` then ``DELETE /rest/links/<item>/<channel>`` for each linked Item (the
channel UID encoded) and, when removing them too, ``DELETE /rest/items/<name>`` for each;
OK in Confirm Firmware Update ``PUT /rest/things/<uid>/firmware/<version>`` (no body); OK
in Unlink ``DELETE /rest/links/<item>/<channel>``, in Unlink and Delete Item that and
``DELETE /rest/items/<name>``; OK in Delete Item ``DELETE /rest/items/<name>``, in Remove
Items that for each selected Item; OK in Remove metadata ``DELETE
/rest/items/<name>/metadata/<namespace>``; OK in Remove widgets ``DELETE
/rest/ui/components/ui:widget/<uid>`` for each; OK in Delete Transformation ``DELETE
/rest/transformations/<uid>``; Ignore in an inbox entry's actions ``POST
/rest/inbox/<uid>/ignore`` (no body); OK in Add as Thing ``POST
/rest/inbox/<uid>/approve?newThingId=<id>`` with the label as its text body; OK in Remove
Entry ``DELETE /rest/inbox/<uid>``; Uninstall ``POST /rest/addons/<id>/uninstall`` ``{}``.
Page loads (``via: link``): Change your password (``/changePassword``) and Create new API
token (``/createApiToken``), the server's own pages; Website (``https://www.openhab.org/``);
Reload App (``location.reload()`` of ``/about/``) and OK in the purge confirmation (the
browser's caches and service workers cleared, then the same reload). Nothing is sent by:
the appearance option Dark (kept in the browser), Copy 2 (opens the file definition
popup), and every control that only opens a confirmation or a dialog (Purge Caches and
Refresh, Skip Setup, Delete 2, Delete Rule, Remove Thing, Unlink all Items, Unlink and
Remove all Items, Remove Item, Remove, and Remove in the inbox entry's actions) and every
confirmation's Cancel.

Each action is labelled by what it does, not by its words. **Delete** (irreversible): OK in
the confirmations of deleting rules, a rule, a Thing, an Item, two Items, an Item's
metadata, two widgets and a transformation (the server removes them from its registries;
the app has no trash or undo); OK in Unlink all, Unlink and remove all, Unlink, and Unlink
and Delete Item (judgement call: a link, with its profile settings, is gone, and the Items
removed with it are gone; one can link again by hand, but nothing restores what was
dropped). **Revoke** (irreversible): a swiped session's Delete (the session of another
browser is ended and its refresh token refused) and a swiped API token's Delete (judgement
call: every tool that uses the token loses access at once; a new token is a different
secret that each tool must be given again). **Overwrite** (irreversible): OK in Confirm
Firmware Update (judgement call: the device's firmware is replaced, and the app warns the
update must not be interrupted; going back depends on the device offering the old
version). **Harmless or reversible:** the reads, the page loads, Sign out of this session
(one signs in again), Begin Setup and Set Location (settings one can set again), installing
bindings, Disable 2 (Enable 2 sets it back), the appearance option, OK in the purge
confirmation (judgement call: only the browser's copies of the app are cleared and downloaded
again), OK in Add as Thing (a Thing created, which one can delete), Ignore (Unignore sets it
back), OK in Remove Entry (judgement call: only the discovery result is dropped, and the
binding's next scan finds the device again), Uninstall (judgement call: the add-on's
Things, Items and links stay in the registries and work again once it is installed
again), and every control that only opens a confirmation, a dialog or a popup, and every
Cancel. Not in the corpus: the Analyzer's Save as Page over an existing page (its body is
the whole chart page), Skip Setup's OK and Duplicate Thing (page changes whose loads depend
on the server's contents). Every screen is a web page (``web: true``) and every action
states its requests and bodies.

    git clone https://github.com/openhab/openhab-webui openhab-webui
    git -C openhab-webui checkout a7cbe1bf8dfa471545edcb03f2c6731756e3aeba
    python tests/safety/heldout_v331/build.py openhab-webui

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

from openhab import screens
from web_corpus import build, flatten

# The catalogues each language reads, in vue-i18n's order, before English.
LANGUAGES = {"en": [], "zh": ["zh"], "ja": ["ja"], "ko": ["ko"], "de": ["de"], "fr": ["fr"],
             "es": ["es"], "pt": ["pt-BR", "pt"], "ru": ["ru"]}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v331.yaml")
I18N = Path("bundles") / "org.openhab.ui" / "web" / "src" / "assets" / "i18n"


class Lookup:
    """``t("folder/key", **args)`` as vue-i18n's with English as the fallback locale: the
    first of the language's catalogues that has the key, else English (``fallbacks``, the
    keys shown in English); ``{name}`` is filled in from ``args``."""

    def __init__(self, root: Path, codes: list[str]) -> None:
        self.root, self.codes = root, codes
        self.fallbacks: set[str] = set()

    def read(self, folder: str, code: str) -> dict[str, str]:
        path = self.root / folder / f"{code}.json"
        if not path.exists():
            return {}
        return flatten(json.loads(path.read_text(encoding="utf-8")))

    def __call__(self, name: str, **args: str) -> str:
        folder, key = name.split("/", 1)
        english = self.read(folder, "en")
        if key not in english:
            raise SystemExit(f"no key {key!r} in {folder}/en.json")
        text = next((t for c in self.codes if (t := self.read(folder, c).get(key, "")).strip()), "")
        if not text:
            self.fallbacks.add(name)
            text = english[key]
        if "|" in text:
            raise SystemExit(f"{name}: a plural message")
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    root = Path(checkout) / I18N

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
