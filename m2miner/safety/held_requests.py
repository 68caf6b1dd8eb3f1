"""The mutating web requests a store's nodes record, by endpoint, and a policy file
drafted from those the guard held back.

On a web device every mutating request is recorded on the node that follows the action
(``info["safety"]["requests"]``, :mod:`m2miner.safety.wrapper`), and so is every GET
that waited for the model check after a tap the words call a commit or whose words name
an operation (``read``). :func:`endpoints` groups them by (app, method, origin, path
template), the template writing ``*`` for each path segment holding a digit
(:func:`m2miner.safety.request_check.template`), and counts how often each was held back
and sent, and why it was sent. :func:`policy_draft` writes the ``allow_requests`` of a
policy file (:mod:`m2miner.safety.files`) for one app with every held endpoint commented
out: the user uncomments those whose effect the app itself undoes.

Each draft line is a whole ``allow_requests`` entry (origin, one method, one path), so
a line uncommented allows exactly that method and path; an entry with no paths would
allow its whole origin, so the draft never writes one.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from m2miner.safety.network import origin_of, path_pattern
from m2miner.safety.request_check import template

MAX_LABELS = 3
"""Labels of the taps that sent an endpoint's requests, shown per endpoint."""


@dataclass(frozen=True)
class RecordedNode:
    """One stored node whose info may record requests: its tree's app, its run, whether
    that run was mined in sandbox mode, the action's description and the node's info."""

    app: str
    run_id: int
    sandbox: bool
    description: str
    info: Mapping[str, Any]


@dataclass(frozen=True)
class Endpoint:
    """The requests of one (app, method, origin, template): how many the guard held
    back, how many it sent and why (``released (logout)``, ``allowed by a rule``,
    ``sandbox``, ``model said harmless``), and the labels of the taps that sent them, most
    frequent first."""

    app: str
    method: str
    origin: str
    template: str
    held: int
    sent: int
    why_sent: dict[str, int] = field(default_factory=dict)
    labels: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "app": self.app,
            "method": self.method,
            "origin": self.origin,
            "template": self.template,
            "held": self.held,
            "sent": self.sent,
            "why_sent": dict(self.why_sent),
            "labels": list(self.labels),
        }


def why_sent(request: Mapping[str, Any], sandbox: bool) -> str:
    """Why the guard let a sent request leave: the request layer released it, the model
    check answered, else the run's sandbox mode or a policy file's rule allowed it."""
    if request.get("released"):
        return f"released ({request['released']})"
    asked = request.get("asked")
    if isinstance(asked, Mapping):
        return f"model said {asked.get('verdict') or 'nothing readable'}"
    return "sandbox" if sandbox else "allowed by a rule"


def tap_label(node: RecordedNode) -> str:
    """The label of the element the node's action tapped, as the node stores it (the
    safety record's, the words' verdict's, a blocked node's), else the action's
    description."""
    safety = node.info.get("safety")
    safety = safety if isinstance(safety, Mapping) else {}
    words = safety.get("words")
    for value in (
        safety.get("element_text"),
        words.get("element_text") if isinstance(words, Mapping) else None,
        node.info.get("element"),
        node.description,
    ):
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def recorded_requests(node: RecordedNode) -> list[Mapping[str, Any]]:
    """The mutating requests recorded on ``node``, as the guard logged them."""
    safety = node.info.get("safety")
    requests = safety.get("requests") if isinstance(safety, Mapping) else None
    if not isinstance(requests, list):
        return []
    return [r for r in requests if isinstance(r, Mapping) and r.get("method")]


