"""Model backends behind one contract, :class:`~m2miner.llm.base.ChatModel`.

A model is configuration, not a class: :func:`create_model` builds the backend a
:class:`~m2miner.config.ModelConfig` names, importing its heavy dependencies only then.
"""

from __future__ import annotations

from m2miner.config import ModelConfig
from m2miner.llm.base import ChatModel, ChatResult, Image, Message
from m2miner.registry import MODELS

__all__ = ["ChatModel", "ChatResult", "Image", "Message", "create_model"]


def create_model(config: ModelConfig) -> ChatModel:
    """Build the backend registered as ``config.backend`` for ``config``.

    A backend class is built with ``Class.from_config(config)`` when it has that
    classmethod, else with ``Class(config)``. Raises
    :class:`~m2miner.errors.BackendNotFoundError` for an unknown backend and whatever the
    backend raises when it cannot be set up (:class:`~m2miner.errors.ConfigError`,
    :class:`~m2miner.errors.ModelUnavailableError`).
    """
    cls = MODELS.resolve(config.backend)
    factory = getattr(cls, "from_config", cls)
    model: ChatModel = factory(config)
    return model
