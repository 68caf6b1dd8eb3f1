from __future__ import annotations

import json
from typing import Any, cast

import pytest

from m2miner.action_parse import (
    DESCRIPTION_INSTRUCTION,
    TOOL_NAME,
    ParsedAction,
    format_tool_call,
    parse_action,
    tool_arguments,
    tool_description,
    tool_schema,
)
from m2miner.actions import ACTION_SPECS, BUTTONS, Action, ActionType, Domain, domain_actions
from m2miner.coords import CoordSystem, frame
from m2miner.errors import ActionError, MalformedActionError
from tests.property import given, settings, st

W, H = 1080, 2400


def _call(arguments: dict[str, Any], name: str = TOOL_NAME) -> str:
    return f"<tool_call>\n{json.dumps({'name': name, 'arguments': arguments})}\n</tool_call>"


def _parse(text: str, domain: Domain = "mobile", coords: CoordSystem = "norm1000") -> ParsedAction:
    return parse_action(text, domain=domain, coords=coords, width=W, height=H)


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ({"action": "click", "coordinate": [500, 500]}, Action("click", x=540, y=1200)),
        (
            {"action": "long_press", "coordinate": [100, 250], "time": 2},
            Action("long_press", x=108, y=600, time=2),
        ),
        (
            {"action": "swipe", "coordinate": [500, 750], "coordinate2": [500, 250]},
            Action("swipe", x=540, y=1800, x2=540, y2=600),
        ),
        ({"action": "type", "text": "coffee"}, Action("type", text="coffee")),
        ({"action": "key", "text": "volume_up"}, Action("key", text="volume_up")),
        ({"action": "system_button", "button": "Back"}, Action("system_button", button="Back")),
        ({"action": "open", "text": "Maps"}, Action("open", text="Maps")),
        ({"action": "wait", "time": 1.5}, Action("wait", time=1.5)),
        ({"action": "wait"}, Action("wait")),
        ({"action": "terminate", "status": "success"}, Action("terminate", status="success")),
        ({"action": "answer", "text": "42"}, Action("answer", text="42")),
    ],
)
def test_parses_every_mobile_use_action(arguments: dict[str, Any], expected: Action) -> None:
    text = _call(arguments)
    parsed = _parse(text)
    assert parsed == ParsedAction(action=expected, description=None, raw=text)


def test_reads_the_description_line_around_thinking_and_prose() -> None:
    text = (
        "<think>The search bar {maybe} is at the top.\nAction: not this one</think>\n"
        "Thought: I should search.\n"
        'Action: "Click the search bar"\n\n'
        + _call({"action": "click", "coordinate": [500, 50]})
        + "\nSome trailing words."
    )
    parsed = _parse(text)
    assert parsed.action == Action("click", x=540, y=120)
    assert parsed.description == "Click the search bar"
    assert parsed.raw == text


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ('Action: "Open the menu"', "Open the menu"),
        ("Action: Open the menu", "Open the menu"),
        ('Action: Tap "OK"', 'Tap "OK"'),
        ("**Action:** Open the menu", "Open the menu"),
        ("action：“Open the menu”", "Open the menu"),
        ('Action: "say \\"hi\\""', 'say "hi"'),
        ("Action:", None),
        ("Thought: nothing to describe", None),
    ],
)
def test_description_forms(line: str, expected: str | None) -> None:
    parsed = _parse(line + "\n" + _call({"action": "wait"}))
    assert parsed.description == expected


def test_thinking_without_an_opening_tag_is_skipped() -> None:
    text = 'I will go back. {"action": "open"}</think>\n' + _call(
        {"action": "system_button", "button": "back"}
    )
    assert _parse(text).action == Action("system_button", button="Back")


