"""``m2miner view`` and ``m2miner report``: look at trees, nodes and trajectories in a
browser, and review them; ``print_node`` is ``m2miner show --node``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, console, resolve_config
from m2miner.cli.render import print_labelled, print_table
from m2miner.errors import ConfigError


def _flask() -> None:
    try:
        import flask  # noqa: F401
    except ImportError as exc:
        raise ConfigError(
            "the viewer needs Flask, which is not installed", hint="pip install 'm2miner[view]'"
        ) from exc


def _writable(data_dir: Path) -> bool:
    """Whether this process may write the data directory and its database (tried, not
    inferred from the mode bits: root may write a chmod -w directory)."""
    import tempfile

    if not data_dir.is_dir():
        return True  # a new data directory: opening it creates it
    try:
        with tempfile.TemporaryFile(dir=data_dir):
            pass
        db = data_dir / "m2miner.db"
        if db.exists():
            with db.open("r+b"):
                pass
    except OSError:
        return False
    return True


@app.command("view")
def view_cmd(
    port: Annotated[int, typer.Option("--port", "-p", help="Port to listen on.")] = 8765,
    host: Annotated[
        str,
        typer.Option(
            "--host",
            help="Address to bind. Anything but 127.0.0.1/localhost requires the token "
            "printed at start, since reviewers' verdicts write to the database.",
        ),
    ] = "127.0.0.1",
    token: Annotated[
        str | None,
        typer.Option(
            "--token",
            envvar="M2MINER_VIEW_TOKEN",
            help="Token to require (default: a random one when --host is not loopback).",
            show_default=False,
        ),
    ] = None,
    reviewer: Annotated[
        str,
        typer.Option("--reviewer", help="Name stored with each verdict given in this session."),
    ] = "",
    allow_host: Annotated[
        list[str] | None,
        typer.Option(
            "--allow-host",
            help="Another host name reviewers reach this machine by (repeatable); loopback "
            "names, IP addresses and this machine's names are always served.",
        ),
    ] = None,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Browse runs, trees, nodes and trajectories in a local web app, and review them."""
    _flask()
    from m2miner.store.opening import open_store
    from m2miner.view.server import check_bind, needs_token, serve_forever

    if token is None and needs_token(host):
        import secrets

        token = secrets.token_urlsafe(24)
    check_bind(host, token)
    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    read_only = cfg.store.url is None and not _writable(cfg.store.data_dir)

    def ready(url: str) -> None:
        shown = f"{url}/?token={token}" if token else url
        console.print(f"m2miner view: [bold]{shown}[/bold]  (Ctrl-C stops)", highlight=False)
        if token:
            console.print("the token is required: open the URL above once", style="dim")
        if read_only:
            console.print("the data directory is read-only: pages only, no verdicts", style="dim")

    with open_store(cfg, read_only=read_only) as store:
        try:
            serve_forever(
                store,
                host,
                port,
                token,
                on_ready=ready,
                reviewer=reviewer,
                allow_hosts=tuple(allow_host or ()),
            )
        except KeyboardInterrupt:
            console.print("stopped")
        except OSError as exc:
            raise ConfigError(
                f"cannot listen on {host}:{port}: {exc}", hint="pick another --port"
            ) from exc


@app.command("report")
def report_cmd(
    tree: Annotated[int, typer.Option("--tree", "-t", help="Tree id to write.")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Directory to write the pages to.")],
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Write a tree's viewer pages (tree, nodes, trajectories, screenshots) as static HTML."""
    from m2miner.store.opening import open_store
    from m2miner.view.report import write_report

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    with open_store(cfg, read_only=True) as store:
        summary = write_report(store, tree, out)
    console.print(
        f"wrote {summary.pages} pages and {summary.images} screenshots to "
        f"{summary.out / 'index.html'}",
        highlight=False,
    )


def print_node(store: Any, node_id: int, *, as_json: bool = False) -> None:
    """``m2miner show --node ID``: what the node page shows, in the terminal."""
    from rich.table import Table

    from m2miner.view.data import node_view

    view = node_view(store, node_id)
    if as_json:
        console.print_json(json.dumps(node_json(view), default=str))
        return
    n = view.node
    facts = Table(title=f"node {n.id} · tree {view.tree.id} · {view.tree.app}", show_header=False)
    facts.add_column("what", style="dim")
    facts.add_column("value", overflow="fold")
    reward = "-" if n.reward is None else f"{n.reward:.3f} ({n.reward_source})"
    rows = [
        ("intent", view.intent.text),
        ("action", n.description or ("start screen" if n.parent_id is None else "-")),
        ("parent", str(n.parent_id) if n.parent_id is not None else "-"),
        ("status", n.status),
        ("Q / N / prior", f"{n.q:.3f} / {n.n} / {'-' if n.prior is None else f'{n.prior:.3f}'}"),
        ("reward", reward),
    ]
    for check in n.info.checks:
        passed = {True: "passed", False: "failed", None: "error"}[check.passed]
        rows.append((f"check: {check.method}", f"{passed}: {check.detail}"))
    for ref in view.trajectories:
        rows.append(("trajectory", f"{ref.id} ({ref.trust}, review: {ref.verdict or '-'})"))
    for what, value in rows:
        facts.add_row(what, value)
    print_table(console, facts)
    # Paths below the table, whole on their lines, for copying.
    print_labelled(console, "screenshot:", str(view.screenshot_path or "-"), style="dim")
    print_labelled(console, "hierarchy:", str(view.hierarchy_path or "-"), style="dim")
    if view.children:
        kids = Table(title="candidates proposed here")
        for column in ("rank", "node", "action", "initial value", "status", "Q", "N"):
            kids.add_column(column)
        for c in view.children:
            kids.add_row(
                "-" if c.rank is None else str(c.rank),
                str(c.id),
                c.description or "-",
                "-" if c.prior is None else f"{c.prior:.3f}",
                c.status,
                f"{c.q:.2f}",
                str(c.n),
            )
        print_table(console, kids)
    if view.calls:
        tokens = sum(c.prompt_tokens + c.completion_tokens for c in view.calls)
        cost = sum(c.cost_usd for c in view.calls)
        console.print(f"{len(view.calls)} model calls, {tokens} tokens, ${cost:.5f}")


def node_json(view: Any) -> dict[str, Any]:
    """What ``show --node`` prints, as one JSON document."""
    n = view.node
    tokens = sum(c.prompt_tokens + c.completion_tokens for c in view.calls)
    return {
        "id": n.id,
        "tree_id": view.tree.id,
        "app": view.tree.app,
        "intent": view.intent.text,
        "action": n.description,
        "parent_id": n.parent_id,
        "status": n.status,
        "q": n.q,
        "n": n.n,
        "prior": n.prior,
        "reward": n.reward,
        "reward_source": n.reward_source,
        "screenshot": view.screenshot_path,
        "hierarchy": view.hierarchy_path,
        "checks": [dict(c.data) for c in n.info.checks],
        "trajectories": [
            {"id": r.id, "trust": r.trust, "verdict": r.verdict} for r in view.trajectories
        ],
        "candidates": [
            {
                "rank": c.rank,
                "id": c.id,
                "action": c.description,
                "prior": c.prior,
                "status": c.status,
                "q": c.q,
                "n": c.n,
            }
            for c in view.children
        ],
        "model_calls": len(view.calls),
        "tokens": tokens,
        "cost_usd": sum(c.cost_usd for c in view.calls),
    }
