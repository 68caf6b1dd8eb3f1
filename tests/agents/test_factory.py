from __future__ import annotations

import json
from pathlib import Path

from m2miner.agents.base import ListRecorder, StepContext
from m2miner.agents.factory import build_agents
from m2miner.agents.heuristic import (
    HeuristicInferAgent,
    HeuristicJudgeAgent,
    HeuristicOrchestraAgent,
)
from m2miner.agents.infer import ModelInferAgent
from m2miner.agents.judge import ModelJudgeAgent
from m2miner.agents.orchestra import ModelOrchestraAgent
from m2miner.config import Config
from m2miner.devices.base import Observation
from m2miner.llm.base import ChatModel
from m2miner.rehearsal.scripted import ScriptedModel


def config(**agents: object) -> Config:
    return Config.model_validate(
        {
            "models": [
                {"name": "proposer", "backend": "scripted", "coords": "norm1000"},
                {"name": "critic", "backend": "scripted", "supports_n": False},
            ],
            "agents": agents,
        }
    )


def test_no_models_configured_gives_the_heuristic_agents() -> None:
    agents = build_agents(Config(), ListRecorder())
    assert isinstance(agents.infer, HeuristicInferAgent)
    assert isinstance(agents.orchestra, HeuristicOrchestraAgent)
    assert isinstance(agents.judge, HeuristicJudgeAgent)
    assert agents.heuristic


def test_every_role_with_a_model_gets_a_model_agent_sharing_instances() -> None:
    cfg = config(
        infer={"models": [{"model": "proposer", "k": 3}, {"model": "critic", "k": 2}]},
        orchestra={"model": "critic", "rank": False},
        judge={"model": "critic"},
    )
    models: dict[str, ChatModel] = {
        "proposer": ScriptedModel("proposer"),
        "critic": ScriptedModel("critic"),
    }
    recorder = ListRecorder()
    agents = build_agents(cfg, recorder, models)

    assert not agents.heuristic
    assert isinstance(agents.infer, ModelInferAgent)
    assert [(p.model, p.ref.k, p.config.coords) for p in agents.infer.proposers] == [
        (models["proposer"], 3, "norm1000"),
        (models["critic"], 2, "qwen25"),
    ]
    assert agents.infer.do_not_repeat is True
    assert agents.infer.recorder is recorder
    assert isinstance(agents.orchestra, ModelOrchestraAgent)
    assert agents.orchestra.model is models["critic"]
    assert agents.orchestra.config.rank is False
    assert isinstance(agents.judge, ModelJudgeAgent)
    assert agents.judge.model is models["critic"]
    assert agents.judge.model_config.supports_n is False


def test_roles_without_a_model_fall_back_to_heuristics() -> None:
    cfg = config(infer={"models": [{"model": "proposer"}]})
    agents = build_agents(cfg, ListRecorder(), {"proposer": ScriptedModel("proposer")})
    assert isinstance(agents.infer, ModelInferAgent)
    assert isinstance(agents.orchestra, HeuristicOrchestraAgent)
    assert isinstance(agents.judge, HeuristicJudgeAgent)
    assert not agents.heuristic


def test_do_not_repeat_follows_the_search_setting() -> None:
    cfg = Config.model_validate(
        {
            "models": [{"name": "proposer", "backend": "scripted"}],
            "agents": {"infer": {"models": [{"model": "proposer"}]}},
            "search": {"do_not_repeat": "off"},
        }
    )
    agents = build_agents(cfg, ListRecorder(), {"proposer": ScriptedModel("proposer")})
    assert isinstance(agents.infer, ModelInferAgent)
    assert agents.infer.do_not_repeat is False


def test_models_not_given_are_created_once_from_the_configuration(
    tmp_path: Path, observation: Observation
) -> None:
    replies = tmp_path / "replies.json"
    click = '{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [500, 250]}}'
    replies.write_text(
        json.dumps({"replies": [f'Action: "Click Bluetooth"\n<tool_call>{click}</tool_call>']})
    )
    cfg = Config.model_validate(
        {
            "models": [
                {"name": "m", "backend": "scripted", "model": str(replies), "coords": "norm1000"}
            ],
            "agents": {"infer": {"models": [{"model": "m", "k": 1}]}, "judge": {"model": "m"}},
        }
    )
    pool: dict[str, ChatModel] = {}
    agents = build_agents(cfg, ListRecorder(), pool)
    assert list(pool) == ["m"]
    assert isinstance(pool["m"], ScriptedModel)
    assert isinstance(agents.judge, ModelJudgeAgent) and agents.judge.model is pool["m"]
    ctx = StepContext("Turn on Bluetooth", "mobile", observation)
    [candidate] = agents.infer.propose(ctx, 1, []).candidates
    assert (candidate.description, candidate.action.point) == ("Click Bluetooth", (540, 600))
