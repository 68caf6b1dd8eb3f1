"""The search's defaults are defined once: the config file's and the search's agree."""

from __future__ import annotations

import pytest

from m2miner.config import Config, SearchSettings
from m2miner.mcts import SearchConfig, SteppedInitValue
from m2miner.mcts import contracts as defaults
from m2miner.mining.session import search_config


def test_config_defaults_are_the_search_defaults() -> None:
    settings = SearchSettings()
    assert settings.c_uct == defaults.DEFAULT_C_UCT
    assert settings.successes == defaults.DEFAULT_SUCCESSES
    assert settings.init_top == defaults.DEFAULT_INIT_TOP
    assert settings.init_step == defaults.DEFAULT_INIT_STEP
    assert settings.locality_eps == defaults.DEFAULT_LOCALITY_EPS
    assert settings.env_error_retries == defaults.DEFAULT_ENV_ERROR_RETRIES


def test_a_default_config_file_runs_the_default_search() -> None:
    configured, plain = search_config(Config()), SearchConfig()
    for name in ("c_uct", "successes", "ordering", "locality_eps", "virtual_loss"):
        assert getattr(configured, name) == getattr(plain, name), name
    assert configured.env_error_retries == plain.env_error_retries
    for k in (1, 3, 5, 8):
        values = [configured.init_value(rank, k) for rank in range(k)]
        assert values == [plain.init_value(rank, k) for rank in range(k)]


def test_stepped_initial_values() -> None:
    assert [SteppedInitValue(0.8, 0.15)(r, 5) for r in range(3)] == pytest.approx([0.8, 0.65, 0.5])
    assert SteppedInitValue(0.8, 0.5)(3, 5) == 0.0  # never negative
    assert [SteppedInitValue(1.0, None)(r, 4) for r in range(4)] == [1.0, 0.75, 0.5, 0.25]
