"""The state graph of a sim app: shortest solutions by breadth-first search, and networkx.

The action alphabet is what a user can do in the app: tap each clickable, enabled widget
on screen (at the centre of its visible bounds, so a covered widget is not tappable),
long-press widgets that react to it, Back, scroll each list one canonical swipe up or
down, and with a focused field, type each text the task's reference solution types, or
press Enter. Keyboard keys and Home are left out (typing covers the keys; Home only
leaves the app). Outside the task's app the search only goes back to it.

States that differ only in variables the task cannot observe are merged: a variable
matters when the success predicate, a visibility or enabled condition, or an ``if``
reads it, or when it flows into one that does through an interpolated effect. Lists whose
order nothing can observe are compared as sets.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Iterator

import networkx as nx

from m2miner.devices.sim import expr
from m2miner.devices.sim.apps import SimApp, Task, load_app
from m2miner.devices.sim.engine import (
    Dismiss,
    Key,
    Op,
    OpenApp,
    Press,
    ScrollTo,
    Tap,
    TypeText,
    World,
    apply,
    check,
)
from m2miner.devices.sim.gestures import scroll_action, swipe_offset
from m2miner.devices.sim.layout import build_frame
from m2miner.devices.sim.nodes import Frame
from m2miner.devices.sim.spec_checks import walk
from m2miner.devices.sim.state import AppState, SimState

DEFAULT_SIZE = (1080, 2400)


def relevant_vars(app: SimApp, predicate: expr.Predicate | None) -> frozenset[str]:
    """The variables that can influence ``predicate`` or what the user can do."""
    reads: set[str] = set(expr.predicate_names(predicate)) if predicate is not None else set()
    flows: list[tuple[set[str], set[str]]] = []
    for screen in app.spec.screens.values():
        for w, _ in walk((*screen.actions, *screen.widgets), ""):
            for cond in (w.visible_if, w.enabled_if):
                if cond is not None:
                    reads |= expr.predicate_names(cond)
            for effect in (*w.on_tap, *w.on_long_press, *w.on_submit):
                for writes, uses in _flows(effect):
                    flows.append((writes, uses))
                    if isinstance(effect, expr.If):
                        reads |= expr.predicate_names(effect.cond)
    changed = True
    while changed:
        changed = False
        for writes, uses in flows:
            if writes & reads and not uses <= reads:
                reads |= uses
                changed = True
    return frozenset(reads)


def order_sensitive_vars(app: SimApp, predicate: expr.Predicate | None) -> frozenset[str]:
    """List variables whose order can matter: compared with ``equals`` or copied by effects.

    Other lists are only read through ``contains``/``empty`` (or shown in text), so two
    states whose lists hold the same items in another order behave alike.
    """
    names: set[str] = set()
    preds: list[expr.Predicate] = [predicate] if predicate is not None else []
    for screen in app.spec.screens.values():
        for w, _ in walk((*screen.actions, *screen.widgets), ""):
            preds.extend(p for p in (w.visible_if, w.enabled_if) if p is not None)
            for effect in (*w.on_tap, *w.on_long_press, *w.on_submit):
                for _, uses in _flows(effect):
                    names |= uses
                preds.extend(_conditions(effect))
    for pred in preds:
        names |= _equals_names(pred)
    return frozenset(names)


def _conditions(effect: expr.Effect) -> Iterator[expr.Predicate]:
    if isinstance(effect, expr.If):
        yield effect.cond
        for sub in (*effect.then, *effect.otherwise):
            yield from _conditions(sub)


def _equals_names(pred: expr.Predicate) -> set[str]:
    if isinstance(pred, expr.Compare):
        return {pred.name} if pred.op == "equals" else set()
    if isinstance(pred, expr.All | expr.AnyOf):
        return set().union(*(_equals_names(p) for p in pred.items))
    if isinstance(pred, expr.Not):
        return _equals_names(pred.item)
    return set()


def _flows(effect: expr.Effect) -> Iterator[tuple[set[str], set[str]]]:
    if isinstance(effect, expr.If):
        for sub in (*effect.then, *effect.otherwise):
            yield from _flows(sub)
        return
    yield expr.effect_names(effect)


def _structural_vars(app: SimApp, screen: str) -> tuple[str, ...]:
    """Variables that decide which widgets of ``screen`` are shown or enabled."""
    names: set[str] = set()
    spec = app.screen(screen)
    for w, _ in walk((*spec.actions, *spec.widgets), screen):
        for cond in (w.visible_if, w.enabled_if):
            if cond is not None:
                names |= expr.predicate_names(cond)
    return tuple(sorted(names))


class StateSpace:
    """Successors of states for one task (or a whole app when ``task`` is None)."""

    def __init__(
        self, app: SimApp, task: Task | None, size: tuple[int, int] = DEFAULT_SIZE
    ) -> None:
        self.app = app
        self.task = task
        self.size = size
        self.world = World({app.name: app})
        self.keep = relevant_vars(app, task.predicate if task else None) if task else None
        self.initial = dict(app.initial_vars)
        texts = [s.arg for s in task.solution if s.kind == "type" and s.arg] if task else []
        if task is None:
            texts = [s.arg for t in app.tasks for s in t.solution if s.kind == "type" and s.arg]
        self.texts = list(dict.fromkeys(texts))
        self._ops: dict[tuple[object, ...], list[Op]] = {}
        self._forget = [
            (i, item)
            for i, item in enumerate(app.initial_vars)
            if self.keep is not None and item[0] not in self.keep
        ]
        ordered = order_sensitive_vars(app, task.predicate if task else None)
        self._unordered = [
            i
            for i, (name, value) in enumerate(app.initial_vars)
            if self.keep is not None and isinstance(value, tuple) and name not in ordered
        ]
        self._structural: dict[str, tuple[str, ...]] = {}

    def start(self) -> SimState:
        return self.normalize(self.world.start(self.app.name))

    def normalize(self, state: SimState) -> SimState:
        """Forget the variables the task cannot observe (reset them to initial values)."""
        own = state.app_state(self.app.name)
        if self.keep is None or own is None:
            return state
        items = own.vars
        forgotten = all(items[i] == initial for i, initial in self._forget)
        if forgotten and all(_is_sorted(items[i][1]) for i in self._unordered):
            return state
        fixed = list(items)
        for i, initial in self._forget:
            fixed[i] = initial
        for i in self._unordered:
            name, value = fixed[i]
            fixed[i] = (name, tuple(sorted(value)) if isinstance(value, tuple) else value)
        return state.with_app(self.app.name, AppState(own.stack, tuple(fixed), own.focus))

    def success(self, state: SimState) -> bool:
        return self.task is not None and check(
            self.world, state, self.task.predicate, self.app.name
        )

    def frame(self, state: SimState) -> Frame:
        return build_frame(self.world, state, *self.size, underlay=False)

    def ops(self, state: SimState) -> list[Op]:
        """The action alphabet in ``state``."""
        if state.popup is not None:
            return [Dismiss()]
        if state.app is None:
            return [OpenApp(self.app.name)]
        if state.app != self.app.name:
            return [Press("back"), Press("home")]
        key = self._layout_key(state)
        ops = self._ops.get(key)
        if ops is None:
            ops = self._screen_ops(state)
            self._ops[key] = ops
        return ops

    def _layout_key(self, state: SimState) -> tuple[object, ...]:
        """What the available operations depend on: screen, scroll, focus, visibility."""
        own = state.current
        assert own is not None and own.stack
        top = own.stack[-1]
        names = self._structural.get(top.screen)
        if names is None:
            names = _structural_vars(self.app, top.screen)
            self._structural[top.screen] = names
        values = own.variables
        return (top, own.focus, tuple(values.get(name) for name in names))

    def _screen_ops(self, state: SimState) -> list[Op]:
        frame = self.frame(state)
        ops: list[Op] = []
        seen: set[int] = set()
        for target in frame.targets:
            if not isinstance(target.op, Tap):
                continue
            left, top, right, bottom = target.box
            hit = frame.target_at((left + right) // 2, (top + bottom) // 2)
            if hit is not None and hit.op is not None and id(hit.op) not in seen:
                seen.add(id(hit.op))
                ops.append(hit.op)
            if target.op.widget.on_long_press:
                ops.append(Tap(target.op.widget, long=True))
        ops.append(Press("back"))
        for info in frame.lists:
            for direction in ("down", "up"):
                swipe = scroll_action(info, direction)
                offset = swipe_offset(info, swipe.y or 0, swipe.y2 or 0, frame.scale)
                if offset != info.offset:
                    ops.append(ScrollTo(info.list_id, offset))
        if state.focus is not None:
            ops.extend(TypeText(text) for text in self.texts)
            ops.append(Key("enter"))
        return ops

    def successors(self, state: SimState) -> Iterator[tuple[Op, SimState]]:
        for op in self.ops(state):
            nxt = self.normalize(apply(self.world, state, op))
            if nxt != state:
                yield op, nxt


def _is_sorted(value: expr.Value) -> bool:
    if not isinstance(value, tuple):
        return True
    return all(a <= b for a, b in itertools.pairwise(value))


def shortest_solution_length(
    app: str | SimApp,
    state: SimState | None,
    task: Task,
    *,
    max_depth: int = 40,
    size: tuple[int, int] = DEFAULT_SIZE,
) -> int | None:
    """Fewest device actions that make ``task`` succeed from ``state`` (None: the start).

    Returns None when no solution exists within ``max_depth`` actions. Lengths are for a
    screen of ``size`` pixels (scrolling distances depend on the screen's height).
    """
    path = shortest_solution(app, state, task, max_depth=max_depth, size=size)
    return None if path is None else len(path)


def shortest_solution(
    app: str | SimApp,
    state: SimState | None,
    task: Task,
    *,
    max_depth: int = 40,
    size: tuple[int, int] = DEFAULT_SIZE,
) -> list[str] | None:
    """One shortest solution as operation descriptions (see :func:`describe`), or None."""
    sim_app = load_app(app) if isinstance(app, str) else app
    return _search(StateSpace(sim_app, task, size), state, max_depth, None)[0]


def bounded_shortest_length(
    app: SimApp, task: Task, max_depth: int, max_states: int
) -> tuple[int | None, bool]:
    """The fewest actions that solve ``task`` from the start within ``max_depth`` (None:
    none), and whether the search finished: it gives up after reaching ``max_states``
    states, as a check at load must not take minutes on a large app."""
    path, complete = _search(StateSpace(app, task), None, max_depth, max_states)
    return (None if path is None else len(path)), complete


def _search(
    space: StateSpace, state: SimState | None, max_depth: int, max_states: int | None
) -> tuple[list[str] | None, bool]:
    """Breadth-first search: a shortest solution (or None) and whether it finished."""
    start = space.normalize(state if state is not None else space.start())
    if space.success(start):
        return [], True
    parents: dict[SimState, tuple[SimState, Op] | None] = {start: None}
    frontier = deque([(start, 0)])
    while frontier:
        current, depth = frontier.popleft()
        if depth >= max_depth:
            continue
        if max_states is not None and len(parents) > max_states:
            return None, False
        for op, nxt in space.successors(current):
            if nxt in parents:
                continue
            parents[nxt] = (current, op)
            if space.success(nxt):
                return _path(parents, nxt), True
            frontier.append((nxt, depth + 1))
    return None, True


def _path(parents: dict[SimState, tuple[SimState, Op] | None], end: SimState) -> list[str]:
    steps: list[str] = []
    link = parents[end]
    while link is not None:
        previous, op = link
        steps.append(describe(op))
        link = parents[previous]
    return steps[::-1]


def state_graph(
    app: str | SimApp,
    task: Task | None = None,
    *,
    max_states: int = 5000,
    max_depth: int = 12,
    size: tuple[int, int] = DEFAULT_SIZE,
) -> nx.DiGraph:
    """The app's state graph explored breadth-first from its start state.

    Nodes are integers in discovery order (0 is the start) with attributes ``state`` (the
    :class:`SimState`), ``screen``, ``depth`` and, with a task, ``success``. Edges carry
    ``op`` (a short description of the operation). With a task, states are merged as in
    :func:`shortest_solution_length`; without one, typing uses the texts of all the app's
    reference solutions. Exploration stops at ``max_states`` nodes or ``max_depth``.
    """
    sim_app = load_app(app) if isinstance(app, str) else app
    space = StateSpace(sim_app, task, size)
    start = space.start()
    graph = nx.DiGraph(app=sim_app.name, task=task.id if task else "")
    ids = {start: 0}
    graph.add_node(0, state=start, screen=start.screen, depth=0, success=space.success(start))
    frontier = deque([start])
    while frontier:
        current = frontier.popleft()
        depth = graph.nodes[ids[current]]["depth"]
        if depth >= max_depth:
            continue
        for op, nxt in space.successors(current):
            if nxt not in ids:
                if len(ids) >= max_states:
                    continue
                ids[nxt] = len(ids)
                graph.add_node(ids[nxt], state=nxt, screen=nxt.screen, depth=depth + 1,
                               success=space.success(nxt))  # fmt: skip
                frontier.append(nxt)
            graph.add_edge(ids[current], ids[nxt], op=describe(op))
    return graph


def describe(op: Op) -> str:
    """A short text for an operation: ``tap save_button``, ``type 'Central Park'``..."""
    if isinstance(op, Tap):
        verb = "long_press" if op.long else "tap"
        return f"{verb} {op.widget.id or op.widget.text or op.widget.type}"
    if isinstance(op, TypeText):
        return f"type {op.text!r}"
    if isinstance(op, Key):
        return f"key {op.key}"
    if isinstance(op, Press):
        return op.button
    if isinstance(op, ScrollTo):
        return f"scroll {op.list_id} to {op.offset}"
    if isinstance(op, OpenApp):
        return f"open {op.app}"
    return "dismiss popup"
