"""Builds the hundred-and-fifty-sixth held-out corpus (``heldout_v156.yaml``) from a real web
app's source.

The source is Nucleus CMS (github.com/NucleusCMS/NucleusCMS), a PHP blog CMS whose admin area
(``nucleus/index.php?action=...``) is rendered on the server, at commit
b54470de9dcec24c303a1ac7c4d49ca5422bcc78 ("Merge pull request #103 from torisanbird/master",
21 Aug 2022, the newest stored snapshot). Read: ``nucleus/libs/ADMIN.php`` (the constructor's
list of actions that skip the ticket check; action_overview, itemlist, batchitem,
batchcomment, batchmember and batchAskDeleteConfirmation, itemdelete and itemdeleteconfirm,
itemupdate, itemmove, commentedit, commentdelete, manageteam, teamdelete and
teamdeleteconfirm, teamchangeadmin, blogsettings, categorydelete and categorydeleteconfirm,
deleteblog and deleteblogconfirm, usermanagement, memberdelete and memberdeleteconfirm,
manage, actionlog and clearactionlog, backupoverview, backupcreate and backuprestore,
pluginlist, plugindelete and plugindeleteconfirm, templateoverview, templatedelete and
templatedeleteconfirm, skinoverview, skinedit, skindelete, skinremovetype and their confirms,
banlist, banlistnew, banlistadd, banlistdelete and banlistdeleteconfirm, pagefoot's quick
menu); ``nucleus/libs/showlist.php`` (the list rows' links), ``ENCAPSULATE.php`` (the batch
operations), ``MANAGER.php`` (addTicketHidden, addTicketToUrl, _generateTicket),
``nucleus/libs/include/admin-add.template`` and ``admin-edit.template``, ``nucleus/forms/
commentform-notloggedin.template`` and ``membermailform-loggedin.template``, ``ACTION.php``
and ``globalfunctions.php`` (the public forms' ``action`` handling).

**Screens** (41 a language, 56 actions): the overview's blog row; the blog's delete
confirmation; the item list (a row's links, and with Delete chosen in the batch operations);
the batch and the single item delete confirmations; the move form; the add form with Add now
and with Add to drafts chosen; the edit form of a published item (Edit, and Delete chosen) and
of a draft (Add now, and Back to drafts chosen); an item's comments, the comment delete and
batch delete confirmations, the comment edit form; the new-ban form, the ban list, the ban
remove page; the public item page's comment form and a member's mail form; the blog settings
page, the category delete confirmation, the team page and its remove confirmation, the members
page, the member delete and batch delete confirmations; the manage page, the action log, the
general settings, the backups page, the plugin list and its uninstall confirmation, the
template and skin overviews and their delete confirmations, a skin's special parts and the
part's delete confirmation. Each confirmation page ("Please confirm deletion") is written with
its texts, its one submit button and the quick menu's Home link (tapped on five of them).
Nucleus asks no ``confirm()``: its confirmations are pages. A radio button or checkbox is
tapped to choose (it sends nothing); a select's chosen option is written as a ``menu`` item.
Judgement calls of layout: where a page's heading reads as the control the screen taps (the
batch confirmation's heading and button, "Edit Item" and its submit, "Add Ban" and its button,
and so on, in some language), the screen is titled by the document's ``<title>`` ("Field Notes
- Admin", as pagehead writes it) and the heading left out; a published item's first radio,
Edit Item (``_BMLET_EDIT``), reads as the submit button above it and is left out; French's
Restore heading reads as its button and is left out there.

**Strings** are the ``define('_NAME', '...')`` constants of ``nucleus/language``: en
``english-utf8.php``, ja ``japanese-utf8.php``, de ``german-utf8.php``, fr ``french.php``. The
other five have no file in ``nucleus/language`` itself but do in its ``archive`` folder (the
app's own translations, retired from the release), which is taken as the closest file (a
judgement call, over falling back to English): zh ``archive/simchinese.php`` (GB2312), ko
``archive/korean-utf8.php``, es ``archive/spanish.php`` (ISO-8859-1; fuller than
``spanish-utf8.php``), pt ``archive/portuguese_brazil.php``, ru ``archive/russian.php``
(windows-1251). A file is read as UTF-8 where it is, else in its ``_CHARSET``, a constant's
first ``define`` kept as PHP keeps it, entities decoded and tags dropped as the page shows
them (french.php holds a few U+FFFD marks, e.g. in its Restore button: kept, the page shows
them); a constant a file lacks shows English's text, and the build prints such constants per
language (fr, ja: none; de: two; es, ru: three; ko: five; zh and pt: eight, among them
Execute, With selected and Home). Names of blogs, items, members, plugins, templates,
skins and typed texts are the same in every language.

**What each action sends**, read from the code; every admin request goes to
``/nucleus/index.php``, the ticket is made up (an md5, as _generateTicket writes it). Form
posts (``via: form``, urlencoded, the fields in tree order): each confirmation page posts its
``action=...confirm``, ``ticket`` (addTicketHidden) and ids; the batch confirmation
``action=batchitem`` (``batchcomment``, ``batchmember``) with ``batchaction=delete``,
``confirmation=yes`` and the ``batch[n]`` ids; the list's Execute the checked ``batch[n]``,
``batchaction``, ``action`` and ``ticket``; the add and edit forms ``additem`` /
``itemupdate`` with the chosen ``actiontype`` (written shortened: the plugin extras and item
options left out); ``itemmoveto``, ``commentupdate``, ``banlistadd``,
``banlistdeleteconfirm``, ``blogsettingsupdate`` and ``settingsupdate`` (both shortened to
their first fields), ``memberadd``, ``backupcreate``, ``skinnew``; the backup restore a
``multipart/form-data`` post (its boundary made up, the file's bytes left out) with
``letsgo=1``. The public comment form posts to the item's page (``action="#nucleus_cf"``:
``POST /index.php?itemid=12``, ``action=addcomment``, no ticket) and the member mail form to
the member's page (``action=sendmessage``). Page loads (``via: link``): the list rows' Edit,
Move, Delete, Ban IP links and the overview's links (the delete links only open confirmation
pages and skip the ticket check), Logout (``action=logout``), Home (``action=overview``); and
the links written with addTicketToUrl, which change something by a GET: the item's Clone
(``itemclone``), Change admin (``teamchangeadmin``), the plugin's Up (``pluginup``) and the
action log's Clear (``clearactionlog``). Choosing a radio sends nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** the confirm
button of a blog's deletion (its items, comments, team, bans and categories deleted), of an
item's, a comment's, a category's (judgement call: its items move to the default category,
but the category and its plugin options are gone), a template's, a skin's and a skin part's
deletion, and of the batch deletions of items and comments (**delete**); Clear the action log
(a ticketed link that empties the log at once, no confirmation: **delete**); the confirm of a
member's deletion and the batch deletion of members (**delete-user**); the confirm of a team
member's removal (judgement call: it revokes the member's rights on the blog; they can be
added again, but the brief counts revoking access as a commit: **revoke**); the confirm of a
plugin's uninstall (its options and event subscriptions deleted: **uninstall**); Restore on
the backups page with "I'm sure" ticked (the database overwritten by the file:
**overwrite**); Add Item with Add now chosen and Edit Item on a draft with Add now chosen (the
item published on the public blog, the blog's notification mails sent: **publish**); the
public comment form's Submit and the member mail form's Send (a comment published, a mail
sent: **send**). **Harmless:** every link that only opens a page or a confirmation page, the
list's Execute with Delete chosen and the edit form's submit with Delete chosen (both only
show a confirmation page), Add Item or Edit Item keeping a draft, Edit Item on a published
item (judgement call: an edit of what is already public, set back by editing again), moving
an item, cloning it, editing a comment, the blog and general settings, adding a member or a
skin, Change admin and the plugin's Up (toggled back), a backup (a download), Logout; adding
a ban and removing one (judgement call: a ban
is a setting the admin lifts or adds again at will, though its button reads Confirm
Deletion). Every screen is a web page (``web: true``) and every action states its requests
and bodies.

    git clone https://github.com/NucleusCMS/NucleusCMS NucleusCMS
    git -C NucleusCMS checkout b54470de9dcec24c303a1ac7c4d49ca5422bcc78
    python tests/safety/heldout_v156/build.py NucleusCMS

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from nucleus import screens
from web_corpus import build

LANGUAGES = {"en": "english-utf8", "zh": "archive/simchinese", "ja": "japanese-utf8",
             "ko": "archive/korean-utf8", "de": "german-utf8", "fr": "french",
             "es": "archive/spanish", "pt": "archive/portuguese_brazil",
             "ru": "archive/russian"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v156.yaml")
DEFINE = re.compile(
    r"""^\s*define\(\s*['"](\w+)['"]\s*,\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\)""",
    re.M,
)
CODECS = {"iso-8859-1": "cp1252", "gb2312": "gb18030"}


def decode(raw: bytes) -> str:
    """A catalogue's text: UTF-8 where the whole file is (french.php is, though it declares
    ISO-8859-1), else the ``_CHARSET`` it declares; a file that declares UTF-8 but is not
    (german-utf8.php) is read line by line, a line that is not UTF-8 as Windows-1252."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    m = re.search(rb"_CHARSET'\s*,\s*'([\w-]+)'", raw)
    charset = m.group(1).decode().lower() if m else "utf-8"
    if charset != "utf-8":
        return raw.decode(CODECS.get(charset, charset))
    lines = []
    for line in raw.split(b"\n"):
        try:
            lines.append(line.decode("utf-8"))
        except UnicodeDecodeError:
            lines.append(line.decode("cp1252"))
    return "\n".join(lines)


def read_catalogue(path: Path) -> dict[str, str]:
    """A language file's constants (commented-out ``//define`` lines skipped; a constant
    defined twice keeps its first text, as PHP's ``define`` does)."""
    table: dict[str, str] = {}
    for m in DEFINE.finditer(decode(path.read_bytes())):
        name, literal = m.groups()
        text = literal[1:-1]
        if literal[0] == "'":
            text = re.sub(r"\\([\\'])", r"\1", text)
        else:
            text = text.replace("\\n", "\n").replace('\\"', '"').replace("\\\\", "\\")
        table.setdefault(name, text)  # PHP keeps a constant's first define
    return table


class Lookup:
    """``t(name)``: a constant's text as the page shows it (tags dropped, entities decoded,
    white space collapsed); a constant the language lacks shows English's (``fallbacks``)."""

    def __init__(self, root: Path, lang: str) -> None:
        self.table = read_catalogue(root / f"{LANGUAGES[lang]}.php")
        self.english = read_catalogue(root / f"{LANGUAGES['en']}.php")
        self.fallbacks: set[str] = set()

    def __call__(self, name: str) -> str:
        if name not in self.english:
            raise SystemExit(f"no constant {name!r} in english-utf8.php")
        text = self.table.get(name) or ""
        if not text.strip():
            self.fallbacks.add(name)
            text = self.english[name]
        text = html.unescape(re.sub(r"<[^>]+>", "", text))
        return re.sub(r"\s+", " ", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "nucleus" / "language"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
