"""Samples of the four kinds, from trajectories and trees.

- ``sft``: the InferAgent's prompt at each step of a trajectory -> its answer (action
  description line and ``mobile_use`` tool call in the model's coordinates).
- ``description``: a screen and an action -> the action's one-line description.
- ``preference``: at a step, the action taken on the path (chosen) against a sibling the
  search judged invalid or whose value stayed low (rejected). Recycled paths give none:
  their siblings' values were earned for another intent.
- ``judge``: before/after screens and the action -> ``valid``/``invalid``; a final
  screen -> ``success``/``failure``; from every judged node of the selected trees.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from m2miner.action_parse import parse_action
from m2miner.errors import MalformedActionError, StoreError
from m2miner.export.descriptions import DescriptionChecker, left_out_reason
from m2miner.export.options import ExportOptions
from m2miner.export.prompts import (
    describe_prompt,
    infer_answer,
    infer_prompt,
    judge_step_prompt,
    judge_terminal_prompt,
)
from m2miner.export.samples import Sample, SampleMeta, Screenshot
from m2miner.export.steps import (
    ScreenSizes,
    Step,
    description_of,
    history_to,
    judged_enough,
    trajectory_steps,
)
from m2miner.export.trajectories import (
    EXECUTED_STATUSES,
    REJECTED,
    Trajectory,
    normalise_intent,
    path_is_clean,
)
from m2miner.store.records import LoadedTree, NodeRecord
from m2miner.store.treeview import success_path_ids
from m2miner.store.trust import Trust, trust_of


class Builder:
    """Builds samples with one model view and one set of options; counts what it skips."""

    def __init__(
        self,
        sizes: ScreenSizes,
        options: ExportOptions,
        rejected: frozenset[tuple[int, int]] = frozenset(),
    ) -> None:
        self.sizes = sizes
        self.options = options
        self.rejected: dict[int, list[int]] = {}
        """Last node ids of the trajectories a reviewer marked wrong, by intent id, left
        out with every sample drawn from them (``--exclude-rejected``)."""
        for node_id, intent_id in rejected:
            self.rejected.setdefault(intent_id, []).append(node_id)
        self.view = options.view
        self.skipped: dict[str, int] = {}
        self.checker = DescriptionChecker(sizes.store) if options.check_descriptions else None

    def _skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1

    def steps(self, trajectory: Trajectory) -> list[Step]:
        """The trajectory's steps that pass ``--min-judge``, their descriptions checked
        (see :mod:`m2miner.export.descriptions`)."""
        out = []
        for step in trajectory_steps(trajectory, self.checker):
            if judged_enough(step.node, self.options.min_judge):
                out.append(step)
            else:
                self._skip("step below --min-judge")
        return out

    # -- sft and description ---------------------------------------------------------

    def sft(self, step: Step) -> Sample | None:
        t = step.trajectory
        screen = self.sizes.of(step.before)
        answer = infer_answer(step.action, step.description, screen, self.view)
        if not self._parses(answer, step, screen):
            return None
        prompt = infer_prompt(t.domain, self.view, screen, t.intent.text, step.history)
        return Sample("sft", prompt, answer, step.meta(synthetic=step.node is None))

    def _parses(self, answer: str, step: Step, screen: Screenshot) -> bool:
        """Whether the agent's parser reads the answer (an action the domain lacks fails)."""
        try:
            parse_action(
                answer,
                domain=step.trajectory.domain,
                coords=self.view.coords,
                width=screen.width,
                height=screen.height,
                min_pixels=self.view.min_pixels,
                max_pixels=self.view.max_pixels,
            )
        except MalformedActionError:
            self._skip("action the model's tool cannot express")
            return False
        return True

    def description(self, step: Step) -> Sample | None:
        if step.node is None:
            return None  # the appended terminate has no description of its own
        if step.check is not None and step.check.description is None:
            self._skip(left_out_reason(step.check))  # no true description to teach
            return None
        screen = self.sizes.of(step.before)
        prompt = describe_prompt(step.trajectory.domain, self.view, screen, step.action)
        return Sample("description", (prompt,), step.description, step.meta())

    # -- preference ------------------------------------------------------------------

    def preference_on_path(self, step: Step) -> list[Sample]:
        """Pairs at a step of a (non-recycled) trajectory: the path's action is chosen."""
        if step.node is None or step.trajectory.recycled:
            return []
        return self._pairs(step, step.node)

    def preference_in_tree(self, tree: LoadedTree, covered: set[int]) -> list[Sample]:
        """Pairs at valid nodes off the exported paths: the best child is chosen."""
        out: list[Sample] = []
        wrong = self.rejected_steps(tree)
        for parent in tree.nodes:
            if (
                parent.id in covered
                or parent.id in wrong
                or parent.status not in ("valid",)
                or parent.screenshot_hash is None
            ):
                continue
            path = tree.path(parent.id)
            if not path_is_clean(path):
                continue
            chosen = _best_child(tree, parent)
            if chosen is None or chosen.id in wrong:
                continue
            trajectory = Trajectory(tree.intent, tree, (*path, chosen), recycled=False)
            step = Step(
                trajectory,
                len(path),
                parent,
                chosen,
                chosen.action,  # type: ignore[arg-type]
                description_of(chosen),
                history_to(tree, parent),
            )
            out += self._pairs(step, chosen)
        return out

    def _pairs(self, step: Step, chosen: NodeRecord) -> list[Sample]:
        chosen_sample = self.sft(step)
        if chosen_sample is None:
            return []
        screen = self.sizes.of(step.before)
        out = []
        for sibling, evidence in self._rejected(step.trajectory.tree, step.before, chosen):
            assert sibling.action is not None
            rejected = infer_answer(sibling.action, description_of(sibling), screen, self.view)
            if rejected == chosen_sample.answer:
                continue
            meta = step.meta(
                rejected_node_id=sibling.id,
                rejected_evidence=evidence,
                rejected_q=sibling.q,
                chosen_q=chosen.q,
            )
            out.append(
                Sample(
                    "preference",
                    chosen_sample.prompt,
                    chosen_sample.answer,
                    meta,
                    rejected=rejected,
                )
            )
        return out

    def _rejected(
        self, tree: LoadedTree, parent: NodeRecord, chosen: NodeRecord
    ) -> list[tuple[NodeRecord, str]]:
        """The siblings to reject, with the evidence against them.

        ``judged``: executed siblings judged invalid or failed, or whose value stayed at
        most ``low_q`` (and below the chosen one's). Where there is none and the options
        allow ``ranked`` evidence: siblings never executed that the OrchestraAgent ranked
        below the chosen child.
        """
        siblings = [
            s for s in tree.children(parent.id) if s.id != chosen.id and s.action is not None
        ]
        judged = [
            (s, "judged")
            for s in siblings
            if s.status in EXECUTED_STATUSES
            and s.n > 0
            and s.q < chosen.q
            and (s.status in ("invalid", "failure") or s.q <= self.options.low_q)
        ]
        if judged or self.options.rejected != "ranked" or chosen.rank is None:
            return judged
        return [
            (s, "ranked")
            for s in siblings
            if s.status == "candidate" and s.rank is not None and s.rank > chosen.rank
        ]

    def rejected_steps(self, tree: LoadedTree) -> frozenset[int]:
        """The nodes (root left out) of ``tree``'s trajectories a reviewer marked wrong."""
        marked = self.rejected.get(tree.intent.id)
        if not marked:
            return frozenset()
        ids = {n.id for n in tree.nodes}
        ends = [n for n in marked if n in ids]
        return frozenset(node.id for end in ends for node in tree.path(end)[1:])

    # -- judge -------------------------------------------------------------------------

    def judge(self, tree: LoadedTree) -> list[Sample]:
        """A judge sample for every judged node whose verdict is trustworthy enough."""
        # Only a verified ending a reviewer did not mark wrong proves the steps before it.
        wrong = self.rejected_steps(tree)
        on_path = success_path_ids(
            [
                n
                for n in tree.nodes
                if n.status != "success" or (_trust(n) == "verified" and n.id not in wrong)
            ]
        )
        out = []
        for node in tree.nodes:
            if (
                node.parent_id is None
                or node.action is None
                or node.status not in EXECUTED_STATUSES
            ):
                continue
            if node.id in wrong and node.id not in on_path:
                self._skip(f"judge sample of a trajectory {REJECTED}")
                continue
            parent = tree.node(node.parent_id)
            if node.screenshot_hash is None or parent.screenshot_hash is None:
                continue
            try:
                sample = self._judge_one(tree, parent, node, node.id in on_path)
            except StoreError:
                self._skip("screenshot missing from the blob store")
                continue
            if sample is not None:
                out.append(sample)
        return out

    def _judge_one(
        self, tree: LoadedTree, parent: NodeRecord, node: NodeRecord, on_path: bool
    ) -> Sample | None:
        assert node.action is not None
        terminal = node.status in ("success", "failure")
        trust = _trust(node) if terminal else None
        if trust == "judged" and "judged" not in self.options.include:
            self._skip("judge sample of a judged-only success (--include judged exports it)")
            return None
        label_source = _judge_label(node, terminal, on_path, self.options.min_judge)
        if label_source is None:
            return None
        label, source = label_source
        domain = tree.intent.domain
        before, after = self.sizes.of(parent), self.sizes.of(node)
        history = history_to(tree, parent)
        args = (
            domain,
            self.view,
            before,
            after,
            tree.intent.text,
            history,
            node.action,
            description_of(node),
        )
        turn = judge_terminal_prompt(*args) if terminal else judge_step_prompt(*args)
        meta = SampleMeta(
            intent=tree.intent.text,
            source=tree.intent.source,
            app=tree.tree.app,
            domain=domain,
            group=normalise_intent(tree.intent.text),
            run_id=tree.tree.run_id,
            tree_id=tree.tree.id,
            node_id=node.id,
            intent_id=tree.intent.id,
            step=node.depth,
            stage=tree.intent.stage,
            extra={
                "label_source": source,
                "reward": node.reward,
                "terminal": terminal,
                **({"trust": trust} if trust is not None else {}),
            },
        )
        return Sample("judge", (turn,), label, meta, label=label)


