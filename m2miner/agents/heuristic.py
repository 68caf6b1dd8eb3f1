"""Heuristic agents: no model, they read the view hierarchy.

They exist so the whole pipeline can be tried offline (``m2miner mine --app maps`` with
no config). The InferAgent proposes clickable and editable elements ranked by lexical
match to the intent and types the intent's names, times and quoted texts into a focused
field; the JudgeAgent calls a step valid when the screen changed inside the app, and a
terminal node successful when every key term of the intent was acted on or appeared, or
when every clause of the intent asks for a state the screen shows
(:mod:`m2miner.agents.clauses`: the switch on, the item added or gone). The app is named
by its id and by the page's title (a web app's alias says little); text typed and then
submitted (Enter, or a tap on an Add/Save/Send button) counts as adding or submitting it.
Every output made with them says "heuristic agents (no model configured)".
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace

from m2miner.actions import Action, describe
from m2miner.agents.base import Candidate, Judgement, Proposals, StepContext
from m2miner.agents.clauses import check_end_state
from m2miner.agents.lexical import key_terms, matches, overlap, phrases_to_type, words
from m2miner.agents.merge import merge_candidates
from m2miner.agents.steps import inner_labels
from m2miner.critic.same_screen import same_screen
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import Element, parse_hierarchy

MODEL_NAME = "heuristic"
DONE = 0.75
"""Share of the intent's key terms covered at which the heuristic calls a path done."""


# Words that ask for a checkbox or switch to end on (mark, complete) or off (uncheck).
_ON_WORDS = frozenset({"mark", "complete", "completed", "done", "check", "tick", "enable", "on"})
_OFF_WORDS = frozenset({"uncheck", "untick", "unmark", "disable", "off", "incomplete", "reopen"})
_SUBMIT_WORDS = frozenset(
    {"add", "create", "submit", "post", "send", "save", "enter", "new", "search", "find"}
)
"""Words an intent uses for typing something and submitting it."""
_CONTAINER_WORDS = frozenset({"list", "app", "page", "screen"})
"""Words that name the app itself ("add milk to the list" in a to-do app)."""
CHECK_BONUS = 0.3
"""Added to a checkable element whose state the intent asks to change (taken off when it
already shows the asked state)."""


@dataclass(frozen=True)
class _Target:
    element: Element
    label: str
    context: str = ""
    """The list row the element sits in, when its label does not already say it."""


def _targets(elements: tuple[Element, ...]) -> list[_Target]:
    """Clickable, checkable and editable elements, each named by its own or inner text
    (a field by its hint when it has no other name), with the title of its row."""
    out: list[_Target] = []
    for el in elements:
        if not (el.clickable or el.editable) or not el.enabled:
            continue
        label = _own_name(el) or _inner_label(el, elements) or el.hint or _id_words(el.resource_id)
        context = el.row if el.row and not set(words(el.row)) <= set(words(label)) else ""
        out.append(_Target(el, label, context))
    return out


def _own_name(el: Element) -> str:
    """An element's label; an unlabelled checkbox or switch is named by its row."""
    return el.label or (el.row if el.checkable else "")


def _wanted_state(intent: str) -> bool | None:
    """Whether the intent asks for something to end checked (True), unchecked (False)."""
    said = set(words(intent))
    if said & _OFF_WORDS:
        return False
    return True if said & _ON_WORDS else None


def _shared_labels(targets: list[_Target]) -> set[str]:
    """Labels that more than one target carries (a "Delete" on every row)."""
    seen: set[str] = set()
    shared: set[str] = set()
    for target in targets:
        (shared if target.label in seen else seen).add(target.label)
    return shared


def _inner_label(outer: Element, elements: tuple[Element, ...]) -> str:
    return " ".join(inner_labels(outer, elements)[:3])


def _id_words(resource_id: str) -> str:
    return resource_id.rsplit("/", 1)[-1].replace("_", " ")


