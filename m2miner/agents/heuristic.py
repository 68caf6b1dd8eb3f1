"""Heuristic agents: no model, they read the view hierarchy.

They exist so the whole pipeline can be tried offline (``m2miner mine --app maps`` with
no config). The InferAgent proposes clickable and editable elements ranked by lexical
match to the intent and types the intent's names, times and quoted texts into a focused
field; the JudgeAgent calls a step valid when the screen changed inside the app, and a
terminal node successful when every key term of the intent was acted on or appeared.
Every output made with them says "heuristic agents (no model configured)".
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from m2miner.actions import Action, describe
from m2miner.agents.base import Candidate, Judgement, Proposals, StepContext
from m2miner.agents.hierarchy import Element, parse_hierarchy
from m2miner.agents.lexical import key_terms, matches, overlap, phrases_to_type, words
from m2miner.agents.merge import merge_candidates
from m2miner.devices.base import Observation
from m2miner.mining.compare import same_screen

HEURISTIC_NOTICE = "heuristic agents (no model configured)"
MODEL_NAME = "heuristic"


@dataclass(frozen=True)
class _Target:
    element: Element
    label: str


def _targets(elements: tuple[Element, ...]) -> list[_Target]:
    """Clickable, checkable and editable elements, each named by its own or inner text."""
    out: list[_Target] = []
    for el in elements:
        if not (el.clickable or el.editable) or not el.enabled:
            continue
        label = el.label or _inner_label(el, elements) or _id_words(el.resource_id)
        out.append(_Target(el, label))
    return out


def _inner_label(outer: Element, elements: tuple[Element, ...]) -> str:
    b = outer.bounds
    texts = [
        e.label
        for e in elements
        if e is not outer
        and e.label
        and b.left <= e.bounds.left
        and e.bounds.right <= b.right
        and b.top <= e.bounds.top
        and e.bounds.bottom <= b.bottom
    ]
    return " ".join(texts[:3])


def _id_words(resource_id: str) -> str:
    return resource_id.rsplit("/", 1)[-1].replace("_", " ")


def _history_text(history: tuple[str, ...]) -> str:
    return " ".join(history)


class HeuristicInferAgent:
    """Proposes actions from the hierarchy, best lexical match first."""

    name = MODEL_NAME

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        elements = parse_hierarchy(ctx.observation.hierarchy)
        terms = key_terms(ctx.intent)
        done = _history_text(ctx.history)
        scored: list[Candidate] = []
        scored += self._typing(ctx, elements)
        for target in _targets(elements):
            scored.append(self._click(target, terms, done))
        scored += self._fallbacks(ctx, terms, elements)
        excluded = set(exclude)
        fresh = [c for c in scored if c.description not in excluded]
        fresh.sort(key=lambda c: -c.score)
        return Proposals(candidates=merge_candidates(fresh, elements)[:k])

    def _typing(self, ctx: StepContext, elements: tuple[Element, ...]) -> list[Candidate]:
        focused = [e for e in elements if e.editable and e.focused]
        if not focused:
            return []
        field = focused[0]
        out = []
        for i, phrase in enumerate(phrases_to_type(ctx.intent)):
            if phrase.lower() in field.text.lower():
                # Already typed: submitting is the natural next step.
                action = Action("system_button", button="Enter")
                out.append(_candidate(action, describe(action), 0.9))
                continue
            action = Action("type", text=phrase)
            out.append(_candidate(action, describe(action), 1.0 - 0.01 * i))
        return out

    def _click(self, target: _Target, terms: list[str], done: str) -> Candidate:
        el = target.element
        x, y = el.bounds.center
        action = Action("click", x=x, y=y)
        score = overlap(terms, target.label)
        if el.editable and not el.focused:
            score += 0.3
        if target.label and f'"{target.label}"' in done:
            score -= 0.5  # tapping the same thing again rarely helps
        return _candidate(action, describe(action, target=target.label or None), score)

    def _fallbacks(
        self, ctx: StepContext, terms: list[str], elements: tuple[Element, ...]
    ) -> list[Candidate]:
        out = []
        coverage = _coverage(ctx, terms, elements)
        if coverage >= 1.0 and ctx.history:
            action = Action("terminate", status="success")
            out.append(_candidate(action, describe(action), 2.0))
        if any(e.scrollable for e in elements):
            w, h = ctx.observation.width, ctx.observation.height
            action = Action("swipe", x=w // 2, y=h * 3 // 4, x2=w // 2, y2=h // 4)
            out.append(_candidate(action, describe(action), 0.05))
        if ctx.history:
            action = Action("system_button", button="Back")
            out.append(_candidate(action, describe(action), 0.01))
        return out


def _candidate(action: Action, description: str, score: float) -> Candidate:
    return Candidate(action=action, description=description, model=MODEL_NAME, score=score)


def _coverage(ctx: StepContext, terms: list[str], elements: tuple[Element, ...]) -> float:
    """Share of key terms the path acted on, or that show on screen as a result.

    Terms count when an earlier action's description names them; on-screen text counts
    only on screens deeper than the root, so the start screen's own labels (a "Saved"
    tab, a "Search" bar) do not make an untouched task look done.
    """
    if not terms:
        return 1.0
    acted = set(words(_history_text(ctx.history)))
    visible = set(words(" ".join(e.label for e in elements))) if ctx.history else set()
    hits = sum(matches(t, acted) or matches(t, visible) for t in terms)
    return hits / len(terms)


class HeuristicOrchestraAgent:
    """Merges by the deterministic rule and keeps the InferAgent's lexical order."""

    def merge_and_rank(self, ctx: StepContext, candidates: list[Candidate]) -> list[Candidate]:
        elements = parse_hierarchy(ctx.observation.hierarchy)
        merged = merge_candidates(candidates, elements)
        return sorted(merged, key=lambda c: -c.score)


class HeuristicJudgeAgent:
    """Valid when the screen changed inside the app; success when the intent is covered."""

    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        before = ctx.observation
        if before.package and after.package and before.package != after.package:
            return Judgement(0.0, "heuristic", "invalid", info={"reason": "left the app"})
        if same_screen(before.png, after.png):
            return Judgement(0.1, "heuristic", "invalid", info={"reason": "screen unchanged"})
        terms = key_terms(ctx.intent)
        nxt = replace(ctx, observation=after, history=(*ctx.history, description))
        progress = _coverage(nxt, terms, parse_hierarchy(after.hierarchy))
        return Judgement(0.6 + 0.4 * progress, "heuristic", "valid", info={"progress": progress})

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        if action.type == "terminate" and action.status == "failure":
            return Judgement(0.0, "heuristic", "failure")
        terms = key_terms(ctx.intent)
        progress = _coverage(ctx, terms, parse_hierarchy(after.hierarchy))
        verdict = "success" if progress >= 1.0 else "failure"
        return Judgement(float(progress >= 1.0), "heuristic", verdict, info={"progress": progress})
