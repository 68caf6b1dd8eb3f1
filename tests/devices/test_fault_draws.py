"""Fault draws are independent of snapshots: a search that restores a node and tries
its children one after another meets each fault at its configured rate, and the same
seed still gives the same run."""

from __future__ import annotations

import contextlib
import random
from collections import Counter

import pytest

from m2miner.actions import Action
from m2miner.config import DeviceFaults
from m2miner.devices.base import AppTarget
from m2miner.devices.draws import StepDraws, uniforms
from m2miner.devices.sim import Realism, SimDevice
from m2miner.devices.sim.solve import widget_point
from m2miner.errors import DeviceDisconnectedError
from m2miner.rehearsal.faults import FaultyDevice

STEPS = 500
RATE = 0.25
BACK = Action("system_button", button="Back")


def _nodes(device: SimDevice | FaultyDevice) -> list[tuple[object, Action]]:
    """Snapshots of a few screens without a popup, each with an action to try there."""
    device.start_app(AppTarget(name="settings"))
    sim = getattr(device, "unwrapped", device)
    home = device.snapshot()
    x, y = widget_point(sim.frame(), "display")
    open_display = Action("click", x=x, y=y)
    while sim.state.screen != "display" or sim.state.popup is not None:  # faults are on
        device.restore(home)
        with contextlib.suppress(DeviceDisconnectedError):
            device.execute(open_display)
    return [(home, open_display), (home, BACK), (device.snapshot(), BACK)]


def _rehearse(device: SimDevice | FaultyDevice, seed: int) -> tuple[Counter[str], Counter[str]]:
    """``STEPS`` search steps, each restoring a stored node and acting there, as MCTS
    expands siblings; returns (faults seen by kind, opportunities by kind)."""
    nodes = _nodes(device)
    device.restore(nodes[0][0])
    device.observe()  # reports what finding the nodes met
    setup = Counter(getattr(device, "counts", {}))  # the wrapper's, while finding nodes
    pick = random.Random(seed)
    seen: Counter[str] = Counter()
    chances: Counter[str] = Counter()
    for _ in range(STEPS):
        token, action = nodes[pick.randrange(len(nodes))]
        device.restore(token)
        chances["disconnect"] += 1
        try:
            device.execute(action)
        except DeviceDisconnectedError:
            seen["disconnect"] += 1
            continue
        kinds = [f["kind"] for f in device.observe().info.get("faults", [])]
        seen.update(kinds)
        # The sim may raise a popup over a dropped action; the wrapper pops one up only
        # after an action it performed.
        dropped = "drop" in kinds and isinstance(device, FaultyDevice)
        chances.update(("drop", "slow_screen") if dropped else ("drop", "popup", "slow_screen"))
    if setup:
        assert seen == Counter(device.counts) - setup  # type: ignore[union-attr]
    return seen, chances


def _assert_rates(seen: Counter[str], chances: Counter[str], kinds: tuple[str, ...]) -> None:
    for kind in kinds:
        rate = seen[kind] / chances[kind]
        assert abs(rate - RATE) <= 0.3 * RATE, (kind, rate, seen, chances)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_sim_injects_its_configured_rates_over_snapshots(seed: int) -> None:
    realism = Realism(popup_rate=RATE, drop_rate=RATE, disconnect_rate=RATE)
    seen, chances = _rehearse(SimDevice("settings", realism=realism, seed=seed, render=False), seed)
    _assert_rates(seen, chances, ("disconnect", "drop", "popup"))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_fault_wrapper_injects_its_configured_rates_over_snapshots(seed: int) -> None:
    rates = DeviceFaults(
        disconnect_rate=RATE, drop_rate=RATE, popup_rate=RATE, slow_screen_rate=RATE, slow_s=0
    )
    device = FaultyDevice(SimDevice("settings", render=False), rates, seed=seed)
    seen, chances = _rehearse(device, seed)
    _assert_rates(seen, chances, ("disconnect", "drop", "popup", "slow_screen"))


def test_siblings_tried_from_one_snapshot_draw_their_own_outcomes() -> None:
    device = SimDevice("settings", realism=Realism(popup_rate=0.5, drop_rate=0.5), seed=3)
    token = device.snapshot()
    outcomes = set()
    for _ in range(20):
        device.restore(token)
        device.execute(BACK)
        outcomes.add(tuple(f["kind"] for f in device.observe().info.get("faults", [])))
    assert outcomes == {(), ("drop",), ("popup",), ("drop", "popup")}


def test_the_same_seed_gives_the_same_rehearsal_and_another_seed_another() -> None:
    realism = Realism(popup_rate=RATE, drop_rate=RATE, disconnect_rate=RATE)

    def trace(seed: int) -> list[object]:
        device = SimDevice("settings", realism=realism, seed=seed)
        token = device.snapshot()
        out: list[object] = []
        for _ in range(60):
            device.restore(token)
            try:
                device.execute(BACK)
                out.append(device.observe().info.get("faults"))
            except DeviceDisconnectedError:
                out.append("disconnect")
        return out

    assert trace(5) == trace(5)
    assert trace(5) != trace(6)


def test_draws_are_a_pure_function_of_seed_stream_and_step() -> None:
    assert uniforms(1, 7, 3) == uniforms(1, 7, 3)
    assert uniforms(1, 7, 3) != uniforms(1, 8, 3) != uniforms(2, 7, 3)
    assert uniforms(1, 7, 2, stream="a") != uniforms(1, 7, 2, stream="b")
    assert all(0.0 <= u < 1.0 for u in uniforms(0, 0, 8))
    draws = StepDraws(4, "sim")
    first, second = draws.next(2), draws.next(2)
    assert draws.step == 2 and first == uniforms(4, 1, 2, stream="sim") != second
    mean = sum(u for step in range(2000) for u in uniforms(9, step, 1)) / 2000
    assert abs(mean - 0.5) < 0.02
    with pytest.raises(ValueError, match=r"1\.\.8"):
        uniforms(0, 0, 9)
