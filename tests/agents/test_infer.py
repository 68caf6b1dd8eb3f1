from __future__ import annotations

import pytest

from m2miner.action_parse import DESCRIPTION_INSTRUCTION
from m2miner.actions import Action
from m2miner.agents.base import ListRecorder, StepContext
from m2miner.agents.infer import ModelInferAgent, split_k
from m2miner.config import InferAgentConfig, InferModelRef, ModelConfig
from m2miner.coords import frame
from m2miner.devices.base import Observation
from m2miner.errors import ModelError, ModelUnavailableError
from m2miner.llm.base import ChatResult, Image, Message
from m2miner.rehearsal.scripted import ScriptedModel


def reply(description: str, arguments: str) -> str:
    return (
        f'Thought: looking at the screen.\nAction: "{description}"\n'
        f'<tool_call>\n{{"name": "mobile_use", "arguments": {arguments}}}\n</tool_call>'
    )


WIFI = reply("Click Wi-Fi", '{"action": "click", "coordinate": [500, 167]}')
BLUETOOTH = reply("Click Bluetooth", '{"action": "click", "coordinate": [500, 250]}')
BACK = reply("Go back", '{"action": "system_button", "button": "Back"}')
TYPE = reply("Type the network name", '{"action": "type", "text": "home-net"}')


def ctx(observation: Observation, history: tuple[str, ...] = ()) -> StepContext:
    return StepContext(
        intent="Turn on Wi-Fi", domain="mobile", observation=observation, history=history
    )


def entry(
    model: ScriptedModel, k: int, *, supports_n: bool = True, temperature: float = 0.7
) -> tuple[ScriptedModel, InferModelRef, ModelConfig]:
    cfg = ModelConfig(name=model.name, backend="scripted", coords="norm1000", supports_n=supports_n)
    return model, InferModelRef(model=model.name, k=k, temperature=temperature), cfg


def user_text(message: Message) -> str:
    return "\n".join(p for p in message.content if isinstance(p, str))


@pytest.mark.parametrize(
    ("total", "weights", "expected"),
    [
        (5, [3, 2], [3, 2]),
        (10, [3, 2], [6, 4]),
        (4, [3, 2], [2, 2]),  # 2.4 and 1.6: the larger remainder gets the spare one
        (1, [1, 1], [1, 0]),  # equal remainders: the earlier model
        (3, [5], [3]),
        (0, [3, 2], [0, 0]),
    ],
)
def test_split_k_scales_proportionally_and_adds_up(
    total: int, weights: list[int], expected: list[int]
) -> None:
    assert split_k(total, weights) == expected
    assert sum(split_k(total, weights)) == total


def test_two_models_share_k_one_samples_n_the_other_is_called_per_candidate(
    observation: Observation,
) -> None:
    fast = ScriptedModel("fast", replies=[WIFI, BLUETOOTH, BACK])
    slow = ScriptedModel("slow", replies=[TYPE, WIFI])
    recorder = ListRecorder()
    agent = ModelInferAgent(
        [entry(fast, 3), entry(slow, 2, supports_n=False, temperature=1.0)],
        InferAgentConfig(max_tokens=300),
        recorder,
    )
    proposals = agent.propose(ctx(observation), 5, [])

    assert [(c.n, c.temperature, c.max_tokens) for c in fast.calls] == [(3, 0.7, 300)]
    assert [(c.n, c.temperature) for c in slow.calls] == [(1, 1.0), (1, 1.0)]
    assert [(c.model, c.description) for c in proposals.candidates] == [
        ("fast", "Click Wi-Fi"),
        ("fast", "Click Bluetooth"),
        ("fast", "Go back"),
        ("slow", "Type the network name"),
        ("slow", "Click Wi-Fi"),
    ]
    # norm1000 on 1080x2400: (500, 167) -> (540, 401), (500, 250) -> (540, 600).
    assert proposals.candidates[0].action == Action("click", x=540, y=401)
    assert proposals.candidates[1].action == Action("click", x=540, y=600)
    assert proposals.candidates[3].action == Action("type", text="home-net")
    assert proposals.candidates[0].raw == WIFI
    assert proposals.failures == []
    assert [(role, model, err) for role, model, _, err in recorder.calls] == [
        ("infer", "fast", None),
        ("infer", "slow", None),
        ("infer", "slow", None),
    ]
    assert all(isinstance(result, ChatResult) for _, _, result, _ in recorder.calls)


