"""Visual state comparison: the one place that compares screens.

- :mod:`m2miner.critic.screens`: a screen ready to compare, decoded once when needed
  (:func:`prepare`), and the masks of volatile regions (:class:`Masks`);
- :mod:`m2miner.critic.diff`: the before/after difference (:func:`compare`: magnitude,
  changed regions, "no visible change") and a similarity score for replay checks;
- :mod:`m2miner.critic.identity`: a screen's fingerprint and its layout (the hierarchy part), for
  transpositions;
- :mod:`m2miner.critic.search`: what the search does with them (the no-change reward
  without a JudgeAgent call, transposition links);
- :mod:`m2miner.critic.learned`: the learned critic (a vision encoder and a small head;
  torch is imported there only).

See docs/critic.md.
"""

from m2miner.critic.diff import ScreenDiff, Thresholds, compare, similarity
from m2miner.critic.identity import fingerprint, layout
from m2miner.critic.screens import Masks, Screen, prepare, prepare_observation

__all__ = [
    "Masks",
    "Screen",
    "ScreenDiff",
    "Thresholds",
    "compare",
    "fingerprint",
    "layout",
    "prepare",
    "prepare_observation",
    "similarity",
]
