"""The heuristic agents on plain web intents: the app's title, typing then Enter as
adding, and stopping once the intent's clauses hold on screen.

Screens are TodoMVC-like hierarchies as the Chromium backend dumps them
(tests/agents/test_effects_target.py); the live-page figures are in docs/verification.md.
"""

from __future__ import annotations

from m2miner.actions import Action, describe
from m2miner.agents.base import StepContext
from m2miner.agents.heuristic import heuristic_agents
from m2miner.devices.base import Observation
from tests.agents.test_effects_target import todo_page

TYPE_MILK = describe(Action("type", text="milk"))
ENTER = describe(Action("key", text="Enter"))
END = Action("terminate", status="success")


def screen(hierarchy: str, title: str = "Todos") -> Observation:
    return Observation(b"", 1080, 2400, hierarchy, url="http://127.0.0.1/", info={"title": title})


def ctx(intent: str, obs: Observation, *history: str, app: str = "todos") -> StepContext:
    return StepContext(intent, "web", obs, tuple(history), app=app)


def test_typing_then_enter_adds_the_item() -> None:
    infer, _, judge = heuristic_agents()
    added = screen(todo_page([("milk", False)]))
    intent = 'Add "milk" to the list'
    done = judge.judge_terminal(ctx(intent, added, TYPE_MILK, ENTER), END, "", added)
    assert done.verdict == "success"
    proposals = infer.propose(ctx(intent, added, TYPE_MILK, ENTER), 5, [])
    assert proposals.candidates[0].action == Action("terminate", status="success")


def test_text_typed_but_not_submitted_is_not_added() -> None:
    _, _, judge = heuristic_agents()
    typed = screen(todo_page([], field="milk", focused=True))
    intent = 'Add "milk" to the list'
    verdict = judge.judge_terminal(ctx(intent, typed, TYPE_MILK), END, "", typed)
    assert verdict.verdict == "failure"


def test_the_page_title_names_the_app() -> None:
    _, _, judge = heuristic_agents()
    added = screen(todo_page([("tea", False)]), title="Groceries")
    history = (describe(Action("type", text="tea")), ENTER)
    intent = 'Add "tea" in Groceries'
    by_title = judge.judge_terminal(ctx(intent, added, *history), END, "", added)
    assert by_title.verdict == "success"
    # Named only by an alias that says nothing, "Groceries" would be a term never shown.
    untitled = screen(todo_page([("tea", False)]), title="")
    by_alias = judge.judge_terminal(ctx(intent, untitled, *history), END, "", untitled)
    assert by_alias.info["progress"] < by_title.info["progress"]


def test_a_state_the_screen_already_shows_ends_the_path() -> None:
    infer, _, judge = heuristic_agents()
    ticked = screen(todo_page([("milk", True), ("bread", False)]))
    intent = "Mark 'milk' as done"
    history = (describe(Action("click", x=100, y=520), "milk"),)
    assert judge.judge_terminal(ctx(intent, ticked, *history), END, "", ticked).verdict == "success"
    top = infer.propose(ctx(intent, ticked, *history), 3, []).candidates[0]
    assert top.action == Action("terminate", status="success")
    # The other row ticked instead: the clause is contradicted, no success.
    wrong = screen(todo_page([("milk", False), ("bread", True)]))
    history = (describe(Action("click", x=100, y=640), "bread"),)
    verdict = judge.judge_terminal(ctx(intent, wrong, *history), END, "", wrong)
    assert verdict.verdict == "failure"


def test_an_item_the_start_screen_already_showed_was_not_added() -> None:
    infer, _, judge = heuristic_agents()
    start = screen(todo_page([("Aaron Mitchell", False)]))
    intent = "Add Aaron Mitchell to your favourites"
    tapped = (describe(Action("click", x=500, y=520), "Aaron Mitchell"),)
    infer.propose(ctx(intent, start), 3, [])  # the tree's start screen
    verdict = judge.judge_terminal(ctx(intent, start, *tapped), END, "", start)
    assert verdict.verdict == "failure"


def _search_page(query: str, rows: list[str]) -> str:
    from tests.agents.test_effects import dump, node

    parts = [
        node(
            "[40,200][1040,320]",
            "android.widget.EditText",
            text=query,
            hint="Search",
            clickable="true",
            focused="true",
        )
    ]
    for i, label in enumerate(rows):
        top = 400 + 120 * i
        parts.append(node(f"[40,{top}][1040,{top + 100}]", "android.widget.TextView", text=label))
    return dump(*parts)


def test_a_search_that_filters_as_you_type_ends_without_enter() -> None:
    infer, _, judge = heuristic_agents()
    intent = 'Search for "milk"'
    filtered = screen(_search_page("milk", ["Buy milk"]))
    verdict = judge.judge_terminal(ctx(intent, filtered, TYPE_MILK), END, "", filtered)
    assert verdict.verdict == "success"
    top = infer.propose(ctx(intent, filtered, TYPE_MILK), 3, []).candidates[0]
    assert top.action == END
    # Nothing on the page answered the typing: pressing Enter is still to come.
    silent = screen(_search_page("milk", ["Buy bread"]))
    assert judge.judge_terminal(ctx(intent, silent, TYPE_MILK), END, "", silent).verdict == (
        "failure"
    )


def test_content_beside_the_screen_is_reached_by_a_sideways_swipe() -> None:
    infer, _, _ = heuristic_agents()
    page = todo_page([("milk", False)])
    wide = Observation(
        b"", 824, 1830, page, url="http://127.0.0.1/", info={"offscreen": {"right": 300}}
    )
    swipes = [
        c.action
        for c in infer.propose(ctx("Open settings", wide, TYPE_MILK), 20, []).candidates
        if c.action.type == "swipe"
    ]
    assert Action("swipe", x=618, y=915, x2=206, y2=915) in swipes
    narrow = Observation(b"", 824, 1830, page, url="http://127.0.0.1/", info={})
    assert not [
        c
        for c in infer.propose(ctx("Open settings", narrow, TYPE_MILK), 20, []).candidates
        if c.action.type == "swipe"
    ]
