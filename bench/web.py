"""Mining real web apps end to end: what is claimed, verified, refuted and exported, and
whether the exported labels are true.

Mines the three npm apps of :mod:`web_apps` (none written for this project: TodoMVC's
vanilla-JS example, jsoneditor's basic example, Swagger UI in front of a local API) through
a local Appium server and Chromium, five intents each, every intent with a verifier, under
two kinds of agents:

- ``heuristic``: the agents that need no model (``m2miner mine`` without models);
- ``scripted``: a scripted model behind the real agent prompts and parsers. It follows each
  intent's plan (:mod:`web_apps`), finding each target on the screen the device last
  showed, as a model that reads the screen perfectly would; it judges every step valid
  and every ``terminate`` a success, so whatever it claims, only the verifier decides.

Then exports each run (the default export: verified trajectories) and checks it with
parts independent of the code under test: every exported trajectory is replayed on a
fresh start of the app, its verifier evaluated again on the final page (a trajectory
that fails it is **false**), and every exported step description is held against what the
page's own DOM says the step did (:mod:`m2miner.testing.dom_truth`). Prints per app and
agents: intents, claimed / verified / refuted successes, exported trajectories, false
ones, description truth, and medians over the replays of the reset (restoring the seeded
start state: the reset hook, clearing the browser, loading and seeding the start page),
the settling after it (screenshots until two agree) and a step (action, settling and the
checker's two page reads), the actions the safety guard blocked, and every gesture the
mined trees used::

    python bench/web.py [--iterations 12] [--agents heuristic,scripted] [--apps todomvc,...]

The apps are fetched with ``npm pack`` the first time (into ``--cache``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import web_apps
from web_apps import NpmApp, PetServer
from web_script import ScriptedWebModel, Watched

from m2miner.actions import Action
from m2miner.config import Config, DeviceConfig
from m2miner.devices.appium import AppiumDevice
from m2miner.devices.appium_server import appium_server, static_server
from m2miner.devices.base import AppTarget
from m2miner.devices.seed import AppSetup
from m2miner.export.options import ExportOptions
from m2miner.export.run import export_dataset
from m2miner.llm.base import ChatModel
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, MineReport, mine
from m2miner.store.opening import open_store
from m2miner.testing.dom_truth import Stepper, description_is_true

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Row:
    app: str
    agents: str
    intents: int = 0
    claimed: int = 0
    verified: int = 0
    refuted: int = 0
    exported: int = 0
    false: list[str] = field(default_factory=list)
    described: int = 0
    true: int = 0
    untrue: list[str] = field(default_factory=list)
    reset_s: list[float] = field(default_factory=list)
    settle_s: list[float] = field(default_factory=list)
    step_s: list[float] = field(default_factory=list)
    gestures: Counter[str] = field(default_factory=Counter)
    blocked: int = 0
    seen: set[int] = field(default_factory=set)


def _config(app: NpmApp, url: str, data: Path, agents: str, iterations: int) -> Config:
    setup = dict(app.setup)
    if app.pets:
        setup["reset_url"] = f"{url}/reset"
    raw: dict[str, Any] = {
        "seed": 0,
        "store": {"data_dir": str(data)},
        "device": {"kind": "appium", "settle_timeout_s": 3.0},
        "budget": {"iterations": iterations},
        "apps": {app.name: {"domain": "web", "url": f"{url}/{app.page}", "setup": setup}},
        # Local instances with a reset hook or nothing to lose: deleting is allowed and
        # recorded (docs/safety.md, sandbox).
        "safety": {"sandbox": True},
    }
    if agents == "scripted":
        raw["models"] = [{"name": "script", "backend": "scripted", "coords": "norm1000"}]
        raw["agents"] = {
            "infer": {"models": [{"model": "script", "k": 1}]},
            "orchestra": {"model": "script"},
            "judge": {"model": "script"},
        }
    return Config.model_validate(raw)


def _target(app: NpmApp, url: str) -> AppTarget:
    setup = dict(app.setup)
    if app.pets:
        setup["reset_url"] = f"{url}/reset"
    return AppTarget(name=app.name, url=f"{url}/{app.page}", setup=AppSetup.from_config(setup))


def _mine(
    app: NpmApp, url: str, appium: str, data: Path, agents: str, iterations: int
) -> tuple[MineReport, Config]:
    config = _config(app, url, data, agents, iterations)
    intents = data / "intents.jsonl"
    intents.parent.mkdir(parents=True, exist_ok=True)
    intents.write_text(
        "".join(
            json.dumps({"intent": i.text, "verifier": {"type": "js", "expr": i.verifier}}) + "\n"
            for i in app.intents
        )
    )
    watched = Watched(appium, config=_device_config(), domain="web")
    models: dict[str, ChatModel] | None = None
    if agents == "scripted":
        models = {"script": ScriptedWebModel(app, watched)}
    request = MineRequest(app=app.name, intents_file=intents, domain="web")
    report = mine(
        config,
        request,
        device=f"appium:{appium}",
        models=models,
        components=Components(device=lambda index: watched),
    )
    return report, config


def _device_config() -> DeviceConfig:
    return DeviceConfig.model_validate({"kind": "appium", "settle_timeout_s": 3.0})


@dataclass(frozen=True)
class Exported:
    """One exported trajectory: its steps' actions and the description samples' answers
    by node id."""

    intent: str
    actions: tuple[tuple[int, Action], ...]
    descriptions: dict[int, str]


def _read_jsonl(folder: Path) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for split in ("train", "val", "test"):
        path = folder / f"{split}.jsonl"
        if path.exists():
            rows += [json.loads(line) for line in path.read_text().splitlines() if line]
    return rows


def _export(row: Row, report: MineReport, config: Config) -> list[Exported]:
    """Tally the run from the store, export it (the default export), and read back what
    the export holds."""
    store = open_store(config)
    try:
        for outcome in report.outcomes:
            row.intents += 1
            row.verified += outcome.verified
            row.refuted += outcome.refuted
            row.claimed += outcome.verified + outcome.judged_only + outcome.refuted
            for node in store.trees.load(outcome.tree_id).nodes:
                if node.action is not None:
                    row.gestures[node.action.type] += 1
                row.blocked += node.status == "blocked"
        out = Path(config.store.data_dir) / "export"
        export_dataset(store, out, ExportOptions(kinds=("description", "sft")))
        samples = _read_jsonl(out / "llamafactory" / "description")
        meta = _read_jsonl(out / "meta" / "description")
        said = {
            m["node_id"]: s["messages"][-1]["content"] for s, m in zip(samples, meta, strict=True)
        }
        ends = {(m["trajectory"], m["intent"]) for m in _read_jsonl(out / "meta" / "sft")}
        found = []
        for trajectory, intent in sorted(ends):
            path = _path(store, int(trajectory.rsplit("-n", 1)[1]))
            found.append(Exported(intent, path, {n: said[n] for n, _ in path if n in said}))
        return found
    finally:
        store.close()


def _path(store: Any, node_id: int) -> tuple[tuple[int, Action], ...]:
    steps: list[tuple[int, Action]] = []
    node = store.nodes.get(node_id)
    while node.parent_id is not None:
        if node.action is not None and node.action.type not in ("terminate", "answer"):
            steps.append((node.id, node.action))
        node = store.nodes.get(node.parent_id)
    return tuple(reversed(steps))


class _Timed(AppiumDevice):
    """Counts the time spent waiting for the screen to settle (consecutive screenshots
    that agree), apart from the restore itself."""

    settling = 0.0

    def _settle(self) -> Any:
        began = time.perf_counter()
        try:
            return super()._settle()
        finally:
            self.settling += time.perf_counter() - began


def _check(row: Row, app: NpmApp, url: str, appium: str, exported: list[Exported]) -> None:
    """Replay each exported trajectory on a fresh start: its verifier again on the final
    page, and each description against the page's own DOM."""
    verifiers = {i.text: i.verifier for i in app.intents}
    device = _Timed(appium, config=_device_config(), domain="web")
    try:
        device.start_app(_target(app, url))  # opens the session: not a reset
        for item in exported:
            row.exported += 1
            began, device.settling = time.perf_counter(), 0.0
            device.start_app(_target(app, url))
            row.reset_s.append(time.perf_counter() - began - device.settling)
            row.settle_s.append(device.settling)
            stepper = Stepper(device)
            for node_id, action in item.actions:
                began = time.perf_counter()
                checked = stepper.step(action)
                row.step_s.append(time.perf_counter() - began)
                if node_id in item.descriptions and node_id not in row.seen:
                    row.seen.add(node_id)
                    said = item.descriptions[node_id]
                    row.described += 1
                    if description_is_true(said, action, checked.truth):
                        row.true += 1
                    else:
                        row.untrue.append(f"{said!r} (page: {checked.truth})")
            if device.execute_script(f"return ({verifiers[item.intent]});") is not True:
                row.false.append(item.intent)
    finally:
        device.close()


