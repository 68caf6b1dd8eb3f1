"""The paper's vanilla MCTS baseline (``--search vanilla``): no InferAgent at all.

The M²-Miner paper compares against MCTS whose expansion samples actions at random from
the screen and whose nodes are valued by random rollouts:

- **Expansion by random sampling.** A node's children are ``K`` actions (``K`` the
  InferAgent's, ``agents.infer.models[].k``) drawn without replacement from what its
  screen offers (:mod:`m2miner.agents.sampling`): a click on each actionable element's
  centre, long presses, swipes inside scrollable elements, typing the intent's texts into
  a focused field, and the action space (Back, Home, Enter, wait, terminate). The draw is
  seeded by the run seed, the tree and the node. No model is asked, so nothing is ranked:
  the order is random and every child starts from the same initial value.
- **Random rollouts.** As in :mod:`m2miner.mining.vanilla`, a new node's action is
  executed and a rollout continues from its screen until ``terminate`` is drawn or the
  depth limit (``search.rollout_depth``, default ``search.max_depth``); each rollout step
  is one of the screen's actions drawn uniformly (the safety guard refuses some: another
  is drawn). The JudgeAgent's terminal verdict on the final screen is the node's reward; a
  node that is itself terminal is judged as in the default search.

The JudgeAgent is the only model this search calls. ``--search vanilla-infer`` is the
ablation "vanilla + InferAgent" (:class:`~m2miner.mining.vanilla.VanillaMiner`), whose
expansions and rollouts ask the InferAgent instead.
"""

from __future__ import annotations

import random

from m2miner.agents.base import Candidate
from m2miner.agents.sampling import describe, offered, sample_actions
from m2miner.mcts import Node
from m2miner.mining.vanilla import Rollout, VanillaMiner


class RandomVanillaMiner(VanillaMiner):
    """The tree miner of the paper's vanilla baseline; see the module docstring."""

    def _propose(self, node: Node) -> list[Candidate]:
        observation = self.writer.observation(node)
        seed = self.setup.config.seed
        rng = random.Random(f"{seed}:expand:{self.setup.tree_id}:{node.id}")
        return sample_actions(observation, self.setup.intent, self.setup.domain, self.k, rng)

    def _draw(
        self, rollout: Rollout, history: tuple[str, ...], rng: random.Random
    ) -> Candidate | None:
        """One of the screen's actions the guard allows, drawn uniformly."""
        screen = rollout.after
        elements, actions = offered(screen, self.setup.intent, self.setup.domain)
        left = list(actions)
        while left:
            # Draw first, then ask the guard: checking every action costs more.
            choice = left.pop(rng.randrange(len(left)))
            if self.guard.check_action(choice.action, screen).allowed:
                return describe(choice, elements)
        rollout.stopped = "no_action"
        return None