def _judge_label(
    node: NodeRecord, terminal: bool, on_path: bool, min_judge: float | None
) -> tuple[str, str] | None:
    """The class of a judge sample and where it comes from, or None to leave it out.

    Endings: the sim task's ground truth where recorded, else what a verifier or the
    terminal checks found, else the stored verdict (judged-only successes are left out
    before this unless ``--include judged``); an agent that gave up
    (``terminate(failure)``) was never judged. Steps on a verified successful path are
    valid by outcome; other steps take the judge's verdict when its confidence
    (``max(r, 1 - r)``) reaches ``min_judge``.
    """
    assert node.action is not None
    if terminal:
        if node.action.type == "terminate" and node.action.status == "failure":
            return None
        truth = node.info.ground_truth_success
        if truth is not None:
            return ("success" if truth else "failure"), "ground_truth"
        verified = node.info.verified
        if verified is not None:
            return ("success" if verified else "failure"), "verifier"
        return node.status, "judge"
    if on_path:
        return "valid", "outcome"
    if node.reward is None or node.reward_source == "none":
        return None
    valid = node.reward >= 0.5
    confidence = node.reward if valid else 1.0 - node.reward
    if min_judge is not None and confidence < min_judge:
        return None
    return ("valid" if valid else "invalid"), "judge"