def endpoints(nodes: Iterable[RecordedNode]) -> list[Endpoint]:
    """Every recorded request grouped by (app, method, origin, template), most held
    first (then most sent, then by name)."""
    held: Counter[tuple[str, str, str, str]] = Counter()
    sent: Counter[tuple[str, str, str, str]] = Counter()
    why: dict[tuple[str, str, str, str], Counter[str]] = {}
    labels: dict[tuple[str, str, str, str], Counter[str]] = {}
    for node in nodes:
        label = tap_label(node)
        for request in recorded_requests(node):
            url = str(request.get("url") or "")
            key = (node.app, str(request["method"]).upper(), origin_of(url), template(url))
            why.setdefault(key, Counter())
            labels.setdefault(key, Counter())
            if request.get("sent"):
                sent[key] += 1
                why[key][why_sent(request, node.sandbox)] += 1
            else:
                held[key] += 1
            if label:
                labels[key][label] += 1
    out = [
        Endpoint(
            *key,
            held=held[key],
            sent=sent[key],
            why_sent=dict(why[key].most_common()),
            labels=tuple(text for text, _ in labels[key].most_common(MAX_LABELS)),
        )
        for key in why
    ]
    return sorted(out, key=lambda e: (-e.held, -e.sent, e.app, e.method, e.origin, e.template))


def why_text(endpoint: Endpoint) -> str:
    """``2 released (logout), 1 sandbox``; empty when none was sent."""
    return ", ".join(f"{n} {why}" for why, n in endpoint.why_sent.items())


def labels_text(endpoint: Endpoint, quoted: bool = True) -> str:
    """The tap labels as a policy draft's comment shows them (``"Like", "Star"``), or
    as a table does (``Like / Star``)."""
    if not quoted:
        return " / ".join(endpoint.labels)
    return ", ".join(json.dumps(label, ensure_ascii=False) for label in endpoint.labels)


HEADER = """\
# Safety policy file drafted by `m2miner safety requests --policy-draft` from the
# mutating requests the web request guard held back while mining {app}.
#
# Every held endpoint is listed below, commented out: nothing is allowed yet. Uncomment
# (delete the leading "# ") only the lines of endpoints whose effect the app itself
# undoes: a like, a star, a bookmark, a follow, a setting. Never uncomment a payment,
# a post or message others see, a deletion or an invitation: those must stay held.
# Each line allows one method on one path, "*" standing for one path segment (an id).
# Then give the file to the miner: safety.policy_files = ["<this file>"]
# (docs/safety.md, "Configuration, policy files and sandbox mode").
"""


def _held_note(endpoint: Endpoint) -> str:
    """``held 2 times: "Leave", "Quit"``."""
    note = f"held {endpoint.held} time{'s' if endpoint.held != 1 else ''}"
    taps = labels_text(endpoint)
    return f"{note}: {taps}" if taps else note


def _covers(pattern: str, other: str) -> bool:
    """Whether a policy entry for the path template ``pattern`` also allows ``other``
    (``/api/albums/*/user/*`` allows ``/api/albums/*/user/me``: a ``*`` is any segment)."""
    return pattern != other and re.fullmatch(path_pattern(pattern), other) is not None


def policy_draft(app: str, found: Iterable[Endpoint]) -> str:
    """A policy file for ``app`` whose ``allow_requests`` lists each endpoint of
    ``found`` the guard held back, one commented-out entry a line, grouped by method; an
    entry whose ``*`` also matches another held endpoint says so under it (uncommenting
    it allows that one too)."""
    held = [e for e in found if e.app == app and e.held]
    lines = [HEADER.format(app=app), f"apps: [{json.dumps(app)}]", "allow_requests:"]
    for method in sorted({e.method for e in held}):
        of_method = [e for e in held if e.method == method]
        times = sum(e.held for e in of_method)
        lines.append(f"  # {method}: {len(of_method)} endpoint(s), held {times} time(s)")
        for e in of_method:
            entry = (
                f"- {{origin: {json.dumps(e.origin or '*')}, methods: [{method}], "
                f"paths: [{json.dumps(e.template)}]}}"
            )
            lines.append(f"  # {entry}   # {_held_note(e)}")
            lines += [
                f"  #   (this line also allows {o.template}, {_held_note(o)})"
                for o in of_method
                if o is not e and o.origin == e.origin and _covers(e.template, o.template)
            ]
    if not held:
        lines.append(f"  # no request of {app} was held back")
    return "\n".join(lines) + "\n"
