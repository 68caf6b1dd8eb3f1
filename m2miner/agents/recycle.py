"""Intent recycling: turn a side branch of a finished tree into a new, verified intent.

A :class:`Recycler` takes a candidate path (see :mod:`m2miner.agents.recycle_paths`) in
three steps, as M²-Miner does: ``filter`` drops incoherent or redundant paths, ``write``
names the intent the path accomplishes, ``verify`` checks that intent against the path.

- :class:`ModelRecycler` asks an MLLM with the path's screenshots (down-sampled) and its
  action descriptions. Verification is the JudgeAgent's question, "does this trajectory
  accomplish the intent? success or failure", scored from the first-token
  log-probabilities of ``success``/``failure`` where the backend returns them, else from
  the answer's first word. Every call is recorded with role ``recycle``.
- :class:`HeuristicRecycler` needs no model: the intent is composed from the action
  descriptions and the labels of the touched elements ("Search for Central Park and
  save it"), and verification checks that the intent's key terms were acted on or show
  on the final screen.

Both describe the *end state* the path reached (:mod:`m2miner.agents.end_state`): a
switch by the state it shows afterwards, a confirmation dialog only when it was
confirmed. The model is shown those facts, and both verifiers refuse an intent the end
state contradicts ("close account" when the confirmation dialog was left open). Paths
that end on a dialog they opened and never answered are filtered out.
"""

from __future__ import annotations

import hashlib
import io
import re
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

from m2miner.actions import Action, Domain
from m2miner.agents.ask import answer_text, ask
from m2miner.agents.base import CallRecorder
from m2miner.agents.end_state import EndState, Screen, annotate, end_state
from m2miner.agents.judge import END_MIN_MASS, first_word, reward_from_logprobs
from m2miner.agents.lexical import key_terms, matches, words
from m2miner.agents.steps import Step, Touched, join_phrases, path_phrases, result_texts
from m2miner.config import Config, ModelConfig, RecycleConfig
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import parse_hierarchy
from m2miner.llm.base import ChatModel, ChatResult, Image, Message
from m2miner.prompts import history_text, render_prompt

T = TypeVar("T")

HEURISTIC_COVERAGE = 0.75
"""Share of an intent's key terms the heuristic verifier needs to find on the path."""
MAX_INTENT_WORDS = 40
SCREEN_CACHE = 32
_SUCCESS = {"success": "success", "successful": "success", "succeeded": "success"}
_FAILURE = {"failure": "failure", "fail": "failure", "failed": "failure"}
_KEEP_DROP = {"keep": "keep", "drop": "drop"}
_INTENT_PREFIX = re.compile(r"^(?:intent|task|instruction|request|answer)\s*[:：-]\s*", re.I)


@dataclass(frozen=True)
class PathStep:
    """One action of a path: what it was, its description and the element it touched."""

    action: Action
    description: str
    target: Touched | None = None


@dataclass(frozen=True)
class PathView:
    """A candidate path as a recycler sees it.

    ``screens[0]`` is the start screen and ``screens[i]`` the screen after step ``i``,
    so there is one screen more than there are steps. ``detour`` says the path showed
    some screen twice (see :func:`m2miner.agents.recycle_paths.has_detour`).
    """

    app: str
    domain: Domain
    tree_intent: str
    steps: tuple[PathStep, ...]
    screens: tuple[Observation, ...]
    detour: bool = False

    @property
    def descriptions(self) -> tuple[str, ...]:
        return tuple(step.description for step in self.steps)

    @property
    def final(self) -> Observation:
        return self.screens[-1]

    def facts(self) -> tuple[list[Step], EndState]:
        """The steps annotated with what they did, and the end state they reached."""
        screens = [Screen(s.hierarchy, s.width) for s in self.screens]
        steps = annotate(screens, [Step(s.action, s.target) for s in self.steps])
        return steps, end_state(screens, steps)


@dataclass(frozen=True)
class FilterVerdict:
    """Whether to keep a path, and why."""

    keep: bool
    reason: str


@dataclass(frozen=True)
class Verification:
    """A verdict on an intent against a path; ``score`` is in [0, 1].

    ``source``: ``judge`` (first-token log-probabilities), ``text`` (the answer's first
    word), ``heuristic`` (key-term coverage), ``none`` (no verdict could be read).
    """

    verified: bool
    score: float
    source: Literal["judge", "text", "heuristic", "none"]
    reason: str = ""


class Recycler(Protocol):
    """Filters a candidate path, writes its intent, and verifies the intent against it."""

    name: str
    heuristic: bool

    def filter(self, path: PathView) -> FilterVerdict:
        """Keep or drop ``path`` with a reason. Raises ModelError when a model cannot answer."""
        ...

    def write(self, path: PathView) -> str | None:
        """The intent ``path`` accomplishes, as one imperative sentence; None if unreadable."""
        ...

    def verify(self, path: PathView, intent: str) -> Verification:
        """Whether ``path`` accomplishes ``intent``. Raises ModelError like ``filter``."""
        ...


