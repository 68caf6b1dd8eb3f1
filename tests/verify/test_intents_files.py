"""Intents files with verifiers (JSON lines and YAML), stored with the intent, kept by a
resumed run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.errors import ConfigError
from m2miner.mining.plan import IntentEntry, MineRequest, read_intent_entries, resolve_intents
from m2miner.mining.run import MineEvent, StopFlag, mine
from m2miner.store.opening import open_store
from tests.mining.conftest import make_config
from tests.verify.test_mining_checks import credulous

JS = {"type": "js", "expr": "localStorage.getItem('dark') === '1'"}
ADB = {"type": "adb", "shell": "settings get global airplane_mode_on", "expect": "^1$"}
PY = {"type": "python", "ref": "tests.verify.plugin_checks:always"}

YAML = """\
# Settings on a phone, and a web page, with how to check each.
- intent: Turn on Airplane mode
  verifier: {type: adb, shell: settings get global airplane_mode_on, expect: "^1$"}
- intent: Turn on the dark theme
  verifier:
    type: js
    expr: localStorage.getItem('dark') === '1'
- Open the About page
- text: Check anything
  verifier: {type: python, ref: "tests.verify.plugin_checks:always"}
"""
EXPECTED = [
    IntentEntry("Turn on Airplane mode", ADB),
    IntentEntry("Turn on the dark theme", JS),
    IntentEntry("Open the About page"),
    IntentEntry("Check anything", PY),
]


def test_yaml_and_json_lines_give_the_same_intents(tmp_path: Path) -> None:
    yaml_file = tmp_path / "intents.yaml"
    yaml_file.write_text(YAML)
    jsonl = tmp_path / "intents.jsonl"
    jsonl.write_text(
        "# the same, as JSON lines\n"
        + json.dumps({"intent": "Turn on Airplane mode", "verifier": ADB})
        + "\n"
        + json.dumps({"intent": "Turn on the dark theme", "verifier": JS})
        + "\nOpen the About page\n"
        + json.dumps({"text": "Check anything", "verifier": PY, "id": 7})
        + "\n"
    )
    assert read_intent_entries(yaml_file) == EXPECTED
    assert read_intent_entries(jsonl) == EXPECTED
    mapping = tmp_path / "intents.yml"
    mapping.write_text("intents:\n" + "".join("  " + line + "\n" for line in YAML.splitlines()))
    assert read_intent_entries(mapping) == EXPECTED


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("a.jsonl", '{"intent": "x y", "verifier": {"type": "js"}}\n', r"a.jsonl:1: invalid js"),
        ("b.yaml", "- intent: x y\n  verifier: {type: adb, shell: x}\n", r"intent #1: invalid adb"),
        ("c.yaml", "- intent: x y\n  verifier: {type: sql}\n", "unknown verifier type 'sql'"),
        ("d.yaml", "intent: x y\n", "expected a list of intents"),
        ("e.yaml", "- [x, y]\n", "an intent is a string or a mapping"),
        ("f.jsonl", '{"verifier": {"type": "js", "expr": "true"}}\n', "no intent or text"),
    ],
)
def test_bad_entries_name_the_file_and_entry(
    tmp_path: Path, name: str, content: str, message: str
) -> None:
    path = tmp_path / name
    path.write_text(content)
    with pytest.raises(ConfigError, match=message):
        read_intent_entries(path)


def test_the_verifier_is_stored_with_the_intent_and_updated_when_given_again(
    tmp_path: Path,
) -> None:
    yaml_file = tmp_path / "intents.yaml"
    yaml_file.write_text(YAML)
    config = make_config(tmp_path)
    with open_store(config) as store:
        run = store.runs.create("mine")
        request = MineRequest(app="web", intents_file=yaml_file, domain="web")
        records = resolve_intents(request, store, run.id)
        assert [r.verifier for r in records] == [e.verifier for e in EXPECTED]
        assert store.intents.get(records[1].id).verifier == JS
        # The same intent with another check: the stored intent now carries that one.
        other = {"type": "js", "expr": "document.body.classList.contains('dark')"}
        yaml_file.write_text(f"- intent: Turn on the dark theme\n  verifier: {json.dumps(other)}\n")
        [again] = resolve_intents(request, store, run.id)
        assert again.id == records[1].id and again.verifier == other


def test_a_resumed_run_keeps_the_verifier(tmp_path: Path) -> None:
    intents = tmp_path / "intents.jsonl"
    verifier = {
        "type": "python",
        "ref": "tests.verify.plugin_checks:setting_is",
        "params": {"name": "dark_theme", "value": True},
    }
    intents.write_text(json.dumps({"intent": "Turn on Dark theme", "verifier": verifier}) + "\n")
    config = make_config(tmp_path, **{"budget.iterations": 40})
    stop, nodes = StopFlag(), []

    def observe(event: MineEvent) -> None:
        if event.kind == "node":
            nodes.append(event)
            if len(nodes) == 2:
                stop.set()

    from m2miner.mining.run import Components

    components = Components(agents=credulous)
    first = mine(
        config,
        MineRequest(app="settings", intents_file=intents),
        observer=observe,
        stop=stop,
        components=components,
    )
    assert first.interrupted
    resumed = mine(config, None, resume=first.run_id, components=components)
    [outcome] = resumed.outcomes
    assert outcome.resumed and outcome.verified == 1
    with open_store(config) as store:
        assert store.intents.get(outcome.intent_id).verifier == verifier
        nodes_after = store.trees.load(outcome.tree_id).nodes
    checks = [c for n in nodes_after for c in n.info.get("checks", [])]
    assert checks and all(c["method"] == "verifier" for c in checks)
    assert {c["detail"] for c in checks} <= {
        "python: dark_theme is True",
        "python: dark_theme is False",
    }
