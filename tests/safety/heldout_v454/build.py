"""Builds the four-hundred-and-fifty-fourth held-out corpus (``heldout_v454.yaml``) from a real
web app's source.

The source is Cacti (github.com/Cacti/cacti), a network graphing and monitoring tool written
in PHP whose pages are drawn on the server and loaded into the page by jQuery, at commit
8a8541d11dcf9c2205429f673eef41fc344ef820 ("Fixing #2572 - Support Sorting of Tree or Graph
View by Data Source (#5873)", 21 Oct 2024), the default branch ``develop``. Read: the list
and action pages ``host.php`` (form_actions), ``user_admin.php`` (form_actions),
``data_sources.php`` (form_actions), ``tree.php`` (form_actions), ``sites.php``
(form_actions), ``color.php`` (form_actions, color_edit), ``plugins.php`` (the modes, the
row's action icons and the Uninstall and Remove Data dialogs), ``auth_profile.php`` (the
general tab's buttons, its immediate settings and the ``logout_everywhere`` and
``clear_user_settings`` handlers), ``auth_changepassword.php``, ``auth_login.php``,
``settings.php`` (Send a Test Email) and ``reports_user.php``; ``lib/html_form.php``
(form_start, form_end, form_continue_confirmation, form_save_button, draw_edit_form),
``lib/html.php`` (draw_actions_dropdown, html_auth_header), ``lib/html_utility.php``
(form_checkbox_cell, isset_request_var), ``lib/html_reports.php`` (reports_form_actions,
reports_tabs), ``lib/clog_webapi.php`` (the log viewer's buttons and purge),
``lib/functions.php`` (the user menu), ``include/global_arrays.php`` (the console menu, the
report actions), ``include/global_constants.php``, ``include/global_form.php`` (the color
form), ``include/global_settings.php``, ``include/global_languages.php`` (``__``, ``__x``,
``__n``), ``include/layout.js`` (loadUrl, postUrl, cactiReturnTo, ajaxAnchors, formValidate,
serializeObject, the user menu's links), ``include/vendor/csrf/csrf-magic.php`` and
``csrf-magic.js``, ``include/csrf.php`` and ``locales/build_mo.sh``.

**Screens** (33 a language, written as 50 entries, 59 actions), all of an administrator
(``admin``) logged in at ``/cacti/``: the console menu; the devices list with Delete chosen,
the device Delete confirmation with either choice of what becomes of its graphs, the Disable
and Clear Statistics confirmations; the users list with Delete chosen, the user Delete,
Disable and Copy confirmations; a data source's Delete, Reapply Suggested Names and Disable
confirmations; a tree's Delete and Publish confirmations; a site's Delete confirmation; a
color's edit page and its Delete confirmation; the reports list with Send Now chosen, the
report Send Now, Delete and Duplicate confirmations, a report's edit page (the reports pages
are ``reports_admin.php``, which get_reports_page gives an administrator); the plugins list
(``thold`` active, ``monitor`` not installed), its Uninstall and Remove Data dialogs; the
log viewer and its purge confirmation; the user menu, the profile's general tab, the change
password page, the login page and the settings' mail tab. A screen with actions of two kinds
is written once per kind. A list page is written from its table down (the filter above it,
whose Go and Clear would repeat the actions' Go, left out): each row's checkbox is a switch
named by its ``title`` (the row's name), the first ticked, the actions dropdown a field
showing the chosen action, then Go (titled Execute Action). A confirmation page
(form_continue_confirmation) is headed by the action's name, then its message, the items,
any extra fields (radio buttons, text boxes), then Cancel (titled Return to previous page)
and Continue, whose title (its description here) is the action's words (Delete Device). A
jQuery UI dialog is a dialog over its page. A plugin's action icons are icons named by their
``title``. The profile's buttons are written with their descriptions; the row names beside
them, which repeat the buttons' words, are left out. The log viewer's Purge and Clear are
written with their element ids (``purge``, ``clear``): where a language gives both the same
words (zh, de, pt), the tap names the element id, as only that tells them apart.

**Strings** are the gettext catalogues ``locales/po/<lang>.po`` for zh-CN, ja-JP, ko-KR,
de-DE, fr-FR, es-ES, pt-BR and ru-RU, English being the msgids of ``locales/po/cacti.pot``;
each lookup names its msgid and, where the code gives one (``__x``), its msgctxt (the tree
actions' Delete and Publish), a plural (``__n``) its count. A fuzzy or empty entry shows
English, as the shipped catalogues do (``build_mo.sh`` runs ``msgfmt`` without
``--use-fuzzy``), and the build prints which strings each language shows in English. The
plugin dialogs' texts and the Remove Data icon's and button's words are newer than the
catalogues and English everywhere. Most of the confirmations' messages and Continue titles
(Click 'Continue' to Delete the following Device., Delete User, ...) are fuzzy in every
catalogue and so show in English; the Japanese, Korean and Brazilian Portuguese catalogues
lack also many of the profile's, the log's and the plugins' strings (69, 76 and 73 of
their strings here show in English), German and French 58, Russian 54, Chinese 43 and
Spanish 41. The buttons (Continue, Cancel, Save, Login) and the menus are translated in
every language; Go is Go in Chinese, Japanese and French. Names of devices, users, data
sources, trees, sites, colors, reports, plugins and typed texts are the same in every
language.

**What each action sends**, read from the code; every path is under ``/cacti/``, the
csrf-magic token (``__csrf_magic``, ``sid:<hash>,<time>``) made up. The app's pages are
loaded by its own navigation (loadUrl's ``$.get``, an XMLHttpRequest); such a page's forms
carry no hidden token (csrf-magic rewrites only pages with an ``<html>`` tag) and are posted
by formValidate's submitHandler with postUrl's ``$.post`` of serializeObject (the named
fields in tree order, jQuery.param's encoding, spaces as ``+``); csrf-magic.js wraps
XMLHttpRequest.send and puts ``__csrf_magic=<token>`` unencoded before every POST body.
Go on a list posts ``chk_<id>=on``, ``drp_action`` and ``action=actions`` to the list's page.
Continue on a confirmation posts its extra fields (``delete_type``, ``new_username``,
``new_fullname``, ``new_realm``, ``name_format``), then ``action=actions``,
``selected_items`` (PHP's serialize() of the ids, as strings) and ``drp_action`` (devices:
1 delete, 3 disable, 5 clear statistics; users: 1 delete, 2 copy, 4 disable; data sources:
1 delete, 2 disable, 5 reapply names; trees: 1 delete, 2 publish; sites and colors: 1
delete; reports: 1 send now, 2 duplicate, 99 delete). The color editor's Save posts its
fields and ``action=save``. A profile setting posts at once (``change``) to
``auth_profile.php?tab=general&action=update_data`` the object ``{__csrf_magic, name,
value}``, so its body holds the token twice, encoded and not. Cancel, the menu's links, the
report tabs, Send Report (``reports_admin.php?action=send``), Install Plugin, the log's
Purge, Clear and purge Continue (``clog.php?purge_continue=1``), Edit Profile, Logout
Everywhere and Send a Test Email are XMLHttpRequest GETs. Page loads (``via: link``): Disable
Plugin (a plain link), the dialogs' Uninstall and Remove Data (``document.location``),
Change Password, Logout and the change password page's Return (``document.location`` of the
referrer). The login and change password pages are whole pages whose forms post natively
(``via: form``), the hidden token first: the login ``action=login`` with the username and
password; the change password page both its ``action`` fields (``change_password`` from the
page frame, ``changepassword``), ``ref``, ``name`` and the three passwords. Opening a dialog,
Cancel in a dialog, a radio button and Clear Private Data (it empties the browser's storage)
send nothing.

Each action is labelled by what it does, not by its words. **Delete:** Continue on the
Delete confirmations of a device (judgement call: also with Leave all Graph(s) and Data
Source(s) untouched chosen, since the device itself is removed), a data source (its graphs
with it), a tree, a site, a color and a report; Uninstall in the plugin dialog (the plugin's
tables are dropped); Remove Data (the plugin's data and settings removed); Continue on the
log purge (the log file emptied). **Delete-user:** Continue on the user Delete confirmation.
**Reset:** Continue on Clear Statistics (judgement call: the device's availability counters
are zeroed and cannot be had back). **Overwrite:** Continue on Reapply Suggested Names
(judgement call: the data source's own name is replaced by its template's). **Send:**
Continue on the report Send Now confirmation and the edit page's Send Report (the report is
emailed to its recipients, with no confirmation for the latter); Send a Test Email
(judgement call: a real email leaves for the configured test address). **Revoke:** Logout
Everywhere (every remembered login token of the user is deleted). **Reversible:** Disable
of a device, a user or a data source, and Disable Plugin (each can be enabled again); Copy of
a user, Duplicate of a report and Install Plugin (they create); Publish of a tree (judgement
call: Un-Publish undoes it); the color's Save and a profile setting (edits); the change
password page's Save (judgement call: the password can be changed again by its owner).
**Harmless:** Cancel everywhere, a radio button, the console menu, the report tabs, the user
menu's links, Logout, the log's Clear, Clear Private Data (judgement call: it forgets only
the browser's column sizes and filters), the login and Return. **Opens-prompt:** Go on a
list (it only draws the confirmation), the plugin icons that open a dialog, the log's Purge.
Left out: Clear User Settings (its request carries no ``tab``, so the handler as read deletes
nothing), the users' Batch Copy (its form posts ``new_realm`` while the handler reads
``template_user``), the settings' Save and the device editor's Save (forms of many dozens of
fields), and package import (a file upload).

    git clone https://github.com/Cacti/cacti cacti
    git -C cacti checkout 8a8541d11dcf9c2205429f673eef41fc344ef820
    python tests/safety/heldout_v454/build.py cacti

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

from cacti_screens import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v454.yaml")
Key = tuple[str, str]  # (msgctxt, msgid)


def _unquote(text: str) -> str:
    """A PO string literal's text (its escapes read as C's)."""
    text = text.strip()[1:-1]
    table = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(1)), text)


def read_po(path: Path) -> tuple[dict[Key, list[str]], dict[Key, str], str]:
    """A catalogue's entries: (msgctxt, msgid) to its msgstr forms, to its msgid_plural, and
    its Plural-Forms header. A fuzzy entry counts as untranslated."""
    entries: dict[Key, list[str]] = {}
    plurals: dict[Key, str] = {}
    header = ""
    fields: dict[str, str] = {}
    fuzzy = False
    current = ""

    def flush() -> None:
        nonlocal header
        if "msgid" not in fields:
            return
        key = (fields.get("msgctxt", ""), fields["msgid"])
        forms = [v for k, v in sorted(fields.items()) if k.startswith("msgstr")]
        if key == ("", ""):
            header = forms[0] if forms else ""
            return
        entries[key] = [] if fuzzy else forms
        if "msgid_plural" in fields:
            plurals[key] = fields["msgid_plural"]

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
    return entries, plurals, header


def _c_to_python(expr: str) -> str:
    """A C conditional expression (``a ? b : c``, ``&&``, ``||``, ``!``) as Python's."""
    expr = expr.strip()
    while expr.startswith("(") and _closing(expr, 0) == len(expr) - 1:
        expr = expr[1:-1].strip()
    depth, question = 0, -1
    for i, char in enumerate(expr):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "?" and depth == 0:
            question = i
            break
    if question < 0:
        expr = expr.replace("&&", " and ").replace("||", " or ")
        return re.sub(r"!(?!=)", " not ", expr)
    depth, nested = 0, 0
    for i in range(question + 1, len(expr)):
        char = expr[i]
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and char == "?":
            nested += 1
        elif depth == 0 and char == ":":
            if not nested:
                cond, then, other = expr[:question], expr[question + 1 : i], expr[i + 1 :]
                return (f"({_c_to_python(then)} if {_c_to_python(cond)} "
                        f"else {_c_to_python(other)})")  # fmt: skip
            nested -= 1
    raise SystemExit(f"cannot read the plural rule {expr!r}")


