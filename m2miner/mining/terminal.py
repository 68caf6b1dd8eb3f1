"""A tree's terminal verification: what :class:`~m2miner.mining.tree.TreeMiner` calls.

When a terminal action is done, still holding the device, :meth:`Verification.at_end`
runs the intent's verifier, if it has one, on the screen the trajectory ended on (on the
sim also written as ``info["ground_truth_success"]``, which benchmarks read). When the
JudgeAgent then calls the node a success, :meth:`Verification.confirm` decides whether it
is verified. Only a verifier's verdict verifies; where there is none or it could not
decide, the configured terminal checks (:mod:`m2miner.verify.checks`: judge votes, a
replay) can refute the success but never verify it, since agreeing judges and a path
that replays say nothing about whether the end state is right: it stays judged only.
Every check lands in ``info["checks"]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from m2miner.actions import Action
from m2miner.agents.base import JudgeAgent
from m2miner.agents.clauses import check_end_state
from m2miner.llm.base import ChatModel
from m2miner.mcts import Node
from m2miner.verify.base import Check, combined, run_verifier
from m2miner.verify.checks import CheckPlan, Replayer, judge_votes, replay, voters
from m2miner.verify.factory import timeout_of

if TYPE_CHECKING:
    from m2miner.mining.navigator import Navigator
    from m2miner.mining.persist import TreeWriter
    from m2miner.mining.tree import TreeMiner, TreeSetup


class Verification:
    """Runs one tree's verifier and terminal checks; see the module docstring."""

    def __init__(self, setup: TreeSetup, nav: Navigator, writer: TreeWriter) -> None:
        self.setup = setup
        self.nav = nav
        self.writer = writer
        self.plan = CheckPlan.of(setup.config.verify, sim=setup.sim)
        self._judges: dict[str, JudgeAgent] = {}
        self._models: list[ChatModel] = []

    def at_end(self, info: dict[str, Any]) -> bool | None:
        """Run the verifier on the device now; record it in ``info``; its verdict."""
        verifier = self.setup.verifier
        if verifier is None:
            return None
        check = run_verifier(verifier, self.nav.device, timeout_of(verifier.spec))
        info["checks"] = [*info.get("checks", []), check.info()]
        if verifier.kind == "sim" and check.passed is not None:
            info["ground_truth_success"] = check.passed
        return check.passed

    def confirm(
        self, miner: TreeMiner, node: Node, info: dict[str, Any]
    ) -> tuple[bool | None, int]:
        """Whether a judged success ``node`` is verified, and the device steps spent.

        A success on whose path the safety policy held back a request (on web devices
        the requests decide: the tap is performed, its mutating request never leaves) is
        refuted first, with a ``requests`` check naming them: whatever the page shows,
        the server never got them.
        The verifier's verdict where it gave one; otherwise the terminal checks of the
        plan, votes first (they need no device) and the replay only when they pass: False
        when one refutes the success, else None (judged only), never True. Every judged
        success also gets the intent's clauses checked against its last screen, stored as
        ``info["end_state"]`` (:mod:`m2miner.agents.clauses`): a signal, not a verdict.
        """
        screen = self.writer.observation(node).hierarchy
        info["end_state"] = check_end_state(self.setup.intent, screen).to_dict()
        held = held_requests([*(n.info for n in node.path()[:-1]), info])
        if held:  # what the page shows, the server never got
            check = Check("requests", False, detail="held back: " + ", ".join(held[:5]))
            info["checks"] = [*info.get("checks", []), check.info()]
            return False, 0
        done = [c for c in info.get("checks", []) if c.get("method") == "verifier"]
        if done and done[-1].get("passed") is not None:
            return bool(done[-1]["passed"]), 0
        checks: list[Check] = []
        extra = voters(self.setup.agents.judge, self.plan, self._named)
        if extra:
            checks.append(self._votes(miner, node, extra))
        if self.plan.replay and not any(c.passed is False for c in checks):
            checks.append(self._replay(node))
        if checks:
            info["checks"] = [*info.get("checks", []), *(c.info() for c in checks)]
        refuted = False if combined(checks) is False else None
        return refuted, sum(c.device_steps for c in checks)

    def truth(self) -> bool | None:
        """The verifier's verdict on the device now, recorded nowhere (rollouts)."""
        verifier = self.setup.verifier
        if verifier is None:
            return None
        return run_verifier(verifier, self.nav.device, timeout_of(verifier.spec)).passed

    def close(self) -> None:
        """Close the models built for the votes of ``verify.judge_models``."""
        for model in self._models:
            model.close()
        self._models.clear()

    def _votes(self, miner: TreeMiner, node: Node, extra: list[Any]) -> Check:
        assert node.parent is not None and isinstance(node.payload, Action)
        ctx = miner.context(node.parent)
        description = node.description or node.payload.describe()
        after = self.writer.observation(node)
        recorder = self.setup.recorder
        return judge_votes(
            extra, ctx, node.payload, description, after, lambda: recorder.usage.model_calls
        )

    def _replay(self, node: Node) -> Check:
        nav = self.nav

        def start() -> Any:
            nav.lost()
            nav.device.start_app(nav.app)
            return nav.device.observe()

        replayer = Replayer(start, nav.act, self.writer.observation, nav.status_bar_px)
        with nav.holding():
            try:
                return replay(node.path(), replayer, self.plan.similarity)
            finally:
                nav.lost()  # where the replay left the device is no node's state

    def _named(self, name: str) -> JudgeAgent:
        """The judge of the model ``name`` (``verify.judge_models``), built once."""
        if name not in self._judges:
            from m2miner.agents.judge import ModelJudgeAgent
            from m2miner.llm import create_model

            config = self.setup.config
            model = create_model(config.model(name))
            self._models.append(model)
            self._judges[name] = ModelJudgeAgent(
                model, config.model(name), config.agents.judge, self.setup.recorder
            )
        return self._judges[name]


def held_requests(infos: Iterable[Mapping[str, Any]]) -> list[str]:
    """``"METHOD url"`` of each request the safety policy held back, as recorded in the
    nodes' ``info["safety"]["requests"]``, each once."""
    out: dict[str, None] = {}
    for info in infos:
        safety = info.get("safety")
        for request in safety.get("requests") or () if isinstance(safety, Mapping) else ():
            if isinstance(request, Mapping) and not request.get("sent"):
                out[f"{request.get('method')} {request.get('url')}"] = None
    return list(out)
