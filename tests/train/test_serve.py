"""m2miner serve: the vllm serve command for each kind of checkpoint, a config snippet the
miner accepts, the no-vLLM path, and starting, health-waiting and recording a real server."""

from __future__ import annotations

import dataclasses
import json
import sys
import textwrap
from pathlib import Path

import pytest

from m2miner.cli import app
from m2miner.cli.errors import EXIT_CONFIG, EXIT_ENVIRONMENT, run_guarded
from m2miner.config import load_config
from m2miner.errors import ConfigError, ModelUnavailableError
from m2miner.store.opening import open_store
from m2miner.testing.servers import free_port
from m2miner.train.serve import (
    ServeOptions,
    endpoint_for,
    load_endpoints,
    plan_serve,
    record_endpoint,
    record_round_endpoint,
    serve_blocker,
    start_server,
    stop_server,
    wait_healthy,
)


def trained_dir(
    root: Path, *, merged: bool = True, rank: int = 16, base: str = "/models/base"
) -> Path:
    """A ``m2miner train`` output directory as the trainer leaves it (manifest, config files)."""
    (root / "adapter").mkdir(parents=True)
    (root / "adapter/adapter_config.json").write_text(
        json.dumps({"r": rank, "base_model_name_or_path": base})
    )
    if merged:
        (root / "model").mkdir()
        (root / "model/config.json").write_text(json.dumps({"model_type": "qwen2_5_vl"}))
    manifest = {
        "role": "judge",
        "base": base,
        "model_dir": str(root / "model") if merged else None,
        "adapter_dir": str(root / "adapter"),
        "adapter_base": base,
        "min_pixels": 3136,
        "max_pixels": 200704,
    }
    (root / "m2miner-train.json").write_text(json.dumps(manifest))
    return root


def value(argv: tuple[str, ...], flag: str) -> str:
    return argv[argv.index(flag) + 1]


def test_a_merged_model_is_served_with_image_limits_and_prefix_caching(tmp_path: Path) -> None:
    out = trained_dir(tmp_path / "judge")
    plan = plan_serve(ServeOptions(role="judge", checkpoint=str(out), port=8123))
    assert plan.argv[:3] == ("vllm", "serve", str(out / "model"))
    assert value(plan.argv, "--served-model-name") == "judge"
    assert json.loads(value(plan.argv, "--limit-mm-per-prompt")) == {"image": 2, "video": 0}
    assert json.loads(value(plan.argv, "--mm-processor-kwargs")) == {
        "min_pixels": 3136,
        "max_pixels": 200704,
    }
    assert value(plan.argv, "--max-model-len") == "32768" and "--enable-prefix-caching" in plan.argv
    assert "--enable-lora" not in plan.argv
    assert (
        plan.base_url == "http://127.0.0.1:8123/v1"
        and plan.health_url == "http://127.0.0.1:8123/health"
    )
    assert plan.command.startswith("vllm serve ") and '\'{"image": 2, "video": 0}\'' in plan.command


def test_an_adapter_is_served_on_its_base_under_the_role_name(tmp_path: Path) -> None:
    out = trained_dir(tmp_path / "infer", merged=False, rank=24)
    plan = plan_serve(ServeOptions(role="infer", checkpoint=str(out), host="0.0.0.0", port=9000))
    assert plan.argv[2] == "/models/base"
    assert value(plan.argv, "--served-model-name") == "infer-base"
    assert value(plan.argv, "--lora-modules") == f"infer={out / 'adapter'}"
    assert value(plan.argv, "--max-lora-rank") == "32"  # vLLM takes 8, 16, 32 …
    assert plan.base_url == "http://127.0.0.1:9000/v1"  # clients on this machine
    adapter_only = plan_serve(
        ServeOptions(role="infer", checkpoint=str(out / "adapter"), base="/other")
    )
    assert adapter_only.argv[2] == "/other" and "--enable-lora" in adapter_only.argv
    merged = trained_dir(tmp_path / "both")
    chosen = plan_serve(ServeOptions(role="judge", checkpoint=str(merged), adapter=True))
    assert chosen.argv[2] == "/models/base" and "--enable-lora" in chosen.argv


def test_qwen3_gets_its_size_kwargs_and_coordinates(tmp_path: Path) -> None:
    plan = plan_serve(
        ServeOptions(role="infer", checkpoint="Qwen/Qwen3-VL-8B-Instruct", max_pixels=1_000_000)
    )
    kwargs = json.loads(value(plan.argv, "--mm-processor-kwargs"))
    assert kwargs == {"size": {"shortest_edge": 3136, "longest_edge": 1_000_000}}
    assert 'coords = "norm1000"' in plan.models_toml()


