"""Builds the four-hundred-and-forty-fifth held-out corpus (``heldout_v445.yaml``) from a real
web app's source.

The source is pgAdmin 4 (github.com/pgadmin-org/pgadmin4), the administration and development
tool for PostgreSQL: a React single-page app whose panels, menus and dialogs are drawn in the
browser and call its own Flask back end with axios (``getApiInstance()``), with a few
server-rendered pages (logging in, a forgotten password). Read at commit
bc58657d3d3ab4209cdadea6d191b632cf1572cc ("ci: stop fetching an unpinned Yarn before the
pinned one (#10306)", 21 Aug 2026). Read, under ``web/pgadmin/``: ``browser/static/js/node.js``
(the context menus' Properties, Drop and Drop (Cascade), ``delete_obj`` and its
confirmations, ``generate_url``), ``static/js/browser/generate_url.js``,
``static/js/tree/tree.js`` (``getTreeNodeHierarchy``), ``browser/static/js/collection.js``,
``misc/properties/CollectionNodeProperties.jsx`` (dropping the selected rows of a
collection), the nodes ``tables/static/js/table.js`` (Truncate, Reset Statistics, Trigger(s))
and ``enable_disable_triggers.js``, ``servers/static/js/server.js`` (disconnect, Clear Saved
Password, Remove Server), ``databases/static/js/database.js`` (Drop (Force));
``static/js/.../Notifier.jsx`` and ``ModalProvider.jsx`` (the confirm modals: Yes and No,
or Drop, Remove, Delete and Cancel, Cancel first); ``dashboard/static/js/Dashboard.jsx`` and
``dashboard/__init__.py`` (terminate a session, cancel a query); the Query Tool's
``tools/sqleditor/static/js/components/sections/MainToolBar.jsx``, ``Query.jsx``,
``ResultSet.jsx``, ``QueryHistory.jsx``, ``QueryToolComponent.jsx``,
``dialogs/ConfirmTransactionContent.jsx``, the code editor's ``CustomEditorView.js``
(``getQueryAt``), ``tools/sqleditor/__init__.py`` and ``utils/query_tool_preferences.py``
(the explain options' defaults); ``misc/file_manager/static/js/components/FileManager.jsx``,
``FileManagerConstants.js`` and ``misc/file_manager/__init__.py``;
``misc/bgprocess/static/js/Processes.jsx``, ``BgProcessManager.js``, ``misc/bgprocess/
__init__.py`` and ``processes.py`` (what acknowledging a process removes);
``preferences/static/js/components/PreferencesComponent.jsx`` and ``showResetPrefModal``;
``tools/user_management/static/js/Users.jsx``, ``Component.jsx`` and ``__init__.py``;
``browser/templates/browser/js/utils.js`` (the user menu), ``authenticate/__init__.py`` (the
logout URL), ``browser/__init__.py`` (change and forgotten password),
``static/js/Dialogs/index.jsx`` and ``ChangePasswordContent.jsx``,
``static/js/SchemaView/SchemaDialogView.jsx``, ``static/js/SecurityPages/LoginPage.jsx``,
``ForgotPasswordPage.jsx`` and ``BasePage.jsx``, ``templates/security/login_user.html``,
``static/js/gettext.js`` and ``web/config.py`` (the languages).

**Screens** (37 entries a language on 35 screens, 59 actions): the object explorer's context
menu of a table (``orders`` in schema ``public`` of database ``shop`` on server ``Production
16``), its Truncate and Trigger(s) submenus, the drop, truncate and reset statistics
confirmations; the Properties tab of the Tables collection with two rows selected and its
drop confirmation; a server's context menu and the confirmations of its disconnect, Clear
Saved Password and Remove Server; a database's context menu and its Drop FORCE confirmation;
the dashboard's sessions table and the confirmations of Terminate and Cancel; the Query Tool
holding a DELETE in auto-commit mode, holding a SELECT, and holding a DELETE run in an open
transaction, its close prompt for that transaction, the Save File replace prompt, the Query
History panel and its clear confirmation; the Storage Manager's delete prompt; the Processes
panel and its remove confirmation; the Preferences dialog and its Reset all preferences
dialog; the users list of User Management and its delete confirmation; the user menu, the
change password dialog, the login page and the forgotten password page. A screen with
actions of two kinds is written as two entries (the Query Tool with a DELETE: Execute and
Explain Analyze, then Explain). A context menu or submenu is a dialog screen whose items are
its entries, the selected node's label above; a confirm modal is a dialog with its title and
text (HTML tags dropped) over the page (titled ``pgAdmin 4``, or the Query Tool's panel title
``shop/postgres@Production 16``); a title-only icon button (the toolbars, a table row's
terminate, cancel and delete icons) is an ``icon`` named by its title. A menu entry that
opens a submenu is tapped on the submenu's own screen. The change password dialog's save
button says "Change" in every language (the code passes it untranslated), the Save File
dialog's title "Save File" and the user management's tab "Users" likewise; a user's role is
the database's name for it.

**Strings** are the gettext catalogues ``web/pgadmin/translations/<lang>/LC_MESSAGES/
messages.po`` for zh_Hans_CN, ja, ko, de, fr, es, pt_BR and ru, English being the msgids of
``web/pgadmin/messages.pot``; the JavaScript ``gettext`` fills each ``%s`` in turn (a node's
type word lowercased, as ``delete_obj`` does). An empty or fuzzy entry shows English, and the
build prints which strings each language shows in English (of 114 strings used): four
strings of the current code are in no catalogue yet (the Tables collection's "Drop multiple
objects?" and its text, and two sentences of the preferences reset dialog), shown in English
everywhere; Japanese and Korean lack 6 (those and "Back to login", "Forgot Password"),
Russian 18, French 21 (most of the drop and disconnect confirmations), Chinese 28, Brazilian
Portuguese 45; the German and Spanish catalogues are mostly untranslated (77 and 67 strings
here, Drop, Delete and Commit among them, show in English). Names of servers, databases,
tables, users, files, typed SQL, passwords and numbers are the same in every language.

**What each action sends**, read from the code. Every request is axios's, to pgAdmin's own origin,
its CSRF header not written; a body is ``JSON.stringify``'s. Object URLs are
``generate_url``'s ``/browser/<type>/<action>/<server group>/<server>/<database>/<schema>/
<id>`` (1, 1, 16402, 2200, table 16421; a collection's ends with a slash and no id). Drop
``DELETE .../table/obj/...``; the collection's Drop ``DELETE /browser/table/obj/1/1/16402/
2200/`` with ``{"ids":[16421,16437]}``; Truncate's Yes ``PUT .../table/truncate/...``
``{"cascade":false}``; Reset statistics' Yes ``DELETE .../table/reset/...``; Disable All
``PUT .../table/set_trigger/...`` ``{"is_enable_trigger":"D"}``; a server's Disconnect
``DELETE /browser/server/connect/1/1``, Clear saved password's Yes ``PUT
/browser/server/clear_saved_password/1/1``, Remove ``DELETE /browser/server/obj/1/1``; Drop
FORCE ``DELETE /browser/database/delete/1/1/16402``. The dashboard's Yes ``DELETE
/dashboard/terminate_session/1/48213`` or ``/dashboard/cancel_query/1/48213``. The Query
Tool posts every statement to ``/sqleditor/query_tool/start/5820411``: Execute script the
editor's whole text ``{"sql":...}``, Explain and Explain Analyze the statement at the cursor
with the explain options (the preferences' defaults, all off), Commit and Rollback, on the
toolbar or in the close prompt, ``{"sql":"COMMIT;"}`` and ``{"sql":"ROLLBACK;"}`` (the
statement is written without a semicolon, so the whole text and the statement at the cursor
are the same). Save File's Yes posts ``/file_manager/save_last_dir/3920187`` then
``/file_manager/save_file/`` ``{"file_name","file_content"}``; the Query History's clear
confirmation ``DELETE /sqleditor/query_history/5820411``; the Storage Manager's Yes ``POST
/file_manager/filemanager/3920187/`` ``{"mode":"delete","path","storage_folder"}``; the
Processes' Yes ``PUT /misc/bgprocess/<id>`` (acknowledge); the Preferences' Save ``PUT
/preferences/`` with the changed preference (its ids made up), Save & Reload Later ``DELETE
/preferences/``; Delete User's Delete ``GET /user_management/shared_servers/1`` (the code
passes the table row's index, 1, not the user's id) then ``DELETE /user_management/save/7``;
the user menu's Change Password ``GET /browser/change_password`` (the dialog's token), the
dialog's Change ``POST /browser/change_password`` ``{"password","new_password",
"new_password_confirm","csrf_token"}``. Page loads (``via: link``): Logout
(``window.location`` to ``/logout?next=/browser/``), Forgotten your password? and Back to
login. HTML form posts (``via: form``, urlencoded, in tree order, the CSRF token made up):
Login ``/authenticate/login`` (``csrf_token``, ``email``, ``password``, ``language``, the
button's ``internal_button=Login``; the language select holds the page's own language, so
this one body differs between languages) and Recover Password ``/browser/reset_password``.
Opening a menu, a submenu or a confirmation, No and Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** **delete:** Drop
of a table, Drop of the two selected tables, Truncate's Yes (its rows deleted), Drop FORCE of
a database (its connections ended and the database dropped), Clear saved password's Yes
(judgement call: the stored password is erased and pgAdmin cannot give it back), Remove
Server's Remove (judgement call: the registration, its settings and saved password are gone
from pgAdmin, though the database server itself is untouched), Execute script and Explain
Analyze on the DELETE in auto-commit mode (judgement call for Explain Analyze: ANALYZE runs
the statement, and auto-commit commits it), Commit of the open transaction holding the
DELETE, on the toolbar and in the close prompt, the Query History's clear (every session's
history for the database), the Storage Manager's file deletion, and the Processes' removal
(judgement call: acknowledging deletes the process record and its log folder);
**reset:** Reset statistics' Yes and the preferences reset (Save & Reload Later);
**terminate:** a session's termination (its connection ended, its open transaction rolled
back, on another user's behalf); **overwrite:** Save File's Yes over an existing file;
**delete-user:** Delete User's Delete; **send:** Recover Password (an email goes to the
account's owner). **Harmless or reversible:** Rollback, on the toolbar and in the close
prompt (judgement call: it throws away only this session's uncommitted DELETE, which is what
undoes it), Execute script and Explain Analyze on a SELECT, Explain on the DELETE (it plans,
it does not run), Cancel query's Yes (judgement call: the running statement is stopped and
nothing it did is kept; its owner can run it again), a server's Disconnect (Connect undoes
it), Disable All triggers (Enable All undoes it), the Preferences' Save (a setting changed
back as easily), Change (judgement call: one's own password, which can be set again), Login
and Logout, and every control that only opens a menu, a submenu, a dialog or a confirmation,
and No and Cancel. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/pgadmin-org/pgadmin4 pgadmin4
    git -C pgadmin4 checkout bc58657d3d3ab4209cdadea6d191b632cf1572cc
    python tests/safety/heldout_v445/build.py pgadmin4

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

from pgadmin import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh_Hans_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v445.yaml")
NEWER: set[str] = set()


def _unquote(text: str) -> str:
    """A PO string literal's text (its escapes read as C's)."""
    text = text.strip()[1:-1]
    table = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(1)), text)


def read_po(path: Path) -> dict[str, str]:
    """A catalogue's msgids and their msgstr (the singular form); a fuzzy or empty entry
    reads as untranslated (empty)."""
    entries: dict[str, str] = {}
    fields: dict[str, str] = {}
    fuzzy = False
    current = ""

    def flush() -> None:
        if "msgid" in fields and fields["msgid"] and "msgctxt" not in fields:
            text = fields.get("msgstr", fields.get("msgstr_0", ""))
            entries[fields["msgid"]] = "" if fuzzy else text

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
    flush()
    return entries


class Lookup:
    """``t(msgid, *args)`` as the app's JavaScript ``gettext`` (and Flask-Babel's ``_``): the
    language's msgstr, the msgid where it has none (``fallbacks``), each ``%s`` filled in
    turn from ``args``."""

    def __init__(self, root: Path, folder: str) -> None:
        self.english = read_po(root / "messages.pot")
        catalogue = root / "translations" / folder / "LC_MESSAGES" / "messages.po"
        self.table = read_po(catalogue) if folder else {}
        self.folder = folder
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, *args: Any) -> str:
        if msgid not in self.english:
            # A string newer than the catalogues: every language shows it in English.
            NEWER.add(msgid)
        text = self.table.get(msgid) or ""
        if not text:
            if self.folder:
                self.fallbacks.add(msgid)
            text = msgid
        parts = text.split("%s")
        out = parts[0]
        for i, part in enumerate(parts[1:]):
            out += (str(args[i]) if i < len(args) else "%s") + part
        return out


def main(checkout: str) -> int:
    root = Path(checkout) / "web" / "pgadmin"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    code = build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)
    print("in no catalogue yet:", "; ".join(sorted(NEWER)))
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
