"""Training samples for the learned critic, read from mined trees.

Each sample is one executed intermediate step (not ``terminate``): the screens before
and after, the action and its description, the intent, and a label.

- **Verified paths** (weight 1): a step on the path to a terminal node whose success a
  verifier confirmed (``info["verified"]`` or the sim's ``ground_truth_success``) is
  valid, unless the path later comes back to the state the step left (a loop: a wrong
  turn undone, e.g. a menu opened and closed with Back): the step that left is invalid,
  and the other steps of the loop are left out (the way back was right). Every sibling
  of a valid step that is on no verified path is invalid; each such sibling with its
  valid step is a contrastive pair (one screen, two actions).
- **No visible change** (weight 1): a step after which nothing changed
  (``info["critic"]["no_change"]``) is invalid.
- **Judge samples** (weight :data:`JUDGE_WEIGHT`): the remaining steps whose JudgeAgent
  reward is confident (at least ``1 - margin`` valid, at most ``margin`` invalid).
  A refuted success (``info["refuted"]``) marks nothing valid.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

from m2miner.actions import Action
from m2miner.store import Store
from m2miner.store.records import LoadedTree, NodeRecord

JUDGE_WEIGHT = 0.5
EXECUTED = frozenset({"valid", "invalid", "success", "failure"})
Source = Literal["verified", "loop", "sibling", "no_change", "judge"]


@dataclass(frozen=True)
class Sample:
    """One step to learn from; screens are content hashes in the tree's store."""

    before: str
    after: str
    action: Action
    description: str
    intent: str
    app: str
    label: float
    weight: float
    source: Source
    node_id: int
    tree_id: int


def tree_samples(
    tree: LoadedTree,
    *,
    judge_margin: float | None = 0.2,
    fingerprint_of: Callable[[NodeRecord], str | None] | None = None,
) -> Iterator[Sample]:
    """The samples of one stored tree (see the module docstring). ``fingerprint_of``
    gives the fingerprint of a node whose record has none (the search stores it only
    where it needed it, see :mod:`m2miner.critic.search`)."""
    by_id = {n.id: n for n in tree.nodes}
    good, loops = _verified_steps(tree.nodes, by_id, fingerprint_of)
    parents_of_good = {by_id[i].parent_id for i in good}
    for node in tree.nodes:
        parent = by_id.get(node.parent_id) if node.parent_id is not None else None
        if parent is None or not _executed_step(node, parent):
            continue
        label, weight, source = _label(node, good, loops, parents_of_good, judge_margin)
        if source is None:
            continue
        yield Sample(
            parent.screenshot_hash or "", node.screenshot_hash or "", node.action,  # type: ignore[arg-type]
            node.description or "", tree.intent.text, tree.tree.app, label, weight, source,
            node.id, tree.tree.id,
        )  # fmt: skip


def _label(
    node: NodeRecord,
    good: set[int],
    loops: set[int],
    parents_of_good: set[int | None],
    margin: float | None,
) -> tuple[float, float, Source | None]:
    if node.id in good:
        return 1.0, 1.0, "verified"
    if node.id in loops:
        return 0.0, 1.0, "loop"
    if node.parent_id in parents_of_good:
        return 0.0, 1.0, "sibling"
    critic = node.info.critic
    if critic is not None and critic.get("no_change") is True:
        return 0.0, 1.0, "no_change"
    if margin is None or node.reward is None or node.reward_source not in ("judge", "fallback"):
        return 0.0, 0.0, None
    if node.reward >= 1 - margin:
        return 1.0, JUDGE_WEIGHT, "judge"
    if node.reward <= margin:
        return 0.0, JUDGE_WEIGHT, "judge"
    return 0.0, 0.0, None


def _executed_step(node: NodeRecord, parent: NodeRecord) -> bool:
    return (
        node.status in EXECUTED
        and node.action is not None
        and node.action.type != "terminate"
        and node.screenshot_hash is not None
        and parent.screenshot_hash is not None
    )


def _verified_steps(
    nodes: Iterable[NodeRecord],
    by_id: dict[int, NodeRecord],
    fingerprint_of: Callable[[NodeRecord], str | None] | None,
) -> tuple[set[int], set[int]]:
    """Ids of the steps on paths to a verified success that moved it on, and of those that
    started a loop (the path came back to the state they left)."""
    good: set[int] = set()
    loops: set[int] = set()
    for node in nodes:
        info = node.info
        verified = info.verified if "verified" in info else info.ground_truth_success
        if node.status != "success" or verified is not True or info.refuted:
            continue
        path: list[NodeRecord] = []
        current: NodeRecord | None = node
        while current is not None:
            path.append(current)
            current = by_id.get(current.parent_id) if current.parent_id is not None else None
        path.reverse()
        states = [_state_key(n, fingerprint_of) for n in path]
        i = 0
        while i < len(path) - 1:
            last = max(j for j, key in enumerate(states) if key == states[i])
            if last > i:
                loops.add(path[i + 1].id)  # the wrong turn; the way back may be right
                i = last
            else:
                good.add(path[i + 1].id)
                i += 1
    return good, loops - good


def _state_key(
    node: NodeRecord, fingerprint_of: Callable[[NodeRecord], str | None] | None = None
) -> str:
    """What names a node's state: its fingerprint (stored, else computed from its stored
    screen), else its hierarchy, else its pixels."""
    critic = node.info.critic
    fp = critic.get("fingerprint") if critic is not None else None
    if fp is None and fingerprint_of is not None:
        fp = fingerprint_of(node)
    return str(fp or node.hierarchy_hash or node.screenshot_hash or node.id)


def stored_fingerprints(store: Store) -> Callable[[NodeRecord], str | None]:
    """The fingerprint of a node's stored screen (status bar masked by its share of the
    height, no app masks), each screen computed once."""
    from m2miner.critic import fingerprint, prepare

    @lru_cache(maxsize=4096)
    def of(screenshot: str, hierarchy: str | None) -> str:
        text = store.screenshots.get_text(hierarchy) if hierarchy else None
        return fingerprint(prepare(store.screenshots.get(screenshot), text))

    def fingerprint_of(node: NodeRecord) -> str | None:
        if node.screenshot_hash is None:
            return None
        return of(node.screenshot_hash, node.hierarchy_hash)

    return fingerprint_of


def open_data_store(data_dir: Path) -> Store:
    """The store at ``data_dir``, read only."""
    from m2miner.config import load_config
    from m2miner.store.opening import open_store

    config = load_config(None, {"store.data_dir": data_dir}, environ={})
    return open_store(config, read_only=True)


def store_samples(store: Store, *, judge_margin: float | None = 0.2) -> list[Sample]:
    """Every sample of every tree in ``store``."""
    samples: list[Sample] = []
    fingerprint_of = stored_fingerprints(store)
    for record in store.trees.find():
        tree = store.trees.load(record.id)
        samples += tree_samples(tree, judge_margin=judge_margin, fingerprint_of=fingerprint_of)
    return samples
