"""What the search asks of its caller, and the values it exchanges with it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from m2miner.errors import ConfigError
from m2miner.mcts.budget import Usage
from m2miner.mcts.node import DEAD_STATUSES, JUDGED, NEW, ROOT, Node, Proposal

InitValue = Callable[[int, int], float]
"""``init_value(rank, k)``: the initial value of the child ranked ``rank`` (0 = best) of
``k``; it stands in for ``Q`` until the child is visited."""
Prefer = Callable[[Node], bool]
"""Locality preference: true for nodes that are cheap to reach from where the device is."""
Ordering = Literal["ranked", "random"]


# The search's defaults, defined once: SearchConfig and the config file's [search]
# section (m2miner.config.SearchSettings) both take them from here. C and the initial
# values were chosen by bench/efficiency.py --sweep (docs/performance.md, "The sweep"):
# with C = 0.1 and initial values 0.5 - 0.1 per rank, M²-Miner found a verified success
# in 6 of 6 trees at length 9 (median 30 steps); with the earlier 0.5 and 0.8 - 0.15,
# in 0 of 6 within 300 steps.
DEFAULT_C_UCT = 0.1
"""Exploration constant ``C`` of UCT."""
DEFAULT_SUCCESSES = 1
"""Successes after which a tree stops."""
DEFAULT_INIT_TOP = 0.5
"""Initial value of the best-ranked child."""
DEFAULT_INIT_STEP: float | None = None
"""Drop of the initial value per rank (``None``: ``init_top / k``)."""
DEFAULT_LOCALITY_EPS = 0.05
"""UCT scores this close count as a tie that the device's locality breaks."""
DEFAULT_VIRTUAL_LOSS = 1.0
"""Phantom zero-reward visits per selection in flight."""
DEFAULT_ENV_ERROR_RETRIES = 2
"""Retries of a node whose model or device work failed."""


def linear_init_value(rank: int, k: int) -> float:
    """``1 - rank / k``: the best of ``k`` gets 1, each next one ``1 / k`` less."""
    return 1.0 - rank / k


@dataclass(frozen=True)
class SteppedInitValue:
    """``max(0, top - step * rank)``, with ``step = top / k`` when ``step`` is None."""

    top: float = DEFAULT_INIT_TOP
    step: float | None = DEFAULT_INIT_STEP

    def __call__(self, rank: int, k: int) -> float:
        step = self.step if self.step is not None else self.top / k
        return max(0.0, self.top - step * rank)


@dataclass(frozen=True)
class Expansion:
    """The children proposed for a node, best first, and what proposing them cost.

    ``failed``: no proposals could be made for reasons outside the app (a model failed
    after its retries). The node is then left unexpanded, the attempt counts as an
    iteration, and a later iteration expands it again, up to ``env_error_retries``
    times; ``proposals`` are ignored.
    """

    proposals: Sequence[Proposal]
    usage: Usage = field(default_factory=Usage)
    failed: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "proposals", tuple(self.proposals))


@dataclass(frozen=True)
class Evaluation:
    """The outcome of executing a node's action and judging the screen it led to.

    ``reward`` is in [0, 1]: a terminal node scores 1 on success and 0 on failure, an
    intermediate one the judge's probability that the step is valid. A ``status`` in
    :data:`~m2miner.mcts.node.DEAD_STATUSES` makes the node dead (its reward is kept
    but never backpropagated); :data:`~m2miner.mcts.node.ENV_ERROR` is evaluated again
    by a later iteration while it has retries left. ``success`` only makes sense on a
    terminal node.
    """

    reward: float
    terminal: bool = False
    success: bool = False
    status: str = JUDGED
    usage: Usage = field(default_factory=Usage)
    info: Mapping[str, Any] = field(default_factory=dict)
    failure: Exception | None = None
    """The error behind an ``env_error`` status, for the fault record (never stored)."""

    def __post_init__(self) -> None:
        if not 0.0 <= self.reward <= 1.0:
            raise ValueError(f"reward must be in [0, 1], got {self.reward}")
        if self.success and not self.terminal:
            raise ValueError("only a terminal evaluation can be a success")
        if self.status in (NEW, ROOT):
            raise ValueError(f"{self.status!r} is not an evaluation status")

    @property
    def dead(self) -> bool:
        return self.status in DEAD_STATUSES


