"""The sim tasks under the safety policy: which steps of a reference solution it refuses.

A sim task says ``irreversible: true`` when its solution needs a step the default policy
blocks, so that it is mined under a sandbox policy. :func:`flag_warnings` checks that the
flag and the policy agree for an app's tasks (``m2miner apps`` and ``m2miner tasks`` show
what it finds); the bundled apps are held to it by the tests.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from m2miner.config import SafetyConfig
from m2miner.safety.policy import Policy, Verdict


def blocked_steps(task: Any, config: SafetyConfig) -> list[tuple[int, Verdict]]:
    """The steps (from 1) of ``task``'s reference solution that ``config``'s policy
    blocks, each checked on the screen it is taken on, with the verdict. Steps run on a
    plain sim whatever the verdict, so that every later step is checked too."""
    from m2miner.devices.base import AppTarget
    from m2miner.devices.sim import SimDevice, load_app
    from m2miner.devices.sim.solve import step_action

    device = SimDevice(task.app, render=False)
    try:
        app = AppTarget(name=task.app, package=load_app(task.app).package)
        device.start_app(app)
        policy = Policy(config, app)
        blocked = []
        for i, step in enumerate(task.solution, 1):
            action = step_action(device.frame(), step)
            verdict = policy.check_action(action, device.observe())
            if not verdict.allowed:
                blocked.append((i, verdict))
            device.execute(action)
        return blocked
    finally:
        device.close()


def solution_blocks(task: Any, config: SafetyConfig) -> list[Verdict]:
    """The verdicts that block steps of ``task``'s reference solution under ``config``;
    empty when the task can be mined (its solution passes the policy)."""
    return [verdict for _, verdict in blocked_steps(task, config)]


def flag_warnings(tasks: Any, path: Path) -> list[str]:
    """What is wrong with the ``irreversible`` flags of ``tasks`` (an app's, from the
    file ``path``): a solution the default policy blocks without the flag, or the flag on
    a solution it allows."""
    out = []
    for task in tasks:
        where = f"{path}: task {task.id!r}"
        blocked = blocked_steps(task, SafetyConfig())
        if blocked and not task.irreversible:
            step, verdict = blocked[0]
            out.append(
                f"{where}: the default safety policy blocks its solution "
                f"(step {step}: {verdict.reason or verdict.rule}); add `irreversible: true` "
                "to the task, so that it is mined under a sandbox policy"
            )
        elif task.irreversible and not blocked:
            out.append(
                f"{where}: it says `irreversible: true` but the default safety policy allows "
                "every step of its solution; remove the flag"
            )
    return out
