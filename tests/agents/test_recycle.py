"""The recyclers: heuristic intent writing and checking, and the model-backed prompts."""

from __future__ import annotations

import functools
import io

import pytest
from PIL import Image as PILImage

from m2miner.actions import Action, describe
from m2miner.agents.base import ListRecorder
from m2miner.agents.recycle import (
    HeuristicRecycler,
    ModelRecycler,
    PathStep,
    PathView,
    build_recycler,
    pick_screens,
    read_intent,
)
from m2miner.agents.steps import Step, Touched, join_phrases, path_phrases, touched
from m2miner.config import Config, RecycleConfig
from m2miner.devices.sim import SimDevice
from m2miner.devices.sim.solve import widget_point
from m2miner.llm.base import ChatModel, Image, Message
from m2miner.rehearsal.scripted import ScriptedModel


class SimPath:
    """Performs actions on a real sim device and records them as a recycler sees them."""

    def __init__(self, app: str = "maps") -> None:
        self.app = app
        self.device = SimDevice(app)
        self.screens = [self.device.observe()]
        self.steps: list[PathStep] = []

    def act(self, action: Action) -> SimPath:
        target = touched(self.screens[-1].hierarchy, action)
        self.device.execute(action)
        self.screens.append(self.device.observe())
        self.steps.append(PathStep(action, describe(action, target and target.label), target))
        return self

    def tap(self, widget: str) -> SimPath:
        x, y = widget_point(self.device.frame(), widget)
        return self.act(Action("click", x=x, y=y))

    def view(self, *, detour: bool = False) -> PathView:
        return PathView(
            self.app, "mobile", "Open Saved", tuple(self.steps), tuple(self.screens), detour
        )


@functools.cache  # a frozen value: rendering it once is enough
def search_and_save() -> PathView:
    path = SimPath().tap("search_box").act(Action("type", text="Central Park"))
    path.act(Action("system_button", button="Enter")).tap("result_central_park")
    return path.tap("save_button").view()


def test_touched_names_a_row_by_its_title_and_a_field_as_editable() -> None:
    path = SimPath().tap("chip_coffee").tap("result_harbor_cafe")
    field = SimPath().tap("search_box")
    assert path.steps[0].target == Touched("Coffee")
    assert path.steps[1].target == Touched("Harbor Cafe", row=True)
    assert field.steps[0].target == Touched("Search here", editable=True)
    assert touched(path.screens[0].hierarchy, Action("system_button", button="Back")) is None


def test_phrases_fold_search_and_enter_and_refer_back_with_it() -> None:
    phrases = path_phrases([Step(s.action, s.target) for s in search_and_save().steps])
    assert phrases == ["search for Central Park", "open it", "save it"]
    assert join_phrases(phrases) == "Search for Central Park, open it and save it"


@pytest.mark.parametrize(
    ("steps", "expected"),
    [
        ([Step(Action("click", x=1, y=1), Touched("Wi-Fi", switch=True))], "Turn on Wi-Fi"),
        (
            [Step(Action("click", x=1, y=1), Touched("Wi-Fi", switch=True, checked=True))],
            "Turn off Wi-Fi",
        ),
        (
            [
                Step(Action("click", x=1, y=1), Touched("Recents")),
                Step(Action("system_button", button="Back"), None),
                Step(Action("click", x=1, y=1), Touched("Clear history")),
            ],
            "Open Recents and clear history",
        ),
        (
            [
                Step(Action("click", x=1, y=1), Touched("Name", editable=True)),
                Step(Action("type", text="Ada"), None),
            ],
            "Type Ada in Name",
        ),
        (
            [
                Step(Action("click", x=1, y=1), Touched("Name", editable=True)),
                Step(Action("type", text="Ada"), None),
                Step(Action("system_button", button="Enter"), None),
            ],
            "Enter Ada in Name",
        ),
        (
            [
                Step(Action("click", x=1, y=1), Touched("Search here", editable=True)),
                Step(Action("type", text="Central Park"), None),
            ],
            "Type Central Park in Search here",
        ),
        (
            [Step(Action("click", x=1, y=1), Touched("Search here", editable=True))],
            "Open Search here",
        ),
        ([Step(Action("long_press", x=1, y=1), Touched("Photo"))], "Long-press Photo"),
        ([Step(Action("system_button", button="Back"), None)], ""),
    ],
)
def test_phrases_for_switches_navigation_fields_and_presses(
    steps: list[Step], expected: str
) -> None:
    assert join_phrases(path_phrases(steps)) == expected


