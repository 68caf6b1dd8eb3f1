"""Past the history limit, the miner's prompts and the exported ones number the steps
the same way: as in the whole trajectory, not from 1 again."""

from __future__ import annotations

from m2miner.actions import Action
from m2miner.agents.base import NullRecorder, StepContext
from m2miner.agents.infer import ModelInferAgent
from m2miner.agents.judge import ModelJudgeAgent
from m2miner.config import InferAgentConfig, InferModelRef, ModelConfig, RoleConfig
from m2miner.devices.base import Observation
from m2miner.export.options import ModelView
from m2miner.export.prompts import infer_prompt, judge_step_prompt
from m2miner.export.samples import Screenshot
from m2miner.prompts import recent_steps
from m2miner.rehearsal.scripted import ScriptedModel
from tests.agents.conftest import PNG_1X1

HISTORY = tuple(f'Click "Item {i}"' for i in range(1, 16))
"""Fifteen steps: three more than the default history of twelve."""


def _context() -> StepContext:
    # As TreeMiner.context builds it.
    shown, start = recent_steps(HISTORY, 12)
    obs = Observation(png=PNG_1X1, width=1080, height=2400)
    return StepContext("Open item 16", "mobile", obs, shown, "maps", history_start=start)


def test_recent_steps_keeps_the_last_and_counts_the_rest() -> None:
    shown, start = recent_steps(HISTORY, 12)
    assert (len(shown), start, shown[0]) == (12, 3, 'Click "Item 4"')
    assert recent_steps(HISTORY, 0) == ((), 15)
    assert recent_steps(HISTORY[:2], 12) == (HISTORY[:2], 0)


def test_infer_prompt_numbers_steps_as_in_the_whole_trajectory() -> None:
    ctx = _context()
    call = '{"name": "mobile_use", "arguments": {"action": "wait", "time": 1}}'
    model = ScriptedModel("m", replies=[f'Action: "Wait"\n<tool_call>\n{call}\n</tool_call>'])
    config = ModelConfig(name="m", backend="scripted")
    agent = ModelInferAgent(
        [(model, InferModelRef(model="m", k=1), config)], InferAgentConfig(), NullRecorder()
    )
    agent.propose(ctx, 1, [])
    sent = model.calls[0].messages[1].content[0]
    assert 'Step 4: Click "Item 4"; ' in sent and 'Step 15: Click "Item 15"; ' in sent
    assert "Step 1:" not in sent and "Item 3" not in sent
    screen = Screenshot("0" * 64, 1080, 2400)
    _, user = infer_prompt("mobile", ModelView(), screen, ctx.intent, HISTORY)
    assert user.parts[0] == sent


def test_judge_prompt_numbers_steps_as_the_export_does() -> None:
    ctx = _context()
    model = ScriptedModel("j", replies=["valid"])
    config = ModelConfig(name="j", backend="scripted", supports_logprobs=False)
    judge = ModelJudgeAgent(model, config, RoleConfig(), NullRecorder())
    action = Action("click", x=540, y=1200)
    judge.judge_step(ctx, action, 'Click "Item 16"', ctx.observation)
    sent = "".join(p for p in model.calls[0].messages[0].content if isinstance(p, str))
    screen = Screenshot("0" * 64, 1080, 2400)
    turn = judge_step_prompt(
        "mobile", ModelView(), screen, screen, ctx.intent, HISTORY, action, 'Click "Item 16"'
    )
    assert 'Step 4: Click "Item 4"; ' in sent and "Step 1:" not in sent
    assert turn.parts[-1] == sent
