"""Derives term lists from a real app's translation catalog (``m2miner/safety/terms/derived/``).

    python scripts/derive_terms.py REPO:RES [REPO:RES ...] [--out FOLDER]

The hand-written lists name an operation the way their authors thought of it, which is
often a verb ("anrufen", "llamar"), while apps label the same control with a noun or a
compound ("Anruf", "Llamada de voz", 通話). This script learns the words a translator used
for each English operation word from an Android app's string catalog
(``res/values/strings.xml`` and ``res/values-LANG/strings.xml``), with no list of its own:

1. every string is paired with its translation by name, as Android looks it up
   (placeholders such as ``%1$s`` removed, untranslated strings left out; a word a
   translation leaves in English, a product's name, counts for nothing);
2. for each one-word term of the English list's operations (call, send, delete, pay, ...;
   ``KINDS``), a unit of the translations (a word; in Chinese and Japanese a run of two to
   four characters, Japanese cut at its hiragana) names the same operation when it occurs
   in at least ``MIN_COUNT`` of the strings whose English has that word, with a Dice
   coefficient of at least ``MIN_DICE``, and when
   - it is the best of the runs that overlap it ("通話" over "通話を");
   - most of the strings it occurs in have the word (Russian "корзину" is trash and cart);
   - the word is the English word it goes with best, as competitive linking aligns words
     ("appuyer" goes with the "tap" of "Tap to Pay", not with its "pay");
   - it translates a label of one or two words, not only sentences;
   - the language's hand lists do not already read it (as an operation, harmless,
     dismiss, navigation, negation, critical or search);
3. a translation of at most ``MAX_WORDS`` words joins the language's ``harmless`` list when
   every English string it translates is read whole by the English ``harmless`` list
   (Portuguese "Sair" is "Sign out" and also "Leave": it does not join), and its
   ``session`` list too when every one signs in or out (the model check asks about those).

Each file says which catalog, commit and thresholds it came from, and each term says from
which English word and with what counts. ``safety.derived_terms`` (on by default) loads
them after the hand lists; ``bench/safety.py`` prints every corpus with and without them.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from m2miner.safety.normalize import fold
from m2miner.safety.terms import LANGUAGES, Terms, load_terms

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "m2miner" / "safety" / "terms" / "derived"
LOCALE = {"zh": ("zh", "zh-rCN"), "pt": ("pt", "pt-rBR"), "ko": ("ko", "ko-rKR")}
"""Resource folders read for a language, a later one's string winning (``values-LANG``)."""
MIN_COUNT = 5
MIN_DICE = 0.5
MAX_WORDS = 4
MAX_CHARS = 48
"""Longest label (in characters; Chinese and Japanese have no word spaces) taken whole."""
HEAD = 5
"""Shortest ending of a word taken as the head of a compound ("anruf")."""
"""Longest English string (in words) whose translation may join the ``harmless`` list."""
_PLACEHOLDER = re.compile(r"%(?:\d+\$)?[sdf]|\\[nt]")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+")
_JA_RUN = re.compile(r"[\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+")
_WORDS = re.compile(r"[^\W\d_]{3,}")
CJK = ("zh", "ja")
KINDS = ("payment", "purchase", "transfer", "send", "call", "delete", "booking", "membership")
"""Operation kinds whose words are derived; reset, uninstall and account terms are
phrases of the critical list, and their single words are ambiguous ("format", "reset"
a filter)."""


def read_strings(path: Path) -> dict[str, str]:
    """The translatable strings of one ``strings.xml``, by name, placeholders removed."""
    if not path.is_file():
        return {}
    out: dict[str, str] = {}
    for node in ET.parse(path).getroot().iter("string"):
        if node.get("translatable") == "false":
            continue
        text = "".join(node.itertext()).strip().strip('"')
        text = _PLACEHOLDER.sub(" ", text.replace("\\'", "'").replace('\\"', '"'))
        if text.strip():
            out[str(node.get("name"))] = " ".join(text.split())
    return out


def units(text: str, language: str) -> dict[str, str]:
    """What a translation is counted by, folded, each with the form it is written in: its
    words (Korean spaces its words too), or in Chinese and Japanese its runs of two to
    four characters."""
    if language in CJK:
        # Japanese writes particles and endings in hiragana: its words are the runs between.
        pattern = _JA_RUN if language == "ja" else _CJK_RUN
        runs = pattern.findall(fold(text).replace(" ", ""))
        found = {run[i : i + n] for run in runs for n in (2, 3, 4) for i in range(len(run) - n + 1)}
        return {unit: unit for unit in found}
    return {fold(word): word for word in _WORDS.findall(text.lower())}


@dataclass
class Translation:
    """One translation as written, and the English strings it translates."""

    written: str
    sources: list[str] = field(default_factory=list)


@dataclass
class Derived:
    """One language's derived terms, each with the evidence behind it."""

    operations: dict[str, list[str]] = field(default_factory=dict)
    harmless: list[str] = field(default_factory=list)
    session: list[str] = field(default_factory=list)
    evidence: list[str] = field(default_factory=list)


