"""Which root-to-node paths of a finished tree become intent-recycling candidates.

The rules, applied in this order (all deterministic; :func:`candidate_paths`):

1. **Valid paths.** Every node on the path, root included, is ``valid`` or ``success``;
   the path has at least ``min_length`` actions; it does not end on a ``terminate`` or
   ``answer`` step (those say the task ended, not what was done).
2. **No empty endings.** The last step must move the task somewhere new: a path ending
   on Back, Home, Menu, a "Navigate up"/"Back"/"Close" tap, a scroll or a wait is
   dropped, and so is one whose last screen is a screen seen earlier on the same path
   (a return, or a step that changed nothing).
3. **Not the tree's own trajectory.** A path that ends where a successful trajectory for
   the tree's intent ends (the parent of a ``terminate``/``answer`` success, or the
   success node itself) is the tree's own data, not a recycled intent.
4. **Distinct.** Of paths with the same sequence of action descriptions, the first (by
   node id) is kept.
5. **No redundant prefixes.** A path that a longer candidate without a detour (below)
   goes through adds nothing over it, unless the tree branches at its end: when such
   candidates continue from its last node through two or more different children,
   reaching that node is a sub-task shared by several longer ones ("open the search
   results") and the prefix is kept.
6. **Cap.** Paths without a detour first (a detour returns to a screen the path showed
   before: it is usually wandering, though it can be purposeful, as in "save A, go back,
   save B"), then longer paths (they say more), then higher Q of the last node, then
   lower node id; at most ``max_paths``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property

from m2miner.agents.steps import NAVIGATION_LABELS
from m2miner.store.records import LoadedTree, NodeRecord

KEPT_STATUSES = frozenset({"valid", "success"})
END_ACTIONS = frozenset({"terminate", "answer"})
_QUOTED_LABEL_NAV = frozenset(f'click "{label}"' for label in NAVIGATION_LABELS)


@dataclass(frozen=True)
class CandidatePath:
    """A root-to-node path: ``nodes[0]`` is the root, ``nodes[-1]`` the path's end."""

    nodes: tuple[NodeRecord, ...]

    @property
    def end(self) -> NodeRecord:
        return self.nodes[-1]

    @property
    def steps(self) -> tuple[NodeRecord, ...]:
        """The nodes reached by an action (all but the root)."""
        return self.nodes[1:]

    @property
    def length(self) -> int:
        return len(self.nodes) - 1

    @cached_property
    def descriptions(self) -> tuple[str, ...]:
        return tuple(step_text(node) for node in self.steps)

    def extends(self, other: CandidatePath) -> bool:
        """Whether this path goes through ``other``'s end (and is longer)."""
        n = len(other.nodes)
        return len(self.nodes) > n and self.nodes[n - 1].id == other.end.id


def step_text(node: NodeRecord) -> str:
    """A node's action description, or its action as JSON when it has none."""
    if node.description:
        return node.description
    return node.action.to_json() if node.action is not None else ""


def screen_key(node: NodeRecord) -> str | None:
    """What identifies a node's screen: its hierarchy, else its screenshot."""
    return node.hierarchy_hash or node.screenshot_hash


def empty_ending(node: NodeRecord) -> bool:
    """Whether the step into ``node`` only navigates (rule 2's action part)."""
    action = node.action
    if action is None:
        return True
    if action.type == "system_button":
        return action.button in ("Back", "Home", "Menu")
    if action.type in ("swipe", "wait"):
        return True
    return node.description.casefold() in _QUOTED_LABEL_NAV


def success_ends(nodes: Sequence[NodeRecord]) -> set[int]:
    """Ids of the nodes where a successful trajectory of the tree's own intent ends."""
    out = set()
    for node in nodes:
        if node.status != "success":
            continue
        ends_task = node.action is not None and node.action.type in END_ACTIONS
        if ends_task and node.parent_id is not None:
            out.add(node.parent_id)
        else:
            out.add(node.id)
    return out


def valid_paths(
    loaded: LoadedTree,
    *,
    min_length: int = 1,
    key: Callable[[NodeRecord], str | None] = screen_key,
) -> list[CandidatePath]:
    """Rules 1 and 2: every eligible path, in depth-first order (children by rank)."""
    root = loaded.root
    if root is None or root.status not in KEPT_STATUSES:
        return []
    out: list[CandidatePath] = []
    stack: list[tuple[NodeRecord, ...]] = [(root,)]
    while stack:
        path = stack.pop()
        end = path[-1]
        if len(path) > 1 and _eligible_end(path, min_length, key):
            out.append(CandidatePath(path))
        kids = [c for c in loaded.children(end.id) if c.status in KEPT_STATUSES]
        stack.extend((*path, child) for child in reversed(kids))
    return out


def _eligible_end(
    path: tuple[NodeRecord, ...], min_length: int, key: Callable[[NodeRecord], str | None]
) -> bool:
    end = path[-1]
    if len(path) - 1 < min_length or end.action is None or end.action.type in END_ACTIONS:
        return False
    if empty_ending(end):
        return False
    end_key = key(end)
    return end_key is None or all(key(node) != end_key for node in path[:-1])


def drop_redundant_prefixes(
    paths: Sequence[CandidatePath], key: Callable[[NodeRecord], str | None] = screen_key
) -> list[CandidatePath]:
    """Rule 5: keep a path that no detour-free candidate extends, or where they branch."""
    longer = [p for p in paths if not has_detour(p, key)]
    kept = []
    for path in paths:
        depth = len(path.nodes)
        through = {other.nodes[depth].id for other in longer if other.extends(path)}
        if len(through) != 1:
            kept.append(path)
    return kept


def candidate_paths(
    loaded: LoadedTree,
    *,
    max_paths: int = 10,
    min_length: int = 1,
    key: Callable[[NodeRecord], str | None] = screen_key,
) -> list[CandidatePath]:
    """The tree's recycling candidates by the module's rules, best first."""
    own = success_ends(loaded.nodes)
    paths = [p for p in valid_paths(loaded, min_length=min_length, key=key) if p.end.id not in own]
    seen: set[tuple[str, ...]] = set()
    distinct = []
    for path in sorted(paths, key=lambda p: p.end.id):
        if path.descriptions not in seen:
            seen.add(path.descriptions)
            distinct.append(path)
    kept = drop_redundant_prefixes(distinct, key)
    kept.sort(key=lambda p: (has_detour(p, key), -p.length, -p.end.q, p.end.id))
    return kept[:max_paths]


def has_detour(path: CandidatePath, key: Callable[[NodeRecord], str | None] = screen_key) -> bool:
    """Whether the path shows some screen twice (it went somewhere and came back)."""
    keys = [k for k in (key(node) for node in path.nodes) if k is not None]
    return len(keys) != len(set(keys))
