"""A sim task's success predicate as a verifier: the sim's ground truth."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from m2miner.devices.base import Device
from m2miner.verify.base import Verdict


@dataclass(frozen=True)
class SimTaskVerifier:
    """Whether the sim device's state satisfies the task ``task_id``."""

    task_id: str
    kind: str = "sim"
    spec: dict[str, Any] | None = None
    in_memory: bool = True
    """The predicate reads the sim's state in memory: no timeout thread is needed."""

    def check(self, device: Device) -> Verdict:
        from m2miner.devices.sim import get_task

        check = getattr(device, "check", None)
        if not callable(check):
            return Verdict.failed(f"{device.name} is not a sim device: it has no task predicate")
        passed = bool(check(get_task(self.task_id)))
        holds = "holds" if passed else "does not hold"
        return Verdict(passed, f"the predicate of {self.task_id} {holds}")