def _history_text(history: tuple[str, ...]) -> str:
    return " ".join(history)


class HeuristicInferAgent:
    """Proposes actions from the hierarchy, best lexical match first."""

    name = MODEL_NAME

    def __init__(self, vocabulary: _Vocabulary | None = None) -> None:
        self.vocabulary = vocabulary or _Vocabulary()

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        elements = parse_hierarchy(ctx.observation.hierarchy)
        terms = key_terms(ctx.intent)
        done = _history_text(ctx.history)
        scored: list[Candidate] = []
        scored += self._typing(ctx, elements)
        targets = _targets(elements)
        shared = _shared_labels(targets)
        wanted = _wanted_state(ctx.intent)
        for target in targets:
            scored.append(self._click(target, terms, done, wanted, target.label in shared))
        scored += self._fallbacks(ctx, terms, elements, self.vocabulary.root(ctx.intent, elements))
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
        typed = _history_text(ctx.history)
        for i, phrase in enumerate(phrases_to_type(ctx.intent)):
            if phrase.lower() in field.text.lower() or f'Type "{phrase}"' in typed:
                # Already typed: submitting is the natural next step.
                action = Action("system_button", button="Enter")
                out.append(_candidate(action, describe(action), 0.9))
                continue
            action = Action("type", text=phrase)
            out.append(_candidate(action, describe(action), 1.0 - 0.01 * i))
        return out

    def _click(
        self, target: _Target, terms: list[str], done: str, wanted: bool | None, shared: bool
    ) -> Candidate:
        el = target.element
        x, y = el.bounds.center
        action = Action("click", x=x, y=y)
        score = overlap(terms, f"{target.label} {target.context}")
        if el.editable and not el.focused:
            score += 0.3
        if el.checkable and wanted is not None:
            score += CHECK_BONUS if el.checked != wanted else -CHECK_BONUS
        description = describe(action, target=target.label or None)
        if shared and target.context:
            # "Delete" three times over: the row says which one.
            description += f" in the {json.dumps(target.context, ensure_ascii=False)} row"
        row_named = shared and bool(target.context)
        if target.label and (description if row_named else f'"{target.label}"') in done:
            score -= 0.5  # tapping the same thing again rarely helps
        return _candidate(action, description, score)

    def _fallbacks(
        self, ctx: StepContext, terms: list[str], elements: tuple[Element, ...], seen: set[str]
    ) -> list[Candidate]:
        out = []
        coverage = _coverage(ctx, terms, elements, seen)
        if ctx.history and (coverage >= DONE or _goal_shown(ctx.intent, ctx.observation, seen)):
            action = Action("terminate", status="success")
            out.append(_candidate(action, describe(action), 2.0))
        out += _scrolls(ctx.observation, elements)
        if ctx.history:
            action = Action("system_button", button="Back")
            out.append(_candidate(action, describe(action), 0.01))
        return out


