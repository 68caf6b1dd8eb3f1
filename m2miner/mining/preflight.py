"""Checks made before mining starts, so a bad setup fails in seconds, not mid-run."""

from __future__ import annotations

import os

from m2miner.config import ENV_PREFIX, Config
from m2miner.errors import DeviceError

URL_TIMEOUT_S = 3.0


def used_models(config: Config) -> list[str]:
    """Names of the models the agents refer to, in first-use order."""
    agents = config.agents
    names = [ref.model for ref in agents.infer.models]
    names += [r.model for r in (agents.orchestra, agents.judge, agents.recycle) if r.model]
    return list(dict.fromkeys(names))


def check_models(config: Config, *, skip: set[str] | frozenset[str] = frozenset()) -> None:
    """Ask every model the agents use whether it can answer.

    Raises :class:`m2miner.errors.ModelUnavailableError` (with a fix) for the first
    model that cannot: a server that does not answer, a model id it does not serve, a
    local checkpoint that does not exist.
    """
    from m2miner.llm import create_model
    from m2miner.mining.rehearsal import answered_builtin

    skip = set(skip) | answered_builtin(config)
    for name in used_models(config):
        if name in skip:
            continue
        model = create_model(config.model(name))
        try:
            model.check()
        finally:
            model.close()


def start_url_problem(url: str, timeout_s: float = URL_TIMEOUT_S) -> str | None:
    """Why a web app's start ``url`` would not load (an HTTP GET), or None when it does."""
    import httpx

    try:
        response = httpx.get(url, timeout=timeout_s, follow_redirects=True)
    except httpx.TimeoutException:
        return f"no answer in {timeout_s:g} s"
    except httpx.ConnectError as exc:
        text = str(exc)
        return f"nothing answers ({'connection refused' if 'refused' in text else text})"
    except httpx.HTTPError as exc:
        return f"the request failed ({type(exc).__name__}: {str(exc) or 'no details'})"
    if response.status_code >= 400:
        return f"the server answers HTTP {response.status_code}"
    return None


def url_source(app: str, config: Config | None = None) -> str:
    """Where ``apps.APP.url`` was set, as a user would look for it."""
    variable = f"{ENV_PREFIX}APPS__{app.upper()}__URL"
    if variable in os.environ:
        return f"${variable}"
    origin = config.origin(f"apps.{app}.url") if config is not None else None
    named = origin.name if origin is not None and origin.kind == "file" else None
    where = named or os.environ.get(f"{ENV_PREFIX}CONFIG")
    return f"apps.{app}.url in {where}" if where else f"apps.{app}.url in the config file"


def check_app_url(config: Config, app: str, timeout_s: float = URL_TIMEOUT_S) -> None:
    """Raise :class:`DeviceError` (with a fix) when ``app`` is a web app whose start URL
    does not answer: before any browser opens and before any tree is created."""
    entry = config.apps.get(app)
    if entry is None or entry.domain != "web" or not entry.url:
        return
    problem = start_url_problem(entry.url, timeout_s)
    if problem is not None:
        raise DeviceError(
            f"the start URL of {app!r}, {entry.url}, does not load: {problem}",
            hint=f"start the app's server, or correct the URL ({url_source(app, config)})",
        )