# -- heuristic -------------------------------------------------------------------------


class HeuristicRecycler:
    """Recycles without a model, from action descriptions and touched-element labels."""

    name = "heuristic"
    heuristic = True

    def filter(self, path: PathView) -> FilterVerdict:
        if path.detour:
            return FilterVerdict(False, "returns to a screen it showed before (a detour)")
        unanswered = path.facts()[1].unanswered
        if unanswered is not None:
            why = f'ends on the dialog "{unanswered.title}" it opened and never answered'
            return FilterVerdict(False, why)
        if not self._phrases(path):
            return FilterVerdict(False, "no step that does something the intent could name")
        return FilterVerdict(True, "every step is named and the path has no detour")

    def write(self, path: PathView) -> str | None:
        return join_phrases(self._phrases(path)) or None

    def verify(self, path: PathView, intent: str) -> Verification:
        app_words = set(words(path.app))
        terms = [t for t in key_terms(intent) if not matches(t, app_words)]
        if not terms:
            return Verification(False, 0.0, "heuristic", "the intent names nothing to check")
        refuted = path.facts()[1].contradictions(intent)
        if refuted:
            return Verification(
                False, 0.0, "heuristic", "the end state says: " + "; ".join(refuted)
            )
        acted = set(words(" ".join(_acted_texts(path))))
        shown = set(words(" ".join(result_texts(parse_hierarchy(path.final.hierarchy)))))
        found = [t for t in terms if matches(t, acted) or matches(t, shown)]
        score = len(found) / len(terms)
        missing = [t for t in terms if t not in found]
        reason = f"missing: {', '.join(missing)}" if missing else "every key term is on the path"
        return Verification(score >= HEURISTIC_COVERAGE, score, "heuristic", reason)

    @staticmethod
    def _phrases(path: PathView) -> list[str]:
        return path_phrases(path.facts()[0])


def _acted_texts(path: PathView) -> list[str]:
    out = []
    for step in path.steps:
        out.append(step.description)
        if step.target is not None:
            out.append(step.target.label)
        if step.action.text:
            out.append(step.action.text)
    return out


# -- model ------------------------------------------------------------------------------


def pick_screens(screens: Sequence[Observation], limit: int) -> list[Observation]:
    """At most ``limit`` screens, evenly spread, always with the first and the last."""
    n = len(screens)
    if n <= limit:
        return list(screens)
    if limit == 1:
        return [screens[-1]]
    picked = sorted({round(i * (n - 1) / (limit - 1)) for i in range(limit)})
    return [screens[i] for i in picked]


def downsample(observation: Observation, width: int) -> Image:
    """The screenshot scaled to ``width`` pixels wide (never up), as a PNG image."""
    if observation.width <= width:
        return Image(observation.png, observation.width, observation.height)
    from PIL import Image as PILImage

    height = max(1, round(observation.height * width / observation.width))
    pil = PILImage.open(io.BytesIO(observation.png)).convert("RGB")
    buf = io.BytesIO()
    pil.resize((width, height), PILImage.Resampling.BILINEAR).save(buf, format="PNG")
    return Image(buf.getvalue(), width, height)


def read_intent(text: str) -> str | None:
    """The intent sentence in an answer: first line, labels and quotes removed."""
    body = answer_text(text)
    line = next((ln.strip() for ln in body.splitlines() if ln.strip()), "")
    line = _INTENT_PREFIX.sub("", line).strip().strip("\"'“”‘’`*").strip()
    line = line.rstrip(".").strip()
    n_words = len(line.split())
    return line if 2 <= n_words <= MAX_INTENT_WORDS else None


VerdictSource = Literal["judge", "text"]


def read_verdict(result: ChatResult) -> tuple[float, VerdictSource] | None:
    """P(success) and how it was read: log-probabilities first, then the first word."""
    first = result.first_token_logprobs[0] if result.first_token_logprobs else None
    scored = reward_from_logprobs(first, set(_SUCCESS), set(_FAILURE), names=("success", "failure"))
    if scored is not None:
        score, info = scored
        mass = info["mass"]
        if isinstance(mass, float) and mass >= END_MIN_MASS:
            return score, "judge"
    word = first_word(result.texts[0] if result.texts else "", {**_SUCCESS, **_FAILURE})
    if word is None:
        return None
    return (1.0 if word == "success" else 0.0), "text"


