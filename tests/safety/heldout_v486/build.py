"""Builds the four-hundred-and-eighty-sixth held-out corpus (``heldout_v486.yaml``) from a real
web app's source.

The source is ioBroker's admin (github.com/ioBroker/ioBroker.admin), the web interface of the
ioBroker home automation platform: a React single-page app served on port 8081 whose every
screen is drawn in the browser and which does almost everything over one WebSocket to the
admin adapter, which passes the calls on to the js-controller (objects, states, commands run
on a host). Read at commit dec60709e80a3f74feb11d47e99fddf2b2c83a51 ("Corrected layout of
Config view", 22 Aug 2026). Read: ``src-admin/index.html`` (it loads
``lib/js/socket.io.js``), ``src-admin/public/lib/js/socket.io.js.map`` (the source of that
client, @iobroker/ws 3.1.0: ``io.connect()`` opens ``ws://`` plus the page's host with
``?sid=`` the connection's ``Date.now()`` and ``&name=admin``; ``emit(name, ...args, cb)``
sends ``JSON.stringify([3, id, name, args])``, the id counting up per connection), and
under ``src-admin/src/``: ``App.tsx`` (the connection, ``setTitle``, ``executeCommand``),
``login/Login.tsx``, ``adminHref`` (``utils.ts``), ``tabs/Logs.tsx``, ``tabs/Adapters.tsx``,
``tabs/Instances.tsx``, ``tabs/Hosts.tsx``, ``components/Command.tsx``, the components
``Adapters/AdapterGeneric``, ``AdapterDeletionDialog``, ``AdapterUpdateDialog``,
``AdaptersUpdaterDialog``, ``AdapterInstallDialog``, ``AddInstanceDialog``,
``Instances/InstanceGeneric``, ``Hosts/HostGeneric``, ``Users/UsersList``, ``UserBlock``,
``UserEditDialog``, ``UserDeleteDialog``, ``GroupDeleteDialog``, ``Enums/EnumsMain``,
``EnumEditDialog``, ``EnumDeleteDialog``, ``CustomModal``, ``IOFields/Fields`` and the
dialogs ``NotificationsDialog`` and ``RatingDialog``. What each socket call sends was read
from the client library the app uses, github.com/ioBroker/socket-client at commit
70505df220428f51111c7a00f929b2c78a056dd6 ("chore: release v5.2.1", 21 Jun 2026):
``src/Connection.ts`` and ``src/AdminConnection.ts`` (``delObject``, ``setObject``,
``extendObject``, ``setState``, ``cmdExec``, ``delLogs``, ``restartController``,
``clearNotifications``, ``changePassword``, ``getAdapterInstances``).

**Screens** (30 a language), of a system on the host ``iobroker-pi`` at
``http://192.168.1.20:8081/``, logged in as admin with expert mode on (it shows the adapters'
Upload, Rebuild and specific-version buttons and adds ``--debug`` to the commands the tabs
run): the login page; the log tab's tool bar (twice, once per kind of action) and the
confirmation of deleting the log files; the adapters tab's tool bar, the HomeMatic RPC
adapter's row (twice), the adapter's deletion dialog without and with its custom settings
box ticked, its update dialog, the dialog updating two adapters at once, the add-instance
dialog and the rating dialog with and without a comment; an instance's row (twice), its log
level dialog, the deletion confirmations of an adapter's only instance, of one of two
instances and of an instance whose custom settings go too; a live and an offline host's row;
the user and group deletion confirmations, the user dialog editing a user and creating one,
the room deletion confirmation and the room dialog of the enums tab; the notifications
dialog (twice). A page's title is ``document.title``, which ``App.setTitle`` writes as the
tab's id and the host's name (``logs - iobroker-pi``) in every language; a MUI dialog is a
dialog over its tab, headed by its DialogTitle, its DialogContentText as its message. An icon
button in a Tooltip is an ``icon`` named by the tooltip's title (MUI puts it in the button's
``aria-label``); a checkbox with its label is a ``switch``. The user cards' edit and delete
buttons and the enabled box, which have no label, are not tapped (their dialogs are).

**Strings** are ``src-admin/src/i18n/<lang>.json`` for en, zh-cn, de, fr, es, pt and ru,
looked up as the admin's ``I18n.t(key, ...args)`` does (``%s`` filled in from the arguments
in turn). The admin has no Japanese or Korean catalogue; its language is the system's
(``system.config``), one of the languages it has a catalogue for, so a Japanese or Korean
user sees English: ja and ko show the en catalogue's strings, and the build lists every key
of theirs as shown in English. zh, de, fr, es, pt and ru have every string used here (some
are English words in the catalogue itself, as Ok in German). Host, adapter, instance, user
and room names, versions, log lines and typed texts are the same in every language; the
notifications dialog shows the host, the instance and the time of its one notification (the
js-controller's own wording of it is left out).

**What each action sends**, read from the code. Every socket call is a message on the page's
WebSocket (``via: websocket``), written as the page sends it: ``[3,id,"name",[args]]`` on
``ws://192.168.1.20:8081/?sid=1781612400123&name=admin`` (the ids and the session id made
up). Commands run on a host are ``cmdExec`` with the host's id, a command id
(``Math.random()``'s, made up) and the command line, as ``Command.tsx`` starts them when the
command dialog opens: the adapter deletion dialog's Ok ``del hm-rpc --debug`` (with the box
ticked ``del hm-rpc --custom --debug``), the update dialog's Update ``upgrade
hm-rpc@1.17.2 --debug``, the update-all dialog's Update ``upgrade hm-rpc@1.17.2`` then, when
it has finished, ``upgrade zigbee@2.0.5`` (its Debug info box unticked), the add-instance
dialog's Add ``add hm-rpc auto --host iobroker-pi --debug`` (the instance select's value
``auto`` put in as the code does), Rebuild ``rebuild hm-rpc --debug``, Upload ``upload
hm-rpc --debug``, Delete adapter ``del hm-rpc --debug``, Delete instance ``del hm-rpc.0
--debug`` (or ``hm-rpc.1``, or ``del history.1 --custom --debug``), an offline host's Remove
``host remove nas-old``. Other calls: the log deletion's Ok ``sendToHost`` ``delLogs``;
Start/stop ``extendObject`` of the instance with ``{"common":{"enabled":false}}``; Restart
``extendObject`` with ``{}``; an instance's Delete first reads ``getAdapterInstances`` (how
many instances the adapter has) and then opens its confirmation; the log level dialog's Ok
with Without restart on ``setState`` of the instance's ``logLevel`` state; Restart host
``sendToHost`` ``restartController``; the user and group deletions' Delete ``delObject``
``{"maintenance":false}`` (the user is in no group, so no group is rewritten); the user
dialog's Save ``setObject`` of the user (its stored password hash put back, made up) and
``changePassword`` with the typed password; the room dialog's Save ``setObject`` of the enum;
the room deletion's Delete ``delObject``; Acknowledge and Acknowledge & close ``sendToHost``
``clearNotifications`` with the notification's category. Reads the tabs make once an answer
is back (reloading a list, the log) are not written. HTTP requests: Log in ``POST /oauth/token``
with the urlencoded ``grant_type=password`` body (username, password, stayloggedin,
client_id), then a page load of ``/`` (``via: link``); the rating dialog's Rate ``POST
https://rating.iobroker.net/vote`` with ``{"uuid","adapter","version","rating","comment",
"lang"}`` (the comment's language set to English in its select, the uuid made up). Nothing is
sent by Stay signed in, Pause output, Clear log (it empties the page's list only), Copy, the
custom settings box, Cancel and Close, and every control that only opens a dialog or a
confirmation (Clear on disk permanent, Update all adapters, Install from custom URL, the
row's Update, Delete adapter and Add instance).

Each action is labelled by what it does, not by its words. **delete:** Ok on the log files'
deletion (the host's log files are deleted from disk); Ok on an adapter's deletion, Delete
adapter and Delete instance (the adapter's or instance's objects, states, files and settings
are removed; adding it again starts from nothing), with or without its custom settings;
Remove on an offline host (judgement call: done at once, with no confirmation; the host's
objects and its instances' settings are removed from the database); Delete on a group and on
a room (enum), which keep no trash. **delete-user:** Delete on a user. **upgrade:** Update in
an adapter's update dialog and in the update-all dialog (judgement call: the installed code
is replaced by the new version and the instances restart with it; going back needs a
specific older version installed again, and a new version may migrate its settings, so the
old state is not simply restored). **publish:** Rate with a comment (judgement call: the
comment goes to ioBroker's rating server and is shown to every user of the adapter; the app
has no way to take it back). **dismiss:** Acknowledge and Acknowledge & close (judgement
call: the host deletes the notifications of that category for every admin user; they cannot
be shown again). **Harmless:** Log in, Stay signed in, pausing and clearing the page's log
list, Rebuild and Upload (the installed adapter rebuilt or its own files uploaded again),
Add (a new instance, which can be deleted), Rate without a comment (judgement call: only
a number of stars under the installation's anonymous uuid, which the dialog shows again and
lets one change), Start/stop and Restart of an instance,
the log level (set back the same way), Restart host (judgement call: the controller and its
adapters restart and come back as they were), Copy, the user dialog's Save (judgement call:
the password can be set again the same way) and a new user, the room dialog's Save, and
every control that only opens a dialog or a confirmation, and every Cancel and Close. Not in
the corpus: Log out and the confirmations that use the shared component library's own
strings (their words are in no catalogue of the app), the object and file browsers (from
that library too), and the system and base settings' Save, whose bodies are the whole
system configuration. Every screen is a web page (``web: true``) and every action states its
requests and bodies.

    git clone https://github.com/ioBroker/ioBroker.admin ioBroker.admin
    git -C ioBroker.admin checkout dec60709e80a3f74feb11d47e99fddf2b2c83a51
    python tests/safety/heldout_v486/build.py ioBroker.admin

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from iobroker_admin import screens
from web_corpus import build

# ja and ko have no catalogue: the admin shows them English.
LANGUAGES = {"en": "en", "zh": "zh-cn", "ja": None, "ko": None, "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v486.yaml")


class Lookup:
    """``t(key, *args)`` as the admin's ``I18n.t``: the language's string, English's where
    the language has no catalogue or no text for the key (``fallbacks``); each ``%s`` is
    filled in from ``args`` in turn."""

    def __init__(self, folder: Path, code: str | None) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.english = read("en")
        self.table = read(code) if code else {}
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in src-admin/src/i18n/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        for arg in args:
            text = text.replace("%s", str(arg), 1)
        return text


def main(checkout: str) -> int:
    folder = Path(checkout) / "src-admin" / "src" / "i18n"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
