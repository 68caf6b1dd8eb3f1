"""Rehearsing a campaign: a run's models answered through a local fault server.

With ``faults.model`` rates set (or ``faults.model.responder = "builtin"``), a run starts
one :class:`~m2miner.rehearsal.fault_server.FaultServer` on 127.0.0.1 per upstream
``base_url`` of its ``openai`` models (or one built-in responder for all of them), points
those models at it with ``faults.model.timeout_s`` as their timeout, and stops the servers
when the run ends. The stored configuration keeps the real ``base_url``s, so a resumed
run starts its own servers.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

from m2miner.config import Config
from m2miner.errors import ConfigError
from m2miner.llm.base import ChatModel
from m2miner.mining.preflight import used_models


def rehearsed(config: Config) -> list[str]:
    """Names of the models the run's fault servers answer (none without model faults)."""
    if not config.faults.model.active:
        return []
    return [name for name in used_models(config) if config.model(name).backend == "openai"]


def answered_builtin(config: Config) -> set[str]:
    """Models the built-in responder answers: they need no server of their own."""
    return set(rehearsed(config)) if config.faults.model.responder == "builtin" else set()


@contextmanager
def serving(
    config: Config, models: dict[str, ChatModel] | None
) -> Iterator[dict[str, ChatModel] | None]:
    """``models`` plus a ready model behind a fault server for each rehearsed model; the
    servers answer for the ``with`` block. Without model faults: ``models`` unchanged."""
    names = [name for name in rehearsed(config) if name not in (models or {})]
    if not names:
        yield models
        return
    from m2miner.llm.openai_compat import OpenAICompatModel
    from m2miner.rehearsal.fault_server import FaultServer, process_log, serve_faults

    faults = config.faults
    builtin = faults.model.responder == "builtin"
    ready = dict(models or {})
    servers: dict[str | None, FaultServer] = {}
    with ExitStack() as stack:
        for name in names:
            entry = config.model(name)
            upstream = None if builtin else entry.base_url
            if not builtin and not upstream:
                raise ConfigError(
                    f"model {name!r} has no base_url for the fault server to forward to",
                    hint='set its base_url, or faults.model.responder = "builtin"',
                )
            if upstream not in servers:
                ids = tuple(dict.fromkeys(config.model(n).model or n for n in names))
                served = serve_faults(
                    faults.model,
                    upstream=upstream,
                    seed=faults.seed + len(servers),
                    model_ids=ids,
                    log=process_log(faults.log_dir),
                )
                servers[upstream] = stack.enter_context(served)
            routed = entry.model_copy(
                update={
                    "base_url": servers[upstream].base_url,
                    "timeout_s": faults.model.timeout_s,
                    "model": entry.model or name,
                }
            )
            model = OpenAICompatModel(routed)
            stack.callback(model.close)
            ready[name] = model
        yield ready
