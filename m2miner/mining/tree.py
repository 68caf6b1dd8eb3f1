"""Mining one tree: the M²-Miner search wired to a device, the agents and the store.

:class:`TreeMiner` gives the pure search (``m2miner.mcts``) its two callables:
``expand`` asks the InferAgent for candidates and the OrchestraAgent for their order;
``evaluate`` brings the device to the parent's state, executes the action and asks the
JudgeAgent. The device is wrapped in the safety policy
(:class:`~m2miner.safety.wrapper.SafeDevice`): an action it refuses raises
:class:`~m2miner.errors.UnsafeActionError` and the node is stored ``blocked``, with the
verdict in ``info`` (``blocked``: the reason, ``element``, ``safety``: rule, kind,
role). Its hooks commit every node as soon as it is judged, together with the path's
Q/N, so a crash loses at most the node in flight.

Faults are contained and recorded on the node they happened to, in ``info["faults"]``
by :class:`~m2miner.mining.node_faults.NodeFaults`
(``{"kind": KIND, ...}``): model retries (from the call recorder), ``model_failed`` when
a model's retries ran out (the node is then ``env_error``, retried by a later
iteration), popups and dropped actions (from the navigator), and a device's
``disconnect`` and ``reconnect``. Each fault is written to the store the moment the
miner learns of it, on the node being evaluated (a ``candidate`` row until it commits)
or expanded, so a process killed mid-node loses none it knew of; the node's commit
writes the same list. When a device cannot be reconnected, the
:class:`~m2miner.errors.DeviceDisconnectedError` ends the tree on this device; another
device resumes it, and that node's next attempt appends its faults to the stored ones.

A terminal node the JudgeAgent calls a success is verified (:mod:`m2miner.verify`): by the
intent's verifier where it has one (on sim tasks the task's success predicate), else by
the terminal checks of ``[verify]`` (judge votes, a replay). A refuted success is stored
as a failure; see :func:`verify_success` for the info keys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from m2miner.actions import Action, Domain
from m2miner.agents.base import Agents, Candidate, Judgement, StepContext
from m2miner.agents.merge import Screen, merge_candidates
from m2miner.config import Config
from m2miner.critic.search import SearchCritic, open_critic
from m2miner.devices.base import AppTarget, Observation
from m2miner.errors import DeviceDisconnectedError, DeviceError, ModelError, UnsafeActionError
from m2miner.mcts import (
    BLOCKED,
    DIVERGENT,
    ENV_ERROR,
    Evaluation,
    Expansion,
    Node,
    Proposal,
    SearchHooks,
    Usage,
)
from m2miner.mining.navigator import Navigator
from m2miner.mining.node_faults import NodeFaults
from m2miner.mining.persist import TreeWriter
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.terminal import Verification
from m2miner.prompts import recent_steps
from m2miner.safety.policy import Policy
from m2miner.safety.wrapper import SafeDevice
from m2miner.store import Store
from m2miner.verify import Verifier


@dataclass
class Acted:
    """A node's action done on the device: the parent, the screen it led to, the steps
    spent, what to record in the node's info, and whether it left the app."""

    parent: Node
    after: Observation
    steps: Usage
    info: dict[str, Any]
    terminal: bool
    left_app: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    """What a subclass carries from its device work to its judging."""


@dataclass(frozen=True)
class TreeSetup:
    """What one tree needs besides the device: intent, app, agents, config, store."""

    intent: str
    app: AppTarget
    domain: Domain
    agents: Agents
    config: Config
    store: Store
    recorder: StoreRecorder
    tree_id: int
    verifier: Verifier | None = None
    """Checks the intent on the device when a trajectory ends (sim tasks: the predicate)."""
    sim: bool = False
    """Mining a sim app on the sim device: the terminal checks' defaults are off."""


