"""Python checks: a module:function reference, and a name registered through the
``m2miner.verifiers`` entry point group by an installed distribution."""

from __future__ import annotations

import importlib.metadata
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from m2miner.devices.sim import SimDevice
from m2miner.errors import ConfigError
from m2miner.verify import python as pyverify
from m2miner.verify.base import run_verifier
from m2miner.verify.factory import build, parse_spec

REF = "tests.verify.plugin_checks"


@pytest.fixture
def registered(tmp_path: Path) -> Iterator[None]:
    """A distribution on sys.path whose entry points register two checks, as
    ``pip install`` of a plugin package would leave it."""
    dist = tmp_path / "m2miner_test_checks-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: m2miner-test-checks\nVersion: 1.0\n"
    )
    (dist / "entry_points.txt").write_text(
        f"[m2miner.verifiers]\ndark-theme = {REF}:setting_is\nalways = {REF}:always\n"
    )
    sys.path.insert(0, str(tmp_path))
    importlib.invalidate_caches()
    saved = pyverify.VERIFIERS
    pyverify.VERIFIERS = pyverify.Registry("verifier", pyverify.GROUP)  # entry points re-read
    try:
        yield
    finally:
        pyverify.VERIFIERS = saved
        sys.path.remove(str(tmp_path))


def test_a_registered_check_is_found_by_name(registered: None) -> None:
    device = SimDevice("settings")
    spec = parse_spec(
        {"type": "python", "name": "dark-theme", "params": {"name": "dark_theme", "value": False}}
    )
    assert spec == {
        "type": "python",
        "name": "dark-theme",
        "params": {"name": "dark_theme", "value": False},
    }
    result = run_verifier(build(spec), device)
    assert (result.passed, result.detail) == (True, "python: dark_theme is False")
    result = run_verifier(build(parse_spec({"type": "python", "name": "always"})), device)
    assert (result.passed, result.detail) == (True, "python: always returned True")


def test_an_unknown_name_or_reference_is_a_config_error(registered: None) -> None:
    with pytest.raises(
        ConfigError, match=r"no python verifier named 'nope' \(registered: always, dark-theme\)"
    ):
        parse_spec({"type": "python", "name": "nope"})
    with pytest.raises(ConfigError, match="cannot import no_such_module"):
        parse_spec({"type": "python", "ref": "no_such_module:fn"})
    with pytest.raises(ConfigError, match="has no function 'missing'"):
        parse_spec({"type": "python", "ref": f"{REF}:missing"})
    with pytest.raises(ConfigError, match="exactly one of ref and name"):
        parse_spec({"type": "python", "ref": f"{REF}:always", "name": "always"})


def test_a_referenced_check_runs_with_its_params() -> None:
    device = SimDevice("settings")
    spec = {
        "type": "python",
        "ref": f"{REF}:setting_is",
        "params": {"name": "dark_theme", "value": True},
    }
    result = run_verifier(build(parse_spec(spec)), device)
    assert (result.passed, result.error) == (False, None)
    assert result.detail == "python: dark_theme is False"


@pytest.mark.parametrize(
    ("fn", "error"),
    [
        ("broken", "RuntimeError: the check's backend is down"),
        ("undecided", f"{REF}:undecided returned 'maybe', not a bool or a Verdict"),
    ],
)
def test_a_check_that_raises_or_does_not_decide_is_an_error(fn: str, error: str) -> None:
    result = run_verifier(
        build(parse_spec({"type": "python", "ref": f"{REF}:{fn}"})), SimDevice("settings")
    )
    assert (result.passed, result.error) == (None, error)


def test_a_check_that_hangs_is_an_error_after_its_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    release = threading.Event()
    monkeypatch.setattr(
        sys.modules[REF], "slow", lambda device: release.wait(5) or True, raising=False
    )
    spec = parse_spec({"type": "python", "ref": f"{REF}:slow", "timeout_s": 0.2})
    assert spec["timeout_s"] == 0.2
    from m2miner.verify.factory import timeout_of

    result = run_verifier(build(spec), SimDevice("settings"), timeout_of(spec))
    release.set()
    assert (result.passed, result.error) == (None, "no answer within 0.2 s")


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"type": "sql", "query": "x"}, "unknown verifier type 'sql'; expected js, adb or python"),
        ({"type": "js"}, "invalid js verifier: it needs exactly one of expr and template"),
        ({"type": "js", "expr": "true", "exp": 1}, "exp: Extra inputs are not permitted"),
        ({"type": "adb", "shell": "x", "expect": "("}, "is not a regex"),
        ("true", "a verifier is a mapping with a type"),
    ],
)
def test_bad_specs_are_config_errors(spec: object, message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_spec(spec, "intents.jsonl:3")
