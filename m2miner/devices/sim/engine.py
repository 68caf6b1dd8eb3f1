"""What user operations do to the world's state: pure functions, no pixels.

The device turns pixel actions into the operations below by looking at the laid-out
screen (:mod:`m2miner.devices.sim.layout`); the state-graph search generates them
directly. Both then call :func:`apply`, so the two can never disagree.
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Literal

from m2miner.devices.sim import expr
from m2miner.devices.sim.apps import SimApp, load_app
from m2miner.devices.sim.schema import Widget
from m2miner.devices.sim.state import AppState, Page, SimState
from m2miner.errors import ActionError


@dataclass(frozen=True)
class Tap:
    """Tap (or long-press) ``widget`` on the foreground screen."""

    widget: Widget
    long: bool = False


@dataclass(frozen=True)
class TypeText:
    """Type ``text`` into the focused field, after its text (``replace``: instead of it)."""

    text: str
    replace: bool = False


@dataclass(frozen=True)
class Key:
    """A key: ``enter``, ``backspace`` or one character."""

    key: str


@dataclass(frozen=True)
class Press:
    button: Literal["back", "home"]


@dataclass(frozen=True)
class OpenApp:
    app: str


@dataclass(frozen=True)
class ScrollTo:
    """Set the scroll offset (dp) of a list on the foreground screen."""

    list_id: str
    offset: int


@dataclass(frozen=True)
class Dismiss:
    """Close the popup."""


Op = Tap | TypeText | Key | Press | OpenApp | ScrollTo | Dismiss


class World:
    """The apps that exist in one simulated device; resolves names to loaded apps."""

    def __init__(self, apps: Mapping[str, SimApp] | None = None) -> None:
        self._apps = dict(apps or {})

    def app(self, name: str) -> SimApp:
        if name not in self._apps:
            self._apps[name] = load_app(name)
        return self._apps[name]

    def start(self, name: str | None) -> SimState:
        """A fresh world with ``name`` (or only the launcher) in the foreground."""
        state = SimState(app=None, apps=())
        return _open(self, state, name) if name else state


def apply(world: World, state: SimState, op: Op) -> SimState:
    """The state after ``op``; raises :class:`ActionError` for ``open`` of an unknown app."""
    if state.popup is not None:
        if isinstance(op, Dismiss) or op == Press("back"):
            return replace(state, popup=None)
        if op != Press("home"):
            return state
        state = replace(state, popup=None)
    if isinstance(op, Press):
        return _back(state) if op.button == "back" else _home(state)
    if isinstance(op, OpenApp):
        return _open(world, state, op.app)
    current = state.current
    if state.app is None or current is None or not current.stack:
        return state
    app = world.app(state.app)
    if isinstance(op, Tap):
        return _tap(app, state, current, op)
    if isinstance(op, TypeText):
        return _type(app, state, current, op.text, replace=op.replace)
    if isinstance(op, Key):
        if op.key == "enter":
            return _enter(app, state, current)
        return _type(app, state, current, op.key)
    if isinstance(op, ScrollTo):
        top = current.stack[-1].scrolled(op.list_id, max(0, op.offset))
        return state.with_app(app.name, replace(current, stack=(*current.stack[:-1], top)))
    return state


def _open(world: World, state: SimState, name: str) -> SimState:
    try:
        app = world.app(name)
    except Exception as exc:
        raise ActionError(f"cannot open app {name!r}: {exc}") from exc
    current = state.app_state(name)
    if current is None:
        current = AppState(stack=(), vars=app.initial_vars)
    if not current.stack:
        start = app.spec.start
        current = replace(current, stack=(Page(start),), focus=app.screen(start).autofocus)
    return replace(state.with_app(name, current), app=name)


def _home(state: SimState) -> SimState:
    current = state.current
    if state.app is None or current is None:
        return state
    return replace(state.with_app(state.app, replace(current, focus=None)), app=None)


def _back(state: SimState) -> SimState:
    current = state.current
    if state.app is None or current is None:
        return state
    if current.focus is not None:
        return state.with_app(state.app, replace(current, focus=None))
    if len(current.stack) > 1:
        return state.with_app(state.app, replace(current, stack=current.stack[:-1]))
    # Leaving the first screen finishes the app: its data stays, its screens do not.
    return replace(state.with_app(state.app, replace(current, stack=())), app=None)


def _tap(app: SimApp, state: SimState, current: AppState, op: Tap) -> SimState:
    w = op.widget
    effects = w.on_long_press if op.long else _implicit(w) + w.on_tap
    return _run(app, state, current, effects)


def _implicit(w: Widget) -> tuple[expr.Effect, ...]:
    if w.type in ("switch", "checkbox") and w.bind:
        return (expr.Toggle(w.bind),)
    if w.type == "radio" and w.bind and w.value is not None:
        return (expr.SetVar(w.bind, w.value),)
    if w.type == "text_field" and w.id:
        return (expr.Focus(w.id),)
    return ()


def _type(
    app: SimApp, state: SimState, current: AppState, text: str, replace: bool = False
) -> SimState:
    field = _focused(app, current)
    if field is None or not field.bind:
        return state
    values = dict(current.variables)
    old = "" if replace else str(values.get(field.bind, ""))
    values[field.bind] = old[:-1] if text == "backspace" else old + text
    return state.with_app(app.name, current.with_vars(values))


def _enter(app: SimApp, state: SimState, current: AppState) -> SimState:
    field = _focused(app, current)
    if field is None or not field.on_submit:
        return state
    return _run(app, state, replace(current, focus=None), field.on_submit)


def _focused(app: SimApp, current: AppState) -> Widget | None:
    if current.focus is None or not current.stack:
        return None
    return app.field(current.stack[-1].screen, current.focus)


def _run(
    app: SimApp, state: SimState, current: AppState, effects: tuple[expr.Effect, ...]
) -> SimState:
    run = _Run(app, current)
    for effect in effects:
        run.effect(effect, state)
    if not run.stack:
        return replace(state.with_app(app.name, run.result()), app=None)
    return state.with_app(app.name, run.result())


class _Run:
    """Effects applied in order to a working copy of one app's state."""

    def __init__(self, app: SimApp, current: AppState) -> None:
        self.app = app
        self.values = dict(current.variables)
        self.stack = list(current.stack)
        self.focus = current.focus

    def result(self) -> AppState:
        # Effects only assign declared variables, so the dict keeps the sorted order.
        return AppState(tuple(self.stack), tuple(self.values.items()), self.focus)

    def env(self, state: SimState) -> Mapping[str, expr.Value]:
        specials: dict[str, expr.Value] = {
            "screen": self.stack[-1].screen if self.stack else "",
            "app": state.app or "",
        }
        return ChainMap(specials, self.values)

    def effect(self, effect: expr.Effect, state: SimState) -> None:
        if not self.stack:  # an earlier effect left the app
            return
        env = self.env(state)
        if isinstance(effect, expr.If):
            chosen = effect.then if expr.evaluate(effect.cond, env) else effect.otherwise
            for sub in chosen:
                self.effect(sub, state)
        elif isinstance(effect, expr.Navigate | expr.Back | expr.Focus):
            self.move(effect)
        else:
            self.assign(effect, env)

    def assign(self, effect: expr.Effect, env: Mapping[str, expr.Value]) -> None:
        values = self.values
        if isinstance(effect, expr.SetVar):
            values[effect.name] = expr.resolve(effect.value, env)
        elif isinstance(effect, expr.Toggle) and effect.item is None:
            values[effect.name] = not values.get(effect.name, False)
        elif isinstance(effect, expr.Toggle | expr.Append | expr.Remove):
            item = expr.interpolate(effect.item or "", env)
            items = tuple(x for x in _items(values.get(effect.name)) if x != item)
            present = item in _items(values.get(effect.name))
            adding = isinstance(effect, expr.Append) or not present
            add = adding and not isinstance(effect, expr.Remove)
            values[effect.name] = (*items, item) if add else items
        elif isinstance(effect, expr.Reset):
            values[effect.name] = dict(self.app.initial_vars)[effect.name]
        elif isinstance(effect, expr.Add):
            old = values.get(effect.name, 0)
            values[effect.name] = (old if isinstance(old, int) else 0) + effect.amount

    def move(self, effect: expr.Navigate | expr.Back | expr.Focus) -> None:
        if isinstance(effect, expr.Focus):
            top = self.stack[-1].screen
            if self.app.field(top, effect.widget) is not None:
                self.focus = effect.widget
            return
        if isinstance(effect, expr.Back):
            del self.stack[max(0, len(self.stack) - effect.count) :]
            self.focus = None
            return
        page = Page(effect.screen)
        if effect.mode == "root":
            self.stack = [page]
        elif effect.mode == "replace":
            self.stack[-1] = page
        else:
            self.stack.append(page)
        self.focus = self.app.screen(effect.screen).autofocus


def _items(value: expr.Value | None) -> tuple[str, ...]:
    return value if isinstance(value, tuple) else ()


def check(world: World, state: SimState, predicate: expr.Predicate, app: str) -> bool:
    """Evaluate a task predicate about ``app`` (its initial variables if never started)."""
    env = state.env(app)
    if state.app_state(app) is None:
        env.update(dict(world.app(app).initial_vars))
    return expr.evaluate(predicate, env)
