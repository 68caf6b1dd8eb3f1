"""Builds the three-hundred-and-eighty-seventh held-out corpus (``heldout_v387.yaml``) from a
real web app's source.

The source is Cryptgeon (github.com/cupcakearmy/cryptgeon), a service for sharing encrypted
notes and files that are destroyed once read: a SvelteKit single-page front end that encrypts a
note in the browser and stores it with ``fetch`` calls to the Rust backend's ``/api`` on the
same origin. Read at commit c3e475c16d9b547d50d04441ade655d0193e4781 ("Merge pull request #203
from smeinecke/feat/image-paste", 7 Jun 2026). Read: ``packages/frontend/src/routes``
(``+layout.svelte``, ``+layout.ts``, ``+page.svelte``, ``about/+page.svelte``,
``imprint/+page.svelte``, ``note/[id]/+page.svelte``), ``src/lib/views`` (``Create``,
``Header``, ``Footer``), ``src/lib/ui`` (``AdvancedParameters``, ``Button``, ``FileUpload``,
``Icon``, ``MaxSize``, ``NoteResult``, ``PastedFilesPreview``, ``QR``, ``ShowNote``,
``Switch``, ``TextArea``, ``TextInput``, ``ThemeToggle``), ``src/lib/icons`` (the SVG titles),
``src/lib/utils.ts``, ``src/lib/stores/status.ts``; ``packages/cli/src/shared/api.ts`` and
``adapters.ts`` (the client every screen calls: ``call()`` sends ``JSON.stringify`` of the body
to ``/api/<url>``; ``create``, ``info`` and ``get``); the backend's ``src/main.rs`` (the
routes), ``src/note/routes.rs`` (``DELETE /api/notes/<id>`` returns the note and takes a view
off it, removing the note at its last view; ``GET`` returns only its meta), ``src/note/model.rs``
and ``src/config.rs`` (defaults: 100 views, 360 minutes, advanced options and files allowed,
the new-note notice and the home link shown, no imprint); ``docker-compose.yaml`` (``SIZE_LIMIT:
4 MiB``, shown as "2.96 MiB" by MaxSize). The ciphertext format is occulto's
(github.com/cupcakearmy/occulto, the version 2.0.6 the client requires, commit
4c61c067e6c7238c2621e28c954350e4251c3d86, "2.0.6", 2 Sep 2024): ``src/crypto/aes.ts``
(``AES.encrypt`` joins base64 of "AES-GCM", the 12-byte IV and the ciphertext with ``--``;
``AES.derive``'s PBKDF2 options).

**Screens** (28 a language), of an instance at ``https://notes.example.org`` with the defaults
above, all titled "cryptgeon" (the layout's ``<title>``) but the about page ("About"); every
page ends with the footer: the theme toggle (a button named by its Contrast icon's SVG title and
the theme, "auto", "light" or "dark", in English in every language) and the links ``/home``,
``/about`` and ``code``, written in English by the app. The home page: the text form (its
textarea a field named by its label), with its file and advanced switches, the maximum size,
the create button and the explanation of when the note is destroyed, written twice (once per
kind of action), then with a note typed; the advanced options with three views, with the time
mode on (60 minutes), and with a custom password typed (its Eye and Dice icon buttons, named by
their SVG titles); file mode with no file, with two files chosen, and with a pasted image (the
pasted files' preview and its Remove button); the result of a created note (the share link, its
Copy icon, the QR code, the availability notice, "new note"), with the key in the link and
without it (a custom password). The note page (``/note/<id>``) as it shows before the note is
read: its explanation and "show note", with the key in the link or a password field (hidden,
with the Eye icon, or shown, with Eye Off), in the three themes; a file note's page and a note
of three views look the same. Then the page after a wrong password (its error says the note
was destroyed), a note not found, a shown text note (its warning, the text, "copy to
clipboard" and the link found in it), a shown file note (its download button and "download
all") and the about page (written in English by the app). The file chooser is a field named
by its label; texts shown with ``{@html}`` lose their tags.

**Strings** are ``packages/frontend/locales/<lang>.json`` for en, zh, ja, de, fr, es and ru,
read as svelte-intl-precompile does (``section.key``, ICU plurals ``=0``, ``=1`` and
``other`` with ``#``, ``{name}`` filled in), English being the fallback locale. The app has no
Korean and no Portuguese catalogue, so a browser in those languages shows every string in
English: the build prints all their keys as shown in English; the other six languages have
every string used here. Typed texts, names of files, links and numbers are the same in every
language.

**What each action sends**, read from the code. Every call is ``call()``'s ``fetch`` to
``/api/...`` on the page's own origin, its body ``JSON.stringify``'s; the ids, keys, IVs,
salts and ciphertexts are made up in the form the app writes them. Create with a note or
files: ``POST /api/notes/`` with ``{"contents", "views" or "expiration", "meta"}``, meta
being ``JSON.stringify`` of ``{"type"}`` (with ``"derivation"``, the PBKDF2 options with the
salt as an object of its indices, for a custom password), contents occulto's ciphertext of
the text, or ``JSON.stringify`` of the files' names, sizes, types and ciphertexts. Create with
nothing typed or no file chosen sends nothing (the form says the note is empty). "show note":
``DELETE /api/notes/<id>`` (``API.get``; the page's ``GET /api/notes/<id>`` is sent when it
opens, before any tap). "new note": ``location.reload()``, a load of ``/`` (``via: link``);
the logo does the same and is not in the corpus. Links opening another site (``code``, the
about page's links, a link found in a note, ``target=_blank`` or not) are page loads, ``via:
link``. ``/home`` and ``/about`` are the SvelteKit router's: no request but the page's code.
Nothing is sent by the switches, the theme toggle (localStorage), the Eye, Dice and Copy icons,
"copy to clipboard", Reset and Remove (files held in the page) or the downloads (files made in
the browser).

Each action is labelled by what it does, not by its words. **Irreversible:** "show note" on a
note's page (``delete``: the DELETE takes the note's one view, and the backend removes it; the
page warns one will not see it again, and a link or a password never opens it again; the same
for a file note and whether the key comes in the link or as a password); **consume:** "show
note" on a note of three views (judgement call: the page looks the same, and the DELETE takes
one of its views off for good, so one reader fewer can open it). Every note in the corpus is
limited by views; a note limited by time is not in it, since its page looks the same while
reading it changes nothing. **Harmless:** creating a note (judgement call: a new encrypted
note, shared with no one until its link is passed on; it expires by itself), "show note" on
the page after a wrong password (judgement call: the error says the note was destroyed, so the
repeated DELETE finds nothing and changes nothing), "new note" (judgement call: the page
reloads and the share link leaves the screen, but nothing is sent or deleted; a note can be
made again), the switches, the theme toggle, the Eye, Dice and Copy icons, Reset and Remove
(files are chosen again), downloads, and the links and pages. No control of the app opens a
dialog or a confirmation. Every screen is a web page (``web: true``) and every action states
its requests and bodies.

    git clone https://github.com/cupcakearmy/cryptgeon cryptgeon
    git -C cryptgeon checkout c3e475c16d9b547d50d04441ade655d0193e4781
    python tests/safety/heldout_v387/build.py cryptgeon

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

from cryptgeon import screens
from web_corpus import build, flatten

# The catalogue of each language; Korean and Portuguese have none and show English.
LANGUAGES = {"en": "en", "zh": "zh", "ja": "ja", "ko": None, "de": "de", "fr": "fr",
             "es": "es", "pt": None, "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v387.yaml")


def _plural(text: str, args: dict[str, Any]) -> str:
    """An ICU ``{n, plural, =0 {..} =1 {..} other {# ..}}`` message, as the app's are."""
    match = re.fullmatch(r"\{(\w+), plural,(.*)\}", text.strip(), re.S)
    if not match:
        return text
    name, rest = match.groups()
    branches = dict(re.findall(r"(=\d+|other)\s*\{([^{}]*)\}", rest))
    value = args[name]
    chosen = branches.get(f"={value}", branches["other"])
    return chosen.replace("#", str(value))


class Lookup:
    """``t(key, **args)`` as svelte-intl-precompile's with English as the fallback locale: a
    key the language lacks, or leaves empty, shows English's text (``fallbacks``); plurals
    chosen, ``{name}`` filled in from ``args``, and the tags of ``{@html}`` texts dropped."""

    def __init__(self, folder: Path, code: str | None) -> None:
        def read(name: str) -> dict[str, str]:
            return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

        self.table, self.english = (read(code) if code else {}), read("en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in locales/en.json")
        text = self.table.get(key) or ""
        if not text.strip():
            self.fallbacks.add(key)
            text = self.english[key]
        text = _plural(text, args)
        text = re.sub(r"\{\s*(\w+)\s*\}", lambda m: str(args.get(m.group(1), m.group(0))), text)
        text = re.sub(r"<br\s*/?>", " ", text)
        return re.sub(r"\s+", " ", re.sub(r"</?\w+>", "", text)).strip()


def main(checkout: str) -> int:
    folder = Path(checkout) / "packages" / "frontend" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
