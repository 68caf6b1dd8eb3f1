"""What every device of a Ray cluster is doing: ``m2miner devices --ray``.

The device actors of running mining runs are named ``run<N>:<host>/<id>`` in the
configured namespace; each answers :meth:`~m2miner.scaleout.worker.DeviceWorker.status`
from a thread of its own while it mines. Fleet devices with no actor are listed as
``free`` when a node offers their resource and ``no node`` when none does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from m2miner.scaleout.fleet import Fleet

ANSWER_S = 5.0


@dataclass(frozen=True)
class DeviceRow:
    """One device of the cluster as ``devices --ray`` shows it."""

    device: str
    host: str
    health: str
    """mining, idle, free (no run uses it), not answering, or no node."""
    run: int | None = None
    trees: str = ""
    """The trees being mined on it now (ids)."""
    nodes: int = 0
    trees_done: int = 0
    busy_s: float = 0.0
    detail: str = ""


def fleet_status(address: str, namespace: str, fleet: Fleet | None = None) -> list[DeviceRow]:
    """Ask every device actor of the cluster at ``address`` what it is doing."""
    import ray

    from m2miner.scaleout.driver import connect

    joined = connect(address, namespace, fleet or Fleet(()))
    try:
        rows = _actor_rows(namespace)
        seen = {r.device for r in rows}
        offered = ray.cluster_resources()
        for d in fleet.devices if fleet is not None else ():
            if d.name not in seen:
                health = "free" if offered.get(d.resource) else "no node"
                rows.append(DeviceRow(d.name, d.host, health, detail=d.spec))
    finally:
        if joined:
            ray.shutdown()
    return sorted(rows, key=lambda r: (r.host, r.device, r.run or 0))


def _actor_rows(namespace: str) -> list[DeviceRow]:
    import ray

    refs: dict[Any, tuple[int, str]] = {}
    for name in ray.util.list_named_actors():
        run, _, device = name.partition(":")
        if not run.startswith("run") or not device:
            continue
        try:
            actor = ray.get_actor(name, namespace=namespace)
        except ValueError:  # gone in between
            continue
        refs[actor.status.remote()] = (int(run[3:]), device)
    ready, _ = ray.wait(list(refs), num_returns=len(refs), timeout=ANSWER_S)
    rows = []
    for ref, (run_id, device) in refs.items():
        host = device.split("/", 1)[0]
        if ref not in ready:
            rows.append(DeviceRow(device, host, "not answering", run_id))
            continue
        try:
            s = ray.get(ref)
        except Exception as exc:  # the actor died while answering
            rows.append(DeviceRow(device, host, "not answering", run_id, detail=str(exc)[:80]))
            continue
        trees = ",".join(str(t) for t in sorted(s["trees"]))
        rows.append(
            DeviceRow(
                device,
                host,
                "mining" if trees else ("retired" if s.get("error") else "idle"),
                run_id,
                trees,
                int(s["nodes"]),
                int(s["trees_done"]),
                float(s["busy_s"]),
                f"pid {s['pid']} on {s['node']}" + (f"; {s['error']}" if s.get("error") else ""),
            )
        )
    return rows
