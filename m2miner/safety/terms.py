"""Term lists (``m2miner/safety/terms/*.yaml`` plus the user's files) and matching them.

A :class:`Terms` holds every list of every language folded once (see
:mod:`m2miner.safety.normalize`), each compiled into one regular expression, so a check
costs a few regex searches whatever the number of languages. ``terms/README.md``
documents the file format.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from m2miner.config import SAFETY_LANGUAGES
from m2miner.errors import ConfigError
from m2miner.safety.normalize import fold, has_cjk

LANGUAGES = SAFETY_LANGUAGES
LISTS = (
    "critical",
    "confirm",
    "next",
    "review",
    "navigation",
    "submit_fields",
    "slide",
    "dismiss",
    "negation",
    "search",
    "harmless",
    "session",
    "cancel",
    "refuse",
    "mark",
    "reversible",
    "save",
    "selection",
)
_HANGUL = re.compile("[\uac00-\ud7af]")
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
# A letter or digit that is not CJK: Latin terms must not touch one on either side.
_WORD = rf"[^\W_{_CJK}]"


@dataclass(frozen=True)
class Match:
    """A term found in a text: the list (or operation kind) and the term as written."""

    kind: str
    term: str


@dataclass
class TermList:
    """One list: its terms as written and four patterns matching them (whole words,
    stems, compound heads, CJK), each one alternation so that a search is one regex pass."""

    terms: list[str] = field(default_factory=list)
    _patterns: list[re.Pattern[str]] | None = None
    _forms: dict[str, str] = field(default_factory=dict)

    def add(self, terms: Iterable[str]) -> None:
        for term in terms:
            term = str(term).strip()
            if term and term not in self.terms:
                self.terms.append(term)
        self._patterns = None

    def search(self, folded: str, *, prefix: bool = False, whole: bool = False) -> str | None:
        """The first term (as written) found in already folded text; with ``prefix``
        only at its start, with ``whole`` only as the whole text."""
        found = self.locate(folded, prefix=prefix, whole=whole)
        return None if found is None else found[2]

    def locate(
        self, folded: str, *, prefix: bool = False, whole: bool = False
    ) -> tuple[int, int, str] | None:
        """``(start, end, term)`` of the first, then longest, term found, or None."""
        if not self.terms or not folded:
            return None
        best: re.Match[str] | None = None
        for pattern in self._compiled():
            if whole:
                m = pattern.fullmatch(folded)
            else:
                m = pattern.match(folded) if prefix else pattern.search(folded)
            if m is not None and (best is None or _before(m, best)):
                best = m
        if best is None:
            return None
        return best.start(), best.end(), self._term_of(best.group(0))

    def _term_of(self, found: str) -> str:
        key = " ".join(found.split())
        if key in self._forms:
            return self._forms[key]
        squeezed = key.replace(" ", "")
        if squeezed in self._forms:
            return self._forms[squeezed]
        stems = [f for f in self._forms if f.endswith("*") and key.startswith(f[:-1])]
        heads = [f for f in self._forms if f.startswith("*") and key.endswith(f[1:])]
        forms = stems or heads
        return self._forms[max(forms, key=len)] if forms else found

    def _compiled(self) -> list[re.Pattern[str]]:
        if self._patterns is None:
            words: list[str] = []
            stems: list[str] = []
            heads: list[str] = []
            cjk: list[str] = []
            self._forms = {}
            for term in self.terms:
                body = fold(term.strip("*"))
                if has_cjk(body):
                    self._forms.setdefault(body.replace(" ", ""), term)
                    if _HANGUL.search(body):
                        # Korean spaces words: 내보내기 (export) is not in 안내 보내기
                        # (send the instructions); fold rejoins letter-spaced syllables.
                        cjk.append(r"\s*".join(re.escape(w) for w in body.split()))
                        continue
                    # No word spaces: any spacing between characters is a disguise.
                    cjk.append(r"\s*".join(re.escape(ch) for ch in body.replace(" ", "")))
                    continue
                # "cancel order" also matches "cancel my order", "close the account".
                phrase = _BETWEEN_WORDS.join(re.escape(w) for w in body.split())
                if term.endswith("*"):
                    self._forms.setdefault(body + "*", term)
                    stems.append(phrase)
                elif term.startswith("*"):
                    # The head of a compound: "*anruf" is in "Audioanruf", "Videoanruf".
                    self._forms.setdefault("*" + body, term)
                    heads.append(phrase)
                else:
                    self._forms.setdefault(body, term)
                    words.append(phrase)
            self._patterns = [
                re.compile(pattern)
                for pattern in (
                    _alternation(words, rf"(?<!{_WORD})", rf"(?!{_WORD})"),
                    _alternation(stems, rf"(?<!{_WORD})", rf"{_WORD}*"),
                    _alternation(heads, rf"(?<!{_WORD}){_WORD}*?", rf"(?!{_WORD})"),
                    _alternation(cjk, "", ""),
                )
                if pattern
            ]
        return self._patterns


_DETERMINERS = (
    *("a", "an", "the", "this", "that", "my", "your", "our", "their", "his", "her", "its"),
    *("all", "every"),
    *("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "alle", "mein", "meine"),
    *("le", "la", "les", "un", "une", "tout", "tous", "toutes", "mon", "ma", "mes", "votre"),
    *("el", "los", "las", "una", "todo", "todos", "todas", "mi", "mis", "su", "sus"),
    *("o", "os", "as", "um", "uma", "meu", "minha", "seu", "sua"),
    *("все", "всё", "мой", "мою", "мои"),
)
"""Articles, possessives and "all" in the Latin and Cyrillic languages of the lists."""
_BETWEEN_WORDS = (
    rf"\s+(?:(?:{'|'.join(re.escape(fold(d)) for d in sorted(set(_DETERMINERS)))})\s+)?"
)
"""What may stand between the words of a phrase: spaces, and one determiner or possessive."""


def _before(m: re.Match[str], other: re.Match[str]) -> bool:
    return (m.start(), -m.end()) < (other.start(), -other.end())


def _alternation(parts: list[str], before: str, after: str) -> str:
    if not parts:
        return ""
    # Longest first, so that "place order" wins over "place" where both match.
    return before + "(?:" + "|".join(sorted(set(parts), key=len, reverse=True)) + ")" + after


class Terms:
    """Every term list, merged over languages and files."""

    def __init__(self) -> None:
        self.operations: dict[str, TermList] = {}
        self.lists: dict[str, TermList] = {name: TermList() for name in LISTS}
        self.languages: list[str] = []
        self._url_words: dict[str, list[str]] | None = None

    def add(self, data: Mapping[str, Any], source: str) -> None:
        """Merge one file's lists; raise :class:`ConfigError` naming ``source``."""
        unknown = set(data) - {"language", "operations", *LISTS}
        if unknown:
            raise ConfigError(
                f"{source}: unknown keys {sorted(unknown)}",
                hint=f"a terms file has language, operations and {', '.join(LISTS)}",
            )
        self._url_words = None
        language = data.get("language")
        if language and language not in self.languages:
            self.languages.append(str(language))
        for kind, terms in (data.get("operations") or {}).items():
            self.operations.setdefault(str(kind), TermList()).add(_strings(terms, source, kind))
        for name in LISTS:
            if name in data:
                self.lists[name].add(_strings(data[name], source, name))

    def operation_words(self) -> dict[str, list[str]]:
        """The operation terms a URL is read for
        (:func:`~m2miner.safety.network.url_names_operation`): their single words and
        stems (``delet*``; ``words`` and ``stems``) in Latin letters without accents, as a
        URL writes them. Worked out once, again after :meth:`add`."""
        if self._url_words is None:
            found: dict[str, set[str]] = {"words": set(), "stems": set()}
            for terms in self.operations.values():
                for term in terms.terms:
                    body = term.strip("*").lower()
                    if term.startswith("*") or not re.fullmatch(r"[a-z0-9]+", body):
                        continue  # a phrase, a compound's head, accents, another script
                    found["stems" if term.endswith("*") else "words"].add(body)
            self._url_words = {key: sorted(value) for key, value in found.items()}
        return self._url_words

    def operation(self, folded: str) -> Match | None:
        """The first (then longest) operation term in ``folded`` text, with its kind."""
        best = self.locate_operation(folded)
        return None if best is None else Match(best[3], best[2])

    def locate_operation(self, folded: str) -> tuple[int, int, str, str] | None:
        """``(start, end, term, kind)`` of :meth:`operation`'s term, or None."""
        best: tuple[int, int, str, str] | None = None
        for kind, terms in self.operations.items():
            found = terms.locate(folded)
            if found is not None and (best is None or (found[0], -found[1]) < (best[0], -best[1])):
                best = (*found, kind)
        return best

    def find_outside(self, name: str, folded: str, span: tuple[int, int] | None) -> Match | None:
        """A term of list ``name`` in ``folded`` that is not part of the word at ``span``
        (Korean 설정, settings, inside 재설정, reset)."""
        found = self.lists[name].locate(folded)
        if found is None:
            return None
        start, end, term = found
        if (
            span is not None
            and span[0] <= start
            and end <= span[1]
            and end - start < span[1] - span[0]
        ):
            return None
        return Match(name, term)

    def find(
        self, name: str, folded: str, *, prefix: bool = False, whole: bool = False
    ) -> Match | None:
        """The first term of list ``name`` in ``folded`` text (see :meth:`TermList.search`)."""
        found = self.lists[name].search(folded, prefix=prefix, whole=whole)
        return Match(name, found) if found is not None else None

    def count(self) -> int:
        return sum(len(t.terms) for t in (*self.operations.values(), *self.lists.values()))


