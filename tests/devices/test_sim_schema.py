"""The sim app file format: validation messages name the file and key; the expressions."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from m2miner.devices.sim import expr
from m2miner.devices.sim.schema import SimAppError, load_spec

BASE = """\
name: demo
title: Demo
package: com.example.demo
icon: {symbol: D}
start: home
state:
  query: ""
  wifi: false
  saved: []
screens:
  home:
    activity: .Main
    title: Demo
    widgets:
      - {type: switch, id: wifi_switch, text: Wi-Fi, bind: wifi}
      - {type: text_field, id: box, bind: query, hint: Search}
      - {type: button, id: go, text: Go, on_tap: {navigate: other}}
  other:
    activity: .Other
    title: Other
    up: true
tasks:
  - id: demo.wifi
    intent: Turn on the Wi-Fi switch
    success: {equals: {wifi: true}}
    solution: [{tap: wifi_switch}]
"""


def write(tmp_path: Path, text: str, name: str = "demo") -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_a_valid_file_loads(tmp_path):
    spec = load_spec(write(tmp_path, BASE))
    assert spec.start == "home"
    assert spec.initial_state() == {"query": "", "wifi": False, "saved": ()}
    assert spec.tasks[0].success == expr.Compare("equals", "wifi", True)


@pytest.mark.parametrize(
    ("old", "new", "where"),
    [
        ("bind: wifi}", "bind: wifi, colour: red}", "screens.home.widgets.0.colour: unknown key"),
        (
            "title: Other\n",
            "title: Other\n    subtitle: x\n",
            "screens.other.subtitle: unknown key",
        ),
        ("{navigate: other}", "{navigate: nowhere}", "no screen named 'nowhere'"),
        ("{equals: {wifi: true}}", "{equal: {wifi: true}}", "tasks.0.success: unknown operator"),
        ("bind: wifi}", "bind: query}", "'query' is a string, expected a boolean"),
        ("{tap: wifi_switch}", "{tap: ghost}", "no widget with id 'ghost'"),
        ("id: demo.wifi", "id: wifi", "must look like 'demo.<slug>'"),
        ("start: home", "start: attic", "start: no screen named 'attic'"),
        (
            "{type: text_field, id: box, bind: query",
            "{type: text_field, id: box",
            "needs an id and bind",
        ),
    ],
)
def test_errors_name_the_file_and_the_key(tmp_path, old, new, where):
    assert old in BASE
    with pytest.raises(SimAppError) as info:
        load_spec(write(tmp_path, BASE.replace(old, new, 1)))
    message = str(info.value)
    assert message.startswith(f"{tmp_path / 'demo.yaml'}: ")  # with its folder
    assert where in message
    assert info.value.hint and "m2miner" not in info.value.hint


@pytest.mark.parametrize(
    ("old", "new", "fix"),
    [
        ("bind: wifi}", "bind: wifi, txt: red}", "rename 'txt' to 'text' at screens.home"),
        ("bind: wifi}", "bind: wifi, zzzzq: 1}", "remove 'zzzzq' at screens.home.widgets.0"),
        ("{navigate: other}", "{navigate: othr}", "screens home, other (did you mean 'other'?)"),
        ("{equals: {wifi: true}}", "{equals: {wify: true}}", "declare wify under `state:`"),
        ("    activity: .Other\n", "", "add 'activity' at screens.other in"),
        ("screens:", "screens: [\n", "fix the YAML near line"),
    ],
)
def test_errors_give_a_fix_for_the_problem(tmp_path, old, new, fix):
    assert old in BASE
    path = write(tmp_path, BASE.replace(old, new, 1))
    with pytest.raises(SimAppError) as info:
        load_spec(path)
    assert fix in (info.value.hint or ""), info.value.hint
    assert str(path) in str(info.value)


def test_the_app_name_must_match_the_file(tmp_path):
    with pytest.raises(SimAppError, match="must equal the file name 'other'") as info:
        load_spec(write(tmp_path, BASE, name="other"))
    assert info.value.hint == "rename other.yaml to demo.yaml, or set `name: other` in it"


def test_predicates_evaluate_over_variables_and_screen():
    env = {"query": "central", "saved": ("central_park",), "volume": 5, "screen": "home"}
    assert expr.evaluate(expr.parse_predicate({"matches": {"query": "Central Park"}}), env)
    assert not expr.evaluate(expr.parse_predicate({"matches": {"query": "City Museum"}}), env)
    assert expr.evaluate(expr.parse_predicate({"contains": {"saved": "central_park"}}), env)
    both = {"all": [{"gte": {"volume": 5}}, {"not": {"lte": {"volume": 4}}}]}
    assert expr.evaluate(expr.parse_predicate(both), env)
    assert expr.evaluate(expr.parse_predicate({"equals": {"screen": "home"}}), env)
    assert not expr.evaluate(expr.parse_predicate({"any": [{"empty": "query"}, False]}), env)


def test_an_empty_variable_matches_nothing():
    pred = expr.parse_predicate({"matches": {"query": "Central Park"}})
    assert not expr.evaluate(pred, {"query": "  "})


def test_interpolation_reads_state_and_keeps_doubled_braces():
    env = {"place": "Central Park", "saved": ("a", "b"), "on": True}
    assert expr.interpolate("To {place} {{x}}", env) == "To Central Park {x}"
    assert expr.interpolate("{saved} / {on}", env) == "a, b / on"
    assert expr.placeholders("{a} and {b}") == ["a", "b"]


def test_effects_and_steps_parse_into_values():
    effects = expr.parse_effects([{"toggle": {"saved": "{place}"}}, "back", {"root": "home"}])
    assert effects == (expr.Toggle("saved", "{place}"), expr.Back(1), expr.Navigate("home", "root"))
    steps = expr.parse_steps(["enter", {"scroll": {"list": "langs", "times": 2}}])
    assert steps == (expr.Step("enter"), expr.Step("scroll", "langs"), expr.Step("scroll", "langs"))
    with pytest.raises(ValueError, match=r"\[0\]\.scroll\.speed: unknown key"):
        expr.parse_steps([{"scroll": {"list": "langs", "speed": 3}}])
