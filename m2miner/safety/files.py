"""Per-app policy files: allow and deny rules, sandbox mode, what to do unchecked.

A policy file is YAML::

    apps: [shop, com.example.shop, "https://staging.shop.example/"]  # omitted: every app
    sandbox: false        # a test account: irreversible actions are allowed (and recorded)
    unchecked: block      # or allow: actions on screens without a readable hierarchy
    deny:                 # checked first, also in sandbox mode
      - {text: Delete account}
    allow:                # an action one of these matches is allowed
      - {id: confirm_ride}
      - {screen: Review your order, text: Place order}
      - {url: "https://staging.shop.example/checkout"}
    allow_requests:       # web: mutating requests that may leave (m2miner.safety.network)
      - {origin: "https://staging.shop.example", methods: [POST]}   # no methods: all
      - {origin: "*", methods: [POST], paths: ["/api/v1/statuses/*/favourite"]}
    requests_decide: true   # web (the default): the requests judge a tap, not its words
    release_requests: true  # web (the default): a sign-out, a read POST, a copy may leave

A rule's keys must all hold: ``text`` matches the element's label like a term (whole
words, a trailing ``*`` for a stem, any disguise folded), ``id`` its resource id (the
full id, the part after ``/``, or a shell pattern such as ``*pay*``), ``screen`` the
screen's title, dialog title or activity (a folded substring), ``url`` a prefix of the
page's URL. A rule with only ``screen`` or ``url`` covers every action on that screen.
An ``allow_requests`` entry names an origin (``*``: any, the page's own included), the
methods (none: all) and, optionally, the paths it covers, as patterns (``*`` within one
segment, ``**`` across segments); without ``paths`` it covers the whole origin.
"""

from __future__ import annotations

import fnmatch
import functools
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError, field_validator, model_validator

from m2miner.devices.base import AppTarget, Observation
from m2miner.errors import ConfigError
from m2miner.safety.context import Screen, Target
from m2miner.safety.normalize import fold
from m2miner.safety.terms import TermList


class Rule(BaseModel):
    """One allow or deny rule; see the module docstring."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    text: str | None = None
    id: str | None = None
    screen: str | None = None
    url: str | None = None

    @model_validator(mode="after")
    def _not_empty(self) -> Rule:
        if not any((self.text, self.id, self.screen, self.url)):
            raise ValueError("a rule needs at least one of text, id, screen, url")
        return self

    def describe(self) -> str:
        parts = [f"{k}={v!r}" for k, v in self.model_dump().items() if v]
        return ", ".join(parts)

    @property
    def needs_element(self) -> bool:
        return bool(self.text or self.id)

    def matches(self, target: Target | None, screen: Screen, obs: Observation) -> bool:
        if self.url and not (obs.url or "").startswith(self.url):
            return False
        if self.screen:
            where = fold(f"{screen.title} {obs.activity or ''} {screen.extra}")
            if fold(self.screen) not in where:
                return False
        if self.needs_element and target is None:
            return False
        assert target is not None or not self.needs_element
        if self.text and target is not None and _text(self.text).search(target.folded) is None:
            return False
        return not (self.id and target is not None and not _id_matches(self.id, target))


@functools.lru_cache(maxsize=256)
def _text(term: str) -> TermList:
    terms = TermList()
    terms.add([term])
    return terms


def _id_matches(pattern: str, target: Target) -> bool:
    for el in (target.hit, target.element):
        rid = el.get("resource-id") or ""
        if not rid:
            continue
        short = rid.rsplit("/", 1)[-1]
        if any(fnmatch.fnmatchcase(v.casefold(), pattern.casefold()) for v in (rid, short)):
            return True
    return False


class RequestRule(BaseModel):
    """Mutating requests to ``origin`` (scheme://host[:port], or ``*`` for any) with one of
    ``methods`` (or any, when empty) and, where given, a path one of ``paths`` matches,
    that a web page may send."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    origin: str
    methods: list[str] = []
    paths: list[str] = []


class PolicyFile(BaseModel):
    """A policy file as written."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    apps: list[str] = []
    sandbox: bool = False
    unchecked: Literal["block", "allow"] | None = None
    allow: list[Rule] = []
    deny: list[Rule] = []
    allow_requests: list[RequestRule] = []
    requests_decide: bool | None = None
    release_requests: bool | None = None

    @field_validator("allow", "deny", "allow_requests", mode="before")
    @classmethod
    def _none_is_empty(cls, value: object) -> object:
        # A key whose every entry is commented out reads as null: no rules.
        return [] if value is None else value

    def applies_to(self, app: AppTarget | None) -> bool:
        if not self.apps:
            return True
        if app is None:
            return False
        names = {app.name, app.package or "", *app.allowed_packages}
        return any(a in names or (app.url and app.url.startswith(a)) for a in self.apps)


@dataclass(frozen=True)
class AppRules:
    """The rules of every policy file that applies to one app, merged."""

    allow: tuple[tuple[Rule, str], ...] = ()
    deny: tuple[tuple[Rule, str], ...] = ()
    sandbox: bool = False
    unchecked: Literal["block", "allow"] | None = None
    sources: tuple[str, ...] = ()
    requests: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = ()
    """``(origin, methods, paths)`` a web page may send mutating requests to."""
    requests_decide: bool = True
    """On web, where the request guard runs, a tap is judged by the requests it sends,
    not by its words (False: the words block as well)."""
    release: bool = True
    """Whether the request layer may release held requests (m2miner.safety.release)."""


def app_rules(files: Iterable[tuple[PolicyFile, str]], app: AppTarget | None) -> AppRules:
    """Merge the files that apply to ``app``: rules add up, sandbox if any says so, and
    the last file that sets ``unchecked`` decides it; the requests decide on the web
    unless a file says ``requests_decide: false``."""
    allow: list[tuple[Rule, str]] = []
    deny: list[tuple[Rule, str]] = []
    sandbox, unchecked, sources = False, None, []
    requests: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = []
    decide = release = True
    for policy, source in files:
        if not policy.applies_to(app):
            continue
        sources.append(source)
        requests += [(r.origin, tuple(r.methods), tuple(r.paths)) for r in policy.allow_requests]
        decide = decide and policy.requests_decide is not False
        release = release and policy.release_requests is not False
        allow += [(r, source) for r in policy.allow]
        deny += [(r, source) for r in policy.deny]
        sandbox = sandbox or policy.sandbox
        unchecked = policy.unchecked or unchecked
    return AppRules(
        tuple(allow),
        tuple(deny),
        sandbox,
        unchecked,
        tuple(sources),
        tuple(requests),
        decide,
        release,
    )


def load_policy_file(path: Path) -> PolicyFile:
    """Read and validate one policy file; raise :class:`ConfigError` naming it."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise ConfigError(
            f"cannot read safety policy file {path}: {exc}", hint="check safety.policy_files"
        ) from exc
    try:
        return PolicyFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise ConfigError(
            f"safety policy file {path}: {where}: {first['msg']}",
            hint="keys: apps, sandbox, unchecked, allow, deny (rules: text, id, screen, url), "
            "allow_requests (origin, methods, paths), requests_decide, release_requests",
        ) from None
