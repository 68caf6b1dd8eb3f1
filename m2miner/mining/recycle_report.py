"""How well recycled intents name what their paths did, measured on the sim world.

Each recycled intent's path is replayed on a fresh :class:`SimDevice` (no realism, so
the replay is exact). A bundled task of the app is *accomplished* by the path when its
success predicate holds at the path's end but not on the start screen (a predicate that
already holds at the start says nothing about the path). For the paths that accomplish
at least one task, the report says how often the recycled intent *matches* one of them.

*Matches* means the two intents ask for the same things: the F1 score of their key terms
(content words with stop words and the app's name removed, compared up to a shared stem;
:func:`intent_similarity`) is at least :data:`MATCH_THRESHOLD`. "Open Recents and clear
history" against the task "Open Recents and clear your history" scores 1.0; "Open Layers
and open Satellite" against "Switch the map type to Satellite" scores 0.4, no match.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from m2miner.agents.lexical import key_terms, matches, words
from m2miner.devices.screens import png_size
from m2miner.errors import M2MinerError
from m2miner.store import Store
from m2miner.store.records import IntentRecord, LoadedTree

MATCH_THRESHOLD = 0.5
"""Key-term F1 at which a recycled intent counts as naming a task."""


def intent_similarity(a: str, b: str, app: str = "") -> float:
    """F1 of the two intents' key terms (stem-matched; the app's own name left out)."""
    app_words = set(words(app))
    terms_a = [t for t in key_terms(a) if not matches(t, app_words)]
    terms_b = [t for t in key_terms(b) if not matches(t, app_words)]
    if not terms_a or not terms_b:
        return 0.0
    precision = sum(matches(t, set(terms_b)) for t in terms_a) / len(terms_a)
    recall = sum(matches(t, set(terms_a)) for t in terms_b) / len(terms_b)
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)


@dataclass(frozen=True)
class TaskMatch:
    """One replayed recycled intent and the bundled tasks its path accomplishes."""

    intent_id: int
    node_id: int
    app: str
    intent: str
    tasks: tuple[str, ...]
    """Ids of the tasks whose predicate the path's end satisfies (and its start does not)."""
    best_task: str | None
    best_task_intent: str | None
    similarity: float
    error: str | None = None

    @property
    def matched(self) -> bool:
        return self.best_task is not None and self.similarity >= MATCH_THRESHOLD


@dataclass(frozen=True)
class SimMatchReport:
    """The measurement over all replayed recycled intents."""

    rows: tuple[TaskMatch, ...]

    @property
    def replayed(self) -> int:
        return sum(1 for r in self.rows if r.error is None)

    @property
    def accomplishing(self) -> int:
        """Paths whose end satisfies at least one bundled task's predicate."""
        return sum(1 for r in self.rows if r.tasks)

    @property
    def matched(self) -> int:
        return sum(1 for r in self.rows if r.matched)

    @property
    def match_rate(self) -> float | None:
        """Share of task-accomplishing paths whose intent matches a task; None without any."""
        return self.matched / self.accomplishing if self.accomplishing else None


def is_sim_tree(loaded: LoadedTree) -> bool:
    """Whether the tree was mined on the sim device, on a bundled sim app."""
    from m2miner.devices.sim import list_apps

    device = loaded.tree.device or ""
    return device.startswith("sim") and loaded.tree.app in list_apps()


def measure_on_sim(store: Store, intents: Sequence[IntentRecord]) -> SimMatchReport:
    """Replay each recycled intent's path on the sim and compare it with the tasks it
    accomplishes; intents whose tree was not mined on the sim are left out."""
    rows = [
        _measure(store, tree, intent, node_id)
        for intent, tree, node_id in sim_paths(store, intents)
    ]
    return SimMatchReport(tuple(rows))


def unchecked_sim_apps(store: Store, intents: Sequence[IntentRecord]) -> tuple[str, ...]:
    """The sim apps of trees behind ``intents`` that no configured folder holds now (an
    app from ``sim.apps_dirs`` with the folder not configured): their intents cannot be
    replayed or checked, and the caller should say so rather than skip them silently."""
    from m2miner.devices.sim import list_apps

    known = set(list_apps())
    missing: set[str] = set()
    trees: set[int] = set()
    for intent in intents:
        if intent.source_node_id is None:
            continue
        tree_id = store.nodes.get(intent.source_node_id).tree_id
        if tree_id in trees:
            continue
        trees.add(tree_id)
        tree = store.trees.get(tree_id)
        if (tree.device or "").startswith("sim") and tree.app not in known:
            missing.add(tree.app)
    return tuple(sorted(missing))


def sim_paths(
    store: Store, intents: Sequence[IntentRecord]
) -> Iterator[tuple[IntentRecord, LoadedTree, int]]:
    """Each recycled intent mined on the sim, with its tree and the id of its path's end."""
    trees: dict[int, LoadedTree] = {}
    for intent in intents:
        if intent.source_node_id is None:
            continue
        node = store.nodes.get(intent.source_node_id)
        if node.tree_id not in trees:
            trees[node.tree_id] = store.trees.load(node.tree_id)
        if is_sim_tree(trees[node.tree_id]):
            yield intent, trees[node.tree_id], node.id


def _measure(store: Store, loaded: LoadedTree, intent: IntentRecord, node_id: int) -> TaskMatch:
    from m2miner.devices.sim import SimDevice, load_app

    path = loaded.path(node_id)
    root = path[0]
    width, height = (1080, 2400)
    if root.screenshot_hash is not None:
        width, height = png_size(store.screenshots.get(root.screenshot_hash))
    app = load_app(loaded.tree.app)
    device = SimDevice(app.name, width=width, height=height)
    try:
        at_start = {task.id for task in app.tasks if device.check(task)}
        for node in path[1:]:
            if node.action is not None:
                device.execute(node.action)
        done = [t for t in app.tasks if t.id not in at_start and device.check(t)]
    except M2MinerError as exc:
        return TaskMatch(intent.id, node_id, app.name, intent.text, (), None, None, 0.0, str(exc))
    finally:
        device.close()
    scored = sorted(
        ((intent_similarity(intent.text, t.intent, app.name), t) for t in done),
        key=lambda pair: (-pair[0], pair[1].id),
    )
    best = scored[0] if scored else None
    return TaskMatch(
        intent_id=intent.id,
        node_id=node_id,
        app=app.name,
        intent=intent.text,
        tasks=tuple(t.id for t in done),
        best_task=best[1].id if best else None,
        best_task_intent=best[1].intent if best else None,
        similarity=best[0] if best else 0.0,
    )