class ModelRecycler:
    """Recycles with chat models: ``model`` filters and writes, ``judge`` verifies."""

    heuristic = False

    def __init__(
        self,
        model: ChatModel,
        model_config: ModelConfig,
        config: RecycleConfig,
        recorder: CallRecorder,
        *,
        judge: tuple[ChatModel, ModelConfig] | None = None,
    ) -> None:
        self.model = model
        self.model_config = model_config
        self.config = config
        self.recorder = recorder
        self.judge, self.judge_config = judge or (model, model_config)
        self.name = model.name
        self._downsampled: OrderedDict[bytes, Image] = OrderedDict()

    def filter(self, path: PathView) -> FilterVerdict:
        prompt = render_prompt(path.domain, "recycle_filter", app=path.app, steps=_steps(path))
        answer = self._ask(self.model, path, prompt, _read_filter, "Answer keep or drop first.")
        if answer is None:
            return FilterVerdict(False, "the filter's answer could not be read")
        return answer

    def write(self, path: PathView) -> str | None:
        prompt = render_prompt(path.domain, "recycle_write", app=path.app, steps=_steps(path))
        return self._ask(
            self.model, path, prompt, _read_written, "Answer with one imperative sentence only."
        )

    def verify(self, path: PathView, intent: str) -> Verification:
        prompt = render_prompt(path.domain, "recycle_verify", intent=intent, steps=_steps(path))
        verdict = self._ask(
            self.judge,
            path,
            prompt,
            read_verdict,
            "Answer with a single word: success or failure.",
            logprobs=self.judge_config.supports_logprobs,
        )
        if verdict is None:
            return Verification(False, 0.0, "none", "the verifier's answer could not be read")
        score, source = verdict
        refuted = path.facts()[1].contradictions(intent)
        if refuted:
            why = "the end state says: " + "; ".join(refuted)
            return Verification(False, 0.0, source, why)
        verified = score >= self.config.verify_threshold
        how = "first-token log-probabilities" if source == "judge" else "the answer's first word"
        return Verification(verified, score, source, f"P(success)={score:.2f} from {how}")

    def _ask(
        self,
        model: ChatModel,
        path: PathView,
        prompt: str,
        read: Callable[[ChatResult], T | None],
        instruction: str,
        *,
        logprobs: bool = False,
    ) -> T | None:
        images = [self._small(s) for s in self._screens(path)]
        answer = ask(
            model,
            [Message("user", (*images, prompt))],
            read,
            role="recycle",
            recorder=self.recorder,
            domain=path.domain,
            instruction=instruction,
            max_retries=self.config.max_retries,
            max_tokens=self.config.max_tokens,
            logprobs=logprobs,
            logprob_tokens=["success", "failure"] if logprobs else None,
        )
        return answer.value

    def _screens(self, path: PathView) -> list[Observation]:
        return pick_screens(path.screens, self.config.max_images)

    def _small(self, screen: Observation) -> Image:
        """The down-sampled screenshot; a path's three questions show the same screens."""
        key = hashlib.sha1(screen.png).digest()
        if key not in self._downsampled:
            self._downsampled[key] = downsample(screen, self.config.image_width)
            while len(self._downsampled) > SCREEN_CACHE:
                self._downsampled.popitem(last=False)
        return self._downsampled[key]


def _steps(path: PathView) -> str:
    """The action descriptions, then the end state they reached."""
    facts = "\n".join(f"- {line}" for line in path.facts()[1].lines())
    return history_text(path.descriptions, empty="none") + "\nEnd state:\n" + facts


def _read_filter(result: ChatResult) -> FilterVerdict | None:
    text = result.texts[0] if result.texts else ""
    word = first_word(text, _KEEP_DROP)
    if word is None:
        return None
    body = answer_text(text)
    reason = body[len(word) :].strip(" \t\n.:;,-—–*") or f"the model said {word}"
    return FilterVerdict(word == "keep", reason)


def _read_written(result: ChatResult) -> str | None:
    return read_intent(result.texts[0] if result.texts else "")


def build_recycler(
    config: Config, recorder: CallRecorder, models: dict[str, ChatModel] | None = None
) -> Recycler:
    """The recycler ``config.agents.recycle`` asks for; ``models`` supplies ready models.

    With no recycle model, the :class:`HeuristicRecycler`. Otherwise a
    :class:`ModelRecycler` whose verifier is the JudgeAgent's model when one is
    configured (``agents.judge.model``), else the recycle model. Models not in ``models``
    are created and added to it, so the caller can close them.
    """
    role = config.agents.recycle
    if role.model is None:
        return HeuristicRecycler()
    pool = models if models is not None else {}

    def model(name: str) -> tuple[ChatModel, ModelConfig]:
        if name not in pool:
            from m2miner.llm import create_model

            pool[name] = create_model(config.model(name))
        return pool[name], config.model(name)

    judge_name = config.agents.judge.model or role.model
    chat, chat_config = model(role.model)
    return ModelRecycler(chat, chat_config, role, recorder, judge=model(judge_name))