def test_heuristic_recycler_writes_and_verifies_the_intent_of_a_sim_path() -> None:
    view = search_and_save()
    recycler = HeuristicRecycler()
    assert recycler.filter(view).keep
    intent = recycler.write(view)
    assert intent == "Search for Central Park, open it and save it"
    check = recycler.verify(view, intent)
    assert check.verified and check.score == 1.0 and check.source == "heuristic"
    wrong = recycler.verify(view, "Book a Comfort taxi to the Grand Hotel")
    assert not wrong.verified and wrong.score == 0.0
    assert "taxi" in wrong.reason


def test_heuristic_verification_reads_the_final_screen_too() -> None:
    view = SimPath().tap("chip_coffee").tap("result_harbor_cafe").view()
    # "Coffee shop" is shown on the place page, not acted on.
    assert HeuristicRecycler().verify(view, "Open the Harbor Cafe coffee shop").verified


def test_heuristic_filter_drops_detours_and_paths_with_nothing_to_name() -> None:
    recycler = HeuristicRecycler()
    detour = SimPath().tap("tab_saved").act(Action("system_button", button="Back"))
    detour.tap("tab_recents")
    verdict = recycler.filter(detour.view(detour=True))
    assert not verdict.keep and "detour" in verdict.reason
    scroll = SimPath().tap("chip_coffee")
    scroll.steps = [PathStep(Action("swipe", x=5, y=900, x2=5, y2=100), "Swipe up", None)]
    scroll.screens = scroll.screens[:2]
    assert not recycler.filter(scroll.view()).keep
    assert recycler.write(scroll.view()) is None


def test_pick_screens_spreads_and_keeps_first_and_last() -> None:
    screens = [SimPath().screens[0]] * 1
    many = list(range(9))
    assert pick_screens(many, 4) == [0, 3, 5, 8]  # type: ignore[arg-type]
    assert pick_screens(many, 1) == [8]  # type: ignore[arg-type]
    assert pick_screens(screens, 6) == screens


@pytest.mark.parametrize(
    ("answer", "intent"),
    [
        ("Search for Central Park and save it", "Search for Central Park and save it"),
        ('Intent: "Save Central Park."\n', "Save Central Park"),
        ("<think>hm</think>\n**Open Recents and clear history**", "Open Recents and clear history"),
        ("Save", None),
        ("", None),
    ],
)
def test_read_intent(answer: str, intent: str | None) -> None:
    assert read_intent(answer) == intent


def _text(messages: list[Message]) -> str:
    return "\n".join(p for m in messages for p in m.content if isinstance(p, str))


def _images(messages: list[Message]) -> list[Image]:
    return [p for m in messages for p in m.content if isinstance(p, Image)]


def scripted_recycler(
    replies: list[str], logprobs: list[dict[str, float]] | None = None, **config: object
) -> tuple[ModelRecycler, ScriptedModel, ListRecorder]:
    cfg = Config.model_validate(
        {
            "models": [{"name": "vlm", "backend": "scripted"}],
            "agents": {"recycle": {"model": "vlm", **config}},
        }
    )
    model = ScriptedModel("vlm", replies=replies, logprobs=logprobs)
    recorder = ListRecorder()
    models: dict[str, ChatModel] = {"vlm": model}
    recycler = build_recycler(cfg, recorder, models)
    assert isinstance(recycler, ModelRecycler)
    return recycler, model, recorder