@pytest.mark.parametrize("role", ["infer", "judge"])
def test_the_config_snippet_is_a_config_the_miner_accepts(tmp_path: Path, role: str) -> None:
    plan = plan_serve(ServeOptions(role=role, checkpoint="Qwen/Qwen2.5-VL-7B-Instruct", port=8001))  # type: ignore[arg-type]
    path = tmp_path / "m2miner.toml"
    path.write_text(plan.models_toml() + "\n")
    config = load_config(path, environ={})
    [model] = config.models
    assert (model.name, model.backend, model.base_url) == (
        role,
        "openai",
        "http://127.0.0.1:8001/v1",
    )
    if role == "judge":
        assert config.agents.judge.model == "judge"
    else:
        assert [m.model for m in config.agents.infer.models] == ["infer"]


def test_a_missing_checkpoint_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        plan_serve(ServeOptions(role="judge", checkpoint=str(tmp_path / "nope")))
    with pytest.raises(ConfigError, match="say its base model with --base"):
        (tmp_path / "a").mkdir()
        (tmp_path / "a/adapter_config.json").write_text("{}")
        plan_serve(ServeOptions(role="judge", checkpoint=str(tmp_path / "a")))


@pytest.mark.skipif(serve_blocker() is None, reason="vLLM and a GPU are here")
def test_without_vllm_serve_prints_the_command_and_exits_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    out = trained_dir(tmp_path / "judge")
    code = run_guarded(
        app, ["serve", str(out), "--role", "judge", "--data-dir", str(tmp_path / "d")]
    )
    printed, err = capsys.readouterr()
    assert code == EXIT_ENVIRONMENT
    assert f"vllm serve {out / 'model'} --served-model-name judge" in printed
    assert "[[models]]" in printed and "cannot start vLLM here" in err
    assert not (tmp_path / "d/endpoints.json").exists()
    assert run_guarded(app, ["serve", str(out), "--role", "orchestra"]) == EXIT_CONFIG


def test_dry_run_prints_without_starting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = trained_dir(tmp_path / "judge")
    assert (
        run_guarded(app, ["serve", str(out), "--role", "judge", "--dry-run", "--port", "8111"]) == 0
    )
    printed = capsys.readouterr().out
    assert "--port 8111" in printed and 'base_url = "http://127.0.0.1:8111/v1"' in printed


HEALTH_SERVER = textwrap.dedent(
    """
    import sys, time
    from http.server import BaseHTTPRequestHandler, HTTPServer
    time.sleep(float(sys.argv[2]))  # a model loading
    class Health(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200 if self.path == "/health" else 404)
            self.end_headers()
        def log_message(self, *args):
            pass
    HTTPServer(("127.0.0.1", int(sys.argv[1])), Health).serve_forever()
    """
)


def test_start_waits_for_health_then_the_endpoint_is_recorded(tmp_path: Path) -> None:
    port = free_port()
    opts = ServeOptions(role="judge", checkpoint="Qwen/Qwen2.5-VL-7B-Instruct", port=port)
    plan = dataclasses.replace(
        plan_serve(opts), argv=(sys.executable, "-c", HEALTH_SERVER, str(port), "0.5")
    )
    proc = start_server(plan, tmp_path / "logs/serve.log", timeout_s=30)
    try:
        assert proc.poll() is None
        endpoint = endpoint_for(plan, opts, proc.pid, tmp_path / "logs/serve.log")
        path = record_endpoint(tmp_path / "data", endpoint)
        assert path == tmp_path / "data/endpoints.json"
        recorded = load_endpoints(tmp_path / "data")["judge"]
        assert recorded["base_url"] == f"http://127.0.0.1:{port}/v1" and recorded["pid"] == proc.pid
        assert recorded["model"] == "judge" and recorded["command"] == plan.command
    finally:
        stop_server(proc)
    assert proc.poll() is not None


def test_a_server_that_dies_or_never_answers_is_reported(tmp_path: Path) -> None:
    port = free_port()
    plan = plan_serve(
        ServeOptions(role="judge", checkpoint="Qwen/Qwen2.5-VL-7B-Instruct", port=port)
    )
    dying = dataclasses.replace(
        plan, argv=(sys.executable, "-c", "print('CUDA out of memory'); raise SystemExit(1)")
    )
    with pytest.raises(
        ModelUnavailableError, match="exited with code 1 before it was healthy"
    ) as info:
        start_server(dying, tmp_path / "die.log", timeout_s=30)
    assert "CUDA out of memory" in str(info.value)
    with pytest.raises(ModelUnavailableError, match="was not healthy after 1 s"):
        wait_healthy(f"http://127.0.0.1:{port}/health", 1.0)


def test_an_endpoint_can_be_recorded_on_a_loop_round(tmp_path: Path) -> None:
    config = load_config(None, {"store.data_dir": str(tmp_path / "data")}, environ={})
    with open_store(config) as store:
        round_id = store.rounds.create("loop-1", 1).id
    opts = ServeOptions(role="infer", checkpoint="Qwen/Qwen2.5-VL-7B-Instruct")
    plan = plan_serve(opts)
    record_round_endpoint(config, round_id, endpoint_for(plan, opts, None, None))
    with open_store(config) as store:
        endpoints = store.rounds.get(round_id).endpoints
    assert endpoints["infer"]["base_url"] == "http://127.0.0.1:8000/v1"
