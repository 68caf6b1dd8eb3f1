"""Builds the three-hundred-and-forty-sixth held-out corpus (``heldout_v346.yaml``) from a real
web app's source.

The source is Dockge (github.com/louislam/dockge), a self-hosted manager of Docker Compose
stacks: a Vue single-page app that does everything over one socket.io connection to its own
server, which runs ``docker compose`` on the host (or relays the event to another Dockge, an
"agent"). Read at commit f809ae192b571944ad773e9866d3e67064ae8043 ("fixed missed v-html xss
warning vulnerability", 18 Apr 2026). Read: ``frontend/src/i18n.ts`` (vue-i18n, English the
fallback locale), ``mixins/socket.ts`` (``io(location.protocol + "//" + location.host)``,
``emitAgent``, ``login``, ``logout``), ``mixins/lang.ts``, ``main.ts`` (the page title),
``layouts/Layout.vue``, ``pages/Dashboard.vue``, ``DashboardHome.vue``, ``Compose.vue``,
``Console.vue``, ``ContainerTerminal.vue``, ``Settings.vue``, ``Setup.vue``, the components
``StackList``, ``StackListItem``, ``Uptime``, ``Container``, ``Terminal``, ``Login``,
``Confirm``, ``NetworkInput``, ``ArrayInput`` and ``settings/General``, ``Appearance``,
``Security``, ``GlobalEnv``, ``About``; ``common/util-common.ts`` (terminal names, the
all-endpoints marker, port links). What the server does with each event was read from
``backend/socket-handlers/main-socket-handler.ts``, ``manage-agent-socket-handler.ts``,
``agent-proxy-socket-handler.ts``, ``backend/agent-socket-handlers/docker-socket-handler.ts``,
``terminal-socket-handler.ts``, ``backend/stack.ts``, ``backend/terminal.ts`` and
``backend/settings.ts``.

**Screens** (37 a language, written as 45 entries: a screen with actions of several kinds is
written once per kind), all of an admin logged in to ``https://dockge.example.org`` with two
other agents, ``nas.lan:5001`` (named NAS, online) and ``pi.lan:5001`` (offline): the header,
its profile menu, the stack list (immich running, uptime-kuma exited, paperless on NAS), the
home page's Docker Run box and agent list, the add-agent form, NAS's and the Pi's rows in the
list, the remove-agent modal for each, the rename modal; the page of a running stack (immich),
its dropdown and its delete modal, the page of a stopped stack (uptime-kuma) and of a stack on
NAS (paperless) and their delete modals, a container's card; uptime-kuma in edit mode (a port
changed), the browser's ``confirm()`` on leaving it, a new stack from the template; the
console (enabled) with six commands typed; the settings' general, appearance, security (with
and without authentication) and global .env pages, the about page, the disable-auth
confirmation; the login and setup pages. Every page is titled ``Dockge - dockge.example.org``
(index.html's title, to which main.ts appends the host; the login page adds `` - Login``). A
bootstrap modal is a dialog over its page whose message is its body's text, with its
buttons and its close button (``aria-label="Close"``); the app's Confirm adds its title. The
agent rows' pen and trash are Font Awesome icons with no label; each is an ``icon`` named by
its icon name, the only name it has, and each row is a screen of its own. The console's
terminal is drawn by xterm.js: the typed command is a text row after bash's prompt, and the
focused input is xterm's hidden textarea (``aria-label="Terminal input"``), left empty as
xterm leaves it. The Change Password heading of the security page is left out, because
Korean writes it with its button's words. The stack list's bulk actions, two-factor
authentication and the timezone settings are not in the corpus: the app hides them
(``v-if="false"``).

**Strings** are ``frontend/src/lang/<lang>.json`` for en, zh-CN, ja, ko-KR, de, fr, es,
pt-BR and ru, read as vue-i18n does with English as the fallback locale (``{0}`` and
``{name}`` filled in, ``a | b`` plural messages chosen by vue-i18n's default rule, a key no
catalogue has shown as the key itself); the build prints the keys each language shows in
English. No language has ``cancel`` (the delete modal's Cancel), ``confirmLeaveStack`` (the
confirmation on leaving an edited stack), ``GlobalEnv``, ``CPU``, ``disableAuth`` and
``scenarios`` (filled into the disable-auth message); English itself lacks ``Confirm``,
``Update Name``, ``Friendly Name``, ``Theme``, ``Light``, ``Dark``, ``Auto`` and ``Version``,
which every language shows as written in the code, as it does the modals' own Cancel and
"Current value:"; ja, ko and ru also lack ``CurrentHostname``, ja ``currentEndpoint``, ko and
ru ``New Container Name...``: 14 strings here show English in zh, de, fr, es and pt, 16 in ja,
ko and ru. The zh, ja, ko, de, fr, es, pt and ru disable-auth messages carry literal
``<strong>`` tags where English has a placeholder, shown as written. The browser's
``confirm()`` shows OK and Cancel in the language's words. Names of stacks, agents, hosts,
typed texts and commands are the same in every language.

**What each action sends**, read from the code. Every request is a socket.io message on the
page's WebSocket, ``wss://dockge.example.org/socket.io/?EIO=4&transport=websocket``, written
as socket.io-client frames it: ``42``, the acknowledgement id (every emit here passes a
callback; ids count up from 14 through each language's screens), then ``JSON.stringify`` of
the event and its arguments (``undefined`` written ``null``). A stack's or terminal's event is
``emitAgent``'s ``["agent", ENDPOINT, EVENT, ...]``, the endpoint ``""`` for this Dockge and
``nas.lan:5001`` for NAS. Reads: Console ``checkMainTerminal``; Settings ``getSettings``;
Compose ``dockerStats``; a stack's name ``getStack``, ``serviceStatusList`` and
``dockerStats`` (Compose.vue's mount); Bash ``terminalJoin`` and ``interactiveTerminal``.
Writes: Restart, Stop, Start, Update, Stop & Inactive and Delete's OK send ``restartStack``,
``stopStack``, ``startStack``, ``updateStack``, ``downStack`` and ``deleteStack`` with the
stack's name; a container's Stop ``stopService``; Deploy and Save ``deployStack`` and
``saveStack`` with the name, the compose YAML, the .env and whether the stack is new; Discard
``getStack`` (the edits dropped, the stack reloaded); the confirmation's OK on leaving
``leaveCombinedTerminal``; Enter in the console ``terminalInput`` with the typed line and a
carriage return; Convert to Compose ``composerize``; Connect ``addAgent`` with the form's
fields; Remove Agent ``removeAgent`` and Update Name ``updateAgent`` with the agent's URL;
Logout ``logout``; Login ``login`` ``{"username","password","token"}``; Create ``setup``;
Update Password ``changePassword`` ``{"currentPassword","newPassword","repeatNewPassword"}``;
Save (general, global .env), the beta checkbox, Enable Auth and "I understand, please
disable" ``setSettings`` with the whole settings object as ``getSettings`` gave it and the
change made (disabling adds ``"disableAuth":true`` and sends the typed current password,
enabling sets it false and reloads the page, ``via: link``). Page loads (``via: link``):
Check Update On GitHub (the releases page). Nothing is sent by Edit, Delete in a container's
card in edit mode (the service leaves the YAML in the browser until it is deployed), the
theme radio, and every control that only opens something (Add Agent, the trash icons, Delete
on a stack's page) or a modal's Cancel.

Each action is labelled by what it does, not by its words. **delete:** Delete in a stack's
delete modal (``docker compose down --remove-orphans``, then the stack's folder, its
compose.yaml, .env and every file kept beside them, removed with ``rm -rf``; no trash);
Remove Agent (judgement call: the agent's stored URL, user name and password are deleted and
every other browser is disconnected; adding it back needs the agent's password, which the app
never shows again); Enter on ``docker volume rm``, ``docker system prune -af --volumes``,
``rm -rf immich/library`` and ``docker compose ... down -v`` in the console (volumes and files
gone from the host). **overwrite:** Update (judgement call: ``docker compose pull`` replaces
the stack's images by the newest of their tags, and a running stack is recreated from them;
the images it ran are left untagged and the app offers no way back to them). **discard:**
Discard and OK in "You are currently editing a stack. Are you sure you want to leave?"
(judgement call: the unsaved edits of the YAML and .env are dropped with nothing kept).
**revoke:** Update Password (judgement call: the old password stops working and the server
disconnects every other session of the user at once). **disable-auth:** "I understand,
please disable" (judgement call: Enable Auth turns it back on, but until then anyone who
reaches the page controls Docker on the host, with nothing to undo what they did).
**Harmless:** Restart, Stop and Start of a stack or a container (the same buttons set them
back), Stop & Inactive (judgement call: ``docker compose down`` removes the containers and
networks but keeps the volumes and the stack's folder, and Start brings them back), Deploy and
Save (a new stack is created and can be deleted; an edited one is written as the editor shows
it and can be edited back), Connect (an agent added), Update Name, Convert to Compose (a
template opened), Login, Logout, Create on the setup page, the settings' Save, the
checkboxes and Enable Auth, the console's ``docker ps -a`` and ``logs``, the reads, the links,
and every control that only opens a modal or a page, and every Cancel and Leave. Every screen
is a web page (``web: true``) and every action states its requests and bodies.

The builder reads the checkout's files (not ``git show``):

    git clone https://github.com/louislam/dockge dockge
    git -C dockge checkout f809ae192b571944ad773e9866d3e67064ae8043
    python tests/safety/heldout_v346/build.py dockge

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from dockge import screens
from web_corpus import build

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko-KR", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v346.yaml")


def plural(forms: list[str], n: int | None) -> str:
    """vue-i18n's default plural rule: ``$t`` picks choice 1 of a ``a | b`` message (its
    first form) and ``$tc(key, n)`` choice ``n``; a message of three forms or more takes
    form ``min(n, 2)``."""
    choice = abs(-1 if n is None else n)
    if len(forms) == 2:
        index = (1 if choice > 1 else 0) if choice else 1
    else:
        index = min(choice, 2) if choice else 0
    return forms[min(index, len(forms) - 1)]


class Lookup:
    """``t(key, *args, n=None, **named)`` as vue-i18n's with English as the fallback locale:
    a key the language lacks or leaves empty shows English's text, and a key English lacks
    too shows the key itself (both in ``fallbacks``); ``{0}`` and ``{name}`` are filled in,
    ``n`` chooses a plural form."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, str]:
            return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: str, n: int | None = None, **named: str) -> str:
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english.get(key) or key
        if "|" in text:
            text = plural([form.strip() for form in text.split("|")], n)
        values = {**{str(i): a for i, a in enumerate(args)}, **named}
        return re.sub(r"\{\s*(\w+)\s*\}", lambda m: values.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "frontend" / "src" / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, CONFIRM_BUTTONS[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
