from __future__ import annotations

import pytest

from m2miner.actions import Action
from m2miner.agents.base import Candidate, ListRecorder, StepContext
from m2miner.agents.orchestra import (
    ModelOrchestraAgent,
    option_labels,
    read_letter,
    read_yes_no,
)
from m2miner.config import ModelConfig, OrchestraConfig
from m2miner.devices.base import Observation
from m2miner.llm.base import Image, Message
from m2miner.rehearsal.scripted import ScriptedModel

WIFI = Candidate(Action("click", x=540, y=400), 'Click "Wi-Fi"', model="a")
BLUETOOTH = Candidate(Action("click", x=540, y=600), 'Click "Bluetooth"', model="a")
BACK = Candidate(Action("system_button", button="Back"), "Press the Back button", model="b")
SEARCH = Candidate(Action("type", text="wifi"), 'Type "wifi"', model="b")


def agent(
    model: ScriptedModel, recorder: ListRecorder | None = None, **config: object
) -> ModelOrchestraAgent:
    return ModelOrchestraAgent(
        model,
        ModelConfig(name=model.name, backend="scripted", coords="norm1000"),
        OrchestraConfig(model=model.name, **config),  # type: ignore[arg-type]
        recorder if recorder is not None else ListRecorder(),
    )


def ctx(observation: Observation) -> StepContext:
    return StepContext("Turn on Wi-Fi", "mobile", observation, history=("Open Settings",))


def question(message: Message) -> str:
    return "\n".join(p for p in message.content if isinstance(p, str))


def test_ranking_asks_k_minus_one_questions_and_follows_the_answers(
    observation: Observation,
) -> None:
    model = ScriptedModel("judge", replies=["C", "(A)", "Answer: B"])
    recorder = ListRecorder()
    ranked = agent(model, recorder).merge_and_rank(
        ctx(observation), [WIFI, BLUETOOTH, BACK, SEARCH]
    )

    assert len(model.calls) == 3
    # Query 1 offers A-D; C = BACK wins. Query 2: A=WIFI, B=BLUETOOTH, C=SEARCH; A wins.
    # Query 3: A=BLUETOOTH, B=SEARCH; B wins; BLUETOOTH is last.
    assert ranked == [
        Candidate(BACK.action, BACK.description, model="b"),
        Candidate(WIFI.action, WIFI.description, model="a"),
        Candidate(SEARCH.action, SEARCH.description, model="b"),
        Candidate(BLUETOOTH.action, BLUETOOTH.description, model="a"),
    ]
    first, second, third = (question(c.messages[0]) for c in model.calls)
    assert (
        'A. Click "Wi-Fi" {"action": "click", "coordinate": [500, 167]}\n'
        'B. Click "Bluetooth" {"action": "click", "coordinate": [500, 250]}\n'
        'C. Press the Back button {"action": "system_button", "button": "Back"}\n'
        'D. Type "wifi" {"action": "type", "text": "wifi"}\n'
        "Which option most likely advances the task? Answer with the letter only."
    ) in first
    assert "The user query: Turn on Wi-Fi" in first
    assert "Step 1: Open Settings; " in first
    assert 'A. Click "Wi-Fi"' in second and "C. Type" in second and "D." not in second
    assert third.count("\n") < second.count("\n")
    assert all(c.temperature == 0.0 for c in model.calls)
    assert all(c.messages[0].images == [Image(observation.png, 1080, 2400)] for c in model.calls)
    assert [(role, err) for role, _, _, err in recorder.calls] == [("orchestra", None)] * 3


def test_rule_merge_happens_before_ranking(observation: Observation) -> None:
    # Two taps on the Wi-Fi row at different pixels are one candidate.
    other_wifi = Candidate(Action("click", x=100, y=450), "Tap Wi-Fi", model="b")
    model = ScriptedModel("m", replies=["B"])
    ranked = agent(model).merge_and_rank(ctx(observation), [WIFI, BACK, other_wifi])
    assert len(model.calls) == 1
    assert [(c.description, c.merged_from) for c in ranked] == [
        ("Press the Back button", 1),
        ('Click "Wi-Fi"', 2),
    ]


def test_model_merge_decides_the_pairs_the_rule_cannot(observation: Observation) -> None:
    near = Candidate(Action("type", text="wifi settings"), 'Type "wifi settings"', model="a")
    nearer = Candidate(Action("type", text="wifi setting"), 'Type "wifi setting"', model="b")
    model = ScriptedModel("m", replies=["Yes, both type the same text.", "A"])
    ranked = agent(model).merge_and_rank(ctx(observation), [near, BACK, nearer])

    assert len(model.calls) == 2
    asked = question(model.calls[0].messages[0])
    assert 'Operation 1: Type "wifi settings" {"action": "type", "text": "wifi settings"}' in asked
    assert 'Operation 2: Type "wifi setting"' in asked
    assert asked.endswith("Answer with yes or no only.")
    assert [(c.description, c.merged_from) for c in ranked] == [
        ('Type "wifi settings"', 2),
        ("Press the Back button", 1),
    ]


