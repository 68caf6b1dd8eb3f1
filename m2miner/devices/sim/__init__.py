"""The simulated Android world: YAML-declared apps, rendered like a phone, with tasks.

``SimDevice`` implements the device contract; ``list_apps``/``load_app``/``get_task``
read the bundled apps and their task catalogues; ``reference_actions`` and
``shortest_solution_length`` give the ground truth benchmarks score against; and
``state_graph`` gives an app's state graph as a networkx ``DiGraph``. The app file
format is documented in docs/sim-apps.md.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from m2miner.devices.sim.apps import SimApp, Task, all_tasks, get_task, list_apps, load_app
    from m2miner.devices.sim.catalog import SimAppError
    from m2miner.devices.sim.device import SimDevice
    from m2miner.devices.sim.graph import (
        shortest_solution,
        shortest_solution_length,
        state_graph,
    )
    from m2miner.devices.sim.realism import Realism
    from m2miner.devices.sim.solve import reference_actions, step_action
    from m2miner.devices.sim.state import SimState

# Imported on first use: listing the apps (`m2miner apps`, config checks) needs neither
# the renderer nor networkx, which take most of the package's import time.
_HOMES = {
    "SimApp": "apps",
    "Task": "apps",
    "all_tasks": "apps",
    "get_task": "apps",
    "list_apps": "apps",
    "load_app": "apps",
    "SimDevice": "device",
    "shortest_solution": "graph",
    "shortest_solution_length": "graph",
    "state_graph": "graph",
    "Realism": "realism",
    "SimAppError": "catalog",
    "reference_actions": "solve",
    "step_action": "solve",
    "SimState": "state",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "Realism",
    "SimApp",
    "SimAppError",
    "SimDevice",
    "SimState",
    "Task",
    "all_tasks",
    "get_task",
    "list_apps",
    "load_app",
    "reference_actions",
    "shortest_solution",
    "shortest_solution_length",
    "state_graph",
    "step_action",
]
