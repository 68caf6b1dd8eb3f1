"""The scripted model of ``bench/web.py``: a competent model, with no model weights.

It answers the real agents' prompts (m2miner's InferAgent, OrchestraAgent and JudgeAgent
ask it as they would ask a served model, and parse its answers the same way):

- asked for the next operation, it takes the intent's plan (:mod:`web_apps`), counts the
  plan steps the prompt's history says are done (scrolls do not count), and finds the
  next step's target on the screen the device last showed (``Watched``), as a model that
  reads the screen perfectly would; a target not on the screen is scrolled to; when the
  plan is done it answers ``terminate``;
- asked about a step it says ``valid``; about an ending, ``success``; asked to rank, the
  first option; asked whether two operations are the same, ``yes``.

So it claims a success at the end of every plan, and only the verifier decides which
claims hold.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from web_apps import NpmApp, Step

from m2miner.devices.appium import AppiumDevice
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import Element, parse_hierarchy
from m2miner.llm.base import Message
from m2miner.rehearsal.scripted import ScriptedModel

_STEP = re.compile(r"Step \d+: (.*?); ")
_QUERY = re.compile(r"The user query: (.*)")
_SCROLLS = ("swipe", "scroll")


class Watched(AppiumDevice):
    """An Appium web device that remembers the last screen it showed."""

    last: Observation | None = None

    def observe(self) -> Observation:
        self.last = super().observe()
        return self.last


def _text(messages: list[Message]) -> str:
    return "\n".join(part for m in messages for part in m.content if isinstance(part, str))


def _find(elements: Sequence[Element], target: str, *, text: bool = False) -> Element | None:
    """The element a plan step names: ``toggle:X`` a checkbox labelled X, ``field:N`` the
    Nth text field, else the first element whose resource id or hint is ``target``, or
    failing that whose label contains it: clickable ones first, or with ``text`` (a double
    tap, which edits a row by its text) the ones that are not checkboxes."""
    if target.startswith("toggle:"):
        name = target.removeprefix("toggle:")
        return next((e for e in elements if e.checkable and name in e.label), None)
    if target.startswith("field:"):
        fields = [e for e in elements if e.editable]
        index = int(target.removeprefix("field:"))
        return fields[index] if index < len(fields) else None
    named = [
        e for e in elements if target in (e.resource_id, e.hint) or (target and target in e.label)
    ]
    # An element the target names exactly (its id, a field's hint) before one whose label
    # merely contains it ("petId" is a field's hint and part of "GET /pets/{petId}").
    exact = [e for e in named if target in (e.resource_id, e.hint)]
    named = exact or named
    if text:
        named.sort(key=lambda e: e.checkable)
    else:
        named.sort(key=lambda e: not (e.clickable or e.editable))
    return named[0] if named else None


def _call(name: str, arguments: dict[str, Any], description: str) -> str:
    payload = json.dumps({"name": "mobile_use", "arguments": {"action": name, **arguments}})
    return f'Action: "{description}"\n<tool_call>\n{payload}\n</tool_call>'


class ScriptedWebModel(ScriptedModel):
    """A :class:`ScriptedModel` whose answers follow ``app``'s plans on ``device``'s screen."""

    def __init__(self, app: NpmApp, device: Watched, name: str = "script") -> None:
        self.plans = {intent.text: intent.plan for intent in app.intents}
        self.device = device
        super().__init__(name, replies=self._replies, logprobs=self._logprobs)

    def _replies(self, messages: list[Message], n: int) -> list[str]:
        text = _text(messages)
        if "Is this step valid?" in text:
            return ["valid"] * n
        if "Was the user query completed?" in text:
            return ["success"] * n
        if "Answer with yes or no" in text:
            return ["yes"] * n
        if "letter only" in text:
            return ["A"] * n
        return [self._next(text)] * n

    def _logprobs(self, messages: list[Message], n: int) -> list[dict[str, float]]:
        text = _text(messages)
        word = "success" if "Was the user query completed?" in text else "valid"
        other = "failure" if word == "success" else "invalid"
        return [{word: -0.05, other: -3.0}] * n

    def _next(self, text: str) -> str:
        query = _QUERY.search(text)
        plan = self.plans.get(query.group(1).strip() if query else "", ())
        done = [s for s in _STEP.findall(text) if not s.casefold().startswith(_SCROLLS)]
        if len(done) >= len(plan):
            return _call("terminate", {"status": "success"}, "The task is done")
        return self._act(plan[len(done)])

    def _act(self, step: Step) -> str:
        kind, target = step
        if kind == "type":
            return _call("type", {"text": target}, f'Type "{target}"')
        if kind == "enter":
            return _call("key", {"text": "Enter"}, "Press Enter")
        obs = self.device.last
        elements = parse_hierarchy(obs.hierarchy) if obs is not None else []
        found = _find(elements, target, text=kind == "double_tap")
        if found is None or obs is None:
            return _call(
                "swipe", {"coordinate": [500, 750], "coordinate2": [500, 250]}, "Scroll down"
            )
        b = found.bounds
        point = [
            min(999, round(500 * (b.left + b.right) / obs.width)),
            min(999, round(500 * (b.top + b.bottom) / obs.height)),
        ]
        name = "double_click" if kind == "double_tap" else "click"
        verb = "Double tap" if kind == "double_tap" else "Click"
        # One line, no quotes inside: a field's label can be the JSON it holds.
        label = " ".join((found.label or target).split()).replace('"', "'")[:60]
        return _call(name, {"coordinate": point}, f'{verb} "{label}"')
