"""Builds the five-hundred-and-forty-fourth held-out corpus (``heldout_v544.yaml``) from a real
web app's source.

The source is Cospend (github.com/julien-nc/cospend-nc), the Nextcloud app that shares
expenses within a group (a project, its members, its bills and the balances they make): a
Vue 3 single-page app drawn with ``@nextcloud/vue`` whose every control calls the app's OCS API
through ``@nextcloud/axios``. Read at commit 1b39958e50a0d1386e932dbe0388367cc5270917 ("update
npm pkgs, use typescript 6", 30 Jul 2026), the default branch ``main``. Read in ``src/``:
``network.js`` (every request the page makes), ``App.vue`` (the handlers of the events the
components emit: selecting a project, the bills' deletion and restoration, the trash bin,
the members' edits, the projects' edits, archiving and deletion), ``BillList.vue``,
``BillForm.vue``, ``ProjectSettlement.vue``, ``CurrencyManagement.vue``, ``constants.js``,
``utils.js`` (``slugify``, ``Timer``, ``getSmartMemberName``, the import pickers) and the
components ``CospendNavigation.vue``, ``AppNavigationProjectItem.vue``,
``AppNavigationMemberItem.vue``, ``BillListItem.vue``, ``CospendAppSidebar.vue``,
``SettingsTabSidebar.vue``, ``SharingTabSidebar.vue``, ``CospendSettingsDialog.vue``,
``NewProjectModal.vue``, ``PendingInvitationsModal.vue``, ``MoveToProjectList.vue``,
``ProjectCurrency.vue``, ``CategoryOrPm.vue``, ``CategoryMultiSelect.vue`` and
``statistics/StatisticsContentDetails.vue``; ``package-lock.json`` (axios 1.19.0,
``@nextcloud/router`` 3.1.0, ``@nextcloud/l10n`` 3.4.1) and ``appinfo/info.xml`` (version
4.0.2) and ``appinfo/routes.php``. Read in ``lib/``: ``Controller/ApiController.php``
(``editMember`` reads ``activated`` as the words ``true``/``false``; ``deleteBill`` and
``deleteBills`` move to the trash by default; ``deleteUserShare`` passes the user who removes
it, so the removed user is notified; ``getPublicFileShare`` makes a read-only public link to
a file of the user's, or reuses one without a password), ``Controller/FederationController.php``,
``Federation/FederationManager.php`` (accepting an invitation tells the inviting server; a
rejection deletes the invitation and tells the inviting server it was declined, also after it
was accepted: "it means leaving a share"), ``Service/LocalProjectService.php``
(``deleteProject`` deletes the project's bills, members, shares, currencies, categories and
payment modes outright; ``deleteBill`` marks a bill deleted, and deletes one already in the
trash for good; ``clearTrashBin`` deletes every trashed bill; ``editMember`` deletes a member
who is in no bill when the member is deactivated, and only deactivates one who is;
``moveBill`` creates the bill in the other project and moves the original to the trash;
``createUserShare`` and ``deleteUserShare`` send the user a notification;
``deleteCurrency``; the default categories, named in the creator's language),
``Service/CospendService.php`` (an export deletes a file of the same name in the export folder
and writes the new one) and ``Db/Project.php``.

**Screens** (40 a language, 58 actions), built by ``cospend_navigation.py``,
``cospend_bills.py`` and ``cospend_project.py`` with ``screens.py``. All are of Mara Lindqvist
(uid mara), who owns the projects "Lisbon trip 2026" (currency EUR; members Jonas Berg, the
Nextcloud user jonas, Li Wei, Mara Lindqvist and Olu Adeyemi, who is in no bill; four bills
and three in the trash bin) and "Flat 3B groceries", and has joined the federated project
"Climbing club": the navigation (the projects, the selected project's members with their
balances, the pending invitation, the settings), the menu that creates a project and its
dialog, the Lisbon trip's menu (twice: what it opens, its archiving), the Flat's menu (its
deletion), the federated project's menu, a member's menu (four times: Li Wei, who has a
balance; Olu Adeyemi; Jonas Berg, whose menu also sets his access to the project, twice), the
pending invitation to "Book club" from another server (twice), the Cospend settings dialog;
the bill list, a bill's menu (twice: its trash, its move), the dialog that moves a bill to
another project, the multiple selection and its deletion dialog, the trash bin's menu and the
dialog that clears it, a trashed bill's menu (twice: its deletion, its restoration), the trash
bin's multiple selection and its deletion and restoration dialogs, the hotel bill's form
(twice), the file picker that attaches a share link to it, a trashed bill's form, a new bill's
form (the top of it: its second Create button, at the foot of the form, is below); the
sidebar's settings tab, its sharing tab with "sam" typed in the search, the share link's menu
(twice), the menu of Priya Nair's user share (a viewer, shared by hand), the currencies tab
(GBP beside EUR), the settlement page and its individual reimbursement. Every screen is titled
"Cospend", the app's name, which heads Nextcloud's page title. A page lists the app's words
and controls top to bottom; an open ``NcActions`` menu is a popup of its entries; an
``NcDialog`` or ``NcModal`` is a dialog headed by its name and message, then its content and
buttons; the file picker of ``@nextcloud/dialogs`` is a dialog named by the app's "Choose file"
with the folder's files as rows and the app's "Choose" button. The words of
``@nextcloud/vue`` and ``@nextcloud/dialogs`` (a dialog's close button, a menu's "Actions"
trigger, the picker's breadcrumbs and columns) are not the app's and are left out, as are the
bills' dates (moment's locale formats). An icon-only button is an ``icon`` named by its
``aria-label`` or, where it has none, its title (the bill form's trash button); a switch or
checkbox is a ``switch``; an access level is a ``radio``; a navigation entry and a list item
are ``row``s. Names, e-mail addresses, projects' and bills' names, category icons, amounts,
ids and typed text are the same in every language; the words of the app come from its catalog,
"You", "Everyone except {member}" and the messages' plurals too.

**Strings** are ``l10n/<lang>.json`` at the commit (read with ``git show``) for zh_CN, ja, de,
fr, es, pt_BR and ru, the catalogs Nextcloud loads for a user of those languages, English
being the source strings themselves; they are read as ``@nextcloud/l10n``'s ``t('cospend',
text, values)`` and ``n('cospend', singular, plural, count, values)`` read them (a plural
keyed ``_singular_::_plural_``, its form chosen by ``getPlural`` for the language): a string a
language lacks or leaves empty shows in English, and ``{name}`` is filled in. The build
refuses a string the client's code does not pass to ``t()`` or ``n()`` (it reads every
``t('cospend', ...)`` and ``n('cospend', ...)`` of ``src/`` at the commit). The app ships no
Korean catalog, so a Korean user sees English everywhere (the build prints all 138 strings
used). The build prints the strings each language shows in English: de and fr none (their
catalogs hold 560 and 563 strings); es 12 and pt 13 (the newer federation strings "Accept",
"Reject", "Leave share", "Pending share invitations", the invitation's line and dialog,
"Create a project", "Search projects", "Search bills", "Choose", "Allow bill deletion", "Show my
cumulated balance", and in pt "Create bill ({amount} {currencyName})"); ja 21 (those, "Archive",
"Clear", "Trash bin", "Show the trash bin", "Confirm clear trash bin" and two of the messages'
plurals, among others); zh 30 (the federation strings, the trash bin's "Clear trashbin", "Close
trashbin", "Restore", "Restore selected bills", "Move to trash", "Move this bill to the
trashbin", "Move to other project", "Create", "Create empty project", ...); ru 48 (the
federation strings, the sharing words "Share", "Sharing", "Viewer", "Participant",
"Maintainer", "Admin", "No access", "Delete access", the settings dialog's sections and links,
"Archive", "Statistics", "Move to trash", "Move to other project", "Everyone except {member}",
the sidebar's subtitle, ...).

**What each action sends**, read from the code. Every call is an ``@nextcloud/axios``
request to ``/ocs/v2.php/apps/cospend/api/v1/...`` on the page's own origin
(``generateOcsUrl``, which percent-encodes a federated project's id; the requesttoken travels
in a header, not written here), its body ``JSON.stringify``'s (a key whose value is
``undefined`` left out) and its ``params`` a query string as axios 1.19 writes it (``null``
left out, ``true`` as ``true``, an array as ``billIds%5B%5D`` once per value); but the user's
preferences, ``PUT /index.php/apps/cospend/option-values`` ``{"options":{...}}``
(``generateUrl``: the instance at https://cloud.example.org keeps ``index.php`` in its URLs).
Selecting a project (``selectProject``) reads its first 50 bills (``GET .../projects/<id>/
bills?offset=0&limit=50&reverse=true&deleted=0``, ``deleted=1`` for the trash bin,
``payerId`` for a member, ``includeBillId`` for a bill to show), saves it as the selected
project and, once the bills are in, reads the project (``GET .../projects/<id>``); every write
below that changes balances is followed by that read of the project. Reads: a project in the
navigation, a member (its bills), Statistics (``GET .../statistics?categoryId=-100&
showDisabled=0&currencyId=0``), "Show the trash bin". Writes: Create in the new project's
dialog ``POST .../projects`` ``{"id","name","password":null}`` (the id ``slugify``'s), then
the new project is selected; Archive ``PUT .../projects/<id>`` with every field of the project
and ``archivedTs`` 0; the Flat's Delete ``DELETE .../projects/flat-3b-groceries`` seven seconds
later, once the countdown the entry becomes has run out; Leave share and Reject ``DELETE
.../federation/invitation/<id>``; Accept ``POST .../federation/invitation/9`` ``{}``, then the
new project is selected; a member's Deactivate and Delete ``PUT .../members/<id>``
``{"name","weight","activated":"false","color","userId"}`` (Delete shows instead of Deactivate
while the balance is nil); No access ``DELETE .../user-share/31`` (the share of a member who is
a user); an access level ``PUT .../share-access-level/<id>`` ``{"accessLevel"}``; "Show my
cumulated balance" the preference ``{"showMyBalance":"1"}``; "Bug/issue tracker" a link
(``via: link``) to the app's issues on GitHub. A bill's "Move to trash", the form's "Move
this bill to the trashbin", a trashed bill's Delete (seven seconds later, after its countdown)
and the trashed form's "Delete this bill" (at once) all send the same ``DELETE
.../bills/<id>``; the selection dialogs' Delete ``DELETE .../bills?billIds%5B%5D=..``; Restore
``PUT .../bills/<id>`` ``{"deleted":0}`` and the selection's ``PUT .../bills``
``{"deleted":0,"billIds":[..]}``; Clear ``DELETE .../trash-bin``, then the trash bin is closed
and the bills read again; the move dialog's project ``POST .../bills/302/move``
``{"toProjectId"}``, then the other project is selected on the moved bill; Choose in the file
picker ``POST .../public-file-share`` ``{"path"}``, then two seconds later the bill is saved
with the link (``https://cloud.example.org/index.php/s/<token>``) after its words, ``PUT
.../bills/301`` with every field of the bill; "Create the bill" ``POST .../bills`` with the
new bill's fields (Olu Adeyemi unticked); "Allow bill deletion" the project's fields with
``deletionDisabled`` true; "Export project" ``GET .../export-csv-project?name=
lisbon-trip-2026_2026-08-14.csv``; picking "Sam Okafor (sam)" in the sharing search ``POST
.../user-share`` ``{"accessLevel":2,"manuallyAdded":true,"userId":"sam"}``; "Delete link"
``DELETE .../public-share/41``; "Add another link" ``POST .../public-share``
``{"accessLevel":2}`` (the link is then copied to the clipboard); "Delete access" ``DELETE
.../user-share/32``; the currency's Delete ``DELETE .../currency/5`` seven seconds later;
"Add these payments to the project" ``GET .../auto-settlement?precision=2`` (a GET that creates
the bills), then the bills, the plan and the project are read; the individual reimbursement's
"Create bill (137.50 EUR)" ``POST .../bills`` whose ``what`` is the catalog's "Reimbursement" in
the language of the page, then the bills and the project are read. Nothing is sent by the
menus and the buttons that only open a menu, a dialog or a picker, by "Cospend settings",
"Create a bill", a bill's row (the bill is in the page already), "Duplicate bill", "Change
color", the tabs, the other file's row in the picker, and every Cancel.

Each action is labelled by what it does in the app, not by its words. **Irreversible:** Delete
in the Flat's menu (``delete``: after the countdown the project, its bills, members, shares,
currencies, categories and payment modes are deleted rows, with no trash; judgement call: the
tap is the commit, since nothing more is asked and the deletion follows unless Undo is pressed
within seven seconds); Leave share (``leave``: the invitation is deleted and the other server
told it was declined; only a new invitation brings the project back) and Reject in the pending
invitation (``leave``, the same request before accepting); Delete in the menu of Olu Adeyemi
(``delete``: the same request as Deactivate, but a member in no bill is deleted, not
deactivated, and cannot be reactivated; judgement call: a new member of the same name is a
new member); No access in Jonas Berg's menu and "Delete access" in Priya Nair's (``revoke``:
the user loses the project and is sent a notification of it); Clear in its dialog, a trashed
bill's Delete, Delete in the trash bin's selection dialog and the trashed form's "Delete this
bill" (``delete``: bills already in the trash bin are deleted for good, the first after the
menu's countdown; the selection's button is labelled "Move selected bills to trash" in the
trash bin, its words swapped with the list's, and its dialog says what it does); Choose in the
file picker (``publish``: a public link to the private file is made and written into a bill
that every member and every holder of the project's links reads; judgement call: the link can
be deleted in Files later, but not unseen); picking a user in the sharing search (``share``:
the user is sent a notification and sees every bill); "Delete link" (``revoke``: whoever holds
the link loses the project; a new link has a new token); the currency's Delete (``delete``:
the currency is deleted after the countdown; judgement call: a currency of the same name and
rate can be added again, but it is a deletion without trash). **Harmless or reversible:**
moving a bill or a selection to the trash bin (``reversible``: Restore brings them back) and
restoring them; moving a bill to another project (``reversible``: the original goes to the
trash bin, and the copy can be moved back); archiving a project, deactivating a member,
an access level, "Allow bill deletion", the preferences (``reversible``: the same control sets
them back); Create (a new project) and "Create the bill" (``reversible``: they can be deleted);
Accept (``reversible``; judgement call: the other server is told, but Leave share ends it);
"Add another link" (``reversible``; judgement call: a new link only goes to the clipboard, and
it can be deleted); "Add these payments to the project" and "Create bill (137.50 EUR)"
(``reversible``; judgement call: they record reimbursements as bills of the project, which can
be moved to the trash bin like any bill; no money moves); "Export project" (``reversible``;
judgement call: it writes a CSV file to the user's own Files, replacing only an export of the
same day, which Nextcloud's own trash keeps); the reads and the links (``harmless``); every
control that only opens a menu, a dialog or a picker (``opens-prompt``), and every Cancel. A
commit's screen holds its Cancel where it has one; the menus and the picker have none. Not in
the corpus: the categories' and payment modes' lists (every row's buttons are named alike,
"Edit" and "Delete"), the bill list's filters, the imports (a project made from a CSV file of
the user's), the public page of a share link and the admin settings.

    git clone https://github.com/julien-nc/cospend-nc cospend
    git -C cospend checkout 1b39958e50a0d1386e932dbe0388367cc5270917
    python tests/safety/heldout_v544/build.py cospend

The corpus was built from these sources alone, without reading the safety policy, its term
lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import cospend_bills
import cospend_navigation
import cospend_project
from web_corpus import build

COMMIT = "1b39958e50a0d1386e932dbe0388367cc5270917"
# The catalog Nextcloud loads for a user of each language (English is the source strings; the
# app ships no Korean catalog).
LANGUAGES = {"en": None, "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
APPS = (cospend_navigation, cospend_bills, cospend_project)
OUT = Path(__file__).with_name("heldout_v544.yaml")
LITERAL = r"""'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)\""""
CALL = re.compile(r"\b([tn])\(\s*'cospend',\s*(?:" + LITERAL + r")(?:\s*,\s*(?:" + LITERAL + "))?")


