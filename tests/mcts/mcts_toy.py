"""Toy apps for the search tests: no device, no model, every call recorded."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from m2miner.mcts import (
    Evaluation,
    Expansion,
    Node,
    Proposal,
    SearchConfig,
    SearchHooks,
    Usage,
    linear_init_value,
)


def toy_config(**overrides: Any) -> SearchConfig:
    """The search the hand-computed expectations of these tests assume: ``C = 1``,
    initial values ``1 - rank / k``, pure UCT (no locality), no retries."""
    fields: dict[str, Any] = {
        "c_uct": 1.0,
        "init_value": linear_init_value,
        "locality_eps": 0.0,
        "env_error_retries": 0,
    }
    return SearchConfig(**{**fields, **overrides})


@dataclass
class ScriptedApp:
    """A tree written out by hand: node payload -> child payloads, payload -> outcome.

    Payloads are unique names, so each node is known by its payload; the root's payload
    is ``"root"``.
    """

    children: dict[str, list[str | Proposal]]
    outcomes: dict[str, Evaluation]
    expand_usage: Usage = field(default_factory=Usage)
    expanded: list[str] = field(default_factory=list)
    evaluated: list[str] = field(default_factory=list)

    def expand(self, node: Node) -> Expansion:
        self.expanded.append(node.payload)
        proposals = [
            item if isinstance(item, Proposal) else Proposal(item, f"do {item}")
            for item in self.children.get(node.payload, [])
        ]
        return Expansion(proposals, self.expand_usage)

    def evaluate(self, node: Node) -> Evaluation:
        self.evaluated.append(node.payload)
        return self.outcomes[node.payload]


SCREENS: dict[str, dict[str, str]] = {
    "home": {"tap_search": "search", "open_settings": "settings", "scroll": "home"},
    "search": {"type_query": "results", "back": "home"},
    "results": {"open_first": "detail", "scroll": "results", "back": "search"},
    "detail": {"share": "detail", "back": "results"},
    "settings": {"toggle": "settings", "back": "home"},
}
"""Five screens; the intent is to open the first result's detail page and stop there."""
VALUE = {"home": 0.25, "search": 0.5, "results": 0.75, "detail": 0.875, "settings": 0.125}
GOAL = "detail"
EXPAND_USAGE = Usage(model_calls=2, prompt_tokens=100, completion_tokens=10, cost=0.5)


@dataclass
class ToyApp:
    """The five-screen app: expansion proposes each screen's actions plus ``terminate``,
    goal-directed actions first; evaluation replays the path from the home screen.

    Each evaluation costs one device step, one model call and 0.25, plus a replay of
    the parent's path unless the device is already at the parent (it stays on the last
    evaluated node); each expansion costs :data:`EXPAND_USAGE`. ``step_s`` advances the
    toy clock on every evaluation.
    """

    step_s: float = 0.0
    now: float = 0.0
    at: Node | None = None
    evaluated: list[str] = field(default_factory=list)
    depth_limited: list[str] = field(default_factory=list)

    def clock(self) -> float:
        return self.now

    def screen(self, node: Node) -> str:
        screen = "home"
        for step in node.path()[1:]:
            if step.payload != "terminate":
                screen = SCREENS[screen][step.payload]
        return screen

    def expand(self, node: Node) -> Expansion:
        actions = [*SCREENS[self.screen(node)], "terminate"]
        if self.screen(node) == GOAL:
            actions.insert(0, actions.pop())
        proposals = [Proposal(action, f"{action} on screen") for action in actions]
        return Expansion(proposals, EXPAND_USAGE)

    def evaluate(self, node: Node) -> Evaluation:
        self.evaluated.append(node.key())
        self.now += self.step_s
        restore = 0 if node.parent is self.at else node.depth - 1
        usage = Usage(device_steps=1, restore_steps=restore, model_calls=1, cost=0.25)
        self.at = node
        screen = self.screen(node)
        if node.at_depth_limit:
            self.depth_limited.append(node.key())
        if node.payload == "terminate" or node.at_depth_limit:
            success = screen == GOAL
            return Evaluation(float(success), terminal=True, success=success, usage=usage)
        return Evaluation(VALUE[screen], usage=usage, info={"screen": screen})


@dataclass
class RecordingHooks(SearchHooks):
    """Assigns ids like a database would and records every event by node key."""

    next_id: int = 1
    events: list[tuple[str, str]] = field(default_factory=list)
    paths: list[list[str]] = field(default_factory=list)

    def assign(self, node: Node) -> None:
        node.id = self.next_id
        self.next_id += 1

    def on_expanded(self, node: Node) -> None:
        if node.id is None:
            self.assign(node)
        for child in node.children:
            self.assign(child)
        self.events.append(("expanded", node.key()))

    def on_evaluated(self, node: Node, path: list[Node]) -> None:
        self.events.append(("evaluated", node.key()))
        self.paths.append([step.key() for step in path])

    @property
    def iterations(self) -> int:
        return sum(kind != "expanded" for kind, _ in self.events)