def test_a_no_or_an_unreadable_answer_keeps_the_pair_apart(observation: Observation) -> None:
    near = Candidate(Action("type", text="wifi settings"), "a")
    nearer = Candidate(Action("type", text="wifi setting"), "b")
    no = ScriptedModel("m", replies=["No."])
    assert len(agent(no, rank=False).merge_and_rank(ctx(observation), [near, nearer])) == 2
    recorder = ListRecorder()
    unsure = ScriptedModel("m", replies=["Hard to say", "Maybe", "Perhaps"])
    merged = agent(unsure, recorder, rank=False, max_retries=2).merge_and_rank(
        ctx(observation), [near, nearer]
    )
    assert [c.description for c in merged] == ["a", "b"]
    assert len(unsure.calls) == 3
    # Re-asks show the model its answer and the expected form.
    retry = unsure.calls[1].messages
    assert [m.role for m in retry] == ["user", "assistant", "user"]
    assert question(retry[1]) == "Hard to say"
    assert question(retry[2]) == "That answer could not be read. Answer with yes or no only."
    assert all(err is not None and "unreadable" in err for _, _, _, err in recorder.calls)


def test_model_merge_switched_off_asks_nothing(observation: Observation) -> None:
    near = Candidate(Action("type", text="wifi settings"), "a")
    nearer = Candidate(Action("type", text="wifi setting"), "b")
    model = ScriptedModel("m", replies=[])
    merged = agent(model, rank=False, model_merge=False).merge_and_rank(
        ctx(observation), [near, nearer]
    )
    assert [c.description for c in merged] == ["a", "b"]
    assert model.calls == []


def test_rank_off_keeps_proposal_order(observation: Observation) -> None:
    model = ScriptedModel("m", replies=[])
    merged = agent(model, rank=False).merge_and_rank(ctx(observation), [BACK, WIFI, SEARCH])
    assert merged == [BACK, WIFI, SEARCH]
    assert model.calls == []


def test_one_candidate_or_none_needs_no_question(observation: Observation) -> None:
    model = ScriptedModel("m", replies=[])
    assert agent(model).merge_and_rank(ctx(observation), []) == []
    assert agent(model).merge_and_rank(ctx(observation), [WIFI]) == [WIFI]
    assert model.calls == []


def test_an_unreadable_ranking_keeps_the_rest_in_proposal_order(
    observation: Observation,
) -> None:
    model = ScriptedModel("m", replies=["B", "I am not sure.", "Either.", "No idea"])
    recorder = ListRecorder()
    ranked = agent(model, recorder, max_retries=2).merge_and_rank(
        ctx(observation), [WIFI, BLUETOOTH, BACK, SEARCH]
    )
    assert [c.description for c in ranked] == [
        'Click "Bluetooth"',
        'Click "Wi-Fi"',
        "Press the Back button",
        'Type "wifi"',
    ]
    assert len(model.calls) == 4
    assert question(model.calls[2].messages[-1]) == (
        "That answer could not be read. Answer with the letter only (A, B, C)."
    )
    assert [err is None for _, _, _, err in recorder.calls] == [True, False, False, False]


def test_an_answer_naming_no_offered_option_is_unreadable(observation: Observation) -> None:
    model = ScriptedModel("m", replies=["E", "B"])
    ranked = agent(model).merge_and_rank(ctx(observation), [WIFI, BACK])
    assert [c.description for c in ranked] == ["Press the Back button", 'Click "Wi-Fi"']
    assert len(model.calls) == 2


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        ("B", "B"),
        ("b", "B"),
        ("(B)", "B"),
        ("B.", "B"),
        ("**B**", "B"),
        ("Answer: B", "B"),
        ("answer: (c)", "C"),
        ("the answer is a tap on B", "B"),
        ("Answer: B, then C", "B"),
        ("The answer is (C)", "C"),
        ("Option B", "B"),
        ("option C is the best", "C"),
        ("B. Click the search bar", "B"),
        ("B - it opens the settings", "B"),
        ("<think>A looks wrong, C too.</think>\nB", "B"),
        ("I would pick C since it opens Wi-Fi", "C"),
        ("A or C", None),
        ("E", None),
        ("", None),
        ("Neither of them", None),
    ],
)
def test_read_letter(text: str, letter: str | None) -> None:
    assert read_letter(text, ["A", "B", "C", "D"]) == letter


def test_letters_beyond_z() -> None:
    labels = option_labels(28)
    assert labels[:3] == ["A", "B", "C"]
    assert labels[25:] == ["Z", "AA", "AB"]
    assert read_letter("AB", labels) == "AB"


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("yes", True),
        ("Yes.", True),
        ("NO", False),
        ("No, the second one types more.", False),
        ("**Yes**", True),
        ("They are the same, so yes", True),
        ("<think>no idea</think>yes", True),
        ("Could be yes, could be no", None),
        ("Maybe", None),
    ],
)
def test_read_yes_no(text: str, answer: bool | None) -> None:
    assert read_yes_no(text) is answer
