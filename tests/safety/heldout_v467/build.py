"""Builds the four-hundred-and-sixty-seventh held-out corpus (``heldout_v467.yaml``) from a
real web app's source.

The source is Trac (github.com/edgewall/trac), an issue tracker and wiki written in Python
whose pages are rendered on the server (Jinja2 templates) with some jQuery, at commit
25c4b3a8651e59c6885cb646f8eae88622e7d3aa ("1.7.1dev: merge [17764] from 1.6-stable", 8 Jan
2024), its default branch (trunk). The builder reads the catalogues of a checkout of that
commit. Read: the templates ``trac/wiki/templates/wiki_view.html``, ``wiki_edit_form.html``,
``wiki_delete.html`` and ``wiki_rename.html``; ``trac/templates/attachment.html`` and
``attach_file_form.html``; ``trac/ticket/templates/ticket.html``, ``ticket_change.html``,
``ticket_workflow.html``, ``batch_modify.html``, ``query.html``, ``milestone_view.html``,
``milestone_edit_form.html``, ``milestone_delete.html``, ``report_view.html``,
``report_delete.html``, ``admin_components.html``, ``admin_milestones.html``,
``admin_versions.html`` and ``admin_enums.html``; ``trac/admin/templates/admin_perms.html``,
``admin_plugins.html`` and ``admin_basics.html``;
``trac/versioncontrol/templates/admin_repositories.html``; ``trac/prefs/templates/prefs.html``,
``prefs_general.html`` and ``prefs_advanced.html``; ``trac/templates/macros.html`` (the form
token input); the handlers ``trac/wiki/web_ui.py`` (delete, rename and the confirmation
pages), ``trac/attachment.py`` (the attachment URLs), ``trac/ticket/admin.py`` (removing
milestones), ``trac/ticket/default_workflow.py`` (the action controls),
``trac/admin/web_ui.py`` (installing a plugin; its Uninstall is commented out of the
template), ``trac/prefs/web_ui.py``, ``trac/web/auth.py`` (the Logout form) and
``trac/util/text.py`` (``unicode_to_base64``); the ticket deleter ``tracopt/ticket/deleter.py``
with its template ``tracopt/ticket/templates/ticket_delete.html`` and script
``tracopt/ticket/htdocs/ticketdeleter.js``; ``trac/htdocs/js/query.js`` (batch modify);
``setup.cfg`` (the catalogues are compiled without fuzzy entries).

**Screens** (34 a language, 60 actions; a screen whose actions are of two kinds is written
as two entries, 55 a language). Wiki: a page (Edit this page, Attach file, Rename page, Delete
this version, Delete page), its editor (Preview Page, Submit changes, Cancel), the
confirmations of deleting the page and its last version, the rename page with the
redirection box ticked. Attachments: the add attachment page with Replace unticked (Add
attachment, Cancel) and ticked, an attachment's page and its delete confirmation. Tickets: a
ticket's page (the deleter's Delete of the ticket and of comment 3, a comment's Edit), the
ticket editor leaving the ticket as it is (Preview, Submit changes) and resolving it as
fixed, a comment's editor, the delete confirmations of the ticket and of the comment, the new
ticket form, a query's batch modify form. Roadmap and reports: a milestone's page, its editor
with Completed ticked, its delete confirmation; a report's page and its delete confirmation.
Admin: the components panel (its add form and its list with a box ticked), the milestones,
versions and priorities lists, the permissions page one part at a time (grant, add to group,
the list with a permission ticked, the list with a group membership ticked), the plugins
panel's install form, the repositories panel. Account: the header (Logout, Preferences) and
the general preferences. A confirmation page's heading is the screen's title, its question
and warning are texts, then its buttons. A list's unlabelled checkbox is named by its row's
name. The ticket deleter's buttons read "– Delete" on the ticket and on each comment, so
each is named by its ``title`` (Delete ticket, Delete comment 3). A workflow action's radio is
named by its action (leave, resolve), which the workflow configuration gives in English.
The page with several forms (permissions) is written a part at a time; the plugin list's
per-plugin Apply changes and the repositories' Add Alias are left out (many forms with one
label). The new ticket page's title is New Ticket, as its window title reads: its heading
(Create New Ticket) is the Create ticket button's words in Chinese. The user is logged in
as ``mkeller`` with TRAC_ADMIN and chose ISO 8601 dates.

**Strings** are the gettext catalogues ``trac/locale/<lang>/LC_MESSAGES/messages.po`` (the
templates and the Python code) and ``messages-js.po`` (the scripts: the deleter's Delete,
Delete ticket, Delete comment 3) for zh_CN, ja, ko, de, fr, es, pt_BR and ru, English being
the msgids of ``messages.pot`` and ``messages-js.pot``; a ``{% trans %}`` block's msgid is
its text with ``%(name)s`` for its variables, filled in. An empty or fuzzy entry shows
English, as the compiled catalogue does, and the build prints which strings each language
shows in English. Japanese and French show none in English. Every other language shows a
set of strings in English whose entries are fuzzy (the templates changed after they were
translated): the headings Delete ReleaseChecklist, Delete version 7 of ReleaseChecklist,
Rename ReleaseChecklist, Add Attachment to ReleaseChecklist, Delete Ticket #42 and the
admin panels' Manage headings, Last modified, the version question of the delete page, the
attachment's File line, the ticket deletion's counts and the grant form's help: 16 strings
in German and Korean, 18 in Russian (with Add Comment and Manage Permissions and Groups), 23
in Brazilian Portuguese (with the deleter's script strings, Clear default, Modify, Go to the
ticket editor and Retargeting), 29 in Chinese and Spanish (with the deleter's script
strings, Add Comment, Batch Modify, Change tickets, Clear default, Group Membership, Manage
Permissions and Groups, Editing ReleaseChecklist, Edit Milestone 1.2, Delete Milestone 1.2
and Retargeting). Page names,
tickets, milestones, users, typed texts and the workflow's action names are the same in
every language.

**What each action sends**, read from the code; the project is served at the site's root,
and the form token (``__FORM_TOKEN``, from ``form_token_input``) is made up. HTML form posts
(``via: form``, urlencoded, the fields in tree order, the token first as each template puts
it first; an unchecked box sends nothing, a ticked one ``on``; a textarea's line breaks as
CRLF): a submit button with a ``name`` adds its ``name=value``, the value being its words in
the page's language (``save``, ``preview``, ``submit``, ``cancel``, ``remove``, ``add``,
``add_repos``, ``edit_comment``, ``batchmod_submit``, ...). A form whose ``action`` is empty
(the ticket deleter's confirmations) posts to the page's own URL, query included. The wiki
page's buttons, the attachment's Delete attachment, the ticket deleter's and a comment's
buttons, the milestone's and the report's buttons are ``method="get"`` forms: the page they
open is loaded with their fields as its query (``via: form``), Delete this version adding
``delete_version`` with its words. Uploads (Add attachment, Install) are
``multipart/form-data`` as Chrome writes it, with a made-up boundary: the token, the file,
then the fields. The revoke list's boxes send ``sel`` as the subject and action (or group)
in base64 joined by a colon. Batch modify posts the tickets ticked in the list as
``selected_tickets`` (41, 42, 45, joined by commas, as query.js sets them). Logout is a form
post (``logout=`` then the token, the button coming first). The Preferences link is a page
load (``via: link``). No action makes a script request; Trac's pages send nothing but forms
and links here.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete:**
Delete page (every version and attachment of the page), Delete this version, Delete
attachment, Delete ticket and Delete comment (the ticket deleter's own pages say "This is an
irreversible operation"), Delete milestone (its tickets retargeted), Delete report, and
Remove selected items in the components, milestones, versions and priorities lists (each
item's record, owner and description deleted, no trash) and in the repositories list
(judgement call: the repository on disk is untouched, but Trac's record of it, its directory,
URL, description and cached changesets are deleted and must be set up again by hand);
**overwrite:** Add attachment with Replace ticked (the stored file of that name is replaced,
no earlier version is kept); **revoke:** Remove selected items with a permission ticked and
with a group membership ticked; **install:** Install on the plugins panel (judgement call:
the uploaded code is written into the environment's plugins folder and loaded, and the web
interface offers no way to uninstall it, its Uninstall being disabled in the template).
**Harmless:** Submit changes in the wiki editor (judgement call: a new version, earlier ones
kept and restorable), in the ticket editor (a comment and field changes, recorded in the
ticket's history; judgement call also when resolving it as fixed, since reopen undoes it and
notification email is off by default) and in a comment's editor (the earlier text is kept in
the comment's history); Rename page (judgement call: renaming back undoes it, and the box
leaves a redirection page); Add attachment without Replace; Create ticket (it can be closed
or deleted); Change tickets (judgement call: a batch change to the milestone, each ticket's
history keeps the old value); Submit changes in the milestone editor (Completed can be
unticked, the retargeted tickets' history kept); the list panels' Add and Apply changes;
granting a permission and adding a member to a group (both can be removed); adding a
repository; Save changes in the preferences; Logout; every Cancel (a post that only
redirects back); Preview and Preview Page; and every control that only opens a page, an
editor or a confirmation (**opens-prompt** where it opens a confirmation). Every screen is a
web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/edgewall/trac trac
    git -C trac checkout 25c4b3a8651e59c6885cb646f8eae88622e7d3aa
    python tests/safety/heldout_v467/build.py trac

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from trac_screens import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v467.yaml")
DOMAINS = ("messages", "messages-js")


def _unquote(text: str) -> str:
    """A PO string literal's text (its escapes read as C's)."""
    text = text.strip()[1:-1]
    table = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(1)), text)


def read_po(path: Path) -> dict[str, str]:
    """A catalogue's singular entries, msgid to msgstr; a fuzzy or obsolete entry counts as
    untranslated, and the header is left out."""
    entries: dict[str, str] = {}
    fields: dict[str, str] = {}
    fuzzy = False
    current = ""

    def flush() -> None:
        msgid = fields.get("msgid")
        if msgid and "msgctxt" not in fields:
            entries[msgid] = "" if fuzzy else fields.get("msgstr", fields.get("msgstr_0", ""))

    for raw in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        line = raw.strip()
        if not line:
            flush()
            fields, fuzzy, current = {}, False, ""
        elif line.startswith("#,"):
            fuzzy = "fuzzy" in line
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            fields[current] += _unquote(line)
        else:
            name, _, rest = line.partition(" ")
            current = name.replace("[", "_").replace("]", "")
            fields[current] = _unquote(rest)
    return entries


class Lookup:
    """``t(msgid, js=False, **values)`` as Trac's ``_()`` (the ``messages`` domain) and its
    scripts' ``_()`` (``messages-js``, with ``js=True``): the language's msgstr, the msgid
    where it has none (``fallbacks``), ``%(name)s`` filled from ``values``."""

    def __init__(self, root: Path, folder: str) -> None:
        self.english = {d: read_po(root / f"{d}.pot") for d in DOMAINS}
        self.tables = {d: read_po(root / folder / "LC_MESSAGES" / f"{d}.po") if folder else {}
                       for d in DOMAINS}  # fmt: skip
        self.folder = folder
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, js: bool = False, **values: Any) -> str:
        domain = DOMAINS[js]
        if msgid not in self.english[domain]:
            raise SystemExit(f"no msgid {msgid!r} in {domain}.pot")
        text = self.tables[domain].get(msgid) or ""
        if not text:
            if self.folder:
                self.fallbacks.add(msgid)
            text = msgid
        return text % values if values else text


def main(checkout: str) -> int:
    root = Path(checkout) / "trac" / "locale"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
