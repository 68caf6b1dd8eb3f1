"""The simulated Android world: YAML-declared apps, rendered like a phone, with tasks.

``SimDevice`` implements the device contract; ``list_apps``/``load_app``/``get_task``
read the bundled apps and their task catalogues; ``reference_actions`` and
``shortest_solution_length`` give the ground truth benchmarks score against; and
``state_graph`` gives an app's state graph as a networkx ``DiGraph``. The app file
format is documented in docs/sim-apps.md.
"""

from m2miner.devices.sim.apps import SimApp, Task, all_tasks, get_task, list_apps, load_app
from m2miner.devices.sim.device import SimDevice
from m2miner.devices.sim.graph import shortest_solution, shortest_solution_length, state_graph
from m2miner.devices.sim.realism import Realism
from m2miner.devices.sim.schema import SimAppError
from m2miner.devices.sim.solve import reference_actions, step_action
from m2miner.devices.sim.state import SimState

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
