"""Builds the hundred-and-forty-seventh held-out corpus (``heldout_v147.yaml``) from a real web
app's source.

The source is DokuWiki (github.com/dokuwiki/dokuwiki), a wiki written in PHP that stores pages
as files and renders its pages on the server, at commit
24c6a7e084c6d268bbf844edb54f6ff84bce2935 ("Merge pull request #4744 from
dokuwiki-translate/lang_update_1498_1787335514", dated 22 Aug 2026 in its history, the newest
stored snapshot). Read: the actions ``inc/Action`` (Save, Cancel, Draftdel, Authtoken),
``inc/Draft.php``, ``inc/Ajax.php`` (draftdel, medialist,
mediadetails), the page menus ``inc/Menu`` (PageMenu, SiteMenu, UserMenu and their items), the
forms ``inc/Form`` (Form, ButtonElement: hidden fields first, ``sectok`` added to every form,
a button's value ``1``), ``inc/Ui`` (Editor, PageDraft, PageRevisions, UserProfile,
UserResendPwd, Admin), ``inc/media.php`` (media_delete, media_saveOldRevision, media_restore,
media_preview_buttons, media_tab_files_options, media_managerURL), ``lib/exe/mediamanager.php``
and ``ajax.php``, ``inc/common.php`` (wl, buildURLparams, getSecurityToken),
``conf/dokuwiki.php`` (the defaults), the template ``lib/tpl/dokuwiki`` (main.php,
tpl_header.php), the scripts ``lib/scripts/edit.js`` (deleteDraft on unload),
``media.js`` (details, list, form_params, the delete and restore confirm()) and
``behaviour.js`` (pageRestoreConfirm); the plugins ``usermanager`` (admin.php, script.js),
``acl`` (admin.php, script.js), ``extension`` (admin.php, GuiAdmin, GuiExtension, Gui::tabURL,
script.js), ``config`` (admin.php), ``revert`` (admin.php) and ``popularity`` (admin.php,
helper.php).

**Screens** (35 a language): the page with its page tools, the user tools, the site tools, an
old revision and its Restore confirmation, the revisions list, the editor, the editor with the
page's text emptied, the draft recovery page; the profile's three forms (profile, token,
account deletion) and the password reset request; the media manager's file list, a file's
details, the Delete confirmation, an old revision's view and its Restore confirmation; the
admin menu, the user manager's list and its Delete confirmation, the add and edit user forms
each with Notify user off and on, the ACL rule editor and the rules table, the extension
manager's installed plugins, the Uninstall confirmation and a disabled plugin, the
configuration settings, the revert manager's search and results, the popularity form and its
browser-submission form (shown when the server could not send). A ``confirm()`` (usermanager
and media.js ``LANG.del_confirm``, ``LANG.restore_confirm`` of behaviour.js and media.js, the
extension manager's ``LANG.plugins.extension.reallydel``) is a dialog screen over its page
with the browser's OK and Cancel (judgement call: written as Chrome names them in each
language). Menu links, tabs and list links are ``link`` or ``tab`` items; a checkbox is a
``switch``. The ACL rule editor's permission radios are listed down to Upload (the Delete
permission's radio, whose words are those of the Delete button, is left out of the screen),
and the account deletion form's legend, which in German has the words of its button, too.

**Strings** are the PHP catalogues ``inc/lang/<lang>/lang.php`` and
``lib/plugins/<plugin>/lang/<lang>/lang.php`` for en, zh, ja, ko, de, fr, es, pt-br and ru,
read as ``$lang['key']`` (``$lang['js']['key']`` for the scripts' LANG), tags dropped and
entities decoded as the page shows them; a key a language lacks, or leaves empty, shows
English's text, as DokuWiki merges the English file under each language's: the build prints
such keys per language (the token form's three strings in Japanese and its explanation in
Korean are English). Page, user and file names, revisions and typed texts are the same in
every language.

**What each action sends**, read from the code, with DokuWiki's defaults (``userewrite`` 0, so
every page is ``/doku.php?id=projects:roadmap``, wl() keeping the id's colon and writing the
other parameters with http_build_query's RFC 3986 escapes; ``mediarevisions`` on;
``profileconfirm`` on); ``sectok`` made up (empty for the anonymous password reset, as
getSecurityToken gives). HTML forms (``via: form``, urlencoded, hidden fields first, then the
fields in tree order, the pressed button's name): the editor's Save, Preview and Cancel
(``do[save]``, ``do[preview]``, ``do[cancel]`` to ``&do=edit``); the draft page's
``do[recover]``, ``do[draftdel]`` and ``do[show]`` (to ``&do=draft``, the Edit draft link);
the revisions list's ``do[diff]``; the profile's ``do=profile&save=1``, the token form's
``do=authtoken`` (posted to ``wl()``, the start page, its hidden ``id`` the literal ``ID``)
and ``do=profile_delete``; ``do=resendpwd&save=1``; the user manager's list form (its search
fields, ``delete[bob]``, ``fn[delete]`` or ``fn[export]``, ``do``, ``page``, ``start``), its
``fn[add]`` and ``fn[modify]`` forms; the ACL forms (posted to ``wl()``: ``cmd[save]`` and
``cmd[del]`` with ``acl_t``, ``acl``, ``ns``, ``id``; ``cmd[update]`` with the table's
``acl[..][..]`` radios and the checked ``del[..][]``); the extension manager's
``fn[update][gallery]`` and ``fn[uninstall][gallery]`` (to ``&tab=plugins``); the
configuration form to ``/doku.php`` (written with three of its settings; the rest are left
out); the revert manager's search (``filter``, no token) and ``revert[]``; popularity's form to
``/doku.php`` and, from its failure page, straight to ``https://update.dokuwiki.org/
popularity.php`` (no token), its ``data`` shortened to three lines. Page loads (``via:
link``): the page tools' and user tools' links (Log Out carries ``sectok``), the admin menu's
plugin links, a user's edit link, and the restore confirmation's OK (``&do=revert&rev=..
&sectok=..``). By jQuery (fetch/XHR): edit.js's ``deleteDraft`` on the editor's unload (``POST
/lib/exe/ajax.php`` ``call=draftdel&id&sectok``) after Save and Cancel, not after Preview,
which sets keepDraft; the media manager's list links and tabs (``call=medialist`` with the
link's query) and file links (``call=mediadetails``); the details panel's forms posted by
``form_params`` (the action's query, then the form's fields), written without a page id since
the panel comes from ajax.php where ``$ID`` is unset (wl() then writes no ``id``): Delete's
OK ``call=mediadetails&delete=..`` and Restore's OK ``call=mediadetails&..&mediado=restore
&rev=..``, each followed by the file list's reload (``call=medialist`` with the options
form's fields), Upload new version ``call=medialist&..&mediado=update``; the extension
manager's Enable and Disable (``GET /lib/exe/ajax.php?call=plugin_extension&ext=gallery
&act=toggle&sectok=..``). Opening a confirm(), Back to top (a ``#`` link), the profile's Reset
(a form reset) and every Cancel of a confirm() send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete draft (the
draft file is unlinked, its unsaved text gone; category delete); Reset Token (the old
token stops working and every application using it is logged out; revoke); Remove My Account
(delete-user); Set new password on the reset request (judgement call: a mail with a
confirmation link goes to the account's address, whoever typed the name; send); OK on the user
manager's Delete confirmation (delete-user); Add and Save Changes with Notify user on (a
password, generated where none is typed, is mailed to the user, and on an edit the account's
password is replaced; send); OK on Uninstall (the extension's folder deleted from the server;
uninstall); Send Data of the popularity plugin, by the server or from the browser (the wiki's
data sent to dokuwiki.org; send). **Harmless:** saving a page, restoring an old revision
(Restore's OK), and saving an emptied page, which deletes it (judgement call: every revision
stays in the attic, and Old revisions restores it); the editor's Cancel (the editor
as opened, its text unchanged and only a summary typed: locktimer.js saves a draft only on
input in the text, so Cancel unlocks the page and drops no unsaved text); Recover draft;
the media manager's Delete confirmation (judgement call: with ``mediarevisions``, the default,
media_delete copies the file to the media attic first and media_restore brings a removed file
back from its history) and its Restore; the profile's Save; Add and Save Changes without
notification (judgement call: an edit also ends every session by writing ``sessionpurge``;
users log in again); the ACL editor's Update and Delete and the rules table's Update with a
rule ticked for deletion (judgement call: permissions the admin sets back from the same
forms); Update of an extension (judgement call: its newer release replaces its files, no
wiki data lost, an older one can be installed from its URL) and Enable/Disable; the
configuration's Save; the revert manager's Search and Revert selected pages (the reverted
pages get a new revision, the spam stays in their history); Export All Users (a download);
Log Out; every link, tab and control that only opens a page, a panel or a confirm(). Every
screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/dokuwiki/dokuwiki dokuwiki
    git -C dokuwiki checkout 24c6a7e084c6d268bbf844edb54f6ff84bce2935
    python tests/safety/heldout_v147/build.py dokuwiki

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from dokuwiki import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v147.yaml")
ASSIGN = re.compile(r"\$lang((?:\s*\[\s*'[^']*'\s*\])+)\s*=\s*")
LITERAL = re.compile(r"""\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*(\.|;)""", re.S)
DOUBLE = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "$": "$"}


def read_catalogue(path: Path) -> dict[str, str]:
    """A ``lang.php``'s ``$lang['a']['b'] = '...' . "...";`` entries, as ``a.b`` to text."""
    table: dict[str, str] = {}
    if not path.exists():
        return table
    source = path.read_text(encoding="utf-8")
    for match in ASSIGN.finditer(source):
        key = ".".join(re.findall(r"'([^']*)'", match.group(1)))
        pos, parts = match.end(), []
        while m := LITERAL.match(source, pos):
            single, double, end = m.groups()
            if single is not None:
                parts.append(re.sub(r"\\([\\'])", r"\1", single))
            else:
                parts.append(re.sub(r"\\(.)", lambda e: DOUBLE.get(e[1], e[0]), double))
            pos = m.end()
            if end == ";":
                table[key] = "".join(parts)
                break
    return table


