"""Whether a recycled intent is true, checked against the sim world's state.

A recycled intent claims what its path did: "Open Network & internet and turn off Data
Saver", "Open Carlos Rivera and delete it". On the sim that claim can be checked against
the ground truth: the path's actions are replayed on the app's state engine (no pixels;
:func:`replay`), and each clause of the intent (split at ``,``, ``and`` and ``then``) is checked
against the state before and after the path (:func:`check_clause`):

- ``turn on/off L``: a switch, checkbox or radio button named L was tapped and its
  variable ends on (off), having been otherwise before the tap;
- ``search for V``, ``enter V in F``: some variable took a value containing V on the way;
  ``type V in F``: at the end;
- ``set L to V``: some variable ends equal to V, having started otherwise;
- ``open L`` (``open it``): a tap on L changed the screen or the app's data; as the last
  clause, the path ends on the screen that tap reached (or one above it);
- ``open the A app``, ``press Enter``, ``long-press L``, ``choose L``, ``confirm``;
- anything else names a function ("delete it", "call a taxi", "move to trash"): the last
  tap whose label the clause names (for "VERB it", whose label starts with VERB) must have
  done what it does: changed a variable it (or the confirm button of the dialog it opens)
  assigns, kept to the end; a tap that only opens a screen, that screen reached. A tap
  that opens a confirmation dialog nobody confirmed changed nothing, so "delete it" is
  false there.

An intent is *true* when it has clauses and every one holds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from m2miner.actions import Action
from m2miner.agents.end_state import clauses
from m2miner.agents.lexical import key_terms, matches, words
from m2miner.agents.steps import touched
from m2miner.devices.screens import png_size
from m2miner.devices.sim import expr
from m2miner.devices.sim.apps import SimApp
from m2miner.devices.sim.engine import Key, Tap, World, apply
from m2miner.devices.sim.schema import Widget
from m2miner.devices.sim.spec_checks import walk
from m2miner.devices.sim.state import SimState
from m2miner.errors import M2MinerError
from m2miner.store import Store
from m2miner.store.records import IntentRecord, NodeRecord

_VALUE = re.compile(r"^(search for|enter|type) (.+?)(?: in (.+))?$")


@dataclass(frozen=True)
class Replayed:
    """One replayed step: the states around it and the widget it tapped, if any."""

    action: Action
    before: SimState
    after: SimState
    widget: Widget | None
    label: str
    long: bool = False
    enter: bool = False


@dataclass(frozen=True)
class ClaimCheck:
    """One clause of an intent and whether the sim's state bears it out."""

    claim: str
    true: bool
    why: str


@dataclass(frozen=True)
class Truth:
    """An intent's clauses, checked; ``true`` when there are some and all hold."""

    intent: str
    claims: tuple[ClaimCheck, ...]

    @property
    def true(self) -> bool:
        return bool(self.claims) and all(c.true for c in self.claims)

    def as_info(self) -> dict[str, object]:
        return {
            "true": self.true,
            "claims": [{"claim": c.claim, "true": c.true, "why": c.why} for c in self.claims],
        }


def replay(app: SimApp, actions: Sequence[Action], size: tuple[int, int]) -> list[Replayed]:
    """Run ``actions`` from the app's start on its state engine, step by step."""
    from m2miner.devices.sim import hierarchy
    from m2miner.devices.sim.gestures import ops_for
    from m2miner.devices.sim.layout import build_frame

    world = World({app.name: app})
    state = world.start(app.name)
    out = []
    for action in actions:
        frame = build_frame(world, state, *size)
        ops = ops_for(action, frame) if action.type not in ("terminate", "answer") else []
        tap = next((op for op in ops if isinstance(op, Tap)), None)
        named = touched(hierarchy.dump(frame), action) if tap is not None else None
        after = state
        for op in ops:
            after = apply(world, after, op)
        label = named.label if named else _widget_label(tap.widget if tap else None)
        out.append(
            Replayed(
                action,
                state,
                after,
                tap.widget if tap else None,
                label,
                long=bool(tap and tap.long),
                enter=any(op == Key("enter") for op in ops),
            )
        )
        state = after
    return out


def check_intent(app: SimApp, steps: Sequence[Replayed], intent: str) -> Truth:
    """Each clause of ``intent`` checked against the replayed path (see the module)."""
    parts = clauses(intent)
    checks = []
    for i, clause in enumerate(parts):
        true, why = check_clause(app, steps, clause, last=i == len(parts) - 1)
        checks.append(ClaimCheck(clause, true, why))
    return Truth(intent, tuple(checks))


