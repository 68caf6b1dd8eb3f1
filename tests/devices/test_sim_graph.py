"""Shortest solutions from any state, the state graph, and the variables that matter."""

from __future__ import annotations

from m2miner.actions import Action
from m2miner.devices.sim import SimDevice, get_task, load_app
from m2miner.devices.sim.graph import (
    relevant_vars,
    shortest_solution,
    shortest_solution_length,
    state_graph,
)
from m2miner.devices.sim.solve import reference_actions, step_action


def test_shortest_length_counts_down_along_the_reference_solution():
    task = get_task("maps.taxi_grand_hotel")
    device = SimDevice("maps")
    assert shortest_solution_length("maps", device.state, task) == task.length
    for done, step in enumerate(task.solution[:4], start=1):
        device.execute(step_action(device.frame(), step))
        assert shortest_solution_length("maps", device.state, task) == task.length - done


def test_shortest_length_from_outside_the_app_goes_back_first():
    task = get_task("settings.dark_theme")
    device = SimDevice("settings")
    device.execute(Action("system_button", button="Home"))
    assert shortest_solution_length("settings", device.state, task) == task.length + 1
    device.execute(Action("open", text="Maps"))
    assert shortest_solution_length("settings", device.state, task) == task.length + 2


def test_a_solved_task_needs_nothing_and_the_path_is_described():
    task = get_task("settings.brightness_low")
    device = SimDevice("settings")
    assert shortest_solution("settings", None, task) == [
        "tap display",
        "tap brightness_level",
        "tap brightness_low",
    ]
    reference_actions(device, task)
    assert shortest_solution_length("settings", device.state, task) == 0


def test_an_unreachable_goal_within_the_depth_gives_none():
    task = get_task("settings.usb_debugging")
    assert shortest_solution_length("settings", None, task, max_depth=5) is None


def test_relevant_variables_keep_what_the_task_and_screens_read():
    app = load_app("settings")
    keep = relevant_vars(app, get_task("settings.dark_theme").predicate)
    assert {"dark_theme", "wifi", "bluetooth", "build_taps", "developer"} <= keep
    assert "ringtone" not in keep and "dnd" not in keep


def test_state_graph_is_a_networkx_digraph_of_the_app():
    task = get_task("settings.bluetooth_on")
    graph = state_graph("settings", task, max_depth=2)
    assert graph.nodes[0]["screen"] == "home" and graph.nodes[0]["depth"] == 0
    assert any(data["success"] for _, data in graph.nodes(data=True))
    ops = {data["op"] for _, _, data in graph.edges(data=True)}
    assert {"tap connected_devices", "tap bluetooth_switch"} <= ops
    assert max(depth for _, depth in graph.nodes(data="depth")) == 2
    whole = state_graph("maps", max_states=50)
    assert whole.number_of_nodes() == 50
    assert whole.graph["app"] == "maps"
