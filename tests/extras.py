"""Tests that need an optional package skip, naming the command that installs it.

A pytest plugin registered in tests/conftest.py. On a core install (``pip install -e .``
plus pytest) a test module or test that needs an extra would otherwise error with
``No module named 'torch'``; this plugin turns that, and ``pytest.importorskip``'s
"could not import 'torch'", into a skip whose reason says which extra to install, e.g.
``needs the train extra (torch): pip install -e '.[train]'``, and ends the run with one
line per extra. ``scripts/test`` installs them all.

Only a module that is really absent (``importlib.util.find_spec`` finds nothing) and is
listed in ``EXTRAS`` is turned into a skip, so an import error of the package's own code,
or of a package that is installed but broken, still fails.
"""

from __future__ import annotations

import importlib.util
import os
import re
from collections import Counter
from collections.abc import Generator
from typing import Any

import pytest

SUITE = "scripts/test installs everything the suite needs"

# Top-level module -> the pip argument that provides it.
EXTRAS: dict[str, str] = {
    **dict.fromkeys(
        (
            "torch",
            "torchvision",
            "transformers",
            "trl",
            "peft",
            "accelerate",
            "qwen_vl_utils",
            "datasets",
            "pyarrow",
            "huggingface_hub",
            "safetensors",
        ),
        "train",
    ),
    **dict.fromkeys(("fastapi", "uvicorn", "gguf", "sentencepiece"), "serve"),
    **dict.fromkeys(("appium", "selenium"), "appium"),
    "ray": "ray",
    "obstore": "s3",
    "psycopg": "postgres",
    **dict.fromkeys(("flask", "jinja2"), "view"),
    "vllm": "vllm",
    "gymnasium": "rl",
    **dict.fromkeys(("hypothesis", "moto", "pytest_timeout"), "dev"),
}
# Packages no extra provides.
OTHERS: dict[str, str] = {"llama_cpp": "pip install 'llama-cpp-python[server]'"}
REQUIRE = "PYTEST_REQUIRE_EXTRAS"
"""Set (to 1) by scripts/test once it has installed the suite's packages: a test that
needs one of them then fails instead of skipping, so a broken install step cannot pass as
a green run with skips."""
NOT_INSTALLED = frozenset({"vllm"})
"""Extras scripts/test does not install (vLLM needs a GPU): their tests skip even then."""

_NO_MODULE = re.compile(r"No module named '([\w.]+)'")
_IMPORTORSKIP = re.compile(r"could not import '([\w.]+)'")
_OURS = re.compile(r"needs the (\w+) extra \(")
_skipped: Counter[str] = Counter()


def install_command(module: str) -> str | None:
    """The command that installs ``module`` (dotted names count by their top level)."""
    top = module.partition(".")[0]
    if top in OTHERS:
        return OTHERS[top]
    if top in EXTRAS:
        return f"pip install -e '.[{EXTRAS[top]}]'"
    return None


def missing_reason(module: str) -> str | None:
    """Why a test that needs ``module`` skips here, or None when it should not skip: the
    module is installed (the error is real) or no extra provides it."""
    top = module.partition(".")[0]
    command = install_command(top)
    if command is None or importlib.util.find_spec(top) is not None:
        return None
    needs = f"the {EXTRAS[top]} extra ({top})" if top in EXTRAS else top
    return f"needs {needs}: {command}"


def _reason_for(text: str) -> tuple[str, str] | None:
    """(label, reason) when ``text`` (an error or skip message) is a missing extra."""
    for pattern in (_IMPORTORSKIP, _NO_MODULE):
        found = pattern.search(text)
        if found and (reason := missing_reason(found.group(1))):
            top = found.group(1).partition(".")[0]
            return EXTRAS.get(top, top), reason
    return None


def _skip_location(report: pytest.CollectReport | pytest.TestReport) -> tuple[str, int]:
    if isinstance(report, pytest.TestReport) and report.failed:  # the test, not the crash
        return report.location[0], (report.location[1] or 0) + 1
    crash = getattr(report.longrepr, "reprcrash", None)
    if crash is not None:
        return str(crash.path), crash.lineno
    if isinstance(report.longrepr, tuple):
        return str(report.longrepr[0]), report.longrepr[1]
    # A module that failed to import: the last "path.py:N: in <module>" of its traceback.
    frames = re.findall(r"^(\S+\.py):(\d+): in ", str(report.longrepr), re.MULTILINE)
    if frames:
        return frames[-1][0], int(frames[-1][1])
    return report.nodeid.partition("::")[0], -1


def _error_line(report: pytest.CollectReport | pytest.TestReport) -> str:
    """The exception line of a failed report: ``ModuleNotFoundError: No module named 'x'``."""
    crash = getattr(report.longrepr, "reprcrash", None)
    if crash is not None:
        return str(crash.message)
    # A module that fails to import is reported as text whose last "E " line is the error.
    lines = [ln for ln in str(report.longrepr).splitlines() if ln.startswith("E ")]
    return lines[-1][1:].strip() if lines else ""


def _missing_module(error: BaseException | None) -> str | None:
    """The module whose absence caused ``error``: itself, or what it was raised from (a
    backend's DeviceError "could not create a session: No module named 'appium'")."""
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, ModuleNotFoundError) and error.name:
            return error.name
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return None


def _as_skip(report: Any, error: BaseException | None = None) -> None:
    """Rewrite a failed or skipped ``report`` in place when a missing extra caused it;
    ``error`` is the exception a test raised (collection reports have only their text)."""
    if report.failed:
        line = _error_line(report)
        module = _missing_module(error)
        if module is not None:
            line = f"ModuleNotFoundError: No module named {module!r}"
        found = _reason_for(line) if line.startswith("ModuleNotFoundError") else None
    elif report.skipped and isinstance(report.longrepr, tuple):
        message = str(report.longrepr[2])
        if ours := _OURS.search(message):  # already says what to install (tests.property)
            _skipped[ours.group(1)] += 1
            return
        found = _reason_for(message)
    else:
        return
    if found is None:
        return
    label, reason = found
    if os.environ.get(REQUIRE) == "1" and label not in NOT_INSTALLED:
        if report.skipped:  # an importorskip of a package that should be there
            report.outcome = "failed"
            report.longrepr = f"{reason}, although {REQUIRE}=1 says it was installed"
        return
    path, lineno = _skip_location(report)
    report.outcome = "skipped"
    report.longrepr = (path, lineno, f"Skipped: {reason}")
    _skipped[label] += 1


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Generator[None, Any, Any]:
    report = yield
    _as_skip(report)
    return report


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    _as_skip(report, call.excinfo.value if call.excinfo else None)
    return report


def pytest_addoption(parser: pytest.Parser) -> None:
    # pyproject.toml sets pytest-timeout's `timeout`; without the dev extra, declare it so
    # a core install does not warn "Unknown config option".
    if importlib.util.find_spec("pytest_timeout") is None:
        parser.addini("timeout", "per-test timeout (pytest-timeout, in the dev extra)")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _skipped:
        return
    counts = ", ".join(
        f"{label}{' extra' if label in EXTRAS.values() else ''} {n}"
        for label, n in sorted(_skipped.items())
    )
    terminalreporter.write_line(
        f"missing packages skipped {sum(_skipped.values())} tests or test modules "
        f"({counts}); {SUITE}, then runs it"
    )
