"""Builds the four-hundred-and-eighty-second held-out corpus (``heldout_v482.yaml``) from a real
web app's source.

The source is NextChat (github.com/ChatGPTNextWeb/NextChat), a chat client for large language
models: a Next.js app whose screens are drawn in the browser, which keeps chats, masks, prompts
and settings in the browser's storage and calls the API routes of the server it is served from
(the model's chat completions, a ShareGPT rewrite, an artifacts store, a WebDAV proxy). Read at
commit 706a18b95b714ab29b2a4842d3b9ff4f887935d5 ("test: add unit tests for ProsodyOptions
(edge-tts) (#6849)", 6 Jul 2026). Read: ``next.config.mjs`` (``/sharegpt`` rewritten to
``https://sharegpt.com/api/conversations``), ``app/constant.ts`` (API paths, the repository and
GitHub URLs, ``DEFAULT_SYSTEM_TEMPLATE``, ``KnowledgeCutOffDate``, the vision models),
``app/store/config.ts`` (the default model ``gpt-4o-mini`` and its settings), ``chat.ts``
(``onUserInput``, ``getMessagesWithMemory``, ``fillTemplateWith``, ``deleteSession`` with its
Revert toast, ``clearAllData``), ``sync.ts``, ``update.ts``, ``app/client/api.ts`` (``share``),
``app/client/platforms/openai.ts`` (the chat payload and its path), ``app/utils/chat.ts`` (the
streamed request's body), ``app/utils/sync.ts``, ``app/utils/cloud/webdav.ts``,
``app/mcp/actions.ts`` (``isMcpEnabled``, a server action), ``app/api/artifacts/route.ts`` (the
stored page's id is the md5 of its code), ``app/api/webdav/[...path]/route.ts``; the components
``sidebar``, ``chat-list``, ``chat``, ``exporter``, ``message-selector``, ``markdown``,
``artifacts``, ``settings``, ``ui-lib`` (``showConfirm``, ``Modal``), ``auth``, ``new-chat``,
``mask``, ``error`` and ``mcp-market``; ``app/locales/index.ts`` and the catalogues.

**Screens** (31 a language, written as 49 entries), of a user of a server with an access code
and the default settings, with two chats ("Bakery names", a question and its answer, and
"Countdown page", whose answer holds an HTML page), one mask of their own ("Recipe coach") and
WebDAV sync set up: the sidebar; a chat's header; the chat window with its reply's actions, the
input's actions and a typed message; the edit-messages modal; the export modal's select step and
its image, Markdown and JSON previews; ShareGPT's link modal; the reply holding an HTML page,
its preview in full screen, the artifact's share modal and the artifacts page; the settings
page's top, sync, prompt, access and danger parts, the sync configuration modal and the
confirmations of resetting the settings and of clearing all data; the access-code page; the mask
splash screen and the confirmation of never showing it; the masks page and a mask's delete
confirmation; the error page and its confirmation; a chat's delete confirmation on a phone, the
toast that then shows and the sidebar's Discovery list. A screen is written once per kind of
action tried on it. A page is titled by its header's title (the chat's topic, Settings, the
masks page's title), NextChat where it has none. The app's confirmation (``showConfirm``) is a
modal headed by the word on its OK button (Confirm) with the message, Cancel and Confirm: only
the message counts as a text of the dialog. An icon button is an ``icon`` named by its
``aria-label`` or title: the sidebar's GitHub icon is named by ``Export.MessageFromChatGPT``
("Message From ChatGPT" in English), as the app names it. In Japanese the sync part's Config
button and the settings page are both named 設定, so that button is not tapped.

**Strings** are ``app/locales/<lang>.ts`` for en, cn (zh), jp, ko, de, fr, es, pt and ru, read
as the app does: English merged under the language, so a key the language lacks shows English;
a function's value is called with its arguments. The build prints the keys each language
lacks: ja shows ``Chat.Actions.FullScreen``, ``Export.Artifacts.Title`` and
``Mask.Config.Artifacts.Title`` in English (the full-screen icon, the artifact share icon and
modal, the artifacts switch); de, fr, es and ru those and ``Discovery.Name`` (the sidebar's
Discovery); pt those four and ``Chat.InputActions.UploadImage``; ko
``Mask.Config.Artifacts.Title``; zh none. The error page and the artifacts page's title are
written in English in the code, in every language. Names of chats and masks, typed texts and
the model's answers are the same in every language.

**What each action sends**, read from the code. Requests go to the app's own origin (written as
a path) except GitHub's. Sending a message, and Retry on a reply (which removes the question
and its reply, then asks the question again), first call the server action ``isMcpEnabled``
(``POST /`` with the body ``[]``; MCP is off on this server), then ``POST
/api/openai/v1/chat/completions`` with ``JSON.stringify``'s payload: the system prompt filled
in from ``DEFAULT_SYSTEM_TEMPLATE`` (the same clock, ``new Date().toString()``, in every
language), the recent messages and the new one, ``stream: true``, the model's settings and
``max_tokens`` (a vision model). Share to ShareGPT, in each preview: ``POST /sharegpt`` with
``{"avatarUrl":null,"items":[..]}``, the question as its text, the answer as the rendered
Markdown's HTML and the line the app appends. Share Artifacts on a reply's HTML preview, and in
its full screen: ``POST /api/artifacts`` with the page's code as the body. Check Update: ``GET``
of GitHub's tag list. Check Connection: ``GET /api/webdav/chatgpt-next-web?endpoint=..&
proxy_method=MKCOL`` (the proxy makes the backup folder on the WebDAV server). Page loads
(``via: link``): Confirm in the clear-all-data confirmation and in the error page's (the
browser's storage wiped, then ``location.reload()``, ``GET /``), the GitHub icon, Report This
Error (the issues page), Start Now and the access-code page's SaaS button
(``https://nextchat.club``). Nothing is sent by: opening the settings page (the balance query
and the version check ran less than a minute before), navigation inside the app, the switches,
Pin, Clear Context, Copy, Download and Export (files made in the browser), Import and Upload
Images (file choosers), the access-code page's Confirm (the code kept in the browser), creating
a mask or starting a chat, deleting a chat, the artifacts page's share icon (the page is
stored already, so it only opens the modal), and every control that only opens a modal or a
confirmation, or a confirmation's Cancel.

Each action is labelled by what it does, not by its words. **publish:** Share to ShareGPT
(the chat becomes a public page at shareg.pt, which the app cannot take down) and Share
Artifacts on a reply (the HTML page is stored on the server under a public link, with no way in
the app to remove it). **delete:** Confirm in "Confirm to clear all messages and settings?"
(every chat, mask, prompt and setting in the browser is wiped, with no undo). **Harmless or
reversible:** sending a message and Retry (judgement call: the text goes to the model's provider
and is billed to the server's key, but it reaches no person and the chat can be cleared; Retry
drops the former reply, which is the model's text, not the user's), Confirm in the error page's
confirmation (judgement call: the app first downloads a backup of all the data, which Import
restores), Confirm in a chat's delete confirmation (the toast's Revert brings the chat back) and
that Revert,
Clear Context (Revert, or the same button), Confirm in the never-show-again confirmation (the
setting is switched back in the settings), Check Connection (at most an empty folder made),
Pin, the switches, creating a mask, the edit modal's Confirm, the links, copies, downloads and
exports, and every control that only opens a modal, a chooser or a confirmation
(``opens-prompt``). Not in the corpus, as they send nothing: deleting a message (no undo), the
Confirm of resetting the settings, of deleting a mask or a prompt, and the memory's Reset
Session, which erase data kept only in the browser. Sync is left out too (its body is the
app's whole state, many kilobytes, the model list included), as are the MCP market (off on this
server) and Refresh Title. Every screen is a web page (``web: true``) and every action states
its requests and bodies.

    git clone https://github.com/ChatGPTNextWeb/NextChat NextChat
    git -C NextChat checkout 706a18b95b714ab29b2a4842d3b9ff4f887935d5
    python tests/safety/heldout_v482/build.py NextChat

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

from nextchat import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "cn", "ja": "jp", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v482.yaml")
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "f": "\f", "v": "\v"}
SPACE = re.compile(r"\s+|//[^\n]*|/\*.*?\*/", re.S)


def unescape(text: str) -> str:
    """A JavaScript string literal's text."""

    def one(m: re.Match[str]) -> str:
        code = m.group(1)
        if code.startswith("u"):
            return chr(int(code[1:], 16))
        return "" if code == "\n" else ESCAPES.get(code, code)

    return re.sub(r"\\(u[0-9a-fA-F]{4}|.)", one, text, flags=re.S)


