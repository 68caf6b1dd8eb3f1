"""What the three search agents take and return, and how their model calls are recorded.

The miner builds a :class:`StepContext` for the node being expanded or judged and calls:

- ``InferAgent.propose(ctx, k, exclude)`` -> :class:`Proposals` (candidates + failures),
- ``OrchestraAgent.merge_and_rank(ctx, candidates)`` -> ranked :class:`Candidate` list,
- ``JudgeAgent.judge_step(ctx, action, description, after)`` -> :class:`Judgement`,
- ``JudgeAgent.judge_terminal(ctx, action, description, after)`` -> :class:`Judgement`.

Model-backed and heuristic implementations satisfy the same Protocols. Every model call
goes through a :class:`CallRecorder` so the miner can store role, model, tokens,
latency and cost with the node it was made for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol

from m2miner.actions import Action, Domain
from m2miner.devices.base import Observation
from m2miner.llm.base import ChatResult

AgentRole = Literal["infer", "orchestra", "judge", "recycle", "intents"]


@dataclass(frozen=True)
class StepContext:
    """Everything an agent may look at for one node.

    ``history`` holds the one-line descriptions of the actions from the root to this
    node (oldest first), or the last of them: ``history_start`` says how many earlier
    steps were left out, so prompts number the steps as in the whole trajectory.
    ``observation`` is the node's screen.
    """

    intent: str
    domain: Domain
    observation: Observation
    history: tuple[str, ...] = ()
    app: str = ""
    history_start: int = 0


@dataclass(frozen=True)
class Candidate:
    """A proposed action with its one-line description and where it came from."""

    action: Action
    description: str
    model: str = "heuristic"
    raw: str = ""
    score: float = 0.0
    merged_from: int = 1
    """How many proposals were merged into this one."""


@dataclass(frozen=True)
class FailedProposal:
    """Model output that could not be parsed into an action, kept for the record."""

    model: str
    raw: str
    error: str


@dataclass(frozen=True)
class Proposals:
    candidates: list[Candidate]
    failures: list[FailedProposal] = field(default_factory=list)


@dataclass(frozen=True)
class Judgement:
    """A JudgeAgent verdict.

    ``reward`` is in [0, 1]; ``source`` says how it was obtained: ``judge`` (first-token
    log-probabilities), ``terminal`` (success/failure answer), ``fallback`` (generated
    text, because neither token was among the log-probabilities), ``heuristic``,
    ``critic`` (no JudgeAgent call: :mod:`m2miner.critic` decided, see ``info["critic"]``).
    """

    reward: float
    source: Literal["judge", "terminal", "fallback", "heuristic", "critic", "none"]
    verdict: str
    raw: str = ""
    info: dict[str, object] = field(default_factory=dict)

    @property
    def valid(self) -> bool:
        return self.reward >= 0.5


class CallRecorder(Protocol):
    """Receives every model call an agent makes (successful or not)."""

    def record(
        self,
        role: AgentRole,
        model: str,
        result: ChatResult | None,
        *,
        error: str | None = None,
        prompt: str | None = None,
    ) -> None: ...


class NullRecorder:
    """A recorder that keeps nothing (for agents used outside a run)."""

    def record(
        self,
        role: AgentRole,
        model: str,
        result: ChatResult | None,
        *,
        error: str | None = None,
        prompt: str | None = None,
    ) -> None:
        return None


class ListRecorder:
    """A recorder that keeps calls in a list (tests, and tallies in a tree)."""

    def __init__(self) -> None:
        self.calls: list[tuple[AgentRole, str, ChatResult | None, str | None]] = []

    def record(
        self,
        role: AgentRole,
        model: str,
        result: ChatResult | None,
        *,
        error: str | None = None,
        prompt: str | None = None,
    ) -> None:
        self.calls.append((role, model, result, error))


class InferAgent(Protocol):
    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        """Propose up to ``k`` candidate actions; ``exclude`` lists descriptions of actions
        already proposed for this node ("do not repeat these"). Never raises for
        unparseable output: it becomes a :class:`FailedProposal`. Raises ModelError only
        when the model cannot be reached after retries."""
        ...


class OrchestraAgent(Protocol):
    def merge_and_rank(self, ctx: StepContext, candidates: list[Candidate]) -> list[Candidate]:
        """Merge equivalent candidates, then return them best first."""
        ...


class JudgeAgent(Protocol):
    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        """Score an intermediate step: P(valid) from the first-token log-probabilities."""
        ...

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        """Judge a terminal node: reward 1 for success, 0 for failure."""
        ...


@dataclass(frozen=True)
class Agents:
    """The three agents a search uses, and whether they are the heuristic ones."""

    infer: InferAgent
    orchestra: OrchestraAgent
    judge: JudgeAgent
    heuristic: bool = False
