"""Builds the ninth held-out corpus (``heldout_v9.yaml``): two real Android apps' native
screens, from their translations and code.

The sources are Tusky (a Mastodon client; ``tusky.py``) and Nextcloud's Files app (a
file sync and sharing client; ``nextcloud.py``). Strings are read from each repository's
``res/values*/strings.xml`` in the nine languages of the term lists, looked up by name
as Android does: a language without a string shows the English one, and the build prints
which; Nextcloud's Japanese is its ``values-ja-rJP`` (what a device set to ``ja-JP``
reads). Tusky's dialogs take their OK and Cancel from the platform
(``android.R.string.ok`` and ``cancel``); those are Android's own translations
(``frameworks/base``, ``core/res/res/values-*/strings.xml``), written out in ``PLATFORM``.
How each screen is put together (a platform dialog's message and its buttons, a bottom
sheet's buttons or rows, an overflow or popup menu's entries) and what each control does
comes from the apps' code, named in each module's docstring; checkboxes are written as
the corpus's ``switch`` (a checkable control).

Each action is labelled by what it does, not by its words or by what the policy says:
voting in a poll (a vote cannot be changed), posting, deleting a post (and deleting it
to re-draft it: its boosts, favourites and replies' thread go), discarding a new post
when closing it (Delete: the text is not kept anywhere), sending a report, blocking a
whole domain (the app says the followers from that domain are removed), clearing all
notifications, logging out (the app says the account's drafts and preferences are
deleted), deleting a scheduled post or a list, leaving a share, emptying the trash bin
or deleting an item of it permanently, deleting a share link and sending a share (it
mails the recipient) are commits. A menu entry or button that only opens a confirmation,
a sheet or a form, the negative button of a confirmation, favouriting, bookmarking,
boosting (undone by Remove boost), muting a conversation, hiding boosts, blocking one
account (the app only asks "Block @…?" and Unblock undoes it), deleting a draft (Undo
brings it back), ticking the report's forward box, deleting a file on Nextcloud (it goes
to the server's deleted files, from which it is restored), removing only the device's
copy, restoring, locking a file, creating a share link (nothing is sent), opening the
system's share sheet and removing the account from the device (the files stay on the
server) are not.

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative, ``button3`` neutral) as a real hierarchy shows them;
where a button repeats a text of its dialog, the case taps it by that id. A button a
screen shows but no case taps is still on the screen.

    git clone https://github.com/tuskyapp/Tusky
    git clone https://github.com/nextcloud/android nextcloud-android
    python tests/safety/heldout_v9/build.py Tusky nextcloud-android

The corpus was built once, before any policy change made after the seventh held-out
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

import nextcloud
import tusky

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus

OUT = Path(__file__).with_name("heldout_v9.yaml")
TUSKY = ("43ae0bb4556392393a3d759ce42a93f3a003e83a", ("app/src/main/res",))
NEXTCLOUD = ("36277a102205708553c5f274d265f7e83da43596", ("app/src/main/res",))
"""Each repository's commit and resource folders."""
SUFFIX = {"en": "", "zh": "-zh-rCN", "ja": "-ja", "ko": "-ko", "de": "-de", "fr": "-fr",
          "es": "-es", "pt": "-pt-rBR", "ru": "-ru"}  # fmt: skip
LOCALE = {("nextcloud", "ja"): "-ja-rJP"}
"""Folders a device set to the language's region reads where the plain one is missing."""
PLATFORM = {
    "en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
    "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
    "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"), "ru": ("ОК", "Отмена"),
}  # fmt: skip
"""``android.R.string.ok`` and ``cancel`` in each language (Android's ``frameworks/base``)."""


class Strings:
    """``t("name")``, ``t("name#N")`` (a plural for N) or ``t("name", arg)`` (``%s``,
    ``%1$s``, ``%d`` filled in) in one language, read from the repositories in order; a
    missing string shows the English one, as Android does. ``t("@ok")`` and
    ``t("@cancel")`` are the platform's."""

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
        if key.startswith("@"):
            return PLATFORM[self.lang][("ok", "cancel").index(key[1:])]
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


def main(tusky_repo: str, nextcloud_repo: str) -> int:
    corpus = []
    for lang in SUFFIX:
        social = Strings([("tusky", Path(tusky_repo), TUSKY)], lang)
        cloud = Strings([("nextcloud", Path(nextcloud_repo), NEXTCLOUD)], lang)
        for entry in tusky.screens(social) + nextcloud.screens(cloud):
            _unique(entry, lang)
            corpus.append({"category": entry["category"], "language": lang, **entry})
        for name, lookup in (("tusky", social), ("nextcloud", cloud)):
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
