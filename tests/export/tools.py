"""Running the training tools' own code on exports: each tool lives in its own virtualenv
(their pins conflict with each other and with this project's), made by ``scripts/test`` under
``.venvs/<tool>/``; tests that need one are skipped when it is absent."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
CHECKS = Path(__file__).resolve().parent / "tool_checks"
VENVS = Path(os.environ.get("M2MINER_TOOL_VENVS", REPO / ".venvs"))


def tool_python(tool: str) -> Path:
    """The interpreter of ``tool``'s virtualenv; skips the test when there is none."""
    python = VENVS / tool / "bin" / "python"
    if not python.is_file():
        pytest.skip(f"no {tool} environment at {python.parent.parent} (scripts/test builds it)")
    return python


def run_check(
    tool: str, script: str, *args: str, cwd: Path, env: dict[str, str] | None = None
) -> dict[str, Any]:
    """Run ``tool_checks/<script>`` in ``tool``'s environment from ``cwd``; its RESULT."""
    python = tool_python(tool)
    environ = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    environ.update(HF_HUB_OFFLINE="1", TOKENIZERS_PARALLELISM="false", **(env or {}))
    done = subprocess.run(
        [str(python), str(CHECKS / script), *args],
        cwd=cwd,
        env=environ,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, done.stderr[-4000:] + done.stdout[-2000:]
    result: dict[str, Any] = json.loads(lines[-1].removeprefix("RESULT "))
    return result


def swift_commands(
    script: str, variables: dict[str, str]
) -> list[tuple[str, list[str], dict[str, str]]]:
    """The ``swift`` commands of an emitted ``train.sh``: (subcommand, arguments after it,
    environment: the script's ``export`` lines and the assignments before the command),
    in order, with ``$NAME`` and ``"$NAME..."`` words expanded from ``variables``."""
    joined = script.replace("\\\n", " ")
    commands = []
    exported: dict[str, str] = {}
    for line in joined.splitlines():
        words = [_expand(w, variables) for w in shlex.split(line, comments=True)]
        if words[:1] == ["export"]:
            name, _, value = words[1].partition("=")
            exported[name] = value
            continue
        env = dict(exported)
        while words and "=" in words[0] and not words[0].startswith("-"):
            name, _, value = words.pop(0).partition("=")
            env[name] = value
        if len(words) >= 2 and words[0] == "swift":
            commands.append((words[1], words[2:], env))
    return commands


def _expand(word: str, variables: dict[str, str]) -> str:
    for name, value in variables.items():
        word = word.replace(f"${name}", value)
    return word
