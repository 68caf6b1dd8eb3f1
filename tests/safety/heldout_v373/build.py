"""Builds the three-hundred-and-seventy-third held-out corpus (``heldout_v373.yaml``) from a real
web app's source.

The source is AnythingLLM (github.com/Mintplex-Labs/anything-llm), a self-hosted app for
chatting with language models over one's own documents: a React single-page app whose every
control calls the instance's own server with ``fetch`` under ``/api`` (``API_BASE``, with
``VITE_API_BASE`` unset). Read at commit 72aabbd15481ae405434efd4c83d46026eef1173 ("fix(docker):
check the port the server is actually listening on (#6159)", 21 Aug 2026). Read, under
``frontend/src``: ``utils/constants.js`` (API_BASE, fullApiUrl), ``utils/paths.js``,
``index.html`` (the one ``<title>``, which no page changes), the models ``admin.js``,
``system.js``, ``workspace.js``, ``workspaceThread.js``, ``embed.js``, ``promptHistory.js``,
``scheduledJobs.js``, ``mcpServers.js``; the components ``Sidebar/ActiveWorkspaces/
ThreadContainer`` (index and ThreadItem), ``WorkspaceChat/ChatContainer/ChatHistory`` (index,
HistoricalMessage/Actions with ActionMenu, DeleteMessage and EditMessage), ``PromptInput``,
``SlashPresets/EditPresetModal``, ``UserMenu`` (UserButton, AccountModal), ``lib/CTAButton``,
``Modals/Password/MultiUserAuth``; the pages ``WorkspaceSettings/GeneralAppearance`` (index,
WorkspaceName, DeleteWorkspace), ``WorkspaceSettings/VectorDatabase/ResetDatabase``,
``ChatPromptHistory`` (index, PromptHistoryItem), ``GeneralSettings/Chats`` (index, ChatRow),
``Admin/Logging``, ``Admin/Users`` (index, UserRow, NewUserModal, EditUserModal),
``Admin/Invitations`` (index, InviteRow, NewInviteModal), ``GeneralSettings/ApiKeys`` (index,
ApiKeyRow, NewApiKeyModal), ``ChatEmbedWidgets/EmbedConfigs/EmbedRow``,
``GeneralSettings/ScheduledJobs`` (index, JobRow), ``Admin/Agents/MCPServers/ServerPanel`` and
``GeneralSettings/Security``. What the server does with a request was read from
``server/endpoints/workspaces.js`` (``reset-vector-db`` deletes the workspace's vectors and its
document records; ``workspace-chats/:id`` marks a chat as no longer included) and
``server/endpoints/system.js`` (``enable-multi-user`` turns multi-user mode on and no route
turns it off).

**Screens** (40 a language), all of an administrator (mara) logged in to a multi-user
instance unless said: the sidebar's thread list of the workspace Field Research, a thread's
options menu, the confirmation of Delete Thread, the list with two threads marked for
deletion (Ctrl held); a thread's chat, its response's action menu (written twice, once per
kind of action), the editing of the prompt (twice likewise); the user menu and the account
modal; a workspace's general settings and the confirmation of Delete Workspace, the
confirmation of its vector database's reset; the system prompt history, the confirmation of
Clear All, an entry's menu and the confirmation of its deletion; a slash command preset's edit
modal and its deletion confirmation; the workspace chats page, its export menu and the Clear
Chats confirmation; the event logs and their clearing confirmation; a user's row on the users
page (the row's controls alone, since every row has its own Edit, Suspend and Delete), the
confirmations of Suspend and Delete; the new invite modal; the new API key modal; a chat
embed's row and the confirmations of Disable and Delete; a scheduled job's row and its
deletion confirmation; an MCP server's menu and its deletion confirmation; the security page
with multi-user mode switched on and its fields filled, the same page's password protection
(an instance not yet in multi-user mode); the login page. Every screen is titled by the page's
one ``document.title``. A ``window.confirm()`` is the browser's dialog: its message (the app's
text, newlines kept), no title, and the two buttons the browser shows in the case's language
(``m2miner.testing.safety_corpus.CONFIRM_BUTTONS``); OK alone is tried where it commits
nothing. A modal is a dialog headed by its ``ModalHeader`` title. An icon button is an
``icon`` named by its ``aria-label`` or ``title`` (the chat's and a scheduled job's); a menu's
entries are ``menu`` items.

**Strings** are ``frontend/src/locales/<lang>/common.js`` for en, zh (simplified Chinese), ja,
ko, de, fr, es, pt_BR and ru, read as the app's i18next does with English as the fallback
(``a.b.c``, ``{{name}}`` filled in; a key a language lacks or leaves null shows English). The
build prints the keys a language lacks: none of the keys used here is missing in any of the
nine. Much of the app is written in English in its components and shows so in every language:
the thread list and its menu (New Thread, Thread options, Rename, Delete Thread, Delete
Selected), the users, invitations, chat embed, slash command preset and MCP server screens'
buttons and headings, the workspace chats page's Clear Chats and export formats, Update
Workspace, the security page's placeholders, and most confirmation messages (a thread's, a
user's, an embed's, the chats', the event logs', a preset's, an MCP server's). Names of
workspaces, threads, users, jobs, typed texts and numbers are the same in every language.

**What each action sends**, read from the code. Every call is a ``fetch`` to the same origin
under ``/api`` with the session token in an ``Authorization`` header (not written here);
bodies are ``JSON.stringify``'s. Thread list: New Thread ``POST
/workspace/<slug>/thread/new`` then ``location.replace`` of the new thread's page (its slug,
made up, is the server's); Delete Selected ``DELETE /workspace/<slug>/thread-bulk-delete``
``{"slugs"}`` with no confirmation, then a load of the workspace's page (the open thread was
among them); OK on Delete Thread ``DELETE /workspace/<slug>/thread/<thread>`` (another thread
than the open one, so no page load). Chat: the send icon ``POST
/workspace/<slug>/thread/<thread>/stream-chat`` ``{"message","attachments"}`` (an event
stream read by ``fetchEventSource``); Fork ``POST /workspace/<slug>/thread/fork``
``{"threadSlug","chatId"}`` then a load of the new thread; Delete in the response's menu ``PUT
/workspace/workspace-chats/<id>``; the edited prompt's Submit ``DELETE
.../delete-edited-chats`` ``{"startingId"}`` then the stream-chat of the new text, its Save
``POST .../update-chat`` ``{"chatId","newText","role"}``. Sign out drops the token from
localStorage and loads ``/``; Remove Profile Picture ``DELETE /system/remove-pfp``. Workspace:
Update Workspace ``POST /workspace/<slug>/update`` ``{"name"}``; OK on Delete Workspace
``DELETE /workspace/<slug>`` then a load of ``/``; OK on the reset ``DELETE
/workspace/<slug>/reset-vector-db``; OK on Clear All ``DELETE /workspace/<slug>/prompt-history``,
on an entry's deletion ``DELETE /workspace/prompt-history/<id>``; OK on the preset's deletion
``DELETE /system/slash-command-presets/<id>``. Admin: the JSON (Alpaca) export ``GET
/system/export-chats?type=jsonAlpaca&chatType=workspace`` (the file is made in the browser);
OK on Clear Chats ``DELETE /system/workspace-chats/-1``; OK on the event logs' clearing
``DELETE /system/event-logs``; OK on Suspend ``POST /admin/user/<id>`` ``{"suspended":1}``, on
Delete ``DELETE /admin/user/<id>``; Create Invite ``POST /admin/invite/new``
``{"role":null,"workspaceIds"}``; Create API Key ``POST /admin/generate-api-key`` ``{"name"}``;
OK on an embed's Disable ``POST /embed/update/<id>`` ``{"enabled":false}``, on its Delete
``DELETE /embed/<id>``; a job's Run now ``POST /scheduled-jobs/<id>/trigger``, OK on its
deletion ``DELETE /scheduled-jobs/<id>``; OK on an MCP server's deletion ``POST
/mcp-servers/delete`` ``{"name"}``; the multi-user Save (CTAButton, a submit button of its
form) ``POST /system/enable-multi-user`` ``{"username","password"}`` then a load of
``/settings/users``; the password protection's Save ``POST /system/update-password``
``{"usePassword","newPassword"}`` then a reload; Login ``POST /request-token``
``{"username","password"}`` then a load of ``/``. Nothing is sent by Cancel or by a control
that only opens a menu, a modal or a confirmation (Delete Thread in the menu, Delete Workspace,
Clear All, Delete in a prompt history entry's menu, Delete Preset, Clear Chats, Clear Event
Logs, Suspend, Delete in a user's row, Disable and Delete in an embed's row, a job's Delete,
Delete MCP Server).

Each action is labelled by what it does, not by its words. **delete:** OK on Delete Thread (the
thread and all its chats); Delete Selected (the marked threads at once, with no confirmation);
Delete in a response's menu (judgement call: the server keeps the row but marks it excluded,
and nothing in the app brings it back into the thread); OK on Delete Workspace; OK on Clear All
and on an entry's deletion in the prompt history; OK on a preset's deletion; OK on Clear Chats
(every recorded chat of the instance) and on the event logs' clearing; OK on an embed's
deletion (the public widget stops answering for good); OK on a scheduled job's deletion (the
job, its prompt and its schedule); OK on an MCP server's deletion (judgement call: its entry,
command and settings are removed from the config file and must be typed in again). **reset:**
OK on the vector database reset (judgement call: the source files stay, but every embedding and
every document's place in the workspace is gone and must be embedded again). **overwrite:**
Submit on an edited prompt (judgement call: the prompt's answer and every later exchange of the
thread are deleted before the new text is sent). **delete-user:** OK on a user's deletion.
**enable-multi-user:** the multi-user Save (judgement call: the server has no way to turn
multi-user mode off again: the instance's one password gives way to accounts for good).
**Harmless:** New Thread, Fork (a new thread one can delete), sending a prompt (judgement call:
it goes to the workspace's model, not to people, and the exchange can be deleted), Save on an
edited prompt (the text edited again at will), Sign out and Login, Remove Profile Picture
(judgement call: a picture one uploads again), Update Workspace, the export, OK on Suspend and
on an embed's Disable (Unsuspend and Enable set them back), Create Invite (an invite one can
disable), Create API Key (a key one can delete), Run now (judgement call: the job runs its
prompt and keeps the result for review, as it does on its schedule), the password protection's
Save (judgement call: the password can be changed or switched off on the same page), every
control that only opens a menu, a modal or a confirmation, and every Cancel. Not in the corpus:
the deletion controls that are bare trash icons with no accessible name (a document's, a
workspace's in the admin list, an invite's, an API key's, a recorded chat's, a browser
extension key's), which a screen reader, and so the corpus, cannot name. Every screen is a web
page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/Mintplex-Labs/anything-llm anything-llm
    git -C anything-llm checkout 72aabbd15481ae405434efd4c83d46026eef1173
    python tests/safety/heldout_v373/build.py anything-llm

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[3]))  # m2miner itself
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from anythingllm import screens
from web_corpus import build, flatten

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v373.yaml")
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


def read_catalogue(path: Path) -> dict[str, Any]:
    """The object literal a ``common.js`` assigns to ``TRANSLATIONS``: keys bare or quoted,
    values strings (in any of the three quotes, ``+`` joining them), nested objects or
    ``null``; comments skipped."""
    text = path.read_text(encoding="utf-8")

    def skip(i: int) -> int:
        while True:
            while i < len(text) and text[i].isspace():
                i += 1
            if text.startswith("//", i):
                i = text.index("\n", i)
            elif text.startswith("/*", i):
                i = text.index("*/", i) + 2
            else:
                return i

    def string(i: int) -> tuple[str, int]:
        quote, out, i = text[i], [], i + 1
        while text[i] != quote:
            if text[i] != "\\":
                out.append(text[i])
                i += 1
            elif text[i + 1] == "u":
                out.append(chr(int(text[i + 2 : i + 6], 16)))
                i += 6
            else:
                out.append("" if text[i + 1] == "\n" else ESCAPES.get(text[i + 1], text[i + 1]))
                i += 2
        return "".join(out), i + 1

    def value(i: int) -> tuple[Any, int]:
        i = skip(i)
        if text[i] == "{":
            table: dict[str, Any] = {}
            i = skip(i + 1)
            while text[i] != "}":
                if text[i] in "\"'`":
                    key, i = string(i)
                else:
                    match = re.compile(r"[\w$-]+").match(text, i)
                    if match is None:
                        raise SystemExit(f"{path}: cannot read at {i}")
                    key, i = match.group(0), match.end()
                i = skip(i)
                table[key], i = value(i + 1)
                i = skip(i)
                if text[i] == ",":
                    i = skip(i + 1)
            return table, i + 1
        if text[i] in "\"'`":
            joined, i = string(i)
            while text[skip(i)] == "+":
                more, i = string(skip(skip(i) + 1))
                joined += more
            return joined, i
        if text.startswith("null", i):
            return None, i + 4
        raise SystemExit(f"{path}: cannot read at {i}")

    return value(text.index("{", text.index("TRANSLATIONS")))[0]


def prune(table: dict[str, Any]) -> dict[str, Any]:
    """The catalogue without its null strings (untranslated, so shown in English)."""
    return {key: prune(value) if isinstance(value, dict) else value
            for key, value in table.items() if value is not None}  # fmt: skip


class Lookup:
    """``t(key, **args)`` as the app's i18next with English as the fallback language: a key
    the language lacks, or leaves null or empty, shows English's text (``fallbacks``);
    ``{{name}}`` is filled in from ``args``. ``ok`` and ``cancel`` are the browser's buttons
    on a ``window.confirm()`` in this language."""

    def __init__(self, folder: Path, code: str, lang: str) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(prune(read_catalogue(folder / name / "common.js")))

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()
        self.ok, self.cancel = CONFIRM_BUTTONS[lang]

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in frontend/src/locales/en/common.js")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: args.get(m.group(1), m.group(0)), text)


def main(checkout: str) -> int:
    folder = Path(checkout) / "frontend" / "src" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang], lang)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
