"""One expansion and one judgement with model-backed agents built from a configuration."""

from __future__ import annotations

import math

from m2miner.agents.base import ListRecorder, StepContext
from m2miner.agents.factory import build_agents
from m2miner.config import Config
from m2miner.devices.base import Observation
from m2miner.llm.base import ChatModel, Message
from m2miner.rehearsal.scripted import ScriptedModel


def call(description: str, arguments: str) -> str:
    payload = f'{{"name": "mobile_use", "arguments": {arguments}}}'
    return f'Action: "{description}"\n<tool_call>{payload}</tool_call>'


def test_propose_merge_rank_and_judge(observation: Observation) -> None:
    proposer = ScriptedModel(
        "proposer",
        replies=[
            call("Open the Wi-Fi row", '{"action": "click", "coordinate": [100, 170]}'),
            call("Tap Wi-Fi", '{"action": "click", "coordinate": [600, 190]}'),
            call("Open Bluetooth", '{"action": "click", "coordinate": [500, 250]}'),
            call("Go back", '{"action": "system_button", "button": "Back"}'),
        ],
    )

    def critic_replies(messages: list[Message], n: int) -> list[str]:
        text = "\n".join(p for m in messages for p in m.content if isinstance(p, str))
        if "valid or invalid" in text:
            return ["valid"] * n
        # Prefer the Wi-Fi row whenever it is offered, else the first option.
        for line in text.splitlines():
            if line[:3].endswith(". ") and "Wi-Fi" in line:
                return [line[0]] * n
        return ["A"] * n

    critic = ScriptedModel(
        "critic",
        replies=critic_replies,
        logprobs=lambda _m, n: [{"valid": -0.1, "invalid": -2.4}] * n,
    )
    cfg = Config.model_validate(
        {
            "models": [
                {"name": "proposer", "backend": "scripted", "coords": "norm1000"},
                {"name": "critic", "backend": "scripted", "coords": "norm1000"},
            ],
            "agents": {
                "infer": {"models": [{"model": "proposer", "k": 4}]},
                "orchestra": {"model": "critic"},
                "judge": {"model": "critic"},
            },
        }
    )
    models: dict[str, ChatModel] = {"proposer": proposer, "critic": critic}
    recorder = ListRecorder()
    agents = build_agents(cfg, recorder, models)
    ctx = StepContext("Turn on Wi-Fi", "mobile", observation)

    proposals = agents.infer.propose(ctx, 4, [])
    ranked = agents.orchestra.merge_and_rank(ctx, proposals.candidates)
    # The two Wi-Fi taps land on the same row and merge; three candidates, two queries.
    assert [(c.description, c.merged_from) for c in ranked] == [
        ("Open the Wi-Fi row", 2),
        ("Open Bluetooth", 1),
        ("Go back", 1),
    ]
    best = ranked[0]
    judgement = agents.judge.judge_step(ctx, best.action, best.description, observation)
    assert judgement.source == "judge"
    assert math.isclose(judgement.reward, 1 / (1 + math.exp(-2.3)))
    assert [role for role, *_ in recorder.calls] == [
        "infer",
        "orchestra",
        "orchestra",
        "judge",
    ]
