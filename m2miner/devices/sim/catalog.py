"""Where sim apps come from, and the check that their reference solutions work.

The bundled apps live in the package's ``apps`` folder. More folders of app files come
from ``sim.apps_dirs`` in the config (:func:`use_apps_dirs`, called when the CLI loads
it) and from the ``M2MINER_SIM__APPS_DIRS`` environment variable (folders separated by
``os.pathsep``), which the config reads as the same key. The first file of a name wins:
the bundled apps cannot be replaced, and a later file with a taken name is reported.

Loading an app replays every task's reference solution on the app's own state engine
(no pixels drawn) and fails, naming the file and the task, when the solution does not
reach the success predicate or the predicate already holds at the start. The result is
cached by the file's sha256 next to the parsed-YAML cache, so listing apps stays fast.

:func:`app_summary`, what `m2miner apps` shows of a file (title, package, task lengths,
or why the file is broken), is cached the same way, keyed by the file's path and bytes
and by the sim package's code (each module's size and modification time): listing apps
then imports neither the app schema nor pydantic's models of it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from m2miner.config_sources import did_you_mean
from m2miner.errors import ConfigError, M2MinerError

if TYPE_CHECKING:
    from m2miner.devices.sim.apps import SimApp

BUNDLED_DIR = Path(__file__).parent / "apps"
ENV_VAR = "M2MINER_SIM__APPS_DIRS"
CHECK_VERSION = 3
"""Bump when the engine changes what a reference solution does (invalidates the cache)."""
SHORTEST_MAX_STATES = 5_000
"""States the check at load explores for a solution shorter than a task's reference one
before it gives up (and says nothing): a large app must not take minutes to load (the
longest bundled task reaches 20,000 states in about 10 s). The
bundled tasks are known to be shortest (the test suite searches their whole graphs)."""


class SimAppError(ConfigError):
    """A sim app file is invalid; the message names the file and the key."""


def cache_dir() -> Path:
    """Where parsed app files, solution checks and app summaries are cached."""
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "m2miner" / "sim-apps"


_configured: list[Path] = []


def use_apps_dirs(dirs: Iterable[Path], base: Path | None = None) -> None:
    """Add the config's ``sim.apps_dirs`` (relative ones resolved against ``base``)."""
    _configured[:] = [(base / d if base and not d.is_absolute() else d) for d in dirs]


def extra_dirs() -> list[tuple[Path, str]]:
    """The user's app folders, each with where it was named (for error messages)."""
    found: list[tuple[Path, str]] = []
    for text in os.environ.get(ENV_VAR, "").split(os.pathsep):
        if text.strip():
            found.append((Path(text.strip()).expanduser(), f"${ENV_VAR}"))
    found += [(d.expanduser(), "sim.apps_dirs in the config") for d in _configured]
    unique: dict[Path, tuple[Path, str]] = {}
    for folder, source in found:
        unique.setdefault(folder.resolve(), (folder, source))
    return list(unique.values())


def app_files() -> list[Path]:
    """Every app file: the bundled ones, then each extra folder's, sorted by name."""
    files = sorted(BUNDLED_DIR.glob("*.yaml"))
    for folder, source in extra_dirs():
        if not folder.is_dir():
            raise ConfigError(
                f"sim app folder {folder} (from {source}) does not exist",
                hint=f"create it, or remove it from {source}",
            )
        files += sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml"))
    return files


def app_paths() -> dict[str, Path]:
    """App name -> its file; the first file of a name wins."""
    paths: dict[str, Path] = {}
    for path in app_files():
        paths.setdefault(path.stem, path)
    return paths


def shadowed(path: Path) -> str | None:
    """Why ``path`` is not used (another file has its name), or None."""
    first = app_paths().get(path.stem)
    if first is None or first == path:
        return None
    return f"{path}: an app named {path.stem!r} already exists ({first})"


def unknown_app(name: str) -> SimAppError:
    """The error for an app name no file has, with the closest names."""
    names = sorted(app_paths())
    return SimAppError(
        f"no sim app named {name!r}{did_you_mean(name, names, n=3)} (apps: {', '.join(names)})",
        hint="`m2miner apps` lists them; your own apps go in a folder named by sim.apps_dirs "
        f"or ${ENV_VAR}; a real app needs an [apps.NAME] config entry",
    )


def check_solutions(app: SimApp, path: Path) -> dict[str, dict[str, Any]]:
    """Raise :class:`SimAppError` unless every task's reference solution reaches its
    predicate from the start (and the predicate does not hold there already). Returns,
    by task id, ``length`` (the reference solution's actions), ``shortest`` (the fewest
    actions found). Whether the safety policy agrees with a task's ``irreversible`` flag
    is checked above the devices (:func:`m2miner.safety.sim_tasks.flag_warnings`)."""
    from m2miner import __version__

    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:20]
    cache = cache_dir() / f"{path.stem}-{digest}-check{CHECK_VERSION}-{__version__}.json"
    try:
        cached: dict[str, dict[str, Any]] = json.loads(cache.read_text(encoding="utf-8"))
        if {t.id for t in app.tasks} <= set(cached):
            return cached
    except (OSError, ValueError):
        pass
    checked = {task.id: _check_task(app, task, path) for task in app.tasks}
    _write_cache(cache, checked)
    return checked


