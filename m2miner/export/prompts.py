"""The prompts of exported samples: the agents' own, built by the agents' own functions.

An SFT sample's system and user turns are what :class:`m2miner.agents.infer.ModelInferAgent`
sends, and its answer is :func:`m2miner.action_parse.format_tool_call`, which that agent's
parser reads back; judge samples are what :class:`m2miner.agents.judge.ModelJudgeAgent`
asks. Only the action-description prompt is the export's own (``templates/``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib import resources
from string import Template

from m2miner.action_parse import (
    DESCRIPTION_INSTRUCTION,
    format_tool_call,
    tool_arguments,
    tool_description,
)
from m2miner.actions import Action, Domain
from m2miner.coords import frame
from m2miner.errors import ConfigError
from m2miner.export.options import ModelView
from m2miner.export.samples import Screenshot, Turn
from m2miner.prompts import action_text, history_text, recent_steps, render_prompt


def recent(history: Sequence[str], view: ModelView, *, empty: str = "") -> str:
    """The history as the miner shows it to an agent: the last ``view.history`` steps,
    numbered as in the whole trajectory."""
    shown, start = recent_steps(history, view.history)
    return history_text(shown, empty=empty, first=start + 1)


def infer_prompt(
    domain: Domain, view: ModelView, screen: Screenshot, intent: str, history: Sequence[str]
) -> tuple[Turn, Turn]:
    """The InferAgent's system and user turns for this screen, intent and history."""
    tools = tool_description(
        domain,
        view.coords,
        screen.width,
        screen.height,
        min_pixels=view.min_pixels,
        max_pixels=view.max_pixels,
    )
    system = render_prompt(
        domain, "infer_system", tools=tools, action_format=DESCRIPTION_INSTRUCTION
    )
    user = render_prompt(domain, "infer_user", intent=intent, history=recent(history, view))
    return Turn("system", (system,)), Turn("user", (user, screen))


def infer_answer(action: Action, description: str, screen: Screenshot, view: ModelView) -> str:
    """The answer the InferAgent is trained to give: description line and tool call."""
    return format_tool_call(
        action,
        view.coords,
        screen.width,
        screen.height,
        description,
        min_pixels=view.min_pixels,
        max_pixels=view.max_pixels,
    )


def describe_prompt(domain: Domain, view: ModelView, screen: Screenshot, action: Action) -> Turn:
    """Screen and action (in the model's coordinates) -> "say what this step does"."""
    fr = frame(
        view.coords,
        screen.width,
        screen.height,
        min_pixels=view.min_pixels,
        max_pixels=view.max_pixels,
    )
    arguments = json.dumps(tool_arguments(action, fr), ensure_ascii=False)
    text = Template(_template(domain, "describe_action")).substitute(action=arguments).rstrip("\n")
    return Turn("user", (screen, text))


def judge_step_prompt(
    domain: Domain,
    view: ModelView,
    before: Screenshot,
    after: Screenshot,
    intent: str,
    history: Sequence[str],
    action: Action,
    description: str,
) -> Turn:
    """The JudgeAgent's step question: both screens, then the question."""
    text = render_prompt(
        domain,
        "judge_step",
        intent=intent,
        history=recent(history, view, empty="none yet"),
        action=_action_text(view, before, action, description),
    )
    return Turn("user", (before, after, text))


def judge_terminal_prompt(
    domain: Domain,
    view: ModelView,
    before: Screenshot,
    after: Screenshot,
    intent: str,
    history: Sequence[str],
    action: Action,
    description: str,
) -> Turn:
    """The JudgeAgent's ending question: the final screen, then the question."""
    text = render_prompt(
        domain,
        "judge_terminal",
        intent=intent,
        history=recent(history, view, empty="none"),
        action=_action_text(view, before, action, description),
    )
    return Turn("user", (after, text))


def _action_text(view: ModelView, screen: Screenshot, action: Action, description: str) -> str:
    return action_text(
        action,
        description,
        screen.width,
        screen.height,
        view.coords,
        min_pixels=view.min_pixels,
        max_pixels=view.max_pixels,
    )


@cache
def _template(domain: str, name: str) -> str:
    path = resources.files(__package__).joinpath("templates", domain, f"{name}.txt")
    if not path.is_file():
        raise ConfigError(f"no export prompt named {name!r} for the {domain} domain")
    return path.read_text(encoding="utf-8")
