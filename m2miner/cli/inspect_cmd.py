"""``m2miner runs`` and ``m2miner show``: look at what was mined."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.tree import Tree as RichTree

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, JsonOpt, console, resolve_config
from m2miner.cli.render import print_table


@app.command("runs")
def runs_cmd(
    limit: Annotated[int, typer.Option("--limit", "-n", help="Newest runs to list.")] = 20,
    run_id: Annotated[
        int | None,
        typer.Option(
            "--id",
            help="Show one run: its configuration and history (every start, resume, "
            "takeover and end, with what changed).",
        ),
    ] = None,
    as_json: JsonOpt = False,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """List mining runs, newest first, with what they stored."""
    from m2miner.store.opening import open_store

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    if run_id is not None:
        from m2miner.cli.run_history import show_run

        with open_store(cfg, read_only=True) as store:
            show_run(store, run_id, as_json=as_json)
        return
    with open_store(cfg, read_only=True) as store:
        summaries = store.runs.summaries(limit=limit)
        trust = run_trust(store, [s.run.id for s in summaries])
    if as_json:
        rows = [
            {
                "id": s.run.id,
                "created_at": s.run.created_at.isoformat(timespec="seconds"),
                "status": s.run.status,
                "command": s.run.command,
                "trees": s.trees,
                "succeeded": s.succeeded_trees,
                "successes": trust[s.run.id],
                "nodes": s.nodes,
                "model_calls": s.model_calls,
                "cost_usd": s.cost_usd,
            }
            for s in summaries
        ]
        console.print_json(json.dumps(rows))
        return
    table = Table(title="Runs")
    for column in (
        "run",
        "created",
        "status",
        "command",
        "trees",
        "succeeded",
        "verified",
        "judged",
        "refuted",
        "nodes",
        "calls",
        "cost $",
    ):
        table.add_column(
            column, justify="right" if column not in ("created", "status", "command") else "left"
        )
    for s in summaries:
        table.add_row(
            str(s.run.id),
            s.run.created_at.strftime("%Y-%m-%d %H:%M"),
            s.run.status,
            s.run.command,
            str(s.trees),
            str(s.succeeded_trees),
            *(str(trust[s.run.id][k]) for k in ("verified", "judged", "refuted")),
            str(s.nodes),
            str(s.model_calls),
            f"{s.cost_usd:.4f}",
        )
    print_table(console, table)
    console.print(
        "successes: verified (a verifier or the terminal checks confirmed them), judged "
        "(only the judge did), refuted (a check did not; stored as failures)",
        style="dim",
    )


def run_trust(store: Any, run_ids: list[int]) -> dict[int, dict[str, int]]:
    """Each run's judged successes by label (see :mod:`m2miner.store.trust`)."""
    from m2miner.store.trust import trust_counts

    nodes = store.stats.terminal_nodes(run_ids)
    return {run_id: trust_counts(nodes[run_id]) for run_id in run_ids}


@app.command("show")
def show_cmd(
    tree_id: Annotated[
        int | None,
        typer.Argument(help="Tree id (see `m2miner runs`, `m2miner trees`).", show_default=False),
    ] = None,
    candidates: Annotated[
        bool, typer.Option("--candidates", help="Also show proposed but unexecuted children.")
    ] = False,
    node_id: Annotated[
        int | None,
        typer.Option(
            "--node",
            help="Show one node instead: its screenshot's path, action, values, checks, "
            "candidates and model calls (what `m2miner view` shows on its node page).",
            show_default=False,
        ),
    ] = None,
    as_json: JsonOpt = False,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Print a tree: each node's action, Q, N, reward and status; success paths marked *."""
    from m2miner.errors import ConfigError
    from m2miner.store.opening import open_store
    from m2miner.store.treeview import success_path_ids

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    if node_id is not None:
        from m2miner.cli.view_cmd import print_node

        with open_store(cfg, read_only=True) as store:
            print_node(store, node_id, as_json=as_json)
        return
    if tree_id is None:
        raise ConfigError(
            "give a tree id or --node ID", hint="m2miner show 1, m2miner show --node 7"
        )
    with open_store(cfg, read_only=True) as store:
        loaded = store.trees.load(tree_id)
    tree, nodes = loaded.tree, loaded.nodes
    on_path = success_path_ids(nodes)
    children: dict[int | None, list] = {}
    for node in nodes:
        if node.status == "candidate" and not candidates:
            continue
        children.setdefault(node.parent_id, []).append(node)
    title = (
        f"tree {tree.id} · {tree.app} · {tree.status} ({tree.stop_reason or '-'}) · "
        f"intent: {loaded.intent.text}"
    )
    view = RichTree(title)

    def add(branch: RichTree, parent_id: int | None) -> None:
        for node in sorted(children.get(parent_id, []), key=lambda n: (n.rank or 0, n.id)):
            mark = "* " if node.id in on_path else ""
            reward = "-" if node.reward is None else f"{node.reward:.2f}"
            label = (
                f"{mark}[{node.id}] {node.description or 'start screen'}  "
                f"Q={node.q:.2f} N={node.n} r={reward} {node.status}"
            )
            style = (
                "bold green"
                if node.id in on_path
                else ("dim" if node.status in ("candidate", "invalid") else "")
            )
            add(branch.add(label, style=style), node.id)

    if as_json:
        console.print_json(json.dumps(_tree_json(loaded, children, on_path), default=str))
        return
    add(view, None)
    console.print(view)
    c = tree.counters
    console.print(
        f"{len(nodes)} nodes, {c.successes} successes, {c.iterations} iterations, "
        f"{c.device_steps} device steps + {c.restore_steps} replayed, {c.model_calls} model calls"
    )


def _tree_json(loaded: Any, children: dict[int | None, list], on_path: set[int]) -> dict:
    """What ``show`` prints, as one JSON document: the tree, its counters and its nodes
    (those shown: candidates only with --candidates), parents before children."""
    from dataclasses import asdict

    tree = loaded.tree
    nodes = [n for group in children.values() for n in group]
    return {
        "id": tree.id,
        "run_id": tree.run_id,
        "app": tree.app,
        "status": tree.status,
        "stop_reason": tree.stop_reason,
        "intent": loaded.intent.text,
        "counters": asdict(tree.counters),
        "nodes": [
            {
                "id": n.id,
                "parent_id": n.parent_id,
                "depth": n.depth,
                "description": n.description,
                "q": n.q,
                "n": n.n,
                "reward": n.reward,
                "status": n.status,
                "on_success_path": n.id in on_path,
            }
            for n in sorted(nodes, key=lambda n: (n.depth, n.id))
        ],
    }
