"""The intent's clauses against the final screen: a signal stored on every judged success."""

from __future__ import annotations

from pathlib import Path

from m2miner.actions import Action
from m2miner.agents.clauses import check_end_state
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components
from tests.agents.test_effects_target import todo_page
from tests.verify.test_mining_checks import _judged, _mine, credulous


def verdicts(intent: str, screen: str | None) -> list[tuple[str, str]]:
    return [(c.clause, c.verdict) for c in check_end_state(intent, screen).clauses]


def test_each_clause_is_held_against_the_screen() -> None:
    screen = todo_page([("milk", True), ("bread", False)])
    result = check_end_state("Add 'milk', mark 'milk' as done and delete 'eggs'", screen)
    assert [(c.clause, c.verdict) for c in result.clauses] == [
        ("Add 'milk'", "holds"),
        ("mark 'milk' as done", "holds"),
        ("delete 'eggs'", "holds"),
    ]
    assert result.passed is True
    assert result.clauses[1].evidence == "CheckBox 'milk' is on at [60,480][140,560]"


def test_a_contradicted_clause_names_the_element_that_says_so() -> None:
    screen = todo_page([("milk", False), ("bread", False)])
    result = check_end_state("Mark 'milk' as done, then delete 'bread'", screen)
    assert [c.verdict for c in result.clauses] == ["contradicted", "contradicted"]
    assert result.passed is False
    assert result.clauses[1].evidence.startswith("'bread' shown by")
    assert result.to_dict()["passed"] is False


def test_what_the_screen_does_not_show_is_unseen_not_refuted() -> None:
    screen = todo_page([("milk", False)])
    assert verdicts("Turn on Dark theme and add 'tea'", screen) == [
        ("Turn on Dark theme", "unseen"),
        ("add 'tea'", "unseen"),
    ]
    assert check_end_state("Add 'tea'", screen).passed is None
    assert verdicts("Open the settings", None) == [("Open the settings", "unseen")]


def test_sim_switches_and_screens() -> None:
    device = SimDevice("settings")
    device.start_app(AppTarget("settings"))
    device.execute(Action("click", x=540, y=780))  # Display
    off = device.observe().hierarchy
    device.execute(Action("click", x=540, y=780))  # Dark theme
    on = device.observe().hierarchy
    assert verdicts("Turn on Dark theme", off) == [("Turn on Dark theme", "contradicted")]
    assert verdicts("Turn on Dark theme", on) == [("Turn on Dark theme", "holds")]
    assert verdicts("Turn off Dark theme", on) == [("Turn off Dark theme", "contradicted")]
    assert verdicts("Open the Display settings", on) == [("Open the Display settings", "holds")]
    assert verdicts("Open Battery", on) == [("Open Battery", "unseen")]


def test_mining_stores_the_clauses_of_every_judged_success(tmp_path: Path) -> None:
    # A judge that calls every ending a success; the task's predicate (the verifier) is
    # the truth the clause check is held against.
    request = MineRequest(app="settings", task_ids=("settings.dark_theme",))
    report = _mine(tmp_path, request, Components(agents=credulous), **{"budget.iterations": 30})
    judged = _judged(tmp_path, report)
    seen = set()
    for node in judged:
        [clause] = node.info["end_state"]["clauses"]
        assert clause["clause"] == "Turn on Dark theme"
        seen.add(clause["verdict"])
        truth = node.info["ground_truth_success"]
        if clause["verdict"] == "holds":
            assert truth is True, clause
        if clause["verdict"] == "contradicted":
            assert truth is False, clause
        # A signal only: the verifier's verdict alone decides.
        assert node.info["verified"] is truth
    assert "holds" in seen and len(seen) >= 2


def test_an_item_is_looked_for_only_when_the_clause_names_it() -> None:
    screen = todo_page([("milk", False)])
    # A proper name is an item; the rest of a sentence is not ("by moving ... trash").
    [named] = check_end_state("Delete Carlos Rivera by moving him to the trash", screen).clauses
    assert (named.kind, named.item, named.verdict) == ("remove", "Carlos Rivera", "holds")
    [vague] = check_end_state("Remove the 9:15 alarm", screen).clauses
    assert (vague.kind, vague.verdict) == ("words", "unseen")
    # An item's absence is a verifier's signal, never a reason for an agent to stop.
    assert not check_end_state("Delete Carlos Rivera", screen).state_holds
    assert check_end_state("Add 'milk'", screen).state_holds
