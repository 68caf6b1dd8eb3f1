"""``m2miner safety requests``: the web requests the safety policy recorded, by
endpoint, and a policy file drafted from those it held back (docs/safety.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from m2miner.cli.app import safety_app
from m2miner.cli.common import ConfigOpt, DataDirOpt, console, resolve_config
from m2miner.cli.render import print_table


@safety_app.command("requests")
def requests_cmd(
    run: Annotated[int | None, typer.Option("--run", help="Only this run.")] = None,
    app_name: Annotated[str | None, typer.Option("--app", "-a", help="Only this app.")] = None,
    policy_draft: Annotated[
        Path | None,
        typer.Option(
            "--policy-draft",
            help="Write a policy file for one app listing every held endpoint, commented "
            "out, to uncomment those the app itself undoes.",
            show_default=False,
        ),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite the --policy-draft file.")
    ] = False,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON lines instead of a table.")
    ] = False,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Mutating web requests by endpoint, most held back first: times held and sent
    (and why), and the taps that sent them."""
    from m2miner.safety.held_requests import endpoints

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    found = endpoints(_recorded(cfg, run, app_name))
    if not found:
        where = _scope(run, app_name)
        _note(f"no mutating web request recorded{' ' + where if where else ''}", as_json)
        return
    if as_json:
        for endpoint in found:
            typer.echo(json.dumps(endpoint.to_dict(), ensure_ascii=False))
    else:
        _table(found)
    if policy_draft is not None:
        _draft(found, app_name, policy_draft, force, as_json)


def _recorded(cfg: Any, run: int | None, app_name: str | None) -> list[Any]:
    """The nodes of the store (of ``run``, of ``app_name``) that may record requests;
    an unknown run or app is an error, not an empty table."""
    from m2miner.errors import NotFoundError
    from m2miner.safety.held_requests import RecordedNode
    from m2miner.store.opening import open_store

    with open_store(cfg, read_only=True) as store:
        if run is not None:
            store.runs.get(run)  # raises NotFoundError
        if app_name is not None and not store.trees.find(run_id=run, app=app_name):
            apps = sorted(str(g.key) for g in store.stats.by("app", run_id=run))
            raise NotFoundError(
                f"no tree of app {app_name!r} in the store{_scope(run, None, ' of')}",
                hint=f"apps stored: {', '.join(apps)}" if apps else "mine first",
            )
        rows = store.trees.request_infos(run_id=run, app=app_name)
        sandbox = {r: _sandboxed(store.runs.get(r).config) for r in {row[1] for row in rows}}
    return [RecordedNode(a, r, sandbox[r], desc, info) for a, r, desc, info in rows]


def _sandboxed(config: dict[str, Any]) -> bool:
    """Whether a run was mined in sandbox mode (``allow_irreversible``: its older name)."""
    safety = config.get("safety") or {}
    return bool(safety.get("sandbox") or safety.get("allow_irreversible"))


def _scope(run: int | None, app_name: str | None, word: str = " in") -> str:
    parts = [f"run {run}" if run is not None else "", f"app {app_name}" if app_name else ""]
    said = ", ".join(p for p in parts if p)
    return f"{word} {said}".strip() if said else ""


def _note(text: str, as_json: bool) -> None:
    """A one-line message; on stderr under --json, so stdout stays JSON lines."""
    typer.echo(text, err=as_json)


def _table(found: list[Any]) -> None:
    from m2miner.safety.held_requests import labels_text, why_text

    table = Table(title="Mutating web requests, most held back first")
    columns = ("app", "method", "origin", "template", "held", "sent", "why sent", "tapped")
    for column in columns:
        table.add_column(column, justify="right" if column in ("held", "sent") else "left")
    for e in found:
        table.add_row(
            e.app,
            e.method,
            e.origin or "-",
            e.template,
            str(e.held),
            str(e.sent),
            why_text(e) or "-",
            labels_text(e, quoted=False) or "-",
        )
    print_table(console, table, drop=("origin", "why sent"), into="template")
    held = sum(e.held for e in found)
    console.print(
        f"{len(found)} endpoint(s), {held} request(s) held back; `--policy-draft FILE "
        "--app APP` writes a policy file listing the held ones",
        style="dim",
    )


def _draft(found: list[Any], app_name: str | None, path: Path, force: bool, as_json: bool) -> None:
    """Write the policy draft of one app's held endpoints to ``path``."""
    from m2miner.errors import ConfigError
    from m2miner.safety.held_requests import policy_draft

    apps = sorted({e.app for e in found})
    if app_name is None and len(apps) > 1:
        raise ConfigError(
            f"the store records requests of {len(apps)} apps ({', '.join(apps)}); "
            "a policy draft is for one",
            hint=f"add --app, e.g. --app {apps[0]}",
        )
    app = app_name or apps[0]
    held = [e for e in found if e.app == app and e.held]
    if not held:
        _note(f"no request of {app} was held back: no policy draft written", as_json)
        return
    if path.exists() and not force:
        raise ConfigError(
            f"{path} exists", hint="pass --force to overwrite it, or name another file"
        )
    path.write_text(policy_draft(app, held), encoding="utf-8")
    _note(
        f"policy draft for {app} written to {path}: {len(held)} held endpoint(s), all "
        "commented out; uncomment only those the app itself undoes",
        as_json,
    )
