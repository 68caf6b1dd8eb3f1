"""What the calibrated agents spend and how often they are right, as measured.

:class:`Tokens` gives each simulated call the token counts of a real one (the screenshots
as a Qwen2.5-VL model reads them, the prompt text, the answer), so a tree's stored
``prompt_tokens`` and ``completion_tokens`` can be priced like a real run's.
:class:`Measured` counts, per world, how often each agent was right, so a benchmark can
print the accuracy its agents showed beside the accuracy they were given.
:class:`ModelServer` is the simulated server the calls wait on.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields

from m2miner.coords import smart_resize

PHONE = (1080, 2400)
"""A phone screenshot in pixels (width, height): what a real InferAgent is shown."""


def image_tokens(width: int, height: int) -> int:
    """Tokens of one screenshot for Qwen2.5-VL: one per 28x28 patch after ``smart_resize``."""
    h, w = smart_resize(height, width)
    return (h // 28) * (w // 28)


@dataclass(frozen=True)
class Tokens:
    """Token counts of one call of each kind. Text figures are estimates from this
    project's prompt templates and the action space's tool description (about four
    characters a token); images follow Qwen2.5-VL's patching of a phone screenshot."""

    image: int = image_tokens(*PHONE)
    """Tokens of one screenshot (3,354 for 1080x2400: 86 x 39 patches of 28 px)."""
    infer_text: int = 700
    """InferAgent prompt text: system prompt, tool description, intent."""
    per_history_step: int = 20
    """Prompt tokens of each earlier step's description in the history."""
    per_exclusion: int = 20
    """Prompt tokens of each "do not repeat" action listed."""
    infer_answer: int = 60
    """Completion tokens of one proposed action (thought, action, description)."""
    rank_text: int = 250
    """OrchestraAgent prompt text of one multiple-choice question."""
    per_option: int = 25
    """Prompt tokens of each option of that question."""
    rank_answer: int = 2
    judge_text: int = 250
    """JudgeAgent prompt text (step or terminal)."""
    judge_answer: int = 1
    """The judge answers with one token (``valid``/``invalid``, ``success``/``failure``)."""

    def infer(self, history: int, excluded: int, samples: int) -> tuple[int, int, int]:
        """(prompt, completion, image) tokens of one InferAgent call: one screenshot,
        ``samples`` answers sharing the prompt."""
        text = self.infer_text + history * self.per_history_step + excluded * self.per_exclusion
        return text + self.image, samples * self.infer_answer, self.image

    def rank(self, options: int) -> tuple[int, int, int]:
        """One ranking question over ``options`` candidates, on the node's screenshot."""
        return self.rank_text + options * self.per_option + self.image, self.rank_answer, self.image

    def judge(self, images: int) -> tuple[int, int, int]:
        """One judge call over ``images`` screenshots (a step: before and after)."""
        return self.judge_text + images * self.image, self.judge_answer, images * self.image


@dataclass
class Measured:
    """How often the calibrated agents were right, counted as they answer.

    ``infer_top``: calls whose first sample was correct, over calls where a correct
    action was still there to propose (``infer_calls``; a search asks again where the
    model was wrong, so this share sits below ``p``); ``infer_any``: calls with any
    correct sample; ``screens``: the distinct (intent, screen, history) questions asked,
    ``first_top`` those whose first call's first sample was correct (the unbiased
    estimate of ``p``) and ``screens_solved`` those for which some call (a re-ask
    included) proposed a correct action: the search's effective per-step accuracy; the
    judges' right verdicts over their verdicts; and image tokens.
    """

    infer_calls: int = 0
    infer_top: int = 0
    infer_any: int = 0
    screens: int = 0
    first_top: int = 0
    screens_solved: int = 0
    step_judged: int = 0
    step_right: int = 0
    end_judged: int = 0
    end_right: int = 0
    image_tokens: int = 0
    _solved: dict[tuple[object, ...], bool] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def proposed(self, key: tuple[object, ...], top: bool, any_correct: bool) -> None:
        with self._lock:
            self.infer_calls += 1
            self.infer_top += top
            self.infer_any += any_correct
            before = self._solved.get(key)
            if before is None:
                self.screens += 1
                self.first_top += top
            if any_correct and not before:
                self.screens_solved += 1
            self._solved[key] = bool(before) or any_correct

    def judged(self, terminal: bool, right: bool) -> None:
        with self._lock:
            if terminal:
                self.end_judged += 1
                self.end_right += right
            else:
                self.step_judged += 1
                self.step_right += right

    def images(self, tokens: int) -> None:
        with self._lock:
            self.image_tokens += tokens

    def counts(self) -> dict[str, int]:
        """The counters, for a result row (sum rows to pool them)."""
        return {f.name: getattr(self, f.name) for f in fields(self) if not f.name.startswith("_")}

    def since(self, before: dict[str, int]) -> dict[str, int]:
        """What was counted after ``before`` (an earlier :meth:`counts`)."""
        return {k: v - before.get(k, 0) for k, v in self.counts().items()}


class ModelServer:
    """The simulated model server: a latency per call and a limit on calls at once."""

    def __init__(self, latency_s: float = 0.0, concurrency: int = 0) -> None:
        self.latency_s = latency_s
        self._slots = threading.BoundedSemaphore(concurrency) if concurrency else None
        self._lock = threading.Lock()
        self.calls = 0
        self.busy_s = 0.0
        """Seconds callers spent in calls, queueing for the limit included."""

    @contextmanager
    def call(self) -> Iterator[float]:
        """One call: waits for a free slot, sleeps the latency; yields the latency."""
        start = time.perf_counter()
        if self._slots is not None:
            self._slots.acquire()
        try:
            if self.latency_s > 0:
                time.sleep(self.latency_s)
            yield self.latency_s
        finally:
            if self._slots is not None:
                self._slots.release()
            with self._lock:
                self.calls += 1
                self.busy_s += time.perf_counter() - start
