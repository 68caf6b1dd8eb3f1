"""Faults from models and devices are contained, and recorded on the nodes they hit.

Models are real HTTP clients (``OpenAICompatModel``) talking to a small server on
127.0.0.1 whose answers each test scripts; devices are sim devices with their realism
faults (disconnects, popups, dropped actions).
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.config import Config
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.sim import Realism, SimDevice
from m2miner.devices.sim.launcher import POPUPS
from m2miner.devices.sim.solve import widget_point
from m2miner.errors import DeviceError
from m2miner.llm.openai_compat import OpenAICompatModel
from m2miner.mining.navigator import FIXES_PER_ACTION, Navigator
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, MineReport, mine
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.store.opening import open_store
from m2miner.store.records import NodeRecord
from tests.cli_helpers import isolate, run
from tests.llm.llm_helpers import FakeServer, Reply, handler_for
from tests.mining.conftest import make_config

CLICK_SEARCH = (
    'Action: "Click the search bar"\n<tool_call>\n{"name": "mobile_use", '
    '"arguments": {"action": "click", "coordinate": [540, 180]}}\n</tool_call>'
)
TASK = "maps.share_grand_hotel"


@contextmanager
def judge_server(respond: Callable[[str, dict[str, Any]], Reply]) -> Iterator[FakeServer]:
    fake = FakeServer(respond)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler_for(fake))
    httpd.daemon_threads = True
    fake.base_url = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    threading.Thread(target=httpd.serve_forever, args=(0.02,), daemon=True).start()
    try:
        yield fake
    finally:
        httpd.shutdown()
        httpd.server_close()


def answer(text: str, *, logprobs: bool = True) -> Reply:
    choice: dict[str, Any] = {
        "index": 0,
        "message": {"role": "assistant", "content": text},
        "finish_reason": "stop",
    }
    if logprobs:
        tops = [{"token": "valid", "logprob": -0.1}, {"token": "invalid", "logprob": -2.5}]
        first = {"token": "valid", "logprob": -0.1, "top_logprobs": tops}
        choice["logprobs"] = {"content": [first]}
    body = {"choices": [choice], "usage": {"prompt_tokens": 5, "completion_tokens": 1}}
    return 200, {"Content-Type": "application/json"}, json.dumps(body).encode()


def slow(seconds: float = 1.0) -> Reply:
    time.sleep(seconds)
    return answer("valid")


def _config(tmp_path: Path, base_url: str, **overrides: object) -> Config:
    return make_config(
        tmp_path,
        models=[
            {"name": "infer", "backend": "scripted", "coords": "norm1000"},
            {
                "name": "judge",
                "backend": "openai",
                "model": "judge",
                "base_url": base_url,
                "timeout_s": 0.3,
                "max_retries": 1,
                "retry_backoff_s": 0.0,
            },
        ],
        **{
            "agents.infer.models": [{"model": "infer", "k": 1}],
            "agents.judge.model": "judge",
            "budget.iterations": 2,
            "search.env_error_retries": 1,
            # Every step goes to the judge, whose faults these tests are about (the
            # scripted taps may change nothing on screen, which the critic would score).
            "critic.no_change": False,
            **overrides,
        },
    )


def _mine(config: Config, judge_url: str, **kw: Any) -> MineReport:
    infer = ScriptedModel("infer", replies=lambda m, n: [CLICK_SEARCH] * n)
    judge = OpenAICompatModel(config.model("judge"))
    request = None if "resume" in kw else MineRequest(app="maps", intents=("Search for a park",))
    try:
        return mine(config, request, models={"infer": infer, "judge": judge}, **kw)
    finally:
        judge.close()


def _nodes(config: Config, tree_id: int) -> list[NodeRecord]:
    with open_store(config) as store:
        return [n for n in store.trees.load(tree_id).nodes if n.parent_id is not None]


def _kinds(node: NodeRecord) -> list[str]:
    return [f["kind"] for f in node.info.get("faults", [])]


def test_a_timeout_and_missing_logprobs_are_retried_and_recorded_on_the_node(
    tmp_path: Path,
) -> None:
    calls: list[int] = []

    def respond(path: str, body: dict[str, Any]) -> Reply:
        calls.append(1)
        if len(calls) == 1:
            return slow()  # the first judge call times out
        if len(calls) == 3:
            return answer("valid", logprobs=False)  # logprobs asked for, and missing
        return answer("valid")

    with judge_server(respond) as server:
        config = _config(tmp_path, server.base_url)
        report = _mine(config, server.base_url)
    assert report.error is None and not report.interrupted
    (outcome,) = report.outcomes
    assert outcome.stop_reason == "budget:iterations" and outcome.iterations == 2
    first, second = sorted(_nodes(config, outcome.tree_id), key=lambda n: n.id)
    assert first.status == "valid" and first.reward_source == "judge"
    assert first.info["faults"] == [{"kind": "model_timeout", "role": "judge", "model": "judge"}]
    assert second.status == "valid" and second.reward_source == "judge"
    assert _kinds(second) == ["model_no_logprobs"]
    assert outcome.faults == {"model_timeout": 1, "model_no_logprobs": 1}


def test_a_model_that_always_times_out_leaves_env_errors_then_retry_errors_judges_them(
    tmp_path: Path,
) -> None:
    down = threading.Event()
    down.set()

    def respond(path: str, body: dict[str, Any]) -> Reply:
        return slow() if down.is_set() else answer("valid")

    with judge_server(respond) as server:
        config = _config(tmp_path, server.base_url)
        report = _mine(config, server.base_url)
        (outcome,) = report.outcomes
        # Never "exhausted" because of a model: the stop reason says what happened.
        assert outcome.stop_reason == "env_errors" and outcome.status == "failed"
        assert report.interrupted and "--retry-errors" in (report.error or "")
        (node,) = _nodes(config, outcome.tree_id)
        assert node.status == "env_error" and node.screenshot_hash is not None
        assert node.info["env_errors"] == 2  # tried, then retried once
        assert _kinds(node).count("model_timeout") == 4  # 2 attempts per evaluation
        assert _kinds(node).count("model_failed") == 2
        assert outcome.faults == {"model_timeout": 4, "model_failed": 2}

        down.clear()  # the model is fixed
        again = _mine(config, server.base_url, resume=report.run_id, retry_errors=True)
    assert again.error is None and not again.interrupted
    (outcome,) = again.outcomes
    nodes = sorted(_nodes(config, outcome.tree_id), key=lambda n: n.id)
    assert nodes[0].id == node.id and nodes[0].status == "valid"
    assert nodes[0].info["error"] is None
    # What happened before stays on the node.
    assert _kinds(nodes[0]).count("model_timeout") == 4
    assert outcome.status != "exhausted"


def _sim_config(tmp_path: Path, **overrides: object) -> Config:
    return make_config(
        tmp_path,
        **{"device.reconnect_wait_s": 0.0, "device.return_wait_s": 0.0, "seed": 3, **overrides},
    )


def _all_faults(config: Config, report: MineReport) -> list[str]:
    return [k for o in report.outcomes for n in _nodes(config, o.tree_id) for k in _kinds(n)]


def test_a_sim_disconnect_mid_tree_is_reconnected_and_recorded(tmp_path: Path) -> None:
    config = _sim_config(tmp_path, **{"faults.device.disconnect_rate": 0.2})
    report = mine(config, MineRequest(app="maps", task_ids=(TASK,)))
    assert not report.interrupted and report.error is None
    (outcome,) = report.outcomes
    assert outcome.status == "succeeded"
    kinds = _all_faults(config, report)
    assert kinds.count("disconnect") >= 1 and kinds.count("reconnect") == kinds.count("disconnect")
    assert outcome.faults["reconnect"] == kinds.count("reconnect")
    assert not any(d.error for d in report.devices)


def test_a_tree_moves_to_another_device_when_one_stays_dead(tmp_path: Path) -> None:
    def device(index: int) -> SimDevice:
        realism = Realism(disconnect_rate=1.0) if index == 0 else Realism()
        return SimDevice("maps", realism=realism, index=index)

    config = _sim_config(tmp_path, **{"device.reconnects": 2})
    report = mine(
        config,
        MineRequest(app="maps", task_ids=(TASK,)),
        devices=2,
        components=Components(device=device),
    )
    assert not report.interrupted and report.error is None
    (outcome,) = report.outcomes
    assert outcome.resumed and outcome.status == "succeeded"
    dead, alive = report.devices
    assert dead.error and "disconnected" in dead.error and alive.error is None
    with open_store(config) as store:
        assert store.trees.get(outcome.tree_id).device == "sim:maps#1"
    # The node in flight when the device was given up keeps what happened to it.
    (hit,) = [n for n in _nodes(config, outcome.tree_id) if "disconnect" in _kinds(n)]
    assert _kinds(hit)[:5] == ["disconnect", "reconnect", "disconnect", "reconnect", "disconnect"]
    assert hit.status != "candidate"


def test_when_no_device_comes_back_the_run_stops_resumable(tmp_path: Path) -> None:
    config = _sim_config(tmp_path, **{"faults.device.disconnect_rate": 1.0, "device.reconnects": 1})
    report = mine(config, MineRequest(app="maps", task_ids=(TASK,)))
    assert report.interrupted and (report.error or "").startswith("device lost")
    # The device is fixed: the run resumes with its stored config, minus the fault.
    calm = {"faults.device.disconnect_rate": 0.0}
    again = mine(config, None, resume=report.run_id, overrides=calm)
    assert not again.interrupted and again.outcomes[0].status == "succeeded"


def test_popups_are_dismissed_and_dropped_actions_repeated_and_both_recorded(
    tmp_path: Path,
) -> None:
    rates = {"faults.device.popup_rate": 0.3, "faults.device.drop_rate": 0.3}
    config = _sim_config(tmp_path, **rates)
    report = mine(config, MineRequest(app="maps", task_ids=(TASK,)))
    assert not report.interrupted
    (outcome,) = report.outcomes
    assert outcome.status == "succeeded"
    kinds = _all_faults(config, report)
    assert "popup" in kinds and "drop" in kinds
    assert outcome.faults["popup"] == kinds.count("popup")
    with open_store(config) as store:
        for node in _nodes(config, outcome.tree_id):
            if node.hierarchy_hash and node.status in ("valid", "success"):
                # A dismissed popup is not part of the screen the node stores.
                shown = store.screenshots.get_text(node.hierarchy_hash)
                assert not any(popup[0] in shown for popup in POPUPS)


def test_unparseable_proposals_are_stored_as_malformed_candidates(tmp_path: Path) -> None:
    infer = ScriptedModel("infer", replies=lambda m, n: ["I would tap somewhere nice."] * n)
    judge = ScriptedModel("judge", replies=lambda m, n: ["valid"] * n)
    config = make_config(
        tmp_path,
        models=[
            {"name": "infer", "backend": "scripted", "coords": "norm1000"},
            {"name": "judge", "backend": "scripted", "coords": "norm1000"},
        ],
        **{
            "agents.infer.models": [{"model": "infer", "k": 2}],
            "agents.judge.model": "judge",
            "agents.infer.max_retries": 1,
            "budget.iterations": 4,
        },
    )
    report = mine(
        config,
        MineRequest(app="maps", intents=("Open your Saved places",)),
        models={"infer": infer, "judge": judge},
    )
    (outcome,) = report.outcomes
    assert outcome.status == "exhausted"  # nothing to expand: every proposal was malformed
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
    malformed = [n for n in nodes if n.status == "malformed"]
    assert malformed and all(n.info["raw"] == "I would tap somewhere nice." for n in malformed)
    assert len(infer.calls) >= 2  # asked again after the unparseable answers
    root = next(n for n in nodes if n.parent_id is None)
    assert _kinds(root) == ["model_malformed"] * len(infer.calls)


FAULTY_SIM = """
seed = 3
[device]
reconnect_wait_s = 0.0
[faults.device]
disconnect_rate = 0.2
popup_rate = 0.3
drop_rate = 0.2
"""


def test_the_summary_gives_each_tree_its_stop_reason_and_fault_counts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    isolate(monkeypatch, tmp_path, columns=240)
    (tmp_path / "faulty.toml").write_text(FAULTY_SIM)
    code, out, err = run(capsys, "mine", "--app", "maps", "--task", TASK, "--config", "faulty.toml")
    assert code == 0, out + err
    header = next(line for line in out.splitlines() if "intent" in line and "faults" in line)
    assert "stop" in header
    row = next(line for line in out.splitlines() if "Share" in line or "share" in line)
    assert "successes" in row and "reconnect" in row and "popup" in row


def test_retry_errors_needs_a_run_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    isolate(monkeypatch, tmp_path)
    code, _, err = run(capsys, "mine", "--app", "maps", "--retry-errors")
    assert code == 2 and "--resume" in err and "fix:" in err


class _Reporting:
    """A device that reports scripted faults after each action (a unit-test fake)."""

    name, domain = "fake", "mobile"

    def __init__(self, reports: list[dict[str, Any]]) -> None:
        self.reports = reports
        self.done: list[str] = []

    def execute(self, action: Action) -> None:
        self.done.append(action.button or action.type)

    def observe(self) -> Observation:
        info = self.reports.pop(0) if self.reports else {}
        return Observation(b"", 1, 1, info=info)


def test_a_popup_is_dismissed_before_a_dropped_action_is_repeated() -> None:
    device = _Reporting(
        [
            {"faults": [{"kind": "drop"}, {"kind": "popup"}]},
            {"stable": False, "settle_s": 5.0},
            {},
        ]
    )
    nav = Navigator(device, AppTarget("x"), lambda node: None)  # type: ignore[arg-type]
    seen: list[dict[str, Any]] = []
    nav.on_fault = seen.append
    nav.act(Action("click", x=1, y=2))
    assert device.done == ["click", "Back", "click"]
    assert [f["kind"] for f in seen] == ["drop", "popup", "slow_screen"]


def test_a_popup_whose_dismissal_was_dropped_is_dismissed_again() -> None:
    # As a faulty sim reported it in a real run: with 4 fixes at most, the click was
    # never repeated and the popup became the screen the click led to.
    drop_popup = {"faults": [{"kind": "drop"}, {"kind": "popup"}]}
    back_dropped = {"faults": [{"kind": "drop", "action": "system_button"}]}
    reports = [drop_popup, {}, {"faults": [{"kind": "drop"}]}, drop_popup, back_dropped, {}, {}]
    device = _Reporting(reports)
    nav = Navigator(device, AppTarget("x"), lambda node: None)  # type: ignore[arg-type]
    nav.act(Action("click", x=1, y=2))
    assert device.done == ["click", "Back", "click", "click", "Back", "Back", "click"]
    assert device.reports == []


def test_an_action_the_device_keeps_dropping_is_a_device_error() -> None:
    device = _Reporting([{"faults": [{"kind": "drop"}]}] * 40)
    nav = Navigator(device, AppTarget("x"), lambda node: None)  # type: ignore[arg-type]
    with pytest.raises(DeviceError, match="dropped action") as raised:
        nav.act(Action("click", x=1, y=2))
    assert raised.value.hint and nav.at is None
    assert device.done == ["click"] * (FIXES_PER_ACTION + 1)


# About 6 s a seed: the quick loop runs the first, the full suite all three.
@pytest.mark.parametrize(
    "seed", [1, pytest.param(2, marks=pytest.mark.slow), pytest.param(3, marks=pytest.mark.slow)]
)
def test_no_action_ends_on_a_popup_or_short_of_its_effect(seed: int) -> None:
    # Settings' Display row and Back, over and over, on a sim that drops 30 % of the
    # actions and brings up a popup after 30 %: every act ends where it should.
    device = SimDevice("settings", realism=Realism(popup_rate=0.3, drop_rate=0.3), seed=seed)
    device.start_app(AppTarget("settings"))
    nav = Navigator(device, AppTarget("settings"), lambda node: None)
    x, y = widget_point(device.frame(), "display")
    for _ in range(60):
        nav.act(Action("click", x=x, y=y))
        assert device.state.popup is None and device.state.screen == "display"
        nav.act(Action("system_button", button="Back"))
        assert device.state.popup is None and device.state.screen != "display"


KILLED_REHEARSAL = """
seed = 11
[[models]]
name = "rehearsal"
backend = "openai"
model = "builtin"
max_retries = 0
[agents.infer]
models = [{{ model = "rehearsal", k = 3 }}]
[agents.orchestra]
model = "rehearsal"
[agents.judge]
model = "rehearsal"
[search]
successes = 1000
env_error_retries = 3
[budget]
iterations = 400
[device]
width = 360
height = 800
trees_per_device = 2
reconnect_wait_s = 0.01
[faults]
seed = 11
log_dir = "{logs}"
[faults.device]
disconnect_rate = 0.05
drop_rate = 0.05
popup_rate = 0.05
slow_screen_rate = 0.05
slow_s = 0.01
[faults.model]
responder = "builtin"
http_5xx_rate = 0.05
malformed_rate = 0.1
"""


def _stored_faults(db: Path) -> Counter[str]:
    counts: Counter[str] = Counter()
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30) as conn:
        for (info,) in conn.execute("SELECT info FROM nodes"):
            counts.update(str(f.get("kind")) for f in json.loads(info or "{}").get("faults", []))
    return counts


def _judged_count(db: Path) -> int:
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30) as conn:
            return int(
                conn.execute("SELECT count(*) FROM nodes WHERE status != 'candidate'").fetchone()[0]
            )
    except sqlite3.OperationalError:  # the schema is not there yet
        return 0


@pytest.mark.slow
def test_a_killed_mine_has_stored_every_fault_it_injected(tmp_path: Path) -> None:
    """SIGKILL mid-node: each fault was written when the miner learned of it, so the store
    holds exactly what the injector logged, the nodes in flight included. Model retries
    are off (``max_retries = 0``) and no timeouts are drawn: the fault server logs a fault
    when it draws it, and the miner learns of a retried one only when its call ends (a
    timeout, ``timeout_s`` later), so a kill in between would count one not recorded."""
    logs, data = tmp_path / "logs", tmp_path / "data"
    config = tmp_path / "rehearse.toml"
    config.write_text(KILLED_REHEARSAL.format(logs=logs))
    # Device latency puts most of the process's time inside a node, between its faults.
    env = {**os.environ, "M2MINER_DEVICE__SIM__LATENCY": "0.05", "COLUMNS": "160"}
    env.pop("M2MINER_CONFIG", None)
    argv = ["mine", "--app", "maps", "--n-tasks", "2", "--config", str(config)]
    proc = subprocess.Popen(
        [sys.executable, "-m", "m2miner", *argv, "--data-dir", str(data)],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    db, deadline = data / "m2miner.db", time.monotonic() + 240
    try:
        while _judged_count(db) < 50:
            assert proc.poll() is None, "the run ended before it was killed"
            assert time.monotonic() < deadline, "mining made no progress"
            time.sleep(0.1)
        time.sleep(0.37)  # somewhere inside a node
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    injected = Counter(
        json.loads(line)["kind"]
        for line in (logs / f"faults-{proc.pid}.jsonl").read_text().splitlines()
    )
    stored = _stored_faults(db)
    assert sum(injected.values()) >= 10 and {"model_5xx", "model_malformed"} <= set(injected)
    # Two trees take turns on the one device, so two model calls at most are in flight at
    # the kill: each one's fault may be drawn and logged by the server and not yet be
    # known to the miner (the answer is on its way). Nothing else may differ.
    missing = {kind: injected[kind] - stored[kind] for kind in injected}
    assert all(n >= 0 for n in missing.values()), (injected, stored)
    assert sum(missing.values()) <= 2, (injected, stored)
    assert stored["reconnect"] <= stored["disconnect"]
    assert stored["model_failed"] == stored["model_5xx"]  # no retries: each 5xx fails a call


class _HalfDone(SimDevice):
    """A sim whose every second tap is performed and then fails, as a tap whose screenshot
    failed would: the device has moved on although the action raised."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.taps = self.failed = 0

    def execute(self, action: Action) -> None:
        super().execute(action)
        if action.type == "click":
            self.taps += 1
            if self.taps % 2 == 0:
                self.failed += 1
                raise DeviceError("the screenshot after the tap failed")