class Lookup:
    """``t("domain:key")``: the core catalogue (``core``) or a plugin's, English's text where
    the language lacks the key or leaves it empty (``fallbacks``); tags dropped, entities
    decoded, spaces collapsed as the page shows them."""

    def __init__(self, root: Path, lang: str) -> None:
        self.root, self.lang = root, lang
        self.tables: dict[tuple[str, str], dict[str, str]] = {}
        self.fallbacks: set[str] = set()

    def _table(self, domain: str, lang: str) -> dict[str, str]:
        if (domain, lang) not in self.tables:
            folder = "inc" if domain == "core" else f"lib/plugins/{domain}"
            self.tables[domain, lang] = read_catalogue(
                self.root / folder / "lang" / lang / "lang.php"
            )
        return self.tables[domain, lang]

    def __call__(self, name: str) -> str:
        domain, key = name.split(":", 1)
        english = self._table(domain, "en")
        if key not in english:
            raise SystemExit(f"no key {name!r} in the app's English catalogue")
        text = self._table(domain, self.lang).get(key, "")
        if not text.strip():
            self.fallbacks.add(name)
            text = english[key]
        text = html.unescape(re.sub(r"<[^>]+>", " ", text))
        return re.sub(r"[ \t]+", " ", text).strip()


def main(checkout: str) -> int:
    root = Path(checkout)

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