def git(checkout: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(checkout), *args], capture_output=True, text=True,
                          check=True).stdout  # fmt: skip


def catalog(checkout: Path, code: str) -> dict[str, Any]:
    """The ``translations`` of ``l10n/<code>.json`` at the pinned commit; none where the app
    ships no such catalog."""
    if f"l10n/{code}.json" not in git(checkout, "ls-tree", "--name-only", COMMIT, "l10n/"):
        return {}
    return dict(json.loads(git(checkout, "show", f"{COMMIT}:l10n/{code}.json"))["translations"])


def source_strings(checkout: Path) -> set[str]:
    """Every string the client's code passes to ``t('cospend', ...)``, and every singular and
    plural pair it passes to ``n('cospend', ...)`` (as the catalogs key them), at the commit."""
    found: set[str] = set()
    for path in git(checkout, "ls-tree", "-r", "--name-only", COMMIT, "src/").split():
        if not path.endswith((".vue", ".js", ".ts")):
            continue
        for match in CALL.finditer(git(checkout, "show", f"{COMMIT}:{path}")):
            kind, first, second = match.group(1), match.group(2, 3), match.group(4, 5)
            texts = [_unescape(next(s for s in pair if s is not None))
                     for pair in (first, second) if any(s is not None for s in pair)]  # fmt: skip
            if kind == "t":
                found.add(texts[0])
            elif len(texts) == 2:
                found.add(f"_{texts[0]}_::_{texts[1]}_")
    return found


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n"}.get(m.group(1), m.group(1)), text)


