"""Intent generation for the progressive stages, and intent deduplication.

Stage 1 starts from the app's start screen: ``common`` proposes intents for the app's
common services, ``rewrite`` turns them into conditional variants (another parameter, an
added constraint). Stage 2 ``combine``s functions: two stage-1 intents in one request, or
an intent followed by a function seen deeper in the mined trees ("... and save it").

- :class:`ModelIntentGenerator` asks an MLLM (the start screenshot for stage 1; the
  intents and functions as text for stage 2) and reads one intent per line. Every call
  is recorded with role ``intents``.
- :class:`HeuristicIntentGenerator` fills templates from the start screen's hierarchy:
  "Open LABEL" for what can be tapped, "Search for ITEM" for a search field and the
  screen's chips and list items, "LABEL" itself for a function ("Clear history").

:class:`Deduper` rejects an intent whose normalised text (case, punctuation, spacing)
equals, or is at least ``threshold`` similar to (``difflib`` ratio), one already kept.
"""

from __future__ import annotations

import difflib
import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import zip_longest
from typing import Literal, Protocol

from m2miner.actions import Domain
from m2miner.agents.ask import answer_text, ask
from m2miner.agents.base import CallRecorder
from m2miner.agents.steps import (
    NAVIGATION_LABELS,
    Touched,
    element_name,
    inner_labels,
    is_function,
    lower_first,
    upper_first,
)
from m2miner.config import Config, IntentsConfig, ModelConfig
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import Element, parse_hierarchy
from m2miner.llm.base import ChatModel, ChatResult, Image, Message
from m2miner.prompts import render_prompt

IdeaKind = Literal["common", "rewrite", "combination"]
MAX_LABEL_WORDS = 6
MAX_INTENT_WORDS = 40
_PUNCT = str.maketrans({c: " " for c in string.punctuation + "“”‘’…·"})
_BULLET = re.compile(r"^\s*(?:[-*•]+|\(?\d{1,3}[.):]|\(?[a-zA-Z][.)])\s+")
_SEARCH = re.compile(r"^search for (.+)$", re.I)
_OPEN = re.compile(r"^open (.+)$", re.I)


@dataclass(frozen=True)
class IntentIdea:
    """A generated intent, what kind it is, and the intents it was built from."""

    text: str
    kind: IdeaKind
    basis: tuple[str, ...] = ()


@dataclass(frozen=True)
class StartScreen:
    """The app's start screen, as a fresh start shows it."""

    app: str
    domain: Domain
    observation: Observation


class IntentGenerator(Protocol):
    """Proposes intents for stage 1 (common, rewrite) and stage 2 (combine)."""

    name: str
    heuristic: bool

    def common(self, screen: StartScreen, n: int) -> list[IntentIdea]:
        """Up to ``n`` intents for the app's common services, from its start screen.
        Raises ModelError when a model cannot answer."""
        ...

    def rewrite(self, screen: StartScreen, intents: Sequence[str], k: int) -> list[IntentIdea]:
        """Up to ``k`` conditional rewrites of each intent (parameter or constraint)."""
        ...

    def combine(
        self,
        app: str,
        domain: Domain,
        intents: Sequence[str],
        functions: Sequence[str],
        n: int,
    ) -> list[IntentIdea]:
        """Up to ``n`` intents that combine two of ``intents``, or one with a function."""
        ...


# -- deduplication -----------------------------------------------------------------------


def normalise(text: str) -> str:
    """Lower case, punctuation as spaces, single spaces: how duplicates are compared."""
    return " ".join(text.casefold().translate(_PUNCT).split())


class Deduper:
    """Remembers kept intents and tells whether a new one duplicates one of them."""

    def __init__(self, existing: Iterable[str] = (), *, threshold: float = 0.9) -> None:
        self.threshold = threshold
        self._kept: dict[str, str] = {}
        for text in existing:
            self._kept.setdefault(normalise(text), text)

    def duplicate_of(self, text: str) -> str | None:
        """The kept intent ``text`` duplicates, or None."""
        key = normalise(text)
        if key in self._kept:
            return self._kept[key]
        matcher = difflib.SequenceMatcher(None, "", key)  # b (the new text) is cached
        for other, original in self._kept.items():
            matcher.set_seq1(other)
            if (
                matcher.real_quick_ratio() >= self.threshold
                and matcher.quick_ratio() >= self.threshold
                and matcher.ratio() >= self.threshold
            ):
                return original
        return None

    def add(self, text: str) -> bool:
        """Keep ``text`` unless it duplicates a kept intent; True when it was kept."""
        if not normalise(text) or self.duplicate_of(text) is not None:
            return False
        self._kept[normalise(text)] = text
        return True


