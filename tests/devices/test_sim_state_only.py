"""The sim's state-only mode: no drawing, the same hierarchy, screens told apart by identity."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

from m2miner.actions import Action
from m2miner.critic.same_screen import same_screen, similarity
from m2miner.devices.base import AppTarget
from m2miner.devices.factory import DeviceSpec
from m2miner.devices.screens import placeholder_key, placeholder_png, png_size
from m2miner.devices.sim import Realism, SimDevice, load_app, step_action
from m2miner.mining.device_stack import open_device
from m2miner.store.screenshots import ScreenshotStore
from tests.mining.conftest import make_config

SIZE = (360, 800)


def test_state_only_observations_have_the_rendered_hierarchy_for_every_state() -> None:
    for app in ("maps", "contacts"):
        for task in load_app(app).tasks[:4]:
            drawn = SimDevice(app, width=SIZE[0], height=SIZE[1])
            bare = SimDevice(app, width=SIZE[0], height=SIZE[1], render=False)
            for device in (drawn, bare):
                device.start_app(AppTarget(name=app))
            for step in [None, *task.solution]:
                if step is not None:
                    action = step_action(drawn.frame(), step)
                    drawn.execute(action)
                    bare.execute(action)
                assert drawn.state == bare.state
                a, b = drawn.observe(), bare.observe()
                assert (a.hierarchy, a.package, a.activity) == (b.hierarchy, b.package, b.activity)
                assert (a.width, a.height) == (b.width, b.height) == png_size(b.png)
                assert b.info["state_only"] and "state_only" not in a.info
                assert placeholder_key(a.png) is None and placeholder_key(b.png) is not None


def test_placeholders_name_the_screen_and_compare_exactly(tmp_path: Path) -> None:
    device = SimDevice("maps", width=SIZE[0], height=SIZE[1], render=False)
    home = device.observe()
    assert Image.open(io.BytesIO(home.png)).size == SIZE  # a valid PNG of the screen's size
    snapshot = device.snapshot()
    device.execute(Action("wait", time=60))  # time passes; the screen is the same
    assert device.observe().png == home.png
    device.execute(step_action(device.frame(), load_app("maps").tasks[0].solution[0]))
    other = device.observe()
    assert other.hierarchy != home.hierarchy and other.png != home.png
    assert same_screen(home.png, home.png) and not same_screen(home.png, other.png)
    assert similarity(home.png, other.png) == 0.0
    drawn = SimDevice("maps", width=SIZE[0], height=SIZE[1]).observe()
    assert similarity(home.png, drawn.png) == 0.0 == similarity(drawn.png, home.png)
    device.restore(snapshot)
    assert device.observe().png == home.png
    # The blob store keeps one blob per screen, keyed by content as ever.
    store = ScreenshotStore(tmp_path)
    assert store.put(home.png) == store.put(device.observe().png) != store.put(other.png)
    assert placeholder_key(placeholder_png(10, 10, "abc")) == "abc"


def test_a_dialog_over_a_screen_is_another_screen() -> None:
    device = SimDevice("maps", width=SIZE[0], height=SIZE[1], render=False)
    plain = device.observe()
    assert device.show_popup()
    assert device.observe().png != plain.png


def test_config_turns_rendering_off_and_transitions_do_not_exist_there(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"device.sim.render": False, "device.sim.settle_frames": 2})
    wrapped = open_device(config, DeviceSpec("sim"), "maps")
    device = getattr(wrapped, "unwrapped", wrapped)  # under the safety policy's wrapper
    assert isinstance(device, SimDevice) and not device.render
    before = device.observe()
    device.execute(Action("click", x=540, y=372 * 3))
    after = device.observe()
    assert not after.info["settling"] and placeholder_key(after.png) is not None
    assert before.info["state_only"]
    shown = SimDevice("maps", realism=Realism(settle_frames=2)).observe()
    assert placeholder_key(shown.png) is None
