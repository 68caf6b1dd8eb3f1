"""Description truth on real web pages, by a checker that reads the page's own DOM.

Drives Chromium through a local Appium server over the three test web apps (the
TodoMVC-like list of tests/webapp_todomvc, the To-do single-page app of tests/webapp_spa
and the Corner Cafe of tests/webapp) with a seeded random walk: a tap on a random
tappable element, or, while a field has the focus, typing a word or pressing Enter; Back
when the walk left the app; a fresh start every ``--restart`` steps. Every step gets the
description the heuristic agents store (``Click "<label>"``, ``Type "<text>"``), the
export's check of it (:func:`m2miner.agents.describe_check.check_description`), and the
page's own account of what the tapped element did (:mod:`m2miner.testing.dom_truth`),
which decides whether a description is true. Prints, per app: steps, description samples
the export keeps (as stored or reworded) and leaves out (flagged), how many kept ones are
true, the truth of the stored descriptions without the check, and every false one::

    python bench/descriptions_web.py [--steps 60] [--restart 15] [--seed 0] [--held-out]

``--held-out`` walks the three npm apps ``bench/web.py`` mines instead (TodoMVC's
vanilla-JS example, jsoneditor, Swagger UI with a local API; none written for this
project), fetched with ``npm pack`` into ``~/.cache/m2miner-bench``.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from m2miner.actions import Action
from m2miner.config import DeviceConfig
from m2miner.devices.appium_server import appium_server, static_server
from m2miner.devices.base import AppTarget
from m2miner.devices.hierarchy import parse_hierarchy
from m2miner.testing.dom_truth import CheckedStep, Stepper, description_is_true

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))  # bench/web.py and bench/web_apps.py, for --held-out
APPS = {
    "todomvc": ROOT / "tests" / "webapp_todomvc",
    "todo-spa": ROOT / "tests" / "webapp_spa",
    "cafe": ROOT / "tests" / "webapp",
}
WORDS = ("milk", "bread", "Rex", "ana@example.com", "tea")
CACHE = Path.home() / ".cache" / "m2miner-bench"


def _npm_apps() -> list[Any]:
    import web_apps

    return list(web_apps.APPS)


@dataclass
class Tally:
    steps: int = 0
    kept: int = 0
    reworded: int = 0
    left_out: int = 0
    true: int = 0
    stored_true: int = 0
    false: list[str] = field(default_factory=list)

    def add(self, step: CheckedStep) -> None:
        self.steps += 1
        self.stored_true += description_is_true(step.stored, step.action, step.truth)
        if step.exported is None:
            self.left_out += 1
            return
        self.kept += 1
        self.reworded += step.check.status == "reworded"
        if step.true:
            self.true += 1
        else:
            self.false.append(f"{step.exported!r} (stored {step.stored!r}; page: {step.truth})")


def choose(stepper: Stepper, rng: random.Random, start: str) -> Action:
    """The walk's next action on the screen ``stepper`` shows."""
    obs = stepper.obs
    folder = start.rsplit("/", 1)[0]
    if obs.url and not obs.url.startswith(folder):
        return Action("system_button", button="Back")
    elements = parse_hierarchy(obs.hierarchy)
    if any(e.editable and e.focused for e in elements):
        roll = rng.random()
        if roll < 0.4:
            return Action("type", text=rng.choice(WORDS))
        if roll < 0.55:
            return Action("key", text="Enter")
    taps = [e for e in elements if e.clickable and e.bounds.area > 0]
    if not taps:
        return Action("system_button", button="Back")
    target = rng.choice(taps)
    b = target.bounds
    return Action("click", x=(b.left + b.right) // 2, y=(b.top + b.bottom) // 2)


def walk(device: object, app: AppTarget, steps: int, restart: int, seed: int) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    stepper: Stepper | None = None
    for i in range(steps):
        if stepper is None or i % restart == 0:
            device.start_app(app)  # type: ignore[attr-defined]
            stepper = Stepper(device)
        tally.add(stepper.step(choose(stepper, rng, app.url or "")))
    return tally


@contextlib.contextmanager
def served(name: str, held_out: bool) -> Iterator[AppTarget]:
    """The app ``name`` served on 127.0.0.1: a test app, or (``held_out``) one of the npm
    apps of bench/web_apps.py, seeded as bench/web.py mines it."""
    if not held_out:
        with static_server(APPS[name]) as url:
            yield AppTarget(name=name, url=f"{url}/index.html")
        return
    import web

    app = next(a for a in web.web_apps.APPS if a.name == name)
    with web._served(app, web.web_apps.fetch(app, CACHE)) as url:
        yield web._target(app, url)


@contextlib.contextmanager
def web_device() -> Iterator[object]:
    from m2miner.devices.appium import AppiumDevice

    home = os.environ.get("APPIUM_HOME") or ROOT / ".appium"
    with appium_server(home=home) as appium_url:
        config = DeviceConfig.model_validate({"kind": "appium", "settle_timeout_s": 3.0})
        device = AppiumDevice(appium_url, config=config, domain="web")
        try:
            yield device
        finally:
            device.close()


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60, help="Steps per app.")
    parser.add_argument("--restart", type=int, default=15, help="Steps between fresh starts.")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--held-out",
        action="store_true",
        help="Walk the npm apps of bench/web_apps.py (not written for this project) "
        "instead of the test apps.",
    )
    args = parser.parse_args(argv)
    names = [a.name for a in _npm_apps()] if args.held_out else list(APPS)
    print(f"steps per app: {args.steps}, fresh start every {args.restart}, seed {args.seed}")
    header = "| app | steps | kept | reworded | left out | kept true | truth | stored, unchecked |"
    print(header)
    print("|---|---|---|---|---|---|---|---|")
    total = Tally()
    false: list[str] = []
    with web_device() as device:
        for name in names:
            with served(name, args.held_out) as app:
                t = walk(device, app, args.steps, args.restart, args.seed)
            print(
                f"| {name} | {t.steps} | {t.kept} | {t.reworded} | {t.left_out} | {t.true} | "
                f"{_pct(t.true, t.kept)} | {_pct(t.stored_true, t.steps)} |"
            )
            false += [f"{name}: {line}" for line in t.false]
            for key in ("steps", "kept", "reworded", "left_out", "true", "stored_true"):
                setattr(total, key, getattr(total, key) + getattr(t, key))
    print(
        f"| all | {total.steps} | {total.kept} | {total.reworded} | {total.left_out} | "
        f"{total.true} | {_pct(total.true, total.kept)} | "
        f"{_pct(total.stored_true, total.steps)} |"
    )
    for line in false:
        print(f"false: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