def test_code_fences_whitespace_and_plain_json() -> None:
    fenced = 'Action: "Click OK"\n```json\n  {"action": "click",  "coordinate": [ 500 , 500 ]}\n```'
    parsed = _parse(fenced)
    assert parsed.action == Action("click", x=540, y=1200)
    assert parsed.description == "Click OK"
    flat = 'Sure. {"type": "swipe", "x": 500, "y": 750, "x2": 500, "y2": 250}'
    assert _parse(flat).action == Action("swipe", x=540, y=1800, x2=540, y2=600)
    flat_text = '{"type": "type", "text": "hello"}'
    assert _parse(flat_text).action == Action("type", text="hello")


def test_tolerated_argument_shapes() -> None:
    openai_shape = json.dumps(
        {
            "function": {
                "name": "mobile_use",
                "arguments": '{"action": "click", "coordinate": [1, 2]}',
            }
        }
    )
    assert _parse(openai_shape).action == Action("click", x=1, y=5)
    as_string = _call({"action": "click", "coordinate": "(500, 500)"})
    assert _parse(as_string).action == Action("click", x=540, y=1200)
    spaced = _call({"action": "Long Press", "coordinate": [0, 0], "time": "2"})
    assert _parse(spaced).action == Action("long_press", x=0, y=0, time=2.0)
    extra = _call({"action": "click", "coordinate": [500, 500], "reason": "it is there"})
    assert _parse(extra).action == Action("click", x=540, y=1200)
    nulls = _call({"action": "type", "text": "a", "coordinate": None})
    assert _parse(nulls).action == Action("type", text="a")
    number = _call({"action": "answer", "text": 42})
    assert _parse(number).action == Action("answer", text="42")
    fail = _call({"action": "terminate", "status": "FAIL"})
    assert _parse(fail).action == Action("terminate", status="failure")


def test_coordinates_convert_per_system() -> None:
    click = _call({"action": "click", "coordinate": [546, 1204]})
    assert _parse(click, coords="qwen25").action == Action("click", x=540, y=1200)
    rel = _call({"action": "click", "coordinate": [0.5, 0.25]})
    assert _parse(rel, coords="norm1").action == Action("click", x=540, y=600)
    edge = _call({"action": "click", "coordinate": [1000, 1000]})
    assert _parse(edge).action == Action("click", x=1079, y=2399)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("I am not sure what to do.", "no <tool_call> and no JSON object"),
        ('{"thought": "x"}', "no <tool_call> and no JSON object"),
        ("<tool_call>\nclick(1, 2)\n</tool_call>", "holds no JSON object"),
        ("<tool_call>\n{}\n</tool_call>", "names no action"),
        ('<tool_call>\n{"x": 1, "y": 2}\n</tool_call>', "names no action"),
        (
            '<tool_call>\n{"name": "mobile_use", "arguments": {"action": </tool_call>',
            "not valid JSON",
        ),
        ("<think>still thinking about it", "inside <think>"),
        (_call({"action": "click", "coordinate": [1, 2]}, name="computer_use"), "unknown tool"),
        (_call({"action": "scroll", "coordinate": [1, 2]}), "unknown action 'scroll'"),
        (_call({"coordinate": [1, 2]}), "name no action"),
        (_call({"action": "click"}), "needs 'coordinate'"),
        (_call({"action": "swipe", "coordinate": [1, 2]}), "needs 'coordinate2'"),
        (_call({"action": "click", "coordinate": [1, 2], "text": "x"}), "takes no 'text'"),
        (_call({"action": "click", "coordinate": [1, 2, 3]}), "two numbers"),
        (_call({"action": "click", "coordinate": "the button"}), "two numbers"),
        (_call({"action": "click", "coordinate": [True, 2]}), "two numbers"),
        (_call({"action": "click", "coordinate": [1500, 20]}), "outside the model's range"),
        (_call({"action": "click", "coordinate": [-1, 20]}), "outside the model's range"),
        (_call({"action": "wait", "time": "soon"}), "number of seconds"),
        (_call({"action": "wait", "time": -2}), "non-negative"),
        (_call({"action": "key", "text": ""}), "non-empty"),
        (_call({"action": "type", "text": ["a"]}), "must be a string"),
        (_call({"action": "system_button", "button": "Power"}), "unknown system button"),
        (_call({"action": "terminate", "status": "done"}), "success or failure"),
        ('{"name": "mobile_use", "arguments": "{broken"}', "arguments are not valid JSON"),
        ('{"name": "mobile_use", "arguments": [1]}', "must be a JSON object"),
    ],
)
def test_malformed_output_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(MalformedActionError, match=message) as info:
        _parse(text)
    assert info.value.raw == text
    assert isinstance(info.value, ActionError)


