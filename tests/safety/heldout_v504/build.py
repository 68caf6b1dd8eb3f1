"""Builds the five-hundred-and-fourth held-out corpus (``heldout_v504.yaml``) from a real web
app's source.

The source is Saltcorn (github.com/saltcorn/saltcorn), a no-code database application builder
written in Node.js (Express) whose admin pages are rendered on the server, with jQuery for a
few controls, at commit 4f37a230d2d8390cff6762fdb03feaba63267dbe ("Fix embedded view of parent
relation in List (#4326)", 7 Aug 2026). Read, under ``packages/``: ``saltcorn-markup/index.ts``
(``post_btn``, ``post_delete_btn``, ``post_dropdown_item``, ``settingsDropdown``) and
``form.ts`` (``renderForm``: the ``_csrf`` field first, then the fields in order, the submit
button); ``saltcorn-data/base-plugin/types.ts`` (a Bool field's checkbox, which has no
``value``), ``standard-menu.ts`` and ``web-mobile-commons.ts`` (the User menu and how its
labels are translated); ``server/app.js`` (the ``i18n`` set-up), ``wrapper.js`` and
``saltcorn-sbadmin2/index.js`` (the auth pages and their links), ``markup/admin.ts`` (the
settings pages' titles), ``public/saltcorn.js`` (``ajax_post_btn``, ``ajax_modal``) and
``saltcorn-common.js`` (``press_store_button``); ``server/auth/routes.ts`` (``loginForm``,
``forgotForm``, ``changPwForm``, ``userSettings``, the logout, API token and two-factor
routes), ``auth/admin.ts`` (``user_dropdown``, the users list, a user's page and the routes
behind them), ``routes/tables.ts`` (a table's menu, ``delete-all-rows``, ``forget-table``,
``delete``, ``rescan``, ``recalc-stored``), ``routes/common_lists.ts`` (``view_dropdown``,
``page_dropdown``, ``trigger_dropdown``, ``getTriggerList``), ``routes/viewedit.ts``,
``pageedit.ts``, ``actions.ts`` (``testrun``, which runs the trigger), ``plugins.ts`` (the store
cards, ``install``, ``delete``), ``notifications.ts`` and ``routes/admin.ts`` (the backup and
system pages, ``snapshot-restore``, ``restart``, ``clearAllForm`` and ``clear-all``).

**Screens** (43 a language, 61 actions), all of the admin logged in unless said: the login
page and the forgotten-password page (titled by the site name, Saltcorn, since their heading
is their button's words); the User menu open over the views list; the user settings' Change
password part and its API token part (one token), the confirmation of its Remove all; the
users list, a user's row menu (Edit, Become user, Set random password, Send password reset
email, Disable, Force logout, Delete) and the confirmations of Set random password and of
Delete; a user's page with its API token and two-factor parts; a table's menu (Rescan fields,
Rename table, Recalculate stored fields, Delete all rows, Forget table, Delete table, Delete
table+views+triggers) and the confirmations of Delete all rows, Forget table and Delete table;
a view's row menu, its delete confirmation and its snapshot restore dialog; a page's row menu
and its delete confirmation; the triggers list (one trigger that sends an email when an order
is inserted), its row menu and delete confirmation; two module store cards (one to install,
one installed); the system page; the Clear all page; the backup page; the notifications page.
A screen with several kinds of action is written once per kind (the same screen, its actions
split). A dropdown menu is a dialog screen whose items are its entries, the row it belongs to
above them as texts; its opener, an icon button with neither text nor title, is left out, as
are the other icon-only buttons (a field's, a role's or a tenant's delete, a notification's
close). A ``confirm()`` is the browser's dialog over its page, with its message and the two
buttons the browser shows in the language. A table's column headers are not written (the
triggers list's "Test run" column is headed by its link's words). Relative times and dates
are written as the server writes them, in English in every language.

**Strings** are the app's catalogues ``packages/server/locales/<lang>.json`` for en, zh, ja,
ko, de, fr, es, pt and ru, read as the ``i18n`` package's ``req.__`` does: a key the language
lacks (or leaves empty) shows the key itself, the English text, and ``%s`` is filled in from
the arguments in turn; tags are dropped and entities read, as the page shows them. The build
prints the keys each language shows in English: every language but English lacks Rescan
fields; zh, pt and ru lack the API token card's API tokens for this user:, Revoke and Remove
all, and zh and ru Create an account!. A few strings of the code are not passed to ``req.__``
and show in English in every language: the Clear all page's Delete button, the snapshot
dialog's title (Restore orders_list). Names of users, tables, views, pages, triggers,
modules, tokens and typed texts are the same in every language.

**What each action sends**, read from the code; the CSRF token (``_csrf``, the csurf token)
is made up. HTML form posts (``via: form``, urlencoded, ``_csrf`` first): every
``post_dropdown_item`` (a menu entry that submits its own hidden form of ``_csrf`` alone, after
``confirm()`` where it asks), every ``post_btn`` that is not ajax (Revoke, Generate, Remove
all, Disable 2FA, Install with its ``version`` field, Remove, Download a backup, Delete all
read, the snapshot dialog's Restore), the login (``email``, ``password``), the forgotten
password (``email``), the password change (``password``, ``new_password``) and Clear all (every
box ticked, each ``on``). By XMLHttpRequest (jQuery): Restart server (``ajax_post_btn``:
``POST /admin/restart``, its form holds no field, so no body) and the two controls that open a
modal with ``ajax_modal`` (``GET /admin/snapshot-restore/view/orders_list``, ``GET
/admin/snapshot-restore-full``). Page loads (``via: link``): the menus' links (User settings
``/auth/settings``, Logout ``/auth/logout``, Edit, Run, Rescan fields), Forgot password?,
a user's email, Configure, Configuration check, Clear all » and Test run
(``/actions/testrun/7``). A control that only opens a ``confirm()`` sends nothing; Cancel in a
``confirm()`` sends nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete:** OK
in the confirmations of Delete all rows, Delete table, a view's, a page's and a trigger's
Delete (nothing keeps a copy; a snapshot holds a view's, page's or trigger's definition only
where snapshots were switched on and taken, and never a table's rows); Remove on an installed
module (judgement call: no confirmation, and the module's row, which holds its configuration,
is deleted; installing it again starts unconfigured); Clear all's Delete (tables, views,
pages, files, users, configuration and modules); Delete all read on the notifications page;
**delete-user:** OK in a user's delete confirmation; **send:** Send password reset email (an
email sent to the user) and the triggers list's Test run (judgement call: a link, but it runs
the trigger at once on a random row, and this trigger's action sends an email); **revoke:**
an API token's Revoke and OK in Remove all (programs using the tokens lose access; a new token
is a different one), Force logout (every session of the user is ended), Disable 2FA on a
user's page (judgement call: no confirmation, and the user's authenticator secret is deleted,
so two-factor can only come back by the user enrolling again); **overwrite:** OK in Set random
password (the user's password is replaced by one only the admin sees, and their sessions end)
and the snapshot dialog's Restore (the view's current definition is replaced by the
snapshot's). **Harmless:** Login, Logout, changing one's own password (judgement call: one
knows the new password and can change it again), Reset password on the forgotten-password
page (judgement call, category ``harmless``: the link goes to one's own address and nothing
changes until it is used), Generate (a new token, which can be revoked), Become user (one logs
out and in again), Disable (Enable undoes it), Recalculate stored fields, Rescan fields (a
page that only compares), Add to menu, Duplicate, Install, Restart server (judgement call:
the server comes back by itself), Download a backup, OK in Forget table (judgement call: the
database table and its rows stay, and the page says it can be discovered again), every Cancel
and every control that only opens a page, a menu, a modal or a confirmation. Every screen is
a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/saltcorn/saltcorn saltcorn
    git -C saltcorn checkout 4f37a230d2d8390cff6762fdb03feaba63267dbe
    python tests/safety/heldout_v504/build.py saltcorn

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from saltcorn import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v504.yaml")


class Lookup:
    """``t(key, *args)`` as the i18n package's ``req.__``: the language's string, the key
    itself (English) where the language lacks it or leaves it empty (``fallbacks``), each
    ``%s`` filled in from ``args`` in turn; tags dropped and entities read, as the page
    shows them."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in packages/server/locales/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = key
        values = iter(args)
        text = re.sub(r"%s", lambda m: next(values), text)
        return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def main(checkout: str) -> int:
    folder = Path(checkout) / "packages" / "server" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