def test_a_different_k_is_split_in_proportion(observation: Observation) -> None:
    a = ScriptedModel("a", replies=[WIFI] * 6)
    b = ScriptedModel("b", replies=[BACK] * 4)
    agent = ModelInferAgent([entry(a, 3), entry(b, 2)], InferAgentConfig(), ListRecorder())
    proposals = agent.propose(ctx(observation), 10, [])
    assert [c.n for c in a.calls] == [6]
    assert [c.n for c in b.calls] == [4]
    assert len(proposals.candidates) == 10


def test_calls_of_one_take_turns_in_proportion_to_k(observation: Observation) -> None:
    # The paper's "do not repeat": K calls of one, each shown what came before.
    a = ScriptedModel("a", replies=[WIFI] * 3)
    b = ScriptedModel("b", replies=[BACK] * 2)
    agent = ModelInferAgent([entry(a, 3), entry(b, 2)], InferAgentConfig(), ListRecorder())
    shown: list[str] = []
    for _ in range(5):
        shown += [c.description for c in agent.propose(ctx(observation), 1, shown).candidates]
    assert len(a.calls) == 3 and len(b.calls) == 2 and len(shown) == 5


def test_prompt_carries_tools_intent_history_excluded_actions_and_screenshot(
    observation: Observation,
) -> None:
    model = ScriptedModel("m", replies=[WIFI])
    agent = ModelInferAgent([entry(model, 1)], InferAgentConfig(history=2), ListRecorder())
    history = ("Open Settings", "Swipe up", 'Click "Network"')
    agent.propose(ctx(observation, history), 1, ['Click "Bluetooth"', "Press the Back button"])

    system, user = model.calls[0].messages
    assert system.role == "system" and user.role == "user"
    system_text = user_text(system)
    assert system_text.startswith("You are a helpful assistant.\n\n# Tools\n")
    assert '"name": "mobile_use"' in system_text
    assert "999x999" in system_text  # the norm1000 resolution line of the tool
    assert DESCRIPTION_INSTRUCTION in system_text
    assert user_text(user) == (
        "The user query: Turn on Wi-Fi\n"
        "Task progress (You have done the following operation on the current device): "
        'Step 2: Swipe up; Step 3: Click "Network"; \n'
        "Do not propose these actions again; they were already proposed for this screen:\n"
        '- Click "Bluetooth"\n'
        "- Press the Back button\n"
        "Propose a different next operation."
    )
    assert user.images == [Image(observation.png, 1080, 2400)]
    assert isinstance(user.content[-1], Image)


def test_no_exclude_block_when_empty_or_switched_off(observation: Observation) -> None:
    model = ScriptedModel("m", replies=[WIFI, WIFI])
    agent = ModelInferAgent([entry(model, 1)], InferAgentConfig(), ListRecorder())
    agent.propose(ctx(observation), 1, [])
    off = ModelInferAgent(
        [entry(model, 1)], InferAgentConfig(), ListRecorder(), do_not_repeat=False
    )
    off.propose(ctx(observation), 1, ["Click Wi-Fi"])
    for call in model.calls:
        assert "Do not propose" not in user_text(call.messages[1])


