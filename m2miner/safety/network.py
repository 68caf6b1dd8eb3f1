"""Web actions judged by what they send: a page hook that holds back mutating requests.

On a web device the safety wrapper installs a guard in every document of the tab once
per start of the app (:func:`guard_document`, through Chrome DevTools'
``Page.addScriptToEvaluateOnNewDocument``, so it runs before the page's own scripts,
at load too) and reads what it saw after each action (:data:`DRAIN_SCRIPT`). Where
DevTools commands are not available, or a document turns out to lack the guard, it is
armed in the page before the action instead (:data:`GUARD_SCRIPT`, through the device's
``execute_script``). The guard wraps ``fetch``, ``XMLHttpRequest``, ``navigator.sendBeacon``
and form submission (the ``submit`` event and ``HTMLFormElement.submit``): a request
whose method is POST, PUT, PATCH or DELETE, or a form that submits with one of them, is
**not sent** unless :class:`NetworkRules` allow it (sandbox mode allows every request;
a policy file's ``allow_requests`` allows origins and methods), whatever its origin.
Every mutating request is recorded with what happened to it, and the record goes on
the node (``info["safety"]["requests"]``).

The guard adds to the checks of the words and the screen; where an app's policy file
sets ``requests_decide: true``, a tap is not blocked for its words alone, the words'
verdict is recorded next to the requests. What the guard does not see: GET requests
and navigations (a link that buys with a GET), WebSocket and
WebRTC messages, requests a page sends on its own before an action (at load, from a
timer), and requests from service workers and plugins.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

MUTATING = ("POST", "PUT", "PATCH", "DELETE")


@dataclass(frozen=True)
class NetworkRules:
    """Which mutating requests may leave: all of them in ``sandbox`` mode, else those to
    an origin in ``origins`` with a method in its list (an empty list: every method)."""

    sandbox: bool = False
    origins: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def allows(self, method: str, origin: str) -> bool:
        """The decision the guard takes in the page, for tests and records."""
        method = method.upper()
        if method not in MUTATING or self.sandbox:
            return True
        methods = self.origins.get(origin.rstrip("/"))
        return methods is not None and (not methods or method in methods)

    def script_args(self) -> str:
        return json.dumps(
            {
                "sandbox": self.sandbox,
                "mutating": list(MUTATING),
                "origins": {o.rstrip("/"): list(m) for o, m in self.origins.items()},
            }
        )


def rules_from(sandbox: bool, allow: Iterable[tuple[str, Iterable[str]]]) -> NetworkRules:
    """Rules from the sandbox flag and ``(origin, methods)`` pairs of policy files."""
    origins: dict[str, tuple[str, ...]] = {}
    for origin, methods in allow:
        origins[origin.rstrip("/")] = tuple(m.upper() for m in methods)
    return NetworkRules(sandbox=sandbox, origins=origins)


GUARD_SCRIPT = r"""
const rules = JSON.parse(arguments[0]);
const w = window;
if (!w.__m2minerGuard) {
  const log = [];
  const judge = (method, url, kind) => {
    method = String(method || 'GET').toUpperCase();
    if (!rules.mutating.includes(method)) return true;
    let origin = '';
    try { origin = new URL(url, location.href).origin; } catch (e) { origin = ''; }
    const guard = w.__m2minerGuard;
    const listed = guard.rules.origins[origin];
    const ok = guard.rules.sandbox || (listed !== undefined &&
      (listed.length === 0 || listed.includes(method)));
    log.push({method: method, url: String(new URL(url, location.href)), kind: kind,
              sent: ok});
    return ok;
  };
  const refused = () => new TypeError('request held back by the m2miner safety policy');
  const fetch0 = w.fetch;
  if (fetch0) {
    w.fetch = function (input, init) {
      const req = new Request(input, init);
      if (!judge(req.method, req.url, 'fetch')) return Promise.reject(refused());
      return fetch0.apply(this, arguments);
    };
  }
  const open0 = XMLHttpRequest.prototype.open, send0 = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__m2miner = [method, url];
    return open0.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    const [method, url] = this.__m2miner || ['GET', location.href];
    if (!judge(method, url, 'xhr')) { throw refused(); }
    return send0.apply(this, arguments);
  };
  if (navigator.sendBeacon) {
    const beacon0 = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => judge('POST', url, 'beacon') && beacon0(url, data);
  }
  const formMethod = (form, submitter) =>
    (submitter && submitter.getAttribute('formmethod')) || form.getAttribute('method') || 'GET';
  const formAction = (form, submitter) =>
    (submitter && submitter.getAttribute('formaction')) || form.action || location.href;
  document.addEventListener('submit', (e) => {
    const form = e.target, submitter = e.submitter;
    if (!judge(formMethod(form, submitter), formAction(form, submitter), 'form')) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }, true);
  const submit0 = HTMLFormElement.prototype.submit;
  HTMLFormElement.prototype.submit = function () {
    if (judge(formMethod(this), formAction(this), 'form')) return submit0.apply(this);
  };
  w.__m2minerGuard = {log: log, rules: rules};
}
w.__m2minerGuard.rules = rules;
return true;
"""
"""Arms the guard in the current document (idempotent); its one argument is
:meth:`NetworkRules.script_args`."""

DRAIN_SCRIPT = "return window.__m2minerGuard ? window.__m2minerGuard.log.splice(0) : null;"
"""The mutating requests the guard saw since it was last read (and forgets them); null
in a document without the guard."""

GUARD_NAME = "m2miner-request-guard"
"""The name the guard's document script is installed under."""


def guard_document(rules: NetworkRules) -> str:
    """:data:`GUARD_SCRIPT` with ``rules``, as a script that runs on its own in every new
    document (``Page.addScriptToEvaluateOnNewDocument``)."""
    return f"(function () {{{GUARD_SCRIPT}}})({json.dumps(rules.script_args())});"


def held_back(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The requests the guard did not let leave."""
    return [r for r in requests if not r.get("sent")]
