"""Small queries over a stored tree's nodes."""

from __future__ import annotations

from collections.abc import Sequence

from m2miner.store.records import NodeRecord


def success_path_ids(nodes: Sequence[NodeRecord]) -> set[int]:
    """Ids of every node on a root-to-success path."""
    by_id = {n.id: n for n in nodes}
    out: set[int] = set()
    for node in nodes:
        if node.status != "success":
            continue
        current: NodeRecord | None = node
        while current is not None and current.id not in out:
            out.add(current.id)
            current = by_id.get(current.parent_id) if current.parent_id is not None else None
    return out


def path_to(nodes: Sequence[NodeRecord], node_id: int) -> list[NodeRecord]:
    """The nodes from the root down to ``node_id``."""
    by_id = {n.id: n for n in nodes}
    path = []
    current: NodeRecord | None = by_id[node_id]
    while current is not None:
        path.append(current)
        current = by_id.get(current.parent_id) if current.parent_id is not None else None
    return path[::-1]
