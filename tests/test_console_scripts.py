"""Console scripts (ray, vllm, alembic, ...) are found from the interpreter, never by name
from PATH: a version manager's shim runs python3, but a script pip installed after the
shims were last rebuilt has none, so on a fresh machine `ray` is not on PATH at all."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from m2miner.procs import console_script, script_dirs

REPO = Path(__file__).resolve().parents[1]

# The Python programs this project, its tests and its benchmarks use (console scripts of
# the extras and the training tools, and the interpreter itself, which must be
# sys.executable rather than whichever python3 PATH finds).
SCRIPTS = {
    "accelerate",
    "alembic",
    "deepspeed",
    "hf",
    "huggingface-cli",
    "llamafactory-cli",
    "m2miner",
    "mypy",
    "pip",
    "pip3",
    "pytest",
    "python",
    "python3",
    "ray",
    "ruff",
    "swift",
    "torchrun",
    "transformers",
    "uvicorn",
    "vllm",
}
# (file, script) pairs that name a script in a command printed for the user (to run on
# another machine, or to retry), never run here.
PRINTED = {("m2miner/train/serve.py", "vllm"), ("m2miner/cli/errors.py", "m2miner")}


def _without_interpreter_dirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """PATH as on a fresh machine: no folder of this interpreter's scripts on it."""
    dirs = {str(d) for d in script_dirs()}
    kept = [p for p in os.environ["PATH"].split(os.pathsep) if p and p not in dirs]
    monkeypatch.setenv("PATH", os.pathsep.join([str(tmp_path / "empty"), *kept]))


def test_a_script_is_found_beside_the_interpreter_with_its_folder_off_path(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _without_interpreter_dirs(monkeypatch, tmp_path)
    found = console_script("m2miner")  # this project's own script, installed with it
    assert found is not None and found.parent in script_dirs()
    assert found.name == "m2miner"
    done = subprocess.run([str(found), "--help"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "mine" in done.stdout


def test_the_interpreter_s_script_wins_over_one_on_path(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    interpreter_bin, elsewhere = tmp_path / "venv" / "bin", tmp_path / "elsewhere"
    for folder in (interpreter_bin, elsewhere):
        folder.mkdir(parents=True)
        (folder / "ray").write_text("#!/bin/sh\n")
        (folder / "ray").chmod(0o755)
    (interpreter_bin / "not-executable").write_text("")
    monkeypatch.setattr(sys, "executable", str(interpreter_bin / "python3"))
    monkeypatch.setenv("PATH", str(elsewhere))
    assert script_dirs()[0] == interpreter_bin
    assert console_script("ray") == interpreter_bin / "ray"
    # a name none of the interpreter's folders has: PATH is the last resort
    (elsewhere / "tool-only-on-path").write_text("#!/bin/sh\n")
    (elsewhere / "tool-only-on-path").chmod(0o755)
    assert console_script("tool-only-on-path") == elsewhere / "tool-only-on-path"
    assert console_script("not-executable") is None
    assert console_script("absent-everywhere") is None


def test_the_ray_cluster_starts_ray_without_it_on_path(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    pytest.importorskip("ray")
    from m2miner.testing import ray_cluster

    _without_interpreter_dirs(monkeypatch, tmp_path)
    script = ray_cluster.ray_command()
    assert Path(script[0]).parent in script_dirs()
    # the form used when pip left no script at all
    monkeypatch.setattr(ray_cluster, "console_script", lambda name: None)
    module = ray_cluster.ray_command()
    assert module[0] == sys.executable
    for command in (script, module):
        done = subprocess.run([*command, "--version"], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0 and "version" in done.stdout, done.stderr


# Where a list is a command line: the first argument of these calls, or a value bound to
# (or returned by a function) whose name says it is one.
RUNNERS = {"run", "Popen", "call", "check_call", "check_output", "execv", "execvp", "execvpe"}
COMMAND_NAME = re.compile(r"cmd|command|argv|executable", re.IGNORECASE)


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _command_lists(tree: ast.AST) -> list[ast.List]:
    lists: list[ast.List] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node.func) in RUNNERS and node.args:
            lists += [n for n in ast.walk(node.args[0]) if isinstance(n, ast.List)]
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(COMMAND_NAME.search(_name(t)) for t in targets):
                lists += [n for n in ast.walk(node.value) if isinstance(n, ast.List)]
        elif isinstance(node, ast.FunctionDef) and COMMAND_NAME.search(node.name):
            for ret in ast.walk(node):
                if isinstance(ret, ast.Return) and ret.value is not None:
                    lists += [n for n in ast.walk(ret.value) if isinstance(n, ast.List)]
    return lists


def _argv_heads(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, program) of every command line a file builds from a literal program name,
    and of every ``shutil.which("name")``: the ways a file names a program to run."""
    found = []
    for node in _command_lists(tree):
        head = node.elts[0] if node.elts else None
        if isinstance(head, ast.Constant) and isinstance(head.value, str):
            found.append((node.lineno, head.value))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and _name(node.func) == "which"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            found.append((node.lineno, str(node.args[0].value)))
    return found


def test_the_scan_finds_a_script_started_by_name() -> None:
    code = (
        "import shutil, subprocess\n"
        "subprocess.Popen(['ray', 'start'])\n"
        "command = ['alembic', 'upgrade']\n"
        "def _vllm_executable():\n    return ['vllm']\n"
        "shutil.which('swift')\n"
        "BACKENDS = ['hf', 'openai']\n"  # a list of names, not a command
    )
    heads = _argv_heads(ast.parse(code))
    assert sorted(heads) == [(2, "ray"), (3, "alembic"), (5, "vllm"), (6, "swift")]


def test_no_code_runs_a_python_console_script_by_name() -> None:
    offenders = []
    for folder in ("m2miner", "tests", "bench", "scripts"):
        for path in sorted((REPO / folder).rglob("*.py")):
            rel = path.relative_to(REPO).as_posix()
            for line, head in _argv_heads(ast.parse(path.read_text(), str(path))):
                if head in SCRIPTS and (rel, head) not in PRINTED:
                    offenders.append(f"{rel}:{line}: {head}")
    assert offenders == [], "run these from sys.executable's folder or as python -m"


def test_the_test_script_runs_python_tools_through_the_interpreter() -> None:
    names = "|".join(re.escape(n) for n in sorted(SCRIPTS - {"python3"}, key=len, reverse=True))
    # a script name where a command starts: at the line start, after ; & | ( ! or a keyword
    command = re.compile(rf"(?:^|[;&|(!]|\b(?:exec|then|do|if)\s)\s*({names})(?=\s|$)")
    offenders = []
    for rel in ("scripts/test", ".ci/run"):
        for number, line in enumerate((REPO / rel).read_text().splitlines(), 1):
            code = line.split("#", 1)[0]
            if code.strip().startswith(("echo", "printf", "step ")):
                continue  # text shown to the user
            offenders += [f"{rel}:{number}: {m}" for m in command.findall(code)]
    assert offenders == []
