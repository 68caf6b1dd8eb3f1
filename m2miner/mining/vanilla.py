"""Vanilla MCTS with an InferAgent (``--search vanilla-infer``), an ablation.

The paper's vanilla baseline (``--search vanilla``,
:mod:`m2miner.mining.vanilla_random`) samples actions from the screen at random; this
one keeps the paper's random order and rollouts but lets the InferAgent propose the
actions, so it tells how much of M²-Miner's gain comes from ranking, the process reward
and "do not repeat" rather than from the model. It differs from the default search in
three ways:

- **InferAgent only.** One InferAgent call proposes ``K`` candidates; equal ones are merged
  by the deterministic rule (no model call). No OrchestraAgent ranking and no
  "do not repeat" re-ask.
- **Random order.** Children are shuffled by the seeded generator and all start from the
  same initial value (``SearchConfig(ordering="random")``).
- **Rollouts instead of a process reward.** A new node's action is executed, then a
  rollout continues from its screen: one of the InferAgent's candidates, drawn uniformly by
  a generator seeded from the run seed and the node, is executed at each step, until the
  drawn action is ``terminate`` or the rollout reaches ``search.rollout_depth`` (default:
  ``search.max_depth``). The JudgeAgent's terminal verdict on the final screen is the
  node's reward. A node that is itself terminal (it terminates, or sits at the depth
  limit) is judged as in the default search.

Rollout actions are device steps: they count against ``budget.device_steps`` and are
recorded in the node's ``info["rollout"]`` (steps, actions, verdict, and where the intent
has a verifier its verdict on the rollout's end: on sim tasks the ground truth).

**A rollout that finds the goal is a success**, as in MCTS, where the rollout that reaches
the goal is the search's result: a rollout that ends with ``terminate``, whose final screen
the JudgeAgent calls a success and the intent's verifier confirms, records
``info["rollout"]["success"] = True``; the success is reached at the rollout's last step,
so the tree's device steps up to and including this node's rollout are its cost. Such a
rollout raises its node's value like any other, but its screens are not kept, so it is
not a stored trajectory; without a verifier nothing confirms it and it is not counted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from m2miner.actions import Action
from m2miner.agents.base import Candidate, Judgement, StepContext
from m2miner.agents.merge import Screen, merge_candidates
from m2miner.devices.base import Observation
from m2miner.errors import DeviceDisconnectedError, DeviceError, ModelError, UnsafeActionError
from m2miner.mcts import ENV_ERROR, Evaluation, Node, Usage
from m2miner.mining.tree import Acted, TreeMiner
from m2miner.prompts import recent_steps


@dataclass
class Rollout:
    """Where a rollout ended: the last action, the screens around it, what it cost."""

    action: Action
    description: str
    before: Observation
    after: Observation
    history: tuple[str, ...]
    steps: int = 0
    actions: list[str] = field(default_factory=list)
    stopped: str = "depth"
    """Why it ended: terminate, depth, left_app, no_action, device_error or model_error."""
    ground_truth: bool | None = None


class VanillaMiner(TreeMiner):
    """The tree miner of vanilla + InferAgent; see the module docstring. Its subclass
    :class:`~m2miner.mining.vanilla_random.RandomVanillaMiner` replaces :meth:`_propose`
    and :meth:`_draw` by random sampling."""

    def _propose(self, node: Node) -> list[Candidate]:
        ctx = self.context(node)
        proposals = self.setup.agents.infer.propose(ctx, self.k, [])
        self.writer.failed_proposals(node, proposals.failures)
        return merge_candidates(proposals.candidates, Screen.of(ctx.observation))[: self.k]

    def _on_device(self, node: Node, acted: Acted) -> None:
        super()._on_device(node, acted)
        if acted.terminal or acted.left_app is not None:
            return
        rollout = self._rollout(node, acted)
        acted.steps = acted.steps + Usage(device_steps=rollout.steps)
        acted.info["rollout"] = {
            "steps": rollout.steps,
            "actions": rollout.actions,
            "stopped": rollout.stopped,
            **({"ground_truth": rollout.ground_truth} if rollout.ground_truth is not None else {}),
        }
        acted.extra["rollout"] = rollout

    def _judge(self, node: Node, acted: Acted, before: Usage) -> Evaluation:
        if acted.terminal or acted.left_app is not None:
            return super()._judge(node, acted, before)
        rollout: Rollout = acted.extra["rollout"]
        info = acted.info
        if rollout.stopped == "left_app":
            judgement = Judgement(0.0, "none", "failure", info={"reason": "rollout left the app"})
        else:
            ctx = self._rollout_context(rollout.before, rollout.history)
            try:
                judgement = self.setup.agents.judge.judge_terminal(
                    ctx, rollout.action, rollout.description, rollout.after
                )
            except ModelError as exc:
                info = {**info, "error": f"judge: {exc}"}
                return self._dead(node, ENV_ERROR, before, info, acted.steps, failure=exc)
        info["rollout"]["verdict"] = judgement.verdict
        if rollout_succeeded(rollout, judgement):
            info["rollout"]["success"] = True
        return self._evaluation(node, judgement, False, before, acted.steps, info)

    # -- the rollout -------------------------------------------------------------------

    def _act_in_rollout(self, action: Action) -> Observation | None:
        """``action``'s screen, or None when the device failed: a rollout's screens are not
        nodes a retry could first return to, so a failed step ends the rollout rather than
        repeating the action on whatever a half-done attempt left."""
        try:
            return self.nav.act(action)
        except (DeviceDisconnectedError, UnsafeActionError):
            raise
        except DeviceError:
            self.nav.lost()
            return None

    def _rollout(self, node: Node, acted: Acted) -> Rollout:
        assert isinstance(node.payload, Action)
        config = self.setup.config.search
        limit = config.rollout_depth or config.max_depth
        history = tuple(n.description or "" for n in node.path()[1:])
        rollout = Rollout(
            node.payload,
            node.description or node.payload.describe(),
            self.writer.observation(acted.parent),
            acted.after,
            history[:-1],
        )
        rng = random.Random(f"{self.setup.config.seed}:rollout:{self.setup.tree_id}:{node.id}")
        depth = node.depth
        self.nav.lost()  # the device leaves the node; a later visit restores it
        while depth < limit:
            choice = self._draw(rollout, history, rng)
            if choice is None:
                break
            after = self._act_in_rollout(choice.action)
            if after is None:
                rollout.stopped = "device_error"
                break
            depth += 1
            rollout.steps += 1
            rollout.actions.append(choice.description)
            rollout.history, history = history, (*history, choice.description)
            rollout.action, rollout.description = choice.action, choice.description
            rollout.before, rollout.after = rollout.after, after
            if not self.guard.check_location(after).allowed:
                rollout.stopped = "left_app"
                break
            if choice.action.is_terminal:
                rollout.stopped = "terminate"
                break
        if rollout.stopped not in ("left_app", "device_error"):
            rollout.ground_truth = self.verification.truth()
        return rollout

    def _draw(
        self, rollout: Rollout, history: tuple[str, ...], rng: random.Random
    ) -> Candidate | None:
        """One of the InferAgent's allowed candidates for the rollout's screen, at random."""
        ctx = self._rollout_context(rollout.after, history)
        try:
            proposals = self.setup.agents.infer.propose(ctx, self.k, [])
        except ModelError as exc:
            self.faults.failed(exc)
            rollout.stopped = "model_error"
            return None
        left = list(proposals.candidates)
        while left:
            # Draw first, then ask the guard: checking every candidate costs more.
            choice = left.pop(rng.randrange(len(left)))
            if self.guard.check_action(choice.action, rollout.after).allowed:
                return choice
        rollout.stopped = "no_action"
        return None

    def _rollout_context(self, observation: Observation, history: tuple[str, ...]) -> StepContext:
        shown, start = recent_steps(history, self.setup.config.agents.infer.history)
        return StepContext(
            intent=self.setup.intent,
            domain=self.setup.domain,
            observation=observation,
            history=shown,
            app=self.setup.app.name,
            history_start=start,
        )


def rollout_succeeded(rollout: Rollout, judgement: Judgement) -> bool:
    """The rule of a rollout success: it ended with ``terminate`` (claiming success), the
    judge called its final screen a success and the intent's verifier confirmed it."""
    claimed = rollout.action.is_terminal and rollout.action.status != "failure"
    ended = rollout.stopped == "terminate" and claimed
    return ended and judgement.verdict == "success" and rollout.ground_truth is True
