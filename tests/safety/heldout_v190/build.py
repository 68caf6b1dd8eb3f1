"""Builds the hundred-and-ninetieth held-out corpus (``heldout_v190.yaml``) from a real web
app's source.

The source is Homebox (github.com/sysadminsmedia/homebox), a home-inventory app whose Nuxt/Vue
front end (``frontend/``) calls a Go REST API under ``/api/v1``, at commit
8222a88de7b44d8ad9ab286b4c674d66e3be7bed ("perf: minor performance improvements, test fix",
21 Aug 2026). Read: ``frontend/lib/requests/requests.ts`` (a body is ``JSON.stringify``'d,
none where a call passes none), ``lib/api/base/urls.ts`` and the API classes
``lib/api/classes`` (items/entities, attachments, maintenance, tags, group, users,
notifiers, actions, reports, backups); the pages ``item/[id]`` (its more-actions menu,
duplicate and delete), ``item/[id]/index/edit`` (save, attachments), ``tag/[id]``,
``location/[id]/index``, ``profile``, ``collection/index/{settings,invites,members,notifiers,
tools}``; the components ``ModalConfirm`` and ``use-confirm``, ``Maintenance/ListView``,
``Tag/CreateModal``, ``Collection/InviteCreateModal``, ``WipeInventoryDialog``,
``layouts/default`` (the sidebar, Sign Out); the Go handlers ``backend/app/api/handlers/v1``
(``HandleEntityDelete`` deletes the entity from the database: there is no trash).

**Screens** (29 a language): the sidebar, the create-tag modal, an item's page, its
more-actions menu, the item delete confirmation, the edit page with an attachment row, the
attachment edit dialog and delete confirmation, the item's maintenance log, the new entry
dialog and the entry delete confirmation; a tag's edit dialog and delete confirmation; a
location's delete confirmation; the profile page, the change-password and create-API-key
dialogs, the confirmations of Log Out of All Devices, an API key's Delete and Delete Account;
the collection's settings tab, the create-invite dialog and an invite's delete confirmation, a
member's remove confirmation, the notifier dialog and its delete confirmation, the tools tab,
the Zero Item Date Times confirmation and the Wipe Inventory dialog. Every confirmation is the
app's ModalConfirm (an AlertDialog, the message passed to ``confirm.open``, Cancel and
Confirm) over its page; its title, Confirm like its button, is left out. Ids and names are
made up. The sidebar's page links and the tools tab's Ensure Asset IDs, Zero Item Date Times
and Set Primary Photo buttons are items, not tapped (in Japanese those three read alike).

**Strings** are ``frontend/locales/<lang>.json`` (vue-i18n, nested keys read with dots) for
en, zh-CN, ja-JP, ko-KR, de, fr, es, pt-BR and ru; a missing or empty string falls back to
English, as vue-i18n's fallback locale does: the build prints such keys per language. The
item page's more-actions button has the aria-label ``$t('global.more_actions')``, a key no
catalogue holds, so vue-i18n shows the key itself, in every language.

**What each action sends** (fetch, no ``via``): Sign Out ``POST /api/v1/users/logout`` (no
body); Create tag ``POST /tags``; Duplicate ``POST /entities/{id}/duplicate`` with the copy
settings (judgement call: the user has set a custom Copy Prefix, ``Copy - ``, in Duplicate
Settings; without one the app sends its translated ``items.duplicate.prefix``); the item's Save
``PUT /entities/{id}`` (judgement call: the body written with its main fields, the rest of the
item form left out); an attachment's Update ``PUT`` and Delete ``DELETE
/entities/{id}/attachments/{att}``; the Maintenance tab ``GET
/entities/{id}/maintenance?status=both``; Complete ``PUT /maintenance/{id}`` with today as
``completedDate`` and then the log reloaded; new entry ``POST /entities/{id}/maintenance``;
deletes ``DELETE`` on ``/entities/{id}``, ``/tags/{id}``, ``/maintenance/{id}``,
``/notifiers/{id}``, ``/groups/invitations/{id}``, ``/groups/members/{user}``,
``/users/self/api-keys/{id}``, ``/users/self``; ``PUT /users/self/change-password``
(``current``, ``new``); ``POST /users/self/api-keys``; ``POST /users/logout/all``; ``PUT
/groups`` (name, currency); ``POST /groups/invitations`` (``expiresAt``, ``uses``); a
notifier's Test ``POST /notifiers/test`` (``url``) and Submit ``PUT /notifiers/{id}``; the
tools' ``POST /actions/...`` and ``POST /group/exports`` (Start Backup). Generate BOM and
Export Inventory open their URLs with ``window.open`` (``via: link``: a page load). The item
page's Maintenance and Edit tabs are client-side route changes (judgement call: written as the
data the new tab fetches on mount); buttons that open a menu, dialog or confirmation, and every
Cancel, send nothing.

Each action is labelled by what it does. **Irreversible:** Confirm on the deletion of an item,
an attachment, a maintenance entry, a tag, a location (judgement call: the location entity is
deleted for good, whatever the app then does with its items), a notifier (``delete``); Zero
Item Date Times (judgement call: every item's date fields are reset and the old values are
lost) and Wipe Inventory (``delete``); Delete Account (``delete-user``); an API key's Delete,
an invite's Delete and a member's removal (``revoke``: access taken away; a new key or invite
is a different token); a notifier's Test (``send``: a message goes out to the notification
service). **Harmless:** creating, editing, duplicating, completing, saving, uploading
settings; changing the password (set again at will); creating an API key or an invite
(judgement call: a token that can be deleted before anyone uses it; sending it is a separate
step outside the app); Log Out of All Devices (judgement call: sessions end, the user logs
in again, as with Sign Out); Start Backup and the export (downloads);
every control that only opens a page, tab, menu or dialog. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/sysadminsmedia/homebox homebox
    git -C homebox checkout 8222a88de7b44d8ad9ab286b4c674d66e3be7bed
    python tests/safety/heldout_v190/build.py homebox

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from homebox import screens
from web_corpus import JsonLookup, build, flatten

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v190.yaml")


def main(checkout: str) -> int:
    root = Path(checkout) / "frontend" / "locales"

    def read(lang: str) -> dict[str, str]:
        return flatten(json.loads((root / f"{LANGUAGES[lang]}.json").read_text("utf-8")))

    english = read("en")

    def lookup(lang: str) -> JsonLookup:
        return JsonLookup(read(lang), english, {})

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
