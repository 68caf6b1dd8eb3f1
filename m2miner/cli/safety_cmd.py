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
    draft_app = None if policy_draft is None else _draft_app(found, app_name, policy_draft, force)
    if as_json:
        for endpoint in found:
            typer.echo(json.dumps(endpoint.to_dict(), ensure_ascii=False))
    else:
        _table(found, hint=policy_draft is None)
    if policy_draft is not None and draft_app is not None:
        _write_draft(found, draft_app, policy_draft, as_json)


def _recorded(cfg: Any, run: int | None, app_name: str | None) -> list[Any]:
    """The nodes of the store (of ``run``, of ``app_name``) that may record requests;
    an unknown run or app is an error, not an empty table."""
    from m2miner.cli.run_history import sandboxed
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
        runs = {row[1] for row in rows}
        sandbox = {r: sandboxed(store.runs.get(r).config.get("safety") or {}) for r in runs}
    return [RecordedNode(a, r, sandbox[r], desc, info) for a, r, desc, info in rows]


def _scope(run: int | None, app_name: str | None, word: str = " in") -> str:
    parts = [f"run {run}" if run is not None else "", f"app {app_name}" if app_name else ""]
    said = ", ".join(p for p in parts if p)
    return f"{word} {said}".strip() if said else ""


def _note(text: str, as_json: bool) -> None:
    """A one-line message; on stderr under --json, so stdout stays JSON lines."""
    if as_json:
        typer.echo(text, err=True)
    else:
        console.print(text, highlight=False)


def _table(found: list[Any], *, hint: bool) -> None:
    """The endpoints as a table; an app or origin all rows share goes to the title."""
    from m2miner.safety.held_requests import labels_text, why_text

    shared = {
        name: values.pop()
        for name, values in (("app", {e.app for e in found}), ("origin", {e.origin for e in found}))
        if len(values) == 1
    }
    title = "Mutating web requests"
    if "app" in shared:
        title += f" of {shared['app']}"
    if "origin" in shared:
        title += f" to {shared['origin'] or 'the page'}"
    table = Table(title=f"{title}, most held back first")
    columns = ["app", "method", "origin", "template", "held", "sent", "why sent", "tapped"]
    columns = [c for c in columns if c not in shared]
    for column in columns:
        table.add_column(column, justify="right" if column in ("held", "sent") else "left")
    for e in found:
        cells = {
            "app": e.app,
            "method": e.method,
            "origin": e.origin or "-",
            "template": e.template,
            "held": str(e.held),
            "sent": str(e.sent),
            "why sent": why_text(e),  # empty: none sent
            "tapped": labels_text(e, quoted=False) or "-",
        }
        table.add_row(*(cells[c] for c in columns))
    print_table(console, table, drop=("origin", "why sent", "app"), into="template")
    held = sum(e.held for e in found)
    more = "; `--policy-draft FILE --app APP` drafts a policy file from them" if hint else ""
    console.print(f"{len(found)} endpoint(s), {held} request(s) held back{more}", style="dim")


def _draft_app(found: list[Any], app_name: str | None, path: Path, force: bool) -> str:
    """The app whose policy file to draft, checked before anything is printed: one
    app, and a file that may be written."""
    from m2miner.errors import ConfigError

    apps = sorted({e.app for e in found})
    if app_name is None and len(apps) > 1:
        raise ConfigError(
            f"the store records requests of {len(apps)} apps ({', '.join(apps)}); "
            "a policy draft is for one",
            hint=f"add --app, e.g. --app {apps[0]}",
        )
    if path.exists() and not force:
        raise ConfigError(
            f"{path} exists", hint="pass --force to overwrite it, or name another file"
        )
    return app_name or apps[0]


def _write_draft(found: list[Any], app: str, path: Path, as_json: bool) -> None:
    from m2miner.safety.held_requests import policy_draft

    held = [e for e in found if e.app == app and e.held]
    if not held:
        _note(f"no request of {app} was held back: no policy draft written", as_json)
        return
    path.write_text(policy_draft(app, held), encoding="utf-8")
    _note(
        f"wrote {path}: the {len(held)} endpoint(s) of {app} held back, commented out; "
        "uncomment only those the app itself undoes",
        as_json,
    )