def _trust(node: NodeRecord) -> Trust | None:
    return trust_of(node.status == "success", node.info)


def _best_child(tree: LoadedTree, parent: NodeRecord) -> NodeRecord | None:
    children = [
        c
        for c in tree.children(parent.id)
        if c.action is not None and c.status in ("valid", "success") and c.n > 0 and c.q >= 0.5
    ]
    return max(children, key=lambda c: (c.q, -c.id), default=None)


def build_samples(
    builder: Builder,
    trajectories: Sequence[Trajectory],
    trees: Sequence[LoadedTree],
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, list[Sample]]:
    """Samples of every kind the options ask for, in a stable order; ``progress(done,
    total)`` after each trajectory and each tree."""
    kinds = builder.options.kinds
    out: dict[str, list[Sample]] = {kind: [] for kind in kinds}
    covered: dict[int, set[int]] = {}
    total = len(trajectories) + len(trees)
    notify = progress or (lambda done, total: None)
    for done, trajectory in enumerate(trajectories, 1):
        for step in builder.steps(trajectory):
            try:
                _add_step(builder, step, out)
            except StoreError:
                builder._skip("screenshot missing from the blob store")
            covered.setdefault(trajectory.tree.tree.id, set()).add(step.before.id)
        notify(done, total)
    for done, tree in enumerate(trees, len(trajectories) + 1):
        if "preference" in kinds and builder.options.preference_scope == "tree":
            out["preference"] += builder.preference_in_tree(tree, covered.get(tree.tree.id, set()))
        if "judge" in kinds:
            out["judge"] += builder.judge(tree)
        notify(done, total)
    return out


def _add_step(builder: Builder, step: Step, out: dict[str, list[Sample]]) -> None:
    if "sft" in out and (sample := builder.sft(step)) is not None:
        out["sft"].append(sample)
    if "description" in out and (sample := builder.description(step)) is not None:
        out["description"].append(sample)
    if "preference" in out:
        out["preference"] += builder.preference_on_path(step)