def test_web_refuses_actions_it_does_not_offer() -> None:
    with pytest.raises(MalformedActionError, match="'open' is not available on web"):
        _parse(_call({"action": "open", "text": "Maps"}), domain="web")
    with pytest.raises(MalformedActionError, match="'Home' is not available on web"):
        _parse(_call({"action": "system_button", "button": "Home"}), domain="web")
    back = _parse(_call({"action": "system_button", "button": "Back"}), domain="web")
    assert back.action == Action("system_button", button="Back")


def test_format_tool_call_exact_text() -> None:
    action = Action("click", x=540, y=1200)
    assert format_tool_call(action, "norm1000", W, H, "Click the search bar") == (
        'Action: "Click the search bar"\n'
        "<tool_call>\n"
        '{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [500, 500]}}\n'
        "</tool_call>"
    )
    assert format_tool_call(action, "qwen25", W, H) == (
        "<tool_call>\n"
        '{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [546, 1204]}}\n'
        "</tool_call>"
    )
    typed = format_tool_call(Action("type", text="café </tool_call>"), "norm1", W, H, "")
    assert typed == (
        "<tool_call>\n"
        '{"name": "mobile_use", "arguments": '
        '{"action": "type", "text": "café \\u003c/tool_call>"}}\n'
        "</tool_call>"
    )


def test_tool_arguments_keep_the_schema_order_and_skip_unset_options() -> None:
    fr = frame("norm1", W, H)
    assert tool_arguments(Action("long_press", x=540, y=600), fr) == {
        "action": "long_press",
        "coordinate": [0.5, 0.25],
    }
    assert list(tool_arguments(Action("swipe", x=0, y=0, x2=1, y2=1), fr)) == [
        "action",
        "coordinate",
        "coordinate2",
    ]


# --- round trips -------------------------------------------------------------------------

SCREENS = [(1080, 2400), (720, 1600), (1440, 3200), (412, 915), (721, 1599)]
SYSTEMS: list[CoordSystem] = ["qwen25", "norm1000", "norm1"]
_text = st.text(min_size=1, max_size=40)


@st.composite
def _screen_and_action(draw: st.DrawFn) -> tuple[CoordSystem, int, int, Action]:
    coords = draw(st.sampled_from(SYSTEMS))
    width, height = draw(st.sampled_from(SCREENS))
    fr = frame(coords, width, height)

    def device_point() -> tuple[int, int]:
        # A device point that is the image of a model point: exact in every system.
        if coords == "norm1":
            return draw(st.integers(0, width - 1)), draw(st.integers(0, height - 1))
        mx = draw(st.integers(0, fr.model_width - 1))
        my = draw(st.integers(0, fr.model_height - 1))
        return fr.to_device(mx, my)

    kind = cast(ActionType, draw(st.sampled_from(sorted(ACTION_SPECS))))
    time = draw(st.one_of(st.none(), st.integers(0, 60), st.floats(0, 60, allow_nan=False)))
    if kind in ("click", "long_press", "double_tap"):
        x, y = device_point()
        action = Action(kind, x=x, y=y, time=time if kind == "long_press" else None)
    elif kind == "swipe":
        (x, y), (x2, y2) = device_point(), device_point()
        action = Action("swipe", x=x, y=y, x2=x2, y2=y2)
    elif kind in ("type", "key", "open"):
        action = Action(kind, text=draw(_text))
    elif kind == "answer":
        action = Action(kind, text=draw(st.text(max_size=40)))
    elif kind == "system_button":
        action = Action(kind, button=draw(st.sampled_from(sorted(BUTTONS["mobile"]))))
    elif kind == "wait":
        action = Action(kind, time=time)
    else:
        action = Action(kind, status=draw(st.sampled_from(["success", "failure"])))
    return coords, width, height, action