def check_clause(
    app: SimApp, steps: Sequence[Replayed], clause: str, *, last: bool
) -> tuple[bool, str]:
    """Whether one clause holds on the replayed path, and why."""
    if not steps:
        return False, "the path has no steps"
    text = clause.casefold()
    path = _Path(app, steps)
    if m := re.match(r"^turn (on|off) (.+)$", text):
        return path.switch(m.group(2), m.group(1) == "on")
    if m := re.match(r"^set (.+) to (.+)$", text):
        return path.ends_with_value(m.group(2))
    if m := _VALUE.match(text):
        return path.took_value(m.group(2), at_end=m.group(1) == "type")
    if m := re.match(r"^open the (.+) app$", text):
        return path.opened_app(m.group(1))
    if m := re.match(r"^open (.+)$", text):
        return path.opened(m.group(1), last=last)
    if text == "press enter":
        return path.entered()
    if m := re.match(r"^long-press (.+)$", text):
        return path.changed_by(m.group(1), long=True)
    if m := re.match(r"^choose (.+)$", text):
        return path.changed_by(m.group(1))
    if text == "confirm":
        return path.confirmed()
    return path.function(text)


class _Path:
    """The replayed path and the checks of :func:`check_clause` on it."""

    def __init__(self, app: SimApp, steps: Sequence[Replayed]) -> None:
        self.app = app
        self.steps = steps
        self.start = _vars(steps[0].before, app.name)
        self.end = _vars(steps[-1].after, app.name)

    def switch(self, label: str, on: bool) -> tuple[bool, str]:
        for step in reversed(self.steps):
            w = step.widget
            if w is None or w.type not in ("switch", "checkbox", "radio") or not w.bind:
                continue
            if not _names(label, step.label):
                continue
            start = _vars(step.before, self.app.name).get(w.bind)
            end = self.end.get(w.bind)
            if w.type == "radio":  # a radio is on while its variable holds its value
                start, end = start == w.value, end == w.value
            if end == on and start != on:
                return True, f"{w.bind} went from {start} before the tap to {end} at the end"
            state = "on" if on else "off"
            return (
                False,
                f"{w.bind} was {start} before the tap and is {end} at the end, not {state}",
            )
        return False, f"no switch named {label!r} was tapped"

    def ends_with_value(self, value: str) -> tuple[bool, str]:
        for name, end in self.end.items():
            if _text(end) == value and _text(self.start.get(name)) != value:
                return True, f"{name} ends as {end!r}"
        return False, f"no variable ends as {value!r}"

    def took_value(self, value: str, *, at_end: bool) -> tuple[bool, str]:
        states = [self.end] if at_end else [_vars(s.after, self.app.name) for s in self.steps]
        for values in states:
            for name, now in values.items():
                if value in _text(now) and value not in _text(self.start.get(name)):
                    return True, f"{name} holds {now!r}"
        where = "at the end" if at_end else "on the way"
        return False, f"no variable took {value!r} {where}"

    def opened_app(self, name: str) -> tuple[bool, str]:
        wanted = {name, self.app.title.casefold(), self.app.name}
        if any(s.after.app and s.after.app.casefold() in wanted for s in self.steps):
            return True, f"{name} came to the foreground"
        return False, f"{name} was never opened"

    def opened(self, label: str, *, last: bool) -> tuple[bool, str]:
        step = self._tap(label, lambda s: s.after != s.before)
        if step is None:
            return False, f"no tap on {label!r} changed anything"
        reached = step.after.stack
        if last and not _within(self.steps[-1].after.stack, reached):
            return False, f"the path ends on {self.steps[-1].after.screen}, not {reached[-1:]}"
        return True, f"the tap on {step.label!r} reached {step.after.screen}"

    def entered(self) -> tuple[bool, str]:
        if any(s.enter and s.after != s.before for s in self.steps):
            return True, "Enter submitted something"
        return False, "no Enter changed anything"

    def changed_by(self, label: str, *, long: bool = False) -> tuple[bool, str]:
        step = self._tap(label, lambda s: s.long == long and _vars_changed(s, self.app.name))
        if step is None:
            return False, f"no tap on {label!r} changed the app's data"
        return True, f"the tap on {step.label!r} changed the app's data"

    def confirmed(self) -> tuple[bool, str]:
        for s in self.steps:
            before = self.app.spec.screens.get(s.before.screen)
            if before is not None and before.dialog and _vars_changed(s, self.app.name):
                return True, f"the dialog {s.before.screen} was confirmed"
        return False, "no dialog was confirmed"

    def function(self, clause: str) -> tuple[bool, str]:
        step = self._function_step(clause)
        if step is None:
            return False, f"no tapped element is named by {clause!r}"
        assigned = effects_of(self.app, step.widget)
        before = _vars(step.before, self.app.name)
        changed = sorted(n for n in assigned if self.end.get(n) != before.get(n))
        if changed:
            return True, f"{step.label!r} changed {', '.join(changed)}"
        target = _navigates_to(step.widget)
        only_opens = target and not assigned and not self.app.spec.screens[target].dialog
        if only_opens and any(target == s.after.screen for s in self.steps):
            return True, f"{step.label!r} opened {target}"
        what = ", ".join(sorted(assigned)) or "nothing"
        return False, f"{step.label!r} left {what} as it was"

    def _function_step(self, clause: str) -> Replayed | None:
        taps = [s for s in self.steps if s.widget is not None and s.label]
        if clause.endswith(" it"):
            verb = clause.split()[0]
            found = [s for s in taps if words(s.label)[:1] == [verb]]
            return found[-1] if found else None
        terms = set(key_terms(clause))
        named = [s for s in taps if key_terms(s.label) and _all_in(key_terms(s.label), terms)]
        return named[-1] if named else None

    def _tap(self, label: str, ok: Callable[[Replayed], bool]) -> Replayed | None:
        for step in reversed(self.steps):
            if step.widget is None or not ok(step):
                continue
            if label == "it" or _names(label, step.label):
                return step
        return None


