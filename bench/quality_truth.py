"""The sim's ground truth for the data-quality benchmark (bench/quality.py).

Every figure the benchmark prints is scored against the sim world's state, never against
what the miner or the export decided:

- :func:`success_truth`: a trajectory of a sim task is a true success when the task's
  success predicate holds after its actions, replayed on the app's state engine;
- :func:`description_truth`: a step's description is true when it says what the step
  did to the sim's state: a switch or checkbox by the state it ended in (on / off), typed
  text with its value, a tap by the element the sim says was tapped (a tap that changed
  nothing has no true description), any other action by a change of state;
- recycled intents are checked with :mod:`m2miner.mining.recycle_truth`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from m2miner.actions import Action
from m2miner.agents.lexical import key_terms, matches, words
from m2miner.devices.sim import SimApp, Task
from m2miner.devices.sim.engine import World, check
from m2miner.mining.recycle_truth import Replayed, replay

_ON = re.compile(r"\b(turn(s|ed)? on|switch(es|ed)? on|enable[sd]?|check(s|ed)?|tick)\b")
_OFF = re.compile(r"\b(turn(s|ed)? off|switch(es|ed)? off|disable[sd]?|uncheck(s|ed)?)\b")


def success_truth(
    app: SimApp, task: Task, actions: Sequence[Action], size: tuple[int, int]
) -> bool:
    """Whether ``task``'s predicate holds after ``actions`` from the app's start."""
    steps = replay(app, actions, size)
    world = World({app.name: app})
    state = steps[-1].after if steps else world.start(app.name)
    return check(world, state, task.predicate, app.name)


def description_truth(step: Replayed, description: str) -> tuple[bool, str]:
    """Whether ``description`` says what ``step`` did to the sim's state, and why."""
    text = description.casefold()
    action = step.action
    changed = step.after != step.before
    if action.type == "type":
        value = (action.text or "").casefold().strip()
        return (value in text, "names the typed value" if value in text else "no typed value")
    if action.type in ("click", "long_press") and step.widget is not None:
        if not changed:
            return False, "the tap changed nothing"
        w = step.widget
        if w.type in ("switch", "checkbox") and w.bind:
            on = _on(step, w.bind)
            said_on, said_off = bool(_ON.search(text)), bool(_OFF.search(text))
            if said_on == said_off:
                return False, f"does not say {'on' if on else 'off'}"
            return said_on == on, f"the switch ended {'on' if on else 'off'}"
        label = key_terms(step.label) or words(step.label)  # "Start" is all stop words
        named = bool(label) and all(matches(t, set(words(text))) for t in label)
        return named, "names the tapped element" if named else f"does not name {step.label!r}"
    if action.type in ("click", "long_press"):
        return False, "the tap hit no element"
    return changed, "changed the state" if changed else "changed nothing"


def _on(step: Replayed, bind: str) -> bool:
    own = step.after.app_state(step.before.app or "")
    values = own.variables if own is not None else {}
    return bool(values.get(bind))
