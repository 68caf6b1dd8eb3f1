"""Recycled intents describe the state their path ended in, and the sim checks them.

Paths are built on a small app written for these tests (tests/agents/apps/account.yaml:
a switch, a text field and an action confirmed in a dialog) and on bundled apps.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.actions import Action, describe
from m2miner.agents.end_state import EndState, Screen, end_state, is_dialog
from m2miner.agents.recycle import HeuristicRecycler, PathStep, PathView
from m2miner.agents.steps import touched
from m2miner.devices.base import Observation
from m2miner.devices.screens import placeholder_png, screen_key
from m2miner.devices.sim import SimApp, load_app
from m2miner.devices.sim import hierarchy as dump
from m2miner.devices.sim.engine import World, apply
from m2miner.devices.sim.gestures import ops_for
from m2miner.devices.sim.layout import build_frame
from m2miner.devices.sim.schema import load_spec
from m2miner.devices.sim.solve import widget_point
from m2miner.mining.recycle_truth import check_intent, replay

SIZE = (360, 800)
ACCOUNT = Path(__file__).parent / "apps" / "account.yaml"


def account() -> SimApp:
    return SimApp(load_spec(ACCOUNT))


def walk(app: SimApp, steps: list[str]) -> tuple[PathView, list[Action]]:
    """The path of ``steps`` (widget ids to tap, or ``type:TEXT``) as a recycler sees it."""
    world = World({app.name: app})
    state = world.start(app.name)
    screens, path, actions = [], [], []
    for step in steps:
        frame = build_frame(world, state, *SIZE)
        xml = dump.dump(frame)
        screens.append(Observation(placeholder_png(*SIZE, screen_key(xml)), *SIZE, hierarchy=xml))
        if step.startswith("type:"):
            action = Action("type", text=step[5:])
        else:
            x, y = widget_point(frame, step)
            action = Action("click", x=x, y=y)
        for op in ops_for(action, frame):
            state = apply(world, state, op)
        actions.append(action)
        path.append(PathStep(action, describe(action), touched(xml, action)))
    xml = dump.dump(build_frame(world, state, *SIZE))
    screens.append(Observation(placeholder_png(*SIZE, screen_key(xml)), *SIZE, hierarchy=xml))
    view = PathView(app.name, "mobile", "some task", tuple(path), tuple(screens))
    return view, actions


def recycled(app: SimApp, steps: list[str]) -> tuple[str | None, bool, bool]:
    """What the heuristic recycler writes for the path, whether its filter keeps the path,
    and whether the written intent is true on the sim's state."""
    view, actions = walk(app, steps)
    recycler = HeuristicRecycler()
    text = recycler.write(view)
    keep = recycler.filter(view).keep
    true = text is not None and check_intent(app, replay(app, actions, SIZE), text).true
    return text, keep, true


def test_a_switch_is_recycled_as_turned_off_and_that_is_true() -> None:
    text, keep, true = recycled(account(), ["notifications_switch"])
    assert (text, keep, true) == ("Turn off Notifications", True, True)


def test_a_switch_turned_off_and_on_again_says_on() -> None:
    view, _ = walk(account(), ["notifications_switch", "notifications_switch"])
    assert end_state(*_annotated(view)).switches == (("Notifications", True),)


def test_typed_text_is_recycled_with_its_value() -> None:
    text, keep, true = recycled(account(), ["nickname_field", "type:Ada"])
    assert (text, keep, true) == ("Type Ada in Nickname", True, True)


def test_a_path_ending_on_an_unconfirmed_dialog_is_not_the_confirmed_action() -> None:
    app = account()
    view, actions = walk(app, ["close_account"])
    assert is_dialog(Screen(view.final.hierarchy, SIZE[0]))
    recycler = HeuristicRecycler()
    verdict = recycler.filter(view)
    assert not verdict.keep and "Close your account?" in verdict.reason
    assert recycler.write(view) is None
    refused = recycler.verify(view, "Close account")
    assert not refused.verified and "never confirmed" in refused.reason
    truth = check_intent(app, replay(app, actions, SIZE), "Close account")
    assert not truth.true
    assert "closed" in truth.claims[0].why


def test_a_confirmed_dialog_is_recycled_as_the_action_and_is_true() -> None:
    text, keep, true = recycled(account(), ["close_account", "confirm_close_button"])
    assert (text, keep, true) == ("Close account", True, True)


