"""Python verifiers for the bundled sim apps, an example of the ``python`` verifier type.

Refer to one from an intents file with ``{"type": "python", "ref":
"sim_checks:app_var", "params": {...}}`` (this folder on ``PYTHONPATH``), or register it
in a package's ``m2miner.verifiers`` entry points. A check gets the device (here a
``SimDevice``) as the trajectory ended, and returns a bool or a ``Verdict``.
"""

from __future__ import annotations

from typing import Any

from m2miner.verify.base import Verdict


def app_var(device: Any, app: str, name: str, value: Any) -> Verdict:
    """Whether the sim app ``app``'s state variable ``name`` equals ``value`` now."""
    state = device.state.app_state(app)
    actual = state.variables.get(name) if state is not None else None
    return Verdict(actual == value, f"{app}.{name} is {actual!r}")
