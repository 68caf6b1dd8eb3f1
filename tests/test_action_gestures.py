"""Double tap and clearing a field in the unified action space: validation, descriptions,
the tool shown to models, parsing and formatting, and the export vocabularies."""

from __future__ import annotations

import json

import pytest

from m2miner.action_parse import format_tool_call, parse_action, tool_schema
from m2miner.actions import TAP_TYPES, Action, domain_actions
from m2miner.errors import ActionError, MalformedActionError
from m2miner.export.androidcontrol import Unmappable, to_androidcontrol


def _call(arguments: dict[str, object]) -> str:
    body = json.dumps({"name": "mobile_use", "arguments": arguments})
    return f"<tool_call>\n{body}\n</tool_call>"


def _parse(text: str, domain: str = "mobile") -> Action:
    return parse_action(
        text,
        domain=domain,
        coords="norm1000",
        width=1080,
        height=2400,  # type: ignore[arg-type]
    ).action


def test_double_tap_is_a_point_action_on_both_domains() -> None:
    action = Action("double_tap", x=540, y=1200)
    assert action.point == (540, 1200)
    assert "double_tap" in TAP_TYPES
    assert "double_tap" in domain_actions("mobile")
    assert "double_tap" in domain_actions("web")
    assert action.describe() == "Double tap at (540, 1200)"
    assert action.describe(target="Buy milk") == 'Double tap "Buy milk"'
    with pytest.raises(ActionError, match="needs 'x'"):
        Action("double_tap")
    with pytest.raises(ActionError, match="takes no 'text'"):
        Action("double_tap", x=1, y=2, text="a")


def test_the_tool_lists_double_tap_with_its_coordinate() -> None:
    schema = tool_schema("web", "norm1000", 1080, 2400)["function"]["parameters"]
    assert "double_tap" in schema["properties"]["action"]["enum"]
    assert "`action=double_tap`" in schema["properties"]["coordinate"]["description"]
    assert "replacing the text it holds" in schema["properties"]["action"]["description"]


@pytest.mark.parametrize("name", ["double_tap", "double_click", "Double Tap", "doubletap"])
def test_double_tap_parses_under_the_names_models_use(name: str) -> None:
    action = _parse(_call({"action": name, "coordinate": [500, 500]}))
    assert action == Action("double_tap", x=540, y=1200)


def test_double_tap_round_trips_through_the_formatter() -> None:
    action = Action("double_tap", x=540, y=1200)
    text = format_tool_call(action, "norm1000", 1080, 2400, 'Double tap "Buy milk"')
    assert '"action": "double_tap", "coordinate": [500, 500]' in text
    parsed = parse_action(text, domain="web", coords="norm1000", width=1080, height=2400)
    assert parsed.action == action
    assert parsed.description == 'Double tap "Buy milk"'


def test_an_empty_type_clears_the_field() -> None:
    clear = Action("type", text="")
    assert clear.describe() == "Clear the text"
    assert clear.describe(target="Name") == 'Clear the text of "Name"'
    assert Action("type", text="Rex").describe(target="Name") == 'Type "Rex" into "Name"'
    text = format_tool_call(clear, "qwen25", 1080, 2400)
    assert '"arguments": {"action": "type", "text": ""}' in text
    assert _parse(text) == clear


@pytest.mark.parametrize("name", ["clear", "clear_text", "Clear"])
def test_clear_from_other_vocabularies_is_an_empty_type(name: str) -> None:
    assert _parse(_call({"action": name})) == Action("type", text="")


def test_clear_with_a_text_is_refused() -> None:
    with pytest.raises(MalformedActionError, match="takes no text"):
        _parse(_call({"action": "clear", "text": "Rex"}))


def test_androidcontrol_has_no_double_tap_or_clear() -> None:
    with pytest.raises(Unmappable, match="double_tap is not in AndroidControl"):
        to_androidcontrol(Action("double_tap", x=1, y=2))
    assert to_androidcontrol(Action("type", text="Rex")) == {
        "action_type": "input_text",
        "text": "Rex",
    }
    with pytest.raises(Unmappable, match="clearing a field"):
        to_androidcontrol(Action("type", text=""))