def test_a_cancelled_dialog_names_nothing_it_did() -> None:
    view, _ = walk(account(), ["close_account", "cancel_close", "notifications_switch"])
    assert HeuristicRecycler().write(view) == "Turn off Notifications"


def test_the_sim_refutes_wrong_claims_about_the_end_state() -> None:
    app = account()
    steps = replay(app, walk(app, ["notifications_switch"])[1], SIZE)
    assert not check_intent(app, steps, "Turn on Notifications").true
    assert not check_intent(app, steps, "Open Notifications and close account").true
    assert not check_intent(app, steps, "").true


def test_the_model_prompt_carries_the_end_state() -> None:
    from m2miner.agents.recycle import _steps

    view, _ = walk(account(), ["notifications_switch", "close_account"])
    text = _steps(view)
    assert "switch Notifications: off" in text
    assert 'dialog "Close your account?" (opened by Close account): left open' in text


@pytest.mark.parametrize(
    ("app", "steps", "wanted"),
    [
        ("settings", ["network_internet", "data_saver_switch"], "turn on Data Saver"),
        ("settings", ["display", "dark_theme"], "turn on Dark theme"),
        ("settings", ["display", "screen_timeout", "timeout_1m"], "set Screen timeout to 1 minute"),
        # A menu item is opened, not "set"; a field that has the focus is named.
        ("messages", ["menu_button", "archived_item"], "Open More options and open Archived"),
        (
            "settings",
            ["about_phone", "device_name", "type:Travel Phone", "rename_ok"],
            "enter Travel Phone in Device name and confirm",
        ),
        # Airplane mode turns Wi-Fi off, the switch turns it back on: on before the path
        # and at its end, but turned on by the path's last tap.
        (
            "settings",
            ["network_internet", "airplane_mode", "wifi_entry", "wifi_switch"],
            "turn on Use Wi-Fi",
        ),
    ],
)
def test_bundled_switches_and_choices_are_named_by_their_end_state(
    app: str, steps: list[str], wanted: str
) -> None:
    text, keep, true = recycled(load_app(app), steps)
    assert text is not None and text.endswith(wanted), text
    assert keep and true


def test_bundled_delete_left_unconfirmed_is_not_recycled_as_a_delete() -> None:
    app = load_app("contacts")
    text, keep, _ = recycled(app, ["contact_carlos_rivera", "delete_button"])
    assert not keep and text == "Open Carlos Rivera"
    view, actions = walk(app, ["contact_carlos_rivera", "delete_button"])
    assert not HeuristicRecycler().verify(view, "Open Carlos Rivera and delete it").verified
    truth = check_intent(app, replay(app, actions, SIZE), "Open Carlos Rivera and delete it")
    assert [c.true for c in truth.claims] == [True, False]
    confirmed = ["contact_carlos_rivera", "delete_button", "confirm_delete_button"]
    text, keep, true = recycled(app, confirmed)
    assert keep and true and text == "Open Carlos Rivera and delete it"


def _annotated(view: PathView):  # type: ignore[no-untyped-def]
    steps, _ = view.facts()
    return [Screen(s.hierarchy, s.width) for s in view.screens], steps


def test_contradictions_are_read_clause_by_clause() -> None:
    state = EndState((("Airplane mode", True), ("Use Wi-Fi", False)), (), (), "Wi-Fi")
    both = "Open Network & internet, turn on Airplane mode, open Wi-Fi and turn off Use Wi-Fi"
    assert state.contradictions(both) == []
    assert state.contradictions("Turn on Use Wi-Fi") == ["Use Wi-Fi ends off"]
    assert state.contradictions("Open Use Wi-Fi then disable Airplane mode") == [
        "Use Wi-Fi ends off",
        "Airplane mode ends on",
    ]


def test_the_model_recycler_is_shown_the_end_state_and_held_to_it() -> None:
    from tests.agents.test_recycle import scripted_recycler

    view, _ = walk(account(), ["close_account"])
    recycler, model, _ = scripted_recycler(["success"])
    verdict = recycler.verify(view, "Close account")
    assert not verdict.verified and "never confirmed" in verdict.reason
    (call,) = model.calls
    assert "left open, never answered" in str(call.messages)