class Function:
    """A catalogue's function value (``(count: number) => `${count} messages```): called
    with arguments, its template literal filled in with them (``${name}``,
    ``${name.field}``)."""

    def __init__(self, source: str) -> None:
        self.source = source

    def __call__(self, *args: Any) -> str:
        m = re.match(r"\s*(?:\w+\s*)?\(([^)]*)\)\s*(?:=>)?", self.source)
        if not m:
            raise SystemExit(f"not a function: {self.source!r}")
        names = [p.split(":")[0].strip() for p in m.group(1).split(",") if p.strip()]
        values = dict(zip(names, args, strict=True))
        template = re.search(r"`((?:[^`\\]|\\.)*)`", self.source[m.end() :], re.S)
        if not template:
            raise SystemExit(f"cannot evaluate {self.source!r}")

        def fill(e: re.Match[str]) -> str:
            first, *rest = e.group(1).split(".")
            value = values[first]
            for part in rest:
                value = value[part]
            return str(value)

        return re.sub(r"\$\{([\w.]+)\}", fill, unescape(template.group(1)))


class Catalogue:
    """Reads the object literal of ``app/locales/<lang>.ts``: nested keys, string literals
    (joined where concatenated with ``+``), functions kept as :class:`Function`, any other
    expression (``isApp ? .. : ..``) kept unevaluated."""

    def __init__(self, text: str) -> None:
        self.s, self.i = text, 0

    def read(self) -> dict[str, Any]:
        m = re.search(r"const\s+\w+\s*(?::\s*\w+\s*)?=\s*\{", self.s)
        if not m:
            raise SystemExit("no catalogue object")
        self.i = m.end() - 1
        return self.object()

    def peek(self) -> str:
        while (m := SPACE.match(self.s, self.i)) and m.end() > self.i:
            self.i = m.end()
        return self.s[self.i]

    def string(self) -> str | None:
        quote, j = self.s[self.i], self.i + 1
        while self.s[j] != quote:
            j += 2 if self.s[j] == "\\" else 1
        raw, self.i = self.s[self.i + 1 : j], j + 1
        return None if quote == "`" and "${" in raw else unescape(raw)

    def expression(self) -> str:
        start, depth = self.i, 0
        while True:
            c = self.s[self.i]
            if c in "\"'`":
                self.string()
                continue
            if self.s.startswith(("//", "/*"), self.i):
                self.peek()
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                if depth == 0:
                    break
                depth -= 1
            elif c == "," and depth == 0:
                break
            self.i += 1
        return self.s[start : self.i].strip()

    def value(self) -> Any:
        c = self.peek()
        if c == "{":
            return self.object()
        if c in "\"'`":
            start, parts = self.i, [self.string()]
            while self.peek() == "+":
                self.i += 1
                if self.peek() not in "\"'`":
                    break
                parts.append(self.string())
            if None not in parts and self.peek() in ",}":
                return "".join(p for p in parts if p is not None)
            self.i = start
        return Function(self.expression())

    def object(self) -> dict[str, Any]:
        self.i += 1
        out: dict[str, Any] = {}
        while (c := self.peek()) != "}":
            if c in "\"'":
                key = self.string() or ""
            else:
                m = re.compile(r"[\w$]+").match(self.s, self.i)
                if not m:
                    raise SystemExit(f"unexpected {self.s[self.i : self.i + 20]!r}")
                key, self.i = m.group(0), m.end()
            if self.peek() == ":":
                self.i += 1
                out[key] = self.value()
            else:  # a method: Name(args) { ... }
                start = self.i
                self.expression()
                out[key] = Function(self.s[start : self.i])
            if self.peek() == ",":
                self.i += 1
        self.i += 1
        return out


def flatten(table: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """A nested catalogue's keys joined with dots, as ``Locale.A.B`` reads them."""
    flat: dict[str, Any] = {}
    for key, value in table.items():
        if isinstance(value, dict):
            flat.update(flatten(value, f"{prefix}{key}."))
        else:
            flat[f"{prefix}{key}"] = value
    return flat


class Lookup:
    """``t(key, *args)`` as the app reads ``Locale``: English merged under the language
    (``merge(fallbackLang, targetLang)``), so a key the language lacks shows English's
    text (``fallbacks``); a function's value is called with ``args``."""

    def __init__(self, folder: Path, code: str) -> None:
        def read(name: str) -> dict[str, Any]:
            text = (folder / f"{name}.ts").read_text(encoding="utf-8")
            return flatten(Catalogue(text).read())

        self.table, self.english = read(code), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in app/locales/en.ts")
        value = self.table.get(key)
        if value is None:
            self.fallbacks.add(key)
            value = self.english[key]
        return value(*args) if isinstance(value, Function) else value


def main(checkout: str) -> int:
    folder = Path(checkout) / "app" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    # The app's confirmation is headed by the word on its OK button: only its message
    # counts as a text of the dialog.
    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens, ("message",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
