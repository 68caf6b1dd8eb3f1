"""Builds the eleventh held-out corpus (``heldout_v11.yaml``): two real Android apps' native
screens, from their translations and code.

The sources are Conversations (an XMPP messenger; ``conversations.py``) and Bitwarden (a
password manager written in Compose; ``bitwarden.py``). Strings are read from each
repository's ``res/values*/strings.xml`` in the nine languages of the term lists, looked
up by name as Android does: a language without a string shows the English one, and the
build prints which. Conversations' strings are ``src/main/res`` with its
``src/conversations/res`` flavour over them, and its Portuguese is ``values-pt-rBR``;
Bitwarden's are ``ui/src/main/res``, whose folders carry a region (``values-de-rDE``,
``values-ja-rJP`` ...), the ones a device set to that region reads. Both apps take OK,
Cancel, Yes and Delete from their own strings, so no platform string is needed. How each
screen is put together (a dialog's title, text and buttons, an overflow, context or
popup menu's entries, a screen's rows and buttons) and what each control does comes from
the apps' code, named in each module's docstring; checkboxes are written as the corpus's
``switch`` (a checkable control).

Each action is labelled by what it does in the app, not by its words or by what the
policy says. Commits: sending a message and resending a failed one; starting an audio or
video call, and answering an incoming one (the caller hears the device at once);
clearing a chat's history and deleting a received file (the app warns that other
devices' copies stay, but this device's are gone); deleting a contact from the roster
(it is removed on the server and the presence subscriptions end both ways: the contact
has to approve a new one); destroying a group chat (removed on the server); banning a
member of a public channel (the app says it is "forever"); deleting the account from
the device (the app says it erases the whole conversation history); deleting a vault
item from the trash (the app says it cannot be undone); deleting a Send; exporting the
vault to a file (a copy of every secret leaves the vault and cannot be called back);
submitting the master password that deletes the account; confirming another device's
login request; leaving an organization. Not commits: a menu entry or button that only
opens a confirmation, a submenu, a screen or a form, and the negative button of a
confirmation; closing a one-to-one chat (it is archived, and comes back when opened);
blocking a stranger (Unblock undoes it; the spam report box is shown unticked and not
tapped); deleting a group chat's bookmark (saved again from the same menu); declining an
incoming call and hanging up; disabling an account for a while; ticking the "remove from
server" box; deleting a vault item to the trash, archiving it and restoring it; removing
a Send's password (Edit sets one again); locking the vault; logging out (the vault stays
on the server and comes back at the next login); denying a login request.

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative) and Bitwarden's Compose dialogs their test tags
(``AcceptAlertButton``, ``DismissAlertButton``), as a real hierarchy shows them; where a
button repeats a text of its dialog or of the page behind it, the case taps it by that
id. The call screen's speaker and microphone toggles have no text or description, only
ids. A button a screen
shows but no case taps is still on the screen.

    git clone https://github.com/iNPUTmice/Conversations
    git clone https://github.com/bitwarden/android bitwarden-android
    python tests/safety/heldout_v11/build.py Conversations bitwarden-android

The corpus was built once, from these sources alone and without reading the policy, and
first measured on the policy as of commit 2a11fe5 (the one that judges native dialogs by
structure); it is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import bitwarden
import conversations

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus

OUT = Path(__file__).with_name("heldout_v11.yaml")
CONVERSATIONS = (
    "0677ddc59b5894b4a6e25901a2f2dbe28ca2a948",
    ("src/main/res", "src/conversations/res"),
)
BITWARDEN = ("d817f6b4bf7c17172a74fabca1e09e738c7ec6c9", ("ui/src/main/res",))
"""Each repository's commit and resource folders (a later folder's string wins)."""
SUFFIX = {"en": "", "zh": "-zh-rCN", "ja": "-ja", "ko": "-ko", "de": "-de", "fr": "-fr",
          "es": "-es", "pt": "-pt-rBR", "ru": "-ru"}  # fmt: skip
LOCALE = {
    ("bitwarden", "ja"): "-ja-rJP", ("bitwarden", "ko"): "-ko-rKR",
    ("bitwarden", "de"): "-de-rDE", ("bitwarden", "fr"): "-fr-rFR",
    ("bitwarden", "es"): "-es-rES", ("bitwarden", "ru"): "-ru-rRU",
}  # fmt: skip
"""Folders a device set to the language's region reads where the plain one is missing."""