@contextlib.contextmanager
def _served(app: NpmApp, folder: Path) -> Iterator[str]:
    if app.pets:
        with PetServer(folder).serve() as url:
            yield url
    else:
        with static_server(folder) as url:
            yield url


def _median(values: list[float]) -> str:
    return f"{statistics.median(values):.2f}" if values else "-"


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def _print(rows: list[Row]) -> None:
    print(
        "| app | agents | intents | claimed | verified | refuted | exported | false "
        "| descriptions true | reset s | settle s | step s | blocked | gestures |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        gestures = ", ".join(f"{k} {v}" for k, v in sorted(r.gestures.items()))
        print(
            f"| {r.app} | {r.agents} | {r.intents} | {r.claimed} | {r.verified} | {r.refuted} "
            f"| {r.exported} | {len(r.false)} | {r.true}/{r.described} "
            f"({_pct(r.true, r.described)}) | {_median(r.reset_s)} | {_median(r.settle_s)} "
            f"| {_median(r.step_s)} "
            f"| {r.blocked} | {gestures} |"
        )
    true, described = sum(r.true for r in rows), sum(r.described for r in rows)
    false = sum(len(r.false) for r in rows)
    exported = sum(r.exported for r in rows)
    print(
        f"\nall: {exported} exported trajectories, {false} false; "
        f"descriptions true {true}/{described} ({_pct(true, described)})"
    )
    for r in rows:
        for intent in r.false:
            print(f"false trajectory: {r.app}/{r.agents}: {intent}")
        for line in r.untrue:
            print(f"false description: {r.app}/{r.agents}: {line}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=12, help="Iterations per tree.")
    parser.add_argument("--agents", default="heuristic,scripted", help="Comma-separated.")
    parser.add_argument("--apps", default=",".join(a.name for a in web_apps.APPS))
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path.home() / ".cache" / "m2miner-bench",
        help="Where the npm packages are kept.",
    )
    parser.add_argument("--keep", type=Path, help="Keep the data directories here.")
    args = parser.parse_args(argv)
    apps = [a for a in web_apps.APPS if a.name in args.apps.split(",")]
    agents = args.agents.split(",")
    for app in apps:
        print(
            f"{app.name}: npm {app.package}@{app.version} {app.folder}/{app.page}".replace(
                "//", "/"
            )
        )
    print(f"iterations per tree: {args.iterations}; safety: sandbox (local instances)")
    home = os.environ.get("APPIUM_HOME") or ROOT / ".appium"
    rows: list[Row] = []
    with appium_server(home=home) as appium, tempfile.TemporaryDirectory() as tmp:
        for app in apps:
            folder = web_apps.fetch(app, args.cache)
            for kind in agents:
                row = Row(app.name, kind)
                with _served(app, folder) as url:
                    data = (args.keep or Path(tmp)) / f"{app.name}-{kind}"
                    report, config = _mine(app, url, appium, data, kind, args.iterations)
                    exported = _export(row, report, config)
                    _check(row, app, url, appium, exported)
                rows.append(row)
                print(
                    f"... {app.name}/{kind}: {row.verified} verified, {row.exported} exported",
                    flush=True,
                )
    _print(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