def test_malformed_answers_are_retried_for_the_missing_count_then_recorded(
    observation: Observation,
) -> None:
    model = ScriptedModel(
        "m",
        replies=[WIFI, "I would tap Wi-Fi.", "still no tool call", '{"action": "fly"}'],
    )
    recorder = ListRecorder()
    agent = ModelInferAgent([entry(model, 2)], InferAgentConfig(max_retries=2), recorder)
    proposals = agent.propose(ctx(observation), 2, [])

    assert [c.n for c in model.calls] == [2, 1, 1]
    assert [c.description for c in proposals.candidates] == ["Click Wi-Fi"]
    [failure] = proposals.failures
    assert failure.model == "m"
    assert failure.raw == '{"action": "fly"}'
    assert "unknown action 'fly'" in failure.error
    assert failure.error.endswith("(after 3 attempts)")
    first_user = user_text(model.calls[0].messages[1])
    retry_user = user_text(model.calls[1].messages[1])
    assert "could not be read" not in first_user
    assert retry_user.startswith(first_user)
    assert "Your previous answer could not be read (found no <tool_call>" in retry_user
    errors = [err for _, _, _, err in recorder.calls]
    assert errors[0] is not None and errors[0].startswith("1 of 2 answers unparseable")
    assert errors[1] is not None and errors[2] is not None
    assert len(recorder.calls) == 3


def test_no_retries_configured_records_failures_at_once(observation: Observation) -> None:
    model = ScriptedModel("m", replies=["nothing useful", "nor this"])
    agent = ModelInferAgent([entry(model, 2)], InferAgentConfig(max_retries=0), ListRecorder())
    proposals = agent.propose(ctx(observation), 2, [])
    assert proposals.candidates == []
    assert [f.raw for f in proposals.failures] == ["nothing useful", "nor this"]
    assert len(model.calls) == 1


def test_actions_the_domain_lacks_are_failures(observation: Observation) -> None:
    web_ctx = StepContext("Find the menu", "web", observation)
    open_app = reply("Open Maps", '{"action": "open", "text": "Maps"}')
    model = ScriptedModel("m", replies=[open_app])
    agent = ModelInferAgent([entry(model, 1)], InferAgentConfig(max_retries=0), ListRecorder())
    proposals = agent.propose(web_ctx, 1, [])
    assert proposals.candidates == []
    assert "not available on web" in proposals.failures[0].error
    assert "mobile browser" in user_text(model.calls[0].messages[0])


def test_qwen25_coordinates_use_the_model_resize_limits(observation: Observation) -> None:
    cfg = ModelConfig(name="q", backend="scripted", coords="qwen25", max_pixels=640 * 28 * 28)
    fr = frame("qwen25", 1080, 2400, min_pixels=cfg.min_pixels, max_pixels=cfg.max_pixels)
    mx, my = fr.model_width // 2, fr.model_height // 2
    answer = reply("Click the middle", f'{{"action": "click", "coordinate": [{mx}, {my}]}}')
    model = ScriptedModel("q", replies=[answer])
    agent = ModelInferAgent(
        [(model, InferModelRef(model="q", k=1), cfg)], InferAgentConfig(), ListRecorder()
    )
    proposals = agent.propose(ctx(observation), 1, [])
    assert proposals.candidates[0].action == Action("click", x=540, y=1200)
    assert f"{fr.model_width}x{fr.model_height}" in user_text(model.calls[0].messages[0])


def test_a_description_is_made_when_the_model_writes_none(observation: Observation) -> None:
    bare = (
        '<tool_call>{"name": "mobile_use", "arguments": '
        '{"action": "system_button", "button": "Back"}}</tool_call>'
    )
    agent = ModelInferAgent(
        [entry(ScriptedModel("m", replies=[bare]), 1)], InferAgentConfig(), ListRecorder()
    )
    [candidate] = agent.propose(ctx(observation), 1, []).candidates
    assert candidate.description == "Press the Back button"


class Unreachable:
    name = "down"

    def chat(self, messages: list[Message], **_: object) -> ChatResult:
        raise ModelUnavailableError("connection refused by 127.0.0.1:9")

    def check(self) -> None: ...

    def close(self) -> None: ...


def test_an_unreachable_model_raises_after_recording(observation: Observation) -> None:
    recorder = ListRecorder()
    cfg = ModelConfig(name="down")
    agent = ModelInferAgent(
        [(Unreachable(), InferModelRef(model="down"), cfg)], InferAgentConfig(), recorder
    )
    with pytest.raises(ModelError, match="connection refused"):
        agent.propose(ctx(observation), 2, [])
    assert recorder.calls == [("infer", "down", None, "connection refused by 127.0.0.1:9")]
