"""A Ray cluster on 127.0.0.1 made of separate processes: a head and worker nodes.

Each node is a ``ray start --block`` process of its own (as on a real farm, one per
host), a worker node offering the custom resources of its fleet host
(:func:`~m2miner.scaleout.fleet.node_resources`). Every port is chosen free, so that
several nodes share this machine. :meth:`LocalRayCluster.kill` ends a worker node the
hard way, its raylet and every worker process on it, as when a host dies.

Used by the tests and by ``bench/scaleout.py``; needs ``pip install 'm2miner[ray]'``.
"""

from __future__ import annotations

import functools
import logging
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from m2miner.procs import console_script
from m2miner.scaleout.fleet import Fleet, node_resources

OBJECT_STORE_BYTES = 80 * 2**20
ATTEMPTS = 3
ATTEMPT_S = 100.0


class NodeExited(RuntimeError):
    """A node's ``ray start`` exited before the node joined."""


def ray_command() -> list[str]:
    """The ``ray`` command of this interpreter's Ray, which need not be on PATH."""
    found = console_script("ray")
    if found is not None:
        return [str(found)]
    return [sys.executable, "-c", "from ray.scripts.scripts import main; main()"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _ports() -> list[str]:
    out = []
    for flag in (
        "--node-manager-port",
        "--object-manager-port",
        "--dashboard-agent-listen-port",
        "--dashboard-agent-grpc-port",
        "--runtime-env-agent-port",
        "--metrics-export-port",
    ):
        out += [flag, str(_free_port())]
    return out


@dataclass
class LocalRayCluster:
    """``head_cpus`` CPUs on the head, ``cpus`` on each worker node."""

    head_cpus: int = 1
    cpus: int = 1
    timeout_s: float = 180.0
    address: str = ""
    nodes: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)
    base: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="m2r-")))

    def _env(self) -> dict[str, str]:
        # On a loaded machine a node's Python agents take longer to start than the
        # raylet waits for them by default, and the raylet then aborts.
        slow = {"RAY_agent_register_timeout_ms": "300000"}
        return {**os.environ, "RAY_USAGE_STATS_ENABLED": "0", **slow}

    def _start(self, name: str, args: list[str]) -> None:
        log = (self.base / f"{name}.log").open("wb")
        command = [*ray_command(), "start", "--block", "--node-ip-address", "127.0.0.1", *args]
        common = ["--object-store-memory", str(OBJECT_STORE_BYTES), "--disable-usage-stats"]
        self.nodes[name] = subprocess.Popen(
            [*command, *common, *_ports()],
            env=self._env(),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, killed as one
        )

    def start_head(self) -> str:
        port = _free_port()
        self._start(
            "head",
            [
                "--head",
                "--port",
                str(port),
                "--num-cpus",
                str(self.head_cpus),
                "--include-dashboard",
                "false",
                "--temp-dir",
                str(self.base / "ray"),
            ],
        )
        self.address = f"127.0.0.1:{port}"
        _wait_port(port, self.timeout_s, self.nodes["head"], self.base / "head.log")
        return self.address

    def add_host(self, fleet: Fleet, host: str) -> None:
        """Start the worker node of fleet host ``host`` and wait until it joined.

        Nodes on one machine start one after the other: two ``ray start`` at once race
        for the names of their sockets and log files in the session directory.
        """
        resources = node_resources(fleet, host)
        args = ["--address", self.address, "--num-cpus", str(self.cpus), "--resources", resources]
        for _ in range(ATTEMPTS - 1):
            # On a loaded machine a raylet may give up waiting for its node's Python
            # agents and abort: a node not joined within ATTEMPT_S is started again.
            self._start(host, args)
            try:
                self.wait([d.resource for d in fleet.on(host)], self.nodes[host], ATTEMPT_S)
                return
            except NodeExited:
                self.kill(host)
        self._start(host, args)
        self.wait([d.resource for d in fleet.on(host)])

    def wait(
        self,
        resources: list[str],
        proc: subprocess.Popen[bytes] | None = None,
        attempt_s: float | None = None,
    ) -> None:
        """Wait until the cluster offers every resource named (its nodes joined); raises
        NodeExited when ``proc`` (the node being started) exits first or ``attempt_s``
        passes."""
        import ray

        deadline = time.monotonic() + self.timeout_s
        attempt_end = time.monotonic() + attempt_s if attempt_s is not None else deadline
        joined = not ray.is_initialized()
        if joined:
            ray.init(address=self.address, logging_level=logging.ERROR, log_to_driver=False)
        try:
            while time.monotonic() < deadline:
                offered = ray.cluster_resources()
                if all(offered.get(r) for r in resources):
                    return
                if proc is not None and proc.poll() is not None:
                    raise NodeExited(f"ray start exited with {proc.returncode}")
                if time.monotonic() > attempt_end:
                    raise NodeExited(f"the node did not join within {attempt_s} s")
                time.sleep(0.5)
            raise TimeoutError(
                f"the Ray cluster did not offer {resources} within {self.timeout_s:g} s; "
                f"its logs are in {self.base}"
            )
        finally:
            if joined:
                ray.shutdown()

    def kill(self, host: str) -> None:
        """Kill worker node ``host`` and every process on it at once (SIGKILL)."""
        import psutil

        proc = self.nodes.pop(host)
        try:
            family = [psutil.Process(proc.pid), *psutil.Process(proc.pid).children(recursive=True)]
        except psutil.NoSuchProcess:
            family = []
        for member in family:
            try:
                member.send_signal(signal.SIGKILL)
            except psutil.NoSuchProcess:
                continue
        proc.wait(timeout=30)

    def stop(self) -> None:
        """Stop every node (workers first) and remove the cluster's files."""
        for host in [h for h in self.nodes if h != "head"]:
            self.kill(host)
        if "head" in self.nodes:
            self.kill("head")
        shutil.rmtree(self.base, ignore_errors=True)


def _wait_port(port: int, timeout_s: float, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(
                f"ray start exited with {proc.returncode}: {log.read_text()[-2000:]}"
            )
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.3)
    raise TimeoutError(f"the Ray head did not listen on {port} within {timeout_s:g} s")


def calibrated_components(
    task_ids: tuple[str, ...], size: tuple[int, int], latency_s: float = 0.0
) -> Any:
    """Calibrated agents and oracle sim devices for ``task_ids``, built where it is called
    (in each device actor: pass ``functools.partial(calibrated_components, ...)``)."""
    from m2miner.devices.sim import Realism, get_task
    from m2miner.mining.run import Components
    from m2miner.testing.calibrated import CalibratedWorld, Calibration

    world = CalibratedWorld(
        [get_task(t) for t in task_ids],
        Calibration(),
        size=size,
        realism=functools.partial(_realism, Realism(latency=latency_s)),
    )
    return Components(agents=world.agents, device=world.device)


def _realism(realism: Any, index: int) -> Any:
    return realism
