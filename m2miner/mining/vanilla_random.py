"""The paper's vanilla MCTS baseline (``--search vanilla``): no InferAgent at all.

The M²-Miner paper compares against MCTS whose expansion samples actions at random from
the screen and whose nodes are valued by random rollouts:

- **Expansion by random sampling.** A node's children are ``K`` actions (``K`` the
  InferAgent's, ``agents.infer.models[].k``) drawn without replacement from what its
  screen offers (:mod:`m2miner.agents.sampling`): a click on each actionable element's
  centre, long presses, swipes inside scrollable elements, typing into a focused field
  each string the intent names (:func:`intent_texts`), and the action space (Back, Home,
  Enter, wait, terminate). The draw is seeded by the run seed, the tree and the node. No
  model is asked, so nothing is ranked: the order is random and every child starts from
  the same initial value. ``K`` is the paper's choice for the baseline: the same number
  of children per node as M²-Miner's InferAgent proposes, so the two searches differ in
  how children are chosen and valued, not in how many there are.
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
import re
from functools import lru_cache

from m2miner.actions import Action, Domain
from m2miner.agents.base import Candidate
from m2miner.agents.lexical import phrases_to_type
from m2miner.agents.sampling import ScreenAction, describe, offered
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import Element
from m2miner.mcts import Node
from m2miner.mining.vanilla import Rollout, VanillaMiner

_PHONE = re.compile(r"\+?\d[\d\s().-]{5,}\d")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_MIXED = re.compile(r"\b(?=\w*\d)(?=\w*[A-Za-z])\w{3,}\b")
"""A word of letters and digits (a password, a code): a name an intent gives to type."""


@lru_cache(maxsize=256)
def intent_texts(intent: str) -> tuple[str, ...]:
    """Every string the intent names, as a random policy given the intent could type it:
    :func:`~m2miner.agents.lexical.phrases_to_type` (quoted strings, names, times, numbers)
    plus whole phone numbers, e-mail addresses and words of letters and digits (a
    password such as ``latte2024``), which that splits or misses."""
    found = dict.fromkeys(m.group(0).strip() for m in _PHONE.finditer(intent))
    found.update(dict.fromkeys(m.group(0).rstrip(".") for m in _EMAIL.finditer(intent)))
    found.update(dict.fromkeys(m.group(0) for m in _MIXED.finditer(intent)))
    found.update(dict.fromkeys(phrases_to_type(intent)))
    return tuple(found)


def screen_actions(
    observation: Observation, intent: str, domain: Domain
) -> tuple[tuple[Element, ...], tuple[ScreenAction, ...]]:
    """The screen's elements and the actions vanilla draws from: what
    :func:`~m2miner.agents.sampling.offered` lists, plus typing each of
    :func:`intent_texts` it lacks into every focused editable field."""
    elements, actions = offered(observation, intent, domain)
    typed = {(a.element, a.action.text) for a in actions if a.action.type == "type"}
    extra = [
        ScreenAction(Action("type", text=text), element)
        for element in elements
        if element.enabled and element.editable and element.focused
        for text in intent_texts(intent)
        if (element, text) not in typed
    ]
    return elements, (*actions, *extra) if extra else actions


class RandomVanillaMiner(VanillaMiner):
    """The tree miner of the paper's vanilla baseline; see the module docstring."""

    def _propose(self, node: Node) -> list[Candidate]:
        observation = self.writer.observation(node)
        seed = self.setup.config.seed
        rng = random.Random(f"{seed}:expand:{self.setup.tree_id}:{node.id}")
        elements, actions = screen_actions(observation, self.setup.intent, self.setup.domain)
        drawn = rng.sample(actions, min(self.k, len(actions)))
        return [describe(choice, elements) for choice in drawn]

    def _draw(
        self, rollout: Rollout, history: tuple[str, ...], rng: random.Random
    ) -> Candidate | None:
        """One of the screen's actions the guard allows, drawn uniformly."""
        screen = rollout.after
        elements, actions = screen_actions(screen, self.setup.intent, self.setup.domain)
        left = list(actions)
        while left:
            # Draw first, then ask the guard: checking every action costs more.
            choice = left.pop(rng.randrange(len(left)))
            if self.guard.check_action(choice.action, screen).allowed:
                return describe(choice, elements)
        rollout.stopped = "no_action"
        return None
