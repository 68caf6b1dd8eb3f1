"""The safety guard's former home: it is now the :mod:`m2miner.safety` package.

``SafetyGuard`` is :class:`m2miner.safety.policy.Policy` (``check_action``,
``check_location``, ``blocked_term``); the hierarchy helpers moved to
:mod:`m2miner.safety.context`. Kept so that older imports keep working.
"""

from __future__ import annotations

from m2miner.safety.context import UiNode, node_at, parse_bounds, parse_hierarchy
from m2miner.safety.policy import ALLOWED, SYSTEM_OVERLAY_PACKAGES, Verdict
from m2miner.safety.policy import Policy as SafetyGuard

__all__ = [
    "ALLOWED",
    "SYSTEM_OVERLAY_PACKAGES",
    "SafetyGuard",
    "UiNode",
    "Verdict",
    "node_at",
    "parse_bounds",
    "parse_hierarchy",
]
