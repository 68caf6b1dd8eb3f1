"""bench/quality.py: its ground truth, and one small job end to end."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from m2miner.actions import Action
from m2miner.devices.sim import SimApp
from m2miner.devices.sim.engine import World
from m2miner.devices.sim.layout import build_frame
from m2miner.devices.sim.schema import load_spec
from m2miner.devices.sim.solve import widget_point
from m2miner.mining.recycle_truth import replay
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
ACCOUNT = ROOT / "tests" / "agents" / "apps" / "account.yaml"
SIZE = (216, 480)


def load(name: str) -> ModuleType:
    return load_script(ROOT / "bench" / f"{name}.py")


@pytest.fixture(scope="module")
def truth() -> ModuleType:
    return load("quality_truth")


@pytest.fixture(scope="module")
def quality() -> ModuleType:
    return load("quality")


def account() -> SimApp:
    spec = load_spec(ACCOUNT)
    from m2miner.devices.sim.apps import Task

    tasks = [
        Task(t.id, spec.name, t.intent, len(t.solution), t.success, t.solution) for t in spec.tasks
    ]
    return SimApp(spec, tasks)


def tap(app: SimApp, widget_id: str, before: list[Action]) -> Action:
    steps = replay(app, before, SIZE)
    world = World({app.name: app})
    state = steps[-1].after if steps else world.start(app.name)
    x, y = widget_point(build_frame(world, state, *SIZE), widget_id)
    return Action("click", x=x, y=y)


def test_a_switch_description_must_say_the_state_it_ended_in(truth: ModuleType) -> None:
    app = account()
    (step,) = replay(app, [tap(app, "notifications_switch", [])], SIZE)
    assert truth.description_truth(step, 'Turn off "Notifications"')[0]
    assert not truth.description_truth(step, 'Turn on "Notifications"')[0]
    assert not truth.description_truth(step, 'Click "Notifications"')[0]


def test_a_tap_is_described_by_the_element_the_sim_says_was_tapped(truth: ModuleType) -> None:
    app = account()
    opened = tap(app, "close_account", [])
    (step,) = replay(app, [opened], SIZE)
    assert truth.description_truth(step, 'Click "Close account"')[0]
    assert not truth.description_truth(step, 'Click "Notifications"')[0]
    typed = replay(app, [tap(app, "nickname_field", []), Action("type", text="Ada")], SIZE)
    assert truth.description_truth(typed[1], 'Type "Ada"')[0]
    assert not truth.description_truth(typed[1], 'Type "Bob"')[0]
    nothing = replay(app, [Action("click", x=5, y=470)], SIZE)
    assert not truth.description_truth(nothing[0], "Click the screen")[0]


def test_a_success_is_true_when_the_task_predicate_holds_after_its_actions(
    truth: ModuleType,
) -> None:
    app = account()
    close = next(t for t in app.tasks if t.id == "account.close")
    opened = tap(app, "close_account", [])
    assert not truth.success_truth(app, close, [opened], SIZE)
    confirmed = tap(app, "confirm_close_button", [opened])
    assert truth.success_truth(app, close, [opened, confirmed], SIZE)


def test_one_job_mines_recycles_exports_and_counts_votes(quality: ModuleType) -> None:
    job = quality.Job("settings", "calibrated-0.80", "votes", ("settings.dark_theme",), 1)
    done, tally = quality.run_job(job)
    c = tally.counts
    assert done == job and c["trees"] == 1 and c["judged"] >= 1 and c["recycled"] >= 1
    # Each judged success gets at least one more vote, a model call and no device step.
    assert c["check_calls"] >= c["judged"] and c["check_steps"] == 0
    # Votes verify nothing and recycled paths are judged only: the default export is empty.
    assert c["exported"] == c["exported_own"] == c["recycled_exported"] == 0


def test_a_verified_job_exports_and_scores_its_descriptions(quality: ModuleType) -> None:
    job = quality.Job("settings", "calibrated-0.80", "verifier", ("settings.dark_theme",), 1)
    _, tally = quality.run_job(job)
    c = tally.counts
    assert c["exported"] == c["exported_own"] >= 1 and c["recycled_exported"] == 0
    assert c["own_true"] <= c["exported_own"] and c["recycled_true"] <= c["recycled"]
    assert 0 < c["desc_written"] <= c["desc_steps"] and c["desc_true"] <= c["desc_written"]
