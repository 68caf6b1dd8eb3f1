"""The main commands at 80 columns (a default terminal, or a pipe): no line longer than
80, no cell cut with an ellipsis, no word split across lines, commands whole on one line,
and ``--json`` carrying what the tables show."""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.table import Table

from m2miner.cli.mine_view import ProgressView
from m2miner.cli.render import COMMANDS, _atoms, fit_table, wrap_keeping_commands
from m2miner.mcts import Usage
from m2miner.mining.run import MineEvent
from tests.cli_helpers import isolate, run

WIDTH = 80


@pytest.fixture(autouse=True)
def _narrow(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path, columns=WIDTH)


@pytest.fixture(scope="module")
def mined(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """One small run on the sim (three tasks, one with a long intent), mined at 80
    columns through the CLI; its output and data dir."""
    data = tmp_path_factory.mktemp("d")
    env = {**os.environ, "COLUMNS": str(WIDTH)}
    env.pop("M2MINER_CONFIG", None)
    args = ["--app", "maps", "--data-dir", str(data), "-b", "iterations=8"]
    tasks = ["maps.open_saved", "maps.traffic_layer", "maps.coffee_harbor_cafe"]
    proc = subprocess.run(
        [sys.executable, "-m", "m2miner", "mine", *args, *(f"--task={t}" for t in tasks)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    return {"data": str(data), "out": proc.stdout, "err": proc.stderr}


def check_lines(text: str) -> None:
    """No line wider than 80 unless it is one word or one command (never split), and no
    ellipsis."""
    assert "…" not in text, text
    for line in text.splitlines():
        if len(line) > WIDTH:
            whole = line.strip()
            assert len(_atoms(whole)) == 1 or whole.split()[0] in COMMANDS, line


def words(text: str) -> set[str]:
    """The words of ``text``, ``key=value`` counting as both (a quoted value's words
    without their quotes)."""
    return {w.strip('"') for w in re.split(r"[\s=]+", text)}


def assert_whole(values: list[Any], text: str) -> None:
    """Every whitespace-separated token of ``values`` is a word of ``text``: none was cut
    or split across lines."""
    found = words(text)
    for value in values:
        for token in str(value).split():
            assert token.strip('"') in found, (token, text)


def on_one_line(command: str, text: str) -> bool:
    return any(command in line for line in text.splitlines())


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, out, err = run(capsys, *args)
    assert code == 0, err
    check_lines(out)
    check_lines(err)
    return out


def cli_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    """One JSON document on stdout (its strings are not wrapped)."""
    code, out, err = run(capsys, *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_the_mine_summary_keeps_its_columns_and_says_where_the_data_went(
    mined: dict[str, Any],
) -> None:
    out, err, data = mined["out"], mined["err"], mined["data"]
    check_lines(out)
    header = out.splitlines()[1].split()
    assert header == ["tree", "intent", "status", "verified", "judged", "refuted", "steps"]
    intents = ["Open your Saved places", "Show Traffic on the map using the Layers button"]
    intents.append("Look at nearby Coffee places and open Harbor Cafe")
    assert_whole([*intents, "succeeded", "stop", "nodes", "iter", "faults"], out)
    # No intent one word per line: each row's intent takes at most three lines.
    assert on_one_line("Open your Saved places", out)
    # Where the data went, each path and command whole on its line.
    assert on_one_line(f"database:    {Path(data).resolve()}/m2miner.db", out)
    assert on_one_line(f"screenshots: {Path(data).resolve()}/screenshots", out)
    for command in ("m2miner show 1", "m2miner export --run 1 --format llamafactory OUT_DIR"):
        assert on_one_line(command, out), out
    assert out.rstrip().endswith("m2miner view")
    # stderr is not a terminal: one plain line per finished tree, k of N and the tree id.
    done = [line for line in err.splitlines() if line.startswith("tree ")]
    assert [line.split()[:3] for line in done] == [
        ["tree", "1/3", "#1"],
        ["tree", "2/3", "#2"],
        ["tree", "3/3", "#3"],
    ], err
    assert all("iter" in line and "steps" in line and "successes" in line for line in done)
    # a long intent goes whole under its tree's line, indented, not cut at the width
    check_lines(err)
    assert on_one_line("    Show Traffic on the map using the Layers button", err), err


def test_runs_and_show_wrap_and_match_their_json(
    capsys: pytest.CaptureFixture[str], mined: dict[str, Any]
) -> None:
    data = ["--data-dir", mined["data"]]
    out = cli(capsys, "runs", *data)
    [row] = cli_json(capsys, "runs", *data)
    assert_whole([row["id"], row["created_at"][:10], row["status"], row["command"]], out)
    assert row["created_at"][:16].replace("T", " ") in out  # the date whole, on one line
    assert_whole([row["trees"], row["nodes"], row["successes"]["verified"]], out)
    out = cli(capsys, "runs", "--id", "1", *data)
    assert on_one_line("m2miner mine --app maps --data-dir", out)
    shown = cli_json(capsys, "show", "2", *data)
    out = cli(capsys, "show", "2", *data)
    assert shown["intent"] == "Show Traffic on the map using the Layers button"
    assert_whole([n["description"] for n in shown["nodes"]], out)
    assert {n["id"] for n in shown["nodes"] if n["on_success_path"]} == {
        int(m) for m in re.findall(r"\* \[(\d+)\]", out)
    }
    node = cli_json(capsys, "show", "--node", str(shown["nodes"][1]["id"]), *data)
    out = cli(capsys, "show", "--node", str(node["id"]), *data)
    assert_whole([node["intent"], node["action"], node["status"]], out)
    assert_whole([c["action"] for c in node["candidates"]], out)
    assert on_one_line(node["screenshot"], out) and on_one_line(node["hierarchy"], out)


def test_list_commands_wrap_and_match_their_json(
    capsys: pytest.CaptureFixture[str], mined: dict[str, Any]
) -> None:
    apps = cli_json(capsys, "apps")
    assert_whole(
        [a[k] for a in apps for k in ("app", "title", "package", "tasks")], cli(capsys, "apps")
    )
    tasks = cli_json(capsys, "tasks")
    out = cli(capsys, "tasks")
    assert len(tasks) > 50
    assert_whole([t[k] for t in tasks for k in ("id", "length", "intent")], out)
    data = ["--data-dir", mined["data"]]
    intents = cli_json(capsys, "intents", "list", *data)
    assert_whole([i["text"] for i in intents], cli(capsys, "intents", "list", *data))
    stats = cli_json(capsys, "stats", *data)
    out = cli(capsys, "stats", *data)
    assert f"{stats['trajectories']['total']} ({stats['trajectories']['successful']} + 0)" in out
    devices = cli_json(capsys, "devices")
    out = cli(capsys, "devices")
    assert_whole([d[k] for d in devices for k in ("name", "kind", "state", "detail")], out)
    for command in [c for d in devices for c in _commands(d["fix"])]:
        assert on_one_line(command.strip("(),;."), out), (command, out)


def test_export_summary_fits(
    capsys: pytest.CaptureFixture[str], mined: dict[str, Any], tmp_path: Path
) -> None:
    out_dir = tmp_path / "an-export-folder-with-a-long-name-to-see-the-title-stay-whole"
    out = cli(capsys, "export", str(out_dir), "--data-dir", mined["data"], "--kind", "all")
    assert on_one_line(str(out_dir), out)  # the title's path, whole
    assert on_one_line(f"{out_dir}/export.json", out) and "manifest:" in out


def test_doctor_keeps_each_fix_command_whole(capsys: pytest.CaptureFixture[str]) -> None:
    checks = json.loads(run(capsys, "doctor", "--json")[1])
    out = run(capsys, "doctor")[1]
    check_lines(out)
    commands = [command.strip("(),;.") for c in checks for command in _commands(c["fix"])]
    assert commands, checks
    for command in commands:
        assert on_one_line(command, out), (command, out)
    assert_whole([c["name"] for c in checks], out)


def _commands(text: str) -> list[str]:
    """The commands in ``text``: `quoted` ones and those starting with a command word."""
    found = re.findall(r"`[^`]+ [^`]+`", text)
    found += [a for a in _atoms(text) if " " in a and a.split()[0] in COMMANDS]
    return found


@pytest.mark.parametrize(
    "command",
    [
        [],
        ["mine"],
        ["export"],
        ["train"],
        ["loop"],
        ["loop", "status"],
        ["runs"],
        ["show"],
        ["stats"],
        ["doctor"],
        ["apps"],
        ["tasks"],
        ["devices"],
        ["intents", "list"],
        ["recycle"],
        ["view"],
        ["report"],
        ["serve"],
        ["screenshot"],
        ["config", "show"],
        ["intents", "generate"],
        ["fleet", "resources"],
        ["safety", "requests"],
    ],
)
def test_help_keeps_descriptions_readable(
    capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    out = cli(capsys, *command, "--help")
    assert "\\[" not in out  # typer's escapes for rich are not shown
    assert "..." not in out.split("Commands:")[-1] or "Commands:" not in out
    section = out.split("Options:")[1]
    for line in section.splitlines():
        if line.strip():
            # A description starts by column 34 and so keeps 46 of the 80 columns.
            indent = len(line) - len(line.lstrip())
            assert indent <= 34, line
            if indent > 2:
                assert len(line) <= WIDTH, line


def test_an_error_never_splits_its_fix_command(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "mine", "--retry-errors", "--app", "maps")
    assert code == 2
    check_lines(err)
    assert on_one_line("m2miner mine --resume RUN_ID --retry-errors", err)


def test_wrapping_keeps_commands_and_paths_whole() -> None:
    text = (
        "start it with `appium server --address 127.0.0.1 --port 4723`, then python3 -m "
        "m2miner.devices.appium_server --install (into /a/very/long/path/that/is/one/word)"
    )
    for width in (30, 50, 80):
        lines = wrap_keeping_commands(text, width, 5, "fix: ")
        joined = "\n".join(lines)
        assert on_one_line("`appium server --address 127.0.0.1 --port 4723`,", joined)
        assert on_one_line("python3 -m m2miner.devices.appium_server --install", joined)
        assert on_one_line("/a/very/long/path/that/is/one/word)", joined)
        assert " ".join(joined.split()) == " ".join(f"fix: {text}".split())


def test_an_option_stays_with_its_placeholder() -> None:
    text = "every round trains from a base model: give --infer-base MODEL_DIR_OR_HUB_ID"
    for width in range(30, 80, 3):
        joined = "\n".join(wrap_keeping_commands(text, width, 7, "error: "))
        assert on_one_line("--infer-base MODEL_DIR_OR_HUB_ID", joined), joined


def test_a_wide_table_moves_columns_under_the_text_instead_of_cutting() -> None:
    table = Table(title="t")
    for name in ("id", "intent", "status", "a", "b", "faults"):
        table.add_column(name)
    intent = "Switch the map type to Satellite and then show Traffic using the Layers button"
    table.add_row("17", intent, "interrupted", "12345", "678", "2 model_timeout, 1 reconnect")
    console = Console(width=60, record=True, force_terminal=False)
    console.print(fit_table(table, 60, drop=("faults", "b"), into="intent", pipe=True))
    out = console.export_text()
    check_lines(out)
    assert max(len(line) for line in out.splitlines()) <= 60
    assert_whole([intent, "interrupted", "12345", "678", "model_timeout,", "reconnect"], out)
    # a value with spaces is quoted, so its wrapped words still read as one value
    assert 'faults="2 model_timeout, 1 reconnect"' in " ".join(out.split())


def test_a_command_in_a_cell_stays_on_one_line() -> None:
    table = Table()
    for name in ("device", "state", "fix"):
        table.add_column(name)
    fix = "start it with `appium server --address 127.0.0.1 --port 4723` and try again"
    table.add_row("appium:http://127.0.0.1:4723", "not answering", fix)
    console = Console(width=80, record=True, force_terminal=False)
    console.print(fit_table(table, 80, pipe=True))
    out = console.export_text()
    check_lines(out)
    assert on_one_line("`appium server --address 127.0.0.1 --port 4723`", out), out
    assert_whole([fix, "appium:http://127.0.0.1:4723", "not answering"], out)


def test_the_progress_shows_tree_k_of_n_iterations_budget_and_time() -> None:
    view = ProgressView()
    start = {"k": 2, "n": 3, "budget": {"iterations": 40}, "iterations": 5, "wall_s": 42.0}
    view.on(MineEvent("tree_started", "Open your Recents", 7, data=start))
    usage = Usage(device_steps=9, model_calls=4, prompt_tokens=100, completion_tokens=20)
    node = {"success": True, "iterations": 6, "usage": usage}
    text = view.on(MineEvent("node", "Open your Recents", 7, data=node)).plain
    first, intent, totals = text.splitlines()
    assert first.startswith("tree 2/3 #7  iter 6/40  steps 9  successes 1  0:4")
    assert intent.strip() == "Open your Recents"
    assert "0/3 trees done" in totals and "4 calls" in totals and "120 tokens" in totals


def test_a_pipe_without_columns_gets_80(mined: dict[str, Any]) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "M2MINER_CONFIG")}
    proc = subprocess.run(
        [sys.executable, "-m", "m2miner", "tasks"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0
    check_lines(proc.stdout)
    assert "┃" not in proc.stdout and "━" not in proc.stdout  # no box drawing in a pipe
    assert not [ln for ln in proc.stdout.splitlines() if ln != ln.rstrip()]  # no trailing spaces
    assert not [ln for ln in mined["out"].splitlines() if ln != ln.rstrip()]
    assert max(len(line) for line in proc.stdout.splitlines()) == WIDTH


def greedy(lines: list[str], width: int) -> None:
    """Each line's first word could not have ended the line before (nothing moved to a
    line of its own while it fitted)."""
    for before, after in itertools.pairwise(lines):
        first = _atoms(after.strip())[0] if after.strip() else ""
        assert not first or len(before.rstrip()) + 1 + len(first) > width, (before, after)


def test_a_long_path_in_a_two_column_table_gets_its_own_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from types import SimpleNamespace

    from m2miner.cli.loop_cmd import _round_table
    from m2miner.cli.render import make_console, print_table

    base = tmp_path / "a-longer-folder-for-the-experiments/m2miner-data/loops/demo/stage-1"
    job = {"model_dir": f"{base}/infer/model", "training_run_id": 1, "steps": 2}
    rnd = SimpleNamespace(
        stage=1, id=1, step="done", status="finished", intents=6, runs=[3, 4], trees=6,
        succeeded=4, mined_with={"agents": 1}, export_dir=f"{base}/export",
        export={"sft": {"x": 8}}, trajectories={"successful": 4},
        training={"infer": {**job, "metrics": {"final_loss": 6.3377}}}, endpoints={},
        timings={"generate": 0.4, "mine": 1.5, "train_infer": 15.3}, error=None,
    )  # fmt: skip
    print_table(make_console(), _round_table(rnd))
    out = capsys.readouterr().out
    check_lines("\n".join(line[20:] for line in out.splitlines()))  # the value column
    assert len(f"{base}/infer/model") > WIDTH - 20  # too long for the value column
    assert on_one_line(f"infer checkpoint    {base}/infer/model", out), out
    assert on_one_line(f"export              {base}/export:", out), out
    assert on_one_line("intents generated   6", out) and "=" not in out, out


def test_devices_leave_out_empty_values_and_move_a_command_only_when_it_must(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from m2miner.testing.servers import free_port

    config = tmp_path / "c.toml"
    port = free_port()
    config.write_text(f'[device]\nappium_urls = ["http://127.0.0.1:{port}"]\n')
    out = cli(capsys, "devices", "--config", str(config))
    assert not re.search(r"\w=(\s|$)", out), out  # no `fix=` with nothing after it
    assert_whole([f"appium:http://127.0.0.1:{port}", "Connection", "refused"], out)
    for command in ("`appium server --address 127.0.0.1 --port", "`emulator -avd NAME`"):
        assert on_one_line(command, out), out
    # the moved values: each line as full as its words allow
    column = out.splitlines()[1].index("more")
    rows: list[list[str]] = []
    for line in out.splitlines()[3:]:
        if line[:column].strip():
            rows.append([])
        rows[-1].append(line[column:])
    for lines in rows:
        greedy(lines, WIDTH - column)


def test_an_error_keeps_a_command_in_parentheses_on_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import m2miner.train.serve

    # this machine may have vLLM and a GPU: the refusal's text as it is without them
    monkeypatch.setattr(
        m2miner.train.serve, "serve_blocker", lambda: "vLLM is not installed (pip install vllm)"
    )
    args = ["loop", "--serve", "vllm", "--apps", "maps", "--infer-base", str(tmp_path)]
    code, _, err = run(capsys, *args, "-o", str(tmp_path / "out"))
    assert code == 3, err
    check_lines(err)
    assert on_one_line("(pip install vllm)", err), err
    assert err.startswith("error: --serve vllm: cannot start vLLM here") and "fix: " in err


def test_a_fix_command_too_long_for_the_text_column_starts_under_its_label(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("APPIUM_HOME", str(tmp_path / "no-appium"))
    out = run(capsys, "doctor")[1]
    check_lines(out)
    command = "python3 -m m2miner.devices.appium_server --install"
    lines = out.splitlines()
    [at] = [i for i, ln in enumerate(lines) if command in ln]
    if "fix:" not in lines[at]:  # it did not fit after the label: under it, not right
        assert lines[at - 1].strip() == "fix:", out
        assert lines[at].index(command) == lines[at - 1].index("fix:"), out
