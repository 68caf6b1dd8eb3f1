"""The search itself: Monte Carlo Tree Search as in M²-Miner, pure.

Nothing here touches a device, a model or a database: the caller passes an ``expand``
and an ``evaluate`` callable, a seed, and hooks to persist the tree as it grows.
"""

from m2miner.mcts.budget import Budget, BudgetTracker, Clock, Usage
from m2miner.mcts.contracts import (
    Evaluate,
    Evaluation,
    Expand,
    Expansion,
    InitValue,
    Ordering,
    Prefer,
    SearchConfig,
    SearchHooks,
    SearchResult,
    StopReason,
    linear_init_value,
)
from m2miner.mcts.node import (
    BLOCKED,
    DEAD_STATUSES,
    DIVERGENT,
    ENV_ERROR,
    JUDGED,
    MALFORMED,
    NEW,
    ROOT,
    Node,
    NodeRecord,
    Proposal,
    build_tree,
    count_iterations,
    failed_iterations,
    find_successes,
    spent_env_errors,
    to_record,
    to_records,
)
from m2miner.mcts.search import MCTS, backpropagate
from m2miner.mcts.uct import uct_score

__all__ = [
    "BLOCKED",
    "DEAD_STATUSES",
    "DIVERGENT",
    "ENV_ERROR",
    "JUDGED",
    "MALFORMED",
    "MCTS",
    "NEW",
    "ROOT",
    "Budget",
    "BudgetTracker",
    "Clock",
    "Evaluate",
    "Evaluation",
    "Expand",
    "Expansion",
    "InitValue",
    "Node",
    "NodeRecord",
    "Ordering",
    "Prefer",
    "Proposal",
    "SearchConfig",
    "SearchHooks",
    "SearchResult",
    "StopReason",
    "Usage",
    "backpropagate",
    "build_tree",
    "count_iterations",
    "failed_iterations",
    "find_successes",
    "linear_init_value",
    "spent_env_errors",
    "to_record",
    "to_records",
    "uct_score",
]
