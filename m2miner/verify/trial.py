"""Trying a verifier on a live device: what ``m2miner verify try`` runs.

A verifier is easiest to write against the page or phone it will check. :func:`try_spec`
runs a verifier spec (``js``, ``adb``, ``python``) on a device as it is now and returns
what the check saw (the value the JavaScript expression returned, the shell's output)
beside the verdict mining would record; :func:`try_sim_predicate` does the same for a sim
app with a predicate written as in a sim app file (or a bundled task's id), showing the
state variables it reads. Nothing here raises for a check that fails or errors: the
:class:`Trial` says so.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, replace
from typing import Any

from m2miner.devices.base import Device
from m2miner.errors import ConfigError, DeviceError
from m2miner.verify.base import Check, Verdict, run_verifier
from m2miner.verify.factory import build, parse_spec, timeout_of


@dataclass(frozen=True)
class Trial:
    """What a verifier saw on the device and what it decided."""

    kind: str
    source: str
    """What was evaluated: the expression, the shell command, the predicate."""
    value: Any
    """What it returned: a JavaScript value, the shell's output, the state it read."""
    check: Check
    """The verdict, as mining stores it in ``info["checks"]``."""

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "source": self.source, "value": self.value, **self.check.info()}


def try_spec(device: Device, data: object) -> Trial:
    """Run the verifier spec ``data`` (an intents file's form) on ``device`` now.

    Raises ConfigError for a spec that is not valid, before touching the device.
    """
    spec = parse_spec(data, "verify try")
    verifier = build(spec, "verify try")
    kind = str(spec["type"])
    if kind == "js":
        expr, label = getattr(verifier, "expr", ""), getattr(verifier, "label", "")
        trial = _try_js(device, expr, timeout_of(spec), label)
        if "template" not in spec:
            return trial
        # The template as written, not the expression it renders to.
        params = json.dumps(spec.get("params") or {}, ensure_ascii=False)
        return replace(trial, source=f"template {spec['template']} {params}")
    if kind == "adb":
        return _try_adb(device, str(spec["shell"]), str(spec["expect"]), timeout_of(spec))
    check = run_verifier(verifier, device, timeout_of(spec))
    return Trial(kind, str(spec.get("ref") or spec.get("name")), check.passed, check)


def _try_js(device: Device, expr: str, timeout_s: float, label: str = "") -> Trial:
    from m2miner.verify.web import verdict_of

    run = getattr(device, "execute_script", None)
    if device.domain != "web" or not callable(run):
        raise ConfigError(
            f"{device.name} is not a web device: a js verifier runs in a page",
            hint="try it with --device appium:http://HOST:PORT and --url or a web --app",
        )
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["value"] = run(f"return ({expr});")
        except DeviceError as exc:
            box["error"] = f"the expression threw: {exc}"

    # As mining runs it (verify.base.run_verifier): a page that never answers is a failed
    # check after timeout_s, not a command that hangs.
    thread = threading.Thread(target=work, name="verify-try-js", daemon=True)
    thread.start()
    thread.join(timeout_s)
    if thread.is_alive():
        box["error"] = f"no answer within {timeout_s:g} s"
    if "error" in box:
        return Trial("js", expr, None, _check(Verdict.failed(box["error"])))
    value = box.get("value")
    return Trial("js", expr, value, _check(verdict_of(label or expr, value)))


def _try_adb(device: Device, shell: str, expect: str, timeout_s: float) -> Trial:
    from m2miner.verify.adb import verdict_of

    run = getattr(device, "shell", None)
    if device.domain != "mobile" or not callable(run):
        raise ConfigError(
            f"{device.name} has no adb shell: an adb verifier needs the adb backend",
            hint="try it with --device adb:SERIAL",
        )
    try:
        output = str(run(shell, timeout_s=timeout_s)).strip()
    except DeviceError as exc:
        return Trial("adb", shell, None, _check(Verdict.failed(str(exc))))
    return Trial("adb", shell, output, _check(verdict_of(shell, expect, output)))


def try_sim_predicate(device: Device, app: str, text: str) -> Trial:
    """Evaluate a sim predicate (YAML/JSON as in an app file, e.g. ``{equals: {wifi:
    true}}``) or the predicate of the bundled task ``text`` on a sim device now; the
    value is the state variables it reads. Raises ConfigError for one that does not parse.
    """
    import yaml

    from m2miner.devices.sim import get_task, load_app
    from m2miner.devices.sim.apps import Task
    from m2miner.devices.sim.expr import parse_predicate, predicate_names

    check = getattr(device, "check", None)
    state = getattr(device, "state", None)
    if not callable(check) or state is None:
        raise ConfigError(f"{device.name} is not a sim device: a sim predicate needs one")
    if re.fullmatch(r"[a-z0-9_]+\.[a-z0-9_.]+", text.strip()):
        task = get_task(text.strip())
    else:
        try:
            predicate = parse_predicate(yaml.safe_load(text), "predicate")
        except (ValueError, yaml.YAMLError) as exc:
            raise ConfigError(
                f"verify try: {text!r} is not a sim predicate: {exc}",
                hint="e.g. '{equals: {dark_theme: true}}' or a task id such as "
                "settings.dark_theme (`m2miner tasks --app APP` lists them)",
            ) from None
        task = Task("verify-try", app, text, 0, predicate, ())
    env = state.env(task.app)
    known = set(env) | set(dict(load_app(task.app).initial_vars))
    names = sorted(predicate_names(task.predicate))
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ConfigError(
            f"verify try: the {task.app} app has no variable {', '.join(map(repr, unknown))}",
            hint=f"its variables: {', '.join(sorted(known - {'screen', 'app'}))}",
        )
    value = {name: env.get(name) for name in names}
    passed = bool(check(task))
    detail = f"sim: the predicate {'holds' if passed else 'does not hold'}"
    return Trial("sim", text, value, Check("verifier", passed, detail))


def _check(verdict: Verdict) -> Check:
    return Check("verifier", verdict.passed, verdict.detail, verdict.error)
