"""``m2miner runs --id N``: one run's configuration and its history."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.markup import escape

from m2miner.cli.common import console
from m2miner.cli.render import wrap_keeping_commands
from m2miner.store import Store
from m2miner.store.leases import LeaseRepository, describe_holder, run_lease_key
from m2miner.store.records import ConfigChange, RunEventRecord, RunRecord


def show_run(store: Store, run_id: int, *, as_json: bool = False) -> None:
    """Print run ``run_id``'s configuration summary, lease holder and every event."""
    run = store.runs.get(run_id)
    events = store.runs.events(run_id)
    lease = LeaseRepository(store.db).get(run_lease_key(run_id))
    summary = config_summary(run)
    from m2miner.cli.inspect_cmd import run_trust

    successes = run_trust(store, [run_id])[run_id]
    if as_json:
        out = {
            "id": run.id,
            "status": run.status,
            "command": run.command,
            "created_at": run.created_at.isoformat(timespec="seconds"),
            "finished_at": run.finished_at.isoformat(timespec="seconds")
            if run.finished_at
            else None,
            "error": run.error,
            "config": summary,
            "successes": successes,
            "lease": None
            if lease is None
            else {
                "host": lease.host,
                "pid": lease.pid,
                "acquired_at": lease.acquired_at.isoformat(timespec="seconds"),
                "heartbeat_at": lease.heartbeat_at.isoformat(timespec="seconds"),
            },
            "events": [_event_json(e) for e in events],
        }
        console.print_json(json.dumps(out, default=str))
        return
    created = run.created_at.strftime("%Y-%m-%d %H:%M:%S")
    console.print(f"[bold]run {run.id}[/] · {run.command} · {run.status} · created {created} UTC")
    for key, value in summary.items():
        _print_wrapped(f"  {key}: ", value, len(key) + 4)
    console.print(
        f"  successes: {successes['verified']} verified, {successes['judged']} judged only, "
        f"{successes['refuted']} refuted",
        highlight=False,
    )
    if run.error:
        console.print(f"  error: {run.error}", highlight=False)
    if lease is not None:
        console.print(f"  lease: held by {describe_holder(lease)}", highlight=False)
    console.print(f"[bold]history[/] ({len(events)} events, times in UTC)")
    for event in events:
        when = event.at.strftime("%Y-%m-%d %H:%M:%S")
        who = f"pid {event.pid} on {event.host}"
        line = f"  {when}  {event.kind:<8} {who}  "
        what = _what(event)
        # The command line stays whole: on a line of its own when it does not fit.
        text = event.command if event.kind in ("start", "resume") else what
        _print_wrapped(line, text or "", 31)
        if event.kind in ("start", "resume") and what:
            for change in what.splitlines():
                console.print(f"      {change}", highlight=False)


def _print_wrapped(prefix: str, text: str, indent: int) -> None:
    for line in wrap_keeping_commands(text, console.width, indent, prefix):
        console.print(escape(line.rstrip()), highlight=False, soft_wrap=True)


def config_summary(run: RunRecord) -> dict[str, str]:
    """The settings that shape a run's results, one line each."""
    cfg: dict[str, Any] = run.config.get("config") or {}
    plan: dict[str, Any] = run.config.get("plan") or {}
    out: dict[str, str] = {}
    if plan:
        out["app"] = f"{plan.get('app')} ({plan.get('domain', 'mobile')})"
        out["intents"] = str(len(plan.get("intent_ids", ())))
        out["devices"] = f"{plan.get('device')} x{plan.get('devices')}"
    if not cfg:
        return out
    search = cfg.get("search", {})
    out["seed"] = str(cfg.get("seed"))
    out["search"] = (
        f"{search.get('algorithm')}, c_uct={search.get('c_uct')}, "
        f"max_depth={search.get('max_depth')}, successes={search.get('successes')}"
    )
    budget = {k: v for k, v in (cfg.get("budget") or {}).items() if v is not None}
    out["budget"] = ", ".join(f"{k}={v}" for k, v in budget.items()) or "none"
    models = cfg.get("models") or []
    out["models"] = (
        ", ".join(f"{m.get('name')} ({m.get('backend')}: {m.get('model')})" for m in models)
        or "none (heuristic agents)"
    )
    infer = (cfg.get("agents") or {}).get("infer") or {}
    if infer.get("models"):
        out["infer"] = ", ".join(f"{r.get('model')} k={r.get('k')}" for r in infer["models"])
    out["safety"] = _safety_summary(cfg.get("safety") or {})
    store = cfg.get("store") or {}
    out["heartbeat"] = (
        f"every {store.get('heartbeat_s')} s, lease stale after {store.get('lease_timeout_s')} s"
    )
    return out


def sandboxed(safety: dict[str, Any]) -> bool:
    """Whether a run's stored ``[safety]`` made it a sandboxed one: ``allow_irreversible``
    is the older name of ``sandbox``, so either one set did."""
    return bool(safety.get("sandbox") or safety.get("allow_irreversible"))


def _safety_summary(safety: dict[str, Any]) -> str:
    """The safety mode a run was mined in."""
    parts = [
        f"sandbox={sandboxed(safety)}",
        f"unchecked={safety.get('unchecked', 'block')}",
        f"stay_in_app={safety.get('stay_in_app')}",
    ]
    policies = safety.get("policy_files") or []
    if policies:
        parts.append("policy files " + ", ".join(Path(str(p)).name for p in policies))
    return ", ".join(parts)


def _what(event: RunEventRecord) -> str:
    if event.kind == "takeover":
        info = event.info
        return f"took over from pid {info.get('pid')} on {info.get('host')}: {info.get('reason')}"
    if event.kind == "end":
        error = event.info.get("error")
        return f"status {event.info.get('status')}" + (f" ({error})" if error else "")
    if event.changes:
        return "\n".join(_change(c) for c in event.changes)
    return "(no change)" if event.kind == "resume" else ""


def _change(change: ConfigChange) -> str:
    return f"{change.key}: {_short(change.old, 40)} -> {_short(change.new, 40)}"


def _short(value: Any, width: int) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return text if len(text) <= width else text[: width - 3] + "..."


def _event_json(event: RunEventRecord) -> dict[str, Any]:
    return {
        "at": event.at.isoformat(timespec="seconds"),
        "kind": event.kind,
        "host": event.host,
        "pid": event.pid,
        "command": event.command,
        "changes": [{"key": c.key, "old": c.old, "new": c.new} for c in event.changes],
        "info": event.info,
    }