def _check_task(app: SimApp, task: Any, path: Path) -> dict[str, Any]:
    from m2miner.devices.sim.graph import bounded_shortest_length

    length = _replay(app, task, path)
    shortest = length
    if path.parent != BUNDLED_DIR and length > 1:
        found, _ = bounded_shortest_length(app, task, length - 1, SHORTEST_MAX_STATES)
        shortest = length if found is None else found
    return {"length": length, "shortest": shortest}


def solution_warnings(app: SimApp, checked: dict[str, dict[str, Any]], path: Path) -> list[str]:
    """What :func:`check_solutions` found that loads but is wrong: a reference solution
    longer than needed."""
    out = []
    for task in app.tasks:
        facts = checked[task.id]
        where = f"{path}: task {task.id!r}"
        if facts["shortest"] < facts["length"]:
            out.append(
                f"{where}: its solution takes {facts['length']} actions but "
                f"{facts['shortest']} suffice (`m2miner tasks` shows {facts['shortest']}); "
                "write a shortest solution, as benchmarks score against it"
            )
    return out


def _write_cache(cache: Path, data: object) -> None:
    """Write ``data`` as JSON to ``cache`` atomically; a cache that cannot be written
    (a read-only home) is simply not kept."""
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        partial = cache.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps(data), encoding="utf-8")
        partial.replace(cache)
    except OSError:
        pass


def app_summary(path: Path) -> dict[str, Any]:
    """``{"title", "package", "lengths"}`` of the app file ``path`` (loaded with its
    solutions checked), or ``{"error"}`` when it is broken; cached (module docstring).
    ``path`` must be the file its app name loads (see :func:`shadowed`)."""
    from m2miner import __version__

    try:
        key = hashlib.sha256(path.read_bytes())
    except OSError:
        return _summarise(path)  # reports the unreadable file
    key.update(f"\0{path.resolve()}\0{__version__}\0{_code_stamp()}".encode())
    cache = cache_dir() / f"{path.stem}-{key.hexdigest()[:20]}-summary.json"
    try:
        summary: dict[str, Any] = json.loads(cache.read_text(encoding="utf-8"))
        return summary
    except (OSError, ValueError):
        pass
    summary = _summarise(path)
    _write_cache(cache, summary)
    return summary


def _summarise(path: Path) -> dict[str, Any]:
    from m2miner.devices.sim.apps import load_app

    try:
        app = load_app(path.stem)
    except SimAppError as exc:
        return {"error": str(exc)}
    return {
        "title": app.title,
        "package": app.package,
        "lengths": [task.length for task in app.tasks],
        "warnings": list(app.warnings),
    }


@functools.cache
def _code_stamp() -> str:
    """The sim package's modules by size and modification time: a summary made by other
    code (an edited schema or engine) is not reused. Read once per process (the code
    does not change under it), not once per app file."""
    here = Path(__file__).parent
    stamps = []
    for module in sorted(here.glob("*.py")):
        stat = module.stat()
        stamps.append(f"{module.name}:{stat.st_size}:{stat.st_mtime_ns}")
    return ",".join(stamps)


def _replay(app: SimApp, task: object, path: Path) -> int:
    """Play ``task``'s reference solution on ``app`` alone: its length in actions."""
    from m2miner.devices.sim.apps import Task
    from m2miner.devices.sim.engine import World, apply, check
    from m2miner.devices.sim.gestures import ops_for
    from m2miner.devices.sim.layout import build_frame
    from m2miner.devices.sim.solve import step_action

    assert isinstance(task, Task)
    where = f"{path}: task {task.id!r}"
    fix = f"correct the task's solution: or success: in {path}"
    world = World({app.name: app})
    state = world.start(app.name)
    if check(world, state, task.predicate, app.name):
        raise SimAppError(f"{where}: success already holds at the start", hint=fix)
    for i, step in enumerate(task.solution, 1):
        frame = build_frame(world, state, 1080, 2400, underlay=False)
        try:
            action = step_action(frame, step)
            for op in ops_for(action, frame):
                state = apply(world, state, op)
        except (M2MinerError, ValueError) as exc:
            raise SimAppError(f"{where}: solution step {i} fails: {exc}", hint=fix) from None
    if not check(world, state, task.predicate, app.name):
        raise SimAppError(
            f"{where}: its solution ({len(task.solution)} steps) does not reach its success "
            f"predicate (it ends on screen {state.screen!r})",
            hint=fix,
        )
    return len(task.solution)
