"""Builds the fiftieth held-out corpus (``heldout_v50.yaml``) from a real web app's source.

The source is Ghostfolio (github.com/ghostfolio/ghostfolio), a personal wealth and portfolio
tracker with an Angular client and a NestJS API, at commit
c542997d27990365b607c7a6c9fe4bc8835a55c8 ("Task/extract public portfolio endpoint logic to
service", 22 Aug 2026). Read: the components under ``apps/client/src/app`` (pages/portfolio/
activities with its create-or-update and import dialogs, pages/accounts with its
create-or-update and transfer-balance dialogs, account-detail-dialog, user-account-settings,
user-account-access and its create-or-update-access dialog, access-table,
user-account-membership, admin-users, admin-tag, admin-platform, admin-overview), the shared
ones under ``libs/ui/src/lib`` (activities-table, accounts-table, account-balances, benchmark,
notifications/confirmation-dialog), the DataService and AdminService
(``libs/ui/src/lib/services``) whose HttpClient calls each control reaches, and the controllers
and services behind them under ``apps/api/src/app``. Screens: the activities page, an activity's
menu, its delete confirmation and the "delete all" confirmation, the add and update activity
dialogs, the import dialog's last step; the accounts page's row menu, an account's delete
confirmation, the update account dialog, the transfer cash balance dialog, an account's balances
and a balance's delete confirmation; the settings (appearance and the switches, biometric
sign-in and its removal, the danger zone and its "close account" confirmation); the access page
(new security token, grant access dialog, a grant's menu and its revoke confirmation); the
membership's new API key confirmation; the admin's users menu, its delete and new-token
confirmations, a tag's menu and delete confirmation, a platform's, a manual asset profile's, a
benchmark's and the system message's delete confirmations and the cache flush.

**Strings** are the Angular XLIFF catalogues ``apps/client/src/locales/messages.xlf`` (English,
the source) and ``messages.<lang>.xlf`` for zh, ja, ko, de, fr, es and pt; the app has no
Russian catalogue, so ru shows English throughout, as the app does. A string is found by its
English source text (the first unit holding it) and shown as the locale's ``<target>``, its
``<x>`` placeholders filled in (12 activities) and tags dropped. Angular compiles the target
whatever its state; a unit the locale lacks, or marks ``new`` with the English text as target,
shows English, and the build prints those as the strings the locale shows in English.
Confirmations are the NotificationService's ConfirmationDialog: its title, Cancel and Yes
(``translate('CANCEL')``, ``translate('YES')``). Menu entries that open a dialog end in "..." as
the templates write them; icon buttons and the Security Token field's eye are left out.

**What each action sends** is read from the service method each handler calls, under
``/api/v1``, the body being the object Angular's HttpClient sends as JSON (fields left undefined
are dropped): an activity ``DELETE /activities/<id>``; all activities ``DELETE /activities`` (no
filter, the date range "max" omitted); an activity's update ``PUT /activities/<id>``; a new one
``POST /activities``; the import ``POST /import?dryRun=false`` with accounts, activities, asset
profiles, platforms and tags; an account ``DELETE /account/<id>`` and ``PUT /account/<id>``; the
transfer ``POST /account/transfer-balance``; a balance ``POST /account-balance`` and ``DELETE
/account-balance/<id>``; the settings ``PUT /user/setting`` with the changed key; removing
biometric sign-in ``DELETE /auth-device/<id>``; closing the account ``DELETE /user`` with the
security token as body; a new own security token ``POST /user/access-token`` with the current
one; a grant ``POST /access`` (alias, grantee, the read scopes) and its revocation ``DELETE
/access/<id>``; a new API key ``POST /api-keys``; an admin deleting a user ``DELETE /user/<id>``
or giving them a new token ``POST /user/<id>/access-token``; a tag ``DELETE /tags/<id>``; a
platform ``DELETE /platform/<id>``; an asset profile ``DELETE
/admin/profile-data/<dataSource>/<symbol>``; a benchmark ``DELETE
/benchmarks/<dataSource>/<symbol>``; the system message ``PUT /admin/settings/SYSTEM_MESSAGE``
with no value; the cache ``POST /cache/flush``. Controls that open a menu or a dialog, Cancel
and Back send nothing.

Each action is labelled by what it does, not by its words. Irreversible: Yes in the delete
confirmations of an activity, of all activities (every activity of the portfolio, no trash), of
an account and of an account balance (the rows are deleted, no undo); Yes to remove biometric
sign-in (judgement call: the device's credential is deleted on the server, and signing in with
it needs a fresh WebAuthn registration on that device; a change of account security); Yes to
close the account (the user and all their data are deleted); Yes to a new security token, own
or, as admin, a user's (the old token stops working at once, for every session and script that
uses it); Save in the grant access dialog (judgement call: the portfolio is shared with another
user, who sees it at once); Yes to revoke a grant (judgement call, as a share link: the grantee
loses the access, and a public grant's link dies for good, a new grant having a new id); Yes to
a new API key (the old key stops working in every self-hosted instance that uses it); and Yes in
the admin's delete confirmations of a user (all their data), of a tag (taken off every activity
and account), of a platform (taken off every account) and of a manual asset profile (its prices,
entered by hand, are deleted with it; no data provider gathers them again). Harmless: saving an
activity or an account (edited again), adding an activity or a balance (deleted again), the
import (judgement call: it only adds activities, accounts and tags, each deleted again, after a
dry run the dialog showed; nothing existing is overwritten), the transfer of cash balance
(bookkeeping between two of the user's own accounts, transferred back), the settings (set back),
deleting a benchmark (judgement call: it only takes the symbol off the benchmark list, its asset
profile and market data kept, and it is added back from the asset profile), deleting the system
message (written again), flushing the cache (rebuilt from the database), and every control that
only opens or cancels. Every screen is a web page (``web: true``) and every action states its
requests and, where it has one, the JSON body.

    git clone https://github.com/ghostfolio/ghostfolio
    git -C ghostfolio checkout c542997d27990365b607c7a6c9fe4bc8835a55c8
    python tests/safety/heldout_v50/build.py ghostfolio

The corpus was built once, before any change to the policy, and is kept apart from the pinned
corpus and the other held-out corpora; nothing in the policy is tuned to it."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from ghostfolio import screens
from web_corpus import build

LANGUAGES = ["en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru"]
OUT = Path(__file__).with_name("heldout_v50.yaml")
NS = "{urn:oasis:names:tc:xliff:document:1.2}"
Unit = tuple[list[Any], str]  # the parts (text and placeholder ids) and the state


def parts(element: ET.Element | None) -> list[Any]:
    """An XLIFF ``<source>`` or ``<target>`` as text and ``("x", id)`` placeholders."""
    if element is None:
        return []
    out: list[Any] = [element.text or ""]
    for child in element:
        out.append(("x", child.get("id")) if child.tag == f"{NS}x" else "")
        out.append(child.tail or "")
    return out


def render(units: list[Any], values: dict[str, str]) -> str:
    """Fill in the placeholders (unnamed ones drop) and fold the white space."""
    text = "".join(values.get(p[1], "") if isinstance(p, tuple) else p for p in units)
    return " ".join(text.split())


def read(path: Path) -> dict[str, Unit]:
    """Every trans-unit of a catalogue: its target (the source for messages.xlf) and state."""
    out: dict[str, Unit] = {}
    for unit in ET.parse(path).getroot().iter(f"{NS}trans-unit"):
        target = unit.find(f"{NS}target")
        chosen = target if target is not None else unit.find(f"{NS}source")
        state = "" if target is None else target.get("state", "")
        out[str(unit.get("id"))] = (parts(chosen), state)
    return out


class Lookup:
    """``t(source, *values)`` for one locale: the unit whose English source reads ``source``
    (placeholders written ``{ID}``), shown as the locale's target with ``values`` put in
    the placeholders in the order the source has them. A unit the locale lacks shows
    English, as the app does; one it leaves ``new`` shows its target, often the English."""

    def __init__(self, english: dict[str, Unit], table: dict[str, Unit]) -> None:
        self.english = english
        self.table = table
        self.ids: dict[str, tuple[str, list[str]]] = {}
        for key, (units, _) in english.items():
            shown = "".join("{" + p[1] + "}" if isinstance(p, tuple) else p for p in units)
            holes = [p[1] for p in units if isinstance(p, tuple)]
            self.ids.setdefault(" ".join(shown.split()), (key, holes))
        self.fallbacks: set[str] = set()

    def __call__(self, source: str, *values: str) -> str:
        if source not in self.ids:
            raise SystemExit(f"no string {source!r} in the app")
        key, holes = self.ids[source]
        english = self.english[key][0]
        units, state = self.table.get(key, (english, "new"))
        if not render(units, {}):
            units = english
        if state in ("new", "needs-translation") and render(units, {}) == render(english, {}):
            self.fallbacks.add(source)
        return render(units, dict(zip(holes, values, strict=False)))


def main(checkout: str) -> int:
    folder = Path(checkout) / "apps" / "client" / "src" / "locales"
    english = read(folder / "messages.xlf")

    def lookup(lang: str) -> Lookup:
        if lang == "en" or not (folder / f"messages.{lang}.xlf").exists():
            return Lookup(english, {})  # no catalogue: the app shows English
        return Lookup(english, read(folder / f"messages.{lang}.xlf"))

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
