"""Prompt templates, one file per agent use and per domain (``mobile``, ``web``).

Files live in ``m2miner/prompts/<domain>/<name>.txt`` and use :class:`string.Template`
fields (``$intent``, ``${history}``): prompts quote JSON tool calls, whose braces would
fight ``str.format``. A literal dollar sign is written ``$$``. A file's final newline is
not part of the prompt.

Names in use: ``infer_system``, ``infer_user``, ``infer_exclude``, ``infer_retry``
(InferAgent), ``orchestra_merge``, ``orchestra_rank`` (OrchestraAgent), ``judge_step``,
``judge_terminal`` (JudgeAgent) and ``answer_retry`` (re-asking after an unreadable
answer). Later agents (intent recycling, intent generation) add their files beside them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib import resources
from string import Template

from m2miner.action_parse import tool_arguments
from m2miner.actions import Action
from m2miner.coords import MAX_PIXELS, MIN_PIXELS, CoordSystem, frame
from m2miner.errors import ConfigError

DOMAINS = ("mobile", "web")


@cache
def load_prompt(domain: str, name: str) -> str:
    """The text of prompt ``name`` for ``domain``, exactly as stored.

    Raises :class:`ConfigError` for an unknown domain or prompt name.
    """
    if domain not in DOMAINS:
        raise ConfigError(f"unknown prompt domain {domain!r}; expected one of {', '.join(DOMAINS)}")
    path = resources.files(__package__).joinpath(domain, f"{name}.txt")
    if not path.is_file():
        raise ConfigError(f"no prompt named {name!r} for the {domain} domain")
    return path.read_text(encoding="utf-8")


def prompt_fields(domain: str, name: str) -> set[str]:
    """The field names prompt ``name`` expects."""
    return set(Template(load_prompt(domain, name)).get_identifiers())


def render_prompt(domain: str, name: str, **fields: object) -> str:
    """Prompt ``name`` for ``domain`` with its fields filled in.

    Every field the template names must be given and every given field must be used, so
    a prompt and the code that fills it cannot drift apart silently; a mismatch raises
    :class:`ConfigError` naming the fields.
    """
    template = Template(load_prompt(domain, name))
    expected = set(template.get_identifiers())
    missing, unused = expected - fields.keys(), fields.keys() - expected
    if missing or unused or not template.is_valid():
        raise ConfigError(
            f"prompt {domain}/{name}: missing fields {sorted(missing)}, "
            f"unused fields {sorted(unused)}, valid placeholders: {template.is_valid()}"
        )
    return template.substitute({key: str(value) for key, value in fields.items()}).rstrip("\n")


def prompt_names(domain: str) -> list[str]:
    """The prompt names stored for ``domain``, sorted."""
    if domain not in DOMAINS:
        raise ConfigError(f"unknown prompt domain {domain!r}; expected one of {', '.join(DOMAINS)}")
    folder = resources.files(__package__).joinpath(domain)
    return sorted(
        entry.name.removesuffix(".txt") for entry in folder.iterdir() if entry.name.endswith(".txt")
    )


def history_text(
    history: Sequence[str], limit: int | None = None, *, empty: str = "", first: int = 1
) -> str:
    """Action descriptions as Qwen's mobile agents were trained to read them.

    ``Step 1: Open the app; Step 2: Click "Search"; `` with the last ``limit`` steps only
    (numbered as in the full history); ``empty`` when there are none. ``first`` is the
    number of the first step of ``history`` when earlier steps were left out of it.
    """
    start = 0 if limit is None else max(0, len(history) - limit)
    if limit == 0 or start >= len(history):
        return empty
    return "".join(f"Step {first + i}: {line}; " for i, line in enumerate(history) if i >= start)


def recent_steps(history: Sequence[str], keep: int) -> tuple[tuple[str, ...], int]:
    """The last ``keep`` descriptions of ``history`` (none when ``keep`` is 0) and how
    many steps came before them."""
    shown = tuple(history[-keep:]) if keep else ()
    return shown, len(history) - len(shown)


def action_text(
    action: Action,
    description: str,
    width: int,
    height: int,
    coords: CoordSystem,
    *,
    min_pixels: int = MIN_PIXELS,
    max_pixels: int = MAX_PIXELS,
) -> str:
    """An action as questions about it show it: the description, then its ``mobile_use``
    arguments with points in the coordinates the asked model speaks on this screen."""
    fr = frame(coords, width, height, min_pixels=min_pixels, max_pixels=max_pixels)
    return f"{description} {json.dumps(tool_arguments(action, fr), ensure_ascii=False)}"