def derive(english: dict[str, str], translated: dict[str, str], language: str) -> Derived:
    """The operation words and harmless phrases ``translated`` adds to ``language``."""
    pairs = {
        name: text
        for name, text in translated.items()
        if name in english and fold(text) != fold(english[name])
    }
    out = Derived()
    _operation_terms(out, english, pairs, language)
    _label_terms(out, english, pairs, language)
    _harmless_phrases(out, english, pairs, language)
    return out


def _translations(english: dict[str, str], pairs: dict[str, str]) -> dict[str, Translation]:
    """Each distinct translation (folded): as written, and every English string it
    translates, in catalog order."""
    out: dict[str, Translation] = {}
    for name, text in pairs.items():
        found = out.setdefault(fold(text), Translation(text.lower()))
        found.sources.append(english[name])
    return out


def _label_terms(
    out: Derived, english: dict[str, str], pairs: dict[str, str], language: str
) -> None:
    """A label that is one of the English list's phrases ("Leave room", "Delete account")
    gives its translation whole, where the language's lists do not read it yet and every
    English string it translates is that operation."""
    en_terms, own = load_terms(("en",)), load_terms((language,))
    for folded, found in sorted(_translations(english, pairs).items()):
        kinds = {_phrase_kind(en_terms, fold(source)) for source in found.sources}
        kind = next(iter(kinds))
        if len(kinds) > 1 or kind is None or len(folded.split()) > MAX_WORDS:
            continue
        if _read_already(own, folded) or len(folded) > MAX_CHARS:
            continue
        out.operations.setdefault(kind, []).append(found.written)
        out.evidence.append(f"{kind}: {found.written} <- the label '{found.sources[0]}'")


def _phrase_kind(terms: Terms, label: str) -> str | None:
    """The kind of the English list's phrase that ``label`` is, whole, or None."""
    for kind in KINDS:
        listed = terms.operations.get(kind)
        if listed is None:
            continue
        found = listed.search(label, whole=True)
        if found is not None and " " in found:
            return kind
    return None


def _operation_terms(
    out: Derived, english: dict[str, str], pairs: dict[str, str], language: str
) -> None:
    english_words = {name: set(re.findall(r"\w+", fold(english[name]))) for name in pairs}
    written = {name: units(text, language) for name, text in pairs.items()}
    if language not in CJK:
        _add_heads(written)
    # A word left in English ("Tap to Pay", a product's name) is no translation of it.
    target = {name: set(found) - english_words[name] for name, found in written.items()}
    forms = {unit: form for found in written.values() for unit, form in found.items()}
    totals = Counter(unit for found in target.values() for unit in found)
    english_totals = Counter(w for found in english_words.values() for w in found)
    own = load_terms((language,))
    for kind, word in _operation_words(load_terms(("en",))):
        having = [name for name in pairs if word in english_words[name]]
        together = Counter(unit for name in having for unit in target[name])
        scored = [
            (2 * count / (len(having) + totals[unit]), count, unit)
            for unit, count in together.items()
            if count >= MIN_COUNT
        ]
        taken: list[str] = []
        for dice, count, unit in sorted(scored, key=lambda s: (-s[0], -s[1], len(s[2]), s[2])):
            if dice < MIN_DICE:
                break
            if 2 * count <= totals[unit]:
                continue  # most of its strings say something else (Russian корзину: trash, cart)
            # The best of overlapping units stands for them ("通話" over "通話を", "話を";
            # "*anruf" over "anruf" where compounds add to it).
            if any(_overlap(unit, other, language) for other in taken):
                continue
            taken.append(unit)
            # Linked to the English word it goes with best ("appuyer" to "tap", not to the
            # "pay" of "Tap to Pay"; "verschieben" to "move", not to the "trash" of "Move
            # to trash"), as competitive linking aligns words.
            if _best_partner(unit, target, english_words, english_totals) != word:
                continue
            # And seen on a label: the translation of a string of one or two words.
            if not any(unit in target[n] and len(english_words[n]) <= 2 for n in having):
                continue
            if _read_already(own, unit):
                continue
            out.operations.setdefault(kind, []).append(forms[unit])
            out.evidence.append(
                f"{kind}: {forms[unit]} <- '{word}' ({count} of {len(having)} strings, "
                f"{totals[unit]} in all, Dice {dice:.2f})"
            )


def _add_heads(written: dict[str, dict[str, str]]) -> None:
    """Give each word its compound heads, written ``*anruf``: the word itself, and each
    ending of at least ``HEAD`` letters that is a word of its own in the catalog ("anruf"
    of "Audioanruf", "вызов" of "Аудиовызов")."""
    vocabulary = {unit for found in written.values() for unit in found}
    for found in written.values():
        for unit, form in list(found.items()):
            for start in range(len(unit) - HEAD + 1):
                tail = unit[start:]
                if start == 0 or tail in vocabulary:
                    shown = [form[i:] for i in range(len(form)) if fold(form[i:]) == tail]
                    found["*" + tail] = "*" + (shown[0] if shown else tail)