@settings(max_examples=600, deadline=None)
@given(case=_screen_and_action(), description=st.one_of(st.none(), _text))
def test_parse_inverts_format(
    case: tuple[CoordSystem, int, int, Action], description: str | None
) -> None:
    coords, width, height, action = case
    text = format_tool_call(action, coords, width, height, description)
    parsed = parse_action(text, domain="mobile", coords=coords, width=width, height=height)
    assert parsed.action == action
    assert parsed.description == description
    assert parsed.raw == text


@settings(max_examples=200, deadline=None)
@given(
    x=st.integers(0, 1079),
    y=st.integers(0, 2399),
    max_tokens=st.sampled_from([1280, 16384]),
)
def test_qwen25_points_round_trip_where_the_model_grid_is_finer(
    x: int, y: int, max_tokens: int
) -> None:
    fr = frame("qwen25", W, H, max_pixels=max_tokens * 28 * 28)
    text = format_tool_call(
        Action("click", x=x, y=y), "qwen25", W, H, max_pixels=max_tokens * 28 * 28
    )
    parsed = parse_action(
        text, domain="web", coords="qwen25", width=W, height=H, max_pixels=max_tokens * 28 * 28
    )
    assert parsed.action.point is not None
    px, py = parsed.action.point
    if fr.model_width >= W and fr.model_height >= H:  # the default limits on this screen
        assert (px, py) == (x, y)
    else:
        assert abs(px - x) <= W / fr.model_width and abs(py - y) <= H / fr.model_height


# --- the tool shown to models ------------------------------------------------------------


@pytest.mark.parametrize("domain", ["mobile", "web"])
@pytest.mark.parametrize("coords", SYSTEMS)
def test_tool_schema_lists_the_domain_actions(domain: Domain, coords: CoordSystem) -> None:
    schema = tool_schema(domain, coords, W, H)
    function = schema["function"]
    assert schema["type"] == "function" and function["name"] == TOOL_NAME
    params = function["parameters"]
    assert params["required"] == ["action"]
    action = params["properties"]["action"]
    assert action["enum"] == list(domain_actions(domain))
    for name in domain_actions(domain):
        assert f"* `{name}`: " in action["description"]
    assert params["properties"]["button"]["enum"] == list(BUTTONS[domain])
    assert params["properties"]["status"]["enum"] == ["success", "failure"]
    assert params["properties"]["coordinate"]["type"] == "array"
    assert "Required only by `action=swipe`." in params["properties"]["coordinate2"]["description"]
    json.dumps(schema)  # plain JSON, ready for an OpenAI-compatible `tools` list


def test_tool_schema_differs_by_domain() -> None:
    mobile = tool_schema("mobile", "qwen25", W, H)["function"]
    web = tool_schema("web", "qwen25", W, H)["function"]
    assert "open" not in web["parameters"]["properties"]["action"]["enum"]
    assert "`action=open`" not in web["parameters"]["properties"]["text"]["description"]
    assert "`action=open`" in mobile["parameters"]["properties"]["text"]["description"]
    assert "browser history" in web["parameters"]["properties"]["button"]["description"]
    assert (
        "Home means returning to the desktop"
        in (mobile["parameters"]["properties"]["button"]["description"])
    )
    assert "scroll the page" in web["parameters"]["properties"]["action"]["description"]
    assert "mobile browser" in web["description"]


