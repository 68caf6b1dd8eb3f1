"""The faults of the node whose work is in flight, stored the moment they are met.

A fault (``{"kind": KIND, ...}``) comes from the wrapper or the component that met it:
the model call recorder hands on a call's retries, the navigator the popups, dropped
actions and reconnects its device reported, the tree a disconnect or a model whose
retries ran out. :class:`NodeFaults` keeps them on the node being expanded or evaluated
(``info["faults"]``) and writes the node's whole list at each one, so a process killed
mid-node loses none it knew of; outside a node's work they belong to no node.
"""

from __future__ import annotations

from typing import Any

from m2miner.errors import ModelError
from m2miner.mcts import Node
from m2miner.mining.persist import TreeWriter
from m2miner.mining.recorder import StoreRecorder


class NodeFaults:
    """Faults of the node in flight; see the module docstring."""

    def __init__(self, recorder: StoreRecorder, writer: TreeWriter) -> None:
        self.recorder = recorder
        self.writer = writer
        self.pending: list[dict[str, Any]] = []
        """Faults of the node in flight not stored yet (stored with its next fault or
        its commit); outside a node's work, those that belong to none."""
        self._node: Node | None = None

    def begin(self, node: Node) -> None:
        """``node``'s work starts: its faults are stored as they come."""
        self.recorder.take_faults()  # calls outside any node's work
        self.pending.clear()
        self._node = node
        self.recorder.on_faults(self._from_model)

    def end(self) -> None:
        """The node's work is over: faults from now on belong to no node."""
        self._node = None
        self.recorder.on_faults(None)

    def add(self, fault: dict[str, Any]) -> None:
        """Record ``fault`` (the navigator's, a disconnect) on the node in flight."""
        self.pending.append(fault)
        self._store()

    def failed(self, exc: ModelError) -> None:
        """A model call whose retries ran out: its faults and ``model_failed``, stored
        with the node's next fault or its commit."""
        self.pending += [{"kind": kind} for kind in exc.faults]
        self.pending.append({"kind": "model_failed", "error": str(exc)[:300]})

    def settle(self, node: Node, failed: ModelError | None = None) -> list[dict[str, Any]]:
        """The faults ``node`` had before, then those of this attempt, all stored."""
        self.pending += self.recorder.take_faults()
        if failed is not None:
            self.failed(failed)
        self._store()
        return list(node.info.get("faults", []))

    def _from_model(self, faults: list[dict[str, Any]]) -> None:
        """The recorder's sink: the faults of a model call, as it is recorded."""
        self.pending.extend(faults)
        self._store()

    def _store(self) -> None:
        """Append the faults not stored yet to the node in flight's list and write the
        list: one small write per fault, none for a node without faults."""
        node = self._node
        if node is None or not self.pending:
            return
        node.info["faults"] = [*node.info.get("faults", []), *self.pending]
        self.pending.clear()
        self.writer.store_faults(node, node.info["faults"])
