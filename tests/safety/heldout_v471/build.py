"""Builds the four-hundred-and-seventy-first held-out corpus (``heldout_v471.yaml``) from a real
web app's source.

The source is Virtualmin GPL (github.com/virtualmin/virtualmin-gpl), the hosting control
panel that runs as a Webmin module written in Perl, whose pages are rendered on the server
with Webmin's ``ui-lib`` functions, at commit 69a9c2af70eb5eb5d15b44fdef2fe343d7fb4b38
("Update changelog", 22 Aug 2026). Read: ``delete_domain.cgi``, ``disable_domain.cgi``,
``enable_domain.cgi``, ``clone_form.cgi``, ``edit_pass.cgi``; ``list_users.cgi``,
``change_users.cgi``, ``delete_users.cgi``, ``save_user.cgi`` (its deletion confirmation),
``users_table`` in ``virtual-server-lib-funcs.pl``, ``edit_mailusers.cgi``,
``edit_newnotify.cgi``; ``list_aliases.cgi``, ``delete_aliases.cgi``, ``list_databases.cgi``,
``delete_databases.cgi``, ``edit_database.cgi``, ``save_database.cgi``, ``list_records.cgi``,
``delete_records.cgi``, ``reset_features.cgi``, ``set_record_ids`` in ``feature-dns.pl``,
``list_redirects.cgi``, ``delete_redirects.cgi`` and ``redirects-lib.pl`` (a redirect's id);
``list_scripts.cgi``, ``mass_uninstall.cgi``, ``edit_script.cgi``, ``unscript_install.cgi``;
``list_sched.cgi``, ``delete_scheds.cgi``, ``list_running.cgi``, ``kill_running.cgi``,
``view_backuplog.cgi``, ``restore_form.cgi``, ``delete_backup.cgi``, ``restore.cgi``,
``bwreset_form.cgi``, ``bwreset.cgi`` and ``@opt_features`` in ``virtual-server-lib.pl``;
``edit_newtmpl.cgi``, ``delete_tmpls.cgi``, ``edit_newplan.cgi``, ``delete_plans.cgi``; and the
language files ``lang/*``. How Webmin's ``ui_form_start``, ``ui_form_columns_table``,
``ui_confirmation_form`` and ``ui_buttons_row`` write their forms (the method of each) is
Webmin's own ``ui-lib.pl``.

**Screens** (31 a language, 58 actions). Servers: the delete confirmation, the disable
confirmation (its reason field), the enable confirmation, the clone form and the owner's
change password form. Users: the users list (a user's box ticked), the confirmation of Delete
Selected Users, a single user's deletion confirmation, the Email All Mailboxes form and the
Email Server Owners form. Mail and web: the aliases list, the databases list and the
confirmations of its Delete Selected and of a database's Delete This Database, the DNS records
list and the data loss warning of its reset, the website redirects list. Web apps: the list
(once with the app's box clear, once ticked), its un-install confirmation, an app's page and
its own un-install confirmation. Backups: the scheduled backups list, the running backups
list, a backup's log page, the backup's deletion confirmation, the restore confirmation and
the bandwidth re-computation form. Templates: the server templates list and the
confirmation of its deletion, the account plans list. A page's title is its
``ui_print_header`` title; a table's row checkbox is named by the row's name (the user, the
alias, the database, the record, the redirect's path, the backup's destination, the
template, the plan); a footer's return link is named by the module's words for the page it
opens (the theme writes its own "Return to" before them). Controls whose words are
Webmin's core strings and not the module's (Yes and No radios, the alias and user editors'
Save and Delete) are left out, since their translations are not in this source; the
virtual servers list's bulk buttons belong to the Pro edition (``pro/``), absent here, and
signing in and out are Webmin's and its theme's, not the module's.

**Strings** are the module's language files, ``lang/en`` for English and, for the others,
``lang/zh`` (simplified Chinese), ``lang/ja``, ``lang/de``, ``lang/fr``, ``lang/es``,
``lang/pt_BR`` and ``lang/ru``, each with its machine-translated companion ``<lang>.auto``
(read first, so a translator's line wins), as Webmin loads them with its default of
including machine translations; ``$1``, ``$2`` are filled in as ``&text`` does and HTML
tags dropped. There is no Korean file, so Korean shows every string in English, as Webmin
does for a module without one. A key that a language lacks shows English, and the build
prints which: only Korean falls back (all 149 strings); every other language has every
string used here, from its translators' file or its ``.auto`` file (of the 149, the
translators' files give 148 in German, 92 in Spanish, 81 in Chinese, 71 in French, 37 in
Russian, 22 in Portuguese and none in Japanese, whose strings here are all machine
translations). Names of servers, users, databases, records, apps, typed texts, sizes and
numbers are the same in every language.

**What each action sends**, read from the code; the module's path is ``/virtual-server/``,
the server ``example.com`` (id ``175588080012345``). Webmin protects its forms by checking
the Referer, not with a token, so no form carries one. A form opened with
``ui_form_start(cgi)`` has no method and is a GET whose query is its fields
(``via: form``); one opened with ``"post"``, and every ``ui_form_columns_table``,
``ui_confirmation_form`` and ``ui_buttons_row``, posts its fields urlencoded; a
``"form-data"`` form (the two email forms, the restore) posts multipart/form-data, written
with a made-up boundary as Chrome writes it, the attachment part empty. Fields are in tree
order, a ticked box's ``name=value`` included, an unticked one and an unselected multiple
select left out; a named submit button adds ``name=label``, in its place among the fields
(the DNS list's ``type=A`` select follows Delete Selected Records and precedes the other
buttons), so the button's words, in the page's language, are part of the query or body;
an unnamed one (Delete Selected Redirects, Re-Compute Now, Clone Now, Restore This
Backup) adds nothing. The restore confirmation's multipart body repeats every field of the restore
form in the order of a Perl hash, which is not fixed, so only its request is written.
Links (``via: link``): the add links, the footers' return links. A box ticked or cleared
sends nothing.

Each action is labelled by what it does, not by its words. **delete:** Yes, Delete It (the
server with its files, mail, databases and DNS zone, ``delete_virtual_server``); Delete
Selected Aliases, Delete Selected Records, Delete Selected Redirects, Delete Selected
Schedules and Delete Selected Plans, which delete at once with no confirmation; Delete Now
on the databases confirmations (the data with them); Un-Install Now on both web app
confirmations (the app's files and its tables); Delete Backup Now (the backup file at its
destination and its log); Delete Templates. Judgement call: an alias, a record, a
redirect, a schedule, a plan or a template can be written again by hand, but nothing in
the app keeps or restores it. **delete-user:** Yes, Delete Them and Delete Now on the user
confirmations (the mailbox, its mail and home directory). **send:** Send Email on the
mailboxes and server owners forms (mail to other people). **reset:** Reset Records
(judgement call: its words are a button on a list, but ``delete_records.cgi`` sends the
browser on to ``reset_features.cgi``, which regenerates the zone from the template at
once, stopping only where it finds records added by hand), Proceed With Reset Anyway (the
hand-added records lost) and Re-Compute Now (judgement call: the stored per-day counts
from the date are set to zero and re-read from the logs, and days whose logs have been
rotated away cannot be counted again). **overwrite:** Restore Now (the domains' existing
files, mail and databases over-written, as the page warns). **Reversible:** Yes, Disable It
(judgement call: the page says every action is reversed when the server is enabled again)
and Yes, Enable It, Change Now (judgement call: a password can be set again), Disable
Selected and Enable Selected schedules, the default template and plan. **opens-prompt:**
Delete Selected Users, Delete Selected (databases), Un-Install Selected Web Apps,
Un-Install Web App, Delete Selected Templates and Delete This Backup, which only open a
confirmation page. **Harmless:** Clone Now (a new server beside the original), Stop
Selected Backups (judgement call: it kills a backup being made, which can be run again; a
partial backup is no loss), Re-Install Dependencies, Restore This Backup (it opens the
restore form), the Edit New User Defaults, Email All Mailboxes and Show Email Client
Settings buttons (pages), every link and every checkbox. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/virtualmin/virtualmin-gpl virtualmin-gpl
    git -C virtualmin-gpl checkout 69a9c2af70eb5eb5d15b44fdef2fe343d7fb4b38
    python tests/safety/heldout_v471/build.py virtualmin-gpl

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

from virtualmin import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v471.yaml")


def read_lang(path: Path) -> dict[str, str]:
    """A Webmin language file: ``key=value`` lines (``#`` lines are comments); two lines of
    ``zh.auto`` that this corpus does not use hold broken UTF-8, read as replacement marks."""
    table: dict[str, str] = {}
    if not path.is_file():
        return table
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        key, sep, value = line.partition("=")
        if sep and not line.startswith("#"):
            table[key.strip()] = value
    return table


class Lookup:
    """``t(key, *args)`` as Webmin's ``$text{key}`` and ``&text(key, args)``: the language's
    string (its ``.auto`` file under its own), English's where it has none (``fallbacks``),
    ``$n`` filled from ``args``, tags dropped and entities read."""

    def __init__(self, folder: Path, code: str) -> None:
        self.english = read_lang(folder / "en")
        own = {**read_lang(folder / f"{code}.auto"), **read_lang(folder / code)}
        self.table = own if code else {}
        self.code = code
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the module")
        text = self.table.get(key, "").strip()
        if not text:
            if self.code != "en":
                self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"\$(\d)", lambda m: args[int(m.group(1)) - 1], text)
        text = html.unescape(re.sub(r"<[^>]+>", "", text))
        return re.sub(r"\s+", " ", text).strip()


def main(checkout: str) -> int:
    folder = Path(checkout) / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