class Expand(Protocol):
    """Proposes the children of a node."""

    def __call__(self, node: Node) -> Expansion:
        """Return ranked proposals for ``node`` (an evaluated, non-terminal node).

        An empty list makes ``node`` a dead end. Called once per node, or again after
        an expansion that ``failed``. Exceptions propagate out of the search unchanged;
        return environment failures as a failed expansion instead.
        """
        ...


class Evaluate(Protocol):
    """Executes a node's action and judges the result."""

    def __call__(self, node: Node) -> Evaluation:
        """Bring the device to ``node.parent``, execute ``node.payload``, judge the screen.

        When ``node.at_depth_limit`` is true the node cannot be expanded and the
        evaluation should judge it as terminal (success 1, failure 0); the search marks
        it terminal whatever the evaluation says. Environment failures are returned as
        an evaluation with a dead status (:data:`~m2miner.mcts.node.ENV_ERROR` for a
        model or device that failed: it is retried), not raised; exceptions propagate
        unchanged. A node evaluated again after an env_error still holds the failed
        evaluation's ``status`` and ``info``.
        """
        ...


class SearchHooks:
    """Callbacks through which the caller persists the tree as it grows; all optional.

    Subclass and override what you need. Hooks run inside the search, in the thread that
    called it; an exception raised by a hook propagates.
    """

    def on_expanded(self, node: Node) -> None:
        """``node.children`` were just created (unevaluated); ids may be assigned here."""

    def on_evaluated(self, node: Node, path: list[Node]) -> None:
        """``node`` was judged and ``path`` (root to ``node``) backpropagated, unless
        its evaluation ``failed``, in which case no ``q`` or ``n`` changed."""

    def on_expand_failed(self, node: Node) -> None:
        """Expanding ``node`` failed (``node.expand_errors`` was just incremented)."""


@dataclass(frozen=True)
class SearchConfig:
    """How the search chooses. The defaults (the ``DEFAULT_*`` constants above) are the
    M²-Miner search as the miner runs it.

    ``ordering="random"`` is the vanilla-MCTS baseline: proposals are shuffled by the
    seeded generator and all get ``init_value(0, k)``; proposal init values are ignored.
    ``locality_eps``: among children whose UCT scores are within it of the best, those
    the caller prefers (say, the device is already there) come first; 0 is pure UCT
    (exact ties only). ``virtual_loss``: each selection still in flight counts, on every
    node of its path, as that many extra visits with reward 0, steering concurrent
    selections apart. ``successes``: stop after that many successes (``None``: never).
    ``env_error_retries``: how many times a node whose evaluation or expansion failed
    for environment reasons is tried again before it counts as dead.
    """

    c_uct: float = DEFAULT_C_UCT
    successes: int | None = DEFAULT_SUCCESSES
    init_value: InitValue = field(default_factory=SteppedInitValue)
    ordering: Ordering = "ranked"
    locality_eps: float = DEFAULT_LOCALITY_EPS
    virtual_loss: float = DEFAULT_VIRTUAL_LOSS
    env_error_retries: int = DEFAULT_ENV_ERROR_RETRIES

    def __post_init__(self) -> None:
        if self.c_uct < 0:
            raise ConfigError(f"search.c_uct must not be negative, got {self.c_uct}")
        if self.successes is not None and self.successes < 1:
            raise ConfigError(f"search.successes must be at least 1, got {self.successes}")
        if self.ordering not in ("ranked", "random"):
            raise ConfigError(f"search.ordering must be ranked or random, got {self.ordering!r}")
        if self.locality_eps < 0:
            raise ConfigError(f"search.locality_eps must not be negative, got {self.locality_eps}")
        if self.virtual_loss < 0:
            raise ConfigError(f"search.virtual_loss must not be negative, got {self.virtual_loss}")
        if self.env_error_retries < 0:
            raise ConfigError(
                f"search.env_error_retries must not be negative, got {self.env_error_retries}"
            )


StopReason = str
"""``"successes"``, ``"exhausted"``, ``"env_errors"`` (nothing left to try but nodes
whose model or device work failed past its retries), ``"interrupted"`` or
``"budget:<Budget field>"``."""


@dataclass(frozen=True)
class SearchResult:
    """How a search ended. Counts and usage cover the whole tree, resumed parts included."""

    stop_reason: StopReason
    successes: tuple[Node, ...]
    iterations: int
    usage: Usage