def read_lines(text: str) -> list[str]:
    """Intents from an answer, one per line: bullets, numbers, quotes and headers removed."""
    out = []
    for raw in answer_text(text).splitlines():
        line = _BULLET.sub("", raw.strip()).strip().strip("\"'“”‘’`*").strip()
        line = line.rstrip(".").strip()
        if not line or line.endswith(":") or not 2 <= len(line.split()) <= MAX_INTENT_WORDS:
            continue
        out.append(line)
    return out


def interleave(*lists: Sequence[IntentIdea]) -> list[IntentIdea]:
    """The lists' items taken in turn, so a cut keeps some of each."""
    return [item for group in zip_longest(*lists) for item in group if item is not None]


def function_phrase(label: str) -> str:
    """A function label as the second half of a request: "Save" -> "save it"."""
    words = label.split()
    if len(words) == 1:
        return f"{words[0].lower()} it"
    return lower_first(label)


def diagonal(rows: int, cols: int) -> list[tuple[int, int]]:
    """Index pairs ordered by their sum, so early items mix rows and columns."""
    return sorted(((i, j) for i in range(rows) for j in range(cols)), key=lambda p: (sum(p), p))


# -- heuristic --------------------------------------------------------------------------


@dataclass(frozen=True)
class _Target:
    name: Touched
    element: Element
    subtitle: str


def _targets(observation: Observation) -> list[_Target]:
    """Tappable, named, non-navigation elements of a screen, once per label."""
    elements = parse_hierarchy(observation.hierarchy)
    out: list[_Target] = []
    seen: set[str] = set()
    for element in elements:
        if not (element.clickable or element.editable) or not element.enabled:
            continue
        name = element_name(element, elements)
        if name is None or name.label.casefold() in NAVIGATION_LABELS:
            continue
        if name.label.casefold() in seen or len(name.label.split()) > MAX_LABEL_WORDS:
            continue
        seen.add(name.label.casefold())
        inner = inner_labels(element, elements)
        subtitle = inner[1].split(",")[0].strip() if len(inner) >= 2 else ""
        if any(c.isdigit() for c in subtitle):  # a value ("82%"), not a page to go to
            subtitle = ""
        out.append(_Target(name, element, subtitle))
    return out


def _is_item(target: _Target) -> bool:
    """Chips, buttons and list rows name things to search for; tabs and fields do not."""
    cls = target.element.cls
    return target.name.row or (cls.endswith(("Button", "Chip")) and not cls.endswith("ImageButton"))


class HeuristicIntentGenerator:
    """Template intents from the start screen's hierarchy (no model)."""

    name = "heuristic"
    heuristic = True

    def common(self, screen: StartScreen, n: int) -> list[IntentIdea]:
        targets = _targets(screen.observation)
        opens = []
        for t in targets:
            if t.name.editable:
                continue
            label = t.name.label
            text = upper_first(label) if is_function(label) else f"Open {label}"
            opens.append(IntentIdea(text, "common"))
        searches = [
            IntentIdea(f"Search for {item}", "common")
            for item in self._search_items(targets)
            if self._search_fields(targets)
        ]
        return interleave(opens, searches)[:n]

    def rewrite(self, screen: StartScreen, intents: Sequence[str], k: int) -> list[IntentIdea]:
        targets = _targets(screen.observation)
        items = self._search_items(targets)
        used = {m.group(1).casefold() for m in map(_SEARCH.match, intents) if m}
        spare = [item for item in items if item.casefold() not in used]
        subtitles = {t.name.label.casefold(): t.subtitle for t in targets if t.subtitle}
        out: list[IntentIdea] = []
        for intent in intents:
            variants = []
            search, opened = _SEARCH.match(intent), _OPEN.match(intent)
            if search:
                if spare:
                    variants.append(f"Search for {spare.pop(0)}")
                variants.append(f"Search for {search.group(1)} and open the first result")
            elif opened:
                sub = subtitles.get(opened.group(1).casefold())
                if sub:
                    variants.append(f"Open {opened.group(1)} and go to {sub}")
                variants.append(f"Open {opened.group(1)} and open the first item")
            out += [IntentIdea(v, "rewrite", (intent,)) for v in variants[:k]]
        return out

    def combine(
        self,
        app: str,
        domain: Domain,
        intents: Sequence[str],
        functions: Sequence[str],
        n: int,
    ) -> list[IntentIdea]:
        # A function needs an object: combine it with intents that find one.
        finders = [i for i in intents if _SEARCH.match(i)] or list(intents)
        with_function = [
            IntentIdea(
                f"{finders[i]} and {function_phrase(functions[j])}", "combination", (finders[i],)
            )
            for i, j in diagonal(len(finders), len(functions))
        ]
        pairs = [
            IntentIdea(
                f"{intents[i]}, then {lower_first(intents[j])}",
                "combination",
                (intents[i], intents[j]),
            )
            for i, j in diagonal(len(intents), len(intents))
            if i != j
        ]
        return interleave(with_function, pairs)[:n]

    @staticmethod
    def _search_fields(targets: list[_Target]) -> list[_Target]:
        return [t for t in targets if t.name.editable]

    @staticmethod
    def _search_items(targets: list[_Target]) -> list[str]:
        return [t.name.label for t in targets if not t.name.editable and _is_item(t)]