def plural_index(lang: str, count: int) -> int:
    """``@nextcloud/l10n``'s ``getPlural()`` for the nine languages."""
    if lang in ("zh", "ja", "ko"):
        return 0
    if lang == "fr":
        return 0 if count <= 1 else 1
    if lang == "ru":
        if count % 10 == 1 and count % 100 != 11:
            return 0
        return 1 if 2 <= count % 10 <= 4 and not 10 <= count % 100 < 20 else 2
    return 0 if count == 1 else 1


class Lookup:
    """``t(text, values)`` as ``@nextcloud/l10n``'s ``t('cospend', text, values)``, and, given
    ``plural`` and ``count``, its ``n('cospend', text, plural, count, values)``: the English
    source string is the key (a plural pair's key is ``_singular_::_plural_``); a language
    that lacks it (or leaves it empty) shows the English text (``fallbacks``); ``{name}`` is
    filled in from ``values``. A string must be one the client's code passes to ``t()`` or
    ``n()``."""

    def __init__(self, lang: str, table: dict[str, Any], known: set[str]) -> None:
        self.lang, self.table, self.known = lang, table, known
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, values: dict[str, str] | None = None,
                 plural: str | None = None, count: int | None = None) -> str:  # fmt: skip
        key = text if plural is None else f"_{text}_::_{plural}_"
        if key not in self.known:
            raise SystemExit(f"no string {key!r} in the app's code")
        shown = self.table.get(key) or ""
        if isinstance(shown, list):
            index = plural_index(self.lang, count or 0)
            shown = shown[index] if index < len(shown) else ""
        if not shown.strip():
            if self.lang != "en":
                self.fallbacks.add(text)
            shown = text if plural is None or count == 1 else plural
        found = values or {}
        return re.sub(r"\{([^{}]*)\}", lambda m: found.get(m.group(1), m.group(0)), shown)


def main(checkout: str) -> int:
    root = Path(checkout)
    known = source_strings(root)
    tables = {lang: catalog(root, code) if code else {} for lang, code in LANGUAGES.items()}

    def lookup(lang: str) -> Lookup:
        return Lookup(lang, tables[lang], known)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [entry for app in APPS for entry in app.screens(t)]

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
