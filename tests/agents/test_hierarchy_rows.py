"""List rows in a flattened hierarchy, and the heuristic agents matching by row.

An Android-shaped dump (a RecyclerView of rows, each a title, a switch or checkbox and an
icon button named only by its content description), so the rules hold beyond web pages.
"""

from __future__ import annotations

from m2miner.actions import Action
from m2miner.agents.base import StepContext
from m2miner.agents.heuristic import HeuristicInferAgent, HeuristicJudgeAgent
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import parse_hierarchy


def row(i: int, title: str, checked: bool) -> str:
    top, bottom = 200 + 200 * i, 400 + 200 * i
    return (
        f'<node class="android.widget.LinearLayout" resource-id="app:id/row" clickable="false"'
        f' bounds="[0,{top}][1080,{bottom}]">'
        f'<node class="android.widget.CheckBox" resource-id="app:id/done" text=""'
        f' checkable="true" checked="{str(checked).lower()}" clickable="true"'
        f' bounds="[20,{top + 60}][100,{top + 140}]"/>'
        f'<node class="android.widget.TextView" resource-id="app:id/title" text="{title}"'
        f' bounds="[120,{top + 40}][900,{top + 100}]"/>'
        f'<node class="android.widget.TextView" resource-id="app:id/due" text="Due today"'
        f' bounds="[120,{top + 100}][900,{top + 160}]"/>'
        f'<node class="android.widget.ImageButton" resource-id="app:id/remove" text="×"'
        f' content-desc="Remove" clickable="true" bounds="[940,{top + 60}][1060,{top + 140}]"/>'
        "</node>"
    )


def dump(*rows: str) -> str:
    return (
        '<hierarchy rotation="0">'
        '<node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">'
        '<node class="android.widget.EditText" resource-id="app:id/add" text="" hint="Add a task"'
        ' clickable="true" bounds="[20,40][1060,160]"/>'
        '<node class="androidx.recyclerview.widget.RecyclerView" resource-id="app:id/list"'
        ' scrollable="true" bounds="[0,200][1080,2400]">'
        + "".join(rows)
        + "</node></node></hierarchy>"
    )


SCREEN = dump(row(0, "Buy milk", False), row(1, "Walk the dog", False), row(2, "Pay rent", True))


def observation(xml: str) -> Observation:
    return Observation(png=b"", width=1080, height=2400, hierarchy=xml, package="app")


def by_id(xml: str):
    return [(e.resource_id.rsplit("/", 1)[-1], e.label, e.row) for e in parse_hierarchy(xml)]


def test_elements_know_the_title_of_the_row_they_sit_in():
    elements = by_id(SCREEN)
    assert elements[:3] == [("", "", ""), ("add", "", ""), ("list", "", "")]
    assert elements[3:8] == [
        ("row", "", ""),  # the row itself is in no row
        ("done", "", "Buy milk"),
        ("title", "Buy milk", "Buy milk"),
        ("due", "Due today", "Buy milk"),
        ("remove", "Remove", "Buy milk"),  # "×" gives way to its description
    ]
    assert [e.row for e in parse_hierarchy(SCREEN) if e.resource_id.endswith("remove")] == [
        "Buy milk",
        "Walk the dog",
        "Pay rent",
    ]
    field = parse_hierarchy(SCREEN)[1]
    assert field.hint == "Add a task" and field.text == "" and field.editable
    box = parse_hierarchy(SCREEN)[4]
    assert box.checkable and not box.checked


def top(xml: str, intent: str, history: tuple[str, ...] = ()):
    ctx = StepContext(intent=intent, domain="mobile", observation=observation(xml), history=history)
    return HeuristicInferAgent().propose(ctx, k=5, exclude=[]).candidates[0]


def test_the_row_picks_the_checkbox_and_the_icon_the_intent_names():
    done = top(SCREEN, "Mark Walk the dog as done")
    assert (done.action.x, done.action.y) == (60, 500)  # row 1's checkbox
    assert done.description == 'Click "Walk the dog"'
    removed = top(SCREEN, "Remove Pay rent")
    assert (removed.action.x, removed.action.y) == (1000, 700)  # row 2's icon
    assert removed.description == 'Click "Remove" in the "Pay rent" row'
    # Reopening a done task unticks it; the one already ticked is not "marked" again.
    reopen = top(SCREEN, "Uncheck Pay rent")
    assert (reopen.action.x, reopen.action.y) == (60, 700)
    again = top(SCREEN, "Mark Pay rent as done")
    assert (again.action.x, again.action.y) != (60, 700)


def test_an_empty_field_is_proposed_by_its_hint():
    tap = next(
        c
        for c in HeuristicInferAgent()
        .propose(StepContext("Add a task", "mobile", observation(SCREEN)), k=10, exclude=[])
        .candidates
        if c.action.type == "click" and c.action.y == 100
    )
    assert tap.description == 'Click "Add a task"'


def test_the_judge_counts_mark_done_once_the_tapped_box_shows_it():
    judge = HeuristicJudgeAgent()
    intent = "Mark Walk the dog as done"
    after = dump(row(0, "Buy milk", False), row(1, "Walk the dog", True), row(2, "Pay rent", True))
    # The row's title names the tapped checkbox in the description, as the agent wrote it.
    ticked = StepContext(intent, "mobile", observation(after), history=('Click "Walk the dog"',))
    verdict = judge.judge_terminal(
        ticked, Action("terminate", status="success"), "Terminate: success", observation(after)
    )
    assert verdict.verdict == "success"
    unticked = StepContext(intent, "mobile", observation(SCREEN), history=('Click "Walk the dog"',))
    verdict = judge.judge_terminal(
        unticked, Action("terminate", status="success"), "Terminate: success", observation(SCREEN)
    )
    assert verdict.verdict == "failure"