# -- model ------------------------------------------------------------------------------


class ModelIntentGenerator:
    """Asks a chat model for intents, one per line."""

    heuristic = False

    def __init__(
        self,
        model: ChatModel,
        model_config: ModelConfig,
        config: IntentsConfig,
        recorder: CallRecorder,
    ) -> None:
        self.model = model
        self.model_config = model_config
        self.config = config
        self.recorder = recorder
        self.name = model.name

    def common(self, screen: StartScreen, n: int) -> list[IntentIdea]:
        prompt = render_prompt(screen.domain, "intents_common", app=screen.app, n=n)
        lines = self._ask(screen.domain, prompt, screen.observation)
        return [IntentIdea(line, "common") for line in lines[:n]]

    def rewrite(self, screen: StartScreen, intents: Sequence[str], k: int) -> list[IntentIdea]:
        if not intents or k < 1:
            return []
        prompt = render_prompt(
            screen.domain, "intents_rewrite", app=screen.app, intents=_numbered(intents), k=k
        )
        lines = self._ask(screen.domain, prompt, screen.observation)
        return [IntentIdea(line, "rewrite") for line in lines[: k * len(intents)]]

    def combine(
        self,
        app: str,
        domain: Domain,
        intents: Sequence[str],
        functions: Sequence[str],
        n: int,
    ) -> list[IntentIdea]:
        prompt = render_prompt(
            domain,
            "intents_combine",
            app=app,
            intents=_numbered(intents) or "(none yet)",
            functions=", ".join(functions) or "(none seen yet)",
            n=n,
        )
        lines = self._ask(domain, prompt, None)
        return [IntentIdea(line, "combination") for line in lines[:n]]

    def _ask(self, domain: Domain, prompt: str, screen: Observation | None) -> list[str]:
        parts: tuple[str | Image, ...] = (prompt,)
        if screen is not None:
            parts = (Image(screen.png, screen.width, screen.height), prompt)
        answer = ask(
            self.model,
            [Message("user", parts)],
            _read_intents,
            role="intents",
            recorder=self.recorder,
            domain=domain,
            instruction="Answer with one intent per line and nothing else.",
            max_retries=self.config.max_retries,
            max_tokens=self.config.max_tokens,
        )
        return answer.value or []


def _read_intents(result: ChatResult) -> list[str] | None:
    return read_lines(result.texts[0] if result.texts else "") or None


def _numbered(intents: Sequence[str]) -> str:
    return "\n".join(f"{i}. {text}" for i, text in enumerate(intents, 1))


def build_generator(
    config: Config, recorder: CallRecorder, models: dict[str, ChatModel] | None = None
) -> IntentGenerator:
    """The generator ``config.agents.intents`` asks for: the model one when it names a
    model (created unless ``models`` has it; created ones are added to ``models``), else
    the heuristic one."""
    role = config.agents.intents
    if role.model is None:
        return HeuristicIntentGenerator()
    pool = models if models is not None else {}
    if role.model not in pool:
        from m2miner.llm import create_model

        pool[role.model] = create_model(config.model(role.model))
    return ModelIntentGenerator(pool[role.model], config.model(role.model), role, recorder)
