"""Records every model call with the tree and node it was made for, and tallies usage."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from m2miner.agents.base import AgentRole
from m2miner.config import Config
from m2miner.llm.base import ChatResult
from m2miner.mcts import Usage
from m2miner.store import Store
from m2miner.store.records import NewModelCall

FaultSink = Callable[[list[dict[str, Any]]], None]
"""Receives the faults of one recorded call (``{"kind", "role", "model"}`` each)."""


class StoreRecorder:
    """A :class:`~m2miner.agents.base.CallRecorder` that writes to the store.

    The miner points it at the tree and node being worked on with :meth:`bind`; the
    running :attr:`usage` tally (per thread, so devices mining in parallel threads keep
    separate accounts) lets the miner charge each expansion and evaluation with exactly
    the calls it made.

    With ``buffered`` the calls wait in a per-thread buffer until :meth:`flush` writes
    them in one transaction, or :meth:`take` hands them to the transaction that stores
    what they produced (the miner's expansions and judged nodes): a commit saved per
    call.

    It also collects, per thread, the faults the calls met for :meth:`take_faults`: each
    retry a backend made (``ChatResult.faults``) and each unreadable answer
    (``model_malformed``), as ``{"kind": KIND, "role": ROLE, "model": NAME}``. A call
    that failed outright raises its error, which carries its own ``faults``. With a sink
    set by :meth:`on_faults`, this thread's faults go to it as each call is recorded
    instead (the miner stores them on the node at once).
    """

    def __init__(
        self, store: Store, run_id: int, config: Config, *, buffered: bool = False
    ) -> None:
        self._store = store
        self._run_id = run_id
        self._keep_prompts = config.store.keep_prompts
        self._prices = {m.name: m for m in config.models}
        self._local = threading.local()
        self._buffered = buffered

    def bind(self, tree_id: int | None, node_id: int | None) -> None:
        """Attribute the calls this thread makes from now on to ``tree_id``/``node_id``."""
        self._local.where = (tree_id, node_id)

    @property
    def usage(self) -> Usage:
        """What this thread's calls have cost so far."""
        return getattr(self._local, "usage", Usage())

    def record(
        self,
        role: AgentRole,
        model: str,
        result: ChatResult | None,
        *,
        error: str | None = None,
        prompt: str | None = None,
    ) -> None:
        tree_id, node_id = getattr(self._local, "where", (None, None))
        prompt_tokens = result.prompt_tokens if result else 0
        completion_tokens = result.completion_tokens if result else 0
        image_tokens = result.image_tokens if result else 0
        cost = result.cost_usd if result else 0.0
        if result and not cost and model in self._prices:
            cost = self._prices[model].cost(prompt_tokens, completion_tokens)
        call = NewModelCall(
            role=role,
            model=model,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            image_tokens=image_tokens,
            latency_s=result.latency_s if result else 0.0,
            cost_usd=cost,
            ok=error is None,
            error=error,
            run_id=self._run_id,
            tree_id=tree_id,
            node_id=node_id,
            request=prompt if self._keep_prompts else None,
            response="\n---\n".join(result.texts) if result and self._keep_prompts else None,
        )
        kinds = list(result.faults) if result is not None else []
        if result is not None and error is not None:
            kinds.append("model_malformed")
        faults = [{"kind": kind, "role": role, "model": model} for kind in kinds]
        if self._buffered:
            self._pending().append(call)
        else:
            self._store.model_calls.record(call)
        self._local.usage = self.usage + Usage(
            model_calls=1,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            cost=cost,
            image_tokens=image_tokens,
        )
        if faults:
            sink: FaultSink | None = getattr(self._local, "sink", None)
            if sink is None:
                self._faults().extend(faults)
            else:
                sink(faults)

    def on_faults(self, sink: FaultSink | None) -> None:
        """Hand the faults this thread's calls meet from now on to ``sink``, as each call
        is recorded, instead of keeping them for :meth:`take_faults`; None keeps them."""
        self._local.sink = sink

    def take_faults(self) -> list[dict[str, Any]]:
        """The faults this thread's calls met since the last take; emptied."""
        faults = self._faults()
        self._local.faults = []
        return faults

    def _faults(self) -> list[dict[str, Any]]:
        faults: list[dict[str, Any]] | None = getattr(self._local, "faults", None)
        if faults is None:
            faults = self._local.faults = []
        return faults

    def flush(self) -> None:
        """Write this thread's buffered calls (nothing to do when unbuffered)."""
        pending = self.take()
        if pending:
            self._store.model_calls.record_many(pending)

    def take(self) -> list[NewModelCall]:
        """This thread's buffered calls, for the caller to write; the buffer is emptied."""
        pending = self._pending()
        self._local.pending = []
        return pending

    def _pending(self) -> list[NewModelCall]:
        pending: list[NewModelCall] | None = getattr(self._local, "pending", None)
        if pending is None:
            pending = self._local.pending = []
        return pending
