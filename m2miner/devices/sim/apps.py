"""The bundled sim apps and their task catalogues."""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass, field, replace
from pathlib import Path

from m2miner.config_sources import did_you_mean
from m2miner.devices.sim import catalog, expr
from m2miner.devices.sim.schema import AppSpec, Screen, SimAppError, Widget, load_spec
from m2miner.devices.sim.spec_checks import walk

APPS_DIR = Path(__file__).parent / "apps"
LAUNCHER = "launcher"
"""The name predicates see as ``app`` when the home screen is in the foreground."""


@dataclass(frozen=True)
class Task:
    """One task of an app's catalogue.

    ``length`` is the number of device actions of the shortest solution (``terminate`` not
    counted; when the reference solution is longer, the shortest the check at load found);
    ``solution`` is the reference solution in semantic steps.
    """

    id: str
    app: str
    intent: str
    length: int
    predicate: expr.Predicate
    solution: tuple[expr.Step, ...]
    irreversible: bool = False
    """The task needs an irreversible step: mine it under a sandbox safety policy."""


@dataclass(frozen=True, eq=False)
class SimApp:
    """A loaded, validated app: its spec plus lookups the engine needs."""

    spec: AppSpec
    tasks: list[Task] = field(default_factory=list)
    warnings: tuple[str, ...] = ()
    """What loads but is wrong in the file (a reference solution longer than the
    shortest, an ``irreversible`` flag the default safety policy contradicts)."""

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def title(self) -> str:
        return self.spec.title

    @property
    def package(self) -> str:
        return self.spec.package

    def screen(self, name: str) -> Screen:
        return self.spec.screens[name]

    def activity(self, screen: str) -> str:
        """The fully qualified activity class of ``screen``."""
        act = self.spec.screens[screen].activity
        return f"{self.package}{act}" if act.startswith(".") else act

    @functools.cached_property
    def initial_vars(self) -> tuple[tuple[str, expr.Value], ...]:
        return tuple(sorted(self.spec.initial_state().items()))

    def field(self, screen: str, widget_id: str) -> Widget | None:
        """The text field ``widget_id`` of ``screen``, if there is one."""
        return self._fields.get((screen, widget_id))

    @functools.cached_property
    def _fields(self) -> dict[tuple[str, str], Widget]:
        out: dict[tuple[str, str], Widget] = {}
        for name, screen in self.spec.screens.items():
            for w, _ in walk((*screen.actions, *screen.widgets), name):
                if w.type == "text_field" and w.id:
                    out.setdefault((name, w.id), w)
        return out


def list_apps() -> list[str]:
    """Names of the sim apps (bundled and from ``sim.apps_dirs``), sorted."""
    return sorted(catalog.app_paths())


@functools.cache
def load_app(name: str) -> SimApp:
    """Load and validate the app ``name``, its reference solutions checked (see
    :mod:`m2miner.devices.sim.catalog`); raises :class:`SimAppError`."""
    app = read_app(name)
    path = catalog.app_paths()[name]
    checked = catalog.check_solutions(app, path)
    tasks = [replace(t, length=checked[t.id]["shortest"]) for t in app.tasks]
    return SimApp(app.spec, tasks, tuple(catalog.solution_warnings(app, checked, path)))


@functools.cache
def read_app(name: str) -> SimApp:
    """Load and validate the app file of ``name`` without replaying its solutions."""
    path = catalog.app_paths().get(name)
    if path is None:
        raise catalog.unknown_app(name)
    spec = load_spec(path, cached=True)
    tasks = [
        Task(t.id, spec.name, t.intent, len(t.solution), t.success, t.solution, t.irreversible)
        for t in spec.tasks
    ]
    return SimApp(spec, tasks)


def get_task(task_id: str) -> Task:
    """The task with id ``<app>.<slug>``; raises :class:`SimAppError` when unknown."""
    app_name = task_id.split(".", 1)[0]
    if app_name not in list_apps():
        raise SimAppError(
            f"no task {task_id!r}: task ids are APP.NAME, and the sim apps are "
            f"{', '.join(list_apps())}{_close_tasks(task_id)}",
            hint="`m2miner tasks` lists the tasks",
        )
    tasks = load_app(app_name).tasks
    for task in tasks:
        if task.id == task_id:
            return task
    raise SimAppError(
        f"app {app_name!r} has no task {task_id!r}"
        + did_you_mean(task_id, [t.id for t in tasks], n=3),
        hint=f"`m2miner tasks --app {app_name}` lists its tasks",
    )


def _close_tasks(task_id: str) -> str:
    """Did-you-mean over every loadable app's task ids (``open_saved`` -> ``maps.open_saved``)."""
    ids: dict[str, str] = {}
    for name in list_apps():
        try:
            ids |= {t.id: t.id for t in load_app(name).tasks}
            ids |= {t.id.split(".", 1)[-1]: t.id for t in load_app(name).tasks}
        except SimAppError:
            continue
    close = difflib.get_close_matches(task_id, list(ids), n=6)
    full = list(dict.fromkeys(ids[c] for c in close))[:3]
    return f"; did you mean {' or '.join(map(repr, full))}?" if full else ""


def all_tasks() -> list[Task]:
    """Every task of every bundled app."""
    return [task for name in list_apps() for task in load_app(name).tasks]


def find_app(text: str) -> str | None:
    """The bundled app named ``text`` by its name, launcher title or package (any case)."""
    wanted = text.strip().casefold()
    for name in list_apps():
        try:
            app = read_app(name)
        except SimAppError:
            continue
        if wanted in (name.casefold(), app.title.casefold(), app.package.casefold()):
            return name
    return None