def test_a_retry_returns_to_the_parent_before_repeating_a_half_done_action(
    tmp_path: Path,
) -> None:
    devices: list[_HalfDone] = []

    def device(index: int) -> SimDevice:
        devices.append(_HalfDone("maps", index=index))
        return devices[-1]

    config = _sim_config(tmp_path, **{"budget.iterations": 20, "search.successes": 5})
    report = mine(
        config, MineRequest(app="maps", task_ids=(TASK,)), components=Components(device=device)
    )
    assert report.error is None and sum(d.failed for d in devices) >= 2
    with open_store(config) as store:
        nodes = store.trees.load(report.outcomes[0].tree_id).nodes
        stored = {
            n.id: store.screenshots.get_text(n.hierarchy_hash) for n in nodes if n.hierarchy_hash
        }
    by_id = {n.id: n for n in nodes}
    checked = 0
    for node in nodes:
        if node.parent_id is None or node.id not in stored:
            continue
        path = []
        at: NodeRecord | None = node
        while at is not None and at.action is not None:
            path.append(at.action)
            at = by_id.get(at.parent_id) if at.parent_id is not None else None
        fresh = SimDevice("maps")
        fresh.start_app(AppTarget("maps"))
        for action in reversed(path):
            fresh.execute(action)
        # Every stored screen is the one its path leads to, never an action done twice.
        assert fresh.observe().hierarchy == stored[node.id], node.description
        checked += 1
    assert checked >= 5
