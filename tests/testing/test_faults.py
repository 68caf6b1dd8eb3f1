"""The fault-injection harness: the fault server's rates and answers, the device wrapper."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import httpx
import pytest

from m2miner.action_parse import parse_action
from m2miner.actions import Action
from m2miner.agents.orchestra import read_letter
from m2miner.config import DeviceFaults, FaultsConfig, ModelConfig, ModelFaults, load_config
from m2miner.devices.base import AppTarget, SnapshotDevice
from m2miner.devices.factory import DeviceSpec
from m2miner.devices.sim import SimDevice, load_app
from m2miner.errors import ConfigError, DeviceDisconnectedError, ModelError, ModelTimeoutError
from m2miner.llm.base import Message
from m2miner.llm.openai_compat import OpenAICompatModel
from m2miner.mining.device_stack import open_device
from m2miner.rehearsal.fault_server import parse_rates, serve_faults
from m2miner.rehearsal.faults import FaultyDevice, FaultySnapshotDevice
from m2miner.testing.checks import check_device
from m2miner.testing.servers import free_port

JUDGE = "Is this step valid? Answer with a single word first: valid or invalid."
N = 400


def _post(client: httpx.Client, text: str, logprobs: bool = True) -> httpx.Response:
    body = {"model": "builtin", "messages": [{"role": "user", "content": text}]}
    if logprobs:
        body.update(logprobs=True, top_logprobs=5)
    return client.post("/chat/completions", json=body)


def _kind(response: httpx.Response) -> str:
    if response.status_code >= 500:
        return "model_5xx"
    choice = response.json()["choices"][0]
    if choice["finish_reason"] == "length":
        return "model_truncated"
    if choice["message"]["content"] not in ("valid", "invalid"):
        return "model_malformed"
    return "model_no_logprobs" if choice["logprobs"] is None else "ok"


@pytest.mark.slow  # 20 s of requests: rates need many draws
def test_each_model_fault_comes_at_its_rate_and_is_counted() -> None:
    faults = ModelFaults(
        http_5xx_rate=0.1,
        timeout_rate=0.05,
        malformed_rate=0.1,
        truncated_rate=0.1,
        no_logprobs_rate=0.1,
        timeout_s=0.2,
    )
    seen: Counter[str] = Counter()
    with serve_faults(faults, seed=7) as server:
        with httpx.Client(base_url=server.base_url, timeout=0.2) as client:
            for _ in range(N):
                try:
                    seen[_kind(_post(client, JUDGE))] += 1
                except httpx.ReadTimeout:
                    seen["model_timeout"] += 1
        counted = httpx.get(server.base_url[: -len("/v1")] + "/faults").json()
    assert counted["requests"] == N
    assert counted["faults"] == {k: v for k, v in seen.items() if k != "ok"}
    for kind, rate in faults.rates().items():
        assert abs(seen[kind] / N - rate) < 0.05, (kind, seen)


def test_the_same_seed_draws_the_same_faults() -> None:
    faults = ModelFaults(http_5xx_rate=0.3, malformed_rate=0.3)
    runs = []
    for _ in range(2):
        with serve_faults(faults, seed=3) as server, httpx.Client(base_url=server.base_url) as c:
            runs.append([_kind(_post(c, JUDGE)) for _ in range(40)])
    assert runs[0] == runs[1]
    assert "model_5xx" in runs[0] and "model_malformed" in runs[0]


def test_no_logprobs_is_drawn_only_for_requests_that_ask_for_them() -> None:
    with serve_faults(ModelFaults(no_logprobs_rate=1.0)) as server:
        with httpx.Client(base_url=server.base_url) as client:
            asked = _post(client, JUDGE).json()["choices"][0]
            unasked = _post(client, JUDGE, logprobs=False).json()["choices"][0]
        assert server.report()["faults"] == {"model_no_logprobs": 1}
    assert asked["logprobs"] is None and asked["message"]["content"] in ("valid", "invalid")
    assert unasked["finish_reason"] == "stop"


def _model(base_url: str, **extra: object) -> OpenAICompatModel:
    config = ModelConfig(name="m", model="builtin", base_url=base_url, timeout_s=0.3, **extra)
    return OpenAICompatModel(config, sleep=lambda s: None)


@pytest.mark.parametrize(
    ("rates", "check"),
    [
        ({"http_5xx_rate": 1.0}, "5xx"),
        ({"timeout_rate": 1.0}, "timeout"),
        ({"malformed_rate": 1.0}, "malformed"),
        ({"truncated_rate": 1.0}, "truncated"),
        ({"no_logprobs_rate": 1.0}, "no_logprobs"),
    ],
)
def test_the_openai_backend_meets_each_fault(rates: dict[str, float], check: str) -> None:
    with serve_faults(ModelFaults(timeout_s=0.3, **rates)) as server:
        model = _model(server.base_url, max_retries=2)
        message = [Message("user", (JUDGE,))]
        if check == "5xx":
            with pytest.raises(ModelError) as raised:
                model.chat(message)
            assert raised.value.status_code in (500, 502, 503)
            assert server.report()["faults"] == {"model_5xx": 3}  # the first try and 2 retries
        elif check == "timeout":
            with pytest.raises(ModelTimeoutError):
                model.chat(message)
        elif check == "truncated":
            # Answers cut off every time: retried, then given up on (or returned as they are).
            try:
                result = model.chat(message, logprobs=True)
                assert result.info["finish_reasons"] == ["length"] and result.texts == [""]
            except ModelError as exc:
                assert "cut" in str(exc)
        else:
            result = model.chat(message, logprobs=True)
            if check == "malformed":
                assert result.texts == ["~~ ??? %% ~~"]
            else:
                assert result.first_token_logprobs is None
        model.close()


def test_the_builtin_responder_answers_each_agent_in_its_format() -> None:
    with serve_faults(ModelFaults()) as server, httpx.Client(base_url=server.base_url) as c:
        tool = "mobile_use ... x and y are integers from 0 to 999 ... <tool_call>"
        body = {"model": "builtin", "n": 3, "messages": [{"role": "system", "content": tool}]}
        actions = [
            parse_action(
                ch["message"]["content"], domain="mobile", coords="norm1000", width=420, height=938
            )
            for ch in c.post("/chat/completions", json=body).json()["choices"]
        ]
        rank = "Options:\nA. Click\nB. Back\nC. Type\nAnswer with the letter only (A, B, C)."
        letter = _post(c, rank, logprobs=False).json()["choices"][0]["message"]["content"]
        judged = _post(c, JUDGE).json()["choices"][0]
        models = c.get("/models").json()
    assert len(actions) == 3
    assert all(a.action.type in ("click", "system_button", "terminate") for a in actions)
    assert read_letter(letter, ["A", "B", "C"]) == letter
    tops = {t["token"] for t in judged["logprobs"]["content"][0]["top_logprobs"]}
    assert tops == {"valid", "invalid"}
    assert models["data"][0]["id"] == "builtin"


def test_proxy_mode_forwards_good_answers_and_injects_on_the_way() -> None:
    bad = ModelFaults(malformed_rate=0.5)
    with (
        serve_faults(ModelFaults()) as upstream,
        serve_faults(bad, upstream=upstream.base_url) as p,
    ):
        with httpx.Client(base_url=p.base_url) as client:
            kinds = Counter(_kind(_post(client, JUDGE)) for _ in range(40))
            served = client.get("/models").json()["data"]
        assert upstream.report()["requests"] == 40
        assert p.report()["faults"] == {"model_malformed": kinds["model_malformed"]}
    assert 0 < kinds["model_malformed"] < 40 and served[0]["id"] == "builtin"


def test_the_server_runs_as_a_module_and_logs_faults(tmp_path: Path) -> None:
    port, log = free_port(), tmp_path / "faults.jsonl"
    args = ["--port", str(port), "--rates", "5xx=1", "--log", str(log)]
    proc = subprocess.Popen([sys.executable, "-m", "m2miner.rehearsal.fault_server", *args])
    try:
        url = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                httpx.get(url + "/v1/models")
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        assert httpx.post(url + "/v1/chat/completions", json={"messages": []}).status_code >= 500
        assert httpx.get(url + "/faults").json()["faults"] == {"model_5xx": 1}
    finally:
        proc.terminate()
        proc.wait(10)
    assert [json.loads(line)["kind"] for line in log.read_text().splitlines()] == ["model_5xx"]


def test_rates_parse_and_bad_ones_are_refused() -> None:
    assert parse_rates("5xx=0.05, timeout=0.1") == {"http_5xx_rate": 0.05, "timeout_rate": 0.1}
    with pytest.raises(ValueError, match="unknown fault"):
        parse_rates("oops=1")
    with pytest.raises(ConfigError, match="add up to"):
        load_config(overrides={"faults.model.http_5xx_rate": 0.6, "faults.model.timeout_rate": 0.6})


# --- the device wrapper -----------------------------------------------------------------

MAPS = AppTarget(name="maps", package=load_app("maps").package)


def _sim() -> SimDevice:
    return SimDevice("maps", width=360, height=800)


def test_check_device_passes_on_a_wrapped_sim_with_rates_zero() -> None:
    device = FaultyDevice(_sim(), DeviceFaults())
    assert isinstance(device, FaultySnapshotDevice) and isinstance(device, SnapshotDevice)
    check_device(device, MAPS)
    assert not device.counts


def _drive(device: FaultyDevice, steps: int) -> Counter[str]:
    """Clicks ``steps`` times; the faults the observations and exceptions reported."""
    reported: Counter[str] = Counter()
    device.start_app(MAPS)
    for _ in range(steps):
        try:
            device.execute(Action("click", x=20, y=780))
            reported.update(f["kind"] for f in device.observe().info.get("faults", []))
        except DeviceDisconnectedError:
            reported["disconnect"] += 1
            with pytest.raises(DeviceDisconnectedError):
                device.observe()
            device.reconnect()
        if device.state.popup is not None:
            device.execute(Action("system_button", button="Back"))
    return reported


@pytest.mark.parametrize("kind", ["disconnect", "drop", "popup", "slow_screen"])
def test_the_wrapper_injects_each_kind_at_its_rate(kind: str) -> None:
    field = f"{kind}_rate"
    device = FaultyDevice(_sim(), DeviceFaults(**{field: 0.2, "slow_s": 0.001}), seed=1)
    reported = _drive(device, 200)
    assert reported == device.counts and set(device.counts) == {kind}
    draws = 200 + (reported["popup"] if kind == "popup" else 0)  # Back after each popup
    if kind == "slow_screen":
        draws = 200 - reported["disconnect"]
    assert abs(device.counts[kind] / draws - 0.2) < 0.07, device.counts


def test_a_dropped_action_changes_nothing_and_restore_reconnects() -> None:
    device = FaultyDevice(_sim(), DeviceFaults(drop_rate=1.0))
    device.start_app(MAPS)
    before = device.state
    device.execute(Action("system_button", button="Back"))
    assert device.state == before
    assert device.observe().info["faults"] == [
        {"kind": "drop", "injected": True, "action": "system_button"}
    ]
    lost = FaultyDevice(_sim(), DeviceFaults(disconnect_rate=1.0))
    lost.start_app(MAPS)
    token = lost.snapshot()
    with pytest.raises(DeviceDisconnectedError, match="injected"):
        lost.execute(Action("click", x=1, y=1))
    with pytest.raises(DeviceDisconnectedError):
        lost.snapshot()
    lost.restore(token)
    assert lost.observe().width == 360


def test_a_backend_without_popups_counts_them_unsupported() -> None:
    class NoPopups:
        def __init__(self) -> None:
            self.inner = _sim()
            self.name, self.domain = "plain", "mobile"

        def start_app(self, app: AppTarget) -> None:
            self.inner.start_app(app)

        def observe(self):  # type: ignore[no-untyped-def]
            return self.inner.observe()

        def execute(self, action: Action) -> None:
            self.inner.execute(action)

        def close(self) -> None:
            self.inner.close()

    device = FaultyDevice(NoPopups(), DeviceFaults(popup_rate=1.0))  # type: ignore[arg-type]
    assert not isinstance(device, SnapshotDevice)
    device.start_app(MAPS)
    device.execute(Action("click", x=5, y=5))
    assert device.counts == {"popup_unsupported": 1}
    assert "faults" not in device.observe().info


def test_open_device_wraps_when_the_config_sets_device_faults(tmp_path: Path) -> None:
    plain = load_config(overrides={"device.width": 360, "device.height": 800})
    # The safety policy wraps every device; faults go under it.
    assert isinstance(open_device(plain, DeviceSpec("sim"), "maps").unwrapped, SimDevice)
    faulty = plain.model_copy(
        update={"faults": FaultsConfig(device=DeviceFaults(drop_rate=1.0), log_dir=tmp_path)}
    )
    device = open_device(faulty, DeviceSpec("sim"), "maps", index=2).device
    assert isinstance(device, FaultyDevice)
    device.start_app(MAPS)
    device.execute(Action("click", x=5, y=5))
    logged = [json.loads(line) for line in next(tmp_path.glob("faults-*.jsonl")).open()]
    assert [(e["kind"], e["source"], e["device"]) for e in logged] == [
        ("drop", "device", "sim:maps#2")
    ]
