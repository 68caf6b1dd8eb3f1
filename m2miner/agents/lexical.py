"""Word-level helpers the heuristic agents use to relate an intent to what is on screen."""

from __future__ import annotations

import functools
import re

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "to",
        "of",
        "for",
        "in",
        "on",
        "at",
        "by",
        "with",
        "from",
        "into",
        "onto",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "my",
        "me",
        "i",
        "you",
        "your",
        "please",
        "can",
        "could",
        "would",
        "will",
        "should",
        "be",
        "is",
        "are",
        "was",
        "were",
        "am",
        "do",
        "does",
        "did",
        "make",
        "set",
        "turn",
        "go",
        "open",
        "find",
        "show",
        "tap",
        "click",
        "press",
        "select",
        "choose",
        "use",
        "using",
        "app",
        "screen",
        "then",
        "also",
        "up",
        "as",
        "so",
        "some",
        "any",
        "all",
        "new",
        "one",
        "his",
        "her",
        "their",
        "our",
        "us",
        "we",
        "they",
        "them",
        "there",
        "here",
        "want",
        "need",
        "like",
        "just",
        "now",
        "get",
        "look",
        "view",
        "see",
        "check",
        "switch",
        "start",
        "details",
        "info",
        "nearby",
        "place",
        "places",
        "option",
        "options",
        "button",
    ]
)
_WORD = re.compile(r"[\w'’:-]+", re.UNICODE)
_QUOTED = re.compile(r"[\"“‘']([^\"”’']{1,80})[\"”’']")
_CAPITALISED = re.compile(r"\b([A-Z][\w'’&.-]*(?:\s+(?:[A-Z][\w'’&.-]*|\d[\w:]*))*)")
_TIME = re.compile(r"\b\d{1,2}:\d{2}\b")
_NUMBER = re.compile(r"\b\d[\d.,]*\b")


def words(text: str) -> list[str]:
    """Lower-cased word tokens, hyphenated words also split into parts."""
    return list(_words(text))


# The agents tokenise the same screen texts and intents at every node: the word-level
# functions are cached (screen texts repeat across the nodes of a tree).
@functools.lru_cache(maxsize=8192)
def _words(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for token in _WORD.findall(text.lower()):
        token = token.strip("'’:-")
        if not token:
            continue
        out.append(token)
        if "-" in token:
            out.extend(part for part in token.split("-") if part)
    return tuple(out)


def key_terms(text: str) -> list[str]:
    """The content words of an intent, in order and without repeats."""
    return list(_key_terms(text))


@functools.lru_cache(maxsize=1024)
def _key_terms(text: str) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for w in _words(text):
        if (w not in STOPWORDS and len(w) > 1) or w.isdigit():
            seen.setdefault(w, None)
    return tuple(seen)


@functools.lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """A crude stem so that save/saved/saving and route/routes match."""
    for suffix in ("ings", "ing", "ied", "ies", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def matches(term: str, text_words: set[str]) -> bool:
    """Whether ``term`` occurs in ``text_words`` up to a shared stem."""
    if term in text_words:
        return True
    s = stem(term)
    return any(stem(w) == s for w in text_words)


def overlap(terms: list[str], text: str) -> float:
    """Share of ``terms`` found in ``text`` (0 when there are no terms)."""
    if not terms:
        return 0.0
    text_words, stems = _word_stems(text)
    return sum(t in text_words or stem(t) in stems for t in terms) / len(terms)


@functools.lru_cache(maxsize=4096)
def _word_stems(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of ``text`` and their stems (what :func:`matches` compares against)."""
    text_words = frozenset(_words(text))
    return text_words, frozenset(stem(w) for w in text_words)


def first_quoted(text: str) -> str:
    """The first quoted text in ``text`` ("milk" of "add 'milk'"), else ""."""
    m = _QUOTED.search(text)
    return m.group(1).strip() if m else ""


def phrases_to_type(intent: str) -> list[str]:
    """Text an intent asks to enter: quoted strings, proper names, times and numbers.

    Proper names are runs of two or more capitalised words ("Central Park"); a single
    capitalised word is more often an on-screen label ("tap Share") than a name.
    """
    found: dict[str, None] = {}
    quoted = list(_QUOTED.finditer(intent))
    for m in quoted:
        found.setdefault(m.group(1).strip(), None)
    # Names and numbers inside a quoted text are part of it, not separate entries.
    bare = intent
    for m in quoted:
        bare = bare.replace(m.group(0), " " * len(m.group(0)))
    for m in _CAPITALISED.finditer(bare):
        parts = m.group(1).strip(" .").split()
        if _sentence_start(bare, m.start()):
            parts = parts[1:]  # a capitalised first word is usually a verb, not a name
        while parts and parts[0].lower() in STOPWORDS:
            parts = parts[1:]
        if len(parts) >= 2:
            found.setdefault(" ".join(parts), None)
    for m in _TIME.finditer(bare):
        found.setdefault(m.group(0), None)
    for m in _NUMBER.finditer(_TIME.sub(" ", bare)):
        found.setdefault(m.group(0), None)
    return list(found)


def _sentence_start(text: str, index: int) -> bool:
    before = text[:index].rstrip()
    return not before or before[-1] in ".!?:"