def effects_of(app: SimApp, widget: Widget | None) -> set[str]:
    """Variables a tap on ``widget`` assigns, with those of the dialog it opens."""
    if widget is None:
        return set()
    out = _assigned(widget.on_tap) | _implicit(widget)
    target = _navigates_to(widget)
    if target and app.spec.screens[target].dialog:
        screen = app.spec.screens[target]
        for w, _ in walk((*screen.actions, *screen.widgets), target):
            out |= _assigned((*w.on_tap, *w.on_submit)) | _implicit(w)
    return out


def _assigned(effects: Iterable[expr.Effect]) -> set[str]:
    out: set[str] = set()
    for e in effects:
        if isinstance(e, expr.If):
            out |= _assigned(e.then) | _assigned(e.otherwise)
        elif isinstance(e, expr.SetVar | expr.Toggle | expr.Append | expr.Remove | expr.Add):
            out.add(e.name)
    return out


def _implicit(w: Widget) -> set[str]:
    return {w.bind} if w.bind and w.type in ("switch", "checkbox", "radio") else set()


def _navigates_to(widget: Widget | None) -> str | None:
    if widget is None:
        return None
    for e in widget.on_tap:
        if isinstance(e, expr.Navigate):
            return e.screen
    return None


def _widget_label(widget: Widget | None) -> str:
    if widget is None:
        return ""
    return widget.text or widget.desc or widget.hint or ""


def _vars(state: SimState, app: str) -> dict[str, expr.Value]:
    own = state.app_state(app)
    return dict(own.variables) if own else {}


def _vars_changed(step: Replayed, app: str) -> bool:
    return _vars(step.before, app) != _vars(step.after, app)


def _text(value: expr.Value | None) -> str:
    if isinstance(value, tuple):
        return " | ".join(value).casefold()
    return "" if value is None else str(value).casefold()


def _names(label: str, element: str) -> bool:
    """Whether ``label`` (from the intent) names the element labelled ``element``."""
    want, have = key_terms(label), set(words(element))
    return bool(want) and _all_in(want, have)


def _all_in(terms: Sequence[str], pool: set[str]) -> bool:
    return all(matches(t, pool) for t in terms)


def _within(stack: tuple[str, ...], reached: tuple[str, ...]) -> bool:
    """Whether the final back stack is the reached one or goes on from it."""
    return stack[: len(reached)] == reached


# -- recycled intents in the store -------------------------------------------------------


@dataclass(frozen=True)
class TruthRow:
    """One recycled intent of a sim tree, checked."""

    intent_id: int
    node_id: int
    app: str
    truth: Truth | None
    error: str | None = None


@dataclass(frozen=True)
class TruthReport:
    """Recycled intents of sim trees and how many of them are true."""

    rows: tuple[TruthRow, ...]

    @property
    def checked(self) -> int:
        return sum(1 for r in self.rows if r.truth is not None)

    @property
    def true(self) -> int:
        return sum(1 for r in self.rows if r.truth is not None and r.truth.true)

    @property
    def rate(self) -> float | None:
        return self.true / self.checked if self.checked else None


def check_recycled(store: Store, intents: Sequence[IntentRecord]) -> TruthReport:
    """Check each recycled intent of a sim tree against the sim's state; the verdict is
    noted in its path's last node's info under ``recycle_truth``."""
    from m2miner.devices.sim import load_app
    from m2miner.mining.recycle_report import sim_paths

    rows = []
    for intent, loaded, node_id in sim_paths(store, intents):
        path = loaded.path(node_id)
        actions = [n.action for n in path[1:] if n.action is not None]
        app = load_app(loaded.tree.app)
        try:
            truth = check_intent(app, replay(app, actions, _size(store, path[0])), intent.text)
        except M2MinerError as exc:
            rows.append(TruthRow(intent.id, node_id, app.name, None, str(exc)))
            continue
        store.nodes.add_info(node_id, {"recycle_truth": truth.as_info()})
        rows.append(TruthRow(intent.id, node_id, app.name, truth))
    return TruthReport(tuple(rows))


def _size(store: Store, root: NodeRecord) -> tuple[int, int]:
    if root.screenshot_hash is None:
        return (1080, 2400)
    return png_size(store.screenshots.get(root.screenshot_hash))
