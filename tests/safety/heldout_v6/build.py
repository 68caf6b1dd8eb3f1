"""Builds the sixth held-out corpus (``heldout_v6.yaml``): two real Android apps' native
screens, from their translations and code.

The sources are Fossify Messages (an SMS app; ``fossify.py``) with the Fossify Commons
library it takes its shared strings and dialogs from, and AntennaPod (a podcast player;
``antennapod.py``). Strings are read from each repository's ``res/values*/strings.xml``
in the nine languages of the term lists, looked up by name as Android does: a language
without a string shows the English one, and the build prints which. How each screen is
put together (a platform dialog's message and its negative and positive buttons, a
bottom sheet's buttons, an overflow menu's entries, a radio list that acts when a choice
is made) and what each control does comes from the apps' code, named in each screen's
comment.

Each action is labelled by what it does, not by its words or by what the policy says:
sending a message, placing a call (Dial number places it when the app may call), deleting
a conversation or all messages of the recycle bin or the archive for good, deleting a
scheduled message, unsubscribing from a podcast (its episodes, downloads, history and
statistics go), clearing the queue, the playback history or the statistics, deleting a
tag and deleting an episode's file from a local folder (it cannot be downloaded again)
are commits; a menu entry or button that only opens a confirmation, the negative button
of a confirmation, blocking a number, archiving, restoring, marking as unread, deleting a
downloaded episode's file or the played downloads (they can be downloaded again),
subscribing to a podcast (free, undone by unsubscribing), opening a podcast's support
page, downloading over mobile data and leaving a dialog are not.

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative) as a real hierarchy shows them; where a button repeats a
text of its dialog, the case taps it by that id.

    git clone https://github.com/FossifyOrg/Messages
    git clone https://github.com/FossifyOrg/Commons
    git clone https://github.com/AntennaPod/AntennaPod
    python tests/safety/heldout_v6/build.py Messages Commons AntennaPod

The corpus was built once, before any policy change made after the fifth held-out
corpus, and is kept apart from the pinned corpus and the other held-out corpora; nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import antennapod
import fossify

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus

OUT = Path(__file__).with_name("heldout_v6.yaml")
MESSAGES = ("2303e65517bcb04c7cc029eafbc4ccb350dddb8d", ("app/src/main/res",))
COMMONS = ("ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",))
ANTENNAPOD = ("b7ee12ccfc026b7fe6ca7206a925a05a23e15cca", ("ui/i18n/src/main/res",))
"""Each repository's commit and resource folders."""
SUFFIX = {"en": "", "zh": "-zh-rCN", "ja": "-ja", "ko": "-ko", "de": "-de", "fr": "-fr",
          "es": "-es", "pt": "-pt-rBR", "ru": "-ru"}  # fmt: skip
KOREAN = {"commons": "-ko-rKR"}
"""Folders a device set to ``ko-KR`` reads where ``-ko`` is missing."""


class Strings:
    """``t("name")``, ``t("name#N")`` (a plural for N) or ``t("name", arg)`` (``%s``,
    ``%1$s``, ``%d`` filled in) in one language, read from the repositories in order (an
    app's own strings first, then its library's); a missing string shows the English one,
    as Android does."""

    def __init__(self, sources: list[tuple[str, Path, tuple[str, tuple[str, ...]]]],
                 lang: str) -> None:  # fmt: skip
        self.lang = lang
        self.tables: list[tuple[bool, dict[str, Any]]] = []
        for name, repo, (commit, folders) in sources:
            suffix = KOREAN.get(name, SUFFIX[lang]) if lang == "ko" else SUFFIX[lang]
            if suffix:
                self.tables.append((False, _read(repo, commit, folders, suffix)))
        for _, repo, (commit, folders) in sources:
            self.tables.append((True, _read(repo, commit, folders, "")))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
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
        for file in ("strings.xml", "donottranslate.xml"):
            path = f"{folder}/values{suffix}/{file}"
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


def main(messages: str, commons: str, antenna: str) -> int:
    corpus = []
    for lang in SUFFIX:
        fos = Strings([("messages", Path(messages), MESSAGES), ("commons", Path(commons), COMMONS)],
                      lang)  # fmt: skip
        pod = Strings([("antennapod", Path(antenna), ANTENNAPOD)], lang)
        for entry in fossify.screens(fos) + antennapod.screens(pod):
            _unique(entry, lang)
            corpus.append({"category": entry["category"], "language": lang, **entry})
        for name, lookup in (("fossify", fos), ("antennapod", pod)):
            report_fallbacks(f"{lang} {name}", lookup.fallbacks)
    write_corpus(OUT, corpus, Path(__file__))
    return 0


def _unique(entry: dict[str, Any], lang: str) -> None:
    """A tapped label must name one control and nothing else on the screen (the corpus
    taps the first element whose text, description or id is the label)."""
    screen = entry["screen"]
    texts = [screen.get("title"), *(screen.get("dialog") or {}).values()]
    texts += [i["text"] for i in screen["items"] if "text" in i and "field" not in i]
    controls = [str(v).rsplit("/", 1)[-1] if k == "rid" else v for item in screen["items"]
                for k, v in item.items() if k not in ("field", "text")]  # fmt: skip
    for case in entry["cases"]:
        label = case["tap"]
        if controls.count(label) != 1 or label in texts:
            raise SystemExit(f"{lang} {entry['source']}: {label!r} is not one control's label")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))
