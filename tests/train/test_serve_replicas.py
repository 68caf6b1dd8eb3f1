"""m2miner serve --replicas N: N servers on consecutive ports with their own GPUs, one
models entry listing them all, one endpoint record (no GPU here: the bookkeeping)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from m2miner.config import ModelConfig
from m2miner.errors import ConfigError
from m2miner.train.serve import (
    ServeOptions,
    endpoint_for,
    load_endpoints,
    record_endpoint,
    replica_plans,
    replicas_endpoint,
    replicas_toml,
)
from tests.train.test_serve import trained_dir, value


def test_replicas_get_their_own_ports_and_gpus_and_one_models_entry(tmp_path: Path) -> None:
    out = trained_dir(tmp_path / "judge")
    opts = ServeOptions(role="judge", checkpoint=str(out), port=8100, tensor_parallel=2)
    plans = replica_plans(opts, 3)
    assert [value(p.argv, "--port") for p, _ in plans] == ["8100", "8101", "8102"]
    assert [env["CUDA_VISIBLE_DEVICES"] for _, env in plans] == ["0,1", "2,3", "4,5"]
    entry = tomllib.loads(replicas_toml([p for p, _ in plans]))["models"][0]
    model = ModelConfig(**entry)
    assert model.base_url == "http://127.0.0.1:8100/v1"
    assert model.base_urls == ["http://127.0.0.1:8101/v1", "http://127.0.0.1:8102/v1"]
    with pytest.raises(ConfigError, match="at least 1"):
        replica_plans(opts, 0)


def test_the_replicas_are_recorded_as_one_endpoint_of_their_role(tmp_path: Path) -> None:
    out = trained_dir(tmp_path / "judge")
    opts = ServeOptions(role="judge", checkpoint=str(out), port=8200)
    plans = [p for p, _ in replica_plans(opts, 2)]
    endpoints = [endpoint_for(p, opts, 100 + i, None) for i, p in enumerate(plans)]
    record_endpoint(tmp_path / "data", replicas_endpoint(endpoints))
    stored = load_endpoints(tmp_path / "data")["judge"]
    assert stored["base_url"] == "http://127.0.0.1:8200/v1"
    assert stored["replicas"] == ["http://127.0.0.1:8200/v1", "http://127.0.0.1:8201/v1"]
    assert stored["pids"] == [100, 101]
