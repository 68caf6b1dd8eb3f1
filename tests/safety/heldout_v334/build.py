"""Builds the three-hundred-and-thirty-fourth held-out corpus (``heldout_v334.yaml``) from a
real web app's source.

The source is Cockpit (github.com/cockpit-project/cockpit), the web console for Linux servers:
a shell page that loads each tool (overview, services, accounts, diagnostic reports, kernel
dump, software updates) in an iframe, every one of which talks to the server over the one
WebSocket of the session, ``wss://<host>:9090/cockpit/socket``, in Cockpit's own protocol:
a message is a channel id, a newline and a payload, control messages having an empty channel.
A tool runs commands (``cockpit.spawn``: an ``open`` control message of a ``stream`` channel
carrying the command line, then the data written to its standard input and ``done``), calls
D-Bus methods on clients it opened when it loaded (``{"call": [path, interface, method,
args], "id": cookie}`` on the client's channel) and writes or removes files (``fsread1`` and
``fsreplace1`` channels). Read at commit 233b1c178dcb95ccef356832afd9d60023d601e9 ("ws: Free
"language" string also when it comes from the cookie", 20 Aug 2026). Read: the transport
(``pkg/lib/cockpit/_internal/transport.ts``, ``channel.js``, ``parentwebsocket.ts``,
``location-utils.ts``), ``pkg/lib/cockpit.js`` (spawn, script, the D-Bus client's call, the
file API's read, replace and modify, logout), ``pkg/shell/router.jsx`` (a frame's channel
seed ``1:N!`` and the ``group`` the shell adds to a frame's ``open`` messages),
``src/ws/cockpitwebservice.c`` (the session's seed ``1:`` and host ``localhost``),
``pkg/shell/shell.tsx`` (the document title), ``pkg/shell/topnav.tsx``,
``pkg/lib/superuser-dialogs.tsx``, ``pkg/static/login.html`` and ``login.js``;
``pkg/systemd/overview.jsx``, ``overview-cards/configurationCard.jsx``,
``pkg/lib/cockpit-components-shutdown.jsx``, ``pkg/systemd/service-details.jsx``;
``pkg/users/accounts-list.js``, ``account-details.js``, ``account-create-dialog.js``,
``group-create-dialog.js``, ``group-actions.jsx``, ``delete-group-dialog.js``,
``delete-account-dialog.js``, ``logout-account-dialog.js``, ``lock-account-dialog.js``,
``password-dialogs.js``, ``authorized-keys.js``, ``authorized-keys-panel.js`` and the scripts
``ssh-list-public-keys.sh`` and ``ssh-add-public-key.sh``;
``pkg/lib/cockpit-components-password.tsx`` (pwscore); ``pkg/sosreport/sosreport.jsx``;
``pkg/kdump/kdump-view.jsx``, ``kdump-client.js`` and ``crashkernel.sh``;
``pkg/packagekit/updates.jsx`` and ``pkg/lib/packagekit.js``; ``pkg/lib/cockpit-po-plugin.js``
(which messages a page's catalogue holds); each package's ``manifest.json``.

**Screens** (41 a language, some written more than once), of the user ``admin`` logged in to
``web01.example.com`` with administrative access unless said: the top bar, its session
menu, the dialog that limits access, the top bar with limited access and the password prompt
that turns administrative access back on, the login page; the overview with its header menu
open, the reboot and shut-down modals (a message typed for the reboot, a delay of one minute)
and the host name dialog; a running, enabled service's details (The Apache HTTP Server), its
actions menu and the mask confirmation, a timer made in Cockpit (Nightly home backup) with its
actions menu open and its delete confirmation; the accounts page, the menu of the account
``alice``, the log-out confirmation, the create account dialog (Dana Whitfield, ``dana``, UID
1002, a password) and the create group dialog (``backup-ops``, 1003), a group's menu, the
delete confirmation of a group and the forced one of a group that is some user's primary
group; alice's page (its buttons, written three times, once per kind of action) and, scrolled
down, its authorized keys card holding one key (written twice), the delete dialog with Delete
files checked and unchecked, the set password dialog, the force password change dialog and
the add key dialog; the diagnostic reports page with one report (written twice), the report's
menu, the run report dialog (label ``ticket4471``) and the delete confirmation; the kernel
dump page and its test dialog; the software updates page with three updates, one a security
update. Pages are titled by the shell's ``document.title`` (the tool's manifest label, then
``admin@web01.example.com``), the login page by the host name. A modal is a dialog over its
page headed by its title; where a modal's text is more than its form, it is the dialog's
message. Several of Cockpit's modals are titled by their button's caption (Reboot, Shut
down, Mask service), so the check that a tapped label names one control counts only the
dialog's message as text (a heading is no control); the set password dialog, whose title and
button are both "Set password", is written without its title. The keys card is its own
screen because in Chinese its Remove and the page's Delete are the same word. A menu's entries
are ``menu`` items, a switch or checkbox a ``switch`` with its state before the tap.

**Strings** are the app's gettext catalogues ``po/<lang>.po`` for zh_CN, ja, ko, de, fr, es,
pt_BR and ru (English is the msgid), read as ``cockpit-po-plugin`` builds a page's catalogue:
obsolete (``#~``) and fuzzy messages left out, and a message kept only where it is referenced
from the page's package, ``src`` or ``pkg/lib`` (a manifest label from that package's
``manifest.json``); a message a language lacks would show in English, and the build prints
the messages that do: none of the messages here falls back in any of the eight languages.
``$0`` is filled in as ``cockpit.format`` does. Names, passwords, keys, labels and messages
typed are the same in every language.

**What each action sends**, read from the code, as the WebSocket messages the page sends (a
frame's messages go through the shell, which sends them unchanged but for the ``group`` of an
``open``); channel numbers, D-Bus cookies, the file tag, the PackageKit transaction path and
the CSRF token are made up, in the order the code would use them. Top bar: Administrative
access opens its dialog and sends nothing; Limited access opens the other and at once calls
``cockpit.Superuser`` ``Stop`` then ``Start("sudo")`` on the internal bus; Authenticate calls
``Answer`` with the password typed, its Cancel ``Stop``, Limit access ``Stop``. Log out sends
the control message ``{"command":"logout","disconnect":true}`` and the page then reloads
(``GET /system``). The login page's Log in is an XMLHttpRequest ``GET /cockpit/login`` (the
credentials in its Authorization header, not written here), then a reload of ``/``. Reboot
and Shut down spawn ``shutdown --reboot|--poweroff +1 MESSAGE``; Change calls hostname1's
``SetStaticHostname`` and ``SetPrettyHostname``. The service's switch calls ``StopUnit``,
``DisableUnitFiles`` and ``Reload``; Restart ``RestartUnit``, Stop ``StopUnit``, Mask service
``MaskUnitFiles`` and ``Reload``; the timer's Delete entry spawns ``systemctl show`` to find
the files, and the confirmation's Delete calls ``StopUnit``, ``DisableUnitFiles``, ``Reload``,
removes the timer and service files (``fsreplace1`` with no content) and calls ``Reload``.
Accounts: Create spawns ``pwscore`` (the password on its input), two ``test`` commands on the
home directory, ``useradd`` and ``chpasswd`` (``dana:PASSWORD`` on its input); the group's
Create ``groupadd``; Delete and Force delete ``groupdel`` (``-f``); Log out and Terminate
session ``loginctl terminate-user alice``; the account's Delete ``userdel -r alice`` (or
without ``-r``); Set password ``pwscore`` then ``chpasswd``; Reset password ``passwd -e``; the
switch ``usermod alice --lock``; Add runs ``ssh-list-public-keys.sh`` then
``ssh-add-public-key.sh alice /home/alice`` (``/bin/sh -c SCRIPT --``, the key on the input);
Remove reads ``/home/alice/.ssh/authorized_keys`` (``fsread1``) and, the only key gone,
removes the file (``fsreplace1`` with its tag and no content). Diagnostic reports: Run report
spawns ``sos report --batch --label ticket4471`` (in a pty); Download loads
``/cockpit/channel/<csrf>?<base64 of the fsread1 options>`` in a hidden iframe (``via:
link``); Delete removes the report and its ``.asc``, ``.gpg``, ``.md5`` and ``.sha256``.
Crash system runs ``crashkernel.sh`` (``/bin/sh -c``: sync, then ``echo c >
/proc/sysrq-trigger``). Install all updates and Install security updates call PackageKit's
``CreateTransaction`` and then ``UpdatePackages`` with flags 0 and the package ids (all three,
or the security update's). Left out: the signal subscriptions (``add-match``, ``watch``) a
page sends to follow a job, and the reads a page makes after a write only to refresh what it
shows. Nothing is sent by the controls that only open a menu, a dialog or a confirmation
(Administrative access, edit, Disallow running (mask) and the account menu's entries, Delete
group, the account page's Delete and Set password, Add key, Run report on the page, the
report menu's Delete, Test configuration) and by every Cancel but the password prompt's.

Each action is labelled by what it does, not by its words. **Irreversible:** Reboot
(``reboot``, judgement call: every session, process and unsaved piece of work on the server
ends, and the machine may not come back without someone at it) and Shut down (``power-off``:
the server stops and Cockpit cannot start it again); the timer's Delete (``delete``: its unit
files are removed, with no trash), Delete and Force delete of a group (``delete``: the group
is gone, its members lose it; forced, the users whose primary group it is keep a dangling
group id) and the report's Delete (``delete``: the file and its checksums); Log out in the
log-out confirmation and Terminate session (``terminate``, judgement call: ``loginctl
terminate-user`` kills every process of alice's sessions, and whatever they held unsaved is
lost); Remove of an authorized key (``revoke``, judgement call: whoever holds the key loses
access at once, and only the key's owner holds a copy that could be added back); Delete of an
account with or without its files (``delete-user``); Set password for alice (``overwrite``,
judgement call: her password is replaced, and the old one cannot be set back); Crash system
(``crash``: the kernel is crashed on purpose, and with it everything running); Install all
updates and Install security updates (``update``, judgement call: packages are replaced by
newer versions, and Cockpit offers no way back to the old ones). **Harmless or reversible:**
Reset password (judgement call: alice must choose a new password at her next login, but keeps
her access and nothing is lost), Limit access and Authenticate (administrative access is
switched off and on again), Log out and Log in, Change of the host name, the service's switch,
Restart, Stop and Mask service (judgement call: all set back by Start, the switch and Allow
running; a restart loses nothing the service keeps on disk), the switch that disallows alice's
interactive password (undone by the same switch), creating an account, a group or a report and
adding a key (each one can be deleted), the report's Download, and every control that only
opens a menu, a dialog or a confirmation and every Cancel. Every screen is a web page (``web:
true``) and every action states its messages and requests.

The builder reads the catalogues, the manifests' labels as referenced in them and the three
shell scripts from a checkout of the source:

    git clone https://github.com/cockpit-project/cockpit cockpit
    git -C cockpit checkout 233b1c178dcb95ccef356832afd9d60023d601e9
    python tests/safety/heldout_v334/build.py cockpit

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from cockpit import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v334.yaml")
SCRIPTS = {"ssh-list-public-keys": "pkg/users/ssh-list-public-keys.sh",
           "ssh-add-public-key": "pkg/users/ssh-add-public-key.sh",
           "crashkernel": "pkg/kdump/crashkernel.sh"}  # fmt: skip
Entry = tuple[list[str], list[str], bool]  # references, msgstr forms, fuzzy


def read_po(path: Path) -> dict[str, Entry]:
    """A gettext catalogue as cockpit-po-plugin reads it: ``#~`` lines dropped, each message
    keyed by its msgctxt and msgid joined with ``\\x04``, with its references, its
    translations and whether it is fuzzy."""
    table: dict[str, Entry] = {}
    refs: list[str] = []
    fuzzy = False
    fields: dict[str, str] = {}
    last = ""

    def flush() -> None:
        nonlocal refs, fuzzy, fields
        if fields.get("msgid"):
            key = fields["msgid"]
            if "msgctxt" in fields:
                key = f"{fields['msgctxt']}\x04{key}"
            forms = [v for k, v in sorted(fields.items()) if k.startswith("msgstr")]
            table[key] = (refs, forms, fuzzy)
        refs, fuzzy, fields = [], False, {}

    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#~"):
            continue
        if not line.strip():
            flush()
        elif line.startswith("#:"):
            if fields:
                flush()
            refs += line[2:].split()
        elif line.startswith("#,"):
            if fields:
                flush()
            fuzzy = fuzzy or "fuzzy" in line
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            fields[last] += ast.literal_eval(line)
        else:
            name, _, rest = line.partition(" ")
            if name in ("msgctxt", "msgid") and "msgstr" in "".join(fields):
                flush()
            last = name
            fields[name] = ast.literal_eval(rest)
    flush()
    return table


class Lookup:
    """``t(msgid, pkg)`` as cockpit.gettext shows it in a page of package ``pkg``: the
    translation when the language's catalogue has one that is not fuzzy, not empty and
    referenced from ``pkg/<pkg>``, ``src`` or ``pkg/lib`` (what cockpit-po-plugin writes
    into that package's ``po.<lang>.js``; a manifest label from the ``manifest.json`` of
    ``pkg`` instead), else English (``fallbacks``); ``$0``, ``$1`` filled in from
    ``args``."""

    def __init__(self, folder: Path, code: str, english: dict[str, Entry]) -> None:
        self.table = {} if code == "en" else read_po(folder / f"{code}.po")
        self.english = english
        self.fallbacks: set[str] = set()

    def __call__(self, msgid: str, pkg: str, *args: Any, manifest: bool = False,
                 context: str = "") -> str:  # fmt: skip
        key = f"{context}\x04{msgid}" if context else msgid
        if key not in self.english:
            raise SystemExit(f"no message {key!r} in po/de.po")
        text = msgid
        refs, forms, fuzzy = self.table.get(key, ([], [], True))

        def wanted(ref: str) -> bool:
            if manifest:
                return ref.startswith(f"pkg/{pkg}/") and "manifest.json" in ref
            return ref.startswith((f"pkg/{pkg}/", "src/", "pkg/lib/")) and (
                "manifest.json" not in ref
            )

        if self.table:
            if not fuzzy and forms and forms[0] and any(wanted(r) for r in refs):
                text = forms[0]
            else:
                self.fallbacks.add(f"{pkg}: {msgid}")
        return re.sub(r"\$(\d)", lambda m: str(args[int(m.group(1))]), text)


def main(checkout: str) -> int:
    root = Path(checkout)
    folder = root / "po"
    english = read_po(folder / "de.po")  # every message of the app, as msgids
    scripts = {name: (root / path).read_text(encoding="utf-8") for name, path in SCRIPTS.items()}

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang], english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, scripts)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens, ("message",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