def _overlap(unit: str, other: str, language: str) -> bool:
    if language in CJK:
        return bool(set(unit) & set(other))
    if unit.startswith("*") or other.startswith("*"):
        a, b = unit.lstrip("*"), other.lstrip("*")
        return a.endswith(b) or b.endswith(a)
    return unit == other


def _harmless_phrases(
    out: Derived, english: dict[str, str], pairs: dict[str, str], language: str
) -> None:
    """A translation joins the harmless list only where every English string it
    translates is harmless: Portuguese "Sair" is "Sign out" and also "Leave" (a group).
    It joins the session list too where every one signs in or out."""
    en_terms, own = load_terms(("en",)), load_terms((language,))
    for folded, found in sorted(_translations(english, pairs).items()):
        if len(folded.split()) > MAX_WORDS or own.find("harmless", folded):
            continue
        originals = sorted({fold(source) for source in found.sources})
        if all(
            len(source.split()) <= MAX_WORDS and en_terms.find("harmless", source, whole=True)
            for source in originals
        ):
            out.harmless.append(found.written)
            out.evidence.append(f"harmless: {found.written} <- {' / '.join(originals)}")
            if all(en_terms.find("session", source, whole=True) for source in originals):
                out.session.append(found.written)


def _best_partner(
    unit: str,
    target: dict[str, set[str]],
    english_words: dict[str, set[str]],
    english_totals: Counter[str],
) -> str:
    """The English word whose strings ``unit`` goes with best (highest Dice)."""
    with_unit = [name for name in target if unit in target[name]]
    counts = Counter(w for name in with_unit for w in english_words[name])
    return max(counts, key=lambda w: (2 * counts[w] / (len(with_unit) + english_totals[w]), w))


def _operation_words(terms: Terms) -> list[tuple[str, str]]:
    return sorted(
        (kind, fold(term))
        for kind, listed in terms.operations.items()
        for term in listed.terms
        if kind in KINDS and " " not in term and not term.endswith("*")
    )


def _read_already(own: Terms, unit: str) -> bool:
    """Whether the language's hand lists already read ``unit`` one way or another (a
    compound head: at the end of a longer word)."""
    if unit.startswith("*"):
        unit = "q" + unit[1:]
    if own.operation(unit) is not None:
        return True
    lists = ("harmless", "dismiss", "navigation", "negation", "critical", "search")
    return any(own.find(name, unit) for name in lists)


def render(language: str, derived: Derived, sources: list[str]) -> str:
    lines = [
        "# Derived by scripts/derive_terms.py (MIN_COUNT={MIN_COUNT}, MIN_DICE={MIN_DICE}) from",
        *(f"#   {source}" for source in sources),
        "# Do not edit: run the script again. Each term and what it came from:",
        *(f"#   {line}" for line in derived.evidence),
        f"language: {language}",
        "operations:",
    ]
    lines[0] = lines[0].format(MIN_COUNT=MIN_COUNT, MIN_DICE=MIN_DICE)
    lines += [f"  {kind}: {_flow(terms)}" for kind, terms in derived.operations.items()]
    lines.append(f"harmless: {_flow(derived.harmless)}")
    lines.append(f"session: {_flow(derived.session)}")
    return "\n".join(lines).replace("operations:\nharmless", "operations: {}\nharmless") + "\n"


def _flow(terms: list[str]) -> str:
    """A YAML flow list, quoted where YAML needs it (``*anruf`` is not an alias)."""
    return yaml.safe_dump(terms, default_flow_style=True, allow_unicode=True, width=1000).strip()


def read_catalog(spec: str) -> tuple[dict[str, dict[str, str]], str]:
    """``REPO:RES``: the strings of each language (English under "en"), keyed by a name
    that says which catalog it came from, and a line naming the catalog and its commit."""
    repo, _, res = spec.partition(":")
    root = Path(repo) / res
    by_language = {"en": read_strings(root / "values" / "strings.xml")}
    if not by_language["en"]:
        raise SystemExit(f"no strings in {root / 'values' / 'strings.xml'}")
    for language in LANGUAGES[1:]:
        by_language[language] = {}
        for folder in LOCALE.get(language, (language,)):
            by_language[language].update(read_strings(root / f"values-{folder}" / "strings.xml"))
    commit = subprocess.run(
        ["git", "-C", repo, "rev-parse", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    tag = Path(repo).name
    keyed = {
        lang: {f"{tag}/{k}": v for k, v in texts.items()} for lang, texts in by_language.items()
    }
    return keyed, f"{tag} at {commit or 'an unknown commit'} ({res})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("catalogs", nargs="+", metavar="REPO:RES",
                        help="a clone of an Android app and its res folder")  # fmt: skip
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    strings: dict[str, dict[str, str]] = {language: {} for language in LANGUAGES}
    sources = []
    for spec in args.catalogs:
        keyed, source = read_catalog(spec)
        for language, texts in keyed.items():
            strings[language].update(texts)
        sources.append(source)
    args.out.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES[1:]:
        derived = derive(strings["en"], strings[language], language)
        (args.out / f"{language}.yaml").write_text(render(language, derived, sources), "utf-8")
        count = sum(map(len, derived.operations.values()))
        print(f"{language}: {count} operation terms, {len(derived.harmless)} harmless phrases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
