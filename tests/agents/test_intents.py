"""Intent generators (templates and model) and intent deduplication."""

from __future__ import annotations

import functools

import pytest

from m2miner.agents.base import ListRecorder
from m2miner.agents.intents import (
    Deduper,
    HeuristicIntentGenerator,
    ModelIntentGenerator,
    StartScreen,
    build_generator,
    normalise,
    read_lines,
)
from m2miner.config import Config
from m2miner.devices.sim import SimDevice
from m2miner.llm.base import ChatModel, Image, Message
from m2miner.rehearsal.scripted import ScriptedModel


@functools.cache
def start(app: str) -> StartScreen:
    return StartScreen(app, "mobile", SimDevice(app).observe())


def test_normalise_ignores_case_punctuation_and_spacing() -> None:
    assert normalise("  Search for   Central Park!  ") == "search for central park"
    assert normalise("Open Wi‑Fi, then Bluetooth.") == normalise("open wi‑fi then bluetooth")


def test_deduper_rejects_exact_and_near_duplicates_only() -> None:
    dedup = Deduper(["Search for Central Park"], threshold=0.9)
    assert dedup.duplicate_of("search for central park.") == "Search for Central Park"
    assert dedup.duplicate_of("Search for Central Parks") == "Search for Central Park"
    assert dedup.duplicate_of("Search for Grand Hotel") is None
    assert dedup.add("Search for Grand Hotel")
    assert not dedup.add("Search for the Grand Hotel")  # ratio 0.93
    assert Deduper(["Search for Grand Hotel"], threshold=0.95).add("Search for the Grand Hotel")
    assert not dedup.add("   ")


def test_read_lines_strips_bullets_numbers_quotes_and_headers() -> None:
    answer = (
        "<think>ideas</think>Here are the tasks:\n"
        "1. Search for Central Park\n"
        '2) "Open Saved places."\n'
        "- Book a taxi to Grand Hotel\n"
        "* Save\n"
        "a. Turn on Traffic\n"
        "\n"
    )
    assert read_lines(answer) == [
        "Search for Central Park",
        "Open Saved places",
        "Book a taxi to Grand Hotel",
        "Turn on Traffic",
    ]


def test_heuristic_common_intents_from_the_maps_start_screen() -> None:
    ideas = HeuristicIntentGenerator().common(start("maps"), 8)
    assert [i.text for i in ideas] == [
        "Open Explore",
        "Search for Restaurants",
        "Open Saved",
        "Search for Coffee",
        "Open Recents",
        "Search for Museums",
        "Open Restaurants",
        "Search for Parks",
    ]
    assert {i.kind for i in ideas} == {"common"}


def test_heuristic_rewrites_vary_a_parameter_or_add_a_constraint() -> None:
    gen = HeuristicIntentGenerator()
    maps = gen.rewrite(start("maps"), ["Search for Coffee", "Open Saved"], 2)
    assert [i.text for i in maps] == [
        "Search for Restaurants",
        "Search for Coffee and open the first result",
        "Open Saved and open the first item",
    ]
    assert maps[0].basis == ("Search for Coffee",) and maps[0].kind == "rewrite"
    settings = gen.rewrite(start("settings"), ["Open Display", "Open Battery"], 1)
    # A subtitle names a page to go to; "82% · Battery Saver" is a value, not a page.
    assert [i.text for i in settings] == [
        "Open Display and go to Dark theme",
        "Open Battery and open the first item",
    ]


def test_heuristic_combinations_join_functions_and_pairs() -> None:
    ideas = HeuristicIntentGenerator().combine(
        "maps",
        "mobile",
        ["Open Saved", "Search for Coffee", "Search for Parks"],
        ["Save", "Call a taxi"],
        6,
    )
    assert [i.text for i in ideas] == [
        "Search for Coffee and save it",
        "Open Saved, then search for Coffee",
        "Search for Coffee and call a taxi",
        "Search for Coffee, then open Saved",
        "Search for Parks and save it",
        "Open Saved, then search for Parks",
    ]
    assert ideas[1].basis == ("Open Saved", "Search for Coffee")


def _text(messages: list[Message]) -> str:
    return "\n".join(p for m in messages for p in m.content if isinstance(p, str))


def scripted(replies: list[str]) -> tuple[ModelIntentGenerator, ScriptedModel, ListRecorder]:
    cfg = Config.model_validate(
        {
            "models": [{"name": "planner", "backend": "scripted"}],
            "agents": {"intents": {"model": "planner"}},
        }
    )
    model = ScriptedModel("planner", replies=replies)
    recorder = ListRecorder()
    models: dict[str, ChatModel] = {"planner": model}
    generator = build_generator(cfg, recorder, models)
    assert isinstance(generator, ModelIntentGenerator)
    return generator, model, recorder


def test_model_generator_stage1_asks_with_the_start_screen() -> None:
    generator, model, recorder = scripted(
        [
            "1. Search for Central Park\n2. Open Saved places\n3. Switch to Satellite view",
            "- Search for Grand Hotel\n- Open Saved places sorted by distance",
        ]
    )
    screen = start("maps")
    common = generator.common(screen, 2)
    assert [i.text for i in common] == ["Search for Central Park", "Open Saved places"]
    rewrites = generator.rewrite(screen, [i.text for i in common], 1)
    assert [i.text for i in rewrites] == [
        "Search for Grand Hotel",
        "Open Saved places sorted by distance",
    ]
    first, second = model.calls
    assert "List 2 different tasks" in _text(first.messages) and "maps app" in _text(first.messages)
    images = [p for p in first.messages[0].content if isinstance(p, Image)]
    assert len(images) == 1 and images[0].png == screen.observation.png
    assert "1. Search for Central Park\n2. Open Saved places" in _text(second.messages)
    assert "Write 1 conditional rewrites" in _text(second.messages)
    assert [c[0] for c in recorder.calls] == ["intents", "intents"]


def test_model_generator_stage2_is_text_only_and_reasks_unreadable_answers() -> None:
    generator, model, recorder = scripted(["Sure!", "Save Central Park and share it"])
    ideas = generator.combine("maps", "mobile", ["Search for Central Park"], ["Save", "Share"], 3)
    assert [(i.text, i.kind) for i in ideas] == [("Save Central Park and share it", "combination")]
    first, second = model.calls
    assert "Functions seen in the app: Save, Share" in _text(first.messages)
    assert "1. Search for Central Park" in _text(first.messages)
    assert not any(isinstance(p, Image) for m in first.messages for p in m.content)
    assert "one intent per line" in _text(second.messages)
    assert recorder.calls[0][3] is not None and recorder.calls[1][3] is None


def test_build_generator_without_a_model_is_heuristic() -> None:
    generator = build_generator(Config(), ListRecorder())
    assert generator.heuristic and isinstance(generator, HeuristicIntentGenerator)


@pytest.mark.parametrize("n", [1, 3])
def test_heuristic_common_respects_n(n: int) -> None:
    assert len(HeuristicIntentGenerator().common(start("settings"), n)) == n