def _scrolls(screen: Observation, elements: tuple[Element, ...]) -> list[Candidate]:
    """Swipes toward content beyond the screen: up where a list scrolls or the page goes on
    below, left or right where a web page reports content beside the screen."""
    beyond = screen.info.get("offscreen") or {}
    w, h = screen.width, screen.height
    swipes = []
    if any(e.scrollable for e in elements) or beyond.get("below"):
        swipes.append(Action("swipe", x=w // 2, y=h * 3 // 4, x2=w // 2, y2=h // 4))
    if beyond.get("right"):
        swipes.append(Action("swipe", x=w * 3 // 4, y=h // 2, x2=w // 4, y2=h // 2))
    if beyond.get("left"):
        swipes.append(Action("swipe", x=w // 4, y=h // 2, x2=w * 3 // 4, y2=h // 2))
    return [_candidate(action, describe(action), 0.05) for action in swipes]


def _candidate(action: Action, description: str, score: float) -> Candidate:
    return Candidate(action=action, description=description, model=MODEL_NAME, score=score)


def _coverage(
    ctx: StepContext, terms: list[str], elements: tuple[Element, ...], root: set[str]
) -> float:
    """Share of the intent's key terms that the path acted on or that show as a result.

    A term counts when an earlier action's description names it, or when it shows in
    non-interactive text (a title, a message) that the start screen (``root``) did not
    already show: a "Clear history" button says what could be done, not what was.
    The words that ask for a state ("mark ... completed", "uncheck") count when a
    checkbox or switch the path tapped shows that state. Typed but unsubmitted text, and
    a named place or person missing from the final screen's titles, keep the score just
    below complete.
    """
    title = str(ctx.observation.info.get("title") or "")
    app_words = set(words(f"{ctx.app} {title}")) | _CONTAINER_WORDS
    terms = [t for t in terms if not matches(t, app_words)]  # "the map" is the app itself
    if not terms:
        return 0.0
    acted = set(words(_history_text(ctx.history)))
    typed_into = next((e for e in elements if e.editable and e.focused), None)
    if typed_into is not None and _unsubmitted(ctx.history):
        acted |= set(words(f"{typed_into.hint} {typed_into.content_desc}"))  # "Search"
    if _state_reached(ctx, elements):  # "mark ... completed": the box it ticked shows it
        acted |= _ON_WORDS | _OFF_WORDS
    if _submitted(ctx.history):  # typed, then Enter or "Add": that is adding it
        acted |= _SUBMIT_WORDS
    results = " ".join(_result_texts(elements)) if ctx.history else ""
    shown = set(words(results)) - root
    score = sum(matches(t, acted) or matches(t, shown) for t in terms) / len(terms)
    # Text typed but not yet submitted is not done: submitting it is progress, unless the
    # page already answered it (a search that filters as you type).
    if _unsubmitted(ctx.history) and not _answered_live(ctx.history[-1], elements):
        score *= 0.7
    # A named place, person or item should head the final screen, not just a list row.
    names = [n for n in phrases_to_type(ctx.intent) if " " in n]
    if names and not all(name.lower() in results.lower() for name in names):
        score *= 0.7
    return score


def _state_reached(ctx: StepContext, elements: tuple[Element, ...]) -> bool:
    """Whether a checkbox or switch the path tapped now shows the state the intent asks for."""
    wanted = _wanted_state(ctx.intent)
    if wanted is None or not ctx.history:
        return False
    done = _history_text(ctx.history)
    return any(
        e.checkable and e.checked == wanted and _own_name(e) and f'"{_own_name(e)}"' in done
        for e in elements
    )


class _Vocabulary:
    """The words of the start screen of each intent's tree (the first screen seen)."""

    def __init__(self) -> None:
        self._root: dict[str, set[str]] = {}

    def root(self, intent: str, elements: tuple[Element, ...]) -> set[str]:
        if intent not in self._root:
            self._root[intent] = set(words(" ".join(e.label for e in elements)))
        return self._root[intent]


def _result_texts(elements: tuple[Element, ...]) -> list[str]:
    """Labels outside every clickable element: titles and messages, not options."""
    interactive = [e.bounds for e in elements if e.clickable or e.editable]
    out = []
    for e in elements:
        if not e.label or e.clickable or e.editable:
            continue
        inside = any(
            b.left <= e.bounds.left
            and e.bounds.right <= b.right
            and b.top <= e.bounds.top
            and e.bounds.bottom <= b.bottom
            for b in interactive
        )
        if not inside:
            out.append(e.label)
    return out


def _submitted(history: tuple[str, ...]) -> bool:
    """Whether the path typed text and then submitted it (Enter, or a submit button)."""
    typed = next((i for i, h in enumerate(history) if h.startswith("Type ")), None)
    if typed is None:
        return False
    return any(
        "Enter" in h or (h.startswith("Click ") and set(words(h)) & _SUBMIT_WORDS)
        for h in history[typed + 1 :]
    )


def _goal_shown(intent: str, screen: Observation, root: set[str]) -> bool:
    """Whether every clause of ``intent`` asks for a state this screen shows; an item to
    add counts only when the start screen (``root``) did not already show it."""
    result = check_end_state(intent, screen.hierarchy)
    return result.state_holds and not any(
        c.kind == "add" and set(words(c.item)) <= root for c in result.clauses
    )


def _answered_live(typed: str, elements: tuple[Element, ...]) -> bool:
    """Whether the screen already shows what the last step typed outside the field (a
    list filtered as the user types, a live result)."""
    text = typed.removeprefix("Type ").strip().strip('"').casefold()
    return bool(text) and any(
        text in e.label.casefold() for e in elements if e.label and not e.editable
    )


def _unsubmitted(history: tuple[str, ...]) -> bool:
    """Whether the last step typed text that was never submitted."""
    return bool(history) and history[-1].startswith("Type ")


class HeuristicOrchestraAgent:
    """Merges by the deterministic rule and keeps the InferAgent's lexical order."""

    def merge_and_rank(self, ctx: StepContext, candidates: list[Candidate]) -> list[Candidate]:
        elements = parse_hierarchy(ctx.observation.hierarchy)
        merged = merge_candidates(candidates, elements)
        return sorted(merged, key=lambda c: -c.score)


class HeuristicJudgeAgent:
    """Valid when the screen changed inside the app; success when the intent is covered."""

    def __init__(self, vocabulary: _Vocabulary | None = None) -> None:
        self.vocabulary = vocabulary or _Vocabulary()

    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        before = ctx.observation
        if before.package and after.package and before.package != after.package:
            return Judgement(0.0, "heuristic", "invalid", info={"reason": "left the app"})
        if not _changed(before, after):
            return Judgement(0.1, "heuristic", "invalid", info={"reason": "screen unchanged"})
        elements = parse_hierarchy(after.hierarchy)
        earlier_elements = parse_hierarchy(before.hierarchy)
        seen = self.vocabulary.root(ctx.intent, earlier_elements if not ctx.history else elements)
        terms = key_terms(ctx.intent)
        nxt = replace(ctx, observation=after, history=(*ctx.history, description))
        progress = _coverage(nxt, terms, elements, seen)
        earlier = _coverage(ctx, terms, earlier_elements, seen)
        info: dict[str, object] = {"progress": progress, "before": earlier}
        return Judgement(0.5 + 0.5 * progress, "heuristic", "valid", info=info)

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        if action.type == "terminate" and action.status == "failure":
            return Judgement(0.0, "heuristic", "failure")
        elements = parse_hierarchy(after.hierarchy)
        seen = self.vocabulary.root(ctx.intent, elements)
        progress = _coverage(ctx, key_terms(ctx.intent), elements, seen)
        done = progress >= DONE or (bool(ctx.history) and _goal_shown(ctx.intent, after, seen))
        verdict = "success" if done else "failure"
        return Judgement(float(done), "heuristic", verdict, info={"progress": progress})


def _changed(before: Observation, after: Observation) -> bool:
    """Whether an action changed the screen: its hierarchy, else its pixels."""
    if before.hierarchy is not None and after.hierarchy is not None:
        return _strip_volatile(before.hierarchy) != _strip_volatile(after.hierarchy)
    return not same_screen(before.png, after.png, threshold=0.995)


def _strip_volatile(xml: str) -> str:
    # The status-bar clock ticks with every action; it is not a change the action made.
    return re.sub(r'text="\d{1,2}:\d{2}"', 'text=""', xml)


def heuristic_agents() -> tuple[HeuristicInferAgent, HeuristicOrchestraAgent, HeuristicJudgeAgent]:
    """The three heuristic agents, sharing what they have seen of the app."""
    vocabulary = _Vocabulary()
    return (
        HeuristicInferAgent(vocabulary),
        HeuristicOrchestraAgent(),
        HeuristicJudgeAgent(vocabulary),
    )
