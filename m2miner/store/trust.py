"""How far a success can be trusted: verified, judged only, or refuted.

A terminal node the JudgeAgent calls a success records what checked it (see
:func:`m2miner.mining.tree.verify_success`): ``info["verified"]`` is True when a verifier
confirmed it, None when no verifier decided (judged only, whatever judge votes and a
replay said), and False, with ``info["refuted"]``, when a check refuted it (the node is
then stored as a failure). Rows stored when votes and a replay could still verify keep
their ``verified: true``; :func:`trust_of` reads them as judged only. A recycled intent
carries the answer of recycling's JudgeAgent check in ``Intent.verified``: a model's
judgement, not a verifier's, so a recycled path it passed is judged only. The miner's
summary, ``m2miner runs``, ``m2miner stats`` and the export all label
successes with this one function, so their counts agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Literal, get_args

from m2miner.store.node_info import NodeInfo

Trust = Literal["verified", "judged", "refuted"]
TRUST_LEVELS: tuple[Trust, ...] = get_args(Trust)

TRUST_WORDS: dict[str, str] = {
    "verified": "verified",
    "judged": "judged only",
    "refuted": "refuted",
}
"""How summaries name each label."""


def trust_of(success: bool, info: Mapping[str, Any]) -> Trust | None:
    """The label of a terminal node, None when the judge did not call it a success.

    ``success`` is whether the node is stored as a success. Nodes stored before
    verification was recorded have only the sim task's predicate,
    ``info["ground_truth_success"]``: true is verified, false refuted, absent judged only.
    """
    node = NodeInfo.parse(info)
    if node.refuted is True:
        return "refuted"
    if not success:
        return None
    verified = node.verified if "verified" in node else node.ground_truth_success
    if verified is True:
        return "verified" if _by_verifier(node) else "judged"
    if verified is False:
        return "refuted"
    return "judged"


def _by_verifier(info: NodeInfo) -> bool:
    """Whether a success marked verified was confirmed by a verifier: a passed verifier
    check, or the sim's predicate. A row whose checks are only judge votes and a replay was
    not; a row stored before checks were recorded cannot tell, and keeps its label."""
    if "checks" not in info or info.ground_truth_success is True:
        return True
    return any(c.method == "verifier" and c.passed is True for c in info.checks)


def intent_trust(verified: bool | None) -> Trust:
    """The label of a recycled intent from its ``verified`` column: recycling's JudgeAgent
    passed it (judged only: no verifier checked the path's end) or refuted it."""
    return "refuted" if verified is False else "judged"


def trust_counts(nodes: Iterable[tuple[bool, Mapping[str, Any]]]) -> dict[str, int]:
    """``{"verified": n, "judged": n, "refuted": n}`` over ``(success, info)`` of nodes."""
    counts: dict[str, int] = dict.fromkeys(TRUST_LEVELS, 0)
    for success, info in nodes:
        label = trust_of(success, info)
        if label is not None:
            counts[label] += 1
    return counts
