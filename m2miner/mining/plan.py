"""Which intents a mining run works on: given texts, a file, sim tasks, or stored ones.

An intents file is plain text (one intent a line), JSON lines, or YAML (``.yaml``/``.yml``:
a list, or a mapping with an ``intents`` list). A JSON line or YAML entry is a mapping with
``intent`` (or ``text``) and an optional ``verifier`` (see :mod:`m2miner.verify.factory`);
a YAML entry may also be a plain string::

    {"intent": "Turn on airplane mode", "verifier": {"type": "adb",
     "shell": "settings get global airplane_mode_on", "expect": "^1$"}}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


@dataclass(frozen=True)
class IntentEntry:
    """One intent of an intents file, with its verifier spec if it has one."""

    text: str
    verifier: Mapping[str, Any] | None = None


def read_intents_file(path: Path, max_chars: int | None = None) -> list[str]:
    """The intents of ``path`` (see :func:`read_intent_entries`), as texts."""
    return [entry.text for entry in read_intent_entries(path, max_chars)]


def read_intent_entries(path: Path, max_chars: int | None = None) -> list[IntentEntry]:
    """One intent per line, JSON lines, or YAML (see the module docstring); an entry
    longer than ``max_chars``, without an intent, or with an invalid verifier is a
    ConfigError naming the file and line (YAML: the entry's number)."""
    try:
        content = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"cannot read intents file {path}: {exc}") from None
    if path.suffix.lower() in (".yaml", ".yml"):
        items = _yaml_items(path, content)
    else:
        items = _line_items(path, content)
    out = [_entry(data, where, max_chars) for where, data in items]
    if not out:
        raise ConfigError(f"intents file {path} holds no intents")
    return out


def _line_items(path: Path, content: str) -> list[tuple[str, object]]:
    items: list[tuple[str, object]] = []
    for number, line in enumerate(content.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("{"):
            try:
                items.append((f"{path}:{number}", json.loads(line)))
            except json.JSONDecodeError as exc:
                raise ConfigError(f"{path}:{number}: not an intent line ({exc})") from None
        else:
            items.append((f"{path}:{number}", line))
    return items


def _yaml_items(path: Path, content: str) -> list[tuple[str, object]]:
    import yaml

    try:
        data = yaml.safe_load(content)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path}: not valid YAML: {exc}") from None
    if isinstance(data, Mapping) and "intents" in data:
        data = data["intents"]
    if data is None:
        return []
    if not isinstance(data, list):
        raise ConfigError(
            f"{path}: expected a list of intents (or a mapping with an intents list)",
            hint='e.g.\n- intent: Open the menu\n  verifier: {type: js, expr: "..."}',
        )
    return [(f"{path}: intent #{number}", item) for number, item in enumerate(data, 1)]


def _entry(data: object, where: str, max_chars: int | None) -> IntentEntry:
    from m2miner.verify.factory import parse_spec

    if isinstance(data, str):
        text, verifier = data.strip(), None
    elif isinstance(data, Mapping):
        text = str(data.get("intent") or data.get("text") or "").strip()
        spec = data.get("verifier")
        verifier = parse_spec(spec, where) if spec is not None else None
    else:
        raise ConfigError(f"{where}: an intent is a string or a mapping, not {data!r}")
    if not text:
        raise ConfigError(f"{where}: not an intent line (no intent or text)")
    check_length(text, max_chars, where)
    return IntentEntry(text, verifier)


def resolve_intents(request: MineRequest, store: Store, run_id: int) -> list[IntentRecord]:
    """Store (or find) the intents the request names and return them in order."""
    new: list[NewIntent] = []
    entries = [IntentEntry(text) for text in request.intents]
    if request.intents_file is not None:
        entries += read_intent_entries(request.intents_file)
    for entry in entries:
        new.append(
            NewIntent(
                text=entry.text,
                app=request.app,
                domain=request.domain,
                source="user",
                verifier=entry.verifier,
            )
        )
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
        if existing is not None and intent.verifier and intent.verifier != existing.verifier:
            # The file now says how to check it: later trees verify with that.
            existing = store.intents.set_verifier(existing.id, intent.verifier)
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