def _strings(value: Any, source: str, key: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{source}: {key} must be a list of strings")
    return value


@functools.lru_cache(maxsize=32)
def load_terms(
    languages: tuple[str, ...] = LANGUAGES,
    files: tuple[Path, ...] = (),
    extra: tuple[str, ...] = (),
    *,
    derived: bool = False,
) -> Terms:
    """The bundled lists of ``languages`` (with ``derived``, also the lists derived from a
    translation catalog, ``terms/derived/``), then each user file, then ``extra``
    operation terms (``safety.blocked_terms``). Cached: treat the result as read-only."""
    terms = Terms()
    folder = resources.files("m2miner.safety") / "terms"
    for language in languages:
        entry = folder / f"{language}.yaml"
        if not entry.is_file():
            raise ConfigError(
                f"no bundled safety terms for language {language!r}",
                hint=f"bundled: {', '.join(LANGUAGES)}; add others with safety.terms_files",
            )
        terms.add(_bundled(entry), f"{language}.yaml")
        learned = folder / "derived" / f"{language}.yaml"
        if derived and learned.is_file():
            terms.add(_bundled(learned), f"derived/{language}.yaml")
    for path in files:
        terms.add(_read(path), str(path))
    if extra:
        terms.operations.setdefault("configured", TermList()).add(extra)
    return terms


def _bundled(entry: Any) -> Mapping[str, Any]:
    """A bundled terms file (a package resource) as data."""
    return yaml.safe_load(entry.read_text(encoding="utf-8")) or {}


def _read(path: Path) -> Mapping[str, Any]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise ConfigError(
            f"cannot read safety terms file {path}: {exc}", hint="check safety.terms_files"
        ) from exc
    if not isinstance(data, Mapping):
        raise ConfigError(f"{path}: a terms file is a mapping (language, operations, ...)")
    return data
