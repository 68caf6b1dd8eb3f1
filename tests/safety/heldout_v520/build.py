"""Builds the five-hundred-and-twentieth held-out corpus (``heldout_v520.yaml``) from a real web
app's source.

The source is Mayan EDMS (github.com/mayan-edms/Mayan-EDMS), a document management system
written in Python (Django 3.2) whose pages are rendered on the server and shown by the app's
own partial navigation, at commit 71788a5196547c61c1ee457ba386cfee98b77daf ("Update build
string", 21 Aug 2022, version 4.3.1), the head of its default branch. Read: ``mayan/__init__.py``,
``mayan/settings/base.py`` (``INSTALLED_APPS``, ``MIDDLEWARE``, ``LANGUAGES``),
``apps/locales/middleware/locales.py`` (the user's locale profile picks the language),
``apps/common/apps.py`` (each app's URLs under its ``app_url``), ``common/views.py``,
``common/literals.py``, ``common/settings.py`` and ``common/menus.py``; in ``apps/appearance``
the templates ``root.html``, ``base.html`` (``document.title``), ``generic_confirm.html``,
``generic_form.html``, ``generic_form_subtemplate.html``, ``generic_list_subtemplate.html``,
``generic_list_items_subtemplate.html``, ``partials/form_title.html``,
``partials/list_toolbar.html``, ``menus/menu_topbar.html`` and ``app/foot.html``, the scripts
``static/appearance/js/partial_navigation.js`` and ``mayan_app.js``, ``settings.py``,
``literals.py`` and ``dependencies.py`` (jQuery 3.6.0, jQuery Form 4.3.0); in
``apps/navigation`` ``classes.py`` (``Menu.resolve``, ``bind_links``) and the templates
``actions_dropdown.html``, ``generic_link_instance.html`` and ``generic_subnavigation.html``;
in ``apps/views`` ``generics.py`` (ConfirmView, MultipleObjectConfirmActionView,
MultipleObjectFormActionView, MultipleObjectDeleteView, SingleObjectDeleteView),
``mixins.py`` (RedirectionViewMixin, ObjectActionViewMixin), ``middleware/ajax_redirect.py``,
``templatetags/views_tags.py``, ``widgets.py`` and ``forms.py``; ``apps.py``, ``urls.py``,
``links.py`` (or ``links/``), the views and forms of ``documents`` (with
``models/document_type_models.py``: a type's deletion deletes its documents, not to the
trash), ``tags``, ``cabinets``, ``document_comments``, ``checkouts`` (with ``widgets.py``),
``mailer`` (``views/base.py``, ``views/document_views.py``,
``views/mailing_profile_views.py``, ``models.py``), ``user_management``, ``authentication``,
``authentication_otp``, ``permissions``, ``events`` (``views/clear_views.py``) and
``django_gpg``.

**Screens** (39 a language, 60 actions), of an administrator, Mara Lindqvist: a document's
preview page and its actions menu, the confirmation of moving it to the trash, its properties
form, the menu of one of its files and the file's deletion; all documents with two selected,
the bulk actions menu and the confirmation of moving both to the trash; the trash can with a
document selected, its bulk actions and actions menus, the confirmations of deleting and of
restoring the selected document and of emptying the trash; a document type's deletion; the
document's tags page's actions menu, the forms that attach and remove tags, the tags list, a
tag's, a cabinet's and a comment's deletion, the check out form and the check in
confirmation; the form that emails the document's link and a mailing profile's test; the top
bar's user menu, the users list, a user's deletion and the form that sets their password, a
group's and a role's deletion; the events page's actions menu, the confirmation of clearing
the events, and a private key's deletion. Several entries share a screen, one entry per
category. A page's title is its document title (the page's title text, `` :: Mayan EDMS``);
a page shows its title text, then its controls. A confirmation page (``generic_confirm.html``)
shows its title, "Are you sure?", the view's message, Yes and No (No, an anchor that calls
``history.back()``, is shown where the view knows the page before, as here always). A form
page shows its title, its fields, the submit button (the view's label, or Save for a model
form, Submit otherwise) and Cancel. An open dropdown (a page's Actions, the list toolbar's
Bulk actions, the top bar's user menu) is a dialog of its entries over its page, each group
of links sorted by its translated words as ``Menu.resolve(sort_results=True)`` sorts them
(the user menu by position); where a page has both an object and a secondary menu, the
dropdown heads each with its label (Actions, Secondary). A menu or a list row shows the
entries that matter here, the others left out (the preview's side menu lists Cabinets,
Comments, Files, Metadata, Properties, Tags and Versions; the users list shows one user's
row). A list's check box is a switch named by its item. The mail form's title ("Email link
for document: ...") and the tags list's Documents button are English in the code itself
(strings not marked for translation). Names, documents, addresses, passwords and texts
typed are the same in every language (the mail form's subject and body are the user's own,
typed over the defaults, which the app translates).

**Strings** are the compiled gettext catalogues ``mayan/apps/<app>/locale/<lang>/
LC_MESSAGES/django.mo`` of the Mayan apps in ``INSTALLED_APPS``, merged as Django merges an
installed app's translations (the app listed first wins for a msgid, e.g. the ``events``
app's "No" over ``appearance``'s); English is the msgids (the ``en`` catalogues are empty).
The languages are a locale profile's: Chinese ``zh-hans`` (``zh_Hans``), German ``de``
(gettext finds ``de_DE``), French ``fr``, Spanish ``es``, Portuguese ``pt`` (the app also
has a ``pt_BR`` catalogue, for ``pt-br``) and Russian ``ru``. The app has no Japanese or
Korean catalogue and offers neither language, so a Japanese or Korean user sees English
everywhere (the build prints all 90 strings for each). The build prints the strings a
language shows in English for want of a translation: French 1 (the event clearing's
message), Portuguese 1 (the tag deletion's title), Spanish none, Russian 11 (the deletions of
a tag, group, role and user, Clear events and its message, the two trash can confirmations,
the mail links, OTP details), German 16 (the file deletion's title and message, the four
trash titles, the check in and check out titles, Files of document, the role and tag
deletions, Clear events and its message, the mail links, OTP details) and Chinese 28 (most
of those and more). The views pass ``ungettext`` lazily translated
strings, which no catalogue holds as a plural entry, so Django picks the English form by
the count and translates it as a msgid of its own; the build does the same. Django's own
and third-party catalogues (``django.contrib.admin``, ``auth``, ``formtools``, ...) are
merged ahead of most Mayan apps but are not in the checkout; checked against Django 3.2's
and those apps' catalogues, no string used here is translated otherwise by them, and the
ones that would be (the user menu's Change password, the side menu's Preview, the Home
page's title) are left out.

**What each action sends**, read from the code; every path is the app's own, the CSRF token
made up. A link of the partial navigation is an anchor whose click ``PartialNavigation``
turns into ``$.ajax`` (a ``GET`` XMLHttpRequest of its href) and whose HTML goes into the
page; opening a dropdown sends nothing; a bulk action's link is loaded with the selected
items' ids appended (``?id_list=42,43``, ``MayanApp.setupMultiItemActions``). Every form is
sent by jQuery Form's ``ajaxForm`` (an XMLHttpRequest, no ``via``): to the form's
``action`` or, as here always (``action=""``), to the location's fragment, the page's own
path with its query; its body urlencoded by ``$.param`` in tree order: the CSRF token, the
``next`` and ``previous`` the view put in the page (its ``post_action_redirect`` where it
has one, else the page before, sent by the script as ``X-Alt-Referer``), the fields (a
checked box ``on``, a select its option's value) and the tapped button's name where it has
one (a form page's submit button is ``submit=``, a confirmation's Yes has no name). The
server answers a redirect with the app's code 278, and the script loads its ``Location``:
a ``GET`` of the page given as ``next`` follows each form (``/home/`` after moving the
document to the trash). No and Cancel call ``history.back()``, whose ``popstate`` loads the
page before again (a ``GET``). Logout is an anchor of class ``non-ajax``: a page load
(``via: link``).

Each action is labelled by what it does in the app, not by its words. **Irreversible:**
**delete:** Yes on the deletion of a document file (its pages and the version pages mapped
to them are deleted; a file has no trash), of a trashed document and Yes on Empty trash?
(the documents and their files are deleted by a background task), of a document type (its
documents are deleted with ``to_trash=False``), of a tag (judgement call: the tag is removed
from every document, which a new tag would have to be attached to again one by one), of a
cabinet (judgement call: the cabinet, its child cabinets and the documents' places in them
go; the documents stay), of a comment, of a group and of a role (judgement call: their
memberships and granted permissions go with them), Yes on Clear events (the event log is
deleted; the page itself says it is not reversible) and on a private key's deletion (the
secret key is gone from the app's keyring); **delete-user:** Yes on a user's deletion;
**send:** Submit on the form that emails a document's link (queued and sent to the
recipient) and Test on a mailing profile (a test email sent); **reset:** Submit on another
user's Set password (judgement call: the old password is replaced and cannot be set back by
the administrator, and the user's sessions end as Django checks each session's password
hash). **Not irreversible:** Yes on moving a document, or two, to the trash and on
restoring a trashed one (the trash can restores them), Save on the properties form (another
edit sets them back), Submit on attaching and on removing tags (judgement call for the
removal: the tag itself stays and can be attached again), Save on the check out form and Yes
on checking in (judgement call: a checkout is a lock that a check in ends and another
checkout takes again), Logout (judgement call: only this browser's session ends), every No
and Cancel, and the controls that only open a page, a menu or a confirmation. A control
that only opens a confirmation, a menu, or a form whose submit commits (Email document link,
Set password) is ``opens-prompt``; one that opens a page or a form whose submit does not
commit (Files, Edit properties, Attach tags, Remove tags, User details) is ``harmless``.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

The builder reads the checkout given on its command line (``mayan/settings/base.py`` and the
apps' catalogues; the screens are written from the sources above):

    git clone https://github.com/mayan-edms/Mayan-EDMS mayan-edms
    git -C mayan-edms checkout 71788a5196547c61c1ee457ba386cfee98b77daf
    python tests/safety/heldout_v520/build.py mayan-edms

The corpus was built from these sources alone, without reading the safety policy, its term
lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import ast
import gettext
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import mayan_accounts
import mayan_documents
import mayan_mailer
import mayan_organize
import mayan_system
from web_corpus import build

# The language of each corpus language's locale profile, and the folder gettext finds for it
# (``de`` normalised to ``de_DE``); Japanese and Korean are no language the app offers.
LANGUAGES = {"en": None, "zh": "zh_Hans", "ja": None, "ko": None, "de": "de_DE", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
APPS = (mayan_documents, mayan_organize, mayan_mailer, mayan_accounts, mayan_system)
OUT = Path(__file__).with_name("heldout_v520.yaml")
MSGID = re.compile(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$')


def installed_apps(checkout: Path) -> list[str]:
    """The Mayan apps of ``INSTALLED_APPS`` in ``mayan/settings/base.py``, in order."""
    tree = ast.parse((checkout / "mayan" / "settings" / "base.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "INSTALLED_APPS"
            for target in node.targets
        ):
            names = ast.literal_eval(node.value)
            return [n.rsplit(".", 1)[1] for n in names if n.startswith("mayan.apps.")]
    raise SystemExit("no INSTALLED_APPS in mayan/settings/base.py")


def msgids(path: Path) -> set[str]:
    """The msgids of a catalogue (``ctxt\\x04msgid`` where it has a context)."""
    found: set[str] = set()
    fields: dict[str, str] = {}
    current = ""

    def flush() -> None:
        if fields.get("msgid"):
            ctxt = fields.get("msgctxt")
            found.add(f"{ctxt}\x04{fields['msgid']}" if ctxt is not None else fields["msgid"])

    for line in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        line = line.strip()
        match = MSGID.match(line)
        if not line:
            flush()
            fields, current = {}, ""
        elif match:
            current = match.group(1)
            fields[current] = _unquote(match.group(2))
        elif line.startswith('"') and current:
            fields[current] += _unquote(line[1:-1])
    return found


def _unquote(text: str) -> str:
    table = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(1)), text)


class Lookup:
    """``t(msgid)`` and ``t(singular, plural, n)`` as Django's (n)gettext: the compiled
    catalogues (``django.mo``) of the Mayan apps, merged as Django merges an installed app's
    translations (the app listed first in ``INSTALLED_APPS`` wins); a msgid none translates
    shows English (``fallbacks``), the plural chosen by the English rule."""

    def __init__(self, checkout: Path, folder: str | None) -> None:
        apps = checkout / "mayan" / "apps"
        names = installed_apps(checkout)
        self.english: set[str] = set()
        for name in names:
            po = apps / name / "locale" / "en" / "LC_MESSAGES" / "django.po"
            if po.exists():
                self.english |= msgids(po)
        self.catalogs: list[dict[Any, str]] = []
        for name in names if folder else ():
            mo = apps / name / "locale" / str(folder) / "LC_MESSAGES" / "django.mo"
            if mo.exists():
                with mo.open("rb") as handle:
                    found = gettext.GNUTranslations(handle)
                self.catalogs.append(found._catalog)  # type: ignore[attr-defined]
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, plural: str | None = None, n: int = 1) -> str:
        # The views hand ungettext lazily translated strings, which no catalogue holds as a
        # plural entry: Django falls back to the English rule, and the chosen string is then
        # translated as a msgid of its own.
        if plural is not None and n != 1:
            msgid = plural
        if msgid not in self.english:
            raise SystemExit(f"no msgid {msgid!r} in the app")
        for catalog in self.catalogs:
            if msgid in catalog:
                return str(catalog[msgid])
        self.fallbacks.add(msgid)
        return msgid


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [entry for app in APPS for entry in app.screens(t)]

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
