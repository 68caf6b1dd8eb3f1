"""Python checks for the verifier tests: referenced as ``module:function``, or
registered in the ``m2miner.verifiers`` entry point group by a test distribution."""

from __future__ import annotations

from typing import Any

from m2miner.verify.base import Verdict


def setting_is(device: Any, name: str, value: Any) -> Verdict:
    """Whether the sim Settings app's variable ``name`` is ``value`` now."""
    state = device.state.app_state("settings")
    actual = state.variables.get(name) if state is not None else None
    return Verdict(actual == value, f"{name} is {actual!r}")


def always(device: Any) -> bool:
    return True


def broken(device: Any) -> bool:
    raise RuntimeError("the check's backend is down")


def undecided(device: Any) -> str:
    return "maybe"
