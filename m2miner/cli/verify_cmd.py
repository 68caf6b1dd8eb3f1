"""``m2miner verify try``: run a verifier against a live page, phone or sim app."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich.markup import escape

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, JsonOpt, console, resolve_config
from m2miner.cli.errors import EXIT_ERROR
from m2miner.cli.render import HelpGroup

verify_app = typer.Typer(
    help="Write verifiers: try one on a live page or device.", no_args_is_help=True, cls=HelpGroup
)
app.add_typer(verify_app, name="verify")

_VERDICT = {True: "[green]passed[/]", False: "[yellow]failed[/]", None: "[bold red]error[/]"}


@verify_app.command("try")
def try_cmd(
    expr: Annotated[
        str | None,
        typer.Argument(
            help="What to check: a JavaScript expression (web), a shell command (adb, with "
            "--expect), or a sim predicate such as '{equals: {wifi: true}}' or a task id (sim).",
            show_default=False,
        ),
    ] = None,
    app_name: Annotated[
        str | None, typer.Option("--app", "-a", help="App to start: a sim app or a config alias.")
    ] = None,
    url: Annotated[
        str | None, typer.Option("--url", help="A web page to open instead of an --app.")
    ] = None,
    device: Annotated[
        str | None,
        typer.Option(
            "--device", "-d", help="sim, adb:SERIAL or appium:URL (default: the config's)."
        ),
    ] = None,
    expect: Annotated[
        str | None, typer.Option("--expect", help="adb: the regex to find in the output.")
    ] = None,
    template: Annotated[
        str | None,
        typer.Option(
            "--template", help="A bundled web template instead of EXPR (docs/verification.md)."
        ),
    ] = None,
    param: Annotated[
        list[str] | None,
        typer.Option(
            "--param", "-p", help="KEY=VALUE for --template (VALUE as JSON where it parses)."
        ),
    ] = None,
    spec: Annotated[
        str | None,
        typer.Option("--spec", help="A whole verifier spec as JSON, as an intents file gives it."),
    ] = None,
    do: Annotated[
        list[str] | None,
        typer.Option(
            "--do",
            help='An action to run first, as JSON (repeatable): {"type": "click", "x": 540, '
            '"y": 780}, {"type": "type", "text": "milk"}, {"type": "key", "text": "Enter"}.',
        ),
    ] = None,
    config: ConfigOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Start the app, run --do actions, evaluate a verifier and print what it returned.

    EXPR is a JavaScript expression on a web device, a shell command on adb (with
    --expect), a predicate or a task id on the sim. Exit status 0 when the check passed,
    1 when it failed or could not decide, 2 for a check that cannot be run as written."""
    from m2miner.devices.factory import DeviceSpec, app_target
    from m2miner.errors import ConfigError
    from m2miner.mining.device_stack import open_device
    from m2miner.verify.trial import try_sim_predicate, try_spec

    cfg = resolve_config(config)
    where = DeviceSpec.parse(device or DeviceSpec.configured(cfg))
    target, domain = _target(cfg, where.kind, app_name, url, app_target)
    data = None if where.kind == "sim" else _spec(where.kind, expr, expect, template, param, spec)
    if where.kind == "sim" and not expr:
        raise ConfigError("verify try on the sim needs a predicate or a task id")
    actions = [_action(text) for text in do or []]
    opened = open_device(cfg, where, target.name, domain=domain)
    try:
        opened.start_app(target)
        for action in actions:
            opened.execute(action)
        trial = try_sim_predicate(opened, target.name, str(expr)) if data is None else None
        trial = trial or try_spec(opened, data)
    finally:
        opened.close()
    if as_json:
        console.print_json(json.dumps(trial.to_dict(), default=str))
    else:
        console.print(f"{trial.kind}: {escape(trial.source)}", highlight=False, soft_wrap=True)
        shown = json.dumps(trial.value, default=str, ensure_ascii=False)
        console.print(f"returned: {escape(shown)}", highlight=False, soft_wrap=True)
        why = trial.check.error or trial.check.detail
        console.print(f"verdict: {_VERDICT[trial.check.passed]} ({escape(why)})", soft_wrap=True)
    if trial.check.passed is not True:
        raise typer.Exit(EXIT_ERROR)


def _target(cfg: Any, kind: str, app_name: str | None, url: str | None, resolve: Any) -> Any:
    from urllib.parse import urlsplit

    from m2miner.devices.base import AppTarget
    from m2miner.errors import ConfigError

    if (app_name is None) == (url is None):
        raise ConfigError("verify try needs exactly one of --app and --url")
    if url is None:
        return resolve(cfg, app_name, kind)
    if kind != "appium":
        raise ConfigError(
            "--url opens a web page, which needs a web device",
            hint="add --device appium:http://HOST:PORT (a local Appium server with Chromium)",
        )
    return AppTarget(name=urlsplit(url).netloc or "page", url=url), "web"


def _spec(
    kind: str,
    expr: str | None,
    expect: str | None,
    template: str | None,
    params: list[str] | None,
    spec: str | None,
) -> dict[str, Any]:
    from m2miner.errors import ConfigError

    given = sum(x is not None for x in (expr, template, spec))
    if given != 1:
        raise ConfigError("verify try needs exactly one of EXPR, --template and --spec")
    if spec is not None:
        return dict(_json(spec, "--spec"))
    if template is not None:
        values = dict(_param(p) for p in params or [])
        return {"type": "js", "template": template, "params": values}
    if kind == "adb":
        if expect is None:
            raise ConfigError("an adb check needs --expect REGEX to find in the output")
        return {"type": "adb", "shell": expr, "expect": expect}
    return {"type": "js", "expr": expr}


def _param(text: str) -> tuple[str, Any]:
    from m2miner.errors import ConfigError

    key, sep, value = text.partition("=")
    if not sep or not key:
        raise ConfigError(f"--param {text!r}: write KEY=VALUE")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def _action(text: str) -> Any:
    from m2miner.actions import Action
    from m2miner.errors import ActionError, ConfigError

    try:
        return Action.from_json(text)
    except (ActionError, TypeError, ValueError) as exc:
        raise ConfigError(
            f"--do {text!r}: {exc}", hint='e.g. --do \'{"type": "click", "x": 540, "y": 780}\''
        ) from None


def _json(text: str, option: str) -> Any:
    from m2miner.errors import ConfigError

    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{option} {text!r} is not JSON: {exc}") from None