class Strings:
    """``t("name")``, ``t("name#N")`` (a plural for N) or ``t("name", arg)`` (``%s``,
    ``%1$s``, ``%d`` filled in) in one language, read from the repositories in order; a
    missing string shows the English one, as Android does."""

    def __init__(self, sources: list[tuple[str, Path, tuple[str, tuple[str, ...]]]],
                 lang: str) -> None:  # fmt: skip
        self.lang = lang
        self.tables: list[tuple[bool, dict[str, Any]]] = []
        for name, repo, (commit, folders) in sources:
            suffix = LOCALE.get((name, lang), SUFFIX[lang])
            if suffix:
                self.tables.append((False, _read(repo, commit, folders, suffix)))
        for _, repo, (commit, folders) in sources:
            self.tables.append((True, _read(repo, commit, folders, "")))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        name, _, count = key.partition("#")
        n = int(count or 1)
        for english, table in self.tables:
            value = table.get(name)
            if isinstance(value, dict):
                value = _plural(value, n, self.lang)
                args = (n, *args) if count else args
            if value:
                if english and self.lang != "en":
                    self.fallbacks.add(name)
                return _format(str(value), args)
        raise KeyError(key)


def _read(repo: Path, commit: str, folders: tuple[str, ...], suffix: str) -> dict[str, Any]:
    table: dict[str, Any] = {}
    for folder in folders:
        path = f"{folder}/values{suffix}/strings.xml"
        done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path}"],
                              capture_output=True, text=True)  # fmt: skip
        if done.returncode:
            continue
        for el in ET.fromstring(done.stdout):
            if el.tag == "string":
                table[el.get("name", "")] = _text(el)
            elif el.tag == "plurals":
                table[el.get("name", "")] = {i.get("quantity"): _text(i) for i in el}
    return table


def _plural(forms: dict[str, str], n: int, lang: str) -> str:
    if lang == "ru":
        quantity = (
            "one" if n % 10 == 1 and n % 100 != 11 else "few" if n % 10 in (2, 3, 4) else "many"
        )
    else:
        quantity = "one" if n == 1 else "other"
    return forms.get(quantity) or forms.get("other") or ""


def _format(text: str, args: tuple[Any, ...]) -> str:
    values = iter(args)

    def fill(m: re.Match[str]) -> str:
        return str(args[int(m.group(1)) - 1]) if m.group(1) else str(next(values))

    return re.sub(r"%(?:(\d)\$)?[sd]", fill, text) if args else text


def _text(el: ET.Element) -> str:
    text = "".join(el.itertext()).strip().strip('"')
    text = re.sub(r"\\(['\"@?])", r"\1", text).replace("\\n", " ")
    return re.sub(r"\s+", " ", text)


def main(conversations_repo: str, bitwarden_repo: str) -> int:
    corpus = []
    for lang in SUFFIX:
        chat = Strings([("conversations", Path(conversations_repo), CONVERSATIONS)], lang)
        vault = Strings([("bitwarden", Path(bitwarden_repo), BITWARDEN)], lang)
        for entry in conversations.screens(chat) + bitwarden.screens(vault):
            _unique(entry, lang)
            corpus.append({"category": entry["category"], "language": lang, **entry})
        for name, lookup in (("conversations", chat), ("bitwarden", vault)):
            report_fallbacks(f"{lang} {name}", lookup.fallbacks)
    write_corpus(OUT, corpus, Path(__file__))
    return 0


def _unique(entry: dict[str, Any], lang: str) -> None:
    """A tapped label must name one control and nothing else on the screen (the corpus
    taps the first element whose text, description or id is the label)."""
    screen = entry["screen"]
    items = [i for item in screen["items"] for i in (item.get("list") or [item])]
    texts = [screen.get("title"), *(screen.get("dialog") or {}).values()]
    texts += [i["text"] for i in items if "text" in i and "field" not in i]
    controls = [str(v).rsplit("/", 1)[-1] if k == "rid" else v for item in items
                for k, v in item.items() if k not in ("field", "text", "secondary")]  # fmt: skip
    for case in entry["cases"]:
        label = case["tap"]
        if controls.count(label) != 1 or label in texts:
            raise SystemExit(f"{lang} {entry['source']}: {label!r} is not one control's label")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
