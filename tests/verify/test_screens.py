"""Replay comparison of screens by hierarchy signature, on hierarchies written for the test."""

from __future__ import annotations

from m2miner.devices.base import Observation
from m2miner.verify.screens import compare, signature


def screen(*nodes: str) -> Observation:
    body = "".join(f"<node {n} />" for n in nodes)
    xml = f"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy>{body}</hierarchy>"
    return Observation(b"", 1, 1, hierarchy=xml)


TITLE = 'class="android.widget.TextView" text="Alarms" resource-id="app:id/title"'
ROWS = [f'class="android.widget.TextView" text="Alarm {i}" resource-id=""' for i in range(9)]


def switch(checked: bool) -> str:
    state = "true" if checked else "false"
    return (
        'class="android.widget.Switch" resource-id="app:id/vibrate" '
        f'checkable="true" checked="{state}"'
    )


def field(text: str) -> str:
    return f'class="android.widget.EditText" resource-id="app:id/label" text="{text}"'


def test_identical_screens_are_the_same() -> None:
    a = screen(TITLE, *ROWS, switch(True), field("Wake up"))
    result = compare(a, a, 0.9)
    assert result.same and result.similarity == 1.0


def test_a_changed_counter_among_many_elements_is_tolerated() -> None:
    a = screen(TITLE, *ROWS, switch(True))
    b = screen(TITLE, *ROWS[:-1], 'class="android.widget.TextView" text="Alarm 99"', switch(True))
    result = compare(a, b, 0.8)
    assert result.same and 0.8 <= result.similarity < 1.0


def test_a_switch_in_another_state_is_a_different_outcome() -> None:
    a = screen(TITLE, *ROWS, switch(True))
    b = screen(TITLE, *ROWS, switch(False))
    result = compare(a, b, 0.5)
    assert not result.same
    assert result.how == (
        "state differs: stored [('app:id/vibrate', 'checked', 'true')], "
        "replayed [('app:id/vibrate', 'checked', 'false')]"
    )


def test_a_field_with_another_value_is_a_different_outcome() -> None:
    result = compare(screen(TITLE, field("Wake up")), screen(TITLE, field("Wake")), 0.1)
    assert not result.same and "('app:id/label', 'text', 'Wake up')" in result.how


def test_another_screen_is_below_the_threshold() -> None:
    other = screen('class="android.widget.TextView" text="Timers" resource-id="app:id/title"')
    result = compare(screen(TITLE, *ROWS[:2]), other, 0.9)
    assert not result.same and result.similarity == 0.0
    assert result.how.startswith("elements differ (missing ['Alarms', 'Alarm 0', 'Alarm 1'])")


def test_unparseable_hierarchies_have_no_signature() -> None:
    assert signature("<hierarchy><node") is None