class TreeMiner(SearchHooks):
    """Runs the expand/evaluate callbacks of one tree on one device."""

    def __init__(
        self,
        setup: TreeSetup,
        navigator: Navigator,
        writer: TreeWriter,
        on_node: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.setup = setup
        self.nav = navigator
        self.writer = writer
        self._on_node = on_node
        self.k = sum(ref.k for ref in setup.config.agents.infer.models) or 5
        self.spent = Usage()
        """Everything this tree has used, including earlier sessions when resumed."""
        self.faults = NodeFaults(setup.recorder, writer)
        navigator.on_fault = self.faults.add
        self.verification = Verification(setup, navigator, writer)
        self.critic: SearchCritic = open_critic(setup.config, setup.app.name, writer.observation)

    # -- contexts ---------------------------------------------------------------------

    @property
    def guard(self) -> Policy:
        """The safety wrapper's policy (the one that decides what executes), for checks
        that execute nothing: leaving the app, the vanilla baselines' draws. A device
        built without the wrapper (never by the engines) gets the configured policy."""
        device = self.nav.device
        if isinstance(device, SafeDevice):
            return device.policy
        return Policy(self.setup.config.safety, self.setup.app)

    def context(self, node: Node) -> StepContext:
        history = [n.description or "" for n in node.path()[1:]]
        shown, start = recent_steps(history, self.setup.config.agents.infer.history)
        return StepContext(
            intent=self.setup.intent,
            domain=self.setup.domain,
            observation=self.writer.observation(node),
            history=shown,
            app=self.setup.app.name,
            history_start=start,
        )

    # -- expand ----------------------------------------------------------------------

    def expand(self, node: Node) -> Expansion:
        try:
            expansion = self._expand(node)
        except BaseException:
            self.setup.recorder.flush()
            raise
        finally:
            self._end()
        self.spent = self.spent + expansion.usage
        return expansion

    def evaluate(self, node: Node) -> Evaluation:
        try:
            evaluation = self._evaluate(node)
        except BaseException:
            self.setup.recorder.flush()
            raise
        finally:
            self._end()
        self.spent = self.spent + evaluation.usage
        return evaluation

    def _begin(self, node: Node) -> Usage:
        """Point the recorder at ``node`` and store its faults as they come; the usage
        so far."""
        self.setup.recorder.bind(self.setup.tree_id, node.id)
        self.faults.begin(node)
        return self.setup.recorder.usage

    def _end(self) -> None:
        """The node's work is over: faults from now on belong to no node."""
        self.faults.end()

    def _expand(self, node: Node) -> Expansion:
        before = self._begin(node)
        try:
            ranked = self._propose(node)
        except ModelError as exc:
            faults = self.faults.settle(node, exc)
            node.info["faults"] = faults
            node.info["expand_error"] = str(exc)
            usage = self.setup.recorder.usage - before
            return Expansion([], usage=usage, failed=True)
        node.info["faults"] = self.faults.settle(node)
        proposals = [Proposal(c.action, c.description) for c in ranked]
        # Where each ranked child came from, stored on the child (see MiningWriter).
        node.info["proposals"] = {
            c.action.to_json(): {"model": c.model, "merged_from": c.merged_from} for c in ranked
        }
        return Expansion(proposals, usage=self.setup.recorder.usage - before)

    def _propose(self, node: Node) -> list[Candidate]:
        """K candidates for ``node``'s children, best first; ``search.do_not_repeat``
        says how InferAgent is kept from proposing the same action twice. Ranking runs
        once, over everything proposed."""
        ctx = self.context(node)
        mode = self.setup.config.search.do_not_repeat
        if mode == "sequential":
            candidates = self._propose_sequential(node, ctx)
        else:
            candidates = self._propose_sampled(node, ctx, gapfill=mode == "gapfill")
        return self.setup.agents.orchestra.merge_and_rank(ctx, candidates)[: self.k]

    def _propose_sampled(self, node: Node, ctx: StepContext, gapfill: bool) -> list[Candidate]:
        """One call for K candidates; with ``gapfill``, the cheap merge rule tells how
        many distinct actions came back and one more call asks for the missing ones,
        shown what was proposed."""
        infer = self.setup.agents.infer
        proposals = infer.propose(ctx, self.k, [])
        self.writer.failed_proposals(node, proposals.failures)
        candidates = proposals.candidates
        if not gapfill or not candidates:
            return candidates
        distinct = merge_candidates(candidates, Screen.of(ctx.observation))
        if len(distinct) >= self.k:
            return candidates
        more = infer.propose(ctx, self.k - len(distinct), [c.description for c in distinct])
        self.writer.failed_proposals(node, more.failures)
        return distinct + more.candidates

    def _propose_sequential(self, node: Node, ctx: StepContext) -> list[Candidate]:
        """The paper's "do not repeat": K calls of one, each shown the actions already
        proposed for this node."""
        infer = self.setup.agents.infer
        candidates: list[Candidate] = []
        for _ in range(self.k):
            exclude = [c.description for c in candidates]
            proposals = infer.propose(ctx, 1, exclude)
            self.writer.failed_proposals(node, proposals.failures)
            candidates += proposals.candidates
        return candidates

    # -- evaluate --------------------------------------------------------------------

    def _evaluate(self, node: Node) -> Evaluation:
        before = self._begin(node)
        # The device is held only for device work: another tree sharing it can act while
        # this one waits for the judge.
        with self.nav.holding():
            acted = self._device_work(node, before)
        if isinstance(acted, Evaluation):
            return self._with_faults(node, acted)
        return self._with_faults(node, self._judge(node, acted, before))

    def _with_faults(self, node: Node, evaluation: Evaluation) -> Evaluation:
        """``evaluation`` with the node's faults, earlier attempts' included."""
        failed = evaluation.failure
        info = dict(evaluation.info)
        faults = self.faults.settle(node, failed if isinstance(failed, ModelError) else None)
        if faults:
            info["faults"] = faults
        if node.info.get("error") and "error" not in info:
            info["error"] = None  # an earlier attempt's error no longer holds
        return replace(evaluation, info=info)

    def _device_work(self, node: Node, before: Usage) -> Acted | Evaluation:
        """:meth:`_act` and :meth:`_on_device`, reconnecting a lost device and starting
        over; after ``device.reconnects`` disconnects, or when it cannot be reconnected,
        the faults are stored on the node and the disconnect is raised."""

        def work() -> Acted | Evaluation:
            acted = self._act(node, before)
            if isinstance(acted, Acted):
                self._on_device(node, acted)
            return acted

        def disconnected(exc: DeviceDisconnectedError) -> None:
            self.faults.add({"kind": "disconnect", "error": str(exc)[:300]})

        try:
            return self.nav.reconnecting(work, disconnected)
        except DeviceDisconnectedError:
            node.info["faults"] = self.faults.settle(node)
            raise

    def _act(self, node: Node, before: Usage) -> Acted | Evaluation:
        """Bring the device to the parent, check the action, execute it and observe."""
        parent = node.parent
        assert parent is not None and isinstance(node.payload, Action)
        try:
            arrival = self.nav.go_to(parent)
        except DeviceDisconnectedError:
            raise
        except DeviceError as exc:
            self.nav.lost()
            return self._dead(node, ENV_ERROR, before, {"error": f"restore: {exc}"})
        restore = Usage(restore_steps=arrival.restore_steps)
        if not arrival.ok:
            self.nav.lost()
            info: dict[str, Any] = {
                "diverged_at": arrival.diverged_at,
                "similarity": arrival.similarity,
            }
            return self._dead(node, DIVERGENT, before, info, restore)
        try:
            after, error, retried = self.nav.act_from(parent, node.payload)
        except UnsafeActionError as exc:
            # Nothing was performed: the device still shows the parent.
            self.nav.at = parent
            return self._dead(node, BLOCKED, before, blocked_info(exc), restore)
        steps = restore + Usage(device_steps=1, restore_steps=retried)
        if after is None:
            return self._dead(node, ENV_ERROR, before, {"error": error}, steps)
        self.writer.save_screen(node, after)
        terminal = node.payload.is_terminal or node.at_depth_limit
        acted = Acted(parent, after, steps, _device_info(after), terminal)
        left = self.guard.check_location(after)
        if not left.allowed:
            acted.info["left_app"] = left.reason
            acted.left_app = left.reason
            self.nav.lost()
            return acted
        self.nav.remember(node)
        return acted

    def _on_device(self, node: Node, acted: Acted) -> None:
        """Device work after the action, still holding the device: a terminal node's
        verifier. Subclasses add more (the vanilla rollout)."""
        if acted.terminal and acted.left_app is None:
            self.verification.at_end(acted.info)

    def _judge(self, node: Node, acted: Acted, before: Usage) -> Evaluation:
        """Ask the JudgeAgent about the screen the action led to (no device needed)."""
        if acted.left_app is not None:
            judgement = Judgement(0.0, "none", "invalid", info={"reason": acted.left_app})
            return self._evaluation(node, judgement, True, before, acted.steps, acted.info)
        action: Action = node.payload
        ctx = self.context(acted.parent)
        description = node.description or action.describe()
        decided = self._critic_step(node, acted, before)
        if decided is not None:
            return decided
        try:
            if acted.terminal:
                judgement = self.setup.agents.judge.judge_terminal(
                    ctx, action, description, acted.after
                )
            else:
                judgement = self._judge_step(ctx, action, description, acted.after)
        except ModelError as exc:
            info = {**acted.info, "error": f"judge: {exc}"}
            return self._dead(node, ENV_ERROR, before, info, acted.steps, failure=exc)
        return self._evaluation(node, judgement, acted.terminal, before, acted.steps, acted.info)

    # -- critic: the no-change reward, transpositions, the learned critic ----------------

    def _critic_step(self, node: Node, acted: Acted, before: Usage) -> Evaluation | None:
        """Record the screen comparison in ``info["critic"]``; an evaluation without a
        JudgeAgent call where the critic decides (docs/critic.md)."""
        intent, action = self.setup.intent, node.payload
        record, decision = self.critic.step(
            node, acted.after, terminal=acted.terminal, intent=intent, action=action
        )
        acted.info["critic"] = record
        if decision is None:
            return None
        if not self.setup.config.search.process_reward:  # the ablation judges nothing
            for key in ("decided", "transposition_of"):
                record.pop(key, None)
            return None
        judgement = Judgement(decision.reward, "critic", decision.verdict)
        evaluation = self._evaluation(node, judgement, False, before, acted.steps, acted.info)
        return replace(evaluation, status=decision.status)

    def _judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        if not self.setup.config.search.process_reward:
            return Judgement(0.5, "none", "unjudged")
        return self.setup.agents.judge.judge_step(ctx, action, description, after)

    def _evaluation(
        self,
        node: Node,
        judgement: Judgement,
        terminal: bool,
        before: Usage,
        steps: Usage,
        info: dict[str, Any],
    ) -> Evaluation:
        reward = min(1.0, max(0.0, judgement.reward))
        info = {
            **info,
            "verdict": judgement.verdict,
            "reward_source": judgement.source,
            "terminal": terminal,
            **({"judge": judgement.info} if judgement.info else {}),
        }
        success = terminal and reward >= 1.0
        if success:
            verified, checked_steps = self.verification.confirm(self, node, info)
            success, verification = verify_success(verified)
            info.update(verification)
            reward = reward if success else 0.0
            steps = steps + Usage(restore_steps=checked_steps)
        usage = (self.setup.recorder.usage - before) + steps
        return Evaluation(reward, terminal=terminal, success=success, usage=usage, info=info)

    def _dead(
        self,
        node: Node,
        status: str,
        before: Usage,
        info: dict[str, Any],
        steps: Usage | None = None,
        failure: Exception | None = None,
    ) -> Evaluation:
        usage = (self.setup.recorder.usage - before) + (steps or Usage())
        return Evaluation(0.0, status=status, usage=usage, info=info, failure=failure)

    # -- hooks: persistence ---------------------------------------------------------

    def on_expanded(self, node: Node) -> None:
        self.writer.add_children(node)  # its faults are stored already

    def on_expand_failed(self, node: Node) -> None:
        self.writer.expand_failed(node)

    def on_evaluated(self, node: Node, path: list[Node]) -> None:
        self.writer.record(node, path)
        self.critic.seen(node)
        if self._on_node is not None:
            self._on_node(
                {
                    "description": node.description,
                    "reward": node.reward,
                    "status": node.status,
                    "success": node.success,
                    "ground_truth_success": node.info.get("ground_truth_success"),
                    # A vanilla rollout that reached the verified goal from this node.
                    "rollout_success": bool(node.info.get("rollout", {}).get("success")),
                    "iterations": path[0].n + self.writer.tally.dead,
                    "usage": self.spent,
                }
            )


def verify_success(truth: object) -> tuple[bool, dict[str, Any]]:
    """Whether a terminal node the judge called a success stays one, and what to record.

    ``truth`` is what verified it (:meth:`m2miner.mining.terminal.Verification.confirm`:
    the verifier's verdict, on sim tasks the task's predicate, also stored as
    ``info["ground_truth_success"]``; else the terminal checks in ``info["checks"]``,
    which can refute a success but never verify it), None where nothing decided. Every judged
    success records ``judged: "success"`` and ``verified``: True when the verifier
    confirms it, None when nothing could check it (judged-only; it still counts). A
    success the verifier refutes becomes a failure (reward 0, store status
    ``failure``), with ``verified: False``, ``refuted: True`` and ``verdict: "failure"``:
    it does not count towards ``search.successes``, so the search goes on, and it is
    never exported as a successful trajectory.
    """
    if truth is None:
        return True, {"judged": "success", "verified": None}
    if truth:
        return True, {"judged": "success", "verified": True}
    return False, {"judged": "success", "verified": False, "refuted": True, "verdict": "failure"}


def blocked_info(exc: UnsafeActionError) -> dict[str, Any]:
    """What a node the safety policy refused stores: ``blocked`` (the reason),
    ``element`` (the element's text) and ``safety`` (rule, kind, role, ...)."""
    verdict = exc.verdict
    if verdict is None:
        return {"blocked": str(exc), "element": None}
    return {"blocked": verdict.reason, "element": verdict.element_text, "safety": verdict.record()}


def _device_info(obs: Observation) -> dict[str, Any]:
    keep = ("settle_s", "blank_screen", "popup", "safety")
    return {k: v for k, v in obs.info.items() if k in keep}
