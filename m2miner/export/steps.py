"""The steps of a trajectory: the screen an agent saw, what it had done, and what it did next."""

from __future__ import annotations

from dataclasses import dataclass

from m2miner.actions import Action, describe
from m2miner.agents.describe_check import DescriptionCheck
from m2miner.errors import StoreError
from m2miner.export.descriptions import DescriptionChecker
from m2miner.export.samples import SampleMeta, Screenshot
from m2miner.export.trajectories import Trajectory
from m2miner.store import Store
from m2miner.store.records import LoadedTree, NodeRecord

TERMINATE_SUCCESS = Action("terminate", status="success")
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class ScreenSizes:
    """Screenshot sizes read from the stored PNGs' headers, each blob once."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._sizes: dict[str, tuple[int, int]] = {}

    @property
    def store(self) -> Store:
        return self._store

    def shot(self, digest: str) -> Screenshot:
        """The screenshot ``digest`` with its size; raises StoreError when unreadable."""
        if digest not in self._sizes:
            path = self._store.screenshots.path(digest)
            try:
                with path.open("rb") as handle:
                    header = handle.read(24)
            except OSError as exc:
                raise StoreError(f"cannot read screenshot {digest}: {exc}") from exc
            if len(header) < 24 or not header.startswith(_PNG_SIGNATURE):
                raise StoreError(f"screenshot {path} is not a PNG")
            self._sizes[digest] = (
                int.from_bytes(header[16:20], "big"),
                int.from_bytes(header[20:24], "big"),
            )
        width, height = self._sizes[digest]
        return Screenshot(digest, width, height)

    def of(self, node: NodeRecord) -> Screenshot:
        if node.screenshot_hash is None:
            raise StoreError(f"node {node.id} has no screenshot")
        return self.shot(node.screenshot_hash)


@dataclass(frozen=True)
class Step:
    """Action number ``index`` (from 1) of a trajectory.

    ``before`` is the node whose screen the agent looked at; ``node`` the node the action
    led to, None for the ``terminate(success)`` appended to a recycled path.
    """

    trajectory: Trajectory
    index: int
    before: NodeRecord
    node: NodeRecord | None
    action: Action
    description: str
    history: tuple[str, ...]
    check: DescriptionCheck | None = None
    """The verdict on the stored description (None when not checked); ``description``
    is already the checked one."""

    def meta(self, **extra: object) -> SampleMeta:
        t = self.trajectory
        if self.check is not None:
            extra = {"description_check": self.check.status, **extra}
            if self.check.status != "ok":
                extra["description_reason"] = self.check.reason
                extra["stored_description"] = description_of(self.node or self.before)
            if self.check.side_effects:
                extra["side_effects"] = list(self.check.side_effects)
        node = self.node or self.before
        return SampleMeta(
            intent=t.intent.text,
            source=t.intent.source,
            app=t.app,
            domain=t.domain,
            group=t.group,
            run_id=t.tree.tree.run_id,
            tree_id=t.tree.tree.id,
            node_id=node.id,
            intent_id=t.intent.id,
            trajectory=t.id,
            step=self.index,
            stage=t.intent.stage,
            extra={"trust": t.trust, **extra},
        )


def description_of(node: NodeRecord) -> str:
    """The node's stored one-line description, or the action's own when none was stored."""
    assert node.action is not None
    return node.description.strip() or describe(node.action)


def trajectory_steps(
    trajectory: Trajectory, checker: DescriptionChecker | None = None
) -> list[Step]:
    """Every action of the path in order; a path that does not end in a terminal action
    (a recycled one) gets ``terminate(success)`` on its last screen, so a model trained on
    it learns to stop once the intent is done. With ``checker``, each description is
    checked against what its step did and, where the check gives one, replaced (in the
    later steps' history too)."""
    nodes = trajectory.nodes
    steps: list[Step] = []
    history: list[str] = []
    for index, node in enumerate(nodes[1:], 1):
        assert node.action is not None
        before = nodes[index - 1]
        description, check = description_of(node), None
        if checker is not None:
            check = checker.check(before, node, description)
            description = check.description or description
        steps.append(
            Step(trajectory, index, before, node, node.action, description, tuple(history), check)
        )
        history.append(description)
    last = nodes[-1].action
    if last is not None and not last.is_terminal:
        steps.append(
            Step(
                trajectory,
                len(nodes),
                nodes[-1],
                None,
                TERMINATE_SUCCESS,
                describe(TERMINATE_SUCCESS),
                tuple(history),
            )
        )
    return steps


def judged_enough(node: NodeRecord | None, min_judge: float | None) -> bool:
    """Whether a step passes ``--min-judge``: its judge reward is at least the threshold.

    Steps without a judge reward (the appended terminate, unjudged steps) pass.
    """
    if min_judge is None or node is None or node.reward is None or node.reward_source == "none":
        return True
    return node.reward >= min_judge


def history_to(tree: LoadedTree, node: NodeRecord) -> tuple[str, ...]:
    """Descriptions of the actions from the root down to ``node`` (its own included)."""
    return tuple(description_of(n) for n in tree.path(node.id)[1:])
