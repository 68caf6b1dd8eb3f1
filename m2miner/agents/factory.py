"""Build the three search agents a configuration asks for.

With no InferAgent models configured, the heuristic agents read the view hierarchy and
no model is created. Otherwise each role gets its model-backed agent when it names a
model, and the heuristic one when it does not (a model InferAgent with a heuristic judge
is a valid, cheap setup). A model named by several roles is created once.
"""

from __future__ import annotations

from m2miner.agents.base import Agents, CallRecorder, JudgeAgent, OrchestraAgent
from m2miner.agents.infer import ModelInferAgent
from m2miner.agents.judge import ModelJudgeAgent
from m2miner.agents.orchestra import ModelOrchestraAgent
from m2miner.config import Config
from m2miner.llm.base import ChatModel


def build_agents(
    config: Config,
    recorder: CallRecorder,
    models: dict[str, ChatModel] | None = None,
) -> Agents:
    """The agents for ``config``; ``models`` supplies ready chat models by config name.

    Models not in ``models`` are created with :func:`m2miner.llm.create_model` and added
    to ``models`` when it is given, so the caller can close them. Raises
    :class:`m2miner.errors.ConfigError` for a role naming an unknown model.
    """
    # The heuristic agents pull in screen comparison (Pillow); only load them when used.
    from m2miner.agents.heuristic import heuristic_agents

    h_infer, h_orchestra, h_judge = heuristic_agents()
    roles = config.agents
    if not roles.infer.models:
        return Agents(h_infer, h_orchestra, h_judge, heuristic=True)
    pool = models if models is not None else {}

    def model(name: str) -> ChatModel:
        if name not in pool:
            from m2miner.llm import create_model

            pool[name] = create_model(config.model(name))
        return pool[name]

    infer = ModelInferAgent(
        [(model(ref.model), ref, config.model(ref.model)) for ref in roles.infer.models],
        roles.infer,
        recorder,
        do_not_repeat=config.search.do_not_repeat != "off",
    )
    orchestra: OrchestraAgent = h_orchestra
    if roles.orchestra.model is not None:
        name = roles.orchestra.model
        orchestra = ModelOrchestraAgent(model(name), config.model(name), roles.orchestra, recorder)
    judge: JudgeAgent = h_judge
    if roles.judge.model is not None:
        name = roles.judge.model
        judge = ModelJudgeAgent(model(name), config.model(name), roles.judge, recorder)
    return Agents(infer, orchestra, judge, heuristic=False)