def test_model_recycler_asks_with_downsampled_screens_and_the_steps() -> None:
    view = search_and_save()
    recycler, model, recorder = scripted_recycler(
        ["keep - a coherent search and save", "Search for Central Park and save it", "success"],
        logprobs=[{"success": -0.05, "failure": -3.0, "The": -6.0}],
        max_images=3,
        image_width=180,
    )
    verdict = recycler.filter(view)
    assert verdict.keep and verdict.reason == "a coherent search and save"
    intent = recycler.write(view)
    assert intent == "Search for Central Park and save it"
    check = recycler.verify(view, intent)
    assert check.verified and check.source == "judge"
    assert check.score == pytest.approx(1 / (1 + pytest.importorskip("math").exp(-2.95)))

    filter_call, write_call, verify_call = model.calls
    assert "keep or drop" in _text(filter_call.messages)
    assert 'Step 2: Type "Central Park"; ' in _text(filter_call.messages)
    assert "maps app" in _text(write_call.messages)
    assert "The user query: Search for Central Park and save it" in _text(verify_call.messages)
    for call in model.calls:
        images = _images(call.messages)
        assert len(images) == 3  # of the path's six screens: first, a middle one, last
        assert all(img.width == 180 for img in images)
        width, height = PILImage.open(io.BytesIO(images[0].png)).size
        assert (width, height) == (180, images[0].height)
        assert call.temperature == 0.0
    assert not filter_call.logprobs and verify_call.logprobs
    assert verify_call.logprob_tokens == ["success", "failure"]
    assert [c[0] for c in recorder.calls] == ["recycle"] * 3


def test_model_recycler_reads_text_when_there_are_no_logprobs_and_reasks() -> None:
    view = search_and_save()
    recycler, model, recorder = scripted_recycler(
        ["I am not sure.", "drop: it wanders", "?", "Save Central Park", "Failure."]
    )
    verdict = recycler.filter(view)
    assert not verdict.keep and verdict.reason == "it wanders"
    assert recycler.write(view) == "Save Central Park"
    check = recycler.verify(view, "Save Central Park")
    assert not check.verified and check.score == 0.0 and check.source == "text"
    assert len(model.calls) == 5
    # An unreadable answer is shown back to the model with the expected form.
    assert "could not be read" in _text(model.calls[1].messages)
    errors = [c[3] for c in recorder.calls]
    assert errors[0] is not None and errors[1] is None and errors[2] is not None


def test_model_recycler_gives_up_after_max_retries() -> None:
    recycler, model, _ = scripted_recycler(["hmm", "hmm", "hmm"], max_retries=2)
    verdict = recycler.filter(search_and_save())
    assert not verdict.keep and "could not be read" in verdict.reason
    assert len(model.calls) == 3


def test_verifier_is_the_judges_model_when_one_is_configured() -> None:
    cfg = Config.model_validate(
        {
            "models": [
                {"name": "writer", "backend": "scripted"},
                {"name": "judge", "backend": "scripted", "supports_logprobs": False},
            ],
            "agents": {"recycle": {"model": "writer"}, "judge": {"model": "judge"}},
        }
    )
    writer, judge = ScriptedModel("writer"), ScriptedModel("judge", replies=["success"])
    recycler = build_recycler(cfg, ListRecorder(), {"writer": writer, "judge": judge})
    check = recycler.verify(search_and_save(), "Save Central Park")
    assert check.verified and check.source == "text"
    assert len(judge.calls) == 1 and not writer.calls
    assert not judge.calls[0].logprobs  # the judge's model says it has none


def test_build_recycler_without_a_model_is_heuristic() -> None:
    recycler = build_recycler(Config(), ListRecorder())
    assert recycler.heuristic and isinstance(recycler, HeuristicRecycler)
    assert RecycleConfig().max_paths_per_tree == 10
