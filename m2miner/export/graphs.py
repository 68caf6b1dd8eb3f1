"""Search trees as graphs, for analysis: GraphML and node-link JSON through networkx.

A graph holds every stored node of the tree, proposals that never ran and environment
errors included (their ``status`` says so): it is a record of the search, not training
data. Node attributes: ``depth``, ``status``, ``q``, ``n``, ``prior``, ``reward``,
``reward_source``, ``rank``, ``description``, ``action`` (JSON), ``screenshot`` (the
blob's hash), ``on_success_path`` and ``info`` (JSON). Graph attributes name the tree,
its run, intent, app and outcome. Attributes that are unknown are left out, because
GraphML has no null.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from m2miner.store.records import LoadedTree
from m2miner.store.treeview import success_path_ids

if TYPE_CHECKING:
    import networkx as nx


def _present(values: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def tree_graph(tree: LoadedTree) -> nx.DiGraph:
    """The tree as a directed graph from each parent to its children, keyed by node id."""
    import networkx as nx

    record = tree.tree
    graph = nx.DiGraph(
        **_present(
            {
                "tree_id": record.id,
                "run_id": record.run_id,
                "intent": tree.intent.text,
                "intent_id": tree.intent.id,
                "source": tree.intent.source,
                "app": record.app,
                "domain": tree.intent.domain,
                "status": record.status,
                "search": record.search,
                "stop_reason": record.stop_reason,
                "ground_truth_success": record.ground_truth_success,
            }
        )
    )
    on_path = success_path_ids(tree.nodes)
    for node in tree.nodes:
        graph.add_node(node.id, **_node_attributes(node, node.id in on_path))
        if node.parent_id is not None:
            graph.add_edge(node.parent_id, node.id)
    return graph


def _node_attributes(node: Any, on_path: bool) -> dict[str, Any]:
    return _present(
        {
            "depth": node.depth,
            "status": node.status,
            "q": float(node.q),
            "n": node.n,
            "prior": node.prior,
            "reward": node.reward,
            "reward_source": node.reward_source,
            "rank": node.rank,
            "description": node.description,
            "action": node.action.to_json() if node.action is not None else None,
            "screenshot": node.screenshot_hash,
            "on_success_path": on_path,
            "info": json.dumps(dict(node.info), ensure_ascii=False, sort_keys=True, default=str),
        }
    )


def write_tree_graph(tree: LoadedTree, folder: Path) -> list[Path]:
    """Write ``tree-<id>.graphml`` and ``tree-<id>.json`` (node-link) into ``folder``."""
    import networkx as nx

    graph = tree_graph(tree)
    folder.mkdir(parents=True, exist_ok=True)
    graphml = folder / f"tree-{tree.tree.id}.graphml"
    nx.write_graphml(graph, graphml)
    link = folder / f"tree-{tree.tree.id}.json"
    data = nx.node_link_data(graph, edges="edges")
    link.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return [graphml, link]
