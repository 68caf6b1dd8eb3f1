"""Builds the four-hundred-and-seventy-second held-out corpus (``heldout_v472.yaml``) from a
real web app's source.

The source is OTOBO (github.com/RotherOSS/otobo), a help desk and ticket system written in Perl
whose pages are rendered on the server from Template Toolkit templates, with jQuery scripts
(``Core.*.js``) that call the server with ``Core.AJAX.FunctionCall``, at commit
9f0e4d921d0b6458275e68e50ebb882ac48a9261 ("#3517: reduced risk of unintended sideeffects", 24
Oct 2024), the head of its default branch ``rel-11_0``. Read: the templates
``Kernel/Output/HTML/Templates/Standard/`` ``Login.tt``, ``Header.tt``, ``AgentTicketZoom.tt``,
``AgentTicketMerge.tt``, ``AgentTicketActionCommon.tt`` (Close and Note), ``AgentTicketCompose.tt``,
``AgentTicketForward.tt``, ``AgentTicketBounce.tt``, ``AgentTicketPhone.tt``,
``AgentTicketEmail.tt``, ``AgentTicketOverviewSmall.tt``, ``AgentTicketBulk.tt``,
``AdminSession.tt``, ``AdminPackageManager.tt``, ``AdminDynamicField.tt``, ``AdminEmail.tt``,
``AdminNotificationEvent.tt``, ``AgentAppointmentEdit.tt``, ``CustomerTicketMessage.tt``,
``CustomerTicketZoom.tt`` and ``CustomerNavigationBar.tt``; the JavaScript template
``Kernel/Output/JavaScript/Templates/Standard/SysConfig/DialogDeployment.html.tmpl``; the
template provider ``Kernel/Output/Template/Provider.pm`` (which puts a ``ChallengeToken``
field after every form tag), ``Kernel/Output/HTML/Layout.pm`` (``ChallengeTokenParam``,
``ChallengeTokenCheck``) and ``Kernel/System/Web/InterfaceAgent.pm`` (Logout); the ticket menu
modules ``Kernel/Output/HTML/TicketMenu/Lock.pm``, ``TicketWatcher.pm`` and
``ShowHideDeletedArticles.pm``, the article menu modules ``Kernel/Output/HTML/ArticleAction/``
(``AgentTicketArticleDelete.pm``, ``AgentTicketArticleRestore.pm``, ``MarkAsImportant.pm``,
``AgentTicketForward.pm``, ``AgentTicketBounce.pm``) and the menu settings
``Ticket::Frontend::MenuModule###*`` and ``AgentTicketQuickClose###State`` of
``Kernel/Config/Files/XML/Ticket.xml``; the modules ``Kernel/Modules/AgentTicketQuickClose.pm``,
``AgentTicketBounce.pm``, ``AdminEmail.pm`` and ``AdminSystemConfigurationDeploymentHistory.pm``
(a deployment can be restored); the scripts ``var/httpd/htdocs/js/Core.AJAX.js``
(``FunctionCall``, ``SerializeData``), ``Core.App.js``, ``Core.UI.ActionRow.js`` (Bulk),
``Core.Agent.ArticleFeatures.js`` (the article delete dialog),
``Core.Agent.Admin.DynamicField.js``, ``Core.Agent.Admin.SystemConfiguration.js`` (deployment)
and ``Core.Agent.AppointmentCalendar.js`` (an appointment's deletion).

**Screens** (39 a language, 52 actions). Agent interface: the login page and its lost password
box, the header's Logout; the ticket zoom's menu (three entries: the controls that open a
popup, the pages History and Print, and Lock, Watch and Quick Close), an article's menu (its
Forward, Bounce and Delete, and its Mark), the article delete dialog, a deleted article's
Restore and the restore dialog; the popups of Merge (and its Cancel & close), Close, the reply,
Forward and Bounce; the new email ticket page; the ticket list's Bulk and the bulk popup with
an email to the customers (and its Cancel & close). Admin: the session management page (kill
all, kill one, a session's detail), the package manager's uninstall confirmation (and its
Cancel) and reinstall confirmation, the dynamic fields list's delete icon and its ``confirm()``
(OK and Cancel), the system configuration's deployment dialog, the admin message page, the
ticket notification import with and without Overwrite existing notifications. Calendar: an
appointment's edit dialog (its Delete and its Cancel) and the delete ``confirm()`` (OK and
Cancel). Customer interface: the new ticket page (its Submit and the header's Logout). A
popup's heading (``Merge Ticket#... — title``) is the screen's title and its Cancel & close a
link; an article or ticket menu is the zoom page with its entries as links; a dialog of
``Core.UI.Dialog`` is a dialog screen with its title and text; a ``window.confirm()`` has its
message, no title and Chrome's two buttons; the dynamic field's delete is an icon named by its
``title``. Selects that a tap does not change (queue, state, priority) are written as texts or
left out; the reply's template select, which only opens the reply popup, is left out and the
popup is written as opened. Forms whose body would be several kilobytes of multipart fields
(the new phone ticket, the note popup, the bulk popup's other uses, the customer's reply) are
left out for other actions of the app.

**Strings** are the Perl catalogues ``Kernel/Language/<lang>.pm`` (``$Self->{Translation}``)
that OTOBO loads at run time, for zh_CN, ja, ko, de, fr, es, pt_BR and ru, English being each
key itself; ``Translate``'s ``%s`` are filled in order. An empty translation shows English, as
OTOBO does, and the build prints which strings each language shows in English: the article
delete and restore dialogs' strings and Hide deleted articles are untranslated in Chinese,
Japanese, Korean, Portuguese and Russian (five or six strings each, Quick Close too in the last
three); Korean also lacks Issue a new Ticket and Restore; French shows seventeen strings in
English (the popup headings, Admin Message, Execute Bulk Action, Uninstall Package, the
appointment's confirmation among them); Spanish five (the deployment dialog's, Issue a new
Ticket, Quick Close); German none. The product name on the login page, ticket numbers and
titles, names, addresses and typed texts are the same in every language; Chrome's ``confirm()``
buttons are its own.

**What each action sends**, read from the code; the agent interface is ``/otobo/index.pl`` and
the customer's ``/otobo/customer.pl`` (``ScriptAlias`` ``otobo/``), the session in a cookie,
the ``ChallengeToken``, the ``FormID``, session ids and the multipart boundary made up. HTML
form posts (``via: form``): every form of a logged-in page carries the ``ChallengeToken`` as
its first field; the login and lost password forms (no session yet) do not, and carry ``Lang``,
the page's language, so their bodies differ by language. Forms with
``enctype="multipart/form-data"`` (the ticket popups, the new email ticket page, the bulk
popup, the package manager's, the notification import with its small YAML file, the customer's)
are written as Chrome's multipart body, their hidden fields in tree order and then the fields a
tap fills or decides, long forms cut after the body, the state and the priority; the bounce and
admin message forms are urlencoded. XMLHttpRequests (``Core.AJAX.FunctionCall``, a jQuery POST to
``index.pl``, the object's fields urlencoded by ``$.param`` and ``ChallengeToken`` last): the
article delete and restore dialogs' Yes (``AgentTicketArticleEdit``, ``ArticleDelete`` and
``ArticleRestore``), Deploy now (``AJAXDeployment`` in the URL, the comment in the body), the
appointment's deletion (``DeleteAppointment``), Bulk's check for locked tickets
(``AJAXIgnoreLockedTicketIDs``, the ids JSON-encoded) before its popup opens; the dynamic
field's deletion posts the link's query string as it is, with ``;Confirmed=1;`` and
``SerializeData``'s ``;ChallengeToken=`` appended, to ``index.pl?``. Page loads (``via:
link``): the menu links that open a popup window (``Action=AgentTicketMerge;TicketID=1482``),
History, Print, Mark (``MarkAsImportant``, no token), Quick Close (no token), Lock, Watch,
Logout, Kill all sessions and Kill this session (``ChallengeToken=...;`` in the URL), the bulk
popup (the selected ids and the token), a session's detail, the package manager's Cancel and
the customer's Logout. Opening a dialog, the article menu's Delete and Restore, the dynamic
field's delete icon before its ``confirm()``, and every Cancel and Cancel & close (the popup
window is closed by script) send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** **merge:** the
merge popup's Submit (a merged ticket is closed and its articles moved into the other; OTOBO
has no unmerge); **send:** the reply's, the forward's and the bounce's Send mail, the new email
ticket's Send mail, the bulk popup with an email to the customers, the admin message's Send (to
the agents chosen), the customer's new ticket (judgement call: the message goes to the service
desk's agents, who are notified, and a customer cannot take it back); **revoke:** Kill all
sessions and Kill this session (other users are signed out at once, without a confirmation);
**delete:** Uninstall package (the package's files and database tables removed), the dynamic
field's deletion (all its values deleted, as the ``confirm()`` warns) and the appointment's
deletion (shared with other agents; the ``confirm()`` says it cannot be undone); **overwrite:**
Reinstall package (manual changes lost, as the page says) and the notification import with
Overwrite existing notifications ticked. **Harmless or reversible:** the article delete
dialog's Yes (judgement call: OTOBO keeps a deleted article, shown again by Show deleted
articles and brought back by the article menu's Restore, whose dialog's Yes is here too); Close
and Quick Close (a closed ticket can be reopened); Lock, Watch and Mark (Unlock, Unwatch and
Unmark undo them); Deploy now (judgement call: the deployment history restores any earlier
deployment); the notification import without Overwrite (new notifications are added, which can
be deleted); Request New Password (judgement call: a link goes to the agent's own address and
the password is not changed until it is followed); Login and Logout, Bulk, History, Print, and
every control that only opens a popup, a dialog or a ``confirm()``, and every Cancel. Every
screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/RotherOSS/otobo otobo
    git -C otobo checkout 9f0e4d921d0b6458275e68e50ebb882ac48a9261
    python tests/safety/heldout_v472/build.py otobo

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final; nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from otobo import screens
from web_corpus import build

LANGUAGES = {"en": "", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v472.yaml")
PAIR = re.compile(r"'((?:[^'\\]|\\.)*)'\s*=>\s*'((?:[^'\\]|\\.)*)',")


def _perl(text: str) -> str:
    """A Perl single-quoted string's text (``\\'`` and ``\\\\`` are its only escapes)."""
    return re.sub(r"\\([\\'])", r"\1", text)


def read_catalogue(path: Path) -> dict[str, str]:
    """The ``$Self->{Translation} = { 'key' => 'text', ... }`` table of a language module."""
    source = path.read_text(encoding="utf-8")
    start = source.index("$Self->{Translation} = {")
    end = source.index("\n    };", start)
    return {_perl(k): _perl(v) for k, v in PAIR.findall(source[start:end])}


class Lookup:
    """``t(key, *args)`` as OTOBO's ``Translate``: the language's text, the key itself where
    the language has none (``fallbacks``), each ``%s`` filled from ``args`` in turn."""

    def __init__(self, folder: Path, name: str, keys: set[str]) -> None:
        self.table = read_catalogue(folder / f"{name}.pm") if name else {}
        self.name, self.keys = name, keys
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key not in self.keys:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            if self.name:
                self.fallbacks.add(key)
            text = key
        for arg in args:
            text = text.replace("%s", str(arg), 1)
        return text


def main(checkout: str) -> int:
    folder = Path(checkout) / "Kernel" / "Language"
    keys = set(read_catalogue(folder / "de.pm"))

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang], keys)

    return build(OUT, Path(__file__), LANGUAGES, lookup, screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
