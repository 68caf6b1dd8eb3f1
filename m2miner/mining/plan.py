"""Which intents a mining run works on: given texts, a file, sim tasks, or stored ones."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from m2miner.actions import Domain
from m2miner.errors import ConfigError
from m2miner.store import Store
from m2miner.store.records import IntentRecord, NewIntent

DEFAULT_TASKS = 3


@dataclass(frozen=True)
class MineRequest:
    """What ``m2miner mine`` was asked to do (all optional but the app)."""

    app: str
    intents: tuple[str, ...] = ()
    intents_file: Path | None = None
    task_ids: tuple[str, ...] = ()
    n_tasks: int = DEFAULT_TASKS
    from_stage: int | None = None
    domain: Domain = "mobile"


def is_sim_app(app: str) -> bool:
    from m2miner.devices.sim import list_apps

    return app in list_apps()


def too_long(text: str, max_chars: int) -> str | None:
    """Why ``text`` is refused as an intent (it is sent in every prompt), or None."""
    if len(text) <= max_chars:
        return None
    return f"{len(text):,} characters, more than max_intent_chars ({max_chars:,})"


def check_length(text: str, max_chars: int | None, where: str) -> None:
    """Raise ConfigError naming ``where`` when ``text`` is longer than ``max_chars``."""
    reason = too_long(text, max_chars) if max_chars is not None else None
    if reason is not None:
        raise ConfigError(
            f"{where}: the intent is {reason}: {text[:60]!r}...",
            hint="shorten the intent, or raise max_intent_chars in the config "
            "(the intent is part of every prompt of its tree)",
        )


def check_request(request: MineRequest, max_chars: int, store: Store | None = None) -> None:
    """Refuse, before a run starts, any intent the request names that is too long: given
    with ``--intent``, a line of ``--intents FILE``, or a stored intent of ``--from-stage``."""
    for number, text in enumerate(request.intents, 1):
        check_length(text, max_chars, f"--intent #{number}")
    if request.intents_file is not None:
        read_intents_file(request.intents_file, max_chars)
    if request.from_stage is not None and store is not None:
        for intent in _stored_unmined(request, store):
            check_length(intent.text, max_chars, f"stored intent {intent.id}")


def read_intents_file(path: Path, max_chars: int | None = None) -> list[str]:
    """One intent per line, or JSON lines with an ``intent`` (or ``text``) field; a line
    longer than ``max_chars`` is a ConfigError naming the file and line."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ConfigError(f"cannot read intents file {path}: {exc}") from None
    out = []
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("{"):
            try:
                data = json.loads(line)
                out.append(str(data.get("intent") or data["text"]))
            except (json.JSONDecodeError, KeyError) as exc:
                raise ConfigError(f"{path}:{number}: not an intent line ({exc})") from None
        else:
            out.append(line)
        check_length(out[-1], max_chars, f"{path}:{number}")
    if not out:
        raise ConfigError(f"intents file {path} holds no intents")
    return out


def resolve_intents(request: MineRequest, store: Store, run_id: int) -> list[IntentRecord]:
    """Store (or find) the intents the request names and return them in order."""
    new: list[NewIntent] = []
    texts = list(request.intents)
    if request.intents_file is not None:
        texts += read_intents_file(request.intents_file)
    for text in texts:
        new.append(NewIntent(text=text, app=request.app, domain=request.domain, source="user"))
    for task in _tasks(request):
        new.append(
            NewIntent(
                text=task.intent, app=request.app, domain="mobile", source="task", task_id=task.id
            )
        )
    if request.from_stage is not None:
        return _stored_unmined(request, store)
    records = []
    for intent in new:
        existing = store.intents.lookup(intent.app, intent.text)
        records.append(existing or store.intents.add(intent, run_id=run_id))
    return records


def _tasks(request: MineRequest) -> list:  # list[Task]
    from m2miner.devices.sim import get_task, load_app

    if request.task_ids:
        tasks = [get_task(task_id) for task_id in request.task_ids]
        for task in tasks:
            if task.app != request.app:
                raise ConfigError(f"task {task.id} belongs to app {task.app}, not {request.app}")
        return tasks
    if request.intents or request.intents_file or request.from_stage is not None:
        return []
    if not is_sim_app(request.app):
        raise ConfigError(
            f"app {request.app!r} is not a simulated app, so it has no bundled tasks",
            hint="give --intent TEXT or --intents FILE",
        )
    # The shortest tasks first: the default run is a quick, offline demonstration.
    tasks = sorted(load_app(request.app).tasks, key=lambda t: (t.length, t.id))
    return tasks[: request.n_tasks]


def _stored_unmined(request: MineRequest, store: Store) -> list[IntentRecord]:
    return store.intents.find(app=request.app, stage=request.from_stage, unmined=True)
