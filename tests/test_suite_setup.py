"""The suite on a core install: what it lacks skips with the command that installs it, and
scripts/test ends with pytest's own exit status."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# A module no extra provides here, declared as if the train extra did.
CONFTEST = 'from tests import extras\n\nextras.EXTRAS["absent_train_dep"] = "train"\n'
REASON = "needs the train extra (absent_train_dep): pip install -e '.[train]'"


def _pytest(where: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k != "PYTEST_REQUIRE_EXTRAS"}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "tests.extras", "-p", "no:cacheprovider", *args],
        cwd=where,
        env={**base, "PYTHONPATH": str(REPO), **env},
        capture_output=True,
        text=True,
        timeout=300,
    )


def _write(where: Path, files: dict[str, str]) -> Path:
    for name, text in {"conftest.py": CONFTEST, **files}.items():
        (where / name).write_text(text)
    return where


def test_a_missing_extra_skips_with_its_install_command_wherever_it_is_imported(tmp_path):
    _write(
        tmp_path,
        {
            "test_module_level.py": "import absent_train_dep\n\ndef test_a(): pass\n",
            "test_inside.py": "def test_b():\n    import absent_train_dep.sub\n",
            "test_importorskip.py": (
                "import pytest\n\npytest.importorskip('absent_train_dep')\n\ndef test_c(): pass\n"
            ),
            "test_core.py": "def test_d(): assert 1 + 1 == 2\n",
        },
    )
    done = _pytest(tmp_path, "-rs")
    assert done.returncode == 0, done.stdout
    assert "1 passed, 3 skipped" in done.stdout
    skips = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skips) == 3 and all(line.endswith(REASON) for line in skips), skips
    assert "test_module_level.py:1:" in done.stdout  # the import's own line
    assert "missing packages skipped 3 tests or test modules (train extra 3)" in done.stdout
    assert "scripts/test installs everything the suite needs, then runs it" in done.stdout


def test_after_a_full_install_a_missing_extra_fails_instead_of_skipping(tmp_path):
    # scripts/test sets PYTEST_REQUIRE_EXTRAS=1 once it installed everything: a missing
    # package is then a broken install step, not a skip a green run would hide.
    _write(
        tmp_path,
        {
            "test_module_level.py": "import absent_train_dep\n\ndef test_a(): pass\n",
            "test_importorskip.py": (
                "import pytest\n\npytest.importorskip('absent_train_dep')\n\ndef test_c(): pass\n"
            ),
            "test_gpu.py": "import pytest\n\npytest.importorskip('vllm')\n\ndef test_v(): pass\n",
        },
    )
    done = _pytest(tmp_path, "-rs", PYTEST_REQUIRE_EXTRAS="1")
    assert done.returncode != 0, done.stdout
    assert "2 errors" in done.stdout or "2 failed" in done.stdout, done.stdout
    assert "although PYTEST_REQUIRE_EXTRAS=1 says it was installed" in done.stdout
    assert "needs the vllm extra" in done.stdout  # vLLM (GPU only) is never installed: skips


def test_an_import_error_of_anything_else_still_fails(tmp_path):
    _write(
        tmp_path,
        {
            "test_unknown.py": "import absent_unlisted_dep\n",
            "test_own.py": "def test_e():\n    import m2miner.absent_module\n",
        },
    )
    done = _pytest(tmp_path, "--continue-on-collection-errors")
    assert done.returncode == 1, done.stdout
    assert "1 failed, 1 error" in done.stdout
    assert "No module named 'absent_unlisted_dep'" in done.stdout
    assert "No module named 'm2miner.absent_module'" in done.stdout


def test_scripts_test_exits_with_pytests_status(tmp_path):
    _write(
        tmp_path, {"test_ok.py": "def test_ok(): pass\n", "test_bad.py": "def test_bad(): 0/0\n"}
    )
    runs = {
        name: subprocess.run(
            [str(REPO / "scripts" / "test"), "--no-install", str(tmp_path / name), "-q"],
            env={**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}"},
            capture_output=True,
            text=True,
            timeout=300,
        )
        for name in ("test_ok.py", "test_bad.py")
    }
    assert runs["test_ok.py"].returncode == 0, runs["test_ok.py"].stdout
    assert runs["test_bad.py"].returncode == 1, runs["test_bad.py"].stdout
    assert "ZeroDivisionError" in runs["test_bad.py"].stdout
    # --no-install reports each step and installs nothing
    steps = [line for line in runs["test_ok.py"].stdout.splitlines() if line.startswith("==> ")]
    assert [s.split(":")[0] for s in steps[:3]] == [
        "==> system packages",
        "==> python packages",
        "==> llama.cpp converter",
    ]
    assert steps[-1] == f"==> python3 -m pytest {tmp_path / 'test_ok.py'} -q"


def test_a_core_install_has_pytest_so_a_bare_run_skips_instead_of_failing_to_start():
    # Without it `python3 -m pytest` after the quickstart's install ends at "No module
    # named pytest", before the skips above could say what to install.
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    names = [re.split(r"[<>=!~\[; ]", dep, maxsplit=1)[0] for dep in project["dependencies"]]
    assert "pytest" in names


def test_the_quick_loop_leaves_out_the_slow_tests(tmp_path):
    _write(
        tmp_path,
        {
            "test_mixed.py": (
                "import pytest\n\ndef test_fast(): pass\n\n"
                "@pytest.mark.slow\ndef test_server(): pass\n"
            )
        },
    )
    path = str(tmp_path / "test_mixed.py")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}"}
    runs = [
        subprocess.run(
            [str(REPO / "scripts" / "test"), *flags, path, *more],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        for flags, more in (
            (["--quick", "--no-install"], ["-v"]),
            (["--no-install", "--quick"], ["-v", "-m", "slow"]),  # a later -m wins
        )
    ]
    quick, only_slow = runs
    assert quick.returncode == 0 and "1 passed, 1 deselected" in quick.stdout, quick.stdout
    assert f"==> python3 -m pytest -m 'not slow' {path} -v" in quick.stdout
    assert "test_mixed.py::test_fast PASSED" in quick.stdout and "test_server" not in quick.stdout
    assert only_slow.returncode == 0 and "1 passed, 1 deselected" in only_slow.stdout
    assert "test_mixed.py::test_server PASSED" in only_slow.stdout


def test_a_test_that_builds_a_model_or_starts_a_server_is_slow_by_its_fixture(tmp_path):
    (tmp_path / "test_fixtures.py").write_text(
        "import pytest\n\n"
        "@pytest.fixture\ndef indirect(tiny_model_dir): return tiny_model_dir\n\n"
        "def test_builds(tiny_model_dir): pass\n\n"
        "def test_through_another(indirect): pass\n\n"
        "def test_plain(tmp_path): pass\n"
    )
    plugins = ["-p", "tests.conftest", "-p", "no:cacheprovider"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *plugins, "--co", "-q", "-m", "not slow", str(tmp_path)],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "test_fixtures.py::test_plain" in done.stdout
    assert "test_builds" not in done.stdout and "test_through_another" not in done.stdout
    assert "1/3 tests collected (2 deselected)" in done.stdout


def test_unmet_requirements_lists_what_pip_would_install():
    script = [sys.executable, str(REPO / "scripts" / "unmet_requirements.py")]
    core = subprocess.run([*script, ""], capture_output=True, text=True, timeout=60)
    assert core.returncode == 0 and core.stdout.strip() == "", core.stdout + core.stderr
    wanted = subprocess.run(
        [*script, "", "pillow>=999", "absent-dist-for-the-test"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert wanted.returncode == 1
    lines = wanted.stdout.splitlines()
    assert (
        lines[0].startswith("pillow>=999 (installed: ") and lines[1] == "absent-dist-for-the-test"
    )
