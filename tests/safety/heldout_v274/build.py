"""Builds the two-hundred-and-seventy-fourth held-out corpus (``heldout_v274.yaml``) from a real
web app's source.

The source is Nextcloud Contacts (github.com/nextcloud/contacts), the address book app of a
Nextcloud server: a Vue single-page app that reads and writes the user's address books over
CardDAV with the ``@nextcloud/cdav-library`` client (XMLHttpRequests to the server's own
``/remote.php/dav``) and calls a few routes of its own with axios. Read at commit
87b8ee02f36730c8b1f99333ecea85c4d7e08496 ("Merge pull request #5645 from nextcloud/chore/8.8",
21 Aug 2026; version 8.8.0-rc.1). Read: ``src/views/Contacts.vue``, ``src/ContactsRoot.vue``;
the components ``AppNavigation/RootNavigation.vue``, ``GroupNavigationItem.vue``,
``ContactsSettings.vue`` and ``Settings/SettingsAddressbook.vue``,
``SettingsAddressbookShare.vue``, ``SettingsAddressbookSharee.vue``,
``SettingsNewAddressbook.vue``, ``SettingsImportContacts.vue``, ``SettingsSortContacts.vue``;
``ContactsList.vue``, ``ContactsList/ContactsListItem.vue``, ``Batch.vue``, ``Merging.vue``;
``ContactDetails.vue``, ``ContactDetails/ContactDetailsAvatar.vue``, ``ConfirmationDialog.vue``,
``AdminSettings.vue``, ``AppContent/ContactsContent.vue``; the store (``store/addressbooks.js``,
``store/contacts.js``), ``services/cdav.js``, ``appendContactToGroup.js``,
``removeContactFromGroup.js``, ``renameContactFromGroup.js``, ``models/constants.ts``,
``models/contact.js``. What the DAV client sends was read from its own source,
github.com/nextcloud/cdav-library at commit c883331e3daf9b2e9a449e330850766c1343b573 ("Merge
pull request #1086 from nextcloud/chore/release-2.7.0", 20 Aug 2026): ``src/request.js``,
``src/index.js`` (connect()), ``models/davCollection.js``, ``davCollectionShareable.js``,
``davObject.js``, ``addressBook.js``, ``addressBookHome.js``, ``vcard.js``, ``principal.js``,
``propset/*.js`` and ``utility/xmlUtility.js``, ``stringUtility.js``.

**Screens** (43 a language), of a user alice logged in to a server at its own origin, whose
address books are Contacts (three contacts), Family (one contact, shared with Bob Lee and
Erin Holt), Clients (hidden), and two books shared with her, Team directory (by carol,
read-only) and Suppliers (by dave); her groups are Book club (Dana Whitfield, Priya Natarajan)
and Climbing (Marco Reyes). The navigation; the address books' caption menu; the new group
field; a group's menu (three times, once per kind of action), the other group's menu, the
group renamed in place; the contact list; a row's menu for a contact that is not a favourite
and one that is; the bar shown when two contacts are selected; the bulk delete dialog for two
contacts and for three of which one is read-only; the add-to-group and move modals; a contact's
header, its actions menu (twice), the other contact's menu, the edit form; a read-only
contact's menu and the address book picker of its clone; the picture's menu; the settings
dialog's general part, the import modal, the address books' list, Family's menu (twice),
Clients' menu while hidden, Family renamed in place, the delete confirmations of Family and
Clients, Team directory's menu, the unshare confirmations of Team directory and Suppliers, the
share search with a user and a group offered and with the group alone, a sharee's line (Bob
read-only; Bob read-write; Erin), the new address book modal; and the admin setting. Pages are
titled "Contacts - Nextcloud" in the language; a modal or dialog is a dialog headed by its
name (the settings dialog by "Contacts settings"); a menu opened from an actions button lists
its entries as ``menu`` items; a contact's select box is a ``switch`` named by its
``aria-label``; an icon button is named by its title. The server's ``OC.dialogs.confirm``,
which the address book's delete and unshare use, shows the heading and message the app
passes, then the server's own No and Yes (``t('core', 'No')``, ``t('core', 'Yes')``): those
two words are not in the app's catalogue and are written as the server's core catalogue has
them in each language (a judgement call: the dialog is part of every Contacts page).

**Strings** are ``l10n/<lang>.json`` for de, zh_CN, ja, ko, fr, es, pt_BR and ru, read as
``@nextcloud/l10n`` does: a key's translation, or the English key itself where the language
lacks it or leaves it empty; plurals (``_singular_::_plural_``) by the catalogue's own
``pluralForm``, ``%n`` and ``{name}`` filled in. English is the keys themselves. Every key
used is checked to be in the app's source. The build prints the keys each language shows in
English. Of the 73 strings used here, ko lacks 24 (the selection bar and bulk dialogs, the
search field, "Unshare from me" and its confirmation, parts of the settings dialog), ru 7
(the search field, the bulk add and move), zh and es 3 ("Add address book", a contact's
select box); the read-only note of the bulk delete dialog is in no catalogue and shows in
English in every language, and ja, de, fr and pt lack nothing else. Names,
typed texts and numbers are the same in every language.

**What each action sends**, read from the code. The DAV client's requests go to
``/remote.php/dav/addressbooks/users/alice/...`` at the page's own origin with a
``requesttoken`` header (the CSRF token, not written here); its XML bodies are written as
Chrome's ``XMLSerializer`` writes the client's documents, each namespace with the prefix the
client's global prefix map gives it once the app has loaded (DAV: ``x0`` from the principal
lookup, CalDAV ``x1``, SabreDAV ``x2``, Nextcloud ``x3``, CardDAV ``x4`` from the principal
properties, ownCloud ``x5`` and CalendarServer ``x6`` from the address books' listing). Opening
a contact reads its card (``PROPFIND`` with getcontenttype, getetag, resourcetype and
address-data). Favourites: ``PROPPATCH`` of ``{http://nextcloud.com/ns}favorite`` (``1`` or an
empty element). Groups are the cards' CATEGORIES: creating one changes nothing on the server
until a contact joins it; adding contacts, renaming and deleting a group send, per member not
already in it, an axios ``PATCH`` of the card with the body ``{}`` (the new category list is
in the ``X-PROPERTY-REPLACE`` header, not written). The bulk delete sends a ``DELETE`` of each
selected card that is not read-only; the bulk move a ``MOVE`` of each (the destination in a
header); a contact's Delete a ``DELETE`` at once, with no confirmation; Save a ``PUT`` of the
whole card as ``Contact.toStringStripQuotes()`` writes it (its UID and REV made up); Clone
contact in the picker a ``COPY`` of the read-only card into Family. Address books: Show is a
``PROPPATCH`` of ``{http://owncloud.org/ns}enabled`` (``0`` or ``1``); Rename (Enter in its
field) a ``PROPPATCH`` of ``{DAV:}displayname``; Yes in a delete or unshare confirmation a
``DELETE`` of the collection (for a book shared with alice, this drops her share of it);
choosing a user or group in the share search a ``POST`` of an ownCloud ``share`` document with
``set`` and the principal; the sharee's "can create and edit" the same with ``read-write``;
the sharee's Delete a ``POST`` of ``share`` with ``remove``; Add in the new address book modal a
``MKCOL`` of the slug of its name with ``resourcetype`` and ``displayname``. The client reads a
created or copied object back with a ``PROPFIND`` afterwards, which is not written. Settings:
the user's "Update avatars from social media" switch an axios ``PUT
/index.php/apps/contacts/api/v1/social/config/user/enableSocialSync`` ``{"allow":"yes"}``;
the admin's checkbox the same route under ``global/allowSocialSync`` (``generateUrl`` keeps
``/index.php`` on a server without pretty URLs). Links the browser follows (``via: link``): a
contact's Download (``<a href>`` of its card with ``download``) and the address book's Download
(``?export``). Nothing is sent by: New contact (the card is made in the browser and saved
with Save), a group's link in the navigation (a route of the page), Enter in the new group
field, Send email (a ``mailto:`` link for the mail program), Delete picture (it changes only
the form, until Save), Edit, Cancel and No, and every control that only opens a menu, a
modal, a field or a file chooser (Add address book, Add contacts, the selection bar's
buttons, Clone contact in the menu, Rename, Delete and Unshare from me in the menus, Import
contacts, Select local file, the shares button).

Each action is labelled by what it does, not by its words. **Irreversible:** a contact's
Delete and Delete in the bulk delete dialog (``delete``: CardDAV keeps no trash for cards and
the app offers no undo); Delete in a group's menu (``delete``, judgement call: the contacts
stay, but the group is taken off every member's card at once with no confirmation, and the
list of who was in it is lost); Yes in "Delete Family?" and "Delete Clients?" (``delete``: the
address book and every card in it); Yes in "Unshare Team directory?" and "Unshare Suppliers?"
(``revoke``, judgement call: alice gives up her access to another person's book, and only its
owner can share it with her again); choosing Bob Lee or the group Board in the share search
(``share``, judgement call: the whole address book is shown at once to other people, whose
phones may sync it, and removing the share later cannot take back what they have seen); the
sharee's Delete (``revoke``: the other person loses the book at once, and their synced copies
with it). **Harmless or reversible:** favourites, creating and renaming groups and adding
contacts to one (undone by the same menus), moving contacts between one's own books, Save of
an edited contact (judgement call: it replaces the card on the server, but with the user's own
edit, and editing again sets it back), cloning a read-only contact (a copy one can delete),
Show and Rename of an address book, giving a sharee write access (unticked again), creating an
address book, the social avatar switches (set back by the same switch), downloads, and every
control that only opens something or sends nothing. Not in the corpus: the merge of two
contacts (its button is named like its modal's heading, so no label taps it alone), the
import's writes (they follow the operating system's file chooser, not a tap on the page), a
group's Export and the picture's social media download (their requests carry the client's
full property lists and network names that vary per contact). Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/nextcloud/contacts contacts
    git -C contacts checkout 87b8ee02f36730c8b1f99333ecea85c4d7e08496
    python tests/safety/heldout_v274/build.py contacts

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from contacts import screens
from web_corpus import build

LANGUAGES = {"en": None, "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v274.yaml")
# Each catalogue's pluralForm, and the same rule in Python.
PLURALS: dict[str, tuple[str, Callable[[int], int]]] = {
    "zh": ("nplurals=1; plural=0;", lambda n: 0),
    "ja": ("nplurals=1; plural=0;", lambda n: 0),
    "ko": ("nplurals=1; plural=0;", lambda n: 0),
    "de": ("nplurals=2; plural=(n != 1);", lambda n: int(n != 1)),
    "fr": ("nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;",
           lambda n: 0 if n in (0, 1) else 1 if n % 1000000 == 0 else 2),
    "es": ("nplurals=3; plural=n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;",
           lambda n: 0 if n == 1 else 1 if n != 0 and n % 1000000 == 0 else 2),
    "pt": ("nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;",
           lambda n: 0 if n in (0, 1) else 1 if n % 1000000 == 0 else 2),
    "ru": ("nplurals=4; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 "
           "|| n%100>14) ? 1 : n%10==0 || (n%10>=5 && n%10<=9) || (n%100>=11 && n%100<=14)? 2 "
           ": 3);",
           lambda n: 0 if n % 10 == 1 and n % 100 != 11 else 1 if 2 <= n % 10 <= 4 and not
           12 <= n % 100 <= 14 else 2),
}  # fmt: skip
# The server's t('core', 'No') and t('core', 'Yes'), the buttons of OC.dialogs.confirm.
CORE = {"en": ("No", "Yes"), "zh": ("否", "是"), "ja": ("いいえ", "はい"), "ko": ("아니요", "예"),
        "de": ("Nein", "Ja"), "fr": ("Non", "Oui"), "es": ("No", "Sí"), "pt": ("Não", "Sim"),
        "ru": ("Нет", "Да")}  # fmt: skip


class Lookup:
    """``t(key, **args)`` and ``t.n(singular, plural, count, **args)`` as @nextcloud/l10n's:
    a key the language lacks, or leaves empty, shows the English key (``fallbacks``);
    ``{name}`` and ``%n`` are filled in."""

    def __init__(self, checkout: Path, lang: str, source: str) -> None:
        code = LANGUAGES[lang]
        self.lang, self.source = lang, source
        self.table: dict[str, Any] = {}
        if code:
            catalogue = json.loads((checkout / "l10n" / f"{code}.json").read_text("utf-8"))
            if catalogue["pluralForm"] != PLURALS[lang][0]:
                raise SystemExit(f"{code}: plural form {catalogue['pluralForm']!r}")
            self.table = catalogue["translations"]
        self.fallbacks: set[str] = set()

    def _known(self, key: str) -> None:
        if f"'{key}'" not in self.source:
            raise SystemExit(f"no string {key!r} in the app's source")

    @staticmethod
    def _fill(text: str, args: dict[str, str]) -> str:
        return re.sub(r"\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), text)

    def __call__(self, key: str, **args: str) -> str:
        self._known(key)
        text = self.table.get(key) or "" if self.lang != "en" else key
        if not text:
            self.fallbacks.add(key)
            text = key
        return self._fill(text, args)

    def n(self, singular: str, plural: str, count: int, **args: str) -> str:
        self._known(singular)
        english = singular if count == 1 else plural
        if self.lang == "en":
            text = english
        else:
            key = f"_{singular}_::_{plural}_"
            forms = self.table.get(key) or []
            text = forms[PLURALS[self.lang][1](count)] if forms else ""
            if not text:
                self.fallbacks.add(key)
                text = english
        return self._fill(text.replace("%n", str(count)), args)

    def core(self, word: str) -> str:
        return dict(zip(("No", "Yes"), CORE[self.lang], strict=True))[word]


def main(checkout: str) -> int:
    root = Path(checkout)
    source = "\n".join(p.read_text("utf-8") for p in sorted((root / "src").rglob("*"))
                       if p.suffix in (".vue", ".js", ".ts"))  # fmt: skip

    def lookup(lang: str) -> Lookup:
        return Lookup(root, lang, source)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
