"""``m2miner verify try``: a verifier run against a live sim app and a live web page.

The web part drives the TodoMVC-like test app (tests/webapp_todomvc) in Chromium through
a local Appium server, and tries each bundled template on the state that --do actions
left in the page.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from m2miner.devices.appium_server import static_server
from m2miner.errors import ConfigError
from m2miner.verify.factory import build, parse_spec
from m2miner.verify.templates import local_storage, render, text_present, url_matches
from tests.cli_helpers import isolate, run

TODOMVC_DIR = Path(__file__).resolve().parents[1] / "webapp_todomvc"
TAP_DISPLAY = '{"type": "click", "x": 540, "y": 780}'


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)


def test_a_sim_predicate_prints_the_state_it_read(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "verify", "try", "--app", "settings", "{equals: {dark_theme: true}}")
    assert code == 1
    assert out.splitlines() == [
        "sim: {equals: {dark_theme: true}}",
        'returned: {"dark_theme": false}',
        "verdict: failed (sim: the predicate does not hold)",
    ]
    # Display, then its Dark theme row: the bundled task's predicate now holds.
    code, out, _ = run(
        capsys, "verify", "try", "-a", "settings", "--do", TAP_DISPLAY, "--do", TAP_DISPLAY,
        "--json", "settings.dark_theme",
    )  # fmt: skip
    assert code == 0
    result = json.loads(out)
    assert (result["kind"], result["value"]) == ("sim", {"dark_theme": True})
    assert result["passed"] is True


def test_clear_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "verify", "try", "--app", "settings", "{equals: {nope: true}}")
    assert code == 2 and "the settings app has no variable 'nope'" in err
    assert "dark_theme" in err  # the fix lists its variables
    code, _, err = run(capsys, "verify", "try", "--url", "http://127.0.0.1:9/", "true")
    assert code == 2 and "--url opens a web page, which needs a web device" in err
    code, _, err = run(capsys, "verify", "try", "--app", "settings", "--do", "{click}", "x")
    assert code == 2 and "--do '{click}'" in err
    code, _, err = run(capsys, "verify", "try", "--app", "settings")
    assert code == 2 and "needs a predicate or a task id" in err


def test_templates_render_javascript_and_fail_early() -> None:
    assert local_storage("k", equals='say "hi"') == 'localStorage.getItem("k") === "say \\"hi\\""'
    assert local_storage("k", exists=False) == 'localStorage.getItem("k") === null'
    # localStorage holds text: a number from the command line is compared as stored.
    assert local_storage("k", equals=1) == 'localStorage.getItem("k") === "1"'
    assert text_present("Done", present=False) == (
        '!(document.querySelector("body")?.innerText || \'\').includes("Done")'
    )
    assert url_matches("#/active$") == 'new RegExp("#/active$").test(location.href)'
    spec = parse_spec({"type": "js", "template": "url_matches", "params": {"pattern": "x$"}})
    assert build(spec).expr == render("url_matches", {"pattern": "x$"})  # type: ignore[attr-defined]
    for bad, message in (
        ({"type": "js", "template": "nope"}, "unknown verifier template 'nope'"),
        ({"type": "js", "template": "url_matches", "params": {"pattern": "("}}, "not a regex"),
        ({"type": "js", "template": "text_present", "params": {}}, "missing 1 required"),
        ({"type": "js", "expr": "true", "template": "url_matches"}, "exactly one of expr"),
        ({"type": "js", "expr": "true", "params": {"a": 1}}, "params go with a template"),
    ):
        with pytest.raises(ConfigError, match=message):
            parse_spec(bad)


@pytest.fixture(scope="module")
def todomvc_url() -> Iterator[str]:
    with static_server(TODOMVC_DIR) as url:
        yield url


ADD_MILK = ('{"type": "type", "text": "milk"}', '{"type": "key", "text": "Enter"}')


@pytest.mark.slow
def test_expressions_and_templates_on_a_live_page(
    capsys: pytest.CaptureFixture[str], appium_url: str, todomvc_url: str
) -> None:
    page = ["--device", f"appium:{appium_url}", "--url", f"{todomvc_url}/index.html"]
    page += [arg for action in ADD_MILK for arg in ("--do", action)]

    def verify(*args: str) -> tuple[int, dict[str, object]]:
        code, out, err = run(capsys, "verify", "try", *page, "--json", *args)
        assert out, err
        return code, json.loads(out)

    # Not a boolean: printed as it came back, and an error, never a pass.
    code, result = verify("JSON.parse(localStorage.getItem('todos-m2miner'))")
    assert code == 1 and result["passed"] is None
    assert result["value"] == [{"id": 1, "title": "milk", "completed": False}]
    assert "not true or false" in str(result["error"])
    code, result = verify("undefinedName.length > 0")
    assert code == 1 and "the expression threw" in str(result["error"])
    whole = json.dumps([{"title": "milk", "completed": False}])
    code, result = verify(
        "--template", "local_storage_json", "-p", "key=todos-m2miner", "-p", f"equals={whole}",
        "-p", 'fields=["title", "completed"]',
    )  # fmt: skip
    assert (code, result["value"]) == (0, True)
    # A shortcut that added another item does not pass a check of the whole list.
    code, result = verify(
        "--template", "local_storage_json", "-p", "key=todos-m2miner",
        "-p", 'equals=[{"title": "milk"}, {"title": "bread"}]',
        "-p", 'fields=["title"]',
    )  # fmt: skip
    assert (code, result["value"], result["passed"]) == (1, False, False)
    code, result = verify("--template", "text_present", "-p", "text=1 item left")
    assert (code, result["passed"]) == (0, True)
    code, result = verify("--template", "url_matches", "-p", "pattern=/index\\.html$")
    assert (code, result["passed"]) == (0, True)
    code, result = verify("--template", "local_storage", "-p", "key=todos-m2miner", "-p",
                          "contains=bread")  # fmt: skip
    assert (code, result["passed"]) == (1, False)


class _HangingPage:
    """A web device whose page never answers a script (a mock for the error path only)."""

    name = "appium:hanging"
    domain = "web"

    def __init__(self) -> None:
        import threading

        self.release = threading.Event()

    def execute_script(self, script: str) -> object:
        self.release.wait(10)
        return True


def test_a_page_that_never_answers_fails_after_the_spec_timeout() -> None:
    from m2miner.verify.trial import try_spec

    page = _HangingPage()
    try:
        spec = {"type": "js", "expr": "true", "timeout_s": 0.2}
        trial = try_spec(page, spec)  # type: ignore[arg-type]
    finally:
        page.release.set()
    assert trial.value is None
    # As mining records it: no verdict (passed None), with the error.
    assert trial.check.passed is None
    assert trial.check.error == "no answer within 0.2 s"
