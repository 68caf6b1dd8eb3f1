"""Cross-reference checks of a parsed sim app file.

Pydantic checks the shape of a file; these check that what it refers to exists: screens,
variables (with the right type), widget ids and lists. Each problem is a string
``"<path>: <what is wrong>"``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from m2miner.devices.sim import expr

if TYPE_CHECKING:
    from m2miner.devices.sim.schema import AppSpec, Widget

_TYPE_NAMES = {bool: "boolean", int: "integer", str: "string", tuple: "list"}


def walk(widgets: tuple[Widget, ...], path: str) -> Iterator[tuple[Widget, str]]:
    """Every widget in ``widgets`` and their children, with its path in the file."""
    for i, w in enumerate(widgets):
        here = f"{path}[{i}]"
        yield w, here
        yield from walk(w.children, f"{here}.children")


def check_references(spec: AppSpec) -> list[str]:
    """Return every dangling or ill-typed reference in ``spec`` (empty when valid)."""
    checker = _Checker(spec)
    checker.run()
    return checker.problems


class _Checker:
    def __init__(self, spec: AppSpec) -> None:
        self.spec = spec
        self.types = {k: type(v) for k, v in spec.initial_state().items()}
        self.problems: list[str] = []
        self.ids: set[str] = set()
        self.lists: set[str] = set()
        self.fields: set[str] = set()
        for name, screen in spec.screens.items():
            for w, _ in walk((*screen.actions, *screen.widgets), name):
                if w.id:
                    self.ids.add(w.id)
                if w.id and w.type == "list":
                    self.lists.add(w.id)
                if w.id and w.type == "text_field":
                    self.fields.add(w.id)

    def run(self) -> None:
        spec = self.spec
        for name in self.types:
            if name in expr.RESERVED_NAMES:
                self.problems.append(f"state.{name}: {name!r} is reserved")
        if spec.start not in spec.screens:
            self.problems.append(f"start: no screen named {spec.start!r}")
        elif spec.screens[spec.start].dialog:
            self.problems.append("start: the start screen cannot be a dialog")
        for name, screen in spec.screens.items():
            where = f"screens.{name}"
            self.text(screen.title, f"{where}.title")
            if screen.autofocus and screen.autofocus not in self.fields:
                self.problems.append(f"{where}.autofocus: no text_field {screen.autofocus!r}")
            for w, path in walk(screen.actions, f"{where}.actions"):
                self.widget(w, path)
            for w, path in walk(screen.widgets, f"{where}.widgets"):
                self.widget(w, path)
        seen: set[str] = set()
        for i, task in enumerate(spec.tasks):
            self.task(task.id, task.success, task.solution, f"tasks[{i}]", seen)

    def widget(self, w: Widget, path: str) -> None:
        for attr in ("text", "desc", "hint", "secondary", "trailing"):
            self.text(getattr(w, attr), f"{path}.{attr}")
        for attr in ("visible_if", "enabled_if", "checked_if", "selected_if"):
            pred = getattr(w, attr)
            if pred is not None:
                self.predicate(pred, f"{path}.{attr}")
        for attr in ("on_tap", "on_long_press", "on_submit"):
            for j, effect in enumerate(getattr(w, attr)):
                self.effect(effect, f"{path}.{attr}[{j}]")
        if w.bind is not None:
            self.binding(w, f"{path}.bind")

    def binding(self, w: Widget, path: str) -> None:
        want = {"switch": bool, "checkbox": bool, "text_field": str}.get(w.type)
        if w.type == "radio":
            want = type(w.value)
        if want is None:
            self.problems.append(f"{path}: a {w.type} cannot bind a variable")
            return
        self.typed(w.bind or "", want, path)

    def typed(self, name: str, want: type, path: str) -> None:
        have = self.types.get(name)
        if have is None:
            self.problems.append(f"{path}: no state variable {name!r}")
        elif have is not want:
            self.problems.append(
                f"{path}: {name!r} is a {_TYPE_NAMES[have]}, expected a {_TYPE_NAMES[want]}"
            )

    def text(self, text: str | None, path: str) -> None:
        for name in expr.placeholders(text or ""):
            if name not in self.types:
                self.problems.append(f"{path}: {{{name}}} is not a state variable")

    def predicate(self, pred: expr.Predicate, path: str) -> None:
        if isinstance(pred, expr.Compare):
            self.compare(pred, f"{path}.{pred.op}.{pred.name}")
        elif isinstance(pred, expr.Empty):
            if pred.name not in self.types:
                self.problems.append(f"{path}.empty: no state variable {pred.name!r}")
        elif isinstance(pred, expr.All | expr.AnyOf):
            for i, item in enumerate(pred.items):
                self.predicate(item, f"{path}[{i}]")
        elif isinstance(pred, expr.Not):
            self.predicate(pred.item, f"{path}.not")

    def compare(self, pred: expr.Compare, path: str) -> None:
        if isinstance(pred.value, str):
            self.text(pred.value, path)
        if pred.name == "screen":
            if pred.op == "equals" and pred.value not in self.spec.screens:
                self.problems.append(f"{path}: no screen named {pred.value!r}")
            return
        if pred.name == "app":
            return
        have = self.types.get(pred.name)
        if have is None:
            self.problems.append(f"{path}: no state variable {pred.name!r}")
        elif pred.op == "equals" and have is not type(pred.value):
            self.problems.append(f"{path}: {pred.name!r} is a {_TYPE_NAMES[have]}")
        elif pred.op in ("gte", "lte") and have is not int:
            self.problems.append(f"{path}: {pred.op} needs an integer variable")
        elif pred.op in ("contains", "matches") and have not in (str, tuple):
            self.problems.append(f"{path}: {pred.op} needs a string or list variable")

    def effect(self, effect: expr.Effect, path: str) -> None:
        if isinstance(effect, expr.SetVar):
            self.typed(effect.name, type(effect.value), f"{path}.set.{effect.name}")
            if isinstance(effect.value, str):
                self.text(effect.value, f"{path}.set.{effect.name}")
        elif isinstance(effect, expr.Toggle):
            self.typed(effect.name, tuple if effect.item else bool, f"{path}.toggle")
        elif isinstance(effect, expr.Append | expr.Remove):
            self.typed(effect.name, tuple, path)
            self.text(effect.item, path)
        elif isinstance(effect, expr.Add):
            self.typed(effect.name, int, f"{path}.add")
        elif isinstance(effect, expr.Reset):
            if effect.name not in self.types:
                self.problems.append(f"{path}.reset: no state variable {effect.name!r}")
        elif isinstance(effect, expr.Navigate):
            if effect.screen not in self.spec.screens:
                self.problems.append(f"{path}.{effect.mode}: no screen named {effect.screen!r}")
        elif isinstance(effect, expr.Focus):
            if effect.widget not in self.fields:
                self.problems.append(f"{path}.focus: no text_field {effect.widget!r}")
        elif isinstance(effect, expr.If):
            self.predicate(effect.cond, f"{path}.if.cond")
            for j, sub in enumerate(effect.then):
                self.effect(sub, f"{path}.if.then[{j}]")
            for j, sub in enumerate(effect.otherwise):
                self.effect(sub, f"{path}.if.else[{j}]")

    def task(
        self,
        task_id: str,
        success: expr.Predicate,
        solution: tuple[expr.Step, ...],
        path: str,
        seen: set[str],
    ) -> None:
        prefix = f"{self.spec.name}."
        if not task_id.startswith(prefix) or len(task_id) == len(prefix):
            self.problems.append(f"{path}.id: {task_id!r} must look like '{prefix}<slug>'")
        if task_id in seen:
            self.problems.append(f"{path}.id: duplicate task id {task_id!r}")
        seen.add(task_id)
        self.predicate(success, f"{path}.success")
        for j, step in enumerate(solution):
            if step.kind in ("tap", "long_press") and step.arg not in self.ids:
                self.problems.append(f"{path}.solution[{j}]: no widget with id {step.arg!r}")
            if step.kind == "scroll" and step.arg not in self.lists:
                self.problems.append(f"{path}.solution[{j}]: no list with id {step.arg!r}")