def test_tool_schema_states_the_resolution_the_model_sees() -> None:
    qwen = tool_schema("mobile", "qwen25", W, H)["function"]
    assert "The screen's resolution is 1092x2408." in qwen["description"]
    small = tool_schema("mobile", "qwen25", W, H, max_pixels=1280 * 28 * 28)["function"]
    fr = frame("qwen25", W, H, max_pixels=1280 * 28 * 28)
    assert f"resolution is {fr.model_width}x{fr.model_height}." in small["description"]
    assert (
        "pixels from the left edge" in qwen["parameters"]["properties"]["coordinate"]["description"]
    )
    norm = tool_schema("mobile", "norm1000", W, H)["function"]
    assert "999x999" in norm["description"] and "0 to 999" in norm["description"]
    assert "0-999" in norm["parameters"]["properties"]["coordinate"]["description"]
    rel = tool_schema("mobile", "norm1", W, H)["function"]
    assert "from 0 to 1" in rel["description"]


def test_tool_description_embeds_the_schema_and_the_call_format() -> None:
    text = tool_description("web", "norm1000", W, H)
    start, end = text.index("<tools>\n") + len("<tools>\n"), text.index("\n</tools>")
    assert json.loads(text[start:end]) == tool_schema("web", "norm1000", W, H)
    assert text.rstrip().endswith("</tool_call>")
    assert '"arguments": <args-json-object>' in text
    assert "Action:" in DESCRIPTION_INSTRUCTION


@pytest.mark.parametrize("domain", ["mobile", "web"])
def test_formatted_calls_use_only_what_the_schema_offers(domain: Domain) -> None:
    properties = tool_schema(domain, "norm1000", W, H)["function"]["parameters"]["properties"]
    fr = frame("norm1000", W, H)
    examples = [
        Action("click", x=1, y=2),
        Action("long_press", x=1, y=2, time=1),
        Action("swipe", x=1, y=2, x2=3, y2=4),
        Action("type", text="a"),
        Action("key", text="Tab"),
        Action("system_button", button="Back"),
        Action("wait", time=2),
        Action("terminate", status="success"),
        Action("answer", text="b"),
    ]
    for action in examples:
        arguments = tool_arguments(action, fr)
        assert arguments["action"] in properties["action"]["enum"]
        assert set(arguments) <= set(properties)
        for name, value in arguments.items():
            if "enum" in properties[name]:
                assert value in properties[name]["enum"]


@pytest.mark.parametrize(
    "tricky",
    ["</think>", "<tool_call>", "a </tool_call> b", "<think>x", 'Action: "no"\n{"action": "wait"}'],
)
def test_round_trip_survives_text_that_looks_like_markup(tricky: str) -> None:
    for action in (Action("type", text=tricky), Action("answer", text=tricky)):
        text = format_tool_call(action, "norm1000", W, H, description=tricky)
        parsed = _parse(text)
        assert (parsed.action, parsed.description) == (action, tricky)


_KEYS = st.sampled_from(
    [
        "action",
        "type",
        "coordinate",
        "coordinate2",
        "x",
        "y",
        "text",
        "time",
        "button",
        "status",
        "name",
        "arguments",
        "function",
    ]
)
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5000, 5000),
    st.floats(allow_nan=True),
    st.text(max_size=8),
    st.sampled_from([*ACTION_SPECS, "mobile_use", "Back", "success"]),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(_KEYS, inner, max_size=4)),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None)
@given(
    payload=st.dictionaries(_KEYS, _VALUES, max_size=5),
    wrapped=st.booleans(),
    domain=st.sampled_from(["mobile", "web"]),
    coords=st.sampled_from(SYSTEMS),
)
def test_any_json_object_parses_or_is_malformed(
    payload: dict[str, Any], wrapped: bool, domain: Domain, coords: CoordSystem
) -> None:
    body = json.dumps(payload)
    text = f"<tool_call>\n{body}\n</tool_call>" if wrapped else body
    try:
        parse_action(text, domain=domain, coords=coords, width=1080, height=2400)
    except MalformedActionError as exc:
        assert exc.raw == text
