"""The actions a screen offers, for the paper's vanilla baseline: no model, only the screen.

:func:`screen_actions` lists every action of a screen's actionable elements — a click at
the centre of each enabled clickable element, a long press on each long-clickable one, a
swipe up and a swipe down inside each scrollable one, and typing into a focused editable
field each text the intent asks to enter (:func:`~m2miner.agents.lexical.phrases_to_type`:
quoted strings, names, numbers) — then the domain's action space: its system buttons
except Menu (Back, Home and Enter on mobile; Back and Enter on the web), ``wait`` and
``terminate``. A screen without a hierarchy (or an unparsable one) offers the action
space only, plus a swipe up and down over the whole screen on the web, where the page
itself scrolls.

:func:`sample_actions` draws ``k`` of them without replacement. Descriptions are made
only for the drawn actions: naming an element reads the elements around it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import cast

from m2miner.actions import BUTTONS, Action, Domain, SystemButton
from m2miner.agents.base import Candidate
from m2miner.agents.lexical import phrases_to_type
from m2miner.agents.steps import element_name
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import Element, parse_hierarchy

MODEL_NAME = "random"
"""The ``model`` of the candidates made here: no model chose them."""
SCROLL_SHARE = 0.3
"""A swipe moves the finger this share of the element's height either side of its centre."""
WAIT_S = 2.0


@dataclass(frozen=True)
class ScreenAction:
    """One action a screen offers, and the element it acts on (None for the action space)."""

    action: Action
    element: Element | None = None


def offered(
    observation: Observation, intent: str, domain: Domain
) -> tuple[tuple[Element, ...], tuple[ScreenAction, ...]]:
    """The screen's elements and every action it offers, in a stable order (see the
    module docstring). Rollouts meet the same screens again and again: the answer is
    kept for the screens seen last."""
    width, height = observation.width, observation.height
    return _offered(observation.hierarchy, width, height, intent, domain)


@lru_cache(maxsize=1024)
def _offered(
    hierarchy: str | None, width: int, height: int, intent: str, domain: Domain
) -> tuple[tuple[Element, ...], tuple[ScreenAction, ...]]:
    elements = parse_hierarchy(hierarchy)
    screen = Observation(b"", width, height, hierarchy=hierarchy)
    return elements, tuple(screen_actions(screen, intent, domain, elements))


def screen_actions(
    observation: Observation,
    intent: str,
    domain: Domain,
    elements: Sequence[Element] | None = None,
) -> list[ScreenAction]:
    """Every action the screen offers, in a stable order (see the module docstring);
    ``elements`` is the parsed hierarchy when the caller has it."""
    if elements is None:
        elements = parse_hierarchy(observation.hierarchy)
    out: list[ScreenAction] = []
    for element in elements:
        if not element.enabled:
            continue
        x, y = element.bounds.center
        if element.clickable:
            out.append(ScreenAction(Action("click", x=x, y=y), element))
        if element.long_clickable:
            out.append(ScreenAction(Action("long_press", x=x, y=y), element))
        if element.scrollable:
            out.extend(_swipes(element, x, y))
        if element.editable and element.focused:
            texts = phrases_to_type(intent)
            out.extend(ScreenAction(Action("type", text=t), element) for t in texts)
    if not elements and domain == "web":
        width, height = observation.width, observation.height
        out.extend(_swipes(None, width // 2, height // 2, height))
    buttons = [cast(SystemButton, b) for b in BUTTONS[domain] if b != "Menu"]
    out.extend(ScreenAction(Action("system_button", button=b)) for b in buttons)
    out.append(ScreenAction(Action("wait", time=WAIT_S)))
    out.append(ScreenAction(Action("terminate", status="success")))
    return out


def _swipes(element: Element | None, x: int, y: int, height: int = 0) -> list[ScreenAction]:
    """A swipe up (revealing what is below) and a swipe down, inside the element."""
    span = element.bounds.height if element is not None else height
    half = max(1, round(span * SCROLL_SHARE))
    up = Action("swipe", x=x, y=y + half, x2=x, y2=y - half)
    down = Action("swipe", x=x, y=y - half, x2=x, y2=y + half)
    return [ScreenAction(up, element), ScreenAction(down, element)]


def describe(choice: ScreenAction, elements: Sequence[Element]) -> Candidate:
    """``choice`` as a candidate, described by the element it acts on where it has a name."""
    target = None
    if choice.element is not None:
        named = element_name(choice.element, elements)
        target = named.label if named is not None else None
    description = choice.action.describe(target)
    return Candidate(choice.action, description, model=MODEL_NAME)


def sample_actions(
    observation: Observation, intent: str, domain: Domain, k: int, rng: random.Random
) -> list[Candidate]:
    """``k`` of the screen's actions (all when it offers fewer), drawn without replacement."""
    elements, actions = offered(observation, intent, domain)
    drawn = rng.sample(actions, min(k, len(actions)))
    return [describe(choice, elements) for choice in drawn]