def _closing(expr: str, start: int) -> int:
    depth = 0
    for i in range(start, len(expr)):
        depth += {"(": 1, ")": -1}.get(expr[i], 0)
        if depth == 0:
            return i
    return -1


def plural_index(rule: str, n: int) -> int:
    """Evaluate a ``Plural-Forms`` header's ``plural=`` C expression for ``n``."""
    expr = re.search(r"plural\s*=\s*([^;]+)", rule)
    if not expr:
        return 0 if n == 1 else 1
    code = _c_to_python(expr.group(1))
    return int(eval(code, {"__builtins__": {}}, {"n": n}))  # a catalogue's own rule


class Lookup:
    """``t(msgid, *args, ctx="", n=None)`` as Cacti's ``__``, ``__x`` and ``__n``: the
    language's msgstr, English's text where it has none (``fallbacks``), ``args`` filled in
    by sprintf's ``%s`` and ``%d``; the text as the page shows it (tags dropped, entities
    read, runs of white space as one space)."""

    def __init__(self, root: Path, name: str) -> None:
        self.english, self.english_plurals, _ = read_po(root / "cacti.pot")
        if name:
            self.table, _, header = read_po(root / f"{name}.po")
        else:
            self.table, header = {}, "Plural-Forms: nplurals=2; plural=(n != 1);"
        self.name = name
        self.header = header
        self.fallbacks: set[str] = set()
        self.unknown: set[str] = set()

    def __call__(self, msgid: str, *args: Any, ctx: str = "", n: int | None = None) -> str:
        key = (ctx, msgid)
        if key not in self.english:
            # A string newer than the catalogues: every language shows English.
            self.unknown.add(msgid)
        forms = self.table.get(key) or []
        index = 0 if n is None else plural_index(self.header, n)
        text = forms[index] if index < len(forms) else ""
        if not text:
            if self.name:
                self.fallbacks.add(msgid)
            plural = self.english_plurals.get(key)
            text = plural if (plural and n is not None and n != 1) else msgid
        if args:
            values = iter(args)
            text = re.sub(r"%(\d+\$)?[sd]", lambda m: str(next(values)), text)
        text = re.sub(r"<[^>]+>", " ", text.replace("%%", "%"))
        return re.sub(r"\s+", " ", html.unescape(text)).strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "locales" / "po"
    unknown: set[str] = set()

    def lookup(lang: str) -> Lookup:
        t = Lookup(root, LANGUAGES[lang])
        unknown.update(t.unknown)
        return t

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        laid_out = screens(t)
        unknown.update(t.unknown)
        return laid_out

    status = build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)
    if unknown:
        print(f"not in cacti.pot, English in every language: {', '.join(sorted(unknown))}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
