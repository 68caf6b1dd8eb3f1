from __future__ import annotations

import pytest

from m2miner.actions import (
    ACTION_SPECS,
    ACTION_TYPES,
    BUTTONS,
    SYSTEM_BUTTONS,
    TOOL_ARGS,
    Action,
    check_domain,
    describe,
    domain_actions,
)
from m2miner.errors import ActionError

EXAMPLES = [
    Action("click", x=540, y=1200),
    Action("long_press", x=10, y=20, time=2.5),
    Action("long_press", x=10, y=20),
    Action("swipe", x=540, y=1800, x2=540, y2=600),
    Action("type", text="coffee near me"),
    Action("key", text="volume_up"),
    Action("system_button", button="Home"),
    Action("open", text="Maps"),
    Action("wait", time=1),
    Action("wait"),
    Action("terminate", status="failure"),
    Action("answer", text="42"),
]


def test_every_action_type_has_one_spec_and_known_arguments() -> None:
    assert set(ACTION_SPECS) == set(ACTION_TYPES)
    for spec in ACTION_SPECS.values():
        assert set(spec.args) <= set(TOOL_ARGS), spec.type
        assert spec.summary.endswith(".")
        assert {"mobile"} <= set(spec.domains)
    assert set(BUTTONS["mobile"]) == set(SYSTEM_BUTTONS)
    assert set(BUTTONS["web"]) <= set(SYSTEM_BUTTONS)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"type": "tap", "x": 1, "y": 2}, "unknown action type 'tap'"),
        ({"type": "click", "x": 1}, "needs 'y'"),
        ({"type": "click", "x": 1, "y": 2, "text": "a"}, "takes no 'text'"),
        ({"type": "swipe", "x": 1, "y": 2, "x2": 3}, "needs 'y2'"),
        ({"type": "click", "x": 1.5, "y": 2}, "integer pixel"),
        ({"type": "click", "x": True, "y": 2}, "integer pixel"),
        ({"type": "click", "x": -1, "y": 2}, "not be negative"),
        ({"type": "system_button", "button": "Power"}, "unknown system button"),
        ({"type": "terminate", "status": "done"}, "success or failure"),
        ({"type": "wait", "time": -1}, "non-negative"),
        ({"type": "wait", "time": True}, "non-negative"),
        ({"type": "key", "text": ""}, "non-empty"),
        ({"type": "type", "text": 5}, "must be a string"),
        ({"type": "terminate"}, "needs 'status'"),
        ({"type": "wait", "text": "x"}, "takes no 'text'"),
    ],
)
def test_invalid_actions_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ActionError, match=message):
        Action(**kwargs)  # type: ignore[arg-type]


def test_optional_arguments_may_be_left_out() -> None:
    assert Action("long_press", x=1, y=2).time is None
    assert Action("wait").time is None
    assert Action("answer", text="").text == ""


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: a.type)
def test_json_round_trip(action: Action) -> None:
    assert Action.from_json(action.to_json()) == action
    assert Action.from_dict(action.to_dict()) == action
    assert None not in action.to_dict().values()


def test_from_dict_and_json_refuse_bad_input() -> None:
    with pytest.raises(ActionError, match="unknown action field"):
        Action.from_dict({"type": "click", "x": 1, "y": 2, "z": 3})
    with pytest.raises(ActionError, match="needs a 'type'"):
        Action.from_dict({"x": 1})
    with pytest.raises(ActionError, match="not valid JSON"):
        Action.from_json("{")
    with pytest.raises(ActionError, match="must be an object"):
        Action.from_json("[1]")


def test_point_and_terminal() -> None:
    assert Action("click", x=3, y=4).point == (3, 4)
    assert Action("type", text="a").point is None
    assert Action("answer", text="a").is_terminal
    assert Action("terminate", status="success").is_terminal
    assert not Action("wait").is_terminal


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        (Action("click", x=540, y=1200), "Click at (540, 1200)"),
        (Action("long_press", x=10, y=20), "Long press at (10, 20)"),
        (Action("long_press", x=10, y=20, time=2.5), "Long press at (10, 20) for 2.5 seconds"),
        (Action("swipe", x=540, y=1800, x2=540, y2=600), "Swipe up from (540, 1800) to (540, 600)"),
        (
            Action("swipe", x=540, y=600, x2=560, y2=1800),
            "Swipe down from (540, 600) to (560, 1800)",
        ),
        (Action("swipe", x=900, y=500, x2=100, y2=520), "Swipe left from (900, 500) to (100, 520)"),
        (
            Action("swipe", x=100, y=500, x2=900, y2=480),
            "Swipe right from (100, 500) to (900, 480)",
        ),
        (Action("swipe", x=5, y=5, x2=5, y2=5), "Swipe from (5, 5) to (5, 5)"),
        (Action("type", text="coffee"), 'Type "coffee"'),
        (Action("type", text='say "hi"\nbye'), 'Type "say \\"hi\\"\\nbye"'),
        (Action("key", text="volume_up"), 'Press the "volume_up" key'),
        (Action("system_button", button="Back"), "Press the Back button"),
        (Action("open", text="Maps"), 'Open the "Maps" app'),
        (Action("wait"), "Wait"),
        (Action("wait", time=1), "Wait for 1 second"),
        (Action("wait", time=3.0), "Wait for 3 seconds"),
        (Action("terminate", status="success"), "Terminate: success"),
        (Action("answer", text="42"), "Answer: 42"),
        (Action("answer", text="line one\n  line two"), "Answer: line one line two"),
    ],
)
def test_describe(action: Action, expected: str) -> None:
    assert describe(action) == expected
    assert action.describe() == expected
    assert "\n" not in expected


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        (Action("click", x=540, y=1200), 'Click "Search"'),
        (Action("long_press", x=1, y=2, time=1), 'Long press "Search" for 1 second'),
        (Action("swipe", x=540, y=1800, x2=540, y2=600), 'Swipe up on "Search"'),
        (Action("type", text="coffee"), 'Type "coffee" into "Search"'),
        (Action("system_button", button="Enter"), "Press the Enter button"),
    ],
)
def test_describe_with_a_target(action: Action, expected: str) -> None:
    assert describe(action, target="Search") == expected


def test_domains_offer_their_own_actions_and_buttons() -> None:
    assert "open" in domain_actions("mobile")
    assert set(domain_actions("mobile")) == set(ACTION_TYPES)
    assert set(domain_actions("web")) == set(ACTION_TYPES) - {"open"}
    check_domain(Action("system_button", button="Back"), "web")
    check_domain(Action("open", text="Maps"), "mobile")
    with pytest.raises(ActionError, match="'open' is not available on web"):
        check_domain(Action("open", text="Maps"), "web")
    with pytest.raises(ActionError, match="'Home' is not available on web; available: Back, Enter"):
        check_domain(Action("system_button", button="Home"), "web")
    with pytest.raises(ActionError, match="unknown domain"):
        domain_actions("desktop")  # type: ignore[arg-type]
