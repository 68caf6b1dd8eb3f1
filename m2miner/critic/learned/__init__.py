"""The learned critic: a vision encoder (ViT family) embeds the screens before and after a
step; their difference, with the action and the intent text, goes to a small head that
predicts whether the step was valid. torch and transformers are imported in the modules
below only, when a critic is trained or loaded (docs/critic.md).

- :mod:`~m2miner.critic.learned.model`: :class:`LearnedCritic` (score, save, load);
- :mod:`~m2miner.critic.learned.data`: training samples from mined trees;
- :mod:`~m2miner.critic.learned.train`: ``m2miner train --role critic``.
"""
