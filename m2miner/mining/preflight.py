"""Checks made before mining starts, so a bad setup fails in seconds, not mid-run."""

from __future__ import annotations

from m2miner.config import Config


def used_models(config: Config) -> list[str]:
    """Names of the models the agents refer to, in first-use order."""
    agents = config.agents
    names = [ref.model for ref in agents.infer.models]
    names += [r.model for r in (agents.orchestra, agents.judge, agents.recycle) if r.model]
    return list(dict.fromkeys(names))


def check_models(config: Config, *, skip: set[str] | frozenset[str] = frozenset()) -> None:
    """Ask every model the agents use whether it can answer.

    Raises :class:`m2miner.errors.ModelUnavailableError` (with a fix) for the first
    model that cannot: a server that does not answer, a model id it does not serve, a
    local checkpoint that does not exist.
    """
    from m2miner.llm import create_model
    from m2miner.mining.rehearsal import answered_builtin

    skip = set(skip) | answered_builtin(config)
    for name in used_models(config):
        if name in skip:
            continue
        model = create_model(config.model(name))
        try:
            model.check()
        finally:
            model.close()
