"""Step effects and description checks over every bundled sim task's reference solution.

Each task's reference solution is replayed on a fresh sim device; every step's effect is
read from the screens before and after it (:func:`m2miner.agents.effects.effect_of`,
hierarchies and screenshots) and the description the heuristic agents would store for it
(``Click "<label of the tapped element>"``, ``Type "<text>"``) is checked
(:func:`m2miner.agents.describe_check.check_description`). Reference solutions are
correct, so a flagged step is either a true no-op on screen or a false flag. Prints one
row per app, every flagged step, and the totals::

    python bench/descriptions.py
"""

from __future__ import annotations

import sys
from collections import Counter

from m2miner.actions import describe
from m2miner.agents.describe_check import check_description
from m2miner.agents.effects import effect_of
from m2miner.agents.steps import touched
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import list_apps, load_app
from m2miner.devices.sim.device import SimDevice
from m2miner.devices.sim.solve import reference_actions

KINDS: tuple[str, ...] = ("new_screen", "changed", "toggled", "selected", "typed")
KINDS += ("dialog_opened", "dialog_confirmed", "dialog_cancelled", "focused", "blurred", "none")


def sweep(app: str) -> tuple[Counter[str], Counter[str], list[str]]:
    """Effect kinds and verdicts over ``app``'s tasks, and the flagged steps."""
    kinds: Counter[str] = Counter()
    verdicts: Counter[str] = Counter()
    flagged: list[str] = []
    for task in load_app(app).tasks:
        actions = reference_actions(SimDevice(app), task)
        device = SimDevice(app)
        device.start_app(AppTarget(app))
        before = device.observe()
        for action in actions:
            device.execute(action)
            after = device.observe()
            effect = effect_of(
                before.hierarchy,
                after.hierarchy,
                action,
                before_png=before.png,
                after_png=after.png,
            )
            target = touched(before.hierarchy, action)
            stored = describe(action, target.label if target else None)
            check = check_description(stored, action, effect)
            kinds[effect.kind] += 1
            verdicts[check.status] += 1
            if check.status == "flagged":
                flagged.append(f"{task.id}: {stored} ({check.reason})")
            before = after
    return kinds, verdicts, flagged


def main() -> int:
    total_kinds: Counter[str] = Counter()
    total_verdicts: Counter[str] = Counter()
    flagged: list[str] = []
    header = ["app", "steps", *KINDS, "ok", "reworded", "flagged"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for app in list_apps():
        kinds, verdicts, app_flagged = sweep(app)
        total_kinds += kinds
        total_verdicts += verdicts
        flagged += app_flagged
        print(_row(app, kinds, verdicts))
    print(_row("all", total_kinds, total_verdicts))
    print()
    for line in flagged:
        print(f"flagged: {line}")
    return 0


def _row(name: str, kinds: Counter[str], verdicts: Counter[str]) -> str:
    cells = [name, str(sum(kinds.values()))]
    cells += [str(kinds[k]) for k in KINDS]
    cells += [str(verdicts[v]) for v in ("ok", "reworded", "flagged")]
    return "| " + " | ".join(cells) + " |"


if __name__ == "__main__":
    sys.exit(main())
