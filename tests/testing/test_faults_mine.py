"""A rehearsal from the config file: ``mine`` under the fault server and the device wrapper."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.config import load_config
from m2miner.mining.plan import MineRequest
from m2miner.mining.rehearsal import answered_builtin, rehearsed
from m2miner.mining.run import mine
from m2miner.store.opening import open_store

REHEARSAL = """
seed = 3
[[models]]
name = "rehearsal"
backend = "openai"
model = "builtin"
max_retries = 2
retry_backoff_s = 0.01
[agents.infer]
models = [{ model = "rehearsal", k = 3 }]
[agents.orchestra]
model = "rehearsal"
[agents.judge]
model = "rehearsal"
[search]
successes = 100
[budget]
iterations = 12
[device]
width = 360
height = 800
reconnect_wait_s = 0.01
[faults]
seed = 5
[faults.device]
drop_rate = 0.1
popup_rate = 0.1
slow_screen_rate = 0.1
slow_s = 0.01
[faults.model]
responder = "builtin"
http_5xx_rate = 0.1
malformed_rate = 0.1
truncated_rate = 0.05
no_logprobs_rate = 0.05
timeout_s = 1.0
"""


def test_a_rehearsal_mines_with_faults_and_records_each_on_its_node(tmp_path: Path) -> None:
    path = tmp_path / "rehearse.toml"
    path.write_text(REHEARSAL)
    logs = tmp_path / "logs"
    config = load_config(
        path, overrides={"store.data_dir": str(tmp_path / "data"), "faults.log_dir": str(logs)}
    )
    assert rehearsed(config) == ["rehearsal"] and answered_builtin(config) == {"rehearsal"}
    report = mine(config, MineRequest(app="maps", n_tasks=1))
    assert not report.interrupted and report.outcomes[0].nodes > 10
    injected = Counter(
        json.loads(line)["kind"]
        for log in logs.glob("faults-*.jsonl")
        for line in log.read_text().splitlines()
    )
    assert injected["model_5xx"] and injected["model_malformed"] and injected["drop"]
    store = open_store(config)
    try:
        nodes = store.trees.load(report.outcomes[0].tree_id).nodes
    finally:
        store.close()
    recorded = Counter(f["kind"] for n in nodes for f in n.info.get("faults", []))
    assert {k: recorded[k] for k in injected} == dict(injected)
    # The stored configuration keeps the model as written, not the fault server's address.
    stored = load_config(overrides={"store.data_dir": str(tmp_path / "data")})
    store = open_store(stored)
    try:
        saved = store.runs.get(report.run_id).config["config"]["models"][0]
    finally:
        store.close()
    assert saved["base_url"] is None and saved["timeout_s"] == 120.0
