"""Step descriptions on real Chromium through Appium, held against the page's own DOM.

The TodoMVC-like app of tests/webapp_todomvc gives the four cases in which the export's
description check once wrote false labels. Each step is checked twice: by the export's
check (the synthesised hierarchies before and after) and by the page itself
(:mod:`m2miner.testing.dom_truth`: the element under the finger, marked and read again by
JavaScript), which decides whether the description the export keeps is true.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.devices.appium_server import static_server
from m2miner.devices.base import AppTarget
from m2miner.testing.dom_truth import Stepper

pytestmark = pytest.mark.slow

TODOMVC_DIR = Path(__file__).resolve().parents[1] / "webapp_todomvc"


@pytest.fixture(scope="module")
def todomvc_url() -> Iterator[str]:
    with static_server(TODOMVC_DIR) as url:
        yield url


@pytest.fixture
def todos(web_device: Any, todomvc_url: str) -> Stepper:
    web_device.start_app(AppTarget(name="todos", url=f"{todomvc_url}/index.html"))
    return Stepper(web_device)


def at(stepper: Stepper, **attrs: str) -> Action:
    """A tap at the centre of the first node with ``attrs``."""
    assert stepper.obs.hierarchy is not None
    for el in ET.fromstring(stepper.obs.hierarchy).iter("node"):
        if all(el.get(k) == v for k, v in attrs.items()):
            corners = el.get("bounds", "")[1:-1].replace("][", ",").split(",")
            x1, y1, x2, y2 = (int(v) for v in corners)
            return Action("click", x=(x1 + x2) // 2, y=(y1 + y2) // 2)
    raise AssertionError(f"no node with {attrs}")


def add(stepper: Stepper, *titles: str) -> None:
    for title in titles:
        stepper.step(Action("type", text=title))
        stepper.step(Action("key", text="Enter"))


def stored_todos(stepper: Stepper) -> list[dict[str, Any]]:
    raw = stepper.device.execute_script("return localStorage.getItem('todos-m2miner');")
    return list(json.loads(raw or "[]"))


def test_a_row_checkbox_is_described_by_its_own_row(todos: Stepper) -> None:
    add(todos, "a")
    step = todos.step(at(todos, **{"class": "android.widget.CheckBox", "text": "a"}))
    assert (step.truth.kind, step.truth.name, step.truth.on) == ("toggled", "a", True)
    # "Mark all as complete" flipped with it: a side effect, never the description.
    assert step.check.side_effects == ('turned on "Mark all as complete"',)
    assert step.exported == 'Turn on "a"' and step.true is True


def test_clear_completed_is_not_described_as_unticking_a_row(todos: Stepper) -> None:
    add(todos, "a", "b")
    todos.step(at(todos, **{"class": "android.widget.CheckBox", "text": "a"}))
    step = todos.step(at(todos, text="Clear completed"))
    assert [t["title"] for t in stored_todos(todos)] == ["b"]
    assert step.truth.kind == "gone"  # the button hides itself with no ticked row left
    assert step.exported == 'Click "Clear completed"' and step.true is True


def test_a_filter_that_hides_a_row_keeps_the_filter_as_its_description(todos: Stepper) -> None:
    add(todos, "a", "b")
    todos.step(at(todos, **{"class": "android.widget.CheckBox", "text": "a"}))
    step = todos.step(at(todos, text="Active"))
    assert step.truth.kind == "navigated" and todos.obs.url.endswith("#/active")
    assert "a" not in [el.get("text") for el in ET.fromstring(todos.obs.hierarchy or "").iter()]
    assert step.exported == 'Click "Active"' and step.true is True


def test_a_link_that_only_blurred_the_field_gives_no_description(todos: Stepper) -> None:
    add(todos, "a")
    todos.step(Action("type", text="b"))
    step = todos.step(at(todos, text="TodoMVC"))
    # The blur handler added "b", the list grew under the finger and the link never opened.
    assert [t["title"] for t in stored_todos(todos)] == ["a", "b"]
    assert not todos.obs.url.endswith("about.html")
    assert step.truth.kind == "blur_only"
    assert (step.check.status, step.exported) == ("flagged", None)
    assert step.check.reason.startswith('focus loss: the tap only took the focus from "What')


def test_every_kept_description_of_a_session_is_true(todos: Stepper) -> None:
    add(todos, "milk", "bread", "eggs")
    for label in ("bread", "milk", "bread"):
        todos.step(at(todos, **{"class": "android.widget.CheckBox", "text": label}))
    todos.step(at(todos, **{"class": "android.widget.CheckBox", "text": "Mark all as complete"}))
    todos.step(at(todos, **{"content-desc": "Delete eggs"}))
    for name in ("Completed", "Active", "All"):
        todos.step(at(todos, text=name))
    todos.step(at(todos, text="Clear completed"))
    kept = [s for s in todos.steps if s.exported is not None]
    assert len(kept) >= 15
    false = [(s.exported, s.truth) for s in kept if not s.true]
    assert false == []


GESTURES_DIR = Path(__file__).resolve().parents[1] / "webapp_gestures"


@pytest.fixture
def tree(web_device: Any) -> Iterator[Stepper]:
    with static_server(GESTURES_DIR) as url:
        web_device.start_app(AppTarget(name="tree", url=f"{url}/tree.html"))
        yield Stepper(web_device)


def test_a_checkbox_whose_row_shows_its_value_is_turned_off_by_name(tree: Stepper) -> None:
    step = tree.step(at(tree, **{"class": "android.widget.CheckBox"}))
    assert tree.device.execute_script("return document.getElementById('enabled').checked") is False
    # The label the hierarchy gives it changed with the value; it is still the one tapped.
    assert (step.truth.kind, step.truth.on) == ("toggled", False)
    assert step.exported == 'Turn off "enabled"' and step.true is True


def test_typing_into_an_editable_element_is_read_back_from_it(tree: Stepper) -> None:
    tree.step(at(tree, text="Hello World"))
    step = tree.step(Action("type", text="Hi"))
    assert (step.truth.kind, step.truth.value) == ("typed", "Hi")
    assert step.exported == 'Type "Hi"' and step.true is True


def test_a_link_made_of_parts_is_named_as_shown(tree: Stepper) -> None:
    step = tree.step(at(tree, **{"resource-id": "op"}))
    assert step.truth.kind == "navigated" and tree.obs.url.endswith("#/pets/list")
    assert step.stored == 'Click "GET /pets List all pets"' and step.true is True
